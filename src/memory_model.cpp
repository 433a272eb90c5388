#include "vsize/memory_model.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

double optimizer_bytes_per_param(Optimizer o) { return o == Optimizer::adamw ? 8.0 : 4.0; }

double model_states_bytes(double params, Optimizer o) {
  // 4 B FP32 weights + 4 B FP32 gradients + optimizer states (ZeRO paper §3.1, mixed
  // precision keeps FP32 master weights; PyTorch AMP keeps the weights themselves in FP32).
  return params * (4.0 + 4.0 + optimizer_bytes_per_param(o));
}

double activation_bytes_per_image(const MemoryInputs& in) {
  double scale = static_cast<double>(in.res_px) / in.ref_res_px;
  double factor = in.precision == Precision::fp32 ? in.fp32_activation_factor : 1.0;
  return in.activation_bytes_per_image_ref * scale * scale * factor;
}

MemoryBreakdown memory_at_batch(const MemoryInputs& in, int batch_per_gpu) {
  MemoryBreakdown m;
  m.batch_per_gpu = batch_per_gpu;
  m.context_bytes = in.context_bytes;
  m.weights_bytes = 4.0 * in.params;
  m.gradients_bytes = 4.0 * in.params;
  m.optimizer_bytes = optimizer_bytes_per_param(in.optimizer) * in.params;
  m.model_states_bytes = m.weights_bytes + m.gradients_bytes + m.optimizer_bytes;
  m.ema_bytes = in.ema ? 4.0 * in.params : 0.0;
  m.ddp_bucket_bytes = in.ddp ? 4.0 * in.params : 0.0;
  m.autocast_cache_bytes = in.precision == Precision::fp32 ? 0.0 : 2.0 * in.params;
  m.extra_states_bytes = m.ema_bytes + m.ddp_bucket_bytes + m.autocast_cache_bytes;
  m.workspace_bytes = in.workspace_bytes;
  m.activation_bytes_per_image = activation_bytes_per_image(in);
  m.activations_bytes = m.activation_bytes_per_image * batch_per_gpu;
  m.assigner_bytes = in.assigner_bytes_per_image * batch_per_gpu;
  m.allocated_peak_bytes =
      m.model_states_bytes + m.extra_states_bytes + m.workspace_bytes + m.activations_bytes + m.assigner_bytes;
  m.reserved_bytes = m.allocated_peak_bytes * in.reserved_factor;
  m.device_used_bytes = m.reserved_bytes + m.context_bytes;
  return m;
}

int largest_batch_within(const MemoryInputs& in, double budget_bytes, int max_batch) {
  MemoryBreakdown zero = memory_at_batch(in, 0);
  double per_image_reserved = (zero.activation_bytes_per_image + in.assigner_bytes_per_image) * in.reserved_factor;
  double room = budget_bytes - zero.reserved_bytes;
  if (!(per_image_reserved > 0) || room < per_image_reserved) {
    return 0;
  }
  double b = std::floor(room / per_image_reserved);
  return static_cast<int>(std::min<double>(b, max_batch));
}

double anchor_points(int res_px) {
  double r = res_px;
  return r * r * (1.0 / 64 + 1.0 / 256 + 1.0 / 1024);
}

} // namespace vsize
