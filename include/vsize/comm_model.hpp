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
#include "vsize/catalog.hpp"

namespace vsize {

enum class LinkKind { none, nvswitch, nvlink_bridge, pcie, socket };

struct RingLink {
  LinkKind kind = LinkKind::none;
  double theoretical_gb_per_s = 0; // per direction
  double efficiency = 1;
  double effective_gb_per_s = 0;   // per direction, what the ring sees
  int pcie_gen = 0;
  int pcie_lanes = 0;
};

const char* to_string(LinkKind k);

// Theoretical PCIe bandwidth per direction: GT/s x lanes x 128/130 / 8 (Gen3 and later).
double pcie_gb_per_s_per_direction(int gen, int lanes);

struct LinkInputs {
  int count = 1;
  int sockets = 1;           // GPUs spread over this many sockets
  double pcie_efficiency = 0.88;
  double nvlink_efficiency = 0.88;
  double socket_link_gb_per_s = 64;
};

// The slowest link a ring of `count` GPUs crosses: NVSwitch (SXM boards) or an NVLink bridge
// group when all GPUs fit one group; otherwise PCIe (H200 NVL: an 8-card server is two
// 4-way groups joined over PCIe), and the socket link when GPUs sit on two sockets.
RingLink ring_link(const GpuSpec& gpu, const LinkInputs& in);

double ring_bytes_per_gpu(double gradient_bytes, int n);

struct AllReduce {
  double gradient_bytes = 0;
  double bytes_per_gpu = 0;
  double time_s = 0;
  double exposed_s = 0;
};

AllReduce allreduce(double gradient_bytes, int n, const RingLink& link, double latency_s,
                    double overlap_fraction, double backward_s, double bucket_bytes = 0);

} // namespace vsize
