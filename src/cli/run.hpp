#pragma once
// The whole program, testable in-process: parses arguments, reads catalog files, runs the
// core, formats (`run_cli({"vsize", "check", ...}, out, err)`). main.cpp only forwards here.
#include <iosfwd>
#include <string>
#include <vector>

namespace vsize {

struct Terminal {
  bool stdout_is_tty = false;
  bool no_color = false; // NO_COLOR is set
};

// Returns the process exit code (README "Exit codes"). Writes the complete output to `out`
// only on success or exit 3; errors go to `err` as one line each.
int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
            const Terminal& term = Terminal{});

} // namespace vsize
