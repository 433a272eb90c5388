#pragma once
// M6 storage: the dataset on disk, a disk image cache and the checkpoints, on the catalog's data
// drives, and the images/s those drives read when nothing is cached in RAM. Pure functions.
//
//   dataset      = images x compressed bytes of an image-ref-px image x source MP / reference MP
//   disk cache   = images x res^2 x 3 B (Ultralytics cache=disk: one uncompressed .npy per image)
//   checkpoints  = params x checkpoint-bytes-per-param x checkpoint-copies
//   drives       = ceil(total / drive capacity), at least one
//   reads        = drives x read rate / bytes per image read (.npy, or the JPEG without a cache)
#include "vsize/data_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/scenario.hpp"

#include <optional>

namespace vsize {

struct StorageInputs {
  long long images = 0;
  int res_px = 0;
  CacheMode cache = CacheMode::ram;
  double image_bytes_ref = 0; // compressed image of image_ref_mp
  double image_ref_mp = 0; // image-ref-px at 4:3 (cache-aspect-ratio)
  double source_mp = 0; // the dataset's images as stored
  double params = 0;
  double checkpoint_bytes_per_param = 0;
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

// M6 storage for one configuration, on the catalog's data drive (nullptr: the catalog has none,
// and nothing is planned).
struct StoragePlan : Storage {
  const DriveSpec* drive = nullptr;
  StorageInputs inputs;
};

// The drives, and a reason when the chassis has too few bays for them.
StoragePlan plan_storage(const Scenario& s, const DataPlan& data, const DriveSpec* drive, Findings& out);

} // namespace vsize
