// `vsize explain`: every model as formula -> numbers substituted -> result, with the source
// of each catalog figure used.
#include "vsize/report.hpp"

#include "vsize/compute_model.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <cmath>
#include <set>

namespace vsize {

namespace {

class Explainer {
public:
  explicit Explainer(const Catalog& cat) : m_cat(cat) {}

  void section(const std::string& title) { m_out += "\n== " + title + " ==\n"; }
  void line(const std::string& s) { m_out += "  " + s + "\n"; }
  void cite(const Provenance& p) {
    if (m_cited.insert(p.id).second) {
      m_sources.push_back(&p);
    }
  }
  // An assumption's value, cited. Called inside format arguments, whose evaluation order is
  // unspecified, so assumptions are listed by id, not in the order they were used.
  double a(const char* id) {
    const auto& rec = m_cat.assumption_record(id);
    m_assumptions.insert(rec.id);
    return rec.value;
  }
  std::string finish() {
    for (const auto& id : m_assumptions) {
      cite(m_cat.assumption_record(id));
    }
    m_out += "\n== sources ==\n";
    for (const auto* p : m_sources) {
      m_out += fmt::format("  [{}] {} (as of {})\n", p->id, p->source, p->as_of);
      if (!p->estimate.empty()) {
        m_out += fmt::format("      estimate: {}\n", p->estimate);
      }
    }
    return m_out;
  }
  std::string& out() { return m_out; }

private:
  const Catalog& m_cat;
  std::string m_out;
  std::set<std::string> m_cited;
  std::set<std::string> m_assumptions;
  std::vector<const Provenance*> m_sources;
};

// Reserved memory at batch 0: everything but the activations.
double memory_at_batch_zero_reserved(const MemoryBreakdown& m) {
  double factor = m.allocated_peak_bytes > 0 ? m.reserved_bytes / m.allocated_peak_bytes : 1.0;
  return (m.allocated_peak_bytes - m.activations_bytes - m.assigner_bytes) * factor;
}

std::string circuit_label_of(const CircuitPlan& c) {
  return c.count > 1 ? fmt::format("{} x {}", c.count, c.circuit->id) : c.circuit->id;
}

} // namespace

std::string render_explain(const Workload& w, const Evaluation& e, const Catalog& cat, const ReportOptions& o) {
  (void)o;
  Explainer x(cat);
  const ModelSpec& m = *e.model;
  const FamilySpec& f = *e.family;
  const GpuSpec& g = *e.gpu;
  const auto& mem = e.memory;
  x.cite(m);
  x.cite(f);
  x.cite(g);
  x.out() += render_check(w, e, cat, ReportOptions{});

  x.section("M1 GPU memory per rank");
  x.line(fmt::format("model states = params x (4 B weights + 4 B gradients + {} B {} states)",
                     optimizer_bytes_per_param(w.optimizer), to_string(w.optimizer)));
  x.line(fmt::format("             = {:.1f} M x {:.0f} B = {:.1f} MB   [{}]", m.params_m,
                     4 + 4 + optimizer_bytes_per_param(w.optimizer), mem.model_states_bytes / 1e6, m.id));
  x.line(fmt::format("extra states = EMA 4 B/param ({}) + DDP buckets 4 B/param ({}) + autocast half weights 2 B/param ({})",
                     f.ema ? "the trainer keeps one" : "none", mem.ddp_bucket_bytes > 0 ? "DDP" : "no DDP",
                     mem.autocast_cache_bytes > 0 ? "AMP" : "FP32"));
  x.line(fmt::format("             = {:.1f} + {:.1f} + {:.1f} = {:.1f} MB", mem.ema_bytes / 1e6,
                     mem.ddp_bucket_bytes / 1e6, mem.autocast_cache_bytes / 1e6, mem.extra_states_bytes / 1e6));
  double fp32f = w.amp == Precision::fp32 ? x.a("fp32-activation-factor") : 1.0;
  x.line(fmt::format("activations  = {:.4f} GB/image at {} px x ({} / {})^2 x {:g} (precision) x batch {}",
                     m.activation_gb_per_image, m.ref_res_px, w.res_px, m.ref_res_px, fp32f, mem.batch_per_gpu));
  x.line(fmt::format("             = {:.4f} GB/image x {} = {:.2f} GB", mem.activation_bytes_per_image / 1e9,
                     mem.batch_per_gpu, mem.activations_bytes / 1e9));
  x.line("             activation basis: " + m.activation_basis);
  if (f.assigner_bytes_per_object_anchor > 0) {
    x.line(fmt::format("assigner     = {:g} B x {} objects x {:.0f} anchors (res^2 x 21/1024) x batch {} = {:.2f} GB [{}]",
                       f.assigner_bytes_per_object_anchor, w.max_objects, anchor_points(w.res_px), mem.batch_per_gpu,
                       mem.assigner_bytes / 1e9, f.id));
  }
  x.line(fmt::format("allocated    = states + extra + workspace {:.2f} GB + activations + assigner = {:.2f} GB",
                     x.a("workspace-gb"), mem.allocated_peak_bytes / 1e9));
  x.line(fmt::format("reserved     = allocated x {:g} (caching allocator) = {:.2f} GB",
                     x.a("allocator-reserved-factor"), mem.reserved_bytes / 1e9));
  x.line(fmt::format("device used  = reserved + CUDA context {:.2f} GB = {:.2f} GB of {:.2f} GB",
                     x.a("cuda-context-gb"), mem.device_used_bytes / 1e9, e.capacity_bytes / 1e9));
  x.line(g.usable_memory_gib ? fmt::format("capacity     = {:g} GiB as PyTorch reports it [{}]", *g.usable_memory_gib, g.id)
                             : fmt::format("capacity     = {:g} GB [{}]", e.mig.profile ? e.mig.profile->memory_gb : g.memory_gb, g.id));

  x.section("M2 batch");
  if (w.batch.kind == BatchSpec::Kind::auto_fraction) {
    if (w.batch.fraction_from_default) {
      x.a("autobatch-default-fraction");
    }
    x.line(fmt::format("largest b with reserved(b) <= {:g} x {:.2f} GB (Ultralytics AutoBatch semantics)",
                       w.batch.fraction, e.capacity_bytes / 1e9));
    x.line(fmt::format("b = floor(({:.2f} - {:.2f}) / (({:.4f} + {:.4f}) x {:g})) = {} per GPU (cap 1024 and dataset / ranks)",
                       e.batch_budget_bytes / 1e9, memory_at_batch_zero_reserved(mem) / 1e9,
                       mem.activation_bytes_per_image / 1e9,
                       mem.batch_per_gpu > 0 ? mem.assigner_bytes / mem.batch_per_gpu / 1e9 : 0.0,
                       cat.assumption("allocator-reserved-factor"), e.batch_per_gpu));
  } else {
    x.line(fmt::format("global batch {} // {} ranks = {} per GPU (Ultralytics: batch // world_size)", w.batch.global,
                       e.ranks, e.batch_per_gpu));
  }
  x.line(fmt::format("pass batch={} to Ultralytics for this {}-rank run (its AutoBatch refuses multi-GPU DDP)",
                     e.batch_global, e.ranks));
  if (w.mode == Mode::mig) {
    x.line("MIG: NCCL is not supported across MIG instances, so each instance runs its own single-GPU job");
  }

  x.section("M3 compute per step (one GPU)");
  double s = static_cast<double>(w.res_px) / m.ref_res_px;
  s *= s;
  x.line(fmt::format("forward FLOPs = {:g} GFLOPs (2xMAC; published {:g} {}) x s x ((1 - q) + q s), s = ({}/{})^2 = {:.4g}, q = {:g}",
                     m.forward_gflops, m.source_gflops, m.source_flops_convention, w.res_px, m.ref_res_px, s,
                     m.attention_flops_fraction));
  x.line(fmt::format("              = {:.2f} GFLOPs; x {:g} (forward + backward) = {:.2f} GFLOPs per image",
                     forward_flops_per_image(m, w.res_px) / 1e9, x.a("backward-factor"),
                     e.step.train_flops_per_image / 1e9));
  double eff = w.amp == Precision::fp32 ? f.compute_efficiency_fp32 : f.compute_efficiency;
  if (!g.achieved_matmul_fraction) {
    x.a("matmul-fraction-default");
  }
  x.line(fmt::format("rate          = {} {:g} TFLOP/s x MIG share {:g} x matmul share {:g} x family efficiency {:g} [{}, {}]",
                     e.rate.figure, e.rate.flops_per_s / 1e12, e.compute_fraction, e.matmul_fraction, eff, g.id, f.id));
  x.line(fmt::format("compute/image = {:.3f} ms; memory/image = {:.4f} GB x {:g} / {:g} GB/s = {:.3f} ms",
                     e.step.compute_s_per_image * 1000, mem.activation_bytes_per_image / 1e9,
                     f.memory_traffic_per_activation_byte, g.memory_bandwidth_gb_per_s * e.compute_fraction,
                     e.step.memory_s_per_image * 1000));
  x.line(fmt::format("step          = {} x {:.3f} ms + {:g} ms overhead = {:.1f} ms -> {:.0f} images/s per GPU",
                     mem.batch_per_gpu, e.step.s_per_image * 1000, f.step_overhead_ms, e.step.step_s * 1000,
                     e.step.images_per_s));
  x.line("how rough: the efficiency, traffic and overhead constants are fitted per family to the calibration");
  x.line("measurements (README 'Accuracy'); expect +-30 % on a GPU-bound YOLO run, more on other families.");

  x.section("M4 DDP all-reduce");
  x.line(fmt::format("gradients     = {:.1f} M params x 4 B = {:.1f} MB (FP32)", m.params_m,
                     e.allreduce.gradient_bytes / 1e6));
  if (w.mode == Mode::ddp && e.count > 1) {
    x.line(fmt::format("ring bytes    = 2 (N - 1) / N x gradients = 2 x {} / {} x {:.1f} MB = {:.1f} MB per GPU",
                       e.count - 1, e.count, e.allreduce.gradient_bytes / 1e6, e.allreduce.bytes_per_gpu / 1e6));
    x.line(fmt::format("seed 000 rounds this to 2 x gradients = {:.1f} MB; at 64 GB/s per direction: {:.1f} ms",
                       2 * e.allreduce.gradient_bytes / 1e6, 2 * e.allreduce.gradient_bytes / 64e9 * 1000));
    x.line(fmt::format("slowest link  = {} at {:.1f} GB/s per direction x {:g} = {:.1f} GB/s", to_string(e.link.kind),
                       e.link.theoretical_gb_per_s, e.link.efficiency, e.link.effective_gb_per_s));
    x.a(e.link.kind == LinkKind::pcie ? "pcie-efficiency" : "nvlink-efficiency");
    x.line(fmt::format("time          = {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms", e.allreduce.bytes_per_gpu / 1e6,
                       e.link.effective_gb_per_s, e.count - 1, x.a("nccl-latency-us"), e.allreduce.time_s * 1000));
    x.line(fmt::format("exposed       = max(time - min(time x {:g} overlap, backward {:.1f} ms), last {:g} MB bucket) = {:.2f} ms",
                       x.a("ddp-overlap-fraction"), e.step.step_s * 2000 / 3, x.a("ddp-bucket-mb"),
                       e.allreduce.exposed_s * 1000));
    x.line(fmt::format("sync          = step x {:g} x log2({}) = {:.1f} ms; scaling efficiency {:.1f} %",
                       x.a("ddp-sync-overhead-per-doubling"), e.count, e.sync_overhead_s * 1000,
                       e.scaling_efficiency * 100));
  } else {
    x.line("no all-reduce: each job runs on one GPU (or MIG instance)");
  }

  x.section("M5 data pipeline");
  x.line(fmt::format("workers/rank  = min(threads {} / processes {}, workers {}) = {}", e.cpu ? e.cpu->threads * e.sockets : 0,
                     e.processes, w.workers, e.workers_per_process));
  x.line(fmt::format("loader        = {:.0f} cores x {:g} img/s/core{} at {} px x ({}/{})^2 x clock {:g}/{:g} GHz{} = {:.0f} img/s",
                     e.loader.cores_used, f.loader_images_per_core_s,
                     m.has_instance_masks() ? fmt::format(" / {:g} (masks)", x.a("segment-loader-cost-factor")) : std::string(),
                     m.ref_res_px, m.ref_res_px, w.res_px,
                     e.cpu ? e.cpu->base_ghz : 0, x.a("cpu-base-ghz-ref"),
                     w.cache == CacheMode::ram ? " x 1/(1-0.16) (no decode from RAM cache)" : "", e.loader.images_per_s));
  x.line(fmt::format("storage       = {}", e.storage.read_images_per_s > 0
                                              ? fmt::format("{} drive(s) x {:g} GB/s / image bytes = {:.0f} img/s",
                                                            e.storage.drives, x.a("nvme-read-gb-per-s"),
                                                            e.storage.read_images_per_s)
                                              : std::string("no limit (images cached in RAM)")));
  x.line(fmt::format("images/s      = min(GPUs {:.0f}, loader {:.0f}, storage {}) = {:.0f} -> bottleneck {}",
                     e.gpu_images_per_s, e.loader_images_per_s,
                     e.storage_images_per_s > 0 ? fmt::format("{:.0f}", e.storage_images_per_s) : "-", e.images_per_s,
                     e.bottleneck));

  x.section("M6 host");
  x.line(fmt::format("cores         = max({:g} x {} GPUs, {} processes x (1 + {} workers)) = {}", x.a("min-cores-per-gpu"),
                     e.count, e.processes, e.workers_per_process, e.cores_required));
  if (e.cpu) {
    x.cite(*e.cpu);
    x.line(fmt::format("CPU           = {} x {} ({} cores each, {:g} W TDP){}", e.sockets, e.cpu->id, e.cpu->cores,
                       e.cpu->tdp_w, e.cpu_chosen ? ": the smallest catalog CPU with the cores, lanes and memory" : ""));
  }
  x.line(fmt::format("image cache   = {} images x {} x {} x 3 B = {:.1f} GB per copy x {} copies (one per process)",
                     w.dataset_images, w.res_px,
                     w.cache_shape == CacheShape::square ? w.res_px : static_cast<int>(w.res_px * cat.assumption("cache-aspect-ratio")),
                     e.cache_bytes_one_copy / 1e9, e.cache_copies));
  x.line(fmt::format("RAM           = max({:g} x {:.0f} GB GPU memory, OS {:g} + cache {:.1f} + {} workers x {:g} + {} processes x {:g}) = {:.0f} GB",
                     x.a("ram-to-gpu-memory-ratio"), g.memory_gb * e.count, x.a("os-ram-gb"),
                     e.cache_bytes_one_copy * e.cache_copies / 1e9, e.workers_total, x.a("worker-ram-gb"), e.processes,
                     x.a("rank-ram-gb"), e.ram_need.required_gb));
  if (e.ram) {
    x.cite(*e.ram->dimm);
    x.line(fmt::format("population    = {} sockets x {} channels x {} DPC = {} x {:g} GB = {:g} GB at {} MT/s", e.sockets,
                       e.cpu ? e.cpu->memory_channels : 0, e.ram->dimms_per_channel, e.ram->count,
                       e.ram->dimm->capacity_gb, e.ram->total_gb, e.ram->speed_mt_s));
  }

  x.section("M7 power");
  x.line(fmt::format("seed method   = ({} x {:g} W + {} x {:g} W) x (1 + {:g}) = {:.0f} W", e.count, g.max_power_w,
                     e.sockets, e.cpu ? e.cpu->tdp_w : 0.0, x.a("seed-power-overhead"), e.seed_method_w));
  x.line(fmt::format("components    = GPUs {:.0f} + CPUs {:.0f} + DIMMs + drives + NIC, + fans {:g} = {:.0f} W DC",
                     g.max_power_w * e.count, e.cpu ? e.cpu->tdp_w * e.sockets : 0.0, x.a("fan-power-fraction"),
                     e.component.dc_w));
  if (e.psu) {
    x.cite(*e.psu->psu);
    x.line(fmt::format("wall          = {:.0f} W / PSU efficiency {:.3f} at {:.0f} % load = {:.0f} W = {:.0f} BTU/h",
                       e.component.dc_w, e.psu->efficiency, e.psu->load_fraction * 100, e.wall_w, e.btu_per_h));
    x.line(fmt::format("PSUs          = {} x {} at {:.0f} W ({}: {:.0f} W with the redundant units failed)", e.psu->count,
                       e.psu->psu->id, e.psu->rating_w, to_string(e.redundancy), e.psu->capacity_w));
  }
  if (e.circuit) {
    x.cite(*e.circuit->circuit);
    x.line(fmt::format("circuit       = smallest with usable >= max(seed, wall) = {:.0f} W: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)",
                       e.circuit_load_w, circuit_label_of(*e.circuit), e.circuit->circuit->voltage_v,
                       e.circuit->circuit->breaker_a, e.circuit->circuit->phases == 3 ? " x sqrt(3)" : "",
                       e.circuit->circuit->continuous_derating, e.circuit->usable_w));
  }

  x.section("M8 schedule");
  x.line(fmt::format("validation    = {} images x {:g} / {:.0f} images/s (rank 0 only) = {}", w.val_images,
                     x.a("validation-cost-factor"), e.step.images_per_s, format_duration(e.val_s)));
  x.line(fmt::format("epoch         = {} / {:.0f} images/s + validation = {}", w.dataset_images, e.images_per_s,
                     format_duration(e.epoch_s)));
  x.line(fmt::format("train         = {} epochs x epoch = {}", w.epochs, format_duration(e.train_s)));
  x.line(fmt::format("overnight     = floor({:g} h / train) x {} job(s) = {}", w.night_hours, e.jobs,
                     e.experiments_per_night));
  return x.finish();
}

} // namespace vsize
