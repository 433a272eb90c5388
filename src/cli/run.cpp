// The program: parse, load the catalog, dispatch, and map every error to its exit code in one
// place. The only code besides main.cpp that does I/O; the core never sees a file or a stream.
#include "run.hpp"

#include "catalog_cmd.hpp"
#include "config_file.hpp"
#include "options.hpp"

#include "vsize/error.hpp"
#include "vsize/option_ranges.hpp"
#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <string>

#ifndef VSIZE_VERSION
#define VSIZE_VERSION "0.0.0"
#endif

namespace vsize {

namespace {

using cli::Commands;
using cli::RawOptions;

const char* const k_examples =
    "Examples:\n"
    "  vsize --res 1280 --dataset 50k             the line-up ranked, and the server to quote\n"
    "  vsize --experiments 2 --night-hours 10h    the servers that finish 2 trainings overnight\n"
    "  vsize --all --gpus 4 --rank-by power       every 4-GPU platform, least wall power first\n"
    "  vsize check --gpu h200-nvl --count 4       one configuration: fits? what limits it?\n"
    "  vsize explain --gpu h200-nvl --count 4     the same, every formula with its inputs and sources\n"
    "  vsize check --gpu h200-nvl --count 8 --nodes 4 --fabric ib-ndr-400 --model vit-l16\n"
    "                                             a ViT-L/16 on a cluster of 4 servers\n"
    "  vsize launch --gpu h200-nvl --count 8 --nodes 4 --fabric ib-ndr-400 --model vit-l16 --format slurm\n"
    "                                             its Slurm job (also: k8s, torchrun)\n"
    "  vsize catalog list gpus                    the GPU ids (also: models, platforms, lineup, ...)\n"
    "  vsize accuracy                             the models' error against measured runs\n"
    "Exit codes: 0 ok, 1 catalog, internal or write error, 2 usage error, 3 nothing fits, the goal is missed, or\n"
    "the checked configuration does not fit (launch then writes no job).\n"
    "More: vsize help COMMAND, man vsize, README.md (installed under share/doc/vsize).";

// "vsize 0.1.0 (embedded catalog as of 2026-12-01; catalog schema 1, JSON schema 1)".
std::string version_line() {
  return fmt::format("vsize {} (embedded catalog as of {}; catalog schema 1, JSON schema {})", VSIZE_VERSION,
                     embedded_catalog_as_of(), k_schema_version);
}

// Whether `msg` names the option `name` itself ("--gpu" is not named by "--gpus 4").
bool mentions(const std::string& msg, const std::string& name) {
  for (auto at = msg.find(name); at != std::string::npos; at = msg.find(name, at + 1)) {
    const std::size_t end = at + name.size();
    if (end == msg.size() || (!std::isalnum(static_cast<unsigned char>(msg[end])) && msg[end] != '-')) return true;
  }
  return false;
}

// "vsize", "vsize check", "vsize catalog list": a command as typed.
std::string command_name(const CLI::App& a) {
  std::string name = a.get_name();
  for (const CLI::App* p = a.get_parent(); p != nullptr; p = p->get_parent()) {
    name = p->get_name() + " " + name;
  }
  return name;
}

// Every subcommand, deepest first.
std::array<const CLI::App*, 8> subcommands(const Commands& c) {
  return {c.check, c.explain, c.launch, c.list, c.show, c.validate, c.catalog, c.accuracy};
}

// The command being parsed: the deepest parsed subcommand, else vsize itself.
std::string typed_command(const CLI::App& app, const Commands& c) {
  for (const CLI::App* a : subcommands(c)) {
    if (a->parsed()) return command_name(*a);
  }
  return command_name(app);
}

// The commands that take option `name` ("--job-name": vsize launch).
std::vector<std::string> commands_taking(const std::vector<const CLI::App*>& apps, const std::string& name) {
  std::vector<std::string> out;
  for (const CLI::App* a : apps) {
    if (a->get_option_no_throw(name) != nullptr) out.push_back(command_name(*a));
  }
  return out;
}

// Suggests the closest option any command knows for an unknown one, preferring the options of
// the command being parsed.
std::string option_suggestion(const CLI::App& app, const Commands& c, const std::string& msg,
                              const std::vector<std::string>& args) {
  std::vector<std::string> names;
  std::vector<const CLI::App*> apps = {c.check,    c.explain, c.launch,   c.list, c.show,
                                       c.validate, c.catalog, c.accuracy, &app};
  std::stable_partition(apps.begin(), apps.end(), [](const CLI::App* a) { return a->parsed(); });
  for (const auto* a : apps) {
    for (const auto* opt : a->get_options()) {
      for (const auto& n : opt->get_lnames()) {
        names.push_back("--" + n);
      }
    }
  }
  // A misspelt command ("vsize chek ...") leaves its word unexpected: name the command meant.
  if (args.size() > 1 && !args[1].empty() && args[1][0] != '-' && mentions(msg, args[1])) {
    const std::vector<std::string> commands = {"check", "explain", "launch", "catalog", "accuracy", "schema", "help"};
    std::string guess = closest_match(args[1], commands);
    if (!guess.empty() && guess != args[1]) {
      return fmt::format("; {} is no command: did you mean 'vsize {}'?", cli::printable(args[1]), guess);
    }
  }
  // schema takes no option at all: the vsize-level options its words would name are no help (it
  // said "--format takes one value" of `vsize schema --format csv`, review r13).
  if (c.schema->parsed()) {
    return "; schema takes no options: vsize schema prints the JSON Schema of every JSON output";
  }
  bool in_check = c.check->parsed() || c.explain->parsed() || c.launch->parsed();
  for (const auto& arg : args) {
    std::string name = arg.substr(0, arg.find('='));
    if (arg.rfind("--", 0) != 0 || !mentions(msg, name)) continue;
    if (name == "--count" && !in_check) {
      return "; --count belongs to check (vsize check --gpu ID --count N); to rank servers with N GPUs use --gpus N";
    }
    if (name == "--gpus" && in_check) {
      return "; check takes one GPU count: --count N (--gpus lists the counts to rank)";
    }
    std::string guess = closest_match(name, names);
    if (guess == name) {
      std::vector<std::string> owners = commands_taking(apps, name);
      if (std::find(owners.begin(), owners.end(), typed_command(app, c)) == owners.end()) {
        return fmt::format("; {} is an option of {}, not of {}", name, fmt::join(owners, ", "), typed_command(app, c));
      }
      return "; " + name + " takes one value (quote a value with spaces)";
    }
    return guess.empty() ? " (see vsize --help)" : "; did you mean '" + guess + "'?";
  }
  return " (see vsize --help)";
}

// "--res --format json": CLI11 takes "--format" as the value of --res; name the real mistake.
std::optional<std::string> missing_value(const CLI::App& app, const Commands& c, const std::vector<std::string>& args) {
  std::vector<const CLI::App*> apps = {c.check,    c.explain, c.launch,   c.list, c.show,
                                       c.validate, c.catalog, c.accuracy, &app};
  auto takes_value = [&](const std::string& name) {
    for (const auto* a : apps) {
      for (const auto* opt : a->get_options()) {
        if (opt->check_lname(name.substr(2)) && opt->get_expected_min() > 0) return true; // not a flag
      }
    }
    return false;
  };
  // "--res=" is "--res ''", said as that is (review s84 F9: CLI11's "1 required PX missing").
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a.size() > 3 && a.rfind("--", 0) == 0 && a.back() == '=' && takes_value(a.substr(0, a.size() - 1))) {
      const std::string name = a.substr(0, a.size() - 1);
      for (const auto& r : option_ranges()) {
        if (name == r.option) return fmt::format("{}: an empty value; give one, e.g. {}", name, r.example);
      }
      return fmt::format("{}: an empty value; give one after the '=' (vsize help lists the options)", name);
    }
  }
  for (std::size_t i = 1; i + 1 < args.size(); ++i) {
    const std::string& next = args[i + 1];
    if (args[i].rfind("--", 0) == 0 && next.rfind("--", 0) == 0 && next.size() > 2 && takes_value(args[i]) &&
        takes_value(next.substr(0, next.find('=')))) {
      return fmt::format("{}: missing value (the next word is the option {})", args[i], next);
    }
  }
  // The last word an option that takes a value ("vsize --res"): CLI11 said "1 required PX missing".
  const std::string& last = args.back();
  if (args.size() > 1 && last.rfind("--", 0) == 0 && last.size() > 2 && takes_value(last)) {
    for (const auto& r : option_ranges()) {
      if (last == r.option) return fmt::format("{}: missing value; give one, e.g. {}", last, r.example);
    }
    return fmt::format("{}: missing value; give one after it (vsize help lists the options)", last);
  }
  return std::nullopt;
}

// `code` once the output is flushed; a full disk or a closed pipe is exit 1 instead, whatever wrote
// it (a CI job must not read a cut document, or none, as a success).
int written(std::ostream& out, std::ostream& err, int code) {
  if (out << std::flush) return code;
  // The system may have taken part of it (a reader that closed the pipe after its first lines).
  err << "vsize: error: could not write the output (disk full, or the reader closed it early); what was written "
         "is incomplete\n";
  return static_cast<int>(ExitCode::runtime);
}

// "--budget ''" (a templated "$BUDGET" left unset): an empty value is a bad value, never "not given"
// (it had silently dropped the goal and exited 0). The example is the option's own where it has one.
std::optional<std::string> empty_value(const CLI::App& app, const Commands& c) {
  const std::vector<const CLI::App*> apps = {c.check,    c.explain, c.launch,   c.list, c.show,
                                             c.validate, c.catalog, c.accuracy, &app};
  for (const auto* a : apps) {
    for (const auto* opt : a->get_options()) {
      if (opt->get_type_size() <= 0 || opt->count() == 0) continue;
      std::string name = opt->get_name(false, true);
      // These say more on their own: "--gpu '': give at least one id", "--catalog '': give the path".
      if (name == "--gpu" || name == "--catalog" || name == "--image" || name == "--data") continue;
      for (const auto& value : opt->results()) {
        if (!value.empty()) continue;
        for (const auto& r : option_ranges()) {
          if (name == r.option) {
            return fmt::format("{}: an empty value; give one, e.g. {}, or leave the option out", name, r.example);
          }
        }
        return fmt::format("{}: an empty value; give one or leave the option out (vsize --help)", name);
      }
    }
  }
  return std::nullopt;
}

// CLI11 lists unexpected arguments in the order it took them (last first): put them back in the
// order they were typed.
std::string unexpected_in_order(const std::string& msg) {
  auto colon = msg.find(": ");
  if (colon == std::string::npos) return msg;
  std::vector<std::string> listed;
  std::stringstream ss(msg.substr(colon + 2));
  std::string word;
  while (ss >> word) listed.push_back(word);
  std::reverse(listed.begin(), listed.end());
  return fmt::format("unexpected argument(s): {}", fmt::join(listed, " "));
}

// The help of `app` with its usage line naming the whole command ("Usage: vsize catalog list").
std::string help_of(const CLI::App& app) {
  return app.help(app.get_parent() == nullptr ? "" : command_name(*app.get_parent()));
}

// CLI11's message for an option of one value given more than once ("--res: At Most 1 required but
// received 2").
constexpr std::string_view k_repeated = ": At Most 1 required but received ";

// Parses `args`; returns an exit code when parsing ends the program (help, version, error).
std::optional<int> parse(CLI::App& app, const Commands& c, const cli::ExpandedArgs& expanded, std::ostream& out,
                         std::ostream& err) {
  const std::vector<std::string>& args = expanded.args;
  std::vector<std::string> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  // '--' ends the options (POSIX utility syntax guideline 10), and vsize takes no operand that
  // could start with '-': CLI11 refused what followed it in the ranking and read it as options
  // in check, so one rule for all: refused.
  if (std::find(rest.begin(), rest.end(), "--") != rest.end()) {
    err << "vsize: error: '--' (end of options): vsize takes no arguments after it; drop the '--' (vsize --res "
           "1280, not vsize -- --res 1280)\n";
    return static_cast<int>(ExitCode::usage);
  }
  std::reverse(rest.begin(), rest.end()); // CLI11 takes the arguments last first
  try {
    app.parse(rest);
  } catch (const CLI::CallForAllHelp&) {
    cli::define_all_options(c);
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForHelp&) {
    const CLI::App* sub = &app;
    while (!sub->get_subcommands().empty()) {
      sub = sub->get_subcommands().back();
    }
    out << help_of(*sub);
    return 0;
  } catch (const CLI::Success&) {
    out << version_line() << "\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    cli::define_all_options(c); // the messages below look through every command's options
    std::string msg = e.what();
    if (auto missing = missing_value(app, c, args)) {
      msg = *missing;
    } else if (msg.find("not expected") != std::string::npos || msg.find("xtras") != std::string::npos) {
      msg = unexpected_in_order(msg) + option_suggestion(app, c, msg, args);
    } else if (msg.find("--count is required") != std::string::npos &&
               std::find(args.begin(), args.end(), "--gpus") != args.end()) {
      msg += "; check takes one GPU count: --count N (--gpus lists the counts to rank)";
    } else if (msg.rfind("Could not convert: ", 0) == 0) {
      // CLI11's "Could not convert: --explain = abc": an option of a whole number given other text.
      std::string what = msg.substr(std::string_view("Could not convert: ").size());
      auto eq = what.find(" = ");
      // A flag given a value (--all=maybe) is no number: it takes true or false, or nothing (review s78 B5).
      const std::string name = what.substr(0, eq);
      const CLI::Option* flag = app.get_option_no_throw(name);
      for (const CLI::App* a : subcommands(c)) flag = flag ? flag : a->get_option_no_throw(name);
      // 99999999999 is a whole number too, past the 32-bit range the option holds.
      msg = eq == std::string::npos ? what + ": must be a whole number up to 2147483647"
            : flag && flag->get_expected_max() == 0
                ? fmt::format("{} '{}': a flag takes no value; give {} alone (or {}=true, {}=false)", name,
                              what.substr(eq + 3), name, name, name)
                : fmt::format("{} '{}': must be a whole number up to 2147483647, e.g. {} 3 (see vsize help)", name,
                              what.substr(eq + 3), name);
    } else if (msg.find(" excludes ") != std::string::npos) {
      msg += ": give one of them"; // CLI11's "--rows excludes --catalog-patch"
    } else if (auto at = msg.find(k_repeated); at != std::string::npos) {
      msg = msg.substr(0, at) + " given " + msg.substr(at + k_repeated.size()) + " times: give it once";
    } else if (c.validate->parsed() && msg.find("file is required") != std::string::npos) {
      msg = "catalog validate: give the catalog file to check, e.g. vsize catalog validate my-parts.json";
    } else if (c.show->parsed() && msg.find("id is required") != std::string::npos) {
      msg = "catalog show: give a record id, e.g. vsize catalog show h200-nvl (vsize catalog list lists them)";
    } else if (c.catalog->parsed() && msg.find("ubcommand is required") != std::string::npos) {
      // "vsize catalog bogus": the catalog command's own subcommands, not check's options.
      msg = "catalog: give list, show ID or validate FILE, e.g. vsize catalog list gpus";
    } else if (msg.find("is required") != std::string::npos) {
      msg += "; the options of a subcommand come after its name: vsize check --gpu ID --count N";
    }
    err << "vsize: error: " << cli::escape_controls(cli::with_config_origin(msg, expanded)) << "\n";
    return static_cast<int>(ExitCode::usage);
  }
  if (auto empty = empty_value(app, c)) {
    err << "vsize: error: " << cli::escape_controls(cli::with_config_origin(*empty, expanded)) << "\n";
    return static_cast<int>(ExitCode::usage);
  }
  return std::nullopt;
}

// A ranking option typed before `check` or `explain` would not apply to the one configuration.
std::optional<std::string> misplaced_ranking_option(const CLI::App& app, const Commands& c) {
  const CLI::App* sub = c.check->parsed()     ? c.check
                        : c.explain->parsed() ? c.explain
                        : c.launch->parsed()  ? c.launch
                                              : nullptr;
  if (!sub) return std::nullopt;
  for (const char* name :
       {"--gpu", "--gpus", "--platform", "--cpu", "--all", "--experiments", "--budget", "--rank-by", "--top",
        "--show-rejected", "--nodes", "--fabric", "--nics-per-node", "--shared-storage-gb-s"}) {
    if (app.count(name) > 0) {
      return fmt::format("{} before '{}' is an option of the ranking; put the options of {} after its name: "
                         "vsize {} --gpu ID --count N [--platform ID] [--cpu ID]",
                         name, sub->get_name(), sub->get_name(), sub->get_name());
    }
  }
  return std::nullopt;
}

ReportOptions report_options(const RawOptions& o, const Terminal& term, Format format, const std::string& label,
                             const Catalog& cat) {
  ReportOptions r;
  r.format = format;
  // --color auto: colour on a terminal unless NO_COLOR (non-empty) or TERM=dumb says otherwise.
  ColorMode mode = cli::parse_choice<ColorMode>("--color", o.color);
  bool automatic = term.stdout_is_tty && !term.no_color && !term.dumb;
  r.color = r.format == Format::table && (mode == ColorMode::always || (mode == ColorMode::auto_ && automatic));
  r.show_rejected = o.show_rejected;
  r.catalog_label = label;
  r.catalog_as_of = cat.as_of();
  r.version = VSIZE_VERSION;
  r.csv_delimiter = cli::csv_delimiter(o.csv_delimiter);
  r.csv_decimal_comma = cli::csv_decimal_comma(o.csv_decimal, r.csv_delimiter);
  r.lang = cli::parse_choice<Lang>("--lang", o.lang);
  return r;
}

// A job's name: Kubeflow's PyTorchJob takes an RFC 1035 label (Kubernetes documentation, "Object
// Names and IDs": lowercase alphanumerics and '-', starting with a letter, ending with an
// alphanumeric, at most 63 characters), Slurm any; one rule for every format. The training
// operator names each replica's pod and Service <name>-master-0 or <name>-worker-N, which must fit
// the 63 too (kubeflow/trainer #1745): 52 leave room for "-worker-999" (review s73).
constexpr std::size_t k_job_name_max = 63 - std::char_traits<char>::length("-worker-999");

void check_job_name(const std::string& name) {
  auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
  auto alnum = [&](char c) { return lower(c) || (c >= '0' && c <= '9'); };
  bool ok = !name.empty() && name.size() <= k_job_name_max && lower(name.front()) && alnum(name.back()) &&
            std::all_of(name.begin(), name.end(), [&](char c) { return alnum(c) || c == '-'; });
  if (!ok) {
    throw UsageError(fmt::format("--job-name {}: lowercase letters, digits and '-', starting with a letter and ending "
                                 "with a letter or digit, at most {} characters (a Kubernetes PyTorchJob's name, to "
                                 "which its pods add '-worker-N'; Slurm takes it too), e.g. --job-name coco-yolo11m",
                                 cli::printable(name), k_job_name_max));
  }
}

// A value written into the job's script or YAML: no control characters (a newline would end
// the #SBATCH block, which sbatch stops reading at the first command), and UTF-8 (YAML and the
// JSON echo carry nothing else: review s78 B1).
void check_printable(const char* option, const std::string& value) {
  if (std::any_of(value.begin(), value.end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; })) {
    throw UsageError(fmt::format("{} {}: holds a control character (a newline, tab or escape); give the value on "
                                 "one line",
                                 option, cli::printable(value)));
  }
  if (!cli::is_utf8(value)) {
    throw UsageError(
        fmt::format("{} {}: holds bytes that are not UTF-8; give the value in UTF-8", option, cli::printable(value)));
  }
}

// launch's options: --format slurm (the default), k8s or torchrun; the job's name, data, image.
LaunchOptions launch_options(const RawOptions& o, const Commands& c, const Workload& w, const ReportOptions& ro) {
  LaunchOptions l;
  l.format =
      c.launch->count("--format") > 0 ? cli::parse_choice<LaunchFormat>("--format", o.format) : LaunchFormat::slurm;
  l.job_name = o.job_name.empty() ? "vsize-" + w.model : o.job_name;
  check_job_name(l.job_name);
  check_printable("--data", o.data);
  if (c.launch->count("--image") > 0 && o.image.empty()) {
    throw UsageError("--image: empty; give the container image with the trainer, e.g. --image "
                     "registry.example.com/yolo-trainer:1.0");
  }
  if (o.data_given && o.data.empty()) {
    throw UsageError("--data: empty; give the dataset the trainer reads, e.g. --data /data/coco.yaml");
  }
  check_printable("--image", o.image);
  // A Kubernetes volume mounts at an absolute path; a relative --data has no directory to mount
  // ("a/b" had written mountPath "a", which the API server rejects).
  if (l.format == LaunchFormat::k8s && o.data_given && o.data.front() != '/') {
    throw UsageError(fmt::format("--data {}: --format k8s mounts the dataset's directory in the pod, which needs an "
                                 "absolute path, e.g. --data /data/{}",
                                 o.data, std::filesystem::path(o.data).filename().string()));
  }
  l.data = o.data;
  l.image = o.image;
  l.version = ro.version;
  l.catalog_label = ro.catalog_label;
  l.catalog_files = ro.catalog_files;
  l.catalog_as_of = ro.catalog_as_of;
  l.experiments_goal = ro.experiments_goal;
  l.night_hours = w.night_hours;
  l.server_recommended = ro.server_recommended;
  return l;
}

// check, explain and launch with no server named (no --server, --gpu or --count): the server that
// `vsize` with the same workload, goal and host pins recommends from the line-up, so that the
// quote's figures can be explained and launched as they were ranked.
std::string recommended_server(const RawOptions& o, const Catalog& cat, const Workload& w, const HostPins& pins,
                               const char* command) {
  // A platform is a choice of check's for the GPUs named (the ranking's line-up servers have their
  // own): without them it has nothing to apply to (it blamed a --server never typed, review r14).
  if (!o.platform.empty()) {
    throw UsageError(fmt::format("--platform {}: {} applies a platform to the GPUs named; give --gpu ID --count N "
                                 "with it (vsize --all --platform {} ranks the platform's configurations)",
                                 o.platform, command, o.platform));
  }
  SearchRequest s = cli::build_search(o, cat);
  s.host = pins;
  RankedResult r = rank(w, s, cat);
  const auto& pick = r.recommendation.pick;
  if (!pick || !pick->lineup) {
    throw NotFitError(fmt::format(
        "{}, so there is no recommendation to {} (vsize with the same options gives {}); name a server with "
        "--server ID or --gpu ID --count N",
        r.recommendation.fitting == 0 ? "no line-up server fits this workload" : "no line-up server meets its goal",
        command, r.recommendation.fitting == 0 ? "each one's reason" : "what it takes"));
  }
  return pick->lineup->id;
}

int check(const RawOptions& o, const Commands& c, const Catalog& cat, const Workload& w, ReportOptions ro,
          std::ostream& out) {
  HostPins pins = cli::build_pins(o, cat, true);
  std::optional<Catalog> described = cli::with_described_host(o, cat, pins);
  const Catalog& use = described ? *described : cat;
  const char* command = c.launch->parsed() ? "launch" : c.explain->parsed() ? "explain" : "check";
  if (o.server.empty() && (o.gpu.empty() != o.count.empty())) {
    throw UsageError(fmt::format("{} needs --gpu ID and --count N together (or --server ID, a line-up server: "
                                 "vsize catalog list lineup; or neither, for the server vsize recommends)",
                                 command));
  }
  ro.server_recommended = o.server.empty() && o.gpu.empty();
  // A budget chooses among servers: with one named it has nothing to choose (r14 asked check to
  // take it where it picks the recommendation, as it takes --experiments).
  if (!o.budget.empty() && !ro.server_recommended) {
    throw UsageError(fmt::format("--budget {}: chooses the server {} takes when none is named; leave out --server "
                                 "or --gpu and --count, or the budget (vsize --budget {} ranks the servers within it)",
                                 o.budget, command, o.budget));
  }
  ConfigRequest req{o.gpu.empty() ? "" : cli::gpu_id(use, o.gpu, "--count"),
                    o.count.empty() ? 0 : static_cast<int>(parse_option_number("--count", o.count)),
                    o.platform,
                    pins,
                    cli::build_nodes(o),
                    ro.server_recommended ? recommended_server(o, use, w, pins, command) : o.server};
  std::optional<int> goal;
  if (!o.experiments.empty()) {
    goal = static_cast<int>(parse_option_number("--experiments", o.experiments));
  }
  Prepared p = prepare(w, req.host, use, cli::build_money(o, use));
  // A goal of N a night (1 without one) caps the utilisation the money is counted at, as the
  // ranking does: check and the ranking give one server one cost per experiment.
  p.money.goal_experiments = goal.value_or(Goal::k_default_experiments);
  Server server = resolve_server(use, req);
  check_server(p, server);
  std::vector<Mode> modes = cli::modes_for(o, goal.has_value());
  Evaluation e = modes.empty() ? evaluate(p, server, p.w.mode) : evaluate_best(p, server, modes, goal.value_or(1));
  note_no_platform(use, req, server, e);
  ro.platform_request = is_no_platform(o.platform) ? "none" : o.platform; // NONE as none, as the solver reads it
  ro.experiments_goal = goal;
  ro.money = &p.money;
  bool ok = goal ? e.meets_experiments(*goal) : e.fits;
  if (c.launch->parsed()) {
    out << render_launch(p.w, e, launch_options(o, c, p.w, ro));
  } else {
    out << (c.explain->parsed() ? render_explain(p.w, e, use, ro) : render_check(p.w, e, ro));
  }
  return ok ? 0 : static_cast<int>(ExitCode::nothing_fits);
}

// accuracy --explain ID: the row, the catalog's prediction of it and the formulas behind it.
int explain_row(int id, const std::vector<CalibrationRow>& rows, const std::vector<CalibrationRow>& held_out,
                const Catalog& cat, const ReportOptions& ro, std::ostream& out) {
  for (const auto* list : {&rows, &held_out}) {
    auto it = std::find_if(list->begin(), list->end(), [&](const CalibrationRow& r) { return r.id == id; });
    if (it == list->end()) continue;
    check_row_references(cat, *it);
    Catalog with_host = with_row_host(cat, *it);
    Evaluation e = evaluate_row(with_host, *it);
    double predicted = row_figure(with_host, *it, e);
    out << fmt::format("{} row {} ({}): {} {} measured, {:.4g} predicted: error {:+.0f} %{} with the catalog as "
                       "shipped\n",
                       list == &rows ? "calibration" : "held-out", it->id, it->source, it->metric, it->value, predicted,
                       error_of(*it, predicted) * 100, it->is_memory() ? "" : " in time (negative: optimistic)");
    out << fmt::format("  {}\n", it->url);
    if (!it->note.empty()) {
      out << fmt::format("  note: {}\n", it->note);
    }
    out << "\n" << render_explain(row_workload(with_host, *it), e, with_host, ro);
    return 0;
  }
  throw UsageError(
      fmt::format("--explain {}: no calibration or held-out row has this id (vsize accuracy --rows lists them)", id));
}

int accuracy(const RawOptions& o, const Catalog& cat, const ReportOptions& ro, std::ostream& out) {
  std::string origin = o.calibration_file.empty() ? "embedded data/calibration.json" : o.calibration_file;
  std::vector<CalibrationRow> rows, held_out;
  try {
    std::string text =
        o.calibration_file.empty() ? std::string(embedded_calibration_json()) : cli::read_file(o.calibration_file);
    rows = parse_calibration(text, origin);
    held_out = parse_calibration(embedded_heldout_json(), "embedded data/heldout.json");
  } catch (const CatalogError& e) {
    throw CalibrationError(e.what());
  }
  if (o.explain_row) {
    return explain_row(*o.explain_row, rows, held_out, cat, ro, out);
  }
  AccuracyReport r = assess_accuracy(cat, rows, held_out, parse_option_number("--confidence", o.confidence));
  if (!o.calibration_file.empty()) r.calibration_file = o.calibration_file;
  out << (o.catalog_patch ? accuracy_catalog_patch(r, cat) : render_accuracy(r, cat, o.accuracy_rows, ro));
  return 0;
}

// The command the line runs, as a --format error names it, and the output formats it offers.
std::pair<const char*, const std::vector<Format>*> offered_formats(const RawOptions& o, const Commands& c) {
  if (c.validate->parsed()) return {"catalog validate", &cli::k_table_json};
  if (c.show->parsed()) return {"catalog show", &cli::k_table_json};
  if (c.catalog->parsed()) return {"catalog list", &cli::k_catalog_list_formats};
  if (c.accuracy->parsed()) {
    return o.explain_row ? std::pair{"accuracy --explain", &cli::k_table_only}
                         : std::pair{"accuracy", &cli::k_table_json};
  }
  if (c.explain->parsed()) return {"explain", &cli::k_table_only};
  if (c.check->parsed()) return {"check", &cli::k_all_formats};
  return {"vsize", &cli::k_all_formats};
}

// Everything after parsing: returns the exit code, writes the output to `out`.
int dispatch(const RawOptions& o, const Commands& c, const Terminal& term, std::ostream& out) {
  // launch reads --format as a job format (slurm, k8s, torchrun), everything else as an output.
  auto [command, offered] = offered_formats(o, c);
  const Format f = c.launch->parsed() ? Format::table : cli::output_format(o, command, *offered);
  if (c.schema->parsed()) {
    out << embedded_schema_json();
    return 0;
  }
  if (c.validate->parsed()) {
    out << cli::catalog_validate(o.validate_file, report_options(o, term, f, "embedded", embedded_catalog()));
    return 0;
  }
  std::string label;
  std::vector<CatalogFile> files;
  std::shared_ptr<const Catalog> loaded = cli::load_catalog(o, label, files);
  const Catalog& cat = *loaded;
  ReportOptions ro = report_options(o, term, f, label, cat);
  ro.catalog_files = std::move(files);
  if (c.list->parsed()) {
    out << render_catalog_list(cat, o.list_kind, ro);
    return 0;
  }
  if (c.show->parsed()) {
    out << render_catalog_show(cat, o.show_id, ro);
    return 0;
  }
  if (c.accuracy->parsed()) {
    return accuracy(o, cat, ro, out);
  }
  Workload w = cli::build_workload(o, cat);
  if (c.check->parsed() || c.explain->parsed() || c.launch->parsed()) {
    return check(o, c, cat, w, ro, out);
  }
  SearchRequest s = cli::build_search(o, cat);
  RankedResult r = rank(w, s, cat);
  out << render_rank(w, s, r, ro);
  bool goal_missed = r.recommendation.goal_given && !r.recommendation.pick;
  return r.configurations.empty() || goal_missed ? static_cast<int>(ExitCode::nothing_fits) : 0;
}

} // namespace

// `vsize help [command]`: the help of the program or of one subcommand.
std::string help_text(const CLI::App& app, const cli::Commands& c, const std::string& topic) {
  cli::define_all_options(c);
  if (topic.empty()) {
    // app.help() would show the help of the selected subcommand: `help` itself.
    return app.get_formatter()->make_help(&app, app.get_name(), CLI::AppFormatMode::Normal);
  }
  for (const CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_name() == topic) {
      return help_of(*sub);
    }
  }
  throw UsageError(fmt::format(
      "help {}: no such command; the commands are check, explain, launch, catalog, accuracy, schema", topic));
}

Terminal terminal_from(bool stdout_is_tty, const char* no_color_env, const char* term_env) {
  Terminal t;
  t.stdout_is_tty = stdout_is_tty;
  t.no_color = no_color_env != nullptr && no_color_env[0] != '\0';
  t.dumb = term_env != nullptr && std::string(term_env) == "dumb";
  return t;
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Terminal& term) {
  RawOptions o;
  CLI::App app{"vsize: sizes GPU servers for training vision models (detection, segmentation, ViTs) on 2-8 GPUs.\n"
               "Without a subcommand it ranks 2/4/8-GPU configurations for the workload."};
  app.name("vsize");
  app.set_version_flag("--version", std::string(VSIZE_VERSION));
  app.footer(k_examples);
  Commands c = cli::define_options(app, o);
  cli::ExpandedArgs expanded;
  try {
    expanded = cli::expand_config(app, c, args);
  } catch (const UsageError& e) {
    err << "vsize: error: " << cli::escape_controls(e.what()) << "\n";
    return static_cast<int>(ExitCode::usage);
  }
  if (auto code = parse(app, c, expanded, out, err)) {
    // --help and --version write too: a full disk is an error for them as for any output.
    return *code == 0 ? written(out, err, 0) : *code;
  }
  o.gpus_given = app.count("--gpus") > 0;
  o.optimizer_given = cli::option_given(app, c, "--optimizer");
  const cli::RawOptions defaults;
  o.res_given = cli::option_given(app, c, "--res") && !cli::reset_if_auto(o.res, defaults.res);
  o.classes_given = cli::option_given(app, c, "--classes") && !cli::reset_if_auto(o.classes, defaults.classes);
  o.workers_given = cli::option_given(app, c, "--workers");
  o.dataset_given = cli::option_given(app, c, "--dataset") && !cli::reset_if_auto(o.dataset, defaults.dataset);
  o.objects_given = cli::option_given(app, c, "--objects");
  o.max_objects_given = cli::option_given(app, c, "--max-objects");
  o.data_given = c.launch->parsed() && c.launch->count("--data") > 0;
  o.mode_given = cli::option_given(app, c, "--mode");
  o.format_given = app.count("--format") > 0;
  for (const CLI::App* a : subcommands(c)) {
    o.format_given = o.format_given || (a->parsed() && a->count("--format") > 0);
  }
  for (const char* name : {"--fps", "--sample-every", "--video-res", "--video-codec", "--video-bitrate-mbps"}) {
    if (o.video_option_given.empty() && cli::option_given(app, c, name)) o.video_option_given = name;
  }
  if (c.help->parsed()) {
    try {
      out << help_text(app, c, o.help_topic);
      return written(out, err, 0);
    } catch (const UsageError& e) {
      err << "vsize: error: " << cli::escape_controls(e.what()) << "\n";
      return static_cast<int>(ExitCode::usage);
    }
  }
  if (auto misplaced = misplaced_ranking_option(app, c)) {
    err << "vsize: error: " << cli::escape_controls(*misplaced) << "\n";
    return static_cast<int>(ExitCode::usage);
  }
  // The output is built whole before it is written, so an error never leaves half of it.
  std::ostringstream text;
  try {
    int code = dispatch(o, c, term, text);
    out << text.str();
    return written(out, err, code);
  } catch (const NotFitError& e) {
    err << "vsize: " << e.what() << "\n";
    return static_cast<int>(ExitCode::nothing_fits);
  } catch (const UsageError& e) {
    err << "vsize: error: " << cli::escape_controls(cli::with_config_origin(e.what(), expanded)) << "\n";
    return static_cast<int>(ExitCode::usage);
  } catch (const CatalogError& e) {
    const char* what = dynamic_cast<const CalibrationError*>(&e) ? "calibration" : "catalog";
    std::stringstream lines(e.what());
    std::string line;
    while (std::getline(lines, line)) {
      err << "vsize: " << what << " error: " << cli::escape_controls(line) << "\n";
    }
    return static_cast<int>(ExitCode::runtime);
  } catch (const std::exception& e) {
    err << "vsize: internal error: " << cli::escape_controls(e.what())
        << " (please report this with the command line)\n";
    return static_cast<int>(ExitCode::runtime);
  }
}

} // namespace vsize
