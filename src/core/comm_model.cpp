// M4: DDP all-reduce (formulas: include/vsize/comm_model.hpp).
#include "vsize/comm_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

double pcie_gb_per_s_per_direction(int gen, int lanes) {
  // Gen3 8 GT/s, Gen4 16, Gen5 32, Gen6 64; 128b/130b encoding (research/gpus.md §5:
  // Gen4 x16 31.5 GB/s, Gen5 x16 63.0 GB/s).
  double gt_s = gen <= 1 ? 2.5 : gen == 2 ? 5.0 : 8.0 * static_cast<double>(1 << (gen - 3));
  double encoding = gen <= 2 ? 0.8 : 128.0 / 130.0;
  return gt_s * lanes * encoding / 8.0;
}

RingLink ring_link(const GpuSpec& gpu, const LinkInputs& in, const Constants& a) {
  RingLink l;
  if (in.count <= 1) {
    return l;
  }
  bool nvlink_ring =
      (gpu.nvlink_topology == NvlinkTopology::nvswitch || gpu.nvlink_topology == NvlinkTopology::bridge) &&
      in.count <= in.nvlink_group_max;
  if (nvlink_ring) {
    l.kind = gpu.nvlink_topology == NvlinkTopology::nvswitch ? LinkKind::nvswitch : LinkKind::nvlink_bridge;
    l.theoretical_gb_per_s = gpu.nvlink_gb_per_s / 2.0; // NVIDIA quotes both directions
    l.efficiency = a[K::nvlink_efficiency];
  } else {
    l.kind = LinkKind::pcie;
    l.pcie_gen = gpu.pcie_gen;
    l.pcie_lanes = gpu.pcie_lanes;
    l.theoretical_gb_per_s = pcie_gb_per_s_per_direction(gpu.pcie_gen, gpu.pcie_lanes);
    l.efficiency = a[K::pcie_efficiency];
  }
  l.effective_gb_per_s = l.theoretical_gb_per_s * l.efficiency;
  // A PCIe ring over two sockets crosses the socket link once in each direction.
  if (l.kind == LinkKind::pcie && in.sockets > 1 && a[K::socket_link_gb_per_s] < l.effective_gb_per_s) {
    l.kind = LinkKind::socket;
    l.theoretical_gb_per_s = a[K::socket_link_gb_per_s];
    l.efficiency = 1.0;
    l.effective_gb_per_s = l.theoretical_gb_per_s;
  }
  return l;
}

double ring_bytes_per_gpu(double gradient_bytes, int n) {
  if (n <= 1) {
    return 0;
  }
  return 2.0 * (n - 1) / n * gradient_bytes;
}

AllReduce allreduce(double gradient_bytes, int n, const RingLink& link, double latency_s, double overlap_fraction,
                    double backward_s, double bucket_bytes) {
  AllReduce a;
  a.gradient_bytes = gradient_bytes;
  if (n <= 1 || link.effective_gb_per_s <= 0) {
    return a;
  }
  double bytes_per_s = units::from_gb(link.effective_gb_per_s);
  a.bytes_per_gpu = ring_bytes_per_gpu(gradient_bytes, n);
  a.time_s = a.bytes_per_gpu / bytes_per_s + 2.0 * (n - 1) * latency_s;
  double hidden = std::min(a.time_s * overlap_fraction, backward_s);
  double last_bucket_s =
      ring_bytes_per_gpu(std::min(bucket_bytes, gradient_bytes), n) / bytes_per_s + 2.0 * (n - 1) * latency_s;
  a.exposed_s = std::max(a.time_s - hidden, std::min(a.time_s, last_bucket_s));
  return a;
}

CommPlan plan_comm(const Scenario& s, const StepPlan& step, int sockets, int nvlink_group_max) {
  const Constants& a = s.a;
  CommPlan p;
  p.allreduce.gradient_bytes = s.model.params_m * units::k_params_per_m * units::k_fp32_bytes; // FP32 gradients
  p.active = s.ranks_communicate();
  if (!p.active) {
    return p;
  }
  p.link_inputs = LinkInputs{s.topo.gpus_per_node, std::max(1, sockets), nvlink_group_max};
  p.link = ring_link(s.gpu, p.link_inputs, a);
  p.latency_s = units::from_us(a[K::nccl_latency_us]);
  p.overlap_fraction = a[K::ddp_overlap_fraction];
  p.bucket_bytes = units::from_mb(a[K::ddp_bucket_mb]);
  p.backward_s = step.backward_s;
  p.allreduce = allreduce(p.allreduce.gradient_bytes, s.ranks(), p.link, p.latency_s, p.overlap_fraction, p.backward_s,
                          p.bucket_bytes);
  p.sync_per_doubling = a[K::ddp_sync_overhead_per_doubling];
  p.sync_overhead_s = step.time.step_s * p.sync_per_doubling * std::log2(s.ranks());
  return p;
}

} // namespace vsize
