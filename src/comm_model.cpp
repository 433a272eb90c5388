#include "vsize/comm_model.hpp"

#include <algorithm>

namespace vsize {

const char* to_string(LinkKind k) {
  switch (k) {
  case LinkKind::none: return "none";
  case LinkKind::nvswitch: return "nvswitch";
  case LinkKind::nvlink_bridge: return "nvlink-bridge";
  case LinkKind::pcie: return "pcie";
  case LinkKind::socket: return "socket-link";
  }
  return "none";
}

double pcie_gb_per_s_per_direction(int gen, int lanes) {
  // Gen3 8 GT/s, Gen4 16, Gen5 32, Gen6 64; 128b/130b encoding (research/gpus.md §5:
  // Gen4 x16 31.5 GB/s, Gen5 x16 63.0 GB/s).
  double gt_s = gen <= 1 ? 2.5 : gen == 2 ? 5.0 : 8.0 * static_cast<double>(1 << (gen - 3));
  double encoding = gen <= 2 ? 0.8 : 128.0 / 130.0;
  return gt_s * lanes * encoding / 8.0;
}

RingLink ring_link(const GpuSpec& gpu, const LinkInputs& in) {
  RingLink l;
  if (in.count <= 1) {
    return l;
  }
  bool nvlink_ring = (gpu.nvlink_topology == NvlinkTopology::nvswitch ||
                      gpu.nvlink_topology == NvlinkTopology::bridge) &&
                     in.count <= gpu.nvlink_group_max;
  if (nvlink_ring) {
    l.kind = gpu.nvlink_topology == NvlinkTopology::nvswitch ? LinkKind::nvswitch : LinkKind::nvlink_bridge;
    l.theoretical_gb_per_s = gpu.nvlink_gb_per_s / 2.0; // NVIDIA quotes both directions
    l.efficiency = in.nvlink_efficiency;
  } else {
    l.kind = LinkKind::pcie;
    l.pcie_gen = gpu.pcie_gen;
    l.pcie_lanes = gpu.pcie_lanes;
    l.theoretical_gb_per_s = pcie_gb_per_s_per_direction(gpu.pcie_gen, gpu.pcie_lanes);
    l.efficiency = in.pcie_efficiency;
  }
  l.effective_gb_per_s = l.theoretical_gb_per_s * l.efficiency;
  // A PCIe ring over two sockets crosses the socket link once in each direction.
  if (l.kind == LinkKind::pcie && in.sockets > 1 && in.socket_link_gb_per_s < l.effective_gb_per_s) {
    l.kind = LinkKind::socket;
    l.theoretical_gb_per_s = in.socket_link_gb_per_s;
    l.efficiency = 1.0;
    l.effective_gb_per_s = in.socket_link_gb_per_s;
  }
  return l;
}

double ring_bytes_per_gpu(double gradient_bytes, int n) {
  if (n <= 1) {
    return 0;
  }
  return 2.0 * (n - 1) / n * gradient_bytes;
}

AllReduce allreduce(double gradient_bytes, int n, const RingLink& link, double latency_s,
                    double overlap_fraction, double backward_s, double bucket_bytes) {
  AllReduce a;
  a.gradient_bytes = gradient_bytes;
  if (n <= 1 || link.effective_gb_per_s <= 0) {
    return a;
  }
  a.bytes_per_gpu = ring_bytes_per_gpu(gradient_bytes, n);
  a.time_s = a.bytes_per_gpu / (link.effective_gb_per_s * 1e9) + 2.0 * (n - 1) * latency_s;
  double hidden = std::min(a.time_s * overlap_fraction, backward_s);
  double last_bucket_s = ring_bytes_per_gpu(std::min(bucket_bytes, gradient_bytes), n) / (link.effective_gb_per_s * 1e9) +
                         2.0 * (n - 1) * latency_s;
  a.exposed_s = std::max(a.time_s - hidden, std::min(a.time_s, last_bucket_s));
  return a;
}

} // namespace vsize
