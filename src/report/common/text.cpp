// Labels and lines shared by every report format.
#include "text.hpp"

#include "vsize/report.hpp"
#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <cmath>

namespace vsize {

std::string format_duration(double s, Lang lang) {
  if (!std::isfinite(s) || s < 0) {
    return "-";
  }
  if (s >= 48 * 3600) {
    return s / 86400 < 1e5 ? report::num(lang, s / 86400, 1) + "d" : std::string(">99999d");
  }
  // Round to the unit shown first, then split, so 119.6 s is 2m00s, not 1m00s.
  long long secs = std::llround(s);
  if (secs < 600) {
    return secs < 60 ? fmt::format("{}s", secs) : fmt::format("{}m{:02d}s", secs / 60, secs % 60);
  }
  long long mins = std::llround(s / 60);
  if (mins < 60) {
    return fmt::format("{}m", mins);
  }
  return fmt::format("{}h{:02d}m", mins / 60, mins % 60);
}

std::string format_duration_up(double s, Lang lang) { return format_duration(round_up_as_shown(s), lang); }

std::string provenance_line(const ReportOptions& o) {
  std::string version = o.version.empty() ? "(unversioned)" : o.version;
  std::string as_of = o.catalog_as_of.empty() ? "-" : o.catalog_as_of;
  std::string label = o.catalog_label;
  if (label.rfind("embedded", 0) == 0) { // the built-in catalog, perhaps with overlays after it
    label = report::tr(o.lang, "embedded") + label.substr(std::string_view("embedded").size());
  }
  return report::trf(o.lang, "vsize {}, catalog {} as of {}", version, label + catalog_digests(o.catalog_files), as_of);
}

std::string catalog_digests(const std::vector<CatalogFile>& files) {
  if (files.empty()) return "";
  std::vector<std::string> short_hex;
  for (const CatalogFile& f : files) short_hex.push_back(f.sha256.substr(0, 12));
  return fmt::format(" (sha256 {})", fmt::join(short_hex, ", "));
}

std::string citation_text(const Citation& c) {
  // Title. Publisher, date. URL: what was taken from it
  std::vector<std::string> meta;
  if (!c.publisher.empty()) meta.push_back(c.publisher);
  if (!c.date.empty()) meta.push_back(c.date);
  std::string out = c.title;
  if (!meta.empty()) out += fmt::format(". {}", fmt::join(meta, ", "));
  if (!c.url.empty()) out += ". " + c.url;
  if (!c.detail.empty()) out += ": " + c.detail;
  return out;
}

nlohmann::json sources_json(const Provenance& p) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : p.sources) {
    nlohmann::json j = {{"title", c.title}};
    for (auto [key, value] : {std::pair{"publisher", &c.publisher}, std::pair{"date", &c.date},
                              std::pair{"url", &c.url}, std::pair{"detail", &c.detail}}) {
      if (!value->empty()) j[key] = *value;
    }
    out.push_back(j);
  }
  return out;
}

namespace report {

std::string psu_zone_units(const Evaluation& e, Lang lang) {
  const PlatformSpec* pl = e.platform.spec;
  if (!e.power.psu || !pl || e.power.psu->zone_count < 2) {
    return "";
  }
  const ZonedPsus& z = *e.power.psu;
  std::vector<std::string> parts;
  for (int i = 0; i < z.zone_count; ++i) {
    parts.push_back(trf(lang, "{} {}", pl->psu_zones[static_cast<std::size_t>(i)].name, z.zones[i].units));
  }
  return fmt::format("{}", fmt::join(parts, ", "));
}

std::string mig_instance_text(const MigProfile& p, Lang lang) {
  if (!p.memory_gib) return trf(lang, "{:g} GB", p.memory_gb);
  return trf(lang, p.memory_gib_estimated ? "{:g} GiB (estimate) = {:.2f} GB" : "{:g} GiB = {:.2f} GB", *p.memory_gib,
             units::gb(mig_instance_bytes(p)));
}

std::string batch_text(const BatchSpec& b, Lang lang) {
  if (b.kind == BatchSpec::Kind::global) {
    return std::to_string(b.global);
  }
  // A share under 1 % by its own figure: 1e-300 read "0 % of GPU memory" (review s84 F9).
  const double percent = b.fraction * 100;
  return trf(lang, "{} ({} % of GPU memory)", b.fraction_from_default ? "-1" : short_num(lang, b.fraction),
             percent >= 0.5 ? num(lang, percent, 0) : short_num(lang, percent));
}

std::string recommended_server_note(Lang l) {
  return tr(l, "the server vsize recommends for this workload (no --server or --gpu and --count named: vsize with "
               "the same options ranks the line-up)");
}

std::string experiments_text(const Schedule& s) {
  return s.experiments_per_night == s.experiments_per_night_expected
             ? std::to_string(s.experiments_per_night)
             : fmt::format("{}-{}", s.experiments_per_night, s.experiments_per_night_expected);
}

namespace {

std::string goal_text(const Recommendation& r, const Workload& w, const std::string& currency, Lang lang) {
  std::string goal = trf(lang, "{} per {} h night at {:g} % confidence", experiments_phrase(lang, r.experiments_goal),
                         short_num(lang, w.night_hours), w.confidence * 100);
  if (r.budget) {
    // A price with unpriced parts is a lower bound: the budget holds for the parts priced, and what
    // it leaves for the rest is said (review s88 SE D1: 26,779 EUR for a chassis and eight PSUs
    // went unsaid), rounded down as the money a customer may count on.
    goal += r.pick && !r.pick->cost.complete()
                ? trf(lang, " within {} on the parts priced, {} left for the parts without a price",
                      money(lang, *r.budget, currency),
                      money(lang, money_floor(*r.budget - r.pick->cost.with_external()), currency))
                : trf(lang, " within {}", money(lang, *r.budget, currency));
  }
  return goal;
}

// The cost per experiment; "at least" where parts have no price (a lower bound, as the cost line).
std::string per_experiment(const Evaluation& e, Lang lang) {
  return money_bound(lang, *e.economics.cost_per_experiment, e.cost.currency, e.cost.complete());
}

// Two lower bounds within 2 % of each other: the parts without a price could reverse them.
std::string near_tie(const Evaluation& e, const Evaluation& next, Lang lang) {
  if (e.cost.complete() && next.cost.complete()) return "";
  double a = *e.economics.cost_per_experiment;
  double b = *next.economics.cost_per_experiment;
  return std::abs(b - a) <= 0.02 * a ? tr(lang, " (within 2 %, and parts lack a price: as good as a tie)") : "";
}

// The rule that picked the server, with its figures.
std::string why_rule(const Recommendation& r, const Workload& w, Lang lang) {
  const Evaluation& e = *r.pick;
  std::string goal = goal_text(r, w, e.cost.currency, lang);
  const Evaluation* next = r.runner_up ? &*r.runner_up : nullptr;
  switch (r.chosen_by) {
  case ChosenBy::cost_per_experiment:
    if (r.meeting_sound_batch < r.meeting) {
      goal += tr(lang, " with enough images per GPU for batch norm");
    }
    if (!next || r.meeting_sound_batch < 2) {
      return trf(lang, "the only server that meets the goal of {} (it finishes {} in mode {}): {} per experiment", goal,
                 e.schedule.experiments_per_night, to_string(e.mode), per_experiment(e, lang));
    }
    if (r.meeting_unpriced > 0 && e.cost.unpriced_tier() == 0) {
      // Their lower bound lacks the GPUs or CPUs, so they rank after every priced server
      // (recommend.cpp), whatever that bound is.
      std::string more =
          r.meeting_unpriced == 1
              ? tr(lang, "1 more finishes it with GPUs or CPUs that have no price (ranked after)")
              : trf(lang, "{} more finish it with GPUs or CPUs that have no price (ranked after)", r.meeting_unpriced);
      return trf(lang,
                 "the lowest cost per experiment ({}) of the {} servers with priced GPUs and CPUs that meet the goal "
                 "of {} (it "
                 "finishes {} in mode {}); runner-up {}: {}{}; {}",
                 per_experiment(e, lang), r.meeting_sound_batch - r.meeting_unpriced, goal,
                 e.schedule.experiments_per_night, to_string(e.mode), server_id(*next), per_experiment(*next, lang),
                 near_tie(e, *next, lang), more);
    }
    return trf(
        lang,
        "the lowest cost per experiment ({}) of the {} servers that meet the goal of {} (it finishes {} in mode {}); "
        "runner-up {}: {}{}",
        per_experiment(e, lang), r.meeting_sound_batch, goal, e.schedule.experiments_per_night, to_string(e.mode),
        server_id(*next), per_experiment(*next, lang), near_tie(e, *next, lang));
  case ChosenBy::wall_power:
    return trf(lang,
               "the least wall power ({} kW) of the servers that meet the goal of {} (it finishes {} in mode {}); not "
               "every server is "
               "priced, so cost did not decide",
               num(lang, e.total_wall_w() / 1000, 1), goal, e.schedule.experiments_per_night, to_string(e.mode));
  case ChosenBy::fastest: break;
  }
  double night_s = w.night_hours * 3600;
  std::string runner = next ? trf(lang, "; runner-up {} takes {} nights", server_id(*next),
                                  num(lang, next->schedule.train_s / night_s, 1))
                            : std::string();
  // Predicted, and at the confidence the exp column counts at (the nights a customer should plan).
  return trf(lang,
             "no server finishes a training in the {} h night; the fastest takes {} nights as predicted (train "
             "{}), {} at {:.0f} % confidence{}",
             short_num(lang, w.night_hours), num(lang, e.schedule.train_s / night_s, 1),
             format_duration(e.schedule.train_s, lang), num(lang, e.schedule.train_s_confident / night_s, 1),
             e.schedule.confidence * 100, runner);
}

} // namespace

std::string recommendation_why(const Recommendation& r, const Workload& w, Lang lang) {
  const Evaluation& e = *r.pick;
  std::string why = why_rule(r, w, lang);
  if (e.memory.batchnorm_batch_small) {
    why += trf(lang, "; its batch of {} per GPU is small for batch norm, and no server that qualifies has more",
               e.memory.batch_per_gpu);
  }
  if (r.chosen_by == ChosenBy::cost_per_experiment && e.cost.gpus_unpriced) {
    why += trf(lang, "; no price for its {}, nor for those of any server that qualifies, so cost compares the rest",
               e.gpu->id);
  }
  // The servers a budget cannot judge are in the table (ranked after) but not among those counted.
  if (int n = r.budget_gpus_unpriced + r.budget_cpus_unpriced; r.budget && n > 0) {
    why += n == 1 ? tr(lang, "; 1 more finishes it but lacks a price for its GPUs or CPUs, so it cannot be held to "
                             "the budget (ranked after)")
                  : trf(lang,
                        "; {} more finish it but lack a price for their GPUs or CPUs, so none can be held to "
                        "the budget (ranked after)",
                        n);
  }
  return why;
}

namespace {

// Whether the goal's experiments are met but the budget cannot be judged for want of a CPU price
// (the GPUs priced): goal_missed's clause, which alternative_change joins to its own CPU note.
bool budget_lacks_cpu_price(const Evaluation& alt, const Recommendation& r) {
  return alt.schedule.experiments_per_night >= r.experiments_goal && r.budget &&
         !meets_goal(alt, Goal{r.experiments_goal, r.budget}) && !alt.cost.gpus_unpriced &&
         (!alt.cost.amount || alt.cost.cpus_unpriced);
}

// Why an alternative misses the goal, as meets_goal judges it: too few experiments a night, or a
// price (with the drives beside the server, which the budget holds too) over the budget; "" where
// it meets it.
std::string goal_missed(const Evaluation& alt, const Recommendation& r, const std::string& currency, Lang lang) {
  if (alt.schedule.experiments_per_night < r.experiments_goal) {
    // No goal typed: the default is one a night, said as such (review r21b: "misses the goal"
    // where the customer had set none).
    return r.goal_given ? tr(lang, "; misses the goal") : tr(lang, "; finishes none in the night");
  }
  if (!r.budget || meets_goal(alt, Goal{r.experiments_goal, r.budget})) {
    return "";
  }
  if (alt.cost.gpus_unpriced) {
    return tr(lang, "; without that price it cannot be held to the budget"); // the GPUs' said just before
  }
  if (budget_lacks_cpu_price(alt, r)) {
    return trf(lang, "; no price for its {}, so it cannot be held to the budget",
               alt.host.cpu ? alt.host.cpu->id : std::string("CPU"));
  }
  // With parts unpriced the total is a lower bound, as the cost line says.
  std::string total = money_bound(lang, alt.cost.with_external(), currency, alt.cost.complete());
  if (alt.cost.external_amount.value_or(0) > 0 && *alt.cost.amount <= *r.budget) {
    return trf(lang, "; over the budget with the {} of drives beside it ({})",
               money(lang, *alt.cost.external_amount, currency), total);
  }
  return trf(lang, "; over the budget ({})", total);
}

} // namespace

std::string alternative_change(const Evaluation& alt, const Evaluation& pick, const Recommendation& r,
                               const std::string& currency, Lang lang) {
  int n = alt.schedule.experiments_per_night;
  int pn = pick.schedule.experiments_per_night;
  std::string exp = n == pn ? trf(lang, "the same {} per night", experiments_phrase(lang, n))
                            : trf(lang, "{} per night instead of {}", experiments_phrase(lang, n), pn);
  // Another mode is why the nights differ at one train time (per-gpu: a job a GPU side by side;
  // "2 experiments per night instead of 1, train 9h04m instead of 9h04m" had not said it, review s74).
  if (alt.mode != pick.mode) {
    exp += trf(lang, " (mode {})", to_string(alt.mode));
  }
  // Power to one decimal, or two where one would read the same on both sides; the same where two
  // do too (it read "2.04 kW instead of 2.04 kW", review r21b).
  auto kw = [&](const Evaluation& e, int digits) { return num(lang, e.total_wall_w() / 1000, digits); };
  int kw_digits = kw(alt, 1) == kw(pick, 1) ? 2 : 1;
  std::string power = kw(alt, kw_digits) == kw(pick, kw_digits)
                          ? trf(lang, "the same {} kW", kw(alt, kw_digits))
                          : trf(lang, "{} kW instead of {} kW", kw(alt, kw_digits), kw(pick, kw_digits));
  std::string s = trf(lang, "{}, train {} instead of {}, {}", exp, format_duration(alt.schedule.train_s, lang),
                      format_duration(pick.schedule.train_s, lang), power);
  // A cost without the GPUs' price is no cost to set against one with it (30 EUR "instead of" 83).
  if (alt.economics.cost_per_experiment && pick.economics.cost_per_experiment &&
      alt.cost.gpus_unpriced == pick.cost.gpus_unpriced) {
    // Under --experiments N each server's use is the hours N experiments keep it busy: a cost per
    // experiment at another use is said with it (a faster server is busy fewer hours a day).
    double alt_use = alt.economics.utilisation, pick_use = pick.economics.utilisation;
    s += std::abs(alt_use - pick_use) < 0.005
             ? trf(lang, ", {} per experiment instead of {}", per_experiment(alt, lang), per_experiment(pick, lang))
             : trf(lang, ", {} per experiment at {} % use instead of {} at {} %", per_experiment(alt, lang),
                   use_percent(lang, alt_use), per_experiment(pick, lang), use_percent(lang, pick_use));
  }
  if (alt.memory.batchnorm_batch_small) {
    s += trf(lang, "; batch {} per GPU, too small for batch norm", alt.memory.batch_per_gpu);
  }
  if (alt.cost.gpus_unpriced && !pick.cost.gpus_unpriced) {
    s += trf(lang, "; no price for its {}, so no cost per experiment to compare", alt.gpu->id);
  } else if (alt.cost.gpus_unpriced) {
    s += trf(lang, "; no price for its {}, so its cost lacks them", alt.gpu->id);
  }
  if (!alt.cost.gpus_unpriced && alt.cost.cpus_unpriced && alt.host.cpu) {
    // The ranking's table says "no CPU price" for it; the comparison says so too (review r15), once
    // with the budget it cannot be held to (it had named the CPU twice, review s74).
    if (budget_lacks_cpu_price(alt, r)) {
      return s + trf(lang, "; no price for its {}, so its cost lacks them and it cannot be held to the budget",
                     alt.host.cpu->id);
    }
    s += trf(lang, "; no price for its {}, so its cost lacks them", alt.host.cpu->id);
  }
  return s + goal_missed(alt, r, currency, lang);
}

std::vector<std::string> recommendation_lines(const Recommendation& r, const Workload& w, const MoneyTerms& m,
                                              Lang lang) {
  std::vector<std::string> out;
  if (!r.pick) {
    // Nothing fitting to rank: the reasons are the rejected list's, not the goal's.
    out.push_back(r.fitting == 0
                      ? tr(lang, "recommendation: none; no server fits this workload (each one's reason below)")
                      : trf(lang, "recommendation: none; no server finishes {}", goal_text(r, w, m.currency, lang)));
    if (r.budget_gpus_unpriced > 0) {
      out.push_back(trf(lang,
                        "  {} server(s) finish it but have no price for their GPUs, so none can be held to the "
                        "budget: a vendor price list (--catalog prices.json) prices them",
                        r.budget_gpus_unpriced));
    }
    if (r.budget_cpus_unpriced > 0) {
      out.push_back(trf(lang,
                        "  {} server(s) finish it but have no price for their CPUs, so none can be held to the "
                        "budget: a vendor price list (--catalog prices.json) prices them",
                        r.budget_cpus_unpriced));
    }
    if (const auto& over = r.over_budget_by_drives) {
      // Its price alone is within the budget, which holds the drives beside it too (recommend.cpp);
      // with parts unpriced both are lower bounds, as the cost line says.
      auto bound = [&](double amount) { return money_bound(lang, amount, m.currency, over->cost.complete()); };
      out.push_back(trf(lang, "  {}: {} and {} of drives beside it = {}, over the budget, which holds both",
                        server_id(*over), bound(*over->cost.amount),
                        money(lang, over->cost.external_amount.value_or(0), m.currency),
                        bound(over->cost.with_external())));
    }
    if (r.what_it_takes.empty()) {
      out.push_back(tr(lang, "  what it would take: no single change vsize tries (the whole line-up, --all, another "
                             "mode, fewer epochs, a lower resolution, a longer window, --cache disk) meets it"));
    } else {
      out.push_back(tr(lang, "  what it would take (each evaluated):"));
      for (const auto& t : r.what_it_takes) {
        out.push_back("    " + what_it_takes_text(t, m.currency, lang));
      }
    }
    return out;
  }
  const Evaluation& e = *r.pick;
  out.push_back(trf(lang, "recommendation: {} ({}x {}{}, {}x {}, {} GB RAM), mode {}", server_id(e),
                    e.topo.gpus_per_node, e.gpu->id, e.platform.spec ? " in " + e.platform.spec->id : std::string(),
                    e.host.sockets, e.host.cpu ? e.host.cpu->id : "-",
                    e.host.ram ? count(lang, std::llround(e.host.ram->total_gb)) : "-", to_string(e.mode)));
  out.push_back(trf(lang, "  why: {}", recommendation_why(r, w, lang)));
  for (const auto& p : r.passed_over) {
    out.push_back(trf(
        lang, "  passed over: {}{}: batch {} per GPU, too small for batch norm's statistics ({} or fewer)",
        server_id(p),
        p.economics.cost_per_experiment ? trf(lang, " ({} per experiment)", per_experiment(p, lang)) : std::string(),
        p.memory.batch_per_gpu, p.family ? p.family->batchnorm_small_batch : 0));
  }
  for (const auto& line : cost_lines(e, m, lang)) {
    out.push_back(line);
  }
  // The neighbours by size (recommend.cpp: GPUs, then their memory), labelled by what differs: a
  // "larger" server with more GPUs of a smaller kind is no bigger by any other measure.
  auto label = [&](const Evaluation& alt) {
    int gpus = alt.topo.world_size();
    int pick_gpus = e.topo.world_size();
    return tr(lang, gpus < pick_gpus                        ? "fewer GPUs"
                    : gpus > pick_gpus                      ? "more GPUs"
                    : alt.gpu->memory_gb < e.gpu->memory_gb ? "less GPU memory"
                                                            : "more GPU memory");
  };
  for (const auto* alt : {r.smaller ? &*r.smaller : nullptr, r.larger ? &*r.larger : nullptr}) {
    if (alt) {
      out.push_back(
          trf(lang, "  {}: {}: {}", label(*alt), server_id(*alt), alternative_change(*alt, e, r, m.currency, lang)));
    }
  }
  if (r.nearly) {
    const Schedule& s = r.nearly->schedule;
    // Cheaper to buy (its price beside the pick's), not per experiment: the line says which. The
    // prices hold the drives a tier puts beside the server, which the cost line gives apart: said
    // where there are any (it read "at least 308602 EUR" under a cost line of 305762, review s73).
    bool drives_beside = r.nearly->cost.external_drives > 0 || e.cost.external_drives > 0;
    out.push_back(
        // Both counts named with their basis: "1 as predicted" beside the comparison's "0 per night"
        // (at the confidence) had read as a contradiction (review s81 H8).
        trf(lang, "  cheaper, nearly: {}: {} instead of {}{}; {} as predicted, {} at {:g} % confidence (train {}); {}",
            server_id(*r.nearly), cost_text(r.nearly->cost, lang, r.nearly->cost.with_external()),
            cost_text(e.cost, lang, e.cost.with_external()),
            drives_beside ? std::string(tr(lang, " with the drives beside them")) : std::string(),
            experiments_phrase(lang, s.experiments_per_night_expected), s.experiments_per_night, s.confidence * 100,
            format_duration_up(s.train_s_confident, lang), alternative_change(*r.nearly, e, r, m.currency, lang)));
  }
  return out;
}

std::string busiest_phase_text(const PowerPlan& p, Lang lang) {
  const CircuitSpec& c = *p.circuit->circuit;
  const double phase_w = p.circuit_load_w * p.phase_share;
  std::string out = line_to_line(c) ? trf(lang, "; busiest line {} A of {} A", num(lang, line_current_a(c, phase_w), 1),
                                          num(lang, line_limit_a(c), 1))
                                    : trf(lang, "; busiest phase {} W of {} W", count(lang, std::llround(phase_w)),
                                          count(lang, std::llround(c.usable_w / 3)));
  // The figure is the failure the PSUs are redundant for (review s76 F2: a clamp meter reads about
  // half of N+N's in normal running). Without PSUs the load is spread evenly over the phases;
  // whole PSU cords load one phase more (review s75 M3: 16 A here, 32 A with the XE7745's).
  return out + tr(lang, !p.psus_checked ? ", split evenly: whole PSUs load one more (--psu, --psus)"
                        : p.redundancy == Redundancy::n_plus_n ? " with the other feed failed"
                                                               : " with the worst PSU failed");
}

std::string circuit_label(const Evaluation& e, Lang lang) {
  const auto& c = e.power.circuit;
  if (!c) {
    return "-";
  }
  // Several circuits a feed: the total, then how many each feed takes ("2x ... A+B" read as one
  // circuit a feed, each carrying the whole server, which it cannot).
  if (c->count > 1 && c->feeds > 1) {
    return trf(lang, "{}x {} A+B ({} a feed)", c->count * c->feeds, c->circuit->id, c->count);
  }
  std::string label = c->count > 1 ? fmt::format("{}x {}", c->count, c->circuit->id) : c->circuit->id;
  return c->feeds > 1 ? label + " A+B" : label;
}

// What to pass to the model's trainer: Ultralytics' batch= and detectron2's SOLVER.IMS_PER_BATCH
// are the batch across all GPUs (docs.ultralytics.com/modes/train, "batch"; detectron2
// config/defaults.py, "IMS_PER_BATCH: Number of images per batch across all machines");
// torchvision's references and timm's train.py take --batch-size per process, one per GPU
// (vision/references/detection/README.md: "images per gpu"; timm train.py, distributed).
std::string trainer_batch_argument(const Evaluation& e, Lang lang) {
  const MemoryPlan& p = e.memory;
  const std::string& trainer = e.family->trainer;
  if (trainer == "detectron2") {
    return fmt::format("detectron2 SOLVER.IMS_PER_BATCH={}", p.batch_global);
  }
  if (trainer == "torchvision" || trainer == "timm") {
    return trf(lang, "{} --batch-size {} (per GPU)", trainer, p.batch_per_gpu);
  }
  // YOLOv5's train.py, started by torchrun, takes the batch of all GPUs as --batch-size
  // (ultralytics/yolov5 train.py: '--batch-size ... total batch size for all GPUs').
  if (e.family->launcher == Launcher::torchrun) {
    return trf(lang, "{} train.py --batch-size {} (all GPUs)", e.family->name, p.batch_global);
  }
  return fmt::format("Ultralytics batch={}", p.batch_global);
}

std::string circuits_cell(const Evaluation& e) {
  const ClusterPlan& c = e.cluster;
  if (!c.active || !c.circuit) {
    return circuit_label(e);
  }
  // Both feeds of every node, then the switches' own (the smallest circuit that carries them).
  std::string nodes = fmt::format("{}x {}", c.nodes * c.node_circuits, c.circuit->id);
  if (c.switch_circuits == 0) {
    return nodes;
  }
  return fmt::format("{} + {}x {}", nodes, c.switch_circuits, c.switch_circuit->id);
}

std::string images_count(Lang lang, long long n) {
  return n == 1 ? std::string(tr(lang, "1 image")) : trf(lang, "{} images", count(lang, n));
}

std::string gpus_cell(const Evaluation& e) {
  return fmt::format("{}{}x {}", e.topo.nodes > 1 ? fmt::format("{} x ", e.topo.nodes) : std::string(),
                     e.topo.gpus_per_node, e.gpu->id);
}

std::vector<std::pair<std::string, std::string>> parts_rows(const Evaluation& e, Lang lang) {
  std::vector<std::pair<std::string, std::string>> rows;
  const HostPlan& h = e.host;
  rows.emplace_back("chassis", e.platform.spec ? e.platform.spec->id : tr(lang, "none (no chassis rules)"));
  rows.emplace_back("GPUs", fmt::format("{} x {}", e.topo.gpus_per_node, e.gpu->id));
  if (e.bridges.bridge) {
    // As check's all-reduce line says: the groups' bridges, while this ring crosses PCIe between them.
    bool apart = e.bridges.groups > 1 && e.comm.link.kind != LinkKind::nvlink_bridge;
    rows.emplace_back(
        "NVLink bridges",
        fmt::format("{} x {}, {}", e.bridges.count, e.bridges.bridge->id,
                    bridge_groups(lang, e.bridges.groups, e.bridges.cards)) +
            (apart ? trf(lang, " (they speed a job of up to {} GPUs, not this ring over PCIe)", e.bridges.cards)
                   : std::string()));
  } else if (e.bridges.uncatalogued) {
    rows.emplace_back("NVLink bridges", tr(lang, "the cards' own (no catalog record, named unpriced)"));
  } else if (e.gpu->nvlink_topology == NvlinkTopology::bridge) {
    rows.emplace_back("NVLink bridges", tr(lang, "none (no all-reduce runs over them)"));
  }
  rows.emplace_back("CPUs", h.cpu ? fmt::format("{} x {}", h.sockets, h.cpu->id) : std::string("-"));
  if (h.ram) {
    rows.emplace_back("RAM", h.ram->dimm ? trf(lang, "{} x {} = {} GB", h.ram->count, h.ram->dimm->id,
                                               count(lang, std::llround(h.ram->total_gb)))
                                         : trf(lang, "{} GB installed", count(lang, std::llround(h.ram->total_gb))));
  }
  rows.emplace_back("PSUs", e.power.psu ? trf(lang, "{} x {}, {}", e.power.psu->count, e.power.psu->psu->id,
                                              to_string(e.power.redundancy))
                                        : tr(lang, "not planned (no chassis: --psu ID --psus N)"));
  if (e.topo.nodes > 1) {
    for (auto& row : rows) row.second = trf(lang, "{} a node", row.second);
  }
  return rows;
}

std::string cluster_how(const Evaluation& e, Lang lang) {
  const ClusterPlan& c = e.cluster;
  const FabricPlan& f = e.fabric;
  return f.active ? trf(lang, "{} GPUs in one job over {} ({} x {} a node, {} x {}), {:.2f}x one node's images/s",
                        e.topo.world_size(), f.fabric.spec->id, f.nics_per_node, f.fabric.nic->id, c.switches.count,
                        c.switches.sw ? c.switches.sw->id : "-", c.speedup)
                  : trf(lang, "{} trainings side by side, none across nodes (no fabric)", e.memory.jobs);
}

std::string cluster_summary(const Evaluation& e, Lang lang) {
  const ClusterPlan& c = e.cluster;
  if (!c.active) {
    return "";
  }
  return trf(lang, "cluster: {} nodes of {}x {}: {}; {:.1f} kW at the wall in all ({:.1f} kW a node), {}, {} rack(s)",
             c.nodes, c.gpus_per_node, e.gpu->id, cluster_how(e, lang), c.wall_w / units::k_w_per_kw,
             c.node_wall_w / units::k_w_per_kw, c.circuit ? trf(lang, "{} circuits", circuits_cell(e)) : "-", c.racks);
}

const char* short_bottleneck(Bottleneck b) {
  switch (b) {
  case Bottleneck::gpu_compute: return "gpu";
  case Bottleneck::python: return "python";
  case Bottleneck::data_loader: return "loader";
  case Bottleneck::allreduce: return "comm";
  case Bottleneck::storage: return "disk";
  case Bottleneck::video_decode: return "nvdec";
  }
  return "gpu";
}

// Past these the inputs are probably a slip, or at least far outside the measured runs behind the
// models (docs/accuracy.md: none trains above 1,290 px); common industrial camera frames stay
// under 100 MP.
constexpr int k_res_measured_max_px = 2048;
constexpr double k_source_mp_usual_max = 100;

namespace {

// A batch sized per server changes the trainer's iteration count, so its choice is per server.
bool per_server_optimizer(const Workload& w) {
  return w.optimizer_auto && w.optimizer_auto_iterations > 0 && w.batch.kind != BatchSpec::Kind::global;
}

// The workload line's notes on its size and data: what the trainer rounds, a model's own size.
std::string size_notes(const Workload& w, Lang lang) {
  std::string notes;
  // Inputs the trainer changes, or past what any run behind the models reached (issue 25 item 14).
  if (w.res_requested_px && w.res_px > *w.res_requested_px) {
    notes += trf(lang, "; --res {} rounded up to {}, a multiple of the stride {}, as the trainer does",
                 *w.res_requested_px, w.res_px, w.res_multiple_px);
  } else if (w.res_requested_px) {
    int side = w.res_px / w.res_multiple_px;
    notes += trf(lang,
                 "; --res {} trains as {} px, {} x {} patches of {} px: the patch embedding leaves the last {} px "
                 "unused",
                 *w.res_requested_px, w.res_px, side, side, w.res_multiple_px, *w.res_requested_px - w.res_px);
  } else if (w.res_from_default && w.res_px != Workload{}.res_px) {
    notes += trf(lang, "; {} px: {}'s own training size (--res sets another)", w.res_px, w.model);
  }
  if (w.classes_from_trainer) {
    notes += trf(lang, "; {} classes: the trainer's own data set trains them (--classes sets others)", w.classes);
  }
  if (w.imagenet_default) {
    notes += tr(lang, "; ImageNet-1k's images and classes, a classifier's default (--dataset and --classes set "
                      "others)");
  } else if (w.classes_imagenet) {
    notes += w.val_split == ValSplit::imagenet_share
                 ? tr(lang, "; ImageNet-1k's 1,000 classes and validation share (50,000 : 1,281,167), a classifier's "
                            "default (--classes and --val-images set others)")
                 : tr(lang, "; ImageNet-1k's 1,000 classes, a classifier's default (--classes sets others)");
  }
  if (w.res_native_px) {
    notes += trf(lang,
                 "; --res {} is a square image of {} px; torchvision's own resize (shorter side 800, longer up to "
                 "1333) trains at about {} px as a square",
                 w.res_px, w.res_px, *w.res_native_px);
  }
  return notes;
}

// The workload line's notes on the trainer's choices and on inputs past the measured runs.
std::string trainer_notes(const Workload& w, Lang lang) {
  std::string notes;
  if (per_server_optimizer(w)) {
    notes += tr(lang, "; optimizer auto: the trainer's choice at the batch sized for each server (check and "
                      "JSON name it)");
  } else if (w.optimizer_auto) {
    notes += w.optimizer_auto_iterations > 0
                 ? trf(lang, "; optimizer auto: {}, the trainer's choice for {} iterations", to_string(w.optimizer),
                       count(lang, w.optimizer_auto_iterations))
                 : trf(lang, "; optimizer auto: {}, the trainer's default", to_string(w.optimizer));
  }
  // Ultralytics closes mosaic at epoch == epochs - close_mosaic: never in a shorter run.
  if (w.close_mosaic.value_or(0) > w.epochs) {
    notes += trf(lang, "; close_mosaic {}: more than the {} epochs, so mosaic to the end", *w.close_mosaic, w.epochs);
  } else if (w.close_mosaic.value_or(0) > 0) {
    notes += trf(lang, "; close_mosaic {}: the last {} epochs without mosaic", *w.close_mosaic, *w.close_mosaic);
  }
  if (w.optimizer_default_replaced && w.optimizer_from_recipe) {
    notes += trf(lang, "; optimizer {}: what {}'s recipes train (vsize's default elsewhere: {})",
                 to_string(w.optimizer), w.model, to_string(*w.optimizer_default_replaced));
  } else if (w.optimizer_default_replaced) {
    notes += trf(lang, "; optimizer {}: the trainer offers no {} (the default)", to_string(w.optimizer),
                 to_string(*w.optimizer_default_replaced));
  }
  if (w.objects_given && !w.counts_objects) {
    notes += trf(lang,
                 "; --objects and --max-objects: vsize's model of {} reads neither (Ultralytics' assigner "
                 "and losses do)",
                 w.model);
  }
  if (w.classes_given && !w.counts_classes) {
    notes += trf(lang, "; --classes: {} is an image encoder, with no class head", w.model);
  }
  if (w.res_px > k_res_measured_max_px) {
    notes += trf(lang, "; --res {} is past {} px, beyond the measured runs behind the models: an extrapolation",
                 w.res_px, k_res_measured_max_px);
  }
  if (w.source_mp && *w.source_mp > k_source_mp_usual_max) {
    notes += trf(lang, "; --source-mp {} is more than a {} MP camera frame: check the unit (megapixels)",
                 short_num(lang, *w.source_mp), short_num(lang, k_source_mp_usual_max));
  }
  return notes;
}

} // namespace

std::string workload_line(const Workload& w, Lang lang) {
  std::string notes = size_notes(w, lang) + trainer_notes(w, lang);
  std::string video;
  if (w.video.given()) {
    const VideoSource& v = w.video;
    video = trf(lang, ", video {} h at {} fps, {}, {} {} at {} Mb/s{}{}", short_num(lang, v.hours),
                short_num(lang, v.fps), every_nth_frame(lang, v.sample_every), v.resolution, to_string(v.codec),
                // To the hundredth, as explain gives it: the fps scaling's 12.0003 reads 12.
                short_num(lang, std::round(v.bitrate_mbps.value_or(0) * 100) / 100),
                w.decode == Decode::video ? tr(lang, ", decoded by NVDEC") : "",
                w.val_split == ValSplit::video_fixed ? tr(lang, ", a fixed validation set") : "");
  }
  return trf(lang,
             "workload: {} at {} px, {} (+{} val), {} epochs, batch {}, amp {}, {}, cache {}, {} workers/rank, "
             "{}{}source images {}, mode {}, night {} h",
             w.model, w.res_px, images_count(lang, w.dataset_images), count(lang, w.val_images), w.epochs,
             batch_text(w.batch, lang), to_string(w.amp), per_server_optimizer(w) ? "auto" : to_string(w.optimizer),
             (w.cache_from_default && w.cache == CacheMode::ram ? std::string(tr(lang, "auto (ram, disk or none)"))
                                                                : std::string(to_string(w.cache))) +
                 // The shape the RAM cache is sized for (--cache-shape): typical 4:3 holds a quarter less.
                 (w.cache == CacheMode::none ? std::string() : trf(lang, ", cache shape {}", to_string(w.cache_shape))),
             w.workers,
             // Echoed where a model reads them: the labels a sample (Ultralytics' assigner and losses),
             // the classes (not an image encoder's).
             w.counts_objects ? trf(lang, "{} objects/sample (up to {}), ", w.objects, w.max_objects) : std::string(),
             w.counts_classes ? trf(lang, "{} classes, ", count(lang, w.classes)) : std::string(),
             !w.source_mp               ? std::string("auto")
             : w.source_mp_from_default ? trf(lang, "auto ({} MP)", num(lang, *w.source_mp, 2))
             // The footage's frame size to the hundredth (1080p: 2.07 MP, not 2.0736; review s81 H14).
             : w.source_mp_from_video ? trf(lang, "{} MP (the footage's frames)", num(lang, *w.source_mp, 2))
                                      : short_num(lang, *w.source_mp) + " MP",
             w.mode_auto ? "auto" : to_string(w.mode), short_num(lang, w.night_hours)) +
         notes + video;
}

std::string wrap(const std::string& text, std::size_t width, std::size_t indent) {
  // Breaks after ", " or "; " where the line has one past its middle, else at the last space.
  std::string out;
  std::size_t line_start = 0;
  std::size_t clause = std::string::npos;
  std::size_t space = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, ", ") == 0 || text.compare(i, 2, "; ") == 0) {
      clause = i + 1;
    } else if (text[i] == ' ') {
      space = i;
    }
    // The line so far, the character at i included: a cut at a clause keeps its comma.
    std::size_t line_len = i - line_start + 1 + (line_start > 0 ? indent : 0);
    // A clause break only where it keeps the line at least half full.
    bool clause_ok = clause != std::string::npos && clause > line_start && (clause - line_start) * 2 >= width;
    std::size_t cut = clause_ok ? clause : space != std::string::npos && space > line_start ? space : std::string::npos;
    if (line_len >= width && cut != std::string::npos) {
      out += text.substr(line_start, cut - line_start) + "\n" + std::string(indent, ' ');
      line_start = cut + 1;
      clause = space = std::string::npos;
    }
  }
  return out + text.substr(line_start);
}

std::vector<std::string> finding_texts(const Evaluation& e, const Workload& w, Severity sev, Lang lang) {
  std::vector<std::string> out;
  for (const auto& f : e.findings) {
    if (severity(f) == sev) {
      out.push_back(finding_text(f, e, w, lang));
    }
  }
  return out;
}

} // namespace report
} // namespace vsize
