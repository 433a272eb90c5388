#pragma once
// Enumerates and ranks configurations; evaluates one configuration through every model.
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"
#include "vsize/result.hpp"

namespace vsize {

// Evaluates one configuration. Throws UsageError for unknown ids or a workload the catalog
// cannot describe (a precision the GPU lacks is a reason, not an error).
Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat);

// Every GPU (or those named) at each count, ranked by `rank_by` with a total order:
// the key, then GPU count, then GPU id. Keeps `top` per GPU count (0 = all).
RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat);

// Rejects impossible workload values with a UsageError naming the option.
void validate_workload(const Workload& w, const Catalog& cat);

} // namespace vsize
