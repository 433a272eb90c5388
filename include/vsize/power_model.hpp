#pragma once
// M7: wall power, circuits and PSUs. Pure functions.
//
//   seed method  = (GPUs x max board power + sockets x default TDP) x (1 + 15 %)   (seed 000, S7)
//   component    = GPUs + CPUs + DIMMs + drives + NICs, + fans (share of the rest) = DC load;
//                  wall = DC load / PSU efficiency at the load share of the installed PSUs
//   circuit      = the smallest whose continuous usable power carries max(seed, wall)
//   PSUs         = count so the DC load is carried with the redundant units failed:
//                  N+1: (count - 1) x rating >= load; N+N: count / 2 x rating >= load,
//                  at the rating for the circuit's line voltage (low line <= 127 V)
#include "vsize/findings.hpp"
#include "vsize/host_model.hpp"
#include "vsize/scenario.hpp"

#include <optional>
#include <vector>

namespace vsize {

double seed_method_w(double gpu_w_each, int gpus, double cpu_tdp_w, int sockets, double overhead_fraction);

struct ComponentInputs {
  double gpu_w = 0;   // all GPUs
  double cpu_w = 0;   // all sockets
  double dimm_w = 0;  // all DIMMs
  double drive_w = 0;
  double nic_w = 0;
  double fan_fraction = 0;
};

struct ComponentPower {
  double subtotal_w = 0;
  double fans_w = 0;
  double dc_w = 0;
};

ComponentPower component_power(const ComponentInputs& in);

// Linear interpolation of an efficiency curve (never empty: the catalog requires one); flat
// beyond its ends.
double psu_efficiency(const PsuSpec& psu, double load_fraction);

// High line unless the circuit supplies a PSU with less than 200 V (US 120 V).
bool is_low_line(const CircuitSpec& c);

// Output rating of a PSU on this circuit; nullopt when it cannot run there.
std::optional<double> psu_rating_w(const PsuSpec& psu, const CircuitSpec& c);

struct PsuPlan {
  const PsuSpec* psu = nullptr;
  int count = 0;
  double rating_w = 0;
  double capacity_w = 0;     // usable with the redundant units failed
  double load_fraction = 0;  // per unit, all units sharing
  double efficiency = 0;
};

// Units of `psu` needed for `dc_w` with `redundancy`; nullopt when the PSU cannot run on the
// circuit.
std::optional<PsuPlan> plan_psus(const PsuSpec& psu, const CircuitSpec& c, double dc_w, Redundancy r);

// Checks a given count; capacity_w < dc_w means it does not carry the load.
std::optional<PsuPlan> plan_psus_fixed(const PsuSpec& psu, const CircuitSpec& c, double dc_w, Redundancy r,
                                       int count);

struct CircuitPlan {
  const CircuitSpec* circuit = nullptr;
  int count = 1;       // circuits of this kind needed
  double usable_w = 0; // of one circuit
};

// The smallest circuit in `candidates` that carries `load_w` alone; else the largest, as
// many as needed.
std::optional<CircuitPlan> choose_circuit(const std::vector<const CircuitSpec*>& candidates, double load_w);

// What the search may choose from, and what the user pinned.
struct PowerOptions {
  const PsuSpec* pinned_psu = nullptr;
  std::optional<int> psus;
  Redundancy redundancy = Redundancy::n_plus_1;
  std::vector<const CircuitSpec*> circuits; // the pinned one, or those of the region
  bool circuit_pinned = false;
  Region region = Region::eu;               // where the candidates come from
  const std::vector<PsuSpec>* all_psus = nullptr;
};

// M7 for one configuration, with the inputs it used.
struct PowerPlan {
  double overhead_fraction = 0;   // seed method's "15 % for the rest"
  double seed_method_w = 0;
  ComponentInputs component_inputs;
  ComponentPower component;
  std::optional<PsuPlan> psu;
  Redundancy redundancy = Redundancy::n_plus_1;
  double efficiency = 0;          // of the chosen PSUs, or the unplanned assumption
  double wall_w = 0;
  double circuit_load_w = 0;      // max(seed, wall)
  std::optional<CircuitPlan> circuit;
  Region region = Region::eu;
  double btu_per_h = 0;
};

PowerPlan plan_power(const Scenario& s, const HostPlan& host, const PowerOptions& options, Findings& out);

} // namespace vsize
