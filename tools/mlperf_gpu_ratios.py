#!/usr/bin/env python3
"""Checks vsize's GPU ratings against each other on MLPerf Training's RetinaNet results
(data/mlperf_retinanet.json; docs/accuracy.md, "GPU ratings against MLPerf RetinaNet"). Nothing is
fitted to them.

Every row runs NVIDIA's reference RetinaNet (CUDA graphs, DALI, fused heads): no Python dispatch
and no CPU loader in the step, so its images/s is the GPU's, as far as the submitter's tuning
carries it. vsize's GPU work for retinanet-r50-fpn (explain: "GPU work = ...") at the same batch
and 800 px gives vsize's GPU-bound rate. The fused code moves fewer bytes and runs ResNeXt50
rather than ResNet-50, so the rates differ by a factor; the script divides each row's measured /
vsize ratio by the median over the Hopper rows, which leaves how far vsize rates each GPU off
against Hopper (+: vsize rates it too fast).

Usage: python3 tools/mlperf_gpu_ratios.py [--vsize build/vsize] [--rows data/mlperf_retinanet.json]
"""
import argparse
import json
import re
import statistics
import subprocess
import sys

HOPPER = {"h100-sxm", "h100-pcie", "h100-nvl", "h200-sxm", "h200-nvl"}


def vsize_gpu_rate(vsize, gpu, gpus, batch_per_gpu):
    """Images per second per GPU from explain's "GPU work = B x t ms + optimizer o ms = T ms"."""
    cmd = [vsize, "explain", "--gpu", gpu, "--count", str(gpus), "--model", "retinanet-r50-fpn", "--res", "800",
           "--batch", str(batch_per_gpu * gpus), "--amp", "fp16", "--optimizer", "adamw", "--color", "never"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False).stdout
    m = re.search(r"GPU work\s+= .* = ([0-9.]+) ms", out)
    if not m:
        sys.exit(f"mlperf_gpu_ratios: no GPU work line for {gpu}: {' '.join(cmd)}")
    return batch_per_gpu / (float(m.group(1)) / 1000)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vsize", default="build/vsize")
    ap.add_argument("--rows", default="data/mlperf_retinanet.json")
    a = ap.parse_args()
    with open(a.rows, encoding="utf-8") as f:
        rows = json.load(f)["rows"]
    for r in rows:
        r["vsize"] = vsize_gpu_rate(a.vsize, r["gpu"], r["gpus"], r["batch_per_gpu"])
        r["ratio"] = r["images_per_s_per_gpu"] / r["vsize"]
    hopper = statistics.median(r["ratio"] for r in rows if r["gpu"] in HOPPER)
    print("| GPU | GPUs x batch | MLPerf images/s a GPU | vsize GPU-bound images/s | vsize against Hopper |")
    print("|---|---|---|---|---|")
    for r in rows:
        off = hopper / r["ratio"] - 1
        print(f"| {r['gpu']} | {r['gpus']} x {r['batch_per_gpu']} | {r['images_per_s_per_gpu']:.1f} | "
              f"{r['vsize']:.1f} | {off * 100:+.0f} % |")
    print(f"\nmeasured / vsize over the Hopper rows: median {hopper:.2f} (the fused code's factor)")


if __name__ == "__main__":
    main()
