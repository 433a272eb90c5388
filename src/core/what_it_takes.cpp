// What it would take to meet a missed goal (recommend.hpp): each way is a search with one
// change to the request, run like the user's; a way is listed only when a server then meets the
// goal, with that server's figures. Nothing is estimated: every figure comes from an evaluation.
#include "recommend.hpp"

#include "vsize/error.hpp"
#include "vsize/option_ranges.hpp"
#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>

namespace vsize {

namespace {

struct Ask {
  const Workload& w;
  const SearchRequest& s;
  const Catalog& cat;
};

WhatItTakes way_from(const std::string& change, const Evaluation& e);

// The recommended server of the search with one change, as a way to meet the goal.
std::optional<WhatItTakes> attempt(const std::string& change, const Workload& w, const SearchRequest& s,
                                   const Catalog& cat) {
  RankedResult r;
  try {
    r = rank(w, s, cat, false);
  } catch (const UsageError&) { // the change leaves nothing to search (no such server)
    return std::nullopt;
  }
  if (!r.recommendation.pick) {
    return std::nullopt;
  }
  return way_from(change, *r.recommendation.pick);
}

// One server's figures as a way to meet the goal.
WhatItTakes way_from(const std::string& change, const Evaluation& e) {
  WhatItTakes way;
  way.change = change;
  way.id = server_id(e);
  way.mode = e.mode;
  way.experiments_per_night = e.schedule.experiments_per_night;
  way.cost_per_experiment = e.economics.cost_per_experiment;
  way.cost_complete = e.cost.complete();
  if (e.cost.amount) way.server_amount = e.cost.with_external();
  way.server_wall_w = e.total_wall_w();
  return way;
}

// The largest value in [lo, hi] (steps of `step`) for which `meets(value)` holds, when `lo`
// itself does, or nullopt; `hi` is assumed not to (the user's own value). Bisection: the figures
// move monotonically with epochs, resolution and the window.
std::optional<double> bisect(double lo, double hi, double step, const std::function<bool(double)>& meets,
                             bool largest) {
  if (!meets(largest ? lo : hi)) {
    return std::nullopt;
  }
  // Invariant (largest): meets(lo), !meets(hi); (smallest): !meets(lo), meets(hi).
  while (hi - lo > step * 1.5) {
    double mid = lo + std::floor((hi - lo) / step / 2) * step;
    (meets(mid) == largest ? lo : hi) = mid;
  }
  return largest ? lo : hi;
}

void other_servers(const Ask& a, std::vector<WhatItTakes>& out) {
  std::string filters = filters_text(a.s);
  if (!filters.empty()) { // the line-up, or with --all every platform, without the filters
    SearchRequest s = a.s;
    s.gpus.clear();
    s.counts.clear();
    s.platforms.clear();
    std::string space = a.s.all_platforms ? "every platform" : "the whole line-up";
    if (auto way = attempt(space + " (without " + filters + ")", a.w, s, a.cat)) {
      way->without_filters = filters;
      way->every_platform = a.s.all_platforms;
      out.push_back(*way);
    }
  }
  if (!a.s.all_platforms) {
    SearchRequest s = a.s;
    s.all_platforms = true;
    if (auto way = attempt("--all", a.w, s, a.cat)) out.push_back(*way);
  }
  // A CPU no chassis of the search takes rejects every server; so does a socket count none has
  // (--sockets 1 where every GPU chassis fills two, review r14).
  if (!a.s.host.cpu.empty() || a.s.host.sockets) {
    SearchRequest s = a.s;
    s.host.cpu.clear();
    s.host.sockets.reset();
    std::string pin = !a.s.host.cpu.empty() ? "--cpu " + a.s.host.cpu : fmt::format("--sockets {}", *a.s.host.sockets);
    if (auto way = attempt("without " + pin, a.w, s, a.cat)) {
      way->without_pin = pin;
      out.push_back(*way);
    }
  }
  for (Mode m : {Mode::per_gpu, Mode::mig}) {
    bool tried = a.s.modes.empty() ? a.w.mode == m : std::count(a.s.modes.begin(), a.s.modes.end(), m) > 0;
    if (!tried) {
      SearchRequest s = a.s;
      s.modes = {m};
      if (auto way = attempt(fmt::format("--mode {}", to_string(m)), a.w, s, a.cat)) out.push_back(*way);
    }
  }
}

// Fewer epochs, a lower resolution (multiples of 32, as the YOLO trainers round it), a longer
// window: the nearest value that meets the goal; the batch sized to memory for a global batch;
// the disk cache.
void workload_changes(const Ask& a, std::vector<WhatItTakes>& out) {
  auto with = [&](auto set) {
    return [&, set](double v) {
      Workload w = a.w;
      set(w, v);
      return attempt("", w, a.s, a.cat).has_value();
    };
  };
  auto add = [&](const std::string& change, auto set, double v) {
    Workload w = a.w;
    set(w, v);
    if (auto way = attempt(change, w, a.s, a.cat)) out.push_back(*way);
  };
  auto epochs = [](Workload& w, double v) { w.epochs = static_cast<int>(v); };
  if (a.w.epochs > 1) {
    if (auto e = bisect(1, a.w.epochs, 1, with(epochs), true)) add(fmt::format("--epochs {}", *e), epochs, *e);
  }
  auto res = [](Workload& w, double v) { w.res_px = static_cast<int>(v); };
  double res_hi = std::ceil(a.w.res_px / 32.0) * 32 - 32;
  if (res_hi >= 32) {
    if (auto r = bisect(32, res_hi + 32, 32, with(res), true)) add(fmt::format("--res {}", *r), res, *r);
  }
  // A longer night, up to the day's 24 h: past a day it is no longer a night but a weekend, which
  // the customer types (--night-hours up to 168) rather than vsize suggesting it.
  auto night = [](Workload& w, double v) { w.night_hours = v; };
  constexpr double k_day_h = 24;
  double night_max_h = a.w.night_hours <= k_day_h ? k_day_h : option_range("--night-hours").max;
  if (a.w.night_hours < night_max_h) {
    double lo = std::floor(a.w.night_hours * 2) / 2;
    if (auto h = bisect(lo, night_max_h, 0.5, with(night), false)) {
      add(fmt::format("--night-hours {:g}", *h), night, *h);
    }
  }
  // Footage: fewer of its frames, the lever a video customer has (adjacent frames are near
  // duplicates: research C.2 samples 1-2 a second): the smallest --sample-every that meets the
  // goal, the validation frames kept, at least one frame left to train on.
  if (a.w.video.given()) {
    auto sample = [](Workload& w, double v) {
      w.video.sample_every = static_cast<int>(v);
      w.dataset_images = static_cast<long long>(std::max(1.0, w.video.frames() - static_cast<double>(w.val_images)));
    };
    double frames_decoded = a.w.video.hours * units::k_s_per_h * a.w.video.fps;
    double hi = std::min(option_range("--sample-every").max,
                         std::floor(frames_decoded / (static_cast<double>(a.w.val_images) + 1)));
    if (hi > a.w.video.sample_every) {
      if (auto n = bisect(a.w.video.sample_every, hi, 1, with(sample), false)) {
        add(fmt::format("--sample-every {:g}", *n), sample, *n);
      }
    }
  }
  if (a.w.batch.kind == BatchSpec::Kind::global || !a.w.batch.fraction_from_default) {
    // A global batch the GPUs cannot hold (or that slows them), or a typed share of memory too
    // small for one image (review r15: --batch 0.0000001): the batch vsize sizes to memory.
    Workload w = a.w;
    w.batch = BatchSpec{};
    if (auto way = attempt("--batch -1", w, a.s, a.cat)) out.push_back(*way);
  }
  if (a.w.cache != CacheMode::disk) {
    Workload w = a.w;
    w.cache = CacheMode::disk;
    w.cache_from_default = false;
    if (auto way = attempt("--cache disk", w, a.s, a.cat)) out.push_back(*way);
  }
}

// A budget that is the only thing missing: the price of the cheapest server that meets the rest,
// rounded up to a thousand, and evaluated with that budget. Not the price of the one cheapest per
// experiment, which the ranking without a budget recommends (review r14: --budget 309000 for 8x
// H200 NVL in mode per-gpu, where 2x RTX PRO 6000 SE meets the goal at 51,424 EUR).
void budget_change(const Ask& a, std::vector<WhatItTakes>& out) {
  if (!a.s.goal.budget) {
    return;
  }
  SearchRequest s = a.s;
  s.goal.budget.reset();
  RankedResult r = rank(a.w, s, a.cat, false);
  std::optional<double> cheapest;
  const int goal = s.goal.experiments.value_or(Goal::k_default_experiments);
  for (const auto* list : {&r.configurations, &r.others}) {
    for (const Evaluation& e : *list) {
      if (!e.meets_experiments(goal) || !e.cost.amount) continue;
      double price = e.cost.with_external();
      if (!cheapest || price < *cheapest) cheapest = price;
    }
  }
  if (!cheapest) {
    return;
  }
  s.goal.budget = std::ceil(*cheapest / 1000) * 1000;
  if (auto way = attempt(fmt::format("--budget {:.0f}", *s.goal.budget), a.w, s, a.cat)) {
    way->budget = true;
    out.push_back(*way);
  }
}

// Side by side, k = ceil(goal / n) servers that each finish n a night train the goal's runs,
// goal / k each: the use that keeps each busy, so capital and support per experiment grow as it
// falls below the one the night gives (economics_model owning), energy stays. nullopt without a
// cost per experiment or a tariff.
std::optional<WhatItTakes> side_by_side(const Evaluation& e, int goal) {
  const EconomicsPlan& m = e.economics;
  if (!m.cost_per_experiment || !m.energy_cost_per_experiment || m.utilisation <= 0) {
    return std::nullopt;
  }
  WhatItTakes way = way_from("more servers", e);
  way.servers = (goal + e.schedule.experiments_per_night - 1) / e.schedule.experiments_per_night;
  double use = std::min(m.utilisation, static_cast<double>(goal) / way.servers * m.hours_per_experiment / 24);
  if (use <= 0) {
    return std::nullopt;
  }
  double fixed = *m.cost_per_experiment - *m.energy_cost_per_experiment;
  way.cost_per_experiment = *m.energy_cost_per_experiment + fixed * m.utilisation / use;
  way.experiments_per_night *= way.servers;
  way.goal_experiments = goal;
  return way;
}

// As many servers of one kind side by side, each training its own experiments: of every server
// that finishes at least one a night (within the budget on its own price, with a batch sound for
// batch norm where one has it), the one cheapest per experiment at the goal's runs shared among
// them, then the fewest servers. Offered beside the changes to the recipe (review r16:
// --experiments 4 got only fewer epochs or a longer night, where a sales engineer quotes a second
// server); under a budget only when nothing else meets it (more servers cost more). It took the
// pick for one a night, ceil(6 / 1) = 6x 4x RTX PRO 6000 SE at 92.64 EUR an experiment where two
// 8x H200 NVL, 4 a night each, train the 6 at 89.20.
void more_servers(const Ask& a, std::vector<WhatItTakes>& out) {
  if ((a.s.goal.budget && !out.empty()) || a.s.goal.experiments.value_or(Goal::k_default_experiments) <= 1) {
    return;
  }
  const int goal = *a.s.goal.experiments;
  RankedResult r;
  try {
    r = rank(a.w, a.s, a.cat, false);
  } catch (const UsageError&) {
    return;
  }
  Goal one = a.s.goal;
  one.experiments = 1;
  std::vector<const Evaluation*> able;
  for (const auto* list : {&r.configurations, &r.others}) {
    for (const Evaluation& e : *list) {
      if (meets_goal(e, one) && e.economics.cost_per_experiment) able.push_back(&e);
    }
  }
  if (std::any_of(able.begin(), able.end(), [](const Evaluation* e) { return !e->memory.batchnorm_batch_small; })) {
    able.erase(
        std::remove_if(able.begin(), able.end(), [](const Evaluation* e) { return e->memory.batchnorm_batch_small; }),
        able.end());
  }
  std::optional<WhatItTakes> best;
  std::tuple<int, double, int> best_key;
  for (const Evaluation* e : able) {
    std::optional<WhatItTakes> way = side_by_side(*e, goal);
    if (!way) continue;
    std::tuple<int, double, int> key{e->cost.unpriced_tier(), *way->cost_per_experiment, way->servers};
    if (!best || key < best_key) {
      best_key = key;
      best = way;
    }
  }
  if (best) out.push_back(*best);
}

} // namespace

std::vector<WhatItTakes> what_it_takes(const Workload& w, const SearchRequest& s, const Catalog& cat) {
  Ask a{w, s, cat};
  std::vector<WhatItTakes> out;
  other_servers(a, out);
  workload_changes(a, out);
  budget_change(a, out);
  more_servers(a, out);
  return out;
}

} // namespace vsize
