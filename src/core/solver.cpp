// The solver: resolves a request once (prepare), runs the stages of every model on each
// configuration (evaluate) and ranks the candidates (rank). Formulas and decisions live in the
// model files; this file only sequences them.
#include "vsize/solver.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace vsize {

void validate_workload(const Workload& w, const Catalog& cat) {
  cat.model(w.model); // unknown model: UsageError with a suggestion
  if (w.res_px < 32 || w.res_px > 16384) {
    throw UsageError(fmt::format("--res {}: must be from 32 to 16384 pixels", w.res_px));
  }
  if (w.dataset_images < 1 || w.dataset_images > 1000000000LL) {
    throw UsageError(fmt::format("--dataset {}: must be from 1 to 10^9 images", w.dataset_images));
  }
  if (w.val_images < 0 || w.val_images > 1000000000LL) {
    throw UsageError(fmt::format("--val-images {}: must be from 0 to 10^9 images", w.val_images));
  }
  if (w.epochs < 1 || w.epochs > 100000) {
    throw UsageError(fmt::format("--epochs {}: must be from 1 to 100000", w.epochs));
  }
  if (w.max_objects < 0 || w.max_objects > 100000) {
    throw UsageError(fmt::format("--max-objects {}: must be from 0 to 100000 labelled objects per image", w.max_objects));
  }
  if (w.workers < 0 || w.workers > 256) {
    throw UsageError(fmt::format("--workers {}: must be from 0 to 256 per rank", w.workers));
  }
  if (!(w.night_hours > 0) || w.night_hours > 168) {
    throw UsageError("--night-hours: must be more than 0 and at most 168");
  }
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && !(w.batch.fraction > 0 && w.batch.fraction < 1)) {
    throw UsageError("--batch: a fraction must be between 0 and 1 (e.g. 0.7), or use -1 or a global batch N >= 1");
  }
  if (w.batch.kind == BatchSpec::Kind::global && (w.batch.global < 1 || w.batch.global > 1000000)) {
    throw UsageError("--batch: a global batch must be from 1 to 10^6");
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
    if (pins.region == Region::any || c.region == to_string(pins.region)) {
      out.push_back(&c);
    }
  }
  return out;
}

// GPUs + CPUs + DIMMs + PSUs at list price, only when every one of them is priced.
std::optional<double> cost_of(const Evaluation& e) {
  const HostPlan& h = e.host;
  const auto& psu = e.power.psu;
  if (!e.gpu->price_usd || !h.cpu || !h.cpu->price_usd || !h.ram || !h.ram->dimm->price_usd || !psu ||
      !psu->psu->price_usd) {
    return std::nullopt;
  }
  return *e.gpu->price_usd * e.count + *h.cpu->price_usd * h.sockets + *h.ram->dimm->price_usd * h.ram->count +
         *psu->psu->price_usd * psu->count;
}

} // namespace

void apply_catalog_defaults(Workload& w, const Assumptions& a) {
  if (w.batch.kind == BatchSpec::Kind::auto_fraction && w.batch.fraction_from_default) {
    w.batch.fraction = a.autobatch_default_fraction;
  }
}

Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat) {
  Prepared p;
  p.cat = &cat;
  p.a = Assumptions::from(cat);
  p.w = w;
  apply_catalog_defaults(p.w, p.a);
  validate_workload(p.w, cat);
  p.model = &cat.model(w.model);
  p.family = &cat.family(p.model->family);
  p.host.pinned_cpu = pins.cpu.empty() ? nullptr : &cat.cpu(pins.cpu);
  p.host.sockets = pins.sockets;
  p.host.ram_gb = pins.ram_gb;
  p.host.candidates = cpus_by_size(cat);
  p.host.dimms = &cat.dimms;
  p.power.pinned_psu = pins.psu.empty() ? nullptr : &cat.psu(pins.psu);
  p.power.psus = pins.psus;
  p.power.redundancy = pins.redundancy;
  p.power.circuits = circuits_for(cat, pins);
  p.power.circuit_pinned = !pins.circuit.empty();
  p.power.region = pins.region;
  p.power.all_psus = &cat.psus;
  return p;
}

Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat) {
  if (c.count < 1 || c.count > 64) {
    throw UsageError(fmt::format("--count {}: must be from 1 to 64 GPUs", c.count));
  }
  return evaluate(prepare(w, c.host, cat), cat.gpu(c.gpu), c.count);
}

Evaluation evaluate(const Prepared& p, const GpuSpec& gpu, int count) {
  Evaluation e;
  e.gpu = &gpu;
  e.count = count;
  e.model = p.model;
  e.family = p.family;
  const Scenario s{*p.model, *p.family, p.w, gpu, count, p.a};
  e.memory = plan_memory(s, e.findings);
  e.step = plan_step(s, e.memory, e.findings);
  e.host = choose_host(s, e.memory, p.host, e.findings);
  e.comm = plan_comm(s, e.step, e.host.sockets);
  e.schedule = plan_schedule(s, e.memory, e.step, e.comm, e.host, e.findings);
  e.power = plan_power(s, e.host, p.power, e.findings);
  e.cost_usd = cost_of(e);
  e.fits = std::none_of(e.findings.begin(), e.findings.end(),
                        [](const Finding& f) { return severity(f) == Severity::reason; });
  return e;
}

namespace {

// The ranking key: smaller is better.
double rank_key(const Evaluation& e, RankBy by) {
  switch (by) {
  case RankBy::time: return e.schedule.train_s;
  case RankBy::power: return e.power.wall_w;
  case RankBy::experiments: return -static_cast<double>(e.schedule.experiments_per_night);
  case RankBy::cost: return e.cost_usd.value_or(0);
  }
  return e.schedule.train_s;
}

} // namespace

RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat) {
  std::vector<const GpuSpec*> gpus;
  if (s.gpus.empty()) {
    for (const auto& g : cat.gpus) {
      gpus.push_back(&g);
    }
  } else {
    for (const auto& id : s.gpus) {
      gpus.push_back(&cat.gpu(id));
    }
  }
  Prepared p = prepare(w, s.host, cat);
  RankedResult out;
  std::vector<Evaluation> fitting;
  for (int n : s.counts) {
    for (const auto* g : gpus) {
      Evaluation e = evaluate(p, *g, n);
      (e.fits ? fitting : out.rejected).push_back(std::move(e));
    }
  }
  if (s.rank_by == RankBy::cost) {
    // Ranking by cost needs a price for every part of every candidate.
    auto unpriced = std::find_if(fitting.begin(), fitting.end(), [](const Evaluation& e) { return !e.cost_usd; });
    if (unpriced != fitting.end()) {
      throw UsageError(fmt::format("--rank-by cost: {}x {} has parts without price_usd; add prices with --catalog "
                                   "(docs/catalog.md) or narrow the search with --gpu", unpriced->count,
                                   unpriced->gpu->id));
    }
  }
  std::stable_sort(fitting.begin(), fitting.end(), [&](const Evaluation& a, const Evaluation& b) {
    double ka = rank_key(a, s.rank_by);
    double kb = rank_key(b, s.rank_by);
    if (ka != kb) return ka < kb;
    if (a.schedule.train_s != b.schedule.train_s) return a.schedule.train_s < b.schedule.train_s;
    if (a.count != b.count) return a.count < b.count;
    return a.gpu->id < b.gpu->id;
  });
  std::map<int, int> kept;
  for (auto& e : fitting) {
    if (s.top == 0 || kept[e.count]++ < s.top) {
      out.configurations.push_back(std::move(e));
    }
  }
  return out;
}

} // namespace vsize
