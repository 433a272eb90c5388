// --config FILE, read with CLI11's own TOML reader (CLI::ConfigTOML) and spliced into the command
// line, so that `vsize check --config ci.toml` and `vsize --config ci.toml check` mean the same.
#include "config_file.hpp"

#include "options.hpp"

#include "vsize/catalog.hpp"
#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <sstream>

namespace vsize::cli {
namespace {

struct ConfigArg {
  std::string path;
  std::size_t at = 0; // index of --config in args
  std::size_t tokens = 0; // 1 (--config=FILE) or 2 (--config FILE)
};

// The one --config; a second is refused like every other repeated option (it was ignored).
std::optional<ConfigArg> find_config(const std::vector<std::string>& args) {
  std::optional<ConfigArg> found;
  for (std::size_t i = 1; i < args.size(); ++i) {
    std::optional<ConfigArg> here;
    if (args[i] == "--config") {
      if (i + 1 >= args.size()) throw UsageError("--config: missing value (give the TOML file: --config ci.toml)");
      here = ConfigArg{args[i + 1], i, 2};
      ++i;
    } else if (args[i].rfind("--config=", 0) == 0) {
      here = ConfigArg{args[i].substr(9), i, 1};
    }
    if (here && here->path.empty()) {
      throw UsageError("--config: the path is empty (give the TOML file: --config ci.toml)");
    }
    if (here && found) {
      throw UsageError(fmt::format("--config: given twice ({} and {}); give one file (options on the command line "
                                   "override it)",
                                   cli::printable(found->path), cli::printable(here->path)));
    }
    if (here) found = here;
  }
  return found;
}

bool is_subcommand(const CLI::App& app, const std::string& name) {
  const auto subs = app.get_subcommands({});
  return std::any_of(subs.begin(), subs.end(), [&](const CLI::App* s) { return s->get_name() == name; });
}

// The subcommand typed (its index in args), or args.size() for the ranking.
std::size_t subcommand_at(const CLI::App& app, const std::vector<std::string>& args) {
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (is_subcommand(app, args[i])) return i;
  }
  return args.size();
}

bool typed_in(const std::vector<std::string>& args, std::size_t from, std::size_t to, const CLI::Option& opt) {
  for (std::size_t i = from; i < to && i < args.size(); ++i) {
    for (const auto& n : opt.get_lnames()) {
      const std::string flag = "--" + n;
      if (args[i] == flag || args[i].rfind(flag + "=", 0) == 0) return true;
    }
  }
  return false;
}

// TOML writes an integer's digits in groups: 50_000 is 50000 ("an underscore between digits",
// toml.io v1.0.0, Integer), which CLI11 hands over as written (review r14: "--dataset '50_000'").
std::string without_digit_separators(const std::string& v) {
  static const std::regex grouped(R"([+-]?[0-9]+(_[0-9]+)+)");
  if (!std::regex_match(v, grouped)) return v;
  std::string digits;
  std::copy_if(v.begin(), v.end(), std::back_inserter(digits), [](char c) { return c != '_'; });
  return digits;
}

// The option's tokens: a flag by itself when true, nothing when false; a value as --name=value
// (a value may start with '-'). A list: one token per element for an option given more than once
// (gpu = ["h200-nvl", "l4"]), the elements joined by commas for a list of counts (gpus = [4, 8]);
// for an option of one value it is an error naming the file.
std::vector<std::string> tokens_of(const ConfigArg& cfg, const CLI::Option& opt, const CLI::ConfigItem& item) {
  const std::string name = opt.get_lnames().front();
  const std::string flag = "--" + name;
  if (opt.get_type_size_max() != 0 &&
      (item.inputs.empty() || (item.inputs.size() == 1 && item.inputs.front().empty()))) {
    throw UsageError(fmt::format("--config {}: {} has no value (give one: {} = ...)", cfg.path, name, name));
  }
  if (opt.get_type_size_max() == 0) {
    const std::string v = item.inputs.empty() ? "true" : item.inputs.front();
    if (v == "true" || v == "1" || v == "on" || v == "yes") return {flag};
    return {};
  }
  if (item.inputs.size() > 1 && opt.get_items_expected_max() <= 1) {
    // --gpus and --nodes take their counts as one comma-separated value (parse_counts).
    if (name != "gpus" && name != "nodes") {
      // The values as read: an array ([640, 1280]) or words after the value (1280 garbage).
      throw UsageError(fmt::format("--config {}: {} takes one value, not a list (read {}); give one, e.g. {} = {}",
                                   cfg.path, name, cli::printable(fmt::format("{}", fmt::join(item.inputs, ", "))),
                                   name, item.inputs.front()));
    }
    return {fmt::format("{}={}", flag, fmt::join(item.inputs, ","))};
  }
  std::vector<std::string> out;
  for (const auto& v : item.inputs) out.push_back(flag + "=" + without_digit_separators(v));
  return out;
}

// CLI11's TOML reader keeps the quote of a string that does not end: `res = "1280`.
void check_value(const ConfigArg& cfg, const CLI::ConfigItem& item) {
  for (const auto& v : item.inputs) {
    if (!v.empty() && (v.front() == '"' || v.front() == '\'')) {
      throw UsageError(
          fmt::format("--config {}: {} = {}: the string does not end (close the quote)", cfg.path, item.fullname(), v));
    }
  }
}

std::string unknown_key(const ConfigArg& cfg, const std::string& key, const std::vector<const CLI::App*>& apps) {
  std::vector<std::string> names;
  for (const CLI::App* a : apps) {
    for (const auto* opt : a->get_options()) {
      for (const auto& n : opt->get_lnames()) names.push_back(n);
    }
  }
  // A table's key is looked up by its own name: 'check.top' is no option of check, and "did you
  // mean 'top'" named the same key (review s78 B6).
  const std::size_t dot = key.rfind('.');
  const std::string bare = dot == std::string::npos ? key : key.substr(dot + 1);
  std::string guess = closest_match(bare, names);
  if (dot != std::string::npos && guess == bare) {
    return fmt::format("--config {}: unknown key {}: [{}] takes {}'s own options, and {} is not one of them", cfg.path,
                       cli::printable(key), key.substr(0, dot), key.substr(0, dot), bare);
  }
  return fmt::format("--config {}: unknown key {}{}", cfg.path, cli::printable(key),
                     guess.empty() ? " (keys are the long option names: res = 1280)"
                                   : "; did you mean '" + guess + "'?");
}

// A UTF-16 file (its byte-order mark FF FE or FE FF; UTF-32 LE's starts the same) reads as bytes
// CLI11 takes for a key ('\xff\xferes'); TOML is UTF-8
// (toml.io v1.0.0: "A TOML file must be a valid UTF-8 encoded Unicode document").
void check_encoding(const ConfigArg& cfg, const std::string& text) {
  if (text.rfind("\xff\xfe", 0) == 0 || text.rfind("\xfe\xff", 0) == 0) {
    throw UsageError(fmt::format("--config {}: the file is UTF-16 (byte-order mark {}); save it as UTF-8", cfg.path,
                                 text[0] == '\xff' ? "FF FE" : "FE FF"));
  }
}

std::string trimmed(const std::string& s) {
  std::size_t a = s.find_first_not_of(" \t\r"); // a CRLF file's blank line is " \r"
  std::size_t b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? std::string() : s.substr(a, b + 1 - a);
}

// What CLI11's TOML reader lets through on a line of its own:
//  - `res = [1280` as the array [128]: it drops the last character as the closing bracket whether
//    or not it is one. An array must close before the next key or table;
//  - a key given twice in one table, which it merges into a list (TOML forbids it: "Defining a
//    key multiple times is invalid", toml.io v1.0.0, Keys);
//  - an array of tables, [[check]], which it reads as the table [check];
//  - a line that is no key, table or comment ('{', '"', 'res'), which it skips.
void check_lines(const ConfigArg& cfg, std::istream& in) {
  std::string line;
  std::string open_key;
  std::string table;
  std::map<std::pair<std::string, std::string>, int> key_line_no; // (table, key) -> line
  int line_no = 0;
  int depth = 0;
  auto unclosed = [&]() {
    return UsageError(fmt::format("--config {}: {} = [...: the array does not end (close it with ])", cfg.path,
                                  cli::printable(open_key)));
  };
  while (std::getline(in, line)) {
    ++line_no;
    std::size_t eq = line.find('=');
    std::size_t first = line.find_first_not_of(" \t");
    bool key_line =
        depth == 0 && eq != std::string::npos && first != std::string::npos && line[first] != '#' && line[first] != '[';
    if (depth > 0 && first != std::string::npos && (line[first] == '[' || eq != std::string::npos) &&
        line.find(']') == std::string::npos) {
      throw unclosed(); // a table or the next key while the array is still open
    }
    if (depth == 0 && first != std::string::npos && line[first] == '[') {
      std::string header = trimmed(line.substr(0, line.find('#')));
      if (header.rfind("[[", 0) == 0) {
        throw UsageError(fmt::format("--config {}: line {}: {} is an array of tables; vsize reads plain tables "
                                     "([check], [explain], [launch])",
                                     cfg.path, line_no, cli::printable(header)));
      }
      // CLI11 read "[check" as a key (review s73: "unknown key '[check'").
      if (header.back() != ']') {
        throw UsageError(fmt::format("--config {}: line {}: the table header {} does not end (close it with ])",
                                     cfg.path, line_no, cli::printable(header)));
      }
      table =
          trimmed(header.substr(1, header.find(']') == std::string::npos ? std::string::npos : header.find(']') - 1));
      if (table.empty()) {
        throw UsageError(fmt::format("--config {}: line {}: {} names no table; write [check], [explain] or [launch]",
                                     cfg.path, line_no, cli::printable(header)));
      }
      continue;
    }
    std::size_t from = 0;
    if (key_line) {
      open_key = line.substr(first, line.find_last_not_of(" \t", eq - 1) + 1 - first);
      auto [at, added] = key_line_no.try_emplace({table, open_key}, line_no);
      if (!added) {
        throw UsageError(fmt::format("--config {}: {} is set twice{} (lines {} and {}); keep one", cfg.path,
                                     cli::printable(open_key), table.empty() ? "" : " in [" + table + "]", at->second,
                                     line_no));
      }
      from = eq + 1;
    } else if (depth == 0) {
      // A blank line or a comment; anything else is no TOML vsize reads, and CLI11 skipped it
      // silently, so a truncated file ran on defaults (review s78 B4: a line '{').
      std::string rest = trimmed(line);
      if (!rest.empty() && rest[0] != '#') {
        throw UsageError(fmt::format("--config {}: line {}: {} is no key = value, [table] or # comment; write "
                                     "res = 1280, or remove the line",
                                     cfg.path, line_no, cli::printable(rest)));
      }
      continue;
    }
    char quote = 0;
    for (std::size_t i = from; i < line.size(); ++i) {
      char c = line[i];
      if (quote) {
        quote = c == quote ? 0 : quote;
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '#') {
        break;
      } else if (c == '[') {
        ++depth;
      } else if (c == ']') {
        --depth;
      }
    }
  }
  if (depth > 0) throw unclosed();
}

std::vector<CLI::ConfigItem> read_items(const ConfigArg& cfg) {
  // A directory opens as an empty stream on Linux: it would read as a file of no options.
  std::error_code ec;
  if (std::filesystem::is_directory(cfg.path, ec)) {
    throw UsageError(fmt::format("--config {}: a directory; give the path of a TOML file (res = 1280)", cfg.path));
  }
  std::ifstream file(cfg.path, std::ios::binary);
  if (!file) throw UsageError(fmt::format("--config {}: cannot read the file (check the path)", cfg.path));
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  check_encoding(cfg, text);
  // A UTF-8 byte-order mark (Windows Notepad writes one) is not part of the first key.
  if (text.rfind("\xef\xbb\xbf", 0) == 0) text.erase(0, 3);
  std::istringstream lines(text);
  check_lines(cfg, lines);
  std::istringstream in(text);
  try {
    return CLI::ConfigTOML().from_config(in);
  } catch (const CLI::Error& e) {
    throw UsageError(fmt::format("--config {}: {} (TOML: key = value, [check] for check's own)", cfg.path, e.what()));
  }
}

// Options that name the same choice another way: the server (--server, or --gpu with --count) and
// the output format (--json, or --format). One typed on the command line replaces the file's
// other spelling, as it replaces the file's own (review r14: the file's server and a typed --gpu
// were refused as a conflict the user never typed).
bool replaced_by_typed(const std::string& key, const std::vector<std::string>& typed) {
  using Spelling = std::vector<std::string>;
  static const std::vector<std::pair<Spelling, Spelling>> choices = {{{"server"}, {"gpu", "count"}},
                                                                     {{"json"}, {"format"}}};
  auto any_typed = [&](const Spelling& names) {
    return std::any_of(names.begin(), names.end(),
                       [&](const std::string& n) { return std::find(typed.begin(), typed.end(), n) != typed.end(); });
  };
  auto has = [&](const Spelling& names) { return std::find(names.begin(), names.end(), key) != names.end(); };
  for (const auto& [one, other] : choices) {
    if ((has(one) && any_typed(other)) || (has(other) && any_typed(one))) return true;
  }
  return false;
}

// The long option names typed on the command line, anywhere ("--res=800" and "--res 800": res).
std::vector<std::string> typed_names(const std::vector<std::string>& args) {
  std::vector<std::string> names;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i].rfind("--", 0) == 0 && args[i].size() > 2) names.push_back(args[i].substr(2, args[i].find('=') - 2));
  }
  return names;
}

// check, explain and launch with no server named check the ranking's recommendation: GPU counts
// or --all in the file would choose another server than the one they check without them, under
// the note "the server vsize recommends" (review r14; a budget is check's own option).
void require_named_server(const ConfigArg& cfg, const std::string& command,
                          const std::map<const CLI::Option*, std::string>& placed,
                          const std::vector<std::string>& typed, const std::vector<std::string>& ranking_keys) {
  auto names_server = [](const std::string& n) { return n == "server" || n == "gpu"; };
  const bool named = std::any_of(placed.begin(), placed.end(),
                                 [&](const auto& p) { return names_server(p.first->get_lnames().front()); }) ||
                     std::any_of(typed.begin(), typed.end(), names_server);
  if (!named && !ranking_keys.empty()) {
    throw UsageError(fmt::format("--config {}: {} chooses among the servers the ranking recommends from, which {} "
                                 "does not apply; name the server (--server ID, or --gpu ID --count N; vsize "
                                 "--config {} shows the one it recommends)",
                                 cfg.path, fmt::join(ranking_keys, ", "), command, cfg.path));
  }
}

} // namespace

std::string with_config_origin(const std::string& message, const ExpandedArgs& expanded) {
  for (const std::string& name : expanded.from_file) {
    const bool about = message.rfind(name, 0) == 0 && message.size() > name.size() &&
                       (message[name.size()] == ' ' || message[name.size()] == ':');
    if (about) return message + " (from --config " + expanded.config_path + ")";
  }
  return message;
}

ExpandedArgs expand_config(const CLI::App& app, const Commands& c, const std::vector<std::string>& args) {
  const std::optional<ConfigArg> cfg = find_config(args);
  if (!cfg) return {args, {}, {}};
  ExpandedArgs out{{}, cfg->path, {}};
  define_all_options(c); // the file's keys are looked up among the subcommand's options
  std::vector<std::string> rest = args;
  rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(cfg->at),
             rest.begin() + static_cast<std::ptrdiff_t>(cfg->at + cfg->tokens));
  const std::size_t sub_at = subcommand_at(app, rest);
  const CLI::App* sub = sub_at < rest.size() ? app.get_subcommand_ptr(rest[sub_at]).get() : nullptr;
  // check, explain and launch each evaluate one configuration: a top-level key that is one of
  // their options is theirs (launch --config with count = 4 had read 'count' as unknown).
  const bool one_config = sub == c.check || sub == c.explain || sub == c.launch;
  std::vector<std::string> before, after; // the file's tokens for vsize itself and for the subcommand
  std::map<const CLI::Option*, std::string> placed; // option -> where in the file it was set
  auto place = [&](const CLI::Option* opt, const std::string& where) {
    auto [at, added] = placed.try_emplace(opt, where);
    if (!added) {
      throw UsageError(fmt::format("--config {}: {} is set {} and {}; keep one", cfg->path, opt->get_lnames().front(),
                                   at->second, where));
    }
  };
  const std::vector<std::string> typed = typed_names(rest);
  std::vector<std::string> ranking_keys; // the file's ranking options, which check does not apply
  for (const CLI::ConfigItem& item : read_items(*cfg)) {
    if (item.name == "++" || item.name == "--") continue; // CLI11's section markers
    if (item.name == "config") {
      throw UsageError(
          fmt::format("--config {}: a config file cannot read another (config = ...); give one --config", cfg->path));
    }
    check_value(*cfg, item);
    const std::string section = item.parents.empty() ? "" : item.parents.front();
    if (!section.empty() && (sub == nullptr || section != sub->get_name())) {
      if (is_subcommand(app, section)) {
        // Another command's table: its keys are checked on every run, so a typo in [launch] fails
        // the ranking step that reads the same file, not only the launch step (review s78 B6).
        const CLI::App* other = app.get_subcommand_ptr(section).get();
        if (other->get_option_no_throw("--" + item.name) == nullptr) {
          throw UsageError(unknown_key(*cfg, item.fullname(), {other}));
        }
        continue;
      }
      throw UsageError(fmt::format("--config {}: unknown table [{}] (tables are [check], [explain] and [launch])",
                                   cfg->path, section));
    }
    const CLI::Option* mine = sub ? sub->get_option_no_throw("--" + item.name) : nullptr;
    const CLI::Option* top = app.get_option_no_throw("--" + item.name);
    const std::string where = section.empty() ? "at the top" : "in [" + section + "]";
    if (mine && (one_config || !section.empty() || !top)) {
      place(mine, where);
      // Typed anywhere, before the command's name too (vsize --res 800 check): the typed wins.
      if (!typed_in(rest, 1, rest.size(), *mine) && !replaced_by_typed(item.name, typed)) {
        for (auto& t : tokens_of(*cfg, *mine, item)) after.push_back(t);
        out.from_file.push_back("--" + item.name);
      }
    } else if (top && section.empty()) {
      // A ranking option in a file read by check or explain is the ranking's: not applied.
      if (one_config && is_ranking_option("--" + item.name)) {
        // Of them, the GPU counts and --all change which servers the recommendation is among
        // (--rank-by, --top and --show-rejected change only the table).
        if (item.name == "gpus" || item.name == "all") ranking_keys.push_back(item.name);
        continue;
      }
      place(top, where);
      if (!typed_in(rest, 1, sub_at, *top) && !replaced_by_typed(item.name, typed)) {
        for (auto& t : tokens_of(*cfg, *top, item)) before.push_back(t);
        out.from_file.push_back("--" + item.name);
      }
    } else {
      throw UsageError(unknown_key(*cfg, item.fullname(), {sub ? sub : &app, &app}));
    }
  }
  if (one_config) require_named_server(*cfg, sub->get_name(), placed, typed, ranking_keys);
  rest.insert(rest.begin() + static_cast<std::ptrdiff_t>(std::min(sub_at + 1, rest.size())), after.begin(),
              after.end());
  rest.insert(rest.begin() + 1, before.begin(), before.end());
  out.args = std::move(rest);
  return out;
}

} // namespace vsize::cli
