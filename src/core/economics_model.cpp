// Economics per server (formulas and their sources: include/vsize/economics_model.hpp).
#include "vsize/economics_model.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize {

namespace {

constexpr double k_hours_per_year = 8760; // 365 x 24
constexpr double k_hours_per_month = k_hours_per_year / 12; // 730

bool names(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The rent that stands for `gpu` (notes of the price research): the user's region's default,
// else a default for any region, else another region's default, flagged.
std::optional<RentChoice> choose_rent(const Catalog& cat, const GpuSpec& gpu, Region region,
                                      const std::string& currency) {
  // The region first (with --region any, every region), then an offer of this very GPU over a
  // stand-in (the US H200 NVL offer over the H200 SXM median the catalog names for it), then the
  // one the catalog names.
  const RentSpec* pick = nullptr;
  int best = 0;
  int best_region = 0;
  for (const auto& r : cat.rents) {
    bool listed = names(r.default_for, gpu.id);
    bool exact = r.gpu == gpu.id;
    if (!listed && !exact) {
      continue;
    }
    // --region any takes every region's offers as its own (review s83 #2: it preferred the H200
    // SXM median, a stand-in, over the H200 NVL's own US offer).
    int in_region = r.region == region || region == Region::any ? 3 : r.region == Region::any ? 2 : 1;
    // Last, between offers equal on the rest, the one the catalog keeps for any region (a median
    // of clouds) over one provider's: --region any had picked OVHcloud's L4 over the median by id.
    int score = in_region * 8 + (exact ? 4 : 0) + (listed ? 2 : 0) + (r.region == Region::any ? 1 : 0);
    if (score > best) {
      best = score;
      best_region = in_region;
      pick = &r;
    }
  }
  if (!pick) {
    return std::nullopt;
  }
  std::optional<double> per_hour = convert_currency(cat, pick->per_gpu_hour, pick->currency, currency);
  if (!per_hour) {
    return std::nullopt;
  }
  std::optional<double> setup_fee =
      pick->setup_fee ? convert_currency(cat, *pick->setup_fee, pick->currency, currency) : std::nullopt;
  return RentChoice{pick, *per_hour, best_region == 1, setup_fee};
}

// Every offer that stands for `gpu` sold a GPU at a time (instances of 1, or of any size), in the
// region (or for any) where it has one, else in the others, flagged: the alternatives to an offer
// sold only as larger instances (plan_economics). Offers with a setup fee are left out: their
// one-off fee is not in a figure an experiment can be compared on.
std::vector<RentChoice> rents_by_the_gpu(const Catalog& cat, const GpuSpec& gpu, Region region,
                                         const std::string& currency) {
  std::vector<RentChoice> in_region, elsewhere;
  for (const auto& r : cat.rents) {
    if ((!names(r.default_for, gpu.id) && r.gpu != gpu.id) || r.instance_gpus.value_or(1) > 1 || r.setup_fee) {
      continue;
    }
    std::optional<double> per_hour = convert_currency(cat, r.per_gpu_hour, r.currency, currency);
    if (!per_hour) {
      continue;
    }
    const bool here = r.region == region || region == Region::any || r.region == Region::any;
    (here ? in_region : elsewhere).push_back(RentChoice{&r, *per_hour, !here, std::nullopt});
  }
  return in_region.empty() ? elsewhere : in_region;
}

const TariffSpec* default_tariff(const Catalog& cat, Region region) {
  // Region any: the eu default (the seed vendor's market).
  Region r = region == Region::any ? Region::eu : region;
  for (const auto& t : cat.tariffs) {
    if (t.is_default && t.region == r) {
      return &t;
    }
  }
  return nullptr;
}

void resolve_tariff(const MoneyOptions& o, Region region, const Catalog& cat, MoneyTerms& m) {
  if (o.tariff_per_kwh) {
    m.per_kwh = *o.tariff_per_kwh;
    return;
  }
  m.tariff = o.tariff.empty() ? default_tariff(cat, region) : &cat.tariff(o.tariff);
  if (!m.tariff) {
    return;
  }
  m.per_kwh = convert_currency(cat, m.tariff->per_kwh, m.tariff->currency, m.currency);
  if (!m.per_kwh) {
    throw UsageError(fmt::format("--tariff {}: priced in {} and the catalog has no exchange rate into {}; give "
                                 "--tariff as a price per kWh in {}",
                                 m.tariff->id, m.tariff->currency, m.currency, m.currency));
  }
}

// The exchange rate that converts the catalog's money records into `currency`, if one needs it.
const ExchangeRateSpec* rate_used(const Catalog& cat, const std::string& currency) {
  auto other = [&](const std::string& c) {
    return !c.empty() && c != currency ? exchange_rate(cat, c, currency) : nullptr;
  };
  for (const auto& p : cat.prices) {
    if (const ExchangeRateSpec* x = other(p.currency)) return x;
  }
  for (const auto& t : cat.tariffs) {
    if (const ExchangeRateSpec* x = other(t.currency)) return x;
  }
  for (const auto& r : cat.rents) {
    if (const ExchangeRateSpec* x = other(r.currency)) return x;
  }
  return nullptr;
}

} // namespace

namespace {

// The entry of `gpu` in a list kept per GPU (nullptr: none).
template <class T>
const T* entry_for(const std::vector<std::pair<const GpuSpec*, T>>& list, const GpuSpec* gpu) {
  for (const auto& [g, entry] : list) {
    if (g == gpu) {
      return &entry;
    }
  }
  return nullptr;
}

} // namespace

const RentChoice* MoneyTerms::rent_for(const GpuSpec* gpu) const { return entry_for(rents, gpu); }

const std::vector<RentChoice>* MoneyTerms::rent_by_the_gpu(const GpuSpec* gpu) const {
  return entry_for(rents_by_the_gpu, gpu);
}

MoneyTerms resolve_money(const MoneyOptions& o, Region region, double night_hours, const Catalog& cat,
                         double default_pue, double default_life_years, double support_share,
                         double commitment_factor) {
  MoneyTerms m;
  m.region = region;
  m.commitment = o.commitment;
  m.commitment_factor = o.commitment == Commitment::on_demand ? 1 : commitment_factor;
  m.currency_from_region = o.currency.empty();
  // Default currency by region: the US in dollars, Europe (and any) in euros.
  m.currency = !o.currency.empty() ? o.currency : region == Region::us ? "USD" : "EUR";
  m.rate = rate_used(cat, m.currency);
  m.any_price = !cat.prices.empty();
  resolve_tariff(o, region, cat, m);
  m.site = region != Region::any                         ? region
           : m.tariff && m.tariff->region != Region::any ? m.tariff->region
           : m.currency == "USD"                         ? Region::us
                                                         : Region::eu;
  m.pue_given = o.pue.has_value();
  m.pue = o.pue.value_or(default_pue);
  m.life_given = o.life_years.has_value();
  m.life_years = o.life_years.value_or(default_life_years);
  m.support_share = support_share;
  m.colocation_per_kw_month = o.colocation_per_kw_month;
  m.utilisation_given = o.utilisation.has_value();
  // The server runs the night window every day, unless told otherwise.
  m.night_hours = night_hours;
  m.utilisation = o.utilisation.value_or(std::min(1.0, night_hours / 24));
  for (const auto& gpu : cat.gpus) {
    if (auto choice = choose_rent(cat, gpu, region, m.currency)) {
      m.rents.emplace_back(&gpu, *choice);
      // An offer sold only as larger instances has the GPU's offers by the GPU beside it, for the
      // trainings it would make pay idle GPUs (plan_economics).
      if (choice->spec->instance_gpus.value_or(1) > 1) {
        std::vector<RentChoice> single = rents_by_the_gpu(cat, gpu, region, m.currency);
        if (!single.empty()) m.rents_by_the_gpu.emplace_back(&gpu, std::move(single));
      }
    }
  }
  return m;
}

namespace {

// Owning: capital and support spread over the hours the server runs, plus the energy. The capital
// is the server's price and the priced drives vsize plans beside it (an external bulk tier), less
// the drives bought for the data's growth (CostPlan::capital).
void owning(const EconomicsInputs& in, const MoneyTerms& m, EconomicsPlan& p) {
  if (!in.cost.amount || !m.per_kwh) {
    return;
  }
  double c = in.cost.capital();
  double h = p.hours_per_experiment;
  double u = p.utilisation;
  p.fixed_per_hour = c / (m.life_years * k_hours_per_year) + c * m.support_share / k_hours_per_year;
  p.variable_per_run_hour = in.wall_w / 1000 * m.pue * *m.per_kwh;
  p.capital_per_experiment = c / (m.life_years * k_hours_per_year * u) * h;
  p.support_per_experiment = c * m.support_share / (k_hours_per_year * u) * h;
  p.cost_per_experiment = *p.capital_per_experiment + *p.support_per_experiment + *p.energy_cost_per_experiment;
  // A colocation fee is paid every month for the power the server may draw, used or not: a fixed
  // cost, as the capital is (research/prices.md, TCO: colocation per kW per month).
  if (m.colocation_per_kw_month) {
    p.colocation_per_month = *m.colocation_per_kw_month * in.wall_w / 1000;
    p.colocation_per_experiment = *p.colocation_per_month / (k_hours_per_month * u) * h;
    *p.fixed_per_hour += *p.colocation_per_month / k_hours_per_month;
    *p.cost_per_experiment += *p.colocation_per_experiment;
  }
}

// The rent a month: by the run hours of an offer paid as used, by every hour of one paid around
// the clock (a commitment).
double rent_per_month(const RentPlan& r, double utilisation) {
  return r.rented_gpus * r.rate() * k_hours_per_month * (r.around_the_clock ? 1 : utilisation);
}

// Where owning starts to pay against renting the same GPUs (at this server's utilisation).
// Without the GPUs' price, the largest part of the capital, there is none to state: a
// break-even of the other parts against renting the GPUs would only say how cheap the rest is.
void break_even(const EconomicsInputs& in, const MoneyTerms& m, EconomicsPlan& p) {
  if (!p.rent || !p.fixed_per_hour || in.cost.gpus_unpriced) {
    return;
  }
  const RentPlan& r = *p.rent;
  double rent_per_hour = r.rented_gpus * r.rate();
  double v = *p.variable_per_run_hour;
  if (r.around_the_clock) {
    // Owning costs F + V x U a calendar hour, the commitment R: owning is cheaper below
    // U = (R - F) / V (any use where V is nil and F < R).
    double margin = rent_per_hour - *p.fixed_per_hour;
    if (margin > 0) {
      p.owning_cheaper_below = v > 0 ? margin / v : 1e9;
    }
  } else if (rent_per_hour - v > 0) {
    p.break_even_utilisation = *p.fixed_per_hour / (rent_per_hour - v);
  }
  // Against a rent paid around the clock, a payback only where owning wins at the plan's use: the
  // months of a capital that costs more a calendar hour than the commitment would be a payback
  // past its service life (review s75).
  if (r.around_the_clock && !(p.owning_cheaper_below && p.utilisation < *p.owning_cheaper_below)) {
    return;
  }
  // Against a rent by the hour, likewise only where owning wins at some use (U* at most full use):
  // above it the monthly saving, which leaves the capital's service life out, would still give a
  // payback ("354 months" where owning is dearer even at full use; review s79 F3).
  if (!r.around_the_clock && !(p.break_even_utilisation && *p.break_even_utilisation <= 1)) {
    return;
  }
  double c = in.cost.capital();
  double run_hours = k_hours_per_month * p.utilisation;
  double saved_per_month = rent_per_month(r, p.utilisation) -
                           (c * m.support_share / 12 + p.colocation_per_month.value_or(0) + run_hours * v);
  // The rent's setup fee is paid up front, as the capital is: it shortens the payback
  // (Hetzner's 2 x 1,499 EUR for two 1-GPU servers, stop 75's left-out).
  if (saved_per_month > 0) {
    p.break_even_months = std::max(0.0, c - r.setup_fee.value_or(0)) / saved_per_month;
  }
}

// The offer priced on the terms compared: --commitment's share of an on-demand rate, paid around
// the clock; an offer on terms of its own (a dedicated server by the month) at its rate, paid
// around the clock too.
RentPlan rent_plan(const RentChoice& choice, const MoneyTerms& m, const EconomicsInputs& in, double hours,
                   double utilisation) {
  RentPlan r;
  r.spec = choice.spec;
  r.other_region = choice.other_region;
  r.per_gpu_hour = choice.per_gpu_hour;
  const int gpus = in.gpus;
  r.gpus = gpus;
  // One training rents an instance of its GPUs on a server; trainings side by side one GPU each.
  r.instance_gpus_needed = in.jobs > 1 ? 1 : in.gpus_per_node;
  // Jobs side by side come in whole GPUs (per-gpu: one a GPU; mig: a GPU's instances each).
  r.trainings_per_gpu = in.jobs > 1 ? std::max(1, in.jobs / std::max(1, gpus)) : 0;
  r.commitment = m.commitment;
  r.own_terms = choice.spec->own_terms();
  r.factor = r.own_terms ? 1 : m.commitment_factor;
  r.around_the_clock = r.own_terms || m.commitment != Commitment::on_demand;
  // A training (DDP) rents whole instances: ceil(its GPUs a node / the offer's) of them on each
  // node. Trainings side by side share an instance's GPUs, one each, so they pay their own.
  const int instance = choice.spec->instance_gpus.value_or(r.instance_gpus_needed);
  const int instances_per_node = (r.instance_gpus_needed + instance - 1) / std::max(1, instance);
  const int nodes = std::max(1, gpus / std::max(1, r.instance_gpus_needed));
  r.rented_gpus = in.jobs > 1 ? gpus : std::max(gpus, instances_per_node * instance * nodes);
  r.per_experiment = r.rented_gpus * hours * r.rate() / (r.around_the_clock ? utilisation : 1);
  if (choice.setup_fee) {
    r.setup_fee = *choice.setup_fee * std::ceil(static_cast<double>(r.rented_gpus) / std::max(1, instance));
  }
  if (r.committed()) {
    r.on_demand_per_experiment = r.rented_gpus * hours * r.per_gpu_hour;
  }
  return r;
}

} // namespace

EconomicsPlan plan_economics(const EconomicsInputs& in, const MoneyTerms& m, const Constants& a) {
  EconomicsPlan p;
  if (!(in.train_s > 0) || !std::isfinite(in.train_s) || in.jobs < 1) {
    return p;
  }
  // The catalog's terms where no option replaced them (recorded for explain's citations).
  for (auto [given, k] : {std::pair{m.pue_given, K::pue}, std::pair{m.life_given, K::service_life_years},
                          std::pair{false, K::support_share_per_year}}) {
    if (!given) {
      a[k];
    }
  }
  p.computed = true;
  p.hours_per_experiment = in.train_s / in.jobs / 3600;
  p.hours_per_training = in.train_s / 3600;
  // A goal of N experiments a night keeps the server busy N x h hours a day at most.
  p.utilisation = m.utilisation;
  if (!m.utilisation_given) {
    p.utilisation = std::min(p.utilisation, m.goal_experiments * p.hours_per_experiment / 24);
  }
  // kWh = W x h x PUE / 1000: the wall power vsize plans (every part at full power) over the
  // server hours of one experiment, times the room's overhead.
  p.energy_kwh_per_experiment = in.wall_w * p.hours_per_experiment * m.pue / 1000;
  if (m.per_kwh) {
    p.energy_cost_per_experiment = p.energy_kwh_per_experiment * *m.per_kwh;
  }
  if (const RentChoice* r = m.rent_for(&in.gpu)) {
    p.rent = rent_plan(*r, m, in, p.hours_per_experiment, p.utilisation);
    // An offer sold only as instances larger than a training holds pays idle GPUs; a renter takes
    // the cheapest offer by the GPU instead where it costs less (review s88 SE D3: a 2-GPU training
    // paid CoreWeave's 8-GPU node, 603 USD an experiment, where the per-GPU median gives 125;
    // trainings side by side, one GPU each, too: review s88 change2 D2).
    const std::vector<RentChoice>* singles = m.rent_by_the_gpu(&in.gpu);
    if (singles && p.rent->spec->instance_gpus.value_or(1) > p.rent->instance_gpus_needed) {
      const RentPlan whole = *p.rent;
      for (const RentChoice& single : *singles) {
        RentPlan by_the_gpu = rent_plan(single, m, in, p.hours_per_experiment, p.utilisation);
        if (by_the_gpu.per_experiment < p.rent->per_experiment) {
          by_the_gpu.instead_of =
              RentPlan::PassedOver{whole.spec, whole.rented_gpus, whole.rate(), whole.per_experiment};
          p.rent = by_the_gpu;
        }
      }
    }
    // The factor's record is cited where it priced the rent (not for an offer on its own terms).
    if (p.rent->committed()) {
      a[m.commitment == Commitment::one_year ? K::commitment_1y_factor : K::commitment_3y_factor];
    }
  }
  owning(in, m, p);
  break_even(in, m, p);
  return p;
}

void economics_findings(const EconomicsPlan& p, const MoneyTerms& m, Findings& out) {
  if (!p.computed || p.utilisation <= 0) {
    return;
  }
  // A training of T hours at U takes T / U calendar hours: past the life L the server is retired
  // before it finishes (and in DDP one run bears C x T / (L x 8760 x U), more than C). Review s87
  // money D4: 2,373 days of training at 50 % use bore 2.6x the server's price, the verdict "fits".
  const double calendar_h = p.hours_per_training / p.utilisation;
  if (calendar_h > m.life_years * k_hours_per_year) {
    add_finding(out, FindingCode::training_past_life, {},
                {{Fig::years, calendar_h / k_hours_per_year},
                 {Fig::life_years, m.life_years},
                 {Fig::utilisation, p.utilisation}});
  }
  if (!m.utilisation_given) {
    return;
  }
  // The server hours a day the goal keeps this server busy (per-GPU and MIG jobs side by side share
  // them: hours_per_experiment is the server's); a server that cannot fit them in the night is
  // busy the whole night, and the goal says nothing of its use.
  double busy_h = m.goal_experiments * p.hours_per_experiment;
  if (busy_h > std::min(m.night_hours, 24.0)) {
    return;
  }
  double goal_share = busy_h / 24;
  // Compared at the whole percent the outputs print (use_percent): no "32 % is below the 32 %".
  if (std::round(p.utilisation * 100) < std::round(goal_share * 100)) {
    add_finding(out, FindingCode::utilisation_below_goal, {},
                {{Fig::utilisation, p.utilisation},
                 {Fig::utilisation_goal, goal_share},
                 {Fig::experiments, double(m.goal_experiments)},
                 {Fig::busy_s, busy_h * 3600}});
  }
}

std::pair<double, double> own_and_rent_after(const EconomicsPlan& e, const CostPlan& c, const MoneyTerms& m,
                                             double months) {
  double run_hours = k_hours_per_month * e.utilisation * months;
  double price = c.capital();
  double own = price + (price * m.support_share / 12 + e.colocation_per_month.value_or(0)) * months +
               run_hours * e.variable_per_run_hour.value_or(0);
  double rent = e.rent ? e.rent->setup_fee.value_or(0) + rent_per_month(*e.rent, e.utilisation) * months : 0;
  return {own, rent};
}

} // namespace vsize
