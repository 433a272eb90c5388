#pragma once
// M1/M2: GPU memory per rank and the batch that fits. Pure functions, bytes throughout.
//
// Per rank (SPEC §3 M1):
//   model states = params x (4 B FP32 weights + 4 B gradients + optimizer states)
//                  AdamW keeps two FP32 moments (8 B), SGD one momentum (4 B)
//                  (Rajbhandari et al. 2020, ZeRO §3.1; seed 000: 4 B x 4 x 56.9 M = 910 MB)
//   extra states = FP32 EMA copy (Ultralytics ModelEMA, 4 B/param) + DDP gradient buckets
//                  (one more gradient copy, 4 B/param, PyTorch DDP with
//                  gradient_as_bucket_view=False) + the autocast cache of half weights (2 B/param)
//   activations  = per image at the reference resolution x (res / ref)^2 x batch per GPU
//                  x the family's fitted activation scale (x fp32-activation-factor without AMP);
//                  seed 000 S2
//   mask loss    = YOLO segmentation: bytes per (object, mask pixel) x objects per sample x
//                  (res / 4)^2 (ultralytics v8SegmentationLoss keeps logits, an FP32 copy, BCE
//                  output and crop product for ~6 positive anchors per object)
//   class heads  = Mask R-CNN: factor x 128 RoIs x (classes - 80) x 28^2 x 4 B (class-specific
//                  mask logits beyond the 80 the activation figure holds); semantic segmentation:
//                  factor x classes x res^2 x 4 B (full-resolution logits and their gradients)
//   attention    = transformers without a fused attention kernel (PyTorch < 2.0): layers x heads
//                  x tokens^2 x 6 B under AMP (softmax runs in FP32 under autocast and keeps its
//                  4 B output; the value matmul keeps its 2 B FP16 copy; dropout p = 0 keeps
//                  nothing), 4 B in FP32 (Korthikanti et al. 2022 eq. 1's 5as^2b term with
//                  PyTorch's dtypes), x the family's activation scale; 0 with fused SDPA.
//                  Attention written out in a CNN (YOLO11/26 C2PSA, RT-DETR AIFI) keeps them at
//                  every PyTorch: explicit_attention_scores x the same bytes
//   denoising    = DETR decoders trained with denoising queries (RT-DETR), per image: layers x
//                  (Q x bytes a query + heads x Q^2 x the score bytes above), Q = queries + 2 x m x
//                  max(1, denoising / m), m = min(n, denoising), n the most labels a sample of the
//                  batch holds (the decoder pads every image's noised labels to the batch's
//                  densest: Ultralytics get_cdn_group; an image with more labels than the budget
//                  denoises a random subset of them, pull request #25834, 2026-08; before it m = n),
//                  less the same at the labels the activation figure is taken at (at least 0), x
//                  the family's activation scale
//   workspace    = cuBLAS/cuDNN workspaces + one parameter-sized FP32 temporary (foreach
//                  optimizer, clip_grad_norm)
//   assigner     = label-assignment buffers of the loss, per image: bytes per (object, anchor)
//                  pair (the family's, + its branch bytes for each loss branch past the first:
//                  YOLO26's one-to-one branch, a traced step, tools/allocator_replay.py) x the
//                  densest training sample an epoch meets (--max-objects) x anchors at the
//                  resolution (YOLO's TaskAlignedAssigner pads every image to the batch's
//                  densest; the caching allocator keeps the largest blocks any step asked for)
//   allocated    = model states + extra states + workspace + activations + assigner + denoising
//   need         = allocated x allocator-reserved-factor  (PyTorch caching allocator at the peak
//                  step: what must fit, and what the batch is sized by)
//   reserved     = need; with variable input sizes (detectors' aspect-ratio groups), allocated x
//                  variable-size-reserved-factor, at most the GPU less the context: every batch
//                  has its own padded size, freed blocks of one size do not serve the next and are
//                  not returned to the driver (detectron2 #163), so the cache keeps growing
//                  + assigner cache = assigner-cache-factor x the assigner's bytes a label x
//                  (--max-objects - assigner-cache-free-objects, at least 0): the assigner's tensors
//                  take the size of each batch's densest sample, so a batch denser than every
//                  earlier one reserves new segments while the earlier, smaller blocks stay cached
//                  ("the old peak scales with the densest image seen so far", Ultralytics pull
//                  request #25240); up to the free labels the step's own freed blocks hold them. Both
//                  constants come from tools/allocator_replay.py (traced training steps replayed on a
//                  model of PyTorch's caching allocator, the first epoch's median). Never part of the
//                  need: the allocator frees cached blocks and retries before out of memory
//   validation   = YOLO families: rect validation batches of val-batch-factor x the batch (at most
//                  the validation set), FP16
//                  under AMP, no autograd: the widest tensors alive at once are the image and the
//                  stem convolution's output and BatchNorm output, (3 + stem channels / 2) elements
//                  per input pixel (each stride-2 channel is 1/4 element per pixel), x res^2 x
//                  variable-size-reserved-factor (every rect batch has its own shape, so its blocks
//                  neither reuse the training step's nor each other's: detectron2 #163). The
//                  cache keeps them while reserved stays within val-cache-kept-up-to x the GPU's
//                  total memory (Ultralytics _clear_memory(0.5) before validation and at each
//                  epoch's end; YOLOv5 never empties it until training ends: 1, at most the GPU
//                  less the context); beyond that the trainer empties the cache and GPU_mem shows
//                  the training step's alone. Never part of the need: the training step's blocks
//                  are free while validation runs, and the allocator empties its cache and retries
//                  before it reports out of memory.
//   NCCL buffers = a DDP rank's communicator: its channels' buffers on the GPU, outside PyTorch's
//                  allocator: nccl-buffers-gb-nvlink (-pair at two ranks) over NVLink,
//                  nccl-buffers-gb-pcie over PCIe peer-to-peer, none where the ring copies through
//                  host memory (NVIDIA/nccl #964: 544 MB at two A100s, 688 MB at three or more)
//   device used  = reserved + CUDA context + NCCL buffers  (what nvidia-smi shows)
#include "vsize/findings.hpp"
#include "vsize/scenario.hpp"

#include <optional>

namespace vsize {

// What a DDP rank's NCCL buffers are sized for (memory_model.hpp "NCCL buffers").
enum class NcclBuffers { none, nvlink, nvlink_pair, pcie, host_memory };

// Inputs of memory_at_batch; plan_memory fills every field from the scenario.
struct MemoryInputs {
  double params = 0;
  double activation_bytes_per_image_ref = 0; // AMP, at ref_res_px, x the family's activation scale
  double assigner_bytes_per_pair = 0; // a (object, anchor) pair, every loss branch's
  double assigner_bytes_per_image = 0; // at res_px, already x objects x anchors
  double assigner_branch_bytes_per_image = 0; // of which the loss branches past the first add
  double mask_loss_bytes_per_object_pixel = 0; // YOLO segmentation (0: no mask loss)
  double mask_loss_bytes_per_image = 0; // at res_px: the above x objects x (res / 4)^2
  double class_head_bytes_per_image = 0; // class-dependent heads, at res_px and precision
  double attention_scores_bytes_per_image = 0; // unfused attention's kept scores (0: fused)
  double denoising_bytes_per_image = 0; // a denoising decoder's growth with the labels
  double temp_bytes_per_param = 0; // parameter-sized temporaries
  int ref_res_px = 0;
  int res_px = 0;
  Precision precision = Precision::fp16;
  Optimizer optimizer = Optimizer::adamw;
  bool ema = false;
  bool ddp = false;
  double context_bytes = 0;
  double nccl_bytes = 0; // NCCL's buffers (0: one rank, or a ring through host memory)
  NcclBuffers nccl_buffers = NcclBuffers::none;
  double workspace_bytes = 0;
  double reserved_factor = 0;
  double long_run_reserved_factor = 0; // variable input sizes: what the cache holds after hours
  // Earlier batches' assigner blocks the cache keeps, per image: assigner-cache-factor x the
  // assigner's bytes for the labels past assigner-cache-free-objects (both kept for explain).
  double assigner_cache_bytes_per_image = 0;
  double assigner_cache_factor = 0;
  double assigner_cache_free_objects = 0;
  double val_cache_bytes_per_image = 0; // validation's blocks per validation image of its batch
  double val_batch_factor = 1; // validation batch = this x the batch per GPU ...
  long long val_images = 0; // ... at most the validation set (0: no validation)
  double val_cache_kept_up_to = 0; // fraction of the GPU's total memory (0: never kept)
  double val_fragment_factor = 0; // variable-size-reserved-factor: each rect shape its own blocks
  double fp32_activation_factor = 0;
  // AMP's activations over the model's AMP figure: 1, or for a run that keeps its norm outputs in
  // FP16 (Workload::amp_norms_half) the model's own FP32/AMP ratio over the catalog's.
  double amp_activation_factor = 1.0;
};

struct MemoryBreakdown {
  int batch_per_gpu = 0;
  double context_bytes = 0;
  double nccl_bytes = 0;
  double weights_bytes = 0;
  double gradients_bytes = 0;
  double optimizer_bytes_per_param = 0;
  double optimizer_bytes = 0;
  double model_states_bytes = 0; // weights + gradients + optimizer states (the S1 figure)
  double ema_bytes = 0;
  double ddp_bucket_bytes = 0;
  double autocast_cache_bytes = 0;
  double extra_states_bytes = 0;
  double workspace_bytes = 0; // fixed workspaces + parameter-sized temporaries
  double activation_bytes_per_image = 0;
  double activations_bytes = 0;
  double assigner_bytes_per_image = 0;
  double assigner_bytes = 0;
  double assigner_cache_bytes = 0; // earlier, smaller batches' assigner blocks the cache keeps
  double mask_loss_bytes = 0;
  double class_head_bytes = 0;
  double attention_scores_bytes = 0;
  double denoising_bytes_per_image = 0; // a denoising decoder's growth with the labels
  double denoising_bytes = 0; // the same x batch
  double loss_bytes_per_image = 0; // the loss's buffers: assigner, mask loss, class-dependent heads
  double per_image_bytes = 0; // everything that grows with the batch, per image
  double allocated_peak_bytes = 0;
  double reserved_need_bytes = 0; // allocated x allocator-reserved-factor: what must fit
  double validation_cache_bytes = 0; // validation's blocks the cache keeps (plan_memory: 0 when emptied)
  // What the cache holds for training after hours (= need for fixed input sizes): grows with the
  // batch and the resolution, never falls.
  double reserved_bytes = 0;
  // What the trainer prints (Ultralytics GPU_mem = torch memory_reserved): reserved + validation's
  // kept blocks. Ultralytics empties them above half the GPU, so this can fall as the batch grows.
  double gpu_mem_bytes = 0;
  double device_used_bytes = 0; // gpu_mem + context + NCCL buffers (nvidia-smi)
};

// What the GPU holds outside PyTorch's allocator: the CUDA context and NCCL's buffers.
double outside_allocator_bytes(const MemoryBreakdown& m);

// Bytes of one activation element at a precision: 4 in FP32, 2 under AMP.
double element_bytes(Precision p);

// Bytes unfused attention keeps per score: the softmax's output, which runs in FP32 under
// autocast, and under AMP the value matmul's half copy of it (4 + 2); 4 in FP32.
double unfused_score_bytes(Precision p);

// Scores that explicit attention inside a CNN keeps beyond what the model's activation figure
// holds (memory_model.hpp "attention"): blocks x heads x (N^2 - N_ref^2 x (res / ref)^2), N =
// (res / stride)^2 tokens. The figure, measured at ref_res_px, holds N_ref^2 scores and scales
// them with the pixels like every activation; they grow with the square of the tokens. Below
// ref_res_px the difference is negative and small: 0.
double explicit_attention_scores(const ModelSpec::ExplicitAttention& a, int res_px, int ref_res_px);

// Queries a denoising decoder runs at n labels in the batch's densest sample: queries + 2 x m x
// max(1, denoising / m), m = min(n, denoising) (Ultralytics get_cdn_group: num_group = num_dn //
// max_nums, at least 1; each group a positive and a negative copy of every image's labels padded to
// the densest; pull request #25834 caps the labels an image denoises at num_dn); `uncapped`, the
// releases before it: m = n. No labels or no denoising (num_dn 0), no denoising queries.
int denoising_decoder_queries(const ModelSpec::DenoisingDecoder& d, int objects, bool uncapped = false);

// Bytes such a decoder keeps per image at n labels: layers x (Q x bytes a query + heads x Q^2 x the
// score bytes), in the workload's precision.
double denoising_decoder_bytes(const ModelSpec::DenoisingDecoder& d, int objects, Precision p, bool uncapped = false);

// Mask R-CNN's class-specific mask head (detectron2 and torchvision defaults): 512 RoIs sampled
// per image of which 25 % positive carry mask targets (128), each mask 28 x 28 logits; the
// model's activation figure holds COCO's 80 classes.
inline constexpr int k_mask_head_rois = 128;
inline constexpr int k_mask_head_px = 28;
inline constexpr int k_activation_figure_classes = 80;

// Bytes of optimizer state per parameter: AdamW 8 (two FP32 moments), SGD 4 (momentum).
double optimizer_bytes_per_param(Optimizer o);

// Weights + gradients + optimizer states, FP32 (seed 000's 4 B x 4 x params for AdamW).
double model_states_bytes(double params, Optimizer o);

// Activations of one image at `res_px`: the reference figure x (res / ref)^2, x the FP32
// factor without AMP. Pixels scale activations linearly (seed 000, S2).
double activation_bytes_per_image(const MemoryInputs& in);

MemoryBreakdown memory_at_batch(const MemoryInputs& in, int batch_per_gpu);

// Largest batch per GPU whose reserved memory stays within `budget_bytes` (Ultralytics
// AutoBatch solves reserved(b) = fraction x free memory); 0 when not even one image fits.
// Capped at `max_batch`.
int largest_batch_within(const MemoryInputs& in, double budget_bytes, int max_batch);

// Images in one validation batch: val-batch-factor x the training batch, at most the validation set
// (Ultralytics' get_dataloader: batch_size * 2 for mode 'val').
int validation_batch(double val_batch_factor, int batch_per_gpu, long long val_images);
int validation_batch(const MemoryInputs& in, int batch_per_gpu);

// Anchor points of a stride-8/16/32 detection head at `res_px`: res^2 x (1/64 + 1/256 + 1/1024)
// (8,400 at 640, Ultralytics' "8400 anchors").
double anchor_points(int res_px);

struct MigChoice {
  const MigProfile* profile = nullptr;
  int instances_per_gpu = 0;
};

// One MIG instance's memory: the GiB `nvidia-smi mig -lgip` lists, which CUDA sees in it; a
// profile without a listing (an overlay's) at its name's GB as 10^9 B, as the reading was before
// the listings were found (review s84 W1: the card's GiB beside the instance's GB).
double mig_instance_bytes(const MigProfile& p);

// M1/M2 for one configuration: the MIG profile (mode mig), ranks and jobs, the batch and the
// memory at that batch, with the inputs it used.
struct MemoryPlan {
  MemoryInputs inputs;
  double capacity_bytes = 0; // of one GPU or MIG instance
  bool capacity_from_pytorch = false; // GPU usable_memory_gib (what PyTorch reports) was used
  bool auto_batch = false; // -1 or a fraction (else an explicit global batch)
  double fraction = 0; // the AutoBatch fraction (auto_batch only)
  double budget_bytes = 0; // fraction x capacity (auto_batch), else the capacity
  int max_batch = 0; // AutoBatch's cap: min(1024, images per rank)
  int ranks = 1; // processes of one job
  int jobs = 1; // jobs side by side (per-gpu, MIG)
  int batch_per_gpu = 0;
  // The batch memory takes (auto_batch), before the recipe's global batch holds it (large-batch-images).
  int memory_batch_per_gpu = 0;
  int batch_global = 0; // per job
  // The family's batch norm sees batch_per_gpu images or fewer than its batchnorm_small_batch:
  // poor statistics (finding batchnorm-batch-small; the recommendation passes over the server).
  bool batchnorm_batch_small = false;
  MigChoice mig;
  double compute_fraction = 1.0; // MIG share of the GPU's SMs
  double anchors = 0; // detection anchor points at the resolution
  double reserved_at_zero_bytes = 0; // everything but activations and assigner, reserved
  MemoryBreakdown breakdown; // at max(1, batch_per_gpu)
};

MemoryPlan plan_memory(const Scenario& s, Findings& out);

// A model's own FP32/AMP activation ratio over the catalog's fp32-activation-factor (torchvision's
// detectors keep FP32 FrozenBatchNorm2d outputs under autocast: 1.107 / 1.6 for Mask R-CNN);
// nullopt for a model without its own. M1 takes it for the memory of a run that keeps its norm
// outputs in FP16 (Workload::amp_norms_half), M3 for the traffic of every other AMP run.
std::optional<double> own_to_catalog_activation_ratio(const Scenario& s);

// What a trainer can hold past the CUDA context: the capacity less the context and NCCL's
// buffers, bytes.
double capacity_past_context_bytes(const MemoryPlan& p);

// Where measured runs would put the reserved memory: reserved / (1 + the family's memory errors),
// high end first clipped to what the GPU can hold (capacity_past_context_bytes). [low, high] bytes.
std::pair<double, double> reserved_range_bytes(const MemoryPlan& p, double error_low, double error_high);

} // namespace vsize
