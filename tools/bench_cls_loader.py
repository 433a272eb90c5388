#!/usr/bin/python3
"""Per-core throughput of an ImageNet-style ViT training data pipeline (CPU side), re-implemented.

What it measures
  The CPU work one PyTorch DataLoader worker does per training sample for a vision transformer
  trained the DeiT / timm way (facebookresearch/deit datasets.py build_transform -> timm
  create_transform(is_training=True, auto_augment='rand-m9-mstd0.5-inc1', interpolation='bicubic',
  re_prob=0.25, re_mode='pixel')), re-implemented with PIL as timm does
  (timm/data/transforms.py, auto_augment.py, random_erasing.py):
    decode          PIL Image.open + convert('RGB') of an ImageNet-sized JPEG (500x375, q90).
    RRC             RandomResizedCropAndInterpolation(224, scale (0.08, 1), ratio (3/4, 4/3),
                    bicubic): one Image.resize with a crop box.
    flip            RandomHorizontalFlip (p 0.5).
    randaugment     RandAugment, 2 ops drawn with replacement from timm's 15 "increasing" ops,
                    each applied with p 0.5, magnitude 9 with Gaussian noise (std 0.5).
    to_tensor       ToTensor: uint8 HWC -> float32 CHW / 255.
    normalize       Normalize with the ImageNet mean and std.
    erasing         RandomErasing p 0.25, area 0.02-1/3, aspect 0.3-3.3, per-pixel normal fill.
    collate         np.stack of a batch (default_collate's torch.stack copy).
  Two more variants are timed with the same images:
    standard        decode + RRC + flip + to_tensor + normalize (torchvision's plain recipe).
    timm-prefetch   decode + RRC + flip + randaugment + uint8 numpy (timm train.py's default
                    prefetcher normalises and erases on the GPU).
  Not included: inter-process transfer of the batch to the trainer, pin_memory, mixup/cutmix
  (DeiT applies them to the batch on the GPU; timm's FastCollateMixup runs in the worker).

Setup (recorded): Debian 12, system Python 3.11, apt-get install -y python3-pil python3-numpy
python3-opencv (Pillow 9.4, NumPy 1.24.2, OpenCV 4.6.0 for the synthetic JPEGs, written by
tools/bench_loader.py's generator). Run with /usr/bin/python3; one process, one core
(OMP/OpenBLAS/MKL threads = 1).

Usage
  /usr/bin/python3 tools/bench_cls_loader.py [--quick] [--workdir DIR] [--json OUT.json]
Results and caveats: bench/LOADER.md (section "ViT / ImageNet").
"""
import os

for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS"):
    os.environ[_v] = "1"

import json  # noqa: E402
import math  # noqa: E402
import platform  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402
import PIL  # noqa: E402
from PIL import Image, ImageEnhance, ImageOps  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_loader import cpu_info, parse_args, synthesize  # noqa: E402

MEAN = (0.485, 0.456, 0.406)  # timm IMAGENET_DEFAULT_MEAN
STD = (0.229, 0.224, 0.225)
FILL = tuple(round(255 * m) for m in MEAN)  # RandAugment's fill colour (hparams img_mean)
MAX_LEVEL = 10.0
RESAMPLE = (Image.BILINEAR, Image.BICUBIC)


# ---------------------------------------------------------------------------------------------
# RandAugment 'rand-m9-mstd0.5-inc1' (timm/data/auto_augment.py _RAND_INCREASING_TRANSFORMS)
# ---------------------------------------------------------------------------------------------


def _signed(v):
    return -v if random.random() > 0.5 else v


def _affine(img, matrix):
    return img.transform(img.size, Image.AFFINE, matrix, resample=random.choice(RESAMPLE), fillcolor=FILL)


def _enhance(cls):
    return lambda img, m: cls(img).enhance(1.0 + _signed(m / MAX_LEVEL * 0.9))


def _solarize_add(img, m):
    add = int(m / MAX_LEVEL * 110)
    lut = [min(255, i + add) if i < 128 else i for i in range(256)]
    return img.point(lut * 3)


OPS = {
    "AutoContrast": lambda img, m: ImageOps.autocontrast(img),
    "Equalize": lambda img, m: ImageOps.equalize(img),
    "Invert": lambda img, m: ImageOps.invert(img),
    "Rotate": lambda img, m: img.rotate(_signed(m / MAX_LEVEL * 30.0), resample=random.choice(RESAMPLE),
                                        fillcolor=FILL),
    "PosterizeIncreasing": lambda img, m: ImageOps.posterize(img, max(1, 4 - int(m / MAX_LEVEL * 4))),
    "SolarizeIncreasing": lambda img, m: ImageOps.solarize(img, 256 - int(m / MAX_LEVEL * 256)),
    "SolarizeAdd": _solarize_add,
    "ColorIncreasing": _enhance(ImageEnhance.Color),
    "ContrastIncreasing": _enhance(ImageEnhance.Contrast),
    "BrightnessIncreasing": _enhance(ImageEnhance.Brightness),
    "SharpnessIncreasing": _enhance(ImageEnhance.Sharpness),
    "ShearX": lambda img, m: _affine(img, (1, _signed(m / MAX_LEVEL * 0.3), 0, 0, 1, 0)),
    "ShearY": lambda img, m: _affine(img, (1, 0, 0, _signed(m / MAX_LEVEL * 0.3), 1, 0)),
    "TranslateXRel": lambda img, m: _affine(img, (1, 0, _signed(m / MAX_LEVEL * 0.45) * img.size[0], 0, 1, 0)),
    "TranslateYRel": lambda img, m: _affine(img, (1, 0, 0, 0, 1, _signed(m / MAX_LEVEL * 0.45) * img.size[1])),
}
OP_NAMES = list(OPS)


def rand_augment(img, layers=2, magnitude=9.0, mstd=0.5, prob=0.5):
    for name in np.random.choice(OP_NAMES, layers, replace=True):
        if random.random() > prob:
            continue
        m = min(MAX_LEVEL, max(0.0, random.gauss(magnitude, mstd)))
        img = OPS[name](img, m)
    return img


# ---------------------------------------------------------------------------------------------
# The other stages (timm/data/transforms.py, random_erasing.py; torchvision ToTensor/Normalize)
# ---------------------------------------------------------------------------------------------


def random_resized_crop(img, size=224, scale=(0.08, 1.0), ratio=(3 / 4, 4 / 3)):
    w, h = img.size
    area = w * h
    for _ in range(10):
        target = random.uniform(*scale) * area
        aspect = math.exp(random.uniform(math.log(ratio[0]), math.log(ratio[1])))
        cw, ch = int(round(math.sqrt(target * aspect))), int(round(math.sqrt(target / aspect)))
        if 0 < cw <= w and 0 < ch <= h:
            x, y = random.randint(0, w - cw), random.randint(0, h - ch)
            return img.resize((size, size), Image.BICUBIC, box=(x, y, x + cw, y + ch))
    side = min(w, h)  # fallback: central crop
    x, y = (w - side) // 2, (h - side) // 2
    return img.resize((size, size), Image.BICUBIC, box=(x, y, x + side, y + side))


def to_tensor(img):
    return np.asarray(img, dtype=np.uint8).transpose(2, 0, 1).astype(np.float32) / 255.0


def normalize(x):
    mean = np.array(MEAN, dtype=np.float32)[:, None, None]
    std = np.array(STD, dtype=np.float32)[:, None, None]
    return (x - mean) / std


def random_erasing(x, rng, prob=0.25, area=(0.02, 1 / 3), log_ratio=(math.log(0.3), math.log(1 / 0.3))):
    if random.random() > prob:
        return x
    c, h, w = x.shape
    for _ in range(10):
        target = random.uniform(*area) * h * w
        aspect = math.exp(random.uniform(*log_ratio))
        eh, ew = int(round(math.sqrt(target * aspect))), int(round(math.sqrt(target / aspect)))
        if eh < h and ew < w:
            top, left = random.randint(0, h - eh), random.randint(0, w - ew)
            x[:, top:top + eh, left:left + ew] = rng.standard_normal((c, eh, ew), dtype=np.float32)
            break
    return x


STAGES = ("decode", "rrc", "flip", "randaugment", "to_tensor", "normalize", "erasing", "collate")
VARIANTS = {
    "deit": ("decode", "rrc", "flip", "randaugment", "to_tensor", "normalize", "erasing"),
    "standard": ("decode", "rrc", "flip", "to_tensor", "normalize"),
    "timm-prefetch": ("decode", "rrc", "flip", "randaugment"),
}


def sample(path, stages, t, rng):
    def timed(name, fn, arg):
        t0 = time.perf_counter()
        out = fn(arg)
        t[name] += time.perf_counter() - t0
        return out

    x = timed("decode", lambda p: Image.open(p).convert("RGB"), path)
    x = timed("rrc", random_resized_crop, x)
    x = timed("flip", lambda im: im.transpose(Image.FLIP_LEFT_RIGHT) if random.random() < 0.5 else im, x)
    if "randaugment" in stages:
        x = timed("randaugment", rand_augment, x)
    if "to_tensor" in stages:
        x = timed("to_tensor", to_tensor, x)
        x = timed("normalize", normalize, x)
    else:
        x = timed("to_tensor", lambda im: np.asarray(im, dtype=np.uint8).transpose(2, 0, 1), x)
    if "erasing" in stages:
        x = timed("erasing", lambda a: random_erasing(a, rng), x)
    return x


def run_variant(files, stages, n_samples, passes, batch=32, seed=0):
    random.seed(seed)
    np.random.seed(seed)
    rng = np.random.default_rng(seed)
    rates, totals = [], {s: 0.0 for s in STAGES}
    for _ in range(passes):
        t = {s: 0.0 for s in STAGES}
        buf = []
        t0 = time.perf_counter()
        for i in range(n_samples):
            buf.append(sample(files[i % len(files)], stages, t, rng))
            if len(buf) == batch:
                c0 = time.perf_counter()
                np.stack(buf)
                t["collate"] += time.perf_counter() - c0
                buf = []
        rates.append(n_samples / (time.perf_counter() - t0))
        for s in STAGES:
            totals[s] += t[s]
    n = n_samples * passes
    return {"images_per_s": statistics.median(rates), "passes": [round(r, 1) for r in rates],
            "ms_per_image": 1e3 / statistics.median(rates), "stage_ms": {s: 1e3 * totals[s] / n for s in STAGES}}


def main():
    args = parse_args(__doc__, 20)

    t_start = time.perf_counter()
    ci = cpu_info()
    print(f"CPU            : {ci['model']} (family {ci.get('family')} model {ci.get('model_no')}); "
          f"/proc/cpuinfo {ci['mhz']} MHz; cpufreq max {ci['max_khz']} kHz (None: not exposed)")
    print(f"Python {platform.python_version()} | Pillow {PIL.__version__} | NumPy {np.__version__}")
    work = args.workdir or tempfile.mkdtemp(prefix="bench_cls_loader_")
    files, sizes = synthesize(os.path.join(work, "img500x375"), args.n_images, 500, 375, detail=16.0, quality=90,
                              seed=3)
    print(f"synthesised {len(files)} x 500x375 JPEG q90 (ImageNet-sized): mean {statistics.mean(sizes)/1e3:.0f} kB")

    n_samples = 256 if args.quick else 1024
    passes = 2 if args.quick else 3
    results = {}
    print(f"\n{'variant':14} {'img/s/core':>10} {'ms/img':>7}  stage ms/img: " + " ".join(f"{s:>11}" for s in STAGES))
    for name, stages in VARIANTS.items():
        r = run_variant(files, stages, n_samples, passes)
        results[name] = r
        print(f"{name:14} {r['images_per_s']:10.1f} {r['ms_per_image']:7.2f}  "
              + " ".join(f"{r['stage_ms'][s]:11.2f}" for s in STAGES) + f"   passes {r['passes']}")
    total = time.perf_counter() - t_start
    tm = os.times()
    print(f"\ntotal run time {total:.0f} s; CPU/wall {(tm.user + tm.system) / total:.2f} (~1.0: one core)")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"cpu": ci, "python": platform.python_version(), "pillow": PIL.__version__,
                       "jpeg_kb": statistics.mean(sizes) / 1e3, "results": results, "run_s": total}, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
