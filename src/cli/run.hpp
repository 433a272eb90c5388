#pragma once
// The whole program, testable in-process: parses arguments, reads catalog files, runs the
// core, formats (`run_cli({"vsize", "check", ...}, out, err)`). main.cpp only forwards here.
#include <iosfwd>
#include <string>
#include <vector>

namespace vsize {

struct Terminal {
  bool stdout_is_tty = false;
  bool no_color = false; // NO_COLOR is set to a non-empty value (no-color.org)
  bool dumb = false; // TERM=dumb
};

// The terminal as the environment describes it: NO_COLOR counts only when non-empty
// (no-color.org), TERM=dumb turns colour off. Null pointers: the variable is not set.
Terminal terminal_from(bool stdout_is_tty, const char* no_color_env, const char* term_env);

// Returns the process exit code (README "Exit codes"). Writes the complete output to `out`
// only on success or exit 3; errors go to `err` as one line each.
int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
            const Terminal& term = Terminal{});

} // namespace vsize
