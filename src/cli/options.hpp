#pragma once
// The command line as CLI11 sees it: the raw option values, the App that fills them, and the
// conversions into the core's request types. Defaults come from the request types themselves.
#include "vsize/catalog.hpp"
#include "vsize/report.hpp"
#include "vsize/request.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace vsize::cli {

struct RawOptions {
  // Workload: text where the CLI parses it itself (counts, batch, enums), for clear messages.
  std::string model;
  int res = 0;
  std::string dataset;
  std::string val_images = "auto";
  int epochs = 0;
  std::string batch;
  std::string amp, optimizer, cache, cache_shape, mode;
  int workers = 0;
  int max_objects = 0;
  double night_hours = 0;
  // Search.
  std::string gpus_counts;
  std::vector<std::string> gpu_list;
  std::vector<std::string> cpu_list;
  std::string rank_by;
  int top = 0;
  bool show_rejected = false;
  // Check and host pins.
  std::string gpu;
  int count = 0;
  std::string cpu;
  int sockets = 0;
  double ram_gb = 0;
  std::string psu;
  int psus = 0;
  std::string circuit;
  std::string redundancy, region;
  // Output and catalog.
  std::string format;
  bool json = false;
  std::vector<std::string> catalogs;
  bool no_default_catalog = false;
  // catalog subcommands.
  std::string list_kind;
  std::string show_id;
  std::string validate_file;

  // Every default from a default-constructed Workload, SearchRequest and HostPins.
  RawOptions();
};

// The subcommands, for dispatch and for suggestions on unknown options.
struct Commands {
  CLI::App* check = nullptr;
  CLI::App* explain = nullptr;
  CLI::App* catalog = nullptr;
  CLI::App* list = nullptr;
  CLI::App* show = nullptr;
  CLI::App* validate = nullptr;
};

// Declares every option and subcommand of `app`, bound to `o`.
Commands define_options(CLI::App& app, RawOptions& o);

Workload build_workload(const RawOptions& o, const Catalog& cat);
HostPins build_pins(const RawOptions& o, const Catalog& cat, bool single_cpu);
SearchRequest build_search(const RawOptions& o, const Catalog& cat);
Format output_format(const RawOptions& o);

// Parses an enum option case-insensitively; UsageError listing the choices otherwise.
template <class E>
E parse_choice(const std::string& option, const std::string& value);

} // namespace vsize::cli
