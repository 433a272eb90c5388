// Every finding code worded for people: the only place vsize's findings become sentences.
#include "vsize/report.hpp"

#include <fmt/format.h>

namespace vsize {

std::string finding_text(const Finding& f, const Evaluation& e, const Workload& w) {
  const auto& v = f.figures;
  auto n = [&](std::size_t i) { return static_cast<long long>(v[i]); };
  const std::string& part = f.part;
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
  case FindingCode::ram_unreachable:
    return fmt::format("no balanced {} population on {} x {} reaches {:.0f} GB",
                       e.host.cpu ? to_string(e.host.cpu->memory_type) : "RAM", n(0), part, v[1]);
  case FindingCode::ram_pinned_short:
    return fmt::format("--ram-gb {:.0f} is below the {:.0f} GB needed ({})", v[0], v[1],
                       v[2] > 0 ? fmt::format("OS + image cache x {} copies + workers; try --cache disk", n(3))
                                : fmt::format("{:g} x total GPU memory", v[4]));
  case FindingCode::cpu_pcie_gen_lower:
    return fmt::format("{} offers PCIe Gen{}; the {} runs at Gen{} there", part, n(0), e.gpu->id, n(0));
  case FindingCode::ram_cache_sets_ram:
    return fmt::format("the RAM image cache ({:.0f} GB x {} copies) sets the RAM at {:.0f} GB; with --cache disk it "
                       "would be {:.0f} GB",
                       v[0], n(1), v[2], v[3]);
  case FindingCode::ram_two_dimms_per_channel:
    return fmt::format("{:g} GB needs 2 DIMMs per channel: memory runs at {} MT/s instead of {}", v[0], n(1), n(2));
  case FindingCode::loader_starved:
    return "the data loader delivers no images (no CPU cores left for workers)";
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
    return fmt::format("{} x {} ({}) carry {:.0f} W with redundancy; the server draws {:.0f} W DC", n(0), part,
                       to_string(e.power.redundancy), v[1], v[2]);
  }
  return finding_info(f.code).id;
}

} // namespace vsize
