// The schema of what joins nodes: switches and fabrics (docs/catalog.md).
#include "readers.hpp"

namespace vsize::catalog_io {

void read_record(RecordReader& r, SwitchSpec& s) {
  s.kind = r.choice<SwitchKind>("kind");
  s.ports = r.integer("ports", false, 4096);
  s.port_gbps = r.num("port_gbps", false, 100000, 1);
  s.power_w = r.num("power_w", false, 100000, 1);
  s.rack_units = r.integer("rack_units", false, 64);
  s.uplink_ports = r.opt_int("uplink_ports", false, 4096).value_or(0);
  s.uplink_gbps = r.opt_num("uplink_gbps", false, 100000).value_or(0);
  s.uplink_switch = r.str("uplink_switch", false);
  if ((s.uplink_ports > 0) != (s.uplink_gbps > 0) || (s.uplink_ports > 0) != !s.uplink_switch.empty()) {
    r.fail("uplink_ports", "uplink_ports, uplink_gbps and uplink_switch come together (the spine switch the uplinks "
                           "reach)");
  }
}

void read_record(RecordReader& r, FabricSpec& f) {
  f.kind = r.choice<FabricKind>("kind");
  f.gbit_s = r.num("gbit_s", false, 100000, 1);
  f.nic = r.str("nic");
  f.switch_id = r.str("switch");
  f.rdma = r.boolean("rdma");
  f.busbw_gb_per_s = r.num("busbw_gb_per_s", false, 10000, 0.01);
  f.latency_us = r.num("latency_us", true, 1e6);
  f.nics_per_gpu_min = r.num("nics_per_gpu_min", false, 16, 0.01);
  f.nics_per_gpu_max = r.num("nics_per_gpu_max", false, 16, 0.01);
  f.min_nics_per_node = r.integer("min_nics_per_node", false, 64);
  f.cable_power_w = r.num("cable_power_w", true, 1000);
  f.k8s_rdma_resource = r.str("k8s_rdma_resource", false);
  if (f.nics_per_gpu_max < f.nics_per_gpu_min) {
    r.fail("nics_per_gpu_max", "must be at least nics_per_gpu_min");
  }
  // NCCL cannot move more than the line rate: busbw per NIC <= gbit_s / 8 GB/s.
  if (f.gbit_s > 0 && f.busbw_gb_per_s > f.gbit_s / 8.0) {
    r.fail("busbw_gb_per_s", fmt::format("exceeds the line rate {:g} Gb/s / 8 = {:g} GB/s", f.gbit_s, f.gbit_s / 8.0));
  }
  if (f.rdma && f.k8s_rdma_resource.empty()) {
    r.fail("k8s_rdma_resource", "an RDMA fabric names the Kubernetes resource its pods request");
  }
}

} // namespace vsize::catalog_io
