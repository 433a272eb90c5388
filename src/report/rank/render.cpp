// The ranking in the format asked for (vsize/report.hpp render_rank).
#include "rank.hpp"

namespace vsize {

std::string render_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  switch (o.format) {
  case Format::json: return report::rank_json(w, s, r, o).dump(2) + "\n";
  case Format::html: return report::html_rank(w, s, r, o);
  case Format::csv: return report::rank_csv(w, s, r, o);
  case Format::markdown: return report::rank_markdown(w, s, r, o);
  case Format::table: break;
  }
  return report::rank_table(w, s, r, o);
}

} // namespace vsize
