// Build step: reads data/catalog.json with vsize's own readers, checks it whole
// (Catalog::validate_references) and writes the C++ file that embeds its tape
// (src/core/catalog/tape.hpp) and its as-of date. A catalog error fails the build.
//   catalog_tape INPUT.json OUTPUT.cpp
#include "tape_catalog.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: catalog_tape INPUT.json OUTPUT.cpp\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) {
    std::cerr << argv[1] << ": cannot read\n";
    return 1;
  }
  std::string tape;
  std::string as_of;
  try {
    tape = vsize::catalog_io::record_tape(text.str(), argv[1]);
    as_of = vsize::catalog_io::replay_tape(tape).as_of();
  } catch (const vsize::CatalogError& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
  std::string bytes;
  for (std::size_t i = 0; i < tape.size(); ++i) {
    bytes += fmt::format("{}{:d},", i % 24 == 0 ? "\n" : "", static_cast<int>(static_cast<unsigned char>(tape[i])));
  }
  std::ofstream out(argv[2], std::ios::binary);
  out << "// Generated from data/catalog.json by tools/catalog_tape.cpp. Do not edit.\n"
      << "#include \"vsize/catalog.hpp\"\n\nnamespace vsize {\nnamespace {\n"
      << "const unsigned char k_tape[] = {" << bytes << "\n0};\n}\n\n"
      << fmt::format(
             "std::string_view embedded_catalog_tape() {{ return {{reinterpret_cast<const char*>(k_tape), {}}}; }}\n",
             tape.size())
      << fmt::format("std::string_view embedded_catalog_as_of() {{ return \"{}\"; }}\n\n}} // namespace vsize\n",
                     as_of);
  return out ? 0 : 1;
}
