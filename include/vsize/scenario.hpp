#pragma once
// What every stage of an evaluation reads: the workload and the mode it runs in, its model and
// family, the GPU and how the GPUs are arranged, the chassis (or none), and the catalog's
// constants. References only; the solver owns the objects.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"

namespace vsize {

struct FabricPlan;

// How a configuration's GPUs are arranged: nodes (servers) of gpus_per_node GPUs each. What a
// server holds (CPUs, RAM, lanes, PSUs, its chassis' GPU counts) is per node; a DDP job's ranks
// span every GPU (the world size).
struct Topology {
  int nodes = 1;
  int gpus_per_node = 0;
  int world_size() const { return nodes * gpus_per_node; }
};

struct Scenario {
  const ModelSpec& model;
  const FamilySpec& family;
  const Workload& w;
  Mode mode; // the mode evaluated (a search may try several)
  const GpuSpec& gpu;
  Topology topo;
  const PlatformSpec* platform; // nullptr: no chassis rules (--platform none)
  const Constants& a; // every read recorded (Evaluation::constants)
  // The GPU whose measured matmul share this one borrows (GpuSpec::matmul_fraction_from), or null.
  const GpuSpec* matmul_sibling = nullptr;
  // The fabric between nodes (cluster_model), set once planned; nullptr or inactive for one node.
  const FabricPlan* fabric = nullptr;
  const VideoFormatSpec* video = nullptr; // the video source's format (--video-hours); nullptr: images

  // Ranks of one job: the world size under DDP; 1 per job otherwise (per GPU, per MIG instance).
  int ranks() const { return mode == Mode::ddp ? topo.world_size() : 1; }
  // DDP over more than one GPU: ranks all-reduce their gradients every step.
  bool ranks_communicate() const { return mode == Mode::ddp && topo.world_size() > 1; }
  // Validation on rank 0 alone: the run's trainer release (a calibration row's) or the family's.
  bool val_on_rank0() const { return w.val_rank0_only.value_or(family.val_rank0_only); }
};

} // namespace vsize
