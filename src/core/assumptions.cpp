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

using A = Assumptions;

AssumptionField real(const char* id, const char* unit, double min, double max, double A::*m) {
  return {id, unit, min, max, m, nullptr};
}
AssumptionField count(const char* id, const char* unit, double min, double max, int A::*m) {
  return {id, unit, min, max, nullptr, m};
}

// The values each constant may take: the models divide by some and count with others, so an
// out-of-range value is a catalog error, never a silent clamp.
const std::vector<AssumptionField> k_fields = {
    real("cuda-context-gb", "GB", 0, 64, &A::cuda_context_gb),
    real("allocator-reserved-factor", "ratio", 1, 4, &A::allocator_reserved_factor),
    real("variable-size-reserved-factor", "ratio", 1, 4, &A::variable_size_reserved_factor),
    real("workspace-gb", "GB", 0, 64, &A::workspace_gb),
    real("fp32-activation-factor", "ratio", 1, 4, &A::fp32_activation_factor),
    real("autobatch-default-fraction", "fraction", 0.01, 0.99, &A::autobatch_default_fraction),
    real("optimizer-temp-bytes-per-param", "bytes", 0, 64, &A::optimizer_temp_bytes_per_param),
    real("mask-loss-bytes-per-object-pixel", "bytes", 0, 10000, &A::mask_loss_bytes_per_object_pixel),
    real("mask-head-class-factor", "ratio", 0, 100, &A::mask_head_class_factor),
    real("semantic-logit-factor", "ratio", 0, 100, &A::semantic_logit_factor),
    real("backward-factor", "ratio", 1, 10, &A::backward_factor),
    real("matmul-fraction-default", "fraction", 0.01, 1, &A::matmul_fraction_default),
    real("optimizer-bytes-sgd", "bytes", 0, 1000, &A::optimizer_bytes_sgd),
    real("optimizer-bytes-adamw", "bytes", 0, 1000, &A::optimizer_bytes_adamw),
    real("ema-bytes-per-param", "bytes", 0, 1000, &A::ema_bytes_per_param),
    real("amp-unscale-bytes-per-param", "bytes", 0, 1000, &A::amp_unscale_bytes_per_param),
    real("validation-share", "ratio", 0, 1, &A::validation_share),
    real("val-setup-s", "s", 0, 1e5, &A::val_setup_s),
    real("checkpoint-bytes-per-param", "bytes", 0, 1000, &A::checkpoint_bytes_per_param),
    count("checkpoint-files-per-epoch", "count", 0, 100, &A::checkpoint_files_per_epoch),
    real("checkpoint-write-gb-per-s", "GB/s", 0.01, 1e4, &A::checkpoint_write_gb_per_s),
    real("epoch-overhead-s", "s", 0, 1e5, &A::epoch_overhead_s),
    real("run-overhead-s", "s", 0, 1e6, &A::run_overhead_s),
    real("first-epoch-extra-s", "s", 0, 1e5, &A::first_epoch_extra_s),
    real("first-epoch-cpu-s", "s", 0, 1e5, &A::first_epoch_cpu_s),
    real("ddp-setup-s", "s", 0, 1e5, &A::ddp_setup_s),
    count("cache-build-threads", "count", 1, 1024, &A::cache_build_threads),
    real("pcie-efficiency", "fraction", 0.01, 1, &A::pcie_efficiency),
    real("nvlink-efficiency", "fraction", 0.01, 1, &A::nvlink_efficiency),
    real("socket-link-gb-per-s", "GB/s", 0.1, 10000, &A::socket_link_gb_per_s),
    real("nccl-latency-us", "us", 0, 1e6, &A::nccl_latency_us),
    real("ddp-bucket-mb", "MB", 1, 1e5, &A::ddp_bucket_mb),
    real("ddp-overlap-fraction", "fraction", 0, 1, &A::ddp_overlap_fraction),
    real("ddp-sync-overhead-per-doubling", "fraction", 0, 1, &A::ddp_sync_overhead_per_doubling),
    real("comm-bottleneck-share", "fraction", 0, 1, &A::comm_bottleneck_share),
    count("min-cores-per-gpu", "cores", 0, 1024, &A::min_cores_per_gpu),
    real("ram-to-gpu-memory-ratio", "ratio", 0, 100, &A::ram_to_gpu_memory_ratio),
    real("os-ram-gb", "GB", 0, 1e5, &A::os_ram_gb),
    real("worker-ram-gb", "GB", 0, 1e4, &A::worker_ram_gb),
    real("rank-ram-gb", "GB", 0, 1e4, &A::rank_ram_gb),
    real("image-bytes-compressed", "bytes", 1, 1e10, &A::image_bytes_compressed),
    count("image-ref-px", "px", 32, 16384, &A::image_ref_px),
    count("source-min-px", "px", 32, 16384, &A::source_min_px),
    count("checkpoint-copies", "copies", 0, 1000, &A::checkpoint_copies),
    count("gpu-lanes", "lanes", 1, 64, &A::gpu_lanes),
    real("east-west-nics-per-gpu", "ratio", 0, 4, &A::east_west_nics_per_gpu),
    count("north-south-nics", "count", 0, 16, &A::north_south_nics),
    real("cache-aspect-ratio", "ratio", 0.01, 1, &A::cache_aspect_ratio),
    real("cache-ram-safety-margin", "fraction", 0, 4, &A::cache_ram_safety_margin),
    real("jpeg-decode-ms-per-mp", "ms", 0.01, 1e4, &A::jpeg_decode_ms_per_mp),
    real("loader-ref-ghz", "GHz", 0.1, 10, &A::loader_ref_ghz),
    real("host-python-ref-ghz", "GHz", 0.1, 10, &A::host_python_ref_ghz),
    real("loader-efficiency", "fraction", 0.01, 1, &A::loader_efficiency),
    real("smt-worker-gain", "fraction", 0, 1, &A::smt_worker_gain),
    count("trainer-cores-per-rank", "count", 0, 16, &A::trainer_cores_per_rank),
    real("seed-power-overhead", "fraction", 0, 10, &A::seed_power_overhead),
    real("fan-power-fraction", "fraction", 0, 1, &A::fan_power_fraction),
    real("gpu-power-excursion-factor", "ratio", 1, 4, &A::gpu_power_excursion_factor),
    real("psu-efficiency-unplanned", "fraction", 0.5, 1, &A::psu_efficiency_unplanned),
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

const char* assumption_id(double Assumptions::*member) {
  for (const auto& f : k_fields) {
    if (f.real == member) {
      return f.id;
    }
  }
  return "";
}

const char* assumption_id(int Assumptions::*member) {
  for (const auto& f : k_fields) {
    if (f.count == member) {
      return f.id;
    }
  }
  return "";
}

std::vector<std::string> assumption_problems(const Catalog& cat, const std::string& origin) {
  std::vector<std::string> out;
  auto where = [&](const std::string& id) { return fmt::format("{}: assumptions '{}'", origin, id); };
  for (const auto& f : k_fields) {
    const Assumption* rec = find_record(cat, f.id);
    if (!rec) {
      out.push_back(where(f.id) + ": missing (every model constant must be in the catalog; "
                                  "'vsize catalog show " + std::string(f.id) + "' prints the default)");
      continue;
    }
    if (rec->unit != f.unit) {
      out.push_back(fmt::format("{}: unit: must be \"{}\" (got \"{}\")", where(f.id), f.unit, rec->unit));
    }
    if (!(rec->value >= f.min && rec->value <= f.max)) {
      out.push_back(fmt::format("{}: value: must be from {:g} to {:g} (got {:g})", where(f.id), f.min, f.max,
                                rec->value));
    } else if (f.count && rec->value != std::floor(rec->value)) {
      out.push_back(fmt::format("{}: value: must be a whole number of {} (got {:g})", where(f.id), f.unit,
                                rec->value));
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
    if (!rec || !(rec->value >= f.min && rec->value <= f.max) || rec->unit != f.unit) {
      ok = false;
      continue;
    }
    if (f.real) {
      a.*(f.real) = rec->value;
    } else {
      a.*(f.count) = static_cast<int>(rec->value);
      ok = ok && a.*(f.count) == rec->value;
    }
  }
  if (!ok) {
    throw CatalogError(assumption_problems(cat, "catalog"));
  }
  return a;
}

} // namespace vsize
