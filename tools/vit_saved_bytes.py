#!/usr/bin/env python3
"""Bytes a timm ViT block keeps for backward per token and per unit of width, under AMP.

tools/gen_workloads.py's ViT activations (vit()): timm's VisionTransformer Block (pre-norm,
qkv with bias, fused scaled_dot_product_attention, GELU MLP, no dropout, no layer scale) under
torch.cuda.amp. Autocast runs the linears in FP16 and LayerNorm in FP32; the residual stream is
FP32 (the class token and position embedding are FP32 parameters, so cat and add promote), so both
LayerNorms keep FP32 inputs. The fused attention keeps q, k, v, its output and an FP32 logsumexp a
row (flash / memory-efficient SDPA), and proj keeps the contiguous copy of the output.

Counted with torch.autograd.graph.saved_tensors_hooks over one block's forward on the CPU, the
storages unique, with bfloat16 standing in for FP16 (the same 2 bytes) and the casts autocast
makes written out. Needs torch. Run: python3 tools/vit_saved_bytes.py
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

HALF = torch.bfloat16  # 2 bytes, as FP16; the CPU runs it


class FusedAttention(torch.autograd.Function):
    """What flash / memory-efficient SDPA keeps: q, k, v, the output and an FP32 logsumexp a row."""

    @staticmethod
    def forward(ctx, q, k, v):
        s = (q.float() @ k.float().transpose(-2, -1)) * q.shape[-1] ** -0.5
        lse = torch.logsumexp(s, -1)
        out = (s.softmax(-1) @ v.float()).to(q.dtype)
        ctx.save_for_backward(q, k, v, out, lse)
        return out

    @staticmethod
    def backward(ctx, g):  # not run: the count needs the forward only
        raise NotImplementedError


class Block(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
        self.fc1, self.fc2 = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)

    def linear(self, layer, x):  # autocast: FP16 inputs and weights, FP16 output
        return F.linear(x.to(HALF), layer.weight.to(HALF), layer.bias.to(HALF))

    def forward(self, x):  # x: the FP32 residual stream
        b, n, c = x.shape
        qkv = self.linear(self.qkv, self.norm1(x)).reshape(b, n, 3, self.heads, c // self.heads)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        a = FusedAttention.apply(q, k, v).transpose(1, 2).reshape(b, n, c)
        x = x + self.linear(self.proj, a)  # FP32 + FP16 -> FP32
        h = F.gelu(self.linear(self.fc1, self.norm2(x)))  # GELU runs in FP16 under autocast
        return x + self.linear(self.fc2, h)


def saved_bytes(fn):
    storages = {}

    def pack(t):
        s = t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()  # torch < 2.0
        storages[s.data_ptr()] = s.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        fn()
    return sum(storages.values())


def main():
    for name, dim, heads, tokens in [("ViT-B/16", 768, 12, 197), ("ViT-L/16", 1024, 16, 197)]:
        block = Block(dim, heads)
        x = torch.randn(2, tokens, dim, requires_grad=True)
        per = saved_bytes(lambda: block(x)) / (2 * tokens * dim)
        # The weights' FP16 casts are kept too, once a step (autocast's cast cache), not per image.
        weights = 2 * sum(p.numel() for n, p in block.named_parameters() if "norm" not in n) / (2 * tokens * dim)
        print(f"{name}: {per - weights:.2f} B a token and unit of width, a block (weights' casts apart)")


if __name__ == "__main__":
    main()
