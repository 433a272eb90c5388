#pragma once
// Prices (SPEC §7, §9).
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// A list price of any record (part, platform or a whole line-up server) in the catalog's one
// currency (SPEC §7: "one currency per run").
// Keyed by the id of the record it prices; name and source are optional (a vendor's own list).
struct PriceSpec : Provenance {
  double amount = 0;
  std::string currency; // "EUR" or "USD"
};

} // namespace vsize
