// The embedded catalog, replayed from its build-time tape (tape_catalog.hpp) at first use.
#include "tape_catalog.hpp"

namespace vsize {

const Catalog& embedded_catalog() {
  static const Catalog c = catalog_io::replay_tape(embedded_catalog_tape());
  return c;
}

} // namespace vsize
