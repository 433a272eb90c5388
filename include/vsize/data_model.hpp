#pragma once
// M5: the data pipeline. The dataset's images as stored, the image cache each training process
// builds, and the loader: JPEG decode and augmentation on the workers the CPU gives, after the
// cores the trainers hold. Pure functions.
//
//   cache        = images x res x short side x 3 B per copy (8-bit RGB, long side = res), one copy
//                  per training process (Ultralytics builds the dataset in every process)
//   per sample   = (augment + masks) x (res / ref)^2 + decodes x ms per MP x source MP (none from
//                  a decoded cache), on one core at loader-ref-ghz (bench/LOADER.md)
//   loader       = cores x efficiency x 1000 / per sample x clock / reference clock, on
//                  min(workers, free cores) + SMT siblings at smt-worker-gain
//   --decode video = the workers decode no JPEG; NVDEC decodes every frame of the stream, so it
//                  delivers engines x frames/s / sample_every training images per GPU
//   trainer      = a DDP rank holds its core (NCCL's proxy thread busy-polls); a lone process holds
//                  it only while Python dispatches the step
#include "vsize/compute_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/scenario.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <optional>

namespace vsize {

struct HostPlan;

// Bytes of one RAM-cached image: Ultralytics resizes so the long side is `res_px` and keeps
// 8-bit RGB (research/models.md §10); square worst case by default (seed 000 S3/S4:
// 118,287 x 640 x 640 x 3 B = 145 GB), or res x res x aspect for --cache-shape typical.
double cached_image_bytes(int res_px, CacheShape shape, double aspect_ratio);

// Megapixels of the dataset's images as stored when --source-mp is not given: the family's figure
// (ImageNet, COCO at 800 x 1333), else about the training size at 4:3 (cache-aspect-ratio), never
// below source-min-px on the long side: a run at 320 px decodes the images as stored and shrinks
// them (yolov5 and ultralytics load_image). `A`: Assumptions, or Constants, which record the read.
// The family's figure is its own data set's (timm's: ImageNet, for its classifiers); an image
// encoder of the family (SAM, DINOv2) trains on other images, sized as the rule below sizes them.
inline bool family_source_applies(const FamilySpec& family, Task task) {
  return family.source_image_mp.has_value() && task != Task::encoder;
}

template <class A>
double default_source_mp(int res_px, const FamilySpec& family, Task task, const A& a) {
  if (family_source_applies(family, task)) return *family.source_image_mp;
  double px = std::max(res_px, a.count(K::source_min_px));
  return px * px * a[K::cache_aspect_ratio] / units::k_px_per_mp;
}

// The cache the framework offers for the workload's request: Ultralytics a RAM (or disk) cache
// per rank; timm, torchvision and detectron2 none (research/models.md §10), with a note when the
// user asked for one.
CacheMode framework_cache(const Scenario& s, Findings& out);

// M5 for one configuration and image cache, before any CPU is chosen.
struct DataPlan {
  CacheMode cache = CacheMode::none; // the image cache the run gets
  bool cache_moved_to_disk = false; // the RAM could not hold the RAM cache: --cache disk instead
  double ram_with_cache_gb = 0; // what the RAM cache would have needed (moved to disk)
  int processes = 0; // training processes: DDP ranks, or jobs side by side
  int batch_per_gpu = 0; // caps the workers (Ultralytics: min(threads / ranks, batch, workers))
  double cache_bytes_one_copy = 0;
  int cache_short_side_px = 0; // of a cached image (square: the resolution)
  int cache_copies = 0;
  // The validation images' RAM cache, one copy a process that validates (DDP: rank 0; side by
  // side: every job), held beside the training copies (review r19a #5).
  double val_cache_bytes_one_copy = 0;
  int val_cache_copies = 0;
  double source_mp = 0; // the dataset's images as stored
  // --decode video: the frames NVDEC decodes per second on this server (every frame of the
  // stream, sample_every of them per training image), and the training images that gives;
  // nullopt: not decoding video, or no NVDEC figures for the GPU.
  std::optional<double> nvdec_frames_per_s;
  std::optional<double> nvdec_images_per_s;
};

// NVDEC on `gpus` GPUs for a video format: engines x frames/s per engine at 1080p (the codec's)
// x 1080p pixels / the format's pixels (pixel-proportional, an assumption for 4K); nullopt when
// the catalog has no NVDEC figures for the GPU (NVIDIA NVDEC application note, Video Codec SDK 13.0).
// `engines_per_gpu`: the decode sessions a GPU runs at once, each on one engine (NVIDIA's NVDEC
// application note: one session cannot exceed one engine); 0 = all of its engines.
std::optional<double> nvdec_frames_per_s(const GpuSpec& gpu, const VideoFormatSpec& video, int gpus,
                                         int engines_per_gpu = 0);

DataPlan plan_data(const Scenario& s, const MemoryPlan& memory, CacheMode cache);

struct LoaderInputs {
  int cores_total = 0;
  int threads_total = 0;
  int processes = 0;
  int workers_total = 0;
  double trainer_cores_per_process = 0; // a DDP rank holds a core; a lone process its dispatch share
  double augment_ms = 0; // per sample at the model's reference resolution (family)
  double mask_augment_ms = 0; // extra per sample with instance masks
  int ref_res_px = 0;
  int res_px = 0;
  int decodes_per_sample = 0; // JPEG decodes per sample without a decoded cache
  double decode_ms_per_mp = 0;
  double source_mp = 0; // source image size, megapixels
  bool decoded_cache = false; // RAM or disk cache: no JPEG decode per sample
  double cpu_base_ghz = 0;
  double ref_ghz = 0;
  double efficiency = 0; // real DataLoader vs the bench's bare stage times
  double smt_gain = 0; // what a worker on an SMT sibling adds
};

struct Loader {
  double ms_per_sample = 0; // one core at the reference clock
  double cores_used = 0; // physical cores, SMT siblings counted at smt_gain
  double images_per_core_s = 0;
  double images_per_s = 0;
};

// Ultralytics' close_mosaic for this run: --close-mosaic, else the trainer's default; 0 for a
// trainer without it (FamilySpec::close_mosaic_epochs).
int close_mosaic(const Workload& w, const FamilySpec& family);

// Images/s the CPU workers deliver (bench/LOADER.md stage times): per sample,
// augmentation x (res / ref)^2 + decodes x ms per MP x source MP (none from a cache), on
// min(workers, free cores) + SMT siblings at smt_gain, x efficiency x clock / reference clock.
Loader loader(const LoaderInputs& in);

// M5's loader for the chosen host: the trainers' cores settle with the step a loader-bound run
// takes (a fixed point); for the epochs after close_mosaic, a second one.
struct LoaderPlan : Loader {
  LoaderInputs inputs;
  // The epochs after close_mosaic (Ultralytics: the last 10): each sample is one image,
  // letterboxed, decoded once, with a quarter of the objects; nullopt for a trainer that keeps
  // mosaic. The schedule decides whether the run reaches them.
  std::optional<Loader> no_mosaic;
  LoaderInputs no_mosaic_inputs;
};

LoaderPlan plan_loader(const Scenario& s, const DataPlan& data, const HostPlan& host);

} // namespace vsize
