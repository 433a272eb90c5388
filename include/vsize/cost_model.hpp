#pragma once
// The price of a configuration (SPEC §7, §9): the line-up server's own price, or the sum of its
// parts, each at its catalog price (or a vendor's price list overlaid by id):
//
//   cost = chassis + GPUs x price + sockets x CPU + DIMMs x price + PSUs x price
//          + drives x price + NICs x price
//   cluster = nodes x cost + switches x price
//
// Every part without a price is named, never counted as zero; the sum exists only when every
// part is priced. Nothing is computed when the catalog has no prices. Pure functions.
#include "vsize/catalog.hpp"
#include "vsize/cluster_model.hpp"
#include "vsize/host_model.hpp"
#include "vsize/power_model.hpp"
#include "vsize/storage_model.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace vsize {

// The catalog's prices by the record they price, resolved once per search.
class PriceIndex {
public:
  PriceIndex() = default;
  explicit PriceIndex(const Catalog& cat);
  bool empty() const { return m_prices.empty(); }
  const std::string& currency() const { return m_currency; }
  // The price of `record`, or nullptr.
  const PriceSpec* of(const Provenance* record) const;

private:
  std::vector<std::pair<const Provenance*, const PriceSpec*>> m_prices; // sorted by record
  std::string m_currency;
};

struct PricedPart {
  const Provenance* part = nullptr;
  double units = 0;
  const PriceSpec* price = nullptr; // nullptr: unpriced
};

struct CostPlan {
  bool priced = false; // the catalog has prices (else nothing was computed)
  std::optional<double> amount; // every part priced (or the line-up server's own price)
  std::string currency; // the price list's
  std::string as_of; // the oldest price used
  bool whole_server = false; // the line-up entry's price
  std::vector<PricedPart> parts; // what was priced, in bill-of-materials order
  std::vector<const Provenance*> unpriced; // parts without a price, once each
};

// What the cost stage reads of the configuration.
struct CostInputs {
  const LineupSpec* lineup;
  const PlatformSpec* platform;
  const GpuSpec& gpu;
  int gpus;
  const HostPlan& host;
  const StoragePlan& storage;
  const PowerPlan& power;
  int nodes = 1;
  const SwitchPlan* switches = nullptr; // a cluster's fabric switches
};

CostPlan plan_cost(const CostInputs& in, const PriceIndex& prices);

// The ids of the unpriced parts, for messages.
std::vector<std::string> unpriced_ids(const CostPlan& c);

} // namespace vsize
