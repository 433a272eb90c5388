// The job as a Kubeflow PyTorchJob (kubeflow.org/v1): a Master and nodes - 1 Worker replicas,
// one pod per node with its GPUs (nvidia.com/gpu), the fabric's RDMA resource with IPC_LOCK
// (NVIDIA Network Operator's RDMA shared device example), the dataset's PersistentVolumeClaim, a
// memory-backed /dev/shm for the loader workers, and torchrun with the rendezvous the training operator injects into every
// pod (MASTER_ADDR, MASTER_PORT, RANK: the pod's replica rank) (training-operator
// examples/pytorch; the OCI OKE PyTorchJob guide).
#include "launch.hpp"

#include "vsize/error.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>

namespace vsize::report {

namespace {

// A YAML scalar: a JSON string is a valid YAML flow scalar.
std::string q(const std::string& s) { return nlohmann::json(s).dump(); }

// An env value Kubernetes takes literally: it expands $(VAR) in a container's env values and
// reduces $$ to $ (Kubernetes API reference, EnvVar.value), so every $ is written twice.
std::string literal_env(const std::string& s) {
  std::string out;
  for (char c : s) {
    out += c == '$' ? std::string("$$") : std::string(1, c);
  }
  return q(out);
}

std::string list(const std::vector<std::string>& items) {
  std::vector<std::string> quoted;
  for (const auto& i : items) {
    quoted.push_back(q(i));
  }
  return fmt::format("[{}]", fmt::join(quoted, ", "));
}

// The dataset: a PersistentVolumeClaim named after the job, mounted at the directory that holds
// --data's path (/data for the default /data/dataset), so the pod finds DATA. Writable: Ultralytics
// writes labels.cache beside the labels, and cache=disk its .npy files beside the images.
std::string data_mount_path(const Job& j) {
  // Normalised first: /data/../runs/ds is in /runs, which the pod mounts already (review s87 D7).
  std::string parent = std::filesystem::path(j.data).lexically_normal().parent_path().string();
  return parent.empty() ? std::string("/data") : parent;
}

// Where the trainers write their weights in a pod: a claim of its own, since a container's file
// system goes with the pod (Kubernetes: "Volumes": "on-disk files in a container are ephemeral").
constexpr const char* k_runs_path = "/runs";

// A dataset whose folder is / (no volume can be mounted there) or a folder the pod mounts
// already (two volumeMounts at one mountPath: the API server rejects the pod) has no mount of its
// own: refused with the path to give instead (review r19b #2).
void check_data_mount(const Job& j) {
  const std::string mount = data_mount_path(j);
  if (mount == "/" || mount == k_runs_path || mount == "/dev/shm") {
    throw UsageError(fmt::format("launch --format k8s --data {}: the pod mounts the dataset's folder as a volume, and "
                                 "{} cannot be it ({}); give the path inside the volume's own folder, e.g. /data/{}",
                                 j.data, mount,
                                 mount == "/" ? "the container's root" : "the pod mounts it for something else",
                                 std::filesystem::path(j.data).filename().string()));
  }
}

std::string data_claim(const Job& j) { return j.name + "-data"; }

std::string runs_claim(const Job& j) { return j.name + "-runs"; }

std::string data_comment(const Job& j) {
  check_data_mount(j);
  std::string out =
      fmt::format("# dataset: the PersistentVolumeClaim {} (create it, or edit the volume), mounted at {} "
                  "so that {} is in it\n"
                  "# weights and logs: the PersistentVolumeClaim {}, mounted at {} (a pod's own files go with it)\n",
                  q(data_claim(j)), data_mount_path(j), j.data, q(runs_claim(j)), k_runs_path);
  // A claim a single node attaches (ReadWriteOnce, the usual default) keeps the pods of other nodes
  // Pending; the trainers write beside the data (label caches) and every rank to the runs folder
  // (Kubernetes "Persistent Volumes": access modes).
  if (j.nodes > 1 || j.jobs > 1) {
    out += "# both claims with accessModes ReadWriteMany: pods on several nodes mount them\n";
  }
  // Slurm's job gets every thread it was sized for; a node's pods leave the kubelet its reserve
  // (size_resources), which the two formats' counts differ by (review r19b #8).
  if (j.k8s_cpus < j.cpus_per_node) {
    out += fmt::format("# cpu: {} a pod where Slurm's job takes {}: a node's pods leave the kubelet a CPU (its "
                       "reserve), else they stay Pending\n",
                       j.k8s_cpus, j.cpus_per_node);
  }
  return out;
}

// The volumes and their mounts at `indent` spaces: the dataset's claim and a memory-backed
// /dev/shm for the loader workers.
std::string volume_mounts(const Job& j, int indent) {
  std::string pad(static_cast<std::size_t>(indent), ' ');
  return fmt::format("{0}volumeMounts:\n{0}  - name: data\n{0}    mountPath: {1}\n"
                     "{0}  - name: runs\n{0}    mountPath: {2}\n"
                     "{0}  - name: dshm\n{0}    mountPath: /dev/shm\n",
                     pad, q(data_mount_path(j)), k_runs_path);
}

std::string volumes(const Job& j, int indent) {
  std::string pad(static_cast<std::size_t>(indent), ' ');
  return fmt::format("{0}volumes:\n{0}  - name: data\n{0}    persistentVolumeClaim:\n{0}      claimName: {1}\n"
                     "{0}  - name: runs\n{0}    persistentVolumeClaim:\n{0}      claimName: {2}\n"
                     "{0}  - name: dshm\n{0}    emptyDir:\n{0}      medium: Memory\n",
                     pad, q(data_claim(j)), q(runs_claim(j)));
}

// A job that writes the trainer's hyp file first (YOLOv5's AdamW rates) runs its command through
// bash: "bash -c SCRIPT NAME ARGS..." sets $0 and $@ to the command, which the script runs after the
// file is written. Kubernetes expands $(VAR) in command and args and reduces $$ to $ (EnvVar.value),
// so the script's $ are written twice.
// The CPUs and memory a pod asks for, its limits equal to its requests: a Guaranteed pod, whose
// whole CPUs the kubelet's static CPU manager pins and the Topology Manager aligns with its GPUs
// (Kubernetes: "Pod Quality of Service Classes", "Control CPU Management Policies on the Node");
// a memory-backed /dev/shm counts against that memory (review r19b #9).
std::string cpu_memory(const Job& j, int indent) {
  std::string pad(static_cast<std::size_t>(indent), ' ');
  return fmt::format("{0}cpu: {1}\n{0}memory: {2}Gi\n", pad, j.k8s_cpus,
                     static_cast<long long>(std::ceil(j.memory_gib)));
}

std::vector<std::string> with_setup(const Job& j, std::vector<std::string> words) {
  std::string setup = hyp_command(j, k_runs_path);
  if (setup.empty()) {
    return words;
  }
  std::string script;
  for (char c : setup + " && exec \"$0\" \"$@\"") {
    script += c == '$' ? std::string("$$") : std::string(1, c);
  }
  words.insert(words.begin(), {"bash", "-c", script});
  return words;
}

std::vector<std::string> command(const Job& j) {
  if (!j.torchrun) {
    return {j.program};
  }
  return {"torchrun"};
}

std::vector<std::string> args(const Job& j) {
  std::vector<std::string> a;
  if (j.torchrun) {
    a = {fmt::format("--nnodes={}", j.nodes),
         fmt::format("--nproc-per-node={}", j.gpus_per_node),
         "--node-rank=$(RANK)",
         "--master-addr=$(MASTER_ADDR)",
         "--master-port=$(MASTER_PORT)",
         j.program};
  }
  for (const auto& t : trainer_args(j, "$(DATA)", j.name, k_runs_path)) {
    a.push_back(t);
  }
  return a;
}

std::string replica(const Job& j, const char* role, int replicas) {
  std::string out = fmt::format("    {}:\n      replicas: {}\n      restartPolicy: OnFailure\n", role, replicas);
  out += "      template:\n";
  if (!j.k8s_network.empty()) {
    out += fmt::format("        metadata:\n          annotations:\n            # {}\n"
                       "            k8s.v1.cni.cncf.io/networks: {}\n",
                       j.k8s_network_about, q(j.k8s_network));
  }
  out += "        spec:\n          containers:\n            - name: pytorch\n";
  out += fmt::format("              image: {}\n", q(j.image));
  std::vector<std::string> words = command(j);
  std::vector<std::string> rest = args(j);
  words.insert(words.end(), rest.begin(), rest.end());
  words = with_setup(j, words);
  out += fmt::format("              command: {}\n", list({words.front()}));
  out += fmt::format("              args: {}\n", list({words.begin() + 1, words.end()}));
  out += fmt::format("              env:\n                - name: DATA\n                  value: {}\n",
                     literal_env(j.data));
  for (const auto& [name, value] : j.env) {
    // Inside the pod the fabric's interfaces are Multus' (a TCP fabric), not the host's.
    const std::string& v = name == "NCCL_SOCKET_IFNAME" && !j.k8s_socket_ifname.empty() ? j.k8s_socket_ifname : value;
    // The HCA prefix's caveat, as the shell formats say it beside their export (review s87 D11).
    if (name == "NCCL_IB_HCA") {
      for (const auto& line : j.env_about) out += "                # " + line + "\n";
    }
    out += fmt::format("                - name: {}\n                  value: {}\n", name, q(v));
  }
  std::string resources = fmt::format("                  nvidia.com/gpu: {}\n", j.gpus_per_node);
  if (!j.rdma_resource.empty()) {
    // The device plugin's name for it is the site's (review s73): said where it is asked for.
    resources += fmt::format("                  {}: 1  # the RDMA device plugin's resource as the site names it\n",
                             j.rdma_resource);
  }
  resources += cpu_memory(j, 18);
  out += "              resources:\n                limits:\n" + resources + "                requests:\n" + resources;
  if (!j.rdma_resource.empty()) {
    out += "              securityContext:\n                capabilities:\n                  add: [\"IPC_LOCK\"]\n";
  }
  return out + volume_mounts(j, 14) + volumes(j, 10);
}

// Trainings side by side: an Indexed Job (batch/v1) of as many pods, each with one GPU or one
// MIG instance (the GPU Operator's mixed MIG strategy: the resource nvidia.com/mig-<profile>).
std::string indexed_job(const Job& j) {
  std::string out;
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  out += data_comment(j);
  out += "apiVersion: batch/v1\nkind: Job\n";
  out += fmt::format("metadata:\n  name: {}\n", q(j.name));
  out += fmt::format("spec:\n  completionMode: Indexed\n  completions: {}\n  parallelism: {}\n", j.jobs, j.jobs);
  out += "  template:\n    spec:\n      restartPolicy: OnFailure\n      containers:\n        - name: train\n";
  out += fmt::format("          image: {}\n", q(j.image));
  // The Job controller sets JOB_COMPLETION_INDEX in an Indexed Job's pods (Kubernetes: "Job",
  // completion mode Indexed), which $(VAR) expands in the container's args.
  std::vector<std::string> words =
      with_setup(j, single_device_command(j, "$(DATA)", "task$(JOB_COMPLETION_INDEX)", k_runs_path));
  out += fmt::format("          command: {}\n", list({words.front()}));
  out += fmt::format("          args: {}\n", list({words.begin() + 1, words.end()}));
  out += fmt::format("          env:\n            - name: DATA\n              value: {}\n", literal_env(j.data));
  for (const auto& [name, value] : j.env) {
    out += fmt::format("            - name: {}\n              value: {}\n", name, q(value));
  }
  std::string resources = fmt::format("              {}: 1\n",
                                      j.mig_profile.empty() ? "nvidia.com/gpu" : "nvidia.com/mig-" + j.mig_profile);
  resources += cpu_memory(j, 14);
  out += "          resources:\n            limits:\n" + resources + "            requests:\n" + resources;
  return out + volume_mounts(j, 10) + volumes(j, 6);
}

} // namespace

std::string k8s_job(const Job& j) {
  if (j.jobs > 1) {
    return indexed_job(j);
  }
  std::string out;
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  out += data_comment(j);
  out += "apiVersion: kubeflow.org/v1\nkind: PyTorchJob\n";
  out += fmt::format("metadata:\n  name: {}\n", q(j.name));
  out += "spec:\n  pytorchReplicaSpecs:\n";
  out += replica(j, "Master", 1);
  if (j.nodes > 1) {
    out += replica(j, "Worker", j.nodes - 1);
  }
  return out;
}

} // namespace vsize::report
