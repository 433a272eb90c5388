#pragma once
// Provenance shared by every record: where its figures come from.
#include "vsize/enums.hpp"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vsize {

// A public document a record's figures come from: what a customer reads in a quote.
struct Citation {
  std::string title;
  std::string publisher;
  std::string date; // YYYY, YYYY-MM or YYYY-MM-DD
  std::string url;
  std::string detail; // which figure, table or quote was taken from it
};

// Provenance shared by every record: shown by `catalog show`, `explain` and the HTML quote.
struct Provenance {
  std::string id;
  std::string name;
  std::vector<Citation> sources; // public documents
  std::string source; // free text instead (a vendor's price list, an older overlay)
  std::string as_of;
  std::string estimate; // empty when every figure is sourced
  std::string notes;
  std::vector<std::string> aliases;
  // The record as read (after any merge), for `catalog show` and merges: a view into the
  // embedded catalog's tape, or into raw_owner for records read from JSON at run time.
  std::string_view raw_json;
  std::shared_ptr<const std::string> raw_owner;
};

} // namespace vsize
