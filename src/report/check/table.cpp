// `vsize check` as text: the configuration, the verdict with its reasons and notes, and the
// figures of memory, time, host, power and cost.
#include "check.hpp"

#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace vsize::report {

namespace {

// The batch, or why there is none: the memory, time and cost below are then those of batch 1, the
// smallest tried.
std::string batch_line(const Evaluation& e, Lang lang) {
  const MemoryPlan& p = e.memory;
  if (p.batch_per_gpu >= 1 || p.breakdown.batch_per_gpu != 1) {
    return trf(lang, "  batch              {} per GPU, {} per job -> {}\n", count(lang, p.batch_per_gpu),
               count(lang, p.batch_global), trainer_batch_argument(e, lang));
  }
  bool below_ranks = std::any_of(e.findings.begin(), e.findings.end(),
                                 [](const Finding& f) { return f.code == FindingCode::batch_below_ranks; });
  return tr(lang, below_ranks ? "  batch              0 per GPU: --batch is below the ranks; the figures below are at "
                                "batch 1\n"
                              : "  batch              0 per GPU: not even 1 fits; the figures below are at batch 1\n");
}

// What the caching allocator holds: the need at the peak step where fragmentation holds more, the
// reserved figure, and validation's kept blocks with Ultralytics' GPU_mem where they stay cached.
std::string reserved_rows(const Evaluation& e, Lang lang) {
  const MemoryBreakdown& m = e.memory.breakdown;
  using units::gb;
  std::string out;
  if (m.reserved_bytes > m.reserved_need_bytes && e.memory.inputs.long_run_reserved_factor <= 0) {
    out += trf(lang,
               "  needs reserved     {:8.2f} GB   at the peak step (what the batch is sized by); earlier batches'\n"
               "                                assigner blocks stay cached on top:\n",
               gb(m.reserved_need_bytes));
    out += trf(lang,
               "  assigner cache     {:8.2f} GB   blocks of batches less dense than the densest, which the cache\n"
               "                                keeps (not needed to fit: freed before out of memory)\n",
               gb(m.reserved_bytes - m.reserved_need_bytes));
  } else if (m.reserved_bytes > m.reserved_need_bytes) {
    out += trf(lang,
               "  needs reserved     {:8.2f} GB   at the peak step (what the batch is sized by); variable input sizes\n"
               "                                fragment the cache, which holds more after hours:\n",
               gb(m.reserved_need_bytes));
  }
  if (m.validation_cache_bytes <= 0) {
    // Only Ultralytics prints GPU_mem; other trainers' logs (timm, torchvision) print none of it.
    out += e.family->trainer == "ultralytics"
               ? trf(lang,
                     "  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved; Ultralytics GPU_mem "
                     "prints GiB)\n",
                     gb(m.reserved_bytes), units::gib(m.reserved_bytes))
               : trf(lang, "  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved)\n",
                     gb(m.reserved_bytes), units::gib(m.reserved_bytes));
  } else {
    // Issue 25 item 10: the fit is decided by the training's reserved, which never falls as the
    // batch grows; the trainer's GPU_mem adds validation's kept blocks while they stay under its
    // threshold, so it can fall when the batch passes it.
    // Where a need line stands above, it, not the reserved figure, decides the fit.
    bool need_above = m.reserved_bytes > m.reserved_need_bytes;
    out += need_above
               ? trf(lang, "  reserved           {:8.2f} GB   = {:.2f} GiB in training (torch memory_reserved)\n",
                     gb(m.reserved_bytes), units::gib(m.reserved_bytes))
               : trf(lang,
                     "  reserved           {:8.2f} GB   = {:.2f} GiB in training (torch memory_reserved; decides the "
                     "fit)\n",
                     gb(m.reserved_bytes), units::gib(m.reserved_bytes));
    out +=
        trf(lang,
            "  validation cache   {:8.2f} GB   validation's blocks, which the trainer keeps in the cache (not needed\n"
            "                                to fit: freed before out of memory)\n"
            "  GPU_mem            {:8.2f} GB   = {:.2f} GiB, what Ultralytics prints: reserved + validation's kept "
            "blocks\n",
            gb(m.validation_cache_bytes), gb(m.gpu_mem_bytes), units::gib(m.gpu_mem_bytes));
  }
  return out;
}

// Says where reserved_range_bytes clipped the likely range of a batch that fits: a trainer cannot
// print more than the GPU holds past its context, so the range stops there. A batch that does not
// fit gets its need instead (memory_likely_line).
// What the GPU holds outside PyTorch's allocator, in words: the context, and NCCL's buffers in DDP.
std::string outside_allocator_words(const MemoryPlan& p, Lang lang) {
  return tr(lang, p.breakdown.nccl_bytes > 0 ? "its context and NCCL's buffers" : "its context");
}

std::string range_clip_text(const MemoryPlan& p, const FamilySpec& f, double high_bytes, Lang lang) {
  double cap = capacity_past_context_bytes(p);
  double predicted = p.breakdown.gpu_mem_bytes;
  bool high_clipped = high_bytes < predicted / (1 + f.memory_error_low);
  if (!high_clipped || predicted > cap) return ""; // a batch that does not fit: memory_likely_line
  return trf(lang, "; the high end clipped to the {:.1f} GB the GPU holds past {}", units::gb(cap),
             outside_allocator_words(p, lang));
}

} // namespace

std::string memory_block(const Workload& w, const Evaluation& e, Lang lang) {
  const MemoryPlan& p = e.memory;
  const MemoryBreakdown& m = p.breakdown;
  using units::gb;
  std::string out =
      "\n" + std::string(tr(lang, p.mig.profile ? "memory per GPU (MIG instance)" : "memory per GPU")) + "\n";
  if (p.mig.profile) {
    const MigProfile& prof = *p.mig.profile;
    std::string memory = mig_instance_text(prof, lang);
    out += trf(lang, "  MIG profile        {} x {} per GPU ({}, {:.0f} % of the SMs)\n", prof.name,
               p.mig.instances_per_gpu, memory, prof.compute_fraction * 100);
  }
  out += batch_line(e, lang);
  out += trf(lang, "  CUDA context       {:8.2f} GB\n", gb(m.context_bytes));
  if (m.nccl_bytes > 0) {
    out += trf(lang, "  NCCL buffers       {:8.2f} GB   the DDP communicator's channels, outside PyTorch's allocator\n",
               gb(m.nccl_bytes));
  }
  out += e.optimizer_iterations > 0 && w.batch.kind != BatchSpec::Kind::global
             ? trf(lang,
                   "  model states       {:8.3f} GB   weights + gradients + {} states (auto: the trainer's "
                   "choice for {} iterations)\n",
                   gb(m.model_states_bytes), to_string(e.optimizer), count(lang, e.optimizer_iterations))
             : trf(lang, "  model states       {:8.3f} GB   weights + gradients + {} states\n",
                   gb(m.model_states_bytes), to_string(e.optimizer));
  out += trf(lang, "  extra states       {:8.3f} GB   EMA {:.3f}, DDP buckets {:.3f}, autocast cache {:.3f}\n",
             gb(m.extra_states_bytes), gb(m.ema_bytes), gb(m.ddp_bucket_bytes), gb(m.autocast_cache_bytes));
  // The rows add up to the peak: the workspaces had no row, so they did not (explain, M1: allocated).
  out += trf(lang, "  workspace          {:8.3f} GB   cuBLAS/cuDNN workspaces and a parameter-sized temporary\n",
             gb(m.workspace_bytes));
  out += trf(lang, "  activations        {:8.2f} GB   {:.4f} GB/image x {}\n", gb(m.activations_bytes),
             gb(m.activation_bytes_per_image), m.batch_per_gpu);
  if (m.assigner_bytes > 0) {
    out += trf(lang, "  label assigner     {:8.2f} GB   {} objects per image x {} anchors\n", gb(m.assigner_bytes),
               w.max_objects, count(lang, std::llround(p.anchors)));
  }
  if (m.mask_loss_bytes > 0) {
    out += trf(lang, "  mask loss          {:8.2f} GB   {} objects per sample\n", gb(m.mask_loss_bytes), w.objects);
  }
  if (m.class_head_bytes > 0) {
    out += trf(lang, "  class heads        {:8.2f} GB   {} classes\n", gb(m.class_head_bytes), count(lang, w.classes));
  }
  if (m.attention_scores_bytes > 0) {
    out += e.model->explicit_attention
               ? trf(lang, "  attention scores   {:8.2f} GB   kept by attention written out (matmul + softmax)\n",
                     gb(m.attention_scores_bytes))
           : e.model->math_attention
               ? trf(lang,
                     "  attention scores   {:8.2f} GB   FP32 softmax of PyTorch's math attention (no fused kernel)\n",
                     gb(m.attention_scores_bytes))
               : trf(lang, "  attention scores   {:8.2f} GB   kept by unfused attention (no fused kernel)\n",
                     gb(m.attention_scores_bytes));
  }
  if (m.denoising_bytes > 0) {
    out += trf(lang, "  denoising queries  {:8.2f} GB   {} labels in the densest sample: {} decoder queries\n",
               gb(m.denoising_bytes), w.max_objects,
               denoising_decoder_queries(*e.model->denoising_decoder, w.max_objects, w.denoising_uncapped));
  }
  out += trf(lang, "  peak allocated     {:8.2f} GB   (torch.cuda.max_memory_allocated)\n", gb(m.allocated_peak_bytes));
  out += reserved_rows(e, lang);
  out += memory_likely_line(e, lang);
  // The marketed size is GiB (gpu-memory-reserved-share): said beside the 10^9-byte figure, where
  // a 141 GB card holding 149.88 GB read as an error (review r15).
  std::string sold = e.mode == Mode::mig ? std::string()
                                         : trf(lang, "; the {:g} GB it is sold with are GiB, less the driver's share",
                                               e.gpu->memory_gb);
  // Past the capacity nvidia-smi never shows it: the run stops at out of memory first (review s79 C6).
  out += trf(lang,
             m.device_used_bytes > p.capacity_bytes
                 ? "  device used        {:8.2f} GB of {:.2f} GB (the run would need {:.1f} GiB; {:.1f} GiB usable{})\n"
                 : "  device used        {:8.2f} GB of {:.2f} GB (nvidia-smi would show {:.1f} GiB used; {:.1f} GiB "
                   "usable{})\n",
             gb(m.device_used_bytes), gb(p.capacity_bytes), units::gib(m.device_used_bytes),
             units::gib(p.capacity_bytes), sold);
  return out;
}

namespace {

// Across nodes: the two levels, NCCL's algorithm and what the backward pass hides.

// NCCL's pick for the full buckets, and for the smaller rest where it differs ("ring, the
// remaining 17.3 MB by tree"): the time adds both.
std::string algorithm_text(const ClusterAllReduce& k, Lang lang) {
  std::string text = to_string(k.algorithm);
  if (k.rest_bytes > 0 && k.rest_algorithm != k.algorithm) {
    text += trf(lang, ", the remaining {:.1f} MB by {}", units::mb(k.rest_bytes), to_string(k.rest_algorithm));
  }
  return text;
}
std::string cluster_allreduce_line(const Evaluation& e, Lang lang) {
  const CommPlan& c = e.comm;
  const LevelTimes& t = c.cluster.times;
  // As explain writes it: both levels' latencies, then the slower level's bandwidth time (the two
  // levels run as one pipeline).
  return trf(lang,
             "  all-reduce         {:.1f} MB per GPU in {} buckets, {}: {:.1f} ms = latencies {:.1f} ms + the "
             "slower of inside nodes {:.1f} ms over {} at {:.1f} GB/s and across nodes {:.1f} ms over {} at {:.1f} "
             "GB/s per node; {:.1f} ms behind the backward pass, {:.1f} ms exposed\n",
             units::mb(c.allreduce.bytes_per_gpu), c.cluster.buckets, algorithm_text(c.cluster, lang),
             units::ms(c.allreduce.time_s), units::ms(t.intra_lat_s + t.inter_lat_s), units::ms(t.intra_bw_s),
             to_string(c.link.kind), c.link.effective_gb_per_s, units::ms(t.inter_bw_s), e.fabric.fabric.spec->id,
             e.fabric.busbw_gb_per_s, units::ms(c.allreduce.time_s - c.allreduce.exposed_s),
             units::ms(c.allreduce.exposed_s));
}

// The all-reduce: one node's ring, or a cluster's two levels; why bridge-capable cards leave
// their bridge; and the bridges in the quote.
std::string allreduce_lines(const Evaluation& e, Lang lang) {
  const CommPlan& c = e.comm;
  std::string out;
  if (c.cluster.active) {
    out += cluster_allreduce_line(e, lang);
  } else if (c.link.kind == LinkKind::none) {
    // No gradients to share: not "0.0 MB over none at 0.0 GB/s".
    out += tr(lang, e.mode == Mode::ddp ? "  all-reduce         none: one GPU\n"
                                        : "  all-reduce         none: each training runs alone on its GPU or MIG "
                                          "instance\n");
  } else {
    out += trf(lang, "  all-reduce         {:.1f} MB per GPU over {} at {:.1f} GB/s: {:.2f} ms\n",
               units::mb(c.allreduce.bytes_per_gpu), to_string(c.link.kind), c.link.effective_gb_per_s,
               units::ms(c.allreduce.time_s));
    if (e.platform.bridge_declined) {
      out += tr(lang, "                     no NVLink bridge on the cards (--no-nvlink-bridge)\n");
    } else if (e.gpu->nvlink_topology == NvlinkTopology::bridge && c.link.kind != LinkKind::nvlink_bridge) {
      // Bridge-capable cards whose ring leaves the bridge: say why (the chassis' bridges, or more
      // cards than one bridge joins), where the 4x H200 NVL over PCIe read as unexplained.
      int group = e.platform.nvlink_group_max;
      out += group < e.gpu->nvlink_group_max && e.platform.spec
                 ? trf(lang, "                     {} bridges {} cards (the {} up to {}): PCIe between the groups\n",
                       e.platform.spec->id, group, e.gpu->id, e.gpu->nvlink_group_max)
                 : trf(lang, "                     an NVLink bridge joins {} {} cards: PCIe between the groups\n",
                       group, e.gpu->id);
    }
    if (c.without_bridge) {
      out += trf(lang,
                 "                     the cards' NVLink bridge assumed (no chassis rules): without it, over PCIe "
                 "{:.2f} ms\n",
                 units::ms(c.without_bridge->allreduce.time_s));
    }
  }
  if (e.bridges.bridge && e.bridges.groups > 1 && c.link.kind != LinkKind::nvlink_bridge) {
    // The server's standard build bridges each group; this ring's slowest hop is PCIe between them.
    out += wrap(trf(lang,
                    "                     NVLink bridges: {} x {}, {} (in the quote): they speed a job of up to {} "
                    "GPUs, not this ring over PCIe",
                    e.bridges.count, e.bridges.bridge->id, bridge_groups(lang, e.bridges.groups, e.bridges.cards),
                    e.bridges.cards),
                98, 21) +
           "\n";
  } else if (e.bridges.bridge) {
    out += trf(lang, "                     NVLink bridges: {} x {}, {} (in the quote)\n", e.bridges.count,
               e.bridges.bridge->id, bridge_groups(lang, e.bridges.groups, e.bridges.cards));
  } else if (e.bridges.uncatalogued) {
    out += trf(lang,
               "                     NVLink bridges: those of the {} cards have no catalog record (named "
               "unpriced)\n",
               e.bridges.cards);
  }
  return out;
}

} // namespace

std::string time_block(const Workload& w, const Evaluation& e, Lang lang) {
  const Schedule& s = e.schedule;
  const CommPlan& c = e.comm;
  std::string out = "\n" + std::string(tr(lang, "time")) + "\n";
  out += trf(lang,
             "  step               {:.3f} s (GPU {:.1f} ms, Python dispatch {:.1f} ms, exposed all-reduce {:.1f} "
             "ms, sync {:.1f} ms)\n",
             s.step_s, units::ms(e.step.time.gpu_s), units::ms(e.host.dispatch_s), units::ms(c.allreduce.exposed_s),
             units::ms(c.sync_overhead_s));
  out += allreduce_lines(e, lang);
  // The GPUs' rate as the step is (all-reduce and sync included), which the minimum takes; the
  // compute alone beside it where they differ.
  out += trf(lang, "  images/s           {:.0f} GPUs{}, {:.0f} loader, {}{} -> {:.0f} ({})\n", s.gpu_images_per_s,
             std::lround(s.compute_images_per_s) != std::lround(s.gpu_images_per_s)
                 ? trf(lang, " ({:.0f} before all-reduce and sync)", s.compute_images_per_s)
                 : std::string(),
             s.loader_images_per_s,
             s.storage_images_per_s ? trf(lang, "{:.0f} storage", *s.storage_images_per_s)
                                    : std::string(tr(lang, "storage no limit (RAM cache)")),
             (s.shared_storage_images_per_s ? trf(lang, ", {:.0f} shared storage", *s.shared_storage_images_per_s)
                                            : std::string()) +
                 (s.nvdec_images_per_s ? trf(lang, ", {:.0f} NVDEC", *s.nvdec_images_per_s) : std::string()) +
                 (s.loader_in_series ? tr(lang, ", loader in series (no workers)") : "") +
                 // Trainings side by side: each figure is one job's (review r15: "GPUs" read as all 8).
                 (e.memory.jobs > 1 ? trf(lang, "; each a job's, {} side by side", e.memory.jobs) : std::string()),
             s.images_per_s, to_string(s.bottleneck));
  out +=
      trf(lang, "  epoch              {} (validation {}; likely {} .. {})\n", format_duration(s.epoch_s, lang),
          format_duration(s.val_s, lang), format_duration(s.epoch_s_fast, lang), format_duration(s.epoch_s_slow, lang));
  // The last close_mosaic epochs, where their loader changes the epoch (a GPU-bound server's are
  // the same), or every epoch.
  if (s.close_mosaic_epochs > 0 && (s.every_epoch_without_mosaic ||
                                    format_duration(s.no_mosaic_epoch_s, lang) != format_duration(s.epoch_s, lang))) {
    out += s.every_epoch_without_mosaic
               ? trf(lang, "  {:<18} every epoch: close_mosaic {} = the epochs (one image a sample)\n",
                     tr(lang, "without mosaic"), s.close_mosaic_epochs)
               : trf(lang, "  {:<18} {} each, the last {} (close_mosaic): {:.0f} images/s ({})\n",
                     tr(lang, "without mosaic"), format_duration(s.no_mosaic_epoch_s, lang), s.close_mosaic_epochs,
                     s.no_mosaic_images_per_s, to_string(s.no_mosaic_bottleneck));
  }
  return out + setup_line(e, lang) + train_likely_line(w, e, lang) + experiments_line(w, e, lang);
}

namespace {

// Installed RAM (--ram-gb) is checked against what the training holds, the rule of thumb a note;
// RAM vsize sizes meets both.
std::string ram_text(const HostPlan& h, Lang lang) {
  auto gb_count = [lang](double gb) { return count(lang, std::llround(gb)); }; // 2304 GB: "2.304" in German
  std::string dimms = h.ram && h.ram->dimm ? trf(lang, " = {} x {}", h.ram->count, h.ram->dimm->id) : "";
  if (h.ram && h.ram->installed) {
    return trf(lang, "{} GB installed{} (the training holds {} GB; rule of thumb {:g}x GPU memory {})",
               gb_count(h.ram->total_gb), dimms, gb_count(h.ram_need.by_contents_gb), h.ram_inputs.ratio_to_gpu_memory,
               gb_count(h.ram_need.by_ratio_gb));
  }
  return trf(lang, "{} (needs {} GB: {:g}x GPU memory {}, contents {})",
             h.ram ? gb_count(h.ram->total_gb) + " GB" + dimms : std::string("-"), gb_count(h.ram_need.required_gb),
             h.ram_inputs.ratio_to_gpu_memory, gb_count(h.ram_need.by_ratio_gb), gb_count(h.ram_need.by_contents_gb));
}

// Rows as check's text prints them: the label (English, translated where printed) in a column of
// 18 at 2, the text at 21; "" continues the row above on its own line.
std::string block_text(const char* title, const Rows& rows, Lang lang) {
  std::string out = "\n" + std::string(tr(lang, title)) + "\n";
  for (const auto& [label, text] : rows) {
    std::string line = fmt::format("  {:<18} {}", tr(lang, label.c_str()), text);
    out += (label.empty() ? wrap(line, 98, 21) : line) + "\n";
  }
  return out;
}

} // namespace

Rows host_rows(const Workload& w, const Evaluation& e, Lang lang) {
  const HostPlan& h = e.host;
  Rows rows;
  const int cores = h.cpu ? h.cpu->cores * h.sockets : 0;
  // Fewer cores than that is no reason: processes and workers share them, and the loader counts it.
  const std::string short_of =
      h.cpu && cores < h.cores_required
          ? trf(lang, " ({} short: processes and workers share cores)", h.cores_required - cores)
          : std::string();
  rows.emplace_back("CPU", trf(lang, "{}x {}: {} cores for {} {} x (1 + {} workers), >= {}/GPU: {} needed{}", h.sockets,
                               h.cpu ? h.cpu->id : "-", cores, e.data.processes,
                               tr(lang, e.data.processes == 1 ? "process" : "processes"), h.workers_per_process,
                               h.min_cores_per_gpu, h.cores_required, short_of));
  if (h.cpu) {
    // The clock the host's Python is timed at and the threads the loader shares (--cpu-ghz and
    // --cpu-threads echoed for a described CPU); where the host sets the pace (solver.cpp
    // faster_host), the smallest adequate CPU passed over for it.
    std::string clock = trf(lang, "{:g} GHz base, {} threads", h.cpu->base_ghz, h.cpu->threads * h.sockets);
    if (h.smallest_cpu) {
      clock += trf(lang, ", not the smallest adequate {} at {:g} GHz (train {}): the host sets the pace",
                   h.smallest_cpu->id, h.smallest_cpu->base_ghz, format_duration(h.smallest_cpu_train_s, lang));
    }
    rows.emplace_back("", clock);
  }
  bool switched = e.platform.spec && e.platform.spec->pcie_switched();
  rows.emplace_back("PCIe lanes", switched ? trf(lang, "{} behind the chassis' PCIe switches (CPUs: {})",
                                                 h.lanes_required, h.lanes_available)
                                  : h.lanes_available > 0
                                      ? trf(lang, "{} of {}", h.lanes_required, h.lanes_available)
                                      : trf(lang, "{} (the CPU's lanes are not known: not checked)", h.lanes_required));
  rows.emplace_back("RAM", ram_text(h, lang));
  // What the run caches, and the --cache the user typed when the run could not have it.
  const bool asked = e.data.cache != w.cache && !w.cache_from_default;
  rows.emplace_back(
      "image cache",
      e.data.cache == CacheMode::ram
          ? trf(lang,
                "{:.1f} GB x {} copies (ram) + {:g} copy free while caching + validation's {:.1f} GB x {} = {:.1f} GB",
                units::gb(e.data.cache_bytes_one_copy), e.data.cache_copies, h.ram_inputs.cache_safety_margin,
                units::gb(e.data.val_cache_bytes_one_copy), e.data.val_cache_copies, h.ram_need.cache_gb)
          : tr(lang, cache_not_in_ram(e.data.cache)) +
                (asked ? trf(lang, " (--cache {} asked)", to_string(w.cache)) : std::string()));
  return rows;
}

namespace {

// The storage tiers, the contents and their growth, and the NICs (storage.cpp words them).
std::string storage_block(const Workload& w, const Evaluation& e, Lang lang) {
  std::string out = trf(lang, "\nstorage (--data-raid {}, --bulk-raid {}, --backup-copies {})\n",
                        to_string(w.storage.data_raid), to_string(w.storage.bulk_raid), w.storage.backup_copies);
  for (const auto& [label, text] : storage_rows(e, w, lang)) {
    if (label == "data NIC") {
      out += std::string(tr(lang, "network")) + "\n";
    }
    out += wrap(fmt::format("  {:<18} {}", tr(lang, label.c_str()), text), 98, 21) + "\n";
  }
  return out;
}

std::string psu_text(const Evaluation& e, Lang lang) {
  const PowerPlan& p = e.power;
  if (!p.psus_checked) {
    return tr(lang, "not checked (a server outside the catalog: give its PSUs with --psu ID --psus N)");
  }
  if (!p.psu) {
    return "-";
  }
  const ZonedPsus& z = *p.psu;
  const std::string units = psu_zone_units(e, lang);
  const std::string zones = units.empty() ? "" : trf(lang, " in zones {}", units);
  return trf(lang, "{} x {} ({} W, {}{}){}, {:.0f} % load each; GPUs counted at {:g} x board power", z.count, z.psu->id,
             count(lang, std::llround(z.rating_w)), to_string(p.redundancy),
             p.redundancy_from_platform ? tr(lang, ", the chassis' scheme") : "", zones, z.load_fraction * 100,
             p.excursion_factor);
}

} // namespace

Rows one_line_rows(const Rows& rows) {
  Rows out;
  for (const auto& row : rows) {
    if (row.first.empty() && !out.empty()) {
      out.back().second += "; " + row.second;
    } else {
      out.push_back(row);
    }
  }
  return out;
}

Rows power_rows(const Evaluation& e, Lang lang) {
  const PowerPlan& p = e.power;
  // Watts as whole numbers in the language's grouping (German: 23.330 BTU/h, as its prices).
  auto watts = [&](double w) { return count(lang, std::llround(w)); };
  Rows rows = {
      {"seed method", watts(p.seed_method_w) + " W"},
      {"component method", trf(lang, "{} W DC, {} W at the wall with every part at full power ({} BTU/h)",
                               watts(p.component.dc_w), watts(p.wall_w), watts(p.btu_per_h))},
      {"circuit", trf(lang, "{} ({} W usable with the continuous-load margin{}{}{})", circuit_label(e, lang),
                      watts(p.circuit ? p.circuit->usable_w : 0.0),
                      p.circuit && p.circuit->count * p.circuit->feeds > 1 ? tr(lang, " each") : "",
                      p.circuit && p.circuit->feeds > 1 ? tr(lang, "; feeds A and B each carry the whole server") : "",
                      p.circuit && p.circuit->circuit->phases == 3 ? busiest_phase_text(p, lang) : std::string())},
      {"PSUs", psu_text(e, lang)}};
  // A facilities engineer sizes feeds and cooling from these lines: the drives beside the server
  // draw on their own (review s87 money D3), at the same BTU/h per W as the server.
  if (double w = e.storage.external_drive_w(); w > 0) {
    rows.push_back({"beside it", trf(lang,
                                     "{} drives outside the server: {} W at full power ({} BTU/h), on the feed "
                                     "of their enclosure or NAS, whose fans and controllers add to it",
                                     e.storage.external_drives(), watts(w), watts(w * units::k_btu_per_h_per_w))});
  }
  return rows;
}

namespace {

// The cluster's nodes, fabric, switches and front-end ports: check's first cluster lines.
std::string cluster_network_lines(const Evaluation& e, Lang lang) {
  const ClusterPlan& c = e.cluster;
  const FabricPlan& f = e.fabric;
  const SwitchPlan& sw = c.switches;
  std::string out;
  if (!f.active) {
    // --mode per-gpu or mig: trainings side by side on every node, none spanning nodes.
    out += trf(lang, "  nodes              {} x {}x {} = {} GPUs, {} trainings side by side: none spans nodes\n",
               c.nodes, c.gpus_per_node, e.gpu->id, e.topo.world_size(), e.memory.jobs);
    out += tr(lang, "  fabric             none: no training spans nodes (the nodes are separate servers)\n");
  } else {
    out += trf(lang, "  nodes              {} x {}x {} = {} GPUs in one job (world size)\n", c.nodes, c.gpus_per_node,
               e.gpu->id, e.topo.world_size());
    out += trf(lang,
               "  fabric             {}{}: {} x {} per node, {:.1f} GB/s all-reduce per node (the GPUs' link "
               "{:.1f} GB/s)\n",
               f.fabric.spec->id, f.chosen ? " (chosen by vsize)" : "", f.nics_per_node, f.fabric.nic->id,
               f.busbw_gb_per_s, f.gpu_link_gb_per_s);
    if (f.slot_gb_per_s > 0) {
      out += trf(lang,
                 "                     each NIC at {:.1f} GB/s of its {:g}: the host's PCIe Gen{} x{} slot (a CPU with "
                 "PCIe Gen5 gives it the whole)\n",
                 f.slot_gb_per_s, f.fabric.spec->busbw_gb_per_s, f.slot_pcie_gen, f.fabric.nic->pcie_lanes);
    }
    out +=
        sw.leaves > 0 && sw.spine != sw.sw
            ? trf(lang, "  switches           {} x {} leaves + {} x {} spines (its uplinks) for {} ports, {} links\n",
                  sw.leaves, sw.sw->id, sw.spines, sw.spine->id, sw.ports_needed, sw.links)
        : sw.leaves > 0 ? trf(lang, "  switches           {} x {}: {} leaves + {} spines for {} ports, {} links\n",
                              sw.count, sw.sw->id, sw.leaves, sw.spines, sw.ports_needed, sw.links)
                        : trf(lang, "  switches           1 x {} ({} of its {} ports), {} links\n", sw.sw->id,
                              sw.ports_needed, sw.sw->ports, sw.links);
  }
  // The nodes' data NICs (ingest, staging the dataset, checkpoints out) reach the shared storage
  // over the site's Ethernet: ports vsize counts but neither plans nor prices.
  if (const Ingest& g = e.storage.ingest; g.nic && g.count > 0) {
    out += trf(lang,
               "  front end          {} x {} ({:g} GbE) a node: {} ports of the site's Ethernet to the shared "
               "storage; no switch for them is planned or priced{}\n",
               g.count, g.nic->id, g.nic->speed_gbps, c.nodes * g.count,
               f.active ? tr(lang, " (the fabric joins the GPUs only)") : "");
  }
  return out;
}

std::string cluster_block(const Evaluation& e, Lang lang) {
  const ClusterPlan& c = e.cluster;
  if (!c.active) {
    return "";
  }
  const FabricPlan& f = e.fabric;
  const SwitchPlan& sw = c.switches;
  const SharedStorage& st = c.storage;
  std::string out = "\n" + std::string(tr(lang, "cluster")) + "\n" + cluster_network_lines(e, lang);
  out += trf(
      lang, "  scaling            {:.2f}x one node's {:.0f} images/s ({:.0f} % per node{})\n", c.speedup,
      c.one_node_images_per_s, c.scaling_efficiency * 100,
      c.batch_held ? tr(lang, "; one node at the same batch a GPU, the one the recipe's global batch holds the "
                              "cluster to")
      : c.one_node_same_batch_per_gpu ? tr(lang, "; one node at the same batch a GPU: it cannot hold the global one")
      : c.weak_scaling ? tr(lang, "; one node at the same batch a GPU, which fills each GPU's memory: the global "
                                  "batch grows with the nodes (--batch N compares at one global batch)")
                       : "");
  out +=
      trf(lang,
          "  shared storage     {:.2f} GB/s read at full speed ({:.2f} per node, {}); guidance {:.0f} GB/s "
          "({:g} GB/s per GPU){}\n",
          st.read_gb_per_s, st.per_node_read_gb_per_s,
          st.every_epoch ? tr(lang, "every epoch: no image cache")
          : st.staged_bytes > 0
              ? trf(lang,
                    "read once: each node's data drives hold a copy, {} staged in {} at {:.3g} GB/s for all "
                    "{} nodes{}",
                    size_text(st.staged_bytes, lang), format_duration(st.stage_s, lang), st.stage_gb_per_s, c.nodes,
                    st.stage_nic_bound ? trf(lang, " (each node's data NIC, {:.3g} GB/s)", st.stage_gb_per_s / c.nodes)
                                       : std::string())
              : tr(lang, "the first epoch; cached after"),
          st.guidance_gb_per_s, st.guidance_gb_per_s_per_gpu,
          st.rated_gb_per_s ? trf(lang, ", rated {:g} GB/s", *st.rated_gb_per_s)
                            : std::string(tr(lang, ", a site filesystem outside the quote: --shared-storage-gb-s "
                                                   "gives its rate")));
  out += f.active ? trf(lang,
                        "  wall power         {:.1f} kW: {} x {:.0f} W nodes + {:.0f} W switches + {:.0f} W cables "
                        "({:.0f} BTU/h)\n",
                        c.wall_w / 1000, c.nodes, c.node_wall_w, sw.switch_w, sw.cable_w, c.btu_per_h)
                  : trf(lang, "  wall power         {:.1f} kW: {} x {:.0f} W nodes ({:.0f} BTU/h)\n", c.wall_w / 1000,
                        c.nodes, c.node_wall_w, c.btu_per_h);
  out += c.node_wall_w > c.rack_kw * units::k_w_per_kw
             ? trf(lang,
                   "  racks              {}, one node each: a node draws more than the {:g} kW a rack is planned for\n",
                   c.racks, c.rack_kw)
             : trf(lang, "  racks              {} at {:g} kW ({} node(s) per rack)\n", c.racks, c.rack_kw,
                   c.nodes_per_rack);
  out += !c.circuit ? std::string("  circuits           -\n")
         : f.active
             ? trf(lang, "  circuits           {} x {} ({} per node) + {} x {} for the switches\n",
                   c.nodes * c.node_circuits, c.circuit->id, c.node_circuits, c.switch_circuits, c.switch_circuit->id)
             : trf(lang, "  circuits           {} x {} ({} per node)\n", c.circuits, c.circuit->id, c.node_circuits);
  return out;
}

// The cost, the cost per experiment and the buy-or-rent comparison, and the money terms they used.
std::string cost_block(const Evaluation& e, const ReportOptions& o) {
  const Lang lang = o.lang;
  const CostPlan& c = e.cost;
  if (!c.priced || !o.money) {
    return "";
  }
  std::string out = "\n";
  if (!c.amount) {
    out += trf(lang, "cost: - (no price for {})\n", fmt::join(unpriced_ids(c), ", "));
  }
  for (const auto& line : cost_lines(e, *o.money, o.lang)) {
    out += wrap(line.substr(2), 98, 4) + "\n";
  }
  return out + wrap(money_line(*o.money, o.lang), 98, 4) + "\n";
}

std::string configuration_line(const Evaluation& e, const ReportOptions& o) {
  const Lang lang = o.lang;
  const HostPlan& h = e.host;
  std::string chassis;
  if (e.platform.spec) {
    chassis = " in " + e.platform.spec->id;
  } else {
    bool cpu_cause = std::any_of(e.findings.begin(), e.findings.end(),
                                 [](const Finding& f) { return f.code == FindingCode::no_platform_takes_cpu; });
    chassis = tr(lang, o.platform_request == "none" ? " without chassis rules (--platform none)"
                       : cpu_cause                  ? " without chassis rules (no catalog platform takes its CPU)"
                                                    : " without chassis rules (no catalog platform takes it)");
  }
  return trf(lang, "configuration: {}: {}{}x {}{}, {}x {}{}, mode {}\n", server_id(e),
             e.topo.nodes > 1 ? trf(lang, "{} nodes of ", e.topo.nodes) : std::string(), e.topo.gpus_per_node,
             e.gpu->id, chassis, h.sockets, h.cpu ? h.cpu->id : "-", h.cpu_chosen ? tr(lang, " (chosen by vsize)") : "",
             // One GPU runs one process: DDP has nothing to synchronise (review s75 C3).
             e.mode == Mode::ddp && e.topo.world_size() == 1 ? std::string(tr(lang, "ddp (1 GPU: one process, no DDP)"))
                                                             : std::string(to_string(e.mode)));
}

} // namespace

// The experiments a night at the stated confidence and as predicted, with the trainings side by
// side in a word of their number.
std::string experiments_line(const Workload& w, const Evaluation& e, Lang lang) {
  const Schedule& s = e.schedule;
  const std::string confident = format_duration_up(s.train_s_confident, lang);
  if (e.memory.jobs == 1) {
    return trf(lang,
               "  experiments        {} per {:g} h night at {:g} % confidence (train {}), {} as predicted (one job "
               "at a time)\n",
               s.experiments_per_night, w.night_hours, s.confidence * 100, confident, s.experiments_per_night_expected);
  }
  return trf(lang,
             "  experiments        {} per {:g} h night at {:g} % confidence (train {}), {} as predicted ({} jobs "
             "side by side)\n",
             s.experiments_per_night, w.night_hours, s.confidence * 100, confident, s.experiments_per_night_expected,
             e.memory.jobs);
}

// The memory band: GPU_mem over the family's memory errors on runs not fitted on.
std::string memory_likely_line(const Evaluation& e, Lang lang) {
  const MemoryPlan& p = e.memory;
  double predicted = p.breakdown.gpu_mem_bytes;
  double cap = capacity_past_context_bytes(p);
  if (predicted > cap) {
    // A batch that does not fit: what it needs, unclipped, beside what the GPU holds (review r15:
    // a band clipped to the capacity at its low end read as a batch that might fit).
    double low = predicted / (1 + e.family->memory_error_high);
    double high = predicted / (1 + e.family->memory_error_low);
    return trf(lang,
               "  likely needs       {:.1f} .. {:.1f} GB (predicted / (1 + its calibration pool's memory errors on "
               "runs not fitted on, highest {:+.1f} % .. lowest {:+.1f} %)); the GPU holds {:.1f} GB past {}: it does "
               "not fit\n",
               units::gb(low), units::gb(high), e.family->memory_error_high * 100, e.family->memory_error_low * 100,
               units::gb(cap), outside_allocator_words(p, lang));
  }
  auto [low, high] = reserved_range_bytes(p, e.family->memory_error_low, e.family->memory_error_high);
  // The figure the trainer's log shows: Ultralytics' GPU_mem; timm and torchvision print none of it.
  const char* figure = e.family->trainer == "ultralytics" ? "GPU_mem" : "reserved";
  return trf(
      lang,
      "  likely             {:.1f} .. {:.1f} GB = {:.1f} .. {:.1f} GiB {} (predicted / (1 + its "
      "calibration pool's memory errors on runs not fitted on, every pool's where it has none, highest {:+.1f} % .. "
      "lowest {:+.1f} %){})\n",
      units::gb(low), units::gb(high), units::gib(low), units::gib(high), tr(lang, figure),
      e.family->memory_error_high * 100, e.family->memory_error_low * 100, range_clip_text(p, *e.family, high, lang));
}

// Once a run: the train time is this plus the epochs (review r15: 100 x 2m01s against 36h27m with a
// 33 h RAM-cache build said nowhere but explain), each of its terms named, and the final validation
// of best.pt with its time where the trainer runs one (timm and torchvision stop after the last
// epoch's; review r22a F8).
std::string setup_line(const Evaluation& e, Lang lang) {
  const Schedule& s = e.schedule;
  std::vector<std::string> parts;
  if (s.cache_build_s > 0) {
    parts.push_back(trf(lang, "building the RAM cache {}", format_duration(s.cache_build_s, lang)));
  }
  parts.push_back(tr(lang, "start-up"));
  if (s.ddp_setup_s > 0) {
    parts.push_back(tr(lang, "DDP set-up"));
  }
  if (s.final_val_s > 0) {
    parts.push_back(trf(lang, "final validation {}", format_duration(s.final_val_s, lang)));
  }
  parts.push_back(tr(lang, "the first epoch's extra"));
  return trf(lang, "  {:<18} {} once a run ({})\n", tr(lang, "set-up"), format_duration(s.run_overhead_s, lang),
             fmt::format("{}", fmt::join(parts, ", ")));
}

// The training time and its band (P90 .. P10 of vsize's errors on runs it did not fit).
std::string train_likely_line(const Workload& w, const Evaluation& e, Lang lang) {
  const Schedule& s = e.schedule;
  return trf(lang,
             "  {:<18} {} (likely {} .. {}: predicted / (1 + vsize's errors on runs it did not fit, P90 {:+.1f} % .. "
             "P10 {:+.1f} %))\n",
             trf(lang, "train {} epochs", w.epochs), format_duration(s.train_s, lang),
             format_duration(s.train_s_fast, lang), format_duration(s.train_s_slow, lang), s.error_high * 100,
             s.error_low * 100);
}

Verdict check_verdict(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  const Lang lang = o.lang;
  Verdict v;
  // The translations carry the line's newline; the verdict holds the words alone.
  // Without a catalog chassis its power, PSUs, bays, slots and price went unchecked: the verdict
  // says so beside the note (a review read "fits" for 9 GPUs no chassis takes).
  v.verdict = trf(lang, "verdict: {}\n",
                  tr(lang, !e.fits                 ? "DOES NOT FIT"
                           : e.chassis_unchecked() ? "fits, with no chassis checked"
                                                   : "fits"));
  v.verdict.pop_back();
  if (o.experiments_goal) {
    v.goal =
        trf(lang, "goal: {} experiment(s) per {:g} h night: {} ({} at {:g} % confidence, {} as predicted)\n",
            *o.experiments_goal, w.night_hours, tr(lang, e.meets_experiments(*o.experiments_goal) ? "met" : "MISSED"),
            e.schedule.experiments_per_night, e.schedule.confidence * 100, e.schedule.experiments_per_night_expected);
    v.goal.pop_back();
  }
  v.reasons = finding_texts(e, w, Severity::reason, lang);
  v.notes = finding_texts(e, w, Severity::warning, lang);
  if (o.server_recommended) {
    v.notes.insert(v.notes.begin(), recommended_server_note(lang));
  }
  // Where the batch does not fit the GPU, the time and cost are of a step that cannot run; other
  // reasons (PSUs, lanes, chassis) leave them as they are.
  bool memory_short = std::any_of(e.findings.begin(), e.findings.end(), [](const Finding& f) {
    return f.code == FindingCode::device_memory_exceeded || f.code == FindingCode::batch_does_not_fit;
  });
  if (memory_short) {
    v.caveat = trf(lang, "the time and cost below are those of batch {} per GPU, as if it fitted",
                   std::max(1, e.memory.batch_per_gpu));
    // What the trainer does at the out-of-memory (seed 000, S9): Ultralytics' BaseTrainer halves the
    // batch and retries, at most 3 times, only in the first epoch of a one-process run; a DDP run
    // raises (ultralytics/engine/trainer.py, _do_train: "only auto-reduce during first epoch on
    // single GPU, max 3 retries").
    if (e.family->trainer == "ultralytics") {
      v.caveat += e.memory.ranks == 1
                      ? std::string(tr(lang, "; Ultralytics on one GPU halves the batch after an out-of-memory in "
                                             "its first epoch (at most 3 times) and trains on"))
                      : trf(lang,
                            "; Ultralytics across {} GPUs stops at the out-of-memory (it halves the batch only "
                            "on one GPU)",
                            e.memory.ranks);
    }
  }
  return v;
}

std::string check_table(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  const Lang lang = o.lang;
  std::string out = wrap(workload_line(w, lang)) + "\n\n" + wrap(configuration_line(e, o));
  const Verdict v = check_verdict(w, e, o);
  out += v.verdict + "\n" + (v.goal.empty() ? "" : v.goal + "\n");
  for (const auto& r : v.reasons) {
    out += wrap("  - " + r, 98, 4) + "\n";
  }
  if (!v.caveat.empty()) {
    out += wrap("  (" + v.caveat + ")", 98, 3) + "\n";
  }
  for (const auto& n : v.notes) {
    out += wrap(tr(lang, "  note: ") + n, 98, 8) + "\n";
  }
  return out + memory_block(w, e, lang) + time_block(w, e, lang) + block_text("host", host_rows(w, e, lang), lang) +
         storage_block(w, e, lang) +
         block_text(e.cluster.active ? "power of one node" : "power", power_rows(e, lang), lang) +
         cluster_block(e, lang) + cost_block(e, o) + "\n" + provenance_line(o) + "\n";
}

} // namespace vsize::report
