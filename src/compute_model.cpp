#include "vsize/compute_model.hpp"

#include "vsize/units.hpp"

namespace vsize {

TensorRate tensor_rate(const GpuSpec& gpu, Precision p) {
  using units::k_flops_per_tflop;
  switch (p) {
  case Precision::fp16:
    if (gpu.fp16_dense_tflops) {
      return {*gpu.fp16_dense_tflops * k_flops_per_tflop, "fp16_dense_tflops", true};
    }
    return {0, "fp16_dense_tflops", true};
  case Precision::bf16:
    if (gpu.bf16_dense_tflops) {
      return {*gpu.bf16_dense_tflops * k_flops_per_tflop, "bf16_dense_tflops", true};
    }
    return {0, "bf16_dense_tflops", true};
  case Precision::fp32:
    if (gpu.tf32_dense_tflops) {
      return {*gpu.tf32_dense_tflops * k_flops_per_tflop, "tf32_dense_tflops", true};
    }
    return {gpu.fp32_tflops * k_flops_per_tflop, "fp32_tflops", false};
  }
  return {};
}

double forward_flops_per_image(const ModelSpec& m, int res_px) {
  double s = static_cast<double>(res_px) / m.ref_res_px;
  s *= s;
  double q = m.attention_flops_fraction;
  return m.forward_gflops * units::k_flops_per_gflop * s * ((1.0 - q) + q * s);
}

StepTime step_time(const StepInputs& in) {
  StepTime t;
  t.train_flops_per_image = in.forward_flops_per_image * in.backward_factor;
  t.compute_s_per_image = t.train_flops_per_image / (in.rate_flops_per_s * in.efficiency);
  t.memory_s_per_image =
      in.activation_bytes_per_image * in.traffic_per_activation_byte / in.memory_bandwidth_bytes_per_s;
  t.s_per_image = t.compute_s_per_image + t.memory_s_per_image;
  t.overhead_s = in.step_overhead_s;
  t.step_s = in.batch_per_gpu * t.s_per_image + t.overhead_s;
  t.images_per_s = in.batch_per_gpu / t.step_s;
  return t;
}

} // namespace vsize
