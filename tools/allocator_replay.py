#!/usr/bin/env python3
"""What PyTorch's CUDA caching allocator keeps of YOLO's label assigner: a replay of traced training
steps (catalog assumption assigner-cache-factor; docs/accuracy.md, "The assigner's cache").

Ultralytics' TaskAlignedAssigner pads every image of a batch to the batch's densest sample, so its
(batch, labels, anchors) tensors change size every step. PyTorch's caching allocator keeps freed
blocks in their segments; a batch denser than the earlier ones asks for blocks no free one holds and
reserves new segments, while the smaller blocks stay cached. Ultralytics' GPU_mem prints
torch.cuda.memory_reserved(), so it shows them ("the old peak scales with the densest image seen so
far", Ultralytics pull request #25240).

trace: one training step of an Ultralytics model (forward and loss under autocast, backward,
  clip_grad_norm_, SGD, ModelEMA.update) on the CPU, every image holding N labels, with every
  allocation of PyTorch's CPU allocator logged in order by tools/alloc_trace.c (LD_PRELOAD).
  CUDA's autocast is emulated by the CPU's bfloat16 autocast (2 B, as float16) plus CUDA's
  float32 op list (pow, softmax, sum, ...). Needs torch and an Ultralytics source tree on
  PYTHONPATH (as tools/step_ops.py):
    gcc -O2 -shared -fPIC -o /tmp/alloc_trace.so tools/alloc_trace.c -ldl
    LD_PRELOAD=/tmp/alloc_trace.so python3 tools/allocator_replay.py trace yolo11n.yaml 20 /tmp/t20.txt
    LD_PRELOAD=/tmp/alloc_trace.so python3 tools/allocator_replay.py trace yolo11n.yaml 200 /tmp/t200.txt
replay: the two traces of one step at N1 and N2 labels (every allocation the same in both but its
  size, which is taken linear in the labels) replayed for an epoch on a model of the allocator's
  pools (c10/cuda/CUDACachingAllocator.cpp):
    - sizes round up to 512 B; requests up to 1 MB from the small pool (2 MB segments), larger ones
      from the large pool: a new segment of 20 MB below 10 MB, else the request rounded up to 2 MB;
    - the smallest free block that holds a request is used and split when more than 1 MB is left
      (512 B in the small pool); a freed block merges with its free neighbours in its segment;
    - out of memory: free segments are released and the request retried; the trainer empties the
      cache between epochs above half the GPU (Ultralytics _clear_memory(0.5)).
  Each step's labels are the largest of `batch` draws from a log-normal whose mean is the data's
  labels a sample (vsize --objects) and whose largest of `images` draws is its densest sample
  (--max-objects), as vsize's matcher does. Prints the reserved memory at each epoch's end for each
  seed, and the median first epoch's excess over allocator-reserved-factor (1.1) x the step's peak
  at the densest sample, against the assigner's bytes:
    python3 tools/allocator_replay.py replay /tmp/t20.txt /tmp/t200.txt 20 200 --objects 80 \\
        --max-objects 518 --images 6471
peak: one trace's step as it stands: its peak live bytes (what outlives the step, the weights,
  the optimizer's and the EMA's states, is not in it) and what the allocator model reserves:
    python3 tools/allocator_replay.py peak /tmp/t20.txt
least: the smallest GPU memory (past what outlives the step) in which the allocator model runs
  the traced step three times without running out: free segments released and the request
  retried, as PyTorch does before it reports out of memory; against the step's peak live bytes:
    python3 tools/allocator_replay.py least /tmp/t20.txt
"""
import argparse
import bisect
import math
import random
import statistics
import sys
from statistics import NormalDist

MB = 1 << 20
SMALL_REQUEST, SMALL_SEGMENT, LARGE_SEGMENT, LARGE_SEGMENT_BELOW, LARGE_ROUND = MB, 2 * MB, 20 * MB, 10 * MB, 2 * MB
RESERVED_FACTOR = 1.1  # catalog allocator-reserved-factor

# CUDA autocast's float32 ops (aten/src/ATen/autocast_mode.cpp), which the CPU's bfloat16 autocast
# lets run in bfloat16; and those it runs with a float32 result type.
CUDA_FP32_OPS = set('acos asin cosh erfinv exp expm1 log log10 log2 log1p reciprocal rsqrt sinh tan pow pow_ softplus '
                    'layer_norm group_norm cosine_similarity nll_loss kl_div l1_loss smooth_l1_loss huber_loss '
                    'mse_loss binary_cross_entropy_with_logits dist pdist cdist renorm logsumexp'.split())
CUDA_FP32_RESULT_OPS = set('prod softmax log_softmax cumprod cumsum sum'.split())


def trace(args):
    import ctypes
    import torch
    from torch.overrides import TorchFunctionMode
    from ultralytics.cfg import get_cfg
    from ultralytics.nn.tasks import DetectionModel, SegmentationModel
    from ultralytics.utils.torch_utils import ModelEMA

    class CudaAutocast(TorchFunctionMode):
        def __torch_function__(self, func, types, a=(), kw=None):
            kw = kw or {}
            name = getattr(func, '__name__', '')
            if torch.is_autocast_cpu_enabled():
                half = lambda x: isinstance(x, torch.Tensor) and x.dtype == torch.bfloat16
                if name in CUDA_FP32_OPS:
                    a = tuple(x.float() if half(x) else x for x in a)
                    kw = {k: v.float() if half(v) else v for k, v in kw.items()}
                elif name in CUDA_FP32_RESULT_OPS and 'dtype' not in kw and a and half(a[0]):
                    kw['dtype'] = torch.float32
            return func(*a, **kw)

    lib = ctypes.CDLL(None)
    if not hasattr(lib, 'vsize_trace_on'):
        sys.exit('allocator_replay.py trace: run it with LD_PRELOAD=alloc_trace.so (tools/alloc_trace.c)')
    torch.manual_seed(0)
    classes = args.classes
    model = (SegmentationModel if '-seg' in args.model else DetectionModel)(args.model, nc=classes, verbose=False)
    model.args, model.nc, model.names = get_cfg(), classes, {i: str(i) for i in range(classes)}
    model.train()
    ema = ModelEMA(model)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3, momentum=0.9, nesterov=True)

    def batch(labels):
        g = torch.Generator().manual_seed(1)
        n, b, s = args.batch * labels, args.batch, args.imgsz
        xy = torch.rand(n, 2, generator=g) * 0.8 + 0.1
        wh = torch.rand(n, 2, generator=g) * 0.05 + 0.01
        return {'img': torch.rand(b, 3, s, s, generator=g), 'cls': torch.randint(0, classes, (n, 1), generator=g).float(),
                'bboxes': torch.cat([xy, wh], 1), 'batch_idx': torch.arange(b).repeat_interleave(labels).float(),
                'masks': torch.randint(0, labels + 1, (b, s // 4, s // 4), generator=g).float()}

    def step(b, path=None):
        if path:
            lib.vsize_trace_on(path.encode())
        with CudaAutocast(), torch.autocast('cpu', dtype=torch.bfloat16):
            loss, _ = model.loss(b)
        loss.sum().backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=10.0)
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        ema.update(model)
        del loss
        if path:
            lib.vsize_trace_off()

    step(batch(max(1, args.labels // 4)))  # warm-up: optimizer and EMA states, lazy buffers
    step(batch(args.labels), args.out)


def load(path):
    """[(kind, handle, bytes)] with frees naming their allocation's handle."""
    events, handles, count = [], {}, 0
    for line in open(path):
        kind, address, size = line.split()
        if kind == 'a':
            handles[address] = count
            events.append(('a', count, int(size)))
            count += 1
        elif kind == 'f' and address in handles:
            events.append(('f', handles.pop(address), 0))
    return events


def merge(low, high, labels_low, labels_high):
    """One step's events with each allocation's size at labels_low and its growth a label."""
    high_sizes = {h: n for kind, h, n in high if kind == 'a'}
    if sum(kind == 'a' for kind, _, _ in low) != len(high_sizes):
        sys.exit('allocator_replay.py: the two traces allocate differently: trace the same model, size and batch')
    return [(kind, h, n, (high_sizes[h] - n) / (labels_high - labels_low) if kind == 'a' else 0.0)
            for kind, h, n in low]


class Block:
    __slots__ = ('segment', 'offset', 'size', 'used', 'prev', 'next')

    def __init__(self, segment, offset, size):
        self.segment, self.offset, self.size, self.used, self.prev, self.next = segment, offset, size, False, None, None


class Pool:
    """One of the allocator's pools: segments of blocks, free blocks ordered by (size, segment, offset)."""

    def __init__(self, small):
        self.small, self.free_blocks, self.heads, self.reserved, self.segments = small, [], {}, 0, 0

    def _add(self, b):
        bisect.insort(self.free_blocks, (b.size, b.segment, b.offset, b))

    def _remove(self, b):
        del self.free_blocks[bisect.bisect_left(self.free_blocks, (b.size, b.segment, b.offset))]

    def release(self):
        for segment, head in list(self.heads.items()):
            if not head.used and head.next is None:
                self._remove(head)
                self.reserved -= head.size
                del self.heads[segment]

    def malloc(self, size, room):
        i = bisect.bisect_left(self.free_blocks, (size, -1, -1))
        if i == len(self.free_blocks):
            seg = SMALL_SEGMENT if self.small else (
                LARGE_SEGMENT if size < LARGE_SEGMENT_BELOW else -(-size // LARGE_ROUND) * LARGE_ROUND)
            if seg > room():
                self.release()
            self.segments += 1
            b = Block(self.segments, 0, seg)
            self.heads[self.segments] = b
            self.reserved += seg
        else:
            b = self.free_blocks.pop(i)[3]
        rest = b.size - size
        if rest >= (512 if self.small else SMALL_REQUEST + 1):
            r = Block(b.segment, b.offset + size, rest)
            r.prev, r.next = b, b.next
            if b.next:
                b.next.prev = r
            b.next, b.size = r, size
            self._add(r)
        b.used = True
        return b

    @staticmethod
    def _absorb(b, n):
        """b takes its next block n into itself."""
        b.size += n.size
        b.next = n.next
        if n.next:
            n.next.prev = b

    def free(self, b):
        b.used = False
        if b.next is not None and not b.next.used:
            self._remove(b.next)
            self._absorb(b, b.next)
        if b.prev is not None and not b.prev.used:
            self._remove(b.prev)
            self._absorb(b.prev, b)
            b = b.prev
        if b.prev is None:
            self.heads[b.segment] = b
        self._add(b)


class Allocator:
    def __init__(self, events, labels_low, capacity_bytes):
        self.events, self.labels_low, self.capacity = events, labels_low, capacity_bytes
        self.large, self.small = Pool(False), Pool(True)
        self.peak_live = 0
        self.max_reserved = 0  # the most the pools held at once (above the capacity: out of memory)

    def reserved(self):
        return self.large.reserved + self.small.reserved

    def step(self, labels):
        live, now = {}, 0
        room = lambda: self.capacity - self.reserved()
        for kind, h, size, growth in self.events:
            if kind == 'a':
                n = max(1, int(size + growth * (labels - self.labels_low)))
                n = 512 if n < 512 else -(-n // 512) * 512
                pool = self.small if n <= SMALL_REQUEST else self.large
                live[h] = (pool, pool.malloc(n, room), n)
                now += n
                self.peak_live = max(self.peak_live, now)
                self.max_reserved = max(self.max_reserved, self.reserved())
            elif kind == 'f':
                pool, block, n = live.pop(h)
                pool.free(block)
                now -= n

    def empty_cache(self):
        self.large.release()
        self.small.release()


def lognormal(mean, densest, draws):
    """mu, sigma of the log-normal with this mean whose largest of `draws` is `densest` (vsize's labels_sigma)."""
    z = NormalDist().inv_cdf(1 - 1 / draws)
    r = math.log(densest / mean)
    disc = z * z - 2 * r
    sigma = z - math.sqrt(disc) if disc > 0 else z
    return math.log(mean) - sigma * sigma / 2, sigma


def replay(args):
    events = merge(load(args.low), load(args.high), args.labels_low, args.labels_high)
    capacity = args.gpu_gb * 1e9
    peak = Allocator(events, args.labels_low, capacity)
    peak.step(args.max_objects)
    mu, sigma = lognormal(args.objects, args.max_objects, args.images)
    firsts = []
    for seed in range(args.seeds):
        rng = random.Random(seed)
        a = Allocator(events, args.labels_low, capacity)
        by_epoch = []
        for _ in range(args.epochs):
            for _ in range(args.images // args.batch):
                a.step(max(int(round(math.exp(rng.gauss(mu, sigma)))) for _ in range(args.batch)))
            by_epoch.append(a.reserved() / 1e9)
            if a.reserved() > 0.5 * capacity:
                a.empty_cache()
        firsts.append(by_epoch[0])
        print(f'seed {seed}: reserved at each epoch\'s end ' + ', '.join(f'{x:.2f}' for x in by_epoch) + ' GB')
    # The assigner's bytes a label where it sets the step's peak (at few labels the backward pass does).
    low = Allocator(events, args.labels_low, capacity)
    low.step(args.labels_high)
    high = Allocator(events, args.labels_low, capacity)
    high.step(2 * args.labels_high)
    per_label = (high.peak_live - low.peak_live) / args.labels_high
    pairs = args.batch * args.anchors
    median = statistics.median(firsts)
    excess = median - RESERVED_FACTOR * peak.peak_live / 1e9
    assigner = per_label * args.max_objects / 1e9
    reference = per_label * args.reference_objects / 1e9
    print(f'step peak {peak.peak_live / 1e9:.2f} GB at {args.max_objects} labels; the assigner '
          f'{per_label / pairs:.1f} B a (label, anchor) pair at the peak, {assigner:.2f} GB at {args.max_objects}')
    ratio = (f' = {excess / (assigner - reference):.2f} x (the assigner at {args.max_objects} - at '
             f'{args.reference_objects} labels)' if assigner > reference else '')
    print(f'first epoch: median {median:.2f} GB of {args.seeds} seeds ({min(firsts):.2f}..{max(firsts):.2f}); '
          f'excess over {RESERVED_FACTOR} x the peak {excess:.2f} GB{ratio}')


def peak(args):
    """One traced step as it stands: the live bytes at its peak (vsize's allocated less the states
    that outlive the step: weights, optimizer and EMA) and what the allocator model reserves."""
    events = [(kind, h, n, 0.0) for kind, h, n in load(args.trace)]
    a = Allocator(events, 0, args.gpu_gb * 1e9)
    a.step(0)
    print(f'{args.trace}: step peak {a.peak_live / 1e9:.3f} GB live (sizes rounded to 512 B), '
          f'{a.reserved() / 1e9:.3f} GB reserved')


def runs_within(events, capacity_bytes, steps=3):
    """Whether the allocator model runs `steps` steps within the capacity; the allocator."""
    a = Allocator(events, 0, capacity_bytes)
    within = True
    for _ in range(steps):
        a.step(0)
        within = within and a.max_reserved <= capacity_bytes
    return within, a


def least(args):
    """The least capacity the traced step runs in (bisected to 1 MB) against its peak live bytes."""
    events = [(kind, h, n, 0.0) for kind, h, n in load(args.trace)]
    _, free = runs_within(events, float('inf'))
    low, high = free.peak_live, free.max_reserved
    while high - low > MB:
        mid = (low + high) / 2
        low, high = (low, mid) if runs_within(events, mid)[0] else (mid, high)
    print(f'{args.trace}: step peak {free.peak_live / 1e9:.3f} GB live; reserved running free '
          f'{free.max_reserved / 1e9:.3f} GB ({free.max_reserved / free.peak_live:.3f} x); the least capacity '
          f'it runs in {high / 1e9:.3f} GB ({high / free.peak_live:.3f} x)')


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    sub = p.add_subparsers(dest='command', required=True)
    t = sub.add_parser('trace', help='trace one training step (LD_PRELOAD=alloc_trace.so)')
    t.add_argument('model', help='an Ultralytics model YAML, e.g. yolo11n.yaml')
    t.add_argument('labels', type=int, help='labels in every image')
    t.add_argument('out')
    t.add_argument('--imgsz', type=int, default=640)
    t.add_argument('--batch', type=int, default=16)
    t.add_argument('--classes', type=int, default=80)
    r = sub.add_parser('replay', help='replay two traces for an epoch')
    r.add_argument('low')
    r.add_argument('high')
    r.add_argument('labels_low', type=int)
    r.add_argument('labels_high', type=int)
    r.add_argument('--objects', type=float, required=True, help='mean labels a sample (vsize --objects)')
    r.add_argument('--max-objects', type=int, required=True, help="the epoch's densest sample (vsize --max-objects)")
    r.add_argument('--images', type=int, required=True, help='training images')
    r.add_argument('--batch', type=int, default=16, help='the traces\' batch')
    r.add_argument('--anchors', type=int, default=8400, help='anchors at the traces\' size (640 px: 8400)')
    r.add_argument('--reference-objects', type=int, default=60, help="vsize's default --max-objects")
    r.add_argument('--seeds', type=int, default=8)
    r.add_argument('--epochs', type=int, default=1)
    r.add_argument('--gpu-gb', type=float, default=1000.0)
    k = sub.add_parser('peak', help="one trace's step peak, live and reserved")
    k.add_argument('trace')
    k.add_argument('--gpu-gb', type=float, default=1000.0)
    m = sub.add_parser('least', help='the least GPU memory the traced step runs in')
    m.add_argument('trace')
    args = p.parse_args()
    {'trace': trace, 'replay': replay, 'peak': peak, 'least': least}[args.command](args)


if __name__ == '__main__':
    main()
