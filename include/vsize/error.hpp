#pragma once
// Errors that leave the core. Each maps to one documented exit code (README "Exit codes").
#include <stdexcept>
#include <string>
#include <vector>

namespace vsize {

enum class ExitCode : int { ok = 0, runtime = 1, usage = 2, nothing_fits = 3 };

// A bad command line: unknown option or id, impossible value. Exit 2.
class UsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// An unreadable, malformed or inconsistent catalog. Exit 1.
class CatalogError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
  // Every problem found in one pass, one per line.
  explicit CatalogError(const std::vector<std::string>& problems) : std::runtime_error(join(problems)) {}

private:
  static std::string join(const std::vector<std::string>& lines) {
    std::string all;
    for (const auto& l : lines) {
      all += (all.empty() ? "" : "\n") + l;
    }
    return all;
  }
};

// A calibration file (`vsize accuracy --calibration FILE`) that cannot be read or holds a bad row.
// Exit 1, as a catalog's; said as the calibration's (review s80 F8).
class CalibrationError : public CatalogError {
public:
  using CatalogError::CatalogError;
};

// A command that has nothing to write for what does not fit (launch: no job for a configuration
// that does not fit). Exit 3, stdout empty, the reason on stderr.
class NotFitError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

} // namespace vsize
