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
  std::string raw_json; // the record as read, for `catalog show`
  std::optional<double> price_usd; // optional list price per unit (parts only)
  std::string price_as_of;
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

struct FamilySpec : Provenance {
  std::string kind;    // "cnn" or "transformer"
  std::string trainer; // "ultralytics", "detectron2", ...
  bool ema = false;
  double compute_efficiency = 0;
  double compute_efficiency_fp32 = 0;
  double memory_traffic_per_activation_byte = 0;
  double step_overhead_ms = 0;
  double loader_images_per_core_s = 0;
  double assigner_bytes_per_object_anchor = 0; // loss label assignment (0: negligible)
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
  std::optional<int> patch_px;
  std::optional<int> layers;
  std::optional<int> embed_dim;

  // Instance masks are rasterised per object on the CPU (segment, instance-segment).
  bool has_instance_masks() const { return task == "segment" || task == "instance-segment"; }
};

struct Assumption : Provenance {
  double value = 0;
  std::string unit;
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

  // Parses and validates catalog JSON text. `origin` names the file in messages.
  // Throws CatalogError listing every problem, one per line: "origin: kind 'id': field: what".
  static Catalog parse(std::string_view json_text, const std::string& origin);

  // Adds or replaces records of `overlay` by id (a replaced record keeps its position).
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
  // An assumption record (typed values: Assumptions::from); throws CatalogError when missing.
  const Assumption& assumption_record(std::string_view id) const;

  // Any record by id, for `catalog show`. nullptr when unknown.
  const Provenance* find_any(std::string_view key, std::string* kind = nullptr) const;
  std::vector<std::string> all_ids() const;
};

// The catalog compiled into the binary (data/catalog.json).
std::string_view embedded_catalog_json();

// Closest string by edit distance, or empty if nothing is close. Used for "did you mean".
std::string closest_match(std::string_view key, const std::vector<std::string>& candidates);

} // namespace vsize
