// The job as the plain command to run on every node: torchrun with a c10d rendezvous hosted on
// the first node (PyTorch elastic quickstart: "torchrun --nnodes=NUM_NODES
// --nproc_per_node=TRAINERS_PER_NODE --rdzv_id=JOB_ID --rdzv_backend=c10d
// --rdzv_endpoint=HOST_NODE_ADDR", port 29400 by default). A trainer that spawns its own DDP
// runs once on its one node.
#include "launch.hpp"

#include <fmt/format.h>

namespace vsize::report {

namespace {

// Trainings side by side on this node, each with CUDA_VISIBLE_DEVICES set to its GPU's index or
// its MIG instance's UUID (nvidia-smi -L lists them: "MIG 1g.24gb Device 0: (UUID: MIG-...)";
// CUDA's MIG user guide). Each run is named after the node and its device, so that nodes sharing
// the runs folder write apart; the script waits for each and fails if any training failed, or if
// the node has not the devices it was sized for (review r19b #7: a bare `wait` returns 0).
std::string side_by_side(const Job& j) {
  std::string out = "#!/bin/bash\n";
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  out += "set -uo pipefail\n";
  out += data_export(j);
  out += env_exports(j);
  out += hyp_setup(j);
  if (j.nodes > 1) {
    out += fmt::format("# Run this on each of the {} node(s): {} trainings each.\n", j.nodes, jobs_per_node(j));
  }
  if (j.mig_profile.empty()) {
    out += fmt::format("devices=( $(seq 0 {}) )\n", jobs_per_node(j) - 1);
  } else {
    out += fmt::format("# the {} MIG instances {}, created beforehand (nvidia-smi mig -cgi ... -C)\n", jobs_per_node(j),
                       j.mig_profile);
    out += fmt::format("devices=( $(nvidia-smi -L | grep -F 'MIG {} ' | grep -o 'MIG-[0-9a-f-]*') )\n", j.mig_profile);
    out += fmt::format("if [ \"${{#devices[@]}}\" -ne {0} ]; then\n"
                       "  echo \"found ${{#devices[@]}} MIG {1} instances, not the {0} this job was sized for\" >&2\n"
                       "  exit 1\nfi\n",
                       jobs_per_node(j), j.mig_profile);
  }
  std::vector<std::string> words;
  for (const auto& a : single_device_command(j, "$DATA", "task-$node-$i", k_shell_runs_dir)) {
    words.push_back(shell_word(a, true));
  }
  out += "node=$(hostname -s)\npids=()\n";
  out += "for i in \"${!devices[@]}\"; do\n";
  out += fmt::format("  CUDA_VISIBLE_DEVICES=\"${{devices[$i]}}\" {} &\n", fmt::join(words, " "));
  out += "  pids+=( $! )\ndone\n";
  return out + "failed=0\nfor pid in \"${pids[@]}\"; do\n  wait \"$pid\" || failed=$((failed + 1))\ndone\n"
               "if [ \"$failed\" -gt 0 ]; then\n  echo \"$failed of ${#pids[@]} trainings failed\" >&2\n  exit 1\nfi\n";
}

} // namespace

std::string torchrun_job(const Job& j) {
  if (j.jobs > 1) {
    return side_by_side(j);
  }
  std::string out = "#!/bin/bash\n";
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  if (j.torchrun) {
    out += fmt::format("# Run the same command on each of the {} node(s); HEAD is the address of the first, which "
                       "hosts the rendezvous.\n",
                       j.nodes);
  }
  out += data_export(j);
  out += env_exports(j);
  out += hyp_setup(j);
  std::vector<std::string> words;
  if (j.torchrun) {
    words = {"torchrun",
             fmt::format("--nnodes={}", j.nodes),
             fmt::format("--nproc-per-node={}", j.gpus_per_node),
             fmt::format("--rdzv-id={}", shell_word(j.name)),
             "--rdzv-backend=c10d",
             fmt::format("--rdzv-endpoint=\"{}:{}\"", rendezvous_host(j), j.rendezvous_port),
             j.program};
  } else {
    words = {j.program};
  }
  for (const auto& a : trainer_args(j, "$DATA", j.name, k_shell_runs_dir)) {
    words.push_back(shell_word(a, true));
  }
  return out + fmt::format("{}", fmt::join(words, " ")) + "\n";
}

} // namespace vsize::report
