#pragma once
// Formatters: each returns a string (or JSON value) built from solver results; none prints.
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"
#include "vsize/result.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace vsize {

enum class Format { table, json, csv, markdown };

struct ReportOptions {
  Format format = Format::table;
  bool color = false;
  bool show_rejected = false;
  std::string catalog_label = "embedded"; // which catalogs were loaded
};

inline constexpr int k_schema_version = 1;

nlohmann::json workload_json(const Workload& w, const Catalog& cat);
nlohmann::json evaluation_json(const Evaluation& e, int rank);

// The ranked search, in any format.
std::string render_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const Catalog& cat,
                        const ReportOptions& o);

// One configuration (`vsize check`), in any format.
std::string render_check(const Workload& w, const Evaluation& e, const Catalog& cat, const ReportOptions& o);

// Every model as formula, substituted inputs, result and sources (`vsize explain`).
std::string render_explain(const Workload& w, const Evaluation& e, const Catalog& cat, const ReportOptions& o);

// Human figures: "1h 23m", "4.2 d".
std::string format_duration(double s);

} // namespace vsize
