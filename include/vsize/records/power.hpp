#pragma once
// PSUs and circuits (research/platform.md §4).
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

struct EfficiencyPoint {
  double load_fraction = 0;
  double efficiency = 0;
};

struct PsuSpec : Provenance {
  double rating_high_line_w = 0;
  std::optional<double> rating_low_line_w;
  // Output at 200-219 V (a US 208 V circuit) where it is below the high-line rating (Supermicro's
  // 2000 W Titanium: 1800 W below 220 V); nullopt: the high-line rating holds from 200 V.
  std::optional<double> rating_200v_w;
  std::string efficiency_class;
  std::vector<EfficiencyPoint> efficiency_curve;
  // On a 100-127 V circuit (80 PLUS rates low line at 115 V); empty: the curve above serves both.
  std::vector<EfficiencyPoint> efficiency_curve_low_line;
  std::string form_factor;
};

struct CircuitSpec : Provenance {
  double voltage_v = 0;
  int phases = 1;
  double breaker_a = 0;
  double continuous_derating = 0;
  double usable_w = 0;
  Region region = Region::eu;
};

} // namespace vsize
