#!/usr/bin/env python3
"""Validates vsize's JSON outputs against the shipped schema (docs/vsize.schema.json, draft
2020-12): the golden files, every command's JSON, and random workloads (fixed seed).

Usage: validate_json.py SCHEMA VSIZE GOLDEN_DIR [RANDOM_RUNS]
Needs Debian's python3-jsonschema (scripts/setup.sh installs it).
"""
import glob
import json
import random
import subprocess
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

COMMANDS = {"rank": "rank", "check": "check", "accuracy": "accuracy", "catalog list": "catalog_list",
            "catalog show": "catalog_show", "catalog validate": "catalog_validate"}


def main(schema_path, vsize, golden_dir, runs=60):
    schema = json.load(open(schema_path, encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    failures = []

    def check(name, text):
        doc = json.loads(text)
        errors = list(validator.iter_errors(doc))
        if errors:
            # Name the failing field against the command's own definition, not the oneOf.
            sub = dict(schema, **{"$ref": "#/$defs/" + COMMANDS.get(doc.get("command"), "rank")})
            sub.pop("oneOf")
            e = best_match(Draft202012Validator(sub).iter_errors(doc)) or best_match(errors)
            failures.append(f"{name}: {list(e.absolute_path)}: {e.message[:300]}")

    goldens = sorted(glob.glob(golden_dir + "/*.json"))
    assert goldens, "no golden JSON files"
    for path in goldens:
        check(path, open(path, encoding="utf-8").read())

    def run(args):
        r = subprocess.run([vsize] + args + ["--format", "json"], capture_output=True, text=True)
        if r.returncode not in (0, 3):
            failures.append(f"vsize {' '.join(args)}: exit {r.returncode}: {r.stderr.strip()}")
            return
        check("vsize " + " ".join(args), r.stdout)

    # Every command that writes JSON.
    for args in (["--all", "--show-rejected"], ["--mode", "auto", "--experiments", "2"], ["--res", "9000"],
                 ["check", "--gpu", "h200-nvl", "--count", "4"], ["check", "--gpu", "rtx-pro-6000-se", "--count", "4",
                                                                  "--mode", "mig"],
                 ["check", "--gpu", "h200-nvl", "--count", "2", "--platform", "none"], ["accuracy", "--rows"],
                 ["--tariff", "0.25"],  # a typed price: its tariff has no VAT basis (null)
                 ["catalog", "list"], ["catalog", "show", "h200-nvl"], ["catalog", "show", "yolo11x"]):
        run(args)
    # Random workloads (the same on every run).
    rng = random.Random(14)
    models = [m["id"] for m in json.loads(subprocess.run([vsize, "catalog", "list", "models", "--format", "json"],
                                                         capture_output=True, text=True).stdout)["models"]]
    gpus = [g["id"] for g in json.loads(subprocess.run([vsize, "catalog", "list", "gpus", "--format", "json"],
                                                       capture_output=True, text=True).stdout)["gpus"]]
    for _ in range(int(runs)):
        workload = ["--model", rng.choice(models), "--res", str(32 * rng.randint(1, 64)),
                    "--dataset", str(int(10 ** rng.uniform(0, 7))), "--epochs", str(rng.randint(1, 300)),
                    "--batch", rng.choice(["-1", "0.5", str(rng.randint(1, 256))]),
                    "--amp", rng.choice(["fp16", "bf16", "fp32"]), "--cache", rng.choice(["ram", "disk", "none"])]
        if rng.random() < 0.5:
            run(["check", "--gpu", rng.choice(gpus), "--count", str(rng.randint(1, 8)), "--platform", "none"] + workload)
        else:
            run(workload + rng.choice([[], ["--all"], ["--mode", "auto"]]))
    for f in failures:
        print("schema violation:", f)
    print(f"{len(goldens)} goldens and {int(runs) + 10} runs checked, {len(failures)} violations")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
