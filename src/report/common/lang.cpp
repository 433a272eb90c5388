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

// German for the fixed labels and sentences people read (English key: German text).
const std::map<std::string_view, const char*> k_german = {
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
    {"Bars: predicted train time; whiskers: where measured runs of this model family fall (P10 .. P90, "
     "vsize accuracy, leave-one-source-out). Experiments per night are counted at {} % confidence: "
     "that share of measured runs was as fast.",
     "Balken: vorhergesagte Trainingszeit; Linien: wo gemessene Läufe dieser Modellfamilie liegen (P10 .. P90, "
     "vsize accuracy, Leave-one-source-out). Experimente pro Nacht zählen mit {} % Konfidenz: "
     "so viele gemessene Läufe waren so schnell."},
    {"No configuration fits this workload.", "Keine Konfiguration passt zu dieser Last."},
    {"CUDA context", "CUDA-Kontext"},
    {"model states", "Modellzustände"},
    {"extra states", "Zusatzzustände"},
    {"workspace", "Workspace"},
    {"at confidence - expected", "mit Konfidenz - erwartet"},
    {"activations", "Aktivierungen"},
    {"label assigner", "Label-Zuordnung"},
    {"allocator cache", "Allokator-Cache"},
    {"mask loss", "Masken-Loss"},
    {"class heads", "Klassenköpfe"},
    {"attention scores", "Attention-Scores"},
    {"validation cache", "Validierungs-Cache"},
    {"Storage and network", "Speicher und Netzwerk"},
    {"NVMe TB", "NVMe TB"},
    {"system", "System"},
    {"data", "Daten"},
    {"bulk", "Massenspeicher"},
    {"contents", "Inhalt"},
    {"data NIC", "Daten-NIC"},
    {"east-west", "Ost-West"},
    // Sentences (format strings: the German keeps the English placeholders, in order).
    {"vsize {}, catalog {} as of {}", "vsize {}, Katalog {}, Stand {}"},
    {"{} experiment(s) per {} h night", "{} Experiment(e) pro {} h Nacht"},
    {" within {} {}", " innerhalb von {} {}"},
    {"the cheapest server ({}) that finishes {} ({} in mode {})",
     "der günstigste Server ({}), der {} schafft ({} im Modus {})"},
    {"the least wall power ({} kW) of the servers that finish {} ({} in mode {}); not every server is priced, so "
     "cost did not decide",
     "die geringste Leistung an der Steckdose ({} kW) unter den Servern, die {} schaffen ({} im Modus {}); nicht "
     "jeder Server hat einen Preis, daher entschied nicht der Preis"},
    {"{} experiment(s) per night instead of {}, train {} instead of {}, {} kW instead of {}",
     "{} Experiment(e) pro Nacht statt {}, Training {} statt {}, {} kW statt {}"},
    {", {} instead of {}", ", {} statt {}"},
    {"; misses the goal", "; verfehlt das Ziel"},
    {" within the budget of {}", " im Budget von {}"},
    {"recommendation: none; no server finishes {} experiment(s) per {} h night{}",
     "Empfehlung: keine; kein Server schafft {} Experiment(e) pro {} h Nacht{}"},
    {"recommendation: {} ({}x {}{}, {}x {}, {} GB RAM), mode {}",
     "Empfehlung: {} ({}x {}{}, {}x {}, {} GB RAM), Modus {}"},
    {"  why: {}", "  warum: {}"},
    {"  smaller: {}: {}", "  kleiner: {}: {}"},
    {"  larger: {}: {}", "  größer: {}: {}"},
    {"workload: {} at {} px, {} images (+{} val), {} epochs, batch {}, amp {}, {}, cache {}, {} workers/rank, {} "
     "objects/sample (up to {}), {} classes, source images {}, mode {}, night {} h",
     "Last: {} bei {} px, {} Bilder (+{} Validierung), {} Epochen, Batch {}, amp {}, {}, Cache {}, {} Worker/Rang, "
     "{} Objekte/Bild (bis {}), {} Klassen, Quellbilder {}, Modus {}, Nacht {} h"},
    {"{} ({} % of GPU memory)", "{} ({} % des GPU-Speichers)"},
    {", video {} h at {} fps, every {}th frame, {} {} at {} Mb/s{}{}",
     ", Video {} h mit {} fps, jedes {}. Bild, {} {} mit {} Mbit/s{}{}"},
    {", a fixed validation set", ", feste Validierungsmenge"},
    {", {} shown (--top 0 shows all)", ", {} gezeigt (--top 0 zeigt alle)"},
    {"{} server evaluated: {} fit{}, {} rejected{}", "{} Server geprüft: {} passen{}, {} abgelehnt{}"},
    {"{} servers evaluated: {} fit{}, {} rejected{}", "{} Server geprüft: {} passen{}, {} abgelehnt{}"},
    {" (--show-rejected lists them)", " (--show-rejected listet sie)"},
    {"search: {}, GPUs {}, counts {}, mode {}, top {} per count by {}, PSU redundancy {}, circuits {}",
     "Suche: {}, GPUs {}, Anzahlen {}, Modus {}, Top {} pro Anzahl nach {}, Netzteil-Redundanz {}, Stromkreise {}"},
    {"every platform (--all)", "jede Plattform (--all)"},
    {"the line-up", "die Hersteller-Liste"},
    {"all", "alle"},
    {"best of {}", "bester aus {}"},
    {"chassis default", "wie das Gehäuse"},
    {"{} of {} GB used (batch {} per GPU, target {} %)", "{} von {} GB belegt (Batch {} pro GPU, Ziel {} %)"},
    {"columns: server = the vendor's line-up server (or the platform); b/GPU batch per GPU (pass\n"
     "batch = b/GPU x GPUs to Ultralytics); mem GB = device memory used (reserved + CUDA context) /\n"
     "capacity; epoch and train times as predicted (d = days); exp = experiments per night, counted\n"
     "at {} % confidence (that share of measured runs was as fast; vsize accuracy) - as predicted; limit =\n"
     "bottleneck (gpu, comm = all-reduce, loader, disk, nvdec); RAM GB installed; NVMe TB = the data\n"
     "tier's drives x TB each (vsize check shows every tier); kW at the wall, all parts at full power;\n"
     "circuit = the smallest that carries it (A+B: two feeds, N+N PSUs)\n",
     "Spalten: Server = Server der Hersteller-Liste (oder die Plattform); B/GPU Batch pro GPU (an Ultralytics\n"
     "batch = B/GPU x GPUs übergeben); Speicher GB = belegter GPU-Speicher (reserviert + CUDA-Kontext) /\n"
     "Kapazität; Epoche und Training wie vorhergesagt (d = Tage); Exp. = Experimente pro Nacht, gezählt\n"
     "mit {} % Konfidenz (so viele gemessene Läufe waren so schnell; vsize accuracy) - wie vorhergesagt; Grenze =\n"
     "Engpass (gpu, comm = All-Reduce, loader, disk, nvdec); RAM GB eingebaut; NVMe TB = Laufwerke der\n"
     "Datenebene x TB je Laufwerk (vsize check zeigt alle Ebenen); kW an der Steckdose, alle Teile unter\n"
     "Volllast; Stromkreis = der kleinste, der sie trägt (A+B: zwei Einspeisungen, N+N-Netzteile)\n"},
};

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
    auto it = k_german.find(en);
    if (it != k_german.end()) return it->second;
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
