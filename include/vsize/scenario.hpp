#pragma once
// What every stage of an evaluation reads: the workload and the mode it runs in, its model and
// family, the GPU and how many, the chassis (or none), and the catalog's constants. References
// only; the solver owns the objects.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"

namespace vsize {

struct Scenario {
  const ModelSpec& model;
  const FamilySpec& family;
  const Workload& w;
  Mode mode;                      // the mode evaluated (a search may try several)
  const GpuSpec& gpu;
  int count;
  const PlatformSpec* platform;   // nullptr: no chassis rules (--platform none)
  const Assumptions& a;
};

} // namespace vsize
