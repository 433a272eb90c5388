// The JSON every command shares (schema_version 1, SPEC §5): provenance, every resolved input,
// a configuration with the figures of each stage, findings as codes, figures and sentences,
// and the recommendation.
#include "text.hpp"
#include "vsize/report.hpp"
#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <cmath>

namespace vsize {

using nlohmann::json;

namespace {

// Rounds for stable, readable JSON: `digits` decimals; a figure that is not finite is null, never
// a silent 0 (the schema's figures are nullable where an input can make them infinite).
json rnd(double v, int digits = 3) {
  if (!std::isfinite(v)) {
    return nullptr;
  }
  double p = std::pow(10.0, digits);
  return std::round(v * p) / p;
}

json gb3(double bytes) { return rnd(units::gb(bytes), 3); }

// What a measurement would show, given the family's leave-one-source-out errors (measured =
// predicted / (1 + error)): [low end, high end].
json reserved_range_json(const MemoryPlan& p, const FamilySpec& f) {
  auto [low, high] = reserved_range_bytes(p, f.memory_error_low, f.memory_error_high);
  return json::array({gb3(low), gb3(high)});
}

json memory_json(const Evaluation& e) {
  const MemoryPlan& p = e.memory;
  const MemoryBreakdown& m = p.breakdown;
  return {{"batch_per_gpu", p.batch_per_gpu},
          {"batch_global", p.batch_global},
          // Ultralytics' batch= is the job's global batch; timm and torchvision take a batch per GPU
          // (batch_per_gpu): null for them, not a number to pass.
          {"ultralytics_batch_arg", e.family->trainer == "ultralytics" ? json(p.batch_global) : json(nullptr)},
          {"per_gpu",
           {{"context_gb", gb3(m.context_bytes)},
            {"nccl_buffers_gb", gb3(m.nccl_bytes)},
            {"model_states_gb", gb3(m.model_states_bytes)},
            {"extra_states_gb", gb3(m.extra_states_bytes)},
            {"workspace_gb", gb3(m.workspace_bytes)},
            {"activations_gb", gb3(m.activations_bytes)},
            {"activation_per_image_gb", rnd(units::gb(m.activation_bytes_per_image), 4)},
            {"assigner_gb", gb3(m.assigner_bytes)},
            {"assigner_cache_gb", gb3(m.assigner_cache_bytes)},
            {"mask_loss_gb", gb3(m.mask_loss_bytes)},
            {"class_head_gb", gb3(m.class_head_bytes)},
            {"attention_scores_gb", gb3(m.attention_scores_bytes)},
            {"denoising_gb", gb3(m.denoising_bytes)},
            {"allocated_peak_gb", gb3(m.allocated_peak_bytes)},
            {"reserved_need_gb", gb3(m.reserved_need_bytes)},
            {"validation_cache_gb", gb3(m.validation_cache_bytes)},
            {"reserved_gb", gb3(m.reserved_bytes)},
            {"reserved_gib", rnd(units::gib(m.reserved_bytes), 3)},
            {"gpu_mem_gb", gb3(m.gpu_mem_bytes)},
            {"gpu_mem_gib", rnd(units::gib(m.gpu_mem_bytes), 3)},
            {"reserved_gb_range", reserved_range_json(p, *e.family)},
            {"device_used_gb", gb3(m.device_used_bytes)},
            {"capacity_gb", gb3(p.capacity_bytes)}}}};
}

void host_parts_json(const Evaluation& e, json& j) {
  const HostPlan& h = e.host;
  j["cpu"] =
      h.cpu ? json{{"id", h.cpu->id},
                   {"sockets", h.sockets},
                   {"cores", h.cpu->cores * h.sockets},
                   // The clock the host's Python is timed at, and the threads the loader shares
                   // (--cpu-ghz and --cpu-threads echoed for a described CPU).
                   {"base_ghz", h.cpu->base_ghz},
                   {"threads", h.cpu->threads * h.sockets},
                   {"chosen", h.cpu_chosen},
                   // A host-bound run on a faster clock: the smallest adequate CPU it passed over.
                   {"smallest_adequate_id", h.smallest_cpu ? json(h.smallest_cpu->id) : json(nullptr)},
                   {"smallest_adequate_train_s", h.smallest_cpu ? json(rnd(h.smallest_cpu_train_s, 1)) : json(nullptr)}}
            : json(nullptr);
  j["ram"] = h.ram
                 ? json{{"total_gb", h.ram->total_gb},
                        {"installed", h.ram->installed},
                        // What the fit needs: installed RAM is checked against its contents, the
                        // rule of thumb is a note there (review s84 C2: 768 needed of 512, yet fits).
                        {"required_gb", rnd(h.ram->installed ? h.ram_need.by_contents_gb : h.ram_need.required_gb, 1)},
                        {"required_by_contents_gb", rnd(h.ram_need.by_contents_gb, 1)},
                        {"required_by_rule_gb", rnd(h.ram_need.by_ratio_gb, 1)},
                        {"dimm_id", h.ram->dimm ? json(h.ram->dimm->id) : json(nullptr)},
                        // Installed RAM of DIMMs vsize does not know: null, not 0 DIMMs.
                        {"dimm_count", h.ram->dimm ? json(h.ram->count) : json(nullptr)},
                        {"dimms_per_channel", h.ram->dimm ? json(h.ram->dimms_per_channel) : json(nullptr)},
                        {"speed_mt_s", h.ram->speed_mt_s > 0 ? json(h.ram->speed_mt_s) : json(nullptr)}}
                 : json(nullptr);
  const auto& psu = e.power.psu;
  json zones = json::array();
  if (psu) {
    for (int i = 0; i < psu->zone_count; ++i) {
      const ZonePlan& z = psu->zones[i];
      const PlatformSpec* pl = e.platform.spec;
      zones.push_back({{"zone", pl ? pl->psu_zones[static_cast<std::size_t>(i)].name : std::string("system")},
                       {"units", z.units},
                       {"bays", z.bays > 0 ? json(z.bays) : json(nullptr)},
                       {"sizing_w", rnd(z.sizing_w, 1)},
                       {"capacity_w", rnd(z.capacity_w, 1)}});
    }
  }
  j["psu"] = psu ? json{{"id", psu->psu->id},
                        {"count", psu->count},
                        {"redundancy", to_string(e.power.redundancy)},
                        {"redundancy_from_chassis", e.power.redundancy_from_platform},
                        {"rating_w", psu->rating_w},
                        {"nameplate_w", psu->rating_w * psu->count},
                        {"load_fraction", rnd(psu->load_fraction, 3)},
                        {"efficiency", rnd(psu->efficiency, 4)},
                        {"gpu_excursion_factor", e.power.excursion_factor},
                        {"zones", zones}}
                 : json(nullptr);
}

json data_json(const Evaluation& e) {
  const HostPlan& h = e.host;
  const Schedule& s = e.schedule;
  return {{"workers_per_rank", h.workers_per_process},
          {"processes", e.data.processes},
          {"cache", to_string(e.data.cache)},
          {"cache_moved_to_disk", e.data.cache_moved_to_disk},
          {"nvme_drive", e.storage.data().drive ? json(e.storage.data().drive->id) : json(nullptr)},
          // A server outside the catalog: its NICs are not planned (null), not none.
          {"nics", e.platform.spec || h.nics > 0 ? json(h.nics) : json(nullptr)},
          {"nic", e.storage.ingest.nic ? json(e.storage.ingest.nic->id) : json(nullptr)},
          {"cores_required", h.cores_required},
          {"pcie_lanes_required", h.lanes_required},
          // No cache: null (not applicable), never 0.
          {"cache_gb", e.data.cache == CacheMode::none ? json(nullptr) : gb3(e.data.cache_bytes_one_copy)},
          {"cache_copies", e.data.cache_copies},
          // The validation images' RAM cache: one copy a process that validates (review r21a #9).
          {"val_cache_gb", e.data.val_cache_copies > 0 ? gb3(e.data.val_cache_bytes_one_copy) : json(nullptr)},
          {"val_cache_copies", e.data.val_cache_copies},
          {"loader_images_per_s", rnd(s.loader_images_per_s, 1)},
          {"storage_images_per_s", s.storage_images_per_s ? json(rnd(*s.storage_images_per_s, 1)) : json(nullptr)},
          {"shared_storage_images_per_s",
           s.shared_storage_images_per_s ? json(rnd(*s.shared_storage_images_per_s, 1)) : json(nullptr)},
          {"nvme_drives", e.storage.data().count},
          {"nvme_needed_tb", rnd(units::tb(e.storage.data().content_bytes), 3)},
          {"nvdec_images_per_s", s.nvdec_images_per_s ? json(rnd(*s.nvdec_images_per_s, 1)) : json(nullptr)},
          {"bottleneck", to_string(s.bottleneck)}};
}

json tier_json(const StoragePlan& p, const Tier& t) {
  json holds = json::array();
  for (const auto& sp : EnumTraits<Holding>::spellings) {
    if (t.has(sp.value)) {
      holds.push_back(sp.name);
    }
  }
  // A tier with no drive planned (nothing to hold) has no array: null, not RAID 6 at 0 GB/s.
  auto of_array = [&t](json v) { return t.drive ? v : json(nullptr); };
  return {{"role", to_string(t.role)},
          {"drive_id", t.drive ? json(t.drive->id) : json(nullptr)},
          {"count", t.count},
          {"raid", of_array(raid_level(t.raid))},
          {"raid_groups", of_array(t.groups)},
          {"usable_tb", of_array(rnd(units::tb(t.usable_bytes), 3))},
          {"content_tb", rnd(units::tb(t.content_bytes), 3)},
          {"read_gb_per_s", of_array(rnd(units::gb(t.read_bytes_per_s), 3))},
          {"write_gb_per_s", of_array(rnd(units::gb(t.write_bytes_per_s), 3))},
          // What the server receives: a tier beside it at most at its data NIC's rate.
          {"received_gb_per_s", of_array(rnd(units::gb(p.received_read_bytes_per_s(t.role)), 3))},
          // RAID 0 rebuilds nothing (restored from the bulk tier): null, not an instant rebuild.
          {"rebuild_h", t.drive && t.raid != Raid::raid0 ? json(rnd(units::h(t.rebuild_s), 2)) : json(nullptr)},
          // An HDD array in use rebuilds slower than md's idle ceiling: its fast and slow end.
          {"rebuild_in_use_h", t.rebuild_loaded_fast_s > 0 ? json::array({rnd(units::h(t.rebuild_loaded_fast_s), 2),
                                                                          rnd(units::h(t.rebuild_loaded_slow_s), 2)})
                                                           : json(nullptr)},
          {"holds", holds},
          {"external", t.external},
          {"bays", t.drive ? json(t.bays) : json(nullptr)},
          {"over_bays", t.over_bays}};
}

json storage_json(const Evaluation& e, const Workload& w) {
  const StoragePlan& p = e.storage;
  const Contents& c = p.contents;
  json tiers = json::array();
  for (const Tier& t : p.tiers.tier) {
    tiers.push_back(tier_json(p, t));
  }
  return {{"tiers", tiers},
          {"layout", p.tiers.option.empty() ? json(nullptr) : json(std::string(p.tiers.option))},
          {"dataset_tb", rnd(units::tb(c.dataset_bytes), 4)},
          {"dataset_tb_planned", rnd(units::tb(c.dataset_bytes * p.inputs.growth_factor), 4)},
          {"raw_video_tb", rnd(units::tb(c.raw_video_bytes), 4)},
          {"raw_video_tb_planned", rnd(units::tb(c.raw_video_bytes * p.inputs.growth_factor), 4)},
          {"disk_cache_tb", rnd(units::tb(c.disk_cache_bytes), 4)},
          {"checkpoints_tb", rnd(units::tb(c.checkpoint_bytes), 4)},
          {"growth_percent", w.storage.growth_percent},
          {"plan_years", w.storage.plan_years},
          {"growth_factor", rnd(p.inputs.growth_factor, 4)},
          {"bays_full_after_years", p.bays_full_years ? json(rnd(*p.bays_full_years, 2)) : json(nullptr)},
          {"read_needed_gb_per_s", rnd(units::gb(c.read_needed_bytes_per_s), 4)},
          {"data_restore_h", p.data_restore_s() ? json(rnd(units::h(*p.data_restore_s()), 2)) : json(nullptr)},
          {"roomier_platform", p.roomier_platform ? json(p.roomier_platform->id) : json(nullptr)}};
}

json network_json(const Evaluation& e, const Workload& w) {
  const HostPlan& h = e.host;
  const Ingest& g = e.storage.ingest;
  json nics = json::array();
  if (g.nic) {
    // Outside the catalog the data NIC is the one that would do, its count not planned: null.
    nics.push_back({{"id", g.nic->id},
                    {"gbit_s", g.nic->speed_gbps},
                    {"role", "data"},
                    {"count", e.platform.spec || h.data_nics > 0 ? json(h.data_nics) : json(nullptr)}});
  }
  if (h.east_west_nic) {
    nics.push_back({{"id", h.east_west_nic->id},
                    {"gbit_s", h.east_west_nic->speed_gbps},
                    {"role", "east-west"},
                    {"count", h.east_west_nics}});
  }
  return {{"nics", nics},
          {"ingest_hours", w.ingest_hours()},
          {"ingest_tb", rnd(units::tb(g.bytes), 4)},
          {"ingest_gb_per_s", rnd(units::gb(g.rate_bytes_per_s), 3)},
          {"ingest_h", rnd(units::h(g.seconds), 3)},
          {"ingest_too_slow", g.too_slow},
          // Footage trained as frames: extracting them once (null without footage to extract, or
          // without NVDEC figures for the GPU).
          {"frame_extraction_h", g.extract_s > 0 ? json(rnd(units::h(g.extract_s), 3)) : json(nullptr)}};
}

json time_json(const Evaluation& e) {
  const Schedule& s = e.schedule;
  return {{"step_s", rnd(s.step_s, 4)},
          {"compute_images_per_s", rnd(s.compute_images_per_s, 1)},
          {"gpu_images_per_s", rnd(s.gpu_images_per_s, 1)},
          {"images_per_s", rnd(s.images_per_s, 1)},
          {"scaling_efficiency", rnd(s.scaling_efficiency, 3)},
          {"jobs", e.memory.jobs},
          {"val_s", rnd(s.val_s, 1)},
          {"val_rank0_only", s.val_rank0_only},
          {"val_images_slowest_rank", s.val_images_slowest_rank},
          {"epoch_s", rnd(s.epoch_s, 1)},
          {"epoch_s_range", json::array({rnd(s.epoch_s_fast, 1), rnd(s.epoch_s_slow, 1)})},
          {"close_mosaic_epochs", s.close_mosaic_epochs},
          {"no_mosaic_epoch_s", rnd(s.no_mosaic_epoch_s, 1)},
          {"no_mosaic_images_per_s", rnd(s.no_mosaic_images_per_s, 1)},
          {"no_mosaic_bottleneck", to_string(s.no_mosaic_bottleneck)},
          {"run_s", rnd(s.run_overhead_s, 1)},
          {"final_val_s", rnd(s.final_val_s, 1)},
          {"train_s", rnd(s.train_s, 0)},
          {"train_s_range", json::array({rnd(s.train_s_fast, 0), rnd(s.train_s_slow, 0)})},
          {"error_band", {{"low", s.error_low}, {"high", s.error_high}}},
          {"confidence", s.confidence},
          {"error_at_confidence", rnd(s.error_at_confidence, 4)},
          {"train_s_at_confidence", rnd(s.train_s_confident, 0)},
          {"experiments_per_night", s.experiments_per_night},
          {"experiments_per_night_expected", s.experiments_per_night_expected}};
}

// How a circuit's PSUs are connected: "single-phase", or three-phase "line-to-neutral" (400 V:
// 230 V a cord) or "line-to-line" (208 V).
const char* wiring(const CircuitSpec& c) {
  return c.phases != 3 ? "single-phase" : line_to_line(c) ? "line-to-line" : "line-to-neutral";
}

// A three-phase circuit's busiest line current (power_model line_current_a); null single-phase.
json busiest_line_a(const PowerPlan& p) {
  const CircuitSpec& c = *p.circuit->circuit;
  return c.phases == 3 ? json(rnd(line_current_a(c, p.circuit_load_w * p.phase_share), 2)) : json(nullptr);
}

json power_json(const Evaluation& e) {
  const PowerPlan& p = e.power;
  return {
      {"seed_method_w", rnd(p.seed_method_w, 1)},
      {"dc_w", rnd(p.component.dc_w, 1)},
      {"wall_w", rnd(p.wall_w, 1)},
      {"btu_per_h", rnd(p.btu_per_h, 0)},
      {"external_drives_w", rnd(e.storage.external_drive_w(), 1)},
      {"wall_w_basis", "every part at full power (the sum of the parts' rated power, TDP; not the PSUs' nameplate)"},
      {"region", to_string(p.region)},
      {"circuit",
       p.circuit
           ? json{{"id", p.circuit->circuit->id},
                  {"usable_w", p.circuit->usable_w},
                  {"count", p.circuit->count},
                  {"feeds", p.circuit->feeds},
                  {"busiest_phase_w",
                   p.circuit->circuit->phases == 3 ? json(rnd(p.circuit_load_w * p.phase_share, 1)) : json(nullptr)},
                  {"wiring", wiring(*p.circuit->circuit)},
                  {"busiest_line_a", busiest_line_a(p)},
                  {"line_limit_a",
                   p.circuit->circuit->phases == 3 ? json(rnd(line_limit_a(*p.circuit->circuit), 2)) : json(nullptr)}}
           : json(nullptr)}};
}

// One node: its ring; across nodes the two levels of NCCL's ring or tree (comm_model.hpp).
json allreduce_json(const Evaluation& e) {
  const CommPlan& c = e.comm;
  const ClusterAllReduce& k = c.cluster;
  auto ms = [](double s) { return rnd(units::ms(s), 3); };
  bool bridge_gpu = e.gpu->nvlink_topology == NvlinkTopology::bridge && c.active;
  return {{"gradient_bytes", std::llround(c.allreduce.gradient_bytes)},
          {"bytes_per_gpu", std::llround(c.allreduce.bytes_per_gpu)},
          {"link", to_string(c.link.kind)},
          // One GPU has no link to its peers: null ("not applicable"), never 0.
          {"link_gb_per_s", c.link.kind == LinkKind::none ? json(nullptr) : json(rnd(c.link.effective_gb_per_s, 2))},
          // No all-reduce (one GPU, trainings side by side): null; a cluster of 1-GPU nodes has one.
          {"algorithm", !k.active && c.link.kind == LinkKind::none
                            ? json(nullptr)
                            : json(to_string(k.active ? k.algorithm : CollectiveAlgo::ring))},
          {"buckets", k.active ? json(k.buckets) : json(nullptr)},
          {"time_ms", ms(c.allreduce.time_s)},
          {"intra_node_ms", k.active ? ms(k.times.intra_s()) : ms(c.allreduce.time_s)},
          {"inter_node_ms", k.active ? json(ms(k.times.inter_s())) : json(nullptr)},
          {"fabric_gb_per_s", k.active ? json(rnd(e.fabric.busbw_gb_per_s, 2)) : json(nullptr)},
          {"overlapped_ms", ms(c.allreduce.time_s - c.allreduce.exposed_s)},
          {"exposed_ms", ms(c.allreduce.exposed_s)},
          {"without_bridge_ms", c.without_bridge ? json(ms(c.without_bridge->allreduce.time_s)) : json(nullptr)},
          // Whether the ring runs over the cards' NVLink bridge, and whether the cards carry none
          // (--no-nvlink-bridge, said even where the ring would not have used it); null for a GPU
          // that takes none.
          {"nvlink_bridge", bridge_gpu ? json(c.link.kind == LinkKind::nvlink_bridge) : json(nullptr)},
          {"nvlink_bridge_declined", bridge_gpu ? json(e.platform.bridge_declined) : json(nullptr)},
          // The bridges bought for the ring, a node (in the cost's parts); the part is null where the
          // catalog has none for the GPU (then named unpriced), the count 0 where none is bought.
          {"nvlink_bridge_part", e.bridges.bridge ? json(e.bridges.bridge->id) : json(nullptr)},
          {"nvlink_bridges", bridge_gpu ? json(e.bridges.count) : json(nullptr)}};
}

json cluster_json(const Evaluation& e) {
  const ClusterPlan& c = e.cluster;
  if (!c.active) {
    return nullptr;
  }
  const FabricPlan& f = e.fabric;
  const SwitchPlan& sw = c.switches;
  const SharedStorage& st = c.storage;
  json storage = {{"read_gb_per_s", rnd(st.read_gb_per_s, 3)},
                  {"per_node_read_gb_per_s", rnd(st.per_node_read_gb_per_s, 3)},
                  {"every_epoch", st.every_epoch},
                  // The copies each node's data drives hold, read once a dataset (0: read every epoch or
                  // cached in the first).
                  {"staged_gb", rnd(units::gb(st.staged_bytes), 3)},
                  {"stage_s", rnd(st.stage_s, 1)},
                  {"stage_nic_bound", st.stage_nic_bound},
                  {"guidance_gb_per_s", rnd(st.guidance_gb_per_s, 3)},
                  {"guidance_gb_per_s_per_gpu", st.guidance_gb_per_s_per_gpu},
                  {"rated_gb_per_s", st.rated_gb_per_s ? json(*st.rated_gb_per_s) : json(nullptr)}};
  return {{"nodes", c.nodes},
          {"gpus_per_node", c.gpus_per_node},
          {"world_size", e.topo.world_size()},
          // null under --mode per-gpu or mig: no training spans nodes, so the nodes have no fabric.
          {"fabric", !f.active
                         ? json(nullptr)
                         : json{{"id", f.fabric.spec->id},
                                {"gbit_s", f.fabric.spec->gbit_s},
                                {"nics_per_node", f.nics_per_node},
                                {"nic", f.fabric.nic->id},
                                {"rdma", f.fabric.spec->rdma},
                                {"gb_per_s", rnd(f.busbw_gb_per_s, 2)},
                                {"gpu_link_gb_per_s", rnd(f.gpu_link_gb_per_s, 2)},
                                // each NIC's share where the host's PCIe slot carries less than
                                // the fabric (gb_per_s is already capped); null where it does not
                                {"slot_gb_per_s", f.slot_gb_per_s > 0 ? json(rnd(f.slot_gb_per_s, 2)) : json(nullptr)},
                                {"chosen", f.chosen}}},
          {"switches", !sw.sw ? json(nullptr)
                              : json{{"id", sw.sw->id},
                                     {"ports", sw.sw->ports},
                                     {"ports_needed", sw.ports_needed},
                                     {"count", sw.count},
                                     {"leaves", sw.leaves},
                                     {"spines", sw.spines},
                                     // the spines' switch: id's own, or the one its uplinks reach
                                     {"spine_id", sw.spine ? json(sw.spine->id) : json(sw.sw->id)},
                                     {"links", sw.links},
                                     {"switch_w", rnd(sw.switch_w, 1)},
                                     {"cable_w", rnd(sw.cable_w, 1)}}},
          // The nodes' data NICs on the site's Ethernet: counted, neither planned nor priced.
          {"front_end", !e.storage.ingest.nic || e.storage.ingest.count <= 0
                            ? json(nullptr)
                            : json{{"nic", e.storage.ingest.nic->id},
                                   {"nics_per_node", e.storage.ingest.count},
                                   {"gbit_s", e.storage.ingest.nic->speed_gbps},
                                   {"ports", c.nodes * e.storage.ingest.count},
                                   {"planned", false}}},
          {"node_wall_w", rnd(c.node_wall_w, 1)},
          {"wall_w", rnd(c.wall_w, 1)},
          {"btu_per_h", rnd(c.btu_per_h, 0)},
          {"racks", c.racks},
          {"rack_kw", c.rack_kw},
          {"nodes_per_rack", c.nodes_per_rack},
          // count goes with id: the nodes' circuits alone (review s75 C4: 10 read as 10 x 400v-32a-3ph,
          // where 2 were the switches' 230 V ones); total adds the switches'.
          {"circuits", c.circuit ? json{{"id", c.circuit->id},
                                        {"count", c.nodes * c.node_circuits},
                                        {"total", c.circuits},
                                        {"per_node", c.node_circuits},
                                        {"switches", c.switch_circuits},
                                        {"switch_id", c.switch_circuit ? json(c.switch_circuit->id) : json(nullptr)}}
                                 : json(nullptr)},
          {"storage", storage},
          {"one_node_images_per_s", rnd(c.one_node_images_per_s, 1)},
          {"speedup", rnd(c.speedup, 3)},
          {"scaling_efficiency", rnd(c.scaling_efficiency, 3)},
          // true: one node at the cluster's batch a GPU (the global batch grows with the nodes)
          {"weak_scaling", c.weak_scaling}};
}

// A server's cost: never a null amount (SPEC §9); null when no part of it has a price.
// One line of the bill of materials, as explain's price lines give it: units x the unit price in
// the run's currency, the amount every total adds, and the price record behind it (review s74 F8:
// a quote built from JSON had the total but not its lines).
json part_json(const PricedPart& p) {
  json j = {{"id", p.part->id}, {"role", to_string(p.role)}, {"units", p.units}, {"added", p.added}};
  if (!p.price) {
    j.update({{"unit_price", nullptr}, {"amount", nullptr}, {"price", nullptr}});
    return j;
  }
  const PriceSpec& spec = *p.price->spec;
  j.update({{"unit_price", rnd(p.price->amount, 2)},
            {"amount", rnd(p.amount, 0)},
            {"price",
             {{"id", spec.id},
              {"grade", to_string(spec.grade)},
              {"quoted", {{"amount", spec.amount}, {"currency", spec.currency}, {"vat", to_string(spec.vat)}}},
              {"as_of", spec.as_of},
              {"undated", spec.undated},
              {"proxy_for", spec.proxy_for.empty() ? json(nullptr) : json(spec.proxy_for)},
              // As explain's price line cites it: the first source (title, publisher, date, URL, quote).
              {"source", spec.sources.empty() ? json(spec.source) : json(citation_text(spec.sources.front()))}}}});
  return j;
}

json parts_json(const std::vector<PricedPart>& parts) {
  json out = json::array();
  for (const PricedPart& p : parts) {
    out.push_back(part_json(p));
  }
  return out;
}

json cost_json(const CostPlan& c) {
  if (!c.priced || !c.amount) {
    return nullptr;
  }
  const ProxyShare proxy = proxy_share(c);
  std::vector<std::string> proxy_ids = proxy.ids;
  proxy_ids.insert(proxy_ids.end(), proxy.external_ids.begin(), proxy.external_ids.end());
  return {{"amount", rnd(*c.amount, 0)},
          {"currency", c.currency},
          {"as_of", c.as_of.empty() ? c.undated_read : c.as_of},
          {"undated", c.undated_ids},
          {"basis", to_string(c.basis)},
          {"vat", c.vat ? json(to_string(*c.vat)) : json("mixed")},
          {"complete", c.complete()},
          {"whole_server", c.whole_server},
          {"unpriced", unpriced_ids(c)},
          // What of the amount proxy prices stand in for (text: "of it ... proxy prices").
          {"proxy_amount", rnd(proxy.amount, 0)},
          {"proxy_ids", proxy_ids},
          // Null beside a null external_amount (no drives beside the server), as it is (review s84 C5).
          {"external_proxy_amount", c.external_amount ? json(rnd(proxy.external_amount, 0)) : json(nullptr)},
          {"external_drives", c.external_drives},
          {"external_amount", c.external_amount ? json(rnd(*c.external_amount, 0)) : json(nullptr)},
          {"growth_amount", c.growth_amount ? json(rnd(*c.growth_amount, 0)) : json(nullptr)},
          {"parts", parts_json(c.parts)},
          {"external_parts", parts_json(c.external_parts)}};
}

json opt(const std::optional<double>& v, int digits) { return v ? json(rnd(*v, digits)) : json(nullptr); }

json rent_json(const RentPlan& r, const std::string& currency) {
  const RentSpec& x = *r.spec;
  return {{"id", x.id},
          {"gpu", x.gpu},
          {"provider", x.provider},
          {"offer", x.offer},
          {"region", to_string(x.region)},
          {"other_region", r.other_region},
          {"per_gpu_hour", rnd(r.rate(), 4)},
          {"currency", currency},
          {"quoted", {{"per_gpu_hour", x.per_gpu_hour}, {"currency", x.currency}, {"vat", to_string(x.vat)}}},
          // The terms compared: --commitment's, or the offer's own where it has other terms than on demand.
          {"commitment", r.terms()},
          {"on_demand_per_experiment",
           r.on_demand_per_experiment ? json(rnd(*r.on_demand_per_experiment, 2)) : json(nullptr)},
          {"commitment_factor", r.factor},
          {"around_the_clock", r.around_the_clock},
          {"instance_gpus", x.instance_gpus ? json(*x.instance_gpus) : json(nullptr)},
          {"instance_gpus_needed", r.instance_gpus_needed},
          {"trainings_per_gpu", r.trainings_per_gpu > 0 ? json(r.trainings_per_gpu) : json(nullptr)},
          {"setup_fee", r.setup_fee ? json(rnd(*r.setup_fee, 2)) : json(nullptr)},
          {"source", x.sources.empty() ? json(x.source) : json(citation_text(x.sources.front()))},
          {"as_of", x.as_of},
          {"gpus", r.gpus},
          {"rented_gpus", r.rented_gpus},
          {"instead_of", r.instead_of ? json{{"id", r.instead_of->spec->id},
                                             {"rented_gpus", r.instead_of->rented_gpus},
                                             {"per_experiment", rnd(r.instead_of->per_experiment, 2)}}
                                      : json(nullptr)},
          {"per_experiment", rnd(r.per_experiment, 2)}};
}

json economics_json(const Evaluation& e) {
  const EconomicsPlan& p = e.economics;
  if (!p.computed) {
    return nullptr;
  }
  // Above full use owning never wins: null, as the text's "owning is dearer even at full use";
  // against a rent paid around the clock, owning wins below some use or never.
  bool owning_wins = (p.break_even_utilisation && *p.break_even_utilisation <= 1) || p.owning_cheaper_below;
  return {
      {"hours_per_experiment", rnd(p.hours_per_experiment, 4)},
      {"utilisation", rnd(p.utilisation, 4)},
      {"energy_kwh_per_experiment", rnd(p.energy_kwh_per_experiment, 2)},
      {"energy_cost_per_experiment", opt(p.energy_cost_per_experiment, 2)},
      {"capital_per_experiment", opt(report::priced_per_experiment(p.capital_per_experiment, e.cost), 2)},
      {"support_per_experiment", opt(report::priced_per_experiment(p.support_per_experiment, e.cost), 2)},
      {"colocation_per_month", opt(p.colocation_per_month, 2)},
      {"colocation_per_experiment", opt(p.colocation_per_experiment, 2)},
      {"cost_per_experiment", opt(report::priced_per_experiment(p.cost_per_experiment, e.cost), 2)},
      {"currency", e.cost.currency},
      {"rent", p.rent ? rent_json(*p.rent, e.cost.currency) : json(nullptr)},
      {"break_even_utilisation", opt(owning_wins ? p.break_even_utilisation : std::nullopt, 3)},
      // A rent paid around the clock: owning is cheaper below this use (1: at any use).
      {"owning_cheaper_below_utilisation",
       opt(p.owning_cheaper_below ? std::optional<double>(std::min(1.0, *p.owning_cheaper_below)) : std::nullopt, 3)},
      // Months only where owning wins at some use (economics_model.cpp computes none otherwise).
      {"break_even_months", opt(p.break_even_months, 1)}};
}

json platform_json(const Evaluation& e) {
  const PlatformSpec* p = e.platform.spec;
  if (!p) {
    return nullptr;
  }
  return {{"id", p->id}, {"name", p->name}, {"vendor", p->vendor}, {"rack_units", p->rack_units}};
}

json findings_json(const Evaluation& e, const Workload& w) {
  json out = json::array();
  for (const auto& f : e.findings) {
    const FindingInfo& info = finding_info(f.code);
    json figures = json::object();
    for (std::size_t i = 0; i < info.figure_count; ++i) {
      Fig name = info.figure_names[i];
      figures[to_string(name)] = f.has(name) ? json(rnd(f[name], 3)) : json(nullptr);
    }
    out.push_back({{"code", info.id},
                   {"severity", to_string(info.severity)},
                   {"part", f.part.empty() ? json(nullptr) : json(f.part)},
                   {"figures", figures},
                   {"message", finding_text(f, e, w)}});
  }
  return out;
}

} // namespace

json recommendation_json(const Recommendation& r, const Workload& w) {
  json ways = json::array();
  for (const auto& t : r.what_it_takes) {
    ways.push_back({{"change", t.change},
                    {"id", t.id},
                    {"mode", to_string(t.mode)},
                    {"experiments_per_night", t.experiments_per_night},
                    {"cost_per_experiment", opt(t.cost_per_experiment, 2)},
                    {"cost_complete", t.cost_complete},
                    {"servers", t.servers},
                    {"cost_amount_total", t.server_amount ? json(std::round(*t.server_amount * t.servers)) : json()},
                    {"wall_w_total", rnd(t.server_wall_w * t.servers, 1)}});
  }
  if (!r.pick) { // a missed goal, or no goal and nothing fits: what it would take
    return json{{"id", nullptr},
                {"experiments_goal", r.experiments_goal},
                {"goal_given", r.goal_given},
                {"budget", r.budget ? json(*r.budget) : json(nullptr)},
                {"budget_gpus_unpriced", r.budget_gpus_unpriced},
                {"budget_cpus_unpriced", r.budget_cpus_unpriced},
                {"over_budget_by_drives", r.over_budget_by_drives
                                              ? json{{"id", server_id(*r.over_budget_by_drives)},
                                                     {"cost", cost_json(r.over_budget_by_drives->cost)}}
                                              : json(nullptr)},
                {"what_it_takes", ways}};
  }
  json alternatives = json::array();
  for (auto [alt, relation] :
       {std::pair{&r.smaller, "smaller"}, std::pair{&r.larger, "larger"}, std::pair{&r.nearly, "nearly"}}) {
    if (!*alt) {
      continue;
    }
    const Evaluation& a = **alt;
    alternatives.push_back(
        {{"id", server_id(a)},
         {"relation", relation},
         {"mode", to_string(a.mode)},
         {"experiments_per_night", a.schedule.experiments_per_night},
         {"train_s", rnd(a.schedule.train_s, 0)},
         {"wall_w", rnd(a.total_wall_w(), 1)}, // a cluster's: its nodes, switches and cables
         {"cost", cost_json(a.cost)},
         {"cost_per_experiment", opt(report::priced_per_experiment(a.economics.cost_per_experiment, a.cost), 2)},
         // The goal as the pick was held to it (experiments, and the budget with the drives beside).
         {"meets_goal", meets_goal(a, Goal{r.experiments_goal, r.budget})},
         {"changes", report::alternative_change(a, *r.pick, r, a.cost.currency)}});
  }
  json passed_over = json::array();
  for (const auto& a : r.passed_over) {
    passed_over.push_back(
        {{"id", server_id(a)},
         {"mode", to_string(a.mode)},
         {"reason", "batchnorm-batch-small"},
         {"batch_per_gpu", a.memory.batch_per_gpu},
         {"experiments_per_night", a.schedule.experiments_per_night},
         {"cost_per_experiment", opt(report::priced_per_experiment(a.economics.cost_per_experiment, a.cost), 2)}});
  }
  const Evaluation& p = *r.pick;
  return {{"id", server_id(p)},
          {"mode", to_string(p.mode)},
          {"why", report::recommendation_why(r, w)},
          {"experiments_goal", r.experiments_goal},
          {"goal_given", r.goal_given},
          {"budget", r.budget ? json(*r.budget) : json(nullptr)},
          {"budget_gpus_unpriced", r.budget_gpus_unpriced},
          {"budget_cpus_unpriced", r.budget_cpus_unpriced},
          {"chosen_by", to_string(r.chosen_by)},
          {"meeting", r.meeting},
          {"cost", cost_json(p.cost)},
          {"cost_per_experiment", opt(report::priced_per_experiment(p.economics.cost_per_experiment, p.cost), 2)},
          {"runner_up", r.runner_up ? json(server_id(*r.runner_up)) : json(nullptr)},
          {"passed_over", passed_over},
          {"alternatives", alternatives},
          {"what_it_takes", ways}};
}

json money_json(const MoneyTerms& m) {
  if (!m.any_price && !m.per_kwh) {
    return nullptr;
  }
  json rate = m.rate ? json{{"id", m.rate->id},
                            {"base", m.rate->base},
                            {"quote", m.rate->quote},
                            {"rate", m.rate->rate},
                            {"as_of", m.rate->as_of}}
                     : json(nullptr);
  json tariff = m.per_kwh ? json{{"id", m.tariff ? json(m.tariff->id) : json(nullptr)},
                                 {"per_kwh", rnd(*m.per_kwh, 4)},
                                 {"currency", m.currency},
                                 {"as_of", m.tariff ? json(m.tariff->as_of) : json(nullptr)},
                                 // The table says it ("incl. VAT"); a tariff may be gross where prices are net.
                                 {"vat", m.tariff ? json(to_string(m.tariff->vat)) : json(nullptr)},
                                 {"from", m.tariff ? "catalog" : "--tariff"}}
                          : json(nullptr);
  return {
      {"currency", m.currency},
      {"currency_from", m.currency_from_region ? "region" : "--currency"},
      {"exchange_rate", rate},
      {"tariff", tariff},
      {"pue", m.pue},
      {"pue_from", m.pue_given ? "--pue" : "catalog"},
      {"life_years", m.life_years},
      {"life_years_from", m.life_given ? "--life-years" : "catalog"},
      {"support_share_per_year", m.support_share},
      {"colocation_per_kw_month", m.colocation_per_kw_month ? json(*m.colocation_per_kw_month) : json(nullptr)},
      {"commitment", to_string(m.commitment)},
      {"commitment_factor", m.commitment_factor},
      {"utilisation", rnd(m.utilisation, 4)},
      {"utilisation_from", m.utilisation_given ? "--utilisation" : "night window / 24 h, at most the goal's hours"}};
}

json provenance_json(const ReportOptions& o) {
  json files = json::array();
  for (const CatalogFile& f : o.catalog_files) files.push_back({{"file", f.path}, {"sha256", f.sha256}});
  return {{"schema_version", k_schema_version},
          {"vsize_version", o.version},
          {"catalog", o.catalog_label},
          {"catalog_files", files},
          {"catalog_as_of", o.catalog_as_of}};
}

namespace {

json video_json(const Workload& w) {
  const VideoSource& v = w.video;
  if (!v.given()) {
    return nullptr;
  }
  return {{"hours", v.hours},
          {"fps", v.fps},
          {"sample_every", v.sample_every},
          {"frames", static_cast<long long>(v.frames())},
          {"resolution", v.resolution},
          {"codec", to_string(v.codec)},
          {"bitrate_mbps", v.bitrate_mbps ? rnd(*v.bitrate_mbps, 3) : json(nullptr)},
          {"raw_tb", rnd(units::tb(v.raw_bytes()), 4)}};
}

} // namespace

json workload_json(const Workload& w) {
  json batch =
      w.batch.kind == BatchSpec::Kind::global
          ? json{{"kind", "global"}, {"global", w.batch.global}}
          : json{{"kind", w.batch.fraction_from_default ? "auto" : "fraction"}, {"fraction", w.batch.fraction}};
  return json{{"model", w.model},
              {"res", w.res_px},
              {"res_requested", w.res_requested_px ? json(*w.res_requested_px) : json(nullptr)},
              {"res_from", w.res_from_default ? "model" : "--res"},
              {"dataset_images", w.dataset_images},
              {"val_images", w.val_images},
              {"epochs", w.epochs},
              {"batch", batch},
              {"amp", to_string(w.amp)},
              {"optimizer", to_string(w.optimizer)},
              {"optimizer_auto", w.optimizer_auto},
              // --cache auto chooses per server (configurations[].data.cache): "auto", not the
              // RAM cache the choice starts from.
              {"cache", w.cache_from_default ? std::string("auto") : std::string(to_string(w.cache))},
              {"cache_from_default", w.cache_from_default},
              {"cache_shape", to_string(w.cache_shape)},
              {"workers", w.workers},
              {"close_mosaic", w.close_mosaic.value_or(0)},
              {"max_objects", w.max_objects},
              {"objects", w.objects},
              {"classes", w.classes},
              {"source_mp", w.source_mp ? json(rnd(*w.source_mp, 4)) : json(nullptr)},
              {"source_mp_from_default", w.source_mp_from_default},
              {"mode", to_string(w.mode)},
              {"night_hours", w.night_hours},
              {"confidence", w.confidence},
              {"val_split", to_string(w.val_split)},
              {"decode", to_string(w.decode)},
              {"video", video_json(w)},
              {"storage",
               {{"data_raid", raid_level(w.storage.data_raid)},
                {"bulk_raid", raid_level(w.storage.bulk_raid)},
                {"backup_copies", w.storage.backup_copies},
                {"dataset_growth_percent", w.storage.growth_percent},
                {"plan_years", w.storage.plan_years},
                {"ingest_hours", w.ingest_hours()}}}};
}

json evaluation_json(const Evaluation& e, const Workload& w, int rank) {
  json j;
  j["rank"] = rank;
  j["id"] = server_id(e);
  j["lineup"] = e.lineup ? json(e.lineup->id) : json(nullptr);
  j["mode"] = to_string(e.mode);
  j["optimizer"] = to_string(e.optimizer);
  j["optimizer_iterations"] = e.optimizer_iterations > 0 ? json(e.optimizer_iterations) : json(nullptr);
  j["fits"] = e.fits;
  j["platform"] = platform_json(e);
  j["gpu"] = {{"id", e.gpu->id}, {"count", e.topo.gpus_per_node}};
  host_parts_json(e, j);
  j["memory"] = memory_json(e);
  // Not applicable outside mode mig: null, as cluster is for a lone server (never absent).
  j["mig"] = nullptr;
  if (e.memory.mig.profile) {
    const MigProfile& m = *e.memory.mig.profile;
    j["mig"] = {{"profile", m.name},
                {"instances_per_gpu", e.memory.mig.instances_per_gpu},
                {"instance_memory_gb", gb3(e.memory.capacity_bytes)},
                {"instance_memory_gib", m.memory_gib ? json(*m.memory_gib) : json(nullptr)},
                {"instance_memory_gib_estimated", m.memory_gib_estimated},
                {"compute_fraction", rnd(m.compute_fraction, 4)}};
  }
  j["allreduce"] = allreduce_json(e);
  j["cluster"] = cluster_json(e);
  j["data"] = data_json(e);
  j["storage"] = storage_json(e, w);
  j["network"] = network_json(e, w);
  j["time"] = time_json(e);
  j["power"] = power_json(e);
  j["cost"] = cost_json(e.cost);
  j["economics"] = economics_json(e);
  j["reasons"] = report::finding_texts(e, w, Severity::reason);
  j["warnings"] = report::finding_texts(e, w, Severity::warning);
  j["findings"] = findings_json(e, w);
  return j;
}

} // namespace vsize
