// `--format markdown` of the ranking: the table, notes and legend for a ticket or a wiki.
#include "rank.hpp"

#include <sstream>

namespace vsize::report {

namespace {

// A block of the text table ("notes:" then "  1: ..." items wrapped with a 5-space indent, an
// item's own items at 4) as a markdown list, one item a line: as text its lines ran together
// into one paragraph.
std::string as_list(const std::string& block) {
  if (block.empty()) return block;
  std::istringstream in(block);
  std::string line;
  std::string out;
  while (std::getline(in, line)) {
    if (line.rfind("     ", 0) == 0) {
      out += " " + line.substr(line.find_first_not_of(' '));
    } else if (line.rfind("    ", 0) == 0) {
      out += "\n  - " + line.substr(4); // an item's own items ("what it would take")
    } else if (line.rfind("  ", 0) == 0) {
      out += "\n- " + line.substr(2);
    } else if (!line.empty()) {
      out += (out.empty() ? "" : "\n") + line + "\n";
    }
  }
  return out + "\n\n";
}

// The rejected servers as a list, each with its reasons, where the table lists them (--show-rejected,
// or nothing fits): markdown had said only how many.
std::string rejected_list(const RankedResult& r, const Workload& w, bool shown, Lang lang) {
  if (!shown || r.rejected.empty()) return "";
  std::string out = fmt::format("**{} ({})**\n\n", tr(lang, "Rejected"), r.rejected.size());
  for (const auto& e : r.rejected) {
    out += fmt::format("- **{}**: {}\n", server_id(e), fmt::join(finding_texts(e, w, Severity::reason, lang), "; "));
  }
  return out + "\n";
}

} // namespace

std::string rank_markdown(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  std::vector<Row> rows = ranked_rows(r);
  Layout l = layout_for(r, s, o.lang);
  std::string money = money_line(r.money, o.lang);
  return "**" + workload_line(w, o.lang) + "**\n\n" + search_line(s, w, r.money, o.lang) + "\n\n" +
         (money.empty() ? "" : money + "\n\n") + as_list(recommendation_block(r, w, o.lang, false)) +
         markdown_rows(rows, l) + "\n" + as_list(clusters_lines(rows, o.lang)) + as_list(notes_lines(rows, w, o.lang)) +
         legend(o.lang, w.confidence, l) + "\n" + summary_line(r, o) + "\n" +
         rejected_list(r, w, o.show_rejected || rows.empty(), o.lang) + "_" + provenance_line(o) + "_\n";
}

} // namespace vsize::report
