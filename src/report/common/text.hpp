#pragma once
// Private helpers shared by the report formats: labels and lines every format words the same.
#include "vsize/evaluation.hpp"
#include "vsize/report.hpp"
#include "vsize/request.hpp"

#include <fmt/format.h>

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace vsize::report {

// German for a fixed English label with --lang de (the label itself otherwise), lang.cpp.
const char* tr(Lang l, const char* en);
// The shortest form ({:g}): en "7.5", de "7,5".
std::string short_num(Lang l, double v);
// check, explain and launch with no server named: why this server (report.hpp server_recommended).
std::string recommended_server_note(Lang l);
// A whole number: en "50000", de "50.000".
std::string count(Lang l, long long v);
// The frames --sample-every keeps: en "every frame", "every 2nd frame", "every 33rd frame"; de
// "jedes Bild", "jedes 2. Bild" (review s77 R3: "every 1th frame").
std::string every_nth_frame(Lang l, int n);
// NVLink bridge groups: en "1 group of 4 cards", "2 groups of 4 cards"; de "1 Gruppe zu 4 Karten",
// "2 Gruppen zu 4 Karten" (review s85: "2 Gruppe(n)" in a customer's HTML).
std::string bridge_groups(Lang l, int groups, int cards);

// A floating-point argument of a German sentence: formatted with its own spec ({:.2f}, {:g}),
// then written with a decimal comma (2.5 -> 2,5), so that format strings need no change.
struct LocalNumber {
  double value;
  Lang lang;
};
// `v` as the language writes it with `spec` (fmt's, without the braces): a fixed-point spec
// ({:.0f}, {:>8.1f}) with its thousands grouped as num() and count() write them (English 6,760 W
// and 2,358.6 MB, German 6.760 W and 2.358,6 MB), the field's width applied to the grouped number;
// any other ({:g}, which prints options' values) as fmt writes it, German with a decimal comma.
std::string local_number(double v, const std::string& spec, Lang lang);

// A sentence for people, from its English format string: the language's own format string
// (lang.cpp; the English one for English) with `args` substituted. Floating-point arguments with
// a fixed-point spec are written as the language groups them (local_number); whole numbers and
// strings are passed as they are (num, count, short_num and format_duration format them for the
// language beforehand; option values people copy, --batch 1024, stay whole).
template <class... Args>
std::string trf(Lang l, const char* en, Args&&... args) {
  auto local = [l](auto&& a) -> decltype(auto) {
    if constexpr (std::is_floating_point_v<std::decay_t<decltype(a)>>) {
      return LocalNumber{static_cast<double>(a), l};
    } else {
      return std::forward<decltype(a)>(a);
    }
  };
  return fmt::format(fmt::runtime(tr(l, en)), local(std::forward<Args>(args))...);
}

// A configuration as a row of a tabular format; rank 0: a rejected server.
struct Row {
  const Evaluation* e;
  int rank;
  // The ranking's recommendation (CSV column `recommended`); nullopt outside a ranking (check of a
  // server named; check with none named checks the recommendation: true).
  std::optional<bool> recommended = std::nullopt;
  // A ranking's row: "top" (within --top for its count) or "recommendation" (beyond it, named by
  // the recommendation); nullptr outside a ranking and for a rejected server.
  const char* shown_because = nullptr;
  // A ranking's order and how many a count it shows (CSV rank_by, top: what `rank` means); nullptr
  // and nullopt outside a ranking.
  const char* rank_by = nullptr;
  std::optional<int> top = std::nullopt;
};

// The columns the table and markdown formats share (rows.cpp); widths follow the cells.
struct Column {
  std::string header;
  bool left;
};

struct Layout {
  bool mode = false; // several modes were tried: show the one chosen
  bool cost = false; // some configuration is priced: its cost and cost per experiment
  std::string currency; // of the cost columns
  Lang lang = Lang::en;
  bool storage_listed = false; // the storage tiers are listed beside the table (check's markdown)
  bool clusters = false; // some row is a cluster: the legend says which columns are a node's
  // The money line's utilisation: a row whose cost per experiment assumes another (a goal of N
  // experiments a night keeps a fast server busy for fewer hours) says its own beside it, "@31%".
  std::optional<double> utilisation;
  bool own_utilisation_rows = false; // some row shown has its own: the legend says what "@31%" is
  bool cost_order_with_drives = false; // by cost, and a row shown has drives beside it: kEUR lacks them
  bool html = false; // the HTML table's columns (host: CPUs and RAM; the circuit under kW; no NVMe TB)
};

std::vector<Column> columns(const Layout& l);
std::vector<std::string> cells(const Evaluation& e, int rank, const Layout& l);
std::string table_rows(const std::vector<Row>& rows, const Layout& l, bool color);
std::string markdown_rows(const std::vector<Row>& rows, const Layout& l);
// What each column means, under the table (experiments per night at `confidence`; the cost
// columns when the layout has them).
std::string legend(Lang lang, double confidence, const Layout& l);
// A MIG instance's memory as the reports print it: "23.62 GiB = 25.36 GB" (a listing), "15.75
// GiB (estimate) = 16.91 GB", or "24 GB" (its name's, where the catalog has no GiB).
std::string mig_instance_text(const MigProfile& p, Lang lang);
// The notes of the rows shown (what `check` prints as "note:"), numbered by rank.
std::string notes_lines(const std::vector<Row>& rows, const Workload& w, Lang lang);
// The ranked clusters' fabrics, a line each ("  1: 16 GPUs in one job over ib-hdr-200 (...)"), under
// "clusters:"; empty when no row is a cluster.
std::string clusters_lines(const std::vector<Row>& rows, Lang lang);

// The CSV document of `rows` (csv.cpp): header, then one CRLF-ended line per row.
// `goal`: the goal typed (--experiments, --budget), whose columns say whether each row meets it;
// nullptr: none was typed. `money`: the terms the costs used, echoed in the money-basis columns.
std::string csv_document(const std::vector<Row>& rows, const Workload& w, const ReportOptions& o, const Goal* goal,
                         const MoneyTerms* money);

// The parts of an HTML page (html.cpp).
std::string esc(const std::string& s);
std::string h2(Lang lang, const char* title);
std::string header(const Workload& w, const std::string& title, const ReportOptions& o);
// `shown_utilisation`: the money line's (a row at its own says it beside its cost per experiment).
// `ranks`: each row's rank among every fitting server (a ranking's standings); empty: 1, 2, ...
std::string configuration_rows(const std::vector<const Evaluation*>& configs, const Recommendation* rec, Lang lang,
                               std::optional<double> shown_utilisation = std::nullopt,
                               const std::vector<int>& ranks = {});
std::string time_chart(const std::vector<const Evaluation*>& configs, const Workload& w, Lang lang);
std::string server_section(const Evaluation& e, const Workload& w, Lang lang);
// A two-column table of (label, text) rows under a caption, the caption and labels translated.
std::string rows_table(const char* caption, const std::vector<std::pair<std::string, std::string>>& rows, Lang lang);
// The HTML list of every catalog record the configurations rest on, with its citations: the
// money's first (the terms' tariff and exchange rate where given, each server's prices and rent).
std::string sources(const std::vector<const Evaluation*>& configs, const MoneyTerms* money, Lang lang);
// The recommended server's cost block with the buy-or-rent chart (html_money.cpp); "" unpriced.
std::string cost_block_html(const Evaluation& e, const MoneyTerms& m, Lang lang);
std::string buy_or_rent_chart(const Evaluation& e, const MoneyTerms& m, Lang lang);
std::string page(const std::string& title, const std::string& body, const ReportOptions& o);

// A run without a RAM image cache: "none in RAM (on disk)" or "no cache" (English; tr() words it).
inline const char* cache_not_in_ram(CacheMode c) { return c == CacheMode::disk ? "none in RAM (on disk)" : "no cache"; }

// The PSU units of each power zone of a chassis that feeds its zones separately ("cpu 2, gpu 4");
// "" for one zone.
std::string psu_zone_units(const Evaluation& e, Lang lang);

// "-1 (60 % of GPU memory)", "0.7 (70 % of GPU memory)" or the global batch.
std::string batch_text(const BatchSpec& b, Lang lang = Lang::en);

// Money for people (money_text.cpp): "281663 EUR" (de "281.663 EUR"), "99.96 EUR" below 100.
// An amount without its currency: 305.345 (de), 87.49 (en); below 100 with cents.
std::string money_figure(Lang lang, double amount);
std::string money(Lang lang, double amount, const std::string& currency);
// `amount` rounded down at `decimals`: a lower bound is shown at most as large as it is ("at least
// 129 EUR" for 128.66 had overstated it, review s87 money D5).
double floor_shown(double amount, int decimals);
// `amount` rounded down at the precision `money` shows it in (whole units from 100, cents below).
double money_floor(double amount);
// `amount` as a figure shows it: itself, or its money_floor while parts are unpriced (a lower bound).
double money_shown(double amount, bool complete);
// money(), or "at least" its floor while parts are unpriced (`complete` false).
std::string money_bound(Lang lang, double amount, const std::string& currency, bool complete);
// A server's cost: "281663 EUR", "at least 281663 EUR" while parts are unpriced, "-" without
// any price.
std::string cost_text(const CostPlan& c, Lang lang = Lang::en);
// `amount` (the price with the drives beside it, say) worded as c's price is: "at least" while parts are unpriced.
std::string cost_text(const CostPlan& c, Lang lang, double amount);
// The table's cells: the cost in thousands ("282k", "282k+" while parts are unpriced) and the
// cost per experiment ("99.96", "99.96+" while parts are unpriced), "-" without a price.
std::string cost_cell(const CostPlan& c, Lang lang);
// The oldest dated price of `c`, and the parts priced from undated sources with the day those were
// read: "2026-08-01, l40s undated (read 2026-11-30)".
std::string price_dates(const CostPlan& c, Lang lang);
// `shown_utilisation`: the money line's; a figure that assumes another says its own, "134+ @31%".
// A floor is marked as the format marks its cost: "134+" in text, "\u2265 134" in HTML.
enum class FloorMark { plus_after, ge_before };
std::string per_experiment_cell(const EconomicsPlan& e, const CostPlan& c, Lang lang,
                                std::optional<double> shown_utilisation = std::nullopt,
                                FloorMark mark = FloorMark::plus_after);
// Whether `e` assumes a utilisation other than `shown` (a goal of N experiments a night keeps a fast
// server busy for fewer hours than the money line's).
bool own_utilisation(const EconomicsPlan& e, std::optional<double> shown);
// A utilisation as a percentage: whole percent, two decimals below 1 % ("0.42").
std::string use_percent(Lang lang, double share);
// A capital-bearing figure per experiment (cost, capital, support) as machine outputs give it:
// none where the GPUs have no price, since the rest alone would read as the cheapest server
// (the table's "no GPU price").
std::optional<double> priced_per_experiment(const std::optional<double>& figure, const CostPlan& c);
// "money: EUR (1 EUR = 1.1269 USD, ...); electricity ...; PUE ...": every money term echoed.
std::string money_line(const MoneyTerms& m, Lang lang);
// How the rent compared is paid: "on demand" or "committed for 3 years (x 0.45 ...)".
std::string commitment_text(Commitment c, double factor, Lang lang);
// The recommendation's cost and buy-or-rent lines (none without a price).
std::vector<std::string> cost_lines(const Evaluation& e, const MoneyTerms& m, Lang lang);
// "the whole line-up (...): vision-8x-h200-nvl in mode ddp, 6 experiments per night, 99.96 EUR
// per experiment": one way to meet a missed goal.
std::string what_it_takes_text(const WhatItTakes& t, const std::string& currency, Lang lang);
// "1 experiment", "3 experiments".
std::string experiments_phrase(Lang lang, int n);

// The recommendation block of the table and markdown outputs: the server to quote, why, its cost
// and buy-or-rent comparison, what the next smaller and larger servers change, and for a missed
// goal what it would take.
std::vector<std::string> recommendation_lines(const Recommendation& r, const Workload& w, const MoneyTerms& m,
                                              Lang lang = Lang::en);

// "why" of the recommendation, one sentence: the rule, the figure that decided and the runner-up.
std::string recommendation_why(const Recommendation& r, const Workload& w, Lang lang = Lang::en);

// What `alt` changes against `pick`: experiments, train time, wall power, cost, the goal.
std::string alternative_change(const Evaluation& alt, const Evaluation& pick, const Recommendation& r,
                               const std::string& currency, Lang lang = Lang::en);

// A three-phase circuit's busiest conductor, with the PSUs' redundancy spent: "; busiest phase
// 3254 W of 5912 W with the other feed failed", or wired line to line (208 V) "; busiest line
// 21.0 A of 24.0 A with the other feed failed".
std::string busiest_phase_text(const PowerPlan& p, Lang lang);
// "230v-32a-1ph", "2x 400v-16a-3ph" or "-".
std::string circuit_label(const Evaluation& e, Lang lang = Lang::en);
// What to pass to the model's trainer for the batch: "Ultralytics batch=64", "timm --batch-size 418
// (per GPU)", "detectron2 SOLVER.IMS_PER_BATCH=16".
std::string trainer_batch_argument(const Evaluation& e, Lang lang);
// A table's circuit cell beside the whole configuration's kW: a cluster's every circuit
// ("9x 400v-16a-3ph", every feed), one server's circuit_label.
std::string circuits_cell(const Evaluation& e);
// A table's GPUs cell: "8x h200-nvl", a cluster "4 x 8x h200-nvl".
std::string gpus_cell(const Evaluation& e);
// One line on a cluster for the summary formats (markdown, HTML); empty for one server.
std::string cluster_summary(const Evaluation& e, Lang lang);
// How a cluster's nodes train together: "16 GPUs in one job over ib-hdr-200 (4 x connectx-6-vpi-hdr-200g
// a node, 1 x qm8700), 1.95x one node's images/s" (not its training time: validation and
// checkpoints do not scale), or the trainings side by side.
std::string cluster_how(const Evaluation& e, Lang lang);

// "1 image", "50000 images" (German: "1 Bild", "50.000 Bilder").
std::string images_count(Lang lang, long long n);

// "1" or "1-3": experiments per night at the confidence, and as predicted.
std::string experiments_text(const Schedule& s);

// "gpu", "comm", "loader", "disk": the table's short bottleneck names.
const char* short_bottleneck(Bottleneck b);

// The workload as one line, every resolved input echoed.
std::string workload_line(const Workload& w, Lang lang = Lang::en);

// Wraps `text` at ", " boundaries to `width` columns, continuing lines with `indent` spaces.
std::string wrap(const std::string& text, std::size_t width = 98, std::size_t indent = 10);

// Bytes for people: "18 GB", "0.63 GB", "1.92 TB" (storage.cpp).
std::string size_text(double bytes, Lang lang = Lang::en);
// One storage tier: drives, RAID, usable capacity for its content, reads, rebuild, what it holds
// and where it sits; or why there is none.
std::string tier_text(const Tier& t, const Evaluation& e, const Workload& w, Lang lang = Lang::en);
// The east-west NICs: the fabric's across nodes, NVIDIA 2-8-5 for a lone server with --fabric, or
// why there are none.
std::string east_west_text(const Evaluation& e, Lang lang = Lang::en);
// The storage block's rows (label, text): the three tiers, the contents and their growth, the
// data NIC and the east-west fabric.
std::vector<std::pair<std::string, std::string>> storage_rows(const Evaluation& e, const Workload& w,
                                                              Lang lang = Lang::en);

// The server's parts with their counts (label, text), a node's for a cluster: the chassis, GPUs,
// the NVLink bridges of bridge-capable cards, CPUs, DIMMs and PSUs (drives and NICs: storage_rows),
// so that a customer reading markdown or HTML can reconcile the bill of materials (review r15).
std::vector<std::pair<std::string, std::string>> parts_rows(const Evaluation& e, Lang lang = Lang::en);

// The sentences of the findings of one severity, in the order the stages found them.
std::vector<std::string> finding_texts(const Evaluation& e, const Workload& w, Severity severity, Lang lang = Lang::en);

} // namespace vsize::report

template <>
struct fmt::formatter<vsize::report::LocalNumber> {
  std::string spec;
  auto parse(format_parse_context& ctx) {
    auto it = ctx.begin();
    while (it != ctx.end() && *it != '}') {
      ++it;
    }
    spec.assign(ctx.begin(), it);
    return it;
  }
  template <class FormatContext>
  auto format(const vsize::report::LocalNumber& d, FormatContext& ctx) const {
    std::string s = vsize::report::local_number(d.value, spec, d.lang);
    return std::copy(s.begin(), s.end(), ctx.out());
  }
};
