// The quote's money (`--format html`): the recommended server's cost block and the buy-or-rent
// chart, the cumulative cost of owning it against renting the same GPUs over its service life,
// with the break-even marked (inline SVG, as the page's other charts).
#include "text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize::report {

namespace {

struct Plot {
  double left = 90, top = 14, width = 480, height = 120; // left: room for "811 Tsd. EUR"
  double months = 60, top_amount = 1;
  double x(double month) const { return left + month / months * width; }
  double y(double amount) const { return top + height - amount / top_amount * height; }
};

std::string polyline(const std::vector<std::pair<double, double>>& points, const Plot& p, const char* colour,
                     const char* dash) {
  std::string pts;
  for (const auto& [month, amount] : points) {
    pts += fmt::format("{:.1f},{:.1f} ", p.x(month), p.y(amount));
  }
  return fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"{}/>", pts, colour,
                     dash[0] ? fmt::format(" stroke-dasharray=\"{}\"", dash) : std::string());
}

std::string text_at(double x, double y, const std::string& s, const char* anchor = "start") {
  return fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"{}\">{}</text>", x, y, anchor, esc(s));
}

// One legend entry: its swatch and its rows from `y` on, 14 px apart; returns the next entry's y.
double legend_entry(std::string& svg, const Plot& plot, double y, const char* colour, const std::string& text) {
  svg +=
      fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"14\" height=\"3\" fill=\"{}\"/>", plot.left, y - 4, colour);
  // In rows of at most 90 bytes, as the text report wraps (wrap): an SVG clips what runs past its
  // width, and 8pt DejaVu Sans takes about 5.8 px a character, so the 532 px right of the swatch
  // hold about 90 (review s77: the German owning legend with a colocation fee lost its end).
  const std::string rows = wrap(text, 90, 0);
  for (std::size_t start = 0; start <= rows.size();) {
    std::size_t end = std::min(rows.find('\n', start), rows.size());
    svg += text_at(plot.left + 18, y, rows.substr(start, end - start));
    y += 14;
    start = end + 1;
  }
  return y;
}

// Axes: months along the bottom every year, the amount up the side in thousands.
std::string axes(const Plot& p, const std::string& currency, Lang lang) {
  std::string svg =
      fmt::format("<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{2:.1f}\" y2=\"{1:.1f}\" stroke=\"#1b1f24\"/>"
                  "<line x1=\"{0:.1f}\" y1=\"{3:.1f}\" x2=\"{0:.1f}\" y2=\"{1:.1f}\" stroke=\"#1b1f24\"/>",
                  p.left, p.top + p.height, p.left + p.width, p.top);
  for (double m = 0; m <= p.months + 1e-9; m += 12) {
    svg += text_at(p.x(m), p.top + p.height + 12, num(lang, m, 0), "middle");
  }
  svg += text_at(p.left + p.width, p.top + p.height + 24, tr(lang, "months"), "end");
  for (int i = 0; i <= 2; ++i) {
    double amount = p.top_amount * i / 2;
    // The origin is 0 EUR, not "0k EUR"; millions as such, not "3245k EUR" (review r18b).
    std::string label = i == 0              ? fmt::format("0 {}", currency)
                        : amount >= 999.5e3 ? trf(lang, "{}M {}", num(lang, amount / 1e6, 1), currency)
                                            : trf(lang, "{}k {}", num(lang, amount / 1000, 0), currency);
    svg += text_at(p.left - 4, p.y(amount) + 3, label, "end");
  }
  return svg;
}

} // namespace

std::string buy_or_rent_chart(const Evaluation& e, const MoneyTerms& m, Lang lang) {
  const EconomicsPlan& p = e.economics;
  // Without the GPUs' price the owning line would leave out the largest part: no chart, as the
  // text gives no break-even.
  if (!p.rent || !p.cost_per_experiment || !e.cost.amount || e.cost.gpus_unpriced) {
    return "";
  }
  Plot plot;
  plot.months = std::max(12.0, std::ceil(m.life_years) * 12);
  auto [own_end, rent_end] = own_and_rent_after(p, e.cost, m, plot.months);
  plot.top_amount = std::max({own_end, rent_end, 1.0}) * 1.05;
  std::vector<std::pair<double, double>> own, rent;
  for (double month : {0.0, plot.months}) {
    auto [o, r] = own_and_rent_after(p, e.cost, m, month);
    own.emplace_back(month, o);
    rent.emplace_back(month, r);
  }
  std::string svg = axes(plot, e.cost.currency, lang);
  svg += polyline(own, plot, "#1a7f37", "") + polyline(rent, plot, "#b35900", "5 3");
  if (p.break_even_months && *p.break_even_months <= plot.months) {
    double bx = plot.x(*p.break_even_months);
    svg += fmt::format("<line x1=\"{0:.1f}\" y1=\"{1:.1f}\" x2=\"{0:.1f}\" y2=\"{2:.1f}\" stroke=\"#1b1f24\" "
                       "stroke-dasharray=\"2 2\"/>",
                       bx, plot.top, plot.top + plot.height);
    // A floor while parts are unpriced, rounded down as one.
    const std::string months =
        num(lang, e.cost.complete() ? *p.break_even_months : floor_shown(*p.break_even_months, 0), 0);
    // At the top, where neither line runs before the lines cross (both stay below the crossing)
    // nor just after it: right of the mark in the left half, left of it in the right half (the
    // label ran off the chart's right edge there; at the bottom the rent line struck through it).
    const bool right_half = bx > plot.left + plot.width / 2;
    svg +=
        text_at(right_half ? bx - 4 : bx + 4, plot.top + 10,
                trf(lang, "break-even after {} months", e.cost.complete() ? months : trf(lang, "at least {}", months)),
                right_half ? "end" : "start");
  }
  const RentPlan& r = *p.rent;
  // The line starts at the capital the comparison holds (CostPlan::capital): without the drives
  // bought for the data's growth, which the legend says.
  const char* then = p.colocation_per_month ? "support, colocation and energy" : "support and energy";
  double y = legend_entry(
      svg, plot, plot.top + plot.height + 40, "#1a7f37",
      e.cost.growth_amount.value_or(0) > 0 ? trf(lang, "owning: {} up front (the growth's drives apart), then {}",
                                                 cost_text(e.cost, lang, e.cost.capital()), tr(lang, then))
      : e.cost.external_amount             ? trf(lang, "owning: {} up front with the drives beside it, then {}",
                                                 cost_text(e.cost, lang, e.cost.with_external()), tr(lang, then))
                               : trf(lang, "owning: {} up front, then {}", cost_text(e.cost, lang), tr(lang, then)));
  // The rent line starts at the setup fees, paid up front.
  const std::string legend =
      (r.around_the_clock ? trf(lang, "renting {} x {} at {}: {} per GPU-hour, paid around the clock", r.gpus,
                                r.spec->gpu, r.spec->provider, money(lang, r.rate(), e.cost.currency))
                          : trf(lang, "renting {} x {} at {}: {} per GPU-hour", r.gpus, r.spec->gpu, r.spec->provider,
                                money(lang, r.per_gpu_hour, e.cost.currency))) +
      (r.setup_fee ? trf(lang, ", after {} in setup fees", money(lang, *r.setup_fee, e.cost.currency)) : std::string());
  y = legend_entry(svg, plot, y, "#b35900", legend);
  // The label a screen reader reads, in the page's language (review r14: English on a German page);
  // as tall as its legend's rows (196 px with one row an entry).
  const double height = y - 6;
  return fmt::format("<svg width=\"640\" height=\"{0:.0f}\" viewBox=\"0 0 640 {0:.0f}\" role=\"img\" "
                     "aria-label=\"{1}\">",
                     height, esc(tr(lang, "buy or rent"))) +
         svg + "</svg>";
}

std::string cost_block_html(const Evaluation& e, const MoneyTerms& m, Lang lang) {
  std::vector<std::string> lines = cost_lines(e, m, lang);
  if (lines.empty()) {
    return "";
  }
  std::string out = "<div class=\"money\" id=\"cost\">";
  for (const auto& line : lines) {
    out += "<div>" + esc(line.substr(2)) + "</div>";
  }
  std::string chart = buy_or_rent_chart(e, m, lang);
  if (!chart.empty()) {
    out += "<div class=\"meta\">" +
           esc(trf(lang, "Buy or rent: cumulative cost over the months at {} % use",
                   use_percent(lang, e.economics.utilisation))) +
           "</div>" + chart;
  }
  out += "<div class=\"meta\">" + esc(money_line(m, lang)) + "</div>";
  return out + "</div>";
}

} // namespace vsize::report
