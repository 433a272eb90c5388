#pragma once
// The report layer: every output format, built from solver results. Each function returns a
// string (or a JSON value); none prints. Findings are worded here and only here.
#include "vsize/accuracy.hpp"
#include "vsize/catalog.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace vsize {

enum class Format { table, json, csv, markdown, html };
VSIZE_ENUM_SPELLINGS(Format, {Format::table, "table"}, {Format::json, "json"}, {Format::csv, "csv"},
                     {Format::markdown, "markdown"}, {Format::html, "html"});

// The language of what people read (table, markdown, HTML); JSON and CSV never change.
enum class Lang { en, de };
VSIZE_ENUM_SPELLINGS(Lang, {Lang::en, "en"}, {Lang::de, "de"});

// An overlay catalog file as it was read: its path as given and the SHA-256 of its bytes, as
// sha256sum prints it. Two runs with the same digests used the same prices and figures, whatever
// the path (review s80 F4: the path alone named the file, not what it held).
struct CatalogFile {
  std::string path;
  std::string sha256;
};

struct ReportOptions {
  Format format = Format::table;
  bool color = false;
  bool show_rejected = false;
  std::string catalog_label = "embedded"; // which catalogs were loaded
  std::vector<CatalogFile> catalog_files; // the overlays among them, with their digests
  std::string platform_request; // check: what --platform asked ("", "none" or an id)
  std::optional<int> experiments_goal; // check --experiments N: the goal the verdict answers
  std::string version; // vsize's version, echoed in every output
  std::string catalog_as_of; // the latest as-of date of the catalog's records
  char csv_delimiter = ','; // --csv-delimiter
  bool csv_decimal_comma = false; // --csv-decimal comma: 141,000 for a spreadsheet set to a decimal comma
  Lang lang = Lang::en; // --lang
  const MoneyTerms* money = nullptr; // check and explain: the terms the evaluation's costs used
  // check, explain, launch: no server was named, so the one checked is the recommendation.
  bool server_recommended = false;
};

// `vsize launch`: the job that trains a checked configuration.
enum class LaunchFormat { slurm, k8s, torchrun };
VSIZE_ENUM_SPELLINGS(LaunchFormat, {LaunchFormat::slurm, "slurm"}, {LaunchFormat::k8s, "k8s"},
                     {LaunchFormat::torchrun, "torchrun"});

struct LaunchOptions {
  LaunchFormat format = LaunchFormat::slurm;
  std::string job_name; // also the rendezvous id
  std::string data; // the dataset path (or data YAML) the trainer reads
  std::string image; // the container image (k8s)
  std::string version; // echoed in the job's header comment
  std::string catalog_label;
  std::vector<CatalogFile> catalog_files;
  std::string catalog_as_of;
  std::optional<int> experiments_goal; // --experiments N: a job that misses it says so
  double night_hours = 0;
  bool server_recommended = false; // no server named: the job trains the recommendation
};

inline constexpr int k_schema_version = 1;

// The JSON Schema (draft 2020-12) of every JSON output: docs/vsize.schema.json, compiled in
// (`vsize schema`).
std::string_view embedded_schema_json();

// One finding as a sentence for people (table notes, markdown, explain, JSON "message").
std::string finding_text(const Finding& f, const Evaluation& e, const Workload& w, Lang lang = Lang::en);

// A citation for people: "Title. Publisher, 2025-12. https://...: detail". A record's
// `research` (our own pointers) is never part of what a customer reads.
std::string citation_text(const Citation& c);
// A record's citations as JSON: a list of {title, publisher, date, url, detail}, empty fields
// left out.
nlohmann::json sources_json(const Provenance& p);

// What every JSON output starts with: schema_version, vsize_version, catalog (what was loaded),
// catalog_files (each overlay's SHA-256) and catalog_as_of, so that a quote can be reproduced.
nlohmann::json provenance_json(const ReportOptions& o);

// "vsize 0.1.0, catalog embedded as of 2026-11-30": the same for people (text, markdown, HTML).
std::string provenance_line(const ReportOptions& o);

// " (sha256 1a2b3c4d5e6f)": the overlays' digests, 12 hex digits each, as people read them beside
// the catalog's label; empty without an overlay.
std::string catalog_digests(const std::vector<CatalogFile>& files);

nlohmann::json workload_json(const Workload& w);
// Every money term an output's costs used (currency, exchange rate, tariff, PUE, service life,
// support, utilisation), each with where it came from; null when the catalog prices nothing.
nlohmann::json money_json(const MoneyTerms& m);
nlohmann::json recommendation_json(const Recommendation& r, const Workload& w);
nlohmann::json evaluation_json(const Evaluation& e, const Workload& w, int rank);

// The ranked search, in any format.
std::string render_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o);

// One configuration (`vsize check`), in any format.
std::string render_check(const Workload& w, const Evaluation& e, const ReportOptions& o);

// The job for one configuration (`vsize launch`): an sbatch script, a Kubeflow PyTorchJob or the
// torchrun command per node, with the trainer's arguments from the sized workload.
std::string render_launch(const Workload& w, const Evaluation& e, const LaunchOptions& o);

// Every model as formula, substituted inputs, result and sources (`vsize explain`): it prints
// what the evaluation's plans recorded and never recomputes a formula.
std::string render_explain(const Workload& w, const Evaluation& e, const Catalog& cat, const ReportOptions& o);

// `vsize catalog list [KIND]`, `catalog show ID`, and the report of `catalog validate FILE`
// (`sections`: the file's sections and their record counts, in file order).
std::string render_catalog_list(const Catalog& cat, const std::string& kind, const ReportOptions& o);
std::string render_catalog_show(const Catalog& cat, const std::string& id, const ReportOptions& o);
std::string render_catalog_validate(const std::string& path,
                                    const std::vector<std::pair<std::string, std::size_t>>& sections,
                                    const ReportOptions& o);

// `vsize accuracy`: errors per metric and pool (in-sample and leave-one-source-out), the fitted
// constants beside the catalog's and, with `rows`, every calibration row.
std::string render_accuracy(const AccuracyReport& r, const Catalog& cat, bool rows, const ReportOptions& o);

// A catalog overlay (families section) that writes the in-sample fit and the leave-one-source-out
// error bands into the catalog: `vsize accuracy --catalog-patch`.
std::string accuracy_catalog_patch(const AccuracyReport& r, const Catalog& cat);

namespace report {
// A number with `decimals` decimals: en "1234.5", de "1.234,5".
std::string num(Lang l, double v, int decimals);
// One CSV field, quoted (RFC 4180) when it holds the delimiter, a quote, CR or LF.
std::string csv_field(const std::string& s, char delimiter);
// One GitHub-flavoured markdown table cell: a '|' escaped, which would end the cell (GFM spec,
// tables: "include a pipe in a cell's content by escaping it").
std::string md_cell(const std::string& s);
} // namespace report

// Human durations: "45s", "4m06s", "23m", "1h05m", "4.2d".
std::string format_duration(double s, Lang lang = Lang::en);
// The same, rounded up to the unit shown: a time a night is divided by (6h00m16s is 6h01m, which
// fits once in 12 h, as the time does; 6h00m would read as twice).
std::string format_duration_up(double s, Lang lang = Lang::en);

} // namespace vsize
