#pragma once
// Shared fixtures for tests that drive the whole program in-process (run_cli): a run's exit
// code and streams, temporary files, whole-file reads.
#include "run.hpp"
#include "vsize/error.hpp"

#include <fmt/format.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace vsize::test {

struct Run {
  int code = -1;
  std::string out;
  std::string err;

  std::vector<std::string> lines() const {
    std::vector<std::string> v;
    std::istringstream in(err);
    std::string l;
    while (std::getline(in, l)) {
      v.push_back(l);
    }
    return v;
  }
  std::string first_line() const {
    auto v = lines();
    return v.empty() ? std::string() : v.front();
  }
};

// `vsize args...` in-process.
inline Run run(std::vector<std::string> args, const Terminal& term = Terminal{}) {
  args.insert(args.begin(), "vsize");
  std::ostringstream out;
  std::ostringstream err;
  Run r;
  r.code = run_cli(args, out, err, term);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// A CSV output's header and its first record (CRLF records), for the checks of its last columns.
inline std::pair<std::string, std::string> csv_head(const std::string& csv) {
  const std::size_t end = csv.find("\r\n");
  const std::string header = csv.substr(0, end);
  const std::size_t next = csv.find("\r\n", end + 2);
  return {header, csv.substr(end + 2, next == std::string::npos ? std::string::npos : next - end - 2)};
}

// One CSV record's fields (RFC 4180: a quoted field holds commas and doubled quotes), to read a
// column by its place.
inline std::vector<std::string> csv_fields(const std::string& record) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < record.size(); ++i) {
    const char c = record[i];
    if (quoted && c == '"' && i + 1 < record.size() && record[i + 1] == '"') {
      fields.back() += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

// A report as one line: its wrapping (newlines and the indent after them) undone, runs of spaces
// as one, so a phrase can be found wherever the 98-column wrap broke it.
inline std::string unwrapped(const std::string& text) {
  std::string flat;
  for (char c : text) {
    if (c == '\n') c = ' ';
    if (c != ' ' || flat.empty() || flat.back() != ' ') flat += c;
  }
  return flat;
}

inline std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// A file under the temp directory, removed when it goes out of scope.
class TempFile {
public:
  explicit TempFile(const std::string& content, const std::string& suffix = ".json") {
    static std::atomic<unsigned> counter{0};
    static const unsigned salt = std::random_device{}();
    m_path = (std::filesystem::temp_directory_path() /
              ("vsize-test-" + std::to_string(salt) + "-" + std::to_string(counter++) + suffix))
                 .string();
    std::ofstream f(m_path, std::ios::binary);
    f.write(content.data(), static_cast<std::streamsize>(content.size()));
    REQUIRE(f.good());
  }
  ~TempFile() {
    std::error_code ec;
    std::filesystem::remove(m_path, ec);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return m_path; }

private:
  std::string m_path;
};

inline constexpr int k_usage = static_cast<int>(ExitCode::usage);

// A usage error as README "Exit codes" promises: exit 2, stdout empty, one stderr line that
// names the problem.
inline void check_usage_error(const std::vector<std::string>& args, const std::string& must_contain) {
  Run r = run(args);
  INFO(fmt::format("vsize {}\n  stderr: {}", fmt::join(args, " "), r.err));
  CHECK(r.code == k_usage);
  CHECK(r.out.empty());
  CHECK(r.lines().size() == 1);
  CHECK_THAT(r.first_line(), Catch::StartsWith("vsize: error: ") && Catch::Contains(must_contain));
}

} // namespace vsize::test
