// CSV (RFC 4180): one row per configuration in machine units with stable column names, the
// resolved inputs and provenance on every row, CRLF line ends, fields quoted when they hold the
// delimiter, a quote, CR or LF. Rejected servers follow as rows with fits=false and their reasons.
#include "text.hpp"
#include "vsize/report.hpp"
#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <cmath>
#include <fmt/format.h>

#include <algorithm>

namespace vsize::report {

namespace {

const std::vector<const char*> k_columns = {"rank",
                                            "id",
                                            "platform_id",
                                            "gpu_id",
                                            "gpu_count",
                                            "nodes",
                                            "mode",
                                            "fits",
                                            "batch_per_gpu",
                                            "batch_global",
                                            "device_used_gb",
                                            "capacity_gb",
                                            "images_per_s",
                                            "epoch_s",
                                            "train_s",
                                            "train_s_slow",
                                            "experiments_per_night",
                                            "experiments_per_night_expected",
                                            "bottleneck",
                                            "cpu_id",
                                            "sockets",
                                            "ram_gb",
                                            "dimm_id",
                                            "dimm_count",
                                            "psu_id",
                                            "psu_count",
                                            "seed_method_w",
                                            "wall_w",
                                            "total_wall_w",
                                            "circuit_id",
                                            "circuit_count",
                                            "feeds",
                                            "fabric_id",
                                            "nics_per_node",
                                            "switch_id",
                                            "switch_count",
                                            "data_drive_id",
                                            "data_drive_count",
                                            "data_usable_tb",
                                            "bulk_drive_id",
                                            "bulk_drive_count",
                                            "bulk_usable_tb",
                                            "bulk_external",
                                            "data_nic_id",
                                            "bulk_rebuild_h",
                                            "dataset_tb_planned",
                                            "raw_video_tb",
                                            "ingest_h",
                                            "cost",
                                            "currency",
                                            "cost_complete",
                                            "cost_per_experiment",
                                            "energy_kwh_per_experiment",
                                            "rent_per_experiment",
                                            "cost_as_of",
                                            "cost_vat",
                                            "unpriced",
                                            "utilisation",
                                            "warnings",
                                            "reasons",
                                            "model",
                                            "res_px",
                                            "dataset_images",
                                            "epochs",
                                            "batch",
                                            "amp",
                                            "optimizer",
                                            "cache",
                                            "video_hours",
                                            "data_raid",
                                            "bulk_raid",
                                            "backup_copies",
                                            "dataset_growth_percent",
                                            "plan_years",
                                            "vsize_version",
                                            "catalog",
                                            "catalog_as_of",
                                            "experiments_goal",
                                            "budget",
                                            "meets_goal",
                                            "external_drives_cost",
                                            "night_hours",
                                            "confidence",
                                            "workers",
                                            "val_images",
                                            "exchange_rate_pair",
                                            "exchange_rate",
                                            "exchange_rate_as_of",
                                            "tariff_id",
                                            "tariff_per_kwh",
                                            "tariff_vat",
                                            "tariff_as_of",
                                            "pue",
                                            "life_years",
                                            "support_share_per_year",
                                            "recommended",
                                            "train_s_fast",
                                            "train_s_at_confidence",
                                            "proxy_amount",
                                            "switch_circuit_id",
                                            "switch_circuit_count",
                                            "video_fps",
                                            "video_sample_every",
                                            "video_res",
                                            "video_codec",
                                            "video_bitrate_mbps",
                                            "decode",
                                            "ingest_hours",
                                            "rent_commitment",
                                            "objects",
                                            "max_objects",
                                            "classes",
                                            "source_mp",
                                            "cache_shape",
                                            "close_mosaic",
                                            "region",
                                            "psu_redundancy",
                                            "shown_because",
                                            "rank_by",
                                            "top",
                                            "colocation_per_kw_month",
                                            "colocation_per_experiment",
                                            "catalog_sha256",
                                            "schema_version",
                                            "btu_per_h",
                                            "external_drives_w",
                                            "capital_per_experiment",
                                            "support_per_experiment",
                                            "energy_cost_per_experiment",
                                            "break_even_utilisation",
                                            "break_even_months",
                                            "rent_offer_id",
                                            "rent_per_gpu_hour",
                                            "rent_instead_of"};

std::string joined(const std::vector<std::string>& v) { return fmt::format("{}", fmt::join(v, "; ")); }

std::string money_cell(const std::optional<double>& v) { return v ? fmt::format("{:.2f}", *v) : std::string(); }

// The figures of a configuration that was not rejected; a rejected one leaves them empty.
std::vector<std::string> figure_cells(const Evaluation& e) {
  const HostPlan& h = e.host;
  const PowerPlan& p = e.power;
  const ClusterPlan& c = e.cluster;
  const Tier& data = e.storage.data();
  const Tier& bulk = e.storage.bulk();
  return {
      std::to_string(e.memory.batch_per_gpu), std::to_string(e.memory.batch_global),
      fmt::format("{:.3f}", units::gb(e.memory.breakdown.device_used_bytes)),
      fmt::format("{:.3f}", units::gb(e.memory.capacity_bytes)), fmt::format("{:.1f}", e.schedule.images_per_s),
      fmt::format("{:.1f}", e.schedule.epoch_s), fmt::format("{:.0f}", e.schedule.train_s),
      fmt::format("{:.0f}", e.schedule.train_s_slow), std::to_string(e.schedule.experiments_per_night),
      std::to_string(e.schedule.experiments_per_night_expected), to_string(e.schedule.bottleneck),
      h.cpu ? h.cpu->id : "", std::to_string(h.sockets), h.ram ? fmt::format("{:g}", h.ram->total_gb) : "",
      h.ram && h.ram->dimm ? h.ram->dimm->id : "", h.ram && h.ram->dimm ? std::to_string(h.ram->count) : "",
      p.psu ? p.psu->psu->id : "", p.psu ? std::to_string(p.psu->count) : "", fmt::format("{:.1f}", p.seed_method_w),
      fmt::format("{:.1f}", p.wall_w), fmt::format("{:.1f}", e.total_wall_w()),
      // A cluster's circuits are every node's feeds (the switches' own in switch_circuit_id and
      // switch_circuit_count, the last columns), beside the cluster's wall power; a lone server's
      // are its own, both feeds counted as a cluster's are (review s85: it gave one feed's).
      c.active && c.circuit ? c.circuit->id
      : p.circuit           ? p.circuit->circuit->id
                            : "",
      c.active && c.circuit ? std::to_string(c.nodes * c.node_circuits)
      : p.circuit           ? std::to_string(p.circuit->count * p.circuit->feeds)
                            : "",
      p.circuit ? std::to_string(p.circuit->feeds) : "", e.fabric.active ? e.fabric.fabric.spec->id : "",
      e.fabric.active ? std::to_string(e.fabric.nics_per_node) : "", c.active && c.switches.sw ? c.switches.sw->id : "",
      c.active && c.switches.sw ? std::to_string(c.switches.count) : "", data.drive ? data.drive->id : "",
      std::to_string(data.count), fmt::format("{:.3f}", units::tb(data.usable_bytes)), bulk.drive ? bulk.drive->id : "",
      std::to_string(bulk.count), fmt::format("{:.3f}", units::tb(bulk.usable_bytes)), bulk.external ? "true" : "false",
      e.storage.ingest.nic ? e.storage.ingest.nic->id : "",
      bulk.drive && bulk.raid != Raid::raid0 ? fmt::format("{:.2f}", units::h(bulk.rebuild_s)) : "",
      fmt::format("{:.4f}", units::tb(e.storage.contents.dataset_bytes * e.storage.inputs.growth_factor)),
      fmt::format("{:.4f}", units::tb(e.storage.contents.raw_video_bytes)),
      e.storage.ingest.nic ? fmt::format("{:.3f}", units::h(e.storage.ingest.seconds)) : "",
      e.cost.amount ? fmt::format("{:.0f}", *e.cost.amount) : "", e.cost.amount ? e.cost.currency : "",
      e.cost.amount ? (e.cost.complete() ? "true" : "false") : "",
      money_cell(priced_per_experiment(e.economics.cost_per_experiment, e.cost)),
      e.economics.computed ? fmt::format("{:.2f}", e.economics.energy_kwh_per_experiment) : "",
      money_cell(e.economics.rent ? std::optional<double>(e.economics.rent->per_experiment) : std::nullopt),
      // The price's date and VAT basis and what has none, as the table's cost line says them.
      e.cost.amount ? e.cost.as_of : "", e.cost.amount ? (e.cost.vat ? to_string(*e.cost.vat) : "mixed") : "",
      joined(unpriced_ids(e.cost)), e.economics.computed ? fmt::format("{:.4f}", e.economics.utilisation) : ""};
}

// The money's basis, as JSON's `money` gives it: the exchange rate (1 base = rate quote), the
// electricity tariff in the run's currency (its id empty for --tariff), PUE, service life and
// support. Empty where the run has none (no prices and no tariff).
std::vector<std::string> money_cells(const MoneyTerms* m) {
  if (!m || (!m->any_price && !m->per_kwh)) return std::vector<std::string>(10);
  const ExchangeRateSpec* fx = m->rate;
  const TariffSpec* t = m->tariff;
  return {fx ? fmt::format("{}/{}", fx->base, fx->quote) : "",
          fx ? fmt::format("{:g}", fx->rate) : "",
          fx ? fx->as_of : "",
          t ? t->id : "",
          m->per_kwh ? fmt::format("{:.4f}", *m->per_kwh) : "",
          t ? std::string(to_string(t->vat)) : "",
          t ? t->as_of : "",
          fmt::format("{:g}", m->pue),
          fmt::format("{:g}", m->life_years),
          fmt::format("{:g}", m->support_share)};
}

// What a procurement spreadsheet sets side by side (review s87 money D4): heat, the drives beside
// the server, the cost's parts, break-even and the rent it is held against; empty where not set.
std::vector<std::string> procurement_cells(const Evaluation& e, bool ran) {
  const EconomicsPlan& m = e.economics;
  auto number = [](const std::optional<double>& v, const char* spec) {
    return v ? fmt::format(fmt::runtime(spec), *v) : std::string();
  };
  return {ran ? fmt::format("{:.0f}", e.power.btu_per_h) : "",
          ran ? fmt::format("{:.1f}", e.storage.external_drive_w()) : "",
          ran ? money_cell(m.capital_per_experiment) : "",
          ran ? money_cell(m.support_per_experiment) : "",
          ran ? money_cell(m.energy_cost_per_experiment) : "",
          ran ? number(m.break_even_utilisation, "{:.4f}") : "",
          ran ? number(m.break_even_months, "{:.1f}") : "",
          ran && m.rent && m.rent->spec ? m.rent->spec->id : "",
          ran && m.rent ? fmt::format("{:.4f}", m.rent->rate()) : "",
          ran && m.rent && m.rent->instead_of ? m.rent->instead_of->spec->id : ""};
}

// Inputs that change a row's numbers and that the columns before did not echo (review s75: two
// CSVs with different batches, times and costs had the same input columns): the labels a sample
// and the classes (the assigner's and the loss's size), the images as stored, the cache's shape,
// the epochs without mosaic, and the region and PSU scheme the circuits are planned for.
std::vector<std::string> input_echo_cells(const Evaluation& e, const Workload& w) {
  return {w.counts_objects ? std::to_string(w.objects) : "",
          w.counts_objects ? std::to_string(w.max_objects) : "",
          w.counts_classes ? std::to_string(w.classes) : "",
          w.source_mp ? fmt::format("{:g}", *w.source_mp) : "",
          std::string(to_string(w.cache_shape)),
          w.close_mosaic ? std::to_string(*w.close_mosaic) : "",
          std::string(to_string(e.power.region)),
          e.power.psus_checked ? std::string(to_string(e.power.redundancy)) : ""};
}

std::vector<std::string> cells(const Row& r, const Workload& w, const ReportOptions& o, const Goal* goal,
                               const MoneyTerms* money) {
  const Evaluation& e = *r.e;
  std::vector<std::string> c = {r.rank > 0 ? std::to_string(r.rank) : "",
                                server_id(e),
                                e.platform.spec ? e.platform.spec->id : "",
                                e.gpu->id,
                                std::to_string(e.topo.gpus_per_node),
                                std::to_string(e.topo.nodes),
                                to_string(e.mode),
                                e.fits ? "true" : "false"};
  std::vector<std::string> figures = figure_cells(e);
  if (r.rank == 0) { // a rejected server: its later stages did not run
    figures.assign(figures.size(), "");
  }
  c.insert(c.end(), figures.begin(), figures.end());
  std::vector<std::string> tail = {
      joined(finding_texts(e, w, Severity::warning)), joined(finding_texts(e, w, Severity::reason)), w.model,
      std::to_string(w.res_px), std::to_string(w.dataset_images), std::to_string(w.epochs), batch_text(w.batch),
      to_string(w.amp), to_string(w.optimizer), to_string(e.data.cache),
      w.video.given() ? fmt::format("{:g}", w.video.hours) : "", std::string(to_string(w.storage.data_raid)),
      std::string(to_string(w.storage.bulk_raid)), std::to_string(w.storage.backup_copies),
      fmt::format("{:g}", w.storage.growth_percent), std::to_string(w.storage.plan_years), o.version, o.catalog_label,
      o.catalog_as_of,
      // The goal typed and whether this row meets it (exit 3 says one missed it).
      goal && goal->experiments ? std::to_string(*goal->experiments) : "",
      // The budget as typed: whole units as such, else to the cent (it was rounded to a whole unit).
      !goal || !goal->budget                       ? ""
      : *goal->budget == std::floor(*goal->budget) ? fmt::format("{:.0f}", *goal->budget)
                                                   : money_cell(goal->budget),
      !goal                            ? ""
      : e.fits && meets_goal(e, *goal) ? "true"
                                       : "false",
      // The priced drives beside the server, which a budget and the cost per experiment count with
      // `cost`.
      r.rank > 0 ? money_cell(e.cost.external_amount) : "",
      // The window and the confidence experiments_per_night are counted in, and the loader's
      // workers and the validation set the epoch includes (the workload's echo, as the table's).
      fmt::format("{:g}", w.night_hours), fmt::format("{:g}", w.confidence), std::to_string(w.workers),
      std::to_string(w.val_images)};
  c.insert(c.end(), tail.begin(), tail.end());
  std::vector<std::string> basis = money_cells(money);
  c.insert(c.end(), basis.begin(), basis.end());
  // The server the ranking recommends (a row ranks by time, and the pick is the cheapest that
  // meets the goal), and the band's fast end and the time experiments_per_night is counted at
  // beside train_s_slow.
  c.push_back(!r.recommended ? "" : *r.recommended ? "true" : "false");
  bool ran = r.rank > 0;
  c.push_back(ran ? fmt::format("{:.0f}", e.schedule.train_s_fast) : "");
  c.push_back(ran ? fmt::format("{:.0f}", e.schedule.train_s_confident) : "");
  // What of `cost` proxy prices stand in for (the text's "of it ... proxy prices").
  c.push_back(ran && e.cost.amount ? money_cell(proxy_share(e.cost).amount) : "");
  // A cluster's switches on their own circuits (cluster_model plan_racks_and_circuits).
  const ClusterPlan& cl = e.cluster;
  bool switches = ran && cl.active && cl.switch_circuit && cl.switch_circuits > 0;
  c.push_back(switches ? cl.switch_circuit->id : "");
  c.push_back(switches ? std::to_string(cl.switch_circuits) : "");
  // The footage's terms, as the text's and JSON's workload give them (two footage workloads had
  // differed only in raw_video_tb and ingest_h, review s74); empty without --video-hours. The
  // window the footage is written in, always (it sizes the bulk tier's drives).
  const VideoSource& v = w.video;
  const bool video = v.given();
  c.push_back(video ? fmt::format("{:g}", v.fps) : "");
  c.push_back(video ? std::to_string(v.sample_every) : "");
  c.push_back(video ? v.resolution : "");
  c.push_back(video ? std::string(to_string(v.codec)) : "");
  c.push_back(video && v.bitrate_mbps ? fmt::format("{:.4f}", *v.bitrate_mbps) : "");
  c.push_back(video ? std::string(to_string(w.decode)) : "");
  c.push_back(fmt::format("{:g}", w.ingest_hours()));
  // The terms rent_per_experiment is on (--commitment, or the offer's own), empty without a rent.
  c.push_back(e.economics.rent ? e.economics.rent->terms() : "");
  const std::vector<std::string> inputs = input_echo_cells(e, w);
  c.insert(c.end(), inputs.begin(), inputs.end());
  // A ranking's row beyond --top, there because the recommendation names it (JSON shown_because).
  c.push_back(r.shown_because ? r.shown_because : "");
  // What `rank` orders by and how many a GPU count the ranking shows (0: all).
  c.push_back(r.rank_by ? r.rank_by : "");
  c.push_back(r.top ? std::to_string(*r.top) : "");
  // --colocation's fee and its share of cost_per_experiment; empty without one.
  c.push_back(money && money->colocation_per_kw_month ? fmt::format("{:g}", *money->colocation_per_kw_month) : "");
  c.push_back(ran && e.economics.colocation_per_experiment ? money_cell(*e.economics.colocation_per_experiment) : "");
  // Each overlay catalog's SHA-256, as JSON's catalog_files; then the JSON's schema_version, which
  // the columns follow (docs/csv.md: within it, columns are only added at the end).
  std::vector<std::string> digests;
  for (const CatalogFile& f : o.catalog_files) digests.push_back(f.sha256);
  c.push_back(joined(digests));
  c.push_back(std::to_string(k_schema_version));
  const std::vector<std::string> procurement = procurement_cells(e, ran);
  c.insert(c.end(), procurement.begin(), procurement.end());
  return c;
}

// A decimal number ("141.000", "-0.5"), whose point a spreadsheet set to a decimal comma misreads
// as a thousands separator; ids and versions with points ("micron-7450-pro-1.92tb", "0.1.0") are not.
bool decimal_number(const std::string& s) {
  std::size_t i = s.size() > 1 && s[0] == '-' ? 1 : 0;
  std::size_t point = s.find('.');
  auto digits = [&](std::size_t from, std::size_t to) {
    return from < to && std::all_of(s.begin() + static_cast<long>(from), s.begin() + static_cast<long>(to),
                                    [](char c) { return c >= '0' && c <= '9'; });
  };
  return point != std::string::npos && digits(i, point) && digits(point + 1, s.size());
}

std::string line(std::vector<std::string> fields, const ReportOptions& o) {
  std::string out;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (o.csv_decimal_comma && decimal_number(fields[i])) {
      fields[i][fields[i].find('.')] = ',';
    }
    out += (i ? std::string(1, o.csv_delimiter) : std::string()) + csv_field(fields[i], o.csv_delimiter);
  }
  return out + "\r\n";
}

} // namespace

std::string csv_field(const std::string& s, char delimiter) {
  if (s.find_first_of(std::string("\"\r\n") + delimiter) == std::string::npos) {
    return s;
  }
  std::string out = "\"";
  for (char c : s) {
    out += c == '"' ? std::string("\"\"") : std::string(1, c);
  }
  return out + "\"";
}

std::string csv_document(const std::vector<Row>& rows, const Workload& w, const ReportOptions& o, const Goal* goal,
                         const MoneyTerms* money) {
  std::string out = line(std::vector<std::string>(k_columns.begin(), k_columns.end()), o);
  for (const auto& r : rows) {
    out += line(cells(r, w, o, goal, money), o);
  }
  return out;
}

} // namespace vsize::report
