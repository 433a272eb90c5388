// The price of a configuration (formulas: include/vsize/cost_model.hpp).
#include "vsize/cost_model.hpp"

#include <algorithm>

namespace vsize {

PriceIndex::PriceIndex(const Catalog& cat) {
  if (cat.prices.empty()) {
    return;
  }
  m_currency = cat.currency();
  for (const Provenance* r : cat.records()) {
    if (const PriceSpec* p = cat.price(r->id)) {
      m_prices.emplace_back(r, p);
    }
  }
  std::sort(m_prices.begin(), m_prices.end());
}

const PriceSpec* PriceIndex::of(const Provenance* record) const {
  auto it = std::lower_bound(m_prices.begin(), m_prices.end(),
                             std::make_pair(record, static_cast<const PriceSpec*>(nullptr)));
  return it != m_prices.end() && it->first == record ? it->second : nullptr;
}

namespace {

void add_part(const PriceIndex& prices, const Provenance* part, double units, CostPlan& c) {
  if (!part || units <= 0) {
    return;
  }
  const PriceSpec* price = prices.of(part);
  c.parts.push_back(PricedPart{part, units, price});
  if (!price) {
    if (std::find(c.unpriced.begin(), c.unpriced.end(), part) == c.unpriced.end()) {
      c.unpriced.push_back(part);
    }
    return;
  }
  c.amount = c.amount.value_or(0) + price->amount * units;
  if (c.as_of.empty() || price->as_of < c.as_of) {
    c.as_of = price->as_of;
  }
}

void add_node_parts(const CostInputs& in, const PriceIndex& prices, CostPlan& c) {
  const HostPlan& h = in.host;
  const double n = in.nodes;
  add_part(prices, in.platform, n, c);
  add_part(prices, &in.gpu, n * in.gpus, c);
  add_part(prices, h.cpu, n * h.sockets, c);
  add_part(prices, h.ram ? h.ram->dimm : nullptr, n * (h.ram ? h.ram->count : 0), c);
  add_part(prices, in.power.psu ? in.power.psu->psu : nullptr, n * (in.power.psu ? in.power.psu->count : 0), c);
  add_part(prices, in.storage.drive, n * in.storage.drives, c);
  if (h.east_west_nic == h.nic) {
    add_part(prices, h.nic, n * h.nics, c);
  } else {
    add_part(prices, h.nic, n * h.north_south_nics, c);
    add_part(prices, h.east_west_nic, n * h.east_west_nics, c);
  }
}

} // namespace

CostPlan plan_cost(const CostInputs& in, const PriceIndex& prices) {
  CostPlan c;
  if (prices.empty()) {
    return c;
  }
  c.priced = true;
  c.currency = prices.currency();
  if (prices.of(in.lineup)) {
    c.whole_server = true;
    add_part(prices, in.lineup, in.nodes, c);
    if (in.host.east_west_nic != in.host.nic) { // a cluster's fabric NICs replace the server's own
      add_part(prices, in.host.east_west_nic, in.nodes * in.host.east_west_nics, c);
    }
  } else {
    add_node_parts(in, prices, c);
  }
  if (in.switches && in.switches->sw) {
    add_part(prices, in.switches->sw, in.switches->count, c);
  }
  if (!c.unpriced.empty()) {
    c.amount.reset();
  }
  return c;
}

std::vector<std::string> unpriced_ids(const CostPlan& c) {
  std::vector<std::string> ids;
  for (const Provenance* p : c.unpriced) {
    ids.push_back(p->id);
  }
  return ids;
}

} // namespace vsize
