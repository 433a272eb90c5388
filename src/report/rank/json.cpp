// `--format json` of the ranking: the search, the recommendation, every configuration ranked and
// the rejected servers with their reasons.
#include "rank.hpp"

#include "vsize/solver.hpp"

#include <fmt/format.h>

namespace vsize::report {

using nlohmann::json;

namespace {

// The host options pinned for every server (null: vsize chooses).
json host_pins_json(const HostPins& h) {
  auto text = [](const std::string& v) { return v.empty() ? json(nullptr) : json(v); };
  auto opt = [](const auto& v) { return v ? json(*v) : json(nullptr); };
  return {{"cpu", text(h.cpu)},
          {"sockets", opt(h.sockets)},
          {"ram_gb", opt(h.ram_gb)},
          {"psu", text(h.psu)},
          {"psus", opt(h.psus)},
          {"circuit", text(h.circuit)},
          {"fabric", text(h.fabric)},
          {"nics_per_node", opt(h.nics_per_node)},
          {"shared_storage_gb_per_s", opt(h.shared_storage_gb_per_s)},
          {"no_nvlink_bridge", h.no_nvlink_bridge}};
}

json search_json(const SearchRequest& s) {
  return {{"space", s.all_platforms ? "all" : "lineup"},
          {"gpus", s.gpus.empty() ? json("all") : json(s.gpus)},
          {"counts", s.counts.empty() ? (s.all_platforms ? json(k_default_counts) : json("lineup")) : json(s.counts)},
          {"nodes", s.nodes.empty() ? json::array({1}) : json(s.nodes)},
          {"platforms", s.platforms.empty() ? json("all") : json(s.platforms)},
          {"modes", s.modes.empty() ? json("workload") : json(enum_names_of(s.modes))},
          {"experiments_goal", s.goal.experiments ? json(*s.goal.experiments) : json(nullptr)},
          {"budget", s.goal.budget ? json(*s.goal.budget) : json(nullptr)},
          {"rank_by", to_string(s.rank_by)},
          {"top_per_count", s.top},
          {"redundancy", s.host.redundancy ? json(to_string(*s.host.redundancy)) : json("chassis")},
          {"region", to_string(s.host.region)},
          {"host_pins", host_pins_json(s.host)}};
}

} // namespace

json rank_json(const Workload& w, const SearchRequest& s, const RankedResult& r, const ReportOptions& o) {
  json j = provenance_json(o);
  j["command"] = "rank";
  j["workload"] = workload_json(w);
  j["search"] = search_json(s);
  j["money"] = money_json(r.money);
  j["recommendation"] = recommendation_json(r.recommendation, w);
  json configs = json::array();
  for (std::size_t i = 0; i < r.configurations.size(); ++i) {
    json c = evaluation_json(r.configurations[i], w, r.standings[i].rank);
    c["shown_because"] = shown_because(r.standings[i]);
    configs.push_back(std::move(c));
  }
  j["configurations"] = configs;
  json rejected = json::array();
  for (const auto& e : r.rejected) {
    rejected.push_back({{"id", server_id(e)},
                        {"gpu", {{"id", e.gpu->id}, {"count", e.topo.gpus_per_node}}},
                        {"platform", e.platform.spec ? json(e.platform.spec->id) : json(nullptr)},
                        {"reasons", finding_texts(e, w, Severity::reason)}});
  }
  j["rejected"] = rejected;
  j["counts"] = {{"evaluated", r.evaluated},
                 {"fit", r.configurations.size() + r.others.size()},
                 {"shown", r.configurations.size()},
                 {"rejected", r.rejected.size()}};
  return j;
}

} // namespace vsize::report
