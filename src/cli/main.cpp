#include "run.hpp"

#include <cstdlib>
#include <iostream>
#include <unistd.h>

int main(int argc, char** argv) {
  std::vector<std::string> args(argv, argv + argc);
  vsize::Terminal term = vsize::terminal_from(isatty(STDOUT_FILENO) != 0, std::getenv("NO_COLOR"), std::getenv("TERM"));
  return vsize::run_cli(args, std::cout, std::cerr, term);
}
