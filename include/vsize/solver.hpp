#pragma once
// Enumerates and ranks configurations; evaluates one configuration through every model.
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"
#include "vsize/result.hpp"

#include <vector>

namespace vsize {

// The judgement constants of the models (catalog `assumptions`), read once.
struct Constants {
  double cuda_context_gb = 0, workspace_gb = 0, allocator_reserved_factor = 0, fp32_activation_factor = 0;
  double backward_factor = 0, matmul_fraction_default = 0, validation_cost_factor = 0;
  double pcie_efficiency = 0, nvlink_efficiency = 0, socket_link_gb_per_s = 0, nccl_latency_us = 0;
  double ddp_overlap_fraction = 0, ddp_sync_overhead_per_doubling = 0, ddp_bucket_mb = 25;
  double min_cores_per_gpu = 0, ram_to_gpu_memory_ratio = 0, os_ram_gb = 0, worker_ram_gb = 0, rank_ram_gb = 0;
  double seed_power_overhead = 0, nic_power_w = 0, nvme_power_w = 0, fan_power_fraction = 0;
  double nvme_read_gb_per_s = 0, nvme_drive_tb = 0, image_bytes_compressed = 0, image_ref_px = 0;
  double checkpoint_copies = 0, gpu_lanes = 0, nic_lanes = 0, nvme_lanes = 0, nics_per_server = 0;
  double cache_aspect_ratio = 0, cpu_base_ghz_ref = 0, segment_loader_cost_factor = 1;

  // Throws CatalogError naming the first missing assumption.
  static Constants from(const Catalog& cat);
};

// Everything that depends only on the workload, the host pins and the catalog, resolved once
// so that evaluating one configuration does no lookup by name.
struct Prepared {
  const Catalog* cat = nullptr;
  Workload w;
  HostPins pins;
  const ModelSpec* model = nullptr;
  const FamilySpec* family = nullptr;
  Constants k;
  const CpuSpec* pinned_cpu = nullptr;
  const PsuSpec* pinned_psu = nullptr;
  std::vector<const CpuSpec*> cpus_by_size;     // candidates when no CPU is pinned, smallest first
  std::vector<const CircuitSpec*> circuits;     // the pinned one, or those of the region
};

// Resolves ids (UsageError for unknown ones) and validates the workload.
Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat);

// Evaluates one configuration: `count` GPUs of `gpu` with the prepared workload and host.
// A precision the GPU lacks, a part too small, a batch that does not fit are reasons in the
// result, not errors.
Evaluation evaluate(const Prepared& p, const GpuSpec& gpu, int count);

// Convenience: prepare + evaluate for one configuration named by id.
Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat);

// Every GPU (or those named) at each count, ranked by `rank_by` with a total order:
// the key, then train time, then GPU count, then GPU id. Keeps `top` per GPU count (0 = all).
RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat);

// Rejects impossible workload values with a UsageError naming the option.
void validate_workload(const Workload& w, const Catalog& cat);

} // namespace vsize
