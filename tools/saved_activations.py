"""Tensors autograd saves for backward, counted from a network's architecture, in elements per
input pixel (multiply by pixels and bytes per element). Used by tools/gen_workloads.py for the
activation figures of DeepLabV3 and the Ultralytics YOLO models, so that those figures come
from the architecture and not from the calibration rows they are checked against.

Rules (PyTorch autograd, what each op keeps for its backward):
  - a convolution keeps its input (counted where that tensor is produced);
  - BatchNorm keeps its input (the convolution's output);
  - SiLU (Ultralytics, not in place) keeps its input (the BatchNorm output); in-place ReLU keeps
    its output; a residual add, concat, split, nearest upsample and reshape keep nothing;
  - a tensor is counted once, when some op keeps it: a Conv block's output only when a later
    convolution (or the loss) reads it; a concat's output when the next convolution reads it;
  - max-pool keeps int64 indices (2 float32-equivalents per element); dropout a 1-byte mask.
R(s) = 1 / s^2: the elements of a stride-s feature map per input pixel, per channel.
"""
import math


def R(stride):
    return 1.0 / (stride * stride)


# --- DeepLabV3 (torchvision) -------------------------------------------------------------
# torchvision models/segmentation/deeplabv3.py and models/resnet.py: ResNet V1.5 (stride on the
# 3x3 conv), replace_stride_with_dilation=[False, True, True], DeepLabHead = ASPP(2048, [12, 24,
# 36]) + 3x3 conv 256, FCNHead on layer3 (aux). BatchNorm + in-place ReLU: a conv-BN-ReLU keeps
# the conv output (BN input) and the ReLU output (the next conv's input).
def deeplab_v3(layer3_blocks):
    def bottleneck(w, r_in, r_out, first):
        # conv1-bn1-relu at the input resolution, conv2-bn2-relu, bn3 input, add+relu output;
        # the first block's downsample keeps its BN input.
        return 2 * w * r_in + 2 * w * r_out + 8 * w * r_out + (4 * w * r_out if first else 0)

    def layer(w, blocks, r_in, r_out):
        return bottleneck(w, r_in, r_out, True) + (blocks - 1) * bottleneck(w, r_out, r_out, False)

    stem = 3 + 2 * 64 * R(2) + 2 * 64 * R(4) + 64 * R(4)  # image, conv1-bn-relu, pool indices, pool out
    body = (layer(64, 3, R(4), R(4)) + layer(128, 4, R(4), R(8)) +
            layer(256, layer3_blocks, R(8), R(8)) + layer(512, 3, R(8), R(8)))
    dropout = lambda c: c + c / 4
    aspp = 2 * 256 + 3 * 2 * 256 + 1280 + 2 * 256 + dropout(256)  # branches, concat, project, dropout
    head = aspp + 2 * 256                                          # 3x3 conv 256, bn, relu
    aux = 2 * 256 + dropout(256)                                   # FCNHead on layer3
    return stem + body + (head + aux) * R(8)


# --- Ultralytics YOLO ---------------------------------------------------------------------
# Conv = conv + BatchNorm + SiLU: keeps the conv output and the BN output (2 x c2); its SiLU
# output is counted by whoever keeps it.
class Net:
    def __init__(self, width, depth, max_channels=None):
        self.w, self.d, self.mc = width, depth, max_channels
        self.elements = 3.0  # the input image, kept by the first convolution

    def ch(self, c):
        c = min(c, self.mc) if self.mc else c
        return int(math.ceil(c * self.w / 8) * 8)

    def n(self, repeats):
        return max(round(repeats * self.d), 1) if repeats > 1 else repeats

    def conv(self, c2, stride, out_kept=True):
        self.elements += (3 if out_kept else 2) * c2 * R(stride)

    def keep(self, c, stride):  # a tensor a later op keeps (a concat output, a residual sum)
        self.elements += c * R(stride)

    def bottlenecks(self, c, n, stride, shortcut, last_out_kept):
        # Bottleneck(c, c, e=1.0): two Convs; with the shortcut the sum is the kept output.
        for i in range(n):
            kept = last_out_kept or i < n - 1
            self.conv(c, stride)
            if shortcut:
                self.conv(c, stride, out_kept=False)
                if kept:
                    self.keep(c, stride)
            else:
                self.conv(c, stride, out_kept=kept)

    def c2f(self, c2, n, stride, shortcut, e=0.5, c3k=False):
        """C2f (YOLOv8) and C3k2 (YOLO11, with C3k inner blocks when c3k)."""
        c = int(c2 * e)
        self.conv(2 * c, stride)                  # cv1, split in two (its output stays whole)
        for i in range(n):
            if c3k:
                self.c3(c, 2, stride, shortcut, out_kept=True)
            else:
                self.bottlenecks(c, 1, stride, shortcut, last_out_kept=True)
        self.keep((2 + n) * c, stride)            # concat, kept by cv2
        self.conv(c2, stride)

    def c3(self, c2, n, stride, shortcut, e=0.5, out_kept=True):
        """C3 (YOLOv5) and C3k: cv1 -> n bottlenecks, cv2 beside, concat, cv3."""
        c_ = int(c2 * e)
        self.conv(c_, stride)                     # cv1
        self.bottlenecks(c_, n, stride, shortcut, last_out_kept=False)
        self.conv(c_, stride, out_kept=False)     # cv2: only the concat reads it
        self.keep(2 * c_, stride)                 # concat, kept by cv3
        self.conv(c2, stride, out_kept=out_kept)

    def sppf(self, c1, c2, stride):
        c_ = c1 // 2
        self.conv(c_, stride)
        self.elements += 3 * 2 * c_ * R(stride)   # three max-pools: int64 indices
        self.keep(4 * c_, stride)                 # concat, kept by cv2
        self.conv(c2, stride)

    def c2psa(self, c1, n, stride, res):
        """C2PSA (YOLO11): n PSABlocks on half the channels; attention over the N tokens of the
        stride-`stride` map keeps its softmax output, heads x N x N per image."""
        c = int(c1 * 0.5)
        self.conv(2 * c, stride)
        heads = max(c // 64, 1)
        key_dim = int(c // heads * 0.5)
        qkv = c + 2 * key_dim * heads
        tokens = (res / stride) ** 2
        for _ in range(n):
            self.elements += 2 * qkv * R(stride)              # qkv: conv output, BN output (q, k, v views)
            self.elements += heads * tokens * R(stride)       # softmax output: heads x N per token
            self.elements += 3 * c * R(stride)                # pe conv, BN; proj input
            self.elements += 2 * c * R(stride)                # proj conv output; attention sum
            self.conv(2 * c, stride)                          # ffn: Conv(c, 2c)
            self.elements += c * R(stride)                    # Conv(2c, c, act=False): conv output
            self.keep(c, stride)                              # ffn sum
        self.keep(2 * c, stride)                              # concat, kept by cv2
        self.conv(c1, stride)


def detect_head(net, chs, nc, reg_max=16, dw_cls=False):
    """Ultralytics Detect: per level a box branch (2 Convs + 1x1 to 4 x reg_max) and a class
    branch (2 Convs, or DWConv + 1x1 Conv pairs in YOLO11, + 1x1 to nc); outputs kept by the loss."""
    c2 = max(16, chs[0] // 4, reg_max * 4)
    c3 = max(chs[0], min(nc, 100))
    for c, s in zip(chs, (8, 16, 32)):
        net.conv(c2, s); net.conv(c2, s)
        net.keep(4 * reg_max, s)
        if dw_cls:
            net.conv(c, s); net.conv(c3, s); net.conv(c3, s); net.conv(c3, s)
        else:
            net.conv(c3, s); net.conv(c3, s)
        net.keep(nc, s)


def proto_and_coefficients(net, chs, npr, nm=32, upsample_conv=True):
    """Segment: Proto on P3 (Conv 3x3, 2x upsample, Conv 3x3, Conv to nm masks at stride 4)
    and a mask-coefficient branch per level (2 Convs + 1x1 to nm)."""
    net.conv(npr, 8)
    if upsample_conv:
        net.keep(npr, 4)            # ConvTranspose2d output, kept by cv2
    else:
        net.keep(npr, 4)            # nearest upsample output, kept by cv2
    net.conv(npr, 4); net.conv(nm, 4)
    c4 = max(chs[0] // 4, nm)
    for s in (8, 16, 32):
        net.conv(c4, s); net.conv(c4, s); net.keep(nm, s)


YOLOV8_SCALES = {"n": (0.33, 0.25, 1024), "s": (0.33, 0.50, 1024), "m": (0.67, 0.75, 768),
                 "l": (1.00, 1.00, 512), "x": (1.00, 1.25, 512)}
YOLO11_SCALES = {"n": (0.50, 0.25, 1024), "s": (0.50, 0.50, 1024), "m": (0.50, 1.00, 512),
                 "l": (1.00, 1.00, 512), "x": (1.00, 1.50, 512)}
YOLOV5_SCALES = {"n": (0.33, 0.25), "s": (0.33, 0.50), "m": (0.67, 0.75), "l": (1.00, 1.00), "x": (1.33, 1.25)}


def yolov8(scale, seg=False, nc=80):
    """ultralytics/cfg/models/v8/yolov8.yaml (and yolov8-seg.yaml)."""
    d, w, mc = YOLOV8_SCALES[scale]
    t = Net(w, d, mc)
    C = t.ch
    t.conv(C(64), 2); t.conv(C(128), 4)
    t.c2f(C(128), t.n(3), 4, True)
    t.conv(C(256), 8); t.c2f(C(256), t.n(6), 8, True)
    t.conv(C(512), 16); t.c2f(C(512), t.n(6), 16, True)
    t.conv(C(1024), 32); t.c2f(C(1024), t.n(3), 32, True)
    t.sppf(C(1024), C(1024), 32)
    t.c2f(C(512), t.n(3), 16, False)            # after upsample + concat (the concat is cv1's input)
    t.keep(C(1024) + C(512), 16)
    t.keep(C(512) + C(256), 8)
    t.c2f(C(256), t.n(3), 8, False)             # P3
    t.conv(C(256), 16); t.keep(C(256) + C(512), 16); t.c2f(C(512), t.n(3), 16, False)
    t.conv(C(512), 32); t.keep(C(512) + C(1024), 32); t.c2f(C(1024), t.n(3), 32, False)
    chs = (C(256), C(512), C(1024))
    detect_head(t, chs, nc)
    if seg:
        proto_and_coefficients(t, chs, t.ch(256))
    return t.elements


def yolo11(scale, seg=False, nc=80, res=640):
    """ultralytics/cfg/models/11/yolo11.yaml (and yolo11-seg.yaml); C3k2 uses C3k blocks at m/l/x."""
    d, w, mc = YOLO11_SCALES[scale]
    t = Net(w, d, mc)
    C = t.ch
    c3k = scale in "mlx"
    t.conv(C(64), 2); t.conv(C(128), 4)
    t.c2f(C(256), t.n(2), 4, True, e=0.25, c3k=c3k)
    t.conv(C(256), 8); t.c2f(C(512), t.n(2), 8, True, e=0.25, c3k=c3k)
    t.conv(C(512), 16); t.c2f(C(512), t.n(2), 16, True, c3k=True)
    t.conv(C(1024), 32); t.c2f(C(1024), t.n(2), 32, True, c3k=True)
    t.sppf(C(1024), C(1024), 32)
    t.c2psa(C(1024), t.n(2), 32, res)
    t.keep(C(1024) + C(512), 16); t.c2f(C(512), t.n(2), 16, False, c3k=c3k)
    t.keep(C(512) + C(512), 8); t.c2f(C(256), t.n(2), 8, False, c3k=c3k)
    t.conv(C(256), 16); t.keep(C(256) + C(512), 16); t.c2f(C(512), t.n(2), 16, False, c3k=c3k)
    t.conv(C(512), 32); t.keep(C(512) + C(1024), 32); t.c2f(C(1024), t.n(2), 32, True, c3k=True)
    chs = (C(256), C(512), C(1024))
    detect_head(t, chs, nc, dw_cls=True)
    if seg:
        proto_and_coefficients(t, chs, t.ch(256))
    return t.elements


def yolov5_to_p4(scale):
    """YOLOv5's stem and backbone up to P4 (stride 16), shared by the P5 and P6 models."""
    d, w = YOLOV5_SCALES[scale]
    t = Net(w, d)
    C = t.ch
    t.conv(C(64), 2); t.conv(C(128), 4)
    t.c3(C(128), t.n(3), 4, True)
    t.conv(C(256), 8); t.c3(C(256), t.n(6), 8, True)
    t.conv(C(512), 16); t.c3(C(512), t.n(9), 16, True)
    return t


def yolov5(scale, seg=False, nc=80):
    """ultralytics/yolov5 models/yolov5{n,s,m,l,x}.yaml (v6.0+) and segment/yolov5*-seg.yaml."""
    t = yolov5_to_p4(scale)
    C = t.ch
    t.conv(C(1024), 32); t.c3(C(1024), t.n(3), 32, True)
    t.sppf(C(1024), C(1024), 32)
    t.conv(C(512), 32)                                   # 10: kept by the upsample path and a concat
    t.keep(C(512) + C(512), 16); t.c3(C(512), t.n(3), 16, False)
    t.conv(C(256), 16)
    t.keep(C(256) + C(256), 8); t.c3(C(256), t.n(3), 8, False)
    t.conv(C(256), 16); t.keep(C(256) + C(256), 16); t.c3(C(512), t.n(3), 16, False)
    t.conv(C(512), 32); t.keep(C(512) + C(512), 32); t.c3(C(1024), t.n(3), 32, False)
    no = 3 * (nc + 5 + (32 if seg else 0))               # 3 anchors x (box, obj, classes[, masks])
    for s in (8, 16, 32):
        t.keep(2 * no, s)                                # 1x1 output and its permuted copy
    if seg:
        t.conv(C(256), 8); t.keep(C(256), 4); t.conv(C(256), 4); t.conv(32, 4)
    return t.elements


def yolov5_p6(scale, nc=80):
    """ultralytics/yolov5 models/hub/yolov5{n,s,m,l,x}6.yaml: a fourth level at stride 64."""
    t = yolov5_to_p4(scale)
    C = t.ch
    t.conv(C(768), 32); t.c3(C(768), t.n(3), 32, True)
    t.conv(C(1024), 64); t.c3(C(1024), t.n(3), 64, True)
    t.sppf(C(1024), C(1024), 64)
    t.conv(C(768), 64); t.keep(C(768) + C(768), 32); t.c3(C(768), t.n(3), 32, False)
    t.conv(C(512), 32); t.keep(C(512) + C(512), 16); t.c3(C(512), t.n(3), 16, False)
    t.conv(C(256), 16); t.keep(C(256) + C(256), 8); t.c3(C(256), t.n(3), 8, False)
    t.conv(C(256), 16); t.keep(C(256) + C(256), 16); t.c3(C(512), t.n(3), 16, False)
    t.conv(C(512), 32); t.keep(C(512) + C(512), 32); t.c3(C(768), t.n(3), 32, False)
    t.conv(C(768), 64); t.keep(C(768) + C(768), 64); t.c3(C(1024), t.n(3), 64, False)
    for s in (8, 16, 32, 64):
        t.keep(2 * 3 * (nc + 5), s)
    return t.elements


def stem_channels(prefix, size):
    """Output channels of the first Conv (64 x width, stride 2) of every YOLO yaml above: with the
    3-channel image, the widest tensors a forward pass without autograd holds at once."""
    scale = size[0]
    if prefix == "yolov5":
        d, w = YOLOV5_SCALES[scale]
        return Net(w, d).ch(64)
    d, w, mc = (YOLOV8_SCALES if prefix == "yolov8" else YOLO11_SCALES)[scale]
    return Net(w, d, mc).ch(64)


if __name__ == "__main__":
    for s in "nsmlx":
        print(s, "v8", round(yolov8(s)), round(yolov8(s, True)), "v11", round(yolo11(s)), round(yolo11(s, True)),
              "v5", round(yolov5(s)), round(yolov5(s, True)))
        print("  v5 P6", round(yolov5_p6(s)))
    print("deeplab r50", round(deeplab_v3(6)), "r101", round(deeplab_v3(23)))
