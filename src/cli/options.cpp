// Options: CLI11 declarations and the conversions into request types. Every default is read
// from the request types (include/vsize/request.hpp), every enum spelling from enums.hpp.
#include "options.hpp"

#include "vsize/assumptions.hpp"
#include "vsize/error.hpp"
#include "vsize/option_ranges.hpp"
#include "vsize/solver.hpp"
#include "vsize/workload_rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <set>
#include <sstream>

namespace vsize::cli {

namespace {

std::string batch_arg(const BatchSpec& b) {
  if (b.kind == BatchSpec::Kind::global) {
    return std::to_string(b.global);
  }
  return b.fraction_from_default ? "-1" : fmt::format("{:g}", b.fraction);
}

// "{fp16|bf16|fp32}": the choices of an enum where help would say TEXT.
template <class E>
std::string type_choices(const std::string& extra = "") {
  return "{" + fmt::format("{}", fmt::join(enum_names<E>(), "|")) + extra + "}";
}

} // namespace

RawOptions::RawOptions() {
  const Workload w;
  model = w.model;
  res = std::to_string(w.res_px);
  dataset = std::to_string(w.dataset_images);
  epochs = std::to_string(w.epochs);
  batch = batch_arg(w.batch);
  amp = to_string(w.amp);
  optimizer = to_string(w.optimizer);
  cache = "auto"; // Workload::cache_from_default: a RAM cache where it pays, else on disk
  cache_shape = to_string(w.cache_shape);
  mode = to_string(w.mode);
  workers = std::to_string(w.workers);
  max_objects = std::to_string(w.max_objects);
  objects = std::to_string(w.objects);
  classes = std::to_string(w.classes);
  night_hours = fmt::format("{:g}", w.night_hours);
  confidence = fmt::format("{:g}", w.confidence);
  fps = fmt::format("{:g}", w.video.fps);
  sample_every = std::to_string(w.video.sample_every);
  video_res = w.video.resolution;
  video_codec = to_string(w.video.codec);
  decode = to_string(w.decode);
  data_raid = to_string(w.storage.data_raid);
  bulk_raid = to_string(w.storage.bulk_raid);
  backup_copies = std::to_string(w.storage.backup_copies);
  dataset_growth = fmt::format("{:g}", w.storage.growth_percent);
  plan_years = std::to_string(w.storage.plan_years);
  const SearchRequest s;
  rank_by = to_string(s.rank_by);
  top = std::to_string(s.top);
  region = to_string(s.host.region);
  format = to_string(Format::table);
}

template <class E>
E parse_choice(const std::string& option, const std::string& value, const std::string& also) {
  if (auto v = parse_enum<E>(value)) {
    return *v;
  }
  std::vector<std::string> names = enum_names<E>();
  if (!also.empty()) names.push_back(also);
  std::string guess = closest_match(value, names);
  throw UsageError(fmt::format("{} '{}': must be one of {}{}", option, value, fmt::join(names, ", "),
                               guess.empty() ? "" : "; did you mean '" + guess + "'?"));
}

namespace {

// `number` (the whole of it) as a finite plain number, else --batch's usage error for `typed`.
double batch_number(const std::string& number, const std::string& typed, const std::string& hint) {
  std::size_t used = 0;
  double v = 0;
  try {
    v = std::stod(number, &used);
  } catch (const std::out_of_range&) {
    // A number, out of a double's range (1e-308): review s84 F9 read "not a number".
    throw UsageError("--batch " + typed + ": impossible value" + hint);
  } catch (const std::exception&) {
    throw UsageError("--batch '" + typed + "': not a number" + hint);
  }
  if (used != number.size() || !std::isfinite(v) || !plain_number_text(number)) {
    throw UsageError("--batch '" + typed + "': not a number" + hint);
  }
  return v;
}

BatchSpec parse_batch(const std::string& typed) {
  const std::string s = trim_blanks(typed);
  BatchSpec b;
  const std::string hint =
      "; use -1 (auto, 60 % of GPU memory), a fraction 0 < f < 1 (or 50%) or a global batch N >= 1";
  // A share of the GPU's memory as a percentage, as other numbers take one: 50% = 0.5.
  if (s.size() > 1 && s.back() == '%') {
    double p = batch_number(s.substr(0, s.size() - 1), s, hint);
    if (!(p > 0 && p < 100)) {
      throw UsageError("--batch " + s + ": a share of the GPU's memory is between 0 and 100 %" + hint);
    }
    b.kind = BatchSpec::Kind::auto_fraction;
    b.fraction = p / 100;
    b.fraction_from_default = false;
    return b;
  }
  double v = batch_number(s, s, hint);
  if (v == -1) {
    b.kind = BatchSpec::Kind::auto_fraction;
    b.fraction_from_default = true;
  } else if (v > 0 && v < 1) {
    b.kind = BatchSpec::Kind::auto_fraction;
    b.fraction = v;
    b.fraction_from_default = false;
  } else if (v >= 1 && v <= 1e6 && v == std::floor(v)) {
    b.kind = BatchSpec::Kind::global;
    b.global = static_cast<int>(v);
  } else {
    throw UsageError("--batch " + s + ": impossible value" + hint);
  }
  return b;
}

// A whole-number option, parsed and checked by its row of the option table.
int int_option(const char* option, const std::string& text) {
  return static_cast<int>(parse_option_number(option, text));
}

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

// A list of counts ("2,4,8") of a counting option (--gpus, --nodes), each by the option's range.
std::vector<int> parse_counts(const char* option, const std::string& s) {
  std::vector<int> out;
  std::stringstream ss(s);
  std::string item;
  const OptionRange& r = option_range(option);
  while (std::getline(ss, item, ',')) {
    int n = 0;
    try {
      n = int_option(option, item);
    } catch (const UsageError&) {
      // The whole list in the message, and the option for GPU models when one was typed here; the
      // words the JSON echoes for the default counts ("all", "lineup") are said as the default
      // (review s80 F1: "use --gpu all" for --gpus all).
      std::string mixup;
      if (std::string(option) == "--gpus" && !item.empty() && std::isalpha(static_cast<unsigned char>(item[0]))) {
        mixup = spells(item, "all") || spells(item, "lineup")
                    ? std::string("; leave --gpus out for the default (the line-up's counts; 2,4,8 with --all)")
                    : "; to choose the GPU model use --gpu " + item;
      }
      throw UsageError(fmt::format("{} '{}': must be {}, e.g. {}{}", option, s, r.must_be, r.example, mixup));
    }
    if (std::find(out.begin(), out.end(), n) == out.end()) {
      out.push_back(n);
    }
  }
  if (out.empty()) {
    throw UsageError(fmt::format("{}: give at least one count, e.g. {}", option, r.example));
  }
  // Each count multiplies the servers evaluated: 256 node counts wrote 774 MB of JSON in 32 s
  // (review s84 F5).
  constexpr std::size_t k_max_counts = 16;
  if (out.size() > k_max_counts) {
    throw UsageError(fmt::format("{} '{}': at most {} counts at once (each multiplies the servers evaluated), e.g. {}",
                                 option, s.size() > 40 ? s.substr(0, 40) + "..." : s, k_max_counts, r.example));
  }
  return out;
}

std::vector<std::string> split_list(const std::vector<std::string>& items) {
  std::vector<std::string> out;
  for (const auto& item : items) {
    std::stringstream ss(item);
    std::string part;
    while (std::getline(ss, part, ',')) {
      if (!part.empty()) {
        out.push_back(part);
      }
    }
  }
  return out;
}

// The ids of an id-list option (--gpu a,b --gpu c), resolved and without repeats; an option
// given with nothing in it is an error, not "all".
template <class Resolve>
std::vector<std::string> id_list(const char* option, const std::vector<std::string>& items, Resolve resolve,
                                 bool all_allowed = false) {
  std::vector<std::string> out;
  const std::vector<std::string> given = split_list(items);
  // "all", as the help's default and the JSON's echo (search.gpus, search.platforms) say it: no
  // filter; beside ids it is a slip.
  if (all_allowed && std::any_of(given.begin(), given.end(), [](const std::string& i) { return spells(i, "all"); })) {
    if (given.size() == 1) return out;
    throw UsageError(fmt::format("{} '{}': all stands alone (every one, as without {}); or give ids", option,
                                 fmt::join(given, ","), option));
  }
  for (const auto& item : given) {
    std::string id = resolve(item);
    if (std::find(out.begin(), out.end(), id) == out.end()) {
      out.push_back(id);
    }
  }
  if (!items.empty() && out.empty()) {
    throw UsageError(fmt::format("{} '': give at least one id, e.g. {} a,b (vsize catalog list)", option, option));
  }
  return out;
}

// `english_only`: the command's table has no translation (catalog, accuracy): --lang is accepted, as
// scripts pass it to every command, and its help says so (review s85: it said 'Language of the table').
void add_output_options(CLI::App& app, RawOptions& o, const std::vector<Format>& offered, bool english_only = false) {
  std::vector<std::string> names;
  for (Format f : offered) names.push_back(to_string(f));
  app.add_option("--format", o.format, "Output format")
      ->type_name("{" + fmt::format("{}", fmt::join(names, "|")) + "}")
      ->capture_default_str();
  auto offers = [&](Format f) { return std::find(offered.begin(), offered.end(), f) != offered.end(); };
  if (offers(Format::json)) {
    app.add_flag("--json", o.json, "Same as --format json");
  }
  // The formats the language acts on, as this command offers them (JSON and CSV never change).
  std::string worded = "table";
  if (offers(Format::markdown) && offers(Format::html)) {
    worded = "table, markdown and HTML";
  } else if (offers(Format::markdown) || offers(Format::html)) {
    worded = offers(Format::html) ? "table and HTML" : "table and markdown";
  }
  // The machine formats the command offers, which never change with it.
  std::string fixed = offers(Format::json) && offers(Format::csv) ? "JSON and CSV never change"
                      : offers(Format::csv)                       ? "CSV never changes"
                                                                  : "JSON never changes";
  app.add_option("--lang", o.lang,
                 english_only ? std::string("Accepted for scripts that pass it to every command; this command writes "
                                            "English (the ranking, check and explain are translated)")
                              : fmt::format("Language of the {} ({})", worded, fixed))
      ->type_name(type_choices<Lang>())
      ->capture_default_str();
  if (offers(Format::csv)) {
    app.add_option("--csv-delimiter", o.csv_delimiter, "CSV field separator: , ; | or tab")->capture_default_str();
    app.add_option("--csv-decimal", o.csv_decimal,
                   "CSV decimal mark: point, or comma with --csv-delimiter ';' for a spreadsheet set to a decimal "
                   "comma")
        ->type_name("{point|comma}")
        ->capture_default_str();
  }
  app.add_option("--color", o.color, "Colour in the table: auto (a terminal, unless NO_COLOR or TERM=dumb)")
      ->type_name(type_choices<ColorMode>())
      ->capture_default_str();
  app.add_option("--catalog", o.catalogs,
                 "Overlay a catalog file on the embedded one (repeatable): JSON sections of records as in "
                 "data/catalog.json, e.g. {\"prices\": [...]} (docs/catalog.md)");
  app.add_flag("--no-default-catalog", o.no_default_catalog, "Start from an empty catalog");
}

void add_confidence_option(CLI::App& app, RawOptions& o) {
  app.add_option("--confidence", o.confidence,
                 "Experiments per night are counted at the time that this share of measured runs vsize has not "
                 "seen was at least as fast as (0.5-0.99)")
      ->type_name("P")
      ->capture_default_str();
}

void add_money_options(CLI::App& app, RawOptions& o) {
  app.add_option("--currency", o.currency, "Currency of every cost (default by region: eu EUR, us USD)")
      ->type_name("{EUR|USD}");
  app.add_option("--tariff", o.tariff,
                 "Electricity: a tariff id (vsize catalog list tariffs) or a price per kWh in the currency "
                 "(default: the region's business tariff)")
      ->type_name("ID|PRICE");
  app.add_option("--pue", o.pue, "Power usage effectiveness of the room, >= 1 (default: catalog assumption pue)");
  app.add_option("--life-years", o.life_years, "Service life of an owned server in years (default: catalog)");
  app.add_option("--colocation", o.colocation,
                 "A colocation fee per kW of the server's (a cluster's: nodes and switches) wall power a month, in the "
                 "currency (space, power delivery, cooling; the energy stays with --tariff and --pue), an owning cost "
                 "paid every month (default: none, the customer's own room)")
      ->type_name("PRICE");
  app.add_option(
      "--utilisation", o.utilisation,
      "Share of the hours an owned server trains, 0-1 or 50% (default: the hours the goal, --experiments N or 1, keeps "
      "each server busy / 24 h, at most the night window / 24 h)");
  app.add_option("--commitment", o.commitment,
                 "The rent compared: on demand, paid by the hour used, or committed for 1 or 3 years, a share of "
                 "the on-demand rate paid around the clock (catalog commitment-1y-factor, commitment-3y-factor)")
      ->type_name(type_choices<Commitment>())
      ->capture_default_str();
}

void add_video_and_storage_options(CLI::App& app, RawOptions& o) {
  app.add_option("--video-hours", o.video_hours, "Video as the training source: hours of footage (200 or 200h)")
      ->type_name("H");
  app.add_option("--fps", o.fps, "The footage's frame rate")->type_name("F")->capture_default_str();
  app.add_option("--sample-every", o.sample_every, "Keep every Nth frame as a training image")
      ->type_name("N")
      ->capture_default_str();
  app.add_option("--video-res", o.video_res, "The footage's resolution (a catalog video format)")
      ->type_name("{720p|1080p|4k}")
      ->capture_default_str();
  app.add_option("--video-codec", o.video_codec, "The footage's codec")
      ->type_name(type_choices<VideoCodec>())
      ->capture_default_str();
  app.add_option("--video-bitrate-mbps", o.video_bitrate,
                 "The footage's bitrate (default: the catalog's for the format, scaled to --fps: x (fps / 15)^0.585)")
      ->type_name("MBPS");
  app.add_option("--decode", o.decode, "images: stored JPEG frames on the CPU workers; video: NVDEC from the footage")
      ->type_name(type_choices<Decode>())
      ->capture_default_str();
  app.add_option("--data-raid", o.data_raid, "RAID level of the NVMe data tier")
      ->type_name("{0|10}")
      ->capture_default_str();
  app.add_option("--bulk-raid", o.bulk_raid, "RAID level of the HDD/SATA bulk tier")
      ->type_name("{5|6|10}")
      ->capture_default_str();
  app.add_option("--backup-copies", o.backup_copies, "Copies of the dataset and checkpoints on the bulk tier")
      ->capture_default_str();
  app.add_option("--dataset-growth", o.dataset_growth, "Dataset growth per year in percent (50 or 50%)")
      ->type_name("P")
      ->capture_default_str();
  app.add_option("--plan-years", o.plan_years, "Years of growth the storage is sized for")->capture_default_str();
  app.add_option("--ingest-hours", o.ingest_hours, "Hours to bring the data in over the data NIC (default: the night)")
      ->type_name("H");
}

// The data set's labels and images: objects a sample, classes, the images' size as stored.
void add_label_options(CLI::App& app, RawOptions& o) {
  app.add_option("--max-objects", o.max_objects,
                 "Labelled objects in the densest training sample an epoch meets, after mosaic (Ultralytics' trainers: "
                 "YOLO's assigner and RT-DETR's denoising queries pad to it; tools/mosaic_labels.py counts it from a "
                 "label folder)")
      ->type_name("N")
      ->capture_default_str();
  app.add_option("--objects", o.objects,
                 "Mean labelled objects per training sample (Ultralytics' trainers: the segmentation mask loss, "
                 "validation's predictions)")
      ->type_name("N")
      ->capture_default_str();
  app.add_option(
         "--classes", o.classes,
         "Classes (Mask R-CNN and semantic heads grow with them, and the predictions YOLO validation matches; auto: "
         "COCO's 80, a classifier's ImageNet-1k 1000, a trainer's own where its data set fixes them)")
      ->type_name("N")
      ->default_str("auto");
  app.add_option("--source-mp", o.source_mp,
                 "Megapixels of the dataset's images as stored: 12 or 12MP (auto: the model family's dataset, e.g. "
                 "COCO's 0.31 MP for torchvision or ImageNet's 0.19 for a classifier, else about the training size, at "
                 "least 640 px, as for YOLO and an image encoder; decode and disk follow it)")
      ->type_name("MP")
      ->capture_default_str();
}

void add_workload_options(CLI::App& app, RawOptions& o) {
  app.add_option("--model", o.model, "Model id (vsize catalog list models)")->capture_default_str();
  app.add_option("--res", o.res,
                 "Training image size in pixels (imgsz): 1280 or 1280px; default: the model's own (640 for YOLO, "
                 "224 for ViT-B/16, 980 for torchvision's detectors: their 800x1200 resize as a square)")
      ->type_name("PX")
      ->default_str("auto"); // the model's own: a fixed figure would mislead (review s83 #8)
  app.add_option("--dataset", o.dataset,
                 "Training images: 50000, 50k or 1.2M (auto: COCO's 118,287; a classifier's: ImageNet-1k's 1,281,167)")
      ->type_name("N")
      ->default_str("auto");
  app.add_option(
         "--val-images", o.val_images,
         "Validation images per epoch (auto: COCO's 5,000 : 118,287 split; ImageNet-1k's 50,000 : 1,281,167 for a "
         "classifier; for --video-hours that share of the footage's frames, at most 5,000; out of the frames, not "
         "beside them)")
      ->capture_default_str();
  app.add_option("--epochs", o.epochs, "Epochs")->type_name("N")->capture_default_str();
  app.add_option("--batch", o.batch, "-1 auto (60 % of memory), 0<f<1 a fraction, N a global batch")
      ->capture_default_str();
  app.add_option("--amp", o.amp, "Precision (any case)")->type_name(type_choices<Precision>())->capture_default_str();
  app.add_option("--optimizer", o.optimizer,
                 "Optimizer (untyped: adamw, or what the trainer's recipes train: SGD for YOLOv5 and torchvision); "
                 "auto: the trainer's own choice (Ultralytics 8.4: MuSGD above 10,000 iterations, else AdamW; YOLOv5, "
                 "timm, torchvision: SGD)")
      ->type_name(type_choices<Optimizer>("|auto"))
      ->capture_default_str();
  app.add_option("--cache", o.cache,
                 "Image cache; auto: in RAM where the server holds it in the RAM it has anyway (2x the GPUs' "
                 "memory) or where the cache shortens training, unless filling it makes every run 1 % longer than "
                 "a disk cache; else on disk where that shortens it, else none (the trainer's default)")
      ->type_name(type_choices<CacheMode>("|auto"))
      ->capture_default_str();
  app.add_option("--cache-shape", o.cache_shape,
                 "The RAM cache's images: square (worst case) or typical (4:3); a disk cache keeps each image as "
                 "stored (--source-mp)")
      ->type_name(type_choices<CacheShape>())
      ->capture_default_str();
  app.add_option("--workers", o.workers, "Data-loader workers per rank")->type_name("N")->capture_default_str();
  app.add_option("--close-mosaic", o.close_mosaic,
                 "The last N epochs without mosaic (Ultralytics' close_mosaic; auto: the trainer's, 10 for "
                 "Ultralytics YOLO, 0 where it keeps mosaic to the end, as YOLOv5)")
      ->type_name("N")
      ->capture_default_str();
  add_label_options(app, o);
  app.add_option("--mode", o.mode,
                 "auto: each server in the mode that serves the goal best (the default with "
                 "--experiments or --budget)")
      ->type_name(type_choices<Mode>("|auto"))
      ->capture_default_str();
  app.add_option("--night-hours", o.night_hours, "Hours in the overnight window: 12 or 12h")
      ->type_name("H")
      ->capture_default_str();
  add_confidence_option(app, o);
  add_video_and_storage_options(app, o);
  app.add_option("--redundancy", o.redundancy, "PSU redundancy (default: the chassis')")
      ->type_name(type_choices<Redundancy>());
  app.add_option("--region", o.region,
                 "Circuits, currency, tariff and cloud offers to consider (any: offers from every region, the "
                 "circuits of the tariff's region)")
      ->type_name(type_choices<Region>())
      ->capture_default_str();
  add_money_options(app, o);
  add_output_options(app, o, k_all_formats);
}

void add_host_pins(CLI::App& app, RawOptions& o) {
  app.add_option("--sockets", o.sockets,
                 "CPU sockets (default 2; 1 for a workstation or GeForce card without a chassis)");
  app.add_option("--ram-gb", o.ram_gb, "Installed RAM in GB (checked)");
  app.add_option("--psu", o.psu, "PSU id");
  app.add_option("--psus", o.psus, "Number of PSUs (checked)");
  app.add_option("--circuit", o.circuit, "Circuit id (checked)");
  app.add_flag("--no-nvlink-bridge", o.no_nvlink_bridge,
               "The GPUs carry no NVLink bridge: the all-reduce of bridge-capable cards (e.g. A40, RTX A6000, H100 "
               "NVL, H200 NVL) runs over PCIe (default: a bridge where the chassis takes one; a server outside the "
               "catalog is planned with one, and says so)");
}

// The cluster options shared by the ranking, check, explain and launch (--nodes is the ranking's
// list or check's count, declared by each).
void add_cluster_pins(CLI::App& app, RawOptions& o) {
  app.add_option("--fabric", o.fabric,
                 "Fabric between nodes (vsize catalog list fabrics; default: the slowest that keeps up with the GPUs)")
      ->type_name("ID");
  app.add_option("--nics-per-node", o.nics_per_node,
                 "Fabric NICs per node (default: the fewest in the fabric record's range, NVIDIA's reference build, "
                 "that match the GPUs' link)")
      ->type_name("N");
  app.add_option("--shared-storage-gb-s", o.shared_storage_gb_s,
                 "Rated read rate of the shared filesystem, GB/s: each node stages a copy of the dataset onto its "
                 "data drives once at its share of it (the stage time), then trains from that copy")
      ->type_name("GB/S");
}

// check's configuration: the GPU, count and nodes, the workload, chassis, CPU and pins.
void add_config_options(CLI::App& sub, RawOptions& o) {
  sub.add_option("--gpu", o.gpu, "GPU id (vsize catalog list gpus); with --count, or --server")->type_name("ID");
  sub.add_option("--count", o.count, "Number of GPUs per node")->type_name("N");
  sub.add_option("--server", o.server,
                 "A line-up server by id (vsize catalog list lineup): its platform, CPU and RAM as the vendor builds "
                 "it (default, with no --gpu and --count either: the server vsize recommends for the workload)")
      ->type_name("ID");
  sub.add_option("--nodes", o.nodes, "Servers joined by a fabric (each with --count GPUs)")
      ->type_name("N")
      ->capture_default_str();
  add_workload_options(sub, o);
  sub.add_option("--platform", o.platform,
                 "Platform id with vsize's own CPU and RAM, as a row of --all (default: the line-up server, else the "
                 "smallest platform that takes the GPUs); none = no chassis rules");
  sub.add_option("--cpu", o.cpu, "CPU id (default: the smallest adequate)");
  sub.add_option("--cpu-cores", o.cpu_cores, "A host outside the catalog: all its CPU cores (with --cpu-ghz)")
      ->type_name("N");
  sub.add_option("--cpu-threads", o.cpu_threads, "Its hardware threads (default 2 x cores)")->type_name("N");
  sub.add_option("--cpu-ghz", o.cpu_ghz, "Its base clock in GHz")->type_name("GHZ");
  sub.add_option("--experiments", o.experiments, "Goal: this many full trainings must finish in the night");
  sub.add_option("--budget", o.budget,
                 "With no server named: the server vsize recommends within this budget (as vsize --budget B)");
  sub.add_option("--config", o.config_file, "Read options from a TOML file (keys of this command, or its [table])")
      ->type_name("FILE");
  add_host_pins(sub, o);
  add_cluster_pins(sub, o);
}

// `vsize accuracy`: the table, or one of its other outputs (--rows, --catalog-patch, --explain ID).
CLI::App* add_accuracy_command(CLI::App& app, RawOptions& o) {
  CLI::App* acc = app.add_subcommand("accuracy", "Error of the models against measured training runs, in-sample and "
                                                 "leave-one-source-out, and the fit of the catalog's fitted constants");
  CLI::Option* rows = acc->add_flag("--rows", o.accuracy_rows, "Every calibration row with its prediction and error");
  CLI::Option* patch =
      acc->add_flag("--catalog-patch", o.catalog_patch,
                    "Print the catalog overlay that writes the fit and the error bands into the families");
  acc->add_option("--calibration", o.calibration_file,
                  "Calibration rows (default: the embedded data/calibration.json)");
  CLI::Option* explain_row =
      acc->add_option("--explain", o.explain_row,
                      "One calibration or held-out row as vsize sees it: its measured figure, the prediction, and "
                      "every formula behind it (ids: --rows)");
  // Three outputs, one at a time: the others were dropped without a word (review s80 F3).
  rows->excludes(patch);
  rows->excludes(explain_row);
  patch->excludes(explain_row);
  add_confidence_option(*acc, o);
  add_output_options(*acc, o, k_table_json, true);
  return acc;
}

} // namespace

bool is_ranking_option(const std::string& name) {
  static const std::set<std::string> ranking = {"--gpus", "--all", "--budget", "--rank-by", "--top", "--show-rejected"};
  return ranking.count(name) != 0;
}

Commands define_options(CLI::App& app, RawOptions& o) {
  Commands c;
  app.require_subcommand(0, 1);
  // --config FILE: any option in TOML (res = 1280, gpu = ["h200-nvl"], [check] count = 4), spliced
  // into the command line by expand_config (config_file.hpp) before CLI11 parses it; listed here
  // for the help.
  app.add_option("--config", o.config_file, "Read options from a TOML file (command-line options override it)")
      ->type_name("FILE");
  add_workload_options(app, o);
  app.add_option("--gpus", o.gpus_counts, "GPU counts to consider (default: the line-up's; 2,4,8 with --all)");
  app.add_option("--gpu", o.gpu_list, "GPU ids to consider (comma-separated or repeated; default all)");
  app.add_option("--platform", o.platform_list, "Platform ids to consider (default all)");
  app.add_flag("--all", o.all_platforms, "Search every platform x qualified GPU x allowed count, not only the line-up");
  app.add_option("--experiments", o.experiments, "Goal: this many full trainings must finish in the night");
  app.add_option(
      "--budget", o.budget,
      "Goal: at most this much for the server and the drives vsize plans beside it (an external bulk tier), in "
      "the run's currency (--currency; by region, eu: EUR)");
  app.add_option("--cpu", o.cpu_list, "CPU id to use instead of choosing one");
  app.add_option("--rank-by", o.rank_by,
                 "Order of the ranking (cost: the server's price with the drives beside it, as --budget counts "
                 "them)")
      ->type_name(type_choices<RankBy>())
      ->capture_default_str();
  app.add_option("--top", o.top, "Configurations shown per GPU count (0 = all)")->type_name("N")->capture_default_str();
  app.add_flag("--show-rejected", o.show_rejected, "List rejected candidates with reasons");
  add_host_pins(app, o);
  app.add_option("--nodes", o.nodes, "Node counts to consider: each server also as a cluster of N (e.g. 1,2,4)")
      ->type_name("N,...");
  add_cluster_pins(app, o);

  c.options = &o;
  c.check = app.add_subcommand("check", "Check one configuration: does it fit, what limits it, what it needs");
  c.explain = app.add_subcommand("explain", "As check, with every formula, its inputs and their sources");
  c.launch = app.add_subcommand("launch", "The job that trains the checked configuration: a Slurm sbatch script, a "
                                          "Kubeflow PyTorchJob or the torchrun command per node");
  c.schema = app.add_subcommand("schema", "Print the JSON Schema (draft 2020-12) of every JSON output");
  c.help = app.add_subcommand("help", "Help on vsize or on one subcommand: vsize help check");
  c.help->add_option("command", o.help_topic, "Subcommand");
  c.catalog = app.add_subcommand("catalog", "List, show or validate catalog records");
  c.catalog->require_subcommand(1);
  add_output_options(*c.catalog, o, k_catalog_list_formats, true);
  std::vector<std::string> kinds;
  for_each_kind([&](const auto& k) { kinds.emplace_back(k.key); });
  c.list = c.catalog->add_subcommand(
      "list", fmt::format("List records of a kind ({}), or of every kind", fmt::join(kinds, ", ")));
  c.list->add_option("kind", o.list_kind, "Record kind");
  add_output_options(*c.list, o, k_catalog_list_formats, true);
  c.show = c.catalog->add_subcommand("show", "Every figure of one record with its source");
  c.show->add_option("id", o.show_id, "Record id")->required();
  add_output_options(*c.show, o, k_table_json, true);
  c.validate = c.catalog->add_subcommand("validate", "Validate a catalog file (alone and as an overlay)");
  c.validate->add_option("file", o.validate_file, "Catalog JSON file")->required();
  add_output_options(*c.validate, o, k_table_json, true);
  c.accuracy = add_accuracy_command(app, o);
  // The options of check, explain and launch are declared when that subcommand is parsed
  // (define_config_options).
  for (auto* sub : {c.check, c.explain, c.launch}) {
    sub->preparse_callback([c, sub](std::size_t) { define_config_options(c, sub); });
  }
  return c;
}

void define_config_options(const Commands& c, CLI::App* sub) {
  if (sub->get_option_no_throw("--gpu") != nullptr) {
    return; // declared already
  }
  RawOptions& o = *c.options;
  add_config_options(*sub, o);
  if (sub == c.explain) {
    // explain is a text of formulas: a table only.
    sub->get_option("--format")->type_name("{table}");
    sub->get_option("--lang")->description("Language of the text (explain writes a table only)");
    for (const char* name : {"--json", "--csv-delimiter", "--csv-decimal"}) {
      sub->remove_option(sub->get_option(name));
    }
  }
  if (sub == c.launch) {
    // launch writes a job, not a report: its --format names the job's kind, and the report's
    // language, CSV and colour options have nothing to act on.
    sub->get_option("--format")
        ->description("The job: a Slurm sbatch script, a Kubeflow PyTorchJob (k8s) or the torchrun command per node")
        ->type_name(type_choices<LaunchFormat>())
        ->default_str(to_string(LaunchFormat::slurm));
    for (const char* name : {"--json", "--lang", "--csv-delimiter", "--csv-decimal", "--color"}) {
      sub->remove_option(sub->get_option(name));
    }
    sub->add_option("--data", o.data,
                    "Dataset the trainer reads (default: /data/dataset.yaml for Ultralytics and YOLOv5, a data "
                    "YAML; /data/dataset for torchvision and timm, a directory)");
    sub->add_option("--job-name", o.job_name, "Job name (default: vsize-MODEL)");
    sub->add_option("--image", o.image, "Container image with the trainer (k8s)")->capture_default_str();
  }
}

void define_all_options(const Commands& c) {
  for (auto* sub : {c.check, c.explain, c.launch}) {
    define_config_options(c, sub);
  }
}

bool option_given(const CLI::App& app, const Commands& c, const std::string& name) {
  for (const CLI::App* a : {&app, static_cast<const CLI::App*>(c.check), static_cast<const CLI::App*>(c.explain),
                            static_cast<const CLI::App*>(c.launch)}) {
    if (a->parsed() && a->count(name) > 0) {
      return true;
    }
  }
  return false;
}

bool reset_if_auto(std::string& value, const std::string& default_value) {
  if (!spells(value, "auto")) return false;
  value = default_value;
  return true;
}

namespace {

// "auto" in any case, as every option that takes it reads it (review s80 F2: --mode AUTO passed,
// --cache AUTO did not).
bool is_auto(const std::string& s) { return spells(s, "auto"); }

} // namespace

std::vector<Mode> modes_for(const RawOptions& o, bool goal_given) {
  bool explicit_mode = o.mode_given || o.mode != to_string(Workload{}.mode);
  if (is_auto(o.mode) || (goal_given && !explicit_mode)) {
    return {Mode::ddp, Mode::per_gpu, Mode::mig};
  }
  return {};
}

namespace {

// The length of the well-formed UTF-8 sequence at text[i] (RFC 3629: no overlong forms, no
// surrogates, nothing past U+10FFFF), or 0 where the bytes there are not one.
std::size_t utf8_length(const std::string& text, std::size_t i) {
  auto byte = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
  unsigned lead = byte(i);
  std::size_t n = lead < 0x80 ? 1 : (lead >> 5) == 0x6 ? 2 : (lead >> 4) == 0xe ? 3 : (lead >> 3) == 0x1e ? 4 : 0;
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
  }
  unsigned second = byte(i + 1);
  bool overlong =
      (n == 2 && lead < 0xc2) || (n == 3 && lead == 0xe0 && second < 0xa0) || (n == 4 && lead == 0xf0 && second < 0x90);
  bool out_of_range =
      (n == 3 && lead == 0xed && second >= 0xa0) || (n == 4 && (lead > 0xf4 || (lead == 0xf4 && second >= 0x90)));
  return overlong || out_of_range ? 0 : n;
}

// A run of this many characters without a space is user input echoed back (a 100 kB --model), never
// vsize's own words or a path it names: it is cut, so the one line stays readable.
constexpr std::size_t k_max_word_chars = 256;

} // namespace

std::string escape_controls(const std::string& text, bool cut) {
  std::string out;
  std::size_t word = 0; // characters since the last space
  for (std::size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    std::size_t n = utf8_length(text, i);
    word = c == ' ' ? 0 : word + 1;
    if (cut && word == k_max_word_chars) {
      std::size_t end = text.find(' ', i);
      std::size_t skipped = (end == std::string::npos ? text.size() : end) - i;
      out += fmt::format("...({} bytes more)", skipped);
      i += skipped;
      continue;
    }
    out += n == 0                  ? fmt::format("\\x{:02x}", c)
           : c == '\n'             ? std::string("\\n")
           : c == '\t'             ? std::string("\\t")
           : c < 0x20 || c == 0x7f ? fmt::format("\\x{:02x}", c)
                                   : text.substr(i, n);
    i += n == 0 ? 1 : n;
  }
  return out;
}

std::string printable(const std::string& value) { return "'" + escape_controls(value) + "'"; }

bool is_utf8(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    std::size_t n = utf8_length(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string gpu_id(const Catalog& cat, const std::string& key, const char* count_option) {
  // check's one GPU (its count option is --count; a ranking's list comes here an id at a time): a
  // list read as one unknown id (review s73), as --nodes 2,4 says.
  if (key.find(',') != std::string::npos) {
    throw UsageError(fmt::format("--gpu {}: check takes one GPU id (a list ranks servers: vsize --gpu {})",
                                 printable(key), printable(key)));
  }
  if (all_digits(key)) {
    // "--gpu 4090" is a GPU named by its number (three digits or more: no server has 100 GPUs);
    // "--gpu 4" a count typed into the wrong option.
    std::string named;
    for (const auto& g : cat.gpus) {
      if (key.size() >= 3 && g.id.find(key) != std::string::npos && (named.empty() || g.id.size() < named.size()))
        named = g.id;
    }
    if (!named.empty()) {
      throw UsageError(fmt::format("--gpu {}: no GPU has that id; did you mean '{}'? (vsize catalog list gpus; for "
                                   "the number of GPUs use {} {})",
                                   key, named, count_option, key));
    }
    throw UsageError(fmt::format("--gpu {}: --gpu takes a GPU id (vsize catalog list gpus); for the number of GPUs "
                                 "use {} {}",
                                 key, count_option, key));
  }
  return cat.gpu(key).id;
}

namespace {

Raid parse_raid(const char* option, const std::string& text, std::initializer_list<Raid> allowed) {
  std::vector<std::string> names;
  for (Raid r : allowed) {
    names.emplace_back(to_string(r));
    if (text == to_string(r)) {
      return r;
    }
  }
  std::string last = names.back();
  names.pop_back();
  throw UsageError(fmt::format("{} '{}': must be {} or {} (RAID level)", option, text, fmt::join(names, ", "), last));
}

// The video source and the storage options; the frames are the training images.
void build_video_and_storage(const RawOptions& o, const Catalog& cat, Workload& w) {
  StorageRequest& st = w.storage;
  st.data_raid = parse_raid("--data-raid", o.data_raid, {Raid::raid0, Raid::raid10});
  st.bulk_raid = parse_raid("--bulk-raid", o.bulk_raid, {Raid::raid5, Raid::raid6, Raid::raid10});
  st.backup_copies = int_option("--backup-copies", o.backup_copies);
  st.growth_percent = parse_option_number("--dataset-growth", o.dataset_growth);
  // A growth that rounds to nothing in a plan's years ("1e-308") only makes "inf years" of
  // headroom: 0.1 % a year is the smallest vsize plans for.
  if (st.growth_percent > 0 && st.growth_percent < 0.1) {
    throw UsageError(fmt::format("--dataset-growth {:g}: must be {}, e.g. {}", st.growth_percent,
                                 option_range("--dataset-growth").must_be, option_range("--dataset-growth").example));
  }
  st.plan_years = int_option("--plan-years", o.plan_years);
  // Each is in its range, but together they can ask for storage beyond any building (1000 % for
  // 50 years: 1.2e52-fold): a 10,000-fold growth (100 % a year for 13 years) is the most vsize
  // plans drives for.
  constexpr double k_max_growth_factor = 1e4;
  const double factor = std::pow(1 + st.growth_percent / 100, st.plan_years);
  if (factor > k_max_growth_factor) {
    // Whole below a million: a growth of 10,040 read as "1e+04-fold" beside the limit (review s74).
    throw UsageError(fmt::format("--dataset-growth {:g} with --plan-years {}: the dataset would grow {}-fold; "
                                 "vsize plans storage for at most a {:g}-fold growth (e.g. --dataset-growth 100 "
                                 "--plan-years 13): fewer years, or a lower growth",
                                 st.growth_percent, st.plan_years,
                                 factor < 1e6 ? fmt::format("{:.0f}", factor) : fmt::format("{:.3g}", factor),
                                 k_max_growth_factor));
  }
  if (!o.ingest_hours.empty()) {
    st.ingest_hours = parse_option_number("--ingest-hours", o.ingest_hours);
  }
  w.decode = parse_choice<Decode>("--decode", o.decode);
  VideoSource& v = w.video;
  v.fps = parse_option_number("--fps", o.fps);
  v.sample_every = int_option("--sample-every", o.sample_every);
  v.resolution = o.video_res;
  v.codec = parse_choice<VideoCodec>("--video-codec", o.video_codec);
  if (!o.video_bitrate.empty()) {
    v.bitrate_mbps = parse_option_number("--video-bitrate-mbps", o.video_bitrate);
  }
  if (o.video_hours.empty()) {
    if (!o.video_option_given.empty()) {
      throw UsageError(fmt::format("{} describes the footage of --video-hours: give --video-hours H with it, or leave "
                                   "it out (the training images are --dataset's)",
                                   o.video_option_given));
    }
    return;
  }
  if (o.dataset_given) {
    throw UsageError("--dataset and --video-hours both give the training images; give one (the frames are "
                     "hours x 3600 x fps / sample-every)");
  }
  v.hours = parse_option_number("--video-hours", o.video_hours);
  resolve_video(w, cat);
}

// The classes: --classes; else a classifier's ImageNet-1k (1,000, Russakovsky et al. 2015) whatever
// --dataset says (typing ImageNet's own 1,281,167 must not turn it into COCO's 80: review s84 C1),
// a trainer's own where its data set fixes them (torchvision's segmentation reference: 21), or 80.
int workload_classes(const RawOptions& o, const Catalog& cat, Workload& w) {
  constexpr int k_imagenet_classes = 1000;
  const ModelSpec& m = cat.model(o.model);
  const std::optional<int> trainer_classes = cat.family(m.family).default_classes;
  const bool classifier = m.task == Task::classify;
  w.classes_imagenet = !o.classes_given && classifier;
  w.classes_from_trainer = !o.classes_given && !classifier && trainer_classes.has_value();
  if (w.classes_imagenet) return k_imagenet_classes;
  return w.classes_from_trainer ? *trainer_classes : int_option("--classes", o.classes);
}

// A classifier trains on ImageNet-1k unless told otherwise, as a detector on COCO: ILSVRC2012's
// 1,281,167 training and 50,000 validation images in 1,000 classes (Russakovsky et al.,
// "ImageNet Large Scale Visual Recognition Challenge", IJCV 2015, table 2).
constexpr long long k_imagenet_train = 1281167;
constexpr long long k_imagenet_val = 50000;

// Validation images: COCO's split (catalog assumption validation-share) unless given; a
// classifier's ImageNet's; for video a fixed set (video-val-frames), or the share where that is
// smaller.
void resolve_val_images(const RawOptions& o, const Assumptions& a, bool classifier, Workload& w) {
  if (is_auto(o.val_images) && w.imagenet_default) {
    w.val_images = k_imagenet_val;
    w.val_split = ValSplit::imagenet;
  } else if (is_auto(o.val_images) && classifier && !w.video.given()) {
    // A classifier's own data set split as ImageNet-1k is (50,000 : 1,281,167), so that typing
    // ImageNet's count gives ImageNet's split.
    w.val_images = std::llround(static_cast<double>(w.dataset_images) * k_imagenet_val / k_imagenet_train);
    w.val_split = ValSplit::imagenet_share;
  } else if (is_auto(o.val_images)) {
    // Of all the images: for video, of every frame the footage yields (resolve_video carves the
    // validation frames out of them).
    double all_images = w.video.given() ? w.video.frames() : static_cast<double>(w.dataset_images);
    auto share = std::llround(all_images * a[K::validation_share]);
    bool fixed = w.video.given() && share > a.count(K::video_val_frames);
    w.val_images = fixed ? a.count(K::video_val_frames) : share;
    w.val_split = fixed ? ValSplit::video_fixed : ValSplit::share;
  } else {
    w.val_images = static_cast<long long>(parse_option_number("--val-images", o.val_images));
    w.val_split = ValSplit::given;
  }
}

} // namespace

Workload build_workload(const RawOptions& o, const Catalog& cat) {
  const Assumptions a = Assumptions::from(cat);
  Workload w;
  w.model = cat.model(o.model).id;
  w.res_px = int_option("--res", o.res);
  w.res_from_default = !o.res_given;
  w.dataset_images = static_cast<long long>(parse_option_number("--dataset", o.dataset));
  const bool classifier = cat.model(o.model).task == Task::classify;
  w.imagenet_default = classifier && !o.dataset_given && o.video_hours.empty();
  if (w.imagenet_default) w.dataset_images = k_imagenet_train;
  if (!is_auto(o.source_mp)) {
    w.source_mp = parse_option_number("--source-mp", o.source_mp);
  }
  build_video_and_storage(o, cat, w);
  resolve_val_images(o, a, classifier, w);
  resolve_video(w, cat); // again, now that the validation frames are known
  w.epochs = int_option("--epochs", o.epochs);
  w.batch = parse_batch(o.batch);
  w.amp = parse_choice<Precision>("--amp", o.amp);
  w.optimizer_auto = is_auto(o.optimizer);
  if (!w.optimizer_auto) w.optimizer = parse_choice<Optimizer>("--optimizer", o.optimizer, "auto");
  w.optimizer_from_default = !o.optimizer_given;
  w.cache_from_default = is_auto(o.cache);
  if (!w.cache_from_default) w.cache = parse_choice<CacheMode>("--cache", o.cache, "auto");
  w.cache_shape = parse_choice<CacheShape>("--cache-shape", o.cache_shape);
  w.workers = int_option("--workers", o.workers);
  w.workers_from_default = !o.workers_given;
  if (!is_auto(o.close_mosaic)) w.close_mosaic = int_option("--close-mosaic", o.close_mosaic);
  w.max_objects = int_option("--max-objects", o.max_objects);
  w.objects = int_option("--objects", o.objects);
  w.objects_given = o.objects_given || o.max_objects_given;
  // The mean sample holds no more than the densest. Both typed: a contradiction. One typed: the
  // other's default follows it, as the user chose only the one: --objects N raises the densest
  // sample to N x the defaults' own ratio, 60 / 18 (so typing the default 18 keeps 60;
  // tools/mosaic_labels.py finds an epoch's densest sample 3.8x the mean on SKU-110K, 6.5x on
  // VisDrone: give --max-objects for dense data), --max-objects N lowers the mean to N.
  if (o.objects_given && !o.max_objects_given) {
    const int most = static_cast<int>(option_range("--max-objects").max);
    const Workload defaults;
    const double densest = std::round(static_cast<double>(w.objects) * defaults.max_objects / defaults.objects);
    w.max_objects = std::max(w.max_objects, static_cast<int>(std::min<double>(most, densest)));
  } else if (!o.objects_given && o.max_objects_given) {
    w.objects = std::min(w.objects, w.max_objects);
  }
  if (w.objects > w.max_objects) {
    throw UsageError(fmt::format("--objects {}: more than the densest sample holds at --max-objects {}; raise "
                                 "--max-objects to the densest training sample an epoch meets (tools/mosaic_labels.py)",
                                 w.objects, w.max_objects));
  }
  w.classes = workload_classes(o, cat, w);
  w.classes_given = o.classes_given;
  w.mode = is_auto(o.mode) ? Workload{}.mode : parse_choice<Mode>("--mode", o.mode, "auto");
  w.mode_auto = !modes_for(o, !o.experiments.empty() || !o.budget.empty()).empty();
  w.night_hours = parse_option_number("--night-hours", o.night_hours);
  w.confidence = parse_option_number("--confidence", o.confidence);
  apply_catalog_defaults(w, a);
  apply_trainer_rules(w, cat, a);
  validate_workload(w, cat);
  return w;
}

HostPins build_pins(const RawOptions& o, const Catalog& cat, bool single_cpu) {
  HostPins p;
  if (single_cpu && !o.cpu.empty()) {
    p.cpu = cat.cpu(o.cpu).id;
  }
  if (!o.sockets.empty()) {
    p.sockets = int_option("--sockets", o.sockets);
  }
  if (!o.ram_gb.empty()) {
    p.ram_gb = parse_option_number("--ram-gb", o.ram_gb);
  }
  if (!o.psu.empty()) {
    p.psu = cat.psu(o.psu).id;
  }
  if (!o.psus.empty()) {
    p.psus = int_option("--psus", o.psus);
  }
  if (!o.circuit.empty()) {
    p.circuit = cat.circuit(o.circuit).id;
  }
  if (!o.redundancy.empty()) {
    p.redundancy = parse_choice<Redundancy>("--redundancy", o.redundancy);
  }
  p.region = parse_choice<Region>("--region", o.region);
  p.no_nvlink_bridge = o.no_nvlink_bridge;
  if (!o.fabric.empty()) {
    p.fabric = cat.fabric(o.fabric).id;
  }
  // Options of a cluster's nodes, which a lone server would drop unsaid (--nodes parsed only then:
  // its own errors come from where it is read).
  auto cluster = [&o] {
    std::vector<int> counts = parse_counts("--nodes", o.nodes);
    return std::any_of(counts.begin(), counts.end(), [](int n) { return n > 1; });
  };
  if (!o.nics_per_node.empty()) {
    p.nics_per_node = int_option("--nics-per-node", o.nics_per_node);
    // A lone server without a fabric plans no east-west NICs.
    if (o.fabric.empty() && !cluster()) {
      throw UsageError(fmt::format("--nics-per-node {}: fabric NICs of a cluster: give --nodes N (2 or more) or "
                                   "--fabric ID (vsize catalog list fabrics) with it",
                                   o.nics_per_node));
    }
  }
  if (!o.shared_storage_gb_s.empty()) {
    p.shared_storage_gb_per_s = parse_option_number("--shared-storage-gb-s", o.shared_storage_gb_s);
    if (!cluster()) {
      throw UsageError(fmt::format("--shared-storage-gb-s {}: the shared filesystem a cluster's nodes stage the "
                                   "dataset from; a lone server trains from its own drives: give --nodes N (2 or "
                                   "more) with it",
                                   o.shared_storage_gb_s));
    }
  }
  return p;
}

int build_nodes(const RawOptions& o) {
  if (o.nodes.find(',') != std::string::npos) {
    throw UsageError(fmt::format("--nodes {}: check takes one node count (a list ranks servers: vsize --nodes {})",
                                 o.nodes, o.nodes));
  }
  return int_option("--nodes", o.nodes);
}

std::optional<Catalog> with_described_host(const RawOptions& o, const Catalog& cat, HostPins& pins) {
  if (o.cpu_cores.empty() && o.cpu_ghz.empty() && o.cpu_threads.empty()) {
    return std::nullopt;
  }
  if (!o.cpu.empty() && o.cpu_cores.empty()) {
    // A catalog CPU has its clock: --cpu-ghz (or --cpu-threads) would describe another host.
    throw UsageError(fmt::format("{} describes a host outside the catalog; --cpu {} has its own clock and threads: "
                                 "leave one of them out",
                                 o.cpu_ghz.empty() ? "--cpu-threads" : "--cpu-ghz", o.cpu));
  }
  if (o.cpu_cores.empty() || o.cpu_ghz.empty()) {
    throw UsageError("--cpu-cores and --cpu-ghz describe a host outside the catalog together (--cpu-threads is "
                     "optional): e.g. --cpu-cores 24 --cpu-ghz 3.2 --ram-gb 256");
  }
  if (!o.cpu.empty() || !o.sockets.empty()) {
    throw UsageError(fmt::format("--cpu-cores describes the whole host; leave out {} (a catalog CPU)",
                                 o.cpu.empty() ? "--sockets" : "--cpu"));
  }
  // The figures first, so that a run with a bad figure and no RAM names the figure.
  DescribedHost d;
  d.cores = int_option("--cpu-cores", o.cpu_cores);
  d.threads = o.cpu_threads.empty() ? 0 : int_option("--cpu-threads", o.cpu_threads);
  if (d.threads > 0 && d.threads < d.cores) {
    throw UsageError(fmt::format("--cpu-threads {}: fewer threads than the {} cores (--cpu-threads {} with SMT)",
                                 d.threads, d.cores, 2 * d.cores));
  }
  // x86 SMT runs two threads a core (Intel Hyper-Threading, AMD SMT): more would count loader
  // workers on siblings that do not exist (M5's SMT credit).
  if (d.threads > 2 * d.cores) {
    throw UsageError(fmt::format("--cpu-threads {}: more than 2 a core for {} cores (x86 SMT runs 2): at most "
                                 "--cpu-threads {}",
                                 d.threads, d.cores, 2 * d.cores));
  }
  d.base_ghz = parse_option_number("--cpu-ghz", o.cpu_ghz);
  if (!pins.ram_gb) {
    throw UsageError("--cpu-cores: give the host's RAM too (--ram-gb 256): vsize cannot size DIMMs for a CPU it "
                     "does not know");
  }
  Catalog out = cat;
  out.cpus.push_back(described_cpu(d, cat.cpus, cat.as_of()));
  out.sort_by_id();
  pins.cpu = k_described_cpu_id;
  pins.sockets = 1;
  return out;
}

SearchRequest build_search(const RawOptions& o, const Catalog& cat) {
  SearchRequest s;
  s.gpus = id_list(
      "--gpu", o.gpu_list, [&](const std::string& id) { return gpu_id(cat, id, "--gpus"); }, true);
  s.platforms = id_list(
      "--platform", o.platform_list,
      [&](const std::string& id) {
        // The ranking searches catalog platforms; "no chassis rules" is one server checked as given.
        if (is_no_platform(id)) {
          throw UsageError("--platform none: no chassis rules, for one configuration: vsize check --gpu ID --count N "
                           "--platform none; the ranking searches the catalog's platforms");
        }
        return cat.platform(id).id;
      },
      true);
  s.all_platforms = o.all_platforms;
  if (o.gpus_given) {
    s.counts = parse_counts("--gpus", o.gpus_counts);
  }
  s.nodes = parse_counts("--nodes", o.nodes);
  if (!o.experiments.empty()) {
    s.goal.experiments = int_option("--experiments", o.experiments);
  }
  if (!o.budget.empty()) {
    s.goal.budget = parse_option_number("--budget", o.budget);
  }
  s.modes = modes_for(o, s.goal.experiments || s.goal.budget);
  auto cpus = id_list("--cpu", o.cpu_list, [&](const std::string& id) { return cat.cpu(id).id; });
  if (cpus.size() > 1) {
    throw UsageError("--cpu: give one CPU id to pin (vsize chooses the smallest adequate CPU otherwise)");
  }
  s.host = build_pins(o, cat, false);
  if (!cpus.empty()) {
    s.host.cpu = cpus.front();
  }
  s.rank_by = parse_choice<RankBy>("--rank-by", o.rank_by);
  s.top = int_option("--top", o.top);
  s.money = build_money(o, cat);
  return s;
}

MoneyOptions build_money(const RawOptions& o, const Catalog& cat) {
  MoneyOptions m;
  if (!o.currency.empty()) {
    std::string c = o.currency;
    std::transform(c.begin(), c.end(), c.begin(), [](unsigned char ch) { return static_cast<char>(std::toupper(ch)); });
    const auto& known = known_currencies();
    if (std::find(known.begin(), known.end(), c) == known.end()) {
      throw UsageError(fmt::format("--currency {}: must be one of {}", o.currency, fmt::join(known, ", ")));
    }
    m.currency = c;
  }
  if (const std::string tariff = trim_blanks(o.tariff); !tariff.empty()) {
    // A number is a price per kWh; anything else names a catalog tariff.
    bool number =
        std::isdigit(static_cast<unsigned char>(tariff[0])) || std::string("+-.").find(tariff[0]) != std::string::npos;
    if (number) {
      m.tariff_per_kwh = parse_option_number("--tariff", tariff);
    } else {
      m.tariff = cat.tariff(tariff).id;
    }
  }
  if (!o.pue.empty()) m.pue = parse_option_number("--pue", o.pue);
  if (!o.life_years.empty()) m.life_years = parse_option_number("--life-years", o.life_years);
  if (!o.utilisation.empty()) m.utilisation = parse_option_number("--utilisation", o.utilisation);
  if (!o.colocation.empty()) m.colocation_per_kw_month = parse_option_number("--colocation", o.colocation);
  m.commitment = parse_choice<Commitment>("--commitment", o.commitment);
  return m;
}

Format output_format(const RawOptions& o, std::string_view command, const std::vector<Format>& offered) {
  std::vector<std::string> names;
  for (Format x : offered) names.push_back(to_string(x));
  auto refuse = [&](const std::string& asked, const std::string& guess) {
    return UsageError(fmt::format("--format {}: {} offers {}{}", asked, command, fmt::join(names, ", "),
                                  guess.empty() ? "" : "; did you mean '" + guess + "'?"));
  };
  const std::optional<Format> parsed = parse_enum<Format>(o.format);
  if (!parsed) throw refuse(o.format, closest_match(o.format, names)); // with --json too (review s80 C F1)
  // --json is --format json; with another --format typed (table too) one of them is a slip.
  if (o.json && *parsed != Format::json && (o.format_given || *parsed != Format::table)) {
    throw UsageError(fmt::format("--json and --format {}: give one (--json is --format json)", o.format));
  }
  const Format f = o.json ? Format::json : *parsed;
  if (std::find(offered.begin(), offered.end(), f) == offered.end()) throw refuse(to_string(f), "");
  return f;
}

char csv_delimiter(const std::string& s) {
  if (s == "," || s == ";" || s == "|") return s[0];
  if (spells(s, "tab") || s == "\\t" || s == "\t") return '\t';
  throw UsageError(fmt::format("--csv-delimiter '{}': must be , ; | or tab", s));
}

bool csv_decimal_comma(const std::string& decimal, char delimiter) {
  const bool comma = spells(decimal, "comma");
  if (!comma && !spells(decimal, "point")) {
    throw UsageError(fmt::format("--csv-decimal '{}': must be point or comma", decimal));
  }
  if (comma && delimiter == ',') {
    throw UsageError("--csv-decimal comma: the fields need another separator; add --csv-delimiter ';'");
  }
  return comma;
}

template Format parse_choice<Format>(const std::string&, const std::string&, const std::string&);
template Lang parse_choice<Lang>(const std::string&, const std::string&, const std::string&);
template ColorMode parse_choice<ColorMode>(const std::string&, const std::string&, const std::string&);
template LaunchFormat parse_choice<LaunchFormat>(const std::string&, const std::string&, const std::string&);

} // namespace vsize::cli
