// Money for people (SPEC §9): amounts, a server's cost and cost per experiment, the money terms
// echoed, the buy-or-rent comparison and the ways to meet a missed goal.
#include "text.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <cmath>

namespace vsize::report {

std::string money_figure(Lang lang, double amount) {
  return std::fabs(amount) >= 100 ? count(lang, std::llround(amount)) : num(lang, amount, 2);
}

std::string money(Lang lang, double amount, const std::string& currency) {
  return money_figure(lang, amount) + " " + currency;
}

double floor_shown(double amount, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::floor(amount * scale + 1e-6) / scale; // 86.48 is stored as 86.4799...
}

double money_floor(double amount) { return floor_shown(amount, std::fabs(amount) >= 100 ? 0 : 2); }

double money_shown(double amount, bool complete) { return complete ? amount : money_floor(amount); }

std::string money_bound(Lang lang, double amount, const std::string& currency, bool complete) {
  const std::string shown = money(lang, money_shown(amount, complete), currency);
  return complete ? shown : trf(lang, "at least {}", shown);
}

std::string cost_text(const CostPlan& c, Lang lang, double amount) {
  return money_bound(lang, amount, c.currency, c.complete());
}

std::string cost_text(const CostPlan& c, Lang lang) { return c.amount ? cost_text(c, lang, *c.amount) : "-"; }

std::string cost_cell(const CostPlan& c, Lang lang) {
  if (!c.amount) {
    return "-";
  }
  // Without the GPUs the figure is the chassis and host alone: it read as the cheapest server.
  if (c.gpus_unpriced) {
    return tr(lang, "no GPU price");
  }
  double k = *c.amount / 1000;
  // The column's header names the thousands (kEUR): 305+ is at least 305,000, so a lower bound is
  // rounded down.
  const int decimals = k >= 100 ? 0 : 1;
  if (!c.complete()) k = floor_shown(k, decimals);
  return (decimals == 0 ? count(lang, std::llround(k)) : num(lang, k, 1)) + (c.complete() ? "" : "+");
}

std::optional<double> priced_per_experiment(const std::optional<double>& figure, const CostPlan& c) {
  return c.gpus_unpriced ? std::nullopt : figure;
}

std::string price_dates(const CostPlan& c, Lang lang) {
  std::string out = c.as_of.empty() ? std::string(tr(lang, "no dated price")) : c.as_of;
  // The largest priced part's date beside the oldest (review s87 money D3): servers whose GPUs were
  // priced a year apart were compared on cost with the CPU list price's date alone.
  const PricedPart* largest = nullptr;
  for (const PricedPart& p : c.parts) {
    if (p.price && p.price->spec && (!largest || p.amount > largest->amount)) largest = &p;
  }
  if (largest && !largest->price->spec->undated && largest->price->spec->as_of != c.as_of) {
    out += trf(lang, " (the largest part, {}, of {})", largest->part->id, largest->price->spec->as_of);
  }
  if (!c.undated_ids.empty()) {
    out += trf(lang, ", {} undated (read {})", fmt::format("{}", fmt::join(c.undated_ids, ", ")), c.undated_read);
  }
  return out;
}

bool own_utilisation(const EconomicsPlan& e, std::optional<double> shown) {
  return shown && e.cost_per_experiment && std::abs(e.utilisation - *shown) > 1e-9;
}

std::string per_experiment_cell(const EconomicsPlan& e, const CostPlan& c, Lang lang,
                                std::optional<double> shown_utilisation, FloorMark mark) {
  if (!e.cost_per_experiment) {
    return "-";
  }
  if (c.gpus_unpriced) {
    return tr(lang, "no GPU price");
  }
  // Without the CPUs' price the figure is a lower bound that ranks after every fully priced one
  // (CostPlan::unpriced_tier): a plain "+" would read as ranked among them.
  if (c.cpus_unpriced) {
    return tr(lang, "no CPU price");
  }
  // Capital and support come from the price: a lower bound while it is one.
  const double per_experiment = money_shown(*e.cost_per_experiment, c.complete());
  std::string figure = num(lang, per_experiment, per_experiment >= 100 ? 0 : 2);
  if (!c.complete()) figure = mark == FloorMark::ge_before ? "\u2265 " + figure : figure + "+";
  return figure + (own_utilisation(e, shown_utilisation) ? " @" + use_percent(lang, e.utilisation) + "%" : "");
}

std::string use_percent(Lang lang, double share) {
  // Below 1 % whole percent read as 0 % (a 0.1 h night is 0.42 % of the day's hours).
  return num(lang, share * 100, share < 0.01 ? 2 : 0);
}

std::string experiments_phrase(Lang lang, int n) { return trf(lang, n == 1 ? "{} experiment" : "{} experiments", n); }

namespace {

// The catalog's `vat` field says whether taxes on the sale are in the figure. The EU taxes sales by
// VAT; the US has no VAT, its state and local sales taxes are what an "included" there means.
std::string vat_text(const std::optional<VatBasis>& v, Region region, Lang lang) {
  const bool vat = region == Region::eu;
  if (!v) return tr(lang, vat ? "VAT basis mixed" : "tax basis mixed");
  switch (*v) {
  case VatBasis::excluded: return tr(lang, vat ? "excl. VAT" : "excl. taxes");
  case VatBasis::included: return tr(lang, vat ? "incl. VAT" : "incl. taxes");
  case VatBasis::not_stated: return tr(lang, vat ? "VAT not stated" : "taxes not stated");
  }
  return "";
}

// Parts priced second-hand, named: a used price beside new ones is not the same comparison.
std::string used_text(const CostPlan& c, Lang lang) {
  std::vector<std::string> used;
  for (const PricedPart& p : c.parts) {
    if (p.price && p.price->spec->grade == PriceGrade::used) used.push_back(p.part->id);
  }
  return used.empty() ? std::string() : trf(lang, " ({} at a used price)", fmt::format("{}", fmt::join(used, ", ")));
}

std::string basis_text(const CostPlan& c, Lang lang) {
  if (c.whole_server) {
    return tr(lang, "the line-up server's own price and what vsize adds");
  }
  const char* basis = c.basis == CostBasis::vendor  ? "the price list"
                      : c.basis == CostBasis::mixed ? "the price list and reference prices"
                                                    : "reference prices";
  return tr(lang, basis) + used_text(c, lang);
}

std::string tariff_text(const MoneyTerms& m, Lang lang) {
  if (!m.per_kwh) {
    return tr(lang, "no tariff");
  }
  std::string rate = trf(lang, "{} {}/kWh", short_num(lang, std::round(*m.per_kwh * 1e4) / 1e4), m.currency);
  return m.tariff ? trf(lang, "{} ({}, as of {}, {})", rate, m.tariff->id, m.tariff->as_of,
                        vat_text(m.tariff->vat, m.tariff->region, lang))
                  : trf(lang, "{} (--tariff)", rate);
}

} // namespace

// A fee as typed, to the cent at most, its thousands grouped as the other money figures (review
// s77 C5: "Colocation 1500 EUR" beside "1.329,57").
std::string fee_text(Lang lang, double v) { return num(lang, v, std::round(v) == v ? 0 : 2); }

std::string money_line(const MoneyTerms& m, Lang lang) {
  if (!m.any_price && !m.per_kwh) {
    return "";
  }
  std::string rate = m.rate ? trf(lang, "1 {} = {} {} on {}", m.rate->base, short_num(lang, m.rate->rate),
                                  m.rate->quote, m.rate->as_of)
                            : std::string(tr(lang, "no conversion"));
  // The goal caps it, the default one a night as a typed --experiments 1 (review s87 D1).
  std::string use =
      m.utilisation_given
          ? std::string("--utilisation")
          : (m.night_hours > 24 ? trf(lang, "a {} h window: every hour of the day", short_num(lang, m.night_hours))
                                : trf(lang, "the {} h night / 24 h", short_num(lang, m.utilisation * 24))) +
                trf(lang, "; at most the hours a server is busy with {} a night",
                    experiments_phrase(lang, m.goal_experiments));
  // A colocation fee when one is given; none is the customer's own room (its rent, if any, not counted).
  const std::string colocation = m.colocation_per_kw_month ? trf(lang, "colocation {} {} a kW a month",
                                                                 fee_text(lang, *m.colocation_per_kw_month), m.currency)
                                                           : std::string(tr(lang, "no colocation fee"));
  return trf(lang,
             "money: {} ({}{}), electricity {}, PUE {}, service life {} years, support {} % of the price a year, "
             "{}, utilisation {} % ({}), rent {}",
             m.currency, m.currency_from_region ? tr(lang, "by region, ") : "", rate, tariff_text(m, lang),
             short_num(lang, m.pue), short_num(lang, m.life_years), num(lang, m.support_share * 100, 0), colocation,
             use_percent(lang, m.utilisation), use, commitment_text(m.commitment, m.commitment_factor, lang));
}

std::string commitment_text(Commitment c, double factor, Lang lang) {
  if (c == Commitment::on_demand) {
    return tr(lang, "on demand");
  }
  return trf(lang, "committed for {} (x {} of the on-demand rate, paid around the clock)",
             tr(lang, c == Commitment::one_year ? "1 year" : "3 years"), short_num(lang, factor));
}

namespace {

std::string rent_text(const Evaluation& e, const RentPlan& r, Lang lang) {
  std::string offer = r.spec->offer.empty() ? r.spec->provider : r.spec->provider + ", " + r.spec->offer;
  // A stand-in is priced over this server's training hours: a faster one (an SXM board for a PCIe
  // card) would rent for fewer, so the figure leans against renting, and says so.
  std::string stand_in = r.spec->gpu == e.gpu->id
                             ? std::string()
                             : trf(lang, ", standing in for {}, over {}'s training hours", e.gpu->id, e.gpu->id);
  // The offer's rate, terms and date, as the price's are said: a rent is a dated quote too.
  std::string terms =
      trf(lang, "; {} a GPU-hour{}, as of {}", money(lang, r.per_gpu_hour, e.cost.currency),
          r.spec->commitment.empty() ? std::string() : ", " + std::string(tr(lang, r.spec->commitment.c_str())),
          r.spec->as_of);
  // An offer on its own terms is not discounted by --commitment, and says so (review s75).
  if (r.own_terms && r.commitment != Commitment::on_demand) {
    terms += trf(lang, "; on its own terms, --commitment {} not applied", to_string(r.commitment));
  }
  // A commitment's rate, paid for every hour of its term: an experiment bears the hours the
  // server stands idle too (economics_model.hpp).
  if (r.committed()) {
    terms += trf(lang, "; x {} committed for {} = {} a GPU-hour", short_num(lang, r.factor),
                 tr(lang, r.commitment == Commitment::one_year ? "1 year" : "3 years"),
                 money(lang, r.rate(), e.cost.currency));
  }
  // The region's offer passed over: it comes only as larger instances, whose idle GPUs a renter
  // would pay (review s88 SE D3).
  if (r.instead_of) {
    const RentSpec& x = *r.instead_of->spec;
    terms += trf(lang, "; not {}'s {}, only whole instances of {} GPUs: {} an experiment", x.provider, x.offer,
                 x.instance_gpus.value_or(0), money(lang, r.instead_of->per_experiment, e.cost.currency));
  }
  // The rate of an instance of another size than the training rents (review s74 F3).
  if (r.whole_instance_paid()) {
    terms += trf(lang, "; rented as whole instances of {} GPUs: {} paid for the {} a training holds",
                 *r.spec->instance_gpus, r.rented_gpus, r.gpus);
  } else if (r.instance_differs()) {
    const int n = *r.spec->instance_gpus;
    terms += trf(lang, "; a rate for instances of {} {}, not {}, which may be priced differently", n,
                 tr(lang, n == 1 ? "GPU" : "GPUs"), r.instance_gpus_needed);
  }
  // A commitment beside the same offer on demand: at a low use it can cost more (review s75).
  const std::string around_the_clock =
      !r.around_the_clock ? std::string()
      : r.on_demand_per_experiment
          ? trf(lang, " at {} % use (paid around the clock; on demand {})", use_percent(lang, e.economics.utilisation),
                money(lang, *r.on_demand_per_experiment, e.cost.currency))
          : trf(lang, " at {} % use (paid around the clock)", use_percent(lang, e.economics.utilisation));
  // One training across nodes needs rented nodes joined by a fabric (InfiniBand, RoCE), which the
  // offer's per-GPU rate need not include: a floor for the cluster, as a review found 32 one-GPU
  // instances priced for a 4-node DDP job.
  const bool across_nodes = e.fabric.active;
  // Trainings side by side: an experiment rents one GPU over its training (per-gpu), or a share of
  // one (mig), the same sum as the server's GPUs over its hours an experiment; "8x" read as 8 GPUs
  // a training (r15, review s75 W3).
  const int gpus = r.trainings_per_gpu > 0 ? 1 : r.gpus;
  const std::string shared =
      r.trainings_per_gpu > 1 ? trf(lang, " for {} trainings side by side", r.trainings_per_gpu) : std::string();
  // A one-off fee for every instance (Hetzner's dedicated servers): paid up front, so it is in the
  // payback, not in an experiment's figure (the rental's length is not known).
  const std::string setup = r.setup_fee ? trf(lang, ", plus {} in setup fees once (in the payback)",
                                              money(lang, *r.setup_fee, e.cost.currency))
                                        : std::string();
  return trf(lang, "renting {}x {}{} ({}{}{}{}) costs {} per experiment{}{}", gpus, r.spec->gpu, shared, offer,
             stand_in, terms,
             r.other_region ? tr(lang, r.instead_of ? "; another region's offer" : "; no offer in the region") : "",
             // Across nodes the rate is a floor: rounded down as one (review s88 change D1).
             money_bound(lang, r.per_experiment, e.cost.currency, !across_nodes), around_the_clock,
             across_nodes ? trf(lang, " (a rate per GPU: {} nodes joined by a fabric may rent for more)", e.topo.nodes)
                          : std::string()) +
         setup;
}

// With parts unpriced (`lower_bound`) the price is a floor, so are the use above which owning
// is cheaper and the months it takes to pay off: "at least".
std::string break_even_text(const EconomicsPlan& p, const MoneyTerms& m, bool lower_bound, Lang lang) {
  // A floor prints rounded down: 82.5 months is "at least 82", not 83 (review s87 D5).
  auto floor = [&](double figure) {
    return lower_bound ? trf(lang, "at least {}", num(lang, floor_shown(figure, 0), 0)) : num(lang, figure, 0);
  };
  std::string s;
  bool rent_wins_here = false; // this server's own use is below the break-even
  if (p.rent && p.rent->around_the_clock) {
    // Both paid around the clock: owning's energy alone grows with use (economics_model.hpp).
    if (!p.owning_cheaper_below) {
      return tr(lang, p.rent->own_terms ? "renting is cheaper at any use" : "the commitment is cheaper at any use");
    }
    // A floor on the price is a floor on the owning cost: the use below which owning wins is at most this.
    s = *p.owning_cheaper_below >= 1
            ? std::string(tr(lang, lower_bound ? "owning is cheaper at any use on the parts priced"
                                               : "owning is cheaper at any use"))
            : trf(lang, "owning is cheaper below {} % use{}",
                  // A ceiling, rounded down too: 96.8 % is "below 96 %", which holds.
                  num(lang, lower_bound ? floor_shown(*p.owning_cheaper_below * 100, 0) : *p.owning_cheaper_below * 100,
                      0),
                  lower_bound ? tr(lang, " (less once the unpriced parts have a price)") : "");
  } else if (!p.break_even_utilisation) {
    return tr(lang, "renting is cheaper at any use");
  } else if (*p.break_even_utilisation > 1) {
    return tr(lang, "owning is dearer even at full use");
  } else {
    s = trf(lang, "owning is cheaper above {} % use", floor(*p.break_even_utilisation * 100));
    rent_wins_here = p.utilisation < *p.break_even_utilisation;
  }
  if (p.break_even_months) {
    double months = *p.break_even_months;
    s += months > m.life_years * 12 ? trf(lang, " and pays off after {} months, beyond the {}-year life", floor(months),
                                          short_num(lang, m.life_years))
                                    : trf(lang, " and pays off after {} months", floor(months));
  }
  // Where this server's own use is below the break-even, say which wins here (review s87 change D8:
  // at one training a night it is the usual case, and the line named only the threshold).
  if (rent_wins_here) {
    s += trf(lang, "; at this server's {} % renting is cheaper", use_percent(lang, p.utilisation));
  }
  // Against a commitment, the same offer on demand may still beat owning at this use (review s88 SE
  // D7: "owning is cheaper at any use" beside 132 EUR on demand against at least 314 owned read as a
  // case for buying).
  if (p.rent && p.rent->on_demand_per_experiment && p.cost_per_experiment &&
      *p.rent->on_demand_per_experiment < *p.cost_per_experiment) {
    s += trf(lang, "; yet on demand, renting is cheaper at this server's {} %", use_percent(lang, p.utilisation));
  }
  return s;
}

} // namespace

namespace {

// What of the cost a proxy price stands in for (cost_model.hpp proxy_share); "" where none is.
std::string proxy_line(const CostPlan& c, Lang lang) {
  const ProxyShare proxy = proxy_share(c);
  if (proxy.ids.empty() || !c.amount || *c.amount <= 0) return "";
  return trf(lang, "  of it {} ({} %) proxy prices, a stand-in for a price not published: {} (explain: cost)",
             money(lang, proxy.amount, c.currency), num(lang, 100 * proxy.amount / *c.amount, 0),
             fmt::format("{}", fmt::join(proxy.ids, ", ")));
}

} // namespace

std::vector<std::string> cost_lines(const Evaluation& e, const MoneyTerms& m, Lang lang) {
  const CostPlan& c = e.cost;
  const EconomicsPlan& p = e.economics;
  std::vector<std::string> out;
  if (!c.amount) {
    return out;
  }
  std::string unpriced = c.unpriced.empty()
                             ? std::string()
                             : trf(lang, "; no price for {}", fmt::format("{}", fmt::join(unpriced_ids(c), ", ")));
  out.push_back(trf(lang, "  cost: {}: {}, the oldest of {}, {}{}", cost_text(c, lang), basis_text(c, lang),
                    price_dates(c, lang), vat_text(c.vat, m.region, lang), unpriced));
  if (std::string proxy = proxy_line(c, lang); !proxy.empty()) {
    out.push_back(proxy);
  }
  if (c.external_drives > 0) {
    std::string amount = c.external_amount ? money(lang, *c.external_amount, c.currency) : tr(lang, "no price");
    std::string line =
        c.external_drives == 1
            ? trf(lang, "  beside it: 1 external drive, {} (an enclosure or NAS for it has no price)", amount)
            : trf(lang, "  beside it: {} external drives, {} (an enclosure or NAS for them has no price)",
                  c.external_drives, amount);
    // Their price's grade, as the server's proxies are named above (review r19a #2).
    if (const ProxyShare proxy = proxy_share(c); !proxy.external_ids.empty() && c.external_amount) {
      line += trf(lang, "; of it {} proxy prices: {} (explain: cost)", money(lang, proxy.external_amount, c.currency),
                  fmt::format("{}", fmt::join(proxy.external_ids, ", ")));
    }
    out.push_back(line);
  }
  if (c.growth_amount.value_or(0) > 0) {
    out.push_back(trf(lang,
                      "  growth: {} of the price and the drives beside it are drives beyond those today's data "
                      "takes (--dataset-growth), bought for the data to come: not in the cost per experiment or the "
                      "rent comparison",
                      money(lang, *c.growth_amount, c.currency)));
  }
  // --colocation's share, named in both branches (review s77 C1: an unpriced GPU's line left it out).
  const std::string colocation = p.colocation_per_experiment
                                     ? trf(lang, ", colocation {}", num(lang, *p.colocation_per_experiment, 2))
                                     : std::string();
  if (p.cost_per_experiment && c.gpus_unpriced) {
    out.push_back(trf(lang,
                      "  per experiment: no price for the {} (energy {} for {} kWh at full power x PUE {}{}; {} % "
                      "use)",
                      e.gpu->id, num(lang, *p.energy_cost_per_experiment, 2), num(lang, p.energy_kwh_per_experiment, 1),
                      short_num(lang, m.pue), colocation, use_percent(lang, p.utilisation)));
  } else if (p.cost_per_experiment) {
    out.push_back(trf(lang,
                      "  per experiment: {} (capital {}, support {}{}, energy {} for {} kWh at full power x PUE {}; "
                      "{} % use)",
                      money_bound(lang, *p.cost_per_experiment, c.currency, c.complete()),
                      num(lang, *p.capital_per_experiment, 2), num(lang, *p.support_per_experiment, 2), colocation,
                      num(lang, *p.energy_cost_per_experiment, 2), num(lang, p.energy_kwh_per_experiment, 1),
                      short_num(lang, m.pue), use_percent(lang, p.utilisation)));
  }
  if (p.rent && p.cost_per_experiment) {
    // Without the GPUs' price, the largest part, a break-even of the rest says nothing.
    out.push_back(trf(lang, "  buy or rent: {}; {}", rent_text(e, *p.rent, lang),
                      c.gpus_unpriced ? trf(lang, "no break-even without a price for the {}", e.gpu->id)
                                      : break_even_text(p, m, !c.complete(), lang)));
  }
  return out;
}

std::string what_it_takes_text(const WhatItTakes& t, const std::string& currency, Lang lang) {
  std::string cost = !t.cost_per_experiment ? std::string()
                                            : trf(lang, ", {} per experiment",
                                                  money_bound(lang, *t.cost_per_experiment, currency, t.cost_complete));
  if (t.servers > 1) {
    // What they come to together, and the runs the cost is at (review r21b: 250 servers said
    // neither their price nor their power; "8 per night" stood beside a cost at the goal's 6).
    std::string total = t.server_amount
                            ? trf(lang, "{} and {} kW in all",
                                  money_bound(lang, *t.server_amount * t.servers, currency, t.cost_complete),
                                  num(lang, t.server_wall_w * t.servers / 1000, 1))
                            : trf(lang, "{} kW in all", num(lang, t.server_wall_w * t.servers / 1000, 1));
    std::string at = t.goal_experiments > 0 && t.goal_experiments < t.experiments_per_night
                         ? trf(lang, " at the goal's {}", t.goal_experiments)
                         : std::string();
    return trf(lang, "{} x {} side by side, each training its own experiments in mode {}: {} per night{}{}; {}",
               t.servers, t.id, to_string(t.mode), experiments_phrase(lang, t.experiments_per_night), cost, at, total);
  }
  std::string change = !t.without_pin.empty()         ? trf(lang, "without {}", t.without_pin)
                       : t.budget && !t.cost_complete ? trf(lang, "{} (on the parts priced)", t.change)
                       : t.without_filters.empty()    ? t.change
                       : t.every_platform             ? trf(lang, "every platform (without {})", t.without_filters)
                                                      : trf(lang, "the whole line-up (without {})", t.without_filters);
  return trf(lang, "{}: {} in mode {}, {} per night{}", change, t.id, to_string(t.mode),
             experiments_phrase(lang, t.experiments_per_night), cost);
}

} // namespace vsize::report
