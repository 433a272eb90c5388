// M6: the host (formulas: include/vsize/host_model.hpp).
#include "vsize/host_model.hpp"

#include "vsize/cluster_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize {

int workers_per_process(int threads_total, int processes, int workers, int batch, bool batch_caps) {
  if (processes <= 0) {
    return 0;
  }
  int by_batch = !batch_caps ? workers : batch > 1 ? batch : 0;
  return std::max(0, std::min({threads_total / processes, by_batch, workers}));
}

int workers_that_fit(int threads_total, int processes) {
  return processes > 0 ? std::max(0, threads_total / processes - 1) : 0;
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
  r.cache_gb = units::gb(in.cache_bytes_one_copy * copies + in.val_cache_bytes);
  r.by_contents_gb = in.os_gb + r.cache_gb + (in.workers_total + in.val_workers_total) * in.worker_gb +
                     units::gb(in.loader_batches_bytes) + in.processes * in.process_gb;
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

bool cpu_fits_platform(const CpuSpec& cpu, const PlatformSpec* p) {
  return !p || (p->takes_family(cpu.family) && (!p->cpu_tdp_max_w || cpu.tdp_w <= *p->cpu_tdp_max_w));
}

bool cpu_candidate(const CpuSpec& cpu, const PlatformSpec* platform, const GpuSpec& gpu, int sockets,
                   bool workstation) {
  if (cpu.workstation != workstation || cpu.pcie_gen < std::min(gpu.pcie_gen, 5)) {
    return false;
  }
  return workstation || (cpu.max_sockets >= sockets && cpu_fits_platform(cpu, platform));
}

namespace {

DimmPopulation population_of(const DimmSpec& d, int channels, int dpc, const MemorySlots& slots) {
  DimmPopulation p;
  p.dimm = &d;
  p.count = channels * dpc;
  p.dimms_per_channel = dpc;
  p.total_gb = d.capacity_gb * p.count;
  int cpu_speed = dpc == 1 ? slots.mt_s_1dpc : slots.mt_s_2dpc.value_or(0);
  p.speed_mt_s = cpu_speed > 0 ? std::min(cpu_speed, d.max_mt_s) : 0;
  p.power_w = d.power_w * p.count;
  return p;
}

} // namespace

std::optional<DimmPopulation> balanced_population(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                                                  double required_gb, const MemorySlots& slots) {
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
      return population_of(*best, channels, dpc, slots);
    }
  }
  return std::nullopt;
}

DimmPopulation installed_population(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                                    double installed_gb, const MemorySlots& slots) {
  int channels = cpu.memory_channels * sockets;
  for (int dpc = 1; dpc <= std::max(slots.max_dpc, 1); ++dpc) {
    for (const auto& d : dimms) {
      // Within the chassis' maximum: 24 x 256 GB in a 3 TB chassis is no population it takes.
      double total = d.capacity_gb * channels * dpc;
      bool within = !slots.max_total_gb || total <= *slots.max_total_gb + 1e-9;
      if (d.memory_type == cpu.memory_type && within && std::abs(total - installed_gb) < 1e-6) {
        DimmPopulation p = population_of(d, channels, dpc, slots);
        p.installed = true;
        return p;
      }
    }
  }
  DimmPopulation p;
  p.total_gb = installed_gb;
  p.installed = true;
  // Power: the median watts per GB of the catalog's DIMMs of that memory type (their datasheets).
  std::vector<double> w_per_gb;
  for (const auto& d : dimms) {
    if (d.memory_type == cpu.memory_type && d.capacity_gb > 0) w_per_gb.push_back(d.power_w / d.capacity_gb);
  }
  std::sort(w_per_gb.begin(), w_per_gb.end());
  p.power_w = w_per_gb.empty() ? 0.0 : installed_gb * w_per_gb[w_per_gb.size() / 2];
  return p;
}

CpuSpec described_cpu(const DescribedHost& d, const std::vector<CpuSpec>& catalog_cpus, const std::string& as_of) {
  std::vector<double> per_core;
  for (const auto& c : catalog_cpus) {
    if (c.cores > 0) per_core.push_back(c.tdp_w / c.cores);
  }
  std::sort(per_core.begin(), per_core.end());
  double w_per_core = per_core.empty() ? 0.0 : per_core[per_core.size() / 2];
  CpuSpec c;
  c.id = k_described_cpu_id;
  c.name = fmt::format("the host as described: {} cores, {} threads at {:g} GHz", d.cores,
                       d.threads > 0 ? d.threads : 2 * d.cores, d.base_ghz);
  c.source = "described on the command line (--cpu-cores, --cpu-threads, --cpu-ghz)";
  c.as_of = as_of;
  c.estimate = fmt::format("TDP {:.0f} W = {} cores x {:.2f} W, the median TDP per core of the catalog's CPUs; "
                           "memory channels, memory speed and PCIe lanes unknown: not checked",
                           d.cores * w_per_core, d.cores, w_per_core);
  c.vendor = "described";
  c.family = "described";
  c.cores = d.cores;
  c.threads = d.threads > 0 ? d.threads : 2 * d.cores;
  c.base_ghz = d.base_ghz;
  c.tdp_w = d.cores * w_per_core;
  c.max_sockets = 1;
  return c; // memory channels, speeds, PCIe generation and lanes 0: unknown
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

std::pair<double, double> balanced_around_gb(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                                             const MemorySlots& slots, double gb) {
  double below = 0, above = 0;
  int channels = cpu.memory_channels * sockets;
  for (int dpc = 1; dpc <= std::max(slots.max_dpc, 1); ++dpc) {
    for (const auto& d : dimms) {
      double total = d.capacity_gb * channels * dpc;
      if (d.memory_type != cpu.memory_type || (slots.max_total_gb && total > *slots.max_total_gb + 1e-9)) continue;
      if (total < gb) below = std::max(below, total);
      if (total > gb && (above == 0 || total < above)) above = total;
    }
  }
  return {below, above};
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

HostClock host_clock(const Constants& a, const CpuSpec* cpu) {
  HostClock c;
  c.ref_ghz = a[K::host_python_ref_ghz];
  c.ghz = cpu ? cpu->base_ghz : 0.0;
  c.scale = cpu && cpu->base_ghz > 0 ? a[K::host_python_ref_ghz] / cpu->base_ghz : 1.0;
  return c;
}

namespace {

// What every CPU trial of one configuration reads: the scenario, its data and storage plans, the
// choices and the pins.
struct HostContext {
  const Scenario& s;
  const DataPlan& data;
  const StoragePlan& storage;
  const HostOptions& o;
  const ServerPins& pins;
};

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

  bool adequate() const { return cpu_adequate() && !ram_pinned_short; }
  // What a choice of CPU can change: installed RAM below what the job holds (--ram-gb) is short
  // on every CPU, a reason of its own, not a call for the largest CPU.
  bool cpu_adequate() const {
    return !below_min_cores && !too_few_threads && !cores_shared && !too_few_lanes && !off_platform && !ram_unreachable;
  }
  bool ram_short() const { return ram_unreachable || ram_pinned_short; }
};

// The loaders' batches in flight and the kept-alive validation loaders' workers (review r21a #4).
// A DataLoader worker keeps prefetch_factor batches ready (PyTorch _MultiProcessingDataLoaderIter
// puts prefetch_factor x num_workers indices at once); Ultralytics' build_dataloader sets 4, and
// its InfiniteDataLoader starts its iterator when built, so the validation loader's workers (2 x
// --workers, detect/train.py get_dataloader; YOLOv5 train.py the same on rank 0) hold theirs
// through training too: since Ultralytics 8.3.218 on every rank. A batch is uint8 images at
// --res square (letterbox; validation's rect batches are smaller: an upper bound).
void loader_batches(const HostContext& c, int threads, HostPlan& h) {
  const Scenario& s = c.s;
  const FamilySpec& f = s.family;
  const DataPlan& d = c.data;
  const double image_bytes = 3.0 * s.w.res_px * s.w.res_px;
  double bytes = static_cast<double>(h.workers_total) * f.loader_prefetch_batches * d.batch_per_gpu * image_bytes;
  int val_workers_total = 0;
  if (f.val_loader_workers_factor > 0 && s.w.val_images > 0) {
    const bool rank0 = s.val_on_rank0() && s.mode == Mode::ddp;
    const int validating = rank0 ? 1 : d.processes;
    const int val_batch = validation_batch(f.val_batch_factor, d.batch_per_gpu, s.w.val_images);
    const int per_process = workers_per_process(
        threads, d.processes, static_cast<int>(std::lround(f.val_loader_workers_factor * s.w.workers)), val_batch,
        f.loader_workers_capped_by_batch);
    val_workers_total = per_process * validating;
    bytes += static_cast<double>(val_workers_total) * f.loader_prefetch_batches * val_batch * image_bytes;
  }
  h.ram_inputs.val_workers_total = val_workers_total;
  h.ram_inputs.loader_batches_bytes = bytes;
}

void check_cores_and_lanes(const HostContext& c, const CpuSpec& cpu, HostTrial& t) {
  const Scenario& s = c.s;
  const DataPlan& d = c.data;
  HostPlan& h = t.plan;
  int threads = cpu.threads * h.sockets;
  int cores = cpu.cores * h.sockets;
  h.workers_per_process =
      workers_per_process(threads, d.processes, s.w.workers, d.batch_per_gpu, s.family.loader_workers_capped_by_batch);
  // Independent jobs (per-gpu, MIG) each see one GPU, so Ultralytics gives every one the default
  // 8 workers (build_dataloader: min(cpu_count / devices, workers)); left to vsize, they get what
  // `--workers N` would set so that every job and worker has a hardware thread (issue 25 item 7).
  h.workers_sized_down = false;
  if (s.w.workers_from_default && s.mode != Mode::ddp && threads < d.processes * (1 + h.workers_per_process)) {
    h.workers_per_process = workers_that_fit(threads, d.processes);
    h.workers_sized_down = true;
  }
  h.workers_total = h.workers_per_process * d.processes;
  loader_batches(c, threads, h);
  h.cores_required = cores_required(d.processes, h.workers_per_process, s.topo.gpus_per_node, h.min_cores_per_gpu);
  // A hard limit: NVIDIA's minimum cores per GPU. Fewer cores than processes + workers, or fewer
  // hardware threads, are warnings on a CPU the user gave: the trainer runs them (the OS shares
  // the threads) and the loader model counts only the cores and SMT siblings the processes leave.
  // vsize's own choice always covers every process and worker (S6).
  t.below_min_cores = cores < h.min_cores_per_gpu * s.topo.gpus_per_node;
  t.too_few_threads = threads < d.processes + h.workers_total;
  t.cores_shared = cores < h.cores_required;
  const Ingest& ingest = c.storage.ingest;
  h.lanes_required = s.topo.gpus_per_node * h.gpu_lanes + c.storage.internal_nvme_lanes() +
                     (h.east_west_nic ? h.east_west_nics * h.east_west_nic->pcie_lanes : 0) +
                     (ingest.nic ? h.data_nics * ingest.nic->pcie_lanes : 0);
  h.lanes_available = cpu_pcie_lanes(cpu, h.sockets);
  // Behind PCIe switches the chassis, not the CPU, fans lanes out to GPUs, drives and NICs;
  // the vendor validated that design, so only direct-attach servers are checked. Without a
  // chassis (--platform none) the topology is unknown: every real 8-GPU server has more GPU,
  // NVMe and NIC lanes than its CPUs and switches them, so none is assumed short.
  bool direct = s.platform && s.platform->pcie_topology == PcieTopology::direct;
  // A described host's lanes are unknown (0): not checked.
  t.too_few_lanes = direct && h.lanes_available > 0 && h.lanes_available < h.lanes_required;
  t.off_platform = !cpu_fits_platform(cpu, s.platform);
}

// With `search`, stops before the RAM population once a cheaper limit already fails (the
// search only wants adequate CPUs; most small ones fail on cores).
HostTrial try_cpu(const HostPlan& base, const HostContext& c, const CpuSpec& cpu, int sockets, bool search = false) {
  const ServerPins& pins = c.pins;
  HostTrial t;
  HostPlan& h = t.plan;
  h = base;
  h.cpu = &cpu;
  h.sockets = sockets;
  check_cores_and_lanes(c, cpu, t);
  if (search && !t.cpu_adequate()) {
    return t;
  }
  h.slots = memory_slots(cpu, sockets, c.s.platform);
  h.ram_inputs.workers_total = h.workers_total;
  h.ram_need = ram_need(h.ram_inputs);
  if (pins.ram_gb) {
    // What is installed is a fact: checked against what the job holds (OS, image cache copies,
    // workers, processes); the rule of thumb (RAM = 2x GPU memory) is only a note.
    h.ram_target_gb = h.ram_limit_gb = *pins.ram_gb;
    h.ram = installed_population(*c.o.dimms, cpu, sockets, *pins.ram_gb, h.slots);
    t.ram_pinned_short = *pins.ram_gb + 1e-9 < h.ram_need.by_contents_gb;
  } else {
    h.ram_target_gb = std::max(h.ram_need.required_gb, pins.ram_floor_gb.value_or(0.0));
    h.ram = balanced_population(*c.o.dimms, cpu, sockets, h.ram_target_gb, h.slots);
    h.standard_ram =
        balanced_population(*c.o.dimms, cpu, sockets, pins.ram_floor_gb.value_or(h.ram_need.by_ratio_gb), h.slots);
    h.ram_limit_gb = max_population_gb(*c.o.dimms, cpu, sockets, h.slots);
    t.ram_unreachable = !h.ram;
  }
  h.ram_short = t.ram_short();
  return t;
}

// RAM the CPU's slots cannot reach, or installed RAM (--ram-gb) below what the job holds: the
// latter is short on every CPU, so it is said for vsize's own choice too.
void ram_findings(const HostContext& c, const HostTrial& t, Findings& out) {
  const HostPlan& h = t.plan;
  if (t.ram_unreachable) {
    add_finding(out, FindingCode::ram_unreachable, h.cpu->id,
                {{Fig::sockets, double(h.sockets)},
                 {Fig::ram_gb, h.ram_target_gb},
                 {Fig::dimm_slots, double(h.slots.slots)},
                 {Fig::max_gb, h.ram_limit_gb}});
  } else if (t.ram_pinned_short) {
    add_finding(out, FindingCode::ram_pinned_short, {},
                {{Fig::ram_gb, h.ram_target_gb},
                 {Fig::required_gb, h.ram_need.by_contents_gb},
                 {Fig::cache_copies, double(c.data.cache_copies)},
                 {Fig::ram_without_cache_gb, h.ram_need.by_contents_gb - h.ram_need.cache_gb}});
  }
}

// Findings for a pinned CPU that falls short (vsize's own choice is adequate by construction).
void pinned_cpu_findings(const HostContext& c, const HostTrial& t, Findings& out) {
  const Scenario& s = c.s;
  const HostPlan& h = t.plan;
  const CpuSpec& cpu = *h.cpu;
  double cores = cpu.cores * h.sockets;
  double threads = cpu.threads * h.sockets;
  double sockets = h.sockets;
  if (s.platform && !s.platform->takes_family(cpu.family)) {
    add_finding(out, FindingCode::cpu_not_on_platform, cpu.id);
  } else if (s.platform && s.platform->cpu_tdp_max_w && cpu.tdp_w > *s.platform->cpu_tdp_max_w) {
    add_finding(out, FindingCode::cpu_tdp_over_platform, cpu.id,
                {{Fig::tdp_w, cpu.tdp_w}, {Fig::max_w, *s.platform->cpu_tdp_max_w}});
  }
  if (t.below_min_cores) {
    // A host the customer describes exists and trains (its loader's pace is counted): NVIDIA's
    // guideline is a warning there (review r20b #2: a DGX-1, 40 cores for 8 V100, the machine
    // behind NVIDIA's Mask R-CNN rows, was refused); a CPU pinned for a server to buy keeps it a
    // reason.
    const bool described = cpu.id == k_described_cpu_id;
    add_finding(out, described ? FindingCode::cores_below_guideline : FindingCode::cores_below_minimum, cpu.id,
                {{Fig::sockets, sockets},
                 {Fig::cores, cores},
                 {Fig::min_cores_per_gpu, double(h.min_cores_per_gpu)},
                 {Fig::min_cores, double(h.min_cores_per_gpu * s.topo.gpus_per_node)}});
  } else if (t.too_few_threads) {
    add_finding(out, FindingCode::threads_too_few, cpu.id,
                {{Fig::sockets, sockets},
                 {Fig::threads, threads},
                 {Fig::processes, double(c.data.processes)},
                 {Fig::workers, double(h.workers_total)},
                 {Fig::workers_fit, double(workers_that_fit(cpu.threads * h.sockets, c.data.processes))}});
  } else if (t.cores_shared) {
    add_finding(out, FindingCode::cores_shared, cpu.id,
                {{Fig::tasks, double(c.data.processes + h.workers_total)},
                 {Fig::cores, cores},
                 {Fig::threads, threads},
                 {Fig::loader_cores, std::max(0.0, cores - c.data.processes)}});
  }
  if (t.too_few_lanes) {
    add_finding(out, FindingCode::pcie_lanes_short, cpu.id,
                {{Fig::sockets, sockets},
                 {Fig::lanes_available, double(h.lanes_available)},
                 {Fig::gpus, double(s.topo.gpus_per_node)},
                 {Fig::gpu_lanes, double(h.gpu_lanes)},
                 {Fig::drives, double(c.storage.internal_nvme_drives())},
                 {Fig::nics, double(h.nics)},
                 {Fig::lanes_required, double(h.lanes_required)}});
  }
  ram_findings(c, t, out);
}

int sockets_for(const Scenario& s, const ServerPins& pins, int fallback, Findings& out) {
  int sockets = pins.sockets.value_or(s.platform ? s.platform->sockets : fallback);
  if (s.platform && sockets > s.platform->sockets) {
    add_finding(out, FindingCode::sockets_over_platform, s.platform->id,
                {{Fig::sockets, double(sockets)}, {Fig::platform_sockets, double(s.platform->sockets)}});
  } else if (s.platform && sockets < s.platform->sockets) {
    // The catalog's GPU chassis hang half their GPU and NVMe slots off the second CPU, and
    // NVIDIA's H200 NVL reference architecture asks for at least two sockets (platforms.md): their
    // configurators fill every socket.
    add_finding(out, FindingCode::sockets_below_platform, s.platform->id,
                {{Fig::sockets, double(sockets)}, {Fig::platform_sockets, double(s.platform->sockets)}});
  }
  return sockets;
}

// Two sockets unless pinned or the chassis says otherwise (NVIDIA's PCIe-optimised reference
// topologies 2-4-3, 2-8-5), a server CPU the chassis takes, and a PCIe generation that keeps the
// GPU at full link speed.
HostTrial pick_server_cpu(const HostPlan& base, const HostContext& c, Findings& out) {
  const Scenario& s = c.s;
  const ServerPins& pins = c.pins;
  int sockets = sockets_for(s, pins, 2, out);
  const CpuSpec* fallback = nullptr;
  for (const auto* cpu : c.o.candidates) {
    if (!cpu_candidate(*cpu, s.platform, s.gpu, sockets, false)) {
      continue;
    }
    fallback = cpu;
    HostTrial t = try_cpu(base, c, *cpu, sockets, true);
    if (t.cpu_adequate()) {
      t.plan.cpu_chosen = true;
      ram_findings(c, t, out);
      return t;
    }
  }
  if (fallback) {
    // No CPU the chassis takes has a core for every process and worker (MIG's many jobs of 8
    // workers): the largest, where they share cores through SMT, when nothing else is short, as a
    // pinned CPU would be (cores_shared is a warning; the loader counts only what it gets).
    HostTrial shared = try_cpu(base, c, *fallback, sockets);
    HostTrial without_sharing = shared;
    without_sharing.cores_shared = false;
    if (shared.cores_shared && without_sharing.cpu_adequate()) {
      pinned_cpu_findings(c, shared, out);
      shared.plan.cpu_chosen = true;
      return shared;
    }
  }
  add_finding(out, FindingCode::no_adequate_cpu, {}, {{Fig::sockets, double(sockets)}});
  HostTrial t;
  t.plan = base;
  if (fallback) {
    // The largest CPU the chassis takes, and what it lacks.
    t = try_cpu(base, c, *fallback, sockets);
    pinned_cpu_findings(c, t, out);
  }
  t.plan.cpu_chosen = true;
  return t;
}

HostTrial pick_cpu(const HostPlan& base, const HostContext& c, Findings& out) {
  const Scenario& s = c.s;
  const ServerPins& pins = c.pins;
  if (pins.cpu) {
    const CpuSpec& cpu = *pins.cpu;
    int sockets = sockets_for(s, pins, std::min(2, cpu.max_sockets), out);
    if (sockets > cpu.max_sockets) {
      add_finding(out, FindingCode::cpu_sockets_unsupported, cpu.id,
                  {{Fig::max_sockets, double(cpu.max_sockets)}, {Fig::sockets, double(sockets)}});
      sockets = cpu.max_sockets;
    }
    HostTrial t = try_cpu(base, c, cpu, sockets);
    pinned_cpu_findings(c, t, out);
    return t;
  }
  // A workstation or GeForce card without a chassis sits in a workstation: one socket of the
  // smallest adequate workstation CPU (NVIDIA sells the RTX PRO Workstation Edition and GeForce
  // cards for desktops; ISVs certify them in Threadripper and Xeon W towers), unless two sockets
  // are pinned (--sockets 1 is what a workstation has). A workstation attaches its GPUs, drives
  // and NICs to the CPU's own lanes, so they must suffice; where no workstation CPU has the lanes
  // and cores (eight double-width cards), the host is a server's.
  bool in_workstation = !s.platform && s.gpu.tier != "datacenter" && pins.sockets.value_or(1) == 1;
  if (in_workstation) {
    for (const auto* cpu : c.o.candidates) {
      if (!cpu_candidate(*cpu, s.platform, s.gpu, 1, true)) continue;
      HostTrial t = try_cpu(base, c, *cpu, 1, true);
      if (t.cpu_adequate() && t.plan.lanes_available >= t.plan.lanes_required) {
        t.plan.cpu_chosen = true;
        ram_findings(c, t, out);
        return t;
      }
    }
  }
  HostTrial t = pick_server_cpu(base, c, out);
  t.plan.no_workstation_cpu = in_workstation;
  return t;
}

// A customer's own RAM: the rule of thumb as a note where the training itself fits, and an
// amount no set of the catalog's DIMMs reaches in these slots (a typo in --ram-gb).
void installed_ram_notes(const HostContext& c, const HostPlan& h, Findings& out) {
  double installed = h.ram->total_gb;
  const RamNeed& need = h.ram_need;
  if (installed + 1e-9 >= need.by_contents_gb && installed + 1e-9 < need.by_ratio_gb) {
    add_finding(out, FindingCode::ram_below_rule_of_thumb, {},
                {{Fig::ram_gb, installed},
                 {Fig::rule_gb, need.by_ratio_gb},
                 {Fig::ram_to_gpu_memory_ratio, h.ram_inputs.ratio_to_gpu_memory},
                 {Fig::required_gb, need.by_contents_gb}});
  }
  double most = h.cpu ? max_population_gb(*c.o.dimms, *h.cpu, h.sockets, h.slots) : 0.0;
  if (most > 0 && installed > most + 1e-9) {
    add_finding(out, FindingCode::ram_over_slots, h.cpu->id, {{Fig::ram_gb, installed}, {Fig::max_gb, most}});
  } else if (!h.ram->dimm && h.cpu) {
    // No set of identical catalog DIMMs in every channel makes it: the balanced populations around
    // it (SPEC M6; vendors' memory population rules: every channel of every socket alike).
    auto [below, above] = balanced_around_gb(*c.o.dimms, *h.cpu, h.sockets, h.slots, installed);
    if (below <= 0 && above <= 0) {
      return; // no catalog DIMM of the CPU's memory type: nothing to set it against
    }
    add_finding(out, FindingCode::ram_unbalanced, h.cpu->id,
                {{Fig::ram_gb, installed},
                 {Fig::channels, double(h.cpu->memory_channels * h.sockets)},
                 {Fig::below_gb, below},
                 {Fig::above_gb, above}});
  }
}

void host_warnings(const HostContext& c, const HostPlan& h, Findings& out) {
  const Scenario& s = c.s;
  const DataPlan& d = c.data;
  if (h.cpu && h.cpu->pcie_gen > 0 && h.cpu->pcie_gen < s.gpu.pcie_gen) {
    add_finding(out, FindingCode::cpu_pcie_gen_lower, h.cpu->id, {{Fig::cpu_pcie_gen, double(h.cpu->pcie_gen)}});
  }
  if (h.ram && h.ram->installed) {
    installed_ram_notes(c, h, out);
  }
  if (h.cpu && h.workers_sized_down) {
    add_finding(out, FindingCode::workers_sized_down, h.cpu->id,
                {{Fig::workers, double(h.workers_per_process)},
                 {Fig::workers_requested, double(s.w.workers)},
                 {Fig::processes, double(d.processes)},
                 {Fig::threads, double(h.cpu->threads * h.sockets)}});
  }
  // Without a chassis nobody knows how the lanes are fanned out: more than the CPUs offer is
  // only possible behind PCIe switches, which the customer's server then must have.
  if (h.cpu && !s.platform && h.lanes_available > 0 && h.lanes_required > h.lanes_available) {
    add_finding(out, FindingCode::pcie_lanes_need_switches, h.cpu->id,
                {{Fig::lanes_required, double(h.lanes_required)}, {Fig::lanes_available, double(h.lanes_available)}});
  }
  if (h.ram && h.ram->dimms_per_channel > 1) {
    add_finding(out, FindingCode::ram_two_dimms_per_channel, {},
                {{Fig::ram_gb, h.ram->total_gb},
                 {Fig::speed_mt_s, h.ram->speed_mt_s > 0 ? std::optional<double>(h.ram->speed_mt_s) : std::nullopt},
                 {Fig::speed_1dpc_mt_s, double(h.slots.mt_s_1dpc)}});
  }
}

// Everything that does not depend on the CPU.
HostPlan host_base(const HostContext& c) {
  const Scenario& s = c.s;
  const Constants& a = s.a;
  HostPlan base;
  base.min_cores_per_gpu = a.count(K::min_cores_per_gpu);
  base.gpu_lanes = s.gpu.pcie_lanes > 0 ? s.gpu.pcie_lanes : a.count(K::gpu_lanes);
  // NVIDIA's 2-8-5 pattern: one east-west NIC per two GPUs, only where the server joins a cluster.
  if (s.fabric && s.fabric->active) {
    // Across nodes: the fabric's NICs (cluster_model), sized to the GPUs' link.
    base.east_west_nic = s.fabric->fabric.nic;
    base.east_west_nics = s.fabric->nics_per_node;
  } else if (c.pins.fabric_nic) {
    // A lone server with --fabric ID: it will join a cluster, so its fabric NICs are planned now,
    // as many as a node of that cluster gets (plan_fabric); else NVIDIA's 2-8-5 ratio.
    base.east_west_nics_per_gpu = a[K::east_west_nics_per_gpu];
    base.east_west_nic = c.pins.fabric_nic;
    base.east_west_nics = s.fabric && s.fabric->nics_per_node > 0
                              ? s.fabric->nics_per_node
                              : static_cast<int>(std::ceil(s.topo.gpus_per_node * base.east_west_nics_per_gpu - 1e-9));
  }
  // A server without a chassis record is the customer's own: its NICs are not invented.
  base.data_nics = s.platform && c.storage.ingest.nic ? c.storage.ingest.count : 0;
  base.nics = base.east_west_nics + base.data_nics;
  base.ram_inputs = RamInputs{s.gpu.memory_gb * s.topo.gpus_per_node,
                              a[K::ram_to_gpu_memory_ratio],
                              a[K::os_ram_gb],
                              c.data.cache_bytes_one_copy,
                              c.data.cache_copies,
                              a[K::cache_ram_safety_margin],
                              0,
                              a[K::worker_ram_gb],
                              c.data.processes,
                              a[K::rank_ram_gb],
                              c.data.val_cache_bytes_one_copy * c.data.val_cache_copies};
  return base;
}

} // namespace

HostPlan choose_host(const Scenario& s, const StepPlan& step, const DataPlan& data, const StoragePlan& storage,
                     const HostOptions& options, const ServerPins& pins, Findings& out) {
  HostContext c{s, data, storage, options, pins};
  HostPlan h = pick_cpu(host_base(c), c, out).plan;
  h.clock = host_clock(s.a, h.cpu);
  h.dispatch_s = step.time.overhead_s * h.clock.scale;
  h.step_on_host_s = step_on_host_s(step.time, h.clock.scale);
  host_warnings(c, h, out);
  if (s.platform && h.nics > s.platform->nic_slots) {
    add_finding(out, FindingCode::nics_over_slots, s.platform->id,
                {{Fig::nics, double(h.nics)}, {Fig::slots, double(s.platform->nic_slots)}});
  }
  return h;
}

DataPath plan_data_path(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const HostOptions& options,
                        const ServerPins& pins, Findings& out) {
  CacheMode cache = framework_cache(s, out);
  auto attempt = [&](CacheMode mode, Findings& found) {
    DataPath p;
    p.data = plan_data(s, memory, mode);
    p.storage = plan_storage(s, p.data, step, options.drives, found);
    p.host = choose_host(s, step, p.data, p.storage, options, pins, found);
    return p;
  };
  Findings found;
  DataPath path = attempt(cache, found);
  // A RAM cache the chassis (or the pinned RAM) cannot hold: plan --cache disk instead of an
  // impossible population, when the user left the cache to vsize. Where even that is short (100 GB
  // pinned against 112 without a cache), the plan that holds less: its reason is the real shortfall.
  if (cache == CacheMode::ram && s.w.cache_from_default && path.host.ram_short) {
    Findings on_disk;
    DataPath d = attempt(CacheMode::disk, on_disk);
    if (!d.host.ram_short || d.host.ram_need.by_contents_gb < path.host.ram_need.by_contents_gb) {
      d.data.cache_moved_to_disk = true;
      // What the cache would need: the contents against RAM the user installed (the rule of thumb
      // is then a note), else the larger of the two that vsize populates RAM for.
      d.data.ram_with_cache_gb = pins.ram_gb ? path.host.ram_need.by_contents_gb : path.host.ram_need.required_gb;
      d.host.ram_limit_gb = path.host.ram_limit_gb;
      path = std::move(d);
      found = std::move(on_disk);
    }
  }
  out.insert(out.end(), found.begin(), found.end());
  return path;
}

} // namespace vsize
