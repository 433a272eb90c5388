#pragma once
// The fully resolved question vsize answers: one workload, and the hardware to search or
// check. The member initialisers here are vsize's defaults, the only place they are written:
// the CLI starts from a default-constructed request, overrides and echoes it.
#include "vsize/enums.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// The --batch value: -1 (AutoBatch at the catalog's default fraction), 0 < f < 1 (a fraction
// of GPU memory) or N >= 1 (the global batch, split over the ranks as Ultralytics does).
struct BatchSpec {
  enum class Kind { auto_fraction, global } kind = Kind::auto_fraction;
  // For auto_fraction. With fraction_from_default, apply_catalog_defaults sets it to the
  // catalog assumption autobatch-default-fraction (Ultralytics' 0.60), its only source.
  double fraction = 0;
  bool fraction_from_default = true;
  int global = 0; // for global
};

// Video as the training source (--video-hours, --fps, --sample-every): every sample_every-th frame
// of hours x 3600 x fps is a training image (seed 002: "each video frame is de facto a separate
// image"), stored as a JPEG of the video's resolution, or decoded from the video itself with
// --decode video.
struct VideoSource {
  double hours = 0; // 0: the dataset is images (--dataset)
  // European cameras record at 25 fps (PAL heritage); the worked example uses it.
  double fps = 25;
  // Every 10th frame: 2.5 fps at 25 fps, between nuScenes' 2 Hz keyframes and BDD100K's 5 fps
  // (catalog research, video-frame-sample-every-n); consecutive frames are near duplicates.
  int sample_every = 10;
  std::string resolution = "1080p";
  VideoCodec codec = VideoCodec::h264;
  // Mb/s of the camera stream; nullopt until resolved from the catalog's video format.
  std::optional<double> bitrate_mbps;
  // True when bitrate_mbps is the catalog format's, scaled to fps (video_bitrate_mbps).
  bool bitrate_from_format = false;

  bool given() const { return hours > 0; }
  // Training images: hours x 3600 s x fps / sample_every, whole frames.
  double frames() const;
  // The footage: bitrate x hours (Mb/s x 3600 s / 8 = 0.45 GB per hour per Mb/s); 0 unresolved.
  double raw_bytes() const;
};

// How the server stores the data (M6 storage tiers) and brings it in (the data NIC).
struct StorageRequest {
  Raid data_raid = Raid::raid0; // seed 004: data and cache NVMe arrays in RAID 0 (NVIDIA DGX: the same)
  // Double parity: a 24 TB HDD rebuilds for more than a day at md's 200 MB/s (33 h), and RAID 5
  // loses the array to a second failure in that time.
  Raid bulk_raid = Raid::raid6;
  // Copies of the dataset and checkpoints on the bulk tier: the RAID 0 data tier has no
  // redundancy and is restored from there (seed 004: the bulk tier holds backups).
  int backup_copies = 1;
  double growth_percent = 0; // dataset growth per year
  int plan_years = 3; // a server's warranty and write-off period (seed 004: 3-year warranty)
  std::optional<double> ingest_hours; // nullopt: the night (--night-hours)
};

struct Workload {
  std::string model = "yolo11x";
  int res_px = 640;
  std::optional<int> res_requested_px; // the --res asked for, when the trainer rounds it (apply_trainer_rules)
  int res_multiple_px = 0; // what it was rounded to a multiple of: YOLO's stride 32 (up), a ViT's patch (down)
  // --res not given: the model's own training size (ModelSpec::ref_res_px: 640 for YOLO, 224 for
  // ViT-B/16, 980 for torchvision's detectors), set by apply_trainer_rules.
  bool res_from_default = false;
  // A --res typed for a torchvision detector: the model's own size (its min_size 800 / max_size
  // 1333 resize as a square), which the typed square size is not (apply_trainer_rules).
  std::optional<int> res_native_px;
  long long dataset_images = 118287; // COCO train2017 (seed 000, S13)
  // A classifier without --dataset: ImageNet-1k's images and classes, as COCO is a detector's.
  bool imagenet_default = false;
  // The classes are the trainer's own default (a family's default_classes: torchvision's
  // segmentation reference trains its COCO subset in 21), not vsize's 80.
  bool classes_from_trainer = false;
  // A classifier without --classes: ImageNet-1k's 1,000, whatever --dataset says.
  bool classes_imagenet = false;
  long long val_images = 5000; // COCO val2017; the CLI's "auto" scales it (validation-share)
  ValSplit val_split = ValSplit::given; // how val_images was set
  int epochs = 100;
  BatchSpec batch;
  Precision amp = Precision::fp16; // Ultralytics amp=True uses FP16 (seed 000)
  Optimizer optimizer = Optimizer::adamw;
  // Left to vsize (--optimizer not given): a trainer that does not offer AdamW trains with its
  // own default (torchvision's segmentation reference: SGD only), and this holds the default it
  // replaced (apply_trainer_rules; echoed in the workload line).
  bool optimizer_from_default = false;
  std::optional<Optimizer> optimizer_default_replaced;
  bool optimizer_from_recipe = false; // replaced by the family's recipe (untyped_runs_default), not for want of adamw
  // --optimizer auto: the trainer's own choice (FamilySpec::default_optimizer, long_run_*),
  // resolved by apply_trainer_rules into `optimizer`, with the iterations it counted.
  bool optimizer_auto = false;
  long long optimizer_auto_iterations = 0;
  CacheMode cache = CacheMode::ram;
  // Left to vsize: a RAM cache the server cannot hold becomes a disk cache (with a note).
  bool cache_from_default = true;
  CacheShape cache_shape = CacheShape::square;
  int workers = 8; // Ultralytics default, per rank
  // Left to vsize: independent jobs (per-gpu, MIG) whose processes and workers outnumber the
  // host's threads get fewer workers each, as `--workers N` would set (with a note).
  bool workers_from_default = true;
  // Labelled objects in the densest training sample an epoch meets (after mosaic): YOLO's assigner
  // pads every image of a batch to the batch's densest, RT-DETR's denoising queries likewise, and
  // the caching allocator keeps the largest blocks any step asked for. COCO: 99 % of images hold
  // 1-33 instances, median 4 (COCO 2014 train statistics via research/models.md §8 source); 60 is
  // an estimate. tools/mosaic_labels.py counts it from a data set's labels (VisDrone 518, SKU-110K
  // 869 at 640 px).
  int max_objects = 60;
  // Mean labelled objects per training sample after mosaic (4 images' worth of COCO's 7.3 per
  // image, cropped: about 18); segmentation's mask loss grows with it (bench/LOADER.md and
  // docs/accuracy.md).
  int objects = 18;
  // Classes: heads whose size follows them (Mask R-CNN's class-specific masks, semantic logits).
  int classes = 80;
  // Megapixels of the dataset's images as stored (an inspection camera's 12 MP frames): JPEG
  // decode time, the cache build and the dataset on disk follow them. nullopt: images at about
  // the training size (4:3), or the family's own figure (ImageNet, COCO at 800 x 1333).
  std::optional<double> source_mp;
  // What the models read, resolved by the trainer rules: only Ultralytics' trainers (the assigner,
  // the mask loss, RT-DETR's matcher and denoising, the validation's predictions) read the labels a
  // sample; an image encoder (SAM, DINOv2) has no classes. Neither is echoed where nothing reads it.
  bool counts_objects = true;
  bool counts_classes = true;
  bool objects_given = false; // --objects or --max-objects typed (said where nothing reads them)
  bool classes_given = false; // --classes typed (said where nothing reads it)
  bool source_mp_from_default = false; // source_mp resolved by vsize (default_source_mp), not typed
  bool source_mp_from_video = false; // source_mp the footage's frame size (--video-hours), not typed
  // A trainer release that empties the validation cache differently from the family's current one
  // (calibration rows of older Ultralytics versions; not a CLI option): nullopt, the family's rule.
  std::optional<double> val_cache_kept_up_to;
  // Validation on rank 0 alone, where the family's trainer version differs (a measured run of
  // Ultralytics before 8.3.218); nullopt: the family's val_rank0_only.
  std::optional<bool> val_rank0_only;
  // A DETR trained by an Ultralytics release older than the family's current one (calibration and
  // held-out rows; not a CLI option): its denoising queries padded to the batch's densest sample
  // without the num_dn cap (before pull request #25834, 2026-08), and its matcher's cost spanning
  // every image's labels (before pull request #26150, 2026-09).
  bool denoising_uncapped = false;
  bool matcher_all_labels = false;
  // A run whose mixed precision keeps the norm layers' outputs in FP16 (mmcv's fp16: a half model,
  // norms cast back), where the model's own fp32_activation_factor counts torchvision's FP32
  // FrozenBatchNorm2d outputs (calibration rows; not a CLI option): AMP activations at the
  // catalog's fp32-activation-factor, i.e. the model's AMP figure x its factor / the catalog's.
  bool amp_norms_half = false;
  // A trainer release whose mosaic draws its partners differently (Ultralytics' pre-releases drew
  // them from the whole dataset, four decodes a sample without a cache, as YOLOv5 does; 8.x from
  // the worker's buffer, one): nullopt, the family's figure (calibration rows; not a CLI option).
  std::optional<int> loader_decodes_per_sample;
  // --close-mosaic: the last epochs trained without mosaic (Ultralytics' close_mosaic). nullopt
  // until apply_trainer_rules sets the trainer's default (FamilySpec::close_mosaic_epochs; 0 for
  // a trainer without mosaic).
  std::optional<int> close_mosaic;
  // Attention without a fused kernel (PyTorch before 2.0 had no scaled_dot_product_attention):
  // every head keeps its tokens^2 scores (calibration rows of such runs; not a CLI option).
  bool unfused_attention = false;
  Mode mode = Mode::ddp;
  bool mode_auto = false; // --mode auto, or a goal without --mode: each server in its best mode
  double night_hours = 12;
  // The share of measured runs at least as fast as the time experiments per night are counted at
  // (--confidence): the (1 - confidence) quantile of the family's time errors.
  double confidence = 0.8;
  VideoSource video;
  Decode decode = Decode::images;
  StorageRequest storage;

  // The window the data NIC brings the data in: --ingest-hours, else the night.
  double ingest_hours() const { return storage.ingest_hours.value_or(night_hours); }
};

// Hardware that the user pinned; anything empty is chosen by vsize.
struct HostPins {
  std::string cpu;
  std::optional<int> sockets;
  std::optional<double> ram_gb;
  std::string psu;
  std::optional<int> psus;
  std::string circuit;
  std::optional<Redundancy> redundancy; // nullopt: the chassis' preferred scheme (n+1 without one)
  Region region = Region::eu; // circuits considered when none is pinned
  // Across nodes: the fabric ("": vsize chooses), its NICs per node (nullopt: vsize sizes them)
  // and the shared filesystem's rated read rate (nullopt: compared with NVIDIA's guidance only).
  std::string fabric;
  std::optional<int> nics_per_node;
  std::optional<double> shared_storage_gb_per_s;
  // --no-nvlink-bridge: the GPUs carry no NVLink bridge, so a bridge-capable GPU's all-reduce runs
  // over PCIe (without it: where the chassis takes one; outside the catalog assumed and stated).
  bool no_nvlink_bridge = false;
};

// Money (SPEC §9): the currency, the electricity tariff and the terms of owning a server; each
// unset one takes its default (echoed in every output).
struct MoneyOptions {
  std::string currency; // "EUR" or "USD"; "": by region (us: USD, else EUR)
  std::string tariff; // a tariff id; "": the region's default tariff
  std::optional<double> tariff_per_kwh; // a price per kWh in the run's currency instead
  std::optional<double> pue; // nullopt: catalog assumption pue
  std::optional<double> life_years; // nullopt: catalog assumption service-life-years
  std::optional<double> utilisation; // nullopt: the night window / 24 h
  // A colocation fee per kW of the server's planned wall power a month, in the run's currency
  // (space, power delivery, cooling); nullopt: none, the customer's own room.
  std::optional<double> colocation_per_kw_month;
  Commitment commitment = Commitment::on_demand; // how the rent compared is paid (--commitment)
};

// One configuration to evaluate: a GPU, a count, the chassis and the host pins.
struct ConfigRequest {
  std::string gpu;
  int count = 0;
  // "": the line-up server with this GPU and count, else the smallest catalog platform that
  // takes them; "none": no chassis rules (a customer's own server); else a platform id with
  // vsize's own choices (CPU, RAM), as a row of `vsize --all` has them.
  std::string platform;
  HostPins host;
  int nodes = 1; // servers of this kind joined by a fabric
  // A line-up server by id (--server): its platform, CPU and RAM floor; gpu and count may be
  // empty (taken from it) or must match it.
  std::string server{};
};

// What the recommendation must achieve (SPEC §7): N full trainings inside the night, within a
// budget in the run's currency.
struct Goal {
  // The experiments a night the recommendation asks of a server when no --experiments is given.
  static constexpr int k_default_experiments = 1;
  std::optional<int> experiments; // nullopt: k_default_experiments, and no goal was given
  std::optional<double> budget;
};

// The search: the line-up (or every platform x qualified GPU x allowed count), narrowed by
// GPUs, counts and platforms; how to rank; which modes to try.
struct SearchRequest {
  bool all_platforms = false; // --all
  std::vector<std::string> gpus; // empty = every GPU
  std::vector<int> counts; // empty = the line-up's counts, or 2,4,8 with --all
  std::vector<int> nodes; // empty = one node; several: each server as a cluster of each count
  std::vector<std::string> platforms; // empty = every platform
  HostPins host;
  RankBy rank_by = RankBy::time;
  int top = 3; // per GPU count; 0 = all
  std::vector<Mode> modes; // empty: the workload's mode; several: the best per server
  Goal goal;
  MoneyOptions money;
};

inline const std::vector<int> k_default_counts = {2, 4, 8};

} // namespace vsize
