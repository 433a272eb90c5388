#pragma once
// What the ranking's formats share: the lines around the table (src/report/rank).
#include "../common/text.hpp"

#include <nlohmann/json.hpp>

namespace vsize::report {

// The GPU counts searched: "2,4,8", or "line-up".
std::string search_counts(const SearchRequest& s, Lang lang);
// "search: the line-up, GPUs all, ...": the search, every default echoed.
std::string search_line(const SearchRequest& s, const Workload& w, const MoneyTerms& m, Lang lang);
// "4 servers evaluated: 4 fit, 0 rejected".
std::string summary_line(const RankedResult& r, const ReportOptions& o);
// The columns of this ranking (the mode when several were tried, the cost when one is priced).
Layout layout_for(const RankedResult& r, const SearchRequest& s, Lang lang);
// The shown configurations as rows, ranked.
std::vector<Row> ranked_rows(const RankedResult& r);
// The recommendation block, one line each.
std::string recommendation_block(const RankedResult& r, const Workload& w, Lang lang, bool wrap_lines);

std::string rank_table(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o);
std::string rank_markdown(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o);
std::string rank_csv(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o);
nlohmann::json rank_json(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o);
std::string html_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o);

} // namespace vsize::report
