#!/usr/bin/env python3
"""Validation's host work an image, read from public training logs (docs/models.md M8).

Ultralytics prints a validation progress bar each epoch and, after the final validation, "Speed:
... ms inference ... ms postprocess per image". What the bar takes an image beyond the inference
is the host's: NMS, matching the predictions to the labels, the confusion matrix and the
statistics. vsize models that work as

    ms = NMS + fixed + (val_ms_per_image - NMS - fixed) x predictions / max_det

where val_ms_per_image holds at max_det (300) predictions an image, a head with NMS keeps about
val_predictions_per_class of each class, and an NMS-free head keeps its top max_det (as the
YOLOv10 run below does: its notebook runs THU-MIG's YOLOv10 fork, whose validator keeps the top
max_det with no threshold; Ultralytics' own end-to-end path keeps those above conf 0.001, so for
YOLO26 the figure is an upper one, docs/accuracy.md). This script
reads the Roboflow notebooks (a calibration source) and prints, for the two detection runs listed
in RUNS, the host milliseconds at the catalog's reference clock (median epoch, and the fastest and
slowest epochs) and, for the head with NMS, the predictions per class that make the formula match;
for the two segmentation runs in SEG_RUNS, what the masks add beyond that box model:

    python3 tools/val_costs.py /work/.mirror/roboflow+notebooks/repo

All but the YOLOv5 segmentation run (a 12-vCPU A100 host) are on Colab T4 hosts (2 vCPUs), where
the validation loader's workers share the core, and their bars are short (1.5-7.5 s): the epochs
spread about 2x either side of the median.
"""
import json
import pathlib
import re
import statistics
import subprocess
import sys

from epoch_costs import COLAB_GHZ, REF_GHZ, bar_seconds, run_log

CATALOG = json.loads((pathlib.Path(__file__).resolve().parent.parent / "data" / "catalog.json").read_text())
FAMILIES = {f["id"]: f for f in CATALOG["families"]}
FAMILY = FAMILIES["ultralytics-yolo"]
VAL_MS = FAMILY["val_ms_per_image"]
NMS_MS = FAMILY["val_nms_ms_per_image"]
MAX_DET = FAMILY["val_max_det"]
FIXED_MS = next(a["value"] for a in CATALOG["assumptions"] if a["id"] == "val-image-fixed-ms")

# Instance segmentation: (commit, notebook, classes, family). The host's time beyond the box
# model at the run's classes is the masks' (val_mask_ms_per_image). YOLOv5's val prints its
# validation speed as "Speed: ... ms pre-process, X ms inference, Y ms NMS per image at shape (32, ...".
SEG_RUNS = [
    ("b439c23", "train_yolo11_instance_segmentation_on_custom_dataset.ipynb", 2, "ultralytics-yolo"),
    ("c876da0", "train-yolov5-instance-segmentation-on-custom-data.ipynb", 26, "yolov5"),
]

# (commit, notebook, classes as the log's "Overriding model.yaml nc=80 with nc=N", NMS-free head).
RUNS = [
    ("d778fc8", "train-yolo11-object-detection-on-custom-dataset.ipynb", 23, False),
    ("b10f6fe", "train-yolov10-object-detection-on-custom-dataset.ipynb", 1, True),
]


def val_split(log, repo=None, commit=None, notebook=None):
    """The validation bars an image (ms) over the epochs, and the final Speed line's inference (YOLOv5's
    training log prints none: its notebook's validation cell at the training's shape, batch 32)."""
    bars = [bar_seconds(line) for line in re.split(r"[\n\r]", log) if "Class" in line and "Images" in line]
    images = int(re.search(r"\n\s+all\s+(\d+)\s", log).group(1))
    speed = re.findall(r"Speed: [\d.]+ms preprocess, ([\d.]+)ms inference", log)
    if not speed:
        text = subprocess.run(["git", "-C", repo, "show", f"{commit}:notebooks/{notebook}"], capture_output=True,
                              text=True, check=True).stdout
        speed = re.findall(r"Speed: [\d.]+ms pre-process, ([\d.]+)ms inference, [\d.]+ms NMS per image at shape \(32", text)
    return [b / images * 1000 for b in bars if b is not None], float(speed[-1]), images


def box_model_ms(family, classes):
    f = FAMILIES[family]
    nms, matching = f["val_nms_ms_per_image"], f["val_ms_per_image"] - f["val_nms_ms_per_image"]
    predictions = min(f["val_max_det"], f["val_predictions_per_class"] * classes)
    return nms + FIXED_MS + (matching - FIXED_MS) * predictions / f["val_max_det"]


def host_at_ref(bar_ms, infer_ms):
    return (bar_ms - infer_ms) * COLAB_GHZ / REF_GHZ


def per_class(host_ms, classes):
    """The predictions a class that make box_model_ms of ultralytics-yolo equal host_ms."""
    return (host_ms - NMS_MS - FIXED_MS) / (VAL_MS - NMS_MS - FIXED_MS) * MAX_DET / classes


def main():
    repo = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror/roboflow+notebooks/repo"
    print(f"{'commit':8} {'classes':>7} {'images':>6} {'bar ms':>6} {'infer':>5} {'host @3GHz (epochs)':>22}  model")
    for commit, notebook, classes, nms_free in RUNS:
        bars, infer_ms, images = val_split(run_log(repo, commit, notebook))
        host = host_at_ref(statistics.median(bars), infer_ms)
        low, high = host_at_ref(min(bars), infer_ms), host_at_ref(max(bars), infer_ms)
        if nms_free:
            what = f"NMS-free, top {MAX_DET}: {VAL_MS - NMS_MS:.2f} ms"
        else:
            what = (f"{per_class(host, classes):.1f} predictions a class "
                    f"({per_class(low, classes):.1f} .. {per_class(high, classes):.1f})")
        print(f"{commit:8} {classes:7} {images:6} {statistics.median(bars):6.2f} {infer_ms:5.1f} "
              f"{host:6.2f} ({low:.2f} .. {high:.2f})  {what}")
    print("\ninstance segmentation: the host beyond the box model is the masks'")
    for commit, notebook, classes, family in SEG_RUNS:
        bars, infer_ms, images = val_split(run_log(repo, commit, notebook), repo, commit, notebook)
        host = host_at_ref(statistics.median(bars), infer_ms)
        box = box_model_ms(family, classes)
        print(f"{commit:8} {classes:7} {images:6} {statistics.median(bars):6.2f} {infer_ms:5.1f} "
              f"{host:6.2f}  {family}: box model {box:.2f} ms, masks {host - box:.2f} ms")


if __name__ == "__main__":
    main()
