#pragma once
// The judgement constants of the models (catalog section `assumptions`), typed. One table
// (assumption_fields, in the order of K) names each constant's catalog id, unit and allowed
// range; it drives loading, range checks and explain's citations, so a constant is listed once.
// Stages read the constants through Constants, which records every read: explain cites exactly
// the constants an evaluation used.
#include <array>
#include <bitset>
#include <cstddef>
#include <string>
#include <vector>

namespace vsize {

class Catalog;

// Every constant, by name.
enum class K {
  // M1/M2 memory and batch.
  cuda_context_gb,
  nccl_buffers_gb_nvlink, // NCCL's buffers on each GPU of a ring over NVLink (3 ranks or more)
  nccl_buffers_gb_nvlink_pair, // the same for two ranks (a ring and no tree)
  nccl_buffers_gb_pcie, // over PCIe peer-to-peer (few channels); none through host memory
  gpu_memory_reserved_share, // of the memory a GPU is sold with (GiB), what PyTorch does not report
  allocator_reserved_factor,
  variable_size_reserved_factor, // after hours of variable input sizes
  assigner_cache_factor, // blocks of earlier batches' label assigners the cache keeps, x the assigner's growth
  assigner_cache_free_objects, // labels a sample up to which the step's own free blocks hold the assigner's
  workspace_gb,
  fp32_activation_factor,
  autobatch_default_fraction,
  large_batch_images, // the global batch up to which a recipe's learning rate scales linearly
  warmup_min_iterations, // Ultralytics' warm-up: max(warmup-epochs x steps an epoch, this)
  warmup_epochs,
  optimizer_temp_bytes_per_param,
  mask_loss_bytes_per_object_pixel,
  mask_head_class_factor,
  semantic_logit_factor,
  // M3 compute.
  backward_factor,
  matmul_fraction_default,
  memory_bandwidth_fraction_typical, // the copy share of spec DRAM bandwidth the traffic factor stands for
  optimizer_bytes_sgd, // memory traffic of an optimizer step, per parameter
  optimizer_bytes_adamw,
  optimizer_bytes_musgd,
  musgd_ops_per_matrix, // eager ops of one MuSGD update of a matrix (Newton-Schulz), one of the rest
  musgd_ops_per_other,
  eager_op_dispatch_us, // host time to dispatch one eager op at host-python-ref-ghz
  kernel_floor_us, // GPU time an eager op's kernel costs beyond its bytes and FLOPs
  nominal_batch, // Ultralytics nbs: the optimizer steps every round(nbs / batch) batches
  ema_bytes_per_param,
  amp_unscale_bytes_per_param,
  dram_floor_bytes_per_activation_byte, // a kept tensor written once and read back once
  l2_usable_fraction, // the share of L2 a layer's working set may hold
  dispatch_overlap, // the share of the shorter of GPU work and host dispatch the longer hides
  matcher_bytes_per_cost, // DRAM bytes a DETR matcher's cost element moves on the GPU
  pageable_copy_share, // a device-to-host copy into pageable memory, of the link's pinned rate
  matcher_solve_ns_per_cell, // scipy's assignment: ns per query x label cell, at host-python-ref-ghz
  matcher_solve_square_factor, // how the augmenting paths lengthen as free columns run out
  matcher_solve_slack_labels, // the free columns that keep them short
  // M8 schedule: validation and fixed costs per epoch and per run.
  validation_share,
  val_setup_s,
  val_image_fixed_ms, // validation's host work an image that does not grow with its predictions
  epoch_work_contention, // measured per-epoch host work on a loader-bound host over one with idle cores
  checkpoint_bytes_per_param,
  checkpoint_files_per_epoch,
  checkpoint_write_gb_per_s,
  epoch_overhead_s,
  run_overhead_s,
  first_epoch_extra_s,
  first_epoch_cpu_s,
  ddp_setup_s,
  cache_build_threads,
  // M4 communication.
  pcie_efficiency,
  nvlink_efficiency,
  nccl_pcie_p2p_share, // NCCL peer-to-peer over PCIe (through a switch)
  nccl_shm_busbw_gb_per_s, // a ring of more than 4 GPUs through host memory (no peer-to-peer)
  nccl_shm_busbw_4gpu_gb_per_s, // a ring of up to 4
  nccl_latency_us,
  ddp_bucket_mb,
  ddp_overlap_fraction,
  ddp_sync_overhead_per_doubling,
  ddp_sync_overhead_per_node_doubling,
  comm_bottleneck_share,
  // M4 across nodes: NCCL's cost model (tuning.cc) and the cluster around the nodes.
  nccl_base_latency_us,
  nccl_nvlink_latency_us,
  nccl_pcie_latency_us,
  nccl_tree_intra_latency_us,
  nccl_net_overhead_amd_us,
  nccl_net_overhead_intel_us,
  nccl_ring_plateau_factor,
  nccl_tree_bandwidth_factor,
  nccl_tree_correction,
  rack_power_kw,
  shared_storage_gb_per_s_per_gpu,
  // M5/M6 data pipeline and host.
  min_cores_per_gpu,
  ram_to_gpu_memory_ratio,
  os_ram_gb,
  worker_ram_gb,
  rank_ram_gb,
  image_bytes_compressed,
  image_ref_px,
  source_min_px,
  checkpoint_copies,
  gpu_lanes,
  east_west_nics_per_gpu,
  north_south_nics,
  cache_aspect_ratio,
  cache_ram_safety_margin,
  jpeg_decode_ms_per_mp,
  loader_ref_ghz,
  host_python_ref_ghz,
  loader_efficiency,
  smt_worker_gain,
  trainer_cores_per_rank,
  // M6 storage tiers and the data NIC; video.
  system_drive_min_gb,
  storage_fill_limit,
  data_tier_read_derate,
  rebuild_gb_per_s,
  rebuild_loaded_hdd_fast_gb_per_s,
  rebuild_loaded_hdd_slow_gb_per_s,
  single_parity_rebuild_max_h,
  parity_group_max_drives,
  data_nic_min_gbit_s,
  nic_tcp_efficiency,
  video_val_frames,
  video_bitrate_fps_exponent,
  // M7 power.
  seed_power_overhead,
  fan_power_fraction,
  gpu_power_excursion_factor,
  psu_efficiency_unplanned,
  // Money (SPEC §9).
  pue,
  service_life_years,
  support_share_per_year,
  commitment_1y_factor,
  commitment_3y_factor,
};

inline constexpr std::size_t k_constant_count = static_cast<std::size_t>(K::commitment_3y_factor) + 1;

// The constants an evaluation's stages read, by K.
using ConstantSet = std::bitset<k_constant_count>;

struct Assumptions {
  std::array<double, k_constant_count> values{};

  double operator[](K k) const { return values[static_cast<std::size_t>(k)]; }
  // A constant the catalog holds as a whole number (a count, pixels, cores).
  int count(K k) const { return static_cast<int>(values[static_cast<std::size_t>(k)]); }

  // Reads every constant from the catalog. Throws CatalogError listing each missing or
  // out-of-range one (Catalog::validate_references reports the same problems at load).
  static Assumptions from(const Catalog& cat);
};

// The constants as the stages read them: each read is recorded in the set the solver points
// the view at before a stage runs (Constants::record_into), so a plan carries what it read.
class Constants {
public:
  explicit Constants(const Assumptions& a) : m_a(&a) {}
  double operator[](K k) const {
    if (m_used) {
      m_used->set(static_cast<std::size_t>(k));
    }
    return (*m_a)[k];
  }
  int count(K k) const { return static_cast<int>((*this)[k]); }
  // Records the reads from now on into `used` (nullptr: no record).
  void record_into(ConstantSet* used) const { m_used = used; }

private:
  const Assumptions* m_a;
  mutable ConstantSet* m_used = nullptr;
};

// One row of the table, at index K.
struct AssumptionField {
  K key;
  const char* id;
  const char* unit;
  double min;
  double max;
  bool whole; // a count: the value must be a whole number
};

const std::vector<AssumptionField>& assumption_fields();

// The catalog id of a constant ("backward-factor").
const char* assumption_id(K k);

// Problems with the catalog's assumptions, one line each ("origin: assumptions 'id': ..."):
// missing, unknown (with a suggestion), wrong unit, out of range, a count that is not whole.
std::vector<std::string> assumption_problems(const Catalog& cat, const std::string& origin);

} // namespace vsize
