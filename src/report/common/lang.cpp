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
    {"mem GiB", "Speicher GiB"},
    {"epoch", "Epoche"},
    {"train", "Training"},
    {"exp", "Exp."},
    {"limit", "Engpass"},
    {"CPU", "CPU"},
    {"RAM GB", "RAM GB"},
    {"kW", "kW"},
    {"circuit", "Stromkreis"},
    {"mode", "Modus"},
    {"cost", "Preis"},
    {"clusters:", "Cluster:"},
    {"notes:", "Hinweise:"},
    {"no configuration fits this workload.", "Keine Konfiguration passt zu dieser Last."},
    {"GPU server sizing", "GPU-Server-Dimensionierung"},
    {"GPU server check: ", "GPU-Server-Prüfung: "},
    {"Servers ranked", "Rangliste"},
    {"Train time and experiments per night", "Trainingszeit und Experimente pro Nacht"},
    {"Each server: GPU memory and power", "Je Server: GPU-Speicher und Leistungsaufnahme"},
    {"GPU memory and power", "GPU-Speicher und Leistungsaufnahme"},
    {"Sources", "Quellen"},
    {"price of {}", "Preis von {}"},
    {"cost: the server's price (≥ or +: some parts have no price, a lower bound the cost line names); per "
     "experiment: capital over the service life at the utilisation, support, colocation and energy (the money line "
     "above)",
     "Preis: der Preis des Servers (≥ oder +: manche Teile haben keinen Preis, eine Untergrenze, die die "
     "Kostenzeile nennt); pro Experiment: Kapital über die Nutzungsdauer bei der Auslastung, Support, Colocation und "
     "Energie (siehe Zeile Finanzen oben)"},
    {"a pair", "ein Paar"},
    {"ceil(need / C)", "ceil(Bedarf / C)"},
    {"2 x ceil(need / C), even, >= 4", "2 x ceil(Bedarf / C), gerade, >= 4"},
    {"d + {} x ceil(d / ({} - {})) with d = ceil(need / C), >= {}",
     "d + {} x ceil(d / ({} - {})) mit d = ceil(Bedarf / C), >= {}"},
    {", external", ", extern"},
    {"buy or rent", "Kaufen oder mieten"},
    {"GPU memory per GPU", "GPU-Speicher pro GPU"},
    {"train time", "Trainingszeit"},
    {"  [{}] {}, as of {}\n", "  [{}] {}, Stand {}\n"},
    {"Rejected", "Abgelehnt"},
    {"batch / GPU", "Batch / GPU"},
    {"memory GiB", "GPU-Speicher GiB"},
    {"experiments / night", "Experimente / Nacht"},
    {"host", "Host"},
    {"fits", "passt"},
    {"fits, with no chassis checked", "passt, ohne geprüftes Gehäuse"},
    {"batch {} per GPU fits as predicted, but on runs that needed {:.0f} % more memory than vsize predicts (the "
     "family's band) it needs {:.1f} GB of the {:.1f} GB: it may run out of memory; the default --batch -1 (60 % of "
     "the GPU's memory, as Ultralytics' AutoBatch) keeps that margin",
     "Batch {} pro GPU passt wie vorhergesagt, aber bei Läufen, die {:.0f} % mehr Speicher brauchten, als vsize "
     "vorhersagt (das Band der Familie), braucht sie {:.1f} GB der {:.1f} GB: der Speicher kann ausgehen; die "
     "Vorgabe --batch -1 (60 % des GPU-Speichers, wie Ultralytics' AutoBatch) hält diesen Abstand"},
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
    {"Bars: predicted train time; whiskers: where measured runs fall around it (P10 .. P90 of vsize's errors on "
     "runs not fitted on, vsize accuracy, leave-one-source-out: the model's calibration pool's, every pool's where "
     "it has under 10 sources). Experiments per night are counted at {} % confidence: that share of measured runs "
     "was as fast.",
     "Balken: vorhergesagte Trainingszeit; Linien: wo gemessene Läufe um sie liegen (P10 .. P90 der Fehler von "
     "vsize auf nicht angepassten Läufen, vsize accuracy, Leave-one-source-out: die des Kalibrierpools des "
     "Modells, aller Pools, wo er unter 10 Quellen hat). Experimente pro Nacht zählen mit {0} % Konfidenz: "
     "{0} % der gemessenen Läufe waren mindestens so schnell."},
    {"No configuration fits this workload.", "Keine Konfiguration passt zu dieser Last."},
    {"CUDA context", "CUDA-Kontext"},
    {"NCCL buffers", "NCCL-Puffer"},
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
    {"denoising queries", "Denoising-Queries"},
    {"validation cache", "Validierungs-Cache"},
    {"Storage and network", "Datenspeicher und Netzwerk"},
    {"NVMe TB", "NVMe TB"},
    {"storage", "Datenspeicher"},
    {"system", "System"},
    {"data", "Daten"},
    {"bulk", "Bulk-Speicher"},
    {"contents", "Inhalt"},
    {"data NIC", "Daten-NIC"},
    {"east-west", "Ost-West"},
    {"Parts", "Teile"},
    {"parts", "Teile"},
    {"storage and network", "Datenspeicher und Netzwerk"},
    {"chassis", "Gehäuse"},
    {"GPUs", "GPUs"},
    {"NVLink bridges", "NVLink-Brücken"},
    {"CPUs", "CPUs"},
    {"RAM", "RAM"},
    {"PSUs", "Netzteile"},
    {"none (no chassis rules)", "keines (keine Gehäuseregeln)"},
    {"the cards' own (no catalog record, named unpriced)", "die der Karten (kein Katalogeintrag, ohne Preis genannt)"},
    {"none (no all-reduce runs over them)", "keine (kein All-Reduce läuft über sie)"},
    {"{} x {} = {} GB", "{} x {} = {} GB"},
    {"{} GB installed", "{} GB eingebaut"},
    {"  cheaper, nearly: {}: {} instead of {}{}; {} as predicted, {} at {:g} % confidence (train {}); {}",
     "  günstiger, knapp: {}: {} statt {}{}; {} laut Vorhersage, {} bei {:g} % Konfidenz (Training {}); {}"},
    {" with the drives beside them", " mit den Laufwerken daneben"},
    {"a cluster's row (server-N-nodes, GPUs N x ...): the host is one node's; kW, the circuit, the price and the "
     "cost per experiment are the whole cluster's (its nodes, switches and cables)\n",
     "die Zeile eines Clusters (Server-N-nodes, GPUs N x ...): der Host gilt für einen Knoten; kW, Stromkreis, Preis "
     "und Kosten pro Experiment für den ganzen Cluster (Knoten, Switches und Kabel)\n"},
    {"a cluster's row (server-N-nodes, GPUs N x ...): CPU, RAM GB and NVMe TB are one node's; kW, circuit, the price "
     "and the cost per experiment are the whole cluster's (its nodes, switches and cables)\n",
     "die Zeile eines Clusters (Server-N-nodes, GPUs N x ...): CPU, RAM GB und NVMe TB gelten für einen Knoten; kW, "
     "Stromkreis, Preis und Kosten pro Experiment für den ganzen Cluster (Knoten, Switches und Kabel)\n"},
    {"by cost: the order counts the drives beside a server (an enclosure or NAS), which k{0} leaves out,\nas "
     "--budget counts them\n",
     "nach Kosten: die Reihenfolge zählt die Laufwerke neben einem Server (Gehäuse oder NAS) mit, die\nk{0} "
     "auslässt, wie --budget sie zählt\n"},
    {"@N% beside a cost per experiment: the utilisation it assumes where the money line's is more: the\nhours the "
     "goal's experiments keep that server busy\n",
     "@N% neben Kosten pro Experiment: die Auslastung, die sie annehmen, wo die der Finanzen-Zeile\nhöher "
     "ist: die Stunden, die die Experimente des Ziels diesen Server beschäftigen\n"},
    {"; training then runs at the GPUs' {:.0f}", "; das Training läuft dann im Takt der GPUs, {:.0f}"},
    {"; {} classes: the trainer's own data set trains them (--classes sets others)",
     "; {} Klassen: der eigene Datensatz des Trainers trainiert sie (--classes setzt andere)"},
    {"a batch of {} over {} GPUs ({} a GPU): the host's Python dispatch bounds each step "
     "({:.1f} ms against the GPU's {:.1f} ms): a rank dispatches the same kernels for fewer images, so "
     "more GPUs do not shorten a step and their sync adds to it; a larger --batch (or --batch -1) or "
     "fewer GPUs use them",
     "ein Batch von {} auf {} GPUs ({} je GPU): der Python-Dispatch des Hosts begrenzt jeden Schritt "
     "({:.1f} ms gegen {:.1f} ms der GPU): ein Rank startet dieselben Kernels für weniger Bilder, daher "
     "verkürzen mehr GPUs keinen Schritt, und ihre Synchronisation kommt hinzu; ein größerer --batch (oder "
     "--batch -1) oder weniger GPUs nutzen sie"},
    {"not planned (no chassis: --psu ID --psus N)", "nicht geplant (kein Gehäuse: --psu ID --psus N)"},
    {"{} a node", "{} je Knoten"},
    // Sentences (format strings: the German keeps the English placeholders, in order).
    {"vsize {}, catalog {} as of {}", "vsize {}, Katalog {}, Stand {}"},
    {"{} experiment(s) per {} h night", "{} Experiment(e) pro {} h Nacht"},
    {" within {} {}", " innerhalb von {} {}"},
    {"the cheapest server ({}) that finishes {} (it finishes {} in mode {})",
     "der günstigste Server ({}), der {} schafft (er schafft {} im Modus {})"},
    {"the least wall power ({} kW) of the servers that meet the goal of {} (it finishes {} in mode {}); not every "
     "server is "
     "priced, "
     "so "
     "cost did not decide",
     "die geringste Leistung an der Steckdose ({} kW) unter den Servern, die das Ziel ({}) erreichen (er schafft {} "
     "im Modus {}); "
     "nicht "
     "jeder Server hat einen Preis, daher entschied nicht der Preis"},
    {"{}, train {} instead of {}, {}", "{}, Training {} statt {}, {}"},
    {"{} kW instead of {} kW", "{} kW statt {} kW"},
    {"the same {} kW", "dieselben {} kW"},
    {", {} instead of {}", ", {} statt {}"},
    {"; misses the goal", "; verfehlt das Ziel"},
    {"; no price for its {}, so it cannot be held to the budget",
     "; kein Preis für {}, also nicht am Budget zu messen"},
    {"; without that price it cannot be held to the budget", "; ohne diesen Preis nicht am Budget zu messen"},
    {"; over the budget with the {} of drives beside it ({})",
     "; über dem Budget mit den Laufwerken daneben für {} ({})"},
    {"; over the budget ({})", "; über dem Budget ({})"},
    {"{} (on the parts priced)", "{} (für die Teile mit Preis)"},
    {"  of it {} ({} %) proxy prices, a stand-in for a price not published: {} (explain: cost)",
     "  davon {} ({} %) Näherungspreise, stellvertretend für einen nicht veröffentlichten Preis: {} (explain: Preis)"},
    {" within the budget of {}", " im Budget von {}"},
    {"recommendation: none; no server finishes {} experiment(s) per {} h night{}",
     "Empfehlung: keine; kein Server schafft {} Experiment(e) pro {} h Nacht{}"},
    {"recommendation: {} ({}x {}{}, {}x {}, {} GB RAM), mode {}",
     "Empfehlung: {} ({}x {}{}, {}x {}, {} GB RAM), Modus {}"},
    {"  why: {}", "  warum: {}"},
    {"  {}: {}: {}", "  {}: {}: {}"},
    {"fewer GPUs", "weniger GPUs"},
    {"more GPUs", "mehr GPUs"},
    {"less GPU memory", "weniger GPU-Speicher"},
    {"more GPU memory", "mehr GPU-Speicher"},
    {", cache shape {}", ", Cache-Form {}"},
    {"workload: {} at {} px, {} (+{} val), {} epochs, batch {}, amp {}, {}, cache {}, {} workers/rank, "
     "{}{}source images {}, mode {}, night {} h",
     "Arbeitslast: {} bei {} px, {} (+{} Validierung), {} Epochen, Batch {}, amp {}, {}, Cache {}, {} "
     "Worker/Rank, {}{}Quellbilder {}, Modus {}, Nacht {} h"},
    {"{} classes, ", "{} Klassen, "},
    {"; --classes: {} is an image encoder, with no class head",
     "; --classes: {} ist ein Bild-Encoder ohne Klassenkopf"},
    {"; --objects and --max-objects: vsize's model of {} reads neither (Ultralytics' assigner and losses do)",
     "; --objects und --max-objects: das Modell von {} in vsize liest keines von beiden (wohl aber Assigner und "
     "Verluste von Ultralytics)"},
    {"set-up", "Vorbereitung"},
    {"  {:<18} {} once a run ({})\n", "  {:<18} {} einmal je Lauf ({})\n"},
    {"building the RAM cache {}", "Aufbau des RAM-Caches {}"},
    {"start-up", "Start"},
    {"DDP set-up", "DDP-Start"},
    {"final validation {}", "letzte Validierung {}"},
    {"the first epoch's extra", "Mehraufwand der ersten Epoche"},
    {"1 image", "1 Bild"},
    {"{} images", "{} Bilder"},
    {"{} objects/sample (up to {}), ", "{} Objekte/Sample (bis {}), "},
    {"{} ({} % of GPU memory)", "{} ({} % des GPU-Speichers)"},
    {", video {} h at {} fps, {}, {} {} at {} Mb/s{}{}", ", Video {} h mit {} fps, {}, {} {} mit {} Mbit/s{}{}"},
    {", a fixed validation set", ", feste Validierungsmenge"},
    {", {} shown (the top per count, and the servers the recommendation names, at their rank among all; --top 0 "
     "shows all)",
     ", {} gezeigt (die besten je Anzahl und die Server, die die Empfehlung nennt, auf ihrem Rang unter allen; --top "
     "0 zeigt alle)"},
    {"{} server evaluated: {} fit{}, {} rejected{}", "{} Server geprüft: {} passen{}, {} abgelehnt{}"},
    {"{} servers evaluated: {} fit{}, {} rejected{}", "{} Server geprüft: {} passen{}, {} abgelehnt{}"},
    {" (--show-rejected lists them)", " (--show-rejected listet sie)"},
    {"ddp (1 GPU: one process, no DDP)", "ddp (1 GPU: ein Prozess, kein DDP)"},
    {"                with C less the rent's setup fees S = {} paid up front as the capital is",
     "                mit C abzüglich der Einrichtungsgebühren S = {} der Miete, vorab gezahlt wie das Kapital"},
    {", after {} in setup fees", ", nach {} Einrichtungsgebühren"},
    {", plus {} in setup fees once (in the payback)", ", dazu einmalig {} Einrichtungsgebühren (in der Amortisation)"},
    {"{} (--region any: the tariff's site; rent offers from any region)",
     "{} (--region any: der Standort des Tarifs; Mietangebote aus jeder Region)"},
    {"search: {}, GPUs {}, counts {}, mode {}, goal {}, top {} per count by {}, PSU redundancy {}, circuits {}",
     "Suche: {}, GPUs {}, Anzahlen {}, Modus {}, Ziel {}, Top {} pro Anzahl nach {}, Netzteil-Redundanz {}, "
     "Stromkreise {}"},
    {"{} a night", "{} pro Nacht"},
    {"{} a night (default: the fastest is named when none meets it; --experiments N requires it)",
     "{} pro Nacht (Vorgabe: erreicht es keiner, wird der schnellste genannt; --experiments N verlangt es)"},
    {"; storage --data-raid {}, --bulk-raid {}, --backup-copies {}, --dataset-growth {} % a year, --plan-years {}, "
     "--ingest-hours {}",
     "; Speicher --data-raid {}, --bulk-raid {}, --backup-copies {}, --dataset-growth {} % pro Jahr, --plan-years {}, "
     "--ingest-hours {}"},
    {"every platform (--all)", "jede Plattform (--all)"},
    {"the line-up", "die Referenzkonfigurationen"},
    {"all", "alle"},
    {"best of {}", "der beste aus {}"},
    {"chassis default", "wie das Gehäuse"},
    {"{} of {} GB used, {} of {} GiB ({})", "{} von {} GB belegt, {} von {} GiB ({})"},
    {"batch {} per GPU, target {} %", "Batch {} pro GPU, Ziel {} %"},
    {"batch {} per GPU, as given", "Batch {} pro GPU, wie angegeben"},
    {"GB per GPU", "GB pro GPU"},
    {"wall {} W", "Steckdose {} W"},
    {"{}k {}", "{} Tsd. {}"},
    {"{}M {}", "{} Mio. {}"},
    {"vsize check shows every tier", "vsize check zeigt alle Ebenen"},
    {"every tier under storage above", "alle Ebenen unter Datenspeicher oben"},
    {"columns: server = the vendor's line-up server (or the platform), its GPUs below; batch / GPU (per MIG\n"
     "instance in mode mig; Ultralytics' batch= is batch / GPU x GPUs, timm's and torchvision's --batch-size\n"
     "batch / GPU); memory GiB = device memory used (GPU_mem + CUDA context + NCCL's buffers) / capacity, as\n"
     "nvidia-smi counts it (a card sold as 96 GB shows 95 GiB); epoch and train times as predicted (d =\n"
     "days); experiments / night counted at {0} % confidence (that share of measured runs was as fast;\n"
     "vsize accuracy) - as predicted; limit = bottleneck (gpu, python = the host's dispatch, comm =\n"
     "all-reduce, loader, disk, nvdec); host = the CPUs, the RAM installed below (storage: {1}); kW at the\n"
     "wall, all parts at full power, and below it the circuit, the smallest that carries it (A+B: two feeds,\n"
     "N+N PSUs)\n",
     "Spalten: Server = Referenzkonfiguration (oder die Plattform), ihre GPUs darunter; Batch / GPU (pro\n"
     "MIG-Instanz im Modus mig; batch= von Ultralytics ist Batch / GPU x GPUs, --batch-size von timm und\n"
     "torchvision Batch / GPU); GPU-Speicher GiB = belegter GPU-Speicher (GPU_mem + CUDA-Kontext +\n"
     "NCCL-Puffer) / Kapazität, wie nvidia-smi sie zählt (eine als 96 GB verkaufte Karte zeigt 95 GiB); Epoche und\n"
     "Training wie vorhergesagt (d = Tage); Experimente / Nacht gezählt mit {0} % Konfidenz (so viele\n"
     "gemessene Läufe waren so schnell; vsize accuracy) - wie vorhergesagt; Engpass = was den Schritt\n"
     "begrenzt (gpu, python = Dispatch des Hosts, comm = All-Reduce, loader, disk, nvdec); Host = die CPUs,\n"
     "darunter der eingebaute RAM (Datenspeicher: {1}); kW an der Steckdose, alle Teile unter Volllast, und\n"
     "darunter der Stromkreis, der kleinste, der sie trägt (A+B: zwei Einspeisungen, N+N-Netzteile)\n"},
    {"columns: server = the vendor's line-up server (or the platform); b/GPU batch per GPU (per MIG\n"
     "instance in mode mig; Ultralytics' batch= is b/GPU x GPUs, timm's and torchvision's --batch-size\n"
     "b/GPU); mem GiB = device memory used (GPU_mem + CUDA context + NCCL's buffers) / capacity, as\n"
     "nvidia-smi counts it (a card sold as 96 GB shows 95 GiB); epoch and train times as predicted (d =\n"
     "days); exp = experiments per night, counted at {0} % confidence (that share of measured runs was\n"
     "as fast; vsize accuracy) - as predicted; limit = bottleneck (gpu, python = the host's dispatch,\n"
     "comm = all-reduce, loader, disk, nvdec); RAM GB installed; NVMe TB = the data tier's drives x TB\n"
     "each ({1}); kW at the wall, all parts at full power; circuit = the smallest\n"
     "that carries it (A+B: two feeds, N+N PSUs)\n",
     "Spalten: Server = Referenzkonfiguration (oder die Plattform); B/GPU Batch pro GPU (pro\n"
     "MIG-Instanz im Modus mig; batch= von Ultralytics ist B/GPU x GPUs, --batch-size von timm und\n"
     "torchvision B/GPU); Speicher GiB = belegter GPU-Speicher (GPU_mem + CUDA-Kontext + NCCL-Puffer)\n"
     "/ Kapazität, wie nvidia-smi sie zählt (eine als 96 GB verkaufte Karte zeigt 95 GiB); Epoche und\n"
     "Training wie vorhergesagt (d = Tage); Exp. = Experimente pro Nacht, gezählt mit {0} % Konfidenz\n"
     "(so viele gemessene Läufe waren so schnell; vsize accuracy) - wie vorhergesagt; Engpass = was den Schritt "
     "begrenzt\n"
     "(gpu, python = Dispatch des Hosts, comm = All-Reduce, loader, disk, nvdec); RAM GB eingebaut;\n"
     "NVMe TB = Laufwerke der Datenebene x TB je Laufwerk ({1}); kW an der\n"
     "Steckdose, alle Teile unter Volllast; Stromkreis = der kleinste, der sie trägt (A+B: zwei\n"
     "Einspeisungen, N+N-Netzteile)\n"},
    // Findings, check and the table (issue 25 item 15).
    {"line-up", "wie in den Referenzkonfigurationen"},
    {"embedded", "eingebaut"},
    {"power", "Leistung"},
    {"experiments", "Experimente"},
    {"cost-per-experiment", "Kosten pro Experiment"},
    {" (rule: ", " (Regel: "},
    {"{} does not qualify the {}; it takes {}{}", "{} ist nicht für {} qualifiziert; zulässig sind {}{}"},
    {"{} takes {} GPUs; the {} is {}{}", "{} nimmt {}-GPUs auf; die {} ist {}{}"},
    {"{} takes {} GPUs, not {}{}", "{} nimmt {} GPUs auf, nicht {}{}"},
    {"the {} draws up to {:g} W; {} feeds and cools {:g} W per GPU{}",
     "die {} nimmt bis zu {:g} W auf; {} versorgt und kühlt {:g} W pro GPU{}"},
    {"{} takes {} CPUs, not the {} ({}){}", "{} nimmt CPUs vom Typ {} auf, nicht die {} ({}){}"},
    {"the {} ({:g} W) exceeds the {:g} W per CPU {} allows with GPUs{}",
     "die {} ({:g} W) überschreitet die {:g} W pro CPU, die {} mit GPUs zulässt{}"},
    {"{} CPU socket(s): {} is built with all {} filled (its GPU and NVMe slots hang off each CPU){}",
     "{} CPU-Sockel: {} wird mit allen {} bestückt gebaut (seine GPU- und NVMe-Steckplätze hängen an jeder CPU){}"},
    {"{} CPU sockets: {} has {}{}", "{} CPU-Sockel: {} hat {}{}"},
    {"{} NVMe drives for dataset, cache and checkpoints; {} has {} bays{}",
     "{} NVMe-Laufwerke für Datensatz, Cache und Checkpoints; {} hat {} Einschübe{}"},
    {"{} NICs ({} x {} for the fabric {} + north-south); {} has {} NIC slots{}",
     "{} NICs ({} x {} für die Fabric {} + Nord-Süd); {} hat {} NIC-Steckplätze{}"},
    {"{} NICs (NVIDIA 2-8-5: one east-west NIC per two GPUs + north-south); {} has {} NIC slots{}",
     "{} NICs (NVIDIA 2-8-5: ein Ost-West-NIC je zwei GPUs + Nord-Süd); {} hat {} NIC-Steckplätze{}"},
    {"{} offers {} redundancy, not {}{}", "{} bietet Redundanz {}, nicht {}{}"},
    {"{} is not among {}'s PSUs ({}){}", "{} gehört nicht zu den Netzteilen von {} ({}){}"},
    {"{}'s {} PSU zone needs {} units to carry {:.0f} W with {} redundancy; it has {} bays{}",
     "{}: Netzteilzone {} braucht {} Einheiten, um {:.0f} W mit Redundanz {} zu tragen; sie hat {} Einschübe{}"},
    {"no balanced {} population of {} slots on {} x {} reaches {:.0f} GB (at most {:.0f} GB)",
     "keine ausgewogene {}-Bestückung von {} Steckplätzen auf {} x {} erreicht {:.0f} GB (höchstens {:.0f} GB)"},
    {"the {:.0f} GB installed are below the {:.0f} GB the training holds (OS, workers and processes; no image cache)",
     "die eingebauten {:.0f} GB liegen unter den {:.0f} GB, die das Training belegt (OS, Worker und Prozesse; kein "
     "Bildcache)"},
    {"the {:.0f} GB installed are below the {:.0f} GB the training holds (OS, image cache x {} copies, workers and "
     "processes){}",
     "die eingebauten {:.0f} GB liegen unter den {:.0f} GB, die das Training belegt (OS, Bildcache x {} Kopien, Worker "
     "und Prozesse){}"},
    {"; try --cache disk", "; --cache disk versuchen"},
    {"{:.0f} GB is below the rule of thumb of {:g}x the GPUs' memory ({:.0f} GB: the buyer's guide's rule, after "
     "NVIDIA-Certified guidance quoted second-hand); the training itself holds {:.0f} GB",
     "{:.0f} GB liegen unter der Faustregel von {:g}x dem GPU-Speicher ({:.0f} GB: die Regel des Kaufberaters, "
     "nach NVIDIA-Certified-Empfehlung aus zweiter Hand); das Training selbst belegt {:.0f} GB"},
    {"{:.0f} GB is no balanced population (identical DIMMs in all {} channels) of the catalog's DIMMs: channels "
     "with less or no memory lose bandwidth, and vendors' configurators offer {} GB",
     "{:.0f} GB sind keine ausgewogene Bestückung (gleiche DIMMs in allen {} Kanälen) aus den DIMMs des Katalogs: "
     "Kanäle mit weniger oder ohne Speicher verlieren Bandbreite, und Konfiguratoren der Hersteller bieten {} GB"},
    {"{:.0f} or {:.0f}", "{:.0f} oder {:.0f}"},
    {"{:.0f} GB installed is more than the {}'s slots hold with the catalog's largest DIMM ({:.0f} GB): check --ram-gb",
     "{:.0f} GB eingebaut ist mehr, als die Steckplätze von {} mit dem größten DIMM des Katalogs ({:.0f} GB) fassen: "
     "--ram-gb prüfen"},
    {"{} PCIe lanes for the GPUs, drives and NICs, the CPUs offer {}: only a chassis with PCIe switches connects them "
     "all (name it with --platform)",
     "{} PCIe-Lanes für GPUs, Laufwerke und NICs, die CPUs bieten {}: nur ein Gehäuse mit PCIe-Switches bindet alle an "
     "(mit --platform angeben)"},
    {"{} is a GeForce card: no ECC memory, and NVIDIA's GeForce driver licence excludes data-centre deployment",
     "{} ist eine GeForce-Karte: kein ECC-Speicher, und die GeForce-Treiberlizenz von NVIDIA schließt den Einsatz im "
     "Rechenzentrum aus"},
    {"{} offers PCIe Gen{}; the {} runs at Gen{} there", "{} bietet PCIe Gen{}; die {} läuft dort mit Gen{}"},
    {"the RAM image cache ({:.0f} GB x {} copies) makes the RAM {:.0f} GB; with --cache disk {:.0f} GB would do",
     "der Bildcache im RAM ({:.0f} GB x {} Kopien) treibt den Arbeitsspeicher auf {:.0f} GB; mit --cache disk würden "
     "{:.0f} GB genügen"},
    {"{:g} GB needs 2 DIMMs per channel; no 2DPC speed is published for this CPU and chassis, expect less than the {} "
     "MT/s of one DIMM per channel",
     "{:g} GB erfordern 2 DIMMs pro Kanal; für diese CPU und dieses Gehäuse ist keine 2DPC-Geschwindigkeit "
     "veröffentlicht, mit weniger als den {} MT/s bei einem DIMM pro Kanal rechnen"},
    {"{:g} GB needs 2 DIMMs per channel: memory runs at {} MT/s instead of {}",
     "{:g} GB erfordern 2 DIMMs pro Kanal: der Speicher läuft mit {} MT/s statt {}"},
    {"{} has no RAM image cache (its datasets read and decode files every epoch): --cache {} is ignored, images come "
     "from storage",
     "{} hat keinen Bildcache im RAM (seine Datensätze lesen und dekodieren die Dateien in jeder Epoche): --cache {} "
     "wird ignoriert, die Bilder kommen vom Datenspeicher"},
    {"the RAM cache needs {} GB, more than the {} GB this server takes at most: planned with --cache disk, {}",
     "der RAM-Cache braucht {} GB, mehr als die {} GB, die dieser Server höchstens fasst: mit --cache disk geplant, "
     "{}"},
    {"which costs no time (the GPUs set the pace either way)",
     "was keine Zeit kostet (die GPUs bestimmen ohnehin das Tempo)"},
    {"{} per epoch instead of {}", "{} pro Epoche statt {}"},
    {"{}'s base clock of {:g} GHz slows the host's Python (dispatch, validation, per-epoch work): {} per epoch, {} on "
     "a {:g} GHz core; on small datasets a host with faster cores finishes sooner",
     "der Basistakt von {} mit {:g} GHz bremst das Python des Hosts (Dispatch, Validierung, Arbeit pro Epoche): {} pro "
     "Epoche, {} auf einem {:g}-GHz-Kern; bei kleinen Datensätzen ist ein Host mit schnelleren Kernen früher fertig"},
    {"the host's Python (dispatch, validation, per-epoch work) sets much of the pace, and vsize counts it at the {:g} "
     "GHz base clock of {}, which it chose: {} per epoch, {} on a {:g} GHz core (a rented server's; --cpu ID, or "
     "--cpu-cores N --cpu-ghz GHz --ram-gb GB, gives yours); the speed holds with a CPU this fast",
     "das Python des Hosts (Dispatch, Validierung, Arbeit pro Epoche) bestimmt das Tempo zu einem guten Teil, und "
     "vsize "
     "setzt es mit dem Basistakt von {:g} GHz der {} an, die es gewählt hat: {} pro Epoche, {} auf einem {:g}-GHz-Kern "
     "(dem eines gemieteten Servers; --cpu ID oder --cpu-cores N --cpu-ghz GHz --ram-gb GB nennt Ihre CPU); das Tempo "
     "gilt mit einer so schnellen CPU"},
    {"--dataset-growth: the drives (and their price) hold year {}'s {} images; time, RAM and the cost per experiment "
     "are for today's {}: a training on year {}'s data takes {} on this server instead of {}",
     "--dataset-growth: die Laufwerke (und ihr Preis) fassen die {1} Bilder von Jahr {0}; Zeit, RAM und die Kosten "
     "pro Experiment gelten für die heutigen {2}: ein Training von Jahr {3} dauert auf diesem Server {4} statt {5}"},
    {", and its RAM image cache outgrows the {:.0f} GB of RAM (planned without one)",
     ", und sein RAM-Bildcache wächst über die {:.0f} GB RAM hinaus (ohne ihn geplant)"},
    {", and it does not fit this server with the CPU and {:.0f} GB of RAM planned today (vsize {} sizes one; vsize "
     "check with it says why)",
     ", und es passt nicht auf diesen Server mit der heute geplanten CPU und {:.0f} GB RAM (vsize {} dimensioniert "
     "einen; vsize check damit sagt, warum)"},
    {"the data loader delivers no images (no CPU cores left for workers)",
     "der Data Loader liefert keine Bilder (keine CPU-Kerne für Worker übrig)"},
    {"no circuit in the catalog for region '{}'", "kein Stromkreis im Katalog für Region '{}'"},
    {"{:.0f} W exceeds {} ({:.0f} W usable continuously); it needs {} such circuits{}{}",
     "{:.0f} W überschreiten {} ({:.0f} W dauerhaft nutzbar); nötig sind {} solche Stromkreise{}{}"},
    {", each PSU cord on one, each carrying its cords with a PSU failed",
     ", jedes Netzteilkabel an einem, jeder trägt seine Kabel auch bei ausgefallenem Netzteil"},
    {"its busiest line draws {:.1f} A, over the {:.1f} A a line of {} carries continuously ({:.0f} W usable in all); "
     "it needs {} such circuits{}",
     "sein am stärksten belasteter Außenleiter führt {:.1f} A, mehr als die {:.1f} A, die ein Außenleiter von {} "
     "dauerhaft trägt ({:.0f} W nutzbar insgesamt); nötig sind {} solche Stromkreise{}"},
    {"its busiest phase draws {:.0f} W, over the {:.0f} W a phase of {} gives ({:.0f} W usable in all); it needs {} "
     "such circuits{}",
     "seine am stärksten belastete Phase zieht {:.0f} W, mehr als die {:.0f} W, die eine Phase von {} liefert "
     "({:.0f} W nutzbar insgesamt); nötig sind {} solche Stromkreise{}"},
    {"{:.0f} W needs {} x {} circuits{}{}", "{:.0f} W erfordern {} x {} Stromkreise{}{}"},
    {" a feed", " je Einspeisung"},
    {"no catalog PSU can carry the load on this circuit",
     "kein Netzteil im Katalog kann die Last an diesem Stromkreis tragen"},
    {"{} cannot run on {}", "{} kann nicht an {} betrieben werden"},
    {"this circuit", "diesem Stromkreis"},
    {"--psus {}: this chassis feeds its power zones separately and needs {} x {} ({}, {}) for {:.0f} W DC (GPUs at "
     "{:g} x board power for excursions)",
     "--psus {}: dieses Gehäuse speist seine Netzteil-Zonen getrennt und braucht {} x {} ({}, {}) für {:.0f} W DC "
     "(GPUs mit {:g} x Board-Power für Lastspitzen)"},
    {"{} x {} ({}) carry {:.0f} W with the redundant units failed",
     "{} x {} ({}) tragen {:.0f} W bei ausgefallenen redundanten Einheiten"},
    {"{} x {} ({}): with the redundant units failed none is left",
     "{} x {} ({}): bei ausgefallenen redundanten Einheiten bleibt keine"},
    {"; the server needs {:.0f} W (GPUs at {:g} x board power for excursions): --psus {}",
     "; der Server braucht {:.0f} W (GPUs mit {:g} x Board-Power für Lastspitzen): --psus {}"},
    {", more than the chassis' {} PSU bays: a larger PSU (--psu ID)",
     ", mehr als die {} PSU-Einschübe des Gehäuses: ein größeres Netzteil (--psu ID)"},
    {"--fabric {} keeps up with the GPUs' link of {:.0f} GB/s (vsize's choice; vsize catalog list fabrics)",
     "--fabric {} hält mit dem GPU-Link von {:.0f} GB/s mit (Wahl von vsize; vsize catalog list fabrics)"},
    {"{} nodes train at {:.2f}x one node's images/s: the all-reduce takes {:.0f} ms a step, set inside each node "
     "({:.0f} ms over {} at {:.1f} GB/s; across nodes {:.0f} ms), so no faster fabric helps; train on one node "
     "(--nodes 1), or give each GPU a larger batch (fewer all-reduces an image)",
     "{} Knoten trainieren mit {:.2f}x der Bilder/s eines Knotens: der All-Reduce dauert {:.0f} ms pro Schritt, "
     "bestimmt innerhalb jedes Knotens ({:.0f} ms über {} mit {:.1f} GB/s; zwischen den Knoten {:.0f} ms), also hilft "
     "kein schnelleres Fabric; auf einem Knoten trainieren (--nodes 1) oder jeder GPU einen größeren Batch geben "
     "(weniger All-Reduces pro Bild)"},
    {"no catalog fabric keeps up with the GPUs' {:.0f} GB/s: train on one node (--nodes 1)",
     "kein Fabric im Katalog hält mit den {:.0f} GB/s der GPUs mit: auf einem Knoten trainieren (--nodes 1)"},
    {"--fabric {}: {} nodes train at {:.2f}x one node's images/s: the all-reduce takes {:.0f} ms a step over {} NIC(s) "
     "carrying {:.1f} GB/s per node; {}",
     "--fabric {}: {} Knoten trainieren mit {:.2f}x den Bildern/s eines Knotens: der All-Reduce dauert {:.0f} ms pro "
     "Schritt über {} NIC(s) mit {:.1f} GB/s pro Knoten; {}"},
    {"{} ({} NIC(s), {:.1f} GB/s per node) is slower than the GPUs' link ({:.1f} GB/s) and sets the all-reduce: {} "
     "nodes reach {:.2f}x one node",
     "{} ({} NIC(s), {:.1f} GB/s pro Knoten) ist langsamer als der GPU-Link ({:.1f} GB/s) und bestimmt den All-Reduce: "
     "{} Knoten erreichen {:.2f}x einen Knoten"},
    {"{} runs NCCL over TCP sockets, which cost CPU and bandwidth; NVIDIA recommends RDMA NICs (RoCE or InfiniBand) "
     "between nodes",
     "{} betreibt NCCL über TCP-Sockets, die CPU und Bandbreite kosten; NVIDIA empfiehlt RDMA-NICs (RoCE oder "
     "InfiniBand) zwischen den Knoten"},
    {"{} fabric NICs per node, not the {} that NVIDIA's pattern for the fabric and the GPUs' link call for: {} has {} "
     "NIC slots",
     "{} Fabric-NICs pro Knoten, nicht die {}, die NVIDIAs Muster für die Fabric und der GPU-Link verlangen: {} hat {} "
     "NIC-Steckplätze"},
    {"--utilisation {} % is below the {} % of the day this server is busy with the goal's {} a night ({} of 24 h), so "
     "its cost per experiment comes out higher than at the goal's {} %, which vsize uses without --utilisation",
     "--utilisation {} % liegt unter den {} % des Tages, die dieser Server mit den {} pro Nacht des Ziels ausgelastet "
     "ist ({} von 24 h), daher fallen seine Kosten pro Experiment höher aus als bei den {} % des Ziels, mit denen "
     "vsize ohne --utilisation rechnet"},
    {"one node draws {:.1f} kW, more than a {:.0f} kW rack feeds and cools: plan high-density racks (15-25 kW) or one "
     "node per rack on its own feed",
     "ein Knoten nimmt {:.1f} kW auf, mehr als ein {:.0f}-kW-Rack versorgt und kühlt: High-Density-Racks (15-25 kW) "
     "oder einen Knoten pro Rack mit eigener Einspeisung planen"},
    {"the nodes read {:.1f} GB/s from shared storage at full speed; --shared-storage-gb-s {:g} is below it (it then "
     "sets the pace of every epoch that reads files)",
     "die Knoten lesen bei voller Geschwindigkeit {:.1f} GB/s vom gemeinsamen Datenspeicher; --shared-storage-gb-s "
     "{:g} liegt "
     "darunter (und bestimmt dann das Tempo jeder Epoche, die Dateien liest)"},
    {" does not support MIG (NVIDIA MIG user guide, supported GPUs)",
     " unterstützt kein MIG (NVIDIA MIG User Guide, Supported GPUs)"},
    {"--batch {} is smaller than the {} ranks it is split over",
     "--batch {} ist kleiner als die {} Ranks, auf die er verteilt wird"},
    {"batch 1 does not fit in {:.0f} % of {:.1f} GB: it needs {:.1f} GB",
     "Batch 1 passt nicht in {:.0f} % von {:.1f} GB: er braucht {:.1f} GB"},
    {" ({:.1f} % of it); --batch {} sizes the batch to take it",
     " ({:.1f} % davon); --batch {} bemisst den Batch so, dass er passt"},
    {", more than the whole GPU", ", mehr als die ganze GPU"},
    {"batch {} per GPU needs {:.1f} GB of device memory; the {} has {:.1f} GB",
     "Batch {} pro GPU braucht {:.1f} GB Gerätespeicher; die {} hat {:.1f} GB"},
    {"--psus {}: the {} has {} PSU bays", "--psus {}: {} hat {} Netzteilschächte"},
    {"--psus {}: the vendor builds the {} with {} PSUs", "--psus {}: der Hersteller baut {} mit {} Netzteilen"},
    {"; at most {} per GPU fits", "; höchstens {} pro GPU passen"},
    {"; Ultralytics on one GPU halves the batch after an out-of-memory in its first epoch (at most 3 times) and "
     "trains on",
     "; Ultralytics halbiert auf einer GPU den Batch nach einem Out-of-Memory in der ersten Epoche (höchstens "
     "dreimal) und trainiert weiter"},
    {"; Ultralytics across {} GPUs stops at the out-of-memory (it halves the batch only on one GPU)",
     "; Ultralytics bricht mit {} GPUs beim Out-of-Memory ab (den Batch halbiert es nur auf einer GPU)"},
    {"the time and cost below are those of batch {} per GPU, as if it fitted",
     "Zeit und Kosten unten gelten für Batch {} pro GPU, als ob er passte"},
    {"; not even 1 per GPU fits", "; nicht einmal 1 pro GPU passt"},
    {"MIG instance", "MIG-Instanz"},
    {"the assigner's batches, each padded to its densest sample, fragment PyTorch's cache: it holds "
     "{:.1f} GB (torch memory_reserved; nvidia-smi shows all {:.1f} GB of the GPU in use) though a step "
     "needs {:.1f} GB; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True keeps it near the need",
     "die Batches des Assigners, jeder auf sein dichtestes Sample aufgefüllt, fragmentieren den Cache von PyTorch: er "
     "belegt {:.1f} GB (torch memory_reserved; nvidia-smi zeigt alle {:.1f} GB der GPU belegt), obwohl ein Schritt "
     "{:.1f} GB braucht; PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True hält ihn nahe am Bedarf"},
    {"variable input sizes fragment PyTorch's cache: after hours it holds {:.1f} GB (torch memory_reserved; nvidia-smi "
     "shows all {:.1f} GB of the GPU in use) though a step needs {:.1f} GB; "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True keeps it near the need",
     "variable Eingabegrößen fragmentieren den Cache von PyTorch: nach Stunden belegt er {:.1f} GB (torch "
     "memory_reserved; nvidia-smi zeigt alle {:.1f} GB der GPU belegt), obwohl ein Schritt {:.1f} GB braucht; "
     "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True hält ihn nahe am Bedarf"},
    {"--batch {} is not a multiple of {} ranks; {} trains {} per GPU ({} in all)",
     "--batch {} ist kein Vielfaches von {} Ranks; {} trainiert {} pro GPU ({} insgesamt)"},
    {"batch {} per GPU: batch norm's statistics are poor at {} or fewer (YOLOv5's multi-GPU guide); memory takes {} "
     "a GPU, held at {} by the recipe's global batch over these ranks: fewer GPUs or nodes give each more",
     "Batch {} pro GPU: Batch-Norm-Statistiken sind bei {} oder weniger schlecht (Multi-GPU-Leitfaden von YOLOv5); "
     "der Speicher fasst {} je GPU, der globale Batch des Rezepts hält ihn über diese Ranks bei {}: weniger GPUs oder "
     "Knoten geben jeder mehr"},
    {"batch {} per GPU: batch norm's statistics are poor at {} or fewer (YOLOv5's multi-GPU guide); a "
     "GPU with more memory, fewer GPUs for --batch, or a lower --res gives it more",
     "Batch {} pro GPU: Batch-Norm-Statistiken sind bei {} oder weniger schlecht (Multi-GPU-Leitfaden von "
     "YOLOv5); eine GPU mit mehr Speicher, weniger GPUs für --batch oder eine niedrigere --res geben ihr mehr"},
    {"{} objects a sample, past the {} its memory rests on: {}'s assigner pads each batch to its "
     "densest sample and PyTorch's cache keeps the blocks of less dense batches; vsize counts that cache "
     "at the median of a replay of the allocator, and a run's own GPU_mem swings about x0.5-1.8 of it "
     "(public runs on VisDrone and SKU-110K came within 15 %, docs/accuracy.md): a --batch share below "
     "the default leaves room",
     "{} Objekte je Sample, über den {}, auf denen der Speicher beruht: der Assigner von {} füllt jeden Batch "
     "auf sein dichtestes Sample auf, und der Cache von PyTorch behält die Blöcke weniger dichter Batches; vsize "
     "zählt diesen Cache mit dem Median einer Nachbildung des Allokators, und das GPU_mem eines einzelnen Laufs "
     "schwankt etwa x0,5-1,8 darum (öffentliche Läufe auf VisDrone und SKU-110K lagen innerhalb von 15 %, "
     "docs/accuracy.md): ein --batch-Anteil unter dem Standard lässt Raum"},
    {"{} objects a sample, past the {} its time was checked on: vsize times {}'s Hungarian matcher and "
     "counts its denoising queries from Ultralytics' code, which comes close to Ultralytics' own SKU-110K "
     "benchmark (pull request #26150), yet public RT-DETR-L runs on VisDrone (71 an image, Ultralytics "
     "8.4.90, near their GPU's memory) trained about 4x slower than predicted (docs/accuracy.md)",
     "{} Objekte je Sample, über den {}, an denen die Zeit geprüft ist: vsize rechnet den Hungarian Matcher "
     "von {} in die Zeit und zählt seine Denoising-Queries nach dem Code von Ultralytics, was dem eigenen "
     "SKU-110K-Benchmark von Ultralytics (Pull Request #26150) nahekommt, doch öffentliche RT-DETR-L-Läufe "
     "auf VisDrone (71 je Bild, Ultralytics 8.4.90, nahe am Speicher ihrer GPU) trainierten etwa 4-mal "
     "langsamer als vorhergesagt (docs/accuracy.md)"},
    {"{}'s torch.mm reaches {:.2f} of its peak in BF16 and {:.2f} in FP16, which AMP runs by default: "
     "--amp bf16 trains faster ({}'s {} {})",
     "torch.mm erreicht auf {} {:.2f} der Spitze in BF16 und {:.2f} in FP16, das AMP standardmäßig rechnet: "
     "--amp bf16 trainiert schneller ({}: {} {})"},
    {" with enough images per GPU for batch norm", " mit genug Bildern pro GPU für Batch-Norm"},
    {"  passed over: {}{}: batch {} per GPU, too small for batch norm's statistics ({} or fewer)",
     "  übergangen: {}{}: Batch {} pro GPU, zu klein für die Statistik von Batch-Norm ({} oder weniger)"},
    {" ({} per experiment)", " ({} pro Experiment)"},
    {"; batch {} per GPU, too small for batch norm", "; Batch {} pro GPU, zu klein für Batch-Norm"},
    {"  {} server(s) finish it but have no price for their CPUs, so none can be held to the budget: a vendor price "
     "list (--catalog prices.json) prices them",
     "  {} Server schaffen es, haben aber keinen Preis für ihre CPUs und lassen sich daher nicht am Budget messen: "
     "eine Preisliste des Herstellers (--catalog prices.json) gibt ihnen einen"},
    {"; 1 more finishes it but lacks a price for its GPUs or CPUs, so it cannot be held to the budget (ranked after)",
     "; 1 weiterer schafft es, hat aber keinen Preis für seine GPUs oder CPUs und lässt sich daher nicht am Budget "
     "messen (danach gereiht)"},
    {"; {} more finish it but lack a price for their GPUs or CPUs, so none can be held to the budget (ranked after)",
     "; {} weitere schaffen es, haben aber keinen Preis für ihre GPUs oder CPUs und lassen sich daher nicht am Budget "
     "messen (danach gereiht)"},
    {"  {} server(s) finish it but have no price for their GPUs, so none can be held to the budget: a vendor price "
     "list (--catalog prices.json) prices them",
     "  {} Server schaffen es, haben aber keinen Preis für ihre GPUs und lassen sich daher nicht am Budget messen: "
     "eine "
     "Preisliste des Herstellers (--catalog prices.json) gibt ihnen einen"},
    {"; no price for its {}, so its cost lacks them", "; kein Preis für seine {}, seine Kosten enthalten sie nicht"},
    {"; no price for its {}, so its cost lacks them and it cannot be held to the budget",
     "; kein Preis für seine {}, seine Kosten enthalten sie nicht, also nicht am Budget zu messen"},
    {" (mode {})", " (Modus {})"},
    {"; no price for its {}, so no cost per experiment to compare",
     "; kein Preis für seine {}, also keine Kosten je Experiment zum Vergleich"},
    {"; no price for its {}, nor for those of any server that qualifies, so cost compares the rest",
     "; kein Preis für seine {} und die keines anderen infrage kommenden Servers, die Kosten vergleichen den Rest"},
    {"; its batch of {} per GPU is small for batch norm, and no server that qualifies has more",
     "; sein Batch von {} pro GPU ist klein für Batch-Norm, und kein Server, der infrage kommt, hat mehr"},
    {"how rough: the ring's bytes and the link's rate are arithmetic on spec sheets and NCCL's measured bus "
     "bandwidths; the sync share is fitted to NVIDIA's Mask R-CNN on 1 and 8 GPUs, and kept over the "
     "seed's 3.5-3.8x for 4 GPUs because it puts the speed-up of the YOLOv5 DDP tutorial within 6 % on 2, 4 and 8 "
     "A100s; a straggler rank (a slower card, a busy host) "
     "is not modelled. vsize accuracy gives the error of runs on 2-8 GPUs beside one GPU's.",
     "wie grob: Bytes des Rings und Rate der Verbindung sind Arithmetik auf Datenblättern und NCCLs gemessenen "
     "Busbandbreiten; der Sync-Anteil ist an NVIDIAs Mask R-CNN auf 1 und 8 GPUs angepasst und gegen die "
     "3,5-3,8x des Seeds für 4 GPUs behalten, weil er die Beschleunigung des YOLOv5-DDP-Tutorials bei 2, 4 und 8 "
     "A100 auf 6 % trifft; ein langsamer Rank "
     "(eine langsamere Karte, ein ausgelasteter Host) ist nicht modelliert. vsize accuracy gibt den Fehler von "
     "Läufen auf 2-8 GPUs neben dem einer GPU."},
    {"how rough: the loader's cost a sample is measured (tools/bench_loader.py on one 2.3 GHz core, "
     "bench/LOADER.md) and scaled by the base clock and the cores the training processes leave; its augmentations' "
     "cost varies with the recipe (mosaic, copy-paste, mixup) more than with the image. vsize accuracy gives the "
     "error of runs the loader bounds (by limit).",
     "wie grob: die Kosten des Loaders je Sample sind gemessen (tools/bench_loader.py auf einem 2,3-GHz-Kern, "
     "bench/LOADER.md) und mit dem Basistakt und den Kernen skaliert, die die Trainingsprozesse übrig lassen; die "
     "Kosten der Augmentierungen hängen mehr vom Rezept (Mosaic, Copy-Paste, Mixup) ab als vom Bild. vsize accuracy "
     "gibt den Fehler der Läufe, die der Loader begrenzt (nach Limit)."},
    {"--amp {} or fp32", "--amp {} oder fp32"},
    {"{} has no {} tensor rate (catalog {} is null); use {}",
     "{} hat keine {}-Tensorleistung (Katalog {} ist null); {} verwenden"},
    {"{} supports {} socket(s), not {}", "{} unterstützt {} Sockel, nicht {}"},
    {"no catalog CPU in {} sockets has the cores, PCIe lanes and memory this needs",
     "keine CPU im Katalog hat bei {} Sockeln die nötigen Kerne, PCIe-Lanes und Speicher"},
    {"{} x {} has {} cores, below NVIDIA's guideline of {} per GPU = {}: the host you describe trains at the loader's "
     "pace counted here; a server to buy gets the {}",
     "{} x {} hat {} Kerne, unter NVIDIAs Richtwert von {} pro GPU = {}: der beschriebene Host trainiert im hier "
     "gezählten Tempo des Loaders; ein zu kaufender Server erhält die {}"},
    {"{} x {} has {} cores; NVIDIA's minimum is {} per GPU = {}",
     "{} x {} hat {} Kerne; das Minimum von NVIDIA ist {} pro GPU = {}"},
    {"{} x {} has {} hardware threads for {} training processes and {} loader workers: they share threads, and the "
     "loader is timed on the threads the processes leave{}",
     "{} x {} hat {} Hardware-Threads für {} Trainingsprozesse und {} Loader-Worker: sie teilen sich Threads, und "
     "der Loader wird mit den Threads gerechnet, die die Prozesse lassen{}"},
    {"; --workers {} gives each its own", "; mit --workers {} hat jeder seinen eigenen"},
    {"{} loader workers per job instead of {}, so that {} jobs and their workers each have one of the {} hardware "
     "threads (--workers sets it)",
     "{} Loader-Worker pro Job statt {}, damit {} Jobs und ihre Worker je einen der {} Hardware-Threads haben (mit "
     "--workers einstellbar)"},
    {"{} processes + workers share {} cores ({} threads): the loader gets what the training processes leave, and a "
     "share of the SMT siblings (explain: M5 cores)",
     "{} Prozesse + Worker teilen sich {} Kerne ({} Threads): der Loader bekommt, was die Trainingsprozesse übrig "
     "lassen, und einen Anteil der SMT-Threads (explain: M5 Kerne)"},
    {"{} x {} offers {} PCIe lanes; {} GPUs x{} + {} NVMe + {} NIC need {}",
     "{} x {} bietet {} PCIe-Lanes; {} GPUs x{} + {} NVMe + {} NIC brauchen {}"},
    {"\nmemory per GPU", "\nSpeicher pro GPU"},
    {" (MIG instance)", " (MIG-Instanz)"},
    {"  MIG profile        {} x {} per GPU ({}, {:.0f} % of the SMs)\n",
     "  MIG-Profil         {} x {} pro GPU ({}, {:.0f} % der SMs)\n"},
    {"  batch              {} per GPU, {} per job -> {}\n", "  Batch              {} pro GPU, {} pro Job -> {}\n"},
    {"  CUDA context       {:8.2f} GB\n", "  CUDA-Kontext       {:8.2f} GB\n"},
    {"  NCCL buffers       {:8.2f} GB   the DDP communicator's channels, outside PyTorch's allocator\n",
     "  NCCL-Puffer        {:8.2f} GB   die Kanäle des DDP-Kommunikators, außerhalb von PyTorchs Allokator\n"},
    {"  model states       {:8.3f} GB   weights + gradients + {} states\n",
     "  Modellzustände     {:8.3f} GB   Gewichte + Gradienten + {}-Zustände\n"},
    {"  extra states       {:8.3f} GB   EMA {:.3f}, DDP buckets {:.3f}, autocast cache {:.3f}\n",
     "  Zusatzzustände     {:8.3f} GB   EMA {:.3f}, DDP-Buckets {:.3f}, Autocast-Cache {:.3f}\n"},
    {"  activations        {:8.2f} GB   {:.4f} GB/image x {}\n",
     "  Aktivierungen      {:8.2f} GB   {:.4f} GB/Bild x {}\n"},
    {"the loader sets the pace with {} worker(s) a rank while cores of the {} sit idle: --workers {} gives it {:.0f} "
     "images/s ({:.0f} now)",
     "der Loader bestimmt das Tempo mit {} Worker(n) je Rank, während Kerne der {} frei bleiben: --workers {} gibt "
     "ihm {:.0f} Bilder/s (jetzt {:.0f})"},
    {"  workspace          {:8.3f} GB   cuBLAS/cuDNN workspaces and a parameter-sized temporary\n",
     "  Workspace          {:8.3f} GB   cuBLAS/cuDNN-Arbeitsbereiche und ein Temporärpuffer in Parametergröße\n"},
    {"  label assigner     {:8.2f} GB   {} objects per image x {} anchors\n",
     "  Label-Zuordnung    {:8.2f} GB   {} Objekte pro Bild x {} Anker\n"},
    {"  assigner cache     {:8.2f} GB   blocks of batches less dense than the densest, which the cache\n"
     "                                keeps (not needed to fit: freed before out of memory)\n",
     "  Assigner-Cache     {:8.2f} GB   Blöcke weniger dichter Batches, die der Cache behält (müssen nicht\n"
     "                                passen: werden vor Out-of-Memory freigegeben)\n"},
    {"  needs reserved     {:8.2f} GB   at the peak step (what the batch is sized by); earlier batches'\n"
     "                                assigner blocks stay cached on top:\n",
     "  Bedarf reserviert  {:8.2f} GB   im Spitzenschritt (danach wird der Batch bemessen); Assigner-Blöcke\n"
     "                                früherer Batches bleiben zusätzlich im Cache:\n"},
    {"  mask loss          {:8.2f} GB   {} objects per sample\n",
     "  Masken-Loss        {:8.2f} GB   {} Objekte pro Sample\n"},
    {"  class heads        {:8.2f} GB   {} classes\n", "  Klassen-Heads      {:8.2f} GB   {} Klassen\n"},
    {"  denoising queries  {:8.2f} GB   {} labels in the densest sample: {} decoder queries\n",
     "  Denoising-Queries  {:8.2f} GB   {} Labels im dichtesten Sample: {} Decoder-Queries\n"},
    {"  attention scores   {:8.2f} GB   kept by attention written out (matmul + softmax)\n",
     "  Attention-Scores   {:8.2f} GB   von ausgeschriebener Attention gehalten (Matmul + Softmax)\n"},
    {"  attention scores   {:8.2f} GB   FP32 softmax of PyTorch's math attention (no fused kernel)\n",
     "  Attention-Scores   {:8.2f} GB   FP32-Softmax der Math-Attention von PyTorch (kein fusionierter Kernel)\n"},
    {"attention    = {} heads x ({} global blocks x ({}^2 tokens)^2 + {} windowed blocks x {}^2 windows x ({}^2 "
     "tokens)^2) x 4 B (PyTorch's math attention keeps its FP32 softmax: 3-D q, k, v take no fused kernel) x {:g} x "
     "batch {} = {:.2f} GB",
     "Attention    = {} Heads x ({} globale Blöcke x ({}^2 Tokens)^2 + {} Fensterblöcke x {}^2 Fenster x ({}^2 "
     "Tokens)^2) x 4 B (die Math-Attention von PyTorch behält ihr FP32-Softmax: 3-D-q, -k, -v nehmen keinen "
     "fusionierten Kernel) x {:g} x Batch {} = {:.2f} GB"},
    {"  attention scores   {:8.2f} GB   kept by unfused attention (no fused kernel)\n",
     "  Attention-Scores   {:8.2f} GB   von nicht fusionierter Attention gehalten (kein fusionierter Kernel)\n"},
    {"  peak allocated     {:8.2f} GB   (torch.cuda.max_memory_allocated)\n",
     "  Spitzenbelegung    {:8.2f} GB   (torch.cuda.max_memory_allocated)\n"},
    {"  needs reserved     {:8.2f} GB   at the peak step (what the batch is sized by); variable input sizes\n          "
     "                      fragment the cache, which holds more after hours:\n",
     "  Bedarf reserviert  {:8.2f} GB   im Spitzenschritt (danach wird der Batch bemessen); variable Eingabegrößen\n   "
     "                             fragmentieren den Cache, der nach Stunden mehr belegt:\n"},
    {"  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved)\n",
     "  reserviert         {:8.2f} GB   = {:.2f} GiB (torch memory_reserved)\n"},
    {"  reserved           {:8.2f} GB   = {:.2f} GiB (torch memory_reserved; Ultralytics GPU_mem prints GiB)\n",
     "  reserviert         {:8.2f} GB   = {:.2f} GiB (torch memory_reserved; Ultralytics GPU_mem gibt GiB aus)\n"},
    {"  reserved           {:8.2f} GB   = {:.2f} GiB in training (torch memory_reserved)\n",
     "  reserviert         {:8.2f} GB   = {:.2f} GiB im Training (torch memory_reserved)\n"},
    {"  reserved           {:8.2f} GB   = {:.2f} GiB in training (torch memory_reserved; decides the fit)\n",
     "  reserviert         {:8.2f} GB   = {:.2f} GiB im Training (torch memory_reserved; entscheidet, ob es passt)\n"},
    {"  validation cache   {:8.2f} GB   validation's blocks, which the trainer keeps in the cache (not needed\n"
     "                                to fit: freed before out of memory)\n"
     "  GPU_mem            {:8.2f} GB   = {:.2f} GiB, what Ultralytics prints: reserved + validation's kept blocks\n",
     "  Validierungscache  {:8.2f} GB   Blöcke der Validierung, die der Trainer im Cache behält (müssen nicht\n"
     "                                passen: werden vor Out-of-Memory freigegeben)\n"
     "  GPU_mem            {:8.2f} GB   = {:.2f} GiB, was Ultralytics ausgibt: reserviert + behaltene Blöcke der "
     "Validierung\n"},
    {"GPU_mem", "GPU_mem"},
    {"reserved", "reserviert"},
    {"  likely             {:.1f} .. {:.1f} GB = {:.1f} .. {:.1f} GiB {} (predicted / (1 + its calibration "
     "pool's memory errors on runs not fitted on, every pool's where it has none, highest {:+.1f} % .. lowest {:+.1f} "
     "%){})\n",
     "  wahrscheinlich     {:.1f} .. {:.1f} GB = {:.1f} .. {:.1f} GiB {} (Vorhersage / (1 + Speicherfehler "
     "auf nicht angepassten Läufen seines Kalibrierpools, aller Pools, wo er keine hat, höchster {:+.1f} % .. "
     "niedrigster {:+.1f} %){})\n"},
    {"  likely needs       {:.1f} .. {:.1f} GB (predicted / (1 + its calibration pool's memory errors on runs not "
     "fitted on, highest {:+.1f} % .. lowest {:+.1f} %)); the GPU holds {:.1f} GB past {}: it does not fit\n",
     "  braucht wohl       {:.1f} .. {:.1f} GB (Vorhersage / (1 + Speicherfehler auf nicht angepassten Läufen seines "
     "Kalibrierpools, höchster {:+.1f} % .. niedrigster {:+.1f} %)); die GPU fasst {:.1f} GB neben {}: er passt "
     "nicht\n"},
    {"; the high end clipped to the {:.1f} GB the GPU holds past {}",
     "; das obere Ende begrenzt auf die {:.1f} GB, die die GPU neben {} fasst"},
    {"its context", "ihrem Kontext"},
    {"its context and NCCL's buffers", "ihrem Kontext und den NCCL-Puffern"},
    {"  device used        {:8.2f} GB of {:.2f} GB (the run would need {:.1f} GiB; {:.1f} GiB usable{})\n",
     "  Gerät belegt       {:8.2f} GB von {:.2f} GB (der Lauf bräuchte {:.1f} GiB; {:.1f} GiB nutzbar{})\n"},
    {"  device used        {:8.2f} GB of {:.2f} GB (nvidia-smi would show {:.1f} GiB used; {:.1f} GiB usable{})\n",
     "  Gerät belegt       {:8.2f} GB von {:.2f} GB (nvidia-smi würde {:.1f} GiB belegt zeigen; {:.1f} GiB "
     "nutzbar{})\n"},
    {"; the {:g} GB it is sold with are GiB, less the driver's share",
     "; die {:g} GB, mit denen sie verkauft wird, sind GiB, abzüglich des Anteils des Treibers"},
    {"  all-reduce         {:.1f} MB per GPU in {} buckets, {}: {:.1f} ms = latencies {:.1f} ms + the slower of "
     "inside nodes {:.1f} ms over {} at {:.1f} GB/s and across nodes {:.1f} ms over {} at {:.1f} GB/s per node; "
     "{:.1f} ms behind the backward pass, {:.1f} ms exposed\n",
     "  All-Reduce         {:.1f} MB pro GPU in {} Buckets, {}: {:.1f} ms = Latenzen {:.1f} ms + das Langsamere von "
     "innerhalb der Knoten {:.1f} ms über {} mit {:.1f} GB/s und zwischen Knoten {:.1f} ms über {} mit {:.1f} GB/s "
     "pro Knoten; {:.1f} ms hinter dem Backward-Pass, {:.1f} ms unverdeckt\n"},
    {"\ntime\n", "\nZeit\n"},
    {"  step               {:.3f} s (GPU {:.1f} ms, Python dispatch {:.1f} ms, exposed all-reduce {:.1f} ms, sync "
     "{:.1f} ms)\n",
     "  Schritt            {:.3f} s (GPU {:.1f} ms, Python-Dispatch {:.1f} ms, unverdeckter All-Reduce {:.1f} ms, Sync "
     "{:.1f} ms)\n"},
    {"  all-reduce         {:.1f} MB per GPU over {} at {:.1f} GB/s: {:.2f} ms\n",
     "  All-Reduce         {:.1f} MB pro GPU über {} mit {:.1f} GB/s: {:.2f} ms\n"},
    {"{:.0f} storage", "Datenspeicher {:.0f}"},
    {"storage no limit (RAM cache)", "Datenspeicher unbegrenzt (RAM-Cache)"},
    {"  epoch              {} (validation {}; likely {} .. {})\n",
     "  Epoche             {} (Validierung {}; wahrscheinlich {} .. {})\n"},
    {"without mosaic", "ohne Mosaik"},
    {"; close_mosaic {}: the last {} epochs without mosaic", "; close_mosaic {}: die letzten {} Epochen ohne Mosaik"},
    {"; close_mosaic {}: more than the {} epochs, so mosaic to the end",
     "; close_mosaic {}: mehr als die {} Epochen, also Mosaik bis zum Ende"},
    {"  {:<18} every epoch: close_mosaic {} = the epochs (one image a sample)\n",
     "  {:<18} jede Epoche: close_mosaic {} = die Epochen (ein Bild je Sample)\n"},
    {"  {:<18} {} each, the last {} (close_mosaic): {:.0f} images/s ({})\n",
     "  {:<18} je {}, die letzten {} (close_mosaic): {:.0f} Bilder/s ({})\n"},
    {"no mosaic     = the last {} epochs (close_mosaic): (augment {:g}{} ms) x ({}/{})^2 + {} x {:g} ms/MP x {:.2f} MP "
     "= {:.1f} ms -> {:.0f} img/s",
     "ohne Mosaik   = die letzten {} Epochen (close_mosaic): (Augmentierung {:g}{} ms) x ({}/{})^2 + {} x {:g} ms/MP "
     "x {:.2f} MP = {:.1f} ms -> {:.0f} Bilder/s"},
    {"                every epoch of this run is one of them: the mosaic sample above is never drawn",
     "                jede Epoche dieses Laufs ist eine davon: das Mosaik-Sample oben kommt nie vor"},
    {"epoch, no mos.= {} / {:.0f} images/s + validation + checkpoint + other = {}",
     "Epoche o. Mos.= {} / {:.0f} Bilder/s + Validierung + Checkpoint + Sonstiges = {}"},
    {"train         = run + {} epochs x epoch + {} x epoch without mosaic = {}",
     "Training      = Lauf + {} Epochen x Epoche + {} x Epoche ohne Mosaik = {}"},
    {"train {} epochs", "Training {} Ep."},
    {"{} GB installed{} (the training holds {} GB; rule of thumb {:g}x GPU memory {})",
     "{} GB eingebaut{} (das Training belegt {} GB; Faustregel {:g}x GPU-Speicher {})"},
    {"{} (needs {} GB: {:g}x GPU memory {}, contents {})", "{} (braucht {} GB: {:g}x GPU-Speicher {}, Inhalt {})"},
    {"{}x {}: {} cores for {} {} x (1 + {} workers), >= {}/GPU: {} needed{}",
     "{}x {}: {} Kerne für {} {} x (1 + {} Worker), >= {}/GPU: {} nötig{}"},
    {"process", "Prozess"},
    {"processes", "Prozesse"},
    {"power draw", "Leistungsaufnahme"},
    {"{:g} GHz base, {} threads", "{:g} GHz Basistakt, {} Threads"},
    {", not the smallest adequate {} at {:g} GHz (train {}): the host sets the pace",
     ", nicht die kleinste ausreichende {} mit {:g} GHz (Training {}): der Host bestimmt das Tempo"},
    {" ({} short: processes and workers share cores)", " ({} fehlen: Prozesse und Worker teilen sich Kerne)"},
    {"PCIe lanes", "PCIe-Lanes"},
    {"{} behind the chassis' PCIe switches (CPUs: {})", "{} hinter den PCIe-Switches des Gehäuses (CPUs: {})"},
    {"{} of {}", "{} von {}"},
    {"{} (the CPU's lanes are not known: not checked)", "{} (Lanes der CPU unbekannt: nicht geprüft)"},
    {"image cache", "Bildcache"},
    {"Host", "Host"},
    {"Power", "Leistung"},
    {"Power of one node", "Leistung eines Knotens"},
    {"{:.1f} GB x {} copies (ram) + {:g} copy free while caching + validation's {:.1f} GB x {} = {:.1f} GB",
     "{:.1f} GB x {} Kopien (RAM) + {:g} Kopie frei beim Befüllen + Validierung {:.1f} GB x {} = {:.1f} GB"},
    {"; without the cache it still holds {:.0f} GB", "; ohne den Cache belegt es noch {:.0f} GB"},
    {", reads {:.1f} GB/s (the RAM cache serves training's reads)",
     ", liest {:.1f} GB/s (der RAM-Cache liefert die Lesezugriffe des Trainings)"},
    {"reads needed  = none while training: the RAM cache, filled once before the first epoch, serves every image",
     "Lesen nötig   = keines im Training: der RAM-Cache, einmal vor der ersten Epoche gefüllt, liefert jedes Bild"},
    {", loader in series (no workers)", ", Loader in Serie (keine Worker)"},
    {"cores         = {} processes, each loading its own batches (no workers) = {:.2f}",
     "Kerne         = {} Prozesse, jeder lädt seine Batches selbst (keine Worker) = {:.2f}"},
    {"  batch              0 per GPU: not even 1 fits; the figures below are at batch 1\n",
     "  Batch              0 pro GPU: nicht einmal 1 passt; die Zahlen unten gelten für Batch 1\n"},
    {"  batch              0 per GPU: --batch is below the ranks; the figures below are at batch 1\n",
     "  Batch              0 pro GPU: --batch ist kleiner als die Ranks; die Zahlen unten gelten für Batch 1\n"},
    {"no batch to pass: not one image per GPU (the reasons say what would take one)",
     "kein Batch zu übergeben: nicht ein Bild pro GPU (die Gründe sagen, was eines erlaubt)"},
    {"1 / (1 / GPUs {:.0f} + 1 / loader {:.0f}): in series", "1 / (1 / GPUs {:.0f} + 1 / Loader {:.0f}): in Serie"},
    {"GPUs {:.0f}, loader {:.0f}", "GPUs {:.0f}, Loader {:.0f}"},
    {"images/s      = min({}, storage {}{}) = {:.0f} -> bottleneck {}{}",
     "Bilder/s      = min({}, Datenspeicher {}{}) = {:.0f} -> Engpass {}{}"},
    {"none in RAM (on disk)", "keiner im RAM (auf Disk)"},
    {"no cache", "kein Cache"},
    {" (--cache {} asked)", " (--cache {} angefordert)"},
    {"; --cache {} asked", "; --cache {} angefordert"},
    {"  NVMe               {} x {} for {:.2f} TB (dataset, cache, checkpoints)\n",
     "  NVMe               {} x {} für {:.2f} TB (Datensatz, Cache, Checkpoints)\n"},
    {"  NICs               {} x {} north-south + {} x {} for the fabric {}\n",
     "  NICs               {} x {} Nord-Süd + {} x {} für die Fabric {}\n"},
    {"  NICs               not checked (a server outside the catalog: vsize does not invent them)\n",
     "  NICs               nicht geprüft (Server außerhalb des Katalogs: vsize erfindet sie nicht)\n"},
    {"not checked (a server outside the catalog: give its PSUs with --psu ID --psus N)",
     "nicht geprüft (Server außerhalb des Katalogs: Netzteile mit --psu ID --psus N angeben)"},
    {" in zones {}", " in Zonen {}"},
    {"{} x {} ({} W, {}{}){}, {:.0f} % load each; GPUs counted at {:g} x board power",
     "{} x {} ({} W, {}{}){}, je {:.0f} % Last; GPUs mit {:g} x Board-Power gerechnet"},
    {", the chassis' scheme", ", Schema des Gehäuses"},
    {"seed method", "Faustformel"},
    {"component method", "Komponentenmethode"},
    {"beside it", "daneben"},
    {"one training takes {:.1f} years of calendar time at {} % use, past the {}-year service life: the server would "
     "be retired before it finished; a faster server, fewer epochs or fewer images finish it within the life",
     "ein Training dauert bei {1} % Auslastung {0:.1f} Jahre Kalenderzeit, länger als die Nutzungsdauer von {2} "
     "Jahren: "
     "der Server wäre vor seinem Ende ausgemustert; ein schnellerer Server, weniger Epochen oder weniger Bilder "
     "schaffen es innerhalb der Nutzungsdauer"},
    {"{} drives outside the server: {} W at full power ({} BTU/h), on the feed of their enclosure or NAS, whose fans "
     "and controllers add to it",
     "{} Laufwerke außerhalb des Servers: {} W unter Volllast ({} BTU/h), an der Einspeisung ihres Gehäuses oder NAS, "
     "dessen Lüfter und Controller hinzukommen"},
    {"{} W DC, {} W at the wall with every part at full power ({} BTU/h)",
     "{} W DC, {} W an der Steckdose, alle Teile unter Volllast ({} BTU/h)"},
    {"{} ({} W usable with the continuous-load margin{}{}{})", "{} ({} W nutzbar mit der Dauerlast-Reserve{}{}{})"},
    {" each", " je Stromkreis"},
    {"{}x {} A+B ({} a feed)", "{}x {} A+B ({} je Einspeisung)"},
    {"; feeds A and B each carry the whole server", "; Einspeisungen A und B tragen jeweils den ganzen Server"},
    {"; busiest phase {} W of {} W", "; höchstbelastete Phase {} W von {} W"},
    {" with the other feed failed", " bei ausgefallenem zweiten Strang"},
    {" with the worst PSU failed", " beim ungünstigsten Netzteilausfall"},
    {"; busiest line {} A of {} A", "; höchstbelasteter Außenleiter {} A von {} A"},
    {", split evenly: whole PSUs load one more (--psu, --psus)",
     ", gleichmäßig verteilt: ganze Netzteile belasten eine stärker (--psu, --psus)"},
    {"  switches           {} x {} leaves + {} x {} spines (its uplinks) for {} ports, {} links\n",
     "  Switches           {} x {} Leaves + {} x {} Spines (ihre Uplinks) für {} Ports, {} Links\n"},
    {"switches      = {} ports > {}: leaves of at most {} x {:g} / {:g} = {} node ports (their uplinks' rate): "
     "ceil({} / {}) = {} leaves; {} x {} uplinks / {} ports = {} x {} spines",
     "Switches      = {} Ports > {}: Leaves mit höchstens {} x {:g} / {:g} = {} Knoten-Ports (die Rate ihrer Uplinks): "
     "ceil({} / {}) = {} Leaves; {} x {} Uplinks / {} Ports = {} x {} Spines"},
    {"wall          = {} x {:.0f} W + {} x {:g} W + {} x {:g} W + {} links x {:g} W = {:.0f} W [{}, {}, {}]",
     "Steckdose     = {} x {:.0f} W + {} x {:g} W + {} x {:g} W + {} Links x {:g} W = {:.0f} W [{}, {}, {}]"},
    {"                     each NIC at {:.1f} GB/s of its {:g}: the host's PCIe Gen{} x{} slot (a CPU with PCIe Gen5 "
     "gives it the whole)\n",
     "                     jede NIC mit {:.1f} GB/s ihrer {:g}: der PCIe-Gen{}-x{}-Steckplatz des Hosts (eine CPU mit "
     "PCIe Gen5 gibt ihr alles)\n"},
    {"across nodes  = {} NICs x min({:g} GB/s NCCL bus bandwidth per NIC ({}), the slot's PCIe Gen{} x{} {:.2f} GB/s "
     "x {:g} = {:.1f}) = {:.1f} GB/s per node",
     "zw. Knoten    = {} NICs x min({:g} GB/s NCCL-Busbandbreite pro NIC ({}), PCIe Gen{} x{} des Steckplatzes "
     "{:.2f} GB/s x {:g} = {:.1f}) = {:.1f} GB/s pro Knoten"},
    {"                below the curve's lowest point ({:.0f} % load, {:.2f}) its loss in watts is held: "
     "{:.4f} / ({:.4f} + {:.2f} x (1 / {:.2f} - 1)) = {:.4f}",
     "                unter dem niedrigsten Punkt der Kurve ({:.0f} % Last, {:.2f}) bleibt ihr Verlust in Watt: "
     "{:.4f} / ({:.4f} + {:.2f} x (1 / {:.2f} - 1)) = {:.4f}"},

    {"\ncluster\n", "\nCluster\n"},
    {"  nodes              {} x {}x {} = {} GPUs in one job (world size)\n",
     "  Knoten             {} x {}x {} = {} GPUs in einem Job (WORLD_SIZE)\n"},
    {"  fabric             {}{}: {} x {} per node, {:.1f} GB/s all-reduce per node (the GPUs' link {:.1f} GB/s)\n",
     "  Fabric             {}{}: {} x {} pro Knoten, {:.1f} GB/s All-Reduce pro Knoten (GPU-Link {:.1f} GB/s)\n"},
    {" (chosen by vsize)", " (von vsize gewählt)"},
    {"  switches           {} x {}: {} leaves + {} spines for {} ports, {} links\n",
     "  Switches           {} x {}: {} Leaves + {} Spines für {} Ports, {} Links\n"},
    {"  switches           1 x {} ({} of its {} ports), {} links\n",
     "  Switches           1 x {} ({} von {} Ports), {} Links\n"},
    {"--fabric {} carries {:.1f} GB/s a node, more than the GPUs' own link ({:.1f} GB/s), which sets the all-reduce "
     "inside each node: {}, vsize's choice, trains as fast with slower NICs and switches",
     "--fabric {} trägt {:.1f} GB/s pro Knoten, mehr als der eigene Link der GPUs ({:.1f} GB/s), der den All-Reduce "
     "in jedem Knoten bestimmt: {}, die Wahl von vsize, trainiert ebenso schnell mit langsameren NICs und Switches"},
    {"  front end          {} x {} ({:g} GbE) a node: {} ports of the site's Ethernet to the shared storage; no "
     "switch for them is planned or priced{}\n",
     "  Frontend-Netz      {} x {} ({:g} GbE) pro Knoten: {} Ports im Ethernet des Standorts zum gemeinsamen "
     "Datenspeicher; "
     "kein Switch dafür ist geplant oder bepreist{}\n"},
    {" (the fabric joins the GPUs only)", " (die Fabric verbindet nur die GPUs)"},
    {"  scaling            {:.2f}x one node's {:.0f} images/s ({:.0f} % per node{})\n",
     "  Skalierung         {:.2f}x die {:.0f} Bilder/s eines Knotens ({:.0f} % pro Knoten{})\n"},
    {"; one node at the same batch a GPU, which fills each GPU's memory: the global batch grows with the nodes "
     "(--batch N "
     "compares at one global batch)",
     "; ein Knoten beim gleichen Batch pro GPU, der den Speicher jeder GPU füllt: der globale Batch wächst mit den "
     "Knoten (--batch N vergleicht bei einem globalen Batch)"},
    {"; one node at the same batch a GPU, the one the recipe's global batch holds the cluster to",
     "; ein Knoten beim gleichen Batch pro GPU, auf den der globale Batch des Rezepts den Cluster hält"},
    {"                one node at the cluster's batch a GPU (weak scaling), which the recipe's global batch holds "
     "below what its memory takes",
     "                ein Knoten beim Batch pro GPU des Clusters (schwache Skalierung), den der globale Batch des "
     "Rezepts unter dem hält, was sein Speicher fasst"},
    {"; one node at the same batch a GPU: it cannot hold the global one",
     "; ein Knoten beim gleichen Batch pro GPU: den globalen fasst er nicht"},
    {"  shared storage     {:.2f} GB/s read at full speed ({:.2f} per node, {}); guidance {:.0f} GB/s ({:g} GB/s per "
     "GPU){}\n",
     "  Gem. Speicher      {:.2f} GB/s Lesen bei voller Geschwindigkeit ({:.2f} pro Knoten, {}); Richtwert {:.0f} GB/s "
     "({:g} GB/s pro GPU){}\n"},
    {"every epoch: no image cache", "jede Epoche: kein Bildcache"},
    {"the first epoch; cached after", "die erste Epoche; danach aus dem Cache"},
    {"staged        = {} nodes x {} = {}, read once: / {:g} GB/s ({}) = {} (each node's data drives hold "
     "the dataset; NVIDIA: \"the data only needs to be read once\")",
     "kopiert       = {} Knoten x {} = {}, einmal gelesen: / {:g} GB/s ({}) = {} (die Datenlaufwerke jedes "
     "Knotens halten den Datensatz; NVIDIA: \"the data only needs to be read once\")"},
    {"the guidance", "die Richtgröße"},
    {"read once: each node's data drives hold a copy, {} staged in {} at {:.3g} GB/s for all {} nodes{}",
     "einmal gelesen: die Datenlaufwerke jedes Knotens halten eine Kopie, {} kopiert in {} mit {:.3g} GB/s für alle {} "
     "Knoten{}"},
    {" (each node's data NIC, {:.3g} GB/s)", " (die Daten-NIC jedes Knotens, {:.3g} GB/s)"},
    {"                each node's copy is slower through its data NIC ({} x {}) or onto its data drives than its "
     "share of that rate: {} / {:.2f} GB/s = {}, the time staged",
     "                die Kopie jedes Knotens ist über seine Daten-NIC ({} x {}) oder auf seine Datenlaufwerke "
     "langsamer als sein Anteil an dieser Rate: {} / {:.2f} GB/s = {}, die Zeit der Bereitstellung"},
    {", rated {:g} GB/s", ", Nennwert {:g} GB/s"},
    {"  wall power         {:.1f} kW: {} x {:.0f} W nodes + {:.0f} W switches + {:.0f} W cables ({:.0f} BTU/h)\n",
     "  Steckdosenleistung {:.1f} kW: {} x {:.0f} W Knoten + {:.0f} W Switches + {:.0f} W Kabel ({:.0f} BTU/h)\n"},
    {"  racks              {} at {:g} kW ({} node(s) per rack)\n",
     "  Racks              {} mit {:g} kW ({} Knoten pro Rack)\n"},
    {"  circuits           {} x {} ({} per node) + {} x {} for the switches\n",
     "  Stromkreise        {} x {} ({} pro Knoten) + {} x {} für die Switches\n"},
    {"  circuits           -\n", "  Stromkreise        -\n"},
    {"no break-even without a price for the {}", "kein Break-even ohne einen Preis für die {}"},
    {"without {}", "ohne {}"},
    {"no bridge     = a server outside the catalog: the cards' NVLink bridge (an accessory) is assumed; without it "
     "over {} at {:.1f} GB/s: {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms",
     "ohne Brücke   = ein Server außerhalb des Katalogs: die NVLink-Brücke der Karten (Zubehör) ist angenommen; ohne "
     "sie über {} mit {:.1f} GB/s: {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms"},
    {"                the host sets the pace (Python's dispatch, the loader or validation scale with the base clock), "
     "so of the faster-clocked CPUs the chassis takes, the lowest cost per experiment (else the shortest training): "
     "{:g} GHz against the smallest adequate {} at {:g} GHz, train {}",
     "                der Host bestimmt das Tempo (Pythons Dispatch, der Loader oder die Validierung skalieren mit dem "
     "Basistakt), also von den höher getakteten CPUs, die das Gehäuse nimmt, die niedrigsten Kosten pro Experiment "
     "(sonst das kürzeste Training): {:g} GHz gegen die kleinste ausreichende {} mit {:g} GHz, Training {}"},
    {"  all-reduce         none: one GPU\n", "  All-Reduce         keiner: eine GPU\n"},
    {"                     the cards' NVLink bridge assumed (no chassis rules): without it, over PCIe {:.2f} ms\n",
     "                     die NVLink-Brücke der Karten angenommen (keine Gehäuseregeln): ohne sie über PCIe {:.2f} "
     "ms\n"},
    {"                     {} bridges {} cards (the {} up to {}): PCIe between the groups\n",
     "                     {} verbrückt {} Karten (die {} bis zu {}): PCIe zwischen den Gruppen\n"},
    {"                     an NVLink bridge joins {} {} cards: PCIe between the groups\n",
     "                     eine NVLink-Brücke verbindet {} {}-Karten: PCIe zwischen den Gruppen\n"},
    {"bridges       = groups of min(NVLink group {}, {} cards) = {}; the catalog's bridge for {} that joins the fewest "
     "cards holding one: {} ({}-way), {} a group x ceil({} / {}) groups = {} a node [{}]",
     "Brücken       = Gruppen zu min(NVLink-Gruppe {}, {} Karten) = {}; die Katalog-Brücke für {}, die die wenigsten "
     "Karten verbindet, die eine fassen: {} ({}-fach), {} je Gruppe x ceil({} / {}) Gruppen = {} je Knoten [{}]"},
    {"bridges       = the {} cards' NVLink bridges (groups of {}), which no catalog bridge record describes: named "
     "unpriced (nvlink-bridge-outside-catalog)",
     "Brücken       = die NVLink-Brücken der {} Karten (Gruppen zu {}), die kein Katalogeintrag beschreibt: ohne "
     "Preis genannt (nvlink-bridge-outside-catalog)"},
    {"                     NVLink bridges: {} x {}, {} (in the quote)\n",
     "                     NVLink-Brücken: {} x {}, {} (im Angebot)\n"},
    {"                     NVLink bridges: {} x {}, {} (in the quote): they speed a job of up to {} GPUs, not this "
     "ring over PCIe",
     "                     NVLink-Brücken: {} x {}, {} (im Angebot): sie beschleunigen einen Job mit bis zu {} GPUs, "
     "nicht diesen Ring über PCIe"},
    {"                     NVLink bridges: those of the {} cards have no catalog record (named unpriced)\n",
     "                     NVLink-Brücken: die der {} Karten haben keinen Katalogeintrag (ohne Preis genannt)\n"},
    {"                     no NVLink bridge on the cards (--no-nvlink-bridge)\n",
     "                     keine NVLink-Brücke auf den Karten (--no-nvlink-bridge)\n"},
    {"{} nodes train at {:.2f}x one node's images/s: the step is the host's Python dispatch ({:.0f} ms), which more "
     "GPUs do not shorten, and DDP's sync ({:.0f} ms), which grows with them; the batch of {} gives each of {} GPUs {} "
     "image(s) a step; give each GPU more images (a larger --batch), or train on one node (--nodes 1)",
     "{} Knoten trainieren mit {:.2f}x den Bildern/s eines Knotens: den Schritt bestimmt das Python-Dispatching des "
     "Hosts ({:.0f} ms), das mehr GPUs nicht verkürzen, und der DDP-Sync ({:.0f} ms), der mit ihnen wächst; der Batch "
     "von {} gibt jeder der {} GPUs {} Bild(er) je Schritt; geben Sie jeder GPU mehr Bilder (ein größeres --batch) "
     "oder trainieren Sie "
     "auf einem Knoten (--nodes 1)"},
    {"  all-reduce         none: each training runs alone on its GPU or MIG instance\n",
     "  All-Reduce         keiner: jedes Training läuft allein auf seiner GPU oder MIG-Instanz\n"},
    {"  {}: {} and {} of drives beside it = {}, over the budget, which holds both",
     "  {}: {} und {} für Laufwerke daneben = {}, über dem Budget, das beides umfasst"},
    {"the lowest cost per experiment ({}) of the {} servers with priced GPUs and CPUs that meet the goal of {} (it "
     "finishes {} "
     "in mode {}); runner-up {}: {}{}; {}",
     "die niedrigsten Kosten pro Experiment ({}) unter den {} Servern mit GPU- und CPU-Preis, die das Ziel ({}) "
     "erreichen (er "
     "schafft {} im Modus {}); Zweiter {}: {}{}; {}"},
    {" (within 2 %, and parts lack a price: as good as a tie)",
     " (innerhalb von 2 %, und Teilen fehlt ein Preis: so gut wie gleichauf)"},
    {"1 more finishes it with GPUs or CPUs that have no price (ranked after)",
     "1 weiterer schafft es mit GPUs oder CPUs ohne Preis (danach gereiht)"},
    {"{} more finish it with GPUs or CPUs that have no price (ranked after)",
     "{} weitere schaffen es mit GPUs oder CPUs ohne Preis (danach gereiht)"},
    {" within {} on the parts priced, {} left for the parts without a price",
     " innerhalb von {} für die Teile mit Preis, {} bleiben für die Teile ohne Preis"},
    {"  racks              {}, one node each: a node draws more than the {:g} kW a rack is planned for\n",
     "  Racks              {}, je ein Knoten: ein Knoten zieht mehr als die {:g} kW, für die ein Rack geplant ist\n"},
    {"{} GPUs in one job over {} ({} x {} a node, {} x {}), {:.2f}x one node's images/s",
     "{} GPUs in einem Job über {} ({} x {} pro Knoten, {} x {}), {:.2f}x die Bilder/s eines Knotens"},
    {"{} trainings side by side, none across nodes (no fabric)",
     "{} Trainings nebeneinander, keines über Knoten hinweg (kein Fabric)"},
    {"cluster: {} nodes of {}x {}: {}; {:.1f} kW at the wall in all ({:.1f} kW a node), {}, {} rack(s)",
     "Cluster: {} Knoten mit {}x {}: {}; {:.1f} kW an der Steckdose insgesamt ({:.1f} kW pro Knoten), {}, {} Rack(s)"},
    {"{} circuits", "{} Stromkreise"},
    {", one node", ", ein Knoten"},
    {"  circuits           {} x {} ({} per node)\n", "  Stromkreise        {} x {} ({} pro Knoten)\n"},
    {"  wall power         {:.1f} kW: {} x {:.0f} W nodes ({:.0f} BTU/h)\n",
     "  Steckdosenleistung {:.1f} kW: {} x {:.0f} W Knoten ({:.0f} BTU/h)\n"},
    {"  nodes              {} x {}x {} = {} GPUs, {} trainings side by side: none spans nodes\n",
     "  Knoten             {} x {}x {} = {} GPUs, {} Trainings nebeneinander: keines über Knoten hinweg\n"},
    {"  fabric             none: no training spans nodes (the nodes are separate servers)\n",
     "  Fabric             keines: kein Training läuft über Knoten hinweg (die Knoten sind getrennte Server)\n"},
    {"none: no training spans nodes (--mode per-gpu or mig), so the nodes have no GPU fabric",
     "keine: kein Training läuft über Knoten hinweg (--mode per-gpu oder mig), also kein GPU-Fabric"},
    {"\ncost: {}{} (prices as of {})\n", "\nKosten: {}{} (Preise Stand {})\n"},
    {" (the line-up server)", " (der Line-up-Server)"},
    {"\ncost: - (no price for {})\n", "\nKosten: - (kein Preis für {})\n"},
    {" without chassis rules (--platform none)", " ohne Gehäuseregeln (--platform none)"},
    {" without chassis rules (no catalog platform takes its CPU)",
     " ohne Gehäuseregeln (keine Plattform des Katalogs nimmt ihre CPU)"},
    {" without chassis rules (no catalog platform takes it)",
     " ohne Gehäuseregeln (keine Plattform des Katalogs passt)"},
    {"configuration: {}: {}{}x {}{}, {}x {}{}, mode {}\n", "Konfiguration: {}: {}{}x {}{}, {}x {}{}, Modus {}\n"},
    {"{} nodes of ", "{} Knoten mit je "},
    {"verdict: {}\n", "Ergebnis: {}\n"},
    {"DOES NOT FIT", "PASST NICHT"},
    {"goal: {} experiment(s) per {:g} h night: {} ({} at {:g} % confidence, {} as predicted)\n",
     "Ziel: {} Experiment(e) pro {:g}-h-Nacht: {} ({} bei {:g} % Konfidenz, {} laut Vorhersage)\n"},
    {"MISSED", "VERFEHLT"},
    {"  note: ", "  Hinweis: "},
    {"(unversioned)", "(ohne Version)"},
    {"; --res {} is a square image of {} px; torchvision's own resize (shorter side 800, longer up to 1333) trains "
     "at about {} px as a square",
     "; --res {} ist ein quadratisches Bild von {} px; torchvisions eigene Skalierung (kürzere Seite 800, längere bis "
     "1333) trainiert bei etwa {} px im Quadrat"},
    {"                the disk cache's .npy files: the first run decodes every image into them ({}; under DDP "
     "local rank 0 writes them and the other ranks find them); later runs load them, so it is not in this run's time",
     "                die .npy-Dateien des Festplatten-Caches: der erste Lauf dekodiert jedes Bild in sie ({}; unter "
     "DDP schreibt sie der lokale Rang 0 und die anderen Ranks finden sie vor); spätere Läufe laden sie, daher nicht "
     "in der Zeit dieses Laufs"},
    {"cache disk: a RAM cache is built in every run ({}), the disk cache's .npy files once, by the first: training "
     "{} instead of {} (--cache ram keeps the RAM cache)",
     "Cache disk: ein RAM-Cache wird in jedem Lauf aufgebaut ({}), die .npy-Dateien des Festplatten-Caches einmal, "
     "im ersten: Training {} statt {} (--cache ram behält den RAM-Cache)"},
    {"frames        = {:g} h x 3600 s x {:g} fps = {} frames decoded ({} kept as a JPEG) / {:.0f} frames/s "
     "(NVDEC: {} ffmpeg processes side by side, one per engine of every GPU) = {}",
     "Frames        = {:g} h x 3600 s x {:g} fps = {} dekodierte Frames ({} als JPEG behalten) / {:.0f} "
     "Frames/s (NVDEC: {} ffmpeg-Prozesse nebeneinander, einer je Engine jeder GPU) = {}"},
    {"extraction    = the slowest of decoding {}, reading the footage from the {} tier {} and writing the frames to "
     "the data tier {} = {}, once per footage (ffmpeg -hwaccel cuda), in no run's time",
     "Extraktion    = das Langsamste aus Dekodieren {}, Lesen des Filmmaterials von der Ebene {} {} und Schreiben der "
     "Frames auf die Datenebene {} = {}, einmal je Filmmaterial (ffmpeg -hwaccel cuda), in keiner Laufzeit"},
    {"; ImageNet-1k's 1,000 classes and validation share (50,000 : 1,281,167), a classifier's default (--classes and "
     "--val-images set others)",
     "; die 1.000 Klassen und der Validierungsanteil (50.000 : 1.281.167) von ImageNet-1k, Standard eines "
     "Klassifikators (--classes und --val-images setzen andere)"},
    {"; ImageNet-1k's 1,000 classes, a classifier's default (--classes sets others)",
     "; die 1.000 Klassen von ImageNet-1k, Standard eines Klassifikators (--classes setzt andere)"},
    {"; ImageNet-1k's images and classes, a classifier's default (--dataset and --classes set others)",
     "; Bilder und Klassen von ImageNet-1k, Standard eines Klassifikators (--dataset und --classes setzen andere)"},
    {"; {} px: {}'s own training size (--res sets another)",
     "; {} px: die eigene Trainingsgröße von {} (--res setzt eine andere)"},
    {"; --res {} rounded up to {}, a multiple of the stride {}, as the trainer does",
     "; --res {} auf {} aufgerundet, ein Vielfaches des Strides {}, wie es der Trainer tut"},
    {"; --res {} trains as {} px, {} x {} patches of {} px: the patch embedding leaves the last {} px unused",
     "; --res {} trainiert als {} px, {} x {} Patches zu {} px: das Patch-Embedding lässt die letzten {} px "
     "ungenutzt"},
    {": the smallest workstation CPU whose own lanes carry the GPUs, drives and NICs (a workstation or GeForce card "
     "without a chassis sits in a workstation)",
     ": die kleinste Workstation-CPU, deren eigene Lanes GPUs, Laufwerke und NICs tragen (eine Workstation- oder "
     "GeForce-Karte ohne Chassis steckt in einer Workstation)"},
    {": the smallest catalog CPU with the cores, lanes and memory",
     ": die kleinste Katalog-CPU mit den Kernen, Lanes und dem Speicher"},
    {": the smallest catalog CPU with the cores and memory",
     ": die kleinste Katalog-CPU mit den Kernen und dem Speicher"},
    {": no workstation CPU's own lanes and cores carry {} lanes and {} cores, so a server's{}",
     ": keine Workstation-CPU trägt mit eigenen Lanes und Kernen {} Lanes und {} Kerne, also die eines Servers{}"},
    {"; optimizer auto: {}, the trainer's choice for {} iterations",
     "; Optimizer auto: {}, die Wahl des Trainers für {} Iterationen"},
    {"  model states       {:8.3f} GB   weights + gradients + {} states (auto: the trainer's choice for {} "
     "iterations)\n",
     "  Modellzustände     {:8.3f} GB   Gewichte + Gradienten + {}-Zustände (auto: Wahl des Trainers für {} "
     "Iterationen)\n"},
    {"; optimizer auto: the trainer's choice at the batch sized for each server (check and JSON name it)",
     "; Optimizer auto: die Wahl des Trainers beim für jeden Server ausgelegten Batch (check und JSON nennen sie)"},
    {"; optimizer auto: {}, the trainer's default", "; Optimizer auto: {}, die Voreinstellung des Trainers"},
    {"; optimizer {}: what {}'s recipes train (vsize's default elsewhere: {})",
     "; Optimizer {}: womit die Rezepte von {} trainieren (die Voreinstellung von vsize sonst: {})"},
    {"; optimizer {}: the trainer offers no {} (the default)",
     "; Optimizer {}: der Trainer bietet kein {} (die Voreinstellung)"},
    {"; --res {} is past {} px, beyond the measured runs behind the models: an extrapolation",
     "; --res {} liegt über {} px, jenseits der gemessenen Läufe hinter den Modellen: eine Extrapolation"},
    {"; --source-mp {} is more than a {} MP camera frame: check the unit (megapixels)",
     "; --source-mp {} ist mehr als ein Kamerabild mit {} MP: Einheit prüfen (Megapixel)"},
    {"validation   = min({:g} x batch {}, {} val images) = {} rect images x (3 + {} stem channels / 2) elements x {} B "
     "x {}^2 px x {:g} = {:.2f} GB of blocks: no autograd, each rect shape its own blocks [{}, {}]",
     "Validierung  = min({:g} x Batch {}, {} Val-Bilder) = {} Rect-Bilder x (3 + {} Stem-Kanäle / 2) Elemente x {} B x "
     "{}^2 px x {:g} = {:.2f} GB an Blöcken: kein Autograd, jede Rect-Form eigene Blöcke [{}, {}]"},
    {"             kept (the trainer never empties the cache), up to the GPU less the context: GPU_mem = {:.2f} + "
     "{:.2f} = {:.2f} GB",
     "             behalten (der Trainer leert den Cache nie), bis zur GPU abzüglich Kontext: GPU_mem = {:.2f} + "
     "{:.2f} = {:.2f} GB"},
    {"             kept: {:.2f} + {:.2f} GB <= {:g} x {:.2f} GB, below which the trainer does not empty the cache: "
     "GPU_mem = {:.2f} GB (above it the figure falls: it is not what must fit)",
     "             behalten: {:.2f} + {:.2f} GB <= {:g} x {:.2f} GB, darunter leert der Trainer den Cache nicht: "
     "GPU_mem = {:.2f} GB (darüber fällt der Wert: er ist nicht das, was passen muss)"},
    {"             emptied: {:.2f} + {:.2f} GB > {:g} x {:.2f} GB, so the trainer empties the cache and GPU_mem shows "
     "the training step's {:.2f} GB",
     "             geleert: {:.2f} + {:.2f} GB > {:g} x {:.2f} GB, also leert der Trainer den Cache und GPU_mem zeigt "
     "die {:.2f} GB des Trainingsschritts"},
    {"M1 GPU memory per rank", "M1 GPU-Speicher pro Rank"},
    {"model states = params x ({:g} B weights + {:g} B gradients + {} B {} states)",
     "Modellzust.  = Parameter x ({:g} B Gewichte + {:g} B Gradienten + {} B {}-Zustände)"},
    {"extra states = EMA {:g} B/param ({}) + DDP buckets {:g} B/param ({}) + autocast half weights {:g} B/param ({})",
     "Zusatzzust.  = EMA {:g} B/Param ({}) + DDP-Buckets {:g} B/Param ({}) + Autocast-Halbgewichte {:g} B/Param ({})"},
    {"the trainer keeps one", "der Trainer hält eines"},
    {"no DDP", "kein DDP"},
    {"activations  = {:.4f} GB/image at {} px x {:g} ({}) x ({} / {})^2 x {:g} ({}) x batch {}",
     "Aktivierung  = {:.4f} GB/Bild bei {} px x {:g} ({}) x ({} / {})^2 x {:g} ({}) x Batch {}"},
    {"precision", "Präzision"},
    {"             = {:.4f} GB/image x {} = {:.2f} GB", "             = {:.4f} GB/Bild x {} = {:.2f} GB"},
    {"             activation basis: ", "             Aktivierungsbasis: "},
    {"assigner     = {:g} B x {} objects x {:.0f} anchors (res^2 x 21/1024) x batch {} = {:.2f} GB [{}]",
     "Assigner     = {:g} B x {} Objekte x {:.0f} Anker (res^2 x 21/1024) x Batch {} = {:.2f} GB [{}]"},
    {"             {:g} B = {:g} B + {} further loss branch(es) x {:g} B at the step's peak [{}]",
     "             {:g} B = {:g} B + {} weitere(r) Loss-Zweig(e) x {:g} B an der Spitze des Schritts [{}]"},
    {"mask loss    = {:g} B x {} objects x ({}/4)^2 px x batch {} = {:.2f} GB",
     "Masken-Loss  = {:g} B x {} Objekte x ({}/4)^2 px x Batch {} = {:.2f} GB"},
    {"class heads  = {:.4f} GB/image for {} classes x batch {} = {:.2f} GB",
     "Klassenheads = {:.4f} GB/Bild für {} Klassen x Batch {} = {:.2f} GB"},
    {"             = max(0, {:.3f} - {:.3f} GB) x {:g} = {:.4f} GB/image x batch {} = {:.2f} GB",
     "             = max(0, {:.3f} - {:.3f} GB) x {:g} = {:.4f} GB/Bild x Batch {} = {:.2f} GB"},
    {"denoising    = {} layers x (Q x {:.0f} B a query + {} heads x Q^2 x {} B), Q = {} queries + 2 x m x "
     "max(1, {} // m) denoising queries, {}, n = {} labels in the densest sample: Q = {}, against Q = {} at "
     "the {} the activation figure is taken at [{}]",
     "Denoising    = {} Schichten x (Q x {:.0f} B je Query + {} Heads x Q^2 x {} B), Q = {} Queries + 2 x m x "
     "max(1, {} // m) Denoising-Queries, {}, n = {} Labels im dichtesten Sample: Q = {}, gegenüber Q = {} bei den "
     "{}, bei denen die Aktivierungsangabe gilt [{}]"},
    {"m = n (a release before Ultralytics' cap, #25834)", "m = n (ein Release vor Ultralytics' Obergrenze, #25834)"},
    {"m = min(n, {})", "m = min(n, {})"},
    {"attention    = {} blocks x {} heads x (N^2 - N_ref^2 x ({}/{})^2) x {} B, N = ({}/{})^2 = {:.0f} tokens "
     "(matmul + softmax written out: the scores beyond the activation figure's pixel scaling) x {:g} x batch {} = "
     "{:.2f} GB",
     "Attention    = {} Blöcke x {} Heads x (N^2 - N_ref^2 x ({}/{})^2) x {} B, N = ({}/{})^2 = {:.0f} Tokens "
     "(Matmul + Softmax ausgeschrieben: die Scores über die Pixelskalierung der Aktivierungsangabe hinaus) x {:g} x "
     "Batch {} = {:.2f} GB"},
    {"attention    = {} layers x {} heads x tokens^2 x {} B (unfused: softmax output and the value matmul's copy) x "
     "{:g} x batch {} = {:.2f} GB",
     "Attention    = {} Layer x {} Heads x Tokens^2 x {} B (nicht fusioniert: Softmax-Ausgabe und Kopie des "
     "Value-Matmul) x {:g} x Batch {} = {:.2f} GB"},
    {"allocated    = states + extra + workspace {:.2f} GB (+ {:g} B/param temporaries) + per-image x batch = {:.2f} GB",
     "alloziert    = Zustände + Zusatz + Workspace {:.2f} GB (+ {:g} B/Param temporär) + pro Bild x Batch = {:.2f} GB"},
    {"need         = allocated x {:g} (caching allocator at the peak step) = {:.2f} GB: what must fit",
     "Bedarf       = alloziert x {:g} (Caching-Allocator im Spitzenschritt) = {:.2f} GB: was passen muss"},
    {"capacity - context", "Kapazität - Kontext"},
    {"capacity - context - NCCL buffers", "Kapazität - Kontext - NCCL-Puffer"},
    {"reserved     = min(allocated x {:g}, {}) = {:.2f} GB after hours: every batch has its own padded size, and the "
     "cache keeps the blocks of each",
     "reserviert   = min(alloziert x {:g}, {}) = {:.2f} GB nach Stunden: jeder Batch hat seine eigene aufgefüllte "
     "Größe, und der Cache behält die Blöcke jedes einzelnen"},
    {"reserved     = min(need + assigner cache {:g} x {:.2f} GB x ({} - {:g}) / {} labels, {}) = {:.2f} GB: each "
     "batch's assigner takes its densest sample's size and the cache keeps earlier batches' blocks (the first "
     "epoch's median on a replay of PyTorch's allocator; a run's own swings about x0.5-1.8)",
     "reserviert   = min(Bedarf + Assigner-Cache {:g} x {:.2f} GB x ({} - {:g}) / {} Labels, {}) = {:.2f} GB: der "
     "Assigner jedes Batches nimmt die Größe seines dichtesten Samples an, und der Cache behält die Blöcke früherer "
     "Batches (Median der ersten Epoche einer Nachbildung von PyTorchs Allokator; ein einzelner Lauf schwankt etwa "
     "x0,5-1,8)"},
    {"reserved     = need = {:.2f} GB in the training step (fixed input size)",
     "reserviert   = Bedarf = {:.2f} GB im Trainingsschritt (feste Eingabegröße)"},
    {"device used  = reserved + CUDA context {:.2f} GB{} = {:.2f} GB of {:.2f} GB",
     "Gerät belegt = reserviert + CUDA-Kontext {:.2f} GB{} = {:.2f} GB von {:.2f} GB"},
    {" + NCCL buffers {:.2f} GB", " + NCCL-Puffer {:.2f} GB"},
    {"NCCL buffers = none on the GPU: without peer-to-peer the ring copies through host memory, where its "
     "buffers are (SHM)",
     "NCCL-Puffer  = keine auf der GPU: ohne Peer-to-Peer kopiert der Ring über den Hauptspeicher, in dem seine "
     "Puffer liegen (SHM)"},
    {"NCCL buffers = {:.2f} GB a rank: the communicator's channels, each with its own buffers, outside "
     "PyTorch's allocator ({}) [{}]",
     "NCCL-Puffer  = {:.2f} GB je Rank: die Kanäle des Kommunikators, jeder mit eigenen Puffern, außerhalb "
     "von PyTorchs Allokator ({}) [{}]"},
    {"PCIe: a few channels", "PCIe: wenige Kanäle"},
    {"NVLink: many channels", "NVLink: viele Kanäle"},
    {"image cache   = {}", "Bildcache     = {}"},
    {"a {} h window: every hour of the day", "ein Fenster von {} h: jede Stunde des Tages"},
    {"max({}, rate 0: the RAM cache serves the reads)", "max({}, Rate 0: der RAM-Cache liefert die Lesezugriffe)"},
    {"                + {:g} copy free for the last rank's check = {:.1f} GB",
     "                + {:g} Kopie frei für die Prüfung des letzten Ranks = {:.1f} GB"},
    {"device used  = GPU_mem {:.2f} + CUDA context {:.2f} GB{} = {:.2f} GB of {:.2f} GB",
     "Gerät belegt = GPU_mem {:.2f} + CUDA-Kontext {:.2f} GB{} = {:.2f} GB von {:.2f} GB"},
    {"capacity     = {:g} GiB, what PyTorch would report as the catalog derives it from another GPU's reading (no "
     "PyTorch reading of this GPU; its estimate says how) [{}]",
     "Kapazität    = {:g} GiB, was PyTorch melden würde, wie der Katalog es aus der Messung einer anderen GPU ableitet "
     "(keine PyTorch-Messung dieser GPU; ihre Schätzung sagt, wie) [{}]"},
    {"step overhead {:g} ms [{}]", "Schrittaufwand {:g} ms [{}]"},
    {" + {} {:.3g} ms", " + {} {:.3g} ms"},
    {"MuSGD", "MuSGD"},
    {"mask loss loop", "Masken-Verlustschleife"},
    {"extra loss branches", "weitere Verlustzweige"},
    {"matcher's copy", "Kopie des Matchers"},
    {"matcher's assignments", "Zuordnungen des Matchers"},
    {"dispatch      = {} = {:.3g} ms on a {:g} GHz core", "Dispatch      = {} = {:.3g} ms auf einem {:g}-GHz-Kern"},
    {"{}{}/{:g}: {:.1f} MiB, {:.4f} x {:.2f}", "{}{}/{:g}: {:.1f} MiB, {:.4f} x {:.2f}"},
    {"              = sum of share x clamp(log2(2 x {:.1f} MiB / layer), 0, 1) over the tensors by stride "
     "(stride/channels: layer, share x hit): {} = {:.4g}",
     "              = Summe von Anteil x clamp(log2(2 x {:.1f} MiB / Schicht), 0, 1) über die Tensoren nach Stride "
     "(Stride/Kanäle: Schicht, Anteil x Treffer): {} = {:.4g}"},
    {"                (validation set-up {:g} s [{}] and other work {:g} s [{}] at {:g} GHz, / {:g} x clock {:.2f} = "
     "{:.3g} s and {:.3g} s)",
     "                (Validierungs-Setup {:g} s [{}] und übrige Arbeit {:g} s [{}] bei {:g} GHz, / {:g} x Takt {:.2f} "
     "= "
     "{:.3g} s und {:.3g} s)"},
    {"                (volts x amps are VA, taken as W: power factor 1; Energy Star's server requirement, as Intel's "
     "server specifications quote it, is more than 0.95 at full load, so a real feed holds up to 5 % less)",
     "                (Volt x Ampere sind VA, als W genommen: Leistungsfaktor 1; die Serveranforderung von Energy "
     "Star, "
     "wie Intels Serverspezifikationen sie zitieren, ist mehr als 0,95 bei Volllast, ein echter Anschluss trägt also "
     "bis zu 5 % weniger)"},
    {"{} has no matmul measurement of its own ({}{}): its time, and the band around it, rest on other GPUs' "
     "measurements (docs/models.md, M3)",
     "{} hat keine eigene Matmul-Messung ({}{}): ihre Zeit und das Band darum beruhen auf Messungen anderer GPUs "
     "(docs/models.md, M3)"},
    {"a typical share", "ein typischer Anteil"},
    {"the {}'s share", "der Anteil der {}"},
    {"; DRAM at the typical share", "; DRAM zum typischen Anteil"},
    {"                backward = {} x (compute/image {:.3f} + memory/image {:.3f} ms) x ({:g} - 1) / {:g} = {:.1f} ms",
     "                Rückwärts = {} x (Rechnen/Bild {:.3f} + Speicher/Bild {:.3f} ms) x ({:g} - 1) / {:g} = {:.1f} "
     "ms"},
    {"break-even U* = none: renting costs less per run-hour than the energy alone",
     "Break-even U* = keiner: Mieten kostet pro Laufstunde weniger als allein die Energie"},
    {"break-even    = never at this use", "Break-even    = nie bei dieser Auslastung"},
    {"capacity     = {:g} GiB as PyTorch reports it [{}]", "Kapazität    = {:g} GiB laut PyTorch [{}]"},
    {"capacity     = {:g} GB [{}]", "Kapazität    = {:g} GB [{}]"},
    {"M2 batch", "M2 Batch"},
    {"largest b with need(b) <= {:g} x {:.2f} GB (Ultralytics AutoBatch semantics: the reserved memory of a fresh "
     "step)",
     "größtes b mit Bedarf(b) <= {:g} x {:.2f} GB (Semantik von Ultralytics AutoBatch: der reservierte Speicher "
     "eines frischen Schritts)"},
    {"b = floor((budget {:.2f} - need at b = 0 {:.2f}: the batch-free terms x {:g}) / (per image {:.4f} x {:g})) = "
     "{} per GPU (cap {} = min(1024, dataset / ranks))",
     "b = floor((Budget {:.2f} - Bedarf bei b = 0 {:.2f}: die batchfreien Terme x {:g}) / (pro Bild {:.4f} x "
     "{:g})) = {} pro GPU (Obergrenze {} = min(1024, Datensatz / Ranks))"},
    {"held at {} per GPU = floor({} images / {} ranks): a global batch past it is more than a recipe is known to "
     "keep its accuracy at with its learning rate scaled (Goyal et al. 2017) [large-batch-images]",
     "gehalten bei {} pro GPU = floor({} Bilder / {} Ranks): ein größerer globaler Batch ist mehr, als ein Rezept mit "
     "linear skalierter Lernrate nachweislich ohne Genauigkeitsverlust trägt (Goyal et al. 2017) [large-batch-images]"},
    {"largest b with need(b) <= {:g} x {:.2f} GB (vsize's sizing of the per-GPU batch the trainer is given)",
     "größtes b mit Bedarf(b) <= {:g} x {:.2f} GB (die Bemessung des Batches pro GPU durch vsize, die der "
     "Trainer erhält)"},
    {"ranks         = {} nodes x {} GPUs = {}; DDP buckets of {:.0f} MB: {}",
     "Ranks         = {} Knoten x {} GPUs = {}; DDP-Buckets zu {:.0f} MB: {}"},
    {"inside nodes  = {} at {:.2f} GB/s per direction x {:g} = {:.1f} GB/s",
     "im Knoten     = {} mit {:.2f} GB/s pro Richtung x {:g} = {:.1f} GB/s"},
    {"across nodes  = {} NICs x {:g} GB/s NCCL bus bandwidth per NIC ({}) = {:.1f} GB/s per node",
     "zw. Knoten    = {} NICs x {:g} GB/s NCCL-Busbandbreite pro NIC ({}) = {:.1f} GB/s pro Knoten"},
    {"ring bw       = 2 x {} / {} x bucket over each level; tree: bucket / (0.5 x {:g} x {:g} x each level's busbw)",
     "Ring-BW       = 2 x {} / {} x Bucket über jede Ebene; Tree: Bucket / (0,5 x {:g} x {:g} x busbw jeder Ebene)"},
    {"rest bucket   = the remaining {:.1f} MB, a bucket of its own, by {} (NCCL picks by size): {:.2f} ms",
     "Rest-Bucket   = die übrigen {:.1f} MB, ein eigener Bucket, per {} (NCCL wählt nach Größe): {:.2f} ms"},
    {", the remaining {:.1f} MB by {}", ", die übrigen {:.1f} MB per {}"},
    {"ring latency  = [{:g} + ({} - {}) x {:g} + {} x {:g}] x {:g} us = {:.0f} us per bucket",
     "Ring-Latenz   = [{:g} + ({} - {}) x {:g} + {} x {:g}] x {:g} us = {:.0f} us pro Bucket"},
    {"tree latency  = {:g} + 2 x ({} x {:g} + log2 {} x {:g}) us = {:.0f} us per bucket",
     "Tree-Latenz   = {:g} + 2 x ({} x {:g} + log2 {} x {:g}) us = {:.0f} us pro Bucket"},
    {"algorithm     = {}: a {:.0f} MB bucket takes {:.2f} ms by ring, {:.2f} ms by tree (NCCL picks the faster)",
     "Algorithmus   = {}: ein {:.0f}-MB-Bucket braucht {:.2f} ms per Ring, {:.2f} ms per Tree (NCCL wählt den "
     "schnelleren)"},
    {"time          = latencies {:.1f} ms + max(inside {:.1f} ms, across {:.1f} ms) = {:.2f} ms",
     "Zeit          = Latenzen {:.1f} ms + max(im Knoten {:.1f} ms, zw. Knoten {:.1f} ms) = {:.2f} ms"},
    {"exposed       = max(time - min(time x {:g} overlap, backward {:.1f} ms), last bucket {:.2f} ms) = {:.2f} ms",
     "unverdeckt    = max(Zeit - min(Zeit x {:g} Überlappung, Backward {:.1f} ms), letzter Bucket {:.2f} ms) = {:.2f} "
     "ms"},
    {"sync          = step on this host {:.1f} ms x ({:g} x log2({}) + {:g} x log2({} nodes)) = {:.1f} ms",
     "Sync          = Schritt auf diesem Host {:.1f} ms x ({:g} x log2({}) + {:g} x log2({} Knoten)) = {:.1f} ms"},
    {"GPU link      = {:.1f} GB/s (the ring inside one node, its slowest link: M4)",
     "GPU-Link      = {:.1f} GB/s (der Ring in einem Knoten, sein langsamstes Glied: M4)"},
    {"NICs per node = fewest in [{}, {}] with NICs x {:g} GB/s >= the GPU link: {}{}{} [{}]",
     "NICs/Knoten   = kleinste Anzahl in [{}, {}] mit NICs x {:g} GB/s >= GPU-Link: {}{}{} [{}]"},
    {", so the most, {}", ", also die größte, {}"},
    {"{} x {} ({:g} Gb/s) for the fabric {}, as a node of its cluster will have",
     "{} x {} ({:g} Gb/s) für die Fabric {}, wie ein Knoten seines Clusters sie haben wird"},
    {"; {} here", "; hier {}"},
    {"switches      = {} ports > {}: {} leaves (half of {} ports down) + {} spines = {} x {}",
     "Switches      = {} Ports > {}: {} Leaves (Hälfte der {} Ports nach unten) + {} Spines = {} x {}"},
    {"switches      = {} nodes x {} NICs = {} ports <= {}: 1 x {}",
     "Switches      = {} Knoten x {} NICs = {} Ports <= {}: 1 x {}"},
    {"wall          = {} x {:.0f} W + {} x {:g} W + {} links x {:g} W = {:.0f} W [{}, {}]",
     "Steckdose     = {} x {:.0f} W + {} x {:g} W + {} Links x {:g} W = {:.0f} W [{}, {}]"},
    {"circuits      = {} nodes x {} ({} x {}, {} feed(s)) + switches {} x {} (the smallest that carries {:.0f} W) x {} "
     "feed(s) = {}",
     "Stromkreise   = {} Knoten x {} ({} x {}, {} Einspeisung(en)) + Switches {} x {} (der kleinste, der {:.0f} W "
     "trägt) x {} Einspeisung(en) = {}"},
    {"circuits      = {} nodes x {} ({} x {}, {} feed(s)) = {}",
     "Stromkreise   = {} Knoten x {} ({} x {}, {} Einspeisung(en)) = {}"},
    {"front end     = {} nodes x {} x {} = {} ports of the site's Ethernet (not planned or priced)",
     "Frontend      = {} Knoten x {} x {} = {} Ports im Ethernet des Standorts (weder geplant noch bepreist)"},
    {"racks         = max(ceil({} / {} per rack), ceil({:.1f} kW / {:g} kW), whole nodes and switches with their "
     "optics packed first fit, largest first) = {} [{}]",
     "Racks         = max(ceil({} / {} pro Rack), ceil({:.1f} kW / {:g} kW), ganze Knoten und Switches mit ihrer "
     "Optik nach First Fit gepackt, größte zuerst) = {} [{}]"},
    {"shared reads  = {:.0f} images/s x {:.0f} kB = {:.2f} GB/s; guidance {:g} GB/s x {} GPUs = {:g} GB/s",
     "Shared-Lesen  = {:.0f} Bilder/s x {:.0f} kB = {:.2f} GB/s; Richtwert {:g} GB/s x {} GPUs = {:g} GB/s"},
    {"scaling       = {:.0f} / ({} x {:.0f}) images/s = {:.1f} % per node ({:.2f}x one node)",
     "Skalierung    = {:.0f} / ({} x {:.0f}) Bilder/s = {:.1f} % pro Knoten ({:.2f}x ein Knoten)"},
    {"                one node at the cluster's batch a GPU (weak scaling): the batch fills each GPU's memory, so the "
     "global batch grows with the nodes",
     "                ein Knoten beim Batch pro GPU des Clusters (schwache Skalierung): der Batch füllt den Speicher "
     "jeder GPU, der globale Batch wächst also mit den Knoten"},
    {"                one node at the cluster's batch a GPU (weak scaling): it cannot hold the whole global batch",
     "                ein Knoten beim Batch pro GPU des Clusters (schwache Skalierung): er fasst den ganzen globalen "
     "Batch nicht"},
    {"not computed: the catalog has no prices (a price list overlays them by id: --catalog prices.json)",
     "nicht berechnet: der Katalog hat keine Preise (eine Preisliste legt sie per ID darüber: --catalog prices.json)"},
    {"{:<13} = {:g} x no price", "{:<13} = {:g} x kein Preis"},
    {"price list", "Preisliste"},
    {"total         = {}{} (the oldest price used is of {})",
     "Gesamt        = {}{} (ältester verwendeter Preis vom {})"},
    {", the line-up server's own price", ", Eigenpreis des Line-up-Servers"},
    {"total         = none: no price for {} (never counted as zero)",
     "Gesamt        = keiner: kein Preis für {} (nie als null gezählt)"},
    // Storage, money and explain (issue 25 item 15).
    {"per experiment", "pro Experiment"},
    {" (no growth planned: --dataset-growth P --plan-years Y)",
     " (kein Wachstum geplant: --dataset-growth P --plan-years Y)"},
    {"dataset", "Datensatz"},
    {"disk cache", "Disk-Cache"},
    {"checkpoints", "Checkpoints"},
    {"raw video", "Rohvideo"},
    {" (the chassis' scheme)", " (Schema des Gehäuses)"},
    {"no limit (images cached in RAM)", "unbegrenzt (Bilder im RAM-Cache)"},
    {"; would hold it: ", "; aufnehmen würde sie: "},
    {"the chassis", "das Gehäuse"},
    {" (a platform that takes the GPUs and every tier; vsize check --platform ID checks the rest)",
     " (eine Plattform, die die GPUs und jede Stufe aufnimmt; vsize check --platform ID prüft den Rest)"},
    {"--data-raid 0 (half the drives, no redundancy)", "--data-raid 0 (halb so viele Laufwerke, keine Redundanz)"},
    {"the dataset on an external NAS read over the data NIC",
     "der Datensatz auf einem externen NAS, gelesen über die Daten-NIC"},
    {", or ", " oder "},
    {" (the footage, decoded on the GPUs)", " (das Videomaterial, auf den GPUs dekodiert)"},
    {" (the footage; frames are extracted on the server)",
     " (das Videomaterial; Bilder werden auf dem Server extrahiert)"},
    {"{}: {} W usable", "{}: {} W nutzbar"},
    {"train {}", "Training {}"},
    {"memory per GPU (MIG instance)", "GPU-Speicher pro GPU (MIG-Instanz)"},
    {"memory per GPU", "GPU-Speicher pro GPU"},
    {"time", "Zeit"},
    {"  images/s           {:.0f} GPUs{}, {:.0f} loader, {}{} -> {:.0f} ({})\n",
     "  Bilder/s           GPUs {:.0f}{}, Loader {:.0f}, {}{} -> {:.0f} ({})\n"},
    {" ({:.0f} before all-reduce and sync)", " ({:.0f} vor All-Reduce und Sync)"},
    {"; each a job's, {} side by side", "; jeweils die eines Jobs, {} nebeneinander"},
    {"  {:<18} {} (likely {} .. {}: predicted / (1 + vsize's errors on runs it did not fit, P90 {:+.1f} % .. "
     "P10 {:+.1f} %))\n",
     "  {:<18} {} (wahrscheinlich {} .. {}: Vorhersage / (1 + Fehler von vsize auf nicht angepassten Läufen, P90 "
     "{:+.1f} % .. P10 {:+.1f} %))\n"},
    {"  experiments        {} per {:g} h night at {:g} % confidence (train {}), {} as predicted (one job at a "
     "time)\n",
     "  Experimente        {} pro {:g}-h-Nacht bei {:g} % Konfidenz (Training {}), {} laut Vorhersage (ein Job zur "
     "Zeit)\n"},
    {"  experiments        {} per {:g} h night at {:g} % confidence (train {}), {} as predicted ({} jobs side by "
     "side)\n",
     "  Experimente        {} pro {:g}-h-Nacht bei {:g} % Konfidenz (Training {}), {} laut Vorhersage ({} Jobs "
     "parallel)\n"},
    {"\nstorage (--data-raid {}, --bulk-raid {}, --backup-copies {})\n",
     "\nDatenspeicher (--data-raid {}, --bulk-raid {}, --backup-copies {})\n"},
    {"network", "Netzwerk"},
    {"power of one node", "Leistung eines Knotens"},
    {"cluster", "Cluster"},
    {"cost: - (no price for {})\n", "Kosten: - (kein Preis für {})\n"},
    {"met", "erreicht"},
    {"the mirrored system pair needs {} free bays", "das gespiegelte System-Paar braucht {} freie Einschübe"},
    {"{} x {} (RAID {}, {} usable for {}) need {} bays", "{} x {} (RAID {}, {} nutzbar für {}) brauchen {} Einschübe"},
    {"{} x {} (RAID {}, {} usable for {}) needs {} bay", "{} x {} (RAID {}, {} nutzbar für {}) braucht {} Einschub"},
    {"{} tier: {}; {} has {} free that take {}{}{} (rule: {} drive_bays; vsize catalog show {})",
     "Ebene {}: {}; {} hat {} freie Einschübe, die {} aufnehmen{}{} (Regel: {} drive_bays; vsize catalog show {})"},
    {"{} NICs ({} x {} for the fabric {} + the data NIC); {} has {} NIC slots{}",
     "{} NICs ({} x {} für die Fabric {} + Daten-NIC); {} hat {} NIC-Steckplätze{}"},
    {"{} NICs (the data NIC{}); {} has {} NIC slots{}", "{} NICs (Daten-NIC{}); {} hat {} NIC-Steckplätze{}"},
    {"the RAM image cache ({:.0f} GB x {} copies) makes the RAM {:.0f} GB and shortens training to {} from {}; with "
     "--cache disk {:.0f} GB would do",
     "der Bildcache im RAM ({:.0f} GB x {} Kopien) treibt den Arbeitsspeicher auf {:.0f} GB und verkürzt das Training "
     "auf {} (statt {}); mit --cache disk würden {:.0f} GB genügen"},
    {"cache disk: a RAM image cache would not shorten training ({} with it, {} without) and needs {:.0f} GB of RAM "
     "instead of {:.0f} (--cache ram keeps it)",
     "cache disk: ein Bildcache im RAM würde das Training nicht verkürzen ({} mit, {} ohne) und bräuchte {:.0f} GB RAM "
     "statt {:.0f} (--cache ram behält ihn bei)"},
    {"--decode video: NVDEC decodes every frame of the footage and keeps {} through a DALI pipeline a rank "
     "(fn.readers.video, sequence_length 1, step {}, constant frame rate only; one engine a GPU, as it decodes one "
     "sequence at a time); the trainer's image loader reads files, so this needs a custom data loader, and there is no "
     "image cache",
     "--decode video: NVDEC dekodiert jedes Bild des Videomaterials und behält {} über eine DALI-Pipeline je "
     "Rank (fn.readers.video, sequence_length 1, step {}, nur konstante Bildrate; eine Engine je GPU, da sie eine "
     "Sequenz nach der anderen dekodiert); der Bild-Loader des Trainers liest Dateien, daher ist ein eigener Data "
     "Loader nötig, und es gibt keinen Bildcache"},
    {"--decode video: the catalog has no NVDEC figures for the {} (nvdec_engines, nvdec_fps_*_1080p): video decode is "
     "not sized",
     "--decode video: der Katalog hat keine NVDEC-Werte für die {} (nvdec_engines, nvdec_fps_*_1080p): die "
     "Videodekodierung ist nicht dimensioniert"},
    {"the bulk tier's RAID 10 rebuilds a {} drive for at least {:.0f} h, more than {:g} h: its mirror's failure "
     "in that time loses the array; --bulk-raid 6 survives any second failure",
     "das RAID 10 der Bulk-Speicher-Ebene braucht für den Rebuild eines {}-Laufwerks mindestens {:.0f} h, "
     "mehr als {:g} h: "
     "fällt sein Spiegel in dieser Zeit aus, ist das Array verloren; --bulk-raid 6 übersteht jeden zweiten Ausfall"},
    {"the bulk tier's RAID 5 rebuilds a {} drive for at least {:.0f} h, more than {:g} h: a second failure in "
     "that time loses the array; --bulk-raid 6 survives it",
     "das RAID 5 der Bulk-Speicher-Ebene braucht für den Rebuild eines {}-Laufwerks mindestens {:.0f} h, "
     "mehr als {:g} h: ein "
     "zweiter Ausfall in dieser Zeit zerstört das Array; --bulk-raid 6 übersteht ihn"},
    {"bringing the data in takes {} over the fastest data NIC ({}), more than --ingest-hours {:g}",
     "das Einspielen der Daten dauert {} über den schnellsten Daten-NIC ({}), mehr als --ingest-hours {:g}"},
    {"{} does not support MIG (NVIDIA MIG user guide, supported GPUs)",
     "{} unterstützt kein MIG (NVIDIA MIG User Guide, Supported GPUs)"},
    {"months", "Monate"},
    {"break-even after {} months", "Break-even nach {} Monaten"},
    {"support and energy", "Support und Energie"},
    {"support, colocation and energy", "Support, Colocation und Energie"},
    {"owning: {} up front, then {}", "Kauf: {} vorab, danach {}"},
    {"owning: {} up front (the growth's drives apart), then {}",
     "Kauf: {} vorab (ohne die Laufwerke für das Wachstum), danach {}"},
    {"owning: {} up front with the drives beside it, then {}", "Kauf: {} vorab mit den Laufwerken daneben, danach {}"},
    {"renting {} x {} at {}: {} per GPU-hour", "Miete {} x {} bei {}: {} pro GPU-Stunde"},
    {"Buy or rent: cumulative cost over the months at {} % use",
     "Kaufen oder mieten: kumulierte Kosten über die Monate bei {} % Auslastung"},
    {"at least {}", "mindestens {}"},
    {" (and {} more: vsize catalog show {})", " (und {} weitere: vsize catalog show {})"},
    {"; not {}'s {}, only whole instances of {} GPUs: {} an experiment",
     "; nicht das Angebot von {}, {}, nur ganze Instanzen von {} GPUs: {} pro Experiment"},
    {"; another region's offer", "; Angebot einer anderen Region"},
    {"instead of    = rent '{}', only whole instances of {} GPUs: {} GPUs x {:.3f} h x {:.4f} {}{} = {:.2f} {}, "
     "more than {:.2f}",
     "statt         = Miete '{}', nur ganze Instanzen von {} GPUs: {} GPUs x {:.3f} h x {:.4f} {}{} = {:.2f} {}, "
     "mehr als {:.2f}"},
    {"; yet on demand, renting is cheaper at this server's {} %",
     "; auf Abruf ist Mieten bei den {} % dieses Servers aber günstiger"},
    {"{} experiment", "{} Experiment"},
    {"{} experiments", "{} Experimente"},
    {"VAT basis mixed", "MwSt.-Basis gemischt"},
    {"excl. VAT", "zzgl. MwSt."},
    {"incl. VAT", "inkl. MwSt."},
    {"excl. taxes", "ohne Steuern"},
    {"incl. taxes", "inkl. Steuern"},
    {"tax basis mixed", "Steuerbasis gemischt"},
    {"taxes not stated", "Steuern nicht angegeben"},
    {"VAT not stated", "MwSt. nicht angegeben"},
    {"the line-up server's own price and what vsize adds", "Eigenpreis des Line-up-Servers und was vsize ergänzt"},
    {"reference prices", "Referenzpreise"},
    {"the price list", "Preisliste"},
    {"the price list and reference prices", "Preisliste und Referenzpreise"},
    {"no tariff", "kein Tarif"},
    {"1 {} = {} {} on {}", "1 {} = {} {} am {}"},
    {"no conversion", "keine Umrechnung"},
    {" (the largest part, {}, of {})", " (der größte Posten, {}, vom {})"},
    {"the {} h night / 24 h", "die {}-h-Nacht / 24 h"},
    {"; at most the hours a server is busy with {} a night",
     "; höchstens die Stunden, in denen ein Server mit {} pro Nacht ausgelastet ist"},
    {"money: {} ({}{}), electricity {}, PUE {}, service life {} years, support {} % of the price a year, {}, "
     "utilisation {} % ({}), rent {}",
     "Finanzen: {} ({}{}), Strom {}, PUE {}, Nutzungsdauer {} Jahre, Support {} % des Preises pro Jahr, {}, "
     "Auslastung {} % ({}), Miete {}"},
    {"colocation {} {} a kW a month", "Colocation {} {} je kW und Monat"},
    {"no colocation fee", "keine Colocation-Gebühr"},
    {"on demand", "nach Bedarf"},
    {"committed for {} (x {} of the on-demand rate, paid around the clock)",
     "mit {} Laufzeit (x {} des Preises nach Bedarf, rund um die Uhr bezahlt)"},
    {"1 year", "1 Jahr"},
    {"3 years", "3 Jahren"},
    {"; x {} committed for {} = {} a GPU-hour", "; x {} bei {} Laufzeit = {} je GPU-Stunde"},
    {" at {} % use (paid around the clock)", " bei {} % Auslastung (rund um die Uhr bezahlt)"},
    {"; a rate for instances of {} {}, not {}, which may be priced differently",
     "; ein Preis für Instanzen mit {} {}, nicht {}, die anders kosten können"},
    {"the commitment is cheaper at any use", "die Laufzeitmiete ist bei jeder Auslastung günstiger"},
    {"owning is cheaper at any use", "Kaufen ist bei jeder Auslastung günstiger"},
    {"owning is cheaper at any use on the parts priced",
     "Kaufen ist bei jeder Auslastung günstiger (bei den bepreisten Teilen)"},
    {"owning is cheaper below {} % use{}", "Kaufen ist unter {} % Auslastung günstiger{}"},
    {" (less once the unpriced parts have a price)", " (weniger, sobald die unbepreisten Teile einen Preis haben)"},
    {"; on its own terms, --commitment {} not applied", "; zu eigenen Bedingungen, --commitment {} nicht angewandt"},
    {" at {} % use (paid around the clock; on demand {})",
     " bei {} % Auslastung (rund um die Uhr bezahlt; nach Bedarf {})"},
    {"on-demand", "nach Bedarf"},
    {"monthly", "monatlich"},
    {"renting {} x {} at {}: {} per GPU-hour, paid around the clock",
     "Miete {} x {} bei {}: {} pro GPU-Stunde, rund um die Uhr bezahlt"},
    {": at any use", ": bei jeder Auslastung"},
    {"by region, ", "nach Region, "},
    {", standing in for {}, over {}'s training hours", ", stellvertretend für {}, über die Trainingsstunden der {}"},
    {"renting {}x {}{} ({}{}{}{}) costs {} per experiment{}{}",
     "Miete von {}x {}{} ({}{}{}{}) kostet {} pro Experiment{}{}"},
    {" for {} trainings side by side", " für {} Trainings nebeneinander"},
    {" (a rate per GPU: {} nodes joined by a fabric may rent for more)",
     " (ein Preis pro GPU: {} durch ein Fabric verbundene Knoten können mehr kosten)"},
    {"; {} a GPU-hour{}, as of {}", "; {} je GPU-Stunde{}, Stand {}"},
    {"{} ({}, as of {}, {})", "{} ({}, Stand {}, {})"},
    {"; no offer in the region", "; kein Angebot in der Region"},
    {"renting is cheaper at any use", "Mieten ist bei jeder Auslastung günstiger"},
    {"owning is dearer even at full use", "Kaufen ist selbst bei voller Auslastung teurer"},
    {": above full use, renting is cheaper at any use",
     ": über voller Auslastung, Mieten ist bei jeder Auslastung günstiger"},
    {"owning is cheaper above {} % use", "Kaufen ist ab {} % Auslastung günstiger"},
    {"; at this server's {} % renting is cheaper", "; bei den {} % dieses Servers ist Mieten günstiger"},
    {" and pays off after {} months, beyond the {}-year life",
     " und amortisiert sich nach {} Monaten, nach Ende der {}-jährigen Nutzungsdauer"},
    {" and pays off after {} months", " und amortisiert sich nach {} Monaten"},
    {"; no price for {}", "; kein Preis für {}"},
    {"  cost: {}: {}, the oldest of {}, {}{}", "  Kosten: {}: {}, ältester Preis vom {}, {}{}"},
    {"  per experiment: {} (capital {}, support {}{}, energy {} for {} kWh at full power x PUE {}; {} % use)",
     "  pro Experiment: {} (Kapital {}, Support {}{}, Energie {} für {} kWh unter Volllast x PUE {}; {} % Auslastung)"},
    {", colocation {}", ", Colocation {}"},
    {"  per experiment: no price for the {} (energy {} for {} kWh at full power x PUE {}{}; {} % use)",
     "  pro Experiment: kein Preis für die {} (Energie {} für {} kWh unter Volllast x PUE {}{}; {} % Auslastung)"},
    {"  buy or rent: {}; {}", "  Kaufen oder mieten: {}; {}"},
    {", {} per experiment", ", {} pro Experiment"},
    {"{}: {} in mode {}, {} per night{}", "{}: {} im Modus {}, {} pro Nacht{}"},
    {"the whole line-up (without {})", "alle Referenzkonfigurationen (ohne {})"},
    {"every platform (without {})", "jede Plattform (ohne {})"},
    {"{}/exp", "{}/Exp."},
    {"1 backup of dataset and checkpoints", "1 Backup von Datensatz und Checkpoints"},
    {"{} backups of dataset and checkpoints", "{} Backups von Datensatz und Checkpoints"},
    {"external enclosure or NAS ({}): its drives are priced beside the server, and their power is outside its wall "
     "power",
     "externes Gehäuse oder NAS ({}): die Laufwerke sind neben dem Server bepreist, ihre Leistung liegt außerhalb "
     "seiner Steckdosenleistung"},
    {"no free bay of the chassis takes HDD/SATA drives",
     "kein freier Einschub des Gehäuses nimmt HDD/SATA-Laufwerke auf"},
    {"the chassis' {} free bays that take HDD/SATA drives are fewer than the {} RAID {} needs",
     "die {} freien Einschübe des Gehäuses für HDD/SATA-Laufwerke sind weniger als die {}, die RAID {} braucht"},
    {"the chassis' {} free bays that take HDD/SATA drives hold less than the tier needs",
     "die {} freien Einschübe des Gehäuses für HDD/SATA-Laufwerke fassen weniger, als die Stufe braucht"},
    {"  beside it: 1 external drive, {} (an enclosure or NAS for it has no price)",
     "  daneben: 1 externes Laufwerk, {} (ein Gehäuse oder NAS dafür hat keinen Preis)"},
    {"; of it {} proxy prices: {} (explain: cost)", "; davon {} Näherungspreise: {} (explain: Preis)"},
    {"source        = the footage's frames (--video-res): {:.2f} MP an image as stored",
     "Quelle        = die Einzelbilder des Videomaterials (--video-res): {:.2f} MP je Bild wie gespeichert"},
    {"DIMMs         = {:g} GB installed x {:.4f} W/GB (the median watts per GB of the catalog's DIMMs of the CPU's "
     "memory "
     "type) = {:g} W",
     "DIMMs         = {:g} GB eingebaut x {:.4f} W/GB (der Median Watt pro GB der DIMMs des Katalogs mit dem "
     "Speichertyp der CPU) = {:g} W"},
    {"                the GPU-memory rule reads the {:.0f} GB the GPUs are sold with, a buyer's sizing as vendors "
     "quote "
     "it, not a byte count (those GB are GiB: {:.0f} GB in bytes)",
     "                die GPU-Speicher-Regel liest die {:.0f} GB, mit denen die GPUs verkauft werden, eine "
     "Käufer-Auslegung "
     "wie Hersteller sie angeben, keine Bytezahl (diese GB sind GiB: {:.0f} GB in Bytes)"},
    {"cache build   = ({} training + {} validation) images x {:.2f} ms (a decode: {:g} ms/MP x {:.2f} MP x {:g} / {:g} "
     "GHz) / {} threads [cache-build-threads] = {}",
     "Cache-Aufbau  = ({} Trainings- + {} Validierungs-) Bilder x {:.2f} ms (eine Dekodierung: {:g} ms/MP x {:.2f} MP "
     "x {:g} / {:g} GHz) / {} Threads [cache-build-threads] = {}"},
    {"                + validation {} images = {:.1f} GB x {} {}",
     "                + Validierung {} Bilder = {:.1f} GB x {} {}"},
    {"(the process that validates caches them too)", "(der validierende Prozess speichert sie auch)"},
    {"(every process validates its share and caches them all)",
     "(jeder Prozess validiert seinen Teil und speichert sie alle)"},
    {"(every job validates them all and caches them)", "(jeder Job validiert und speichert sie alle)"},
    {"                x {:.2f}: each node's local rank 0 builds alone, then its other {} ranks together, sharing "
     "the host's threads (torch_distributed_zero_first) = {}",
     "                x {:.2f}: der lokale Rank 0 jedes Knotens baut allein, dann seine anderen {} Ranks "
     "gemeinsam, die sich die Threads des Hosts teilen (torch_distributed_zero_first) = {}"},
    {"                x {:.2f}: the {} jobs build at once, sharing the host's threads = {}",
     "                x {:.2f}: die {} Jobs bauen gleichzeitig und teilen sich die Threads des Hosts = {}"},
    {"beside it     = the drives of a tier no free bay of the chassis takes, bought with the server:",
     "daneben       = die Laufwerke einer Stufe, die kein freier Schacht des Gehäuses aufnimmt, mit dem Server "
     "gekauft:"},
    {"beside total  = {:.0f} {} for {} drives (an enclosure or NAS for them has no price)",
     "daneben ges.  = {:.0f} {} für {} Laufwerke (ein Gehäuse oder NAS für sie hat keinen Preis)"},
    {"beside total  = none: a drive has no price (never counted as zero)",
     "daneben ges.  = keiner: ein Laufwerk hat keinen Preis (nie als null gezählt)"},
    {"  beside it: {} external drives, {} (an enclosure or NAS for them has no price)",
     "  daneben: {} externe Laufwerke, {} (ein Gehäuse oder NAS dafür hat keinen Preis)"},
    {"no price", "kein Preis"},
    {"; finishes none in the night", "; schafft keines in der Nacht"},
    {"validation in {} batches of {} for {} ranks: Ultralytics then validates in one-image batches (pull request "
     "#25576), and its releases from 8.3.218 before that fix stop with an error (issue #25575); a smaller --batch "
     "gives every rank a batch",
     "Validierung in {} Batches zu {} für {} Ranks: Ultralytics validiert dann in Batches zu einem Bild (Pull "
     "Request #25576), und seine Versionen ab 8.3.218 vor dieser Korrektur brechen mit einem Fehler ab (Issue "
     "#25575); ein kleinerer --batch gibt jedem Rank einen Batch"},
    {"validation takes {} of the {} epoch ({:.0f} %), most of it the host's per-image work: faster or more "
     "GPUs shorten only the rest; a smaller validation set or fewer validations do more",
     "die Validierung braucht {} der {} langen Epoche ({:.0f} %), meist Arbeit des Hosts je Bild: schnellere oder "
     "mehr GPUs verkürzen nur den Rest; ein kleinerer Validierungssatz oder seltenere Validierungen helfen mehr"},
    {"validation takes {} of the {} epoch ({:.0f} %), most of it the host's per-image work, split over the ranks: "
     "faster GPUs shorten only the rest, more GPUs the whole epoch; a smaller validation set or fewer validations do "
     "more",
     "die Validierung braucht {} der {} langen Epoche ({:.0f} %), meist Arbeit des Hosts je Bild, auf die Ranks "
     "verteilt: schnellere GPUs verkürzen nur den Rest, mehr GPUs die ganze Epoche; ein kleinerer Validierungssatz "
     "oder seltenere Validierungen helfen mehr"},
    {"no catalog platform takes {} with {} x {}: evaluated without chassis rules (its power, PSUs, bays, slots and "
     "price are not checked); without {} vsize would plan the {}; --platform none says this is meant",
     "keine Katalogplattform nimmt {} mit {} x {}: ohne Gehäuseregeln bewertet (Leistung, Netzteile, Schächte, "
     "Steckplätze und Preis sind nicht geprüft); ohne {} plante vsize die {}; --platform none sagt, dass dies gewollt "
     "ist"},
    {"a CPU described by --cpu-cores", "eine mit --cpu-cores beschriebene CPU"},
    {"the {}", "die {}"},
    {"no catalog platform takes {} x {}: evaluated without chassis rules (its power, PSUs, bays, slots and "
     "price are not checked); --platform ID checks a chassis, --platform none says this is meant",
     "keine Katalogplattform nimmt {} x {}: ohne Gehäuseregeln bewertet (Leistung, Netzteile, Schächte, Steckplätze "
     "und Preis sind nicht geprüft); --platform ID prüft ein Gehäuse, --platform none sagt, dass dies gewollt ist"},
    {"C             = the server {:.0f} + {} drives beside it {:.0f} = {:.0f} {}",
     "C             = der Server {:.0f} + {} Laufwerke daneben {:.0f} = {:.0f} {}"},
    {" ({} at a used price)", " ({} zu einem Gebrauchtpreis)"},
    {"no chassis rules", "keine Gehäuseregeln"},
    {"needs {} bays, the chassis has {} free that take it",
     "braucht {} Einschübe, das Gehäuse hat {} freie, die sie aufnehmen"},
    {"takes {} of {} free {}bays", "belegt {} von {} freien {}Einschüben"},
    {"boot ", "bootfähigen "},
    {"none (the catalog has no NVMe drive of at least {})",
     "keine (der Katalog hat kein NVMe-Laufwerk mit mindestens {})"},
    {"none (the catalog has no NVMe drive)", "keine (der Katalog hat kein NVMe-Laufwerk)"},
    {"none (the catalog has no HDD or SATA drive)", "keine (der Katalog hat kein HDD- oder SATA-Laufwerk)"},
    {"none (nothing to hold: no --video-hours, --backup-copies 0)",
     "keine (nichts zu speichern: kein --video-hours, --backup-copies 0)"},
    {"none", "keine"},
    {"{} x {}, RAID {}: {} usable", "{} x {}, RAID {}: {} nutzbar"},
    {"{} x {}, RAID {} in {} groups (RAID {}0): {} usable", "{} x {}, RAID {} in {} Gruppen (RAID {}0): {} nutzbar"},
    {" (at least {})", " (mindestens {})"},
    {" for {}", " für {}"},
    {", reads {:.1f} GB/s (the GPUs' pace needs {:.2f} GB/s)",
     ", liest {:.1f} GB/s (das Tempo der GPUs braucht {:.2f} GB/s)"},
    {", no rebuild (restored from the bulk tier)", ", kein Rebuild (Wiederherstellung aus der Bulk-Speicher-Ebene)"},
    {", no rebuild and no backup: a failed drive loses the dataset and checkpoints",
     ", kein Rebuild und keine Sicherung: ein ausgefallenes Laufwerk verliert Datensatz und Checkpoints"},
    {"; no rebuild and no backup: one failed drive loses it",
     "; kein Rebuild und keine Sicherung: ein ausgefallenes Laufwerk verliert sie"},
    {", rebuild {} at md's default ceiling (an idle array; longer under load)",
     ", Rebuild {} bei der Standardgrenze von md (Array im Leerlauf; unter Last länger)"},
    {", rebuild {} .. {} in use ({} idle, at md's default ceiling)",
     ", Rebuild {} .. {} im Betrieb ({} im Leerlauf, bei der Standardgrenze von md)"},
    {", no rebuild (restored from the bulk tier: {} at {})",
     ", kein Rebuild (Wiederherstellung aus der Bulk-Speicher-Ebene: {} mit {})"},
    {", no rebuild (restored from the bulk tier: {} of dataset and checkpoints, {} at {}; the disk cache is "
     "not backed up: the next run writes its .npy files again)",
     ", kein Rebuild (Wiederherstellung aus der Bulk-Speicher-Ebene: {} Datensatz und Checkpoints, {} mit {}; "
     "der Disk-Cache wird nicht gesichert: der nächste Lauf schreibt seine .npy-Dateien neu)"},
    {"{:.2f} GB/s over the data NIC", "{:.2f} GB/s über die Daten-NIC"},
    {"; the server reads it over its data NIC ({}) at {:.2f} GB/s",
     "; der Server liest sie über seine Daten-NIC ({}) mit {:.2f} GB/s"},
    {"dataset {}", "Datensatz {}"},
    {", raw video {}", ", Rohvideo {}"},
    {"; x {:.3f} in {} years at {:g} %/year: dataset {}", "; x {:.3f} in {} Jahren bei {:g} %/Jahr: Datensatz {}"},
    {"; the data bays, filled with the largest drives they take, hold it for {:.1f} years",
     "; die Daten-Einschübe, mit den größten passenden Laufwerken bestückt, reichen dafür {:.1f} Jahre"},
    {"none (the catalog has no data NIC)", "keiner (der Katalog hat keinen Daten-NIC)"},
    {"not checked (a server outside the catalog: vsize does not invent its NICs); {} x {} ({:g} GbE) would bring {} in "
     "{}",
     "nicht geprüft (Server außerhalb des Katalogs: vsize erfindet seine NICs nicht); über {} x {} ({:g} GbE) würde "
     "das Einspielen von {} {} dauern"},
    {"{} x {} ({:g} GbE): {} in {} at {:.2f} GB/s, {} --ingest-hours {:g}{}",
     "{} x {} ({:g} GbE): {} in {} mit {:.2f} GB/s, {} --ingest-hours {:g}{}"},
    {"longer than", "länger als"},
    {"within", "innerhalb von"},
    {"none: a lone server has no GPU fabric (--fabric ID plans its NICs for a server that will join a cluster)",
     "keine: ein einzelner Server hat kein GPU-Fabric (--fabric ID plant die NICs für einen Server, der einem Cluster "
     "beitreten wird)"},
    {"{} x {} ({:g} Gb/s) for the fabric {} between {} nodes",
     "{} x {} ({:g} Gb/s) für die Fabric {} zwischen {} Knoten"},
    {"{} x {} ({:g} Gb/s): {} GPUs x {:g} per GPU (NVIDIA 2-8-5)",
     "{} x {} ({:g} Gb/s): {} GPUs x {:g} pro GPU (NVIDIA 2-8-5)"},
    {"the server vsize recommends for this workload (no --server or --gpu and --count named: vsize with the same "
     "options ranks the line-up)",
     "der Server, den vsize für diese Arbeitslast empfiehlt (weder --server noch --gpu und --count angegeben: vsize "
     "mit denselben Optionen erstellt die Rangliste der Referenzkonfigurationen)"},
    {"{} per {} h night at {:g} % confidence", "{} pro {}-h-Nacht bei {:g} % Konfidenz"},
    {" within {}", " im Budget von {}"},
    {"the only server that meets the goal of {} (it finishes {} in mode {}): {} per experiment",
     "der einzige Server, der das Ziel ({}) erreicht (er schafft {} im Modus {}): {} pro Experiment"},
    {"the lowest cost per experiment ({}) of the {} servers that meet the goal of {} (it finishes {} in mode {}); "
     "runner-up {}: "
     "{}{}",
     "die niedrigsten Kosten pro Experiment ({}) unter den {} Servern, die das Ziel ({}) erreichen (er schafft {} im "
     "Modus {}); "
     "Zweitplatzierter {}: {}{}"},
    {"; runner-up {} takes {} nights", "; Zweitplatzierter {} braucht {} Nächte"},
    {"no server finishes a training in the {} h night; the fastest takes {} nights as predicted (train {}), {} at "
     "{:.0f} % confidence{}",
     "kein Server schafft ein Training in der {}-h-Nacht; der schnellste braucht {} Nächte laut Vorhersage "
     "(Training {}), {} bei {:.0f} % Konfidenz{}"},
    {"the same {} per night", "ebenfalls {} pro Nacht"},
    {"{} per night instead of {}", "{} pro Nacht statt {}"},
    {"{}, train {} instead of {}, {} kW instead of {}", "{}, Training {} statt {}, {} kW statt {}"},
    {", {} per experiment instead of {}", ", {} pro Experiment statt {}"},
    {", {} per experiment at {} % use instead of {} at {} %",
     ", {} pro Experiment bei {} % Auslastung statt {} bei {} %"},
    {"recommendation: none; no server finishes {}", "Empfehlung: keine; kein Server schafft {}"},
    {"; every server with {}", "; jeder Server mit {}"},
    {"a batch of {} sized to memory is {} optimizer steps an epoch on {} images: {}'s warm-up of {:.0f} "
     "iterations takes {:.0f} of the {} epochs; a --batch of a recipe's (64 is {} steps an epoch) keeps it short",
     "ein an den Speicher angepasster Batch von {} ergibt {} Optimiererschritte je Epoche auf {} Bildern: das "
     "Aufwärmen von {} über {:.0f} Iterationen dauert {:.0f} der {} Epochen; ein --batch aus einem Rezept "
     "(64 ergibt {} Schritte je Epoche) hält es kurz"},
    {"the training set, {}, is smaller than the global batch of {}: each rank's share is padded with repeats "
     "(DistributedSampler), one optimizer step an epoch, {} in the run; a smaller --batch or fewer GPUs give the "
     "optimizer more",
     "die Trainingsmenge, {}, ist kleiner als der globale Batch von {}: der Anteil jedes Rangs wird mit "
     "Wiederholungen aufgefüllt (DistributedSampler), ein Optimiererschritt je Epoche, {} im Lauf; ein kleinerer "
     "--batch oder weniger GPUs geben dem Optimierer mehr"},
    {"the global batch of {} holds all {} training images: one optimizer step an epoch, {} in the run "
     "(Ultralytics alone warms up for 100); a smaller --batch or fewer GPUs give the optimizer more",
     "der globale Batch von {} fasst alle {} Trainingsbilder: ein Optimiererschritt je Epoche, {} im Lauf "
     "(Ultralytics allein wärmt 100 auf); ein kleinerer --batch oder weniger GPUs geben dem Optimierer mehr"},
    {"memory takes {} images a GPU, {} in all over {} ranks; vsize sizes {} a GPU, {} in all, within the {} images "
     "a recipe is known to keep its accuracy at with its learning rate scaled (Goyal et al. 2017); --batch N sets "
     "another",
     "der Speicher fasst {} Bilder je GPU, {} insgesamt über {} Ranks; vsize plant {} je GPU, {} insgesamt, "
     "innerhalb der {} Bilder, bei denen ein Rezept mit linear skalierter Lernrate seine Genauigkeit nachweislich "
     "hält (Goyal et al. 2017); --batch N setzt einen anderen"},
    {"source        = --source-mp: {:.2f} MP an image as stored",
     "Quelle        = --source-mp: {:.2f} MP je gespeichertem Bild"},
    {"source        = the images {} trains on as stored: {:.2f} MP [{}]",
     "Quelle        = die Bilder, auf denen {} trainiert, wie gespeichert: {:.2f} MP [{}]"},
    {"source        = about the training size, never below source-min-px on the long side: max({}, {:g}) = {:g} px "
     "x {:g} px (aspect {:g}) = {:.2f} MP an image as stored (--source-mp sets it)",
     "Quelle        = etwa die Trainingsgröße, an der langen Seite nie unter source-min-px: max({}, {:g}) = {:g} px "
     "x {:g} px (Seitenverhältnis {:g}) = {:.2f} MP je gespeichertem Bild (--source-mp setzt sie)"},
    {", mode {}", ", Modus {}"},
    {"recommendation: none; no server fits this workload (each one's reason below)",
     "Empfehlung: keine; kein Server passt zu dieser Last (die Gründe je Server unten)"},
    {"  what it would take: no single change vsize tries (the whole line-up, --all, another mode, fewer epochs, a "
     "lower resolution, a longer window, --cache disk) meets it",
     "  was nötig wäre: keine einzelne Änderung, die vsize probiert (alle Referenzkonfigurationen, --all, ein anderer "
     "Modus, weniger Epochen, eine geringere Auflösung, ein längeres Zeitfenster, --cache disk), erreicht das Ziel"},
    {"  what it would take (each evaluated):", "  was nötig wäre (jeweils durchgerechnet):"},
    {"auto (ram, disk or none)", "auto (ram, disk oder none)"},
    {"auto ({} MP)", "auto ({} MP)"},
    {"{:<13} = {:g} x no price (named, never counted as zero){}",
     "{:<13} = {:g} x kein Preis (genannt, nie als null gezählt){}"},
    {", quoted {:g} {}", ", angegeben {:g} {}"},
    {"{:<13} = {:.4g} x {:.2f} {} = {:.0f} {}{} ({}{}, {}, VAT {}{}){}{}",
     "{:<13} = {:.4g} x {:.2f} {} = {:.0f} {}{} ({}{}, {}, MwSt. {}{}){}{}"},
    {"read {}, undated", "gelesen {}, undatiert"},
    {", {} undated (read {})", ", {} undatiert (gelesen {})"},
    {"no dated price", "kein datierter Preis"},
    {"list price", "Listenpreis"},
    {"street price", "Straßenpreis"},
    {"proxy price", "Näherungspreis"},
    {"used price", "Gebrauchtpreis"},
    {"vendor price", "Herstellerpreis"},
    {"price", "Preis"},
    {"; proxy: ", "; Näherung: "},
    {"as of {}", "Stand {}"},
    {"estimate: ", "Schätzung: "},
    {"what was taken", "was daraus stammt"},
    {"{} MP (the footage's frames)", "{} MP (die Bilder des Videos)"},
    {"precision [{}]", "Präzision [{}]"},
    {"                kept = M1's activations {:.4f} GB x {:.4g}: AMP's bytes at the catalog's ratio to "
     "FP32, the basis the family's AMP efficiency was fitted on [{}, fp32-activation-factor]",
     "                gehalten = Aktivierungen aus M1 {:.4f} GB x {:.4g}: die Bytes unter AMP im Verhältnis des "
     "Katalogs zu FP32, auf dieser Basis ist die AMP-Effizienz der Familie angepasst [{}, fp32-activation-factor]"},
    {"what was taken, and what is estimated", "was daraus stammt, und was geschätzt ist"},
    {"source: ", "Quelle: "},
    {"                (no peer-to-peer: GeForce cards have none, and NCCL takes it over PCIe only under a common "
     "switch on one socket or for two GPUs on an AMD host; its ring copies through host memory, whose bandwidth the "
     "CPUs and memory set, at most the slot's copy rate) [{}]",
     "                (kein Peer-to-Peer: GeForce-Karten haben keines, und NCCL nutzt es über PCIe nur unter einem "
     "gemeinsamen Switch an einem Sockel oder für zwei GPUs an einem AMD-Host; sein Ring kopiert über den "
     "Hauptspeicher, dessen Bandbreite CPUs und Speicher bestimmen, höchstens mit der Kopierrate des Steckplatzes) "
     "[{}]"},
    {"                (peer-to-peer through the chassis' PCIe switch, or between two GPUs on an AMD host: NCCL's "
     "share of the line rate) [nccl-pcie-p2p-share]",
     "                (Peer-to-Peer über den PCIe-Switch des Gehäuses oder zwischen zwei GPUs an einem AMD-Host: "
     "NCCLs Anteil an der Leitungsrate) [nccl-pcie-p2p-share]"},
    {"; the cluster keeps one copy, bought once for its {} nodes",
     "; der Cluster hält eine Kopie, einmal gekauft für seine {} Knoten"},
    {" of one node: the cluster keeps one copy, bought once for its {} nodes",
     " eines Knotens: der Cluster hält eine Kopie, einmal gekauft für seine {} Knoten"},
    {"storage       = ", "Datenspeicher = "},
    {"      estimate: {}\n", "      Schätzung: {}\n"},
    {", added by vsize", ", von vsize ergänzt"},
    {"economics (per experiment)", "Wirtschaftlichkeit (pro Experiment)"},
    {"h             = train {:.0f} s / {} job(s) / 3600 = {:.3f} server hours",
     "h             = Training {:.0f} s / {} Job(s) / 3600 = {:.3f} Serverstunden"},
    {"energy        = {:.0f} W{} x {:.3f} h x PUE {:g} / 1000 = {:.2f} kWh",
     "Energie       = {:.0f} W{} x {:.3f} h x PUE {:g} / 1000 = {:.2f} kWh"},
    {"capital       = C / (L x 8760 h x U) x h = {:.0f} / ({:g} x 8760 x {:.3g}) x {:.3f} = {:.2f} {}",
     "Kapital       = C / (L x 8760 h x U) x h = {:.0f} / ({:g} x 8760 x {:.3g}) x {:.3f} = {:.2f} {}"},
    {"support       = C x m / (8760 h x U) x h = {:.0f} x {:g} / (8760 x {:.3g}) x {:.3f} = {:.2f} {}",
     "Support       = C x m / (8760 h x U) x h = {:.0f} x {:g} / (8760 x {:.3g}) x {:.3f} = {:.2f} {}"},
    {"cost          = capital + support{} + energy = {:.2f} {}{}",
     "Kosten        = Kapital + Support{} + Energie = {:.2f} {}{}"},
    {" + colocation", " + Colocation"},
    {"colocation    = --colocation K x wall kW{} / (730 h x U) x h = {:g} x {:.3f} / (730 x {:.3g}) x {:.3f} = {:.2f} "
     "{} "
     "({:.2f} {} a month)",
     "Colocation    = --colocation K x kW an der Wand{} / (730 h x U) x h = {:g} x {:.3f} / (730 x {:.3g}) x {:.3f} = "
     "{:.2f} {} ({:.2f} {} im Monat)"},
    {" + K x kW {:.2f}", " + K x kW {:.2f}"},
    {"rent          = {} GPUs x {:.3f} h x {:.4f} {} per GPU-hour = {:.2f} {} ({} {}, rent '{}')",
     "Miete         = {} GPUs x {:.3f} h x {:.4f} {} pro GPU-Stunde = {:.2f} {} ({} {}, Mietsatz '{}')"},
    {"F             = C / (L x 8760) + C x m / 8760{} = {:.3f} {}/h; V = kW x PUE x tariff = {:.3f} {}/h",
     "F             = C / (L x 8760) + C x m / 8760{} = {:.3f} {}/h; V = kW x PUE x Tarif = {:.3f} {}/h"},
    {"capacity     = {:g} GB, one {} instance, its name's GB (no listed GiB) [{}]",
     "Kapazität    = {:g} GB, eine {}-Instanz, die GB ihres Namens (keine gelistete GiB-Angabe) [{}]"},
    {"capacity     = {:g} GiB = {:.2f} GB, one {} instance as nvidia-smi mig -lgip lists it (CUDA's total memory in "
     "it) [{}]",
     "Kapazität    = {:g} GiB = {:.2f} GB, eine {}-Instanz, wie nvidia-smi mig -lgip sie listet (der gesamte "
     "Speicher, den CUDA in ihr sieht) [{}]"},
    {"{:g} GiB = {:.2f} GB", "{:g} GiB = {:.2f} GB"},
    {"{:g} GiB (estimate) = {:.2f} GB", "{:g} GiB (Schätzung) = {:.2f} GB"},
    {"capacity     = {:g} GiB = {:.2f} GB, one {} instance, the catalog's estimate of what nvidia-smi mig -lgip would "
     "list (CUDA's total memory in it; the record's estimate says how) [{}]",
     "Kapazität    = {:g} GiB = {:.2f} GB, eine {}-Instanz, die Schätzung des Katalogs für das, was nvidia-smi mig "
     "-lgip listen würde (der gesamte Speicher, den CUDA in ihr sieht; die Schätzung des Eintrags sagt, wie) [{}]"},
    {"{:g} GB", "{:g} GB"},
    {"capacity     = {:g} GiB sold x (1 - {:g} driver share) = {:.2f} GiB = {:.2f} GB (no PyTorch reading of this "
     "GPU) [{}]",
     "Kapazität    = {:g} GiB verkauft x (1 - {:g} Treiberanteil) = {:.2f} GiB = {:.2f} GB (keine PyTorch-Angabe für "
     "diese GPU) [{}]"},
    {"one job       = the loader and storage above x {} node(s) / {} job(s) side by side",
     "ein Job      = Loader und Datenspeicher oben x {} Knoten / {} Job(s) nebeneinander"},
    {"no image cache: neither RAM nor a disk cache ({} of .npy files) would shorten training ({} with the disk "
     "cache, {} without); --cache disk or ram keeps one",
     "kein Bildcache: weder RAM noch ein Disk-Cache ({} .npy-Dateien) würde das Training verkürzen ({} mit dem "
     "Disk-Cache, {} ohne); mit --cache disk oder --cache ram wird dennoch einer angelegt"},
    {"no image cache: RAM cannot hold it and a disk cache ({} of .npy files) does not fit this server's drives, so "
     "training reads the source images ({}); --cache disk shows what the disk cache lacks",
     "kein Bildcache: der RAM fasst ihn nicht und ein Disk-Cache ({} .npy-Dateien) passt nicht auf die Laufwerke "
     "dieses Servers, das Training liest also die Quellbilder ({}); --cache disk zeigt, was dem Disk-Cache fehlt"},
    {" (the cluster: nodes, switches, optics)", " (der Cluster: Knoten, Switches, Optiken)"},
    {"break-even    = none without a price for the {}: C lacks the GPUs",
     "Break-even    = keiner ohne einen Preis für die {}: C fehlen die GPUs"},
    {"break-even U* = F / (GPUs x p - V) = {:.1f} % use", "Break-even U* = F / (GPUs x p - V) = {:.1f} % Auslastung"},
    {"break-even    = C / (GPUs x p x h_m - (C x m / 12{} + h_m x V)), h_m = 730 x U = {:.1f} months",
     "Break-even    = C / (GPUs x p x h_m - (C x m / 12{} + h_m x V)), h_m = 730 x U = {:.1f} Monate"},
    {"break-even    = C / (R x 730 - (C x m / 12{} + h_m x V)), h_m = 730 x U = {:.1f} months",
     "Break-even    = C / (R x 730 - (C x m / 12{} + h_m x V)), h_m = 730 x U = {:.1f} Monate"},
    {"p_c           = p x k = {:.4f} x {:g} (commitment-{}-factor) = {:.4f} {} per GPU-hour",
     "p_c           = p x k = {:.4f} x {:g} (commitment-{}-factor) = {:.4f} {} pro GPU-Stunde"},
    {"rent          = GPUs x h x {} / U = {} x {:.3f} h x {:.4f} {} / {:.3g} = {:.2f} {} (paid around the clock; {} "
     "{}, rent '{}')",
     "Miete         = GPUs x h x {} / U = {} x {:.3f} h x {:.4f} {} / {:.3g} = {:.2f} {} (rund um die Uhr bezahlt; {} "
     "{}, Mietsatz '{}')"},
    {"owning wins   = while F + V x U < R = GPUs x {} = {:.3f} {}/h: below U = (R - F) / V = {:.1f} % use",
     "Kauf lohnt    = solange F + V x U < R = GPUs x {} = {:.3f} {}/h: unter U = (R - F) / V = {:.1f} % Auslastung"},
    {"owning wins   = while F + V x U < R = GPUs x {} = {:.3f} {}/h: at any use ((R - F) / V = {:.0f} % is above full "
     "use)",
     "Kauf lohnt    = solange F + V x U < R = GPUs x {} = {:.3f} {}/h: bei jeder Auslastung ((R - F) / V = {:.0f} % "
     "liegt über voller Auslastung)"},
    {"owning wins   = never: F >= R = GPUs x {} = {:.3f} {}/h, renting is cheaper at any use",
     "Kauf lohnt    = nie: F >= R = GPUs x {} = {:.3f} {}/h, Mieten ist bei jeder Auslastung günstiger"},
    {"total         = {}{} (the oldest price used is of {}; {})",
     "Gesamt        = {}{} (ältester verwendeter Preis vom {}; {})"},
    {"no price for {}", "kein Preis für {}"},
    {"  (Ultralytics' own batch=-1 picks about 40 % of this since 8.3.31: its profile adds "
     "the reserved memory twice; held-out rows 3011-3015, docs/accuracy.md)",
     "  (Ultralytics' eigenes batch=-1 wählt seit 8.3.31 etwa 40 % davon: sein Profil zählt den "
     "reservierten Speicher doppelt; zurückgehaltene Zeilen 3011-3015, docs/accuracy.md)"},
    {"pass {} for this {}-rank run{}", "{} für diesen Lauf mit {} Ranks übergeben{}"},
    {" (its AutoBatch refuses multi-GPU DDP)", " (dessen AutoBatch lehnt Multi-GPU-DDP ab)"},
    {"batch norm   = batch {} per GPU; at {} or fewer its statistics are poor (YOLOv5 multi-GPU guide: "
     "SyncBatchNorm for 'batch-size on each GPU ... <= 8'; the trainer's DDP does not synchronise it): {} [{}]",
     "Batch-Norm   = Batch {} pro GPU; bei {} oder weniger ist ihre Statistik schlecht (Multi-GPU-Leitfaden von "
     "YOLOv5: SyncBatchNorm für 'batch-size on each GPU ... <= 8'; DDP des Trainers synchronisiert sie nicht): {} "
     "[{}]"},
    {"too few, the recommendation passes over this server while another trains at more",
     "zu wenige, die Empfehlung übergeht diesen Server, solange ein anderer mit mehr trainiert"},
    {"enough", "genug"},
    {"MIG: NCCL is not supported across MIG instances, so each instance runs its own single-GPU job",
     "MIG: NCCL wird über MIG-Instanzen hinweg nicht unterstützt, daher führt jede Instanz ihren eigenen "
     "Single-GPU-Job aus"},
    {" + loss buffers {:.4f} GB x {:g}", " + Loss-Puffer {:.4f} GB x {:g}"},
    {" + loss buffers {:.4f} GB x {} loss branches x {:g}", " + Loss-Puffer {:.4f} GB x {} Loss-Zweige x {:g}"},
    {" + attention scores {:.4f} GB x {:g}", " + Attention-Scores {:.4f} GB x {:g}"},
    {"memory/image  = kept {:.4f} GB x ({:g} + {:g} x (1 - L2 hit {:.4g})){} = {:.3f} GB / {:.1f} GB/s = {:.3f} ms",
     "Speicher/Bild = gehalten {:.4f} GB x ({:g} + {:g} x (1 - L2-Treffer {:.4g})){} = {:.3f} GB / {:.1f} GB/s = "
     "{:.3f} "
     "ms"},
    {" x MIG share {:g}", " x MIG-Anteil {:g}"},
    {"DRAM rate     = {:g} GB/s spec{} (no copy measurement: taken at the typical share, "
     "memory-bandwidth-fraction-typical) [{}]",
     "DRAM-Rate     = {:g} GB/s laut Datenblatt{} (keine Kopiermessung: mit dem typischen Anteil, "
     "memory-bandwidth-fraction-typical) [{}]"},
    {"DRAM rate     = {:g} GB/s spec{} x copy share {:g} / typical {:g} = {:.1f} GB/s [{}]",
     "DRAM-Rate     = {:g} GB/s laut Datenblatt{} x Kopieranteil {:g} / typisch {:g} = {:.1f} GB/s [{}]"},
    {"L2 hit        = 0: the catalog gives no L2 size for {}",
     "L2-Treffer    = 0: der Katalog nennt keine L2-Größe für {}"},
    {"L2 hit        = 0: {} has no counted tensor sizes (activation_tensors)",
     "L2-Treffer    = 0: {} hat keine gezählten Tensorgrößen (activation_tensors)"},
    {" / {} partitions", " / {} Partitionen"},
    {"L2 hit        = the kept tensors' share whose layer (2 x batch {} x tensor at {} px, {:g} B an element) fits in "
     "{:.0f} MB L2{} x {:g} usable = {:.1f} MB (none from twice that) [{}, {}]",
     "L2-Treffer    = Anteil der gehaltenen Tensoren, deren Layer (2 x Batch {} x Tensor bei {} px, {:g} B pro "
     "Element) in {:.0f} MB L2{} x {:g} nutzbar = {:.1f} MB passt (keiner ab dem Doppelten) [{}, {}]"},
    {"M3 compute per step (one GPU)", "M3 Rechenaufwand pro Schritt (eine GPU)"},
    {"forward FLOPs = {:g} GFLOPs (2xMAC; published {:g} {}) x s x ((1 - q) + q s), s = ({}/{})^2 = {:.4g}, q = {:g}",
     "Forward-FLOPs = {:g} GFLOPs (2xMAC; veröffentlicht {:g} {}) x s x ((1 - q) + q s), s = ({}/{})^2 = {:.4g}, q = "
     "{:g}"},
    {"              (of which {:g} GFLOPs of branches that train beside the published network) [{}]",
     "              (davon {:g} GFLOPs für Zweige, die neben dem veröffentlichten Netz trainiert werden) [{}]"},
    {"              + {:g} GFLOPs of training-only heads on sampled regions (mask head) [{}]",
     "              + {:g} GFLOPs für reine Trainings-Heads auf gesampelten Regionen (Mask-Head) [{}]"},
    {"              = {:.2f} GFLOPs; x {:g} (forward + backward) = {:.2f} GFLOPs per image",
     "              = {:.2f} GFLOPs; x {:g} (Forward + Backward) = {:.2f} GFLOPs pro Bild"},
    {"rate          = {} {:g} TFLOP/s x MIG share {:g} x matmul share {:g} x family efficiency {:g} [{}, {}]",
     "Rate          = {} {:g} TFLOP/s x MIG-Anteil {:g} x Matmul-Anteil {:g} x Familieneffizienz {:g} [{}, {}]"},
    {"                (matmul share: torch.mm measured in FP16, the type AMP's autocast runs, "
     "achieved_matmul_fraction_fp16)",
     "                (Matmul-Anteil: torch.mm in FP16 gemessen, dem Typ, den AMPs Autocast rechnet, "
     "achieved_matmul_fraction_fp16)"},
    {"                (no matmul measurement of its own: the share of {} [{}])",
     "                (keine eigene Matmul-Messung: Anteil von {} [{}])"},
    {"                (no matmul measurement: matmul-fraction-default)",
     "                (keine Matmul-Messung: matmul-fraction-default)"},
    {"                (the family's AMP kernels cap FP32: fp16 {:g} x AMP efficiency {:g} = {:.1f} TFLOP/s, below {:g} "
     "x FP32 efficiency {:g} = {:.1f})",
     "                (die AMP-Kernel der Familie begrenzen FP32: fp16 {:g} x AMP-Effizienz {:g} = {:.1f} TFLOP/s, "
     "unter {:g} x FP32-Effizienz {:g} = {:.1f})"},
    {"compute/image = {:.3f} ms", "Rechnen/Bild  = {:.3f} ms"},
    {"mask loop     = batch {} x {} loss branch(es) x {:g} ms an image = {:.1f} ms of host time a batch (a Python "
     "loop over the images that waits on each), in the Python dispatch below [{}, {}]",
     "Masken-Loop   = Batch {} x {} Loss-Zweig(e) x {:g} ms pro Bild = {:.1f} ms Host-Zeit pro Batch (eine "
     "Python-Schleife über die Bilder, die auf jedes wartet), im Python-Dispatch unten enthalten [{}, {}]"},
    {"optimizer     = {:.1f} M params x {:g} B moved / {:.1f} GB/s = {:.2f} ms per step",
     "Optimizer     = {:.1f} M Parameter x {:g} B bewegt / {:.1f} GB/s = {:.2f} ms pro Schritt"},
    {"GPU work      = {} x {:.3f} ms + optimizer {:.2f} ms + kernel floor {:.1f} ms{} = {:.1f} ms",
     "GPU-Arbeit    = {} x {:.3f} ms + Optimizer {:.2f} ms + Kernel-Boden {:.1f} ms{} = {:.1f} ms"},
    {" + matcher {:.1f} ms", " + Matcher {:.1f} ms"},
    {" + {:.2f} ms matcher", " + {:.2f} ms Matcher"},
    {"{} decoder layers + the encoder's proposals", "{} Decoder-Schichten + die Vorschläge des Encoders"},
    {"validation: the last layer + the encoder's proposals",
     "Validierung: die letzte Schicht + die Vorschläge des Encoders"},
    {"T = batch {} x {} labels a sample (every image's: a release before Ultralytics #26150)",
     "T = Batch {} x {} Labels je Sample (die jedes Bildes: ein Release vor Ultralytics #26150)"},
    {"T = {:.0f} labels in the densest sample (every image padded to it)",
     "T = {:.0f} Labels im dichtesten Sample (jedes Bild darauf aufgefüllt)"},
    {"matcher       = {} calls ({}) x batch {} x {} queries x T = {:.3g} M cost elements a call, {} [{}]",
     "Matcher      = {} Aufrufe ({}) x Batch {} x {} Queries x T = {:.3g} M Kostenelemente je Aufruf, {} [{}]"},
    {"                GPU {:.3g} GB ({:g} B an element) = {:.3g} ms; copy to the host {:.3g} GB (4 B an element) "
     "at {:.1f} GB/s (PCIe Gen{} x{} x {:g} x pageable {:g}) = {:.3g} ms",
     "                GPU {:.3g} GB ({:g} B je Element) = {:.3g} ms; Kopie zum Host {:.3g} GB (4 B je Element) "
     "mit {:.1f} GB/s (PCIe Gen{} x{} x {:g} x pageable {:g}) = {:.3g} ms"},
    {"                assignments {} calls x {} images x {:.0f} us (2 index ops + scipy's t(n) for {} queries, "
     "over labels a sample of mean {}, the densest of {} samples {}: log-normal sigma {:.2f}; t({}) = {:.0f} "
     "us) = {:.3g} ms at {:g} GHz; copy and assignments in the host's time [matcher-bytes-per-cost, "
     "matcher-solve-ns-per-cell]",
     "                Zuordnungen {} Aufrufe x {} Bilder x {:.0f} us (2 Index-Ops + scipys t(n) für {} Queries, "
     "über Labels je Sample mit Mittel {}, das dichteste von {} Samples {}: log-normal Sigma {:.2f}; t({}) = "
     "{:.0f} us) = {:.3g} ms bei {:g} GHz; Kopie und Zuordnungen in der Zeit des Hosts [matcher-bytes-per-cost, "
     "matcher-solve-ns-per-cell]"},
    {"kernel floor  = {:.0f} eager ops a step x {:g} us = {:.1f} ms (each op's kernel costs the GPU this "
     "much however little it moves)",
     "Kernel-Boden  = {:.0f} Eager-Ops je Schritt x {:g} us = {:.1f} ms (jeder Op-Kernel kostet die GPU so viel, "
     "wie wenig er auch bewegt)"},
    {"step          = max(GPU {:.1f}, Python dispatch {:.3g} ms on a {:g} GHz core) + (1 - overlap {:g}) x the shorter "
     "= {:.1f} ms -> {:.0f} images/s per GPU",
     "Schritt       = max(GPU {:.1f}, Python-Dispatch {:.3g} ms auf einem {:g}-GHz-Kern) + (1 - Überlappung {:g}) x "
     "das Kürzere = {:.1f} ms -> {:.0f} Bilder/s pro GPU"},
    {"on this host  = max(GPU {:.1f}, dispatch {:.3g} ms x clock {:g}/{:g} GHz = {:.1f}) + (1 - {:g}) x the shorter = "
     "{:.1f} ms -> {:.0f} images/s per GPU",
     "auf dem Host  = max(GPU {:.1f}, Dispatch {:.3g} ms x Takt {:g}/{:g} GHz = {:.1f}) + (1 - {:g}) x das Kürzere = "
     "{:.1f} ms -> {:.0f} Bilder/s pro GPU"},
    {"limit         = python: the host's dispatch ({:.1f} ms) outlasts the GPU's work ({:.1f} ms); the GPU waits for "
     "kernels (CUDA runs them asynchronously up to the step's sync)",
     "Grenze        = python: der Dispatch des Hosts ({:.1f} ms) dauert länger als die Arbeit der GPU ({:.1f} ms); die "
     "GPU wartet auf Kernel (CUDA führt sie bis zur Synchronisation des Schritts asynchron aus)"},
    {"limit         = gpu: its work ({:.1f} ms) outlasts the host's dispatch ({:.1f} ms)",
     "Grenze        = gpu: ihre Arbeit ({:.1f} ms) dauert länger als der Dispatch des Hosts ({:.1f} ms)"},
    {"fitted scale", "angepasste Skalierung"},
    {"a planning value: no memory row of its pool", "ein Planungswert: keine Speicherzeile seines Pools"},
    {"how rough: the family's {} efficiency is a planning value, not fitted: no {} time row of its pool is in the "
     "calibration (vsize accuracy prints 'prior'); the band M8 applies, P10 {:+.1f} % .. P90 {:+.1f} %, is other "
     "rows' errors.",
     "wie grob: die {}-Effizienz der Familie ist ein Planungswert, nicht angepasst: keine {}-Zeitzeile ihres Pools "
     "steht in der Kalibrierung (vsize accuracy zeigt 'prior'); das Band, das M8 anwendet, P10 {:+.1f} % .. P90 "
     "{:+.1f} %, sind die Fehler anderer Zeilen."},
    {"how rough: the family's efficiency is fitted to the calibration (vsize accuracy): the median of {} time rows "
     "whose own exact values run {:.2f} .. {:.2f} (the others are bound by the loader, the host or the memory "
     "traffic); its leave-one-source-out time errors run P10 {:+.1f} % .. P90 {:+.1f} %, the band M8 applies.",
     "Genauigkeit: die Effizienz der Familie ist an die Kalibrierung angepasst (vsize accuracy): der Median von {} "
     "Zeitzeilen, deren eigene exakte Werte von {:.2f} bis {:.2f} reichen (die übrigen begrenzen Loader, Host oder "
     "Speicherverkehr); ihre Zeitfehler (Leave-one-source-out) reichen von P10 {:+.1f} % .. P90 {:+.1f} %, das "
     "Band, das M8 anwendet."},
    {"how rough: the family's efficiency is fitted to the calibration (vsize accuracy); its leave-one-source-out time "
     "errors run P10 {:+.1f} % .. P90 {:+.1f} %, the band M8 applies.",
     "Genauigkeit: die Effizienz der Familie ist an die Kalibrierung angepasst (vsize accuracy); ihre Zeitfehler "
     "(Leave-one-source-out) reichen von P10 {:+.1f} % .. P90 {:+.1f} %, das Band, das M8 anwendet."},
    {"GPU against GPU: peaks from spec sheets x measured matmul shares (in FP16 where AMP runs FP16). MLPerf "
     "Training's RetinaNet (GPU-bound tuned code in FP16, current software) puts every Hopper GPU, the L40S and "
     "the RTX PRO 6000 Server Edition within 7 % of vsize's ratings of each other, and the B200 33 % below them "
     "(tools/mlperf_gpu_ratios.py); older CNN tables (Lambda) put HBM GPUs 23-37 % lower against GDDR ones (RTX "
     "3090, 4090) than vsize does (docs/accuracy.md).",
     "GPU gegen GPU: Spitzenwerte aus Datenblättern x gemessene Matmul-Anteile (in FP16, wo AMP FP16 rechnet). "
     "MLPerf Training RetinaNet (GPU-gebundener, optimierter Code in FP16, aktuelle Software) setzt jede "
     "Hopper-GPU, die L40S und die RTX PRO 6000 Server Edition auf 7 % genau so zueinander wie vsize, die B200 "
     "33 % darunter (tools/mlperf_gpu_ratios.py); ältere CNN-Tabellen (Lambda) setzen HBM-GPUs gegenüber "
     "GDDR-GPUs (RTX 3090, 4090) 23-37 % niedriger an als vsize (docs/accuracy.md)."},
    {"M4 DDP all-reduce", "M4 DDP-All-Reduce"},
    {"gradients     = {:.1f} M params x {:g} B = {:.1f} MB (FP32)",
     "Gradienten    = {:.1f} M Parameter x {:g} B = {:.1f} MB (FP32)"},
    {"no all-reduce: each job runs on one GPU (or MIG instance)",
     "kein All-Reduce: jeder Job läuft auf einer GPU (oder MIG-Instanz)"},
    {"ring bytes    = 2 (N - 1) / N x gradients = 2 x {} / {} x {:.1f} MB = {:.1f} MB per GPU",
     "Ring-Bytes    = 2 (N - 1) / N x Gradienten = 2 x {} / {} x {:.1f} MB = {:.1f} MB pro GPU"},
    {"seed 000 rounds this to 2 x gradients = {:.1f} MB; at 64 GB/s per direction (the seed's link, PCIe Gen5 x16, "
     "whatever this server's is): {:.1f} ms",
     "Seed 000 rundet dies auf 2 x Gradienten = {:.1f} MB; bei 64 GB/s pro Richtung (die Verbindung des Seeds, PCIe "
     "Gen5 x16, welche dieser Server auch hat): {:.1f} ms"},
    {"slowest link  = {} at {:.2f} GB/s per direction x {:g} = {:.1f} GB/s",
     "Engpass-Link  = {} mit {:.2f} GB/s pro Richtung x {:g} = {:.1f} GB/s"},
    {"time          = {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms",
     "Zeit          = {:.1f} MB / {:.1f} GB/s + 2 x {} x {:g} us = {:.2f} ms"},
    {"exposed       = max(time - min(time x {:g} overlap, backward {:.1f} ms), last {:g} MB bucket) = {:.2f} ms",
     "unverdeckt    = max(Zeit - min(Zeit x {:g} Überlappung, Backward {:.1f} ms), letzter {:g}-MB-Bucket) = {:.2f} "
     "ms"},
    {"sync          = step on this host {:.1f} ms x {:g} x log2({}) = {:.1f} ms; scaling efficiency {:.1f} %",
     "Sync          = Schritt auf diesem Host {:.1f} ms x {:g} x log2({}) = {:.1f} ms; Skalierungseffizienz {:.1f} %"},
    {"M5 data pipeline", "M5 Datenpipeline"},
    {"workers/rank  = min(threads {} / processes {}, workers {}) = {} ({} has no batch term: YOLOv5's "
     "none at batch 1 is its own)",
     "Worker/Rank   = min(Threads {} / Prozesse {}, Worker {}) = {} ({} kennt keinen Batch-Term: keine Worker "
     "bei Batch 1 gilt nur für YOLOv5)"},
    {"workers/rank  = min(threads {} / processes {}, batch {}, workers {}) = {}",
     "Worker/Rank   = min(Threads {} / Prozesse {}, Batch {}, Worker {}) = {}"},
    {"per sample    = (augment {:g}{} ms) x ({}/{})^2 + {} x {:g} ms/MP x {:.2f} MP{} = {:.1f} ms on one core at {:g} "
     "GHz",
     "pro Sample    = (Augmentierung {:g}{} ms) x ({}/{})^2 + {} x {:g} ms/MP x {:.2f} MP{} = {:.1f} ms auf einem Kern "
     "mit {:g} GHz"},
    {" + masks {:g}", " + Masken {:g}"},
    {"cores         = min({} workers, {} cores - {} processes x {:.2f}) + {:g} x workers on SMT siblings = {:.2f}",
     "Kerne         = min({} Worker, {} Kerne - {} Prozesse x {:.2f}) + {:g} x Worker auf SMT-Threads = {:.2f}"},
    {"trainer       = {:.0f} ms of dispatch per {:.0f} ms step = {:.2f} of a core (a lone process; a DDP rank holds a "
     "whole one: NCCL's proxy thread busy-polls)",
     "Trainer       = {:.0f} ms Dispatch pro {:.0f}-ms-Schritt = {:.2f} eines Kerns (ein einzelner Prozess; ein "
     "DDP-Rank belegt einen ganzen: der Proxy-Thread von NCCL pollt aktiv)"},
    {"loader        = {:.2f} cores x {:g} x 1000 / {:.1f} ms x clock {:g}/{:g} GHz = {:.0f} img/s",
     "Loader        = {:.2f} Kerne x {:g} x 1000 / {:.1f} ms x Takt {:g}/{:g} GHz = {:.0f} img/s"},
    {"data tier {:.2f} GB/s x {:g} derate / {} B per image = {:.0f} img/s [{}]",
     "Datenebene {:.2f} GB/s x {:g} Derating / {} B pro Bild = {:.0f} img/s [{}]"},
    {"NVDEC         = {:.0f} frames/s on {} GPUs, one engine each (a DALI pipeline a rank decodes one sequence at a "
     "time; the {} has {}) / {} (--sample-every: {}) = {:.0f} img/s",
     "NVDEC         = {:.0f} Frames/s auf {} GPUs, je eine Engine (eine DALI-Pipeline je Rank dekodiert eine Sequenz "
     "nach der anderen; die {} hat {}) / {} (--sample-every: {}) = {:.0f} img/s"},
    {" (exposed all-reduce > {:g} of the step)", " (unverdeckter All-Reduce > {:g} des Schritts)"},
    {"M6 host", "M6 Host"},
    {"cores         = max({} x {} GPUs, {} processes x (1 + {} workers)) = {}",
     "Kerne         = max({} x {} GPUs, {} Prozesse x (1 + {} Worker)) = {}"},
    {"CPU           = {} x {} ({} cores each, {:g} W TDP){}", "CPU           = {} x {} (je {} Kerne, {:g} W TDP){}"},
    {"image cache   = {} images x {} x {} x 3 B = {:.1f} GB per copy x {} copies (one per process)",
     "Bildcache     = {} Bilder x {} x {} x 3 B = {:.1f} GB pro Kopie x {} Kopien (eine pro Prozess)"},
    {"RAM           = max({:g} x {:.0f} GB GPU memory as sold, OS {:g} + cache {:.1f} + {} workers x {:g}{} + batches "
     "in flight {:.1f} + {} processes x {:g}) = {:.0f} GB",
     "RAM           = max({:g} x {:.0f} GB GPU-Speicher laut Datenblatt, OS {:g} + Cache {:.1f} + {} Worker x {:g}{} + "
     "Batches in Arbeit {:.1f} + {} Prozesse x {:g}) = {:.0f} GB"},
    {" + {} validation workers x {:g}", " + {} Validierungs-Worker x {:g}"},
    {"                batches in flight: each loader worker keeps {} batches of uint8 images at {} px square ready "
     "(its prefetch_factor), a validation worker's of validation's batch size: an upper bound, as validation's rect "
     "batches are smaller",
     "                Batches in Arbeit: jeder Loader-Worker hält {} Batches aus uint8-Bildern mit {} px quadratisch "
     "bereit (sein prefetch_factor), ein Validierungs-Worker solche in der Batchgröße der Validierung: eine obere "
     "Schranke, da die rect-Batches der Validierung kleiner sind"},
    {"                a DIMM's GB are GiB ({} GB in bytes): the contents, counted in bytes, have 7 % more room than "
     "the "
     "figure says",
     "                die GB eines DIMMs sind GiB ({} GB in Bytes): der Inhalt, in Bytes gezählt, hat 7 % mehr Platz, "
     "als die Zahl sagt"},
    {"installed     = {:g} GB (--ram-gb), checked against the contents {:.0f} GB; the GPU-memory rule is a note",
     "eingebaut     = {:g} GB (--ram-gb), geprüft gegen den Inhalt {:.0f} GB; die GPU-Speicher-Regel ist ein Hinweis"},
    {"population    = {} sockets x {} channels x {} DPC = {} x {:g} GB = {} GB at {}",
     "Bestückung    = {} Sockel x {} Kanäle x {} DPC = {} x {:g} GB = {} GB mit {}"},
    {"a speed no source publishes", "einer Geschwindigkeit, die keine Quelle nennt"},
    {"M7 power", "M7 Leistung"},
    {"seed method   = ({} x {:g} W + {} x {:g} W) x (1 + {:g}) = {:.0f} W",
     "Faustformel   = ({} x {:g} W + {} x {:g} W) x (1 + {:g}) = {:.0f} W"},
    {"components    = GPUs {:g} + CPUs {:g} + DIMMs {:g} + drives ({}) {:g} + NICs ({}) {:g} = "
     "{:g} W, x (1 + fans {:g}) = {:.0f} W DC",
     "Komponenten   = GPUs {:g} + CPUs {:g} + DIMMs {:g} + Laufwerke ({}) {:g} + NICs ({}) {:g} = "
     "{:g} W, x (1 + Lüfter {:g}) = {:.0f} W DC"},
    {"components    = GPUs {:g} + CPUs {:g} + DIMMs {:g} + drives ({}) {:g} + NICs ({}) {:g} + baseboard "
     "{:g} = {:g} W, x (1 + fans {:g}) = {:.0f} W DC",
     "Komponenten   = GPUs {:g} + CPUs {:g} + DIMMs {:g} + Laufwerke ({}) {:g} + NICs ({}) {:g} + Baseboard "
     "{:g} = {:g} W, x (1 + Lüfter {:g}) = {:.0f} W DC"},
    {"baseboard     = {:g} W: the chassis' NVSwitches, PCIe switches and retimers at full load [{}]",
     "Baseboard     = {:g} W: NVSwitches, PCIe-Switches und Retimer des Gehäuses unter Volllast [{}]"},
    {"DIMMs         = {} x {:g} W [{}]", "DIMMs         = {} x {:g} W [{}]"},
    {"; {} per {:g} h night at {:g} % confidence", "; {} pro {:g}-h-Nacht bei {:g} % Konfidenz"},
    {"wall          = {:.0f} W / PSU efficiency {:.4f} at {:.0f} % load = {:.0f} W = {:.0f} BTU/h (every part at full "
     "power)",
     "Steckdose     = {:.0f} W / Netzteil-Wirkungsgrad {:.4f} bei {:.0f} % Last = {:.0f} W = {:.0f} BTU/h (alle Teile "
     "unter Volllast)"},
    {"PSUs          = {} x {} at {:.0f} W, {}{}; sized for GPUs at {:g} x {:.0f} W (excursions) + the rest {:.0f} W:",
     "Netzteile     = {} x {} mit {:.0f} W, {}{}; ausgelegt für GPUs mit {:g} x {:.0f} W (Lastspitzen) + Rest {:.0f} "
     "W:"},
    {"  zone {:<10} {} units{} carry {:.0f} W with the redundant ones failed >= {:.0f} W",
     "  Zone {:<10} {} Einheiten{} tragen {:.0f} W bei Ausfall der redundanten >= {:.0f} W"},
    {" of {} bays", " von {} Einschüben"},
    {"wall          = {:.0f} W / {:g} (no PSU planned) = {:.0f} W [psu-efficiency-unplanned]",
     "Steckdose     = {:.0f} W / {:g} (kein Netzteil geplant) = {:.0f} W [psu-efficiency-unplanned]"},
    {"lines         = the feed's PSUs over {} line pairs at {:g} V, largest first; a line carries its two pairs' "
     "currents, sqrt(I1^2 + I2^2 + I1 x I2): busiest {:.1f} A <= {:.1f} A ({:g} A x {:g})",
     "Außenleiter   = die Netzteile des Strangs auf {} Leiterpaaren zu {:g} V, größte zuerst; ein Außenleiter führt "
     "die Ströme seiner zwei Paare, sqrt(I1^2 + I2^2 + I1 x I2): höchstbelasteter {:.1f} A <= {:.1f} A ({:g} A x "
     "{:g})"},
    {"circuit       = smallest with usable >= max(seed, wall) = {:.0f} W and its busiest line within the breaker's "
     "continuous current: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)",
     "Stromkreis    = kleinster mit nutzbar >= max(Faustformel, Steckdose) = {:.0f} W und höchstbelastetem Außenleiter "
     "innerhalb des Dauerstroms der Sicherung: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)"},
    {"circuit       = smallest with usable >= max(seed, wall) = {:.0f} W and, three-phase, its busiest phase within a "
     "third: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)",
     "Stromkreis    = kleinster mit nutzbar >= max(Faustformel, Steckdose) = {:.0f} W und, dreiphasig, "
     "höchstbelasteter "
     "Phase innerhalb eines Drittels: {} ({:g} V x {:g} A{} x {:g} = {:.0f} W)"},
    {"phases        = the feed's PSUs over {} phases, largest first: busiest {:.0f} % = {:.0f} W <= {:.0f} W",
     "Phasen        = Netzteile der Einspeisung auf {} Phasen, größte zuerst: höchstbelastete {:.0f} % = {:.0f} W <= "
     "{:.0f} W"},
    {"feeds         = N+N: two circuits, A and B, each carries the whole server when the other fails",
     "Einspeisungen = N+N: zwei Stromkreise, A und B, jeder trägt den ganzen Server, wenn der andere ausfällt"},
    {"chassis", "Gehäuse"},
    {"none: no chassis rules (a server no catalog platform describes)",
     "keine: keine Gehäuseregeln (ein Server, den keine Plattform des Katalogs beschreibt)"},
    {"line-up       = {}: {}x {} in {}{}{} [{}]", "Line-up       = {}: {}x {} in {}{}{} [{}]"},
    {", {:g} GB RAM at least", ", mindestens {:g} GB RAM"},
    {"platform      = {} ({} U, {} sockets, {} GPU bays, {} PCIe): GPUs {}, counts {}, <= {:g} W per GPU",
     "Plattform     = {} ({} U, {} Sockel, {} GPU-Einschübe, {} PCIe): GPUs {}, Anzahlen {}, <= {:g} W pro GPU"},
    {"              CPUs {}{}; {} DIMM slots per socket; drive bays {}; {} NIC slots; NVLink bridges up to {}",
     "              CPUs {}{}; {} DIMM-Steckplätze pro Sockel; Laufwerkseinschübe {}; {} NIC-Steckplätze; "
     "NVLink-Bridges bis {}"},
    {" up to {:g} W", " bis {:g} W"},
    {"              PSUs {} in {} bays, redundancy {}", "              Netzteile {} in {} Einschüben, Redundanz {}"},
    {"U             = --utilisation {:.3g}", "U             = --utilisation {:.3g}"},
    {"U             = min({} / 24 h, goal {} x {:.3f} h / 24 h) = {:.3g} (the hours the goal's trainings, "
     "--experiments N a night or 1 without it, keep the server busy, at most the night's)",
     "U             = min({} / 24 h, Ziel {} x {:.3f} h / 24 h) = {:.3g} (die Stunden, die die Trainings des Ziels, "
     "--experiments N pro Nacht oder ohne Angabe 1, den Server auslasten, höchstens die der Nacht)"},
    {"min(night {:g} h, 24 h)", "min(Nacht {:g} h, 24 h)"},
    {"night {:g} h", "Nacht {:g} h"},
    {"               per image = {} classes x {}^2 px x {:g} copies [semantic-logit-factor] x 4 B (FP32)",
     "               pro Bild = {} Klassen x {}^2 px x {:g} Kopien [semantic-logit-factor] x 4 B (FP32)"},
    {"               per image = {:g} [mask-head-class-factor] x {} RoIs x ({} - {}) classes beyond the measured "
     "figure's x {}^2 px x 4 B x {:.3g} (precision)",
     "               pro Bild = {:g} [mask-head-class-factor] x {} RoIs x ({} - {}) Klassen über der gemessenen Zahl "
     "x {}^2 px x 4 B x {:.3g} (Präzision)"},
    {"PCIe lanes    = {} GPUs x {} + NVMe drives in the chassis {} + east-west NICs {} + data NICs {} = {} {}{}",
     "PCIe-Lanes    = {} GPUs x {} + NVMe-Laufwerke im Gehäuse {} + East-West-NICs {} + Daten-NICs {} = {} {}{}"},
    {"of the CPUs' {}", "von {} der CPUs"},
    {"(the CPU's lanes are not known)", "(Lanes der CPU unbekannt)"},
    {" (not checked: the chassis' PCIe switches, or no chassis, fan them out)",
     " (nicht geprüft: die PCIe-Switches des Gehäuses, oder kein Gehäuse, verteilen sie)"},
    {"M8 schedule", "M8 Zeitplan"},
    {"host Python   = step dispatch (M3), {}, validation set-up, other per-epoch work, the first epoch's CPU work x "
     "clock {:g}/{:g} GHz = x {:.2f}",
     "Host-Python   = Schritt-Dispatch (M3), {}, Validierungs-Setup, sonstige Arbeit pro Epoche, CPU-Arbeit der "
     "ersten Epoche x Takt {:g}/{:g} GHz = x {:.2f}"},

    {"MuSGD         = {:.0f} eager ops ({} matrices, {} other tensors) x {:g} us / accumulate {} = {:.1f} ms of host "
     "dispatch a batch, in the Python dispatch below [{}]",
     "MuSGD         = {:.0f} Eager-Ops ({} Matrizen, {} andere Tensoren) x {:g} us / Akkumulation {} = {:.1f} ms "
     "Host-Dispatch pro Batch, im Python-Dispatch unten enthalten [{}]"},
    {"                (the trainer's set-up and other work, measured on loader-bound 2-vCPU hosts, / {:g}: "
     "this loader leaves cores idle) [epoch-work-contention]",
     "                (Setup und übrige Arbeit des Trainers, gemessen auf Hosts mit 2 vCPUs und ausgelastetem Loader, "
     "/ "
     "{:g}: dieser Loader lässt Kerne frei) [epoch-work-contention]"},
    {", those an NMS-free head keeps above conf 0.001, as NMS would",
     ", die ein NMS-freier Kopf über conf 0.001 behält, wie NMS es täte"},
    {"loss branch   = {} loss branches - 1 = {} extra x {:g} eager ops (its head forward and backward, its assigner "
     "and loss, the EMA over its tensors) x {:g} us = {:.1f} ms of host dispatch a batch at {:g} GHz, in the Python "
     "dispatch below [{}, {}]",
     "Loss-Zweig    = {} Loss-Zweige - 1 = {} zusätzlicher x {:g} Eager-Ops (sein Kopf vorwärts und rückwärts, sein "
     "Assigner und Loss, der EMA über seine Tensoren) x {:g} us = {:.1f} ms Host-Dispatch pro Batch bei {:g} GHz, im "
     "Python-Dispatch unten enthalten [{}, {}]"},
    {" (its links: a cable, or two transceivers and the fibre, each)",
     " (seine Verbindungen: je ein Kabel, oder zwei Transceiver und die Faser)"},
    {"min({}, max({:g} a class x {} classes, {} labelled objects))",
     "min({}, max({:g} je Klasse x {} Klassen, {} gelabelte Objekte))"},
    {"min({}, max({:g} a class x 1 class, {} labelled objects))",
     "min({}, max({:g} je Klasse x 1 Klasse, {} gelabelte Objekte))"},
    {"                (NMS and metrics: {:g} + {:g} + ({:g} - {:g}) x {:.0f} / {} predictions = {:.3g} ms at {:g} "
     "GHz; "
     "predictions an image = {}) [{}, val-image-fixed-ms]",
     "                (NMS und Metriken: {:g} + {:g} + ({:g} - {:g}) x {:.0f} / {} Vorhersagen = {:.3g} ms bei {:g} "
     "GHz; "
     "Vorhersagen je Bild = {}) [{}, val-image-fixed-ms]"},
    {"                (an NMS-free head: the family's {:g} ms of NMS left out of its {:g} ms) [{}, {}]",
     "                (ein NMS-freier Kopf: die {:g} ms NMS der Familie fallen aus ihren {:g} ms weg) [{}, {}]"},
    {"validation    = {} images x ({:.2f} ms forward + {:.3g} ms {}{}){} + set-up {:.2f} s = {}",
     "Validierung   = {} Bilder x ({:.2f} ms Forward + {:.3g} ms {}{}){} + Setup {:.2f} s = {}"},
    {"NMS and metrics", "NMS und Metriken"},
    {"metrics", "Metriken"},
    {"                (forward: (compute/image {:.3f} ms + memory/image {:.3f} ms, M3) / {:g} (forward + "
     "backward) = {:.2f} ms)",
     "                (Forward: (Rechnen/Bild {:.3f} ms + Speicher/Bild {:.3f} ms, M3) / {:g} (vorwärts + "
     "rückwärts) = {:.2f} ms)"},
    {"checkpoint    = {} save(s) x {:.1f} M params x {:g} B / {:g} GB/s = {:.1f} s per epoch; other per-epoch work "
     "{:.3g} s (set-up and other: {})",
     "Checkpoint    = {} Speicherung(en) x {:.1f} M Parameter x {:g} B / {:g} GB/s = {:.1f} s pro Epoche; sonstige "
     "Arbeit pro Epoche {:.3g} s (Setup und Sonstiges: {})"},
    {"epoch         = {} / {:.0f} images/s + validation + checkpoint + other = {}",
     "Epoche        = {} / {:.0f} Bilder/s + Validierung + Checkpoint + Sonstiges = {}"},
    {"first epoch   = extra {:g} s + its CPU work {:g} s x {} of {} images a plot x {:.2f} (the loader is the "
     "bottleneck and its workers hold every core: no idle core absorbs the plot threads) = {:.1f} s",
     "erste Epoche  = extra {:g} s + ihre CPU-Arbeit {:g} s x {} von {} Bildern pro Plot x {:.2f} (der Loader ist der "
     "Engpass und seine Worker belegen jeden Kern: kein freier Kern fängt die Plot-Threads auf) = {:.1f} s"},
    {"first epoch   = extra {:g} s ({})", "erste Epoche  = extra {:g} s ({})"},
    {"run           = start-up {:g} s [run-overhead-s]{} + the first epoch's extra {:.1f} s{}{} = {}",
     "Lauf          = Start {:g} s [run-overhead-s]{} + Extra der ersten Epoche {:.1f} s{}{} = {}"},
    {" + final validation {:.1f} s (one more validation)", " + letzte Validierung {:.1f} s (eine Validierung mehr)"},
    {" + DDP spawn and NCCL set-up {:.0f} s [ddp-setup-s]", " + DDP-Start und NCCL-Einrichtung {:.0f} s [ddp-setup-s]"},
    {" + building the RAM cache {}", " + Aufbau des RAM-Caches {}"},
    {"train         = run + {} epochs x epoch = {}", "Training      = Lauf + {} Epochen x Epoche = {}"},
    {"band          = predicted / (1 + error), errors P90 {:+.1f} % .. P10 {:+.1f} % ({}, vsize accuracy): train "
     "{} .. {}",
     "Band          = vorhergesagt / (1 + Fehler), Fehler P90 {:+.1f} % .. P10 {:+.1f} % ({}, vsize accuracy): "
     "Training {} .. {}"},
    {"every pool's time rows: the {} pool has under {} sources of its own",
     "die Zeitzeilen aller Pools: der Pool {} hat weniger als {} eigene Quellen"},
    {"{} pool", "Pool {}"},
    {"confidence    = {:g}: train / (1 + P{:g} of the errors {:+.1f} %) = {}, rounded up as shown ({:g} % of those "
     "measured runs, each predicted without its source, were at least this fast) [--confidence]",
     "Konfidenz     = {:g}: Training / (1 + P{:g} der Fehler {:+.1f} %) = {}, wie gezeigt aufgerundet ({:g} % "
     "dieser gemessenen Läufe, jeweils ohne ihre Quelle vorhergesagt, waren mindestens so schnell) [--confidence]"},
    {"overnight     = floor({:g} h / train at confidence {:g}) x {} job(s) = {} ({} at the prediction)",
     "pro Nacht     = floor({:g} h / Training bei Konfidenz {:g}) x {} Job(s) = {} ({} laut Vorhersage)"},
    {"1 x {:g} TB (mirrored)", "1 x {:g} TB (gespiegelt)"},
    {"({} - {} group(s) x {}) x {:g} TB", "({} - {} Gruppe(n) x {}) x {:g} TB"},
    {"capacity {} = {}", "Kapazität {} = {}"},
    {"max({}, rate ceil({:.3f} GB/s / ({:g} GB/s x {:g} derate)) = {})",
     "max({}, Rate ceil({:.3f} GB/s / ({:g} GB/s x {:g} Derating)) = {})"},
    {"need {} ({} / fill {:g})", "Bedarf {} ({} / Füllgrad {:g})"},
    {"{:<13}   usable = {} = {}, read {:.2f} GB/s, write {:.2f} GB/s{}",
     "{:<13}   nutzbar = {} = {}, Lesen {:.2f} GB/s, Schreiben {:.2f} GB/s{}"},
    {"; rebuild = {:g} TB / min({:g} GB/s md, {:g} GB/s write) = {}",
     "; Rebuild = {:g} TB / min({:g} GB/s md, {:g} GB/s Schreiben) = {}"},
    {"{:<13}   received = min(read {:.2f} GB/s, data NIC {:.2f} GB/s) = {:.2f} GB/s (a NAS)",
     "{:<13}   empfangen = min(Lesen {:.2f} GB/s, Daten-NIC {:.2f} GB/s) = {:.2f} GB/s (ein NAS)"},
    {"; in use {:g} TB / {:g} .. {:g} GB/s (HDDs under load) = {} .. {}",
     "; im Betrieb {:g} TB / {:g} .. {:g} GB/s (HDDs unter Last) = {} .. {}"},
    {"dataset       = the footage itself (--decode video) = {}",
     "Datensatz     = das Videomaterial selbst (--decode video) = {}"},
    {"dataset       = {} images (training + validation) x {} B{} = {}",
     "Datensatz     = {} Bilder (Training + Validierung) x {} B{} = {}"},
    {"bitrate       = {:g} Mb/s at {:g} fps x ({:g} / {:g} fps)^{:g} = {:.3g} Mb/s [{}]",
     "Bitrate       = {:g} Mb/s bei {:g} fps x ({:g} / {:g} fps)^{:g} = {:.3g} Mb/s [{}]"},
    {"raw video     = {:.3g} Mb/s x 3600 s / 8 bit x {:g} h = {}",
     "Rohvideo      = {:.3g} Mb/s x 3600 s / 8 bit x {:g} h = {}"},
    {"checkpoints   = {:.1f} M params x {:g} B x {} copies = {}; disk cache {}",
     "Checkpoints   = {:.1f} M Parameter x {:g} B x {} Kopien = {}; Disk-Cache {}"},
    {"growth        = (1 + {:g} / 100)^{} years = x {:.4g}", "Wachstum      = (1 + {:g} / 100)^{} Jahre = x {:.4g}"},
    {"data content  = (dataset + disk cache) x growth + checkpoints = {}",
     "Daten-Inhalt  = (Datensatz + Disk-Cache) x Wachstum + Checkpoints = {}"},
    {"bulk content  = raw video x growth (the dataset itself: its first backup) + {} more backup(s) x dataset x "
     "growth + {} x checkpoints = {}",
     "Bulk-Inhalt   = Rohvideo x Wachstum (der Datensatz selbst: sein erstes Backup) + {} weitere(s) Backup(s) x "
     "Datensatz x Wachstum + {} x Checkpoints = {}"},
    {"{} backups of checkpoints and {} more of the dataset (the footage is its first)",
     "{} Backups der Checkpoints und {} weitere des Datensatzes (das Filmmaterial ist sein erstes)"},
    {"1 backup of checkpoints (the footage is the dataset's first)",
     "1 Backup der Checkpoints (das Filmmaterial ist das erste des Datensatzes)"},
    {"bulk content  = raw video x growth + {} backup(s) x (dataset x growth + checkpoints) = {}",
     "Bulk-Inhalt   = Rohvideo x Wachstum + {} Backup(s) x (Datensatz x Wachstum + Checkpoints) = {}"},
    {"reads needed  = the GPUs' {:.0f} img/s (M3's step on a {:g} GHz host, before the CPU is chosen) x {} B per "
     "image read = {:.3f} GB/s",
     "Lesebedarf    = {:.0f} img/s der GPUs (Schritt aus M3 auf einem {:g}-GHz-Host, vor der CPU-Wahl) x {} B pro "
     "gelesenem Bild = {:.3f} GB/s"},
    {"data NIC      = the slowest of >= {:g} Gb/s with {} / min({:g} Gb/s x {:g} / 8, {} tier write) <= "
     "--ingest-hours {:g}: {} = {} -> {} x {} [{}]",
     "Daten-NIC     = der langsamste mit >= {:g} Gb/s, bei dem {} / min({:g} Gb/s x {:g} / 8, Schreiben der Ebene {}) "
     "<= "
     "--ingest-hours {:g}: {} = {} -> {} x {} [{}]"},
    {"bringing the data in takes {}, more than --ingest-hours {:g}, which needs {:.2f} GB/s: the {} tier ({}) "
     "writes {:.2f} GB/s, slower than the data NIC; more drives in it{}, or a longer window",
     "das Einspielen der Daten dauert {}, länger als --ingest-hours {:g}, das {:.2f} GB/s verlangt: die Ebene {} "
     "({}) schreibt {:.2f} GB/s, langsamer als die Daten-NIC; mehr Laufwerke darin{} oder ein längeres Fenster"},
    {" and a data NIC faster than this one's {:.2f} GB/s", " und eine schnellere Daten-NIC als deren {:.2f} GB/s"},
    {"data NIC      = none (the catalog has no data NIC)", "Daten-NIC     = keiner (der Katalog hat keinen Daten-NIC)"},
    {"east-west     = ", "Ost-West      = "},
    {"M6 storage and network", "M6 Datenspeicher und Netzwerk"},
    {"bays full     = ln((the data bays' usable with their largest drive, {} x {} = {}, x fill {:g} - checkpoints {}) "
     "/ content now {}) / ln(1 + {:g} / 100) = {:.1f} years",
     "voll nach     = ln((nutzbare Kapazität der Daten-Einschübe mit ihrem größten Laufwerk, {} x {} = {}, x Füllgrad "
     "{:g} - Checkpoints {}) / Inhalt heute {}) / ln(1 + {:g} / 100) = {:.1f} Jahre"},
    {"today         = {}: the tiers today's contents alone take (x 1, no growth); the drives beyond them are bought "
     "for the growth (cost)",
     "heute         = {}: die Ebenen, die der heutige Inhalt allein braucht (x 1, ohne Wachstum); die Laufwerke "
     "darüber hinaus werden für das Wachstum gekauft (Kosten)"},
    {"max({}, ingest writes: the footage / --ingest-hours {:g}, at most the fastest data NIC, {:.3f} GB/s = ceil(/ "
     "{:g} GB/s write) drives' worth, as capacity = {})",
     "max({}, Schreiben beim Einspielen: das Videomaterial / --ingest-hours {:g}, höchstens der schnellste Daten-NIC, "
     "{:.3f} GB/s = ceil(/ {:g} GB/s Schreibrate) Laufwerke, gezählt wie die Kapazität = {})"},
    {"C             = {:.0f} - the drives for the data's growth {:.0f} (the plan's tiers less those today's contents "
     "take) = {:.0f} {}: they serve the data to come, not this training",
     "C             = {:.0f} - die Laufwerke für das Datenwachstum {:.0f} (die Ebenen des Plans abzüglich derer, die "
     "der heutige Inhalt braucht) = {:.0f} {}: sie dienen den kommenden Daten, nicht diesem Training"},
    {"growth        = the plan's data and bulk drives {:.0f} - those today's contents take {:.0f} = {:.0f} {}",
     "Wachstum      = die Daten- und Bulk-Laufwerke des Plans {:.0f} - die, die der heutige Inhalt braucht {:.0f} = "
     "{:.0f} {}"},
    {"  today: ", "  heute: "},
    {"  growth: {} of the price and the drives beside it are drives beyond those today's data takes "
     "(--dataset-growth), bought for the data to come: not in the cost per experiment or the rent comparison",
     "  Wachstum: {} des Preises samt der Laufwerke daneben sind Laufwerke über die hinaus, die die heutigen Daten "
     "brauchen (--dataset-growth), gekauft für die kommenden Daten: nicht in den Kosten pro Experiment und nicht im "
     "Mietvergleich"},
    {", {:.0f} shared storage", ", {:.0f} gemeinsamer Speicher"},
    {"across nodes  = {} NICs x min({:g} GB/s NCCL bus bandwidth per NIC ({}), the slot's PCIe Gen{} x{} {:.1f} GB/s "
     "x {:g} = {:.1f}) = {:.1f} GB/s per node",
     "zw. Knoten   = {} NICs x min({:g} GB/s NCCL-Busbandbreite je NIC ({}), PCIe Gen{} x{} des Steckplatzes {:.1f} "
     "GB/s x {:g} = {:.1f}) = {:.1f} GB/s je Knoten"},
    {"fabric        = none: {} trainings side by side (--mode {}), none spans nodes",
     "Fabric        = keine: {} Trainings nebeneinander (--mode {}), keines über mehrere Knoten"},
    {"wall          = {} x {:.0f} W = {:.0f} W", "Steckdose     = {} x {:.0f} W = {:.0f} W"},
    {"shared        = --shared-storage-gb-s {:g} GB/s / {} B per image = {:.0f} img/s (no image cache: every epoch "
     "reads it)",
     "gemeinsam     = --shared-storage-gb-s {:g} GB/s / {} B je Bild = {:.0f} Bilder/s (kein Bildcache: jede Epoche "
     "liest ihn)"},
    {", shared {:.0f}", ", gemeinsam {:.0f}"},
    {" (they speed a job of up to {} GPUs, not this ring over PCIe)",
     " (sie beschleunigen einen Job mit bis zu {} GPUs, nicht diesen Ring über PCIe)"},
    {"{} x {} side by side, each training its own experiments in mode {}: {} per night{}{}; {}",
     "{} x {} nebeneinander, jeder trainiert eigene Experimente im Modus {}: {} pro Nacht{}{}; {}"},
    {"{} and {} kW in all", "{} und {} kW zusammen"},
    {"{} kW in all", "{} kW zusammen"},
    {" at the goal's {}", " bei den {} des Ziels"},
    {"would fit     = {} (a platform that takes the GPUs and holds every tier)",
     "würde passen  = {} (eine Plattform, die die GPUs aufnimmt und jede Ebene fasst)"},
    {"sources", "Quellen"},
    {"global batch {} // {} ranks = {} per GPU", "globaler Batch {} // {} Ranks = {} pro GPU"},
    {"global batch {} // {} ranks = {}, capped at the {} images / {} ranks = {} a rank gets",
     "globaler Batch {} // {} Ranks = {}, begrenzt auf die {} Bilder / {} Ranks = {}, die ein Rank erhält"},
    {"k{0} = the server's price in thousands of {0} (+: some parts have no price, a lower bound; the\ncost line "
     "names them; no GPU price: the GPUs have none, and the server ranks last by\ncost, after those whose CPUs have "
     "none); {0}/exp = cost per experiment: capital over the service\nlife at the utilisation, support, colocation "
     "(--colocation) and energy (money: line above; '+' and\nno GPU price as for the price; no CPU price: the CPUs "
     "have "
     "none, a lower bound ranked after the\nservers priced whole)\n",
     "k{0} = Preis des Servers in Tausend {0} (+: einige Teile ohne Preis, also eine Untergrenze; die\nZeile Kosten "
     "nennt sie; kein GPU-Preis: die GPUs haben keinen, und der Server steht nach Kosten\nzuletzt, nach denen ohne "
     "CPU-Preis); {0}/Exp. = Kosten pro Experiment: Kapital über die\nNutzungsdauer bei der Auslastung, Support, "
     "Colocation (--colocation) und Energie (siehe Zeile Finanzen oben; '+' und kein\nGPU-Preis wie beim Preis; kein "
     "CPU-Preis: die CPUs haben keinen, "
     "eine Untergrenze, eingeordnet nach den vollständig bepreisten Servern)\n"},
    {"no GPU price", "kein GPU-Preis"},
    {"                on a 100-127 V circuit: the PSU's low-line curve (efficiency_curve_low_line)",
     "                an einem Stromkreis mit 100-127 V: die Niederspannungskurve des Netzteils "
     "(efficiency_curve_low_line)"},
    {"GPU memory and time", "GPU-Speicher und Zeit"},
    {", a site filesystem outside the quote: --shared-storage-gb-s gives its rate",
     ", ein Dateisystem des Standorts, nicht im Angebot: --shared-storage-gb-s gibt seine Rate"},
    {"; rented as whole instances of {} GPUs: {} paid for the {} a training holds",
     "; nur als ganze Instanzen zu {} GPUs zu mieten: {} bezahlt für die {}, die ein Training belegt"},
    {", decoded by NVDEC", ", mit NVDEC dekodiert"},
    {"no CPU price", "kein CPU-Preis"},
    {"; no rebuild: one failed drive loses it, restored from the bulk tier",
     "; kein Rebuild: ein ausgefallenes Laufwerk verliert sie, Wiederherstellung aus der Bulk-Speicher-Ebene"},
    {" per JPEG frame of the video format", " je JPEG-Frame des Videoformats"},
    {" per JPEG at the source size", " je JPEG in Quellgröße"},
    {" (decoded cache: no JPEG decode)", " (dekodierter Cache: keine JPEG-Dekodierung)"},
    {" (JPEG decode)", " (JPEG-Dekodierung)"},
    {"the trainer's, measured", "die des Trainers, gemessen"},
    {"planning values", "Planungswerte"},
    {" on rank 0", " auf Rank 0"},
    {" on the busiest of {} ranks (of {})", " auf dem meistbelasteten von {} Ranks (von {})"},
    {" on the busiest of {} ranks (of {}, in whole batches of {})",
     " auf dem meistbelasteten von {} Ranks (von {}, in ganzen Batches zu {})"},
    {" on the busiest of {} ranks (of {}, in batches of {}: fewer batches than ranks)",
     " auf dem meistbelasteten von {} Ranks (von {}, in Batches zu {}: weniger Batches als Ranks)"},
    {"its CPU work runs on cores the loader leaves idle",
     "ihre CPU-Arbeit läuft auf Kernen, die der Loader frei lässt"},
    {"the trainer plots no training batches", "der Trainer zeichnet keine Trainings-Batches"},
    {" (a lower bound: parts without a price)", " (eine Untergrenze: Teile ohne Preis)"},
    {"excluded", "nicht enthalten"},
    {"included", "enthalten"},
    {"not-stated", "nicht angegeben"},
    {"{} --batch-size {} (per GPU)", "{} --batch-size {} (pro GPU)"},
    {"{} train.py --batch-size {} (all GPUs)", "{} train.py --batch-size {} (alle GPUs)"},
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
  bool negative = !s.empty() && s[0] == '-';
  std::string body = negative ? s.substr(1) : s;
  auto dot = body.find('.');
  std::string whole = body.substr(0, dot);
  // English groups thousands by commas (305,762 EUR), German by points with a decimal comma
  // (review s81 H10: six-digit prices misread by ten in a quote).
  const bool en = l == Lang::en;
  std::string frac = dot == std::string::npos ? "" : (en ? "." : ",") + body.substr(dot + 1);
  return (negative ? "-" : "") + group(whole, en ? ',' : '.') + frac;
}

std::string short_num(Lang l, double v) {
  std::string s = fmt::format("{:g}", v);
  if (l == Lang::de) {
    std::replace(s.begin(), s.end(), '.', ',');
  }
  return s;
}

std::string count(Lang l, long long v) { return num(l, double(v), 0); }

std::string bridge_groups(Lang l, int groups, int cards) {
  if (l == Lang::de) {
    return fmt::format("{} {} zu {} Karten", groups, groups == 1 ? "Gruppe" : "Gruppen", cards);
  }
  return fmt::format("{} {} of {} cards", groups, groups == 1 ? "group" : "groups", cards);
}

std::string every_nth_frame(Lang l, int n) {
  if (n <= 1) {
    return l == Lang::de ? "jedes Bild" : "every frame";
  }
  if (l == Lang::de) {
    return fmt::format("jedes {}. Bild", count(l, n));
  }
  // English ordinals: 1st, 2nd, 3rd, except 11th-13th (of every hundred).
  const int tens = n % 100;
  const int ones = n % 10;
  const char* suffix = (tens >= 11 && tens <= 13) ? "th"
                       : ones == 1                ? "st"
                       : ones == 2                ? "nd"
                       : ones == 3                ? "rd"
                                                  : "th";
  return fmt::format("every {}{} frame", n, suffix);
}

std::string local_number(double v, const std::string& spec, Lang lang) {
  // A fixed-point spec, [align][+][width].{precision}f (fmt's), is num()'s figure in its field.
  std::size_t i = !spec.empty() && (spec[0] == '<' || spec[0] == '>' || spec[0] == '^') ? 1 : 0;
  const std::string align = spec.substr(0, i);
  const bool plus = i < spec.size() && spec[i] == '+';
  i += plus ? 1 : 0;
  const std::size_t dot = spec.find('.', i);
  const std::string width = spec.substr(i, dot == std::string::npos ? 0 : dot - i);
  const bool fixed = dot != std::string::npos && spec.back() == 'f' && spec.size() - dot > 2 &&
                     std::all_of(spec.begin() + static_cast<long>(i), spec.end() - 1,
                                 [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; }) &&
                     (width.empty() || width[0] != '0');
  if (!fixed) { // {:g} and the like: a decimal comma alone in German (they print options' values)
    std::string s = fmt::format(fmt::runtime("{:" + spec + "}"), v);
    if (lang == Lang::de) std::replace(s.begin(), s.end(), '.', ',');
    return s;
  }
  const int decimals = std::stoi(spec.substr(dot + 1, spec.size() - dot - 2));
  std::string s = (plus && v >= 0 ? "+" : "") + num(lang, v, decimals);
  return width.empty() ? s : fmt::format(fmt::runtime("{:" + (align.empty() ? ">" : align) + width + "}"), s);
}

} // namespace vsize::report
