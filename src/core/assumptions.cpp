// The typed table of model constants (catalog `assumptions`): loading, ranges, citations.
#include "vsize/assumptions.hpp"

#include "vsize/catalog.hpp"
#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace vsize {

namespace {

const std::vector<AssumptionField> k_fields = {
    {K::cuda_context_gb, "cuda-context-gb", "GB", 0, 64, false},
    {K::nccl_buffers_gb_nvlink, "nccl-buffers-gb-nvlink", "GB", 0, 64, false},
    {K::nccl_buffers_gb_nvlink_pair, "nccl-buffers-gb-nvlink-pair", "GB", 0, 64, false},
    {K::nccl_buffers_gb_pcie, "nccl-buffers-gb-pcie", "GB", 0, 64, false},
    {K::gpu_memory_reserved_share, "gpu-memory-reserved-share", "fraction", 0, 0.5, false},
    {K::allocator_reserved_factor, "allocator-reserved-factor", "ratio", 1, 4, false},
    {K::variable_size_reserved_factor, "variable-size-reserved-factor", "ratio", 1, 4, false},
    {K::assigner_cache_factor, "assigner-cache-factor", "ratio", 0, 10, false},
    {K::assigner_cache_free_objects, "assigner-cache-free-objects", "objects", 0, 100000, true},
    {K::workspace_gb, "workspace-gb", "GB", 0, 64, false},
    {K::fp32_activation_factor, "fp32-activation-factor", "ratio", 1, 4, false},
    {K::autobatch_default_fraction, "autobatch-default-fraction", "fraction", 0.01, 0.99, false},
    {K::large_batch_images, "large-batch-images", "images", 1, 1e7, true},
    {K::warmup_min_iterations, "warmup-min-iterations", "iterations", 0, 1e6, true},
    {K::warmup_epochs, "warmup-epochs", "epochs", 0, 1000, false},
    {K::optimizer_temp_bytes_per_param, "optimizer-temp-bytes-per-param", "bytes", 0, 64, false},
    {K::mask_loss_bytes_per_object_pixel, "mask-loss-bytes-per-object-pixel", "bytes", 0, 10000, false},
    {K::mask_head_class_factor, "mask-head-class-factor", "ratio", 0, 100, false},
    {K::semantic_logit_factor, "semantic-logit-factor", "ratio", 0, 100, false},
    {K::backward_factor, "backward-factor", "ratio", 1, 10, false},
    {K::matmul_fraction_default, "matmul-fraction-default", "fraction", 0.01, 1, false},
    {K::memory_bandwidth_fraction_typical, "memory-bandwidth-fraction-typical", "fraction", 0.01, 1, false},
    {K::optimizer_bytes_sgd, "optimizer-bytes-sgd", "bytes", 0, 1000, false},
    {K::optimizer_bytes_adamw, "optimizer-bytes-adamw", "bytes", 0, 1000, false},
    {K::optimizer_bytes_musgd, "optimizer-bytes-musgd", "bytes", 0, 1000, false},
    {K::musgd_ops_per_matrix, "musgd-ops-per-matrix", "count", 0, 10000, true},
    {K::musgd_ops_per_other, "musgd-ops-per-other", "count", 0, 10000, true},
    {K::eager_op_dispatch_us, "eager-op-dispatch-us", "us", 0.01, 10000, false},
    {K::kernel_floor_us, "kernel-floor-us", "us", 0, 1000, false},
    {K::nominal_batch, "nominal-batch", "images", 1, 100000, true},
    {K::ema_bytes_per_param, "ema-bytes-per-param", "bytes", 0, 1000, false},
    {K::amp_unscale_bytes_per_param, "amp-unscale-bytes-per-param", "bytes", 0, 1000, false},
    {K::dram_floor_bytes_per_activation_byte, "dram-floor-bytes-per-activation-byte", "bytes", 0, 100, false},
    {K::l2_usable_fraction, "l2-usable-fraction", "fraction", 0, 1, false},
    {K::dispatch_overlap, "dispatch-overlap", "fraction", 0, 1, false},
    {K::matcher_bytes_per_cost, "matcher-bytes-per-cost", "bytes", 0, 100000, false},
    {K::pageable_copy_share, "pageable-copy-share", "fraction", 0.01, 1, false},
    {K::matcher_solve_ns_per_cell, "matcher-solve-ns-per-cell", "ns", 0, 1e6, false},
    {K::matcher_solve_square_factor, "matcher-solve-square-factor", "ratio", 0, 1000, false},
    {K::matcher_solve_slack_labels, "matcher-solve-slack-labels", "labels", 0.01, 1e6, false},
    {K::validation_share, "validation-share", "ratio", 0, 1, false},
    {K::val_setup_s, "val-setup-s", "s", 0, 1e5, false},
    {K::val_image_fixed_ms, "val-image-fixed-ms", "ms", 0, 1e4, false},
    {K::epoch_work_contention, "epoch-work-contention", "ratio", 1, 10, false},
    {K::checkpoint_bytes_per_param, "checkpoint-bytes-per-param", "bytes", 0, 1000, false},
    {K::checkpoint_files_per_epoch, "checkpoint-files-per-epoch", "count", 0, 100, true},
    {K::checkpoint_write_gb_per_s, "checkpoint-write-gb-per-s", "GB/s", 0.01, 1e4, false},
    {K::epoch_overhead_s, "epoch-overhead-s", "s", 0, 1e5, false},
    {K::run_overhead_s, "run-overhead-s", "s", 0, 1e6, false},
    {K::first_epoch_extra_s, "first-epoch-extra-s", "s", 0, 1e5, false},
    {K::first_epoch_cpu_s, "first-epoch-cpu-s", "s", 0, 1e5, false},
    {K::ddp_setup_s, "ddp-setup-s", "s", 0, 1e5, false},
    {K::cache_build_threads, "cache-build-threads", "count", 1, 1024, true},
    {K::pcie_efficiency, "pcie-efficiency", "fraction", 0.01, 1, false},
    {K::nvlink_efficiency, "nvlink-efficiency", "fraction", 0.01, 1, false},
    {K::nccl_pcie_p2p_share, "nccl-pcie-p2p-share", "fraction", 0.01, 1, false},
    {K::nccl_shm_busbw_gb_per_s, "nccl-shm-busbw-gb-per-s", "GB/s", 0.1, 10000, false},
    {K::nccl_shm_busbw_4gpu_gb_per_s, "nccl-shm-busbw-4gpu-gb-per-s", "GB/s", 0.1, 10000, false},
    {K::nccl_latency_us, "nccl-latency-us", "us", 0, 1e6, false},
    {K::ddp_bucket_mb, "ddp-bucket-mb", "MB", 1, 1e5, false},
    {K::ddp_overlap_fraction, "ddp-overlap-fraction", "fraction", 0, 1, false},
    {K::ddp_sync_overhead_per_doubling, "ddp-sync-overhead-per-doubling", "fraction", 0, 1, false},
    {K::ddp_sync_overhead_per_node_doubling, "ddp-sync-overhead-per-node-doubling", "fraction", 0, 1, false},
    {K::comm_bottleneck_share, "comm-bottleneck-share", "fraction", 0, 1, false},
    {K::nccl_base_latency_us, "nccl-base-latency-us", "us", 0, 1e6, false},
    {K::nccl_nvlink_latency_us, "nccl-nvlink-latency-us", "us", 0, 1e6, false},
    {K::nccl_pcie_latency_us, "nccl-pcie-latency-us", "us", 0, 1e6, false},
    {K::nccl_tree_intra_latency_us, "nccl-tree-intra-latency-us", "us", 0, 1e6, false},
    {K::nccl_net_overhead_amd_us, "nccl-net-overhead-amd-us", "us", 0, 1e6, false},
    {K::nccl_net_overhead_intel_us, "nccl-net-overhead-intel-us", "us", 0, 1e6, false},
    {K::nccl_ring_plateau_factor, "nccl-ring-plateau-factor", "ratio", 1, 10, false},
    {K::nccl_tree_bandwidth_factor, "nccl-tree-bandwidth-factor", "fraction", 0.01, 1, false},
    {K::nccl_tree_correction, "nccl-tree-correction", "fraction", 0.01, 1, false},
    {K::rack_power_kw, "rack-power-kw", "kW", 0.5, 1000, false},
    {K::shared_storage_gb_per_s_per_gpu, "shared-storage-gb-per-s-per-gpu", "GB/s", 0.001, 1000, false},
    {K::min_cores_per_gpu, "min-cores-per-gpu", "cores", 0, 1024, true},
    {K::ram_to_gpu_memory_ratio, "ram-to-gpu-memory-ratio", "ratio", 0, 100, false},
    {K::os_ram_gb, "os-ram-gb", "GB", 0, 1e5, false},
    {K::worker_ram_gb, "worker-ram-gb", "GB", 0, 1e4, false},
    {K::rank_ram_gb, "rank-ram-gb", "GB", 0, 1e4, false},
    {K::image_bytes_compressed, "image-bytes-compressed", "bytes", 1, 1e10, false},
    {K::image_ref_px, "image-ref-px", "px", 32, 16384, true},
    {K::source_min_px, "source-min-px", "px", 32, 16384, true},
    {K::checkpoint_copies, "checkpoint-copies", "copies", 0, 1000, true},
    {K::gpu_lanes, "gpu-lanes", "lanes", 1, 64, true},
    {K::east_west_nics_per_gpu, "east-west-nics-per-gpu", "ratio", 0, 4, false},
    {K::north_south_nics, "north-south-nics", "count", 1, 16, true}, // the data tier needs one (review s78 B3)
    {K::cache_aspect_ratio, "cache-aspect-ratio", "ratio", 0.01, 1, false},
    {K::cache_ram_safety_margin, "cache-ram-safety-margin", "fraction", 0, 4, false},
    {K::jpeg_decode_ms_per_mp, "jpeg-decode-ms-per-mp", "ms", 0.01, 1e4, false},
    {K::loader_ref_ghz, "loader-ref-ghz", "GHz", 0.1, 10, false},
    {K::host_python_ref_ghz, "host-python-ref-ghz", "GHz", 0.1, 10, false},
    {K::loader_efficiency, "loader-efficiency", "fraction", 0.01, 1, false},
    {K::smt_worker_gain, "smt-worker-gain", "fraction", 0, 1, false},
    {K::trainer_cores_per_rank, "trainer-cores-per-rank", "count", 0, 16, true},
    {K::system_drive_min_gb, "system-drive-min-gb", "GB", 0, 1e5, false},
    {K::storage_fill_limit, "storage-fill-limit", "fraction", 0.05, 1, false},
    {K::data_tier_read_derate, "data-tier-read-derate", "fraction", 0.01, 1, false},
    {K::rebuild_gb_per_s, "rebuild-gb-per-s", "GB/s", 0.001, 100, false},
    {K::rebuild_loaded_hdd_fast_gb_per_s, "rebuild-loaded-hdd-fast-gb-per-s", "GB/s", 0.001, 100, false},
    {K::rebuild_loaded_hdd_slow_gb_per_s, "rebuild-loaded-hdd-slow-gb-per-s", "GB/s", 0.001, 100, false},
    {K::single_parity_rebuild_max_h, "single-parity-rebuild-max-h", "h", 0, 1e4, false},
    {K::parity_group_max_drives, "parity-group-max-drives", "drives", 4, 1000, true},
    {K::data_nic_min_gbit_s, "data-nic-min-gbit-s", "Gb/s", 0, 1e5, false},
    {K::nic_tcp_efficiency, "nic-tcp-efficiency", "fraction", 0.01, 1, false},
    {K::video_val_frames, "video-val-frames", "count", 0, 1e9, true},
    {K::video_bitrate_fps_exponent, "video-bitrate-fps-exponent", "ratio", 0, 2, false},
    {K::seed_power_overhead, "seed-power-overhead", "fraction", 0, 10, false},
    {K::fan_power_fraction, "fan-power-fraction", "fraction", 0, 1, false},
    {K::gpu_power_excursion_factor, "gpu-power-excursion-factor", "ratio", 1, 4, false},
    {K::psu_efficiency_unplanned, "psu-efficiency-unplanned", "fraction", 0.5, 1, false},
    {K::pue, "pue", "ratio", 1, 3, false},
    {K::service_life_years, "service-life-years", "years", 0.5, 30, false},
    {K::support_share_per_year, "support-share-per-year", "fraction", 0, 1, false},
    {K::commitment_1y_factor, "commitment-1y-factor", "fraction", 0.05, 1, false},
    {K::commitment_3y_factor, "commitment-3y-factor", "fraction", 0.05, 1, false},
};

const Assumption* find_record(const Catalog& cat, std::string_view id) {
  for (const auto& a : cat.assumptions) {
    if (a.id == id) { // lengths first: cheap for the many that differ
      return &a;
    }
  }
  return nullptr;
}

} // namespace

const std::vector<AssumptionField>& assumption_fields() { return k_fields; }

const char* assumption_id(K k) { return k_fields[static_cast<std::size_t>(k)].id; }

std::vector<std::string> assumption_problems(const Catalog& cat, const std::string& origin) {
  std::vector<std::string> out;
  auto where = [&](const std::string& id) { return fmt::format("{}: assumptions '{}'", origin, id); };
  for (const auto& f : k_fields) {
    const Assumption* rec = find_record(cat, f.id);
    if (!rec) {
      out.push_back(where(f.id) +
                    ": missing (every model constant must be in the catalog; "
                    "'vsize catalog show " +
                    std::string(f.id) + "' prints the default)");
      continue;
    }
    if (rec->unit != f.unit) {
      out.push_back(fmt::format("{}: unit: must be \"{}\" (got \"{}\")", where(f.id), f.unit, rec->unit));
    }
    if (!(rec->value >= f.min && rec->value <= f.max)) {
      out.push_back(
          fmt::format("{}: value: must be from {:g} to {:g} (got {:g})", where(f.id), f.min, f.max, rec->value));
    } else if (f.whole && rec->value != std::floor(rec->value)) {
      out.push_back(fmt::format("{}: value: must be a whole number of {} (got {:g})", where(f.id), f.unit, rec->value));
    }
  }
  std::vector<std::string> known;
  for (const auto& f : k_fields) {
    known.emplace_back(f.id);
  }
  for (const auto& a : cat.assumptions) {
    if (std::find(known.begin(), known.end(), a.id) == known.end()) {
      std::string guess = closest_match(a.id, known);
      out.push_back(where(a.id) + ": unknown assumption (no model reads it)" +
                    (guess.empty() ? std::string() : "; did you mean '" + guess + "'?"));
    }
  }
  return out;
}

Assumptions Assumptions::from(const Catalog& cat) {
  Assumptions a;
  bool ok = cat.assumptions.size() == k_fields.size(); // an unknown id makes them differ
  for (const auto& f : k_fields) {
    const Assumption* rec = find_record(cat, f.id);
    if (!rec || !(rec->value >= f.min && rec->value <= f.max) || rec->unit != f.unit ||
        (f.whole && rec->value != std::floor(rec->value))) {
      ok = false;
      continue;
    }
    a.values[static_cast<std::size_t>(f.key)] = rec->value;
  }
  if (!ok) {
    throw CatalogError(assumption_problems(cat, "catalog"));
  }
  return a;
}

} // namespace vsize
