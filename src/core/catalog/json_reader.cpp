// Reading catalog JSON (src/core/catalog/json_reader.hpp).
#include "json_reader.hpp"

#include "vsize/catalog.hpp"
#include "vsize/error.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <limits>
#include <set>

namespace vsize::catalog_io {

namespace {

// Deepest nesting of [ and { outside strings; rejects hostile files before parsing.
int nesting_depth(std::string_view text) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  bool escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > k_max_depth) {
        return deepest;
      }
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// A catalog's -0.0 reads as 0 (-0.0 + 0.0 is +0.0), so no output prints "-0" or "+-0 %".
double signless(double v) { return v + 0.0; }

} // namespace

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 64) {
    return false;
  }
  return std::all_of(id.begin(), id.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'; });
}

std::string json_error_text(const json::exception& e) {
  std::string what = e.what();
  auto pos = what.find("parse error");
  if (pos != std::string::npos) return what.substr(pos);
  // out_of_range.406: "number overflow parsing '1e400'".
  pos = what.find("number overflow parsing");
  if (pos != std::string::npos) {
    return what.substr(pos) + ": past the largest double (about 1.8e308); write the figure in range";
  }
  pos = what.find("] ");
  return pos != std::string::npos ? what.substr(pos + 2) : what;
}

json parse_root(std::string_view text, const std::string& origin) {
  if (text.size() > k_max_catalog_file_bytes) {
    throw CatalogError(catalog_too_large(origin, text.size()));
  }
  // nlohmann's parser reads a NUL byte as the end of the input and would call a binary file
  // "unexpected end of input" at its first NUL.
  if (auto nul = text.find('\0'); nul != std::string_view::npos) {
    throw CatalogError(origin + ": holds a NUL byte at offset " + std::to_string(nul) +
                       ": not a JSON text file (give a UTF-8 JSON file, see docs/catalog.md)");
  }
  if (nesting_depth(text) > k_max_depth) {
    throw CatalogError(origin + ": nested deeper than " + std::to_string(k_max_depth) +
                       " levels; a catalog is a few levels deep (see docs/catalog.md)");
  }
  json root;
  // A key twice in one object: JSON readers keep the last, so the first would be dropped in
  // silence (a second "gpus" list emptied the first). The parser's events find it.
  std::vector<std::set<std::string>> open_objects;
  std::string twice;
  auto keys = [&](int /*depth*/, json::parse_event_t event, json& parsed) {
    if (event == json::parse_event_t::object_start) {
      open_objects.emplace_back();
    } else if (event == json::parse_event_t::object_end && !open_objects.empty()) {
      open_objects.pop_back();
    } else if (event == json::parse_event_t::key && !open_objects.empty() &&
               !open_objects.back().insert(parsed.get<std::string>()).second && twice.empty()) {
      twice = parsed.get<std::string>();
    }
    return true;
  };
  try {
    root = json::parse(text.begin(), text.end(), keys);
  } catch (const json::exception& e) { // parse_error, and out_of_range for numbers past a double
    throw CatalogError(origin + ": not valid JSON: " + json_error_text(e));
  }
  if (!twice.empty()) {
    throw CatalogError(origin + ": key \"" + twice +
                       "\" appears twice in one object, and JSON keeps only the last; remove or merge the other");
  }
  if (!root.is_object()) {
    throw CatalogError(origin + ": the top level must be an object with lists gpus, cpus, ... (docs/catalog.md)");
  }
  return root;
}

void RecordReader::fail(const std::string& field, const std::string& what) {
  m_errors.push_back(m_where + ": " + field + ": " + what);
}

namespace {

// A line break in a name split the table's and the markdown's rows; every catalog text is one line.
void refuse_controls(const std::string& v, const char* key, RecordReader& r) {
  if (std::any_of(v.begin(), v.end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; })) {
    r.fail(key, "contains a control character (a line break, tab or NUL); write it on one line");
  }
}

std::string string_of(const json& j, const char* key, bool required, RecordReader& r) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) {
    if (required) {
      r.fail(key, "missing (add a string)");
    }
    return {};
  }
  if (!it->is_string()) {
    r.fail(key, "must be a string");
    return {};
  }
  std::string v = it->get<std::string>();
  if (v.empty() && required) {
    r.fail(key, "empty (give it a value)");
  }
  refuse_controls(v, key, r);
  return v;
}

} // namespace

std::string RecordReader::str(const char* key, bool required) {
  if (m_replay) {
    return std::string(m_replay->get_string());
  }
  field(key);
  std::string v = string_of(*m_j, key, required, *this);
  if (m_record) {
    m_record->put_string(v);
  }
  return v;
}

double RecordReader::num(const char* key, bool allow_zero, double max, double min) {
  auto v = opt_num(key, allow_zero, max, min);
  if (!v && !m_replay && absent_or_null(key)) {
    fail(key, "missing (add a number)");
  }
  return v.value_or(0.0);
}

namespace {

std::optional<double> number_of(const json& j, const char* key, bool allow_zero, double max, double min,
                                RecordReader& r) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) {
    return std::nullopt;
  }
  if (!it->is_number()) {
    r.fail(key, "must be a number");
    return std::nullopt;
  }
  double v = it->get<double>();
  if (!std::isfinite(v) || v < 0 || (!allow_zero && v == 0) || v > max) {
    r.fail(key, "must be " + std::string(allow_zero ? "zero or positive" : "positive") + " and at most " +
                    fmt::format("{:g}", max) + " (got " + it->dump() + ")");
    return std::nullopt;
  }
  if (v > 0 && v < min) {
    r.fail(key, fmt::format("must be at least {:g} (got {}); a figure this small is a unit slip", min, it->dump()));
    return std::nullopt;
  }
  return signless(v);
}

std::optional<int> integer_of(const json& j, const char* key, bool allow_zero, int max, RecordReader& r) {
  auto it = j.find(key);
  if (it == j.end() || it->is_null()) {
    return std::nullopt;
  }
  if (!it->is_number_integer() && !it->is_number_unsigned()) {
    r.fail(key, "must be an integer");
    return std::nullopt;
  }
  auto v = it->get<long long>();
  if (v < 0 || (!allow_zero && v == 0) || v > max) {
    r.fail(key, "must be an integer from " + std::to_string(allow_zero ? 0 : 1) + " to " + std::to_string(max) +
                    " (got " + it->dump() + ")");
    return std::nullopt;
  }
  return static_cast<int>(v);
}

} // namespace

std::optional<double> RecordReader::opt_num(const char* key, bool allow_zero, double max, double min) {
  if (m_replay) {
    bool has = m_replay->get_bool();
    double v = m_replay->get_double();
    return has ? std::optional<double>(v) : std::nullopt;
  }
  field(key);
  std::optional<double> v = number_of(*m_j, key, allow_zero, max, min, *this);
  if (m_record) {
    m_record->put_bool(v.has_value());
    m_record->put_double(v.value_or(0.0));
  }
  return v;
}

int RecordReader::integer(const char* key, bool allow_zero, int max) {
  auto v = opt_int(key, allow_zero, max);
  if (!v && !m_replay && absent_or_null(key)) {
    fail(key, "missing (add an integer)");
  }
  return v.value_or(0);
}

std::optional<int> RecordReader::opt_int(const char* key, bool allow_zero, int max) {
  if (m_replay) {
    bool has = m_replay->get_bool();
    auto v = static_cast<int>(m_replay->get_int());
    return has ? std::optional<int>(v) : std::nullopt;
  }
  field(key);
  std::optional<int> v = integer_of(*m_j, key, allow_zero, max, *this);
  if (m_record) {
    m_record->put_bool(v.has_value());
    m_record->put_int(v.value_or(0));
  }
  return v;
}

bool RecordReader::boolean(const char* key, bool required) {
  if (m_replay) {
    return m_replay->get_bool();
  }
  bool v = false;
  auto it = field(key);
  if (it == m_j->end() || it->is_null()) {
    if (required) {
      fail(key, "missing (add true or false)");
    }
  } else if (!it->is_boolean()) {
    fail(key, "must be true or false");
  } else {
    v = it->get<bool>();
  }
  if (m_record) {
    m_record->put_bool(v);
  }
  return v;
}

double RecordReader::signed_fraction(const char* key, double max) {
  if (m_replay) {
    return m_replay->get_double();
  }
  double v = 0;
  auto it = field(key);
  if (it == m_j->end() || !it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() <= -1 ||
      it->get<double>() > max) {
    fail(key, "missing or out of range (a signed error above -1, e.g. -0.35)");
  } else {
    v = signless(it->get<double>());
  }
  if (m_record) {
    m_record->put_double(v);
  }
  return v;
}

namespace {

// YYYY, YYYY-MM or YYYY-MM-DD, a day the calendar has (2026-02-30 and year 0000 are slips).
bool partial_date(const std::string& d) {
  auto digits = [&](std::size_t from, std::size_t n) {
    return std::all_of(d.begin() + static_cast<long>(from), d.begin() + static_cast<long>(from + n),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
  };
  bool year = d.size() >= 4 && digits(0, 4);
  bool month = d.size() >= 7 && d[4] == '-' && digits(5, 2);
  bool day = d.size() == 10 && d[7] == '-' && digits(8, 2);
  if (!(year && (d.size() == 4 || (month && (d.size() == 7 || day))))) return false;
  int y = std::stoi(d.substr(0, 4));
  int m = d.size() >= 7 ? std::stoi(d.substr(5, 2)) : 1;
  int dd = d.size() == 10 ? std::stoi(d.substr(8, 2)) : 1;
  bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  constexpr int k_days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return y >= 1900 && m >= 1 && m <= 12 && dd >= 1 && dd <= k_days[m - 1] + (m == 2 && leap ? 1 : 0);
}

// A citation: a title, and optionally its publisher, date (YYYY[-MM[-DD]]), URL and detail.
void read_citation(RecordReader& r, Citation& c) {
  c.title = r.str("title");
  c.publisher = r.str("publisher", false);
  c.date = r.str("date", false);
  c.url = r.str("url", false);
  c.detail = r.str("detail", false);
  if (!c.date.empty() && !partial_date(c.date)) {
    r.fail("date", "must be YYYY, YYYY-MM or YYYY-MM-DD (got \"" + c.date + "\")");
  }
  if (!c.url.empty() && c.url.rfind("https://", 0) != 0 && c.url.rfind("http://", 0) != 0) {
    r.fail("url", "must start with https:// or http:// (got \"" + c.url + "\")");
  }
}

} // namespace

void RecordReader::provenance(Provenance& p, bool named) {
  p.id = str("id");
  if (!p.id.empty() && !valid_id(p.id)) {
    // The length is said when it is the fault (review s84 F8: 65 letters read "must be lowercase").
    fail("id", p.id.size() > 64 ? fmt::format("at most 64 characters (got {})", p.id.size())
                                : "must be lowercase letters, digits, '.' and '-' (got \"" + p.id + "\")");
  }
  p.name = str("name", named);
  p.sources = objects<Citation>("sources", false, "[{\"title\": ..., \"url\": ...}]", read_citation);
  // An empty list cites nothing (review s84 F4: accepted, though a record's figures need a source).
  if (m_j) {
    auto it = m_j->find("sources");
    if (it != m_j->end() && it->is_array() && it->empty()) {
      fail("sources", "empty: cite at least one public document ({\"title\": ..., \"url\": ...}), or leave it out");
    }
  }
  p.source = str("source", false);
  // A sources that is there but not a list has its own line ("must be a list"): not "missing" too
  // (review s73).
  if (named && p.sources.empty() && p.source.empty() && !m_replay && absent_or_null("sources")) {
    fail("sources", "missing (add [{\"title\": \"...\", \"publisher\": \"...\", \"date\": \"2026-01\", \"url\": "
                    "\"https://...\"}], the public documents the figures come from)");
  }
  // Our own pointers behind the figures (research notes, seed paths): a string where present, never
  // kept, so no output can show them (review s88 sources D3).
  str("research", false);
  p.as_of = str("as_of");
  if (!p.as_of.empty() && !(p.as_of.size() == 10 && partial_date(p.as_of))) {
    fail("as_of", "must be a date YYYY-MM-DD, the day the sources were read (got \"" + p.as_of + "\")");
  }
  p.estimate = str("estimate", false);
  p.notes = str("notes", false);
  p.aliases = strings("aliases", false);
  if (m_replay) {
    p.raw_json = m_replay->get_string();
    return;
  }
  p.raw_owner = std::make_shared<const std::string>(m_j->dump());
  p.raw_json = *p.raw_owner;
  if (m_record) {
    m_record->put_string(p.raw_json);
  }
}

void RecordReader::reject_unknown_fields(const json* patch) {
  if (!m_j) {
    return; // a replayed tape was checked when it was recorded
  }
  for (const auto& item : m_j->items()) {
    if (std::find(m_known.begin(), m_known.end(), item.key()) != m_known.end()) {
      continue;
    }
    if (patch && !patch->contains(item.key())) {
      continue; // the base record's, unread after the patch
    }
    std::string guess = closest_match(item.key(), m_known);
    fail(item.key(), guess.empty() ? "not a field of this record (docs/catalog.md lists them)"
                                   : "not a field of this record; did you mean '" + guess + "'?");
  }
}

std::vector<std::string> RecordReader::strings(const char* key, bool required, const char* if_empty) {
  std::vector<std::string> out;
  if (m_replay) {
    for (long long n = m_replay->get_int(); n > 0; --n) {
      out.emplace_back(m_replay->get_string());
    }
    return out;
  }
  auto it = field(key);
  if (it == m_j->end() || it->is_null()) {
    if (required) {
      fail(key, "missing (add a list of strings)");
    }
  } else if (!it->is_array()) {
    fail(key, "must be a list of strings");
  } else if (it->empty() && if_empty) {
    fail(key, std::string("empty: ") + if_empty);
  } else {
    for (const auto& v : *it) {
      if (!v.is_string()) {
        fail(key, "must be a list of strings");
        out.clear();
        break;
      }
      out.push_back(v.get<std::string>());
      refuse_controls(out.back(), key, *this);
    }
  }
  put_count(out.size());
  for (const auto& v : out) {
    m_record ? m_record->put_string(v) : void();
  }
  return out;
}

std::vector<int> RecordReader::integers(const char* key, int min, int max) {
  std::vector<int> out;
  if (m_replay) {
    for (long long n = m_replay->get_int(); n > 0; --n) {
      out.push_back(static_cast<int>(m_replay->get_int()));
    }
    return out;
  }
  auto it = field(key);
  if (it == m_j->end() || !it->is_array() || it->empty()) {
    fail(key, "missing (add a list of integers, e.g. [2, 4, 8])");
  } else {
    for (const auto& v : *it) {
      if (!v.is_number_integer() || v.get<long long>() < min || v.get<long long>() > max) {
        fail(key,
             "must be integers from " + std::to_string(min) + " to " + std::to_string(max) + " (got " + v.dump() + ")");
        out.clear();
        break;
      }
      out.push_back(static_cast<int>(v.get<long long>()));
    }
  }
  put_count(out.size());
  for (int v : out) {
    m_record ? m_record->put_int(v) : void();
  }
  return out;
}

std::vector<double> RecordReader::number_list(const char* key, const std::function<bool(double, double)>& ok,
                                              const std::string& what) {
  std::vector<double> out;
  if (m_replay) {
    for (long long n = m_replay->get_int(); n > 0; --n) {
      out.push_back(m_replay->get_double());
    }
    return out;
  }
  auto it = field(key);
  if (it != m_j->end() && !it->is_null()) {
    bool good = it->is_array();
    for (std::size_t i = 0; good && i < it->size(); ++i) {
      const json& v = (*it)[i];
      good = v.is_number() && std::isfinite(v.get<double>()) &&
             ok(v.get<double>(), out.empty() ? -std::numeric_limits<double>::infinity() : out.back());
      if (good) out.push_back(signless(v.get<double>()));
    }
    if (!good) {
      fail(key, what);
      out.clear();
    }
  }
  put_count(out.size());
  for (double v : out) {
    m_record ? m_record->put_double(v) : void();
  }
  return out;
}

std::vector<double> RecordReader::signed_fractions(const char* key, double max) {
  return number_list(
      key, [max](double v, double previous) { return v > -1 && v <= max && v >= previous; },
      "must be a list of signed errors above -1 in ascending order, e.g. [-0.2, 0.05, 0.3]");
}

std::vector<double> RecordReader::positive_numbers(const char* key, double max) {
  return number_list(
      key, [max](double v, double) { return v > 0 && v <= max; },
      fmt::format("must be a list of positive numbers up to {}, e.g. [0.5, 0.5, 1]", max));
}

std::string RecordReader::one_of(const char* key, std::initializer_list<const char*> allowed, bool required) {
  std::string v = str(key, required);
  if (v.empty() || m_replay) {
    return v;
  }
  for (const char* a : allowed) {
    if (v == a) {
      return v;
    }
  }
  std::string list;
  for (const char* a : allowed) {
    list += (list.empty() ? "" : ", ") + std::string(a);
  }
  fail(key, "must be one of " + list + " (got \"" + v + "\")");
  return v;
}

} // namespace vsize::catalog_io

namespace vsize {

std::string catalog_too_large(const std::string& origin, std::size_t bytes) {
  return fmt::format("{}: file is {} bytes ({:.1f} MiB); a catalog may be at most {} bytes (16 MiB): split it into "
                     "overlays",
                     origin, bytes, static_cast<double>(bytes) / (1024.0 * 1024.0), k_max_catalog_file_bytes);
}

} // namespace vsize
