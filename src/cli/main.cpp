#include "run.hpp"

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
  // A reader that closes the pipe early (| head) makes the write fail instead of killing the process
  // with SIGPIPE (exit 141): run_cli then says so and exits 1, as the README's exit codes promise.
  std::signal(SIGPIPE, SIG_IGN);
  std::vector<std::string> args(argv, argv + argc);
  vsize::Terminal term = vsize::terminal_from(isatty(STDOUT_FILENO) != 0, std::getenv("NO_COLOR"), std::getenv("TERM"));
  return vsize::run_cli(args, std::cout, std::cerr, term);
}
