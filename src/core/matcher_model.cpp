// M3: a DETR's Hungarian matcher (formulas: include/vsize/matcher_model.hpp).
#include "vsize/matcher_model.hpp"

#include "vsize/comm_model.hpp"
#include "vsize/units.hpp"

#include <algorithm>

namespace vsize {

namespace {

// The eager ops an image's assignment adds beside scipy's solve: the two index tensors
// (torch.tensor(i), torch.tensor(j) + the image's offset) of HungarianMatcher.forward.
constexpr double k_ops_per_image = 2;

} // namespace

MatcherCost matcher_cost(const ModelSpec::DenoisingDecoder& d, const GpuSpec& gpu, const MatcherInputs& in,
                         const Constants& a) {
  MatcherCost m;
  if (d.queries <= 0 || in.batch <= 0 || in.objects <= 0) return m;
  m.calls = in.training ? d.layers + 1 : 2;
  m.batch = in.batch;
  m.columns = in.all_labels ? static_cast<double>(in.batch) * in.objects : std::max(in.objects, in.max_objects);
  m.elements = static_cast<double>(in.batch) * d.queries * m.columns;
  m.gpu_bytes = m.calls * m.elements * a[K::matcher_bytes_per_cost];
  m.copy_gb_per_s =
      pcie_gb_per_s_per_direction(gpu.pcie_gen, gpu.pcie_lanes) * a[K::pcie_efficiency] * a[K::pageable_copy_share];
  if (m.copy_gb_per_s > 0) {
    m.copy_s = m.calls * m.elements * units::k_fp32_bytes / units::from_gb(m.copy_gb_per_s);
  }
  m.solve_us_per_image =
      k_ops_per_image * a[K::eager_op_dispatch_us] + a[K::matcher_solve_us_per_label] * std::min(in.objects, d.queries);
  m.solve_s = m.calls * in.batch * m.solve_us_per_image * 1e-6;
  return m;
}

} // namespace vsize
