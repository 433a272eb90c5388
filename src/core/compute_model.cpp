// M3: compute time per step (formulas: include/vsize/compute_model.hpp).
#include "vsize/compute_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

TensorRate tensor_rate(const GpuSpec& gpu, Precision p, bool convolutions) {
  using units::k_flops_per_tflop;
  switch (p) {
  case Precision::fp16: return {gpu.fp16_dense_tflops.value_or(0) * k_flops_per_tflop, "fp16_dense_tflops", true};
  case Precision::bf16: return {gpu.bf16_dense_tflops.value_or(0) * k_flops_per_tflop, "bf16_dense_tflops", true};
  case Precision::fp32:
    // PyTorch defaults: torch.backends.cudnn.allow_tf32 = True (convolutions on TF32 tensor
    // cores), torch.backends.cuda.matmul.allow_tf32 = False since 1.12 (matmuls on CUDA
    // cores). PyTorch docs, CUDA semantics, "TensorFloat-32 (TF32) on Ampere (and later)
    // devices" (https://docs.pytorch.org/docs/stable/notes/cuda.html).
    if (gpu.tf32_dense_tflops && convolutions) {
      return {*gpu.tf32_dense_tflops * k_flops_per_tflop, "tf32_dense_tflops", true};
    }
    return {gpu.fp32_tflops * k_flops_per_tflop, "fp32_tflops", false};
  }
  return {};
}

TensorRate family_rate(const GpuSpec& gpu, Precision p, const FamilySpec& family) {
  // A transformer's FP32 work is matmuls: TF32 where its trainer turns it on (timm), else CUDA cores.
  return tensor_rate(gpu, p, family.kind != FamilyKind::transformer || family.matmul_tf32);
}

double optimizer_traffic_bytes(Optimizer o, const Constants& a) {
  switch (o) {
  case Optimizer::adamw: return a[K::optimizer_bytes_adamw];
  case Optimizer::sgd: return a[K::optimizer_bytes_sgd];
  case Optimizer::musgd: return a[K::optimizer_bytes_musgd];
  }
  return 0.0;
}

double forward_flops_per_image(const ModelSpec& m, int res_px) {
  double s = static_cast<double>(res_px) / m.ref_res_px;
  s *= s;
  double q = m.attention_flops_fraction;
  return ((m.forward_gflops + m.train_branch_gflops) * s * ((1.0 - q) + q * s) + m.train_head_gflops) *
         units::k_flops_per_gflop;
}

L2GroupHit l2_group_hit(const TensorGroup& g, int res_px, int batch, double element_bytes, double usable_l2_bytes) {
  double side = static_cast<double>(res_px) / g.stride;
  L2GroupHit h;
  h.working_set_bytes = 2.0 * batch * g.channels * side * side * element_bytes;
  h.hit = usable_l2_bytes > 0 ? std::clamp(std::log2(2.0 * usable_l2_bytes / h.working_set_bytes), 0.0, 1.0) : 0.0;
  return h;
}

double l2_hit_share(const std::vector<TensorGroup>& groups, int res_px, int batch, double element_bytes,
                    double usable_l2_bytes) {
  double hit = 0;
  for (const auto& g : groups) {
    hit += g.share * l2_group_hit(g, res_px, batch, element_bytes, usable_l2_bytes).hit;
  }
  return hit;
}

StepTime step_time(const StepInputs& in) {
  StepTime t;
  t.train_flops_per_image = in.forward_flops_per_image * in.backward_factor;
  t.compute_s_per_image = t.train_flops_per_image / (in.rate_flops_per_s * in.efficiency);
  double chain = in.traffic_per_activation_byte - in.traffic_floor_per_byte;
  t.dram_bytes_per_image =
      in.activation_bytes_per_image * (in.traffic_floor_per_byte + chain * (1.0 - in.l2_hit_share)) +
      (in.loss_bytes_per_image * in.loss_branches + in.other_bytes_per_image) * in.traffic_per_activation_byte;
  t.memory_s_per_image = t.dram_bytes_per_image / in.memory_bandwidth_bytes_per_s;
  t.s_per_image = t.compute_s_per_image + t.memory_s_per_image;
  t.optimizer_s = in.optimizer_bytes / in.memory_bandwidth_bytes_per_s;
  t.kernel_floor_s = in.kernel_floor_s;
  t.matcher_s = in.matcher_bytes / in.memory_bandwidth_bytes_per_s;
  t.gpu_s = in.batch_per_gpu * t.s_per_image + t.optimizer_s + t.kernel_floor_s + t.matcher_s;
  t.overhead_s = in.step_overhead_s;
  t.overlap = in.dispatch_overlap;
  t.step_s = overlapped_step_s(t.gpu_s, t.overhead_s, t.overlap);
  t.images_per_s = in.batch_per_gpu / t.step_s;
  return t;
}

// Asynchronous execution up to the step's synchronisation (formula and source in the header).
double overlapped_step_s(double gpu_s, double host_s, double overlap) {
  return std::max(gpu_s, host_s) + (1.0 - overlap) * std::min(gpu_s, host_s);
}

double step_on_host_s(const StepTime& t, double clock_scale) {
  return overlapped_step_s(t.gpu_s, t.overhead_s * clock_scale, t.overlap);
}

bool host_bound(const StepTime& t, double clock_scale) { return t.overhead_s * clock_scale > t.gpu_s; }

namespace {

// BF16 counts as clearly faster from a tenth more of the peak (the RTX PRO 6000 Blackwell's 0.853
// against 0.652; Hopper's 4 % is not worth a note).
constexpr double k_bf16_gain_worth = 1.1;

// AMP in FP16 where the same GPU's torch.mm reaches clearly more in BF16 at the same peak, and the
// trainer has the switch (timm's --amp-dtype bfloat16): a note with both shares.
void note_bf16_faster(const Scenario& s, double bf16_share, double fp16_share, Findings& out) {
  const GpuSpec& g = s.gpu;
  bool same_peak = g.bf16_dense_tflops && g.fp16_dense_tflops && *g.bf16_dense_tflops >= *g.fp16_dense_tflops;
  if (!same_peak || s.family.launch_bf16_args.empty() || bf16_share < fp16_share * k_bf16_gain_worth) return;
  add_finding(out, FindingCode::amp_bf16_faster, g.id,
              {{Fig::matmul_share, fp16_share}, {Fig::matmul_share_bf16, bf16_share}});
}

// The GPU's measured torch.mm share, its own or a named sibling's (else the planning default).
// AMP's FP16 runs at the share measured in FP16 where the GPU has one: torch.mm in FP16 and BF16
// on the same machine differ by up to a quarter (RTX PRO 6000 Blackwell: 312.8 against 409.4
// TFLOPS; zzc0721/torch-performance-test-data database.md @9d82827).
void choose_matmul_share(const Scenario& s, StepPlan& p, Findings& out) {
  const GpuSpec& g = s.gpu;
  const GpuSpec* measured = g.achieved_matmul_fraction ? &g : s.matmul_sibling;
  p.matmul_fraction_default = !measured || !measured->achieved_matmul_fraction;
  p.matmul_fraction_from = measured && measured != &g ? measured->id : std::string();
  p.matmul_fraction = p.matmul_fraction_default ? s.a[K::matmul_fraction_default] : *measured->achieved_matmul_fraction;
  p.matmul_fraction_fp16 =
      !p.matmul_fraction_default && s.w.amp == Precision::fp16 && measured->achieved_matmul_fraction_fp16.has_value();
  if (p.matmul_fraction_fp16) {
    p.matmul_fraction = *measured->achieved_matmul_fraction_fp16;
    note_bf16_faster(s, *measured->achieved_matmul_fraction, p.matmul_fraction, out);
  }
}

// The activations' bytes the step streams: AMP's at the catalog's ratio to FP32, as the families'
// AMP efficiency was fitted; a model's own ratio (torchvision's FP32 FrozenBatchNorm2d outputs
// under autocast) moves its memory, not its time. Moving those bytes into the traffic refits the
// detectors' AMP efficiency up, which plan_step's FP32 kernel bound passes on to TF32 runs:
// held-out detector time 11 -> 16 % (stop 82, docs/accuracy.md).
double activation_traffic_bytes_per_image(const Scenario& s, const MemoryPlan& memory) {
  double bytes = memory.breakdown.activation_bytes_per_image;
  if (s.w.amp != Precision::fp32 && !s.w.amp_norms_half) {
    bytes *= own_to_catalog_activation_ratio(s).value_or(1.0);
  }
  return bytes;
}

// The host's dispatch a step and the GPU's kernel floor for the ops it dispatches (formulas in the
// header): the family's step overhead, MuSGD's loop, the mask loss's loop, the extra loss branches.
void plan_dispatch(const Scenario& s, StepPlan& p) {
  StepInputs& in = p.inputs;
  // MuSGD's per-matrix loop on the host, once per optimizer step.
  if (s.w.optimizer == Optimizer::musgd) {
    double global_batch = static_cast<double>(in.batch_per_gpu) * s.ranks();
    p.accumulate = static_cast<int>(std::max(1.0, std::round(s.a[K::nominal_batch] / global_batch)));
    p.musgd_ops = s.a[K::musgd_ops_per_matrix] * s.model.matrix_params +
                  s.a[K::musgd_ops_per_other] * (s.model.param_tensors - s.model.matrix_params);
    p.musgd_dispatch_s = p.musgd_ops * s.a[K::eager_op_dispatch_us] * 1e-6 / static_cast<double>(p.accumulate);
  }
  // The mask loss's per-image Python loop, on the host.
  if (s.model.has_instance_masks()) {
    p.mask_loop_s = in.batch_per_gpu * s.model.loss_branches * units::from_ms(s.family.mask_image_overhead_ms);
  }
  // The extra head-and-loss branches' dispatch, on the host.
  p.branch_ops = std::max(0, s.model.loss_branches - 1) * s.family.loss_branch_ops;
  if (p.branch_ops > 0) p.branch_dispatch_s = p.branch_ops * s.a[K::eager_op_dispatch_us] * 1e-6;
  // A DETR's Hungarian matcher: the copy and the assignments on the host, the cost on the GPU.
  if (s.model.denoising_decoder) {
    MatcherInputs m{in.batch_per_gpu, s.w.objects, s.w.max_objects, s.w.dataset_images, s.w.matcher_all_labels, true};
    p.matcher = matcher_cost(*s.model.denoising_decoder, s.gpu, m, s.a);
    in.matcher_bytes = p.matcher.gpu_bytes;
  }
  in.step_overhead_s = units::from_ms(s.family.step_overhead_ms) + p.musgd_dispatch_s + p.mask_loop_s +
                       p.branch_dispatch_s + p.matcher.host_s();
  // The dispatched ops' kernels on the GPU; the mask loop's passes are host waits, timed as such.
  p.dispatched_ops = units::from_ms(s.family.step_overhead_ms) / (s.a[K::eager_op_dispatch_us] * 1e-6) +
                     p.musgd_ops / static_cast<double>(p.accumulate) + p.branch_ops;
  in.kernel_floor_s = p.dispatched_ops * s.a[K::kernel_floor_us] * 1e-6;
  in.dispatch_overlap = s.a[K::dispatch_overlap];
}

} // namespace

StepPlan plan_step(const Scenario& s, const MemoryPlan& memory, Findings& out) {
  const GpuSpec& g = s.gpu;
  StepPlan p;
  p.requested = family_rate(g, s.w.amp, s.family);
  p.rate = p.requested;
  if (p.requested.flops_per_s <= 0) {
    add_finding(out, FindingCode::precision_unsupported, g.id);
    p.rate = family_rate(g, Precision::fp32, s.family); // keep the figures finite for the report
  }
  double side = static_cast<double>(s.w.res_px) / s.model.ref_res_px;
  p.pixel_scale = side * side;
  // Achieved rate = peak x the GPU's measured matmul share x the family's share of that.
  choose_matmul_share(s, p, out);
  // Labels past what the family's terms hold: said, not timed (an RT-DETR's matcher over the
  // batch's boxes and its denoising queries grow with them; docs/accuracy.md, rows 9601-9609).
  if (s.family.label_caution_objects > 0 && s.w.objects > s.family.label_caution_objects) {
    add_finding(out, FindingCode::labels_uncounted, s.model.id,
                {{Fig::objects, static_cast<double>(s.w.objects)},
                 {Fig::objects_caution, static_cast<double>(s.family.label_caution_objects)}});
  }
  // Two ceilings, the lower binds (a roofline over the family's kernels):
  //  - math: this precision's peak x the family's share when the math is the limit (AMP: the
  //    tensor-core share; FP32, on CUDA cores or as TF32 on tensor cores: the FP32 share);
  //  - kernels: the family's achieved half-precision tensor rate. A family that reaches a small
  //    share of the FP16 peak is bound by kernel shapes and latency (small RoI and head
  //    convolutions, launches), which TF32 does not slow down: NVIDIA's Mask R-CNN trains at
  //    23 img/s in TF32 and 24 in AMP on one A100 (DeepLearningExamples MaskRCNN README).
  // No tensor rate for this precision (BF16 on a V100 or T4): it runs as FP32 does (review s81 P8).
  bool fp32 = s.w.amp == Precision::fp32 || p.requested.flops_per_s <= 0;
  double math_share = fp32 ? s.family.compute_efficiency_fp32 : s.family.compute_efficiency;
  double half = tensor_rate(g, Precision::fp16, true).flops_per_s;
  p.kernel_rate_flops_per_s = half * s.family.compute_efficiency;
  p.kernel_bound = fp32 && half > 0 && p.kernel_rate_flops_per_s < p.rate.flops_per_s * math_share;
  p.family_efficiency = p.kernel_bound ? p.kernel_rate_flops_per_s / p.rate.flops_per_s : math_share;
  p.compute_fraction = memory.compute_fraction;
  StepInputs& in = p.inputs;
  in.forward_flops_per_image = forward_flops_per_image(s.model, s.w.res_px);
  in.backward_factor = s.a[K::backward_factor];
  in.activation_bytes_per_image = activation_traffic_bytes_per_image(s, memory);
  // Each loss branch runs its own assigner and loss over its own head's outputs (YOLO26's E2ELoss:
  // one2many and one2one, each a full v8DetectionLoss): their buffers stream once a branch. One
  // branch's are the loss's buffers less what the further branches add to the assigner's peak.
  in.loss_bytes_per_image = memory.breakdown.loss_bytes_per_image - memory.inputs.assigner_branch_bytes_per_image;
  in.loss_branches = std::max(1, s.model.loss_branches);
  in.other_bytes_per_image = memory.breakdown.per_image_bytes - memory.breakdown.activation_bytes_per_image -
                             memory.breakdown.loss_bytes_per_image;
  in.rate_flops_per_s = p.rate.flops_per_s * p.compute_fraction;
  in.efficiency = p.family_efficiency * p.matmul_fraction;
  // The DRAM rate at the GPU's measured copy share over the typical one (formula in the header).
  p.bandwidth_share_typical = s.a[K::memory_bandwidth_fraction_typical];
  p.bandwidth_share_default = !g.achieved_memory_bandwidth_fraction.has_value();
  p.bandwidth_share = g.achieved_memory_bandwidth_fraction.value_or(p.bandwidth_share_typical);
  // No matmul share measured on this GPU (borrowed or typical): said, since its time and band come
  // from other GPUs' measurements (review s79 F4: the line-up's RTX PRO 4500 SE and H200 NVL).
  if (p.matmul_fraction_default || !p.matmul_fraction_from.empty()) {
    add_finding(out, FindingCode::gpu_speed_unmeasured, g.id);
  }
  in.memory_bandwidth_bytes_per_s =
      units::from_gb(g.memory_bandwidth_gb_per_s) * p.compute_fraction * p.bandwidth_share / p.bandwidth_share_typical;
  in.traffic_per_activation_byte = s.family.memory_traffic_per_activation_byte;
  in.batch_per_gpu = std::max(1, memory.batch_per_gpu);
  // L2 reuse (formula in the header); MIG slices L2 with the SMs.
  in.traffic_floor_per_byte = std::min(s.a[K::dram_floor_bytes_per_activation_byte], in.traffic_per_activation_byte);
  p.l2_bytes = g.l2_mb ? *g.l2_mb * units::k_bytes_per_mib * p.compute_fraction : 0.0;
  p.l2_partitions = g.l2_partitions;
  p.l2_usable_bytes = p.l2_bytes / g.l2_partitions * s.a[K::l2_usable_fraction];
  p.element_bytes = units::k_half_bytes * (s.w.amp == Precision::fp32 ? s.a[K::fp32_activation_factor] : 1.0);
  in.l2_hit_share =
      l2_hit_share(s.model.activation_tensors, s.w.res_px, in.batch_per_gpu, p.element_bytes, p.l2_usable_bytes);
  p.optimizer_bytes_per_param = optimizer_traffic_bytes(s.w.optimizer, s.a) +
                                (s.family.ema ? s.a[K::ema_bytes_per_param] : 0.0) +
                                (s.w.amp == Precision::fp32 ? 0.0 : s.a[K::amp_unscale_bytes_per_param]);
  in.optimizer_bytes = s.model.params_m * units::k_params_per_m * p.optimizer_bytes_per_param;
  plan_dispatch(s, p);
  p.time = step_time(in);
  // Backward = (factor - 1) of the factor's forward-equivalents (Kaplan et al. 2020).
  p.backward_s = in.batch_per_gpu * (p.time.compute_s_per_image + p.time.memory_s_per_image) *
                 (in.backward_factor - 1.0) / in.backward_factor;
  return p;
}

} // namespace vsize
