#!/usr/bin/env python3
"""Writes the families, models and assumptions sections of data/catalog.json.

Run by hand from the project root when a model figure changes; data/catalog.json is checked in. Kept so the derived activation figures can be
re-derived and reviewed: every derived number below states its rule.
"""
import json, math

AS_OF = "2026-10-24"
R_MODELS = "research/models.md"

# --- Activation rule for YOLO-type CNNs --------------------------------------------------
# Stored activations per image scale with depth x width x pixels, FLOPs with depth x width^2 x
# pixels; across a family scaled jointly in depth and width, activations grow as FLOPs^0.53.
# Fit (least squares in log space, by hand) to the per-image slopes of the calibration rows:
# AutoBatch profiles (yolov5s A100 ids 1-5, yolov8s T4 ids 36-40, reserved/1.1 -> allocated)
# and mmyolo peak-allocated tables (ids 88-92, 107-110, minus model states). Coefficient 0.037
# GB at 1 GFLOP, exponent 0.53 -> yolov8s 0.22 GB/img, yolov8l 0.55, yolov5s 0.16.
CNN_COEFF_GB = 0.037
CNN_EXP = 0.53
# Segmentation heads add a 32-channel 1/4-resolution prototype branch and per-instance mask
# loss buffers: yolov8l-seg (ids 31-35) measured 1.19 GB/img reserved = 1.08 allocated vs
# 0.64 from the detect rule -> x1.7 (one model; stated as rough).
SEG_FACTOR = 1.7

def yolo_act(gflops, seg):
    return round(CNN_COEFF_GB * gflops ** CNN_EXP * (SEG_FACTOR if seg else 1.0), 4)

def yolo_basis(gflops, seg):
    s = f"derived: {CNN_COEFF_GB} GB x {gflops}^{CNN_EXP}" + (f" x {SEG_FACTOR} (seg head)" if seg else "")
    return s + "; rule fitted to calibration rows 1-5, 31-40, 88-92, 107-110 (tools/gen_workloads.py)"

models = []

def add_yolo(prefix, name, rows, src, fam="ultralytics-yolo", ref=640, note=None):
    for (size, p, f, pseg, fseg) in rows:
        for seg in (False, True):
            if seg and pseg is None:
                continue
            params, gfl = (pseg, fseg) if seg else (p, f)
            mid = f"{prefix}{size}" + ("-seg" if seg else "")
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
                "activation_gb_per_image": yolo_act(gfl, seg),
                "activation_basis": yolo_basis(gfl, seg),
                "attention_flops_fraction": 0.0,
                "source": src,
                "as_of": AS_OF,
            }
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
        "ref_res_px": 640, "activation_gb_per_image": round(1.5 * yolo_act(f, False), 4),
        "activation_basis": f"estimate: YOLO CNN rule x 1.5 for the hybrid encoder's attention and 300 decoder queries; "
                            "no measured figure with a known image size (calibration row 62 states none)",
        "attention_flops_fraction": 0.05,
        "source": "PaddlePaddle/PaddleDetection configs/rtdetr/README.md, via " + R_MODELS + " §5",
        "as_of": AS_OF,
        "estimate": "PaddleDetection states 'FLOPs(G)' without a convention; taken as 2xMAC like Ultralytics; activation figure estimated",
    })

# --- Transformers --------------------------------------------------------------------------
# Activations per layer per token under AMP with fused SDPA attention (no N^2 score matrix
# kept): 34 bytes x hidden (Korthikanti et al. 2022, 'Reducing Activation Recomputation in
# Large Transformer Models', eq. 1 without the 5as/h attention term). Attention FLOPs share at
# the reference resolution: 4N^2d / (24Nd^2 + 4N^2d) = N / (6d + N) for global attention.
def vit(mid, name, params_m, macs_g, ref, patch, layers, dim, src, fam="timm-vit", task="classify",
        window_tokens=None, extra=None):
    n = (ref // patch) ** 2 + (0 if window_tokens else 1)
    act_bytes = layers * n * dim * 34
    n_att = window_tokens if window_tokens else n
    q = n_att / (6 * dim + n_att)
    rec = {
        "id": mid, "name": name, "family": fam, "task": task, "params_m": params_m,
        "forward_gflops": round(2 * macs_g, 2), "source_gflops": macs_g, "source_flops_convention": "MAC",
        "ref_res_px": ref, "patch_px": patch, "layers": layers, "embed_dim": dim,
        "activation_gb_per_image": round(act_bytes / 1e9, 4),
        "activation_basis": f"derived: {layers} layers x {n} tokens x {dim} x 34 B (Korthikanti et al. 2022, eq. 1, fused attention)",
        "attention_flops_fraction": round(q, 4),
        "source": src, "as_of": AS_OF,
    }
    if extra:
        rec.update(extra)
    models.append(rec)

vit("vit-b16", "ViT-B/16", 86.57, 17.56, 224, 16, 12, 768,
    "torchvision vit_b_16 IMAGENET1K_V1 metadata (pytorch/vision vision_transformer.py), via " + R_MODELS + " §6")
vit("vit-l16", "ViT-L/16", 304.33, 61.55, 224, 16, 24, 1024,
    "torchvision vit_l_16 IMAGENET1K_V1 (pytorch/vision @07a929e8), via " + R_MODELS + " §6")
vit("vit-h14", "ViT-H/14", 632.05, 167.3, 224, 14, 32, 1280,
    "torchvision vit_h_14 SWAG linear 224 (pytorch/vision @07a929e8), via " + R_MODELS + " §6")
vit("sam-vit-h", "SAM ViT-H image encoder", 637.0, 2982.2, 1024, 16, 32, 1280,
    "timm samvit_huge_patch16.sa1b model card (2982.2 GMACs at 1024); SAM FAQ 632 M params; via " + R_MODELS + " §6",
    fam="timm-vit", task="encoder", window_tokens=14 * 14,
    extra={"notes": "28 of 32 blocks use 14x14 windowed attention; the attention share uses the window size",
           "estimate": "attention FLOPs share approximated with 14x14 windows for all blocks"})
vit("dinov2-vit-g14", "DINOv2 ViT-g/14", 1136.5, 1784.2, 518, 14, 40, 1536,
    "timm vit_giant_patch14_dinov2.lvd142m model card (1784.2 GMACs at 518); facebookresearch/dinov2 README (1.1 B); via " + R_MODELS + " §6",
    task="encoder")

# --- torchvision / detectron2-style two-stage detectors and DeepLab ------------------------
# Measured: detectron2 MODEL_ZOO (calibration ids 111, 117, 121): peak allocated at 2 img/GPU,
# FP32, images resized to short side 800 (max 1333): ~800x1200 = 0.96 MP, a 980 px square.
# Per image = (peak - SGD model states 12 B/param) / 2, to AMP by /1.6 (conv outputs half, BN
# outputs stay FP32). torchvision's _ops does not state its input; read as the same typical
# COCO input (980 px square equivalent), which reproduces detectron2's s/iter (rows 112, 118,
# 122); read as 800x800 the step would be ~50 % slower than measured.
D2_REF = 980
def d2(peak_gb, params_m):
    per_img_fp32 = (peak_gb - params_m * 1e6 * 12 / 1e9) / 2
    return round(per_img_fp32 / 1.6, 4)

TV = "pytorch/vision weight metadata (_ops = GMACs), via " + R_MODELS + " §7"
for (mid, name, task, p, macs, peak, row) in [
    ("fasterrcnn-r50-fpn", "Faster R-CNN R50-FPN", "detect", 41.755, 134.38, 3.0, 111),
    ("retinanet-r50-fpn", "RetinaNet R50-FPN", "detect", 34.015, 151.54, 3.9, 117),
    ("maskrcnn-r50-fpn", "Mask R-CNN R50-FPN", "instance-segment", 44.401, 134.38, 3.4, 121)]:
    models.append({
        "id": mid, "name": name, "family": "torchvision-detection", "task": task, "params_m": p,
        "forward_gflops": round(2 * macs, 2), "source_gflops": macs, "source_flops_convention": "MAC",
        "ref_res_px": D2_REF, "activation_gb_per_image": d2(peak, p),
        "activation_basis": f"measured: detectron2 MODEL_ZOO train mem {peak} GB at 2 img/GPU FP32 (calibration row {row}); "
                            "(peak - 12 B/param) / 2 / 1.6 for AMP, at 800x1200 = 980 px square",
        "attention_flops_fraction": 0.0,
        "source": TV + "; memory: facebookresearch/detectron2 MODEL_ZOO.md @02478d2e",
        "as_of": AS_OF,
        "estimate": "torchvision does not state the input size of _ops; taken at COCO's typical 800x1200 resize (980 px square equivalent), which matches detectron2's measured s/iter; AMP factor 1.6 is an estimate",
    })
# DeepLabV3 (output stride 8): activations scale with FLOPs against ResNet-50 at 224, whose
# largest AMP batch on a 24 GB RTX 3090 was 512 (calibration row 134): <= 0.044 GB/img at
# 8.18 GFLOPs (2xMAC) -> 0.0054 GB per GFLOP.
for (mid, name, p, macs) in [("deeplabv3-r50", "DeepLabV3 ResNet-50", 42.004, 178.722),
                             ("deeplabv3-r101", "DeepLabV3 ResNet-101", 60.996, 258.743)]:
    g = 2 * macs
    models.append({
        "id": mid, "name": name, "family": "torchvision-segmentation", "task": "semantic-segment", "params_m": p,
        "forward_gflops": round(g, 2), "source_gflops": macs, "source_flops_convention": "MAC",
        "ref_res_px": 520, "activation_gb_per_image": round(0.0054 * g, 4),
        "activation_basis": "derived: 0.0054 GB per forward GFLOP, from ResNet-50's largest AMP batch (512 at 224 on 24 GB, calibration row 134); dilated ResNet keeps activations proportional to FLOPs",
        "attention_flops_fraction": 0.0,
        "source": TV + " (COCO_WITH_VOC_LABELS_V1, resize 520)",
        "as_of": AS_OF,
        "estimate": "activation figure derived, no direct measurement",
    })

# --- Families: the judgement constants of the time model (M3, M5) -------------------------
CAL = "calibrated on ../shared/calibration/measured.csv (see tests/test_calibration.cpp)"
families = [
    {"id": "ultralytics-yolo", "name": "Ultralytics YOLO (v8, 11, 26)", "kind": "cnn", "trainer": "ultralytics",
     "ema": True, "compute_efficiency": 0.6, "compute_efficiency_fp32": 0.9, "memory_traffic_per_activation_byte": 12,
     "step_overhead_ms": 25, "loader_images_per_core_s": 45, "assigner_bytes_per_object_anchor": 22,
     "source": "assigner: ultralytics/ultralytics PR #25240 (2026-07-17): TaskAlignedAssigner peak 0.89 GB at batch 16 x 300 boxes x 8,400 anchors = 22 B per pair (PR #25990: 85.6 GB at 128 x 4,967 x 8,400 = 16 B); efficiency and traffic " + CAL + "; loader rate research/platform.md §7 (30-55 img/s per core with mosaic at 640; YNAS 52/s, MMDET 33/s per worker)",
     "as_of": AS_OF, "estimate": "all four time constants are fitted or planning values, not measurements of this family"},
    {"id": "yolov5", "name": "Ultralytics YOLOv5", "kind": "cnn", "trainer": "ultralytics",
     "ema": True, "compute_efficiency": 0.6, "compute_efficiency_fp32": 0.9, "memory_traffic_per_activation_byte": 12,
     "step_overhead_ms": 20, "loader_images_per_core_s": 45,
     "source": "as ultralytics-yolo; YOLOv5 trainer also keeps a ModelEMA (ultralytics/yolov5 utils/torch_utils.py)",
     "as_of": AS_OF, "estimate": "fitted/planning values"},
    {"id": "ultralytics-rtdetr", "name": "Ultralytics RT-DETR", "kind": "cnn", "trainer": "ultralytics",
     "ema": True, "compute_efficiency": 0.5, "compute_efficiency_fp32": 0.8, "memory_traffic_per_activation_byte": 12,
     "step_overhead_ms": 30, "loader_images_per_core_s": 45,
     "source": "as ultralytics-yolo (same trainer and augmentations)",
     "as_of": AS_OF, "estimate": "no RT-DETR timing found; YOLO values with lower efficiency for the decoder"},
    {"id": "timm-vit", "name": "Vision transformers (timm / torchvision)", "kind": "transformer", "trainer": "timm",
     "ema": False, "compute_efficiency": 0.85, "compute_efficiency_fp32": 0.9, "memory_traffic_per_activation_byte": 8,
     "step_overhead_ms": 10, "loader_images_per_core_s": 250,
     "source": "efficiency " + CAL + " (timm benchmark row 128); loader rate research/platform.md §7 (150-400 img/s per core for RandomResizedCrop 224)",
     "as_of": AS_OF, "estimate": "fitted/planning values"},
    {"id": "torchvision-detection", "name": "torchvision / detectron2 two-stage and RetinaNet detectors", "kind": "cnn",
     "trainer": "detectron2", "ema": False, "compute_efficiency": 0.6, "compute_efficiency_fp32": 0.9,
     "memory_traffic_per_activation_byte": 12, "step_overhead_ms": 30, "loader_images_per_core_s": 60,
     "source": "efficiency " + CAL + " (detectron2 rows 111-126); loader: detectron2 default augmentation is resize + flip (lighter than mosaic), planning value",
     "as_of": AS_OF, "estimate": "fitted/planning values"},
    {"id": "torchvision-segmentation", "name": "torchvision semantic segmentation (DeepLabV3)", "kind": "cnn",
     "trainer": "torchvision", "ema": False, "compute_efficiency": 0.6, "compute_efficiency_fp32": 0.9,
     "memory_traffic_per_activation_byte": 12, "step_overhead_ms": 15, "loader_images_per_core_s": 60,
     "source": "as torchvision-detection; torchvision references/segmentation train.py (random resize, crop, flip)",
     "as_of": AS_OF, "estimate": "no DeepLabV3 timing in calibration; CNN values"},
]

A = []
def assume(i, name, value, unit, source, estimate=None):
    r = {"id": i, "name": name, "value": value, "unit": unit, "source": source, "as_of": AS_OF}
    if estimate:
        r["estimate"] = estimate
    A.append(r)

assume("cuda-context-gb", "CUDA context, cuBLAS/cuDNN handles and kernels (outside PyTorch's allocator)", 0.6, "GB",
       "research/anchors.md (nvidia-smi adds ~0.3-1 GB of CUDA context: calibration/README.md caveat 2; vram.asmirnov.xyz uses 1000 MiB, noting 300 MiB-2 GiB)",
       "midpoint planning value; CUDA 12 lazy loading keeps it near the low end")
assume("allocator-reserved-factor", "reserved / peak allocated (PyTorch caching allocator: block rounding, fragmentation)", 1.10, "ratio",
       "calibration: AutoBatch reserved slopes vs mmyolo allocated tables for the same models (yolov8s 0.243 vs 0.22 GB/img); PyTorch CUDA memory docs",
       "typical value; fragmentation varies 5-25 % with multi-scale training")
assume("workspace-gb", "cuDNN/cuBLAS workspaces and the largest transient buffer", 0.5, "GB",
       "PyTorch CUDA semantics docs (cuBLAS workspace per stream, cuDNN benchmark workspaces)", "planning value")
assume("fp32-activation-factor", "activation bytes in FP32 training relative to AMP", 1.6, "ratio",
       "AMP stores conv/matmul outputs in half precision while norm layers and losses stay FP32 (torch.autocast op lists)",
       "estimate between 1 (all FP32 ops) and 2 (all halved)")
assume("autobatch-default-fraction", "Ultralytics batch=-1 target share of GPU memory", 0.60, "fraction",
       "Ultralytics docs and ultralytics/utils/autobatch.py (fraction=0.60), via research/models.md §9; seed 000 (S9)")
assume("validation-share", "validation images per training image when the workload does not say (COCO: 5,000 val2017 / 118,287 train2017)", 0.04227, "ratio",
       "COCO train2017 118,287 and val2017 5,000 images (ultralytics/cfg/datasets/coco.yaml), via research/models.md §8; seed 000 (S13)")
assume("validation-cost-factor", "cost of one validation image relative to one training image (forward only, 2x batch, NMS)", 0.5, "ratio",
       "forward = 1/3 of a training step's FLOPs (backward ~2x forward); NMS and metric code add the rest",
       "planning value")
assume("pcie-efficiency", "achieved / theoretical PCIe bandwidth per direction", 0.88, "fraction",
       "nvbandwidth on 8xH200: 55.4 GB/s of 63.0 Gen5 x16 (stas00/ml-engineering network/README.md), via research/gpus.md §5")
assume("nvlink-efficiency", "achieved / theoretical NVLink bandwidth per direction", 0.88, "fraction",
       "H200 pair copy 396.4 of 450 GB/s per direction (stas00/ml-engineering), via research/gpus.md §5")
assume("socket-link-gb-per-s", "CPU socket-to-socket bandwidth usable by GPU peer traffic, per direction", 64.0, "GB/s",
       "AMD Infinity Fabric (xGMI) 4 links x 32 Gb/s x 16 lanes / 8 = 64 GB/s per direction; Intel UPI 3-4 x 16-20 GT/s similar",
       "order of magnitude; vsize uses it only for rings that cross sockets")
assume("nccl-latency-us", "per-hop latency of a ring all-reduce step", 10.0, "us",
       "NCCL ring latency over PCIe is 5-20 us per step (NVIDIA NCCL tests documentation)", "planning value")
assume("ddp-bucket-mb", "DDP gradient bucket size", 25.0, "MB",
       "torch.nn.parallel.DistributedDataParallel(bucket_cap_mb=25) default, PyTorch docs")
assume("ddp-overlap-fraction", "share of the all-reduce hidden behind the backward pass", 0.7, "fraction",
       "PyTorch DDP (Li et al., VLDB 2020) overlaps bucketed all-reduce with backward; the last buckets cannot overlap",
       "planning value")
assume("matmul-fraction-default", "achieved share of the dense tensor peak in large matmuls, for GPUs without a measurement", 0.8, "fraction",
       "median of the measured GPUs in research/gpus.md §6 (A100 75-87 %, H100/H200 80 %, RTX PRO 6000 83-85 %, L40S 74 %)", "used for H200 NVL, H100 NVL, A40, RTX 6000 Ada, RTX 3090, RTX PRO 4500 SE, T4")
assume("ddp-sync-overhead-per-doubling", "DDP step time lost to synchronising ranks (stragglers, launch skew) per doubling of ranks", 0.03, "fraction",
       "calibrated on seed 004 (S11): 4 GPUs reach 3.5-3.8x one GPU for well-parallelised training", "calibration value")
assume("backward-factor", "training FLOPs per forward FLOP (forward + backward)", 3.0, "ratio",
       "backward = 2 x forward for conv and matmul layers (Kaplan et al. 2020 C = 6ND), EleutherAI Transformer Math 101")
assume("min-cores-per-gpu", "NVIDIA-Certified minimum physical cores per GPU", 6, "cores",
       "NVIDIA-Certified configuration guide, via research/platform.md §5 (secondary quotes); seed 000 (S6)")
assume("ram-to-gpu-memory-ratio", "system RAM at least this multiple of total GPU memory", 2.0, "ratio",
       "NVIDIA-Certified guidance via research/platform.md §5; seed 004 (4 x 24 GB -> >= 192 GB); seed 000 (S8)")
assume("os-ram-gb", "OS, page cache floor and services", 32.0, "GB", "planning value for a Linux training server", "planning value")
assume("worker-ram-gb", "RAM per data-loader worker process (Python, decoded mosaic buffers, prefetch)", 1.5, "GB",
       "PyTorch DataLoader workers are forked processes with their own prefetch queues (2 batches each by default)", "planning value")
assume("rank-ram-gb", "RAM per training process (CUDA host allocations, pinned buffers, model copy)", 8.0, "GB",
       "PyTorch process with CUDA initialised typically holds 3-10 GB RSS incl. pinned memory", "planning value")
assume("seed-power-overhead", "rest of the system as a share of GPUs + CPUs (seed method)", 0.15, "fraction",
       "seed 000: 'plus 15 Prozent für den Rest' (S7)")
assume("nic-power-w", "one 200/400 Gb NIC", 25.0, "W", "ConnectX-7 typical power 20-25 W (NVIDIA ConnectX-7 product brief)", "planning value")
assume("nvme-power-w", "one enterprise NVMe SSD under read load", 20.0, "W", "Gen5 U.2/E3.S drives 20-25 W max (Micron 9550 product brief)", "planning value")
assume("fan-power-fraction", "fans and board as a share of component power", 0.08, "fraction",
       "server fan power 5-10 % of IT load at full GPU load (ASHRAE TC9.9 guidance)", "planning value")
assume("nvme-read-gb-per-s", "one NVMe drive's sustained read rate", 6.5, "GB/s",
       "Samsung PM9A3 / Micron 7450 Gen4: 6.5-6.8 GB/s, research/platform.md §6a", "Gen4 drive; Gen5 drives read 13-14 GB/s")
assume("nvme-drive-tb", "capacity of one data NVMe drive", 7.68, "TB", "common enterprise capacity point (Micron 9550, Samsung PM1743 7.68 TB)")
assume("image-bytes-compressed", "average compressed size of one training image at 640 px", 160000, "bytes",
       "COCO train2017: 19 GB / 118,287 images = 160 kB (yolov5 get_coco.sh), via research/models.md §8")
assume("image-ref-px", "long side of the images behind image-bytes-compressed", 640, "px", "COCO images are at most 640 px on the long side (research/models.md §8)")
assume("checkpoint-copies", "checkpoints kept on disk (last + best + periodic)", 3, "copies", "Ultralytics saves last.pt and best.pt; one spare", "planning value")
assume("gpu-lanes", "PCIe lanes per GPU slot when the GPU record says none", 16, "lanes", "x16 is the standard GPU slot")
assume("nic-lanes", "PCIe lanes per NIC", 16, "lanes", "ConnectX-7 is PCIe Gen5 x16")
assume("nvme-lanes", "PCIe lanes per NVMe drive", 4, "lanes", "U.2/E3.S NVMe are x4 (research/platform.md §6a)")
assume("nics-per-server", "NICs in a training server", 1, "count", "single-node training needs one uplink; multi-node adds one per GPU (MLPerf reference systems, research/platform.md §5)", "planning value")
assume("cache-aspect-ratio", "short/long side of a typical training image (for --cache-shape typical)", 0.75, "ratio",
       "640x480 is common but unsourced for COCO (research/models.md §8: 90 % of images 167,500-355,840 px)", "assumption")
assume("segment-loader-cost-factor", "CPU cost of a segmentation sample relative to a detection sample (polygons rasterised to masks per instance)", 2.5, "ratio",
       "YOLOv5 v7.0 README (calibration rows 71-73): yolov5n/s/m-seg take 80/88/109 h for 300 COCO epochs on one A100, nearly flat across a 10x range of FLOPs, i.e. ~123 img/s bound by the host, against ~410 img/s for yolov5n detection on an older V100 machine (row 83): 2.2-3.3x",
       "estimate from two rows whose host CPUs are not stated")
assume("cpu-base-ghz-ref", "base clock at which loader_images_per_core_s holds", 3.0, "GHz",
       "loader rates of research/platform.md §7 were measured on 2.6-3.7 GHz server cores", "planning value")

# Replace the workload sections of data/catalog.json in place; the hardware sections stay.
cat = json.load(open("data/catalog.json"))
cat["families"], cat["models"], cat["assumptions"] = families, models, A
json.dump(cat, open("data/catalog.json", "w"), indent=1, ensure_ascii=False)
print(len(families), "families", len(models), "models", len(A), "assumptions")
