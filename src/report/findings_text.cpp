// Every finding code worded for people: the only place vsize's findings become sentences.
#include "vsize/report.hpp"

#include <fmt/format.h>

#include <vector>

namespace vsize {

namespace {

std::string list(const std::vector<std::string>& items) { return fmt::format("{}", fmt::join(items, ", ")); }

// The chassis rules: each names the rule (the platform record's field) and where to read it.
std::string platform_text(const Finding& f, const Evaluation& e) {
  const auto& v = f.figures;
  const PlatformSpec* p = e.platform.spec;
  std::string id = p ? p->id : f.part;
  std::string see = " (rule: " + id + " %s; vsize catalog show " + id + ")";
  auto rule = [&](const char* field) {
    std::string s = see;
    return s.replace(s.find("%s"), 2, field);
  };
  switch (f.code) {
  case FindingCode::gpu_not_qualified:
    return fmt::format("{} does not qualify the {}; it takes {}{}", id, e.gpu->id, p ? list(p->qualified_gpus) : "-",
                       rule("qualified_gpus"));
  case FindingCode::gpu_form_factor_mismatch:
    return fmt::format("{} takes {} GPUs; the {} is {}{}", id, p ? p->gpu_form_factor : "-", e.gpu->id,
                       e.gpu->form_factor, rule("gpu_form_factor"));
  case FindingCode::gpu_count_not_allowed:
    return fmt::format("{} takes {} GPUs, not {}{}", id, p ? fmt::format("{}", fmt::join(p->gpu_counts, ", ")) : "-",
                       static_cast<int>(v[0]), rule("gpu_counts"));
  case FindingCode::gpu_power_over_platform:
    return fmt::format("the {} draws up to {:g} W; {} feeds and cools {:g} W per GPU{}", e.gpu->id, v[0], id, v[1],
                       rule("max_gpu_w"));
  case FindingCode::cpu_not_on_platform:
    return fmt::format("{} takes {} CPUs, not the {} ({}){}", id, p ? list(p->cpu_families) : "-", f.part,
                       e.host.cpu ? e.host.cpu->family : std::string("?"), rule("cpu_families"));
  case FindingCode::cpu_tdp_over_platform:
    return fmt::format("the {} ({:g} W) exceeds the {:g} W per CPU {} allows with GPUs{}", f.part, v[0], v[1], id,
                       rule("cpu_tdp_max_w"));
  case FindingCode::sockets_over_platform:
    return fmt::format("{} CPU sockets: {} has {}{}", static_cast<int>(v[0]), id, static_cast<int>(v[1]), rule("sockets"));
  case FindingCode::drives_over_bays:
    return fmt::format("{} NVMe drives for dataset, cache and checkpoints; {} has {} bays{}", static_cast<int>(v[0]), id,
                       static_cast<int>(v[1]), rule("nvme_bays"));
  case FindingCode::nics_over_slots:
    return fmt::format("{} NICs (NVIDIA 2-8-5: one east-west NIC per two GPUs + north-south); {} has {} NIC slots{}",
                       static_cast<int>(v[0]), id, static_cast<int>(v[1]), rule("nic_slots"));
  case FindingCode::redundancy_not_supported:
    return fmt::format("{} offers {} redundancy, not {}{}", id,
                       p ? fmt::format("{}", fmt::join(enum_names_of(p->redundancy), ", ")) : "-",
                       v[0] > 0 ? "n+n" : "n+1", rule("redundancy"));
  case FindingCode::psu_not_offered:
    return fmt::format("{} is not among {}'s PSUs ({}){}", f.part, id, p ? list(p->psu_options) : "-",
                       rule("psu_options"));
  case FindingCode::psu_zone_short: {
    auto index = static_cast<std::size_t>(v[0]);
    std::string zone = p && index < p->psu_zones.size() ? p->psu_zones[index].name : "?";
    return fmt::format("{}'s {} PSU zone needs {} units to carry {:.0f} W with {} redundancy; it has {} bays{}", id,
                       zone, static_cast<int>(v[1]), v[3], to_string(e.power.redundancy), static_cast<int>(v[2]),
                       rule("psu_zones"));
  }
  default: return {};
  }
}

// RAM, image cache and data-loader findings; empty for any other code.
std::string ram_and_data_text(const Finding& f, const Evaluation& e, const Workload& w) {
  const auto& v = f.figures;
  auto n = [&](std::size_t i) { return static_cast<long long>(v[i]); };
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::ram_unreachable:
    return fmt::format("no balanced {} population of {} slots on {} x {} reaches {:.0f} GB (at most {:.0f} GB)",
                       e.host.cpu ? to_string(e.host.cpu->memory_type) : "RAM", n(2), n(0), part, v[1], v[3]);
  case FindingCode::ram_pinned_short:
    return fmt::format("--ram-gb {:.0f} is below the {:.0f} GB needed ({})", v[0], v[1],
                       v[2] > 0 ? fmt::format("OS + image cache x {} copies + workers; try --cache disk", n(3))
                                : fmt::format("{:g} x total GPU memory", v[4]));
  case FindingCode::cpu_pcie_gen_lower:
    return fmt::format("{} offers PCIe Gen{}; the {} runs at Gen{} there", part, n(0), e.gpu->id, n(0));
  case FindingCode::ram_cache_sets_ram:
    return fmt::format("the RAM image cache ({:.0f} GB x {} copies) makes the RAM {:.0f} GB; with --cache disk "
                       "{:.0f} GB would do",
                       v[0], n(1), v[2], v[3]);
  case FindingCode::ram_two_dimms_per_channel:
    if (v[1] <= 0) {
      return fmt::format("{:g} GB needs 2 DIMMs per channel; no 2DPC speed is published for this CPU and chassis, "
                         "expect less than the {} MT/s of one DIMM per channel", v[0], n(2));
    }
    return fmt::format("{:g} GB needs 2 DIMMs per channel: memory runs at {} MT/s instead of {}", v[0], n(1), n(2));
  case FindingCode::cache_not_supported:
    return fmt::format("{} has no RAM image cache (its datasets read and decode files every epoch): --cache {} is "
                       "ignored, images come from storage", part, to_string(w.cache));
  case FindingCode::cache_moved_to_disk:
    return fmt::format("the RAM cache needs {:.0f} GB, more than the {:.0f} GB this server holds: planned with "
                       "--cache disk, {}",
                       v[0], v[1],
                       format_duration(v[2]) == format_duration(v[3])
                           ? "which costs no time (the GPUs set the pace either way)"
                           : fmt::format("{} per epoch instead of {}", format_duration(v[2]), format_duration(v[3])));
  case FindingCode::loader_starved:
    return "the data loader delivers no images (no CPU cores left for workers)";
  default: return {};
  }
}

// Circuit and PSU findings; empty for any other code.
std::string power_text(const Finding& f, const Evaluation& e) {
  const auto& v = f.figures;
  auto n = [&](std::size_t i) { return static_cast<long long>(v[i]); };
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::no_circuit_in_region:
    return fmt::format("no circuit in the catalog for region '{}'", to_string(e.power.region));
  case FindingCode::circuit_overloaded:
    return fmt::format("{:.0f} W exceeds {} ({:.0f} W usable continuously); it needs {} such circuits", v[0], part,
                       v[1], n(2));
  case FindingCode::several_circuits_needed:
    return fmt::format("{:.0f} W needs {} x {} circuits", v[0], n(2), part);
  case FindingCode::no_psu_for_load:
    return "no catalog PSU can carry the load on this circuit";
  case FindingCode::psu_not_on_circuit:
    return fmt::format("{} cannot run on {}", part,
                       e.power.circuit ? e.power.circuit->circuit->id : std::string("this circuit"));
  case FindingCode::psus_too_few:
    return fmt::format("{} x {} ({}) carry {:.0f} W with the redundant units failed; the server needs {:.0f} W "
                       "(GPUs at {:g} x board power for excursions)",
                       n(0), part, to_string(e.power.redundancy), v[1], v[2], e.power.excursion_factor);
  default: return {};
  }
}

} // namespace

std::string finding_text(const Finding& f, const Evaluation& e, const Workload& w) {
  const auto& v = f.figures;
  auto n = [&](std::size_t i) { return static_cast<long long>(v[i]); };
  const std::string& part = f.part;
  for (std::string text : {platform_text(f, e), ram_and_data_text(f, e, w), power_text(f, e)}) {
    if (!text.empty()) {
      return text;
    }
  }
  switch (f.code) {
  case FindingCode::mig_unsupported:
    return part + " does not support MIG (NVIDIA MIG user guide, supported GPUs)";
  case FindingCode::batch_below_ranks:
    return fmt::format("--batch {} is smaller than the {} ranks it is split over", n(0), n(1));
  case FindingCode::batch_does_not_fit:
    return fmt::format("batch 1 does not fit in {:.0f} % of {:.1f} GB", v[0] * 100, v[1]);
  case FindingCode::device_memory_exceeded:
    return fmt::format("batch {} per GPU needs {:.1f} GB with the CUDA context; the {} has {:.1f} GB", n(0), v[1],
                       v[3] > 0 ? "MIG instance" : "GPU", v[2]);
  case FindingCode::cache_fragments:
    return fmt::format("variable input sizes fragment PyTorch's cache: after hours it holds {:.1f} of {:.1f} GB (nvidia-smi) "
                       "though a step needs {:.1f} GB; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True keeps it near "
                       "the need",
                       v[0], v[2], v[1]);
  case FindingCode::batch_not_multiple:
    return fmt::format("--batch {} is not a multiple of {} ranks; Ultralytics trains {} per GPU ({} in all)", n(0),
                       n(1), n(2), n(3));
  case FindingCode::precision_unsupported:
    return fmt::format("{} has no {} tensor rate (catalog {} is null); use --amp fp16 or fp32", part,
                       to_string(w.amp), e.step.requested.figure);
  case FindingCode::cpu_sockets_unsupported:
    return fmt::format("{} supports {} socket(s), not {}", part, n(0), n(1));
  case FindingCode::no_adequate_cpu:
    return fmt::format("no catalog CPU in {} sockets has the cores, PCIe lanes and memory this needs", n(0));
  case FindingCode::cores_below_minimum:
    return fmt::format("{} x {} has {} cores; NVIDIA's minimum is {} per GPU = {}", n(0), part, n(1), n(2), n(3));
  case FindingCode::threads_too_few:
    return fmt::format("{} x {} has {} hardware threads for {} training processes and {} loader workers", n(0), part,
                       n(1), n(2), n(3));
  case FindingCode::cores_shared:
    return fmt::format("{} processes + workers share {} cores ({} threads); the loader counts {} cores", n(0), n(1),
                       n(2), n(3));
  case FindingCode::pcie_lanes_short:
    return fmt::format("{} x {} offers {} PCIe lanes; {} GPUs x{} + {} NVMe + {} NIC need {}", n(0), part, n(1), n(2),
                       n(3), n(4), n(5), n(6));
  default: break;
  }
  return finding_info(f.code).id;
}

} // namespace vsize
