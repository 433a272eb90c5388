#pragma once
// The host's parts: CPUs, DIMMs, data drives and NICs (research/platform.md).
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
};

struct DimmSpec : Provenance {
  MemoryType memory_type = MemoryType::ddr5;
  double capacity_gb = 0;
  std::string ranks;
  int max_mt_s = 0;
  double power_w = 0;
};

struct DriveSpec : Provenance {
  double capacity_tb = 0;
  double read_gb_per_s = 0; // sequential read
  double power_w = 0; // average active
  int pcie_lanes = 0;
};

struct NicSpec : Provenance {
  double speed_gbps = 0;
  double power_w = 0; // typical
  int pcie_lanes = 0;
};

} // namespace vsize
