// Calibration rows, the fit of the catalog's fitted constants, and in-sample and
// leave-one-source-out error (include/vsize/accuracy.hpp).
#include "vsize/accuracy.hpp"
#include "vsize/units.hpp"

#include "vsize/error.hpp"
#include "vsize/schedule.hpp"
#include "vsize/solver.hpp"

#include "json_reader.hpp" // the catalog's RecordReader (src/core/catalog)

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <tuple>

namespace vsize {

using nlohmann::json;

bool CalibrationRow::is_memory() const {
  auto ends_with = [this](const std::string& tail) {
    return metric.size() > tail.size() && metric.compare(metric.size() - tail.size(), tail.size(), tail) == 0;
  };
  return ends_with("_gb") || ends_with("_gib");
}

namespace {

// What the fit falls back to for a pool a fold has no row for: the planning values vsize used
// before any fit (catalog as of 2026-10-24) and the models' own activation figures.
constexpr double k_prior_activation_scale = 1.0;
constexpr double k_prior_efficiency_amp = 0.6;
constexpr double k_prior_efficiency_fp32 = 0.9;
// A row informs the efficiency fit only when the matmul work is at least this share of its time
// (a loader- or overhead-bound row says nothing about the GPU's efficiency).
constexpr double k_min_matmul_share = 0.2;

const std::set<std::string> k_metrics = {"autobatch_gb", "allocated_gb",     "reserved_gb",      "step_s",
                                         "images_per_s", "gpu_images_per_s", "e2e_images_per_s", "train_days",
                                         "train_hours",  "loop_hours",       "epoch_min",        "train_epoch_min",
                                         "val_min",      "device_used_gib"};

// The fields a row may hold; any other is a typo the row would be read without ("epoch" for
// "epochs" predicted a 1-epoch run, silently).
const std::vector<std::string> k_row_fields = {"id",
                                               "source",
                                               "url",
                                               "quote",
                                               "note",
                                               "informed",
                                               "metric",
                                               "model",
                                               "gpu",
                                               "gpus",
                                               "batch",
                                               "res",
                                               "amp",
                                               "optimizer",
                                               "cache",
                                               "epochs",
                                               "objects",
                                               "max_objects",
                                               "classes",
                                               "source_mp",
                                               "images",
                                               "val_images",
                                               "value",
                                               "host",
                                               "attention",
                                               "pre_reserved_gb",
                                               "autobatch_profile_ops",
                                               "val_cache_kept_up_to",
                                               "val_rank0_only",
                                               "denoising_uncapped",
                                               "amp_norms_half",
                                               "matcher_all_labels",
                                               "close_mosaic",
                                               "decodes_per_sample"};

// A row's fields through the catalog's RecordReader: a missing or mistyped field is one line that
// names the row and the field ("cal.json: row 7: batch: must be an integer").
CalibrationRow parse_row(const json& j, const std::string& origin) {
  using catalog_io::RecordReader;
  std::vector<std::string> errors;
  CalibrationRow r;
  if (!j.is_object()) {
    throw CatalogError(origin + ": rows: each row must be an object");
  }
  r.id = RecordReader(j, origin + ": a row", errors).integer("id");
  if (!errors.empty()) {
    throw CatalogError(errors.front());
  }
  RecordReader in(j, fmt::format("{}: row {}", origin, r.id), errors);
  for (const auto& [key, value] : j.items()) {
    if (std::find(k_row_fields.begin(), k_row_fields.end(), key) == k_row_fields.end()) {
      std::string guess = closest_match(key, k_row_fields);
      throw CatalogError(fmt::format("{}: row {}: unknown field '{}'{}", origin, r.id, key,
                                     guess.empty() ? std::string(" (docs/accuracy.md lists a row's fields)")
                                                   : "; did you mean '" + guess + "'?"));
    }
  }
  constexpr int k_max_count = 1000000000;
  r.source = in.str("source");
  r.url = in.str("url", false);
  r.metric = in.str("metric");
  r.model = in.str("model");
  r.gpu = in.str("gpu");
  r.amp = in.str("amp");
  r.optimizer = in.str("optimizer", false);
  r.cache = in.str("cache", false);
  r.note = in.str("note", false);
  r.informed = in.str("informed", false);
  r.gpus = in.integer("gpus");
  r.batch = in.integer("batch");
  r.res = in.integer("res");
  r.epochs = in.opt_int("epochs").value_or(r.epochs);
  r.objects = in.opt_int("objects", true).value_or(r.objects);
  r.max_objects = in.opt_int("max_objects", true).value_or(r.max_objects);
  r.classes = in.opt_int("classes").value_or(r.classes);
  r.source_mp = in.opt_num("source_mp");
  r.images = in.opt_int("images", true, k_max_count).value_or(0);
  r.val_images = in.opt_int("val_images", true, k_max_count).value_or(0);
  // The smallest measured figure is 0.003 (hours); under 1e-5 is a unit slip (review s84 F1).
  r.value = in.num("value", false, catalog_io::k_max_figure, 1e-5);
  r.pre_reserved_gb = in.opt_num("pre_reserved_gb", true).value_or(0.0);
  r.autobatch_profile_ops = in.boolean("autobatch_profile_ops", false);
  r.attention = in.str("attention", false);
  r.val_cache_kept_up_to = in.opt_num("val_cache_kept_up_to", true);
  if (j.contains("val_rank0_only")) r.val_rank0_only = in.boolean("val_rank0_only", false);
  r.denoising_uncapped = in.boolean("denoising_uncapped", false);
  r.amp_norms_half = in.boolean("amp_norms_half", false);
  r.matcher_all_labels = in.boolean("matcher_all_labels", false);
  r.close_mosaic = in.opt_int("close_mosaic", true);
  r.decodes_per_sample = in.opt_int("decodes_per_sample", true);
  if (j.contains("host")) {
    const json& h = j.at("host");
    if (!h.is_object()) {
      in.fail("host", "must be an object {cores_per_gpu, threads_per_gpu, ghz, workers}");
    } else {
      RecordReader hr(h, fmt::format("{}: row {}: host", origin, r.id), errors);
      CalibrationHost host;
      host.cores_per_gpu = hr.integer("cores_per_gpu");
      host.threads_per_gpu = hr.integer("threads_per_gpu");
      host.ghz = hr.num("ghz");
      host.workers = hr.opt_int("workers", true).value_or(host.workers);
      r.host = host;
    }
  }
  if (!errors.empty()) {
    throw CatalogError(errors.front());
  }
  // Defaults where the field is left out; an empty string stays and is refused by check_row.
  if (!j.contains("optimizer")) r.optimizer = "auto";
  if (!j.contains("cache")) r.cache = "none";
  if (!j.contains("attention")) r.attention = "fused";
  return r;
}

// A field that must spell one of an enum's names (any case), or one of `extra`.
template <class E>
void require_choice(const CalibrationRow& r, const std::string& where, const char* field, const std::string& value,
                    const std::string& extra = "") {
  std::string lower = value;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (parse_enum<E>(value) || (!extra.empty() && lower == extra)) return;
  std::vector<std::string> names = enum_names<E>();
  if (!extra.empty()) names.push_back(extra);
  throw CatalogError(
      fmt::format("{}: row {}: {} must be one of {} (got '{}')", where, r.id, field, fmt::join(names, ", "), value));
}

void check_row(const CalibrationRow& r, const std::string& where) {
  // parse_row has made value, gpus and batch positive.
  if (!k_metrics.count(r.metric)) {
    throw CatalogError(fmt::format("{}: row {}: metric must be one of {} (got '{}')", where, r.id,
                                   fmt::join(k_metrics, ", "), r.metric));
  }
  if (r.res < 32) {
    throw CatalogError(fmt::format("{}: row {}: res must be at least 32 px (got {})", where, r.id, r.res));
  }
  if (r.source_mp && !(*r.source_mp >= 0.01 && *r.source_mp <= 1000)) {
    throw CatalogError(fmt::format("{}: row {}: source_mp must be from 0.01 to 1000 megapixels", where, r.id));
  }
  require_choice<Precision>(r, where, "amp", r.amp);
  // auto (also when left out): the trainer's own choice.
  require_choice<Optimizer>(r, where, "optimizer", r.optimizer, "auto");
  require_choice<CacheMode>(r, where, "cache", r.cache);
  if (r.attention != "fused" && r.attention != "unfused") {
    throw CatalogError(
        fmt::format("{}: row {}: attention must be fused or unfused (got '{}')", where, r.id, r.attention));
  }
  if (r.val_cache_kept_up_to && !(*r.val_cache_kept_up_to >= 0 && *r.val_cache_kept_up_to <= 1)) {
    throw CatalogError(fmt::format("{}: row {}: val_cache_kept_up_to must be a fraction from 0 to 1", where, r.id));
  }
  if (r.decodes_per_sample && !(*r.decodes_per_sample >= 0 && *r.decodes_per_sample <= 16)) {
    throw CatalogError(fmt::format("{}: row {}: decodes_per_sample must be from 0 to 16", where, r.id));
  }
}

CalibrationRow read_row(const json& j, const std::string& where) {
  CalibrationRow r = parse_row(j, where);
  check_row(r, where);
  r.origin = where;
  return r;
}

// A CPU record standing for a calibration row's host (the loader needs cores, threads, clock).
CpuSpec host_cpu(const CalibrationHost& h, int gpus) {
  CpuSpec c;
  c.id = fmt::format("calibration-host-{}c-{}t-{:g}ghz", h.cores_per_gpu * gpus, h.threads_per_gpu * gpus, h.ghz);
  c.name = "the row's host: its cores, threads and clock as the row gives them (a row whose source states "
           "none carries the generator's assumed cloud host)";
  c.source = "the calibration row's host field";
  c.vendor = "intel";
  c.family = "calibration";
  c.cores = h.cores_per_gpu * gpus;
  c.threads = h.threads_per_gpu * gpus;
  c.base_ghz = h.ghz;
  c.tdp_w = 200;
  c.max_sockets = 1;
  c.memory_type = MemoryType::ddr5;
  c.memory_channels = 8;
  c.memory_mt_s_1dpc = 4800;
  c.max_dpc = 2;
  c.pcie_gen = 4;
  c.pcie_lanes_1s = 128;
  return c;
}

Workload workload_of(const CalibrationRow& r) {
  Workload w;
  w.model = r.model;
  w.res_px = r.res;
  w.dataset_images = r.images > 0 ? r.images : 100000;
  w.val_images = r.val_images;
  w.epochs = std::max(1, r.epochs);
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = r.batch * r.gpus;
  w.batch.fraction_from_default = false;
  w.amp = *parse_enum<Precision>(r.amp); // read_row checked amp, optimizer and cache
  // "auto" (or no optimizer): the trainer's own choice, as the CLI's --optimizer auto
  // (apply_trainer_rules: Ultralytics 8.4 MuSGD above 10,000 iterations, else AdamW).
  w.optimizer_auto = !parse_enum<Optimizer>(r.optimizer); // check_row allowed only "auto" besides
  if (!w.optimizer_auto) w.optimizer = *parse_enum<Optimizer>(r.optimizer);
  w.cache = *parse_enum<CacheMode>(r.cache);
  w.cache_from_default = false;
  w.workers = r.host ? r.host->workers : 8;
  w.max_objects = r.max_objects;
  w.objects = r.objects;
  w.classes = r.classes;
  w.source_mp = r.source_mp;
  w.val_cache_kept_up_to = r.val_cache_kept_up_to;
  w.val_rank0_only = r.val_rank0_only;
  w.denoising_uncapped = r.denoising_uncapped;
  w.amp_norms_half = r.amp_norms_half;
  w.matcher_all_labels = r.matcher_all_labels;
  w.loader_decodes_per_sample = r.decodes_per_sample;
  w.close_mosaic = r.close_mosaic;
  w.unfused_attention = r.attention == "unfused";
  return w;
}

bool rate_metric(const std::string& m) {
  return m == "images_per_s" || m == "gpu_images_per_s" || m == "e2e_images_per_s";
}

ConfigRequest config_of(const CalibrationRow& r) {
  ConfigRequest c;
  c.gpu = r.gpu;
  c.count = r.gpus;
  c.platform = "none";
  if (r.host) {
    c.host.cpu = host_cpu(*r.host, r.gpus).id;
  }
  return c;
}

// The row's figure as vsize predicts it, in the row's unit.
double predict(const Catalog& cat, const CalibrationRow& r) { return row_figure(cat, r, evaluate_row(cat, r)); }

void add_row_host(Catalog& cat, const CalibrationRow& r) {
  if (r.host && !cat.find_any(host_cpu(*r.host, r.gpus).id)) {
    cat.cpus.push_back(host_cpu(*r.host, r.gpus));
  }
}

} // namespace

Catalog with_row_host(const Catalog& cat, const CalibrationRow& r) {
  Catalog out = cat;
  add_row_host(out, r);
  return out;
}

// A row the catalog cannot evaluate (an unknown model or GPU, an optimizer the model cannot time) is
// a bad row, named as such, not a usage error of the command.
Evaluation evaluate_row(const Catalog& cat, const CalibrationRow& r) {
  try {
    return evaluate(workload_of(r), config_of(r), cat);
  } catch (const UsageError& e) {
    throw CatalogError(fmt::format("row {} ({}): {}", r.id, r.source, e.what()));
  }
}

namespace {

// AutoBatch since Ultralytics 8.3.31 (PR #17514): batch 1, 2, 4, 8 and 16 in turn through
// profile_ops(n=1, max_num_obj) (ultralytics/utils/torch_utils.py), which empties the cache, runs
// the step and reads memory_reserved, then empties it again, allocates a (batch, max_num_obj,
// anchors) FP32 tensor for the loss and reads memory_reserved a second time, and prints the sum.
// The second reading holds what is still allocated: the weights, the gradients where a backward
// ran, and a forward-only head's graph, which `y` keeps alive; `y` is rebound only when the next
// forward returns, so a forward-only first reading also holds the graph of the batch before it
// (half this one). max_num_obj is 4 x the densest image's labels (the trainer's ceiling for a
// mosaic sample): the row's max_objects.
double profile_ops_gb(const CalibrationRow& r, const Evaluation& e, bool forward_only, double states_bytes) {
  const MemoryBreakdown& m = e.memory.breakdown;
  double previous_graph = forward_only && r.batch > 1 ? m.activations_bytes / 2 : 0.0;
  double step = e.memory.inputs.reserved_factor * (states_bytes + m.activations_bytes + previous_graph);
  double loss_tensor = static_cast<double>(r.batch) * r.max_objects * e.memory.anchors * units::k_fp32_bytes;
  double after = states_bytes + (forward_only ? m.activations_bytes : 0.0) + loss_tensor;
  return (step + after) / 1e9 + 2 * r.pre_reserved_gb;
}

} // namespace

double row_figure(const Catalog& cat, const CalibrationRow& r, const Evaluation& e) {
  const MemoryBreakdown& m = e.memory.breakdown;
  if (r.metric == "autobatch_gb") {
    // AutoBatch profiles n = 3 forward and backward passes of an empty batch before the optimizer,
    // EMA and loss exist: reserved (FP32 weights + gradients + activations) + what was reserved
    // before. Its backward is `(sum(yi.sum() for yi in y) if isinstance(y, list) else y).sum()`
    // (ultralytics utils/torch_utils.py profile); a Segment head returns the tuple (x, mc, p) in
    // training, so that line raises, the exception is swallowed and no backward runs: no gradients,
    // and the previous pass's graph is still held by `y` while the next forward builds its own. An
    // end-to-end head (YOLO26, YOLOv10: the dict {"one2many", "one2one"}) and RT-DETR's decoder (a
    // tuple) skip it the same way: only a plain Detect head's list runs the backward.
    const ModelSpec& model = cat.model(r.model);
    bool forward_only = model.task == Task::segment || model.nms_free;
    double states = forward_only ? m.weights_bytes : m.weights_bytes + m.gradients_bytes;
    if (r.autobatch_profile_ops) return profile_ops_gb(r, e, forward_only, states);
    double graphs = forward_only ? 2.0 : 1.0;
    return e.memory.inputs.reserved_factor * (states + graphs * m.activations_bytes) / 1e9 + r.pre_reserved_gb;
  }
  if (r.metric == "allocated_gb") return m.allocated_peak_bytes / 1e9;
  if (r.metric == "reserved_gb") return m.gpu_mem_bytes / 1e9; // the trainer's GPU_mem reading
  // nvidia-smi's "used" (FlagPerf's mem column, GiB): reserved + the CUDA context.
  if (r.metric == "device_used_gib") return units::gib(m.device_used_bytes);
  if (r.metric == "step_s") return e.schedule.step_s;
  if (r.metric == "images_per_s") return e.schedule.gpu_images_per_s;
  if (r.metric == "gpu_images_per_s") return e.step.time.images_per_s;
  if (r.metric == "e2e_images_per_s") return e.schedule.images_per_s;
  if (r.metric == "train_days") return e.schedule.train_s / 86400;
  if (r.metric == "train_hours") return e.schedule.train_s / 3600;
  // Ultralytics' "N epochs completed in X hours": from the first epoch to the last, validation
  // and the first epoch's extra time included, process start and the final validation of
  // best.pt not (yolov5 train.py).
  if (r.metric == "loop_hours") return (e.schedule.first_epoch_extra_s + e.schedule.epochs_s) / 3600;
  // YOLOv5's multi-GPU tutorial times an epoch's training images and its validation apart.
  if (r.metric == "train_epoch_min") return e.schedule.train_images_s / 60;
  if (r.metric == "val_min") return e.schedule.val_s / 60;
  return e.schedule.epoch_s / 60; // epoch_min
}

// As the evaluation resolved it (the trainer's rules: "auto" becomes the optimizer it picks).
Workload row_workload(const Catalog& cat, const CalibrationRow& r) {
  return prepare(workload_of(r), config_of(r).host, cat).w;
}

namespace {

// Time-like: larger is slower, linear in 1 / efficiency.
double as_time(const CalibrationRow& r, double v) { return rate_metric(r.metric) ? 1.0 / v : v; }

} // namespace

double error_of(const CalibrationRow& r, double predicted) {
  if (r.is_memory()) {
    return predicted / r.value - 1;
  }
  return as_time(r, predicted) / as_time(r, r.value) - 1;
}

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

FitEvidence evidence_of(const std::vector<double>& per_row) {
  if (per_row.empty()) return {};
  auto [low, high] = std::minmax_element(per_row.begin(), per_row.end());
  return {static_cast<int>(per_row.size()), *low, *high};
}

const FamilySpec& family_of(const Catalog& cat, const CalibrationRow& r) {
  return cat.family(cat.model(r.model).family);
}

void set_pool(Catalog& cat, const std::string& pool, const PoolFit& f) {
  for (auto& fam : cat.families) {
    if (fam.calibration_pool == pool) {
      fam.activation_scale = f.activation_scale.value_or(k_prior_activation_scale);
      fam.compute_efficiency = f.efficiency_amp.value_or(k_prior_efficiency_amp);
      fam.compute_efficiency_fp32 = f.efficiency_fp32.value_or(k_prior_efficiency_fp32);
    }
  }
}

std::set<std::string> pools_of(const Catalog& cat) {
  std::set<std::string> out;
  for (const auto& f : cat.families) {
    out.insert(f.calibration_pool);
  }
  return out;
}

// Memory: per row the activation scale that makes it exact (prediction is linear in it);
// the pool's scale is their median.
std::optional<double> fit_activation_scale(Catalog& cat, const std::string& pool,
                                           const std::vector<const CalibrationRow*>& rows, PoolFit& f) {
  std::vector<double> scales;
  for (const auto* r : rows) {
    if (!r->is_memory() || family_of(cat, *r).calibration_pool != pool) continue;
    f.activation_scale = 1.0;
    set_pool(cat, pool, f);
    double one = predict(cat, *r);
    f.activation_scale = 0.0;
    set_pool(cat, pool, f);
    double zero = predict(cat, *r);
    if (one - zero > 0) {
      scales.push_back((r->value - zero) / (one - zero));
    }
  }
  f.activation_scale_evidence = evidence_of(scales);
  if (scales.empty()) return std::nullopt;
  return std::clamp(median(scales), 0.3, 3.0);
}

// Time: per row the efficiency that makes it exact (time = fixed + matmul / efficiency), for rows
// whose matmul work is a real share of their time; the pool's efficiency is their median.
std::optional<double> fit_efficiency(Catalog& cat, const std::string& pool, bool fp32,
                                     const std::vector<const CalibrationRow*>& rows, PoolFit& f) {
  std::optional<double>& slot = fp32 ? f.efficiency_fp32 : f.efficiency_amp;
  std::vector<double> effs;
  for (const auto* r : rows) {
    if (r->is_memory() || family_of(cat, *r).calibration_pool != pool || (r->amp == "fp32") != fp32) continue;
    slot = 1.0;
    set_pool(cat, pool, f);
    double t1 = as_time(*r, predict(cat, *r));
    slot = 0.5;
    set_pool(cat, pool, f);
    double t2 = as_time(*r, predict(cat, *r));
    double matmul = t2 - t1;
    double fixed = t1 - matmul;
    double measured = as_time(*r, r->value);
    if (matmul > k_min_matmul_share * t1 && measured > fixed) {
      effs.push_back(matmul / (measured - fixed));
    }
  }
  slot.reset();
  (fp32 ? f.efficiency_fp32_evidence : f.efficiency_amp_evidence) = evidence_of(effs);
  if (effs.empty()) return std::nullopt;
  return std::clamp(median(effs), 0.05, 1.0);
}

// A pool with FP32 time rows and no AMP row (a fold that leaves out its only AMP source): the AMP
// efficiency at which each FP32 row would run no faster under AMP, the median. Without evidence
// vsize does not promise AMP a speed-up (NVIDIA measured Mask R-CNN at 1.2-1.45x, not the 8x of
// the V100's peaks), rather than falling back to a generic prior.
std::optional<double> amp_no_faster_than_fp32(Catalog& cat, const std::string& pool,
                                              const std::vector<const CalibrationRow*>& rows, PoolFit& f) {
  std::vector<CalibrationRow> as_amp;
  for (const auto* r : rows) {
    if (r->is_memory() || r->amp != "fp32" || family_of(cat, *r).calibration_pool != pool) continue;
    CalibrationRow a = *r;
    a.value = predict(cat, *r);
    a.amp = "fp16";
    as_amp.push_back(a);
  }
  std::vector<const CalibrationRow*> ptrs;
  for (const auto& a : as_amp) {
    ptrs.push_back(&a);
  }
  return fit_efficiency(cat, pool, false, ptrs, f);
}

std::map<std::string, PoolFit> fit(const Catalog& base, const std::vector<const CalibrationRow*>& rows, Catalog& out) {
  out = base;
  std::map<std::string, PoolFit> fits;
  for (const auto& pool : pools_of(base)) {
    set_pool(out, pool, PoolFit{});
  }
  for (const auto& pool : pools_of(base)) {
    PoolFit f;
    f.activation_scale = fit_activation_scale(out, pool, rows, f);
    set_pool(out, pool, f);
    f.efficiency_amp = fit_efficiency(out, pool, false, rows, f);
    set_pool(out, pool, f);
    f.efficiency_fp32 = fit_efficiency(out, pool, true, rows, f);
    set_pool(out, pool, f);
    if (!f.efficiency_amp && f.efficiency_fp32) {
      f.efficiency_amp = amp_no_faster_than_fp32(out, pool, rows, f);
      set_pool(out, pool, f);
    }
    fits[pool] = f;
  }
  return fits;
}

ErrorStats stats(const std::vector<double>& errors, bool time) {
  ErrorStats s;
  s.rows = static_cast<int>(errors.size());
  if (errors.empty()) return s;
  std::vector<double> abs;
  for (double e : errors) {
    abs.push_back(std::fabs(e));
    s.optimistic += time && e < 0 ? 1 : 0;
  }
  s.median_abs = median(abs);
  s.worst_abs = *std::max_element(abs.begin(), abs.end());
  s.bias = median(errors);
  s.low = *std::min_element(errors.begin(), errors.end());
  s.high = *std::max_element(errors.begin(), errors.end());
  return s;
}

std::vector<PoolReport> pool_reports(const std::vector<RowResult>& rows, const std::set<std::string>& pools) {
  std::vector<PoolReport> out;
  for (const char* metric : {"memory", "time"}) {
    bool memory = std::string(metric) == "memory";
    std::vector<std::string> names(pools.begin(), pools.end());
    names.push_back("all");
    for (const auto& pool : names) {
      std::vector<double> in, loso;
      for (const auto& r : rows) {
        if (r.memory == memory && (pool == "all" || r.pool == pool)) {
          in.push_back(r.error);
          loso.push_back(r.error_loso);
        }
      }
      if (!in.empty()) {
        out.push_back(PoolReport{metric, pool, stats(in, !memory), stats(loso, !memory)});
      }
    }
  }
  return out;
}

// The rows grouped by another key than their pool (group_of: the key; an empty key leaves the row
// out), for pool_reports.
template <class GroupOf>
std::vector<PoolReport> grouped_reports(std::vector<RowResult> rows, GroupOf group_of) {
  std::set<std::string> groups;
  std::vector<RowResult> kept;
  for (auto& rr : rows) {
    rr.pool = group_of(rr);
    if (rr.pool.empty()) continue;
    groups.insert(rr.pool);
    kept.push_back(rr);
  }
  return pool_reports(kept, groups);
}

// By the GPU's generation (its architecture).
std::vector<PoolReport> generation_reports(const Catalog& cat, const std::vector<RowResult>& rows) {
  return grouped_reports(rows, [&cat](const RowResult& rr) {
    const std::string& a = cat.gpu(rr.row.gpu).architecture;
    return a.empty() ? std::string("unknown") : a;
  });
}

// By the GPUs a run trains on: one, or several in DDP (2-8 a server, more across nodes), where
// the all-reduce and the ranks' synchronisation add to the step.
std::vector<PoolReport> gpu_count_reports(const std::vector<RowResult>& rows) {
  return grouped_reports(rows, [](const RowResult& rr) {
    return rr.row.gpus == 1 ? std::string("1") : rr.row.gpus <= 8 ? std::string("2-8") : std::string("9+");
  });
}

// Time rows by what bounds their predicted step.
std::vector<PoolReport> limit_reports(const std::vector<RowResult>& rows) {
  return grouped_reports(rows, [](const RowResult& rr) { return rr.limit; });
}

// Rows by whether their source states the host: a run vsize puts on its own CPU choice (a fast
// one for GeForce cards) may have run on a slower rented or desktop host.
std::vector<PoolReport> host_reports(const std::vector<RowResult>& rows) {
  return grouped_reports(rows, [](const RowResult& rr) {
    return rr.memory ? std::string() : std::string(rr.row.host ? "described" : "vsize's"); // time rows only
  });
}

// A row predicted with the fitted catalog: its figure, error and (a time row) the step's limit.
RowResult predicted_row(const Catalog& base, const Catalog& fitted, const CalibrationRow& r) {
  RowResult rr;
  rr.row = r;
  rr.pool = family_of(base, r).calibration_pool;
  rr.memory = r.is_memory();
  Evaluation e = evaluate_row(fitted, r);
  rr.predicted = rr.predicted_loso = row_figure(fitted, r, e);
  rr.error = rr.error_loso = error_of(r, rr.predicted);
  // A validation bar is the validation's forward and host work, not the training step's.
  if (!rr.memory) rr.limit = r.metric == "val_min" ? "validation" : to_string(e.schedule.bottleneck);
  return rr;
}

// Which held-out time rows keep the promise (PromiseCheck), per pool and for all.
std::vector<PromiseCheck> promise_checks(const AccuracyReport& r) {
  std::map<std::string, PromiseCheck> by_pool;
  PromiseCheck all{"all"};
  for (const auto& rr : r.held_out) {
    if (rr.memory) continue;
    WeightedErrors e = pool_time_errors(r, rr.pool);
    double counted = error_at_confidence(e.errors, e.weights, r.confidence);
    PromiseCheck& p = by_pool[rr.pool];
    p.pool = rr.pool;
    for (PromiseCheck* c : {&p, &all}) {
      c->rows += 1;
      c->met += rr.error >= counted ? 1 : 0;
    }
  }
  std::vector<PromiseCheck> out;
  for (const auto& [pool, p] : by_pool) {
    out.push_back(p);
  }
  if (all.rows > 0) out.push_back(all);
  return out;
}

} // namespace

std::vector<CalibrationRow> parse_calibration(std::string_view json_text, const std::string& origin) {
  json root;
  try {
    root = json::parse(json_text.begin(), json_text.end());
  } catch (const json::exception& e) {
    throw CatalogError(origin + ": not valid JSON: " + catalog_io::json_error_text(e));
  }
  if (!root.is_object() || !root.contains("rows") || !root.at("rows").is_array()) {
    throw CatalogError(origin + ": rows: missing (a list of calibration rows)");
  }
  // A misspelt top-level key ("row" beside "rows") would be read as nothing, silently.
  const std::vector<std::string> top_level = {"schema_version", "about", "unknown_host", "rows", "excluded"};
  for (const auto& [key, value] : root.items()) {
    if (std::find(top_level.begin(), top_level.end(), key) == top_level.end()) {
      std::string guess = closest_match(key, top_level);
      throw CatalogError(fmt::format("{}: unknown top-level key '{}'{}", origin, key,
                                     guess.empty()
                                         ? std::string(" (keys: schema_version, about, unknown_host, rows, excluded)")
                                         : "; did you mean '" + guess + "'?"));
    }
  }
  if (root.at("rows").empty()) {
    throw CatalogError(origin + ": rows: empty, nothing to fit or check (add measured rows: vsize accuracy --help)");
  }
  std::vector<CalibrationRow> rows;
  std::set<int> ids;
  for (const auto& j : root.at("rows")) {
    rows.push_back(read_row(j, origin));
    // --explain ID and the held-out list name rows by id: two rows of one id would be one.
    if (!ids.insert(rows.back().id).second) {
      throw CatalogError(
          fmt::format("{}: row {}: the id is taken by an earlier row (ids are unique)", origin, rows.back().id));
    }
  }
  return rows;
}

void check_row_references(const Catalog& cat, const CalibrationRow& r) {
  for (auto [field, value, kind] : {std::tuple{"model", &r.model, "models"}, {"gpu", &r.gpu, "gpus"}}) {
    try {
      field == std::string("model") ? (void)cat.model(*value) : (void)cat.gpu(*value);
    } catch (const UsageError&) {
      throw CalibrationError(fmt::format("{}: row {} ({}): {} '{}' is not in the catalog (vsize catalog list {})",
                                         r.origin, r.id, r.source, field, *value, kind));
    }
  }
}

AccuracyReport assess_accuracy(const Catalog& cat, const std::vector<CalibrationRow>& rows,
                               const std::vector<CalibrationRow>& held_out, double confidence) {
  Catalog base = cat;
  for (const auto* list : {&rows, &held_out}) {
    for (const auto& r : *list) {
      check_row_references(cat, r);
      add_row_host(base, r);
    }
  }
  std::vector<const CalibrationRow*> all;
  std::set<std::string> sources;
  for (const auto& r : rows) {
    all.push_back(&r);
    sources.insert(r.source);
  }
  AccuracyReport report;
  report.sources = static_cast<int>(sources.size());
  Catalog fitted;
  report.fit = fit(base, all, fitted);
  for (const auto& r : rows) {
    report.rows.push_back(predicted_row(base, fitted, r));
  }
  for (const auto& source : sources) {
    std::vector<const CalibrationRow*> rest;
    for (const auto* r : all) {
      if (r->source != source) rest.push_back(r);
    }
    Catalog without;
    fit(base, rest, without);
    for (auto& rr : report.rows) {
      if (rr.row.source == source) {
        rr.predicted_loso = predict(without, rr.row);
        rr.error_loso = error_of(rr.row, rr.predicted_loso);
      }
    }
  }
  report.pools = pool_reports(report.rows, pools_of(base));
  std::set<std::string> held_out_sources;
  for (const auto& r : held_out) {
    report.held_out.push_back(predicted_row(base, fitted, r));
    held_out_sources.insert(r.source);
  }
  report.held_out_sources = static_cast<int>(held_out_sources.size());
  report.held_out_pools = pool_reports(report.held_out, pools_of(base));
  // The rows that informed no planning value either: a blind test.
  std::vector<RowResult> blind;
  std::copy_if(report.held_out.begin(), report.held_out.end(), std::back_inserter(blind),
               [](const RowResult& rr) { return rr.row.informed.empty(); });
  if (blind.size() < report.held_out.size()) report.held_out_blind = pool_reports(blind, {});
  report.generations = generation_reports(base, report.rows);
  report.held_out_generations = generation_reports(base, report.held_out);
  // By the GPU's catalog id: a row may name it as its catalog's aliases allow ("NVIDIA T4").
  auto gpu_of = [&base](const RowResult& rr) { return base.gpu(rr.row.gpu).id; };
  report.gpus = grouped_reports(report.rows, gpu_of);
  report.held_out_gpus = grouped_reports(report.held_out, gpu_of);
  report.gpu_counts = gpu_count_reports(report.rows);
  report.held_out_gpu_counts = gpu_count_reports(report.held_out);
  report.limits = limit_reports(report.rows);
  report.held_out_limits = limit_reports(report.held_out);
  report.hosts = host_reports(report.rows);
  report.held_out_hosts = host_reports(report.held_out);
  report.confidence = confidence;
  report.held_out_promise = promise_checks(report);
  return report;
}

WeightedErrors pool_time_errors(const AccuracyReport& r, const std::string& pool) {
  std::vector<const RowResult*> own;
  std::vector<const RowResult*> all;
  std::set<std::string> own_sources;
  for (const auto& rr : r.rows) {
    if (rr.memory) continue;
    all.push_back(&rr);
    if (rr.pool == pool) {
      own.push_back(&rr);
      own_sources.insert(rr.row.source);
    }
  }
  const bool own_pool = static_cast<int>(own_sources.size()) >= k_min_pool_time_sources;
  auto& chosen = own_pool ? own : all;
  std::map<std::string, int> rows_of;
  for (const auto* rr : chosen) rows_of[rr->row.source] += 1;
  std::stable_sort(chosen.begin(), chosen.end(),
                   [](const RowResult* a, const RowResult* b) { return a->error_loso < b->error_loso; });
  WeightedErrors out;
  out.pool = own_pool ? pool : "all";
  for (const auto* rr : chosen) {
    out.errors.push_back(rr->error_loso);
    out.weights.push_back(1.0 / rows_of[rr->row.source]);
  }
  return out;
}

std::pair<double, double> error_band(const AccuracyReport& r, const std::string& metric, const std::string& pool) {
  if (metric == "time") {
    WeightedErrors e = pool_time_errors(r, pool);
    return {error_quantile(e.errors, e.weights, 0.1), error_quantile(e.errors, e.weights, 0.9)};
  }
  const PoolReport* own = nullptr;
  const PoolReport* all = nullptr;
  for (const auto& p : r.pools) {
    if (p.metric != metric) continue;
    if (p.pool == pool) own = &p;
    if (p.pool == "all") all = &p;
  }
  if (!all) return {0.0, 0.0};
  if (!own) return {all->loso.low, all->loso.high};
  // A pool whose few sources all missed one way still carries the typical miss of every pool
  // the other way: each side reaches at least the median |error| of all rows.
  return {std::min(own->loso.low, -all->loso.median_abs), std::max(own->loso.high, all->loso.median_abs)};
}

} // namespace vsize
