#pragma once
// M6: the host. The CPU (pinned, or the smallest adequate catalog CPU the chassis takes; a faster
// clock for a host-bound run, solver.cpp faster_host), the
// loader workers it allows, cores and PCIe lanes, NICs, and the RAM with its DIMM population;
// and the host's clock, at which its Python runs. Pure functions.
//
//   workers/rank = min(hardware threads / processes, batch, workers)       (Ultralytics)
//   cores        = max(processes x (1 + workers), min-cores-per-gpu x GPUs)  (seed 000 S6)
//   RAM          = max(ratio x GPU memory, OS + cache x copies + workers + processes), rounded
//                  up to a balanced population (every channel of every socket, one DIMM size)
//   lanes        = GPUs x lanes + NVMe drives in the chassis x lanes + NICs x lanes, checked on
//                  direct-attach chassis
//   NICs         = the data NIC(s) M6 storage chose (north-south), + east-west NICs only where the
//                  server joins a cluster: across nodes the fabric's (cluster_model); a lone server
//                  with --fabric ID GPUs x east-west per GPU (NVIDIA 2-8-5), rounded up; else none
//   clock        = host-python-ref-ghz / base clock: the step's dispatch, validation's NMS and
//                  metrics and the per-epoch work are single-threaded Python on the host
#include "vsize/compute_model.hpp"
#include "vsize/data_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/scenario.hpp"
#include "vsize/storage_model.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// Workers per training process as YOLOv5 sets them: min(os.cpu_count() // processes, batch,
// workers) (utils/dataloaders.py create_dataloader; os.cpu_count() counts hardware threads; a
// batch of 1 gets 0). Ultralytics 8.1+ dropped the batch (ultralytics/data/build.py
// build_dataloader: min(os.cpu_count() // devices, workers), PR #7659, January 2024), and other
// trainers pass --workers as it is (timm, torchvision's references: DataLoader(num_workers=
// args.workers)), so `batch_caps` false leaves the batch out; every process still gets a
// hardware thread a worker.
int workers_per_process(int threads_total, int processes, int workers, int batch, bool batch_caps = true);

// Cores for every training process and its loader workers, and at least `min_per_gpu` per
// GPU (NVIDIA-Certified minimum of 6; seed 000 S6: 8 GPUs -> 64 workers + 8 processes).
// The most workers per process with which every process and worker has a hardware thread.
int workers_that_fit(int threads_total, int processes);

int cores_required(int processes, int workers_per_process, int gpus, int min_per_gpu);
// A CPU the chassis takes: its family, within its TDP limit (no chassis: any).
bool cpu_fits_platform(const CpuSpec& cpu, const PlatformSpec* platform);
// A CPU vsize's own choice may take for these GPUs: a workstation CPU for a workstation (one
// socket), else a server CPU the chassis takes in `sockets`; either at a PCIe generation that
// keeps the GPUs at full link speed (Gen5 at most counts).
bool cpu_candidate(const CpuSpec& cpu, const PlatformSpec* platform, const GpuSpec& gpu, int sockets, bool workstation);

struct RamInputs {
  double gpu_memory_total_gb = 0;
  double ratio_to_gpu_memory = 0;
  double os_gb = 0;
  double cache_bytes_one_copy = 0;
  int cache_copies = 0;
  double cache_safety_margin = 0; // free RAM the last rank's cache check wants, in copies
  int workers_total = 0;
  double worker_gb = 0;
  int processes = 0;
  double process_gb = 0;
  double val_cache_bytes = 0; // the validating processes' caches of the validation images
  int val_workers_total = 0; // the kept-alive validation loaders' workers (FamilySpec)
  // Batches in flight: every loader worker's prefetch_factor batches of uint8 images, training
  // and validation loaders (host_model.cpp loader_batches).
  double loader_batches_bytes = 0;
};

struct RamNeed {
  double by_ratio_gb = 0; // ratio x total GPU memory (NVIDIA-Certified; seed 004)
  double by_contents_gb = 0; // OS + cache x copies + workers + training processes
  double cache_gb = 0; // the cache's part: a copy x (copies + the last rank's margin) + validation's
  double required_gb = 0; // the larger
};

RamNeed ram_need(const RamInputs& in);

// What a CPU in a chassis can populate: DIMM slots, DIMMs per channel and their speeds, the
// chassis' memory limit (research/platforms.md §6: 1DPC boards keep top speed; 2DPC is slower).
struct MemorySlots {
  int slots = 0; // all sockets
  int max_dpc = 0;
  int mt_s_1dpc = 0;
  std::optional<int> mt_s_2dpc; // nullopt: not published
  std::optional<double> max_total_gb; // the chassis' maximum
};

// The CPU's channels and DPC limit, narrowed by the platform's slots per socket and speeds
// (no platform: the CPU's own limits).
MemorySlots memory_slots(const CpuSpec& cpu, int sockets, const PlatformSpec* platform);

struct DimmPopulation {
  const DimmSpec* dimm = nullptr; // nullptr: installed RAM no catalog DIMM set makes exactly
  int count = 0;
  int dimms_per_channel = 0; // 0: unknown (installed RAM)
  double total_gb = 0;
  int speed_mt_s = 0; // 0: not published (2DPC on some CPUs) or unknown
  double power_w = 0; // the DIMMs' power (for installed RAM without DIMMs: per GB of the population that holds it)
  bool installed = false; // the customer's own RAM (--ram-gb), checked as it is
};

// A balanced population: every channel of every socket, identical DIMMs of the CPU's memory
// type, the smallest DIMM that reaches `required_gb` at 1 DIMM per channel, else at 2 (with
// the 2DPC speed), within the slots. nullopt when no DIMM of `dimms` reaches it.
std::optional<DimmPopulation> balanced_population(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                                                  double required_gb, const MemorySlots& slots);

// The most RAM a balanced population can reach in these slots (0 when no DIMM fits the CPU).
// The RAM a customer's server has (--ram-gb): the amount as given, shown as DIMMs where catalog
// DIMMs of the CPU's memory type fill every channel with exactly that amount, else as GB alone.
DimmPopulation installed_population(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                                    double installed_gb, const MemorySlots& slots);

// A host outside the catalog (a workstation's Threadripper or Xeon W, a cloud VM) as its owner
// describes it: all its cores and hardware threads, its base clock. What is not given is not
// invented: PCIe lanes are unknown (not checked), the TDP is the catalog CPUs' median per core.
struct DescribedHost {
  int cores = 0; // the whole host's
  int threads = 0; // 0: 2 x cores (SMT)
  double base_ghz = 0;
};
CpuSpec described_cpu(const DescribedHost& d, const std::vector<CpuSpec>& catalog_cpus, const std::string& as_of);
// The id the described CPU takes (--cpu-cores), which the reports tell from a catalog CPU by.
inline constexpr const char* k_described_cpu_id = "described-cpu";

double max_population_gb(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets, const MemorySlots& slots);

// PCIe lanes the CPUs offer in this socket count (0 when the part cannot run that many).
// The balanced populations (identical DIMMs in every channel, within the slots) nearest below and
// above `gb`: 0 where there is none.
std::pair<double, double> balanced_around_gb(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                                             const MemorySlots& slots, double gb);
int cpu_pcie_lanes(const CpuSpec& cpu, int sockets);

// Host Python (the step's dispatch, validation's NMS and metrics, per-epoch work) runs at the
// host's base clock: its planning values hold on a host-python-ref-ghz core.
struct HostClock {
  double ref_ghz = 0; // assumption host-python-ref-ghz
  double ghz = 0; // the CPU's base clock (0: no CPU)
  double scale = 1; // ref / ghz (1 without a CPU)
};

HostClock host_clock(const Constants& a, const CpuSpec* cpu);

// What the search may choose from (resolved once per search).
struct HostOptions {
  std::vector<const CpuSpec*> candidates; // smallest first, when no CPU is pinned
  const std::vector<DimmSpec>* dimms = nullptr;
  DriveChoices drives; // drives and NICs by kind (storage_model.hpp)
};

// What one server pins: the user's pins, else the line-up entry's.
struct ServerPins {
  const CpuSpec* cpu = nullptr;
  std::optional<int> sockets;
  std::optional<double> ram_gb; // installed RAM to check (the user's server)
  std::optional<double> ram_floor_gb; // RAM the server ships with at least (line-up)
  // The pinned fabric's NIC (--fabric ID): east-west NICs on a lone server too, which will join a
  // cluster; nullptr: a lone server has none.
  const NicSpec* fabric_nic = nullptr;
};

// M6 for one configuration: the CPU, workers, cores, lanes, NICs, RAM and its population, the
// host's clock and the step as it runs on this host, with the inputs used.
struct HostPlan {
  const CpuSpec* cpu = nullptr;
  int sockets = 0;
  bool cpu_chosen = false; // vsize picked it (not pinned)
  // A workstation or GeForce card without a chassis whose GPUs, drives and NICs no workstation
  // CPU's own lanes and cores carry: the host is a server's (host_model.cpp pick_cpu).
  bool no_workstation_cpu = false;
  // A host-bound run on a faster-clocked CPU than the smallest adequate one (solver.cpp,
  // faster_host): that CPU and the training it would give; nullptr: the smallest was taken.
  const CpuSpec* smallest_cpu = nullptr;
  double smallest_cpu_train_s = 0;
  bool ram_short = false; // no population reaches the need, or the pinned RAM is below it
  double ram_limit_gb = 0; // what the chassis (or the pinned RAM) holds at most
  const NicSpec* east_west_nic = nullptr; // nullptr: none planned (a lone server without --fabric)
  MemorySlots slots;
  int workers_per_process = 0;
  int workers_total = 0;
  bool workers_sized_down = false; // fewer than --workers' default, to fit the threads (independent jobs)
  int min_cores_per_gpu = 0;
  int cores_required = 0;
  int gpu_lanes = 0;
  double east_west_nics_per_gpu = 0; // a lone server with --fabric: NVIDIA 2-8-5 (0 across nodes: the fabric's)
  int east_west_nics = 0;
  int data_nics = 0; // M6's data NIC(s)
  int nics = 0; // all of them
  int lanes_required = 0;
  int lanes_available = 0;
  RamInputs ram_inputs;
  RamNeed ram_need;
  double ram_target_gb = 0; // pinned, or the need
  std::optional<DimmPopulation> ram;
  // The balanced population a line-up server's standard build holds (its ram_gb, else the
  // 2x-GPU-memory rule): what its own price covers, against which cost_model prices the RAM above.
  std::optional<DimmPopulation> standard_ram;
  HostClock clock;
  double dispatch_s = 0; // the step's Python dispatch (step overhead) at this host's clock
  double step_on_host_s = 0; // the GPU step with that dispatch (compute_model step_on_host_s)
};

HostPlan choose_host(const Scenario& s, const StepPlan& step, const DataPlan& data, const StoragePlan& storage,
                     const HostOptions& options, const ServerPins& pins, Findings& out);

// The data, storage and host plans of one configuration: with the image cache the framework
// offers for the request, or with --cache disk where the RAM cannot hold a RAM cache the user
// left to vsize (the data plan says so).
struct DataPath {
  DataPlan data;
  StoragePlan storage;
  HostPlan host;
};

DataPath plan_data_path(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const HostOptions& options,
                        const ServerPins& pins, Findings& out);

} // namespace vsize
