#!/usr/bin/env python3
"""tools/mosaic_labels.py against geometry worked out by hand and a data set whose mosaic count is
known: the tool that gives --objects and --max-objects for a data set's labels."""
import os
import random
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import mosaic_labels as ml  # noqa: E402

failures = []


def check(name, ok, detail=""):
    if not ok:
        failures.append(f"{name}: {detail}")


# Mosaic placement at s = 640, centre (800, 500), a 640 x 360 image (16:9 at a long side of 640):
#   top-left: canvas x from max(800 - 640, 0) = 160 to 800, y from max(500 - 360, 0) = 140 to 500;
#     the image's pixels shift by (160 - (640 - 640), 140 - (360 - 360)) = (160, 140);
#   top-right: x 800 .. min(800 + 640, 1280) = 1280, y 140 .. 500; it shows the image's left 480 px
#     (x from 0), shifted by (800, 140);
#   bottom-left: x 160 .. 800, y 500 .. min(1280, 860) = 860, shifted by (160, 500);
#   bottom-right: x 800 .. 1280, y 500 .. 860, shifted by (800, 500).
want = {0: ((160, 140, 800, 500), (160, 140)), 1: ((800, 140, 1280, 500), (800, 140)),
        2: ((160, 500, 800, 860), (160, 500)), 3: ((800, 500, 1280, 860), (800, 500))}
for corner, w in want.items():
    got = ml.paste(corner, 800, 500, 640, 360, 640)
    check(f"paste corner {corner}", got == w, f"{got} != {w}")

# A square image cut into a 20 x 20 grid of 4 px boxes (400 labels, one in each 32 px cell), four
# copies in every mosaic. With no scaling and no shift (scale 0, translate 0) the output is the
# canvas from s/2 to 3s/2 on both axes, which the four pasted quadrants cover whole whatever the
# centre: 640^2 px of labels at 400 per 640^2, so 400 labels, give or take the few boxes a seam or
# the window's edge cuts below 10 % of their area.
cells = np.arange(20) * 32.0 + 14
grid = np.array([[x, y, x + 4, y + 4] for x in cells for y in cells])
images = [(grid, 640, 640)] * 4
rng = random.Random(1)
counts = [ml.sample(images, i % 4, 640, 0.0, 0.0, rng) for i in range(200)]
check("grid mosaic mean", abs(np.mean(counts) - 400) <= 8, f"mean {np.mean(counts)}")
check("grid mosaic range", 360 <= min(counts) and max(counts) <= 400, f"{min(counts)} .. {max(counts)}")

# Centred at (s, s) and zoomed out to scale 0.5, the window spans the whole 2s x 2s canvas, which
# the four 640 px images fill exactly: 4 x 400 = 1,600 labels, each 4 px box 2 px wide after the
# halving, which box_candidates drops (it keeps boxes wider and taller than 2 px): none survive.
# 8 px boxes are 4 px wide and all 1,600 survive. Centred at (960, 960) instead, the top-left image
# shows its whole 640 x 640, the others 320 px of one side: 400 + 2 x 200 + 100 = 900.
class Fixed(random.Random):
    def __init__(self, centre, scale):
        super().__init__(3)
        self.centre, self.scale = centre, scale

    def uniform(self, a, b):
        return self.centre if (a, b) == (320, 960) else self.scale if (a, b) == (0.5, 1.5) else super().uniform(a, b)


check("4 px boxes halved are dropped", ml.sample(images, 0, 640, 0.5, 0.0, Fixed(640, 0.5)) == 0)
big = [(np.array([[x, y, x + 8, y + 8] for x in cells for y in cells]), 640, 640)] * 4
for centre, want in ((640, 1600), (960, 900)):
    got = ml.sample(big, 0, 640, 0.5, 0.0, Fixed(centre, 0.5))
    check(f"8 px boxes halved, centre {centre}", got == want, f"{got} != {want}")

# YOLO label lines: a box "cx cy w h" and a segment's polygon, whose extent is its box.
check("yolo box", ml.yolo_box([0.5, 0.5, 0.2, 0.4]) == [0.4, 0.3, 0.6, 0.7], str(ml.yolo_box([0.5, 0.5, 0.2, 0.4])))
check("yolo polygon", ml.yolo_box([0.1, 0.2, 0.3, 0.2, 0.2, 0.6]) == [0.1, 0.2, 0.3, 0.6],
      str(ml.yolo_box([0.1, 0.2, 0.3, 0.2, 0.2, 0.6])))

# VisDrone's conversion (Ultralytics VisDrone.yaml): a row with score 0 (an ignored region) is
# dropped, an exact duplicate counted once; the frame is the smallest of 1360x765, 1920x1080 and
# 2000x1500 that holds every box.
with tempfile.TemporaryDirectory() as d:
    with open(os.path.join(d, "a.txt"), "w") as f:
        f.write("10,10,5,5,1,4,0,0\n10,10,5,5,1,4,0,0\n0,0,1300,700,0,0,0,0\n1500,900,20,20,1,1,0,0\n")
    with open(os.path.join(d, "b.txt"), "w") as f:
        f.write("100,100,10,10,1,2,0,0\n")
    got = ml.visdrone(d)
    check("visdrone labels", [len(x[0]) for x in got] == [2, 1], str([len(x[0]) for x in got]))
    check("visdrone frames", [x[1:] for x in got] == [(1920, 1080), (1360, 765)], str([x[1:] for x in got]))
    # The command line prints the flags to pass (its last line).
    out = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "mosaic_labels.py"), "--visdrone", d,
                          "--epochs", "2", "--batch", "1"], capture_output=True, text=True, check=True).stdout
    check("command line", out.strip().splitlines()[-1].startswith("--objects "), out)

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("mosaic labels: all checks passed")
