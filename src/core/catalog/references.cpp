// Cross-record checks of a loaded catalog (Catalog::validate_references) and the lookups of
// the platform rules.
#include "vsize/catalog.hpp"

#include "suggest.hpp"

#include "vsize/assumptions.hpp"
#include "vsize/error.hpp"

#include <map>
#include <regex>
#include <set>

namespace vsize {

using catalog_io::find_exact;
using catalog_io::suggestion_text;
using catalog_io::suggestions;

namespace {

template <class T>
bool has_id(const std::vector<T>& records, const std::string& id) {
  return find_exact(records, id) != nullptr;
}

template <class T>
std::string did_you_mean(const std::string& key, const std::vector<T>& records) {
  return suggestion_text(suggestions(records, key));
}

void platform_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& p : c.platforms) {
    std::string where = origin + ": platforms '" + p.id + "': ";
    for (const auto& g : p.qualified_gpus) {
      if (!has_id(c.gpus, g)) {
        errors.push_back(where + "qualified_gpus: unknown GPU '" + g + "'" + did_you_mean(g, c.gpus));
      }
    }
    for (const auto& psu : p.psu_options) {
      if (!has_id(c.psus, psu)) {
        errors.push_back(where + "psu_options: unknown PSU '" + psu + "'" + did_you_mean(psu, c.psus));
      }
    }
    for (const auto& fam : p.cpu_families) {
      bool any = std::any_of(c.cpus.begin(), c.cpus.end(), [&](const CpuSpec& cpu) { return cpu.family == fam; });
      if (!any) {
        errors.push_back(where + "cpu_families: no catalog CPU belongs to '" + fam +
                         "' (add the CPUs or fix the family)");
      }
    }
  }
}

// A bridge fits bridge-capable GPUs of the catalog, and joins no more cards than their NVLink
// group holds.
void bridge_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& b : c.bridges) {
    std::string where = origin + ": bridges '" + b.id + "': ";
    for (const auto& g : b.gpus) {
      const GpuSpec* gpu = find_exact(c.gpus, g);
      if (!gpu) {
        errors.push_back(where + "gpus: unknown GPU '" + g + "'" + did_you_mean(g, c.gpus));
      } else if (gpu->nvlink_topology != NvlinkTopology::bridge) {
        errors.push_back(where + "gpus: '" + g + "' takes no NVLink bridge (its nvlink_topology is not bridge)");
      } else if (b.ways > gpu->nvlink_group_max) {
        errors.push_back(where + "ways: " + std::to_string(b.ways) + " cards, more than the nvlink_group_max " +
                         std::to_string(gpu->nvlink_group_max) + " of GPU '" + g + "'");
      }
    }
  }
}

void lineup_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& l : c.lineup) {
    std::string where = origin + ": lineup '" + l.id + "': ";
    const PlatformSpec* p = find_exact(c.platforms, l.platform);
    if (!p) {
      errors.push_back(where + "platform: unknown platform '" + l.platform + "'" +
                       did_you_mean(l.platform, c.platforms));
    } else if (!p->qualifies(l.gpu)) {
      errors.push_back(where + "gpu: " + l.platform + " does not qualify '" + l.gpu +
                       "' (its qualified_gpus: " + fmt::format("{}", fmt::join(p->qualified_gpus, ", ")) + ")");
    } else if (!p->allows_count(l.count)) {
      errors.push_back(where + "count: " + l.platform + " takes " + fmt::format("{}", fmt::join(p->gpu_counts, ", ")) +
                       " GPUs, not " + std::to_string(l.count));
    }
    if (!has_id(c.gpus, l.gpu)) {
      errors.push_back(where + "gpu: unknown GPU '" + l.gpu + "'" + did_you_mean(l.gpu, c.gpus));
    }
    const CpuSpec* cpu = l.cpu.empty() ? nullptr : find_exact(c.cpus, l.cpu);
    if (!l.cpu.empty() && !cpu) {
      errors.push_back(where + "cpu: unknown CPU '" + l.cpu + "'" + did_you_mean(l.cpu, c.cpus));
    } else if (cpu && p && !p->takes_family(cpu->family)) {
      errors.push_back(
          where + "cpu: " + l.platform + " takes " + fmt::format("{}", fmt::join(p->cpu_families, ", ")) + ", not " +
          (cpu->family.empty() ? cpu->id + ", whose record names no family" : cpu->family + " (" + cpu->id + ")"));
    }
  }
}

// A GPU that borrows a sibling's matmul share names a GPU that has one of its own.
void gpu_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& g : c.gpus) {
    if (g.matmul_fraction_from.empty()) continue;
    const GpuSpec* sibling = find_exact(c.gpus, g.matmul_fraction_from);
    std::string where = origin + ": gpus '" + g.id + "': matmul_fraction_from: ";
    if (!sibling) {
      errors.push_back(where + "unknown GPU '" + g.matmul_fraction_from + "'" +
                       did_you_mean(g.matmul_fraction_from, c.gpus));
    } else if (!sibling->achieved_matmul_fraction) {
      errors.push_back(where + "'" + sibling->id + "' has no achieved_matmul_fraction of its own to lend");
    }
  }
}

// A fabric names its NIC and switch, and the switch's ports run at the fabric's speed.
void fabric_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  for (const auto& f : c.fabrics) {
    std::string where = origin + ": fabrics '" + f.id + "': ";
    const NicSpec* nic = find_exact(c.nics, f.nic);
    if (!nic) {
      errors.push_back(where + "nic: unknown NIC '" + f.nic + "'" + did_you_mean(f.nic, c.nics));
    } else if (nic->speed_gbps < f.gbit_s) {
      errors.push_back(where + fmt::format("nic: {} runs at {:g} Gb/s, below the fabric's {:g}", nic->id,
                                           nic->speed_gbps, f.gbit_s));
    }
    const SwitchSpec* sw = find_exact(c.switches, f.switch_id);
    const SwitchSpec* spine = sw && !sw->uplink_switch.empty() ? find_exact(c.switches, sw->uplink_switch) : nullptr;
    if (sw && !sw->uplink_switch.empty() && (!spine || spine->port_gbps != sw->uplink_gbps)) {
      errors.push_back(where + fmt::format("switch: {}'s uplink_switch '{}' is no catalog switch with {:g} Gb/s ports",
                                           sw->id, sw->uplink_switch, sw->uplink_gbps));
    }
    if (!sw) {
      errors.push_back(where + "switch: unknown switch '" + f.switch_id + "'" + did_you_mean(f.switch_id, c.switches));
    } else if (sw->port_gbps != f.gbit_s) {
      errors.push_back(where + fmt::format("switch: {} has {:g} Gb/s ports, not the fabric's {:g} (give the switch's "
                                           "ports at the fabric's speed)",
                                           sw->id, sw->port_gbps, f.gbit_s));
    }
  }
}

// A price, `catalog show` and --server name a record by its id alone: two records of different
// kinds under one id would take each other's price (a line-up server overlaid as 'a40' was priced at
// the A40 card's 1159 USD; review s80 C). Within a kind the readers already refuse a repeat.
void id_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  std::map<std::string, std::string> kind_of; // id -> the kind that has it first
  for_each_kind([&](const auto& kind) {
    if (!kind.listed) return;
    for (const auto& r : c.*(kind.member)) {
      auto [at, added] = kind_of.try_emplace(r.id, kind.key);
      if (!added && at->second != kind.key) {
        errors.push_back(fmt::format("{}: {} '{}': id: also the id of a record under {}; a price and `catalog show` "
                                     "name one record by its id: give each its own",
                                     origin, kind.key, r.id, at->second));
      }
    }
  });
}

void price_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  std::vector<std::string> ids = c.all_ids();
  for (const auto& p : c.prices) {
    if (std::find(ids.begin(), ids.end(), p.id) == ids.end()) {
      std::string guess = closest_match(p.id, ids);
      errors.push_back(origin + ": prices '" + p.id + "': id: no record has this id" +
                       (guess.empty() ? std::string() : "; did you mean '" + guess + "'?"));
    }
  }
}

// Every money record's currency converts into the others': the first currency seen and each
// other one need an exchange rate between them.
void currency_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  const std::string* first = nullptr;
  std::string first_where;
  auto check = [&](const char* kind, const std::string& id, const std::string& currency) {
    if (currency.empty()) {
      return;
    }
    if (!first) {
      first = &currency;
      first_where = fmt::format("{} '{}'", kind, id);
      return;
    }
    if (currency != *first && !exchange_rate(c, currency, *first)) {
      errors.push_back(fmt::format("{}: {} '{}': currency: {} mixes with {} ({}) and no exchange rate converts "
                                   "between them; add one under exchange_rates (base, quote, rate, as_of)",
                                   origin, kind, id, currency, *first, first_where));
    }
  };
  for (const auto& p : c.prices) check("prices", p.id, p.currency);
  for (const auto& t : c.tariffs) check("tariffs", t.id, t.currency);
  // Two rates between one pair (eur-usd and an overlay's usd-eur): the first found was used and
  // the other ignored in silence.
  for (std::size_t i = 0; i < c.exchange_rates.size(); ++i) {
    for (std::size_t j = i + 1; j < c.exchange_rates.size(); ++j) {
      const ExchangeRateSpec& a = c.exchange_rates[i];
      const ExchangeRateSpec& b = c.exchange_rates[j];
      if ((a.base == b.base && a.quote == b.quote) || (a.base == b.quote && a.quote == b.base)) {
        errors.push_back(fmt::format("{}: exchange_rates '{}': a second rate between {} and {} beside '{}'; keep one "
                                     "(an overlay replaces a record by giving its id, '{}')",
                                     origin, b.id, b.base, b.quote, a.id, a.id));
      }
    }
  }
  for (const auto& r : c.rents) check("rents", r.id, r.currency);
}

// A full date (YYYY-MM-DD) on every money record, and none later than `today` when given.
template <class T>
void date_problems(const std::vector<T>& records, const char* kind, const std::string& origin, std::string_view today,
                   std::vector<std::string>& errors) {
  static const std::regex full(R"(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))");
  for (const auto& r : records) {
    std::string where = fmt::format("{}: {} '{}': as_of: ", origin, kind, r.id);
    if (!std::regex_match(r.as_of, full)) {
      errors.push_back(where +
                       fmt::format("must be a date YYYY-MM-DD (got \"{}\"): the day the figure was quoted", r.as_of));
    } else if (!today.empty() && r.as_of > today) {
      errors.push_back(where +
                       fmt::format("{} lies after today ({}); give the day the figure was quoted", r.as_of, today));
    }
  }
}

void rent_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  std::set<std::pair<std::string, Region>> defaults;
  for (const auto& r : c.rents) {
    std::string where = origin + ": rents '" + r.id + "': ";
    if (!has_id(c.gpus, r.gpu)) {
      errors.push_back(where + "gpu: unknown GPU '" + r.gpu + "'" + did_you_mean(r.gpu, c.gpus));
    }
    for (const auto* list : {&r.stands_for, &r.default_for}) {
      for (const auto& g : *list) {
        if (!has_id(c.gpus, g)) {
          errors.push_back(where + (list == &r.stands_for ? "stands_for" : "default_for") + ": unknown GPU '" + g +
                           "'" + did_you_mean(g, c.gpus));
        }
      }
    }
    for (const auto& g : r.default_for) {
      if (!defaults.insert({g, r.region}).second) {
        errors.push_back(where + "default_for: another rent is already the " + to_string(r.region) + " default for '" +
                         g + "' (one default per GPU and region)");
      }
    }
  }
  std::set<Region> tariff_defaults;
  for (const auto& t : c.tariffs) {
    if (t.is_default && !tariff_defaults.insert(t.region).second) {
      errors.push_back(origin + ": tariffs '" + t.id + "': default: another tariff is already the " +
                       to_string(t.region) + " default (one per region)");
    }
  }
}

} // namespace

bool PlatformSpec::qualifies(const std::string& gpu_id) const {
  return std::find(qualified_gpus.begin(), qualified_gpus.end(), gpu_id) != qualified_gpus.end();
}

bool PlatformSpec::allows_count(int count) const {
  return std::find(gpu_counts.begin(), gpu_counts.end(), count) != gpu_counts.end();
}

bool PlatformSpec::takes_family(const std::string& family) const {
  return std::find(cpu_families.begin(), cpu_families.end(), family) != cpu_families.end();
}

const ExchangeRateSpec* exchange_rate(const Catalog& c, const std::string& from, const std::string& to) {
  for (const auto& x : c.exchange_rates) {
    if ((x.base == from && x.quote == to) || (x.base == to && x.quote == from)) {
      return &x;
    }
  }
  return nullptr;
}

void Catalog::validate_references(const std::string& origin, std::string_view today) const {
  std::vector<std::string> errors;
  // A catalog without these cannot answer anything: one line each, not one per missing record.
  if (models.empty()) {
    errors.push_back(origin + ": models: none (vsize needs at least one model; start from the embedded catalog "
                              "instead of --no-default-catalog, or add models)");
  }
  if (assumptions.empty()) {
    errors.push_back(origin + ": assumptions: none (the model constants; start from the embedded catalog "
                              "instead of --no-default-catalog, or copy them from data/catalog.json)");
  } else {
    auto problems = assumption_problems(*this, origin);
    errors.insert(errors.end(), problems.begin(), problems.end());
  }
  for (const auto& m : models) {
    const FamilySpec* fam = catalog_io::find_in(families, m.family);
    if (!fam) {
      errors.push_back(origin + ": models '" + m.id + "': family: unknown family '" + m.family +
                       "' (add it under families or fix the id)");
    } else if (!m.stem_channels && fam->val_cache_kept_up_to > 0) {
      errors.push_back(origin + ": models '" + m.id + "': stem_channels: missing (its family '" + m.family +
                       "' keeps a validation cache; give the first convolution's output channels, e.g. 32)");
    }
  }
  gpu_problems(*this, origin, errors);
  platform_problems(*this, origin, errors);
  lineup_problems(*this, origin, errors);
  bridge_problems(*this, origin, errors);
  fabric_problems(*this, origin, errors);
  id_problems(*this, origin, errors);
  price_problems(*this, origin, errors);
  currency_problems(*this, origin, errors);
  rent_problems(*this, origin, errors);
  date_problems(prices, "prices", origin, today, errors);
  date_problems(exchange_rates, "exchange_rates", origin, today, errors);
  date_problems(tariffs, "tariffs", origin, today, errors);
  date_problems(rents, "rents", origin, today, errors);
  if (!errors.empty()) {
    throw CatalogError(errors);
  }
}

} // namespace vsize
