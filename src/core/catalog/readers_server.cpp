// The schema of platforms, the line-up and money: prices, exchange rates, tariffs and rents
// (docs/catalog.md).
#include "readers.hpp"

#include "vsize/power_model.hpp"
#include "vsize/units.hpp"

#include <algorithm>
#include <cmath>

namespace vsize::catalog_io {

namespace {

std::vector<PsuZone> read_zones(RecordReader& r) {
  return r.objects<PsuZone>("psu_zones", true,
                            "[{\"name\": \"system\", \"bays\": 4, \"carries\": \"all\", \"share\": 1}]",
                            [](RecordReader& z, PsuZone& zone) {
                              zone.name = z.str("name");
                              zone.bays = z.integer("bays", false, 64);
                              zone.carries = z.choice<PsuZone::Carries>("carries");
                              zone.share = z.num("share", false, 1.0);
                              zone.units_min = z.opt_int("units_min", true, 64).value_or(0);
                              if (zone.units_min > zone.bays) {
                                z.fail("units_min", fmt::format("{} units in {} bays", zone.units_min, zone.bays));
                              }
                            });
}

std::vector<DriveBay> read_bays(RecordReader& r) {
  return r.objects<DriveBay>("drive_bays", false,
                             "[{\"count\": 8, \"form_factor\": \"2.5\", \"interfaces\": [\"nvme\"], \"position\": "
                             "\"front\"}]",
                             [](RecordReader& b, DriveBay& bay) {
                               bay.count = b.integer("count", false, 256);
                               bay.form_factor = b.choice<DriveFormFactor>("form_factor");
                               bay.buses = b.choices<DriveBus>("interfaces");
                               bay.position = b.choice<BayPosition>("position");
                               bay.option = b.str("option", false);
                               if (bay.buses.empty()) {
                                 b.fail("interfaces", "must list at least one of nvme, sata, sas");
                               }
                             });
}

} // namespace

void read_record(RecordReader& r, PlatformSpec& p) {
  p.vendor = r.str("vendor");
  p.rack_units = r.integer("rack_units", false, 64);
  p.sockets = r.integer("sockets", false, 8);
  p.cpu_families =
      r.strings("cpu_families", true, "a platform takes at least one CPU family, e.g. [\"EPYC 9005 (Turin)\"]");
  p.cpu_tdp_max_w = r.opt_num("cpu_tdp_max_w", false, 2000);
  p.dimm_slots_per_socket = r.integer("dimm_slots_per_socket", false, 64);
  p.memory_mt_s_1dpc = r.opt_int("memory_mt_s_1dpc", false, 20000);
  p.memory_mt_s_2dpc = r.opt_int("memory_mt_s_2dpc", false, 20000);
  p.max_memory_gb = r.opt_num("max_memory_gb", false, 1e6);
  p.gpu_form_factor = r.choice<FormFactor>("gpu_form_factor");
  // A server takes at most 20 GPUs (--count): 20 single-slot cards in the largest 4U chassis.
  p.gpu_bays = r.integer("gpu_bays", false, 20);
  p.gpu_counts = r.integers("gpu_counts", 1, 20);
  p.qualified_gpus = r.strings("qualified_gpus", true, "list the GPU ids the platform qualifies, e.g. [\"h200-nvl\"]");
  p.max_gpu_w = r.num("max_gpu_w", false, 10000, 1);
  p.baseboard_w = r.opt_num("baseboard_w", true, 10000).value_or(0.0);
  p.nvlink_bridge_max = r.integer("nvlink_bridge_max", true, 72);
  p.pcie_topology = r.choice<PcieTopology>("pcie_topology");
  p.psu_bays = r.integer("psu_bays", false, 64);
  p.psu_options = r.strings("psu_options");
  p.psu_zones = read_zones(r);
  p.redundancy = r.choices<Redundancy>("redundancy");
  p.drive_bays = read_bays(r);
  if (p.drive_bays.size() > 16) {
    r.fail("drive_bays", fmt::format("at most 16 groups of bays (got {})", p.drive_bays.size()));
  }
  p.nic_slots = r.integer("nic_slots", true, 64);
  p.cooling = r.str("cooling", false);
  p.ambient_max_c = r.opt_num("ambient_max_c", false, 100);
  int zone_bays = 0;
  for (const auto& z : p.psu_zones) {
    zone_bays += z.bays;
  }
  if (p.psu_zones.size() > static_cast<std::size_t>(k_max_psu_zones)) {
    r.fail("psu_zones", fmt::format("{} zones; vsize plans at most {} (merge zones that share a feed)",
                                    p.psu_zones.size(), k_max_psu_zones));
  }
  // Checked against a psu_bays or gpu_bays in range only: one slip, one line.
  if (!p.psu_zones.empty() && p.psu_bays >= 1 && zone_bays != p.psu_bays) {
    r.fail("psu_zones", fmt::format("bays add up to {}, not psu_bays {}", zone_bays, p.psu_bays));
  }
  std::vector<int> too_many;
  for (int n : p.gpu_counts) {
    if (n > p.gpu_bays) too_many.push_back(n);
  }
  if (!too_many.empty() && p.gpu_bays >= 1) {
    r.fail("gpu_counts", fmt::format("{} GPUs exceed gpu_bays {}", fmt::join(too_many, ", "), p.gpu_bays));
  }
  if (p.redundancy.empty()) {
    r.fail("redundancy", "must list at least one of n+1, n+n");
  }
}

void read_record(RecordReader& r, LineupSpec& l) {
  l.platform = r.str("platform");
  l.gpu = r.str("gpu");
  l.count = r.integer("count", false, 64);
  l.cpu = r.str("cpu", false);
  l.sockets = r.opt_int("sockets", false, 8);
  l.ram_gb = r.opt_num("ram_gb", false, 1e6);
}

namespace {

// A currency code vsize knows (known_currencies()); an unknown one is reported with the choices.
std::string currency(RecordReader& r, const char* key = "currency") {
  std::string c = r.str(key);
  const auto& known = known_currencies();
  if (!c.empty() && std::find(known.begin(), known.end(), c) == known.end()) {
    r.fail(key, fmt::format("unknown currency \"{}\"; must be one of {}", c, fmt::join(known, ", ")));
  }
  return c;
}

} // namespace

void read_record(RecordReader& r, PriceSpec& p) {
  // A cent is the floor: below it a price is a slip (1e-300 paid the server off in 0 months).
  p.amount = r.num("amount", false, 1e10, 0.01);
  p.currency = currency(r);
  p.grade = r.choice<PriceGrade>("grade", false); // none: a vendor's price list
  p.vat = r.choice<VatBasis>("vat", false);
  p.proxy_for = r.str("proxy_for", false);
  p.undated = r.boolean("undated", false);
  if (p.grade == PriceGrade::proxy && p.proxy_for.empty()) {
    r.fail("proxy_for", "missing (a proxy price says what stands in for the part)");
  }
}

void read_record(RecordReader& r, ExchangeRateSpec& x) {
  x.base = currency(r, "base");
  x.quote = currency(r, "quote");
  x.rate = r.num("rate", false, 1e6, 1e-6);
  if (!x.base.empty() && x.base == x.quote) {
    r.fail("quote", "must differ from base (a rate converts one currency into another)");
  }
}

void read_record(RecordReader& r, TariffSpec& t) {
  t.region = r.choice<Region>("region");
  t.per_kwh = r.num("per_kwh", false, 100, 0.001); // --tariff's floor: a tenth of a cent a kWh
  t.currency = currency(r);
  t.vat = r.choice<VatBasis>("vat", false);
  t.is_default = r.boolean("default", false);
}

void read_record(RecordReader& r, RentSpec& x) {
  x.gpu = r.str("gpu");
  x.stands_for = r.strings("stands_for", false);
  x.provider = r.str("provider");
  x.offer = r.str("offer", false);
  x.region = r.choice<Region>("region");
  x.per_gpu_hour = r.num("per_gpu_hour", false, 1000, 0.01); // a cent an hour: below it, a unit slip (review s78 B8)
  x.currency = currency(r);
  x.vat = r.choice<VatBasis>("vat", false);
  x.commitment = r.str("commitment", false);
  x.default_for = r.strings("default_for", false);
  x.instance_gpus = r.opt_int("instance_gpus", false, 64);
  x.setup_fee = r.opt_num("setup_fee", true, 1e7);
}

} // namespace vsize::catalog_io
