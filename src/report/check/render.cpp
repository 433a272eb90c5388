// One configuration in the format asked for (vsize/report.hpp render_check).
#include "check.hpp"

namespace vsize {

std::string render_check(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  switch (o.format) {
  case Format::json: return report::check_json(w, e, o);
  case Format::html: return report::html_check(w, e, o);
  case Format::csv: {
    std::optional<Goal> goal;
    if (o.experiments_goal) goal = Goal{o.experiments_goal, std::nullopt};
    std::vector<report::Row> rows = report::check_rows(e);
    if (o.server_recommended) rows.front().recommended = true;
    return report::csv_document(rows, w, o, goal ? &*goal : nullptr, o.money);
  }
  case Format::markdown: return report::check_markdown(w, e, o);
  case Format::table: break;
  }
  return report::check_table(w, e, o);
}

} // namespace vsize
