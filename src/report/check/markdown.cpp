// `check --format markdown`: the configuration's row and the legend.
#include "check.hpp"

namespace vsize::report {

std::vector<Row> check_rows(const Evaluation& e) { return {{&e, 1}}; }

Layout check_layout(const Evaluation& e, Lang lang) {
  Layout l;
  l.lang = lang;
  l.cost = e.cost.amount.has_value();
  l.currency = e.cost.currency;
  return l;
}

std::string check_markdown(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  Layout l = check_layout(e, o.lang);
  l.storage_listed = true;
  std::string money = o.money ? money_line(*o.money, o.lang) : std::string();
  std::string cost;
  if (o.money) {
    // A list, as the ranking's markdown gives them: indented lines ran together into one paragraph.
    for (const auto& line : cost_lines(e, *o.money, o.lang)) {
      cost += "- " + line.substr(line.find_first_not_of(' ')) + "\n";
    }
  }
  // The verdict, the goal and the findings, as the text report gives them: bold, then a list.
  const Verdict v = check_verdict(w, e, o);
  std::string verdict = "**" + v.verdict + "**" + (v.goal.empty() ? "" : "  \n" + v.goal) + "\n\n";
  for (const auto& r : v.reasons) {
    verdict += "- " + r + "\n";
  }
  if (!v.caveat.empty()) {
    verdict += "- _" + v.caveat + "_\n";
  }
  for (const auto& n : v.notes) {
    verdict += std::string("- ") + tr(o.lang, "note: ") + n + "\n";
  }
  if (!v.reasons.empty() || !v.notes.empty()) {
    verdict += "\n";
  }
  // How sure: the bands and the confidence the text report gives under memory and time, under a
  // heading of their own (review s85: "- likely 74.8 .. GB" followed the table with no subject).
  std::string sure;
  for (const std::string& line : {memory_likely_line(e, o.lang), setup_line(e, o.lang), train_likely_line(w, e, o.lang),
                                  experiments_line(w, e, o.lang)}) {
    std::string item = line.substr(line.find_first_not_of(' '));
    item.pop_back(); // its newline
    // The text's column alignment, one space here.
    std::size_t gap = item.find("  ");
    if (gap != std::string::npos) item.erase(gap + 1, item.find_first_not_of(' ', gap) - gap - 1);
    sure += "- " + item + "\n";
  }
  // The parts with their counts, and the storage tiers and NICs, which the row shows only as the
  // data tier's drives (the legend points here): the bill of materials the cost lines price.
  auto listed = [&](const std::vector<std::pair<std::string, std::string>>& rows) {
    std::string out;
    for (const auto& [label, text] : rows) out += "- " + std::string(tr(o.lang, label.c_str())) + ": " + text + "\n";
    return out;
  };
  std::string parts = listed(parts_rows(e, o.lang));
  std::string host = listed(one_line_rows(host_rows(w, e, o.lang)));
  std::string power = listed(power_rows(e, o.lang));
  std::string storage = listed(storage_rows(e, w, o.lang));
  return "**" + workload_line(w, o.lang) + "**\n\n" + verdict + (money.empty() ? "" : money + "\n\n") +
         markdown_rows(check_rows(e), l) + "\n" + "**" + std::string(tr(o.lang, "GPU memory and time")) + "**\n\n" +
         sure + "\n" + (e.cluster.active ? cluster_summary(e, o.lang) + "\n\n" : std::string()) +
         (cost.empty() ? "" : cost + "\n") + "**" + std::string(tr(o.lang, "parts")) + "**\n\n" + parts + "\n" + "**" +
         std::string(tr(o.lang, "host")) + "**\n\n" + host + "\n" + "**" +
         std::string(tr(o.lang, "storage and network")) + "**\n\n" + storage + "\n" + "**" +
         std::string(tr(o.lang, e.cluster.active ? "power of one node" : "power")) + "**\n\n" + power + "\n" +
         legend(o.lang, w.confidence, l) + "\n_" + provenance_line(o) + "_\n";
}

} // namespace vsize::report
