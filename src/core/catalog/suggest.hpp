#pragma once
// "Did you mean": lookups by id, name or alias, and suggestions for what a user may have meant.
// Internal to the core (Catalog's lookups and checks).
#include "json_reader.hpp"

#include "vsize/catalog.hpp"
#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace vsize::catalog_io {

// The words of a name, split at - _ space / ( ) ,
std::vector<std::string> tokens(const std::string& s);

// True when every token of `key` occurs in `text` (both lowercase): "dell xe7745" names
// "dell-poweredge-xe7745", "rtx6000" the alias "rtx6000 blackwell server".
bool tokens_in(const std::vector<std::string>& key_tokens, const std::string& text);

// "; did you mean 'x'?" or "; did you mean one of 'x', 'y'?" ("" for no ids).
std::string suggestion_text(const std::vector<std::string>& ids);

template <class T>
const T* find_exact(const std::vector<T>& records, const std::string& id) {
  for (const auto& r : records) {
    if (r.id == id) {
      return &r;
    }
  }
  return nullptr;
}

template <class T>
const T* find_in(const std::vector<T>& records, std::string_view key) {
  std::string k = lower(key);
  for (const auto& r : records) {
    if (r.id == k) {
      return &r;
    }
  }
  for (const auto& r : records) {
    if (lower(r.name) == k) {
      return &r;
    }
    for (const auto& a : r.aliases) {
      if (lower(a) == k) {
        return &r;
      }
    }
  }
  return nullptr;
}

// Ids a user may have meant by `key`: those whose id, name or an alias starts with it or holds
// every word of it; else the closest id or alias by edit distance.
template <class T>
std::vector<std::string> suggestions(const std::vector<T>& records, std::string_view key) {
  std::string k = lower(key);
  std::vector<std::string> key_tokens = tokens(k);
  std::vector<std::string> out;
  std::vector<std::string> names;
  std::vector<std::string> owners;
  for (const auto& r : records) {
    std::vector<std::string> texts = {r.id, lower(r.name)};
    for (const auto& a : r.aliases) {
      texts.push_back(lower(a));
    }
    for (const auto& t : texts) {
      names.push_back(t);
      owners.push_back(r.id);
      if ((t.rfind(k, 0) == 0 || tokens_in(key_tokens, t)) && std::find(out.begin(), out.end(), r.id) == out.end()) {
        out.push_back(r.id);
      }
    }
  }
  if (out.empty()) {
    std::string guess = closest_match(k, names);
    if (!guess.empty()) {
      out.push_back(owners[static_cast<std::size_t>(std::find(names.begin(), names.end(), guess) - names.begin())]);
    }
  }
  return out;
}

// Other records a name or alias (not an id) may equally mean: those whose id, name or an alias
// holds every word of it as a whole word ("H200" names both h200-sxm and "NVIDIA H200 NVL").
template <class T>
std::vector<std::string> also_meant(const std::vector<T>& records, std::string_view key, const T& found) {
  std::vector<std::string> key_tokens = tokens(lower(key));
  auto holds = [&](const std::string& text) {
    std::vector<std::string> t = tokens(lower(text));
    return std::all_of(key_tokens.begin(), key_tokens.end(),
                       [&](const std::string& k) { return std::find(t.begin(), t.end(), k) != t.end(); });
  };
  std::vector<std::string> out;
  for (const auto& r : records) {
    if (&r == &found) continue;
    bool match = holds(r.id) || holds(r.name) || std::any_of(r.aliases.begin(), r.aliases.end(), holds);
    if (match) out.push_back(r.id);
  }
  return out;
}

// Throws when `key` found `r` by an alias that names other records too: an id or the record's own
// name is unambiguous ("YOLO11x" is yolo11x, not yolo11x-seg); an alias is checked against the
// other records ("H200" also names h200-nvl). `what` starts the message: "gpu 'h200' (--gpu)".
template <class T>
void require_unambiguous(const std::vector<T>& records, std::string_view key, const T& r, const std::string& what) {
  bool exact = r.id == key || lower(r.name) == lower(key);
  std::vector<std::string> others = exact ? std::vector<std::string>{} : also_meant(records, key, r);
  if (!others.empty()) {
    others.insert(others.begin(), r.id);
    std::vector<std::string> quoted;
    for (const auto& id : others) quoted.push_back("'" + id + "'");
    throw UsageError(fmt::format("{} is ambiguous: it names {}; give one of these ids", what, fmt::join(quoted, ", ")));
  }
}

template <class T>
const T& lookup(const std::vector<T>& records, std::string_view key, const char* what, const char* option,
                const char* kind_key) {
  if (const T* r = find_in(records, key)) {
    require_unambiguous(records, key, *r, fmt::format("{} '{}' ({})", what, key, option));
    return *r;
  }
  std::string msg = "unknown " + std::string(what) + " '" + std::string(key) + "' (" + option + ")";
  std::string hint = suggestion_text(suggestions(records, key));
  // The list is named with a guess too: the guess may not be the part meant (review s83 #13).
  std::string list = "'vsize catalog list " + std::string(kind_key) + "'";
  msg += hint.empty() ? "; see " + list : hint + " (all: " + list + ")";
  throw UsageError(msg);
}

} // namespace vsize::catalog_io
