#pragma once
// The figures of vsize's JSON as a user relies on them: every number finite, non-negative where
// it is a quantity, never null where it is a figure (nlohmann writes NaN and inf as null).
#include <nlohmann/json.hpp>

#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace vsize::test {

// The figure sections of a configuration: every number there must be finite and >= 0, and no
// leaf may be null (nlohmann writes NaN and inf as null) except the figures that mean "no limit"
// or "not applicable" by design. A whole section may be null (no PSU).
inline const std::set<std::string>& figure_sections() {
  static const std::set<std::string> s = {"time",    "memory", "power", "data",    "allreduce", "ram",
                                          "cluster", "psu",    "mig",   "storage", "network"};
  return s;
}

inline const std::set<std::string>& nullable_figures() {
  static const std::set<std::string> s = {"busiest_phase_w",
                                          "trainings_per_gpu",
                                          "colocation_per_kw_month",
                                          "colocation_per_month",
                                          "colocation_per_experiment",
                                          "busiest_line_a",
                                          "line_limit_a",
                                          "capacity_w",
                                          "fraction_needed",
                                          "nvlink_bridge",
                                          "nvlink_bridge_declined",
                                          "nvlink_bridge_part",
                                          "nvlink_bridges",
                                          "ultralytics_batch_arg",
                                          "rebuild_h",
                                          "rebuild_in_use_h",
                                          "data_restore_h",
                                          "frame_extraction_h",
                                          "dimm_count",
                                          "dimms_per_channel",
                                          "nics",
                                          "count",
                                          "bays",
                                          "nvme_drive",
                                          "nic",
                                          "storage_images_per_s",
                                          "shared_storage_images_per_s",
                                          "buckets",
                                          "inter_node_ms",
                                          "fabric_gb_per_s",
                                          "slot_gb_per_s",
                                          "rated_gb_per_s",
                                          "circuits",
                                          "dimm_id",
                                          "speed_mt_s",
                                          "link_gb_per_s",
                                          "algorithm",
                                          "without_bridge_ms",
                                          "smallest_adequate_id",
                                          "smallest_adequate_train_s",
                                          "nvdec_images_per_s",
                                          "drive_id",
                                          "bays_full_after_years",
                                          "roomier_platform",
                                          "layout",
                                          "cache_gb",
                                          "val_cache_gb",
                                          "cost_amount_total",
                                          "growth_amount",
                                          "switch_id"};
  return s;
}

// Signed by design: the error band's low end is negative (a prediction faster than measured).
inline bool signed_figure(const std::string& key) { return key == "error_band" || key == "error_at_confidence"; }

inline void collect_bad_numbers(const nlohmann::json& j, const std::string& path, bool in_figures,
                                std::vector<std::string>& bad) {
  if (j.is_object()) {
    // A storage tier with no drive planned has no array: its RAID level, capacity and rates are null.
    static const std::set<std::string> array_figures = {"raid",          "raid_groups",       "usable_tb",
                                                        "read_gb_per_s", "received_gb_per_s", "write_gb_per_s"};
    bool no_array = j.contains("role") && j.contains("drive_id") && j.at("drive_id").is_null();
    for (auto it = j.begin(); it != j.end(); ++it) {
      bool section = figure_sections().count(it.key()) != 0;
      if ((section || nullable_figures().count(it.key()) != 0) && it.value().is_null()) {
        continue;
      }
      if (no_array && array_figures.count(it.key()) != 0 && it.value().is_null()) {
        continue;
      }
      bool figures = !signed_figure(it.key()) && (in_figures || section);
      collect_bad_numbers(it.value(), path + "." + it.key(), figures, bad);
    }
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) {
      collect_bad_numbers(j[i], path + "[" + std::to_string(i) + "]", in_figures, bad);
    }
  } else if (j.is_null()) {
    if (in_figures) {
      bad.push_back(path + " = null (NaN or inf?)");
    }
  } else if (j.is_number_float()) {
    double v = j.get<double>();
    if (!std::isfinite(v) || (in_figures && v < 0)) {
      bad.push_back(path + " = " + j.dump());
    }
  } else if (j.is_number_integer() && in_figures && j.get<long long>() < 0) {
    bad.push_back(path + " = " + j.dump());
  }
}

// The bad figures of a whole output, one "path = value" each.
inline std::vector<std::string> bad_numbers(const nlohmann::json& j) {
  std::vector<std::string> bad;
  collect_bad_numbers(j, "", false, bad);
  return bad;
}

} // namespace vsize::test
