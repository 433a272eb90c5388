#!/usr/bin/env python3
"""Writes data/calibration.json: the calibration rows vsize can describe, mapped to workloads.

Run by hand from the project root when a row or its mapping changes; data/calibration.json is
checked in and compiled into vsize, which fits its constants to these rows and reports in-sample
and leave-one-source-out error (`vsize accuracy`, README "Accuracy").

Every row: id (of ../shared/calibration/measured.csv or measured2.csv), source group (the unit of
leave-one-source-out: one README table, one issue, one notebook family), metric, model, gpu,
gpus, batch per GPU, resolution, precision, optimizer, measured value, and what the row assumes
where its source is silent. The URL of each row comes from the CSVs
(tests/data/calibration/ holds copies).
"""
import csv
import json

SHARED = "tests/data/calibration/"
URLS = {}
for f in ("measured.csv", "measured2.csv"):
    for r in csv.DictReader(open(SHARED + f, encoding="utf-8")):
        URLS[int(r["id"])] = r["source"]

ROWS = []

# Hosts of epoch rows whose sources do not state them: one assumption for all, 6 cores and 12
# threads per GPU at 3 GHz (cloud GPU shapes give 8-12 vCPUs per GPU: AWS p3.2xlarge 8, p4d 12,
# GCP a2 12).
UNKNOWN_HOST = {"cores_per_gpu": 6, "threads_per_gpu": 12, "ghz": 3.0}


def row(**kw):
    kw.setdefault("optimizer", "sgd")
    kw.setdefault("objects", 18)
    kw.setdefault("max_objects", 60)
    kw.setdefault("classes", 80)
    kw.setdefault("note", "")
    if "url" not in kw:
        kw["url"] = URLS[kw["id"]]
    ROWS.append(kw)


# ---- memory: AutoBatch profiles (reserved after one forward+backward, before optimizer/EMA) ----
for i, b, v in [(1, 1, 0.296), (2, 2, 0.568), (3, 4, 1.007), (4, 8, 1.797), (5, 16, 3.28)]:
    row(id=i, source="yolov5#5092", metric="autobatch_gb", model="yolov5s", gpu="a100-40gb-sxm", gpus=1, batch=b,
        res=640, amp="fp16", value=v, pre_reserved_gb=0.0996)
for i, b, v in [(31, 1, 1.726), (32, 2, 2.991), (33, 4, 5.352), (34, 8, 10.127), (35, 16, 19.623)]:
    row(id=i, source="ultralytics#1659", metric="autobatch_gb", model="yolov8l-seg", gpu="a100-80gb-sxm", gpus=1,
        batch=b, res=640, amp="fp16", value=v, pre_reserved_gb=0.37)
for i, b, v in [(36, 1, 0.654), (37, 2, 0.757), (38, 4, 1.223), (39, 8, 2.208), (40, 16, 4.154)]:
    row(id=i, source="ultralytics#4679", metric="autobatch_gb", model="yolov8s", gpu="t4", gpus=1, batch=b, res=640,
        amp="fp16", value=v, pre_reserved_gb=0.25, classes=10)
# ---- memory: mmyolo (peak allocated; SyncBN, EMA; 8 x A100 at 16 per GPU; VOC on one GPU) ----
for i, mod, v in [(88, "yolov8n", 2.8), (89, "yolov8s", 4.0), (90, "yolov8m", 7.2), (91, "yolov8l", 9.8),
                  (92, "yolov8x", 12.2)]:
    row(id=i, source="mmyolo-v8-readme", metric="allocated_gb", model=mod, gpu="a100-80gb-sxm", gpus=8, batch=16,
        res=640, amp="fp16", value=v)
for i, mod, b, v in [(107, "yolov5n", 64, 3.5), (108, "yolov5s", 64, 6.5), (109, "yolov5m", 64, 12.0),
                     (110, "yolov5l", 32, 10.0)]:
    row(id=i, source="mmyolo-v5-readme", metric="allocated_gb", model=mod, gpu="a100-80gb-sxm", gpus=1, batch=b,
        res=512, amp="fp16", value=v, classes=20)
# ---- memory: detectron2 model zoo (FP32, 2 per GPU, 8 x V100, peak allocated) ----
for i, mod, v in [(111, "fasterrcnn-r50-fpn", 3.0), (117, "retinanet-r50-fpn", 3.9), (121, "maskrcnn-r50-fpn", 3.4)]:
    row(id=i, source="detectron2-model-zoo", metric="allocated_gb", model=mod, gpu="v100-sxm2-32gb", gpus=8, batch=2,
        res=980, amp="fp32", value=v)
# ---- memory: measured2 (mmdetection, detectron2, mmsegmentation peak allocated) ----
for i, src, mod, amp, v in [
        (201, "mmdet-modelzoo-vs-d2", "fasterrcnn-r50-fpn", "fp32", 3.8),
        (202, "mmdet-modelzoo-vs-d2", "maskrcnn-r50-fpn", "fp32", 3.9),
        (203, "mmdet-modelzoo-vs-d2", "retinanet-r50-fpn", "fp32", 3.4),
        (204, "mmdet-faster-readme", "fasterrcnn-r50-fpn", "fp32", 4.0),
        (205, "mmdet-mask-readme", "maskrcnn-r50-fpn", "fp32", 4.4),
        (206, "mmdet-retina-readme", "retinanet-r50-fpn", "fp32", 3.8),
        (207, "mmdet-fp16-readme", "fasterrcnn-r50-fpn", "fp16", 3.4),
        (208, "mmdet-fp16-readme", "maskrcnn-r50-fpn", "fp16", 3.6),
        (209, "mmdet-fp16-readme", "retinanet-r50-fpn", "fp16", 2.8),
        (210, "mmdet-mask-readme", "maskrcnn-r50-fpn", "fp32", 4.1),
        (211, "mmdet-retina-readme", "retinanet-r50-fpn", "fp32", 3.5)]:
    row(id=i, source=src, metric="allocated_gb", model=mod, gpu="v100-sxm2-32gb", gpus=8, batch=2, res=980, amp=amp,
        value=v, **({"note": "mmcv fp16 (half model + FP32 master): its norm layers' outputs are cast back to FP16 "
                 "(mmcv patch_norm_fp32), where torchvision's FrozenBatchNorm2d keeps FP32 under autocast",
                 "amp_norms_half": True} if amp == "fp16" else {"note": ""}))
row(id=212, source="detectron2-model-zoo-cityscapes-lvis", metric="allocated_gb", model="maskrcnn-r50-fpn",
    gpu="v100-sxm2-32gb", gpus=8, batch=1, res=1290, amp="fp32", value=4.4, classes=8)
row(id=213, source="detectron2-model-zoo-cityscapes-lvis", metric="allocated_gb", model="maskrcnn-r50-fpn",
    gpu="v100-sxm2-32gb", gpus=8, batch=2, res=980, amp="fp32", value=7.1, classes=1230)
for i, mod, res, b, amp, v, nc in [
        (214, "deeplabv3-r50", 724, 2, "fp32", 6.0, 19), (215, "deeplabv3-r101", 724, 2, "fp32", 9.5, 19),
        (216, "deeplabv3-r50", 769, 2, "fp32", 6.8, 19), (217, "deeplabv3-r101", 769, 2, "fp32", 10.7, 19),
        (218, "deeplabv3-r101", 724, 2, "fp16", 5.75, 19), (219, "deeplabv3-r50", 512, 4, "fp32", 8.9, 150),
        (220, "deeplabv3-r101", 512, 4, "fp32", 12.4, 150), (221, "deeplabv3-r50", 512, 4, "fp32", 6.1, 21),
        (222, "deeplabv3-r101", 512, 4, "fp32", 9.6, 21)]:
    row(id=i, source="mmseg-deeplabv3-readme", metric="allocated_gb", model=mod, gpu="v100-sxm2-32gb", gpus=4, batch=b,
        res=res, amp=amp, value=v, classes=nc,
        note="mmsegmentation head (ASPP 512 + FCN auxiliary, ~68 M params) is larger than torchvision's")
# ---- memory: Ultralytics GPU_mem (reserved, GB = 1e9 in these versions) from public notebooks ----
# The trainer's validation-cache rule by release (val_cache_kept_up_to): 8.0.9 and 8.0.28 predate
# torch.cuda.empty_cache() at each epoch's end (ultralytics PR #1623, merged 2023-03-29, 8.0.60), so
# validation's blocks stay (1: GPU_mem 7.61G -> 10.9G and 4.91G -> 6.37G after the first
# validations); 8.3.0 and 8.3.40 empty the cache every epoch (0: flat GPU_mem), until PR #18949.
# Validation sets as the notebooks' val lines count them ('all 38 905', 'all 1887 5543').
row(id=224, source="roboflow-notebooks", metric="reserved_gb", model="yolov8s", gpu="t4", gpus=1, batch=16, res=800,
    amp="fp16", value=10.9, objects=9, max_objects=25, classes=4, val_cache_kept_up_to=1, val_images=38,
    note="dense scenes, 100-200 instances per batch; ultralytics 8.0.9 keeps validation's cache")
row(id=225, source="roboflow-notebooks", metric="reserved_gb", model="yolo11s", gpu="t4", gpus=1, batch=16, res=640,
    amp="fp16", optimizer="adamw", value=4.4, objects=16, max_objects=35, val_cache_kept_up_to=0, classes=23,
    note="ultralytics 8.3.0 empties the cache every epoch; 'Overriding model.yaml nc=80 with nc=23'")
row(id=226, source="roboflow-notebooks", metric="reserved_gb", model="yolov8s-seg", gpu="t4", gpus=1, batch=16,
    res=640, amp="fp16", value=6.37, objects=10, max_objects=25, val_cache_kept_up_to=1, val_images=1887,
    note="objects per image not stated (10 assumed); ultralytics 8.0.28 keeps validation's cache")
row(id=227, source="roboflow-notebooks", metric="reserved_gb", model="yolo11s-seg", gpu="t4", gpus=1, batch=16,
    res=640, amp="fp16", optimizer="adamw", value=5.15, objects=2, max_objects=6, val_cache_kept_up_to=0,
    note="ultralytics 8.3.40 empties the cache every epoch")

# ---- time: detectron2 model zoo and mmdetection's comparison, s/iter (8 x V100, FP32, 2 per GPU) ----
for i, mod, v in [(112, "fasterrcnn-r50-fpn", 0.209), (118, "retinanet-r50-fpn", 0.201), (122, "maskrcnn-r50-fpn", 0.261)]:
    row(id=i, source="detectron2-model-zoo", metric="step_s", model=mod, gpu="v100-sxm2-32gb", gpus=8, batch=2,
        res=980, amp="fp32", value=v)
for i, mod, v in [(251, "fasterrcnn-r50-fpn", 0.216), (252, "maskrcnn-r50-fpn", 0.265), (253, "retinanet-r50-fpn", 0.205)]:
    row(id=i, source="mmdet-modelzoo-vs-d2", metric="step_s", model=mod, gpu="v100-sxm2-32gb", gpus=8, batch=2,
        res=980, amp="fp32", value=v)
for i, v in [(254, 62.0), (255, 53.0), (256, 53.0)]:
    row(id=i, source="detectron2-benchmarks-md", metric="images_per_s", model="maskrcnn-r50-fpn", gpu="v100-sxm2-32gb",
        gpus=8, batch=2, res=980, amp="fp32", value=v, note="iterations 100-500 only")
row(id=257, source="detectron2-model-zoo-cityscapes-lvis", metric="step_s", model="maskrcnn-r50-fpn",
    gpu="v100-sxm2-32gb", gpus=8, batch=1, res=1290, amp="fp32", value=0.24, classes=8)
row(id=258, source="detectron2-model-zoo-cityscapes-lvis", metric="step_s", model="maskrcnn-r50-fpn",
    gpu="v100-sxm2-32gb", gpus=8, batch=2, res=980, amp="fp32", value=0.292, classes=1230)
for i, n, b, amp, v in [(259, 1, 2, "fp32", 8.47), (260, 1, 2, "fp16", 10.77), (261, 8, 2, "fp32", 56.35),
                        (262, 8, 2, "fp16", 70.45), (263, 8, 8, "fp32", 71.85), (264, 8, 8, "fp16", 87.1)]:
    row(id=i, source="nvidia-dle-maskrcnn", metric="images_per_s", model="maskrcnn-r50-fpn", gpu="v100-sxm2-32gb",
        gpus=n, batch=b, res=980, amp=amp, value=v,
        note="fused CUDA kernels" + ("; apex amp O1" if amp == "fp16" else ""))
# ---- time: timm benchmark (synthetic data: the GPU alone) ----
# PyTorch 1.12 (the file name's pt112): no scaled_dot_product_attention, so timm's Attention
# computed q @ k^T, softmax and @ v as separate kernels that keep the scores (attention="unfused").
row(id=128, source="timm-benchmark-csv", metric="gpu_images_per_s", model="vit-b16", gpu="rtx-3090", gpus=1,
    batch=192, res=224, amp="fp16", value=390.86, attention="unfused")
# ---- time: YOLOv5 README, ~1/2/4/6/8 days for 300 COCO epochs on one V100-16GB at the README batches ----
for i, mod, b, v in [(83, "yolov5n", 128, 1), (84, "yolov5s", 64, 2), (85, "yolov5m", 40, 4), (86, "yolov5l", 24, 6),
                     (87, "yolov5x", 16, 8)]:
    row(id=i, source="yolov5-readme-days", metric="train_days", model=mod, gpu="v100-sxm2-16gb", gpus=1, batch=b,
        res=640, amp="fp16", value=v, epochs=300, images=118287, val_images=5000, cache="none", host=UNKNOWN_HOST,
        note="maintainer's approximate days; host not stated")
# ---- time: YOLOv5 v7.0 README, segmentation, 300 COCO epochs on A100 (n/s/m 1, l 2, x 3 GPUs) ----
for i, mod, n, v in [(71, "yolov5n-seg", 1, 80.28), (72, "yolov5s-seg", 1, 88.27), (73, "yolov5m-seg", 1, 108.6),
                     (74, "yolov5l-seg", 2, 66.72), (75, "yolov5x-seg", 3, 62.93)]:
    row(id=i, source="yolov5-readme-seg", metric="train_hours", model=mod, gpu="a100-80gb-sxm", gpus=n, batch=16,
        res=640, amp="fp16", value=v, epochs=300, images=118287, val_images=5000, cache="none", host=UNKNOWN_HOST,
        note="batch (16 per GPU, YOLOv5's default) and host not stated")
# ---- time: DeiT-B on one 8-GPU node (2020, PyTorch 1.7: unfused attention, as above) ----
row(id=144, source="deit-paper-summary", metric="train_hours", model="vit-b16", gpu="v100-sxm2-32gb", gpus=8,
    batch=128, res=224, amp="fp16", optimizer="adamw", value=53.0, epochs=300, images=1281167, val_images=50000, attention="unfused",
    cache="none", host=dict(UNKNOWN_HOST, workers=10),
    note="GPU type and per-GPU batch from the paper (8 GPUs, batch 1024), via a summary")
# ---- time: user reports ----
row(id=146, source="yolov5#10645", metric="epoch_min", model="yolov5l-seg", gpu="v100-sxm2-32gb", gpus=1, batch=10,
    res=800, amp="fp16", value=9.0, images=30000, val_images=0, cache="none", host=UNKNOWN_HOST,
    note="user report; ~30k images; host unknown; validation not stated")
row(id=147, source="yolov5#10645", metric="epoch_min", model="yolov5l-seg", gpu="v100-sxm2-32gb", gpus=2, batch=10,
    res=800, amp="fp16", value=8.0, images=30000, val_images=0, cache="none", host=UNKNOWN_HOST,
    note="user report; DDP on 2 GPUs")
row(id=148, source="yolov5#9373", metric="epoch_min", model="yolov5s", gpu="rtx-3090", gpus=4, batch=4, res=640,
    amp="fp16", value=20.0, images=118287, val_images=5000, cache="none", host=UNKNOWN_HOST,
    note="user report; batch not stated (YOLOv5's default 16 in all assumed)")

# ---- time: whole training loops of the Roboflow notebooks ("N epochs completed in H hours") ----
# Not in the CSVs: read for the trainers' per-epoch costs (tools/epoch_costs.py, which sets the
# families' val_setup_s and epoch_overhead_s and the first-epoch-extra-s assumption from the time
# between their progress bars), so for those constants they are in-sample; the training images,
# the loader and the validation loop in each epoch are predicted. Colab hosts: "Intel Xeon @
# 2.20GHz"; a T4 runtime has 2 vCPUs (2 dataloader workers), an A100 runtime 12 (8 workers).
# Releases before ultralytics PR #2791 (2023-05-23, 8.0.10x) drew mosaic partners from the whole
# dataset (4 JPEG decodes a sample without a cache, decodes_per_sample), later ones from a buffer.
RF = "https://github.com/roboflow/notebooks/blob/{}/notebooks/{}"
T4_HOST = {"cores_per_gpu": 1, "threads_per_gpu": 2, "ghz": 2.2, "workers": 2}
A100_HOST = {"cores_per_gpu": 6, "threads_per_gpu": 12, "ghz": 2.2, "workers": 8}
V5SEG = "train-yolov5-instance-segmentation-on-custom-data.ipynb"
for i, commit, gpu, host, hours, epochs in [
        (301, "8df962506cfc981e45d186999d8fbbc17d7f5056", "t4", T4_HOST, 0.907, 100),
        (302, "05f745956a7a3499874bb6fda54e9c2f091f87c2", "t4", T4_HOST, 0.879, 100),
        (303, "c876da0dca5a79a30c40105202bb9f83e66fb23f", "a100-40gb-sxm", A100_HOST, 0.106, 30)]:
    row(id=i, source="roboflow-yolov5-notebooks", metric="loop_hours", model="yolov5s-seg", gpu=gpu, gpus=1,
        batch=128, res=320, amp="fp16", value=hours, images=1167, val_images=334, epochs=epochs, cache="none",
        host=host, classes=26, url=RF.format(commit, V5SEG),
        note="segment/train.py --img 320 --batch 128 from yolov5s-seg.pt; images as exported (640 px assumed); "
             "'Overriding model.yaml nc=80 with nc=26'")
row(id=304, source="roboflow-yolov5-notebooks", metric="loop_hours", model="yolov5s", gpu="t4", gpus=1, batch=16,
    res=416, amp="fp16", value=0.84, images=2670, val_images=249, epochs=100, cache="ram", host=T4_HOST,
    url=RF.format("68114ce2f062b952facb0a705d703c4bf84e84e4", "train-yolov5-object-detection-on-custom-data.ipynb"),
    note="train.py --img 416 --batch 16 --cache, custom_yolov5s.yaml from scratch")
row(id=305, source="roboflow-notebooks", metric="loop_hours", model="yolo11s", gpu="t4", gpus=1, batch=16, res=640,
    amp="fp16", optimizer="adamw", value=0.073, images=911, val_images=259, epochs=10, cache="none", host=T4_HOST,
    objects=16, max_objects=35, classes=23,
    url=RF.format("d778fc83e7a7e94dd3799019b9d7681811a6a7c6", "train-yolo11-object-detection-on-custom-dataset.ipynb"),
    note="ultralytics 8.3.0, optimizer auto (AdamW for a short run); 'Overriding model.yaml nc=80 with nc=23'")
for i, commit, hours in [(307, "780c32a4b953baa6710347c0b6249450dd167194", 0.636),
                         (308, "078554503f0da43eb55bd7ed1d3c4df380cc9cc2", 0.654)]:
    row(id=i, source="roboflow-notebooks", metric="loop_hours", model="yolov8s-seg", gpu="t4", gpus=1, batch=16,
        res=640, amp="fp16", value=hours, images=6603, val_images=1887, epochs=10, cache="none", host=T4_HOST,
        objects=10, max_objects=25, decodes_per_sample=4, classes=14,
        url=RF.format(commit, "train-yolov8-instance-segmentation-on-custom-dataset.ipynb"),
        note="ultralytics 8.0.28 (before the mosaic buffer: 4 decodes a sample); "
             "'Overriding model.yaml nc=80 with nc=14'")
for i, commit, hours in [(309, "780c32a4b953baa6710347c0b6249450dd167194", 0.406),
                         (310, "0eae3719e36f7f62278d15088b199e4e65dbcddb", 0.466)]:
    row(id=i, source="roboflow-notebooks", metric="loop_hours", model="yolov8s", gpu="t4", gpus=1, batch=16, res=800,
        amp="fp16", value=hours, images=612, val_images=38, epochs=25, cache="none", host=T4_HOST, objects=9,
        max_objects=25, classes=4, decodes_per_sample=4, source_mp=2.07,
        url=RF.format(commit, "train-yolov8-object-detection-on-custom-dataset.ipynb"),
        note="ultralytics 8.0.9 and 8.0.2 (4 decodes a sample); football broadcast frames, 1920 x 1080 assumed")
row(id=311, source="roboflow-notebooks", metric="loop_hours", model="yolo11s-seg", gpu="t4", gpus=1, batch=16,
    res=640, amp="fp16", optimizer="adamw", value=0.024, images=141, val_images=40, epochs=10, cache="none",
    host=T4_HOST, objects=2, max_objects=6, classes=2,
    url=RF.format("b439c235472a2e33042cdb2989aa581878b0ed1a", "train_yolo11_instance_segmentation_on_custom_dataset.ipynb"),
    note="ultralytics 8.3.40; 'Overriding model.yaml nc=80 with nc=2'")

EXCLUDED = [
    ("6", "AutoBatch's own printed target (0.9 x memory), not a measurement"),
    ("60-62", "fit/OOM outcomes with unstated image size or object counts"),
    ("76-82", "YOLOv5 classification models and ResNets are not in the catalog"),
    ("113-116, 119-120, 123-126", "R101/X101 backbones are not in the catalog"),
    ("134-137", "timm ResNet/Swin/ConvNeXt are not in the catalog"),
    ("138-140", "MAE fine-tunes over 4-8 nodes: the inter-node all-reduce dominates; vsize sizes one server"),
    ("141-143", "linear probe, MAE pre-training (75 % of patches dropped), DINOv2 GPU-hours (multi-crop, FSDP)"),
    ("145", "SAM: 256 GPUs and a '3-5 days' range"),
    ("149-155", "models not in the catalog or settings not stated"),
    ("158, 167, 168", "host RAM cache figures (not GPU memory or time)"),
    ("223, 228+", "not in the catalog's models or duplicates of rows above"),
]

doc = {
    "schema_version": 1,
    "about": "Calibration rows vsize fits and checks against (tools/gen_calibration.py). Error = predicted / "
             "measured - 1 for memory, predicted time / measured time - 1 for time (negative: optimistic).",
    "unknown_host": UNKNOWN_HOST,
    "rows": ROWS,
    "excluded": [{"rows": r, "why": w} for r, w in EXCLUDED],
}
open("data/calibration.json", "w").write(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
print(len(ROWS), "rows")
