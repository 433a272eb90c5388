// `vsize catalog show ID`: every figure of one record as its catalog holds it, with its source.
#include "vsize/error.hpp"
#include "vsize/records/money.hpp"
#include "vsize/report.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace vsize {

namespace {

// One record's figures as its catalog holds it, without the fields said apart (sources, as of, ...).
nlohmann::json figures_of(const Provenance& p) {
  nlohmann::json figures = nlohmann::json::parse(p.raw_json.begin(), p.raw_json.end());
  for (const char* k : {"id", "name", "sources", "source", "research", "as_of", "estimate", "notes", "aliases"}) {
    figures.erase(k);
  }
  return figures;
}

// A price's figures with its grade and VAT basis as read, their defaults too (an overlay may leave
// them out; review s80 C F7).
nlohmann::json price_figures(const PriceSpec& price) {
  nlohmann::json figures = figures_of(price);
  figures["grade"] = to_string(price.grade);
  figures["vat"] = to_string(price.vat);
  return figures;
}

// One record's figures, sources and notes in JSON, as `catalog show` gives them. The catalog's
// `research` field, our own pointers (research notes, seed paths), is not read into a record: a
// customer reads the public sources (review s88 sources D3: 39 records printed ../shared/ paths).
nlohmann::json record_json(const Provenance& p, const nlohmann::json& figures) {
  nlohmann::json j = {{"sources", sources_json(p)}, {"as_of", p.as_of}};
  if (!p.source.empty()) j["source"] = p.source;
  if (!p.estimate.empty()) j["estimate"] = p.estimate;
  if (!p.notes.empty()) j["notes"] = p.notes;
  if (!p.aliases.empty()) j["aliases"] = p.aliases;
  j["figures"] = figures;
  return j;
}

// The same as text, each line indented by `indent`.
std::string record_text(const Provenance& p, const nlohmann::json& figures, const std::string& indent) {
  std::string out;
  for (auto it = figures.begin(); it != figures.end(); ++it) {
    out += fmt::format("{}{:<34} {}\n", indent, it.key(), it.value().dump());
  }
  if (!p.aliases.empty()) out += indent + "aliases: " + fmt::format("{}", fmt::join(p.aliases, "; ")) + "\n";
  out += indent + "sources:\n";
  for (const auto& c : p.sources) {
    out += indent + "  - " + citation_text(c) + "\n";
  }
  if (!p.source.empty()) out += indent + "  - " + p.source + "\n";
  out += indent + "as of:  " + p.as_of + "\n";
  if (!p.estimate.empty()) out += indent + "estimate: " + p.estimate + "\n";
  if (!p.notes.empty()) out += indent + "notes: " + p.notes + "\n";
  return out;
}

} // namespace

std::string render_catalog_show(const Catalog& cat, const std::string& id, const ReportOptions& ro) {
  std::string kind;
  const Provenance* p = cat.find_any(id, &kind);
  if (!p) {
    std::string guess = closest_match(id, cat.all_ids());
    throw UsageError("catalog show '" + id + "': no record has this id" +
                     (guess.empty() ? "; vsize catalog list lists every id (vsize catalog list gpus: one kind's)"
                                    : "; did you mean '" + guess + "'?"));
  }
  // A price is keyed by the part it prices: shown with the part, its date, basis and sources (review
  // s80 F6: `catalog list prices` was the only way to its sources).
  const PriceSpec* price = cat.price(p->id);
  if (ro.format == Format::json) {
    nlohmann::json j = provenance_json(ro);
    j["command"] = "catalog show";
    j.update({{"kind", kind}, {"id", p->id}, {"name", p->name}});
    j.update(record_json(*p, figures_of(*p)));
    j["price"] = nullptr;
    if (price) {
      j["price"] = record_json(*price, price_figures(*price));
      if (!price->name.empty()) j["price"]["name"] = price->name; // the quote's or list's own name
    }
    return j.dump(2) + "\n";
  }
  std::string out = fmt::format("{} {}: {}\n", kind, p->id, p->name) + record_text(*p, figures_of(*p), "  ");
  if (price) {
    out += "price (a record of its own, keyed by this id)" + (price->name.empty() ? "" : ": " + price->name) + "\n" +
           record_text(*price, price_figures(*price), "  ");
  }
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
