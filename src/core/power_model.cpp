// M7: wall power, circuits and PSUs (formulas: include/vsize/power_model.hpp).
#include "vsize/power_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

double seed_method_w(double gpu_w_each, int gpus, double cpu_tdp_w, int sockets, double overhead_fraction) {
  // Seed 000: "Karten mit voller Leistungsaufnahme plus zwei Prozessoren mit AMDs
  // Standard-TDP ... plus 15 Prozent für den Rest".
  return (gpu_w_each * gpus + cpu_tdp_w * sockets) * (1.0 + overhead_fraction);
}

ComponentPower component_power(const ComponentInputs& in) {
  ComponentPower p;
  p.subtotal_w = in.gpu_w + in.cpu_w + in.dimm_w + in.drive_w + in.nic_w;
  p.fans_w = p.subtotal_w * in.fan_fraction;
  p.dc_w = p.subtotal_w + p.fans_w;
  return p;
}

double psu_efficiency(const PsuSpec& psu, double load_fraction) {
  const auto& c = psu.efficiency_curve;
  if (load_fraction <= c.front().load_fraction) {
    return c.front().efficiency;
  }
  for (std::size_t i = 1; i < c.size(); ++i) {
    if (load_fraction <= c[i].load_fraction) {
      double t = (load_fraction - c[i - 1].load_fraction) / (c[i].load_fraction - c[i - 1].load_fraction);
      return c[i - 1].efficiency + t * (c[i].efficiency - c[i - 1].efficiency);
    }
  }
  return c.back().efficiency;
}

bool is_low_line(const CircuitSpec& c) {
  // A three-phase feed supplies each PSU line-to-neutral (400 V -> 230 V) or line-to-line
  // (208 V); single phase supplies its voltage.
  double supply_v = c.phases == 3 && c.voltage_v > 300 ? c.voltage_v / units::k_sqrt3 : c.voltage_v;
  return supply_v < 200;
}

std::optional<double> psu_rating_w(const PsuSpec& psu, const CircuitSpec& c) {
  if (is_low_line(c)) {
    return psu.rating_low_line_w;
  }
  return psu.rating_high_line_w;
}

namespace {

PsuPlan finish(const PsuSpec& psu, double rating, int count, double dc_w, Redundancy r) {
  PsuPlan p;
  p.psu = &psu;
  p.count = count;
  p.rating_w = rating;
  int working = r == Redundancy::n_plus_1 ? count - 1 : count / 2;
  p.capacity_w = std::max(0, working) * rating;
  p.load_fraction = dc_w / (count * rating);
  p.efficiency = psu_efficiency(psu, p.load_fraction);
  return p;
}

} // namespace

std::optional<PsuPlan> plan_psus(const PsuSpec& psu, const CircuitSpec& c, double dc_w, Redundancy r) {
  auto rating = psu_rating_w(psu, c);
  if (!rating || *rating <= 0) {
    return std::nullopt;
  }
  int n = std::max(1, static_cast<int>(std::ceil(dc_w / *rating - 1e-9)));
  int count = r == Redundancy::n_plus_1 ? n + 1 : 2 * n;
  return finish(psu, *rating, count, dc_w, r);
}

std::optional<PsuPlan> plan_psus_fixed(const PsuSpec& psu, const CircuitSpec& c, double dc_w, Redundancy r,
                                       int count) {
  auto rating = psu_rating_w(psu, c);
  if (!rating || *rating <= 0 || count <= 0) {
    return std::nullopt;
  }
  return finish(psu, *rating, count, dc_w, r);
}

std::optional<CircuitPlan> choose_circuit(const std::vector<const CircuitSpec*>& candidates, double load_w) {
  const CircuitSpec* smallest = nullptr;
  const CircuitSpec* largest = nullptr;
  for (const auto* c : candidates) {
    if (c->usable_w >= load_w &&
        (!smallest || c->usable_w < smallest->usable_w || (c->usable_w == smallest->usable_w && c->id < smallest->id))) {
      smallest = c;
    }
    if (!largest || c->usable_w > largest->usable_w || (c->usable_w == largest->usable_w && c->id < largest->id)) {
      largest = c;
    }
  }
  if (smallest) {
    return CircuitPlan{smallest, 1, smallest->usable_w};
  }
  if (!largest) {
    return std::nullopt;
  }
  return CircuitPlan{largest, static_cast<int>(std::ceil(load_w / largest->usable_w)), largest->usable_w};
}

namespace {

// The PSUs for `dc_w` on `circuit`: the pinned PSU (and count), or the catalog PSU with the
// fewest units, then the smallest rating that carries the load, then id.
std::optional<PsuPlan> pick_psus(const PowerOptions& o, const CircuitSpec& circuit, double dc_w) {
  auto plan_for = [&](const PsuSpec& psu) {
    return o.psus ? plan_psus_fixed(psu, circuit, dc_w, o.redundancy, *o.psus)
                  : plan_psus(psu, circuit, dc_w, o.redundancy);
  };
  if (o.pinned_psu) {
    return plan_for(*o.pinned_psu);
  }
  std::optional<PsuPlan> best;
  for (const auto& psu : *o.all_psus) {
    auto plan = plan_for(psu);
    if (!plan || plan->capacity_w < dc_w) {
      continue;
    }
    if (!best || plan->count < best->count ||
        (plan->count == best->count &&
         (plan->rating_w < best->rating_w || (plan->rating_w == best->rating_w && psu.id < best->psu->id)))) {
      best = plan;
    }
  }
  return best;
}

ComponentInputs component_inputs(const Scenario& s, const HostPlan& h) {
  ComponentInputs ci;
  ci.gpu_w = s.gpu.max_power_w * s.count;
  ci.cpu_w = h.cpu ? h.cpu->tdp_w * h.sockets : 0.0;
  ci.dimm_w = h.ram ? h.ram->dimm->power_w * h.ram->count : 0.0;
  ci.drive_w = h.storage.drives * s.a.nvme_power_w;
  ci.nic_w = h.nics * s.a.nic_power_w;
  ci.fan_fraction = s.a.fan_power_fraction;
  return ci;
}

void power_findings(const PowerPlan& p, const PowerOptions& o, Findings& out) {
  if (!p.circuit) {
    add_finding(out, FindingCode::no_circuit_in_region);
  } else if (p.circuit->count > 1) {
    add_finding(out, o.circuit_pinned ? FindingCode::circuit_overloaded : FindingCode::several_circuits_needed,
                p.circuit->circuit->id, {p.circuit_load_w, p.circuit->usable_w, double(p.circuit->count)});
  }
  if (!p.psu) {
    if (o.pinned_psu) {
      add_finding(out, FindingCode::psu_not_on_circuit, o.pinned_psu->id);
    } else {
      add_finding(out, FindingCode::no_psu_for_load);
    }
  } else if (p.psu->capacity_w < p.component.dc_w) {
    add_finding(out, FindingCode::psus_too_few, p.psu->psu->id,
                {double(p.psu->count), p.psu->capacity_w, p.component.dc_w});
  }
}

} // namespace

PowerPlan plan_power(const Scenario& s, const HostPlan& host, const PowerOptions& options, Findings& out) {
  PowerPlan p;
  p.redundancy = options.redundancy;
  p.region = options.region;
  p.overhead_fraction = s.a.seed_power_overhead;
  p.seed_method_w = seed_method_w(s.gpu.max_power_w, s.count, host.cpu ? host.cpu->tdp_w : 0.0, host.sockets,
                                  p.overhead_fraction);
  p.component_inputs = component_inputs(s, host);
  p.component = component_power(p.component_inputs);
  double dc_w = p.component.dc_w;
  // PSUs first at the circuit class the seed method points to, then the wall power decides.
  auto first = choose_circuit(options.circuits, p.seed_method_w);
  if (first) {
    p.psu = pick_psus(options, *first->circuit, dc_w);
  }
  p.efficiency = p.psu ? p.psu->efficiency : s.a.psu_efficiency_unplanned;
  p.wall_w = dc_w / p.efficiency;
  p.circuit_load_w = std::max(p.seed_method_w, p.wall_w);
  p.circuit = choose_circuit(options.circuits, p.circuit_load_w);
  if (p.circuit && first && p.circuit->circuit != first->circuit) {
    p.psu = pick_psus(options, *p.circuit->circuit, dc_w);
    if (p.psu) {
      p.efficiency = p.psu->efficiency;
      p.wall_w = dc_w / p.efficiency;
      p.circuit_load_w = std::max(p.seed_method_w, p.wall_w);
    }
  }
  p.btu_per_h = p.wall_w * units::k_btu_per_h_per_w;
  power_findings(p, options, out);
  return p;
}

} // namespace vsize
