// M1/M2: GPU memory and batch, against the seed figures (SPEC §2 S1, S2, S9, S10).
#include "helpers.hpp"
#include "vsize/memory_model.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace vsize;
using vsize::test::catalog;

TEST_CASE("S1: YOLO11x model states with AdamW are 910 MB", "[memory][seed]") {
  // Seed 000: 4 B x 4 copies (weights, gradients, two Adam moments) x 56.9 M = 910.4 MB.
  const ModelSpec& m = catalog().model("yolo11x");
  CHECK(m.params_m == Approx(56.9));
  CHECK(model_states_bytes(m.params_m * 1e6, Optimizer::adamw) == Approx(910.4e6));
  // SGD keeps one momentum: 4 B x 3 x 56.9 M = 682.8 MB.
  CHECK(model_states_bytes(56.9e6, Optimizer::sgd) == Approx(682.8e6));
  Workload w;
  Evaluation e = test::check(w, "rtx-pro-6000-se", 4);
  CHECK(e.memory.breakdown.model_states_bytes == Approx(910.4e6));
  // Reported apart: EMA 227.6 MB + DDP buckets 227.6 MB + autocast FP16 weights 113.8 MB.
  CHECK(e.memory.breakdown.extra_states_bytes == Approx(227.6e6 + 227.6e6 + 113.8e6));
}

TEST_CASE("S2: 1280 px has 4x the pixels of 640 px, activations scale with batch x pixels", "[memory][seed]") {
  MemoryInputs in;
  in.params = 56.9e6;
  in.activation_bytes_per_image_ref = 0.6e9;
  in.ref_res_px = 640;
  in.res_px = 640;
  in.fp32_activation_factor = 1.6;
  double at640 = memory_at_batch(in, 8).activations_bytes;
  in.res_px = 1280;
  double at1280 = memory_at_batch(in, 8).activations_bytes;
  CHECK(at1280 == Approx(4 * at640));
  // 0.6 GB x 4 x 8 images = 19.2 GB
  CHECK(at1280 == Approx(19.2e9));
  CHECK(memory_at_batch(in, 16).activations_bytes == Approx(2 * at1280));
  // FP32 stores activations 1.6x larger (catalog assumption fp32-activation-factor).
  in.precision = Precision::fp32;
  CHECK(memory_at_batch(in, 8).activations_bytes == Approx(1.6 * at1280));
}

TEST_CASE("S9: batch=-1 sizes for 60 % of GPU memory, batch=0.70 for 70 %", "[memory][batch][seed]") {
  Workload w;
  w.res_px = 1280;
  Evaluation e60 = test::check(w, "rtx-pro-6000-se", 1);
  // reserved(b) <= 0.60 x 96 GB = 57.6 GB; batch 0 reserves 1.1 x (0.9104 states + 0.3414 extra
  // + 0.03 workspace + 4 B x 56.9 M = 0.2276 optimizer temporaries) = 1.1 x 1.5094 = 1.6603 GB;
  // each image 1.1 x (0.8779 counted x 1.017 fitted scale x 4 = 3.5713 activations + 22 B x 60
  // objects x 33,600 anchors = 0.0444 assigner) = 1.1 x 3.6157 = 3.9772 GB
  // -> floor((57.6 - 1.6603) / 3.9772) = floor(14.07) = 14.
  const FamilySpec& yolo = catalog().family("ultralytics-yolo");
  REQUIRE(yolo.activation_scale == Approx(1.017)); // the fit the numbers below assume
  CHECK(e60.memory.fraction == 0.60); // catalog assumption autobatch-default-fraction
  CHECK(e60.memory.batch_per_gpu == 14);
  CHECK(e60.memory.breakdown.activation_bytes_per_image == Approx(0.8779e9 * 1.017 * 4).epsilon(1e-3));
  CHECK(e60.memory.breakdown.reserved_bytes <= 0.60 * 96e9);
  CHECK(e60.memory.breakdown.reserved_bytes + 3.9772e9 > 0.60 * 96e9);
  // The assigner term: 22 B x 60 objects x 33,600 anchor points x 14 images = 0.621 GB.
  CHECK(e60.memory.breakdown.assigner_bytes == Approx(22.0 * 60 * 33600 * 14));
  w.batch.fraction = 0.70;
  w.batch.fraction_from_default = false;
  Evaluation e70 = test::check(w, "rtx-pro-6000-se", 1);
  // floor((67.2 - 1.6603) / 3.9772) = floor(16.48) = 16
  CHECK(e70.memory.batch_per_gpu == 16);
  // Multi-GPU: the same per-GPU batch, and the global batch to pass to Ultralytics.
  w.batch.fraction = 0.60;
  Evaluation e4 = test::check(w, "rtx-pro-6000-se", 4);
  CHECK(e4.memory.batch_global == 4 * e4.memory.batch_per_gpu);
}

TEST_CASE("an explicit global batch is split over the ranks and checked", "[memory][batch]") {
  Workload w;
  w.res_px = 1280;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 64;
  Evaluation ok = test::check(w, "rtx-pro-6000-se", 4);
  CHECK(ok.memory.batch_per_gpu == 16); // 64 // 4
  CHECK(ok.fits);
  w.batch.global = 400; // 100 per GPU x 2.42 GB = 242 GB > 96 GB
  Evaluation too_big = test::check(w, "rtx-pro-6000-se", 4);
  CHECK_FALSE(too_big.fits);
  const Finding* over = test::finding(too_big, FindingCode::device_memory_exceeded);
  REQUIRE(over);
  CHECK((*over)[Fig::batch_per_gpu] == 100); // batch per GPU
  CHECK((*over)[Fig::capacity_gb] == Approx(96)); // capacity GB
  CHECK((*over)[Fig::device_used_gb] > 96); // device used GB
  w.batch.global = 2; // fewer images than ranks
  Evaluation tiny = test::check(w, "rtx-pro-6000-se", 4);
  CHECK_FALSE(tiny.fits);
}

TEST_CASE("a batch sized to memory is held at the 8192 images a recipe keeps its accuracy at", "[memory][batch]") {
  // ViT-L/16 at 224 px on 4 nodes of 8x H200 NVL: floor((89.93 - 8.74) / (0.1840 x 1.1)) = 401 images
  // fill each GPU's 60 %, 32 ranks x 401 = 12,832 > 8192 (large-batch-images, Goyal et al. 2017), so
  // the batch is held at 8192 / 32 = 256 a GPU, 32 x 256 = 8,192 in all, and timed and launched at it
  // (review s83 #1: it was the memory's, with a note).
  test::Run four = test::run(
      {"check", "--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--model", "vit-l16", "--res", "224", "--json"});
  auto j = nlohmann::json::parse(four.out)["configurations"][0];
  CHECK(j["memory"]["batch_per_gpu"] == 256);
  CHECK(j["memory"]["batch_global"] == 8192);
  nlohmann::json capped;
  for (const auto& f : j["findings"]) {
    if (f["code"] == "global-batch-capped") capped = f;
  }
  REQUIRE(capped.is_object());
  CHECK(capped["figures"]["batch_fits"] == 401);
  CHECK(capped["figures"]["batch_per_gpu"] == 256);
  CHECK(capped["figures"]["large_batch"] == 8192);
  CHECK_THAT(capped["message"].get<std::string>(), Catch::Contains("memory takes 401 images a GPU, 12,832 in all"));
  test::Run launch = test::run(
      {"launch", "--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--model", "vit-l16", "--format", "slurm"});
  CHECK_THAT(launch.out, Catch::Contains("--batch-size 256"));
  // One node (8 x 401 = 3,208) and a batch the user gave (their recipe) are not held.
  auto one = nlohmann::json::parse(
      test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--model", "vit-l16", "--res", "224", "--json"}).out);
  CHECK(one["configurations"][0]["memory"]["batch_per_gpu"] == 401);
  auto typed = nlohmann::json::parse(test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--model",
                                                "vit-l16", "--res", "224", "--batch", "14336", "--json"})
                                         .out);
  CHECK(typed["configurations"][0]["memory"]["batch_per_gpu"] == 448);
  // Held that low, batch norm's note names the remedy that works: 128 nodes x 8 YOLOv5s ranks = 1,024;
  // 8192 / 1024 = 8 a GPU, where memory takes 118,287 / 1024 = 115 (a rank's share of the data): more
  // memory or a lower --res give it nothing (review s83 c7).
  auto many = nlohmann::json::parse(test::run({"check", "--gpu", "h200-nvl", "--count", "8", "--nodes", "128",
                                               "--model", "yolov5s", "--fabric", "ib-ndr-400", "--json"})
                                        .out);
  nlohmann::json bn;
  for (const auto& f : many["configurations"][0]["findings"]) {
    if (f["code"] == "batchnorm-batch-small") bn = f;
  }
  REQUIRE(bn.is_object());
  CHECK(bn["figures"]["batch_per_gpu"] == 8);
  CHECK(bn["figures"]["batch_fits"] == 115);
  CHECK_THAT(bn["message"].get<std::string>(),
             Catch::Contains("memory takes 115 a GPU, held at 8") && !Catch::Contains("more memory"));
  for (const auto* run : {&one, &typed}) {
    CHECK_THAT((*run)["configurations"][0]["findings"].dump(), !Catch::Contains("global-batch-capped"));
  }
}

TEST_CASE("a batch never holds more than the data: one step an epoch is said", "[memory][batch]") {
  // 1,000 images on 8 ranks: a rank gets 1000 / 8 = 125 images a step at most (DistributedSampler).
  // A typed --batch 2048 (2048 // 8 = 256 a rank) is sized, held in memory and timed at 125; the
  // global batch 8 x 125 = 1000 is the whole dataset: one optimizer step an epoch, 100 in the run.
  Workload w;
  w.res_px = 320;
  w.dataset_images = 1000;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 2048;
  Evaluation typed = test::check(w, "h200-nvl", 8);
  CHECK(typed.memory.batch_per_gpu == 125);
  CHECK(typed.memory.batch_global == 1000);
  const Finding* f = test::finding(typed, FindingCode::batch_holds_dataset);
  REQUIRE(f != nullptr);
  CHECK((*f)[Fig::batch_global] == 1000);
  CHECK((*f)[Fig::dataset_images] == 1000);
  CHECK((*f)[Fig::epochs] == 100);
  // The batch sized to memory is capped the same way and says the same; 4,000 images are 4 steps of
  // 1,000 (or fewer, at the batch the memory holds) and say nothing.
  w.batch = BatchSpec{};
  CHECK(test::finding(test::check(w, "h200-nvl", 8), FindingCode::batch_holds_dataset) != nullptr);
  w.dataset_images = 4000;
  CHECK(test::finding(test::check(w, "h200-nvl", 8), FindingCode::batch_holds_dataset) == nullptr);
}

TEST_CASE("a batch sized to memory that stretches YOLOv5's warm-up says so", "[memory][batch]") {
  // Review r16: a small dataset at a batch sized to memory leaves few optimizer steps an epoch.
  // yolov5s on 10,000 images, 8x H200 NVL at 60 % of memory: a global batch of 3,736 (the CLI's
  // 3,976 with its validation split), 3 steps an epoch (ceil(10000 / 3736)); YOLOv5's train.py warms
  // up max(3 x 3, 100) = 100 iterations = 33 of the 100 epochs. At 50,000 images: ceil(50000 /
  // 3736) = 14 steps, max(42, 100) / 14 = 7.1 epochs, under a tenth of 100: nothing said. A typed
  // batch is the user's recipe.
  Workload w;
  w.model = "yolov5s";
  w.dataset_images = 10000;
  Evaluation e = test::check_server(w, "h200-nvl", 8);
  REQUIRE(e.memory.batch_global == 3736);
  const Finding* f = test::finding(e, FindingCode::warmup_long);
  REQUIRE(f != nullptr);
  CHECK((*f)[Fig::steps_per_epoch] == 3);
  CHECK((*f)[Fig::warmup_epochs] == Approx(100.0 / 3));
  w.dataset_images = 50000;
  CHECK(test::finding(test::check_server(w, "h200-nvl", 8), FindingCode::warmup_long) == nullptr);
  w.dataset_images = 10000;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 3736;
  CHECK(test::finding(test::check_server(w, "h200-nvl", 8), FindingCode::warmup_long) == nullptr);
  // The Ultralytics package warms up warmup_epochs alone since 8.4.103 (pull request #25321, review
  // r20b #4): yolo11n at 2 steps an epoch warms up 3 epochs, nothing to say.
  Workload yolo11;
  yolo11.model = "yolo11n";
  yolo11.dataset_images = 5000;
  CHECK(test::finding(test::check_server(yolo11, "h200-nvl", 8), FindingCode::warmup_long) == nullptr);
}

TEST_CASE("batch norm at 8 images a GPU or fewer is a small batch, for families that have it", "[memory][batch]") {
  // ultralytics-yolo batchnorm_small_batch 8 (YOLOv5's multi-GPU guide: "<= 8").
  Workload w;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 32; // 32 // 4 ranks = 8 per GPU: small
  Evaluation small = test::check(w, "rtx-pro-6000-se", 4);
  CHECK(small.memory.batch_per_gpu == 8);
  CHECK(small.memory.batchnorm_batch_small);
  const Finding* f = test::finding(small, FindingCode::batchnorm_batch_small);
  REQUIRE(f);
  CHECK(f->part == "ultralytics-yolo");
  CHECK((*f)[Fig::batch_per_gpu] == 8);
  CHECK((*f)[Fig::small_batch] == 8);
  CHECK(small.fits); // a warning, not a reason
  w.batch.global = 36; // 36 // 4 = 9 per GPU: enough
  Evaluation nine = test::check(w, "rtx-pro-6000-se", 4);
  CHECK(nine.memory.batch_per_gpu == 9);
  CHECK_FALSE(nine.memory.batchnorm_batch_small);
  CHECK_FALSE(test::finding(nine, FindingCode::batchnorm_batch_small));
  w.model = "vit-b16"; // timm-vit: layer norm, no batchnorm_small_batch
  w.batch.global = 8; // 2 per GPU
  Evaluation vit = test::check(w, "rtx-pro-6000-se", 4);
  CHECK(vit.memory.batch_per_gpu == 2);
  CHECK_FALSE(vit.memory.batchnorm_batch_small);
}

TEST_CASE("batch 1 that does not fit makes the configuration not fit", "[memory][batch]") {
  Workload w;
  w.model = "sam-vit-h";
  w.res_px = 4096; // 5.7 GB x 16 = 91 GB per image
  Evaluation e = test::check(w, "l4", 2);
  CHECK_FALSE(e.fits);
  CHECK(e.memory.batch_per_gpu == 0);
}

TEST_CASE("S10: MIG profiles per GPU, DDP needs whole cards", "[memory][mig][seed]") {
  Workload w;
  w.model = "yolo11n";
  w.mode = Mode::mig;
  // RTX PRO 6000 SE: up to 4 x 1g.24gb
  Evaluation rtx = test::check(w, "rtx-pro-6000-se", 2);
  REQUIRE(rtx.memory.mig.profile);
  CHECK(rtx.memory.mig.profile->name == "1g.24gb");
  CHECK(rtx.memory.mig.instances_per_gpu == 4);
  CHECK(rtx.memory.capacity_bytes == Approx(24e9));
  CHECK(rtx.memory.jobs == 8);
  // RTX PRO 4500 SE: 2 x 16 GB
  Evaluation r45 = test::check(w, "rtx-pro-4500-se", 8);
  REQUIRE(r45.memory.mig.profile);
  CHECK(r45.memory.mig.instances_per_gpu == 2);
  CHECK(r45.memory.mig.profile->memory_gb == 16);
  CHECK(r45.memory.jobs == 16);
  // H200 NVL: up to 7
  Evaluation h200 = test::check(w, "h200-nvl", 8);
  REQUIRE(h200.memory.mig.profile);
  CHECK(h200.memory.mig.instances_per_gpu == 7);
  // No MIG on an L40S.
  Evaluation l40s = test::check(w, "l40s", 4);
  CHECK_FALSE(l40s.fits);
  REQUIRE_FALSE(test::codes(l40s).empty());
  CHECK(test::codes(l40s).front() == FindingCode::mig_unsupported);
  CHECK(test::finding(l40s, FindingCode::mig_unsupported)->part == "l40s");
  // Each instance trains alone: no all-reduce.
  CHECK(rtx.comm.allreduce.bytes_per_gpu == 0);
}

TEST_CASE("MIG picks a larger profile when the small one cannot hold the job", "[memory][mig]") {
  Workload w;
  w.model = "yolo11x";
  w.res_px = 1280;
  w.mode = Mode::mig;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 8; // 1.66 GB + 8 x 4.46 GB = 37.4 GB: not in 24 GB, fits 48 GB
  Evaluation e = test::check(w, "rtx-pro-6000-se", 1);
  REQUIRE(e.memory.mig.profile);
  CHECK(e.memory.mig.profile->name == "2g.48gb");
  CHECK(e.memory.mig.instances_per_gpu == 2);
  CHECK(e.fits);
}

TEST_CASE("reserved memory exceeds allocated, device use adds the CUDA context and NCCL's buffers", "[memory]") {
  Workload w;
  Evaluation e = test::check(w, "h200-nvl", 4);
  CHECK(e.memory.breakdown.reserved_bytes == Approx(1.1 * e.memory.breakdown.allocated_peak_bytes));
  // 4 ranks over NVLink bridges: 0.6 GB context + 0.69 GB of NCCL buffers (NVIDIA/nccl #964's 688 MB
  // at 3 or more A100s); one GPU has no communicator, two over NVLink hold 0.54 GB (544 MB), two
  // GeForce cards none on the GPU (their ring copies through host memory), two PCIe cards 0.1 GB.
  CHECK(e.memory.breakdown.nccl_bytes == Approx(0.69e9));
  CHECK(e.memory.breakdown.device_used_bytes == Approx(e.memory.breakdown.reserved_bytes + 0.6e9 + 0.69e9));
  CHECK(test::check(w, "h200-nvl", 1).memory.breakdown.nccl_bytes == 0);
  CHECK(test::check(w, "h200-nvl", 2).memory.breakdown.nccl_bytes == Approx(0.54e9));
  CHECK(test::check(w, "rtx-5090", 2).memory.breakdown.nccl_bytes == 0);
  CHECK(test::check(w, "rtx-pro-6000-se", 2).memory.breakdown.nccl_bytes == Approx(0.1e9));
  CHECK(e.memory.breakdown.device_used_bytes <= e.memory.capacity_bytes);
}

TEST_CASE("property: more memory never lowers the automatic batch", "[memory][property]") {
  MemoryInputs in;
  in.params = 25e6;
  in.activation_bytes_per_image_ref = 0.4e9;
  in.ref_res_px = 640;
  in.res_px = 640;
  in.reserved_factor = 1.1;
  int last = 0;
  for (double gb = 8; gb <= 192; gb += 8) {
    int b = largest_batch_within(in, 0.6 * gb * 1e9, 1024);
    CHECK(b >= last);
    last = b;
  }
  CHECK(last > 0);
}

TEST_CASE("dense scenes: the label assigner grows with objects per image and pixels", "[memory]") {
  CHECK(anchor_points(640) == Approx(8400)); // 80^2 + 40^2 + 20^2
  CHECK(anchor_points(1280) == Approx(33600));
  Workload w;
  w.model = "yolo11n";
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 16;
  w.max_objects = 300;
  Evaluation dense = test::check(w, "rtx-pro-6000-se", 1);
  // ultralytics PR #25240: 16 images x 300 boxes x 8,400 anchors -> 0.89 GB assigner peak.
  CHECK(dense.memory.breakdown.assigner_bytes == Approx(0.887e9).epsilon(0.01));
  w.max_objects = 0;
  Evaluation empty = test::check(w, "rtx-pro-6000-se", 1);
  CHECK(empty.memory.breakdown.assigner_bytes == 0);
  CHECK(dense.memory.breakdown.reserved_bytes > empty.memory.breakdown.reserved_bytes);
  // Families whose matcher is small keep no assigner term.
  w.model = "fasterrcnn-r50-fpn";
  w.max_objects = 300;
  CHECK(test::check(w, "rtx-pro-6000-se", 1).memory.breakdown.assigner_bytes == 0);
}

namespace {
// Batch 16 at 640 px (8,400 anchors) on VisDrone-like labels: 80 a sample, the densest 518.
Workload visdrone_batch16(const std::string& model) {
  Workload w;
  w.model = model;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 16;
  w.objects = 80;
  w.max_objects = 518;
  return w;
}
} // namespace

TEST_CASE("the assigner's cache: earlier, less dense batches' blocks stay reserved, not needed to fit", "[memory]") {
  // The shipped catalog: assigner-cache-factor 2.8, assigner-cache-free-objects 60, the family's
  // assigner 22 B a (label, anchor) pair. yolo11n, batch 16 at 640 px (8,400 anchors), VisDrone's
  // densest training sample of 518 labels:
  //   cache = 2.8 x 22 B x (518 - 60) x 8400 x 16 = 2.8 x 22 x 458 x 134,400 = 3.7918 GB.
  Workload w = visdrone_batch16("yolo11n");
  auto on = [&](const Catalog& c) { return evaluate(w, ConfigRequest{"rtx-pro-6000-se", 1, "none", {}}, c); };
  const MemoryBreakdown dense = on(test::shipped()).memory.breakdown;
  CHECK(dense.assigner_cache_bytes == Approx(3.7918e9).epsilon(1e-4));
  // On top of the need, which the fit and the batch rest on: freed before out of memory.
  CHECK(dense.reserved_bytes == Approx(dense.reserved_need_bytes + 3.7918e9).epsilon(1e-4));
  CHECK(dense.gpu_mem_bytes == Approx(dense.reserved_bytes + dense.validation_cache_bytes));
  // At COCO's densest (60) the step's own freed blocks hold the assigner: no cache.
  w.max_objects = 60;
  w.objects = 18;
  CHECK(on(test::shipped()).memory.breakdown.assigner_cache_bytes == 0);
  // The frozen test catalog carries the factor at 0, so the figures worked out before it stand.
  w.max_objects = 518;
  CHECK(test::check(w, "rtx-pro-6000-se", 1).memory.breakdown.assigner_cache_bytes == 0);
  // A batch sized to 60 % of the GPU: the cache would pass what the GPU holds, so reserved stops at
  // the GPU less the context and the note names the fragmenting cache; the batch is the need's.
  w.batch = BatchSpec{};
  const Evaluation autobatch = on(test::shipped());
  const MemoryBreakdown& m = autobatch.memory.breakdown;
  CHECK(m.reserved_bytes == Approx(autobatch.memory.capacity_bytes - m.context_bytes));
  CHECK(m.reserved_need_bytes <= 0.6 * autobatch.memory.capacity_bytes);
  CHECK(test::finding(autobatch, FindingCode::cache_fragments) != nullptr);
}

TEST_CASE("YOLO26's second loss branch adds its share to the assigner, in memory, not in the traffic", "[memory]") {
  // ultralytics-yolo: 22 B a pair + 9 B for each loss branch past the first (a traced YOLO26n step
  // peaks at 28.1 B against YOLO11n's 20.0). yolo26n (loss_branches 2), batch 16 at 640 px, 518
  // labels in the densest sample:
  //   assigner = (22 + 9) B x 518 x 8400 x 16 = 31 x 69,619,200 = 2.1582 GB
  //   cache    = 2.8 x 31 B x (518 - 60) x 8400 x 16 = 2.8 x 31 x 61,555,200 = 5.3430 GB
  Workload w = visdrone_batch16("yolo26n");
  const Evaluation e = evaluate(w, ConfigRequest{"rtx-pro-6000-se", 1, "none", {}}, test::shipped());
  CHECK(e.memory.inputs.assigner_bytes_per_pair == 31);
  CHECK(e.memory.breakdown.assigner_bytes == Approx(2.1582e9).epsilon(1e-4));
  CHECK(e.memory.breakdown.assigner_cache_bytes == Approx(5.3430e9).epsilon(1e-4));
  // The time model streams one branch's buffers per branch: 9 B x 518 x 8400 = 39.16 MB an image
  // less than the memory's loss buffers.
  CHECK(e.memory.inputs.assigner_branch_bytes_per_image == Approx(9.0 * 518 * 8400));
  CHECK(e.step.inputs.loss_bytes_per_image == Approx(e.memory.breakdown.loss_bytes_per_image - 9.0 * 518 * 8400));
  // One branch (yolo11n): the family's 22 B alone.
  w.model = "yolo11n";
  CHECK(evaluate(w, ConfigRequest{"rtx-pro-6000-se", 1, "none", {}}, test::shipped())
            .memory.inputs.assigner_bytes_per_pair == 22);
}

TEST_CASE("RT-DETR's denoising queries grow with the densest sample's labels", "[memory]") {
  // RTDETRDecoder's defaults: 6 layers, 8 heads, 300 queries, 100 denoising; 27,320 B a query and
  // layer under AMP, 35,008 in FP32 (tools/saved_activations.py); the figure taken at 60 labels.
  ModelSpec::DenoisingDecoder d{6, 8, 300, 100, 27320, 35008, 60};
  // Queries = 300 + 2 x m x max(1, 100 // m), m = min(n, 100) (pull request #25834 caps the labels an
  // image denoises at num_dn): 60 -> 300 + 120 x 1 = 420; 10 -> 300 + 20 x 10 = 500; 34 -> 300 + 68 x 2
  // = 436; 518 -> m = 100: 300 + 200 = 500; 150 -> 500; no labels, no denoising: 300.
  CHECK(denoising_decoder_queries(d, 60) == 420);
  CHECK(denoising_decoder_queries(d, 10) == 500);
  CHECK(denoising_decoder_queries(d, 34) == 436);
  CHECK(denoising_decoder_queries(d, 518) == 500);
  CHECK(denoising_decoder_queries(d, 150) == 500);
  CHECK(denoising_decoder_queries(d, 0) == 300);
  // Releases before the cap (m = n): 518 -> 300 + 1036 = 1336; 150 -> 300 + 300 x 1 = 600; at or
  // below the budget the two agree.
  CHECK(denoising_decoder_queries(d, 518, true) == 1336);
  CHECK(denoising_decoder_queries(d, 150, true) == 600);
  CHECK(denoising_decoder_queries(d, 60, true) == 420);
  ModelSpec::DenoisingDecoder plain_decoder = d;
  plain_decoder.denoising = 0; // trained without denoising (num_dn 0): its 300 queries alone
  CHECK(denoising_decoder_queries(plain_decoder, 518) == 300);
  // AMP at 518: 6 x (1336 x 27,320 + 8 x 1336^2 x 6 B) = 6 x (36,499,520 + 85,675,008) = 733,047,168 B;
  // at 60: 6 x (420 x 27,320 + 8 x 420^2 x 6) = 119,649,600. FP32 at 60: 6 x (420 x 35,008 + 8 x
  // 420^2 x 4) = 122,088,960.
  CHECK(denoising_decoder_bytes(d, 518, Precision::fp16, true) == Approx(733047168.0));
  // Capped at 518: 6 x (500 x 27,320 + 8 x 500^2 x 6) = 6 x (13,660,000 + 12,000,000) = 153,960,000 B.
  CHECK(denoising_decoder_bytes(d, 518, Precision::fp16) == Approx(153960000.0));
  CHECK(denoising_decoder_bytes(d, 60, Precision::fp16) == Approx(119649600.0));
  CHECK(denoising_decoder_bytes(d, 60, Precision::fp32) == Approx(122088960.0));

  // RT-DETR-L at batch 12 with 518 labels in the densest sample, on a release before the cap:
  // (733,047,168 - 119,649,600) x the family's activation scale 1.017 = 623,825,327 B an image, x 12 =
  // 7.486 GB, in the peak. The current release: (153,960,000 - 119,649,600) x 1.017 = 34,893,677 B.
  Workload w;
  w.model = "rtdetr-l";
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 12;
  w.objects = 80;
  w.max_objects = 518;
  CHECK(test::check(w, "rtx-5090", 1).memory.breakdown.denoising_bytes_per_image == Approx(34893677.0).epsilon(1e-6));
  w.denoising_uncapped = true;
  Evaluation dense = test::check(w, "rtx-5090", 1);
  const MemoryBreakdown& m = dense.memory.breakdown;
  CHECK(m.denoising_bytes_per_image == Approx(623825327.0).epsilon(1e-6));
  CHECK(m.denoising_bytes == Approx(7.4859e9).epsilon(1e-4));
  w.max_objects = 60;
  Evaluation plain = test::check(w, "rtx-5090", 1);
  CHECK(plain.memory.breakdown.denoising_bytes == 0);
  CHECK(m.allocated_peak_bytes - plain.memory.breakdown.allocated_peak_bytes == Approx(m.denoising_bytes));
  // The public RT-DETR-L runs on VisDrone that ran out of a 32 GB RTX 5090's memory (rows
  // 9601-9609): at batch 24 the peak is 24 x (0.6816 activations + 0.6238 denoising) GB + 0.86 GB
  // of states and workspace = 32.19 GB, x 1.1 reserved = 35.4 GB against the card's 33.1: no fit;
  // at 60 labels, without the denoising growth, 17.2 GB x 1.1 fits, and so does the current release
  // at 518 (0.035 GB an image of denoising: 24 x 0.7165 + 0.86 = 18.1 GB x 1.1).
  w.batch.global = 24;
  w.max_objects = 518;
  CHECK_FALSE(test::check(w, "rtx-5090", 1).fits);
  w.denoising_uncapped = false;
  CHECK(test::check(w, "rtx-5090", 1).fits);
  w.denoising_uncapped = true;
  w.max_objects = 60;
  CHECK(test::check(w, "rtx-5090", 1).fits);
  // Fewer queries than the figure's 420 (55 labels: 300 + 110 = 410) take nothing off it.
  w.max_objects = 55;
  CHECK(test::check(w, "rtx-5090", 1).memory.breakdown.denoising_bytes == 0);
  // A YOLO model has no such decoder: its assigner grows instead.
  w.model = "yolo11n";
  w.max_objects = 518;
  CHECK(test::check(w, "rtx-5090", 1).memory.breakdown.denoising_bytes == 0);
}

TEST_CASE(
    "variable input sizes: the cache holds 1.9x the peak allocated, up to the GPU, and the batch fits by the need",
    "[memory]") {
  // torchvision Faster R-CNN (family torchvision-detection, variable_input_size), FP32, SGD, on
  // 8 A100-40GB (39.59 GiB = 42.509 GB as PyTorch reports it; context 0.6 GB, NCCL's buffers over
  // NVSwitch 0.69 GB).
  Workload w;
  w.model = "fasterrcnn-r50-fpn";
  w.res_px = 980;
  w.amp = Precision::fp32;
  w.optimizer = Optimizer::sgd;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 16; // 2 per GPU
  Evaluation e2 = test::check(w, "a100-40gb-sxm", 8);
  const MemoryBreakdown& m2 = e2.memory.breakdown;
  // need = allocated x 1.1 (allocator-reserved-factor); reserved = allocated x 1.9
  // (variable-size-reserved-factor): 3.55 GB allocated -> 3.91 GB need, 6.75 GB after hours.
  CHECK(m2.reserved_need_bytes == Approx(1.1 * m2.allocated_peak_bytes));
  CHECK(m2.reserved_bytes == Approx(1.9 * m2.allocated_peak_bytes));
  CHECK(m2.allocated_peak_bytes == Approx(3.55e9).epsilon(0.01));
  CHECK(m2.device_used_bytes == Approx(m2.reserved_bytes + 0.6e9 + 0.69e9));
  // 16 per GPU: 22.36 GB allocated x 1.9 = 42.5 GB would pass the GPU: the cache stops at
  // 42.509 - 0.6 - 0.69 = 41.219 GB; the need, 1.1 x 22.36 = 24.6 GB + 1.29, fits, so no finding.
  w.batch.global = 128;
  Evaluation e16 = test::check(w, "a100-40gb-sxm", 8);
  const MemoryBreakdown& m16 = e16.memory.breakdown;
  CHECK(m16.reserved_bytes == Approx(39.59 * 1073741824.0 - 0.6e9 - 0.69e9).epsilon(1e-4));
  CHECK(m16.reserved_need_bytes == Approx(24.59e9).epsilon(0.01));
  CHECK(test::finding(e16, FindingCode::device_memory_exceeded) == nullptr);
  // 41.2 - 24.6 = 16.6 GB of cache growth is more than a quarter of the GPU: worth a note, with
  // the allocator option that prevents it; at 2 per GPU the growth (2.8 GB) is not.
  const Finding* grows = test::finding(e16, FindingCode::cache_fragments);
  REQUIRE(grows != nullptr);
  CHECK((*grows)[Fig::reserved_gb] == Approx(41.22).epsilon(0.001));
  CHECK(test::finding(e2, FindingCode::cache_fragments) == nullptr);
  // A fixed input size (YOLO's 640 x 640 mosaics) holds what it needs.
  Workload y;
  Evaluation ey = test::check(y, "a100-40gb-sxm", 1);
  CHECK(ey.memory.breakdown.reserved_bytes == Approx(ey.memory.breakdown.reserved_need_bytes));
}

TEST_CASE("validation cache: YOLO's rect validation blocks stay in reserved below the trainer's threshold",
          "[memory]") {
  // yolo11s (stem 32 channels) at 640, AMP, batch 16 on one T4 (15.84 GB as PyTorch reports it).
  // Validation: 2 x 16 = 32 rect images x (3 + 32 / 2) = 19 elements x 2 B x 640^2 px
  // = 498.07 MB alive at once, x 1.9 (each rect shape its own blocks) = 946.3 MB.
  Workload w;
  w.model = "yolo11s";
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 16;
  Evaluation small = test::check(w, "t4", 1);
  const MemoryBreakdown& ms = small.memory.breakdown;
  // Ultralytics _clear_memory(0.5): ~4.4 + 0.95 GB is under half of 15.84 GB, so the cache keeps it.
  CHECK(ms.validation_cache_bytes == Approx(946.34e6).epsilon(1e-4));
  // The training's reserved is the step's need; GPU_mem (what the trainer prints) adds the blocks.
  CHECK(ms.reserved_bytes == Approx(ms.reserved_need_bytes));
  CHECK(ms.gpu_mem_bytes == Approx(ms.reserved_need_bytes + 946.34e6).epsilon(1e-6));
  CHECK(ms.device_used_bytes == Approx(ms.gpu_mem_bytes + 0.6e9));
  // Batch 32: the training step alone needs more than half the GPU, so the trainer empties the
  // cache and GPU_mem shows the step's own reserved.
  w.batch.global = 32;
  Evaluation big = test::check(w, "t4", 1);
  CHECK(big.memory.breakdown.reserved_need_bytes > 0.5 * big.memory.capacity_bytes);
  CHECK(big.memory.breakdown.validation_cache_bytes == 0);
  CHECK(big.memory.breakdown.reserved_bytes == Approx(big.memory.breakdown.reserved_need_bytes));
  // An Ultralytics release that empties the cache every epoch (8.0.60-8.3.69): nothing kept.
  w.batch.global = 16;
  w.val_cache_kept_up_to = 0.0;
  CHECK(test::check(w, "t4", 1).memory.breakdown.validation_cache_bytes == 0);
  // YOLOv5 never empties it: kept at any batch, but the cache stops at the GPU less the context,
  // and the batch is still sized by the step's need alone (freed before out of memory).
  Workload v5;
  v5.model = "yolov5s";
  v5.batch.kind = BatchSpec::Kind::global;
  v5.batch.global = 16;
  CHECK(test::check(v5, "t4", 1).memory.breakdown.validation_cache_bytes == Approx(946.34e6).epsilon(1e-4));
  // A validation set smaller than the batch: one batch of all 8 images, 8 / 32 of the above.
  v5.val_images = 8;
  CHECK(test::check(v5, "t4", 1).memory.breakdown.validation_cache_bytes == Approx(236.59e6).epsilon(1e-4));
  v5.val_images = 0; // --val-images 0: no validation, no validation cache
  CHECK(test::check(v5, "t4", 1).memory.breakdown.validation_cache_bytes == 0);
  v5.val_images = 5000;
  v5.batch.global = 72; // 72 x 2 x 19 x 2 B x 640^2 x 1.9 = 4.26 GB on top of a ~13 GB step
  Evaluation full = test::check(v5, "t4", 1);
  const MemoryBreakdown& mf = full.memory.breakdown;
  CHECK(mf.reserved_need_bytes + mf.context_bytes <= full.memory.capacity_bytes);
  CHECK(mf.gpu_mem_bytes == Approx(full.memory.capacity_bytes - 0.6e9).epsilon(1e-9));
  CHECK(mf.validation_cache_bytes < 72 * 2 * 19 * 2 * 640.0 * 640 * 1.9);
  CHECK(test::finding(full, FindingCode::device_memory_exceeded) == nullptr);
  CHECK(test::finding(full, FindingCode::cache_fragments) == nullptr);
}

TEST_CASE("unfused attention keeps every head's scores, fused attention none", "[memory]") {
  // ViT-B/16 at 224 px (12 layers, 12 heads, 14^2 + 1 = 197 tokens), AMP, batch 64 on one H200 NVL.
  // Unfused (PyTorch < 2.0): 12 x 12 x 197^2 x 6 B (FP32 softmax output 4 + its FP16 copy 2)
  // = 33.531 MB per image x activation scale 1.0 = 2.146 GB at 64.
  Workload w;
  w.model = "vit-b16";
  w.res_px = 224;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 64;
  Evaluation fused = test::check(w, "h200-nvl", 1);
  CHECK(fused.memory.breakdown.attention_scores_bytes == 0);
  w.unfused_attention = true;
  Evaluation unfused = test::check(w, "h200-nvl", 1);
  const MemoryBreakdown& m = unfused.memory.breakdown;
  CHECK(m.attention_scores_bytes == Approx(64 * 33.531e6).epsilon(1e-4));
  CHECK(m.allocated_peak_bytes - fused.memory.breakdown.allocated_peak_bytes == Approx(m.attention_scores_bytes));
  // Scores grow with tokens^2: at 448 px (785 tokens) 12 x 12 x 785^2 x 6 = 532.4 MB per image.
  w.res_px = 448;
  w.batch.global = 8;
  CHECK(test::check(w, "h200-nvl", 1).memory.breakdown.attention_scores_bytes == Approx(8 * 532.4e6).epsilon(1e-3));
  // A CNN has no attention term.
  w.model = "yolo11s";
  w.res_px = 640;
  CHECK(test::check(w, "h200-nvl", 1).memory.breakdown.attention_scores_bytes == 0);
}

TEST_CASE("attention written out in a CNN keeps its scores beyond the pixel scaling", "[memory]") {
  // YOLO11x's C2PSA (shipped catalog): 2 blocks x 6 heads at stride 32. At 1280 px N = 40^2 = 1600
  // tokens, at its 640 px figure N_ref = 400: 2 x 6 x (1600^2 - 400^2 x (1280/640)^2) = 12 x
  // (2,560,000 - 640,000) = 23.04 M scores x 6 B (AMP) x activation scale 1.017 = 140.59 MB per
  // image, 1.1247 GB at 8.
  auto scores = [](const std::string& model, int res) {
    Workload w;
    w.model = model;
    w.res_px = res;
    w.batch.kind = BatchSpec::Kind::global;
    w.batch.global = 8;
    return evaluate(w, ConfigRequest{"h200-nvl", 1, "none", {}}, test::shipped())
        .memory.breakdown.attention_scores_bytes;
  };
  CHECK(scores("yolo11x", 1280) == Approx(8 * 23.04e6 * 6 * 1.017).epsilon(1e-4));
  // 4096 px: N = 16,384; 12 x (268,435,456 - 160,000 x 6.4^2 = 6,553,600) = 12 x 261,881,856 =
  // 3.143 G scores x 6 B x 1.017 = 19.18 GB an image, which the pixel scaling missed.
  CHECK(scores("yolo11x", 4096) == Approx(8 * 12 * 261881856.0 * 6 * 1.017).epsilon(1e-4));
  // At the figure's own size nothing is added; below it the difference is negative and dropped.
  CHECK(scores("yolo11x", 640) == 0);
  CHECK(scores("yolo11x", 320) == 0);
  // YOLO11n: 1 block of 2 heads, 1/6 of the x's: 1 x 2 x 1.92 M x 6 x 1.017 per image.
  CHECK(scores("yolo11n", 1280) == Approx(8 * 2 * 1.92e6 * 6 * 1.017).epsilon(1e-4));
  // YOLOv8 has no C2PSA.
  CHECK(scores("yolov8x", 1280) == 0);
}

TEST_CASE("reserved memory never falls as the batch grows, the trainer's GPU_mem may and says why",
          "[memory][issue25]") {
  // Issue 25 item 10: 4x RTX PRO 6000 SE, yolo11x at 1280. At batch 36 (9 per GPU) validation's
  // blocks stay in the cache (reserved + blocks below half of the 96 GB); at batch 40 (10 per
  // GPU) they pass it and Ultralytics empties the cache: GPU_mem falls, the training's reserved
  // (what the fit is decided by) does not.
  Workload w;
  w.res_px = 1280;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.fraction_from_default = false;
  double previous_reserved = 0;
  bool gpu_mem_fell = false;
  double previous_gpu_mem = 0;
  for (int batch = 32; batch <= 48; batch += 4) {
    w.batch.global = batch;
    const MemoryBreakdown m = test::check(w, "rtx-pro-6000-se", 4).memory.breakdown;
    INFO("batch " << batch);
    CHECK(m.reserved_bytes >= previous_reserved);
    CHECK(m.gpu_mem_bytes == Approx(m.reserved_bytes + m.validation_cache_bytes));
    gpu_mem_fell = gpu_mem_fell || m.gpu_mem_bytes < previous_gpu_mem;
    previous_reserved = m.reserved_bytes;
    previous_gpu_mem = m.gpu_mem_bytes;
  }
  CHECK(gpu_mem_fell); // the case the issue reported still happens in the trainer's reading
}

TEST_CASE("torchvision detectors: AMP keeps FP32 FrozenBatchNorm outputs, so it saves little memory and no traffic",
          "[memory][precision]") {
  // Faster R-CNN R50-FPN carries its own FP32/AMP ratio, 1.046 (tools/gen_workloads.py
  // d2_fp32_factor), where YOLO's is the catalog's 1.6 (the shipped catalog: the frozen one
  // predates the field). At 980 px, batch 2 a GPU, SGD:
  // FP32 activations 1.1945 x 1.075 (fitted scale) x 1.046 = 1.3432 GB an image (detectron2's
  // measured 1.25 GB x 1.075: (3.0 - 12 B x 41.755 M) / 2 = 1.2495); AMP 1.1945 x 1.075 = 1.2841.
  Workload w;
  w.model = "fasterrcnn-r50-fpn";
  w.res_px = 980;
  w.optimizer = Optimizer::sgd;
  w.batch.kind = BatchSpec::Kind::global;
  w.batch.global = 16;
  auto check = [&](const Workload& wl) {
    return evaluate(wl, ConfigRequest{"a100-40gb-sxm", 8, "none", HostPins{}}, test::shipped());
  };
  const ModelSpec& m = test::shipped().model("fasterrcnn-r50-fpn");
  REQUIRE(m.fp32_activation_factor.has_value());
  CHECK(*m.fp32_activation_factor == Approx(1.046));
  w.amp = Precision::fp32;
  Evaluation fp32 = check(w);
  w.amp = Precision::fp16;
  Evaluation amp = check(w);
  CHECK(fp32.memory.breakdown.activation_bytes_per_image == Approx(1.3432e9).epsilon(1e-3));
  CHECK(amp.memory.breakdown.activation_bytes_per_image == Approx(1.2841e9).epsilon(1e-3));
  // The time's memory traffic stays at FP32's bytes / 1.6, as the AMP efficiency was fitted:
  // AMP moves 1.3432 / 1.6 = 0.8395 GB an image, FP32 1.3432 (ratio 1.6, as before the model's
  // own ratio).
  CHECK(fp32.step.inputs.activation_bytes_per_image == Approx(1.3432e9).epsilon(1e-3));
  CHECK(amp.step.inputs.activation_bytes_per_image == Approx(0.8395e9).epsilon(1e-3));
  // A run whose FP16 keeps its norm outputs in FP16 (mmcv's, calibration rows 207-209): AMP at
  // the catalog's ratio, 1.3432 / 1.6 = 0.8395 GB an image.
  w.amp_norms_half = true;
  Evaluation half = check(w);
  CHECK(half.memory.breakdown.activation_bytes_per_image == Approx(0.8395e9).epsilon(1e-3));
  // A YOLO model keeps the catalog's 1.6 either way.
  CHECK_FALSE(test::shipped().model("yolo11s").fp32_activation_factor.has_value());
}
