// M6 storage (formulas: include/vsize/storage_model.hpp).
#include "vsize/storage_model.hpp"

#include "vsize/compute_model.hpp"
#include "vsize/data_model.hpp"
#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string_view>
#include <tuple>

namespace vsize {

double video_bitrate_mbps(const VideoFormatSpec& format, double fps, double fps_exponent) {
  if (format.bitrate_fps <= 0) {
    return format.bitrate_mbps;
  }
  // Inter-frame coding: a frame twice as often adds less than twice the bits (YouTube's upload
  // guidance, 8 -> 12 Mb/s at 1080p from 24-30 to 48-60 fps; catalog video-bitrate-fps-exponent).
  return format.bitrate_mbps * std::pow(fps / format.bitrate_fps, fps_exponent);
}

int raid_min_drives(Raid r) {
  switch (r) {
  case Raid::raid0: return 1;
  case Raid::raid1: return 2;
  case Raid::raid5: return 3;
  case Raid::raid6: return 4;
  case Raid::raid10: return 4;
  }
  return 1;
}

int raid_parity_drives(Raid r) { return r == Raid::raid5 ? 1 : r == Raid::raid6 ? 2 : 0; }

int raid_groups(Raid r, int n, int group_max) {
  if (raid_parity_drives(r) == 0 || group_max <= 0 || n <= group_max) return 1;
  return (n + group_max - 1) / group_max;
}

double raid_usable_drives(Raid r, int n, int group_max) {
  switch (r) {
  case Raid::raid0: return n;
  case Raid::raid1: return 1; // a two-way mirror holds one drive's worth
  case Raid::raid10: return n / 2.0;
  case Raid::raid5:
  case Raid::raid6: return n - raid_groups(r, n, group_max) * raid_parity_drives(r);
  }
  return n;
}

double raid_read_drives(Raid r, int n, int group_max) {
  switch (r) {
  case Raid::raid1: return 2; // both halves of the mirror serve reads
  case Raid::raid5:
  case Raid::raid6: return raid_usable_drives(r, n, group_max);
  default: return n; // RAID 0, and RAID 10 reading from every drive
  }
}

double raid_write_drives(Raid r, int n, int group_max) {
  switch (r) {
  case Raid::raid1: return 1;
  case Raid::raid10: return n / 2.0;
  case Raid::raid5: // full-stripe writes; small writes pay the x4 penalty
  case Raid::raid6: return raid_usable_drives(r, n, group_max);
  default: return n;
  }
}

int raid_drives_for(Raid r, double need_bytes, double drive_bytes, int group_max) {
  // Drives' worth of usable capacity, at most a million: beyond that a figure is out of scale and
  // the bays check rejects it.
  double whole = need_bytes > 0 && drive_bytes > 0 ? std::min(1e6, std::ceil(need_bytes / drive_bytes - 1e-9)) : 0.0;
  int d = static_cast<int>(whole);
  int n = d;
  int parity = raid_parity_drives(r);
  switch (r) {
  case Raid::raid0: n = d; break;
  case Raid::raid1: n = 2; break;
  case Raid::raid10: n = 2 * d; break;
  case Raid::raid5:
  case Raid::raid6: {
    // d data drives in groups of at most group_max, each with its parity: ceil(d / (max - parity))
    // groups.
    int per_group = group_max > parity ? group_max - parity : 0;
    int groups = per_group > 0 ? std::max(1, (d + per_group - 1) / per_group) : 1;
    n = d + groups * parity;
    break;
  }
  }
  n = std::max(n, raid_min_drives(r));
  return r == Raid::raid10 && n % 2 != 0 ? n + 1 : n;
}

int raid_level(Raid r) {
  switch (r) {
  case Raid::raid0: return 0;
  case Raid::raid1: return 1;
  case Raid::raid5: return 5;
  case Raid::raid6: return 6;
  case Raid::raid10: return 10;
  }
  return 0;
}

double checkpoint_bytes_per_param(const FamilySpec& family, Optimizer o, const Constants& a) {
  if (!family.checkpoint_weight_bytes_per_param) {
    return a[K::checkpoint_bytes_per_param];
  }
  auto state = family.checkpoint_state_bytes.find(o);
  // An optimizer the layout does not list: its state in FP32, as memory_model counts it.
  double state_bytes = state != family.checkpoint_state_bytes.end() ? state->second : optimizer_bytes_per_param(o);
  return *family.checkpoint_weight_bytes_per_param + state_bytes;
}

Contents storage_contents(const StorageInputs& in) {
  Contents c;
  auto images = static_cast<double>(in.images);
  bool from_video = in.decode == Decode::video;
  // Ultralytics cache=disk writes an uncompressed .npy of the image as stored, decoded and not
  // resized (data/base.py cache_images_to_disk: np.save(f, imread(im_file)); load_image resizes
  // after np.load): a 1080p frame is 6.2 MB whatever the training size.
  double npy_bytes = in.source_mp * units::k_px_per_mp * units::k_rgb_bytes_per_px;
  c.raw_video_bytes = in.raw_video_bytes;
  c.dataset_bytes = from_video ? in.raw_video_bytes : images * in.image_bytes;
  c.disk_cache_bytes = in.cache == CacheMode::disk && !from_video ? images * npy_bytes : 0.0;
  c.checkpoint_bytes = in.params * in.checkpoint_bytes_per_param * in.checkpoint_copies;
  c.read_bytes_per_image = from_video                    ? in.video_bytes_per_image
                           : in.cache == CacheMode::disk ? npy_bytes
                                                         : in.image_bytes;
  // A RAM cache is filled once before the first epoch (Ultralytics and YOLOv5 cache_images) and
  // serves every read after it: the data tier then needs capacity, not a read rate.
  c.reads_from_ram_cache = in.cache == CacheMode::ram && !from_video;
  c.read_needed_bytes_per_s = c.reads_from_ram_cache ? 0.0 : in.gpu_images_per_s * c.read_bytes_per_image;
  c.data_bytes = (c.dataset_bytes + c.disk_cache_bytes) * in.growth_factor + c.checkpoint_bytes;
  c.restore_bytes = c.dataset_bytes * in.growth_factor + c.checkpoint_bytes;
  // The footage itself (kept once), and the backups the RAID 0 data tier is restored from. Where
  // the footage is the dataset (--decode video), the footage kept is its first backup.
  double dataset_backups = from_video ? std::max(0, in.backup_copies - 1) : in.backup_copies;
  c.bulk_bytes = c.raw_video_bytes * in.growth_factor + dataset_backups * c.dataset_bytes * in.growth_factor +
                 in.backup_copies * c.checkpoint_bytes;
  return c;
}

std::optional<double> DriveChoices::price_of(const DriveSpec& d) const {
  auto it = std::lower_bound(prices.begin(), prices.end(), &d,
                             [](const auto& entry, const DriveSpec* x) { return entry.first < x; });
  return it != prices.end() && it->first == &d ? std::optional<double>(it->second) : std::nullopt;
}

DriveChoices DriveChoices::from(const Catalog& cat,
                                const std::function<std::optional<double>(const DriveSpec&)>& price) {
  DriveChoices d;
  for (const auto& drive : cat.drives) {
    if (std::optional<double> amount = price ? price(drive) : std::nullopt) {
      d.prices.emplace_back(&drive, *amount);
    }
    (drive.medium == DriveMedium::nvme ? d.nvme : d.bulk).push_back(&drive);
    bool boot_only = std::all_of(drive.form_factors.begin(), drive.form_factors.end(),
                                 [](DriveFormFactor f) { return f == DriveFormFactor::m2; });
    if (drive.medium == DriveMedium::nvme && !boot_only) {
      d.data_nvme.push_back(&drive);
    }
  }
  auto order = [](const DriveSpec* a, const DriveSpec* b) {
    return std::make_tuple(a->capacity_tb, -a->read_gb_per_s, a->id) <
           std::make_tuple(b->capacity_tb, -b->read_gb_per_s, b->id);
  };
  std::sort(d.prices.begin(), d.prices.end());
  std::sort(d.nvme.begin(), d.nvme.end(), order);
  std::sort(d.data_nvme.begin(), d.data_nvme.end(), order);
  std::sort(d.bulk.begin(), d.bulk.end(), order);
  for (const auto& nic : cat.nics) {
    if (nic.role == NicRole::data) {
      d.data_nics.push_back(&nic);
    }
  }
  std::sort(d.data_nics.begin(), d.data_nics.end(), [](const NicSpec* a, const NicSpec* b) {
    return std::tie(a->speed_gbps, a->power_w, a->id) < std::tie(b->speed_gbps, b->power_w, b->id);
  });
  d.platforms = &cat.platforms;
  return d;
}

namespace {

// The chassis' drive bays in one front layout, and the bays the tiers have taken (no chassis:
// every bay free).
class BayPool {
public:
  static constexpr std::size_t k_max_groups = 16; // platform records hold at most 16 groups

  BayPool(const PlatformSpec* p, std::string_view option) : m_p(p), m_option(option) {}

  bool unlimited() const { return m_p == nullptr; }
  // Free bays that take `d`: the boot (M.2) bays, or the front and rear ones.
  int free_for(const DriveSpec& d, bool boot) const {
    int free = 0;
    for (std::size_t i = 0; i < groups(); ++i) {
      free += usable(i, boot) && m_p->drive_bays[i].takes(d) ? m_p->drive_bays[i].count - m_used[i] : 0;
    }
    return free;
  }
  void take(const DriveSpec& d, bool boot, int n) {
    for (std::size_t i = 0; i < groups() && n > 0; ++i) {
      if (usable(i, boot) && m_p->drive_bays[i].takes(d)) {
        int got = std::min(n, m_p->drive_bays[i].count - m_used[i]);
        m_used[i] += got;
        n -= got;
      }
    }
  }

private:
  std::size_t groups() const { return m_p ? std::min(m_p->drive_bays.size(), k_max_groups) : 0; }
  bool usable(std::size_t i, bool boot) const {
    const DriveBay& b = m_p->drive_bays[i];
    return (b.option.empty() || b.option == m_option) && (b.position == BayPosition::boot) == boot;
  }

  const PlatformSpec* m_p;
  std::string_view m_option;
  std::array<int, k_max_groups> m_used{};
};

struct Pick {
  const DriveSpec* drive = nullptr;
  int n = 0;
  int n_capacity = 0;
  int n_rate = 0;
  int bays = 0;
  bool over = false;
};

// Of `candidates` (smallest first), the drive whose drives cost least that the free bays take
// (drives without a price after those with one), then the fewest drives; else the fewest over the
// bays, one the bays take at all first. `count(d)` gives the drives for capacity and for rate
// (0, 0: the drive cannot serve). What a tier needs is capacity and a read rate, so the cheaper
// set that gives both is the one to quote (a backup on four 20 TB HDDs, not four 3.84 TB SSDs:
// "enterprise HDDs are still 6x cheaper per terabyte", Western Digital via TechRepublic,
// 2025-07-18); a tie keeps the earlier candidate: the smallest, the fastest, by id.
template <class Count>
Pick pick_drive(const std::vector<const DriveSpec*>& candidates, const DriveChoices& drives, const BayPool& pool,
                bool boot, Count count) {
  Pick best;
  double best_cost = 0;
  Pick over;
  for (const DriveSpec* d : candidates) {
    auto [n_capacity, n_rate] = count(*d);
    int n = std::max(n_capacity, n_rate);
    if (n <= 0) {
      continue;
    }
    int free = pool.unlimited() ? n : pool.free_for(*d, boot);
    Pick p{d, n, n_capacity, n_rate, pool.unlimited() ? 0 : free, n > free};
    std::optional<double> each = drives.price_of(*d);
    double cost = each ? *each * n : std::numeric_limits<double>::infinity();
    if (!p.over && (!best.drive || std::make_pair(cost, n) < std::make_pair(best_cost, best.n))) {
      best = p;
      best_cost = cost;
    } else if (p.over && (!over.drive || std::make_tuple(free == 0, n) < std::make_tuple(over.bays == 0, over.n))) {
      over = p;
    }
  }
  return best.drive ? best : over;
}

void fill_tier(Tier& t, const Pick& p, const StorageInputs& in) {
  t.drive = p.drive;
  t.count = p.n;
  t.n_capacity = p.n_capacity;
  t.n_rate = p.n_rate;
  t.bays = p.bays;
  t.over_bays = p.over;
  if (!p.drive) {
    return;
  }
  double c = units::from_tb(p.drive->capacity_tb);
  t.groups = raid_groups(t.raid, p.n, in.parity_group_max);
  t.usable_bytes = raid_usable_drives(t.raid, p.n, in.parity_group_max) * c;
  t.read_bytes_per_s = raid_read_drives(t.raid, p.n, in.parity_group_max) * units::from_gb(p.drive->read_gb_per_s);
  double w = units::from_gb(p.drive->write_gb_per_s);
  t.write_bytes_per_s = raid_write_drives(t.raid, p.n, in.parity_group_max) * w;
  // A rebuild rewrites one whole drive, at md's ceiling or the drive's write rate if slower.
  t.rebuild_s = t.raid == Raid::raid0 ? 0.0 : c / std::min(in.rebuild_bytes_per_s, w);
  // Under load an HDD array rebuilds at 30-105 MB/s (research: storagemath.org's calculator, 105 MB/s
  // at 30 % load; szwecent.com, 30-100 MB/s for 20-24 TB drives), never above the idle figure.
  if (t.raid != Raid::raid0 && p.drive->medium == DriveMedium::hdd) {
    const auto [slow, fast] = std::minmax(in.rebuild_loaded_fast_bytes_per_s, in.rebuild_loaded_slow_bytes_per_s);
    t.rebuild_loaded_fast_s = std::max(t.rebuild_s, c / fast); // an overlay may give the two either way round
    t.rebuild_loaded_slow_s = std::max(t.rebuild_s, c / slow);
  }
}

// The system tier: a mirrored pair of the cheapest (else smallest) NVMe of at least system_min_bytes, on the boot
// bays, else on two front bays.
Tier system_tier(const StorageInputs& in, const DriveChoices& drives, BayPool& pool) {
  Tier t;
  t.role = TierRole::system;
  t.raid = Raid::raid1;
  t.add(Holding::os);
  t.need_bytes = in.system_min_bytes;
  auto pair = [&](const DriveSpec& d) {
    return units::from_tb(d.capacity_tb) + 1e-6 >= in.system_min_bytes ? std::make_pair(2, 0) : std::make_pair(0, 0);
  };
  bool boot = true;
  Pick p = pick_drive(drives.nvme, drives, pool, boot, pair);
  if (!pool.unlimited() && (!p.drive || p.over)) {
    Pick front = pick_drive(drives.nvme, drives, pool, false, pair);
    if (front.drive && (!front.over || !p.drive)) {
      p = front;
      boot = false;
    }
  }
  fill_tier(t, p, in);
  t.boot_bays = boot && !pool.unlimited();
  if (p.drive && !p.over && !pool.unlimited()) {
    pool.take(*p.drive, boot, p.n);
  }
  return t;
}

Tier data_tier(const StorageInputs& in, const Contents& c, const DriveChoices& drives, BayPool& pool) {
  Tier t;
  t.role = TierRole::data;
  t.raid = in.data_raid;
  t.add(Holding::dataset);
  if (c.disk_cache_bytes > 0) t.add(Holding::disk_cache);
  if (c.checkpoint_bytes > 0) t.add(Holding::checkpoints);
  t.content_bytes = c.data_bytes;
  t.need_bytes = c.data_bytes / in.fill_limit;
  auto count = [&](const DriveSpec& d) {
    int n_capacity = raid_drives_for(t.raid, t.need_bytes, units::from_tb(d.capacity_tb));
    double per_drive = units::from_gb(d.read_gb_per_s) * in.read_derate; // RAID 0 and 10 read from every drive
    int n_rate = static_cast<int>(std::min(1e6, std::ceil(c.read_needed_bytes_per_s / per_drive - 1e-9)));
    n_rate = t.raid == Raid::raid10 && n_rate % 2 != 0 ? n_rate + 1 : n_rate;
    return std::make_pair(n_capacity, n_rate);
  };
  Pick p = pick_drive(drives.data_nvme, drives, pool, false, count);
  fill_tier(t, p, in);
  if (p.drive && !p.over && !pool.unlimited()) {
    pool.take(*p.drive, false, p.n);
  }
  return t;
}

// The bulk tier in the free front and rear bays, else beside the server; nothing to hold: none.
Tier bulk_tier(const StorageInputs& in, const Contents& c, const DriveChoices& drives, BayPool& pool) {
  Tier t;
  t.role = TierRole::bulk;
  t.raid = in.bulk_raid;
  if (c.raw_video_bytes > 0) t.add(Holding::raw_video);
  if (in.backup_copies > 0) t.add(Holding::backups);
  t.content_bytes = c.bulk_bytes;
  t.need_bytes = c.bulk_bytes / in.fill_limit;
  if (!(t.content_bytes > 0)) {
    t.holds = 0;
    return t;
  }
  // Capacity, and the writes the footage's ingest needs: RAID 5/6 write at (n - parity) drives'
  // rate, RAID 10 at n / 2 (raid_write_drives), as many drives as their capacity counts, so
  // ceil(rate / a drive's write) drives' worth sized like capacity.
  auto count = [&](const DriveSpec& d) {
    double size = units::from_tb(d.capacity_tb);
    double w = units::from_gb(d.write_gb_per_s);
    int n_rate = in.ingest_write_bytes_per_s > 0 && w > 0
                     ? raid_drives_for(t.raid, std::min(1e6, std::ceil(in.ingest_write_bytes_per_s / w - 1e-9)) * size,
                                       size, in.parity_group_max)
                     : 0;
    return std::make_pair(raid_drives_for(t.raid, t.need_bytes, size, in.parity_group_max), n_rate);
  };
  Pick p = pick_drive(drives.bulk, drives, pool, false, count);
  int inside = 0; // free bays of the chassis that take a bulk drive (the reason the tier is outside)
  if (p.drive && p.over) {
    inside = p.bays;
    p = pick_drive(drives.bulk, drives, BayPool(nullptr, {}), false, count);
    t.external = true;
  }
  fill_tier(t, p, in);
  if (t.external) {
    t.bays = inside;
  }
  if (p.drive && !t.external && !pool.unlimited()) {
    pool.take(*p.drive, false, p.n);
  }
  return t;
}

Tiers tiers_on(const StorageInputs& in, const Contents& c, const DriveChoices& drives, const PlatformSpec* platform,
               std::string_view option) {
  Tiers t;
  t.option = option;
  BayPool pool(platform, option);
  t.tier[0] = system_tier(in, drives, pool);
  t.tier[1] = data_tier(in, c, drives, pool);
  t.tier[2] = bulk_tier(in, c, drives, pool);
  return t;
}

} // namespace

bool Tiers::fits() const {
  return std::none_of(tier.begin(), tier.end(), [](const Tier& t) { return t.over_bays; });
}

Tiers plan_tiers(const StorageInputs& in, const Contents& c, const DriveChoices& drives, const PlatformSpec* platform) {
  // The chassis' alternative front layouts, in the record's order; the first where every tier
  // fits, then the first with the bulk tier inside.
  std::array<std::string_view, BayPool::k_max_groups> options{};
  std::size_t n = 0;
  if (platform) {
    for (const auto& b : platform->drive_bays) {
      if (!b.option.empty() && n < options.size() &&
          std::find(options.begin(), options.begin() + n, b.option) == options.begin() + n) {
        options[n++] = b.option;
      }
    }
  }
  Tiers best = tiers_on(in, c, drives, platform, options[0]);
  auto score = [](const Tiers& t) { return std::make_pair(!t.fits(), t.tier[2].external); };
  for (std::size_t i = 1; i < n; ++i) {
    Tiers t = tiers_on(in, c, drives, platform, options[i]);
    if (score(t) < score(best)) {
      best = std::move(t);
    }
  }
  return best;
}

namespace {

// A tier's reads as the server receives them: beside it (a NAS), at most the data NIC's rate.
double read_over_link_bytes_per_s(const Tier& t, double link_bytes_per_s) {
  return t.external && link_bytes_per_s > 0 ? std::min(t.read_bytes_per_s, link_bytes_per_s) : t.read_bytes_per_s;
}

} // namespace

double StoragePlan::received_read_bytes_per_s(TierRole r) const {
  return read_over_link_bytes_per_s(tier(r), ingest.link_bytes_per_s);
}

std::optional<double> StoragePlan::data_restore_s() const {
  double bytes_per_s = data_restore_bytes_per_s();
  if (data().raid != Raid::raid0 || !data_backed_up() || !(bytes_per_s > 0)) {
    return std::nullopt;
  }
  return contents.restore_bytes / bytes_per_s;
}

int StoragePlan::internal_nvme_lanes() const {
  int lanes = 0;
  for (const Tier& t : tiers.tier) {
    lanes += t.drive ? t.internal_count() * t.drive->pcie_lanes : 0;
  }
  return lanes;
}

int StoragePlan::internal_nvme_drives() const {
  int n = 0;
  for (const Tier& t : tiers.tier) {
    n += t.drive && t.drive->pcie_lanes > 0 ? t.internal_count() : 0;
  }
  return n;
}

double StoragePlan::internal_drive_w() const {
  double w = 0;
  for (const Tier& t : tiers.tier) {
    w += t.drive ? t.internal_count() * t.drive->power_w : 0.0;
  }
  return w;
}

int StoragePlan::external_drives() const {
  int n = 0;
  for (const Tier& t : tiers.tier) {
    n += t.drive ? t.count - t.internal_count() : 0;
  }
  return n;
}

double StoragePlan::external_drive_w() const {
  double w = 0;
  for (const Tier& t : tiers.tier) {
    w += t.drive ? (t.count - t.internal_count()) * t.drive->power_w : 0.0;
  }
  return w;
}

namespace {

StorageInputs storage_inputs(const Scenario& s, const DataPlan& data, const StepPlan& step) {
  const Constants& a = s.a;
  const Workload& w = s.w;
  StorageInputs in;
  in.images = w.dataset_images + w.val_images;
  in.res_px = w.res_px;
  in.cache = data.cache;
  in.decode = w.decode;
  in.video = s.video;
  in.source_mp = data.source_mp;
  if (s.video) {
    // A frame's JPEG at the video's pixels (scaled when --source-mp says otherwise).
    double video_mp = static_cast<double>(s.video->width_px) * s.video->height_px / units::k_px_per_mp;
    in.image_bytes = s.video->jpeg_bytes_per_frame * data.source_mp / video_mp;
    double stream_bytes_per_s = units::from_mbit_s(w.video.bitrate_mbps.value_or(s.video->bitrate_mbps));
    in.raw_video_bytes = w.video.raw_bytes();
    in.video_bytes_per_image = stream_bytes_per_s * w.video.sample_every / w.video.fps;
  } else {
    // Compressed size grows with the pixels of the images as stored.
    double ref_mp = a.count(K::image_ref_px) * a.count(K::image_ref_px) * a[K::cache_aspect_ratio] / units::k_px_per_mp;
    in.image_bytes = a[K::image_bytes_compressed] * data.source_mp / ref_mp;
  }
  in.params = s.model.params_m * units::k_params_per_m;
  in.checkpoint_bytes_per_param = checkpoint_bytes_per_param(s.family, w.optimizer, a);
  in.checkpoint_copies = a.count(K::checkpoint_copies);
  in.growth_factor = std::pow(1 + w.storage.growth_percent / 100, w.storage.plan_years);
  in.backup_copies = w.storage.backup_copies;
  in.data_raid = w.storage.data_raid;
  in.bulk_raid = w.storage.bulk_raid;
  in.gpu_images_per_s = step.time.step_s > 0 ? data.processes * step.inputs.batch_per_gpu / step.time.step_s : 0.0;
  in.system_min_bytes = units::from_gb(a[K::system_drive_min_gb]);
  in.fill_limit = a[K::storage_fill_limit];
  in.read_derate = a[K::data_tier_read_derate];
  in.rebuild_bytes_per_s = units::from_gb(a[K::rebuild_gb_per_s]);
  in.rebuild_loaded_fast_bytes_per_s = units::from_gb(a[K::rebuild_loaded_hdd_fast_gb_per_s]);
  in.rebuild_loaded_slow_bytes_per_s = units::from_gb(a[K::rebuild_loaded_hdd_slow_gb_per_s]);
  in.parity_group_max = a.count(K::parity_group_max_drives);
  return in;
}

// Years of growth the data tier's bays take, filled with the largest drive they take (that drive,
// its count and the usable bytes recorded in `p`).
std::optional<double> bays_full_years(StoragePlan& p, const DriveChoices& drives, const Scenario& s) {
  double g = s.w.storage.growth_percent / 100;
  const Tier& data = p.data();
  if (!(g > 0) || !s.platform || !data.drive) {
    return std::nullopt;
  }
  BayPool pool(s.platform, p.tiers.option);
  if (const Tier& sys = p.system(); sys.drive && !sys.over_bays) {
    bool boot = pool.free_for(*sys.drive, true) >= sys.count;
    pool.take(*sys.drive, boot, sys.count);
  }
  double most = 0;
  for (const DriveSpec* d : drives.data_nvme) {
    int free = pool.free_for(*d, false);
    free = data.raid == Raid::raid10 ? free - free % 2 : free;
    double usable =
        free >= raid_min_drives(data.raid) ? raid_usable_drives(data.raid, free) * units::from_tb(d->capacity_tb) : 0.0;
    if (usable > most) {
      most = usable;
      p.bays_full_drive = d;
      p.bays_full_drives = free;
      p.bays_full_usable_bytes = usable;
    }
  }
  const Contents& c = p.contents;
  double now = c.dataset_bytes + c.disk_cache_bytes;
  double room = most * p.inputs.fill_limit - c.checkpoint_bytes;
  if (!(now > 0)) {
    return std::nullopt;
  }
  return room > now ? std::log(room / now) / std::log(1 + g) : 0.0;
}

// A catalog platform that takes the GPUs and holds every tier (the smallest, then by id).
const PlatformSpec* roomier_platform(const StoragePlan& p, const DriveChoices& drives, const Scenario& s) {
  const PlatformSpec* best = nullptr;
  if (!drives.platforms) {
    return best;
  }
  for (const auto& pl : *drives.platforms) {
    if (&pl == s.platform || !pl.qualifies(s.gpu.id) || !pl.allows_count(s.topo.gpus_per_node) ||
        (best && std::tie(pl.rack_units, pl.id) >= std::tie(best->rack_units, best->id))) {
      continue;
    }
    if (plan_tiers(p.inputs, p.contents, drives, &pl).fits()) {
      best = &pl;
    }
  }
  return best;
}

} // namespace

Ingest plan_ingest(const Scenario& s, const StoragePlan& p, const DriveChoices& drives) {
  Ingest g;
  g.window_s = units::from_h(s.w.ingest_hours());
  g.bytes = s.video ? p.contents.raw_video_bytes : p.contents.dataset_bytes;
  g.min_gbit_s = s.a[K::data_nic_min_gbit_s];
  g.efficiency = s.a[K::nic_tcp_efficiency];
  g.count = s.a.count(K::north_south_nics);
  bool any_fast = std::any_of(drives.data_nics.begin(), drives.data_nics.end(),
                              [&](const NicSpec* n) { return n->speed_gbps >= g.min_gbit_s; });
  // The footage is kept on the bulk tier (Contents::bulk_bytes), images on the data tier.
  g.written_to = s.video && p.bulk().drive ? TierRole::bulk : TierRole::data;
  const Tier& lands = p.tier(g.written_to);
  for (const NicSpec* nic : drives.data_nics) {
    if (any_fast && nic->speed_gbps < g.min_gbit_s) {
      continue;
    }
    // The line rate at bulk-copy efficiency, or the receiving tier's writes if they are slower.
    double rate = units::from_gbit_s(nic->speed_gbps) * g.efficiency;
    g.link_bytes_per_s = rate;
    g.drive_bound = lands.drive && lands.write_bytes_per_s < rate;
    if (g.drive_bound) {
      rate = lands.write_bytes_per_s;
    }
    g.nic = nic;
    g.rate_bytes_per_s = rate;
    g.seconds = g.bytes / rate;
    // Within the window, or the drives set the pace: a faster NIC would bring nothing in sooner.
    if (g.seconds <= g.window_s || g.drive_bound) {
      break;
    }
  }
  g.too_slow = g.nic && g.seconds > g.window_s;
  auto rate = s.video ? nvdec_frames_per_s(s.gpu, *s.video, s.topo.gpus_per_node) : std::nullopt;
  if (rate && s.w.decode == Decode::images) {
    g.frames_decoded = std::floor(units::from_h(s.w.video.hours) * s.w.video.fps);
    g.extract_frames_per_s = *rate;
    g.extract_decode_s = g.frames_decoded / *rate;
    const Tier& data = p.data();
    double read = read_over_link_bytes_per_s(lands, g.link_bytes_per_s);
    g.extract_read_s = read > 0 ? p.contents.raw_video_bytes / read : 0.0;
    g.extract_write_s = data.write_bytes_per_s > 0 ? p.contents.dataset_bytes / data.write_bytes_per_s : 0.0;
    g.extract_s = std::max({g.extract_decode_s, g.extract_read_s, g.extract_write_s});
  }
  return g;
}

namespace {

void storage_findings(const Scenario& s, const StoragePlan& p, Findings& out) {
  for (const Tier& t : p.tiers.tier) {
    if (t.drive && t.over_bays) {
      add_finding(
          out, FindingCode::drives_over_bays, t.drive->id,
          {{Fig::tier, double(static_cast<int>(t.role))}, {Fig::drives, double(t.count)}, {Fig::bays, double(t.bays)}});
    }
  }
  const Tier& bulk = p.bulk();
  double max_h = s.a[K::single_parity_rebuild_max_h];
  // One redundant copy while a drive rebuilds: RAID 5's parity, RAID 10's mirror partner.
  bool single = bulk.raid == Raid::raid5 || bulk.raid == Raid::raid10;
  // The rule is for an array in use: an HDD array's rebuild under load at its fast end, else the idle one.
  double rebuild_s = bulk.rebuild_loaded_fast_s > 0 ? bulk.rebuild_loaded_fast_s : bulk.rebuild_s;
  if (bulk.drive && single && units::h(rebuild_s) > max_h) {
    add_finding(out, bulk.raid == Raid::raid5 ? FindingCode::raid5_rebuild_long : FindingCode::raid10_rebuild_long,
                bulk.drive->id, {{Fig::rebuild_h, units::h(rebuild_s)}, {Fig::max_h, max_h}});
  }
  const Ingest& g = p.ingest;
  if (g.too_slow && g.drive_bound) {
    add_finding(out, FindingCode::ingest_writes_slow, p.tier(g.written_to).drive->id,
                {{Fig::ingest_h, units::h(g.seconds)},
                 {Fig::window_h, units::h(g.window_s)},
                 {Fig::tier, double(static_cast<int>(g.written_to))},
                 {Fig::rated_gb_per_s, units::gb(g.rate_bytes_per_s)},
                 {Fig::needed, units::gb(g.bytes / g.window_s)},
                 {Fig::nic_gb_per_s, units::gb(units::from_gbit_s(g.nic->speed_gbps) * g.efficiency)}});
  } else if (g.too_slow) {
    add_finding(out, FindingCode::ingest_too_slow, g.nic->id,
                {{Fig::ingest_h, units::h(g.seconds)}, {Fig::window_h, units::h(g.window_s)}});
  }
}

} // namespace

StoragePlan plan_storage(const Scenario& s, const DataPlan& data, const StepPlan& step, const DriveChoices& drives,
                         Findings& out) {
  StoragePlan p;
  p.inputs = storage_inputs(s, data, step);
  if (p.inputs.raw_video_bytes > 0) {
    double fastest = 0;
    for (const NicSpec* nic : drives.data_nics) fastest = std::max(fastest, nic->speed_gbps);
    double nic_bytes_per_s = units::from_gbit_s(fastest) * s.a[K::nic_tcp_efficiency];
    double window_s = units::from_h(s.w.ingest_hours());
    p.inputs.ingest_write_bytes_per_s =
        window_s > 0 ? std::min(p.inputs.raw_video_bytes / window_s, nic_bytes_per_s) : nic_bytes_per_s;
  }
  p.contents = storage_contents(p.inputs);
  p.tiers = plan_tiers(p.inputs, p.contents, drives, s.platform);
  if (p.inputs.growth_factor > 1) {
    StorageInputs now = p.inputs;
    now.growth_factor = 1;
    p.today = plan_tiers(now, storage_contents(now), drives, s.platform);
  }
  const Tier& t = p.data();
  bool reads = data.cache != CacheMode::ram || s.w.decode == Decode::video;
  if (reads && t.drive && p.contents.read_bytes_per_image > 0) {
    p.read_images_per_s = t.read_bytes_per_s * p.inputs.read_derate / p.contents.read_bytes_per_image;
  }
  p.bays_full_years = bays_full_years(p, drives, s);
  if (!p.tiers.fits()) {
    p.roomier_platform = roomier_platform(p, drives, s);
  }
  p.ingest = plan_ingest(s, p, drives);
  storage_findings(s, p, out);
  return p;
}

} // namespace vsize
