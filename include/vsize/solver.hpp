#pragma once
// Enumerates and ranks configurations; evaluates one configuration as a short sequence of
// stages (memory, compute, host, communication, schedule, power), each in its model file.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"

#include <vector>

namespace vsize {

// Everything that depends only on the workload, the host pins and the catalog, resolved once
// so that evaluating one configuration does no lookup by name.
struct Prepared {
  const Catalog* cat = nullptr;
  Workload w;
  const ModelSpec* model = nullptr;
  const FamilySpec* family = nullptr;
  Assumptions a;
  HostOptions host;
  PowerOptions power;
};

// Fills what the workload leaves to the catalog: the AutoBatch fraction of batch -1.
void apply_catalog_defaults(Workload& w, const Assumptions& a);

// Resolves ids (UsageError for unknown ones), applies the catalog defaults and validates the
// workload.
Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat);

// Evaluates one configuration: `count` GPUs of `gpu` with the prepared workload and host.
// A precision the GPU lacks, a part too small, a batch that does not fit are findings in the
// result, not errors.
Evaluation evaluate(const Prepared& p, const GpuSpec& gpu, int count);

// Convenience: prepare + evaluate for one configuration named by id.
Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat);

// Every GPU (or those named) at each count, ranked by `rank_by` with a total order:
// the key, then train time, then GPU count, then GPU id. Keeps `top` per GPU count (0 = all).
RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat);

// Rejects impossible workload values with a UsageError naming the option.
void validate_workload(const Workload& w, const Catalog& cat);

} // namespace vsize
