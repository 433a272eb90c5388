// Table, JSON, CSV and markdown output. Every format is built from the same rows.
#include "vsize/report.hpp"

#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize {

using nlohmann::json;

namespace {

// Rounds for stable, readable JSON: `digits` decimals.
double rnd(double v, int digits = 3) {
  if (!std::isfinite(v)) {
    return 0.0;
  }
  double p = std::pow(10.0, digits);
  return std::round(v * p) / p;
}

std::string batch_text(const BatchSpec& b) {
  if (b.kind == BatchSpec::Kind::global) {
    return std::to_string(b.global);
  }
  if (b.fraction_from_default) {
    return fmt::format("-1 ({:.0f} % of GPU memory)", b.fraction * 100);
  }
  return fmt::format("{:g} ({:.0f} % of GPU memory)", b.fraction, b.fraction * 100);
}

std::string config_id(const Evaluation& e) {
  std::string id = fmt::format("{}x-{}", e.count, e.gpu->id);
  if (e.cpu) {
    id += fmt::format("-{}x-{}", e.sockets, e.cpu->id);
  }
  return id;
}

std::string short_bottleneck(const char* b) {
  std::string s = b;
  if (s == "gpu-compute") return "gpu";
  if (s == "data-loader") return "loader";
  if (s == "allreduce") return "comm";
  if (s == "storage") return "disk";
  return s;
}

struct Row {
  const Evaluation* e;
  int rank;
};

} // namespace

std::string format_duration(double s) {
  if (!std::isfinite(s) || s < 0) {
    return "-";
  }
  if (s < 60) {
    return fmt::format("{:.0f}s", s);
  }
  if (s < 600) {
    int m = static_cast<int>(s / 60);
    return fmt::format("{}m{:02d}s", m, static_cast<int>(std::round(s - m * 60.0)) % 60);
  }
  if (s < 3600) {
    return fmt::format("{:.0f}m", s / 60);
  }
  if (s < 48 * 3600) {
    int h = static_cast<int>(s / 3600);
    int m = static_cast<int>(std::round((s - h * 3600.0) / 60));
    if (m == 60) {
      ++h;
      m = 0;
    }
    return fmt::format("{}h{:02d}m", h, m);
  }
  return fmt::format("{:.1f}d", s / 86400);
}

json workload_json(const Workload& w, const Catalog& cat) {
  const ModelSpec& m = cat.model(w.model);
  json batch = w.batch.kind == BatchSpec::Kind::global
                   ? json{{"kind", "global"}, {"global", w.batch.global}}
                   : json{{"kind", w.batch.fraction_from_default ? "auto" : "fraction"}, {"fraction", w.batch.fraction}};
  return json{{"model", m.id},
              {"res", w.res_px},
              {"dataset_images", w.dataset_images},
              {"val_images", w.val_images},
              {"epochs", w.epochs},
              {"batch", batch},
              {"amp", to_string(w.amp)},
              {"optimizer", to_string(w.optimizer)},
              {"cache", to_string(w.cache)},
              {"cache_shape", to_string(w.cache_shape)},
              {"workers", w.workers},
              {"max_objects", w.max_objects},
              {"mode", to_string(w.mode)},
              {"night_hours", w.night_hours}};
}

json evaluation_json(const Evaluation& e, int rank) {
  const auto& mem = e.memory;
  auto g = [](double bytes) { return rnd(bytes / units::k_bytes_per_gb, 3); };
  json j;
  j["rank"] = rank;
  j["id"] = config_id(e);
  j["fits"] = e.fits;
  j["gpu"] = {{"id", e.gpu->id}, {"count", e.count}};
  j["cpu"] = e.cpu ? json{{"id", e.cpu->id}, {"sockets", e.sockets}, {"cores", e.cpu->cores * e.sockets},
                          {"chosen", e.cpu_chosen}}
                   : json(nullptr);
  j["ram"] = e.ram ? json{{"total_gb", e.ram->total_gb},
                          {"required_gb", rnd(e.ram_need.required_gb, 1)},
                          {"dimm_id", e.ram->dimm->id},
                          {"dimm_count", e.ram->count},
                          {"dimms_per_channel", e.ram->dimms_per_channel},
                          {"speed_mt_s", e.ram->speed_mt_s}}
                   : json(nullptr);
  j["psu"] = e.psu ? json{{"id", e.psu->psu->id},
                          {"count", e.psu->count},
                          {"redundancy", to_string(e.redundancy)},
                          {"rating_w", e.psu->rating_w},
                          {"load_fraction", rnd(e.psu->load_fraction, 3)},
                          {"efficiency", rnd(e.psu->efficiency, 4)}}
                   : json(nullptr);
  j["memory"] = {{"batch_per_gpu", e.batch_per_gpu},
                 {"batch_global", e.batch_global},
                 {"ultralytics_batch_arg", e.batch_global},
                 {"per_gpu",
                  {{"context_gb", g(mem.context_bytes)},
                   {"model_states_gb", g(mem.model_states_bytes)},
                   {"extra_states_gb", g(mem.extra_states_bytes)},
                   {"workspace_gb", g(mem.workspace_bytes)},
                   {"activations_gb", g(mem.activations_bytes)},
                   {"activation_per_image_gb", rnd(mem.activation_bytes_per_image / 1e9, 4)},
                   {"assigner_gb", g(mem.assigner_bytes)},
                   {"allocated_peak_gb", g(mem.allocated_peak_bytes)},
                   {"reserved_gb", g(mem.reserved_bytes)},
                   {"reserved_gib", rnd(mem.reserved_bytes / units::k_bytes_per_gib, 3)},
                   {"device_used_gb", g(mem.device_used_bytes)},
                   {"capacity_gb", g(e.capacity_bytes)}}}};
  if (e.mig.profile) {
    j["mig"] = {{"profile", e.mig.profile->name},
                {"instances_per_gpu", e.mig.instances_per_gpu},
                {"instance_memory_gb", e.mig.profile->memory_gb},
                {"compute_fraction", rnd(e.mig.profile->compute_fraction, 4)}};
  }
  j["allreduce"] = {{"gradient_bytes", std::llround(e.allreduce.gradient_bytes)},
                    {"bytes_per_gpu", std::llround(e.allreduce.bytes_per_gpu)},
                    {"link", to_string(e.link.kind)},
                    {"link_gb_per_s", rnd(e.link.effective_gb_per_s, 2)},
                    {"time_ms", rnd(e.allreduce.time_s * 1000, 3)},
                    {"exposed_ms", rnd(e.allreduce.exposed_s * 1000, 3)}};
  j["data"] = {{"workers_per_rank", e.workers_per_process},
               {"processes", e.processes},
               {"cores_required", e.cores_required},
               {"pcie_lanes_required", e.lanes_required},
               {"cache_gb", g(e.cache_bytes_one_copy)},
               {"cache_copies", e.cache_copies},
               {"loader_images_per_s", rnd(e.loader_images_per_s, 1)},
               {"storage_images_per_s", rnd(e.storage_images_per_s, 1)},
               {"nvme_drives", e.storage.drives},
               {"nvme_needed_tb", rnd(e.storage.total_bytes / units::k_bytes_per_tb, 3)},
               {"bottleneck", e.bottleneck}};
  j["time"] = {{"step_s", rnd(e.step_s, 4)},
               {"compute_images_per_s", rnd(e.compute_images_per_s, 1)},
               {"images_per_s", rnd(e.images_per_s, 1)},
               {"scaling_efficiency", rnd(e.scaling_efficiency, 3)},
               {"jobs", e.jobs},
               {"val_s", rnd(e.val_s, 1)},
               {"epoch_s", rnd(e.epoch_s, 1)},
               {"train_s", rnd(e.train_s, 0)},
               {"experiments_per_night", e.experiments_per_night}};
  j["power"] = {{"seed_method_w", rnd(e.seed_method_w, 1)},
                {"dc_w", rnd(e.component.dc_w, 1)},
                {"wall_w", rnd(e.wall_w, 1)},
                {"btu_per_h", rnd(e.btu_per_h, 0)},
                {"circuit", e.circuit ? json{{"id", e.circuit->circuit->id},
                                             {"usable_w", e.circuit->usable_w},
                                             {"count", e.circuit->count}}
                                      : json(nullptr)}};
  j["cost"] = e.cost_usd ? json{{"usd", rnd(*e.cost_usd, 0)}} : json(nullptr);
  j["reasons"] = e.reasons;
  j["warnings"] = e.warnings;
  return j;
}

namespace {

// Wraps `text` at ", " boundaries to `width` columns, continuing lines with `indent` spaces.
std::string wrap(const std::string& text, std::size_t width = 98, std::size_t indent = 10) {
  std::string out;
  std::size_t line_start = 0;
  std::size_t last_break = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, ", ") == 0) {
      last_break = i + 1;
    }
    std::size_t line_len = i - line_start + (line_start > 0 ? indent : 0);
    if (line_len >= width && last_break != std::string::npos && last_break > line_start) {
      out += text.substr(line_start, last_break - line_start) + "\n" + std::string(indent, ' ');
      line_start = last_break + 1;
      last_break = std::string::npos;
    }
  }
  return out + text.substr(line_start);
}

std::string workload_line(const Workload& w, const Catalog& cat) {
  const ModelSpec& m = cat.model(w.model);
  return fmt::format("workload: {} at {} px, {} images (+{} val), {} epochs, batch {}, amp {}, {}, cache {}, "
                     "{} workers/rank, up to {} objects/image, mode {}, night {:g} h",
                     m.id, w.res_px, w.dataset_images, w.val_images, w.epochs, batch_text(w.batch), to_string(w.amp),
                     to_string(w.optimizer), to_string(w.cache), w.workers, w.max_objects, to_string(w.mode),
                     w.night_hours);
}

std::string circuit_label(const Evaluation& e) {
  if (!e.circuit) {
    return "-";
  }
  return e.circuit->count > 1 ? fmt::format("{}x {}", e.circuit->count, e.circuit->circuit->id)
                              : e.circuit->circuit->id;
}

// The columns every tabular format shares.
struct Column {
  const char* header;
  int width;
  bool left;
};

const Column k_columns[] = {
    {"#", 2, false},          {"GPUs", 20, true},       {"b/GPU", 5, false},
    {"mem GB", 7, false}, {"epoch", 6, false}, {"train", 6, false},
    {"exp", 3, false}, {"limit", 6, true}, {"CPU", 12, true},
    {"RAM GB", 6, false},   {"kW", 4, false},      {"circuit", 12, true},
};

std::vector<std::string> cells(const Evaluation& e, int rank) {
  return {std::to_string(rank),
          fmt::format("{}x {}", e.count, e.gpu->id),
          std::to_string(e.batch_per_gpu),
          fmt::format("{:.0f}/{:.0f}", e.memory.device_used_bytes / 1e9, e.capacity_bytes / 1e9),
          format_duration(e.epoch_s),
          format_duration(e.train_s),
          std::to_string(e.experiments_per_night),
          short_bottleneck(e.bottleneck),
          e.cpu ? fmt::format("{}x {}", e.sockets, e.cpu->id) : "-",
          e.ram ? fmt::format("{:.0f}", e.ram->total_gb) : "-",
          fmt::format("{:.1f}", e.wall_w / 1000),
          circuit_label(e)};
}

// CSV: one row per configuration, machine units, stable column names.
const char* const k_csv_header =
    "rank,gpu_id,gpu_count,fits,batch_per_gpu,batch_global,device_used_gb,capacity_gb,images_per_s,epoch_s,train_s,"
    "experiments_per_night,bottleneck,cpu_id,sockets,ram_gb,dimm_id,dimm_count,psu_id,psu_count,seed_method_w,wall_w,"
    "circuit_id,circuit_count";

std::vector<std::string> csv_cells(const Evaluation& e, int rank) {
  return {std::to_string(rank),
          e.gpu->id,
          std::to_string(e.count),
          e.fits ? "true" : "false",
          std::to_string(e.batch_per_gpu),
          std::to_string(e.batch_global),
          fmt::format("{:.3f}", e.memory.device_used_bytes / 1e9),
          fmt::format("{:.3f}", e.capacity_bytes / 1e9),
          fmt::format("{:.1f}", e.images_per_s),
          fmt::format("{:.1f}", e.epoch_s),
          fmt::format("{:.0f}", e.train_s),
          std::to_string(e.experiments_per_night),
          e.bottleneck,
          e.cpu ? e.cpu->id : "",
          std::to_string(e.sockets),
          e.ram ? fmt::format("{:g}", e.ram->total_gb) : "",
          e.ram ? e.ram->dimm->id : "",
          e.ram ? std::to_string(e.ram->count) : "",
          e.psu ? e.psu->psu->id : "",
          e.psu ? std::to_string(e.psu->count) : "",
          fmt::format("{:.1f}", e.seed_method_w),
          fmt::format("{:.1f}", e.wall_w),
          e.circuit ? e.circuit->circuit->id : "",
          e.circuit ? std::to_string(e.circuit->count) : ""};
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

std::string render_rows(const std::vector<Row>& rows, const ReportOptions& o) {
  std::string out;
  if (o.format == Format::csv) {
    out += std::string(k_csv_header) + "\n";
    for (const auto& r : rows) {
      std::string line;
      for (const auto& c : csv_cells(*r.e, r.rank)) {
        line += (line.empty() ? "" : ",") + csv_escape(c);
      }
      out += line + "\n";
    }
    return out;
  }
  if (o.format == Format::markdown) {
    std::string h = "|";
    std::string sep = "|";
    for (const auto& c : k_columns) {
      h += fmt::format(" {} |", c.header);
      sep += c.left ? "---|" : "---:|";
    }
    out += h + "\n" + sep + "\n";
    for (const auto& r : rows) {
      std::string line = "|";
      for (const auto& c : cells(*r.e, r.rank)) {
        line += " " + c + " |";
      }
      out += line + "\n";
    }
    return out;
  }
  out += header_line(o.color);
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

} // namespace

std::string render_rank(const Workload& w, const SearchRequest& s, const RankedResult& r, const Catalog& cat,
                        const ReportOptions& o) {
  if (o.format == Format::json) {
    json j;
    j["schema_version"] = k_schema_version;
    j["command"] = "rank";
    j["catalog"] = o.catalog_label;
    j["workload"] = workload_json(w, cat);
    std::vector<int> counts = s.counts;
    j["search"] = {{"gpus", s.gpus.empty() ? json("all") : json(s.gpus)},
                   {"counts", counts},
                   {"rank_by", to_string(s.rank_by)},
                   {"top_per_count", s.top},
                   {"redundancy", to_string(s.host.redundancy)},
                   {"region", s.host.region}};
    json configs = json::array();
    int rank = 1;
    for (const auto& e : r.configurations) {
      configs.push_back(evaluation_json(e, rank++));
    }
    j["configurations"] = configs;
    json rejected = json::array();
    for (const auto& e : r.rejected) {
      rejected.push_back({{"id", config_id(e)}, {"gpu", {{"id", e.gpu->id}, {"count", e.count}}}, {"reasons", e.reasons}});
    }
    j["rejected"] = rejected;
    return j.dump(2) + "\n";
  }
  std::vector<Row> rows;
  int rank = 1;
  for (const auto& e : r.configurations) {
    rows.push_back({&e, rank++});
  }
  if (o.format == Format::csv) {
    return render_rows(rows, o);
  }
  std::string out;
  if (o.format == Format::markdown) {
    out += "**" + workload_line(w, cat) + "**\n\n";
    out += render_rows(rows, o);
    return out;
  }
  out += wrap(workload_line(w, cat)) + "\n";
  out += wrap(fmt::format("search: GPUs {}, counts {}, top {} per count by {}, PSU redundancy {}, circuits {}",
                     s.gpus.empty() ? std::string("all in catalog") : fmt::format("{}", fmt::join(s.gpus, ",")),
                     fmt::join(s.counts, ","), s.top, to_string(s.rank_by), to_string(s.host.redundancy),
                     s.host.circuit.empty() ? s.host.region : s.host.circuit)) + "\n\n";
  if (rows.empty()) {
    out += "no configuration fits this workload.\n";
  } else {
    out += render_rows(rows, o);
    out += "\n";
    out += k_legend;
  }
  out += fmt::format("{} configurations fit, {} rejected{}\n", r.configurations.size(), r.rejected.size(),
                     o.show_rejected || r.rejected.empty() ? "" : " (--show-rejected lists them)");
  if (o.show_rejected) {
    for (const auto& e : r.rejected) {
      out += fmt::format("  {}x {}: {}\n", e.count, e.gpu->id, e.reasons.empty() ? "" : e.reasons.front());
      for (std::size_t i = 1; i < e.reasons.size(); ++i) {
        out += fmt::format("  {:{}}  {}\n", "", fmt::format("{}x {}", e.count, e.gpu->id).size(), e.reasons[i]);
      }
    }
  }
  return out;
}

std::string render_check(const Workload& w, const Evaluation& e, const Catalog& cat, const ReportOptions& o) {
  if (o.format == Format::json) {
    json j;
    j["schema_version"] = k_schema_version;
    j["command"] = "check";
    j["catalog"] = o.catalog_label;
    j["workload"] = workload_json(w, cat);
    j["configurations"] = json::array({evaluation_json(e, 1)});
    j["rejected"] = json::array();
    return j.dump(2) + "\n";
  }
  std::vector<Row> rows{{&e, 1}};
  if (o.format == Format::csv) {
    return render_rows(rows, o);
  }
  if (o.format == Format::markdown) {
    return "**" + workload_line(w, cat) + "**\n\n" + render_rows(rows, o);
  }
  const auto& m = e.memory;
  auto gb = [](double b) { return b / 1e9; };
  std::string out = wrap(workload_line(w, cat)) + "\n\n";
  out += fmt::format("configuration: {}x {} ({}), {}x {}{}\n", e.count, e.gpu->id, e.gpu->name, e.sockets,
                     e.cpu ? e.cpu->id : "-", e.cpu_chosen ? " (chosen by vsize)" : "");
  out += fmt::format("verdict: {}\n", e.fits ? "fits" : "DOES NOT FIT");
  for (const auto& r : e.reasons) {
    out += "  - " + r + "\n";
  }
  for (const auto& wmsg : e.warnings) {
    out += "  note: " + wmsg + "\n";
  }
  out += "\nmemory per GPU" + std::string(e.mig.profile ? " (MIG instance)" : "") + "\n";
  if (e.mig.profile) {
    out += fmt::format("  MIG profile        {} x {} per GPU ({:g} GB, {:.0f} % of the SMs)\n", e.mig.profile->name,
                       e.mig.instances_per_gpu, e.mig.profile->memory_gb, e.mig.profile->compute_fraction * 100);
  }
  out += fmt::format("  batch              {} per GPU, {} per job -> Ultralytics batch={}\n", e.batch_per_gpu,
                     e.batch_global, e.batch_global);
  out += fmt::format("  CUDA context       {:8.2f} GB\n", gb(m.context_bytes));
  out += fmt::format("  model states       {:8.3f} GB   weights + gradients + {} states\n", gb(m.model_states_bytes),
                     to_string(w.optimizer));
  out += fmt::format("  extra states       {:8.3f} GB   EMA {:.3f}, DDP buckets {:.3f}, autocast cache {:.3f}\n",
                     gb(m.extra_states_bytes), gb(m.ema_bytes), gb(m.ddp_bucket_bytes), gb(m.autocast_cache_bytes));
  out += fmt::format("  activations        {:8.2f} GB   {:.4f} GB/image x {}\n", gb(m.activations_bytes),
                     gb(m.activation_bytes_per_image), e.batch_per_gpu);
  if (m.assigner_bytes > 0) {
    out += fmt::format("  label assigner     {:8.2f} GB   {} objects per image x {:.0f} anchors\n", gb(m.assigner_bytes),
                       w.max_objects, anchor_points(w.res_px));
  }
  out += fmt::format("  peak allocated     {:8.2f} GB   (torch.cuda.max_memory_allocated)\n", gb(m.allocated_peak_bytes));
  out += fmt::format("  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved; Ultralytics GPU_mem prints GiB)\n",
                     gb(m.reserved_bytes), m.reserved_bytes / units::k_bytes_per_gib);
  out += fmt::format("  device used        {:8.2f} GB of {:.2f} GB (nvidia-smi)\n", gb(m.device_used_bytes),
                     gb(e.capacity_bytes));
  out += "\ntime\n";
  out += fmt::format("  step               {:.3f} s (compute {:.3f}, exposed all-reduce {:.1f} ms, sync {:.1f} ms)\n",
                     e.step_s, e.step.step_s, e.allreduce.exposed_s * 1000, e.sync_overhead_s * 1000);
  out += fmt::format("  all-reduce         {:.1f} MB per GPU over {} at {:.1f} GB/s: {:.2f} ms\n",
                     e.allreduce.bytes_per_gpu / 1e6, to_string(e.link.kind), e.link.effective_gb_per_s,
                     e.allreduce.time_s * 1000);
  out += fmt::format("  images/s           {:.0f} GPUs alone, {:.0f} loader, {} storage -> {:.0f} ({})\n",
                     e.compute_images_per_s, e.loader_images_per_s,
                     e.storage_images_per_s > 0 ? fmt::format("{:.0f}", e.storage_images_per_s) : std::string("no limit"),
                     e.images_per_s, e.bottleneck);
  out += fmt::format("  epoch              {} (validation {})\n", format_duration(e.epoch_s), format_duration(e.val_s));
  out += fmt::format("  train {} epochs    {}; {} experiment(s) per {:g} h night ({} job(s) side by side)\n", w.epochs,
                     format_duration(e.train_s), e.experiments_per_night, w.night_hours, e.jobs);
  out += "\nhost\n";
  out += fmt::format("  CPU                {}x {}: {} cores for {} processes x (1 + {} workers), >= 6/GPU: {} needed\n",
                     e.sockets, e.cpu ? e.cpu->id : "-", e.cpu ? e.cpu->cores * e.sockets : 0, e.processes,
                     e.workers_per_process, e.cores_required);
  out += fmt::format("  PCIe lanes         {} of {}\n", e.lanes_required, e.lanes_available);
  out += fmt::format("  RAM                {} (needs {:.0f} GB: 2x GPU memory {:.0f}, contents {:.0f})\n",
                     e.ram ? fmt::format("{:.0f} GB = {} x {}", e.ram->total_gb, e.ram->count, e.ram->dimm->id)
                           : std::string("-"),
                     e.ram_need.required_gb, e.ram_need.by_ratio_gb, e.ram_need.by_contents_gb);
  out += fmt::format("  image cache        {:.1f} GB x {} copies ({})\n", e.cache_bytes_one_copy / 1e9, e.cache_copies,
                     to_string(w.cache));
  out += fmt::format("  NVMe               {} x {:g} TB for {:.2f} TB (dataset, cache, checkpoints)\n",
                     e.storage.drives, cat.assumption("nvme-drive-tb"), e.storage.total_bytes / 1e12);
  out += "\npower\n";
  out += fmt::format("  seed method        {:.0f} W\n", e.seed_method_w);
  out += fmt::format("  component method   {:.0f} W DC, {:.0f} W at the wall ({:.0f} BTU/h)\n", e.component.dc_w,
                     e.wall_w, e.btu_per_h);
  out += fmt::format("  circuit            {} ({:.0f} W usable continuously)\n", circuit_label(e),
                     e.circuit ? e.circuit->usable_w : 0.0);
  out += fmt::format("  PSUs               {}\n",
                     e.psu ? fmt::format("{} x {} ({:.0f} W, {}), {:.0f} % load each", e.psu->count, e.psu->psu->id,
                                         e.psu->rating_w, to_string(e.redundancy), e.psu->load_fraction * 100)
                           : std::string("-"));
  return out;
}

} // namespace vsize
