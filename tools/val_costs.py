#!/usr/bin/env python3
"""Validation's host work an image, read from public training logs (docs/models.md M8).

Ultralytics prints a validation progress bar each epoch and, after the final validation, "Speed:
... ms inference ... ms postprocess per image". What the bar takes an image beyond the inference
is the host's: NMS, matching the predictions to the labels, the confusion matrix and the
statistics. vsize models that work as

    ms = NMS + fixed + (val_ms_per_image - NMS - fixed) x predictions / max_det

where val_ms_per_image holds at max_det (300) predictions an image, a head with NMS keeps about
val_predictions_per_class of each class, and an NMS-free head keeps its top max_det. This script
reads the Roboflow notebooks (a calibration source) and prints, per detection run with at least
200 validation images, the host milliseconds at the catalog's reference clock and, for a head
with NMS, the predictions per class that make the formula match:

    python3 tools/val_costs.py /work/.mirror/roboflow+notebooks/repo

The runs are on Colab T4 hosts (2 vCPUs), where the validation loader's workers share the core:
the host figure holds their decoding too, so the predictions per class it gives are an upper bound.
"""
import re
import statistics
import sys

from epoch_costs import COLAB_GHZ, REF_GHZ, bar_seconds, run_log

VAL_MS = 8.0          # family ultralytics-yolo val_ms_per_image (at max_det predictions)
NMS_MS = 1.2          # family val_nms_ms_per_image
FIXED_MS = 1.0        # assumption val-image-fixed-ms
MAX_DET = 300         # Ultralytics default.yaml max_det

# (commit, notebook, classes as the log's "Overriding model.yaml nc=80 with nc=N", NMS-free head).
RUNS = [
    ("d778fc8", "train-yolo11-object-detection-on-custom-dataset.ipynb", 23, False),
    ("b10f6fe", "train-yolov10-object-detection-on-custom-dataset.ipynb", 1, True),
]


def val_split(log):
    """Median validation bar an image (ms) over the epochs, and the final Speed line's inference."""
    bars = [bar_seconds(line) for line in re.split(r"[\n\r]", log) if "Class" in line and "Images" in line]
    bars = [b for b in bars if b is not None]
    images = int(re.search(r"\n\s+all\s+(\d+)\s", log).group(1))
    speed = re.findall(r"Speed: [\d.]+ms preprocess, ([\d.]+)ms inference", log)[-1]
    return statistics.median(bars) / images * 1000, float(speed), images


def main():
    repo = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror/roboflow+notebooks/repo"
    print(f"{'commit':8} {'classes':>7} {'images':>6} {'bar ms':>6} {'infer':>5} {'host @3GHz':>10}  predictions")
    for commit, notebook, classes, nms_free in RUNS:
        bar_ms, infer_ms, images = val_split(run_log(repo, commit, notebook))
        host = (bar_ms - infer_ms) * COLAB_GHZ / REF_GHZ
        if nms_free:
            what = f"NMS-free: the model says {VAL_MS - NMS_MS:.1f} ms (top {MAX_DET}, no NMS)"
        else:
            predictions = (host - NMS_MS - FIXED_MS) / (VAL_MS - NMS_MS - FIXED_MS) * MAX_DET
            what = f"{predictions:.0f} an image = {predictions / classes:.1f} a class"
        print(f"{commit:8} {classes:7} {images:6} {bar_ms:6.1f} {infer_ms:5.1f} {host:10.2f}  {what}")


if __name__ == "__main__":
    main()
