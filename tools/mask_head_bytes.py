#!/usr/bin/env python3
"""The kept (autograd-saved) bytes a Mask R-CNN R50-FPN ROI head holds per ROI, FP32, on the CPU.

docs/accuracy.md (Lambda's Mask R-CNN rows, stop 83): the mask head keeps about 1.81 MB per
foreground ROI, the box head about 59 KB per sampled ROI. Needs torch. Run: python3 tools/mask_head_bytes.py
"""
import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)

def saved_bytes(fn):
    seen = {}
    def pack(t):
        try:
            key = t.untyped_storage().data_ptr()
            nb = t.untyped_storage().nbytes()
        except AttributeError:
            key = t.storage().data_ptr(); nb = t.storage().nbytes()
        seen[key] = max(seen.get(key, 0), nb)
        return t
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        out = fn()
    return sum(seen.values()), out

class MaskHead(nn.Module):   # DLE/maskrcnn_benchmark layout, non-inplace F.relu
    def __init__(s, inplace=False, C=81):
        super().__init__()
        s.convs = nn.ModuleList([nn.Conv2d(256,256,3,1,1) for _ in range(4)])
        s.deconv = nn.ConvTranspose2d(256,256,2,2,0); s.logits = nn.Conv2d(256,C,1); s.inplace=inplace
    def forward(s, x):
        for c in s.convs: x = F.relu(c(x), inplace=s.inplace)
        x = F.relu(s.deconv(x), inplace=s.inplace)
        return s.logits(x)

class BoxHead(nn.Module):    # FPN2MLPFeatureExtractor + FPNPredictor
    def __init__(s, C=81):
        super().__init__()
        s.fc6 = nn.Linear(256*7*7,1024); s.fc7 = nn.Linear(1024,1024)
        s.cls = nn.Linear(1024,C); s.bbox = nn.Linear(1024,4*C)
    def forward(s, x):
        x = F.relu(s.fc6(x.flatten(1))); x = F.relu(s.fc7(x))
        return s.cls(x), s.bbox(x)

def mask_step(head, n):
    pooled = torch.randn(n,256,14,14)   # ROIAlign output (ROIAlign itself saves only rois)
    pooled.requires_grad_(False)
    def f():
        p = pooled.clone().requires_grad_(True)  # stands in for pooler output that requires grad
        lg = head(p)
        labels = torch.randint(1,81,(n,))
        tgt = (torch.rand(n,28,28) > 0.5).float()
        return F.binary_cross_entropy_with_logits(lg[torch.arange(n), labels], tgt)
    return saved_bytes(f)

def box_step(head, n, npos):
    def f():
        p = torch.randn(n,256,7,7).requires_grad_(True)
        cls, bb = head(p)
        labels = torch.zeros(n, dtype=torch.long); labels[:npos] = torch.randint(1,81,(npos,))
        lc = F.cross_entropy(cls, labels)
        bb = bb.view(n,-1,4)[torch.arange(npos), labels[:npos]]
        lb = F.smooth_l1_loss(bb, torch.randn(npos,4), reduction='sum') / n
        return lc + lb
    return saved_bytes(f)

if __name__ == "__main__":
    for inplace in (False, True):
        mh = MaskHead(inplace)
        b64,_ = mask_step(mh, 64); b128,_ = mask_step(mh, 128)
        per = (b128-b64)/64
        print(f"mask head inplace={inplace}: saved {b64/2**20:.1f} MiB @64 ROIs, {b128/2**20:.1f} MiB @128 ROIs -> {per:,.0f} B/positive ROI ({per/1e6:.3f} MB)")
    bh = BoxHead()
    b1,_ = box_step(bh, 256, 64); b2,_ = box_step(bh, 512, 128)
    per = (b2-b1)/256
    print(f"box head: {b1/2**20:.1f} MiB @256 ROIs, {b2/2**20:.1f} MiB @512 ROIs -> {per:,.0f} B/ROI")
    # analytic
    A = 256*14*14*4; D = 256*28*28*4
    print("analytic mask head: 5 x 256x14x14 (pooled + 4 relu outs) + 1 x 256x28x28 (deconv relu) =",
          f"{5*A + D:,} B; logits 81x28x28 = {81*28*28*4:,} B (transient)")
