// `vsize explain`, the storage section (storage_model.hpp): the contents and their growth, each
// tier's drive count from its RAID formula with the numbers substituted, and the data NIC.
#include "explainer.hpp"

#include "../common/text.hpp"
#include "vsize/units.hpp"

namespace vsize::report {

namespace {

using units::gb;
using units::tb;

// The capacity count and the usable formula of a RAID level, as explain writes them; RAID 5 and 6
// in parity groups of at most `group_max` drives (RAID 50, 60).
std::string count_formula(Raid r, int group_max, Lang lang) {
  switch (r) {
  case Raid::raid0: return tr(lang, "ceil(need / C)");
  case Raid::raid1: return tr(lang, "a pair");
  case Raid::raid10: return tr(lang, "2 x ceil(need / C), even, >= 4");
  case Raid::raid5:
  case Raid::raid6: {
    int p = raid_parity_drives(r);
    return trf(lang, "d + {} x ceil(d / ({} - {})) with d = ceil(need / C), >= {}", p, group_max, p,
               raid_min_drives(r));
  }
  }
  return "";
}

std::string usable_formula(const Tier& t, Lang lang) {
  double c = t.drive->capacity_tb;
  switch (t.raid) {
  case Raid::raid0: return trf(lang, "{} x {:g} TB", t.count, c);
  case Raid::raid1: return trf(lang, "1 x {:g} TB (mirrored)", c);
  case Raid::raid10: return trf(lang, "{} / 2 x {:g} TB", t.count, c);
  case Raid::raid5:
  case Raid::raid6:
    return trf(lang, "({} - {} group(s) x {}) x {:g} TB", t.count, t.groups, raid_parity_drives(t.raid), c);
  }
  return "";
}

void explain_tier(Explainer& x, const Tier& t, const Evaluation& e, const Workload& w) {
  std::string label = fmt::format("{:<13}", tr(x.lang(), to_string(t.role)));
  if (!t.drive) {
    x.line(label + " = " + tier_text(t, e, w, x.lang()));
    return;
  }
  x.cite(*t.drive);
  const StorageInputs& in = e.storage.inputs;
  std::string n = trf(x.lang(), "capacity {} = {}", count_formula(t.raid, in.parity_group_max, x.lang()), t.n_capacity);
  if (t.role == TierRole::data && e.storage.contents.reads_from_ram_cache) {
    n = trf(x.lang(), "max({}, rate 0: the RAM cache serves the reads)", n);
  } else if (t.role == TierRole::data) {
    n = trf(x.lang(), "max({}, rate ceil({:.3f} GB/s / ({:g} GB/s x {:g} derate)) = {})", n,
            gb(e.storage.contents.read_needed_bytes_per_s), t.drive->read_gb_per_s, in.read_derate, t.n_rate);
  } else if (t.role == TierRole::bulk && in.ingest_write_bytes_per_s > 0) {
    // The footage written within --ingest-hours, at most at the fastest data NIC's pace.
    n = trf(x.lang(),
            "max({}, ingest writes: the footage / --ingest-hours {:g}, at most the fastest data NIC, {:.3f} GB/s = "
            "ceil(/ {:g} GB/s write) drives' worth, as capacity = {})",
            n, w.ingest_hours(), gb(in.ingest_write_bytes_per_s), t.drive->write_gb_per_s, t.n_rate);
  }
  std::string need = t.role == TierRole::system
                         ? trf(x.lang(), "C >= {} (system-drive-min-gb)", size_text(t.need_bytes, x.lang()))
                         : trf(x.lang(), "need {} ({} / fill {:g})", size_text(t.need_bytes, x.lang()),
                               size_text(t.content_bytes, x.lang()), in.fill_limit);
  x.line(trf(x.lang(), "{} = RAID {}, {}: n = {} -> {} x {} (C = {:g} TB){} [{}]", label, raid_level(t.raid), need, n,
             t.count, t.drive->id, t.drive->capacity_tb, t.external ? tr(x.lang(), ", external") : "", t.drive->id));
  x.line(trf(x.lang(), "{:<13}   usable = {} = {}, read {:.2f} GB/s, write {:.2f} GB/s{}", "",
             usable_formula(t, x.lang()), size_text(t.usable_bytes, x.lang()), gb(t.read_bytes_per_s),
             gb(t.write_bytes_per_s),
             t.raid == Raid::raid0
                 ? std::string(tr(x.lang(), e.storage.data_backed_up()
                                                ? "; no rebuild: one failed drive loses it, restored from the bulk tier"
                                                : "; no rebuild and no backup: one failed drive loses it"))
                 : trf(x.lang(), "; rebuild = {:g} TB / min({:g} GB/s md, {:g} GB/s write) = {}", t.drive->capacity_tb,
                       gb(in.rebuild_bytes_per_s), t.drive->write_gb_per_s, format_duration(t.rebuild_s, x.lang())) +
                       (t.rebuild_loaded_fast_s > 0
                            ? trf(x.lang(), "; in use {:g} TB / {:g} .. {:g} GB/s (HDDs under load) = {} .. {}",
                                  t.drive->capacity_tb,
                                  gb(std::max(in.rebuild_loaded_fast_bytes_per_s, in.rebuild_loaded_slow_bytes_per_s)),
                                  gb(std::min(in.rebuild_loaded_fast_bytes_per_s, in.rebuild_loaded_slow_bytes_per_s)),
                                  format_duration(t.rebuild_loaded_fast_s, x.lang()),
                                  format_duration(t.rebuild_loaded_slow_s, x.lang()))
                            : std::string())));
  // A tier beside the server as the server receives it (StoragePlan::bulk_read_bytes_per_s).
  if (t.role == TierRole::bulk && t.external && e.storage.bulk_read_bytes_per_s() < t.read_bytes_per_s) {
    x.line(trf(x.lang(), "{:<13}   received = min(read {:.2f} GB/s, data NIC {:.2f} GB/s) = {:.2f} GB/s (a NAS)", "",
               gb(t.read_bytes_per_s), gb(e.storage.ingest.link_bytes_per_s), gb(e.storage.bulk_read_bytes_per_s())));
  }
}

void explain_contents(Explainer& x, const Evaluation& e, const Workload& w) {
  const StoragePlan& p = e.storage;
  const StorageInputs& in = p.inputs;
  const Contents& c = p.contents;
  if (e.storage.inputs.decode == Decode::video) {
    x.line(trf(x.lang(), "dataset       = the footage itself (--decode video) = {}",
               size_text(c.dataset_bytes, x.lang())));
  } else {
    x.line(trf(x.lang(), "dataset       = {} images (training + validation) x {} B{} = {}",
               report::count(x.lang(), in.images), report::count(x.lang(), std::llround(in.image_bytes)),
               tr(x.lang(), w.video.given() ? " per JPEG frame of the video format" : " per JPEG at the source size"),
               size_text(c.dataset_bytes, x.lang())));
  }
  if (w.video.given()) {
    const VideoFormatSpec* f = in.video;
    if (w.video.bitrate_from_format && f && f->bitrate_fps > 0) {
      x.line(trf(x.lang(), "bitrate       = {:g} Mb/s at {:g} fps x ({:g} / {:g} fps)^{:g} = {:.3g} Mb/s [{}]",
                 f->bitrate_mbps, f->bitrate_fps, w.video.fps, f->bitrate_fps,
                 x.constant(K::video_bitrate_fps_exponent), w.video.bitrate_mbps.value_or(0), f->id));
    }
    x.line(trf(x.lang(), "raw video     = {:.3g} Mb/s x 3600 s / 8 bit x {:g} h = {}", w.video.bitrate_mbps.value_or(0),
               w.video.hours, size_text(c.raw_video_bytes, x.lang())));
  }
  x.line(trf(x.lang(), "checkpoints   = {:.1f} M params x {:g} B x {} copies = {}; disk cache {}", in.params / 1e6,
             in.checkpoint_bytes_per_param, in.checkpoint_copies, size_text(c.checkpoint_bytes, x.lang()),
             c.disk_cache_bytes > 0 ? size_text(c.disk_cache_bytes, x.lang()) : std::string("none")));
  x.line(trf(x.lang(), "growth        = (1 + {:g} / 100)^{} years = x {:.4g}", w.storage.growth_percent,
             w.storage.plan_years, in.growth_factor));
  x.line(trf(x.lang(), "data content  = (dataset + disk cache) x growth + checkpoints = {}",
             size_text(c.data_bytes, x.lang())));
  if (w.decode == Decode::video) {
    // The footage is the dataset: the copy kept is its first backup (storage_model), so the
    // dataset's backups beyond it are the ones added.
    x.line(trf(x.lang(),
               "bulk content  = raw video x growth (the dataset itself: its first backup) + {} more backup(s) x "
               "dataset x growth + {} x checkpoints = {}",
               std::max(0, in.backup_copies - 1), in.backup_copies, size_text(c.bulk_bytes, x.lang())));
  } else {
    x.line(trf(x.lang(), "bulk content  = raw video x growth + {} backup(s) x (dataset x growth + checkpoints) = {}",
               in.backup_copies, size_text(c.bulk_bytes, x.lang())));
  }
  if (c.reads_from_ram_cache) {
    x.line(tr(x.lang(), "reads needed  = none while training: the RAM cache, filled once before the first epoch, "
                        "serves every image"));
  } else {
    // The tiers are sized before the CPU is chosen: at the step M3 gives on its reference host.
    x.line(trf(x.lang(),
               "reads needed  = the GPUs' {:.0f} img/s (M3's step on a {:g} GHz host, before the CPU is chosen) x "
               "{} B per image read = {:.3f} GB/s",
               in.gpu_images_per_s, x.constant(K::host_python_ref_ghz),
               report::count(x.lang(), std::llround(c.read_bytes_per_image)), gb(c.read_needed_bytes_per_s)));
  }
}

void explain_network(Explainer& x, const Evaluation& e, const Workload& w) {
  const Ingest& g = e.storage.ingest;
  if (g.nic) {
    x.cite(*g.nic);
    const std::string tier(to_string(g.written_to));
    x.line(trf(x.lang(),
               "data NIC      = the slowest of >= {:g} Gb/s with {} / min({:g} Gb/s x {:g} / 8, {} tier "
               "write) <= --ingest-hours {:g}: {} = {} -> {} x {} [{}]",
               g.min_gbit_s, size_text(g.bytes, x.lang()), g.nic->speed_gbps, g.efficiency, tr(x.lang(), tier.c_str()),
               w.ingest_hours(), size_text(g.bytes, x.lang()), format_duration(g.seconds, x.lang()), g.count, g.nic->id,
               g.nic->id));
  } else {
    x.line(tr(x.lang(), "data NIC      = none (the catalog has no data NIC)"));
  }
  if (g.extract_s > 0) {
    x.line(trf(x.lang(),
               "frames        = {:g} h x 3600 s x {:g} fps = {} frames decoded ({} kept as a JPEG) / "
               "{:.0f} frames/s (NVDEC: {} ffmpeg processes side by side, one per engine of every GPU) = {}",
               w.video.hours, w.video.fps, report::count(x.lang(), static_cast<long long>(g.frames_decoded)),
               report::every_nth_frame(x.lang(), w.video.sample_every), g.extract_frames_per_s,
               e.topo.gpus_per_node * e.gpu->nvdec_engines.value_or(0), format_duration(g.extract_decode_s, x.lang())));
    x.line(trf(x.lang(),
               "extraction    = the slowest of decoding {}, reading the footage from the {} tier {} and writing the "
               "frames to the data tier {} = {}, once per footage (ffmpeg -hwaccel cuda), in no run's time",
               format_duration(g.extract_decode_s, x.lang()), to_string(g.written_to),
               format_duration(g.extract_read_s, x.lang()), format_duration(g.extract_write_s, x.lang()),
               format_duration(g.extract_s, x.lang())));
  }
  const HostPlan& h = e.host;
  if (h.east_west_nic) {
    x.cite(*h.east_west_nic);
  }
  x.line(tr(x.lang(), "east-west     = ") +
         (h.east_west_nic && !e.fabric.active
              ? trf(x.lang(), "ceil({} GPUs x {:g}) = {} x {} (NVIDIA 2-8-5)", e.topo.gpus_per_node,
                    h.east_west_nics_per_gpu, h.east_west_nics, h.east_west_nic->id)
              : east_west_text(e, x.lang())));
}

} // namespace

void explain_storage(Explainer& x, const Workload& w, const Evaluation& e) {
  x.section("M6 storage and network");
  if (const VideoFormatSpec* v = e.storage.inputs.video) {
    x.cite(*v);
  }
  explain_contents(x, e, w);
  for (const Tier& t : e.storage.tiers.tier) {
    explain_tier(x, t, e, w);
  }
  if (e.storage.today) {
    std::vector<std::string> now;
    for (const Tier& t : e.storage.today->tier) {
      if (t.role != TierRole::system && t.drive) {
        now.push_back(fmt::format("{} {} x {}", to_string(t.role), t.count, t.drive->id));
      }
    }
    x.line(trf(x.lang(),
               "today         = {}: the tiers today's contents alone take (x 1, no growth); the drives beyond them "
               "are bought for the growth (cost)",
               now.empty() ? std::string("none") : fmt::format("{}", fmt::join(now, ", "))));
  }
  if (e.storage.bays_full_years) {
    const StoragePlan& p = e.storage;
    x.line(trf(x.lang(),
               "bays full     = ln((the data bays' usable with their largest drive, {} x {} = {}, x fill {:g} - "
               "checkpoints {}) / content now {}) / ln(1 + {:g} / 100) = {:.1f} years",
               p.bays_full_drives, p.bays_full_drive ? p.bays_full_drive->id : "-",
               size_text(p.bays_full_usable_bytes, x.lang()), p.inputs.fill_limit,
               size_text(p.contents.checkpoint_bytes, x.lang()),
               size_text(p.contents.dataset_bytes + p.contents.disk_cache_bytes, x.lang()), w.storage.growth_percent,
               *p.bays_full_years));
  }
  if (e.storage.roomier_platform) {
    x.line(trf(x.lang(), "would fit     = {} (a platform that takes the GPUs and holds every tier)",
               e.storage.roomier_platform->id));
  }
  explain_network(x, e, w);
}

} // namespace vsize::report
