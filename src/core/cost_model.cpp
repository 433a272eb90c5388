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

} // namespace

CostPlan plan_cost(const CostInputs& in, const PriceIndex& prices) {
  CostPlan c;
  if (prices.empty()) {
    return c;
  }
  c.priced = true;
  c.currency = prices.currency();
  if (const PriceSpec* whole = prices.of(in.lineup)) {
    c.amount = whole->amount;
    c.as_of = whole->as_of;
    c.whole_server = true;
    c.parts.push_back(PricedPart{in.lineup, 1, whole});
    return c;
  }
  const HostPlan& h = in.host;
  add_part(prices, in.platform, 1, c);
  add_part(prices, &in.gpu, in.gpus, c);
  add_part(prices, h.cpu, h.sockets, c);
  add_part(prices, h.ram ? h.ram->dimm : nullptr, h.ram ? h.ram->count : 0, c);
  add_part(prices, in.power.psu ? in.power.psu->psu : nullptr, in.power.psu ? in.power.psu->count : 0, c);
  add_part(prices, in.storage.drive, in.storage.drives, c);
  add_part(prices, h.nic, h.nics, c);
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
