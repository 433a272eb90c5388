#pragma once
// The build-time form of a catalog: every value the record readers returned while reading the
// JSON, in the order they asked for them. Replaying a tape through the same readers rebuilds
// the catalog without parsing JSON, so vsize starts without reading its 270 kB catalog
// (tools/catalog_tape.cpp writes the embedded one at build time; RecordReader replays it).
// The readers are the only list of fields: nothing is declared twice. Internal to the core.
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vsize::catalog_io {

class TapeWriter {
public:
  void put_double(double v) { put_raw(&v, sizeof v); }
  void put_int(long long v) { put_raw(&v, sizeof v); }
  void put_bool(bool v) { m_bytes.push_back(v ? '\1' : '\0'); }
  void put_string(std::string_view s) {
    put_int(static_cast<long long>(s.size()));
    m_bytes.append(s.data(), s.size());
  }
  const std::string& bytes() const { return m_bytes; }

private:
  void put_raw(const void* p, std::size_t n) { m_bytes.append(static_cast<const char*>(p), n); }
  std::string m_bytes;
};

class TapeReader {
public:
  explicit TapeReader(std::string_view bytes) : m_bytes(bytes) {}
  double get_double() {
    double v = 0;
    get_raw(&v, sizeof v);
    return v;
  }
  long long get_int() {
    long long v = 0;
    get_raw(&v, sizeof v);
    return v;
  }
  bool get_bool() { return take(1)[0] != '\0'; }
  std::string_view get_string() { return take(static_cast<std::size_t>(get_int())); }
  bool at_end() const { return m_pos == m_bytes.size(); }

private:
  void get_raw(void* p, std::size_t n) { std::memcpy(p, take(n).data(), n); }
  std::string_view take(std::size_t n) {
    std::string_view s = m_bytes.substr(m_pos, n);
    m_pos += n;
    return s;
  }
  std::string_view m_bytes;
  std::size_t m_pos = 0;
};

} // namespace vsize::catalog_io
