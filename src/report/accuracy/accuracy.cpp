// `vsize accuracy`: the error of every model against the calibration rows, in-sample and
// leave-one-source-out, the fitted constants beside the catalog's, and the catalog overlay that
// writes the fit into data/catalog.json.
#include "vsize/accuracy.hpp"
#include "vsize/report.hpp"

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace vsize {

using nlohmann::json;

namespace {

// A figure at 9 significant digits: the last digits of pow() and the C library's other functions
// differ between builds, and JSON is compared byte for byte; null where it is not finite. A
// residue of a prediction that equals its measurement (4.4e-16) is 0 (review s86 CI D5).
// (nlohmann's grisu2 prints some of these with 17 digits, 0.10941493100000001: integer
// arithmetic, the same on every build.)
json sig(double v) {
  if (!std::isfinite(v)) return nullptr;
  if (std::fabs(v) < 1e-12) return 0.0;
  double scale = std::pow(10.0, 8 - std::floor(std::log10(std::fabs(v))));
  return std::round(v * scale) / scale;
}

// "1 source", "2 sources".
std::string counted(int n, const char* noun) { return fmt::format("{} {}{}", n, noun, n == 1 ? "" : "s"); }

// A signed whole percent; one that rounds to zero prints "+0%", never "-0%".
std::string pct(double e) { return fmt::format("{:+.0f}%", std::abs(e) < 0.005 ? 0.0 : e * 100); }
std::string abs_pct(double e) { return fmt::format("{:.0f}%", e * 100); }
// A band's end to a tenth, as check and explain print the band they take from here.
std::string band_pct(double e) { return fmt::format("{:+.1f}%", std::abs(e) < 0.0005 ? 0.0 : e * 100); }

// `time`: optimistic_rows counts the rows predicted faster than measured; memory has no such
// count (null, as the table's blank cell).
json stats_json(const ErrorStats& s, bool time) {
  return {{"rows", s.rows},
          {"median_abs_error", sig(s.median_abs)},
          {"worst_abs_error", sig(s.worst_abs)},
          {"bias", sig(s.bias)},
          {"low", sig(s.low)},
          {"high", sig(s.high)},
          {"optimistic_rows", time ? json(s.optimistic) : json(nullptr)}};
}

json opt(const std::optional<double>& v) { return v ? sig(*v) : json(nullptr); }

// How many rows a fitted constant rests on, and the range of their exact values.
json evidence_json(const FitEvidence& e) {
  if (e.rows == 0) return {{"rows", 0}};
  return {{"rows", e.rows}, {"low", sig(e.low)}, {"high", sig(e.high)}};
}

// The pool's family with the smallest id (the catalog is in id order): its constants stand for
// the pool in JSON.
const FamilySpec* first_family(const Catalog& cat, const std::string& pool) {
  for (const auto& f : cat.families) {
    if (f.calibration_pool == pool) return &f;
  }
  return nullptr;
}

json row_json(const RowResult& rr) {
  const CalibrationRow& c = rr.row;
  return {{"id", c.id},
          {"source", c.source},
          {"metric", c.metric},
          {"model", c.model},
          {"gpu", c.gpu},
          {"gpus", c.gpus},
          {"batch", c.batch},
          {"res", c.res},
          {"amp", c.amp},
          {"measured", c.value},
          {"predicted", sig(rr.predicted)},
          {"error", sig(rr.error)},
          {"limit", rr.memory ? json(nullptr) : json(rr.limit)}};
}

// (metric, group) in order, each metric's "all" after its groups, as the per-pool table has it.
struct AllLast {
  bool operator()(const std::pair<std::string, std::string>& a, const std::pair<std::string, std::string>& b) const {
    return std::tuple(a.first, a.second == "all", a.second) < std::tuple(b.first, b.second == "all", b.second);
  }
};

// The errors of one grouping (GPU generation, step limit), calibration (LOSO) and held out side by side.
json grouped_json(const char* key, const std::vector<PoolReport>& calibration,
                  const std::vector<PoolReport>& held_out) {
  std::map<std::pair<std::string, std::string>, json, AllLast> by_key;
  for (const auto* list : {&calibration, &held_out}) {
    for (const auto& p : *list) {
      json& g = by_key[{p.metric, p.pool}];
      if (g.is_null())
        g = {{"metric", p.metric}, {key, p.pool}, {"leave_one_source_out", nullptr}, {"held_out", nullptr}};
      if (list == &calibration) {
        g["leave_one_source_out"] = stats_json(p.loso, p.metric == "time");
      } else {
        g["held_out"] = stats_json(p.in_sample, p.metric == "time");
      }
    }
  }
  json out = json::array();
  for (auto& [k, g] : by_key) out.push_back(g);
  return out;
}

json accuracy_json(const AccuracyReport& r, const Catalog& cat, bool rows, const ReportOptions& o) {
  json j = provenance_json(o);
  j["command"] = "accuracy";
  j["sources"] = r.sources;
  j["rows"] = r.rows.size();
  j["errors"] = json::array();
  for (const auto& p : r.pools) {
    j["errors"].push_back({{"metric", p.metric},
                           {"pool", p.pool},
                           {"in_sample", stats_json(p.in_sample, p.metric == "time")},
                           {"leave_one_source_out", stats_json(p.loso, p.metric == "time")}});
  }
  j["fit"] = json::object();
  for (const auto& [pool, f] : r.fit) {
    const FamilySpec* fam = first_family(cat, pool);
    j["fit"][pool] = {{"activation_scale", opt(f.activation_scale)},
                      {"compute_efficiency", opt(f.efficiency_amp)},
                      {"compute_efficiency_fp32", opt(f.efficiency_fp32)},
                      {"evidence",
                       {{"activation_scale", evidence_json(f.activation_scale_evidence)},
                        {"compute_efficiency", evidence_json(f.efficiency_amp_evidence)},
                        {"compute_efficiency_fp32", evidence_json(f.efficiency_fp32_evidence)}}},
                      {"catalog",
                       {{"activation_scale", fam ? fam->activation_scale : 0},
                        {"compute_efficiency", fam ? fam->compute_efficiency : 0},
                        {"compute_efficiency_fp32", fam ? fam->compute_efficiency_fp32 : 0}}}};
  }
  j["held_out"] = {{"rows", r.held_out.size()}, {"sources", r.held_out_sources}, {"errors", json::array()}};
  for (const auto& p : r.held_out_pools) {
    j["held_out"]["errors"].push_back(
        {{"metric", p.metric}, {"pool", p.pool}, {"errors", stats_json(p.in_sample, p.metric == "time")}});
  }
  // Without the rows that informed a planning value by hand (null where none did).
  j["held_out"]["blind"] = r.held_out_blind.empty() ? json(nullptr) : json::array();
  for (const auto& p : r.held_out_blind) {
    j["held_out"]["blind"].push_back({{"metric", p.metric}, {"errors", stats_json(p.in_sample, p.metric == "time")}});
  }
  j["held_out"]["confidence"] = {{"confidence", r.confidence}, {"pools", json::array()}};
  for (const auto& p : r.held_out_promise) {
    j["held_out"]["confidence"]["pools"].push_back(
        {{"pool", p.pool}, {"time_rows", p.rows}, {"as_fast_as_counted", p.met}});
  }
  j["by_gpu_generation"] = grouped_json("generation", r.generations, r.held_out_generations);
  j["by_gpu"] = grouped_json("gpu", r.gpus, r.held_out_gpus);
  j["by_gpu_count"] = grouped_json("gpus", r.gpu_counts, r.held_out_gpu_counts);
  j["by_limit"] = grouped_json("limit", r.limits, r.held_out_limits);
  j["by_host"] = grouped_json("host", r.hosts, r.held_out_hosts);
  if (rows) {
    j["row_results"] = json::array();
    for (const auto& rr : r.rows) {
      j["row_results"].push_back(row_json(rr));
      j["row_results"].back()["predicted_loso"] = sig(rr.predicted_loso);
      j["row_results"].back()["error_loso"] = sig(rr.error_loso);
    }
    j["held_out"]["row_results"] = json::array();
    for (const auto& rr : r.held_out) {
      j["held_out"]["row_results"].push_back(row_json(rr));
    }
  }
  return j;
}

std::string stats_cells(const ErrorStats& s, bool time) {
  std::string out = fmt::format("{:>6} {:>6} {:>6}", abs_pct(s.median_abs), abs_pct(s.worst_abs), pct(s.bias));
  return time ? out + fmt::format(" {:>4}", s.optimistic) : out + "     ";
}

// The catalog's value of a constant over the pool's families: one figure, or the range where the
// families differ (an FP32 prior of 0.8 for RT-DETR and 0.9 for the YOLO trainers).
std::string catalog_value(const Catalog& cat, const std::string& pool, double FamilySpec::*member) {
  double low = 0;
  double high = 0;
  bool any = false;
  for (const auto& f : cat.families) {
    if (f.calibration_pool == pool) {
      low = any ? std::min(low, f.*member) : f.*member;
      high = any ? std::max(high, f.*member) : f.*member;
      any = true;
    }
  }
  return low == high ? fmt::format("{:.3f}", low) : fmt::format("{:.3f}-{:.3f}", low, high);
}

// How many rows a constant rests on and the range of the values that make each exact: "5 (0.41 .. 1.12)".
std::string evidence_cell(const FitEvidence& e) {
  if (e.rows == 0) return "-";
  return fmt::format("{} ({:.2f} .. {:.2f})", e.rows, e.low, e.high);
}

std::string fit_cell(const std::optional<double>& fitted, const std::string& catalog) {
  return fitted ? fmt::format("{:.3f} ({})", *fitted, catalog) : fmt::format("prior ({})", catalog);
}

// Whether the confidence that experiments per night are counted at holds on the held-out rows.
std::string promise_text(const AccuracyReport& r) {
  if (r.held_out_promise.empty()) return "";
  int percent = static_cast<int>(std::lround(r.confidence * 100));
  std::string out = fmt::format(
      "\nconfidence {:g}: experiments per night are counted at P{} of the pool's LOSO time errors, each source\n"
      "weighing one (at most 0 %); held-out time rows measured at least that fast (the promise: {} % of them)\n",
      r.confidence, 100 - percent, percent);
  for (const auto& p : r.held_out_promise) {
    bool holds = p.met >= r.confidence * p.rows;
    out += fmt::format("time    {:<9} {:>4}  {:>3} as fast ({:.0f} %){}\n", p.pool, p.rows, p.met,
                       100.0 * p.met / p.rows, holds ? "" : ": below the promise");
  }
  return out;
}

// Calibration (LOSO) and held-out errors side by side, per group (GPU generation, step limit).
std::string side_by_side_text(const char* title, const char* key, const std::vector<PoolReport>& calibration,
                              const std::vector<PoolReport>& held_out) {
  std::set<std::pair<std::string, std::string>, AllLast> keys;
  std::size_t width = 11; // the group's column: as wide as its longest name (a GPU id)
  for (const auto* list : {&calibration, &held_out}) {
    for (const auto& p : *list) {
      keys.insert({p.metric, p.pool});
      width = std::max(width, p.pool.size());
    }
  }
  std::string out = fmt::format("\n{}\n{:<7} {:<{}} {:>4}  {:<25}  {:>4}  {}\n", title, "metric", key, width, "rows",
                                "LOSO med/worst/bias opt", "rows", "held out med/worst/bias opt");
  auto find = [](const std::vector<PoolReport>& list, const std::pair<std::string, std::string>& k) {
    const PoolReport* found = nullptr;
    for (const auto& p : list) {
      if (p.metric == k.first && p.pool == k.second) found = &p;
    }
    return found;
  };
  for (const auto& k : keys) {
    bool time = k.first == "time";
    const PoolReport* cal = find(calibration, k);
    const PoolReport* held = find(held_out, k);
    // A pool with no rows on one side: "-" in a cell as wide as the figures, so the columns stay.
    const std::string none = fmt::format("{:>6}{:<{}}", "-", "", stats_cells(ErrorStats{}, time).size() - 6);
    out += fmt::format("{:<7} {:<{}} {:>4}  {:<25}  {:>4}  {}\n", k.first, k.second, width, cal ? cal->loso.rows : 0,
                       cal ? stats_cells(cal->loso, time) : none, held ? held->in_sample.rows : 0,
                       held ? stats_cells(held->in_sample, time) : none);
  }
  return out;
}

// "8% / 34% (28)": median and worst |error| and the rows; "-" where the side has no rows.
std::string spread_cell(const ErrorStats* s, bool rows) {
  if (!s || s->rows == 0) return "-";
  std::string out = abs_pct(s->median_abs) + " / " + abs_pct(s->worst_abs);
  return rows ? fmt::format("{} ({})", out, s->rows) : out;
}

// Per pool, the three errors side by side: in-sample and leave-one-source-out on the calibration,
// and on the held-out rows (what issue 24 asks a note to give, printed by the tool itself).
std::string per_pool_text(const AccuracyReport& r) {
  std::map<std::pair<std::string, std::string>, std::pair<const PoolReport*, const PoolReport*>, AllLast> by_key;
  for (const auto& p : r.pools) by_key[{p.metric, p.pool}].first = &p;
  for (const auto& p : r.held_out_pools) by_key[{p.metric, p.pool}].second = &p;
  std::string out =
      fmt::format("\nper pool, side by side (median / worst |error|, rows)\n{:<7} {:<9}  {:<18} {:<11} {}\n", "metric",
                  "pool", "in-sample", "LOSO", "held out");
  for (const auto& [k, sides] : by_key) {
    const auto& [cal, held] = sides;
    out += fmt::format(
        "{:<7} {:<9}  {:<18} {:<11} {}\n", k.first, k.second, spread_cell(cal ? &cal->in_sample : nullptr, true),
        spread_cell(cal ? &cal->loso : nullptr, false), spread_cell(held ? &held->in_sample : nullptr, true));
  }
  return out;
}

// The held-out rows that informed a planning value by hand, and the errors of the others.
std::string blind_text(const AccuracyReport& r) {
  if (r.held_out_blind.empty()) return "";
  std::set<std::string> sources;
  long informed = 0;
  for (const auto& rr : r.held_out) {
    if (rr.row.informed.empty()) continue;
    ++informed;
    sources.insert(rr.row.source);
  }
  std::string out =
      fmt::format("of them, {} ({}) informed a planning value by hand (`informed` in data/heldout.json); the others, "
                  "a blind test:\n",
                  counted(static_cast<int>(informed), "row"), fmt::join(sources, ", "));
  for (const auto& p : r.held_out_blind) {
    out += fmt::format("{:<7} {:<9} {:>4}  {}\n", p.metric, "blind", p.in_sample.rows,
                       stats_cells(p.in_sample, p.metric == "time"));
  }
  return out;
}

std::string held_out_text(const AccuracyReport& r) {
  if (r.held_out.empty()) return "";
  std::string out = fmt::format("\nheld out: {} from {} that no constant is fitted to (data/heldout.json),\n"
                                "predicted with the fitted constants above\n{:<7} {:<9} {:>4}  {:<25}\n",
                                counted(static_cast<int>(r.held_out.size()), "row"),
                                counted(r.held_out_sources, "source"), "metric", "pool", "rows", "med/worst/bias opt");
  for (const auto& p : r.held_out_pools) {
    out += fmt::format("{:<7} {:<9} {:>4}  {}\n", p.metric, p.pool, p.in_sample.rows,
                       stats_cells(p.in_sample, p.metric == "time"));
  }
  return out + blind_text(r) + promise_text(r);
}

std::string rows_text(const std::vector<RowResult>& rows, const char* title, bool loso) {
  std::string out =
      fmt::format("\n{}\n{:>4} {:<22} {:<16} {:<16} {:<14} {:>2} {:>4} {:>5} {:<4} {:>9} {:>9} {:>6} {:>6} {}\n", title,
                  "id", "source", "metric", "model", "gpu", "n", "bs", "res", "amp", "measured", "predicted", "error",
                  loso ? "LOSO" : "", "limit");
  for (const auto& rr : rows) {
    const CalibrationRow& c = rr.row;
    out += fmt::format("{:>4} {:<22} {:<16} {:<16} {:<14} {:>2} {:>4} {:>5} {:<4} {:>9.4g} {:>9.4g} {:>6} {:>6} {}\n",
                       c.id, c.source.substr(0, 22), c.metric, c.model.substr(0, 16), c.gpu.substr(0, 14), c.gpus,
                       c.batch, c.res, c.amp, c.value, rr.predicted, pct(rr.error), loso ? pct(rr.error_loso) : "",
                       rr.memory ? "-" : rr.limit);
  }
  return out;
}

std::string accuracy_text(const AccuracyReport& r, const Catalog& cat, bool rows) {
  std::string out = fmt::format(
      "vsize accuracy: {} calibration {} from {} ({})\n"
      "error = predicted / measured - 1; for time, predicted time / measured time - 1 (negative: optimistic).\n"
      "LOSO: each source predicted with constants fitted without it (the error to expect on runs not in the "
      "calibration).\n"
      "opt: rows predicted faster than measured.\n"
      "band: time, P10 .. P90 of the pool's LOSO errors, each source weighing one (a pool with under {} sources:\n"
      "all rows'); memory, the pool's LOSO range, each side at least the median |error| of all rows (what the\n"
      "catalog carries).\n\n",
      r.rows.size(), r.rows.size() == 1 ? "row" : "rows", counted(r.sources, "source"), r.calibration_file,
      k_min_pool_time_sources);
  out += fmt::format("{:<7} {:<9} {:>4}  {:<25}  {:<25}  {}\n", "metric", "pool", "rows",
                     "in-sample med/worst/bias opt", "LOSO med/worst/bias opt", "band");
  for (const auto& p : r.pools) {
    bool time = p.metric == "time";
    auto [low, high] = error_band(r, p.metric, p.pool);
    out += fmt::format("{:<7} {:<9} {:>4}  {:<25}  {:<25}  {} .. {}\n", p.metric, p.pool, p.in_sample.rows,
                       stats_cells(p.in_sample, time), stats_cells(p.loso, time), band_pct(low), band_pct(high));
  }
  out += fmt::format("\nfitted in-sample (catalog value in brackets)\n{:<9} {:<18} {:<18} {}\n", "pool",
                     "activation_scale", "efficiency AMP", "efficiency FP32");
  for (const auto& [pool, f] : r.fit) {
    const FamilySpec* fam = first_family(cat, pool);
    if (!fam) continue;
    out += fmt::format("{:<9} {:<18} {:<18} {}\n", pool,
                       fit_cell(f.activation_scale, catalog_value(cat, pool, &FamilySpec::activation_scale)),
                       fit_cell(f.efficiency_amp, catalog_value(cat, pool, &FamilySpec::compute_efficiency)),
                       fit_cell(f.efficiency_fp32, catalog_value(cat, pool, &FamilySpec::compute_efficiency_fp32)));
  }
  out += "rows each constant rests on (in brackets: the lowest and highest value that would make one of them exact;\n"
         "the constant is their median, so a wide range over few rows is a constant the calibration pins loosely)\n";
  for (const auto& [pool, f] : r.fit) {
    if (!first_family(cat, pool)) continue;
    out += fmt::format("{:<9} {:<18} {:<18} {}\n", pool, evidence_cell(f.activation_scale_evidence),
                       evidence_cell(f.efficiency_amp_evidence), evidence_cell(f.efficiency_fp32_evidence));
  }
  out += held_out_text(r);
  if (!r.held_out.empty()) out += per_pool_text(r);
  out += side_by_side_text("per GPU generation", "gpu", r.generations, r.held_out_generations);
  out += side_by_side_text(
      "per GPU (a GPU a metric does not list has no measured run of it: its figures rest on the others' rows)", "gpu",
      r.gpus, r.held_out_gpus);
  out += side_by_side_text("per GPU count (a run on 2-8 GPUs adds the all-reduce and the ranks' synchronisation)",
                           "gpus", r.gpu_counts, r.held_out_gpu_counts);
  out +=
      side_by_side_text("per limit (time rows by the larger part of the predicted step, which sums the GPU's work and "
                        "the host's dispatch:\ngpu-compute, python = the dispatch; data-loader where the loader is "
                        "slower; validation for a validation-time row)",
                        "limit", r.limits, r.held_out_limits);
  out += side_by_side_text("per host (time rows; described: the row describes the run's CPU, as its source states "
                           "it or as its note\nassumes it; vsize's: it does not, and the run is put on the CPU vsize "
                           "would choose, a fast one for GeForce cards)",
                           "host", r.hosts, r.held_out_hosts);
  if (rows) {
    out += rows_text(r.rows, "calibration rows", true);
    out += rows_text(r.held_out, "held-out rows (data/heldout.json)", false);
  }
  return out;
}

// Rounded so that a refit that moves nothing leaves the catalog unchanged.
double round3(double v) { return std::round(v * 1000) / 1000; }
// A band's ends to a hundredth of a percent, so that check and explain, which print them from the
// catalog, round them to whole percents as this table does (-0.34508 is -35 %; -0.345 read -34).
double round4(double v) { return std::round(v * 10000) / 10000; }

} // namespace

std::string render_accuracy(const AccuracyReport& r, const Catalog& cat, bool rows, const ReportOptions& o) {
  if (o.format == Format::json) {
    return accuracy_json(r, cat, rows, o).dump(2) + "\n";
  }
  return accuracy_text(r, cat, rows);
}

std::string accuracy_catalog_patch(const AccuracyReport& r, const Catalog& cat) {
  json families = json::array();
  for (const auto& fam : cat.families) {
    auto it = r.fit.find(fam.calibration_pool);
    if (it == r.fit.end()) continue;
    const PoolFit& f = it->second;
    json p = {{"id", fam.id}};
    if (f.activation_scale) p["activation_scale"] = round3(*f.activation_scale);
    if (f.efficiency_amp) p["compute_efficiency"] = round3(*f.efficiency_amp);
    if (f.efficiency_fp32) p["compute_efficiency_fp32"] = round3(*f.efficiency_fp32);
    // What each fitted efficiency rests on: explain says it beside the efficiency.
    for (auto [value, evidence, name] :
         {std::tuple{&f.efficiency_amp, &f.efficiency_amp_evidence, "compute_efficiency_evidence"},
          {&f.efficiency_fp32, &f.efficiency_fp32_evidence, "compute_efficiency_fp32_evidence"}}) {
      if (*value && evidence->rows > 0) p[name] = {evidence->rows, round3(evidence->low), round3(evidence->high)};
    }
    // Which the fit set (the rest stay the catalog's planning values): explain says which is which.
    p["fitted"] = json::array();
    for (auto [value, name] : {std::pair{&f.activation_scale, "activation_scale"},
                               {&f.efficiency_amp, "compute_efficiency"},
                               {&f.efficiency_fp32, "compute_efficiency_fp32"}}) {
      if (*value) p["fitted"].push_back(name);
    }
    auto [t_low, t_high] = error_band(r, "time", fam.calibration_pool);
    auto [m_low, m_high] = error_band(r, "memory", fam.calibration_pool);
    p["time_error_low"] = round4(t_low);
    p["time_error_high"] = round4(t_high);
    WeightedErrors errors = pool_time_errors(r, fam.calibration_pool);
    p["time_errors"] = json::array();
    p["time_error_weights"] = json::array();
    p["time_errors_pool"] = errors.pool;
    for (std::size_t i = 0; i < errors.errors.size(); ++i) {
      p["time_errors"].push_back(round3(errors.errors[i]));
      p["time_error_weights"].push_back(round3(errors.weights[i]));
    }
    p["memory_error_low"] = round4(m_low);
    p["memory_error_high"] = round4(m_high);
    families.push_back(p);
  }
  return json{{"families", families}}.dump(2) + "\n";
}

} // namespace vsize
