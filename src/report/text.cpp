// Labels and lines shared by every report format.
#include "text.hpp"

#include "vsize/report.hpp"

#include <fmt/format.h>

#include <cmath>

namespace vsize {

std::string format_duration(double s) {
  if (!std::isfinite(s) || s < 0) {
    return "-";
  }
  if (s < 60) {
    return fmt::format("{:.0f}s", s);
  }
  if (s < 600) {
    int m = static_cast<int>(s / 60);
    return fmt::format("{}m{:02d}s", m, static_cast<int>(std::round(s - m * 60.0)) % 60);
  }
  if (s < 3600) {
    return fmt::format("{:.0f}m", s / 60);
  }
  if (s < 48 * 3600) {
    int h = static_cast<int>(s / 3600);
    int m = static_cast<int>(std::round((s - h * 3600.0) / 60));
    if (m == 60) {
      ++h;
      m = 0;
    }
    return fmt::format("{}h{:02d}m", h, m);
  }
  return fmt::format("{:.1f}d", s / 86400);
}

namespace report {

std::string batch_text(const BatchSpec& b) {
  if (b.kind == BatchSpec::Kind::global) {
    return std::to_string(b.global);
  }
  if (b.fraction_from_default) {
    return fmt::format("-1 ({:.0f} % of GPU memory)", b.fraction * 100);
  }
  return fmt::format("{:g} ({:.0f} % of GPU memory)", b.fraction, b.fraction * 100);
}

std::string config_id(const Evaluation& e) {
  std::string id = fmt::format("{}x-{}", e.count, e.gpu->id);
  if (e.host.cpu) {
    id += fmt::format("-{}x-{}", e.host.sockets, e.host.cpu->id);
  }
  return id;
}

std::string circuit_label(const Evaluation& e) {
  const auto& c = e.power.circuit;
  if (!c) {
    return "-";
  }
  return c->count > 1 ? fmt::format("{}x {}", c->count, c->circuit->id) : c->circuit->id;
}

const char* short_bottleneck(Bottleneck b) {
  switch (b) {
  case Bottleneck::gpu_compute: return "gpu";
  case Bottleneck::data_loader: return "loader";
  case Bottleneck::allreduce: return "comm";
  case Bottleneck::storage: return "disk";
  }
  return "gpu";
}

std::string workload_line(const Workload& w) {
  return fmt::format("workload: {} at {} px, {} images (+{} val), {} epochs, batch {}, amp {}, {}, cache {}, "
                     "{} workers/rank, up to {} objects/image, mode {}, night {:g} h",
                     w.model, w.res_px, w.dataset_images, w.val_images, w.epochs, batch_text(w.batch),
                     to_string(w.amp), to_string(w.optimizer), to_string(w.cache), w.workers, w.max_objects,
                     to_string(w.mode), w.night_hours);
}

std::string wrap(const std::string& text, std::size_t width, std::size_t indent) {
  std::string out;
  std::size_t line_start = 0;
  std::size_t last_break = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, ", ") == 0) {
      last_break = i + 1;
    }
    std::size_t line_len = i - line_start + (line_start > 0 ? indent : 0);
    if (line_len >= width && last_break != std::string::npos && last_break > line_start) {
      out += text.substr(line_start, last_break - line_start) + "\n" + std::string(indent, ' ');
      line_start = last_break + 1;
      last_break = std::string::npos;
    }
  }
  return out + text.substr(line_start);
}

std::vector<std::string> finding_texts(const Evaluation& e, const Workload& w, Severity sev) {
  std::vector<std::string> out;
  for (const auto& f : e.findings) {
    if (severity(f) == sev) {
      out.push_back(finding_text(f, e, w));
    }
  }
  return out;
}

} // namespace report
} // namespace vsize
