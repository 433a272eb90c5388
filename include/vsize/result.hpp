#pragma once
// What the solver returns: one Evaluation per configuration, with every intermediate figure
// `explain` and the formatters need. Pointers refer into the Catalog the solver was given.
#include "vsize/catalog.hpp"
#include "vsize/comm_model.hpp"
#include "vsize/compute_model.hpp"
#include "vsize/host_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/power_model.hpp"
#include "vsize/request.hpp"

#include <string>
#include <vector>

namespace vsize {

struct MigChoice {
  const MigProfile* profile = nullptr;
  int instances_per_gpu = 0;
};

struct Evaluation {
  // The configuration.
  const GpuSpec* gpu = nullptr;
  int count = 0;
  const CpuSpec* cpu = nullptr;
  int sockets = 0;
  bool cpu_chosen = false; // vsize picked it (not pinned)
  std::optional<DimmPopulation> ram;
  double ram_pinned_gb = 0;
  std::optional<PsuPlan> psu;
  std::optional<CircuitPlan> circuit;
  Redundancy redundancy = Redundancy::n_plus_1;

  // Workload.
  const ModelSpec* model = nullptr;
  const FamilySpec* family = nullptr;

  // M1/M2.
  double capacity_bytes = 0;       // of one GPU or MIG instance
  double batch_budget_bytes = 0;   // fraction x capacity for -1 / fractions
  int ranks = 1;                   // processes of one job
  int jobs = 1;                    // jobs side by side (per-gpu, MIG)
  int batch_per_gpu = 0;
  int batch_global = 0;            // per job
  MemoryBreakdown memory;
  MigChoice mig;
  double compute_fraction = 1.0;   // MIG share

  // M3/M4/M5.
  TensorRate rate;
  double matmul_fraction = 1.0;    // GPU's achieved share of its peak in large matmuls
  StepTime step;                   // one GPU (or instance), no communication
  RingLink link;
  AllReduce allreduce;
  double sync_overhead_s = 0;      // DDP straggler/synchronisation share
  double step_s = 0;               // with exposed communication and sync
  double scaling_efficiency = 1;   // DDP images/s over N x one GPU's
  int workers_per_process = 0;
  int processes = 0;
  int workers_total = 0;
  int cores_required = 0;
  int lanes_required = 0;
  int lanes_available = 0;
  Loader loader;
  Storage storage;
  double cache_bytes_one_copy = 0;
  int cache_copies = 0;
  RamNeed ram_need;
  double compute_images_per_s = 0; // one job, GPUs alone
  double gpu_images_per_s = 0;     // one job, GPUs with communication
  double loader_images_per_s = 0;  // share of one job
  double storage_images_per_s = 0; // share of one job; 0 = no limit
  double images_per_s = 0;         // one job, after every limit
  const char* bottleneck = "gpu-compute";
  double val_s = 0;
  double epoch_s = 0;
  double train_s = 0;
  int experiments_per_night = 0;

  // M7.
  double seed_method_w = 0;
  ComponentPower component;
  double wall_w = 0;
  double circuit_load_w = 0; // max(seed, wall)
  double btu_per_h = 0;

  // Cost: the sum of list prices when every part has one (catalog overlays add prices).
  std::optional<double> cost_usd;

  bool fits = true;
  std::vector<std::string> reasons;  // why it does not fit
  std::vector<std::string> warnings; // fits, but worth saying
};

struct RankedResult {
  std::vector<Evaluation> configurations; // ranked, fitting only
  std::vector<Evaluation> rejected;       // with reasons, in enumeration order
};

} // namespace vsize
