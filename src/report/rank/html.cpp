// `--format html` of the ranking: the recommendation first, the ranked servers, their charts
// and the source of every catalog figure used (parts: ../common/html.cpp).
#include "rank.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <cmath>

namespace vsize::report {

std::string html_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  std::vector<const Evaluation*> configs;
  for (const auto& e : r.configurations) configs.push_back(&e);
  std::string body = header(w, tr(o.lang, "GPU server sizing"), o);
  // What was searched, as the text's search line; the money terms sit in the pick's cost block,
  // or here when there is none.
  body += "<p class=\"meta\">" + esc(search_line(s, w, r.money, o.lang)) + "</p>\n";
  const Recommendation& rec = r.recommendation;
  if (!rec.pick || cost_lines(*rec.pick, r.money, o.lang).empty()) {
    body += "<p class=\"meta\">" + esc(money_line(r.money, o.lang)) + "</p>\n";
  }
  // Amber, not green, where nothing meets the goal, a pick or not (the fastest of a long video
  // training takes nights: review s81 H4).
  body += fmt::format("<div class=\"pick{}\" id=\"recommendation\">", rec.pick && rec.meeting > 0 ? "" : " miss");
  std::vector<std::string> lines = recommendation_lines(rec, w, r.money, o.lang);
  // The lines are the server, why, the servers passed over, its cost lines, then the neighbours:
  // the cost lines become the cost block with the buy-or-rent chart.
  std::size_t cost_n = rec.pick ? cost_lines(*rec.pick, r.money, o.lang).size() : 0;
  std::size_t cost_at = 2 + rec.passed_over.size();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i == cost_at && cost_n > 0) {
      body += cost_block_html(*rec.pick, r.money, o.lang);
      i += cost_n - 1;
      continue;
    }
    body += i == 0 ? "<div class=\"name\">" + esc(lines[i]) + "</div>" : "<div>" + esc(lines[i]) + "</div>";
  }
  if (lines.empty())
    body += "<div class=\"name\">" + std::string(tr(o.lang, "no server fits this workload")) + "</div>";
  body += "</div>\n<h2>" + std::string(tr(o.lang, "Servers ranked")) + "</h2>\n";
  if (configs.empty()) {
    body += "<p>" + std::string(tr(o.lang, "No configuration fits this workload.")) + "</p>\n";
  } else {
    std::vector<int> ranks;
    for (const Standing& st : r.standings) ranks.push_back(st.rank);
    body += configuration_rows(configs, &rec, o.lang, r.money.utilisation, ranks);
    // What each column means, as under the text's and markdown's table (review s81 H6); the cost
    // columns in the HTML's own words, since it gives whole prices where the text gives k{currency}.
    Layout l = layout_for(r, s, o.lang);
    const bool cost = l.cost;
    l.cost = false;
    l.html = true;
    body += "<p class=\"meta\">" + esc(legend(o.lang, w.confidence, l));
    if (cost) {
      // Its own line: after the columns' legend it ran on as "... N+N PSUs) cost: ..." (review s85).
      body += "<br>";
      body += esc(tr(o.lang, "cost: the server's price (≥ or +: some parts have no price, a lower bound the cost line "
                             "names); per experiment: capital over the service life at the utilisation, support, "
                             "colocation and energy (the money line above)"));
    }
    body += "</p>\n";
    body += h2(o.lang, "Train time and experiments per night") + time_chart(configs, w, o.lang);
    body += "<p class=\"meta\">" +
            esc(trf(o.lang,
                    "Bars: predicted train time; whiskers: where measured runs fall around it (P10 .. P90 of "
                    "vsize's errors on runs not fitted on, vsize accuracy, leave-one-source-out: the model's "
                    "calibration pool's, every pool's where it has under 10 sources). Experiments per night are "
                    "counted at {} % confidence: that share of measured runs was as fast.",
                    static_cast<int>(std::lround(w.confidence * 100)))) +
            "</p>\n";
    body += h2(o.lang, "Each server: GPU memory and power");
    for (const auto* e : configs) body += server_section(*e, w, o.lang);
  }
  if (!r.rejected.empty()) {
    body += fmt::format("<h2>{} ({})</h2>\n<ul>\n", tr(o.lang, "Rejected"), r.rejected.size());
    for (const auto& e : r.rejected) {
      body += "<li><b>" + esc(server_id(e)) +
              "</b>: " + esc(fmt::format("{}", fmt::join(finding_texts(e, w, Severity::reason, o.lang), "; "))) +
              "</li>\n";
    }
    body += "</ul>\n";
  }
  body += "<p class=\"meta\">" + esc(summary_line(r, o)) + "</p>\n";
  body += h2(o.lang, "Sources") + sources(configs, &r.money, o.lang);
  return page("vsize: " + std::string(tr(o.lang, "GPU server sizing")), body, o);
}

} // namespace vsize::report
