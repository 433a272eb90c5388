// The parts of the HTML pages (`--format html` of the ranking and of check): one self-contained
// page a customer reads (inline CSS and SVG, no script, no
// font or image from elsewhere; prints on A4): the recommendation first, the ranked servers,
// per-server charts (GPU memory against capacity, train time and experiments per night against
// the night, wall power against the circuit) and the source of every catalog figure used.
#include "text.hpp"
#include "vsize/report.hpp"
#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>

namespace vsize::report {

std::string esc(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

const char* const k_css = R"(
@page { size: A4; margin: 14mm; }
body { font: 10pt/1.4 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #1b1f24; max-width: 190mm;
       margin: 0 auto; padding: 8px; }
h1 { font-size: 16pt; margin: 0 0 4px; } h2 { font-size: 12.5pt; margin: 18px 0 6px; border-bottom: 1px solid #ccd;
     padding-bottom: 2px; } h3 { font-size: 10.5pt; margin: 12px 0 4px; }
.meta { color: #555; font-size: 8.5pt; }
.pick { border: 2px solid #1a7f37; background: #eef8f0; border-radius: 6px; padding: 8px 12px; margin: 10px 0; }
.pick .name { font-size: 13pt; font-weight: bold; }
.miss { border-color: #b35900; background: #fff4e5; }
.money { border-top: 1px solid #b9d9c0; margin: 6px 0; padding-top: 4px; }
table { border-collapse: collapse; width: 100%; font-size: 7pt; }
th, td { border-bottom: 1px solid #dde; padding: 3px 2px; text-align: right; vertical-align: top; }
tr { page-break-inside: avoid; break-inside: avoid; }
th { background: #f2f4f8; } td.l, th.l { text-align: left; padding-left: 5px; } td { white-space: nowrap; }
td.srv { white-space: normal; overflow-wrap: anywhere; min-width: 30mm; } .nw { white-space: nowrap; }
td.circ { white-space: normal; min-width: 17mm; }
td .sub { color: #555; font-size: 7pt; }
tr.chosen td { background: #eef8f0; font-weight: bold; }
.server { margin-bottom: 10px; }
h2, h3, .server > p:first-of-type { break-after: avoid; page-break-after: avoid; }
.note { color: #7a4b00; font-size: 8.5pt; margin: 2px 0; }
.sources { font-size: 7.5pt; color: #444; } .sources li { margin-bottom: 3px; overflow-wrap: anywhere; }
.sources summary { color: #666; cursor: pointer; }
table.storage { margin-top: 6px; } table.storage caption { text-align: left; font-weight: bold; font-size: 8.5pt; }
table.storage th { width: 14%; } table.storage td { white-space: normal; overflow-wrap: anywhere; }
svg { display: block; margin: 4px 0; max-width: 100%; height: auto; break-inside: avoid; }
svg text { font: 8pt "DejaVu Sans", Arial, sans-serif; fill: #1b1f24; }
pre.block { font: 7pt/1.35 "DejaVu Sans Mono", monospace; white-space: pre-wrap; overflow-wrap: anywhere; margin: 2px 0 8px; }
@media screen and (max-width: 640px) {
  body { padding: 4px; } table { display: block; overflow-x: auto; } td.srv { min-width: 24mm; }
}
)";

// Colours of the memory segments, in the order of the breakdown.
const std::vector<std::pair<const char*, const char*>> k_memory_parts = {
    {"CUDA context", "#9aa5b1"},     {"NCCL buffers", "#6e7781"},      {"model states", "#3b6fb6"},
    {"extra states", "#7fa7de"},     {"workspace", "#c5d5ea"},         {"activations", "#e08a2c"},
    {"label assigner", "#f2c14e"},   {"mask loss", "#b8572a"},         {"class heads", "#8f3c8f"},
    {"attention scores", "#d36b6b"}, {"denoising queries", "#6b8e23"}, {"allocator cache", "#b4b4b4"},
    {"validation cache", "#d9d9d9"}};

std::string svg_text(double x, double y, const std::string& s, const char* anchor = "start") {
  return fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"{}\">{}</text>", x, y, anchor, esc(s));
}

std::string svg_rect(double x, double y, double w, double h, const char* fill, const std::string& title = "") {
  return fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\">{}</rect>", x, y,
                     std::max(0.0, w), h, fill, title.empty() ? "" : "<title>" + esc(title) + "</title>");
}

// GPU memory of one GPU as a stacked bar against its capacity, with AutoBatch's target fraction.
std::string memory_chart(const Evaluation& e, Lang lang) {
  const MemoryBreakdown& m = e.memory.breakdown;
  const double width = 520, left = 10, capacity = e.memory.capacity_bytes;
  const double scale = capacity > 0 ? width / std::max(capacity, m.device_used_bytes) : 0;
  // Reserved beyond allocated (the caching allocator) and validation's kept blocks are shown apart
  // so the bar sums to "used".
  double allocator = std::max(0.0, m.reserved_bytes - m.allocated_peak_bytes);
  std::vector<double> parts = {
      m.context_bytes,     m.nccl_bytes,     m.model_states_bytes,    m.extra_states_bytes, m.workspace_bytes,
      m.activations_bytes, m.assigner_bytes, m.mask_loss_bytes,       m.class_head_bytes,   m.attention_scores_bytes,
      m.denoising_bytes,   allocator,        m.validation_cache_bytes};
  std::string svg = fmt::format("<svg width=\"640\" height=\"106\" viewBox=\"0 0 640 106\" role=\"img\" "
                                "aria-label=\"{}\">",
                                esc(tr(lang, "GPU memory per GPU")));
  double x = left;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (parts[i] <= 0) continue;
    svg += svg_rect(x, 8, parts[i] * scale, 26, k_memory_parts[i].second,
                    fmt::format("{}: {} GB", tr(lang, k_memory_parts[i].first), num(lang, units::gb(parts[i]), 2)));
    x += parts[i] * scale;
  }
  // Capacity and the batch target.
  svg += fmt::format("<rect x=\"{:.1f}\" y=\"6\" width=\"{:.1f}\" height=\"30\" fill=\"none\" stroke=\"#1b1f24\"/>",
                     left, capacity * scale);
  // A batch sized to a share of memory has its target line; a batch given as a number has none
  // (it drew "target 0 %" at the bar's start).
  const bool targeted = e.memory.fraction > 0;
  if (targeted) {
    double target = left + e.memory.fraction * capacity * scale;
    // From just above the bar's frame (y 6 .. 36) to just below it, clear of the label under it
    // (its text starts at y 40: the line ran into it).
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"2\" x2=\"{0:.1f}\" y2=\"38\" stroke=\"#1a7f37\" stroke-dasharray=\"3 2\"/>", target);
  }
  std::string batch = targeted ? trf(lang, "batch {} per GPU, target {} %", e.memory.batch_per_gpu,
                                     num(lang, e.memory.fraction * 100, 0))
                               : trf(lang, "batch {} per GPU, as given", e.memory.batch_per_gpu);
  // From the bar's start: anchored at the capacity's end it ran off the chart when the need
  // outgrew a small GPU, and took the overflow with it.
  svg += svg_text(left, 50,
                  trf(lang, "{} of {} GB used, {} of {} GiB ({})", num(lang, units::gb(m.device_used_bytes), 1),
                      num(lang, units::gb(capacity), 0), num(lang, units::gib(m.device_used_bytes), 1),
                      num(lang, units::gib(capacity), 0), batch));
  // Legend, in rows.
  double lx = left, ly = 62;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (parts[i] <= 0) continue;
    std::string label = fmt::format("{} {}", tr(lang, k_memory_parts[i].first), num(lang, units::gb(parts[i]), 1));
    double step = 22 + 5.8 * static_cast<double>(label.size());
    if (lx + step > 630) {
      lx = left;
      ly += 14;
    }
    svg += svg_rect(lx, ly, 9, 9, k_memory_parts[i].second) + svg_text(lx + 12, ly + 8, label);
    lx += step;
  }
  return svg +
         svg_text(left, ly + 24, tr(lang, targeted ? "GB per GPU; dashed line: the batch target" : "GB per GPU")) +
         "</svg>";
}

// Wall power against what the circuit carries (all circuits of one feed).
std::string power_chart(const Evaluation& e, Lang lang) {
  const PowerPlan& p = e.power;
  double usable = p.circuit ? p.circuit->usable_w * p.circuit->count : 0;
  double top = std::max({usable, p.wall_w, p.seed_method_w, 1.0});
  const double width = 520, left = 10, scale = width / top;
  std::string svg =
      fmt::format("<svg width=\"640\" height=\"58\" viewBox=\"0 0 640 58\" role=\"img\" aria-label=\"{}\">",
                  esc(tr(lang, "power")));
  if (usable > 0) {
    svg += svg_rect(left, 8, usable * scale, 22, "#e8eef7",
                    trf(lang, "{}: {} W usable", circuit_label(e, lang), num(lang, usable, 0)));
  }
  svg += svg_rect(left, 12, p.wall_w * scale, 14, p.wall_w <= usable ? "#1a7f37" : "#c62828",
                  trf(lang, "wall {} W", num(lang, p.wall_w, 0)));
  svg += svg_text(left, 44,
                  fmt::format("{} {} {} ({} kW {}{})", num(lang, p.wall_w / 1000, 2),
                              tr(lang, "kW at the wall (every part at full power) on"), circuit_label(e, lang),
                              num(lang, usable / 1000, 1), tr(lang, "usable"),
                              e.cluster.active ? tr(lang, ", one node") : ""));
  return svg + "</svg>";
}

// Train time per server with the band measured runs fall in, against the night window.
std::string time_chart(const std::vector<const Evaluation*>& configs, const Workload& w, Lang lang) {
  double night_s = w.night_hours * 3600;
  double top = night_s;
  for (const auto* e : configs) top = std::max(top, e->schedule.train_s_slow);
  // Each server's id above its bar, whole: beside it, ids of 40 characters were cut to 30 and ran
  // off the chart's left edge.
  const double left = 10, width = 440, row = 30, scale = width / top;
  double height = 20 + row * static_cast<double>(configs.size()) + 16;
  std::string svg = fmt::format("<svg width=\"640\" height=\"{0:.0f}\" viewBox=\"0 0 640 {0:.0f}\" role=\"img\" "
                                "aria-label=\"{1}\">",
                                height, esc(tr(lang, "train time")));
  double y = 14;
  // The night's mark first, so that the ids drawn over it stay readable (it struck through them).
  const double night_x = left + night_s * scale;
  const double rows_end = y + row * static_cast<double>(configs.size());
  svg += fmt::format("<line x1=\"{0:.1f}\" y1=\"6\" x2=\"{0:.1f}\" y2=\"{1:.1f}\" stroke=\"#b35900\" "
                     "stroke-dasharray=\"4 2\"/>",
                     night_x, rows_end);
  for (const auto* e : configs) {
    const Schedule& s = e->schedule;
    // A halo of the page's white behind the id hides the night's mark where they cross.
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"start\" paint-order=\"stroke\" "
                       "stroke=\"#fff\" stroke-width=\"4\" stroke-linejoin=\"round\">{}</text>",
                       left, y + 7, esc(server_id(*e)));
    y += 8;
    svg += svg_rect(left, y + 2, s.train_s * scale, 12, "#3b6fb6",
                    trf(lang, "train {}", format_duration(s.train_s, lang)));
    svg += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#1b1f24\"/>",
                       left + s.train_s_fast * scale, y + 8, left + s.train_s_slow * scale, y + 8);
    svg += svg_text(
        left + width + 8, y + 11,
        fmt::format("{} ({} {})", format_duration(s.train_s, lang), experiments_text(s), tr(lang, "per night")));
    y += row - 8;
  }
  // Centred on its mark, unless the mark sits near the chart's left edge (a night far shorter than
  // the trainings), where a centred label was cut ("h night"): then it starts at the mark.
  const char* anchor = night_x < left + 40 ? "start" : "middle";
  svg += svg_text(night_x, y + 12, fmt::format("{} h {}", short_num(lang, w.night_hours), tr(lang, "night")), anchor);
  return svg + "</svg>";
}

// The price in the ranking's narrow column, its currency in the header: "≥ 305.345" where some
// parts have no price (the recommendation and each server's section name them).
std::string cost_cell_text(const CostPlan& c, Lang lang) {
  if (!c.amount) {
    return "-";
  }
  if (c.gpus_unpriced) {
    return tr(lang, "no GPU price");
  }
  return (c.complete() ? "" : "\u2265 ") + money_figure(lang, money_shown(*c.amount, c.complete()));
}

// Trainings side by side change every figure of the row (batch, memory, experiments): the
// server cell says so ("mode per-gpu", "mode mig 1g.24gb"); DDP, the default, says nothing.
std::string mode_note(const Evaluation& e, Lang lang) {
  if (e.mode == Mode::ddp) return "";
  return trf(lang, ", mode {}", to_string(e.mode)) +
         (e.memory.mig.profile ? " " + e.memory.mig.profile->name : std::string());
}

// A server's id in the ranking's narrow column, broken only after its GPU count
// ("vision-4x-" / "rtx-pro-6000-se"): the browser broke it at its last hyphen, "se" alone.
std::string server_id_cell(const std::string& id) {
  static const std::regex count_part("-[0-9]+x-");
  std::smatch m;
  if (!std::regex_search(id, m, count_part)) return esc(id);
  auto cut = static_cast<std::size_t>(m.position(0) + m.length(0));
  return fmt::format("<span class=\"nw\">{}</span><wbr><span class=\"nw\">{}</span>", esc(id.substr(0, cut)),
                     esc(id.substr(cut)));
}

std::string configuration_rows(const std::vector<const Evaluation*>& configs, const Recommendation* rec, Lang lang,
                               std::optional<double> shown_utilisation, const std::vector<int>& ranks) {
  std::string currency = "-";
  for (const auto* e : configs) {
    currency = e->cost.priced ? e->cost.currency : currency;
  }
  std::string out = "<table><tr><th>#</th>";
  // The circuit is the kW column's second line, so the table keeps inside the page's margins.
  for (const char* h : {"server", "batch / GPU", "memory GiB", "epoch", "train", "experiments / night", "limit", "host",
                        "kW", "cost", "per experiment"}) {
    bool left = std::string(h) == "server" || std::string(h) == "limit" || std::string(h) == "host";
    const char* under = std::string(h) == "experiments / night" ? "at confidence - expected"
                        : std::string(h) == "kW"                ? "circuit"
                                                                : nullptr;
    std::string sub = under ? "<br><span class=\"sub\">" + esc(tr(lang, under)) + "</span>" : std::string();
    if (std::string(h) == "cost" || std::string(h) == "per experiment") {
      sub = "<br><span class=\"sub\">" + esc(currency) + "</span>";
    }
    out += fmt::format("<th{}>{}{}</th>", left ? " class=\"l\"" : "", esc(tr(lang, h)), sub);
  }
  out += "</tr>\n";
  for (std::size_t i = 0; i < configs.size(); ++i) {
    const Evaluation* e = configs[i];
    int rank = ranks.empty() ? static_cast<int>(i) + 1 : ranks[i];
    bool chosen = rec && rec->pick && server_id(*rec->pick) == server_id(*e);
    const HostPlan& h = e->host;
    out += fmt::format(
        "<tr{}><td>{}</td><td class=\"l srv\" id=\"row-{}\">{}<br><span class=\"sub\">{}</span></td><td>{}</td>"
        "<td>{:.0f} / {:.0f}</td><td>{}</td><td>{}</td><td>{}</td>"
        "<td class=\"l\">{}</td><td class=\"l\">{}<br><span class=\"sub\">{} GB RAM</span></td>"
        "<td class=\"circ\">{}<br><span class=\"sub\">{}</span></td><td>{}</td><td>{}</td></tr>\n",
        chosen ? " class=\"chosen\"" : "", rank, esc(server_id(*e)), server_id_cell(server_id(*e)),
        esc(gpus_cell(*e) + mode_note(*e, lang)), e->memory.batch_per_gpu,
        units::gib(e->memory.breakdown.device_used_bytes),
        units::gib(e->memory.capacity_bytes), // GiB, as the text table and nvidia-smi
        format_duration(e->schedule.epoch_s, lang), format_duration(e->schedule.train_s, lang),
        experiments_text(e->schedule), short_bottleneck(e->schedule.bottleneck),
        h.cpu ? esc(fmt::format("{}x {}", h.sockets, h.cpu->id)) : "-",
        h.ram ? count(lang, std::llround(h.ram->total_gb)) : "-", num(lang, e->total_wall_w() / 1000, 1),
        esc(circuits_cell(*e)), esc(cost_cell_text(e->cost, lang)),
        // "\u2265 101" while parts are unpriced, as the cost cell beside it (review s83 #10), and
        // "\u2265 134 @31%" at its own utilisation
        esc(per_experiment_cell(e->economics, e->cost, lang, shown_utilisation, FloorMark::ge_before)));
  }
  return out + "</table>\n";
}

std::string rows_table(const char* caption, const std::vector<std::pair<std::string, std::string>>& rows, Lang lang) {
  std::string out = "<table class=\"storage\"><caption>" + esc(tr(lang, caption)) + "</caption>\n";
  for (const auto& [label, text] : rows) {
    out += fmt::format("<tr><th class=\"l\">{}</th><td class=\"l\">{}</td></tr>\n", esc(tr(lang, label.c_str())),
                       esc(text));
  }
  return out + "</table>\n";
}

std::string server_section(const Evaluation& e, const Workload& w, Lang lang) {
  std::string out = fmt::format("<div class=\"server\" id=\"server-{0}\"><h3>{0}</h3>\n", esc(server_id(e)));
  out += "<p class=\"meta\">" +
         esc(fmt::format("{}x {} in {}; {}", e.topo.gpus_per_node, e.gpu->id,
                         e.platform.spec ? e.platform.spec->name : tr(lang, "no chassis"),
                         tr(lang, e.fits ? "fits" : "does not fit"))) + // "no chassis" said before it
         "</p>\n";
  if (e.cluster.active) {
    out += "<p class=\"meta\">" + esc(cluster_summary(e, lang)) + "</p>\n";
  }
  for (const auto& r : finding_texts(e, w, Severity::reason, lang))
    out += "<p class=\"note\">&#9888; " + esc(r) + "</p>\n";
  for (const auto& n : finding_texts(e, w, Severity::warning, lang)) {
    out += "<p class=\"note\">" + esc(tr(lang, "note: ")) + esc(n) + "</p>\n";
  }
  out += memory_chart(e, lang) + power_chart(e, lang) + rows_table("Parts", parts_rows(e, lang), lang) +
         rows_table("Storage and network", storage_rows(e, w, lang), lang);
  return out + "</div>\n";
}

// A record's public sources as a customer reads them: each document's title (a link where it
// has a URL), publisher and date; never the record's research notes.
std::string citations_html(const Provenance& p) {
  std::vector<std::string> parts;
  for (const auto& c : p.sources) {
    std::string title = c.url.empty() ? esc(c.title) : fmt::format("<a href=\"{}\">{}</a>", esc(c.url), esc(c.title));
    std::vector<std::string> meta;
    if (!c.publisher.empty()) meta.push_back(esc(c.publisher));
    if (!c.date.empty()) meta.push_back(esc(c.date));
    parts.push_back(title + (meta.empty() ? "" : fmt::format(" ({})", fmt::join(meta, ", "))));
  }
  if (!p.source.empty()) {
    parts.push_back(esc(p.source));
  }
  return fmt::format("{}", fmt::join(parts, "; "));
}

// What was taken from each document and what is estimated, folded under the record (review s81
// H7: the catalog's notes name its fields and quote code, for `vsize explain` and the curious,
// and in print a closed <details> keeps the Sources to their titles).
std::string taken_html(const Provenance& p, Lang lang) {
  std::vector<std::string> items;
  for (const auto& c : p.sources) {
    if (!c.detail.empty()) items.push_back(esc(c.title) + ": " + esc(c.detail));
  }
  if (!p.estimate.empty()) items.push_back("<i>" + esc(tr(lang, "estimate: ")) + esc(p.estimate) + "</i>");
  if (items.empty()) return "";
  return fmt::format("<details><summary>{}</summary>{}</details>",
                     esc(tr(lang, p.estimate.empty() ? "what was taken" : "what was taken, and what is estimated")),
                     fmt::join(items, "<br>"));
}

// Every catalog record the shown configurations use, once, with its source.
std::string sources(const std::vector<const Evaluation*>& configs, const MoneyTerms* money, Lang lang) {
  std::vector<const Provenance*> used;
  std::set<const Provenance*> seen; // a price shares its part's id
  std::set<const Provenance*> prices;
  auto add = [&](const Provenance* p) {
    if (p && seen.insert(p).second) used.push_back(p);
  };
  // The money's records first, the figures a customer asks about (review s81 H1): the tariff and
  // the exchange rate of the terms, then each server's prices and the rent it is compared with.
  if (money) {
    add(money->tariff);
    add(money->rate);
  }
  for (const auto* e : configs) {
    for (const auto* parts : {&e->cost.parts, &e->cost.external_parts}) {
      for (const PricedPart& part : *parts) {
        if (part.price && part.price->spec) prices.insert(part.price->spec);
        add(part.price ? part.price->spec : nullptr);
      }
    }
    add(e->economics.rent ? e->economics.rent->spec : nullptr);
  }
  for (const auto* e : configs) {
    add(e->model);
    add(e->family);
    add(e->gpu);
    add(e->lineup);
    add(e->platform.spec);
    add(e->host.cpu);
    add(e->host.ram ? e->host.ram->dimm : nullptr);
    for (const Tier& t : e->storage.tiers.tier) {
      add(t.drive);
    }
    add(e->storage.inputs.video);
    add(e->storage.ingest.nic);
    add(e->host.east_west_nic);
    add(e->power.psu ? e->power.psu->psu : nullptr);
    add(e->power.circuit ? e->power.circuit->circuit : nullptr);
    add(e->bridges.bridge);
  }
  std::map<std::string, std::string> names; // a price is named by its part's record
  for (const auto* p : used) {
    if (!prices.count(p) && !p->name.empty()) names.emplace(p->id, p->name);
  }
  std::string out = "<ol class=\"sources\">\n";
  for (const auto* p : used) {
    // The catalog's own text (titles, quotes, estimates) stays in the language it was written in.
    const bool price = prices.count(p) > 0;
    // The record's name as a customer knows it (review s81 H11), its catalog id beside it.
    auto named = names.find(p->id);
    const std::string& label = !p->name.empty() ? p->name : named != names.end() ? named->second : p->id;
    const std::string name = price ? trf(lang, "price of {}", label) : label;
    out += fmt::format("<li id=\"source-{}{}\"><b>{}</b>{}: {} ({}){}</li>\n", price ? "price-" : "", esc(p->id),
                       esc(name), label == p->id ? "" : " [" + esc(p->id) + "]", citations_html(*p),
                       esc(trf(lang, "as of {}", p->as_of)), taken_html(*p, lang));
  }
  return out + "</ol>\n";
}

std::string page(const std::string& title, const std::string& body, const ReportOptions& o) {
  return "<!DOCTYPE html>\n<html lang=\"" + std::string(to_string(o.lang)) +
         "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, "
         "initial-scale=1\">\n<title>" +
         esc(title) + "</title>\n<style>" + k_css + "</style>\n</head>\n<body>\n" + body + "<p class=\"meta\">" +
         esc(provenance_line(o)) + "</p>\n</body>\n</html>\n";
}

std::string header(const Workload& w, const std::string& title, const ReportOptions& o) {
  return "<h1>" + esc(title) + "</h1>\n<p class=\"meta\">" + esc(provenance_line(o)) + "</p>\n<p>" +
         esc(workload_line(w, o.lang)) + "</p>\n";
}

std::string h2(Lang lang, const char* title) { return "<h2>" + esc(tr(lang, title)) + "</h2>\n"; }

} // namespace vsize::report
