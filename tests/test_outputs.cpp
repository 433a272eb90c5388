// Outputs that scripts and spreadsheets trust (issue 14): CSV per RFC 4180, provenance in every
// format, every --format valid for every command or a usage error, --lang de, --config TOML,
// the shipped schema, --version. The HTML report is rendered in Chromium by tests/html_report.py
// and the JSON validated against the schema by tests/validate_json.py (ctest html-report,
// json-schema).
#include "cli_helpers.hpp"

#include "vsize/error.hpp"
#include "vsize/report.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <regex>
#include <set>

#include <sstream>

using namespace vsize;
using nlohmann::json;
using vsize::test::run;
using vsize::test::Run;
using vsize::test::unwrapped;

using vsize::test::check_usage_error;
using vsize::test::k_usage;

namespace {

// Splits CSV text per RFC 4180 (CRLF records, quoted fields may hold CR, LF, quotes, delimiter).
std::vector<std::vector<std::string>> parse_csv(const std::string& text, char delimiter) {
  std::vector<std::vector<std::string>> rows(1);
  std::string field;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == delimiter) {
      rows.back().push_back(field);
      field.clear();
    } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      rows.back().push_back(field);
      field.clear();
      rows.emplace_back();
      ++i;
    } else {
      REQUIRE(c != '\n'); // a bare LF outside quotes is not a record end in RFC 4180
      field += c;
    }
  }
  REQUIRE(rows.back().empty()); // the last record ends with CRLF
  rows.pop_back();
  return rows;
}

std::string column(const std::vector<std::vector<std::string>>& rows, std::size_t row, const std::string& name) {
  const auto& header = rows.front();
  auto it = std::find(header.begin(), header.end(), name);
  REQUIRE(it != header.end());
  return rows.at(row).at(static_cast<std::size_t>(it - header.begin()));
}

} // namespace

TEST_CASE("CSV fields are quoted per RFC 4180", "[outputs][csv]") {
  CHECK(report::csv_field("plain", ',') == "plain");
  CHECK(report::csv_field("a,b", ',') == "\"a,b\"");
  CHECK(report::csv_field("a;b", ',') == "a;b");
  CHECK(report::csv_field("a;b", ';') == "\"a;b\"");
  CHECK(report::csv_field("say \"hi\"", ',') == "\"say \"\"hi\"\"\"");
  CHECK(report::csv_field("line\rbreak", ',') == "\"line\rbreak\"");
  CHECK(report::csv_field("line\nbreak", ',') == "\"line\nbreak\"");
}

TEST_CASE("CSV: CRLF records, id, cost, warnings and inputs on every row, rejected rows when asked", "[outputs][csv]") {
  Run r = run({"--format", "csv"});
  REQUIRE(r.code == 0);
  auto rows = parse_csv(r.out, ',');
  REQUIRE(rows.size() == 5); // header + the four line-up servers
  for (const auto& row : rows) CHECK(row.size() == rows.front().size());
  CHECK(column(rows, 1, "id") == "vision-8x-h200-nvl");
  CHECK(std::stod(column(rows, 1, "cost")) > 0); // reference prices (a lower bound when cost_complete is false)
  CHECK(column(rows, 1, "currency") == "EUR");
  CHECK(std::stod(column(rows, 1, "cost_per_experiment")) > 0);
  CHECK(column(rows, 1, "model") == "yolo11x");
  CHECK(column(rows, 1, "res_px") == "640");
  CHECK(column(rows, 1, "vsize_version").size() >= 5);
  CHECK(column(rows, 1, "catalog_as_of").size() == 10);
  // The night and confidence experiments_per_night is counted in, the workers and the validation
  // set echoed, typed or not: 12 h, 0.8, 8 workers, COCO's 5,000 : 118,287 of 50,000 = 2,114.
  auto echo =
      parse_csv(run({"--res", "1280", "--dataset", "50000", "--night-hours", "10", "--format", "csv"}).out, ',');
  CHECK(column(echo, 1, "night_hours") == "10");
  CHECK(column(echo, 1, "confidence") == "0.8");
  CHECK(column(echo, 1, "workers") == "8");
  CHECK(column(echo, 1, "val_images") == "2114");
  // At 1280 px row 2 (4x RTX PRO 6000 SE) carries its cache note in the warnings column.
  auto big = parse_csv(run({"--res", "1280", "--dataset", "50000", "--format", "csv"}).out, ',');
  CHECK(column(big, 2, "id") == "vision-4x-rtx-pro-6000-se");
  CHECK_THAT(column(big, 2, "warnings"), Catch::Contains("no image cache: neither RAM nor a disk cache"));
  // Rejected servers: with --show-rejected, as rows with fits=false, no rank and their reasons.
  Run rej = run({"--all", "--gpus", "8", "--format", "csv", "--show-rejected"});
  auto all = parse_csv(rej.out, ',');
  std::size_t rejected = 0;
  for (std::size_t i = 1; i < all.size(); ++i) {
    if (column(all, i, "fits") == "false") {
      ++rejected;
      CHECK(column(all, i, "rank").empty());
      CHECK_FALSE(column(all, i, "reasons").empty());
    }
  }
  CHECK(rejected > 0);
  // Nothing fits: the rejected rows, not a header alone.
  Run none = run({"--res", "9000", "--format", "csv"});
  CHECK(none.code == static_cast<int>(ExitCode::nothing_fits));
  CHECK(parse_csv(none.out, ',').size() == 5);
  // No goal typed: the goal columns are empty. A missed goal (exit 3) says which rows miss it: the
  // line-up's servers all fit, none within 1,000 EUR (every row fits=true, meets_goal=false).
  CHECK(column(rows, 1, "meets_goal").empty());
  Run missed = run({"--budget", "1000", "--format", "csv"});
  CHECK(missed.code == static_cast<int>(ExitCode::nothing_fits));
  auto goal = parse_csv(missed.out, ',');
  REQUIRE(goal.size() == 5);
  for (std::size_t i = 1; i < goal.size(); ++i) {
    CHECK(column(goal, i, "fits") == "true");
    CHECK(column(goal, i, "experiments_goal") == "1");
    CHECK(column(goal, i, "budget") == "1000");
    CHECK(column(goal, i, "meets_goal") == "false");
  }
  // The budget holds the server and the priced drives beside it: RAID 6's four cheapest, Seagate Exos
  // X20 at 800 USD = 3,200 USD / 1.1269 = 2,839.65 EUR, rounded once to 2,840 as every part is
  // (the server's parts likewise: 48,584); 48,584 + 2,840 = 51,424 EUR > 50,000.
  auto beside = parse_csv(
      run({"--budget", "50000", "--epochs", "20", "--gpu", "rtx-pro-6000-se", "--gpus", "2", "--format", "csv"}).out,
      ',');
  CHECK(column(beside, 1, "cost") == "48584");
  CHECK(column(beside, 1, "external_drives_cost") == "2840.00");
  CHECK(column(beside, 1, "meets_goal") == "false");
  auto met =
      parse_csv(run({"check", "--gpu", "h200-nvl", "--count", "8", "--experiments", "1", "--format", "csv"}).out, ',');
  CHECK(column(met, 1, "meets_goal") == "true");
  // A budget with cents echoes them (it read 100000 for 100000.5); with --csv-decimal comma the cent's
  // point is a comma like every other decimal figure.
  auto cents = parse_csv(run({"--budget", "100000.5", "--format", "csv"}).out, ',');
  CHECK(column(cents, 1, "budget") == "100000.50");
  auto comma = parse_csv(
      run({"--budget", "100000.5", "--format", "csv", "--csv-delimiter", ";", "--csv-decimal", "comma"}).out, ';');
  CHECK(column(comma, 1, "budget") == "100000,50");
}

TEST_CASE("docs/csv.md lists every CSV column, in the header's order, and the row says its schema version",
          "[outputs][csv]") {
  // The table's second cell of each "| N | column | meaning |" row, numbered from 1 in order.
  std::string doc = test::read_text(std::string(VSIZE_TEST_DATA_DIR) + "/../../docs/csv.md");
  std::vector<std::string> documented;
  std::stringstream lines(doc);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("| ", 0) != 0 || line.size() < 3 || !std::isdigit(static_cast<unsigned char>(line[2]))) continue;
    auto a = line.find(" | ");
    auto b = line.find(" | ", a + 3);
    REQUIRE(b != std::string::npos);
    CHECK(std::stoul(line.substr(2, a - 2)) == documented.size() + 1);
    documented.push_back(line.substr(a + 3, b - a - 3));
  }
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"--format", "csv"}, {"check", "--gpu", "h200-nvl", "--count", "4", "--format", "csv"}}) {
    Run r = run(args);
    REQUIRE(r.code == 0);
    auto [header, first] = test::csv_head(r.out);
    std::vector<std::string> columns;
    std::stringstream h(header);
    std::string name;
    while (std::getline(h, name, ',')) columns.push_back(name);
    CHECK(columns == documented);
    // Columns added within a schema version go at the end (docs/csv.md), after schema_version,
    // which keeps its place, 124 (the procurement columns of review s87 money D4 follow it).
    REQUIRE(columns.size() > 124);
    CHECK(columns[123] == "schema_version");
    const std::vector<std::string> cells = test::csv_fields(first);
    REQUIRE(cells.size() == columns.size());
    CHECK(cells[123] == std::to_string(k_schema_version));
  }
}

TEST_CASE("CSV: the money's basis on every row, as JSON's money gives it", "[outputs][csv][money]") {
  // The EU default: prices in USD converted at the catalog's EUR/USD rate (1 EUR = 1.1269 USD on
  // 2026-10-06), the German business tariff 0.19 EUR/kWh excl. VAT, PUE 1.56, 5 years, 10 % support.
  auto rows = parse_csv(run({"--format", "csv"}).out, ',');
  json money = json::parse(run({"--json"}).out).at("money");
  for (std::size_t i = 1; i < rows.size(); ++i) {
    CHECK(column(rows, i, "exchange_rate_pair") == "EUR/USD");
    CHECK(column(rows, i, "exchange_rate") == "1.1269");
    CHECK(column(rows, i, "exchange_rate_as_of") == money.at("exchange_rate").at("as_of"));
    CHECK(column(rows, i, "tariff_id") == "de-business");
    CHECK(column(rows, i, "tariff_per_kwh") == "0.1900");
    CHECK(column(rows, i, "tariff_vat") == "excluded");
    CHECK(column(rows, i, "tariff_as_of") == money.at("tariff").at("as_of"));
    CHECK(column(rows, i, "pue") == "1.56");
    CHECK(column(rows, i, "life_years") == "5");
    CHECK(column(rows, i, "support_share_per_year") == "0.1");
  }
  // A typed tariff has no catalog record: its id, VAT basis and date are empty, its rate is echoed.
  auto typed = parse_csv(run({"check", "--gpu", "a40", "--count", "2", "--tariff", "0.2", "--format", "csv"}).out, ',');
  CHECK(column(typed, 1, "tariff_id").empty());
  CHECK(column(typed, 1, "tariff_vat").empty());
  CHECK(column(typed, 1, "tariff_per_kwh") == "0.2000");
}

TEST_CASE("CSV: which row the ranking recommends, and the band's ends beside the time", "[outputs][csv]") {
  // The rows rank by training time; the pick is the cheapest per experiment that meets the goal,
  // here (one experiment a night: the use one run keeps a server busy) the smallest server, the
  // text's recommendation line: one row says true, the rest false.
  auto rows = parse_csv(run({"--res", "640", "--dataset", "10000", "--experiments", "1", "--format", "csv"}).out, ',');
  json doc = json::parse(run({"--res", "640", "--dataset", "10000", "--experiments", "1", "--json"}).out);
  std::string pick = doc.at("recommendation").at("id");
  int recommended = 0;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    bool is_pick = column(rows, i, "id") == pick;
    CHECK(column(rows, i, "recommended") == (is_pick ? "true" : "false"));
    recommended += is_pick ? 1 : 0;
    // train_s / (1 + P90 error) <= train_s / (1 + P20) <= train_s / (1 + P10): fast <= train_s <=
    // at confidence <= slow, with the P10/P20/P90 of the pool's errors (-31 %, -20 %, +52 %).
    double fast = std::stod(column(rows, i, "train_s_fast"));
    double t = std::stod(column(rows, i, "train_s"));
    double conf = std::stod(column(rows, i, "train_s_at_confidence"));
    double slow = std::stod(column(rows, i, "train_s_slow"));
    CHECK(fast < t);
    CHECK(t < conf);
    CHECK(conf < slow);
  }
  CHECK(recommended == 1);
  CHECK(pick != column(rows, 1, "id")); // rank 1 is the fastest, not the pick
  // What of the price proxy prices stand in for, in JSON and CSV as in the text's "of it ... proxy
  // prices": the headline's 280,645 of 371,074 EUR (76 %: the H200 NVL's price, 8 x USD 39,200 /
  // 1.1269 = 278,286, is derived from the H100 NVL's and a published premium; the drives' and the
  // NIC's other products' prices).
  json head = json::parse(run({"--res", "1280", "--dataset", "50000", "--json"}).out).at("recommendation").at("cost");
  CHECK(head.at("proxy_amount") == 280645.0);
  CHECK(head.at("proxy_ids").at(0) == "h200-nvl");
  CHECK_THAT(run({"--res", "1280", "--dataset", "50000"}).out,
             Catch::Contains("of it 280,645 EUR (76 %) proxy prices"));
  auto headline = parse_csv(run({"--res", "1280", "--dataset", "50000", "--format", "csv"}).out, ',');
  CHECK(column(headline, 1, "proxy_amount") == "280645.00");
  // check of a server named is no ranking: the column is empty. With none named it checks the
  // recommendation: true.
  auto checked = parse_csv(run({"check", "--server", "vision-4x-rtx-pro-6000-se", "--format", "csv"}).out, ',');
  CHECK(column(checked, 1, "recommended").empty());
  auto quoted = parse_csv(run({"check", "--res", "1280", "--dataset", "50000", "--format", "csv"}).out, ',');
  CHECK(column(quoted, 1, "id") == "vision-8x-h200-nvl");
  CHECK(column(quoted, 1, "recommended") == "true");
}

TEST_CASE("CSV with a semicolon delimiter for a spreadsheet set to a decimal comma", "[outputs][csv]") {
  Run comma = run({"--format", "csv"});
  Run semi = run({"--format", "csv", "--csv-delimiter", ";"});
  REQUIRE(semi.code == 0);
  auto a = parse_csv(comma.out, ',');
  auto b = parse_csv(semi.out, ';');
  CHECK(a == b); // the same fields, only the separator differs
  CHECK(run({"--format", "csv", "--csv-delimiter", "tab"}).code == 0);
  check_usage_error({"--format", "csv", "--csv-delimiter", "::"}, "--csv-delimiter '::': must be , ; | or tab");
  // A spreadsheet set to a decimal comma reads "141.000" GB as 141000: --csv-decimal comma writes
  // "149,884"; ids and versions keep their points, whole numbers and text are unchanged.
  auto c = parse_csv(run({"--format", "csv", "--csv-delimiter", ";", "--csv-decimal", "comma"}).out, ';');
  REQUIRE(c.size() == b.size());
  for (std::size_t row = 0; row < b.size(); ++row) {
    for (std::size_t col = 0; col < b[row].size(); ++col) {
      const std::string& point = b[row][col];
      bool number = !point.empty() && point.find_first_not_of("-0123456789.") == std::string::npos &&
                    std::count(point.begin(), point.end(), '.') == 1;
      std::string expected = point;
      if (number) expected[point.find('.')] = ',';
      CHECK(c[row][col] == expected);
    }
  }
  auto column = [&](const char* name) { return std::find(b[0].begin(), b[0].end(), name) - b[0].begin(); };
  // 141 GiB sold x 0.99 (gpu-memory-reserved-share) = 149.884 GB.
  CHECK(c[1][column("capacity_gb")] == "149,884");
  CHECK(c[1][column("data_drive_id")] == b[1][column("data_drive_id")]);
  CHECK(c[1][column("vsize_version")] == b[1][column("vsize_version")]);
  check_usage_error({"--format", "csv", "--csv-decimal", "comma"}, "add --csv-delimiter ';'");
}

TEST_CASE("every output names the vsize version, the catalog date and the inputs", "[outputs][provenance]") {
  std::string version = json::parse(run({"--json"}).out).at("vsize_version");
  std::string as_of = json::parse(run({"--json"}).out).at("catalog_as_of");
  CHECK(as_of == "2026-12-07"); // the latest as_of of the embedded catalog's records
  std::string line = fmt::format("vsize {}, catalog embedded as of {}", version, as_of);
  for (const char* format : {"table", "markdown", "html"}) {
    INFO(format);
    Run r = run({"--format", format});
    CHECK_THAT(r.out, Catch::Contains(line));
    CHECK_THAT(r.out, Catch::Contains("yolo11x"));
    Run c = run({"check", "--gpu", "h200-nvl", "--count", "8", "--format", format});
    CHECK_THAT(c.out, Catch::Contains(line));
  }
  for (const auto& args :
       std::vector<std::vector<std::string>>{{"check", "--gpu", "h200-nvl", "--count", "8", "--json"},
                                             {"accuracy", "--json"},
                                             {"catalog", "list", "gpus", "--json"},
                                             {"catalog", "show", "h200-nvl", "--json"}}) {
    json j = json::parse(run(args).out);
    CHECK(j.at("vsize_version") == version);
    CHECK(j.at("catalog_as_of") == as_of);
    CHECK(j.at("schema_version") == 1);
  }
  CHECK_THAT(run({"--version"}).out, Catch::Contains("embedded catalog as of " + as_of));
}

TEST_CASE("every --format is valid for every command, or a usage error naming what it offers", "[outputs][errors]") {
  struct Case {
    std::vector<std::string> args;
    std::vector<std::string> offered;
  };
  const std::vector<Case> cases = {
      {{}, {"table", "json", "csv", "markdown", "html"}},
      {{"check", "--gpu", "h200-nvl", "--count", "8"}, {"table", "json", "csv", "markdown", "html"}},
      {{"explain", "--gpu", "h200-nvl", "--count", "8"}, {"table"}},
      {{"catalog", "list", "gpus"}, {"table", "json", "csv", "markdown"}},
      {{"catalog", "show", "h200-nvl"}, {"table", "json"}},
      {{"accuracy"}, {"table", "json"}},
  };
  for (const auto& c : cases) {
    for (const char* format : {"table", "json", "csv", "markdown", "html"}) {
      std::vector<std::string> args = c.args;
      args.insert(args.end(), {"--format", format});
      Run r = run(args);
      INFO(fmt::format("vsize {} -> {} {}", fmt::join(args, " "), r.code, r.err));
      bool offered = std::find(c.offered.begin(), c.offered.end(), format) != c.offered.end();
      if (offered) {
        CHECK(r.code == 0);
        CHECK_FALSE(r.out.empty());
      } else {
        CHECK(r.code == k_usage);
        CHECK(r.out.empty());
        CHECK_THAT(r.first_line(), Catch::Contains(fmt::format("--format {}: ", format)) && Catch::Contains("offers"));
      }
    }
  }
}

TEST_CASE("German with --lang de: labels, decimal comma, thousands, JSON and CSV unchanged", "[outputs][lang]") {
  Run de = run({"--lang", "de"});
  REQUIRE(de.code == 0);
  CHECK_THAT(de.out, Catch::Contains("Empfehlung: vision-8x-h200-nvl"));
  CHECK_THAT(de.out, Catch::Contains("Speicher GiB"));
  CHECK_THAT(de.out, Catch::Contains("118.287 Bilder"));
  CHECK_THAT(de.out, Catch::Contains("2.304")); // RAM GB with a thousands separator
  CHECK_THAT(de.out, Catch::Contains("vsize 0.1.0, Katalog eingebaut, Stand 2026-12-07"));
  // Issue 25 item 15: none of the English words the review found.
  for (const char* english : {"Katalog embedded", "nach time", "Anzahlen line-up", "Last: ", "kEUR = the server"}) {
    CHECK_THAT(de.out, !Catch::Contains(english));
  }
  Run html = run({"--lang", "de", "--format", "html"});
  CHECK_THAT(html.out, Catch::Contains("<html lang=\"de\">"));
  CHECK_THAT(html.out, Catch::Contains("Rangliste"));
  // The 8x H200 NVL server's 6,269 W DC / 0.9430 (8 x 3200 W Titanium at 24 % load) = 6,648 W in
  // the power chart (no east-west NICs on a lone server): "6,65 kW an der Steckdose".
  CHECK_THAT(html.out, Catch::Contains("6,65 kW an der Steckdose"));
  // What a screen reader reads of each chart, in German too (review r14).
  CHECK_THAT(html.out, Catch::Contains("aria-label=\"Kaufen oder mieten\"") &&
                           Catch::Contains("aria-label=\"GPU-Speicher pro GPU\"") &&
                           Catch::Contains("aria-label=\"Leistung\"") &&
                           Catch::Contains("aria-label=\"Trainingszeit\"") && !Catch::Contains("aria-label=\"power\""));
  const std::string de_explain = run({"explain", "--lang", "de", "--server", "vision-8x-h200-nvl"}).out;
  CHECK_THAT(de_explain, Catch::Contains("  [h200-nvl] NVIDIA H200 NVL, Stand ") && !Catch::Contains(", as of 20"));
  // The bulk tier's RAID 6 count (4 x 20 TB HDDs, outside the chassis) and the rent's record.
  CHECK_THAT(de_explain, Catch::Contains("d + 2 x ceil(d / (20 - 2)) mit d = ceil(Bedarf / C), >= 4") &&
                             Catch::Contains(", extern [seagate-") && Catch::Contains("Mietsatz 'rent-") &&
                             !Catch::Contains(" with d = "));
  CHECK(run({"--lang", "de", "--json"}).out == run({"--json"}).out);
  CHECK(run({"--lang", "de", "--format", "csv"}).out == run({"--format", "csv"}).out);
  CHECK(report::num(Lang::de, 1234567.891, 2) == "1.234.567,89");
  CHECK(report::num(Lang::de, -0.5, 1) == "-0,5");
  CHECK(report::num(Lang::en, 1234.5, 1) == "1,234.5");
  check_usage_error({"--lang", "fr"}, "--lang 'fr': must be one of en, de");
}

TEST_CASE("German check and explain: headings, findings, storage, money and formulas", "[outputs][lang][issue25]") {
  // Item 15: every word a person reads is German, finding sentences included; floating-point
  // figures take a decimal comma (0.60 GB CUDA context -> 0,60 GB).
  const std::vector<std::string> four = {"--gpu", "rtx-pro-6000-se", "--count", "4", "--res",
                                         "1280",  "--dataset",       "50000"};
  auto with = [&](std::string command, std::vector<std::string> extra) {
    std::vector<std::string> args = {std::move(command)};
    args.insert(args.end(), four.begin(), four.end());
    args.insert(args.end(), extra.begin(), extra.end());
    return run(args);
  };
  Run de = with("check", {"--lang", "de"});
  REQUIRE(de.code == 0);
  for (const char* german : {"Arbeitslast: yolo11x", "Speicher pro GPU", "CUDA-Kontext           0,60 GB", "\nZeit\n",
                             "kein Bildcache: weder RAM noch ein Disk-Cache", "Bulk-Speicher", "Daten-NIC",
                             "Kaufen oder mieten", "zzgl. MwSt."}) {
    CHECK_THAT(de.out, Catch::Contains(german));
  }
  for (const char* english :
       {"memory per GPU", "cache disk: a RAM image cache", "usable", "buy or rent", "excl. VAT"}) {
    CHECK_THAT(de.out, !Catch::Contains(english));
  }
  // Watts in German grouping, as the prices (3.404 W, 12.377 BTU/h: "23330 BTU/h" beside "305.762
  // EUR"), and counted words in their plural or singular, not "Job(s)".
  CHECK_THAT(de.out, Catch::Contains("Faustformel        3.404 W") && Catch::Contains("(12.377 BTU/h)") &&
                         Catch::Contains("(5.888 W nutzbar mit der Dauerlast-Reserve)") &&
                         Catch::Contains("(ein Job zur Zeit)"));
  CHECK_THAT(de.out, !Catch::Contains("(s)") && !Catch::Contains("(e)"));
  Run en = with("check", {});
  CHECK_THAT(en.out, Catch::Contains("memory per GPU") && Catch::Contains("CUDA context           0.60 GB"));
  CHECK_THAT(en.out, Catch::Contains("seed method        3,404 W") && Catch::Contains("(one job at a time)") &&
                         !Catch::Contains("(s) "));
  Run explain = with("explain", {"--lang", "de"});
  REQUIRE(explain.code == 0);
  CHECK_THAT(explain.out, Catch::Contains("== M1 GPU-Speicher pro Rank ==") && Catch::Contains("== Quellen =="));
  CHECK_THAT(explain.out, Catch::Contains("Gradienten    = 56,9 M Parameter x 4 B = 227,6 MB (FP32)"));
  CHECK_THAT(explain.out, !Catch::Contains("== sources ==") && !Catch::Contains("M3 compute per step"));
  // A host outside the catalog (no chassis, no PSUs), video decoded on the GPUs, and the HTML
  // charts' labels: English fragments a review found in German output.
  Run host = run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--cpu-cores", "32", "--cpu-ghz", "2.5",
                  "--ram-gb", "512", "--lang", "de"});
  REQUIRE(host.code == 0);
  CHECK_THAT(host.out, Catch::Contains("ohne Gehäuseregeln (keine") && !Catch::Contains("without chassis rules") &&
                           !Catch::Contains("not checked (a server outside"));
  Run video = run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "200", "--decode", "video",
                   "--lang", "de"});
  CHECK_THAT(video.out, Catch::Contains("(das Videomaterial, auf den GPUs dekodiert)") &&
                            !Catch::Contains("the footage, decoded"));
  Run html = with("check", {"--format", "html", "--lang", "de"});
  CHECK_THAT(html.out, Catch::Contains(">Training ") && Catch::Contains(" W nutzbar") && !Catch::Contains("W usable"));
  // A later review: the cuBLAS workspace was "Arbeitsspeicher" (RAM), "Speicher" named both GPU
  // memory and storage, the drives' watts and the tree's 0.5 kept a decimal point, and price grades,
  // "source:", "(as of" and "estimate:" stayed English. The catalog's own quotes stay as written.
  CHECK_THAT(explain.out, Catch::Contains("  Workspace    ") && !Catch::Contains("Arbeitsspeicher    ") &&
                              Catch::Contains("\nDatenspeicher (--data-raid 0") &&
                              Catch::Contains("== M6 Datenspeicher und Netzwerk ==") &&
                              Catch::Contains("Laufwerke (2 x 8,25 + 1 x 14) ") &&
                              Catch::Contains("Listenpreis, angegeben 3694 USD") && Catch::Contains("Quelle: ") &&
                              Catch::Contains("  Ost-West      = ") && !Catch::Contains("street, angegeben"));
  Run cluster = run({"explain", "--gpu", "h200-nvl", "--count", "8", "--nodes", "2", "--fabric", "ib-ndr-400",
                     "--model", "vit-l16", "--lang", "de"});
  CHECK_THAT(cluster.out, Catch::Contains("Tree: Bucket / (0,5 x 0,92 x 0,7 x busbw jeder Ebene)"));
  CHECK_THAT(html.out, Catch::Contains("(Stand 2026-") && Catch::Contains("<i>Schätzung: ") &&
                           !Catch::Contains("(as of ") && !Catch::Contains("<i>estimate: "));
}

TEST_CASE("check names the batch argument of the model's own trainer", "[outputs][check]") {
  // Ultralytics' batch= is the batch across the GPUs; timm's and torchvision's train.py take
  // --batch-size per process (one per GPU).
  auto batch_line = [](const std::string& model) {
    std::vector<std::string> args = {"check", "--gpu", "l4", "--count", "4", "--model", model};
    json c = json::parse(run({"check", "--gpu", "l4", "--count", "4", "--model", model, "--json"}).out)
                 .at("configurations")
                 .at(0);
    return std::make_pair(run(args).out, c.at("memory"));
  };
  auto [yolo, ym] = batch_line("yolo11s");
  CHECK_THAT(yolo, Catch::Contains(fmt::format("-> Ultralytics batch={}\n", ym.at("batch_global").get<int>())));
  auto [vit, vm] = batch_line("vit-l16");
  CHECK_THAT(vit, Catch::Contains(fmt::format("-> timm --batch-size {} (per GPU)", vm.at("batch_per_gpu").get<int>())));
  CHECK_THAT(vit, !Catch::Contains("Ultralytics batch="));
  // The detectors run torchvision's reference train.py, as launch writes it: --batch-size per GPU,
  // the same number in both (it named detectron2's SOLVER.IMS_PER_BATCH, a global batch, while
  // launch wrote the per-GPU one).
  auto [rcnn, rm] = batch_line("fasterrcnn-r50-fpn");
  int per_gpu = rm.at("batch_per_gpu").get<int>();
  CHECK_THAT(rcnn, Catch::Contains(fmt::format("-> torchvision --batch-size {} (per GPU)", per_gpu)));
  std::string job = run({"launch", "--gpu", "l4", "--count", "4", "--model", "fasterrcnn-r50-fpn"}).out;
  CHECK_THAT(job, Catch::Contains(fmt::format("--batch-size {} ", per_gpu)));
}

TEST_CASE("a TOML workload with --config, overridden by the command line", "[outputs][config]") {
  test::TempFile toml("# CI workload\nres = 1280\ndataset = \"50000\"\nmodel = \"yolo11l\"\n", ".toml");
  Run from_file = run({"--config", toml.path(), "--json"});
  REQUIRE(from_file.code == 0);
  json w = json::parse(from_file.out).at("workload");
  CHECK(w.at("res") == 1280);
  CHECK(w.at("dataset_images") == 50000);
  CHECK(w.at("model") == "yolo11l");
  CHECK(json::parse(run({"--config", toml.path(), "--res", "640", "--json"}).out).at("workload").at("res") == 640);
  // Subcommand options in a [check] table.
  test::TempFile check("[check]\ngpu = \"h200-nvl\"\ncount = 4\n", ".toml");
  json c = json::parse(run({"--config", check.path(), "check", "--json"}).out);
  CHECK(c.at("configurations").at(0).at("gpu").at("count") == 4);
  // Unknown keys and unreadable files are usage errors naming the file and key.
  test::TempFile typo("resolution = 1280\n", ".toml");
  Run t = run({"--config", typo.path()});
  CHECK(t.code == k_usage);
  CHECK(t.out.empty());
  CHECK_THAT(t.first_line(), Catch::Contains(typo.path()) && Catch::Contains("unknown key 'resolution'") &&
                                 Catch::Contains("did you mean 'res'?"));
  check_usage_error({"--config", "/nonexistent/vsize.toml"}, "--config /nonexistent/vsize.toml: cannot read the file");
  // A directory opens as an empty stream: it had read as a file of no options, silently.
  check_usage_error({"--config", "/tmp"}, "--config /tmp: a directory; give the path of a TOML file");
  // What CLI11's TOML reader lets through is an error naming the file: a string that does not end
  // (even when the command line overrides the key), a list for an option of one value (or a key
  // given twice), a config file naming another. A list of counts joins: gpus = [4, 8] is --gpus 4,8.
  test::TempFile open_quote("res = \"1280\n", ".toml");
  check_usage_error({"--config", open_quote.path(), "--res", "640"}, "res = \"1280: the string does not end");
  // An array that does not end: CLI11 dropped its last character as the bracket, so `res = [1280`
  // quoted 128 px and `gpus = [4, 8` searched 4 GPUs only, with exit 0.
  test::TempFile open_array("res = [1280\n", ".toml");
  check_usage_error({"--config", open_array.path()}, "'res' = [...: the array does not end (close it with ])");
  test::TempFile open_list("gpus = [4, 8\nres = 640\n", ".toml");
  check_usage_error({"--config", open_list.path()}, "'gpus' = [...: the array does not end");
  test::TempFile closed_list("gpus = [4, 8] # 2 was too few\nmodel = \"yolo11n\"\n", ".toml");
  CHECK(run({"--config", closed_list.path(), "--json"}).code == 0);
  test::TempFile twice("res = 640\nres = 1280\n", ".toml");
  check_usage_error({"--config", twice.path()}, twice.path() + ": 'res' is set twice (lines 1 and 2); keep one");
  test::TempFile list("res = [640, 1280]\n", ".toml");
  check_usage_error({"--config", list.path()}, list.path() + ": res takes one value, not a list (read '640, 1280')");
  // Words after the value read as a list too; the message shows them (review s78 B5).
  test::TempFile words("res = 1280 garbage\n", ".toml");
  check_usage_error({"--config", words.path()}, "res takes one value, not a list (read '1280, garbage'); give one, "
                                                "e.g. res = 1280");
  // TOML forbids a key twice in a table (CLI11 merged them into a list), and [[check]] (an array
  // of tables, which CLI11 read as [check]); a key at the top of a check file is check's, so the
  // same key in [check] sets it twice (it read "--res given 2 times", naming no file).
  test::TempFile twice_in_table("[check]\ncount = 4\n\n[check]\ncount = 2\n", ".toml");
  check_usage_error({"--config", twice_in_table.path(), "check", "--gpu", "l4"},
                    "'count' is set twice in [check] (lines 2 and 5); keep one");
  test::TempFile array_of_tables("[[check]]\ncount = 4\n", ".toml");
  check_usage_error({"--config", array_of_tables.path()}, "line 1: '[[check]]' is an array of tables");
  // A line that is no key, table or comment: CLI11 skipped it and the run went on with exit 0, so a
  // truncated or corrupt CI file ran on defaults (review s78 B4).
  for (const std::string stray : {"{", "}", "\"", ",", "res"}) {
    test::TempFile f(stray + "\nmodel = \"yolo11n\"\n", ".toml");
    check_usage_error({"--config", f.path()}, "line 1: '" + stray + "' is no key = value, [table] or # comment");
  }
  // Another command's table is checked on every run: a typo in [launch] passed the ranking step
  // that reads the same file and failed only the launch step (review s78 B6).
  test::TempFile launch_typo("[launch]\nfoo = 1\n", ".toml");
  check_usage_error({"--config", launch_typo.path()}, "unknown key 'launch.foo'");
  test::TempFile check_top("[check]\ntop = 3\n", ".toml");
  check_usage_error({"--config", check_top.path(), "check", "--gpu", "l4", "--count", "2"},
                    "unknown key 'check.top': [check] takes check's own options, and top is not one of them");
  // A CRLF file's blank line of spaces (" \r") is blank, not a stray '\r' (review s78 C2).
  test::TempFile crlf("res = 640\r\n   \r\nmodel = \"yolo11n\"\r\n", ".toml");
  CHECK(run({"--config", crlf.path(), "--json"}).code == 0);
  test::TempFile no_table("[]\nmodel = \"yolo11n\"\n", ".toml");
  check_usage_error({"--config", no_table.path()}, "line 1: '[]' names no table");
  // An unclosed header read as the key "[check" (review s73).
  test::TempFile open_header("[check\nres = 1280\n", ".toml");
  check_usage_error({"--config", open_header.path(), "check", "--gpu", "l4"},
                    "line 1: the table header '[check' does not end (close it with ])");
  test::TempFile top_and_table("res = 1280\n[check]\nres = 640\n", ".toml");
  check_usage_error({"--config", top_and_table.path(), "check", "--gpu", "l4", "--count", "2"},
                    "res is set at the top and in [check]; keep one");
  // Encoding: TOML is UTF-8. A UTF-16 file read as the key '\xff\xferes'; a UTF-8 byte-order mark
  // (Notepad's) is skipped.
  test::TempFile utf16(std::string("\xff\xfer\0e\0s\0", 8), ".toml");
  check_usage_error({"--config", utf16.path()}, "the file is UTF-16 (byte-order mark FF FE); save it as UTF-8");
  test::TempFile utf8_bom("\xef\xbb\xbfres = 1280\n", ".toml");
  Run bom = run({"--config", utf8_bom.path(), "--json"});
  REQUIRE(bom.code == 0);
  CHECK(json::parse(bom.out).at("workload").at("res") == 1280);
  check_usage_error({"--config", ""}, "--config: the path is empty");
  check_usage_error({"--config="}, "--config: the path is empty");
  test::TempFile nested("config = \"other.toml\"\n", ".toml");
  check_usage_error({"--config", nested.path()}, "a config file cannot read another");
  // A second --config was ignored while every other repeated option is refused.
  check_usage_error({"--config", twice.path(), "--config=" + nested.path()}, "--config: given twice");
  test::TempFile counts("gpus = [4, 8]\n", ".toml");
  json ranked = json::parse(run({"--config", counts.path(), "--json"}).out);
  std::set<int> gpus;
  for (const auto& row : ranked.at("configurations")) gpus.insert(row.at("gpu").at("count").get<int>());
  CHECK(gpus == std::set<int>{4, 8});
}

TEST_CASE("a top-level key only accuracy takes is accuracy's", "[outputs][config]") {
  // accuracy's rows = true at the top of a file said "unknown key 'rows'; did you mean 'rows'?".
  test::TempFile rows("rows = true\n", ".toml");
  Run acc = run({"accuracy", "--config", rows.path()});
  CHECK(acc.code == 0);
  CHECK_THAT(acc.out, Catch::Contains("\nheld-out rows (data/heldout.json)\n"));
}

TEST_CASE("check --config reads a CI file with top-level keys after the subcommand too", "[outputs][config][issue25]") {
  // Issue 25 item 8: `vsize check --config ci.toml` failed ("--gpu is required") and a file holding
  // `experiments` (a goal check takes too) or a ranking-only key (top) broke check.
  test::TempFile ci("gpu = \"h200-nvl\"\ncount = 4\nexperiments = 1\nres = 1280\ndataset = \"5k\"\ntop = 3\n", ".toml");
  for (const auto& args : {std::vector<std::string>{"check", "--config", ci.path(), "--json"},
                           std::vector<std::string>{"--config", ci.path(), "check", "--json"},
                           std::vector<std::string>{"check", "--config=" + ci.path(), "--json"}}) {
    Run r = run(args);
    INFO(r.err);
    REQUIRE(r.code == 0);
    json j = json::parse(r.out);
    CHECK(j.at("configurations").at(0).at("gpu").at("count") == 4);
    CHECK(j.at("workload").at("res") == 1280);
    CHECK(j.at("goal").at("experiments") == 1);
    CHECK(j.at("goal").at("met") == true);
  }
  // The command line wins over the file.
  json two = json::parse(run({"check", "--config", ci.path(), "--count", "2", "--json"}).out);
  CHECK(two.at("configurations").at(0).at("gpu").at("count") == 2);
  // The same file drives the ranking: gpu is then its list, count is check's own and not applied.
  test::TempFile rank("res = 1280\ntop = 1\n[check]\ncount = 4\n", ".toml");
  Run ranked = run({"--config", rank.path(), "--json"});
  REQUIRE(ranked.code == 0);
  CHECK(json::parse(ranked.out).at("workload").at("res") == 1280);
  check_usage_error({"--config", ci.path(), "catalog", "list", "gpus"}, "unknown key 'count'");
  test::TempFile table("[rank]\nres = 1\n", ".toml");
  check_usage_error({"--config", table.path()}, "unknown table [rank]");
  // A key without a value named neither the file nor the key ("--res: 1 required PX missing"); a
  // key of control bytes cut the message at its NUL.
  test::TempFile empty("res = \n", ".toml");
  check_usage_error({"--config", empty.path()},
                    "--config " + empty.path() + ": res has no value (give one: res = ...)");
  test::TempFile bytes(std::string("\x01\x02 = 1\n"), ".toml");
  check_usage_error({"--config", bytes.path()}, "unknown key '\\x01\\x02' (keys are the long option names");
  // launch reads the same file as check: its top-level keys are launch's (count had been an
  // unknown key, gpu "an option of the ranking", and format = "k8s" silently a Slurm script).
  test::TempFile job("gpu = \"h200-nvl\"\ncount = 4\nmodel = \"vit-b16\"\nformat = \"k8s\"\n", ".toml");
  Run k8s = run({"launch", "--config", job.path()});
  REQUIRE(k8s.code == 0);
  CHECK_THAT(k8s.out, Catch::Contains("kind: PyTorchJob") && Catch::Contains("4x h200-nvl"));
  // A relative --data has no directory a pod can mount ("a/b" wrote mountPath "a").
  check_usage_error(
      {"launch", "--gpu", "h200-nvl", "--count", "8", "--model", "vit-l16", "--format", "k8s", "--data", "a/b"},
      "--data a/b: --format k8s mounts the dataset's directory in the pod, which needs an absolute path");
}

TEST_CASE("vsize schema prints the shipped schema", "[outputs][schema]") {
  Run r = run({"schema"});
  CHECK(r.code == 0);
  CHECK(r.out == test::read_text(std::string(VSIZE_TEST_DATA_DIR) + "/../../docs/vsize.schema.json"));
  json s = json::parse(r.out);
  CHECK(s.at("$schema") == "https://json-schema.org/draft/2020-12/schema");
  CHECK(s.at("$defs").contains("configuration"));
}

TEST_CASE("the limit column names python when the host's dispatch bounds the step", "[outputs][overlap]") {
  // yolo11n at batch 16: ~5 ms of GPU work a step against ~41 ms of Python dispatch on the
  // line-up's EPYC 9135 (50 ms at 3 GHz x 3.0 / 3.65).
  Run table = run({"--model", "yolo11n", "--batch", "16"});
  REQUIRE(table.code == 0);
  CHECK(table.out.find(" python ") != std::string::npos);
  CHECK_THAT(unwrapped(table.out), Catch::Contains("python = the host's dispatch"));
  Run csv = run({"--model", "yolo11n", "--batch", "16", "--format", "csv"});
  auto rows = parse_csv(csv.out, ',');
  REQUIRE(rows.size() > 1);
  CHECK(column(rows, 1, "bottleneck") == "python");
  Run x = run({"explain", "--gpu", "h200-nvl", "--count", "1", "--model", "yolo11n", "--batch", "16"});
  CHECK(x.out.find("limit         = python: the host's dispatch") != std::string::npos);
  // The headline's YOLO11x at 1280 px keeps the GPU busy longer than the dispatch.
  Run big = run({"explain", "--gpu", "h200-nvl", "--count", "1", "--model", "yolo11x", "--res", "1280"});
  CHECK(big.out.find("limit         = gpu: its work") != std::string::npos);
}

TEST_CASE("check's images/s line gives the GPUs' rate the minimum takes, as explain and JSON do", "[outputs][check]") {
  // 8x H100 NVL, yolov5l at 1280 px: the step's all-reduce and sync (66.5 ms of 393) take the
  // GPUs from 665 to 549 images/s, below the loader's 575. The line said "665 GPUs alone, 575
  // loader -> 549", which read as loader-bound, where explain's minimum said "GPUs 549".
  const std::vector<std::string> args = {"--gpu",     "h100-nvl",    "--count", "8",     "--model",
                                         "yolov5l",   "--optimizer", "sgd",     "--res", "1280",
                                         "--dataset", "50000",       "--cache", "none"};
  auto with = [&](std::vector<std::string> head) {
    head.insert(head.end(), args.begin(), args.end());
    Run r = run(head);
    REQUIRE(r.code == 0);
    return r.out;
  };
  auto time = json::parse(with({"check", "--json"}))["configurations"][0]["time"];
  const long gpus = std::lround(time["gpu_images_per_s"].get<double>());
  const long alone = std::lround(time["compute_images_per_s"].get<double>());
  REQUIRE(alone > gpus); // the case this is for
  CHECK_THAT(with({"check"}),
             Catch::Contains(fmt::format("images/s           {} GPUs ({} before all-reduce and sync), ", gpus, alone)));
  CHECK_THAT(with({"explain"}), Catch::Contains(fmt::format("images/s      = min(GPUs {}, loader", gpus)));
}

TEST_CASE("a config file against the command line and the recommendation (review r14)", "[outputs][config]") {
  // An option typed before the command's name wins over the file as one typed after it does.
  test::TempFile res("res = 1280\nepochs = 50\n", ".toml");
  for (const auto& args : {std::vector<std::string>{"--res", "800", "--config", res.path(), "check", "--json"},
                           std::vector<std::string>{"--res", "640", "check", "--config", res.path(), "--json"}}) {
    json j = json::parse(run(args).out);
    CHECK(j.at("workload").at("res") == std::stoi(args[1]));
    CHECK(j.at("workload").at("epochs") == 50);
  }
  // A server typed replaces the file's other spelling of it (--server against gpu and count, and
  // back), and an output format typed the file's (--format against json, --json against format):
  // each had been refused as a conflict the user never typed.
  test::TempFile server("server = \"vision-8x-h200-nvl\"\n", ".toml");
  json l40s = json::parse(run({"check", "--config", server.path(), "--gpu", "l40s", "--count", "4", "--json"}).out);
  CHECK(l40s.at("configurations").at(0).at("gpu").at("id") == "l40s");
  CHECK(l40s.at("configurations").at(0).at("gpu").at("count") == 4);
  test::TempFile gpus("gpu = \"h200-nvl\"\ncount = 8\n", ".toml");
  json two =
      json::parse(run({"check", "--config", gpus.path(), "--server", "vision-2x-rtx-pro-6000-se", "--json"}).out);
  CHECK(two.at("configurations").at(0).at("id") == "vision-2x-rtx-pro-6000-se");
  // Typing only one of the pair keeps the file's other: count 4 of the file's h200-nvl.
  json four = json::parse(run({"check", "--config", gpus.path(), "--count", "4", "--json"}).out);
  CHECK(four.at("configurations").at(0).at("gpu").at("id") == "h200-nvl");
  CHECK(four.at("configurations").at(0).at("gpu").at("count") == 4);
  test::TempFile as_json("json = true\n", ".toml");
  CHECK_THAT(run({"--config", as_json.path(), "--format", "table"}).out, Catch::StartsWith("workload: "));
  test::TempFile as_html("format = \"html\"\n", ".toml");
  CHECK_NOTHROW(json::parse(run({"--config", as_html.path(), "--json"}).out));
  // GPU counts in the file choose among the ranking's servers, which check with no server named
  // would check without them (a budget did: vision-8x-h200-nvl for 45,000 EUR as "the server vsize
  // recommends"): exit 2 with the way out. With a server named the key is the ranking's, unread.
  test::TempFile counts("res = 1280\ngpus = [2]\n", ".toml");
  check_usage_error({"check", "--config", counts.path()},
                    "gpus chooses among the servers the ranking recommends from, which check does not apply; "
                    "name the server");
  CHECK(run({"check", "--config", counts.path(), "--server", "vision-2x-rtx-pro-6000-se"}).code == 0);
  // The table's own keys (top, rank-by) choose nothing: the recommendation is checked as without them.
  test::TempFile table_keys("top = 1\nrank-by = \"power\"\n", ".toml");
  json tabled = json::parse(run({"check", "--config", table_keys.path(), "--json"}).out);
  CHECK(tabled.at("server_from") == "recommendation");
  CHECK(tabled.at("configurations").at(0).at("id") == "vision-8x-h200-nvl");
  // A budget is check's own (as --budget): no line-up server at 1280 px on 50k images is within
  // 45,000 EUR (the cheapest that finishes one a night, 2x RTX PRO 6000 SE, costs 51,424 with
  // its drives), so there is nothing to check: exit 3.
  test::TempFile budget("res = 1280\ndataset = \"50k\"\nbudget = 45000\n", ".toml");
  Run within = run({"check", "--config", budget.path()});
  CHECK(within.code == static_cast<int>(ExitCode::nothing_fits));
  CHECK_THAT(within.first_line(), Catch::Contains("no line-up server meets its goal"));
  // TOML groups an integer's digits with underscores: 50_000 is 50000.
  test::TempFile grouped("dataset = 50_000\nres = 1_280\n", ".toml");
  json g = json::parse(run({"--config", grouped.path(), "--json"}).out);
  CHECK(g.at("workload").at("dataset_images") == 50000);
  CHECK(g.at("workload").at("res") == 1280);
}

TEST_CASE("check with no server named: a platform alone, or nothing that fits, says what to give", "[outputs][check]") {
  // --platform applies to GPUs named; alone it blamed a --server never typed.
  check_usage_error({"check", "--platform", "dell-poweredge-xe7745"},
                    "--platform dell-poweredge-xe7745: check applies a platform to the GPUs named; give --gpu ID "
                    "--count N with it");
  // No goal, and nothing fits (no line-up platform takes a Xeon 6960P): not "its goal".
  Run none = run({"launch", "--cpu", "xeon-6960p"});
  CHECK(none.code == static_cast<int>(ExitCode::nothing_fits));
  CHECK(none.out.empty());
  CHECK_THAT(none.first_line(), Catch::StartsWith("vsize: no line-up server fits this workload, so there is no "
                                                  "recommendation to launch (vsize with the same options gives each "
                                                  "one's reason)"));
}

TEST_CASE("a configuration where not even batch 1 fits says its figures are at batch 1", "[outputs][check]") {
  // ViT-H/14 at 518 px on two 16 GB RTX 4080s: states and buckets alone pass 60 % of the card. The
  // memory, time and cost are those of batch 1; the block said "batch 0" and "1.9139 GB/image x 0"
  // beside 1.91 GB, and blamed a --workers 0 nobody gave. timm passes --workers as it is, so even at
  // batch 1 its loader has its 8 workers (Ultralytics' rule, none at batch 1, is Ultralytics' own).
  Run r = run({"check", "--gpu", "rtx-4080", "--count", "2", "--model", "vit-h14", "--res", "518"});
  CHECK(r.code == 3);
  CHECK_THAT(r.out,
             Catch::Contains("batch              0 per GPU: not even 1 fits; the figures below are at batch 1") &&
                 Catch::Contains("GB/image x 1\n") && !Catch::Contains("--workers 0") &&
                 !Catch::Contains("loader in series (no workers)"));
}

TEST_CASE("a customer's own 2x A40: the NVLink bridge is said as assumed, with the time without it",
          "[outputs][check]") {
  // No chassis rules: the bridge (an accessory) is assumed fitted, as the catalog's nvlink_group_max
  // allows. yolo11x's 56.9 M FP32 gradients: ring 2 x 1/2 x 227.6 MB; with the bridge (56.25 GB/s a
  // direction x NCCL's 0.82 = 46.1 GB/s) 227.6 / 46.1 + 2 x 1 x 10 us = 4.95 ms; without it a pair on
  // vsize's AMD host runs peer-to-peer over PCIe Gen4 x16 (31.5 GB/s x 0.76 = 23.9 GB/s): 227.6 /
  // 23.9 + 0.02 = 9.52 ms. The output said nothing of the assumption.
  // (--platform none: since the R750xa joined the catalog an A40 has a chassis of its own.)
  Run r = run({"check", "--gpu", "a40", "--count", "2", "--platform", "none"});
  CHECK_THAT(r.out, Catch::Contains("over nvlink-bridge at 46.1 GB/s: 4.95 ms\n                     the cards' NVLink "
                                    "bridge assumed (no chassis rules): without it, over PCIe 9.52 ms"));
  json j = json::parse(run({"check", "--gpu", "a40", "--count", "2", "--platform", "none", "--json"}).out);
  CHECK(j.at("configurations").at(0).at("allreduce").at("without_bridge_ms").get<double>() ==
        Approx(9.52).margin(0.01));
  // A catalog chassis says what it fits: no assumption to state.
  json lineup = json::parse(run({"check", "--server", "vision-8x-h200-nvl", "--json"}).out);
  CHECK(lineup.at("configurations").at(0).at("allreduce").at("without_bridge_ms").is_null());
  CHECK(j.at("configurations").at(0).at("allreduce").at("nvlink_bridge") == true);
  // Cards without a bridge (--no-nvlink-bridge): the R750xa's Intel Xeons take no peer-to-peer past
  // the host bridge, so the ring copies through host memory at the slot's 27.7 GB/s (31.5 x 0.88):
  // 227.6 / 27.7 + 0.02 = 8.23 ms, said as such, with no assumption to state and no time "without it".
  Run bare = run({"check", "--gpu", "a40", "--count", "2", "--no-nvlink-bridge"});
  CHECK_THAT(bare.out,
             Catch::Contains("over host-memory at 27.7 GB/s: 8.23 ms\n                     no NVLink bridge on the "
                             "cards (--no-nvlink-bridge)") &&
                 !Catch::Contains("assumed"));
  json none = json::parse(run({"check", "--gpu", "a40", "--count", "2", "--no-nvlink-bridge", "--json"}).out);
  const json& ar = none.at("configurations").at(0).at("allreduce");
  CHECK(ar.at("link") == "host-memory");
  CHECK(ar.at("nvlink_bridge") == false);
  CHECK(ar.at("nvlink_bridge_declined") == true);
  CHECK(j.at("configurations").at(0).at("allreduce").at("nvlink_bridge_declined") == false);
  CHECK(ar.at("without_bridge_ms").is_null());
  // 4x A40: the bridge joins 2, so the ring runs over PCIe either way; the flag still leaves its
  // trace (it changed nothing, and JSON says it was given).
  auto four = [](std::vector<std::string> extra) {
    std::vector<std::string> a = {"check", "--gpu", "a40", "--count", "4", "--json"};
    a.insert(a.end(), extra.begin(), extra.end());
    return json::parse(run(a).out).at("configurations").at(0).at("allreduce");
  };
  CHECK(four({}).at("nvlink_bridge") == false);
  CHECK(four({}).at("nvlink_bridge_declined") == false);
  CHECK(four({"--no-nvlink-bridge"}).at("nvlink_bridge_declined") == true);
  CHECK(four({"--no-nvlink-bridge"}).at("time_ms") == four({}).at("time_ms"));
  // Bridge-capable cards whose ring leaves the bridge say why: the Lenovo SR675 V3 that takes 4 H200
  // NVL bridges them in pairs (nvlink_bridge_max 2; the card's bridge joins 4), so the ring's slowest
  // hop is PCIe, here between sockets through host memory (NVIDIA/nccl #1639, 4 GPUs: 35 GB/s):
  // 2 x 3/4 x 227.6 = 341.4 MB / 35 GB/s + 6 x 10 us = 9.81 ms. It read "over pcie" with no reason.
  CHECK_THAT(
      run({"check", "--gpu", "h200-nvl", "--count", "4"}).out,
      Catch::Contains("over host-memory at 35.0 GB/s: 9.81 ms\n                     lenovo-thinksystem-sr675-v3-4dw "
                      "bridges 2 cards (the h200-nvl up to 4): PCIe between the groups\n"));
  // A GPU that takes no bridge: null (the RTX PRO 6000 SE talks over PCIe only).
  json sxm = json::parse(run({"check", "--gpu", "rtx-pro-6000-se", "--count", "2", "--json"}).out);
  CHECK(sxm.at("configurations").at(0).at("allreduce").at("nvlink_bridge").is_null());
}

TEST_CASE("batch 1 over the AutoBatch share but within the GPU: the reason gives the share that takes it",
          "[outputs][check]") {
  // ViT-H/14 at 224 px on 4 L4s: batch 1 reserves 16.86 GB allocated x 1.1 = 18.55 GB, 78.4 % of the
  // 23.65 GB PyTorch gives (22.03 GiB), above the default 60 %; with the 0.60 GB context, 19.15 GB
  // fits the card. The reason said only "does not fit in 60 %": --batch 0.79 (78.4 % up to a
  // hundredth) takes one image a GPU: floor((0.79 x 23.65 - 18.11) / (0.4000 x 1.1)) = 1.
  Run r = run({"check", "--gpu", "l4", "--count", "4", "--model", "vit-h14", "--res", "224"});
  CHECK(r.code == 3);
  std::string text = r.out;
  for (auto at = text.find("\n    "); at != std::string::npos; at = text.find("\n    ")) text.replace(at, 5, " ");
  CHECK_THAT(text, Catch::Contains("batch 1 does not fit in 60 % of 23.7 GB: it needs 18.5 GB (78.4 % of it); "
                                   "--batch 0.79 sizes the batch to take it"));
  Run taken = run({"check", "--gpu", "l4", "--count", "4", "--model", "vit-h14", "--res", "224", "--batch", "0.79"});
  CHECK(taken.code == 0);
  CHECK_THAT(taken.out, Catch::Contains("  batch              1 per GPU, 4 per job"));
  // German keeps the option's decimal point.
  CHECK_THAT(run({"check", "--gpu", "l4", "--count", "4", "--model", "vit-h14", "--res", "224", "--lang", "de"}).out,
             Catch::Contains("--batch 0.79 bemisst den Batch"));
  // JSON carries the share; where batch 1 outgrows the whole GPU (ViT-H/14 at 1024 px needs 26.3 GB
  // of 23.7) no share takes it, and the figure is null, not a 0 that reads as "no memory needed".
  auto needed = [](const std::vector<std::string>& args) {
    json j = json::parse(run(args).out);
    for (const auto& f : j.at("configurations").at(0).at("findings")) {
      if (f.at("code") == "batch-does-not-fit") return f.at("figures").at("fraction_needed");
    }
    return json("missing");
  };
  CHECK(needed({"check", "--gpu", "l4", "--count", "4", "--model", "vit-h14", "--res", "224", "--json"}) == 0.79);
  CHECK(needed({"check", "--gpu", "l4", "--count", "4", "--model", "vit-h14", "--res", "1024", "--json"}).is_null());
  // A --batch below the ranks is not "not even 1 fits".
  Run few = run({"check", "--gpu", "a40", "--count", "4", "--batch", "3"});
  CHECK_THAT(few.out, Catch::Contains("0 per GPU: --batch is below the ranks") && !Catch::Contains("not even 1 fits"));
}

TEST_CASE("check's HTML gives the verdict's reasons, the fitting batch, and a target only where one was asked",
          "[outputs][html][check]") {
  // 8x RTX PRO 4500 SE (34.0 GB) at 1280 px, --batch 128: 16 per GPU need 68.7 GB (68.0 reserved +
  // 0.6 CUDA context + 0.1 NCCL buffers over PCIe peer-to-peer). The box said
  // only "does not fit"; the chart's caption, anchored at the small capacity's end, lost its start
  // off the chart; an explicit batch drew "target 0 %".
  Run r =
      run({"check", "--gpu", "rtx-pro-4500-se", "--count", "8", "--res", "1280", "--batch", "128", "--format", "html"});
  CHECK(r.code == 3);
  std::string box = r.out.substr(r.out.find("id=\"recommendation\""), 900);
  CHECK_THAT(box, Catch::Contains("batch 16 per GPU needs 68.7 GB of device memory; the GPU has 34.0 GB; at most "
                                  "7 per GPU fits") &&
                      Catch::Contains("the time and cost below are those of batch 16 per GPU, as if it fitted"));
  CHECK_THAT(r.out, Catch::Contains("<text x=\"10.0\" y=\"50.0\" text-anchor=\"start\">68.7 of 34 GB used, 64.0 of 32 "
                                    "GiB (batch 16 per GPU, as given)</text>") &&
                        !Catch::Contains("target 0 %") && !Catch::Contains("dashed line: the batch target"));
  // A share of memory keeps its target: 60 % by default.
  Run sized = run({"check", "--gpu", "h200-nvl", "--count", "4", "--res", "1280", "--format", "html"});
  CHECK_THAT(sized.out,
             Catch::Contains("(batch 21 per GPU, target 60 %)") && Catch::Contains("dashed line: the batch target"));
  // The text gives the same batch that fits: 7 a GPU (34.02 GB less 0.6 GB of context).
  CHECK_THAT(
      unwrapped(run({"check", "--gpu", "rtx-pro-4500-se", "--count", "8", "--res", "1280", "--batch", "128"}).out),
      Catch::Contains("the GPU has 34.0 GB; at most 7 per GPU fits (the time and cost below are those of batch "
                      "16 per GPU, as if it fitted; Ultralytics across 8 GPUs stops at the out-of-memory (it "
                      "halves the batch only on one GPU))"));
  // On one GPU the trainer halves the batch in its first epoch and goes on (seed 000, S9).
  CHECK_THAT(unwrapped(run({"check", "--gpu", "rtx-pro-6000-se", "--count", "1", "--batch", "512"}).out),
             Catch::Contains("as if it fitted; Ultralytics on one GPU halves the batch after an out-of-memory in its "
                             "first epoch (at most 3 times) and trains on)"));
}

TEST_CASE("explain's printed inputs give its printed results on a calculator", "[outputs][explain]") {
  // Review r15: inputs rounded for print gave another result by hand than the one printed (PSU load
  // 0.12 for 0.1164: 0.844 against 0.840; L2 hit 0.20 for 0.196: 9.061 GB against 9.094; PCIe 63.0
  // for 63.015: 55.44 against 55.5). Each line is recomputed here from the numbers it prints.
  std::string out = run({"explain", "--server", "vision-8x-rtx-pro-4500-se"}).out;
  auto numbers = [&](const std::string& pattern) {
    std::smatch m;
    REQUIRE(std::regex_search(out, m, std::regex(pattern)));
    std::vector<double> v;
    for (size_t i = 1; i < m.size(); ++i) {
      std::string s = m[i].str();
      s.erase(std::remove(s.begin(), s.end(), ','), s.end()); // English groups thousands: 1,234.5
      v.push_back(std::stod(s));
    }
    return v;
  };
  const std::string num = R"(([0-9][0-9,]*(?:\.[0-9]+)?))";
  // load / (load + lowest load x (1 / lowest efficiency - 1)) = efficiency, within a unit of its 4th
  // decimal (the load is rounded to 4 decimals too).
  auto psu = numbers("its loss in watts is held: " + num + R"( / \()" + num + " \\+ " + num + R"( x \(1 / )" + num +
                     R"( - 1\)\) = )" + num);
  CHECK(psu[0] / (psu[1] + psu[2] * (1 / psu[3] - 1)) == Approx(psu[4]).margin(0.00015));
  // kept x (floor + chain x (1 - hit)) + buffers x traffic = DRAM bytes, to its 3 decimals.
  auto traffic = numbers("kept " + num + " GB x \\(" + num + " \\+ " + num + R"( x \(1 - L2 hit )" + num +
                         R"(\)\) \+ loss buffers )" + num + " GB x " + num + " = " + num + " GB");
  CHECK(traffic[0] * (traffic[1] + traffic[2] * (1 - traffic[3])) + traffic[4] * traffic[5] ==
        Approx(traffic[6]).margin(0.0015));
  // link x efficiency = effective, to its 1 decimal.
  auto link = numbers("slowest link  = [a-z-]+ at " + num + " GB/s per direction x " + num + " = " + num + " GB/s");
  CHECK(link[0] * link[1] == Approx(link[2]).margin(0.05));
  // wall = DC / efficiency, to the watt.
  auto wall = numbers("wall          = " + num + " W / PSU efficiency " + num + " at [0-9]+ % load = " + num + " W");
  CHECK(wall[0] / wall[1] == Approx(wall[2]).margin(0.5 + 0.5 / wall[1]));
}

TEST_CASE("explain's component power adds up from the parts it names", "[outputs][explain][power]") {
  // 4x H200 NVL: GPUs 4 x 600 + CPUs 2 x 200 + 24 DIMMs x 7 W + drives 2 x 8.25 + 1 x 14 (30.5) +
  // a 10 W data NIC = 3008.5 W, x 1.08 fans = 3249.2 -> 3249 W DC. The line said "+ DIMMs + drives +
  // NIC" with no watts, some 200 W a reader could not trace; then it printed 30.5 as 30 and the sum
  // as 3008 (review r15), so the parts did not add up to the printed total.
  std::string out = run({"explain", "--gpu", "h200-nvl", "--count", "4", "--res", "1280"}).out;
  CHECK_THAT(out,
             Catch::Contains("components    = GPUs 2400 + CPUs 400 + DIMMs 168 + drives (2 x 8.25 + 1 x 14) 30.5 + "
                             "NICs (1 x 10) 10 = 3008.5 W, x (1 + fans 0.08) = 3,249 W DC") &&
                 Catch::Contains("DIMMs         = 24 x 7 W [ddr5-rdimm-48gb]"));
  // The storage reads: M3's step on the 3 GHz reference (355.6 ms for 21 images: 59.05 a GPU, 236
  // for 4), which it now says; no other line gave 236.
  CHECK_THAT(out, Catch::Contains("reads needed  = the GPUs' 236 img/s (M3's step on a 3 GHz host, before the CPU is "
                                  "chosen)"));
}

TEST_CASE("a ranking where nothing fits gives every server's reasons, and one GPU's link is null",
          "[outputs][errors]") {
  // Exit 3 printed "4 rejected (--show-rejected lists them)" and no reason, where the README
  // promises the full output, reasons included.
  Run r = run({"--model", "vit-h14", "--res", "4096"});
  CHECK(r.code == 3);
  CHECK_THAT(r.out, Catch::Contains("4 servers evaluated: 0 fit, 4 rejected\n") &&
                        Catch::Contains("  vision-8x-h200-nvl: batch 1 does not fit in 60 % of 149.9 GB"));
  // One GPU has no link to its peers: null, never 0 (README: null is "not applicable").
  json one = json::parse(run({"check", "--gpu", "rtx-4090", "--count", "1", "--platform", "none", "--json"}).out);
  CHECK(one.at("configurations").at(0).at("allreduce").at("link_gb_per_s").is_null());
  json two = json::parse(run({"check", "--gpu", "h200-nvl", "--count", "2", "--json"}).out);
  CHECK(two.at("configurations").at(0).at("allreduce").at("link_gb_per_s").get<double>() > 0);
  CHECK(one.at("configurations").at(0).at("allreduce").at("algorithm").is_null());
  CHECK(two.at("configurations").at(0).at("allreduce").at("algorithm") == "ring");
  // Trainings side by side share no gradients: no algorithm, and the table says none rather than
  // "0.0 MB per GPU over none at 0.0 GB/s".
  std::vector<std::string> side = {"check", "--server", "vision-4x-rtx-pro-6000-se", "--mode", "per-gpu"};
  CHECK_THAT(run(side).out, Catch::Contains("  all-reduce         none: each training runs alone on its GPU or MIG "
                                            "instance\n") &&
                                !Catch::Contains("over none at"));
  side.push_back("--json");
  CHECK(json::parse(run(side).out).at("configurations").at(0).at("allreduce").at("algorithm").is_null());
  // One GPU a node, four nodes: an all-reduce across nodes, whose algorithm JSON gives (it read null
  // because the link inside a node is none).
  json nodes = json::parse(run({"check", "--gpu", "l4", "--count", "1", "--nodes", "4", "--fabric", "eth-100g",
                                "--model", "vit-l16", "--json"})
                               .out);
  CHECK(nodes.at("configurations").at(0).at("allreduce").at("algorithm").is_string());
}

TEST_CASE("the HTML buy-or-rent chart starts owning at the price with the drives beside it", "[outputs][money]") {
  // The headline pick: 371,074 EUR + 4 external drives 3,200 USD / 1.1269 = 2,839.65, rounded once
  // to 2,840 EUR = 373,914 EUR, which the chart's owning line starts from (own_and_rent_after); its
  // legend had said the server's price alone (and, rounding the sum not the parts, one EUR less).
  Run r = run({"--format", "html"});
  REQUIRE(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("owning: at least 373,914 EUR up front with the drives beside it"));
}

TEST_CASE("a server whose GPUs have no price shows none, not the cheapest price", "[outputs][money]") {
  // 4x H100 SXM (no GPU price in the catalog) read "30.5+ kEUR, 30.59+ EUR/exp" beside H200 NVL
  // servers at 150+: its chassis and host alone, marked as the servers missing a PSU price are.
  std::string table = run({"--res", "1280", "--dataset", "50000", "--all", "--gpus", "4", "--top", "0"}).out;
  auto at = table.find("4x h100-sxm");
  REQUIRE(at != std::string::npos);
  std::string row = table.substr(at, table.find('\n', at) - at);
  CHECK_THAT(row, Catch::EndsWith("no GPU price no GPU price"));
  CHECK_THAT(table, Catch::Contains("no GPU price: the GPUs have none, and the server ranks last by"));
  std::string html =
      run({"--res", "1280", "--dataset", "50000", "--all", "--gpus", "4", "--top", "0", "--format", "html"}).out;
  CHECK_THAT(html, Catch::Contains("<td>no GPU price</td><td>no GPU price</td>"));
}

TEST_CASE("a server whose CPUs have no price is marked so where it ranks after the rest", "[outputs][money]") {
  // By cost per experiment the Xeon servers (no Xeon 6 price in the catalog) rank after every server
  // priced whole (CostPlan::unpriced_tier); their column had read "128+" like the EPYC rows above them.
  std::vector<std::string> args = {"--res",           "1280",      "--dataset",           "50000", "--all", "--gpu",
                                   "rtx-pro-6000-se", "--rank-by", "cost-per-experiment", "--top", "0"};
  std::string table = run(args).out;
  auto at = table.find(" hpe-proliant-dl380a-gen12 ");
  REQUIRE(at != std::string::npos);
  std::string row = table.substr(at, table.find('\n', at) - at);
  CHECK_THAT(row, Catch::EndsWith("+ no CPU price")); // its price stays a lower bound: "91.8+"
  CHECK_THAT(table, Catch::Contains(
                        "no CPU price: the CPUs have none, a lower bound ranked after the\nservers priced whole)"));
  // Under a budget they cannot be held to it, so the why's count leaves them out and says so: at 640 px
  // two Xeon 8x RTX PRO 6000 SE servers finish 3 a night, and the 60,000 EUR budget leaves no pick.
  Run missed = run({"--res", "640", "--dataset", "50000", "--all", "--gpu", "rtx-pro-6000-se", "--budget", "60000",
                    "--experiments", "3"});
  CHECK(missed.code == 3);
  CHECK_THAT(missed.out, Catch::Contains("2 server(s) finish it but have no price for their CPUs"));
  nlohmann::json j = nlohmann::json::parse(run({"--res", "640", "--dataset", "50000", "--all", "--gpu",
                                                "rtx-pro-6000-se", "--budget", "60000", "--experiments", "3", "--json"})
                                               .out);
  CHECK(j.at("recommendation").at("budget_cpus_unpriced") == 2);
  CHECK(j.at("recommendation").at("budget_gpus_unpriced") == 0);
  // With a pick, the why counts the servers priced whole and names the rest.
  std::string flat = run({"--res", "640", "--dataset", "50000", "--all", "--gpu", "rtx-pro-6000-se", "--rank-by",
                          "cost-per-experiment", "--top", "0", "--budget", "200000"})
                         .out;
  for (auto p = flat.find("\n    "); p != std::string::npos; p = flat.find("\n    ")) flat.replace(p, 5, " ");
  CHECK_THAT(flat, Catch::Contains("more finish it but lack a price for their GPUs or CPUs, so none can be held to "
                                   "the budget (ranked after)"));
}

TEST_CASE("a price's parts are rounded once, so the sums a reader checks add up", "[outputs][money]") {
  // The headline pick: 305,761.61 + 2,839.65 read "305762 + 2840 = 308601" (the sum rounded, not
  // the parts). Each part is now rounded to whole EUR once (cost_model add_part): 4 drives x 800 USD
  // / 1.1269 = 2,839.65 -> 2,840, and the line adds what it shows. Since the H200 NVL's USD 39,200
  // the server is 371,073.56 -> 371,074, + 2,840 = 373,914 (the sum rounded: 373,913).
  std::string text = run({"explain", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--dataset", "50000"}).out;
  CHECK_THAT(text, Catch::Contains("C             = the server 371,074 + 4 drives beside it 2,840 = 373,914 EUR"));
  nlohmann::json j = nlohmann::json::parse(
      run({"check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--dataset", "50000", "--json"}).out);
  const auto& cost = j.at("configurations").at(0).at("cost");
  CHECK(cost.at("amount") == 371074.0);
  CHECK(cost.at("external_amount") == 2840.0);
  // The drives beside it are a proxy price (800 USD = 20 TB x USD 40/TB), said where the server's
  // proxies are: their line in explain's cost section with grade, date and source, the text's
  // "of it", and JSON (review r19a #2: they were in C and nowhere priced).
  CHECK_THAT(text, Catch::Contains("  beside it     = the drives of a tier no free bay of the chassis takes, bought "
                                   "with the server:\n  seagate-exos-x20-20tb-sata = 4 x 709.91 EUR = 2,840 EUR (proxy "
                                   "price, quoted 800 USD, as of 2026-08-01") &&
                       Catch::Contains("  beside total  = 2,840 EUR for 4 drives"));
  CHECK(cost.at("external_proxy_amount") == 2840.0);
  CHECK(cost.at("proxy_ids").back() == "seagate-exos-x20-20tb-sata");
  std::string check =
      test::unwrapped(run({"check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--dataset", "50000"}).out);
  CHECK_THAT(check,
             Catch::Contains("beside it: 4 external drives, 2,840 EUR (an enclosure or NAS for them has no "
                             "price); of it 2,840 EUR proxy prices: seagate-exos-x20-20tb-sata (explain: cost)"));
  // The server's proxy share stays the server's: 280,645 EUR of 371,074, the drives not in it.
  CHECK(cost.at("proxy_amount") == 280645.0);
  CHECK_THAT(check, !Catch::Contains("broadcom-p225p, seagate-exos-x20-20tb-sata (explain: cost)"));
}

TEST_CASE("CSV gives a cluster's circuits, fabric and switches, as the table does", "[outputs][csv][cluster]") {
  // A 4-node cluster drew 27.5 kW (total_wall_w) on circuit_count 1: the node's count. The cluster
  // needs every node's feeds and the switches' (JSON cluster.circuits), which CSV now gives, with
  // the fabric, its NICs per node and the switches.
  std::vector<std::string> args = {"check", "--gpu",   "h200-nvl", "--count", "8",  "--nodes",
                                   "4",     "--model", "vit-l16",  "--res",   "224"};
  auto with = [&](const char* format) {
    std::vector<std::string> a = args;
    a.insert(a.end(), {"--format", format});
    return run(a).out;
  };
  nlohmann::json j = nlohmann::json::parse(with("json"));
  const nlohmann::json& c = j.at("configurations").at(0).at("cluster");
  auto rows = parse_csv(with("csv"), ',');
  REQUIRE(rows.size() == 2);
  auto cell = [&](const std::string& name) {
    auto at = std::find(rows[0].begin(), rows[0].end(), name);
    REQUIRE(at != rows[0].end());
    return rows[1][static_cast<std::size_t>(at - rows[0].begin())];
  };
  // The nodes' circuits (the JSON's count), then the switches' own kind and count: together its total.
  CHECK(std::stoi(cell("circuit_count")) == 4 * c.at("circuits").at("per_node").get<int>());
  CHECK(std::stoi(cell("circuit_count")) >= 4); // at least a feed a node
  CHECK(cell("switch_circuit_id") == c.at("circuits").at("switch_id").get<std::string>());
  CHECK(std::stoi(cell("circuit_count")) == c.at("circuits").at("count").get<int>());
  CHECK(std::stoi(cell("circuit_count")) + std::stoi(cell("switch_circuit_count")) ==
        c.at("circuits").at("total").get<int>());
  CHECK(cell("fabric_id") == c.at("fabric").at("id").get<std::string>());
  CHECK(std::stoi(cell("nics_per_node")) == c.at("fabric").at("nics_per_node").get<int>());
  CHECK(std::stoi(cell("switch_count")) == c.at("switches").at("count").get<int>());
  CHECK_FALSE(cell("switch_id").empty());
}

TEST_CASE("CSV counts a lone server's circuits over both feeds, as a cluster's", "[outputs][csv][power]") {
  // Review s85: 8x H200 NVL pinned to 400 V 16 A three-phase needs 2 such circuits a feed, A and B:
  // the text says "4x 400v-16a-3ph A+B (2 a feed)" and CSV said 2 (one feed's), where a cluster's
  // column counts every circuit. Now 2 a feed x 2 feeds = 4, and the default 400 V 32 A: 1 x 2 = 2.
  auto cell = [](std::vector<std::string> extra, const std::string& name) {
    std::vector<std::string> a = {"check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--format", "csv"};
    a.insert(a.end(), extra.begin(), extra.end());
    auto rows = parse_csv(run(a).out, ',');
    REQUIRE(rows.size() == 2);
    auto at = std::find(rows[0].begin(), rows[0].end(), name);
    REQUIRE(at != rows[0].end());
    return rows[1][static_cast<std::size_t>(at - rows[0].begin())];
  };
  CHECK(cell({"--circuit", "400v-16a-3ph"}, "circuit_count") == "4");
  CHECK(cell({"--circuit", "400v-16a-3ph"}, "feeds") == "2");
  CHECK(cell({}, "circuit_count") == "2");
  CHECK_THAT(run({"check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--circuit", "400v-16a-3ph"}).out,
             Catch::Contains("4x 400v-16a-3ph A+B (2 a feed)"));
}

TEST_CASE("CSV carries the storage design: RAID, growth, footage, rebuild and ingest", "[outputs][csv][storage]") {
  // Seed 002: 200 h of 1080p footage, 50 % a year for 3 years, RAID 5 bulk. Two rows with
  // --bulk-raid 5 and 10 could not be told apart in CSV (no RAID, growth, rebuild or ingest).
  // Footage: 4 Mb/s at 15 fps x (25 / 15)^0.585 = 5.39313 Mb/s x 0.45 GB per hour per Mb/s x 200 h
  // = 485.38 GB; frames as JPEG 602.87 GB x 1.5^3.
  auto row = [](const std::string& raid) {
    auto rows =
        parse_csv(run({"check", "--gpu", "a40", "--count", "4", "--cpu", "xeon-8368", "--ram-gb", "512",
                       "--video-hours", "200", "--dataset-growth", "50", "--bulk-raid", raid, "--format", "csv"})
                      .out,
                  ',');
    REQUIRE(rows.size() == 2);
    std::map<std::string, std::string> m;
    for (std::size_t i = 0; i < rows[0].size(); ++i) m[rows[0][i]] = rows[1][i];
    return m;
  };
  auto five = row("5");
  CHECK(five["bulk_raid"] == "5");
  CHECK(five["data_raid"] == "0");
  CHECK(five["video_hours"] == "200");
  CHECK(five["dataset_growth_percent"] == "50");
  CHECK(five["plan_years"] == "3");
  CHECK(five["backup_copies"] == "1");
  CHECK(std::stod(five["raw_video_tb"]) == Approx(0.4854));
  CHECK(std::stod(five["dataset_tb_planned"]) == Approx(0.6012 * 3.375).epsilon(0.001)); // 1.8 M frames x 334 kB
  CHECK(std::stod(five["bulk_rebuild_h"]) > 0);
  CHECK(std::stod(five["ingest_h"]) > 0);
  CHECK(row("10")["bulk_raid"] == "10");
  // Markdown check lists the tiers too (its legend points to them; it showed only the row), and
  // the parts with their counts (review r15: PSUs and DIMMs were named unpriced, never counted).
  Run md = run({"check", "--gpu", "a40", "--count", "4", "--cpu", "xeon-8368", "--ram-gb", "512", "--video-hours",
                "200", "--bulk-raid", "5", "--format", "markdown"});
  CHECK_THAT(md.out, Catch::Contains("**storage and network**\n\n- system: ") && Catch::Contains("\n- data: ") &&
                         Catch::Contains("\n- bulk: ") && Catch::Contains("RAID 5:") &&
                         Catch::Contains("\n- data NIC: "));
  // 512 GB of 32 GB DIMMs = 16; 4 A40 in two bridged pairs (the ring's slowest hop PCIe between
  // them): 2 x 1 bridge.
  CHECK_THAT(md.out,
             Catch::Contains("**parts**\n\n- chassis: ") && Catch::Contains("\n- GPUs: 4 x a40\n") &&
                 Catch::Contains("\n- NVLink bridges: 2 x nvlink-bridge-ampere-2slot, 2 groups of 2 cards (they speed "
                                 "a job of up to 2 GPUs, not this ring over PCIe)\n") &&
                 Catch::Contains("\n- CPUs: 2 x xeon-8368\n") && Catch::Contains("\n- PSUs: "));
  // The legend points to the list above, not to the command it is already in.
  CHECK_THAT(md.out, Catch::Contains("NVMe TB = the data tier's drives x TB each (every tier under storage above)") &&
                         !Catch::Contains("vsize check shows every tier"));
}

TEST_CASE("explain derives the lanes, the class heads and the run's fixed costs from their terms",
          "[outputs][explain]") {
  // 4 GPUs x 16 lanes + the chassis' NVMe drives 12 + no east-west NIC + the 25 GbE data NIC's 8 = 84.
  Run h200 = run({"explain", "--gpu", "h200-nvl", "--count", "4"});
  CHECK_THAT(h200.out, Catch::Contains("PCIe lanes    = 4 GPUs x 16 + NVMe drives in the chassis 12 + east-west NICs 0 "
                                       "+ data NICs 8 = 84 of the CPUs' 160\n"));
  // DeepLabV3: 80 classes x 640^2 px x 5 copies x 4 B = 655,360,000 B = 0.6554 GB an image.
  Run deeplab = run({"explain", "--gpu", "a40", "--count", "4", "--model", "deeplabv3-r101", "--cpu", "xeon-8368",
                     "--res", "640", "--classes", "80"});
  CHECK_THAT(deeplab.out,
             Catch::Contains("class heads  = 0.6554 GB/image for 80 classes") &&
                 Catch::Contains("per image = 80 classes x 640^2 px x 5 copies [semantic-logit-factor] x 4 B"));
  // Two L4s in DDP: start-up 40 s + the final validation of best.pt, one more of the epochs'
  // (2504 images on the busier rank x (8.33 + 11.4 ms) + set-up 0.65 s = 50.1 s) + the first
  // epoch's 3.1 s + DDP's 15 s = 108.2 s = 1m48s (1m51s before each dispatched op's kernel cost the
  // GPU 2 us and the YOLO efficiency refitted 0.637 -> 0.787: a faster forward).
  Run l4 = run({"explain", "--gpu", "l4", "--count", "2", "--batch", "8", "--model", "yolov8l-seg"});
  CHECK_THAT(l4.out,
             Catch::Contains("validation    = 2,504 images x (8.33 ms forward + 11.4 ms NMS and metrics) on the "
                             "busiest of 2 ranks"));
  CHECK_THAT(l4.out, Catch::Contains("run           = start-up 40 s [run-overhead-s] + final validation 50.1 s (one "
                                     "more validation) + the first epoch's extra 3.1 s + DDP spawn and NCCL set-up 15 "
                                     "s [ddp-setup-s] = 1m48s\n"));
  // timm's train.py stops after the last epoch's validation: no final validation in the run, and
  // check's set-up line names each term it has: 40 + 15 (DDP) + 3.1 = 58.1 s; the YOLOv8 run's adds
  // its final validation's 50 s (1m48s). Markdown lists the same line (review r22a F8).
  Run vit = run({"check", "--gpu", "l4", "--count", "2", "--model", "vit-b16"});
  CHECK_THAT(vit.out, Catch::Contains("58s once a run (start-up, DDP set-up, the first epoch's extra)\n"));
  CHECK_THAT(run({"check", "--gpu", "l4", "--count", "2", "--batch", "8", "--model", "yolov8l-seg"}).out,
             Catch::Contains("1m48s once a run (start-up, DDP set-up, final validation 50s, the first epoch's "
                             "extra)\n"));
  CHECK_THAT(
      run({"check", "--gpu", "l4", "--count", "2", "--batch", "8", "--model", "yolov8l-seg", "--format", "markdown"})
          .out,
      Catch::Contains("\n- set-up 1m48s once a run (start-up, DDP set-up, final validation 50s, the first epoch's "
                      "extra)\n"));
}

TEST_CASE("rejected servers in markdown and German HTML: each with its reasons, in the report's language",
          "[outputs][markdown][html]") {
  // --all over 4- and 8-GPU platforms rejects the Lenovo SR650a V4 with 4 RTX PRO 6000 SE: its
  // system PSU zone needs 3 units for 3820 W at n+1 and has 2 bays. Markdown said only "9 rejected";
  // German HTML gave the reasons in English under "Abgelehnt".
  std::vector<std::string> args = {"--all", "--gpus", "4,8", "--top", "0", "--show-rejected"};
  auto with = [&](std::vector<std::string> extra) {
    std::vector<std::string> a = args;
    a.insert(a.end(), extra.begin(), extra.end());
    return run(a).out;
  };
  std::string md = with({"--format", "markdown"});
  CHECK_THAT(md, Catch::Contains("**Rejected (9)**\n\n- **lenovo-thinksystem-sr650a-v4-4x-rtx-pro-6000-se**: "
                                 "lenovo-thinksystem-sr650a-v4's system PSU zone needs 3 units"));
  // Without --show-rejected, as the table: the count only.
  CHECK_THAT(run({"--all", "--gpus", "4,8", "--top", "0", "--format", "markdown"}).out, !Catch::Contains("**Rejected"));
  std::string html = with({"--format", "html", "--lang", "de"});
  CHECK_THAT(html, Catch::Contains("<h2>Abgelehnt (9)</h2>") &&
                       Catch::Contains("Netzteilzone system braucht 3 Einheiten") &&
                       !Catch::Contains("system PSU zone needs"));
  // The recommendation's lines are a list in markdown (as text they ran into one paragraph).
  CHECK_THAT(run({"--format", "markdown"}).out, Catch::Contains("mode ddp\n\n- why: "));
}

TEST_CASE("check's memory rows add up to the peak allocated", "[outputs][check]") {
  // 4x A40, yolo11x at 640 px, batch 26 a GPU: states 0.910 + extra 0.569 + workspace 0.258 (0.03 GB
  // fixed + 4 B x 56.9 M params = 0.2576 GB) + activations 23.21 + assigner 0.29 = 25.24 GB, the
  // peak. Without a workspace row the table summed to 24.98 against 25.24.
  std::string out = run({"check", "--gpu", "a40", "--count", "4", "--platform", "none"}).out;
  CHECK_THAT(out, Catch::Contains("  workspace             0.258 GB   cuBLAS/cuDNN workspaces") &&
                      Catch::Contains("  peak allocated        25.24 GB"));
}

TEST_CASE("explain's utilisation shows the window it was given, and that a day caps it", "[outputs][explain]") {
  // --night-hours 30 (a long weekend window): the day caps the window at 24 h, and the default goal of
  // one training a night (16.221 h on 4 L40S) keeps the server busy 16.221 / 24 = 0.676 of it. The
  // line said "night 24 h", a figure nobody typed.
  std::string x = run({"explain", "--gpu", "l40s", "--count", "4", "--night-hours", "30"}).out;
  CHECK_THAT(x, Catch::Contains("U             = min(min(night 30 h, 24 h) / 24 h, goal 1 x 16.221 h / 24 h) = 0.676 "
                                "(the hours the goal's trainings, --experiments N a night or 1 without it, keep the "
                                "server busy, at most the night's)"));
  // In a 12 h night the training outlasts the window: U = min(12 / 24, 16.221 / 24) = 0.5.
  CHECK_THAT(run({"explain", "--gpu", "l40s", "--count", "4"}).out,
             Catch::Contains("U             = min(night 12 h / 24 h, goal 1 x 16.221 h / 24 h) = 0.5 "));
}

TEST_CASE("a loader short of workers on idle cores says what --workers would give", "[outputs][check]") {
  // 4 RTX 4090 on a described 32-core 2.8 GHz host, yolo11s without a cache, --workers 2: 8 workers,
  // 14.34 ms a sample (augment 10.9 + one JPEG decode 11.2 ms/MP x 0.31 MP) at 2.3 GHz:
  // 8 x 0.85 x 1000 / 14.34 x 2.8 / 2.3 = 577 images/s against the GPUs' 871. The 4 DDP ranks hold
  // a core each, so 28 cores take 7 workers a rank: 28 x 0.85 x 1000 / 14.34 x 2.8 / 2.3 = 2020.
  // The epoch's set-up work and the first epoch's plots run on the idle cores (explain had said
  // "no idle core absorbs the plot threads" with 20 of 32 idle).
  std::vector<std::string> args = {"--platform", "none",  "--cpu-cores", "32",      "--cpu-ghz", "2.8",     "--ram-gb",
                                   "512",        "--gpu", "rtx-4090",    "--count", "4",         "--model", "yolo11s",
                                   "--dataset",  "30k",   "--cache",     "none",    "--workers", "2"};
  args.insert(args.begin(), "check");
  CHECK_THAT(test::unwrapped(run(args).out),
             Catch::Contains("note: the loader sets the pace with 2 worker(s) a rank while cores of the 32 sit idle: "
                             "--workers 7 gives it 2,020 images/s (577 now)"));
  args[0] = "explain";
  std::string x = run(args).out;
  CHECK_THAT(x, Catch::Contains("first epoch   = extra 3.1 s (its CPU work runs on cores the loader leaves idle)") &&
                    !Catch::Contains("no idle core absorbs"));
}

TEST_CASE("the ranking says why it shows more than --top a count, and echoes --no-nvlink-bridge", "[outputs][rank]") {
  // --all --top 1 at 1280 px: one row a count by time (8x H200 NVL in the ASUS, 4x in the Dell, 2x in
  // the Supermicro) plus the pick and the servers it names, none of them a count's top: the pick, 4x
  // H100 NVL in the Dell (the cheapest a day of those that finish one a night), its runner-up
  // Supermicro's 4x H200 NVL, 2x H100 NVL as fewer GPUs and 8x H100 NVL as more: 3 + 4 = 7 rows;
  // the summary said only "N shown".
  CHECK_THAT(run({"--all", "--top", "1", "--res", "1280", "--dataset", "50000"}).out,
             Catch::Contains("7 shown (the top per count, and the servers the recommendation names, at their rank "
                             "among all; --top 0 shows all)"));
  // A named server keeps its rank among all (review s75 M1: printed 4-6, they rank 35, 42, 44 by
  // power): JSON's rank is the one --top 0 gives it, and shown_because says why it is there.
  std::vector<std::string> by_power = {"--res",  "1280", "--dataset", "50000", "--all",
                                       "--gpus", "4",    "--rank-by", "power", "--json"};
  json top = json::parse(run(by_power).out).at("configurations");
  by_power.insert(by_power.end(), {"--top", "0"});
  json all = json::parse(run(by_power).out).at("configurations");
  int beyond = 0;
  for (const json& c : top) {
    const json& same = all.at(c.at("rank").get<int>() - 1);
    CHECK(same.at("id") == c.at("id"));
    CHECK(same.at("shown_because") == "top");
    beyond += c.at("shown_because") == "recommendation";
    CHECK((c.at("shown_because") == "recommendation") == (c.at("rank").get<int>() > 3));
  }
  CHECK(beyond > 0);
  CHECK_THAT(run({"--res", "1280", "--dataset", "50000", "--no-nvlink-bridge"}).out,
             Catch::Contains("every server with --no-nvlink-bridge"));
  json pins = json::parse(run({"--no-nvlink-bridge", "--json"}).out).at("search").at("host_pins");
  CHECK(pins.at("no_nvlink_bridge") == true);
  CHECK(json::parse(run({"--json"}).out).at("search").at("host_pins").at("no_nvlink_bridge") == false);
}

TEST_CASE("explain's printed terms reproduce its printed results", "[outputs][explain]") {
  // A described host (review r19a #7): 16 cores x 6.5625 W = 105 W; 128 GB of unknown DIMMs at
  // the catalog's median DDR5 W/GB, 0.1458 x 128 = 18.7 W, now with its own line; the component sum
  // printed to 0.1 W, 330 + 105 + 18.7 + 68.5 + 0 = 522.2 (it printed DIMMs 19 and 522.167).
  std::string host = run({"explain", "--gpu", "rtx-pro-4500-se", "--count", "2", "--model", "yolo11n", "--dataset",
                          "5000", "--cpu-cores", "16", "--cpu-ghz", "2.4", "--ram-gb", "128"})
                         .out;
  CHECK_THAT(host, Catch::Contains("components    = GPUs 330 + CPUs 105 + DIMMs 18.7 + drives (2 x 8.25 + 1 x 14 + 4 "
                                   "x 9.5) 68.5 + NICs (0) 0 = 522.2 W"));
  CHECK_THAT(host, Catch::Contains("DIMMs         = 128 GB installed x 0.1458 W/GB"));
  // The RAM rule reads the GPUs' memory as sold (review r19a #4): 8 x 141 GB = 1128 GB, which are
  // GiB: 1128 x 1.073741824 = 1211.2 GB in bytes.
  std::string h200 =
      test::unwrapped(run({"explain", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--dataset", "50000"}).out);
  CHECK_THAT(h200, Catch::Contains("the GPU-memory rule reads the 1,128 GB the GPUs are sold with, a buyer's sizing as "
                                   "vendors quote it, not a byte count (those GB are GiB: 1,211 GB in bytes)"));
  // Footage's frames are the source images' size without --source-mp (review r19a #9): 1080p,
  // 1920 x 1080 = 2.07 MP.
  std::string video = run({"explain", "--gpu", "rtx-pro-6000-se", "--count", "4", "--video-hours", "2000"}).out;
  CHECK_THAT(video, Catch::Contains("source        = the footage's frames (--video-res): 2.07 MP an image as stored") &&
                        !Catch::Contains("source        = --source-mp"));
}

TEST_CASE("German groups the thousands of RAM, PSU ratings and anchors as it does watts and euros", "[outputs][lang]") {
  // 8x H200 NVL at 1280 px: 24 x 96 GB = 2304 GB of RAM, 3200 W PSUs, 1280^2 x 21/1024 = 33,600
  // anchors; "3.220 W" stood beside "2400 W" and "2304 GB" on one page (review s73).
  std::string de =
      vsize::test::unwrapped(run({"check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--lang", "de"}).out);
  CHECK_THAT(de, Catch::Contains("RAM 2.304 GB = 24 x ddr5-rdimm-96gb (braucht 2.256 GB: 2x GPU-Speicher 2.256,") &&
                     Catch::Contains("8 x dell-3200w-titanium (3.200 W, n+n,") &&
                     Catch::Contains("60 Objekte pro Bild x 33.600 Anker"));
  std::string en = vsize::test::unwrapped(run({"check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280"}).out);
  CHECK_THAT(en, Catch::Contains("RAM 2,304 GB = 24 x ddr5-rdimm-96gb (needs 2,256 GB") &&
                     Catch::Contains("(3,200 W, n+n,") && Catch::Contains("60 objects per image x 33,600 anchors"));
}

TEST_CASE("German groups the thousands of fixed-point figures in every sentence, as num() does", "[outputs][lang]") {
  // Review s75 C1: "Loader 54766, Storage 274945", "4 x 6760 W Knoten", "2358,6 MB" and "globaler
  // Batch von 14336" stood a few lines below "6.760 W an der Steckdose". Every {:.Nf} figure of a
  // German sentence is now grouped; {:g} ones (options' values: --ingest-hours 12,5) are not.
  std::string de = vsize::test::unwrapped(run({"check", "--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--fabric",
                                               "ib-ndr-400", "--model", "vit-l16", "--lang", "de"})
                                              .out);
  auto has = [&de](const char* pattern) { return std::regex_search(de, std::regex(pattern)); };
  CHECK(has("Bilder/s +GPUs [1-9][0-9]?\\.[0-9]{3} \\([1-9][0-9]?\\.[0-9]{3} vor All-Reduce"));
  CHECK(has("Loader [1-9][0-9]{0,2}\\.[0-9]{3}, Datenspeicher [1-9][0-9]{0,2}\\.[0-9]{3}"));
  CHECK(has("All-Reduce +[1-9]\\.[0-9]{3},[0-9] MB pro GPU"));
  CHECK(has("Steckdosenleistung [0-9]+,[0-9] kW: 4 x [1-9]\\.[0-9]{3} W Knoten \\+ [0-9]{3} W Switches"));
  CHECK(has("\\([1-9][0-9]\\.[0-9]{3} BTU/h\\)"));
  CHECK(has("der Speicher fasst 401 Bilder je GPU, 12\\.832 insgesamt über 32 Ranks; vsize plant 256 je GPU, "
            "8\\.192 insgesamt"));
  CHECK_THAT(de, Catch::Contains("1.000 Klassen") && !Catch::Contains("Storage") && !Catch::Contains("das Fabric"));
  // English keeps its digits ungrouped.
  std::string en = vsize::test::unwrapped(run({"check", "--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--fabric",
                                               "ib-ndr-400", "--model", "vit-l16"})
                                              .out);
  CHECK(std::regex_search(en, std::regex("4 x [1-9],[0-9]{3} W nodes")));
  CHECK_THAT(en, Catch::Contains("1,000 classes"));
}

TEST_CASE("markdown escapes a '|' in a cell, so an overlay's name keeps the table's columns", "[outputs][markdown]") {
  // A reseller's GPU named "ACME | X96": its catalog list row had 6 cells under 5 headers (review s73).
  test::TempFile gpu(R"({"gpus": [{"id": "acme-x96", "name": "ACME | X96", "sources": [{"title": "ACME X96 datasheet",
    "publisher": "ACME", "url": "https://example.com/x96.pdf"}], "as_of": "2026-11-01", "memory_gb": 96,
    "memory_bandwidth_gb_per_s": 1600, "fp32_tflops": 120, "bf16_dense_tflops": 500, "fp16_dense_tflops": 500,
    "max_power_w": 600, "pcie_gen": 5, "pcie_lanes": 16, "nvlink_gb_per_s": 0, "nvlink_topology": "none",
    "nvlink_group_max": 0, "form_factor": "pcie", "slots": 2, "tier": "datacenter"}]})",
                     ".json");
  std::string md = run({"catalog", "list", "gpus", "--format", "markdown", "--catalog", gpu.path()}).out;
  auto at = md.find("| gpus | acme-x96 |");
  REQUIRE(at != std::string::npos);
  std::string row = md.substr(at, md.find('\n', at) - at);
  CHECK_THAT(row, Catch::Contains("| ACME \\| X96 |"));
  // 5 cells: 6 unescaped pipes.
  std::size_t pipes = 0;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i] == '|' && (i == 0 || row[i - 1] != '\\')) ++pipes;
  }
  CHECK(pipes == 6);
}

TEST_CASE("a cost per experiment at its own utilisation says it, where the goal's hours leave a fast server idle",
          "[outputs][money]") {
  // --experiments 2: a server's utilisation is at most the hours two trainings keep it busy. 8x H200
  // NVL trains in 13,410 s (3h43m): 2 x 13,410 s / 86,400 s = 0.3104 = 31 %, under the night's 12 h /
  // 24 h = 50 %, which the others (16h08m and longer) keep. Its 161 EUR read beside their 128 at
  // 50 % as the dearest, unmarked (review s74). The price, 371,074 EUR with parts unpriced, is a
  // lower bound and shows as 371k+, rounded down (review s87 money D5).
  Run r = run({"--res", "1280", "--dataset", "50000", "--experiments", "2"});
  std::string out = unwrapped(r.out);
  CHECK_THAT(out, Catch::Contains("371+ 161+ @31%"));
  CHECK_THAT(out, !Catch::Contains("128+ @"));
  CHECK_THAT(out, Catch::Contains("@N% beside a cost per experiment: the utilisation it assumes"));
  // Without a goal the goal is one a night (SPEC §7): 13,473 s / 86,400 s = 16 % on the 8x H200 NVL.
  CHECK_THAT(unwrapped(run({"--res", "1280", "--dataset", "50000"}).out), Catch::Contains("371+ 314+ @16%"));
  // At a --utilisation every row is at the money line's 50 %: no mark, no legend line.
  r = run({"--res", "1280", "--dataset", "50000", "--utilisation", "0.5"});
  CHECK_THAT(r.out, !Catch::Contains(" @"));
  CHECK_THAT(r.out, !Catch::Contains("@N%"));
}

TEST_CASE("an alternative says its mode where it differs, and an unpriced CPU once with the budget",
          "[outputs][money][budget]") {
  // 30 epochs of yolo11s at 1280 px on 50,000 images, --all, a budget of 60,000 EUR: the 2x H100 NVL
  // alternative runs a job a GPU (per-gpu), each 9h04m as the pick's one DDP job, so two a night;
  // an alternative with unpriced Xeons (then the 4x RTX PRO 6000 SE in an HPE DL380a) was named
  // twice, "so its cost lacks them; no price for its xeon-6737p, so it cannot be held" (review s74).
  Run r = run({"--all", "--budget", "60000", "--res", "1280", "--dataset", "50000", "--epochs", "30"});
  std::string out = unwrapped(r.out);
  CHECK_THAT(out, Catch::Contains("2 experiments per night instead of 1 (mode per-gpu), train 9h04m instead of 9h04m"));
  // An alternative priced whole is named before one whose CPUs lack a price (review s88 SE D4); where
  // the step up has only one, the DL380a's 8x H200 NVL beside a 4x H200 NVL within 200,000 EUR, it
  // says so once.
  std::string xeon = unwrapped(run({"--all", "--platform", "supermicro-as-4125gs-tnrt2,hpe-proliant-dl380a-gen12",
                                    "--gpu", "h200-nvl", "--res", "1280", "--dataset", "50000", "--budget", "200000"})
                                   .out);
  CHECK_THAT(xeon, Catch::Contains("no price for its xeon-6767p, so its cost lacks them and it cannot be held to the "
                                   "budget"));
  CHECK_THAT(xeon, !Catch::Contains("no price for its xeon-6767p, so it cannot be held"));
}

TEST_CASE("a price from undated sources says so, and the oldest price date leaves it out",
          "[outputs][money][catalog]") {
  // The L4's price is RunLocalAI's "$2,500 retail" of 2026 (no day); the catalog marks it undated, its
  // as_of the day the source was read (2026-11-30). 4 x 2500 USD / 1.1269 = 8874 EUR. The server's
  // oldest dated price stays 2026-08-01 (it had read as if the price were one of 2026-11-30).
  std::string check =
      unwrapped(run({"check", "--gpu", "l4", "--count", "4", "--res", "1280", "--dataset", "50000"}).out);
  CHECK_THAT(check, Catch::Contains("the oldest of 2026-08-01, l4 undated (read 2026-11-30), excl. VAT"));
  std::string explain =
      unwrapped(run({"explain", "--gpu", "l4", "--count", "4", "--res", "1280", "--dataset", "50000"}).out);
  CHECK_THAT(explain, Catch::Contains("l4 = 4 x 2,218.48 EUR = 8,874 EUR (street price, quoted 2500 USD, read "
                                      "2026-11-30, undated, VAT excluded)"));
  json j =
      json::parse(run({"check", "--gpu", "l4", "--count", "4", "--res", "1280", "--dataset", "50000", "--json"}).out);
  CHECK(j["configurations"][0]["cost"]["undated"] == json::array({"l4"}));
  CHECK(j["configurations"][0]["cost"]["as_of"] == "2026-08-01");
  // A dated price (the H200 NVL's) is not named.
  CHECK(json::parse(
            run({"check", "--gpu", "h200-nvl", "--count", "4", "--json"}).out)["configurations"][0]["cost"]["undated"]
            .empty());
  // The field is a boolean: anything else is a catalog error naming it.
  vsize::test::TempFile bad(R"({"schema_version": 1, "prices": [{"id": "l40s", "undated": "yes"}]})");
  Run r = run({"check", "--gpu", "l40s", "--count", "4", "--catalog", bad.path()});
  CHECK(r.code == 1);
  CHECK_THAT(r.err, Catch::Contains("prices 'l40s': undated: must be true or false"));
}

TEST_CASE("by cost, the order counts the drives beside a server, as the budget does", "[outputs][money][budget]") {
  // The 8x L4 in a Dell XE7745 is 52,141 EUR with 2,840 EUR of external drives beside it: 54,981 EUR
  // paid, more than the 2x RTX PRO 6000 SE Gigabyte G494's 53,763 EUR with none (review s74: it had
  // ranked first on its own price, and --budget 54,000 would have refused it).
  json j = json::parse(
      run({"--res", "1280", "--dataset", "50000", "--all", "--rank-by", "cost", "--top", "0", "--json"}).out);
  int l4 = 0, gigabyte = 0;
  for (const auto& c : j["configurations"]) {
    if (c["id"] == "dell-poweredge-xe7745-8x-l4") {
      l4 = c["rank"].get<int>();
      CHECK(c["cost"]["amount"].get<double>() + c["cost"]["external_amount"].get<double>() == 54981.0);
    }
    if (c["id"] == "gigabyte-g494-zb4-aap2-2x-rtx-pro-6000-se") {
      gigabyte = c["rank"].get<int>();
      CHECK(c["cost"]["amount"].get<double>() == 53763.0);
      CHECK(c["cost"]["external_amount"].is_null());
    }
  }
  REQUIRE(l4 > 0);
  REQUIRE(gigabyte > 0);
  CHECK(gigabyte < l4);
  std::string table = run({"--res", "1280", "--dataset", "50000", "--all", "--rank-by", "cost", "--top", "0"}).out;
  CHECK_THAT(table, Catch::Contains("by cost: the order counts the drives beside a server"));
}

TEST_CASE("explain gives every figure a self-check needs: today's drives, the dispatch, L2, the per-epoch bases",
          "[outputs][explain][review79]") {
  // Review s79 F2: the growth's 7,042 EUR came from drives explain never priced. Today's tiers: 1
  // kioxia-cm7-r-7.68tb at 2918 USD / 1.1269 = 2589.40 EUR and 4 Exos X20 at 800 / 1.1269 = 709.91
  // EUR (4 x 709.91 = 2840): 2589 + 2840 = 5429; the plan's drives 12471 - 5429 = 7042.
  const std::string growth = unwrapped(run({"explain", "--server", "vision-8x-rtx-pro-4500-se", "--video-hours", "2000",
                                            "--dataset-growth", "50", "--plan-years", "3"})
                                           .out);
  CHECK_THAT(growth, Catch::Contains("growth = the plan's data and bulk drives 12,471 - those today's contents take "
                                     "5,429 = 7,042 EUR") &&
                         Catch::Contains("today: kioxia-cm7-r-7.68tb = 1 x 2,589.40 EUR = 2,589 EUR") &&
                         Catch::Contains("today: seagate-exos-x20-20tb-sata = 4 x 709.91 EUR = 2,840 EUR"));
  // F5: RT-DETR-L's dispatch, 154 ms, is its terms: the family's 143 ms + the matcher's copy 1.31 ms
  // + its assignments 9.78 ms = 154.09 ms. F6: the L40S's 44.07 GiB is derived from the L4's
  // reading, not PyTorch's on this card. F11: (2 x 350 + 2 x 225) x 1.15 = 1322.5 W, rounded as
  // check's table rounds it, 1323 W, in both.
  const std::string l40s = unwrapped(run({"explain", "--gpu", "l40s", "--count", "2", "--model", "rtdetr-l"}).out);
  CHECK_THAT(l40s, Catch::Contains("dispatch = step overhead 143 ms [ultralytics-rtdetr] + matcher's copy 1.31 ms + "
                                   "matcher's assignments 9.78 ms = 154 ms on a 3 GHz core") &&
                       Catch::Contains("capacity = 44.07 GiB, what PyTorch would report as the catalog derives it") &&
                       Catch::Contains("seed method 1,323 W") && Catch::Contains("x (1 + 0.15) = 1,323 W") &&
                       !Catch::Contains("1322 W"));
  // F8: yolo11x-seg at 1280 px, batch 3 on an RTX PRO 4500 SE (48 MB of L2 usable): the strides 16
  // and 32 fit whole (41.9 and 13.4 MB), the input (56.2 MB) by log2(96 / 56.2) = 0.77, the rest
  // not: 0.0025 x 0.77 + 0.1924 + 0.0604 = 0.2547. F9: the YOLO family's bases, 1 s and 0.8 s at
  // 3 GHz, / 2.2 x clock 3/3.25: 0.42 s and 0.336 s. F13: the memory band names its ends.
  const std::string seg = unwrapped(run({"explain", "--gpu", "rtx-pro-4500-se", "--count", "2", "--model",
                                         "yolo11x-seg", "--res", "1280", "--dataset", "5000", "--cache", "none"})
                                        .out);
  CHECK_THAT(seg, Catch::Contains("1/3: 56.2 MiB, 0.0025 x 0.77;") &&
                      Catch::Contains("16/571.4: 41.9 MiB, 0.1924 x 1.00;") &&
                      Catch::Contains("32/734.4: 13.4 MiB, 0.0604 x 1.00 = 0.2547") &&
                      Catch::Contains("highest +19.6 % .. lowest -34.5 %"));
  const std::string h200 = unwrapped(run({"explain", "--gpu", "h200-nvl", "--count", "4"}).out);
  CHECK_THAT(h200, Catch::Contains("(validation set-up 1 s [ultralytics-yolo] and other work 0.8 s [ultralytics-yolo] "
                                   "at 3 GHz, / 2.2 x clock 0.92 = 0.42 s and 0.336 s)"));
  // F1: the U line says which hours train. Without --experiments the goal is one a night (SPEC §7,
  // review s87 D1; it had been every night's 12 h): 4.268 h / 24 h = 0.178.
  CHECK_THAT(h200, Catch::Contains("U = min(night 12 h / 24 h, goal 1 x 4.268 h / 24 h) = 0.178 (the hours the "
                                   "goal's trainings, --experiments N a night or 1 without it, keep the server busy, "
                                   "at most the night's)"));
  // F12: the circuit's V x A are VA; 24 DIMMs of 48 GB hold 1152 GiB = 1152 x 1.073741824 = 1237 GB.
  CHECK_THAT(h200, Catch::Contains("(volts x amps are VA, taken as W: power factor 1;") &&
                       Catch::Contains("a DIMM's GB are GiB (1,237 GB in bytes)"));
}

TEST_CASE("the review-79 lines in German, and the note of a GPU whose matmul share is not its own",
          "[outputs][explain][findings][review79]") {
  // The payback line had no German (review s79 C1), and the L2 groups kept decimal points.
  const std::string de = unwrapped(run({"explain", "--gpu", "rtx-pro-4500-se", "--count", "2", "--model", "yolo11x-seg",
                                        "--res", "1280", "--dataset", "5000", "--cache", "none", "--lang", "de"})
                                       .out);
  CHECK_THAT(de, Catch::Contains("Break-even = nie bei dieser Auslastung") && !Catch::Contains("never at this use") &&
                     Catch::Contains("32/734,4: 13,4 MiB, 0,0604 x 1,00 = 0,2547"));
  // The note names whose share a GPU borrows, and the DRAM rate where it has no copy share either:
  // the H200 NVL takes the H200 SXM's share and has a copy share of its own; the A10 takes the RTX
  // A6000's and has none; the RTX PRO 6000 SE measured both, so it hears nothing.
  auto note = [](const char* gpu) {
    const auto j = nlohmann::json::parse(run({"check", "--gpu", gpu, "--count", "2", "--json"}).out);
    for (const auto& f : j["configurations"][0]["findings"]) {
      if (f["code"] == "gpu-speed-unmeasured") return f["message"].get<std::string>();
    }
    return std::string();
  };
  CHECK(note("h200-nvl") == "h200-nvl has no matmul measurement of its own (the h200-sxm's share): its time, and the "
                            "band around it, rest on other GPUs' measurements (docs/models.md, M3)");
  CHECK_THAT(note("a10"), Catch::Contains("(the rtx-a6000's share; DRAM at the typical share)"));
  CHECK(note("rtx-pro-6000-se").empty());
  // A GPU overlay without a share of its own or a sibling's takes the typical one, and says so.
  test::TempFile lone(R"({"gpus": [{"id": "a10", "matmul_fraction_from": ""}]})");
  const auto j =
      nlohmann::json::parse(run({"--catalog", lone.path(), "check", "--gpu", "a10", "--count", "2", "--json"}).out);
  bool typical = false;
  for (const auto& f : j["configurations"][0]["findings"]) {
    typical = typical || (f["code"] == "gpu-speed-unmeasured" &&
                          f["message"].get<std::string>().find("(a typical share; DRAM") != std::string::npos);
  }
  CHECK(typical);
  // Past the capacity nvidia-smi shows nothing of the kind: the run stops first (review s79 C6).
  // 23.06 GB at the fused-attention count (6.375 GB an image); on PyTorch's math attention path an
  // image keeps 8.687 GB + its FP32 softmax 6.016 GB = 14.703 GB, 8.328 GB more, x 1.1 (the
  // allocator's need) = 9.16 GB: 32.22 GB / 2^30 = 30.0 GiB against the T4's 14.75 GiB usable.
  CHECK_THAT(unwrapped(run({"check", "--gpu", "t4", "--count", "1", "--model", "sam-vit-h"}).out),
             Catch::Contains("(the run would need 30.0 GiB; 14.8 GiB usable;"));
  // usable_memory_derived says how usable_memory_gib was found: without that figure it is an error.
  test::TempFile bad(R"({"gpus": [{"id": "rtx-pro-6000-se", "usable_memory_derived": true}]})");
  Run r = run({"--catalog", bad.path(), "check", "--gpu", "rtx-pro-6000-se", "--count", "2"});
  CHECK(r.code == 1);
  CHECK_THAT(r.err, Catch::Contains("usable_memory_derived") && Catch::Contains("give usable_memory_gib beside it"));
}

TEST_CASE("explain's dispatch line adds up to the step's dispatch, whatever terms a model has", "[outputs][explain]") {
  // The line lists the model's terms a second time (review s79 C12): a term the model gains and the
  // line misses would leave a sum short of its total. Terms print to 3 figures: within 1 %.
  const std::vector<std::vector<std::string>> cases = {
      {"--model", "yolo26x-seg", "--optimizer", "musgd"}, // overhead + MuSGD + mask loop + branches
      {"--model", "rtdetr-l", "--optimizer", "musgd"}, // overhead + MuSGD + matcher's copy + assignments
      {"--model", "maskrcnn-r50-fpn"},
      {"--model", "vit-l16", "--res", "224"},
      {}};
  const std::regex term(R"(([0-9.]+) ms)");
  for (const auto& extra : cases) {
    std::vector<std::string> args = {"explain", "--gpu", "h200-nvl", "--count", "4"};
    args.insert(args.end(), extra.begin(), extra.end());
    const std::string out = run(args).out;
    const auto at = out.find("dispatch      = ");
    REQUIRE(at != std::string::npos);
    const std::string line = out.substr(at, out.find('\n', at) - at);
    std::vector<double> ms;
    for (std::sregex_iterator it(line.begin(), line.end(), term), end; it != end; ++it) {
      ms.push_back(std::stod((*it)[1]));
    }
    REQUIRE(ms.size() >= 2);
    const double total = ms.back();
    ms.pop_back();
    INFO(line);
    CHECK(std::accumulate(ms.begin(), ms.end(), 0.0) == Approx(total).epsilon(0.01));
  }
}

TEST_CASE("review s81: the restore rate in German, and an HTML check that fits but trains none a night",
          "[outputs][html][review81]") {
  // The data tier's restore from the bulk tier had its rate with a decimal point in German,
  // "38s mit 0.57 GB/s", a few lines above the NIC's "mit 0,57 GB/s".
  const std::string de = unwrapped(run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--lang", "de"}).out);
  CHECK_THAT(de, Catch::Contains("Bulk-Speicher-Ebene: 38s mit 0,57 GB/s") && !Catch::Contains("0.57 GB/s"));
  // The 4x RTX PRO 6000 SE fits the default workload but trains it in 12h01m at 80 % confidence,
  // past the 12 h night: the box is amber (class miss) and says so, not a green "fits" alone.
  const std::string html = run({"check", "--gpu", "rtx-pro-6000-se", "--count", "4", "--format", "html"}).out;
  CHECK_THAT(html, Catch::Contains("<div class=\"pick miss\" id=\"recommendation\"><div class=\"name\">"
                                   "vision-4x-rtx-pro-6000-se: fits; 0 experiments per 12 h night at 80 % confidence"));
  // The check's HTML gives the text's memory and time blocks: the step, the bands, the batch to pass
  // the trainer (review s81 H5: it had none of them).
  CHECK_THAT(html, Catch::Contains("<h3>Memory per GPU</h3>") && Catch::Contains("<h3>Time</h3>") &&
                       Catch::Contains("-&gt; Ultralytics batch=236") &&
                       Catch::Contains("  step               0.650 s"));
  // The ranking's HTML says what its columns mean, as the text does under its table (review s81 H6).
  const std::string ranked = run({"--format", "html"}).out;
  CHECK_THAT(ranked, Catch::Contains("<p class=\"meta\">columns: server = the vendor's line-up server") &&
                         Catch::Contains("cost: the server's price (≥ or +: some parts have no price"));
  // In the HTML table's own columns: it has a host column and no NVMe TB one (review s84 C4), and
  // the German points to the money line by its label, Finanzen.
  CHECK_THAT(ranked, Catch::Contains("host = the CPUs") && !Catch::Contains("NVMe TB"));
  CHECK_THAT(run({"--format", "html", "--lang", "de"}).out,
             Catch::Contains("Energie (siehe Zeile Finanzen oben)") && !Catch::Contains("Geldzeile"));
  // The 8x H200 NVL trains 4 a night: green, "fits" alone.
  const std::string nvl = run({"check", "--gpu", "h200-nvl", "--count", "8", "--format", "html"}).out;
  CHECK_THAT(nvl, Catch::Contains("<div class=\"pick\" id=\"recommendation\"><div class=\"name\">vision-8x-h200-nvl: "
                                  "fits</div>"));
}

TEST_CASE("stop 82: explain tags a model's own AMP ratio, and the HTML's Sources name records and fold their notes",
          "[outputs][explain][html]") {
  // Mask R-CNN's own FP32/AMP ratio, 1.107, in M1's FP32 line with the model's id; in AMP, M3's
  // traffic takes M1's activations x 1.107 / 1.6 = 0.6919 (the catalog's ratio, as fitted).
  const std::string amp =
      unwrapped(run({"explain", "--gpu", "a100-40gb-sxm", "--count", "8", "--model", "maskrcnn-r50-fpn"}).out);
  CHECK_THAT(amp, Catch::Contains("kept = M1's activations 1.3921 GB x 0.6919: AMP's bytes at the catalog's ratio"));
  const std::string fp32 = unwrapped(
      run({"explain", "--gpu", "a100-40gb-sxm", "--count", "8", "--model", "maskrcnn-r50-fpn", "--amp", "fp32"}).out);
  CHECK_THAT(fp32, Catch::Contains("x 1.107 (precision [maskrcnn-r50-fpn]) x batch") &&
                       !Catch::Contains("kept = M1's activations"));
  // YOLO keeps the catalog's 1.6, untagged, and its traffic is M1's activations.
  const std::string yolo = unwrapped(run({"explain", "--gpu", "a100-40gb-sxm", "--count", "8", "--amp", "fp32"}).out);
  CHECK_THAT(yolo, Catch::Contains("x 1.6 (precision) x batch") && !Catch::Contains("kept = M1's activations"));
  // Sources (review s81 H7): a record by its name with its id, a price by its part's name, what was
  // taken from each document folded into a closed <details>.
  const std::string html = run({"--format", "html"}).out;
  const std::string sources = html.substr(html.find("<h2>Sources</h2>"));
  CHECK_THAT(sources, Catch::Contains("<b>price of NVIDIA H200 NVL</b> [h200-nvl]: ") &&
                          Catch::Contains("<b>AMD EPYC 9555</b> [epyc-9555]: ") &&
                          Catch::Contains("<details><summary>what was taken</summary>"));
  // Outside the folds no catalog note shows (a "null" of a field the research did not find).
  // (A loop, not std::regex: its recursion overflows the stack on 100 kB under ASan.)
  std::string shown;
  for (std::size_t at = 0; at < sources.size();) {
    std::size_t open = sources.find("<details>", at);
    shown += sources.substr(at, open == std::string::npos ? std::string::npos : open - at);
    std::size_t close = open == std::string::npos ? open : sources.find("</details>", open);
    at = close == std::string::npos ? sources.size() : close + std::string("</details>").size();
  }
  CHECK_THAT(sources, Catch::Contains("memory_mt_s_2dpc null"));
  CHECK_THAT(shown, !Catch::Contains("null"));
  // Footage's frames to the hundredth (review s81 H14): 1080p is 1,920 x 1,080 = 2.0736 MP, "2.07".
  CHECK_THAT(unwrapped(run({"--video-hours", "200"}).out),
             Catch::Contains("source images 2.07 MP (the footage's frames)") && !Catch::Contains("2.0736 MP"));
}

TEST_CASE("German notes point to explain's sections by their German names", "[outputs][lang]") {
  // Review s85 (German B9): "(explain: cost)" and "(explain: M5 cores)" named sections that German
  // explain calls "Preis" and, in M5, "Kerne".
  const std::string de = unwrapped(run({"--res", "1280", "--dataset", "50000", "--lang", "de"}).out);
  CHECK_THAT(de, Catch::Contains("(explain: Preis)") && !Catch::Contains("(explain: cost)") &&
                     Catch::Contains("(explain: M5 Kerne)") && !Catch::Contains("M5 cores"));
  CHECK_THAT(run({"explain", "--gpu", "h200-nvl", "--count", "8", "--lang", "de"}).out,
             Catch::Contains("\n== Preis ==\n") && Catch::Contains("\n  Kerne         = "));
}
