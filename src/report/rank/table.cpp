// The ranking as the terminal table (the default format): the workload and search, the
// recommendation, the ranked servers with their notes and legend, and, when asked, the
// rejected servers with their reasons.
#include "rank.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

namespace vsize::report {

namespace {

std::string rejected_lines(const RankedResult& r, const Workload& w, Lang lang) {
  std::string out;
  for (const auto& e : r.rejected) {
    std::vector<std::string> reasons = finding_texts(e, w, Severity::reason, lang);
    std::string label = server_id(e);
    out += fmt::format("  {}: {}\n", label, reasons.empty() ? "" : reasons.front());
    for (std::size_t i = 1; i < reasons.size(); ++i) {
      out += fmt::format("  {:{}}  {}\n", "", label.size(), reasons[i]);
    }
  }
  return out;
}

} // namespace

std::string rank_table(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  std::vector<Row> rows = ranked_rows(r);
  Layout l = layout_for(r, s, o.lang);
  std::string money = money_line(r.money, o.lang);
  std::string out = wrap(workload_line(w, o.lang)) + "\n" + wrap(search_line(s, w, r.money, o.lang)) + "\n" +
                    (money.empty() ? "" : wrap(money) + "\n") + "\n" + recommendation_block(r, w, o.lang, true) + "\n";
  if (rows.empty()) {
    out += std::string(tr(o.lang, "no configuration fits this workload.")) + "\n";
  } else {
    out += table_rows(rows, l, o.color) + "\n" + clusters_lines(rows, o.lang) + notes_lines(rows, w, o.lang) +
           legend(o.lang, w.confidence, l);
  }
  out += summary_line(r, o);
  // Where nothing fits, the reasons are the answer: every rejected server with its reasons, as
  // --show-rejected lists them.
  if (o.show_rejected || rows.empty()) {
    out += rejected_lines(r, w, o.lang);
  }
  return out + provenance_line(o) + "\n";
}

} // namespace vsize::report
