#pragma once
// Shared test fixtures: the embedded catalog, and evaluations with the CLI's defaults.
#include "vsize/catalog.hpp"
#include "vsize/solver.hpp"

namespace vsize::test {

inline const Catalog& catalog() {
  static const Catalog cat = Catalog::parse(embedded_catalog_json(), "embedded catalog");
  return cat;
}

inline Evaluation check(const Workload& w, const std::string& gpu, int count, const std::string& cpu = "") {
  HostPins pins;
  pins.cpu = cpu;
  return evaluate(w, ConfigRequest{gpu, count, pins}, catalog());
}

} // namespace vsize::test
