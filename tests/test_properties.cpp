// Properties a user relies on, over random workloads on every model and GPU (Catch2 GENERATE
// with a fixed seed: the same draws on every run, `--rng-seed` to explore others):
//  - exit 0 or 3 only, 0 exactly when it fits; complete JSON with finite figures;
//  - JSON, CSV and table say the same; check gives the figures of the ranking's row;
//  - durations consistent (train >= epochs x epoch, the band holds the prediction, the slow end
//    never finishes more experiments than the prediction);
//  - memory grows with resolution and batch, the automatic batch shrinks with resolution;
//  - a configuration that fits has positive rates, PSUs and a circuit.
#include "cli_helpers.hpp"
#include "helpers.hpp"
#include "json_checks.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <regex>
#include <sstream>

using namespace vsize;
using nlohmann::json;
using vsize::test::catalog;
using vsize::test::run;
using vsize::test::Run;

namespace {

template <class T>
const T& pick(std::mt19937& rng, const std::vector<T>& v) {
  return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
}

// A random workload as command-line options: any model, 32-2560 px, 1 to 10^7 images (log-
// uniform), 1-300 epochs, automatic, fractional or global batch, every precision, an optimizer
// the trainer offers (SGD or AdamW), and cache.
std::vector<std::string> random_workload(std::mt19937& rng) {
  std::vector<std::string> ids;
  for (const auto& m : catalog().models) ids.push_back(m.id);
  int res = 32 * std::uniform_int_distribution<int>(1, 80)(rng);
  auto images = static_cast<long long>(std::pow(10.0, std::uniform_real_distribution<double>(0, 7)(rng)));
  std::vector<std::string> batches = {"-1", "0.5", "0.9",
                                      std::to_string(std::uniform_int_distribution<int>(1, 512)(rng))};
  std::string model = pick(rng, ids);
  // An optimizer the model's trainer offers (another is a usage error, tested with MuSGD in tests/test_time_model.cpp).
  std::vector<std::string> optimizers;
  for (const auto& spelled : test::shipped().family(test::shipped().model(model).family).optimizers) {
    if (spelled != "MuSGD") optimizers.emplace_back(to_string(*parse_enum<Optimizer>(spelled)));
  }
  if (optimizers.empty()) optimizers = {"sgd", "adamw"};
  return {"--model",     model,
          "--res",       std::to_string(res),
          "--dataset",   std::to_string(std::max(1LL, images)),
          "--epochs",    std::to_string(std::uniform_int_distribution<int>(1, 300)(rng)),
          "--batch",     pick(rng, batches),
          "--amp",       pick(rng, std::vector<std::string>{"fp16", "bf16", "fp32"}),
          "--optimizer", pick(rng, optimizers),
          "--cache",     pick(rng, std::vector<std::string>{"ram", "disk", "none"})};
}

std::vector<std::string> concat(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::string describe(const std::vector<std::string>& args) { return fmt::format("vsize {}", fmt::join(args, " ")); }

// The second CSV line's field named `column`.
std::string csv_field(const std::string& csv, const std::string& column) {
  std::istringstream in(csv);
  std::string header, row;
  std::getline(in, header);
  std::getline(in, row);
  auto split = [](const std::string& s) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string f;
    while (std::getline(ss, f, ',')) out.push_back(f);
    return out;
  };
  auto h = split(header), r = split(row);
  auto it = std::find(h.begin(), h.end(), column);
  REQUIRE(it != h.end());
  auto i = static_cast<std::size_t>(it - h.begin());
  return i < r.size() ? r[i] : "";
}

void check_durations(const json& t, int epochs) {
  double epoch_s = t.at("epoch_s"), train_s = t.at("train_s");
  // train = run overheads + the epochs with mosaic x epoch + the last close_mosaic epochs x
  // theirs (shorter where the loader or the loader in series with the step, --workers 0, sets
  // the pace); epoch figures are rounded to 0.1 s, train_s to 1 s.
  const int closed = t.at("close_mosaic_epochs").get<int>();
  const double no_mosaic_epoch_s = t.at("no_mosaic_epoch_s");
  CHECK(no_mosaic_epoch_s <= epoch_s + 0.1);
  CHECK(train_s + 1 >= (epochs - closed) * (epoch_s - 0.05) + closed * (no_mosaic_epoch_s - 0.05));
  CHECK(t.at("train_s_range")[0].get<double>() <= train_s + 1);
  CHECK(t.at("train_s_range")[1].get<double>() + 1 >= train_s);
  CHECK(t.at("epoch_s_range")[0].get<double>() <= epoch_s + 0.1);
  CHECK(t.at("epoch_s_range")[1].get<double>() + 0.1 >= epoch_s);
  CHECK(t.at("experiments_per_night").get<long long>() <= t.at("experiments_per_night_expected").get<long long>());
}

void check_fitting_configuration(const json& c) {
  const json& t = c.at("time");
  CHECK(t.at("images_per_s").get<double>() > 0);
  CHECK(t.at("epoch_s").get<double>() > 0);
  CHECK(c.at("memory").at("batch_per_gpu").get<int>() >= 1);
  REQUIRE_FALSE(c.at("power").at("circuit").is_null());
  CHECK(c.at("power").at("circuit").at("count").get<long long>() >= 1);
  CHECK(c.at("power").at("wall_w").get<double>() > 0);
  if (!c.at("psu").is_null()) {
    CHECK(c.at("psu").at("count").get<int>() >= 1);
  }
}

} // namespace

// Under the sanitizers a third of the samples (20 s of the sanitized run for 150); Release takes all.
#ifdef VSIZE_TEST_SANITIZED
constexpr std::size_t k_random_checks = 50;
#else
constexpr std::size_t k_random_checks = 150;
#endif

TEST_CASE("properties of check over random workloads, models and GPUs", "[properties]") {
  auto seed = GENERATE(take(k_random_checks, random(0, 1 << 30)));
  std::mt19937 rng(static_cast<unsigned>(seed));
  std::vector<std::string> gpus;
  for (const auto& g : catalog().gpus) gpus.push_back(g.id);
  std::vector<std::string> workload = random_workload(rng);
  std::vector<std::string> config = {
      "check",      "--gpu", pick(rng, gpus), "--count", std::to_string(std::uniform_int_distribution<int>(1, 8)(rng)),
      "--platform", "none"};
  std::vector<std::string> args = concat(config, workload);
  INFO(describe(args));
  Run j = run(concat(args, {"--format", "json"}));
  INFO(j.err);
  REQUIRE((j.code == 0 || j.code == 3));
  CHECK(j.err.empty());
  json doc;
  REQUIRE_NOTHROW(doc = json::parse(j.out));
  std::vector<std::string> bad = test::bad_numbers(doc);
  INFO(fmt::format("bad figures: {}", fmt::join(bad, "; ")));
  CHECK(bad.empty());
  const json& c = doc.at("configurations").at(0);
  bool fits = c.at("fits");
  CHECK(fits == (j.code == 0));
  check_durations(c.at("time"), doc.at("workload").at("epochs"));
  if (fits) {
    check_fitting_configuration(c);
  }
  // Every format says the same.
  Run csv = run(concat(args, {"--format", "csv"}));
  CHECK(csv.code == j.code);
  CHECK(csv_field(csv.out, "fits") == (fits ? "true" : "false"));
  CHECK(csv_field(csv.out, "batch_per_gpu") == std::to_string(c.at("memory").at("batch_per_gpu").get<int>()));
  CHECK(csv_field(csv.out, "experiments_per_night") ==
        std::to_string(c.at("time").at("experiments_per_night").get<long long>()));
  Run table = run(args);
  CHECK(table.code == j.code);
  CHECK_THAT(table.out, Catch::Contains(fits ? "verdict: fits" : "verdict: DOES NOT FIT"));
  Run md = run(concat(args, {"--format", "markdown"}));
  CHECK(md.code == j.code);
}

TEST_CASE("check gives the figures of the ranking's row", "[properties]") {
  auto seed = GENERATE(take(25, random(0, 1 << 30)));
  std::mt19937 rng(static_cast<unsigned>(seed));
  std::vector<std::string> workload = random_workload(rng);
  INFO(describe(workload));
  Run ranked = run(concat(workload, {"--top", "0", "--json"}));
  REQUIRE((ranked.code == 0 || ranked.code == 3));
  json doc = json::parse(ranked.out);
  for (const json& row : doc.at("configurations")) {
    std::vector<std::string> args = concat({"check", "--gpu", row.at("gpu").at("id").get<std::string>(), "--count",
                                            std::to_string(row.at("gpu").at("count").get<int>())},
                                           concat(workload, {"--json"}));
    INFO(describe(args));
    Run checked = run(args);
    REQUIRE((checked.code == 0 || checked.code == 3));
    json checked_doc = json::parse(checked.out);
    const json& c = checked_doc.at("configurations").at(0);
    CHECK(c.at("id") == row.at("id"));
    for (const char* section : {"memory", "time", "data", "power", "psu", "ram", "cpu", "allreduce"}) {
      INFO(section);
      CHECK(c.at(section) == row.at(section));
    }
  }
}

TEST_CASE("memory grows with resolution and batch, the automatic batch shrinks with resolution", "[properties]") {
  auto seed = GENERATE(take(40, random(0, 1 << 30)));
  std::mt19937 rng(static_cast<unsigned>(seed));
  const ModelSpec& model = pick(rng, catalog().models);
  const GpuSpec& gpu = pick(rng, catalog().gpus);
  INFO(model.id << " on " << gpu.id);
  Workload w;
  w.model = model.id;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = std::uniform_int_distribution<int>(1, 64)(rng);
  double previous = 0;
  for (int res = 64; res <= 2048; res *= 2) {
    w.res_px = res;
    double reserved = test::check(w, gpu.id, 1).memory.breakdown.reserved_bytes;
    CHECK(reserved >= previous);
    previous = reserved;
  }
  // One more image needs more memory; what the cache holds after hours never shrinks (it stops
  // growing where it fills the GPU).
  w.res_px = 640;
  MemoryBreakdown at_b = test::check(w, gpu.id, 1).memory.breakdown;
  w.batch.global += 1;
  MemoryBreakdown at_b1 = test::check(w, gpu.id, 1).memory.breakdown;
  CHECK(at_b1.reserved_need_bytes > at_b.reserved_need_bytes);
  CHECK(at_b1.reserved_bytes >= at_b.reserved_bytes);
  Workload a;
  a.model = model.id;
  int previous_batch = std::numeric_limits<int>::max();
  for (int res = 64; res <= 2048; res *= 2) {
    a.res_px = res;
    int b = test::check(a, gpu.id, 1).memory.batch_per_gpu;
    CHECK(b <= previous_batch);
    previous_batch = b;
  }
}

TEST_CASE("shuffling the records of every kind leaves every output byte-identical", "[properties][catalog]") {
  // The same catalog with each kind's records in another order: every decision has a total order
  // and the catalog keeps its kinds in id order, so no output may depend on the file's order.
  nlohmann::json original = nlohmann::json::parse(embedded_catalog_json());
  auto seed = GENERATE(take(3, random(0, 1 << 30)));
  std::mt19937 rng(static_cast<unsigned>(seed));
  nlohmann::json shuffled = original;
  for (auto it = shuffled.begin(); it != shuffled.end(); ++it) {
    if (it->is_array()) {
      std::shuffle(it->begin(), it->end(), rng);
    }
  }
  test::TempFile a{original.dump()};
  test::TempFile b{shuffled.dump()};
  const std::vector<std::vector<std::string>> commands = {
      {"--res", "1280", "--dataset", "50000"},
      {"--all", "--gpus", "4,8", "--top", "0", "--show-rejected", "--format", "json"},
      {"--all", "--gpus", "2", "--format", "csv", "--show-rejected"},
      {"--experiments", "3", "--format", "markdown"},
      {"--res", "1280", "--format", "html", "--lang", "de"},
      {"check", "--gpu", "h200-nvl", "--count", "8", "--format", "json"},
      {"explain", "--gpu", "rtx-pro-6000-se", "--count", "4", "--model", "yolo11l-seg"},
      {"explain", "--gpu", "a40", "--count", "4", "--model", "maskrcnn-r50-fpn", "--platform", "none"},
      {"catalog", "list"},
      {"catalog", "show", "h200-nvl", "--format", "json"},
      {"accuracy", "--format", "json"},
      {"--gpu", "RTX PRO 6000"},
      {"--model", "yolo11z"},
  };
  for (const auto& command : commands) {
    auto with = [&](const test::TempFile& f) {
      std::vector<std::string> args = command;
      args.insert(args.end(), {std::string("--no-default-catalog"), std::string("--catalog"), f.path()});
      test::Run r = test::run(args);
      // The file's path, and its digest (other bytes, the same records): what is compared is the rest.
      static const std::regex digest("[0-9a-f]{64}|\\(sha256 [0-9a-f]{12}\\)");
      for (std::string* s : {&r.out, &r.err}) {
        for (std::size_t at = s->find(f.path()); at != std::string::npos; at = s->find(f.path(), at)) {
          s->replace(at, f.path().size(), "CATALOG");
        }
        *s = std::regex_replace(*s, digest, "SHA256");
      }
      return r;
    };
    test::Run x = with(a);
    test::Run y = with(b);
    INFO(fmt::format("vsize {} (seed {})", fmt::join(command, " "), seed));
    CHECK(x.code == y.code);
    CHECK(x.out == y.out);
    CHECK(x.err == y.err);
  }
}
