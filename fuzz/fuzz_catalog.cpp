// libFuzzer target: catalog text -> Catalog::parse -> overlay on the embedded catalog -> rank, and
// the same text alone as the whole catalog (an empty start: a catalog without drives, NICs or any
// other optional kind, which an overlay onto the embedded catalog never reaches).
// Anything but a CatalogError/UsageError escaping, a crash or a sanitizer report is a finding.
#include "vsize/catalog.hpp"
#include "vsize/error.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"
#include "vsize/solver.hpp"
#include "vsize/workload_rules.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

const vsize::Catalog& base_catalog() {
  static const vsize::Catalog cat = vsize::Catalog::parse(vsize::embedded_catalog_json(), "embedded catalog");
  return cat;
}

void require_finite(double v, const char* what) {
  if (!std::isfinite(v)) {
    std::fprintf(stderr, "non-finite %s: %g\n", what, v);
    std::abort();
  }
}

// Validates `cat` whole and ranks the default workload on it; a catalog or usage error is an
// answer, anything else escaping (or a non-finite figure) is a finding.
void rank_all(const vsize::Catalog& cat) {
  try {
    cat.validate_references("fuzz.json");
    vsize::Workload w;
    vsize::validate_workload(w, cat);
    vsize::SearchRequest s;
    s.top = 0;
    s.all_platforms = cat.lineup.empty();
    vsize::RankedResult r = vsize::rank(w, s, cat);
    for (const auto& e : r.configurations) {
      require_finite(e.schedule.step_s, "step_s");
      require_finite(e.schedule.images_per_s, "images_per_s");
      require_finite(e.schedule.train_s, "train_s");
      require_finite(e.power.wall_w, "wall_w");
      require_finite(e.memory.breakdown.reserved_bytes, "reserved_bytes");
    }
  } catch (const vsize::CatalogError&) {
  } catch (const vsize::UsageError&) {
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  vsize::Catalog overlay;
  try {
    overlay = vsize::Catalog::parse(text, "fuzz.json");
  } catch (const vsize::CatalogError&) {
    return 0; // any other exception escaping parse is a bug: libFuzzer reports it
  }
  vsize::Catalog on_embedded = base_catalog();
  on_embedded.overlay(overlay);
  rank_all(on_embedded);
  rank_all(overlay);
  return 0;
}
