#pragma once
// The chassis rules about GPUs that vendor configurators apply (SPEC §7; research/platforms.md
// §6): only qualified GPUs, only the allowed counts (HGX boards: 4 or 8), the form factor of
// the GPU bays, the board power the bays cool and feed, and the NVLink bridges the chassis
// takes. CPU, DIMM, PSU, drive and NIC rules live with their models (host, power).
#include "vsize/findings.hpp"
#include "vsize/scenario.hpp"

namespace vsize {

struct PlatformPlan {
  const PlatformSpec* spec = nullptr; // nullptr: no chassis rules
  // The NVLink group the ring may use: the GPU's own (bridge or NVSwitch), limited for
  // bridges to what the chassis takes (research/platforms.md §6: bridge geometry).
  int nvlink_group_max = 0;
  // A bridge-capable GPU without a chassis: the cards' bridge (an accessory) is assumed fitted,
  // which the outputs state with the time without it. False where --no-nvlink-bridge says none.
  bool bridge_assumed = false;
  bool bridge_declined = false; // a bridge-capable GPU under --no-nvlink-bridge
};

// no_nvlink_bridge: the user's cards carry no NVLink bridge (--no-nvlink-bridge), so a
// bridge-capable GPU's ring runs over PCIe.
PlatformPlan plan_platform(const Scenario& s, bool no_nvlink_bridge, Findings& out);

} // namespace vsize
