// `--format csv` of the ranking: one row per server shown (common/csv.cpp), and the rejected
// servers too when asked, or when nothing fits (a header alone says nothing).
#include "rank.hpp"

namespace vsize::report {

std::string rank_csv(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  std::vector<Row> rows = ranked_rows(r);
  const std::optional<Evaluation>& pick = r.recommendation.pick;
  for (auto& row : rows) {
    row.recommended = pick && server_id(*row.e) == server_id(*pick) && row.e->mode == pick->mode;
    row.rank_by = to_string(s.rank_by);
    row.top = s.top;
  }
  if (o.show_rejected || rows.empty()) {
    for (const auto& e : r.rejected) {
      rows.push_back({&e, 0, false});
    }
  }
  const Recommendation& rec = r.recommendation;
  // The ranking's goal: N a night (1 with --budget alone, as the recommendation counts it) within the budget.
  std::optional<Goal> goal;
  if (rec.goal_given) goal = Goal{rec.experiments_goal, rec.budget};
  return csv_document(rows, w, o, goal ? &*goal : nullptr, &r.money);
}

} // namespace vsize::report
