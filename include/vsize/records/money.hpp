#pragma once
// Prices, exchange rates, electricity tariffs and cloud rents (SPEC §7, §9).
#include "vsize/enums.hpp"
#include "vsize/records/provenance.hpp"

#include <optional>
#include <string>
#include <vector>

namespace vsize {

// What kind of figure a price is: a published list price, a street (retail) price, a proxy
// (another product's price standing in, `proxy_for` says which), a used-market price, or a
// vendor's own price list (an overlay that names no grade: the first spelling is the default).
enum class PriceGrade { vendor, list, street, proxy, used };
VSIZE_ENUM_SPELLINGS(PriceGrade, {PriceGrade::vendor, "vendor"}, {PriceGrade::list, "list"},
                     {PriceGrade::street, "street"}, {PriceGrade::proxy, "proxy"}, {PriceGrade::used, "used"});

// Whether a figure includes value-added (or sales) tax (none given: excluded, as business prices are).
enum class VatBasis { excluded, included, not_stated };
VSIZE_ENUM_SPELLINGS(VatBasis, {VatBasis::excluded, "excluded"}, {VatBasis::included, "included"},
                     {VatBasis::not_stated, "not-stated"});

// The currencies a catalog may price in (ISO 4217 codes).
inline const std::vector<const char*>& known_currencies() {
  static const std::vector<const char*> c = {"EUR", "USD"};
  return c;
}

// The price of any record (part, platform or a whole line-up server), keyed by that record's id.
// A vendor's price list overlays by id and replaces the reference price whole.
struct PriceSpec : Provenance {
  double amount = 0;
  std::string currency; // known_currencies()
  PriceGrade grade = PriceGrade::vendor;
  VatBasis vat = VatBasis::excluded;
  std::string proxy_for; // grade proxy: what stands in
  // The sources give no date (or a year only): as_of is the day they were read, which outputs say
  // ("read 2026-11-30, undated"), and the cost's "oldest price" leaves out (review s74: an undated
  // launch MSRP had read as a price of that day).
  bool undated = false;
};

// A dated reference exchange rate: 1 `base` = `rate` `quote` (ECB: 1 EUR = 1.1269 USD).
struct ExchangeRateSpec : Provenance {
  std::string base;
  std::string quote;
  double rate = 0;
};

// An electricity tariff per kWh; `is_default` marks the region's default (one per region).
struct TariffSpec : Provenance {
  Region region = Region::eu;
  double per_kwh = 0;
  std::string currency;
  VatBasis vat = VatBasis::excluded;
  bool is_default = false;
};

// A cloud offer per GPU-hour: the GPU rented, the catalog GPUs it stands for (the same GPU, or
// the nearest rented equivalent) and those it is the region's default rent for.
struct RentSpec : Provenance {
  std::string gpu;
  std::vector<std::string> stands_for;
  std::string provider;
  std::string offer;
  Region region = Region::any;
  double per_gpu_hour = 0;
  std::string currency;
  VatBasis vat = VatBasis::excluded;
  std::string commitment; // "on-demand", "monthly", ...
  std::vector<std::string> default_for;
  // The GPUs of the instance the rate is quoted for (1 for "H200 SXM5 1x", 8 for an 8-GPU node);
  // nullopt where the source does not say (a median over offers, a provider's per-GPU pod rate).
  std::optional<int> instance_gpus;
  // A one-off fee per instance, in `currency` (Hetzner's dedicated servers: 1,499 EUR each); nullopt: none quoted.
  std::optional<double> setup_fee;

  // Terms other than on demand (a server billed by the month): the rate is paid for every hour of
  // its term, and --commitment does not discount it further.
  bool own_terms() const { return !commitment.empty() && commitment != "on-demand"; }
};

} // namespace vsize
