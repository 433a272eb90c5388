#include "vsize/power_model.hpp"

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
  if (c.empty()) {
    return 0.9;
  }
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
  double supply_v = c.phases == 3 && c.voltage_v > 300 ? c.voltage_v / 1.7320508075688772 : c.voltage_v;
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

} // namespace vsize
