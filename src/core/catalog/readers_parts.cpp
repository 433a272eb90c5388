// The schema of the parts: GPUs, CPUs, DIMMs, PSUs, circuits, drives, NICs (docs/catalog.md).
#include "readers.hpp"

#include "vsize/units.hpp"

#include <cmath>
#include <set>

namespace vsize::catalog_io {

namespace {

// A GPU's MIG profiles (docs/catalog.md): one line for every profile a wrong memory_gb overflows
// (a review counted six lines for one slip).
void read_mig_profiles(RecordReader& r, GpuSpec& g) {
  std::vector<std::string> over;
  g.mig_profiles = r.objects<MigProfile>(
      "mig_profiles", false, "[{\"name\": \"1g.24gb\", ...}]",
      [](RecordReader& m, MigProfile& p) {
        p.name = m.str("name");
        p.instances = m.integer("instances", false, 64);
        p.memory_gb = m.num("memory_gb", false, k_max_figure, 0.5);
        p.memory_gib = m.opt_num("memory_gib", false, k_max_figure, 0.5);
        p.memory_gib_estimated = m.boolean("memory_gib_estimated", false);
        p.compute_fraction = m.num("compute_fraction", false, 1.0, 0.01);
      },
      [&](const MigProfile& p) {
        // Profile names round memory (4 x 1g.24gb on a 94 GB H100 NVL): allow 3 %.
        if (g.memory_gb > 0 && p.memory_gb * p.instances > g.memory_gb * 1.03) {
          over.push_back(p.name + " (" + std::to_string(p.instances) + " x " + json(p.memory_gb).dump() + " GB)");
        } else if (g.memory_gb > 0 && p.memory_gib && *p.memory_gib * p.instances > g.memory_gb) {
          // The listing is GiB of a card sold as memory_gb GiB, less what the driver keeps.
          over.push_back(p.name + " (" + std::to_string(p.instances) + " x " + json(*p.memory_gib).dump() + " GiB)");
        }
      });
  if (!over.empty()) {
    r.fail("mig_profiles",
           fmt::format("{} exceed the GPU's memory_gb {}", fmt::join(over, ", "), json(g.memory_gb).dump()));
  }
}

} // namespace

void read_record(RecordReader& r, GpuSpec& g) {
  g.memory_gb = r.num("memory_gb", false, k_max_figure, 0.5);
  if (auto v = r.opt_num("usable_memory_gib", false, k_max_figure, 0.5)) {
    g.usable_memory_gib = v;
  }
  g.usable_memory_derived = r.boolean("usable_memory_derived", false);
  if (g.usable_memory_derived && !g.usable_memory_gib) {
    r.fail("usable_memory_derived", "says how usable_memory_gib was found; give usable_memory_gib beside it");
  }
  g.memory_bandwidth_gb_per_s = r.num("memory_bandwidth_gb_per_s", false, k_max_figure, 1);
  g.fp32_tflops = r.num("fp32_tflops", false, k_max_figure, 0.01);
  g.tf32_dense_tflops = r.opt_num("tf32_dense_tflops", false, k_max_figure, 0.01);
  g.bf16_dense_tflops = r.opt_num("bf16_dense_tflops", false, k_max_figure, 0.01);
  g.fp16_dense_tflops = r.opt_num("fp16_dense_tflops", false, k_max_figure, 0.01);
  g.fp8_dense_tflops = r.opt_num("fp8_dense_tflops", false, k_max_figure, 0.01);
  g.achieved_matmul_fraction = r.opt_num("achieved_matmul_fraction", false, 1.0, 0.01);
  g.achieved_matmul_fraction_fp16 = r.opt_num("achieved_matmul_fraction_fp16", false, 1.0, 0.01);
  if (g.achieved_matmul_fraction_fp16 && !g.achieved_matmul_fraction) {
    r.fail("achieved_matmul_fraction_fp16",
           "needs achieved_matmul_fraction beside it (the share every other precision runs at)");
  }
  g.matmul_fraction_from = r.str("matmul_fraction_from", false);
  if (!g.matmul_fraction_from.empty() && g.achieved_matmul_fraction) {
    r.fail("matmul_fraction_from", "a GPU with its own achieved_matmul_fraction borrows none");
  }
  g.achieved_memory_bandwidth_fraction = r.opt_num("achieved_memory_bandwidth_fraction", false, 1.0, 0.01);
  g.l2_mb = r.opt_num("l2_mb", false, 100000, 0.1);
  g.l2_partitions = r.opt_int("l2_partitions", false, 16).value_or(1);
  g.architecture = r.str("architecture", false);
  static const std::set<std::string> k_generations = {"volta", "turing", "ampere", "ada", "hopper", "blackwell"};
  if (!g.architecture.empty() && !k_generations.count(g.architecture)) {
    r.fail("architecture",
           "must be one of volta, turing, ampere, ada, hopper, blackwell (got \"" + g.architecture + "\")");
  }
  g.fp32_accumulate_half_rate = r.boolean("fp32_accumulate_half_rate", false);
  g.max_power_w = r.num("max_power_w", false, 10000, 1);
  g.min_power_w = r.opt_num("min_power_w", false, 10000);
  g.pcie_gen = r.integer("pcie_gen", false, 7);
  g.pcie_lanes = r.integer("pcie_lanes", false, 32);
  g.nvlink_gb_per_s = r.num("nvlink_gb_per_s", true);
  g.nvlink_topology = r.choice<NvlinkTopology>("nvlink_topology");
  g.nvlink_group_max = r.integer("nvlink_group_max", true, 72);
  if (g.nvlink_topology != NvlinkTopology::none && (g.nvlink_gb_per_s <= 0 || g.nvlink_group_max < 2)) {
    r.fail("nvlink_topology",
           fmt::format("\"{}\" needs nvlink_gb_per_s > 0 and nvlink_group_max >= 2", to_string(g.nvlink_topology)));
  }
  g.form_factor = r.choice<FormFactor>("form_factor");
  g.slots = r.integer("slots", true, 4);
  // A PCIe card fills at least one slot (review s84 F4: 0 was taken); a module takes none.
  if (g.form_factor == FormFactor::pcie && g.slots == 0) {
    r.fail("slots", "a PCIe card fills at least 1 slot (got 0); a module (form_factor sxm) has 0");
  }
  g.cooling = r.str("cooling", false);
  g.tier = r.one_of("tier", {"datacenter", "workstation", "consumer"}, false);
  g.ecc = r.boolean("ecc", false);
  g.nvdec_engines = r.opt_int("nvdec_engines", false, 64);
  g.nvdec_fps_h264_1080p = r.opt_num("nvdec_fps_h264_1080p", false, 1e6, 1);
  g.nvdec_fps_h265_1080p = r.opt_num("nvdec_fps_h265_1080p", false, 1e6, 1);
  read_mig_profiles(r, g);
  if (!g.bf16_dense_tflops && !g.fp16_dense_tflops && !g.tf32_dense_tflops && g.fp32_tflops <= 0) {
    r.fail("fp32_tflops", "a GPU needs at least one compute rate");
  }
}

void read_record(RecordReader& r, CpuSpec& c) {
  c.vendor = r.one_of("vendor", {"amd", "intel"});
  c.family = r.str("family", false);
  c.cores = r.integer("cores", false, 1024);
  c.threads = r.integer("threads", false, 2048);
  c.base_ghz = r.num("base_ghz", false, 10, 0.1);
  c.boost_ghz = r.opt_num("boost_ghz", false, 10);
  if (c.boost_ghz && *c.boost_ghz < c.base_ghz) { // review s84 F4: 0.5 under a 3.55 GHz base was taken
    r.fail("boost_ghz",
           fmt::format("below base_ghz {:g} (got {:g}); the boost clock is the higher", c.base_ghz, *c.boost_ghz));
  }
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
  c.workstation = r.boolean("workstation", false);
  if (c.threads > 0 && c.cores > 0 && c.threads < c.cores) {
    r.fail("threads", "must be at least cores");
  }
}

void read_record(RecordReader& r, DimmSpec& d) {
  d.memory_type = r.choice<MemoryType>("memory_type");
  d.capacity_gb = r.num("capacity_gb", false, 4096, 0.5);
  d.ranks = r.str("ranks", false);
  d.max_mt_s = r.integer("max_mt_s", false, 20000);
  d.power_w = r.num("power_w", false, 100);
}

namespace {

// A PSU's efficiency at rising loads: at least one point, both keys, load ascending.
std::vector<EfficiencyPoint> read_efficiency_curve(RecordReader& r, const char* key, bool required) {
  double last = 0;
  return r.objects<EfficiencyPoint>(
      key, required, "[{\"load_fraction\": 0.5, \"efficiency\": 0.94}, ...]",
      [](RecordReader& e, EfficiencyPoint& pt) {
        pt.load_fraction = e.num("load_fraction", false, 1.0);
        pt.efficiency = e.num("efficiency", false, 1.0, 0.3);
      },
      [&](const EfficiencyPoint& pt) {
        if (pt.load_fraction <= last) {
          r.fail(key, "load_fraction must ascend");
        }
        last = pt.load_fraction;
      });
}

} // namespace

void read_record(RecordReader& r, PsuSpec& p) {
  p.rating_high_line_w = r.num("rating_high_line_w", false, 20000);
  p.rating_low_line_w = r.opt_num("rating_low_line_w", false, 20000);
  p.rating_200v_w = r.opt_num("rating_200v_w", false, 20000);
  for (auto [key, v] : {std::pair<const char*, std::optional<double>>{"rating_high_line_w", p.rating_high_line_w},
                        {"rating_low_line_w", p.rating_low_line_w},
                        {"rating_200v_w", p.rating_200v_w}}) {
    if (v && *v > 0 && *v < 50) {
      r.fail(key, "must be at least 50 W (got " + fmt::format("{:g}", *v) + ")");
    }
  }
  if (p.rating_200v_w && *p.rating_200v_w > p.rating_high_line_w) {
    r.fail("rating_200v_w", fmt::format("must not exceed rating_high_line_w ({:g} W): it is the rating below 220 V",
                                        p.rating_high_line_w));
  }
  p.efficiency_class = r.str("efficiency_class", false);
  p.form_factor = r.str("form_factor", false);
  p.efficiency_curve = read_efficiency_curve(r, "efficiency_curve", true);
  p.efficiency_curve_low_line = read_efficiency_curve(r, "efficiency_curve_low_line", false);
}

void read_record(RecordReader& r, CircuitSpec& c) {
  c.voltage_v = r.num("voltage_v", false, 1000, 50);
  c.phases = r.integer("phases", false, 3);
  c.breaker_a = r.num("breaker_a", false, 1000, 1);
  c.continuous_derating = r.num("continuous_derating", false, 1.0, 0.1);
  c.usable_w = r.num("usable_w", false, 1e6, 50);
  c.region = r.choice<Region>("region", false);
  if (c.phases == 2) { // 0 or 4 were the range's own error (review s84 F6: two lines for one slip)
    r.fail("phases", "must be 1 or 3 (got 2)");
  }
  // Usable power: V x A (x sqrt(3) line-to-line for three phase) x continuous derating
  // (research/platform.md §4b).
  double expected = c.voltage_v * c.breaker_a * (c.phases == 3 ? units::k_sqrt3 : 1.0) * c.continuous_derating;
  if (c.usable_w > 0 && expected > 0 && std::abs(c.usable_w - expected) > 0.001 * expected) {
    r.fail("usable_w", "must equal voltage_v x breaker_a" + std::string(c.phases == 3 ? " x sqrt(3)" : "") +
                           " x continuous_derating = " + json(std::round(expected * 10) / 10).dump() + " (got " +
                           json(c.usable_w).dump() + ")");
  }
}

void read_record(RecordReader& r, DriveSpec& d) {
  d.medium = r.choice<DriveMedium>("medium");
  d.iface = r.choice<DriveInterface>("interface");
  d.form_factors = r.choices<DriveFormFactor>("form_factors");
  d.capacity_tb = r.num("capacity_tb", false, 1000, 0.01);
  d.read_gb_per_s = r.num("read_gb_per_s", false, 1000, 0.01);
  d.write_gb_per_s = r.num("write_gb_per_s", false, 1000, 0.01);
  d.power_w = r.num("power_w", false, 1000);
  d.pcie_lanes = r.integer("pcie_lanes", true, 32);
  if (d.form_factors.empty()) {
    r.fail("form_factors",
           "must list at least one of " + fmt::format("{}", fmt::join(enum_names<DriveFormFactor>(), ", ")));
  }
  bool nvme = d.bus() == DriveBus::nvme;
  if ((d.medium == DriveMedium::nvme) != nvme) {
    r.fail("interface", fmt::format("{} does not match medium {}", to_string(d.iface), to_string(d.medium)));
  }
  if (nvme && d.pcie_lanes < 1) {
    r.fail("pcie_lanes", "an NVMe drive needs at least 1 lane");
  }
}

void read_record(RecordReader& r, NicSpec& n) {
  n.role = r.choice<NicRole>("role");
  n.speed_gbps = r.num("speed_gbps", false, 100000, 1);
  n.ports = r.opt_int("ports", false, 16).value_or(1);
  n.power_w = r.num("power_w", false, 1000);
  n.pcie_lanes = r.integer("pcie_lanes", false, 32);
}

void read_record(RecordReader& r, BridgeSpec& b) {
  b.gpus = r.strings("gpus");
  b.ways = r.integer("ways", false, 8);
  b.per_group = r.integer("per_group", false, 8);
  if (b.ways < 2) {
    r.fail("ways", "a bridge joins at least 2 cards");
  }
}

} // namespace vsize::catalog_io
