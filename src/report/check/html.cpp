// `check --format html`: the verdict, the configuration, its charts and sources.
#include "check.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <cctype>

namespace vsize::report {

std::string html_check(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  std::vector<const Evaluation*> configs = {&e};
  std::string body = header(w, tr(o.lang, "GPU server check: ") + server_id(e), o);
  // The verdict with its goal and reasons, as the text gives them under it (the box said only
  // "does not fit"); where it does not fit, what the figures below are worth.
  Verdict v = check_verdict(w, e, o);
  // Amber where it fits but finishes fewer experiments a night than asked, or none (review s81 H4).
  const int goal = o.experiments_goal.value_or(1);
  bool missed = !e.fits || !e.meets_experiments(goal);
  std::string verdict = tr(o.lang, !e.fits                 ? "does not fit"
                                   : e.chassis_unchecked() ? "fits, with no chassis checked"
                                                           : "fits");
  // Without a goal the box says why it is amber; a goal's own line below says it where one was given.
  if (e.fits && missed && !o.experiments_goal) {
    // "0 experiments", "1 experiment" (review s88 SE D10: "0 Experiment(e)" in German).
    verdict += trf(o.lang, "; {} per {:g} h night at {:g} % confidence",
                   experiments_phrase(o.lang, e.schedule.experiments_per_night), w.night_hours, w.confidence * 100);
  }
  body += fmt::format("<div class=\"pick{}\" id=\"recommendation\"><div class=\"name\">{}: {}</div>\n",
                      missed ? " miss" : "", esc(server_id(e)), esc(verdict));
  if (o.server_recommended) {
    body += "<div class=\"meta\">" + esc(v.notes.front()) + "</div>\n";
  }
  if (!v.goal.empty()) {
    body += "<div>" + esc(v.goal) + "</div>\n";
  }
  for (const auto& r : v.reasons) {
    body += "<div>&#9888; " + esc(r) + "</div>\n";
  }
  if (!v.caveat.empty()) {
    body += "<div class=\"meta\">" + esc(v.caveat) + "</div>\n";
  }
  body += "</div>\n";
  body += configuration_rows(configs, nullptr, o.lang);
  if (o.money) {
    body += cost_block_html(e, *o.money, o.lang);
  }
  body += h2(o.lang, "Train time and experiments per night") + time_chart(configs, w, o.lang);
  body += h2(o.lang, "GPU memory and power") + server_section(e, w, o.lang);
  // The memory and time figures as the text gives them, below their titles (review s81 H5: the
  // HTML had lacked the step, the bands and the batch to pass the trainer).
  for (const std::string& block : {memory_block(w, e, o.lang), time_block(w, e, o.lang)}) {
    const std::size_t title_end = block.find('\n', 1);
    std::string title = block.substr(1, title_end - 1);
    title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0]))); // "time": a heading
    body += "<h3>" + esc(title) + "</h3>\n<pre class=\"block\">" + esc(block.substr(title_end + 1)) + "</pre>\n";
  }
  // The host and power figures the text gives, which the charts above show only in part.
  body += rows_table("Host", one_line_rows(host_rows(w, e, o.lang)), o.lang) +
          rows_table(e.cluster.active ? "Power of one node" : "Power", power_rows(e, o.lang), o.lang);
  body += h2(o.lang, "Sources") + sources(configs, o.money, o.lang);
  return page("vsize: " + server_id(e), body, o);
}

} // namespace vsize::report
