#pragma once
// The parts and workloads vsize computes with, as read from data/catalog.json
// (docs/catalog.md is the schema). Parsing and validation take text, never files: reading
// files is the CLI's job, so the core stays free of I/O.
//
// Every record kind is listed once, in record_kinds(): its JSON section, its member, its label
// and CLI spelling. Parsing, overlays, records(), find_any, the known-sections check and
// `catalog list` all walk that table (for_each_kind), so a new kind is one line there, one
// record type (records/*.hpp) and one reader (src/core/catalog/readers*.cpp).
#include "vsize/records/cluster.hpp"
#include "vsize/records/gpu.hpp"
#include "vsize/records/host.hpp"
#include "vsize/records/money.hpp"
#include "vsize/records/power.hpp"
#include "vsize/records/provenance.hpp"
#include "vsize/records/server.hpp"
#include "vsize/records/workload.hpp"

#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace vsize {

class Catalog;

// One record kind: its JSON section ("gpus"), the catalog's list of it, the singular label in
// messages ("gpu"), the option that names one on the command line ("--gpu", "" for none), and
// how overlays and listings treat it.
template <class T>
struct RecordKind {
  using Record = T;
  const char* key;
  std::vector<T> Catalog::*member;
  const char* label;
  const char* option;
  bool listed = true; // in records(), find_any and `catalog show` (prices are keyed by another record's id)
  bool merge = true; // an overlay record with a known id is merged field by field (RFC 7396); else replaces it
};

// A catalog: records of each kind, unique by id within a kind, each kind in the order of its ids
// (whatever order the files list them in: every output is the same for any order).
class Catalog {
public:
  std::vector<GpuSpec> gpus;
  std::vector<CpuSpec> cpus;
  std::vector<DimmSpec> dimms;
  std::vector<PsuSpec> psus;
  std::vector<CircuitSpec> circuits;
  std::vector<FamilySpec> families;
  std::vector<ModelSpec> models;
  std::vector<Assumption> assumptions;
  std::vector<DriveSpec> drives;
  std::vector<NicSpec> nics;
  std::vector<BridgeSpec> bridges;
  std::vector<SwitchSpec> switches;
  std::vector<FabricSpec> fabrics;
  std::vector<VideoFormatSpec> video_formats;
  std::vector<PlatformSpec> platforms;
  std::vector<LineupSpec> lineup;
  std::vector<PriceSpec> prices;
  std::vector<ExchangeRateSpec> exchange_rates;
  std::vector<TariffSpec> tariffs;
  std::vector<RentSpec> rents;

  // Parses and validates catalog JSON text. `origin` names the file in messages.
  // Throws CatalogError listing every problem, one per line: "origin: kind 'id': field: what".
  static Catalog parse(std::string_view json_text, const std::string& origin);

  // Overlays catalog JSON text by id: a record whose id is new must be complete; a record with
  // a known id is merged into it field by field (RFC 7396 merge patch: a price-only or
  // figure-only record is enough, null removes a field). Throws CatalogError like parse.
  void overlay_text(std::string_view json_text, const std::string& origin);

  // Adds or replaces whole records of `overlay` by id.
  void overlay(const Catalog& other);

  // Puts every kind in the order of its ids (parse and overlay do; for catalogs built by hand).
  void sort_by_id();

  // Cross-record checks (a model's family exists; every assumption the models read exists,
  // has its unit and lies in its range: assumptions.hpp; prices, rents and tariffs in currencies
  // the exchange rates connect). With `today` (YYYY-MM-DD), a money record dated later is an
  // error too. Throws CatalogError, one line each.
  void validate_references(const std::string& origin, std::string_view today = {}) const;

  // Lookups accept the id in any case, the display name or an alias. Throw UsageError
  // with a "did you mean" suggestion when nothing matches.
  const GpuSpec& gpu(std::string_view key) const;
  const CpuSpec& cpu(std::string_view key) const;
  const DimmSpec& dimm(std::string_view key) const;
  const PsuSpec& psu(std::string_view key) const;
  const CircuitSpec& circuit(std::string_view key) const;
  const ModelSpec& model(std::string_view key) const;
  const FamilySpec& family(std::string_view key) const;
  const PlatformSpec& platform(std::string_view key) const;
  const FabricSpec& fabric(std::string_view key) const;
  const SwitchSpec& switch_(std::string_view key) const;
  const NicSpec& nic(std::string_view key) const;
  const TariffSpec& tariff(std::string_view key) const;
  // The video format of a resolution and codec (--video-res 1080p --video-codec h265); UsageError
  // listing the catalog's formats when there is none.
  const VideoFormatSpec& video_format(std::string_view resolution, VideoCodec codec) const;
  // The price of a record by id, or nullptr.
  const PriceSpec* price(std::string_view id) const;
  // An assumption record (typed values: Assumptions::from); throws CatalogError when missing.
  const Assumption& assumption_record(std::string_view id) const;

  // Any listed record by id, name or alias, for `catalog show`. nullptr when unknown; UsageError
  // for an alias that names several records of its kind ("h200").
  const Provenance* find_any(std::string_view key, std::string* kind = nullptr) const;
  std::vector<std::string> all_ids() const;
  // Every listed record of every kind, in catalog order.
  std::vector<const Provenance*> records() const;
  // The latest as-of date of any record (YYYY-MM-DD): how current the figures are.
  std::string as_of() const;
};

// The exchange rate between two currencies (either direction), or nullptr.
const ExchangeRateSpec* exchange_rate(const Catalog& c, const std::string& from, const std::string& to);

// The table of record kinds, in the order sections are read, listed and searched.
inline const auto& record_kinds() {
  static const auto kinds = std::make_tuple(
      RecordKind<GpuSpec>{"gpus", &Catalog::gpus, "gpu", "--gpu"},
      RecordKind<CpuSpec>{"cpus", &Catalog::cpus, "cpu", "--cpu"},
      RecordKind<DimmSpec>{"dimms", &Catalog::dimms, "dimm", "--dimm"},
      RecordKind<PsuSpec>{"psus", &Catalog::psus, "psu", "--psu"},
      RecordKind<CircuitSpec>{"circuits", &Catalog::circuits, "circuit", "--circuit"},
      RecordKind<ModelSpec>{"models", &Catalog::models, "model", "--model"},
      RecordKind<FamilySpec>{"families", &Catalog::families, "family", ""},
      RecordKind<Assumption>{"assumptions", &Catalog::assumptions, "assumption", ""},
      RecordKind<DriveSpec>{"drives", &Catalog::drives, "drive", ""},
      RecordKind<NicSpec>{"nics", &Catalog::nics, "nic", ""},
      RecordKind<BridgeSpec>{"bridges", &Catalog::bridges, "bridge", ""},
      RecordKind<SwitchSpec>{"switches", &Catalog::switches, "switch", ""},
      RecordKind<FabricSpec>{"fabrics", &Catalog::fabrics, "fabric", "--fabric"},
      RecordKind<VideoFormatSpec>{"video_formats", &Catalog::video_formats, "video format", ""},
      RecordKind<PlatformSpec>{"platforms", &Catalog::platforms, "platform", "--platform"},
      RecordKind<LineupSpec>{"lineup", &Catalog::lineup, "lineup", ""},
      RecordKind<PriceSpec>{"prices", &Catalog::prices, "price", "", false, false},
      // Money records replace whole, as prices do: a rate, tariff or rent changed
      // in an overlay kept the old one's date and source (1.5 USD cited as the ECB's 1.1269).
      RecordKind<ExchangeRateSpec>{"exchange_rates", &Catalog::exchange_rates, "exchange rate", "", true, false},
      RecordKind<TariffSpec>{"tariffs", &Catalog::tariffs, "tariff", "--tariff", true, false},
      RecordKind<RentSpec>{"rents", &Catalog::rents, "rent", "", true, false});
  return kinds;
}

// Calls f(kind) for every RecordKind of record_kinds(), in order.
template <class F>
void for_each_kind(F&& f) {
  std::apply([&](const auto&... kind) { (f(kind), ...); }, record_kinds());
}

// The catalog compiled into the binary (data/catalog.json): its text, and the catalog itself,
// read and validated at build time and rebuilt at first use without parsing JSON.
std::string_view embedded_catalog_json();
const Catalog& embedded_catalog();
// The latest as-of date of the embedded catalog's records, known at build time.
std::string_view embedded_catalog_as_of();
// The embedded catalog's build-time form (src/core/catalog/tape.hpp).
std::string_view embedded_catalog_tape();

// Closest string by edit distance, or empty if nothing is close. Used for "did you mean".
// The most a catalog file may hold (16 MiB, about 100x the embedded one), and the message for a
// file past it: its size exactly, so that 16.5 MiB does not read as 16.
inline constexpr std::size_t k_max_catalog_file_bytes = 16u * 1024u * 1024u;
std::string catalog_too_large(const std::string& origin, std::size_t bytes);

std::string closest_match(std::string_view key, const std::vector<std::string>& candidates);

} // namespace vsize
