#pragma once
// What the solver returns: one Evaluation per configuration, holding the plan of every stage
// (each records the inputs it used, so explain reads instead of recomputing) and the findings.
// Pointers refer into the Catalog the solver was given.
#include "vsize/cluster_model.hpp"
#include "vsize/comm_model.hpp"
#include "vsize/compute_model.hpp"
#include "vsize/cost_model.hpp"
#include "vsize/data_model.hpp"
#include "vsize/economics_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/platform_model.hpp"
#include "vsize/power_model.hpp"
#include "vsize/schedule.hpp"
#include "vsize/storage_model.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace vsize {

struct Evaluation {
  const GpuSpec* gpu = nullptr;
  Topology topo;
  const ModelSpec* model = nullptr;
  const FamilySpec* family = nullptr;
  const LineupSpec* lineup = nullptr; // the vendor's server this is, if any
  Mode mode = Mode::ddp;
  // The optimizer this server trains with: the workload's, or under --optimizer auto with a batch
  // vsize sizes, the trainer's choice at the batch sized for this server (iterations it counted).
  Optimizer optimizer = Optimizer::adamw;
  long long optimizer_iterations = 0; // 0: not counted (an optimizer given, or no such rule)

  PlatformPlan platform; // chassis rules
  FabricPlan fabric; // between nodes (more than one)
  MemoryPlan memory; // M1/M2
  StepPlan step; // M3
  DataPlan data; // M5: images, cache
  StoragePlan storage; // M6: drives
  HostPlan host; // M6: CPU, RAM, lanes, NICs, clock
  LoaderPlan loader; // M5: the loader on that host
  CommPlan comm; // M4
  BridgePlan bridges; // the NVLink bridges of DDP's NVLink groups, bought with the cards (M4)
  Schedule schedule; // M8
  PowerPlan power; // M7
  ClusterPlan cluster; // switches, wall power, racks, shared storage, scaling (more than one node)
  CostPlan cost; // price
  EconomicsPlan economics; // energy and cost per experiment, rent, break-even

  ConstantSet constants; // the catalog constants the stages read (explain cites them)
  Findings findings; // in the order the stages found them
  bool fits = true; // no finding of severity reason

  // Fits and finishes `experiments` trainings in the night at the slow end of the band (the
  // goal check --experiments answers).
  bool meets_experiments(int experiments) const { return fits && schedule.experiments_per_night >= experiments; }
  // Evaluated without a chassis because none takes it (the GPU count, or a described CPU): its
  // power, PSUs, bays, slots and price went unchecked, which every verdict says. --platform none
  // asks for that, and is not this.
  bool chassis_unchecked() const {
    return std::any_of(findings.begin(), findings.end(), [](const Finding& f) {
      return f.code == FindingCode::no_platform_takes || f.code == FindingCode::no_platform_takes_cpu;
    });
  }
  // Wall power of the whole configuration: a cluster's nodes, switches and optics, else the server.
  double total_wall_w() const { return cluster.active ? cluster.wall_w : power.wall_w; }
};

// How the recommendation chose: the lowest cost per experiment (every server that meets the
// goal is priced), the least wall power (not every one is), or, with no goal given and no server
// finishing a training in the window, the fastest.
enum class ChosenBy { cost_per_experiment, wall_power, fastest };
VSIZE_ENUM_SPELLINGS(ChosenBy, {ChosenBy::cost_per_experiment, "cost_per_experiment"},
                     {ChosenBy::wall_power, "wall_power"}, {ChosenBy::fastest, "fastest"});

// One way to meet a missed goal, evaluated: the change to the request, and the server that then
// meets the goal at the lowest cost per experiment (or least wall power).
struct WhatItTakes {
  std::string change; // "--epochs 60", "--all", "--mode per-gpu", "--night-hours 14.5"
  std::string id; // the server
  Mode mode = Mode::ddp;
  int experiments_per_night = 0; // all its servers together
  std::optional<double> cost_per_experiment;
  bool cost_complete = true; // false: some parts have no price, so the cost is a lower bound
  int servers = 1; // "more servers": as many of the server side by side, each training its own experiments
  // The search's GPU, count and platform filters left out ("--gpu l4"); `change` says so in English
  // (JSON), the text report in its language. Empty for every other change.
  std::string without_filters;
  bool every_platform = false; // with --all: every platform rather than the line-up
  std::string without_pin; // a host pin left out ("--cpu xeon-8368"), said in the report's language
  bool budget = false; // the change is a --budget: with cost_complete false, one on the parts priced
  // One server's price with the drives beside it (nullopt: none; a lower bound where cost_complete
  // is false) and its wall power: "more servers" says what they come to together.
  std::optional<double> server_amount;
  double server_wall_w = 0;
  // "more servers": the goal's experiments its cost per experiment is at (the servers run
  // experiments_per_night at most); 0 for every other change.
  int goal_experiments = 0;
};

// The one server to quote, the runner-up, and its neighbours by size with what they change.
struct Recommendation {
  std::optional<Evaluation> pick; // nullopt: nothing meets the goal
  std::optional<Evaluation> runner_up; // the next by the same rule
  std::optional<Evaluation> smaller; // the next server down in size (GPUs, then GPU memory)
  std::optional<Evaluation> larger; // the next server up
  // The cheaper server that comes nearest the goal and misses it (most experiments as predicted,
  // then the shortest train at the confidence), where neither neighbour is it: what a sales
  // engineer offers beside the pick (review r16: 4x RTX PRO 6000 SE, 1 a night as predicted, 7 %
  // short at 80 % confidence, was never named beside the 8x H200 NVL).
  std::optional<Evaluation> nearly;
  int experiments_goal = 1;
  bool goal_given = false; // --experiments or --budget
  std::optional<double> budget;
  ChosenBy chosen_by = ChosenBy::wall_power;
  int fitting = 0; // servers that fit at all (0: every one was rejected)
  int meeting = 0; // servers that meet the goal
  // Servers the rule would have picked first but that train at a batch too small for the
  // family's batch norm (MemoryPlan::batchnorm_batch_small), in the rule's order; passed over
  // while another candidate trains at a sound batch.
  std::vector<Evaluation> passed_over;
  int meeting_sound_batch = 0; // of the servers that meet the goal, those not passed over
  int meeting_unpriced = 0; // of those, the ones whose GPUs or CPUs have no price (ranked after the rest by cost)
  int budget_gpus_unpriced = 0; // servers that finish the experiments but have no GPU price to hold to --budget
  int budget_cpus_unpriced = 0; // those with priced GPUs but no CPU price: neither held to --budget
  // A missed budget: the cheapest server that finishes the experiments and whose own price is
  // within --budget, but not with the priced drives vsize plans beside it (the budget holds both).
  std::optional<Evaluation> over_budget_by_drives;
  std::vector<WhatItTakes> what_it_takes; // a missed goal: the nearest ways to meet it
};

// Where a configuration shown stands: its position among every fitting server (1 = first), and
// whether it is shown only because the recommendation names it (beyond --top for its GPU count).
struct Standing {
  int rank = 0;
  bool beyond_top = false;
};
// "top" or "recommendation" (JSON and CSV shown_because).
inline const char* shown_because(const Standing& s) { return s.beyond_top ? "recommendation" : "top"; }

struct RankedResult {
  std::vector<Evaluation> configurations; // ranked, fitting, shown (top per count)
  std::vector<Standing> standings; // one per configuration, in the same order
  std::vector<Evaluation> others; // fitting, not shown (beyond top)
  std::vector<Evaluation> rejected; // with reasons, in enumeration order
  Recommendation recommendation;
  MoneyTerms money; // the currency, tariff and owning terms every cost was computed with
  int evaluated = 0; // servers evaluated (each in its chosen mode)
};

} // namespace vsize
