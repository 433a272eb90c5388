#pragma once
// M3: compute time of a training step on one GPU (or one MIG instance). Pure functions.
//
//   forward FLOPs(res) = (F_ref + B_ref) x s x ((1 - q) + q x s) + H,  s = (res / ref)^2
//        (B_ref: branches that train beside the published network, e.g. YOLO26's one-to-many
//         head, which its published FLOPs leave out)
//        (convolutions and token-wise layers grow with pixels; global attention, a share q
//         of the FLOPs at the reference resolution, grows with tokens squared; H: heads that
//         run only in training on a fixed number of pooled regions, e.g. Mask R-CNN's mask head)
//   training FLOPs     = forward x backward-factor (3: backward = 2 x forward; Kaplan et al.
//                        2020, C = 6ND)
//   time per image     = training FLOPs / (dense tensor rate x GPU matmul share x family share)
//                        (FP32: the lower of its own peak x the family's FP32 share and the
//                         family's achieved FP16 tensor rate, a roofline over its kernels)
//                      + DRAM bytes / DRAM rate
//        (convolution and matmul work at an achieved share of the tensor peak;
//         normalisation, activation, loss and elementwise layers stream their bytes through
//         memory, which AMP speeds up only by halving them; Kempner 2026: "end-to-end training
//         tracks memory bandwidth as much as raw compute")
//   DRAM bytes         = kept activation bytes x (floor + (traffic factor - floor) x (1 - L2 hit))
//                      + (the loss's buffers x loss branches + unfused attention scores) x traffic factor
//        (each loss branch runs its own assigner and loss: YOLO26's E2ELoss computes a full
//         v8DetectionLoss for its one-to-many and its one-to-one head, ultralytics/utils/loss.py)
//        (each kept tensor leaves the chip once and comes back once for the backward: the floor,
//         dram-floor-bytes-per-activation-byte; the other reads and writes of a producer-consumer
//         chain (conv -> BatchNorm -> SiLU -> next conv, and their gradients) stay in L2 while
//         the layer's working set fits: NVIDIA, "A100 ... 40 MB L2 ... 2.3x L2 bandwidth ...
//         keeps much larger portions of datasets and models on chip"; Ada, "larger L2 ...
//         reduces DRAM traffic")
//   DRAM rate          = spec bandwidth x copy share / memory-bandwidth-fraction-typical
//        (the share of its spec bandwidth a large device-to-device copy reaches on the GPU,
//         achieved_memory_bandwidth_fraction; the traffic factor stands for GPUs at the typical
//         share, so a GPU without its own measurement keeps its spec rate. Measured: A100 40GB
//         89 %, H100 91 %, H200 90 %, RTX PRO 6000 SE 91 % (Kempner 2026, torch copy_ of 4 GiB);
//         RTX 4090 91 %, RTX 5090 D 85 % (bandwidthTest-style memcpy); T4 about 92 % of what
//         the same benchmarks give A100, Titan RTX and V100: GDDR6 on a 70 W card)
//   L2 hit             = sum over the model's kept-tensor groups (stride s, channels c, share)
//                        of share x h(working set), working set = 2 x batch x c x (res / s)^2
//                        x element bytes (a layer's input and output), h = 1 while it fits in
//                        the usable L2 (l2-usable-fraction x l2_mb / l2_partitions: A100 and
//                        H100 hold data once per partition), 0 from twice that, log-linear
//                        between (a streaming producer-consumer pair misses once its data
//                        overflows the cache; hashing and sets soften the edge)
//   optimizer          = params x bytes moved per parameter (SGD 20, AdamW 28, MuSGD 100, + EMA 12,
//                        + AMP unscale 8) / DRAM rate, once per step
//   MuSGD dispatch     = (ops per matrix x matrix params + ops per other x the other parameter
//                        tensors) x eager-op-dispatch-us / accumulate, added to the host dispatch
//        (Ultralytics 8.4's MuSGD, ultralytics/optim/muon.py, loops over the parameters in Python:
//         per matrix two lerps, five Newton-Schulz iterations of three matmuls and their scalings
//         in BF16, the Muon and the SGD updates: about 52 eager ops; per bias or norm weight an SGD
//         momentum update: about 5. The optimizer steps every accumulate = max(round(nbs / global
//         batch), 1) batches (ultralytics/engine/trainer.py, nbs 64). Foreach AdamW and SGD launch a
//         few multi-tensor kernels, inside the family's step overhead.)
//   mask loop          = batch x loss branches x the family's mask time per image, added to the
//                        host dispatch (instance-mask models only)
//        (the mask loss is a Python loop over the batch's images that synchronises on each:
//         Ultralytics 8 v8SegmentationLoss.calculate_segmentation_loss tests fg_mask_i.any() and
//         indexes with the boolean mask per image, one pass per image; YOLOv5's segment loss makes
//         one pass per detection layer and image (for i, pi in enumerate(p): for bi in
//         b.unique()). Each pass launches a dozen small kernels and waits for them, so its time is
//         the host's and the launch latency's, not the GPU's throughput. YOLO26's end-to-end
//         training runs the loss on both heads (E2ELoss: one-to-many and one-to-one): 2 loss
//         branches.)
//   kernel floor       = eager ops a step (the family's step overhead / eager-op-dispatch-us, MuSGD's
//                        and the extra loss branches' ops) x kernel-floor-us
//        (an eager op launches a kernel that costs the GPU a few microseconds however little it
//         moves: launch, ramp-up and tail of a grid that does not fill the chip. RF-DETR's training
//         step issues 4,200-4,800 kernels and three quarters of them run under 5 us on an L4
//         (roboflow/rf-detr #1410); a null kernel costs about 3 us (NVIDIA developer forums). It
//         does not shrink with a faster GPU, so the fastest GPUs feel it most.)
//   matcher            = a DETR's Hungarian matcher (matcher_model.hpp): its cost passes' bytes
//                        at the DRAM rate in the GPU work, its copy to the host and scipy's
//                        assignments in the host dispatch
//   GPU work           = batch x time per image + optimizer + kernel floor + matcher bytes / DRAM rate
//   step time          = max(GPU work, host dispatch) + (1 - overlap) x min(GPU work, host dispatch)
//        (host dispatch: the family's step overhead, single-threaded eager Python launching
//         thousands of kernels; it does not shrink with a faster GPU. CUDA kernels run
//         asynchronously: the host enqueues and moves on, the GPU runs what is queued, until the
//         step synchronises (the trainer reads the loss every step: loss.item(), the progress
//         bar; AMP's GradScaler reads found_inf). PyTorch docs, CUDA semantics, "Asynchronous
//         execution" (https://pytorch.org/docs/stable/notes/cuda.html#asynchronous-execution).
//         overlap = 1: the longer hides the shorter; 0: they add up (each sync leaves the GPU
//         idle while the host prepares the next batch and dispatches the first kernels, and the
//         host idle while it waits). The host bounds the step (limit python) when its dispatch
//         is the longer.)
#include "vsize/findings.hpp"
#include "vsize/matcher_model.hpp"
#include "vsize/memory_model.hpp"
#include "vsize/scenario.hpp"

namespace vsize {

// The dense rate a GPU offers at a precision, and which figure it is.
struct TensorRate {
  double flops_per_s = 0;
  const char* figure = ""; // catalog key used, e.g. "bf16_dense_tflops"
  bool tensor_cores = true;
};

// FP16/BF16 use the dense tensor rate (GeForce: the FP32-accumulate rate the catalog holds).
// FP32 convolutions use TF32 tensor cores where the GPU has them (PyTorch's default
// cudnn.allow_tf32 = True); FP32 matmuls (a transformer's layers) use the FP32 CUDA-core rate
// (PyTorch's default matmul.allow_tf32 = False since 1.12), as does FP32 on a GPU without TF32.
// flops_per_s = 0 when the GPU lacks the precision (BF16 on V100 or T4).
TensorRate tensor_rate(const GpuSpec& gpu, Precision p, bool convolutions);
// The rate a family's training runs at: a CNN's work is convolutions, a transformer's matmuls.
TensorRate family_rate(const GpuSpec& gpu, Precision p, const FamilySpec& family);

double forward_flops_per_image(const ModelSpec& m, int res_px);

// Memory traffic of one optimizer step per parameter (the optimizer-bytes-* assumptions).
double optimizer_traffic_bytes(Optimizer o, const Constants& a);

// Inputs of step_time; plan_step fills every field.
struct StepInputs {
  double forward_flops_per_image = 0;
  double backward_factor = 0;
  double activation_bytes_per_image = 0; // the kept tensors: what L2 can serve
  double loss_bytes_per_image = 0; // one loss branch's buffers (assigner, mask loss, class heads)
  int loss_branches = 1; // loss computations a step (YOLO26's end-to-end training: 2)
  double other_bytes_per_image = 0; // other per-image buffers outside the kept tensors (unfused attention scores)
  double l2_hit_share = 0; // of the kept tensors' chain traffic
  double traffic_floor_per_byte = 0; // DRAM bytes per kept byte that no cache saves
  double rate_flops_per_s = 0; // already x MIG compute fraction
  double efficiency = 0;
  double memory_bandwidth_bytes_per_s = 0; // already x MIG compute fraction
  double traffic_per_activation_byte = 0;
  double optimizer_bytes = 0; // moved per step: params x bytes per parameter
  double kernel_floor_s = 0; // the dispatched ops' kernels: eager ops a step x kernel-floor-us
  double matcher_bytes = 0; // a DETR matcher's cost passes a step (matcher_model.hpp)
  double step_overhead_s = 0; // host dispatch at the host-python-ref-ghz clock
  double dispatch_overlap = 0; // share of the shorter of GPU work and dispatch the longer hides
  int batch_per_gpu = 0;
};

struct StepTime {
  double dram_bytes_per_image = 0;
  double train_flops_per_image = 0;
  double compute_s_per_image = 0;
  double memory_s_per_image = 0;
  double s_per_image = 0;
  double optimizer_s = 0;
  double kernel_floor_s = 0;
  double matcher_s = 0; // the matcher's cost passes at the DRAM rate
  double gpu_s = 0; // batch x s_per_image + optimizer_s + kernel_floor_s + matcher_s
  double overhead_s = 0; // host dispatch at the reference clock
  double overlap = 0;
  double step_s = 0;
  double images_per_s = 0;
};

StepTime step_time(const StepInputs& in);

// The step of GPU work `gpu_s` and host dispatch `host_s` that overlap by `overlap` (formula above).
double overlapped_step_s(double gpu_s, double host_s, double overlap);

// One tensor group's layer: its working set (2 x batch x channels x (res / stride)^2 x element
// bytes) and the share of its traffic L2 serves, clamp(log2(2 x usable L2 / working set), 0, 1).
struct L2GroupHit {
  double working_set_bytes = 0;
  double hit = 0;
};
L2GroupHit l2_group_hit(const TensorGroup& g, int res_px, int batch, double element_bytes, double usable_l2_bytes);

// The share of a model's kept tensors whose chain traffic L2 serves (formula above): the groups'
// hits weighed by their shares; 0 without tensor groups or without usable L2.
double l2_hit_share(const std::vector<TensorGroup>& groups, int res_px, int batch, double element_bytes,
                    double usable_l2_bytes);

// The step on a host whose Python runs `clock_scale` times as long as on a host-python-ref-ghz
// core: the step overhead is the trainer's dispatch (thousands of eager ops a step, the EMA and
// optimizer loops), single-threaded Python on the host, so it scales as the per-epoch host work
// does (M8); the GPU's share does not. The two overlap as in step_time.
double step_on_host_s(const StepTime& t, double clock_scale);
// The host bounds the step: its dispatch at `clock_scale` takes longer than the GPU's work.
bool host_bound(const StepTime& t, double clock_scale);

// M3 for one configuration, with the figures it used.
struct StepPlan {
  TensorRate requested; // at the workload's precision (flops_per_s 0: the GPU lacks it)
  TensorRate rate; // what the step uses (FP32 when the GPU lacks the precision)
  double pixel_scale = 0; // s = (res / ref)^2
  double matmul_fraction = 0; // GPU's achieved share of its peak in large matmuls
  bool matmul_fraction_default = false; // the GPU has no measured share: assumption used
  bool matmul_fraction_fp16 = false; // the share is the one measured in FP16 (AMP in FP16)
  std::string matmul_fraction_from; // the sibling GPU whose measured share it borrows (or empty)
  double bandwidth_share = 0; // the GPU's measured copy share of its spec DRAM bandwidth
  double bandwidth_share_typical = 0; // memory-bandwidth-fraction-typical: the traffic factor's
  bool bandwidth_share_default = false; // no measurement: taken at the typical share
  double l2_bytes = 0; // the GPU's L2 (x MIG share); 0: not in the catalog
  int l2_partitions = 1; // partitions that each hold what their SMs read
  double l2_usable_bytes = 0; // what a layer's working set may use: l2 / partitions x usable fraction
  double element_bytes = 0; // of a kept tensor (2 under AMP)
  double family_efficiency = 0; // the family's share of that (kernel_bound: what the kernel ceiling leaves)
  // The family's achieved FP16 tensor rate (before the matmul share): FP32 is never faster.
  double kernel_rate_flops_per_s = 0;
  bool kernel_bound = false; // FP32 limited by that ceiling, not by its own peak
  double optimizer_bytes_per_param = 0;
  int accumulate = 1; // MuSGD: batches per optimizer step, max(round(nominal batch / global batch), 1)
  double musgd_ops = 0; // eager ops of one MuSGD step (0: another optimizer)
  double musgd_dispatch_s = 0; // their dispatch per batch at host-python-ref-ghz (in step_overhead_s)
  // Instance masks: the loss's per-image Python loop, batch x loss branches x the family's time
  // per image, at host-python-ref-ghz (in step_overhead_s; formula in the header's M3 notes).
  double mask_loop_s = 0;
  // A second loss branch (YOLO26's one-to-one head): (loss branches - 1) x the family's
  // loss_branch_ops x eager-op-dispatch-us, at host-python-ref-ghz (in step_overhead_s).
  double branch_ops = 0;
  double branch_dispatch_s = 0;
  // A DETR's Hungarian matcher a step (matcher_model.hpp): its host part in step_overhead_s, its
  // cost passes in inputs.matcher_bytes.
  MatcherCost matcher;
  // Eager ops a step whose kernels the GPU pays kernel-floor-us each for (inputs.kernel_floor_s).
  double dispatched_ops = 0;
  double compute_fraction = 1; // MIG share
  StepInputs inputs;
  StepTime time;
  // The backward pass's share of the per-image compute: (backward-factor - 1) / factor of it.
  double backward_s = 0;
};

StepPlan plan_step(const Scenario& s, const MemoryPlan& memory, Findings& out);

} // namespace vsize
