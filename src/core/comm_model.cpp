// M4: DDP all-reduce (formulas: include/vsize/comm_model.hpp).
#include "vsize/comm_model.hpp"

#include "vsize/cluster_model.hpp"
#include "vsize/host_model.hpp"
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
    l.efficiency = a[K::nccl_pcie_p2p_share];
  }
  l.effective_gb_per_s = l.theoretical_gb_per_s * l.efficiency;
  // NCCL src/graph/paths.cc ncclTopoCheckP2p: "By default don't use P2P across CPU Host Bridges
  // and further apart" (p2pLevel PATH_PXB: GPUs under a common PCIe switch), except "P2P between
  // pairs of GPUs on AMD systems". Without peer-to-peer (and GeForce cards have none) the ring
  // copies through host memory (its SHM transport), whose bus bandwidth the CPUs and memory set,
  // not the slot (NVIDIA/nccl #1639: 8x RTX 5090 on PCIe 5.0 reach 28 GB/s, 4 reach 35).
  const bool p2p = gpu.tier != "consumer" && ((in.pcie_switch && in.sockets <= 1) || (in.amd_host && in.count <= 2));
  if (l.kind == LinkKind::pcie && !p2p) {
    l.kind = LinkKind::host_memory;
    // #1639's two figures: 35 GB/s for 4 GPUs, 28 for 8 (more rings share the host's memory).
    const double shm = in.count <= 4 ? a[K::nccl_shm_busbw_4gpu_gb_per_s] : a[K::nccl_shm_busbw_gb_per_s];
    l.theoretical_gb_per_s = std::min(shm, l.theoretical_gb_per_s * a[K::pcie_efficiency]);
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
  double last_bucket_s =
      ring_bytes_per_gpu(std::min(bucket_bytes, gradient_bytes), n) / bytes_per_s + 2.0 * (n - 1) * latency_s;
  a.exposed_s = exposed_allreduce_s(a.time_s, last_bucket_s, overlap_fraction, backward_s);
  return a;
}

double exposed_allreduce_s(double time_s, double last_bucket_s, double overlap_fraction, double backward_s) {
  double hidden = std::min(time_s * overlap_fraction, backward_s);
  return std::max(time_s - hidden, std::min(time_s, last_bucket_s));
}

LevelTimes ring_allreduce(double bytes, const NcclInputs& in) {
  // NCCL tuning.cc: a flat ring of n ranks moves 2 (n - 1) / n x the bytes through every hop;
  // 2 (N - 1) of its 2 (n - 1) steps cross the fabric; multi-node rings pay the plateau factor.
  LevelTimes t;
  double moved = ring_bytes_per_gpu(bytes, in.ranks);
  t.intra_bw_s = in.intra_gb_per_s > 0 ? moved / units::from_gb(in.intra_gb_per_s) : 0.0; // 0: one GPU a node
  t.inter_bw_s = moved / units::from_gb(in.inter_gb_per_s);
  double inter_steps = 2.0 * (in.nodes - 1);
  double intra_steps = 2.0 * (in.ranks - 1) - inter_steps;
  t.intra_lat_s = units::from_us((in.base_us + intra_steps * in.ring_intra_us) * in.ring_plateau);
  t.inter_lat_s = units::from_us(inter_steps * in.net_us * in.ring_plateau);
  return t;
}

LevelTimes tree_allreduce(double bytes, const NcclInputs& in) {
  // NCCL tuning.cc: tree bus bandwidth x 0.92, at half the bus bandwidth as algorithm bandwidth
  // (each rank sends and receives the whole buffer), x the size correction; a chain of G - 1
  // steps inside the node and log2 N tree levels between nodes, up and down.
  LevelTimes t;
  double per_gb = 0.5 * in.tree_bandwidth_factor * in.tree_correction;
  t.intra_bw_s = in.intra_gb_per_s > 0 ? bytes / units::from_gb(per_gb * in.intra_gb_per_s) : 0.0;
  t.inter_bw_s = bytes / units::from_gb(per_gb * in.inter_gb_per_s);
  int gpus_per_node = in.nodes > 0 ? in.ranks / in.nodes : in.ranks;
  t.intra_lat_s = units::from_us(in.base_us + 2.0 * (gpus_per_node - 1) * in.tree_intra_us);
  t.inter_lat_s = units::from_us(2.0 * std::log2(static_cast<double>(in.nodes)) * in.net_us);
  return t;
}

namespace {

void add(LevelTimes& sum, const LevelTimes& t, double times) {
  sum.intra_bw_s += t.intra_bw_s * times;
  sum.inter_bw_s += t.inter_bw_s * times;
  sum.intra_lat_s += t.intra_lat_s * times;
  sum.inter_lat_s += t.inter_lat_s * times;
}

// The faster of NCCL's two algorithms for a message of `bytes`.
std::pair<CollectiveAlgo, LevelTimes> fastest(double bytes, const NcclInputs& in) {
  LevelTimes ring = ring_allreduce(bytes, in);
  LevelTimes tree = tree_allreduce(bytes, in);
  return tree.total_s() < ring.total_s() ? std::pair{CollectiveAlgo::tree, tree}
                                         : std::pair{CollectiveAlgo::ring, ring};
}

} // namespace

ClusterAllReduce cluster_allreduce(double gradient_bytes, double bucket_bytes, const NcclInputs& in) {
  ClusterAllReduce c;
  c.active = true;
  c.inputs = in;
  c.bucket_bytes = std::min(bucket_bytes, gradient_bytes);
  int full = static_cast<int>(std::floor(gradient_bytes / c.bucket_bytes + 1e-9));
  double rest = gradient_bytes - full * c.bucket_bytes;
  c.buckets = full + (rest > 1e-6 * c.bucket_bytes ? 1 : 0);
  c.ring_bucket = ring_allreduce(c.bucket_bytes, in);
  c.tree_bucket = tree_allreduce(c.bucket_bytes, in);
  auto [algo, one] = fastest(c.bucket_bytes, in);
  c.algorithm = algo;
  add(c.times, one, full);
  if (c.buckets > full) {
    auto [rest_algo, rest_times] = fastest(rest, in);
    add(c.times, rest_times, 1);
    c.rest_bytes = rest;
    c.rest_algorithm = rest_algo;
    c.rest_s = rest_times.total_s();
  }
  c.last_bucket_s = one.total_s();
  return c;
}

namespace {

NcclInputs nccl_inputs(const Scenario& s, const RingLink& link, const HostPlan& host) {
  const Constants& a = s.a;
  NcclInputs in;
  in.ranks = s.ranks();
  in.nodes = s.topo.nodes;
  in.intra_gb_per_s = link.effective_gb_per_s;
  in.inter_gb_per_s = s.fabric->busbw_gb_per_s;
  in.base_us = a[K::nccl_base_latency_us];
  bool nvlink = link.kind == LinkKind::nvswitch || link.kind == LinkKind::nvlink_bridge;
  double hw_us = nvlink ? a[K::nccl_nvlink_latency_us] : a[K::nccl_pcie_latency_us];
  // NCCL's network overhead per step: 2 us on AMD hosts, 1 us on Intel, x3 for Simple.
  bool intel = host.cpu && host.cpu->vendor == "intel";
  double overhead_us = intel ? a[K::nccl_net_overhead_intel_us] : a[K::nccl_net_overhead_amd_us];
  in.ring_intra_us = std::max(hw_us, 3.0 * overhead_us);
  in.tree_intra_us = a[K::nccl_tree_intra_latency_us];
  in.net_us = s.fabric->fabric.spec->latency_us;
  in.ring_plateau = a[K::nccl_ring_plateau_factor];
  in.tree_bandwidth_factor = a[K::nccl_tree_bandwidth_factor];
  in.tree_correction = a[K::nccl_tree_correction];
  return in;
}

// Across nodes: NCCL's model per DDP bucket, over the GPU link and the fabric.
void plan_cluster_allreduce(const Scenario& s, const HostPlan& host, CommPlan& p) {
  p.cluster = cluster_allreduce(p.allreduce.gradient_bytes, p.bucket_bytes, nccl_inputs(s, p.link, host));
  AllReduce& r = p.allreduce;
  r.bytes_per_gpu = p.cluster.algorithm == CollectiveAlgo::ring ? ring_bytes_per_gpu(r.gradient_bytes, s.ranks())
                                                                : 2.0 * r.gradient_bytes; // NCCL #457
  r.time_s = p.cluster.times.total_s();
  r.exposed_s = exposed_allreduce_s(r.time_s, p.cluster.last_bucket_s, p.overlap_fraction, p.backward_s);
}

} // namespace

CommPlan plan_comm(const Scenario& s, const StepPlan& step, const HostPlan& host, const PlatformPlan& platform) {
  const Constants& a = s.a;
  CommPlan p;
  p.allreduce.gradient_bytes = s.model.params_m * units::k_params_per_m * units::k_fp32_bytes; // FP32 gradients
  p.active = s.ranks_communicate();
  if (!p.active) {
    return p;
  }
  const bool switched = s.platform && s.platform->pcie_switched();
  const bool amd = host.cpu && host.cpu->vendor == "amd";
  p.link_inputs = LinkInputs{s.topo.gpus_per_node, std::max(1, host.sockets), platform.nvlink_group_max, switched, amd};
  p.link = ring_link(s.gpu, p.link_inputs, a);
  p.overlap_fraction = a[K::ddp_overlap_fraction];
  p.bucket_bytes = units::from_mb(a[K::ddp_bucket_mb]);
  p.backward_s = step.backward_s;
  if (s.fabric && s.fabric->active) {
    plan_cluster_allreduce(s, host, p);
  } else {
    p.latency_s = units::from_us(a[K::nccl_latency_us]);
    p.allreduce = allreduce(p.allreduce.gradient_bytes, s.ranks(), p.link, p.latency_s, p.overlap_fraction,
                            p.backward_s, p.bucket_bytes);
    if (platform.bridge_assumed && p.link.kind == LinkKind::nvlink_bridge) {
      // A server outside the catalog: whether its cards carry the bridge is not known.
      LinkInputs unbridged = p.link_inputs;
      unbridged.nvlink_group_max = 1;
      RingLink pcie = ring_link(s.gpu, unbridged, a);
      p.without_bridge = CommPlan::NoBridge{pcie, allreduce(p.allreduce.gradient_bytes, s.ranks(), pcie, p.latency_s,
                                                            p.overlap_fraction, p.backward_s, p.bucket_bytes)};
    }
  }
  p.sync_per_doubling = a[K::ddp_sync_overhead_per_doubling];
  // The step as this host runs it (its clock scales the dispatch), before the sync it adds to.
  const double step_s = host.step_on_host_s > 0 ? host.step_on_host_s : step.time.step_s;
  double doublings = std::log2(s.ranks());
  if (s.fabric && s.fabric->active) {
    // Across nodes the loss per doubling is smaller than inside one (published weak scaling).
    p.sync_per_node_doubling = a[K::ddp_sync_overhead_per_node_doubling];
    double node_doublings = std::log2(static_cast<double>(s.topo.nodes));
    doublings = std::log2(static_cast<double>(s.ranks()) / s.topo.nodes);
    p.sync_overhead_s = step_s * (p.sync_per_doubling * doublings + p.sync_per_node_doubling * node_doublings);
  } else {
    p.sync_overhead_s = step_s * p.sync_per_doubling * doublings;
  }
  return p;
}

BridgePlan plan_bridges(const std::vector<BridgeSpec>& bridges, const GpuSpec& gpu, const CommPlan& comm) {
  BridgePlan p;
  const int cards = comm.link_inputs.count;
  p.cards = std::min(comm.link_inputs.nvlink_group_max, cards);
  if (!comm.active || gpu.nvlink_topology != NvlinkTopology::bridge || p.cards < 2) {
    return BridgePlan{};
  }
  p.groups = (cards + p.cards - 1) / p.cards;
  for (const BridgeSpec& b : bridges) {
    bool fits = std::find(b.gpus.begin(), b.gpus.end(), gpu.id) != b.gpus.end() && b.ways >= p.cards;
    if (fits && (!p.bridge || b.ways < p.bridge->ways)) {
      p.bridge = &b;
    }
  }
  if (!p.bridge) {
    p.uncatalogued = true;
    return p;
  }
  p.count = p.bridge->per_group * p.groups;
  return p;
}

} // namespace vsize
