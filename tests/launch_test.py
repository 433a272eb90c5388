#!/usr/bin/env python3
"""The jobs `vsize launch` writes, parsed and run against dry-run stubs (issue 27 item 5).

For 4 nodes x 8 H200 NVL training ViT-L/16 over NDR:
  --format k8s       parsed by a YAML parser (PyYAML): a Kubeflow PyTorchJob, Master 1 + Worker 3
                     replicas, 8 GPUs and the fabric's RDMA resource each; each replica's container
                     command is run against the torchrun stub with Kubernetes' $(VAR) expansion
  --format slurm     read by line (#SBATCH --nodes=4, --gpus-per-node=8, ...), checked by bash -n
                     and run with stub scontrol/srun: srun starts the torchrun stub once per node
  --format torchrun  run on each of the 4 nodes with HEAD set
The torchrun stub parses torchrun's own options and then the trainer's (timm train.py) with
argparse, and records what it would start; the test checks 4 x 8 = 32 ranks, one rendezvous, and
the trainer arguments of the sized workload (batch per GPU from `vsize check --format json`).

Trainings side by side (--mode per-gpu on 4 RTX PRO 6000 SE, --mode mig on its MIG instances): a
Slurm job array of one-GPU (or one-instance) tasks, a Kubernetes Indexed Job of one-GPU pods, and a
node script that starts one `torchrun --standalone` per GPU with CUDA_VISIBLE_DEVICES set to it (the
MIG instances' UUIDs from a stub nvidia-smi -L).

Usage: launch_test.py VSIZE
"""
import json
import os
import re
import shlex
import stat
import subprocess
import sys
import tempfile

import yaml

ARGS = ["--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--fabric", "ib-ndr-400", "--model", "vit-l16",
        "--res", "224", "--dataset", "1281167"]

TORCHRUN_STUB = r'''#!/usr/bin/env python3
import argparse, json, os, sys
p = argparse.ArgumentParser(prog="torchrun")
p.add_argument("--nnodes", "--nnodes", type=int, required=True)
p.add_argument("--nproc-per-node", "--nproc_per_node", dest="nproc", type=int, required=True)
p.add_argument("--rdzv-id", "--rdzv_id", dest="rdzv_id")
p.add_argument("--rdzv-backend", "--rdzv_backend", dest="rdzv_backend")
p.add_argument("--rdzv-endpoint", "--rdzv_endpoint", dest="rdzv_endpoint")
p.add_argument("--node-rank", "--node_rank", dest="node_rank", type=int)
p.add_argument("--master-addr", "--master_addr", dest="master_addr")
p.add_argument("--master-port", "--master_port", dest="master_port", type=int)
p.add_argument("--standalone", action="store_true")
p.add_argument("script")
p.add_argument("script_args", nargs=argparse.REMAINDER)
a = p.parse_args()
# timm train.py's options that vsize passes (train.py: -b/--batch-size per process, -j/--workers,
# --num-classes).
t = argparse.ArgumentParser(prog=a.script)
t.add_argument("--model", required=True)
t.add_argument("--data-dir", required=True)
t.add_argument("-b", "--batch-size", type=int, required=True)
t.add_argument("--img-size", type=int, required=True)
# --img-size reaches the data pipeline only; the model's own size goes in as a create_model kwarg
# (train.py: --model-kwargs, nargs='*', utils.ParseKwargs), else its PatchEmbed refuses the input.
t.add_argument("--model-kwargs", nargs="*", default=[])
t.add_argument("--epochs", type=int, required=True)
t.add_argument("-j", "--workers", type=int, required=True)
t.add_argument("--amp", action="store_true")
t.add_argument("--opt", required=True)
# timm without --lr scales its SGD base rate 0.1 for AdamW too; vsize passes the rate for the batch.
t.add_argument("--lr", type=float, required=True)
t.add_argument("--weight-decay", type=float, required=True)
t.add_argument("--num-classes", type=int, required=True)  # timm's default is the model's (ImageNet 1000)
# A training side by side names its run (the output sub-folder), so that they write apart.
t.add_argument("--experiment", default="")
t.add_argument("--output", default="")  # the outputs' folder (a Kubernetes job's volume)
ta = t.parse_args(a.script_args)
rec = {"nnodes": a.nnodes, "nproc": a.nproc, "rdzv_backend": a.rdzv_backend, "rdzv_endpoint": a.rdzv_endpoint,
       "node_rank": a.node_rank, "master_addr": a.master_addr, "master_port": a.master_port, "script": a.script,
       "standalone": a.standalone, "devices": os.environ.get("CUDA_VISIBLE_DEVICES"),
       "node": os.environ.get("STUB_NODE", ""), "train": vars(ta)}
with open(os.environ["STUB_LOG"], "a") as f:
    f.write(json.dumps(rec) + "\n")
fail = os.environ.get("STUB_FAIL_DEVICE")
sys.exit(1 if fail is not None and fail == os.environ.get("CUDA_VISIBLE_DEVICES") else 0)
'''

# srun: `srun CMD...` starts CMD once per node (one task per node), as --ntasks-per-node=1 does.
SRUN_STUB = r'''#!/bin/bash
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    -w|-N|-n) shift 2 ;;
    -*) shift ;;
    *) break ;;
  esac
done
for i in $(seq 1 "$SLURM_JOB_NUM_NODES"); do STUB_NODE="node$i" "$@" || exit 1; done
'''

SCONTROL_STUB = r'''#!/bin/bash
[ "$1 $2" = "show hostnames" ] || exit 1
for i in $(seq 1 "$SLURM_JOB_NUM_NODES"); do echo "node$i"; done
'''


def vsize(binary, *args):
    r = subprocess.run([binary, *args], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"vsize {' '.join(args)}: exit {r.returncode}: {r.stderr}"
    return r.stdout


def write_stub(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)


def records(log):
    if not os.path.exists(log):
        return []
    with open(log) as f:
        out = [json.loads(line) for line in f]
    os.remove(log)
    return out


def check_records(recs, expect, failures, what):
    """One torchrun per node, 4 x 8 ranks, the sized trainer arguments."""
    if len(recs) != 4:
        failures.append(f"{what}: {len(recs)} torchrun starts, not 4")
        return
    for r in recs:
        if (r["nnodes"], r["nproc"]) != (4, 8):
            failures.append(f"{what}: torchrun --nnodes {r['nnodes']} --nproc-per-node {r['nproc']}, not 4 x 8")
        if r["script"] != "train.py":
            failures.append(f"{what}: runs {r['script']}, not train.py")
        for key, value in expect.items():
            if r["train"][key] != value:
                failures.append(f"{what}: train.py {key} {r['train'][key]!r}, expected {value!r}")


def test_slurm(binary, stubs, env, expect, failures):
    script = vsize(binary, "launch", *ARGS, "--format", "slurm")
    lines = script.splitlines()
    if lines[0] != "#!/bin/bash":
        failures.append("slurm: no #!/bin/bash first line")
    sbatch = dict(re.match(r"#SBATCH (--[a-z-]+)=(.*)", l).groups() for l in lines if l.startswith("#SBATCH --") and
                  "=" in l)
    for key, value in {"--nodes": "4", "--gpus-per-node": "8", "--ntasks-per-node": "1"}.items():
        if sbatch.get(key) != value:
            failures.append(f"slurm: #SBATCH {key}={sbatch.get(key)}, expected {value}")
    # Slurm 22.05+: srun does not inherit --cpus-per-task (sbatch(1)); the step gets it again.
    if f"export SRUN_CPUS_PER_TASK={sbatch.get('--cpus-per-task')}" not in lines:
        failures.append("slurm: SRUN_CPUS_PER_TASK is not the job's --cpus-per-task (srun would give one CPU)")
    # sbatch reads #SBATCH lines only before the first command.
    first_command = next(i for i, l in enumerate(lines) if l and not l.startswith("#"))
    if any(l.startswith("#SBATCH") for l in lines[first_command:]):
        failures.append("slurm: an #SBATCH line after the first command (sbatch ignores it)")
    path = os.path.join(stubs, "job.sbatch")
    with open(path, "w") as f:
        f.write(script)
    if subprocess.run(["bash", "-n", path]).returncode != 0:
        failures.append("slurm: bash -n rejects the script")
    run_env = dict(env, SLURM_JOB_NODELIST="node[1-4]", SLURM_JOB_ID="4242", SLURM_JOB_NUM_NODES="4")
    r = subprocess.run(["bash", path], env=run_env, capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        failures.append(f"slurm: the script fails under the stubs: {r.stderr.strip()}")
    recs = records(env["STUB_LOG"])
    check_records(recs, expect, failures, "slurm")
    if any(r["rdzv_backend"] != "c10d" or r["rdzv_endpoint"] != "node1:29400" for r in recs):
        failures.append("slurm: not one c10d rendezvous at the head node (by its Slurm name)")


def expand(text, env):
    """Kubernetes' $(VAR) expansion in a container's command and args."""
    return re.sub(r"\$\((\w+)\)", lambda m: env.get(m.group(1), m.group(0)), text)


def k8s_env_value(value, env):
    """What a container sees of an env value: $$ -> $, $(VAR) -> its value where defined."""
    out, i = "", 0
    while i < len(value):
        if value.startswith("$$", i):
            out, i = out + "$", i + 2
        elif value.startswith("$(", i) and ")" in value[i:]:
            end = value.index(")", i)
            name = value[i + 2:end]
            out, i = out + env.get(name, value[i:end + 1]), end + 1
        else:
            out, i = out + value[i], i + 1
    return out


def test_k8s(binary, env, expect, failures):
    job = yaml.safe_load(vsize(binary, "launch", *ARGS, "--format", "k8s"))
    if (job.get("apiVersion"), job.get("kind")) != ("kubeflow.org/v1", "PyTorchJob"):
        failures.append(f"k8s: {job.get('apiVersion')} {job.get('kind')}, not a kubeflow.org/v1 PyTorchJob")
        return
    specs = job["spec"]["pytorchReplicaSpecs"]
    replicas = {role: specs[role]["replicas"] for role in specs}
    if replicas != {"Master": 1, "Worker": 3}:
        failures.append(f"k8s: replicas {replicas}, expected Master 1 and Worker 3 (4 nodes)")
    rank = 0
    for role in ("Master", "Worker"):
        pod = specs[role]["template"]["spec"]
        container = pod["containers"][0]
        # Limits equal to the requests: a Guaranteed pod, whose CPUs the static CPU manager pins
        # (review r19b #9).
        if container["resources"]["limits"] != container["resources"]["requests"] or \
                "cpu" not in container["resources"]["limits"]:
            failures.append(f"k8s: {role} limits {container['resources']['limits']} are not its requests")
        for kind in ("limits", "requests"):
            res = container["resources"][kind]
            if res.get("nvidia.com/gpu") != 8:
                failures.append(f"k8s: {role} {kind} nvidia.com/gpu {res.get('nvidia.com/gpu')}, not 8")
            if "rdma/rdma_shared_device_a" not in res:
                failures.append(f"k8s: {role} {kind} without the fabric's RDMA resource")
        if not any(v.get("emptyDir", {}).get("medium") == "Memory" for v in pod.get("volumes", [])):
            failures.append(f"k8s: {role} without a memory-backed /dev/shm")
        pod_env = {e["name"]: e["value"] for e in container.get("env", [])}
        # The dataset DATA names is on a mounted volume (a PersistentVolumeClaim): it had none.
        claims = {v["name"] for v in pod.get("volumes", []) if "persistentVolumeClaim" in v}
        mounts = [m["mountPath"] for m in container.get("volumeMounts", []) if m["name"] in claims]
        data = pod_env.get("DATA", "").replace("$$", "$")
        if not any(data.startswith(m.rstrip("/") + "/") for m in mounts):
            failures.append(f"k8s: {role}: DATA {data} is on no mounted volume (mounts {mounts})")
        for _ in range(replicas.get(role, 0)):
            # The training operator sets MASTER_ADDR, MASTER_PORT and RANK (the replica's index).
            k8s_env = dict(pod_env, MASTER_ADDR="job-master-0", MASTER_PORT="23456", RANK=str(rank))
            argv = [expand(a, k8s_env) for a in container["command"] + container["args"]]
            subprocess.run(argv, env=dict(env, STUB_NODE=f"{role}-{rank}"), check=False, timeout=60)
            rank += 1
    recs = records(env["STUB_LOG"])
    check_records(recs, expect, failures, "k8s")
    if sorted(r["node_rank"] for r in recs) != [0, 1, 2, 3]:
        failures.append(f"k8s: node ranks {[r['node_rank'] for r in recs]}, not 0-3")


def test_torchrun(binary, stubs, env, expect, failures):
    script = vsize(binary, "launch", *ARGS, "--format", "torchrun")
    path = os.path.join(stubs, "node.sh")
    with open(path, "w") as f:
        f.write(script)
    for node in range(4):
        r = subprocess.run(["bash", path], env=dict(env, HEAD="10.0.0.1", STUB_NODE=str(node)), capture_output=True,
                           text=True, timeout=60)
        if r.returncode != 0:
            failures.append(f"torchrun: fails on node {node}: {r.stderr.strip()}")
    recs = records(env["STUB_LOG"])
    check_records(recs, expect, failures, "torchrun")
    if any(r["rdzv_endpoint"] != "10.0.0.1:29400" for r in recs):
        failures.append("torchrun: the rendezvous is not at HEAD:29400")


def test_tcp_fabric(binary, stubs, env, failures):
    """A TCP fabric's interfaces have names only the site knows: the Slurm job stops before srun
    with NCCL_SOCKET_IFNAME unset, naming it, and runs with it set (review r19b #4)."""
    args = ["--gpu", "h200-nvl", "--count", "8", "--nodes", "2", "--fabric", "eth-100g", "--model", "vit-l16",
            "--res", "224"]
    path = os.path.join(stubs, "tcp.sbatch")
    with open(path, "w") as f:
        f.write(vsize(binary, "launch", *args, "--format", "slurm"))
    run_env = dict(env, SLURM_JOB_NODELIST="node[1-2]", SLURM_JOB_ID="4243", SLURM_JOB_NUM_NODES="2")
    run_env.pop("NCCL_SOCKET_IFNAME", None)
    r = subprocess.run(["bash", path], env=run_env, capture_output=True, text=True, timeout=60)
    started = records(env["STUB_LOG"])
    if r.returncode == 0 or started or "NCCL_SOCKET_IFNAME: set NCCL_SOCKET_IFNAME to the fabric" not in r.stderr:
        failures.append(f"tcp slurm without NCCL_SOCKET_IFNAME: rc {r.returncode}, {len(started)} started, "
                        f"{r.stderr.strip()!r}")
    r = subprocess.run(["bash", path], env=dict(run_env, NCCL_SOCKET_IFNAME="==ens1f0"), capture_output=True,
                       text=True, timeout=60)
    if r.returncode != 0 or len(records(env["STUB_LOG"])) != 2:
        failures.append(f"tcp slurm with NCCL_SOCKET_IFNAME: rc {r.returncode}, {r.stderr.strip()!r}")


def test_hostile_data(binary, stubs, env, failures):
    """A --data path with shell syntax is a literal default: the script neither runs it nor breaks
    (it was written into "${DATA:-...}" unquoted: $(...) ran, a double quote ended the script). A
    worker node without HEAD fails at once instead of hosting a rendezvous of its own."""
    marker = os.path.join(stubs, "ran")
    for data in [f"/data/x$(touch {marker})", '/data/it"s', "/data/it's `id` & ; |"]:
        for fmt in ["torchrun", "slurm"]:
            script = vsize(binary, "launch", *ARGS, "--data", data, "--format", fmt)
            line = next(l for l in script.splitlines() if l.startswith("export DATA="))
            r = subprocess.run(["bash", "-c", line + '\nprintf %s "$DATA"'], env={"PATH": os.environ["PATH"]},
                               capture_output=True, text=True, timeout=60)
            if r.returncode != 0 or r.stdout != data:
                failures.append(f"{fmt}: --data {data!r} gives DATA={r.stdout!r} (rc {r.returncode}: {r.stderr.strip()})")
            check = subprocess.run(["bash", "-n"], input=script, capture_output=True, text=True, timeout=60)
            if check.returncode != 0:
                failures.append(f"{fmt}: --data {data!r}: bash -n: {check.stderr.strip()}")
    if os.path.exists(marker):
        failures.append("a --data path ran its $(...)")
    # Kubernetes expands $(VAR) in an env value and reduces $$ to $ (EnvVar.value): the value is
    # written with every $ doubled, so the container sees the path as given.
    for data in ["/data/$(HOME)/x", "/data/a$$b", "/data/$x"]:
        job = yaml.safe_load(vsize(binary, "launch", *ARGS, "--data", data, "--format", "k8s"))
        for role, spec in job["spec"]["pytorchReplicaSpecs"].items():
            env_list = spec["template"]["spec"]["containers"][0].get("env", [])
            value = next(e["value"] for e in env_list if e["name"] == "DATA")
            seen = k8s_env_value(value, {"HOME": "/root"})
            if seen != data:
                failures.append(f"k8s {role}: --data {data!r} reaches the container as {seen!r}")
    path = os.path.join(stubs, "worker.sh")
    with open(path, "w") as f:
        f.write(vsize(binary, "launch", *ARGS, "--format", "torchrun"))
    r = subprocess.run(["bash", path], env=dict(env, STUB_NODE="1"), capture_output=True, text=True, timeout=60)
    if r.returncode == 0 or "HEAD" not in r.stderr:
        failures.append(f"torchrun without HEAD on a worker: rc {r.returncode}, {r.stderr.strip()!r}")


# nvidia-smi -L on a node with 4 GPUs in MIG mode, 4 instances of 1g.24gb each (the listing's format:
# NVIDIA's MIG user guide).
NVIDIA_SMI_STUB = r'''#!/bin/bash
[ "$1" = -L ] || exit 1
for g in $(seq 0 $(( ${STUB_GPUS:-4} - 1 ))); do
  echo "GPU $g: NVIDIA RTX PRO 6000 Blackwell Server Edition (UUID: GPU-0000000$g-0000-0000-0000-000000000000)"
  for i in 0 1 2 3; do echo "  MIG 1g.24gb     Device  $i: (UUID: MIG-${g}${i}000000-0000-0000-0000-000000000000)"; done
done
'''

SIDE_BY_SIDE = ["--gpu", "rtx-pro-6000-se", "--count", "4", "--model", "vit-b16", "--res", "224", "--dataset", "100000"]


def test_side_by_side(binary, stubs, env, failures, mode, jobs, resource):
    """--mode per-gpu or mig: jobs trainings of one device each, in every format."""
    args = [*SIDE_BY_SIDE, "--mode", mode]
    sized = json.loads(vsize(binary, "check", *args, "--format", "json"))["configurations"][0]
    what = f"{mode}"
    if sized["memory"]["batch_per_gpu"] < 1:
        failures.append(f"{what}: the configuration does not fit")
        return
    expect_batch = sized["memory"]["batch_per_gpu"]

    def check_starts(recs, fmt, expect_devices):
        if len(recs) != expect_devices:
            failures.append(f"{what} {fmt}: {len(recs)} torchrun starts, not {expect_devices}")
        for r in recs:
            if (r["nnodes"], r["nproc"], r["standalone"]) != (1, 1, True):
                failures.append(f"{what} {fmt}: torchrun {r['nnodes']} x {r['nproc']}, standalone {r['standalone']}")
            if r["train"]["batch_size"] != expect_batch:
                failures.append(f"{what} {fmt}: batch {r['train']['batch_size']}, not {expect_batch}")
        # Each training writes its own run (timm --experiment): trainings started together had
        # one output folder between them.
        runs = [r["train"]["experiment"] for r in recs]
        if len(set(runs)) != len(runs) or any(not run.startswith("task") for run in runs):
            failures.append(f"{what} {fmt}: runs named {runs}, not one task name each")

    job = yaml.safe_load(vsize(binary, "launch", *args, "--format", "k8s"))
    spec = job.get("spec", {})
    if (job.get("apiVersion"), job.get("kind"), spec.get("completionMode")) != ("batch/v1", "Job", "Indexed"):
        failures.append(f"{what} k8s: {job.get('apiVersion')} {job.get('kind')}, not an Indexed batch/v1 Job")
    elif (spec["completions"], spec["parallelism"]) != (jobs, jobs):
        failures.append(f"{what} k8s: {spec['completions']} completions, {spec['parallelism']} parallel, not {jobs}")
    else:
        container = spec["template"]["spec"]["containers"][0]
        for kind in ("limits", "requests"):
            if container["resources"][kind].get(resource) != 1:
                failures.append(f"{what} k8s: {kind} {container['resources'][kind]}, not one {resource}")
        # The Job controller sets JOB_COMPLETION_INDEX in each pod of an Indexed Job.
        argv = [expand(a, {"DATA": "/data", "JOB_COMPLETION_INDEX": "2"}) for a in container["command"] + container["args"]]
        subprocess.run(argv, env=env, check=False, timeout=60)
        check_starts(records(env["STUB_LOG"]), "k8s", 1)

    script = vsize(binary, "launch", *args, "--format", "slurm")
    sbatch = dict(re.match(r"#SBATCH (--[a-z-]+)=(.*)", l).groups() for l in script.splitlines()
                  if l.startswith("#SBATCH --") and "=" in l)
    gres = "gpu:1" if mode == "per-gpu" else "gpu:1g.24gb:1"
    for key, value in {"--array": f"0-{jobs - 1}", "--gres": gres, "--nodes": "1", "--ntasks": "1"}.items():
        if sbatch.get(key) != value:
            failures.append(f"{what} slurm: #SBATCH {key}={sbatch.get(key)}, expected {value}")
    if "--exclusive" in script:
        failures.append(f"{what} slurm: --exclusive on tasks that share the node")
    path = os.path.join(stubs, f"{mode}.sbatch")
    with open(path, "w") as f:
        f.write(script)
    r = subprocess.run(["bash", path], env=dict(env, SLURM_JOB_NUM_NODES="1", SLURM_ARRAY_TASK_ID="1"),
                       capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        failures.append(f"{what} slurm: the script fails under the stubs: {r.stderr.strip()}")
    check_starts(records(env["STUB_LOG"]), "slurm", 1)

    script = vsize(binary, "launch", *args, "--format", "torchrun")
    path = os.path.join(stubs, f"{mode}.sh")
    with open(path, "w") as f:
        f.write(script)
    r = subprocess.run(["bash", path], env=env, capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        failures.append(f"{what} torchrun: the node script fails: {r.stderr.strip()}")
    recs = records(env["STUB_LOG"])
    check_starts(recs, "torchrun", jobs)
    devices = sorted(r["devices"] or "" for r in recs)
    expect = (sorted(str(i) for i in range(jobs)) if mode == "per-gpu" else
              sorted(f"MIG-{g}{i}000000-0000-0000-0000-000000000000" for g in range(4) for i in range(4))[:jobs])
    if devices != expect:
        failures.append(f"{what} torchrun: CUDA_VISIBLE_DEVICES {devices}, expected {expect}")
    # A training that fails fails the node script (a bare `wait` returned 0: review r19b #7); a
    # node with fewer MIG instances than the job was sized for starts none and says so.
    r = subprocess.run(["bash", path], env=dict(env, STUB_FAIL_DEVICE=recs[0]["devices"] or "0"),
                       capture_output=True, text=True, timeout=60)
    if r.returncode == 0 or f"1 of {jobs} trainings failed" not in r.stderr:
        failures.append(f"{what} torchrun: one training failed, the script: rc {r.returncode}, {r.stderr.strip()!r}")
    records(env["STUB_LOG"])
    if mode == "mig":
        r = subprocess.run(["bash", path], env=dict(env, STUB_GPUS="1"), capture_output=True, text=True, timeout=60)
        started = records(env["STUB_LOG"])
        if r.returncode == 0 or started or f"found 4 MIG 1g.24gb instances, not the {jobs}" not in r.stderr:
            failures.append(f"{what} torchrun: 4 of {jobs} instances: rc {r.returncode}, {len(started)} started, "
                            f"{r.stderr.strip()!r}")


# YOLOv5's data/hyps/hyp.scratch-low.yaml as it starts (ultralytics/yolov5 at v7.0): the keys the
# job rewrites and one it keeps.
HYP_SCRATCH_LOW = """lr0: 0.01  # initial learning rate (SGD=1E-2, Adam=1E-3)
lrf: 0.01  # final OneCycleLR learning rate (lr0 * lrf)
momentum: 0.937  # SGD momentum/Adam beta1
weight_decay: 0.0005  # optimizer weight decay 5e-4
warmup_epochs: 3.0  # warmup epochs (fractions ok)
warmup_momentum: 0.8  # warmup initial momentum
warmup_bias_lr: 0.1  # warmup initial bias lr
"""


def test_yolov5_hyp(binary, failures):
    """YOLOv5 reads AdamW's rates from --hyp alone: each format writes the trainer's hyp file with
    Ultralytics' own AdamW rates (lr0 = round(0.002 x 5 / (4 + 80 classes), 6) = 0.000119, momentum
    0.9, warmup_bias_lr 0.0) and passes it (review r19b #3: the job trained AdamW at SGD's 0.01)."""
    args = ["--gpu", "h200-nvl", "--count", "4", "--model", "yolov5l", "--optimizer", "adamw"]
    expect = {"lr0": 0.000119, "lrf": 0.01, "momentum": 0.9, "warmup_bias_lr": 0.0}
    for fmt in ["slurm", "torchrun", "k8s"]:
        with tempfile.TemporaryDirectory() as repo:
            os.makedirs(os.path.join(repo, "data", "hyps"))
            with open(os.path.join(repo, "data", "hyps", "hyp.scratch-low.yaml"), "w") as f:
                f.write(HYP_SCRATCH_LOW)
            text = vsize(binary, "launch", *args, "--format", fmt)
            if fmt == "k8s":
                container = yaml.safe_load(text)["spec"]["pytorchReplicaSpecs"]["Master"]["template"]["spec"][
                    "containers"][0]
                argv = [k8s_env_value(a, {}) for a in container["command"] + container["args"]]
                if argv[:2] != ["bash", "-c"]:
                    failures.append(f"yolov5 k8s: the container runs {argv[:2]}, not bash -c with the hyp file first")
                    continue
                # The pod's /runs volume is the temporary folder here; the trainer, `true`.
                script = argv[2].replace("/runs", os.path.join(repo, "runs"))
                hyp = argv[argv.index("--hyp") + 1].replace("/runs", os.path.join(repo, "runs"))
                r = subprocess.run(["bash", "-c", script, "true"], cwd=repo, capture_output=True, text=True, timeout=60)
            else:
                setup = [l for l in text.splitlines() if l.startswith("mkdir -p runs && sed ")]
                words = text.split()  # the trainer's --hyp: the last (the header names it too)
                hyp = os.path.join(repo, words[len(words) - 1 - words[::-1].index("--hyp") + 1])
                if len(setup) != 1:
                    failures.append(f"yolov5 {fmt}: {len(setup)} lines write the hyp file, not 1")
                    continue
                r = subprocess.run(["bash", "-c", setup[0]], cwd=repo, capture_output=True, text=True, timeout=60)
            if r.returncode != 0 or not os.path.exists(hyp):
                failures.append(f"yolov5 {fmt}: no hyp file at --hyp's {hyp} (rc {r.returncode}: {r.stderr.strip()})")
                continue
            with open(hyp) as f:
                got = yaml.safe_load(f)
            if {k: got.get(k) for k in expect} != expect or len(got) != 7:
                failures.append(f"yolov5 {fmt}: the hyp file holds {got}, expected {expect} and the other keys kept")


def test_yolov5_hyp_nodes(binary, env, failures):
    """A Slurm job on 2 nodes: the batch script runs on the first alone, and every node's train.py
    reads --hyp from its own folder, so one srun task a node writes the file (review s77 R1)."""
    text = vsize(binary, "launch", "--gpu", "h200-nvl", "--count", "8", "--nodes", "2", "--model", "yolov5l", "--optimizer",
                 "adamw", "--format", "slurm")
    lines = text.splitlines()
    setup = [l for l in lines if l.startswith("srun bash -c ") and "hyp.scratch-low.yaml" in l]
    if len(setup) != 1 or any(l.startswith("mkdir -p runs && sed ") for l in lines):
        failures.append(f"yolov5 slurm 2 nodes: {len(setup)} srun lines write the hyp file on every node, not 1")
        return
    with tempfile.TemporaryDirectory() as repo:
        os.makedirs(os.path.join(repo, "data", "hyps"))
        with open(os.path.join(repo, "data", "hyps", "hyp.scratch-low.yaml"), "w") as f:
            f.write(HYP_SCRATCH_LOW)
        r = subprocess.run(["bash", "-c", setup[0]], cwd=repo, env=dict(env, SLURM_JOB_NUM_NODES="2"),
                           capture_output=True, text=True, timeout=60)
        hyp = os.path.join(repo, "runs", "vsize-yolov5l-hyp.yaml")
        if r.returncode != 0 or not os.path.exists(hyp):
            failures.append(f"yolov5 slurm 2 nodes: no hyp file (rc {r.returncode}: {r.stderr.strip()})")
            return
        with open(hyp) as f:
            got = yaml.safe_load(f)
        if got.get("lr0") != 0.000119 or len(got) != 7:
            failures.append(f"yolov5 slurm 2 nodes: the hyp file holds {got}")


def main():
    binary = os.path.abspath(sys.argv[1])
    report = json.loads(vsize(binary, "check", *ARGS, "--format", "json"))
    sized, sized_workload = report["configurations"][0], report["workload"]
    expect = {"model": "vit_large_patch16_224", "batch_size": sized["memory"]["batch_per_gpu"], "img_size": 224,
              "model_kwargs": ["img_size=224"], "epochs": 100, "workers": sized["data"]["workers_per_rank"], "amp": True,
              "opt": sized_workload["optimizer"]}
    failures = []
    with tempfile.TemporaryDirectory() as stubs:
        write_stub(stubs, "torchrun", TORCHRUN_STUB)
        write_stub(stubs, "srun", SRUN_STUB)
        write_stub(stubs, "scontrol", SCONTROL_STUB)
        env = dict(os.environ, PATH=stubs + os.pathsep + os.environ["PATH"], STUB_LOG=os.path.join(stubs, "log"))
        test_slurm(binary, stubs, env, expect, failures)
        test_k8s(binary, env, expect, failures)
        test_torchrun(binary, stubs, env, expect, failures)
        test_hostile_data(binary, stubs, env, failures)
        test_tcp_fabric(binary, stubs, env, failures)
        test_yolov5_hyp_nodes(binary, env, failures)
        write_stub(stubs, "nvidia-smi", NVIDIA_SMI_STUB)
        test_side_by_side(binary, stubs, env, failures, "per-gpu", 4, "nvidia.com/gpu")
        test_side_by_side(binary, stubs, env, failures, "mig", 16, "nvidia.com/mig-1g.24gb")
    test_yolov5_hyp(binary, failures)
    for f in failures:
        print("FAIL", f)
    print(f"launch: {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
