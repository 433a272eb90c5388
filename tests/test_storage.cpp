// M6 storage: RAID arithmetic, the three tiers on a chassis' bays, growth, the data NIC, video as
// the training source, and the issue's worked example. Every figure is worked out by hand in the
// comment above its check.
#include "cli_helpers.hpp"
#include "helpers.hpp"
#include "json_checks.hpp"

#include "vsize/storage_model.hpp"
#include "vsize/units.hpp"
#include "vsize/workload_rules.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <tuple>

namespace vsize {

namespace {

using nlohmann::json;

DriveSpec drive(const std::string& id, DriveMedium medium, DriveInterface iface, std::vector<DriveFormFactor> ff,
                double tb, double read, double write, int lanes) {
  DriveSpec d;
  d.id = id;
  d.medium = medium;
  d.iface = iface;
  d.form_factors = std::move(ff);
  d.capacity_tb = tb;
  d.read_gb_per_s = read;
  d.write_gb_per_s = write;
  d.power_w = 10;
  d.pcie_lanes = lanes;
  return d;
}

// Five drives and a chassis with 2 M.2 boot bays, 8 NVMe 2.5-inch front bays and 4 SATA 3.5-inch bays.
struct Rig {
  DriveSpec boot =
      drive("boot-960", DriveMedium::nvme, DriveInterface::pcie_gen4, {DriveFormFactor::m2}, 0.96, 5.0, 1.4, 4);
  DriveSpec small =
      drive("u2-3.84", DriveMedium::nvme, DriveInterface::pcie_gen4, {DriveFormFactor::u2}, 3.84, 6.8, 5.3, 4);
  DriveSpec big = drive("u2-7.68", DriveMedium::nvme, DriveInterface::pcie_gen5,
                        {DriveFormFactor::u2, DriveFormFactor::e3s}, 7.68, 14.0, 10.0, 4);
  DriveSpec hdd =
      drive("hdd-24", DriveMedium::hdd, DriveInterface::sata_6g, {DriveFormFactor::in3_5}, 24, 0.285, 0.285, 0);
  DriveSpec ssd =
      drive("sata-3.84", DriveMedium::sata_ssd, DriveInterface::sata_6g, {DriveFormFactor::in2_5}, 3.84, 0.54, 0.52, 0);
  PlatformSpec chassis;
  DriveChoices choices;

  Rig() {
    chassis.id = "test-chassis";
    chassis.drive_bays = {{2, DriveFormFactor::m2, {DriveBus::nvme}, BayPosition::boot, ""},
                          {8, DriveFormFactor::in2_5, {DriveBus::nvme}, BayPosition::front, ""},
                          {4, DriveFormFactor::in3_5, {DriveBus::sata}, BayPosition::front, ""}};
    choices.nvme = {&boot, &small, &big};
    choices.data_nvme = {&small, &big};
    choices.bulk = {&ssd, &hdd};
  }
};

// 1,000,000 images of 10 MB = 10 TB, 20 TB of footage, one backup, no checkpoints, no growth;
// the GPUs take 1,000 images/s = 10 GB/s of reads.
StorageInputs inputs() {
  StorageInputs in;
  in.images = 1000000;
  in.res_px = 640;
  in.cache = CacheMode::none;
  in.image_bytes = 10e6;
  in.raw_video_bytes = 20e12;
  in.growth_factor = 1;
  in.backup_copies = 1;
  in.data_raid = Raid::raid0;
  in.bulk_raid = Raid::raid6;
  in.gpu_images_per_s = 1000;
  in.system_min_bytes = 512e9;
  in.fill_limit = 0.8;
  in.read_derate = 0.5;
  in.rebuild_bytes_per_s = 0.2e9;
  return in;
}

// 200 h of 1080p H.265 at 25 fps, every 10th frame, for yolo11m at 1280 px on 4x RTX PRO 6000 SE
// (the issue's worked example), with `more` options.
std::vector<std::string> video_check(const std::vector<std::string>& more) {
  std::vector<std::string> cmd = {"check",
                                  "--gpu",
                                  "rtx-pro-6000-se",
                                  "--count",
                                  "4",
                                  "--model",
                                  "yolo11m",
                                  "--res",
                                  "1280",
                                  "--video-hours",
                                  "200",
                                  "--fps",
                                  "25",
                                  "--sample-every",
                                  "10",
                                  "--video-codec",
                                  "h265"};
  cmd.insert(cmd.end(), more.begin(), more.end());
  return cmd;
}

} // namespace

TEST_CASE("RAID: usable capacity, reads and writes of n drives, and the drives a need takes", "[storage][raid]") {
  // Usable: 0: n, 1: 1 (a two-way mirror), 10: n/2, 5: n-1, 6: n-2 drives' worth.
  CHECK(raid_usable_drives(Raid::raid0, 4) == 4);
  CHECK(raid_usable_drives(Raid::raid1, 2) == 1);
  CHECK(raid_usable_drives(Raid::raid10, 6) == 3);
  CHECK(raid_usable_drives(Raid::raid5, 5) == 4);
  CHECK(raid_usable_drives(Raid::raid6, 6) == 4);
  // Reads: 0 and 10 from every drive, 1 from both halves, 5 and 6 from the data drives.
  CHECK(raid_read_drives(Raid::raid10, 6) == 6);
  CHECK(raid_read_drives(Raid::raid1, 2) == 2);
  CHECK(raid_read_drives(Raid::raid6, 6) == 4);
  // Writes: 10 half the drives, 1 one drive, 5 and 6 full stripes over the data drives.
  CHECK(raid_write_drives(Raid::raid10, 6) == 3);
  CHECK(raid_write_drives(Raid::raid1, 2) == 1);
  CHECK(raid_write_drives(Raid::raid5, 5) == 4);
  // 37.5 TB on 24 TB drives: ceil(37.5 / 24) = 2 drives' worth -> RAID 0: 2, 10: 4, 5: 3, 6: 4.
  CHECK(raid_drives_for(Raid::raid0, 37.5e12, 24e12) == 2);
  CHECK(raid_drives_for(Raid::raid10, 37.5e12, 24e12) == 4);
  CHECK(raid_drives_for(Raid::raid5, 37.5e12, 24e12) == 3);
  CHECK(raid_drives_for(Raid::raid6, 37.5e12, 24e12) == 4);
  // Tiny needs take the level's minimum: 0: 1, 1: 2, 5: 3, 6: 4, 10: 4.
  CHECK(raid_drives_for(Raid::raid0, 1e9, 24e12) == 1);
  CHECK(raid_drives_for(Raid::raid5, 1e9, 24e12) == 3);
  CHECK(raid_drives_for(Raid::raid10, 1e9, 24e12) == 4);
  // 100 TB on 24 TB in RAID 10: ceil(4.17) = 5 -> 10 drives, even.
  CHECK(raid_drives_for(Raid::raid10, 100e12, 24e12) == 10);
  // Parity groups of at most 20 drives (RAID 50, 60). 860 TB on 20 TB drives: 43 drives' worth;
  // RAID 6 groups hold 20 - 2 = 18 data drives, so ceil(43 / 18) = 3 groups and 43 + 3 x 2 = 49
  // drives (one array of 45 before); 49 drives in groups of 20: ceil(49 / 20) = 3, usable
  // 49 - 3 x 2 = 43 drives' worth, which the reads and full-stripe writes use as well.
  CHECK(raid_drives_for(Raid::raid6, 860e12, 20e12, 20) == 49);
  CHECK(raid_drives_for(Raid::raid6, 860e12, 20e12) == 45);
  CHECK(raid_groups(Raid::raid6, 49, 20) == 3);
  CHECK(raid_usable_drives(Raid::raid6, 49, 20) == 43);
  CHECK(raid_read_drives(Raid::raid6, 49, 20) == 43);
  CHECK(raid_write_drives(Raid::raid6, 49, 20) == 43);
  // RAID 5: 19 data drives a group; 40 drives' worth -> ceil(40 / 19) = 3 groups, 43 drives.
  CHECK(raid_drives_for(Raid::raid5, 800e12, 20e12, 20) == 43);
  CHECK(raid_usable_drives(Raid::raid5, 43, 20) == 40);
  // Up to the limit one group: 18 drives' worth of RAID 6 in 20 drives.
  CHECK(raid_drives_for(Raid::raid6, 360e12, 20e12, 20) == 20);
  CHECK(raid_groups(Raid::raid6, 20, 20) == 1);
  // Mirrors and stripes have no parity groups.
  CHECK(raid_groups(Raid::raid10, 40, 20) == 1);
  CHECK(raid_usable_drives(Raid::raid10, 40, 20) == 20);
}

TEST_CASE("storage tiers on a chassis' bays, worked out by hand", "[storage][tiers]") {
  Rig rig;
  StorageInputs in = inputs();
  Contents c = storage_contents(in);
  // Dataset 1,000,000 x 10 MB = 10 TB; bulk = 20 TB footage + 1 backup x 10 TB = 30 TB; reads
  // 1,000 x 10 MB = 10 GB/s.
  CHECK(c.dataset_bytes == Approx(10e12));
  CHECK(c.data_bytes == Approx(10e12));
  CHECK(c.bulk_bytes == Approx(30e12));
  CHECK(c.read_needed_bytes_per_s == Approx(10e9));
  Tiers t = plan_tiers(in, c, rig.choices, &rig.chassis);
  CHECK(t.fits());
  const Tier& sys = t.tier[0];
  // System: the smallest NVMe of at least 512 GB, a pair on the boot bays: 0.96 TB usable,
  // read 2 x 5 GB/s, rebuild 0.96 TB / min(0.2, 1.4 GB/s) = 4,800 s.
  REQUIRE(sys.drive == &rig.boot);
  CHECK(sys.count == 2);
  CHECK(sys.boot_bays);
  CHECK(sys.usable_bytes == Approx(0.96e12));
  CHECK(sys.read_bytes_per_s == Approx(10e9));
  CHECK(sys.rebuild_s == Approx(4800));
  CHECK(sys.has(Holding::os));
  const Tier& data = t.tier[1];
  // Data, RAID 0, need 10 / 0.8 = 12.5 TB: 3.84 TB drives need max(ceil(3.26) = 4, ceil(10 /
  // (6.8 x 0.5)) = 3) = 4; 7.68 TB drives max(ceil(1.63) = 2, ceil(10 / 7) = 2) = 2: two 7.68 TB,
  // 15.36 TB usable, reading 28 GB/s, no rebuild.
  REQUIRE(data.drive == &rig.big);
  CHECK(data.count == 2);
  CHECK(data.n_capacity == 2);
  CHECK(data.n_rate == 2);
  CHECK(data.usable_bytes == Approx(15.36e12));
  CHECK(data.read_bytes_per_s == Approx(28e9));
  CHECK(data.rebuild_s == 0);
  CHECK(data.bays == 8);
  const Tier& bulk = t.tier[2];
  // Bulk, RAID 6, need 30 / 0.8 = 37.5 TB: 3.84 TB SATA SSDs need ceil(9.77) + 2 = 12 and no
  // bay takes them; 24 TB HDDs need ceil(1.56) + 2 = 4, the four 3.5-inch bays: (4 - 2) x 24 = 48 TB,
  // read 2 x 0.285 GB/s, rebuild 24 TB / min(0.2, 0.285 GB/s) = 120,000 s = 33.3 h.
  REQUIRE(bulk.drive == &rig.hdd);
  CHECK(bulk.count == 4);
  CHECK_FALSE(bulk.external);
  CHECK(bulk.usable_bytes == Approx(48e12));
  CHECK(bulk.read_bytes_per_s == Approx(0.57e9));
  CHECK(bulk.rebuild_s == Approx(120000));
  CHECK(bulk.has(Holding::raw_video));
  CHECK(bulk.has(Holding::backups));
}

TEST_CASE("storage tiers: RAID 10 and 5, a tier over the bays, an external bulk tier", "[storage][tiers]") {
  Rig rig;
  StorageInputs in = inputs();
  in.data_raid = Raid::raid10;
  in.bulk_raid = Raid::raid5;
  Contents c = storage_contents(in);
  Tiers t = plan_tiers(in, c, rig.choices, &rig.chassis);
  // Data RAID 10 on 7.68 TB: capacity 2 x ceil(1.63) = 4, rate 2 -> 4 drives: 4 / 2 x 7.68 =
  // 15.36 TB usable, read 4 x 14 = 56 GB/s, write 2 x 10 = 20 GB/s, rebuild 7.68 TB / 0.2 GB/s =
  // 38,400 s. (3.84 TB drives would need 2 x 4 = 8.)
  const Tier& data = t.tier[1];
  REQUIRE(data.drive == &rig.big);
  CHECK(data.count == 4);
  CHECK(data.usable_bytes == Approx(15.36e12));
  CHECK(data.read_bytes_per_s == Approx(56e9));
  CHECK(data.write_bytes_per_s == Approx(20e9));
  CHECK(data.rebuild_s == Approx(38400));
  // Bulk RAID 5 on 24 TB: ceil(1.56) + 1 = 3 drives, (3 - 1) x 24 = 48 TB.
  CHECK(t.tier[2].count == 3);
  CHECK(t.tier[2].usable_bytes == Approx(48e12));

  // 100 TB of images: need 125 TB = ceil(16.3) = 17 x 7.68 TB, more than the 8 bays.
  in = inputs();
  in.image_bytes = 100e6;
  c = storage_contents(in);
  t = plan_tiers(in, c, rig.choices, &rig.chassis);
  CHECK_FALSE(t.fits());
  CHECK(t.tier[1].over_bays);
  CHECK(t.tier[1].drive == &rig.big);
  CHECK(t.tier[1].count == 17);
  CHECK(t.tier[1].bays == 8);

  // A chassis without SATA bays: the bulk tier's 4 x 24 TB stand beside it.
  in = inputs();
  c = storage_contents(in);
  rig.chassis.drive_bays.pop_back();
  t = plan_tiers(in, c, rig.choices, &rig.chassis);
  CHECK(t.fits());
  CHECK(t.tier[2].external);
  CHECK(t.tier[2].drive == &rig.hdd);
  CHECK(t.tier[2].count == 4);
  // Nothing for the bulk tier (no footage, no backups): none planned.
  in.raw_video_bytes = 0;
  in.backup_copies = 0;
  c = storage_contents(in);
  t = plan_tiers(in, c, rig.choices, &rig.chassis);
  CHECK_FALSE(t.tier[2].drive);
  CHECK_FALSE(t.tier[2].holds_any());
}

TEST_CASE("storage: the chassis' alternative front layouts, the first where every tier fits", "[storage][tiers]") {
  Rig rig;
  // Option A: 4 SATA 2.5-inch bays; option B: 8 NVMe bays. 10 TB of images need two 7.68 TB NVMe:
  // only option B holds the data tier.
  rig.chassis.drive_bays = {{2, DriveFormFactor::m2, {DriveBus::nvme}, BayPosition::boot, ""},
                            {4, DriveFormFactor::in2_5, {DriveBus::sata}, BayPosition::front, "4x SATA"},
                            {8, DriveFormFactor::in2_5, {DriveBus::nvme}, BayPosition::front, "8x NVMe"}};
  StorageInputs in = inputs();
  Contents c = storage_contents(in);
  Tiers t = plan_tiers(in, c, rig.choices, &rig.chassis);
  CHECK(t.fits());
  CHECK(t.option == "8x NVMe");
  CHECK(t.tier[1].count == 2);
  CHECK(t.tier[2].external);
}

TEST_CASE("storage contents: video frames, the footage, disk cache and growth", "[storage][video]") {
  // 1,805,000 frames (1,800,000 + 5,000 validation) x 334,000 B = 602.87 GB; footage 2 Mb/s =
  // 250,000 B/s x 200 h x 3,600 s = 180 GB; growth 1.5^3 = 3.375; one backup; checkpoints 0.
  StorageInputs in = inputs();
  in.images = 1805000;
  in.image_bytes = 334000;
  in.raw_video_bytes = 180e9;
  in.growth_factor = std::pow(1.5, 3);
  Contents c = storage_contents(in);
  CHECK(in.growth_factor == Approx(3.375));
  CHECK(c.dataset_bytes == Approx(602.87e9));
  CHECK(c.data_bytes == Approx(602.87e9 * 3.375));
  // bulk = 180 GB x 3.375 + 1 x 602.87 GB x 3.375 = 2,642.19 GB
  CHECK(c.bulk_bytes == Approx((180e9 + 602.87e9) * 3.375));
  // --cache disk: one .npy per image, the frame as stored, decoded and not resized (Ultralytics
  // cache_images_to_disk): 1920 x 1080 x 3 = 6,220,800 B, read instead of the JPEG, whatever the
  // training size (it was sized at 640 x 640 x 3 = 1,228,800 B, 5x too small).
  in.cache = CacheMode::disk;
  in.source_mp = 1920.0 * 1080 / 1e6;
  c = storage_contents(in);
  CHECK(c.disk_cache_bytes == Approx(1805000 * 6220800.0));
  CHECK(c.read_bytes_per_image == Approx(6220800));
  // --decode video: the dataset is the footage, and one sampled frame reads 10 frames of the
  // stream: 250,000 B/s x 10 / 25 fps = 100,000 B.
  in.cache = CacheMode::none;
  in.decode = Decode::video;
  in.video_bytes_per_image = 100000;
  c = storage_contents(in);
  CHECK(c.dataset_bytes == Approx(180e9));
  CHECK(c.read_bytes_per_image == Approx(100000));
  CHECK(c.disk_cache_bytes == 0);
  // The footage kept on the bulk tier is the dataset's first backup: 180 GB x 3.375 once, not
  // twice (it was 1,215 GB, the same bytes stored again as "1 backup of the dataset").
  CHECK(c.bulk_bytes == Approx(180e9 * 3.375));
  in.backup_copies = 2; // a second copy is a real one
  CHECK(storage_contents(in).bulk_bytes == Approx(2 * 180e9 * 3.375));
}

namespace {

Workload video_workload() {
  Workload w;
  w.model = "yolo11m";
  w.res_px = 1280;
  w.video.hours = 200;
  w.video.fps = 25;
  w.video.sample_every = 10;
  w.video.codec = VideoCodec::h265;
  w.cache = CacheMode::none;
  w.cache_from_default = false;
  return w;
}

} // namespace

TEST_CASE("video as the training source: frames, footage, NVDEC and the validation split", "[storage][video]") {
  Workload w = video_workload();
  // 200 h x 3,600 s x 25 fps / 10 = 1,800,000 frames; the 1080p H.265 format's 2 Mb/s at 15 fps,
  // at 25 fps: 2 x (25 / 15)^0.585 = 2 x e^(0.585 x 0.51083) = 2 x 1.34828 = 2.69656 Mb/s;
  // the footage 2.69656 Mb/s x 0.45 GB/h per Mb/s x 200 h = 242.69 GB. The 5,000 validation frames
  // come out of the 1,800,000: 1,795,000 train (they had been counted beside them, 1,805,000).
  resolve_video(w, test::catalog());
  CHECK(w.dataset_images == 1795000);
  REQUIRE(w.video.bitrate_mbps);
  CHECK(*w.video.bitrate_mbps == Approx(2.69656).epsilon(1e-5));
  CHECK(w.video.bitrate_from_format);
  CHECK(w.video.raw_bytes() == Approx(242.69e9).epsilon(1e-4));
  // At the format's own 15 fps its 2 Mb/s; at 50 fps 2 x (50 / 15)^0.585 = 2 x e^(0.585 x 1.20397)
  // = 2 x 2.02248 = 4.04496 Mb/s; a bitrate the user gives is kept whatever the frame rate.
  for (auto [fps, given, mbps] : {std::tuple{15.0, 0.0, 2.0}, {50.0, 0.0, 4.04496}, {50.0, 3.0, 3.0}}) {
    Workload v = video_workload();
    v.video.fps = fps;
    if (given > 0) {
      v.video.bitrate_mbps = given;
    }
    resolve_video(v, test::catalog());
    CHECK(*v.video.bitrate_mbps == Approx(mbps).epsilon(1e-5));
    CHECK(v.video.bitrate_from_format == (given == 0));
  }
  CHECK(*w.source_mp == Approx(1920 * 1080 / 1e6));
  w.decode = Decode::video;
  Evaluation e = test::check_server(w, "rtx-pro-6000-se", 4);
  // NVDEC: 4 GPUs x 1 engine (a DALI pipeline a rank decodes one sequence at a time: one session,
  // one engine; NVIDIA/DALI #6387) x 1,872 HEVC frames/s at 1080p = 7,488 frames/s, every 10th
  // kept = 748.8 training images/s. It had counted all 4 engines a GPU: 29,952.
  REQUIRE(e.data.nvdec_frames_per_s);
  CHECK(*e.data.nvdec_frames_per_s == Approx(7488));
  CHECK(*e.data.nvdec_images_per_s == Approx(748.8));
  CHECK(test::finding(e, FindingCode::video_decode_pipeline));
  // 4K: 3840 x 2160 has 4x the pixels: 7,488 / 4 = 1,872 frames/s.
  w.video.resolution = "4k";
  w.video.bitrate_mbps.reset();
  w.source_mp.reset();
  resolve_video(w, test::catalog());
  Evaluation k4 = test::check_server(w, "rtx-pro-6000-se", 4);
  CHECK(*k4.data.nvdec_frames_per_s == Approx(1872));
  // The validation split: auto gives COCO's share, 0.04227 x 1,800,000 = 76,086 frames every epoch,
  // more than a fixed set of 5,000 (video-val-frames): 5,000; one hour (9,000 frames): the share,
  // 380.
  test::Run r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "200", "--json"});
  json j = json::parse(r.out);
  CHECK(j["workload"]["val_images"] == 5000);
  CHECK(j["workload"]["val_split"] == "video-fixed");
  r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "1", "--json"});
  j = json::parse(r.out);
  CHECK(j["workload"]["dataset_images"] == 8620); // 9,000 - 380
  CHECK(j["workload"]["val_images"] == 380); // 0.04227 x 9,000, the share of all the frames
  CHECK(j["workload"]["val_split"] == "share");
}

TEST_CASE(
    "footage on GPUs that set the pace: no RAM cache grown into unpriced DIMMs, nor one for a plan that fits nowhere",
    "[storage][video][regression]") {
  // 100 h at 25 fps, every 10th frame: 900,000 frames, 895,000 of them training's; the RAM cache
  // holds each at 640 x 640 x 3 B = 1,228,800 B: 895,000 x 1,228,800 B = 1,099.8 GB a copy. 2x A40
  // train at 73 images/s whatever the cache (the GPUs set the pace). The RAM cache (2 copies,
  // 2,892 GB of contents) had grown the Xeon 8368's RAM to 4,096 GB of 128 GB DDR4 RDIMMs, which
  // have no price, so its "at least" price undercut the disk cache's server with 256 GB of priced
  // DIMMs; and its build made every run 1h40m longer (review s74).
  test::Run r = test::run({"check", "--gpu", "a40", "--count", "2", "--video-hours", "100", "--json"});
  json j = json::parse(r.out);
  const json& c = j["configurations"][0];
  CHECK(c["data"]["cache"] == "none");
  // 2 x the GPUs' memory: 2 x 2 x 48 GB = 192 GB -> 16 x 16 GB = 256 GB.
  CHECK(c["ram"]["required_gb"] == 192.0);
  CHECK(c["ram"]["total_gb"] == 256.0);
  CHECK(std::any_of(c["findings"].begin(), c["findings"].end(),
                    [](const json& f) { return f["code"] == "cache-none-by-default"; }));
  // The same footage on 4x L4, its drives planned for 13 years of 100 % growth (2^13 x the data:
  // no chassis holds it): still no RAM cache, where 8,192 GB had been planned for it.
  r = test::run({"check", "--gpu", "l4", "--count", "4", "--video-hours", "100", "--dataset-growth", "100",
                 "--plan-years", "13", "--json"});
  CHECK(r.code == 3);
  j = json::parse(r.out);
  CHECK(j["configurations"][0]["data"]["cache"] == "none");
  // 2 x 4 x 24 GB = 192 GB, the contents 217 GB: 16 x 16 GB.
  CHECK(j["configurations"][0]["ram"]["total_gb"] == 256.0);
}

TEST_CASE("a RAID 0 data tier is restored from the bulk tier's backup: the dataset and checkpoints, not the disk cache",
          "[storage][video][regression]") {
  // 100 h of 4K H.265 at 30 fps, every 5th frame: 2,160,000 frames. The data tier holds the frames
  // (2.8836 TB), their .npy disk cache (2,155,000 + 5,000 x 3840 x 2160 x 3 B = 53.75 TB) and the
  // checkpoints (1.4 GB): 56.63 TB. The bulk tier (4 x Exos X20 in RAID 6: 2 data drives x 0.285
  // GB/s = 0.57 GB/s) backs up the dataset and checkpoints only, so a restore copies 2.8850 TB:
  // 2,885,000 MB / 570 MB/s = 5,061 s = 1.41 h (1h24m). It had been the whole 56.63 TB: 27h36m
  // (review s74); the next run writes the .npy files again.
  test::Run r = test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--video-hours", "100", "--video-res", "4k",
                           "--video-codec", "h265", "--fps", "30", "--sample-every", "5", "--json"});
  json j = json::parse(r.out);
  const json& st = j["configurations"][0]["storage"];
  CHECK(st["disk_cache_tb"].get<double>() == Approx(53.75).margin(0.01));
  CHECK(st["data_restore_h"].get<double>() == Approx(1.41).margin(0.005));
  r = test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--video-hours", "100", "--video-res", "4k",
                 "--video-codec", "h265", "--fps", "30", "--sample-every", "5"});
  CHECK_THAT(test::unwrapped(r.out), Catch::Contains("no rebuild (restored from the bulk tier: 2.88 TB of dataset and "
                                                     "checkpoints, 1h24m at 0.57 GB/s; the disk cache is not backed "
                                                     "up: the next run writes its .npy files again)"));
  // A RAID 10 data tier rebuilds instead: no restore.
  r = test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--data-raid", "10", "--json"});
  CHECK(json::parse(r.out)["configurations"][0]["storage"]["data_restore_h"].is_null());
}

TEST_CASE("a bulk tier beside the server is read over the data NIC: its restore and the footage's read",
          "[storage][network][review78]") {
  // 20,000 h of 1080p footage growing 50 % a year for 3 years on the 4x RTX PRO 6000 SE: the bulk
  // tier is 27 Exos X20 beside the server (RAID 60: 23 data drives x 0.285 = 6.555 GB/s). Its one
  // data NIC is 25 GbE: 25 / 8 x 0.87 = 2.71875 GB/s, which sets the pace. The restore copies the
  // grown dataset and the checkpoints, 202.93 TB: 202.93e12 / 2.71875e9 = 74,640 s = 20h44m (it had
  // been 8h36m at the array's 6.555 GB/s, a link the server does not have: review s78 F1); reading
  // the 48.54 TB of footage for the frames takes 48.54e12 / 2.71875e9 = 17,854 s = 4h58m, not 2h03m.
  std::vector<std::string> args = {
      "check",        "--server", "vision-4x-rtx-pro-6000-se", "--video-hours", "20000", "--dataset-growth", "50",
      "--plan-years", "3"};
  test::Run r = test::run(args);
  REQUIRE(r.code == 0);
  std::string text = test::unwrapped(r.out);
  CHECK_THAT(text, Catch::Contains("no rebuild (restored from the bulk tier: 20h44m at 2.72 GB/s over the data NIC)") &&
                       Catch::Contains("the server reads it over its data NIC (broadcom-p225p) at 2.72 GB/s"));
  args.push_back("--json");
  const json st = json::parse(test::run(args).out)["configurations"][0]["storage"];
  CHECK(st["tiers"][2]["external"] == true);
  CHECK(st["tiers"][2]["read_gb_per_s"].get<double>() == Approx(6.555));
  // JSON carries the rate the server receives: min(6.555, 2.71875) = 2.719 (review s78 C5); a tier
  // in the chassis receives its own read (5 D5-P5336 in RAID 0: 5 x 7.0 = 35 GB/s).
  CHECK(st["tiers"][2]["received_gb_per_s"].get<double>() == Approx(2.719));
  CHECK(st["tiers"][1]["received_gb_per_s"].get<double>() == Approx(35.0));
  CHECK(st["data_restore_h"].get<double>() == Approx(20.73).margin(0.01));
  test::Run x = test::run({"explain", "--server", "vision-4x-rtx-pro-6000-se", "--video-hours", "20000",
                           "--dataset-growth", "50", "--plan-years", "3"});
  CHECK_THAT(test::unwrapped(x.out),
             Catch::Contains("reading the footage from the bulk tier 4h58m") &&
                 Catch::Contains("received = min(read 6.55 GB/s, data NIC 2.72 GB/s) = 2.72 GB/s (a NAS)"));
  // A data tier that writes slower than the NIC sets the restore's pace, and the NIC is not named:
  // 5 drives writing 0.4 GB/s each in RAID 0 = 2.00 GB/s < 2.72 (review s78 C1).
  test::TempFile slow_write(R"({"drives": [{"id": "solidigm-d5-p5336-61.44tb", "write_gb_per_s": 0.4}]})");
  std::vector<std::string> with = {"--catalog", slow_write.path()};
  with.insert(with.end(), args.begin(), args.end() - 1); // without --json
  const std::string written = test::unwrapped(test::run(with).out);
  CHECK_THAT(written, Catch::Contains("at 2.00 GB/s)") && !Catch::Contains("over the data NIC)"));
  // An array slower than the NIC keeps its own rate: 4 Exos in RAID 6 read (4 - 2) x 0.285 = 0.57 GB/s.
  test::Run slow = test::run({"check", "--server", "vision-8x-h200-nvl"});
  CHECK_THAT(test::unwrapped(slow.out), Catch::Contains("restored from the bulk tier: 38s at 0.57 GB/s)") &&
                                            Catch::Contains("over its data NIC (broadcom-p225p) at 0.57 GB/s"));
}

TEST_CASE("an HDD array rebuilds slower in use than at md's idle ceiling, and RAID 5's rule takes the rate in use",
          "[storage][raid][review78]") {
  // A 20 TB Exos X20 rebuilds at md's 200 MB/s ceiling when idle: 20e12 / 0.2e9 = 100,000 s = 27h47m.
  // In use, 105 .. 30 MB/s (storagemath.org; szwecent.com): 20e12 / 0.105e9 = 190,476 s = 52.91 h,
  // 20e12 / 0.03e9 = 666,667 s = 185.19 h (7.7 days).
  test::Run r = test::run({"check", "--server", "vision-4x-rtx-pro-6000-se", "--json"});
  REQUIRE(r.code == 0);
  const json bulk = json::parse(r.out)["configurations"][0]["storage"]["tiers"][2];
  CHECK(bulk["rebuild_h"].get<double>() == Approx(27.78));
  REQUIRE(bulk["rebuild_in_use_h"].is_array());
  CHECK(bulk["rebuild_in_use_h"][0].get<double>() == Approx(52.91));
  CHECK(bulk["rebuild_in_use_h"][1].get<double>() == Approx(185.19));
  // The NVMe system pair has no figure in use (the research range is for HDDs).
  CHECK(json::parse(r.out)["configurations"][0]["storage"]["tiers"][0]["rebuild_in_use_h"].is_null());
  CHECK_THAT(test::unwrapped(test::run({"check", "--server", "vision-4x-rtx-pro-6000-se"}).out),
             Catch::Contains("rebuild 2.2d .. 7.7d in use (27h47m idle, at md's default ceiling)"));
  // RAID 5 on them: 52.91 h in use at the fast end (said as "at least 52 h") is past the 24 h rule
  // (the idle 27.8 h was too).
  test::Run five = test::run({"check", "--server", "vision-4x-rtx-pro-6000-se", "--bulk-raid", "5"});
  CHECK_THAT(test::unwrapped(five.out),
             Catch::Contains("the bulk tier's RAID 5 rebuilds a seagate-exos-x20-20tb-sata drive for at least 52 h, "
                             "more than 24 h"));
  // Rates an overlay gives the wrong way round still make fast the shorter (review s78 C4).
  test::TempFile swapped(R"({"assumptions": [{"id": "rebuild-loaded-hdd-fast-gb-per-s", "value": 0.03},
                                             {"id": "rebuild-loaded-hdd-slow-gb-per-s", "value": 0.105}]})");
  const json in_use =
      json::parse(test::run({"--catalog", swapped.path(), "check", "--server", "vision-4x-rtx-pro-6000-se", "--json"})
                      .out)["configurations"][0]["storage"]["tiers"][2]["rebuild_in_use_h"];
  CHECK(in_use[0].get<double>() == Approx(52.91));
  CHECK(in_use[1].get<double>() == Approx(185.19));
}

TEST_CASE("markdown and HTML check give the host and power figures the text gives", "[outputs][check][review78]") {
  // 8x H200 NVL in the XE7745: the seed's method (8 x 600 W + 2 x 360 W) x 1.15 = 6,348 W; 8 ranks
  // x (1 + 8 workers) = 72 cores of 2 x 64. Markdown and HTML had neither (review s78 F5).
  test::Run md = test::run({"check", "--server", "vision-8x-h200-nvl", "--format", "markdown"});
  REQUIRE(md.code == 0);
  CHECK_THAT(md.out, Catch::Contains("**host**\n\n- CPU: 2x epyc-9555: 128 cores for 8 processes x (1 + 8 workers), "
                                     ">= 6/GPU: 72 needed; 3.2 GHz base, 256 threads\n- PCIe lanes: 148 behind the "
                                     "chassis' PCIe switches (CPUs: 160)\n- RAM: 2,304 GB"));
  CHECK_THAT(md.out, Catch::Contains("**power**\n\n- seed method: 6,348 W\n- component method: ") &&
                         Catch::Contains(" BTU/h)\n- circuit: 400v-32a-3ph A+B ") && Catch::Contains("\n- PSUs: 8 x "));
  // The text's figures, row for row.
  std::string text = test::run({"check", "--server", "vision-8x-h200-nvl"}).out;
  std::string dc = text.substr(text.find("component method   ") + 19);
  dc = dc.substr(0, dc.find('\n'));
  CHECK_THAT(md.out, Catch::Contains("- component method: " + dc + "\n"));
  test::Run html = test::run({"check", "--server", "vision-8x-h200-nvl", "--format", "html"});
  CHECK_THAT(html.out, Catch::Contains("<caption>Power</caption>") &&
                           Catch::Contains("<th class=\"l\">seed method</th><td class=\"l\">6,348 W</td>") &&
                           Catch::Contains("<caption>Host</caption>"));
  test::Run de = test::run({"check", "--server", "vision-8x-h200-nvl", "--format", "html", "--lang", "de"});
  CHECK_THAT(de.out, Catch::Contains("<caption>Leistung</caption>") &&
                         Catch::Contains("<th class=\"l\">Faustformel</th><td class=\"l\">6.348 W</td>"));
}

TEST_CASE("the ranking echoes --ingest-hours, which sizes the bulk tier", "[storage][video]") {
  // 2,000 h of 1080p H.264 at 25 fps: 4.85 TB of footage written in 0.5 h = 2.70 GB/s, / 0.285 GB/s an
  // Exos X20 = 9.5 -> 10 drives' worth + 2 parity = 12 in RAID 6 where the night's 12 h take 4: the
  // ranking's drives and price change with it, so its search line says it (review s74).
  test::Run r = test::run({"--video-hours", "2000", "--ingest-hours", "0.5"});
  CHECK_THAT(test::unwrapped(r.out), Catch::Contains("--plan-years 3, --ingest-hours 0.5"));
  CHECK_THAT(test::unwrapped(r.out), Catch::Contains("beside it: 12 external drives"));
  r = test::run({"--video-hours", "200"});
  CHECK_THAT(test::unwrapped(r.out), Catch::Contains("--plan-years 3, --ingest-hours 12"));
  // The workload line's bitrate to the hundredth: 1080p H.264's 4 Mb/s at 15 fps, at 30 fps
  // 4 x 2^0.585 = 4 x 1.50004 = 6.00016 Mb/s: "6" (it read 6.00016).
  r = test::run({"--video-hours", "200", "--fps", "30"});
  CHECK_THAT(test::unwrapped(r.out), Catch::Contains("1080p h264 at 6 Mb/s"));
}

TEST_CASE("CSV rows echo the footage's terms", "[storage][video][csv]") {
  // Two footage workloads differed only in raw_video_tb and ingest_h (review s74). 1080p H.265 at
  // 30 fps: its 2 Mb/s at 15 fps x 2^0.585 = 3.0001 Mb/s.
  std::string csv = test::run({"--video-hours", "200", "--fps", "30", "--sample-every", "12", "--video-codec", "h265",
                               "--ingest-hours", "3", "--format", "csv"})
                        .out;
  auto [header, row] = test::csv_head(csv);
  CHECK_THAT(header, Catch::Contains(",video_fps,video_sample_every,video_res,video_codec,video_bitrate_mbps,decode,"
                                     "ingest_hours,rent_commitment,"));
  CHECK_THAT(row, Catch::Contains(",30,12,1080p,h265,3.0001,images,3,on-demand,"));
  // Without footage the video cells are empty; the ingest window is the night's.
  CHECK_THAT(test::csv_head(test::run({"--format", "csv"}).out).second, Catch::Contains(",,,,,,,12,on-demand,"));
}

TEST_CASE("the contents line grows the footage with the dataset and says what the bays' years assume",
          "[storage][growth]") {
  // 200 h of 1080p H.265 at 25 fps, every 10th frame: 1,800,000 x 334,000 B = 601 GB of frames
  // (training and validation), 243 GB of footage; at 50 % a year for 3 years both grow 1.5^3 =
  // 3.375x: 2.03 TB and 243 x 3.375 = 819 GB, which the bulk
  // tier is sized for (it showed the footage at today's size only). The bays' 17.7 years fill every
  // data bay with the largest drive it takes, not the one drive planned now.
  Run r = run(video_check({"--cache", "none", "--dataset-growth", "50", "--plan-years", "3"}));
  CHECK_THAT(r.out, Catch::Contains("contents           dataset 601 GB, raw video 243 GB;\n") &&
                        Catch::Contains("x 3.375 in 3 years at 50 %/year: dataset 2.03 TB, raw video 819 GB;\n") &&
                        Catch::Contains("the data bays, filled with the largest drives they take,\n"
                                        "                     hold it for 17.7 years"));
  // JSON gives the grown footage too (review s74: only the text had the 819 GB): 0.2427 x 3.375.
  std::vector<std::string> args = video_check({"--cache", "none", "--dataset-growth", "50", "--plan-years", "3"});
  args.push_back("--json");
  json st = json::parse(run(args).out)["configurations"][0]["storage"];
  CHECK(st["raw_video_tb"].get<double>() == Approx(0.2427).margin(0.0001));
  CHECK(st["raw_video_tb_planned"].get<double>() == Approx(0.2427 * 3.375).margin(0.0002));
}

TEST_CASE("storage on a line-up server: growth, the bays' years and the data NIC", "[storage][growth][network]") {
  Workload w = video_workload();
  resolve_video(w, test::catalog());
  w.storage.growth_percent = 50;
  w.storage.plan_years = 3;
  Evaluation e = test::check_server(w, "rtx-pro-6000-se", 4);
  const StoragePlan& p = e.storage;
  const Contents& c = p.contents;
  // 1,800,000 frames (1,795,000 train + 5,000 validation) x 334,000 B = 601.2 GB, x 1.5^3 = 3.375
  // in three years.
  CHECK(c.dataset_bytes == Approx(601.2e9));
  CHECK(p.inputs.growth_factor == Approx(3.375));
  // The data bays (8 x 2.5-inch NVMe of the SR675 V3 4-DW, the M.2 pair on the boot bays) hold at
  // most 8 x 122.88 TB = 983.04 TB, 786.43 TB at the 0.8 fill limit: the dataset grows 50 % a year
  // for ln((786.432 TB - checkpoints) / 601.2 GB) / ln 1.5 years.
  REQUIRE(p.bays_full_years);
  double years = std::log((786.432e12 - c.checkpoint_bytes) / 601.2e9) / std::log(1.5);
  CHECK(*p.bays_full_years == Approx(years));
  CHECK(years == Approx(17.69).epsilon(0.001));
  // Data NIC: 242.69 GB of footage (2.69656 Mb/s at 25 fps x 0.45 GB/h per Mb/s x 200 h), which is
  // kept on the bulk tier, beside the server (the chassis has no HDD/SATA bay): four drives for
  // RAID 6's minimum, the cheapest four: Seagate Exos X20 20 TB at 800 USD each (3,200) against
  // Samsung PM893 3.84 TB at 1,459 (5,836). They write (4 - 2) x 285 MB/s = 0.57 GB/s, slower
  // than 25 GbE at 0.87 = 2.71875 GB/s, so the drives set the pace: 242.69 / 0.57 = 426 s, within
  // 12 h. (It used to take the data tier's NVMe write, where the footage does not go.)
  const Ingest& g = p.ingest;
  REQUIRE(g.nic);
  CHECK(g.nic->speed_gbps == 25);
  // Of the 25 GbE data NICs the one of least power, then by id: broadcom-p225p and intel-e810-xxvda2 at
  // 10 W (connectx-6-lx-25g 25 W): broadcom-p225p.
  CHECK(g.nic->id == "broadcom-p225p");
  CHECK(g.bytes == Approx(242.69e9).epsilon(1e-4));
  REQUIRE(p.bulk().drive);
  CHECK(p.bulk().drive->id == "seagate-exos-x20-20tb-sata");
  CHECK(p.bulk().external);
  CHECK(g.written_to == TierRole::bulk);
  CHECK(p.bulk().write_bytes_per_s == Approx(0.57e9));
  CHECK(g.drive_bound);
  CHECK(g.rate_bytes_per_s == Approx(0.57e9));
  CHECK(g.seconds == Approx(242.69e9 / 0.57e9).epsilon(1e-4));
  CHECK_FALSE(g.too_slow);
  // A lone server has no east-west fabric: the one data NIC is every NIC.
  CHECK(e.host.east_west_nics == 0);
  CHECK(e.host.nics == 1);
  // --ingest-hours 0.01 (36 s): the footage needs 242.69 GB / 36 s = 6.741 GB/s, below the fastest
  // data NIC's 100 Gb/s x 0.87 / 8 = 10.875 GB/s, so the bulk tier is sized to write it: HDDs at
  // 0.285 GB/s need ceil(23.65) = 24 drives' worth, in two RAID 6 groups (at most 20 drives
  // each) 28 x 800 = 22,400 USD; Samsung PM893 3.84 TB at 0.52 GB/s ceil(12.96) = 13 + 2 = 15 x 1,459
  // = 21,885 USD, the cheaper. They write 13 x 0.52 = 6.76 GB/s; the 25 GbE's 2.72 GB/s would take
  // 89 s, so a 100 GbE NIC (the one of least power) brings it in at the drives' 6.76 GB/s: 35.9 s.
  w.storage.ingest_hours = 0.01;
  Evaluation fast = test::check_server(w, "rtx-pro-6000-se", 4);
  const Tier& bulk = fast.storage.bulk();
  REQUIRE(bulk.drive);
  CHECK(bulk.drive->id == "samsung-pm893-3.84tb");
  CHECK(bulk.count == 15);
  CHECK(bulk.write_bytes_per_s == Approx(13 * 0.52e9));
  REQUIRE(fast.storage.ingest.nic);
  CHECK(fast.storage.ingest.nic->id == "intel-e810-cqda2");
  CHECK(fast.storage.ingest.seconds == Approx(242.69e9 / (13 * 0.52e9)).epsilon(1e-4));
  CHECK_FALSE(fast.storage.ingest.too_slow);
  auto code = [&](FindingCode wanted) {
    return std::count_if(fast.findings.begin(), fast.findings.end(),
                         [&](const Finding& f) { return f.code == wanted; });
  };
  CHECK(code(FindingCode::ingest_writes_slow) == 0);
  CHECK(code(FindingCode::ingest_too_slow) == 0);
}

TEST_CASE("east-west NICs (--fabric ID) on a lone server only when asked", "[storage][network]") {
  Workload w;
  Evaluation lone = test::check_server(w, "h200-nvl", 8);
  CHECK(lone.host.east_west_nics == 0);
  CHECK_FALSE(lone.host.east_west_nic);
  HostPins pins;
  pins.fabric = "ib-ndr-400"; // its NIC: connectx-7-400g
  Evaluation fabric = evaluate(w, ConfigRequest{"h200-nvl", 8, "", pins}, test::catalog());
  // As a node of an NDR cluster: the fewest in NVIDIA's [4, 8] whose 47 GB/s each cover the GPUs'
  // 55.5 GB/s PCIe ring = 4 east-west NICs of 25 W, x16 each, + 1 data NIC.
  CHECK(fabric.host.east_west_nics == 4);
  REQUIRE(fabric.host.east_west_nic);
  CHECK(fabric.host.east_west_nic->id == "connectx-7-400g");
  CHECK(fabric.host.nics == 5);
  CHECK(fabric.host.lanes_required - lone.host.lanes_required == 4 * 16);
  CHECK(fabric.power.component_inputs.nic_w - lone.power.component_inputs.nic_w == Approx(4 * 25.0));
}

TEST_CASE("the issue's worked example: 200 h of H.265 video on 4x RTX PRO 6000 SE", "[storage][cli]") {
  const std::vector<std::string> cmd = video_check({});
  for (bool growth : {false, true}) {
    std::vector<std::string> args = cmd;
    if (growth) {
      args.insert(args.end(), {"--dataset-growth", "50", "--plan-years", "3"});
    }
    args.insert(args.end(), {"--format", "json"});
    test::Run r = test::run(args);
    REQUIRE(r.code == 0);
    json j = json::parse(r.out);
    CHECK(test::bad_numbers(j).empty());
    // 200 x 3,600 x 25 / 10 = 1,800,000 frames; the H.265 format's 2 Mb/s at 15 fps at 25 fps:
    // 2 x (25 / 15)^0.585 = 2.69656 Mb/s x 0.45 GB/h per Mb/s x 200 h = 242.69 GB.
    const json& v = j["workload"]["video"];
    CHECK(v["frames"] == 1800000);
    CHECK(j["workload"]["dataset_images"] == 1795000); // less the 5,000 validation frames
    CHECK(v["bitrate_mbps"] == Approx(2.69656).margin(0.0005)); // JSON rounds it to 3 decimals: 2.697
    CHECK(v["raw_tb"] == Approx(0.2427));
    const json& cfg = j["configurations"][0];
    const json& st = cfg["storage"];
    REQUIRE(st["tiers"].size() == 3);
    const char* roles[] = {"system", "data", "bulk"};
    for (std::size_t i = 0; i < 3; ++i) {
      const json& t = st["tiers"][i];
      CHECK(t["role"] == roles[i]);
      REQUIRE(t["drive_id"].is_string());
      // Usable capacity by the RAID formula: 0: n C, 1: C, 10: n/2 C, 5: (n-1) C, 6: (n-2) C.
      double cap = 0;
      for (const auto& d : test::shipped().drives) {
        cap = d.id == t["drive_id"].get<std::string>() ? d.capacity_tb : cap;
      }
      int n = t["count"];
      int raid = t["raid"];
      double usable = raid == 0    ? n * cap
                      : raid == 1  ? cap
                      : raid == 10 ? n / 2.0 * cap
                      : raid == 5  ? (n - 1) * cap
                                   : (n - 2) * cap;
      CHECK(t["usable_tb"].get<double>() == Approx(usable).epsilon(1e-4));
    }
    CHECK(st["tiers"][0]["raid"] == 1);
    CHECK(st["tiers"][0]["count"] == 2);
    CHECK(st["tiers"][0]["usable_tb"].get<double>() >= 0.512);
    CHECK(st["tiers"][2]["raid"] == 6);
    const json& holds = st["tiers"][2]["holds"];
    CHECK(std::find(holds.begin(), holds.end(), "raw-video") != holds.end());
    CHECK(st["tiers"][2]["usable_tb"].get<double>() * 0.8 >= st["tiers"][2]["content_tb"].get<double>());
    // The data tier reads at least what the GPUs take (ahead of the loader).
    CHECK(st["tiers"][1]["read_gb_per_s"].get<double>() * 0.5 >= st["read_needed_gb_per_s"].get<double>());
    CHECK(st["raw_video_tb"] == Approx(0.2427));
    // A 25 or 100 GbE data NIC and the time to bring the footage in.
    const json& net = cfg["network"];
    REQUIRE(net["nics"].size() == 1);
    CHECK(net["nics"][0]["role"] == "data");
    double gbit = net["nics"][0]["gbit_s"];
    CHECK((gbit == 25 || gbit == 100));
    CHECK(net["ingest_tb"] == Approx(0.2427));
    CHECK(net["ingest_h"].get<double>() > 0);
    CHECK(net["ingest_h"].get<double>() <= net["ingest_hours"].get<double>());
    if (growth) {
      // 50 % a year for 3 years: 1.5^3 = 3.375 x the dataset.
      CHECK(st["growth_factor"] == Approx(3.375));
      CHECK(st["dataset_tb_planned"].get<double>() == Approx(st["dataset_tb"].get<double>() * 3.375).epsilon(1e-3));
    }
  }
}

TEST_CASE("bad video and storage input: one line naming the option, exit 2", "[storage][hostile]") {
  struct Case {
    std::vector<std::string> args;
    const char* names;
  };
  const std::vector<std::string> check4 = {"check", "--gpu", "rtx-pro-6000-se", "--count", "4"};
  for (const Case& c :
       {Case{{"--video-hours", "-5"}, "--video-hours"}, Case{{"--video-hours", "10", "--fps", "-1"}, "--fps"},
        Case{{"--video-hours", "10", "--sample-every", "0"}, "--sample-every"},
        Case{{"--dataset-growth", "-3"}, "--dataset-growth"},
        Case{{"--video-hours", "10", "--dataset", "5000"}, "--video-hours"},
        Case{{"--decode", "video"}, "--decode video"},
        Case{{"--video-hours", "10", "--video-res", "8k"}, "--video-res 8k"}, Case{{"--data-raid", "5"}, "--data-raid"},
        Case{{"--bulk-raid", "0"}, "--bulk-raid"},
        Case{{"--video-hours", "100000", "--fps", "1000", "--sample-every", "1"}, "--sample-every 1"},
        Case{{"--backup-copies", "-1"}, "--backup-copies"}, Case{{"--ingest-hours", "0"}, "--ingest-hours"}}) {
    std::vector<std::string> args = check4;
    args.insert(args.end(), c.args.begin(), c.args.end());
    test::Run r = test::run(args);
    INFO(fmt::format("{}", fmt::join(args, " ")) << "\n" << r.err);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.lines().size() == 1);
    CHECK_THAT(r.first_line(), Catch::Contains(c.names));
  }
  // A drive record without its capacity or read rate: exit 1, a line per missing field naming the
  // record.
  test::TempFile f(R"({"schema_version": 1, "drives": [{"id": "my-ssd", "name": "My SSD", "sources": [{"title": "t"}],
    "as_of": "2026-01-01", "medium": "nvme", "interface": "pcie-gen4", "form_factors": ["u.2"],
    "write_gb_per_s": 2, "power_w": 10, "pcie_lanes": 4}]})");
  test::Run r = test::run({"catalog", "validate", f.path()});
  CHECK(r.code == 1);
  CHECK_THAT(r.err, Catch::Contains("drives 'my-ssd': capacity_tb: missing"));
  CHECK_THAT(r.err, Catch::Contains("drives 'my-ssd': read_gb_per_s: missing"));
}

TEST_CASE("more drives than bays: the reason names the tier and what would hold it", "[storage][cli]") {
  // 200 M images at 1280 with --cache disk: ~1,158 TB on the data tier, 12 x 122.88 TB, more than
  // the SR675 V3 4-DW's 8 bays.
  test::Run r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--dataset", "200M", "--res", "1280",
                           "--cache", "disk", "--format", "json"});
  CHECK(r.code == 3);
  json cfg = json::parse(r.out)["configurations"][0];
  REQUIRE_FALSE(cfg["findings"].empty());
  const json& f = cfg["findings"][0];
  CHECK(f["code"] == "drives-over-bays");
  CHECK(f["figures"]["tier"] == 1);
  CHECK(f["figures"]["bays"] == 8);
  std::string msg = f["message"];
  CHECK_THAT(msg, Catch::StartsWith("data tier:"));
  // "would hold it": the suggestions hold the tier; whether the whole server then fits is its own check.
  CHECK_THAT(msg, Catch::Contains("would hold it:"));
  CHECK_THAT(msg, Catch::Contains("external NAS"));
  REQUIRE(cfg["storage"]["roomier_platform"].is_string());
  CHECK_THAT(msg, Catch::Contains(cfg["storage"]["roomier_platform"].get<std::string>()));
  // Thousands of drives over 8 bays: the bays are the one reason; the lanes and PSUs count the
  // drives the chassis can hold (they listed 22,092 lanes and 65 PSUs for drives no bay takes).
  test::Run huge = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "200",
                              "--dataset-growth", "50", "--plan-years", "20", "--format", "json"});
  CHECK(huge.code == 3);
  json big = json::parse(huge.out)["configurations"][0];
  REQUIRE(big["reasons"].size() == 1);
  CHECK_THAT(big["reasons"][0].get<std::string>(), Catch::StartsWith("data tier:") && Catch::Contains("bays"));
}

} // namespace vsize

TEST_CASE("a RAM cache serves training's reads: the data tier is sized for capacity, not a read rate",
          "[storage][cache]") {
  // 8x RTX PRO 4500 SE at 32 px trains fast enough that reading every image from the drives
  // needs 14.8 GB/s (89,886 images/s x 164,657 B, COCO's 20.3 GB / 123,287 images; 15.7 GB/s before
  // each dispatched op's kernel cost the GPU 2 us, kernel-floor-us), which takes
  // 3 NVMe drives at the 0.5 read derate. With the RAM cache (filled once before the first epoch) the drives only hold the
  // 21 GB: one drive; without a cache the rate decides.
  auto storage = [](const std::string& cache) {
    test::Run r =
        test::run({"check", "--server", "vision-8x-rtx-pro-4500-se", "--res", "32", "--cache", cache, "--json"});
    REQUIRE(r.code == 0);
    return nlohmann::json::parse(r.out).at("configurations").at(0).at("storage");
  };
  auto ram = storage("ram");
  CHECK(ram.at("read_needed_gb_per_s") == 0.0);
  CHECK(ram.at("tiers").at(1).at("role") == "data");
  CHECK(ram.at("tiers").at(1).at("count") == 1);
  auto none = storage("none");
  CHECK(none.at("read_needed_gb_per_s").get<double>() == Approx(14.80).margin(0.01));
  CHECK(none.at("tiers").at(1).at("count").get<int>() >= 3);
}

TEST_CASE("S13: COCO's 118,287 training and 5,000 validation images are the seed's 20.3 GB download",
          "[storage][seed]") {
  // 118,287 x 0.04227 (COCO's val/train ratio) = 5,000 validation images; (118,287 + 5,000) x
  // 164,657 B (image-bytes-compressed: Ultralytics' 20.3 GB / 123,287) = 20.30 GB.
  test::Run r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--dataset", "118287"});
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("dataset 20.3 GB (no growth planned"));
  test::Run j = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--dataset", "118287", "--json"});
  REQUIRE(j.code == 0);
  auto storage = nlohmann::json::parse(j.out).at("configurations").at(0).at("storage");
  CHECK(storage.at("dataset_tb").get<double>() == Approx(0.0203).margin(0.00005));
  test::Run x = test::run({"explain", "--gpu", "rtx-pro-6000-se", "--count", "4", "--dataset", "118287"});
  CHECK_THAT(x.out,
             Catch::Contains("dataset       = 123,287 images (training + validation) x 164,657 B per JPEG at the "
                             "source size = 20.3 GB"));
}

TEST_CASE("when nothing fits, --cache auto does not add a disk cache that buys no time to the reasons",
          "[storage][cache]") {
  // 20,000 h of 4K footage grown 30 % a year for 5 years (x 3.71): the JPEG frames need 10 x 122.88 TB
  // drives, a disk cache of .npy frames (18.6 x their size) 179 of them; the GPUs set the pace
  // either way. The reason was the 179 bays, where a roomier chassis holds the 10.
  test::Run r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "20000", "--video-res",
                           "4k", "--dataset-growth", "30", "--plan-years", "5"});
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("data tier: 10 x solidigm-d5-p5336-122.88tb") &&
                        Catch::Contains("no image cache: neither RAM nor a disk cache"));
  CHECK_THAT(r.out, !Catch::Contains("179 x"));
}

TEST_CASE(
    "video decoded on the GPU (--decode video): the footage kept is the dataset's first backup, and the outputs say so",
    "[storage][video]") {
  // 500 h of 1080p H.264 at 5.39 Mb/s: 5.39e6 x 3600 / 8 x 500 = 1.21 TB. With --decode video that
  // footage is the dataset, so one backup copy adds nothing for the dataset: bulk = 1.21 TB (and
  // checkpoints). explain's formula had added "1 backup(s) x dataset" to 1.21 TB and printed 1.21 TB.
  std::vector<std::string> args = {"--platform",     "none",    "--cpu-cores", "32",   "--cpu-ghz",     "2.8",
                                   "--ram-gb",       "512",     "--gpu",       "l40s", "--count",       "4",
                                   "--model",        "yolo11m", "--res",       "1280", "--video-hours", "500",
                                   "--sample-every", "5",       "--decode",    "video"};
  auto with = [&](const char* command, std::vector<std::string> extra) {
    std::vector<std::string> a = args;
    a.insert(a.begin(), command);
    a.insert(a.end(), extra.begin(), extra.end());
    return test::unwrapped(test::run(a).out);
  };
  CHECK_THAT(with("explain", {}), Catch::Contains("bulk content = raw video x growth (the dataset itself: its first "
                                                  "backup) + 0 more backup(s) x dataset x growth + 1 x checkpoints = "
                                                  "1.21 TB"));
  CHECK_THAT(with("check", {}), Catch::Contains("raw video, 1 backup of checkpoints (the footage is the dataset's "
                                                "first)"));
  // Two copies: the footage and one more of the dataset: 2 x 1.21 = 2.43 TB.
  CHECK_THAT(with("check", {"--backup-copies", "2"}),
             Catch::Contains("usable for 2.43 TB") &&
                 Catch::Contains("2 backups of checkpoints and 1 more of the dataset (the footage is its first)"));
}

TEST_CASE("seed 002's A40 sizes its video decode: 2 NVDEC engines, one a DALI pipeline", "[storage][video]") {
  // The A40 had no NVDEC figures ("video decode is not sized"), so 4 of them read GPU-bound on 200 h
  // of footage. NVIDIA's A40 page: 'NVENC / NVDEC | 1x / 2x'; Ampere decodes 748 H.264 1080p frames/s
  // an engine (NVDEC application note). One DALI pipeline a rank uses one engine: 4 x 748 = 2,992
  // frames/s, every 10th kept = 299.2 images/s, below the 1,211 the GPUs take for YOLO11n.
  test::Run r = test::run({"check", "--gpu", "a40", "--count", "4", "--cpu", "xeon-8368", "--ram-gb", "512", "--model",
                           "yolo11n", "--video-hours", "200", "--decode", "video", "--json"});
  REQUIRE(r.code == 0);
  json c = json::parse(r.out)["configurations"][0];
  CHECK(c["data"]["nvdec_images_per_s"].get<double>() == Approx(299.2).epsilon(0.001));
  CHECK(c["data"]["bottleneck"] == "video-decode");
}

TEST_CASE("dataset growth: the drives hold the last year's data, and a note says what training it takes",
          "[storage][growth]") {
  Workload w;
  w.val_split = ValSplit::share; // COCO's 5,000 as the CLI's auto resolves it: it grows with the data
  w.storage.growth_percent = 50;
  w.storage.plan_years = 3;
  Evaluation e = test::check_server(w, "h200-nvl", 8);
  auto grows = std::find_if(e.findings.begin(), e.findings.end(),
                            [](const Finding& f) { return f.code == FindingCode::dataset_grows; });
  REQUIRE(grows != e.findings.end());
  const Finding& f = *grows;
  // COCO's 118,287 training images x 1.5^3 = 3.375: 399,218.6 -> 399,219 in year 3.
  CHECK(f[Fig::years] == 3);
  CHECK(f[Fig::dataset_images] == 118287);
  CHECK(f[Fig::images_planned] == 399219);
  CHECK(f[Fig::train_s] == Approx(e.schedule.train_s));
  // The run is GPU-bound: the images' time grows 3.375-fold, the validation split (by share) with
  // them, the start-up does not: a little under 3.375 x today's.
  CHECK(f[Fig::train_s_planned] > 3.2 * f[Fig::train_s]);
  CHECK(f[Fig::train_s_planned] < 3.375 * f[Fig::train_s]);
  // 8x H200 NVL's 2304 GB: today's RAM cache, 8.5 copies of 118,287 x 640 x 640 x 3 B = 145.35 GB
  // (1,235.5 GB) and rank 0's 5,000 validation images (6.1 GB), fits; year 3's 8.5 x 399,219 x
  // 1,228,800 B = 4,169.7 GB does not: the cache moves off that RAM. (4x RTX PRO 6000 SE's 768 GB
  // hold no RAM cache today once the validation images are counted.)
  REQUIRE(e.host.ram);
  CHECK(f[Fig::ram_gb] == e.host.ram->total_gb);
  CHECK(e.data.cache == CacheMode::ram);
  CHECK(f[Fig::grown_state] == 1);
  // A typed validation set stays 5,000 images: year 3's training is shorter than with the split.
  Workload typed = w;
  typed.val_split = ValSplit::given;
  Evaluation t = test::check_server(typed, "h200-nvl", 8);
  const Finding* kept = test::finding(t, FindingCode::dataset_grows);
  REQUIRE(kept);
  CHECK((*kept)[Fig::train_s] == Approx(f[Fig::train_s]));
  CHECK((*kept)[Fig::train_s_planned] < f[Fig::train_s_planned]);
  // Without a cache nothing moves; without growth there is no note.
  Workload none = w;
  none.cache = CacheMode::none;
  none.cache_from_default = false;
  Evaluation n = test::check_server(none, "h200-nvl", 8);
  auto still = std::find_if(n.findings.begin(), n.findings.end(),
                            [](const Finding& g) { return g.code == FindingCode::dataset_grows; });
  REQUIRE(still != n.findings.end());
  CHECK((*still)[Fig::grown_state] == 0);
  Evaluation today = test::check_server(Workload{}, "h200-nvl", 8);
  CHECK(std::none_of(today.findings.begin(), today.findings.end(),
                     [](const Finding& g) { return g.code == FindingCode::dataset_grows; }));
  // As a person reads it.
  test::Run r = test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--dataset-growth", "50", "--json"});
  json doc = json::parse(r.out);
  bool said = false;
  for (const auto& g : doc.at("configurations").at(0).at("findings")) {
    if (g.at("code") == "dataset-grows") {
      said = true;
      CHECK_THAT(
          g.at("message").get<std::string>(),
          Catch::StartsWith("--dataset-growth: the drives (and their price) hold year 3's 399,219 images; time, "
                            "RAM and the cost per experiment are for today's 118,287: a training on year 3's data "
                            "takes ") &&
              Catch::EndsWith(", and its RAM image cache outgrows the 2,304 GB of RAM (planned without one)"));
    }
  }
  CHECK(said);
}

TEST_CASE("dataset growth: the drives bought for the data to come are priced apart, not in an experiment's capital",
          "[storage][growth][cost]") {
  Workload w;
  w.dataset_images = 5'000'000;
  w.cache = CacheMode::none;
  w.cache_from_default = false;
  Workload grows = w;
  grows.storage.growth_percent = 100;
  grows.storage.plan_years = 3;
  Evaluation now = test::check_server(w, "rtx-pro-6000-se", 4);
  Evaluation later = test::check_server(grows, "rtx-pro-6000-se", 4);
  // Today's 5,005,000 images x 164,657 B = 0.824 TB, / fill 0.8 = 1.03 TB: one 1.92 TB data drive.
  // Year 3's x 2^3 = 8: 6.59 TB + checkpoints, / 0.8 = 8.6 TB: five of them (9.6 TB). The bulk tier's
  // four 20 TB drives (RAID 6's least) hold either.
  REQUIRE(later.storage.today);
  const Tier& data_now = later.storage.today->tier[1];
  REQUIRE(data_now.drive);
  CHECK(data_now.drive->id == "micron-7450-pro-1.92tb");
  CHECK(data_now.count == 1);
  CHECK(later.storage.data().count == 5);
  CHECK(later.storage.bulk().count == later.storage.today->tier[2].count);
  CHECK_FALSE(now.storage.today); // no growth: nothing to set apart
  // Four more 1.92 TB drives at 730 USD / 1.1269 = 647.79 EUR: round(5 x 647.79) - round(647.79)
  // = 3239 - 648 = 2591 EUR.
  REQUIRE(later.cost.growth_amount);
  CHECK(*later.cost.growth_amount == 2591);
  CHECK(later.cost.with_external() == now.cost.with_external() + 2591);
  // An experiment's capital is today's server's, as without growth; the rent comparison with it.
  CHECK(later.cost.capital() == now.cost.capital());
  REQUIRE(later.economics.capital_per_experiment);
  CHECK(*later.economics.capital_per_experiment == Approx(*now.economics.capital_per_experiment));
  // As a person reads it: the check's cost says what of it the growth buys.
  test::Run r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--dataset", "5000000", "--cache",
                           "none", "--dataset-growth", "100"});
  CHECK_THAT(test::unwrapped(r.out),
             Catch::Contains("growth: 2,591 EUR of the price and the drives beside it are drives beyond those today's "
                             "data takes"));
}

TEST_CASE("dataset growth on footage: year N's training is its footage grown, planned on the drives as they are",
          "[storage][growth][video]") {
  // 200 h at 25 fps, every 10th frame: 1,800,000 frames, 5,000 of them validation. 50 % a year
  // for 2 years: x 2.25, 450 h = 4,050,000 frames, 4,045,000 to train on.
  test::Run r = test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "200", "--fps", "25",
                           "--sample-every", "10", "--dataset-growth", "50", "--plan-years", "2", "--json"});
  REQUIRE(r.code == 0);
  json doc = json::parse(r.out);
  const json* grows = nullptr;
  for (const auto& g : doc.at("configurations").at(0).at("findings")) {
    if (g.at("code") == "dataset-grows") grows = &g;
  }
  REQUIRE(grows);
  CHECK(grows->at("figures").at("images_planned") == 4045000);
  CHECK(grows->at("figures").at("video_hours_planned") == Approx(450));
  // The grown footage fits the drives sized for it: no "does not fit".
  CHECK(grows->at("figures").at("grown_state") != 2);
}

TEST_CASE("an external bulk tier says why it is outside: no bay takes its drives, or too few for its RAID",
          "[storage][bays]") {
  // Seed 002's node (an R750xa, 8 x 2.5-inch SAS/SATA/NVMe bays): the system pair takes two bays, the
  // data tier three, and three are left that take SATA drives; RAID 6 needs at least 4.
  test::Run r = test::run({"check", "--gpu", "a40", "--count", "4", "--cpu", "xeon-8368", "--ram-gb", "512",
                           "--video-hours", "500", "--fps", "30", "--sample-every", "15", "--dataset-growth", "40"});
  REQUIRE(r.code == 0);
  CHECK_THAT(test::unwrapped(r.out),
             Catch::Contains("the chassis' 3 free bays that take HDD/SATA drives are fewer than the 4 RAID 6 needs"));
  // RAID 5 needs 3: the same bays hold it.
  test::Run five =
      test::run({"check", "--gpu", "a40", "--count", "4", "--cpu", "xeon-8368", "--ram-gb", "512", "--video-hours",
                 "500", "--fps", "30", "--sample-every", "15", "--dataset-growth", "40", "--bulk-raid", "5"});
  CHECK_THAT(test::unwrapped(five.out), Catch::Contains("takes 3 of 3 free bays"));
}

TEST_CASE("the bulk tier writes the footage within --ingest-hours: drives for the rate, as for capacity",
          "[storage][ingest]") {
  // 2,000 h of 1080p H.264 at 25 fps: 5.393 Mb/s x 3,600 s / 8 x 2,000 h = 4.854 TB of footage.
  // In 1 h: 4.854 TB / 3,600 s = 1.348 GB/s, below the fastest data NIC's 100 Gb/s x 0.87 / 8 =
  // 10.9 GB/s. A 20 TB Exos writes 0.285 GB/s: ceil(1.348 / 0.285) = 5 drives' worth, RAID 6's two
  // parity drives on top = 7 (capacity alone: 4, RAID 6's least).
  auto bulk_of = [](const std::vector<std::string>& extra) {
    std::vector<std::string> args = {"check",         "--server", "vision-2x-rtx-pro-6000-se",
                                     "--video-hours", "2000",     "--json"};
    args.insert(args.end(), extra.begin(), extra.end());
    test::Run r = test::run(args);
    REQUIRE(r.code == 0);
    return json::parse(r.out)["configurations"][0]["storage"]["tiers"][2];
  };
  json night = bulk_of({});
  json hour = bulk_of({"--ingest-hours", "1"});
  CHECK(night["count"] == 4);
  CHECK(hour["count"] == 7);
  CHECK(hour["drive_id"] == "seagate-exos-x20-20tb-sata");
  CHECK(hour["write_gb_per_s"].get<double>() == Approx(5 * 0.285)); // 1.425 >= 1.348 GB/s
  test::Run text =
      test::run({"check", "--server", "vision-2x-rtx-pro-6000-se", "--video-hours", "2000", "--ingest-hours", "1"});
  CHECK_THAT(test::unwrapped(text.out), Catch::Contains("4.85 TB in 57m at 1.43 GB/s, within --ingest-hours 1"));
}

namespace {

// 20,000 h of video growing 30 % a year for 4 years, with 2 backups in RAID `bulk_raid`, at 1280 px
// on 4x RTX PRO 6000 SE (review s87's case): dozens of drives beside the server, and a training of
// years; with `more` options.
std::vector<std::string> footage_check(const char* bulk_raid, const std::vector<std::string>& more = {}) {
  std::vector<std::string> cmd = {"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--res", "1280"};
  for (const char* a :
       {"--video-hours", "20000", "--dataset-growth", "30", "--plan-years", "4", "--backup-copies", "2"}) {
    cmd.emplace_back(a);
  }
  cmd.insert(cmd.end(), {"--bulk-raid", bulk_raid});
  cmd.insert(cmd.end(), more.begin(), more.end());
  return cmd;
}

} // namespace

TEST_CASE("the drives beside the server say their power, outside its wall power", "[storage][power][review87]") {
  // 20,000 h of video growing 30 % a year for 4 years in RAID 10 with 2 backups: 62 x 20 TB SATA
  // drives, which no bay of the SR675 V3 takes, in an enclosure beside it. At the catalog's 9.5 W a
  // drive: 62 x 9.5 = 589 W, x 3.412142 = 2,010 BTU/h, none of it in the server's 3,793 W (the
  // facilities engineer had no line for it: review s87 money D3).
  const std::vector<std::string> args = footage_check("10");
  const std::string text = test::run(args).out;
  CHECK_THAT(text, Catch::Contains("  beside it          62 drives outside the server: 589 W at full power (2,010 "
                                   "BTU/h), on the feed of their enclosure or NAS"));
  const auto power =
      nlohmann::json::parse(test::run(footage_check("10", {"--json"})).out)["configurations"][0]["power"];
  CHECK(power["external_drives_w"].get<double>() == Approx(62 * 9.5));
  CHECK(power["wall_w"].get<double>() == Approx(3793).margin(1));
  // No bulk tier (no backup, no video): every drive in the chassis, no line, 0 W.
  CHECK_THAT(test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--backup-copies", "0"}).out,
             !Catch::Contains("outside the server:"));
  CHECK(nlohmann::json::parse(
            test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--backup-copies", "0", "--json"})
                .out)["configurations"][0]["power"]["external_drives_w"] == 0.0);
}

TEST_CASE("a training that outlasts the service life says so", "[storage][money][review87]") {
  // 20,000 h of video on 4x RTX PRO 6000 SE trains 2,373 days; at the night's 50 % use that is
  // 2 x 2,373 / 365 = 13.0 calendar years, past the 5-year life: the server would be retired before it
  // finished, and its cost per experiment (capital C x h / (L x 8760 x U)) is more than the server's
  // price (review s87 money D4: "fits", silently).
  const std::vector<std::string> args = footage_check("5", {"--json"});
  const auto c = nlohmann::json::parse(test::run(args).out)["configurations"][0];
  bool seen = false;
  for (const auto& f : c["findings"]) {
    if (f["code"] != "training-past-life") continue;
    seen = true;
    CHECK(f["figures"]["years"].get<double>() ==
          Approx(c["time"]["train_s"].get<double>() / 3600 / 0.5 / 8760).epsilon(1e-3));
    CHECK(f["figures"]["years"].get<double>() == Approx(13.0).margin(0.05));
    CHECK(f["figures"]["life_years"] == 5.0);
  }
  CHECK(seen);
  CHECK(c["economics"]["capital_per_experiment"].get<double>() > c["cost"]["amount"].get<double>());
  // A run within the life says nothing.
  CHECK_THAT(test::run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4"}).out,
             !Catch::Contains("past the 5-year service life"));
}
