// `vsize explain`, the cost section (cost_model.hpp): each priced part with its price, date and
// source, or the line-up server's own price, and the parts without a price.
#include "explainer.hpp"

#include "../common/text.hpp"

namespace vsize::report {

void explain_cost(Explainer& x, const Evaluation& e) {
  const CostPlan& c = e.cost;
  x.section("cost");
  if (!c.priced) {
    x.line("not computed: the catalog has no prices (a price list overlays them by id: --catalog prices.json)");
    return;
  }
  for (const PricedPart& p : c.parts) {
    if (!p.price) {
      x.line(fmt::format("{:<13} = {:g} x no price", p.part->id, p.units));
      continue;
    }
    x.line(fmt::format("{:<13} = {:g} x {} {} = {} {} ({}, as of {})", p.part->id, p.units,
                       count(Lang::en, std::llround(p.price->amount)), p.price->currency,
                       count(Lang::en, std::llround(p.price->amount * p.units)), p.price->currency,
                       p.price->source.empty() ? std::string("price list") : p.price->source, p.price->as_of));
  }
  if (c.amount) {
    x.line(fmt::format("total         = {}{} (the oldest price used is of {})", cost_text(c),
                       c.whole_server ? ", the line-up server's own price" : "", c.as_of));
  } else {
    x.line(
        fmt::format("total         = none: no price for {} (never counted as zero)", fmt::join(unpriced_ids(c), ", ")));
  }
}

} // namespace vsize::report
