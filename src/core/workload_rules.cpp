// The workload as the model's trainer will run it: what the catalog fills in, what the trainer
// rounds or picks (image size, optimizer, close_mosaic, the images as stored), a video source as
// training frames, and the checks that refuse impossible values. The solver calls these once, in
// prepare(), before any server is evaluated; the CLI calls them to echo the resolved workload.
#include "vsize/workload_rules.hpp"

#include "vsize/data_model.hpp"
#include "vsize/error.hpp"
#include "vsize/option_ranges.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <cmath>

namespace vsize {

double VideoSource::frames() const {
  return sample_every > 0 ? std::floor(hours * units::k_s_per_h * fps / sample_every + 1e-6) : 0.0;
}

double VideoSource::raw_bytes() const { return units::from_mbit_s(bitrate_mbps.value_or(0)) * units::from_h(hours); }

namespace {

void validate_video_and_storage(const Workload& w) {
  const StorageRequest& st = w.storage;
  check_option_value("--dataset-growth", st.growth_percent);
  check_option_value("--plan-years", st.plan_years);
  check_option_value("--backup-copies", st.backup_copies);
  if (st.ingest_hours) {
    check_option_value("--ingest-hours", *st.ingest_hours);
  }
  if (st.data_raid != Raid::raid0 && st.data_raid != Raid::raid10) {
    throw UsageError(
        fmt::format("--data-raid {}: must be 0 or 10 (the data tier stripes NVMe)", to_string(st.data_raid)));
  }
  if (st.bulk_raid != Raid::raid5 && st.bulk_raid != Raid::raid6 && st.bulk_raid != Raid::raid10) {
    throw UsageError(fmt::format("--bulk-raid {}: must be 5, 6 or 10", to_string(st.bulk_raid)));
  }
  const VideoSource& v = w.video;
  if (w.decode == Decode::video && !v.given()) {
    throw UsageError("--decode video: decodes frames from the footage; give it with --video-hours H");
  }
  if (!v.given()) {
    return;
  }
  check_option_value("--video-hours", v.hours);
  check_option_value("--fps", v.fps);
  check_option_value("--sample-every", v.sample_every);
  if (v.bitrate_mbps && !v.bitrate_from_format) {
    check_option_value("--video-bitrate-mbps", *v.bitrate_mbps);
  } else if (const OptionRange& range = option_range("--video-bitrate-mbps");
             v.bitrate_mbps && (*v.bitrate_mbps < range.min || *v.bitrate_mbps > range.max)) {
    // The catalog's format gave it, scaled to --fps: the record is at fault, not an option the user
    // never typed (review s84 F2).
    throw CatalogError(
        fmt::format("video_formats '{} {}': its bitrate at --fps {:g} is {:g} Mb/s; a footage's must be {} "
                    "(correct the record's bitrate_mbps or bitrate_fps, or give --video-bitrate-mbps)",
                    v.resolution, to_string(v.codec), v.fps, *v.bitrate_mbps, range.must_be));
  }
  double frames = v.frames();
  if (frames < 1 || frames > option_range("--dataset").max) {
    throw UsageError(fmt::format("--video-hours {:g} --fps {:g} --sample-every {}: {:.0f} training frames; must be "
                                 "from 1 to 10^9 (the --dataset range)",
                                 v.hours, v.fps, v.sample_every, frames));
  }
}

} // namespace

void resolve_video(Workload& w, const Catalog& cat) {
  if (!w.video.given()) {
    return;
  }
  const VideoFormatSpec& f = cat.video_format(w.video.resolution, w.video.codec);
  w.video.resolution = f.resolution;
  if (!w.video.bitrate_mbps) {
    w.video.bitrate_mbps = video_bitrate_mbps(f, w.video.fps, Assumptions::from(cat)[K::video_bitrate_fps_exponent]);
    w.video.bitrate_from_format = true;
  }
  const double frame_mp = static_cast<double>(f.width_px) * f.height_px / units::k_px_per_mp;
  // Frames may be stored smaller than the footage (--source-mp), never larger.
  if (w.source_mp && *w.source_mp > frame_mp * 1.001) {
    throw UsageError(fmt::format("--source-mp {:g}: more than the {:.2f} MP of a {} frame; extracted frames are the "
                                 "footage's size or smaller (leave --source-mp out, or give --video-res)",
                                 *w.source_mp, frame_mp, f.resolution));
  }
  if (!w.source_mp) {
    w.source_mp = frame_mp;
    w.source_mp_from_video = true;
  }
  // The validation frames come out of the footage too: what it yields is training + validation
  // (100 h at 30 fps, every 30th frame: 360,000 = 355,000 + 5,000), not training frames beside
  // another 5,000. A validation set of every frame or more leaves none to train on
  // (validate_workload refuses it once the validation frames are resolved).
  double frames = w.video.frames();
  double val = static_cast<double>(w.val_images) < frames ? static_cast<double>(w.val_images) : 0.0;
  if (frames - val >= 1 && frames <= option_range("--dataset").max) {
    w.dataset_images = static_cast<long long>(frames - val);
  }
}

void validate_workload(const Workload& w, const Catalog& cat) {
  const ModelSpec& m = cat.model(w.model); // unknown model: UsageError with a suggestion
  const FamilySpec& f = cat.family(m.family);
  if (!f.optimizer_name(w.optimizer)) {
    std::vector<std::string> offered;
    for (const auto& name : f.optimizers) offered.emplace_back(to_string(*parse_enum<Optimizer>(name)));
    throw UsageError(fmt::format("--optimizer {}: {}'s trainer ({}) offers {}", to_string(w.optimizer), m.id, f.id,
                                 fmt::join(offered, ", ")));
  }
  if (w.optimizer == Optimizer::musgd && m.matrix_params == 0) {
    throw UsageError(fmt::format(
        "--optimizer {}: model {} has no parameter-tensor counts (matrix_params) to time "
        "MuSGD's loop with{}; MuSGD is Ultralytics 8.4's (YOLOv8, YOLO11, YOLO26 models): "
        "give --optimizer adamw or sgd, or the counts in a catalog overlay",
        w.optimizer_auto ? "auto" : "musgd", m.id,
        w.optimizer_auto ? fmt::format(" (the trainer's auto picks MuSGD above {} iterations)", f.long_run_iterations)
                         : ""));
  }
  // The numeric inputs, by the same table the command line parses them with.
  check_option_value("--res", w.res_px);
  check_option_value("--dataset", static_cast<double>(w.dataset_images));
  check_option_value("--val-images", static_cast<double>(w.val_images));
  if (w.video.given() && w.video.frames() < 2) {
    // Too little footage for one frame to train on and one to validate: the footage options are
    // at fault, not a --val-images nobody typed.
    throw UsageError(fmt::format("--video-hours {:g} --fps {:g} --sample-every {}: {:.0f} frames (hours x 3600 x fps / "
                                 "sample-every); at least 2, one to train on and one to validate: more hours, or a "
                                 "smaller --sample-every",
                                 w.video.hours, w.video.fps, w.video.sample_every, w.video.frames()));
  }
  if (w.video.given() && static_cast<double>(w.val_images) >= w.video.frames()) {
    throw UsageError(fmt::format("--val-images {}: the footage yields {:.0f} frames (hours x 3600 x fps / "
                                 "sample-every), validation's and training's together; leave at least 1 to train on "
                                 "(--val-images {:.0f} at most)",
                                 w.val_images, w.video.frames(), w.video.frames() - 1));
  }
  check_option_value("--epochs", w.epochs);
  check_option_value("--max-objects", w.max_objects);
  check_option_value("--objects", w.objects);
  check_option_value("--classes", w.classes);
  if (w.source_mp) {
    check_option_value("--source-mp", *w.source_mp);
  }
  check_option_value("--workers", w.workers);
  if (w.close_mosaic) check_option_value("--close-mosaic", *w.close_mosaic);
  check_option_value("--night-hours", w.night_hours);
  check_option_value("--confidence", w.confidence);
  validate_video_and_storage(w);
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && !(w.batch.fraction > 0 && w.batch.fraction < 1)) {
    throw UsageError("--batch: a fraction must be between 0 and 1 (e.g. 0.7), or use -1 or a global batch N >= 1");
  }
  if (w.batch.kind == BatchSpec::Kind::global && (w.batch.global < 1 || w.batch.global > 1000000)) {
    throw UsageError("--batch: a global batch must be from 1 to 10^6");
  }
}

void apply_catalog_defaults(Workload& w, const Assumptions& a) {
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && w.batch.fraction_from_default) {
    w.batch.fraction = a[K::autobatch_default_fraction];
  }
}

// Ultralytics' check_imgsz (ultralytics/utils/checks.py) rounds imgsz up to a multiple of the
// model's largest stride, 32, and warns "imgsz=... must be multiple of max stride 32, updating
// to ...": the trainer trains at the rounded size, so vsize sizes that one.
constexpr int k_ultralytics_max_stride = 32;

TrainerOptimizer trainer_optimizer(const Workload& w, const FamilySpec& family, double nominal_batch, int sized_batch) {
  TrainerOptimizer t;
  if (!family.default_optimizer.empty()) t.optimizer = *parse_enum<Optimizer>(family.default_optimizer);
  if (family.long_run_iterations > 0) {
    double batch = w.batch.kind == BatchSpec::Kind::global ? static_cast<double>(w.batch.global)
                   : sized_batch > 0                       ? static_cast<double>(sized_batch)
                                                           : nominal_batch;
    double per_epoch = std::ceil(static_cast<double>(w.dataset_images) / std::max(batch, nominal_batch));
    t.iterations = static_cast<long long>(per_epoch) * w.epochs;
    if (t.iterations > family.long_run_iterations) t.optimizer = *parse_enum<Optimizer>(family.long_run_optimizer);
  }
  return t;
}

void apply_trainer_rules(Workload& w, const Catalog& cat, const Assumptions& a) {
  const ModelSpec& model = cat.model(w.model);
  const FamilySpec& family = cat.family(model.family);
  // A model trains at its own size unless told otherwise: timm's ViT-B/16 at 224 (its
  // vit_base_patch16_224 config), torchvision's detectors at their 800 / 1333 resize, Ultralytics
  // at imgsz=640 (the catalog's ref_res_px, which the model's FLOPs and activations are given at).
  if (w.res_from_default) w.res_px = model.train_res_px.value_or(model.ref_res_px);
  // torchvision's detectors take min_size / max_size, not a square: a typed --res is a square of
  // that many pixels, said beside the size their own resize trains at.
  if (!w.res_from_default && family.id == "torchvision-detection" && w.res_px != model.ref_res_px) {
    w.res_native_px = model.ref_res_px;
  }
  if (family.trainer == "ultralytics" && w.res_px % k_ultralytics_max_stride != 0) {
    w.res_requested_px = w.res_px;
    w.res_multiple_px = k_ultralytics_max_stride;
    w.res_px = (w.res_px / k_ultralytics_max_stride + 1) * k_ultralytics_max_stride;
  }
  // A ViT's patch embedding is a convolution with kernel and stride the patch size and no padding
  // (timm's PatchEmbed, grid_size = img_size // patch_size): a size that is not a multiple of the
  // patch leaves the last pixels unused, so the model computes on the whole patches only.
  if (model.patch_px && w.res_px % *model.patch_px != 0 && w.res_px >= *model.patch_px) {
    w.res_requested_px = w.res_px;
    w.res_multiple_px = *model.patch_px;
    w.res_px = w.res_px / *model.patch_px * *model.patch_px;
    // Whole patches below vsize's smallest size: the typed size is what the message names.
    double min_px = option_range("--res").min;
    if (w.res_px < min_px) {
      int patch = *model.patch_px;
      throw UsageError(fmt::format("--res {}: {} trains on whole {} px patches, {} px, below the {:g} px vsize sizes; "
                                   "use --res {} or more",
                                   *w.res_requested_px, w.model, patch, w.res_px, min_px,
                                   static_cast<int>(std::ceil(min_px / patch)) * patch));
    }
  }
  // Ultralytics' close_mosaic: its default where not given; a trainer without mosaic has none.
  if (w.close_mosaic.value_or(0) > 0 && family.close_mosaic_epochs == 0) {
    throw UsageError(fmt::format("--close-mosaic: model {}'s trainer ({}) has no close_mosaic (it is Ultralytics' "
                                 "option: YOLOv8, YOLO11, YOLO26, RT-DETR); drop the option",
                                 w.model, family.id));
  }
  w.close_mosaic = close_mosaic(w, family);
  w.counts_objects = family.trainer == "ultralytics" && model.task != Task::classify;
  w.counts_classes = model.task != Task::encoder;
  // A trainer without an image cache (timm, torchvision) has no choice for the default to make:
  // the workload says none, not "auto (ram, disk or none)" (review s73).
  if (w.cache_from_default && family.ram_cache == RamCache::none) w.cache = CacheMode::none;
  // The images as stored, resolved here so that every output echoes the figure it sized with.
  if (!w.source_mp) {
    w.source_mp = default_source_mp(w.res_px, family, model.task, a);
    w.source_mp_from_default = true;
  }
  if (w.optimizer_auto) {
    TrainerOptimizer t = trainer_optimizer(w, family, a[K::nominal_batch]);
    w.optimizer = t.optimizer;
    w.optimizer_auto_iterations = t.iterations;
  } else if (w.optimizer_from_default && family.untyped_runs_default) {
    // Not typed: what the trainer's recipes train (torchvision's detection reference: SGD).
    Optimizer recipe = *parse_enum<Optimizer>(family.default_optimizer);
    if (recipe != w.optimizer) {
      w.optimizer_default_replaced = w.optimizer;
      w.optimizer_from_recipe = true;
      w.optimizer = recipe;
    }
  } else if (w.optimizer_from_default && !family.optimizer_name(w.optimizer)) {
    w.optimizer_default_replaced = w.optimizer;
    w.optimizer = trainer_optimizer(w, family, a[K::nominal_batch]).optimizer;
  }
}

} // namespace vsize
