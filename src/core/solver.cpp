// The solver: resolves a request once (prepare), runs the stages of every model on each
// configuration (evaluate) and ranks the candidates (rank). Formulas and decisions live in the
// model files; this file only sequences them.
#include "vsize/solver.hpp"

#include "recommend.hpp"
#include "vsize/cache_choice.hpp"
#include "vsize/data_model.hpp"
#include "vsize/error.hpp"
#include "vsize/option_ranges.hpp"
#include "vsize/units.hpp"
#include "vsize/workload_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <tuple>

namespace vsize {

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

// The pinned circuit, or those of the site's region (MoneyTerms::site).
std::vector<const CircuitSpec*> circuits_for(const Catalog& cat, const HostPins& pins, Region site) {
  std::vector<const CircuitSpec*> out;
  if (!pins.circuit.empty()) {
    out.push_back(&cat.circuit(pins.circuit));
    return out;
  }
  for (const auto& c : cat.circuits) {
    if (c.region == site || c.region == Region::any) {
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

Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat, const MoneyOptions& money) {
  Prepared p;
  p.cat = &cat;
  p.a = Assumptions::from(cat);
  p.w = w;
  apply_catalog_defaults(p.w, p.a);
  resolve_video(p.w, cat);
  apply_trainer_rules(p.w, cat, p.a);
  validate_workload(p.w, cat);
  p.model = &cat.model(w.model);
  p.video = p.w.video.given() ? &cat.video_format(p.w.video.resolution, p.w.video.codec) : nullptr;
  p.family = &cat.family(p.model->family);
  p.host.candidates = cpus_by_size(cat);
  p.host.dimms = &cat.dimms;
  p.pins.cpu = pins.cpu.empty() ? nullptr : &cat.cpu(pins.cpu);
  p.pins.sockets = pins.sockets;
  p.pins.ram_gb = pins.ram_gb;
  p.no_nvlink_bridge = pins.no_nvlink_bridge;
  p.power.pinned_psu = pins.psu.empty() ? nullptr : &cat.psu(pins.psu);
  p.power.psus = pins.psus;
  p.power.redundancy = pins.redundancy;
  p.power.circuit_pinned = !pins.circuit.empty();
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
  p.money = resolve_money(
      money, pins.region, p.w.night_hours, cat, p.a[K::pue], p.a[K::service_life_years], p.a[K::support_share_per_year],
      money.commitment == Commitment::three_year ? p.a[K::commitment_3y_factor] : p.a[K::commitment_1y_factor]);
  p.power.circuits = circuits_for(cat, pins, p.money.site);
  // Where the server stands: a pinned circuit's region (review s76 F4: a 400 V circuit read "us"
  // beside a US tariff), else the site's.
  p.power.region = !pins.circuit.empty() && p.power.circuits.front()->region != Region::any
                       ? p.power.circuits.front()->region
                       : p.money.site;
  if (!cat.prices.empty()) {
    p.prices = PriceIndex(cat, p.money.currency);
  }
  p.host.drives = DriveChoices::from(cat, [&p](const DriveSpec& d) -> std::optional<double> {
    const Price* price = p.prices.of(&d);
    return price ? std::optional<double>(price->amount) : std::nullopt;
  });
  p.fabric.fabrics = resolve_fabrics(cat);
  if (!pins.fabric.empty()) {
    const FabricSpec& f = cat.fabric(pins.fabric);
    for (const Fabric& resolved : p.fabric.fabrics) {
      if (resolved.spec == &f) p.fabric.pinned = resolved;
    }
    p.pins.fabric_nic = p.fabric.pinned->nic; // east-west NICs on a lone server too: it will join a cluster
  }
  p.fabric.nics_per_node = pins.nics_per_node;
  p.shared_storage_gb_per_s = pins.shared_storage_gb_per_s;
  return p;
}

void check_nodes(const Prepared& p, const std::vector<int>& nodes) {
  int most = nodes.empty() ? 1 : *std::max_element(nodes.begin(), nodes.end());
  if (most <= 1) {
    return;
  }
  // Trainings side by side (--mode per-gpu or mig) never span nodes: any trainer will do; under
  // --mode auto a multi-node server of such a trainer is tried side by side only (evaluate_best).
  bool side_by_side = p.w.mode_auto || p.w.mode != Mode::ddp;
  if (!p.family->multi_node && !side_by_side) {
    throw UsageError(
        fmt::format("--nodes {}: {} trains with {} ({}), which cannot train across nodes (no multi-node "
                    "DDP); train per node (--nodes 1), side by side (--mode per-gpu; a ranking with --mode "
                    "auto tries a cluster side by side), or use YOLOv5 or a torchrun-based trainer",
                    most, p.model->id, p.family->trainer, p.family->id));
  }
  if (p.fabric.fabrics.empty()) {
    throw UsageError(fmt::format("--nodes {}: the catalog has no fabrics to join nodes; add fabric records "
                                 "(docs/catalog.md, section fabrics)",
                                 most));
  }
}

namespace {

// Every stage of one evaluation, in order (docs/models.md), with workload `w` (the prepared one,
// or a variant: cache_choice.hpp).
void run_stages(const Prepared& p, const Server& server, const Workload& w, Evaluation& e) {
  const GpuSpec& gpu = *server.gpu;
  Constants constants(p.a);
  constants.record_into(&e.constants);
  const GpuSpec* sibling = gpu.matmul_fraction_from.empty() ? nullptr : &p.cat->gpu(gpu.matmul_fraction_from);
  Scenario s{*p.model, *p.family, w, e.mode, gpu, e.topo, server.platform, constants, sibling, nullptr, p.video};
  e.platform = plan_platform(s, p.no_nvlink_bridge, e.findings);
  e.fabric = plan_fabric(s, p.fabric, e.platform.nvlink_group_max, e.findings);
  s.fabric = &e.fabric;
  e.memory = plan_memory(s, e.findings);
  e.step = plan_step(s, e.memory, e.findings);
  DataPath path = plan_data_path(s, e.memory, e.step, p.host, pins_for(p, server), e.findings);
  e.data = std::move(path.data);
  e.storage = std::move(path.storage);
  e.host = std::move(path.host);
  cap_fabric_by_slot(e.fabric, e.host.cpu, constants);
  e.loader = plan_loader(s, e.data, e.host);
  e.comm = plan_comm(s, e.step, e.host, e.platform);
  e.bridges = plan_bridges(p.cat->bridges, gpu, e.comm);
  e.schedule = plan_schedule(
      s, {e.memory, e.step, e.comm, e.data, e.storage, e.host, e.loader, p.shared_storage_gb_per_s}, e.findings);
  e.power = plan_power(s, e.host, e.storage, p.power, psus_of(p, server.platform), e.findings);
  e.cluster = plan_cluster(
      s, {e.fabric, e.comm, e.storage, e.data, e.schedule, e.power, p.shared_storage_gb_per_s, &p.power.circuits},
      e.memory.jobs, e.findings);
  e.cost = plan_cost({server.lineup, server.platform, gpu, server.gpus_per_node, e.host, e.storage, e.power,
                      server.nodes, e.fabric.active ? &e.cluster.switches : nullptr,
                      e.fabric.active ? e.fabric.fabric.spec : nullptr, &e.bridges},
                     p.prices);
  e.economics = plan_economics(
      {e.cost, gpu, e.topo.world_size(), e.total_wall_w(), e.schedule.train_s, e.memory.jobs, e.topo.gpus_per_node},
      p.money, constants);
  economics_findings(e.economics, p.money, e.findings);
}

Evaluation evaluate_with(const Prepared& p, const Server& server, Mode mode, const Workload& w) {
  Evaluation e;
  e.gpu = server.gpu;
  e.topo = Topology{server.nodes, server.gpus_per_node};
  e.model = p.model;
  e.family = p.family;
  e.lineup = server.lineup;
  e.mode = mode;
  e.optimizer = w.optimizer;
  e.optimizer_iterations = w.optimizer_auto ? w.optimizer_auto_iterations : 0;
  run_stages(p, server, w, e);
  if (e.cluster.active) {
    // Scaling against one node of the same server: its images/s without the fabric, at the same
    // global batch (strong scaling, as MLPerf's node counts compare). Where one node cannot hold
    // that batch (nodes x the images a GPU), at the cluster's batch a GPU instead (weak scaling):
    // a review found "1.88x one node's" against a node that does not fit.
    Server one = server;
    one.nodes = 1;
    Evaluation single = evaluate_with(p, one, mode, w);
    // A batch sized to memory that the cluster holds at the recipe's global batch (memory_model
    // fit_batch) is compared the same way: one node at the cluster's batch a GPU, not at the larger
    // one its memory takes (review s83 c2).
    bool held = e.memory.auto_batch && e.memory.memory_batch_per_gpu > e.memory.batch_per_gpu;
    bool typed_too_large =
        !single.fits && w.batch.kind == BatchSpec::Kind::global && single.memory.batch_per_gpu > e.memory.batch_per_gpu;
    if (mode == Mode::ddp && e.memory.batch_per_gpu > 0 && (typed_too_large || held)) {
      Workload per_gpu = w;
      per_gpu.batch.kind = BatchSpec::Kind::global;
      per_gpu.batch.global = e.memory.batch_per_gpu * server.gpus_per_node;
      single = evaluate_with(p, one, mode, per_gpu);
      (held ? e.cluster.batch_held : e.cluster.one_node_same_batch_per_gpu) = true;
    }
    // Trainings side by side (per-gpu, mig) have no global batch to grow.
    e.cluster.weak_scaling =
        e.cluster.one_node_same_batch_per_gpu || (mode == Mode::ddp && w.batch.kind != BatchSpec::Kind::global);
    double jobs = mode == Mode::ddp ? 1.0 : e.memory.jobs;
    plan_scaling(e.cluster, e.fabric, e.comm, e.schedule.images_per_s * jobs,
                 single.schedule.images_per_s * (mode == Mode::ddp ? 1.0 : single.memory.jobs), e.findings);
  }
  e.fits = std::none_of(e.findings.begin(), e.findings.end(),
                        [](const Finding& f) { return severity(f) == Severity::reason; });
  return e;
}

// --optimizer auto with a batch vsize sizes (-1 or a fraction): the trainer counts its iterations
// with the batch it is given, which is the one sized for this server, so it chooses here, after
// the first pass has sized it; a different choice is evaluated again with it (its states change
// the batch a little; the choice is not revisited at that batch).
Evaluation evaluate_sized(const Prepared& p, const Server& server, Mode mode, const Workload& w) {
  Evaluation e = evaluate_with(p, server, mode, w);
  if (!w.optimizer_auto || w.batch.kind == BatchSpec::Kind::global || e.memory.batch_global < 1) {
    return e;
  }
  TrainerOptimizer t = trainer_optimizer(w, *p.family, p.a[K::nominal_batch], e.memory.batch_global);
  if (t.optimizer == w.optimizer) {
    e.optimizer_iterations = t.iterations;
    return e;
  }
  Workload chosen = w;
  chosen.optimizer = t.optimizer;
  chosen.optimizer_auto_iterations = t.iterations;
  return evaluate_with(p, server, mode, chosen);
}

// The server with the cache vsize chooses (cache_choice.hpp) for the CPU p's pins give.
Evaluation evaluate_cached(const Prepared& p, const Server& server, Mode mode) {
  Evaluation e = evaluate_sized(p, server, mode, p.w);
  auto with_cache = [&](CacheMode cache) {
    Workload w = p.w;
    w.cache = cache;
    w.cache_from_default = false;
    return evaluate_sized(p, server, mode, w);
  };
  const bool sets_ram = ram_cache_sets_ram(e, p.w, p.pins.ram_gb.has_value());
  if (sets_ram || ram_cache_build_long(e, p.w)) {
    // The RAM cache sets the RAM, or its build lengthens every run: the same server with --cache
    // disk, and the cheaper that does not slow the run, or the faster (cache_choice.hpp); a RAM
    // cache kept that sets the RAM, against no cache.
    Evaluation disk = with_cache(CacheMode::disk);
    e = choose_cache(std::move(e), disk);
    if (sets_ram && e.data.cache == CacheMode::ram) {
      e = choose_no_ram_cache(std::move(e), disk, with_cache(CacheMode::none));
    }
  }
  if (p.w.cache_from_default && e.data.cache == CacheMode::disk) {
    // On disk by that choice, or because no RAM holds it: no cache where that is as fast.
    e = choose_no_cache(std::move(e), with_cache(CacheMode::none));
  }
  return e;
}

// Where the host sets the pace (the step waits on Python's dispatch, the loader lags, or rank 0's
// single-threaded validation is half the epoch), the smallest adequate CPU is not the cheapest
// per experiment: each faster-clocked catalog CPU that the chassis takes is tried, and the
// lowest cost per experiment (else the shortest training) wins by more than 1 %. Without it an
// 8-GPU server on a 2.4 GHz Xeon validated slower than the 4-GPU one on a 2.9 GHz one.
bool host_bound(const Evaluation& e) {
  bool validation = std::any_of(e.findings.begin(), e.findings.end(),
                                [](const Finding& f) { return f.code == FindingCode::validation_dominates; });
  return validation || e.schedule.bottleneck == Bottleneck::python || e.schedule.bottleneck == Bottleneck::data_loader;
}

// By cost per experiment where both have their GPUs and CPUs priced (a lower bound without the
// CPU would make an unpriced CPU free), else by the training time.
bool better_run(const Evaluation& a, const Evaluation& b) {
  const auto& ca = a.economics.cost_per_experiment;
  const auto& cb = b.economics.cost_per_experiment;
  if (ca && cb && a.cost.unpriced_tier() == 0 && b.cost.unpriced_tier() == 0) {
    return *ca < *cb * 0.99;
  }
  return a.schedule.train_s < b.schedule.train_s * 0.99;
}

Evaluation faster_host(const Prepared& p, const Server& server, Mode mode, Evaluation e) {
  const CpuSpec* smallest = e.host.cpu;
  if (p.pins.cpu || server.lineup_cpu || !e.fits || !smallest || !e.host.cpu_chosen || !host_bound(e)) {
    return e;
  }
  std::optional<Evaluation> best;
  Prepared q = p;
  q.pins.sockets = e.host.sockets;
  for (const CpuSpec* cpu : p.host.candidates) {
    // pick_cpu's own filter, a faster clock, and the cores the smallest needed (the least any
    // CPU needs: more threads only allow more workers); a priced CPU is never traded for an
    // unpriced one.
    if (cpu->base_ghz <= smallest->base_ghz ||
        !cpu_candidate(*cpu, server.platform, *server.gpu, e.host.sockets, smallest->workstation) ||
        cpu->cores * e.host.sockets < e.host.cores_required || (!p.prices.of(cpu) && p.prices.of(smallest))) {
      continue;
    }
    q.pins.cpu = cpu;
    Evaluation t = evaluate_cached(q, server, mode);
    // Adequate as the smallest was (host_model.cpp cpu_adequate): a core for every process and
    // worker, the lanes; a CPU that shares cores with the loader is not what vsize would choose.
    bool short_of_host = std::any_of(t.findings.begin(), t.findings.end(), [](const Finding& f) {
      return f.code == FindingCode::cores_shared || f.code == FindingCode::threads_too_few ||
             f.code == FindingCode::cores_below_minimum || f.code == FindingCode::pcie_lanes_short;
    });
    if (t.fits && !short_of_host && better_run(t, best ? *best : e)) {
      best = std::move(t);
    }
  }
  if (!best) {
    return e;
  }
  best->host.cpu_chosen = true;
  best->host.smallest_cpu = smallest;
  best->host.smallest_cpu_train_s = e.schedule.train_s;
  return std::move(*best);
}

// --dataset-growth sizes the storage for the plan's last year (storage_model.cpp) and everything
// else for today's dataset: the same server, its CPU and RAM pinned, on the grown dataset says
// what a training of that year takes, and whether its RAM still holds the image cache.
void dataset_growth(const Prepared& p, const Server& server, Mode mode, Evaluation& e) {
  const StorageRequest& g = p.w.storage;
  double factor = std::pow(1 + g.growth_percent / 100, g.plan_years);
  if (!(factor > 1) || !e.fits || !e.host.cpu || !e.host.ram) return;
  Prepared q = p;
  // That year's dataset is the plan's last: its storage holds it as it is, with nothing left to grow.
  q.w.storage.growth_percent = 0;
  double grown = std::round(static_cast<double>(p.w.dataset_images) * factor);
  // Footage grows as footage: its frames are the training images, the validation frames as today's.
  if (p.w.video.given()) {
    q.w.video.hours = p.w.video.hours * factor;
    grown = q.w.video.frames() - static_cast<double>(p.w.val_images);
  }
  q.w.dataset_images = static_cast<long long>(std::min(grown, option_range("--dataset").max));
  // A validation split by share grows with the dataset (as --dataset N would resolve it; ImageNet's
  // default split too, as typing ImageNet's count gives its share); a typed or fixed one stays.
  if ((p.w.val_split == ValSplit::share || p.w.val_split == ValSplit::imagenet ||
       p.w.val_split == ValSplit::imagenet_share) &&
      !p.w.video.given()) {
    q.w.val_images = std::llround(static_cast<double>(p.w.val_images) * factor);
  }
  q.pins.cpu = e.host.cpu;
  q.pins.sockets = e.host.sockets;
  q.pins.ram_gb = e.host.ram->total_gb;
  Evaluation later = evaluate_cached(q, server, mode);
  bool moved = e.data.cache == CacheMode::ram && later.data.cache != CacheMode::ram;
  double state = !later.fits ? 2.0 : moved ? 1.0 : 0.0;
  add_finding(e.findings, FindingCode::dataset_grows, {},
              {{Fig::years, static_cast<double>(g.plan_years)},
               {Fig::dataset_images, static_cast<double>(p.w.dataset_images)},
               {Fig::images_planned, static_cast<double>(q.w.dataset_images)},
               {Fig::train_s, e.schedule.train_s},
               {Fig::train_s_planned, later.schedule.train_s},
               {Fig::ram_gb, e.host.ram->total_gb},
               {Fig::grown_state, state},
               {Fig::video_hours_planned, p.w.video.given() ? q.w.video.hours : 0.0}});
}

} // namespace

Evaluation evaluate(const Prepared& p, const Server& server, Mode mode) {
  Evaluation e = faster_host(p, server, mode, evaluate_cached(p, server, mode));
  dataset_growth(p, server, mode, e);
  return e;
}

Evaluation evaluate(const Prepared& p, const GpuSpec& gpu, int gpus) {
  return evaluate(p, Server{nullptr, nullptr, &gpu, gpus}, p.w.mode);
}

namespace {

bool takes_cpu(const PlatformSpec& pl, const CpuSpec* cpu) { return !cpu || pl.takes_family(cpu->family); }

} // namespace

namespace {

// --server ID: the line-up server as the vendor builds it; --gpu and --count, when given, must
// be its own.
Server lineup_server(const Catalog& cat, const ConfigRequest& c) {
  const LineupSpec* l = nullptr;
  std::vector<std::string> ids;
  for (const auto& entry : cat.lineup) {
    ids.push_back(entry.id);
    if (entry.id == c.server) l = &entry;
  }
  if (!l) {
    std::string guess = closest_match(c.server, ids);
    throw UsageError(
        fmt::format("unknown line-up server '{}' (--server){}", c.server,
                    guess.empty() ? "; vsize catalog list lineup lists them" : "; did you mean '" + guess + "'?"));
  }
  Server s;
  s.gpu = &cat.gpu(l->gpu);
  s.gpus_per_node = l->count;
  s.nodes = c.nodes; // --nodes N: a cluster of N of them
  if ((!c.gpu.empty() && &cat.gpu(c.gpu) != s.gpu) || (c.count != 0 && c.count != l->count)) {
    throw UsageError(
        fmt::format("--server {} is {} x {}; leave out --gpu and --count, or give its own", l->id, l->count, l->gpu));
  }
  if (!c.platform.empty()) {
    throw UsageError(fmt::format("--server {} is on {}; leave out --platform", l->id, l->platform));
  }
  s.lineup = l;
  s.lineup_cpu = l->cpu.empty() ? nullptr : &cat.cpu(l->cpu);
  s.platform = &cat.platform(l->platform);
  return s;
}

} // namespace

void note_no_platform(const Catalog& cat, const ConfigRequest& c, const Server& server, Evaluation& e) {
  // Without --platform, a count no catalog platform takes (3 SXM modules, 5 H200 NVL) is evaluated
  // as a host outside the catalog; the warning keeps it from passing for a buildable server.
  if (!server.platform && !is_no_platform(c.platform) && c.server.empty()) {
    // Where the GPUs have a chassis but the pinned CPU (--cpu, or one described with --cpu-cores)
    // has none, the CPU is the cause, not the GPUs: name the chassis it keeps from the plan.
    if (!c.host.cpu.empty()) {
      ConfigRequest without_cpu = c;
      without_cpu.host.cpu.clear();
      if (const PlatformSpec* pl = resolve_server(cat, without_cpu).platform) {
        add_finding(e.findings, FindingCode::no_platform_takes_cpu, pl->id, {{Fig::count, double(c.count)}});
        return;
      }
    }
    add_finding(e.findings, FindingCode::no_platform_takes, server.gpu->id, {{Fig::count, double(c.count)}});
  }
}

bool is_no_platform(std::string_view id) { return spells(id, "none"); }

Server resolve_server(const Catalog& cat, const ConfigRequest& c) {
  if (!c.server.empty()) {
    return lineup_server(cat, c);
  }
  Server s;
  s.gpu = &cat.gpu(c.gpu);
  s.gpus_per_node = c.count;
  s.nodes = c.nodes;
  const CpuSpec* cpu = c.host.cpu.empty() ? nullptr : &cat.cpu(c.host.cpu);
  if (is_no_platform(c.platform)) {
    return s;
  }
  if (!c.platform.empty()) {
    // The platform with vsize's own choices: what `--all` evaluates on it.
    s.platform = &cat.platform(c.platform);
    return s;
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
  for (const auto& pl : cat.platforms) {
    if (pl.qualifies(s.gpu->id) && pl.allows_count(c.count) && takes_cpu(pl, cpu) &&
        (!s.platform || std::tie(pl.rack_units, pl.gpu_bays, pl.id) <
                            std::tie(s.platform->rack_units, s.platform->gpu_bays, s.platform->id))) {
      s.platform = &pl;
    }
  }
  return s;
}

void check_server(const Prepared& p, const Server& server) {
  check_option_value("--nodes", server.nodes);
  check_nodes(p, {server.nodes});
  // Nodes side by side share no training, so they get no fabric (docs/models.md): a pinned one
  // would put its NICs in the quote with no switch to plug them into.
  if (server.nodes > 1 && p.w.mode != Mode::ddp && p.fabric.pinned) {
    throw UsageError(fmt::format("--fabric {}: under --mode {} the {} nodes train apart and no training spans "
                                 "them, so they need no fabric; leave out --fabric, or train across the nodes "
                                 "(--mode ddp)",
                                 p.fabric.pinned->spec->id, to_string(p.w.mode), server.nodes));
  }
  if (server.nodes > 1 && p.w.mode != Mode::ddp && p.fabric.nics_per_node) {
    throw UsageError(fmt::format("--nics-per-node {}: under --mode {} the {} nodes train apart and get no fabric "
                                 "NICs; leave it out, or train across the nodes (--mode ddp)",
                                 *p.fabric.nics_per_node, to_string(p.w.mode), server.nodes));
  }
  if (server.nodes > 1 && server.platform) {
    check_fabric_fits(p.fabric, server.gpus_per_node, server.platform->nic_slots, p.a.count(K::north_south_nics),
                      server.platform->id);
  }
}

Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat) {
  if (c.server.empty()) {
    check_option_value("--count", c.count);
  }
  Prepared p = prepare(w, c.host, cat);
  Server server = resolve_server(cat, c);
  check_server(p, server);
  Evaluation e = evaluate(p, server, p.w.mode);
  note_no_platform(cat, c, server, e);
  return e;
}

Evaluation evaluate_best(const Prepared& p, const Server& server, const std::vector<Mode>& modes,
                         int experiments_goal) {
  std::optional<Evaluation> best;
  // A trainer without multi-node DDP (Ultralytics) runs a cluster's GPUs side by side only.
  std::vector<Mode> tried = modes;
  if (server.nodes > 1 && !p.family->multi_node) {
    tried.erase(std::remove(tried.begin(), tried.end(), Mode::ddp), tried.end());
  }
  for (Mode m : tried.empty() ? modes : tried) {
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

namespace {

std::string node_id(const Evaluation& e) {
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

} // namespace

std::string server_id(const Evaluation& e) {
  std::string id = node_id(e);
  return e.topo.nodes > 1 ? fmt::format("{}-{}-nodes", id, e.topo.nodes) : id;
}

namespace {

template <class T>
bool wanted(const std::vector<T>& filter, const T& v) {
  return filter.empty() || std::find(filter.begin(), filter.end(), v) != filter.end();
}

const std::vector<int>& node_counts(const SearchRequest& s) {
  static const std::vector<int> one = {1};
  return s.nodes.empty() ? one : s.nodes;
}

} // namespace

std::string filters_text(const SearchRequest& s) {
  std::vector<std::string> parts;
  if (!s.gpus.empty()) parts.push_back(fmt::format("--gpu {}", fmt::join(s.gpus, ",")));
  if (!s.counts.empty()) parts.push_back(fmt::format("--gpus {}", fmt::join(s.counts, ",")));
  if (!s.platforms.empty()) parts.push_back(fmt::format("--platform {}", fmt::join(s.platforms, ",")));
  return fmt::format("{}", fmt::join(parts, " "));
}

namespace {

[[noreturn]] void no_platform_takes(const SearchRequest& s, const std::string& id) {
  throw UsageError(fmt::format(
      "--gpu {}: no catalog platform takes it{}; vsize check --gpu {} --count N --platform none evaluates it "
      "without chassis rules, or a platform record that qualifies it adds it (docs/catalog.md, section platforms)",
      id, s.counts.empty() ? std::string() : fmt::format(" with --gpus {}", fmt::join(s.counts, ",")), id));
}

// A value of a list (--gpus 2,3, --gpu h200-nvl,l4) that no line-up server matches is said, as one
// alone is, never dropped from the ranking in silence.
void unmatched_listed(const SearchRequest& s, const std::vector<Server>& out) {
  auto refuse = [&](const std::string& option, const std::string& value) {
    throw UsageError(fmt::format("the line-up has no server for {} {} (of {}); leave it out, or add --all to search "
                                 "every platform (vsize catalog list lineup)",
                                 option, value, filters_text(s)));
  };
  for (const auto& id : s.gpus) {
    if (std::none_of(out.begin(), out.end(), [&](const Server& v) { return v.gpu->id == id; })) refuse("--gpu", id);
  }
  for (int n : s.counts) {
    if (std::none_of(out.begin(), out.end(), [&](const Server& v) { return v.gpus_per_node == n; })) {
      refuse("--gpus", std::to_string(n));
    }
  }
  for (const auto& id : s.platforms) {
    if (std::none_of(out.begin(), out.end(), [&](const Server& v) { return v.platform && v.platform->id == id; })) {
      refuse("--platform", id);
    }
  }
}

bool any_platform_takes(const Catalog& cat, const std::string& gpu) {
  return std::any_of(cat.platforms.begin(), cat.platforms.end(), [&](const PlatformSpec& pl) {
    return std::find(pl.qualified_gpus.begin(), pl.qualified_gpus.end(), gpu) != pl.qualified_gpus.end();
  });
}

} // namespace

std::vector<Server> enumerate(const SearchRequest& s, const Catalog& cat) {
  std::vector<Server> out;
  if (!s.all_platforms) {
    for (const auto& l : cat.lineup) {
      const GpuSpec& g = cat.gpu(l.gpu);
      if (wanted(s.gpus, g.id) && wanted(s.counts, l.count) && wanted(s.platforms, l.platform)) {
        for (int n : node_counts(s)) {
          out.push_back(
              Server{&cat.platform(l.platform), &l, &g, l.count, n, l.cpu.empty() ? nullptr : &cat.cpu(l.cpu)});
        }
      }
    }
    for (const auto& id : s.gpus) {
      if (out.empty() && !any_platform_takes(cat, id)) {
        no_platform_takes(s, id); // --all would not find it either
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
    unmatched_listed(s, out);
    return out;
  }
  const std::vector<int>& counts = s.counts.empty() ? k_default_counts : s.counts;
  for (int n : counts) {
    for (const auto& pl : cat.platforms) {
      if (!wanted(s.platforms, pl.id) || !pl.allows_count(n)) {
        continue;
      }
      for (const auto& id : pl.qualified_gpus) {
        for (int nodes : wanted(s.gpus, id) ? node_counts(s) : std::vector<int>{}) {
          out.push_back(Server{&pl, nullptr, &cat.gpu(id), n, nodes});
        }
      }
    }
  }
  // A GPU asked for by name that no platform takes is said, never dropped from the ranking.
  for (const auto& id : s.platforms.empty() ? s.gpus : std::vector<std::string>{}) {
    if (std::none_of(out.begin(), out.end(), [&](const Server& v) { return v.gpu->id == id; })) {
      no_platform_takes(s, id);
    }
  }
  if (out.empty()) {
    // Without filters: the catalog has no platform at all for these GPUs (review s84 F7: "takes  (").
    std::string what = filters_text(s);
    throw UsageError(what.empty()
                         ? std::string("no catalog platform takes any of the catalog's GPUs (vsize catalog list "
                                       "platforms; --platform none evaluates one without chassis rules)")
                         : fmt::format("no catalog platform takes {} (vsize catalog list platforms)", what));
  }
  return out;
}

namespace {

void check_goal_inputs(const SearchRequest& s, const Catalog& cat) {
  const char* option = s.goal.budget                              ? "--budget"
                       : s.rank_by == RankBy::cost                ? "--rank-by cost"
                       : s.rank_by == RankBy::cost_per_experiment ? "--rank-by cost-per-experiment"
                                                                  : nullptr;
  if (option && cat.prices.empty()) {
    throw UsageError(fmt::format("{}: the catalog has no prices; add a price list with --catalog prices.json "
                                 "(docs/catalog.md, section prices)",
                                 option));
  }
}

// Ranking by cost needs a price for every candidate (a lower bound is a price: its unpriced
// parts are named in every output).
void check_rank_by_cost(const std::vector<Evaluation>& fitting, RankBy by) {
  if (by != RankBy::cost && by != RankBy::cost_per_experiment) {
    return;
  }
  for (const auto& e : fitting) {
    bool has = by == RankBy::cost ? e.cost.amount.has_value() : e.economics.cost_per_experiment.has_value();
    if (!has) {
      throw UsageError(fmt::format("--rank-by {}: {} has no price ({} unpriced); add a price list with --catalog "
                                   "(docs/catalog.md, section prices)",
                                   to_string(by), server_id(e), fmt::join(unpriced_ids(e.cost), ", ")));
    }
  }
}

// The shown configurations: `top` per GPU count in ranked order, and the servers the
// recommendation names wherever they rank (a recommended server is always in the table).
void split_shown(std::vector<Evaluation*>& order, const SearchRequest& s, RankedResult& out) {
  std::vector<std::string> named;
  const Recommendation& r = out.recommendation;
  for (const auto* e : {&r.pick, &r.runner_up, &r.smaller, &r.larger}) {
    if (*e) named.push_back(server_id(**e));
  }
  std::map<int, int> kept;
  int rank = 0;
  for (Evaluation* e : order) {
    ++rank;
    // Per GPU count of the job: two 4-GPU nodes compete with one 8-GPU server.
    bool top = s.top == 0 || kept[e->topo.world_size()]++ < s.top;
    bool is_named = std::find(named.begin(), named.end(), server_id(*e)) != named.end();
    if (top || is_named) {
      // A named server keeps its own rank (review s75 M1: shown as 4-6, they ranked 35, 42, 44).
      out.standings.push_back({rank, !top});
    }
    (top || is_named ? out.configurations : out.others).push_back(std::move(*e));
  }
}

} // namespace

RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat, bool explore) {
  check_goal_inputs(s, cat);
  std::vector<Server> servers = enumerate(s, cat);
  Prepared p = prepare(w, s.host, cat, s.money);
  check_nodes(p, s.nodes);
  p.money.goal_experiments = s.goal.experiments.value_or(Goal::k_default_experiments);
  std::vector<Mode> modes = s.modes.empty() ? std::vector<Mode>{p.w.mode} : s.modes;
  RankedResult out;
  out.money = p.money;
  std::vector<Evaluation> fitting;
  fitting.reserve(servers.size());
  for (const Server& server : servers) {
    Evaluation e = evaluate_best(p, server, modes, s.goal.experiments.value_or(Goal::k_default_experiments));
    ++out.evaluated;
    (e.fits ? fitting : out.rejected).push_back(std::move(e));
  }
  check_rank_by_cost(fitting, s.rank_by);
  std::vector<Evaluation*> order = ranked_order(fitting, s.rank_by);
  out.recommendation = recommend(std::vector<const Evaluation*>(order.begin(), order.end()), s.goal);
  // A missed goal, or no goal and nothing that fits: the single changes after which a server
  // meets it (with no goal, the one experiment a night the recommendation looks for).
  if (explore && !out.recommendation.pick && (out.recommendation.goal_given || fitting.empty())) {
    SearchRequest goal = s;
    goal.goal.experiments = s.goal.experiments.value_or(Goal::k_default_experiments);
    out.recommendation.what_it_takes = what_it_takes(w, goal, cat);
  }
  split_shown(order, s, out);
  return out;
}

} // namespace vsize
