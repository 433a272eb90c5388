#pragma once
// M5/M6: data pipeline and host platform (CPU, RAM, DIMMs, PCIe lanes, storage). Pure functions.
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"

#include <optional>
#include <string>

namespace vsize {

// Bytes of one RAM-cached image: Ultralytics resizes so the long side is `res_px` and keeps
// 8-bit RGB (research/models.md §10); square worst case by default (seed 000 S3/S4:
// 118,287 x 640 x 640 x 3 B = 145 GB), or res x res x aspect for --cache-shape typical.
double cached_image_bytes(int res_px, CacheShape shape, double aspect_ratio);

// Workers per training process as Ultralytics sets them: min(os.cpu_count() // processes,
// workers) (ultralytics/data/build.py; os.cpu_count() counts hardware threads).
int workers_per_process(int threads_total, int processes, int workers);

// Cores for every training process and its loader workers, and at least `min_per_gpu` per
// GPU (NVIDIA-Certified minimum of 6; seed 000 S6: 8 GPUs -> 64 workers + 8 processes).
int cores_required(int processes, int workers_per_process, int gpus, int min_per_gpu);

struct RamInputs {
  double gpu_memory_total_gb = 0;
  double ratio_to_gpu_memory = 2.0;
  double os_gb = 32;
  double cache_bytes_one_copy = 0;
  int cache_copies = 0;
  int workers_total = 0;
  double worker_gb = 1.5;
  int processes = 0;
  double process_gb = 8;
};

struct RamNeed {
  double by_ratio_gb = 0;     // ratio x total GPU memory (NVIDIA-Certified; seed 004)
  double by_contents_gb = 0;  // OS + cache x copies + workers + training processes
  double required_gb = 0;     // the larger
};

RamNeed ram_need(const RamInputs& in);

struct DimmPopulation {
  const DimmSpec* dimm = nullptr;
  int count = 0;
  int dimms_per_channel = 0;
  double total_gb = 0;
  int speed_mt_s = 0;
};

// A balanced population: every channel of every socket, identical DIMMs of the CPU's memory
// type, the smallest DIMM that reaches `required_gb` at 1 DIMM per channel, else at 2 (with
// the 2DPC speed). nullopt when no catalog DIMM reaches it.
std::optional<DimmPopulation> balanced_population(const Catalog& cat, const CpuSpec& cpu, int sockets,
                                                  double required_gb);

// PCIe lanes the CPUs offer in this socket count (0 when the part cannot run that many).
int cpu_pcie_lanes(const CpuSpec& cpu, int sockets);

struct StorageInputs {
  long long images = 0;
  int res_px = 640;
  CacheMode cache = CacheMode::ram;
  double image_bytes_ref = 160000; // compressed image at image_ref_px
  int image_ref_px = 640;
  double params = 0;
  int checkpoint_copies = 3;
  double drive_bytes = 7.68e12;
  double drive_read_bytes_per_s = 6.5e9;
};

struct Storage {
  double dataset_bytes = 0;
  double disk_cache_bytes = 0;
  double checkpoint_bytes = 0;
  double total_bytes = 0;
  int drives = 1;
  double read_images_per_s = 0; // 0 = not a limit (RAM cache)
};

Storage storage(const StorageInputs& in);

struct LoaderInputs {
  int cores_total = 0;
  int processes = 0;
  int workers_total = 0;
  double images_per_core_s_ref = 45; // at the model's reference resolution
  int ref_res_px = 640;
  int res_px = 640;
  double cpu_base_ghz = 3.0;
  double ref_ghz = 3.0;
  bool decoded_in_ram = false;
};

struct Loader {
  double cores_used = 0;
  double images_per_core_s = 0;
  double images_per_s = 0;
};

// Images/s the CPU workers decode and augment: cores working x per-core rate scaled by
// pixels (ref / res)^2 and clock; a RAM cache skips JPEG decode, 16 % of the per-sample time
// in the YOLO-NAS pipeline profile (research/platform.md §7, YNAS).
Loader loader(const LoaderInputs& in);

} // namespace vsize
