// Names of the request enums, as the CLI accepts them and the outputs echo them.
#include "vsize/request.hpp"

namespace vsize {

const char* to_string(Precision p) {
  switch (p) {
  case Precision::fp16: return "fp16";
  case Precision::bf16: return "bf16";
  case Precision::fp32: return "fp32";
  }
  return "fp16";
}
const char* to_string(Optimizer o) { return o == Optimizer::adamw ? "adamw" : "sgd"; }
const char* to_string(CacheMode c) {
  switch (c) {
  case CacheMode::ram: return "ram";
  case CacheMode::disk: return "disk";
  case CacheMode::none: return "none";
  }
  return "ram";
}
const char* to_string(CacheShape c) { return c == CacheShape::square ? "square" : "typical"; }
const char* to_string(Mode m) {
  switch (m) {
  case Mode::ddp: return "ddp";
  case Mode::per_gpu: return "per-gpu";
  case Mode::mig: return "mig";
  }
  return "ddp";
}
const char* to_string(Redundancy r) { return r == Redundancy::n_plus_1 ? "n+1" : "n+n"; }
const char* to_string(RankBy r) {
  switch (r) {
  case RankBy::time: return "time";
  case RankBy::power: return "power";
  case RankBy::cost: return "cost";
  case RankBy::experiments: return "experiments";
  }
  return "time";
}

} // namespace vsize
