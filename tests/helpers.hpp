#pragma once
// Shared test fixtures: the frozen test catalog the model tests compute with, the shipped one,
// evaluations with the CLI's defaults, and findings by code (tests assert codes and figures,
// never the wording).
#include "cli_helpers.hpp"

#include "vsize/catalog.hpp"
#include "vsize/solver.hpp"

#include <vector>

namespace vsize::test {

// The catalog the unit tests work out their numbers on by hand: a frozen copy of the shipped
// one (tests/data/catalog.frozen.json), so refitting a constant in data/catalog.json (vsize
// accuracy --catalog-patch) changes no test that is not about the fit.
inline const Catalog& catalog() {
  static const Catalog cat = Catalog::parse(read_text(std::string(VSIZE_TEST_DATA_DIR) + "/catalog.frozen.json"),
                                            "tests/data/catalog.frozen.json");
  return cat;
}

// The catalog vsize ships (data/catalog.json): for tests about its records and its fit.
inline const Catalog& shipped() {
  static const Catalog cat = Catalog::parse(embedded_catalog_json(), "embedded catalog");
  return cat;
}

// Models without chassis rules (--platform none): what the model tests exercise.
inline Evaluation check(const Workload& w, const std::string& gpu, int count, const std::string& cpu = "") {
  HostPins pins;
  pins.cpu = cpu;
  return evaluate(w, ConfigRequest{gpu, count, "none", pins}, catalog());
}

// As `vsize check` resolves it: the line-up server, else the smallest platform that takes it
// (or `platform`).
inline Evaluation check_server(const Workload& w, const std::string& gpu, int count, const std::string& cpu = "",
                               const std::string& platform = "") {
  HostPins pins;
  pins.cpu = cpu;
  return evaluate(w, ConfigRequest{gpu, count, platform, pins}, catalog());
}

// The first finding with `code`, or nullptr.
inline const Finding* finding(const Evaluation& e, FindingCode code) {
  for (const auto& f : e.findings) {
    if (f.code == code) {
      return &f;
    }
  }
  return nullptr;
}

// The codes of one severity, in the order the stages found them.
inline std::vector<FindingCode> codes(const Evaluation& e, Severity s = Severity::reason) {
  std::vector<FindingCode> out;
  for (const auto& f : e.findings) {
    if (severity(f) == s) {
      out.push_back(f.code);
    }
  }
  return out;
}

} // namespace vsize::test
