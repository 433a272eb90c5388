// Catalog parsing, validation, overlay and lookup. Schema: docs/catalog.md.
#include "vsize/catalog.hpp"

#include "vsize/assumptions.hpp"
#include "vsize/error.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace vsize {

using nlohmann::json;

namespace {

constexpr std::size_t k_max_catalog_bytes = 16u * 1024u * 1024u; // 16 MiB: ~100x the default
constexpr int k_max_depth = 32;
constexpr double k_max_figure = 1e9; // no catalog figure is anywhere near this

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// Deepest nesting of [ and { outside strings; rejects hostile files before parsing.
int nesting_depth(std::string_view text) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  bool escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > k_max_depth) {
        return deepest;
      }
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 64) {
    return false;
  }
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.';
  });
}

// Reads fields of one record and collects every problem as one line.
class RecordReader {
public:
  RecordReader(const json& j, std::string where, std::vector<std::string>& errors)
      : m_j(j), m_where(std::move(where)), m_errors(errors) {}

  void fail(const std::string& field, const std::string& what) {
    m_errors.push_back(m_where + ": " + field + ": " + what);
  }

  std::string str(const char* key, bool required = true) {
    auto it = m_j.find(key);
    if (it == m_j.end() || it->is_null()) {
      if (required) {
        fail(key, "missing (add a string)");
      }
      return {};
    }
    if (!it->is_string()) {
      fail(key, "must be a string");
      return {};
    }
    return it->get<std::string>();
  }

  // A positive finite number (or >= 0 when allow_zero), below k_max_figure; a positive value
  // under `min` is out of scale for the figure (1e-300 TF), so an error too.
  double num(const char* key, bool allow_zero = false, double max = k_max_figure, double min = 0) {
    auto v = opt_num(key, allow_zero, max, min);
    if (!v && m_j.find(key) == m_j.end()) {
      fail(key, "missing (add a number)");
    }
    return v.value_or(0.0);
  }

  std::optional<double> opt_num(const char* key, bool allow_zero = false, double max = k_max_figure,
                                double min = 0) {
    auto it = m_j.find(key);
    if (it == m_j.end() || it->is_null()) {
      return std::nullopt;
    }
    if (!it->is_number()) {
      fail(key, "must be a number");
      return std::nullopt;
    }
    double v = it->get<double>();
    if (!std::isfinite(v) || v < 0 || (!allow_zero && v == 0) || v > max) {
      fail(key, "must be " + std::string(allow_zero ? "zero or positive" : "positive") +
                    " and at most " + fmt::format("{:g}", max) + " (got " + it->dump() + ")");
      return std::nullopt;
    }
    if (v > 0 && v < min) {
      fail(key, fmt::format("must be at least {:g} (got {}); a figure this small is a unit slip", min, it->dump()));
      return std::nullopt;
    }
    return v;
  }

  int integer(const char* key, bool allow_zero = false, int max = 1000000) {
    auto v = opt_int(key, allow_zero, max);
    if (!v && m_j.find(key) == m_j.end()) {
      fail(key, "missing (add an integer)");
    }
    return v.value_or(0);
  }

  std::optional<int> opt_int(const char* key, bool allow_zero = false, int max = 1000000) {
    auto it = m_j.find(key);
    if (it == m_j.end() || it->is_null()) {
      return std::nullopt;
    }
    if (!it->is_number_integer() && !it->is_number_unsigned()) {
      fail(key, "must be an integer");
      return std::nullopt;
    }
    auto v = it->get<long long>();
    if (v < 0 || (!allow_zero && v == 0) || v > max) {
      fail(key, "must be an integer from " + std::to_string(allow_zero ? 0 : 1) + " to " +
                    std::to_string(max) + " (got " + it->dump() + ")");
      return std::nullopt;
    }
    return static_cast<int>(v);
  }

  bool boolean(const char* key, bool required = true) {
    auto it = m_j.find(key);
    if (it == m_j.end() || it->is_null()) {
      if (required) {
        fail(key, "missing (add true or false)");
      }
      return false;
    }
    if (!it->is_boolean()) {
      fail(key, "must be true or false");
      return false;
    }
    return it->get<bool>();
  }

  // An enum by its spellings (enums.hpp); the first spelling when missing or wrong (reported).
  template <class E>
  E choice(const char* key) {
    std::string v = str(key);
    if (v.empty()) {
      return EnumTraits<E>::spellings[0].value;
    }
    if (auto e = parse_enum<E>(v)) {
      return *e;
    }
    fail(key, "must be one of " + fmt::format("{}", fmt::join(enum_names<E>(), ", ")) + " (got \"" + v + "\")");
    return EnumTraits<E>::spellings[0].value;
  }

  std::string one_of(const char* key, std::initializer_list<const char*> allowed) {
    std::string v = str(key);
    if (v.empty()) {
      return v;
    }
    for (const char* a : allowed) {
      if (v == a) {
        return v;
      }
    }
    std::string list;
    for (const char* a : allowed) {
      list += (list.empty() ? "" : ", ") + std::string(a);
    }
    fail(key, "must be one of " + list + " (got \"" + v + "\")");
    return v;
  }

  void provenance(Provenance& p) {
    p.id = str("id");
    if (!p.id.empty() && !valid_id(p.id)) {
      fail("id", "must be lowercase letters, digits, '.' and '-' (got \"" + p.id + "\")");
    }
    p.name = str("name");
    p.source = str("source");
    p.as_of = str("as_of");
    p.estimate = str("estimate", false);
    p.notes = str("notes", false);
    p.raw_json = m_j.dump();
    auto it = m_j.find("aliases");
    if (it != m_j.end()) {
      if (!it->is_array()) {
        fail("aliases", "must be a list of strings");
      } else {
        for (const auto& a : *it) {
          if (a.is_string()) {
            p.aliases.push_back(a.get<std::string>());
          } else {
            fail("aliases", "must be a list of strings");
          }
        }
      }
    }
  }

  std::vector<std::string> strings(const char* key, bool required = true) {
    std::vector<std::string> out;
    auto it = m_j.find(key);
    if (it == m_j.end() || it->is_null()) {
      if (required) {
        fail(key, "missing (add a list of strings)");
      }
      return out;
    }
    if (!it->is_array()) {
      fail(key, "must be a list of strings");
      return out;
    }
    for (const auto& v : *it) {
      if (!v.is_string()) {
        fail(key, "must be a list of strings");
        return {};
      }
      out.push_back(v.get<std::string>());
    }
    return out;
  }

  std::vector<int> integers(const char* key, int min, int max) {
    std::vector<int> out;
    auto it = m_j.find(key);
    if (it == m_j.end() || !it->is_array() || it->empty()) {
      fail(key, "missing (add a list of integers, e.g. [2, 4, 8])");
      return out;
    }
    for (const auto& v : *it) {
      if (!v.is_number_integer() || v.get<long long>() < min || v.get<long long>() > max) {
        fail(key, "must be integers from " + std::to_string(min) + " to " + std::to_string(max) + " (got " + v.dump() + ")");
        return {};
      }
      out.push_back(static_cast<int>(v.get<long long>()));
    }
    return out;
  }

  const json& raw() const { return m_j; }

private:
  const json& m_j;
  std::string m_where;
  std::vector<std::string>& m_errors;
};

void read_gpu(RecordReader& r, GpuSpec& g) {
  g.memory_gb = r.num("memory_gb", false, k_max_figure, 0.5);
  if (auto v = r.opt_num("usable_memory_gib")) {
    g.usable_memory_gib = v;
  }
  g.memory_bandwidth_gb_per_s = r.num("memory_bandwidth_gb_per_s", false, k_max_figure, 1);
  g.fp32_tflops = r.num("fp32_tflops", false, k_max_figure, 0.01);
  g.tf32_dense_tflops = r.opt_num("tf32_dense_tflops", false, k_max_figure, 0.01);
  g.bf16_dense_tflops = r.opt_num("bf16_dense_tflops", false, k_max_figure, 0.01);
  g.fp16_dense_tflops = r.opt_num("fp16_dense_tflops", false, k_max_figure, 0.01);
  g.fp8_dense_tflops = r.opt_num("fp8_dense_tflops", false, k_max_figure, 0.01);
  g.achieved_matmul_fraction = r.opt_num("achieved_matmul_fraction", false, 1.0, 0.01);
  g.fp32_accumulate_half_rate = r.boolean("fp32_accumulate_half_rate", false);
  g.max_power_w = r.num("max_power_w", false, 10000, 1);
  g.min_power_w = r.opt_num("min_power_w", false, 10000);
  g.pcie_gen = r.integer("pcie_gen", false, 7);
  g.pcie_lanes = r.integer("pcie_lanes", false, 32);
  g.nvlink_gb_per_s = r.num("nvlink_gb_per_s", true);
  std::string topo = r.one_of("nvlink_topology", {"none", "bridge", "nvswitch"});
  g.nvlink_topology = topo == "bridge"     ? NvlinkTopology::bridge
                      : topo == "nvswitch" ? NvlinkTopology::nvswitch
                                           : NvlinkTopology::none;
  g.nvlink_group_max = r.integer("nvlink_group_max", true, 72);
  if (g.nvlink_topology != NvlinkTopology::none && (g.nvlink_gb_per_s <= 0 || g.nvlink_group_max < 2)) {
    r.fail("nvlink_topology", "\"" + topo + "\" needs nvlink_gb_per_s > 0 and nvlink_group_max >= 2");
  }
  g.form_factor = r.one_of("form_factor", {"pcie", "sxm"});
  g.slots = r.integer("slots", true, 4);
  g.cooling = r.str("cooling", false);
  g.tier = r.str("tier", false);
  auto it = r.raw().find("mig_profiles");
  if (it != r.raw().end() && !it->is_null()) {
    if (!it->is_array()) {
      r.fail("mig_profiles", "must be a list");
    } else {
      for (const auto& mj : *it) {
        if (!mj.is_object()) {
          r.fail("mig_profiles", "each profile must be an object");
          continue;
        }
        std::vector<std::string> sub_errors;
        RecordReader mr(mj, "mig profile", sub_errors);
        MigProfile p;
        p.name = mr.str("name");
        p.instances = mr.integer("instances", false, 64);
        p.memory_gb = mr.num("memory_gb", false, k_max_figure, 0.5);
        p.compute_fraction = mr.num("compute_fraction", false, 1.0, 0.01);
        for (const auto& e : sub_errors) {
          r.fail("mig_profiles", e.substr(e.find(": ") + 2));
        }
        // Profile names round memory (4 x 1g.24gb on a 94 GB H100 NVL): allow 3 %.
        if (sub_errors.empty() && g.memory_gb > 0 && p.memory_gb * p.instances > g.memory_gb * 1.03) {
          r.fail("mig_profiles", p.name + ": " + std::to_string(p.instances) + " instances x " +
                                     json(p.memory_gb).dump() + " GB exceed the GPU's memory_gb");
        }
        g.mig_profiles.push_back(p);
      }
    }
  }
  if (!g.bf16_dense_tflops && !g.fp16_dense_tflops && !g.tf32_dense_tflops && g.fp32_tflops <= 0) {
    r.fail("fp32_tflops", "a GPU needs at least one compute rate");
  }
}

void read_cpu(RecordReader& r, CpuSpec& c) {
  c.vendor = r.one_of("vendor", {"amd", "intel"});
  c.family = r.str("family", false);
  c.cores = r.integer("cores", false, 1024);
  c.threads = r.integer("threads", false, 2048);
  c.base_ghz = r.num("base_ghz", false, 10, 0.1);
  c.boost_ghz = r.opt_num("boost_ghz", false, 10);
  c.tdp_w = r.num("tdp_w", false, 2000, 1);
  c.max_sockets = r.integer("max_sockets", false, 8);
  c.memory_type = r.choice<MemoryType>("memory_type");
  c.memory_channels = r.integer("memory_channels", false, 32);
  c.memory_mt_s_1dpc = r.integer("memory_mt_s_1dpc", false, 20000);
  c.memory_mt_s_2dpc = r.opt_int("memory_mt_s_2dpc", false, 20000);
  c.max_dpc = r.integer("max_dpc", false, 2);
  c.pcie_gen = r.integer("pcie_gen", false, 7);
  c.pcie_lanes_1s = r.integer("pcie_lanes_1s", false, 512);
  c.pcie_lanes_2s = r.opt_int("pcie_lanes_2s", false, 1024);
  if (c.threads > 0 && c.cores > 0 && c.threads < c.cores) {
    r.fail("threads", "must be at least cores");
  }
}

void read_dimm(RecordReader& r, DimmSpec& d) {
  d.memory_type = r.choice<MemoryType>("memory_type");
  d.capacity_gb = r.num("capacity_gb", false, 4096, 0.5);
  d.ranks = r.str("ranks", false);
  d.max_mt_s = r.integer("max_mt_s", false, 20000);
  d.power_w = r.num("power_w", false, 100);
}

void read_psu(RecordReader& r, PsuSpec& p) {
  p.rating_high_line_w = r.num("rating_high_line_w", false, 20000);
  p.rating_low_line_w = r.opt_num("rating_low_line_w", false, 20000);
  for (auto [key, v] : {std::pair<const char*, std::optional<double>>{"rating_high_line_w", p.rating_high_line_w},
                        {"rating_low_line_w", p.rating_low_line_w}}) {
    if (v && *v > 0 && *v < 50) {
      r.fail(key, "must be at least 50 W (got " + fmt::format("{:g}", *v) + ")");
    }
  }
  p.efficiency_class = r.str("efficiency_class", false);
  p.form_factor = r.str("form_factor", false);
  auto it = r.raw().find("efficiency_curve");
  if (it == r.raw().end() || !it->is_array() || it->empty()) {
    r.fail("efficiency_curve", "missing (add [{\"load_fraction\": 0.5, \"efficiency\": 0.94}, ...])");
    return;
  }
  double last = 0;
  for (const auto& pj : *it) {
    if (!pj.is_object()) {
      r.fail("efficiency_curve", "each point must be an object");
      continue;
    }
    std::vector<std::string> sub;
    RecordReader pr(pj, "point", sub);
    EfficiencyPoint e{pr.num("load_fraction", false, 1.0), pr.num("efficiency", false, 1.0, 0.3)};
    for (const auto& s : sub) {
      r.fail("efficiency_curve", s.substr(s.find(": ") + 2));
    }
    if (sub.empty()) {
      if (e.load_fraction <= last) {
        r.fail("efficiency_curve", "load_fraction must ascend");
      }
      last = e.load_fraction;
      p.efficiency_curve.push_back(e);
    }
  }
}

void read_circuit(RecordReader& r, CircuitSpec& c) {
  c.voltage_v = r.num("voltage_v", false, 1000, 50);
  c.phases = r.integer("phases", false, 3);
  c.breaker_a = r.num("breaker_a", false, 1000, 1);
  c.continuous_derating = r.num("continuous_derating", false, 1.0, 0.1);
  c.usable_w = r.num("usable_w", false, 1e6, 50);
  c.region = r.str("region", false);
  if (c.phases != 1 && c.phases != 3) {
    r.fail("phases", "must be 1 or 3");
  }
  // Usable power: V x A (x sqrt(3) line-to-line for three phase) x continuous derating
  // (research/platform.md §4b).
  double expected = c.voltage_v * c.breaker_a * (c.phases == 3 ? units::k_sqrt3 : 1.0) *
                    c.continuous_derating;
  if (c.usable_w > 0 && expected > 0 && std::abs(c.usable_w - expected) > 0.001 * expected) {
    r.fail("usable_w", "must equal voltage_v x breaker_a" + std::string(c.phases == 3 ? " x sqrt(3)" : "") +
                           " x continuous_derating = " + json(std::round(expected * 10) / 10).dump() +
                           " (got " + json(c.usable_w).dump() + ")");
  }
}

void read_family(RecordReader& r, FamilySpec& f) {
  f.kind = r.one_of("kind", {"cnn", "transformer"});
  f.trainer = r.str("trainer");
  f.ema = r.boolean("ema");
  f.ram_cache = r.one_of("ram_cache", {"per-rank", "none"}) == "per-rank" ? RamCache::per_rank : RamCache::none;
  f.calibration_pool = r.str("calibration_pool");
  f.activation_scale = r.num("activation_scale", false, 10, 0.1);
  f.compute_efficiency = r.num("compute_efficiency", false, 1.0, 0.01);
  f.compute_efficiency_fp32 = r.num("compute_efficiency_fp32", false, 1.0, 0.01);
  f.memory_traffic_per_activation_byte = r.num("memory_traffic_per_activation_byte", true, 1000);
  f.step_overhead_ms = r.num("step_overhead_ms", true, 100000);
  f.mask_image_overhead_ms = r.num("mask_image_overhead_ms", true, 10000);
  f.assigner_bytes_per_object_anchor = r.opt_num("assigner_bytes_per_object_anchor", true, 1000).value_or(0.0);
  f.loader_augment_ms = r.num("loader_augment_ms", false, 1e5, 0.01);
  f.loader_mask_augment_ms = r.num("loader_mask_augment_ms", true, 1e5);
  f.loader_decodes_per_sample = r.integer("loader_decodes_per_sample", true, 16);
  f.source_image_mp = r.opt_num("source_image_mp", false, 1000, 0.001);
  f.val_ms_per_image = r.num("val_ms_per_image", true, 1e5);
  f.val_rank0_only = r.boolean("val_rank0_only");
  f.val_setup_s = r.opt_num("val_setup_s", true, 1e4);
  f.epoch_overhead_s = r.opt_num("epoch_overhead_s", true, 1e4);
  f.train_plot_images = r.opt_int("train_plot_images", true, 1024).value_or(0);
  f.variable_input_size = r.boolean("variable_input_size", false);
  f.val_batch_factor = r.opt_num("val_batch_factor", false, 64, 0.01).value_or(1.0);
  f.val_cache_kept_up_to = r.opt_num("val_cache_kept_up_to", true, 1.0).value_or(0.0);
  auto error = [&](const char* key) {
    auto it = r.raw().find(key);
    if (it == r.raw().end() || !it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() <= -1 ||
        it->get<double>() > 100) {
      r.fail(key, "missing or out of range (a signed error above -1, e.g. -0.35)");
      return 0.0;
    }
    return it->get<double>();
  };
  f.time_error_low = error("time_error_low");
  f.time_error_high = error("time_error_high");
  f.memory_error_low = error("memory_error_low");
  f.memory_error_high = error("memory_error_high");
  if (f.time_error_low > f.time_error_high) {
    r.fail("time_error_low", "must not exceed time_error_high");
  }
  if (f.memory_error_low > f.memory_error_high) {
    r.fail("memory_error_low", "must not exceed memory_error_high");
  }
}

void read_model(RecordReader& r, ModelSpec& m) {
  m.family = r.str("family");
  m.task = r.str("task");
  m.params_m = r.num("params_m", false, 1e7, 1e-3);
  m.forward_gflops = r.num("forward_gflops", false, 1e8, 1e-3);
  m.source_gflops = r.num("source_gflops", false, 1e8, 1e-3);
  m.source_flops_convention = r.one_of("source_flops_convention", {"2xMAC", "MAC"});
  m.ref_res_px = r.integer("ref_res_px", false, 16384);
  m.activation_gb_per_image = r.num("activation_gb_per_image", false, 10000, 1e-6);
  m.activation_basis = r.str("activation_basis");
  m.attention_flops_fraction = r.num("attention_flops_fraction", true, 1.0);
  m.train_head_gflops = r.opt_num("train_head_gflops", true, 1e6).value_or(0.0);
  m.patch_px = r.opt_int("patch_px", false, 1024);
  m.layers = r.opt_int("layers", false, 10000);
  m.embed_dim = r.opt_int("embed_dim", false, 1000000);
  m.heads = r.opt_int("heads", false, 4096);
  m.stem_channels = r.opt_int("stem_channels", false, 100000);
  if (m.forward_gflops > 0 && m.source_gflops > 0) {
    double factor = m.source_flops_convention == "MAC" ? 2.0 : 1.0;
    if (std::abs(m.forward_gflops - factor * m.source_gflops) > 0.01 * m.forward_gflops) {
      r.fail("forward_gflops", "must be 2 x MACs: " + std::string(factor == 2.0 ? "2 x " : "") +
                                   "source_gflops (" + json(m.source_gflops).dump() + ")");
    }
  }
}

void read_assumption(RecordReader& r, Assumption& a) {
  a.value = r.num("value", true, 1e12);
  a.unit = r.str("unit");
}

void read_drive(RecordReader& r, DriveSpec& d) {
  d.capacity_tb = r.num("capacity_tb", false, 1000, 0.01);
  d.read_gb_per_s = r.num("read_gb_per_s", false, 1000, 0.01);
  d.power_w = r.num("power_w", false, 1000);
  d.pcie_lanes = r.integer("pcie_lanes", false, 32);
}

void read_nic(RecordReader& r, NicSpec& n) {
  n.speed_gbps = r.num("speed_gbps", false, 100000, 1);
  n.power_w = r.num("power_w", false, 1000);
  n.pcie_lanes = r.integer("pcie_lanes", false, 32);
}

std::vector<PsuZone> read_zones(RecordReader& r) {
  std::vector<PsuZone> out;
  auto it = r.raw().find("psu_zones");
  if (it == r.raw().end() || !it->is_array() || it->empty()) {
    r.fail("psu_zones", "missing (add [{\"name\": \"system\", \"bays\": 4, \"carries\": \"all\", \"share\": 1}])");
    return out;
  }
  for (const auto& zj : *it) {
    if (!zj.is_object()) {
      r.fail("psu_zones", "each zone must be an object");
      continue;
    }
    std::vector<std::string> sub;
    RecordReader zr(zj, "zone", sub);
    PsuZone z;
    z.name = zr.str("name");
    z.bays = zr.integer("bays", false, 64);
    std::string carries = zr.one_of("carries", {"all", "gpus", "rest"});
    z.carries = carries == "gpus" ? PsuZone::Carries::gpus : carries == "rest" ? PsuZone::Carries::rest : PsuZone::Carries::all;
    z.share = zr.num("share", false, 1.0);
    for (const auto& e : sub) {
      r.fail("psu_zones", e.substr(e.find(": ") + 2));
    }
    out.push_back(z);
  }
  return out;
}

void read_platform(RecordReader& r, PlatformSpec& p) {
  p.vendor = r.str("vendor");
  p.rack_units = r.integer("rack_units", false, 64);
  p.sockets = r.integer("sockets", false, 8);
  p.cpu_families = r.strings("cpu_families");
  p.cpu_tdp_max_w = r.opt_num("cpu_tdp_max_w", false, 2000);
  p.dimm_slots_per_socket = r.integer("dimm_slots_per_socket", false, 64);
  p.memory_mt_s_1dpc = r.opt_int("memory_mt_s_1dpc", false, 20000);
  p.memory_mt_s_2dpc = r.opt_int("memory_mt_s_2dpc", false, 20000);
  p.max_memory_gb = r.opt_num("max_memory_gb", false, 1e6);
  p.gpu_form_factor = r.one_of("gpu_form_factor", {"pcie", "sxm"});
  p.gpu_bays = r.integer("gpu_bays", false, 64);
  p.gpu_counts = r.integers("gpu_counts", 1, 64);
  p.qualified_gpus = r.strings("qualified_gpus");
  p.max_gpu_w = r.num("max_gpu_w", false, 10000, 1);
  p.nvlink_bridge_max = r.integer("nvlink_bridge_max", true, 72);
  p.pcie_topology = r.one_of("pcie_topology", {"direct", "switched"});
  p.psu_bays = r.integer("psu_bays", false, 64);
  p.psu_options = r.strings("psu_options");
  p.psu_zones = read_zones(r);
  for (const auto& s : r.strings("redundancy")) {
    if (auto v = parse_enum<Redundancy>(s)) {
      p.redundancy.push_back(*v);
    } else {
      r.fail("redundancy", "must list n+1 and/or n+n (got \"" + s + "\")");
    }
  }
  p.nvme_bays = r.integer("nvme_bays", true, 256);
  p.nic_slots = r.integer("nic_slots", true, 64);
  p.cooling = r.str("cooling", false);
  p.ambient_max_c = r.opt_num("ambient_max_c", false, 100);
  int zone_bays = 0;
  for (const auto& z : p.psu_zones) {
    zone_bays += z.bays;
  }
  if (!p.psu_zones.empty() && zone_bays != p.psu_bays) {
    r.fail("psu_zones", fmt::format("bays add up to {}, not psu_bays {}", zone_bays, p.psu_bays));
  }
  for (int n : p.gpu_counts) {
    if (n > p.gpu_bays) {
      r.fail("gpu_counts", fmt::format("{} GPUs exceed gpu_bays {}", n, p.gpu_bays));
    }
  }
  if (p.redundancy.empty()) {
    r.fail("redundancy", "must list at least one of n+1, n+n");
  }
}

void read_lineup(RecordReader& r, LineupSpec& l) {
  l.platform = r.str("platform");
  l.gpu = r.str("gpu");
  l.count = r.integer("count", false, 64);
  l.cpu = r.str("cpu", false);
  l.sockets = r.opt_int("sockets", false, 8);
  l.ram_gb = r.opt_num("ram_gb", false, 1e6);
}

void read_prices(const json& root, const std::string& origin, std::vector<PriceSpec>& out,
                 std::vector<std::string>& errors) {
  auto it = root.find("prices");
  if (it == root.end()) {
    return;
  }
  if (!it->is_array()) {
    errors.push_back(origin + ": prices: must be a list of {id, amount, currency, as_of}");
    return;
  }
  std::set<std::string> seen;
  for (const auto& rec : *it) {
    if (!rec.is_object()) {
      errors.push_back(origin + ": prices: each price must be an object");
      continue;
    }
    auto idj = rec.find("id");
    std::string label = "prices '" + (idj != rec.end() && idj->is_string() ? idj->get<std::string>() : "?") + "'";
    RecordReader r(rec, origin + ": " + label, errors);
    PriceSpec p;
    p.id = r.str("id");
    p.amount = r.num("amount", false, 1e10);
    p.currency = r.one_of("currency", {"EUR", "USD"});
    p.as_of = r.str("as_of");
    p.source = r.str("source", false);
    if (!p.id.empty() && !seen.insert(p.id).second) {
      r.fail("id", "priced twice in this file");
    }
    out.push_back(std::move(p));
  }
}

template <class T>
const T* find_exact(const std::vector<T>& records, const std::string& id) {
  for (const auto& r : records) {
    if (r.id == id) {
      return &r;
    }
  }
  return nullptr;
}

// Reads the records of section `key`. A record whose id `base` already has is merged into that
// record first (RFC 7396), so an overlay may carry only the fields it changes.
template <class T, class Fn>
void read_section(const json& root, const char* key, const std::string& origin, std::vector<T>& out,
                  std::vector<std::string>& errors, Fn read, const std::vector<T>& base) {
  auto it = root.find(key);
  if (it == root.end()) {
    return; // an overlay may carry only some kinds
  }
  if (!it->is_array()) {
    errors.push_back(origin + ": " + key + ": must be a list of records");
    return;
  }
  std::set<std::string> seen;
  std::size_t index = 0;
  for (const auto& rec : *it) {
    std::string label = std::string(key) + "[" + std::to_string(index++) + "]";
    if (!rec.is_object()) {
      errors.push_back(origin + ": " + label + ": must be an object");
      continue;
    }
    auto idj = rec.find("id");
    json merged;
    if (idj != rec.end() && idj->is_string()) {
      label = std::string(key) + " '" + idj->get<std::string>() + "'";
      if (const T* known = find_exact(base, idj->get<std::string>())) {
        merged = json::parse(known->raw_json);
        merged.merge_patch(rec);
      }
    }
    RecordReader r(merged.is_null() ? rec : merged, origin + ": " + label, errors);
    T t;
    r.provenance(t);
    read(r, t);
    if (!t.id.empty() && !seen.insert(t.id).second) {
      r.fail("id", "duplicate id in this file (ids must be unique within a kind)");
    }
    out.push_back(std::move(t));
  }
}

template <class T>
const T* find_in(const std::vector<T>& records, std::string_view key) {
  std::string k = lower(key);
  for (const auto& r : records) {
    if (r.id == k) {
      return &r;
    }
  }
  for (const auto& r : records) {
    if (lower(r.name) == k) {
      return &r;
    }
    for (const auto& a : r.aliases) {
      if (lower(a) == k) {
        return &r;
      }
    }
  }
  return nullptr;
}

std::vector<std::string> tokens(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == '-' || c == '_' || c == ' ' || c == '/' || c == '(' || c == ')' || c == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// True when every token of `key` occurs in `text` (both lowercase): "dell xe7745" names
// "dell-poweredge-xe7745", "rtx6000" the alias "rtx6000 blackwell server".
bool tokens_in(const std::vector<std::string>& key_tokens, const std::string& text) {
  return !key_tokens.empty() && std::all_of(key_tokens.begin(), key_tokens.end(), [&](const std::string& t) {
    return text.find(t) != std::string::npos;
  });
}

// Ids a user may have meant by `key`: those whose id, name or an alias starts with it or holds
// every word of it; else the closest id or alias by edit distance.
template <class T>
std::vector<std::string> suggestions(const std::vector<T>& records, std::string_view key) {
  std::string k = lower(key);
  std::vector<std::string> key_tokens = tokens(k);
  std::vector<std::string> out;
  std::vector<std::string> names;
  std::vector<std::string> owners;
  for (const auto& r : records) {
    std::vector<std::string> texts = {r.id, lower(r.name)};
    for (const auto& a : r.aliases) {
      texts.push_back(lower(a));
    }
    for (const auto& t : texts) {
      names.push_back(t);
      owners.push_back(r.id);
      if ((t.rfind(k, 0) == 0 || tokens_in(key_tokens, t)) &&
          std::find(out.begin(), out.end(), r.id) == out.end()) {
        out.push_back(r.id);
      }
    }
  }
  if (out.empty()) {
    std::string guess = closest_match(k, names);
    if (!guess.empty()) {
      out.push_back(owners[static_cast<std::size_t>(std::find(names.begin(), names.end(), guess) - names.begin())]);
    }
  }
  return out;
}

std::string suggestion_text(const std::vector<std::string>& ids) {
  if (ids.empty()) {
    return {};
  }
  if (ids.size() == 1) {
    return "; did you mean '" + ids.front() + "'?";
  }
  std::vector<std::string> quoted;
  for (std::size_t i = 0; i < ids.size() && i < 8; ++i) {
    quoted.push_back("'" + ids[i] + "'");
  }
  return "; did you mean one of " + fmt::format("{}", fmt::join(quoted, ", ")) + (ids.size() > 8 ? ", ...?" : "?");
}

// Other records a name or alias (not an id) may equally mean: those whose id, name or an alias
// holds every word of it as a whole word ("H200" names both h200-sxm and "NVIDIA H200 NVL").
template <class T>
std::vector<std::string> also_meant(const std::vector<T>& records, std::string_view key, const T& found) {
  std::vector<std::string> key_tokens = tokens(lower(key));
  auto holds = [&](const std::string& text) {
    std::vector<std::string> t = tokens(lower(text));
    return std::all_of(key_tokens.begin(), key_tokens.end(),
                       [&](const std::string& k) { return std::find(t.begin(), t.end(), k) != t.end(); });
  };
  std::vector<std::string> out;
  for (const auto& r : records) {
    if (&r == &found) continue;
    bool match = holds(r.id) || holds(r.name) || std::any_of(r.aliases.begin(), r.aliases.end(), holds);
    if (match) out.push_back(r.id);
  }
  return out;
}

template <class T>
const T& lookup(const std::vector<T>& records, std::string_view key, const char* what, const char* option) {
  if (const T* r = find_in(records, key)) {
    // An id or the record's own name is unambiguous ("YOLO11x" is yolo11x, not yolo11x-seg); an
    // alias is checked against the other records ("H200" also names h200-nvl).
    bool exact = r->id == key || lower(r->name) == lower(key);
    std::vector<std::string> others = exact ? std::vector<std::string>{} : also_meant(records, key, *r);
    if (!others.empty()) {
      others.insert(others.begin(), r->id);
      std::vector<std::string> quoted;
      for (const auto& id : others) quoted.push_back("'" + id + "'");
      throw UsageError(fmt::format("{} '{}' ({}) is ambiguous: it names {}; give one of these ids", what, key, option,
                                   fmt::join(quoted, ", ")));
    }
    return *r;
  }
  std::string msg = "unknown " + std::string(what) + " '" + std::string(key) + "' (" + option + ")";
  std::string hint = suggestion_text(suggestions(records, key));
  msg += hint.empty() ? "; see 'vsize catalog list " + std::string(what) + "s'" : hint;
  throw UsageError(msg);
}

template <class T>
void overlay_kind(std::vector<T>& base, const std::vector<T>& add) {
  for (const auto& r : add) {
    auto it = std::find_if(base.begin(), base.end(), [&](const T& b) { return b.id == r.id; });
    if (it != base.end()) {
      *it = r;
    } else {
      base.push_back(r);
    }
  }
}

} // namespace

namespace {
// 1 when two characters sit next to each other on a QWERTY keyboard: a likelier typo.
std::size_t adjacent_keys(char a, char b) {
  static const char* const rows[] = {"1234567890-", "qwertyuiop", "asdfghjkl", "zxcvbnm"};
  for (const char* row : rows) {
    std::string_view r(row);
    auto i = r.find(a);
    if (i != std::string_view::npos && ((i > 0 && r[i - 1] == b) || (i + 1 < r.size() && r[i + 1] == b))) {
      return 1;
    }
  }
  return 0;
}
} // namespace

// Edit distance in half steps: insertions and deletions cost 2, substitutions 2, or 1 between
// neighbouring keys ("yolo11z" -> "yolo11x", not "yolo11n").
std::string closest_match(std::string_view key, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_d = std::string::npos;
  for (const auto& c : candidates) {
    // Levenshtein distance, two rows.
    std::vector<std::size_t> prev(c.size() + 1), cur(c.size() + 1);
    for (std::size_t j = 0; j <= c.size(); ++j) {
      prev[j] = 2 * j;
    }
    for (std::size_t i = 1; i <= key.size(); ++i) {
      cur[0] = 2 * i;
      for (std::size_t j = 1; j <= c.size(); ++j) {
        std::size_t sub = prev[j - 1] + (key[i - 1] == c[j - 1] ? 0 : 2 - adjacent_keys(key[i - 1], c[j - 1]));
        cur[j] = std::min({prev[j] + 2, cur[j - 1] + 2, sub});
      }
      std::swap(prev, cur);
    }
    std::size_t d = prev[c.size()];
    // A candidate that contains the key (or vice versa) counts as close.
    if (c.find(key) != std::string::npos || (!c.empty() && key.find(c) != std::string_view::npos)) {
      d = std::min<std::size_t>(d, 2);
    }
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  std::size_t limit = 2 * std::max<std::size_t>(2, key.size() / 3);
  return best_d <= limit ? best : std::string();
}

namespace {

json parse_root(std::string_view text, const std::string& origin) {
  if (text.size() > k_max_catalog_bytes) {
    throw CatalogError(origin + ": file is " + std::to_string(text.size() / (1024 * 1024)) +
                       " MiB; a catalog may be at most 16 MiB (split it into overlays)");
  }
  if (nesting_depth(text) > k_max_depth) {
    throw CatalogError(origin + ": nested deeper than " + std::to_string(k_max_depth) +
                       " levels; a catalog is a few levels deep (see docs/catalog.md)");
  }
  json root;
  try {
    root = json::parse(text.begin(), text.end());
  } catch (const json::exception& e) { // parse_error, and out_of_range for numbers past a double
    std::string what = e.what();
    auto pos = what.find("parse error");
    throw CatalogError(origin + ": not valid JSON: " + (pos != std::string::npos ? what.substr(pos) : what));
  }
  if (!root.is_object()) {
    throw CatalogError(origin + ": the top level must be an object with lists gpus, cpus, ... (docs/catalog.md)");
  }
  return root;
}

void check_sections(const json& root, const std::string& origin, std::vector<std::string>& errors) {
  auto sv = root.find("schema_version");
  if (sv != root.end() && !(sv->is_number_integer() && sv->get<long long>() == 1)) {
    errors.push_back(origin + ": schema_version: must be 1 (got " + sv->dump() + ")");
  }
  static const std::set<std::string> known = {"schema_version", "gpus",   "cpus",      "dimms",  "psus",
                                              "circuits",       "families", "models",  "assumptions", "drives",
                                              "nics",           "platforms", "lineup", "prices"};
  for (auto it = root.begin(); it != root.end(); ++it) {
    if (known.count(it.key()) == 0) {
      std::vector<std::string> k(known.begin(), known.end());
      std::string guess = closest_match(it.key(), k);
      errors.push_back(origin + ": " + it.key() + ": unknown section" +
                       (guess.empty() ? "" : "; did you mean '" + guess + "'?"));
    }
  }
}

void overlay_prices(std::vector<PriceSpec>& base, const std::vector<PriceSpec>& add) {
  for (const auto& p : add) {
    auto it = std::find_if(base.begin(), base.end(), [&](const PriceSpec& b) { return b.id == p.id; });
    if (it != base.end()) {
      *it = p;
    } else {
      base.push_back(p);
    }
  }
}

} // namespace

Catalog Catalog::parse(std::string_view text, const std::string& origin) {
  Catalog c;
  c.overlay_text(text, origin);
  return c;
}

void Catalog::overlay_text(std::string_view text, const std::string& origin) {
  json root = parse_root(text, origin);
  std::vector<std::string> errors;
  check_sections(root, origin, errors);
  Catalog c;
  read_section(root, "gpus", origin, c.gpus, errors, read_gpu, gpus);
  read_section(root, "cpus", origin, c.cpus, errors, read_cpu, cpus);
  read_section(root, "dimms", origin, c.dimms, errors, read_dimm, dimms);
  read_section(root, "psus", origin, c.psus, errors, read_psu, psus);
  read_section(root, "circuits", origin, c.circuits, errors, read_circuit, circuits);
  read_section(root, "families", origin, c.families, errors, read_family, families);
  read_section(root, "models", origin, c.models, errors, read_model, models);
  read_section(root, "assumptions", origin, c.assumptions, errors, read_assumption, assumptions);
  read_section(root, "drives", origin, c.drives, errors, read_drive, drives);
  read_section(root, "nics", origin, c.nics, errors, read_nic, nics);
  read_section(root, "platforms", origin, c.platforms, errors, read_platform, platforms);
  read_section(root, "lineup", origin, c.lineup, errors, read_lineup, lineup);
  read_prices(root, origin, c.prices, errors);
  if (!errors.empty()) {
    throw CatalogError(errors);
  }
  overlay(c);
}

void Catalog::overlay(const Catalog& other) {
  overlay_kind(gpus, other.gpus);
  overlay_kind(cpus, other.cpus);
  overlay_kind(dimms, other.dimms);
  overlay_kind(psus, other.psus);
  overlay_kind(circuits, other.circuits);
  overlay_kind(families, other.families);
  overlay_kind(models, other.models);
  overlay_kind(assumptions, other.assumptions);
  overlay_kind(drives, other.drives);
  overlay_kind(nics, other.nics);
  overlay_kind(platforms, other.platforms);
  overlay_kind(lineup, other.lineup);
  overlay_prices(prices, other.prices);
}

namespace {

template <class T>
bool has_id(const std::vector<T>& records, const std::string& id) {
  return find_exact(records, id) != nullptr;
}

template <class T>
std::string did_you_mean(const std::string& key, const std::vector<T>& records) {
  return suggestion_text(suggestions(records, key));
}

void platform_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& p : c.platforms) {
    std::string where = origin + ": platforms '" + p.id + "': ";
    for (const auto& g : p.qualified_gpus) {
      if (!has_id(c.gpus, g)) {
        errors.push_back(where + "qualified_gpus: unknown GPU '" + g + "'" + did_you_mean(g, c.gpus));
      }
    }
    for (const auto& psu : p.psu_options) {
      if (!has_id(c.psus, psu)) {
        errors.push_back(where + "psu_options: unknown PSU '" + psu + "'" + did_you_mean(psu, c.psus));
      }
    }
    for (const auto& fam : p.cpu_families) {
      bool any = std::any_of(c.cpus.begin(), c.cpus.end(), [&](const CpuSpec& cpu) { return cpu.family == fam; });
      if (!any) {
        errors.push_back(where + "cpu_families: no catalog CPU belongs to '" + fam + "' (add the CPUs or fix the family)");
      }
    }
  }
}

void lineup_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& l : c.lineup) {
    std::string where = origin + ": lineup '" + l.id + "': ";
    const PlatformSpec* p = find_exact(c.platforms, l.platform);
    if (!p) {
      errors.push_back(where + "platform: unknown platform '" + l.platform + "'" + did_you_mean(l.platform, c.platforms));
    } else if (!p->qualifies(l.gpu)) {
      errors.push_back(where + "gpu: " + l.platform + " does not qualify '" + l.gpu + "' (its qualified_gpus: " +
                       fmt::format("{}", fmt::join(p->qualified_gpus, ", ")) + ")");
    } else if (!p->allows_count(l.count)) {
      errors.push_back(where + "count: " + l.platform + " takes " + fmt::format("{}", fmt::join(p->gpu_counts, ", ")) +
                       " GPUs, not " + std::to_string(l.count));
    }
    if (!has_id(c.gpus, l.gpu)) {
      errors.push_back(where + "gpu: unknown GPU '" + l.gpu + "'" + did_you_mean(l.gpu, c.gpus));
    }
    const CpuSpec* cpu = l.cpu.empty() ? nullptr : find_exact(c.cpus, l.cpu);
    if (!l.cpu.empty() && !cpu) {
      errors.push_back(where + "cpu: unknown CPU '" + l.cpu + "'" + did_you_mean(l.cpu, c.cpus));
    } else if (cpu && p && !p->takes_family(cpu->family)) {
      errors.push_back(where + "cpu: " + l.platform + " takes " + fmt::format("{}", fmt::join(p->cpu_families, ", ")) +
                       ", not " + cpu->family + " (" + cpu->id + ")");
    }
  }
}

void price_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  std::vector<std::string> ids = c.all_ids();
  for (const auto& p : c.prices) {
    if (std::find(ids.begin(), ids.end(), p.id) == ids.end()) {
      std::string guess = closest_match(p.id, ids);
      errors.push_back(origin + ": prices '" + p.id + "': id: no record has this id" +
                       (guess.empty() ? std::string() : "; did you mean '" + guess + "'?"));
    }
    if (p.currency != c.prices.front().currency) {
      errors.push_back(origin + ": prices '" + p.id + "': currency: " + p.currency + " mixes with " +
                       c.prices.front().currency + " ('" + c.prices.front().id +
                       "'); one price list, one currency (convert before overlaying)");
    }
  }
}

} // namespace

bool PlatformSpec::qualifies(const std::string& gpu_id) const {
  return std::find(qualified_gpus.begin(), qualified_gpus.end(), gpu_id) != qualified_gpus.end();
}

bool PlatformSpec::allows_count(int count) const {
  return std::find(gpu_counts.begin(), gpu_counts.end(), count) != gpu_counts.end();
}

bool PlatformSpec::takes_family(const std::string& family) const {
  return std::find(cpu_families.begin(), cpu_families.end(), family) != cpu_families.end();
}

void Catalog::validate_references(const std::string& origin) const {
  std::vector<std::string> errors;
  // A catalog without these cannot answer anything: one line each, not one per missing record.
  if (models.empty()) {
    errors.push_back(origin + ": models: none (vsize needs at least one model; start from the embedded catalog "
                              "instead of --no-default-catalog, or add models)");
  }
  if (assumptions.empty()) {
    errors.push_back(origin + ": assumptions: none (the model constants; start from the embedded catalog "
                              "instead of --no-default-catalog, or copy them from data/catalog.json)");
  } else {
    auto problems = assumption_problems(*this, origin);
    errors.insert(errors.end(), problems.begin(), problems.end());
  }
  for (const auto& m : models) {
    const FamilySpec* fam = find_in(families, m.family);
    if (!fam) {
      errors.push_back(origin + ": models '" + m.id + "': family: unknown family '" + m.family +
                       "' (add it under families or fix the id)");
    } else if (!m.stem_channels && fam->val_cache_kept_up_to > 0) {
      errors.push_back(origin + ": models '" + m.id + "': stem_channels: missing (its family '" + m.family +
                       "' keeps a validation cache; give the first convolution's output channels, e.g. 32)");
    }
  }
  platform_problems(*this, origin, errors);
  lineup_problems(*this, origin, errors);
  price_problems(*this, origin, errors);
  if (!errors.empty()) {
    throw CatalogError(errors);
  }
}

const GpuSpec& Catalog::gpu(std::string_view key) const { return lookup(gpus, key, "gpu", "--gpu"); }
const CpuSpec& Catalog::cpu(std::string_view key) const { return lookup(cpus, key, "cpu", "--cpu"); }
const DimmSpec& Catalog::dimm(std::string_view key) const { return lookup(dimms, key, "dimm", "--dimm"); }
const PsuSpec& Catalog::psu(std::string_view key) const { return lookup(psus, key, "psu", "--psu"); }
const CircuitSpec& Catalog::circuit(std::string_view key) const {
  return lookup(circuits, key, "circuit", "--circuit");
}
const ModelSpec& Catalog::model(std::string_view key) const { return lookup(models, key, "model", "--model"); }
const PlatformSpec& Catalog::platform(std::string_view key) const {
  return lookup(platforms, key, "platform", "--platform");
}

const LineupSpec* Catalog::lineup_entry(std::string_view id) const { return find_in(lineup, id); }

const PriceSpec* Catalog::price(std::string_view id) const {
  for (const auto& p : prices) {
    if (p.id == id) {
      return &p;
    }
  }
  return nullptr;
}

std::string Catalog::currency() const { return prices.empty() ? std::string() : prices.front().currency; }

const FamilySpec& Catalog::family(std::string_view key) const {
  if (const auto* f = find_in(families, key)) {
    return *f;
  }
  throw CatalogError("catalog: family '" + std::string(key) + "' is missing");
}

const Assumption& Catalog::assumption_record(std::string_view id) const {
  if (const auto* a = find_in(assumptions, id)) {
    return *a;
  }
  throw CatalogError("catalog: assumptions '" + std::string(id) +
                     "' is missing (the default catalog has it; an overlay may not remove it)");
}

const Provenance* Catalog::find_any(std::string_view key, std::string* kind) const {
  auto try_kind = [&](const auto& records, const char* k) -> const Provenance* {
    const auto* r = find_in(records, key);
    if (r && kind) {
      *kind = k;
    }
    return r;
  };
  if (const auto* p = try_kind(gpus, "gpu")) return p;
  if (const auto* p = try_kind(cpus, "cpu")) return p;
  if (const auto* p = try_kind(dimms, "dimm")) return p;
  if (const auto* p = try_kind(psus, "psu")) return p;
  if (const auto* p = try_kind(circuits, "circuit")) return p;
  if (const auto* p = try_kind(models, "model")) return p;
  if (const auto* p = try_kind(families, "family")) return p;
  if (const auto* p = try_kind(assumptions, "assumption")) return p;
  if (const auto* p = try_kind(drives, "drive")) return p;
  if (const auto* p = try_kind(nics, "nic")) return p;
  if (const auto* p = try_kind(platforms, "platform")) return p;
  if (const auto* p = try_kind(lineup, "lineup")) return p;
  return nullptr;
}

std::vector<const Provenance*> Catalog::records() const {
  std::vector<const Provenance*> out;
  auto add = [&](const auto& records) {
    for (const auto& r : records) {
      out.push_back(&r);
    }
  };
  add(gpus);
  add(cpus);
  add(dimms);
  add(psus);
  add(circuits);
  add(models);
  add(families);
  add(assumptions);
  add(drives);
  add(nics);
  add(platforms);
  add(lineup);
  return out;
}

std::vector<std::string> Catalog::all_ids() const {
  std::vector<std::string> ids;
  for (const auto* r : records()) {
    ids.push_back(r->id);
  }
  return ids;
}

std::string Catalog::as_of() const {
  std::string latest;
  for (const auto* r : records()) {
    latest = std::max(latest, r->as_of);
  }
  return latest;
}

} // namespace vsize
