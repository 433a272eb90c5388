// --lang de|en for what people read (table, markdown, HTML): German labels, decimal comma,
// thousands separators. JSON and CSV never change with the language.
#include "text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string_view>

namespace vsize::report {

namespace {

// German for the fixed labels of the ranking, the recommendation and the HTML report.
const std::map<std::string_view, const char*>& german() {
  static const std::map<std::string_view, const char*> m = {
      {"server", "Server"},
      {"GPUs", "GPUs"},
      {"b/GPU", "B/GPU"},
      {"mem GB", "Speicher GB"},
      {"epoch", "Epoche"},
      {"train", "Training"},
      {"exp", "Exp."},
      {"limit", "Grenze"},
      {"CPU", "CPU"},
      {"RAM GB", "RAM GB"},
      {"kW", "kW"},
      {"circuit", "Stromkreis"},
      {"mode", "Modus"},
      {"cost", "Preis"},
      {"notes:", "Hinweise:"},
      {"no configuration fits this workload.", "Keine Konfiguration passt zu dieser Last."},
      {"GPU server sizing", "GPU-Server-Dimensionierung"},
      {"GPU server check: ", "GPU-Server-Prüfung: "},
      {"Servers ranked", "Server nach Rang"},
      {"Train time and experiments per night", "Trainingszeit und Experimente pro Nacht"},
      {"Each server: GPU memory and power", "Je Server: GPU-Speicher und Leistung"},
      {"GPU memory and power", "GPU-Speicher und Leistung"},
      {"Sources", "Quellen"},
      {"Rejected", "Abgelehnt"},
      {"batch / GPU", "Batch / GPU"},
      {"memory GB", "Speicher GB"},
      {"experiments / night", "Experimente / Nacht"},
      {"host", "Host"},
      {"fits", "passt"},
      {"does not fit", "passt nicht"},
      {"no chassis", "ohne Gehäuse"},
      {"note: ", "Hinweis: "},
      {"night", "Nacht"},
      {"per night", "pro Nacht"},
      {"GB RAM", "GB RAM"},
      {"used", "belegt"},
      {"GB per GPU; dashed line: the batch target", "GB pro GPU; gestrichelt: Batch-Ziel"},
      {"kW at the wall (every part at full power) on", "kW an der Steckdose (alle Teile unter Volllast) an"},
      {"usable", "nutzbar"},
      {"no server fits this workload", "kein Server passt zu dieser Last"},
      {"Bars: predicted train time; whiskers: where measured runs of this model family fall (vsize accuracy, "
       "leave-one-source-out). Experiments per night are counted at the slow end.",
       "Balken: vorhergesagte Trainingszeit; Linien: wo gemessene Läufe dieser Modellfamilie liegen (vsize accuracy, "
       "Leave-one-source-out). Experimente pro Nacht zählen am langsamen Ende."},
      {"No configuration fits this workload.", "Keine Konfiguration passt zu dieser Last."},
      {"CUDA context", "CUDA-Kontext"},
      {"model states", "Modellzustände"},
      {"extra states", "Zusatzzustände"},
      {"workspace", "Workspace"},
      {"slow end - expected", "langsames Ende - erwartet"},
      {"activations", "Aktivierungen"},
      {"label assigner", "Label-Zuordnung"},
      {"allocator cache", "Allokator-Cache"},
      {"mask loss", "Masken-Loss"},
      {"class heads", "Klassenköpfe"},
      {"attention scores", "Attention-Scores"},
      {"validation cache", "Validierungs-Cache"},
  };
  return m;
}

// "1234567" -> "1.234.567".
std::string group(const std::string& digits, char sep) {
  std::string out;
  int n = 0;
  for (auto it = digits.rbegin(); it != digits.rend(); ++it, ++n) {
    if (n && n % 3 == 0) out.insert(out.begin(), sep);
    out.insert(out.begin(), *it);
  }
  return out;
}

} // namespace

const char* tr(Lang l, const char* en) {
  if (l == Lang::de) {
    auto it = german().find(en);
    if (it != german().end()) return it->second;
  }
  return en;
}

std::string num(Lang l, double v, int decimals) {
  std::string s = fmt::format("{:.{}f}", v, decimals);
  if (l == Lang::en) return s;
  bool negative = !s.empty() && s[0] == '-';
  std::string body = negative ? s.substr(1) : s;
  auto dot = body.find('.');
  std::string whole = body.substr(0, dot);
  std::string frac = dot == std::string::npos ? "" : "," + body.substr(dot + 1);
  return (negative ? "-" : "") + group(whole, '.') + frac;
}

std::string short_num(Lang l, double v) {
  std::string s = fmt::format("{:g}", v);
  if (l == Lang::de) {
    std::replace(s.begin(), s.end(), '.', ',');
  }
  return s;
}

std::string count(Lang l, long long v) { return l == Lang::en ? std::to_string(v) : num(l, double(v), 0); }

} // namespace vsize::report
