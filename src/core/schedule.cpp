// M8: throughput limits and schedules (formulas: include/vsize/schedule.hpp).
#include "vsize/schedule.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

namespace {

// The cap on experiments per night: a window of a week at a fraction of a second per
// experiment is already absurd, and the count must stay an int.
constexpr double k_max_experiments = 1e6;

void throughput(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const CommPlan& comm,
                const HostPlan& host, Schedule& p, Findings& out) {
  bool ddp = s.mode == Mode::ddp;
  int gpus_per_job = ddp ? s.count : 1;
  double share = ddp ? 1.0 : 1.0 / memory.jobs;
  p.step_s = step.time.step_s + comm.allreduce.exposed_s + comm.sync_overhead_s;
  p.compute_images_per_s = step.time.images_per_s * gpus_per_job;
  p.gpu_images_per_s = gpus_per_job * step.inputs.batch_per_gpu / p.step_s;
  p.scaling_efficiency = p.gpu_images_per_s / p.compute_images_per_s;
  p.loader_images_per_s = host.loader.images_per_s * share;
  if (host.storage.read_images_per_s) {
    p.storage_images_per_s = *host.storage.read_images_per_s * share;
  }
  p.comm_bottleneck_share = s.a.comm_bottleneck_share;
  p.images_per_s = p.gpu_images_per_s;
  p.bottleneck = comm.allreduce.exposed_s > p.comm_bottleneck_share * p.step_s ? Bottleneck::allreduce
                                                                                : Bottleneck::gpu_compute;
  if (p.loader_images_per_s < p.images_per_s) {
    p.images_per_s = p.loader_images_per_s;
    p.bottleneck = Bottleneck::data_loader;
  }
  if (p.storage_images_per_s && *p.storage_images_per_s < p.images_per_s) {
    p.images_per_s = *p.storage_images_per_s;
    p.bottleneck = Bottleneck::storage;
  }
  if (!(p.images_per_s > 0)) {
    add_finding(out, FindingCode::loader_starved);
    p.images_per_s = 1e-9;
  }
}

} // namespace

Schedule plan_schedule(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const CommPlan& comm,
                       const HostPlan& host, Findings& out) {
  Schedule p;
  throughput(s, memory, step, comm, host, p, out);
  p.validation_cost_factor = s.a.validation_cost_factor;
  p.val_s = static_cast<double>(s.w.val_images) * p.validation_cost_factor / step.time.images_per_s;
  p.epoch_s = static_cast<double>(s.w.dataset_images) / p.images_per_s + p.val_s;
  p.train_s = p.epoch_s * s.w.epochs;
  if (host.cache_moved_to_disk) {
    // What the RAM cache would have given (no storage reads, a faster loader), for the note.
    double share = s.mode == Mode::ddp ? 1.0 : 1.0 / memory.jobs;
    double with_ram = std::min(p.gpu_images_per_s, host.loader_images_per_s_with_ram_cache * share);
    double epoch_with_ram = with_ram > 0 ? static_cast<double>(s.w.dataset_images) / with_ram + p.val_s : p.epoch_s;
    add_finding(out, FindingCode::cache_moved_to_disk, {},
                {host.ram_with_cache_gb, host.ram_limit_gb, p.epoch_s, epoch_with_ram});
  }
  p.night_s = s.w.night_hours * units::k_s_per_h;
  p.experiments_per_night =
      static_cast<int>(std::min(k_max_experiments, std::floor(p.night_s / p.train_s))) * memory.jobs;
  return p;
}

} // namespace vsize
