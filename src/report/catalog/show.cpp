// `vsize catalog show ID`: every figure of one record as its catalog holds it, with its source.
#include "vsize/error.hpp"
#include "vsize/report.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace vsize {

std::string render_catalog_show(const Catalog& cat, const std::string& id, const ReportOptions& ro) {
  const Format f = ro.format;
  std::string kind;
  const Provenance* p = cat.find_any(id, &kind);
  if (!p) {
    std::string guess = closest_match(id, cat.all_ids());
    throw UsageError("catalog show '" + id + "': no record has this id" +
                     (guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  }
  nlohmann::json j = provenance_json(ro);
  j["command"] = "catalog show";
  j.update({{"kind", kind}, {"id", p->id}, {"name", p->name}, {"sources", sources_json(*p)}, {"as_of", p->as_of}});
  if (!p->source.empty()) j["source"] = p->source;
  if (!p->research.empty()) j["research"] = p->research;
  if (!p->estimate.empty()) j["estimate"] = p->estimate;
  if (!p->notes.empty()) j["notes"] = p->notes;
  if (!p->aliases.empty()) j["aliases"] = p->aliases;
  // Every figure as the record stands in its catalog (embedded or overlay).
  nlohmann::json figures = nlohmann::json::parse(p->raw_json.begin(), p->raw_json.end());
  for (const char* k : {"id", "name", "sources", "source", "research", "as_of", "estimate", "notes", "aliases"}) {
    figures.erase(k);
  }
  j["figures"] = figures;
  if (f == Format::json) {
    return j.dump(2) + "\n";
  }
  std::string out = fmt::format("{} {}: {}\n", kind, p->id, p->name);
  for (auto it = j["figures"].begin(); it != j["figures"].end(); ++it) {
    out += fmt::format("  {:<34} {}\n", it.key(), it.value().dump());
  }
  if (!p->aliases.empty()) out += "  aliases: " + fmt::format("{}", fmt::join(p->aliases, "; ")) + "\n";
  out += "  sources:\n";
  for (const auto& c : p->sources) {
    out += "    - " + citation_text(c) + "\n";
  }
  if (!p->source.empty()) out += "    - " + p->source + "\n";
  out += "  as of:  " + p->as_of + "\n";
  if (!p->research.empty()) out += "  research (our own notes, not a public source): " + p->research + "\n";
  if (!p->estimate.empty()) out += "  estimate: " + p->estimate + "\n";
  if (!p->notes.empty()) out += "  notes: " + p->notes + "\n";
  return out;
}

std::string render_catalog_validate(const std::string& path,
                                    const std::vector<std::pair<std::string, std::size_t>>& sections,
                                    const ReportOptions& ro) {
  if (ro.format == Format::json) {
    nlohmann::json j = provenance_json(ro);
    j["command"] = "catalog validate";
    j["file"] = path;
    j["valid"] = true;
    j["records"] = nlohmann::json::object();
    for (const auto& [key, n] : sections) {
      j["records"][key] = n;
    }
    return j.dump(2) + "\n";
  }
  std::vector<std::string> parts;
  for (const auto& [key, n] : sections) {
    parts.push_back(fmt::format("{} {}", n, key));
  }
  return fmt::format("{}: valid as an overlay of the embedded catalog ({})\n", path,
                     parts.empty() ? std::string("no records") : fmt::format("{}", fmt::join(parts, ", ")));
}

} // namespace vsize
