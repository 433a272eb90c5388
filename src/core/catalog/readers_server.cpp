// The schema of platforms, the line-up and prices (docs/catalog.md).
#include "readers.hpp"

#include "vsize/power_model.hpp"
#include "vsize/units.hpp"

#include <cmath>

namespace vsize::catalog_io {

namespace {

std::vector<PsuZone> read_zones(RecordReader& r) {
  return r.objects<PsuZone>("psu_zones", true,
                            "[{\"name\": \"system\", \"bays\": 4, \"carries\": \"all\", \"share\": 1}]",
                            [](RecordReader& z, PsuZone& zone) {
                              zone.name = z.str("name");
                              zone.bays = z.integer("bays", false, 64);
                              zone.carries = z.choice<PsuZone::Carries>("carries");
                              zone.share = z.num("share", false, 1.0);
                            });
}

} // namespace

void read_record(RecordReader& r, PlatformSpec& p) {
  p.vendor = r.str("vendor");
  p.rack_units = r.integer("rack_units", false, 64);
  p.sockets = r.integer("sockets", false, 8);
  p.cpu_families = r.strings("cpu_families");
  p.cpu_tdp_max_w = r.opt_num("cpu_tdp_max_w", false, 2000);
  p.dimm_slots_per_socket = r.integer("dimm_slots_per_socket", false, 64);
  p.memory_mt_s_1dpc = r.opt_int("memory_mt_s_1dpc", false, 20000);
  p.memory_mt_s_2dpc = r.opt_int("memory_mt_s_2dpc", false, 20000);
  p.max_memory_gb = r.opt_num("max_memory_gb", false, 1e6);
  p.gpu_form_factor = r.choice<FormFactor>("gpu_form_factor");
  p.gpu_bays = r.integer("gpu_bays", false, 64);
  p.gpu_counts = r.integers("gpu_counts", 1, 64);
  p.qualified_gpus = r.strings("qualified_gpus");
  p.max_gpu_w = r.num("max_gpu_w", false, 10000, 1);
  p.nvlink_bridge_max = r.integer("nvlink_bridge_max", true, 72);
  p.pcie_topology = r.choice<PcieTopology>("pcie_topology");
  p.psu_bays = r.integer("psu_bays", false, 64);
  p.psu_options = r.strings("psu_options");
  p.psu_zones = read_zones(r);
  p.redundancy = r.choices<Redundancy>("redundancy");
  p.nvme_bays = r.integer("nvme_bays", true, 256);
  p.nic_slots = r.integer("nic_slots", true, 64);
  p.cooling = r.str("cooling", false);
  p.ambient_max_c = r.opt_num("ambient_max_c", false, 100);
  int zone_bays = 0;
  for (const auto& z : p.psu_zones) {
    zone_bays += z.bays;
  }
  if (p.psu_zones.size() > static_cast<std::size_t>(k_max_psu_zones)) {
    r.fail("psu_zones", fmt::format("{} zones; vsize plans at most {} (merge zones that share a feed)",
                                    p.psu_zones.size(), k_max_psu_zones));
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

void read_record(RecordReader& r, LineupSpec& l) {
  l.platform = r.str("platform");
  l.gpu = r.str("gpu");
  l.count = r.integer("count", false, 64);
  l.cpu = r.str("cpu", false);
  l.sockets = r.opt_int("sockets", false, 8);
  l.ram_gb = r.opt_num("ram_gb", false, 1e6);
}

void read_record(RecordReader& r, PriceSpec& p) {
  p.amount = r.num("amount", false, 1e10);
  p.currency = r.one_of("currency", {"EUR", "USD"});
}

} // namespace vsize::catalog_io
