#pragma once
// The fully resolved question vsize answers: one workload, and the hardware to search or
// check. Every field has its default here; the CLI only overrides and echoes them.
#include <optional>
#include <string>
#include <vector>

namespace vsize {

enum class Precision { fp16, bf16, fp32 };
enum class Optimizer { adamw, sgd };
enum class CacheMode { ram, disk, none };
enum class CacheShape { square, typical };
enum class Mode { ddp, per_gpu, mig };
enum class Redundancy { n_plus_1, n_plus_n };
enum class RankBy { time, power, cost, experiments };

// The --batch value: -1 (AutoBatch at the default fraction), 0 < f < 1 (a fraction of GPU
// memory) or N >= 1 (the global batch, split over the ranks as Ultralytics does).
struct BatchSpec {
  enum class Kind { auto_fraction, global } kind = Kind::auto_fraction;
  double fraction = 0.60;  // for auto_fraction
  int global = 0;          // for global
  bool fraction_from_default = true;
};

struct Workload {
  std::string model = "yolo11x";
  int res_px = 640;
  long long dataset_images = 118287;  // COCO train2017 (seed 000, S13)
  long long val_images = 5000;        // COCO val2017
  int epochs = 100;
  BatchSpec batch;
  Precision amp = Precision::fp16;    // Ultralytics amp=True uses FP16 (seed 000)
  Optimizer optimizer = Optimizer::adamw;
  CacheMode cache = CacheMode::ram;
  CacheShape cache_shape = CacheShape::square;
  int workers = 8;                    // Ultralytics default, per rank
  // Labelled objects in the densest image: YOLO's assigner pads every image of a batch to it.
  // COCO: 99 % of images hold 1-33 instances, median 4 (COCO 2014 train statistics via
  // research/models.md §8 source); 60 is an estimate of the densest image a batch meets.
  int max_objects = 60;
  Mode mode = Mode::ddp;
  double night_hours = 12;
};

// Hardware that the user pinned; anything empty is chosen by vsize.
struct HostPins {
  std::string cpu;
  std::optional<int> sockets;
  std::optional<double> ram_gb;
  std::string psu;
  std::optional<int> psus;
  std::string circuit;
  Redundancy redundancy = Redundancy::n_plus_1;
  std::string region = "eu"; // circuits considered when none is pinned: eu, us or any
};

// One configuration to evaluate: a GPU, a count, and the host pins.
struct ConfigRequest {
  std::string gpu;
  int count = 0;
  HostPins host;
};

// The search: which GPUs and counts to enumerate, and how to rank.
struct SearchRequest {
  std::vector<std::string> gpus;  // empty = every catalog GPU
  std::vector<int> counts = {2, 4, 8};
  HostPins host;
  RankBy rank_by = RankBy::time;
  int top = 3;                    // per GPU count; 0 = all
};

const char* to_string(Precision p);
const char* to_string(Optimizer o);
const char* to_string(CacheMode c);
const char* to_string(CacheShape c);
const char* to_string(Mode m);
const char* to_string(Redundancy r);
const char* to_string(RankBy r);

} // namespace vsize
