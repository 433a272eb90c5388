#pragma once
#include <algorithm>
// Model families, models and the models' judgement constants (research/models.md, research/anchors.md).
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace vsize {

enum class RamCache { per_rank, none };
VSIZE_ENUM_SPELLINGS(RamCache, {RamCache::per_rank, "per-rank"}, {RamCache::none, "none"});

// How a trainer's DDP processes start: torchrun starts one per GPU on every node (YOLOv5, timm,
// torchvision's references); "self": the trainer spawns its own on one node (Ultralytics).
enum class Launcher { torchrun, self };
VSIZE_ENUM_SPELLINGS(Launcher, {Launcher::torchrun, "torchrun"}, {Launcher::self, "self"});

// The placeholders a family's launch arguments may hold, filled from the sized workload.
inline constexpr const char* k_launch_placeholders[] = {
    "{model}",   "{batch_per_gpu}", "{batch_global}", "{workers}", "{res}", "{epochs}",      "{data}",
    "{devices}", "{optimizer}",     "{close_mosaic}", "{classes}", "{lr}",  "{weight_decay}"};

// A trainer's learning rate and weight decay for one optimizer, at the global batch its recipe
// gives them for; `vsize launch` scales the rate to the batch it sized: linearly for SGD (Goyal
// et al., "Accurate, Large Minibatch SGD", 2017: lr x batch / base batch; torchvision's detection
// reference: "0.02/8*$NGPU" at 2 images a GPU), by the square root for Adam (Malladi et al., "On
// the SDEs and Scaling Rules for Adaptive Gradient Algorithms", 2022; timm's train.py scales
// Adam-family rates so: lr_base_scale 'sqrt').
struct LaunchLearningRate {
  std::string optimizer; // in the trainer's spelling (FamilySpec::optimizers)
  double lr = 0;
  int batch = 0; // global batch the rate is given at
  double weight_decay = 0;
  bool sqrt_scaling = false; // "scaling": "sqrt" (Adam), else "linear" (SGD)
  double scaled(int global_batch) const {
    double ratio = static_cast<double>(global_batch) / batch;
    return lr * (sqrt_scaling ? std::sqrt(ratio) : ratio);
  }
};

// The calibration rows a fitted constant rests on: how many informed it, and the lowest and
// highest of the values that would make each of them exact (the constant is their median). A
// wide range over few rows is a constant the calibration pins loosely.
struct FitEvidence {
  int rows = 0;
  double low = 0;
  double high = 0;
};

struct FamilySpec : Provenance {
  FamilyKind kind = FamilyKind::cnn;
  std::string trainer; // "ultralytics", "detectron2", ...
  bool ema = false;
  // Ultralytics builds a RAM image cache in every training process (data/base.py); timm,
  // torchvision and detectron2 datasets read files every epoch and have none.
  RamCache ram_cache = RamCache::none;
  // Families fitted together by `vsize accuracy` (one calibration pool: "yolo", "detectors",
  // "deeplab", "vit").
  std::string calibration_pool;
  // Fitted (vsize accuracy): the model's activation figure x this; the share of the GPU's
  // achievable matmul rate under AMP and in FP32 (TF32 convolutions included; FP32 never runs
  // faster than the AMP share of the FP16 peak: compute_model.hpp).
  double activation_scale = 1;
  double compute_efficiency = 0;
  double compute_efficiency_fp32 = 0;
  // Which of those three `vsize accuracy` fitted (the patch writes their names); the others are
  // planning values (priors) no calibration row of the pool informs, which explain says.
  std::vector<std::string> fitted;
  bool is_fitted(const std::string& field) const {
    return std::find(fitted.begin(), fitted.end(), field) != fitted.end();
  }
  // What each fitted efficiency rests on (vsize accuracy --catalog-patch writes it; explain says
  // it); rows 0: not recorded.
  FitEvidence compute_efficiency_evidence;
  FitEvidence compute_efficiency_fp32_evidence;
  double memory_traffic_per_activation_byte = 0;
  double step_overhead_ms = 0; // per step, does not shrink with a faster GPU (launches, Python)
  // Host time of the mask loss's per-image Python loop, per image and loss branch, at
  // host-python-ref-ghz (instance-mask models; M3 mask loop).
  double mask_image_overhead_ms = 0;
  // Eager ops a second head-and-loss branch adds to a step (YOLO26's one-to-one head: its
  // convolutions forward and backward, its assigner and loss, the EMA over its tensors), each
  // dispatched at eager-op-dispatch-us; models with loss_branches 2 pay them (0: not counted).
  double loss_branch_ops = 0;
  // Labelled objects a sample past which the family's time and memory leave out costs that grow
  // with the labels (RT-DETR's matcher over the batch's boxes, its denoising queries): a finding
  // says so (0: none known).
  int label_caution_objects = 0;
  double assigner_bytes_per_object_anchor = 0; // loss label assignment (0: negligible)
  // What each loss branch past the first adds to the assigner's bytes a (object, anchor) pair at
  // the step's peak (YOLO26's one-to-one branch; 0: none).
  double assigner_branch_bytes_per_object_anchor = 0;
  // Batch norm without synchronisation across GPUs: a forward batch of this many images or fewer
  // per GPU (or MIG instance, or job) gives it poor statistics (0: the family has no batch norm,
  // or synchronises it). The recommendation passes over such servers (recommend.cpp).
  int batchnorm_small_batch = 0;
  // Every batch has its own padded input size (aspect-ratio grouping, multi-scale): PyTorch's
  // cache fragments and, after hours, holds variable-size-reserved-factor x the peak allocated.
  bool variable_input_size = false;
  // The trainer turns TF32 on for matmuls (timm's train.py: torch.backends.cuda.matmul.allow_tf32 =
  // True), so FP32 runs its matmuls on tensor cores as its convolutions; PyTorch's default keeps
  // matmuls on CUDA cores.
  bool matmul_tf32 = false;
  // Validation's own cache (YOLO: rect batches of val-batch-factor x the training batch per GPU,
  // no autograd): kept in the reserved figure while reserved stays within this fraction of the
  // GPU's total memory (Ultralytics _clear_memory(0.5); YOLOv5 never empties it: 1; 0: not
  // modelled or emptied every epoch).
  double val_batch_factor = 1;
  double val_cache_kept_up_to = 0;
  // Data loader per sample, on one core at loader-ref-ghz (bench/LOADER.md): augmentation at
  // 640 px output (scales with output pixels), extra for instance masks, JPEG decodes per sample
  // without a cache, and the source image size when it does not follow the training resolution.
  double loader_augment_ms = 0;
  double loader_mask_augment_ms = 0;
  // The output resolution loader_augment_ms was measured at; nullopt: each model's ref_res_px
  // (a family whose models train at several sizes gives it: timm's ViTs at 224, SAM at 1024).
  std::optional<int> loader_ref_res_px;
  int loader_decodes_per_sample = 1;
  // The trainer's last epochs without mosaic (Ultralytics' close_mosaic, default 10; 0: the
  // trainer keeps mosaic to the end, as YOLOv5 does), and a sample of those epochs: the image
  // letterboxed alone, one decode, a quarter of the objects (bench/LOADER.md, no-mosaic rows).
  int close_mosaic_epochs = 0;
  double loader_augment_ms_no_mosaic = 0;
  double loader_mask_augment_ms_no_mosaic = 0;
  std::optional<double> source_image_mp;
  // Validation: NMS and metrics per image on top of the forward pass; on rank 0 only
  // (Ultralytics) or split over the ranks (timm, detectron2).
  double val_ms_per_image = 0;
  double val_nms_ms_per_image = 0; // of which NMS, which an NMS-free model does not run
  // The predictions validation matches an image (schedule.cpp, val_host_ms_at_ref): a head with
  // NMS keeps about val_predictions_per_class a class, at most val_max_det; an NMS-free head keeps
  // val_max_det. val_ms_per_image holds at val_max_det predictions; empty: it holds for any.
  std::optional<double> val_predictions_per_class;
  std::optional<int> val_max_det;
  bool val_rank0_only = false;
  // Validation split over the ranks in whole batches (Ultralytics' ContiguousDistributedSampler),
  // not image by image (PyTorch's DistributedSampler, timm's OrderedDistributedSampler).
  bool val_split_in_batches = false;
  // The trainer validates the best checkpoint once more after the last epoch, as its epochs do
  // (Ultralytics' final_eval, YOLOv5's last val.run); timm and torchvision's references do not.
  bool final_validation = false;
  // The trainer release whose behaviour the family's figures model ("ultralytics>=8.3.218":
  // validation over the ranks), a pip requirement the launched job names; empty: any.
  std::string trainer_release;
  // The classes the trainer's reference recipe trains with whatever it is told (torchvision's
  // segmentation train.py: COCO's 20 VOC categories + background, 21), the default in place of 80.
  std::optional<int> default_classes;
  // The trainer's own per-epoch costs at host-python-ref-ghz, measured from its logs (the time
  // between the progress bars): validation's set-up and metrics, and the rest of an epoch less
  // the checkpoint. Absent: the assumptions val-setup-s and epoch-overhead-s.
  std::optional<double> val_setup_s;
  std::optional<double> epoch_overhead_s;
  // torch.save calls per epoch (empty: the checkpoint-files-per-epoch assumption): Ultralytics'
  // BaseTrainer serialises once and writes the same bytes to last.pt and best.pt.
  std::optional<int> checkpoint_saves_per_epoch;
  // What one checkpoint holds per parameter, where the trainer's code says (empty: the
  // checkpoint-bytes-per-param assumption): the weight copies' bytes, and per optimizer the bytes
  // of its state (an optimizer not listed: its FP32 state, memory_model's count). Ultralytics
  // saves the EMA in FP16 and no model (2) and converts the state to FP16 but for AdamW's
  // exp_avg_sq (SGD 2, AdamW 2 + 4, MuSGD 2 + 2); YOLOv5 saves the model and the EMA in FP16 (4),
  // timm and torchvision the FP32 model (4), each with the state in FP32.
  std::optional<double> checkpoint_weight_bytes_per_param;
  std::map<Optimizer, double> checkpoint_state_bytes;
  // The optimizers the trainer offers (--optimizer), in its own spelling ("AdamW"), which
  // `vsize launch` passes; empty: any, spelled as vsize names them.
  std::vector<std::string> optimizers;
  // What the trainer runs when it is given no optimizer (--optimizer auto): default_optimizer, or
  // above long_run_iterations iterations (ceil(images / max(global batch, nominal batch)) x
  // epochs) long_run_optimizer (Ultralytics 8.4's optimizer=auto: MuSGD above 10,000, else AdamW).
  // Empty: vsize's default, adamw.
  std::string default_optimizer;
  // default_optimizer is what the family's published recipes train, and vsize runs it when
  // --optimizer is not typed (torchvision's detection reference and YOLOv5: SGD); false: vsize's
  // default, adamw (Ultralytics' optimizer=auto on short runs, the ViT recipes, though timm's
  // train.py defaults to SGD).
  bool untyped_runs_default = false;
  std::string long_run_optimizer;
  long long long_run_iterations = 0;
  // The trainer's spelling of optimizer `o`; nullopt when the trainer does not offer it.
  std::optional<std::string> optimizer_name(Optimizer o) const {
    if (optimizers.empty()) return std::string(to_string(o));
    for (const auto& spelled : optimizers) {
      if (parse_enum<Optimizer>(spelled) == o) return spelled;
    }
    return std::nullopt;
  }
  // Images the trainer draws into each of the first three training batches' plots, in threads
  // (Ultralytics and YOLOv5: plot_images, max_subplots 16); 0: it plots none.
  int train_plot_images = 0;
  // Whether the trainer caps loader workers at the batch a process (YOLOv5's create_dataloader;
  // Ultralytics until 8.1, PR #7659): host_model's workers_per_process.
  bool loader_workers_capped_by_batch = false;
  // Batches each loader worker keeps ready (DataLoader prefetch_factor: PyTorch's default 2,
  // Ultralytics' build_dataloader 4), and the workers of a validation loader kept alive through
  // training as a multiple of --workers (0: none; Ultralytics and YOLOv5 2: an InfiniteDataLoader
  // whose workers fill their prefetch when it is built and again after every validation).
  int loader_prefetch_batches = 2;
  double val_loader_workers_factor = 0;
  // Across servers: whether the trainer's DDP spans nodes (Ultralytics YOLOv8/11/26 does not),
  // and how `vsize launch` starts it: the program, its arguments with placeholders for the
  // sized workload (k_launch_placeholders; {optimizer} in the trainer's spelling, `optimizers`),
  // and the arguments that turn AMP on (launch_amp_args) or off (launch_fp32_args, for a trainer
  // whose AMP is on by default).
  bool multi_node = false;
  Launcher launcher = Launcher::torchrun;
  std::string launch_program;
  // Where launch_program comes from, where it is not on the PATH (a repository's train.py): the
  // job's header says it, and the job runs from that directory; empty: an installed command.
  std::string launch_program_from;
  std::vector<std::string> launch_args;
  std::vector<std::string> launch_amp_args;
  std::vector<std::string> launch_fp32_args;
  // The arguments for --amp bf16 where the trainer has a BF16 switch (timm --amp-dtype); empty:
  // it trains in FP16 autocast, and the job says so.
  std::vector<std::string> launch_bf16_args;
  // The arguments that give the trainer the image cache vsize sized (the data plan's): in RAM or
  // on disk; none for a trainer without a cache, or without one by default.
  std::vector<std::string> launch_ram_cache_args;
  std::vector<std::string> launch_disk_cache_args;
  // The arguments that say where a training writes its weights: {out} the outputs' folder (a
  // Kubernetes job's volume, which outlives the pod), {run} the run's name, a task's own for
  // trainings side by side (--mode per-gpu, mig), which on one node or a shared file system would
  // otherwise meet (Ultralytics numbered them train, train2, ... as each started). Empty: the
  // trainer's defaults.
  std::vector<std::string> launch_run_args;
  // Per optimizer the learning rate and weight decay {lr} and {weight_decay} fill: a trainer whose
  // own default would not suit the batch vsize sizes (torchvision's fixed 0.02, timm's SGD rate
  // under AdamW). Empty: the trainer scales its own (Ultralytics, YOLOv5).
  std::vector<LaunchLearningRate> launch_learning_rates;
  const LaunchLearningRate* learning_rate(Optimizer o) const {
    for (const auto& l : launch_learning_rates) {
      if (parse_enum<Optimizer>(l.optimizer) == o) return &l;
    }
    return nullptr;
  }
  // Leave-one-source-out errors (predicted / measured - 1) of the pool, the band every figure
  // carries: measured = predicted / (1 + error). Written from `vsize accuracy`.
  double time_error_low = 0; // the band: P10 and P90 of time_errors (vsize accuracy)
  double time_error_high = 0;
  // The calibration pool's leave-one-source-out time errors, ascending (vsize accuracy writes
  // them; a pool with few sources carries every pool's): the distribution experiments per night
  // are counted from at a confidence. Empty: counted at time_error_low.
  std::vector<double> time_errors;
  // Whose rows time_errors are: the calibration pool's, or "all" (a pool with under 10 time
  // sources carries every pool's); empty: not said (an overlay's own errors).
  std::string time_errors_pool;
  // Each error's weight: 1 / the rows its source has among them, so that every source (one
  // setup: a machine, a code base, a way of timing) counts once. Empty: equal weights.
  std::vector<double> time_error_weights;
  double memory_error_low = 0;
  double memory_error_high = 0;
};

// The tensors autograd keeps, grouped by the stride of the feature map they belong to
// (tools/saved_activations.py): a tensor of the group holds `channels` x (res / stride)^2
// elements per image, and the group holds `share` of the model's kept elements.
struct TensorGroup {
  int stride = 1;
  double channels = 0;
  double share = 0;
};

struct ModelSpec : Provenance {
  std::string family;
  Task task = Task::detect;
  double params_m = 0;
  double forward_gflops = 0; // 2 x MACs at ref_res_px
  double source_gflops = 0;
  std::string source_flops_convention;
  int ref_res_px = 0;
  double activation_gb_per_image = 0; // AMP, at ref_res_px
  std::string activation_basis;
  // FP32 activation bytes over AMP's where the model's own count differs from the catalog's
  // assumption fp32-activation-factor (torchvision's detectors: FrozenBatchNorm2d returns FP32
  // under autocast, so AMP keeps FP32 ReLU outputs beside FP16 casts; tools/saved_activations.py).
  std::optional<double> fp32_activation_factor;
  double attention_flops_fraction = 0;
  // Forward GFLOPs per image of heads that run only in training, on sampled regions (Mask
  // R-CNN's mask head on the positive RoIs): not in the published inference count, and the same
  // at every resolution (RoIs are pooled to a fixed size).
  double train_head_gflops = 0;
  // Forward GFLOPs at ref_res_px of branches that train beside the published network and grow
  // with the pixels (YOLO26's one-to-many head, removed before its FLOPs are published).
  double train_branch_gflops = 0;
  // Losses computed per step, each with its own label assignment (YOLO26's end-to-end head
  // trains a one-to-many and a one-to-one head: 2).
  int loss_branches = 1;
  // The head outputs its final boxes (YOLO26's one-to-one head, RT-DETR): validation runs no NMS
  // (Ultralytics' non_max_suppression returns early for an end-to-end model).
  bool nms_free = false;
  // Where the kept tensors sit (empty: not counted; the L2 term then assumes no reuse).
  std::vector<TensorGroup> activation_tensors;
  // Parameter tensors the optimizer and the EMA loop over (0: not counted): all of them, the
  // matrices among them (conv and linear weights: what MuSGD orthogonalises) and the float
  // buffers the EMA also averages (BatchNorm running statistics).
  int param_tensors = 0;
  int matrix_params = 0;
  int float_buffers = 0;
  std::optional<int> patch_px;
  // The size the trainer's own recipe trains at, where it is not ref_res_px (torchvision's
  // segmentation reference: 480 px crops of images resized about 520): the default --res.
  std::optional<int> train_res_px;
  std::optional<int> layers;
  std::optional<int> embed_dim;
  std::optional<int> heads; // attention heads (transformers): unfused attention keeps heads x tokens^2
  // Attention written out as matmul + softmax inside a CNN, which keeps its scores at every
  // PyTorch version (Ultralytics' C2PSA Attention: (q^T @ k) * scale, softmax; RT-DETR's AIFI:
  // nn.MultiheadAttention with need_weights): the blocks, their heads and the stride whose
  // positions are the tokens. Absent: none.
  struct ExplicitAttention {
    int blocks = 0;
    int heads = 0;
    int stride_px = 0;
  };
  std::optional<ExplicitAttention> explicit_attention;
  // A transformer whose attention PyTorch runs on its math path (timm's samvit hands
  // scaled_dot_product_attention 3-D q, k, v of (B x heads, N, d) with a relative-position bias,
  // and every fused kernel takes 4-D inputs alone): each block keeps its FP32 softmax (PyTorch
  // 2.5 on upcasts half inputs there unless allow_fp16_bf16_reduction_math_sdp), heads x
  // N^2 x 4 B an image, N the global blocks' (res / patch)^2 tokens, the windowed blocks' windows
  // x window^2 (the grid padded to whole windows). Absent: fused attention.
  struct MathAttention {
    int global_blocks = 0;
    int window = 0; // patches a side of a window; the other layers' attention runs in windows
  };
  std::optional<MathAttention> math_attention;
  // A DETR decoder trained with denoising queries (RT-DETR: ultralytics/models/utils/ops.py
  // get_cdn_group): beside its queries it decodes 2 x m x max(1, denoising / m) noised copies of the
  // labels, m = min(n, denoising) (Ultralytics pull request #25834; m = n before it), n the most labels
  // a sample of the batch holds, so what its layers keep grows with the labels: query_bytes a query
  // and layer (FP32: query_bytes_fp32; tools/saved_activations.py) and heads x Q^2 scores
  // (nn.MultiheadAttention with need_weights). The activation figure is taken at ref_objects labels.
  // Its loss's Hungarian matcher is timed from layers and queries (matcher_model.hpp). Absent: none.
  struct DenoisingDecoder {
    int layers = 0;
    int heads = 0;
    int queries = 0;
    int denoising = 0;
    double query_bytes = 0;
    double query_bytes_fp32 = 0;
    int ref_objects = 0;
  };
  std::optional<DenoisingDecoder> denoising_decoder;
  // Output channels of the first (stride-2) convolution: with the image, the widest tensors of a
  // forward pass without autograd (the validation cache of families that keep one).
  std::optional<int> stem_channels;
  // The trainer's name for the model (timm's vit_large_patch16_224); empty: the id.
  std::string trainer_model;
  // Arguments of this model's own, after the family's launch_args (torchvision's
  // --weights-backbone names the backbone's weights: ResNet50 or ResNet101); literal, no
  // placeholders.
  std::vector<std::string> launch_args;

  // Instance masks are rasterised per object on the CPU (segment, instance-segment).
  bool has_instance_masks() const { return task == Task::segment || task == Task::instance_segment; }
};

// A video source a camera records (research/cluster-video-storage.md section 3): the bitrate
// that sizes raw footage, the JPEG size of one extracted frame, its pixels.
struct VideoFormatSpec : Provenance {
  std::string resolution; // "1080p", as --video-res names it
  VideoCodec codec = VideoCodec::h264;
  int width_px = 0;
  int height_px = 0;
  double bitrate_mbps = 0; // typical camera stream
  double bitrate_fps = 0; // the frame rate bitrate_mbps is quoted at (0: any; not scaled)
  double jpeg_bytes_per_frame = 0; // one extracted frame at quality 90-95
};

struct Assumption : Provenance {
  double value = 0;
  std::string unit;
};

} // namespace vsize
