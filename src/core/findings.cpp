// The fixed facts of every finding code: JSON id, severity and figure names.
#include "vsize/findings.hpp"

namespace vsize {

namespace {

using S = Severity;
using C = FindingCode;

const FindingInfo k_findings[] = {
    {C::gpu_not_qualified, "gpu-not-qualified", S::reason, {}},
    {C::gpu_form_factor_mismatch, "gpu-form-factor-mismatch", S::reason, {}},
    {C::gpu_count_not_allowed, "gpu-count-not-allowed", S::reason, {"count"}},
    {C::gpu_power_over_platform, "gpu-power-over-platform", S::reason, {"gpu_w", "max_gpu_w"}},
    {C::mig_unsupported, "mig-unsupported", S::reason, {}},
    {C::batch_below_ranks, "batch-below-ranks", S::reason, {"global_batch", "ranks"}},
    {C::batch_does_not_fit, "batch-does-not-fit", S::reason, {"fraction", "capacity_gb"}},
    {C::device_memory_exceeded, "device-memory-exceeded", S::reason,
     {"batch_per_gpu", "device_used_gb", "capacity_gb", "mig_instance"}},
    {C::batch_not_multiple, "batch-not-multiple", S::warning,
     {"global_batch", "ranks", "batch_per_gpu", "batch_global"}},
    {C::cache_fragments, "cache-fragments", S::warning, {"reserved_gb", "need_gb", "capacity_gb"}},
    {C::precision_unsupported, "precision-unsupported", S::reason, {}},
    {C::cpu_sockets_unsupported, "cpu-sockets-unsupported", S::reason, {"max_sockets", "sockets"}},
    {C::no_adequate_cpu, "no-adequate-cpu", S::reason, {"sockets"}},
    {C::cores_below_minimum, "cores-below-minimum", S::reason,
     {"sockets", "cores", "min_cores_per_gpu", "min_cores"}},
    {C::threads_too_few, "threads-too-few", S::reason, {"sockets", "threads", "processes", "workers"}},
    {C::cores_shared, "cores-shared", S::warning, {"tasks", "cores", "threads", "loader_cores"}},
    {C::pcie_lanes_short, "pcie-lanes-short", S::reason,
     {"sockets", "lanes_available", "gpus", "gpu_lanes", "drives", "nics", "lanes_required"}},
    {C::ram_unreachable, "ram-unreachable", S::reason, {"sockets", "ram_gb", "dimm_slots", "max_gb"}},
    {C::ram_pinned_short, "ram-pinned-short", S::reason,
     {"ram_gb", "required_gb", "set_by_contents", "cache_copies", "ram_to_gpu_memory_ratio"}},
    {C::cpu_pcie_gen_lower, "cpu-pcie-gen-lower", S::warning, {"cpu_pcie_gen"}},
    {C::ram_cache_sets_ram, "ram-cache-sets-ram", S::warning,
     {"cache_gb", "cache_copies", "ram_gb", "ram_without_cache_gb"}},
    {C::ram_two_dimms_per_channel, "ram-two-dimms-per-channel", S::warning,
     {"ram_gb", "speed_mt_s", "speed_1dpc_mt_s"}},
    {C::cpu_not_on_platform, "cpu-not-on-platform", S::reason, {}},
    {C::cpu_tdp_over_platform, "cpu-tdp-over-platform", S::reason, {"tdp_w", "max_w"}},
    {C::sockets_over_platform, "sockets-over-platform", S::reason, {"sockets", "platform_sockets"}},
    {C::drives_over_bays, "drives-over-bays", S::reason, {"drives", "bays"}},
    {C::nics_over_slots, "nics-over-slots", S::reason, {"nics", "slots"}},
    {C::cache_not_supported, "cache-not-supported", S::warning, {}},
    {C::cache_moved_to_disk, "cache-moved-to-disk", S::warning,
     {"needed_gb", "max_gb", "epoch_s", "epoch_s_with_ram_cache"}},
    {C::loader_starved, "loader-starved", S::reason, {}},
    {C::no_circuit_in_region, "no-circuit-in-region", S::reason, {}},
    {C::circuit_overloaded, "circuit-overloaded", S::reason, {"load_w", "usable_w", "circuits"}},
    {C::several_circuits_needed, "several-circuits-needed", S::warning, {"load_w", "usable_w", "circuits"}},
    {C::no_psu_for_load, "no-psu-for-load", S::reason, {}},
    {C::psu_not_on_circuit, "psu-not-on-circuit", S::reason, {}},
    {C::psus_too_few, "psus-too-few", S::reason, {"psus", "capacity_w", "sizing_w"}},
    {C::psu_not_offered, "psu-not-offered", S::reason, {}},
    {C::redundancy_not_supported, "redundancy-not-supported", S::reason, {"n_plus_n"}},
    {C::psu_zone_short, "psu-zone-short", S::reason, {"zone", "units_needed", "bays", "zone_load_w"}},
};

} // namespace

const FindingInfo& finding_info(FindingCode code) {
  for (const auto& f : k_findings) {
    if (f.code == code) {
      return f;
    }
  }
  return k_findings[0]; // unreachable: every code has a row (tests/test_findings.cpp)
}

} // namespace vsize
