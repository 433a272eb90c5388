// Clusters: the fabric, its NICs and switches, and the cluster around the nodes (formulas:
// include/vsize/cluster_model.hpp).
#include "vsize/cluster_model.hpp"

#include "vsize/error.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace vsize {

std::vector<Fabric> resolve_fabrics(const Catalog& cat) {
  std::vector<Fabric> out;
  for (const auto& f : cat.fabrics) {
    const SwitchSpec& sw = cat.switch_(f.switch_id);
    out.push_back(
        Fabric{&f, &cat.nic(f.nic), &sw, sw.uplink_switch.empty() ? nullptr : &cat.switch_(sw.uplink_switch)});
  }
  return out;
}

namespace {

int ceil_whole(double v) { return static_cast<int>(std::ceil(v - 1e-9)); }

} // namespace

NicRange fabric_nics(const FabricSpec& f, int gpus_per_node, double gpu_link_gb_per_s) {
  NicRange r;
  r.min = std::max(f.min_nics_per_node, ceil_whole(gpus_per_node * f.nics_per_gpu_min));
  r.max = std::max(r.min, ceil_whole(gpus_per_node * f.nics_per_gpu_max));
  // The fewest NICs whose bus bandwidth covers the GPUs' own link (NCCL #766).
  r.matching = std::clamp(ceil_whole(gpu_link_gb_per_s / f.busbw_gb_per_s), r.min, r.max);
  return r;
}

namespace {

// NIC slots left for the fabric after the north-south NICs (no limit without a chassis).
int fabric_slots(const Scenario& s) {
  if (!s.platform) {
    return 1 << 20;
  }
  return s.platform->nic_slots - s.a.count(K::north_south_nics);
}

// The NICs a node gets: --nics-per-node, else the matching count within NVIDIA's pattern, at most
// the slots. A chassis with fewer slots than the pattern's fewest gets what its slots hold (one
// InfiniBand NIC for 4 GPUs beats the TCP NIC the pattern let through: 24 against 5 GB/s), with
// nics_limited_by_slots saying so; below the fabric's own minimum, none.
int planned_nics(const NicRange& r, int slots, std::optional<int> pinned) {
  return pinned ? *pinned : std::min(r.matching, std::max(slots, 0)); // matching lies in the pattern
}

// The default: the least busbw per node that still covers the GPU link at its planned NIC
// count, among the fabrics whose own minimum fits the slots; the fastest when none covers it.
const Fabric* default_fabric(const std::vector<Fabric>& fabrics, int gpus, double link_gb_per_s, int slots,
                             std::optional<int> nics_per_node) {
  const Fabric* best = nullptr;
  double best_bw = 0;
  bool best_covers = false;
  for (const Fabric& f : fabrics) {
    NicRange r = fabric_nics(*f.spec, gpus, link_gb_per_s);
    if (f.spec->min_nics_per_node > slots) {
      continue;
    }
    double bw = planned_nics(r, slots, nics_per_node) * f.spec->busbw_gb_per_s;
    bool covers = bw >= link_gb_per_s;
    bool better = !best || (covers && !best_covers) ||
                  (covers == best_covers && (covers ? bw < best_bw : bw > best_bw)) ||
                  (covers == best_covers && bw == best_bw && f.spec->id < best->spec->id);
    if (better) {
      best = &f;
      best_bw = bw;
      best_covers = covers;
    }
  }
  return best;
}

} // namespace

FabricPlan plan_fabric(const Scenario& s, const FabricOptions& options, int nvlink_group_max, Findings& out) {
  FabricPlan p;
  // A lone server has no fabric; nor have nodes whose trainings take one GPU or MIG instance each
  // (--mode per-gpu, mig): no job spans nodes, so a fabric would carry nothing. A lone server
  // with --fabric ID gets that fabric's NICs as a node of a cluster would (inactive: no cluster).
  const bool joins_later = s.topo.nodes <= 1 && options.pinned;
  if ((s.topo.nodes <= 1 && !joins_later) || s.mode != Mode::ddp) {
    return p;
  }
  int gpus = s.topo.gpus_per_node;
  // The GPUs' own link, what the NICs should match: the ring inside a node as plan_comm builds it,
  // on the chassis' sockets and PCIe switches (the CPU, chosen later, is not known here: NCCL's
  // pairs on AMD hosts are not counted). One GPU a node has no peer in it: its whole all-reduce
  // leaves over its PCIe link at a copy's rate (it read 0 GB/s, and 25 GbE was "slower than the
  // GPUs' link (0.0 GB/s)").
  const bool switched = s.platform && s.platform->pcie_switched();
  const int sockets = s.platform ? std::max(1, s.platform->sockets) : 1;
  p.gpu_link_gb_per_s =
      gpus > 1 ? ring_link(s.gpu, LinkInputs{gpus, sockets, nvlink_group_max, switched}, s.a).effective_gb_per_s
               : pcie_gb_per_s_per_direction(s.gpu.pcie_gen, s.gpu.pcie_lanes) * s.a[K::pcie_efficiency];
  int slots = fabric_slots(s);
  const Fabric* fallback = default_fabric(options.fabrics, gpus, p.gpu_link_gb_per_s, slots, options.nics_per_node);
  if (!fallback) {
    // No fabric's fewest NICs fit the slots: plan the best anyway; the host's NIC-slot rule then
    // rejects the chassis with its reason (a cluster is never silently planned without a fabric).
    fallback = default_fabric(options.fabrics, gpus, p.gpu_link_gb_per_s, 1 << 20, options.nics_per_node);
  }
  p.suggested = fallback ? fallback->spec : nullptr;
  const Fabric* f = options.pinned ? &*options.pinned : fallback;
  if (!f) {
    return p; // no catalog fabric: the CLI refuses --nodes before this
  }
  p.active = !joins_later;
  p.fabric = *f;
  p.chosen = !options.pinned;
  p.nics = fabric_nics(*f->spec, gpus, p.gpu_link_gb_per_s);
  p.nics_pinned = options.nics_per_node.has_value();
  // Without a chassis the slots are unlimited; a chassis whose slots hold none of this fabric's
  // NICs keeps the pattern's fewest, and the host's NIC-slot rule rejects it with its reason.
  p.nics_per_node = slots >= f->spec->min_nics_per_node ? planned_nics(p.nics, slots, options.nics_per_node)
                                                        : options.nics_per_node.value_or(p.nics.min);
  p.busbw_gb_per_s = p.nics_per_node * f->spec->busbw_gb_per_s;
  if (!p.nics_pinned && p.nics_per_node < p.nics.matching && s.platform) {
    add_finding(out, FindingCode::nics_limited_by_slots, s.platform->id,
                {{Fig::nics, double(p.nics_per_node)},
                 {Fig::slots, double(s.platform->nic_slots)},
                 {Fig::needed, double(p.nics.matching)}});
  }
  return p;
}

void cap_fabric_by_slot(FabricPlan& f, const CpuSpec* cpu, const Constants& a) {
  if (!f.fabric.spec || !f.fabric.nic || !cpu || cpu->pcie_gen <= 0 || f.fabric.nic->pcie_lanes <= 0) {
    return;
  }
  double slot = pcie_gb_per_s_per_direction(cpu->pcie_gen, f.fabric.nic->pcie_lanes) * a[K::pcie_efficiency];
  if (slot >= f.fabric.spec->busbw_gb_per_s) {
    return;
  }
  f.slot_pcie_gen = cpu->pcie_gen;
  f.slot_gb_per_s = slot;
  f.busbw_gb_per_s = f.nics_per_node * slot;
}

void check_fabric_fits(const FabricOptions& options, int gpus_per_node, int nic_slots, int north_south,
                       const std::string& platform_id) {
  if (!options.pinned && !options.nics_per_node) {
    return;
  }
  int slots = nic_slots - north_south;
  if (options.nics_per_node && *options.nics_per_node > slots) {
    throw UsageError(fmt::format("--nics-per-node {}: {} has {} NIC slots, {} of them for north-south NICs; give at "
                                 "most {}",
                                 *options.nics_per_node, platform_id, nic_slots, north_south, std::max(0, slots)));
  }
  if (!options.pinned || options.nics_per_node) {
    return;
  }
  // The fabric's own minimum (NVIDIA's pattern a GPU is what the slots allow, planned_nics).
  const FabricSpec& f = *options.pinned->spec;
  int fewest = f.min_nics_per_node;
  if (fewest <= slots) {
    return;
  }
  std::vector<std::string> fit;
  for (const Fabric& other : options.fabrics) {
    if (other.spec->min_nics_per_node <= slots) {
      fit.push_back(other.spec->id);
    }
  }
  throw UsageError(fmt::format("--fabric {}: {} GPUs per node take at least {} of its NICs, and {} has {} NIC slots "
                               "with {} for north-south; {}",
                               f.id, gpus_per_node, fewest, platform_id, nic_slots, north_south,
                               fit.empty() ? std::string("no catalog fabric fits; choose a platform with more slots")
                                           : fmt::format("--fabric {} fits", fmt::join(fit, " or "))));
}

SwitchPlan plan_switches(const SwitchSpec& sw, const SwitchSpec* spine, int nodes, int nics_per_node,
                         double cable_power_w) {
  SwitchPlan p;
  p.sw = &sw;
  p.spine = &sw;
  p.ports_needed = nodes * nics_per_node;
  if (p.ports_needed <= sw.ports) {
    p.count = 1;
    p.links = p.ports_needed;
  } else if (spine && sw.uplink_ports > 0) {
    // Non-blocking leaves of a switch with its own uplinks: as many node ports as the uplinks carry
    // (SN2010: 4 x 100 / 25 = 16 of its 18), the uplinks to spines of the faster switch.
    p.leaf_down_ports =
        std::min(sw.ports, std::max(1, static_cast<int>(sw.uplink_ports * sw.uplink_gbps / sw.port_gbps)));
    p.spine = spine;
    p.leaves = (p.ports_needed + p.leaf_down_ports - 1) / p.leaf_down_ports;
    int uplinks = p.leaves * sw.uplink_ports;
    p.spines = (uplinks + spine->ports - 1) / spine->ports;
    p.count = p.leaves + p.spines;
    p.links = p.ports_needed + uplinks;
  } else {
    // Non-blocking two tiers: half of each leaf's ports down to the nodes, half up to spines.
    p.leaf_down_ports = std::max(1, sw.ports / 2);
    p.leaves = (p.ports_needed + p.leaf_down_ports - 1) / p.leaf_down_ports;
    p.spines = (p.leaves * p.leaf_down_ports + sw.ports - 1) / sw.ports;
    p.count = p.leaves + p.spines;
    p.links = p.ports_needed + p.leaves * p.leaf_down_ports;
  }
  p.switch_w = p.spines > 0 ? p.leaves * sw.power_w + p.spines * p.spine->power_w : p.count * sw.power_w;
  p.cable_w = p.links * cable_power_w;
  return p;
}

namespace {

// Racks of `rack_w` for whole nodes and whole switches, first fit, largest first: a node's or a
// switch's power cannot be split over racks (review r20a #3: 2 nodes of 4856 W filled a 10 kW
// rack, and a 467 W switch fitted in none of the 3 the watts alone asked for). The links' optics
// sit half at each end: at the nodes and at the switches, per link.
int pack_racks(const ClusterPlan& c, double rack_w) {
  const SwitchPlan& sw = c.switches;
  const double per_link_w = sw.links > 0 ? sw.cable_w / sw.links : 0.0;
  const double node_optics_w = per_link_w / 2 * sw.ports_needed / std::max(1, c.nodes);
  std::vector<double> items(static_cast<std::size_t>(c.nodes), c.node_wall_w + node_optics_w);
  const double optics_w = sw.count > 0 ? (sw.cable_w - node_optics_w * c.nodes) / sw.count : 0.0;
  for (int i = 0; i < sw.count; ++i) {
    const SwitchSpec* model = sw.spines > 0 && i >= sw.leaves ? sw.spine : sw.sw;
    items.push_back((model ? model->power_w : 0.0) + optics_w);
  }
  std::sort(items.begin(), items.end(), std::greater<>());
  std::vector<double> racks;
  for (double w : items) {
    auto fit = std::find_if(racks.begin(), racks.end(), [&](double used) { return used + w <= rack_w + 1e-9; });
    if (fit == racks.end()) {
      racks.push_back(w);
    } else {
      *fit += w;
    }
  }
  return static_cast<int>(racks.size());
}

void plan_racks_and_circuits(const Scenario& s, const ClusterInputs& in, ClusterPlan& c, Findings& out) {
  const PowerPlan& power = in.power;
  double rack_w = s.a[K::rack_power_kw] * units::k_w_per_kw;
  c.rack_kw = s.a[K::rack_power_kw];
  c.nodes_per_rack = std::max(1, static_cast<int>(std::floor(rack_w / c.node_wall_w)));
  c.racks = std::max(
      {(c.nodes + c.nodes_per_rack - 1) / c.nodes_per_rack, ceil_whole(c.wall_w / rack_w), pack_racks(c, rack_w)});
  if (c.node_wall_w > rack_w) {
    // No rack of the budget holds one node: one node a rack, each a high-density rack (the finding).
    c.racks = c.nodes;
    add_finding(out, FindingCode::node_over_rack_power, {}, {{Fig::load_w, c.node_wall_w}, {Fig::max_w, rack_w}});
  }
  if (power.circuit) {
    c.circuit = power.circuit->circuit;
    c.node_circuits = power.circuit->count * power.circuit->feeds;
    // The switches on as many feeds as a node: where a node takes A and B (N+N PSUs), so do they
    // (their two PSUs, one a feed), else losing feed A stops the job while every node runs on B.
    // Each feed is the smallest circuit that carries them (M7's rule for a server): a 1 kW switch
    // needs no 400 V / 32 A drop of its own.
    double fabric_w = c.switches.switch_w + c.switches.cable_w;
    auto own = fabric_w > 0 && in.circuits ? choose_circuit(*in.circuits, fabric_w) : std::nullopt;
    c.switch_circuit = own ? own->circuit : power.circuit->circuit;
    int per_feed = own ? own->count : ceil_whole(fabric_w / power.circuit->usable_w);
    c.switch_circuits = fabric_w > 0 ? per_feed * std::max(1, power.circuit->feeds) : 0;
    c.circuits = c.nodes * c.node_circuits + c.switch_circuits;
  }
}

void plan_shared_storage(const Scenario& s, const ClusterInputs& in, int jobs, ClusterPlan& c, Findings& out) {
  SharedStorage& st = c.storage;
  // A training image as the files hold it (the dataset's bytes also count the validation images).
  const StorageInputs& si = in.storage.inputs;
  st.bytes_per_image = si.decode == Decode::video ? si.video_bytes_per_image : si.image_bytes;
  double images_per_s = in.schedule.full_speed_images_per_s * (s.mode == Mode::ddp ? 1 : jobs);
  st.read_gb_per_s = units::gb(images_per_s * st.bytes_per_image);
  st.per_node_read_gb_per_s = st.read_gb_per_s / c.nodes;
  st.guidance_gb_per_s_per_gpu = s.a[K::shared_storage_gb_per_s_per_gpu];
  st.guidance_gb_per_s = st.guidance_gb_per_s_per_gpu * s.topo.world_size();
  st.rated_gb_per_s = in.rated_gb_per_s;
  // The files are read from the shared filesystem every epoch only where no node's data drives hold
  // them and no image cache does (a rated --shared-storage-gb-s says how fast the filesystem is,
  // not that the nodes train from it: their data tier holds a copy, review r13). Otherwise the
  // filesystem is read once a dataset: "architect your system to provide enough cache so that the
  // data only needs to be read once" (NVIDIA DGX best practices, storage; research C12): each node
  // copies the dataset to its data drives, N x the dataset at the filesystem's rate.
  bool local_copy = in.storage.data().has(Holding::dataset);
  st.every_epoch = in.data.cache == CacheMode::none && !local_copy;
  if (!st.every_epoch && local_copy) {
    // Each node takes its copy through its data NIC (north-south: the fabric joins the GPUs) onto
    // its data drives: its share of the filesystem's rate, or that NIC or those drives if slower.
    const Ingest& g = in.storage.ingest;
    double share = st.rated_gb_per_s.value_or(st.guidance_gb_per_s) * units::k_bytes_per_gb / c.nodes;
    double node = g.nic ? g.count * units::from_gbit_s(g.nic->speed_gbps) * g.efficiency : share;
    if (in.storage.data().write_bytes_per_s > 0) node = std::min(node, in.storage.data().write_bytes_per_s);
    st.stage_nic_bound = node < share;
    st.staged_bytes = c.nodes * in.storage.contents.dataset_bytes;
    st.stage_s = in.storage.contents.dataset_bytes / std::min(share, node);
    st.stage_gb_per_s = units::gb(st.staged_bytes / st.stage_s);
  }
  if (st.staged_bytes == 0 && st.rated_gb_per_s && *st.rated_gb_per_s < st.read_gb_per_s) {
    add_finding(out, FindingCode::shared_storage_short, {},
                {{Fig::read_gb_per_s, st.read_gb_per_s}, {Fig::rated_gb_per_s, *st.rated_gb_per_s}});
  }
}

} // namespace

ClusterPlan plan_cluster(const Scenario& s, const ClusterInputs& in, int jobs, Findings& out) {
  ClusterPlan c;
  if (s.topo.nodes <= 1) {
    return c;
  }
  c.active = true;
  c.nodes = s.topo.nodes;
  c.gpus_per_node = s.topo.gpus_per_node;
  if (in.fabric.active) {
    const Fabric& f = in.fabric.fabric;
    c.switches = plan_switches(*f.sw, f.spine, c.nodes, in.fabric.nics_per_node, f.spec->cable_power_w);
  }
  c.node_wall_w = in.power.wall_w;
  c.wall_w = c.nodes * c.node_wall_w + c.switches.switch_w + c.switches.cable_w;
  c.btu_per_h = c.wall_w * units::k_btu_per_h_per_w;
  plan_racks_and_circuits(s, in, c, out);
  plan_shared_storage(s, in, jobs, c, out);
  if (in.fabric.active && !in.fabric.fabric.spec->rdma) {
    add_finding(out, FindingCode::fabric_over_tcp, in.fabric.fabric.spec->id);
  }
  return c;
}

void plan_scaling(ClusterPlan& c, const FabricPlan& fabric, const CommPlan& comm, double images_per_s,
                  double one_node_images_per_s, Findings& out) {
  if (!c.active || !(one_node_images_per_s > 0)) {
    return;
  }
  c.one_node_images_per_s = one_node_images_per_s;
  c.speedup = images_per_s / one_node_images_per_s;
  c.scaling_efficiency = c.speedup / c.nodes;
  if (!fabric.active) {
    return; // trainings side by side, none across nodes: nothing to blame on a fabric
  }
  const std::string& id = fabric.fabric.spec->id;
  bool fabric_binds = comm.cluster.active && comm.cluster.times.inter_bw_s > comm.cluster.times.intra_bw_s;
  if (c.speedup < 1) {
    add_finding(out, FindingCode::cluster_slower_than_one_node, id,
                {{Fig::nodes, double(c.nodes)},
                 {Fig::speedup, c.speedup},
                 {Fig::allreduce_ms, units::ms(comm.allreduce.time_s)},
                 {Fig::fabric_gb_per_s, fabric.busbw_gb_per_s},
                 {Fig::gpu_link_gb_per_s, fabric.gpu_link_gb_per_s}});
  } else if (!fabric_binds && !fabric.chosen && fabric.suggested && fabric.suggested != fabric.fabric.spec &&
             fabric.busbw_gb_per_s > fabric.gpu_link_gb_per_s) {
    // A typed fabric faster than the GPUs' own link, where vsize's choice already carries it: the
    // ring inside each node sets the all-reduce either way, so the faster NICs and switches buy no
    // shorter step (NVIDIA, NCCL #766: match the network to the intra-node speed).
    add_finding(out, FindingCode::fabric_beyond_link, id,
                {{Fig::fabric_gb_per_s, fabric.busbw_gb_per_s}, {Fig::gpu_link_gb_per_s, fabric.gpu_link_gb_per_s}});
  }
  if (c.speedup >= 1 && fabric_binds) {
    add_finding(out, FindingCode::fabric_sets_allreduce, id,
                {{Fig::nodes, double(c.nodes)},
                 {Fig::speedup, c.speedup},
                 {Fig::fabric_gb_per_s, fabric.busbw_gb_per_s},
                 // One GPU a node has no link inside it: the PCIe link its traffic leaves by.
                 {Fig::gpu_link_gb_per_s,
                  comm.link.kind == LinkKind::none ? fabric.gpu_link_gb_per_s : comm.link.effective_gb_per_s}});
  }
}

} // namespace vsize
