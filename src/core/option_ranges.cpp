// The numeric options' ranges and the one number parser (include/vsize/option_ranges.hpp).
#include "vsize/option_ranges.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string_view>

namespace vsize {

namespace {

using U = NumberUnit;

// The ranges vsize computes within: beyond them a figure is out of scale (a 10^12-image
// dataset), a count would overflow, or the question is not a server's (a week-long night).
const std::vector<OptionRange> k_ranges = {
    {"--res", "from 32 to 16384 pixels", 32, 16384, false, true, U::px, "--res 1280 or 1280px"},
    {"--dataset", "a whole number of images from 1 to 10^9", 1, 1e9, false, true, U::images, "50000 or 50k"},
    {"--val-images", "a whole number of images from 0 to 10^9, or auto", 0, 1e9, false, true, U::images, "5000 or 5k"},
    {"--epochs", "from 1 to 100000", 1, 100000, false, true, U::plain, "--epochs 100"},
    {"--workers", "from 0 to 256 per rank", 0, 256, false, true, U::plain, "--workers 8"},
    {"--close-mosaic", "from 0 to 100000 epochs", 0, 100000, false, true, U::plain, "--close-mosaic 10"},
    {"--max-objects", "from 0 to 100000 labelled objects in the densest training sample", 0, 100000, false, true,
     U::plain, "--max-objects 60"},
    {"--objects", "from 0 to 100000 labelled objects per training sample", 0, 100000, false, true, U::plain,
     "--objects 18"},
    {"--classes", "from 1 to 100000", 1, 100000, false, true, U::plain, "--classes 80"},
    {"--source-mp", "from 0.01 to 1000 megapixels, or auto", 0.01, 1000, false, false, U::mp, "--source-mp 12 or 12MP"},
    {"--night-hours", "from 0.1 to 168 hours", 0.1, 168, false, false, U::hours, "--night-hours 8 or 8h"},
    {"--confidence", "from 0.5 to 0.99 (50% to 99%: the share of measured runs at least as fast)", 0.5, 0.99, false,
     false, U::share, "--confidence 0.8 or 80%"},
    {"--experiments", "a whole number of full trainings per night, from 1 to 100000", 1, 100000, false, true, U::plain,
     "--experiments 4"},
    {"--budget", "a positive amount in the run's currency (--currency), at most 10^10", 0, 1e10, true, false, U::money,
     "150000 or 150k"},
    {"--top", "from 0 (all) to 1000", 0, 1000, false, true, U::plain, "--top 3"},
    // A server's GPUs: 20 at most, as the largest built (4U chassis with 20 single-slot cards; 16
    // SXM modules in an HGX-2); 64 in one chassis-less host had "fits" beside 1,036 PCIe lanes.
    // More GPUs are --nodes.
    {"--count", "from 1 to 20 GPUs (a server's; more are --nodes)", 1, 20, false, true, U::plain, "--count 4"},
    {"--gpus", "GPU counts from 1 to 20 separated by commas", 1, 20, false, true, U::plain, "2,4,8"},
    {"--sockets", "1 or 2", 1, 2, false, true, U::plain, "--sockets 2"},
    {"--ram-gb", "a whole number of GB from 1 to 10^6", 1, 1e6, false, true, U::gb, "512 or 512GB"},
    {"--psus", "from 1 to 64", 1, 64, false, true, U::plain, "--psus 4"},
    {"--nodes", "from 1 to 256 servers (node counts separated by commas to rank)", 1, 256, false, true, U::plain,
     "--nodes 4 (or 1,2,4 to rank)"},
    {"--nics-per-node", "from 1 to 64 fabric NICs per node", 1, 64, false, true, U::plain, "--nics-per-node 4"},
    {"--shared-storage-gb-s", "a read rate from 0.001 to 10^6 GB/s", 0.001, 1e6, false, false, U::plain,
     "--shared-storage-gb-s 40"},
    {"--cpu-cores", "from 1 to 1024 cores", 1, 1024, false, true, U::plain, "--cpu-cores 24"},
    {"--cpu-threads", "from 1 to 2048 hardware threads", 1, 2048, false, true, U::plain, "--cpu-threads 48"},
    {"--cpu-ghz", "from 0.5 to 7 GHz", 0.5, 7, false, false, U::plain, "--cpu-ghz 3.2"},
    {"--tariff",
     "a price per kWh from 0.001 to 10 in the run's currency, or a tariff id (vsize catalog list "
     "tariffs)",
     0.001, 10, false, false, U::plain, "--tariff 0.25 or --tariff de-business"},
    {"--pue", "from 1 to 3 (the room's power usage effectiveness)", 1, 3, false, false, U::plain, "--pue 1.3"},
    {"--colocation", "a fee from 0 to 10000 in the run's currency (--currency) per kW a month", 0, 1e4, false, false,
     U::money, "--colocation 200"},
    {"--life-years", "from 0.1 to 30 years", 0.1, 30, false, false, U::plain, "--life-years 5"},
    {"--utilisation", "from 0.01 to 1 (1% to 100%): the share of the hours an owned server trains", 0.01, 1, false,
     false, U::share, "--utilisation 0.5 or 50%"},
    {"--video-hours", "from 0.01 to 100000 hours of footage", 0.01, 1e5, false, false, U::hours,
     "--video-hours 200 or 200h"},
    {"--fps", "from 0.01 to 1000 frames per second", 0.01, 1000, false, false, U::plain, "--fps 25"},
    {"--sample-every", "a whole number of frames from 1 to 100000 (1 keeps every frame)", 1, 100000, false, true,
     U::plain, "--sample-every 10"},
    {"--video-bitrate-mbps", "from 0.01 to 10000 Mb/s", 0.01, 10000, false, false, U::plain, "--video-bitrate-mbps 4"},
    {"--dataset-growth", "0, or from 0.1 to 1000 percent per year", 0, 1000, false, false, U::percent,
     "--dataset-growth 50 or 50%"},
    {"--plan-years", "a whole number of years from 0 to 50", 0, 50, false, true, U::plain, "--plan-years 3"},
    {"--backup-copies", "a whole number of copies from 0 to 10", 0, 10, false, true, U::plain, "--backup-copies 1"},
    {"--ingest-hours", "from 0.01 to 8760 hours", 0.01, 8760, false, false, U::hours, "--ingest-hours 12 or 12h"},
};

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// The factor of a suffix typed after the number ("" is 1); 0 when the option does not take it.
double suffix_factor(NumberUnit unit, const std::string& suffix) {
  bool counts = unit == U::plain || unit == U::images || unit == U::money;
  if (suffix.empty()) return 1;
  if (counts && suffix == "k") return 1e3;
  if (counts && suffix == "m") return 1e6;
  switch (unit) {
  case U::px: return suffix == "px" ? 1 : 0;
  case U::hours: return suffix == "h" ? 1 : 0;
  case U::gb: return suffix == "gb" ? 1 : suffix == "tb" ? 1e3 : 0;
  case U::mp: return suffix == "mp" ? 1 : 0;
  case U::share: return suffix == "%" ? 0.01 : 0;
  case U::percent: return suffix == "%" ? 1 : 0;
  default: return 0;
  }
}

[[noreturn]] void fail(const OptionRange& r, const std::string& typed, bool quote, double value = 0) {
  // A fraction where a whole number is meant ("--res 224.5") says so, where the range does not.
  bool fraction = r.whole && std::isfinite(value) && value != std::floor(value) &&
                  std::string_view(r.must_be).find("whole") == std::string_view::npos;
  throw UsageError(fmt::format("{} {}: must be {}{}, e.g. {}", r.option, quote ? "'" + typed + "'" : typed,
                               fraction ? "a whole number " : "", r.must_be, r.example));
}

bool in_range(const OptionRange& r, double v) {
  bool low = r.min_exclusive ? v > r.min : v >= r.min;
  return std::isfinite(v) && low && v <= r.max && (!r.whole || v == std::floor(v));
}

} // namespace

const std::vector<OptionRange>& option_ranges() { return k_ranges; }

bool plain_number_text(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E';
  });
}

const OptionRange& option_range(std::string_view option) {
  for (const auto& r : k_ranges) {
    if (option == r.option) {
      return r;
    }
  }
  throw std::logic_error("no range for option " + std::string(option));
}

std::string trim_blanks(std::string_view text) {
  constexpr std::string_view blanks = " \t\r\n";
  const auto first = text.find_first_not_of(blanks);
  if (first == std::string_view::npos) return std::string();
  return std::string(text.substr(first, text.find_last_not_of(blanks) - first + 1));
}

double parse_option_number(std::string_view option, const std::string& text) {
  const OptionRange& r = option_range(option);
  // Blanks around the value are a template's, not the user's number ("1280 ", " 2" in "2, 4"),
  // dropped at both ends alike, as they are between the number and its unit.
  const std::string value = trim_blanks(text);
  const char* begin = value.c_str();
  char* end = nullptr;
  double v = std::strtod(begin, &end);
  std::string suffix = lower(std::string_view(end));
  suffix.erase(std::remove(suffix.begin(), suffix.end(), ' '), suffix.end());
  double factor = end == begin ? 0 : suffix_factor(r.unit, suffix);
  bool plain = plain_number_text(std::string_view(begin, static_cast<std::size_t>(end - begin)));
  if (!(factor > 0) || !plain || !std::isfinite(v)) {
    fail(r, text, true);
  }
  v *= factor;
  if (!in_range(r, v)) {
    fail(r, text, false, v);
  }
  return v == 0 ? 0.0 : v; // "-0" is zero, echoed as 0
}

void check_option_value(std::string_view option, double value) {
  const OptionRange& r = option_range(option);
  if (!in_range(r, value)) {
    fail(r, fmt::format("{:g}", value), false);
  }
}

} // namespace vsize
