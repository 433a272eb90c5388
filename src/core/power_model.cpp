// M7: wall power, circuits and PSUs (formulas: include/vsize/power_model.hpp).
#include "vsize/power_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace vsize {

double seed_method_w(double gpu_w_each, int gpus, double cpu_tdp_w, int sockets, double overhead_fraction) {
  // Seed 000: "Karten mit voller Leistungsaufnahme plus zwei Prozessoren mit AMDs
  // Standard-TDP ... plus 15 Prozent für den Rest".
  return (gpu_w_each * gpus + cpu_tdp_w * sockets) * (1.0 + overhead_fraction);
}

ComponentPower component_power(const ComponentInputs& in) {
  ComponentPower p;
  p.subtotal_w = in.gpu_w + in.cpu_w + in.dimm_w + in.drive_w + in.nic_w + in.baseboard_w;
  p.fans_w = p.subtotal_w * in.fan_fraction;
  p.dc_w = p.subtotal_w + p.fans_w;
  return p;
}

const std::vector<EfficiencyPoint>& efficiency_curve(const PsuSpec& psu, bool low_line) {
  return low_line && !psu.efficiency_curve_low_line.empty() ? psu.efficiency_curve_low_line : psu.efficiency_curve;
}

double psu_efficiency(const PsuSpec& psu, double load_fraction, bool low_line) {
  const auto& c = efficiency_curve(psu, low_line);
  if (load_fraction <= c.front().load_fraction) {
    // Below the lowest rated point (80 PLUS Platinum's is 20 %) the PSU's fixed losses (control,
    // switching, its fan) dominate: the loss in watts is held at that point's, so efficiency
    // falls as the load does (it was held flat: 90 % at 12 % load). Checked against 80 PLUS
    // Titanium, which also rates 10 % (230 V internal redundant: 90 / 94 / 96 / 91 % at 10 / 20 /
    // 50 / 100 %, the catalog's ae-csu2400at curve): 94 % at 20 % is a loss of 0.2 x (1 / 0.94 - 1)
    // = 1.28 % of the rating, which at 10 % gives 0.1 / (0.1 + 0.0128) = 88.7 % against 90 % rated.
    const auto& low = c.front();
    if (load_fraction <= 0) return low.efficiency;
    double loss = low.load_fraction * (1 / low.efficiency - 1);
    return load_fraction / (load_fraction + loss);
  }
  for (std::size_t i = 1; i < c.size(); ++i) {
    if (load_fraction <= c[i].load_fraction) {
      double t = (load_fraction - c[i - 1].load_fraction) / (c[i].load_fraction - c[i - 1].load_fraction);
      return c[i - 1].efficiency + t * (c[i].efficiency - c[i - 1].efficiency);
    }
  }
  return c.back().efficiency;
}

namespace {

// The voltage a PSU on the circuit sees: a three-phase feed supplies each PSU line-to-neutral
// (400 V -> 230 V) or line-to-line (208 V); single phase supplies its voltage.
double supply_v(const CircuitSpec& c) {
  return c.phases == 3 && c.voltage_v > 300 ? c.voltage_v / units::k_sqrt3 : c.voltage_v;
}

} // namespace

bool is_low_line(const CircuitSpec& c) { return supply_v(c) < 200; }

bool line_to_line(const CircuitSpec& c) { return c.phases == 3 && supply_v(c) == c.voltage_v; }

double line_current_a(const CircuitSpec& c, double phase_w) { return phase_w * units::k_sqrt3 / c.voltage_v; }
double line_limit_a(const CircuitSpec& c) { return line_current_a(c, c.usable_w / 3.0); }

std::optional<double> psu_rating_w(const PsuSpec& psu, const CircuitSpec& c) {
  if (is_low_line(c)) {
    return psu.rating_low_line_w;
  }
  // 200-219 V (a US 208 V circuit): the PSU's rating there, where its datasheet gives a lower one
  // (review r20a #2: Supermicro's 2000 W unit gives 1800 W below 220 V).
  if (supply_v(c) < 220 && psu.rating_200v_w) {
    return psu.rating_200v_w;
  }
  return psu.rating_high_line_w;
}

namespace {

// Circuits beyond this many per feed mean a figure far out of scale (an overlay's 1e-9 W
// circuit), not a server: no circuit is planned and the configuration is rejected.
constexpr double k_max_circuits = 1000;

// A circuit's phases, or the circuits themselves where each is single-phase: what the PSUs'
// cords are spread over, whole (a cord's load cannot be split).
int bins_of(const CircuitSpec& c, int circuits) { return c.phases == 3 ? 3 * circuits : circuits; }
double bin_usable_w(const CircuitSpec& c) { return c.phases == 3 ? c.usable_w / 3.0 : c.usable_w; }

bool carries_alone(const CircuitSpec& c, double load_w, double busiest_share) {
  return c.usable_w >= load_w && load_w * busiest_share <= bin_usable_w(c);
}

} // namespace

std::optional<CircuitPlan> choose_circuit(const std::vector<const CircuitSpec*>& candidates, double load_w,
                                          const PhaseShare& phase_share_of, int cords) {
  auto share = [&](const CircuitSpec& c, int circuits) {
    return phase_share_of ? phase_share_of(c, circuits) : 1.0 / bins_of(c, circuits);
  };
  const CircuitSpec* smallest = nullptr;
  const CircuitSpec* largest = nullptr;
  for (const auto* c : candidates) {
    if (carries_alone(*c, load_w, share(*c, 1)) && (!smallest || c->usable_w < smallest->usable_w ||
                                                    (c->usable_w == smallest->usable_w && c->id < smallest->id))) {
      smallest = c;
    }
    if (!largest || c->usable_w > largest->usable_w || (c->usable_w == largest->usable_w && c->id < largest->id)) {
      largest = c;
    }
  }
  if (smallest) {
    return CircuitPlan{smallest, 1, 1, smallest->usable_w};
  }
  if (!largest || !(load_w > 0)) {
    return std::nullopt;
  }
  double needed = load_w / largest->usable_w;
  if (!(needed <= k_max_circuits)) {
    return std::nullopt;
  }
  // Each phase of a three-phase feed, and each single-phase circuit, carries the whole cords it
  // holds, with a unit failed where N+1 allows it (busiest_phase_share): more circuits spread
  // them over more (IEC 60364: each phase conductor carries its own rated current).
  // Each step places the cords again (busiest_phase_share: bins x units), so the search stops
  // where more circuits cannot help: a cord a circuit (review s78 B2: 150 s at 1,000 circuits).
  const int last =
      cords > 0 ? std::min(static_cast<int>(k_max_circuits), std::max(cords, static_cast<int>(std::ceil(needed))))
                : static_cast<int>(k_max_circuits);
  int count = std::max(1, static_cast<int>(std::ceil(needed)));
  while (count <= last && load_w * share(*largest, count) > bin_usable_w(*largest) * (1 + 1e-9)) {
    ++count;
  }
  if (count > last) {
    return std::nullopt;
  }
  return CircuitPlan{largest, count, 1, largest->usable_w};
}

namespace {

const PsuZone k_whole_server{"system", 0, PsuZone::Carries::all, 1.0};

// The zones of a platform's PSU bays, or the whole server as one zone without a platform.
std::size_t zone_count(const PlatformSpec* platform) {
  return platform ? platform->psu_zones.size() : 1; // at most k_max_psu_zones (the catalog reader)
}
const PsuZone& zone_of(const PlatformSpec* platform, std::size_t i) {
  return platform ? platform->psu_zones[i] : k_whole_server;
}

// A zone's share of a load: of the GPUs' part, of the rest, or of both.
double zone_share_w(const PsuZone& zone, double gpu_w, double rest_w) {
  return zone.share * ((zone.carries != PsuZone::Carries::rest ? gpu_w : 0.0) +
                       (zone.carries != PsuZone::Carries::gpus ? rest_w : 0.0));
}

// The fewest units of `rating_w` that carry `sizing_w` with the redundant ones failed.
int zone_units(const PsuZone& zone, double sizing_w, double rating_w, Redundancy r) {
  int n = std::max(1, static_cast<int>(std::ceil(sizing_w / rating_w - 1e-9)));
  int units = r == Redundancy::n_plus_1 ? n + 1 : 2 * n;
  // A zone the vendor builds with a fixed set of units gets them all (n+n keeps an even count).
  int at_least = r == Redundancy::n_plus_n ? (zone.units_min + 1) / 2 * 2 : zone.units_min;
  return std::max(units, at_least);
}

} // namespace

std::optional<ZonedPsus> plan_zones(const PsuSpec& psu, const CircuitSpec& c, const PlatformSpec* platform,
                                    double gpu_w, double gpu_sizing_w, double rest_w, Redundancy r) {
  auto rating = psu_rating_w(psu, c);
  if (!rating || *rating <= 0) {
    return std::nullopt;
  }
  ZonedPsus z;
  z.psu = &psu;
  z.rating_w = *rating;
  std::size_t zones = zone_count(platform);
  for (std::size_t i = 0; i < zones; ++i) {
    const PsuZone& zone = zone_of(platform, i);
    ZonePlan& zp = z.zones[i];
    zp.zone = static_cast<int>(i);
    zp.bays = zone.bays;
    zp.sizing_w = zone_share_w(zone, gpu_sizing_w, rest_w);
    zp.load_w = zone_share_w(zone, gpu_w, rest_w);
    zp.units = zone_units(zone, zp.sizing_w, *rating, r);
    zp.capacity_w = (r == Redundancy::n_plus_1 ? zp.units - 1 : zp.units / 2) * *rating;
    if (zp.bays > 0 && zp.units > zp.bays && z.short_zone < 0) {
      z.short_zone = zp.zone;
    }
    z.count += zp.units;
  }
  z.zone_count = static_cast<int>(zones);
  z.load_fraction = (gpu_w + rest_w) / (z.count * *rating);
  z.low_line = is_low_line(c);
  z.efficiency = psu_efficiency(psu, z.load_fraction, z.low_line);
  return z;
}

namespace {

// One feed's units (whole PSU cords) spread over bins: each bin's load and how many units of each
// zone it holds.
struct Placement {
  std::vector<double> load;
  std::vector<std::array<int, k_max_psu_zones>> held;
  double total = 0;
};

int units_per_feed(const ZonePlan& z, Redundancy r) {
  return r == Redundancy::n_plus_n ? std::max(1, z.units / 2) : z.units;
}

// Largest first on the least loaded bin (LPT): each zone's units carry equal shares, so the zones
// are taken by unit load, largest first, a unit at a time.
Placement place_units(const ZonedPsus& p, Redundancy r, std::size_t bins) {
  Placement out{std::vector<double>(bins, 0.0),
                std::vector<std::array<int, k_max_psu_zones>>(bins, std::array<int, k_max_psu_zones>{}), 0.0};
  std::vector<std::pair<double, int>> order;
  for (int i = 0; i < p.zone_count; ++i) {
    order.emplace_back(p.zones[i].load_w / units_per_feed(p.zones[i], r), i);
    out.total += p.zones[i].load_w;
  }
  std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [unit_w, zone] : order) {
    for (int u = 0; u < units_per_feed(p.zones[zone], r); ++u) {
      auto at = static_cast<std::size_t>(std::min_element(out.load.begin(), out.load.end()) - out.load.begin());
      out.load[at] += unit_w;
      ++out.held[at][static_cast<std::size_t>(zone)];
    }
  }
  return out;
}

// What a unit of zone `z` failing adds to each other unit of its zone: load / (units - 1) - load / units.
double failure_rise_w(const ZonePlan& z) { return z.load_w * (1.0 / (z.units - 1) - 1.0 / z.units); }

// The busiest phase or single-phase circuit. N+1 survives one unit failing: that zone's other
// units take its share. The worst for a bin is a unit failing elsewhere, which raises each unit
// of that zone it holds from load / units to load / (units - 1); a unit failing on it takes its
// own share off (review r20a #1: three PSUs on two 16 A circuits put 3661 W on one when the lone
// PSU failed). N+N's feed already carries everything with the other feed failed.
double busiest_bin_w(const ZonedPsus& p, Redundancy r, const Placement& at) {
  double busiest = 0;
  for (std::size_t b = 0; b < at.load.size(); ++b) {
    double rise = 0;
    for (int i = 0; i < p.zone_count && r == Redundancy::n_plus_1; ++i) {
      const ZonePlan& z = p.zones[i];
      int here = at.held[b][static_cast<std::size_t>(i)];
      if (z.units > 1 && here < z.units) {
        rise = std::max(rise, here * failure_rise_w(z));
      }
    }
    busiest = std::max(busiest, at.load[b] + rise);
  }
  return busiest;
}

// A circuit wired line to line (208 V): its bins are the line pairs AB, BC and CA, and a line
// conductor carries the currents of the two pairs it belongs to, 120 degrees apart at unity power
// factor: I_A = sqrt(I_AB^2 + I_CA^2 + I_AB x I_CA) (IEEE Std 141 (Red Book) ch. 3, delta-connected
// loads; a balanced load gives sqrt(3) x I_AB). As watts over the pairs' voltage: circuit k's
// busiest line.
double busiest_line_w(const std::vector<double>& pair_w, std::size_t k) {
  const double ab = pair_w[3 * k], bc = pair_w[3 * k + 1], ca = pair_w[3 * k + 2];
  double busiest = 0;
  for (auto [x, y] : {std::pair{ab, ca}, std::pair{ab, bc}, std::pair{bc, ca}}) {
    busiest = std::max(busiest, std::sqrt(x * x + y * y + x * y));
  }
  return busiest;
}

// The busiest line of the circuits, with N+1's every single failure tried: a unit failing raises
// its zone's units on every pair at once, so the two pairs of a line are taken under the same
// failure (review s76 F1: each pair at its own worst overstated a 2-PSU server's line by sqrt(3),
// 19.0 A where one PSU carrying all 2284 W on one pair draws 11.0 A). Per zone: the other
// circuits under the rise alone (the largest two, so one can be left out), the failed unit's
// circuit with its own share off.
double busiest_line_w(const ZonedPsus& p, Redundancy r, const Placement& at) {
  const std::size_t circuits = at.load.size() / 3;
  double busiest = 0;
  for (std::size_t k = 0; k < circuits; ++k) busiest = std::max(busiest, busiest_line_w(at.load, k));
  for (int i = 0; i < p.zone_count && r == Redundancy::n_plus_1; ++i) {
    const ZonePlan& z = p.zones[i];
    if (z.units < 2) continue;
    const auto zone = static_cast<std::size_t>(i);
    const double rise = failure_rise_w(z), unit_w = z.load_w / z.units;
    std::vector<double> raised = at.load;
    for (std::size_t b = 0; b < raised.size(); ++b) raised[b] += at.held[b][zone] * rise;
    std::vector<double> line(circuits);
    std::size_t first = 0; // the circuit whose busiest line is largest under the rise
    for (std::size_t k = 0; k < circuits; ++k) {
      line[k] = busiest_line_w(raised, k);
      first = line[k] > line[first] ? k : first;
    }
    double second = 0;
    for (std::size_t k = 0; k < circuits; ++k) second = k != first ? std::max(second, line[k]) : second;
    for (std::size_t f = 0; f < raised.size(); ++f) {
      if (at.held[f][zone] == 0) continue;
      const std::size_t k = f / 3;
      std::vector<double> failed = raised;
      failed[f] -= unit_w + rise; // the failed unit's share and its rise are gone
      busiest = std::max({busiest, k == first ? second : line[first], busiest_line_w(failed, k)});
    }
  }
  return busiest;
}

} // namespace

double busiest_phase_share(const ZonedPsus& p, Redundancy r, int phases, bool across_lines) {
  const auto bins = static_cast<std::size_t>(std::max(phases, 1));
  const bool lines = across_lines && bins % 3 == 0;
  const Placement at = place_units(p, r, bins);
  if (!(at.total > 0) || !std::isfinite(at.total)) {
    return 1.0 / static_cast<double>(lines ? 3 : bins);
  }
  // A line's current as the share of the feed's load a line-to-neutral phase would carry at it
  // (I_A x V / sqrt(3)), so one check, a third of the circuit's usable watts, holds for both wirings.
  return lines ? busiest_line_w(p, r, at) / units::k_sqrt3 / at.total : busiest_bin_w(p, r, at) / at.total;
}

namespace {

bool offered(const std::vector<const PsuSpec*>& options, const PsuSpec* psu) {
  return std::find(options.begin(), options.end(), psu) != options.end();
}

// What decides between PSUs, without the rest of a plan: the units every zone needs, whether a
// zone's bays are short, the rating (pick_psus plans only the winner).
struct PsuFit {
  const PsuSpec* psu = nullptr;
  int count = 0;
  bool short_bays = false;
  double rating_w = 0;
  long long loss_rank = 0; // -(efficiency at the load) in 1e-4 steps: the better PSU ranks first
};

std::optional<PsuFit> psu_fit(const PsuSpec& psu, const CircuitSpec& c, const PlatformSpec* platform,
                              double gpu_sizing_w, double rest_w, double dc_w, Redundancy r) {
  auto rating = psu_rating_w(psu, c);
  if (!rating || *rating <= 0) {
    return std::nullopt;
  }
  PsuFit f{&psu, 0, false, *rating};
  for (std::size_t i = 0; i < zone_count(platform); ++i) {
    const PsuZone& zone = zone_of(platform, i);
    int units = zone_units(zone, zone_share_w(zone, gpu_sizing_w, rest_w), *rating, r);
    f.short_bays = f.short_bays || (zone.bays > 0 && units > zone.bays);
    f.count += units;
  }
  if (f.count > 0) {
    f.loss_rank = -std::llround(psu_efficiency(psu, dc_w / (f.count * *rating), is_low_line(c)) * 1e4);
  }
  return f;
}

// The PSUs for the load on `circuit`: the pinned PSU, or of the chassis' options (every catalog
// PSU without a chassis) the one with the fewest units that fits the bays, then the smallest
// rating, then id.
std::optional<ZonedPsus> pick_psus(const Scenario& s, const PowerOptions& o, const std::vector<const PsuSpec*>& options,
                                   const CircuitSpec& circuit, const PowerPlan& p) {
  double gpu_w = p.component_inputs.gpu_w;
  double rest_w = p.component.dc_w - gpu_w;
  auto plan_for = [&](const PsuSpec& psu) {
    return plan_zones(psu, circuit, s.platform, gpu_w, gpu_w * p.excursion_factor, rest_w, p.redundancy);
  };
  // The user's count (--psus), checked: capacity with the redundant units failed against the
  // sizing load (psu_findings). A chassis of several zones is checked by its total instead.
  auto with_count = [&](const PsuSpec& psu) {
    auto plan = plan_for(psu);
    if (plan && o.psus && plan->zone_count == 1) {
      ZonePlan& z = plan->zones[0];
      z.units = *o.psus;
      z.capacity_w = std::max(0, p.redundancy == Redundancy::n_plus_1 ? z.units - 1 : z.units / 2) * plan->rating_w;
      plan->count = z.units;
      plan->load_fraction = p.component.dc_w / (plan->count * plan->rating_w);
      plan->efficiency = psu_efficiency(psu, plan->load_fraction, plan->low_line);
    }
    return plan;
  };
  if (o.pinned_psu) {
    return with_count(*o.pinned_psu);
  }
  if (o.psus && zone_count(s.platform) == 1) {
    // A count without a model (--psus N alone): the smallest of the chassis' PSUs that carries the
    // load at that count, else the one that comes closest. (The count was dropped here: the
    // fewest-units choice below replaced it.)
    std::optional<ZonedPsus> best;
    for (const PsuSpec* psu : options) {
      auto plan = with_count(*psu);
      if (!plan) continue;
      bool carries = plan->zones[0].capacity_w >= plan->zones[0].sizing_w;
      bool best_carries = best && best->zones[0].capacity_w >= best->zones[0].sizing_w;
      if (!best || (carries && !best_carries) ||
          (carries == best_carries &&
           (carries ? plan->rating_w < best->rating_w : plan->zones[0].capacity_w > best->zones[0].capacity_w))) {
        best = plan;
      }
    }
    return best;
  }
  // The fewest units, then the highest efficiency at the load (the least wall power: of two
  // chassis options in the same bays, the 3200 W Titanium over the 2400 W Platinum, as vendors
  // plan 600 W cards, research/platforms.md), then the smallest rating, then the id; among plans
  // that fit the bays if any does, else the one closest to fitting. Plans are compared by their
  // key and only the winner's is kept (this loop runs for every PSU of every evaluation).
  std::optional<PsuFit> best;
  std::optional<PsuFit> best_short;
  for (const PsuSpec* psu : options) {
    auto fit = psu_fit(*psu, circuit, s.platform, gpu_w * p.excursion_factor, rest_w, p.component.dc_w, p.redundancy);
    if (!fit) {
      continue;
    }
    auto& slot = fit->short_bays ? best_short : best;
    if (!slot || std::tie(fit->count, fit->loss_rank, fit->rating_w, fit->psu->id) <
                     std::tie(slot->count, slot->loss_rank, slot->rating_w, slot->psu->id)) {
      slot = fit;
    }
  }
  const std::optional<PsuFit>& chosen = best ? best : best_short;
  if (!chosen) {
    return std::nullopt;
  }
  return plan_for(*chosen->psu);
}

ComponentInputs component_inputs(const Scenario& s, const HostPlan& h, const StoragePlan& storage) {
  ComponentInputs ci;
  ci.gpu_w = s.gpu.max_power_w * s.topo.gpus_per_node;
  ci.cpu_w = h.cpu ? h.cpu->tdp_w * h.sockets : 0.0;
  ci.dimm_w = h.ram ? h.ram->power_w : 0.0;
  ci.drive_w = storage.internal_drive_w();
  ci.nic_w = (h.east_west_nic ? h.east_west_nics * h.east_west_nic->power_w : 0.0) +
             (storage.ingest.nic ? h.data_nics * storage.ingest.nic->power_w : 0.0);
  ci.baseboard_w = s.platform ? s.platform->baseboard_w : 0.0;
  ci.fan_fraction = s.a[K::fan_power_fraction];
  return ci;
}

void psu_findings(const Scenario& s, const PowerPlan& p, const PowerOptions& o,
                  const std::vector<const PsuSpec*>& options, Findings& out) {
  if (o.redundancy && s.platform &&
      std::find(s.platform->redundancy.begin(), s.platform->redundancy.end(), *o.redundancy) ==
          s.platform->redundancy.end()) {
    add_finding(out, FindingCode::redundancy_not_supported, s.platform->id,
                {{Fig::n_plus_n, *o.redundancy == Redundancy::n_plus_n ? 1.0 : 0.0}});
  }
  if (o.pinned_psu && s.platform && !offered(options, o.pinned_psu)) {
    add_finding(out, FindingCode::psu_not_offered, o.pinned_psu->id);
  }
  if (!p.psu) {
    if (!p.psus_checked) {
      return;
    }
    if (o.pinned_psu) {
      add_finding(out, FindingCode::psu_not_on_circuit, o.pinned_psu->id);
    } else {
      add_finding(out, FindingCode::no_psu_for_load);
    }
    return;
  }
  const ZonedPsus& z = *p.psu;
  if (z.short_zone >= 0 && s.platform) {
    const ZonePlan& zp = z.zones[z.short_zone];
    add_finding(out, FindingCode::psu_zone_short, s.platform->id,
                {{Fig::zone, double(zp.zone)},
                 {Fig::units_needed, double(zp.units)},
                 {Fig::bays, double(zp.bays)},
                 {Fig::zone_load_w, zp.sizing_w}});
  }
  if (o.psus && s.platform && s.platform->psu_bays > 0 && *o.psus > s.platform->psu_bays) {
    add_finding(out, FindingCode::psus_over_bays, s.platform->id,
                {{Fig::psus, double(*o.psus)}, {Fig::bays, double(s.platform->psu_bays)}});
  }
  // The units the vendor builds the chassis with at least (PsuZone::units_min); where one zone
  // states it, the others count their redundant pair (XE7745: CPU 1+1 beside the GPU zone's 3+3).
  int built = 0;
  bool stated = false;
  for (const PsuZone& zone : s.platform ? s.platform->psu_zones : std::vector<PsuZone>{}) {
    stated = stated || zone.units_min > 0;
    built += std::max(zone.units_min, 2);
  }
  if (o.psus && s.platform && stated && *o.psus < built) {
    add_finding(out, FindingCode::psus_below_build, s.platform->id,
                {{Fig::psus, double(*o.psus)}, {Fig::units_needed, double(built)}});
  }
  bool single = z.zone_count == 1;
  if (o.psus && ((single && z.zones[0].capacity_w < z.zones[0].sizing_w) || (!single && *o.psus < z.count))) {
    // The count that would carry it (zone_units without the chassis' fixed build, which
    // psus_below_build names; the bays, psus_over_bays).
    int needed = single ? zone_units(PsuZone{}, z.zones[0].sizing_w, z.rating_w, p.redundancy) : z.count;
    // Zones sized one by one: the load is all of theirs (the first alone is the CPU zone's).
    double sizing_w = 0;
    for (int i = 0; i < z.zone_count; ++i) sizing_w += z.zones[static_cast<std::size_t>(i)].sizing_w;
    add_finding(out, FindingCode::psus_too_few, z.psu->id,
                {{Fig::psus, double(*o.psus)},
                 {Fig::capacity_w, single ? std::optional<double>(z.zones[0].capacity_w) : std::nullopt},
                 {Fig::sizing_w, sizing_w},
                 {Fig::units_needed, double(needed)},
                 {Fig::bays, s.platform && s.platform->psu_bays > 0 ? std::optional<double>(s.platform->psu_bays)
                                                                    : std::nullopt}});
  }
}

void power_findings(const Scenario& s, const PowerPlan& p, const PowerOptions& o,
                    const std::vector<const PsuSpec*>& options, Findings& out) {
  if (!p.circuit) {
    add_finding(out, FindingCode::no_circuit_in_region);
  } else if (p.circuit->count > 1) {
    add_finding(
        out, o.circuit_pinned ? FindingCode::circuit_overloaded : FindingCode::several_circuits_needed,
        p.circuit->circuit->id,
        {{Fig::load_w, p.circuit_load_w},
         {Fig::usable_w, p.circuit->usable_w},
         {Fig::circuits, double(p.circuit->count)},
         {Fig::phase_w, p.circuit->circuit->phases == 3 ? std::optional<double>(p.phase_alone_w) : std::nullopt},
         {Fig::feeds, double(p.circuit->feeds)}});
  }
  psu_findings(s, p, o, options, out);
}

// The schemes to try: the pinned one, else the chassis' in its order of preference (n+1
// without a chassis).
std::vector<Redundancy> schemes_for(const Scenario& s, const PowerOptions& o) {
  if (o.redundancy) {
    return {*o.redundancy};
  }
  if (s.platform && !s.platform->redundancy.empty()) {
    return s.platform->redundancy;
  }
  return {Redundancy::n_plus_1};
}

PowerPlan plan_scheme(const Scenario& s, const HostPlan& host, const StoragePlan& storage, const PowerOptions& options,
                      const std::vector<const PsuSpec*>& psu_options, Redundancy scheme) {
  PowerPlan p;
  p.region = options.region;
  p.redundancy = scheme;
  p.redundancy_from_platform = !options.redundancy && s.platform != nullptr;
  p.excursion_factor = s.a[K::gpu_power_excursion_factor];
  p.overhead_fraction = s.a[K::seed_power_overhead];
  p.seed_method_w = seed_method_w(s.gpu.max_power_w, s.topo.gpus_per_node, host.cpu ? host.cpu->tdp_w : 0.0,
                                  host.sockets, p.overhead_fraction);
  p.component_inputs = component_inputs(s, host, storage);
  p.component = component_power(p.component_inputs);
  double dc_w = p.component.dc_w;
  // PSUs first at the circuit class the seed method points to, then the wall power decides.
  auto first = choose_circuit(options.circuits, p.seed_method_w);
  // A server without a chassis record is the customer's own: its PSUs are checked when given,
  // never invented.
  p.psus_checked = s.platform || options.pinned_psu || options.psus;
  if (first && p.psus_checked) {
    p.psu = pick_psus(s, options, psu_options, *first->circuit, p);
  }
  p.efficiency = p.psu ? p.psu->efficiency : s.a[K::psu_efficiency_unplanned];
  p.wall_w = dc_w / p.efficiency;
  p.circuit_load_w = std::max(p.seed_method_w, p.wall_w);
  PhaseShare share = [&p](const CircuitSpec& c, int circuits) {
    int bins = bins_of(c, circuits);
    return p.psu ? busiest_phase_share(*p.psu, p.redundancy, bins, line_to_line(c)) : 1.0 / bins;
  };
  p.circuit = choose_circuit(options.circuits, p.circuit_load_w, share, p.psu ? p.psu->count : 0);
  if (p.circuit && first && p.psus_checked && p.circuit->circuit != first->circuit) {
    auto again = pick_psus(s, options, psu_options, *p.circuit->circuit, p);
    if (again) {
      p.psu = again;
      p.efficiency = p.psu->efficiency;
      p.wall_w = dc_w / p.efficiency;
      p.circuit_load_w = std::max(p.seed_method_w, p.wall_w);
    }
  }
  if (p.circuit) {
    // N+N: feeds A and B, each able to carry the whole server (research/platforms.md §6).
    p.circuit->feeds = p.redundancy == Redundancy::n_plus_n ? 2 : 1;
  }
  // The busiest phase (or line) of the circuits planned, and of one carrying the feed alone.
  if (p.circuit) {
    p.phase_share = share(*p.circuit->circuit, p.circuit->count);
    p.phase_alone_w = p.circuit_load_w * share(*p.circuit->circuit, 1);
  }
  p.btu_per_h = p.wall_w * units::k_btu_per_h_per_w;
  return p;
}

} // namespace

PowerPlan plan_power(const Scenario& s, const HostPlan& host, const StoragePlan& storage, const PowerOptions& options,
                     const std::vector<const PsuSpec*>& psu_options, Findings& out) {
  // The first scheme whose PSUs fit the chassis' bays; the preferred one when none does.
  std::optional<PowerPlan> chosen;
  for (Redundancy scheme : schemes_for(s, options)) {
    PowerPlan p = plan_scheme(s, host, storage, options, psu_options, scheme);
    bool fits = p.psu && p.psu->short_zone < 0;
    if (!chosen || (fits && !(chosen->psu && chosen->psu->short_zone < 0))) {
      chosen = std::move(p);
    }
    if (fits) {
      break;
    }
  }
  power_findings(s, *chosen, options, psu_options, out);
  return std::move(*chosen);
}

} // namespace vsize
