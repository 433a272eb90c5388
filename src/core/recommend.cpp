// The ranking's order and the recommendation (recommend.hpp).
#include "recommend.hpp"

#include "vsize/solver.hpp"

#include <algorithm>
#include <limits>
#include <tuple>

namespace vsize {

namespace {

// The ranking key: smaller is better.
double rank_key(const Evaluation& e, RankBy by) {
  switch (by) {
  case RankBy::time: return e.schedule.train_s;
  case RankBy::power: return e.total_wall_w();
  case RankBy::experiments: return -static_cast<double>(e.schedule.experiments_per_night);
  // What is paid: the server and the priced drives beside it, as --budget holds it (a server with
  // 2,840 EUR of external drives had ranked by its own price before a dearer outlay, review s74).
  case RankBy::cost: return e.cost.amount ? e.cost.with_external() : 0.0;
  case RankBy::cost_per_experiment: return e.economics.cost_per_experiment.value_or(0);
  }
  return e.schedule.train_s;
}

// A server's size for "smaller" and "larger": GPUs, then their total memory. Two servers of the
// same size are neither smaller nor larger than each other, whatever the workload.
std::tuple<int, double> size_of(const Evaluation& e) {
  int gpus = e.topo.world_size();
  return {gpus, e.gpu->memory_gb * gpus};
}

// Among servers of one size, the neighbour to name: in the recommendation's order, priced whole
// first (a server whose CPUs or GPUs have no price after, review s88 SE D4: an 8x H100 NVL with
// unpriced Xeons was "more GPUs" for its lower bound of a cost, beside a Dell priced whole that
// finishes more), then the lowest cost per experiment, then the id.
std::tuple<int, double, std::string> neighbour_key(const Evaluation& e) {
  return {e.cost.unpriced_tier(), e.economics.cost_per_experiment.value_or(std::numeric_limits<double>::infinity()),
          server_id(e)};
}

// The next smaller and larger of `ranked` than the pick (nullptr: none), of the pick's own GPU
// only with `same_gpu`.
std::pair<const Evaluation*, const Evaluation*>
neighbours_among(const Evaluation& pick, const std::vector<const Evaluation*>& ranked, bool same_gpu) {
  const Evaluation* smaller = nullptr;
  const Evaluation* larger = nullptr;
  for (const Evaluation* e : ranked) {
    // A server whose batch norm would see too few images a GPU is passed over as the pick is, and
    // as a step down or up too, unless the pick itself is one (review s83 #6: the step down from 8x
    // H200 NVL was an 8x RTX PRO 4500 SE at 4 a GPU, which finishes none in the night).
    if ((same_gpu && e->gpu != pick.gpu) || (e->memory.batchnorm_batch_small && !pick.memory.batchnorm_batch_small)) {
      continue;
    }
    auto size = size_of(*e);
    if (size < size_of(pick) && (!smaller || size > size_of(*smaller) ||
                                 (size == size_of(*smaller) && neighbour_key(*e) < neighbour_key(*smaller)))) {
      smaller = e;
    }
    if (size > size_of(pick) && (!larger || size < size_of(*larger) ||
                                 (size == size_of(*larger) && neighbour_key(*e) < neighbour_key(*larger)))) {
      larger = e;
    }
  }
  return {smaller, larger};
}

// The step down and up a sales engineer offers is the pick's own GPU in a smaller or larger
// server where the search has one (4x H200 NVL -> 8x H200 NVL, not 8x L4: more GPUs, but slower
// and smaller by every other measure); else any GPU, by size.
void neighbours(Recommendation& r, const std::vector<const Evaluation*>& ranked) {
  auto [own_smaller, own_larger] = neighbours_among(*r.pick, ranked, true);
  auto [any_smaller, any_larger] = neighbours_among(*r.pick, ranked, false);
  if (const Evaluation* e = own_smaller ? own_smaller : any_smaller) r.smaller = *e;
  if (const Evaluation* e = own_larger ? own_larger : any_larger) r.larger = *e;
}

// The cheaper server nearest the goal that misses it (Recommendation::nearly), unless a neighbour
// is it or the pick was not chosen for a goal. Cheaper only with its GPUs and CPUs priced: an 8x
// H200 SXM without its GPUs' price had been "cheaper, nearly" at half an 8x H200 NVL (review r21b).
void nearly(Recommendation& r, const std::vector<const Evaluation*>& ranked) {
  if (r.chosen_by == ChosenBy::fastest || !r.pick->cost.amount) {
    return;
  }
  const Evaluation* best = nullptr;
  auto closer = [](const Evaluation* a, const Evaluation* b) {
    return std::make_tuple(-a->schedule.experiments_per_night_expected, a->schedule.train_s_confident, server_id(*a)) <
           std::make_tuple(-b->schedule.experiments_per_night_expected, b->schedule.train_s_confident, server_id(*b));
  };
  for (const Evaluation* e : ranked) {
    bool cheaper =
        e->cost.amount && e->cost.unpriced_tier() == 0 && e->cost.with_external() < r.pick->cost.with_external();
    bool misses = e->schedule.experiments_per_night < r.experiments_goal;
    if (cheaper && misses && e->schedule.experiments_per_night_expected > 0 && (!best || closer(e, best))) {
      best = e;
    }
  }
  auto same = [&](const std::optional<Evaluation>& n) { return n && best && server_id(*n) == server_id(*best); };
  if (best && !same(r.smaller) && !same(r.larger)) {
    r.nearly = *best;
  }
}

// A server's cost per experiment, where it has one; the rest after every priced one.
double cost_per_experiment_or_last(const Evaluation& e) {
  return e.economics.cost_per_experiment.value_or(std::numeric_limits<double>::infinity());
}

// The order the recommendation picks in: cost per experiment with the servers whose GPUs, then
// CPUs, have no price last (or wall power, or train time for the fastest; a tie there goes to the
// lower cost per experiment, review s73), then fewest GPUs, then id.
void sort_by(std::vector<const Evaluation*>& v, ChosenBy by) {
  auto key = [by](const Evaluation* e) {
    bool by_cost = by == ChosenBy::cost_per_experiment;
    double k = by_cost                      ? *e->economics.cost_per_experiment
               : by == ChosenBy::wall_power ? e->total_wall_w()
                                            : e->schedule.train_s;
    double cheaper = by_cost ? 0.0 : cost_per_experiment_or_last(*e);
    return std::make_tuple(by_cost ? e->cost.unpriced_tier() : 0, k, cheaper, e->topo.world_size(), server_id(*e));
  };
  std::sort(v.begin(), v.end(), [&](const Evaluation* a, const Evaluation* b) { return key(a) < key(b); });
}

// A batch norm that sees too few images a GPU trains a worse model, whatever it costs: the
// servers ahead of the first one with a sound batch are passed over (and named), unless no
// candidate has a sound batch.
void pass_over_small_batchnorm(std::vector<const Evaluation*>& candidates, Recommendation& r) {
  auto sound = std::find_if(candidates.begin(), candidates.end(),
                            [](const Evaluation* e) { return !e->memory.batchnorm_batch_small; });
  if (sound == candidates.end()) {
    return;
  }
  for (auto it = candidates.begin(); it != sound; ++it) {
    r.passed_over.push_back(**it);
  }
  candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                  [](const Evaluation* e) { return e->memory.batchnorm_batch_small; }),
                   candidates.end());
  r.meeting_sound_batch = static_cast<int>(candidates.size());
}

// Of the servers that finish the experiments and are priced within the budget on their own, the
// one whose drives beside it take it over by the least total; nullopt when none.
std::optional<Evaluation> over_budget_by_drives(const std::vector<const Evaluation*>& ranked, const Goal& goal) {
  const Evaluation* best = nullptr;
  for (const Evaluation* e : ranked) {
    bool own_within = e->cost.amount && e->cost.unpriced_tier() == 0 && *e->cost.amount <= *goal.budget;
    if (own_within && e->schedule.experiments_per_night >= goal.experiments.value_or(Goal::k_default_experiments) &&
        (!best || e->cost.with_external() < best->cost.with_external())) {
      best = e;
    }
  }
  return best ? std::optional<Evaluation>(*best) : std::nullopt;
}

} // namespace

std::vector<Evaluation*> ranked_order(std::vector<Evaluation>& fitting, RankBy by) {
  // A total order (keys and ids worked out once; only pointers are sorted).
  // By cost: servers whose GPUs, then CPUs, have no price after the priced ones (their lower
  // bound lacks them).
  // Equal keys: the shorter training, then the lower cost per experiment (two servers of the same
  // GPUs train alike: the cheaper first, review s73), then fewer GPUs, then the id.
  using Key = std::tuple<int, double, double, double, int, std::string, Evaluation*>;
  std::vector<Key> keys;
  keys.reserve(fitting.size());
  bool by_cost = by == RankBy::cost || by == RankBy::cost_per_experiment;
  for (auto& e : fitting) {
    keys.emplace_back(by_cost ? e.cost.unpriced_tier() : 0, rank_key(e, by), e.schedule.train_s,
                      cost_per_experiment_or_last(e), e.topo.world_size(), server_id(e), &e);
  }
  std::sort(keys.begin(), keys.end());
  std::vector<Evaluation*> out;
  out.reserve(keys.size());
  for (const auto& k : keys) {
    out.push_back(std::get<Evaluation*>(k));
  }
  return out;
}

bool meets_goal(const Evaluation& e, const Goal& g) {
  return e.schedule.experiments_per_night >= g.experiments.value_or(Goal::k_default_experiments) &&
         (!g.budget || (e.cost.amount && e.cost.unpriced_tier() == 0 && e.cost.with_external() <= *g.budget));
}

Recommendation recommend(const std::vector<const Evaluation*>& ranked, const Goal& goal) {
  Recommendation r;
  r.goal_given = goal.experiments || goal.budget;
  r.experiments_goal = goal.experiments.value_or(Goal::k_default_experiments);
  r.budget = goal.budget;
  std::vector<const Evaluation*> candidates;
  std::copy_if(ranked.begin(), ranked.end(), std::back_inserter(candidates),
               [&](const Evaluation* e) { return meets_goal(*e, goal); });
  r.fitting = static_cast<int>(ranked.size());
  r.meeting = static_cast<int>(candidates.size());
  if (goal.budget) {
    auto finishing_at_tier = [&](int tier) {
      return static_cast<int>(std::count_if(ranked.begin(), ranked.end(), [&](const Evaluation* e) {
        return e->cost.unpriced_tier() == tier &&
               e->schedule.experiments_per_night >= goal.experiments.value_or(Goal::k_default_experiments);
      }));
    };
    r.budget_gpus_unpriced = finishing_at_tier(2);
    r.budget_cpus_unpriced = finishing_at_tier(1);
  }
  r.meeting_sound_batch = r.meeting;
  if (candidates.empty()) {
    if (goal.budget) {
      r.over_budget_by_drives = over_budget_by_drives(ranked, goal);
    }
    if (r.goal_given || ranked.empty()) {
      return r;
    }
    // No goal given and nothing finishes a training in the window: the fastest.
    candidates = ranked;
    r.chosen_by = ChosenBy::fastest;
  } else {
    bool priced = std::all_of(candidates.begin(), candidates.end(),
                              [](const Evaluation* e) { return e->economics.cost_per_experiment.has_value(); });
    r.chosen_by = priced ? ChosenBy::cost_per_experiment : ChosenBy::wall_power;
  }
  sort_by(candidates, r.chosen_by);
  pass_over_small_batchnorm(candidates, r);
  r.meeting_unpriced = static_cast<int>(std::count_if(candidates.begin(), candidates.end(),
                                                      [](const Evaluation* e) { return e->cost.unpriced_tier() > 0; }));
  r.pick = *candidates.front();
  if (candidates.size() > 1) {
    r.runner_up = *candidates[1];
  }
  neighbours(r, ranked);
  nearly(r, ranked);
  return r;
}

} // namespace vsize
