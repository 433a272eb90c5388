#include "vsize/host_model.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

double cached_image_bytes(int res_px, CacheShape shape, double aspect_ratio) {
  double side = res_px;
  double short_side = shape == CacheShape::square ? side : side * aspect_ratio;
  return side * short_side * 3.0; // 8-bit RGB
}

int workers_per_process(int threads_total, int processes, int workers) {
  if (processes <= 0) {
    return 0;
  }
  return std::max(0, std::min(threads_total / processes, workers));
}

int cores_required(int processes, int workers_per_process, int gpus, int min_per_gpu) {
  return std::max(min_per_gpu * gpus, processes + processes * workers_per_process);
}

RamNeed ram_need(const RamInputs& in) {
  RamNeed r;
  r.by_ratio_gb = in.ratio_to_gpu_memory * in.gpu_memory_total_gb;
  r.by_contents_gb = in.os_gb + in.cache_bytes_one_copy * in.cache_copies / 1e9 +
                     in.workers_total * in.worker_gb + in.processes * in.process_gb;
  r.required_gb = std::max(r.by_ratio_gb, r.by_contents_gb);
  return r;
}

std::optional<DimmPopulation> balanced_population(const Catalog& cat, const CpuSpec& cpu, int sockets,
                                                  double required_gb) {
  int channels = cpu.memory_channels * sockets;
  for (int dpc = 1; dpc <= cpu.max_dpc; ++dpc) {
    const DimmSpec* best = nullptr;
    for (const auto& d : cat.dimms) {
      if (d.memory_type != cpu.memory_type) {
        continue;
      }
      // 1e-9 tolerance: 24 x 16 GB must meet exactly 384 GB.
      if (d.capacity_gb * channels * dpc + 1e-9 >= required_gb &&
          (!best || d.capacity_gb < best->capacity_gb ||
           (d.capacity_gb == best->capacity_gb && d.id < best->id))) {
        best = &d;
      }
    }
    if (best) {
      DimmPopulation p;
      p.dimm = best;
      p.count = channels * dpc;
      p.dimms_per_channel = dpc;
      p.total_gb = best->capacity_gb * p.count;
      int cpu_speed = dpc == 1 ? cpu.memory_mt_s_1dpc : cpu.memory_mt_s_2dpc.value_or(0);
      p.speed_mt_s = cpu_speed > 0 ? std::min(cpu_speed, best->max_mt_s) : 0;
      return p;
    }
  }
  return std::nullopt;
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
  double scale = static_cast<double>(in.res_px) / in.image_ref_px;
  // Source images at about the training resolution: compressed size grows with pixels.
  double image_bytes = in.image_bytes_ref * scale * scale;
  s.dataset_bytes = static_cast<double>(in.images) * image_bytes;
  // Ultralytics cache=disk writes an uncompressed .npy per image at its original resolution.
  double npy_bytes = static_cast<double>(in.res_px) * in.res_px * 3.0;
  s.disk_cache_bytes = in.cache == CacheMode::disk ? static_cast<double>(in.images) * npy_bytes : 0.0;
  // Checkpoint: FP16 model + FP16 EMA + FP32 optimizer states (Ultralytics last.pt/best.pt).
  s.checkpoint_bytes = in.params * (2.0 + 2.0 + 8.0) * in.checkpoint_copies;
  s.total_bytes = s.dataset_bytes + s.disk_cache_bytes + s.checkpoint_bytes;
  s.drives = std::max(1, static_cast<int>(std::ceil(s.total_bytes / in.drive_bytes)));
  double read_bytes_per_s = s.drives * in.drive_read_bytes_per_s;
  switch (in.cache) {
  case CacheMode::ram: s.read_images_per_s = 0; break;
  case CacheMode::disk: s.read_images_per_s = read_bytes_per_s / npy_bytes; break;
  case CacheMode::none: s.read_images_per_s = read_bytes_per_s / image_bytes; break;
  }
  return s;
}

Loader loader(const LoaderInputs& in) {
  Loader l;
  double free_cores = std::max(0, in.cores_total - in.processes);
  // workers=0 loads in the training process itself, one core each, in series with training.
  l.cores_used = in.workers_total > 0 ? std::min<double>(in.workers_total, free_cores) : in.processes;
  double scale = static_cast<double>(in.ref_res_px) / in.res_px;
  double decode_saving = in.decoded_in_ram ? 1.0 / (1.0 - 0.16) : 1.0;
  l.images_per_core_s = in.images_per_core_s_ref * scale * scale * (in.cpu_base_ghz / in.ref_ghz) * decode_saving;
  l.images_per_s = l.cores_used * l.images_per_core_s;
  return l;
}

} // namespace vsize
