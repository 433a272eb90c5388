#pragma once
// M7: wall power, circuits and PSUs. Pure functions.
//
//   seed method  = (GPUs x max board power + sockets x default TDP) x (1 + 15 %)   (seed 000, S7)
//   component    = GPUs + CPUs + DIMMs + drives + NICs, + fans (share of the rest) = DC load;
//                  wall = DC load / PSU efficiency at the load share of the installed PSUs
//   circuit      = the smallest whose continuous usable power carries max(seed, wall)
//   PSUs         = per zone of the chassis (1+1 CPU + 3+3 GPU on a Dell XE7740), the fewest
//                  that carry the zone's load with the redundant units failed: N+1: (n - 1) x
//                  rating >= load; N+N: n / 2 x rating >= load, at the rating for the circuit's
//                  line voltage (low line <= 127 V), GPUs counted at gpu-power-excursion-factor
//                  x board power (short power excursions; Lenovo ST650 V2 rules, ATX 3.0)
//   feeds        = N+N: two circuits (A and B), each able to carry the whole server
//   phases       = a three-phase circuit carries the load when its busiest phase (the feed's
//                  PSUs spread over the phases) stays within a third of it; wired line to line
//                  (208 V), its busiest line's current within the breaker's continuous rating
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/scenario.hpp"
#include "vsize/storage_model.hpp"

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace vsize {

double seed_method_w(double gpu_w_each, int gpus, double cpu_tdp_w, int sockets, double overhead_fraction);

struct ComponentInputs {
  double gpu_w = 0; // all GPUs
  double cpu_w = 0; // all sockets
  double dimm_w = 0; // all DIMMs
  double drive_w = 0;
  double nic_w = 0;
  double baseboard_w = 0; // the platform's NVSwitches, PCIe switches and retimers
  double fan_fraction = 0;
};

struct ComponentPower {
  double subtotal_w = 0;
  double fans_w = 0;
  double dc_w = 0;
};

ComponentPower component_power(const ComponentInputs& in);

// The curve a PSU runs on: its low-line one on a 100-127 V circuit where the record has one
// (review s85: 120 V plans had used the 230 V curve, 1-2 % optimistic), else its own.
const std::vector<EfficiencyPoint>& efficiency_curve(const PsuSpec& psu, bool low_line);

// Linear interpolation of that curve (never empty: the catalog requires one); flat beyond its
// ends, and below its lowest point the loss in watts held.
double psu_efficiency(const PsuSpec& psu, double load_fraction, bool low_line = false);

// High line unless the circuit supplies a PSU with less than 200 V (US 120 V).
bool is_low_line(const CircuitSpec& c);

// A three-phase circuit whose PSUs are wired between two lines (a US 208 V feed: line to
// neutral would be 120 V), not line to neutral (a 400 V feed's 230 V).
bool line_to_line(const CircuitSpec& c);

// A three-phase circuit's line current for `phase_w`, a phase's watts (a line-to-line circuit's:
// the equivalent, busiest_phase_share), and what a line carries continuously, the usable watts'
// third: I = P x sqrt(3) / V.
double line_current_a(const CircuitSpec& c, double phase_w);
double line_limit_a(const CircuitSpec& c);

// Output rating of a PSU on this circuit; nullopt when it cannot run there.
std::optional<double> psu_rating_w(const PsuSpec& psu, const CircuitSpec& c);

struct CircuitPlan {
  const CircuitSpec* circuit = nullptr;
  int count = 1; // circuits of this kind per feed
  int feeds = 1; // N+N: two feeds (A and B), each able to carry the whole load
  double usable_w = 0; // of one circuit
};

// The busiest share of a feed's load when its units (whole PSU cords) spread over `circuits` of
// `c`: the phases (or line pairs) of three-phase circuits, 3 a circuit, or single-phase circuits.
using PhaseShare = std::function<double(const CircuitSpec& c, int circuits)>;

// The smallest circuit in `candidates` that carries `load_w` alone, with its busiest phase
// within a third of a three-phase circuit; else the largest, as many as needed: for the load,
// and for the busiest of their phases or circuits (`phase_share(c, circuits)`). nullopt when there is
// none, or when a load would need more than 1,000 of them (a catalog figure far out of scale).
// Without a share the load spreads evenly over the phases or circuits. `cords`: the PSU cords the
// share places (0: not counted); past as many circuits as cords each holds one at most, and more
// cannot lower the busiest, so the search stops there.
std::optional<CircuitPlan> choose_circuit(const std::vector<const CircuitSpec*>& candidates, double load_w,
                                          const PhaseShare& phase_share = {}, int cords = 0);

// The PSUs of one zone (a platform's zone, or the whole server without a platform).
struct ZonePlan {
  int zone = 0; // index into the platform's psu_zones (0 without a platform)
  int units = 0;
  int bays = 0; // 0: no chassis limit
  double sizing_w = 0; // DC load to carry with the redundant units failed (GPU excursions in)
  double capacity_w = 0; // what the working units carry
  double load_w = 0; // its share of the steady DC load
};

// The most PSU zones a chassis has (the catalog reader refuses more; Dell's XE9680 has two, a
// four-GPU-zone overlay five).
inline constexpr int k_max_psu_zones = 8;

struct ZonedPsus {
  const PsuSpec* psu = nullptr;
  double rating_w = 0;
  int count = 0; // all zones
  std::array<ZonePlan, k_max_psu_zones> zones{};
  int zone_count = 0;
  int short_zone = -1; // the first zone whose bays cannot carry its load, or -1
  double load_fraction = 0;
  double efficiency = 0;
  bool low_line = false; // on a 100-127 V circuit: the PSU's low-line curve (efficiency_curve)
};

// PSUs of `psu` for each zone of `platform` (one unlimited zone without a platform): the
// fewest units that carry the zone's sizing load with `r`'s redundant units failed, GPUs
// counted at `gpu_sizing_w` (excursions), the rest at `rest_w`. nullopt when the PSU cannot run
// on the circuit.
std::optional<ZonedPsus> plan_zones(const PsuSpec& psu, const CircuitSpec& c, const PlatformSpec* platform,
                                    double gpu_w, double gpu_sizing_w, double rest_w, Redundancy r);

// The share of a feed's load on its busiest phase (or single-phase circuit): units of each zone
// spread over `phases` bins, largest first on the least loaded (LPT); a feed's units carry
// everything when the other feed has failed (N+N); under N+1 the bin as it is when a unit on
// another bin has failed. `across_lines`: the bins are the line pairs of three-phase circuits
// wired line to line, and the share is the busiest line conductor's, as the share of a
// line-to-neutral phase that would carry its current (line_to_line).
double busiest_phase_share(const ZonedPsus& p, Redundancy r, int phases = 3, bool across_lines = false);

// What the search may choose from, and what the user pinned.
struct PowerOptions {
  const PsuSpec* pinned_psu = nullptr;
  std::optional<int> psus;
  std::optional<Redundancy> redundancy; // nullopt: the chassis' preferred scheme
  std::vector<const CircuitSpec*> circuits; // the pinned one, or those of the region
  bool circuit_pinned = false;
  Region region = Region::eu; // where the candidates come from
};

// M7 for one configuration, with the inputs it used.
struct PowerPlan {
  double overhead_fraction = 0; // seed method's "15 % for the rest"
  double seed_method_w = 0;
  ComponentInputs component_inputs;
  ComponentPower component;
  double excursion_factor = 1; // GPUs' power counted when sizing PSUs
  std::optional<ZonedPsus> psu;
  // false: a server outside the catalog whose PSUs were not given (--psu, --psus): not invented.
  bool psus_checked = true;
  Redundancy redundancy = Redundancy::n_plus_1;
  bool redundancy_from_platform = false;
  double efficiency = 0; // of the chosen PSUs, or the unplanned assumption
  double wall_w = 0; // all parts at full power (nameplate draw), at the wall
  double circuit_load_w = 0; // max(seed, wall)
  double phase_share = 0; // busiest phase's share of a feed's load, over the circuits planned
  double phase_alone_w = 0; // the busiest phase were one circuit to carry the feed (a pinned one's check)
  std::optional<CircuitPlan> circuit;
  Region region = Region::eu;
  double btu_per_h = 0;
};

// `psu_options`: the chassis' PSUs (all catalog PSUs without a chassis).
PowerPlan plan_power(const Scenario& s, const HostPlan& host, const StoragePlan& storage, const PowerOptions& options,
                     const std::vector<const PsuSpec*>& psu_options, Findings& out);

} // namespace vsize
