// libFuzzer target: input bytes split on '\0' or '\n' into arguments after "vsize", run in-process.
// Contract (SPEC §5): exit code 0..3; on exit 1 or 2 stdout is empty and every stderr line starts
// with "vsize: error: " or "vsize: catalog error: ".
#include "run.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) {
    return 0; // argument vectors are short; long inputs only slow the search down
  }
  std::vector<std::string> args{"vsize"};
  std::string cur;
  for (std::size_t i = 0; i < size; ++i) {
    char c = static_cast<char>(data[i]);
    if (c == '\0' || c == '\n') {
      args.push_back(cur);
      cur.clear();
    } else {
      cur.push_back(c);
    }
  }
  if (!cur.empty()) {
    args.push_back(cur);
  }
  // Keep the fuzzer away from the file system: no catalog paths (fuzz_catalog covers the text).
  for (const auto& a : args) {
    if (a.rfind("--catalog", 0) == 0 || a == "validate") {
      return 0;
    }
  }
  std::ostringstream out;
  std::ostringstream err;
  int code = vsize::run_cli(args, out, err);
  if (code < 0 || code > 3) {
    std::fprintf(stderr, "exit code %d out of range\n", code);
    std::abort();
  }
  if (code == 1 || code == 2) {
    if (!out.str().empty()) {
      std::fprintf(stderr, "exit %d with %zu bytes on stdout\n", code, out.str().size());
      std::abort();
    }
    std::istringstream lines(err.str());
    std::string line;
    int n = 0;
    while (std::getline(lines, line)) {
      ++n;
      if (line.rfind("vsize: error: ", 0) != 0 && line.rfind("vsize: catalog error: ", 0) != 0) {
        std::fprintf(stderr, "bad stderr line for exit %d: %s\n", code, line.c_str());
        std::abort();
      }
    }
    if (n == 0) {
      std::fprintf(stderr, "exit %d with no error line\n", code);
      std::abort();
    }
  }
  return 0;
}
