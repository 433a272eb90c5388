// The storage tiers and the network that brings the data in, as people read them: one line per
// tier, per growth plan and per NIC, shared by check's table, the HTML quote and explain.
#include "text.hpp"

#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize::report {

std::string size_text(double bytes, Lang lang) {
  double tb = units::tb(bytes);
  if (tb >= 1) {
    return num(lang, tb, 2) + " TB";
  }
  double gb = units::gb(bytes);
  // Three significant figures from 1 GB (COCO's 20.3 GB reads as the seed states it, not 20 GB).
  int decimals = gb >= 100 ? 0 : gb >= 0.1 ? 1 : 3;
  return num(lang, gb, decimals) + " GB";
}

namespace {

std::string holds_text(const Tier& t, const Workload& w, Lang lang) {
  std::vector<std::string> parts;
  for (const auto& s : EnumTraits<Holding>::spellings) {
    if (!t.has(s.value)) {
      continue;
    }
    if (s.value == Holding::os) {
      parts.emplace_back(tr(lang, "OS"));
    } else if (s.value == Holding::backups) {
      // --decode video: the footage kept is the dataset's first backup (storage_model).
      int n = w.storage.backup_copies;
      if (w.decode != Decode::video) {
        parts.push_back(n == 1 ? tr(lang, "1 backup of dataset and checkpoints")
                               : trf(lang, "{} backups of dataset and checkpoints", n));
      } else if (n > 1) {
        parts.push_back(
            trf(lang, "{} backups of checkpoints and {} more of the dataset (the footage is its first)", n, n - 1));
      } else {
        parts.push_back(tr(lang, "1 backup of checkpoints (the footage is the dataset's first)"));
      }
    } else {
      std::string name = s.name;
      std::replace(name.begin(), name.end(), '-', ' ');
      parts.emplace_back(tr(lang, name.c_str()));
    }
  }
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string place_text(const Tier& t, const Evaluation& e, Lang lang) {
  if (t.external) {
    // Why it is outside: no bay takes such drives, too few for the RAID level, or too few for the need.
    std::string why =
        t.bays == 0 ? tr(lang, "no free bay of the chassis takes HDD/SATA drives")
        : t.bays < raid_min_drives(t.raid)
            ? trf(lang, "the chassis' {} free bays that take HDD/SATA drives are fewer than the {} RAID {} needs",
                  t.bays, raid_min_drives(t.raid), to_string(t.raid))
            : trf(lang, "the chassis' {} free bays that take HDD/SATA drives hold less than the tier needs", t.bays);
    std::string out = trf(lang,
                          "external enclosure or NAS ({}): its drives are priced beside the server, and their power is "
                          "outside its wall power",
                          why);
    // A cluster buys the bulk tier once (cost_model tier_copies), as inside a chassis below.
    if (t.role == TierRole::bulk && e.cluster.active) {
      out += trf(lang, "; the cluster keeps one copy, bought once for its {} nodes", e.cluster.nodes);
    }
    // The server reads it over its data NIC (StoragePlan::bulk_read_bytes_per_s; the catalog has
    // no SAS HBA for a direct enclosure).
    const Ingest& g = e.storage.ingest;
    if (t.role == TierRole::bulk && g.nic && g.link_bytes_per_s > 0) {
      out += trf(lang, "; the server reads it over its data NIC ({}) at {:.2f} GB/s", g.nic->id,
                 units::gb(e.storage.bulk_read_bytes_per_s()));
    }
    return out;
  }
  if (!e.platform.spec) {
    return tr(lang, "no chassis rules");
  }
  if (t.over_bays) {
    return trf(lang, "needs {} bays, the chassis has {} free that take it", t.count, t.bays);
  }
  std::string bays = trf(lang, "takes {} of {} free {}bays", t.count, t.bays, t.boot_bays ? tr(lang, "boot ") : "");
  // A cluster buys the bulk tier once (cost_model tier_copies): one node holds it. Each node's
  // power still counts it, a few watts over what the other nodes draw (the safe side).
  if (t.role == TierRole::bulk && e.cluster.active) {
    bays += trf(lang, " of one node: the cluster keeps one copy, bought once for its {} nodes", e.cluster.nodes);
  }
  return bays;
}

std::string none_text(const Tier& t, const Evaluation& e, Lang lang) {
  switch (t.role) {
  case TierRole::system:
    return trf(lang, "none (the catalog has no NVMe drive of at least {})",
               size_text(e.storage.inputs.system_min_bytes, lang));
  case TierRole::data: return tr(lang, "none (the catalog has no NVMe drive)");
  case TierRole::bulk:
    return t.content_bytes > 0 ? tr(lang, "none (the catalog has no HDD or SATA drive)")
                               : tr(lang, "none (nothing to hold: no --video-hours, --backup-copies 0)");
  }
  return tr(lang, "none");
}

} // namespace

std::string tier_text(const Tier& t, const Evaluation& e, const Workload& w, Lang lang) {
  if (!t.drive) {
    return none_text(t, e, lang);
  }
  std::string what = t.groups > 1
                         ? trf(lang, "{} x {}, RAID {} in {} groups (RAID {}0): {} usable", t.count, t.drive->id,
                               raid_level(t.raid), t.groups, raid_level(t.raid), size_text(t.usable_bytes, lang))
                         : trf(lang, "{} x {}, RAID {}: {} usable", t.count, t.drive->id, raid_level(t.raid),
                               size_text(t.usable_bytes, lang));
  if (t.role == TierRole::system) {
    what += trf(lang, " (at least {})", size_text(t.need_bytes, lang));
  } else {
    what += trf(lang, " for {}", size_text(t.content_bytes, lang));
  }
  if (t.role == TierRole::data) {
    what +=
        e.storage.contents.reads_from_ram_cache
            ? trf(lang, ", reads {:.1f} GB/s (the RAM cache serves training's reads)", units::gb(t.read_bytes_per_s))
            : trf(lang, ", reads {:.1f} GB/s (the GPUs' pace needs {:.2f} GB/s)", units::gb(t.read_bytes_per_s),
                  units::gb(e.storage.contents.read_needed_bytes_per_s));
  }
  // A rebuild at md's default ceiling (rebuild-gb-per-s) is an idle array's; an HDD array in use
  // rebuilds at rebuild-loaded-hdd-*-gb-per-s, which is shown first. A RAID 0 tier is copied back from the bulk tier at the slower of its read and this
  // tier's write.
  const StoragePlan& p = e.storage;
  std::optional<double> restore_s = p.data_restore_s();
  double restore_bytes_per_s = p.data_restore_bytes_per_s();
  // A bulk tier beside the server comes back over the data NIC (StoragePlan::bulk_read_bytes_per_s).
  // Said only where the NIC is the slowest of the three (the array, the NIC, the data tier's write).
  const bool nic_bound = p.bulk().external && p.bulk_read_bytes_per_s() < p.bulk().read_bytes_per_s &&
                         p.bulk_read_bytes_per_s() <= p.data().write_bytes_per_s;
  std::string restore_rate = nic_bound ? trf(lang, "{:.2f} GB/s over the data NIC", units::gb(restore_bytes_per_s))
                                       : num(lang, units::gb(restore_bytes_per_s), 2) + " GB/s";
  what += t.rebuild_loaded_fast_s > 0
              ? trf(lang, ", rebuild {} .. {} in use ({} idle, at md's default ceiling)",
                    format_duration(t.rebuild_loaded_fast_s, lang), format_duration(t.rebuild_loaded_slow_s, lang),
                    format_duration(t.rebuild_s, lang))
          : t.raid != Raid::raid0 ? trf(lang, ", rebuild {} at md's default ceiling (an idle array; longer under load)",
                                        format_duration(t.rebuild_s, lang))
          : restore_s && p.contents.disk_cache_bytes > 0
              ? trf(lang,
                    ", no rebuild (restored from the bulk tier: {} of dataset and checkpoints, {} at {}; the "
                    "disk cache is not backed up: the next run writes its .npy files again)",
                    size_text(p.contents.restore_bytes, lang), format_duration(*restore_s, lang), restore_rate)
          : restore_s ? trf(lang, ", no rebuild (restored from the bulk tier: {} at {})",
                            format_duration(*restore_s, lang), restore_rate)
          : p.data_backed_up()
              ? std::string(tr(lang, ", no rebuild (restored from the bulk tier)"))
              : std::string(tr(lang, ", no rebuild and no backup: a failed drive loses the dataset and checkpoints"));
  return what + "; " + holds_text(t, w, lang) + "; " + place_text(t, e, lang);
}

std::string growth_text(const Evaluation& e, const Workload& w, Lang lang) {
  const StoragePlan& p = e.storage;
  const Contents& c = p.contents;
  std::string out = trf(lang, "dataset {}", size_text(c.dataset_bytes, lang));
  if (c.raw_video_bytes > 0) {
    out += trf(lang, ", raw video {}", size_text(c.raw_video_bytes, lang));
  }
  if (!(w.storage.growth_percent > 0)) {
    return out + tr(lang, " (no growth planned: --dataset-growth P --plan-years Y)");
  }
  out += trf(lang, "; x {:.3f} in {} years at {:g} %/year: dataset {}", p.inputs.growth_factor, w.storage.plan_years,
             w.storage.growth_percent, size_text(c.dataset_bytes * p.inputs.growth_factor, lang));
  if (c.raw_video_bytes > 0) { // the footage grows with the dataset (the bulk tier is sized for it)
    out += trf(lang, ", raw video {}", size_text(c.raw_video_bytes * p.inputs.growth_factor, lang));
  }
  if (p.bays_full_years) {
    // Not the drives planned now: every data bay with the largest drive it takes (storage_model.cpp).
    out += trf(lang, "; the data bays, filled with the largest drives they take, hold it for {:.1f} years",
               *p.bays_full_years);
  }
  return out;
}

std::string data_nic_text(const Evaluation& e, const Workload& w, Lang lang) {
  const Ingest& g = e.storage.ingest;
  if (!g.nic) {
    return tr(lang, "none (the catalog has no data NIC)");
  }
  if (!e.platform.spec) {
    return trf(lang,
               "not checked (a server outside the catalog: vsize does not invent its NICs); {} x {} ({:g} GbE) "
               "would bring {} in {}",
               g.count, g.nic->id, g.nic->speed_gbps, size_text(g.bytes, lang), format_duration(g.seconds, lang));
  }
  return trf(lang, "{} x {} ({:g} GbE): {} in {} at {:.2f} GB/s, {} --ingest-hours {:g}{}", g.count, g.nic->id,
             g.nic->speed_gbps, size_text(g.bytes, lang), format_duration(g.seconds, lang),
             units::gb(g.rate_bytes_per_s), tr(lang, g.too_slow ? "longer than" : "within"), w.ingest_hours(),
             !w.video.given()            ? ""
             : w.decode == Decode::video ? tr(lang, " (the footage, decoded on the GPUs)")
                                         : tr(lang, " (the footage; frames are extracted on the server)"));
}

std::string east_west_text(const Evaluation& e, Lang lang) {
  const HostPlan& h = e.host;
  if (!h.east_west_nic) {
    return e.topo.nodes > 1
               ? tr(lang, "none: no training spans nodes (--mode per-gpu or mig), so the nodes have no GPU fabric")
               : tr(lang, "none: a lone server has no GPU fabric (--fabric ID plans its NICs for a server that will "
                          "join a cluster)");
  }
  if (e.fabric.active) {
    return trf(lang, "{} x {} ({:g} Gb/s) for the fabric {} between {} nodes", h.east_west_nics, h.east_west_nic->id,
               h.east_west_nic->speed_gbps, e.fabric.fabric.spec->id, e.topo.nodes);
  }
  if (e.fabric.fabric.spec) {
    return trf(lang, "{} x {} ({:g} Gb/s) for the fabric {}, as a node of its cluster will have", h.east_west_nics,
               h.east_west_nic->id, h.east_west_nic->speed_gbps, e.fabric.fabric.spec->id);
  }
  return trf(lang, "{} x {} ({:g} Gb/s): {} GPUs x {:g} per GPU (NVIDIA 2-8-5)", h.east_west_nics, h.east_west_nic->id,
             h.east_west_nic->speed_gbps, e.topo.gpus_per_node, h.east_west_nics_per_gpu);
}

std::vector<std::pair<std::string, std::string>> storage_rows(const Evaluation& e, const Workload& w, Lang lang) {
  const StoragePlan& p = e.storage;
  return {{"system", tier_text(p.system(), e, w, lang)}, {"data", tier_text(p.data(), e, w, lang)},
          {"bulk", tier_text(p.bulk(), e, w, lang)},     {"contents", growth_text(e, w, lang)},
          {"data NIC", data_nic_text(e, w, lang)},       {"east-west", east_west_text(e, lang)}};
}

} // namespace vsize::report
