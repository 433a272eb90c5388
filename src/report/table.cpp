// The ranked table, CSV, markdown and the check summary: every tabular format is built from
// the same cells.
#include "text.hpp"
#include "vsize/report.hpp"
#include "vsize/units.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace vsize {

using nlohmann::json;
using namespace report;

namespace {

// The columns every tabular format shares; widths follow the cells.
struct Column {
  const char* header;
  bool left;
};

struct Layout {
  bool mode = false; // several modes were tried: show the one chosen
  bool cost = false; // some configuration is priced
  Lang lang = Lang::en;
};

std::vector<Column> columns(const Layout& l) {
  std::vector<Column> c = {{"#", false},      {"server", true},  {"GPUs", true},  {"b/GPU", false}, {"mem GB", false},
                           {"epoch", false},  {"train", false},  {"exp", false},  {"limit", true},  {"CPU", true},
                           {"RAM GB", false}, {"kW", false},     {"circuit", true}};
  if (l.mode) {
    c.insert(c.begin() + 3, Column{"mode", true});
  }
  if (l.cost) {
    c.push_back({"cost", false});
  }
  for (auto& col : c) {
    col.header = tr(l.lang, col.header);
  }
  return c;
}

std::vector<std::string> cells(const Evaluation& e, int rank, const Layout& l) {
  const HostPlan& h = e.host;
  std::vector<std::string> c = {
      std::to_string(rank),
      e.lineup ? e.lineup->id : e.platform.spec ? e.platform.spec->id : std::string("-"),
      fmt::format("{}x {}", e.topo.gpus_per_node, e.gpu->id),
      std::to_string(e.memory.batch_per_gpu),
      fmt::format("{:.0f}/{:.0f}", units::gb(e.memory.breakdown.device_used_bytes), units::gb(e.memory.capacity_bytes)),
      format_duration(e.schedule.epoch_s, l.lang),
      format_duration(e.schedule.train_s, l.lang),
      experiments_text(e.schedule),
      short_bottleneck(e.schedule.bottleneck),
      h.cpu ? fmt::format("{}x {}", h.sockets, h.cpu->id) : "-",
      h.ram ? count(l.lang, std::llround(h.ram->total_gb)) : "-",
      num(l.lang, e.power.wall_w / units::k_w_per_kw, 1),
      circuit_label(e)};
  if (l.mode) {
    c.insert(c.begin() + 3, to_string(e.mode));
  }
  if (l.cost) {
    c.push_back(cost_text(e.cost, l.lang));
  }
  return c;
}

std::string pad(const std::string& s, int width, bool left) {
  if (static_cast<int>(s.size()) >= width) {
    return s;
  }
  std::string space(width - s.size(), ' ');
  return left ? s + space : space + s;
}

std::string table_line(const std::vector<std::string>& c, const std::vector<Column>& cols,
                       const std::vector<std::size_t>& widths) {
  std::string line;
  for (std::size_t i = 0; i < c.size(); ++i) {
    line += (i ? " " : "") + pad(c[i], static_cast<int>(widths[i]), cols[i].left);
  }
  while (!line.empty() && line.back() == ' ') {
    line.pop_back();
  }
  return line + "\n";
}

std::string markdown_rows(const std::vector<Row>& rows, const Layout& l) {
  std::string h = "|";
  std::string sep = "|";
  for (const auto& c : columns(l)) {
    h += fmt::format(" {} |", c.header);
    sep += c.left ? "---|" : "---:|";
  }
  std::string out = h + "\n" + sep + "\n";
  for (const auto& r : rows) {
    std::string line = "|";
    for (const auto& c : cells(*r.e, r.rank, l)) {
      line += " " + c + " |";
    }
    out += line + "\n";
  }
  return out;
}

std::string table_rows(const std::vector<Row>& rows, const Layout& l, bool color) {
  std::vector<Column> cols = columns(l);
  std::vector<std::vector<std::string>> body;
  std::vector<std::size_t> widths;
  for (const auto& c : cols) {
    widths.push_back(std::string(c.header).size());
  }
  for (const auto& r : rows) {
    body.push_back(cells(*r.e, r.rank, l));
    for (std::size_t i = 0; i < widths.size(); ++i) {
      widths[i] = std::max(widths[i], body.back()[i].size());
    }
  }
  std::vector<std::string> head;
  for (const auto& c : cols) {
    head.push_back(c.header);
  }
  std::string header = table_line(head, cols, widths);
  if (color) {
    header.pop_back();
    header = "\x1b[1m" + header + "\x1b[0m\n";
  }
  std::string out = header;
  for (const auto& b : body) {
    out += table_line(b, cols, widths);
  }
  return out;
}

std::string render_rows(const std::vector<Row>& rows, const ReportOptions& o, const Layout& l) {
  if (o.format == Format::markdown) {
    return markdown_rows(rows, l);
  }
  return table_rows(rows, l, o.color);
}

const char* k_legend =
    "columns: server = the vendor's line-up server (or the platform); b/GPU batch per GPU (pass\n"
    "batch = b/GPU x GPUs to Ultralytics); mem GB = device memory used (reserved + CUDA context) /\n"
    "capacity; epoch and train times as predicted (d = days); exp = experiments finished per\n"
    "night at the slow end of vsize's error on measured runs - as predicted (vsize accuracy); limit =\n"
    "bottleneck (gpu, comm = all-reduce, loader, disk); RAM GB installed; kW at the wall, all parts\n"
    "at full power; circuit = the smallest that carries it (A+B: two feeds, N+N PSUs)\n";

const char* legend(Lang lang) { return tr(lang, k_legend); }

std::string search_json_counts(const SearchRequest& s) {
  return s.counts.empty() ? (s.all_platforms ? fmt::format("{}", fmt::join(k_default_counts, ","))
                                             : std::string("line-up"))
                          : fmt::format("{}", fmt::join(s.counts, ","));
}

json search_json(const SearchRequest& s) {
  return {{"space", s.all_platforms ? "all" : "lineup"},
          {"gpus", s.gpus.empty() ? json("all") : json(s.gpus)},
          {"counts", s.counts.empty() ? (s.all_platforms ? json(k_default_counts) : json("lineup")) : json(s.counts)},
          {"platforms", s.platforms.empty() ? json("all") : json(s.platforms)},
          {"modes", s.modes.empty() ? json("workload") : json(enum_names_of(s.modes))},
          {"experiments_goal", s.goal.experiments ? json(*s.goal.experiments) : json(nullptr)},
          {"budget", s.goal.budget ? json(*s.goal.budget) : json(nullptr)},
          {"rank_by", to_string(s.rank_by)},
          {"top_per_count", s.top},
          {"redundancy", s.host.redundancy ? json(to_string(*s.host.redundancy)) : json("chassis")},
          {"region", to_string(s.host.region)}};
}

json rank_json(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  json j = provenance_json(o);
  j["command"] = "rank";
  j["workload"] = workload_json(w);
  j["search"] = search_json(s);
  j["recommendation"] = recommendation_json(r.recommendation, w);
  json configs = json::array();
  int rank = 1;
  for (const auto& e : r.configurations) {
    configs.push_back(evaluation_json(e, w, rank++));
  }
  j["configurations"] = configs;
  json rejected = json::array();
  for (const auto& e : r.rejected) {
    rejected.push_back({{"id", server_id(e)},
                        {"gpu", {{"id", e.gpu->id}, {"count", e.topo.gpus_per_node}}},
                        {"platform", e.platform.spec ? json(e.platform.spec->id) : json(nullptr)},
                        {"reasons", finding_texts(e, w, Severity::reason)}});
  }
  j["rejected"] = rejected;
  j["counts"] = {{"evaluated", r.evaluated},
                 {"fit", r.configurations.size() + r.others.size()},
                 {"shown", r.configurations.size()},
                 {"rejected", r.rejected.size()}};
  return j;
}

std::string rejected_lines(const RankedResult& r, const Workload& w) {
  std::string out;
  for (const auto& e : r.rejected) {
    std::vector<std::string> reasons = finding_texts(e, w, Severity::reason);
    std::string label = server_id(e);
    out += fmt::format("  {}: {}\n", label, reasons.empty() ? "" : reasons.front());
    for (std::size_t i = 1; i < reasons.size(); ++i) {
      out += fmt::format("  {:{}}  {}\n", "", label.size(), reasons[i]);
    }
  }
  return out;
}

std::string summary_line(const RankedResult& r, const ReportOptions& o) {
  Lang l = o.lang;
  std::size_t fit = r.configurations.size() + r.others.size();
  std::string shown = r.others.empty() ? std::string() : trf(l, ", {} shown (--top 0 shows all)", r.configurations.size());
  return trf(l, r.evaluated == 1 ? "{} server evaluated: {} fit{}, {} rejected{}" : "{} servers evaluated: {} fit{}, {} rejected{}",
             r.evaluated, fit, shown, r.rejected.size(),
             o.show_rejected || r.rejected.empty() ? "" : tr(l, " (--show-rejected lists them)")) +
         "\n";
}

std::string search_line(const SearchRequest& s, const Workload& w, Lang lang) {
  return trf(lang, "search: {}, GPUs {}, counts {}, mode {}, top {} per count by {}, PSU redundancy {}, circuits {}",
             tr(lang, s.all_platforms ? "every platform (--all)" : "the line-up"),
             s.gpus.empty() ? std::string(tr(lang, "all")) : fmt::format("{}", fmt::join(s.gpus, ",")),
             search_json_counts(s),
             s.modes.empty() ? std::string(to_string(w.mode))
                             : trf(lang, "best of {}", fmt::format("{}", fmt::join(enum_names_of(s.modes), ","))),
             s.top, to_string(s.rank_by),
             s.host.redundancy ? std::string(to_string(*s.host.redundancy)) : std::string(tr(lang, "chassis default")),
             s.host.circuit.empty() ? std::string(to_string(s.host.region)) : s.host.circuit);
}

Layout layout_for(const RankedResult& r, const SearchRequest& s, Lang lang) {
  Layout l;
  l.lang = lang;
  l.mode = s.modes.size() > 1;
  l.cost = std::any_of(r.configurations.begin(), r.configurations.end(),
                       [](const Evaluation& e) { return e.cost.amount.has_value(); });
  return l;
}

} // namespace

// The notes of the rows shown (what `check` prints as "note:"), numbered by rank.
std::string notes_lines(const std::vector<Row>& rows, const Workload& w, Lang lang) {
  std::string out;
  for (const auto& row : rows) {
    for (const auto& n : finding_texts(*row.e, w, Severity::warning)) {
      out += wrap(fmt::format("  {}: {}", row.rank, n), 98, 5) + "\n";
    }
  }
  return out.empty() ? out : std::string(tr(lang, "notes:")) + "\n" + out + "\n";
}

std::string render_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  if (o.format == Format::json) {
    return rank_json(w, s, r, o).dump(2) + "\n";
  }
  if (o.format == Format::html) {
    return html_rank(w, r, o);
  }
  std::vector<Row> rows;
  int rank = 1;
  for (const auto& e : r.configurations) {
    rows.push_back({&e, rank++});
  }
  Layout l = layout_for(r, s, o.lang);
  if (o.format == Format::csv) {
    // Rejected servers too when asked, or when nothing fits (a header alone says nothing).
    std::vector<Row> all = rows;
    if (o.show_rejected || rows.empty()) {
      for (const auto& e : r.rejected) {
        all.push_back({&e, 0});
      }
    }
    return csv_document(all, w, o);
  }
  std::string rec;
  for (const auto& line : recommendation_lines(r.recommendation, w, o.lang)) {
    rec += (o.format == Format::markdown ? line : wrap(line, 98, 4)) + "\n";
  }
  if (o.format == Format::markdown) {
    return "**" + workload_line(w, o.lang) + "**\n\n" + rec + "\n" + render_rows(rows, o, l) + "\n" + notes_lines(rows, w, o.lang) +
           legend(o.lang) + "\n" + summary_line(r, o) + "\n_" + provenance_line(o) + "_\n";
  }
  std::string out = wrap(workload_line(w, o.lang)) + "\n" + wrap(search_line(s, w, o.lang)) + "\n\n" + rec + "\n";
  if (rows.empty()) {
    out += std::string(tr(o.lang, "no configuration fits this workload.")) + "\n";
  } else {
    out += render_rows(rows, o, l) + "\n" + notes_lines(rows, w, o.lang) + legend(o.lang);
  }
  out += summary_line(r, o);
  if (o.show_rejected) {
    out += rejected_lines(r, w);
  }
  return out + provenance_line(o) + "\n";
}

namespace {

std::string check_json(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  json j = provenance_json(o);
  j["command"] = "check";
  j["workload"] = workload_json(w);
  j["configurations"] = json::array({evaluation_json(e, w, 1)});
  j["rejected"] = json::array();
  return j.dump(2) + "\n";
}

std::string memory_block(const Workload& w, const Evaluation& e) {
  const MemoryPlan& p = e.memory;
  const MemoryBreakdown& m = p.breakdown;
  using units::gb;
  std::string out = "\nmemory per GPU" + std::string(p.mig.profile ? " (MIG instance)" : "") + "\n";
  if (p.mig.profile) {
    out += fmt::format("  MIG profile        {} x {} per GPU ({:g} GB, {:.0f} % of the SMs)\n", p.mig.profile->name,
                       p.mig.instances_per_gpu, p.mig.profile->memory_gb, p.mig.profile->compute_fraction * 100);
  }
  out += fmt::format("  batch              {} per GPU, {} per job -> Ultralytics batch={}\n", p.batch_per_gpu,
                     p.batch_global, p.batch_global);
  out += fmt::format("  CUDA context       {:8.2f} GB\n", gb(m.context_bytes));
  out += fmt::format("  model states       {:8.3f} GB   weights + gradients + {} states\n", gb(m.model_states_bytes),
                     to_string(w.optimizer));
  out += fmt::format("  extra states       {:8.3f} GB   EMA {:.3f}, DDP buckets {:.3f}, autocast cache {:.3f}\n",
                     gb(m.extra_states_bytes), gb(m.ema_bytes), gb(m.ddp_bucket_bytes), gb(m.autocast_cache_bytes));
  out += fmt::format("  activations        {:8.2f} GB   {:.4f} GB/image x {}\n", gb(m.activations_bytes),
                     gb(m.activation_bytes_per_image), p.batch_per_gpu);
  if (m.assigner_bytes > 0) {
    out += fmt::format("  label assigner     {:8.2f} GB   {} objects per image x {:.0f} anchors\n", gb(m.assigner_bytes),
                       w.max_objects, p.anchors);
  }
  if (m.mask_loss_bytes > 0) {
    out += fmt::format("  mask loss          {:8.2f} GB   {} objects per sample\n", gb(m.mask_loss_bytes), w.objects);
  }
  if (m.class_head_bytes > 0) {
    out += fmt::format("  class heads        {:8.2f} GB   {} classes\n", gb(m.class_head_bytes), w.classes);
  }
  if (m.attention_scores_bytes > 0) {
    out += fmt::format("  attention scores   {:8.2f} GB   kept by unfused attention (no fused kernel)\n",
                       gb(m.attention_scores_bytes));
  }
  out += fmt::format("  peak allocated     {:8.2f} GB   (torch.cuda.max_memory_allocated)\n", gb(m.allocated_peak_bytes));
  if (m.reserved_bytes - m.validation_cache_bytes > m.reserved_need_bytes) {
    out += fmt::format("  needs reserved     {:8.2f} GB   at the peak step (what the batch is sized by); variable input sizes\n"
                       "                                fragment the cache, which holds more after hours:\n",
                       gb(m.reserved_need_bytes));
  }
  if (m.validation_cache_bytes > 0) {
    out += fmt::format("  validation cache   {:8.2f} GB   validation's blocks, which the trainer keeps in the cache (not needed\n"
                       "                                to fit: freed before out of memory)\n",
                       gb(m.validation_cache_bytes));
  }
  out += fmt::format("  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved; Ultralytics GPU_mem prints GiB)\n",
                     gb(m.reserved_bytes), units::gib(m.reserved_bytes));
  auto [low, high] = reserved_range_bytes(p, e.family->memory_error_low, e.family->memory_error_high);
  out += fmt::format("  measured runs      {:.1f} .. {:.1f} GB reserved: the family's errors against runs not fitted on ({:+.0f} % .. {:+.0f} %)\n",
                     gb(low), gb(high), e.family->memory_error_low * 100, e.family->memory_error_high * 100);
  out += fmt::format("  device used        {:8.2f} GB of {:.2f} GB (nvidia-smi)\n", gb(m.device_used_bytes),
                     gb(p.capacity_bytes));
  return out;
}

std::string time_block(const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  const CommPlan& c = e.comm;
  std::string out = "\ntime\n";
  out += fmt::format("  step               {:.3f} s (GPU {:.3f}, Python dispatch {:.1f} ms, exposed all-reduce {:.1f} ms, sync {:.1f} ms)\n",
                     s.step_s, e.step.time.step_s - e.step.time.overhead_s, units::ms(e.host.dispatch_s),
                     units::ms(c.allreduce.exposed_s), units::ms(c.sync_overhead_s));
  out += fmt::format("  all-reduce         {:.1f} MB per GPU over {} at {:.1f} GB/s: {:.2f} ms\n",
                     units::mb(c.allreduce.bytes_per_gpu), to_string(c.link.kind), c.link.effective_gb_per_s,
                     units::ms(c.allreduce.time_s));
  out += fmt::format("  images/s           {:.0f} GPUs alone, {:.0f} loader, {} storage -> {:.0f} ({})\n",
                     s.compute_images_per_s, s.loader_images_per_s,
                     s.storage_images_per_s ? fmt::format("{:.0f}", *s.storage_images_per_s) : std::string("no limit"),
                     s.images_per_s, to_string(s.bottleneck));
  out += fmt::format("  epoch              {} (validation {}; measured runs {} .. {})\n", format_duration(s.epoch_s),
                     format_duration(s.val_s), format_duration(s.epoch_s_fast), format_duration(s.epoch_s_slow));
  out += fmt::format("  {:<19}{} (measured runs {} .. {}, from the family's errors {:+.0f} % .. {:+.0f} %)\n",
                     fmt::format("train {} epochs", w.epochs), format_duration(s.train_s), format_duration(s.train_s_fast), format_duration(s.train_s_slow),
                     s.error_low * 100, s.error_high * 100);
  out += fmt::format("  experiments        {} per {:g} h night at the slow end, {} as predicted ({} job(s) side by side)\n",
                     s.experiments_per_night, w.night_hours, s.experiments_per_night_expected, e.memory.jobs);
  return out;
}

std::string host_block(const Workload& w, const Evaluation& e) {
  const HostPlan& h = e.host;
  std::string out = "\nhost\n";
  out += fmt::format("  CPU                {}x {}: {} cores for {} processes x (1 + {} workers), >= {}/GPU: {} needed\n",
                     h.sockets, h.cpu ? h.cpu->id : "-", h.cpu ? h.cpu->cores * h.sockets : 0, e.data.processes,
                     h.workers_per_process, h.min_cores_per_gpu, h.cores_required);
  bool switched = e.platform.spec && e.platform.spec->pcie_topology == PcieTopology::switched;
  out += switched ? fmt::format("  PCIe lanes         {} behind the chassis' PCIe switches (CPUs: {})\n", h.lanes_required,
                                h.lanes_available)
                  : fmt::format("  PCIe lanes         {} of {}\n", h.lanes_required, h.lanes_available);
  out += fmt::format("  RAM                {} (needs {:.0f} GB: {:g}x GPU memory {:.0f}, contents {:.0f})\n",
                     h.ram ? fmt::format("{:.0f} GB = {} x {}", h.ram->total_gb, h.ram->count, h.ram->dimm->id)
                           : std::string("-"),
                     h.ram_need.required_gb, h.ram_inputs.ratio_to_gpu_memory, h.ram_need.by_ratio_gb,
                     h.ram_need.by_contents_gb);
  out += fmt::format("  image cache        {:.1f} GB x {} copies ({}{})\n", units::gb(e.data.cache_bytes_one_copy),
                     e.data.cache_copies, to_string(e.data.cache),
                     e.data.cache != w.cache ? fmt::format("; --cache {} asked", to_string(w.cache)) : std::string());
  out += fmt::format("  NVMe               {} x {} for {:.2f} TB (dataset, cache, checkpoints)\n", e.storage.drives,
                     e.storage.drive ? e.storage.drive->id : "-", units::tb(e.storage.total_bytes));
  out += fmt::format("  NICs               {} x {}\n", h.nics, h.nic ? h.nic->id : "-");
  return out;
}

std::string psu_text(const Evaluation& e) {
  const PowerPlan& p = e.power;
  if (!p.psu) {
    return "-";
  }
  const ZonedPsus& z = *p.psu;
  std::string zones;
  const PlatformSpec* pl = e.platform.spec;
  if (pl && z.zone_count > 1) {
    std::vector<std::string> parts;
    for (int i = 0; i < z.zone_count; ++i) {
      parts.push_back(fmt::format("{} {}", pl->psu_zones[static_cast<std::size_t>(i)].name, z.zones[i].units));
    }
    zones = fmt::format(" in zones {}", fmt::join(parts, ", "));
  }
  return fmt::format("{} x {} ({:.0f} W, {}{}){}, {:.0f} % load each; GPUs counted at {:g} x board power",
                     z.count, z.psu->id, z.rating_w, to_string(p.redundancy),
                     p.redundancy_from_platform ? ", the chassis' scheme" : "", zones, z.load_fraction * 100,
                     p.excursion_factor);
}

std::string power_block(const Evaluation& e) {
  const PowerPlan& p = e.power;
  std::string out = "\npower\n";
  out += fmt::format("  seed method        {:.0f} W\n", p.seed_method_w);
  out += fmt::format("  component method   {:.0f} W DC, {:.0f} W at the wall with every part at full power ({:.0f} BTU/h)\n",
                     p.component.dc_w, p.wall_w, p.btu_per_h);
  out += fmt::format("  circuit            {} ({:.0f} W usable continuously{}{})\n", circuit_label(e),
                     p.circuit ? p.circuit->usable_w : 0.0,
                     p.circuit && p.circuit->feeds > 1 ? "; feeds A and B each carry the whole server" : "",
                     p.circuit && p.circuit->circuit->phases == 3
                         ? fmt::format("; busiest phase {:.0f} W of {:.0f}", p.circuit_load_w * p.phase_share,
                                       p.circuit->usable_w / 3)
                         : std::string());
  out += fmt::format("  PSUs               {}\n", psu_text(e));
  return out;
}

std::string cost_line(const Evaluation& e) {
  const CostPlan& c = e.cost;
  if (c.amount) {
    return fmt::format("\ncost: {}{} (prices as of {})\n", cost_text(c), c.whole_server ? " (the line-up server)" : "",
                       c.as_of);
  }
  if (!c.priced) {
    return "";
  }
  return fmt::format("\ncost: - (no price for {})\n", fmt::join(unpriced_ids(c), ", "));
}

std::string configuration_line(const Evaluation& e, const ReportOptions& o) {
  const HostPlan& h = e.host;
  std::string chassis;
  if (e.platform.spec) {
    chassis = " in " + e.platform.spec->id;
  } else {
    chassis = o.platform_request == "none" ? " without chassis rules (--platform none)"
                                           : " without chassis rules (no catalog platform takes it)";
  }
  return fmt::format("configuration: {}: {}x {}{}, {}x {}{}, mode {}\n", server_id(e), e.topo.gpus_per_node, e.gpu->id, chassis,
                     h.sockets, h.cpu ? h.cpu->id : "-", h.cpu_chosen ? " (chosen by vsize)" : "", to_string(e.mode));
}

} // namespace

std::string render_check(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  if (o.format == Format::json) {
    return check_json(w, e, o);
  }
  if (o.format == Format::html) {
    return html_check(w, e, o);
  }
  std::vector<Row> rows{{&e, 1}};
  Layout l;
  l.lang = o.lang;
  l.cost = e.cost.amount.has_value();
  if (o.format == Format::csv) {
    return csv_document(rows, w, o);
  }
  if (o.format == Format::markdown) {
    return "**" + workload_line(w, o.lang) + "**\n\n" + render_rows(rows, o, l) + "\n" + legend(o.lang) + "\n_" +
           provenance_line(o) + "_\n";
  }
  std::string out = wrap(workload_line(w)) + "\n\n" + wrap(configuration_line(e, o));
  out += fmt::format("verdict: {}\n", e.fits ? "fits" : "DOES NOT FIT");
  for (const auto& r : finding_texts(e, w, Severity::reason)) {
    out += wrap("  - " + r, 98, 4) + "\n";
  }
  for (const auto& n : finding_texts(e, w, Severity::warning)) {
    out += wrap("  note: " + n, 98, 8) + "\n";
  }
  return out + memory_block(w, e) + time_block(w, e) + host_block(w, e) + power_block(e) + cost_line(e) + "\n" +
         provenance_line(o) + "\n";
}

} // namespace vsize
