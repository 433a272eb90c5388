#!/usr/bin/env python3
"""Labels a YOLO training sample holds under Ultralytics' mosaic, from a dataset's own labels:
the mean a sample (vsize --objects) and the densest sample an epoch meets (vsize --max-objects),
which sizes the loss's label-padded tensors (YOLO's TaskAlignedAssigner pads every image of a
batch to the batch's densest; RT-DETR's denoising queries likewise).

Ultralytics' training pipeline (ultralytics/data/augment.py, v8_transforms at its defaults):
  - Mosaic(n=4): a 2s x 2s canvas (s = imgsz), a centre (xc, yc) uniform in [s/2, 3s/2]^2; the
    sample's image and 3 random others, each resized to a long side of s, pasted top-left,
    top-right, bottom-left, bottom-right of the centre; each image shows only its pasted region.
  - RandomPerspective(scale=0.5, translate=0.1, no rotation or shear, border -s/2): the canvas is
    centred, scaled by a factor uniform in [0.5, 1.5], shifted by a uniform 0.4-0.6 of s and cut to
    s x s; a box survives if it is wider and taller than 2 px and keeps more than 10 % of its
    scaled area (box_candidates).
A box counts where its clipped part lies; boxes are taken as given (a label file's pixels).

Inputs: --visdrone DIR (VisDrone-DET annotation files, converted as Ultralytics' VisDrone.yaml does:
rows with score 0 dropped, exact duplicates removed, frames of 1360x765, 1920x1080 or 2000x1500 by
their boxes' extent), --yolo DIR (YOLO label files, normalised boxes or segment polygons; --aspect
W:H for the images), or
--counts FILE (a per-image table: Dataset Ninja's stats/classes_per_image.json, rows [image, split,
height, width, unlabelled %, objects, labelled %]; boxes placed at random, each of the labelled
share / objects of the image, with --split). Run by hand; numpy only.
"""
import argparse
import json
import os
import random

import numpy as np

FRAMES = [(1360, 765), (1920, 1080), (2000, 1500)]


def visdrone(folder):
    images = []
    for name in sorted(os.listdir(folder)):
        rows = [r.split(",") for r in open(os.path.join(folder, name)).read().split() if r]
        kept = sorted({(int(r[5]) - 1, *map(int, r[:4])) for r in rows if r[4] != "0"})
        b = np.array([k[1:] for k in kept], float).reshape(-1, 4)
        xyxy = np.stack([b[:, 0], b[:, 1], b[:, 0] + b[:, 2], b[:, 1] + b[:, 3]], 1)
        w = xyxy[:, 2].max(initial=1)
        h = xyxy[:, 3].max(initial=1)
        frame = next((f for f in FRAMES if w <= f[0] and h <= f[1]), FRAMES[-1])
        images.append((xyxy, *frame))
    return images


def yolo_box(values):
    """x1, y1, x2, y2 (normalised) of one YOLO label line's values after the class: a box
    (cx cy w h) or a segment's polygon (x1 y1 x2 y2 ...), whose extent is its box."""
    if len(values) == 4:
        cx, cy, w, h = values
        return [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
    xs, ys = values[0::2], values[1::2]
    return [min(xs), min(ys), max(xs), max(ys)]


def yolo(folder, aspect):
    w, h = aspect
    images = []
    for name in sorted(os.listdir(folder)):
        rows = [yolo_box(list(map(float, r.split()[1:]))) for r in open(os.path.join(folder, name)) if r.split()]
        images.append((np.array(rows, float).reshape(-1, 4) * [w, h, w, h], w, h))
    return images


def counts(path, split, seed):
    rng = np.random.default_rng(seed)
    images = []
    for _, s, h, w, _, n, labelled in json.load(open(path))["data"]:
        if s != split:
            continue
        side = np.sqrt(max(labelled, 1.0) / 100 / max(n, 1))
        c = rng.uniform(0, 1, (n, 2))
        b = np.concatenate([c - side / 2, c + side / 2], 1) * [w, h, w, h]
        images.append((np.clip(b, 0, [w, h, w, h]), w, h))
    return images


def paste(corner, xc, yc, w, h, s):
    """Canvas region (x1a, y1a, x2a, y2a) of one mosaic image and the offset of its pixels."""
    if corner == 0:
        a = (max(xc - w, 0), max(yc - h, 0), xc, yc)
        return a, (a[0] - (w - (a[2] - a[0])), a[1] - (h - (a[3] - a[1])))
    if corner == 1:
        a = (xc, max(yc - h, 0), min(xc + w, 2 * s), yc)
        return a, (a[0], a[1] - (h - (a[3] - a[1])))
    if corner == 2:
        a = (max(xc - w, 0), yc, xc, min(2 * s, yc + h))
        return a, (a[0] - (w - (a[2] - a[0])), a[1])
    a = (xc, yc, min(xc + w, 2 * s), min(2 * s, yc + h))
    return a, (a[0], a[1])


def sample(images, index, s, scale, translate, rng):
    xc, yc = int(rng.uniform(s / 2, 3 * s / 2)), int(rng.uniform(s / 2, 3 * s / 2))
    boxes = []
    for corner, j in enumerate([index] + [rng.randrange(len(images)) for _ in range(3)]):
        xyxy, w0, h0 = images[j]
        r = s / max(w0, h0)
        (x1, y1, x2, y2), (dx, dy) = paste(corner, xc, yc, int(w0 * r), int(h0 * r), s)
        b = np.clip(xyxy * r + [dx, dy, dx, dy], [x1, y1, x1, y1], [x2, y2, x2, y2])
        boxes.append(b[(b[:, 2] > b[:, 0]) & (b[:, 3] > b[:, 1])])
    b = np.concatenate(boxes)
    k = rng.uniform(1 - scale, 1 + scale)
    t = np.array([rng.uniform(0.5 - translate, 0.5 + translate) * s for _ in range(2)] * 2)
    scaled = (b[:, 2:] - b[:, :2]) * k
    n = np.clip((b - s) * k + t, 0, s)
    wh = n[:, 2:] - n[:, :2]
    keep = (wh[:, 0] > 2) & (wh[:, 1] > 2) & (wh.prod(1) > 0.1 * scaled.prod(1))
    return int(keep.sum())


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--visdrone")
    src.add_argument("--yolo")
    src.add_argument("--counts")
    p.add_argument("--aspect", default="4:3")
    p.add_argument("--split", default="train")
    p.add_argument("--imgsz", type=int, default=640)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--scale", type=float, default=0.5)
    p.add_argument("--translate", type=float, default=0.1)
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()
    if a.visdrone:
        images = visdrone(a.visdrone)
    elif a.yolo:
        images = yolo(a.yolo, tuple(map(float, a.aspect.split(":"))))
    else:
        images = counts(a.counts, a.split, a.seed)
    per_image = [len(x[0]) for x in images]
    print(f"{len(images)} images, labels an image: mean {np.mean(per_image):.1f}, densest {max(per_image)}")
    rng = random.Random(a.seed)
    densest = []
    for epoch in range(a.epochs):
        order = list(range(len(images)))
        rng.shuffle(order)
        c = np.array([sample(images, i, a.imgsz, a.scale, a.translate, rng) for i in order])
        full = len(c) // a.batch * a.batch
        batch_max = c[:full].reshape(-1, a.batch).max(1)
        densest.append(c.max())
        print(f"epoch {epoch + 1}: labels a sample mean {c.mean():.1f}, densest {c.max()}; "
              f"a batch's densest sample median {np.median(batch_max):.0f}")
    print(f"--objects {round(float(np.mean(c)))} --max-objects {int(np.median(densest))} "
          f"(the median of {a.epochs} epochs' densest sample)")


if __name__ == "__main__":
    main()
