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

Constants Constants::from(const Catalog& cat) {
  Constants k;
  k.cuda_context_gb = cat.assumption("cuda-context-gb");
  k.workspace_gb = cat.assumption("workspace-gb");
  k.allocator_reserved_factor = cat.assumption("allocator-reserved-factor");
  k.fp32_activation_factor = cat.assumption("fp32-activation-factor");
  k.backward_factor = cat.assumption("backward-factor");
  k.matmul_fraction_default = cat.assumption("matmul-fraction-default");
  k.validation_cost_factor = cat.assumption("validation-cost-factor");
  k.pcie_efficiency = cat.assumption("pcie-efficiency");
  k.nvlink_efficiency = cat.assumption("nvlink-efficiency");
  k.socket_link_gb_per_s = cat.assumption("socket-link-gb-per-s");
  k.nccl_latency_us = cat.assumption("nccl-latency-us");
  k.ddp_overlap_fraction = cat.assumption("ddp-overlap-fraction");
  k.ddp_bucket_mb = cat.assumption("ddp-bucket-mb");
  k.ddp_sync_overhead_per_doubling = cat.assumption("ddp-sync-overhead-per-doubling");
  k.min_cores_per_gpu = cat.assumption("min-cores-per-gpu");
  k.ram_to_gpu_memory_ratio = cat.assumption("ram-to-gpu-memory-ratio");
  k.os_ram_gb = cat.assumption("os-ram-gb");
  k.worker_ram_gb = cat.assumption("worker-ram-gb");
  k.rank_ram_gb = cat.assumption("rank-ram-gb");
  k.seed_power_overhead = cat.assumption("seed-power-overhead");
  k.nic_power_w = cat.assumption("nic-power-w");
  k.nvme_power_w = cat.assumption("nvme-power-w");
  k.fan_power_fraction = cat.assumption("fan-power-fraction");
  k.nvme_read_gb_per_s = cat.assumption("nvme-read-gb-per-s");
  k.nvme_drive_tb = cat.assumption("nvme-drive-tb");
  k.image_bytes_compressed = cat.assumption("image-bytes-compressed");
  k.image_ref_px = cat.assumption("image-ref-px");
  k.checkpoint_copies = cat.assumption("checkpoint-copies");
  k.gpu_lanes = cat.assumption("gpu-lanes");
  k.nic_lanes = cat.assumption("nic-lanes");
  k.nvme_lanes = cat.assumption("nvme-lanes");
  k.nics_per_server = cat.assumption("nics-per-server");
  k.cache_aspect_ratio = cat.assumption("cache-aspect-ratio");
  k.cpu_base_ghz_ref = cat.assumption("cpu-base-ghz-ref");
  k.segment_loader_cost_factor = cat.assumption("segment-loader-cost-factor");
  return k;
}

namespace {

constexpr int k_max_batch_per_gpu = 1024; // Ultralytics AutoBatch falls back outside 1..1024

double capacity_bytes_of(const GpuSpec& g) {
  // What PyTorch reports as total_memory where a source shows it, else the marketed GB.
  return g.usable_memory_gib ? *g.usable_memory_gib * units::k_bytes_per_gib : g.memory_gb * units::k_bytes_per_gb;
}

MemoryInputs memory_inputs(const Prepared& p, bool ddp) {
  MemoryInputs in;
  in.params = p.model->params_m * 1e6;
  in.activation_bytes_per_image_ref = p.model->activation_gb_per_image * units::k_bytes_per_gb;
  in.assigner_bytes_per_image =
      p.family->assigner_bytes_per_object_anchor * p.w.max_objects * anchor_points(p.w.res_px);
  in.ref_res_px = p.model->ref_res_px;
  in.res_px = p.w.res_px;
  in.precision = p.w.amp;
  in.optimizer = p.w.optimizer;
  in.ema = p.family->ema;
  in.ddp = ddp;
  in.context_bytes = p.k.cuda_context_gb * units::k_bytes_per_gb;
  in.workspace_bytes = p.k.workspace_gb * units::k_bytes_per_gb;
  in.reserved_factor = p.k.allocator_reserved_factor;
  in.fp32_activation_factor = p.k.fp32_activation_factor;
  return in;
}

struct BatchFit {
  int per_gpu = 0;
  int global = 0;
  double budget = 0;
  bool too_few_images = false; // an explicit global batch smaller than the ranks
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
  } else {
    b.budget = capacity;
    if (w.batch.global < ranks) {
      b.too_few_images = true;
    } else {
      b.per_gpu = w.batch.global / ranks; // Ultralytics: batch // world_size
    }
  }
  b.global = b.per_gpu * ranks;
  return b;
}

std::string batch_reason(const Workload& w, const BatchFit& b, double capacity, int ranks) {
  if (b.too_few_images) {
    return fmt::format("--batch {} is smaller than the {} ranks it is split over", w.batch.global, ranks);
  }
  return fmt::format("batch 1 does not fit in {:.0f} % of {:.1f} GB", w.batch.fraction * 100,
                     capacity / units::k_bytes_per_gb);
}

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

// Host figures for one CPU choice; flags say what falls short, host_messages() words it.
struct HostFit {
  const CpuSpec* cpu = nullptr;
  int sockets = 0;
  int workers_per_process = 0;
  int workers_total = 0;
  int cores_required = 0;
  int min_cores = 0;
  int lanes_required = 0;
  int lanes_available = 0;
  double ram_target_gb = 0;
  RamNeed need;
  std::optional<DimmPopulation> ram;
  bool below_min_cores = false;
  bool too_few_threads = false;
  bool cores_shared = false; // fewer cores than processes + workers: a warning
  bool too_few_lanes = false;
  bool ram_unreachable = false;
  bool ram_pinned_short = false;

  bool adequate() const {
    return !below_min_cores && !too_few_threads && !cores_shared && !too_few_lanes && !ram_unreachable &&
           !ram_pinned_short;
  }
};

HostFit fit_host(const Prepared& p, const HostContext& hc, const CpuSpec& cpu, int sockets) {
  const Constants& k = p.k;
  HostFit h;
  h.cpu = &cpu;
  h.sockets = sockets;
  int threads = cpu.threads * sockets;
  h.workers_per_process = workers_per_process(threads, hc.processes, p.w.workers);
  h.workers_total = h.workers_per_process * hc.processes;
  h.min_cores = static_cast<int>(k.min_cores_per_gpu) * hc.gpus;
  h.cores_required = cores_required(hc.processes, h.workers_per_process, hc.gpus, static_cast<int>(k.min_cores_per_gpu));
  // Hard limits: NVIDIA's minimum cores per GPU, and a hardware thread for every process.
  // Fewer cores than processes + workers is a warning (workers share cores through SMT and
  // the loader model counts only the cores); vsize's own choice always covers them (S6).
  int cores = cpu.cores * sockets;
  h.below_min_cores = cores < h.min_cores;
  h.too_few_threads = threads < hc.processes + h.workers_total;
  h.cores_shared = cores < h.cores_required;
  h.lanes_required = hc.gpus * hc.gpu_lanes + hc.drives * static_cast<int>(k.nvme_lanes) +
                     hc.nics * static_cast<int>(k.nic_lanes);
  h.lanes_available = cpu_pcie_lanes(cpu, sockets);
  h.too_few_lanes = h.lanes_available < h.lanes_required;
  RamInputs ri;
  ri.gpu_memory_total_gb = hc.gpu_memory_total_gb;
  ri.ratio_to_gpu_memory = k.ram_to_gpu_memory_ratio;
  ri.os_gb = k.os_ram_gb;
  ri.cache_bytes_one_copy = hc.cache_bytes_one_copy;
  ri.cache_copies = hc.cache_copies;
  ri.workers_total = h.workers_total;
  ri.worker_gb = k.worker_ram_gb;
  ri.processes = hc.processes;
  ri.process_gb = k.rank_ram_gb;
  h.need = ram_need(ri);
  h.ram_target_gb = p.pins.ram_gb ? *p.pins.ram_gb : h.need.required_gb;
  h.ram = balanced_population(*p.cat, cpu, sockets, h.ram_target_gb);
  h.ram_unreachable = !h.ram;
  h.ram_pinned_short = h.ram && p.pins.ram_gb && *p.pins.ram_gb + 1e-9 < h.need.required_gb;
  return h;
}

void host_messages(const Prepared& p, const HostContext& hc, const HostFit& h, Evaluation& e) {
  const CpuSpec& cpu = *h.cpu;
  int cores = cpu.cores * h.sockets;
  int threads = cpu.threads * h.sockets;
  if (h.below_min_cores) {
    e.reasons.push_back(fmt::format("{} x {} has {} cores; NVIDIA's minimum is {} per GPU = {}", h.sockets, cpu.id,
                                    cores, p.k.min_cores_per_gpu, h.min_cores));
  } else if (h.too_few_threads) {
    e.reasons.push_back(fmt::format("{} x {} has {} hardware threads for {} training processes and {} loader workers",
                                    h.sockets, cpu.id, threads, hc.processes, h.workers_total));
  } else if (h.cores_shared) {
    e.warnings.push_back(fmt::format("{} processes + workers share {} cores ({} threads); the loader counts {} cores",
                                     hc.processes + h.workers_total, cores, threads, std::max(0, cores - hc.processes)));
  }
  if (h.too_few_lanes) {
    e.reasons.push_back(fmt::format("{} x {} offers {} PCIe lanes; {} GPUs x{} + {} NVMe + {} NIC need {}", h.sockets,
                                    cpu.id, h.lanes_available, hc.gpus, hc.gpu_lanes, hc.drives, hc.nics,
                                    h.lanes_required));
  }
  if (h.ram_unreachable) {
    e.reasons.push_back(fmt::format("no balanced {} population on {} x {} reaches {:.0f} GB", cpu.memory_type,
                                    h.sockets, cpu.id, h.ram_target_gb));
  } else if (h.ram_pinned_short) {
    e.reasons.push_back(fmt::format("--ram-gb {:.0f} is below the {:.0f} GB needed ({})", *p.pins.ram_gb,
                                    h.need.required_gb,
                                    h.need.by_contents_gb > h.need.by_ratio_gb
                                        ? fmt::format("OS + image cache x {} copies + workers; try --cache disk",
                                                      hc.cache_copies)
                                        : std::string("2 x total GPU memory")));
  }
}

} // namespace

void validate_workload(const Workload& w, const Catalog& cat) {
  cat.model(w.model); // unknown model: UsageError with a suggestion
  if (w.res_px < 32 || w.res_px > 16384) {
    throw UsageError(fmt::format("--res {}: must be from 32 to 16384 pixels", w.res_px));
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
  if (w.max_objects < 0 || w.max_objects > 100000) {
    throw UsageError(fmt::format("--max-objects {}: must be from 0 to 100000 labelled objects per image", w.max_objects));
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

Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat) {
  validate_workload(w, cat);
  Prepared p;
  p.cat = &cat;
  p.w = w;
  p.pins = pins;
  p.model = &cat.model(w.model);
  p.family = &cat.family(p.model->family);
  p.k = Constants::from(cat);
  if (!pins.cpu.empty()) {
    p.pinned_cpu = &cat.cpu(pins.cpu);
  }
  if (!pins.psu.empty()) {
    p.pinned_psu = &cat.psu(pins.psu);
  }
  // The smallest adequate CPU: fewest cores, then lowest TDP, then fastest memory, then id.
  for (const auto& cpu : cat.cpus) {
    p.cpus_by_size.push_back(&cpu);
  }
  std::sort(p.cpus_by_size.begin(), p.cpus_by_size.end(), [](const CpuSpec* a, const CpuSpec* b) {
    if (a->cores != b->cores) return a->cores < b->cores;
    if (a->tdp_w != b->tdp_w) return a->tdp_w < b->tdp_w;
    if (a->memory_mt_s_1dpc != b->memory_mt_s_1dpc) return a->memory_mt_s_1dpc > b->memory_mt_s_1dpc;
    return a->id < b->id;
  });
  if (!pins.circuit.empty()) {
    p.circuits.push_back(&cat.circuit(pins.circuit));
  } else {
    for (const auto& c : cat.circuits) {
      if (pins.region == "any" || c.region == pins.region) {
        p.circuits.push_back(&c);
      }
    }
  }
  return p;
}

Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat) {
  if (c.count < 1 || c.count > 64) {
    throw UsageError(fmt::format("--count {}: must be from 1 to 64 GPUs", c.count));
  }
  return evaluate(prepare(w, c.host, cat), cat.gpu(c.gpu), c.count);
}

Evaluation evaluate(const Prepared& p, const GpuSpec& g, int count) {
  const Workload& w = p.w;
  const Constants& k = p.k;
  const ModelSpec& m = *p.model;
  const FamilySpec& f = *p.family;
  Evaluation e;
  e.model = p.model;
  e.family = p.family;
  e.gpu = &g;
  e.count = count;
  e.redundancy = p.pins.redundancy;

  // ---- M1/M2: memory and batch -------------------------------------------------------------
  MemoryInputs min = memory_inputs(p, w.mode == Mode::ddp && count > 1);
  BatchFit bf;
  if (w.mode == Mode::mig) {
    e.ranks = 1;
    if (g.mig_profiles.empty()) {
      e.reasons.push_back(g.id + " does not support MIG (NVIDIA MIG user guide, supported GPUs)");
    }
    // The profile with the most instances in which the job fits (ties: more memory, name).
    const MigProfile* chosen = nullptr;
    const MigProfile* largest = nullptr;
    for (const auto& prof : g.mig_profiles) {
      if (!largest || prof.memory_gb > largest->memory_gb) {
        largest = &prof;
      }
      double cap = prof.memory_gb * units::k_bytes_per_gb;
      BatchFit trial = fit_batch(w, min, cap, 1);
      bool ok = trial.per_gpu >= 1 && memory_at_batch(min, trial.per_gpu).device_used_bytes <= cap;
      if (ok && (!chosen || prof.instances > chosen->instances ||
                 (prof.instances == chosen->instances &&
                  (prof.memory_gb > chosen->memory_gb || (prof.memory_gb == chosen->memory_gb && prof.name < chosen->name))))) {
        chosen = &prof;
      }
    }
    if (!chosen) {
      chosen = largest; // nothing fits: report against the largest profile
    }
    if (chosen) {
      e.mig.profile = chosen;
      e.mig.instances_per_gpu = chosen->instances;
      e.capacity_bytes = chosen->memory_gb * units::k_bytes_per_gb;
      e.compute_fraction = chosen->compute_fraction;
    } else {
      e.capacity_bytes = capacity_bytes_of(g);
    }
    e.jobs = count * std::max(1, e.mig.instances_per_gpu);
    bf = fit_batch(w, min, e.capacity_bytes, 1);
  } else {
    e.capacity_bytes = capacity_bytes_of(g);
    e.ranks = w.mode == Mode::ddp ? count : 1;
    e.jobs = w.mode == Mode::ddp ? 1 : count;
    bf = fit_batch(w, min, e.capacity_bytes, e.ranks);
  }
  e.batch_per_gpu = bf.per_gpu;
  e.batch_global = bf.global;
  e.batch_budget_bytes = bf.budget;
  if (bf.per_gpu < 1) {
    e.reasons.push_back(batch_reason(w, bf, e.capacity_bytes, e.ranks));
  }
  e.memory = memory_at_batch(min, std::max(1, e.batch_per_gpu));
  if (e.batch_per_gpu >= 1 && e.memory.device_used_bytes > e.capacity_bytes) {
    e.reasons.push_back(fmt::format("batch {} per GPU needs {:.1f} GB with the CUDA context; the {} has {:.1f} GB",
                                    e.batch_per_gpu, e.memory.device_used_bytes / 1e9,
                                    e.mig.profile ? "MIG instance" : "GPU", e.capacity_bytes / 1e9));
  }
  if (w.batch.kind == BatchSpec::Kind::global && e.batch_per_gpu >= 1 && w.batch.global % e.ranks != 0) {
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
  si.backward_factor = k.backward_factor;
  si.activation_bytes_per_image = e.memory.activation_bytes_per_image;
  si.rate_flops_per_s = e.rate.flops_per_s * e.compute_fraction;
  // Achieved rate = peak x the GPU's measured matmul share x the family's share of that.
  e.matmul_fraction = g.achieved_matmul_fraction.value_or(k.matmul_fraction_default);
  si.efficiency = (w.amp == Precision::fp32 ? f.compute_efficiency_fp32 : f.compute_efficiency) * e.matmul_fraction;
  si.memory_bandwidth_bytes_per_s = g.memory_bandwidth_gb_per_s * 1e9 * e.compute_fraction;
  si.traffic_per_activation_byte = f.memory_traffic_per_activation_byte;
  si.step_overhead_s = f.step_overhead_ms / 1000.0;
  si.batch_per_gpu = std::max(1, e.batch_per_gpu);
  e.step = step_time(si);

  // ---- Host: storage, CPU, sockets, workers ------------------------------------------------
  HostContext hc;
  hc.gpus = count;
  hc.processes = w.mode == Mode::ddp ? count : e.jobs;
  hc.gpu_lanes = g.pcie_lanes > 0 ? g.pcie_lanes : static_cast<int>(k.gpu_lanes);
  hc.nics = static_cast<int>(k.nics_per_server);
  hc.gpu_memory_total_gb = g.memory_gb * count;
  e.cache_bytes_one_copy = w.cache == CacheMode::ram ? static_cast<double>(w.dataset_images) *
                                                           cached_image_bytes(w.res_px, w.cache_shape, k.cache_aspect_ratio)
                                                     : 0.0;
  // Ultralytics builds the dataset, and so the RAM cache, in every training process.
  e.cache_copies = w.cache == CacheMode::ram ? hc.processes : 0;
  hc.cache_bytes_one_copy = e.cache_bytes_one_copy;
  hc.cache_copies = e.cache_copies;

  StorageInputs sti;
  sti.images = w.dataset_images + w.val_images;
  sti.res_px = w.res_px;
  sti.cache = w.cache;
  sti.image_bytes_ref = k.image_bytes_compressed;
  sti.image_ref_px = static_cast<int>(k.image_ref_px);
  sti.params = m.params_m * 1e6;
  sti.checkpoint_copies = static_cast<int>(k.checkpoint_copies);
  sti.drive_bytes = k.nvme_drive_tb * units::k_bytes_per_tb;
  sti.drive_read_bytes_per_s = k.nvme_read_gb_per_s * 1e9;
  e.storage = storage(sti);
  hc.drives = e.storage.drives;

  HostFit hf;
  if (p.pinned_cpu) {
    int sockets = p.pins.sockets.value_or(std::min(2, p.pinned_cpu->max_sockets));
    if (sockets > p.pinned_cpu->max_sockets) {
      e.reasons.push_back(fmt::format("{} supports {} socket(s), not {}", p.pinned_cpu->id, p.pinned_cpu->max_sockets,
                                      sockets));
      sockets = p.pinned_cpu->max_sockets;
    }
    hf = fit_host(p, hc, *p.pinned_cpu, sockets);
  } else {
    // Two sockets unless pinned (NVIDIA's PCIe-optimised reference topologies 2-4-3, 2-8-5),
    // and a CPU whose PCIe generation keeps the GPU at full link speed.
    int sockets = p.pins.sockets.value_or(2);
    const CpuSpec* fallback = nullptr;
    for (const auto* cpu : p.cpus_by_size) {
      if (cpu->max_sockets < sockets || cpu->pcie_gen < std::min(g.pcie_gen, 5)) {
        continue;
      }
      fallback = cpu;
      HostFit trial = fit_host(p, hc, *cpu, sockets);
      if (trial.adequate()) {
        hf = trial;
        break;
      }
    }
    if (!hf.cpu) {
      e.reasons.push_back(fmt::format("no catalog CPU in {} sockets has the cores, PCIe lanes and memory this needs",
                                      sockets));
      if (fallback) {
        hf = fit_host(p, hc, *fallback, sockets);
      }
    }
    e.cpu_chosen = true;
  }
  if (hf.cpu) {
    if (p.pinned_cpu) {
      host_messages(p, hc, hf, e);
    }
    e.cpu = hf.cpu;
    e.sockets = hf.sockets;
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
  if (e.cache_copies > 0 && e.ram_need.by_contents_gb > e.ram_need.by_ratio_gb &&
      e.cache_bytes_one_copy * e.cache_copies / 1e9 > 0.5 * e.ram_need.by_contents_gb) {
    e.warnings.push_back(fmt::format("the RAM image cache ({:.0f} GB x {} copies) sets the RAM at {:.0f} GB; with "
                                     "--cache disk it would be {:.0f} GB",
                                     e.cache_bytes_one_copy / 1e9, e.cache_copies, e.ram_need.required_gb,
                                     std::max(e.ram_need.by_ratio_gb,
                                              e.ram_need.by_contents_gb - e.cache_bytes_one_copy * e.cache_copies / 1e9)));
  }
  if (e.ram && e.ram->dimms_per_channel > 1) {
    e.warnings.push_back(fmt::format("{:g} GB needs 2 DIMMs per channel: memory runs at {} MT/s instead of {}",
                                     e.ram->total_gb, e.ram->speed_mt_s, e.cpu ? e.cpu->memory_mt_s_1dpc : 0));
  }

  // ---- M4: all-reduce ----------------------------------------------------------------------
  double backward_s = e.step.step_s * (2.0 / 3.0);
  e.allreduce.gradient_bytes = m.params_m * 1e6 * 4.0;
  if (w.mode == Mode::ddp && count > 1) {
    LinkInputs li;
    li.count = count;
    li.sockets = std::max(1, e.sockets);
    li.pcie_efficiency = k.pcie_efficiency;
    li.nvlink_efficiency = k.nvlink_efficiency;
    li.socket_link_gb_per_s = k.socket_link_gb_per_s;
    e.link = ring_link(g, li);
    e.allreduce = allreduce(e.allreduce.gradient_bytes, count, e.link, k.nccl_latency_us * 1e-6,
                            k.ddp_overlap_fraction, backward_s, k.ddp_bucket_mb * units::k_bytes_per_mb);
    // Every step waits for the slowest rank: a share per doubling of ranks (calibrated on
    // seed 004's 3.5-3.8x for 4 GPUs, S11).
    e.sync_overhead_s = e.step.step_s * k.ddp_sync_overhead_per_doubling * std::log2(count);
  }
  e.step_s = e.step.step_s + e.allreduce.exposed_s + e.sync_overhead_s;

  // ---- M5: data pipeline -------------------------------------------------------------------
  int gpus_per_job = w.mode == Mode::ddp ? count : 1;
  double share = w.mode == Mode::ddp ? 1.0 : 1.0 / e.jobs;
  e.compute_images_per_s = e.step.images_per_s * gpus_per_job;
  e.gpu_images_per_s = gpus_per_job * si.batch_per_gpu / e.step_s;
  e.scaling_efficiency = e.gpu_images_per_s / e.compute_images_per_s;
  if (e.cpu) {
    LoaderInputs lin;
    lin.cores_total = e.cpu->cores * e.sockets;
    lin.processes = hc.processes;
    lin.workers_total = e.workers_total;
    lin.images_per_core_s_ref =
        f.loader_images_per_core_s / (m.has_instance_masks() ? k.segment_loader_cost_factor : 1.0);
    lin.ref_res_px = m.ref_res_px;
    lin.res_px = w.res_px;
    lin.cpu_base_ghz = e.cpu->base_ghz;
    lin.ref_ghz = k.cpu_base_ghz_ref;
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
  e.val_s = static_cast<double>(w.val_images) * k.validation_cost_factor / e.step.images_per_s;
  e.epoch_s = static_cast<double>(w.dataset_images) / e.images_per_s + e.val_s;
  e.train_s = e.epoch_s * w.epochs;
  double night_s = w.night_hours * units::k_s_per_h;
  e.experiments_per_night = static_cast<int>(std::min(1e6, std::floor(night_s / e.train_s))) * e.jobs;

  // ---- M7: power ---------------------------------------------------------------------------
  double cpu_tdp = e.cpu ? e.cpu->tdp_w : 0;
  e.seed_method_w = seed_method_w(g.max_power_w, count, cpu_tdp, e.sockets, k.seed_power_overhead);
  ComponentInputs ci;
  ci.gpu_w = g.max_power_w * count;
  ci.cpu_w = cpu_tdp * e.sockets;
  ci.dimm_w = e.ram ? e.ram->dimm->power_w * e.ram->count : 0;
  ci.drive_w = e.storage.drives * k.nvme_power_w;
  ci.nic_w = hc.nics * k.nic_power_w;
  ci.fan_fraction = k.fan_power_fraction;
  e.component = component_power(ci);

  // PSUs first at the circuit class the seed method points to, then the wall power decides.
  auto pick_psus = [&](const CircuitSpec& circ) -> std::optional<PsuPlan> {
    auto plan_for = [&](const PsuSpec& psu) {
      return p.pins.psus ? plan_psus_fixed(psu, circ, e.component.dc_w, p.pins.redundancy, *p.pins.psus)
                         : plan_psus(psu, circ, e.component.dc_w, p.pins.redundancy);
    };
    if (p.pinned_psu) {
      return plan_for(*p.pinned_psu);
    }
    std::optional<PsuPlan> best;
    for (const auto& psu : p.cat->psus) {
      auto plan = plan_for(psu);
      if (!plan || plan->capacity_w < e.component.dc_w) {
        continue;
      }
      // Fewest units, then the smallest rating that carries the load, then id.
      if (!best || plan->count < best->count ||
          (plan->count == best->count &&
           (plan->rating_w < best->rating_w || (plan->rating_w == best->rating_w && psu.id < best->psu->id)))) {
        best = plan;
      }
    }
    return best;
  };
  auto first = choose_circuit(p.circuits, e.seed_method_w);
  if (first) {
    e.psu = pick_psus(*first->circuit);
  }
  e.wall_w = e.component.dc_w / (e.psu ? e.psu->efficiency : 0.9);
  e.circuit_load_w = std::max(e.seed_method_w, e.wall_w);
  e.circuit = choose_circuit(p.circuits, e.circuit_load_w);
  if (e.circuit && first && e.circuit->circuit != first->circuit) {
    e.psu = pick_psus(*e.circuit->circuit);
    if (e.psu) {
      e.wall_w = e.component.dc_w / e.psu->efficiency;
      e.circuit_load_w = std::max(e.seed_method_w, e.wall_w);
    }
  }
  e.btu_per_h = e.wall_w * units::k_btu_per_h_per_w;
  if (!e.circuit) {
    e.reasons.push_back("no circuit in the catalog for region '" + p.pins.region + "'");
  } else if (e.circuit->count > 1) {
    if (!p.pins.circuit.empty()) {
      e.reasons.push_back(fmt::format("{:.0f} W exceeds {} ({:.0f} W usable continuously); it needs {} such circuits",
                                      e.circuit_load_w, e.circuit->circuit->id, e.circuit->usable_w,
                                      e.circuit->count));
    } else {
      e.warnings.push_back(fmt::format("{:.0f} W needs {} x {} circuits", e.circuit_load_w, e.circuit->count,
                                       e.circuit->circuit->id));
    }
  }
  if (!e.psu) {
    e.reasons.push_back(!p.pinned_psu ? std::string("no catalog PSU can carry the load on this circuit")
                                      : fmt::format("{} cannot run on {}", p.pinned_psu->id,
                                                    e.circuit ? e.circuit->circuit->id : std::string("this circuit")));
  } else if (e.psu->capacity_w < e.component.dc_w) {
    e.reasons.push_back(fmt::format("{} x {} ({}) carry {:.0f} W with redundancy; the server draws {:.0f} W DC",
                                    e.psu->count, e.psu->psu->id, to_string(p.pins.redundancy), e.psu->capacity_w,
                                    e.component.dc_w));
  }
  // Cost: GPUs + CPUs + DIMMs + PSUs at list price, only when every one of them is priced.
  if (g.price_usd && e.cpu && e.cpu->price_usd && e.ram && e.ram->dimm->price_usd && e.psu && e.psu->psu->price_usd) {
    e.cost_usd = *g.price_usd * count + *e.cpu->price_usd * e.sockets + *e.ram->dimm->price_usd * e.ram->count +
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
  Prepared p = prepare(w, s.host, cat);
  RankedResult out;
  std::vector<Evaluation> fitting;
  for (int n : s.counts) {
    for (const auto* g : gpus) {
      Evaluation e = evaluate(p, *g, n);
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
