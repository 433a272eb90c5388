// M3: a DETR's Hungarian matcher (formulas: include/vsize/matcher_model.hpp).
#include "vsize/matcher_model.hpp"

#include "vsize/comm_model.hpp"
#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

namespace {

// The eager ops an image's assignment adds beside scipy's solve: the two index tensors
// (torch.tensor(i), torch.tensor(j) + the image's offset) of HungarianMatcher.forward.
constexpr double k_ops_per_image = 2;

// The standard normal's upper quantile: z with P(Z > z) = p, by bisection on erfc.
double upper_normal_quantile(double p) {
  double lo = 0, hi = 10;
  for (int i = 0; i < 100; ++i) {
    double mid = (lo + hi) / 2;
    (0.5 * std::erfc(mid / std::sqrt(2.0)) > p ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

// E[t(n)] over n = exp(mu + sigma z), z standard normal, on a grid of z from -4 to 4.
double expected_assignment_us(double mean, double sigma, int queries, const Constants& a) {
  if (sigma <= 0) return assignment_us(mean, queries, a);
  const double mu = std::log(mean) - sigma * sigma / 2;
  double sum = 0, weights = 0;
  for (int k = -40; k <= 40; ++k) {
    double z = k / 10.0;
    double w = std::exp(-z * z / 2);
    sum += w * assignment_us(std::exp(mu + sigma * z), queries, a);
    weights += w;
  }
  return sum / weights;
}

} // namespace

double assignment_us(double labels, int queries, const Constants& a) {
  const double rows = std::min(labels, static_cast<double>(queries));
  const double columns = std::max(labels, static_cast<double>(queries));
  const double paths =
      1 + a[K::matcher_solve_square_factor] * rows / (columns - rows + a[K::matcher_solve_slack_labels]);
  return a[K::matcher_solve_ns_per_cell] * rows * columns * paths * 1e-3;
}

double labels_sigma(double mean, double densest, long long samples) {
  if (!(densest > mean) || mean <= 0 || samples < 2) return 0.0;
  const double z = upper_normal_quantile(1.0 / static_cast<double>(samples));
  const double r = std::log(densest / mean);
  const double disc = z * z - 2 * r;
  return disc > 0 ? z - std::sqrt(disc) : z;
}

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
  m.labels_sigma = labels_sigma(in.objects, in.max_objects, in.samples);
  m.assignment_us_at_mean = assignment_us(in.objects, d.queries, a);
  m.solve_us_per_image =
      k_ops_per_image * a[K::eager_op_dispatch_us] + expected_assignment_us(in.objects, m.labels_sigma, d.queries, a);
  m.solve_s = m.calls * in.batch * m.solve_us_per_image * 1e-6;
  return m;
}

} // namespace vsize
