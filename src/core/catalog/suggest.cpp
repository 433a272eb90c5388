// "Did you mean" (src/core/catalog/suggest.hpp) and closest_match (vsize/catalog.hpp).
#include "suggest.hpp"

#include <algorithm>
#include <cctype>

namespace vsize {

namespace catalog_io {

std::vector<std::string> tokens(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == '-' || c == '_' || c == ' ' || c == '/' || c == '(' || c == ')' || c == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

bool tokens_in(const std::vector<std::string>& key_tokens, const std::string& text) {
  return !key_tokens.empty() && std::all_of(key_tokens.begin(), key_tokens.end(),
                                            [&](const std::string& t) { return text.find(t) != std::string::npos; });
}

std::string suggestion_text(const std::vector<std::string>& ids) {
  if (ids.empty()) {
    return {};
  }
  if (ids.size() == 1) {
    return "; did you mean '" + ids.front() + "'?";
  }
  std::vector<std::string> quoted;
  for (std::size_t i = 0; i < ids.size() && i < 8; ++i) {
    quoted.push_back("'" + ids[i] + "'");
  }
  return "; did you mean one of " + fmt::format("{}", fmt::join(quoted, ", ")) + (ids.size() > 8 ? ", ...?" : "?");
}

} // namespace catalog_io

namespace {
// 1 when two characters sit next to each other on a QWERTY keyboard: a likelier typo.
std::size_t adjacent_keys(char a, char b) {
  static const char* const rows[] = {"1234567890-", "qwertyuiop", "asdfghjkl", "zxcvbnm"};
  for (const char* row : rows) {
    std::string_view r(row);
    auto i = r.find(a);
    if (i != std::string_view::npos && ((i > 0 && r[i - 1] == b) || (i + 1 < r.size() && r[i + 1] == b))) {
      return 1;
    }
  }
  return 0;
}
} // namespace

namespace {
// Edit distance in half steps (optimal string alignment): insertions and deletions cost 2,
// substitutions 2, or 1 between neighbouring keys ("yolo11z" -> "yolo11x", not "yolo11n"), and
// two swapped neighbours 1 ("--modle" -> "--model", not "--mode").
std::size_t edit_distance(std::string_view key, const std::string& c) {
  std::vector<std::size_t> before(c.size() + 1), prev(c.size() + 1), cur(c.size() + 1);
  for (std::size_t j = 0; j <= c.size(); ++j) {
    prev[j] = 2 * j;
  }
  for (std::size_t i = 1; i <= key.size(); ++i) {
    cur[0] = 2 * i;
    for (std::size_t j = 1; j <= c.size(); ++j) {
      std::size_t sub = prev[j - 1] + (key[i - 1] == c[j - 1] ? 0 : 2 - adjacent_keys(key[i - 1], c[j - 1]));
      cur[j] = std::min({prev[j] + 2, cur[j - 1] + 2, sub});
      if (i > 1 && j > 1 && key[i - 1] == c[j - 2] && key[i - 2] == c[j - 1] && key[i - 1] != key[i - 2]) {
        cur[j] = std::min(cur[j], before[j - 2] + 1);
      }
    }
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[c.size()];
}
} // namespace

namespace {
// A dash pasted from a spec sheet or PDF (U+2010 to U+2015, U+2212 minus, three bytes in UTF-8)
// is the id's hyphen: 'h200‐nvl' is 'h200-nvl', not 'h200-sxm' (review s86 CI D2).
std::string fold_dashes(std::string_view key) {
  std::string out;
  for (std::size_t i = 0; i < key.size(); ++i) {
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(key[i + k]); };
    bool dash = i + 2 < key.size() && byte(0) == 0xE2 &&
                ((byte(1) == 0x80 && byte(2) >= 0x90 && byte(2) <= 0x95) || (byte(1) == 0x88 && byte(2) == 0x92));
    out += dash ? '-' : key[i];
    i += dash ? 2 : 0;
  }
  return out;
}
} // namespace

std::string closest_match(std::string_view typed, const std::vector<std::string>& candidates) {
  const std::string folded = fold_dashes(typed);
  const std::string_view key = folded;
  std::string best;
  std::size_t best_d = std::string::npos;
  for (const auto& c : candidates) {
    std::size_t d = edit_distance(key, c);
    // A candidate that contains the key (or vice versa) counts as close.
    if (c.find(key) != std::string::npos || (!c.empty() && key.find(c) != std::string_view::npos)) {
      d = std::min<std::size_t>(d, 2);
    }
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  // One edit for words of up to five characters ("pl" is not "en"), one more each three after. A
  // guess for a word of two characters or fewer shares a letter with it: two neighbouring-key
  // slips replace all of "fr", which is not "de" (review s83 #13), where "dp" is "ddp".
  std::size_t limit = 2 * std::max<std::size_t>(1, key.size() / 3);
  bool shares = key.size() > 2 ||
                std::any_of(key.begin(), key.end(), [&](char ch) { return best.find(ch) != std::string::npos; });
  return best_d <= limit && shares ? best : std::string();
}

} // namespace vsize
