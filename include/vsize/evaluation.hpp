#pragma once
// What the solver returns: one Evaluation per configuration, holding the plan of every stage
// (each records the inputs it used, so explain reads instead of recomputing) and the findings.
// Pointers refer into the Catalog the solver was given.
#include "vsize/comm_model.hpp"
#include "vsize/compute_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/power_model.hpp"
#include "vsize/schedule.hpp"

#include <optional>
#include <vector>

namespace vsize {

struct Evaluation {
  const GpuSpec* gpu = nullptr;
  int count = 0;
  const ModelSpec* model = nullptr;
  const FamilySpec* family = nullptr;

  MemoryPlan memory;   // M1/M2
  StepPlan step;       // M3
  HostPlan host;       // M5/M6
  CommPlan comm;       // M4
  Schedule schedule;   // M8
  PowerPlan power;     // M7

  // Cost: the sum of list prices when every part has one (catalog overlays add prices).
  std::optional<double> cost_usd;

  Findings findings;   // in the order the stages found them
  bool fits = true;    // no finding of severity reason
};

struct RankedResult {
  std::vector<Evaluation> configurations; // ranked, fitting only
  std::vector<Evaluation> rejected;       // with reasons, in enumeration order
};

} // namespace vsize
