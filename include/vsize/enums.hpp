#pragma once
// Every enum a user types or an output echoes, with its spellings in one table each. The CLI
// parses with parse_enum, help lists enum_names, outputs echo to_string: one place per enum.
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace vsize {

enum class Precision { fp16, bf16, fp32 };
enum class Optimizer { adamw, sgd, musgd };
enum class CacheMode { ram, disk, none };
enum class CacheShape { square, typical };
enum class Mode { ddp, per_gpu, mig };
enum class Redundancy { n_plus_1, n_plus_n };
enum class RankBy { time, power, cost, experiments, cost_per_experiment };
enum class Region { eu, us, any };
enum class LinkKind { none, nvswitch, nvlink_bridge, pcie, host_memory };
enum class Bottleneck { gpu_compute, python, allreduce, data_loader, storage, video_decode };
enum class Severity { reason, warning };
enum class MemoryType { ddr4, ddr5 };
enum class Task { detect, segment, instance_segment, semantic_segment, classify, encoder };
enum class FamilyKind { cnn, transformer };
enum class PcieTopology { direct, switched };
enum class FormFactor { pcie, sxm };
enum class VideoCodec { h264, h265 };
enum class Decode { images, video }; // stored images (JPEG, extracted frames) or the video itself (NVDEC)
enum class Raid { raid0, raid1, raid5, raid6, raid10 };
// How a cloud offer is paid: by the hour used, or committed for one or three years (paid around the clock)
enum class Commitment { on_demand, one_year, three_year };
// --val-images N, auto as COCO's share, auto for video, auto for a classifier on ImageNet-1k (its 50,000),
// auto for a classifier on its own data set (ImageNet-1k's share)
enum class ValSplit { given, share, video_fixed, imagenet, imagenet_share };

template <class E>
struct Spelling {
  E value;
  const char* name;
};

// EnumTraits<E>::spellings lists every value once; the first spelling of a value is how
// outputs print it.
template <class E>
struct EnumTraits;

#define VSIZE_ENUM_SPELLINGS(E, ...)                                                                                   \
  template <>                                                                                                          \
  struct EnumTraits<E> {                                                                                               \
    static constexpr Spelling<E> spellings[] = {__VA_ARGS__};                                                          \
  }

VSIZE_ENUM_SPELLINGS(Precision, {Precision::fp16, "fp16"}, {Precision::bf16, "bf16"}, {Precision::fp32, "fp32"});
VSIZE_ENUM_SPELLINGS(Optimizer, {Optimizer::adamw, "adamw"}, {Optimizer::sgd, "sgd"}, {Optimizer::musgd, "musgd"});
VSIZE_ENUM_SPELLINGS(CacheMode, {CacheMode::ram, "ram"}, {CacheMode::disk, "disk"}, {CacheMode::none, "none"});
VSIZE_ENUM_SPELLINGS(CacheShape, {CacheShape::square, "square"}, {CacheShape::typical, "typical"});
VSIZE_ENUM_SPELLINGS(Mode, {Mode::ddp, "ddp"}, {Mode::per_gpu, "per-gpu"}, {Mode::mig, "mig"});
VSIZE_ENUM_SPELLINGS(Redundancy, {Redundancy::n_plus_1, "n+1"}, {Redundancy::n_plus_n, "n+n"});
VSIZE_ENUM_SPELLINGS(RankBy, {RankBy::time, "time"}, {RankBy::power, "power"}, {RankBy::cost, "cost"},
                     {RankBy::experiments, "experiments"}, {RankBy::cost_per_experiment, "cost-per-experiment"});
VSIZE_ENUM_SPELLINGS(Region, {Region::eu, "eu"}, {Region::us, "us"}, {Region::any, "any"});
VSIZE_ENUM_SPELLINGS(LinkKind, {LinkKind::none, "none"}, {LinkKind::nvswitch, "nvswitch"},
                     {LinkKind::nvlink_bridge, "nvlink-bridge"}, {LinkKind::pcie, "pcie"},
                     {LinkKind::host_memory, "host-memory"});
VSIZE_ENUM_SPELLINGS(Bottleneck, {Bottleneck::gpu_compute, "gpu-compute"}, {Bottleneck::python, "python"},
                     {Bottleneck::allreduce, "allreduce"}, {Bottleneck::data_loader, "data-loader"},
                     {Bottleneck::storage, "storage"}, {Bottleneck::video_decode, "video-decode"});
VSIZE_ENUM_SPELLINGS(Severity, {Severity::reason, "reason"}, {Severity::warning, "warning"});
VSIZE_ENUM_SPELLINGS(MemoryType, {MemoryType::ddr4, "ddr4"}, {MemoryType::ddr5, "ddr5"});
VSIZE_ENUM_SPELLINGS(Task, {Task::detect, "detect"}, {Task::segment, "segment"},
                     {Task::instance_segment, "instance-segment"}, {Task::semantic_segment, "semantic-segment"},
                     {Task::classify, "classify"}, {Task::encoder, "encoder"});
VSIZE_ENUM_SPELLINGS(FamilyKind, {FamilyKind::cnn, "cnn"}, {FamilyKind::transformer, "transformer"});
VSIZE_ENUM_SPELLINGS(PcieTopology, {PcieTopology::direct, "direct"}, {PcieTopology::switched, "switched"});
VSIZE_ENUM_SPELLINGS(FormFactor, {FormFactor::pcie, "pcie"}, {FormFactor::sxm, "sxm"});
VSIZE_ENUM_SPELLINGS(VideoCodec, {VideoCodec::h264, "h264"}, {VideoCodec::h265, "h265"});
VSIZE_ENUM_SPELLINGS(Decode, {Decode::images, "images"}, {Decode::video, "video"});
VSIZE_ENUM_SPELLINGS(Raid, {Raid::raid0, "0"}, {Raid::raid1, "1"}, {Raid::raid5, "5"}, {Raid::raid6, "6"},
                     {Raid::raid10, "10"});
VSIZE_ENUM_SPELLINGS(Commitment, {Commitment::on_demand, "on-demand"}, {Commitment::one_year, "1y"},
                     {Commitment::three_year, "3y"});
VSIZE_ENUM_SPELLINGS(ValSplit, {ValSplit::given, "given"}, {ValSplit::share, "share"},
                     {ValSplit::video_fixed, "video-fixed"}, {ValSplit::imagenet, "imagenet"},
                     {ValSplit::imagenet_share, "imagenet-share"});

// --- Inline implementations ---

template <class E>
const char* to_string(E value) {
  for (const auto& s : EnumTraits<E>::spellings) {
    if (s.value == value) {
      return s.name;
    }
  }
  return "?";
}

// `text` spells the lower-case word `name` in any case: "AUTO", "Auto" and "auto" are "auto". The
// one rule for every word an option takes (an enum's names, auto, point and comma).
inline bool spells(std::string_view text, std::string_view name) {
  if (text.size() != name.size()) return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != name[i]) return false;
  }
  return true;
}

// Case-insensitive: "FP16", "Per-GPU" and "fp16" name the same value.
template <class E>
std::optional<E> parse_enum(std::string_view text) {
  for (const auto& s : EnumTraits<E>::spellings) {
    if (spells(text, s.name)) {
      return s.value;
    }
  }
  return std::nullopt;
}

template <class E>
std::vector<std::string> enum_names_of(const std::vector<E>& values) {
  std::vector<std::string> out;
  for (E v : values) {
    out.emplace_back(to_string(v));
  }
  return out;
}

template <class E>
std::vector<std::string> enum_names() {
  std::vector<std::string> out;
  for (const auto& s : EnumTraits<E>::spellings) {
    out.emplace_back(s.name);
  }
  return out;
}

} // namespace vsize
