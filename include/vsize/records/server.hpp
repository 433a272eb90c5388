#pragma once
// Chassis a vendor sells and the vendor's line-up (SPEC §7, research/platforms.md).
#include "vsize/enums.hpp"
#include "vsize/records/host.hpp"
#include "vsize/records/provenance.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// A PSU zone of a platform: bays whose units carry a share of the GPUs, of the rest of the
// system, or of everything (research/platforms.md §6: XE7740 1+1 CPU + 3+3 GPU zones).
struct PsuZone {
  enum class Carries { all, gpus, rest };
  std::string name;
  int bays = 0;
  Carries carries = Carries::all;
  double share = 1;
  // The units the vendor builds the zone with at least (Dell's XE9680: 6 PSUs, 5+1 or 3+3, never
  // fewer); 0: as many as the load needs.
  int units_min = 0;
};
VSIZE_ENUM_SPELLINGS(PsuZone::Carries, {PsuZone::Carries::all, "all"}, {PsuZone::Carries::gpus, "gpus"},
                     {PsuZone::Carries::rest, "rest"});

// A group of drive bays: count, size, the buses its backplane carries and where it sits. Groups
// with an `option` are alternative front layouts (a chassis ships one of them: XE9680 16x E3.S
// or 8x U.2); groups without one are always there.
enum class BayPosition { front, rear, boot };
VSIZE_ENUM_SPELLINGS(BayPosition, {BayPosition::front, "front"}, {BayPosition::rear, "rear"},
                     {BayPosition::boot, "boot"});

struct DriveBay {
  int count = 0;
  DriveFormFactor form_factor = DriveFormFactor::in2_5;
  std::vector<DriveBus> buses; // JSON "interfaces"
  BayPosition position = BayPosition::front;
  std::string option; // empty: always present

  // The bay takes `d`: one of its form factors has this bay's size, on a bus the bay carries.
  bool takes(const DriveSpec& d) const {
    bool bus = false;
    for (DriveBus b : buses) {
      bus = bus || b == d.bus();
    }
    for (DriveFormFactor f : d.form_factors) {
      if (bus && bay_size(f) == form_factor) {
        return true;
      }
    }
    return false;
  }
};

// A chassis a vendor sells, with the rules its configurator applies (SPEC §7).
struct PlatformSpec : Provenance {
  std::string vendor;
  int rack_units = 0;
  int sockets = 0;
  std::vector<std::string> cpu_families; // CpuSpec::family values it takes
  std::optional<double> cpu_tdp_max_w;
  int dimm_slots_per_socket = 0;
  std::optional<int> memory_mt_s_1dpc; // null: the CPU's own figure
  std::optional<int> memory_mt_s_2dpc;
  std::optional<double> max_memory_gb;
  FormFactor gpu_form_factor = FormFactor::pcie;
  int gpu_bays = 0;
  std::vector<int> gpu_counts; // allowed GPU counts
  std::vector<std::string> qualified_gpus; // GPU ids
  double max_gpu_w = 0;
  // The chassis' own chips beside the parts vsize lists, at full load: an HGX board's NVSwitches,
  // the PCIe switches and retimers between it, the CPUs and the NICs (0: none counted).
  double baseboard_w = 0;
  int nvlink_bridge_max = 0; // largest NVLink bridge group it takes; 0 = none
  PcieTopology pcie_topology = PcieTopology::direct;
  // Its GPUs hang off PCIe switches, where NCCL runs peer-to-peer (comm_model ring_link).
  bool pcie_switched() const { return pcie_topology == PcieTopology::switched; }
  int psu_bays = 0;
  std::vector<std::string> psu_options; // PSU ids
  std::vector<PsuZone> psu_zones; // bays add up to psu_bays
  std::vector<Redundancy> redundancy; // schemes it supports, preferred first
  std::vector<DriveBay> drive_bays;
  int nic_slots = 0;
  std::string cooling;
  std::optional<double> ambient_max_c;

  bool qualifies(const std::string& gpu_id) const;
  bool allows_count(int count) const;
  bool takes_family(const std::string& family) const;
};

// A server of the vendor's line-up: a platform with a GPU and count, optionally a pinned CPU
// and the RAM it ships with (a floor: vsize adds RAM when the workload needs more).
struct LineupSpec : Provenance {
  std::string platform;
  std::string gpu;
  int count = 0;
  std::string cpu; // empty: vsize chooses
  std::optional<int> sockets;
  std::optional<double> ram_gb;
};

} // namespace vsize
