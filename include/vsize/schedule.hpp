#pragma once
// M8: throughput limits, the bottleneck, and schedules (SPEC §3 M8).
//
//   step           = compute step + exposed all-reduce + DDP synchronisation
//   images/s       = min(GPUs, data loader, storage reads), per job
//   bottleneck     = the limit that sets images/s; the all-reduce when it is exposed for more
//                    than comm-bottleneck-share of the step
//   validation     = val images x validation-cost-factor / images/s of one GPU (rank 0 only:
//                    Ultralytics validates on RANK in {-1, 0}), forward only
//   epoch          = train images / images/s + validation
//   train          = epochs x epoch
//   overnight      = floor(night / train) x jobs side by side
#include "vsize/comm_model.hpp"
#include "vsize/compute_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/scenario.hpp"

#include <optional>

namespace vsize {

struct Schedule {
  double step_s = 0;               // with exposed communication and sync
  double compute_images_per_s = 0; // one job, GPUs alone
  double gpu_images_per_s = 0;     // one job, GPUs with communication
  double scaling_efficiency = 1;   // DDP images/s over N x one GPU's
  double loader_images_per_s = 0;  // share of one job
  std::optional<double> storage_images_per_s; // share of one job; nullopt = no limit
  double images_per_s = 0;         // one job, after every limit
  double comm_bottleneck_share = 0;
  Bottleneck bottleneck = Bottleneck::gpu_compute;
  double validation_cost_factor = 0;
  double val_s = 0;
  double epoch_s = 0;
  double train_s = 0;
  double night_s = 0;
  int experiments_per_night = 0;
};

Schedule plan_schedule(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const CommPlan& comm,
                       const HostPlan& host, Findings& out);

} // namespace vsize
