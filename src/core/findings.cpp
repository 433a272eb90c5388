// The fixed facts of every finding code: JSON id, severity and figure names.
#include "vsize/findings.hpp"

namespace vsize {

namespace {

using S = Severity;
using C = FindingCode;

const FindingInfo k_findings[] = {
    {C::mig_unsupported, "mig-unsupported", S::reason, {}},
    {C::batch_below_ranks, "batch-below-ranks", S::reason, {"global_batch", "ranks"}},
    {C::batch_does_not_fit, "batch-does-not-fit", S::reason, {"fraction", "capacity_gb"}},
    {C::device_memory_exceeded, "device-memory-exceeded", S::reason,
     {"batch_per_gpu", "device_used_gb", "capacity_gb", "mig_instance"}},
    {C::batch_not_multiple, "batch-not-multiple", S::warning,
     {"global_batch", "ranks", "batch_per_gpu", "batch_global"}},
    {C::precision_unsupported, "precision-unsupported", S::reason, {}},
    {C::cpu_sockets_unsupported, "cpu-sockets-unsupported", S::reason, {"max_sockets", "sockets"}},
    {C::no_adequate_cpu, "no-adequate-cpu", S::reason, {"sockets"}},
    {C::cores_below_minimum, "cores-below-minimum", S::reason,
     {"sockets", "cores", "min_cores_per_gpu", "min_cores"}},
    {C::threads_too_few, "threads-too-few", S::reason, {"sockets", "threads", "processes", "workers"}},
    {C::cores_shared, "cores-shared", S::warning, {"tasks", "cores", "threads", "loader_cores"}},
    {C::pcie_lanes_short, "pcie-lanes-short", S::reason,
     {"sockets", "lanes_available", "gpus", "gpu_lanes", "drives", "nics", "lanes_required"}},
    {C::ram_unreachable, "ram-unreachable", S::reason, {"sockets", "ram_gb"}},
    {C::ram_pinned_short, "ram-pinned-short", S::reason,
     {"ram_gb", "required_gb", "set_by_contents", "cache_copies", "ram_to_gpu_memory_ratio"}},
    {C::cpu_pcie_gen_lower, "cpu-pcie-gen-lower", S::warning, {"cpu_pcie_gen"}},
    {C::ram_cache_sets_ram, "ram-cache-sets-ram", S::warning,
     {"cache_gb", "cache_copies", "required_gb", "without_cache_gb"}},
    {C::ram_two_dimms_per_channel, "ram-two-dimms-per-channel", S::warning,
     {"ram_gb", "speed_mt_s", "speed_1dpc_mt_s"}},
    {C::loader_starved, "loader-starved", S::reason, {}},
    {C::no_circuit_in_region, "no-circuit-in-region", S::reason, {}},
    {C::circuit_overloaded, "circuit-overloaded", S::reason, {"load_w", "usable_w", "circuits"}},
    {C::several_circuits_needed, "several-circuits-needed", S::warning, {"load_w", "usable_w", "circuits"}},
    {C::no_psu_for_load, "no-psu-for-load", S::reason, {}},
    {C::psu_not_on_circuit, "psu-not-on-circuit", S::reason, {}},
    {C::psus_too_few, "psus-too-few", S::reason, {"psus", "capacity_w", "dc_w"}},
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
