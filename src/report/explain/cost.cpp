// `vsize explain`, the cost and economics sections (cost_model.hpp, economics_model.hpp): each
// priced part with its price, grade, date and source, or the line-up server's own price and what
// vsize adds; the parts without a price; then the energy and cost of one experiment, the rent of
// the same GPUs and the break-even, with the numbers substituted.
#include "explainer.hpp"

#include "../common/text.hpp"

#include <algorithm>

namespace vsize::report {

namespace {

// The grade as a reader says it: "list price", "street price", "proxy price".
const char* grade_price(PriceGrade g) {
  switch (g) {
  case PriceGrade::list: return "list price";
  case PriceGrade::street: return "street price";
  case PriceGrade::proxy: return "proxy price";
  case PriceGrade::used: return "used price";
  case PriceGrade::vendor: return "vendor price";
  }
  return "price";
}

std::string price_line(const PricedPart& p, const std::string& currency, Lang lang, const FabricSpec* fabric) {
  // A fabric's price is one link's cabling (cost_model.hpp, CostInputs::fabric).
  std::string what = fabric && p.part == fabric ? tr(lang, " (its links: a cable, or two transceivers and the fibre, "
                                                           "each)")
                                                : "";
  if (!p.price) {
    return trf(lang, "{:<13} = {:g} x no price (named, never counted as zero){}", p.part->id, p.units, what);
  }
  const PriceSpec& spec = *p.price->spec;
  std::string quoted =
      spec.currency == currency ? std::string() : trf(lang, ", quoted {:g} {}", spec.amount, spec.currency);
  std::string source = spec.sources.empty() ? spec.source : citation_text(spec.sources.front());
  // The others are one command away: a derived price's second source held its other half (the H200
  // NVL's premium over the H100 NVL's seller price, review s88 sources D3).
  if (spec.sources.size() > 1) {
    source += trf(lang, " (and {} more: vsize catalog show {})", spec.sources.size() - 1, spec.id);
  }
  // An undated source's as_of is the day it was read (PriceSpec::undated), not the price's date.
  std::string dated = spec.undated ? trf(lang, "read {}, undated", spec.as_of) : trf(lang, "as of {}", spec.as_of);
  return trf(lang, "{:<13} = {:.4g} x {:.2f} {} = {:.0f} {}{} ({}{}, {}, VAT {}{}){}{}", p.part->id, p.units,
             p.price->amount, currency, p.amount, currency, p.added ? tr(lang, ", added by vsize") : "",
             tr(lang, grade_price(spec.grade)), quoted, dated, tr(lang, to_string(spec.vat)),
             spec.proxy_for.empty() ? "" : tr(lang, "; proxy: ") + spec.proxy_for, what,
             source.empty() ? "" : "\n                  " + std::string(tr(lang, "source: ")) + source);
}

// C, the capital an experiment is charged with: the server, the drives beside it, less those
// bought for the data's growth (CostPlan::capital).
void capital_lines(Explainer& x, const CostPlan& c) {
  const std::string& cur = c.currency;
  if (c.external_amount) {
    x.line(trf(x.lang(), "C             = the server {:.0f} + {} drives beside it {:.0f} = {:.0f} {}", *c.amount,
               c.external_drives, *c.external_amount, c.with_external(), cur));
  }
  if (c.growth_amount.value_or(0) > 0) {
    x.line(trf(x.lang(),
               "C             = {:.0f} - the drives for the data's growth {:.0f} (the plan's tiers less those today's "
               "contents take) = {:.0f} {}: they serve the data to come, not this training",
               c.with_external(), *c.growth_amount, c.capital(), cur));
    // Today's drives with their prices and sources: the plan's are among the parts above (review s79 F2).
    x.line(
        trf(x.lang(),
            "growth        = the plan's data and bulk drives {:.0f} - those today's contents take {:.0f} = {:.0f} {}",
            c.growth_planned_amount, c.growth_today_amount, *c.growth_amount, cur));
    for (const PricedPart& p : c.growth_today_parts) {
      x.line(tr(x.lang(), "  today: ") + price_line(p, cur, x.lang(), nullptr));
    }
  }
}

// The offer passed over for one sold by the GPU: its whole instances, idle GPUs paid too.
void explain_passed_over(Explainer& x, const EconomicsPlan& p, const std::string& cur) {
  const RentPlan& r = *p.rent;
  if (!r.instead_of) {
    return;
  }
  const RentPlan::PassedOver& o = *r.instead_of;
  x.cite(*o.spec);
  x.line(
      trf(x.lang(),
          "instead of    = rent '{}', only whole instances of {} GPUs: {} GPUs x {:.3f} h x {:.4f} {}{} = {:.2f} {}, "
          "more than {:.2f}",
          o.spec->id, o.spec->instance_gpus.value_or(0), o.rented_gpus, p.hours_per_experiment, o.rate, cur,
          r.around_the_clock ? trf(x.lang(), " / {:.3g}", p.utilisation) : std::string(), o.per_experiment, cur,
          r.per_experiment));
}

// The rent of the same GPUs: by the hours used, or around the clock at a commitment's rate (p_c),
// or at the rate of an offer on terms of its own (p).
void explain_rent(Explainer& x, const EconomicsPlan& p, const std::string& cur) {
  const RentPlan& r = *p.rent;
  x.cite(*r.spec);
  const bool committed = r.committed();
  if (committed) {
    x.line(trf(x.lang(), "p_c           = p x k = {:.4f} x {:g} (commitment-{}-factor) = {:.4f} {} per GPU-hour",
               r.per_gpu_hour, r.factor, to_string(r.commitment), r.rate(), cur));
  }
  if (r.around_the_clock) {
    x.line(trf(x.lang(),
               "rent          = GPUs x h x {} / U = {} x {:.3f} h x {:.4f} {} / {:.3g} = {:.2f} {} (paid around the "
               "clock; {} {}, rent '{}')",
               committed ? "p_c" : "p", r.rented_gpus, p.hours_per_experiment, r.rate(), cur, p.utilisation,
               r.per_experiment, cur, r.spec->provider, r.spec->offer, r.spec->id));
    explain_passed_over(x, p, cur);
    return;
  }
  x.line(trf(x.lang(), "rent          = {} GPUs x {:.3f} h x {:.4f} {} per GPU-hour = {:.2f} {} ({} {}, rent '{}')",
             r.rented_gpus, p.hours_per_experiment, r.per_gpu_hour, cur, r.per_experiment, cur, r.spec->provider,
             r.spec->offer, r.spec->id));
  explain_passed_over(x, p, cur);
}

// Where owning starts to pay: above a use against a rent by the hour, below one against a rent
// paid around the clock (economics_model.hpp).
void explain_break_even(Explainer& x, const EconomicsPlan& p, const std::string& cur) {
  const RentPlan& r = *p.rent;
  const double rent_per_hour = r.gpus * r.rate();
  const char* rate = r.committed() ? "p_c" : "p";
  if (r.around_the_clock && p.owning_cheaper_below) {
    const double below = *p.owning_cheaper_below * 100;
    x.line(below >= 100 ? trf(x.lang(),
                              "owning wins   = while F + V x U < R = GPUs x {} = {:.3f} {}/h: at any use ((R - F) / V "
                              "= {:.0f} % is above full use)",
                              rate, rent_per_hour, cur, std::min(below, 1e6))
                        : trf(x.lang(),
                              "owning wins   = while F + V x U < R = GPUs x {} = {:.3f} {}/h: below U = (R - F) / V = "
                              "{:.1f} % use",
                              rate, rent_per_hour, cur, below));
  } else if (r.around_the_clock) {
    x.line(trf(x.lang(), "owning wins   = never: F >= R = GPUs x {} = {:.3f} {}/h, renting is cheaper at any use", rate,
               rent_per_hour, cur));
  } else if (p.break_even_utilisation) {
    x.line(trf(x.lang(), "break-even U* = F / (GPUs x p - V) = {:.1f} % use", *p.break_even_utilisation * 100) +
           (*p.break_even_utilisation > 1 ? tr(x.lang(), ": above full use, renting is cheaper at any use")
                                          : std::string()));
  } else {
    x.line("break-even U* = none: renting costs less per run-hour than the energy alone");
  }
  if (!p.break_even_months) {
    x.line("break-even    = never at this use");
  } else {
    // The colocation's fee a month beside the support, in the formula (review s77 C4).
    const std::string colocation =
        p.colocation_per_month ? trf(x.lang(), " + K x kW {:.2f}", *p.colocation_per_month) : std::string();
    x.line(trf(x.lang(),
               r.around_the_clock
                   ? "break-even    = C / (R x 730 - (C x m / 12{} + h_m x V)), h_m = 730 x U = {:.1f} months"
                   : "break-even    = C / (GPUs x p x h_m - (C x m / 12{} + h_m x V)), h_m = 730 x U = {:.1f} months",
               colocation, *p.break_even_months));
  }
  if (r.setup_fee && p.break_even_months) {
    x.line(trf(x.lang(), "                with C less the rent's setup fees S = {} paid up front as the capital is",
               money(x.lang(), *r.setup_fee, cur)));
  }
}

void explain_economics(Explainer& x, const Evaluation& e, const MoneyTerms& m) {
  const EconomicsPlan& p = e.economics;
  if (!p.computed) {
    return;
  }
  const std::string& cur = e.cost.currency;
  x.section("economics (per experiment)");
  x.line(trf(x.lang(), "h             = train {:.0f} s / {} job(s) / 3600 = {:.3f} server hours", e.schedule.train_s,
             e.memory.jobs, p.hours_per_experiment));
  // The whole configuration's wall power: a cluster's nodes, switches and optics (economics' input).
  x.line(trf(x.lang(), "energy        = {:.0f} W{} x {:.3f} h x PUE {:g} / 1000 = {:.2f} kWh", e.total_wall_w(),
             e.cluster.active ? tr(x.lang(), " (the cluster: nodes, switches, optics)") : "", p.hours_per_experiment,
             m.pue, p.energy_kwh_per_experiment));
  if (p.energy_cost_per_experiment) {
    x.line(trf(x.lang(), "              x {:.4f} {}/kWh = {:.2f} {}", *m.per_kwh, cur, *p.energy_cost_per_experiment,
               cur));
  }
  if (p.cost_per_experiment) {
    double c = e.cost.capital();
    capital_lines(x, e.cost);
    // Where U comes from: --utilisation, else the hours the goal keeps this server busy within the
    // night window (a faster server idles longer, so its capital meets fewer runs).
    if (m.utilisation_given) {
      x.line(trf(x.lang(), "U             = --utilisation {:.3g}", p.utilisation));
    } else {
      // A window past a day (a weekend, --night-hours 48) uses the whole day: min(window, 24 h).
      std::string night = m.night_hours > 24 ? trf(x.lang(), "min(night {:g} h, 24 h)", m.night_hours)
                                             : trf(x.lang(), "night {:g} h", m.night_hours);
      // Without --experiments the goal is the one a night the recommendation looks for (SPEC §7),
      // so check, the ranking and a typed --experiments 1 give one server one cost (review s87 D1).
      x.line(trf(x.lang(),
                 "U             = min({} / 24 h, goal {} x {:.3f} h / 24 h) = {:.3g} (the hours the goal's trainings, "
                 "--experiments N a night or 1 without it, keep the server busy, at most the night's)",
                 night, m.goal_experiments, p.hours_per_experiment, p.utilisation));
    }
    x.line(trf(x.lang(),
               "capital       = C / (L x 8760 h x U) x h = {:.0f} / ({:g} x 8760 x {:.3g}) x {:.3f} = {:.2f} {}", c,
               m.life_years, p.utilisation, p.hours_per_experiment, *p.capital_per_experiment, cur));
    x.line(trf(x.lang(),
               "support       = C x m / (8760 h x U) x h = {:.0f} x {:g} / (8760 x {:.3g}) x {:.3f} = {:.2f} {}", c,
               m.support_share, p.utilisation, p.hours_per_experiment, *p.support_per_experiment, cur));
    if (p.colocation_per_experiment) {
      // research/prices.md (TCO): colocation is billed per kW of power a month, used or not.
      // On the energy line's wall power: a cluster's nodes, switches and optics (review s77 C3).
      x.line(
          trf(x.lang(),
              "colocation    = --colocation K x wall kW{} / (730 h x U) x h = {:g} x {:.3f} / (730 x {:.3g}) x {:.3f} "
              "= {:.2f} {} ({:.2f} {} a month)",
              e.cluster.active ? tr(x.lang(), " (the cluster: nodes, switches, optics)") : "",
              *m.colocation_per_kw_month, e.total_wall_w() / 1000, p.utilisation, p.hours_per_experiment,
              *p.colocation_per_experiment, cur, *p.colocation_per_month, cur));
    }
    x.line(trf(x.lang(), "cost          = capital + support{} + energy = {:.2f} {}{}",
               p.colocation_per_experiment ? tr(x.lang(), " + colocation") : "", *p.cost_per_experiment, cur,
               e.cost.complete() ? "" : tr(x.lang(), " (a lower bound: parts without a price)")));
  }
  if (p.rent) {
    explain_rent(x, p, cur);
  }
  if (p.fixed_per_hour && p.rent) {
    x.line(trf(x.lang(),
               "F             = C / (L x 8760) + C x m / 8760{} = {:.3f} {}/h; V = kW x PUE x tariff = {:.3f} {}/h",
               p.colocation_per_month ? " + K x kW / 730" : "", *p.fixed_per_hour, cur, *p.variable_per_run_hour, cur));
    if (e.cost.gpus_unpriced) {
      x.line(trf(x.lang(), "break-even    = none without a price for the {}: C lacks the GPUs", e.gpu->id));
      return;
    }
    explain_break_even(x, p, cur);
  }
}

} // namespace

void explain_cost(Explainer& x, const Evaluation& e, const MoneyTerms* m) {
  const CostPlan& c = e.cost;
  x.section("cost");
  if (!c.priced) {
    x.line("not computed: the catalog has no prices (a price list overlays them by id: --catalog prices.json)");
    return;
  }
  if (m && m->rate) {
    x.cite(*m->rate);
  }
  if (m && m->tariff) {
    x.cite(*m->tariff);
  }
  for (const PricedPart& p : c.parts) {
    x.line(price_line(p, c.currency, x.lang(), e.fabric.active ? e.fabric.fabric.spec : nullptr));
  }
  if (c.amount) {
    x.line(trf(x.lang(), "total         = {}{} (the oldest price used is of {}; {})", cost_text(c, x.lang()),
               c.whole_server ? ", the line-up server's own price and what vsize adds" : "", price_dates(c, x.lang()),
               c.unpriced.empty() ? std::string("every part priced")
                                  : trf(x.lang(), "no price for {}", fmt::join(unpriced_ids(c), ", "))));
  } else {
    x.line(trf(x.lang(), "total         = none: no price for {} (never counted as zero)",
               fmt::join(unpriced_ids(c), ", ")));
  }
  // The drives beside the server (an enclosure or NAS holds them): each with its price and source,
  // as the server's parts (review r19a #2).
  if (!c.external_parts.empty()) {
    x.line("beside it     = the drives of a tier no free bay of the chassis takes, bought with the server:");
  }
  for (const PricedPart& p : c.external_parts) {
    x.line(price_line(p, c.currency, x.lang(), nullptr));
  }
  if (!c.external_parts.empty()) {
    x.line(c.external_amount
               ? trf(x.lang(), "beside total  = {:.0f} {} for {} drives (an enclosure or NAS for them has no price)",
                     *c.external_amount, c.currency, c.external_drives)
               : std::string(tr(x.lang(), "beside total  = none: a drive has no price (never counted as zero)")));
  }
  if (m) {
    explain_economics(x, e, *m);
  }
}

} // namespace vsize::report
