// The price of a configuration (formulas: include/vsize/cost_model.hpp).
#include "vsize/cost_model.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize {

std::optional<double> convert_currency(const Catalog& cat, double amount, const std::string& from,
                                       const std::string& to) {
  if (from == to) {
    return amount;
  }
  const ExchangeRateSpec* x = exchange_rate(cat, from, to);
  if (!x) {
    return std::nullopt;
  }
  // 1 base = rate quote (ECB reference rates: 1 EUR = 1.1269 USD).
  return x->base == from ? amount * x->rate : amount / x->rate;
}

PriceIndex::PriceIndex(const Catalog& cat, const std::string& currency) : m_currency(currency) {
  for (const Provenance* r : cat.records()) {
    const PriceSpec* p = cat.price(r->id);
    if (!p) {
      continue;
    }
    std::optional<double> amount = convert_currency(cat, p->amount, p->currency, currency);
    if (!amount) {
      throw UsageError(fmt::format("--currency {}: the price of '{}' is in {} and the catalog has no exchange rate "
                                   "between {} and {}; use --currency {} or add an exchange rate",
                                   currency, p->id, p->currency, p->currency, currency, p->currency));
    }
    m_prices.emplace_back(r, Price{p, *amount});
  }
  std::sort(m_prices.begin(), m_prices.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
}

const Price* PriceIndex::of(const Provenance* record) const {
  auto it = std::lower_bound(m_prices.begin(), m_prices.end(), record,
                             [](const auto& entry, const Provenance* r) { return entry.first < r; });
  return it != m_prices.end() && it->first == record ? &it->second : nullptr;
}

namespace {

PartRole drives_role(const Tier& t) {
  return t.role == TierRole::system ? PartRole::system_drives
         : t.role == TierRole::data ? PartRole::data_drives
                                    : PartRole::bulk_drives;
}

void add_part(const PriceIndex& prices, const Provenance* part, PartRole role, double units, CostPlan& c,
              bool added = false) {
  if (!part || units <= 0) {
    return;
  }
  const Price* price = prices.of(part);
  double amount = price ? std::round(price->amount * units) : 0;
  c.parts.push_back(PricedPart{part, role, units, price ? std::optional<Price>(*price) : std::nullopt, added, amount});
  if (!price) {
    if (std::find(c.unpriced.begin(), c.unpriced.end(), part) == c.unpriced.end()) {
      c.unpriced.push_back(part);
    }
    return;
  }
  c.amount = c.amount.value_or(0) + amount;
  // The oldest dated price; an undated one's as_of is only the day its sources were read.
  std::string& oldest = price->spec->undated ? c.undated_read : c.as_of;
  if (oldest.empty() || price->spec->as_of < oldest) {
    oldest = price->spec->as_of;
  }
  if (price->spec->undated &&
      std::find(c.undated_ids.begin(), c.undated_ids.end(), price->spec->id) == c.undated_ids.end()) {
    c.undated_ids.push_back(price->spec->id);
  }
}

// How many of a tier a cluster buys: every node boots from its system tier and trains from its
// own data tier (the staged copy), but the bulk tier keeps the footage and the backups of one
// dataset, which one array holds for the whole cluster (it had been bought once per node).
int tier_copies(const CostInputs& in, const Tier& t) { return t.role == TierRole::bulk ? 1 : in.nodes; }

// A tier beside the server (no free bay takes its drives) is not part of the server's price,
// but it is bought with it: its drives' price is given beside the server's (the enclosure or NAS
// that holds them is not in the catalog).
void price_external_tiers(const CostInputs& in, const PriceIndex& prices, CostPlan& c) {
  CostPlan beside;
  for (const Tier& t : in.storage.tiers.tier) {
    if (t.external && t.drive) {
      add_part(prices, t.drive, drives_role(t), tier_copies(in, t) * t.count, beside);
      c.external_drives += tier_copies(in, t) * t.count;
    }
  }
  c.external_amount = beside.unpriced.empty() ? beside.amount : std::nullopt;
  c.external_parts = std::move(beside.parts);
}

// The data and bulk tiers' drives at their prices, every copy a cluster buys, as parts (each with
// its price and source, for explain).
CostPlan tier_drives(const CostInputs& in, const Tiers& tiers, const PriceIndex& prices) {
  CostPlan drives;
  for (const Tier& t : tiers.tier) {
    if (t.role != TierRole::system && t.drive && t.count > 0) {
      add_part(prices, t.drive, drives_role(t), tier_copies(in, t) * t.count, drives);
    }
  }
  return drives;
}

// --dataset-growth sizes the tiers for the plan's last year: what that costs beyond the tiers of
// today's contents (storage_model.cpp, StoragePlan::today); none while a drive has no price.
void price_growth(const CostInputs& in, const PriceIndex& prices, CostPlan& c) {
  if (!in.storage.today) {
    return;
  }
  CostPlan later = tier_drives(in, in.storage.tiers, prices);
  CostPlan now = tier_drives(in, *in.storage.today, prices);
  if (later.unpriced.empty() && now.unpriced.empty()) {
    c.growth_amount = std::max(0.0, later.amount.value_or(0) - now.amount.value_or(0));
    c.growth_planned_amount = later.amount.value_or(0);
    c.growth_today_amount = now.amount.value_or(0);
    c.growth_today_parts = std::move(now.parts);
  }
}

// A server outside the catalog's platforms still has a chassis, a board and PSUs, which vsize
// neither plans nor prices: named unpriced, so its price is a lower bound like any other.
// A part vsize names as unpriced that no catalog record stands for.
Provenance named_part(const char* id, const char* name) {
  Provenance e;
  e.id = id;
  e.name = name;
  return e;
}

// An NVLink bridge the all-reduce runs over that no catalog bridge record describes.
const Provenance& bridge_outside_catalog() {
  static const Provenance p =
      named_part("nvlink-bridge-outside-catalog", "The cards' NVLink bridges (no catalog bridge record fits this GPU)");
  return p;
}

void add_bridges(const CostInputs& in, const PriceIndex& prices, CostPlan& c) {
  if (!in.bridges) {
    return;
  }
  add_part(prices, in.bridges->bridge, PartRole::nvlink_bridge, in.nodes * in.bridges->count, c);
  if (in.bridges->uncatalogued) {
    c.unpriced.push_back(&bridge_outside_catalog());
  }
}

const Provenance& chassis_outside_catalog() {
  static const Provenance p =
      named_part("chassis-outside-catalog", "The chassis, board and PSUs of a server outside the catalog's platforms");
  return p;
}

// Installed RAM no set of the catalog's DIMMs makes (--ram-gb of an unbalanced amount): its DIMMs
// are unknown, so it is named unpriced, never counted as zero.
const Provenance& ram_of_unknown_dimms() {
  static const Provenance p =
      named_part("installed-ram-unknown-dimms", "Installed RAM that no set of the catalog's DIMMs makes (--ram-gb)");
  return p;
}

void add_ram(const PriceIndex& prices, const DimmPopulation* ram, double units, CostPlan& c, bool added) {
  if (!ram || units <= 0) {
    return;
  }
  if (!ram->dimm) {
    if (std::find(c.unpriced.begin(), c.unpriced.end(), &ram_of_unknown_dimms()) == c.unpriced.end()) {
      c.unpriced.push_back(&ram_of_unknown_dimms());
    }
    return;
  }
  add_part(prices, ram->dimm, PartRole::ram, units, c, added);
}

void add_node_parts(const CostInputs& in, const PriceIndex& prices, CostPlan& c) {
  const HostPlan& h = in.host;
  const double n = in.nodes;
  add_part(prices, in.platform, PartRole::platform, n, c);
  if (!in.platform) {
    c.unpriced.push_back(&chassis_outside_catalog());
  }
  add_part(prices, &in.gpu, PartRole::gpu, n * in.gpus, c);
  add_bridges(in, prices, c);
  add_part(prices, h.cpu, PartRole::cpu, n * h.sockets, c);
  add_ram(prices, h.ram ? &*h.ram : nullptr, n * (h.ram ? std::max(h.ram->count, 1) : 0), c, false);
  add_part(prices, in.power.psu ? in.power.psu->psu : nullptr, PartRole::psu,
           n * (in.power.psu ? in.power.psu->count : 0), c);
  for (const Tier& t : in.storage.tiers.tier) {
    add_part(prices, t.external ? nullptr : t.drive, drives_role(t), tier_copies(in, t) * t.count, c);
  }
  add_part(prices, h.east_west_nic, PartRole::fabric_nic, n * h.east_west_nics, c);
  add_part(prices, in.storage.ingest.nic, PartRole::data_nic, n * h.data_nics, c);
}

// Reference prices, a vendor's, or both; the VAT basis they share (nullopt when they differ).
void summarise_basis(CostPlan& c) {
  bool reference = false;
  bool vendor = false;
  bool first = true;
  for (const PricedPart& p : c.parts) {
    if (!p.price) {
      continue;
    }
    (p.price->spec->grade == PriceGrade::vendor ? vendor : reference) = true;
    if (first) {
      c.vat = p.price->spec->vat;
      first = false;
    } else if (c.vat && *c.vat != p.price->spec->vat) {
      c.vat.reset();
    }
  }
  c.basis = vendor && reference ? CostBasis::mixed : vendor ? CostBasis::vendor : CostBasis::reference;
}

// The DIMMs a planned population adds to a line-up server's standard RAM (HostPlan::standard_ram,
// the balanced population of its ram_gb or of the 2x-GPU-memory rule). Of the same DIMM, the
// planned rows add to the standard's (24 x 64 GB to 48 x 64 GB: 24 more); of another, the
// standard DIMMs come out and the whole population is bought (768 GB in 24 channels is
// 24 x 32 GB: 1152 GB is 24 new 48 GB DIMMs, not 8; review s75, without credit for those taken
// out). Installed RAM (--ram-gb) keeps its GB share of the catalog's DIMM.
double added_dimms(const HostPlan& h, double standard_gb) {
  const DimmPopulation& ram = *h.ram;
  if (!h.standard_ram || !ram.dimm || !h.standard_ram->dimm) {
    const double extra_gb = ram.total_gb - standard_gb;
    if (extra_gb <= 0) return 0;
    return ram.dimm && ram.dimm->capacity_gb > 0 ? extra_gb / ram.dimm->capacity_gb : extra_gb;
  }
  const DimmPopulation& standard = *h.standard_ram;
  if (ram.total_gb <= standard.total_gb) {
    return 0;
  }
  return standard.dimm == ram.dimm ? ram.count - standard.count : ram.count;
}

// A line-up server's own price covers its standard build (chassis, GPUs and their NVLink
// bridges, CPUs, its RAM, the boot drives); vsize adds, per node, the RAM above it (the line-up's
// ram_gb, else the 2x-GPU-memory rule), the data tier inside the chassis (the bulk tier once a
// cluster), and the NICs it plans (data, and a fabric's).
void add_beyond_standard(const CostInputs& in, const PriceIndex& prices, CostPlan& c) {
  const HostPlan& h = in.host;
  const double n = in.nodes;
  if (h.ram) {
    add_ram(prices, &*h.ram, n * added_dimms(h, in.lineup->ram_gb.value_or(h.ram_need.by_ratio_gb)), c, true);
  }
  for (const Tier& t : in.storage.tiers.tier) {
    if (t.role != TierRole::system && !t.external) {
      add_part(prices, t.drive, drives_role(t), tier_copies(in, t) * t.count, c, true);
    }
  }
  add_part(prices, h.east_west_nic, PartRole::fabric_nic, n * h.east_west_nics, c, true);
  add_part(prices, in.storage.ingest.nic, PartRole::data_nic, n * h.data_nics, c, true);
  // The NVLink bridges are the line-up server's own: its standard build fits them (the line-up
  // records assume NVIDIA's groups, e.g. two NVL4 bridges in 8x H200 NVL).
}

} // namespace

CostPlan plan_cost(const CostInputs& in, const PriceIndex& prices) {
  CostPlan c;
  if (prices.empty()) {
    return c;
  }
  c.priced = true;
  c.currency = prices.currency();
  if (in.lineup && prices.of(in.lineup)) {
    c.whole_server = true;
    add_part(prices, in.lineup, PartRole::server, in.nodes, c);
    add_beyond_standard(in, prices, c);
  } else {
    add_node_parts(in, prices, c);
    c.gpus_unpriced = !prices.of(&in.gpu);
    c.cpus_unpriced = in.host.cpu && !prices.of(in.host.cpu);
  }
  if (in.switches && in.switches->sw && in.switches->spine != in.switches->sw) {
    add_part(prices, in.switches->sw, PartRole::leaf_switch, in.switches->leaves, c); // spines: the uplinks' switch
    add_part(prices, in.switches->spine, PartRole::spine_switch, in.switches->spines, c);
  } else if (in.switches && in.switches->sw) {
    add_part(prices, in.switches->sw, PartRole::leaf_switch, in.switches->count, c);
  }
  // The links, node to leaf and leaf to spine: each a cable or two transceivers and the fibre,
  // priced under the fabric's id (CostInputs::fabric; a third-party TCO note, research/prices.md,
  // puts transceivers, cabling and top-of-rack switches at 10-15 % of the hardware).
  if (in.switches && in.fabric) {
    add_part(prices, in.fabric, PartRole::links, in.switches->links, c);
  }
  price_external_tiers(in, prices, c);
  price_growth(in, prices, c);
  summarise_basis(c);
  return c;
}

std::vector<std::string> unpriced_ids(const CostPlan& c) {
  std::vector<std::string> ids;
  for (const Provenance* p : c.unpriced) {
    ids.push_back(p->id);
  }
  return ids;
}

ProxyShare proxy_share(const CostPlan& c) {
  ProxyShare out;
  auto add = [](const std::vector<PricedPart>& parts, double& amount, std::vector<std::string>& ids) {
    for (const auto& p : parts) {
      if (p.price && p.price->spec->grade == PriceGrade::proxy) {
        amount += p.amount;
        if (std::find(ids.begin(), ids.end(), p.part->id) == ids.end()) ids.push_back(p.part->id);
      }
    }
  };
  add(c.parts, out.amount, out.ids);
  add(c.external_parts, out.external_amount, out.external_ids);
  return out;
}

} // namespace vsize
