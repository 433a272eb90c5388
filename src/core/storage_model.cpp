// M6 storage (formulas: include/vsize/storage_model.hpp).
#include "vsize/storage_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

Storage storage(const StorageInputs& in) {
  Storage s;
  // Compressed size grows with the pixels of the images as stored.
  double image_bytes = in.image_bytes_ref * in.source_mp / in.image_ref_mp;
  s.dataset_bytes = static_cast<double>(in.images) * image_bytes;
  // Ultralytics cache=disk writes an uncompressed .npy per image at its original resolution.
  double npy_bytes = static_cast<double>(in.res_px) * in.res_px * units::k_rgb_bytes_per_px;
  s.disk_cache_bytes = in.cache == CacheMode::disk ? static_cast<double>(in.images) * npy_bytes : 0.0;
  // The checkpoints the trainer keeps, each as M8 writes it (checkpoint-bytes-per-param).
  s.checkpoint_bytes = in.params * in.checkpoint_bytes_per_param * in.checkpoint_copies;
  s.total_bytes = s.dataset_bytes + s.disk_cache_bytes + s.checkpoint_bytes;
  if (!(in.drive_bytes > 0)) {
    s.drives = 0; // no data drive in the catalog: capacity only, reads not a limit
    return s;
  }
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

StoragePlan plan_storage(const Scenario& s, const DataPlan& data, const DriveSpec* drive, Findings& out) {
  const Constants& a = s.a;
  const Workload& w = s.w;
  StoragePlan p;
  p.drive = drive;
  p.inputs =
      StorageInputs{w.dataset_images + w.val_images,
                    w.res_px,
                    data.cache,
                    a[K::image_bytes_compressed],
                    a.count(K::image_ref_px) * a.count(K::image_ref_px) * a[K::cache_aspect_ratio] / units::k_px_per_mp,
                    data.source_mp,
                    s.model.params_m * units::k_params_per_m,
                    a[K::checkpoint_bytes_per_param],
                    a.count(K::checkpoint_copies),
                    drive ? units::from_tb(drive->capacity_tb) : 0.0,
                    drive ? units::from_gb(drive->read_gb_per_s) : 0.0};
  static_cast<Storage&>(p) = storage(p.inputs);
  if (s.platform && p.drives > s.platform->nvme_bays) {
    add_finding(out, FindingCode::drives_over_bays, s.platform->id,
                {{Fig::drives, double(p.drives)}, {Fig::bays, double(s.platform->nvme_bays)}});
  }
  return p;
}

} // namespace vsize
