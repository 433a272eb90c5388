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
std::vector<std::string> expand_config(const CLI::App& app, const Commands& c, const std::vector<std::string>& args);

} // namespace vsize::cli
