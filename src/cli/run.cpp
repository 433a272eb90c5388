// The program: parse, load the catalog, dispatch, and map every error to its exit code in one
// place. The only code besides main.cpp that does I/O; the core never sees a file or a stream.
#include "run.hpp"

#include "catalog_cmd.hpp"
#include "options.hpp"

#include "vsize/error.hpp"
#include "vsize/solver.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>
#include <sstream>

#ifndef VSIZE_VERSION
#define VSIZE_VERSION "0.0.0"
#endif

namespace vsize {

namespace {

using cli::Commands;
using cli::RawOptions;

const char* const k_version_line = "vsize " VSIZE_VERSION " (catalog schema 1, JSON schema 1)";

// Suggests the closest option any command knows for an unknown one, preferring the options of
// the command being parsed.
std::string option_suggestion(const CLI::App& app, const Commands& c, const std::string& msg,
                              const std::vector<std::string>& args) {
  std::vector<std::string> names;
  std::vector<const CLI::App*> apps = {c.check, c.explain, c.list, c.show, c.validate, c.catalog, c.accuracy, &app};
  std::stable_partition(apps.begin(), apps.end(), [](const CLI::App* a) { return a->parsed(); });
  for (const auto* a : apps) {
    for (const auto* opt : a->get_options()) {
      for (const auto& n : opt->get_lnames()) {
        names.push_back("--" + n);
      }
    }
  }
  for (const auto& arg : args) {
    if (arg.rfind("--", 0) == 0 && msg.find(arg) != std::string::npos) {
      std::string guess = closest_match(arg.substr(0, arg.find('=')), names);
      return guess.empty() ? " (see vsize --help)" : "; did you mean '" + guess + "'?";
    }
  }
  return " (see vsize --help)";
}

// Parses `args`; returns an exit code when parsing ends the program (help, version, error).
std::optional<int> parse(CLI::App& app, const Commands& c, const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err) {
  std::vector<std::string> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
  std::reverse(rest.begin(), rest.end()); // CLI11 takes the arguments last first
  try {
    app.parse(rest);
  } catch (const CLI::CallForAllHelp&) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForHelp&) {
    out << (app.get_subcommands().empty() ? app.help() : app.get_subcommands().back()->help());
    return 0;
  } catch (const CLI::Success&) {
    out << k_version_line << "\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    std::string msg = e.what();
    if (msg.find("not expected") != std::string::npos || msg.find("xtras") != std::string::npos) {
      msg += option_suggestion(app, c, msg, args);
    }
    err << "vsize: error: " << msg << "\n";
    return static_cast<int>(ExitCode::usage);
  }
  return std::nullopt;
}

ReportOptions report_options(const RawOptions& o, const Terminal& term, const std::string& label) {
  ReportOptions r;
  r.format = cli::output_format(o);
  r.color = term.stdout_is_tty && !term.no_color && r.format == Format::table;
  r.show_rejected = o.show_rejected;
  r.catalog_label = label;
  return r;
}

int check(const RawOptions& o, const Commands& c, const Catalog& cat, const Workload& w, ReportOptions ro,
          std::ostream& out) {
  ConfigRequest req{cat.gpu(o.gpu).id, o.count, o.platform, cli::build_pins(o, cat, true)};
  if (req.count < 1 || req.count > 64) {
    throw UsageError(fmt::format("--count {}: must be from 1 to 64 GPUs", req.count));
  }
  Prepared p = prepare(w, req.host, cat);
  Server server = resolve_server(cat, req);
  std::vector<Mode> modes = cli::modes_for(o, false);
  Evaluation e = modes.empty() ? evaluate(p, server, p.w.mode) : evaluate_best(p, server, modes, 1);
  ro.platform_request = o.platform;
  out << (c.explain->parsed() ? render_explain(p.w, e, cat, ro) : render_check(p.w, e, ro));
  return e.fits ? 0 : static_cast<int>(ExitCode::nothing_fits);
}

int accuracy(const RawOptions& o, const Catalog& cat, const ReportOptions& ro, std::ostream& out) {
  std::string origin = o.calibration_file.empty() ? "embedded data/calibration.json" : o.calibration_file;
  std::string text = o.calibration_file.empty() ? std::string(embedded_calibration_json())
                                                : cli::read_file(o.calibration_file);
  AccuracyReport r = assess_accuracy(cat, parse_calibration(text, origin));
  out << (o.catalog_patch ? accuracy_catalog_patch(r, cat) : render_accuracy(r, cat, o.accuracy_rows, ro.format));
  return 0;
}

// Everything after parsing: returns the exit code, writes the output to `out`.
int dispatch(const RawOptions& o, const Commands& c, bool cache_explicit, const Terminal& term, std::ostream& out) {
  if (c.validate->parsed()) {
    out << cli::catalog_validate(o.validate_file);
    return 0;
  }
  std::string label;
  Catalog cat = cli::load_catalog(o, label);
  ReportOptions ro = report_options(o, term, label);
  if (c.list->parsed()) {
    out << cli::catalog_list(cat, o.list_kind, ro.format);
    return 0;
  }
  if (c.show->parsed()) {
    out << cli::catalog_show(cat, o.show_id, ro.format);
    return 0;
  }
  if (c.accuracy->parsed()) {
    return accuracy(o, cat, ro, out);
  }
  Workload w = cli::build_workload(o, cat, cache_explicit);
  if (c.check->parsed() || c.explain->parsed()) {
    return check(o, c, cat, w, ro, out);
  }
  SearchRequest s = cli::build_search(o, cat);
  RankedResult r = rank(w, s, cat);
  out << render_rank(w, s, r, ro);
  bool goal_missed = r.recommendation.goal_given && !r.recommendation.pick;
  return r.configurations.empty() || goal_missed ? static_cast<int>(ExitCode::nothing_fits) : 0;
}

} // namespace

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Terminal& term) {
  RawOptions o;
  CLI::App app{"vsize: sizes GPU servers for training vision models (detection, segmentation, ViTs) on 2-8 GPUs.\n"
               "Without a subcommand it ranks 2/4/8-GPU configurations for the workload."};
  app.set_version_flag("--version", k_version_line);
  Commands c = cli::define_options(app, o);
  if (auto code = parse(app, c, args, out, err)) {
    return *code;
  }
  o.gpus_given = app.count("--gpus") > 0;
  // The output is built whole before it is written, so an error never leaves half of it.
  std::ostringstream text;
  try {
    int code = dispatch(o, c, cli::cache_given(app, c), term, text);
    out << text.str();
    return code;
  } catch (const UsageError& e) {
    err << "vsize: error: " << e.what() << "\n";
    return static_cast<int>(ExitCode::usage);
  } catch (const CatalogError& e) {
    std::stringstream lines(e.what());
    std::string line;
    while (std::getline(lines, line)) {
      err << "vsize: catalog error: " << line << "\n";
    }
    return static_cast<int>(ExitCode::runtime);
  } catch (const std::exception& e) {
    err << "vsize: internal error: " << e.what() << " (please report this with the command line)\n";
    return static_cast<int>(ExitCode::runtime);
  }
}

} // namespace vsize
