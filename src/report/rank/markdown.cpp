// `--format markdown` of the ranking: the table, notes and legend for a ticket or a wiki.
#include "rank.hpp"

namespace vsize::report {

std::string rank_markdown(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  std::vector<Row> rows = ranked_rows(r);
  Layout l = layout_for(r, s, o.lang);
  return "**" + workload_line(w, o.lang) + "**\n\n" + recommendation_block(r, w, o.lang, false) + "\n" +
         markdown_rows(rows, l) + "\n" + notes_lines(rows, w, o.lang) + legend(o.lang, w.confidence) + "\n" +
         summary_line(r, o) + "\n_" + provenance_line(o) + "_\n";
}

} // namespace vsize::report
