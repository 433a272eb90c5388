// The job as a Slurm batch script: one task per node, torchrun on each starting its GPUs' ranks,
// with a c10d rendezvous on the first node (pytorch/examples ddp-tutorial-series/slurm/
// sbatch_run.sh at 0646d69; one task per node with --gres or --gpus-per-node: Slurm sbatch
// documentation). A trainer that spawns its own DDP runs once on its one node.
#include "launch.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace vsize::report {

namespace {

// Since Slurm 22.05 srun does not inherit --cpus-per-task from sbatch: "It must be requested again
// with the call to srun or set with the SRUN_CPUS_PER_TASK environment variable" (sbatch(1),
// --cpus-per-task). Without it the step's processes and loader workers share one CPU.
std::string srun_cpus(const Job& j) {
  return fmt::format("# srun (Slurm 22.05+) does not inherit --cpus-per-task: the workers need the step's CPUs\n"
                     "export SRUN_CPUS_PER_TASK={}\n",
                     j.cpus_per_node);
}

// --time: the slow end of vsize's band rounded up to the hour, as D-HH:MM:SS (sbatch(1): "Acceptable
// time formats include ... days-hours:minutes:seconds"). Without it the partition's DefaultTime
// ends the job, often within hours (review r19b #1).
std::string time_limit(const Job& j) {
  if (j.time_limit_s <= 0) {
    return "";
  }
  const long long hours = std::max(1LL, static_cast<long long>(std::ceil(j.time_limit_s / 3600.0)));
  return fmt::format("#SBATCH --time={}-{:02d}:00:00\n", hours / 24, hours % 24);
}

std::string command_line(const Job& j) {
  std::vector<std::string> args;
  for (const auto& a : trainer_args(j, "$DATA", j.name, k_shell_runs_dir)) {
    args.push_back(shell_word(a, true));
  }
  std::string trainer = fmt::format("{} {}", j.program, fmt::join(args, " "));
  if (!j.torchrun) {
    return "srun " + trainer;
  }
  return fmt::format("srun torchrun --nnodes={} --nproc-per-node={} \\\n"
                     "  --rdzv-id=\"$SLURM_JOB_ID\" --rdzv-backend=c10d --rdzv-endpoint=\"$head_node:{}\" \\\n"
                     "  {}",
                     j.nodes, j.gpus_per_node, j.rendezvous_port, trainer);
}

// Trainings side by side: a job array, a task each with its GPU or MIG instance (Slurm sets
// CUDA_VISIBLE_DEVICES to it; MIG instances are GRES types named by their profile, gres.conf
// AutoDetect=nvml: Slurm's GRES documentation, "MIG Management").
std::string array_job(const Job& j) {
  std::string out = "#!/bin/bash\n";
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  out += fmt::format("#SBATCH --job-name={}\n", j.name);
  out += fmt::format("#SBATCH --array=0-{}\n", j.jobs - 1);
  out += "#SBATCH --nodes=1\n#SBATCH --ntasks=1\n";
  if (!j.mig_profile.empty()) {
    // The GRES type is the site's gres.conf's (review s73): AutoDetect=nvml's name, said so.
    out += "# gres: the MIG type as gres.conf's AutoDetect=nvml names it; a hand-written gres.conf may name it "
           "otherwise\n";
  }
  out += fmt::format("#SBATCH --gres=gpu:{}1\n", j.mig_profile.empty() ? "" : j.mig_profile + ":");
  out += fmt::format("#SBATCH --cpus-per-task={}\n", j.cpus_per_node);
  out += fmt::format("#SBATCH --mem={}G\n", static_cast<long long>(std::ceil(j.memory_gib)));
  out += time_limit(j);
  out += "set -euo pipefail\n\n";
  out += srun_cpus(j);
  out += data_export(j);
  out += env_exports(j);
  out += hyp_setup(j);
  std::vector<std::string> words;
  for (const auto& a : single_device_command(j, "$DATA", "task$SLURM_ARRAY_TASK_ID", k_shell_runs_dir)) {
    words.push_back(shell_word(a, true));
  }
  return out + fmt::format("\n# each of the {} array tasks: one training on its {}\nsrun {}\n", j.jobs, job_device(j),
                           fmt::join(words, " "));
}

// The hyp file of a job on several nodes: the batch script runs on the first node alone, and each
// node's train.py reads --hyp by a path relative to its own folder, which need not be shared (a
// node-local checkout): one srun task a node writes it (review s77 R1). The write is atomic where
// the folder is shared.
std::string nodes_hyp_setup(const Job& j) {
  const std::string cmd = hyp_command(j, k_shell_runs_dir);
  if (j.nodes <= 1 || cmd.empty()) {
    return hyp_setup(j);
  }
  return "# the trainer's rates (see rates: above), written on every node: each node's trainer reads them\n"
         "srun bash -c " +
         shell_word(cmd) + "\n";
}

} // namespace

std::string slurm_job(const Job& j) {
  if (j.jobs > 1) {
    return array_job(j);
  }
  std::string out = "#!/bin/bash\n";
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  out += fmt::format("#SBATCH --job-name={}\n", j.name);
  out += fmt::format("#SBATCH --nodes={}\n", j.nodes);
  out += "#SBATCH --ntasks-per-node=1\n";
  out += fmt::format("#SBATCH --gpus-per-node={}\n", j.gpus_per_node);
  out += fmt::format("#SBATCH --cpus-per-task={}\n", j.cpus_per_node);
  out += fmt::format("#SBATCH --mem={}G\n", static_cast<long long>(std::ceil(j.memory_gib)));
  out += "#SBATCH --exclusive\n";
  out += time_limit(j);
  out += "set -euo pipefail\n\n";
  out += srun_cpus(j);
  out += data_export(j);
  out += env_exports(j);
  out += nodes_hyp_setup(j);
  if (j.torchrun) {
    out += "\n# the first node hosts the rendezvous\n";
    out += "nodes=( $(scontrol show hostnames \"$SLURM_JOB_NODELIST\") )\n";
    out += "head_node=${nodes[0]}\n";
    // The head node by the name Slurm itself reaches it by: `hostname --ip-address` answers
    // 127.0.1.1 where /etc/hosts maps the host's own name there (Debian's default), which puts
    // the rendezvous on the loopback (hostname(1): "Avoid using this option").
  }
  return out + "\n" + command_line(j) + "\n";
}

} // namespace vsize::report
