#pragma once
// What the models find about a configuration, as data: a code, its severity, the part it
// concerns and the figures involved. The core never words a finding; the report layer does
// (src/report/findings_text.cpp), and JSON carries the code, the figures and the sentence.
#include "vsize/enums.hpp"

#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace vsize {

enum class FindingCode {
  // Chassis rules (platform_model): part = platform.
  gpu_not_qualified,
  gpu_form_factor_mismatch,
  gpu_count_not_allowed, // count
  gpu_power_over_platform, // gpu_w, max_gpu_w
  no_platform_takes, // part = GPU; count (check without --platform: no catalog platform takes them)
  no_platform_takes_cpu, // part = the platform that takes the GPUs without the pinned CPU; count
  // M1/M2 memory and batch.
  mig_unsupported, // part = GPU
  batch_below_ranks, // global_batch, ranks
  batch_does_not_fit, // fraction, capacity_gb, need_gb (batch 1's reserved), fraction_needed (absent: batch 1 does not fit the whole GPU either)
  device_memory_exceeded, // batch_per_gpu, device_used_gb, capacity_gb, mig (1 = MIG instance), batch_fits
  batch_not_multiple, // global_batch, ranks, batch_per_gpu, batch_global
  // A batch sized to memory held at the recipe's global batch: batch_fits (what memory takes a
  // GPU), batch_per_gpu (held), ranks, batch_global, large_batch
  global_batch_capped,
  batch_holds_dataset, // batch_global, dataset_images, epochs (one optimizer step an epoch)
  // A batch sized to memory leaves so few optimizer steps an epoch that Ultralytics' warm-up (at
  // least warmup-min-iterations) runs far past its warmup-epochs: batch_global, dataset_images,
  // steps_per_epoch, warmup_epochs (the epochs the warm-up takes), epochs
  warmup_long,
  // part = family; batch_per_gpu, small_batch (the family's batchnorm_small_batch), batch_fits (what
  // memory takes a GPU, where the recipe's global batch holds the batch below it; absent: none)
  batchnorm_batch_small,
  cache_fragments, // reserved_gb (after hours), need_gb (the peak step), capacity_gb
  // The batch fits as predicted, not at the family's memory band's low end (runs that needed more
  // than predicted): batch_per_gpu, need_gb (the need at that end, context included), capacity_gb,
  // fraction (the band's low end, negative)
  memory_band_past_capacity,
  // M3 compute.
  precision_unsupported, // part = GPU
  // AMP in FP16 on a GPU whose torch.mm reaches clearly more in BF16 (same peak), with a trainer
  // that has the BF16 switch: part = GPU; matmul_share (FP16, used), matmul_share_bf16
  amp_bf16_faster,
  // Labels an image past what the family's time and memory hold (an RT-DETR's matcher and
  // denoising grow with them): part = model; objects, objects_caution (the family's
  // label_caution_objects)
  labels_uncounted,
  // A GPU without a torch.mm share of its own (borrowed or typical): part = GPU; its time rests on
  // other GPUs' measurements
  gpu_speed_unmeasured,
  // M6 host.
  cpu_sockets_unsupported, // part = CPU; max_sockets, sockets
  no_adequate_cpu, // sockets
  cores_below_minimum, // part = CPU; sockets, cores, min_cores_per_gpu, min_cores
  cores_below_guideline, // part = a described host's CPU; as cores_below_minimum (a warning)
  threads_too_few, // part = CPU; sockets, threads, processes, workers, workers_fit (--workers that fits)
  workers_sized_down, // part = CPU; workers (per job now), workers_requested (the default), processes, threads
  loader_workers_few, // workers (a rank), cores, workers_fit (a rank, on the idle cores), loader_images_per_s (now), loader_images_per_s_fit, gpu_images_per_s (the job's, as the table's)
  cores_shared, // part = CPU; tasks, cores, threads, loader_cores
  pcie_lanes_short, // part = CPU; sockets, lanes_available, gpus, gpu_lanes, drives, nics, lanes_required
  ram_unreachable, // part = CPU; sockets, ram_gb
  ram_pinned_short, // ram_gb (installed), required_gb (what the job holds), cache_copies, ram_without_cache_gb
  ram_below_rule_of_thumb, // ram_gb, rule_gb, ram_to_gpu_memory_ratio, required_gb
  ram_over_slots, // part = CPU; ram_gb, max_gb (what the slots hold with the catalog's DIMMs)
  ram_unbalanced, // part = CPU; ram_gb, channels, below_gb, above_gb (balanced populations around it)
  pcie_lanes_need_switches, // part = CPU; lanes_required, lanes_available (no chassis given)
  gpu_consumer_in_server, // part = GPU (GeForce: no ECC, a driver licence without data-centre use)
  cpu_pcie_gen_lower, // part = CPU; cpu_gen
  ram_cache_sets_ram, // cache_gb, copies, ram_gb, ram_without_cache_gb (--cache disk, evaluated), train_s, train_s_disk_cache
  ram_two_dimms_per_channel, // total_gb, speed_mt_s (absent: not published), speed_1dpc_mt_s
  cpu_not_on_platform, // part = CPU
  cpu_tdp_over_platform, // part = CPU; tdp_w, max_w
  sockets_over_platform, // sockets, platform_sockets
  sockets_below_platform, // sockets, platform_sockets (the chassis is built with every socket filled)
  drives_over_bays, // part = drive; tier (TierRole), drives, bays that take it
  raid5_rebuild_long, // part = drive; rebuild_h, max_h
  raid10_rebuild_long, // part = drive; rebuild_h, max_h (the failed drive's mirror is the last copy)
  ingest_too_slow, // part = NIC; ingest_h, window_h
  // part = the receiving tier's drive; ingest_h, window_h, tier, rated_gb_per_s (its write), needed (GB/s the
  // window asks), nic_gb_per_s (the data NIC's rate at bulk-copy efficiency)
  ingest_writes_slow,
  nics_over_slots, // part = platform; nics, slots
  cache_not_supported, // part = family
  cache_moved_to_disk, // needed_gb, max_gb, epoch_s, epoch_s_with_ram_cache
  host_clock_slows_epoch, // part = CPU; cpu_ghz, ref_ghz, epoch_s, epoch_s_at_ref (host Python at the base clock)
  host_clock_carries_epoch, // part = CPU vsize chose; cpu_ghz, ref_ghz, epoch_s, epoch_s_at_ref (its fast clock)
  validation_dominates, // val_s, epoch_s, ranks (validation is at least half the epoch: faster GPUs shorten the rest)
  val_batches_below_ranks, // ranks, val_batches, val_batch: fewer validation batches than ranks (one-image batches)
  // batch_global, ranks, batch_per_gpu, dispatch_ms, gpu_ms: a --batch given as a number, split over
  // ranks whose step the host's dispatch bounds: more GPUs add ranks, not speed
  dispatch_bound_ranks,
  // --dataset-growth: storage holds the plan's last year, the rest today's data. years,
  // dataset_images (today), images_planned, train_s, train_s_planned (the same server, its CPU and
  // RAM, on the grown dataset), ram_gb, grown_state (0: as today; 1: the RAM cache no longer fits that
  // RAM; 2: the grown dataset does not fit the server), video_hours_planned (the footage grown; 0:
  // images)
  dataset_grows,
  cache_disk_by_default, // ram_gb, ram_with_cache_gb, train_s, train_s_ram_cache (a RAM cache would not shorten training)
  cache_none_by_default, // cache_gb (the disk cache), train_s, train_s_disk_cache (nor would a disk cache)
  // train_s, train_s_ram_cache, cache_build_s: the RAM cache, built in every run, trains longer than
  // the disk cache, whose .npy files the first run writes once
  cache_disk_builds_once,
  cache_none_disk_unfit, // cache_gb (the disk cache), train_s: the RAM cache moved to disk fits no drive plan
  video_decode_pipeline, // --decode video: NVDEC through DALI, not the trainer's image loader
  nvdec_unknown, // part = GPU: no NVDEC figures in the catalog
  // M5 data pipeline.
  loader_starved,
  // M7 power.
  no_circuit_in_region,
  circuit_overloaded, // part = circuit; load_w, usable_w, circuits (a feed), phase_w (three-phase), feeds
  several_circuits_needed, // part = circuit; load_w, usable_w, circuits (a feed), phase_w (three-phase), feeds
  no_psu_for_load,
  psu_not_on_circuit, // part = PSU
  psus_too_few, // part = PSU; pinned count, capacity_w (absent: a chassis with power zones), sizing_w, units_needed (the count that carries it), bays (the chassis' PSU bays; absent: no chassis)
  psus_over_bays, // part = platform; pinned count (psus), bays
  psus_below_build, // part = platform; pinned count (psus), units (what the vendor builds it with)
  psu_not_offered, // part = PSU (the platform does not list it)
  redundancy_not_supported, // part = platform; the pinned scheme (0 = n+1, 1 = n+n)
  psu_zone_short, // part = platform; zone index, units needed, bays, zone load W
  // Clusters (cluster_model): part = fabric unless said.
  cluster_slower_than_one_node, // nodes, speedup, allreduce_ms, fabric_gb_per_s, gpu_link_gb_per_s
  fabric_sets_allreduce, // nodes, speedup, fabric_gb_per_s, gpu_link_gb_per_s
  fabric_beyond_link, // part = the pinned fabric; fabric_gb_per_s, gpu_link_gb_per_s (vsize's own choice carries the link)
  fabric_over_tcp,
  nics_limited_by_slots, // part = platform; nics, slots, needed (NICs that would carry the GPU link)
  node_over_rack_power, // load_w (one node), max_w (rack budget)
  shared_storage_short, // read_gb_per_s, rated_gb_per_s
  // Economics: --utilisation below the share of the day the goal's experiments keep this server
  // busy; utilisation (given), utilisation_goal (N x h / 24 h), experiments (N), busy_s (N x h, the
  // server's hours a day)
  utilisation_below_goal,
  // One training outlasts the service life at the utilisation: its calendar time, its hours / U;
  // years (that time), life_years, utilisation
  training_past_life,
};

// The figures findings carry, by name; the spelling is the JSON key (findings[].figures).
enum class Fig {
  count,
  gpu_w,
  max_gpu_w,
  global_batch,
  ranks,
  fraction,
  capacity_gb,
  batch_per_gpu,
  device_used_gb,
  mig_instance,
  batch_global,
  reserved_gb,
  need_gb,
  max_sockets,
  sockets,
  cores,
  min_cores_per_gpu,
  min_cores,
  threads,
  processes,
  workers,
  tasks,
  loader_cores,
  lanes_available,
  gpus,
  gpu_lanes,
  drives,
  nics,
  lanes_required,
  ram_gb,
  dimm_slots,
  max_gb,
  required_gb,
  rule_gb,
  cache_copies,
  ram_to_gpu_memory_ratio,
  cpu_pcie_gen,
  cache_gb,
  ram_without_cache_gb,
  speed_mt_s,
  speed_1dpc_mt_s,
  tdp_w,
  max_w,
  platform_sockets,
  bays,
  slots,
  needed_gb,
  epoch_s,
  epoch_s_with_ram_cache,
  load_w,
  usable_w,
  circuits,
  psus,
  capacity_w,
  sizing_w,
  n_plus_n,
  zone,
  units_needed,
  zone_load_w,
  nodes,
  speedup,
  allreduce_ms,
  fabric_gb_per_s,
  gpu_link_gb_per_s,
  needed,
  read_gb_per_s,
  rated_gb_per_s,
  workers_fit,
  workers_requested,
  cpu_ghz,
  ref_ghz,
  epoch_s_at_ref,
  ram_with_cache_gb,
  train_s,
  train_s_ram_cache,
  train_s_disk_cache,
  cache_build_s,
  nic_gb_per_s,
  tier,
  rebuild_h,
  max_h,
  ingest_h,
  window_h,
  small_batch,
  matmul_share,
  matmul_share_bf16,
  batch_fits, // the largest batch per GPU whose need fits the capacity (0: none)
  channels,
  below_gb,
  above_gb,
  steps_per_epoch,
  warmup_epochs,
  large_batch,
  dataset_images,
  epochs,
  val_s,
  fraction_needed,
  loader_images_per_s,
  loader_images_per_s_fit,
  phase_w,
  feeds,
  years,
  images_planned,
  train_s_planned,
  grown_state,
  video_hours_planned,
  val_batches,
  val_batch,
  utilisation,
  utilisation_goal,
  experiments,
  busy_s,
  objects,
  objects_caution,
  dispatch_ms,
  gpu_ms,
  gpu_images_per_s,
  life_years,
};
VSIZE_ENUM_SPELLINGS(
    Fig, {Fig::count, "count"}, {Fig::gpu_w, "gpu_w"}, {Fig::max_gpu_w, "max_gpu_w"},
    {Fig::global_batch, "global_batch"}, {Fig::ranks, "ranks"}, {Fig::fraction, "fraction"},
    {Fig::capacity_gb, "capacity_gb"}, {Fig::batch_per_gpu, "batch_per_gpu"}, {Fig::device_used_gb, "device_used_gb"},
    {Fig::mig_instance, "mig_instance"}, {Fig::batch_global, "batch_global"}, {Fig::reserved_gb, "reserved_gb"},
    {Fig::need_gb, "need_gb"}, {Fig::max_sockets, "max_sockets"}, {Fig::sockets, "sockets"}, {Fig::cores, "cores"},
    {Fig::min_cores_per_gpu, "min_cores_per_gpu"}, {Fig::min_cores, "min_cores"}, {Fig::threads, "threads"},
    {Fig::processes, "processes"}, {Fig::workers, "workers"}, {Fig::tasks, "tasks"},
    {Fig::loader_cores, "loader_cores"}, {Fig::lanes_available, "lanes_available"}, {Fig::gpus, "gpus"},
    {Fig::gpu_lanes, "gpu_lanes"}, {Fig::drives, "drives"}, {Fig::nics, "nics"},
    {Fig::lanes_required, "lanes_required"}, {Fig::ram_gb, "ram_gb"}, {Fig::dimm_slots, "dimm_slots"},
    {Fig::max_gb, "max_gb"}, {Fig::required_gb, "required_gb"}, {Fig::rule_gb, "rule_gb"},
    {Fig::cache_copies, "cache_copies"}, {Fig::ram_to_gpu_memory_ratio, "ram_to_gpu_memory_ratio"},
    {Fig::cpu_pcie_gen, "cpu_pcie_gen"}, {Fig::cache_gb, "cache_gb"},
    {Fig::ram_without_cache_gb, "ram_without_cache_gb"}, {Fig::speed_mt_s, "speed_mt_s"},
    {Fig::speed_1dpc_mt_s, "speed_1dpc_mt_s"}, {Fig::tdp_w, "tdp_w"}, {Fig::max_w, "max_w"},
    {Fig::platform_sockets, "platform_sockets"}, {Fig::bays, "bays"}, {Fig::slots, "slots"},
    {Fig::needed_gb, "needed_gb"}, {Fig::epoch_s, "epoch_s"}, {Fig::epoch_s_with_ram_cache, "epoch_s_with_ram_cache"},
    {Fig::load_w, "load_w"}, {Fig::usable_w, "usable_w"}, {Fig::circuits, "circuits"}, {Fig::psus, "psus"},
    {Fig::capacity_w, "capacity_w"}, {Fig::sizing_w, "sizing_w"}, {Fig::n_plus_n, "n_plus_n"}, {Fig::zone, "zone"},
    {Fig::units_needed, "units_needed"}, {Fig::zone_load_w, "zone_load_w"}, {Fig::nodes, "nodes"},
    {Fig::speedup, "speedup"}, {Fig::allreduce_ms, "allreduce_ms"}, {Fig::fabric_gb_per_s, "fabric_gb_per_s"},
    {Fig::gpu_link_gb_per_s, "gpu_link_gb_per_s"}, {Fig::needed, "needed"}, {Fig::read_gb_per_s, "read_gb_per_s"},
    {Fig::rated_gb_per_s, "rated_gb_per_s"}, {Fig::workers_fit, "workers_fit"},
    {Fig::workers_requested, "workers_requested"}, {Fig::cpu_ghz, "cpu_ghz"}, {Fig::ref_ghz, "ref_ghz"},
    {Fig::epoch_s_at_ref, "epoch_s_at_ref"}, {Fig::ram_with_cache_gb, "ram_with_cache_gb"}, {Fig::train_s, "train_s"},
    {Fig::train_s_ram_cache, "train_s_ram_cache"}, {Fig::train_s_disk_cache, "train_s_disk_cache"},
    {Fig::cache_build_s, "cache_build_s"}, {Fig::nic_gb_per_s, "nic_gb_per_s"}, {Fig::tier, "tier"},
    {Fig::rebuild_h, "rebuild_h"}, {Fig::max_h, "max_h"}, {Fig::ingest_h, "ingest_h"}, {Fig::window_h, "window_h"},
    {Fig::small_batch, "small_batch"}, {Fig::matmul_share, "matmul_share"},
    {Fig::matmul_share_bf16, "matmul_share_bf16"}, {Fig::batch_fits, "batch_fits"}, {Fig::channels, "channels"},
    {Fig::below_gb, "below_gb"}, {Fig::above_gb, "above_gb"}, {Fig::steps_per_epoch, "steps_per_epoch"},
    {Fig::warmup_epochs, "warmup_epochs"}, {Fig::large_batch, "large_batch"}, {Fig::dataset_images, "dataset_images"},
    {Fig::epochs, "epochs"}, {Fig::val_s, "val_s"}, {Fig::fraction_needed, "fraction_needed"},
    {Fig::loader_images_per_s, "loader_images_per_s"}, {Fig::loader_images_per_s_fit, "loader_images_per_s_fit"},
    {Fig::phase_w, "phase_w"}, {Fig::feeds, "feeds"}, {Fig::years, "years"}, {Fig::images_planned, "images_planned"},
    {Fig::train_s_planned, "train_s_planned"}, {Fig::grown_state, "grown_state"},
    {Fig::video_hours_planned, "video_hours_planned"}, {Fig::val_batches, "val_batches"}, {Fig::val_batch, "val_batch"},
    {Fig::utilisation, "utilisation"}, {Fig::utilisation_goal, "utilisation_goal"}, {Fig::experiments, "experiments"},
    {Fig::busy_s, "busy_s"}, {Fig::objects, "objects"}, {Fig::objects_caution, "objects_caution"},
    {Fig::dispatch_ms, "dispatch_ms"}, {Fig::gpu_ms, "gpu_ms"}, {Fig::gpu_images_per_s, "gpu_images_per_s"},
    {Fig::life_years, "life_years"});

inline constexpr std::size_t k_max_finding_figures = 8;

struct FigureValue {
  Fig name;
  double value;
};

struct Finding {
  FindingCode code;
  std::string part; // catalog id of the part concerned, or empty
  std::array<FigureValue, k_max_finding_figures> figures{};
  std::size_t figure_count = 0;

  // Whether the finding carries the figure `name` (one that does not apply is left out: JSON null).
  bool has(Fig name) const {
    for (std::size_t i = 0; i < figure_count; ++i) {
      if (figures[i].name == name) return true;
    }
    return false;
  }

  // The figure `name` (0 when the finding does not carry it).
  double operator[](Fig name) const {
    for (std::size_t i = 0; i < figure_count; ++i) {
      if (figures[i].name == name) {
        return figures[i].value;
      }
    }
    return 0.0;
  }
};

// The fixed facts of a code: its JSON id, its severity and the figures it carries, in the order
// JSON lists them.
struct FindingInfo {
  FindingCode code;
  const char* id;
  Severity severity;
  std::array<Fig, k_max_finding_figures> figure_names;
  std::size_t figure_count;
};

const FindingInfo& finding_info(FindingCode code);
inline Severity severity(const Finding& f) { return finding_info(f.code).severity; }

// Every code's facts, in the order of FindingCode.
const std::vector<FindingInfo>& finding_infos();

using Findings = std::vector<Finding>;

// A figure as a finding is built: std::nullopt where it does not apply to this case (the
// finding then does not carry it, and JSON gives null, never a 0 that reads as a value).
struct FigureInput {
  Fig name;
  std::optional<double> value;
};

inline void add_finding(Findings& out, FindingCode code, std::string part = {},
                        std::initializer_list<FigureInput> figures = {}) {
  Finding f{code, std::move(part), {}, 0};
  for (const FigureInput& v : figures) {
    if (v.value && f.figure_count < k_max_finding_figures) {
      f.figures[f.figure_count++] = FigureValue{v.name, *v.value};
    }
  }
  out.push_back(std::move(f));
}

} // namespace vsize
