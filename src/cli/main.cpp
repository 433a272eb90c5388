#include "run.hpp"

#include <cstdlib>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
  std::vector<std::string> args(argv, argv + argc);
  vsize::Terminal term;
  term.stdout_is_tty = isatty(STDOUT_FILENO) != 0;
  term.no_color = std::getenv("NO_COLOR") != nullptr;
  return vsize::run_cli(args, std::cout, std::cerr, term);
}
