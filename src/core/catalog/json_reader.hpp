#pragma once
// Reading catalog JSON: the file-level checks (size, nesting, top level) and RecordReader, which
// reads the fields of one record and collects every problem as one line. Internal to the core.
#include "tape.hpp"

#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vsize::catalog_io {

using nlohmann::json;

inline constexpr int k_max_depth = 32;
inline constexpr double k_max_figure = 1e9; // no catalog figure is anywhere near this
// The smallest positive figure a field takes unless it names its own floor: the catalog's
// smallest is 2e-5 (a weight decay); 1e-308 would make its reciprocals infinite (review s84 F1/F4).
inline constexpr double k_min_figure = 1e-9;

std::string lower(std::string_view s);

// Ids are lowercase letters, digits, '.' and '-', at most 64 characters.
bool valid_id(const std::string& id);

// The document's top level, after the size and nesting checks. Throws CatalogError.
json parse_root(std::string_view text, const std::string& origin);

// nlohmann's parse failure as one line a reader can act on: "parse error at line L, column C: ..."
// without the library's "[json.exception...]" prefix; a number past a double named as such.
std::string json_error_text(const nlohmann::json::exception& e);

// Reads fields of one record and collects every problem as one line ("where: field: what").
// From JSON (recording every value it returns on `record` when given), or replaying a tape
// (tape.hpp): the same calls in the same order return the recorded values.
class RecordReader {
public:
  RecordReader(const json& j, std::string where, std::vector<std::string>& errors, TapeWriter* record = nullptr)
      : m_j(&j), m_record(record), m_where(std::move(where)), m_errors(errors) {}
  RecordReader(TapeReader& replay, std::vector<std::string>& errors)
      : m_replay(&replay), m_where("catalog tape"), m_errors(errors) {}

  void fail(const std::string& field, const std::string& what);

  std::string str(const char* key, bool required = true);
  // A positive finite number (or >= 0 when allow_zero), below k_max_figure; a positive value
  // under `min` is out of scale for the figure (1e-300 TF), so an error too.
  double num(const char* key, bool allow_zero = false, double max = k_max_figure, double min = k_min_figure);
  std::optional<double> opt_num(const char* key, bool allow_zero = false, double max = k_max_figure,
                                double min = k_min_figure);
  int integer(const char* key, bool allow_zero = false, int max = 1000000);
  std::optional<int> opt_int(const char* key, bool allow_zero = false, int max = 1000000);
  bool boolean(const char* key, bool required = true);
  // A signed fraction above -1 and at most `max` (an error band, e.g. -0.35), required.
  double signed_fraction(const char* key, double max);
  // A string that must be one of `allowed` (reported otherwise); empty when optional and absent.
  std::string one_of(const char* key, std::initializer_list<const char*> allowed, bool required = true);
  // A list of strings; with `if_empty`, an empty list is an error saying that (review s84 F7: an
  // empty cpu_families read "takes , not EPYC 9005").
  std::vector<std::string> strings(const char* key, bool required = true, const char* if_empty = nullptr);
  std::vector<int> integers(const char* key, int min, int max);
  // An optional list of signed fractions (each as signed_fraction), ascending; empty when absent.
  std::vector<double> signed_fractions(const char* key, double max);
  // An optional list of positive numbers up to `max`; empty when absent or null.
  std::vector<double> positive_numbers(const char* key, double max);

  // An enum by its spellings (enums.hpp); the first spelling when missing or wrong (reported).
  template <class E>
  E choice(const char* key, bool required = true) {
    std::string v = str(key, required);
    if (v.empty()) {
      return EnumTraits<E>::spellings[0].value;
    }
    if (auto e = parse_enum<E>(v)) {
      return *e;
    }
    fail(key, "must be one of " + fmt::format("{}", fmt::join(enum_names<E>(), ", ")) + " (got \"" + v + "\")");
    return EnumTraits<E>::spellings[0].value;
  }

  // Every spelling in a list field of enum values ("redundancy": ["n+1", "n+n"]).
  template <class E>
  std::vector<E> choices(const char* key) {
    std::vector<E> out;
    for (const auto& s : strings(key)) {
      if (auto v = parse_enum<E>(s)) {
        out.push_back(*v);
      } else {
        fail(key, "must list " + fmt::format("{}", fmt::join(enum_names<E>(), " and/or ")) + " (got \"" + s + "\")");
      }
    }
    return out;
  }

  // id, name (when `named`), source, as_of, estimate, notes, aliases, and the record's text.
  void provenance(Provenance& p, bool named = true);

  // After the record is read: every field the reader never asked for is a mistake (a misspelt
  // key would otherwise be dropped in silence), reported with the closest field it knows. For an
  // overlay's patch of a record, `patch` holds the keys it wrote: a key the patched record kept
  // from the base, which the patch made unread (close_mosaic_epochs 0 leaves the no-mosaic loader
  // costs unread), is nobody's typo and passes (review s84 F6).
  void reject_unknown_fields(const json* patch = nullptr);

  // The records of a list field, each read by `read(sub_reader, item)`; their problems are
  // reported under `key` (a PSU's efficiency curve, a GPU's MIG profiles).
  template <class T, class Fn>
  std::vector<T> objects(const char* key, bool required, const char* example, Fn read) {
    return objects<T>(key, required, example, read, [](const T&) {});
  }
  // As above; `check(item)` runs on each entry that read without problems.
  template <class T, class Fn, class Check>
  std::vector<T> objects(const char* key, bool required, const char* example, Fn read, Check check) {
    std::vector<T> out;
    if (m_replay) {
      for (long long n = m_replay->get_int(); n > 0; --n) {
        RecordReader r(*m_replay, m_errors);
        out.emplace_back();
        read(r, out.back());
      }
      return out;
    }
    auto it = field(key);
    if (it == m_j->end() || it->is_null() || (required && it->is_array() && it->empty()) || !it->is_array()) {
      if (it != m_j->end() && !it->is_null() && !it->is_array()) {
        fail(key, "must be a list");
      } else if (required) {
        fail(key, std::string("missing (add ") + example + ")");
      }
      put_count(0);
      return out;
    }
    put_count(it->size());
    for (const auto& item : *it) {
      if (!item.is_object()) {
        fail(key, "each entry must be an object");
        continue;
      }
      std::vector<std::string> sub;
      RecordReader r(item, "entry", sub, m_record);
      T t{};
      read(r, t);
      r.reject_unknown_fields();
      for (const auto& e : sub) {
        fail(key, e.substr(e.find(": ") + 2));
      }
      if (sub.empty()) {
        check(t);
        out.push_back(std::move(t));
      }
    }
    return out;
  }

private:
  // An optional list of finite numbers, each passing ok(value, the previous value or -inf);
  // `what` is the error otherwise. Empty when absent or null.
  std::vector<double> number_list(const char* key, const std::function<bool(double, double)>& ok,
                                  const std::string& what);
  void put_count(std::size_t n) {
    if (m_record) {
      m_record->put_int(static_cast<long long>(n));
    }
  }
  // A required figure given as null is as missing as one left out (a wrong type is reported where
  // it is read).
  bool absent_or_null(const char* key) {
    auto it = field(key);
    return it == m_j->end() || it->is_null();
  }
  // The record's field `key`, which the reader thereby knows (reject_unknown_fields).
  json::const_iterator field(const char* key) {
    m_known.emplace_back(key);
    return m_j->find(key);
  }

  const json* m_j = nullptr;
  TapeWriter* m_record = nullptr;
  TapeReader* m_replay = nullptr;
  std::string m_where;
  std::vector<std::string>& m_errors;
  std::vector<std::string> m_known; // the fields the reader asked for, present or not
};

} // namespace vsize::catalog_io
