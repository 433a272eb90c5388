#!/usr/bin/env python3
"""The trainers' per-epoch and first-epoch costs, read from public training logs.

Ultralytics and YOLOv5 print a progress bar per epoch for training and one for validation, and
"N epochs completed in H hours" at the end of the loop. What the bars do not cover is the
per-epoch work vsize models apart from images: validation's set-up and metrics, the checkpoint
and the rest (results.csv, EMA attributes, gc). The first epoch's training bar also runs longer
than the others (CUDA kernels loaded on first use, the allocator growing, the loader's first
batches): that excess is a once-per-run cost inside the loop.

Reads the Roboflow notebooks (a calibration source: rows 224-227 and 301-311 come from them), never the
held-out Ultralytics and YOLOv5 tutorial notebooks, so the held-out loop_hours rows stay a test.

    python3 tools/epoch_costs.py /work/.mirror/roboflow+notebooks/repo

The first epoch's excess splits by host: on the one run whose loader had idle cores (Colab
A100, 12 vCPUs) it is the fixed part; on the loader-bound Colab T4 runs (2 vCPUs) the first three
batches' plot threads (@threaded plot_images) take CPU from the workers and add to it.

Prints per run: the first epoch's excess, the residual per epoch (loop - bars) / epochs, the
modelled checkpoint (saves x params x 8 B / 0.5 GB/s, the catalog's checkpoint assumptions: YOLOv5
saves last.pt and best.pt apart, 2; Ultralytics serialises once and writes the bytes to both, the
family's checkpoint_saves_per_epoch 1; these runs span Ultralytics 8.0 to 8.3.40, whose
checkpoint layouts differ (before and after its PR #9435 saved the optimizer state in FP16), so the
analysis keeps 8 B a parameter: on their 1.4-11.8 M parameters a layout 4 B apart moves a residual
by at most 0.1 s an epoch, 11.8 M x 4 B / 0.5 GB/s),
and the residual less the checkpoint at the catalog's reference clock (x 2.2 / 3.0: Colab's
"Intel Xeon @ 2.20GHz" against host-python-ref-ghz), then the medians per trainer.
"""
import json
import re
import statistics
import subprocess
import sys

COLAB_GHZ = 2.2      # Colab's CPU line: "Intel Xeon @ 2.20GHz" (tutorial notebooks' CPU prints)
REF_GHZ = 3.0        # catalog assumption host-python-ref-ghz
CKPT_S_PER_MPARAM_SAVE = 8 / 0.5e3  # bytes per param / write GB/s, per M params and save
SAVES = {"yolov5": 2, "ultralytics": 1}  # checkpoint-files-per-epoch; ultralytics families' checkpoint_saves_per_epoch

# (trainer, commit, notebook, params in millions from the run's model summary, has validation).
# Every run is on a Colab T4 host (2 vCPUs: one core, its loader saturated: vsize accuracy --explain
# 301-311 says data-loader) except c876da0's, on a Colab A100 host (12 vCPUs, GPU-bound).
SPARE_CORES = {"c876da0"}
RUNS = [
    ("yolov5", "c876da0", "train-yolov5-instance-segmentation-on-custom-data.ipynb", 7.6, True),
    ("yolov5", "8df9625", "train-yolov5-instance-segmentation-on-custom-data.ipynb", 7.6, True),
    ("yolov5", "05f7459", "train-yolov5-instance-segmentation-on-custom-data.ipynb", 7.6, True),
    ("yolov5", "68114ce", "train-yolov5-object-detection-on-custom-data.ipynb", 7.3, True),
    ("ultralytics", "d778fc8", "train-yolo11-object-detection-on-custom-dataset.ipynb", 9.4, True),
    ("ultralytics", "b10f6fe", "train-yolov10-object-detection-on-custom-dataset.ipynb", 2.8, True),
    ("ultralytics", "fdb19c7", "train-yolov10-object-detection-on-custom-dataset.ipynb", 2.8, True),
    ("ultralytics", "780c32a", "train-yolov8-instance-segmentation-on-custom-dataset.ipynb", 11.8, True),
    ("ultralytics", "0785545", "train-yolov8-instance-segmentation-on-custom-dataset.ipynb", 11.8, True),
    ("ultralytics", "780c32a", "train-yolov8-object-detection-on-custom-dataset.ipynb", 11.2, True),
    ("ultralytics", "0eae371", "train-yolov8-object-detection-on-custom-dataset.ipynb", 11.2, True),
    ("ultralytics", "b439c23", "train_yolo11_instance_segmentation_on_custom_dataset.ipynb", 10.1, True),
    ("ultralytics", "b68adf8", "how-to-train-yolov8-classification-no-labeling.ipynb", 1.4, False),
    ("ultralytics", "780c32a", "train-yolov8-classification-on-custom-dataset.ipynb", 2.7, False),
    ("ultralytics", "0eae371", "train-yolov8-classification-on-custom-dataset.ipynb", 2.7, False),
]

BAR = re.compile(r"(\d+)/(\d+) \[(\d+):(\d\d)<[^,]*,\s*([\d.]+)(it/s|s/it)\]")


def bar_seconds(line):
    m = BAR.search(line)
    if not m or "100%" not in line:
        return None
    n, rate = int(m.group(1)), float(m.group(5))
    by_rate = n / rate if m.group(6) == "it/s" else n * rate
    by_clock = int(m.group(3)) * 60 + int(m.group(4))
    return by_rate if abs(by_rate - by_clock) <= 1.5 else float(by_clock)


def run_log(repo, commit, notebook):
    text = subprocess.run(["git", "-C", repo, "show", f"{commit}:notebooks/{notebook}"], capture_output=True,
                          text=True, check=True).stdout
    for cell in json.loads(text)["cells"]:
        for out in cell.get("outputs", []):
            log = "".join(out.get("text", []))
            if "epochs completed in" in log:
                return log
    raise SystemExit(f"{commit}:{notebook}: no training log")


def analyse(log, has_val):
    train, val = [], []
    for line in re.split(r"[\n\r]", log):
        s = bar_seconds(line)
        if s is None:
            continue
        if "Class" in line and "Images" in line:
            val.append(s)
        elif re.match(r"\s+\d+/\d+\s+[\d.]+G", line):
            train.append(s)
    epochs, hours = re.findall(r"(\d+) epochs completed in ([\d.]+) hours", log)[-1]
    epochs = int(epochs)
    loop_s = float(hours) * 3600
    in_loop_val = sum(val[:epochs]) if has_val else 0.0
    first_extra = train[0] - statistics.median(train[1:])
    return first_extra, (loop_s - sum(train) - in_loop_val) / epochs


def main():
    repo = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror/roboflow+notebooks/repo"
    rows = []
    print(f"{'trainer':12} {'commit':8} {'notebook':58} {'first+':>7} {'resid/ep':>8} {'ckpt':>5} {'@3GHz':>6}")
    for trainer, commit, notebook, params_m, has_val in RUNS:
        first_extra, resid = analyse(run_log(repo, commit, notebook), has_val)
        ckpt = params_m * CKPT_S_PER_MPARAM_SAVE * SAVES[trainer]
        at_ref = (resid - ckpt) * COLAB_GHZ / REF_GHZ
        rows.append((trainer, has_val, first_extra, at_ref, commit in SPARE_CORES, notebook))
        print(f"{trainer:12} {commit:8} {notebook[:58]:58} {first_extra:7.1f} {resid:8.2f} {ckpt:5.2f} {at_ref:6.2f}")
    print("\nmedians (s):")
    print(f"  first-epoch extra, all runs: {statistics.median(r[2] for r in rows):.1f}")
    spare = statistics.median(r[2] for r in rows if r[4])
    saturated = [r[2] for r in rows if not r[4]]
    print(f"  first-epoch extra, host with cores to spare: {spare:.1f} (n={sum(r[4] for r in rows)})")
    print(f"  first-epoch extra, loader-bound host: {statistics.median(saturated):.1f} (n={len(saturated)}, "
          f"{min(saturated):.1f} .. {max(saturated):.1f}); its CPU part at {REF_GHZ} GHz: "
          f"({statistics.median(saturated):.1f} - {spare:.1f}) x {COLAB_GHZ} / {REF_GHZ} = "
          f"{(statistics.median(saturated) - spare) * COLAB_GHZ / REF_GHZ:.2f}")
    # The same YOLOv5 notebook on a host with idle cores and on loader-bound ones: the measured
    # per-epoch work's contention (assumption epoch-work-contention).
    pair = [r for r in rows if r[5] == RUNS[0][2]]  # the notebook of the one idle-core run
    idle = [r[3] for r in pair if r[4]]
    bound = [r[3] for r in pair if not r[4]]
    if idle and bound:
        print(f"  contention, the YOLOv5 segmentation notebook: loader-bound {statistics.median(bound):.3f} s / "
              f"idle cores {statistics.median(idle):.3f} s = {statistics.median(bound) / statistics.median(idle):.1f}")
    for trainer in ("yolov5", "ultralytics"):
        for has_val in (True, False):
            v = [r[3] for r in rows if r[0] == trainer and r[1] == has_val]
            if v:
                what = "with validation" if has_val else "without validation"
                print(f"  {trainer} per-epoch work less checkpoint at {REF_GHZ} GHz, {what}: "
                      f"{statistics.median(v):.2f} (n={len(v)}, {min(v):.2f} .. {max(v):.2f})")


if __name__ == "__main__":
    main()
