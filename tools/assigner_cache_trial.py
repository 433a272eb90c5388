#!/usr/bin/env python3
"""PyTorch's caching allocator under YOLO's label assigner, tried and not shipped (docs/accuracy.md,
"The assigner's cached blocks"). Nothing here changes the catalog.

YOLO's TaskAlignedAssigner works on (batch, n, anchors) tensors, n the most labels a sample of the
batch holds, so its tensors change size every step. PyTorch's CUDA caching allocator keeps freed
blocks in their segments; a step whose n beats every earlier one finds no free block large enough
for its largest tensors and reserves new segments, while the older, smaller ones stay cached. The
script replays that on a model of the allocator's large pool (c10/cuda/CUDACachingAllocator.cpp):

  - sizes round up to 512 B; a request that no free block holds gets a new segment: 20 MB below
    10 MB, else the request rounded up to 2 MB;
  - the smallest free block that holds the request is used, split when more than 1 MB is left;
  - a freed block merges with its free neighbours in the same segment;
  - Ultralytics empties the cache between epochs once reserved passes half the GPU
    (trainer _clear_memory(threshold=0.5)): whole free segments are released.

The assigner's allocations a step are those of Ultralytics 8.3's utils/tal.py under AMP, in bytes
per (image, label, anchor) pair (TRACE below, read from its code: the box deltas' two halves and
their concatenation, the in-box mask, the score gather, the overlaps and the alignment metric, the
top-k count tensor, the positive mask and its highest-overlap rewrite, the normalisation). Each
step's n is the largest of `batch` samples drawn from a log-normal whose mean is the mean labels a
sample and whose largest of `images` draws is the epoch's densest sample (vsize's --objects and
--max-objects). Only the assigner's blocks are modelled: the activations, gradients and the
optimizer's tensors share the pool in a real run and can take or leave those blocks.

Usage: python3 tools/assigner_cache_trial.py [--seeds N]
Prints, for a few workloads, the reserved assigner blocks after one epoch and after six, as a
multiple k of the assigner's peak at the epoch's densest sample.
"""
import argparse
import math
import random
from statistics import NormalDist

MB = 1 << 20

# (op, name, bytes a pair): 'a' allocates, 'f' frees; tensors that do not grow with the labels left out.
TRACE = [
    ('a', 'lt', 8), ('a', 'rb', 8), ('a', 'deltas', 16), ('f', 'lt'), ('f', 'rb'),
    ('a', 'in_gts', 4), ('f', 'deltas'),
    ('a', 'mask', 4), ('a', 'mask_bool', 1), ('a', 'overlaps', 4), ('a', 'scores', 2),
    ('a', 'gather', 2), ('f', 'gather'),
    ('a', 'cast', 4), ('a', 'pow_a', 4), ('f', 'cast'), ('a', 'pow_b', 4), ('a', 'align', 4),
    ('f', 'pow_a'), ('f', 'pow_b'), ('f', 'scores'), ('f', 'mask_bool'), ('f', 'mask'),
    ('a', 'count', 1), ('a', 'over_one', 1), ('f', 'over_one'), ('a', 'topk', 4), ('f', 'count'),
    ('a', 'product', 4), ('a', 'pos', 4), ('f', 'product'), ('f', 'topk'), ('f', 'in_gts'),
    ('a', 'is_max', 4), ('a', 'pos2', 4), ('f', 'is_max'), ('f', 'pos'),
    ('a', 'masked', 4), ('f', 'masked'), ('a', 'norm_a', 4), ('a', 'norm_b', 4), ('f', 'norm_a'),
    ('f', 'norm_b'), ('f', 'align'), ('f', 'overlaps'), ('f', 'pos2'),
]


class Allocator:
    """The large pool: segments of blocks [offset, size, used]."""

    def __init__(self):
        self.segments = []
        self.live = {}
        self.next_handle = 0

    def reserved(self):
        return sum(size for size, _ in self.segments)

    def malloc(self, nbytes):
        size = max(512, (nbytes + 511) // 512 * 512)
        best = None
        for seg in self.segments:
            for block in seg[1]:
                if not block[2] and block[1] >= size and (best is None or block[1] < best[1][1]):
                    best = (seg, block)
        if best is None:
            seg_size = 20 * MB if size < 10 * MB else (size + 2 * MB - 1) // (2 * MB) * (2 * MB)
            seg = [seg_size, [[0, seg_size, False]]]
            self.segments.append(seg)
            best = (seg, seg[1][0])
        seg, block = best
        if block[1] - size > MB:
            seg[1].insert(seg[1].index(block) + 1, [block[0] + size, block[1] - size, False])
            block[1] = size
        block[2] = True
        self.next_handle += 1
        self.live[self.next_handle] = (seg, block[0])
        return self.next_handle

    def free(self, handle):
        seg, offset = self.live.pop(handle)
        blocks = seg[1]
        i = next(k for k, b in enumerate(blocks) if b[0] == offset)
        blocks[i][2] = False
        if i + 1 < len(blocks) and not blocks[i + 1][2]:
            blocks[i][1] += blocks[i + 1][1]
            del blocks[i + 1]
        if i > 0 and not blocks[i - 1][2]:
            blocks[i - 1][1] += blocks[i][1]
            del blocks[i]

    def empty_cache(self):
        self.segments = [s for s in self.segments if any(b[2] for b in s[1])]


def peak_bytes_per_pair():
    live, peak = {}, 0
    for op in TRACE:
        if op[0] == 'a':
            live[op[1]] = op[2]
        else:
            del live[op[1]]
        peak = max(peak, sum(live.values()))
    return peak


def assigner_step(alloc, pairs):
    handles = {}
    for op in TRACE:
        if op[0] == 'a':
            handles[op[1]] = alloc.malloc(op[2] * pairs)
        else:
            alloc.free(handles.pop(op[1]))


def lognormal(mean, densest, draws):
    """mu, sigma of the log-normal with this mean whose largest of `draws` is `densest`."""
    z = NormalDist().inv_cdf(1 - 1 / draws)
    r = math.log(densest / mean)
    disc = z * z - 2 * r
    sigma = z - math.sqrt(disc) if disc > 0 else z
    return math.log(mean) - sigma * sigma / 2, sigma


def replay(mean, densest, images, batch, anchors, epochs, capacity_gb, other_gb, seed):
    """Reserved assigner bytes at the end of each epoch."""
    rng = random.Random(seed)
    mu, sigma = lognormal(mean, densest, images)
    alloc = Allocator()
    out = []
    for _ in range(epochs):
        for _ in range(images // batch):
            n = max(int(round(math.exp(rng.gauss(mu, sigma)))) for _ in range(batch))
            assigner_step(alloc, batch * n * anchors)
        out.append(alloc.reserved())
        if alloc.reserved() + other_gb * 1e9 > 0.5 * capacity_gb * 1e9:
            alloc.empty_cache()
    return out


CASES = [
    # name, mean labels a sample, densest, images, batch, GPU GB, other reserved GB
    ('VisDrone, T4, batch 16', 80, 518, 6471, 16, 15.8, 2.8),
    ('SKU-110K, H200, batch 16', 232, 869, 8216, 16, 150.0, 2.6),
    ('COCO-like defaults, batch 16', 18, 60, 5000, 16, 80.0, 2.5),
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--seeds', type=int, default=3)
    args = parser.parse_args()
    anchors = 8400  # 640 px: 80^2 + 40^2 + 20^2
    print(f'assigner peak: {peak_bytes_per_pair()} B a pair (vsize counts 22, ultralytics PR #25240)')
    for name, mean, densest, images, batch, gpu_gb, other_gb in CASES:
        peak = peak_bytes_per_pair() * batch * densest * anchors
        for seed in range(args.seeds):
            r = replay(mean, densest, images, batch, anchors, 6, gpu_gb, other_gb, seed)
            ks = ' '.join(f'{x / peak:.1f}' for x in r)
            print(f'{name}, seed {seed}: peak {peak / 1e9:.2f} GB; k by epoch {ks}')


if __name__ == '__main__':
    main()
