#pragma once
// What every stage of an evaluation reads: the workload, its model and family, the GPU and
// how many, and the catalog's constants. References only; the solver owns the objects.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"

namespace vsize {

struct Scenario {
  const ModelSpec& model;
  const FamilySpec& family;
  const Workload& w;
  const GpuSpec& gpu;
  int count;
  const Assumptions& a;
};

} // namespace vsize
