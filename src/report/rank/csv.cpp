// `--format csv` of the ranking: one row per server shown (common/csv.cpp), and the rejected
// servers too when asked, or when nothing fits (a header alone says nothing).
#include "rank.hpp"

namespace vsize::report {

std::string rank_csv(const Workload& w, const RankedResult& r, const ReportOptions& o) {
  std::vector<Row> rows = ranked_rows(r);
  if (o.show_rejected || rows.empty()) {
    for (const auto& e : r.rejected) {
      rows.push_back({&e, 0});
    }
  }
  return csv_document(rows, w, o);
}

} // namespace vsize::report
