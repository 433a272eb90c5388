#pragma once
// Catalog files and the `vsize catalog` subcommands.
#include "options.hpp"

#include "vsize/catalog.hpp"
#include "vsize/report.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace vsize::cli {

// Today's date (UTC, YYYY-MM-DD): money records dated later are refused.
std::string today();

// A catalog file's text; CatalogError for a directory, a missing or unreadable file, or one
// over 16 MiB.
std::string read_file(const std::string& path);

// The embedded catalog (unless --no-default-catalog) with every --catalog overlay, checked
// whole (Catalog::validate_references; the embedded one alone was checked at build time).
// `label` names what was loaded ("embedded+prices.json"), `files` each overlay with the SHA-256
// of its bytes.
std::shared_ptr<const Catalog> load_catalog(const RawOptions& o, std::string& label, std::vector<CatalogFile>& files);

// The SHA-256 of `bytes` in lower-case hex, as sha256sum prints it (Nettle's sha256).
std::string sha256_hex(std::string_view bytes);

// Reads FILE, overlays it on the embedded catalog and checks the whole; the report of
// `vsize catalog validate` (CatalogError on the first problems found).
std::string catalog_validate(const std::string& path, const ReportOptions& ro);

} // namespace vsize::cli
