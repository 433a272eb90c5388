#pragma once
// Enumerates servers (the vendor's line-up, or every platform x qualified GPU x allowed count),
// evaluates each as a short sequence of stages (chassis, memory, compute, host, communication,
// schedule, power), ranks them and recommends the one to quote.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/cost_model.hpp"
#include "vsize/economics_model.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"

#include <utility>
#include <vector>

namespace vsize {

// Everything that depends only on the workload, the host pins and the catalog, resolved once
// so that evaluating one configuration does no lookup by name.
struct Prepared {
  const Catalog* cat = nullptr;
  Workload w;
  const ModelSpec* model = nullptr;
  const FamilySpec* family = nullptr;
  const VideoFormatSpec* video = nullptr; // --video-hours: the format of the footage
  Assumptions a;
  HostOptions host;
  ServerPins pins; // the user's
  PowerOptions power;
  FabricOptions fabric;
  std::optional<double> shared_storage_gb_per_s;
  bool no_nvlink_bridge = false; // --no-nvlink-bridge: the cards carry none
  std::vector<const PsuSpec*> all_psus; // PSU choices without a chassis
  std::vector<std::pair<const PlatformSpec*, std::vector<const PsuSpec*>>> platform_psus;
  PriceIndex prices; // in money.currency
  MoneyTerms money;
};

// --platform none (in any case, as ids are read): no chassis rules, one configuration as given.
bool is_no_platform(std::string_view id);

// One server to evaluate: GPUs in a chassis (or none), maybe the vendor's line-up entry.
struct Server {
  const PlatformSpec* platform = nullptr; // nullptr: no chassis rules
  const LineupSpec* lineup = nullptr;
  const GpuSpec* gpu = nullptr;
  int gpus_per_node = 0;
  int nodes = 1;
  const CpuSpec* lineup_cpu = nullptr; // the CPU the line-up entry pins, resolved once
};

// Resolves ids (UsageError for unknown ones), applies the catalog defaults and validates the
// workload; resolves the money terms (currency, tariff, owning assumptions).
Prepared prepare(const Workload& w, const HostPins& pins, const Catalog& cat, const MoneyOptions& money = {});

// Evaluates one server in one mode. A precision the GPU lacks, a part too small, a chassis
// rule broken are findings in the result, not errors.
Evaluation evaluate(const Prepared& p, const Server& server, Mode mode);

// Convenience: `gpus` GPUs in one server without chassis rules, in the workload's mode.
Evaluation evaluate(const Prepared& p, const GpuSpec& gpu, int gpus);

// The server `vsize check` evaluates: the pinned platform, else the line-up server with this
// GPU and count, else the smallest catalog platform that takes them (rack units, then GPU
// bays, then id), else none. UsageError for unknown ids.
// Whether a server meets the goal: experiments per night (1 when none was given) within the
// budget (the server and the priced drives beside it, every part priced).
bool meets_goal(const Evaluation& e, const Goal& g);

Server resolve_server(const Catalog& cat, const ConfigRequest& c);
// The warning `no-platform-takes` on `e` where resolve_server found no platform for the count and
// none was asked for (--platform none); `no-platform-takes-cpu` where one takes the GPUs but not
// the pinned CPU.
void note_no_platform(const Catalog& cat, const ConfigRequest& c, const Server& server, Evaluation& e);

// What `check` refuses before evaluating one server: --nodes out of range, nodes the trainer
// cannot use (check_nodes), a pinned fabric the chassis cannot hold (check_fabric_fits).
void check_server(const Prepared& p, const Server& server);

// Convenience: prepare + resolve + evaluate one configuration named by id.
Evaluation evaluate(const Workload& w, const ConfigRequest& c, const Catalog& cat);

// Evaluates `server` in each of `modes` and keeps the one that meets the goal with the most
// experiments per night (ties: ddp, per-gpu, mig); the first mode's evaluation when none fits.
Evaluation evaluate_best(const Prepared& p, const Server& server, const std::vector<Mode>& modes, int experiments_goal);

// The servers a search evaluates, in catalog order. UsageError when the filters leave none.
std::vector<Server> enumerate(const SearchRequest& s, const Catalog& cat);

// Every server of the search, ranked by `rank_by` with a total order (the key, then train
// time, then GPU count, then id), `top` per GPU count shown (0 = all; the servers the
// recommendation names are always shown), and the recommendation: among the servers that meet
// the goal, the lowest cost per experiment (least wall power when not every one is priced; then
// fewest GPUs; then id), the runner-up, and the next smaller and larger servers. With no goal
// and no server that finishes a training in the window, the fastest. With `explore`, a missed
// goal lists what would meet it (each way evaluated: Recommendation::what_it_takes).
RankedResult rank(const Workload& w, const SearchRequest& s, const Catalog& cat, bool explore = true);

// Node counts the workload can use: UsageError for more than one node when the model's trainer
// cannot span servers (Ultralytics YOLOv8/11/26), or when the catalog has no fabric.
void check_nodes(const Prepared& p, const std::vector<int>& nodes);

// "vision-4x-rtx-pro-6000-se", or "<platform>-4x-<gpu>", or "4x-<gpu>" without a chassis; a
// cluster adds its nodes: "vision-4x-rtx-pro-6000-se-2-nodes".
std::string server_id(const Evaluation& e);

} // namespace vsize
