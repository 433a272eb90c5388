// M5/M6: data pipeline and host platform (formulas: include/vsize/host_model.hpp).
#include "vsize/host_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

double cached_image_bytes(int res_px, CacheShape shape, double aspect_ratio) {
  double side = res_px;
  double short_side = shape == CacheShape::square ? side : side * aspect_ratio;
  return side * short_side * 3.0; // 8-bit RGB
}

int workers_per_process(int threads_total, int processes, int workers, int batch) {
  if (processes <= 0) {
    return 0;
  }
  return std::max(0, std::min({threads_total / processes, batch > 1 ? batch : 0, workers}));
}

int cores_required(int processes, int workers_per_process, int gpus, int min_per_gpu) {
  return std::max(min_per_gpu * gpus, processes + processes * workers_per_process);
}

RamNeed ram_need(const RamInputs& in) {
  RamNeed r;
  r.by_ratio_gb = in.ratio_to_gpu_memory * in.gpu_memory_total_gb;
  // Ultralytics caches only when 1 + margin copies are free (data/base.py check_cache_ram);
  // planned for the last rank, which checks after the others have cached.
  double copies = in.cache_copies > 0 ? in.cache_copies + in.cache_safety_margin : 0.0;
  r.by_contents_gb = in.os_gb + units::gb(in.cache_bytes_one_copy * copies) + in.workers_total * in.worker_gb +
                     in.processes * in.process_gb;
  r.required_gb = std::max(r.by_ratio_gb, r.by_contents_gb);
  return r;
}

MemorySlots memory_slots(const CpuSpec& cpu, int sockets, const PlatformSpec* platform) {
  MemorySlots m;
  int channels = cpu.memory_channels * sockets;
  m.max_dpc = cpu.max_dpc;
  m.mt_s_1dpc = cpu.memory_mt_s_1dpc;
  m.mt_s_2dpc = cpu.memory_mt_s_2dpc;
  m.slots = channels * m.max_dpc;
  if (platform) {
    m.slots = platform->dimm_slots_per_socket * sockets;
    m.max_dpc = std::min(cpu.max_dpc, channels > 0 ? m.slots / channels : 0);
    if (platform->memory_mt_s_1dpc) {
      m.mt_s_1dpc = std::min(m.mt_s_1dpc, *platform->memory_mt_s_1dpc);
    }
    if (platform->memory_mt_s_2dpc) {
      m.mt_s_2dpc = std::min(m.mt_s_2dpc.value_or(*platform->memory_mt_s_2dpc), *platform->memory_mt_s_2dpc);
    }
    m.max_total_gb = platform->max_memory_gb;
  }
  return m;
}

std::optional<DimmPopulation> balanced_population(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu,
                                                  int sockets, double required_gb, const MemorySlots& slots) {
  int channels = cpu.memory_channels * sockets;
  for (int dpc = 1; dpc <= slots.max_dpc; ++dpc) {
    const DimmSpec* best = nullptr;
    for (const auto& d : dimms) {
      double total = d.capacity_gb * channels * dpc;
      if (d.memory_type != cpu.memory_type || (slots.max_total_gb && total > *slots.max_total_gb + 1e-9)) {
        continue;
      }
      // 1e-9 tolerance: 24 x 16 GB must meet exactly 384 GB.
      if (total + 1e-9 >= required_gb &&
          (!best || d.capacity_gb < best->capacity_gb || (d.capacity_gb == best->capacity_gb && d.id < best->id))) {
        best = &d;
      }
    }
    if (best) {
      DimmPopulation p;
      p.dimm = best;
      p.count = channels * dpc;
      p.dimms_per_channel = dpc;
      p.total_gb = best->capacity_gb * p.count;
      int cpu_speed = dpc == 1 ? slots.mt_s_1dpc : slots.mt_s_2dpc.value_or(0);
      p.speed_mt_s = cpu_speed > 0 ? std::min(cpu_speed, best->max_mt_s) : 0;
      return p;
    }
  }
  return std::nullopt;
}

double max_population_gb(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                         const MemorySlots& slots) {
  double best = 0;
  int channels = cpu.memory_channels * sockets;
  for (const auto& d : dimms) {
    double total = d.capacity_gb * channels * slots.max_dpc;
    if (d.memory_type == cpu.memory_type && (!slots.max_total_gb || total <= *slots.max_total_gb + 1e-9)) {
      best = std::max(best, total);
    }
  }
  return best;
}

int cpu_pcie_lanes(const CpuSpec& cpu, int sockets) {
  if (sockets > cpu.max_sockets) {
    return 0;
  }
  if (sockets >= 2) {
    return cpu.pcie_lanes_2s.value_or(0);
  }
  return cpu.pcie_lanes_1s;
}

Storage storage(const StorageInputs& in) {
  Storage s;
  // Compressed size grows with the pixels of the images as stored.
  double image_bytes = in.image_bytes_ref * in.source_mp / in.image_ref_mp;
  s.dataset_bytes = static_cast<double>(in.images) * image_bytes;
  // Ultralytics cache=disk writes an uncompressed .npy per image at its original resolution.
  double npy_bytes = static_cast<double>(in.res_px) * in.res_px * 3.0;
  s.disk_cache_bytes = in.cache == CacheMode::disk ? static_cast<double>(in.images) * npy_bytes : 0.0;
  // Checkpoint: FP16 model + FP16 EMA + FP32 optimizer states (Ultralytics last.pt/best.pt).
  s.checkpoint_bytes = in.params * (2.0 + 2.0 + 8.0) * in.checkpoint_copies;
  s.total_bytes = s.dataset_bytes + s.disk_cache_bytes + s.checkpoint_bytes;
  // At most a million drives: beyond that a figure is out of scale, and the bays check rejects it.
  s.drives = static_cast<int>(std::clamp(std::ceil(s.total_bytes / in.drive_bytes), 1.0, 1e6));
  double read_bytes_per_s = s.drives * in.drive_read_bytes_per_s;
  switch (in.cache) {
  case CacheMode::ram: s.read_images_per_s = std::nullopt; break;
  case CacheMode::disk: s.read_images_per_s = read_bytes_per_s / npy_bytes; break;
  case CacheMode::none: s.read_images_per_s = read_bytes_per_s / image_bytes; break;
  }
  return s;
}

double python_clock_scale(const Assumptions& a, const CpuSpec* cpu) {
  return cpu && cpu->base_ghz > 0 ? a.host_python_ref_ghz / cpu->base_ghz : 1.0;
}

Loader loader(const LoaderInputs& in) {
  Loader l;
  double scale = static_cast<double>(in.res_px) / in.ref_res_px;
  double decode_ms = in.decoded_cache ? 0.0 : in.decodes_per_sample * in.decode_ms_per_mp * in.source_mp;
  l.ms_per_sample = (in.augment_ms + in.mask_augment_ms) * scale * scale + decode_ms;
  if (in.workers_total > 0) {
    double free_cores = std::max(0.0, in.cores_total - in.processes * in.trainer_cores_per_process);
    double on_siblings = std::max(0.0, std::min<double>(in.workers_total, in.threads_total - in.processes) - free_cores);
    l.cores_used = std::min<double>(in.workers_total, free_cores) + in.smt_gain * on_siblings;
  } else {
    l.cores_used = in.processes; // workers=0: each training process loads, in series with its step
  }
  l.images_per_core_s = in.efficiency * 1000.0 / l.ms_per_sample * (in.cpu_base_ghz / in.ref_ghz);
  l.images_per_s = l.cores_used * l.images_per_core_s;
  return l;
}

namespace {

// The host figures of one CPU choice, without findings; `adequate` says whether it meets
// every hard limit and has a core per process and worker (what vsize's own choice needs).
struct HostTrial {
  HostPlan plan;
  bool below_min_cores = false;
  bool too_few_threads = false;
  bool cores_shared = false;
  bool too_few_lanes = false;
  bool off_platform = false; // family or TDP the chassis does not take
  bool ram_unreachable = false;
  bool ram_pinned_short = false;

  bool adequate() const {
    return !below_min_cores && !too_few_threads && !cores_shared && !too_few_lanes && !off_platform &&
           !ram_unreachable && !ram_pinned_short;
  }
  bool ram_short() const { return ram_unreachable || ram_pinned_short; }
};

bool cpu_fits_platform(const CpuSpec& cpu, const PlatformSpec* p) {
  return !p || (p->takes_family(cpu.family) && (!p->cpu_tdp_max_w || cpu.tdp_w <= *p->cpu_tdp_max_w));
}

void check_cores_and_lanes(const Scenario& s, const CpuSpec& cpu, HostTrial& t) {
  HostPlan& h = t.plan;
  int threads = cpu.threads * h.sockets;
  int cores = cpu.cores * h.sockets;
  h.workers_per_process = workers_per_process(threads, h.processes, s.w.workers, h.batch_per_gpu);
  h.workers_total = h.workers_per_process * h.processes;
  h.cores_required = cores_required(h.processes, h.workers_per_process, s.count, h.min_cores_per_gpu);
  // Hard limits: NVIDIA's minimum cores per GPU, and a hardware thread for every process.
  // Fewer cores than processes + workers is a warning (workers share cores through SMT and
  // the loader model counts only the cores); vsize's own choice always covers them (S6).
  t.below_min_cores = cores < h.min_cores_per_gpu * s.count;
  t.too_few_threads = threads < h.processes + h.workers_total;
  t.cores_shared = cores < h.cores_required;
  h.lanes_required =
      s.count * h.gpu_lanes + h.storage.drives * h.drive->pcie_lanes + h.nics * h.nic->pcie_lanes;
  h.lanes_available = cpu_pcie_lanes(cpu, h.sockets);
  // Behind PCIe switches the chassis, not the CPU, fans lanes out to GPUs, drives and NICs;
  // the vendor validated that design, so only direct-attach servers are checked. Without a
  // chassis (--platform none) the topology is unknown: every real 8-GPU server has more GPU,
  // NVMe and NIC lanes than its CPUs and switches them, so none is assumed short.
  bool direct = s.platform && s.platform->pcie_topology == "direct";
  t.too_few_lanes = direct && h.lanes_available < h.lanes_required;
  t.off_platform = !cpu_fits_platform(cpu, s.platform);
}

// With `search`, stops before the RAM population once a cheaper limit already fails (the
// search only wants adequate CPUs; most small ones fail on cores).
HostTrial try_cpu(const HostPlan& base, const Scenario& s, const HostOptions& o, const ServerPins& pins,
                  const CpuSpec& cpu, int sockets, bool search = false) {
  HostTrial t;
  HostPlan& h = t.plan;
  h = base;
  h.cpu = &cpu;
  h.sockets = sockets;
  check_cores_and_lanes(s, cpu, t);
  if (search && !t.adequate()) {
    return t;
  }
  h.slots = memory_slots(cpu, sockets, s.platform);
  h.ram_inputs.workers_total = h.workers_total;
  h.ram_need = ram_need(h.ram_inputs);
  h.ram_target_gb = pins.ram_gb ? *pins.ram_gb : std::max(h.ram_need.required_gb, pins.ram_floor_gb.value_or(0.0));
  h.ram = balanced_population(*o.dimms, cpu, sockets, h.ram_target_gb, h.slots);
  h.ram_limit_gb = pins.ram_gb ? *pins.ram_gb : max_population_gb(*o.dimms, cpu, sockets, h.slots);
  t.ram_unreachable = !h.ram;
  t.ram_pinned_short = h.ram && pins.ram_gb && *pins.ram_gb + 1e-9 < h.ram_need.required_gb;
  return t;
}

// Findings for a pinned CPU that falls short (vsize's own choice is adequate by construction).
void pinned_cpu_findings(const Scenario& s, const HostTrial& t, Findings& out) {
  const HostPlan& h = t.plan;
  const CpuSpec& cpu = *h.cpu;
  double cores = cpu.cores * h.sockets;
  double threads = cpu.threads * h.sockets;
  double sockets = h.sockets;
  if (s.platform && !s.platform->takes_family(cpu.family)) {
    add_finding(out, FindingCode::cpu_not_on_platform, cpu.id);
  } else if (s.platform && s.platform->cpu_tdp_max_w && cpu.tdp_w > *s.platform->cpu_tdp_max_w) {
    add_finding(out, FindingCode::cpu_tdp_over_platform, cpu.id, {cpu.tdp_w, *s.platform->cpu_tdp_max_w});
  }
  if (t.below_min_cores) {
    add_finding(out, FindingCode::cores_below_minimum, cpu.id,
                {sockets, cores, double(h.min_cores_per_gpu), double(h.min_cores_per_gpu * s.count)});
  } else if (t.too_few_threads) {
    add_finding(out, FindingCode::threads_too_few, cpu.id,
                {sockets, threads, double(h.processes), double(h.workers_total)});
  } else if (t.cores_shared) {
    add_finding(out, FindingCode::cores_shared, cpu.id,
                {double(h.processes + h.workers_total), cores, threads, std::max(0.0, cores - h.processes)});
  }
  if (t.too_few_lanes) {
    add_finding(out, FindingCode::pcie_lanes_short, cpu.id,
                {sockets, double(h.lanes_available), double(s.count), double(h.gpu_lanes), double(h.storage.drives),
                 double(h.nics), double(h.lanes_required)});
  }
  if (t.ram_unreachable) {
    add_finding(out, FindingCode::ram_unreachable, cpu.id,
                {sockets, h.ram_target_gb, double(h.slots.slots), h.ram_limit_gb});
  } else if (t.ram_pinned_short) {
    bool by_contents = h.ram_need.by_contents_gb > h.ram_need.by_ratio_gb;
    add_finding(out, FindingCode::ram_pinned_short, {},
                {h.ram_target_gb, h.ram_need.required_gb, by_contents ? 1.0 : 0.0, double(h.cache_copies),
                 h.ram_inputs.ratio_to_gpu_memory});
  }
}

int sockets_for(const Scenario& s, const ServerPins& pins, int fallback, Findings& out) {
  int sockets = pins.sockets.value_or(s.platform ? s.platform->sockets : fallback);
  if (s.platform && sockets > s.platform->sockets) {
    add_finding(out, FindingCode::sockets_over_platform, s.platform->id, {double(sockets), double(s.platform->sockets)});
  }
  return sockets;
}

HostTrial pick_cpu(const HostPlan& base, const Scenario& s, const HostOptions& o, const ServerPins& pins,
                   Findings& out) {
  if (pins.cpu) {
    const CpuSpec& cpu = *pins.cpu;
    int sockets = sockets_for(s, pins, std::min(2, cpu.max_sockets), out);
    if (sockets > cpu.max_sockets) {
      add_finding(out, FindingCode::cpu_sockets_unsupported, cpu.id, {double(cpu.max_sockets), double(sockets)});
      sockets = cpu.max_sockets;
    }
    HostTrial t = try_cpu(base, s, o, pins, cpu, sockets);
    pinned_cpu_findings(s, t, out);
    return t;
  }
  // Two sockets unless pinned or the chassis says otherwise (NVIDIA's PCIe-optimised reference
  // topologies 2-4-3, 2-8-5), a CPU the chassis takes, and a PCIe generation that keeps the GPU
  // at full link speed.
  int sockets = sockets_for(s, pins, 2, out);
  const CpuSpec* fallback = nullptr;
  for (const auto* cpu : o.candidates) {
    if (cpu->max_sockets < sockets || cpu->pcie_gen < std::min(s.gpu.pcie_gen, 5) ||
        !cpu_fits_platform(*cpu, s.platform)) {
      continue;
    }
    fallback = cpu;
    HostTrial t = try_cpu(base, s, o, pins, *cpu, sockets, true);
    if (t.adequate()) {
      t.plan.cpu_chosen = true;
      return t;
    }
  }
  add_finding(out, FindingCode::no_adequate_cpu, {}, {double(sockets)});
  HostTrial t;
  t.plan = base;
  if (fallback) {
    // The largest CPU the chassis takes, and what it lacks.
    t = try_cpu(base, s, o, pins, *fallback, sockets);
    pinned_cpu_findings(s, t, out);
  }
  t.plan.cpu_chosen = true;
  return t;
}

// A DDP rank holds its core: NCCL's proxy thread busy-polls ("seeing 100% CPU for each NCCL
// thread is expected", NVIDIA/nccl#374). A lone training process holds the core only while Python
// dispatches the step (the step overhead at the host's clock: x `clock_scale`) and leaves the rest
// of a step of `step_s` to the workers.
double trainer_cores(const Scenario& s, const StepPlan& step, double clock_scale, double step_s) {
  bool ranks_communicate = s.mode == Mode::ddp && s.count > 1;
  double dispatch_share = step_s > 0 ? step.time.overhead_s * clock_scale / step_s : 1.0;
  return ranks_communicate ? s.a.trainer_cores_per_rank : std::min<double>(s.a.trainer_cores_per_rank, dispatch_share);
}

// Megapixels of an image at `px` on the long side, 4:3 (cache-aspect-ratio).
double px_mp(double px, const Assumptions& a) { return px * px * a.cache_aspect_ratio / units::k_px_per_mp; }

// The dataset's images as stored: --source-mp, else the family's figure (ImageNet, COCO at
// 800 x 1333), else about the training size, never below source-min-px on the long side: a run
// at 320 px decodes the images as stored and shrinks them (yolov5 and ultralytics load_image).
double source_mp(const Scenario& s) {
  double px = std::max(s.w.res_px, s.a.source_min_px);
  return s.w.source_mp.value_or(s.family.source_image_mp.value_or(px_mp(px, s.a)));
}

LoaderInputs loader_inputs(const Scenario& s, const StepPlan& step, const HostPlan& h) {
  const Assumptions& a = s.a;
  LoaderInputs in;
  in.cores_total = h.cpu->cores * h.sockets;
  in.threads_total = h.cpu->threads * h.sockets;
  in.processes = h.processes;
  in.workers_total = h.workers_total;
  double clock_scale = python_clock_scale(a, h.cpu);
  in.trainer_cores_per_process = trainer_cores(s, step, clock_scale, step_on_host_s(step.time, clock_scale));
  in.augment_ms = s.family.loader_augment_ms;
  in.mask_augment_ms = s.model.has_instance_masks() ? s.family.loader_mask_augment_ms : 0.0;
  in.ref_res_px = s.model.ref_res_px;
  in.res_px = s.w.res_px;
  in.decodes_per_sample = s.w.loader_decodes_per_sample.value_or(s.family.loader_decodes_per_sample);
  in.decode_ms_per_mp = a.jpeg_decode_ms_per_mp;
  // Source images at the training resolution (4:3) unless the family's data says otherwise.
  in.source_mp = source_mp(s);
  in.decoded_cache = h.cache != CacheMode::none;
  in.cpu_base_ghz = h.cpu->base_ghz;
  in.ref_ghz = a.loader_ref_ghz;
  in.efficiency = a.loader_efficiency;
  in.smt_gain = a.smt_worker_gain;
  return in;
}

void host_warnings(const Scenario& s, const HostPlan& h, const HostOptions& o, const ServerPins& pins, Findings& out) {
  if (h.cpu && h.cpu->pcie_gen < s.gpu.pcie_gen) {
    add_finding(out, FindingCode::cpu_pcie_gen_lower, h.cpu->id, {double(h.cpu->pcie_gen)});
  }
  // The RAM cache is worth a note when it changes what is installed: the population the server
  // would get without it is smaller.
  double cache_gb = units::gb(h.cache_bytes_one_copy * h.cache_copies);
  if (h.ram && !pins.ram_gb && h.cache_copies > 0 && h.ram_need.by_contents_gb > h.ram_need.by_ratio_gb) {
    double without_gb = std::max({h.ram_need.by_ratio_gb, h.ram_need.by_contents_gb - cache_gb,
                                  pins.ram_floor_gb.value_or(0.0)});
    auto smaller = balanced_population(*o.dimms, *h.cpu, h.sockets, without_gb, h.slots);
    if (smaller && smaller->total_gb < h.ram->total_gb) {
      add_finding(out, FindingCode::ram_cache_sets_ram, {},
                  {units::gb(h.cache_bytes_one_copy), double(h.cache_copies), h.ram->total_gb, smaller->total_gb});
    }
  }
  if (h.ram && h.ram->dimms_per_channel > 1) {
    add_finding(out, FindingCode::ram_two_dimms_per_channel, {},
                {h.ram->total_gb, double(h.ram->speed_mt_s), double(h.slots.mt_s_1dpc)});
  }
}

// The chassis' drive bays and NIC slots.
void bay_findings(const Scenario& s, const HostPlan& h, Findings& out) {
  if (!s.platform) {
    return;
  }
  if (h.storage.drives > s.platform->nvme_bays) {
    add_finding(out, FindingCode::drives_over_bays, s.platform->id,
                {double(h.storage.drives), double(s.platform->nvme_bays)});
  }
  if (h.nics > s.platform->nic_slots) {
    add_finding(out, FindingCode::nics_over_slots, s.platform->id, {double(h.nics), double(s.platform->nic_slots)});
  }
}

// Everything that does not depend on the CPU, for an image cache mode.
HostPlan host_base(const Scenario& s, const MemoryPlan& memory, const HostOptions& o, CacheMode cache) {
  const Workload& w = s.w;
  const Assumptions& a = s.a;
  HostPlan base;
  base.cache = cache;
  base.drive = o.drive;
  base.nic = o.nic;
  base.processes = s.mode == Mode::ddp ? s.count : memory.jobs;
  base.batch_per_gpu = std::max(1, memory.batch_per_gpu);
  base.min_cores_per_gpu = a.min_cores_per_gpu;
  base.gpu_lanes = s.gpu.pcie_lanes > 0 ? s.gpu.pcie_lanes : a.gpu_lanes;
  // NVIDIA's 2-8-5 pattern: one east-west NIC per two GPUs and one north-south NIC.
  base.north_south_nics = a.north_south_nics;
  base.east_west_nics_per_gpu = a.east_west_nics_per_gpu;
  base.nics = a.north_south_nics + static_cast<int>(std::ceil(s.count * a.east_west_nics_per_gpu - 1e-9));
  base.cache_bytes_one_copy =
      cache == CacheMode::ram
          ? static_cast<double>(w.dataset_images) * cached_image_bytes(w.res_px, w.cache_shape, a.cache_aspect_ratio)
          : 0.0;
  base.cache_short_side_px =
      w.cache_shape == CacheShape::square ? w.res_px : static_cast<int>(w.res_px * a.cache_aspect_ratio);
  // Ultralytics builds the dataset, and so the RAM cache, in every training process.
  base.cache_copies = cache == CacheMode::ram ? base.processes : 0;
  base.ram_inputs = RamInputs{s.gpu.memory_gb * s.count, a.ram_to_gpu_memory_ratio, a.os_ram_gb,
                              base.cache_bytes_one_copy, base.cache_copies, a.cache_ram_safety_margin, 0,
                              a.worker_ram_gb, base.processes, a.rank_ram_gb};
  base.storage_inputs = StorageInputs{w.dataset_images + w.val_images, w.res_px, cache, a.image_bytes_compressed,
                                      px_mp(a.image_ref_px, a), source_mp(s), s.model.params_m * units::k_params_per_m,
                                      a.checkpoint_copies,
                                      units::from_tb(o.drive->capacity_tb), units::from_gb(o.drive->read_gb_per_s)};
  base.storage = storage(base.storage_inputs);
  return base;
}

// The cache the framework offers: Ultralytics a RAM (or disk) cache per rank; timm,
// torchvision and detectron2 none (research/models.md §10).
CacheMode framework_cache(const Scenario& s, Findings& out) {
  if (s.family.ram_cache == RamCache::none && s.w.cache != CacheMode::none) {
    if (!s.w.cache_from_default) {
      add_finding(out, FindingCode::cache_not_supported, s.family.id);
    }
    return CacheMode::none;
  }
  return s.w.cache;
}

} // namespace

HostPlan choose_host(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const HostOptions& options,
                     const ServerPins& pins, Findings& out) {
  CacheMode cache = framework_cache(s, out);
  Findings found;
  HostTrial t = pick_cpu(host_base(s, memory, options, cache), s, options, pins, found);
  // A RAM cache the chassis (or the pinned RAM) cannot hold: plan --cache disk instead of an
  // impossible population, when the user left the cache to vsize.
  if (cache == CacheMode::ram && s.w.cache_from_default && t.ram_short()) {
    Findings on_disk;
    HostTrial d = pick_cpu(host_base(s, memory, options, CacheMode::disk), s, options, pins, on_disk);
    if (!d.ram_short()) {
      d.plan.cache_moved_to_disk = true;
      d.plan.ram_with_cache_gb = t.plan.ram_need.required_gb;
      d.plan.ram_limit_gb = t.plan.ram_limit_gb;
      if (d.plan.cpu) {
        HostPlan as_ram = d.plan;
        as_ram.cache = CacheMode::ram;
        d.plan.loader_images_per_s_with_ram_cache = loader(loader_inputs(s, step, as_ram)).images_per_s;
      }
      t = d;
      found = on_disk;
    }
  }
  out.insert(out.end(), found.begin(), found.end());
  HostPlan h = t.plan;
  if (h.cpu) {
    h.loader_inputs = loader_inputs(s, step, h);
    h.loader = loader(h.loader_inputs);
    // A loader-bound step lasts as long as the loader takes for a batch, so the trainer's
    // dispatch holds a smaller share of its core: a few rounds settle the fixed point.
    double clock_scale = python_clock_scale(s.a, h.cpu);
    for (int round = 0; round < 4 && h.loader.images_per_s > 0; ++round) {
      double step_s = std::max(step_on_host_s(step.time, clock_scale), h.batch_per_gpu * h.processes / h.loader.images_per_s);
      h.loader_inputs.trainer_cores_per_process = trainer_cores(s, step, clock_scale, step_s);
      h.loader = loader(h.loader_inputs);
    }
  }
  host_warnings(s, h, options, pins, out);
  bay_findings(s, h, out);
  return h;
}

} // namespace vsize
