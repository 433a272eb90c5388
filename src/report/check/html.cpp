// `check --format html`: the verdict, the configuration, its charts and sources.
#include "check.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

namespace vsize::report {

std::string html_check(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  std::vector<const Evaluation*> configs = {&e};
  std::string body = header(w, tr(o.lang, "GPU server check: ") + server_id(e), o);
  body += fmt::format("<div class=\"pick{}\" id=\"recommendation\"><div class=\"name\">{}: {}</div></div>\n",
                      e.fits ? "" : " miss", esc(server_id(e)), tr(o.lang, e.fits ? "fits" : "does not fit"));
  body += configuration_rows(configs, nullptr, o.lang);
  if (o.money) {
    body += cost_block_html(e, *o.money, o.lang);
  }
  body += h2(o.lang, "Train time and experiments per night") + time_chart(configs, w, o.lang);
  body += h2(o.lang, "GPU memory and power") + server_section(e, w, o.lang);
  body += h2(o.lang, "Sources") + sources(configs);
  return page("vsize: " + server_id(e), body, o);
}

} // namespace vsize::report
