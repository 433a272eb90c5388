// The ranked table, CSV, markdown and the check summary: every tabular format is built from
// the same cells.
#include "text.hpp"
#include "vsize/report.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

namespace vsize {

using nlohmann::json;
using namespace report;

namespace {

struct Row {
  const Evaluation* e;
  int rank;
};

// The columns every tabular format shares.
struct Column {
  const char* header;
  int width;
  bool left;
};

const Column k_columns[] = {
    {"#", 2, false},     {"GPUs", 20, true}, {"b/GPU", 5, false}, {"mem GB", 7, false},
    {"epoch", 6, false}, {"train", 6, false}, {"exp", 3, false},  {"limit", 6, true},
    {"CPU", 12, true},   {"RAM GB", 6, false}, {"kW", 4, false},  {"circuit", 12, true},
};

std::vector<std::string> cells(const Evaluation& e, int rank) {
  const HostPlan& h = e.host;
  return {std::to_string(rank),
          fmt::format("{}x {}", e.count, e.gpu->id),
          std::to_string(e.memory.batch_per_gpu),
          fmt::format("{:.0f}/{:.0f}", units::gb(e.memory.breakdown.device_used_bytes), units::gb(e.memory.capacity_bytes)),
          format_duration(e.schedule.epoch_s),
          format_duration(e.schedule.train_s),
          std::to_string(e.schedule.experiments_per_night),
          short_bottleneck(e.schedule.bottleneck),
          h.cpu ? fmt::format("{}x {}", h.sockets, h.cpu->id) : "-",
          h.ram ? fmt::format("{:.0f}", h.ram->total_gb) : "-",
          fmt::format("{:.1f}", e.power.wall_w / units::k_w_per_kw),
          circuit_label(e)};
}

// CSV: one row per configuration, machine units, stable column names.
const char* const k_csv_header =
    "rank,gpu_id,gpu_count,fits,batch_per_gpu,batch_global,device_used_gb,capacity_gb,images_per_s,epoch_s,train_s,"
    "experiments_per_night,bottleneck,cpu_id,sockets,ram_gb,dimm_id,dimm_count,psu_id,psu_count,seed_method_w,wall_w,"
    "circuit_id,circuit_count";

std::vector<std::string> csv_cells(const Evaluation& e, int rank) {
  const HostPlan& h = e.host;
  const PowerPlan& p = e.power;
  return {std::to_string(rank),
          e.gpu->id,
          std::to_string(e.count),
          e.fits ? "true" : "false",
          std::to_string(e.memory.batch_per_gpu),
          std::to_string(e.memory.batch_global),
          fmt::format("{:.3f}", units::gb(e.memory.breakdown.device_used_bytes)),
          fmt::format("{:.3f}", units::gb(e.memory.capacity_bytes)),
          fmt::format("{:.1f}", e.schedule.images_per_s),
          fmt::format("{:.1f}", e.schedule.epoch_s),
          fmt::format("{:.0f}", e.schedule.train_s),
          std::to_string(e.schedule.experiments_per_night),
          to_string(e.schedule.bottleneck),
          h.cpu ? h.cpu->id : "",
          std::to_string(h.sockets),
          h.ram ? fmt::format("{:g}", h.ram->total_gb) : "",
          h.ram ? h.ram->dimm->id : "",
          h.ram ? std::to_string(h.ram->count) : "",
          p.psu ? p.psu->psu->id : "",
          p.psu ? std::to_string(p.psu->count) : "",
          fmt::format("{:.1f}", p.seed_method_w),
          fmt::format("{:.1f}", p.wall_w),
          p.circuit ? p.circuit->circuit->id : "",
          p.circuit ? std::to_string(p.circuit->count) : ""};
}

std::string pad(const std::string& s, int width, bool left) {
  if (static_cast<int>(s.size()) >= width) {
    return s;
  }
  std::string space(width - s.size(), ' ');
  return left ? s + space : space + s;
}

std::string table_line(const std::vector<std::string>& c) {
  std::string line;
  for (std::size_t i = 0; i < c.size(); ++i) {
    line += (i ? " " : "") + pad(c[i], k_columns[i].width, k_columns[i].left);
  }
  while (!line.empty() && line.back() == ' ') {
    line.pop_back();
  }
  return line + "\n";
}

std::string header_line(bool color) {
  std::vector<std::string> h;
  for (const auto& c : k_columns) {
    h.push_back(c.header);
  }
  std::string line = table_line(h);
  if (color) {
    line.pop_back();
    line = "\x1b[1m" + line + "\x1b[0m\n";
  }
  return line;
}

std::string csv_escape(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) {
    return s;
  }
  std::string out = "\"";
  for (char c : s) {
    out += c == '"' ? std::string("\"\"") : std::string(1, c);
  }
  return out + "\"";
}

std::string csv_rows(const std::vector<Row>& rows) {
  std::string out = std::string(k_csv_header) + "\n";
  for (const auto& r : rows) {
    std::string line;
    for (const auto& c : csv_cells(*r.e, r.rank)) {
      line += (line.empty() ? "" : ",") + csv_escape(c);
    }
    out += line + "\n";
  }
  return out;
}

std::string markdown_rows(const std::vector<Row>& rows) {
  std::string h = "|";
  std::string sep = "|";
  for (const auto& c : k_columns) {
    h += fmt::format(" {} |", c.header);
    sep += c.left ? "---|" : "---:|";
  }
  std::string out = h + "\n" + sep + "\n";
  for (const auto& r : rows) {
    std::string line = "|";
    for (const auto& c : cells(*r.e, r.rank)) {
      line += " " + c + " |";
    }
    out += line + "\n";
  }
  return out;
}

std::string render_rows(const std::vector<Row>& rows, const ReportOptions& o) {
  if (o.format == Format::csv) {
    return csv_rows(rows);
  }
  if (o.format == Format::markdown) {
    return markdown_rows(rows);
  }
  std::string out = header_line(o.color);
  for (const auto& r : rows) {
    out += table_line(cells(*r.e, r.rank));
  }
  return out;
}

const char* k_legend =
    "columns: b/GPU batch per GPU (pass batch = b/GPU x GPUs to Ultralytics); mem GB = device\n"
    "memory used (reserved + CUDA context) / capacity; epoch and train times (d = days); exp =\n"
    "experiments finished per night; limit = bottleneck (gpu, comm = all-reduce, loader, disk);\n"
    "RAM GB installed; kW at the wall; circuit = the smallest that carries it\n";

json rank_json(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  json j;
  j["schema_version"] = k_schema_version;
  j["command"] = "rank";
  j["catalog"] = o.catalog_label;
  j["workload"] = workload_json(w);
  j["search"] = {{"gpus", s.gpus.empty() ? json("all") : json(s.gpus)},
                 {"counts", s.counts},
                 {"rank_by", to_string(s.rank_by)},
                 {"top_per_count", s.top},
                 {"redundancy", to_string(s.host.redundancy)},
                 {"region", to_string(s.host.region)}};
  json configs = json::array();
  int rank = 1;
  for (const auto& e : r.configurations) {
    configs.push_back(evaluation_json(e, w, rank++));
  }
  j["configurations"] = configs;
  json rejected = json::array();
  for (const auto& e : r.rejected) {
    rejected.push_back({{"id", config_id(e)},
                        {"gpu", {{"id", e.gpu->id}, {"count", e.count}}},
                        {"reasons", finding_texts(e, w, Severity::reason)}});
  }
  j["rejected"] = rejected;
  return j;
}

std::string rejected_lines(const RankedResult& r, const Workload& w) {
  std::string out;
  for (const auto& e : r.rejected) {
    std::vector<std::string> reasons = finding_texts(e, w, Severity::reason);
    std::string label = fmt::format("{}x {}", e.count, e.gpu->id);
    out += fmt::format("  {}: {}\n", label, reasons.empty() ? "" : reasons.front());
    for (std::size_t i = 1; i < reasons.size(); ++i) {
      out += fmt::format("  {:{}}  {}\n", "", label.size(), reasons[i]);
    }
  }
  return out;
}

} // namespace

std::string render_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  if (o.format == Format::json) {
    return rank_json(w, s, r, o).dump(2) + "\n";
  }
  std::vector<Row> rows;
  int rank = 1;
  for (const auto& e : r.configurations) {
    rows.push_back({&e, rank++});
  }
  if (o.format == Format::csv) {
    return render_rows(rows, o);
  }
  if (o.format == Format::markdown) {
    return "**" + workload_line(w) + "**\n\n" + render_rows(rows, o);
  }
  std::string out = wrap(workload_line(w)) + "\n";
  out += wrap(fmt::format("search: GPUs {}, counts {}, top {} per count by {}, PSU redundancy {}, circuits {}",
                          s.gpus.empty() ? std::string("all in catalog") : fmt::format("{}", fmt::join(s.gpus, ",")),
                          fmt::join(s.counts, ","), s.top, to_string(s.rank_by), to_string(s.host.redundancy),
                          s.host.circuit.empty() ? std::string(to_string(s.host.region)) : s.host.circuit)) +
         "\n\n";
  if (rows.empty()) {
    out += "no configuration fits this workload.\n";
  } else {
    out += render_rows(rows, o) + "\n" + k_legend;
  }
  out += fmt::format("{} configurations fit, {} rejected{}\n", r.configurations.size(), r.rejected.size(),
                     o.show_rejected || r.rejected.empty() ? "" : " (--show-rejected lists them)");
  if (o.show_rejected) {
    out += rejected_lines(r, w);
  }
  return out;
}

namespace {

std::string check_json(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  json j;
  j["schema_version"] = k_schema_version;
  j["command"] = "check";
  j["catalog"] = o.catalog_label;
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
  out += fmt::format("  peak allocated     {:8.2f} GB   (torch.cuda.max_memory_allocated)\n", gb(m.allocated_peak_bytes));
  out += fmt::format("  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved; Ultralytics GPU_mem prints GiB)\n",
                     gb(m.reserved_bytes), units::gib(m.reserved_bytes));
  out += fmt::format("  device used        {:8.2f} GB of {:.2f} GB (nvidia-smi)\n", gb(m.device_used_bytes),
                     gb(p.capacity_bytes));
  return out;
}

std::string time_block(const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  const CommPlan& c = e.comm;
  std::string out = "\ntime\n";
  out += fmt::format("  step               {:.3f} s (compute {:.3f}, exposed all-reduce {:.1f} ms, sync {:.1f} ms)\n",
                     s.step_s, e.step.time.step_s, units::ms(c.allreduce.exposed_s), units::ms(c.sync_overhead_s));
  out += fmt::format("  all-reduce         {:.1f} MB per GPU over {} at {:.1f} GB/s: {:.2f} ms\n",
                     units::mb(c.allreduce.bytes_per_gpu), to_string(c.link.kind), c.link.effective_gb_per_s,
                     units::ms(c.allreduce.time_s));
  out += fmt::format("  images/s           {:.0f} GPUs alone, {:.0f} loader, {} storage -> {:.0f} ({})\n",
                     s.compute_images_per_s, s.loader_images_per_s,
                     s.storage_images_per_s ? fmt::format("{:.0f}", *s.storage_images_per_s) : std::string("no limit"),
                     s.images_per_s, to_string(s.bottleneck));
  out += fmt::format("  epoch              {} (validation {})\n", format_duration(s.epoch_s), format_duration(s.val_s));
  out += fmt::format("  train {} epochs    {}; {} experiment(s) per {:g} h night ({} job(s) side by side)\n", w.epochs,
                     format_duration(s.train_s), s.experiments_per_night, w.night_hours, e.memory.jobs);
  return out;
}

std::string host_block(const Workload& w, const Evaluation& e) {
  const HostPlan& h = e.host;
  std::string out = "\nhost\n";
  out += fmt::format("  CPU                {}x {}: {} cores for {} processes x (1 + {} workers), >= {}/GPU: {} needed\n",
                     h.sockets, h.cpu ? h.cpu->id : "-", h.cpu ? h.cpu->cores * h.sockets : 0, h.processes,
                     h.workers_per_process, h.min_cores_per_gpu, h.cores_required);
  out += fmt::format("  PCIe lanes         {} of {}\n", h.lanes_required, h.lanes_available);
  out += fmt::format("  RAM                {} (needs {:.0f} GB: {:g}x GPU memory {:.0f}, contents {:.0f})\n",
                     h.ram ? fmt::format("{:.0f} GB = {} x {}", h.ram->total_gb, h.ram->count, h.ram->dimm->id)
                           : std::string("-"),
                     h.ram_need.required_gb, h.ram_inputs.ratio_to_gpu_memory, h.ram_need.by_ratio_gb,
                     h.ram_need.by_contents_gb);
  out += fmt::format("  image cache        {:.1f} GB x {} copies ({})\n", units::gb(h.cache_bytes_one_copy),
                     h.cache_copies, to_string(w.cache));
  out += fmt::format("  NVMe               {} x {:g} TB for {:.2f} TB (dataset, cache, checkpoints)\n", h.storage.drives,
                     units::tb(h.storage_inputs.drive_bytes), units::tb(h.storage.total_bytes));
  return out;
}

std::string power_block(const Evaluation& e) {
  const PowerPlan& p = e.power;
  std::string out = "\npower\n";
  out += fmt::format("  seed method        {:.0f} W\n", p.seed_method_w);
  out += fmt::format("  component method   {:.0f} W DC, {:.0f} W at the wall ({:.0f} BTU/h)\n", p.component.dc_w,
                     p.wall_w, p.btu_per_h);
  out += fmt::format("  circuit            {} ({:.0f} W usable continuously)\n", circuit_label(e),
                     p.circuit ? p.circuit->usable_w : 0.0);
  out += fmt::format("  PSUs               {}\n",
                     p.psu ? fmt::format("{} x {} ({:.0f} W, {}), {:.0f} % load each", p.psu->count, p.psu->psu->id,
                                         p.psu->rating_w, to_string(p.redundancy), p.psu->load_fraction * 100)
                           : std::string("-"));
  return out;
}

} // namespace

std::string render_check(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  if (o.format == Format::json) {
    return check_json(w, e, o);
  }
  std::vector<Row> rows{{&e, 1}};
  if (o.format == Format::csv) {
    return render_rows(rows, o);
  }
  if (o.format == Format::markdown) {
    return "**" + workload_line(w) + "**\n\n" + render_rows(rows, o);
  }
  std::string out = wrap(workload_line(w)) + "\n\n";
  out += fmt::format("configuration: {}x {} ({}), {}x {}{}\n", e.count, e.gpu->id, e.gpu->name, e.host.sockets,
                     e.host.cpu ? e.host.cpu->id : "-", e.host.cpu_chosen ? " (chosen by vsize)" : "");
  out += fmt::format("verdict: {}\n", e.fits ? "fits" : "DOES NOT FIT");
  for (const auto& r : finding_texts(e, w, Severity::reason)) {
    out += "  - " + r + "\n";
  }
  for (const auto& n : finding_texts(e, w, Severity::warning)) {
    out += "  note: " + n + "\n";
  }
  return out + memory_block(w, e) + time_block(w, e) + host_block(w, e) + power_block(e);
}

} // namespace vsize
