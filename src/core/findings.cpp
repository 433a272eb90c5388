// The fixed facts of every finding code: JSON id, severity and figure names.
#include "vsize/findings.hpp"

namespace vsize {

namespace {

using S = Severity;
using C = FindingCode;
using F = Fig;

const std::vector<FindingInfo> k_findings = {
    {C::gpu_not_qualified, "gpu-not-qualified", S::reason, {}, 0},
    {C::gpu_form_factor_mismatch, "gpu-form-factor-mismatch", S::reason, {}, 0},
    {C::gpu_count_not_allowed, "gpu-count-not-allowed", S::reason, {F::count}, 1},
    {C::gpu_power_over_platform, "gpu-power-over-platform", S::reason, {F::gpu_w, F::max_gpu_w}, 2},
    {C::mig_unsupported, "mig-unsupported", S::reason, {}, 0},
    {C::batch_below_ranks, "batch-below-ranks", S::reason, {F::global_batch, F::ranks}, 2},
    {C::batch_does_not_fit, "batch-does-not-fit", S::reason, {F::fraction, F::capacity_gb}, 2},
    {C::device_memory_exceeded,
     "device-memory-exceeded",
     S::reason,
     {F::batch_per_gpu, F::device_used_gb, F::capacity_gb, F::mig_instance},
     4},
    {C::batch_not_multiple,
     "batch-not-multiple",
     S::warning,
     {F::global_batch, F::ranks, F::batch_per_gpu, F::batch_global},
     4},
    {C::cache_fragments, "cache-fragments", S::warning, {F::reserved_gb, F::need_gb, F::capacity_gb}, 3},
    {C::precision_unsupported, "precision-unsupported", S::reason, {}, 0},
    {C::cpu_sockets_unsupported, "cpu-sockets-unsupported", S::reason, {F::max_sockets, F::sockets}, 2},
    {C::no_adequate_cpu, "no-adequate-cpu", S::reason, {F::sockets}, 1},
    {C::cores_below_minimum,
     "cores-below-minimum",
     S::reason,
     {F::sockets, F::cores, F::min_cores_per_gpu, F::min_cores},
     4},
    {C::threads_too_few, "threads-too-few", S::reason, {F::sockets, F::threads, F::processes, F::workers}, 4},
    {C::cores_shared, "cores-shared", S::warning, {F::tasks, F::cores, F::threads, F::loader_cores}, 4},
    {C::pcie_lanes_short,
     "pcie-lanes-short",
     S::reason,
     {F::sockets, F::lanes_available, F::gpus, F::gpu_lanes, F::drives, F::nics, F::lanes_required},
     7},
    {C::ram_unreachable, "ram-unreachable", S::reason, {F::sockets, F::ram_gb, F::dimm_slots, F::max_gb}, 4},
    {C::ram_pinned_short,
     "ram-pinned-short",
     S::reason,
     {F::ram_gb, F::required_gb, F::set_by_contents, F::cache_copies, F::ram_to_gpu_memory_ratio},
     5},
    {C::cpu_pcie_gen_lower, "cpu-pcie-gen-lower", S::warning, {F::cpu_pcie_gen}, 1},
    {C::ram_cache_sets_ram,
     "ram-cache-sets-ram",
     S::warning,
     {F::cache_gb, F::cache_copies, F::ram_gb, F::ram_without_cache_gb},
     4},
    {C::ram_two_dimms_per_channel,
     "ram-two-dimms-per-channel",
     S::warning,
     {F::ram_gb, F::speed_mt_s, F::speed_1dpc_mt_s},
     3},
    {C::cpu_not_on_platform, "cpu-not-on-platform", S::reason, {}, 0},
    {C::cpu_tdp_over_platform, "cpu-tdp-over-platform", S::reason, {F::tdp_w, F::max_w}, 2},
    {C::sockets_over_platform, "sockets-over-platform", S::reason, {F::sockets, F::platform_sockets}, 2},
    {C::drives_over_bays, "drives-over-bays", S::reason, {F::drives, F::bays}, 2},
    {C::nics_over_slots, "nics-over-slots", S::reason, {F::nics, F::slots}, 2},
    {C::cache_not_supported, "cache-not-supported", S::warning, {}, 0},
    {C::cache_moved_to_disk,
     "cache-moved-to-disk",
     S::warning,
     {F::needed_gb, F::max_gb, F::epoch_s, F::epoch_s_with_ram_cache},
     4},
    {C::loader_starved, "loader-starved", S::reason, {}, 0},
    {C::no_circuit_in_region, "no-circuit-in-region", S::reason, {}, 0},
    {C::circuit_overloaded, "circuit-overloaded", S::reason, {F::load_w, F::usable_w, F::circuits}, 3},
    {C::several_circuits_needed, "several-circuits-needed", S::warning, {F::load_w, F::usable_w, F::circuits}, 3},
    {C::no_psu_for_load, "no-psu-for-load", S::reason, {}, 0},
    {C::psu_not_on_circuit, "psu-not-on-circuit", S::reason, {}, 0},
    {C::psus_too_few, "psus-too-few", S::reason, {F::psus, F::capacity_w, F::sizing_w}, 3},
    {C::psu_not_offered, "psu-not-offered", S::reason, {}, 0},
    {C::redundancy_not_supported, "redundancy-not-supported", S::reason, {F::n_plus_n}, 1},
    {C::psu_zone_short, "psu-zone-short", S::reason, {F::zone, F::units_needed, F::bays, F::zone_load_w}, 4},
    {C::cluster_slower_than_one_node,
     "cluster-slower-than-one-node",
     S::reason,
     {F::nodes, F::speedup, F::allreduce_ms, F::fabric_gb_per_s, F::gpu_link_gb_per_s},
     5},
    {C::fabric_sets_allreduce,
     "fabric-sets-allreduce",
     S::warning,
     {F::nodes, F::speedup, F::fabric_gb_per_s, F::gpu_link_gb_per_s},
     4},
    {C::fabric_over_tcp, "fabric-over-tcp", S::warning, {}, 0},
    {C::nics_limited_by_slots, "nics-limited-by-slots", S::warning, {F::nics, F::slots, F::needed}, 3},
    {C::node_over_rack_power, "node-over-rack-power", S::warning, {F::load_w, F::max_w}, 2},
    {C::shared_storage_short, "shared-storage-short", S::warning, {F::read_gb_per_s, F::rated_gb_per_s}, 2},
};

} // namespace

// The table is in the order of FindingCode, every code one row (tests/test_stages.cpp).
const FindingInfo& finding_info(FindingCode code) { return k_findings[static_cast<std::size_t>(code)]; }

const std::vector<FindingInfo>& finding_infos() { return k_findings; }

} // namespace vsize
