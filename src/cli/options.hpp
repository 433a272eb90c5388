#pragma once
// The command line as CLI11 sees it: the raw option values, the App that fills them, and the
// conversions into the core's request types. Defaults come from the request types themselves.
#include "vsize/catalog.hpp"
#include "vsize/report.hpp"
#include "vsize/request.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace vsize {

enum class ColorMode { auto_, always, never };
VSIZE_ENUM_SPELLINGS(ColorMode, {ColorMode::auto_, "auto"}, {ColorMode::always, "always"}, {ColorMode::never, "never"});

} // namespace vsize

namespace vsize::cli {

struct RawOptions {
  // Workload: text where the CLI parses it itself (counts, batch, enums), for clear messages.
  std::string model;
  std::string res; // "1280" or "1280px"
  std::string dataset;
  std::string val_images = "auto";
  std::string source_mp = "auto";
  // Every number as typed, parsed by the one number parser (vsize/option_ranges.hpp).
  std::string epochs;
  std::string batch;
  std::string amp, optimizer, cache, cache_shape, mode;
  std::string workers;
  std::string close_mosaic = "auto"; // "auto": the trainer's default
  std::string max_objects;
  std::string objects;
  std::string classes;
  std::string night_hours; // "12" or "12h"
  std::string confidence; // "0.8"
  // Video as the training source, and how the data is stored and brought in ("": not given).
  std::string video_hours;
  std::string fps, sample_every, video_res, video_codec, decode;
  std::string video_bitrate;
  std::string data_raid, bulk_raid, backup_copies, dataset_growth, plan_years;
  std::string ingest_hours;
  bool dataset_given = false; // --dataset on the command line (with --video-hours an error)
  bool data_given = false; // launch --data (an empty one is refused, not the default)
  bool objects_given = false; // --objects and --max-objects both typed: checked against each other
  bool max_objects_given = false;
  std::string video_option_given; // the first footage option typed (--fps, ...): an error without --video-hours
  bool format_given = false; // --format typed (with --json: a conflict unless it says json)
  // Search.
  std::string gpus_counts;
  bool gpus_given = false; // --gpus on the command line (an empty list is then an error)
  bool mode_given = false; // --mode typed (ddp too: a goal then keeps it instead of trying every mode)
  bool optimizer_given = false; // --optimizer given: a trainer that does not offer it is a usage error
  bool res_given = false; // --res given; else the model's own training size
  bool classes_given = false; // --classes given; else COCO's 80, or ImageNet-1k's 1000 for a classifier
  bool workers_given = false; // --workers given: vsize does not size the workers down
  std::vector<std::string> gpu_list;
  std::vector<std::string> cpu_list;
  std::vector<std::string> platform_list;
  bool all_platforms = false;
  bool no_nvlink_bridge = false;
  std::string experiments; // empty: no goal given
  std::string budget; // empty: none
  std::string rank_by;
  std::string top;
  bool show_rejected = false;
  // Check and host pins.
  std::string gpu;
  std::string count;
  std::string server; // check --server ID: a line-up server
  std::string platform;
  std::string cpu;
  std::string sockets; // "": the chassis' (or 2)
  std::string ram_gb; // "": vsize sizes the RAM
  // A host outside the catalog (check): its cores, threads and base clock.
  std::string cpu_cores, cpu_threads, cpu_ghz;
  std::string psu;
  std::string psus; // "": vsize sizes the PSUs
  std::string circuit;
  std::string redundancy, region;
  // Clusters: nodes ("4" in check, "1,2,4" to rank), the fabric, its NICs, the shared filesystem.
  std::string nodes = "1";
  std::string fabric;
  std::string nics_per_node; // "": vsize sizes them
  std::string shared_storage_gb_s; // "": no rating given
  // launch: the dataset path the job passes, the job's name ("": from the model), the image.
  std::string data; // "": the trainer's kind (a data YAML for Ultralytics and YOLOv5, else a directory)
  std::string job_name;
  std::string image = "your-registry/trainer:latest";
  // Money (SPEC §9): empty = the default.
  std::string currency;
  std::string tariff;
  std::string pue;
  std::string life_years;
  std::string colocation;
  std::string utilisation;
  std::string commitment = "on-demand";
  // Output and catalog.
  std::string format;
  std::string color = "auto";
  std::string csv_delimiter = ",";
  std::string csv_decimal = "point";
  std::string lang = "en";
  bool json = false;
  std::vector<std::string> catalogs;
  std::string config_file; // --config: read by expand_config before parsing
  bool no_default_catalog = false;
  // catalog subcommands.
  std::string list_kind;
  std::string show_id;
  std::string validate_file;
  std::string help_topic; // vsize help [command]
  // accuracy.
  std::string calibration_file; // empty: the embedded rows
  bool accuracy_rows = false;
  bool catalog_patch = false;
  std::optional<int> explain_row; // accuracy --explain ID

  // Every default from a default-constructed Workload, SearchRequest and HostPins.
  RawOptions();
};

// The subcommands, for dispatch and for suggestions on unknown options.
// An option only the ranking takes (--gpus, --top, ...): check and explain have no use for it.
bool is_ranking_option(const std::string& name);

struct Commands {
  CLI::App* check = nullptr;
  CLI::App* explain = nullptr;
  CLI::App* catalog = nullptr;
  CLI::App* list = nullptr;
  CLI::App* show = nullptr;
  CLI::App* validate = nullptr;
  CLI::App* accuracy = nullptr;
  CLI::App* help = nullptr;
  CLI::App* schema = nullptr;
  CLI::App* launch = nullptr;
  RawOptions* options = nullptr; // what the options are bound to
};

// The id of the GPU `key` names; a bare number is taken for a GPU count typed into --gpu and
// answered with the option for counts (`count_option`: --count in check, --gpus in the ranking).
std::string gpu_id(const Catalog& cat, const std::string& key, const char* count_option);

// A value as an error message quotes it: in single quotes, control characters escaped (\n, \t,
// \xNN), so a stray newline or NUL byte cannot end or split the one line stderr gets.
std::string printable(const std::string& value);
// `text` with its control characters and the bytes that are not UTF-8 escaped (\n, \t, \x1b,
// \xff) and a run of 256 characters or more without a space cut: an error stays one readable line on a
// terminal whatever the user typed. `cut` false keeps every character (a path echoed in an output).
std::string escape_controls(const std::string& text, bool cut = true);
// Whether `text` is well-formed UTF-8 throughout (RFC 3629): what JSON, YAML and HTML can carry.
bool is_utf8(const std::string& text);

// Declares every option and subcommand of `app`, bound to `o`; the options of check, explain and
// launch only when that subcommand is parsed (define_config_options).
Commands define_options(CLI::App& app, RawOptions& o);

// check, explain and launch take some 90 options each, and CLI11 (2.1) compares each new option's
// names with every option before it: declaring all three up front was a fifth of a run's time
// under the sanitizers and a millisecond of vsize's start-up. Each subcommand's options are
// declared by its pre-parse callback, when it is typed; help, --config and the error messages
// that list other commands' options declare them all first (define_all_options). Idempotent.
void define_config_options(const Commands& c, CLI::App* sub);
void define_all_options(const Commands& c);

// `--cache` given on the command line (a RAM cache the server cannot hold is then an error,
// not a switch to disk).
// `option` given on the command line, to vsize or to check/explain.
bool option_given(const CLI::App& app, const Commands& c, const std::string& name);
// "auto" (any case) typed for an option whose default is the model's or the data set's own (--res,
// --dataset, --classes, which --help shows as auto): `value` goes back to `default_value`, as if
// the option were not given. Returns whether it was.
bool reset_if_auto(std::string& value, const std::string& default_value);

Workload build_workload(const RawOptions& o, const Catalog& cat);
HostPins build_pins(const RawOptions& o, const Catalog& cat, bool single_cpu);
// The nodes of check, explain and launch: one count.
int build_nodes(const RawOptions& o);

// check --cpu-cores N --cpu-ghz F [--cpu-threads T]: the catalog with a CPU record for that host
// (id described-cpu), which the pins then name; nullopt when no host is described.
std::optional<Catalog> with_described_host(const RawOptions& o, const Catalog& cat, HostPins& pins);
SearchRequest build_search(const RawOptions& o, const Catalog& cat);
MoneyOptions build_money(const RawOptions& o, const Catalog& cat);

// The modes to try: all three for --mode auto (and by default when a goal is given), else the
// workload's one.
std::vector<Mode> modes_for(const RawOptions& o, bool goal_given);

// The output formats a command offers: --help lists them, dispatch refuses any other.
inline const std::vector<Format> k_all_formats = {Format::table, Format::json, Format::csv, Format::markdown,
                                                  Format::html};
inline const std::vector<Format> k_catalog_list_formats = {Format::table, Format::json, Format::csv, Format::markdown};
inline const std::vector<Format> k_table_json = {Format::table, Format::json};
inline const std::vector<Format> k_table_only = {Format::table};

// The output format --format (and --json) asks of `command`, one of those it offers; any other,
// a word no command knows too, is a usage error naming them (review s80 F8: `catalog --format xml`
// offered html, which catalog list then refused).
Format output_format(const RawOptions& o, std::string_view command, const std::vector<Format>& offered);

// The --csv-delimiter character: one of , ; | or a tab ("tab" or "\t").
char csv_delimiter(const std::string& s);
// --csv-decimal: true for comma (which then cannot be the delimiter too).
bool csv_decimal_comma(const std::string& decimal, char delimiter);

// Parses an enum option case-insensitively; UsageError listing the choices otherwise (and
// `also`, a word the caller accepts besides them, such as "auto").
template <class E>
E parse_choice(const std::string& option, const std::string& value, const std::string& also = "");

} // namespace vsize::cli
