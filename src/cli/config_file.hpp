#pragma once
// --config FILE: the options of a TOML file, as if typed on the command line before the ones that
// were typed (which therefore win).
#include "options.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace vsize::cli {

// `args` (argv, program name first) with --config FILE replaced by the file's options, each put
// where the command it belongs to reads it: top-level keys go to the subcommand being run (check,
// explain) when it takes them, else to vsize itself; a [check] or [explain] table to that command
// only. A ranking-only key (gpus, top, rank-by, ...) is left out for check and explain, so one file
// serves both. Throws UsageError naming the file and the key.
struct ExpandedArgs {
  std::vector<std::string> args;
  std::string config_path; // the file read, or empty
  std::vector<std::string> from_file; // the options ("--res") whose value the file gave
};
ExpandedArgs expand_config(const CLI::App& app, const Commands& c, const std::vector<std::string>& args);

// A usage error about an option whose value the file gave, said with the file ("--res 'abc': must
// be ... (from --config ci.toml)"); any other message as it is (review s80 F8: the file was not named).
std::string with_config_origin(const std::string& message, const ExpandedArgs& expanded);

} // namespace vsize::cli
