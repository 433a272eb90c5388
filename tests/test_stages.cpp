// The shape of an evaluation: findings as codes (every code worded once), the typed table of
// assumptions (loading and validation), and explain, check and JSON reading the same plans so
// that an assumption changed by an overlay moves all three together.
#include "cli_helpers.hpp"
#include "helpers.hpp"

#include "vsize/assumptions.hpp"
#include "vsize/cache_choice.hpp"
#include "vsize/error.hpp"
#include "vsize/report.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fmt/format.h>

#include <set>

using namespace vsize;
using nlohmann::json;

namespace {

// The embedded catalog with one assumption's value replaced, as an overlay file's text.
std::string assumption_overlay(const std::string& id, double value) {
  const Assumption& a = test::catalog().assumption_record(id);
  json rec = json::parse(a.raw_json.begin(), a.raw_json.end());
  rec["value"] = value;
  return json{{"assumptions", json::array({rec})}}.dump();
}

} // namespace

TEST_CASE("findings: every code has one row, a unique id and a sentence", "[findings]") {
  Workload w;
  Evaluation e = test::check(w, "rtx-pro-6000-se", 4, "epyc-9355");
  std::set<std::string> ids;
  // The table lists every code of FindingCode in its order, through the last one.
  REQUIRE(finding_infos().back().code == FindingCode::training_past_life);
  for (std::size_t i = 0; i < finding_infos().size(); ++i) {
    auto code = static_cast<FindingCode>(i);
    const FindingInfo& info = finding_info(code);
    CHECK(info.code == code);
    CHECK(ids.insert(info.id).second);
    Finding f{code, "part-id", {}, 0};
    std::set<Fig> names;
    for (std::size_t k = 0; k < info.figure_count; ++k) {
      CHECK(names.insert(info.figure_names[k]).second); // each figure named once
      f.figures[f.figure_count++] = {info.figure_names[k], double(k + 1)};
    }
    std::string text = finding_text(f, e, w);
    CHECK_FALSE(text.empty());
    CHECK(text != info.id); // worded, not the fallback
  }
}

TEST_CASE("findings: a configuration that fits has no reason, the JSON carries codes and sentences", "[findings]") {
  Workload w;
  w.res_px = 1280;
  w.dataset_images = 50000;
  Evaluation e = test::check(w, "h100-nvl", 8);
  CHECK(e.fits);
  CHECK(test::codes(e, Severity::reason).empty());
  // 50,000 x 1280^2 x 3 B = 245.76 GB per copy x 8 ranks = 1966 GB: a RAM cache would set the RAM
  // (2 x 8 x 94 GB = 1504 GB by the GPU-memory rule): 2,281 GB needed, 24 x 96 GB = 2,304 GB; a
  // cache on disk trains no slower, and neither does none (the GPUs set the pace), so vsize plans
  // no cache and 1,536 GB (24 x 64 GB), and says what the disk cache would have taken.
  CHECK(e.data.cache == CacheMode::none);
  REQUIRE(e.host.ram);
  CHECK(e.host.ram->total_gb == 1536);
  const Finding* cache = test::finding(e, FindingCode::cache_none_by_default);
  REQUIRE(cache);
  // (50,000 + 5,000 validation) x 1280 x 960 x 3 B (the images as stored, 4:3) = 202.75 GB of .npy.
  CHECK((*cache)[Fig::cache_gb] == Approx(55000.0 * 1280 * 960 * 3 / 1e9).epsilon(0.001));
  CHECK((*cache)[Fig::train_s] <= (*cache)[Fig::train_s_disk_cache] * 1.001);
  json j = evaluation_json(e, w, 1);
  REQUIRE(j["findings"].size() == e.findings.size());
  // The H100 NVL borrows its matmul share and has no copy share: that note comes first.
  REQUIRE(j["findings"].size() == 2);
  CHECK(j["findings"][0]["code"] == "gpu-speed-unmeasured");
  CHECK(j["findings"][1]["code"] == "cache-none-by-default");
  CHECK(j["findings"][1]["severity"] == "warning");
  CHECK(j["findings"][1]["figures"]["cache_gb"].get<double>() == Approx(202.752).margin(0.001));
  CHECK(j["warnings"][1] == j["findings"][1]["message"]);
}

TEST_CASE("cache choice: where the DIMMs have no price, the smaller RAM decides", "[findings]") {
  // A CPU overlay with DDR4 leaves the DIMMs unpriced, so the RAM cache's 384 GB and the disk
  // cache's 96 GB price the same (the drives alone): the disk cache, which trains as fast, is
  // the cheaper server, not a tie the RAM cache wins.
  auto plan = [](double ram_gb, double train_s) {
    Evaluation e;
    e.fits = true;
    e.host.ram = DimmPopulation{nullptr, 4, 1, ram_gb, 2933, 0, false};
    e.cost.amount = 6474;
    e.schedule.train_s = train_s;
    return e;
  };
  Evaluation chosen = choose_cache(plan(384, 52046), plan(96, 51993));
  REQUIRE(chosen.host.ram);
  CHECK(chosen.host.ram->total_gb == 96);
  CHECK(test::finding(chosen, FindingCode::cache_disk_by_default));
  // Priced and different, the price decides: the RAM cache's server is cheaper here.
  Evaluation ram = plan(384, 52046);
  ram.cost.amount = 6000;
  CHECK(choose_cache(ram, plan(96, 51993)).host.ram->total_gb == 384);
}

TEST_CASE("assumptions: the typed table covers the catalog and loads every constant", "[assumptions]") {
  const Catalog& cat = test::catalog();
  CHECK(assumption_fields().size() == cat.assumptions.size());
  CHECK(assumption_problems(cat, "embedded").empty());
  Assumptions a = Assumptions::from(cat);
  CHECK(a[K::backward_factor] == 3.0);
  CHECK(a.count(K::min_cores_per_gpu) == 6); // a count, an integer
  CHECK(a[K::pcie_efficiency] == 0.88);
  CHECK(std::string(assumption_id(K::ddp_bucket_mb)) == "ddp-bucket-mb");
  CHECK(std::string(assumption_id(K::north_south_nics)) == "north-south-nics");
  // The table is indexed by K: every row's key is its position.
  for (std::size_t i = 0; i < assumption_fields().size(); ++i) {
    CHECK(static_cast<std::size_t>(assumption_fields()[i].key) == i);
  }
}

TEST_CASE("assumptions: missing, unknown, wrong unit, out of range and fractional counts are catalog errors",
          "[assumptions]") {
  Catalog cat = test::catalog();
  auto set = [&](const std::string& id, auto change) {
    Catalog c = cat;
    for (auto& a : c.assumptions) {
      if (a.id == id) {
        change(a);
      }
    }
    return assumption_problems(c, "t");
  };
  auto one = [](const std::vector<std::string>& v) {
    REQUIRE(v.size() == 1);
    return v.front();
  };
  CHECK(one(set("min-cores-per-gpu", [](Assumption& a) { a.value = 6.5; })) ==
        "t: assumptions 'min-cores-per-gpu': value: must be a whole number of cores (got 6.5)");
  CHECK(one(set("backward-factor", [](Assumption& a) { a.value = 0.5; })) ==
        "t: assumptions 'backward-factor': value: must be from 1 to 10 (got 0.5)");
  CHECK(one(set("workspace-gb", [](Assumption& a) { a.unit = "GiB"; })) ==
        "t: assumptions 'workspace-gb': unit: must be \"GB\" (got \"GiB\")");
  auto renamed = set("backward-factor", [](Assumption& a) { a.id = "backwards-factor"; });
  REQUIRE(renamed.size() == 2); // the real one is missing, the typo is unknown
  CHECK_THAT(renamed[0], Catch::StartsWith("t: assumptions 'backward-factor': missing"));
  CHECK_THAT(renamed[1], Catch::Contains("'backwards-factor': unknown assumption (no model reads it); did you mean "
                                         "'backward-factor'?"));
  Catalog missing = cat;
  missing.assumptions.pop_back();
  CHECK_THROWS_AS(Assumptions::from(missing), CatalogError);
}

TEST_CASE("an assumption changed by an overlay moves explain, check and JSON together", "[assumptions][cli]") {
  const std::vector<std::string> args = {"--gpu", "rtx-pro-6000-se", "--count", "4", "--cpu", "epyc-9355"};
  auto with = [&](const std::string& cmd, const std::string* overlay, std::vector<std::string> extra = {}) {
    std::vector<std::string> a = {cmd};
    a.insert(a.end(), args.begin(), args.end());
    a.insert(a.end(), extra.begin(), extra.end());
    if (overlay) {
      a.insert(a.end(), {"--catalog", *overlay});
    }
    return test::run(a);
  };
  test::TempFile backward(assumption_overlay("backward-factor", 2.0));
  test::Run explain3 = with("explain", nullptr);
  test::Run explain2 = with("explain", &backward.path());
  test::Run json2 = with("check", &backward.path(), {"--format", "json"});
  test::Run check2 = with("check", &backward.path());
  REQUIRE(explain2.code == 0);
  REQUIRE(json2.code == 0);
  // Training FLOPs: 194.9 GFLOPs x 2 = 389.80 (not x 3 = 584.70).
  CHECK_THAT(explain3.out, Catch::Contains("x 3 (forward + backward) = 584.70 GFLOPs per image"));
  CHECK_THAT(explain2.out, Catch::Contains("x 2 (forward + backward) = 389.80 GFLOPs per image"));
  // The backward pass the all-reduce hides behind is half the compute at factor 2, two thirds at
  // 3: the explain line shows what the comm stage used.
  json j = json::parse(json2.out)["configurations"][0];
  double step_s = j["time"]["step_s"];
  CHECK_THAT(check2.out, Catch::Contains(fmt::format("step               {:.3f} s", step_s)));
  CHECK_THAT(explain2.out, Catch::Contains(fmt::format("step               {:.3f} s", step_s)));
  CHECK(explain2.out.find("backward 374.1 ms") == std::string::npos);
  // A host constant: the report states the figure the host stage used.
  test::TempFile cores(assumption_overlay("min-cores-per-gpu", 8));
  test::Run check8 = with("check", &cores.path());
  CHECK_THAT(check8.out, Catch::Contains(">= 8/GPU"));
  test::TempFile ratio(assumption_overlay("ram-to-gpu-memory-ratio", 3));
  test::Run check_ratio = with("check", &ratio.path());
  CHECK_THAT(check_ratio.out, Catch::Contains("3x GPU memory 1,152")); // 3 x 4 x 96 GB
}

TEST_CASE("explain cites exactly the constants the stages read", "[assumptions][explain]") {
  // AdamW moves 28 B per parameter in its step (optimizer-bytes-adamw); SGD's figure is not read.
  Workload w;
  Evaluation adamw = test::check(w, "rtx-pro-6000-se", 4, "epyc-9355");
  CHECK(adamw.constants.test(static_cast<std::size_t>(K::optimizer_bytes_adamw)));
  CHECK_FALSE(adamw.constants.test(static_cast<std::size_t>(K::optimizer_bytes_sgd)));
  w.optimizer = Optimizer::sgd;
  Evaluation sgd = test::check(w, "rtx-pro-6000-se", 4, "epyc-9355");
  CHECK(sgd.constants.test(static_cast<std::size_t>(K::optimizer_bytes_sgd)));
  CHECK_FALSE(sgd.constants.test(static_cast<std::size_t>(K::optimizer_bytes_adamw)));
  // One GPU: no all-reduce, so no link efficiency and no DDP set-up are read.
  Evaluation one = test::check(Workload{}, "rtx-pro-6000-se", 1, "epyc-9355");
  CHECK_FALSE(one.constants.test(static_cast<std::size_t>(K::pcie_efficiency)));
  CHECK_FALSE(one.constants.test(static_cast<std::size_t>(K::ddp_setup_s)));
  CHECK(adamw.constants.test(static_cast<std::size_t>(K::pcie_efficiency)));
  // The sources explain lists are those: the AdamW run cites the AdamW figure, not SGD's.
  std::string text = test::run({"explain", "--gpu", "rtx-pro-6000-se", "--count", "4"}).out;
  CHECK_THAT(text, Catch::Contains("[optimizer-bytes-adamw]"));
  CHECK_THAT(text, !Catch::Contains("[optimizer-bytes-sgd]"));
}
