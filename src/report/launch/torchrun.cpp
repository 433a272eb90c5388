// The job as the plain command to run on every node: torchrun with a c10d rendezvous hosted on
// the first node (PyTorch elastic quickstart: "torchrun --nnodes=NUM_NODES
// --nproc_per_node=TRAINERS_PER_NODE --rdzv_id=JOB_ID --rdzv_backend=c10d
// --rdzv_endpoint=HOST_NODE_ADDR", port 29400 by default). A trainer that spawns its own DDP
// runs once on its one node.
#include "launch.hpp"

#include <fmt/format.h>

namespace vsize::report {

std::string torchrun_job(const Job& j) {
  std::string out = "#!/bin/bash\n";
  for (const auto& line : j.about) {
    out += "# " + line + "\n";
  }
  if (j.torchrun) {
    out += fmt::format("# Run the same command on each of the {} node(s); HEAD is the address of the first, which "
                       "hosts the rendezvous.\n",
                       j.nodes);
  }
  out += fmt::format("export DATA=\"${{DATA:-{}}}\"\n", j.data);
  for (const auto& [name, value] : j.env) {
    out += fmt::format("export {}={}\n", name, shell_word(value));
  }
  std::vector<std::string> words;
  if (j.torchrun) {
    words = {"torchrun",
             fmt::format("--nnodes={}", j.nodes),
             fmt::format("--nproc-per-node={}", j.gpus_per_node),
             fmt::format("--rdzv-id={}", shell_word(j.name)),
             "--rdzv-backend=c10d",
             fmt::format("--rdzv-endpoint=\"${{HEAD:-localhost}}:{}\"", j.rendezvous_port),
             j.program};
  } else {
    words = {j.program};
  }
  for (const auto& a : trainer_args(j, "$DATA")) {
    words.push_back(shell_word(a, true));
  }
  return out + fmt::format("{}", fmt::join(words, " ")) + "\n";
}

} // namespace vsize::report
