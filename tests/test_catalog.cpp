// The catalog: every embedded record validates and carries its source; overlays; lookups.
#include "cli_helpers.hpp"
#include "helpers.hpp"
#include "vsize/error.hpp"
#include "vsize/report.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <regex>

using namespace vsize;
using vsize::test::shipped;

TEST_CASE("every embedded record validates and cites public documents", "[catalog]") {
  const Catalog& c = shipped();
  CHECK_NOTHROW(c.validate_references("embedded"));
  std::regex date(R"(\d{4}-\d{2}-\d{2})");
  // What a customer reads (citations, estimates, notes) names public documents, never a path or
  // tag of ours (a research row, a source tag such as S26, a calibration row): those stay in
  // `research`.
  std::regex internal(
      R"(\.\./shared|(^|[^a-z])research/|research row|calibration row|seeds/|file id|\[[A-Z][A-Za-z0-9]*\]|\bS[0-9]+\b|unresolved|unverified)");
  std::size_t records = 0;
  for (const Provenance* r : c.records()) {
    INFO(r->id);
    REQUIRE_FALSE(r->sources.empty());
    for (const auto& cite : r->sources) {
      CHECK_FALSE(cite.title.empty());
      CHECK_FALSE(std::regex_search(citation_text(cite), internal));
    }
    CHECK_FALSE(std::regex_search(r->estimate, internal));
    CHECK_FALSE(std::regex_search(r->notes, internal));
    CHECK(std::regex_match(r->as_of, date));
    CHECK_FALSE(r->name.empty());
    ++records;
  }
  CHECK(records > 200);
}

TEST_CASE("the catalog holds every id SPEC §4 names", "[catalog]") {
  const Catalog& c = shipped();
  for (const char* id : {"rtx-pro-6000-se",
                         "rtx-pro-4500-se",
                         "h200-nvl",
                         "h200-sxm",
                         "h100-nvl",
                         "h100-pcie",
                         "h100-sxm",
                         "a100-40gb-pcie",
                         "a100-40gb-sxm",
                         "a100-80gb-pcie",
                         "a100-80gb-sxm",
                         "l40s",
                         "l4",
                         "a40",
                         "rtx-6000-ada",
                         "rtx-pro-6000-ws",
                         "rtx-pro-6000-maxq",
                         "rtx-4090",
                         "rtx-5090",
                         "rtx-3090",
                         "v100-sxm2-32gb",
                         "t4"}) {
    CHECK(c.gpu(id).id == id);
  }
  for (const char* id :
       {"epyc-9135", "epyc-9355", "epyc-9555", "epyc-9655", "epyc-9124", "epyc-9654", "xeon-8368", "xeon-6338",
        "xeon-6430", "xeon-6448y", "xeon-8468", "xeon-8568y-plus", "xeon-6737p", "xeon-6767p", "xeon-6960p"}) {
    CHECK(c.cpu(id).id == id);
  }
  for (const char* id : {"yolo11x", "yolo11x-seg", "yolov8l-seg", "yolov5l6", "yolo26m", "rtdetr-l", "vit-b16",
                         "vit-l16", "vit-h14", "sam-vit-h", "dinov2-vit-g14", "fasterrcnn-r50-fpn", "retinanet-r50-fpn",
                         "maskrcnn-r50-fpn", "deeplabv3-r50", "deeplabv3-r101"}) {
    CHECK(c.model(id).id == id);
  }
}

TEST_CASE("real figures: RTX PRO 6000 SE, H200 NVL, EPYC 9355, YOLO11x", "[catalog]") {
  const auto& rtx = shipped().gpu("rtx-pro-6000-se");
  CHECK(rtx.memory_gb == 96);
  CHECK(rtx.max_power_w == 600);
  CHECK(rtx.memory_bandwidth_gb_per_s == 1597);
  CHECK(rtx.pcie_gen == 5);
  CHECK(rtx.nvlink_topology == NvlinkTopology::none);
  CHECK(rtx.mig_profiles.size() >= 1);
  const auto& h200 = shipped().gpu("h200-nvl");
  CHECK(h200.memory_gb == 141);
  CHECK(h200.nvlink_gb_per_s == 900);
  CHECK(h200.nvlink_group_max == 4);
  const auto& cpu = shipped().cpu("epyc-9355");
  CHECK(cpu.cores == 32);
  CHECK(cpu.tdp_w == 280);
  CHECK(cpu.memory_channels == 12);
  const auto& m = shipped().model("yolo11x");
  CHECK(m.params_m == 56.9);
  CHECK(m.source_flops_convention == "2xMAC");
  // torchvision figures are MACs: ViT-B/16 17.56 GMACs -> 35.12 GFLOPs.
  CHECK(shipped().model("vit-b16").forward_gflops == Approx(35.12));
  CHECK(shipped().circuit("230v-16a-1ph").usable_w == Approx(2944));
}

TEST_CASE("lookups accept any case, the display name and aliases, unknown ids suggest", "[catalog]") {
  CHECK(shipped().gpu("H200-NVL").id == "h200-nvl");
  CHECK(shipped().gpu("NVIDIA RTX PRO 6000 Blackwell Server Edition").id == "rtx-pro-6000-se");
  CHECK(shipped().model("YOLO11x").id == "yolo11x");
  try {
    shipped().model("yolo11z");
    FAIL("no exception");
  } catch (const UsageError& e) {
    // yolo11n and yolo11x are both one edit away; x sits next to z on the keyboard.
    CHECK(std::string(e.what()) ==
          "unknown model 'yolo11z' (--model); did you mean 'yolo11x'? (all: 'vsize catalog list models')");
  }
  try {
    shipped().gpu("h200nvl");
    FAIL("no exception");
  } catch (const UsageError& e) {
    CHECK_THAT(e.what(), Catch::Contains("did you mean 'h200-nvl'"));
  }
  CHECK(closest_match("zzzzzzzz", {"h200-nvl", "l4"}).empty());
}

TEST_CASE("overlays add and replace records by id", "[catalog]") {
  Catalog c = shipped();
  std::size_t gpus = c.gpus.size();
  Catalog overlay = Catalog::parse(R"({"gpus": [
    {"id": "rtx-pro-6000-se", "name": "RTX PRO 6000 SE capped", "source": "test", "as_of": "2026-11-30",
     "memory_gb": 96, "memory_bandwidth_gb_per_s": 1597, "fp32_tflops": 120, "bf16_dense_tflops": 480,
     "fp16_dense_tflops": 480, "max_power_w": 450, "pcie_gen": 5, "pcie_lanes": 16, "nvlink_gb_per_s": 0,
     "nvlink_topology": "none", "nvlink_group_max": 0, "form_factor": "pcie", "slots": 2, "mig_profiles": []},
    {"id": "my-gpu", "name": "My GPU", "source": "test", "as_of": "2026-11-30",
     "memory_gb": 64, "memory_bandwidth_gb_per_s": 1000, "fp32_tflops": 50, "bf16_dense_tflops": 200,
     "fp16_dense_tflops": 200, "max_power_w": 300, "pcie_gen": 5, "pcie_lanes": 16, "nvlink_gb_per_s": 0,
     "nvlink_topology": "none", "nvlink_group_max": 0, "form_factor": "pcie", "slots": 2}]})",
                                   "overlay.json");
  c.overlay(overlay);
  CHECK(c.gpus.size() == gpus + 1);
  CHECK(c.gpu("rtx-pro-6000-se").max_power_w == 450);
  CHECK(c.gpu("rtx-pro-6000-se").mig_profiles.empty());
  CHECK(c.gpu("my-gpu").memory_gb == 64);
  // The replaced record keeps its position (stable output order).
  CHECK(c.gpus.front().id == shipped().gpus.front().id);
}

TEST_CASE("a broken record gives one line naming file, record and field", "[catalog]") {
  try {
    Catalog::parse(R"({"dimms": [{"id": "d1", "name": "D", "source": "s", "as_of": "2026-01-01",
      "memory_type": "ddr5", "capacity_gb": -16, "max_mt_s": 6400, "power_w": 6}]})",
                   "bad.json");
    FAIL("no exception");
  } catch (const CatalogError& e) {
    CHECK(std::string(e.what()) == "bad.json: dimms 'd1': capacity_gb: must be positive and at most 4096 (got -16)");
  }
  try {
    Catalog::parse(R"({"gpus": [1]})", "bad.json");
    FAIL("no exception");
  } catch (const CatalogError& e) {
    CHECK(std::string(e.what()) == "bad.json: gpus[0]: must be an object");
  }
  CHECK_THROWS_AS(Catalog::parse("{", "x.json"), CatalogError);
  CHECK_THROWS_AS(Catalog::parse(std::string(100, '['), "deep.json"), CatalogError);
}

TEST_CASE("a bridge record fits bridge-capable GPUs of the catalog, no wider than their group", "[catalog]") {
  auto overlay_error = [&](const std::string& gpus, int ways) {
    Catalog c = shipped();
    try {
      c.overlay_text(fmt::format(R"({{"bridges": [{{"id": "b", "name": "B", "source": "test", "as_of": "2026-12-04",
        "gpus": {}, "ways": {}, "per_group": 1}}]}})",
                                 gpus, ways),
                     "overlay.json");
      c.validate_references("overlay.json");
    } catch (const CatalogError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(overlay_error(R"(["h200-nvl"])", 4) == "no error");
  CHECK_THAT(overlay_error(R"(["h200-nvk"])", 2),
             Catch::Contains("bridges 'b': gpus: unknown GPU 'h200-nvk'; did you mean 'h200-nvl'?"));
  CHECK_THAT(overlay_error(R"(["l40s"])", 2),
             Catch::Contains("bridges 'b': gpus: 'l40s' takes no NVLink bridge (its nvlink_topology is not bridge)"));
  // An H100 NVL pairs (nvlink_group_max 2): a 4-way bridge for it is wrong.
  CHECK_THAT(overlay_error(R"(["h100-nvl"])", 4),
             Catch::Contains("bridges 'b': ways: 4 cards, more than the nvlink_group_max 2 of GPU 'h100-nvl'"));
  CHECK_THAT(overlay_error(R"(["h200-nvl"])", 1), Catch::Contains("ways"));
}

TEST_CASE("a field no reader asks for is an error, with the field it most resembles", "[catalog]") {
  // A misspelt key in an overlay used to be dropped in silence: the H200 NVL kept its 141 GB.
  Catalog c = shipped();
  auto overlay_error = [&](const std::string& text) {
    try {
      c.overlay_text(text, "overlay.json");
    } catch (const CatalogError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(overlay_error(R"({"gpus": [{"id": "h200-nvl", "memry_gb": 100}]})") ==
        "overlay.json: gpus 'h200-nvl': memry_gb: not a field of this record; did you mean 'memory_gb'?");
  // A models field given to a family is no family field (the model's train_head_gflops).
  CHECK(overlay_error(R"({"families": [{"id": "torchvision-detection", "train_head_gflops": 5}]})") ==
        "overlay.json: families 'torchvision-detection': train_head_gflops: not a field of this record "
        "(docs/catalog.md lists them)");
  // In a list of entries too: a source's fields.
  CHECK_THAT(overlay_error(R"({"gpus": [{"id": "h200-nvl", "sources": [{"title": "t", "urls": "https://x"}]}]})"),
             Catch::StartsWith("overlay.json: gpus 'h200-nvl': sources: urls: not a field of this record; did you "
                               "mean 'url'?"));
  // docs/catalog.md: as_of is the day the sources were read, YYYY-MM-DD.
  CHECK(overlay_error(R"({"gpus": [{"id": "h200-nvl", "as_of": "yesterday"}]})") ==
        "overlay.json: gpus 'h200-nvl': as_of: must be a date YYYY-MM-DD, the day the sources were read (got "
        "\"yesterday\")");
  // A required figure removed with null (RFC 7396) is missing, not 0 W.
  CHECK(overlay_error(R"({"gpus": [{"id": "h200-nvl", "max_power_w": null}]})") ==
        "overlay.json: gpus 'h200-nvl': max_power_w: missing (add a number)");
  // The shipped fields, merged with a change, still read.
  CHECK(overlay_error(R"({"gpus": [{"id": "h200-nvl", "max_power_w": 500}]})") == "no error");
  // A line break in a name split the table's and the markdown's rows.
  CHECK(overlay_error(R"({"gpus": [{"id": "h200-nvl", "name": "evil\nname"}]})") ==
        "overlay.json: gpus 'h200-nvl': name: contains a control character (a line break, tab or NUL); write it on "
        "one line");
  // In a list too (a GPU's aliases), and a catalog tariff under --tariff's floor of 0.001 a kWh.
  CHECK_THAT(overlay_error(R"({"gpus": [{"id": "h200-nvl", "aliases": ["h200\tnvl"]}]})"),
             Catch::StartsWith("overlay.json: gpus 'h200-nvl': aliases: contains a control character"));
  CHECK_THAT(overlay_error(R"({"tariffs": [{"id": "de-business", "per_kwh": 0.0001}]})"),
             Catch::Contains("per_kwh: must be at least 0.001 (got 0.0001)"));
  // A price under a cent is a slip (1e-300 paid a server off in 0 months).
  CHECK(overlay_error(R"({"prices": [{"id": "vision-8x-h200-nvl", "amount": 1e-300, "currency": "EUR",
    "as_of": "2026-11-01", "source": "t"}]})") ==
        "overlay.json: prices 'vision-8x-h200-nvl': amount: must be at least 0.01 (got 1e-300); a figure this small "
        "is a unit slip");
}

TEST_CASE("a family's checkpoint layout and validation predictions state what they need", "[catalog]") {
  Catalog c = shipped();
  // An optimizer's state bytes on a family whose layout has no weights (null removes them) are
  // refused; so are negative bytes.
  CHECK_THROWS_WITH(c.overlay_text(R"({"families": [{"id": "timm-vit", "checkpoint_weight_bytes_per_param": null,
                                    "checkpoint_state_bytes_per_param_sgd": 4}]})",
                                   "o.json"),
                    Catch::Contains("o.json: families 'timm-vit': checkpoint_state_bytes_per_param_sgd: needs "
                                    "checkpoint_weight_bytes_per_param (the layout's weights)"));
  CHECK_THROWS_WITH(
      c.overlay_text(R"({"families": [{"id": "ultralytics-yolo", "checkpoint_state_bytes_per_param_adamw": -2}]})",
                     "o.json"),
      Catch::Contains("families 'ultralytics-yolo': checkpoint_state_bytes_per_param_adamw"));
  // Validation's predictions a class and the cap they fill come together; zero a class is refused.
  CHECK_THROWS_WITH(c.overlay_text(R"({"families": [{"id": "ultralytics-yolo", "val_max_det": null}]})", "o.json"),
                    Catch::Contains("o.json: families 'ultralytics-yolo': val_predictions_per_class: needs "
                                    "val_max_det (the most predictions validation keeps an image)"));
  CHECK_THROWS_WITH(c.overlay_text(R"({"families": [{"id": "yolov5", "val_predictions_per_class": 0}]})", "o.json"),
                    Catch::Contains("families 'yolov5': val_predictions_per_class"));
  CHECK_THROWS_WITH(c.overlay_text(R"({"families": [{"id": "yolov5", "val_predictions_per_class": null}]})", "o.json"),
                    Catch::Contains("families 'yolov5': val_max_det: needs val_predictions_per_class"));
  // A switch's uplinks come with the spine switch they reach.
  CHECK_THROWS_WITH(c.overlay_text(R"({"switches": [{"id": "sn2010", "uplink_switch": null}]})", "o.json"),
                    Catch::Contains("switches 'sn2010': uplink_ports: uplink_ports, uplink_gbps and uplink_switch "
                                    "come together"));
  // Where a run writes takes {out} and {run} only (filled per format).
  CHECK_THROWS_WITH(
      c.overlay_text(R"({"families": [{"id": "yolov5", "launch_run_args": ["--name", "{model}"]}]})", "o.json"),
      Catch::Contains("families 'yolov5': launch_run_args: \"{model}\": the placeholders here are {out}, the "
                      "outputs' folder, and {run}, the run's name"));
  // A model's own launch arguments are literal: a placeholder there would reach the job unfilled.
  CHECK_THROWS_WITH(
      c.overlay_text(R"({"models": [{"id": "deeplabv3-r50", "launch_args": ["--epochs", "{epochs}"]}]})", "o.json"),
      Catch::Contains("models 'deeplabv3-r50': launch_args: \"{epochs}\": a model's own arguments are "
                      "literal (placeholders belong in its family's launch_args)"));
  // {lr} needs a rate for every optimizer the trainer offers; a scaling rule is linear or sqrt.
  CHECK_THROWS_WITH(c.overlay_text(R"({"families": [{"id": "timm-vit", "launch_learning_rates": [{"optimizer": "sgd",
                                    "lr": 0.1, "batch": 256, "weight_decay": 0, "scaling": "linear"}]}]})",
                                   "o.json"),
                    Catch::Contains("o.json: families 'timm-vit': launch_learning_rates: no entry for optimizer "
                                    "'adamw', which {lr} in launch_args needs"));
  CHECK_THROWS_WITH(c.overlay_text(R"({"families": [{"id": "timm-vit", "launch_learning_rates": [{"optimizer": "sgd",
                                    "lr": 0.1, "batch": 256, "weight_decay": 0, "scaling": "cubic"}]}]})",
                                   "o.json"),
                    Catch::Contains("scaling: must be linear or sqrt"));
  // Image-cache arguments for launch on a family that gets no image cache are refused.
  CHECK_THROWS_WITH(
      c.overlay_text(R"({"families": [{"id": "timm-vit", "launch_ram_cache_args": ["--cache", "ram"]}]})", "o.json"),
      Catch::Contains("o.json: families 'timm-vit': launch_ram_cache_args: a family with ram_cache none gets no image "
                      "cache"));
  // SGD without momentum keeps no state: 0 is a layout.
  CHECK_NOTHROW(c.overlay_text(
      R"({"families": [{"id": "ultralytics-yolo", "checkpoint_state_bytes_per_param_sgd": 0}]})", "o.json"));
}

TEST_CASE("GPU and model figures of the L2 and matmul terms are checked at load", "[catalog][l2]") {
  auto gpu = [](const std::string& extra) {
    return std::string(R"({"gpus": [{"id": "g1", "name": "G", "source": "s", "as_of": "2026-01-01",
      "memory_gb": 64, "memory_bandwidth_gb_per_s": 1000, "fp32_tflops": 50, "fp16_dense_tflops": 200,
      "max_power_w": 300, "pcie_gen": 5, "pcie_lanes": 16, "nvlink_gb_per_s": 0, "nvlink_topology": "none",
      "nvlink_group_max": 0, "form_factor": "pcie", "slots": 2)") +
           extra + "}]}";
  };
  CHECK_THROWS_WITH(Catalog::parse(gpu(R"(, "architecture": "kepler")"), "bad.json"),
                    Catch::Contains("bad.json: gpus 'g1': architecture: must be one of volta"));
  CHECK_THROWS_WITH(Catalog::parse(gpu(R"(, "l2_mb": -4)"), "bad.json"), Catch::Contains("gpus 'g1': l2_mb"));
  CHECK_THROWS_WITH(
      Catalog::parse(gpu(R"(, "achieved_matmul_fraction": 0.8, "matmul_fraction_from": "t4")"), "bad.json"),
      Catch::Contains("matmul_fraction_from: a GPU with its own achieved_matmul_fraction borrows none"));
  // A borrowed share names a GPU that has one.
  Catalog c = shipped();
  c.overlay_text(R"({"gpus": [{"id": "a40", "matmul_fraction_from": "rtx-pro-4500-se"}]})", "o.json");
  CHECK_THROWS_WITH(
      c.validate_references("o.json"),
      Catch::Contains("o.json: gpus 'a40': matmul_fraction_from: 'rtx-pro-4500-se' has no achieved_matmul_fraction"));
  // A model's tensor groups share its kept elements: they add up to 1.
  CHECK_THROWS_WITH(c.overlay_text(R"({"models": [{"id": "yolo11n", "activation_tensors": [
      {"stride": 8, "channels": 64, "share": 0.5}]}]})",
                                   "o.json"),
                    Catch::Contains("o.json: models 'yolo11n': activation_tensors: shares must add up to 1"));
  // A denoising decoder is one entry with its layers and bytes a query.
  CHECK_THROWS_WITH(c.overlay_text(R"({"models": [{"id": "rtdetr-l", "denoising_decoder": [
      {"layers": 6, "heads": 8, "queries": 300, "denoising": 100, "query_bytes": 27320, "query_bytes_fp32": 35008,
       "ref_objects": 60}, {"layers": 3, "heads": 8, "queries": 100, "denoising": 0, "query_bytes": 1000,
       "query_bytes_fp32": 2000, "ref_objects": 0}]}]})",
                                   "o.json"),
                    Catch::Contains("o.json: models 'rtdetr-l': denoising_decoder: one entry"));
  CHECK_THROWS_WITH(c.overlay_text(R"({"models": [{"id": "rtdetr-l", "denoising_decoder": [
      {"layers": 0, "heads": 8, "queries": 300, "denoising": 100, "query_bytes": 27320, "query_bytes_fp32": 35008,
       "ref_objects": 60}]}]})",
                                   "o.json"),
                    Catch::Contains("layers"));
}

TEST_CASE("the embedded catalog round-trips through JSON without loss of ids", "[catalog]") {
  auto j = nlohmann::json::parse(embedded_catalog_json());
  CHECK(j["schema_version"] == 1);
  CHECK(j["gpus"].size() == shipped().gpus.size());
  CHECK(j["models"].size() == shipped().models.size());
}

TEST_CASE("the embedded catalog's build-time tape replays to what its JSON reads", "[catalog][tape]") {
  // Records: the same kinds, ids, order and text (tools/catalog_tape.cpp records the readers'
  // values; the replay must rebuild the catalog that parsing data/catalog.json gives).
  const Catalog& replayed = embedded_catalog();
  const Catalog& parsed = shipped();
  for_each_kind([&](const auto& kind) {
    const auto& a = replayed.*(kind.member);
    const auto& b = parsed.*(kind.member);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      INFO(kind.key << " " << b[i].id);
      CHECK(a[i].id == b[i].id);
      CHECK(a[i].raw_json == b[i].raw_json);
      CHECK(a[i].source == b[i].source);
      CHECK(a[i].aliases == b[i].aliases);
    }
  });
  CHECK(embedded_catalog_as_of() == parsed.as_of());
  // Figures: every output of `explain` (which prints the figures each model reads) is the same
  // from the tape as from the JSON, for configurations that touch every kind of record.
  vsize::test::TempFile file{std::string(embedded_catalog_json())};
  for (std::vector<std::string> args :
       {std::vector<std::string>{"explain", "--gpu", "h200-nvl", "--count", "8", "--model", "vit-h14", "--res", "224"},
        {"explain", "--gpu", "rtx-pro-6000-se", "--count", "4", "--mode", "mig"},
        {"explain", "--gpu", "a40", "--count", "4", "--model", "maskrcnn-r50-fpn", "--platform", "none", "--circuit",
         "us-208v-30a-1ph"},
        {"--all", "--format", "json"}}) {
    vsize::test::Run embedded = vsize::test::run(args);
    args.insert(args.end(), {std::string("--no-default-catalog"), std::string("--catalog"), file.path()});
    vsize::test::Run from_json = vsize::test::run(args);
    INFO(fmt::format("vsize {}", fmt::join(args, " ")));
    REQUIRE(embedded.code == from_json.code);
    std::string expected = embedded.out;
    for (std::size_t at = expected.find("embedded"); at != std::string::npos; at = expected.find("embedded", at)) {
      expected.replace(at, 8, file.path());
      at += file.path().size();
    }
    // The file read is named by its digest too, which the embedded catalog has none of.
    static const std::regex in_text(R"( \(sha256 [0-9a-f]{12}\))");
    static const std::regex in_json(R"("catalog_files": \[[^\]]*\])");
    CHECK(expected ==
          std::regex_replace(std::regex_replace(from_json.out, in_text, ""), in_json, R"("catalog_files": [])"));
  }
}

TEST_CASE("an overlay's exchange rate, tariff or rent replaces the record whole", "[catalog][money]") {
  // {"rate": 1.5} alone was merged into the ECB record: "1 EUR = 1.5 USD on 2026-10-06" cited as
  // the ECB's 1.1269. A money record now needs its own date and source, as a price does.
  test::TempFile partial(R"({"exchange_rates": [{"id": "eur-usd", "rate": 1.5}]})");
  test::Run r = test::run({"--catalog", partial.path()});
  CHECK(r.code == 1);
  CHECK(r.out.empty());
  CHECK_THAT(r.err, Catch::Contains("exchange_rates 'eur-usd': as_of: missing") &&
                        Catch::Contains("exchange_rates 'eur-usd': sources: missing"));
  test::TempFile tariff(R"({"tariffs": [{"id": "de-business", "per_kwh": 0.35}]})");
  CHECK(test::run({"--catalog", tariff.path()}).code == 1);
}
