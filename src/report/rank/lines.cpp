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

// The host options pinned for every server searched, as typed ("--cpu epyc-9355"); none: "".
std::string host_pins_text(const HostPins& h) {
  std::vector<std::string> pins;
  auto add = [&](const char* option, const std::string& value) {
    if (!value.empty()) pins.push_back(fmt::format("{} {}", option, value));
  };
  add("--cpu", h.cpu);
  add("--sockets", h.sockets ? std::to_string(*h.sockets) : "");
  add("--ram-gb", h.ram_gb ? fmt::format("{:g}", *h.ram_gb) : "");
  add("--psu", h.psu);
  add("--psus", h.psus ? std::to_string(*h.psus) : "");
  add("--fabric", h.fabric);
  add("--nics-per-node", h.nics_per_node ? std::to_string(*h.nics_per_node) : "");
  add("--shared-storage-gb-s", h.shared_storage_gb_per_s ? fmt::format("{:g}", *h.shared_storage_gb_per_s) : "");
  if (h.no_nvlink_bridge) pins.emplace_back("--no-nvlink-bridge");
  return fmt::format("{}", fmt::join(pins, ", "));
}

std::string search_line(const SearchRequest& s, const Workload& w, const MoneyTerms& m, Lang lang) {
  std::string pins = host_pins_text(s.host);
  // The goal the recommendation holds servers to, echoed where it is the default (review s83 #4).
  std::string goal =
      s.goal.experiments
          ? trf(lang, "{} a night", experiments_phrase(lang, *s.goal.experiments))
          : trf(lang, "{} a night (default: the fastest is named when none meets it; --experiments N requires it)",
                experiments_phrase(lang, Goal::k_default_experiments));
  return trf(lang,
             "search: {}, GPUs {}, counts {}, mode {}, goal {}, top {} per count by {}, PSU redundancy {}, circuits {}",
             tr(lang, s.all_platforms ? "every platform (--all)" : "the line-up"),
             s.gpus.empty() ? std::string(tr(lang, "all")) : fmt::format("{}", fmt::join(s.gpus, ",")),
             search_counts(s, lang),
             s.modes.empty() ? std::string(to_string(w.mode))
                             : trf(lang, "best of {}", fmt::format("{}", fmt::join(enum_names_of(s.modes), ","))),
             goal, s.top, tr(lang, s.rank_by == RankBy::power ? "power draw" : to_string(s.rank_by)),
             s.host.redundancy ? std::string(to_string(*s.host.redundancy)) : std::string(tr(lang, "chassis default")),
             !s.host.circuit.empty() ? s.host.circuit
             : s.host.region != Region::any
                 ? std::string(to_string(m.site))
                 : trf(lang, "{} (--region any: the tariff's site; rent offers from any region)", to_string(m.site))) +
         // The storage options, which the ranked table shows only as the data tier's drives.
         trf(lang,
             "; storage --data-raid {}, --bulk-raid {}, --backup-copies {}, --dataset-growth {} % a year, --plan-years "
             "{}, --ingest-hours {}",
             to_string(w.storage.data_raid), to_string(w.storage.bulk_raid), w.storage.backup_copies,
             short_num(lang, w.storage.growth_percent), w.storage.plan_years, short_num(lang, w.ingest_hours())) +
         (pins.empty() ? std::string() : trf(lang, "; every server with {}", pins));
}

std::string summary_line(const RankedResult& r, const ReportOptions& o) {
  Lang l = o.lang;
  std::size_t fit = r.configurations.size() + r.others.size();
  // The rows beyond --top N a count are the pick's runner-up and alternatives, which the
  // recommendation names (a "top 1" table showed two 8-GPU rows unsaid).
  std::string shown =
      r.others.empty()
          ? std::string()
          : trf(l,
                ", {} shown (the top per count, and the servers the recommendation names, at their rank among all; "
                "--top 0 shows all)",
                r.configurations.size());
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
  l.clusters = std::any_of(r.configurations.begin(), r.configurations.end(),
                           [](const Evaluation& e) { return e.cluster.active; });
  l.utilisation = r.money.utilisation;
  l.cost_order_with_drives = s.rank_by == RankBy::cost &&
                             std::any_of(r.configurations.begin(), r.configurations.end(),
                                         [](const Evaluation& e) { return e.cost.external_amount.value_or(0) > 0; });
  l.own_utilisation_rows = std::any_of(r.configurations.begin(), r.configurations.end(), [&l](const Evaluation& e) {
    return own_utilisation(e.economics, l.utilisation);
  });
  return l;
}

std::vector<Row> ranked_rows(const RankedResult& r) {
  std::vector<Row> rows;
  for (std::size_t i = 0; i < r.configurations.size(); ++i) {
    rows.push_back({&r.configurations[i], r.standings[i].rank, std::nullopt, shown_because(r.standings[i])});
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
