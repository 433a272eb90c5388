#pragma once
// M8: throughput limits, the bottleneck, fixed costs and schedules (SPEC §3 M8, §8).
//
//   step           = compute step + exposed all-reduce + DDP synchronisation
//   images/s       = min(GPUs, data loader, storage reads, NVDEC with --decode video), per job
//   bottleneck     = the limit that sets images/s; the all-reduce when it is exposed for more
//                    than comm-bottleneck-share of the step; python when the host's dispatch at
//                    its clock outlasts the GPU's work (M3: the two overlap, the longer sets the pace)
//   validation     = val images x (forward per image + NMS and metrics) + set-up, on rank 0
//                    (Ultralytics validates on RANK in {-1, 0}) or split over the ranks; set-up
//                    and the other per-epoch work are the trainer's own (family) where measured
//   checkpoint     = saves per epoch x params x bytes per parameter / write rate (a save:
//                    one torch.save; Ultralytics writes its bytes to last.pt and best.pt)
//   epoch          = train images / images/s + validation + checkpoint + per-epoch overhead
//   run            = per-run overhead (+ DDP spawn and NCCL set-up) + building the RAM cache
//                    + the first epoch's extra time: a fixed part (first-epoch-extra-s), + its CPU
//                    work (first-epoch-cpu-s x the host clock's scale) when the loader is the bottleneck: the
//                    first three batches are plotted in threads (@threaded plot_images, YOLOv5 and
//                    Ultralytics), which a host with idle cores absorbs and a saturated one cannot
//   close_mosaic   = the last close_mosaic epochs at the loader without mosaic (Ultralytics;
//                    one decode, a letterboxed image): their own images/s and epoch; none when
//                    the run has fewer epochs (BaseTrainer: epoch == epochs - close_mosaic)
//   train          = run + (epochs - closed) x epoch + closed x epoch without mosaic
//   band           = measured = predicted / (1 + error), error from P90 (fast end) to P10 (slow
//                    end) of the family pool's leave-one-source-out errors (vsize accuracy)
//   at confidence c= train / (1 + min(0, the (1 - c) quantile of those errors)): a share c of the
//                    measured runs, each predicted without its source, was at least that fast
//                    (--confidence, default 0.8); never faster than the prediction
//   overnight      = floor(night / train at confidence c) x jobs side by side
#include "vsize/comm_model.hpp"
#include "vsize/compute_model.hpp"
#include "vsize/data_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/scenario.hpp"
#include "vsize/storage_model.hpp"

#include <optional>
#include <vector>

namespace vsize {

struct Schedule {
  double step_s = 0; // the step on this host (HostPlan), exposed communication and sync
  // The loader sets the pace and its workers with the training processes hold every core: the
  // trainer's per-epoch work and the first epoch's plots then compete with them for a core. A
  // loader short of workers (--workers 2 on 32 cores) leaves cores idle, as a GPU-bound run does.
  bool cores_busy = false;
  double compute_images_per_s = 0; // one job, GPUs alone
  double gpu_images_per_s = 0; // one job, GPUs with communication
  double scaling_efficiency = 1; // DDP images/s over N x one GPU's
  double loader_images_per_s = 0; // share of one job
  // --workers 0: the training processes load their own batches, in series with the step, so
  // images/s = 1 / (1 / GPU + 1 / loader) rather than the slower of the two.
  bool loader_in_series = false;
  std::optional<double> storage_images_per_s; // share of one job; nullopt = no limit
  std::optional<double> nvdec_images_per_s; // --decode video: NVDEC's share of one job; nullopt = no limit
  // --shared-storage-gb-s with no image cache: the shared filesystem's share of one job (every
  // epoch reads the files from it); nullopt = not given, or a cache serves the epochs.
  std::optional<double> shared_storage_images_per_s;
  double shared_storage_gb_per_s = 0; // the rated read rate behind it
  double full_speed_images_per_s = 0; // one job, every limit but the shared filesystem's
  double images_per_s = 0; // one job, after every limit
  double comm_bottleneck_share = 0;
  Bottleneck bottleneck = Bottleneck::gpu_compute;
  double val_forward_s_per_image = 0;
  // Validation's NMS and metrics, its set-up and the other per-epoch work are single-threaded
  // Python on the host: their planning values hold on a host-python-ref-ghz core, x the host
  // clock's scale (HostPlan::clock).
  double val_ms_per_image = 0; // NMS and metrics, x the clock's scale
  // A DETR's Hungarian matcher in the validator's loss, a validation batch (matcher_model.hpp), and
  // its share an image: the cost passes at the DRAM rate + the host part x the clock's scale.
  MatcherCost val_matcher;
  double val_matcher_s_per_image = 0;
  bool val_nms_skipped = false; // an NMS-free model: the family's NMS share left out
  // The predictions validation matches an image, of at most val_max_det (0: the family does not
  // say; its val_ms_per_image holds for any), and the share of the work that does not grow with them.
  double val_predictions_per_image = 0;
  int val_max_det = 0;
  double val_image_fixed_ms = 0; // at host-python-ref-ghz
  double val_nms_ms = 0; // the NMS run, at host-python-ref-ghz (0 for an NMS-free head)
  double val_matching_ms = 0; // the family's figure less its NMS, at max_det predictions
  bool val_rank0_only = false;
  // The images the slowest rank validates: all of them on rank 0 alone (or one rank); over the
  // ranks, whole validation batches of val_batch_images each (schedule.cpp val_images_on_slowest_rank).
  long long val_images_slowest_rank = 0;
  int val_batch_images = 0;
  double val_setup_s = 0; // per epoch, x the clock's scale (0 without validation)
  // The trainer's measured per-epoch costs (val_setup_s, epoch_overhead_s) over this divisor:
  // epoch-work-contention where the loader leaves cores idle, 1 where it is the bottleneck.
  double epoch_work_divisor = 1;
  double val_s = 0; // per epoch, set-up included
  double checkpoint_s = 0; // per epoch
  int checkpoint_saves = 0; // torch.save calls per epoch (family, else the assumption)
  double checkpoint_bytes_per_param = 0; // one checkpoint (M6, checkpoint_bytes_per_param)
  double checkpoint_write_gb_per_s = 0; // assumption checkpoint-write-gb-per-s
  double epoch_overhead_s = 0;
  double train_images_s = 0; // per epoch, the training images alone
  double epoch_s = 0; // the run's first epochs: with mosaic, unless close_mosaic covers them all
  // Ultralytics' close_mosaic: the last epochs, whose loader works without mosaic (equal to the
  // headline figures when there are none, or when every epoch is one).
  int close_mosaic_epochs = 0;
  bool every_epoch_without_mosaic = false; // close_mosaic equals the epochs
  double no_mosaic_images_per_s = 0;
  Bottleneck no_mosaic_bottleneck = Bottleneck::gpu_compute;
  double no_mosaic_epoch_s = 0;
  double epochs_s = 0; // every epoch, with and without mosaic
  double run_overhead_s = 0; // once per run, cache build included
  // The final validation of best.pt, in run_overhead_s: one more of the epochs' validations (the
  // trainers' final_eval and YOLOv5's last val.run go through the same validator and ranks).
  double final_val_s = 0;
  double ddp_setup_s = 0; // in run_overhead_s: spawning the ranks and NCCL's set-up (0 for one process)
  double cache_build_s = 0;
  // Its inputs (and the disk cache's first run's): images decoded (training and validation), the
  // milliseconds of one on a core of this host, the threads decoding them.
  long long cache_build_images = 0;
  double cache_build_ms_per_image = 0;
  int cache_build_threads = 0;
  // The build over its one-pass time (images x ms / threads): torch_distributed_zero_first makes a
  // DDP node's other ranks wait for local rank 0's cache before they build theirs, sharing the
  // host's threads (schedule.cpp cache_build_factor); 1 for one process.
  double cache_build_factor = 1;
  // --cache disk: the first run decodes every image into .npy files as the RAM cache would be
  // built; later runs find them and skip it, so it is in no run's time (said in explain).
  double disk_cache_first_run_s = 0;
  double first_epoch_extra_s = 0; // in run_overhead_s; inside Ultralytics' "N epochs completed in"
  double first_epoch_cpu_s = 0; // of which the first epoch's CPU work, x the clock's scale (0 unless loader-bound)
  double first_epoch_base_s = 0; // first-epoch-extra-s, paid on every host
  double first_epoch_cpu_ref_s = 0; // first-epoch-cpu-s: plots of plot_ref_images at host-python-ref-ghz
  int plot_ref_images = 0; // images per plot in the runs behind first-epoch-cpu-s
  long long plot_images = 0; // images per plotted batch here (0 unless loader-bound)
  double train_s = 0;
  double error_low = 0; // the family pool's leave-one-source-out time errors
  double error_high = 0;
  double epoch_s_fast = 0; // band: measured = predicted / (1 + error)
  double epoch_s_slow = 0;
  double train_s_fast = 0;
  double train_s_slow = 0;
  double night_s = 0;
  double confidence = 0; // --confidence: the share of measured runs at least as fast as train_s_confident
  double error_at_confidence = 0; // the (1 - confidence) quantile of the family's time errors
  double train_s_confident = 0; // train_s / (1 + error_at_confidence)
  int experiments_per_night = 0; // at train_s_confident
  int experiments_per_night_expected = 0; // at the prediction itself
};

// What M8 reads of the stages before it.
struct ScheduleInputs {
  const MemoryPlan& memory;
  const StepPlan& step;
  const CommPlan& comm;
  const DataPlan& data;
  const StoragePlan& storage;
  const HostPlan& host;
  const LoaderPlan& loader;
  // --shared-storage-gb-s: the rated read rate of the shared filesystem the nodes read the
  // dataset from (nullopt: each node reads its own data tier).
  std::optional<double> shared_storage_gb_per_s = std::nullopt;
};

Schedule plan_schedule(const Scenario& s, const ScheduleInputs& in, Findings& out);

// The p-quantile of ascending errors with weights (empty: equal weights): the first error whose
// cumulative weight reaches p of the total, the inverse of the weighted empirical CDF (numpy's
// quantile(..., weights=w, method="inverted_cdf"), the method numpy defines for weights; it never
// interpolates past a measured error, the cautious side for a promise); 0 for none.
double error_quantile(const std::vector<double>& ascending, const std::vector<double>& weights, double p);

// A duration rounded up in the unit the reports show it in (format_duration: a second under ten
// minutes, a minute, 0.1 d from two days): a promised time.
double round_up_as_shown(double s);

// The error experiments per night are counted at, at a confidence: the (1 - confidence) quantile
// of the errors, never above 0 (a pool whose runs mostly ran faster than predicted is counted at
// the prediction: runs vsize had not seen, data/heldout.json, lean the other way).
double error_at_confidence(const std::vector<double>& ascending, const std::vector<double>& weights, double confidence);

} // namespace vsize
