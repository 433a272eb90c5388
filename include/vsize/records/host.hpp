#pragma once
// The host's parts: CPUs, DIMMs, drives and NICs (research/platform.md, research/cluster-video-storage.md).
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

struct CpuSpec : Provenance {
  std::string vendor;
  std::string family;
  int cores = 0; // per socket
  int threads = 0;
  double base_ghz = 0;
  std::optional<double> boost_ghz;
  double tdp_w = 0;
  int max_sockets = 0;
  MemoryType memory_type = MemoryType::ddr5;
  int memory_channels = 0;
  int memory_mt_s_1dpc = 0;
  std::optional<int> memory_mt_s_2dpc;
  int max_dpc = 1;
  int pcie_gen = 0;
  int pcie_lanes_1s = 0;
  std::optional<int> pcie_lanes_2s;
  // A workstation CPU (Threadripper): the host vsize gives a workstation or GeForce card without
  // a chassis; never chosen for a server.
  bool workstation = false;
};

struct DimmSpec : Provenance {
  MemoryType memory_type = MemoryType::ddr5;
  double capacity_gb = 0;
  std::string ranks;
  int max_mt_s = 0;
  double power_w = 0;
};

// Drives (research/cluster-video-storage.md section 4): the medium, how they connect, and the
// bays they fit.
enum class DriveMedium { nvme, sata_ssd, hdd };
VSIZE_ENUM_SPELLINGS(DriveMedium, {DriveMedium::nvme, "nvme"}, {DriveMedium::sata_ssd, "sata-ssd"},
                     {DriveMedium::hdd, "hdd"});

// The bus a drive needs from its bay's backplane (a bay lists the buses it carries).
enum class DriveBus { nvme, sata, sas };
VSIZE_ENUM_SPELLINGS(DriveBus, {DriveBus::nvme, "nvme"}, {DriveBus::sata, "sata"}, {DriveBus::sas, "sas"});

enum class DriveInterface { pcie_gen3, pcie_gen4, pcie_gen5, sata_6g, sas_12g };
VSIZE_ENUM_SPELLINGS(DriveInterface, {DriveInterface::pcie_gen3, "pcie-gen3"}, {DriveInterface::pcie_gen4, "pcie-gen4"},
                     {DriveInterface::pcie_gen5, "pcie-gen5"}, {DriveInterface::sata_6g, "sata-6g"},
                     {DriveInterface::sas_12g, "sas-12g"});

inline DriveBus bus_of(DriveInterface i) {
  switch (i) {
  case DriveInterface::sata_6g: return DriveBus::sata;
  case DriveInterface::sas_12g: return DriveBus::sas;
  default: return DriveBus::nvme;
  }
}

// Form factors of drives and of the bays that take them: U.2 and U.3 drives are 2.5-inch drives
// (SFF-8639) and fit 2.5-inch bays whose backplane carries NVMe.
enum class DriveFormFactor { u2, u3, e3s, e1s, m2, in2_5, in3_5 };
VSIZE_ENUM_SPELLINGS(DriveFormFactor, {DriveFormFactor::u2, "u.2"}, {DriveFormFactor::u3, "u.3"},
                     {DriveFormFactor::e3s, "e3.s"}, {DriveFormFactor::e1s, "e1.s"}, {DriveFormFactor::m2, "m.2"},
                     {DriveFormFactor::in2_5, "2.5"}, {DriveFormFactor::in3_5, "3.5"});

// The bay size a drive form factor needs.
inline DriveFormFactor bay_size(DriveFormFactor f) {
  return f == DriveFormFactor::u2 || f == DriveFormFactor::u3 ? DriveFormFactor::in2_5 : f;
}

struct DriveSpec : Provenance {
  DriveMedium medium = DriveMedium::nvme;
  DriveInterface iface = DriveInterface::pcie_gen4;
  std::vector<DriveFormFactor> form_factors; // every form factor it is sold in with these figures
  double capacity_tb = 0;
  double read_gb_per_s = 0; // sequential read
  double write_gb_per_s = 0; // sequential write
  double power_w = 0; // average active
  int pcie_lanes = 0; // 0: SATA or SAS

  DriveBus bus() const { return bus_of(iface); }
};

// A NIC's job: data (north-south: ingest, storage, users) or east-west (the GPU fabric between
// servers).
enum class NicRole { data, east_west };
VSIZE_ENUM_SPELLINGS(NicRole, {NicRole::data, "data"}, {NicRole::east_west, "east-west"});

struct NicSpec : Provenance {
  NicRole role = NicRole::data;
  double speed_gbps = 0; // per port
  int ports = 1;
  double power_w = 0; // typical
  int pcie_lanes = 0;
};

} // namespace vsize
