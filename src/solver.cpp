// The solver: resolves a configuration, runs every model (memory, compute, communication,
// host, power) and ranks the candidates. Formulas live in the *_model files; this file only
// wires them and turns limits into reasons.
#include "vsize/solver.hpp"

#include "vsize/error.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace vsize {

const char* to_string(Precision p) {
  switch (p) {
  case Precision::fp16: return "fp16";
  case Precision::bf16: return "bf16";
  case Precision::fp32: return "fp32";
  }
  return "fp16";
}
const char* to_string(Optimizer o) { return o == Optimizer::adamw ? "adamw" : "sgd"; }
const char* to_string(CacheMode c) {
  switch (c) {
  case CacheMode::ram: return "ram";
  case CacheMode::disk: return "disk";
  case CacheMode::none: return "none";
  }
  return "ram";
}
const char* to_string(CacheShape c) { return c == CacheShape::square ? "square" : "typical"; }
const char* to_string(Mode m) {
  switch (m) {
  case Mode::ddp: return "ddp";
  case Mode::per_gpu: return "per-gpu";
  case Mode::mig: return "mig";
  }
  return "ddp";
}
const char* to_string(Redundancy r) { return r == Redundancy::n_plus_1 ? "n+1" : "n+n"; }
const char* to_string(RankBy r) {
  switch (r) {
  case RankBy::time: return "time";
  case RankBy::power: return "power";
  case RankBy::cost: return "cost";
  case RankBy::experiments: return "experiments";
  }
  return "time";
}

namespace {

constexpr int k_max_batch_per_gpu = 1024; // Ultralytics AutoBatch falls back outside 1..1024

double capacity_bytes_of(const GpuSpec& g) {
  // What PyTorch reports as total_memory where a source shows it, else the marketed GB.
  return g.usable_memory_gib ? *g.usable_memory_gib * units::k_bytes_per_gib : g.memory_gb * units::k_bytes_per_gb;
}

MemoryInputs memory_inputs(const Workload& w, const Catalog& cat, const ModelSpec& m, const FamilySpec& f, bool ddp) {
  MemoryInputs in;
  in.params = m.params_m * 1e6;
  in.activation_bytes_per_image_ref = m.activation_gb_per_image * units::k_bytes_per_gb;
  in.ref_res_px = m.ref_res_px;
  in.res_px = w.res_px;
  in.precision = w.amp;
  in.optimizer = w.optimizer;
  in.ema = f.ema;
  in.ddp = ddp;
  in.context_bytes = cat.assumption("cuda-context-gb") * units::k_bytes_per_gb;
  in.workspace_bytes = cat.assumption("workspace-gb") * units::k_bytes_per_gb;
  in.reserved_factor = cat.assumption("allocator-reserved-factor");
  in.fp32_activation_factor = cat.assumption("fp32-activation-factor");
  return in;
}

struct BatchFit {
  int per_gpu = 0;
  int global = 0;
  double budget = 0;
  std::string reason;
};

// M2: the batch per GPU for one rank of `ranks` with `capacity` bytes of device memory.
BatchFit fit_batch(const Workload& w, const MemoryInputs& in, double capacity, int ranks) {
  BatchFit b;
  if (w.batch.kind == BatchSpec::Kind::auto_fraction) {
    // Ultralytics AutoBatch: reserved memory at the batch = fraction x free memory.
    b.budget = w.batch.fraction * capacity;
    long long per_rank_images = std::max<long long>(1, w.dataset_images / ranks);
    int cap = static_cast<int>(std::min<long long>(k_max_batch_per_gpu, per_rank_images));
    b.per_gpu = largest_batch_within(in, b.budget, cap);
    if (b.per_gpu < 1) {
      b.reason = fmt::format("batch 1 does not fit in {:.0f} % of {:.1f} GB", w.batch.fraction * 100,
                             capacity / units::k_bytes_per_gb);
    }
  } else {
    b.budget = capacity;
    if (w.batch.global < ranks) {
      b.reason = fmt::format("--batch {} is smaller than the {} ranks it is split over", w.batch.global, ranks);
    } else {
      b.per_gpu = w.batch.global / ranks; // Ultralytics: batch // world_size
    }
  }
  b.global = b.per_gpu * ranks;
  return b;
}

std::vector<const CircuitSpec*> circuit_candidates(const Catalog& cat, const HostPins& pins) {
  std::vector<const CircuitSpec*> out;
  if (!pins.circuit.empty()) {
    out.push_back(&cat.circuit(pins.circuit));
    return out;
  }
  for (const auto& c : cat.circuits) {
    if (pins.region == "any" || c.region == pins.region) {
      out.push_back(&c);
    }
  }
  return out;
}

// Host figures that depend on the CPU choice.
struct HostFit {
  int workers_per_process = 0;
  int workers_total = 0;
  int cores_required = 0;
  int lanes_required = 0;
  int lanes_available = 0;
  RamNeed need;
  std::optional<DimmPopulation> ram;
  std::vector<std::string> reasons;
  std::vector<std::string> warnings;
};

struct HostContext {
  int gpus = 0;
  int processes = 0;
  int gpu_lanes = 16;
  int drives = 1;
  int nics = 1;
  double gpu_memory_total_gb = 0;
  double cache_bytes_one_copy = 0;
  int cache_copies = 0;
};

HostFit fit_host(const Workload& w, const Catalog& cat, const HostPins& pins, const HostContext& hc,
                 const CpuSpec& cpu, int sockets) {
  HostFit h;
  int threads = cpu.threads * sockets;
  h.workers_per_process = workers_per_process(threads, hc.processes, w.workers);
  h.workers_total = h.workers_per_process * hc.processes;
  h.cores_required = cores_required(hc.processes, h.workers_per_process, hc.gpus,
                                    static_cast<int>(cat.assumption("min-cores-per-gpu")));
  // Hard limits: NVIDIA's minimum cores per GPU, and a hardware thread for every process.
  // Fewer cores than processes + workers is a warning (workers share cores through SMT and
  // the loader model counts only the cores); vsize's own choice always covers them (S6).
  int cores = cpu.cores * sockets;
  int min_cores = static_cast<int>(cat.assumption("min-cores-per-gpu")) * hc.gpus;
  int processes_total = hc.processes + h.workers_total;
  if (cores < min_cores) {
    h.reasons.push_back(fmt::format("{} x {} has {} cores; NVIDIA's minimum is {} per GPU = {}", sockets, cpu.id, cores,
                                    cat.assumption("min-cores-per-gpu"), min_cores));
  } else if (threads < processes_total) {
    h.reasons.push_back(fmt::format("{} x {} has {} hardware threads for {} training processes and {} loader workers",
                                    sockets, cpu.id, threads, hc.processes, h.workers_total));
  } else if (cores < h.cores_required) {
    h.warnings.push_back(fmt::format("{} processes + workers share {} cores ({} threads); the loader counts {} cores",
                                     processes_total, cores, threads, std::max(0, cores - hc.processes)));
  }
  h.lanes_required = hc.gpus * hc.gpu_lanes + hc.drives * static_cast<int>(cat.assumption("nvme-lanes")) +
                     hc.nics * static_cast<int>(cat.assumption("nic-lanes"));
  h.lanes_available = cpu_pcie_lanes(cpu, sockets);
  if (h.lanes_available < h.lanes_required) {
    h.reasons.push_back(fmt::format("{} x {} offers {} PCIe lanes; {} GPUs x{} + {} NVMe + {} NIC need {}", sockets,
                                    cpu.id, h.lanes_available, hc.gpus, hc.gpu_lanes, hc.drives, hc.nics,
                                    h.lanes_required));
  }
  RamInputs ri;
  ri.gpu_memory_total_gb = hc.gpu_memory_total_gb;
  ri.ratio_to_gpu_memory = cat.assumption("ram-to-gpu-memory-ratio");
  ri.os_gb = cat.assumption("os-ram-gb");
  ri.cache_bytes_one_copy = hc.cache_bytes_one_copy;
  ri.cache_copies = hc.cache_copies;
  ri.workers_total = h.workers_total;
  ri.worker_gb = cat.assumption("worker-ram-gb");
  ri.processes = hc.processes;
  ri.process_gb = cat.assumption("rank-ram-gb");
  h.need = ram_need(ri);
  double target = pins.ram_gb ? *pins.ram_gb : h.need.required_gb;
  h.ram = balanced_population(cat, cpu, sockets, target);
  if (!h.ram) {
    h.reasons.push_back(fmt::format("no balanced {} population on {} x {} reaches {:.0f} GB", cpu.memory_type,
                                    sockets, cpu.id, target));
  } else if (pins.ram_gb && *pins.ram_gb + 1e-9 < h.need.required_gb) {
    h.reasons.push_back(fmt::format("--ram-gb {:.0f} is below the {:.0f} GB needed ({})", *pins.ram_gb,
                                    h.need.required_gb,
                                    h.need.by_contents_gb > h.need.by_ratio_gb
                                        ? fmt::format("OS + image cache x {} copies + workers; try --cache disk",
                                                      hc.cache_copies)
                                        : std::string("2 x total GPU memory")));
  }
  return h;
}

} // namespace

void validate_workload(const Workload& w, const Catalog& cat) {
  const ModelSpec& m = cat.model(w.model);
  (void)m;
  if (w.res_px < 32 || w.res_px > 16384) {
    throw UsageError(fmt::format("--res {}: must be from 32 to 16384 pixels", w.res_px));
  }
  if (w.res_px % 32 != 0) {
    // Ultralytics rounds imgsz up to a multiple of the stride (32) and warns; so do we.
  }
  if (w.dataset_images < 1 || w.dataset_images > 1000000000LL) {
    throw UsageError(fmt::format("--dataset {}: must be from 1 to 10^9 images", w.dataset_images));
  }
  if (w.val_images < 0 || w.val_images > 1000000000LL) {
    throw UsageError(fmt::format("--val-images {}: must be from 0 to 10^9 images", w.val_images));
  }
  if (w.epochs < 1 || w.epochs > 100000) {
    throw UsageError(fmt::format("--epochs {}: must be from 1 to 100000", w.epochs));
  }
  if (w.workers < 0 || w.workers > 256) {
    throw UsageError(fmt::format("--workers {}: must be from 0 to 256 per rank", w.workers));
  }
  if (!(w.night_hours > 0) || w.night_hours > 168) {
    throw UsageError("--night-hours: must be more than 0 and at most 168");
  }
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && !(w.batch.fraction > 0 && w.batch.fraction < 1)) {
    throw UsageError("--batch: a fraction must be between 0 and 1 (e.g. 0.7), or use -1 or a global batch N >= 1");
  }
  if (w.batch.kind == BatchSpec::Kind::global && (w.batch.global < 1 || w.batch.global > 1000000)) {
    throw UsageError("--batch: a global batch must be from 1 to 10^6");
  }
}

Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat) {
  Evaluation e;
  e.model = &cat.model(w.model);
  e.family = &cat.family(e.model->family);
  e.gpu = &cat.gpu(c.gpu);
  e.count = c.count;
  e.redundancy = c.host.redundancy;
  const ModelSpec& m = *e.model;
  const FamilySpec& f = *e.family;
  const GpuSpec& g = *e.gpu;
  if (c.count < 1 || c.count > 64) {
    throw UsageError(fmt::format("--count {}: must be from 1 to 64 GPUs", c.count));
  }

  // ---- M1/M2: memory and batch -------------------------------------------------------------
  MemoryInputs min = memory_inputs(w, cat, m, f, w.mode == Mode::ddp && c.count > 1);
  BatchFit bf;
  if (w.mode == Mode::mig) {
    e.ranks = 1;
    if (g.mig_profiles.empty()) {
      e.reasons.push_back(g.id + " does not support MIG (NVIDIA MIG user guide, supported GPUs)");
    }
    // The profile with the most instances in which the job fits (ties: more memory).
    std::vector<const MigProfile*> order;
    for (const auto& p : g.mig_profiles) {
      order.push_back(&p);
    }
    std::sort(order.begin(), order.end(), [](const MigProfile* a, const MigProfile* b) {
      if (a->instances != b->instances) return a->instances > b->instances;
      if (a->memory_gb != b->memory_gb) return a->memory_gb > b->memory_gb;
      return a->name < b->name;
    });
    for (const auto* p : order) {
      double cap = p->memory_gb * units::k_bytes_per_gb;
      BatchFit trial = fit_batch(w, min, cap, 1);
      bool ok = trial.reason.empty() &&
                memory_at_batch(min, trial.per_gpu).device_used_bytes <= cap;
      if (ok || p == order.back()) {
        e.mig.profile = p;
        e.mig.instances_per_gpu = p->instances;
        e.capacity_bytes = cap;
        e.compute_fraction = p->compute_fraction;
        bf = trial;
        if (ok) {
          break;
        }
      }
    }
    e.jobs = c.count * std::max(1, e.mig.instances_per_gpu);
    if (!e.mig.profile) {
      e.capacity_bytes = capacity_bytes_of(g);
      bf = fit_batch(w, min, e.capacity_bytes, 1);
    }
  } else {
    e.capacity_bytes = capacity_bytes_of(g);
    e.ranks = w.mode == Mode::ddp ? c.count : 1;
    e.jobs = w.mode == Mode::ddp ? 1 : c.count;
    bf = fit_batch(w, min, e.capacity_bytes, e.ranks);
  }
  e.batch_per_gpu = bf.per_gpu;
  e.batch_global = bf.global;
  e.batch_budget_bytes = bf.budget;
  if (!bf.reason.empty()) {
    e.reasons.push_back(bf.reason);
  }
  e.memory = memory_at_batch(min, std::max(1, e.batch_per_gpu));
  if (e.batch_per_gpu >= 1 && e.memory.device_used_bytes > e.capacity_bytes) {
    e.reasons.push_back(fmt::format("batch {} per GPU needs {:.1f} GB with the CUDA context; the {} has {:.1f} GB",
                                    e.batch_per_gpu, e.memory.device_used_bytes / 1e9,
                                    e.mig.profile ? "MIG instance" : "GPU", e.capacity_bytes / 1e9));
  }
  if (w.batch.kind == BatchSpec::Kind::global && e.batch_per_gpu >= 1 &&
      w.batch.global % e.ranks != 0) {
    e.warnings.push_back(fmt::format("--batch {} is not a multiple of {} ranks; Ultralytics trains {} per GPU ({} in all)",
                                     w.batch.global, e.ranks, e.batch_per_gpu, e.batch_global));
  }

  // ---- M3: compute -------------------------------------------------------------------------
  e.rate = tensor_rate(g, w.amp);
  if (e.rate.flops_per_s <= 0) {
    e.reasons.push_back(fmt::format("{} has no {} tensor rate (catalog {} is null); use --amp fp16 or fp32", g.id,
                                    to_string(w.amp), e.rate.figure));
    e.rate = tensor_rate(g, Precision::fp32); // keep the figures finite for the report
  }
  StepInputs si;
  si.forward_flops_per_image = forward_flops_per_image(m, w.res_px);
  si.backward_factor = cat.assumption("backward-factor");
  si.activation_bytes_per_image = e.memory.activation_bytes_per_image;
  si.rate_flops_per_s = e.rate.flops_per_s * e.compute_fraction;
  // Achieved rate = peak x the GPU's measured matmul share x the family's share of that.
  e.matmul_fraction = g.achieved_matmul_fraction.value_or(cat.assumption("matmul-fraction-default"));
  si.efficiency = (w.amp == Precision::fp32 ? f.compute_efficiency_fp32 : f.compute_efficiency) * e.matmul_fraction;
  si.memory_bandwidth_bytes_per_s = g.memory_bandwidth_gb_per_s * 1e9 * e.compute_fraction;
  si.traffic_per_activation_byte = f.memory_traffic_per_activation_byte;
  si.step_overhead_s = f.step_overhead_ms / 1000.0;
  si.batch_per_gpu = std::max(1, e.batch_per_gpu);
  e.step = step_time(si);

  // ---- Host: CPU, sockets, workers ---------------------------------------------------------
  HostContext hc;
  hc.gpus = c.count;
  hc.processes = w.mode == Mode::ddp ? c.count : e.jobs;
  hc.gpu_lanes = g.pcie_lanes > 0 ? g.pcie_lanes : static_cast<int>(cat.assumption("gpu-lanes"));
  hc.nics = static_cast<int>(cat.assumption("nics-per-server"));
  hc.gpu_memory_total_gb = g.memory_gb * c.count;
  e.cache_bytes_one_copy = w.cache == CacheMode::ram
                               ? static_cast<double>(w.dataset_images) *
                                     cached_image_bytes(w.res_px, w.cache_shape, cat.assumption("cache-aspect-ratio"))
                               : 0.0;
  // Ultralytics builds the dataset, and so the RAM cache, in every training process.
  e.cache_copies = w.cache == CacheMode::ram ? hc.processes : 0;
  hc.cache_bytes_one_copy = e.cache_bytes_one_copy;
  hc.cache_copies = e.cache_copies;

  StorageInputs sti;
  sti.images = w.dataset_images + w.val_images;
  sti.res_px = w.res_px;
  sti.cache = w.cache;
  sti.image_bytes_ref = cat.assumption("image-bytes-compressed");
  sti.image_ref_px = static_cast<int>(cat.assumption("image-ref-px"));
  sti.params = m.params_m * 1e6;
  sti.checkpoint_copies = static_cast<int>(cat.assumption("checkpoint-copies"));
  sti.drive_bytes = cat.assumption("nvme-drive-tb") * units::k_bytes_per_tb;
  sti.drive_read_bytes_per_s = cat.assumption("nvme-read-gb-per-s") * 1e9;
  e.storage = storage(sti);
  hc.drives = e.storage.drives;

  HostFit hf;
  if (!c.host.cpu.empty()) {
    e.cpu = &cat.cpu(c.host.cpu);
    e.sockets = c.host.sockets.value_or(std::min(2, e.cpu->max_sockets));
    if (e.sockets > e.cpu->max_sockets) {
      e.reasons.push_back(fmt::format("{} supports {} socket(s), not {}", e.cpu->id, e.cpu->max_sockets, e.sockets));
    }
    hf = fit_host(w, cat, c.host, hc, *e.cpu, std::min(e.sockets, e.cpu->max_sockets));
  } else {
    // The smallest adequate CPU: fewest cores, then lowest TDP, then fastest memory, then id;
    // two sockets unless pinned (NVIDIA's PCIe-optimised reference topologies 2-4-3, 2-8-5).
    std::vector<const CpuSpec*> order;
    int sockets = c.host.sockets.value_or(2);
    for (const auto& cpu : cat.cpus) {
      if (cpu.max_sockets >= sockets && cpu.pcie_gen >= std::min(g.pcie_gen, 5)) {
        order.push_back(&cpu);
      }
    }
    std::sort(order.begin(), order.end(), [](const CpuSpec* a, const CpuSpec* b) {
      if (a->cores != b->cores) return a->cores < b->cores;
      if (a->tdp_w != b->tdp_w) return a->tdp_w < b->tdp_w;
      if (a->memory_mt_s_1dpc != b->memory_mt_s_1dpc) return a->memory_mt_s_1dpc > b->memory_mt_s_1dpc;
      return a->id < b->id;
    });
    e.sockets = sockets;
    for (const auto* cpu : order) {
      HostFit trial = fit_host(w, cat, c.host, hc, *cpu, sockets);
      if (trial.reasons.empty() && trial.warnings.empty()) {
        e.cpu = cpu;
        hf = std::move(trial);
        break;
      }
    }
    if (!e.cpu) {
      e.reasons.push_back(fmt::format("no catalog CPU in {} sockets has the cores, PCIe lanes and memory this needs",
                                      sockets));
      if (!order.empty()) {
        e.cpu = order.back();
        hf = fit_host(w, cat, c.host, hc, *e.cpu, sockets);
        hf.reasons.clear();
        hf.warnings.clear();
      }
    }
    e.cpu_chosen = true;
  }
  for (auto& r : hf.reasons) {
    e.reasons.push_back(std::move(r));
  }
  for (auto& wmsg : hf.warnings) {
    e.warnings.push_back(std::move(wmsg));
  }
  e.workers_per_process = hf.workers_per_process;
  e.processes = hc.processes;
  e.workers_total = hf.workers_total;
  e.cores_required = hf.cores_required;
  e.lanes_required = hf.lanes_required;
  e.lanes_available = hf.lanes_available;
  e.ram_need = hf.need;
  e.ram = hf.ram;
  if (e.cpu && e.cpu->pcie_gen < g.pcie_gen) {
    e.warnings.push_back(fmt::format("{} offers PCIe Gen{}; the {} runs at Gen{} there", e.cpu->id, e.cpu->pcie_gen,
                                     g.id, e.cpu->pcie_gen));
  }
  if (e.ram && e.ram->dimms_per_channel > 1) {
    e.warnings.push_back(fmt::format("{} GB needs 2 DIMMs per channel: memory runs at {} MT/s instead of {}",
                                     e.ram->total_gb, e.ram->speed_mt_s, e.cpu ? e.cpu->memory_mt_s_1dpc : 0));
  }

  // ---- M4: all-reduce ----------------------------------------------------------------------
  double backward_s = e.step.step_s * (2.0 / 3.0);
  if (w.mode == Mode::ddp && c.count > 1) {
    LinkInputs li;
    li.count = c.count;
    li.sockets = e.sockets;
    li.pcie_efficiency = cat.assumption("pcie-efficiency");
    li.nvlink_efficiency = cat.assumption("nvlink-efficiency");
    li.socket_link_gb_per_s = cat.assumption("socket-link-gb-per-s");
    e.link = ring_link(g, li);
    e.allreduce = allreduce(m.params_m * 1e6 * 4.0, c.count, e.link, cat.assumption("nccl-latency-us") * 1e-6,
                            cat.assumption("ddp-overlap-fraction"), backward_s);
    // Every step waits for the slowest rank: a share per doubling of ranks (calibrated on
    // seed 004's 3.5-3.8x for 4 GPUs, S11).
    e.sync_overhead_s = e.step.step_s * cat.assumption("ddp-sync-overhead-per-doubling") * std::log2(c.count);
  } else {
    e.allreduce.gradient_bytes = m.params_m * 1e6 * 4.0;
  }
  e.step_s = e.step.step_s + e.allreduce.exposed_s + e.sync_overhead_s;

  // ---- M5: data pipeline -------------------------------------------------------------------
  int gpus_per_job = w.mode == Mode::ddp ? c.count : 1;
  double share = w.mode == Mode::ddp ? 1.0 : 1.0 / e.jobs;
  e.compute_images_per_s = e.step.images_per_s * gpus_per_job;
  e.gpu_images_per_s = gpus_per_job * si.batch_per_gpu / e.step_s;
  e.scaling_efficiency = e.gpu_images_per_s / e.compute_images_per_s;
  if (e.cpu) {
    LoaderInputs lin;
    lin.cores_total = e.cpu->cores * e.sockets;
    lin.processes = hc.processes;
    lin.workers_total = e.workers_total;
    lin.images_per_core_s_ref = f.loader_images_per_core_s;
    lin.ref_res_px = m.ref_res_px;
    lin.res_px = w.res_px;
    lin.cpu_base_ghz = e.cpu->base_ghz;
    lin.ref_ghz = cat.assumption("cpu-base-ghz-ref");
    lin.decoded_in_ram = w.cache == CacheMode::ram;
    e.loader = loader(lin);
  }
  e.loader_images_per_s = e.loader.images_per_s * share;
  e.storage_images_per_s = e.storage.read_images_per_s * share;
  e.images_per_s = e.gpu_images_per_s;
  e.bottleneck = "gpu-compute";
  if (e.allreduce.exposed_s > 0.2 * e.step_s) {
    e.bottleneck = "allreduce";
  }
  if (e.loader_images_per_s < e.images_per_s) {
    e.images_per_s = e.loader_images_per_s;
    e.bottleneck = "data-loader";
  }
  if (e.storage_images_per_s > 0 && e.storage_images_per_s < e.images_per_s) {
    e.images_per_s = e.storage_images_per_s;
    e.bottleneck = "storage";
  }
  if (!(e.images_per_s > 0)) {
    e.reasons.push_back("the data loader delivers no images (no CPU cores left for workers)");
    e.images_per_s = 1e-9;
  }

  // ---- M8: schedule ------------------------------------------------------------------------
  // Validation runs on rank 0 only (Ultralytics validates on RANK in {-1, 0}), forward only.
  e.val_s = static_cast<double>(w.val_images) * cat.assumption("validation-cost-factor") / e.step.images_per_s;
  e.epoch_s = static_cast<double>(w.dataset_images) / e.images_per_s + e.val_s;
  e.train_s = e.epoch_s * w.epochs;
  double night_s = w.night_hours * units::k_s_per_h;
  e.experiments_per_night = static_cast<int>(std::floor(night_s / e.train_s)) * e.jobs;

  // ---- M7: power ---------------------------------------------------------------------------
  double cpu_tdp = e.cpu ? e.cpu->tdp_w : 0;
  e.seed_method_w = seed_method_w(g.max_power_w, c.count, cpu_tdp, e.sockets, cat.assumption("seed-power-overhead"));
  ComponentInputs ci;
  ci.gpu_w = g.max_power_w * c.count;
  ci.cpu_w = cpu_tdp * e.sockets;
  ci.dimm_w = e.ram ? e.ram->dimm->power_w * e.ram->count : 0;
  ci.drive_w = e.storage.drives * cat.assumption("nvme-power-w");
  ci.nic_w = hc.nics * cat.assumption("nic-power-w");
  ci.fan_fraction = cat.assumption("fan-power-fraction");
  e.component = component_power(ci);

  auto circuits = circuit_candidates(cat, c.host);
  // PSUs first at the circuit class the seed method points to, then the wall power decides.
  auto pick_psus = [&](const CircuitSpec& circ) -> std::optional<PsuPlan> {
    if (!c.host.psu.empty()) {
      const PsuSpec& p = cat.psu(c.host.psu);
      if (c.host.psus) {
        return plan_psus_fixed(p, circ, e.component.dc_w, c.host.redundancy, *c.host.psus);
      }
      return plan_psus(p, circ, e.component.dc_w, c.host.redundancy);
    }
    std::optional<PsuPlan> best;
    for (const auto& p : cat.psus) {
      auto plan = c.host.psus ? plan_psus_fixed(p, circ, e.component.dc_w, c.host.redundancy, *c.host.psus)
                              : plan_psus(p, circ, e.component.dc_w, c.host.redundancy);
      if (!plan || plan->capacity_w < e.component.dc_w) {
        continue;
      }
      // Fewest units, then the smallest rating that carries the load, then id.
      if (!best || plan->count < best->count ||
          (plan->count == best->count &&
           (plan->rating_w < best->rating_w || (plan->rating_w == best->rating_w && p.id < best->psu->id)))) {
        best = plan;
      }
    }
    return best;
  };
  auto first = choose_circuit(circuits, e.seed_method_w);
  if (first) {
    e.psu = pick_psus(*first->circuit);
  }
  double efficiency = e.psu ? e.psu->efficiency : 0.9;
  e.wall_w = e.component.dc_w / efficiency;
  e.circuit_load_w = std::max(e.seed_method_w, e.wall_w);
  e.circuit = choose_circuit(circuits, e.circuit_load_w);
  if (e.circuit && first && e.circuit->circuit != first->circuit) {
    e.psu = pick_psus(*e.circuit->circuit);
    if (e.psu) {
      e.wall_w = e.component.dc_w / e.psu->efficiency;
      e.circuit_load_w = std::max(e.seed_method_w, e.wall_w);
    }
  }
  e.btu_per_h = e.wall_w * units::k_btu_per_h_per_w;
  if (!e.circuit) {
    e.reasons.push_back("no circuit in the catalog for region '" + c.host.region + "'");
  } else if (e.circuit->count > 1) {
    if (!c.host.circuit.empty()) {
      e.reasons.push_back(fmt::format("{:.0f} W exceeds {} ({:.0f} W usable continuously); it needs {} such circuits",
                                      e.circuit_load_w, e.circuit->circuit->id, e.circuit->usable_w,
                                      e.circuit->count));
    } else {
      e.warnings.push_back(fmt::format("{:.0f} W needs {} x {} circuits", e.circuit_load_w, e.circuit->count,
                                       e.circuit->circuit->id));
    }
  }
  if (!e.psu) {
    e.reasons.push_back(c.host.psu.empty()
                            ? std::string("no catalog PSU can carry the load on this circuit")
                            : fmt::format("{} cannot run on {}", c.host.psu,
                                          e.circuit ? e.circuit->circuit->id : std::string("this circuit")));
  } else if (e.psu->capacity_w < e.component.dc_w) {
    e.reasons.push_back(fmt::format("{} x {} ({}) carry {:.0f} W with redundancy; the server draws {:.0f} W DC",
                                    e.psu->count, e.psu->psu->id, to_string(c.host.redundancy), e.psu->capacity_w,
                                    e.component.dc_w));
  }
  // Cost: GPUs + CPUs + DIMMs + PSUs at list price, only when every one of them is priced.
  if (g.price_usd && e.cpu && e.cpu->price_usd && e.ram && e.ram->dimm->price_usd && e.psu && e.psu->psu->price_usd) {
    e.cost_usd = *g.price_usd * c.count + *e.cpu->price_usd * e.sockets + *e.ram->dimm->price_usd * e.ram->count +
                 *e.psu->psu->price_usd * e.psu->count;
  }
  e.fits = e.reasons.empty();
  return e;
}

namespace {

// The ranking key: smaller is better.
double rank_key(const Evaluation& e, RankBy by) {
  switch (by) {
  case RankBy::time: return e.train_s;
  case RankBy::power: return e.wall_w;
  case RankBy::experiments: return -static_cast<double>(e.experiments_per_night);
  case RankBy::cost: return e.cost_usd.value_or(0);
  }
  return e.train_s;
}

} // namespace

RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat) {

  std::vector<const GpuSpec*> gpus;
  if (s.gpus.empty()) {
    for (const auto& g : cat.gpus) {
      gpus.push_back(&g);
    }
  } else {
    for (const auto& id : s.gpus) {
      gpus.push_back(&cat.gpu(id));
    }
  }
  RankedResult out;
  std::vector<Evaluation> fitting;
  for (int n : s.counts) {
    for (const auto* g : gpus) {
      ConfigRequest c{g->id, n, s.host};
      Evaluation e = evaluate(w, c, cat);
      (e.fits ? fitting : out.rejected).push_back(std::move(e));
    }
  }
  if (s.rank_by == RankBy::cost) {
    // Ranking by cost needs a price for every part of every candidate.
    auto unpriced = std::find_if(fitting.begin(), fitting.end(), [](const Evaluation& e) { return !e.cost_usd; });
    if (unpriced != fitting.end()) {
      throw UsageError(fmt::format("--rank-by cost: {}x {} has parts without price_usd; add prices with --catalog "
                                   "(docs/catalog.md) or narrow the search with --gpu", unpriced->count,
                                   unpriced->gpu->id));
    }
  }
  std::stable_sort(fitting.begin(), fitting.end(), [&](const Evaluation& a, const Evaluation& b) {
    double ka = rank_key(a, s.rank_by);
    double kb = rank_key(b, s.rank_by);
    if (ka != kb) return ka < kb;
    if (a.train_s != b.train_s) return a.train_s < b.train_s;
    if (a.count != b.count) return a.count < b.count;
    return a.gpu->id < b.gpu->id;
  });
  std::map<int, int> kept;
  for (auto& e : fitting) {
    if (s.top == 0 || kept[e.count]++ < s.top) {
      out.configurations.push_back(std::move(e));
    }
  }
  return out;
}

} // namespace vsize
