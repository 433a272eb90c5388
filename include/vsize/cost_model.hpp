#pragma once
// The price of a configuration (SPEC §7, §9): the sum of what vsize configures, each part at its
// catalog price (reference prices, or a vendor's price list overlaid by id), converted into the
// run's currency at the catalog's dated exchange rate:
//
//   cost = chassis + GPUs x price + NVLink bridges x price + sockets x CPU + DIMMs x price
//          + PSUs x price + the drives of every tier inside the chassis x price + NICs x price
//   cluster = nodes x cost + switches x price, the bulk tier once (one array keeps the footage
//             and the backups of the one dataset; each node keeps its system and data tiers)
//
// or a line-up server's own price plus what vsize adds beyond its standard build (the line-up
// record's CPU, sockets and RAM: RAM above its ram_gb, else above the 2x-GPU-memory rule, at the
// chosen DIMM's price per GB; the data drives; a cluster fabric's NICs where they are not the
// server's own), per node, plus a cluster's switches; its NVLink bridges are its standard build's:
//
//   cost = nodes x (line-up price + (RAM - standard RAM) / DIMM GB x DIMM price + data drives
//          + fabric NICs) + bulk drives + switches
//
// A part without a price is named, never counted as zero: the amount is then the priced parts
// alone, a lower bound (complete = false). Nothing is computed when the catalog has no prices.
// Pure functions.
#include "vsize/catalog.hpp"
#include "vsize/cluster_model.hpp"
#include "vsize/comm_model.hpp"
#include "vsize/host_model.hpp"
#include "vsize/power_model.hpp"
#include "vsize/storage_model.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace vsize {

// An amount in `from` converted into `to` by the catalog's exchange rates (1 base = rate quote);
// nullopt when no rate connects them.
std::optional<double> convert_currency(const Catalog& cat, double amount, const std::string& from,
                                       const std::string& to);

// A catalog price in the run's currency.
struct Price {
  const PriceSpec* spec = nullptr;
  double amount = 0; // converted
};

// The catalog's prices by the record they price, converted into the run's currency once per
// search. UsageError when a price cannot be converted (no exchange rate).
class PriceIndex {
public:
  PriceIndex() = default;
  PriceIndex(const Catalog& cat, const std::string& currency);
  bool empty() const { return m_prices.empty(); }
  const std::string& currency() const { return m_currency; }
  // The price of `record`, or nullptr.
  const Price* of(const Provenance* record) const;

private:
  std::vector<std::pair<const Provenance*, Price>> m_prices; // sorted by record
  std::string m_currency;
};

// What a priced line is in the server (JSON cost.parts[].role): a bill of materials names two
// lines of the same drive apart (the system pair and the data tier).
enum class PartRole {
  server, // a line-up server's standard build
  platform,
  gpu,
  nvlink_bridge,
  cpu,
  ram,
  psu,
  system_drives,
  data_drives,
  bulk_drives,
  fabric_nic,
  data_nic,
  leaf_switch,
  spine_switch,
  links, // a fabric's cables or transceivers, node to leaf and leaf to spine
};
VSIZE_ENUM_SPELLINGS(PartRole, {PartRole::server, "server"}, {PartRole::platform, "platform"}, {PartRole::gpu, "gpu"},
                     {PartRole::nvlink_bridge, "nvlink-bridge"}, {PartRole::cpu, "cpu"}, {PartRole::ram, "ram"},
                     {PartRole::psu, "psu"}, {PartRole::system_drives, "system-drives"},
                     {PartRole::data_drives, "data-drives"}, {PartRole::bulk_drives, "bulk-drives"},
                     {PartRole::fabric_nic, "fabric-nic"}, {PartRole::data_nic, "data-nic"},
                     {PartRole::leaf_switch, "leaf-switch"}, {PartRole::spine_switch, "spine-switch"},
                     {PartRole::links, "links"});

struct PricedPart {
  const Provenance* part = nullptr;
  PartRole role = PartRole::server;
  double units = 0;
  std::optional<Price> price; // nullopt: unpriced (a copy: an evaluation outlives its price index)
  bool added = false; // beyond a line-up server's standard build
  // units x the unit price, rounded once to whole currency units: a converted price carries cents
  // nobody quotes, and every total, line and file adds these same parts (0 while unpriced).
  double amount = 0;
};

// Which prices a cost rests on: reference prices (list, street, proxy, used), a vendor's own
// price list, or both.
enum class CostBasis { reference, vendor, mixed };
VSIZE_ENUM_SPELLINGS(CostBasis, {CostBasis::reference, "reference"}, {CostBasis::vendor, "vendor"},
                     {CostBasis::mixed, "mixed"});

struct CostPlan {
  bool priced = false; // the catalog has prices (else nothing was computed)
  // The priced parts (or the line-up server's own price and what vsize adds); nullopt only when
  // no part of the server has a price. A lower bound while `unpriced` is not empty.
  std::optional<double> amount;
  std::string currency; // the run's
  std::string as_of; // the oldest dated price used ("" when every one is undated)
  std::vector<std::string> undated_ids; // parts priced from undated sources, once each
  std::string undated_read; // the earliest day those sources were read
  CostBasis basis = CostBasis::reference;
  std::optional<VatBasis> vat; // nullopt: the prices used differ
  bool whole_server = false; // the line-up entry's price
  std::vector<PricedPart> parts; // what was priced, in bill-of-materials order
  std::vector<const Provenance*> unpriced; // parts without a price, once each
  // The GPUs have no price (and no whole-server price covers them): the lower bound misses the
  // server's largest part, so it neither ranks against priced servers nor meets a budget.
  bool gpus_unpriced = false;
  // The CPUs have no price: the next largest part, so by cost the server ranks after those whose
  // CPUs are priced (an unpriced Xeon read as free beat a priced EPYC) and meets no budget.
  bool cpus_unpriced = false;
  // Drives of a tier beside the server (an enclosure or NAS: no free bay takes them), not in
  // `amount`: how many, and their price where every one is priced.
  int external_drives = 0;
  std::optional<double> external_amount;
  std::vector<PricedPart> external_parts; // those drives, each priced as `parts` are
  // With growth planned: the price of the data and bulk drives beyond those today's contents take
  // (in `amount` or `external_amount`); nullopt without growth or while a drive has no price.
  std::optional<double> growth_amount;
  double growth_planned_amount = 0; // the plan's data and bulk drives, from which today's are taken
  double growth_today_amount = 0; // the drives today's contents alone take
  std::vector<PricedPart> growth_today_parts; // the drives today's contents alone take, priced

  bool complete() const { return amount && unpriced.empty(); }
  // What a budget is held against: the server and the priced drives beside it (both vsize's plan).
  double with_external() const { return amount.value_or(0) + external_amount.value_or(0); }
  // What an experiment's capital and the rent comparison are held against: the same less the
  // drives bought for the data to come, which today's training does not use (renting has no
  // storage either).
  double capital() const { return with_external() - growth_amount.value_or(0); }
  // By cost, the servers whose price misses the GPUs, then those missing the CPUs, come last.
  int unpriced_tier() const { return gpus_unpriced ? 2 : cpus_unpriced ? 1 : 0; }
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
  // The cluster's fabric: a price under its id is one link's cabling (a cable, or two transceivers
  // and the fibre), bought once per link of the switch plan; without one the links are named
  // unpriced by the fabric's id, never free.
  const FabricSpec* fabric = nullptr;
  const BridgePlan* bridges = nullptr; // the NVLink bridges a node's cards take
};

CostPlan plan_cost(const CostInputs& in, const PriceIndex& prices);

// The ids of the unpriced parts, for messages.
std::vector<std::string> unpriced_ids(const CostPlan& c);

// The parts priced by a proxy (another product's price, or a point in a published range, standing
// in: PriceGrade::proxy): what they add to the amount and to the drives beside it, and their ids,
// once each, so that every output says how much of a quote is a stand-in.
struct ProxyShare {
  double amount = 0; // of CostPlan::amount
  double external_amount = 0; // of CostPlan::external_amount (review r19a #2)
  std::vector<std::string> ids; // in the amount
  std::vector<std::string> external_ids; // beside it
};
ProxyShare proxy_share(const CostPlan& c);

} // namespace vsize
