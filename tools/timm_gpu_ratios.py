#!/usr/bin/env python3
"""Checks vsize's GPU ratings against timm's published benchmarks (docs/accuracy.md, "GPU ratings
against timm's benchmarks"). Nothing is fitted to them.

timm (huggingface/pytorch-image-models, results/) times the same models' forward pass (inference,
AMP, batch 1024 or 2048) on several GPUs with the same script and software: the RTX 3090 and RTX
4090 under PyTorch 2.4, and the RTX 4090, RTX 5090 and RTX PRO 6000 Blackwell Max-Q under PyTorch
2.9.1. The script sets one GPU's rate over another's against the ratio of vsize's training rates
for the same model. vsize predicts training, not inference; a compute-bound model runs the same
matmul shapes forward and backward, so the ratio carries over where the absolute rate does not.

Usage (the CSVs are not vendored; a checkout of the timm repository provides them):

    python3 tools/timm_gpu_ratios.py PATH/TO/pytorch-image-models/results [--vsize build/vsize]
"""
import argparse
import csv
import json
import os
import subprocess
import sys

# timm's model name -> vsize's model id, and a training batch that fits every GPU below.
MODELS = {
    "vit_base_patch16_224": ("vit-b16", 64),
    "vit_large_patch16_224": ("vit-l16", 32),
    "vit_huge_patch14_224": ("vit-h14", 16),
}

# (label, faster GPU's file and vsize id, reference GPU's file and vsize id): the same PyTorch build.
PAIRS = [
    ("RTX 4090 / RTX 3090 (PyTorch 2.4)",
     ("benchmark-infer-amp-nchw-pt240-cu124-rtx4090.csv", "rtx-4090"),
     ("benchmark-infer-amp-nchw-pt240-cu124-rtx3090.csv", "rtx-3090")),
    ("RTX 5090 / RTX 4090 (PyTorch 2.9.1)",
     ("benchmark-infer-amp-nchw-pt291-cu130-5090.csv", "rtx-5090"),
     ("benchmark-infer-amp-nchw-pt291-cu128-4090.csv", "rtx-4090")),
    ("RTX PRO 6000 Max-Q / RTX 4090 (PyTorch 2.9.1)",
     ("benchmark-infer-amp-nchw-pt291-cu130-pro6000maxq.csv", "rtx-pro-6000-maxq"),
     ("benchmark-infer-amp-nchw-pt291-cu128-4090.csv", "rtx-4090")),
]


def read_rates(path, column):
    with open(path, newline="", encoding="utf-8") as f:
        return {row["model"]: float(row[column]) for row in csv.DictReader(f) if row.get(column)}


def vsize_rate(vsize, gpu, model, batch):
    """Images per second of vsize's training step on one GPU, on a described 3 GHz host (the
    reference clock of the host-Python planning values, so the rate is the step's own)."""
    cmd = [vsize, "check", "--gpu", gpu, "--count", "1", "--platform", "none", "--cpu-cores", "32",
           "--cpu-ghz", "3", "--ram-gb", "512", "--model", model, "--batch", str(batch), "--res", "224",
           "--dataset", "100000", "--optimizer", "sgd", "--json"]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if not out.stdout:
        sys.exit(f"timm_gpu_ratios: vsize gave no JSON for {gpu} {model}: {out.stderr.strip()}")
    return json.loads(out.stdout)["configurations"][0]["time"]["compute_images_per_s"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", help="timm's results/ folder")
    ap.add_argument("--vsize", default="build/vsize")
    a = ap.parse_args()

    print("The forward pass, one GPU's rate over another's (timm, inference) against vsize's training rates:\n")
    print("| GPUs | model | timm forward ratio | vsize training ratio | vsize / timm |")
    print("|---|---|---|---|---|")
    for label, (fast_csv, fast_gpu), (ref_csv, ref_gpu) in PAIRS:
        fast = read_rates(os.path.join(a.results, fast_csv), "infer_samples_per_sec")
        ref = read_rates(os.path.join(a.results, ref_csv), "infer_samples_per_sec")
        for timm_name, (model, batch) in MODELS.items():
            measured = fast[timm_name] / ref[timm_name]
            predicted = vsize_rate(a.vsize, fast_gpu, model, batch) / vsize_rate(a.vsize, ref_gpu, model, batch)
            print(f"| {label} | {model} | {measured:.2f} | {predicted:.2f} | {predicted / measured:.2f} |")


if __name__ == "__main__":
    main()
