// `check --format json`: the same document as the ranking's, with one configuration.
#include "check.hpp"

namespace vsize::report {

using nlohmann::json;

std::string check_json(const Workload& w, const Evaluation& e, const ReportOptions& o) {
  json j = provenance_json(o);
  j["command"] = "check";
  // Which server: the one the options named, or (none named) the recommendation for the workload.
  j["server_from"] = o.server_recommended ? "recommendation" : "options";
  j["workload"] = workload_json(w);
  j["money"] = o.money ? money_json(*o.money) : json(nullptr);
  j["configurations"] = json::array({evaluation_json(e, w, 1)});
  j["rejected"] = json::array();
  if (o.experiments_goal) {
    j["goal"] = {{"experiments", *o.experiments_goal}, {"met", e.meets_experiments(*o.experiments_goal)}};
  }
  return j.dump(2) + "\n";
}

} // namespace vsize::report
