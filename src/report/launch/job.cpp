// The job one configuration needs (launch.hpp): the trainer's command from the family's launch
// arguments, filled from the sized workload, and NCCL's environment for the fabric.
#include "launch.hpp"

#include "../common/text.hpp"

#include "vsize/data_model.hpp"
#include "vsize/error.hpp"
#include "vsize/solver.hpp"
#include "vsize/units.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace vsize::report {

namespace {

std::string devices(int gpus) {
  std::vector<std::string> ids;
  for (int i = 0; i < gpus; ++i) {
    ids.push_back(std::to_string(i));
  }
  return fmt::format("{}", fmt::join(ids, ","));
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) {
    s.replace(at, from.size(), to);
  }
  return s;
}

// NCCL's settings by fabric kind (NCCL environment documentation; the OCI RoCE guide's
// NCCL_IB_GID_INDEX=3): the HCAs for InfiniBand and RoCE, sockets only for TCP fabrics.
std::vector<std::pair<std::string, std::string>> nccl_env(const FabricPlan& f) {
  if (!f.active) {
    return {};
  }
  switch (f.fabric.spec->kind) {
  case FabricKind::infiniband: return {{"NCCL_IB_HCA", "mlx5"}};
  case FabricKind::roce: return {{"NCCL_IB_HCA", "mlx5"}, {"NCCL_IB_GID_INDEX", "3"}};
  case FabricKind::ethernet: return {{"NCCL_IB_DISABLE", "1"}, {"NCCL_SOCKET_IFNAME", "==ens1f0,==ens2f0"}};
  }
  return {};
}

// A TCP fabric's interfaces have names only the site knows. Unset, NCCL's socket transport takes
// the ib* interfaces or else every one but lo and docker* (ncclFindInterfaces in NCCL's
// src/misc/socket.cc: "Then look for anything else (but not docker or lo)"), each a device it may
// send over (NVIDIA/nccl #1581: a 1 GbE port carried the traffic of a node with a 10 GbE one). A
// node with a front-end data NIC or LAN ports on its board has more than the fabric's, so the shell
// jobs refuse to start until NCCL_SOCKET_IFNAME names them ("==" matches a name exactly: NCCL
// environment variables; review r19b #4).
void socket_ifname_about(const Evaluation& e, Job& j) {
  if (!e.fabric.active || e.fabric.fabric.spec->kind != FabricKind::ethernet) return;
  const NicSpec* data = e.host.data_nics > 0 ? e.storage.ingest.nic : nullptr;
  std::string other =
      data ? fmt::format("the front-end {} ({:g} GbE) and the LAN ports on the board", data->id, data->speed_gbps)
           : std::string("the LAN ports on the board");
  j.env_required = {"NCCL_SOCKET_IFNAME"};
  j.env_about = {"NCCL_SOCKET_IFNAME must name the fabric's interfaces: left unset, NCCL's sockets may send over",
                 fmt::format("every interface but lo and docker, on these nodes also {},", other),
                 fmt::format("not only the fabric's {} x {} (a comma-separated list; a leading == matches exact "
                             "names)",
                             e.fabric.nics_per_node, e.fabric.fabric.nic->id)};
}

// Ultralytics' own optimizer=auto gives AdamW a rate fitted to the classes (ultralytics/engine/
// trainer.py build_optimizer: "lr_fit = round(0.002 * 5 / (4 + nc), 6)").
double ultralytics_adamw_lr(int classes) { return std::round(0.002 * 5 / (4 + std::max(0, classes)) * 1e6) / 1e6; }

// The rates Ultralytics' optimizer=auto gives its choice (build_optimizer: 'name, lr, momentum =
// ("MuSGD", 0.01, 0.9) if iterations > 10000 else ("AdamW", lr_fit, 0.9)' and warmup_bias_lr 0.0;
// momentum is AdamW's beta1). The job names the optimizer vsize timed (the trainer's own count of
// iterations could choose the other) and passes all three rates, as auto would set them: for
// AdamW always (an explicit AdamW trains at SGD's lr0 0.01), for MuSGD when --optimizer auto chose
// it (an explicit MuSGD keeps momentum 0.937 and a bias warm-up of 0.1: review r19b #6).
std::vector<std::pair<std::string, std::string>> ultralytics_auto_rates(const Workload& w, const Evaluation& e) {
  if (e.family->trainer != "ultralytics" ||
      !(e.optimizer == Optimizer::adamw || (w.optimizer_auto && e.optimizer == Optimizer::musgd))) {
    return {};
  }
  const double lr = e.optimizer == Optimizer::adamw ? ultralytics_adamw_lr(w.classes) : 0.01;
  return {{"lr0", fmt::format("{:g}", lr)}, {"momentum", "0.9"}, {"warmup_bias_lr", "0.0"}};
}

// The `yolo` command takes the rates as key=value arguments (YOLOv5's train.py does not).
bool rates_as_arguments(const Evaluation& e) { return e.family->launch_program == "yolo"; }

// The CPUs a Kubernetes node keeps from its pods (kubelet, system daemons): see size_resources.
constexpr int k_k8s_reserved_cpus = 1;

// What the trainer does other than vsize sized or asked: the classes its data set fixes, a
// precision it has no switch for, and the release whose behaviour the times model.
void trainer_notes(const Workload& w, const Evaluation& e, std::vector<std::string>& lines) {
  // A trainer whose data set fixes its classes (torchvision's segmentation train.py: "coco":
  // (path, get_coco, 21)) trains those, whatever vsize sized (review s73).
  if (e.family->default_classes && w.classes != *e.family->default_classes) {
    lines.push_back(fmt::format("--classes {}: {}'s {} fixes its data set's classes at {}; this job trains {}, not "
                                "the {} vsize sized",
                                w.classes, e.family->trainer, e.family->launch_program, *e.family->default_classes,
                                *e.family->default_classes, w.classes));
  }
  if (w.amp == Precision::bf16 && e.family->launch_bf16_args.empty()) {
    lines.push_back(fmt::format("--amp bf16: {} has no BF16 switch; this job trains in FP16 autocast (2 bytes an "
                                "element, as vsize sized it)",
                                e.family->trainer));
  }
  // A trainer with neither an AMP nor an FP32 switch trains in AMP whatever is asked (YOLOv5's
  // train.py: "amp = check_amp(model)"; review r19b #10).
  if (w.amp == Precision::fp32 && e.family->launch_fp32_args.empty() && e.family->launch_amp_args.empty()) {
    lines.push_back(fmt::format("--amp fp32: {}'s {} has no switch to turn AMP off; this job trains in FP16 "
                                "autocast, in less memory and time than vsize sized for FP32",
                                e.family->name, e.family->launch_program));
  }
  if (!e.family->trainer_release.empty()) {
    // Ultralytics before 8.3.218 validated on rank 0 alone (pull request #22377): an older release
    // trains a DDP job slower than sized.
    bool split = !e.family->val_rank0_only && e.topo.world_size() > 1 && e.mode == Mode::ddp;
    lines.push_back(fmt::format("trainer: vsize's times model {}{}", e.family->trainer_release,
                                split ? " (validation split over the ranks; an older release validates on rank 0 "
                                        "alone, slower than sized)"
                                      : ""));
  }
}

std::vector<std::string> about(const Workload& w, const Evaluation& e, const LaunchOptions& o, const Job& j) {
  std::vector<std::string> lines;
  lines.push_back(fmt::format("vsize {} (catalog {}{} as of {}): {} on {} node(s) x {}x {} ({})", o.version,
                              o.catalog_label, catalog_digests(o.catalog_files), o.catalog_as_of, w.model, e.topo.nodes,
                              e.topo.gpus_per_node, e.gpu->id, server_id(e)));
  if (o.server_recommended) {
    lines.push_back(recommended_server_note(Lang::en));
  }
  if (e.fabric.active) {
    lines.push_back(fmt::format("fabric {}: {} x {} per node, {:.1f} GB/s all-reduce bandwidth per node",
                                e.fabric.fabric.spec->id, e.fabric.nics_per_node, e.fabric.fabric.nic->id,
                                e.fabric.busbw_gb_per_s));
  }
  if (j.jobs > 1) {
    // Per GPU or MIG instance: every job trains its own experiment at the sized batch.
    lines.push_back(fmt::format("mode {}: {} trainings side by side, one a {}; each: batch {}, {} loader workers, "
                                "{} px, {} epochs, {}",
                                to_string(e.mode), j.jobs, job_device(j), e.memory.batch_global,
                                e.host.workers_per_process, w.res_px, w.epochs, format_duration(e.schedule.train_s)));
  } else {
    // Figures grouped as the notes below group them (count, num: 14,336); the job's own values stay whole.
    lines.push_back(fmt::format("sized: batch {} per GPU ({} in all), {} loader workers per rank, {} px, {} epochs, "
                                "{} ({} images/s)",
                                e.memory.batch_per_gpu, count(Lang::en, e.memory.batch_global),
                                e.host.workers_per_process, w.res_px, w.epochs, format_duration(e.schedule.train_s),
                                num(Lang::en, e.schedule.images_per_s, 0)));
  }
  if (!e.family->launch_program_from.empty()) {
    // A bare train.py named no repository (review s73): which one, run from its directory.
    lines.push_back(fmt::format("{}: {}; run the job from that directory", e.family->launch_program,
                                e.family->launch_program_from));
  }
  for (const auto& r : finding_texts(e, w, Severity::reason)) {
    lines.push_back("DOES NOT FIT: " + r);
  }
  if (!j.hyp_overrides.empty()) {
    std::vector<std::string> set;
    for (const auto& [key, value] : j.hyp_overrides) {
      set.push_back(key + " " + value);
    }
    const std::string last = set.back();
    set.pop_back();
    lines.push_back(fmt::format("rates: {} reads them from --hyp alone (its hyp.scratch-low.yaml has SGD's lr0 "
                                "0.01); the job writes a copy with {}{}{}, as Ultralytics' own AdamW takes them",
                                e.family->name, fmt::join(set, ", "), set.empty() ? "" : " and ", last));
  }
  // check's notes travel with the job (a global batch past what a recipe keeps its accuracy at, a
  // GeForce card's licence): whoever runs it reads them where they run it.
  for (const auto& n : finding_texts(e, w, Severity::warning)) {
    lines.push_back("note: " + n);
  }
  if (o.experiments_goal && e.fits && !e.meets_experiments(*o.experiments_goal)) {
    lines.push_back(fmt::format("GOAL MISSED: {} experiment(s) per {:g} h night asked, {} at {:g} % confidence ({} as "
                                "predicted)",
                                *o.experiments_goal, o.night_hours, e.schedule.experiments_per_night,
                                e.schedule.confidence * 100, e.schedule.experiments_per_night_expected));
  }
  trainer_notes(w, e, lines);
  if (j.time_limit_s > 0) {
    // The limit is a setting of the Slurm job alone; a PyTorchJob or a node script has none of its
    // own (review s77 R5: "Slurm's --time" in a k8s file).
    const char* limit = o.format == LaunchFormat::slurm ? "Slurm's --time"
                        : o.format == LaunchFormat::k8s
                            ? "a deadline for the PyTorchJob (activeDeadlineSeconds, which this file leaves unset)"
                            : "the time to book the nodes for";
    lines.push_back(fmt::format("time: {} as predicted, {} at the slow end of vsize's band (its errors on runs it "
                                "did not fit, P90): {}; a scheduler's limit below it needs the run "
                                "resumed from its last checkpoint",
                                format_duration(e.schedule.train_s), format_duration(j.time_limit_s), limit));
  }
  return lines;
}

// The fabric's settings in the job: NCCL's environment, the RDMA resource and, for Kubernetes,
// the Multus networks that give the pod the fabric's interfaces.
void fabric_settings(const FabricPlan& f, Job& j) {
  j.env = nccl_env(f);
  // NCCL reads NCCL_IB_HCA as a prefix (NCCL environment variables: "mlx5" selects every mlx5_*
  // port), so a ConnectX front-end or storage NIC would carry the all-reduce too (review s87 D5).
  if (f.active && (f.fabric.spec->kind == FabricKind::infiniband || f.fabric.spec->kind == FabricKind::roce)) {
    j.env_about = {
        "NCCL_IB_HCA=mlx5 is a prefix: it takes every mlx5 port; on nodes whose front-end or storage NIC",
        fmt::format("is a ConnectX too, list the fabric's {} ports (e.g. =mlx5_0,mlx5_1,...)", f.nics_per_node)};
  }
  if (f.active && f.fabric.spec->rdma) {
    j.rdma_resource = f.fabric.spec->k8s_rdma_resource;
  }
  // NVIDIA Network Operator's RDMA test pod (example/rdma-gpu-test-pod1.yml) attaches the
  // NetworkAttachmentDefinition "rdma-net-ipam" through Multus, one interface. RoCE addresses an
  // HCA by a GID, which comes from an IP on its netdev inside the pod: a pod with one interface
  // shows NCCL one rail of the fabric's NICs, so the job attaches one network per NIC (review r13),
  // named after the operator's example; a site names its own.
  if (f.active && f.fabric.spec->kind == FabricKind::roce) {
    std::vector<std::string> nets;
    for (int i = 1; i <= f.nics_per_node; ++i) {
      nets.push_back(f.nics_per_node == 1 ? "rdma-net-ipam" : fmt::format("rdma-net-ipam-{}", i));
    }
    j.k8s_network = fmt::format("{}", fmt::join(nets, ","));
    j.k8s_network_about = "the RoCE networks, one per fabric NIC (Multus NetworkAttachmentDefinitions, e.g. macvlan "
                          "with IPAM on each NIC, so that each HCA has its GID in the pod): your site's names";
  }
  // A TCP fabric: a pod sees only the cluster network's interface (eth0), so NCCL's sockets would
  // run over it, not the fabric's NICs. Multus attaches one network per NIC (e.g. macvlan on it)
  // as net1, net2, ... (Multus' default names), which NCCL_SOCKET_IFNAME's prefix "net" selects
  // (NCCL environment variables: a prefix matches every interface that starts with it).
  if (f.active && f.fabric.spec->kind == FabricKind::ethernet) {
    std::vector<std::string> nets;
    for (int i = 1; i <= f.nics_per_node; ++i) {
      nets.push_back(fmt::format("fabric-net-{}", i));
    }
    j.k8s_network = fmt::format("{}", fmt::join(nets, ","));
    j.k8s_network_about = "the fabric's TCP networks, one per fabric NIC (Multus NetworkAttachmentDefinitions, e.g. "
                          "macvlan on each NIC), which the pod sees as net1, net2, ...: your site's names";
    j.k8s_socket_ifname = "net";
  }
}

// What a job asks of each node: CPUs and memory.
void size_resources(const Evaluation& e, Job& j) {
  // Hardware threads, as Slurm's --cpus-per-task counts CPUs on an SMT node and a Kubernetes cpu
  // is one hyperthread (Slurm cons_tres documentation; Kubernetes "Resource units in Kubernetes"):
  // the cores vsize sized for (a rank and each worker a core) with their SMT siblings, at most the
  // node's share of a job side by side, whose workers were sized to those threads.
  const int per_node = jobs_per_node(j);
  const int threads_per_core = e.host.cpu && e.host.cpu->cores > 0 ? e.host.cpu->threads / e.host.cpu->cores : 1;
  const int node_threads = e.host.cpu ? e.host.cpu->threads * e.host.sockets : 0;
  const int cores_per_job = std::max(1, e.host.cores_required / per_node);
  j.cpus_per_node = cores_per_job * std::max(1, threads_per_core);
  j.k8s_cpus = j.cpus_per_node;
  if (node_threads > 0) {
    j.cpus_per_node = std::min(j.cpus_per_node, std::max(1, node_threads / per_node));
    // Kubernetes schedules against allocatable = capacity - kube-reserved - system-reserved
    // ("Reserve Compute Resources for System Daemons"); the managed services reserve under one CPU
    // on nodes up to a few hundred threads (GKE: 6 % of the first core, 1 % of the next, 0.5 % of
    // the next 2, 0.25 % of the rest: 0.39 of 128 threads), so a pod asking for all 128 stays
    // Pending (review r13). The pods of a node leave it k_k8s_reserved_cpus.
    j.k8s_cpus = std::min(j.cpus_per_node, std::max(1, (node_threads - k_k8s_reserved_cpus) / per_node));
  }
  // What the job holds (caches, ranks, workers) without the OS, which the node keeps outside
  // any allocation; in GiB, as Slurm's --mem=G and Kubernetes' Gi count (vsize sizes in GB).
  j.memory_gib = units::gib(units::from_gb(e.host.ram_need.by_contents_gb - e.host.ram_inputs.os_gb)) / per_node;
}

} // namespace

Job make_job(const Workload& w, const Evaluation& e, const LaunchOptions& o) {
  Job j;
  j.name = o.job_name;
  j.nodes = e.topo.nodes;
  j.gpus_per_node = e.topo.gpus_per_node;
  j.jobs = std::max(1, e.memory.jobs);
  j.mig_profile = e.memory.mig.profile ? e.memory.mig.profile->name : "";
  size_resources(e, j);
  j.torchrun = e.family->launcher == Launcher::torchrun;
  j.program = e.family->launch_program;
  const std::string model = e.model->trainer_model.empty() ? e.model->id : e.model->trainer_model;
  for (std::string arg : e.family->launch_args) {
    // A job side by side sees only its own GPU or MIG instance (CUDA_VISIBLE_DEVICES, Slurm's
    // gres, a pod's one GPU), as device 0, so it names none: Ultralytics' select_device wrote
    // device= back into CUDA_VISIBLE_DEVICES until pull request #25021 (merged 2026-07-03, after
    // the 8.4.86 bump), which put every training of a node on its GPU 0 (review s87 launch D1).
    if (j.jobs > 1 && arg.find("{devices}") != std::string::npos) continue;
    arg = replace_all(arg, "{model}", model);
    arg = replace_all(arg, "{batch_per_gpu}", std::to_string(e.memory.batch_per_gpu));
    arg = replace_all(arg, "{batch_global}", std::to_string(e.memory.batch_global));
    arg = replace_all(arg, "{workers}", std::to_string(e.host.workers_per_process));
    arg = replace_all(arg, "{res}", std::to_string(w.res_px));
    arg = replace_all(arg, "{epochs}", std::to_string(w.epochs));
    arg = replace_all(arg, "{classes}", std::to_string(w.classes));
    arg = replace_all(arg, "{devices}", devices(e.topo.gpus_per_node));
    // The optimizer vsize timed, in the trainer's spelling (validate_workload refused the others).
    arg = replace_all(arg, "{optimizer}", e.family->optimizer_name(e.optimizer).value_or(""));
    // The close_mosaic vsize timed (Ultralytics'; the trainer's default unless --close-mosaic).
    arg = replace_all(arg, "{close_mosaic}", std::to_string(close_mosaic(w, *e.family)));
    // The recipe's rate scaled to the sized global batch (LaunchLearningRate); the catalog
    // reader saw an entry for every optimizer the trainer offers.
    if (const LaunchLearningRate* rate = e.family->learning_rate(e.optimizer)) {
      arg = replace_all(arg, "{lr}", fmt::format("{:.3g}", rate->scaled(e.memory.batch_global)));
      arg = replace_all(arg, "{weight_decay}", fmt::format("{:g}", rate->weight_decay));
    }
    j.args.push_back(arg);
  }
  j.args.insert(j.args.end(), e.model->launch_args.begin(), e.model->launch_args.end());
  // The `yolo` command takes the rates as key=value arguments; YOLOv5's train.py (argparse)
  // refuses them ("unrecognized arguments") and reads them from --hyp FILE alone, so its job
  // writes that file (hyp_command).
  if (auto rates = ultralytics_auto_rates(w, e); !rates.empty()) {
    if (rates_as_arguments(e)) {
      for (const auto& [key, value] : rates) {
        j.args.push_back(key + "=" + value);
      }
    } else {
      j.hyp_overrides = rates;
      j.args.insert(j.args.end(), {"--hyp", "{hyp}"});
    }
  }
  const auto& precision_args = w.amp == Precision::fp32 ? e.family->launch_fp32_args
                               : w.amp == Precision::bf16 && !e.family->launch_bf16_args.empty()
                                   ? e.family->launch_bf16_args
                                   : e.family->launch_amp_args;
  j.args.insert(j.args.end(), precision_args.begin(), precision_args.end());
  // The cache the data plan gave the run (the RAM asked for holds its copies).
  if (e.data.cache != CacheMode::none) {
    const auto& cache_args =
        e.data.cache == CacheMode::ram ? e.family->launch_ram_cache_args : e.family->launch_disk_cache_args;
    j.args.insert(j.args.end(), cache_args.begin(), cache_args.end());
  }
  j.run_args = e.family->launch_run_args;
  fabric_settings(e.fabric, j);
  socket_ifname_about(e, j);
  // check's note on a fragmenting cache names the allocator setting that keeps it near the need:
  // the job sets it (review r19b #5).
  if (std::any_of(e.findings.begin(), e.findings.end(),
                  [](const Finding& f) { return f.code == FindingCode::cache_fragments; })) {
    j.env.emplace_back("PYTORCH_CUDA_ALLOC_CONF", "expandable_segments:True");
  }
  j.time_limit_s = e.schedule.train_s_slow;
  // Ultralytics and YOLOv5 read a data YAML (its path and class names), torchvision's references
  // and timm a directory (docs.ultralytics.com/datasets/detect; timm train.py --data-dir).
  j.data = !o.data.empty() ? o.data : e.family->trainer == "ultralytics" ? "/data/dataset.yaml" : "/data/dataset";
  j.image = o.image;
  j.about = about(w, e, o, j);
  return j;
}

std::string env_exports(const Job& j) {
  // The fabric's NCCL settings, each a default the site may set before the job (a node with
  // several ports names the fabric's in NCCL_SOCKET_IFNAME or NCCL_IB_HCA: NCCL's environment
  // variables documentation).
  std::string out;
  for (const auto& [name, value] : j.env) {
    if (std::find(j.env_required.begin(), j.env_required.end(), name) != j.env_required.end()) {
      // The message is a word of the shell's: no quote, no brace.
      out += fmt::format("export {0}=${{{0}:?set {0} to the fabric interfaces of the nodes, e.g. {1}}}\n", name, value);
    } else {
      out += fmt::format("export {0}=${{{0}:-{1}}}\n", name, shell_word(value));
    }
  }
  if (!out.empty()) {
    std::string about = "# the job's environment (the fabric's NCCL settings, the allocator's): set any of them "
                        "beforehand to override it\n";
    for (const auto& line : j.env_about) {
      about += "# " + line + "\n";
    }
    out = about + out;
  }
  return out;
}

std::string hyp_path(const Job& j, const std::string& out_ref) { return out_ref + "/" + j.name + "-hyp.yaml"; }

std::string hyp_command(const Job& j, const std::string& out_ref) {
  if (j.hyp_overrides.empty()) {
    return "";
  }
  std::string sed = "sed";
  for (const auto& [key, value] : j.hyp_overrides) {
    sed += fmt::format(" -e 's/^{0}:.*/{0}: {1}/'", key, value);
  }
  // Written under a name of this process's own and renamed (rename(2) is atomic): ranks on other
  // nodes that share the folder never read a half-written file.
  const std::string path = hyp_path(j, out_ref);
  return fmt::format("mkdir -p {0} && {1} data/hyps/hyp.scratch-low.yaml > {2}.$HOSTNAME.$$ && mv -f "
                     "{2}.$HOSTNAME.$$ {2}",
                     shell_word(out_ref), sed, shell_word(path));
}

std::string hyp_setup(const Job& j) {
  std::string cmd = hyp_command(j, k_shell_runs_dir);
  return cmd.empty() ? "" : "# the trainer's rates (see rates: above)\n" + cmd + "\n";
}

std::string data_export(const Job& j) {
  // The dataset path as the user gave it, single-quoted where it holds more than a plain path's
  // characters: a default the script never expands (${DATA:-'...'} removes the quotes).
  std::string out = fmt::format("export DATA=${{DATA:-{}}}\n", shell_word(j.data));
  // Each node reads the dataset where DATA says (M6: the nodes' copies on their data drives, or a
  // shared filesystem mounted at that path); the job copies nothing (review r19b #11).
  if (j.nodes > 1) {
    out = "# every node reads $DATA: stage its copy on the node's data drives, or mount the shared filesystem at "
          "that path, before the job starts\n" +
          out;
  }
  return out;
}

std::string rendezvous_host(const Job& j) {
  // A worker node without HEAD must fail, not host a rendezvous of its own and wait.
  return j.nodes > 1 ? "${HEAD:?set HEAD to the address of the first node}" : "${HEAD:-localhost}";
}

std::vector<std::string> trainer_args(const Job& j, const std::string& data_ref, const std::string& run_ref,
                                      const std::string& out_ref) {
  std::vector<std::string> out;
  for (const auto& a : j.args) {
    out.push_back(replace_all(replace_all(a, "{data}", data_ref), "{hyp}", hyp_path(j, out_ref)));
  }
  for (const auto& a : j.run_args) {
    out.push_back(replace_all(replace_all(a, "{run}", run_ref), "{out}", out_ref));
  }
  return out;
}

std::vector<std::string> single_device_command(const Job& j, const std::string& data_ref, const std::string& run_ref,
                                               const std::string& out_ref) {
  std::vector<std::string> words;
  if (j.torchrun) {
    words = {"torchrun", "--standalone", "--nnodes=1", "--nproc-per-node=1"};
  }
  words.push_back(j.program);
  for (auto& a : trainer_args(j, data_ref, run_ref, out_ref)) {
    words.push_back(std::move(a));
  }
  return words;
}

int jobs_per_node(const Job& j) { return std::max(1, j.jobs / std::max(1, j.nodes)); }

std::string job_device(const Job& j) { return j.mig_profile.empty() ? "GPU" : "MIG instance " + j.mig_profile; }

std::string shell_word(const std::string& s, bool expand) {
  bool safe = !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) {
    return std::isalnum(c) || std::string("-_./=:,+@%").find(static_cast<char>(c)) != std::string::npos;
  });
  if (safe) {
    return s;
  }
  if (expand) {
    return "\"" + replace_all(replace_all(s, "\\", "\\\\"), "\"", "\\\"") + "\"";
  }
  return "'" + replace_all(s, "'", "'\\''") + "'";
}

} // namespace vsize::report

namespace vsize {

std::string render_launch(const Workload& w, const Evaluation& e, const LaunchOptions& o) {
  // A job for a configuration that does not fit would start and fail (batch 0, an out-of-memory
  // step): none is written. A goal missed still gets its job, marked GOAL MISSED.
  if (!e.fits) {
    auto reasons = report::finding_texts(e, w, Severity::reason);
    throw NotFitError(fmt::format("launch: {} does not fit: {}; no job written (vsize check with the same "
                                  "options gives every reason)",
                                  server_id(e), reasons.empty() ? std::string("no reason recorded") : reasons.front()));
  }
  // --decode video trains from NVDEC through a DALI video reader (M5); the trainers launch writes
  // jobs for read image files, so their job would read frames the planned storage does not hold.
  if (w.decode == Decode::video) {
    throw UsageError("launch --decode video: the trainers vsize writes jobs for (Ultralytics, YOLOv5, torchvision, "
                     "timm) read image files, not video through NVDEC (that needs a DALI video reader of your "
                     "own); leave out --decode video for a job that reads the frames extracted as JPEG files");
  }
  // A trainer whose arguments take no image size (torchvision's reference scripts) trains at the
  // model's own: a job sized at another --res would run out of memory or mistime (the batch was
  // sized at that size).
  const auto& args = e.family->launch_args;
  bool takes_res =
      std::any_of(args.begin(), args.end(), [](const std::string& a) { return a.find("{res}") != std::string::npos; });
  const int own_px = e.model->train_res_px.value_or(e.model->ref_res_px);
  if (!takes_res && w.res_px != own_px) {
    throw UsageError(fmt::format("launch --res {}: {} (the {} trainer) has no image-size option and trains {} at its "
                                 "own {} px; leave out --res for a job sized at that size",
                                 w.res_px, e.family->launch_program, e.family->id, e.model->id, own_px));
  }
  report::Job j = report::make_job(w, e, o);
  switch (o.format) {
  case LaunchFormat::k8s: return report::k8s_job(j);
  case LaunchFormat::torchrun: return report::torchrun_job(j);
  case LaunchFormat::slurm: break;
  }
  return report::slurm_job(j);
}

} // namespace vsize
