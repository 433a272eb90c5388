// M8: throughput limits and schedules (formulas: include/vsize/schedule.hpp).
#include "vsize/schedule.hpp"

#include "vsize/storage_model.hpp"
#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

namespace {

// The cap on experiments per night: a window of a week at a fraction of a second per
// experiment is already absurd, and the count must stay an int.
constexpr double k_max_experiments = 1e6;

// Images/s and the bottleneck of one job, with the data loader at `loader_images_per_s` (the
// whole server's).
void throughput(const Scenario& s, const ScheduleInputs& in, double loader_images_per_s, Schedule& p, Findings& out) {
  const StepPlan& step = in.step;
  const CommPlan& comm = in.comm;
  bool ddp = s.mode == Mode::ddp;
  int gpus_per_job = ddp ? s.topo.world_size() : 1;
  // Every node has its own loader and drives: a job's share of them, over all its nodes.
  double share = (ddp ? 1.0 : 1.0 / in.memory.jobs) * s.topo.nodes;
  double step_s = in.host.step_on_host_s;
  p.step_s = step_s + comm.allreduce.exposed_s + comm.sync_overhead_s;
  p.compute_images_per_s = step.inputs.batch_per_gpu / step_s * gpus_per_job;
  p.gpu_images_per_s = gpus_per_job * step.inputs.batch_per_gpu / p.step_s;
  p.scaling_efficiency = p.gpu_images_per_s / p.compute_images_per_s;
  p.loader_images_per_s = loader_images_per_s * share;
  if (in.storage.read_images_per_s) {
    p.storage_images_per_s = *in.storage.read_images_per_s * share;
  }
  p.comm_bottleneck_share = s.a[K::comm_bottleneck_share];
  p.images_per_s = p.gpu_images_per_s;
  // The host's dispatch is longer than the GPU's work: Python sets the step's pace (M3).
  Bottleneck step_limit = host_bound(step.time, in.host.clock.scale) ? Bottleneck::python : Bottleneck::gpu_compute;
  p.bottleneck = comm.allreduce.exposed_s > p.comm_bottleneck_share * p.step_s ? Bottleneck::allreduce : step_limit;
  if (in.host.workers_total == 0) {
    // --workers 0: each training process loads its next batch itself, after the step's
    // synchronisation (PyTorch's DataLoader loads in the main process with num_workers=0; the
    // trainers read the loss every step), so a step's GPU time and its loading add.
    double serial = 1.0 / (1.0 / p.images_per_s + 1.0 / p.loader_images_per_s);
    p.loader_in_series = true;
    if (p.loader_images_per_s < p.images_per_s) p.bottleneck = Bottleneck::data_loader;
    p.images_per_s = serial;
  } else if (p.loader_images_per_s < p.images_per_s) {
    p.images_per_s = p.loader_images_per_s;
    p.bottleneck = Bottleneck::data_loader;
  }
  if (p.storage_images_per_s && *p.storage_images_per_s < p.images_per_s) {
    p.images_per_s = *p.storage_images_per_s;
    p.bottleneck = Bottleneck::storage;
  }
  if (in.data.nvdec_images_per_s) {
    p.nvdec_images_per_s = *in.data.nvdec_images_per_s * share;
    if (*p.nvdec_images_per_s < p.images_per_s) {
      p.images_per_s = *p.nvdec_images_per_s;
      p.bottleneck = Bottleneck::video_decode;
    }
  }
  // Nodes reading the dataset from a shared filesystem (--shared-storage-gb-s) share its rated rate:
  // where no image cache and no data tier holds the files every epoch reads them there, so the rate
  // caps the images/s (DGX SuperPOD sizes the filesystem per GPU for that reason: assumption
  // shared-storage-gb-per-s-per-gpu). A data tier with the dataset holds each node's staged copy.
  p.full_speed_images_per_s = p.images_per_s;
  if (in.shared_storage_gb_per_s && in.data.cache == CacheMode::none && !in.storage.data().has(Holding::dataset) &&
      in.storage.contents.read_bytes_per_image > 0) {
    p.shared_storage_gb_per_s = *in.shared_storage_gb_per_s;
    p.shared_storage_images_per_s = *in.shared_storage_gb_per_s * units::k_bytes_per_gb /
                                    in.storage.contents.read_bytes_per_image * (ddp ? 1.0 : 1.0 / in.memory.jobs);
    if (*p.shared_storage_images_per_s < p.images_per_s) {
      p.images_per_s = *p.shared_storage_images_per_s;
      p.bottleneck = Bottleneck::storage;
    }
  }
  if (!(p.images_per_s > 0)) {
    add_finding(out, FindingCode::loader_starved);
    p.images_per_s = 1e-9;
  }
}

} // namespace

namespace {

int per_night(double night_s, double train_s, int jobs) {
  return static_cast<int>(std::min(k_max_experiments, std::floor(night_s / train_s))) * jobs;
}

// Validation's host work an image (NMS and metrics) at host-python-ref-ghz. The family's
// val_ms_per_image holds at val_max_det predictions an image (COCO's 80 classes fill Ultralytics'
// max_det of 300). Matching them to the labels, the confusion matrix and the statistics grow with
// the predictions; NMS (multi-label, conf 0.001) keeps about val_predictions_per_class of each
// class, so a three-class dataset matches about a dozen an image, not 300 (docs/models.md M8,
// tools/val_costs.py); and a trained detector keeps at least a box for each labelled object, so a
// dense image keeps as many as it has objects (SKU-110K's shelves: 155 an image, one class):
//   predictions = min(max_det, max(val_predictions_per_class x classes, objects))
//   ms = NMS + fixed + (val_ms_per_image - NMS - fixed) x predictions / max_det
// An NMS-free head (YOLO26) runs no NMS, and Ultralytics' end-to-end path keeps its predictions
// above conf 0.001 (ultralytics/utils/nms.py: 'pred[pred[:, 4] > conf_thres][:max_det]'), which a
// trained one-to-one head holds to about as few as NMS leaves: counted the same way (EcoCAR's
// YOLO26s validates 10,000 images at 1.45 ms each; the top-300 count said 5.9 ms: docs/accuracy.md).
double val_host_ms_at_ref(const Scenario& s, Schedule& p) {
  const FamilySpec& f = s.family;
  p.val_nms_skipped = s.model.nms_free && f.val_nms_ms_per_image > 0;
  p.val_nms_ms = p.val_nms_skipped ? 0.0 : f.val_nms_ms_per_image;
  p.val_matching_ms = f.val_ms_per_image - f.val_nms_ms_per_image; // at max_det predictions
  if (!f.val_predictions_per_class) return p.val_nms_ms + p.val_matching_ms;
  p.val_max_det = *f.val_max_det;
  double by_class = *f.val_predictions_per_class * s.w.classes;
  p.val_predictions_per_image = std::min<double>(p.val_max_det, std::max<double>(by_class, s.w.objects));
  // A family whose matching costs less than the fixed part pays its matching alone.
  p.val_image_fixed_ms = std::min(s.a[K::val_image_fixed_ms], p.val_matching_ms);
  return p.val_nms_ms + p.val_image_fixed_ms +
         (p.val_matching_ms - p.val_image_fixed_ms) * p.val_predictions_per_image / p.val_max_det;
}

// Validation, checkpoint and the rest of an epoch that does not scale with its images.
// Validation split over the ranks goes in whole batches: Ultralytics' ContiguousDistributedSampler
// (pull request #22377, ultralytics/data/build.py _get_rank_indices) hands each rank a run of
// validation batches, the remainder to the first ranks, and the metrics are gathered once every
// rank is done, so the slowest sets the time: min(V, ceil(ceil(V / b) / R) x b) images. With fewer
// batches than ranks the sampler falls back to one-image batches (pull request #25576): ceil(V / R).
// Review r21a: 5000 images in batches of 1222 on 4 ranks are 2 batches on rank 0, 2444 images, not 1250.
// `batch` becomes the sampler's (1 where it falls back).
long long val_images_on_slowest_rank(long long images, int& batch, int ranks, bool in_batches) {
  if (ranks <= 1 || images <= 0) {
    return images;
  }
  batch = in_batches ? std::max(1, batch) : 1; // image by image: ceil(V / R)
  long long batches = (images + batch - 1) / batch;
  if (batches < ranks) {
    batch = 1;
    batches = images;
  }
  return std::min(images, (batches + ranks - 1) / ranks * batch);
}

void epoch_costs(const Scenario& s, const StepPlan& step, const HostClock& clock, int gpus_per_job, Schedule& p) {
  const Constants& a = s.a;
  const double cpu_scale = clock.scale; // host Python at the host's clock
  p.val_forward_s_per_image =
      (step.time.compute_s_per_image + step.time.memory_s_per_image) / step.inputs.backward_factor;
  p.val_ms_per_image = val_host_ms_at_ref(s, p) * cpu_scale;
  p.val_rank0_only = s.val_on_rank0();
  p.val_batch_images = validation_batch(s.family.val_batch_factor, step.inputs.batch_per_gpu, s.w.val_images);
  // The validator computes the loss too (BaseValidator: model.loss in training's validation), so a
  // DETR matches every validation batch (matcher_model.hpp).
  if (s.model.denoising_decoder && p.val_batch_images > 0) {
    MatcherInputs m{p.val_batch_images,     s.w.objects, s.w.max_objects, s.w.dataset_images,
                    s.w.matcher_all_labels, false};
    p.val_matcher = matcher_cost(*s.model.denoising_decoder, s.gpu, m, a);
    p.val_matcher_s_per_image =
        (p.val_matcher.gpu_bytes / step.inputs.memory_bandwidth_bytes_per_s + p.val_matcher.host_s() * cpu_scale) /
        p.val_batch_images;
  }
  double per_image = p.val_forward_s_per_image + units::from_ms(p.val_ms_per_image) + p.val_matcher_s_per_image;
  p.val_images_slowest_rank = val_images_on_slowest_rank(
      s.w.val_images, p.val_batch_images, p.val_rank0_only ? 1 : gpus_per_job, s.family.val_split_in_batches);
  // The trainers' own per-epoch costs were read on loader-bound 2-vCPU Colab hosts, where the main
  // process shares its core with the loader's workers; where the loader leaves cores idle the same
  // work runs epoch-work-contention times faster (tools/epoch_costs.py: one YOLOv5 notebook, 0.27 s
  // on a 12-vCPU A100 host against 0.60 and 0.61 s on 2-vCPU T4 hosts). Planning values stay.
  bool measured = s.family.val_setup_s || s.family.epoch_overhead_s;
  p.epoch_work_divisor = measured && !p.cores_busy ? a[K::epoch_work_contention] : 1.0;
  if (s.w.val_images > 0) {
    p.val_setup_s =
        (s.family.val_setup_s ? *s.family.val_setup_s / p.epoch_work_divisor : a[K::val_setup_s]) * cpu_scale;
  }
  p.val_s = static_cast<double>(p.val_images_slowest_rank) * per_image + p.val_setup_s;
  double params = s.model.params_m * units::k_params_per_m;
  p.checkpoint_saves = s.family.checkpoint_saves_per_epoch.value_or(a.count(K::checkpoint_files_per_epoch));
  p.checkpoint_bytes_per_param = checkpoint_bytes_per_param(s.family, s.w.optimizer, a);
  p.checkpoint_write_gb_per_s = a[K::checkpoint_write_gb_per_s];
  p.checkpoint_s =
      p.checkpoint_saves * params * p.checkpoint_bytes_per_param / units::from_gb(p.checkpoint_write_gb_per_s);
  p.epoch_overhead_s =
      (s.family.epoch_overhead_s ? *s.family.epoch_overhead_s / p.epoch_work_divisor : a[K::epoch_overhead_s]) *
      cpu_scale;
}

// The epoch on a host-python-ref-ghz core: the host-Python parts (the step's dispatch while the GPUs
// set the pace, validation's NMS and metrics, its set-up, the per-epoch work) at the reference
// clock instead of this host's; the GPU work is the same. Issue 25 item 11: an 8-GPU server with a
// slow base clock takes longer per epoch than a 4-GPU one on a tiny dataset; a finding says so
// where the clock costs more than a fifth of the epoch.
constexpr double k_clock_note_share = 0.2;
// Validation at least half the epoch, and its host work at least half of it, is worth a note.
constexpr double k_validation_note_share = 0.5;

// Validation's host work an epoch: NMS and metrics an image, on the rank that validates the most.
double val_host_s(const Schedule& p) {
  return static_cast<double>(p.val_images_slowest_rank) * units::from_ms(p.val_ms_per_image);
}

// A --batch given as a number, split over ranks whose step the host's dispatch bounds: each rank
// dispatches the same kernels for its smaller share, so a step takes as long on more GPUs and the
// sync adds to it (review s73: an epoch on 8 H200 NVL took longer than on 4, unexplained).
void dispatch_bound_finding(const Scenario& s, const ScheduleInputs& in, const Schedule& p, Findings& out) {
  if (p.bottleneck != Bottleneck::python || !s.ranks_communicate() || s.w.batch.kind != BatchSpec::Kind::global) {
    return;
  }
  const StepTime& t = in.step.time;
  add_finding(out, FindingCode::dispatch_bound_ranks, {},
              {{Fig::batch_global, double(in.step.inputs.batch_per_gpu * s.ranks())},
               {Fig::ranks, double(s.ranks())},
               {Fig::batch_per_gpu, double(in.step.inputs.batch_per_gpu)},
               {Fig::dispatch_ms, units::ms(t.overhead_s * in.host.clock.scale)},
               {Fig::gpu_ms, units::ms(t.gpu_s)}});
}

void clock_finding(const ScheduleInputs& in, const Schedule& p, Findings& out) {
  const HostClock& clock = in.host.clock;
  if (!in.host.cpu || clock.scale == 1) return;
  // A slow host: the share of a clock-bound second a faster core saves. A fast one that vsize
  // chose (negative): what a 3 GHz core, a rented server's or the customer's own, would add; the
  // held-out runs whose step the host bounds lean optimistic where their CPU is not printed and
  // vsize assumes its own (docs/accuracy.md, errors by step limit).
  if (clock.scale < 1 && !in.host.cpu_chosen) return;
  const double slow = 1 - 1 / clock.scale;
  const double extra_step_s = in.host.step_on_host_s - in.step.time.step_s;
  double train_saved_s = 0;
  bool step_bound = p.bottleneck == Bottleneck::gpu_compute || p.bottleneck == Bottleneck::python;
  if (step_bound && p.step_s > 0) {
    train_saved_s = p.train_images_s * extra_step_s / p.step_s;
  }
  double val_python_s = val_host_s(p);
  double epoch_at_ref_s = p.epoch_s - train_saved_s - slow * (val_python_s + p.val_setup_s + p.epoch_overhead_s);
  if (std::fabs(p.epoch_s - epoch_at_ref_s) > k_clock_note_share * p.epoch_s) {
    add_finding(out, clock.scale > 1 ? FindingCode::host_clock_slows_epoch : FindingCode::host_clock_carries_epoch,
                in.host.cpu->id,
                {{Fig::cpu_ghz, clock.ghz},
                 {Fig::ref_ghz, clock.ref_ghz},
                 {Fig::epoch_s, p.epoch_s},
                 {Fig::epoch_s_at_ref, epoch_at_ref_s}});
  }
}

// What sets the host-bound pace, said: the CPU's clock, and ranks that a --batch leaves
// dispatch-bound.
void pace_findings(const Scenario& s, const ScheduleInputs& in, const Schedule& p, Findings& out) {
  clock_finding(in, p, out);
  dispatch_bound_finding(s, in, p, out);
}

// Images in each plot of the Roboflow runs behind first-epoch-cpu-s (batch 16 or more, plotted at
// plot_images' max_subplots 16).
constexpr int k_plot_ref_images = 16;

// A cache build's time over one pass (training and validation images x ms / threads). Ultralytics'
// get_dataloader and YOLOv5's create_dataloader build the dataset, so the cache, inside
// torch_distributed_zero_first(rank): a node's local rank 0 builds alone while the others wait at
// a barrier, then the others build together, each with its own threads, sharing the host's (review
// r21a #6). Training set first, then the validation set: where every rank caches it (validation
// split over the ranks) they pass the same barrier again; where rank 0 alone does, it caches it
// while the others cache the training set. Jobs side by side build at once, sharing the threads.
double cache_build_factor(double train_share, int processes, bool ddp, bool val_every_rank, double host_threads,
                          int threads) {
  auto shared = [&](int together) { return std::max(1.0, together * threads / std::max(1.0, host_threads)); };
  if (processes <= 1 || !ddp) {
    return shared(std::max(1, processes));
  }
  const double val_share = 1 - train_share;
  const double others = shared(processes - 1);
  return val_every_rank ? 1 + others : train_share + std::max(val_share, train_share * others);
}

// Fewer validation batches than ranks (a batch sized to a large GPU's memory, a small set): the
// sampler falls back to one-image batches (pull request #25576, 2026-07-31), and releases from
// 8.3.218 before it stop with an error (issue #25575: batch=4800 on 8 cards). Review r21a #1.
void val_batch_finding(const Scenario& s, const ScheduleInputs& in, const Schedule& p, Findings& out) {
  const int ranks = s.ranks();
  if (!s.family.val_split_in_batches || p.val_rank0_only || ranks <= 1 || s.w.val_images <= 0) {
    return;
  }
  const int batch = validation_batch(s.family.val_batch_factor, in.step.inputs.batch_per_gpu, s.w.val_images);
  const long long batches = (s.w.val_images + std::max(1, batch) - 1) / std::max(1, batch);
  if (batch > 1 && batches < ranks) {
    add_finding(out, FindingCode::val_batches_below_ranks, {},
                {{Fig::ranks, static_cast<double>(ranks)},
                 {Fig::val_batches, static_cast<double>(batches)},
                 {Fig::val_batch, static_cast<double>(batch)}});
  }
}

// Process start, DDP set-up, decoding every image into the RAM cache once, the first epoch's extra
// time (CUDA kernels loaded on first use, allocator growth, loader workers' first batches) and the
// final validation of best.pt.
void run_costs(const Scenario& s, const ScheduleInputs& in, Schedule& p) {
  const Constants& a = s.a;
  const HostPlan& host = in.host;
  p.cache_build_s = 0;
  p.disk_cache_first_run_s = 0;
  if (in.data.cache != CacheMode::none && host.cpu) {
    // Ultralytics' cache_images: a thread pool decodes every image once (dataset/base.py); for
    // cache='disk' it np.save()s each, and a later run loads the .npy files it finds instead.
    int threads = std::min(a.count(K::cache_build_threads), host.cpu->threads * host.sockets);
    double decode_ms = s.family.loader_decodes_per_sample > 0
                           ? a[K::jpeg_decode_ms_per_mp] * in.data.source_mp * a[K::loader_ref_ghz] / host.cpu->base_ghz
                           : 0.0;
    // The validation images too, which the validating process caches after the training set
    // (DataPlan::val_cache_bytes_one_copy; Ultralytics' cache=disk writes their .npy files as well).
    p.cache_build_images = s.w.dataset_images + std::max(0LL, s.w.val_images);
    p.cache_build_ms_per_image = decode_ms;
    p.cache_build_threads = std::max(1, threads);
    const bool val_every_rank = !s.val_on_rank0();
    // A disk cache under DDP is written once: local rank 0 decodes every image first, and the
    // other ranks find each .npy file there (Ultralytics' cache_images_to_disk: "if not
    // f.exists(): np.save(...)"), so only a RAM cache, one copy a rank, pays for the others.
    p.cache_build_factor =
        in.data.cache == CacheMode::disk && s.mode == Mode::ddp
            ? 1.0
            : cache_build_factor(static_cast<double>(s.w.dataset_images) / static_cast<double>(p.cache_build_images),
                                 in.data.processes, s.mode == Mode::ddp, val_every_rank,
                                 static_cast<double>(host.cpu->threads * host.sockets), p.cache_build_threads);
    double build_s = static_cast<double>(p.cache_build_images) * units::from_ms(decode_ms) / p.cache_build_threads *
                     p.cache_build_factor;
    (in.data.cache == CacheMode::ram ? p.cache_build_s : p.disk_cache_first_run_s) = build_s;
  }
  // The first epoch's CPU work stalls training only where no core is idle (cores_busy; tools/epoch_costs.py:
  // 3.1 s on the one GPU-bound Colab A100 run, median 7.3 s on 14 loader-bound Colab T4 runs,
  // which plotted 16 images a batch). Each of the three plots draws min(batch, dataset, the
  // family's train_plot_images) images; trainers that plot none pay none.
  p.first_epoch_base_s = a[K::first_epoch_extra_s];
  p.first_epoch_cpu_ref_s = a[K::first_epoch_cpu_s];
  p.plot_ref_images = k_plot_ref_images;
  if (p.cores_busy) {
    p.plot_images = std::min<long long>({in.step.inputs.batch_per_gpu, s.w.dataset_images, s.family.train_plot_images});
    p.first_epoch_cpu_s =
        a[K::first_epoch_cpu_s] * static_cast<double>(p.plot_images) / k_plot_ref_images * host.clock.scale;
  }
  p.first_epoch_extra_s = p.first_epoch_base_s + p.first_epoch_cpu_s;
  // Ultralytics' BaseTrainer.final_eval validates best.pt with the epochs' validator, on the ranks
  // that validate (every rank since 8.3.218, PR #22377); YOLOv5's train.py runs val.run once more on
  // rank 0 (epoch_costs: val_s, on the rank that validates the most). Its plots and a COCO
  // dataset's pycocotools pass are not counted. timm's and torchvision's scripts stop after the
  // last epoch's validation.
  p.final_val_s = s.family.final_validation ? p.val_s : 0.0;
  p.ddp_setup_s = s.ranks_communicate() ? a[K::ddp_setup_s] : 0.0;
  p.run_overhead_s = a[K::run_overhead_s] + p.ddp_setup_s + p.cache_build_s + p.first_epoch_extra_s + p.final_val_s;
}

} // namespace

double error_quantile(const std::vector<double>& ascending, const std::vector<double>& weights, double p) {
  if (ascending.empty()) return 0.0;
  bool equal = weights.size() != ascending.size();
  auto weight = [&](std::size_t i) { return equal ? 1.0 : weights[i]; };
  double total = 0;
  for (std::size_t i = 0; i < ascending.size(); ++i) total += weight(i);
  // A relative tolerance keeps 0.2 x 5 from missing the second of five equal weights.
  double target = std::clamp(p, 0.0, 1.0) * total * (1 - 1e-12);
  double cumulative = 0;
  for (std::size_t i = 0; i < ascending.size(); ++i) {
    cumulative += weight(i);
    if (cumulative >= target) return ascending[i];
  }
  return ascending.back();
}

double error_at_confidence(const std::vector<double>& ascending, const std::vector<double>& weights,
                           double confidence) {
  return std::min(0.0, error_quantile(ascending, weights, 1.0 - confidence));
}

double round_up_as_shown(double s) {
  if (!std::isfinite(s) || s < 0) return s;
  const double unit = s >= 48 * units::k_s_per_h ? 8640 : s >= 599.5 ? 60 : 1; // 0.1 d, a minute, a second
  return std::ceil(s / unit - 1e-9) * unit;
}

namespace {

// A loader that sets the pace while cores sit idle is short of workers (a --workers below what the
// cores hold): the workers the idle cores take, one an image of the batch at most, and the
// loader's rate with them (data_model's loader, the same inputs).
void few_workers(const ScheduleInputs& in, const Schedule& p, Findings& out) {
  const LoaderInputs& li = in.loader.inputs;
  if (p.bottleneck != Bottleneck::data_loader || p.cores_busy || li.processes < 1 || li.workers_total < 1) {
    return;
  }
  double free_cores = li.cores_total - li.processes * li.trainer_cores_per_process;
  int fit = std::min(static_cast<int>(std::floor(free_cores / li.processes)), std::max(1, in.data.batch_per_gpu));
  int now = li.workers_total / li.processes;
  if (fit <= now) return;
  LoaderInputs more = li;
  more.workers_total = fit * li.processes;
  double rate = loader(more).images_per_s;
  if (rate > in.loader.images_per_s * 1.01) {
    // In the job's terms, as the table's images/s line (every node's loader; a job's share of it in
    // mode per-gpu), beside the GPUs' pace, which the loader's can pass (review s73: the note
    // quoted a node's loader as the training rate).
    double job_share = p.loader_images_per_s / in.loader.images_per_s;
    add_finding(out, FindingCode::loader_workers_few, {},
                {{Fig::workers, double(now)},
                 {Fig::cores, li.cores_total},
                 {Fig::workers_fit, double(fit)},
                 {Fig::loader_images_per_s, p.loader_images_per_s},
                 {Fig::loader_images_per_s_fit, rate * job_share},
                 {Fig::gpu_images_per_s, p.gpu_images_per_s}});
  }
}

} // namespace

Schedule plan_schedule(const Scenario& s, const ScheduleInputs& in, Findings& out) {
  const MemoryPlan& memory = in.memory;
  Schedule p;
  // Ultralytics' last close_mosaic epochs load each sample without mosaic (LoaderPlan::no_mosaic):
  // BaseTrainer closes it "if epoch == (self.epochs - self.args.close_mosaic)", so a run of fewer
  // epochs than close_mosaic never does. The headline figures (images/s, bottleneck, epoch) are
  // those of the run's first epochs: with mosaic, unless close_mosaic equals the epochs.
  int last = close_mosaic(s.w, s.family);
  p.close_mosaic_epochs = in.loader.no_mosaic && last <= s.w.epochs ? last : 0;
  p.every_epoch_without_mosaic = p.close_mosaic_epochs == s.w.epochs;
  throughput(s, in, p.every_epoch_without_mosaic ? in.loader.no_mosaic->images_per_s : in.loader.images_per_s, p, out);
  const LoaderInputs& li = in.loader.inputs;
  p.cores_busy = p.bottleneck == Bottleneck::data_loader &&
                 li.workers_total + li.processes * li.trainer_cores_per_process >= li.cores_total;
  few_workers(in, p, out);
  epoch_costs(s, in.step, in.host.clock, s.ranks(), p);
  val_batch_finding(s, in, p, out);
  run_costs(s, in, p);
  p.train_images_s = static_cast<double>(s.w.dataset_images) / p.images_per_s;
  p.epoch_s = p.train_images_s + p.val_s + p.checkpoint_s + p.epoch_overhead_s;
  p.no_mosaic_images_per_s = p.images_per_s;
  p.no_mosaic_bottleneck = p.bottleneck;
  p.no_mosaic_epoch_s = p.epoch_s;
  if (p.close_mosaic_epochs > 0 && !p.every_epoch_without_mosaic) {
    Schedule closed;
    Findings phase_findings; // the run's findings come from its first epochs' throughput above
    throughput(s, in, in.loader.no_mosaic->images_per_s, closed, phase_findings);
    p.no_mosaic_images_per_s = closed.images_per_s;
    p.no_mosaic_bottleneck = closed.bottleneck;
    p.no_mosaic_epoch_s = p.epoch_s - p.train_images_s + static_cast<double>(s.w.dataset_images) / closed.images_per_s;
  }
  p.epochs_s = p.epoch_s * (s.w.epochs - p.close_mosaic_epochs) + p.no_mosaic_epoch_s * p.close_mosaic_epochs;
  p.train_s = p.run_overhead_s + p.epochs_s;
  pace_findings(s, in, p, out);
  // Validation's host work as most of the epoch: the table's limit names the training step's, so the
  // note says what faster GPUs leave (a yolo11n at 224 px: 34 s of a 40 s epoch on every server).
  if (p.val_s >= k_validation_note_share * p.epoch_s && val_host_s(p) >= k_validation_note_share * p.val_s) {
    double ranks = p.val_rank0_only ? 1.0 : s.ranks(); // the ranks validation is split over
    add_finding(out, FindingCode::validation_dominates, {},
                {{Fig::val_s, p.val_s}, {Fig::epoch_s, p.epoch_s}, {Fig::ranks, ranks}});
  }
  // The band: P10 .. P90 of the family's errors, read from the same weighted list as the
  // confidence below (the catalog's time_error_low/high are those quantiles rounded apart, which
  // put the band's slow end and the count at P10 seconds apart: review r19a #1); the catalog's
  // pair where a family carries no list.
  const bool listed = !s.family.time_errors.empty();
  p.error_low =
      listed ? error_quantile(s.family.time_errors, s.family.time_error_weights, 0.1) : s.family.time_error_low;
  p.error_high =
      listed ? error_quantile(s.family.time_errors, s.family.time_error_weights, 0.9) : s.family.time_error_high;
  p.epoch_s_fast = p.epoch_s / (1 + p.error_high);
  p.epoch_s_slow = p.epoch_s / (1 + p.error_low);
  p.train_s_fast = p.train_s / (1 + p.error_high);
  p.train_s_slow = p.train_s / (1 + p.error_low);
  if (in.data.cache_moved_to_disk) {
    // What the RAM cache would have given, for the note: no storage reads; the loader's work is
    // the same (a disk cache holds decoded images too), the first epochs' (headline) loader.
    double with_ram = std::min(p.gpu_images_per_s, p.loader_images_per_s);
    double fixed_s = p.epoch_s - p.train_images_s;
    double epoch_with_ram = with_ram > 0 ? static_cast<double>(s.w.dataset_images) / with_ram + fixed_s : p.epoch_s;
    add_finding(out, FindingCode::cache_moved_to_disk, {},
                {{Fig::needed_gb, in.data.ram_with_cache_gb},
                 {Fig::max_gb, in.host.ram_limit_gb},
                 {Fig::epoch_s, p.epoch_s},
                 {Fig::epoch_s_with_ram_cache, epoch_with_ram}});
  }
  p.night_s = s.w.night_hours * units::k_s_per_h;
  // At a confidence c, a share c of the family's measured runs was at least as fast: the time
  // at the (1 - c) quantile of its leave-one-source-out errors (measured = predicted / (1 + e)).
  p.confidence = s.w.confidence;
  p.error_at_confidence =
      listed ? error_at_confidence(s.family.time_errors, s.family.time_error_weights, p.confidence) : p.error_low;
  // A promise is quoted rounded up, in the unit the reports show it in (a minute; a second under
  // ten minutes; 0.1 d from two days: format_duration), and counted at that figure, so the count a
  // reader redoes from the printed time is the one vsize prints (review r19a #1).
  p.train_s_confident = round_up_as_shown(p.train_s / (1 + p.error_at_confidence));
  p.experiments_per_night = per_night(p.night_s, p.train_s_confident, memory.jobs);
  p.experiments_per_night_expected = per_night(p.night_s, p.train_s, memory.jobs);
  return p;
}

} // namespace vsize
