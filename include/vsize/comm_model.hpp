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
//   sync               = step x sync-overhead-per-doubling x log2(N): every step waits for
//                        the slowest rank (calibrated on seed 004's 3.5-3.8x for 4 GPUs, S11)
#include "vsize/compute_model.hpp"
#include "vsize/scenario.hpp"

namespace vsize {

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
};

// The slowest link a ring of `count` GPUs crosses: NVSwitch (SXM boards) or an NVLink bridge
// group when all GPUs fit one group (`nvlink_group_max`); otherwise PCIe (H200 NVL: an 8-card server is two
// 4-way groups joined over PCIe), and the socket link when GPUs sit on two sockets. Reads the
// efficiency of the link it takes (nvlink-efficiency, pcie-efficiency, socket-link-gb-per-s).
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
  double sync_overhead_s = 0;
};

CommPlan plan_comm(const Scenario& s, const StepPlan& step, int sockets, int nvlink_group_max);

} // namespace vsize
