// The lines around the ranked table, shared by its table and markdown formats.
#include "rank.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace vsize::report {

std::string search_counts(const SearchRequest& s, Lang lang) {
  return s.counts.empty() ? (s.all_platforms ? fmt::format("{}", fmt::join(k_default_counts, ","))
                                             : std::string(tr(lang, "line-up")))
                          : fmt::format("{}", fmt::join(s.counts, ","));
}

std::string search_line(const SearchRequest& s, const Workload& w, Lang lang) {
  return trf(lang, "search: {}, GPUs {}, counts {}, mode {}, top {} per count by {}, PSU redundancy {}, circuits {}",
             tr(lang, s.all_platforms ? "every platform (--all)" : "the line-up"),
             s.gpus.empty() ? std::string(tr(lang, "all")) : fmt::format("{}", fmt::join(s.gpus, ",")),
             search_counts(s, lang),
             s.modes.empty() ? std::string(to_string(w.mode))
                             : trf(lang, "best of {}", fmt::format("{}", fmt::join(enum_names_of(s.modes), ","))),
             s.top, tr(lang, to_string(s.rank_by)),
             s.host.redundancy ? std::string(to_string(*s.host.redundancy)) : std::string(tr(lang, "chassis default")),
             s.host.circuit.empty() ? std::string(to_string(s.host.region)) : s.host.circuit) +
         // The storage options, which the ranked table shows only as the data tier's drives.
         trf(lang,
             "; storage --data-raid {}, --bulk-raid {}, --backup-copies {}, --dataset-growth {} % a year, --plan-years "
             "{}",
             to_string(w.storage.data_raid), to_string(w.storage.bulk_raid), w.storage.backup_copies,
             short_num(lang, w.storage.growth_percent), w.storage.plan_years);
}

std::string summary_line(const RankedResult& r, const ReportOptions& o) {
  Lang l = o.lang;
  std::size_t fit = r.configurations.size() + r.others.size();
  std::string shown =
      r.others.empty() ? std::string() : trf(l, ", {} shown (--top 0 shows all)", r.configurations.size());
  return trf(l,
             r.evaluated == 1 ? "{} server evaluated: {} fit{}, {} rejected{}"
                              : "{} servers evaluated: {} fit{}, {} rejected{}",
             r.evaluated, fit, shown, r.rejected.size(),
             o.show_rejected || r.rejected.empty() || fit == 0 ? "" : tr(l, " (--show-rejected lists them)")) +
         "\n";
}

Layout layout_for(const RankedResult& r, const SearchRequest& s, Lang lang) {
  Layout l;
  l.lang = lang;
  l.mode = s.modes.size() > 1;
  l.cost = std::any_of(r.configurations.begin(), r.configurations.end(),
                       [](const Evaluation& e) { return e.cost.amount.has_value(); });
  l.currency = r.money.currency;
  return l;
}

std::vector<Row> ranked_rows(const RankedResult& r) {
  std::vector<Row> rows;
  int rank = 1;
  for (const auto& e : r.configurations) {
    rows.push_back({&e, rank++});
  }
  return rows;
}

std::string recommendation_block(const RankedResult& r, const Workload& w, Lang lang, bool wrap_lines) {
  std::string rec;
  for (const auto& line : recommendation_lines(r.recommendation, w, r.money, lang)) {
    rec += (wrap_lines ? wrap(line, 98, 4) : line) + "\n";
  }
  return rec;
}

} // namespace vsize::report
