#!/usr/bin/env python3
"""Writes the models section of data/catalog.json.

Run by hand from the project root when a model figure changes; data/catalog.json is checked in.
Kept so the derived activation figures can be re-derived and reviewed: every derived number below
states its rule. Families and assumptions are edited in data/catalog.json itself; the fitted
family constants come from `vsize accuracy` (README "Accuracy").
"""
import json, math, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import saved_activations as sa  # noqa: E402

AS_OF = "2026-10-24"
R_MODELS = "research/models.md"
# The catalog's assumptions (the script reads them; it does not write them).
ASSUMPTIONS = {a["id"]: a["value"] for a in json.load(open("data/catalog.json"))["assumptions"]}

# --- Activations of the Ultralytics YOLO models ---------------------------------------------
# Counted from each architecture (tools/saved_activations.py: the tensors autograd keeps, per
# input pixel, from the model's yaml with its depth, width and max-channel multiples), x 2 bytes
# (AMP: convolutions, BatchNorm and SiLU run in half precision), at the reference 640 px. The
# figures are the architecture's, not the calibration's: the rows they are checked against
# (AutoBatch profiles 1-5 and 36-40, mmyolo tables 88-92 and 107-110, notebooks 224-227) only fit
# the pool's activation scale. The segmentation mask loss, which grows with objects per sample,
# is a term of its own in the memory model (assumption mask-loss-bytes-per-object-pixel).
AMP_BYTES = 2
COUNTERS = {"yolo11": sa.yolo11_net, "yolov8": sa.yolov8_net, "yolov5": sa.yolov5_net, "yolo26": sa.yolo26_net}


def yolo_net(prefix, size, seg):
    if size.endswith("6"):
        return sa.yolov5_p6_net(size[0])
    return COUNTERS[prefix](size, seg)


def yolo_act(prefix, size, seg, ref=640):
    elements = yolo_net(prefix, size, seg).elements
    return elements, round(elements * AMP_BYTES * ref * ref / 1e9, 4)


# Where the kept tensors sit, for the memory traffic term's on-chip cache (L2): per stride the
# share of the kept elements and their element-weighted mean channels (tools/saved_activations.py
# Tensors). And the tensors an optimizer step and the EMA loop over: per Conv block (conv,
# BatchNorm) a weight, a BatchNorm weight and bias and two running statistics; per plain 1x1
# output convolution a weight and a bias. YOLO11n: 81 Conv blocks and 6 plain convolutions, as
# its trainer logs "81 weight(decay=0.0), 88 weight(decay=0.0005), 87 bias(decay=0.0)" (the 88
# include the frozen DFL weight); YOLO26n: 114 and 12, 6 x 114 + 2 x 12 = 708 state_dict items
# ("Transferred 606/708 items" in its training logs).
def tensor_table(t):
    return [{"stride": st, "channels": c, "share": sh} for st, c, sh in t.table()]


def yolo_counts(net):
    return {"param_tensors": 3 * net.convs + 2 * net.plain, "matrix_params": net.convs + net.plain,
            "float_buffers": 2 * net.convs}


def yolo_basis(prefix, size, seg, elements):
    arch = {"yolo11": "yolo11", "yolo26": "yolo26 (two heads in training)",
            "yolov8": "yolov8", "yolov5": "yolov5"}[prefix]
    s = (f"counted: {elements:.0f} elements kept for backward per input pixel ({arch} architecture, "
         f"tools/saved_activations.py) x 2 B (AMP)")
    return s + (" (mask loss per object apart)" if seg else "")


# RT-DETR has no counter: the planning rule the YOLO figures used before (0.037 GB x GFLOPs^0.53,
# fitted to calibration rows 1-5, 88-92, 107-110) x 1.5 for the hybrid encoder and decoder.
def cnn_rule(gflops):
    return round(0.037 * gflops ** 0.53, 4)


# Attention written out in YOLO11 and YOLO26 (ultralytics/nn/modules/block.py: C2PSA, PSABlock,
# Attention: (q^T @ k) * scale, softmax, v @ attn^T; the YAMLs' '[-1, 2, C2PSA, [1024]]' at P5/32).
# Blocks: 2 repeats x the depth multiple, at least 1; width: min(1024, max_channels) x the width
# multiple, halved by C2PSA (e = 0.5); heads: that // 64, so head_dim 64 and key_dim 32
# (attn_ratio 0.5). Its two matmuls are FLOPs thop leaves out: heads x N^2 x (32 + 64) x 2 a block.
YOLO_SCALES = {"n": (0.50, 0.25, 1024), "s": (0.50, 0.50, 1024), "m": (0.50, 1.00, 512),
               "l": (1.00, 1.00, 512), "x": (1.00, 1.50, 512)}


def c2psa(size, gflops, ref=640):
    depth, width, max_ch = YOLO_SCALES[size]
    blocks = max(round(2 * depth), 1)
    channels = int(min(1024, max_ch) * width)
    heads = int(channels * 0.5) // 64
    tokens = (ref / 32) ** 2
    attn_gflops = blocks * heads * tokens ** 2 * (32 + 64) * 2 / 1e9
    q = round(attn_gflops / gflops, 4)
    estimate = (f"explicit_attention: C2PSA at P5/32, {blocks} PSABlock(s) (2 x depth {depth}, at least 1) of {heads} "
                f"heads = (width {channels} x 0.5) // 64, head_dim 64, key_dim 32; attention_flops_fraction {q} = "
                f"{blocks} x {heads} x ({ref}/32)^4 x (32 + 64) x 2 = {attn_gflops:.3f} GFLOPs of the {gflops} (the "
                f"matmuls thop leaves out): derived from the model YAML, not measured")
    return {"blocks": blocks, "heads": heads, "stride_px": 32}, q, estimate


models = []

def add_yolo(prefix, name, rows, src, fam="ultralytics-yolo", ref=640, note=None):
    for (size, p, f, pseg, fseg) in rows:
        for seg in (False, True):
            if seg and pseg is None:
                continue
            params, gfl = (pseg, fseg) if seg else (p, f)
            mid = f"{prefix}{size}" + ("-seg" if seg else "")
            elements, act = yolo_act(prefix, size, seg, ref)
            rec = {
                "id": mid,
                "name": f"{name}{size}" + ("-seg" if seg else ""),
                "family": fam,
                "task": "segment" if seg else "detect",
                "params_m": params,
                "forward_gflops": gfl,
                "source_gflops": gfl,
                "source_flops_convention": "2xMAC",
                "ref_res_px": ref,
                "activation_gb_per_image": act,
                "activation_basis": yolo_basis(prefix, size, seg, elements),
                "attention_flops_fraction": 0.0,
                "stem_channels": sa.stem_channels("yolo11" if prefix == "yolo26" else prefix, size),
                "source": src,
                "as_of": AS_OF,
            }
            net = yolo_net(prefix, size, seg)
            if prefix in ("yolo11", "yolo26"):
                attention, q, estimate = c2psa(size, gfl, ref)
                rec["attention_flops_fraction"] = q
                rec["explicit_attention"] = [attention]
                rec["estimate"] = estimate
            if prefix == "yolo26":
                rec["train_branch_gflops"] = round(sa.yolo26_one2many_gflops(size, seg), 2)
                rec["loss_branches"] = 2
                rec["nms_free"] = True  # end-to-end: validation runs no NMS (ultralytics/utils/nms.py)
            rec["activation_tensors"] = tensor_table(net)
            rec.update(yolo_counts(net))
            if note:
                rec["notes"] = note
            models.append(rec)

add_yolo("yolo11", "YOLO11", [
    ("n", 2.6, 6.5, 2.9, 9.7), ("s", 9.4, 21.5, 10.1, 33.0), ("m", 20.1, 68.0, 22.4, 113.2),
    ("l", 25.3, 86.9, 27.6, 132.2), ("x", 56.9, 194.9, 62.1, 296.4)],
    "Ultralytics docs/en/models/yolo11.md (ultralytics/ultralytics @040502be), via " + R_MODELS + " §1; "
    "seed 000 quotes 195.3 GFLOPs for YOLO11x (older docs)")
add_yolo("yolov8", "YOLOv8", [
    ("n", 3.2, 8.7, 3.4, 12.6), ("s", 11.2, 28.6, 11.8, 42.6), ("m", 25.9, 78.9, 27.3, 110.2),
    ("l", 43.7, 165.2, 46.0, 220.5), ("x", 68.2, 257.8, 71.8, 344.1)],
    "Ultralytics docs/en/models/yolov8.md (@0059318a), via " + R_MODELS + " §2")
add_yolo("yolo26", "YOLO26", [
    ("n", 2.4, 5.4, 2.7, 9.3), ("s", 9.5, 20.7, 10.4, 34.5), ("m", 20.4, 68.2, 23.6, 121.7),
    ("l", 24.8, 86.4, 28.0, 140.1), ("x", 55.7, 193.9, 62.8, 314.0)],
    "Ultralytics docs/macros/yolo-det-perf.md and yolo-seg-perf.md (@0c2d6c7d), via " + R_MODELS + " §3",
    note="fused model, one-to-many head removed; checkpoints may count more; seg FLOPs differ slightly between macro versions (34.2-34.5 for s)")
add_yolo("yolov5", "YOLOv5", [
    ("n", 1.9, 4.5, 2.0, 7.1), ("s", 7.2, 16.5, 7.6, 26.4), ("m", 21.2, 49.0, 22.0, 70.8),
    ("l", 46.5, 109.1, 47.9, 147.7), ("x", 86.7, 205.7, 88.8, 265.7)],
    "ultralytics/yolov5 README.md (@5081342f), via " + R_MODELS + " §4", fam="yolov5")
add_yolo("yolov5", "YOLOv5", [
    ("n6", 3.2, 4.6, None, None), ("s6", 12.6, 16.8, None, None), ("m6", 35.7, 50.0, None, None),
    ("l6", 76.8, 111.4, None, None), ("x6", 140.7, 209.8, None, None)],
    "ultralytics/yolov5 README.md (@5081342f) P6 table, via " + R_MODELS + " §4", fam="yolov5",
    note="P6 models train natively at 1280; the README's FLOPs column is labelled @640, so ref_res_px is 640")

# RT-DETR: HGNetv2 backbone + hybrid encoder + transformer decoder; the CNN rule with the
# transformer decoder's queries is an estimate (no sourced memory figure with a known size).
for (mid, name, p, f) in [("rtdetr-l", "RT-DETR-L", 32, 110), ("rtdetr-x", "RT-DETR-X", 67, 234)]:
    models.append({
        "id": mid, "name": name, "family": "ultralytics-rtdetr", "task": "detect",
        "params_m": p, "forward_gflops": f, "source_gflops": f, "source_flops_convention": "2xMAC",
        "ref_res_px": 640, "activation_gb_per_image": round(1.5 * cnn_rule(f), 4),
        "activation_basis": f"estimate: YOLO CNN rule x 1.5 for the hybrid encoder's attention and 300 decoder queries; "
                            "no measured figure with a known image size (calibration row 62 states none)",
        "attention_flops_fraction": 0.05,
        # AIFI: one TransformerEncoderLayer of 8 heads on the stride-32 map, whose
        # nn.MultiheadAttention is called with need_weights left True: PyTorch writes the scores
        # out (bmm + softmax) instead of its fused kernel (ultralytics/nn/modules/transformer.py).
        "explicit_attention": [{"blocks": 1, "heads": 8, "stride_px": 32}],
        # RTDETRDecoder's defaults (6 layers, 8 heads, 300 queries, 100 denoising): the bytes
        # autograd keeps a query and layer (tools/saved_activations.py), the activation figure
        # taken at the workload default of 60 labels in the densest sample.
        "denoising_decoder": [{"layers": 6, "heads": 8, "queries": 300, "denoising": 100,
                               "query_bytes": sa.rtdetr_decoder_query_bytes(True),
                               "query_bytes_fp32": sa.rtdetr_decoder_query_bytes(False), "ref_objects": 60}],
        "nms_free": True,  # DETR decoder queries: the validator runs no NMS
        "source": "PaddlePaddle/PaddleDetection configs/rtdetr/README.md, via " + R_MODELS + " §5",
        "as_of": AS_OF,
        "estimate": "PaddleDetection states 'FLOPs(G)' without a convention; taken as 2xMAC like Ultralytics; activation "
                    "figure estimated; explicit_attention: AIFI's one layer of 8 heads at stride 32, its "
                    "nn.MultiheadAttention called with need_weights left True, so PyTorch writes the scores out",
    })
# RT-DETR-L's tensors for MuSGD's loop and the EMA, from its training log (Ultralytics 8.4.90,
# kkc236/uav-detection-baselines @93dce5e1): 'parameter groups 143 weight(decay=0.0), 206
# weight(decay=0.0005625), 226 bias(decay=0.0)': 575 tensors, the 206 decayed weights the matrices
# (convolution, linear, attention and embedding weights); the 143 norm weights less 21 LayerNorms
# (AIFI 2, the decoder's 6 layers x 3, the encoder output's 1) are BatchNorms with two running
# statistics each.
models[-2].update({"param_tensors": 575, "matrix_params": 206, "float_buffers": 2 * (143 - 21)})
models[-2]["estimate"] += ("; float_buffers 244 = 2 running statistics x the 122 BatchNorm layers among the 143 norm "
                           "weights (the other 21 taken as LayerNorms without buffers: AIFI's 2, the decoder's 6 "
                           "layers x 3, the encoder output's 1; counted from the module list, not printed)")

# --- Transformers --------------------------------------------------------------------------
# Heads: ViT-B 12, ViT-L 16, ViT-H 16 (Dosovitskiy et al. 2021, Table 1; SAM's image encoder is a
# ViT-H); DINOv2 ViT-g/14 24 (Oquab et al. 2023, Table 17: 1536 wide, 24 heads).
# Activations per layer per token under AMP with fused SDPA attention (no N^2 score matrix
# kept): 38 bytes x hidden, counted on timm's Block (tools/vit_saved_bytes.py, stop 83): the
# FP32 residual stream at both LayerNorms' inputs (2 x 4 B), the FP16 inputs of qkv, proj, fc1 and
# the output of the fused attention (4 x 2 B), qkv's output (q, k, v: 6 B), fc1's output and
# GELU's (2 x 8 B); Korthikanti et al. 2022 ('Reducing Activation Recomputation in Large
# Transformer Models', eq. 1 without the 5as/h attention term) count 34 for Megatron's block,
# with 16-bit LayerNorm inputs and dropout masks timm's ViT does not keep. Attention FLOPs share at
# the reference resolution: 4N^2d / (24Nd^2 + 4N^2d) = N / (6d + N) for global attention.
VIT_BYTES = 38


# PyTorch's math attention (SAM's image encoder in timm: samvit's Attention hands
# scaled_dot_product_attention 3-D q, k, v of (B x heads, N, d) with its decomposed
# relative-position bias as attn_mask, and every fused kernel takes 4-D inputs alone). The math
# path upcasts half inputs to FP32 and keeps FP32 copies of the scaled q, k and v (12 B a token and
# channel) where the fused kernel keeps its output (2 B): 38 - 2 + 12 = 48 B; the FP16 q, k, v (6 B)
# stay, held by the bias's einsum over q. Its N^2 FP32 softmax is the model's math_attention term
# (memory_model.cpp math_attention_bytes), which grows with (res / patch)^4. A windowed block's
# attention runs on the grid padded to whole windows (window_partition): its qkv input, output and
# FP32 copies and the projection's input (2 + 6 + 12 + 2 = 22 B) on the padded tokens, the rest
# (26 B) on the image's.
VIT_MATH_BYTES = VIT_BYTES - 2 + 12
VIT_MATH_WINDOWED_PADDED_BYTES = 22


def math_attention_bytes(ref, patch, layers, dim, global_blocks, window):
    side = ref // patch
    padded = (-(-side // window) * window) ** 2
    windowed = (layers - global_blocks) * dim * (padded * VIT_MATH_WINDOWED_PADDED_BYTES +
                                                 side ** 2 * (VIT_MATH_BYTES - VIT_MATH_WINDOWED_PADDED_BYTES))
    return global_blocks * side ** 2 * dim * VIT_MATH_BYTES + windowed, padded


def vit(mid, name, params_m, macs_g, ref, patch, layers, dim, heads, src, fam="timm-vit", task="classify",
        window_tokens=None, extra=None, math_attention=None):
    n = (ref // patch) ** 2 + (0 if window_tokens else 1)
    act_bytes = layers * n * dim * VIT_BYTES
    basis = f"counted: {layers} layers x {n} tokens x {dim} x {VIT_BYTES} B (timm's Block under AMP with fused attention, tools/vit_saved_bytes.py; Korthikanti et al. 2022, eq. 1, count 34 for Megatron's)"
    if math_attention:
        act_bytes, padded = math_attention_bytes(ref, patch, layers, dim, *math_attention)
        basis = (f"counted on PyTorch's math attention path (timm samvit: 3-D q, k, v, no fused kernel): "
                 f"{math_attention[0]} global blocks x {n} tokens x {dim} x {VIT_MATH_BYTES} B (timm's Block's {VIT_BYTES} B, "
                 f"tools/vit_saved_bytes.py, less the fused output's 2 B, plus FP32 q, k, v 12 B) + "
                 f"{layers - math_attention[0]} windowed blocks x {dim} x ({padded} padded tokens x "
                 f"{VIT_MATH_WINDOWED_PADDED_BYTES} B + {n} x {VIT_MATH_BYTES - VIT_MATH_WINDOWED_PADDED_BYTES} B); "
                 "the FP32 softmax is math_attention's term")
    n_att = window_tokens if window_tokens else n
    q = n_att / (6 * dim + n_att)
    rec = {
        "id": mid, "name": name, "family": fam, "task": task, "params_m": params_m,
        "forward_gflops": round(2 * macs_g, 2), "source_gflops": macs_g, "source_flops_convention": "MAC",
        "ref_res_px": ref, "patch_px": patch, "layers": layers, "embed_dim": dim, "heads": heads,
        "activation_gb_per_image": round(act_bytes / 1e9, 4),
        "activation_basis": basis,
        "attention_flops_fraction": round(q, 4),
        # Of the 38 B: the MLP's 4h-wide fc1 and GELU outputs (16 B) and the h-wide rest (22 B),
        # tokens = (res / patch)^2 per image.
        "activation_tensors": [{"stride": patch, "channels": dim, "share": round(22 / VIT_BYTES, 4)},
                               {"stride": patch, "channels": 4 * dim, "share": round(16 / VIT_BYTES, 4)}],
        # timm VisionTransformer: per block two LayerNorms, qkv, proj, fc1, fc2 (weight and bias
        # each); patch embedding, class token, position embedding, final norm, head.
        "param_tensors": 12 * layers + 8, "matrix_params": 4 * layers + 2, "float_buffers": 0,
        "source": src, "as_of": AS_OF,
    }
    if math_attention:
        rec["math_attention"] = [{"global_blocks": math_attention[0], "window": math_attention[1]}]
    if extra:
        rec.update(extra)
    models.append(rec)

vit("vit-b16", "ViT-B/16", 86.57, 17.56, 224, 16, 12, 768, 12,
    "torchvision vit_b_16 IMAGENET1K_V1 metadata (pytorch/vision vision_transformer.py), via " + R_MODELS + " §6")
vit("vit-l16", "ViT-L/16", 304.33, 61.55, 224, 16, 24, 1024, 16,
    "torchvision vit_l_16 IMAGENET1K_V1 (pytorch/vision @07a929e8), via " + R_MODELS + " §6")
vit("vit-h14", "ViT-H/14", 632.05, 167.3, 224, 14, 32, 1280, 16,
    "torchvision vit_h_14 SWAG linear 224 (pytorch/vision @07a929e8), via " + R_MODELS + " §6")
vit("sam-vit-h", "SAM ViT-H image encoder", 637.0, 2982.2, 1024, 16, 32, 1280, 16,
    "timm samvit_huge_patch16.sa1b model card (2982.2 GMACs at 1024); SAM FAQ 632 M params; via " + R_MODELS + " §6",
    fam="timm-vit", task="encoder", window_tokens=14 * 14, math_attention=(4, 14),
    extra={"notes": "28 of 32 blocks use 14x14 windowed attention; the attention share uses the window size",
           "estimate": "attention FLOPs share approximated with 14x14 windows for all blocks"})
vit("dinov2-vit-g14", "DINOv2 ViT-g/14", 1136.5, 1784.2, 518, 14, 40, 1536, 24,
    "timm vit_giant_patch14_dinov2.lvd142m model card (1784.2 GMACs at 518); facebookresearch/dinov2 README (1.1 B); via " + R_MODELS + " §6",
    task="encoder")

# --- torchvision / detectron2-style two-stage detectors and DeepLab ------------------------
# Measured: detectron2 MODEL_ZOO (calibration ids 111, 117, 121): peak allocated at 2 img/GPU,
# FP32, images resized to short side 800 (max 1333): ~800x1200 = 0.96 MP, a 980 px square.
# Per image = (peak - SGD model states 12 B/param) / 2, to AMP by the model's own FP32 / AMP
# ratio (d2_fp32_factor): torchvision's FrozenBatchNorm2d returns FP32 under autocast, so AMP
# keeps FP32 ReLU outputs beside the FP16 casts its convolutions take (tools/saved_activations.py
# r50_fpn_bytes), where YOLO's BatchNorm keeps FP16 (the catalog's fp32-activation-factor, 1.6).
# torchvision's _ops does not state its input; read as the same typical
# COCO input (980 px square equivalent), which reproduces detectron2's s/iter (rows 112, 118,
# 122); read as 800x800 the step would be ~50 % slower than measured.
D2_REF = 980
# Mask R-CNN's mask head runs in training on the positive sampled RoIs, which torchvision's
# _ops (one inference image) does not count: per RoI 4 x 3x3 conv 256 at 14x14 (4 x 115.6 M MACs)
# + 2x2 stride-2 transposed conv 256 to 28x28 (51.4 M) + 1x1 to 91 classes at 28x28 (18.3 M) =
# 532.1 M MACs (torchvision models/detection/mask_rcnn.py MaskRCNNHeads, MaskRCNNPredictor).
# Positives: at most box_batch_size_per_image 512 x box_positive_fraction 0.25 = 128 (roi_heads.py);
# 64, half the cap, taken: the calibration's detector time rows have a leave-one-source-out
# median of 9-10 % for 32 to 64 positives, 18 % at 96 and 25 % at the cap (17 % without a head).
# Memory agrees in order of magnitude: detectron2's Mask R-CNN peaks 0.2 GB per image above its
# Faster R-CNN (3.4 vs 3.0 GB at 2 images, rows 121 and 111), and the mask head keeps ~2 MB per
# positive RoI (RoIAlign 256x14x14, four ReLU outputs, the 28x28 deconv and its ReLU, logits):
# ~100 positives.
MASK_HEAD_ROIS = 64
MASK_HEAD_GFLOPS = round(2 * MASK_HEAD_ROIS * (4 * 14 * 14 * 256 * 256 * 9 + 14 * 14 * 4 * 256 * 256 +
                                               28 * 28 * 256 * 91) / 1e9, 2)
MASK_HEAD_BASIS = (f"train_head_gflops: mask head on {MASK_HEAD_ROIS} positive RoIs x 1.064 GFLOPs (532 M MACs per "
                   "14x14 RoI); torchvision samples at most 128 positives per image; 64 is an estimate chosen on "
                   "the calibration")
def d2_per_img_fp32(peak_gb, params_m):
    return (peak_gb - params_m * 1e6 * 12 / 1e9) / 2


def d2_fp32_factor(mid, peak_gb, params_m):
    """FP32 / AMP activation bytes: the tensors r50_fpn_bytes counts at their own ratio, the rest
    of the measured figure (the step's transients and loss buffers the count leaves out) at the
    catalog's fp32-activation-factor. Checked against measured pairs it was not fitted to
    (docs/accuracy.md): detectron2 pull request #925 (apex O1, FrozenBN then promoting as
    torchvision's does) 1.08 / 1.26 / 1.10 for Faster R-CNN / RetinaNet / Mask R-CNN; NVIDIA's
    Mask R-CNN in Lambda's benchmark 0.95-1.0 (held-out rows 9922-9931)."""
    fp32_px, amp_px = sa.r50_fpn_bytes(mid.split("-")[0])
    measured = d2_per_img_fp32(peak_gb, params_m)
    counted = fp32_px * D2_REF ** 2 / 1e9
    amp = counted * amp_px / fp32_px + (measured - counted) / ASSUMPTIONS["fp32-activation-factor"]
    return round(measured / amp, 3)


TV = "pytorch/vision weight metadata (_ops = GMACs), via " + R_MODELS + " §7"
for (mid, name, task, p, macs, peak, row) in [
    ("fasterrcnn-r50-fpn", "Faster R-CNN R50-FPN", "detect", 41.755, 134.38, 3.0, 111),
    ("retinanet-r50-fpn", "RetinaNet R50-FPN", "detect", 34.015, 151.54, 3.9, 117),
    ("maskrcnn-r50-fpn", "Mask R-CNN R50-FPN", "instance-segment", 44.401, 134.38, 3.4, 121)]:
    factor = d2_fp32_factor(mid, peak, p)
    models.append({
        "id": mid, "name": name, "family": "torchvision-detection", "task": task, "params_m": p,
        "forward_gflops": round(2 * macs, 2), "source_gflops": macs, "source_flops_convention": "MAC",
        "ref_res_px": D2_REF, "activation_gb_per_image": round(d2_per_img_fp32(peak, p) / factor, 4),
        "fp32_activation_factor": factor,
        "activation_basis": f"measured: detectron2 MODEL_ZOO train mem {peak} GB (the zoo's GB, read as 10^9 B; "
        "detectron2 logs max_memory_allocated in MiB, so up to 7 % more bytes if they are GiB: docs/accuracy.md) "
        f"at 2 img/GPU FP32 (calibration row {row}); "
                            f"(peak - 12 B/param) / 2 / {factor} for AMP (fp32_activation_factor: the R50-FPN's "
                            "kept tensors counted, FP32 FrozenBatchNorm2d outputs under autocast, the rest at the "
                            "catalog's fp32-activation-factor; tools/gen_workloads.py d2_fp32_factor), "
                            "at 800x1200 = 980 px square",
        "attention_flops_fraction": 0.0,
        "activation_tensors": tensor_table(sa.r50_fpn_tensors(mid.split("-")[0])),
        "source": TV + "; memory: facebookresearch/detectron2 MODEL_ZOO.md @02478d2e",
        "as_of": AS_OF,
        "estimate": "torchvision does not state the input size of _ops; taken at COCO's typical 800x1200 resize (980 px square equivalent), which matches detectron2's measured s/iter; the AMP factor is counted, not measured on torchvision: measured pairs of code whose FrozenBatchNorm2d promotes as torchvision's does give 1.08 / 1.26 / 1.10 (detectron2 pull request #925, apex O1, Faster R-CNN / RetinaNet / Mask R-CNN) and 0.95-1.0 (NVIDIA's Mask R-CNN in Lambda's benchmark)",
    })
    if task == "instance-segment":
        models[-1]["train_head_gflops"] = MASK_HEAD_GFLOPS
        models[-1]["estimate"] += "; " + MASK_HEAD_BASIS
# DeepLabV3 (output stride 8): the tensors autograd keeps, counted from torchvision's
# architecture (tools/saved_activations.py deeplab_v3), as FP32 bytes / 1.6 (the catalog's AMP
# basis, assumption fp32-activation-factor). Class logits (upsampled to the input, with
# log-softmax and gradients) are the memory model's class term (assumption semantic-logit-factor).
# Checked against mmsegmentation's DeepLabV3 (ASPP 512, deep stem: larger heads) at 512x1024,
# batch 2 (calibration rows 214-215): 2.37 vs ~2.65 GB per image, 4.08 vs ~4.25,
# before any fit.
DEEPLAB_REF = 520
# The torchvision reference trains 480 px crops of images resized about 520 (references/
# segmentation/presets.py: SegmentationPresetTrain(base_size=520, crop_size=480)): the default --res.
DEEPLAB_TRAIN = 480
for (mid, name, p, macs, l3) in [("deeplabv3-r50", "DeepLabV3 ResNet-50", 42.004, 178.722, 6),
                                 ("deeplabv3-r101", "DeepLabV3 ResNet-101", 60.996, 258.743, 23)]:
    g = 2 * macs
    per_px = sa.deeplab_v3(l3)
    models.append({
        "id": mid, "name": name, "family": "torchvision-segmentation", "task": "semantic-segment", "params_m": p,
        "forward_gflops": round(g, 2), "source_gflops": macs, "source_flops_convention": "MAC",
        "ref_res_px": DEEPLAB_REF, "train_res_px": DEEPLAB_TRAIN,
        "activation_gb_per_image": round(per_px * 4 * DEEPLAB_REF ** 2 / 1.6 / 1e9, 4),
        "activation_basis": f"counted: {per_px:.0f} float32 elements saved per input pixel by torchvision's "
                            f"architecture (tools/saved_activations.py deeplab_v3), / 1.6 for AMP; "
                            "class logits apart (assumption semantic-logit-factor)",
        "attention_flops_fraction": 0.0,
        "activation_tensors": tensor_table(sa.deeplab_v3_tensors(l3)),
        "source": TV + " (COCO_WITH_VOC_LABELS_V1, resize 520); saved tensors: torchvision "
                  "models/segmentation/deeplabv3.py and models/resnet.py",
        "as_of": "2026-11-30",
        "estimate": "the count takes torchvision's head (ASPP 256, FCN aux 256); mmsegmentation's (ASPP 512, deep "
                    "stem) saves about 10 % more, which the family's fitted activation scale absorbs; cuDNN "
                    "workspaces and allocator rounding are the memory model's own terms",
    })

# Replace the models section of data/catalog.json in place; everything else stays. With --check,
# change nothing and fail when the catalog's models are not what this script derives. The
# script derives the figures; each record's public `sources` and our `research` pointers are
# kept by hand in the catalog and carried over where the script writes its own `source` note, as are
# each record's `trainer_model` and `launch_args`.
cat = json.load(open("data/catalog.json"))
kept = {m["id"]: m for m in cat["models"]}
def with_provenance(m):
    old = kept.get(m["id"], {})
    out = {}
    for key, value in m.items():
        if key == "source" and "sources" in old:
            out["sources"] = old["sources"]
            if "research" in old:
                out["research"] = old["research"]
        else:
            out[key] = value
    for key in ("trainer_model", "launch_args"):  # the trainer's name and own arguments (vsize launch), by hand
        if key in old:
            out[key] = old[key]
    return out
models = [with_provenance(m) for m in models]
if "--check" in sys.argv:
    if cat["models"] != models:
        stale = [m["id"] for m, c in zip(models, cat["models"]) if m != c] or ["the model list"]
        sys.exit("data/catalog.json models differ from tools/gen_workloads.py: " + ", ".join(stale) +
                 "; run python3 tools/gen_workloads.py")
    print(len(models), "models match")
    sys.exit(0)
cat["models"] = models
open("data/catalog.json", "w").write(json.dumps(cat, indent=1, ensure_ascii=False) + "\n")
print(len(models), "models")
