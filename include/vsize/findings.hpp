#pragma once
// What the models find about a configuration, as data: a code, its severity, the part it
// concerns and the figures involved. The core never words a finding; the report layer does
// (src/report/findings_text.cpp), and JSON carries the code, the figures and the sentence.
#include "vsize/enums.hpp"

#include <array>
#include <initializer_list>
#include <string>
#include <vector>

namespace vsize {

enum class FindingCode {
  // Chassis rules (platform_model): part = platform.
  gpu_not_qualified,
  gpu_form_factor_mismatch,
  gpu_count_not_allowed,   // count
  gpu_power_over_platform, // gpu_w, max_gpu_w
  // M1/M2 memory and batch.
  mig_unsupported,        // part = GPU
  batch_below_ranks,      // global_batch, ranks
  batch_does_not_fit,     // fraction, capacity_gb
  device_memory_exceeded, // batch_per_gpu, device_used_gb, capacity_gb, mig (1 = MIG instance)
  batch_not_multiple,     // global_batch, ranks, batch_per_gpu, batch_global
  cache_fragments,        // reserved_gb (after hours), need_gb (the peak step), capacity_gb
  // M3 compute.
  precision_unsupported,  // part = GPU
  // M6 host.
  cpu_sockets_unsupported, // part = CPU; max_sockets, sockets
  no_adequate_cpu,         // sockets
  cores_below_minimum,     // part = CPU; sockets, cores, min_cores_per_gpu, min_cores
  threads_too_few,         // part = CPU; sockets, threads, processes, workers
  cores_shared,            // part = CPU; tasks, cores, threads, loader_cores
  pcie_lanes_short,        // part = CPU; sockets, lanes_available, gpus, gpu_lanes, drives, nics, lanes_required
  ram_unreachable,         // part = CPU; sockets, ram_gb
  ram_pinned_short,        // ram_gb, required_gb, by_contents (1 = contents decide), cache_copies
  cpu_pcie_gen_lower,      // part = CPU; cpu_gen
  ram_cache_sets_ram,      // cache_gb, copies, required_gb, without_cache_gb
  ram_two_dimms_per_channel, // total_gb, speed_mt_s (0: not published), speed_1dpc_mt_s
  cpu_not_on_platform,     // part = CPU
  cpu_tdp_over_platform,   // part = CPU; tdp_w, max_w
  sockets_over_platform,   // sockets, platform_sockets
  drives_over_bays,        // part = platform; drives, bays
  nics_over_slots,         // part = platform; nics, slots
  cache_not_supported,     // part = family
  cache_moved_to_disk,     // needed_gb, max_gb, epoch_s, epoch_s_with_ram_cache
  // M5 data pipeline.
  loader_starved,
  // M7 power.
  no_circuit_in_region,
  circuit_overloaded,      // part = circuit; load_w, usable_w, circuits
  several_circuits_needed, // part = circuit; load_w, circuits
  no_psu_for_load,
  psu_not_on_circuit,      // part = PSU
  psus_too_few,            // part = PSU; pinned count, capacity_w (0: zones), sizing_w
  psu_not_offered,         // part = PSU (the platform does not list it)
  redundancy_not_supported, // part = platform; the pinned scheme (0 = n+1, 1 = n+n)
  psu_zone_short,          // part = platform; zone index, units needed, bays, zone load W
};

inline constexpr std::size_t k_max_finding_figures = 7;

struct Finding {
  FindingCode code;
  std::string part; // catalog id of the part concerned, or empty
  std::array<double, k_max_finding_figures> figures{};
};

// The fixed facts of a code: its JSON id, its severity and the names of its figures.
struct FindingInfo {
  FindingCode code;
  const char* id;
  Severity severity;
  std::array<const char*, k_max_finding_figures> figure_names;
};

const FindingInfo& finding_info(FindingCode code);
inline Severity severity(const Finding& f) { return finding_info(f.code).severity; }

using Findings = std::vector<Finding>;

inline void add_finding(Findings& out, FindingCode code, std::string part = {},
                        std::initializer_list<double> figures = {}) {
  Finding f{code, std::move(part), {}};
  std::size_t i = 0;
  for (double v : figures) {
    if (i < k_max_finding_figures) {
      f.figures[i++] = v;
    }
  }
  out.push_back(std::move(f));
}

} // namespace vsize
