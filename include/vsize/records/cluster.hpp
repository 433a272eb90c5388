#pragma once
// What joins the nodes of a cluster: switches and fabrics (a NIC, a switch, the cables, and the
// bandwidth NCCL measures over them). ../shared/research/cluster-video-storage.md §1-2.
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <string>

namespace vsize {

enum class FabricKind { infiniband, roce, ethernet };
VSIZE_ENUM_SPELLINGS(FabricKind, {FabricKind::infiniband, "infiniband"}, {FabricKind::roce, "roce"},
                     {FabricKind::ethernet, "ethernet"});

enum class SwitchKind { infiniband, ethernet };
VSIZE_ENUM_SPELLINGS(SwitchKind, {SwitchKind::infiniband, "infiniband"}, {SwitchKind::ethernet, "ethernet"});

// A fabric switch: its ports at the fabric's speed, and its typical power.
struct SwitchSpec : Provenance {
  SwitchKind kind = SwitchKind::ethernet;
  int ports = 0; // at port_gbps
  double port_gbps = 0;
  double power_w = 0; // typical, passive cables
  int rack_units = 0;
  // Faster uplink ports beside the node ports (SN2010: 4 x 100 GbE beside 18 x 25 GbE): a leaf of
  // this switch sends its traffic up through them to spines of uplink_switch, whose ports run at
  // uplink_gbps. 0: none (a leaf/spine of this switch alone, half its ports up).
  int uplink_ports = 0;
  double uplink_gbps = 0;
  std::string uplink_switch;
};

// A compute (east-west) fabric between nodes: the NIC and switch it is built from, and what
// NCCL's all-reduce reaches over one of its NICs.
struct FabricSpec : Provenance {
  FabricKind kind = FabricKind::ethernet;
  double gbit_s = 0; // line rate of one NIC port
  std::string nic; // NicSpec id
  std::string switch_id; // SwitchSpec id (JSON "switch")
  bool rdma = false; // GPUDirect RDMA (InfiniBand, RoCE); TCP sockets otherwise
  double busbw_gb_per_s = 0; // NCCL all-reduce bus bandwidth per NIC across nodes (measured)
  double latency_us = 0; // NCCL's latency of one inter-node ring step (NET, Simple protocol)
  // East-west NICs per GPU, NVIDIA's patterns (2-8-5: 0.5, 2-8-9: 1): the node gets the fewest
  // in this range that carry its GPUs' own link, at least min_nics_per_node.
  double nics_per_gpu_min = 0;
  double nics_per_gpu_max = 0;
  int min_nics_per_node = 1;
  double cable_power_w = 0; // per link (optics at both ends; 0 for copper)
  std::string k8s_rdma_resource; // the Kubernetes resource a pod requests for RDMA ("" for TCP)
};

} // namespace vsize
