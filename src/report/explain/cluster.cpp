// `vsize explain` across nodes: the all-reduce in two levels (NCCL's cost model, comm_model.hpp)
// and the cluster around the nodes (cluster_model.hpp), with the records they read.
#include "explainer.hpp"

#include "vsize/units.hpp"

namespace vsize::report {

namespace {

double ms(double s) { return units::ms(s); }

} // namespace

void explain_cluster_allreduce(Explainer& x, const Evaluation& e) {
  const CommPlan& c = e.comm;
  const ClusterAllReduce& k = c.cluster;
  const NcclInputs& in = k.inputs;
  const FabricPlan& f = e.fabric;
  x.cite(*f.fabric.spec);
  x.line(trf(x.lang(), "ranks         = {} nodes x {} GPUs = {}; DDP buckets of {:.0f} MB: {}", in.nodes,
             e.topo.gpus_per_node, in.ranks, units::mb(k.bucket_bytes), k.buckets));
  x.line(trf(x.lang(), "inside nodes  = {} at {:.2f} GB/s per direction x {:g} = {:.1f} GB/s", to_string(c.link.kind),
             c.link.theoretical_gb_per_s, c.link.efficiency, in.intra_gb_per_s));
  if (f.slot_gb_per_s > 0) {
    // cluster_model.cpp cap_fabric_by_slot: the host's PCIe slot carries less than the fabric.
    x.line(trf(x.lang(),
               "across nodes  = {} NICs x min({:g} GB/s NCCL bus bandwidth per NIC ({}), the slot's PCIe Gen{} x{} "
               "{:.1f} GB/s x {:g} = {:.1f}) = {:.1f} GB/s per node",
               f.nics_per_node, f.fabric.spec->busbw_gb_per_s, f.fabric.spec->id, f.slot_pcie_gen,
               f.fabric.nic->pcie_lanes, pcie_gb_per_s_per_direction(f.slot_pcie_gen, f.fabric.nic->pcie_lanes),
               x.constant(K::pcie_efficiency), f.slot_gb_per_s, in.inter_gb_per_s));
  } else {
    x.line(trf(x.lang(), "across nodes  = {} NICs x {:g} GB/s NCCL bus bandwidth per NIC ({}) = {:.1f} GB/s per node",
               f.nics_per_node, f.fabric.spec->busbw_gb_per_s, f.fabric.spec->id, in.inter_gb_per_s));
  }
  x.line(trf(x.lang(),
             "ring bw       = 2 x {} / {} x bucket over each level; tree: bucket / (0.5 x {:g} x {:g} x each level's "
             "busbw)",
             in.ranks - 1, in.ranks, in.tree_bandwidth_factor, in.tree_correction));
  x.line(trf(x.lang(), "ring latency  = [{:g} + ({} - {}) x {:g} + {} x {:g}] x {:g} us = {:.0f} us per bucket",
             in.base_us, 2 * (in.ranks - 1), 2 * (in.nodes - 1), in.ring_intra_us, 2 * (in.nodes - 1), in.net_us,
             in.ring_plateau, 1e6 * (k.ring_bucket.intra_lat_s + k.ring_bucket.inter_lat_s)));
  x.line(trf(x.lang(), "tree latency  = {:g} + 2 x ({} x {:g} + log2 {} x {:g}) us = {:.0f} us per bucket", in.base_us,
             e.topo.gpus_per_node - 1, in.tree_intra_us, in.nodes, in.net_us,
             1e6 * (k.tree_bucket.intra_lat_s + k.tree_bucket.inter_lat_s)));
  x.line(trf(x.lang(),
             "algorithm     = {}: a {:.0f} MB bucket takes {:.2f} ms by ring, {:.2f} ms by tree (NCCL picks the "
             "faster)",
             to_string(k.algorithm), units::mb(k.bucket_bytes), ms(k.ring_bucket.total_s()),
             ms(k.tree_bucket.total_s())));
  if (k.rest_bytes > 0) {
    x.line(trf(x.lang(),
               "rest bucket   = the remaining {:.1f} MB, a bucket of its own, by {} (NCCL picks by size): {:.2f} ms",
               units::mb(k.rest_bytes), to_string(k.rest_algorithm), ms(k.rest_s)));
  }
  x.line(trf(x.lang(), "time          = latencies {:.1f} ms + max(inside {:.1f} ms, across {:.1f} ms) = {:.2f} ms",
             ms(k.times.intra_lat_s + k.times.inter_lat_s), ms(k.times.intra_bw_s), ms(k.times.inter_bw_s),
             ms(c.allreduce.time_s)));
  x.line(
      trf(x.lang(),
          "exposed       = max(time - min(time x {:g} overlap, backward {:.1f} ms), last bucket {:.2f} ms) = {:.2f} ms",
          c.overlap_fraction, ms(c.backward_s), ms(k.last_bucket_s), ms(c.allreduce.exposed_s)));
  explain_backward(x, e);
  x.line(trf(x.lang(),
             "sync          = step on this host {:.1f} ms x ({:g} x log2({}) + {:g} x log2({} nodes)) = {:.1f} ms",
             ms(e.host.step_on_host_s), c.sync_per_doubling, in.ranks / in.nodes, c.sync_per_node_doubling, in.nodes,
             ms(c.sync_overhead_s)));
}

namespace {

// The fabric's NICs, switches and the cluster's wall power with them.
void explain_fabric(Explainer& x, const Evaluation& e) {
  const ClusterPlan& c = e.cluster;
  const FabricPlan& f = e.fabric;
  const SwitchPlan& sw = c.switches;
  x.cite(*f.fabric.nic);
  x.cite(*sw.sw);
  x.line(trf(x.lang(), "GPU link      = {:.1f} GB/s (the ring inside one node, its slowest link: M4)",
             f.gpu_link_gb_per_s));
  const bool carried = f.nics.matching * f.fabric.spec->busbw_gb_per_s >= f.gpu_link_gb_per_s;
  x.line(trf(x.lang(), "NICs per node = fewest in [{}, {}] with NICs x {:g} GB/s >= the GPU link: {}{}{} [{}]",
             f.nics.min, f.nics.max, f.fabric.spec->busbw_gb_per_s, carried ? std::to_string(f.nics.matching) : "none",
             carried ? std::string() : trf(x.lang(), ", so the most, {}", f.nics.matching),
             f.nics_per_node != f.nics.matching ? trf(x.lang(), "; {} here", f.nics_per_node) : std::string(),
             f.fabric.spec->id));
  if (sw.leaves > 0 && sw.spine != sw.sw) {
    // cluster_model.cpp plan_switches: leaves with uplinks of their own.
    x.cite(*sw.spine);
    x.line(trf(x.lang(),
               "switches      = {} ports > {}: leaves of at most {} x {:g} / {:g} = {} node ports (their uplinks' "
               "rate): ceil({} / {}) = {} leaves; {} x {} uplinks / {} ports = {} x {} spines",
               sw.ports_needed, sw.sw->ports, sw.sw->uplink_ports, sw.sw->uplink_gbps, sw.sw->port_gbps,
               sw.leaf_down_ports, sw.ports_needed, sw.leaf_down_ports, sw.leaves, sw.leaves, sw.sw->uplink_ports,
               sw.spine->ports, sw.spines, sw.spine->id));
    x.line(trf(x.lang(),
               "wall          = {} x {:.0f} W + {} x {:g} W + {} x {:g} W + {} links x {:g} W = {:.0f} W [{}, {}, {}]",
               c.nodes, c.node_wall_w, sw.leaves, sw.sw->power_w, sw.spines, sw.spine->power_w, sw.links,
               f.fabric.spec->cable_power_w, c.wall_w, sw.sw->id, sw.spine->id, f.fabric.spec->id));
    return;
  }
  x.line(sw.leaves > 0
             ? trf(x.lang(), "switches      = {} ports > {}: {} leaves (half of {} ports down) + {} spines = {} x {}",
                   sw.ports_needed, sw.sw->ports, sw.leaves, sw.sw->ports, sw.spines, sw.count, sw.sw->id)
             : trf(x.lang(), "switches      = {} nodes x {} NICs = {} ports <= {}: 1 x {}", c.nodes, f.nics_per_node,
                   sw.ports_needed, sw.sw->ports, sw.sw->id));
  x.line(trf(x.lang(), "wall          = {} x {:.0f} W + {} x {:g} W + {} links x {:g} W = {:.0f} W [{}, {}]", c.nodes,
             c.node_wall_w, sw.count, sw.sw->power_w, sw.links, f.fabric.spec->cable_power_w, c.wall_w, sw.sw->id,
             f.fabric.spec->id));
}

} // namespace

void explain_cluster(Explainer& x, const Evaluation& e) {
  const ClusterPlan& c = e.cluster;
  if (!c.active) {
    return;
  }
  x.section("cluster");
  if (!e.fabric.active) {
    x.line(trf(x.lang(), "fabric        = none: {} trainings side by side (--mode {}), none spans nodes", e.memory.jobs,
               to_string(e.mode)));
    x.line(trf(x.lang(), "wall          = {} x {:.0f} W = {:.0f} W", c.nodes, c.node_wall_w, c.wall_w));
  } else {
    explain_fabric(x, e);
  }
  x.line(trf(x.lang(),
             "racks         = max(ceil({} / {} per rack), ceil({:.1f} kW / {:g} kW), whole nodes and switches with "
             "their optics packed first fit, largest first) = {} [{}]",
             c.nodes, c.nodes_per_rack, c.wall_w / units::k_w_per_kw, x.constant(K::rack_power_kw), c.racks,
             assumption_id(K::rack_power_kw)));
  // cluster_model.cpp plan_racks_and_circuits: the switches on as many feeds as a node.
  if (const auto& pc = e.power.circuit; c.circuit && pc) {
    const double fabric_w = c.switches.switch_w + c.switches.cable_w;
    x.line(fabric_w > 0
               ? trf(x.lang(),
                     "circuits      = {} nodes x {} ({} x {}, {} feed(s)) + switches {} x {} (the smallest that "
                     "carries {:.0f} W) x {} feed(s) = {}",
                     c.nodes, c.node_circuits, pc->count, c.circuit->id, pc->feeds,
                     c.switch_circuits / std::max(1, pc->feeds), c.switch_circuit->id, fabric_w, pc->feeds, c.circuits)
               : trf(x.lang(), "circuits      = {} nodes x {} ({} x {}, {} feed(s)) = {}", c.nodes, c.node_circuits,
                     pc->count, c.circuit->id, pc->feeds, c.circuits));
  }
  if (const Ingest& g = e.storage.ingest; g.nic && g.count > 0) {
    x.line(trf(x.lang(), "front end     = {} nodes x {} x {} = {} ports of the site's Ethernet (not planned or priced)",
               c.nodes, g.count, g.nic->id, c.nodes * g.count));
  }
  const SharedStorage& st = c.storage;
  x.line(trf(x.lang(),
             "shared reads  = {:.0f} images/s x {:.0f} kB = {:.2f} GB/s; guidance {:g} GB/s x {} GPUs = {:g} "
             "GB/s",
             st.read_gb_per_s * 1e9 / st.bytes_per_image, st.bytes_per_image / 1e3, st.read_gb_per_s,
             st.guidance_gb_per_s_per_gpu, e.topo.world_size(), st.guidance_gb_per_s));
  if (st.staged_bytes > 0) {
    double rate = st.rated_gb_per_s.value_or(st.guidance_gb_per_s);
    x.line(trf(x.lang(),
               "staged        = {} nodes x {} = {}, read once: / {:g} GB/s ({}) = {} (each node's data drives hold "
               "the dataset; NVIDIA: \"the data only needs to be read once\")",
               c.nodes, size_text(st.staged_bytes / c.nodes, x.lang()), size_text(st.staged_bytes, x.lang()), rate,
               tr(x.lang(), st.rated_gb_per_s ? "--shared-storage-gb-s" : "the guidance"),
               format_duration(st.staged_bytes / units::from_gb(rate), x.lang())));
    if (st.stage_nic_bound) {
      const Ingest& g = e.storage.ingest;
      x.line(trf(x.lang(),
                 "                each node's copy is slower through its data NIC ({} x {}) or onto its data drives "
                 "than its share of that rate: {} / {:.2f} GB/s = {}, the time staged",
                 g.count, g.nic ? g.nic->id : "-", size_text(st.staged_bytes / c.nodes, x.lang()),
                 st.stage_gb_per_s / c.nodes, format_duration(st.stage_s, x.lang())));
    }
  }
  x.line(trf(x.lang(), "scaling       = {:.0f} / ({} x {:.0f}) images/s = {:.1f} % per node ({:.2f}x one node)",
             c.speedup * c.one_node_images_per_s, c.nodes, c.one_node_images_per_s, c.scaling_efficiency * 100,
             c.speedup));
  if (c.batch_held) {
    x.line(tr(x.lang(), "                one node at the cluster's batch a GPU (weak scaling), which the recipe's "
                        "global batch holds below what its memory takes"));
  } else if (c.one_node_same_batch_per_gpu) {
    x.line(tr(x.lang(),
              "                one node at the cluster's batch a GPU (weak scaling): it cannot hold the whole "
              "global batch"));
  } else if (c.weak_scaling) {
    x.line(tr(x.lang(),
              "                one node at the cluster's batch a GPU (weak scaling): the batch fills each GPU's "
              "memory, so the global batch grows with the nodes"));
  }
}

} // namespace vsize::report
