#pragma once
// What the solver returns: one Evaluation per configuration, holding the plan of every stage
// (each records the inputs it used, so explain reads instead of recomputing) and the findings.
// Pointers refer into the Catalog the solver was given.
#include "vsize/cluster_model.hpp"
#include "vsize/comm_model.hpp"
#include "vsize/compute_model.hpp"
#include "vsize/cost_model.hpp"
#include "vsize/data_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/platform_model.hpp"
#include "vsize/power_model.hpp"
#include "vsize/schedule.hpp"
#include "vsize/storage_model.hpp"

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

  PlatformPlan platform; // chassis rules
  FabricPlan fabric; // between nodes (more than one)
  MemoryPlan memory; // M1/M2
  StepPlan step; // M3
  DataPlan data; // M5: images, cache
  StoragePlan storage; // M6: drives
  HostPlan host; // M6: CPU, RAM, lanes, NICs, clock
  LoaderPlan loader; // M5: the loader on that host
  CommPlan comm; // M4
  Schedule schedule; // M8
  PowerPlan power; // M7
  ClusterPlan cluster; // switches, wall power, racks, shared storage, scaling (more than one node)
  CostPlan cost; // price

  ConstantSet constants; // the catalog constants the stages read (explain cites them)
  Findings findings; // in the order the stages found them
  bool fits = true; // no finding of severity reason

  // Fits and finishes `experiments` trainings in the night at the slow end of the band (the
  // goal check --experiments answers).
  bool meets_experiments(int experiments) const { return fits && schedule.experiments_per_night >= experiments; }
};

// The one server to quote, and its neighbours by size with what they change.
struct Recommendation {
  std::optional<Evaluation> pick; // nullopt: nothing meets the goal
  std::optional<Evaluation> smaller; // the next server down in size (GPUs, then GPU memory)
  std::optional<Evaluation> larger; // the next server up
  int experiments_goal = 1;
  bool goal_given = false; // --experiments or --budget
  std::optional<double> budget;
  bool by_cost = false; // every candidate priced: cheapest, else least wall power
};

struct RankedResult {
  std::vector<Evaluation> configurations; // ranked, fitting, shown (top per count)
  std::vector<Evaluation> others; // fitting, not shown (beyond top)
  std::vector<Evaluation> rejected; // with reasons, in enumeration order
  Recommendation recommendation;
  int evaluated = 0; // servers evaluated (each in its chosen mode)
};

} // namespace vsize
