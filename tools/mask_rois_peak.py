#!/usr/bin/env python3
"""One torchvision Mask R-CNN R50-FPN training step's peak on the CPU at few foreground ROIs and at 128 an image.

docs/accuracy.md (Lambda's Mask R-CNN rows, stop 83): a learning rate of 0 leaves the RPN untrained and
the ROI heads about the ground-truth boxes as foreground; "many" lowers the matcher's IoU thresholds so
the 512 x 0.25 cap is reached. Needs torch and torchvision. Run: python3 tools/mask_rois_peak.py few|many B
"""
import os, sys, resource, torch, torchvision
from torchvision.models.detection import MaskRCNN
from torchvision.models.detection.backbone_utils import _resnet_fpn_extractor
from torchvision.models import resnet50
from torchvision.ops import misc as misc_nn_ops
import torchvision.models.detection.roi_heads as RH
torch.manual_seed(0); torch.set_num_threads(2)
mode, B = sys.argv[1], int(sys.argv[2])
# maskrcnn_benchmark/detectron2 compute 28x28 mask targets from CPU polygons; avoid torchvision's full-image float copy
def _proj(gt_masks, boxes, matched_idxs, M):
    return (torch.rand(len(matched_idxs), M, M) > 0.5).float()
RH.project_masks_on_boxes = _proj
stats = {}
_orig = RH.maskrcnn_loss
def _ml(mask_logits, proposals, gt_masks, gt_labels, mask_matched_idxs):
    stats['mask_rois'] = mask_logits.shape[0]; return _orig(mask_logits, proposals, gt_masks, gt_labels, mask_matched_idxs)
RH.maskrcnn_loss = _ml
bb = _resnet_fpn_extractor(resnet50(norm_layer=misc_nn_ops.FrozenBatchNorm2d), 3)  # stem+res2 frozen (FREEZE_AT=2)
kw = dict(rpn_post_nms_top_n_train=1000, box_batch_size_per_image=512, box_positive_fraction=0.25)
if mode == "many":
    kw.update(box_fg_iou_thresh=0.01, box_bg_iou_thresh=0.01)
m = MaskRCNN(bb, num_classes=81, min_size=800, max_size=1333, **kw); m.train()
# maskrcnn_benchmark/detectron2 initialise RPN/box predictors with small std; torchvision RPN conv std=0.01 already
imgs = [torch.rand(3, 800, 1333) for _ in range(B)]
tg = []
for _ in range(B):
    n = 7
    xy = torch.rand(n, 2) * torch.tensor([1000., 550.]); wh = 40 + torch.rand(n, 2) * 250
    boxes = torch.cat([xy, xy + wh], 1)
    tg.append(dict(boxes=boxes, labels=torch.randint(1, 81, (n,)), masks=torch.zeros(n, 800, 1333, dtype=torch.uint8)))
opt = torch.optim.SGD([p for p in m.parameters() if p.requires_grad], lr=0.0, momentum=0.9)
# one warm step to allocate grads/momentum, then measure a second step in a fresh peak window is not possible with
# ru_maxrss, so measure baseline after warm step's state exists: run warm step, then record RSS, then step again.
def step():
    losses = m(imgs, tg); loss = sum(losses.values()); opt.zero_grad(set_to_none=False); loss.backward(); opt.step()
    return {k: round(v.item(), 4) for k, v in losses.items()}
def rss():  # current RSS in bytes
    return int(open('/proc/self/statm').read().split()[1]) * os.sysconf('SC_PAGE_SIZE')
l0 = step()
base = rss(); peak0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
l1 = step()
peak1 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(f"mode={mode} B={B} mask_rois(pos)={stats['mask_rois']} ({stats['mask_rois']/B:.1f}/img) base_rss={base/1e9:.3f}GB "
      f"peak_step1={peak0/1e9:.3f}GB peak_after_step2={peak1/1e9:.3f}GB step_peak_over_base={(max(peak0,peak1)-base)/1e9:.3f}GB losses={l1}")
