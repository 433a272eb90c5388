#pragma once
// How well vsize predicts measured training runs (SPEC §8): the calibration rows
// (data/calibration.json, written by tools/gen_calibration.py), the fit of the constants the
// catalog marks as fitted (per calibration pool: activation scale, compute efficiency under AMP
// and in FP32), and the errors in-sample and leave-one-source-out (refit without a source,
// predict it). Every prediction goes through the same evaluate() as the product.
#include "vsize/catalog.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vsize {

struct CalibrationHost {
  int cores_per_gpu = 0;
  int threads_per_gpu = 0;
  double ghz = 0;
  int workers = 8;
};

struct CalibrationRow {
  int id = 0;
  std::string origin; // the file it came from, for errors
  // A held-out row that informed a planning value by hand (which, and how): not a blind test of
  // it; empty for the others.
  std::string informed;
  std::string source; // the leave-one-source-out unit
  std::string url;
  std::string metric; // autobatch_gb, allocated_gb, reserved_gb, step_s, images_per_s,
      // gpu_images_per_s, e2e_images_per_s (with the data loader), train_days,
      // train_hours, loop_hours (every epoch, no start-up), epoch_min,
      // train_epoch_min (an epoch's training images alone), val_min (one validation),
      // device_used_gib (nvidia-smi's used: reserved + CUDA context)
  std::string model, gpu, amp, optimizer, cache, note;
  int gpus = 1, batch = 1, res = 640, epochs = 1;
  int objects = 18, max_objects = 60, classes = 80;
  long long images = 0, val_images = 0;
  double value = 0;
  double pre_reserved_gb = 0; // AutoBatch: memory reserved before profiling
  // AutoBatch of Ultralytics 8.3.31 or later: profile_ops with max_num_obj, two readings added.
  bool autobatch_profile_ops = false;
  std::optional<double> source_mp; // the dataset's images as stored, when not about the training size
  // The trainer release's validation-cache rule when it is not the family's current one (an
  // Ultralytics 8.0.x notebook keeps it: 1; 8.0.60-8.3.69 empties it every epoch: 0).
  std::optional<double> val_cache_kept_up_to;
  std::optional<bool> val_rank0_only; // the run's trainer validated on rank 0 alone (Ultralytics < 8.3.218)
  bool amp_norms_half = false; // its FP16 keeps norm outputs in FP16 (Workload::amp_norms_half)
  bool denoising_uncapped = false; // RT-DETR's denoising queries without the num_dn cap (Ultralytics before #25834)
  bool matcher_all_labels = false; // RT-DETR's matcher cost over every image's labels (Ultralytics before #26150)
  // The release's JPEG decodes per sample without a cache when not the family's (YOLOv8 0.0.x: 4).
  std::optional<int> decodes_per_sample;
  std::optional<int> close_mosaic; // the run's close_mosaic where it set one (else the trainer's default)
  std::string attention = "fused"; // "unfused": a ViT run on PyTorch < 2.0 (no fused SDPA kernel)
  std::optional<CalibrationHost> host;

  bool is_memory() const;
};

// Parses data/calibration.json (or a file in its format); CatalogError on a bad row.
std::vector<CalibrationRow> parse_calibration(std::string_view json_text, const std::string& origin);

// The calibration rows compiled into the binary (data/calibration.json).
std::string_view embedded_calibration_json();
// The held-out rows compiled into the binary (data/heldout.json): public runs no constant is
// fitted to, predicted with the catalog as it is.
std::string_view embedded_heldout_json();

// The constants of one pool that the calibration fits (nullopt: no row to fit it), and the rows
// each rests on (FitEvidence, records/workload.hpp).
struct PoolFit {
  std::optional<double> activation_scale;
  std::optional<double> efficiency_amp;
  std::optional<double> efficiency_fp32;
  FitEvidence activation_scale_evidence;
  FitEvidence efficiency_amp_evidence;
  FitEvidence efficiency_fp32_evidence;
};

struct RowResult {
  CalibrationRow row;
  std::string pool;
  bool memory = false;
  double predicted = 0; // in-sample fit
  double predicted_loso = 0; // fitted without the row's source
  double error = 0; // predicted / measured - 1 (time: predicted time / measured time - 1)
  double error_loso = 0;
  // A time row: what bounds the predicted step (the bottleneck's spelling, "python" where the host's
  // dispatch does; "validation" for a validation bar); empty for a memory row.
  std::string limit;
};

struct ErrorStats {
  int rows = 0;
  double median_abs = 0;
  double worst_abs = 0;
  double bias = 0; // median signed error
  double low = 0; // most negative error (time: most optimistic)
  double high = 0;
  int optimistic = 0; // time rows predicted faster than measured
};

struct PoolReport {
  std::string metric; // "memory" or "time"
  std::string pool; // a calibration pool, or "all"
  ErrorStats in_sample;
  ErrorStats loso;
};

// The held-out time rows of a pool at least as fast as promised: experiments per night are
// counted at error_at_confidence of the pool's leave-one-source-out errors (schedule.hpp), so a
// row keeps the promise when its error is at least that (measured <= counted time).
struct PromiseCheck {
  std::string pool; // a calibration pool, or "all"
  int rows = 0;
  int met = 0;
};

struct AccuracyReport {
  std::string calibration_file = "data/calibration.json"; // where the rows came from (--calibration)
  std::vector<RowResult> rows;
  std::vector<PoolReport> pools; // per metric: each pool, then "all"
  std::map<std::string, PoolFit> fit; // in-sample fit, by pool
  int sources = 0;
  // Held-out rows, predicted with the in-sample fit (= the catalog once patched); `error` only.
  std::vector<RowResult> held_out;
  std::vector<PoolReport> held_out_pools; // in_sample holds their errors
  int held_out_sources = 0;
  // The same errors by GPU generation (the GPU's architecture; pool holds it): calibration
  // (in-sample and LOSO) and held out.
  std::vector<PoolReport> generations;
  std::vector<PoolReport> held_out_generations;
  std::vector<PoolReport> gpus; // the same by the GPU's catalog id
  std::vector<PoolReport> held_out_gpus;
  // The time errors by what bounds the predicted step (RowResult::limit; pool holds it).
  // Held out, without the rows that informed a planning value (each metric's "all" only); empty
  // where no row did.
  std::vector<PoolReport> held_out_blind;
  std::vector<PoolReport> gpu_counts; // by the run's GPUs: "1", "2-8", "9+"
  std::vector<PoolReport> held_out_gpu_counts;
  std::vector<PoolReport> limits;
  std::vector<PoolReport> held_out_limits;
  // Time rows by host: "described" where the row describes the run's CPU (its host), "vsize's"
  // where it does not and vsize puts the run on the CPU it would choose (docs/accuracy.md: where
  // the held-out rows' optimism sits).
  std::vector<PoolReport> hosts;
  std::vector<PoolReport> held_out_hosts;
  double confidence = 0.8; // the promise checked on the held-out rows (--confidence)
  std::vector<PromiseCheck> held_out_promise; // per pool with held-out time rows, then "all"
};

// Fits every pool on all rows (in-sample) and on all but each source (leave-one-source-out) and
// predicts every row both ways; predicts every held-out row with the in-sample fit.
// A row naming a model or GPU the catalog lacks is a bad row: CalibrationError naming the file and
// the row (exit 1), not a usage error about an option the user never typed.
void check_row_references(const Catalog& cat, const CalibrationRow& r);

AccuracyReport assess_accuracy(const Catalog& cat, const std::vector<CalibrationRow>& rows,
                               const std::vector<CalibrationRow>& held_out = {}, double confidence = 0.8);

// One row as vsize sees it: the workload it maps to, the catalog with the row's host as a CPU
// record (where it states one; the evaluation points into that catalog, so keep it alive), its
// evaluation, and the figure in the row's metric and unit.
Workload row_workload(const Catalog& cat_with_host, const CalibrationRow& r);
Catalog with_row_host(const Catalog& cat, const CalibrationRow& r);
Evaluation evaluate_row(const Catalog& cat_with_host, const CalibrationRow& r);
double row_figure(const Catalog& cat, const CalibrationRow& r, const Evaluation& e);
// The row's error as the tables give it: memory predicted / measured - 1; time (a rate inverted)
// predicted time / measured time - 1, negative where vsize is optimistic.
double error_of(const CalibrationRow& r, double predicted);

// A pool's time rows from fewer sources than this stand for no distribution of their own: it
// reads every pool's. With 10 sources, P10 and P90 each rest on at least one whole source beyond
// the ends; with 5, P20 is the worst source.
inline constexpr int k_min_pool_time_sources = 10;

// Leave-one-source-out time errors, ascending, each with its weight: 1 / the rows of its source
// among them, so every source (one setup: a machine, a code base, a way of timing) counts once
// whether it published one run or eight. Runs from one source share their error (the
// held-out DDP tutorial: -18, -22, -18, -18 % on 1, 2, 4, 8 GPUs); a promise to a customer is one
// new setup, so the spread between sources is what it has to cover.
struct WeightedErrors {
  std::vector<double> errors;
  std::vector<double> weights;
  std::string pool; // whose rows they are: the pool's own, or "all" (under k_min_pool_time_sources)
};

// The errors that stand for a pool (what the catalog carries as a family's time_errors and
// time_error_weights): its own rows', or every pool's where it has fewer than
// k_min_pool_time_sources sources.
WeightedErrors pool_time_errors(const AccuracyReport& r, const std::string& pool);

// The error band of a pool for a metric. Time: the weighted P10 .. P90 of pool_time_errors. Memory: the
// leave-one-source-out low and high, each side at least the median |error| of all rows (the
// metric's "all" row where the pool has none): what must fit is bounded by the worst row.
std::pair<double, double> error_band(const AccuracyReport& r, const std::string& metric, const std::string& pool);

} // namespace vsize
