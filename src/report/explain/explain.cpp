// `vsize explain`: every model as formula -> numbers substituted -> result, with the source
// of each catalog figure used. Every number comes from what the evaluation's plans recorded.
#include "explainer.hpp"

#include "../common/text.hpp"
#include "vsize/accuracy.hpp"
#include "vsize/assumptions.hpp"
#include "vsize/report.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <set>

namespace vsize {

namespace {

using report::explain_backward;
using report::explain_cost;
using report::explain_storage;
using report::Explainer;
using report::tr;
using report::trainer_batch_argument;
using report::trf;

using units::gb;
using units::k_fp32_bytes;
using units::k_half_bytes;
using units::ms;

// Validation's blocks in the cache (memory_model.hpp "validation"): their size, and whether the
// trainer's rule keeps them in what GPU_mem shows.
void explain_validation_cache(Explainer& x, const Workload& w, const Evaluation& e) {
  const MemoryPlan& p = e.memory;
  const MemoryInputs& in = p.inputs;
  const MemoryBreakdown& mem = p.breakdown;
  if (!(in.val_cache_bytes_per_image > 0)) {
    return;
  }
  int val_batch = validation_batch(in, mem.batch_per_gpu);
  double raw_bytes = in.val_cache_bytes_per_image * val_batch;
  double train_bytes = mem.reserved_bytes;
  // The fragment factor is the catalog's assumption, cited beside the family (review s79 F10).
  static_cast<void>(x.constant(K::variable_size_reserved_factor));
  x.line(
      trf(x.lang(),
          "validation   = min({:g} x batch {}, {} val images) = {} rect images x (3 + {} stem channels / 2) elements "
          "x {} B x {}^2 px x {:g} = {:.2f} GB of blocks: no autograd, each rect shape its own blocks [{}, {}]",
          in.val_batch_factor, mem.batch_per_gpu, report::count(x.lang(), w.val_images), val_batch,
          *e.model->stem_channels, element_bytes(w.amp), in.res_px, in.val_fragment_factor, units::gb(raw_bytes),
          e.family->id, "variable-size-reserved-factor"));
  if (in.val_cache_kept_up_to >= 1) {
    x.line(trf(x.lang(),
               "             kept (the trainer never empties the cache), up to the GPU less the context: "
               "GPU_mem = {:.2f} + {:.2f} = {:.2f} GB",
               units::gb(train_bytes), units::gb(mem.validation_cache_bytes), units::gb(mem.gpu_mem_bytes)));
  } else if (mem.validation_cache_bytes > 0) {
    x.line(trf(
        x.lang(),
        "             kept: {:.2f} + {:.2f} GB <= {:g} x {:.2f} GB, below which the trainer does not empty the cache: "
        "GPU_mem = {:.2f} GB (above it the figure falls: it is not what must fit)",
        units::gb(train_bytes), units::gb(raw_bytes), in.val_cache_kept_up_to, units::gb(p.capacity_bytes),
        units::gb(mem.gpu_mem_bytes)));
  } else {
    x.line(trf(x.lang(),
               "             emptied: {:.2f} + {:.2f} GB > {:g} x {:.2f} GB, so the trainer empties the cache and "
               "GPU_mem shows the training step's {:.2f} GB",
               units::gb(train_bytes), units::gb(raw_bytes), in.val_cache_kept_up_to, units::gb(p.capacity_bytes),
               units::gb(train_bytes)));
  }
}

// The capacity the batch is sized against: a MIG instance's, PyTorch's reading, or the memory
// the card is sold with (GiB) less the driver's share.
void explain_capacity(Explainer& x, const Evaluation& e) {
  const MemoryPlan& p = e.memory;
  if (p.mig.profile && p.mig.profile->memory_gib) {
    x.line(trf(x.lang(),
               p.mig.profile->memory_gib_estimated
                   ? "capacity     = {:g} GiB = {:.2f} GB, one {} instance, the catalog's estimate of what nvidia-smi "
                     "mig -lgip would list (CUDA's total memory in it; the record's estimate says how) [{}]"
                   : "capacity     = {:g} GiB = {:.2f} GB, one {} instance as nvidia-smi mig -lgip lists it (CUDA's "
                     "total memory in it) [{}]",
               *p.mig.profile->memory_gib, units::gb(p.capacity_bytes), p.mig.profile->name, e.gpu->id));
  } else if (p.mig.profile) {
    x.line(trf(x.lang(), "capacity     = {:g} GB, one {} instance, its name's GB (no listed GiB) [{}]",
               p.mig.profile->memory_gb, p.mig.profile->name, e.gpu->id));
  } else if (p.capacity_from_pytorch && e.gpu->usable_memory_derived) {
    // Derived from another card's reading: not said as a reading of this one (review s79 F6).
    x.line(
        trf(x.lang(),
            "capacity     = {:g} GiB, what PyTorch would report as the catalog derives it from another GPU's reading "
            "(no PyTorch reading of this GPU; its estimate says how) [{}]",
            units::gib(p.capacity_bytes), e.gpu->id));
  } else if (p.capacity_from_pytorch) {
    x.line(
        trf(x.lang(), "capacity     = {:g} GiB as PyTorch reports it [{}]", units::gib(p.capacity_bytes), e.gpu->id));
  } else {
    x.line(trf(x.lang(),
               "capacity     = {:g} GiB sold x (1 - {:g} driver share) = {:.2f} GiB = {:.2f} GB (no PyTorch reading "
               "of this GPU) [{}]",
               e.gpu->memory_gb, 1 - units::gib(p.capacity_bytes) / e.gpu->memory_gb, units::gib(p.capacity_bytes),
               units::gb(p.capacity_bytes), e.gpu->id));
  }
}

// The class heads' memory and where its per-image figure comes from (memory_model.cpp,
// class_head_bytes_per_image): a semantic model's logits, or Mask R-CNN's mask head per class.
void explain_class_heads(Explainer& x, const Workload& w, const Evaluation& e) {
  const MemoryInputs& in = e.memory.inputs;
  const MemoryBreakdown& mem = e.memory.breakdown;
  x.line(trf(x.lang(), "class heads  = {:.4f} GB/image for {} classes x batch {} = {:.2f} GB",
             gb(in.class_head_bytes_per_image), w.classes, mem.batch_per_gpu, gb(mem.class_head_bytes)));
  if (e.model->task == Task::semantic_segment) {
    x.line(trf(x.lang(),
               "               per image = {} classes x {}^2 px x {:g} copies [semantic-logit-factor] x 4 B (FP32)",
               w.classes, in.res_px, x.constant(K::semantic_logit_factor)));
    return;
  }
  const double factor = x.constant(K::mask_head_class_factor);
  const double per_class = factor * k_mask_head_rois * std::max(1, w.classes - k_activation_figure_classes) *
                           k_mask_head_px * k_mask_head_px * k_fp32_bytes;
  x.line(trf(x.lang(),
             "               per image = {:g} [mask-head-class-factor] x {} RoIs x ({} - {}) classes beyond the "
             "measured figure's x {}^2 px x 4 B x {:.3g} (precision)",
             factor, k_mask_head_rois, w.classes, k_activation_figure_classes, k_mask_head_px,
             in.class_head_bytes_per_image / per_class));
}

// The attention scores kept: written out inside a CNN, or a transformer's without a fused kernel.
void explain_attention(Explainer& x, const Workload& w, const Evaluation& e) {
  const ModelSpec& m = *e.model;
  const MemoryBreakdown& mem = e.memory.breakdown;
  if (m.explicit_attention) {
    const auto& a = *m.explicit_attention;
    x.line(
        trf(x.lang(),
            "attention    = {} blocks x {} heads x (N^2 - N_ref^2 x ({}/{})^2) x {} B, N = ({}/{})^2 = {:.0f} tokens "
            "(matmul + softmax written out: the scores beyond the activation figure's pixel scaling) x {:g} x batch "
            "{} = {:.2f} GB",
            a.blocks, a.heads, w.res_px, m.ref_res_px, unfused_score_bytes(w.amp), w.res_px, a.stride_px,
            std::pow(static_cast<double>(w.res_px) / a.stride_px, 2), e.family->activation_scale, mem.batch_per_gpu,
            gb(mem.attention_scores_bytes)));
  } else if (m.math_attention) {
    const auto& a = *m.math_attention;
    int side = w.res_px / *m.patch_px;
    int windows = (side + a.window - 1) / a.window;
    x.line(trf(x.lang(),
               "attention    = {} heads x ({} global blocks x ({}^2 tokens)^2 + {} windowed blocks x {}^2 windows x "
               "({}^2 tokens)^2) x 4 B (PyTorch's math attention keeps its FP32 softmax: 3-D q, k, v take no fused "
               "kernel) x {:g} x batch {} = {:.2f} GB",
               *m.heads, a.global_blocks, side, *m.layers - a.global_blocks, windows, a.window,
               e.family->activation_scale, mem.batch_per_gpu, gb(mem.attention_scores_bytes)));
  } else {
    x.line(trf(
        x.lang(),
        "attention    = {} layers x {} heads x tokens^2 x {} B (unfused: softmax output and the value matmul's copy) "
        "x {:g} x batch {} = {:.2f} GB",
        *m.layers, *m.heads, unfused_score_bytes(w.amp), e.family->activation_scale, mem.batch_per_gpu,
        gb(mem.attention_scores_bytes)));
  }
}

// A denoising decoder's growth with the labels: its queries at --max-objects against the
// activation figure's labels.
void explain_denoising(Explainer& x, const Workload& w, const Evaluation& e) {
  const auto& d = *e.model->denoising_decoder;
  const MemoryBreakdown& mem = e.memory.breakdown;
  const double per_query = w.amp == Precision::fp32 ? d.query_bytes_fp32 : d.query_bytes;
  const bool uncapped = w.denoising_uncapped;
  const std::string denoised = uncapped ? std::string(tr(x.lang(), "m = n (a release before Ultralytics' cap, #25834)"))
                                        : trf(x.lang(), "m = min(n, {})", d.denoising);
  x.line(trf(x.lang(),
             "denoising    = {} layers x (Q x {:.0f} B a query + {} heads x Q^2 x {} B), Q = {} queries + 2 x m x "
             "max(1, {} // m) denoising queries, {}, n = {} labels in the densest sample: Q = {}, against Q = {} at "
             "the {} the activation figure is taken at [{}]",
             d.layers, per_query, d.heads, unfused_score_bytes(w.amp), d.queries, d.denoising, denoised, w.max_objects,
             denoising_decoder_queries(d, w.max_objects, uncapped),
             denoising_decoder_queries(d, d.ref_objects, uncapped), d.ref_objects, e.model->id));
  x.line(trf(x.lang(), "             = max(0, {:.3f} - {:.3f} GB) x {:g} = {:.4f} GB/image x batch {} = {:.2f} GB",
             gb(denoising_decoder_bytes(d, w.max_objects, w.amp, uncapped)),
             gb(denoising_decoder_bytes(d, d.ref_objects, w.amp, uncapped)), e.family->activation_scale,
             gb(mem.denoising_bytes_per_image), mem.batch_per_gpu, gb(mem.denoising_bytes)));
}

// The training step's reserved memory: the need, or what a fragmenting cache holds beyond it.
void explain_reserved(Explainer& x, const Workload& w, const Evaluation& e) {
  const MemoryInputs& in = e.memory.inputs;
  const MemoryBreakdown& mem = e.memory.breakdown;
  // What the GPU holds past the allocator's reach: its context, and NCCL's buffers where DDP has any.
  const std::string outside =
      mem.nccl_bytes > 0 ? tr(x.lang(), "capacity - context - NCCL buffers") : tr(x.lang(), "capacity - context");
  if (in.long_run_reserved_factor > 0) {
    x.line(trf(x.lang(),
               "reserved     = min(allocated x {:g}, {}) = {:.2f} GB after hours: every batch has its own padded size, "
               "and the cache keeps the blocks of each",
               in.long_run_reserved_factor, outside, gb(mem.reserved_bytes)));
  } else if (mem.assigner_cache_bytes > 0) {
    x.line(trf(x.lang(),
               "reserved     = min(need + assigner cache {:g} x {:.2f} GB x ({} - {:g}) / {} labels, {}) = {:.2f} GB: "
               "each batch's assigner takes its densest sample's size and the cache keeps earlier batches' blocks "
               "(the first epoch's median on a replay of PyTorch's allocator; a run's own swings about x0.5-1.8)",
               in.assigner_cache_factor, gb(mem.assigner_bytes), w.max_objects, in.assigner_cache_free_objects,
               w.max_objects, outside, gb(mem.reserved_bytes)));
  } else {
    x.line(trf(x.lang(), "reserved     = need = {:.2f} GB in the training step (fixed input size)",
               gb(mem.reserved_bytes)));
  }
}

// A DDP rank's NCCL buffers (memory_model.cpp nccl_buffers): what they are sized for and the
// constant, or why there are none on the GPU.
void explain_nccl_buffers(Explainer& x, const MemoryInputs& in) {
  switch (in.nccl_buffers) {
  case NcclBuffers::none: return;
  case NcclBuffers::host_memory:
    x.line("NCCL buffers = none on the GPU: without peer-to-peer the ring copies through host memory, where its "
           "buffers are (SHM)");
    return;
  case NcclBuffers::nvlink:
  case NcclBuffers::nvlink_pair:
  case NcclBuffers::pcie: break;
  }
  const char* id = in.nccl_buffers == NcclBuffers::nvlink        ? "nccl-buffers-gb-nvlink"
                   : in.nccl_buffers == NcclBuffers::nvlink_pair ? "nccl-buffers-gb-nvlink-pair"
                                                                 : "nccl-buffers-gb-pcie";
  x.line(trf(x.lang(),
             "NCCL buffers = {:.2f} GB a rank: the communicator's channels, each with its own buffers, outside "
             "PyTorch's allocator ({}) [{}]",
             units::gb(in.nccl_bytes),
             tr(x.lang(), in.nccl_buffers == NcclBuffers::pcie ? "PCIe: a few channels" : "NVLink: many channels"),
             id));
}

void explain_memory(Explainer& x, const Workload& w, const Evaluation& e) {
  const MemoryPlan& p = e.memory;
  const MemoryInputs& in = p.inputs;
  const MemoryBreakdown& mem = p.breakdown;
  const ModelSpec& m = *e.model;
  x.section("M1 GPU memory per rank");
  x.line(trf(x.lang(), "model states = params x ({:g} B weights + {:g} B gradients + {} B {} states)", k_fp32_bytes,
             k_fp32_bytes, mem.optimizer_bytes_per_param, to_string(in.optimizer)));
  x.line(trf(x.lang(), "             = {:.1f} M x {:.0f} B = {:.1f} MB   [{}]", in.params / units::k_params_per_m,
             mem.model_states_bytes / in.params, units::mb(mem.model_states_bytes), m.id));
  x.line(trf(
      x.lang(),
      "extra states = EMA {:g} B/param ({}) + DDP buckets {:g} B/param ({}) + autocast half weights {:g} B/param ({})",
      k_fp32_bytes, tr(x.lang(), in.ema ? "the trainer keeps one" : "none"), k_fp32_bytes,
      mem.ddp_bucket_bytes > 0 ? "DDP" : "no DDP", k_half_bytes, mem.autocast_cache_bytes > 0 ? "AMP" : "none: FP32"));
  x.line(trf(x.lang(), "             = {:.1f} + {:.1f} + {:.1f} = {:.1f} MB", units::mb(mem.ema_bytes),
             units::mb(mem.ddp_bucket_bytes), units::mb(mem.autocast_cache_bytes), units::mb(mem.extra_states_bytes)));
  double fp32f = in.precision == Precision::fp32 ? in.fp32_activation_factor : in.amp_activation_factor;
  // The model's own FP32/AMP ratio is tagged with the model (the assumption's source is listed).
  std::string precision = m.fp32_activation_factor && fp32f != 1.0 ? trf(x.lang(), "precision [{}]", m.id)
                                                                   : std::string(tr(x.lang(), "precision"));
  x.line(trf(x.lang(), "activations  = {:.4f} GB/image at {} px x {:g} ({}) x ({} / {})^2 x {:g} ({}) x batch {}",
             e.model->activation_gb_per_image, in.ref_res_px, e.family->activation_scale,
             // A pool with no memory row keeps the planning value (vsize accuracy: "prior").
             tr(x.lang(), e.family->is_fitted("activation_scale") ? "fitted scale"
                                                                  : "a planning value: no memory row of its pool"),
             in.res_px, in.ref_res_px, fp32f, precision, mem.batch_per_gpu));
  x.line(trf(x.lang(), "             = {:.4f} GB/image x {} = {:.2f} GB", gb(mem.activation_bytes_per_image),
             mem.batch_per_gpu, gb(mem.activations_bytes)));
  x.line(tr(x.lang(), "             activation basis: ") + m.activation_basis);
  if (e.family->assigner_bytes_per_object_anchor > 0) {
    x.line(trf(
        x.lang(), "assigner     = {:g} B x {} objects x {:.0f} anchors (res^2 x 21/1024) x batch {} = {:.2f} GB [{}]",
        in.assigner_bytes_per_pair, w.max_objects, p.anchors, mem.batch_per_gpu, gb(mem.assigner_bytes), e.family->id));
    if (in.assigner_bytes_per_pair > e.family->assigner_bytes_per_object_anchor) {
      x.line(trf(x.lang(), "             {:g} B = {:g} B + {} further loss branch(es) x {:g} B at the step's peak [{}]",
                 in.assigner_bytes_per_pair, e.family->assigner_bytes_per_object_anchor, m.loss_branches - 1,
                 e.family->assigner_branch_bytes_per_object_anchor, m.id));
    }
  }
  if (mem.mask_loss_bytes > 0) {
    x.line(trf(x.lang(), "mask loss    = {:g} B x {} objects x ({}/4)^2 px x batch {} = {:.2f} GB",
               in.mask_loss_bytes_per_object_pixel, w.objects, in.res_px, mem.batch_per_gpu, gb(mem.mask_loss_bytes)));
  }
  if (mem.class_head_bytes > 0) {
    explain_class_heads(x, w, e);
  }
  if (mem.attention_scores_bytes > 0) explain_attention(x, w, e);
  if (e.model->denoising_decoder) explain_denoising(x, w, e);
  x.line(trf(x.lang(),
             "allocated    = states + extra + workspace {:.2f} GB (+ {:g} B/param temporaries) + per-image x "
             "batch = {:.2f} GB",
             gb(in.workspace_bytes), in.temp_bytes_per_param, gb(mem.allocated_peak_bytes)));
  x.line(trf(x.lang(),
             "need         = allocated x {:g} (caching allocator at the peak step) = {:.2f} GB: what must fit",
             in.reserved_factor, gb(mem.reserved_need_bytes)));
  explain_reserved(x, w, e);
  explain_validation_cache(x, w, e);
  explain_nccl_buffers(x, in);
  // nvidia-smi's figure: what the allocator holds (GPU_mem: the training step's reserved and any
  // validation blocks kept) plus the context and NCCL's buffers.
  std::string nccl = in.nccl_bytes > 0 ? trf(x.lang(), " + NCCL buffers {:.2f} GB", gb(in.nccl_bytes)) : "";
  x.line(mem.gpu_mem_bytes > mem.reserved_bytes
             ? trf(x.lang(), "device used  = GPU_mem {:.2f} + CUDA context {:.2f} GB{} = {:.2f} GB of {:.2f} GB",
                   gb(mem.gpu_mem_bytes), gb(in.context_bytes), nccl, gb(mem.device_used_bytes), gb(p.capacity_bytes))
             : trf(x.lang(), "device used  = reserved + CUDA context {:.2f} GB{} = {:.2f} GB of {:.2f} GB",
                   gb(in.context_bytes), nccl, gb(mem.device_used_bytes), gb(p.capacity_bytes)));
  explain_capacity(x, e);
}

void explain_batch(Explainer& x, const Workload& w, const Evaluation& e) {
  const MemoryPlan& p = e.memory;
  const MemoryBreakdown& mem = p.breakdown;
  x.section("M2 batch");
  const bool ultralytics = e.family && e.family->launch_program == "yolo"; // the Ultralytics package's trainers
  if (p.auto_batch) {
    x.line(trf(x.lang(),
               ultralytics ? "largest b with need(b) <= {:g} x {:.2f} GB (Ultralytics AutoBatch semantics: the "
                             "reserved memory of a fresh step)"
                           : "largest b with need(b) <= {:g} x {:.2f} GB (vsize's sizing of the per-GPU batch the "
                             "trainer is given)",
               p.fraction, gb(p.capacity_bytes)));
    // Each term named, so the floor can be redone by hand (review s79 F10).
    x.line(trf(x.lang(),
               "b = floor((budget {:.2f} - need at b = 0 {:.2f}: the batch-free terms x {:g}) / (per image {:.4f} x "
               "{:g})) = {} per GPU (cap {} = min(1024, dataset / ranks))",
               gb(p.budget_bytes), gb(p.reserved_at_zero_bytes), p.inputs.reserved_factor, gb(mem.per_image_bytes),
               p.inputs.reserved_factor, report::count(x.lang(), p.memory_batch_per_gpu),
               report::count(x.lang(), p.max_batch)));
    if (p.memory_batch_per_gpu > p.batch_per_gpu) {
      x.line(trf(x.lang(),
                 "held at {} per GPU = floor({} images / {} ranks): a global batch past it is more than a recipe is "
                 "known to keep its accuracy at with its learning rate scaled (Goyal et al. 2017) [large-batch-images]",
                 report::count(x.lang(), p.batch_per_gpu),
                 report::count(x.lang(), static_cast<long long>(x.constant(K::large_batch_images))), p.ranks));
    }
  } else {
    long long typed = w.batch.global / p.ranks;
    x.line(typed > p.batch_per_gpu
               ? trf(x.lang(), "global batch {} // {} ranks = {}, capped at the {} images / {} ranks = {} a rank gets",
                     w.batch.global, p.ranks, typed, w.dataset_images, p.ranks, p.batch_per_gpu)
               : trf(x.lang(), "global batch {} // {} ranks = {} per GPU", w.batch.global, p.ranks, p.batch_per_gpu));
  }
  if (p.batch_per_gpu < 1) {
    x.line(tr(x.lang(), "no batch to pass: not one image per GPU (the reasons say what would take one)"));
    return;
  }
  x.line(trf(x.lang(), "pass {} for this {}-rank run{}", trainer_batch_argument(e, x.lang()), p.ranks,
             ultralytics ? tr(x.lang(), " (its AutoBatch refuses multi-GPU DDP)") : ""));
  if (p.auto_batch && ultralytics) { // the Ultralytics package's trainers
    // ultralytics/utils/torch_utils.py profile_ops: with max_num_obj (AutoBatch since 8.3.31, PR
    // #17514) it reads torch.cuda.memory_reserved() after the step and again after its loss-memory
    // tensor and adds both, so the profile counts the reserved memory twice.
    x.line(tr(x.lang(), "  (Ultralytics' own batch=-1 picks about 40 % of this since 8.3.31: its profile adds "
                        "the reserved memory twice; held-out rows 3011-3015, docs/accuracy.md)"));
  }
  if (w.mode == Mode::mig) {
    x.line("MIG: NCCL is not supported across MIG instances, so each instance runs its own single-GPU job");
  }
  if (int small = e.family ? e.family->batchnorm_small_batch : 0; small > 0) {
    x.line(
        trf(x.lang(),
            "batch norm   = batch {} per GPU; at {} or fewer its statistics are poor (YOLOv5 multi-GPU guide: "
            "SyncBatchNorm for 'batch-size on each GPU ... <= 8'; the trainer's DDP does not synchronise it): {} [{}]",
            p.batch_per_gpu, small,
            p.batchnorm_batch_small
                ? tr(x.lang(), "too few, the recommendation passes over this server while another trains at more")
                : tr(x.lang(), "enough"),
            e.family->id));
  }
}

// The memory-traffic term: the kept tensors' DRAM bytes after L2 reuse, and the loss's buffers.
void explain_traffic(Explainer& x, const Evaluation& e) {
  const StepPlan& p = e.step;
  const StepInputs& in = p.inputs;
  double chain = in.traffic_per_activation_byte - in.traffic_floor_per_byte;
  std::string other;
  if (in.loss_bytes_per_image > 0 && in.loss_branches > 1) {
    other += trf(x.lang(), " + loss buffers {:.4f} GB x {} loss branches x {:g}", gb(in.loss_bytes_per_image),
                 in.loss_branches, in.traffic_per_activation_byte);
  } else if (in.loss_bytes_per_image > 0) {
    other +=
        trf(x.lang(), " + loss buffers {:.4f} GB x {:g}", gb(in.loss_bytes_per_image), in.traffic_per_activation_byte);
  }
  if (in.other_bytes_per_image > 0) {
    other += trf(x.lang(), " + attention scores {:.4f} GB x {:g}", gb(in.other_bytes_per_image),
                 in.traffic_per_activation_byte);
  }
  x.line(trf(x.lang(),
             "memory/image  = kept {:.4f} GB x ({:g} + {:g} x (1 - L2 hit {:.4g})){} = {:.3f} GB / {:.1f} GB/s = "
             "{:.3f} ms",
             gb(in.activation_bytes_per_image), in.traffic_floor_per_byte, chain, in.l2_hit_share, other,
             gb(p.time.dram_bytes_per_image), gb(in.memory_bandwidth_bytes_per_s), ms(p.time.memory_s_per_image)));
  const double kept_in_memory = e.memory.breakdown.activation_bytes_per_image;
  if (std::abs(in.activation_bytes_per_image - kept_in_memory) > 1e-6 * kept_in_memory) {
    x.line(trf(x.lang(),
               "                kept = M1's activations {:.4f} GB x {:.4g}: AMP's bytes at the catalog's ratio to "
               "FP32, the basis the family's AMP efficiency was fitted on [{}, fp32-activation-factor]",
               gb(kept_in_memory), in.activation_bytes_per_image / kept_in_memory, e.model->id));
  }
  std::string mig = p.compute_fraction < 1 ? trf(x.lang(), " x MIG share {:g}", p.compute_fraction) : std::string();
  if (p.bandwidth_share_default) {
    x.line(trf(x.lang(),
               "DRAM rate     = {:g} GB/s spec{} (no copy measurement: taken at the typical share, "
               "memory-bandwidth-fraction-typical) [{}]",
               e.gpu->memory_bandwidth_gb_per_s, mig, e.gpu->id));
  } else {
    x.line(trf(x.lang(), "DRAM rate     = {:g} GB/s spec{} x copy share {:g} / typical {:g} = {:.1f} GB/s [{}]",
               e.gpu->memory_bandwidth_gb_per_s, mig, p.bandwidth_share, p.bandwidth_share_typical,
               gb(in.memory_bandwidth_bytes_per_s), e.gpu->id));
  }
  if (p.l2_bytes <= 0) {
    x.line(trf(x.lang(), "L2 hit        = 0: the catalog gives no L2 size for {}", e.gpu->id));
  } else if (e.model->activation_tensors.empty()) {
    x.line(trf(x.lang(), "L2 hit        = 0: {} has no counted tensor sizes (activation_tensors)", e.model->id));
  } else {
    std::string parts = p.l2_partitions > 1 ? trf(x.lang(), " / {} partitions", p.l2_partitions) : std::string();
    x.line(trf(x.lang(),
               "L2 hit        = the kept tensors' share whose layer (2 x batch {} x tensor at {} px, {:g} B an "
               "element) fits in {:.0f} MB L2{} x {:g} usable = {:.1f} MB (none from twice that) [{}, {}]",
               in.batch_per_gpu, e.memory.inputs.res_px, p.element_bytes, p.l2_bytes / units::k_bytes_per_mib, parts,
               p.l2_usable_bytes * p.l2_partitions / p.l2_bytes, p.l2_usable_bytes / units::k_bytes_per_mib, e.gpu->id,
               e.model->id));
    // Each tensor group's layer and hit, so the share adds up by hand (review s79 F8).
    std::string groups;
    for (const TensorGroup& g : e.model->activation_tensors) {
      L2GroupHit h = l2_group_hit(g, e.memory.inputs.res_px, in.batch_per_gpu, p.element_bytes, p.l2_usable_bytes);
      groups += trf(x.lang(), "{}{}/{:g}: {:.1f} MiB, {:.4f} x {:.2f}", groups.empty() ? "" : "; ", g.stride,
                    g.channels, h.working_set_bytes / units::k_bytes_per_mib, g.share, h.hit);
    }
    x.line(trf(x.lang(),
               "              = sum of share x clamp(log2(2 x {:.1f} MiB / layer), 0, 1) over the tensors by stride "
               "(stride/channels: layer, share x hit): {} = {:.4g}",
               p.l2_usable_bytes / units::k_bytes_per_mib, groups, in.l2_hit_share));
  }
}

// The host's dispatch a step, term by term (compute_model.cpp: StepInputs::step_overhead_s), so the
// figure the step line takes can be added up by hand (review s79 F5).
void explain_dispatch(Explainer& x, const Evaluation& e) {
  const StepPlan& p = e.step;
  std::string terms = trf(x.lang(), "step overhead {:g} ms [{}]", e.family->step_overhead_ms, e.family->id);
  auto add = [&](const char* what, double s) {
    if (s > 0) terms += trf(x.lang(), " + {} {:.3g} ms", tr(x.lang(), what), ms(s));
  };
  add("MuSGD", p.musgd_dispatch_s);
  add("mask loss loop", p.mask_loop_s);
  add("extra loss branches", p.branch_dispatch_s);
  add("matcher's copy", p.matcher.copy_s);
  add("matcher's assignments", p.matcher.solve_s);
  x.line(trf(x.lang(), "dispatch      = {} = {:.3g} ms on a {:g} GHz core", terms, ms(p.inputs.step_overhead_s),
             e.host.clock.ref_ghz));
}

// M3's step: the GPU's work and the host's dispatch, overlapping up to the step's sync.
void explain_overlap(Explainer& x, const Evaluation& e) {
  const StepPlan& p = e.step;
  const StepInputs& in = p.inputs;
  const StepTime& t = p.time;
  if (p.dispatched_ops > 0) {
    x.line(trf(x.lang(),
               "kernel floor  = {:.0f} eager ops a step x {:g} us = {:.1f} ms (each op's kernel costs the GPU this "
               "much however little it moves)",
               p.dispatched_ops, in.kernel_floor_s / p.dispatched_ops * 1e6, ms(t.kernel_floor_s)));
  }
  x.line(trf(x.lang(), "GPU work      = {} x {:.3f} ms + optimizer {:.2f} ms + kernel floor {:.1f} ms{} = {:.1f} ms",
             in.batch_per_gpu, ms(t.s_per_image), ms(t.optimizer_s), ms(t.kernel_floor_s),
             t.matcher_s > 0 ? trf(x.lang(), " + matcher {:.1f} ms", ms(t.matcher_s)) : std::string(), ms(t.gpu_s)));
  explain_dispatch(x, e);
  x.line(trf(x.lang(),
             "step          = max(GPU {:.1f}, Python dispatch {:.3g} ms on a {:g} GHz core) + (1 - overlap {:g}) x the "
             "shorter = {:.1f} ms -> {:.0f} images/s per GPU",
             ms(t.gpu_s), ms(t.overhead_s), e.host.clock.ref_ghz, t.overlap, ms(t.step_s), t.images_per_s));
  double dispatch_s = t.overhead_s * e.host.clock.scale;
  if (e.host.clock.scale != 1.0) {
    double on_host_s = e.host.step_on_host_s;
    x.line(trf(x.lang(),
               "on this host  = max(GPU {:.1f}, dispatch {:.3g} ms x clock {:g}/{:g} GHz = {:.1f}) + (1 - {:g}) x the "
               "shorter = {:.1f} ms -> {:.0f} images/s per GPU",
               ms(t.gpu_s), ms(t.overhead_s), e.host.clock.ref_ghz, e.host.clock.ghz, ms(dispatch_s), t.overlap,
               ms(on_host_s), in.batch_per_gpu / on_host_s));
  }
  x.line(host_bound(t, e.host.clock.scale)
             ? trf(x.lang(),
                   "limit         = python: the host's dispatch ({:.1f} ms) outlasts the GPU's work ({:.1f} ms); "
                   "the GPU waits for kernels (CUDA runs them asynchronously up to the step's sync)",
                   ms(dispatch_s), ms(t.gpu_s))
             : trf(x.lang(), "limit         = gpu: its work ({:.1f} ms) outlasts the host's dispatch ({:.1f} ms)",
                   ms(t.gpu_s), ms(dispatch_s)));
}

// The host dispatch's parts beyond the family's step overhead (compute_model.hpp): MuSGD's loop, the
// mask loss's per-image loop, a second loss branch.
void explain_dispatch_parts(Explainer& x, const Evaluation& e) {
  const StepPlan& p = e.step;
  const StepInputs& in = p.inputs;
  const ModelSpec& m = *e.model;
  if (p.musgd_ops > 0) {
    x.line(trf(x.lang(),
               "MuSGD         = {:.0f} eager ops ({} matrices, {} other tensors) x {:g} us / accumulate {} = {:.1f} ms "
               "of host dispatch a batch, in the Python dispatch below [{}]",
               p.musgd_ops, e.model->matrix_params, e.model->param_tensors - e.model->matrix_params,
               p.musgd_dispatch_s * p.accumulate / p.musgd_ops * 1e6, p.accumulate, ms(p.musgd_dispatch_s),
               e.model->id));
  }
  if (p.mask_loop_s > 0) {
    x.line(trf(x.lang(),
               "mask loop     = batch {} x {} loss branch(es) x {:g} ms an image = {:.1f} ms of host time a batch (a "
               "Python loop over the images that waits on each), in the Python dispatch below [{}, {}]",
               in.batch_per_gpu, m.loss_branches, e.family->mask_image_overhead_ms, ms(p.mask_loop_s), e.family->id,
               m.id));
  }
  if (p.branch_ops > 0) {
    x.line(trf(x.lang(),
               "loss branch   = {} loss branches - 1 = {} extra x {:g} eager ops (its head forward and backward, its "
               "assigner and loss, the EMA over its tensors) x {:g} us = {:.1f} ms of host dispatch a batch at {:g} "
               "GHz, in the Python dispatch below [{}, {}]",
               m.loss_branches, m.loss_branches - 1, e.family->loss_branch_ops,
               p.branch_dispatch_s / p.branch_ops * 1e6, ms(p.branch_dispatch_s), e.host.clock.ref_ghz, e.family->id,
               m.id));
  }
}

// A DETR's Hungarian matcher (matcher_model.hpp), a training step's or a validation batch's: its
// cost elements, their passes on the GPU, their copy to the host and scipy's assignments.
void explain_matcher(Explainer& x, const Workload& w, const Evaluation& e, const MatcherCost& m) {
  if (m.calls == 0) return;
  const int batch = m.batch;
  const auto& d = *e.model->denoising_decoder;
  const bool training = m.calls > 2;
  const std::string calls = training
                                ? trf(x.lang(), "{} decoder layers + the encoder's proposals", d.layers)
                                : std::string(tr(x.lang(), "validation: the last layer + the encoder's proposals"));
  const std::string columns =
      w.matcher_all_labels
          ? trf(x.lang(), "T = batch {} x {} labels a sample (every image's: a release before Ultralytics #26150)",
                batch, w.objects)
          : trf(x.lang(), "T = {:.0f} labels in the densest sample (every image padded to it)", m.columns);
  x.line(trf(x.lang(),
             "matcher       = {} calls ({}) x batch {} x {} queries x T = {:.3g} M cost elements a call, {} [{}]",
             m.calls, calls, batch, d.queries, m.elements / 1e6, columns, e.model->id));
  const GpuSpec& g = *e.gpu;
  // Cited in this order whatever the compiler's order of arguments.
  const double pcie_efficiency = x.constant(K::pcie_efficiency);
  const double pageable_share = x.constant(K::pageable_copy_share);
  x.line(
      trf(x.lang(),
          "                GPU {:.3g} GB ({:g} B an element) = {:.3g} ms; copy to the host {:.3g} GB (4 B an element) "
          "at {:.1f} GB/s (PCIe Gen{} x{} x {:g} x pageable {:g}) = {:.3g} ms",
          m.gpu_bytes / 1e9, m.gpu_bytes / (m.calls * m.elements),
          ms(m.gpu_bytes / e.step.inputs.memory_bandwidth_bytes_per_s), m.calls * m.elements * 4 / 1e9, m.copy_gb_per_s,
          g.pcie_gen, g.pcie_lanes, pcie_efficiency, pageable_share, ms(m.copy_s)));
  x.line(trf(x.lang(),
             "                assignments {} calls x {} images x {:.0f} us (2 index ops + scipy's t(n) for {} queries, "
             "over labels a sample of mean {}, the densest of {} samples {}: log-normal sigma {:.2f}; t({}) = {:.0f} "
             "us) = {:.3g} ms at {:g} GHz; copy and assignments in the host's time [matcher-bytes-per-cost, "
             "matcher-solve-ns-per-cell]",
             m.calls, batch, m.solve_us_per_image, d.queries, w.objects, w.dataset_images, w.max_objects,
             m.labels_sigma, w.objects, m.assignment_us_at_mean, ms(m.solve_s), e.host.clock.ref_ghz));
}

// How rough M3 is: whether the family's efficiency is fitted, on how many rows, and the band.
void explain_how_rough(Explainer& x, const Evaluation& e) {
  const StepPlan& p = e.step;
  // The efficiency this precision uses: FP32's own share, unless the AMP kernels cap it.
  bool fp32_own = e.memory.inputs.precision == Precision::fp32 && !p.kernel_bound;
  const FitEvidence& rows =
      fp32_own ? e.family->compute_efficiency_fp32_evidence : e.family->compute_efficiency_evidence;
  bool fitted = e.family->is_fitted(fp32_own ? "compute_efficiency_fp32" : "compute_efficiency");
  if (fitted && rows.rows > 0) {
    x.line(trf(x.lang(),
               "how rough: the family's efficiency is fitted to the calibration (vsize accuracy): the median of {} "
               "time rows whose own exact values run {:.2f} .. {:.2f} (the others are bound by the loader, the host "
               "or the memory traffic); its leave-one-source-out time errors run P10 {:+.1f} % .. P90 {:+.1f} %, the "
               "band M8 applies.",
               rows.rows, rows.low, rows.high, e.family->time_error_low * 100, e.family->time_error_high * 100));
  } else if (fitted) {
    x.line(trf(x.lang(),
               "how rough: the family's efficiency is fitted to the calibration (vsize accuracy); its leave-one-"
               "source-out time errors run P10 {:+.1f} % .. P90 {:+.1f} %, the band M8 applies.",
               e.family->time_error_low * 100, e.family->time_error_high * 100));
  } else {
    x.line(trf(x.lang(),
               "how rough: the family's {} efficiency is a planning value, not fitted: no {} time row of its pool "
               "is in the calibration (vsize accuracy prints 'prior'); the band M8 applies, P10 {:+.1f} % .. P90 "
               "{:+.1f} %, is other rows' errors.",
               fp32_own ? "FP32" : "AMP", fp32_own ? "FP32" : "AMP", e.family->time_error_low * 100,
               e.family->time_error_high * 100));
  }
}

void explain_compute(Explainer& x, const Workload& w, const Evaluation& e) {
  const StepPlan& p = e.step;
  const StepInputs& in = p.inputs;
  const ModelSpec& m = *e.model;
  x.section("M3 compute per step (one GPU)");
  x.line(trf(
      x.lang(),
      "forward FLOPs = {:g} GFLOPs (2xMAC; published {:g} {}) x s x ((1 - q) + q s), s = ({}/{})^2 = {:.4g}, q = {:g}",
      m.forward_gflops + m.train_branch_gflops, m.source_gflops, m.source_flops_convention, e.memory.inputs.res_px,
      m.ref_res_px, p.pixel_scale, m.attention_flops_fraction));
  if (m.train_branch_gflops > 0) {
    x.line(trf(x.lang(),
               "              (of which {:g} GFLOPs of branches that train beside the published network) [{}]",
               m.train_branch_gflops, m.id));
  }
  if (m.train_head_gflops > 0) {
    x.line(trf(x.lang(), "              + {:g} GFLOPs of training-only heads on sampled regions (mask head) [{}]",
               m.train_head_gflops, m.id));
  }
  x.line(trf(x.lang(), "              = {:.2f} GFLOPs; x {:g} (forward + backward) = {:.2f} GFLOPs per image",
             units::gflops(in.forward_flops_per_image), in.backward_factor,
             units::gflops(p.time.train_flops_per_image)));
  x.line(trf(x.lang(),
             "rate          = {} {:g} TFLOP/s x MIG share {:g} x matmul share {:g} x family efficiency {:g} [{}, {}]",
             p.rate.figure, units::tflops(p.rate.flops_per_s), p.compute_fraction, p.matmul_fraction,
             p.family_efficiency, e.gpu->id, e.family->id));
  if (p.matmul_fraction_fp16) {
    x.line("                (matmul share: torch.mm measured in FP16, the type AMP's autocast runs, "
           "achieved_matmul_fraction_fp16)");
  }
  if (!p.matmul_fraction_from.empty()) {
    x.line(trf(x.lang(), "                (no matmul measurement of its own: the share of {} [{}])",
               p.matmul_fraction_from, e.gpu->id));
  } else if (p.matmul_fraction_default) {
    x.line("                (no matmul measurement: matmul-fraction-default)");
  }
  if (p.kernel_bound) {
    double fp32_share = e.family->compute_efficiency_fp32;
    x.line(trf(
        x.lang(),
        "                (the family's AMP kernels cap FP32: fp16 {:g} x AMP efficiency {:g} = {:.1f} TFLOP/s, below "
        "{:g} x FP32 efficiency {:g} = {:.1f})",
        units::tflops(p.kernel_rate_flops_per_s) / e.family->compute_efficiency, e.family->compute_efficiency,
        units::tflops(p.kernel_rate_flops_per_s), units::tflops(p.rate.flops_per_s), fp32_share,
        units::tflops(p.rate.flops_per_s) * fp32_share));
  }
  x.line(trf(x.lang(), "compute/image = {:.3f} ms", ms(p.time.compute_s_per_image)));
  explain_traffic(x, e);
  x.line(trf(x.lang(), "optimizer     = {:.1f} M params x {:g} B moved / {:.1f} GB/s = {:.2f} ms per step",
             e.model->params_m, p.optimizer_bytes_per_param, gb(in.memory_bandwidth_bytes_per_s),
             ms(p.time.optimizer_s)));
  explain_dispatch_parts(x, e);
  explain_matcher(x, w, e, p.matcher);
  explain_overlap(x, e);
  explain_how_rough(x, e);
  x.line("GPU against GPU: peaks from spec sheets x measured matmul shares (in FP16 where AMP runs FP16). "
         "MLPerf Training's RetinaNet (GPU-bound tuned code in FP16, current software) puts every Hopper "
         "GPU, the L40S and the RTX PRO 6000 Server Edition within 7 % of vsize's ratings of each other, "
         "and the B200 33 % below them (tools/mlperf_gpu_ratios.py); older CNN tables (Lambda) put HBM "
         "GPUs 23-37 % lower against GDDR ones (RTX 3090, 4090) than vsize does (docs/accuracy.md).");
}

// The NVLink bridges bought for the ring (comm_model.hpp plan_bridges), or why none is.
void explain_bridges(Explainer& x, const Evaluation& e) {
  const BridgePlan& b = e.bridges;
  const int cards = e.comm.link_inputs.count;
  if (b.bridge) {
    x.cite(*b.bridge);
    x.line(trf(x.lang(),
               "bridges       = groups of min(NVLink group {}, {} cards) = {}; the catalog's bridge for {} that joins "
               "the fewest cards holding one: {} ({}-way), {} a group x ceil({} / {}) groups = {} a node [{}]",
               e.comm.link_inputs.nvlink_group_max, cards, b.cards, e.gpu->id, b.bridge->id, b.bridge->ways,
               b.bridge->per_group, cards, b.cards, b.count, b.bridge->id));
  } else if (b.uncatalogued) {
    x.line(trf(x.lang(),
               "bridges       = the {} cards' NVLink bridges (groups of {}), which no catalog bridge record "
               "describes: named unpriced (nvlink-bridge-outside-catalog)",
               cards, b.cards));
  }
}

void explain_comm(Explainer& x, const Evaluation& e) {
  const CommPlan& c = e.comm;
  const AllReduce& a = c.allreduce;
  x.section("M4 DDP all-reduce");
  x.line(trf(x.lang(), "gradients     = {:.1f} M params x {:g} B = {:.1f} MB (FP32)", e.model->params_m, k_fp32_bytes,
             units::mb(a.gradient_bytes)));
  if (!c.active) {
    x.line("no all-reduce: each job runs on one GPU (or MIG instance)");
    return;
  }
  if (c.cluster.active) {
    explain_cluster_allreduce(x, e);
    explain_bridges(x, e);
    return;
  }
  int n = c.link_inputs.count;
  x.line(trf(x.lang(), "ring bytes    = 2 (N - 1) / N x gradients = 2 x {} / {} x {:.1f} MB = {:.1f} MB per GPU", n - 1,
             n, units::mb(a.gradient_bytes), units::mb(a.bytes_per_gpu)));
  // Seed 000's own arithmetic (S5), for comparison: 2 x gradients at 64 GB/s per direction.
  x.line(trf(x.lang(),
             "seed 000 rounds this to 2 x gradients = {:.1f} MB; at 64 GB/s per direction (the seed's link, PCIe "
             "Gen5 x16, whatever this server's is): {:.1f} ms",
             units::mb(2 * a.gradient_bytes), ms(2 * a.gradient_bytes / units::from_gb(64))));
  x.line(trf(x.lang(), "slowest link  = {} at {:.2f} GB/s per direction x {:g} = {:.1f} GB/s", to_string(c.link.kind),
             c.link.theoretical_gb_per_s, c.link.efficiency, c.link.effective_gb_per_s));
  if (c.link.kind == LinkKind::host_memory) {
    x.line(trf(x.lang(),
               "                (no peer-to-peer: GeForce cards have none, and NCCL takes it over PCIe only "
               "under a common switch on one socket or for two GPUs on an AMD host; its ring copies "
               "through host memory, whose bandwidth the CPUs and memory set, at most the slot's "
               "copy rate) [{}]",
               n <= 4 ? "nccl-shm-busbw-4gpu-gb-per-s" : "nccl-shm-busbw-gb-per-s"));
  } else if (c.link.kind == LinkKind::pcie) {
    x.line(tr(x.lang(), "                (peer-to-peer through the chassis' PCIe switch, or between two GPUs on an AMD "
                        "host: NCCL's share of the line rate) [nccl-pcie-p2p-share]"));
  }
  x.line(trf(x.lang(), "time          = {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms",
             units::mb(a.bytes_per_gpu), c.link.effective_gb_per_s, n - 1, c.latency_s / units::k_s_per_us,
             ms(a.time_s)));
  if (const auto& nb = c.without_bridge) {
    x.line(trf(x.lang(),
               "no bridge     = a server outside the catalog: the cards' NVLink bridge (an accessory) is assumed; "
               "without it over {} at {:.1f} GB/s: {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms",
               to_string(nb->link.kind), nb->link.effective_gb_per_s, units::mb(nb->allreduce.bytes_per_gpu),
               nb->link.effective_gb_per_s, n - 1, c.latency_s / units::k_s_per_us, ms(nb->allreduce.time_s)));
  }
  explain_bridges(x, e);
  x.line(
      trf(x.lang(),
          "exposed       = max(time - min(time x {:g} overlap, backward {:.1f} ms), last {:g} MB bucket) = {:.2f} ms",
          c.overlap_fraction, ms(c.backward_s), units::mb(c.bucket_bytes), ms(a.exposed_s)));
  explain_backward(x, e);
  x.line(trf(x.lang(),
             "sync          = step on this host {:.1f} ms x {:g} x log2({}) = {:.1f} ms; scaling efficiency {:.1f} %",
             ms(e.host.step_on_host_s), c.sync_per_doubling, n, ms(c.sync_overhead_s),
             e.schedule.scaling_efficiency * 100));
  // How rough (the guide: say how rough and why): the bytes and links are arithmetic on spec
  // sheets and NCCL's measured bus bandwidths; the sync share is fitted (ddp-sync-per-doubling).
  x.line(tr(x.lang(), "how rough: the ring's bytes and the link's rate are arithmetic on spec sheets and NCCL's "
                      "measured bus bandwidths; the sync share is fitted to NVIDIA's Mask R-CNN on 1 and 8 GPUs, "
                      "and kept over the seed's 3.5-3.8x for 4 GPUs because it puts the "
                      "speed-up of the YOLOv5 DDP tutorial within 6 % on 2, 4 and 8 A100s; a straggler rank (a slower "
                      "card, a busy host) is not modelled. vsize accuracy gives "
                      "the error of runs on 2-8 GPUs beside one GPU's."));
}

// The other limits on the images/s (storage, shared storage, NVDEC) and the slowest of them all.
void explain_throughput(Explainer& x, const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  std::string storage = tr(x.lang(), "no limit (images cached in RAM)");
  if (e.storage.read_images_per_s) {
    const Tier& t = e.storage.data();
    storage = trf(x.lang(), "data tier {:.2f} GB/s x {:g} derate / {} B per image = {:.0f} img/s [{}]",
                  gb(t.read_bytes_per_s), e.storage.inputs.read_derate,
                  report::count(x.lang(), std::llround(e.storage.contents.read_bytes_per_image)),
                  *e.storage.read_images_per_s, t.drive->id);
  }
  if (e.data.nvdec_frames_per_s) {
    x.line(trf(x.lang(),
               "NVDEC         = {:.0f} frames/s on {} GPUs, one engine each (a DALI pipeline a rank decodes one "
               "sequence at a time; the {} has {}) / {} (--sample-every: {}) = {:.0f} img/s",
               *e.data.nvdec_frames_per_s, e.topo.gpus_per_node, e.gpu->id, e.gpu->nvdec_engines.value_or(0),
               w.video.sample_every, report::every_nth_frame(x.lang(), w.video.sample_every),
               *e.data.nvdec_images_per_s));
  }
  x.line(tr(x.lang(), "storage       = ") + storage);
  if (s.shared_storage_images_per_s) {
    x.line(trf(x.lang(),
               "shared        = --shared-storage-gb-s {:g} GB/s / {} B per image = {:.0f} img/s (no image cache: every "
               "epoch reads it)",
               s.shared_storage_gb_per_s,
               report::count(x.lang(), std::llround(e.storage.contents.read_bytes_per_image)),
               *s.shared_storage_images_per_s));
  }
  // A job's share of the loader and the drives: every node has its own; jobs side by side split them.
  const int jobs = e.mode == Mode::ddp ? 1 : e.memory.jobs;
  if (e.topo.nodes > 1 || jobs > 1) {
    x.line(trf(x.lang(), "one job       = the loader and storage above x {} node(s) / {} job(s) side by side",
               e.topo.nodes, jobs));
  }
  std::string comm_rule;
  if (s.bottleneck == Bottleneck::allreduce) {
    comm_rule = trf(x.lang(), " (exposed all-reduce > {:g} of the step)", s.comm_bottleneck_share);
  }
  const std::string gpu_and_loader =
      s.loader_in_series ? trf(x.lang(), "1 / (1 / GPUs {:.0f} + 1 / loader {:.0f}): in series", s.gpu_images_per_s,
                               s.loader_images_per_s)
                         : trf(x.lang(), "GPUs {:.0f}, loader {:.0f}", s.gpu_images_per_s, s.loader_images_per_s);
  x.line(trf(x.lang(), "images/s      = min({}, storage {}{}) = {:.0f} -> bottleneck {}{}", gpu_and_loader,
             s.storage_images_per_s ? trf(x.lang(), "{:.0f}", *s.storage_images_per_s) : "-",
             (s.shared_storage_images_per_s ? trf(x.lang(), ", shared {:.0f}", *s.shared_storage_images_per_s)
                                            : std::string()) +
                 (s.nvdec_images_per_s ? trf(x.lang(), ", NVDEC {:.0f}", *s.nvdec_images_per_s) : std::string()),
             s.images_per_s, to_string(s.bottleneck), comm_rule));
}

// The images as stored (data_model.cpp source_mp): the decode's size and the dataset's bytes.
void explain_source(Explainer& x, const Workload& w, const Evaluation& e) {
  const LoaderInputs& li = e.loader.inputs;
  if (w.source_mp_from_video) {
    // Frames extracted at the footage's size (review r19a #9: it said --source-mp, not given).
    x.line(trf(x.lang(), "source        = the footage's frames (--video-res): {:.2f} MP an image as stored",
               li.source_mp));
  } else if (w.source_mp && !w.source_mp_from_default) {
    x.line(trf(x.lang(), "source        = --source-mp: {:.2f} MP an image as stored", li.source_mp));
  } else if (family_source_applies(*e.family, e.model->task)) {
    x.line(trf(x.lang(), "source        = the images {} trains on as stored: {:.2f} MP [{}]", e.family->id,
               li.source_mp, e.family->id));
  } else {
    double min_px = x.constant(K::source_min_px);
    double aspect = x.constant(K::cache_aspect_ratio);
    double px = std::max<double>(w.res_px, min_px);
    x.line(trf(x.lang(),
               "source        = about the training size, never below source-min-px on the long side: max({}, {:g}) "
               "= {:g} px x {:g} px (aspect {:g}) = {:.2f} MP an image as stored (--source-mp sets it)",
               w.res_px, min_px, px, px * aspect, aspect, li.source_mp));
  }
}

void explain_data(Explainer& x, const Workload& w, const Evaluation& e) {
  const HostPlan& h = e.host;
  const LoaderInputs& li = e.loader.inputs;
  const Schedule& s = e.schedule;
  x.section("M5 data pipeline");
  if (e.family->loader_workers_capped_by_batch) {
    x.line(trf(x.lang(), "workers/rank  = min(threads {} / processes {}, batch {}, workers {}) = {}",
               h.cpu ? h.cpu->threads * h.sockets : 0, e.data.processes, e.data.batch_per_gpu, w.workers,
               h.workers_per_process));
  } else {
    x.line(trf(x.lang(),
               "workers/rank  = min(threads {} / processes {}, workers {}) = {} ({} has no batch term: YOLOv5's "
               "none at batch 1 is its own)",
               h.cpu ? h.cpu->threads * h.sockets : 0, e.data.processes, w.workers, h.workers_per_process,
               e.family->trainer));
  }
  explain_source(x, w, e);
  x.line(trf(
      x.lang(),
      "per sample    = (augment {:g}{} ms) x ({}/{})^2 + {} x {:g} ms/MP x {:.2f} MP{} = {:.1f} ms on one core at {:g} "
      "GHz",
      li.augment_ms, li.mask_augment_ms > 0 ? trf(x.lang(), " + masks {:g}", li.mask_augment_ms) : std::string(),
      li.res_px, li.ref_res_px, li.decoded_cache ? 0 : li.decodes_per_sample, li.decode_ms_per_mp, li.source_mp,
      tr(x.lang(), li.decoded_cache ? " (decoded cache: no JPEG decode)" : " (JPEG decode)"), e.loader.ms_per_sample,
      li.ref_ghz));
  x.line(li.workers_total == 0
             ? trf(x.lang(), "cores         = {} processes, each loading its own batches (no workers) = {:.2f}",
                   li.processes, e.loader.cores_used)
             : trf(x.lang(),
                   "cores         = min({} workers, {} cores - {} processes x {:.2f}) + {:g} x workers on SMT siblings "
                   "= {:.2f}",
                   li.workers_total, li.cores_total, li.processes, li.trainer_cores_per_process, li.smt_gain,
                   e.loader.cores_used));
  if (li.trainer_cores_per_process < 1 && li.trainer_cores_per_process > 0) {
    double dispatch_s = e.host.dispatch_s;
    x.line(trf(x.lang(),
               "trainer       = {:.0f} ms of dispatch per {:.0f} ms step = {:.2f} of a core (a lone process; a DDP "
               "rank holds a whole one: NCCL's proxy thread busy-polls)",
               ms(dispatch_s), ms(dispatch_s / li.trainer_cores_per_process), li.trainer_cores_per_process));
  }
  x.line(trf(x.lang(), "loader        = {:.2f} cores x {:g} x 1000 / {:.1f} ms x clock {:g}/{:g} GHz = {:.0f} img/s",
             e.loader.cores_used, li.efficiency, e.loader.ms_per_sample, li.cpu_base_ghz, li.ref_ghz,
             e.loader.images_per_s));
  if (e.loader.no_mosaic && s.close_mosaic_epochs > 0) {
    const LoaderInputs& ni = e.loader.no_mosaic_inputs;
    x.line(trf(x.lang(),
               "no mosaic     = the last {} epochs (close_mosaic): (augment {:g}{} ms) x ({}/{})^2 + {} x {:g} ms/MP x "
               "{:.2f} MP = {:.1f} ms -> {:.0f} img/s",
               s.close_mosaic_epochs, ni.augment_ms,
               ni.mask_augment_ms > 0 ? trf(x.lang(), " + masks {:g}", ni.mask_augment_ms) : std::string(), ni.res_px,
               ni.ref_res_px, ni.decoded_cache ? 0 : ni.decodes_per_sample, ni.decode_ms_per_mp, ni.source_mp,
               e.loader.no_mosaic->ms_per_sample, e.loader.no_mosaic->images_per_s));
    if (s.every_epoch_without_mosaic) {
      x.line(tr(x.lang(),
                "                every epoch of this run is one of them: the mosaic sample above is never drawn"));
    }
  }
  explain_throughput(x, w, e);
  x.line(tr(x.lang(), "how rough: the loader's cost a sample is measured (tools/bench_loader.py on one 2.3 GHz core, "
                      "bench/LOADER.md) and scaled by the base clock and the cores the training processes leave; "
                      "its augmentations' cost varies with the recipe (mosaic, copy-paste, mixup) more than "
                      "with the image. vsize accuracy gives the error of runs the loader bounds (by limit)."));
}

// Why vsize took this CPU (host_model.cpp pick_cpu); the lanes count only where the CPU's own
// lanes attach the GPUs (a workstation, a direct-attach chassis).
std::string cpu_choice_text(const HostPlan& h, bool direct, Lang lang) {
  if (!h.cpu_chosen) return "";
  if (h.cpu->workstation) {
    return tr(lang, ": the smallest workstation CPU whose own lanes carry the GPUs, drives and NICs (a workstation "
                    "or GeForce card without a chassis sits in a workstation)");
  }
  std::string why = tr(lang, direct ? ": the smallest catalog CPU with the cores, lanes and memory"
                                    : ": the smallest catalog CPU with the cores and memory");
  return h.no_workstation_cpu ? trf(lang,
                                    ": no workstation CPU's own lanes and cores carry {} lanes and {} cores, so a "
                                    "server's{}",
                                    h.lanes_required, h.cores_required, why)
                              : why;
}

// The RAM image cache's copies: the training set a process, the validation set a process that
// validates, and the margin Ultralytics' check wants free.
void explain_image_cache(Explainer& x, const Workload& w, const Evaluation& e) {
  const HostPlan& h = e.host;
  const RamInputs& ri = h.ram_inputs;
  if (e.data.cache == CacheMode::ram) {
    x.line(trf(x.lang(), "image cache   = {} images x {} x {} x 3 B = {:.1f} GB per copy x {} copies (one per process)",
               report::count(x.lang(), w.dataset_images), w.res_px, e.data.cache_short_side_px,
               gb(e.data.cache_bytes_one_copy), e.data.cache_copies));
    if (e.data.val_cache_copies > 0) {
      // Rank 0 alone validated before Ultralytics 8.3.218; since, every rank builds the whole
      // validation set and validates its share (pull request #22377).
      const char* who = e.data.val_cache_copies == 1 ? "(the process that validates caches them too)"
                        : e.mode == Mode::ddp        ? "(every process validates its share and caches them all)"
                                                     : "(every job validates them all and caches them)";
      x.line(trf(x.lang(), "                + validation {} images = {:.1f} GB x {} {}", w.val_images,
                 gb(e.data.val_cache_bytes_one_copy), e.data.val_cache_copies, tr(x.lang(), who)));
    }
    // Ultralytics caches only with that much free (data/base.py check_cache_ram): RAM holds it.
    x.line(trf(x.lang(), "                + {:g} copy free for the last rank's check = {:.1f} GB",
               ri.cache_safety_margin, h.ram_need.cache_gb));
  } else {
    x.line(trf(x.lang(), "image cache   = {}", tr(x.lang(), report::cache_not_in_ram(e.data.cache))));
  }
}

// host_model.cpp check_cores_and_lanes: what the GPUs, the chassis' NVMe drives and the NICs take.
void explain_lanes(Explainer& x, const Evaluation& e, bool direct) {
  const HostPlan& h = e.host;
  const Ingest& ingest = e.storage.ingest;
  int ew = h.east_west_nic ? h.east_west_nics * h.east_west_nic->pcie_lanes : 0;
  int data = ingest.nic ? h.data_nics * ingest.nic->pcie_lanes : 0;
  // A described CPU's lanes are unknown: said as such, not as "of the CPUs' 0" (review s84 M2).
  std::string of = h.lanes_available > 0 ? trf(x.lang(), "of the CPUs' {}", h.lanes_available)
                                         : std::string(tr(x.lang(), "(the CPU's lanes are not known)"));
  x.line(trf(x.lang(),
             "PCIe lanes    = {} GPUs x {} + NVMe drives in the chassis {} + east-west NICs {} + data NICs {} = {} "
             "{}{}",
             e.topo.gpus_per_node, h.gpu_lanes, e.storage.internal_nvme_lanes(), ew, data, h.lanes_required, of,
             tr(x.lang(), direct || h.cpu->workstation || h.lanes_available <= 0
                              ? ""
                              : " (not checked: the chassis' PCIe switches, or no chassis, fan them out)")));
}

void explain_host(Explainer& x, const Workload& w, const Evaluation& e) {
  const HostPlan& h = e.host;
  const RamInputs& ri = h.ram_inputs;
  x.section("M6 host");
  x.line(trf(x.lang(), "cores         = max({} x {} GPUs, {} processes x (1 + {} workers)) = {}", h.min_cores_per_gpu,
             e.topo.gpus_per_node, e.data.processes, h.workers_per_process, h.cores_required));
  if (h.cpu) {
    x.cite(*h.cpu);
    bool direct = e.platform.spec && e.platform.spec->pcie_topology == PcieTopology::direct;
    x.line(trf(x.lang(), "CPU           = {} x {} ({} cores each, {:g} W TDP){}", h.sockets, h.cpu->id, h.cpu->cores,
               h.cpu->tdp_w, h.smallest_cpu ? std::string() : cpu_choice_text(h, direct, x.lang())));
    if (h.smallest_cpu) {
      x.line(trf(x.lang(),
                 "                the host sets the pace (Python's dispatch, the loader or validation scale with the "
                 "base clock), so of the faster-clocked CPUs the chassis takes, the lowest cost per experiment "
                 "(else the shortest training): {:g} GHz against the smallest adequate {} at {:g} GHz, train {}",
                 h.cpu->base_ghz, h.smallest_cpu->id, h.smallest_cpu->base_ghz,
                 format_duration(h.smallest_cpu_train_s, x.lang())));
    }
    explain_lanes(x, e, direct);
  }
  explain_image_cache(x, w, e);
  // The kept-alive validation loaders' workers where the trainer has them, and every loader's
  // batches in flight (host_model.cpp loader_batches).
  std::string val_workers = ri.val_workers_total > 0
                                ? trf(x.lang(), " + {} validation workers x {:g}", ri.val_workers_total, ri.worker_gb)
                                : std::string();
  x.line(trf(x.lang(),
             "RAM           = max({:g} x {:.0f} GB GPU memory as sold, OS {:g} + cache {:.1f} + {} workers x {:g}{} + "
             "batches in flight {:.1f} + {} processes x {:g}) = {:.0f} GB",
             ri.ratio_to_gpu_memory, ri.gpu_memory_total_gb, ri.os_gb, h.ram_need.cache_gb, ri.workers_total,
             ri.worker_gb, val_workers, units::gb(ri.loader_batches_bytes), ri.processes, ri.process_gb,
             h.ram_need.required_gb));
  if (ri.loader_batches_bytes > 0) {
    // Validation's batches are counted square, at their own size: an upper bound (review s79 F10).
    x.line(trf(x.lang(),
               "                batches in flight: each loader worker keeps {} batches of uint8 images at {} px "
               "square ready (its prefetch_factor), a validation worker's of validation's batch size: an upper "
               "bound, as validation's rect batches are smaller",
               e.family->loader_prefetch_batches, w.res_px));
  }
  // The rule reads the memory as sold, whose GB are GiB (M1): said, since in bytes it is 7 % more
  // (review r19a #4; docs/models.md, Host).
  x.line(
      trf(x.lang(),
          "                the GPU-memory rule reads the {:.0f} GB the GPUs are sold with, a buyer's sizing as vendors "
          "quote it, not a byte count (those GB are GiB: {:.0f} GB in bytes)",
          ri.gpu_memory_total_gb, ri.gpu_memory_total_gb * units::k_bytes_per_gib / 1e9));
  if (h.ram && h.ram->installed) {
    x.line(trf(x.lang(),
               "installed     = {:g} GB (--ram-gb), checked against the contents {:.0f} GB; the GPU-memory "
               "rule is a note",
               h.ram->total_gb, h.ram_need.by_contents_gb));
  }
  if (h.ram && h.ram->dimm) {
    x.cite(*h.ram->dimm);
    // A speed no source publishes (2DPC on some CPUs) is said so, not printed as 0.
    std::string speed = h.ram->speed_mt_s > 0 ? fmt::format("{} MT/s", h.ram->speed_mt_s)
                                              : std::string(tr(x.lang(), "a speed no source publishes"));
    x.line(trf(x.lang(), "population    = {} sockets x {} channels x {} DPC = {} x {:g} GB = {} GB at {}", h.sockets,
               h.cpu ? h.cpu->memory_channels : 0, h.ram->dimms_per_channel, h.ram->count, h.ram->dimm->capacity_gb,
               report::num(x.lang(), h.ram->total_gb, 0), speed));
    // A DIMM's GB are GiB as a GPU's are: the contents, in bytes, have that much more room (review s79 F12).
    x.line(trf(x.lang(),
               "                a DIMM's GB are GiB ({} GB in bytes): the contents, counted in bytes, have 7 % more "
               "room than the figure says",
               report::num(x.lang(), h.ram->total_gb * units::k_bytes_per_gib / 1e9, 0)));
  }
}

// The wall power through the PSUs' efficiency at their load, and the rule below the curve.
void explain_wall(Explainer& x, const PowerPlan& p, const ZonedPsus& z) {
  x.line(trf(x.lang(),
             "wall          = {:.0f} W / PSU efficiency {:.4f} at {:.0f} % load = {:.0f} W = {:.0f} BTU/h "
             "(every part at full power)",
             p.component.dc_w, z.efficiency, z.load_fraction * 100, p.wall_w, p.btu_per_h));
  if (z.low_line && !z.psu->efficiency_curve_low_line.empty()) {
    x.line(
        tr(x.lang(), "                on a 100-127 V circuit: the PSU's low-line curve (efficiency_curve_low_line)"));
  }
  const EfficiencyPoint& lowest = efficiency_curve(*z.psu, z.low_line).front();
  if (z.load_fraction < lowest.load_fraction) {
    // power_model.cpp psu_efficiency: the lowest rated point's loss in watts, held below it.
    x.line(trf(x.lang(),
               "                below the curve's lowest point ({:.0f} % load, {:.2f}) its loss in watts is held: "
               "{:.4f} / ({:.4f} + {:.2f} x (1 / {:.2f} - 1)) = {:.4f}",
               lowest.load_fraction * 100, lowest.efficiency, z.load_fraction, z.load_fraction, lowest.load_fraction,
               lowest.efficiency, z.efficiency));
  }
}

// The DIMMs' watts: the population's, or installed RAM of unknown DIMMs at the catalog's median
// watts per GB (host_model.cpp installed_population).
void explain_dimms(Explainer& x, const HostPlan& h, double dimm_w) {
  if (h.ram && h.ram->dimm) {
    x.line(trf(x.lang(), "DIMMs         = {} x {:g} W [{}]", h.ram->count, h.ram->dimm->power_w, h.ram->dimm->id));
  } else if (h.ram && h.ram->total_gb > 0 && dimm_w > 0) {
    x.line(trf(x.lang(),
               "DIMMs         = {:g} GB installed x {:.4f} W/GB (the median watts per GB of the catalog's DIMMs of the "
               "CPU's memory type) = {:g} W",
               h.ram->total_gb, dimm_w / h.ram->total_gb, std::round(dimm_w * 10) / 10));
  }
}

// The circuit, and how the feed's PSU cords load its phases or, at 208 V, its lines.
void explain_circuit(Explainer& x, const Evaluation& e) {
  const PowerPlan& p = e.power;
  if (!p.circuit) {
    return;
  }
  const CircuitSpec& c = *p.circuit->circuit;
  x.cite(c);
  x.line(trf(x.lang(),
             line_to_line(c)
                 ? "circuit       = smallest with usable >= max(seed, wall) = {:.0f} W and its busiest line within the "
                   "breaker's continuous current: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)"
                 : "circuit       = smallest with usable >= max(seed, wall) = {:.0f} W and, three-phase, its busiest "
                   "phase within a third: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)",
             p.circuit_load_w, report::circuit_label(e, x.lang()), c.voltage_v, c.breaker_a,
             c.phases == 3 ? " x sqrt(3)" : "", c.continuous_derating, p.circuit->usable_w));
  // V x A is apparent power; the wall figure is real power (review s79 F12).
  x.line(tr(x.lang(), "                (volts x amps are VA, taken as W: power factor 1; Energy Star's server "
                      "requirement, as Intel's server specifications quote it, is more than 0.95 at full load, so a "
                      "real feed holds up to 5 % less)"));
  double phase_w = p.circuit_load_w * p.phase_share;
  if (line_to_line(c)) {
    // IEEE Std 141 ch. 3: a line of a delta-connected load carries its two pairs' currents.
    x.line(trf(x.lang(),
               "lines         = the feed's PSUs over {} line pairs at {:g} V, largest first; a line carries its two "
               "pairs' currents, sqrt(I1^2 + I2^2 + I1 x I2): busiest {:.1f} A <= {:.1f} A ({:g} A x {:g})",
               3 * p.circuit->count, c.voltage_v, line_current_a(c, phase_w), line_limit_a(c), c.breaker_a,
               c.continuous_derating));
  } else if (c.phases == 3) {
    x.line(trf(x.lang(),
               "phases        = the feed's PSUs over {} phases, largest first: busiest {:.0f} % = {:.0f} W <= {:.0f} W",
               3 * p.circuit->count, p.phase_share * 100, phase_w, p.circuit->usable_w / 3));
  }
  if (p.circuit->feeds > 1) {
    x.line("feeds         = N+N: two circuits, A and B, each carries the whole server when the other fails");
  }
}

void explain_power(Explainer& x, const Evaluation& e) {
  const PowerPlan& p = e.power;
  const ComponentInputs& ci = p.component_inputs;
  const HostPlan& h = e.host;
  x.section("M7 power");
  x.line(trf(x.lang(), "seed method   = ({} x {:g} W + {} x {:g} W) x (1 + {:g}) = {:.0f} W", e.topo.gpus_per_node,
             e.gpu->max_power_w, h.sockets, h.cpu ? h.cpu->tdp_w : 0.0, p.overhead_fraction,
             // Rounded half away from zero, as check's table rounds it (1322.5 W: 1323 in both; review s79 F11).
             static_cast<double>(std::llround(p.seed_method_w))));
  // Every part's watts with the count behind it, so the wall power can be added up by hand.
  std::vector<std::string> drives;
  for (const Tier& t : e.storage.tiers.tier) {
    if (t.drive && t.internal_count() > 0) {
      drives.push_back(fmt::format("{} x {}", t.internal_count(), report::short_num(x.lang(), t.drive->power_w)));
    }
  }
  std::vector<std::string> nics;
  if (h.east_west_nic && h.east_west_nics > 0) {
    nics.push_back(fmt::format("{} x {}", h.east_west_nics, report::short_num(x.lang(), h.east_west_nic->power_w)));
  }
  if (e.storage.ingest.nic && h.data_nics > 0) {
    nics.push_back(fmt::format("{} x {}", h.data_nics, report::short_num(x.lang(), e.storage.ingest.nic->power_w)));
  }
  auto listed = [](const std::vector<std::string>& v) {
    return v.empty() ? std::string("0") : fmt::format("{}", fmt::join(v, " + "));
  };
  // Each term to 0.1 W, so that the printed terms add to the printed sum (a described CPU's 52.5 W
  // read 52: review r19a #7).
  auto tenth = [](double w) { return std::round(w * 10) / 10; };
  if (ci.baseboard_w > 0) {
    x.line(trf(x.lang(),
               "components    = GPUs {:g} + CPUs {:g} + DIMMs {:g} + drives ({}) {:g} + NICs ({}) {:g} + baseboard "
               "{:g} = {:g} W, x (1 + fans {:g}) = {:.0f} W DC",
               tenth(ci.gpu_w), tenth(ci.cpu_w), tenth(ci.dimm_w), listed(drives), tenth(ci.drive_w), listed(nics),
               tenth(ci.nic_w), tenth(ci.baseboard_w), tenth(p.component.subtotal_w), ci.fan_fraction,
               p.component.dc_w));
    x.line(trf(x.lang(),
               "baseboard     = {:g} W: the chassis' NVSwitches, PCIe switches and retimers at full load [{}]",
               tenth(ci.baseboard_w), e.platform.spec->id));
    x.cite(*e.platform.spec);
  } else {
    x.line(trf(x.lang(),
               "components    = GPUs {:g} + CPUs {:g} + DIMMs {:g} + drives ({}) {:g} + NICs ({}) {:g} = "
               "{:g} W, x (1 + fans {:g}) = {:.0f} W DC",
               tenth(ci.gpu_w), tenth(ci.cpu_w), tenth(ci.dimm_w), listed(drives), tenth(ci.drive_w), listed(nics),
               tenth(ci.nic_w), tenth(p.component.subtotal_w), ci.fan_fraction, p.component.dc_w));
  }
  explain_dimms(x, h, ci.dimm_w);
  if (p.psu) {
    const ZonedPsus& z = *p.psu;
    x.cite(*z.psu);
    explain_wall(x, p, z);
    x.line(trf(x.lang(),
               "PSUs          = {} x {} at {:.0f} W, {}{}; sized for GPUs at {:g} x {:.0f} W (excursions) + the "
               "rest {:.0f} W:",
               z.count, z.psu->id, z.rating_w, to_string(p.redundancy),
               p.redundancy_from_platform ? tr(x.lang(), " (the chassis' scheme)") : "", p.excursion_factor, ci.gpu_w,
               p.component.dc_w - ci.gpu_w));
    for (int i = 0; i < z.zone_count; ++i) {
      const ZonePlan& zp = z.zones[i];
      const PlatformSpec* pl = e.platform.spec;
      x.line(trf(x.lang(), "  zone {:<10} {} units{} carry {:.0f} W with the redundant ones failed >= {:.0f} W",
                 pl ? pl->psu_zones[static_cast<std::size_t>(i)].name : std::string("system"), zp.units,
                 zp.bays > 0 ? trf(x.lang(), " of {} bays", zp.bays) : std::string(), zp.capacity_w, zp.sizing_w));
    }
  } else {
    x.line(trf(x.lang(), "wall          = {:.0f} W / {:g} (no PSU planned) = {:.0f} W [psu-efficiency-unplanned]",
               p.component.dc_w, x.constant(K::psu_efficiency_unplanned), p.wall_w));
  }
  explain_circuit(x, e);
}

// "8x 2.5 nvme front, 2x m.2 nvme boot" (alternative layouts named by their option).
std::string bays_text(const PlatformSpec& p) {
  std::vector<std::string> parts;
  for (const auto& b : p.drive_bays) {
    parts.push_back(fmt::format("{}x {} {} {}{}", b.count, to_string(b.form_factor),
                                fmt::join(enum_names_of(b.buses), "/"), to_string(b.position),
                                b.option.empty() ? std::string() : " (option " + b.option + ")"));
  }
  return parts.empty() ? std::string("none") : fmt::format("{}", fmt::join(parts, ", "));
}

void explain_chassis(Explainer& x, const Evaluation& e) {
  x.section("chassis");
  const PlatformSpec* p = e.platform.spec;
  if (!p) {
    x.line("none: no chassis rules (a server no catalog platform describes)");
    return;
  }
  x.cite(*p);
  if (e.lineup) {
    x.cite(*e.lineup);
    x.line(trf(x.lang(), "line-up       = {}: {}x {} in {}{}{} [{}]", e.lineup->id, e.lineup->count, e.lineup->gpu,
               e.lineup->platform, e.lineup->cpu.empty() ? "" : ", " + e.lineup->cpu,
               e.lineup->ram_gb ? trf(x.lang(), ", {:g} GB RAM at least", *e.lineup->ram_gb) : std::string(),
               e.lineup->id));
  }
  x.line(trf(x.lang(),
             "platform      = {} ({} U, {} sockets, {} GPU bays, {} PCIe): GPUs {}, counts {}, <= {:g} W per GPU",
             p->id, p->rack_units, p->sockets, p->gpu_bays, to_string(p->pcie_topology),
             fmt::join(p->qualified_gpus, ","), fmt::join(p->gpu_counts, ","), p->max_gpu_w));
  x.line(trf(x.lang(),
             "              CPUs {}{}; {} DIMM slots per socket; drive bays {}; {} NIC slots; NVLink bridges up to {}",
             fmt::join(p->cpu_families, ", "),
             p->cpu_tdp_max_w ? trf(x.lang(), " up to {:g} W", *p->cpu_tdp_max_w) : std::string(),
             p->dimm_slots_per_socket, bays_text(*p), p->nic_slots, p->nvlink_bridge_max));
  x.line(trf(x.lang(), "              PSUs {} in {} bays, redundancy {}", fmt::join(p->psu_options, ", "), p->psu_bays,
             fmt::join(enum_names_of(p->redundancy), " or ")));
}

// Validation's NMS and metrics by the predictions it matches (schedule.cpp, val_host_ms_at_ref).
void explain_val_predictions(Explainer& x, const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  if (s.val_max_det == 0) return;
  const FamilySpec& f = *e.family;
  std::string kept = w.classes == 1 ? trf(x.lang(), "min({}, max({:g} a class x 1 class, {} labelled objects))",
                                          s.val_max_det, *f.val_predictions_per_class, w.objects)
                                    : trf(x.lang(), "min({}, max({:g} a class x {} classes, {} labelled objects))",
                                          s.val_max_det, *f.val_predictions_per_class, w.classes, w.objects);
  // An end-to-end head runs no NMS; Ultralytics keeps its boxes above conf 0.001, as NMS keeps.
  if (e.model->nms_free) {
    kept += tr(x.lang(), ", those an NMS-free head keeps above conf 0.001, as NMS would");
  }
  x.line(
      trf(x.lang(),
          "                (NMS and metrics: {:g} + {:g} + ({:g} - {:g}) x {:.0f} / {} predictions = {:.3g} ms at {:g} "
          "GHz; "
          "predictions an image = {}) [{}, val-image-fixed-ms]",
          s.val_nms_ms, s.val_image_fixed_ms, s.val_matching_ms, s.val_image_fixed_ms, s.val_predictions_per_image,
          s.val_max_det, s.val_ms_per_image / e.host.clock.scale, e.host.clock.ref_ghz, kept, f.id));
}

// The run's fixed costs, every term with its value: the start-up, the final validation of best.pt,
// the first epoch's extra, DDP's spawn, the RAM cache's build.
void explain_run(Explainer& x, const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  const double start_s = x.constant(K::run_overhead_s);
  // Cited here, not in the argument list below, whose order of evaluation the compiler picks.
  const double ddp_s = s.ddp_setup_s > 0 ? x.constant(K::ddp_setup_s) : 0.0;
  x.line(trf(x.lang(), "run           = start-up {:g} s [run-overhead-s]{} + the first epoch's extra {:.1f} s{}{} = {}",
             start_s,
             s.final_val_s > 0 ? trf(x.lang(), " + final validation {:.1f} s (one more validation)", s.final_val_s)
                               : std::string(),
             s.first_epoch_extra_s,
             ddp_s > 0 ? trf(x.lang(), " + DDP spawn and NCCL set-up {:.0f} s [ddp-setup-s]", ddp_s) : std::string(),
             s.cache_build_s > 0
                 ? trf(x.lang(), " + building the RAM cache {}", format_duration(s.cache_build_s, x.lang()))
                 : std::string(),
             format_duration(s.run_overhead_s, x.lang())));
  if (s.cache_build_s > 0 || s.disk_cache_first_run_s > 0) {
    // Ultralytics' cache_images: a thread pool decodes each image once (review r19a #9: no formula).
    // Cited in this order whatever the compiler's order of arguments (the goldens list the citations).
    const double decode_ms_per_mp = x.constant(K::jpeg_decode_ms_per_mp);
    const double ref_ghz = x.constant(K::loader_ref_ghz);
    x.line(trf(x.lang(),
               "cache build   = ({} training + {} validation) images x {:.2f} ms (a decode: {:g} ms/MP x {:.2f} MP x "
               "{:g} / {:g} GHz) / {} threads [cache-build-threads] = {}",
               report::count(x.lang(), s.cache_build_images - std::max(0LL, w.val_images)),
               report::count(x.lang(), std::max(0LL, w.val_images)), s.cache_build_ms_per_image, decode_ms_per_mp,
               e.data.source_mp, ref_ghz, e.host.cpu ? e.host.cpu->base_ghz : 0.0, s.cache_build_threads,
               format_duration(std::max(s.cache_build_s, s.disk_cache_first_run_s) / s.cache_build_factor, x.lang())));
    if (s.cache_build_factor > 1) {
      x.line(trf(x.lang(),
                 e.mode == Mode::ddp
                     ? "                x {:.2f}: each node's local rank 0 builds alone, then its other {} ranks "
                       "together, sharing the host's threads (torch_distributed_zero_first) = {}"
                     : "                x {:.2f}: the {} jobs build at once, sharing the host's threads = {}",
                 s.cache_build_factor, e.mode == Mode::ddp ? e.data.processes - 1 : e.data.processes,
                 format_duration(std::max(s.cache_build_s, s.disk_cache_first_run_s), x.lang())));
    }
  }
  if (s.disk_cache_first_run_s > 0) {
    x.line(trf(x.lang(),
               "                the disk cache's .npy files: the first run decodes every image into them ({}; "
               "under DDP local rank 0 writes them and the other ranks find them); later runs load them, so it is "
               "not in this run's time",
               format_duration(s.disk_cache_first_run_s, x.lang())));
  }
}

// The band the train time carries and the experiments counted at the confidence.
void explain_promise(Explainer& x, const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  // The errors are the pool's own, or every pool's where it has too few time sources of its own.
  const FamilySpec& fam = *e.family;
  std::string pool = fam.time_errors_pool == "all"
                         ? trf(x.lang(), "every pool's time rows: the {} pool has under {} sources of its own",
                               fam.calibration_pool, k_min_pool_time_sources)
                         : trf(x.lang(), "{} pool", fam.calibration_pool);
  x.line(trf(x.lang(),
             "band          = predicted / (1 + error), errors P90 {:+.1f} % .. P10 {:+.1f} % ({}, vsize accuracy): "
             "train {} .. {}",
             s.error_high * 100, s.error_low * 100, pool, format_duration(s.train_s_fast, x.lang()),
             format_duration(s.train_s_slow, x.lang())));
  x.line(trf(x.lang(),
             "confidence    = {:g}: train / (1 + P{:g} of the errors {:+.1f} %) = {}, rounded up as shown ({:g} % "
             "of those measured runs, each predicted without its source, were at least this fast) [--confidence]",
             s.confidence, (1 - s.confidence) * 100, s.error_at_confidence * 100,
             format_duration_up(s.train_s_confident, x.lang()), s.confidence * 100));
  x.line(trf(x.lang(),
             "overnight     = floor({:g} h / train at confidence {:g}) x {} job(s) = {} ({} at the prediction)",
             w.night_hours, s.confidence, e.memory.jobs, s.experiments_per_night, s.experiments_per_night_expected));
}

// The host's share of a validation image: NMS and metrics where NMS runs (not an NMS-free head's,
// nor a classifier's or a segmenter's), else the metrics alone.
const char* validation_host_work(const Evaluation& e) {
  return e.schedule.val_nms_ms > 0 ? "NMS and metrics" : "metrics";
}

// Validation on the slowest rank: its images, forward, NMS and metrics, the matcher, set-up.
void explain_validation(Explainer& x, const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  // The images the slowest rank validates (schedule.cpp val_images_on_slowest_rank).
  const int ranks = e.mode == Mode::ddp ? e.topo.world_size() : 1;
  const std::string where =
      ranks <= 1         ? std::string()
      : s.val_rank0_only ? tr(x.lang(), " on rank 0")
      : !e.family->val_split_in_batches
          ? trf(x.lang(), " on the busiest of {} ranks (of {})", ranks, report::count(x.lang(), w.val_images))
          : trf(x.lang(),
                s.val_batch_images > 1
                    ? " on the busiest of {} ranks (of {}, in whole batches of {})"
                    : " on the busiest of {} ranks (of {}, in batches of {}: fewer batches than ranks)",
                ranks, report::count(x.lang(), w.val_images), s.val_batch_images);
  const char* host_work = validation_host_work(e);
  x.line(trf(x.lang(), "validation    = {} images x ({:.2f} ms forward + {:.3g} ms {}{}){} + set-up {:.2f} s = {}",
             report::count(x.lang(), s.val_images_slowest_rank), ms(s.val_forward_s_per_image), s.val_ms_per_image,
             tr(x.lang(), host_work),
             s.val_matcher_s_per_image > 0 ? trf(x.lang(), " + {:.2f} ms matcher", ms(s.val_matcher_s_per_image))
                                           : std::string(),
             where, s.val_setup_s, format_duration(s.val_s, x.lang())));
  explain_matcher(x, w, e, s.val_matcher);
  // The forward is the training step's GPU time an image without the backward (M3's x backward factor).
  x.line(trf(x.lang(),
             "                (forward: (compute/image {:.3f} ms + memory/image {:.3f} ms, M3) / {:g} (forward + "
             "backward) = {:.2f} ms)",
             ms(e.step.time.compute_s_per_image), ms(e.step.time.memory_s_per_image), e.step.inputs.backward_factor,
             ms(s.val_forward_s_per_image)));
  if (s.val_nms_skipped) {
    x.line(trf(x.lang(),
               "                (an NMS-free head: the family's {:g} ms of NMS left out of its {:g} ms) [{}, {}]",
               e.family->val_nms_ms_per_image, e.family->val_ms_per_image, e.model->id, e.family->id));
  }
  explain_val_predictions(x, w, e);
}

void explain_schedule(Explainer& x, const Workload& w, const Evaluation& e) {
  const Schedule& s = e.schedule;
  x.section("M8 schedule");
  const HostClock& clock = e.host.clock;
  if (clock.ghz > 0) {
    x.line(trf(
        x.lang(),
        "host Python   = step dispatch (M3), {}, validation set-up, other per-epoch work, the first epoch's CPU work "
        "x clock {:g}/{:g} GHz = x {:.2f}",
        tr(x.lang(), validation_host_work(e)), clock.ref_ghz, clock.ghz, clock.scale));
  }
  explain_validation(x, w, e);
  const char* whose =
      tr(x.lang(), e.family->val_setup_s || e.family->epoch_overhead_s ? "the trainer's, measured" : "planning values");
  x.line(trf(
      x.lang(),
      "checkpoint    = {} save(s) x {:.1f} M params x {:g} B / {:g} GB/s = {:.1f} s per epoch; other per-epoch work "
      "{:.3g} s (set-up and other: {})",
      s.checkpoint_saves, e.model->params_m, s.checkpoint_bytes_per_param, s.checkpoint_write_gb_per_s, s.checkpoint_s,
      s.epoch_overhead_s, whose));
  if (s.epoch_work_divisor > 1) {
    x.line(trf(x.lang(),
               "                (the trainer's set-up and other work, measured on loader-bound 2-vCPU hosts, / {:g}: "
               "this loader leaves cores idle) [epoch-work-contention]",
               s.epoch_work_divisor));
  }
  // The two per-epoch base values the lines above scale, with their sources (review s79 F9).
  const FamilySpec& f = *e.family;
  // Read (and cited) one after the other: within one call's arguments the order is the compiler's,
  // and so would be the sources' order (GCC and clang differed).
  const double val_setup_base_s = f.val_setup_s ? *f.val_setup_s : x.constant(K::val_setup_s);
  const double overhead_base_s = f.epoch_overhead_s ? *f.epoch_overhead_s : x.constant(K::epoch_overhead_s);
  x.line(trf(
      x.lang(),
      "                (validation set-up {:g} s [{}] and other work {:g} s [{}] at {:g} GHz, / {:g} x clock {:.2f} = "
      "{:.3g} s and {:.3g} s)",
      val_setup_base_s, f.val_setup_s ? f.id : "val-setup-s", overhead_base_s,
      f.epoch_overhead_s ? f.id : "epoch-overhead-s", clock.ref_ghz, s.epoch_work_divisor, clock.scale, s.val_setup_s,
      s.epoch_overhead_s));
  x.line(trf(x.lang(), "epoch         = {} / {:.0f} images/s + validation + checkpoint + other = {}",
             report::count(x.lang(), w.dataset_images), s.images_per_s, format_duration(s.epoch_s, x.lang())));
  x.line(s.first_epoch_cpu_s > 0
             ? trf(x.lang(),
                   "first epoch   = extra {:g} s + its CPU work {:g} s x {} of {} images a plot x {:.2f} (the loader "
                   "is the bottleneck and its workers hold every core: no idle core absorbs the plot threads) = "
                   "{:.1f} s",
                   s.first_epoch_base_s, s.first_epoch_cpu_ref_s, s.plot_images, s.plot_ref_images, clock.scale,
                   s.first_epoch_extra_s)
             : trf(x.lang(), "first epoch   = extra {:g} s ({})", s.first_epoch_extra_s,
                   tr(x.lang(), e.family->train_plot_images > 0 ? "its CPU work runs on cores the loader leaves idle"
                                                                : "the trainer plots no training batches")));
  explain_run(x, w, e);
  if (s.close_mosaic_epochs > 0 && s.close_mosaic_epochs < w.epochs) {
    x.line(trf(x.lang(), "epoch, no mos.= {} / {:.0f} images/s + validation + checkpoint + other = {}",
               report::count(x.lang(), w.dataset_images), s.no_mosaic_images_per_s,
               format_duration(s.no_mosaic_epoch_s, x.lang())));
    x.line(trf(x.lang(), "train         = run + {} epochs x epoch + {} x epoch without mosaic = {}",
               w.epochs - s.close_mosaic_epochs, s.close_mosaic_epochs, format_duration(s.train_s, x.lang())));
  } else {
    x.line(
        trf(x.lang(), "train         = run + {} epochs x epoch = {}", w.epochs, format_duration(s.train_s, x.lang())));
  }
  explain_promise(x, w, e);
}

} // namespace

std::string render_explain(const Workload& w, const Evaluation& e, const Catalog& cat, const ReportOptions& o) {
  Explainer x(cat, o.lang);
  x.cite(*e.model);
  x.cite(*e.family);
  x.cite(*e.gpu);
  ReportOptions summary = o;
  summary.format = Format::table;
  summary.color = false;
  x.out() += render_check(w, e, summary);
  explain_memory(x, w, e);
  explain_batch(x, w, e);
  explain_compute(x, w, e);
  explain_comm(x, e);
  explain_data(x, w, e);
  explain_host(x, w, e);
  explain_storage(x, w, e);
  explain_power(x, e);
  explain_cluster(x, e);
  explain_chassis(x, e);
  explain_schedule(x, w, e);
  explain_cost(x, e, o.money);
  return x.finish(e.constants);
}

// The backward pass the all-reduce hides behind (explainer.hpp).
void report::explain_backward(Explainer& x, const Evaluation& e) {
  const StepPlan& p = e.step;
  const double f = p.inputs.backward_factor;
  // Its terms from M3, so the figure the exposed line takes adds up (review s79 F10).
  x.line(trf(x.lang(),
             "                backward = {} x (compute/image {:.3f} + memory/image {:.3f} ms) x ({:g} - 1) / {:g} = "
             "{:.1f} ms",
             p.inputs.batch_per_gpu, ms(p.time.compute_s_per_image), ms(p.time.memory_s_per_image), f, f,
             ms(p.backward_s)));
}

} // namespace vsize
