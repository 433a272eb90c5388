#pragma once
// Every numeric option once: the values it takes and how a person may type them. The CLI parses
// each number through parse_option_number, validate_workload checks the resolved workload
// against the same rows, and the hostile tests walk the table, so a range is written once.
//
// One parser for every number: "50000", "50k", "1.2M", "512GB", "2TB", "12MP", "8h", "1280px",
// "150k", "50%": a number, then an optional multiplier (k = 10^3, M = 10^6) where the option counts
// things or money, then the option's unit (case-insensitive).
#include <string>
#include <string_view>
#include <vector>

namespace vsize {

// The suffixes an option's numbers may carry.
enum class NumberUnit {
  plain, // a number, with k or M for large counts (--epochs 1k)
  images, // --dataset 50k, 1.2M
  px, // --res 1280px
  hours, // --night-hours 8h
  gb, // --ram-gb 512GB, 2TB (decimal, like every GB in vsize)
  mp, // --source-mp 12MP
  money, // --budget 150k, 1.2M
  share, // --utilisation 0.5 or 50%
  percent, // --dataset-growth 50%
};

struct OptionRange {
  const char* option; // "--res"
  const char* must_be; // how the error states the range: "from 32 to 16384 pixels"
  double min;
  double max;
  bool min_exclusive; // (0, 168] rather than [0, 168]
  bool whole; // a whole number
  NumberUnit unit;
  const char* example; // what the error offers after "e.g.": "--res 1280 or 1280px"
};

const std::vector<OptionRange>& option_ranges();

// The row of `option` ("--res"); every numeric option has one.
const OptionRange& option_range(std::string_view option);

// Digits, sign, point and exponent only: strtod and stod also read "nan", "inf", hexadecimal
// ("0x10") and leading blanks, none of which is a number a person means on a command line.
bool plain_number_text(std::string_view text);

// `text` without the blanks around it (space, tab, CR, LF: a template's, a CRLF file's), which no
// option's value counts at either end (review s86 CI D1).
std::string trim_blanks(std::string_view text);

// `text` as the option's number, with its multiplier and unit; UsageError naming the option,
// what it must be and an example when the text is not such a number or lies outside the range.
double parse_option_number(std::string_view option, const std::string& text);

// UsageError ("--res 16385: must be from 32 to 16384 pixels") when `value` lies outside the
// option's range or is not whole where it must be.
void check_option_value(std::string_view option, double value);

} // namespace vsize
