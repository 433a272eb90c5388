// fmt's compiled part, built into vsize: Debian ships fmt's out-of-line functions only as a
// shared library (libfmt.so, which pulls in libstdc++.so), and loading shared libraries is most
// of what a short run of vsize costs (bench/RESULTS.md). fmt/format-inl.h defines every
// function its headers declare FMT_API when FMT_HEADER_ONLY is not set; the templates those
// headers declare for instantiation elsewhere are instantiated here for char, the only
// character type vsize formats.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {

template FMT_API locale_ref::locale_ref(const std::locale& loc);
template FMT_API auto locale_ref::get<std::locale>() const -> std::locale;
template FMT_API auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template FMT_API auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;
template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;

} // namespace detail
FMT_END_NAMESPACE
