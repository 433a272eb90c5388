# Turns INPUT (data/catalog.json) into OUTPUT, a C++ file defining
# vsize::embedded_catalog_json(). Run by add_custom_command at build time.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hex_len)
math(EXPR byte_count "${hex_len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}" "// Generated from data/catalog.json by cmake/embed.cmake. Do not edit.\n"
  "#include \"vsize/catalog.hpp\"\n\nnamespace vsize {\nnamespace {\n"
  "const unsigned char k_catalog[] = {\n${bytes}\n0};\n}\n\n"
  "std::string_view embedded_catalog_json() { return {reinterpret_cast<const char*>(k_catalog), ${byte_count}}; }\n\n}\n")
