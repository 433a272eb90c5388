"""Eager ops one Ultralytics training step dispatches, counted op by op, for the families' host
dispatch (`step_overhead_ms` in data/catalog.json). Needs PyTorch (Debian 12's python3-torch
1.13.1 and python3-torchvision; on the CPU, in FP32: the ops a step dispatches are the same on a
GPU, less AMP's casts and GradScaler's few, which this leaves out) and an Ultralytics source tree on
PYTHONPATH (the counts in the catalog: Ultralytics 8.4.90).

A step is what the trainer does for one batch: model.loss(batch) (forward, assigner or Hungarian
matcher, loss), loss.backward(), and ModelEMA.update (its Python loop over the state tensors: two
state_dict() detaches for each, then mul_, detach, mul and add_ for each floating-point one). The
optimizer is left out: PyTorch's SGD and AdamW run as a few foreach kernels on CUDA (MuSGD's
per-matrix loop is counted apart: --musgd). Every op that reaches the dispatcher is counted
(TorchDispatchMode), views included, each detach once. Detection counts change by under 0.3 % with
batch, size and labels; RT-DETR runs at 160 px (its 300 queries need that many anchors) and grows
by about 40 ops an image.

Usage: PYTHONPATH=path/to/ultralytics-source python3 tools/step_ops.py MODEL.yaml [IMGSZ BATCH OBJECTS]
Prints: forward+loss, backward and EMA op counts, and their total. --flops: instead, the matmul
FLOPs (mm, addmm, bmm: forward and backward, as torch.profiler counts them; convolutions are not
counted) of one forward, loss and backward, e.g. RT-DETR-L at 640 px and 20 against 518 labels an
image, what the uncapped denoising queries of releases before Ultralytics #25834 add. --no-end2end: an end-to-end model
(YOLO26) without its one-to-one branch. --musgd: the ops of one MuSGD step instead (the trainer's
build_optimizer, optimizer=MuSGD), with and without views, against musgd-ops-per-matrix x matrices
+ musgd-ops-per-other x other tensors. --torchvision: a torchvision detector (MODEL: its constructor
in torchvision.models.detection, e.g. maskrcnn_resnet50_fpn; 256 px, batch 2, 4 labels an image; no
EMA, as torchvision's reference script trains by default). --yolov5: a YOLOv5 step (PYTHONPATH: a YOLOv5 source tree,
v7.0 for the figures in docs/accuracy.md, and its requirements; its ComputeLoss and ModelEMA,
hyp.scratch-low.yaml).
"""
import argparse
import collections
import sys

import torch
from torch.utils._python_dispatch import TorchDispatchMode


class Count(TorchDispatchMode):
    """Counts every op that reaches PyTorch's dispatcher, by name. PyTorch up to 2.9 hands
    Tensor.detach() to a dispatch mode twice (pytorch/pytorch issue #71725, fixed by pull request
    #163671): `total` counts it once a call."""

    def __init__(self):
        super().__init__()
        self.ops = collections.Counter()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.ops[str(func.overloadpacket).split(".")[-1]] += 1
        return func(*args, **(kwargs or {}))

    def total(self, leave_out=()):
        """Ops dispatched, each detach once, less the named ones."""
        return sum(n // 2 if op == "detach" else n for op, n in self.ops.items() if op not in leave_out)


def build(cfg, end2end=None):
    """An Ultralytics model from its yaml, as the trainer sets it up; end2end False turns an
    end-to-end head's second (one-to-one) branch off."""
    from ultralytics.cfg import get_cfg
    from ultralytics.nn.tasks import DetectionModel, RTDETRDetectionModel, SegmentationModel, yaml_model_load

    kind = RTDETRDetectionModel if "rtdetr" in cfg else SegmentationModel if "-seg" in cfg else DetectionModel
    spec = cfg
    if end2end is not None:
        spec = yaml_model_load(cfg)
        spec["end2end"] = end2end
    model = kind(spec, nc=10, verbose=False)
    model.args = get_cfg()
    model.nc = 10
    model.names = {i: str(i) for i in range(10)}
    model.train()
    return model


def batch(imgsz, bs, objects):
    """A synthetic batch as Ultralytics' collate_fn builds it: boxes normalised xywh."""
    g = torch.Generator().manual_seed(1)
    n = bs * objects
    xy = torch.rand(n, 2, generator=g) * 0.8 + 0.1
    wh = torch.rand(n, 2, generator=g) * 0.1 + 0.02
    return {
        "img": torch.rand(bs, 3, imgsz, imgsz, generator=g),
        "cls": torch.randint(0, 10, (n, 1), generator=g).float(),
        "bboxes": torch.cat([xy, wh], 1),
        "batch_idx": torch.arange(bs).repeat_interleave(objects).float(),
        "masks": torch.randint(0, objects + 1, (bs, imgsz // 4, imgsz // 4), generator=g).float(),
        "sem_masks": torch.randint(0, 10, (bs, imgsz // 4, imgsz // 4), generator=g).float(),
    }


def matmul_gflops(model, data):
    """Matmul GFLOPs of one forward, loss and backward, as torch.profiler counts them."""
    loss, _ = model.loss(data)  # the first call builds lazily cached tensors
    loss.sum().backward()
    model.zero_grad()
    with torch.profiler.profile(with_flops=True) as prof:
        loss, _ = model.loss(data)
        loss.sum().backward()
    model.zero_grad()
    return sum(e.flops for e in prof.key_averages() if e.key in ("aten::mm", "aten::addmm", "aten::bmm")) / 1e9


def count_step(model, ema, optimizer, data):
    """Op counts of one step: forward and loss, backward, EMA (the optimizer runs uncounted)."""
    forward, backward, average = Count(), Count(), Count()
    with forward:
        loss, _ = model.loss(data)
        loss = loss.sum()
    with backward:
        loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    with average:
        ema.update(model)
    return [c.total() for c in (forward, backward, average)]


VIEWS = {"view", "permute", "t", "transpose", "detach", "alias", "expand", "slice", "select", "_reshape_alias",
         "as_strided", "unsqueeze", "squeeze", "split", "unbind"}


def count_musgd(cfg, ops_per_matrix=52, ops_per_other=5):
    """Ops of one MuSGD step, built as Ultralytics' trainer builds it."""
    import types

    from ultralytics.cfg import get_cfg
    from ultralytics.engine.trainer import BaseTrainer

    torch.manual_seed(0)
    model = build(cfg)
    trainer = types.SimpleNamespace(args=get_cfg(), data={"nc": 10})
    optimizer = BaseTrainer.build_optimizer(trainer, model, name="MuSGD", lr=0.01, momentum=0.9, decay=5e-4)
    data = batch(160 if "rtdetr" in cfg else 64, 2, 4)
    counter = Count()
    for step in range(2):  # the first step creates the momentum buffers
        loss, _ = model.loss(data)
        loss.sum().backward()
        if step:
            with counter:
                optimizer.step()
        else:
            optimizer.step()
        optimizer.zero_grad()
    matrices = sum(len(g["params"]) for g in optimizer.param_groups if g.get("use_muon"))
    others = sum(len(g["params"]) for g in optimizer.param_groups if not g.get("use_muon"))
    print(f"{cfg} MuSGD step: {matrices} matrices, {others} other tensors: {counter.total()} ops, "
          f"{counter.total(leave_out=VIEWS)} without views; "
          f"{ops_per_matrix} x {matrices} + {ops_per_other} x {others} = "
          f"{ops_per_matrix * matrices + ops_per_other * others}")


class YoloV5Step:
    """YOLOv5's model and loss behind the model.loss(batch) interface count_step uses."""

    def __init__(self, cfg):
        import pathlib

        import yaml
        from models.yolo import Model
        from utils.loss import ComputeLoss

        root = pathlib.Path(sys.modules["models.yolo"].__file__).parent
        self.model = Model(str(root / cfg), ch=3, nc=10)
        with open(root.parent / "data" / "hyps" / "hyp.scratch-low.yaml") as hyp:
            self.model.hyp = yaml.safe_load(hyp)
        self.model.nc = 10
        self.model.train()
        self.compute_loss = ComputeLoss(self.model)
        self.model.loss = self.loss

    def loss(self, data):
        """YOLOv5's targets: one row an object, [image, class, x, y, w, h]."""
        targets = torch.cat([data["batch_idx"][:, None], data["cls"], data["bboxes"]], 1)
        return self.compute_loss(self.model(data["img"]), targets)


class TorchvisionStep:
    """A torchvision detector behind the model.loss(batch) interface: its loss dict summed."""

    def __init__(self, name, imgsz):
        import torchvision

        constructor = getattr(torchvision.models.detection, name)
        self.model = constructor(weights=None, weights_backbone=None, num_classes=11, min_size=imgsz, max_size=imgsz)
        self.model.train()
        self.masks = "mask" in name
        self.model.loss = self.loss

    def loss(self, data):
        """torchvision's targets: one dict an image, corner boxes in pixels, labels from 1."""
        size = data["img"].shape[-1]
        images, targets = [], []
        for i in range(data["img"].shape[0]):
            mine = data["batch_idx"] == i
            xy, wh = data["bboxes"][mine, :2] * size, data["bboxes"][mine, 2:] * size
            target = {"boxes": torch.cat([xy - wh / 2, xy + wh / 2], 1), "labels": data["cls"][mine, 0].long() + 1}
            if self.masks:
                target["masks"] = torch.ones(int(mine.sum()), size, size, dtype=torch.uint8)
            images.append(data["img"][i])
            targets.append(target)
        loss = sum(self.model(images, targets).values())
        return loss, loss.detach()


class NoEma:
    """torchvision's reference script keeps no EMA unless asked (--model-ema)."""

    def update(self, model):
        pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("model", help="a model yaml, e.g. yolo11n.yaml, rtdetr-l.yaml (YOLOv5: yolov5s.yaml)")
    parser.add_argument("size", nargs="*", type=int, help="IMGSZ BATCH OBJECTS (64 2 4; RT-DETR 160 8 8)")
    parser.add_argument("--musgd", action="store_true", help="count one MuSGD step instead")
    parser.add_argument("--yolov5", action="store_true", help="a YOLOv5 source tree on PYTHONPATH, not Ultralytics")
    parser.add_argument("--torchvision", action="store_true", help="a torchvision detector's constructor name")
    parser.add_argument("--no-end2end", action="store_true", help="an end-to-end model (YOLO26) with end2end off")
    parser.add_argument("--flops", action="store_true", help="the step's matmul FLOPs instead of its op counts")
    args = parser.parse_args()
    if args.musgd:
        count_musgd(args.model)
        return
    if len(args.size) not in (0, 3):
        parser.error("give IMGSZ BATCH OBJECTS, all three, or none")
    default = (160, 8, 8) if "rtdetr" in args.model else (256, 2, 4) if args.torchvision else (64, 2, 4)
    imgsz, bs, objects = args.size or default
    torch.manual_seed(0)
    if args.torchvision:
        model = TorchvisionStep(args.model, imgsz).model
        optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9, weight_decay=1e-4)
        ema = NoEma()
    elif args.yolov5:
        from utils.torch_utils import ModelEMA

        model = YoloV5Step(args.model).model
        optimizer = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.937, nesterov=True)
        ema = ModelEMA(model)
    else:
        from ultralytics.utils.torch_utils import ModelEMA

        model = build(args.model, end2end=False if args.no_end2end else None)
        optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
        ema = ModelEMA(model)
    data = batch(imgsz, bs, objects)
    if args.flops:
        print(f"{args.model} {imgsz} px batch {bs}, {objects} labels an image: matmul forward+backward "
              f"{matmul_gflops(model, data):.1f} GFLOPs")
        return
    count_step(model, ema, optimizer, data)  # the first step builds lazily cached tensors
    counts = count_step(model, ema, optimizer, data)
    print(f"{args.model} {imgsz} px batch {bs}, {objects} labels an image: forward+loss {counts[0]}, "
          f"backward {counts[1]}, EMA {counts[2]}, total {sum(counts)}")


if __name__ == "__main__":
    main()
