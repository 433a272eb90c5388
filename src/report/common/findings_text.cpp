// Every finding code worded for people: the only place vsize's findings become sentences.
#include "text.hpp"
#include "vsize/report.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace vsize {

using report::psu_zone_units;
using report::tr;
using report::trf;

namespace {

std::string list(const std::vector<std::string>& items) { return fmt::format("{}", fmt::join(items, ", ")); }

// A tier with more drives than the free bays that take them, and what would hold it.
std::string tier_over_bays_text(const Finding& f, const Evaluation& e, Lang lang) {
  auto index = static_cast<std::size_t>(f[Fig::tier]);
  const Tier& t = e.storage.tiers.tier[std::min<std::size_t>(index, 2)];
  const PlatformSpec* p = e.platform.spec;
  std::string id = p ? p->id : tr(lang, "the chassis");
  std::vector<std::string> would;
  if (e.storage.roomier_platform) {
    would.push_back(
        e.storage.roomier_platform->id +
        tr(lang, " (a platform that takes the GPUs and every tier; vsize check --platform ID checks the rest)"));
  }
  if (t.role == TierRole::data && t.raid == Raid::raid10) {
    would.emplace_back(tr(lang, "--data-raid 0 (half the drives, no redundancy)"));
  }
  if (t.role != TierRole::system) {
    would.emplace_back(tr(lang, "the dataset on an external NAS read over the data NIC"));
  }
  std::string what =
      t.role == TierRole::system
          ? trf(lang, "the mirrored system pair needs {} free bays", static_cast<int>(f[Fig::drives]))
          : trf(lang,
                f[Fig::drives] == 1 ? "{} x {} (RAID {}, {} usable for {}) needs {} bay"
                                    : "{} x {} (RAID {}, {} usable for {}) need {} bays",
                static_cast<int>(f[Fig::drives]), f.part, raid_level(t.raid), report::size_text(t.usable_bytes, lang),
                report::size_text(t.content_bytes, lang), static_cast<int>(f[Fig::drives]));
  return trf(lang, "{} tier: {}; {} has {} free that take {}{}{} (rule: {} drive_bays; vsize catalog show {})",
             to_string(t.role), what, id, static_cast<int>(f[Fig::bays]), f.part,
             would.empty() ? "" : tr(lang, "; would hold it: "), fmt::join(would, tr(lang, ", or ")), id, id);
}

// The chassis rules: each names the rule (the platform record's field) and where to read it.
std::string platform_text(const Finding& f, const Evaluation& e, Lang lang) {
  const PlatformSpec* p = e.platform.spec;
  std::string id = p ? p->id : f.part;
  std::string see = tr(lang, " (rule: ") + id + " %s; vsize catalog show " + id + ")";
  auto rule = [&](const char* field) {
    std::string s = see;
    return s.replace(s.find("%s"), 2, field);
  };
  switch (f.code) {
  case FindingCode::gpu_not_qualified:
    return trf(lang, "{} does not qualify the {}; it takes {}{}", id, e.gpu->id, p ? list(p->qualified_gpus) : "-",
               rule("qualified_gpus"));
  case FindingCode::gpu_form_factor_mismatch:
    return trf(lang, "{} takes {} GPUs; the {} is {}{}", id, p ? to_string(p->gpu_form_factor) : "-", e.gpu->id,
               to_string(e.gpu->form_factor), rule("gpu_form_factor"));
  case FindingCode::gpu_count_not_allowed:
    return trf(lang, "{} takes {} GPUs, not {}{}", id, p ? trf(lang, "{}", fmt::join(p->gpu_counts, ", ")) : "-",
               static_cast<int>(f[Fig::count]), rule("gpu_counts"));
  case FindingCode::gpu_power_over_platform:
    return trf(lang, "the {} draws up to {:g} W; {} feeds and cools {:g} W per GPU{}", e.gpu->id, f[Fig::gpu_w], id,
               f[Fig::max_gpu_w], rule("max_gpu_w"));
  case FindingCode::no_platform_takes:
    return trf(lang,
               "no catalog platform takes {} x {}: evaluated without chassis rules (its power, PSUs, bays, slots and "
               "price are not checked); --platform ID checks a chassis, --platform none says this is meant",
               static_cast<int>(f[Fig::count]), f.part);
  case FindingCode::no_platform_takes_cpu: {
    bool described = e.host.cpu && e.host.cpu->id == k_described_cpu_id;
    return trf(lang,
               "no catalog platform takes {} with {} x {}: evaluated without chassis rules (its power, PSUs, bays, "
               "slots and price are not checked); without {} vsize would plan the {}; --platform none says this "
               "is meant",
               described ? tr(lang, "a CPU described by --cpu-cores")
                         : trf(lang, "the {}", e.host.cpu ? e.host.cpu->id : "?"),
               static_cast<int>(f[Fig::count]), e.gpu->id, described ? "--cpu-cores" : "--cpu", f.part);
  }
  case FindingCode::cpu_not_on_platform:
    return trf(lang, "{} takes {} CPUs, not the {} ({}){}", id, p ? list(p->cpu_families) : "-", f.part,
               e.host.cpu ? e.host.cpu->family : std::string("?"), rule("cpu_families"));
  case FindingCode::cpu_tdp_over_platform:
    return trf(lang, "the {} ({:g} W) exceeds the {:g} W per CPU {} allows with GPUs{}", f.part, f[Fig::tdp_w],
               f[Fig::max_w], id, rule("cpu_tdp_max_w"));
  case FindingCode::sockets_below_platform:
    return trf(lang, "{} CPU socket(s): {} is built with all {} filled (its GPU and NVMe slots hang off each CPU){}",
               static_cast<int>(f[Fig::sockets]), id, static_cast<int>(f[Fig::platform_sockets]), rule("sockets"));
  case FindingCode::sockets_over_platform:
    return trf(lang, "{} CPU sockets: {} has {}{}", static_cast<int>(f[Fig::sockets]), id,
               static_cast<int>(f[Fig::platform_sockets]), rule("sockets"));
  case FindingCode::drives_over_bays: return tier_over_bays_text(f, e, lang);
  case FindingCode::nics_over_slots:
    return e.fabric.active
               ? trf(lang, "{} NICs ({} x {} for the fabric {} + the data NIC); {} has {} NIC slots{}",
                     static_cast<int>(f[Fig::nics]), e.fabric.nics_per_node, e.fabric.fabric.nic->id,
                     e.fabric.fabric.spec->id, id, static_cast<int>(f[Fig::slots]), rule("nic_slots"))
               : trf(lang, "{} NICs (the data NIC{}); {} has {} NIC slots{}", static_cast<int>(f[Fig::nics]),
                     e.host.east_west_nics > 0 ? " and NVIDIA 2-8-5 east-west NICs, one per two GPUs" : "", id,
                     static_cast<int>(f[Fig::slots]), rule("nic_slots"));
  case FindingCode::redundancy_not_supported:
    return trf(lang, "{} offers {} redundancy, not {}{}", id,
               p ? trf(lang, "{}", fmt::join(enum_names_of(p->redundancy), ", ")) : "-",
               f[Fig::n_plus_n] > 0 ? "n+n" : "n+1", rule("redundancy"));
  case FindingCode::psu_not_offered:
    return trf(lang, "{} is not among {}'s PSUs ({}){}", f.part, id, p ? list(p->psu_options) : "-",
               rule("psu_options"));
  case FindingCode::psu_zone_short: {
    auto index = static_cast<std::size_t>(f[Fig::zone]);
    std::string zone = p && index < p->psu_zones.size() ? p->psu_zones[index].name : "?";
    return trf(lang, "{}'s {} PSU zone needs {} units to carry {:.0f} W with {} redundancy; it has {} bays{}", id, zone,
               static_cast<int>(f[Fig::units_needed]), f[Fig::zone_load_w], to_string(e.power.redundancy),
               static_cast<int>(f[Fig::bays]), rule("psu_zones"));
  }
  default: return {};
  }
}

// RAM, CPU, PCIe and host findings; empty for any other code.
std::string host_text(const Finding& f, const Evaluation& e, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::ram_unreachable:
    return trf(lang, "no balanced {} population of {} slots on {} x {} reaches {:.0f} GB (at most {:.0f} GB)",
               e.host.cpu ? to_string(e.host.cpu->memory_type) : "RAM", n(Fig::dimm_slots), n(Fig::sockets), part,
               f[Fig::ram_gb], f[Fig::max_gb]);
  case FindingCode::ram_pinned_short:
    if (n(Fig::cache_copies) == 0) {
      return trf(lang,
                 "the {:.0f} GB installed are below the {:.0f} GB the training holds (OS, workers and "
                 "processes; no image cache)",
                 f[Fig::ram_gb], f[Fig::required_gb]);
    }
    return trf(lang,
               "the {:.0f} GB installed are below the {:.0f} GB the training holds (OS, image cache x {} "
               "copies, workers and processes){}",
               f[Fig::ram_gb], f[Fig::required_gb], n(Fig::cache_copies),
               f[Fig::ram_without_cache_gb] <= f[Fig::ram_gb] + 1e-9
                   ? std::string(tr(lang, "; try --cache disk"))
                   : trf(lang, "; without the cache it still holds {:.0f} GB", f[Fig::ram_without_cache_gb]));
  case FindingCode::ram_below_rule_of_thumb:
    return trf(
        lang,
        "{:.0f} GB is below the rule of thumb of {:g}x the GPUs' memory ({:.0f} GB: the buyer's guide's rule, after "
        "NVIDIA-Certified guidance quoted second-hand); the training itself holds {:.0f} GB",
        f[Fig::ram_gb], f[Fig::ram_to_gpu_memory_ratio], f[Fig::rule_gb], f[Fig::required_gb]);
  case FindingCode::ram_over_slots:
    return trf(lang,
               "{:.0f} GB installed is more than the {}'s slots hold with the catalog's largest DIMM "
               "({:.0f} GB): check --ram-gb",
               f[Fig::ram_gb], part, f[Fig::max_gb]);
  case FindingCode::ram_unbalanced: {
    // The balanced populations on either side that the slots take (one where the other is none).
    std::string offered = f[Fig::below_gb] > 0 && f[Fig::above_gb] > 0
                              ? trf(lang, "{:.0f} or {:.0f}", f[Fig::below_gb], f[Fig::above_gb])
                              : fmt::format("{:.0f}", std::max(f[Fig::below_gb], f[Fig::above_gb]));
    return trf(lang,
               "{:.0f} GB is no balanced population (identical DIMMs in all {} channels) of the catalog's DIMMs: "
               "channels with less or no memory lose bandwidth, and vendors' configurators offer {} GB",
               f[Fig::ram_gb], n(Fig::channels), offered);
  }
  case FindingCode::pcie_lanes_need_switches:
    return trf(lang,
               "{} PCIe lanes for the GPUs, drives and NICs, the CPUs offer {}: only a chassis with PCIe "
               "switches connects them all (name it with --platform)",
               n(Fig::lanes_required), n(Fig::lanes_available));
  case FindingCode::gpu_consumer_in_server:
    return trf(lang,
               "{} is a GeForce card: no ECC memory, and NVIDIA's GeForce driver licence excludes data-centre "
               "deployment",
               part);
  case FindingCode::cpu_pcie_gen_lower:
    return trf(lang, "{} offers PCIe Gen{}; the {} runs at Gen{} there", part, n(Fig::cpu_pcie_gen), e.gpu->id,
               n(Fig::cpu_pcie_gen));
  case FindingCode::ram_two_dimms_per_channel:
    if (f[Fig::speed_mt_s] <= 0) {
      return trf(lang,
                 "{:g} GB needs 2 DIMMs per channel; no 2DPC speed is published for this CPU and chassis, "
                 "expect less than the {} MT/s of one DIMM per channel",
                 f[Fig::ram_gb], n(Fig::speed_1dpc_mt_s));
    }
    return trf(lang, "{:g} GB needs 2 DIMMs per channel: memory runs at {} MT/s instead of {}", f[Fig::ram_gb],
               n(Fig::speed_mt_s), n(Fig::speed_1dpc_mt_s));
  default: return {};
  }
}

// Where the epoch's time goes on the host (validation, the host's clock); empty for any other code.
std::string epoch_text(const Finding& f, Lang lang) {
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::val_batches_below_ranks:
    return trf(lang,
               "validation in {} batches of {} for {} ranks: Ultralytics then validates in one-image batches "
               "(pull request #25576), and its releases from 8.3.218 before that fix stop with an error (issue "
               "#25575); a smaller --batch gives every rank a batch",
               f[Fig::val_batches], f[Fig::val_batch], f[Fig::ranks]);
  case FindingCode::dispatch_bound_ranks:
    return trf(lang,
               "a batch of {} over {} GPUs ({} a GPU): the host's Python dispatch bounds each step "
               "({:.1f} ms against the GPU's {:.1f} ms): a rank dispatches the same kernels for fewer images, so "
               "more GPUs do not shorten a step and their sync adds to it; a larger --batch (or --batch -1) or "
               "fewer GPUs use them",
               f[Fig::batch_global], f[Fig::ranks], f[Fig::batch_per_gpu], f[Fig::dispatch_ms], f[Fig::gpu_ms]);
  case FindingCode::validation_dominates:
    // Split over the ranks (Ultralytics 8.3.218+), more GPUs shorten it too; on rank 0 alone not.
    return trf(lang,
               f[Fig::ranks] > 1
                   ? "validation takes {} of the {} epoch ({:.0f} %), most of it the host's per-image work, split over "
                     "the ranks: faster GPUs shorten only the rest, more GPUs the whole epoch; a smaller validation "
                     "set or fewer validations do more"
                   : "validation takes {} of the {} epoch ({:.0f} %), most of it the host's per-image work: faster or "
                     "more GPUs shorten only the rest; a smaller validation set or fewer validations do more",
               format_duration(f[Fig::val_s], lang), format_duration(f[Fig::epoch_s], lang),
               f[Fig::val_s] / f[Fig::epoch_s] * 100);
  case FindingCode::dataset_grows: {
    std::string later =
        trf(lang,
            "--dataset-growth: the drives (and their price) hold year {}'s {} images; time, RAM and the cost per "
            "experiment are for today's "
            "{}: a training on year {}'s data takes {} on this server instead of {}",
            f[Fig::years], report::count(lang, static_cast<long long>(f[Fig::images_planned])),
            report::count(lang, static_cast<long long>(f[Fig::dataset_images])), f[Fig::years],
            format_duration(f[Fig::train_s_planned], lang), format_duration(f[Fig::train_s], lang));
    if (f[Fig::grown_state] == 1) {
      later +=
          trf(lang, ", and its RAM image cache outgrows the {:.0f} GB of RAM (planned without one)", f[Fig::ram_gb]);
    } else if (f[Fig::grown_state] == 2) {
      std::string sized = f[Fig::video_hours_planned] > 0
                              ? fmt::format("--video-hours {:.6g}", f[Fig::video_hours_planned])
                              : fmt::format("--dataset {}", static_cast<long long>(f[Fig::images_planned]));
      later += trf(lang,
                   ", and it does not fit this server with the CPU and {:.0f} GB of RAM planned today (vsize {} sizes "
                   "one; vsize check with it says why)",
                   f[Fig::ram_gb], sized);
    }
    return later;
  }
  case FindingCode::host_clock_slows_epoch:
    return trf(lang,
               "{}'s base clock of {:g} GHz slows the host's Python (dispatch, validation, per-epoch work): "
               "{} per epoch, {} on a {:g} GHz core; on small datasets a host with faster cores finishes "
               "sooner",
               part, f[Fig::cpu_ghz], format_duration(f[Fig::epoch_s], lang),
               format_duration(f[Fig::epoch_s_at_ref], lang), f[Fig::ref_ghz]);
  case FindingCode::host_clock_carries_epoch:
    return trf(
        lang,
        "the host's Python (dispatch, validation, per-epoch work) sets much of the pace, and vsize counts it "
        "at the {:g} GHz base clock of {}, which it chose: {} per epoch, {} on a {:g} GHz core (a rented "
        "server's; --cpu ID, or --cpu-cores N --cpu-ghz GHz --ram-gb GB, gives yours); the speed holds with a CPU "
        "this fast",
        f[Fig::cpu_ghz], part, format_duration(f[Fig::epoch_s], lang), format_duration(f[Fig::epoch_s_at_ref], lang),
        f[Fig::ref_ghz]);
  default: return {};
  }
}

// Image cache, data-loader and video-decode findings; empty for any other code.
std::string data_text(const Finding& f, const Workload& w, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::ram_cache_sets_ram:
    return trf(lang,
               "the RAM image cache ({:.0f} GB x {} copies) makes the RAM {:.0f} GB and shortens training "
               "to {} from {}; with --cache disk {:.0f} GB would do",
               f[Fig::cache_gb], n(Fig::cache_copies), f[Fig::ram_gb], format_duration(f[Fig::train_s], lang),
               format_duration(f[Fig::train_s_disk_cache], lang), f[Fig::ram_without_cache_gb]);
  case FindingCode::cache_disk_by_default:
    return trf(lang,
               "cache disk: a RAM image cache would not shorten training ({} with it, {} without) and "
               "needs {:.0f} GB of RAM instead of {:.0f} (--cache ram keeps it)",
               format_duration(f[Fig::train_s_ram_cache], lang), format_duration(f[Fig::train_s], lang),
               f[Fig::ram_with_cache_gb], f[Fig::ram_gb]);
  case FindingCode::cache_disk_builds_once:
    return trf(lang,
               "cache disk: a RAM cache is built in every run ({}), the disk cache's .npy files once, by the first: "
               "training {} instead of {} (--cache ram keeps the RAM cache)",
               format_duration(f[Fig::cache_build_s], lang), format_duration(f[Fig::train_s], lang),
               format_duration(f[Fig::train_s_ram_cache], lang));
  case FindingCode::cache_none_by_default:
    return trf(lang,
               "no image cache: neither RAM nor a disk cache ({} of .npy files) would shorten training ({} with "
               "the disk cache, {} without); --cache disk or ram keeps one",
               report::size_text(units::from_gb(f[Fig::cache_gb]), lang),
               format_duration(f[Fig::train_s_disk_cache], lang), format_duration(f[Fig::train_s], lang));
  case FindingCode::cache_none_disk_unfit:
    return trf(lang,
               "no image cache: RAM cannot hold it and a disk cache ({} of .npy files) does not fit this server's "
               "drives, so training reads the source images ({}); --cache disk shows what the disk cache lacks",
               report::size_text(units::from_gb(f[Fig::cache_gb]), lang), format_duration(f[Fig::train_s], lang));
  case FindingCode::cache_not_supported:
    return trf(lang,
               "{} has no RAM image cache (its datasets read and decode files every epoch): --cache {} is "
               "ignored, images come from storage",
               part, to_string(w.cache));
  case FindingCode::cache_moved_to_disk:
    return trf(lang,
               "the RAM cache needs {} GB, more than the {} GB this server takes at most: planned "
               "with --cache disk, {}",
               report::count(lang, std::llround(f[Fig::needed_gb])), report::count(lang, std::llround(f[Fig::max_gb])),
               format_duration(f[Fig::epoch_s], lang) == format_duration(f[Fig::epoch_s_with_ram_cache], lang)
                   ? std::string(tr(lang, "which costs no time (the GPUs set the pace either way)"))
                   : trf(lang, "{} per epoch instead of {}", format_duration(f[Fig::epoch_s], lang),
                         format_duration(f[Fig::epoch_s_with_ram_cache], lang)));
  case FindingCode::loader_starved:
    return tr(lang, "the data loader delivers no images (no CPU cores left for workers)");
  case FindingCode::video_decode_pipeline:
    return trf(lang,
               "--decode video: NVDEC decodes every frame of the footage and keeps {} through a DALI "
               "pipeline a rank (fn.readers.video, sequence_length 1, step {}, constant frame rate only; one "
               "engine a GPU, as it decodes one sequence at a time); the trainer's image loader reads files, so "
               "this needs a custom data loader, and there is no image cache",
               report::every_nth_frame(lang, w.video.sample_every), w.video.sample_every);
  case FindingCode::nvdec_unknown:
    return trf(lang,
               "--decode video: the catalog has no NVDEC figures for the {} (nvdec_engines, "
               "nvdec_fps_*_1080p): video decode is not sized",
               part);
  default: return {};
  }
}

// More circuits than the watts alone ask for: the PSUs' cords are whole, and each circuit carries
// its own with a unit failed (power_model busiest_phase_share; review r20a #1).
std::string cords_text(const Finding& f, Lang lang) {
  return f[Fig::circuits] > std::ceil(f[Fig::load_w] / f[Fig::usable_w] - 1e-9)
             ? std::string(tr(lang, ", each PSU cord on one, each carrying its cords with a PSU failed"))
             : std::string();
}

std::string circuit_overloaded_text(const Finding& f, const CircuitSpec* c, Lang lang) {
  std::string feed = f[Fig::feeds] > 1 ? tr(lang, " a feed") : "";
  auto circuits = static_cast<long long>(f[Fig::circuits]);
  // A three-phase circuit can carry the watts and still not the busiest phase's share of them.
  if (f[Fig::load_w] <= f[Fig::usable_w] && f.has(Fig::phase_w) && c && line_to_line(*c)) {
    return trf(lang,
               "its busiest line draws {:.1f} A, over the {:.1f} A a line of {} carries continuously ({:.0f} W usable "
               "in all); it needs {} such circuits{}",
               line_current_a(*c, f[Fig::phase_w]), line_limit_a(*c), f.part, f[Fig::usable_w], circuits, feed);
  }
  if (f[Fig::load_w] <= f[Fig::usable_w] && f.has(Fig::phase_w)) {
    return trf(lang,
               "its busiest phase draws {:.0f} W, over the {:.0f} W a phase of {} gives ({:.0f} W usable in all); "
               "it needs {} such circuits{}",
               f[Fig::phase_w], f[Fig::usable_w] / 3, f.part, f[Fig::usable_w], circuits, feed);
  }
  return trf(lang, "{:.0f} W exceeds {} ({:.0f} W usable continuously); it needs {} such circuits{}{}", f[Fig::load_w],
             f.part, f[Fig::usable_w], circuits, feed, cords_text(f, lang));
}

// Circuit and PSU findings; empty for any other code.
std::string power_text(const Finding& f, const Evaluation& e, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::no_circuit_in_region:
    return trf(lang, "no circuit in the catalog for region '{}'", to_string(e.power.region));
  case FindingCode::circuit_overloaded:
    return circuit_overloaded_text(f, e.power.circuit ? e.power.circuit->circuit : nullptr, lang);
  case FindingCode::several_circuits_needed:
    return trf(lang, "{:.0f} W needs {} x {} circuits{}{}", f[Fig::load_w], n(Fig::circuits), part,
               n(Fig::feeds) > 1 ? tr(lang, " a feed") : "", cords_text(f, lang));
  case FindingCode::no_psu_for_load: return tr(lang, "no catalog PSU can carry the load on this circuit");
  case FindingCode::psu_not_on_circuit:
    return trf(lang, "{} cannot run on {}", part,
               e.power.circuit ? e.power.circuit->circuit->id : std::string("this circuit"));
  case FindingCode::raid5_rebuild_long:
    return trf(lang,
               "the bulk tier's RAID 5 rebuilds a {} drive for at least {:.0f} h, more than {:g} h: a second failure "
               "in that time loses the array; --bulk-raid 6 survives it",
               part, std::floor(f[Fig::rebuild_h]), f[Fig::max_h]);
  case FindingCode::raid10_rebuild_long:
    return trf(
        lang,
        "the bulk tier's RAID 10 rebuilds a {} drive for at least {:.0f} h, more than {:g} h: its mirror's failure "
        "in that time loses the array; --bulk-raid 6 survives any second failure",
        part, std::floor(f[Fig::rebuild_h]), f[Fig::max_h]);
  case FindingCode::ingest_too_slow:
    return trf(lang,
               "bringing the data in takes {} over the fastest data NIC ({}), more than --ingest-hours "
               "{:g}",
               format_duration(f[Fig::ingest_h] * 3600, lang), part, f[Fig::window_h]);
  case FindingCode::ingest_writes_slow:
    return trf(lang,
               "bringing the data in takes {}, more than --ingest-hours {:g}, which needs {:.2f} GB/s: the {} "
               "tier ({}) writes {:.2f} GB/s, slower than the data NIC; more drives in it{}, or a longer window",
               format_duration(f[Fig::ingest_h] * 3600, lang), f[Fig::window_h], f[Fig::needed],
               tr(lang, to_string(static_cast<TierRole>(static_cast<int>(f[Fig::tier])))), part, f[Fig::rated_gb_per_s],
               f[Fig::nic_gb_per_s] < f[Fig::needed]
                   ? trf(lang, " and a data NIC faster than this one's {:.2f} GB/s", f[Fig::nic_gb_per_s])
                   : std::string());
  case FindingCode::psus_over_bays:
    return trf(lang, "--psus {}: the {} has {} PSU bays", n(Fig::psus), part, n(Fig::bays));
  case FindingCode::psus_below_build:
    return trf(lang, "--psus {}: the vendor builds the {} with {} PSUs", n(Fig::psus), part, n(Fig::units_needed));
  case FindingCode::psus_too_few:
    if (e.power.psu && e.power.psu->zone_count > 1) {
      // A count for the whole chassis against zones sized one by one: name what each needs.
      return trf(lang,
                 "--psus {}: this chassis feeds its power zones separately and needs {} x {} ({}, {}) for "
                 "{:.0f} W DC (GPUs at {:g} x board power for excursions)",
                 n(Fig::psus), e.power.psu->count, part, psu_zone_units(e, lang), to_string(e.power.redundancy),
                 e.power.component.dc_w, e.power.excursion_factor);
    }
    // With every unit redundant (1 at n+1) nothing is left to carry the load: said so, not "0 W".
    return (f[Fig::capacity_w] > 0 ? trf(lang, "{} x {} ({}) carry {:.0f} W with the redundant units failed",
                                         n(Fig::psus), part, to_string(e.power.redundancy), f[Fig::capacity_w])
                                   : trf(lang, "{} x {} ({}): with the redundant units failed none is left",
                                         n(Fig::psus), part, to_string(e.power.redundancy))) +
           trf(lang, "; the server needs {:.0f} W (GPUs at {:g} x board power for excursions): --psus {}",
               f[Fig::sizing_w], e.power.excursion_factor, n(Fig::units_needed)) +
           (n(Fig::bays) > 0 && n(Fig::units_needed) > n(Fig::bays)
                ? trf(lang, ", more than the chassis' {} PSU bays: a larger PSU (--psu ID)", n(Fig::bays))
                : std::string());
  default: return {};
  }
}

// What would do instead of a fabric too slow for the nodes: vsize's own choice when it is
// another, else fewer nodes.
std::string faster_fabric(const Evaluation& e, const std::string& pinned, double gpu_link_gb_per_s, Lang lang) {
  const FabricSpec* s = e.fabric.suggested;
  if (s && s->id != pinned) {
    return trf(lang,
               "--fabric {} keeps up with the GPUs' link of {:.0f} GB/s (vsize's choice; vsize catalog list fabrics)",
               s->id, gpu_link_gb_per_s);
  }
  return trf(lang, "no catalog fabric keeps up with the GPUs' {:.0f} GB/s: train on one node (--nodes 1)",
             gpu_link_gb_per_s);
}

// The cost's basis against the goal (economics_model); empty for any other code.
std::string economics_text(const Finding& f, Lang lang) {
  if (f.code == FindingCode::training_past_life) {
    return trf(lang,
               "one training takes {:.1f} years of calendar time at {} % use, past the {}-year service life: the "
               "server would be retired before it finished; a faster server, fewer epochs or fewer images finish "
               "it within the life",
               f[Fig::years], report::use_percent(lang, f[Fig::utilisation]),
               report::short_num(lang, f[Fig::life_years]));
  }
  if (f.code != FindingCode::utilisation_below_goal) {
    return {};
  }
  return trf(lang,
             "--utilisation {} % is below the {} % of the day this server is busy with the goal's {} a night "
             "({} of 24 h), so its cost per experiment comes out higher than at the goal's {} %, which vsize "
             "uses without --utilisation",
             report::use_percent(lang, f[Fig::utilisation]), report::use_percent(lang, f[Fig::utilisation_goal]),
             report::experiments_phrase(lang, static_cast<int>(f[Fig::experiments])),
             format_duration(f[Fig::busy_s], lang), report::use_percent(lang, f[Fig::utilisation_goal]));
}

// Cluster findings; empty for any other code.
std::string cluster_text(const Finding& f, const Evaluation& e, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  const std::string& part = f.part;
  int nics = e.fabric.nics_per_node;
  switch (f.code) {
  case FindingCode::cluster_slower_than_one_node:
    if (e.schedule.bottleneck == Bottleneck::python) {
      // The host's dispatch sets the step: the same global batch split over more GPUs takes as
      // long a step (plus the sync that grows with the ranks), so the all-reduce is not the cause.
      return trf(lang,
                 "{} nodes train at {:.2f}x one node's images/s: the step is the host's Python dispatch ({:.0f} ms), "
                 "which more GPUs do not shorten, and DDP's sync ({:.0f} ms), which grows with them; the batch of {} "
                 "gives each of {} GPUs {} image(s) a step; give each GPU more images (a larger --batch), or train on "
                 "one node (--nodes 1)",
                 n(Fig::nodes), f[Fig::speedup], units::ms(e.host.dispatch_s), units::ms(e.comm.sync_overhead_s),
                 e.memory.batch_global, e.topo.world_size(), e.memory.batch_per_gpu);
    }
    if (const LevelTimes& t = e.comm.cluster.times; e.comm.cluster.active && t.inter_bw_s <= t.intra_bw_s) {
      // The ring inside each node is the slower level: no fabric would help.
      return trf(lang,
                 "{} nodes train at {:.2f}x one node's images/s: the all-reduce takes {:.0f} ms a step, set inside "
                 "each node ({:.0f} ms over {} at {:.1f} GB/s; across nodes {:.0f} ms), so no faster fabric helps; "
                 "train on one node (--nodes 1), or give each GPU a larger batch (fewer all-reduces an image)",
                 n(Fig::nodes), f[Fig::speedup], f[Fig::allreduce_ms], units::ms(t.intra_bw_s),
                 to_string(e.comm.link.kind), e.comm.link.effective_gb_per_s, units::ms(t.inter_bw_s));
    }
    return trf(lang,
               "--fabric {}: {} nodes train at {:.2f}x one node's images/s: the all-reduce takes {:.0f} ms a "
               "step over {} NIC(s) carrying {:.1f} GB/s per node; {}",
               part, n(Fig::nodes), f[Fig::speedup], f[Fig::allreduce_ms], nics, f[Fig::fabric_gb_per_s],
               faster_fabric(e, part, f[Fig::gpu_link_gb_per_s], lang));
  case FindingCode::fabric_sets_allreduce:
    return trf(lang,
               "{} ({} NIC(s), {:.1f} GB/s per node) is slower than the GPUs' link ({:.1f} GB/s) and sets the "
               "all-reduce: {} nodes reach {:.2f}x one node",
               part, nics, f[Fig::fabric_gb_per_s], f[Fig::gpu_link_gb_per_s], n(Fig::nodes), f[Fig::speedup]);
  case FindingCode::fabric_beyond_link:
    return trf(lang,
               "--fabric {} carries {:.1f} GB/s a node, more than the GPUs' own link ({:.1f} GB/s), which sets the "
               "all-reduce inside each node: {}, vsize's choice, trains as fast with slower NICs and switches",
               part, f[Fig::fabric_gb_per_s], f[Fig::gpu_link_gb_per_s],
               e.fabric.suggested ? e.fabric.suggested->id : std::string("-"));
  case FindingCode::fabric_over_tcp:
    return trf(lang,
               "{} runs NCCL over TCP sockets, which cost CPU and bandwidth; NVIDIA recommends RDMA NICs "
               "(RoCE or InfiniBand) between nodes",
               part);
  case FindingCode::nics_limited_by_slots:
    return trf(lang,
               "{} fabric NICs per node, not the {} that NVIDIA's pattern for the fabric and the GPUs' link call for: "
               "{} has {} NIC slots",
               n(Fig::nics), n(Fig::needed), part, n(Fig::slots));
  case FindingCode::node_over_rack_power:
    return trf(lang,
               "one node draws {:.1f} kW, more than a {:.0f} kW rack feeds and cools: plan high-density racks "
               "(15-25 kW) or one node per rack on its own feed",
               f[Fig::load_w] / 1000, f[Fig::max_w] / 1000);
  case FindingCode::shared_storage_short:
    return trf(lang,
               "the nodes read {:.1f} GB/s from shared storage at full speed; --shared-storage-gb-s {:g} is "
               "below it (it then sets the pace of every epoch that reads files)",
               f[Fig::read_gb_per_s], f[Fig::rated_gb_per_s]);
  default: return {};
  }
}

// The optimizer steps a batch leaves an epoch: one (the batch holds the dataset), or so few that
// Ultralytics' warm-up runs through the run.
std::string batch_steps_text(const Finding& f, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  if (f.code == FindingCode::warmup_long) {
    // The warm-up's length from the finding's own figures (the catalog's warmup-min-iterations and
    // warmup-epochs decide it), not restated here.
    return trf(lang,
               "a batch of {} sized to memory is {} optimizer steps an epoch on {} images: {}'s warm-up "
               "of {:.0f} iterations takes {:.0f} of the {} epochs; a --batch of a recipe's (64 is {} steps an "
               "epoch) keeps it short",
               n(Fig::batch_global), n(Fig::steps_per_epoch), n(Fig::dataset_images), f.part,
               f[Fig::warmup_epochs] * f[Fig::steps_per_epoch], f[Fig::warmup_epochs], n(Fig::epochs),
               (n(Fig::dataset_images) + 63) / 64);
  }
  // A dataset smaller than the global batch: DistributedSampler pads the ranks' shares with
  // repeats, so the batch does not "hold all 1 images" (review r15).
  if (n(Fig::dataset_images) < n(Fig::batch_global)) {
    return trf(lang,
               "the training set, {}, is smaller than the global batch of {}: each rank's share is padded with "
               "repeats (DistributedSampler), one optimizer step an epoch, {} in the run; a smaller --batch or fewer "
               "GPUs give the optimizer more",
               report::images_count(lang, n(Fig::dataset_images)), report::count(lang, n(Fig::batch_global)),
               report::count(lang, n(Fig::epochs)));
  }
  return trf(lang,
             "the global batch of {} holds all {} training images: one optimizer step an epoch, {} in the run "
             "(Ultralytics alone warms up for 100); a smaller --batch or fewer GPUs give the optimizer more",
             report::count(lang, n(Fig::batch_global)), report::count(lang, n(Fig::dataset_images)),
             report::count(lang, n(Fig::epochs)));
}

// Labels past the family's label_caution_objects: an assigner family's memory, a matcher family's
// time.
std::string labels_uncounted_text(const Finding& f, const Evaluation& e, Lang lang) {
  const auto objects = static_cast<long long>(f[Fig::objects]);
  const auto caution = static_cast<long long>(f[Fig::objects_caution]);
  if (e.family->assigner_bytes_per_object_anchor > 0) {
    return trf(lang,
               "{} objects a sample, past the {} its memory rests on: {}'s assigner pads each batch to its "
               "densest sample and PyTorch's cache keeps the blocks of less dense batches; vsize counts that cache "
               "at the median of a replay of the allocator, and a run's own GPU_mem swings about x0.5-1.8 of it "
               "(public runs on VisDrone and SKU-110K came within 15 %, docs/accuracy.md): a --batch share below "
               "the default leaves room",
               objects, caution, f.part);
  }
  return trf(lang,
             "{} objects a sample, past the {} its time was checked on: vsize times {}'s Hungarian matcher and "
             "counts its denoising queries from Ultralytics' code, which comes close to Ultralytics' own SKU-110K "
             "benchmark (pull request #26150), yet public RT-DETR-L runs on VisDrone (71 an image, Ultralytics "
             "8.4.90, near their GPU's memory) trained about 4x slower than predicted (docs/accuracy.md)",
             objects, caution, f.part);
}

// A GPU whose matmul share is another's or the typical one (StepPlan's choice), and its DRAM rate
// where that is the typical share too.
std::string gpu_speed_unmeasured_text(const Finding& f, const Evaluation& e, Lang lang) {
  return trf(lang,
             "{} has no matmul measurement of its own ({}{}): its time, and the band around it, rest on other "
             "GPUs' measurements (docs/models.md, M3)",
             f.part,
             e.step.matmul_fraction_from.empty() ? std::string(tr(lang, "a typical share"))
                                                 : trf(lang, "the {}'s share", e.step.matmul_fraction_from),
             e.step.bandwidth_share_default ? tr(lang, "; DRAM at the typical share") : "");
}

// The other half precision where the GPU has its rate, else FP32 alone (review r13: an H200
// without its fp16 figure was told to use --amp fp16).
std::string precision_unsupported_text(const Finding& f, const Evaluation& e, const Workload& w, Lang lang) {
  const bool other_half =
      w.amp == Precision::fp16 ? e.gpu->bf16_dense_tflops.has_value() : e.gpu->fp16_dense_tflops.has_value();
  const std::string use = other_half ? trf(lang, "--amp {} or fp32", w.amp == Precision::fp16 ? "bf16" : "fp16")
                                     : std::string("--amp fp32");
  return trf(lang, "{} has no {} tensor rate (catalog {} is null); use {}", f.part, to_string(w.amp),
             e.step.requested.figure, use);
}

// Batch norm at a few images a GPU: the remedy that works (review s83 c7: more memory gives a
// batch the recipe's global batch holds low nothing).
std::string batchnorm_text(const Finding& f, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  if (f.has(Fig::batch_fits)) {
    return trf(lang,
               "batch {} per GPU: batch norm's statistics are poor at {} or fewer (YOLOv5's multi-GPU guide); memory "
               "takes {} a GPU, held at {} by the recipe's global batch over these ranks: fewer GPUs or nodes give "
               "each more",
               n(Fig::batch_per_gpu), n(Fig::small_batch), report::count(lang, n(Fig::batch_fits)),
               n(Fig::batch_per_gpu));
  }
  return trf(lang,
             "batch {} per GPU: batch norm's statistics are poor at {} or fewer (YOLOv5's multi-GPU guide); a "
             "GPU with more memory, fewer GPUs for --batch, or a lower --res gives it more",
             n(Fig::batch_per_gpu), n(Fig::small_batch));
}

// M1/M2/M3: MIG, the batch and the precision.
std::string memory_text(const Finding& f, const Evaluation& e, const Workload& w, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  const std::string& part = f.part;
  switch (f.code) {
  case FindingCode::mig_unsupported:
    return trf(lang, "{} does not support MIG (NVIDIA MIG user guide, supported GPUs)", part);
  case FindingCode::batch_below_ranks:
    return trf(lang, "--batch {} is smaller than the {} ranks it is split over", n(Fig::global_batch), n(Fig::ranks));
  case FindingCode::batch_does_not_fit:
    return trf(lang, "batch 1 does not fit in {:.0f} % of {:.1f} GB: it needs {:.1f} GB", f[Fig::fraction] * 100,
               f[Fig::capacity_gb], f[Fig::need_gb]) +
           (f[Fig::fraction_needed] > 0
                ? trf(lang, " ({:.1f} % of it); --batch {} sizes the batch to take it",
                      f[Fig::need_gb] / f[Fig::capacity_gb] * 100,
                      fmt::format("{:g}", f[Fig::fraction_needed])) // an option value: never a decimal comma
                : std::string(tr(lang, ", more than the whole GPU")));
  case FindingCode::device_memory_exceeded:
    return trf(lang, "batch {} per GPU needs {:.1f} GB of device memory; the {} has {:.1f} GB", n(Fig::batch_per_gpu),
               f[Fig::device_used_gb], f[Fig::mig_instance] > 0 ? "MIG instance" : "GPU", f[Fig::capacity_gb]) +
           (n(Fig::batch_fits) > 0 ? trf(lang, "; at most {} per GPU fits", n(Fig::batch_fits))
                                   : std::string(tr(lang, "; not even 1 per GPU fits")));
  case FindingCode::memory_band_past_capacity:
    return trf(lang,
               "batch {} per GPU fits as predicted, but on runs that needed {:.0f} % more memory than vsize predicts "
               "(the family's band) it needs {:.1f} GB of the {:.1f} GB: it may run out of memory; the default "
               "--batch -1 (60 % of the GPU's memory, as Ultralytics' AutoBatch) keeps that margin",
               n(Fig::batch_per_gpu), (1 / (1 + f[Fig::fraction]) - 1) * 100, f[Fig::need_gb], f[Fig::capacity_gb]);
  case FindingCode::cache_fragments:
    if (e.memory.inputs.long_run_reserved_factor <= 0) { // the label assigner's cache, not variable input sizes
      return trf(lang,
                 "the assigner's batches, each padded to its densest sample, fragment PyTorch's cache: it holds "
                 "{:.1f} GB (torch memory_reserved; nvidia-smi shows all {:.1f} GB of the GPU in use) though a step "
                 "needs {:.1f} GB; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True keeps it near the need",
                 f[Fig::reserved_gb], f[Fig::capacity_gb], f[Fig::need_gb]);
    }
    return trf(lang,
               "variable input sizes fragment PyTorch's cache: after hours it holds {:.1f} GB (torch memory_reserved; "
               "nvidia-smi shows all {:.1f} GB of the GPU in use) though a step needs {:.1f} GB; "
               "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True keeps it near the need",
               f[Fig::reserved_gb], f[Fig::capacity_gb], f[Fig::need_gb]);
  case FindingCode::batch_not_multiple:
    // The trainer that floors it: Ultralytics divides batch= by the ranks, timm and torchvision
    // take the per-GPU batch the job passes (it said Ultralytics for a timm job, review r13).
    return trf(lang, "--batch {} is not a multiple of {} ranks; {} trains {} per GPU ({} in all)", n(Fig::global_batch),
               n(Fig::ranks), e.family->trainer == "ultralytics" ? "Ultralytics" : e.family->trainer,
               n(Fig::batch_per_gpu), n(Fig::batch_global));
  case FindingCode::global_batch_capped:
    return trf(lang,
               "memory takes {} images a GPU, {} in all over {} ranks; vsize sizes {} a GPU, {} in all, within the {} "
               "images a recipe is known to keep its accuracy at with its learning rate scaled (Goyal et al. 2017); "
               "--batch N sets another",
               report::count(lang, n(Fig::batch_fits)), report::count(lang, n(Fig::batch_fits) * n(Fig::ranks)),
               n(Fig::ranks), report::count(lang, n(Fig::batch_per_gpu)), report::count(lang, n(Fig::batch_global)),
               report::count(lang, n(Fig::large_batch)));
  case FindingCode::batch_holds_dataset:
  case FindingCode::warmup_long: return batch_steps_text(f, lang);
  case FindingCode::batchnorm_batch_small: return batchnorm_text(f, lang);
  case FindingCode::amp_bf16_faster:
    return trf(lang,
               "{}'s torch.mm reaches {:.2f} of its peak in BF16 and {:.2f} in FP16, which AMP runs by default: "
               "--amp bf16 trains faster ({}'s {} {})",
               part, f[Fig::matmul_share_bf16], f[Fig::matmul_share], e.family->trainer, e.family->launch_program,
               fmt::join(e.family->launch_bf16_args, " "));
  case FindingCode::labels_uncounted: return labels_uncounted_text(f, e, lang);
  case FindingCode::gpu_speed_unmeasured: return gpu_speed_unmeasured_text(f, e, lang);
  case FindingCode::precision_unsupported: return precision_unsupported_text(f, e, w, lang);
  default: return {};
  }
}

} // namespace

std::string finding_text(const Finding& f, const Evaluation& e, const Workload& w, Lang lang) {
  auto n = [&](Fig name) { return static_cast<long long>(f[name]); };
  const std::string& part = f.part;
  for (std::string text :
       {platform_text(f, e, lang), memory_text(f, e, w, lang), host_text(f, e, lang), epoch_text(f, lang),
        data_text(f, w, lang), power_text(f, e, lang), cluster_text(f, e, lang), economics_text(f, lang)}) {
    if (!text.empty()) {
      return text;
    }
  }
  switch (f.code) {
  case FindingCode::cpu_sockets_unsupported:
    return trf(lang, "{} supports {} socket(s), not {}", part, n(Fig::max_sockets), n(Fig::sockets));
  case FindingCode::no_adequate_cpu:
    return trf(lang, "no catalog CPU in {} sockets has the cores, PCIe lanes and memory this needs", n(Fig::sockets));
  case FindingCode::cores_below_minimum:
    return trf(lang, "{} x {} has {} cores; NVIDIA's minimum is {} per GPU = {}", n(Fig::sockets), part, n(Fig::cores),
               n(Fig::min_cores_per_gpu), n(Fig::min_cores));
  case FindingCode::cores_below_guideline:
    return trf(lang,
               "{} x {} has {} cores, below NVIDIA's guideline of {} per GPU = {}: the host you describe trains at the "
               "loader's pace counted here; a server to buy gets the {}",
               n(Fig::sockets), part, n(Fig::cores), n(Fig::min_cores_per_gpu), n(Fig::min_cores), n(Fig::min_cores));
  case FindingCode::threads_too_few:
    return trf(lang,
               "{} x {} has {} hardware threads for {} training processes and {} loader workers: they share "
               "threads, and the loader is timed on the threads the processes leave{}",
               n(Fig::sockets), part, n(Fig::threads), n(Fig::processes), n(Fig::workers),
               n(Fig::workers_fit) > 0 ? trf(lang, "; --workers {} gives each its own", n(Fig::workers_fit)) : "");
  case FindingCode::workers_sized_down:
    return trf(lang,
               "{} loader workers per job instead of {}, so that {} jobs and their workers each have one of "
               "the {} hardware threads (--workers sets it)",
               n(Fig::workers), n(Fig::workers_requested), n(Fig::processes), n(Fig::threads));
  case FindingCode::loader_workers_few:
    return trf(lang,
               "the loader sets the pace with {} worker(s) a rank while cores of the {} sit idle: --workers {} gives "
               "it {:.0f} images/s ({:.0f} now)",
               n(Fig::workers), n(Fig::cores), n(Fig::workers_fit), f[Fig::loader_images_per_s_fit],
               f[Fig::loader_images_per_s]) +
           (f[Fig::loader_images_per_s_fit] > f[Fig::gpu_images_per_s]
                ? trf(lang, "; training then runs at the GPUs' {:.0f}", f[Fig::gpu_images_per_s])
                : std::string());
  case FindingCode::cores_shared:
    // The loader's own count (its cores beside the training processes, and a share of their SMT
    // siblings) is explain's M5 line; a second figure here disagreed with it.
    return trf(lang,
               "{} processes + workers share {} cores ({} threads): the loader gets what the training processes "
               "leave, and a share of the SMT siblings (explain: M5 cores)",
               n(Fig::tasks), n(Fig::cores), n(Fig::threads));
  case FindingCode::pcie_lanes_short:
    return trf(lang, "{} x {} offers {} PCIe lanes; {} GPUs x{} + {} NVMe + {} NIC need {}", n(Fig::sockets), part,
               n(Fig::lanes_available), n(Fig::gpus), n(Fig::gpu_lanes), n(Fig::drives), n(Fig::nics),
               n(Fig::lanes_required));
  default: break;
  }
  return finding_info(f.code).id;
}

} // namespace vsize
