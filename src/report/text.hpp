#pragma once
// Private helpers shared by the report formats: labels and lines every format words the same.
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"

#include <string>
#include <vector>

namespace vsize::report {

// "-1 (60 % of GPU memory)", "0.7 (70 % of GPU memory)" or the global batch.
std::string batch_text(const BatchSpec& b);

// "12,300 EUR", or "-" when a part has no price.
std::string cost_text(const Cost& c);

// The recommendation block of the table and markdown outputs (empty when there is none to
// show): the server to quote, why, and what the next smaller and larger servers change.
std::vector<std::string> recommendation_lines(const Recommendation& r, const Workload& w);

// "why" of the recommendation, one sentence.
std::string recommendation_why(const Recommendation& r, const Workload& w);

// What `alt` changes against `pick`: experiments, train time, wall power, cost, the goal.
std::string alternative_change(const Evaluation& alt, const Evaluation& pick, const Recommendation& r);

// "230v-32a-1ph", "2x 400v-16a-3ph" or "-".
std::string circuit_label(const Evaluation& e);

// "gpu", "comm", "loader", "disk": the table's short bottleneck names.
const char* short_bottleneck(Bottleneck b);

// The workload as one line, every resolved input echoed.
std::string workload_line(const Workload& w);

// Wraps `text` at ", " boundaries to `width` columns, continuing lines with `indent` spaces.
std::string wrap(const std::string& text, std::size_t width = 98, std::size_t indent = 10);

// The sentences of the findings of one severity, in the order the stages found them.
std::vector<std::string> finding_texts(const Evaluation& e, const Workload& w, Severity severity);

} // namespace vsize::report
