# Turns INPUT (a JSON file under data/ or docs/) into OUTPUT, a C++ file defining
# std::string_view vsize::FUNCTION() declared in HEADER. Run by add_custom_command at build time.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hex_len)
math(EXPR byte_count "${hex_len} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
get_filename_component(name "${INPUT}" NAME)
file(WRITE "${OUTPUT}" "// Generated from ${name} by cmake/embed.cmake. Do not edit.\n"
  "#include \"${HEADER}\"\n\nnamespace vsize {\nnamespace {\n"
  "const unsigned char k_data[] = {\n${bytes}\n0};\n}\n\n"
  "std::string_view ${FUNCTION}() { return {reinterpret_cast<const char*>(k_data), ${byte_count}}; }\n\n}\n")
