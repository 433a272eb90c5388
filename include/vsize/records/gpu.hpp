#pragma once
// GPUs and their MIG profiles (research/gpus.md).
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

struct MigProfile {
  std::string name; // "1g.24gb"
  int instances = 0; // maximum instances of this profile per GPU
  double memory_gb = 0; // memory of one instance, as the profile's name gives it
  // What `nvidia-smi mig -lgip` lists for it (GiB), which is CUDA's total memory in the instance
  // (RTX PRO 6000 SE 1g.24gb: 23.62 GiB, torch 24,192 MiB); null where no listing was found.
  std::optional<double> memory_gib;
  // memory_gib is the catalog's estimate (borrowed from a card of the same memory, or derived; the
  // record's estimate says how), not a listing of this card.
  bool memory_gib_estimated = false;
  double compute_fraction = 0; // share of the GPU's SMs
};

enum class NvlinkTopology { none, bridge, nvswitch };
VSIZE_ENUM_SPELLINGS(NvlinkTopology, {NvlinkTopology::none, "none"}, {NvlinkTopology::bridge, "bridge"},
                     {NvlinkTopology::nvswitch, "nvswitch"});

struct GpuSpec : Provenance {
  double memory_gb = 0;
  std::optional<double> usable_memory_gib;
  // usable_memory_gib derived from another card's measured share (the record's estimate says how),
  // not read on this card.
  bool usable_memory_derived = false;
  double memory_bandwidth_gb_per_s = 0;
  double fp32_tflops = 0;
  std::optional<double> tf32_dense_tflops;
  std::optional<double> bf16_dense_tflops;
  std::optional<double> fp16_dense_tflops;
  std::optional<double> fp8_dense_tflops;
  std::optional<double> achieved_matmul_fraction;
  // The same torch.mm share measured with FP16 inputs, the type autocast gives matmuls and
  // convolutions under AMP (torch.autocast's CUDA default is float16): absent, FP16 runs at
  // achieved_matmul_fraction. Needs achieved_matmul_fraction beside it.
  std::optional<double> achieved_matmul_fraction_fp16;
  // A GPU without its own matmul measurement borrows the one of a sibling (same die, similar
  // power limit): its id. Resolved by the solver (Scenario::matmul_sibling).
  std::string matmul_fraction_from;
  // Measured share of memory_bandwidth_gb_per_s a large device-to-device copy reaches (read and
  // write counted): M3 moves the memory-traffic term at this share over the typical one
  // (memory-bandwidth-fraction-typical); absent: the typical share.
  std::optional<double> achieved_memory_bandwidth_fraction;
  // On-chip L2 cache, MB as NVIDIA counts cache (MiB: "96 MB" = 98,304 KB); absent: no reuse
  // modelled (every activation byte streams through DRAM).
  std::optional<double> l2_mb;
  // L2 partitions that each cache the data their own SMs read (A100, H100: 2, "each L2 partition
  // localizes and caches data for memory accesses from SMs in the GPCs directly connected to the
  // partition"): a tensor every SM reads is held once per partition, so a layer sees l2 / this.
  int l2_partitions = 1;
  // The GPU generation ("volta", "turing", "ampere", "ada", "hopper", "blackwell"): what vsize
  // accuracy groups its errors by.
  std::string architecture;
  bool fp32_accumulate_half_rate = false;
  double max_power_w = 0;
  std::optional<double> min_power_w;
  int pcie_gen = 0;
  int pcie_lanes = 0;
  double nvlink_gb_per_s = 0; // both directions, per GPU
  NvlinkTopology nvlink_topology = NvlinkTopology::none;
  int nvlink_group_max = 0;
  FormFactor form_factor = FormFactor::pcie;
  int slots = 0;
  std::string cooling;
  std::vector<MigProfile> mig_profiles;
  std::string tier;
  bool ecc = false; // ECC memory, as the datasheet states (false: not stated, or none)
  // Video decode engines and each one's frames/s at 1920x1080 4:2:0 (NVIDIA Video Codec SDK
  // NVDEC application note); nullopt: not in the catalog.
  std::optional<int> nvdec_engines;
  std::optional<double> nvdec_fps_h264_1080p;
  std::optional<double> nvdec_fps_h265_1080p;
};

// An NVLink bridge: the part that joins `ways` PCIe cards of the GPUs it fits into one NVLink
// group; a group takes `per_group` of them (A100 and H100 PCIe cards: three 2-way bridges a pair,
// one on each of their three NVLink connectors; an H200 NVL 4-way bridge: one for four cards).
struct BridgeSpec : Provenance {
  std::vector<std::string> gpus; // GpuSpec ids
  int ways = 2;
  int per_group = 1;
};

} // namespace vsize
