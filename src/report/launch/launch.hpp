#pragma once
// What launch's formats share (src/report/launch): the job one configuration needs, described
// once, and written as an sbatch script, a Kubeflow PyTorchJob or the torchrun command.
#include "vsize/evaluation.hpp"
#include "vsize/report.hpp"

#include <string>
#include <utility>
#include <vector>

namespace vsize::report {

// The job: the cluster's shape, what each node starts, and NCCL's environment.
struct Job {
  std::string name;
  int nodes = 1;
  int gpus_per_node = 0;
  // Trainings side by side on all nodes (--mode per-gpu: one a GPU; mig: one a MIG instance of
  // mig_profile), each a process on one device, with its share of its node's cores and RAM below;
  // 1: one training over the nodes' GPUs (DDP).
  int jobs = 1;
  std::string mig_profile; // "1g.24gb" in MIG mode, else ""
  int cpus_per_node = 0; // hardware threads for the ranks and loader workers; per job when jobs > 1
  // What a Kubernetes pod requests of them: the node's allocatable CPU, not its capacity, holds the
  // pods (kubelet's reserve), so the pods together leave it one CPU; per pod when jobs > 1.
  int k8s_cpus = 0;
  double memory_gib = 0; // the RAM the job holds beyond the OS, GiB; per job when jobs > 1
  bool torchrun = true; // false: the trainer spawns its own DDP on one node (Ultralytics)
  std::string program; // the trainer's script or command
  // The trainer's arguments, sized; {data} marks the dataset, which each format refers to in
  // its own way ($DATA in a shell, $(DATA) in a Kubernetes container).
  std::vector<std::string> args;
  // Where the trainer writes (the family's launch_run_args): {out} the outputs' folder, {run} the
  // run's name (the job's, or a task's own side by side).
  std::vector<std::string> run_args;
  // The job's environment: NCCL settings of the fabric and the PyTorch allocator's, each a default
  // the site may set beforehand.
  std::vector<std::pair<std::string, std::string>> env;
  // Of them, those a shell job refuses to start without (${VAR:?...}): a TCP fabric's interfaces,
  // which only the site knows by name; the value beside them in `env` is an example.
  std::vector<std::string> env_required;
  // Why a TCP fabric's NCCL_SOCKET_IFNAME needs the site's port names (comment lines above the
  // exports; empty otherwise).
  std::vector<std::string> env_about;
  // YOLOv5 reads its rates from a hyp file alone: the job writes a copy of the trainer's own with
  // these keys set (key, value) before it starts, at {hyp} in the arguments; empty: none.
  std::vector<std::pair<std::string, std::string>> hyp_overrides;
  std::string rdma_resource; // the Kubernetes resource for RDMA ("" for none)
  // RoCE: the Multus network that gives the pod its RoCE interface, whose IP sets the GID NCCL
  // uses (NCCL_IB_GID_INDEX=3 is RoCEv2 over IPv4); a TCP fabric: one network per fabric NIC,
  // without which the pod has only the cluster network's interface; "" for none. The comment
  // says what it is; k8s_socket_ifname is NCCL_SOCKET_IFNAME inside such a pod.
  std::string k8s_network;
  std::string k8s_network_about;
  std::string k8s_socket_ifname;
  std::string data;
  std::string image;
  double time_limit_s = 0; // the slow end of vsize's band for the training (one job's when jobs > 1)
  int rendezvous_port = 29400; // torchrun's default (PyTorch elastic quickstart)
  std::vector<std::string> about; // comment lines: what vsize sized and why
};

Job make_job(const Workload& w, const Evaluation& e, const LaunchOptions& o);

// The trainer's arguments with {data} as `data_ref`.
// The trainer's arguments with its dataset (`data_ref`) and where it writes: `out_ref` the outputs'
// folder, `run_ref` the run's name (the family's launch_run_args).
std::vector<std::string> trainer_args(const Job& j, const std::string& data_ref, const std::string& run_ref,
                                      const std::string& out_ref);

// The outputs' folder of a job run from a shell (Slurm, the node script): relative to where it starts.
inline constexpr const char* k_shell_runs_dir = "runs";

// A word for a POSIX shell: as is when safe, else in single quotes. `$VAR` references stay
// expandable when `expand` is set (double quotes).
std::string shell_word(const std::string& s, bool expand = false);

// `export DATA=...`: the job's dataset path, unless DATA is set, quoted for the shell.
std::string data_export(const Job& j);

// `export NCCL_...=${NCCL_...:-value}`: the fabric's NCCL settings, unless the site set them.
std::string env_exports(const Job& j);

// The trainer's hyp file a YOLOv5 job passes (hyp_overrides), relative to where a shell job starts.
std::string hyp_path(const Job& j, const std::string& out_ref);
// The shell command that writes it from the trainer's own (YOLOv5's data/hyps/hyp.scratch-low.yaml),
// atomically (jobs on several nodes may share the folder); "" when the job has none.
std::string hyp_command(const Job& j, const std::string& out_ref);
// The lines of a shell job that write it before the trainer starts, in the folder the job starts in
// (which a job on several nodes shares, as it shares the trainer's script); "" when it has none.
std::string hyp_setup(const Job& j);
// The rendezvous host: HEAD, required when the job spans nodes (localhost on one node).
std::string rendezvous_host(const Job& j);

// One of the jobs side by side (jobs > 1), as words: a torchrun trainer under `torchrun
// --standalone` with one process (a rendezvous of its own on a free port: torchrun's
// documentation), a trainer that spawns its own DDP by itself; {data} as `data_ref`.
// One training on one device (side by side): `run_ref` names its run in the format's own way
// ("task$SLURM_ARRAY_TASK_ID", "task$(JOB_COMPLETION_INDEX)", "task$i").
std::vector<std::string> single_device_command(const Job& j, const std::string& data_ref, const std::string& run_ref,
                                               const std::string& out_ref);

// The jobs side by side on each node.
int jobs_per_node(const Job& j);

// "a GPU" or "a MIG instance 1g.24gb": what each of the jobs side by side gets.
std::string job_device(const Job& j);

std::string slurm_job(const Job& j);
std::string k8s_job(const Job& j);
std::string torchrun_job(const Job& j);

} // namespace vsize::report
