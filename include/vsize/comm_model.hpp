#pragma once
// M4: DDP gradient all-reduce. Pure functions.
//
//   gradient bytes     = params x 4 (FP32 gradients; AMP keeps FP32 master weights)
//   bytes per GPU      = 2 (N - 1) / N x gradient bytes   (ring all-reduce: reduce-scatter +
//                        all-gather; Patarasuk & Yuan 2009; NCCL docs "busbw"); seed 000
//                        rounds this to 2 x for large N (S5: 2 x 227.6 MB = 455 MB)
//   time               = bytes per GPU / slowest link per direction + 2 (N - 1) x latency
//   exposed            = max(time - min(time x overlap, backward time), last bucket's time)
//                        (DDP overlaps bucketed all-reduce with the backward pass, but the
//                        last bucket (25 MB by default) only starts when backward ends;
//                        Li et al., VLDB 2020)
//   sync               = step x (sync-overhead-per-doubling x log2(GPUs per node)
//                        + sync-overhead-per-node-doubling x log2(nodes)); one node: x log2(N)
//                        (the node term fitted on published weak-scaling figures across nodes:
//                        Goyal et al. 2017, NVIDIA DeepLearningExamples EfficientNet, AWS
//                        p3.16xlarge, Horovod; see the catalog record): every step waits for
//                        the slowest rank (calibrated on seed 004's 3.5-3.8x for 4 GPUs, S11)
//
// Across nodes (cluster_model.hpp), NCCL's own cost model (src/graph/tuning.cc at 5067397,
// research nccl.md), per DDP bucket of B bytes (ddp-bucket-mb), n ranks on N nodes of G GPUs:
//   ring  bandwidth    = 2 (n - 1) / n x B over the GPU link (intra) and over the node's fabric
//                        busbw (inter): one flat ring, pipelined, so the slower level sets it
//                        ("we only build flat rings, no 2D ring", NCCL #471)
//         latency      = [base + (2 (n - 1) - 2 (N - 1)) x max(hw intra, 3 x net overhead)
//                        + 2 (N - 1) x net latency] x ring plateau factor
//   tree  bandwidth    = B / (0.5 x tree factor x correction x busbw) at each level
//         latency      = base + 2 ((G - 1) x tree intra + log2 N x net latency)
//   NCCL picks the faster per bucket size ("we estimate how much time each would take, then take
//   the lowest", NCCL #457); buckets = ceil(gradient bytes / B); exposed as above, with the last
//   bucket's own time.
#include "vsize/compute_model.hpp"
#include "vsize/platform_model.hpp"
#include "vsize/scenario.hpp"

#include <optional>

namespace vsize {

struct HostPlan;

struct RingLink {
  LinkKind kind = LinkKind::none;
  double theoretical_gb_per_s = 0; // per direction
  double efficiency = 1;
  double effective_gb_per_s = 0; // per direction, what the ring sees
  int pcie_gen = 0;
  int pcie_lanes = 0;
};

// Theoretical PCIe bandwidth per direction: GT/s x lanes x 128/130 / 8 (Gen3 and later).
double pcie_gb_per_s_per_direction(int gen, int lanes);

// Inputs of ring_link; plan_comm fills every field.
struct LinkInputs {
  int count = 0;
  int sockets = 0; // GPUs spread over this many sockets
  int nvlink_group_max = 0; // the GPU's NVLink group, limited by the chassis' bridges
  bool pcie_switch = false; // the chassis hangs its GPUs off PCIe switches (pcie_topology switched)
  bool amd_host = false; // NCCL lets a pair of GPUs on an AMD host talk peer-to-peer through the CPU
};

// The slowest link a ring of `count` GPUs crosses: NVSwitch (SXM boards) or an NVLink bridge
// group when all GPUs fit one group (`nvlink_group_max`); otherwise PCIe (H200 NVL: an 8-card
// server is two 4-way groups joined over PCIe). Over PCIe NCCL runs peer-to-peer only where its
// default allows it (a common PCIe switch on one socket, or two GPUs on an AMD host) and copies
// through host memory otherwise, as for GeForce cards, which have no peer-to-peer. Reads the
// link's share (nvlink-efficiency, nccl-pcie-p2p-share, nccl-shm-busbw-gb-per-s).
RingLink ring_link(const GpuSpec& gpu, const LinkInputs& in, const Constants& a);

double ring_bytes_per_gpu(double gradient_bytes, int n);

struct AllReduce {
  double gradient_bytes = 0;
  double bytes_per_gpu = 0;
  double time_s = 0;
  double exposed_s = 0;
};

AllReduce allreduce(double gradient_bytes, int n, const RingLink& link, double latency_s, double overlap_fraction,
                    double backward_s, double bucket_bytes = 0);

// What DDP cannot hide behind the backward pass: the all-reduce beyond the hidden share
// (min(time x overlap, backward)), and never less than the last bucket, which starts only when
// backward ends (Li et al., VLDB 2020).
double exposed_allreduce_s(double time_s, double last_bucket_s, double overlap_fraction, double backward_s);

enum class CollectiveAlgo { ring, tree };
VSIZE_ENUM_SPELLINGS(CollectiveAlgo, {CollectiveAlgo::ring, "ring"}, {CollectiveAlgo::tree, "tree"});

// NCCL's inputs for one all-reduce across nodes (latencies in microseconds, bandwidths in GB/s).
struct NcclInputs {
  int ranks = 0; // n
  int nodes = 0; // N
  double intra_gb_per_s = 0; // the GPU link of the intra-node hops
  double inter_gb_per_s = 0; // the node's fabric busbw
  double base_us = 0;
  double ring_intra_us = 0; // max(hw latency of the link, 3 x net overhead)
  double tree_intra_us = 0;
  double net_us = 0; // one inter-node step
  double ring_plateau = 1;
  double tree_bandwidth_factor = 1;
  double tree_correction = 1;
};

// One all-reduce in two levels: the time each level's links need and their step latencies. The
// levels run as one pipeline: the all-reduce takes every latency plus the slower level.
struct LevelTimes {
  double intra_bw_s = 0;
  double inter_bw_s = 0;
  double intra_lat_s = 0;
  double inter_lat_s = 0;
  double intra_s() const { return intra_bw_s + intra_lat_s; }
  double inter_s() const { return inter_bw_s + inter_lat_s; }
  double total_s() const { return intra_lat_s + inter_lat_s + (intra_bw_s > inter_bw_s ? intra_bw_s : inter_bw_s); }
};

LevelTimes ring_allreduce(double bytes, const NcclInputs& in);
LevelTimes tree_allreduce(double bytes, const NcclInputs& in);

// DDP's buckets across nodes, each with the algorithm NCCL would pick for its size.
struct ClusterAllReduce {
  bool active = false;
  NcclInputs inputs;
  CollectiveAlgo algorithm = CollectiveAlgo::ring; // of a full bucket
  LevelTimes ring_bucket; // a full bucket by each algorithm
  LevelTimes tree_bucket;
  double bucket_bytes = 0;
  int buckets = 0;
  LevelTimes times; // every bucket
  double last_bucket_s = 0;
  double rest_bytes = 0; // the gradients past the full buckets: one smaller bucket (0: none)
  CollectiveAlgo rest_algorithm = CollectiveAlgo::ring; // NCCL's pick for it, by its own size
  double rest_s = 0;
};

ClusterAllReduce cluster_allreduce(double gradient_bytes, double bucket_bytes, const NcclInputs& in);

// M4 for one configuration: active only for DDP over more than one GPU.
struct CommPlan {
  bool active = false;
  LinkInputs link_inputs;
  RingLink link;
  double latency_s = 0;
  double overlap_fraction = 0;
  double bucket_bytes = 0;
  double backward_s = 0; // what the all-reduce can hide behind
  AllReduce allreduce;
  double sync_per_doubling = 0;
  double sync_per_node_doubling = 0; // across nodes; 0 on one node
  double sync_overhead_s = 0;
  ClusterAllReduce cluster; // across nodes (s.fabric)
  // Without a chassis the cards' NVLink bridge is assumed fitted (an accessory; PlatformPlan::
  // bridge_assumed): the link and the all-reduce over PCIe had they none; nullopt where no bridge
  // is assumed.
  struct NoBridge {
    RingLink link;
    AllReduce allreduce;
  };
  std::optional<NoBridge> without_bridge;
};

CommPlan plan_comm(const Scenario& s, const StepPlan& step, const HostPlan& host, const PlatformPlan& platform);

// The NVLink bridges a node's cards take wherever the all-reduce runs over NVLink groups (M4), as
// NVIDIA's reference configurations fit them (8 H200 NVL: two 4-way bridges, one a socket; the
// ring's slowest hop is then PCIe between the groups, which M4 times):
//   group   = min(the NVLink group the chassis and GPU allow, the node's cards), at least 2
//   bridge  = the catalog bridge for this GPU that joins the fewest cards holding a group
//             (2 H200 NVL: the 2-way; 4 or 8: the 4-way)
//   count   = per_group x ceil(cards / group) a node
// None without an all-reduce (one GPU, trainings side by side) or under --no-nvlink-bridge. A
// bridge no catalog record describes is `uncatalogued` (named, unpriced).
struct BridgePlan {
  const BridgeSpec* bridge = nullptr;
  int count = 0; // a node
  int cards = 0; // a group
  int groups = 0; // a node
  bool uncatalogued = false;
  bool fitted() const { return count > 0 || uncatalogued; }
};
BridgePlan plan_bridges(const std::vector<BridgeSpec>& bridges, const GpuSpec& gpu, const CommPlan& comm);

} // namespace vsize
