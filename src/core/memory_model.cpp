// M1/M2: memory per rank and the batch that fits (formulas: include/vsize/memory_model.hpp).
#include "vsize/memory_model.hpp"

#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize {

using units::k_fp32_bytes;
using units::k_half_bytes;

double element_bytes(Precision p) { return p == Precision::fp32 ? k_fp32_bytes : k_half_bytes; }

double unfused_score_bytes(Precision p) { return p == Precision::fp32 ? k_fp32_bytes : k_fp32_bytes + k_half_bytes; }

double explicit_attention_scores(const ModelSpec::ExplicitAttention& a, int res_px, int ref_res_px) {
  double tokens = std::pow(static_cast<double>(res_px) / a.stride_px, 2);
  double ref_tokens = std::pow(static_cast<double>(ref_res_px) / a.stride_px, 2);
  double pixels = std::pow(static_cast<double>(res_px) / ref_res_px, 2);
  return a.blocks * a.heads * std::max(0.0, tokens * tokens - ref_tokens * ref_tokens * pixels);
}

int denoising_decoder_queries(const ModelSpec::DenoisingDecoder& d, int objects, bool uncapped) {
  if (objects <= 0 || d.denoising <= 0) return d.queries;
  int denoised = uncapped ? objects : std::min(objects, d.denoising);
  return d.queries + 2 * denoised * std::max(1, d.denoising / denoised);
}

double denoising_decoder_bytes(const ModelSpec::DenoisingDecoder& d, int objects, Precision p, bool uncapped) {
  double q = denoising_decoder_queries(d, objects, uncapped);
  double per_query = p == Precision::fp32 ? d.query_bytes_fp32 : d.query_bytes;
  return d.layers * (q * per_query + d.heads * q * q * unfused_score_bytes(p));
}

// AdamW: exp_avg and exp_avg_sq; SGD: one momentum buffer; MuSGD (Ultralytics 8.4, ultralytics/optim/
// muon.py): momentum_buffer and momentum_buffer_SGD for every matrix, one buffer for the rest (the
// matrices hold nearly all the parameters: counted at two). FP32 each.
double optimizer_bytes_per_param(Optimizer o) { return o == Optimizer::sgd ? k_fp32_bytes : 2 * k_fp32_bytes; }

double model_states_bytes(double params, Optimizer o) {
  // 4 B FP32 weights + 4 B FP32 gradients + optimizer states (ZeRO paper §3.1, mixed
  // precision keeps FP32 master weights; PyTorch AMP keeps the weights themselves in FP32).
  return params * (k_fp32_bytes + k_fp32_bytes + optimizer_bytes_per_param(o));
}

double activation_bytes_per_image(const MemoryInputs& in) {
  double scale = static_cast<double>(in.res_px) / in.ref_res_px;
  double factor = in.precision == Precision::fp32 ? in.fp32_activation_factor : in.amp_activation_factor;
  return in.activation_bytes_per_image_ref * scale * scale * factor;
}

int validation_batch(double val_batch_factor, int batch_per_gpu, long long val_images) {
  double images = std::floor(val_batch_factor * batch_per_gpu);
  return static_cast<int>(std::min(images, static_cast<double>(std::max(0LL, val_images))));
}

int validation_batch(const MemoryInputs& in, int batch_per_gpu) {
  return validation_batch(in.val_batch_factor, batch_per_gpu, in.val_images);
}

MemoryBreakdown memory_at_batch(const MemoryInputs& in, int batch_per_gpu) {
  MemoryBreakdown m;
  m.batch_per_gpu = batch_per_gpu;
  m.context_bytes = in.context_bytes;
  m.nccl_bytes = in.nccl_bytes;
  m.weights_bytes = k_fp32_bytes * in.params;
  m.gradients_bytes = k_fp32_bytes * in.params;
  m.optimizer_bytes_per_param = optimizer_bytes_per_param(in.optimizer);
  m.optimizer_bytes = m.optimizer_bytes_per_param * in.params;
  m.model_states_bytes = m.weights_bytes + m.gradients_bytes + m.optimizer_bytes;
  m.ema_bytes = in.ema ? k_fp32_bytes * in.params : 0.0;
  m.ddp_bucket_bytes = in.ddp ? k_fp32_bytes * in.params : 0.0;
  m.autocast_cache_bytes = in.precision == Precision::fp32 ? 0.0 : k_half_bytes * in.params;
  m.extra_states_bytes = m.ema_bytes + m.ddp_bucket_bytes + m.autocast_cache_bytes;
  m.workspace_bytes = in.workspace_bytes + in.temp_bytes_per_param * in.params;
  m.activation_bytes_per_image = activation_bytes_per_image(in);
  m.activations_bytes = m.activation_bytes_per_image * batch_per_gpu;
  m.assigner_bytes_per_image = in.assigner_bytes_per_image;
  m.assigner_bytes = in.assigner_bytes_per_image * batch_per_gpu;
  m.mask_loss_bytes = in.mask_loss_bytes_per_image * batch_per_gpu;
  m.class_head_bytes = in.class_head_bytes_per_image * batch_per_gpu;
  m.attention_scores_bytes = in.attention_scores_bytes_per_image * batch_per_gpu;
  m.denoising_bytes_per_image = in.denoising_bytes_per_image;
  m.denoising_bytes = in.denoising_bytes_per_image * batch_per_gpu;
  m.loss_bytes_per_image = in.assigner_bytes_per_image + in.mask_loss_bytes_per_image + in.class_head_bytes_per_image;
  m.per_image_bytes = m.activation_bytes_per_image + m.loss_bytes_per_image + in.attention_scores_bytes_per_image +
                      in.denoising_bytes_per_image;
  m.allocated_peak_bytes =
      m.model_states_bytes + m.extra_states_bytes + m.workspace_bytes + m.per_image_bytes * batch_per_gpu;
  m.reserved_need_bytes = m.allocated_peak_bytes * in.reserved_factor;
  m.assigner_cache_bytes = in.assigner_cache_bytes_per_image * batch_per_gpu;
  m.reserved_bytes =
      m.allocated_peak_bytes * std::max(in.reserved_factor, in.long_run_reserved_factor) + m.assigner_cache_bytes;
  m.validation_cache_bytes = in.val_cache_bytes_per_image * validation_batch(in, batch_per_gpu);
  m.gpu_mem_bytes = m.reserved_bytes;
  m.device_used_bytes = m.reserved_bytes + outside_allocator_bytes(m);
  return m;
}

double outside_allocator_bytes(const MemoryBreakdown& m) { return m.context_bytes + m.nccl_bytes; }

int largest_batch_within(const MemoryInputs& in, double budget_bytes, int max_batch) {
  MemoryBreakdown zero = memory_at_batch(in, 0);
  double per_image_reserved = zero.per_image_bytes * in.reserved_factor;
  double room = budget_bytes - zero.reserved_need_bytes;
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

std::optional<double> own_to_catalog_activation_ratio(const Scenario& s) {
  if (!s.model.fp32_activation_factor) return std::nullopt;
  return *s.model.fp32_activation_factor / s.a[K::fp32_activation_factor];
}

namespace {

// PyTorch's math attention path (ModelSpec::MathAttention): the softmax it keeps, in FP32 at any
// precision (aten _scaled_dot_product_attention_math upcasts half inputs and adds the mask in
// place, so the bias is not kept); heads x N^2 a block.
double math_attention_bytes(const ModelSpec& m, int res_px) {
  if (!m.math_attention || !m.layers || !m.heads || !m.patch_px) return 0.0;
  const ModelSpec::MathAttention& a = *m.math_attention;
  double side = std::floor(static_cast<double>(res_px) / *m.patch_px);
  double windows = std::pow(std::ceil(side / a.window), 2);
  double global = a.global_blocks * std::pow(side, 4);
  double windowed = std::max(0, *m.layers - a.global_blocks) * windows * std::pow(a.window, 4);
  return *m.heads * (global + windowed) * k_fp32_bytes;
}

constexpr int k_max_batch_per_gpu = 1024; // Ultralytics AutoBatch falls back outside 1..1024

// A denoising decoder's growth over its activation figure at --max-objects, per image
// (memory_model.hpp "denoising"); 0 for a model without one.
double denoising_growth_bytes_per_image(const Scenario& s) {
  const auto& d = s.model.denoising_decoder;
  if (!d) return 0.0;
  double grown = denoising_decoder_bytes(*d, s.w.max_objects, s.w.amp, s.w.denoising_uncapped) -
                 denoising_decoder_bytes(*d, d->ref_objects, s.w.amp, s.w.denoising_uncapped);
  return std::max(0.0, grown) * s.family.activation_scale;
}

// Unfused attention's kept scores per image (memory_model.hpp "attention"); 0 with fused SDPA or
// for a model without heads.
double attention_scores_bytes_per_image(const Scenario& s) {
  const ModelSpec& m = s.model;
  double scores = 0;
  if (s.w.unfused_attention && m.heads && m.layers && m.patch_px) {
    double side = static_cast<double>(s.w.res_px) / *m.patch_px;
    double tokens = side * side + 1; // patches + the class token
    scores = *m.layers * *m.heads * tokens * tokens;
  }
  if (m.explicit_attention) {
    scores = explicit_attention_scores(*m.explicit_attention, s.w.res_px, m.ref_res_px);
  }
  return (scores * unfused_score_bytes(s.w.amp) + math_attention_bytes(m, s.w.res_px)) * s.family.activation_scale;
}

// NCCL's buffers on a rank's GPU (memory_model.hpp "NCCL buffers"): NCCL opens more channels on
// NVLink than on PCIe and each channel holds its own buffers (NVIDIA/nccl #986); a GeForce ring
// copies through host memory, where its SHM buffers live (comm_model.cpp ring_link).
NcclBuffers nccl_buffers(const Scenario& s, bool ddp) {
  if (!ddp) return NcclBuffers::none;
  bool in_node = s.topo.gpus_per_node > 1;
  if (s.gpu.nvlink_topology != NvlinkTopology::none && in_node) {
    return s.topo.world_size() == 2 ? NcclBuffers::nvlink_pair : NcclBuffers::nvlink;
  }
  return s.gpu.tier == "consumer" && in_node ? NcclBuffers::host_memory : NcclBuffers::pcie;
}

double nccl_buffer_bytes(NcclBuffers b, const Constants& a) {
  switch (b) {
  case NcclBuffers::nvlink: return units::from_gb(a[K::nccl_buffers_gb_nvlink]);
  case NcclBuffers::nvlink_pair: return units::from_gb(a[K::nccl_buffers_gb_nvlink_pair]);
  case NcclBuffers::pcie: return units::from_gb(a[K::nccl_buffers_gb_pcie]);
  case NcclBuffers::none:
  case NcclBuffers::host_memory: return 0.0;
  }
  return 0.0;
}

MemoryInputs memory_inputs(const Scenario& s, bool ddp) {
  const Constants& a = s.a;
  MemoryInputs in;
  in.params = s.model.params_m * units::k_params_per_m;
  in.activation_bytes_per_image_ref = units::from_gb(s.model.activation_gb_per_image) * s.family.activation_scale;
  // YOLO26's E2ELoss runs the assigner once a branch; the second adds its share at the peak.
  double branch_bytes_per_pair =
      std::max(0, s.model.loss_branches - 1) * s.family.assigner_branch_bytes_per_object_anchor;
  // A classifier has no boxes to assign (an Ultralytics -cls model trains a plain cross-entropy).
  double anchors = s.model.task == Task::classify ? 0.0 : anchor_points(s.w.res_px);
  in.assigner_bytes_per_pair = s.family.assigner_bytes_per_object_anchor + branch_bytes_per_pair;
  in.assigner_bytes_per_image = in.assigner_bytes_per_pair * s.w.max_objects * anchors;
  in.assigner_branch_bytes_per_image = branch_bytes_per_pair * s.w.max_objects * anchors;
  in.denoising_bytes_per_image = denoising_growth_bytes_per_image(s);
  double res = s.w.res_px;
  if (s.model.task == Task::segment) {
    in.mask_loss_bytes_per_object_pixel = a[K::mask_loss_bytes_per_object_pixel];
    in.mask_loss_bytes_per_image = in.mask_loss_bytes_per_object_pixel * s.w.objects * (res / 4) * (res / 4);
  }
  if (s.model.task == Task::instance_segment) {
    double precision = s.w.amp == Precision::fp32 ? 1.0 : 1.0 / a[K::fp32_activation_factor];
    in.class_head_bytes_per_image = a[K::mask_head_class_factor] * k_mask_head_rois *
                                    std::max(0, s.w.classes - k_activation_figure_classes) * k_mask_head_px *
                                    k_mask_head_px * k_fp32_bytes * precision;
  } else if (s.model.task == Task::semantic_segment) {
    in.class_head_bytes_per_image = a[K::semantic_logit_factor] * s.w.classes * res * res * k_fp32_bytes;
  }
  in.attention_scores_bytes_per_image = attention_scores_bytes_per_image(s);
  in.temp_bytes_per_param = a[K::optimizer_temp_bytes_per_param];
  in.ref_res_px = s.model.ref_res_px;
  in.res_px = s.w.res_px;
  in.precision = s.w.amp;
  in.optimizer = s.w.optimizer;
  in.ema = s.family.ema;
  in.ddp = ddp;
  in.context_bytes = units::from_gb(a[K::cuda_context_gb]);
  in.nccl_buffers = nccl_buffers(s, ddp);
  in.nccl_bytes = nccl_buffer_bytes(in.nccl_buffers, a);
  in.workspace_bytes = units::from_gb(a[K::workspace_gb]);
  in.reserved_factor = a[K::allocator_reserved_factor];
  in.long_run_reserved_factor = s.family.variable_input_size ? a[K::variable_size_reserved_factor] : 0.0;
  in.assigner_cache_factor = a[K::assigner_cache_factor];
  in.assigner_cache_free_objects = a[K::assigner_cache_free_objects];
  in.assigner_cache_bytes_per_image = in.assigner_cache_factor * in.assigner_bytes_per_pair *
                                      std::max(0.0, s.w.max_objects - in.assigner_cache_free_objects) * anchors;
  // The model's own FP32/AMP ratio where it has one (torchvision's detectors), else the assumption.
  // (The assumption is read only where it is used: explain lists what a result rests on.)
  in.fp32_activation_factor = 1.0;
  if (s.w.amp == Precision::fp32) {
    in.fp32_activation_factor =
        s.model.fp32_activation_factor ? *s.model.fp32_activation_factor : a[K::fp32_activation_factor];
  } else if (s.w.amp_norms_half) {
    in.amp_activation_factor = own_to_catalog_activation_ratio(s).value_or(1.0);
  }
  in.val_cache_kept_up_to = s.w.val_cache_kept_up_to.value_or(s.family.val_cache_kept_up_to);
  if (in.val_cache_kept_up_to > 0 && s.model.stem_channels) {
    double live_elements_per_px = 3.0 + *s.model.stem_channels / 2.0;
    double bytes_per_element = element_bytes(s.w.amp);
    in.val_fragment_factor = a[K::variable_size_reserved_factor];
    in.val_batch_factor = s.family.val_batch_factor;
    in.val_images = s.w.val_images;
    in.val_cache_bytes_per_image = live_elements_per_px * bytes_per_element * res * res * in.val_fragment_factor;
  }
  return in;
}

// Validation's blocks stay in the cache while reserved is within the trainer's threshold of the
// GPU's total memory; a trainer that never empties it (threshold 1) holds them up to what the GPU
// can give. Returns the bytes kept on top of the training step's reserved.
double kept_validation_bytes(const MemoryInputs& in, const MemoryBreakdown& m, double capacity_bytes) {
  double train = m.reserved_bytes;
  if (in.val_cache_kept_up_to >= 1) {
    return std::clamp(capacity_bytes - outside_allocator_bytes(m) - train, 0.0, m.validation_cache_bytes);
  }
  bool kept =
      in.val_cache_kept_up_to > 0 && train + m.validation_cache_bytes <= in.val_cache_kept_up_to * capacity_bytes;
  return kept ? m.validation_cache_bytes : 0.0;
}

// M2: the batch per GPU for one rank of `ranks` with the plan's capacity; fills the batch
// fields of `p`. Returns false when an explicit global batch is smaller than the ranks.
bool fit_batch(const Scenario& s, MemoryPlan& p) {
  const Workload& w = s.w;
  p.auto_batch = w.batch.kind == BatchSpec::Kind::auto_fraction;
  // A rank never gets more images a step than its share of the dataset (DistributedSampler), so
  // neither a batch sized to memory nor a typed one larger than the data holds more.
  long long per_rank_images = std::max<long long>(1, w.dataset_images / p.ranks);
  if (p.auto_batch) {
    // Ultralytics AutoBatch: reserved memory at the batch = fraction x free memory; batch -1 is
    // the catalog's autobatch-default-fraction (the workload echoes the same figure).
    p.fraction = w.batch.fraction_from_default ? s.a[K::autobatch_default_fraction] : w.batch.fraction;
    p.budget_bytes = p.fraction * p.capacity_bytes;
    p.max_batch = static_cast<int>(std::min<long long>(k_max_batch_per_gpu, per_rank_images));
    p.batch_per_gpu = largest_batch_within(p.inputs, p.budget_bytes, p.max_batch);
    // A batch sized to memory grows with the GPUs: past the global batch a recipe is known to carry
    // over to with its learning rate scaled (Goyal et al. 2017: no loss of accuracy up to 8192
    // images), a job would train, and be timed and priced, at a batch its accuracy may not survive;
    // it is held at that batch's share a rank (a global --batch N the user gives is their recipe;
    // a fraction sizes to memory and is held too).
    int recipe_cap = std::max(1, static_cast<int>(s.a[K::large_batch_images]) / p.ranks);
    p.memory_batch_per_gpu = p.batch_per_gpu;
    p.batch_per_gpu = std::min(p.batch_per_gpu, recipe_cap);
  } else {
    p.budget_bytes = p.capacity_bytes;
    // Ultralytics: batch // world_size, of which a rank fills at most its share of the images.
    p.batch_per_gpu =
        w.batch.global < p.ranks ? 0 : static_cast<int>(std::min<long long>(w.batch.global / p.ranks, per_rank_images));
  }
  p.batch_global = p.batch_per_gpu * p.ranks;
  return p.auto_batch || w.batch.global >= p.ranks;
}

// What must fit: the peak step's reserved memory, the context and NCCL's buffers (a fragmented
// cache beyond it is freed and retried by the allocator before it reports out of memory).
double need_bytes(const MemoryBreakdown& m) { return m.reserved_need_bytes + outside_allocator_bytes(m); }

bool fits_in(const MemoryPlan& p) {
  return p.batch_per_gpu >= 1 && need_bytes(memory_at_batch(p.inputs, p.batch_per_gpu)) <= p.capacity_bytes;
}

// MIG: the profile with the most instances in which the job fits (ties: more memory, name);
// when none fits, the largest profile, so the reasons name the best case.
void choose_mig_profile(const Scenario& s, MemoryPlan& p) {
  const MigProfile* chosen = nullptr;
  const MigProfile* largest = nullptr;
  for (const auto& prof : s.gpu.mig_profiles) {
    if (!largest || prof.memory_gb > largest->memory_gb) {
      largest = &prof;
    }
    MemoryPlan trial = p;
    trial.capacity_bytes = mig_instance_bytes(prof);
    fit_batch(s, trial);
    bool better =
        !chosen || prof.instances > chosen->instances ||
        (prof.instances == chosen->instances &&
         (prof.memory_gb > chosen->memory_gb || (prof.memory_gb == chosen->memory_gb && prof.name < chosen->name)));
    if (fits_in(trial) && better) {
      chosen = &prof;
    }
  }
  if (!chosen) {
    chosen = largest;
  }
  if (chosen) {
    p.mig = MigChoice{chosen, chosen->instances};
    p.capacity_bytes = mig_instance_bytes(*chosen);
    p.capacity_from_pytorch = false; // a whole card's reading; explain says the instance's own source
    p.compute_fraction = chosen->compute_fraction;
  }
}

} // namespace

double mig_instance_bytes(const MigProfile& p) {
  return p.memory_gib ? *p.memory_gib * units::k_bytes_per_gib : units::from_gb(p.memory_gb);
}

double capacity_past_context_bytes(const MemoryPlan& p) {
  return std::max(0.0, p.capacity_bytes - outside_allocator_bytes(p.breakdown));
}

std::pair<double, double> reserved_range_bytes(const MemoryPlan& p, double error_low, double error_high) {
  double cap = capacity_past_context_bytes(p);
  // The family's errors are against the trainers' printed GPU_mem.
  double low = p.breakdown.gpu_mem_bytes / (1 + error_high);
  double high = p.breakdown.gpu_mem_bytes / (1 + error_low);
  return {std::min(low, cap), std::min(high, std::max(cap, p.breakdown.gpu_mem_bytes))};
}

namespace {

// What the batch itself says: batch norm's statistics at a few images a GPU, a batch sized to
// memory past what a recipe carries over to, a global batch the ranks do not divide.
void batch_findings(const Scenario& s, MemoryPlan& p, Findings& out) {
  const Workload& w = s.w;
  // Batch norm's mean and variance come from each GPU's own forward batch (no SyncBatchNorm in
  // Ultralytics' DDP); at 8 images or fewer a GPU they are poor: YOLOv5's multi-GPU guide keeps
  // --sync-bn for "batch-size on each GPU is small (<= 8)", and Wu and He (Group Normalization,
  // 2018) measure BN's ImageNet error rising as the images a GPU fall (34.7 % at 2, against
  // 24.1 % for group norm).
  int small = s.family.batchnorm_small_batch;
  p.batchnorm_batch_small = small > 0 && p.batch_per_gpu >= 1 && p.batch_per_gpu <= small;
  if (p.batchnorm_batch_small) {
    // Where the recipe's global batch holds it below what memory takes, more memory gives it
    // nothing: the text says so with what memory would take (review s83 c7).
    std::optional<double> fits;
    if (p.auto_batch && p.memory_batch_per_gpu > p.batch_per_gpu) fits = double(p.memory_batch_per_gpu);
    add_finding(
        out, FindingCode::batchnorm_batch_small, s.family.id,
        {{Fig::batch_per_gpu, double(p.batch_per_gpu)}, {Fig::small_batch, double(small)}, {Fig::batch_fits, fits}});
  }
  // The batch memory would take, held at the recipe's global batch (fit_batch).
  if (p.auto_batch && p.memory_batch_per_gpu > p.batch_per_gpu) {
    add_finding(out, FindingCode::global_batch_capped, {},
                {{Fig::batch_fits, double(p.memory_batch_per_gpu)},
                 {Fig::batch_per_gpu, double(p.batch_per_gpu)},
                 {Fig::ranks, double(p.ranks)},
                 {Fig::batch_global, double(p.batch_global)},
                 {Fig::large_batch, s.a[K::large_batch_images]}});
  }
  // YOLOv5's train.py warms up for max(warmup_epochs x steps an epoch, 100) iterations ("nw =
  // max(round(hyp['warmup_epochs'] * nb), 100)"): a batch sized to memory on a small dataset leaves
  // few steps an epoch, and the warm-up eats into the run. Said where it takes more than a tenth of
  // the epochs and more than its own warmup_epochs. The Ultralytics package (`yolo`) dropped the
  // floor in 8.4.103 (pull request #25321: "honor warmup_epochs as an epoch count instead of
  // forcing at least 100 iterations"; review r20b #4).
  if (p.auto_batch && s.family.trainer == "ultralytics" && s.family.launch_program != "yolo" && p.batch_per_gpu >= 1 &&
      p.batch_global > 0 && p.batch_global < w.dataset_images) {
    double steps = std::ceil(double(w.dataset_images) / p.batch_global); // drop_last=False
    double warmup_epochs = std::max(s.a[K::warmup_epochs] * steps, s.a[K::warmup_min_iterations]) / steps;
    if (warmup_epochs > s.a[K::warmup_epochs] && warmup_epochs > 0.1 * w.epochs) {
      add_finding(out, FindingCode::warmup_long, s.family.id,
                  {{Fig::batch_global, double(p.batch_global)},
                   {Fig::dataset_images, double(w.dataset_images)},
                   {Fig::steps_per_epoch, steps},
                   {Fig::warmup_epochs, std::min(warmup_epochs, double(w.epochs))},
                   {Fig::epochs, double(w.epochs)}});
    }
  }
  if (p.batch_per_gpu >= 1 && p.batch_global >= w.dataset_images && w.dataset_images > 0) {
    add_finding(out, FindingCode::batch_holds_dataset, {},
                {{Fig::batch_global, double(p.batch_global)},
                 {Fig::dataset_images, double(w.dataset_images)},
                 {Fig::epochs, double(w.epochs)}});
  }
  if (!p.auto_batch && p.batch_per_gpu >= 1 && w.batch.global % p.ranks != 0) {
    add_finding(out, FindingCode::batch_not_multiple, {},
                {{Fig::global_batch, double(w.batch.global)},
                 {Fig::ranks, double(p.ranks)},
                 {Fig::batch_per_gpu, double(p.batch_per_gpu)},
                 {Fig::batch_global, double(p.batch_global)}});
  }
}

} // namespace

namespace {

// What a batch that fits leaves to spare: nothing on runs that needed more than predicted, or a
// cache that fragments well past the need.
void margin_findings(const Scenario& s, const MemoryPlan& p, Findings& out) {
  const MemoryBreakdown& m = p.breakdown;
  // Fits as predicted, but not on runs that needed more than vsize predicts (the family's memory
  // band's low end, memory_error_low: measured = predicted / (1 + error)): a batch sized past the
  // margin AutoBatch's 60 % leaves may run out of memory.
  double low = s.family.memory_error_low;
  if (p.batch_per_gpu >= 1 && low < 0 && need_bytes(m) <= p.capacity_bytes &&
      m.reserved_need_bytes / (1 + low) + outside_allocator_bytes(m) > p.capacity_bytes) {
    add_finding(out, FindingCode::memory_band_past_capacity, {},
                {{Fig::batch_per_gpu, double(p.batch_per_gpu)},
                 {Fig::need_gb, units::gb(m.reserved_need_bytes / (1 + low) + outside_allocator_bytes(m))},
                 {Fig::capacity_gb, units::gb(p.capacity_bytes)},
                 {Fig::fraction, low}});
  }
  // Worth a word when the cache's growth is what a user would notice: a quarter of the GPU more.
  double fragments_bytes = m.reserved_bytes - m.reserved_need_bytes;
  if (p.batch_per_gpu >= 1 && fragments_bytes > 0.25 * p.capacity_bytes) {
    add_finding(out, FindingCode::cache_fragments, {},
                {{Fig::reserved_gb, units::gb(m.reserved_bytes)},
                 {Fig::need_gb, units::gb(m.reserved_need_bytes)},
                 {Fig::capacity_gb, units::gb(p.capacity_bytes)}});
  }
}

} // namespace

MemoryPlan plan_memory(const Scenario& s, Findings& out) {
  const Workload& w = s.w;
  MemoryPlan p;
  p.inputs = memory_inputs(s, s.ranks_communicate());
  p.anchors = anchor_points(w.res_px);
  // What PyTorch reports as total_memory (torch.cuda.get_device_properties) where a source shows
  // it; else the memory the GPU is sold with, N GB of DRAM being N GiB (H100 PCIe: 81090 MiB of
  // 81920), less the driver's share (gpu-memory-reserved-share).
  p.capacity_from_pytorch = s.gpu.usable_memory_gib.has_value();
  p.capacity_bytes = p.capacity_from_pytorch
                         ? *s.gpu.usable_memory_gib * units::k_bytes_per_gib
                         : s.gpu.memory_gb * units::k_bytes_per_gib * (1 - s.a[K::gpu_memory_reserved_share]);
  if (s.mode == Mode::mig) {
    p.ranks = 1;
    if (s.gpu.mig_profiles.empty()) {
      add_finding(out, FindingCode::mig_unsupported, s.gpu.id);
    }
    choose_mig_profile(s, p);
    p.jobs = s.topo.world_size() * std::max(1, p.mig.instances_per_gpu);
  } else {
    p.ranks = s.ranks();
    p.jobs = s.mode == Mode::ddp ? 1 : s.topo.world_size();
  }
  bool enough_images = fit_batch(s, p);
  if (!enough_images) {
    add_finding(out, FindingCode::batch_below_ranks, {},
                {{Fig::global_batch, double(w.batch.global)}, {Fig::ranks, double(p.ranks)}});
  } else if (p.batch_per_gpu < 1) {
    // The share of the GPU batch 1 reserves, rounded up to a hundredth: a --batch fraction that
    // takes it, while batch 1 with the context fits the whole GPU (left out: not even there).
    MemoryBreakdown one = memory_at_batch(p.inputs, 1);
    double needed = std::ceil(one.reserved_need_bytes / p.capacity_bytes * 100) / 100;
    while (needed < 1 && largest_batch_within(p.inputs, needed * p.capacity_bytes, 1) < 1) {
      needed += 0.01; // rounding: the share itself must take the image
    }
    bool on_gpu = need_bytes(one) <= p.capacity_bytes && needed < 1;
    add_finding(out, FindingCode::batch_does_not_fit, {},
                {{Fig::fraction, w.batch.fraction},
                 {Fig::capacity_gb, units::gb(p.capacity_bytes)},
                 {Fig::need_gb, units::gb(one.reserved_need_bytes)},
                 {Fig::fraction_needed, on_gpu ? std::optional<double>(needed) : std::nullopt}});
  }
  p.breakdown = memory_at_batch(p.inputs, std::max(1, p.batch_per_gpu));
  MemoryBreakdown& m = p.breakdown;
  // A fragmenting cache grows until the GPU is full, never past it.
  m.reserved_bytes =
      std::max(m.reserved_need_bytes, std::min(m.reserved_bytes, p.capacity_bytes - outside_allocator_bytes(m)));
  m.validation_cache_bytes = kept_validation_bytes(p.inputs, m, p.capacity_bytes);
  m.gpu_mem_bytes = m.reserved_bytes + m.validation_cache_bytes;
  m.device_used_bytes = m.gpu_mem_bytes + outside_allocator_bytes(m);
  p.reserved_at_zero_bytes = memory_at_batch(p.inputs, 0).reserved_need_bytes;
  if (p.batch_per_gpu >= 1 && need_bytes(m) > p.capacity_bytes) {
    // What would fit instead: the reserved need within the capacity less the CUDA context.
    int fits = largest_batch_within(p.inputs, p.capacity_bytes - outside_allocator_bytes(m), k_max_batch_per_gpu);
    add_finding(out, FindingCode::device_memory_exceeded, {},
                {{Fig::batch_per_gpu, double(p.batch_per_gpu)},
                 {Fig::device_used_gb, units::gb(need_bytes(m))},
                 {Fig::capacity_gb, units::gb(p.capacity_bytes)},
                 {Fig::mig_instance, p.mig.profile ? 1.0 : 0.0},
                 {Fig::batch_fits, double(fits)}});
  }
  margin_findings(s, p, out);
  batch_findings(s, p, out);
  return p;
}

} // namespace vsize
