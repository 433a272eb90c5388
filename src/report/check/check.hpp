#pragma once
// What check's formats share (src/report/check).
#include "../common/text.hpp"

namespace vsize::report {

// The one configuration as a row of the tabular formats.
std::vector<Row> check_rows(const Evaluation& e);
Layout check_layout(const Evaluation& e, Lang lang);

// The verdict as the text and markdown formats say it: fits or not, the goal, and the findings
// (reasons, then notes), in the report's language.
struct Verdict {
  std::string verdict; // "verdict: fits"
  std::string goal; // "goal: 2 experiment(s) per 12 h night: met (...)", "" without a goal
  std::vector<std::string> reasons;
  std::vector<std::string> notes;
  std::string caveat; // where it does not fit: what the figures below are worth; "" where it fits
};
Verdict check_verdict(const Workload& w, const Evaluation& e, const ReportOptions& o);

// How sure the figures are, as the text report's lines say it (each "  ...\n"): the memory band,
// the training time's band, and experiments a night at the confidence and as predicted.
std::string memory_likely_line(const Evaluation& e, Lang lang);
std::string train_likely_line(const Workload& w, const Evaluation& e, Lang lang);
// The run's once-only time: "set-up 1m51s once a run (start-up, DDP set-up, final validation 52s, ...)".
std::string setup_line(const Evaluation& e, Lang lang);
std::string experiments_line(const Workload& w, const Evaluation& e, Lang lang);

// The host and power blocks as label and text rows, the labels in English (tr() where printed):
// check's text prints them in its two columns ("" continues the row above on a line of its own),
// markdown as a list and HTML as a table, so each format gives every figure.
using Rows = std::vector<std::pair<std::string, std::string>>;
Rows host_rows(const Workload& w, const Evaluation& e, Lang lang);
Rows power_rows(const Evaluation& e, Lang lang);
// The same with each continuation ("" label) joined to the row above with "; ": one row a label.
Rows one_line_rows(const Rows& rows);

// Check's text blocks "memory per GPU" and "time", each opening with a blank line and its title: the
// HTML shows them as they are, so every format gives the step, the bands and the batch to pass.
std::string memory_block(const Workload& w, const Evaluation& e, Lang lang);
std::string time_block(const Workload& w, const Evaluation& e, Lang lang);

std::string check_table(const Workload& w, const Evaluation& e, const ReportOptions& o);
std::string check_markdown(const Workload& w, const Evaluation& e, const ReportOptions& o);
std::string check_json(const Workload& w, const Evaluation& e, const ReportOptions& o);
std::string html_check(const Workload& w, const Evaluation& e, const ReportOptions& o);

} // namespace vsize::report
