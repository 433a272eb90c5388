#!/usr/bin/env python3
"""The SM-side limit on memory traffic, tried and not shipped (docs/accuracy.md, "An SM-side limit
on memory traffic"). Nothing here changes the catalog.

vsize times a GPU's activation traffic at its DRAM bandwidth. The trial adds a second limit on the
same bytes, k bytes per SM per clock, and combines the two as an effective bandwidth

    1 / (1 / DRAM + 1 / (SMs x clock x k)),   SMs x clock = fp32_tflops / 2 / FP32 lanes a SM

(64 lanes on GV100, TU104 and GA100, 128 on the later chips), scaled so that the anchor GPU keeps
its DRAM figure. The script

  - writes that as a catalog overlay (--overlay PATH), for `vsize accuracy --catalog PATH` (every
    family refitted on it) or any other command;
  - sets vsize's GPU work (yolo11s at batch 64, yolo11m at 32; explain's "GPU work") of each GPU in
    Lambda's table over the V100's, with and without the overlay, against Lambda's measured ratios
    (SSD300, ResNet-50; AMP training, one GPU), and prints each GPU's error and the median.

Usage:

    python3 tools/sm_side_trial.py --k 15 [--anchor v100-sxm2-16gb] [--overlay /tmp/ov.json] [--vsize build/vsize]
"""
import argparse
import json
import math
import os
import re
import statistics
import subprocess
import tempfile

# Lambda, pytorch-train-throughput-fp16.csv (images/s, one GPU: SSD300, ResNet-50):
# https://github.com/lambdal/deeplearning-benchmark/blob/0551cb70ffdc155dc4cb2c10dddebb65651c3883/pytorch/pytorch-train-throughput-fp16.csv
# ("LambdaCloud V100 16GB" is the 300 W SXM2 card; H100 SXM5: the Dell row).
LAMBDA = {
    "v100-sxm2-16gb": (229, 833),
    "rtx-3090": (236, 905),
    "rtx-a6000": (260, 916),
    "a100-80gb-sxm": (458, 1582),
    "rtx-4090": (379, 1301),
    "rtx-6000-ada": (341, 1146),
    "h100-sxm": (865, 2776),
    "h100-pcie": (566, 1866),
}
REFERENCE = "v100-sxm2-16gb"
WORK = (("yolo11s", 64), ("yolo11m", 32))
HERE = os.path.dirname(os.path.abspath(__file__))


def sm_clock(gpu):
    """SMs x boost clock (GHz) from the FP32 rate: 2 FLOPs a lane a clock."""
    lanes = 64 if gpu.get("architecture") in ("volta", "turing") or gpu["id"].startswith("a100") else 128
    return gpu["fp32_tflops"] * 1e3 / (2 * lanes)


def overlay(k, anchor):
    gpus = json.load(open(os.path.join(HERE, "..", "data", "catalog.json")))["gpus"]

    def effective(g):
        return 1 / (1 / g["memory_bandwidth_gb_per_s"] + 1 / (sm_clock(g) * k))

    a = next(g for g in gpus if g["id"] == anchor)
    scale = a["memory_bandwidth_gb_per_s"] / effective(a)
    return {"gpus": [{"id": g["id"], "memory_bandwidth_gb_per_s": round(effective(g) * scale, 1)} for g in gpus]}


def gpu_work_ms(vsize, gpu, model, batch, catalog):
    args = [vsize] + (["--catalog", catalog] if catalog else [])
    args += ["explain", "--gpu", gpu, "--count", "1", "--platform", "none", "--model", model, "--batch", str(batch)]
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode not in (0, 3):  # 3: the configuration does not fit; explain still prints the step
        raise SystemExit(f"{' '.join(args)}: exit {run.returncode}: {run.stderr.strip()}")
    out = run.stdout
    return float(re.search(r"^  GPU work .*= ([0-9.]+) ms$", out, re.M).group(1))


def ratio_errors(vsize, catalog):
    """Per GPU: vsize's speed over the V100's against Lambda's, for each (net, model) pair."""
    reference = [gpu_work_ms(vsize, REFERENCE, model, batch, catalog) for model, batch in WORK]
    errors = {}
    for gpu, measured in LAMBDA.items():
        errors[gpu] = [
            reference[i] / gpu_work_ms(vsize, gpu, model, batch, catalog) / (measured[i] / LAMBDA[REFERENCE][i]) - 1
            for i, (model, batch) in enumerate(WORK)
        ]
    return errors


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--k", type=float, required=True, help="bytes a SM moves per clock")
    p.add_argument("--anchor", default=REFERENCE, help="the GPU whose DRAM figure stays")
    p.add_argument("--overlay", help="write the overlay here (default: a temporary file)")
    p.add_argument("--vsize", default=os.path.join(HERE, "..", "build", "vsize"))
    a = p.parse_args()
    path = a.overlay or tempfile.NamedTemporaryFile(suffix=".json", delete=False).name
    with open(path, "w") as f:
        json.dump(overlay(a.k, a.anchor), f)
    for label, catalog in (("as shipped", None), (f"k = {a.k:g}, anchor {a.anchor}", path)):
        errors = ratio_errors(a.vsize, catalog)
        flat = [abs(math.log(1 + e)) for v in errors.values() for e in v]
        print(f"{label}: median |log error| {statistics.median(flat):.3f}")
        for gpu, e in errors.items():
            print(f"  {gpu:16s} " + "  ".join(f"{x:+.0%}" for x in e))
    print(f"overlay: {path}")


if __name__ == "__main__":
    main()
