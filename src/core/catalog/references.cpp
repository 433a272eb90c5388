// Cross-record checks of a loaded catalog (Catalog::validate_references) and the lookups of
// the platform rules.
#include "vsize/catalog.hpp"

#include "suggest.hpp"

#include "vsize/assumptions.hpp"
#include "vsize/error.hpp"

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
      errors.push_back(where + "cpu: " + l.platform + " takes " + fmt::format("{}", fmt::join(p->cpu_families, ", ")) +
                       ", not " + cpu->family + " (" + cpu->id + ")");
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
    if (!sw) {
      errors.push_back(where + "switch: unknown switch '" + f.switch_id + "'" + did_you_mean(f.switch_id, c.switches));
    } else if (sw->port_gbps != f.gbit_s) {
      errors.push_back(where + fmt::format("switch: {} has {:g} Gb/s ports, not the fabric's {:g} (give the switch's "
                                           "ports at the fabric's speed)",
                                           sw->id, sw->port_gbps, f.gbit_s));
    }
  }
}

void price_problems(const Catalog& c, const std::string& origin, std::vector<std::string>& errors) {
  std::vector<std::string> ids = c.all_ids();
  for (const auto& p : c.prices) {
    if (std::find(ids.begin(), ids.end(), p.id) == ids.end()) {
      std::string guess = closest_match(p.id, ids);
      errors.push_back(origin + ": prices '" + p.id + "': id: no record has this id" +
                       (guess.empty() ? std::string() : "; did you mean '" + guess + "'?"));
    }
    if (p.currency != c.prices.front().currency) {
      errors.push_back(origin + ": prices '" + p.id + "': currency: " + p.currency + " mixes with " +
                       c.prices.front().currency + " ('" + c.prices.front().id +
                       "'); one price list, one currency (convert before overlaying)");
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

void Catalog::validate_references(const std::string& origin) const {
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
  fabric_problems(*this, origin, errors);
  price_problems(*this, origin, errors);
  if (!errors.empty()) {
    throw CatalogError(errors);
  }
}

} // namespace vsize
