#!/usr/bin/python3
"""Per-core throughput of the Ultralytics YOLO training data pipeline (CPU side), re-implemented.

What it measures
  The CPU work one DataLoader worker does per training sample in Ultralytics YOLO
  (ultralytics/data/base.py BaseDataset.load_image + get_image_and_label,
   ultralytics/data/dataset.py YOLODataset.update_labels_info,
   ultralytics/data/augment.py v8_transforms: Mosaic(p=1) -> RandomPerspective -> RandomHSV ->
   RandomFlip(vertical p=0) -> RandomFlip(horizontal p=0.5) -> Format, then the collate_fn stack):
    load_image      cv2.imread (JPEG decode, BGR) + cv2.resize(INTER_LINEAR) so the long side =
                    imgsz (skipped when it already is). No cache: the sample's own image is
                    decoded; the three other mosaic tiles come from the worker's buffer of
                    recently loaded images (BaseDataset.buffer, up to min(n, 8 x batch, 1000)
                    images) exactly as Ultralytics does, so they are NOT decoded again.
                    RAM cache (cache='ram'): every image is decoded+resized once up front;
                    per sample only array look-ups remain.
    labels          deepcopy of the label dict per tile (get_image_and_label), boxes
                    (COCO-like ~7 objects/image) and, for segmentation, every polygon
                    resampled to 1000 points (update_labels_info).
    Mosaic          4 tiles placed on a 2*imgsz x 2*imgsz canvas filled with 114; boxes
                    shifted, clipped, zero-area boxes removed.
    RandomPerspective  Ultralytics defaults degrees=0, translate=0.1, scale=0.5, shear=0,
                    perspective=0: M = T S R P C, cv2.warpAffine to imgsz x imgsz (border 114),
                    boxes (and segments) transformed, box_candidates filter.
    RandomHSV       hgain .015, sgain .7, vgain .4: BGR->HSV, split, 3 x cv2.LUT, merge, HSV->BGR.
    RandomFlip      horizontal p=0.5 (np.fliplr + np.ascontiguousarray), boxes flipped.
    Format          HWC BGR -> CHW RGB contiguous (img.transpose(2,0,1)[::-1]); for the
                    segmentation variant, polygons2masks_overlap at mask_ratio 4: per object a
                    full-size uint8 mask, cv2.fillPoly, cv2.resize to imgsz/4, area sort, overlap
                    accumulation.
    collate         np.stack of a batch of 16 images (YOLODataset.collate_fn torch.stack copy).
  Not included: torch tensor creation, inter-process transfer of the batch to the trainer
  (shared memory), pin_memory thread, anything on the GPU. They add a little per image.

Setup (recorded): Debian 12, system Python 3.11. The pyenv python3 on PATH had no numpy, so
  apt-get install -y python3-opencv python3-numpy      (OpenCV 4.6.0, NumPy 1.24.2)
and run with /usr/bin/python3. No PyTorch, no Ultralytics needed.

Single-threaded on purpose (per-core rate): OMP_NUM_THREADS / OPENBLAS / MKL = 1 are set before
numpy/cv2 load, and cv2.setNumThreads(0) (which Ultralytics itself calls in
ultralytics/utils/__init__.py so workers do not oversubscribe) makes OpenCV run on the calling
thread. One process, one core.

Usage
  /usr/bin/python3 tools/bench_loader.py [--quick] [--workdir DIR] [--json OUT.json]
  Run time ~2.5 minutes on a 2.3 GHz server core (synthesis ~35 s, 3 passes per case).
Results and caveats: bench/LOADER.md.
"""
import os

for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS"):
    os.environ[_v] = "1"

import argparse  # noqa: E402
import copy  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import platform  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

import cv2  # noqa: E402
import numpy as np  # noqa: E402

cv2.setNumThreads(0)

# ---------------------------------------------------------------------------------------------
# Synthetic, natural-image-like JPEGs
# ---------------------------------------------------------------------------------------------


def synth_image(rng, w, h, detail):
    """Smooth colour gradients + objects with edges + band-limited texture + sensor noise."""
    # low-frequency colour field (sky, walls, ground)
    base = rng.uniform(30, 220, size=(rng.integers(3, 7), rng.integers(4, 9), 3)).astype(np.float32)
    img = cv2.resize(base, (w, h), interpolation=cv2.INTER_CUBIC)
    # objects: filled polygons / ellipses with their own shading
    n_obj = int(rng.integers(6, 14))
    for _ in range(n_obj):
        color = rng.uniform(0, 255, 3).tolist()
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        r = rng.uniform(0.04, 0.3) * min(w, h)
        if rng.random() < 0.5:
            cv2.ellipse(img, (int(cx), int(cy)), (int(r), int(r * rng.uniform(0.4, 1.0))),
                        float(rng.uniform(0, 180)), 0, 360, color, -1, lineType=cv2.LINE_AA)
        else:
            k = int(rng.integers(3, 9))
            ang = np.sort(rng.uniform(0, 2 * np.pi, k))
            rad = r * rng.uniform(0.5, 1.0, k)
            pts = np.stack([cx + rad * np.cos(ang), cy + rad * np.sin(ang)], 1).astype(np.int32)
            cv2.fillPoly(img, [pts], color, lineType=cv2.LINE_AA)
    # mid-frequency texture (foliage, fabric): noise at 1/4 and 1/2 resolution, upsampled
    for div, amp in ((4, 18.0), (2, 10.0)):
        t = rng.normal(0, amp, size=(h // div, w // div, 3)).astype(np.float32)
        img += cv2.resize(t, (w, h), interpolation=cv2.INTER_CUBIC)
    # fine detail / sensor noise: sets the compressed size
    img += rng.normal(0, detail, size=(h, w, 3)).astype(np.float32)
    return np.clip(img, 0, 255).astype(np.uint8)


def synthesize(dirpath, n, w, h, detail, quality, seed):
    rng = np.random.default_rng(seed)
    os.makedirs(dirpath, exist_ok=True)
    files, sizes = [], []
    for i in range(n):
        im = synth_image(rng, w, h, detail)
        ok, buf = cv2.imencode(".jpg", im, [cv2.IMWRITE_JPEG_QUALITY, quality])
        assert ok
        f = os.path.join(dirpath, f"im{i:04d}.jpg")
        with open(f, "wb") as fh:
            fh.write(buf.tobytes())
        files.append(f)
        sizes.append(len(buf))
    return files, sizes


# ---------------------------------------------------------------------------------------------
# Labels (COCO-like) and a minimal Instances
# ---------------------------------------------------------------------------------------------


def make_labels(rng, n_img, seg, objs_mean):
    labels = []
    for _ in range(n_img):
        n = max(1, int(rng.poisson(objs_mean)))
        cxy = rng.uniform(0.1, 0.9, (n, 2))
        wh = rng.uniform(0.03, 0.4, (n, 2))
        boxes = np.concatenate([cxy, wh], 1).astype(np.float32)  # normalized xywh
        lab = {"cls": rng.integers(0, 80, (n, 1)).astype(np.float32), "bboxes": boxes,
               "segments": [], "keypoints": None, "normalized": True, "bbox_format": "xywh"}
        if seg:
            segs = []
            for (x, y, bw, bh) in boxes:
                k = int(rng.integers(12, 60))  # COCO polygons: tens of vertices
                ang = np.sort(rng.uniform(0, 2 * np.pi, k))
                rad = rng.uniform(0.6, 1.0, k)
                segs.append(np.stack([x + 0.5 * bw * rad * np.cos(ang), y + 0.5 * bh * rad * np.sin(ang)], 1)
                            .clip(0, 1).astype(np.float32))
            lab["segments"] = segs
        labels.append(lab)
    return labels


def resample_segments(segments, n=1000):
    # ultralytics/utils/ops.py resample_segments
    for i, s in enumerate(segments):
        if len(s) == n:
            continue
        s = np.concatenate((s, s[0:1, :]), axis=0)
        x = np.linspace(0, len(s) - 1, n - len(s) if len(s) < n else n)
        xp = np.arange(len(s))
        x = np.insert(x, np.searchsorted(x, xp), xp) if len(s) < n else x
        segments[i] = np.concatenate([np.interp(x, xp, s[:, i]) for i in range(2)], dtype=np.float32).reshape(2, -1).T
    return segments


class Instances:
    """The parts of ultralytics/utils/instance.py the training transforms exercise."""

    def __init__(self, bboxes, segments, fmt="xywh", normalized=True):
        self.bboxes = bboxes.astype(np.float32)
        self.segments = segments
        self.fmt = fmt
        self.normalized = normalized

    def __len__(self):
        return len(self.bboxes)

    def convert_bbox(self, fmt):
        if fmt == self.fmt:
            return
        b = self.bboxes
        y = np.empty_like(b)
        if fmt == "xyxy":  # from xywh
            y[:, 0] = b[:, 0] - b[:, 2] / 2
            y[:, 1] = b[:, 1] - b[:, 3] / 2
            y[:, 2] = b[:, 0] + b[:, 2] / 2
            y[:, 3] = b[:, 1] + b[:, 3] / 2
        else:  # to xywh
            y[:, 0] = (b[:, 0] + b[:, 2]) / 2
            y[:, 1] = (b[:, 1] + b[:, 3]) / 2
            y[:, 2] = b[:, 2] - b[:, 0]
            y[:, 3] = b[:, 3] - b[:, 1]
        self.bboxes, self.fmt = y, fmt

    def denormalize(self, w, h):
        if not self.normalized:
            return
        self.bboxes = self.bboxes * np.array([w, h, w, h], np.float32)
        if len(self.segments):
            self.segments[..., 0] *= w
            self.segments[..., 1] *= h
        self.normalized = False

    def normalize(self, w, h):
        if self.normalized:
            return
        self.bboxes = self.bboxes / np.array([w, h, w, h], np.float32)
        if len(self.segments):
            self.segments[..., 0] /= w
            self.segments[..., 1] /= h
        self.normalized = True

    def add_padding(self, padw, padh):
        self.bboxes = self.bboxes + np.array([padw, padh, padw, padh], np.float32)
        if len(self.segments):
            self.segments[..., 0] += padw
            self.segments[..., 1] += padh

    def clip(self, w, h):
        ori = self.fmt
        self.convert_bbox("xyxy")
        self.bboxes[:, [0, 2]] = self.bboxes[:, [0, 2]].clip(0, w)
        self.bboxes[:, [1, 3]] = self.bboxes[:, [1, 3]].clip(0, h)
        if ori != "xyxy":
            self.convert_bbox(ori)
        if len(self.segments):
            self.segments[..., 0] = self.segments[..., 0].clip(0, w)
            self.segments[..., 1] = self.segments[..., 1].clip(0, h)

    def remove_zero_area_boxes(self):
        b = self.bboxes
        area = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1]) if self.fmt == "xyxy" else b[:, 2] * b[:, 3]
        good = area > 0
        if not good.all():
            self.bboxes = self.bboxes[good]
            if len(self.segments):
                self.segments = self.segments[good]
        return good

    def fliplr(self, w):
        if self.fmt == "xyxy":
            x1 = self.bboxes[:, 0].copy()
            self.bboxes[:, 0] = w - self.bboxes[:, 2]
            self.bboxes[:, 2] = w - x1
        else:
            self.bboxes[:, 0] = w - self.bboxes[:, 0]
        if len(self.segments):
            self.segments[..., 0] = w - self.segments[..., 0]

    def __getitem__(self, idx):
        segs = self.segments[idx] if len(self.segments) else self.segments
        return Instances(self.bboxes[idx], segs, self.fmt, self.normalized)

    @staticmethod
    def concatenate(lst):
        b = np.concatenate([x.bboxes for x in lst], 0)
        segs = [x.segments for x in lst if len(x.segments)]
        s = np.concatenate(segs, 0) if segs else np.zeros((0, 1000, 2), np.float32)
        return Instances(b, s, lst[0].fmt, lst[0].normalized)


def segment2box(segment, width, height):
    # ultralytics/utils/ops.py segment2box
    x, y = segment.T
    if np.array([x.min() < 0, y.min() < 0, x.max() > width, y.max() > height]).sum() >= 3:
        x = x.clip(0, width)
        y = y.clip(0, height)
    inside = (x >= 0) & (y >= 0) & (x <= width) & (y <= height)
    x, y = x[inside], y[inside]
    return (np.array([x.min(), y.min(), x.max(), y.max()], dtype=segment.dtype) if any(x)
            else np.zeros(4, dtype=segment.dtype))


# ---------------------------------------------------------------------------------------------
# Dataset + transforms (Ultralytics semantics)
# ---------------------------------------------------------------------------------------------

STAGES = ("decode", "resize", "labels", "mosaic", "letterbox", "affine", "hsv", "flip", "format", "masks", "collate")


class Dataset:
    def __init__(self, files, labels, imgsz, cache_ram, seg, batch=16, virtual_size=118287, mosaic=True):
        # A dataset of `virtual_size` images (COCO train2017 by default) backed by the synthetic
        # files (index i -> file i % n). No cache: the worker's mosaic buffer holds
        # min(ni, 8 x batch, 1000) = 128 images, so the sample's own image is almost never in
        # it and is decoded, as in a real COCO-sized run. RAM cache: the n distinct files are
        # decoded once and shared by every virtual index (same per-sample work as a full cache).
        self.files, self.labels, self.imgsz, self.seg = files, labels, imgsz, seg
        self.mosaic = mosaic  # False: the epochs after close_mosaic (Dataset.close_mosaic sets hyp.mosaic = 0)
        self.n_files = len(files)
        self.ni = virtual_size
        self.ims, self.im_hw = {}, {}
        self.buffer = []
        self.max_buffer_length = min(self.ni, batch * 8, 1000)
        self.cache = "ram" if cache_ram else None
        self.t = dict.fromkeys(STAGES, 0.0)
        self.cached = None
        if cache_ram:  # cache_images(): load_image for every (distinct) image
            self.cached = [self._read(i) for i in range(self.n_files)]
            self.buffer = list(range(self.ni))[-self.max_buffer_length:]

    def _read(self, i):
        t0 = time.perf_counter()
        im = cv2.imread(self.files[i % self.n_files], cv2.IMREAD_COLOR)
        t1 = time.perf_counter()
        h0, w0 = im.shape[:2]
        r = self.imgsz / max(h0, w0)
        if r != 1:
            w, h = min(math.ceil(w0 * r), self.imgsz), min(math.ceil(h0 * r), self.imgsz)
            im = cv2.resize(im, (w, h), interpolation=cv2.INTER_LINEAR)
        t2 = time.perf_counter()
        self.t["decode"] += t1 - t0
        self.t["resize"] += t2 - t1
        return im, im.shape[:2]

    def load_image(self, i):
        if self.cached is not None:  # cache='ram': self.ims[i] is always set
            return self.cached[i % self.n_files]
        if self.ims.get(i) is None:
            im, hw = self._read(i)
            self.ims[i], self.im_hw[i] = im, hw
            self.buffer.append(i)
            if 1 < len(self.buffer) >= self.max_buffer_length:
                j = self.buffer.pop(0)
                if self.cache != "ram":
                    self.ims.pop(j, None), self.im_hw.pop(j, None)
            return im, hw
        return self.ims[i], self.im_hw[i]

    def get_image_and_label(self, i):
        t0 = time.perf_counter()
        label = copy.deepcopy(self.labels[i % self.n_files])
        t1 = time.perf_counter()
        label["img"], label["resized_shape"] = self.load_image(i)
        t2 = time.perf_counter()
        segments = label.pop("segments")
        if len(segments):
            segments = np.stack(resample_segments(segments, n=1000), axis=0)
        else:
            segments = np.zeros((0, 1000, 2), dtype=np.float32)
        label["instances"] = Instances(label.pop("bboxes"), segments, label.pop("bbox_format"), label.pop("normalized"))
        t3 = time.perf_counter()
        self.t["labels"] += (t1 - t0) + (t3 - t2)
        return label

    # -- transforms ---------------------------------------------------------------------------
    def mosaic4(self, labels):
        s = self.imgsz
        border = (-s // 2, -s // 2)
        idx = random.choices(list(self.buffer), k=3)
        mix = [self.get_image_and_label(i) for i in idx]
        t0 = time.perf_counter()
        yc, xc = (int(random.uniform(-x, 2 * s + x)) for x in border)
        parts = []
        for i in range(4):
            lp = labels if i == 0 else mix[i - 1]
            img = lp["img"]
            h, w = lp.pop("resized_shape")
            if i == 0:
                img4 = np.full((s * 2, s * 2, img.shape[2]), 114, dtype=np.uint8)
                x1a, y1a, x2a, y2a = max(xc - w, 0), max(yc - h, 0), xc, yc
                x1b, y1b, x2b, y2b = w - (x2a - x1a), h - (y2a - y1a), w, h
            elif i == 1:
                x1a, y1a, x2a, y2a = xc, max(yc - h, 0), min(xc + w, s * 2), yc
                x1b, y1b, x2b, y2b = 0, h - (y2a - y1a), min(w, x2a - x1a), h
            elif i == 2:
                x1a, y1a, x2a, y2a = max(xc - w, 0), yc, xc, min(s * 2, yc + h)
                x1b, y1b, x2b, y2b = w - (x2a - x1a), 0, w, min(y2a - y1a, h)
            else:
                x1a, y1a, x2a, y2a = xc, yc, min(xc + w, s * 2), min(s * 2, yc + h)
                x1b, y1b, x2b, y2b = 0, 0, min(w, x2a - x1a), min(y2a - y1a, h)
            img4[y1a:y2a, x1a:x2a] = img[y1b:y2b, x1b:x2b]
            inst = lp["instances"]
            nh, nw = img.shape[:2]
            inst.convert_bbox("xyxy")
            inst.denormalize(nw, nh)
            inst.add_padding(x1a - x1b, y1a - y1b)
            parts.append(lp)
        inst = Instances.concatenate([p["instances"] for p in parts])
        cls = np.concatenate([p["cls"] for p in parts], 0)
        inst.clip(2 * s, 2 * s)
        good = inst.remove_zero_area_boxes()
        out = {"img": img4, "cls": cls[good], "instances": inst, "mosaic_border": border}
        self.t["mosaic"] += time.perf_counter() - t0
        return out

    def letterbox(self, labels):
        # LetterBox(new_shape=(imgsz, imgsz)), RandomPerspective's pre_transform when a sample has no
        # mosaic_border: load_image already made the long side imgsz, so r = 1 and only the padding
        # to a square (cv2.copyMakeBorder, value 114, centred) remains; the boxes shift by the padding.
        t0 = time.perf_counter()
        img = labels["img"]
        h, w = labels.pop("resized_shape")
        s = self.imgsz
        dw, dh = (s - w) / 2, (s - h) / 2
        top, bottom = int(round(dh - 0.1)), int(round(dh + 0.1))
        left, right = int(round(dw - 0.1)), int(round(dw + 0.1))
        labels["img"] = cv2.copyMakeBorder(img, top, bottom, left, right, cv2.BORDER_CONSTANT, value=(114, 114, 114))
        inst = labels["instances"]
        inst.convert_bbox("xyxy")
        inst.denormalize(w, h)
        inst.add_padding(left, top)
        labels["mosaic_border"] = (0, 0)  # RandomPerspective's own border: output size = input size
        self.t["letterbox"] += time.perf_counter() - t0
        return labels

    def random_perspective(self, labels, degrees=0.0, translate=0.1, scale=0.5, shear=0.0, perspective=0.0):
        t0 = time.perf_counter()
        img = labels["img"]
        inst = labels.pop("instances")
        inst.convert_bbox("xyxy")
        inst.denormalize(*img.shape[:2][::-1])
        border = labels.pop("mosaic_border")
        size = img.shape[1] + border[1] * 2, img.shape[0] + border[0] * 2
        C = np.eye(3, dtype=np.float32)
        C[0, 2], C[1, 2] = -img.shape[1] / 2, -img.shape[0] / 2
        P = np.eye(3, dtype=np.float32)
        P[2, 0] = random.uniform(-perspective, perspective)
        P[2, 1] = random.uniform(-perspective, perspective)
        R = np.eye(3, dtype=np.float32)
        a = random.uniform(-degrees, degrees)
        sc = random.uniform(1 - scale, 1 + scale)
        R[:2] = cv2.getRotationMatrix2D(angle=a, center=(0, 0), scale=sc)
        S = np.eye(3, dtype=np.float32)
        S[0, 1] = math.tan(random.uniform(-shear, shear) * math.pi / 180)
        S[1, 0] = math.tan(random.uniform(-shear, shear) * math.pi / 180)
        T = np.eye(3, dtype=np.float32)
        T[0, 2] = random.uniform(0.5 - translate, 0.5 + translate) * size[0]
        T[1, 2] = random.uniform(0.5 - translate, 0.5 + translate) * size[1]
        M = T @ S @ R @ P @ C
        img = cv2.warpAffine(img, M[:2], dsize=size, borderValue=(114, 114, 114))
        # boxes
        b = inst.bboxes
        n = len(b)
        xy = np.ones((n * 4, 3), dtype=b.dtype)
        xy[:, :2] = b[:, [0, 1, 2, 3, 0, 3, 2, 1]].reshape(n * 4, 2)
        xy = (xy @ M.T)[:, :2].reshape(n, 8)
        x, y = xy[:, [0, 2, 4, 6]], xy[:, [1, 3, 5, 7]]
        new_b = np.concatenate((x.min(1), y.min(1), x.max(1), y.max(1)), dtype=b.dtype).reshape(4, n).T
        segs = inst.segments
        if len(segs):
            ns, num = segs.shape[:2]
            xy = np.ones((ns * num, 3), dtype=segs.dtype)
            xy[:, :2] = segs.reshape(-1, 2)
            xy = xy @ M.T
            xy = xy[:, :2] / xy[:, 2:3]
            segs = xy.reshape(ns, -1, 2)
            new_b = np.stack([segment2box(s_, size[0], size[1]) for s_ in segs], 0)
            segs[..., 0] = segs[..., 0].clip(new_b[:, 0:1], new_b[:, 2:3])
            segs[..., 1] = segs[..., 1].clip(new_b[:, 1:2], new_b[:, 3:4])
        new = Instances(new_b, segs, "xyxy", False)
        new.clip(*size)
        # box_candidates (area_thr 0.01 with segments, 0.10 without)
        old = inst.bboxes * sc
        w1, h1 = old[:, 2] - old[:, 0], old[:, 3] - old[:, 1]
        w2, h2 = new.bboxes[:, 2] - new.bboxes[:, 0], new.bboxes[:, 3] - new.bboxes[:, 1]
        ar = np.maximum(w2 / (h2 + 1e-16), h2 / (w2 + 1e-16))
        keep = (w2 > 2) & (h2 > 2) & (w2 * h2 / (w1 * h1 + 1e-16) > (0.01 if len(segs) else 0.10)) & (ar < 100)
        labels["instances"] = new[keep]
        labels["cls"] = labels["cls"][keep]
        labels["img"] = img
        self.t["affine"] += time.perf_counter() - t0
        return labels

    def random_hsv(self, labels, hgain=0.015, sgain=0.7, vgain=0.4):
        t0 = time.perf_counter()
        img = labels["img"]
        r = np.random.uniform(-1, 1, 3) * [hgain, sgain, vgain] + 1
        hue, sat, val = cv2.split(cv2.cvtColor(img, cv2.COLOR_BGR2HSV))
        x = np.arange(0, 256, dtype=r.dtype)
        lut_hue = ((x * r[0]) % 180).astype(np.uint8)
        lut_sat = np.clip(x * r[1], 0, 255).astype(np.uint8)
        lut_val = np.clip(x * r[2], 0, 255).astype(np.uint8)
        im_hsv = cv2.merge((cv2.LUT(hue, lut_hue), cv2.LUT(sat, lut_sat), cv2.LUT(val, lut_val)))
        cv2.cvtColor(im_hsv, cv2.COLOR_HSV2BGR, dst=img)
        self.t["hsv"] += time.perf_counter() - t0
        return labels

    def random_flip(self, labels, p=0.5):
        t0 = time.perf_counter()
        img = labels["img"]
        inst = labels.pop("instances")
        inst.convert_bbox("xywh")
        if random.random() < p:
            img = np.fliplr(img)
            inst.fliplr(img.shape[1])
        labels["img"] = np.ascontiguousarray(img)
        labels["instances"] = inst
        self.t["flip"] += time.perf_counter() - t0
        return labels

    def format(self, labels, mask_ratio=4):
        t0 = time.perf_counter()
        img = labels.pop("img")
        h, w = img.shape[:2]
        inst = labels.pop("instances")
        inst.convert_bbox("xywh")
        inst.denormalize(w, h)
        tm = tmask = 0.0
        if self.seg:
            tm = time.perf_counter()
            masks = np.zeros((h // mask_ratio, w // mask_ratio), dtype=np.uint8)
            if len(inst):
                ms, areas = [], []
                for seg in inst.segments:  # polygons2masks_overlap -> polygon2mask per object
                    m = np.zeros((h, w), dtype=np.uint8)
                    cv2.fillPoly(m, np.asarray([seg.reshape(-1)], dtype=np.int32).reshape(1, -1, 2), color=1)
                    m = cv2.resize(m, (w // mask_ratio, h // mask_ratio))
                    ms.append(m)
                    areas.append(m.sum())
                index = np.argsort(-np.asarray(areas))
                ms = np.array(ms)[index]
                for i in range(len(ms)):
                    masks = np.clip(masks + ms[i] * (i + 1), 0, i + 1).astype(np.uint8)
                inst = inst[index]
            labels["masks"] = masks[None]
            tmask = time.perf_counter() - tm
            self.t["masks"] += tmask
        inst.normalize(w, h)
        labels["img"] = np.ascontiguousarray(img.transpose(2, 0, 1)[::-1])
        labels["bboxes"] = inst.bboxes
        self.t["format"] += time.perf_counter() - t0 - tmask
        return labels

    def __getitem__(self, i):
        labels = self.get_image_and_label(i)
        labels = self.mosaic4(labels) if self.mosaic else self.letterbox(labels)
        labels = self.random_perspective(labels)
        labels = self.random_hsv(labels)
        labels = self.random_flip(labels)
        return self.format(labels)


def collate(samples, t):
    t0 = time.perf_counter()
    out = {"img": np.stack([s["img"] for s in samples], 0),
           "bboxes": np.concatenate([s["bboxes"] for s in samples], 0)}
    if "masks" in samples[0]:
        out["masks"] = np.concatenate([s["masks"] for s in samples], 0)
    t["collate"] += time.perf_counter() - t0
    return out


def run_case(files, labels, imgsz, cache_ram, seg, n_samples, passes, batch=16, seed=0, mosaic=True):
    random.seed(seed)
    np.random.seed(seed)
    t_cache0 = time.perf_counter()
    ds = Dataset(files, labels, imgsz, cache_ram, seg, batch, mosaic=mosaic)
    cache_s = time.perf_counter() - t_cache0
    rng = random.Random(seed + 1)
    # warm-up: fill the worker's mosaic buffer as a real worker does in its first batches
    for _ in range(ds.max_buffer_length):
        ds[rng.randrange(ds.ni)]
    rates, stage_tot = [], dict.fromkeys(STAGES, 0.0)
    n_done = 0
    for _ in range(passes):
        ds.t = dict.fromkeys(STAGES, 0.0)
        order = rng.sample(range(ds.ni), n_samples)  # a shuffled epoch, as the sampler draws
        t0 = time.perf_counter()
        k = 0
        batch_buf = []
        while k < n_samples:
            batch_buf.append(ds[order[k]])
            k += 1
            if len(batch_buf) == batch:
                collate(batch_buf, ds.t)
                batch_buf = []
        dt = time.perf_counter() - t0
        rates.append(n_samples / dt)
        for s in STAGES:
            stage_tot[s] += ds.t[s]
        n_done += n_samples
    ms = {s: 1e3 * stage_tot[s] / n_done for s in STAGES}
    return {"images_per_s": statistics.median(rates), "passes": [round(r, 1) for r in rates],
            "ms_per_image": 1e3 / statistics.median(rates), "stage_ms": ms,
            "cache_build_ms_per_image": 1e3 * cache_s / ds.n_files if cache_ram else 0.0}


def decode_rate(files, reps=2):
    t0 = time.perf_counter()
    n = 0
    for _ in range(reps):
        for f in files:
            cv2.imread(f, cv2.IMREAD_COLOR)
            n += 1
    return n / (time.perf_counter() - t0)


def cpu_info():
    info = {"model": platform.processor() or "?", "mhz": None, "hypervisor": False}
    try:
        with open("/proc/cpuinfo") as fh:
            txt = fh.read()
        for line in txt.splitlines():
            if line.startswith("model name") and info["model"] in ("?", "", "x86_64"):
                info["model"] = line.split(":", 1)[1].strip()
            if line.startswith("cpu MHz") and info["mhz"] is None:
                info["mhz"] = float(line.split(":", 1)[1])
            if line.startswith("flags"):
                info["hypervisor"] = " hypervisor" in line
        for line in txt.splitlines():
            if line.startswith("model name"):
                info["model"] = line.split(":", 1)[1].strip()
                break
        for k, key in (("family", "cpu family"), ("model_no", "model\t"), ("stepping", "stepping")):
            for line in txt.splitlines():
                if line.startswith(key):
                    info[k] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    for k, p in (("base_khz", "/sys/devices/system/cpu/cpu0/cpufreq/base_frequency"),
                 ("max_khz", "/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq"),
                 ("cur_khz", "/sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq")):
        try:
            with open(p) as fh:
                info[k] = int(fh.read().strip())
        except OSError:
            info[k] = None
    info["logical_cpus"] = os.cpu_count()
    return info


def parse_args(doc, quick_s):
    """The options both loader benchmarks take."""
    ap = argparse.ArgumentParser(description=doc.split("\n")[0])
    ap.add_argument("--workdir", default=None, help="where to write the synthetic JPEGs (default: a temp dir)")
    ap.add_argument("--n-images", type=int, default=200)
    ap.add_argument("--quick", action="store_true", help=f"fewer samples (smoke test, ~{quick_s} s)")
    ap.add_argument("--json", default=None, help="also write the results as JSON here")
    ap.add_argument("--no-mosaic-only", action="store_true",
                    help="only the samples of the epochs after close_mosaic (letterbox instead of mosaic)")
    return ap.parse_args()


def main():
    args = parse_args(__doc__, 30)

    t_start = time.perf_counter()
    ci = cpu_info()
    print(f"CPU            : {ci['model']} (family {ci.get('family')} model {ci.get('model_no')} stepping {ci.get('stepping')})")
    print(f"clock          : /proc/cpuinfo 'cpu MHz' {ci['mhz']} ; cpufreq base {ci['base_khz']} kHz, max {ci['max_khz']} kHz, "
          f"current {ci['cur_khz']} kHz (None = not exposed, e.g. a VM)")
    print(f"virtualised    : {ci['hypervisor']} ; logical CPUs {ci['logical_cpus']}")
    print(f"Python {platform.python_version()} | OpenCV {cv2.__version__} | NumPy {np.__version__} | "
          f"cv2.getNumThreads() {cv2.getNumThreads()} | OMP_NUM_THREADS {os.environ.get('OMP_NUM_THREADS')}")

    work = args.workdir or tempfile.mkdtemp(prefix="bench_loader_")
    n = args.n_images
    t0 = time.perf_counter()
    f640, s640 = synthesize(os.path.join(work, "img640x480"), n, 640, 480, detail=16.0, quality=90, seed=1)
    f1280, s1280 = synthesize(os.path.join(work, "img1280x960"), n, 1280, 960, detail=6.0, quality=90, seed=2)
    print(f"synthesised {n} x 640x480 JPEG q90: mean {statistics.mean(s640)/1e3:.0f} kB "
          f"(min {min(s640)/1e3:.0f}, max {max(s640)/1e3:.0f}); {n} x 1280x960: mean {statistics.mean(s1280)/1e3:.0f} kB "
          f"(min {min(s1280)/1e3:.0f}, max {max(s1280)/1e3:.0f}); {time.perf_counter()-t0:.1f} s in {work}")

    dec640 = decode_rate(f640)
    dec1280 = decode_rate(f1280)
    print(f"cv2.imread alone: 640x480 {dec640:.0f} img/s/core, 1280x960 {dec1280:.0f} img/s/core")

    rng = np.random.default_rng(7)
    lab_det = make_labels(rng, n, seg=False, objs_mean=7.3)   # COCO: 7.3 objects per image
    lab_seg = make_labels(rng, n, seg=True, objs_mean=10.0)   # ~10 polygons per image

    q = 0.25 if args.quick else 1.0
    passes = 2 if args.quick else 3
    cases = [
        ("detect", 640, "none", f640, lab_det, False, int(320 * q)),
        ("detect", 640, "ram", f640, lab_det, False, int(320 * q)),
        ("detect", 1280, "none", f1280, lab_det, False, int(96 * q)),
        ("detect", 1280, "ram", f1280, lab_det, False, int(96 * q)),
        ("segment", 640, "none", f640, lab_seg, True, int(192 * q)),
        ("segment", 640, "ram", f640, lab_seg, True, int(192 * q)),
        ("detect", 640, "none (1280x960 src)", f1280, lab_det, False, int(192 * q)),
        ("detect", 320, "none", f640, lab_det, False, int(384 * q)),
        ("detect", 320, "ram", f640, lab_det, False, int(384 * q)),
    ]
    # The epochs after close_mosaic (Ultralytics' default: the last 10): one image a sample, letterboxed.
    no_mosaic = [(t, i, c, f, l, sg, n * 2) for t, i, c, f, l, sg, n in cases if i >= 640 and "1280x960 src" not in c]
    no_mosaic.append(("detect", 640, "none (1280x960 src)", f1280, lab_det, False, int(384 * q)))
    cases = ([] if args.no_mosaic_only else [c + (True,) for c in cases]) + [c + (False,) for c in no_mosaic]
    results = []
    print()
    hdr = (f"{'task':8} {'imgsz':>5} {'cache':22} {'mosaic':6} {'img/s/core':>10} {'ms/img':>7}  stage ms/img: "
           + " ".join(f"{s:>7}" for s in STAGES))
    print(hdr)
    for task, imgsz, cache, files, labels, seg, ns, mosaic in cases:
        ns = max(ns - ns % 16, 16)
        r = run_case(files, labels, imgsz, cache == "ram", seg, ns, passes, mosaic=mosaic)
        r.update({"task": task, "imgsz": imgsz, "cache": cache, "mosaic": mosaic, "samples_per_pass": ns})
        results.append(r)
        print(f"{task:8} {imgsz:5d} {cache:22} {'yes' if mosaic else 'no':6} {r['images_per_s']:10.1f} {r['ms_per_image']:7.2f}  "
              + " ".join(f"{r['stage_ms'][s]:7.2f}" for s in STAGES) + f"   passes {r['passes']}")
    total = time.perf_counter() - t_start
    tm = os.times()
    cpu_s = tm.user + tm.system
    print(f"\ntotal run time {total:.0f} s; process CPU time {cpu_s:.0f} s (CPU/wall {cpu_s/total:.2f}: "
          f"~1.0 confirms one core was used)")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"cpu": ci, "python": platform.python_version(), "opencv": cv2.__version__,
                       "numpy": np.__version__, "jpeg_kb_640": statistics.mean(s640) / 1e3,
                       "jpeg_kb_1280": statistics.mean(s1280) / 1e3, "decode_640": dec640,
                       "decode_1280": dec1280, "results": results, "run_s": total}, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
