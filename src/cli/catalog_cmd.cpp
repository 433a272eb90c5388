// Catalog files: reading them, loading the overlays, and validating one (`vsize catalog validate`).
#include "catalog_cmd.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>
#include <nettle/sha2.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <fstream>

namespace vsize::cli {

namespace {

constexpr auto k_max_file_bytes = static_cast<std::streamoff>(k_max_catalog_file_bytes);

} // namespace

std::string today() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &utc);
  return buf;
}

std::string read_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_regular_file(path, ec)) {
    throw CatalogError(path + ": not a regular file (give the path of a JSON file)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw CatalogError(path + ": cannot open (check the path and permissions)");
  }
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) {
    throw CatalogError(path + ": cannot read (not a regular file?)");
  }
  if (size > k_max_file_bytes) {
    throw CatalogError(catalog_too_large(path, static_cast<std::size_t>(size)));
  }
  in.seekg(0);
  std::string text(static_cast<std::size_t>(size), '\0');
  in.read(text.data(), size);
  if (!in) {
    throw CatalogError(path + ": read failed");
  }
  return text;
}

std::string sha256_hex(std::string_view bytes) {
  sha256_ctx ctx;
  sha256_init(&ctx);
  sha256_update(&ctx, bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()));
  std::uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_digest(&ctx, SHA256_DIGEST_SIZE, digest);
  std::string hex;
  for (std::uint8_t b : digest) hex += fmt::format("{:02x}", b);
  return hex;
}

std::shared_ptr<const Catalog> load_catalog(const RawOptions& o, std::string& label, std::vector<CatalogFile>& files) {
  if (!o.no_default_catalog) {
    label = "embedded";
    if (o.catalogs.empty()) {
      // Checked whole at build time (tools/catalog_tape.cpp): shared, not copied.
      return std::shared_ptr<const Catalog>(&embedded_catalog(), [](const Catalog*) {});
    }
  }
  auto cat = std::make_shared<Catalog>(o.no_default_catalog ? Catalog{} : embedded_catalog());
  for (const auto& path : o.catalogs) {
    if (path.empty()) {
      throw UsageError("--catalog '': give the path of a catalog JSON file (vsize catalog validate FILE checks one)");
    }
    const std::string text = read_file(path);
    cat->overlay_text(text, path);
    // The label is echoed in every output: a path's control and non-UTF-8 bytes escaped, so JSON
    // and HTML stay UTF-8 (review s78 B1).
    label += (label.empty() ? "" : "+") + escape_controls(path, false);
    files.push_back({escape_controls(path, false), sha256_hex(text)});
  }
  // The overlay's references, without the clock: the same files give the same result on any day
  // (a price dated after today, a typo or a list stamped in a time zone ahead, is what `vsize
  // catalog validate` reports).
  cat->validate_references(label.empty() ? "catalog" : label, {});
  return cat;
}

std::string catalog_validate(const std::string& path, const ReportOptions& ro) {
  std::string text = read_file(path);
  Catalog merged = embedded_catalog();
  merged.overlay_text(text, path); // new records complete, known ids merged field by field
  merged.validate_references(path, today());
  std::vector<std::pair<std::string, std::size_t>> sections;
  nlohmann::json root = nlohmann::json::parse(text);
  for (auto it = root.begin(); it != root.end(); ++it) {
    if (it->is_array()) {
      sections.emplace_back(it.key(), it->size());
    }
  }
  return render_catalog_validate(escape_controls(path, false), sections, ro);
}

} // namespace vsize::cli
