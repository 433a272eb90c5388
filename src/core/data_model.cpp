// M5: the data pipeline (formulas: include/vsize/data_model.hpp).
#include "vsize/data_model.hpp"

#include "vsize/host_model.hpp"
#include "vsize/units.hpp"

#include <algorithm>

namespace vsize {

double cached_image_bytes(int res_px, CacheShape shape, double aspect_ratio) {
  double side = res_px;
  double short_side = shape == CacheShape::square ? side : side * aspect_ratio;
  return side * short_side * units::k_rgb_bytes_per_px;
}

CacheMode framework_cache(const Scenario& s, Findings& out) {
  if (s.w.decode == Decode::video) {
    // Frames come from the video through NVDEC (a DALI pipeline): no image files, no image cache.
    add_finding(out, FindingCode::video_decode_pipeline);
    if (s.video && !nvdec_frames_per_s(s.gpu, *s.video, 1)) {
      add_finding(out, FindingCode::nvdec_unknown, s.gpu.id);
    }
    return CacheMode::none;
  }
  if (s.family.ram_cache == RamCache::none && s.w.cache != CacheMode::none) {
    if (!s.w.cache_from_default) {
      add_finding(out, FindingCode::cache_not_supported, s.family.id);
    }
    return CacheMode::none;
  }
  return s.w.cache;
}

namespace {

// The dataset's images as stored: --source-mp (or the footage's frames), else the default
// (data_model.hpp), read through the scenario's constants so that explain cites them.
double source_mp(const Scenario& s) {
  return s.w.source_mp && !s.w.source_mp_from_default ? *s.w.source_mp
                                                      : default_source_mp(s.w.res_px, s.family, s.model.task, s.a);
}

} // namespace

std::optional<double> nvdec_frames_per_s(const GpuSpec& gpu, const VideoFormatSpec& video, int gpus,
                                         int engines_per_gpu) {
  const std::optional<double>& per_engine =
      video.codec == VideoCodec::h265 ? gpu.nvdec_fps_h265_1080p : gpu.nvdec_fps_h264_1080p;
  if (!gpu.nvdec_engines || !per_engine || video.width_px <= 0 || video.height_px <= 0) {
    return std::nullopt;
  }
  constexpr double k_1080p_px = 1920.0 * 1080.0; // the application note's 1920x1080 4:2:0
  double pixels = static_cast<double>(video.width_px) * video.height_px;
  int engines = engines_per_gpu > 0 ? std::min(engines_per_gpu, *gpu.nvdec_engines) : *gpu.nvdec_engines;
  return gpus * engines * *per_engine * k_1080p_px / pixels;
}

DataPlan plan_data(const Scenario& s, const MemoryPlan& memory, CacheMode cache) {
  const Workload& w = s.w;
  const Constants& a = s.a;
  DataPlan d;
  d.cache = cache;
  d.processes = s.mode == Mode::ddp ? s.topo.gpus_per_node : memory.jobs / s.topo.nodes;
  d.batch_per_gpu = std::max(1, memory.batch_per_gpu);
  d.cache_bytes_one_copy = cache == CacheMode::ram
                               ? static_cast<double>(w.dataset_images) *
                                     cached_image_bytes(w.res_px, w.cache_shape, a[K::cache_aspect_ratio])
                               : 0.0;
  d.cache_short_side_px =
      w.cache_shape == CacheShape::square ? w.res_px : static_cast<int>(w.res_px * a[K::cache_aspect_ratio]);
  // Ultralytics builds the dataset, and so the RAM cache, in every training process.
  d.cache_copies = cache == CacheMode::ram ? d.processes : 0;
  // The validation set is cached the same way (ultralytics/data/build.py build_yolo_dataset:
  // "cache=cfg.cache or None" for mode 'val' too; YOLOv5 train.py: "cache=None if noval else
  // opt.cache"), in the process that validates: a DDP job's rank 0 (engine/trainer.py: "if RANK in
  // {-1, 0}: ... self.test_loader = self.get_dataloader(...)"), every job side by side.
  if (cache == CacheMode::ram && w.val_images > 0) {
    d.val_cache_bytes_one_copy =
        static_cast<double>(w.val_images) * cached_image_bytes(w.res_px, w.cache_shape, a[K::cache_aspect_ratio]);
    // Since Ultralytics 8.3.218 every rank builds the validation set (its share of the batches,
    // the whole dataset and cache): one copy a process; rank 0 alone before (val_rank0_only).
    const bool rank0 = s.val_on_rank0();
    d.val_cache_copies = s.mode == Mode::ddp && rank0 ? 1 : d.processes;
  }
  d.source_mp = source_mp(s);
  if (w.decode == Decode::video && s.video) {
    // One DALI pipeline a training process, and fn.readers.video decodes one sequence at a time
    // (NVIDIA/DALI #6387): one session, so one engine, a GPU.
    d.nvdec_frames_per_s = nvdec_frames_per_s(s.gpu, *s.video, s.topo.gpus_per_node, 1);
    if (d.nvdec_frames_per_s) {
      d.nvdec_images_per_s = *d.nvdec_frames_per_s / w.video.sample_every;
    }
  }
  return d;
}

int close_mosaic(const Workload& w, const FamilySpec& family) {
  return family.close_mosaic_epochs > 0 ? w.close_mosaic.value_or(family.close_mosaic_epochs) : 0;
}

Loader loader(const LoaderInputs& in) {
  Loader l;
  double scale = static_cast<double>(in.res_px) / in.ref_res_px;
  double decode_ms = in.decoded_cache ? 0.0 : in.decodes_per_sample * in.decode_ms_per_mp * in.source_mp;
  l.ms_per_sample = (in.augment_ms + in.mask_augment_ms) * scale * scale + decode_ms;
  if (in.workers_total > 0) {
    double free_cores = std::max(0.0, in.cores_total - in.processes * in.trainer_cores_per_process);
    double on_siblings =
        std::max(0.0, std::min<double>(in.workers_total, in.threads_total - in.processes) - free_cores);
    l.cores_used = std::min<double>(in.workers_total, free_cores) + in.smt_gain * on_siblings;
  } else {
    l.cores_used = in.processes; // workers=0: each training process loads, in series with its step
  }
  l.images_per_core_s = in.efficiency * 1000.0 / l.ms_per_sample * (in.cpu_base_ghz / in.ref_ghz);
  l.images_per_s = l.cores_used * l.images_per_core_s;
  return l;
}

namespace {

// A DDP rank holds its core: NCCL's proxy thread busy-polls ("seeing 100% CPU for each NCCL
// thread is expected", NVIDIA/nccl#374). A lone training process holds the core only while Python
// dispatches the step (the host's dispatch) and leaves the rest of a step of `step_s` to the
// workers.
double trainer_cores(const Scenario& s, const HostPlan& host, double step_s) {
  bool ranks_communicate = s.ranks_communicate();
  double dispatch_share = step_s > 0 ? host.dispatch_s / step_s : 1.0;
  return ranks_communicate ? s.a.count(K::trainer_cores_per_rank)
                           : std::min<double>(s.a.count(K::trainer_cores_per_rank), dispatch_share);
}

LoaderInputs loader_inputs(const Scenario& s, const DataPlan& data, const HostPlan& h) {
  const Constants& a = s.a;
  LoaderInputs in;
  in.cores_total = h.cpu->cores * h.sockets;
  in.threads_total = h.cpu->threads * h.sockets;
  in.processes = data.processes;
  in.workers_total = h.workers_total;
  in.trainer_cores_per_process = trainer_cores(s, h, h.step_on_host_s);
  in.augment_ms = s.family.loader_augment_ms;
  in.mask_augment_ms = s.model.has_instance_masks() ? s.family.loader_mask_augment_ms : 0.0;
  in.ref_res_px = s.family.loader_ref_res_px.value_or(s.model.ref_res_px);
  in.res_px = s.w.res_px;
  // --decode video: NVDEC decodes the frames, the workers only augment.
  in.decodes_per_sample =
      s.w.decode == Decode::video ? 0 : s.w.loader_decodes_per_sample.value_or(s.family.loader_decodes_per_sample);
  in.decode_ms_per_mp = a[K::jpeg_decode_ms_per_mp];
  in.source_mp = data.source_mp;
  in.decoded_cache = data.cache != CacheMode::none;
  in.cpu_base_ghz = h.cpu->base_ghz;
  in.ref_ghz = a[K::loader_ref_ghz];
  in.efficiency = a[K::loader_efficiency];
  in.smt_gain = a[K::smt_worker_gain];
  return in;
}

// A loader-bound step lasts as long as the loader takes for a batch, so the trainer's dispatch
// holds a smaller share of its core and leaves the rest to the workers. The rate r it settles at
// is the fixed point loader(share(r)) = r, where share(r) = dispatch / max(GPU-bound step, batch /
// r): loader(share(r)) - r falls as r grows, so bisection between the rate at the GPU-bound step's
// share (below the root) and the GPUs' rate (above it) finds it. Plain rounds of r -> loader(share(r))
// swung between two rates on one core (a 1-CPU H100 job: 11 and 61 images/s, never 30).
Loader settled_loader(const Scenario& s, const DataPlan& data, const HostPlan& host, LoaderInputs& in) {
  in.trainer_cores_per_process = trainer_cores(s, host, host.step_on_host_s);
  Loader l = loader(in);
  double images_per_step = static_cast<double>(data.batch_per_gpu) * data.processes;
  double gpu_rate = host.step_on_host_s > 0 ? images_per_step / host.step_on_host_s : 0.0;
  if (l.images_per_s <= 0 || l.images_per_s >= gpu_rate) return l; // the GPUs set the pace
  auto at_rate = [&](double rate) {
    in.trainer_cores_per_process = trainer_cores(s, host, images_per_step / rate);
    return loader(in);
  };
  double lo = l.images_per_s;
  double hi = gpu_rate;
  for (int round = 0; round < 50 && hi - lo > 1e-9 * hi; ++round) {
    double mid = 0.5 * (lo + hi);
    (at_rate(mid).images_per_s >= mid ? lo : hi) = mid;
  }
  return at_rate(lo);
}

} // namespace

LoaderPlan plan_loader(const Scenario& s, const DataPlan& data, const HostPlan& host) {
  LoaderPlan p;
  if (!host.cpu) {
    return p;
  }
  p.inputs = loader_inputs(s, data, host);
  static_cast<Loader&>(p) = settled_loader(s, data, host, p.inputs);
  if (close_mosaic(s.w, s.family) > 0) {
    // Ultralytics' Dataset.close_mosaic: hyp.mosaic = 0, LetterBox as RandomPerspective's
    // pre_transform (ultralytics/data/augment.py v8_transforms); bench/LOADER.md, no-mosaic rows.
    p.no_mosaic_inputs = p.inputs;
    p.no_mosaic_inputs.augment_ms = s.family.loader_augment_ms_no_mosaic;
    p.no_mosaic_inputs.mask_augment_ms = s.model.has_instance_masks() ? s.family.loader_mask_augment_ms_no_mosaic : 0.0;
    p.no_mosaic_inputs.decodes_per_sample = std::min(1, p.inputs.decodes_per_sample); // 0 with --decode video
    p.no_mosaic = settled_loader(s, data, host, p.no_mosaic_inputs);
  }
  return p;
}

} // namespace vsize
