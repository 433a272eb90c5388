#pragma once
// Economics per server (SPEC §9): the energy and the cost of one experiment on an owned server,
// what renting the same GPUs costs, and where owning starts to pay. The structure of the public
// TCO calculators (randomcalculators "AI infrastructure TCO: on-prem vs cloud GPU"; ai-
// infrastructure.net "Build vs rent GPU cost model"; Lenovo Press LP2368, 2026 edition):
//
//   h      = train time / jobs side by side            server hours per experiment
//   kWh    = wall W x h x PUE / 1000                    (randomcalculators; PUE: Uptime Institute)
//   energy = kWh x tariff
//   F      = C / (L x 8760) + C x m / 8760 + K x kW / 730
//                                                       fixed cost per calendar hour: straight-line
//                                                       capital over the service life L, support m
//                                                       per year (ai-infrastructure.net, LP2368), a
//                                                       colocation fee K per kW of wall power a month
//                                                       (--colocation; research/prices.md: "$150-250
//                                                       per kW per month"; none by default)
//   V      = wall kW x PUE x tariff                     cost per run-hour
//   U      = run hours / calendar hours: --utilisation, else the hours the goal of N experiments
//            a night (1 without --experiments) keeps the server busy, N x h / 24 h, at most the
//            night window / 24 h (tco.md's "utilisation the user's own plan implies"): capacity
//            beyond the goal is paid for by the experiments that are run
//   cost per experiment = h x (F / U + V)                capital + support + colocation + energy
//   rent per experiment = GPUs x h x price per GPU-hour (storage and egress not modelled)
//   break-even utilisation U* = F / (GPUs x p - V)      owning is cheaper above it; none when
//                                                       GPUs x p <= V (renting is cheaper at any U)
//   break-even months M = C / (GPUs x p x h_m - (C x m / 12 + K x kW + h_m x V)),  h_m = 730 h x U
//                                                       (randomcalculators: months = CapEx /
//                                                       (cloud per month - on-prem per month));
//                                                       none when the denominator is <= 0
//
// A committed rent (--commitment 1y|3y, or an offer billed by the month) is paid around the clock
// for its term, used or not, as owning's capital is (the "fixed" terms of research/prices.md's TCO
// formulas; Scaleway's billing FAQ: "even if you do not consume enough resources, you are still
// billed for the full committed rate with discounts"):
//   p_c = p x k                                         k: commitment-1y-factor / -3y-factor
//   R   = GPUs x p_c                                    cost per calendar hour
//   rent per experiment = R x h / U                     the term's hours shared by the run hours
//   owning is cheaper while F + V x U < R, i.e. below U = (R - F) / V: at any use when F + V <= R,
//   never when F >= R
//   break-even months M = C / (R x 730 - (C x m / 12 + K x kW + h_m x V))
//
// C is the server's cost (cost_model; a lower bound when parts are unpriced). Pure functions.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/cost_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/request.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace vsize {

// The cloud offer that stands for a GPU: the region's default rent, else the default of any
// region, else another region's (flagged).
struct RentChoice {
  const RentSpec* spec = nullptr;
  double per_gpu_hour = 0; // in the run's currency
  bool other_region = false; // no offer in the user's region
  std::optional<double> setup_fee; // one instance's, in the run's currency
};

// The money terms of a search, resolved once: the currency, the tariff, PUE, service life,
// support and utilisation, each with where it came from (echoed in every output).
struct MoneyTerms {
  std::string currency;
  bool currency_from_region = true;
  const ExchangeRateSpec* rate = nullptr; // the exchange rate between the catalog's currencies
  const TariffSpec* tariff = nullptr; // nullptr: --tariff gave a price per kWh (or the catalog has none)
  std::optional<double> per_kwh; // in the run's currency; nullopt: no tariff
  double pue = 1;
  bool pue_given = false;
  double life_years = 5;
  bool life_given = false;
  double support_share = 0; // per year
  std::optional<double> colocation_per_kw_month; // --colocation; nullopt: none
  double utilisation = 0.5;
  bool utilisation_given = false; // else the night window / 24 h
  double night_hours = 12; // the window the utilisation comes from (at most 24 h a day count)
  // --experiments N, else the one a night the recommendation looks for (SPEC §7: "Without a goal
  // the recommendation uses --experiments 1"): U is at most N x h / 24 h per server.
  int goal_experiments = 1;
  Region region = Region::eu;
  // Where the server stands, whose circuits it is planned on: --region, or with `any` (rent
  // offers from every region) the tariff's region (the eu default tariff's unless --tariff names
  // another), the currency's (USD: us) where --tariff is a bare price, else eu: one site's
  // circuits, never a US drop beside an EU one (review s75 M4).
  Region site = Region::eu;
  Commitment commitment = Commitment::on_demand; // --commitment: how the rent compared is paid
  double commitment_factor = 1; // its share of the on-demand rate (catalog commitment-1y/3y-factor)
  std::vector<std::pair<const GpuSpec*, RentChoice>> rents; // per catalog GPU with an offer
  // Where a GPU's offer is sold only as instances of several GPUs: its offers sold by the GPU.
  std::vector<std::pair<const GpuSpec*, std::vector<RentChoice>>> rents_by_the_gpu;
  bool any_price = false; // the catalog prices something

  const RentChoice* rent_for(const GpuSpec* gpu) const;
  const std::vector<RentChoice>* rent_by_the_gpu(const GpuSpec* gpu) const; // nullptr: none, or not needed
};

// Resolves the money options against the catalog (UsageError for an unknown tariff id or a
// currency the catalog cannot convert into). `night_hours` sets the default utilisation.
// `commitment_factor` is the share of the on-demand rate o.commitment pays (1 on demand).
MoneyTerms resolve_money(const MoneyOptions& o, Region region, double night_hours, const Catalog& cat,
                         double default_pue, double default_life_years, double support_share, double commitment_factor);

struct RentPlan {
  const RentSpec* spec = nullptr;
  bool other_region = false;
  double per_gpu_hour = 0; // the offer's rate, run currency
  Commitment commitment = Commitment::on_demand; // the terms compared (--commitment)
  double factor = 1; // the commitment's share of the offer's rate (1: on demand, or the offer's own terms)
  bool own_terms = false; // the offer is on terms of its own (billed by the month): --commitment not applied
  bool around_the_clock = false; // paid for every hour of its term: a commitment, or an offer billed by the month
  int gpus = 0;
  // The GPUs paid for: `gpus`, or more where the offer rents whole instances larger than a
  // training's (review s85: CoreWeave's RTX PRO 6000 comes as 8 GPUs; a 4-GPU training pays 8).
  int rented_gpus = 0;
  double per_experiment = 0;
  // Committed (factor below 1): the same offer on demand, paid by the hours used, for comparison
  // (a commitment can cost more an experiment than on demand at a low use).
  std::optional<double> on_demand_per_experiment;
  // The GPUs one training holds on a server: the instance it would rent (the server's count under
  // DDP, a cluster's per node; 1 for trainings side by side). The offer's rate is for an instance
  // of RentSpec::instance_gpus, which may differ (review s74 F3: an 8-GPU job at a 1x rate).
  int instance_gpus_needed = 0;
  // The region's offer this one replaced: sold only as instances larger than a training holds, it
  // would have paid idle GPUs and cost more an experiment (nullopt: none replaced).
  struct PassedOver {
    const RentSpec* spec = nullptr;
    int rented_gpus = 0;
    double rate = 0; // per GPU-hour as paid, run currency
    double per_experiment = 0;
  };
  std::optional<PassedOver> instead_of;
  // Trainings side by side (--mode per-gpu, mig) share each rented GPU: 1 under per-gpu, a GPU's
  // MIG instances under mig; an experiment's rent is one GPU over its training / this. 0: one
  // training holds all `gpus` (DDP). The text's "renting 1x" (review s75 W3: "8x" under per-gpu
  // read as 8 GPUs a training, under mig "8x" for 56 trainings).
  int trainings_per_gpu = 0;
  // The offer's one-off fee for every instance rented (GPUs / the offer's instance size), once, in
  // the run's currency: not in per_experiment (its term is not known), in the payback and the chart.
  std::optional<double> setup_fee;

  double rate() const { return per_gpu_hour * factor; } // per GPU-hour, as paid
  // Priced at --commitment's factor (not on demand, not an offer on its own terms).
  bool committed() const { return !own_terms && commitment != Commitment::on_demand; }
  // The terms it is compared on: the offer's own ("monthly"), else --commitment's ("3y").
  std::string terms() const { return own_terms ? spec->commitment : std::string(to_string(commitment)); }
  // The offer's instance holds another number of GPUs than the training rents (unknown: false).
  bool instance_differs() const { return spec && spec->instance_gpus && *spec->instance_gpus != instance_gpus_needed; }
  // The offer's instances hold more GPUs than the training, which pays for all of them.
  bool whole_instance_paid() const { return rented_gpus > gpus; }
};

struct EconomicsPlan {
  bool computed = false; // a training that finishes (else nothing below is set)
  double hours_per_experiment = 0; // server hours
  double hours_per_training = 0; // one training's own hours (per-GPU and MIG jobs train side by side)
  double utilisation = 0; // of this server (MoneyTerms: the night's, or the goal's)
  double energy_kwh_per_experiment = 0;
  std::optional<double> energy_cost_per_experiment; // nullopt: no tariff
  std::optional<double> capital_per_experiment; // nullopt: no price
  std::optional<double> support_per_experiment;
  std::optional<double> colocation_per_month; // K x wall kW (--colocation); nullopt: none
  std::optional<double> colocation_per_experiment;
  std::optional<double> cost_per_experiment; // capital + support + colocation + energy
  std::optional<double> fixed_per_hour; // F
  std::optional<double> variable_per_run_hour; // V
  std::optional<RentPlan> rent;
  std::optional<double> break_even_utilisation; // rent by the hour used: owning is cheaper above it
  // Rent paid around the clock: owning is cheaper below this use (>= 1: at any use); none: the
  // rent is cheaper at any use.
  std::optional<double> owning_cheaper_below;
  // Months until owning has paid for itself against the rent; none where owning never wins
  // (U* above full use, or a rent around the clock cheaper at the plan's use) or never at this use.
  std::optional<double> break_even_months;
};

// What the economics stage reads of the configuration.
struct EconomicsInputs {
  const CostPlan& cost;
  const GpuSpec& gpu;
  int gpus;
  double wall_w;
  double train_s;
  int jobs; // experiments side by side (per-GPU and MIG modes)
  int gpus_per_node; // a cluster's per node; the server's count on one
};

// `a` records the catalog constants read (PUE, service life, support) where no option replaced them.
EconomicsPlan plan_economics(const EconomicsInputs& in, const MoneyTerms& m, const Constants& a);

// A --utilisation below the goal's share of the day, N x h / 24 h, on a server that fits the goal's
// hours in the night, costs each experiment at fewer server hours than the goal runs the server:
// too high a cost per experiment (finding utilisation-below-goal).
// One training whose calendar time at the utilisation, T / U, outlasts the service life: the
// server would be retired before it finishes (finding training-past-life).
void economics_findings(const EconomicsPlan& p, const MoneyTerms& m, Findings& out);

// Cumulative cost of owning (price up front, then support and energy) and of renting the same
// GPUs, after `months` at the terms' utilisation: the buy-or-rent chart.
std::pair<double, double> own_and_rent_after(const EconomicsPlan& e, const CostPlan& c, const MoneyTerms& m,
                                             double months);

} // namespace vsize
