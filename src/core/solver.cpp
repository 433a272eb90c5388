// The solver: resolves a request once (prepare), runs the stages of every model on each
// configuration (evaluate) and ranks the candidates (rank). Formulas and decisions live in the
// model files; this file only sequences them.
#include "vsize/solver.hpp"

#include "vsize/error.hpp"
#include "vsize/option_ranges.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace vsize {

void validate_workload(const Workload& w, const Catalog& cat) {
  cat.model(w.model); // unknown model: UsageError with a suggestion
  // The numeric inputs, by the same table the command line parses them with.
  check_option_value("--res", w.res_px);
  check_option_value("--dataset", static_cast<double>(w.dataset_images));
  check_option_value("--val-images", static_cast<double>(w.val_images));
  check_option_value("--epochs", w.epochs);
  check_option_value("--max-objects", w.max_objects);
  check_option_value("--objects", w.objects);
  check_option_value("--classes", w.classes);
  if (w.source_mp) {
    check_option_value("--source-mp", *w.source_mp);
  }
  check_option_value("--workers", w.workers);
  check_option_value("--night-hours", w.night_hours);
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && !(w.batch.fraction > 0 && w.batch.fraction < 1)) {
    throw UsageError("--batch: a fraction must be between 0 and 1 (e.g. 0.7), or use -1 or a global batch N >= 1");
  }
  if (w.batch.kind == BatchSpec::Kind::global && (w.batch.global < 1 || w.batch.global > 1000000)) {
    throw UsageError("--batch: a global batch must be from 1 to 10^6");
  }
}

void apply_catalog_defaults(Workload& w, const Assumptions& a) {
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && w.batch.fraction_from_default) {
    w.batch.fraction = a[K::autobatch_default_fraction];
  }
}

namespace {

// Candidate CPUs, smallest adequate first: fewest cores, then lowest TDP, then fastest
// memory, then id.
std::vector<const CpuSpec*> cpus_by_size(const Catalog& cat) {
  std::vector<const CpuSpec*> cpus;
  for (const auto& cpu : cat.cpus) {
    cpus.push_back(&cpu);
  }
  std::sort(cpus.begin(), cpus.end(), [](const CpuSpec* a, const CpuSpec* b) {
    if (a->cores != b->cores) return a->cores < b->cores;
    if (a->tdp_w != b->tdp_w) return a->tdp_w < b->tdp_w;
    if (a->memory_mt_s_1dpc != b->memory_mt_s_1dpc) return a->memory_mt_s_1dpc > b->memory_mt_s_1dpc;
    return a->id < b->id;
  });
  return cpus;
}

std::vector<const CircuitSpec*> circuits_for(const Catalog& cat, const HostPins& pins) {
  std::vector<const CircuitSpec*> out;
  if (!pins.circuit.empty()) {
    out.push_back(&cat.circuit(pins.circuit));
    return out;
  }
  for (const auto& c : cat.circuits) {
    if (pins.region == Region::any || c.region == pins.region) {
      out.push_back(&c);
    }
  }
  return out;
}

const std::vector<const PsuSpec*>& psus_of(const Prepared& p, const PlatformSpec* platform) {
  for (const auto& [pl, psus] : p.platform_psus) {
    if (pl == platform) {
      return psus;
    }
  }
  return p.all_psus;
}

// The user's pins win over the line-up entry's.
ServerPins pins_for(const Prepared& p, const Server& server) {
  ServerPins pins = p.pins;
  if (const LineupSpec* l = server.lineup) {
    if (!pins.cpu) {
      pins.cpu = server.lineup_cpu;
    }
    if (!pins.sockets) {
      pins.sockets = l->sockets;
    }
    pins.ram_floor_gb = l->ram_gb;
  }
  return pins;
}

} // namespace

Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat) {
  Prepared p;
  p.cat = &cat;
  p.a = Assumptions::from(cat);
  p.w = w;
  apply_catalog_defaults(p.w, p.a);
  validate_workload(p.w, cat);
  p.model = &cat.model(w.model);
  p.family = &cat.family(p.model->family);
  p.host.candidates = cpus_by_size(cat);
  p.host.dimms = &cat.dimms;
  p.host.drive = cat.drives.empty() ? nullptr : &cat.drives.front();
  p.host.nic = cat.nics.empty() ? nullptr : &cat.nics.front();
  p.pins.cpu = pins.cpu.empty() ? nullptr : &cat.cpu(pins.cpu);
  p.pins.sockets = pins.sockets;
  p.pins.ram_gb = pins.ram_gb;
  p.power.pinned_psu = pins.psu.empty() ? nullptr : &cat.psu(pins.psu);
  p.power.psus = pins.psus;
  p.power.redundancy = pins.redundancy;
  p.power.circuits = circuits_for(cat, pins);
  p.power.circuit_pinned = !pins.circuit.empty();
  p.power.region = pins.region;
  for (const auto& psu : cat.psus) {
    p.all_psus.push_back(&psu);
  }
  for (const auto& pl : cat.platforms) {
    std::vector<const PsuSpec*> psus;
    for (const auto& id : pl.psu_options) {
      psus.push_back(&cat.psu(id));
    }
    p.platform_psus.emplace_back(&pl, std::move(psus));
  }
  p.prices = PriceIndex(cat);
  return p;
}

Evaluation evaluate(const Prepared& p, const Server& server, Mode mode) {
  const GpuSpec& gpu = *server.gpu;
  Evaluation e;
  e.gpu = &gpu;
  e.topo = Topology{server.nodes, server.gpus_per_node};
  e.model = p.model;
  e.family = p.family;
  e.lineup = server.lineup;
  e.mode = mode;
  Constants constants(p.a);
  constants.record_into(&e.constants);
  const GpuSpec* sibling = gpu.matmul_fraction_from.empty() ? nullptr : &p.cat->gpu(gpu.matmul_fraction_from);
  const Scenario s{*p.model, *p.family, p.w, mode, gpu, e.topo, server.platform, constants, sibling};
  e.platform = plan_platform(s, e.findings);
  e.memory = plan_memory(s, e.findings);
  e.step = plan_step(s, e.memory, e.findings);
  DataPath path = plan_data_path(s, e.memory, e.step, p.host, pins_for(p, server), e.findings);
  e.data = std::move(path.data);
  e.storage = std::move(path.storage);
  e.host = std::move(path.host);
  e.loader = plan_loader(s, e.data, e.host);
  e.comm = plan_comm(s, e.step, e.host.sockets, e.platform.nvlink_group_max);
  e.schedule = plan_schedule(s, {e.memory, e.step, e.comm, e.data, e.storage, e.host, e.loader}, e.findings);
  e.power = plan_power(s, e.host, e.storage, p.power, psus_of(p, server.platform), e.findings);
  e.cost = plan_cost({server.lineup, server.platform, gpu, server.gpus_per_node, e.host, e.storage, e.power}, p.prices);
  e.fits = std::none_of(e.findings.begin(), e.findings.end(),
                        [](const Finding& f) { return severity(f) == Severity::reason; });
  return e;
}

Evaluation evaluate(const Prepared& p, const GpuSpec& gpu, int gpus) {
  return evaluate(p, Server{nullptr, nullptr, &gpu, gpus}, p.w.mode);
}

namespace {

bool takes_cpu(const PlatformSpec& pl, const CpuSpec* cpu) { return !cpu || pl.takes_family(cpu->family); }

} // namespace

Server resolve_server(const Catalog& cat, const ConfigRequest& c) {
  Server s;
  s.gpu = &cat.gpu(c.gpu);
  s.gpus_per_node = c.count;
  const CpuSpec* cpu = c.host.cpu.empty() ? nullptr : &cat.cpu(c.host.cpu);
  if (c.platform == "none") {
    return s;
  }
  if (!c.platform.empty()) {
    s.platform = &cat.platform(c.platform);
  }
  for (const auto& l : cat.lineup) {
    const PlatformSpec& pl = cat.platform(l.platform);
    if (l.gpu == s.gpu->id && l.count == c.count && (!s.platform || s.platform == &pl) && takes_cpu(pl, cpu)) {
      s.lineup = &l;
      s.lineup_cpu = l.cpu.empty() ? nullptr : &cat.cpu(l.cpu);
      s.platform = &pl;
      return s;
    }
  }
  if (s.platform) {
    return s;
  }
  for (const auto& pl : cat.platforms) {
    if (pl.qualifies(s.gpu->id) && pl.allows_count(c.count) && takes_cpu(pl, cpu) &&
        (!s.platform || std::tie(pl.rack_units, pl.gpu_bays, pl.id) <
                            std::tie(s.platform->rack_units, s.platform->gpu_bays, s.platform->id))) {
      s.platform = &pl;
    }
  }
  return s;
}

Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat) {
  check_option_value("--count", c.count);
  Prepared p = prepare(w, c.host, cat);
  return evaluate(p, resolve_server(cat, c), p.w.mode);
}

Evaluation evaluate_best(const Prepared& p, const Server& server, const std::vector<Mode>& modes,
                         int experiments_goal) {
  std::optional<Evaluation> best;
  for (Mode m : modes) {
    Evaluation e = evaluate(p, server, m);
    if (!best) {
      best = std::move(e);
      continue;
    }
    auto score = [&](const Evaluation& x) {
      int n = x.schedule.experiments_per_night;
      return std::make_tuple(x.fits, x.fits && n >= experiments_goal, x.fits ? n : 0);
    };
    if (score(e) > score(*best)) { // strictly better; ties keep the earlier mode
      best = std::move(e);
    }
  }
  return std::move(*best);
}

std::string server_id(const Evaluation& e) {
  if (e.lineup) {
    return e.lineup->id;
  }
  if (e.platform.spec) {
    return fmt::format("{}-{}x-{}", e.platform.spec->id, e.topo.gpus_per_node, e.gpu->id);
  }
  std::string id = fmt::format("{}x-{}", e.topo.gpus_per_node, e.gpu->id);
  if (e.host.cpu) {
    id += fmt::format("-{}x-{}", e.host.sockets, e.host.cpu->id);
  }
  return id;
}

namespace {

template <class T>
bool wanted(const std::vector<T>& filter, const T& v) {
  return filter.empty() || std::find(filter.begin(), filter.end(), v) != filter.end();
}

std::string filters_text(const SearchRequest& s) {
  std::vector<std::string> parts;
  if (!s.gpus.empty()) parts.push_back(fmt::format("--gpu {}", fmt::join(s.gpus, ",")));
  if (!s.counts.empty()) parts.push_back(fmt::format("--gpus {}", fmt::join(s.counts, ",")));
  if (!s.platforms.empty()) parts.push_back(fmt::format("--platform {}", fmt::join(s.platforms, ",")));
  return fmt::format("{}", fmt::join(parts, " "));
}

} // namespace

std::vector<Server> enumerate(const SearchRequest& s, const Catalog& cat) {
  std::vector<Server> out;
  if (!s.all_platforms) {
    for (const auto& l : cat.lineup) {
      const GpuSpec& g = cat.gpu(l.gpu);
      if (wanted(s.gpus, g.id) && wanted(s.counts, l.count) && wanted(s.platforms, l.platform)) {
        out.push_back(Server{&cat.platform(l.platform), &l, &g, l.count, 1, l.cpu.empty() ? nullptr : &cat.cpu(l.cpu)});
      }
    }
    if (out.empty()) {
      throw UsageError(cat.lineup.empty()
                           ? std::string("the catalog has no line-up; add --all to search every platform, or add "
                                         "lineup records (docs/catalog.md)")
                           : fmt::format("the line-up has no server for {}; add --all to search every platform "
                                         "(vsize catalog list lineup)",
                                         filters_text(s)));
    }
    return out;
  }
  const std::vector<int>& counts = s.counts.empty() ? k_default_counts : s.counts;
  for (int n : counts) {
    for (const auto& pl : cat.platforms) {
      if (!wanted(s.platforms, pl.id) || !pl.allows_count(n)) {
        continue;
      }
      for (const auto& id : pl.qualified_gpus) {
        if (wanted(s.gpus, id)) {
          out.push_back(Server{&pl, nullptr, &cat.gpu(id), n});
        }
      }
    }
  }
  if (out.empty()) {
    throw UsageError(fmt::format("no catalog platform takes {} (vsize catalog list platforms)", filters_text(s)));
  }
  return out;
}

namespace {

// The ranking key: smaller is better.
double rank_key(const Evaluation& e, RankBy by) {
  switch (by) {
  case RankBy::time: return e.schedule.train_s;
  case RankBy::power: return e.power.wall_w;
  case RankBy::experiments: return -static_cast<double>(e.schedule.experiments_per_night);
  case RankBy::cost: return e.cost.amount.value_or(0);
  }
  return e.schedule.train_s;
}

bool meets(const Evaluation& e, const Goal& g) {
  return e.schedule.experiments_per_night >= g.experiments.value_or(1) &&
         (!g.budget || (e.cost.amount && *e.cost.amount <= *g.budget));
}

// Size order for "smaller" and "larger": GPUs, then total GPU memory, then wall power, then id.
bool smaller_server(const Evaluation& a, const Evaluation& b) {
  int ga = a.topo.world_size();
  int gb = b.topo.world_size();
  double ma = a.gpu->memory_gb * ga;
  double mb = b.gpu->memory_gb * gb;
  return std::make_tuple(ga, ma, a.power.wall_w, server_id(a)) < std::make_tuple(gb, mb, b.power.wall_w, server_id(b));
}

Recommendation recommend(const std::vector<const Evaluation*>& fitting, const Goal& goal) {
  Recommendation r;
  r.goal_given = goal.experiments || goal.budget;
  r.experiments_goal = goal.experiments.value_or(1);
  r.budget = goal.budget;
  r.by_cost = !fitting.empty() && std::all_of(fitting.begin(), fitting.end(),
                                              [](const Evaluation* e) { return e->cost.amount.has_value(); });
  const Evaluation* pick = nullptr;
  auto key = [&](const Evaluation* e) {
    return std::make_tuple(r.by_cost ? *e->cost.amount : e->power.wall_w, e->topo.world_size(), server_id(*e));
  };
  for (const Evaluation* e : fitting) {
    if (meets(*e, goal) && (!pick || key(e) < key(pick))) {
      pick = e;
    }
  }
  if (!pick) {
    return r;
  }
  r.pick = *pick;
  for (const Evaluation* e : fitting) {
    if (smaller_server(*e, *pick) && (!r.smaller || smaller_server(*r.smaller, *e))) {
      r.smaller = *e;
    }
    if (smaller_server(*pick, *e) && (!r.larger || smaller_server(*e, *r.larger))) {
      r.larger = *e;
    }
  }
  return r;
}

void check_goal_inputs(const SearchRequest& s, const Catalog& cat) {
  const char* option = s.goal.budget ? "--budget" : s.rank_by == RankBy::cost ? "--rank-by cost" : nullptr;
  if (option && cat.prices.empty()) {
    throw UsageError(fmt::format("{}: the catalog has no prices; add a price list with --catalog prices.json "
                                 "(docs/catalog.md, section prices)",
                                 option));
  }
}

} // namespace

RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat) {
  check_goal_inputs(s, cat);
  std::vector<Server> servers = enumerate(s, cat);
  Prepared p = prepare(w, s.host, cat);
  std::vector<Mode> modes = s.modes.empty() ? std::vector<Mode>{p.w.mode} : s.modes;
  RankedResult out;
  std::vector<Evaluation> fitting;
  fitting.reserve(servers.size());
  for (const Server& server : servers) {
    Evaluation e = evaluate_best(p, server, modes, s.goal.experiments.value_or(1));
    ++out.evaluated;
    (e.fits ? fitting : out.rejected).push_back(std::move(e));
  }
  if (s.rank_by == RankBy::cost) {
    // Ranking by cost needs a price for every candidate.
    auto unpriced = std::find_if(fitting.begin(), fitting.end(), [](const Evaluation& e) { return !e.cost.amount; });
    if (unpriced != fitting.end()) {
      throw UsageError(fmt::format("--rank-by cost: {} has no price ({} unpriced); add a price list with --catalog "
                                   "(docs/catalog.md, section prices)",
                                   server_id(*unpriced), fmt::join(unpriced_ids(unpriced->cost), ", ")));
    }
  }
  // A total order: the key, then train time, then GPUs, then id (keys and ids worked out once;
  // the evaluations stay where they are and only their order is sorted).
  using Key = std::tuple<double, double, int, std::string, Evaluation*>;
  std::vector<Key> order;
  order.reserve(fitting.size());
  for (auto& e : fitting) {
    order.emplace_back(rank_key(e, s.rank_by), e.schedule.train_s, e.topo.world_size(), server_id(e), &e);
  }
  std::sort(order.begin(), order.end());
  std::vector<const Evaluation*> ranked;
  for (const auto& k : order) {
    ranked.push_back(std::get<Evaluation*>(k));
  }
  out.recommendation = recommend(ranked, s.goal);
  std::map<int, int> kept;
  for (const auto& k : order) {
    Evaluation& e = *std::get<Evaluation*>(k);
    (s.top == 0 || kept[e.topo.gpus_per_node]++ < s.top ? out.configurations : out.others).push_back(std::move(e));
  }
  return out;
}

} // namespace vsize
