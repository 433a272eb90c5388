// Speed of the evaluation core and the CLI (SPEC §6: the default command well under 50 ms;
// >= 10^6 configuration evaluations per second on one core).
//   cmake -S . -B build-bench -DVSIZE_BUILD_BENCH=ON -DVSIZE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=Release
//   cmake --build build-bench -j && ./build-bench/bench/vsize_bench
#include "run.hpp"
#include "tape_catalog.hpp"
#include "vsize/catalog.hpp"
#include "vsize/evaluation.hpp"
#include "vsize/request.hpp"
#include "vsize/solver.hpp"

#include <benchmark/benchmark.h>
#include <nlohmann/json.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace {

const vsize::Catalog& catalog() {
  static const vsize::Catalog cat = vsize::Catalog::parse(vsize::embedded_catalog_json(), "embedded catalog");
  return cat;
}

vsize::Workload headline_workload() {
  vsize::Workload w;
  w.model = "yolo11x";
  w.res_px = 1280;
  w.dataset_images = 50000;
  return w;
}

// One configuration through every model (M1-M8): 4x RTX PRO 6000 SE, YOLO11x at 1280 px.
// The workload, host pins and assumptions are resolved once (vsize::prepare), as rank() does.
void BM_EvaluateOne(benchmark::State& state) {
  const auto& cat = catalog();
  vsize::Prepared p = vsize::prepare(headline_workload(), vsize::HostPins{}, cat);
  const vsize::GpuSpec& gpu = cat.gpu("rtx-pro-6000-se");
  for (auto _ : state) {
    vsize::Evaluation e = vsize::evaluate(p, gpu, 4);
    benchmark::DoNotOptimize(e.schedule.train_s);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EvaluateOne);

// The same on the vendor's line-up server (a chassis: its PSUs, bays, slots), as the default
// ranking and `vsize check` evaluate it.
void BM_EvaluateLineupServer(benchmark::State& state) {
  const auto& cat = catalog();
  vsize::Prepared p = vsize::prepare(headline_workload(), vsize::HostPins{}, cat);
  vsize::Server server = vsize::resolve_server(cat, vsize::ConfigRequest{"rtx-pro-6000-se", 4, "", {}});
  for (auto _ : state) {
    vsize::Evaluation e = vsize::evaluate(p, server, p.w.mode);
    benchmark::DoNotOptimize(e.schedule.train_s);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EvaluateLineupServer);

// The same through the by-id convenience (prepare + evaluate each time), as `vsize check` runs it.
void BM_EvaluateOneById(benchmark::State& state) {
  const auto& cat = catalog();
  vsize::Workload w = headline_workload();
  vsize::ConfigRequest c;
  c.gpu = "rtx-pro-6000-se";
  c.count = 4;
  for (auto _ : state) {
    vsize::Evaluation e = vsize::evaluate(w, c, cat);
    benchmark::DoNotOptimize(e.schedule.train_s);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EvaluateOneById);

// `vsize --res 1280 --dataset 50000` without parsing or printing: the line-up (range 0) or
// every platform x qualified GPU x allowed count (range 1, `--all`).
void BM_RankHeadline(benchmark::State& state) {
  const auto& cat = catalog();
  vsize::Workload w = headline_workload();
  vsize::SearchRequest s;
  s.all_platforms = state.range(0) == 1;
  int evaluated = 0;
  for (auto _ : state) {
    vsize::RankedResult r = vsize::rank(w, s, cat);
    evaluated = r.evaluated;
    benchmark::DoNotOptimize(r.configurations.data());
  }
  state.counters["servers"] = evaluated;
  state.SetItemsProcessed(state.iterations() * evaluated);
}
BENCHMARK(BM_RankHeadline)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

// End to end in-process: argument parsing, embedded catalog parse, rank, table rendering.
void BM_HeadlineCli(benchmark::State& state) {
  const std::vector<std::string> args = {"vsize", "--res", "1280", "--dataset", "50000"};
  for (auto _ : state) {
    std::ostringstream out;
    std::ostringstream err;
    int code = vsize::run_cli(args, out, err);
    if (code != 0) {
      state.SkipWithError("vsize --res 1280 --dataset 50000 did not exit 0");
      break;
    }
    benchmark::DoNotOptimize(out.str().size());
  }
}
BENCHMARK(BM_HeadlineCli)->Unit(benchmark::kMillisecond);

// Parsing and validating the embedded catalog (done once per CLI run).
void BM_LoadCatalog(benchmark::State& state) {
  std::string_view text = vsize::embedded_catalog_json();
  for (auto _ : state) {
    vsize::Catalog c = vsize::Catalog::parse(text, "embedded catalog");
    benchmark::DoNotOptimize(c.gpus.data());
  }
  state.SetBytesProcessed(state.iterations() * static_cast<long long>(text.size()));
}
BENCHMARK(BM_LoadCatalog)->Unit(benchmark::kMillisecond);

// Rebuilding the embedded catalog from its build-time tape (what a CLI run does once instead).
void BM_ReplayCatalog(benchmark::State& state) {
  for (auto _ : state) {
    vsize::Catalog c = vsize::catalog_io::replay_tape(vsize::embedded_catalog_tape());
    benchmark::DoNotOptimize(c.gpus.data());
  }
  state.SetBytesProcessed(state.iterations() * static_cast<long long>(vsize::embedded_catalog_tape().size()));
}
BENCHMARK(BM_ReplayCatalog)->Unit(benchmark::kMillisecond);

// A catalog whose GPU and CPU lists are replicated N times (new ids), ranked with --all: the
// platforms qualify only the original GPUs, so the time grows with the candidate CPUs.
vsize::Catalog scaled_catalog(int n) {
  nlohmann::json j = nlohmann::json::parse(vsize::embedded_catalog_json());
  for (const char* kind : {"gpus", "cpus"}) {
    nlohmann::json out = nlohmann::json::array();
    for (int i = 0; i < n; ++i) {
      for (auto rec : j[kind]) {
        if (i > 0) {
          rec["id"] = rec["id"].get<std::string>() + "-x" + std::to_string(i);
          rec["name"] = rec["name"].get<std::string>() + " x" + std::to_string(i);
          rec.erase("aliases");
        }
        out.push_back(rec);
      }
    }
    j[kind] = out;
  }
  return vsize::Catalog::parse(j.dump(), "scaled catalog");
}

void BM_RankScaled(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  vsize::Catalog cat = scaled_catalog(n);
  vsize::Workload w = headline_workload();
  vsize::SearchRequest s;
  s.all_platforms = true;
  int evaluated = 0;
  for (auto _ : state) {
    vsize::RankedResult r = vsize::rank(w, s, cat);
    evaluated = r.evaluated;
    benchmark::DoNotOptimize(r.configurations.data());
  }
  state.counters["cpus"] = static_cast<double>(cat.cpus.size());
  state.counters["servers"] = evaluated;
  state.SetItemsProcessed(state.iterations() * evaluated);
}
BENCHMARK(BM_RankScaled)->Arg(10)->Arg(100)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
