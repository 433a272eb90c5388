#pragma once
// What check's formats share (src/report/check).
#include "../common/text.hpp"

namespace vsize::report {

// The one configuration as a row of the tabular formats.
std::vector<Row> check_rows(const Evaluation& e);
Layout check_layout(const Evaluation& e, Lang lang);

std::string check_table(const Workload& w, const Evaluation& e, const ReportOptions& o);
std::string check_markdown(const Workload& w, const Evaluation& e, const ReportOptions& o);
std::string check_json(const Workload& w, const Evaluation& e, const ReportOptions& o);
std::string html_check(const Workload& w, const Evaluation& e, const ReportOptions& o);

} // namespace vsize::report
