#pragma once
// The build-time form of the embedded catalog (tape.hpp): recorded by tools/catalog_tape.cpp
// while the readers read data/catalog.json, replayed at start-up. Internal to the core.
#include "tape.hpp"

#include "vsize/catalog.hpp"

#include <string>
#include <string_view>

namespace vsize::catalog_io {

// Reads catalog JSON as an overlay of `base` (merging records with known ids), recording every
// value the readers return on `tape` when given. Throws CatalogError listing every problem.
Catalog read_catalog(std::string_view text, const std::string& origin, const Catalog& base, TapeWriter* tape);

// The tape of a whole catalog (validated: Catalog::validate_references), ending with its as-of
// date. Throws CatalogError.
std::string record_tape(std::string_view text, const std::string& origin);

// The catalog a tape records.
Catalog replay_tape(std::string_view tape);

} // namespace vsize::catalog_io
