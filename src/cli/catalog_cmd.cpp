// Catalog files and `vsize catalog list | show | validate`.
#include "catalog_cmd.hpp"


#include "vsize/error.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace vsize::cli {

namespace {

constexpr std::streamoff k_max_file_bytes = 16 * 1024 * 1024;

std::string pad_right(const std::string& s, std::size_t w) { return s.size() >= w ? s : s + std::string(w - s.size(), ' '); }

} // namespace

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

std::shared_ptr<const Catalog> load_catalog(const RawOptions& o, std::string& label) {
  if (!o.no_default_catalog) {
    label = "embedded";
    if (o.catalogs.empty()) {
      // Checked whole at build time (tools/catalog_tape.cpp): shared, not copied.
      return std::shared_ptr<const Catalog>(&embedded_catalog(), [](const Catalog*) {});
    }
  }
  auto cat = std::make_shared<Catalog>(o.no_default_catalog ? Catalog{} : embedded_catalog());
  for (const auto& path : o.catalogs) {
    if (path.empty()) {
      throw UsageError("--catalog '': give the path of a catalog JSON file (vsize catalog validate FILE checks one)");
    }
    cat->overlay_text(read_file(path), path);
    label += (label.empty() ? "" : "+") + path;
  }
  cat->validate_references(label.empty() ? "catalog" : label);
  return cat;
}

// Calls section(kind, records, summary) for every record kind, with the one-line summary that
// `catalog list` shows for a record of that kind.
template <class Section>
void each_kind(const Catalog& cat, Section&& section) {
  section("gpus", cat.gpus, [](const GpuSpec& g) {
    return fmt::format("{:g} GB, {:g} TF bf16, {:g} W, PCIe{}{}", g.memory_gb, g.bf16_dense_tflops.value_or(g.fp16_dense_tflops.value_or(0)),
                       g.max_power_w, g.pcie_gen, g.mig_profiles.empty() ? "" : ", MIG");
  });
  section("cpus", cat.cpus, [](const CpuSpec& c) {
    return fmt::format("{}C, {:g} GHz, {:g} W, {}x{} {}, {}S", c.cores, c.base_ghz, c.tdp_w, c.memory_channels,
                       c.memory_mt_s_1dpc, to_string(c.memory_type), c.max_sockets);
  });
  section("dimms", cat.dimms, [](const DimmSpec& d) { return fmt::format("{:g} GB {} {}", d.capacity_gb, to_string(d.memory_type), d.max_mt_s); });
  section("psus", cat.psus, [](const PsuSpec& p) {
    return fmt::format("{:g} W high line, {} low line, {}", p.rating_high_line_w,
                       p.rating_low_line_w ? fmt::format("{:g} W", *p.rating_low_line_w) : std::string("none"), p.efficiency_class);
  });
  section("circuits", cat.circuits, [](const CircuitSpec& c) {
    return fmt::format("{:g} V {}-ph {:g} A, {:g} W usable", c.voltage_v, c.phases, c.breaker_a, c.usable_w);
  });
  section("models", cat.models, [](const ModelSpec& m) {
    return fmt::format("{} {:g} M params, {:g} GFLOPs@{}", to_string(m.task), m.params_m, m.forward_gflops, m.ref_res_px);
  });
  section("families", cat.families, [](const FamilySpec& fam) { return fmt::format("{} ({})", to_string(fam.kind), fam.trainer); });
  section("assumptions", cat.assumptions, [](const Assumption& a) { return fmt::format("{:g} {}", a.value, a.unit); });
  section("drives", cat.drives, [](const DriveSpec& d) {
    return fmt::format("{:g} TB, {:g} GB/s read, {:g} W, x{}", d.capacity_tb, d.read_gb_per_s, d.power_w, d.pcie_lanes);
  });
  section("nics", cat.nics, [](const NicSpec& n) {
    return fmt::format("{:g} Gb/s, {:g} W, x{}", n.speed_gbps, n.power_w, n.pcie_lanes);
  });
  section("platforms", cat.platforms, [](const PlatformSpec& p) {
    return fmt::format("{}U, {} GPUs of {}, {}", p.rack_units, fmt::join(p.gpu_counts, "/"),
                       fmt::join(p.qualified_gpus, ","), p.cpu_families.empty() ? "" : p.cpu_families.front());
  });
  section("lineup", cat.lineup, [](const LineupSpec& l) {
    return fmt::format("{}x {} in {}{}", l.count, l.gpu, l.platform, l.cpu.empty() ? "" : ", " + l.cpu);
  });
}

std::string catalog_list(const Catalog& cat, const std::string& kind, const ReportOptions& ro) {
  const Format f = ro.format;
  using nlohmann::json;
  std::vector<std::string> kinds;
  for_each_kind([&](const auto& k) { kinds.emplace_back(k.key); });
  if (!kind.empty() && std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
    std::string guess = closest_match(kind, kinds);
    throw UsageError(fmt::format("catalog list '{}': must be one of {}{}", kind, fmt::join(kinds, ", "),
                                 guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  }
  json j = provenance_json(ro);
  j["command"] = "catalog list";
  std::string out;
  // CSV and markdown: one row per record, kind first.
  std::string csv = fmt::format("kind{0}id{0}name{0}summary{0}estimate\r\n", ro.csv_delimiter);
  std::string md = "| kind | id | name | summary | estimate |\n|---|---|---|---|---|\n";
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
      std::vector<std::string> fields = {name, r.id, r.name, s, r.estimate.empty() ? "false" : "true"};
      for (std::size_t i = 0; i < fields.size(); ++i) {
        csv += (i ? std::string(1, ro.csv_delimiter) : std::string()) + report::csv_field(fields[i], ro.csv_delimiter);
      }
      csv += "\r\n";
      md += fmt::format("| {} | {} | {} | {} | {} |\n", name, r.id, r.name, s, r.estimate.empty() ? "" : "estimate");
    }
    j[name] = arr;
  };
  each_kind(cat, section);
  if (kind.empty() || kind == "prices") {
    json arr = json::array();
    out += "prices (" + std::to_string(cat.prices.size()) + ")\n";
    for (const auto& p : cat.prices) {
      arr.push_back({{"id", p.id}, {"amount", p.amount}, {"currency", p.currency}, {"as_of", p.as_of}});
      out += "  " + pad_right(p.id, 22) + " " + fmt::format("{:g} {} (as of {})", p.amount, p.currency, p.as_of) + "\n";
    }
    j["prices"] = arr;
  }
  if (f == Format::json) {
    return j.dump(2) + "\n";
  }
  if (f == Format::csv) {
    return csv;
  }
  if (f == Format::markdown) {
    return md + "\n_" + provenance_line(ro) + "_\n";
  }
  return out;
}

std::string catalog_show(const Catalog& cat, const std::string& id, const ReportOptions& ro) {
  const Format f = ro.format;
  std::string kind;
  const Provenance* p = cat.find_any(id, &kind);
  if (!p) {
    std::string guess = closest_match(id, cat.all_ids());
    throw UsageError("catalog show '" + id + "': no record has this id" + (guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  }
  nlohmann::json j = provenance_json(ro);
  j["command"] = "catalog show";
  j.update({{"kind", kind}, {"id", p->id}, {"name", p->name}, {"source", p->source}, {"as_of", p->as_of}});
  if (!p->estimate.empty()) j["estimate"] = p->estimate;
  if (!p->notes.empty()) j["notes"] = p->notes;
  if (!p->aliases.empty()) j["aliases"] = p->aliases;
  // Every figure as the record stands in its catalog (embedded or overlay).
  nlohmann::json figures = nlohmann::json::parse(p->raw_json.begin(), p->raw_json.end());
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

std::string catalog_validate(const std::string& path, const ReportOptions& ro) {
  std::string text = read_file(path);
  Catalog merged = embedded_catalog();
  merged.overlay_text(text, path); // new records complete, known ids merged field by field
  merged.validate_references(path);
  nlohmann::json root = nlohmann::json::parse(text);
  std::vector<std::string> parts;
  for (auto it = root.begin(); it != root.end(); ++it) {
    if (it->is_array()) {
      parts.push_back(fmt::format("{} {}", it->size(), it.key()));
    }
  }
  if (ro.format == Format::json) {
    nlohmann::json j = provenance_json(ro);
    j["command"] = "catalog validate";
    j["file"] = path;
    j["valid"] = true;
    j["records"] = nlohmann::json::object();
    for (auto it = root.begin(); it != root.end(); ++it) {
      if (it->is_array()) j["records"][it.key()] = it->size();
    }
    return j.dump(2) + "\n";
  }
  return fmt::format("{}: valid as an overlay of the embedded catalog ({})\n", path,
                     parts.empty() ? std::string("no records") : fmt::format("{}", fmt::join(parts, ", ")));
}

} // namespace vsize::cli
