// The rows every tabular format shares (table and markdown of the ranking and of check): the
// columns, their cells, and the legend and notes under them.
#include "text.hpp"

#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize::report {

namespace {

std::string pad(const std::string& s, int width, bool left) {
  if (static_cast<int>(s.size()) >= width) {
    return s;
  }
  std::string space(width - s.size(), ' ');
  return left ? s + space : space + s;
}

std::string table_line(const std::vector<std::string>& c, const std::vector<Column>& cols,
                       const std::vector<std::size_t>& widths) {
  std::string line;
  for (std::size_t i = 0; i < c.size(); ++i) {
    line += (i ? " " : "") + pad(c[i], static_cast<int>(widths[i]), cols[i].left);
  }
  while (!line.empty() && line.back() == ' ') {
    line.pop_back();
  }
  return line + "\n";
}

} // namespace

std::vector<Column> columns(const Layout& l) {
  std::vector<Column> c = {{"#", false},      {"server", true},   {"GPUs", true}, {"b/GPU", false}, {"mem GiB", false},
                           {"epoch", false},  {"train", false},   {"exp", false}, {"limit", true},  {"CPU", true},
                           {"RAM GB", false}, {"NVMe TB", false}, {"kW", false},  {"circuit", true}};
  if (l.mode) {
    c.insert(c.begin() + 3, Column{"mode", true});
  }
  for (auto& col : c) {
    col.header = tr(l.lang, col.header.c_str());
  }
  if (l.cost) {
    c.push_back({trf(l.lang, "k{}", l.currency), false});
    c.push_back({trf(l.lang, "{}/exp", l.currency), false});
  }
  return c;
}

// The data tier as "1x1.92" (drives x TB each), "-" when none is planned.
std::string data_tier_cell(const Evaluation& e, Lang lang) {
  const Tier& t = e.storage.data();
  return t.drive ? fmt::format("{}x{}", t.count, short_num(lang, t.drive->capacity_tb)) : std::string("-");
}

std::vector<std::string> cells(const Evaluation& e, int rank, const Layout& l) {
  const HostPlan& h = e.host;
  std::vector<std::string> c = {std::to_string(rank),
                                // A cluster by the id the recommendation names it by ("...-4-nodes").
                                e.cluster.active  ? server_id(e)
                                : e.lineup        ? e.lineup->id
                                : e.platform.spec ? e.platform.spec->id
                                                  : std::string("-"),
                                // A cluster: its nodes, "2 x 4x h200-nvl" (two nodes of four).
                                gpus_cell(e), std::to_string(e.memory.batch_per_gpu),
                                // GiB, as nvidia-smi and PyTorch count them: a card sold as 96 GB shows about 95.
                                fmt::format("{:.0f}/{:.0f}", units::gib(e.memory.breakdown.device_used_bytes),
                                            units::gib(e.memory.capacity_bytes)),
                                format_duration(e.schedule.epoch_s, l.lang),
                                format_duration(e.schedule.train_s, l.lang), experiments_text(e.schedule),
                                short_bottleneck(e.schedule.bottleneck),
                                h.cpu ? fmt::format("{}x {}", h.sockets, h.cpu->id) : "-",
                                h.ram ? count(l.lang, std::llround(h.ram->total_gb)) : "-", data_tier_cell(e, l.lang),
                                num(l.lang, e.total_wall_w() / units::k_w_per_kw, 1), circuits_cell(e)};
  if (l.mode) {
    c.insert(c.begin() + 3, to_string(e.mode));
  }
  if (l.cost) {
    c.push_back(cost_cell(e.cost, l.lang));
    c.push_back(per_experiment_cell(e.economics, e.cost, l.lang, l.utilisation));
  }
  return c;
}

std::string md_cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    out += c == '|' ? std::string("\\|") : std::string(1, c);
  }
  return out;
}

std::string markdown_rows(const std::vector<Row>& rows, const Layout& l) {
  std::string h = "|";
  std::string sep = "|";
  for (const auto& c : columns(l)) {
    h += fmt::format(" {} |", c.header);
    sep += c.left ? "---|" : "---:|";
  }
  std::string out = h + "\n" + sep + "\n";
  for (const auto& r : rows) {
    std::string line = "|";
    for (const auto& c : cells(*r.e, r.rank, l)) {
      line += " " + md_cell(c) + " |"; // an overlay's name may hold a '|' (review s73)
    }
    out += line + "\n";
  }
  return out;
}

std::string table_rows(const std::vector<Row>& rows, const Layout& l, bool color) {
  std::vector<Column> cols = columns(l);
  std::vector<std::vector<std::string>> body;
  std::vector<std::size_t> widths;
  for (const auto& c : cols) {
    widths.push_back(c.header.size());
  }
  for (const auto& r : rows) {
    body.push_back(cells(*r.e, r.rank, l));
    for (std::size_t i = 0; i < widths.size(); ++i) {
      widths[i] = std::max(widths[i], body.back()[i].size());
    }
  }
  std::vector<std::string> head;
  for (const auto& c : cols) {
    head.push_back(c.header);
  }
  std::string header = table_line(head, cols, widths);
  if (color) {
    header.pop_back();
    header = "\x1b[1m" + header + "\x1b[0m\n";
  }
  std::string out = header;
  for (const auto& b : body) {
    out += table_line(b, cols, widths);
  }
  return out;
}

const char* k_legend =
    "columns: server = the vendor's line-up server (or the platform); b/GPU batch per GPU (per MIG\n"
    "instance in mode mig; Ultralytics' batch= is b/GPU x GPUs, timm's and torchvision's --batch-size\n"
    "b/GPU); mem GiB = device memory used (GPU_mem + CUDA context + NCCL's buffers) / capacity, as\n"
    "nvidia-smi counts it (a card sold as 96 GB shows 95 GiB); epoch and train times as predicted (d =\n"
    "days); exp = experiments per night, counted at {0} % confidence (that share of measured runs was\n"
    "as fast; vsize accuracy) - as predicted; limit = bottleneck (gpu, python = the host's dispatch,\n"
    "comm = all-reduce, loader, disk, nvdec); RAM GB installed; NVMe TB = the data tier's drives x TB\n"
    "each ({1}); kW at the wall, all parts at full power; circuit = the smallest\n"
    "that carries it (A+B: two feeds, N+N PSUs)\n";

// The HTML table's columns, which are not the text's (review s84 C4: its legend named an NVMe TB
// column the HTML does not have).
const char* k_html_legend =
    "columns: server = the vendor's line-up server (or the platform), its GPUs below; batch / GPU (per MIG\n"
    "instance in mode mig; Ultralytics' batch= is batch / GPU x GPUs, timm's and torchvision's --batch-size\n"
    "batch / GPU); memory GiB = device memory used (GPU_mem + CUDA context + NCCL's buffers) / capacity, as\n"
    "nvidia-smi counts it (a card sold as 96 GB shows 95 GiB); epoch and train times as predicted (d =\n"
    "days); experiments / night counted at {0} % confidence (that share of measured runs was as fast;\n"
    "vsize accuracy) - as predicted; limit = bottleneck (gpu, python = the host's dispatch, comm =\n"
    "all-reduce, loader, disk, nvdec); host = the CPUs, the RAM installed below (storage: {1}); kW at the\n"
    "wall, all parts at full power, and below it the circuit, the smallest that carries it (A+B: two feeds,\n"
    "N+N PSUs)\n";

const char* k_cost_legend =
    "k{0} = the server's price in thousands of {0} (+: some parts have no price, a lower bound; the\n"
    "cost line names them; no GPU price: the GPUs have none, and the server ranks last by\n"
    "cost, after those whose CPUs have none); {0}/exp = cost per experiment: capital over the service\n"
    "life at the utilisation, support, colocation (--colocation) and energy (money: line above; '+' and\n"
    "no GPU price as for the price; no CPU price: the CPUs have none, a lower bound ranked after the\n"
    "servers priced whole)\n";

// A translation keeps the English line breaks unless a line runs past the report's 98 columns
// (German words are longer): then the paragraph is flowed again.
std::string flowed(std::string paragraph) {
  std::size_t longest = 0;
  std::size_t start = 0;
  for (std::size_t end = paragraph.find('\n'); end != std::string::npos; end = paragraph.find('\n', start)) {
    longest = std::max(longest, end - start);
    start = end + 1;
  }
  if (longest <= 98) return paragraph;
  std::replace(paragraph.begin(), paragraph.end(), '\n', ' ');
  while (!paragraph.empty() && paragraph.back() == ' ') paragraph.pop_back(); // the trailing newline
  return wrap(paragraph, 98, 0) + "\n";
}

std::string legend(Lang lang, double confidence, const Layout& l) {
  // The tiers are listed beside a check's table; a ranking's points to check for them.
  std::string tiers = tr(lang, l.storage_listed ? "every tier under storage above" : "vsize check shows every tier");
  std::string out =
      flowed(trf(lang, l.html ? k_html_legend : k_legend, static_cast<int>(std::lround(confidence * 100)), tiers));
  if (l.cost) {
    out += flowed(trf(lang, k_cost_legend, l.currency));
  }
  if (l.cost_order_with_drives) {
    out += flowed(trf(lang,
                      "by cost: the order counts the drives beside a server (an enclosure or NAS), which k{0} "
                      "leaves out,\nas --budget counts them\n",
                      l.currency));
  }
  if (l.own_utilisation_rows) {
    out += flowed(tr(lang, "@N% beside a cost per experiment: the utilisation it assumes where the money line's is "
                           "more: the\nhours the goal's experiments keep that server busy\n"));
  }
  // A cluster row (review s73: kEUR read as "the server's price" beside a node's RAM).
  if (l.clusters) {
    out +=
        flowed(tr(lang, l.html ? "a cluster's row (server-N-nodes, GPUs N x ...): the host is one node's; kW, the "
                                 "circuit, the price and the cost per experiment are the whole cluster's (its nodes, "
                                 "switches and cables)\n"
                               : "a cluster's row (server-N-nodes, GPUs N x ...): CPU, RAM GB and NVMe TB are one "
                                 "node's; kW, circuit, the price and the cost per experiment are the whole cluster's "
                                 "(its nodes, switches and cables)\n"));
  }
  return out;
}

// The notes of the rows shown (what `check` prints as "note:"), numbered by rank.
std::string notes_lines(const std::vector<Row>& rows, const Workload& w, Lang lang) {
  std::string out;
  for (const auto& row : rows) {
    for (const auto& n : finding_texts(*row.e, w, Severity::warning, lang)) {
      out += wrap(fmt::format("  {}: {}", row.rank, n), 98, 5) + "\n";
    }
  }
  return out.empty() ? out : std::string(tr(lang, "notes:")) + "\n" + out + "\n";
}

std::string clusters_lines(const std::vector<Row>& rows, Lang lang) {
  std::string out;
  for (const auto& row : rows) {
    if (row.e->cluster.active) {
      out += wrap(fmt::format("  {}: {}", row.rank, cluster_how(*row.e, lang)), 98, 5) + "\n";
    }
  }
  return out.empty() ? out : std::string(tr(lang, "clusters:")) + "\n" + out + "\n";
}

} // namespace vsize::report
