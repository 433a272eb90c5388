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


class Tensors:
    """The kept tensors by stride, for the memory model's on-chip cache (L2) term: per stride the
    elements per input pixel and the element-weighted mean channel count (sum c^2 / sum c), so
    that a tensor's bytes at any resolution are channels x (res / stride)^2 x element bytes."""

    def __init__(self):
        self.elements = 0.0
        self.by_stride = {}  # stride -> [elements per input pixel, sum of c x elements]

    def add(self, c, stride, count=1):
        e = count * c * R(stride)
        self.elements += e
        slot = self.by_stride.setdefault(stride, [0.0, 0.0])
        slot[0] += e
        slot[1] += c * e

    def table(self):
        """[[stride, channels, share of the elements], ...] by stride, rounded for the catalog."""
        return [[s, round(cw / e, 1), round(e / self.elements, 4)]
                for s, (e, cw) in sorted(self.by_stride.items()) if e > 0]



# --- DeepLabV3 (torchvision) -------------------------------------------------------------
# torchvision models/segmentation/deeplabv3.py and models/resnet.py: ResNet V1.5 (stride on the
# 3x3 conv), replace_stride_with_dilation=[False, True, True], DeepLabHead = ASPP(2048, [12, 24,
# 36]) + 3x3 conv 256, FCNHead on layer3 (aux). BatchNorm + in-place ReLU: a conv-BN-ReLU keeps
# the conv output (BN input) and the ReLU output (the next conv's input).
def deeplab_v3_tensors(layer3_blocks):
    t = Tensors()

    def bottleneck(w, s_in, s_out, first):
        # conv1-bn1-relu at the input resolution, conv2-bn2-relu, bn3 input, add+relu output;
        # the first block's downsample keeps its BN input.
        t.add(w, s_in, 2)
        t.add(w, s_out, 2)
        t.add(4 * w, s_out, 2)
        if first:
            t.add(4 * w, s_out)

    def layer(w, blocks, s_in, s_out):
        bottleneck(w, s_in, s_out, True)
        for _ in range(blocks - 1):
            bottleneck(w, s_out, s_out, False)

    t.add(3, 1)                                   # image
    t.add(64, 2, 2)                               # conv1-bn-relu
    t.add(64, 4, 2)                               # max-pool indices (int64: 2 float elements)
    t.add(64, 4)                                  # pool output
    layer(64, 3, 4, 4)
    layer(128, 4, 4, 8)
    layer(256, layer3_blocks, 8, 8)
    layer(512, 3, 8, 8)

    def dropout(c):                               # output and a 1-byte mask (1/4 element)
        t.add(c, 8)
        t.add(c / 4, 8)

    t.add(256, 8, 2 + 3 * 2)                      # ASPP: 1x1 and three atrous branches, conv and relu
    t.add(1280, 8)                                # concat
    t.add(256, 8, 2)                              # project
    dropout(256)
    t.add(256, 8, 2)                              # head 3x3 conv 256, bn, relu
    t.add(256, 8, 2)                              # FCNHead on layer3
    dropout(256)
    return t


def deeplab_v3(layer3_blocks):
    return deeplab_v3_tensors(layer3_blocks).elements


# --- torchvision / detectron2 R50-FPN detectors: where the kept tensors sit ------------------
# Only the shape of the distribution is used (the detectors' activation figures are detectron2's
# measured peaks): which strides hold the bytes, for the L2 term. ResNet-50 V1.5 with frozen
# BatchNorm (an affine op: keeps nothing) and in-place ReLU (keeps its output); the stem and
# layer1 are frozen (torchvision trainable_backbone_layers=3, detectron2 FREEZE_AT=2), so they
# keep nothing; FPN on C2-C5 (256 channels), its 3x3 output convs keep their inputs.
def r50_fpn_tensors(kind):
    t = Tensors()

    def layer(w, blocks, s_in, s_out):
        t.add(2 * w, s_in)                        # the layer's input (the last one's output), kept by conv1
        for b in range(blocks):
            t.add(w, s_in if b == 0 else s_out)   # conv1 relu output
            t.add(w, s_out)                       # conv2 relu output
            t.add(4 * w, s_out)                   # add + relu output

    layer(128, 4, 4, 8)
    layer(256, 6, 8, 16)
    layer(512, 3, 16, 32)
    levels = (4, 8, 16, 32) if kind != "retinanet" else (8, 16, 32)
    for s in levels:
        t.add(256, s, 2)                          # FPN inner sum, kept by the 3x3 conv; its output
    if kind == "retinanet":
        for s in (8, 16, 32, 64, 128):
            t.add(256, s, 8)                      # cls and box towers: 4 conv-relu each, outputs kept
            t.add(9 * 91 + 36, s)                 # logits
    else:
        for s in levels:
            t.add(256, s)                         # RPN conv relu output
        # RoIAlign features of 512 sampled RoIs x 256 x 7 x 7 (6.4 M elements at 980 px, the box
        # head's input): placed at stride 16 with the channels that hold as many elements.
        t.add(6.4e6 / (980 / 16) ** 2, 16)
        if kind == "maskrcnn":
            t.add(64 * 256 * 14 * 14 * 5 / (980 / 16) ** 2, 16)   # mask head on 64 positive RoIs
    return t


def r50_fpn_bytes(kind):
    """(FP32 bytes, AMP bytes) autograd keeps per input pixel in torchvision's R50-FPN detectors.

    Under autocast torchvision's FrozenBatchNorm2d (torchvision/ops/misc.py: x * scale + bias,
    scale and bias FP32 buffers) promotes the FP16 convolution output to FP32: the ReLU after it
    keeps an FP32 output, and every convolution that reads it keeps its own FP16 cast (autocast
    caches casts of weights only). In FP32 the ReLU's output is the next convolution's input, one
    tensor. The FPN, RPN and box/mask heads have no norm layers: their tensors are FP16 under
    autocast; RoIAlign runs in FP32 (torchvision registers it so), and the box head's first linear
    keeps an FP16 cast of RoIAlign's output, its input. Unlike r50_fpn_tensors (a distribution), each tensor counted
    once; the stem and layer1 are frozen (trainable_backbone_layers=3) and keep nothing.
    """
    fp32 = amp = 0.0

    def bn_relu(c, stride, readers):  # a ReLU output after FrozenBN, read by `readers` convolutions
        nonlocal fp32, amp
        fp32 += 4 * c * R(stride)
        amp += (4 + 2 * readers) * c * R(stride)

    def half(c, stride, count=1):  # a tensor with no norm before it: FP16 under autocast
        nonlocal fp32, amp
        fp32 += 4 * count * c * R(stride)
        amp += 2 * count * c * R(stride)

    p2 = kind != "retinanet"
    # layer1's output (frozen, its ReLU keeps nothing): layer2's conv1 and downsample keep it, and
    # the FPN's C2 inner convolution: one FP32 tensor, or an FP16 cast for each reader.
    fp32 += 4 * 256 * R(4)
    amp += 2 * (3 if p2 else 2) * 256 * R(4)
    for w, blocks, s_in, s_out in ((128, 4, 4, 8), (256, 6, 8, 16), (512, 3, 16, 32)):
        for b in range(blocks):
            bn_relu(w, s_in if b == 0 else s_out, 1)  # conv1's ReLU output, read by conv2
            bn_relu(w, s_out, 1)  # conv2's ReLU output, read by conv3
            last = b == blocks - 1
            # add + ReLU output: the next block's conv1, or the next layer's conv1 and
            # downsample and the FPN's inner convolution (layer4's: the FPN's only)
            readers = 3 if last and w != 512 else 1
            bn_relu(4 * w, s_out, readers)
    levels = (4, 8, 16, 32) if p2 else (8, 16, 32)
    for s in levels:
        half(256, s)  # the FPN's top-down sum, kept by its 3x3 output convolution
    if p2:
        for s in levels + (64,):
            half(256, s, 2)  # RPN: the 3x3 convolution's input (the FPN output) and its ReLU output
        # 512 sampled RoIs x 256 x 7 x 7 at 980 px, kept by the box head's first linear
        half(6.4e6 / 980 ** 2, 1)
        if kind == "maskrcnn":
            half(64 * 256 * (14 * 14 * 5 + 28 * 28) / 980 ** 2, 1)  # mask head on 64 positive RoIs
    else:
        half(256, 64)  # ReLU(P6), kept by P7's convolution (P6's input, P5, is a head input)
        for s in (8, 16, 32, 64, 128):
            half(256, s, 9)  # the towers' input and 4 conv-ReLU outputs each (cls, box)
            half(9 * 91 + 36, s)  # logits
    return fp32, amp


# --- Ultralytics YOLO ---------------------------------------------------------------------
# Conv = conv + BatchNorm + SiLU: keeps the conv output and the BN output (2 x c2); its SiLU
# output is counted by whoever keeps it.
class Net(Tensors):
    def __init__(self, width, depth, max_channels=None):
        super().__init__()
        self.w, self.d, self.mc = width, depth, max_channels
        self.add(3, 1)  # the input image, kept by the first convolution
        self.convs = 0  # Conv blocks (conv + BatchNorm): 3 parameter tensors and 2 buffers each
        self.plain = 0  # plain convolutions with a bias (the heads' 1x1 outputs): 2 parameter tensors

    def ch(self, c):
        c = min(c, self.mc) if self.mc else c
        return int(math.ceil(c * self.w / 8) * 8)

    def n(self, repeats):
        return max(round(repeats * self.d), 1) if repeats > 1 else repeats

    def conv(self, c2, stride, out_kept=True):
        self.add(c2, stride, 3 if out_kept else 2)
        self.convs += 1

    def keep(self, c, stride):  # a tensor a later op keeps (a concat output, a residual sum)
        self.add(c, stride)

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
        self.add(c_, stride, 3 * 2)               # three max-pools: int64 indices
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
            self.add(qkv, stride, 2)                          # qkv: conv output, BN output (q, k, v views)
            self.add(heads * tokens, stride)                  # softmax output: heads x N per token
            self.add(c, stride, 3)                            # pe conv, BN; proj input
            self.add(c, stride, 2)                            # proj conv output; attention sum
            self.convs += 3                                   # qkv, pe and proj are Conv blocks
            self.conv(2 * c, stride)                          # ffn: Conv(c, 2c)
            self.add(c, stride)                               # Conv(2c, c, act=False): conv output
            self.convs += 1
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
        net.plain += 2  # the two 1x1 output convolutions (weight and bias, no BatchNorm)


def detect_head_gmacs(chs, nc, reg_max, ref=640, nm=0):
    """Multiply-accumulates of one Detect head (YOLO11/YOLO26 form: the class branch is DWConv 3x3,
    Conv 1x1, DWConv 3x3, Conv 1x1, 1x1 to nc) at ref px, in G; with nm, a Segment head's
    mask-coefficient branch (2 Convs 3x3 + 1x1 to nm) too."""
    c2 = max(16, chs[0] // 4, reg_max * 4)
    c3 = max(chs[0], min(nc, 100))
    c4 = max(chs[0] // 4, nm)
    macs = 0.0
    for c, s in zip(chs, (8, 16, 32)):
        box = 9 * c * c2 + 9 * c2 * c2 + c2 * 4 * reg_max
        cls = 9 * c + c * c3 + 9 * c3 + c3 * c3 + c3 * nc
        coef = (9 * c * c4 + 9 * c4 * c4 + c4 * nm) if nm else 0
        macs += (box + cls + coef) * (ref / s) ** 2
    return macs / 1e9


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


def yolov8_net(scale, seg=False, nc=80):
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
    return t


def yolov8(scale, seg=False, nc=80):
    return yolov8_net(scale, seg, nc).elements


def yolo11_net(scale, seg=False, nc=80, res=640):
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
    return t


def yolo11(scale, seg=False, nc=80, res=640):
    return yolo11_net(scale, seg, nc, res).elements


def yolo26_net(scale, seg=False, nc=80, res=640):
    """ultralytics/cfg/models/26/yolo26.yaml (and yolo26-seg.yaml): YOLO11's backbone and scales,
    its neck's C3k2 blocks with C3k inside at every scale (args True), the last one with attention
    (counted as a C3k: stride 32 holds little), and an end-to-end head with reg_max 1 (no DFL: 4
    box channels) that trains two copies: the one-to-many head on the features and the
    one-to-one head on detached features (Detect.forward_end2end), each with its own loss."""
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
    t.keep(C(1024) + C(512), 16); t.c2f(C(512), t.n(2), 16, True, c3k=True)
    t.keep(C(512) + C(512), 8); t.c2f(C(256), t.n(2), 8, True, c3k=True)
    t.conv(C(256), 16); t.keep(C(256) + C(512), 16); t.c2f(C(512), t.n(2), 16, True, c3k=True)
    t.conv(C(512), 32); t.keep(C(512) + C(1024), 32); t.c2f(C(1024), 1, 32, True, c3k=True)
    chs = (C(256), C(512), C(1024))
    for _ in range(2):  # one-to-many and one-to-one
        detect_head(t, chs, nc, reg_max=1, dw_cls=True)
        if seg:
            c4 = max(chs[0] // 4, 32)
            for s_ in (8, 16, 32):
                t.conv(c4, s_); t.conv(c4, s_); t.keep(32, s_)
            t.plain += 3
    if seg:
        t.conv(t.ch(256), 8); t.keep(t.ch(256), 4); t.conv(t.ch(256), 4); t.conv(32, 4)  # proto
    return t


def yolo26(scale, seg=False, nc=80, res=640):
    return yolo26_net(scale, seg, nc, res).elements


def yolo26_one2many_gflops(scale, seg=False, nc=80, ref=640):
    """Forward GFLOPs (2 x MACs) of YOLO26's one-to-many head, which trains beside the one-to-one
    head and is removed before the published (fused) FLOPs are counted."""
    d, w, mc = YOLO11_SCALES[scale]
    C = Net(w, d, mc).ch
    return 2 * detect_head_gmacs((C(256), C(512), C(1024)), nc, 1, ref, nm=32 if seg else 0)


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


def yolov5_net(scale, seg=False, nc=80):
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
    return t


def yolov5(scale, seg=False, nc=80):
    return yolov5_net(scale, seg, nc).elements


def yolov5_p6_net(scale, nc=80):
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
    return t


def yolov5_p6(scale, nc=80):
    return yolov5_p6_net(scale, nc).elements


def stem_channels(prefix, size):
    """Output channels of the first Conv (64 x width, stride 2) of every YOLO yaml above: with the
    3-channel image, the widest tensors a forward pass without autograd holds at once."""
    scale = size[0]
    if prefix == "yolov5":
        d, w = YOLOV5_SCALES[scale]
        return Net(w, d).ch(64)
    d, w, mc = (YOLOV8_SCALES if prefix == "yolov8" else YOLO11_SCALES)[scale]
    return Net(w, d, mc).ch(64)


# --- RT-DETR's decoder: what autograd keeps a query -----------------------------------------
# Ultralytics RTDETRDecoder defaults (ultralytics/nn/modules/head.py): hidden 256, 8 heads, 6
# DeformableTransformerDecoderLayers with a 1024-wide ReLU FFN, MSDeformAttn over 3 levels x 4
# points; each layer followed by its box MLP (256, 256, 4; 3 linears) and its class linear, the
# query position MLP (4 -> 512 -> 256) in front. The queries are the 300 selected ones plus the
# denoising ones (ultralytics/models/utils/ops.py get_cdn_group), so everything below grows with
# the denoising queries, and the self-attention's scores with their square.
#
# Rules beyond the CNN ones above (PyTorch autograd and CUDA autocast):
#   - a linear keeps its input; under autocast the FP16 cast of it, made once per op (q and k of
#     the self-attention, the offset and weight linears of the cross-attention, and the box and
#     class heads read the same FP32 tensor and each keep their own cast);
#   - LayerNorm runs in FP32 and keeps its input and its mean and reciprocal std (1 + 1);
#   - nn.MultiheadAttention called with need_weights left True (as the decoder calls it) runs
#     baddbmm + softmax + bmm: it keeps q x scale, k and v (FP16), and the scores, heads x Q^2:
#     softmax's FP32 output and bmm's FP16 cast of it (6 B; 4 B in FP32, one tensor);
#   - grid_sample promotes to FP32 (its grid is FP32): the 3 levels' samples are stacked,
#     heads x 32 x 12 = 3072 elements a query, kept for the product with the attention weights,
#     whose softmax (FP32 under autocast, 96 a query) is kept too; each level's grid (64) is kept;
#   - ReLU keeps its output (the FFN's 1024, the position MLP's 512, the box MLP's 2 x 256).
# Checked against torch 1.13's saved_tensors_hooks on a decoder built to these shapes (CPU, FP32
# and bfloat16 autocast): FP32 8,539 elements a query and layer averaged over the 6 layers (the
# first layer 8,752, as counted here), bfloat16 5,476 low-precision and 4,047 FP32 elements.
def rtdetr_decoder_query_bytes(amp=True):
    """Bytes autograd keeps per query per decoder layer (the scores' heads x Q^2 apart)."""
    d, ffn, pos_hidden, heads, levels, points = 256, 1024, 512, 8, 3, 4
    weights = heads * levels * points  # the cross-attention's softmaxed weights, 96
    stacked = heads * (d // heads) * levels * points  # grid_sample's samples, 3072
    grids = levels * heads * points * 2  # 192
    boxes = 4 + 2  # the reference box and its half size the offsets scale by
    norms = 3 * (d + 2)  # three LayerNorms: input, mean, rstd
    if amp:
        # FP16 casts kept by linears: self-attention q, k, v and out_proj (4), cross-attention
        # offsets, weights and output_proj (3), FFN linear1 (1), box MLP (3), class head (1)
        half = 12 * d + 2 * d + d + ffn + pos_hidden + 4  # + q x scale and k, v, the position MLP
        return 2 * half + 4 * (norms + stacked + weights + grids + boxes)
    # FP32: one tensor where autocast made several casts: the linears' inputs are 9 tensors
    return 4 * (9 * d + 2 * d + d + ffn + pos_hidden + 4 + norms + stacked + weights + grids + boxes)


if __name__ == "__main__":
    print("rtdetr decoder bytes a query and layer: amp", rtdetr_decoder_query_bytes(True),
          "fp32", rtdetr_decoder_query_bytes(False))
    for s in "nsmlx":
        print(s, "v8", round(yolov8(s)), round(yolov8(s, True)), "v11", round(yolo11(s)), round(yolo11(s, True)),
              "v5", round(yolov5(s)), round(yolov5(s, True)))
        print("  v5 P6", round(yolov5_p6(s)))
    print("deeplab r50", round(deeplab_v3(6)), "r101", round(deeplab_v3(23)))
