#pragma once
// Provenance shared by every record: where its figures come from.
#include "vsize/enums.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// Provenance shared by every record: shown by `catalog show` and `explain`.
struct Provenance {
  std::string id;
  std::string name;
  std::string source;
  std::string as_of;
  std::string estimate; // empty when every figure is sourced
  std::string notes;
  std::vector<std::string> aliases;
  std::string raw_json; // the record as read (after any merge), for `catalog show` and merges
};

} // namespace vsize
