// `vsize catalog list [KIND]`: every record of each kind with a one-line summary, in every
// format the command offers; the kinds are the catalog's table of record kinds.
#include "../common/text.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace vsize {

namespace {

using nlohmann::json;

// The one-line summary `catalog list` shows for a record of each kind.
std::string summary(const GpuSpec& g) {
  // The half-precision tensor rate: bf16 where the GPU has it, else fp16 (a T4 or V100 has no bf16).
  return fmt::format("{:g} GB, {:g} TF {}, {:g} W, PCIe{}{}", g.memory_gb,
                     g.bf16_dense_tflops.value_or(g.fp16_dense_tflops.value_or(0)),
                     g.bf16_dense_tflops ? "bf16" : "fp16", g.max_power_w, g.pcie_gen,
                     g.mig_profiles.empty() ? "" : ", MIG");
}
std::string summary(const CpuSpec& c) {
  return fmt::format("{}C, {:g} GHz, {:g} W, {}x{} {}, {}S", c.cores, c.base_ghz, c.tdp_w, c.memory_channels,
                     c.memory_mt_s_1dpc, to_string(c.memory_type), c.max_sockets);
}
std::string summary(const DimmSpec& d) {
  return fmt::format("{:g} GB {} {}", d.capacity_gb, to_string(d.memory_type), d.max_mt_s);
}
std::string summary(const PsuSpec& p) {
  return fmt::format("{:g} W high line, {} low line, {}", p.rating_high_line_w,
                     p.rating_low_line_w ? fmt::format("{:g} W", *p.rating_low_line_w) : std::string("none"),
                     p.efficiency_class);
}
std::string summary(const CircuitSpec& c) {
  return fmt::format("{:g} V {}-ph {:g} A, {:g} W usable", c.voltage_v, c.phases, c.breaker_a, c.usable_w);
}
std::string summary(const ModelSpec& m) {
  return fmt::format("{} {:g} M params, {:g} GFLOPs@{}", to_string(m.task), m.params_m, m.forward_gflops, m.ref_res_px);
}
std::string summary(const FamilySpec& f) { return fmt::format("{} ({})", to_string(f.kind), f.trainer); }
std::string summary(const Assumption& a) { return fmt::format("{:g} {}", a.value, a.unit); }
std::string summary(const DriveSpec& d) {
  return fmt::format("{} {}, {:g} TB, {:g}/{:g} GB/s, {:g} W", to_string(d.medium),
                     fmt::join(enum_names_of(d.form_factors), "/"), d.capacity_tb, d.read_gb_per_s, d.write_gb_per_s,
                     d.power_w);
}
std::string summary(const NicSpec& n) {
  return fmt::format("{}, {}x {:g} Gb/s, {:g} W, x{}", to_string(n.role), n.ports, n.speed_gbps, n.power_w,
                     n.pcie_lanes);
}
std::string summary(const BridgeSpec& b) {
  return fmt::format("{}-way, {} a group, for {}", b.ways, b.per_group, fmt::join(b.gpus, ", "));
}
std::string summary(const VideoFormatSpec& v) {
  std::string rate = v.bitrate_fps > 0 ? fmt::format(" at {:g} fps", v.bitrate_fps) : "";
  return fmt::format("{}x{} {}, {:g} Mb/s{}, {:g} KB/frame", v.width_px, v.height_px, to_string(v.codec),
                     v.bitrate_mbps, rate, v.jpeg_bytes_per_frame / 1000);
}
std::string summary(const SwitchSpec& s) {
  return fmt::format("{} x {:g} Gb/s {}, {:g} W, {}U", s.ports, s.port_gbps, to_string(s.kind), s.power_w,
                     s.rack_units);
}
std::string summary(const FabricSpec& f) {
  return fmt::format("{:g} Gb/s {}{}, {} + {}, {:g} GB/s all-reduce per NIC", f.gbit_s, to_string(f.kind),
                     f.rdma ? " RDMA" : " TCP", f.nic, f.switch_id, f.busbw_gb_per_s);
}
std::string summary(const PlatformSpec& p) {
  return fmt::format("{}U, {} GPUs of {}, {}", p.rack_units, fmt::join(p.gpu_counts, "/"),
                     fmt::join(p.qualified_gpus, ","), p.cpu_families.empty() ? "" : p.cpu_families.front());
}
std::string summary(const LineupSpec& l) {
  return fmt::format("{}x {} in {}{}", l.count, l.gpu, l.platform, l.cpu.empty() ? "" : ", " + l.cpu);
}
std::string summary(const PriceSpec& p) {
  return fmt::format("{:g} {}, {}, VAT {} (as of {})", p.amount, p.currency, to_string(p.grade), to_string(p.vat),
                     p.as_of);
}
std::string summary(const ExchangeRateSpec& x) {
  return fmt::format("1 {} = {:g} {} (as of {})", x.base, x.rate, x.quote, x.as_of);
}
std::string summary(const TariffSpec& t) {
  return fmt::format("{:g} {}/kWh, {}, VAT {}{}", t.per_kwh, t.currency, to_string(t.region), to_string(t.vat),
                     t.is_default ? ", default" : "");
}
std::string summary(const RentSpec& r) {
  // Terms other than on demand (billed by the month) are part of what the rate means.
  return fmt::format("{:g} {}/GPU-h {} at {}, {}{}{}", r.per_gpu_hour, r.currency, r.gpu, r.provider,
                     to_string(r.region), r.own_terms() ? ", " + r.commitment : "",
                     r.default_for.empty() ? "" : ", default");
}

// The listing in every format at once; render_catalog_list returns the one asked for.
struct Listing {
  json j;
  std::string text;
  std::string csv;
  std::string md = "| kind | id | name | summary | estimate |\n|---|---|---|---|---|\n";
};

// One record's CSV and markdown row: kind, id, name, summary and whether it holds estimates.
void add_row(Listing& out, const std::string& kind, const Provenance& r, const std::string& summary, char delimiter) {
  std::vector<std::string> fields = {kind, r.id, r.name, summary, r.estimate.empty() ? "false" : "true"};
  for (std::size_t i = 0; i < fields.size(); ++i) {
    out.csv += (i ? std::string(1, delimiter) : std::string()) + report::csv_field(fields[i], delimiter);
  }
  out.csv += "\r\n";
  out.md += fmt::format("| {} | {} | {} | {} | {} |\n", kind, report::md_cell(r.id), report::md_cell(r.name),
                        report::md_cell(summary), r.estimate.empty() ? "" : "estimate");
}

// A listed kind: a row per record with id, name, summary and whether it holds estimates.
template <class T>
void add_records(Listing& out, const std::string& name, const std::vector<T>& records, char delimiter) {
  json arr = json::array();
  out.text += name + " (" + std::to_string(records.size()) + ")\n";
  for (const auto& r : records) {
    std::string s = summary(r);
    arr.push_back({{"id", r.id}, {"name", r.name}, {"summary", s}, {"estimate", !r.estimate.empty()}});
    out.text += fmt::format("  {:<22} {:<44} {}\n", r.id, s, r.name);
    add_row(out, name, r, s, delimiter);
  }
  out.j[name] = arr;
}

// Prices are keyed by the record they price: amount, currency and date, in text and JSON; in CSV
// and markdown a row as every kind's (they had none: an exported price list came out empty).
void add_prices(Listing& out, const std::vector<PriceSpec>& prices, char delimiter) {
  json arr = json::array();
  out.text += "prices (" + std::to_string(prices.size()) + ")\n";
  for (const auto& p : prices) {
    arr.push_back({{"id", p.id},
                   {"amount", p.amount},
                   {"currency", p.currency},
                   {"grade", to_string(p.grade)},
                   {"vat", to_string(p.vat)},
                   {"as_of", p.as_of}});
    out.text += fmt::format("  {:<22} {}\n", p.id, summary(p));
    add_row(out, "prices", p, summary(p), delimiter);
  }
  out.j["prices"] = arr;
}

} // namespace

std::string render_catalog_list(const Catalog& cat, const std::string& kind, const ReportOptions& ro) {
  std::vector<std::string> kinds;
  for_each_kind([&](const auto& k) { kinds.emplace_back(k.key); });
  if (!kind.empty() && std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
    std::string guess = closest_match(kind, kinds);
    throw UsageError(fmt::format("catalog list '{}': must be one of {}{}", kind, fmt::join(kinds, ", "),
                                 guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  }
  Listing out;
  out.j = provenance_json(ro);
  out.j["command"] = "catalog list";
  out.csv = fmt::format("kind{0}id{0}name{0}summary{0}estimate\r\n", ro.csv_delimiter);
  for_each_kind([&](const auto& k) {
    if (!kind.empty() && kind != k.key) {
      return;
    }
    if (k.listed) {
      add_records(out, k.key, cat.*(k.member), ro.csv_delimiter);
    } else {
      add_prices(out, cat.prices, ro.csv_delimiter);
    }
  });
  switch (ro.format) {
  case Format::json: return out.j.dump(2) + "\n";
  case Format::csv: return out.csv;
  case Format::markdown: return out.md + "\n_" + provenance_line(ro) + "_\n";
  default: return out.text;
  }
}

} // namespace vsize
