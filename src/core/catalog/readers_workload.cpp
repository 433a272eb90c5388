// The schema of model families, models and assumptions (docs/catalog.md).
#include "readers.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace vsize::catalog_io {

namespace {

// Every {placeholder} in a launch argument is one vsize fills (k_launch_placeholders).
void check_placeholders(RecordReader& r, const char* key, const std::vector<std::string>& args) {
  for (const auto& arg : args) {
    for (std::size_t open = arg.find('{'); open != std::string::npos; open = arg.find('{', open + 1)) {
      std::size_t close = arg.find('}', open);
      std::string token = arg.substr(open, close == std::string::npos ? std::string::npos : close - open + 1);
      bool known = std::any_of(std::begin(k_launch_placeholders), std::end(k_launch_placeholders),
                               [&](const char* p) { return token == p; });
      if (!known) {
        r.fail(key, fmt::format("unknown placeholder \"{}\" (known: {})", token,
                                fmt::join(std::begin(k_launch_placeholders), std::end(k_launch_placeholders), " ")));
      }
    }
  }
}

void read_launch(RecordReader& r, FamilySpec& f) {
  f.multi_node = r.boolean("multi_node");
  f.launcher = r.choice<Launcher>("launcher");
  f.launch_program = r.str("launch_program");
  f.launch_program_from = r.str("launch_program_from", false);
  f.launch_args = r.strings("launch_args");
  f.launch_amp_args = r.strings("launch_amp_args", false);
  f.launch_bf16_args = r.strings("launch_bf16_args", false);
  f.launch_fp32_args = r.strings("launch_fp32_args", false);
  f.launch_ram_cache_args = r.strings("launch_ram_cache_args", false);
  f.launch_disk_cache_args = r.strings("launch_disk_cache_args", false);
  f.launch_run_args = r.strings("launch_run_args", false);
  for (const auto& a : f.launch_run_args) {
    std::string rest = a;
    for (const char* known : {"{run}", "{out}"}) {
      for (std::size_t at = rest.find(known); at != std::string::npos; at = rest.find(known)) rest.erase(at, 5);
    }
    if (rest.find('{') != std::string::npos) {
      r.fail("launch_run_args",
             fmt::format("\"{}\": the placeholders here are {{out}}, the outputs' folder, and {{run}}, the run's name",
                         a));
    }
  }
  check_placeholders(r, "launch_args", f.launch_args);
  f.launch_learning_rates = r.objects<LaunchLearningRate>(
      "launch_learning_rates", false,
      "[{\"optimizer\": \"sgd\", \"lr\": 0.02, \"batch\": 16, \"weight_decay\": 1e-4, \"scaling\": \"linear\"}]",
      [](RecordReader& t, LaunchLearningRate& l) {
        l.optimizer = t.str("optimizer");
        l.lr = t.num("lr", false, 100);
        l.batch = t.integer("batch", false, 1000000);
        l.weight_decay = t.num("weight_decay", true, 10);
        std::string scaling = t.str("scaling");
        if (scaling != "linear" && scaling != "sqrt") t.fail("scaling", "must be linear or sqrt");
        l.sqrt_scaling = scaling == "sqrt";
      });
  bool uses_rate = std::any_of(f.launch_args.begin(), f.launch_args.end(), [](const std::string& a) {
    return a.find("{lr}") != std::string::npos || a.find("{weight_decay}") != std::string::npos;
  });
  for (const auto& l : f.launch_learning_rates) {
    if (!parse_enum<Optimizer>(l.optimizer)) {
      r.fail("launch_learning_rates", fmt::format("optimizer '{}': must be adamw, sgd or musgd", l.optimizer));
    }
  }
  if (uses_rate && f.optimizers.empty()) {
    r.fail("optimizers", "{lr} in launch_args needs the optimizers the trainer offers, each with a learning rate");
  }
  for (const auto& spelled : f.optimizers) {
    if (uses_rate && !f.learning_rate(*parse_enum<Optimizer>(spelled))) {
      r.fail("launch_learning_rates",
             fmt::format("no entry for optimizer '{}', which {{lr}} in launch_args needs", spelled));
    }
  }
  if (f.ram_cache == RamCache::none && !(f.launch_ram_cache_args.empty() && f.launch_disk_cache_args.empty())) {
    r.fail("launch_ram_cache_args", "a family with ram_cache none gets no image cache: leave the cache arguments out");
  }
  if (f.multi_node && f.launcher != Launcher::torchrun) {
    r.fail("launcher", "a trainer that spans nodes starts with torchrun");
  }
}

// A checkpoint's layout: its weights' bytes a parameter, and per optimizer its state's.
void read_checkpoint_layout(RecordReader& r, FamilySpec& f) {
  f.checkpoint_weight_bytes_per_param = r.opt_num("checkpoint_weight_bytes_per_param", false, 64);
  // 0 allowed: SGD without momentum keeps no state.
  for (auto [o, key] : {std::pair{Optimizer::sgd, "checkpoint_state_bytes_per_param_sgd"},
                        std::pair{Optimizer::adamw, "checkpoint_state_bytes_per_param_adamw"},
                        std::pair{Optimizer::musgd, "checkpoint_state_bytes_per_param_musgd"}}) {
    if (auto bytes = r.opt_num(key, true, 64)) {
      if (!f.checkpoint_weight_bytes_per_param)
        r.fail(key, "needs checkpoint_weight_bytes_per_param (the layout's weights)");
      f.checkpoint_state_bytes[o] = *bytes;
    }
  }
}

// How many predictions validation matches an image (FamilySpec::val_predictions_per_class).
void read_val_predictions(RecordReader& r, FamilySpec& f) {
  f.val_predictions_per_class = r.opt_num("val_predictions_per_class", false, 1000);
  f.val_max_det = r.opt_int("val_max_det", false, 100000);
  if (f.val_predictions_per_class && !f.val_max_det) {
    r.fail("val_predictions_per_class", "needs val_max_det (the most predictions validation keeps an image)");
  }
  if (f.val_max_det && !f.val_predictions_per_class) {
    r.fail("val_max_det", "needs val_predictions_per_class (what NMS keeps a class below the cap)");
  }
}

// The optimizers the trainer offers, and the one it picks when given none.
void read_optimizers(RecordReader& r, FamilySpec& f) {
  f.optimizers = r.strings("optimizers", false);
  for (const auto& o : f.optimizers) {
    if (!parse_enum<Optimizer>(o)) r.fail("optimizers", fmt::format("'{}': must be adamw, sgd or musgd", o));
  }
  f.default_optimizer = r.str("default_optimizer", false);
  f.untyped_runs_default = r.boolean("untyped_runs_default", false);
  f.long_run_optimizer = r.str("long_run_optimizer", false);
  f.long_run_iterations = r.opt_int("long_run_iterations", false, 1000000000).value_or(0);
  auto offered = [&](const char* key, const std::string& v) {
    auto o = parse_enum<Optimizer>(v);
    if (!v.empty() && (!o || !f.optimizer_name(*o))) {
      r.fail(key, fmt::format("'{}': must be one of the optimizers the trainer offers", v));
    }
  };
  offered("default_optimizer", f.default_optimizer);
  offered("long_run_optimizer", f.long_run_optimizer);
  if (!f.optimizer_name(Optimizer::adamw) && f.default_optimizer.empty()) {
    r.fail("default_optimizer", "a trainer that offers no adamw (vsize's default) must name its own");
  }
  if (f.untyped_runs_default && f.default_optimizer.empty()) {
    r.fail("untyped_runs_default", "needs the default_optimizer it runs");
  }
  if (f.long_run_optimizer.empty() != (f.long_run_iterations == 0)) {
    r.fail("long_run_iterations", "give long_run_optimizer and long_run_iterations together");
  }
}

// [rows, lowest, highest]: what a fitted efficiency rests on (vsize accuracy --catalog-patch).
FitEvidence read_fit_evidence(RecordReader& r, const char* key) {
  std::vector<double> v = r.positive_numbers(key, 1e6);
  if (v.empty()) return {};
  if (v.size() != 3 || v[0] != std::floor(v[0]) || v[1] > v[2]) {
    r.fail(key, "must be [rows, lowest, highest]: a whole number of rows and the range of their exact values, "
                "e.g. [4, 0.41, 1.15] (vsize accuracy --catalog-patch writes it)");
    return {};
  }
  return {static_cast<int>(v[0]), v[1], v[2]};
}

// The error bands `vsize accuracy --catalog-patch` writes: time and memory ends, and the time
// errors themselves with their pool and weights.
void read_error_bands(RecordReader& r, FamilySpec& f) {
  f.time_error_low = r.signed_fraction("time_error_low", 100);
  f.time_error_high = r.signed_fraction("time_error_high", 100);
  f.time_errors = r.signed_fractions("time_errors", 100);
  f.time_errors_pool = r.str("time_errors_pool", false);
  if (!f.time_errors_pool.empty() && f.time_errors_pool != "all" && f.time_errors_pool != f.calibration_pool) {
    r.fail("time_errors_pool", "must be the family's calibration_pool (\"" + f.calibration_pool + "\") or all (got \"" +
                                   f.time_errors_pool + "\")");
  }
  f.time_error_weights = r.positive_numbers("time_error_weights", 1);
  if (!f.time_error_weights.empty() && f.time_error_weights.size() != f.time_errors.size()) {
    r.fail("time_error_weights", fmt::format("{} weights for {} time_errors: give one weight per error, or null "
                                             "for equal weights",
                                             f.time_error_weights.size(), f.time_errors.size()));
  }
  f.memory_error_low = r.signed_fraction("memory_error_low", 100);
  f.memory_error_high = r.signed_fraction("memory_error_high", 100);
  if (f.time_error_low > f.time_error_high) {
    r.fail("time_error_low", "must not exceed time_error_high");
  }
  if (f.memory_error_low > f.memory_error_high) {
    r.fail("memory_error_low", "must not exceed memory_error_high");
  }
}

} // namespace

void read_record(RecordReader& r, FamilySpec& f) {
  f.kind = r.choice<FamilyKind>("kind");
  f.trainer = r.one_of("trainer", {"ultralytics", "detectron2", "torchvision", "timm"});
  f.ema = r.boolean("ema");
  f.ram_cache = r.choice<RamCache>("ram_cache");
  f.calibration_pool = r.one_of("calibration_pool", {"yolo", "detectors", "deeplab", "vit"});
  f.activation_scale = r.num("activation_scale", false, 10, 0.1);
  f.compute_efficiency = r.num("compute_efficiency", false, 1.0, 0.01);
  f.compute_efficiency_fp32 = r.num("compute_efficiency_fp32", false, 1.0, 0.01);
  f.fitted = r.strings("fitted", false);
  for (const auto& field : f.fitted) {
    if (field != "activation_scale" && field != "compute_efficiency" && field != "compute_efficiency_fp32") {
      r.fail("fitted", fmt::format("'{}' is not a fitted constant (activation_scale, compute_efficiency, "
                                   "compute_efficiency_fp32)",
                                   field));
    }
  }
  f.compute_efficiency_evidence = read_fit_evidence(r, "compute_efficiency_evidence");
  f.compute_efficiency_fp32_evidence = read_fit_evidence(r, "compute_efficiency_fp32_evidence");
  f.memory_traffic_per_activation_byte = r.num("memory_traffic_per_activation_byte", true, 1000);
  f.step_overhead_ms = r.num("step_overhead_ms", true, 100000);
  f.mask_image_overhead_ms = r.num("mask_image_overhead_ms", true, 10000);
  f.loss_branch_ops = r.opt_num("loss_branch_ops", true, 1e6).value_or(0.0);
  f.label_caution_objects = r.opt_int("label_caution_objects", true, 100000).value_or(0);
  f.assigner_bytes_per_object_anchor = r.opt_num("assigner_bytes_per_object_anchor", true, 1000).value_or(0.0);
  f.assigner_branch_bytes_per_object_anchor =
      r.opt_num("assigner_branch_bytes_per_object_anchor", true, 1000).value_or(0.0);
  f.batchnorm_small_batch = r.opt_int("batchnorm_small_batch", true, 1024).value_or(0);
  f.loader_augment_ms = r.num("loader_augment_ms", false, 1e5, 0.01);
  f.loader_mask_augment_ms = r.num("loader_mask_augment_ms", true, 1e5);
  f.loader_ref_res_px = r.opt_int("loader_ref_res_px", false, 16384);
  f.loader_decodes_per_sample = r.integer("loader_decodes_per_sample", true, 16);
  f.close_mosaic_epochs = r.opt_int("close_mosaic_epochs", true, 100000).value_or(0);
  if (f.close_mosaic_epochs > 0) {
    f.loader_augment_ms_no_mosaic = r.num("loader_augment_ms_no_mosaic", false, 1e5, 0.01);
    f.loader_mask_augment_ms_no_mosaic = r.num("loader_mask_augment_ms_no_mosaic", true, 1e5);
  }
  f.source_image_mp = r.opt_num("source_image_mp", false, 1000, 0.001);
  f.val_ms_per_image = r.num("val_ms_per_image", true, 1e5);
  f.val_nms_ms_per_image = r.opt_num("val_nms_ms_per_image", true, f.val_ms_per_image).value_or(0.0);
  read_val_predictions(r, f);
  f.val_rank0_only = r.boolean("val_rank0_only");
  f.trainer_release = r.str("trainer_release", false);
  f.default_classes = r.opt_int("default_classes", false, 100000);
  f.val_split_in_batches = r.boolean("val_split_in_batches", false);
  f.final_validation = r.boolean("final_validation", false);
  f.val_setup_s = r.opt_num("val_setup_s", true, 1e4);
  f.epoch_overhead_s = r.opt_num("epoch_overhead_s", true, 1e4);
  f.checkpoint_saves_per_epoch = r.opt_int("checkpoint_saves_per_epoch", true, 100);
  read_checkpoint_layout(r, f);
  read_optimizers(r, f);
  f.train_plot_images = r.opt_int("train_plot_images", true, 1024).value_or(0);
  f.loader_workers_capped_by_batch = r.boolean("loader_workers_capped_by_batch", false);
  f.loader_prefetch_batches = r.opt_int("loader_prefetch_batches", false, 64).value_or(2);
  f.val_loader_workers_factor = r.opt_num("val_loader_workers_factor", true, 16).value_or(0.0);
  f.variable_input_size = r.boolean("variable_input_size", false);
  f.matmul_tf32 = r.boolean("matmul_tf32", false);
  f.val_batch_factor = r.opt_num("val_batch_factor", false, 64, 0.01).value_or(1.0);
  f.val_cache_kept_up_to = r.opt_num("val_cache_kept_up_to", true, 1.0).value_or(0.0);
  read_error_bands(r, f);
  read_launch(r, f);
}

// The one-entry lists of a model's attention that its activation figure does not scale: attention
// written out inside a CNN, and a DETR decoder's denoising queries.
void read_attention_parts(RecordReader& r, ModelSpec& m) {
  auto attention = r.objects<ModelSpec::ExplicitAttention>("explicit_attention", false,
                                                           "[{\"blocks\": 2, \"heads\": 6, \"stride_px\": 32}]",
                                                           [](RecordReader& t, ModelSpec::ExplicitAttention& a) {
                                                             a.blocks = t.integer("blocks", false, 1000);
                                                             a.heads = t.integer("heads", false, 1000);
                                                             a.stride_px = t.integer("stride_px", false, 1024);
                                                           });
  if (attention.size() > 1) r.fail("explicit_attention", "one entry: the blocks, their heads and their stride");
  if (!attention.empty()) m.explicit_attention = attention.front();
  auto math = r.objects<ModelSpec::MathAttention>("math_attention", false, "[{\"global_blocks\": 4, \"window\": 14}]",
                                                  [](RecordReader& t, ModelSpec::MathAttention& a) {
                                                    a.global_blocks = t.integer("global_blocks", false, 1000);
                                                    a.window = t.integer("window", false, 1024);
                                                  });
  if (math.size() > 1) r.fail("math_attention", "one entry: the global blocks and the window");
  if (!math.empty()) m.math_attention = math.front();
  auto decoder = r.objects<ModelSpec::DenoisingDecoder>(
      "denoising_decoder", false,
      "[{\"layers\": 6, \"heads\": 8, \"queries\": 300, \"denoising\": 100, \"query_bytes\": 27320, "
      "\"query_bytes_fp32\": 35008, \"ref_objects\": 60}]",
      [](RecordReader& t, ModelSpec::DenoisingDecoder& d) {
        d.layers = t.integer("layers", false, 100);
        d.heads = t.integer("heads", false, 1000);
        d.queries = t.integer("queries", false, 100000);
        d.denoising = t.integer("denoising", true, 100000);
        d.query_bytes = t.num("query_bytes", false, 1e9);
        d.query_bytes_fp32 = t.num("query_bytes_fp32", false, 1e9);
        d.ref_objects = t.integer("ref_objects", true, 100000);
      });
  if (decoder.size() > 1) r.fail("denoising_decoder", "one entry: the decoder's layers, heads, queries and bytes");
  if (!decoder.empty()) m.denoising_decoder = decoder.front();
}

void read_record(RecordReader& r, ModelSpec& m) {
  m.family = r.str("family");
  m.task = r.choice<Task>("task");
  m.params_m = r.num("params_m", false, 1e7, 1e-3);
  m.forward_gflops = r.num("forward_gflops", false, 1e8, 1e-3);
  m.source_gflops = r.num("source_gflops", false, 1e8, 1e-3);
  m.source_flops_convention = r.one_of("source_flops_convention", {"2xMAC", "MAC"});
  m.ref_res_px = r.integer("ref_res_px", false, 16384);
  m.activation_gb_per_image = r.num("activation_gb_per_image", false, 10000, 1e-6);
  m.activation_basis = r.str("activation_basis");
  m.fp32_activation_factor = r.opt_num("fp32_activation_factor", false, 4, 0.5);
  m.attention_flops_fraction = r.num("attention_flops_fraction", true, 1.0);
  m.train_head_gflops = r.opt_num("train_head_gflops", true, 1e6).value_or(0.0);
  m.train_branch_gflops = r.opt_num("train_branch_gflops", true, 1e6).value_or(0.0);
  m.loss_branches = r.opt_int("loss_branches", false, 8).value_or(1);
  m.nms_free = r.boolean("nms_free", false);
  m.activation_tensors =
      r.objects<TensorGroup>("activation_tensors", false, "[{\"stride\": 8, \"channels\": 64, \"share\": 0.3}]",
                             [](RecordReader& t, TensorGroup& g) {
                               g.stride = t.integer("stride", false, 4096);
                               g.channels = t.num("channels", false, 1e7);
                               g.share = t.num("share", true, 1.0);
                             });
  if (!m.activation_tensors.empty()) {
    double total = 0;
    for (const auto& g : m.activation_tensors) {
      total += g.share;
    }
    if (std::abs(total - 1.0) > 0.01) {
      r.fail("activation_tensors", "shares must add up to 1 (got " + json(total).dump() + ")");
    }
  }
  m.param_tensors = r.opt_int("param_tensors", true, 1000000).value_or(0);
  m.matrix_params = r.opt_int("matrix_params", true, 1000000).value_or(0);
  m.float_buffers = r.opt_int("float_buffers", true, 1000000).value_or(0);
  if (m.matrix_params > m.param_tensors) {
    r.fail("matrix_params", "must not exceed param_tensors");
  }
  m.patch_px = r.opt_int("patch_px", false, 1024);
  m.train_res_px = r.opt_int("train_res_px", false, 16384);
  m.layers = r.opt_int("layers", false, 10000);
  m.embed_dim = r.opt_int("embed_dim", false, 1000000);
  m.heads = r.opt_int("heads", false, 4096);
  m.stem_channels = r.opt_int("stem_channels", false, 100000);
  read_attention_parts(r, m);
  m.trainer_model = r.str("trainer_model", false);
  m.launch_args = r.strings("launch_args", false);
  for (const auto& a : m.launch_args) {
    if (a.find('{') != std::string::npos) {
      r.fail("launch_args", fmt::format("\"{}\": a model's own arguments are literal (placeholders belong in its "
                                        "family's launch_args)",
                                        a));
    }
  }
  if (m.forward_gflops > 0 && m.source_gflops > 0) {
    double factor = m.source_flops_convention == "MAC" ? 2.0 : 1.0;
    if (std::abs(m.forward_gflops - factor * m.source_gflops) > 0.01 * m.forward_gflops) {
      r.fail("forward_gflops", "must be 2 x MACs: " + std::string(factor == 2.0 ? "2 x " : "") + "source_gflops (" +
                                   json(m.source_gflops).dump() + ")");
    }
  }
}

void read_record(RecordReader& r, Assumption& a) {
  a.value = r.num("value", true, 1e12);
  a.unit = r.str("unit");
}

void read_record(RecordReader& r, VideoFormatSpec& v) {
  v.resolution = r.str("resolution");
  v.codec = r.choice<VideoCodec>("codec");
  v.width_px = r.integer("width_px", false, 65536);
  v.height_px = r.integer("height_px", false, 65536);
  v.bitrate_mbps = r.num("bitrate_mbps", false, 100000, 0.001);
  v.bitrate_fps = r.opt_num("bitrate_fps", false, 1000, 1).value_or(0); // a frame a second at least
  v.jpeg_bytes_per_frame = r.num("jpeg_bytes_per_frame", false, 1e9, 1);
}

} // namespace vsize::catalog_io
