#pragma once
// The judgement constants of the models (catalog section `assumptions`), typed. One table
// (assumption_fields) names each constant's catalog id, member, unit and allowed range; it
// drives loading, range checks and explain's citations, so a constant is listed once.
#include <string>
#include <vector>

namespace vsize {

class Catalog;

struct Assumptions {
  // M1/M2 memory and batch.
  double cuda_context_gb = 0;
  double allocator_reserved_factor = 0;
  double variable_size_reserved_factor = 0; // after hours of variable input sizes
  double workspace_gb = 0;
  double fp32_activation_factor = 0;
  double autobatch_default_fraction = 0;
  double optimizer_temp_bytes_per_param = 0;
  double mask_loss_bytes_per_object_pixel = 0;
  double mask_head_class_factor = 0;
  double semantic_logit_factor = 0;
  // M3 compute.
  double backward_factor = 0;
  double matmul_fraction_default = 0;
  double optimizer_bytes_sgd = 0;       // memory traffic of an optimizer step, per parameter
  double optimizer_bytes_adamw = 0;
  double ema_bytes_per_param = 0;
  double amp_unscale_bytes_per_param = 0;
  // M8 schedule: validation and fixed costs per epoch and per run.
  double validation_share = 0;
  double val_setup_s = 0;
  double checkpoint_bytes_per_param = 0;
  int checkpoint_files_per_epoch = 0;
  double checkpoint_write_gb_per_s = 0;
  double epoch_overhead_s = 0;
  double run_overhead_s = 0;
  double first_epoch_extra_s = 0;
  double first_epoch_cpu_s = 0;
  double ddp_setup_s = 0;
  int cache_build_threads = 0;
  // M4 communication.
  double pcie_efficiency = 0;
  double nvlink_efficiency = 0;
  double socket_link_gb_per_s = 0;
  double nccl_latency_us = 0;
  double ddp_bucket_mb = 0;
  double ddp_overlap_fraction = 0;
  double ddp_sync_overhead_per_doubling = 0;
  double comm_bottleneck_share = 0;
  // M5/M6 data pipeline and host.
  int min_cores_per_gpu = 0;
  double ram_to_gpu_memory_ratio = 0;
  double os_ram_gb = 0;
  double worker_ram_gb = 0;
  double rank_ram_gb = 0;
  double image_bytes_compressed = 0;
  int image_ref_px = 0;
  int source_min_px = 0;
  int checkpoint_copies = 0;
  int gpu_lanes = 0;
  double east_west_nics_per_gpu = 0;
  int north_south_nics = 0;
  double cache_aspect_ratio = 0;
  double cache_ram_safety_margin = 0;
  double jpeg_decode_ms_per_mp = 0;
  double loader_ref_ghz = 0;
  double host_python_ref_ghz = 0;
  double loader_efficiency = 0;
  double smt_worker_gain = 0;
  int trainer_cores_per_rank = 0;
  // M7 power.
  double seed_power_overhead = 0;
  double fan_power_fraction = 0;
  double gpu_power_excursion_factor = 0;
  double psu_efficiency_unplanned = 0;

  // Reads every constant from the catalog. Throws CatalogError listing each missing or
  // out-of-range one (Catalog::validate_references reports the same problems at load).
  static Assumptions from(const Catalog& cat);
};

// One row of the table: a double member or an integer count (exactly one is set).
struct AssumptionField {
  const char* id;
  const char* unit;
  double min;
  double max;
  double Assumptions::*real;
  int Assumptions::*count;
};

const std::vector<AssumptionField>& assumption_fields();

// The catalog id of a member, for citations ("" if the member is not in the table).
const char* assumption_id(double Assumptions::*member);
const char* assumption_id(int Assumptions::*member);

// Problems with the catalog's assumptions, one line each ("origin: assumptions 'id': ..."):
// missing, unknown (with a suggestion), wrong unit, out of range, a count that is not whole.
std::vector<std::string> assumption_problems(const Catalog& cat, const std::string& origin);

} // namespace vsize
