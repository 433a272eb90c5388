#pragma once
// The parts and workloads vsize computes with, as read from data/catalog.json
// (docs/catalog.md is the schema). Parsing and validation take text, never files: reading
// files is the CLI's job, so the core stays free of I/O.
#include "vsize/enums.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vsize {

// Provenance shared by every record: shown by `catalog show` and `explain`.
struct Provenance {
  std::string id;
  std::string name;
  std::string source;
  std::string as_of;
  std::string estimate; // empty when every figure is sourced
  std::string notes;
  std::vector<std::string> aliases;
  std::string raw_json; // the record as read (after any merge), for `catalog show` and merges
};

struct MigProfile {
  std::string name;          // "1g.24gb"
  int instances = 0;         // maximum instances of this profile per GPU
  double memory_gb = 0;      // memory of one instance
  double compute_fraction = 0; // share of the GPU's SMs
};

enum class NvlinkTopology { none, bridge, nvswitch };

struct GpuSpec : Provenance {
  double memory_gb = 0;
  std::optional<double> usable_memory_gib;
  double memory_bandwidth_gb_per_s = 0;
  double fp32_tflops = 0;
  std::optional<double> tf32_dense_tflops;
  std::optional<double> bf16_dense_tflops;
  std::optional<double> fp16_dense_tflops;
  std::optional<double> fp8_dense_tflops;
  std::optional<double> achieved_matmul_fraction;
  bool fp32_accumulate_half_rate = false;
  double max_power_w = 0;
  std::optional<double> min_power_w;
  int pcie_gen = 0;
  int pcie_lanes = 0;
  double nvlink_gb_per_s = 0; // both directions, per GPU
  NvlinkTopology nvlink_topology = NvlinkTopology::none;
  int nvlink_group_max = 0;
  std::string form_factor;
  int slots = 0;
  std::string cooling;
  std::vector<MigProfile> mig_profiles;
  std::string tier;
};

struct CpuSpec : Provenance {
  std::string vendor;
  std::string family;
  int cores = 0; // per socket
  int threads = 0;
  double base_ghz = 0;
  std::optional<double> boost_ghz;
  double tdp_w = 0;
  int max_sockets = 0;
  MemoryType memory_type = MemoryType::ddr5;
  int memory_channels = 0;
  int memory_mt_s_1dpc = 0;
  std::optional<int> memory_mt_s_2dpc;
  int max_dpc = 1;
  int pcie_gen = 0;
  int pcie_lanes_1s = 0;
  std::optional<int> pcie_lanes_2s;
};

struct DimmSpec : Provenance {
  MemoryType memory_type = MemoryType::ddr5;
  double capacity_gb = 0;
  std::string ranks;
  int max_mt_s = 0;
  double power_w = 0;
};

struct EfficiencyPoint {
  double load_fraction = 0;
  double efficiency = 0;
};

struct PsuSpec : Provenance {
  double rating_high_line_w = 0;
  std::optional<double> rating_low_line_w;
  std::string efficiency_class;
  std::vector<EfficiencyPoint> efficiency_curve;
  std::string form_factor;
};

struct CircuitSpec : Provenance {
  double voltage_v = 0;
  int phases = 1;
  double breaker_a = 0;
  double continuous_derating = 0;
  double usable_w = 0;
  std::string region;
};

enum class RamCache { per_rank, none };

struct FamilySpec : Provenance {
  std::string kind;    // "cnn" or "transformer"
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
  double memory_traffic_per_activation_byte = 0;
  double step_overhead_ms = 0;       // per step, does not shrink with a faster GPU (launches, Python)
  double mask_image_overhead_ms = 0; // per image of an instance-mask model (per-image mask-loss loops)
  double assigner_bytes_per_object_anchor = 0; // loss label assignment (0: negligible)
  // Every batch has its own padded input size (aspect-ratio grouping, multi-scale): PyTorch's
  // cache fragments and, after hours, holds variable-size-reserved-factor x the peak allocated.
  bool variable_input_size = false;
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
  int loader_decodes_per_sample = 1;
  std::optional<double> source_image_mp;
  // Validation: NMS and metrics per image on top of the forward pass; on rank 0 only
  // (Ultralytics) or split over the ranks (timm, detectron2).
  double val_ms_per_image = 0;
  bool val_rank0_only = false;
  // The trainer's own per-epoch costs at host-python-ref-ghz, measured from its logs (the time
  // between the progress bars): validation's set-up and metrics, and the rest of an epoch less
  // the checkpoint. Absent: the assumptions val-setup-s and epoch-overhead-s.
  std::optional<double> val_setup_s;
  std::optional<double> epoch_overhead_s;
  // Images the trainer draws into each of the first three training batches' plots, in threads
  // (Ultralytics and YOLOv5: plot_images, max_subplots 16); 0: it plots none.
  int train_plot_images = 0;
  // Leave-one-source-out errors (predicted / measured - 1) of the pool, the band every figure
  // carries: measured = predicted / (1 + error). Written from `vsize accuracy`.
  double time_error_low = 0;
  double time_error_high = 0;
  double memory_error_low = 0;
  double memory_error_high = 0;
};

struct ModelSpec : Provenance {
  std::string family;
  std::string task;
  double params_m = 0;
  double forward_gflops = 0; // 2 x MACs at ref_res_px
  double source_gflops = 0;
  std::string source_flops_convention;
  int ref_res_px = 0;
  double activation_gb_per_image = 0; // AMP, at ref_res_px
  std::string activation_basis;
  double attention_flops_fraction = 0;
  // Forward GFLOPs per image of heads that run only in training, on sampled regions (Mask
  // R-CNN's mask head on the positive RoIs): not in the published inference count, and the same
  // at every resolution (RoIs are pooled to a fixed size).
  double train_head_gflops = 0;
  std::optional<int> patch_px;
  std::optional<int> layers;
  std::optional<int> embed_dim;
  std::optional<int> heads;         // attention heads (transformers): unfused attention keeps heads x tokens^2
  // Output channels of the first (stride-2) convolution: with the image, the widest tensors of a
  // forward pass without autograd (the validation cache of families that keep one).
  std::optional<int> stem_channels;

  // Instance masks are rasterised per object on the CPU (segment, instance-segment).
  bool has_instance_masks() const { return task == "segment" || task == "instance-segment"; }
};

struct Assumption : Provenance {
  double value = 0;
  std::string unit;
};

struct DriveSpec : Provenance {
  double capacity_tb = 0;
  double read_gb_per_s = 0;  // sequential read
  double power_w = 0;        // average active
  int pcie_lanes = 0;
};

struct NicSpec : Provenance {
  double speed_gbps = 0;
  double power_w = 0;        // typical
  int pcie_lanes = 0;
};

// A PSU zone of a platform: bays whose units carry a share of the GPUs, of the rest of the
// system, or of everything (research/platforms.md §6: XE7740 1+1 CPU + 3+3 GPU zones).
struct PsuZone {
  enum class Carries { all, gpus, rest };
  std::string name;
  int bays = 0;
  Carries carries = Carries::all;
  double share = 1;
};

// A chassis a vendor sells, with the rules its configurator applies (SPEC §7).
struct PlatformSpec : Provenance {
  std::string vendor;
  int rack_units = 0;
  int sockets = 0;
  std::vector<std::string> cpu_families;   // CpuSpec::family values it takes
  std::optional<double> cpu_tdp_max_w;
  int dimm_slots_per_socket = 0;
  std::optional<int> memory_mt_s_1dpc;     // null: the CPU's own figure
  std::optional<int> memory_mt_s_2dpc;
  std::optional<double> max_memory_gb;
  std::string gpu_form_factor;             // "pcie" or "sxm"
  int gpu_bays = 0;
  std::vector<int> gpu_counts;             // allowed GPU counts
  std::vector<std::string> qualified_gpus; // GPU ids
  double max_gpu_w = 0;
  int nvlink_bridge_max = 0;               // largest NVLink bridge group it takes; 0 = none
  std::string pcie_topology;               // "direct" or "switched"
  int psu_bays = 0;
  std::vector<std::string> psu_options;    // PSU ids
  std::vector<PsuZone> psu_zones;          // bays add up to psu_bays
  std::vector<Redundancy> redundancy;      // schemes it supports, preferred first
  int nvme_bays = 0;
  int nic_slots = 0;
  std::string cooling;
  std::optional<double> ambient_max_c;

  bool qualifies(const std::string& gpu_id) const;
  bool allows_count(int count) const;
  bool takes_family(const std::string& family) const;
};

// A server of the vendor's line-up: a platform with a GPU and count, optionally a pinned CPU
// and the RAM it ships with (a floor: vsize adds RAM when the workload needs more).
struct LineupSpec : Provenance {
  std::string platform;
  std::string gpu;
  int count = 0;
  std::string cpu;               // empty: vsize chooses
  std::optional<int> sockets;
  std::optional<double> ram_gb;
};

// A list price of any record (part, platform or a whole line-up server) in the catalog's one
// currency (SPEC §7: "one currency per run").
struct PriceSpec {
  std::string id;
  double amount = 0;
  std::string currency;          // "EUR" or "USD"
  std::string as_of;
  std::string source;
};

// A catalog: records of each kind, in file order, unique by id within a kind.
class Catalog {
public:
  std::vector<GpuSpec> gpus;
  std::vector<CpuSpec> cpus;
  std::vector<DimmSpec> dimms;
  std::vector<PsuSpec> psus;
  std::vector<CircuitSpec> circuits;
  std::vector<FamilySpec> families;
  std::vector<ModelSpec> models;
  std::vector<Assumption> assumptions;
  std::vector<DriveSpec> drives;
  std::vector<NicSpec> nics;
  std::vector<PlatformSpec> platforms;
  std::vector<LineupSpec> lineup;
  std::vector<PriceSpec> prices;

  // Parses and validates catalog JSON text. `origin` names the file in messages.
  // Throws CatalogError listing every problem, one per line: "origin: kind 'id': field: what".
  static Catalog parse(std::string_view json_text, const std::string& origin);

  // Overlays catalog JSON text by id: a record whose id is new must be complete; a record with
  // a known id is merged into it field by field (RFC 7396 merge patch: a price-only or
  // figure-only record is enough, null removes a field). Throws CatalogError like parse.
  void overlay_text(std::string_view json_text, const std::string& origin);

  // Adds or replaces whole records of `overlay` by id (a replaced record keeps its position).
  void overlay(const Catalog& other);

  // Cross-record checks (a model's family exists; every assumption the models read exists,
  // has its unit and lies in its range: assumptions.hpp). Throws CatalogError, one line each.
  void validate_references(const std::string& origin) const;

  // Lookups accept the id in any case, the display name or an alias. Throw UsageError
  // with a "did you mean" suggestion when nothing matches.
  const GpuSpec& gpu(std::string_view key) const;
  const CpuSpec& cpu(std::string_view key) const;
  const DimmSpec& dimm(std::string_view key) const;
  const PsuSpec& psu(std::string_view key) const;
  const CircuitSpec& circuit(std::string_view key) const;
  const ModelSpec& model(std::string_view key) const;
  const FamilySpec& family(std::string_view key) const;
  const PlatformSpec& platform(std::string_view key) const;
  const LineupSpec* lineup_entry(std::string_view id) const;
  // The price of a record by id, or nullptr.
  const PriceSpec* price(std::string_view id) const;
  // The currency of the price list ("" when there are no prices).
  std::string currency() const;
  // An assumption record (typed values: Assumptions::from); throws CatalogError when missing.
  const Assumption& assumption_record(std::string_view id) const;

  // Any record by id, for `catalog show`. nullptr when unknown.
  const Provenance* find_any(std::string_view key, std::string* kind = nullptr) const;
  std::vector<std::string> all_ids() const;
  // Every record of every kind (not prices), in catalog order.
  std::vector<const Provenance*> records() const;
  // The latest as-of date of any record (YYYY-MM-DD): how current the figures are.
  std::string as_of() const;
};

// The catalog compiled into the binary (data/catalog.json).
std::string_view embedded_catalog_json();

// Closest string by edit distance, or empty if nothing is close. Used for "did you mean".
std::string closest_match(std::string_view key, const std::vector<std::string>& candidates);

} // namespace vsize
