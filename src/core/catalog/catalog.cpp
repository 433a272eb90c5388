// Catalog parsing, overlay and lookup, walking the table of record kinds (vsize/catalog.hpp).
// Schema: docs/catalog.md; the readers of each kind: readers*.cpp.
#include "vsize/catalog.hpp"

#include "readers.hpp"
#include "suggest.hpp"
#include "tape_catalog.hpp"

#include "vsize/error.hpp"

#include <algorithm>
#include <set>

namespace vsize {

using catalog_io::json;
using catalog_io::RecordReader;
using catalog_io::TapeReader;
using catalog_io::TapeWriter;

namespace {

// Reads the records of one kind's section. A record whose id `base` already has is merged into
// that record first (RFC 7396) when the kind merges, so an overlay may carry only the fields it
// changes.
template <class T>
void read_section(const json& root, const RecordKind<T>& kind, const std::string& origin, std::vector<T>& out,
                  std::vector<std::string>& errors, const std::vector<T>& base, TapeWriter* tape) {
  const std::string key = kind.key;
  json::const_iterator it = root.find(key);
  bool list = it != root.end() && it->is_array();
  if (tape) {
    tape->put_int(list ? static_cast<long long>(it->size()) : 0);
  }
  if (it == root.end()) {
    return; // an overlay may carry only some kinds
  }
  if (!list) {
    errors.push_back(origin + ": " + key + ": must be a list of records");
    return;
  }
  std::set<std::string> seen;
  std::size_t index = 0;
  for (const json& rec : *it) {
    std::string label = key + "[" + std::to_string(index++) + "]";
    if (!rec.is_object()) {
      errors.push_back(origin + ": " + label + ": must be an object");
      continue;
    }
    json::const_iterator idj = rec.find("id");
    json merged;
    std::string misspelt; // an id no record has, close to one that does
    if (idj != rec.end() && idj->is_string()) {
      label = key + " '" + idj->get<std::string>() + "'";
      const T* known = kind.merge ? catalog_io::find_exact(base, idj->get<std::string>()) : nullptr;
      if (known) {
        merged = json::parse(known->raw_json.begin(), known->raw_json.end());
        merged.merge_patch(rec);
      } else if (kind.merge && !base.empty() && !idj->get<std::string>().empty()) {
        // An empty id is its own error (the reader's "id: empty"), not a misspelt one (review s78 B5).
        std::vector<std::string> ids;
        for (const T& b : base) ids.push_back(b.id);
        misspelt = closest_match(idj->get<std::string>(), ids);
      }
    }
    // A second record of an id is that one line, not its fields' follow-on errors before it
    // (review s84 F6: the duplicate came last, after two lines about the record's values).
    if (idj != rec.end() && idj->is_string() && seen.count(idj->get<std::string>()) > 0) {
      errors.push_back(origin + ": " + label + ": id: duplicate id in this file (ids must be unique within a kind)");
      continue;
    }
    const std::size_t errors_before = errors.size();
    RecordReader r(merged.is_null() ? rec : merged, origin + ": " + label, errors, tape);
    T t;
    r.provenance(t, kind.listed);
    catalog_io::read_record(r, t);
    r.reject_unknown_fields(merged.is_null() ? nullptr : &rec);
    // A patch whose id is mistyped reads as a new record short of every field it did not give: one
    // line naming the likely id, not a line a field (review s73: 14 "missing" lines for h200nvl).
    if (!misspelt.empty() && errors.size() > errors_before + 1) {
      errors.resize(errors_before);
      errors.push_back(origin + ": " + label + ": no record has this id; did you mean '" + misspelt +
                       "'? (a new record needs every field: vsize catalog show " + misspelt + " prints one)");
    }
    // So is a record with an empty id: its one line, not one a field it could not be merged with.
    if (idj != rec.end() && idj->is_string() && idj->get<std::string>().empty() && errors.size() > errors_before + 1) {
      errors.resize(errors_before + 1);
    }
    seen.insert(t.id); // a second record of the id is refused before it is read, above
    out.push_back(std::move(t));
  }
}

// The records of one kind from a tape (tape.hpp), as read_section recorded them.
template <class T>
void replay_section(TapeReader& tape, const RecordKind<T>& kind, std::vector<T>& out,
                    std::vector<std::string>& errors) {
  for (long long n = tape.get_int(); n > 0; --n) {
    RecordReader r(tape, errors);
    T t;
    r.provenance(t, kind.listed);
    catalog_io::read_record(r, t);
    out.push_back(std::move(t));
  }
}

// Adds `add` to `base` by id; a replaced record keeps its position.
template <class T>
void overlay_kind(std::vector<T>& base, const std::vector<T>& add) {
  for (const auto& r : add) {
    auto it = std::find_if(base.begin(), base.end(), [&](const T& b) { return b.id == r.id; });
    if (it != base.end()) {
      *it = r;
    } else {
      base.push_back(r);
    }
  }
}

void check_sections(const json& root, const std::string& origin, std::vector<std::string>& errors) {
  auto sv = root.find("schema_version");
  if (sv != root.end() && !(sv->is_number_integer() && sv->get<long long>() == 1)) {
    errors.push_back(origin + ": schema_version: must be 1 (got " + sv->dump() + ")");
  }
  std::vector<std::string> known = {"schema_version"};
  for_each_kind([&](const auto& kind) { known.emplace_back(kind.key); });
  for (auto it = root.begin(); it != root.end(); ++it) {
    if (std::find(known.begin(), known.end(), it.key()) == known.end()) {
      std::string guess = closest_match(it.key(), known);
      // Without a guess, the sections there are (review s83 #13).
      errors.push_back(origin + ": " + it.key() + ": unknown section" +
                       (guess.empty() ? fmt::format("; a catalog's sections: {}", fmt::join(known, ", "))
                                      : "; did you mean '" + guess + "'?"));
    }
  }
}

} // namespace

Catalog Catalog::parse(std::string_view text, const std::string& origin) {
  Catalog c;
  c.overlay_text(text, origin);
  return c;
}

void Catalog::overlay_text(std::string_view text, const std::string& origin) {
  overlay(catalog_io::read_catalog(text, origin, *this, nullptr));
}

namespace catalog_io {

Catalog read_catalog(std::string_view text, const std::string& origin, const Catalog& base, TapeWriter* tape) {
  json root = parse_root(text, origin);
  std::vector<std::string> errors;
  check_sections(root, origin, errors);
  Catalog c;
  for_each_kind(
      [&](const auto& kind) { read_section(root, kind, origin, c.*(kind.member), errors, base.*(kind.member), tape); });
  if (!errors.empty()) {
    throw CatalogError(errors);
  }
  return c;
}

std::string record_tape(std::string_view text, const std::string& origin) {
  TapeWriter tape;
  Catalog c = read_catalog(text, origin, Catalog{}, &tape);
  c.validate_references(origin);
  tape.put_string(c.as_of());
  return tape.bytes();
}

Catalog replay_tape(std::string_view bytes) {
  TapeReader tape(bytes);
  Catalog c;
  std::vector<std::string> errors;
  for_each_kind([&](const auto& kind) { replay_section(tape, kind, c.*(kind.member), errors); });
  tape.get_string(); // the as-of date (tape_as_of)
  if (!errors.empty() || !tape.at_end()) {
    throw CatalogError("catalog tape: does not replay (rebuild vsize: the tape and the readers differ)");
  }
  c.sort_by_id();
  return c;
}

} // namespace catalog_io

void Catalog::overlay(const Catalog& other) {
  for_each_kind([&](const auto& kind) { overlay_kind(this->*(kind.member), other.*(kind.member)); });
  sort_by_id();
}

void Catalog::sort_by_id() {
  for_each_kind([&](const auto& kind) {
    auto& records = this->*(kind.member);
    std::sort(records.begin(), records.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
  });
}

namespace {

// A record of kind T by id, name or alias, with the kind's label and option in messages.
template <class T>
const T& lookup(const Catalog& c, std::string_view key) {
  const auto& kind = std::get<RecordKind<T>>(record_kinds());
  return catalog_io::lookup(c.*(kind.member), key, kind.label, kind.option, kind.key);
}

} // namespace

const GpuSpec& Catalog::gpu(std::string_view key) const { return lookup<GpuSpec>(*this, key); }
const CpuSpec& Catalog::cpu(std::string_view key) const { return lookup<CpuSpec>(*this, key); }
const DimmSpec& Catalog::dimm(std::string_view key) const { return lookup<DimmSpec>(*this, key); }
const PsuSpec& Catalog::psu(std::string_view key) const { return lookup<PsuSpec>(*this, key); }
const CircuitSpec& Catalog::circuit(std::string_view key) const { return lookup<CircuitSpec>(*this, key); }
const ModelSpec& Catalog::model(std::string_view key) const { return lookup<ModelSpec>(*this, key); }
const PlatformSpec& Catalog::platform(std::string_view key) const { return lookup<PlatformSpec>(*this, key); }
const FabricSpec& Catalog::fabric(std::string_view key) const { return lookup<FabricSpec>(*this, key); }
const SwitchSpec& Catalog::switch_(std::string_view key) const { return lookup<SwitchSpec>(*this, key); }
const NicSpec& Catalog::nic(std::string_view key) const { return lookup<NicSpec>(*this, key); }

const VideoFormatSpec& Catalog::video_format(std::string_view resolution, VideoCodec codec) const {
  std::vector<std::string> known;
  for (const auto& v : video_formats) {
    if (catalog_io::lower(v.resolution) == catalog_io::lower(resolution) && v.codec == codec) {
      return v;
    }
    known.push_back(v.resolution + " " + to_string(v.codec));
  }
  throw UsageError(fmt::format("--video-res {} --video-codec {}: no such video format in the catalog{}", resolution,
                               to_string(codec),
                               known.empty() ? std::string(" (it has none: add video_formats records, docs/catalog.md)")
                                             : fmt::format("; it has {}", fmt::join(known, ", "))));
}

const PriceSpec* Catalog::price(std::string_view id) const { return catalog_io::find_exact(prices, std::string(id)); }

const TariffSpec& Catalog::tariff(std::string_view key) const { return lookup<TariffSpec>(*this, key); }

const FamilySpec& Catalog::family(std::string_view key) const {
  if (const auto* f = catalog_io::find_in(families, key)) {
    return *f;
  }
  throw CatalogError("catalog: family '" + std::string(key) + "' is missing");
}

const Assumption& Catalog::assumption_record(std::string_view id) const {
  if (const auto* a = catalog_io::find_in(assumptions, id)) {
    return *a;
  }
  throw CatalogError("catalog: assumptions '" + std::string(id) +
                     "' is missing (the default catalog has it; an overlay may not remove it)");
}

const Provenance* Catalog::find_any(std::string_view key, std::string* kind_label) const {
  const Provenance* found = nullptr;
  for_each_kind([&](const auto& kind) {
    if (found || !kind.listed) {
      return;
    }
    const auto* record = catalog_io::find_in(this->*(kind.member), key);
    if (record) {
      catalog_io::require_unambiguous(this->*(kind.member), key, *record, fmt::format("'{}'", key));
      found = record;
      if (kind_label) *kind_label = kind.label;
    }
  });
  return found;
}

std::vector<const Provenance*> Catalog::records() const {
  std::vector<const Provenance*> out;
  for_each_kind([&](const auto& kind) {
    if (kind.listed) {
      for (const auto& r : this->*(kind.member)) {
        out.push_back(&r);
      }
    }
  });
  return out;
}

std::vector<std::string> Catalog::all_ids() const {
  std::vector<std::string> ids;
  for (const auto* r : records()) {
    ids.push_back(r->id);
  }
  return ids;
}

std::string Catalog::as_of() const {
  std::string latest;
  for (const auto* r : records()) {
    latest = std::max(latest, r->as_of);
  }
  return latest;
}

} // namespace vsize
