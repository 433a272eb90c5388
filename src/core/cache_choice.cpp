// The image cache vsize chooses (formulas: include/vsize/cache_choice.hpp).
#include "vsize/cache_choice.hpp"

#include "vsize/units.hpp"

namespace vsize {

namespace {

// "Does not slow the run": within a thousandth of the RAM cache's training time (rounding).
constexpr double k_same_time = 1.001;
// A RAM cache the server's RAM holds anyway is kept for the decode and reads it spares, at the
// price of its build in every run, unless that build makes the run 1 % longer than the disk
// cache's, whose .npy files only the first run writes.
constexpr double k_build_worth = 1.01;

// The lower price where both are priced, differ, and lack the same parts' prices (the difference is
// then priced); else the smaller RAM. A RAM grown into unpriced DIMMs (the 128 GB DDR4 RDIMM a
// Xeon 8368 takes) counts them as nothing: its "at least" had undercut the 256 GB of priced DIMMs,
// and 4096 GB of RAM were planned for a cache that gained no time (review s74).
bool costs_less(const Evaluation& a, const Evaluation& b) {
  if (a.cost.amount && b.cost.amount && *a.cost.amount != *b.cost.amount &&
      unpriced_ids(a.cost) == unpriced_ids(b.cost)) {
    return *a.cost.amount < *b.cost.amount;
  }
  return a.host.ram && b.host.ram && a.host.ram->total_gb < b.host.ram->total_gb;
}

// No cache, with the note that neither cache would shorten training (the disk cache's figures).
Evaluation none_gains_nothing(Evaluation none, const Evaluation& disk) {
  add_finding(none.findings, FindingCode::cache_none_by_default, {},
              {{Fig::cache_gb, units::gb(disk.storage.contents.disk_cache_bytes)},
               {Fig::train_s, none.schedule.train_s},
               {Fig::train_s_disk_cache, disk.schedule.train_s}});
  return none;
}

} // namespace

bool ram_cache_sets_ram(const Evaluation& e, const Workload& w, bool ram_pinned) {
  const HostPlan& h = e.host;
  return w.cache == CacheMode::ram && w.cache_from_default && !ram_pinned && e.data.cache == CacheMode::ram &&
         e.data.cache_copies > 0 && h.ram && h.ram_need.by_contents_gb > h.ram_need.by_ratio_gb;
}

bool ram_cache_build_long(const Evaluation& e, const Workload& w) {
  return w.cache == CacheMode::ram && w.cache_from_default && e.data.cache == CacheMode::ram &&
         e.schedule.cache_build_s > (k_build_worth - 1) * e.schedule.train_s;
}

Evaluation choose_cache(Evaluation ram, Evaluation disk) {
  // The disk cache is a candidate where it fits, or where neither does (a pin both fail, a circuit
  // or PSUs too small): the choice is then the one the server would make, not the RAM cache by
  // default (which had grown the RAM, the price and the power of a server already rejected).
  const bool disk_candidate = disk.fits || !ram.fits;
  if (!disk.host.ram || !ram.host.ram || disk.host.ram->total_gb >= ram.host.ram->total_gb) {
    // The cache does not change what is installed: kept unless its build lengthens every run.
    if (disk_candidate && ram.schedule.cache_build_s > 0 &&
        ram.schedule.train_s > disk.schedule.train_s * k_build_worth) {
      add_finding(disk.findings, FindingCode::cache_disk_builds_once, {},
                  {{Fig::train_s, disk.schedule.train_s},
                   {Fig::train_s_ram_cache, ram.schedule.train_s},
                   {Fig::cache_build_s, ram.schedule.cache_build_s}});
      return disk;
    }
    return ram;
  }
  if (disk_candidate && disk.schedule.train_s <= ram.schedule.train_s * k_same_time && costs_less(disk, ram)) {
    add_finding(disk.findings, FindingCode::cache_disk_by_default, {},
                {{Fig::ram_gb, disk.host.ram->total_gb},
                 {Fig::ram_with_cache_gb, ram.host.ram->total_gb},
                 {Fig::train_s, disk.schedule.train_s},
                 {Fig::train_s_ram_cache, ram.schedule.train_s}});
    return disk;
  }
  if (!ram.fits || disk.schedule.train_s <= ram.schedule.train_s * k_same_time) {
    return ram; // nothing to say: the server does not fit either way, or the cache gains no time
  }
  add_finding(ram.findings, FindingCode::ram_cache_sets_ram, {},
              {{Fig::cache_gb, units::gb(ram.data.cache_bytes_one_copy)},
               {Fig::cache_copies, double(ram.data.cache_copies)},
               {Fig::ram_gb, ram.host.ram->total_gb},
               {Fig::ram_without_cache_gb, disk.host.ram->total_gb},
               {Fig::train_s, ram.schedule.train_s},
               {Fig::train_s_disk_cache, disk.schedule.train_s}});
  return ram;
}

Evaluation choose_no_ram_cache(Evaluation ram, const Evaluation& disk, Evaluation none) {
  const bool less_ram = none.host.ram && ram.host.ram && none.host.ram->total_gb < ram.host.ram->total_gb;
  if (ram.data.cache != CacheMode::ram || !less_ram || (!none.fits && ram.fits) ||
      none.schedule.train_s > ram.schedule.train_s * k_same_time) {
    return ram;
  }
  return none_gains_nothing(std::move(none), disk);
}

Evaluation choose_no_cache(Evaluation disk, Evaluation none) {
  if (disk.data.cache != CacheMode::disk) {
    return disk;
  }
  // A disk cache the drives cannot hold (448 TB of 4K frames) left the server "DOES NOT FIT" where
  // reading the source images fits: slower, but a plan.
  if (!disk.fits && none.fits) {
    add_finding(
        none.findings, FindingCode::cache_none_disk_unfit, {},
        {{Fig::cache_gb, units::gb(disk.storage.contents.disk_cache_bytes)}, {Fig::train_s, none.schedule.train_s}});
    return none;
  }
  // The cache is kept where it buys time, or where it fits and reading the images does not. When
  // neither fits, a cache that buys no time would only add its drives to the reasons (4,479 TB of
  // grown 4K frames asked for 179 bays where reading the JPEGs needs 10, which a roomier chassis has).
  if (none.schedule.train_s > disk.schedule.train_s * k_same_time || (disk.fits && !none.fits)) {
    return disk;
  }
  return none_gains_nothing(std::move(none), disk);
}

} // namespace vsize
