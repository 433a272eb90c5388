#pragma once
// The image cache a server gets when the user leaves it to vsize (SPEC §9: RAM that only a RAM
// image cache needs is bought only where the cache shortens training). Where the RAM cache sets
// the RAM (the contents, not the 2x-GPU-memory rule, decide it), the server is evaluated again
// with --cache disk, and the cheaper of the two that does not slow the run is kept:
//
//   disk, when train(disk) <= train(RAM) x (1 + 0.001) and disk costs less (its price, else its
//         RAM): a note says what the RAM cache would need and what it would not gain;
//   RAM otherwise, with a note giving the RAM and the training time --cache disk gives (both
//         evaluated, not estimated).
//
// A RAM cache the RAM installed anyway holds is kept (it spares the loader the decode and the
// drives the reads), unless its build, paid in every run, makes the run over 1 % longer than the
// disk cache, whose .npy files the first run writes and later runs load (Ultralytics'
// cache_images): then disk, with a note giving both times.
#include "vsize/evaluation.hpp"

namespace vsize {

// Whether the RAM cache of `e` decides its RAM and vsize may choose the cache (the user left it,
// no RAM is pinned).
bool ram_cache_sets_ram(const Evaluation& e, const Workload& w, bool ram_pinned);

// Whether vsize may choose the cache of `e` and its RAM cache's build, paid in every run, is over
// 1 % of the training: then the disk cache, whose .npy files the first run writes, may train
// shorter (a 12 MP camera dataset's decode took 24 minutes a run).
bool ram_cache_build_long(const Evaluation& e, const Workload& w);

// The evaluation to keep of `ram` (the RAM cache) and `disk` (the same server with --cache disk),
// with the finding that explains the choice.
Evaluation choose_cache(Evaluation ram, Evaluation disk);

// Where the choice above kept a RAM cache that sets the RAM: the same server with no cache is kept
// instead when it trains as fast, train(none) <= train(RAM) x (1 + 0.001), has less RAM, and fits
// (or the RAM cache does not either): the note names the disk cache's figures from `disk`. The
// disk cache had been the only alternative tried, so a RAM cache that gained nothing over reading
// the images stood wherever the disk cache did not fit or cost more (4x L4, 100 h of footage
// growing for 13 years: 8192 GB of RAM for a plan that fits nowhere; review s74).
Evaluation choose_no_ram_cache(Evaluation ram, const Evaluation& disk, Evaluation none);

// Where the choice above (or a RAM cache no server could hold) put the cache on disk: the same
// server with no cache (the trainers' own default, cache=False) is kept when it trains as fast,
// train(none) <= train(disk) x (1 + 0.001), and fits: the .npy files would buy storage for nothing.
// A note says what the disk cache would need and what it would not gain.
Evaluation choose_no_cache(Evaluation disk, Evaluation none);

} // namespace vsize
