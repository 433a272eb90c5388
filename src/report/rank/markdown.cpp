// `--format markdown` of the ranking: the table, notes and legend for a ticket or a wiki.
#include "rank.hpp"

namespace vsize::report {

std::string rank_markdown(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  std::vector<Row> rows = ranked_rows(r);
  Layout l = layout_for(r, s, o.lang);
  std::string money = money_line(r.money, o.lang);
  return "**" + workload_line(w, o.lang) + "**\n\n" + search_line(s, w, o.lang) + "\n\n" +
         (money.empty() ? "" : money + "\n\n") + recommendation_block(r, w, o.lang, false) + "\n" +
         markdown_rows(rows, l) + "\n" + clusters_lines(rows, o.lang) + notes_lines(rows, w, o.lang) +
         legend(o.lang, w.confidence, l) + "\n" + summary_line(r, o) + "\n_" + provenance_line(o) + "_\n";
}

} // namespace vsize::report
