// Chassis rules about GPUs (include/vsize/platform_model.hpp).
#include "vsize/platform_model.hpp"

#include <algorithm>

namespace vsize {

PlatformPlan plan_platform(const Scenario& s, bool no_nvlink_bridge, Findings& out) {
  PlatformPlan p;
  p.spec = s.platform;
  p.nvlink_group_max = s.gpu.nvlink_group_max;
  const PlatformSpec* pl = s.platform;
  // GeForce cards have no ECC memory, and NVIDIA's GeForce driver licence (section 2.1.3) does
  // not permit data-centre deployment: a note wherever one is put into a server.
  if (s.gpu.tier == "consumer") {
    add_finding(out, FindingCode::gpu_consumer_in_server, s.gpu.id);
  }
  bool bridge = s.gpu.nvlink_topology == NvlinkTopology::bridge;
  if (bridge && no_nvlink_bridge) {
    p.nvlink_group_max = 1; // no bridge: each card on its own, the ring over PCIe
    p.bridge_declined = true;
  }
  if (!pl) {
    p.bridge_assumed = bridge && !no_nvlink_bridge;
    return p;
  }
  if (bridge) {
    p.nvlink_group_max = std::min(p.nvlink_group_max, pl->nvlink_bridge_max);
  }
  if (!pl->qualifies(s.gpu.id)) {
    add_finding(out, FindingCode::gpu_not_qualified, pl->id);
  }
  if (s.gpu.form_factor != pl->gpu_form_factor) {
    add_finding(out, FindingCode::gpu_form_factor_mismatch, pl->id);
  }
  if (!pl->allows_count(s.topo.gpus_per_node)) {
    add_finding(out, FindingCode::gpu_count_not_allowed, pl->id, {{Fig::count, double(s.topo.gpus_per_node)}});
  }
  if (s.gpu.max_power_w > pl->max_gpu_w) {
    add_finding(out, FindingCode::gpu_power_over_platform, pl->id,
                {{Fig::gpu_w, s.gpu.max_power_w}, {Fig::max_gpu_w, pl->max_gpu_w}});
  }
  return p;
}

} // namespace vsize
