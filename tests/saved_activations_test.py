#!/usr/bin/env python3
"""tools/saved_activations.py against counts worked out by hand, and the catalog's model
figures against tools/gen_workloads.py (they must be what the script derives)."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import saved_activations as sa  # noqa: E402

failures = []


def check(name, got, want, tol=1e-9):
    if abs(got - want) > tol * max(1.0, abs(want)):
        failures.append(f"{name}: {got} != {want}")


# DeepLabV3 R-50, elements per input pixel:
#   stem: image 3 + conv1-bn-relu 2 x 64 / 4 + pool indices 2 x 64 / 16 + pool output 64 / 16 = 47
#   layer1 (w 64, stride 4): 3 x (2+2+8) x 64 / 16 + downsample 4 x 64 / 16 = 144 + 16 = 160
#   layer2 (w 128): first 2x128/16 + 2x128/64 + 8x128/64 + 4x128/64 = 44, 3 x 12 x 128/64 = 72: 116
#   layer3 (w 256, dilated): 6 x 12 x 256/64 + 16 = 304; layer4 (w 512): 3 x 12 x 512/64 + 32 = 320
#   head: ASPP 512 + 1536 + 1280 + 512 + 320 + conv 512 = 4672, aux 832: 5504 / 64 = 86
#   total 47 + 160 + 116 + 304 + 320 + 86 = 1033; R-101 adds 17 layer3 blocks x 48 = 816: 1849.
check("deeplab_v3(6)", sa.deeplab_v3(6), 1033)
check("deeplab_v3(23)", sa.deeplab_v3(23), 1849)

# One C2f(64, n=1, shortcut) at stride 1 after the 3-element image: cv1 Conv(64) 3 x 64 = 192;
# bottleneck Conv(32) 96 + Conv(32) without its output 64 + the sum 32 = 192; concat 3 x 32 = 96;
# cv2 Conv(64) 192: 3 + 192 + 192 + 96 + 192 = 675.
net = sa.Net(1.0, 1.0)
net.c2f(64, 1, 1, True)
check("c2f", net.elements, 675)

# One C3(64, n=1, no shortcut): cv1 Conv(32) 96; bottleneck Conv(32) 96 + Conv(32) read only by
# the concat 64; cv2 Conv(32) read only by the concat 64; concat 64; cv3 Conv(64) 192: 3 + 576.
net = sa.Net(1.0, 1.0)
net.c3(64, 1, 1, False)
check("c3", net.elements, 579)

# Width and depth multiples: YOLOv8s (0.33, 0.50, max 1024): 64 -> 32 channels, 6 repeats -> 2;
# YOLO11x max channels 512 x 1.5 = 768.
s = sa.Net(0.50, 0.33, 1024)
check("yolov8s channels", s.ch(64), 32)
check("yolov8s repeats", s.n(6), 2)
check("yolo11x channels", sa.Net(1.50, 1.0, 512).ch(1024), 768)

# Larger models keep more per pixel, segmentation more than detection, and YOLO11 more than
# YOLOv8 at each size (C3k blocks, the PSA stage), as users measure (ultralytics issue #17488).
for fn in (sa.yolov8, sa.yolo11, sa.yolov5):
    sizes = [fn(s) for s in "nsmlx"]
    if sizes != sorted(sizes):
        failures.append(f"{fn.__name__}: not increasing with size: {sizes}")
    for s in "nsmlx":
        if not fn(s, seg=True) > fn(s):
            failures.append(f"{fn.__name__}({s}): segmentation keeps no more than detection")
for s in "nsmlx":
    if not sa.yolo11(s) > sa.yolov5(s):
        failures.append(f"yolo11({s}) <= yolov5({s})")

# RT-DETR's decoder, bytes a query and layer (tools/saved_activations.py rtdetr_decoder_query_bytes):
#   AMP, FP16: 12 linear-input casts x 256 = 3,072 + q x scale, k, v 768 + FFN ReLU 1,024 + position
#     MLP ReLU 512 + its 4-wide input 4 = 5,380 elements x 2 B = 10,760;
#   AMP, FP32: 3 LayerNorms x (256 + mean + rstd) 774 + grid_sample's stacked samples 8 x 32 x 3 x 4
#     = 3,072 + softmaxed weights 96 + 3 levels' grids 192 + reference box and half size 6 = 4,140 x
#     4 B = 16,560; 10,760 + 16,560 = 27,320 (torch 1.13's saved_tensors_hooks on the decoder's
#     shapes: 5,476 bfloat16 and 4,047 FP32 elements, CPU autocast keeping the 96 weights in bfloat16);
#   FP32: 9 linear inputs 2,304 + 768 + 1,024 + 512 + 4 + 774 + 3,072 + 96 + 192 + 6 = 8,752 x 4 B =
#     35,008.
check("rtdetr decoder amp", sa.rtdetr_decoder_query_bytes(True), 27320)
check("rtdetr decoder fp32", sa.rtdetr_decoder_query_bytes(False), 35008)

done = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "gen_workloads.py"), "--check"],
                      cwd=ROOT, capture_output=True, text=True)
if done.returncode != 0:
    failures.append(done.stderr.strip() or done.stdout.strip())

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("saved activations: all checks pass")
