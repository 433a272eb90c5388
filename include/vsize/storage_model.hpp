#pragma once
// M6 storage: what the server stores and reads, on tiers of catalog drives in RAID on the
// chassis' drive bays, and the data NIC that brings the data in (research/cluster-video-storage.md
// section 4 and modelling note D; seed 004: system NVMe >= 512 GB, data and cache NVMe in RAID 0,
// HDD or SATA arrays in RAID 5/10 for projects and backups; seed 002: raw video and backups on
// SATA, 25 or 100 GbE). Pure functions.
//
//   dataset      = images x bytes of one stored image: a JPEG at the source MP, or a video frame's
//                  JPEG (the video format's sourced size); with --decode video the video itself
//   raw video    = bitrate Mb/s x 3600 s / 8 bit / 1000 = 0.45 GB per hour per Mb/s, x hours
//   bitrate      = --video-bitrate-mbps, else the format's bitrate at its quoted frame rate x
//                  (fps / that rate)^video-bitrate-fps-exponent (YouTube's upload guidance: 1.5x
//                  the bitrate at twice the frame rate, 2^0.585 = 1.5)
//   disk cache   = images x res^2 x 3 B (Ultralytics cache=disk: one uncompressed .npy per image)
//   checkpoints  = params x bytes a parameter x checkpoint-copies; bytes a parameter = the family's
//                  weight copies + the optimizer's state as the trainer saves it (FP32 where the
//                  layout does not say), where the trainer's code gives its layout, else
//                  checkpoint-bytes-per-param
//   growth       = (1 + P / 100)^years on everything that follows the dataset (not checkpoints)
//   RAID         = usable  0: n C, 1: C (a mirrored pair), 10: n/2 C, 5: (n-g) C, 6: (n-2g) C
//                  read    0 and 10: n r, 1: 2 r, 5: (n-g) r, 6: (n-2g) r
//                  write   0: n w, 1: w, 10: n/2 w, 5: (n-g) w, 6: (n-2g) w
//                  g = ceil(n / parity-group-max-drives) parity groups (RAID 50, 60): NetApp
//                  recommends 12-20 HDDs a RAID-DP group (ONTAP System Manager, "Change the RAID
//                  configuration when creating an aggregate")
//   system tier  = RAID 1 pair of the cheapest NVMe of at least system-drive-min-gb, on the boot
//                  (M.2) bays, else on two front bays
//   data tier    = NVMe (not M.2 boot drives) in RAID 0 or 10 (--data-raid): n = max(capacity, rate, the RAID minimum),
//                  capacity: (dataset + disk cache) x growth + checkpoints <= usable x fill limit;
//                  rate: the GPUs' images/s x bytes read per image <= n r x read derate (none
//                  with a RAM cache: it is filled once, before the first epoch)
//   bulk tier    = HDD or SATA SSD in RAID 5, 6 or 10 (--bulk-raid) for the raw video and
//                  --backup-copies of the dataset and checkpoints, growth included, within the fill
//                  limit; in an external enclosure or NAS when no free bay of the chassis takes it
//   choice       = per tier the catalog drive whose drives cost least (n x its price; unpriced
//                  drives after priced ones) that the free bays take, then the fewest drives, the
//                  smallest, the fastest, by id; the chassis' alternative front layouts are each
//                  tried, the first where every tier fits wins
//   rebuild      = one drive's capacity / min(rebuild-gb-per-s, its write rate); RAID 0 has none
//                  (restored from the bulk tier's backup)
//   bays full    = years until the data tier's content outgrows its bays filled with the largest
//                  drive they take: ln(usable x fill limit - checkpoints) / content now) / ln(1 + P)
//   data NIC     = the slowest of at least data-nic-min-gbit-s that brings the dataset (with video:
//                  the raw footage) in within --ingest-hours at nic-tcp-efficiency of its line rate
#include "vsize/data_model.hpp"
#include "vsize/findings.hpp"
#include "vsize/scenario.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace vsize {

struct StepPlan;

// The RAID arithmetic for n drives of one model (research D11-D14: IBM RAID level summary,
// Nyffenegger, ServNet): drives' worth of usable capacity, of sequential read and of write.
// The camera stream of a catalog video format at `fps`: the format's Mb/s scaled from the frame
// rate it is quoted at by (fps / bitrate_fps)^exponent; a format quoted at no frame rate, unscaled.
double video_bitrate_mbps(const VideoFormatSpec& format, double fps, double fps_exponent);

int raid_min_drives(Raid r); // 0: 1, 1: 2, 10: 4 (even), 5: 3, 6: 4
// RAID 5 and 6 arrays of more than `group_max` drives are built as groups of at most that many,
// each with its own parity (RAID 50, 60): groups = ceil(n / group_max) (0: one group, no limit).
int raid_parity_drives(Raid r); // 5: 1, 6: 2, else 0
int raid_groups(Raid r, int n, int group_max = 0);
double raid_usable_drives(Raid r, int n, int group_max = 0);
double raid_read_drives(Raid r, int n, int group_max = 0);
double raid_write_drives(Raid r, int n, int group_max = 0);
// The drives of `drive_bytes` a RAID needs for `need_bytes` of usable capacity (at least its
// minimum; RAID 10 an even count).
int raid_drives_for(Raid r, double need_bytes, double drive_bytes, int group_max = 0);
// Levels as their numbers (JSON "raid": 0, 1, 5, 6, 10).
int raid_level(Raid r);

enum class TierRole { system, data, bulk };
VSIZE_ENUM_SPELLINGS(TierRole, {TierRole::system, "system"}, {TierRole::data, "data"}, {TierRole::bulk, "bulk"});

enum class Holding { os, dataset, disk_cache, checkpoints, raw_video, backups };
VSIZE_ENUM_SPELLINGS(Holding, {Holding::os, "os"}, {Holding::dataset, "dataset"}, {Holding::disk_cache, "disk-cache"},
                     {Holding::checkpoints, "checkpoints"}, {Holding::raw_video, "raw-video"},
                     {Holding::backups, "backups"});

// One tier: a RAID array of one drive model.
struct Tier {
  TierRole role = TierRole::data;
  Raid raid = Raid::raid0;
  const DriveSpec* drive = nullptr; // nullptr: not planned (nothing to hold, or no catalog drive)
  int count = 0;
  int groups = 1; // RAID 5 and 6: parity groups of at most parity-group-max-drives (RAID 50, 60)
  int n_capacity = 0; // drives the capacity needs
  int n_rate = 0; // drives the read rate needs (data tier)
  double content_bytes = 0; // what it holds, grown to the plan's last year
  double need_bytes = 0; // usable it needs: content / fill limit (system: its minimum)
  double usable_bytes = 0;
  double read_bytes_per_s = 0; // sequential, the array
  double write_bytes_per_s = 0;
  double rebuild_s = 0; // one failed drive at md's default ceiling (an idle array); 0: RAID 0
  // The same on an HDD array under load, at its fast and its slow end; 0: not HDDs, or RAID 0.
  double rebuild_loaded_fast_s = 0;
  double rebuild_loaded_slow_s = 0;
  std::uint8_t holds = 0; // bit per Holding
  bool external = false; // beside the server: no free bay of the chassis takes its drives
  bool boot_bays = false; // on the chassis' boot (M.2) bays
  int bays = 0; // free bays of the chassis that take its drive (0 with no chassis rules; external: too few)
  bool over_bays = false; // more drives than those bays

  bool holds_any() const { return holds != 0; }
  // The drives inside the server: none beside it; at most its free bays when more were planned
  // (the bay reason says so; the lanes and power count what the chassis can hold, not the rest).
  int internal_count() const { return external ? 0 : over_bays ? bays : count; }
  bool has(Holding h) const { return (holds >> static_cast<int>(h)) & 1U; }
  void add(Holding h) { holds = static_cast<std::uint8_t>(holds | (1U << static_cast<int>(h))); }
};

// Every input of the tiers, resolved from the scenario and the catalog.
struct StorageInputs {
  long long images = 0;
  int res_px = 0;
  CacheMode cache = CacheMode::ram;
  Decode decode = Decode::images;
  const VideoFormatSpec* video = nullptr; // the footage's format (nullptr: images)
  double source_mp = 0; // megapixels of a stored image or frame (what cache=disk saves decoded)
  double image_bytes = 0; // one stored image or frame (JPEG)
  double raw_video_bytes = 0; // the footage (0 without video)
  double video_bytes_per_image = 0; // --decode video: the stream spanning one sampled frame
  double params = 0;
  double checkpoint_bytes_per_param = 0;
  int checkpoint_copies = 0;
  double growth_factor = 1;
  int backup_copies = 0;
  Raid data_raid = Raid::raid0;
  Raid bulk_raid = Raid::raid6;
  double gpu_images_per_s = 0; // what the GPUs consume (the step alone)
  double system_min_bytes = 0;
  double fill_limit = 1;
  double read_derate = 1;
  double rebuild_bytes_per_s = 0;
  // An HDD array rebuilding under load (rebuild-loaded-hdd-*-gb-per-s): the fast and the slow end.
  double rebuild_loaded_fast_bytes_per_s = 0;
  double rebuild_loaded_slow_bytes_per_s = 0;
  int parity_group_max = 0; // drives a RAID 5 or 6 group holds at most (parity-group-max-drives)
  // The footage lands on the bulk tier within --ingest-hours: its bytes / the window, at most what
  // the fastest data NIC brings (0 without footage). The bulk tier's writes are sized for it.
  double ingest_write_bytes_per_s = 0;
};

// What the server stores, before any drive is chosen.
struct Contents {
  double dataset_bytes = 0; // as trained on (JPEG images or frames; the video with --decode video)
  double disk_cache_bytes = 0;
  double checkpoint_bytes = 0;
  double raw_video_bytes = 0;
  double read_bytes_per_image = 0; // from the data tier: JPEG, .npy or the video stream
  // A RAM cache, filled once before the first epoch, serves every read while training: no rate.
  bool reads_from_ram_cache = false;
  double read_needed_bytes_per_s = 0; // the GPUs' images/s x that (0 with a RAM cache)
  double data_bytes = 0; // the data tier's content, grown
  // What the bulk tier's backups give back to a RAID 0 data tier after a drive fails: the dataset
  // and the checkpoints, grown. A disk cache has no backup; the next run writes its .npy files again.
  double restore_bytes = 0;
  double bulk_bytes = 0; // the bulk tier's content, grown
};

Contents storage_contents(const StorageInputs& in);

// Bytes one checkpoint holds per parameter (the checkpoints line above): the family's layout
// where it has one, else the checkpoint-bytes-per-param assumption.
double checkpoint_bytes_per_param(const FamilySpec& family, Optimizer o, const Constants& a);

// The drives a tier may choose from, resolved once per search: NVMe for the system tier, NVMe
// other than M.2 boot drives for the data tier, HDD and SATA SSD for the bulk tier, each by
// capacity, then read rate (fastest first), then id, with the price of each drive that has one.
struct DriveChoices {
  std::vector<const DriveSpec*> nvme;
  std::vector<const DriveSpec*> data_nvme;
  std::vector<const DriveSpec*> bulk;
  std::vector<const NicSpec*> data_nics; // by speed, then power, then id
  const std::vector<PlatformSpec>* platforms = nullptr; // for "a platform with more bays"
  std::vector<std::pair<const DriveSpec*, double>> prices; // by drive; a drive without one is not here

  // The price of one `d` in the search's currency, or nullopt.
  std::optional<double> price_of(const DriveSpec& d) const;
  // `price(d)`: a drive's price in the search's currency, or nullopt (the cost model's PriceIndex).
  static DriveChoices from(const Catalog& cat,
                           const std::function<std::optional<double>(const DriveSpec&)>& price = {});
};

// The three tiers on one chassis (nullptr: no chassis rules, every bay free).
struct Tiers {
  std::array<Tier, 3> tier; // system, data, bulk
  std::string_view option; // the chassis' front layout used (a view into the platform record; "": one layout)
  bool fits() const;
};

Tiers plan_tiers(const StorageInputs& in, const Contents& c, const DriveChoices& drives, const PlatformSpec* platform);

// The data NIC and the time it takes to bring the data in.
struct Ingest {
  const NicSpec* nic = nullptr; // nullptr: no data NIC in the catalog
  int count = 0; // north-south-nics
  double window_s = 0; // --ingest-hours
  double bytes = 0; // the dataset, or the raw footage with video
  double rate_bytes_per_s = 0; // line rate x nic-tcp-efficiency, or the receiving tier's write if slower
  double link_bytes_per_s = 0; // line rate x nic-tcp-efficiency: what the server reads a NAS at
  double seconds = 0;
  double min_gbit_s = 0;
  double efficiency = 0;
  TierRole written_to = TierRole::data; // where the data lands: the footage on the bulk tier, images on data
  bool drive_bound = false; // that tier writes slower than the NIC brings the data
  bool too_slow = false; // even the fastest data NIC misses the window
  // Footage trained as JPEG frames (--decode images): extracting them reads the footage from its
  // tier, decodes every frame once (inter-frame codecs) on the GPUs' NVDEC engines (ffmpeg
  // -hwaccel cuda) and writes the kept frames to the data tier, the slowest of the three setting
  // the pace; once per footage, in no run's time. 0: no footage, or NVDEC rates unknown.
  double frames_decoded = 0;
  double extract_frames_per_s = 0;
  double extract_decode_s = 0;
  double extract_read_s = 0;
  double extract_write_s = 0;
  double extract_s = 0;
};

// M6 storage for one configuration: the contents, the tiers, what the bays allow for growth and
// the data NIC, with the inputs used.
struct StoragePlan {
  StorageInputs inputs;
  Contents contents;
  Tiers tiers;
  // With growth planned (--dataset-growth), the tiers today's contents alone would take: the drives
  // beyond them are bought for the data to come (the cost model prices them apart).
  std::optional<Tiers> today;
  std::optional<double> read_images_per_s; // from the data tier; nullopt: not a limit (RAM cache)
  std::optional<double> bays_full_years; // nullopt: no growth, or no chassis rules
  // The data bays filled with their largest drive, behind bays_full_years: the drive, how many, usable.
  const DriveSpec* bays_full_drive = nullptr;
  int bays_full_drives = 0;
  double bays_full_usable_bytes = 0;
  const PlatformSpec* roomier_platform = nullptr; // one that takes the GPUs and every tier (a tier over bays)
  Ingest ingest;

  const Tier& system() const { return tiers.tier[0]; }
  const Tier& data() const { return tiers.tier[1]; }
  const Tier& bulk() const { return tiers.tier[2]; }
  const Tier& tier(TierRole r) const { return tiers.tier[static_cast<std::size_t>(r)]; }
  // A RAID 0 data tier is restored from the bulk tier's backups after a drive fails, if there are any.
  bool data_backed_up() const { return inputs.backup_copies > 0 && bulk().count > 0; }
  // The restore of a RAID 0 data tier: contents.restore_bytes at the slower of the bulk tier's read
  // (as the server receives it) and the data tier's write; nullopt where the data tier rebuilds
  // (RAID 1/5/6/10), has no backup, or a rate is unknown.
  std::optional<double> data_restore_s() const;
  double data_restore_bytes_per_s() const { return std::min(bulk_read_bytes_per_s(), data().write_bytes_per_s); }
  // A tier's reads as the server receives them: a tier beside the server (a NAS) over the data NIC
  // (Ingest::link_bytes_per_s; the catalog has no SAS HBA for a direct enclosure), one inside the
  // chassis at the array's own rate.
  double received_read_bytes_per_s(TierRole r) const;
  double bulk_read_bytes_per_s() const { return received_read_bytes_per_s(TierRole::bulk); }
  // Drives and NVMe lanes inside the chassis, for the host's lanes and the power stage.
  int internal_nvme_lanes() const;
  int internal_nvme_drives() const;
  double internal_drive_w() const;
  // The drives beside the server (an external enclosure or NAS) at full power: outside its wall
  // power and circuit, their own feed's (review s87 money D3).
  double external_drive_w() const;
  int external_drives() const;
};

// The data NIC for the tiers planned (M6's last step).
Ingest plan_ingest(const Scenario& s, const StoragePlan& p, const DriveChoices& drives);

StoragePlan plan_storage(const Scenario& s, const DataPlan& data, const StepPlan& step, const DriveChoices& drives,
                         Findings& out);

} // namespace vsize
