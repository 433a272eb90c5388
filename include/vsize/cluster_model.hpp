#pragma once
// Clusters of several nodes (servers) joined by a fabric: which fabric and how many of its NICs
// a node gets, the switches, and what the cluster needs around it (wall power, racks,
// circuits, shared-storage reads). Pure functions. Sources: ../shared/research/
// cluster-video-storage.md §1-2 and the catalog's fabric, switch and NIC records.
//
//   GPU link        = the ring link of one node's GPUs on one socket (ring_link: NVLink or PCIe)
//   NICs per node   = the fewest in [nics_per_gpu_min x G, nics_per_gpu_max x G] (at least
//                     min_nics_per_node) whose busbw covers the GPU link: "make sure your network
//                     speed is similar to your intra-node speed (PCI or NVLink)" (NVIDIA, NCCL
//                     issue #766); more NICs than that add nothing to a flat ring (NCCL #471)
//   fabric busbw    = NICs x busbw per NIC (NCCL all-reduce bus bandwidth, measured per NIC)
//   default fabric  = the catalog fabric with the least busbw per node that still covers the GPU
//                     link at its NIC count (the fastest when none does); ties by id
//   switch ports    = nodes x NICs; one switch while they fit its ports, else a non-blocking
//                     two-tier leaf/spine: leaves = ceil(ports / (P / 2)), spines = ceil(leaves / 2)
//                     (DGX SuperPOD: 31 nodes x 8 NICs = 248 ports on 8 leaves + 4 spines of 64)
//   links           = nodes x NICs + leaves x P / 2 uplinks; cable power per link (optics)
//   wall            = nodes x node wall + switches x switch power + links x cable power
//   racks           = max(ceil(nodes / nodes per rack), ceil(wall / rack budget)), nodes per rack
//                     = max(1, floor(rack budget / node wall)) (Uptime: modal rack 10 kW)
//   circuits        = nodes x the node's circuits + the switches' share on the node's circuit, on
//                     as many feeds as a node (A+B where the nodes are)
//   shared storage  = images/s x bytes per stored image: what the nodes read together (every
//                     epoch without an image cache, the first epoch with one), against
//                     shared-storage-gb-per-s-per-gpu x GPUs (DGX SuperPOD "Better": 8 GB/s per
//                     8-GPU node for compressed images) or the filesystem's rating
//   scaling         = images/s of N nodes / (N x one node's images/s)
#include "vsize/comm_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/power_model.hpp"
#include "vsize/scenario.hpp"
#include "vsize/schedule.hpp"
#include "vsize/storage_model.hpp"

#include <optional>
#include <vector>

namespace vsize {

// A fabric record with its NIC and switch resolved.
struct Fabric {
  const FabricSpec* spec = nullptr;
  const NicSpec* nic = nullptr;
  const SwitchSpec* sw = nullptr;
  const SwitchSpec* spine = nullptr; // the switch sw's uplinks reach (sw->uplink_switch), or null
};

// The catalog's fabrics, resolved (prepare): nullptr parts are a catalog error found at load.
std::vector<Fabric> resolve_fabrics(const Catalog& cat);

// NICs of `f` for `gpus_per_node` GPUs: its range, and the fewest that carry `gpu_link_gb_per_s`.
struct NicRange {
  int min = 0;
  int max = 0;
  int matching = 0; // the fewest in [min, max] whose busbw covers the GPU link (max when none)
};
NicRange fabric_nics(const FabricSpec& f, int gpus_per_node, double gpu_link_gb_per_s);

// The fabric of a multi-node configuration, before the host is planned (its NICs go into the
// host's lanes, slots and power).
struct FabricPlan {
  bool active = false; // more than one node
  Fabric fabric;
  bool chosen = false; // vsize chose it (no --fabric)
  const FabricSpec* suggested = nullptr; // the default (below), what a too slow pinned fabric is told
  double gpu_link_gb_per_s = 0; // what the NICs are sized to carry
  NicRange nics;
  int nics_per_node = 0;
  bool nics_pinned = false; // --nics-per-node
  double busbw_gb_per_s = 0; // per node: NICs x busbw per NIC (each capped by its slot, below)
  // The host's PCIe slot, where it carries less than the fabric's bus bandwidth per NIC (a 400G
  // ConnectX-7 in a Gen4 x16 slot): 0 where the slot does not bind or the CPU is not known.
  int slot_pcie_gen = 0;
  double slot_gb_per_s = 0; // per NIC: PCIe at the host's generation x the NIC's lanes x efficiency
};

// What the search may choose from, and what the user pinned (--fabric, --nics-per-node).
struct FabricOptions {
  std::vector<Fabric> fabrics;
  std::optional<Fabric> pinned;
  std::optional<int> nics_per_node;
};

// Active for more than one node: the pinned fabric, else the default (above).
FabricPlan plan_fabric(const Scenario& s, const FabricOptions& options, int nvlink_group_max, Findings& out);

// Each NIC moves no more than its PCIe slot carries: the host CPU's generation x the NIC's lanes x
// the measured PCIe efficiency (pcie-efficiency, as the GPUs' own PCIe ring). NVIDIA rates the
// ConnectX-7 for PCIe Gen5 x16 (a 400 Gb/s port, 50 GB/s, needs more than Gen4 x16's 31.5 GB/s).
// Called once the host is planned (the fabric is chosen before the CPU).
void cap_fabric_by_slot(FabricPlan& f, const CpuSpec* cpu, const Constants& a);

// A pinned fabric (or NIC count) that a platform with `nic_slots` slots and `north_south` NICs
// cannot hold even at the fabric's fewest NICs: UsageError naming the option and what fits.
void check_fabric_fits(const FabricOptions& options, int gpus_per_node, int nic_slots, int north_south,
                       const std::string& platform_id);

struct SwitchPlan {
  const SwitchSpec* sw = nullptr; // the nodes' switch (the leaves)
  const SwitchSpec* spine = nullptr; // the spines' model: sw, or the one its uplinks reach
  int ports_needed = 0; // nodes x NICs
  int leaves = 0; // 0: one switch holds every port
  int leaf_down_ports = 0; // node ports a leaf takes: half its ports, or what its uplinks carry
  int spines = 0;
  int count = 0;
  int links = 0; // node-to-switch and leaf-to-spine cables
  double switch_w = 0;
  double cable_w = 0;
};

// `spine`: the switch the leaves' uplinks reach (sw.uplink_switch), or null for sw itself.
SwitchPlan plan_switches(const SwitchSpec& sw, const SwitchSpec* spine, int nodes, int nics_per_node,
                         double cable_power_w);

// Shared storage: what the nodes read together from a shared filesystem at training speed.
struct SharedStorage {
  double bytes_per_image = 0; // as stored (JPEG)
  double read_gb_per_s = 0; // the cluster
  double per_node_read_gb_per_s = 0;
  // No image cache and a typed --shared-storage-gb-s: every epoch reads the files from the shared
  // filesystem (the schedule caps the images/s at its rate). Otherwise each node's data drives hold
  // a copy of the dataset, staged once (cluster-video-storage.md B.4, C12).
  bool every_epoch = false;
  double staged_bytes = 0; // the copies on the nodes' data drives: nodes x the dataset (0: every epoch)
  double stage_s = 0; // staged_bytes at the rated rate (else the guidance), or each node's data NIC if slower
  double stage_gb_per_s = 0; // the copy's pace, all nodes together
  bool stage_nic_bound = false; // each node's data NIC (or data drives' write) is slower than its share
  double guidance_gb_per_s_per_gpu = 0;
  double guidance_gb_per_s = 0; // the cluster's GPUs x the guidance
  std::optional<double> rated_gb_per_s; // --shared-storage-gb-s
};

// The cluster around the nodes, after their power is planned.
struct ClusterPlan {
  bool active = false;
  int nodes = 1;
  int gpus_per_node = 0;
  SwitchPlan switches;
  double node_wall_w = 0;
  double wall_w = 0; // nodes + switches + cables
  double btu_per_h = 0;
  double rack_kw = 0;
  int nodes_per_rack = 0;
  int racks = 0;
  const CircuitSpec* circuit = nullptr; // the node's circuit kind
  int node_circuits = 0; // per node (count x feeds)
  // The smallest that carries the switches and optics (set with `circuit`; the node's kind when the
  // region's circuits are not known).
  const CircuitSpec* switch_circuit = nullptr;
  int switch_circuits = 0; // of that kind, on as many feeds as a node
  int circuits = 0;
  SharedStorage storage;
  // Against one node of the same server (the solver evaluates it): scaling of images/s.
  double one_node_images_per_s = 0;
  // The one-node reference trains at the cluster's batch a GPU (weak scaling): one node at the
  // cluster's global --batch would not fit. false: the same global batch (strong scaling).
  bool one_node_same_batch_per_gpu = false;
  // The cluster's batch sized to memory is held at the recipe's global batch (memory_model
  // fit_batch): the one-node reference trains at that batch a GPU, not at its memory's.
  bool batch_held = false;
  // Weak scaling: one node at the cluster's batch a GPU, the global batch growing with the nodes
  // (the case above, or a batch sized to each GPU's memory, --batch -1 or a fraction).
  bool weak_scaling = false;
  double speedup = 0; // images/s over one node's
  double scaling_efficiency = 0; // speedup / nodes
};

struct ClusterInputs {
  const FabricPlan& fabric;
  const CommPlan& comm;
  const StoragePlan& storage;
  const DataPlan& data;
  const Schedule& schedule;
  const PowerPlan& power;
  std::optional<double> rated_gb_per_s;
  const std::vector<const CircuitSpec*>* circuits = nullptr; // the region's, for the switches
};

// `jobs`: jobs side by side (per-GPU and MIG modes), 1 under DDP.
ClusterPlan plan_cluster(const Scenario& s, const ClusterInputs& in, int jobs, Findings& out);

// Scaling against one node's images/s; a cluster slower than one node is a reason (the fabric).
void plan_scaling(ClusterPlan& c, const FabricPlan& fabric, const CommPlan& comm, double images_per_s,
                  double one_node_images_per_s, Findings& out);

} // namespace vsize
