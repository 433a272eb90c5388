// Command line: CLI11 parsing, catalog files, dispatch. The only place that does I/O besides
// main.cpp; the core never sees a file or a stream.
#include "vsize/cli.hpp"

#include "vsize/catalog.hpp"
#include "vsize/error.hpp"
#include "vsize/report.hpp"
#include "vsize/solver.hpp"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#ifndef VSIZE_VERSION
#define VSIZE_VERSION "0.0.0"
#endif

namespace vsize {

namespace {

constexpr std::streamoff k_max_file_bytes = 16 * 1024 * 1024;

struct RawOptions {
  // Workload.
  std::string model = "yolo11x";
  int res = 640;
  std::string dataset = "118287";
  std::string val_images = "auto";
  int epochs = 100;
  std::string batch = "-1";
  std::string amp = "fp16";
  std::string optimizer = "adamw";
  std::string cache = "ram";
  std::string cache_shape = "square";
  int workers = 8;
  int max_objects = 60;
  std::string mode = "ddp";
  double night_hours = 12;
  // Search.
  std::string gpus_counts = "2,4,8";
  std::vector<std::string> gpu_list;
  std::vector<std::string> cpu_list;
  std::string rank_by = "time";
  int top = 3;
  bool show_rejected = false;
  // Check.
  std::string gpu;
  int count = 0;
  std::string cpu;
  int sockets = 0;
  double ram_gb = 0;
  std::string psu;
  int psus = 0;
  std::string circuit;
  std::string redundancy = "n+1";
  std::string region = "eu";
  // Output and catalog.
  std::string format = "table";
  bool json = false;
  std::vector<std::string> catalogs;
  bool no_default_catalog = false;
  // catalog subcommands.
  std::string list_kind;
  std::string show_id;
  std::string validate_file;
};

template <class E>
E parse_choice(const std::string& option, const std::string& value, std::initializer_list<std::pair<const char*, E>> choices) {
  std::vector<std::string> names;
  for (const auto& c : choices) {
    if (value == c.first) {
      return c.second;
    }
    names.emplace_back(c.first);
  }
  std::string guess = closest_match(value, names);
  throw UsageError(fmt::format("{} '{}': must be one of {}{}", option, value, fmt::join(names, ", "),
                               guess.empty() ? "" : "; did you mean '" + guess + "'?"));
}

// An image count; out-of-range text is reported as typed (CLI11 would saturate it first).
long long parse_count(const char* option, const std::string& s) {
  std::size_t used = 0;
  long long v = -1;
  try {
    v = std::stoll(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != s.size() || s.empty() || v < 0 || v > 1000000000LL) {
    throw UsageError(fmt::format("{} '{}': must be a whole number of images up to 10^9", option, s));
  }
  return v;
}

BatchSpec parse_batch(const std::string& s, double default_fraction) {
  BatchSpec b;
  const std::string hint = "; use -1 (auto, 60 % of GPU memory), a fraction 0 < f < 1 or a global batch N >= 1";
  std::size_t used = 0;
  double v = 0;
  try {
    v = std::stod(s, &used);
  } catch (const std::exception&) {
    throw UsageError("--batch '" + s + "': not a number" + hint);
  }
  if (used != s.size() || !std::isfinite(v)) {
    throw UsageError("--batch '" + s + "': not a number" + hint);
  }
  if (v == -1) {
    b.kind = BatchSpec::Kind::auto_fraction;
    b.fraction = default_fraction;
    b.fraction_from_default = true;
  } else if (v > 0 && v < 1) {
    b.kind = BatchSpec::Kind::auto_fraction;
    b.fraction = v;
    b.fraction_from_default = false;
  } else if (v >= 1 && v <= 1e6 && v == std::floor(v)) {
    b.kind = BatchSpec::Kind::global;
    b.global = static_cast<int>(v);
  } else {
    throw UsageError("--batch " + s + ": impossible value" + hint);
  }
  return b;
}

std::vector<int> parse_counts(const std::string& s) {
  std::vector<int> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ',')) {
    std::size_t used = 0;
    int n = 0;
    try {
      n = std::stoi(item, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != item.size() || item.empty() || n < 1 || n > 64) {
      throw UsageError("--gpus '" + s + "': must be GPU counts from 1 to 64 separated by commas, e.g. 2,4,8");
    }
    if (std::find(out.begin(), out.end(), n) == out.end()) {
      out.push_back(n);
    }
  }
  if (out.empty()) {
    throw UsageError("--gpus: give at least one GPU count, e.g. 2,4,8");
  }
  return out;
}

std::vector<std::string> split_list(const std::vector<std::string>& items) {
  std::vector<std::string> out;
  for (const auto& item : items) {
    std::stringstream ss(item);
    std::string part;
    while (std::getline(ss, part, ',')) {
      if (!part.empty()) {
        out.push_back(part);
      }
    }
  }
  return out;
}

std::string read_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec)) {
    throw CatalogError(path + ": not a regular file (give the path of a catalog JSON file)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw CatalogError(path + ": cannot open (check the path and permissions)");
  }
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) {
    throw CatalogError(path + ": cannot read (not a regular file?)");
  }
  if (size > k_max_file_bytes) {
    throw CatalogError(fmt::format("{}: file is {} MiB; a catalog may be at most 16 MiB (split it into overlays)", path,
                                   size / (1024 * 1024)));
  }
  in.seekg(0);
  std::string text(static_cast<std::size_t>(size), '\0');
  in.read(text.data(), size);
  if (!in) {
    throw CatalogError(path + ": read failed");
  }
  return text;
}

Catalog load_catalog(const RawOptions& o, std::string& label) {
  Catalog cat;
  if (!o.no_default_catalog) {
    cat = Catalog::parse(embedded_catalog_json(), "embedded catalog");
    label = "embedded";
  }
  for (const auto& path : o.catalogs) {
    cat.overlay(Catalog::parse(read_file(path), path));
    label += (label.empty() ? "" : "+") + path;
  }
  cat.validate_references(label.empty() ? "catalog" : label);
  return cat;
}

void add_output_options(CLI::App& app, RawOptions& o) {
  app.add_option("--format", o.format, "Output: table, json, csv, markdown")->capture_default_str();
  app.add_flag("--json", o.json, "Same as --format json");
  app.add_option("--catalog", o.catalogs, "Overlay a catalog file on the embedded one (repeatable)");
  app.add_flag("--no-default-catalog", o.no_default_catalog, "Start from an empty catalog");
}

void add_workload_options(CLI::App& app, RawOptions& o) {
  app.add_option("--model", o.model, "Model id (vsize catalog list models)")->capture_default_str();
  app.add_option("--res", o.res, "Training image size in pixels (imgsz)")->capture_default_str();
  app.add_option("--dataset", o.dataset, "Training images")->capture_default_str();
  app.add_option("--val-images", o.val_images, "Validation images per epoch (auto: COCO's 5,000 : 118,287 split)")
      ->capture_default_str();
  app.add_option("--epochs", o.epochs, "Epochs")->capture_default_str();
  app.add_option("--batch", o.batch, "-1 auto (60 % of memory), 0<f<1 a fraction, N a global batch")->capture_default_str();
  app.add_option("--amp", o.amp, "Precision: fp16, bf16, fp32")->capture_default_str();
  app.add_option("--optimizer", o.optimizer, "adamw or sgd")->capture_default_str();
  app.add_option("--cache", o.cache, "Image cache: ram, disk, none")->capture_default_str();
  app.add_option("--cache-shape", o.cache_shape, "square (worst case) or typical (4:3)")->capture_default_str();
  app.add_option("--workers", o.workers, "Data-loader workers per rank")->capture_default_str();
  app.add_option("--max-objects", o.max_objects, "Labelled objects in the densest image (YOLO assigner memory)")
      ->capture_default_str();
  app.add_option("--mode", o.mode, "ddp, per-gpu or mig")->capture_default_str();
  app.add_option("--night-hours", o.night_hours, "Hours in the overnight window")->capture_default_str();
  app.add_option("--redundancy", o.redundancy, "PSU redundancy: n+1 or n+n")->capture_default_str();
  app.add_option("--region", o.region, "Circuits to consider: eu, us, any")->capture_default_str();
  add_output_options(app, o);
}

void add_host_pins(CLI::App& app, RawOptions& o) {
  app.add_option("--sockets", o.sockets, "CPU sockets (default 2)");
  app.add_option("--ram-gb", o.ram_gb, "Installed RAM in GB (checked)");
  app.add_option("--psu", o.psu, "PSU id");
  app.add_option("--psus", o.psus, "Number of PSUs (checked)");
  app.add_option("--circuit", o.circuit, "Circuit id (checked)");
}

Workload build_workload(const RawOptions& o, const Catalog& cat) {
  Workload w;
  w.model = cat.model(o.model).id;
  w.res_px = o.res;
  w.dataset_images = parse_count("--dataset", o.dataset);
  // Validation images: COCO's split (catalog assumption validation-share) unless given.
  w.val_images = o.val_images == "auto"
                     ? std::llround(static_cast<double>(w.dataset_images) * cat.assumption("validation-share"))
                     : parse_count("--val-images", o.val_images);
  w.epochs = o.epochs;
  w.batch = parse_batch(o.batch, cat.assumption("autobatch-default-fraction"));
  w.amp = parse_choice<Precision>("--amp", o.amp, {{"fp16", Precision::fp16}, {"bf16", Precision::bf16}, {"fp32", Precision::fp32}});
  w.optimizer = parse_choice<Optimizer>("--optimizer", o.optimizer, {{"adamw", Optimizer::adamw}, {"sgd", Optimizer::sgd}});
  w.cache = parse_choice<CacheMode>("--cache", o.cache, {{"ram", CacheMode::ram}, {"disk", CacheMode::disk}, {"none", CacheMode::none}});
  w.cache_shape = parse_choice<CacheShape>("--cache-shape", o.cache_shape,
                                           {{"square", CacheShape::square}, {"typical", CacheShape::typical}});
  w.workers = o.workers;
  w.max_objects = o.max_objects;
  w.mode = parse_choice<Mode>("--mode", o.mode, {{"ddp", Mode::ddp}, {"per-gpu", Mode::per_gpu}, {"mig", Mode::mig}});
  w.night_hours = o.night_hours;
  validate_workload(w, cat);
  return w;
}

HostPins build_pins(const RawOptions& o, const Catalog& cat, bool single_cpu) {
  HostPins p;
  if (single_cpu && !o.cpu.empty()) {
    p.cpu = cat.cpu(o.cpu).id;
  }
  if (o.sockets != 0) {
    if (o.sockets < 1 || o.sockets > 8) {
      throw UsageError(fmt::format("--sockets {}: must be 1 or 2", o.sockets));
    }
    p.sockets = o.sockets;
  }
  if (o.ram_gb != 0) {
    if (!(o.ram_gb > 0) || o.ram_gb > 1e6) {
      throw UsageError("--ram-gb: must be a positive number of GB, at most 10^6");
    }
    p.ram_gb = o.ram_gb;
  }
  if (!o.psu.empty()) {
    p.psu = cat.psu(o.psu).id;
  }
  if (o.psus != 0) {
    if (o.psus < 1 || o.psus > 64) {
      throw UsageError(fmt::format("--psus {}: must be from 1 to 64", o.psus));
    }
    p.psus = o.psus;
  }
  if (!o.circuit.empty()) {
    p.circuit = cat.circuit(o.circuit).id;
  }
  p.redundancy = parse_choice<Redundancy>("--redundancy", o.redundancy, {{"n+1", Redundancy::n_plus_1}, {"n+n", Redundancy::n_plus_n}});
  parse_choice<int>("--region", o.region, {{"eu", 0}, {"us", 1}, {"any", 2}});
  p.region = o.region;
  return p;
}

ReportOptions report_options(const RawOptions& o, const Terminal& term, const std::string& label) {
  ReportOptions r;
  r.format = o.json ? Format::json
                    : parse_choice<Format>("--format", o.format,
                                           {{"table", Format::table}, {"json", Format::json}, {"csv", Format::csv},
                                            {"markdown", Format::markdown}});
  r.color = term.stdout_is_tty && !term.no_color && r.format == Format::table;
  r.show_rejected = o.show_rejected;
  r.catalog_label = label;
  return r;
}

std::string pad_right(const std::string& s, std::size_t w) { return s.size() >= w ? s : s + std::string(w - s.size(), ' '); }

std::string catalog_list(const Catalog& cat, const std::string& kind, Format f) {
  using nlohmann::json;
  static const std::vector<std::string> kinds = {"gpus", "cpus", "dimms", "psus", "circuits", "models", "families", "assumptions"};
  if (!kind.empty() && std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
    std::string guess = closest_match(kind, kinds);
    throw UsageError("catalog list '" + kind + "': must be one of gpus, cpus, dimms, psus, circuits, models, families, assumptions" +
                     (guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  }
  json j = json::object();
  std::string out;
  auto section = [&](const std::string& name, const auto& records, auto summary) {
    if (!kind.empty() && kind != name) {
      return;
    }
    json arr = json::array();
    out += name + " (" + std::to_string(records.size()) + ")\n";
    for (const auto& r : records) {
      std::string s = summary(r);
      arr.push_back({{"id", r.id}, {"name", r.name}, {"summary", s}, {"estimate", !r.estimate.empty()}});
      out += "  " + pad_right(r.id, 22) + " " + pad_right(s, 44) + " " + r.name + "\n";
    }
    j[name] = arr;
  };
  section("gpus", cat.gpus, [](const GpuSpec& g) {
    return fmt::format("{:g} GB, {:g} TF bf16, {:g} W, PCIe{}{}", g.memory_gb, g.bf16_dense_tflops.value_or(g.fp16_dense_tflops.value_or(0)),
                       g.max_power_w, g.pcie_gen, g.mig_profiles.empty() ? "" : ", MIG");
  });
  section("cpus", cat.cpus, [](const CpuSpec& c) {
    return fmt::format("{}C, {:g} GHz, {:g} W, {}x{} {}, {}S", c.cores, c.base_ghz, c.tdp_w, c.memory_channels,
                       c.memory_mt_s_1dpc, c.memory_type, c.max_sockets);
  });
  section("dimms", cat.dimms, [](const DimmSpec& d) { return fmt::format("{:g} GB {} {}", d.capacity_gb, d.memory_type, d.max_mt_s); });
  section("psus", cat.psus, [](const PsuSpec& p) {
    return fmt::format("{:g} W high line, {} low line, {}", p.rating_high_line_w,
                       p.rating_low_line_w ? fmt::format("{:g} W", *p.rating_low_line_w) : std::string("none"), p.efficiency_class);
  });
  section("circuits", cat.circuits, [](const CircuitSpec& c) {
    return fmt::format("{:g} V {}-ph {:g} A, {:g} W usable", c.voltage_v, c.phases, c.breaker_a, c.usable_w);
  });
  section("models", cat.models, [](const ModelSpec& m) {
    return fmt::format("{} {:g} M params, {:g} GFLOPs@{}", m.task, m.params_m, m.forward_gflops, m.ref_res_px);
  });
  section("families", cat.families, [](const FamilySpec& fam) { return fmt::format("{} ({})", fam.kind, fam.trainer); });
  section("assumptions", cat.assumptions, [](const Assumption& a) { return fmt::format("{:g} {}", a.value, a.unit); });
  if (f == Format::json) {
    return j.dump(2) + "\n";
  }
  return out;
}

std::string catalog_show(const Catalog& cat, const std::string& id, Format f) {
  std::string kind;
  const Provenance* p = cat.find_any(id, &kind);
  if (!p) {
    std::string guess = closest_match(id, cat.all_ids());
    throw UsageError("catalog show '" + id + "': no record has this id" + (guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  }
  nlohmann::json j = nlohmann::json{{"kind", kind}, {"id", p->id}, {"name", p->name}, {"source", p->source}, {"as_of", p->as_of}};
  if (!p->estimate.empty()) j["estimate"] = p->estimate;
  if (!p->notes.empty()) j["notes"] = p->notes;
  if (!p->aliases.empty()) j["aliases"] = p->aliases;
  // Every figure as the record stands in its catalog (embedded or overlay).
  nlohmann::json figures = nlohmann::json::parse(p->raw_json);
  for (const char* k : {"id", "name", "source", "as_of", "estimate", "notes", "aliases"}) {
    figures.erase(k);
  }
  j["figures"] = figures;
  if (f == Format::json) {
    return j.dump(2) + "\n";
  }
  std::string out = fmt::format("{} {}: {}\n", kind, p->id, p->name);
  for (auto it = j["figures"].begin(); it != j["figures"].end(); ++it) {
    out += "  " + pad_right(it.key(), 34) + " " + it.value().dump() + "\n";
  }
  if (!p->aliases.empty()) out += "  aliases: " + fmt::format("{}", fmt::join(p->aliases, "; ")) + "\n";
  out += "  source: " + p->source + "\n  as of:  " + p->as_of + "\n";
  if (!p->estimate.empty()) out += "  estimate: " + p->estimate + "\n";
  if (!p->notes.empty()) out += "  notes: " + p->notes + "\n";
  return out;
}

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Terminal& term) {
  RawOptions o;
  CLI::App app{"vsize: sizes GPU servers for training vision models (detection, segmentation, ViTs) on 2-8 GPUs.\n"
               "Without a subcommand it ranks 2/4/8-GPU configurations for the workload."};
  app.set_version_flag("--version", std::string("vsize ") + VSIZE_VERSION + " (catalog schema 1, JSON schema 1)");
  app.require_subcommand(0, 1);
  add_workload_options(app, o);
  app.add_option("--gpus", o.gpus_counts, "GPU counts to consider")->capture_default_str();
  app.add_option("--gpu", o.gpu_list, "GPU ids to consider (comma-separated or repeated; default all)");
  app.add_option("--cpu", o.cpu_list, "CPU id to use instead of choosing one");
  app.add_option("--rank-by", o.rank_by, "time, power, cost or experiments")->capture_default_str();
  app.add_option("--top", o.top, "Configurations shown per GPU count (0 = all)")->capture_default_str();
  app.add_flag("--show-rejected", o.show_rejected, "List rejected candidates with reasons");
  add_host_pins(app, o);

  auto* check = app.add_subcommand("check", "Check one configuration: does it fit, what limits it, what it needs");
  auto* explain = app.add_subcommand("explain", "As check, with every formula, its inputs and their sources");
  for (auto* sub : {check, explain}) {
    add_workload_options(*sub, o);
    sub->add_option("--gpu", o.gpu, "GPU id")->required();
    sub->add_option("--count", o.count, "Number of GPUs")->required();
    sub->add_option("--cpu", o.cpu, "CPU id (default: the smallest adequate)");
    add_host_pins(*sub, o);
  }
  auto* catalog = app.add_subcommand("catalog", "List, show or validate catalog records");
  catalog->require_subcommand(1);
  add_output_options(*catalog, o);
  auto* list = catalog->add_subcommand("list", "List records: gpus, cpus, dimms, psus, circuits, models, families, assumptions");
  list->add_option("kind", o.list_kind, "Record kind");
  add_output_options(*list, o);
  auto* show = catalog->add_subcommand("show", "Every figure of one record with its source");
  show->add_option("id", o.show_id, "Record id")->required();
  add_output_options(*show, o);
  auto* validate = catalog->add_subcommand("validate", "Validate a catalog file (alone and as an overlay)");
  validate->add_option("file", o.validate_file, "Catalog JSON file")->required();
  add_output_options(*validate, o);

  std::vector<std::string> argv_rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  std::reverse(argv_rest.begin(), argv_rest.end());
  try {
    app.parse(argv_rest);
  } catch (const CLI::CallForAllHelp&) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForHelp&) {
    out << (app.get_subcommands().empty() ? app.help() : app.get_subcommands().back()->help());
    return 0;
  } catch (const CLI::Success&) {
    out << "vsize " << VSIZE_VERSION << " (catalog schema 1, JSON schema 1)\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    std::string msg = e.what();
    if (msg.find("not expected") != std::string::npos || msg.find("xtras") != std::string::npos) {
      // Suggest the closest option any command knows.
      std::vector<std::string> names;
      // The command being parsed first, so its options win ties.
      std::vector<const CLI::App*> apps = {check, explain, list, show, validate, catalog, &app};
      std::stable_partition(apps.begin(), apps.end(), [](const CLI::App* a) { return a->parsed(); });
      for (const auto* a : apps) {
        for (const auto* opt : a->get_options()) {
          for (const auto& n : opt->get_lnames()) {
            names.push_back("--" + n);
          }
        }
      }
      std::string guess;
      for (const auto& arg : args) {
        if (arg.rfind("--", 0) == 0 && msg.find(arg) != std::string::npos) {
          guess = closest_match(arg.substr(0, arg.find('=')), names);
          break;
        }
      }
      msg += guess.empty() ? " (see vsize --help)" : "; did you mean '" + guess + "'?";
    }
    err << "vsize: error: " << msg << "\n";
    return static_cast<int>(ExitCode::usage);
  }

  try {
    std::string label;
    if (validate->parsed()) {
      Catalog alone = Catalog::parse(read_file(o.validate_file), o.validate_file);
      Catalog merged = Catalog::parse(embedded_catalog_json(), "embedded catalog");
      merged.overlay(alone);
      merged.validate_references(o.validate_file);
      out << fmt::format("{}: valid ({} GPUs, {} CPUs, {} DIMMs, {} PSUs, {} circuits, {} families, {} models, {} assumptions)\n",
                         o.validate_file, alone.gpus.size(), alone.cpus.size(), alone.dimms.size(), alone.psus.size(),
                         alone.circuits.size(), alone.families.size(), alone.models.size(), alone.assumptions.size());
      return 0;
    }
    Catalog cat = load_catalog(o, label);
    ReportOptions ro = report_options(o, term, label);
    if (list->parsed()) {
      out << catalog_list(cat, o.list_kind, ro.format);
      return 0;
    }
    if (show->parsed()) {
      out << catalog_show(cat, o.show_id, ro.format);
      return 0;
    }
    Workload w = build_workload(o, cat);
    if (check->parsed() || explain->parsed()) {
      ConfigRequest c{cat.gpu(o.gpu).id, o.count, build_pins(o, cat, true)};
      Evaluation e = evaluate(w, c, cat);
      std::string text = explain->parsed() ? render_explain(w, e, cat, ro) : render_check(w, e, cat, ro);
      out << text;
      return e.fits ? 0 : static_cast<int>(ExitCode::nothing_fits);
    }
    SearchRequest s;
    for (const auto& id : split_list(o.gpu_list)) {
      s.gpus.push_back(cat.gpu(id).id);
    }
    s.counts = parse_counts(o.gpus_counts);
    auto cpus = split_list(o.cpu_list);
    if (cpus.size() > 1) {
      throw UsageError("--cpu: give one CPU id to pin (vsize chooses the smallest adequate CPU otherwise)");
    }
    s.host = build_pins(o, cat, false);
    if (!cpus.empty()) {
      s.host.cpu = cat.cpu(cpus.front()).id;
    }
    s.rank_by = parse_choice<RankBy>("--rank-by", o.rank_by,
                                     {{"time", RankBy::time}, {"power", RankBy::power}, {"cost", RankBy::cost},
                                      {"experiments", RankBy::experiments}});
    if (o.top < 0 || o.top > 1000) {
      throw UsageError("--top: must be from 0 (all) to 1000");
    }
    s.top = o.top;
    RankedResult r = rank(w, s, cat);
    out << render_rank(w, s, r, cat, ro);
    return r.configurations.empty() ? static_cast<int>(ExitCode::nothing_fits) : 0;
  } catch (const UsageError& e) {
    err << "vsize: error: " << e.what() << "\n";
    return static_cast<int>(ExitCode::usage);
  } catch (const CatalogError& e) {
    std::string msg = e.what();
    std::stringstream ss(msg);
    std::string line;
    while (std::getline(ss, line)) {
      err << "vsize: catalog error: " << line << "\n";
    }
    return static_cast<int>(ExitCode::runtime);
  } catch (const std::exception& e) {
    err << "vsize: internal error: " << e.what() << " (please report this with the command line)\n";
    return static_cast<int>(ExitCode::runtime);
  }
}

} // namespace vsize
