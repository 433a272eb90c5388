#pragma once
// M5/M6: data pipeline and host platform (CPU, RAM, DIMMs, PCIe lanes, storage). Pure functions.
#include "vsize/compute_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// Bytes of one RAM-cached image: Ultralytics resizes so the long side is `res_px` and keeps
// 8-bit RGB (research/models.md §10); square worst case by default (seed 000 S3/S4:
// 118,287 x 640 x 640 x 3 B = 145 GB), or res x res x aspect for --cache-shape typical.
double cached_image_bytes(int res_px, CacheShape shape, double aspect_ratio);

// Workers per training process as Ultralytics sets them: min(os.cpu_count() // processes,
// batch, workers) (ultralytics/data/build.py build_dataloader; os.cpu_count() counts hardware
// threads).
int workers_per_process(int threads_total, int processes, int workers, int batch);

// Cores for every training process and its loader workers, and at least `min_per_gpu` per
// GPU (NVIDIA-Certified minimum of 6; seed 000 S6: 8 GPUs -> 64 workers + 8 processes).
int cores_required(int processes, int workers_per_process, int gpus, int min_per_gpu);

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
};

struct RamNeed {
  double by_ratio_gb = 0;     // ratio x total GPU memory (NVIDIA-Certified; seed 004)
  double by_contents_gb = 0;  // OS + cache x copies + workers + training processes
  double required_gb = 0;     // the larger
};

RamNeed ram_need(const RamInputs& in);

// What a CPU in a chassis can populate: DIMM slots, DIMMs per channel and their speeds, the
// chassis' memory limit (research/platforms.md §6: 1DPC boards keep top speed; 2DPC is slower).
struct MemorySlots {
  int slots = 0;                        // all sockets
  int max_dpc = 0;
  int mt_s_1dpc = 0;
  std::optional<int> mt_s_2dpc;         // nullopt: not published
  std::optional<double> max_total_gb;   // the chassis' maximum
};

// The CPU's channels and DPC limit, narrowed by the platform's slots per socket and speeds
// (no platform: the CPU's own limits).
MemorySlots memory_slots(const CpuSpec& cpu, int sockets, const PlatformSpec* platform);

struct DimmPopulation {
  const DimmSpec* dimm = nullptr;
  int count = 0;
  int dimms_per_channel = 0;
  double total_gb = 0;
  int speed_mt_s = 0;                   // 0: not published (2DPC on some CPUs)
};

// A balanced population: every channel of every socket, identical DIMMs of the CPU's memory
// type, the smallest DIMM that reaches `required_gb` at 1 DIMM per channel, else at 2 (with
// the 2DPC speed), within the slots. nullopt when no DIMM of `dimms` reaches it.
std::optional<DimmPopulation> balanced_population(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu,
                                                  int sockets, double required_gb, const MemorySlots& slots);

// The most RAM a balanced population can reach in these slots (0 when no DIMM fits the CPU).
double max_population_gb(const std::vector<DimmSpec>& dimms, const CpuSpec& cpu, int sockets,
                         const MemorySlots& slots);

// PCIe lanes the CPUs offer in this socket count (0 when the part cannot run that many).
int cpu_pcie_lanes(const CpuSpec& cpu, int sockets);

struct StorageInputs {
  long long images = 0;
  int res_px = 0;
  CacheMode cache = CacheMode::ram;
  double image_bytes_ref = 0; // compressed image of image_ref_mp
  double image_ref_mp = 0;    // image-ref-px at 4:3 (cache-aspect-ratio)
  double source_mp = 0;       // the dataset's images as stored
  double params = 0;
  int checkpoint_copies = 0;
  double drive_bytes = 0;
  double drive_read_bytes_per_s = 0;
};

struct Storage {
  double dataset_bytes = 0;
  double disk_cache_bytes = 0;
  double checkpoint_bytes = 0;
  double total_bytes = 0;
  int drives = 1;
  std::optional<double> read_images_per_s; // nullopt: not a limit (RAM cache)
};

Storage storage(const StorageInputs& in);

struct LoaderInputs {
  int cores_total = 0;
  int threads_total = 0;
  int processes = 0;
  int workers_total = 0;
  double trainer_cores_per_process = 0; // a DDP rank holds a core; a lone process its dispatch share
  double augment_ms = 0;          // per sample at the model's reference resolution (family)
  double mask_augment_ms = 0;     // extra per sample with instance masks
  int ref_res_px = 0;
  int res_px = 0;
  int decodes_per_sample = 0;     // JPEG decodes per sample without a decoded cache
  double decode_ms_per_mp = 0;
  double source_mp = 0;           // source image size, megapixels
  bool decoded_cache = false;     // RAM or disk cache: no JPEG decode per sample
  double cpu_base_ghz = 0;
  double ref_ghz = 0;
  double efficiency = 0;          // real DataLoader vs the bench's bare stage times
  double smt_gain = 0;            // what a worker on an SMT sibling adds
};

struct Loader {
  double ms_per_sample = 0;       // one core at the reference clock
  double cores_used = 0;          // physical cores, SMT siblings counted at smt_gain
  double images_per_core_s = 0;
  double images_per_s = 0;
};

// Host Python (the step's dispatch, validation's NMS and metrics, per-epoch work) at the host's
// base clock: host-python-ref-ghz / base clock; 1 without a CPU.
double python_clock_scale(const Assumptions& a, const CpuSpec* cpu);

// Images/s the CPU workers deliver (bench/LOADER.md stage times): per sample,
// augmentation x (res / ref)^2 + decodes x ms per MP x source MP (none from a cache), on
// min(workers, free cores) + SMT siblings at smt_gain, x efficiency x clock / reference clock.
Loader loader(const LoaderInputs& in);

// What the search may choose from (resolved once per search).
struct HostOptions {
  std::vector<const CpuSpec*> candidates; // smallest first, when no CPU is pinned
  const std::vector<DimmSpec>* dimms = nullptr;
  const DriveSpec* drive = nullptr;       // the catalog's data drive
  const NicSpec* nic = nullptr;           // the catalog's NIC
};

// What one server pins: the user's pins, else the line-up entry's.
struct ServerPins {
  const CpuSpec* cpu = nullptr;
  std::optional<int> sockets;
  std::optional<double> ram_gb;       // installed RAM to check (the user's server)
  std::optional<double> ram_floor_gb; // RAM the server ships with at least (line-up)
};

// M5/M6 for one configuration: the CPU (pinned, or the smallest adequate), workers, cores,
// lanes, RAM and its population, storage and the loader, with the inputs used.
struct HostPlan {
  const CpuSpec* cpu = nullptr;
  int sockets = 0;
  bool cpu_chosen = false;         // vsize picked it (not pinned)
  CacheMode cache = CacheMode::none; // the image cache the run gets (the request, or what the
                                     // framework and the RAM allow)
  bool cache_moved_to_disk = false;  // the RAM could not hold the RAM cache: --cache disk instead
  double ram_with_cache_gb = 0;      // what the RAM cache would have needed
  double ram_limit_gb = 0;           // what the chassis (or the pinned RAM) holds at most
  double loader_images_per_s_with_ram_cache = 0;
  const DriveSpec* drive = nullptr;
  const NicSpec* nic = nullptr;
  MemorySlots slots;
  int processes = 0;
  int batch_per_gpu = 0;           // caps the workers (Ultralytics: min(threads / ranks, batch, workers))
  int workers_per_process = 0;
  int workers_total = 0;
  int min_cores_per_gpu = 0;
  int cores_required = 0;
  int gpu_lanes = 0;
  int north_south_nics = 0;
  double east_west_nics_per_gpu = 0;
  int nics = 0;
  int lanes_required = 0;
  int lanes_available = 0;
  double cache_bytes_one_copy = 0;
  int cache_short_side_px = 0;     // of a cached image (square: the resolution)
  int cache_copies = 0;
  RamInputs ram_inputs;
  RamNeed ram_need;
  double ram_target_gb = 0;        // pinned, or the need
  std::optional<DimmPopulation> ram;
  StorageInputs storage_inputs;
  Storage storage;
  LoaderInputs loader_inputs;
  Loader loader;
};

HostPlan choose_host(const Scenario& s, const MemoryPlan& memory, const StepPlan& step, const HostOptions& options,
                     const ServerPins& pins, Findings& out);

} // namespace vsize
