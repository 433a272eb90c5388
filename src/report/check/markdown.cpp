// `check --format markdown`: the configuration's row and the legend.
#include "check.hpp"

namespace vsize::report {

std::vector<Row> check_rows(const Evaluation& e) { return {{&e, 1}}; }

Layout check_layout(const Evaluation& e, Lang lang) {
  Layout l;
  l.lang = lang;
  l.cost = e.cost.amount.has_value();
  return l;
}

std::string check_markdown(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  return "**" + workload_line(w, o.lang) + "**\n\n" + markdown_rows(check_rows(e), check_layout(e, o.lang)) + "\n" +
         legend(o.lang, w.confidence) + "\n_" + provenance_line(o) + "_\n";
}

} // namespace vsize::report
