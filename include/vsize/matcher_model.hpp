#pragma once
// M3: a DETR's Hungarian matcher (RT-DETR: Ultralytics HungarianMatcher in
// ultralytics/models/utils/ops.py). Pure functions.
//
// The loss matches every prediction set to the labels one to one. Each call builds a cost matrix
// on the GPU (focal class cost, L1 and GIoU between every query and every label), copies it to the
// host and solves one assignment per image with scipy's linear_sum_assignment:
//
//   calls          = decoder layers + 1 in training (RTDETRDetectionModel.loss puts the encoder's
//                    top-k proposals before the decoder's layers; DETRLoss matches the last and,
//                    as auxiliary losses, every other set), 2 in validation (the decoder in eval
//                    mode returns its last layer; the trainer's validator computes the loss)
//   columns T      = batch x mean labels a sample, every image's labels (Ultralytics before pull
//                    request #26150, 2026-09: 'Cost storage changes from B x Q x sum(targets) to
//                    B x Q x max(targets)'), else the batch's densest sample, counted at
//                    --max-objects (the epoch's densest: an upper bound)
//   elements E     = batch x queries x T, a call
//   GPU bytes      = calls x E x matcher-bytes-per-cost (the cost terms' elementwise passes,
//                    counted from the code), streamed at the DRAM rate
//   copy           = calls x E x 4 B (FP32, C.view(bs, nq, -1).cpu() to pageable memory) /
//                    (the GPU's PCIe rate a direction x pcie-efficiency x pageable-copy-share)
//   solve          = calls x batch x (2 eager ops + E[t(n)]), on the host at host-python-ref-ghz:
//                    scipy's shortest augmenting paths on a queries x n cost, r = min(n, queries)
//                    rows against c = max(n, queries) columns,
//                      t(n) = matcher-solve-ns-per-cell x r x c x (1 + matcher-solve-square-factor
//                             x r / (c - r + matcher-solve-slack-labels))
//                    (each of r augmenting paths scans the columns, and the paths lengthen as the
//                    free columns run out: 0.15 ms at 100 labels, 2.9 ms at 300, 1.2 ms at 500,
//                    measured with scipy on DETR-like costs), in expectation over the samples'
//                    labels n: log-normal, mean --objects, the densest of the epoch's samples
//                    --max-objects
//
// Copy and solve are host time the GPU waits for (the loss needs the indices): they add to the
// host's dispatch; the GPU bytes add to the GPU's work.
#include "vsize/assumptions.hpp"
#include "vsize/records/gpu.hpp"
#include "vsize/records/workload.hpp"

namespace vsize {

struct MatcherInputs {
  int batch = 0; // images a rank matches at once (the training or the validation batch)
  int objects = 0; // mean labels a sample
  int max_objects = 0; // the densest sample
  long long samples = 0; // the samples an epoch draws (its densest is max_objects)
  bool all_labels = false; // the cost spans every image's labels (Ultralytics before #26150)
  bool training = true;
};

struct MatcherCost {
  int calls = 0;
  int batch = 0; // images a call matches
  double columns = 0; // T
  double elements = 0; // E, a call
  double gpu_bytes = 0; // a step (or validation batch), all calls
  double copy_gb_per_s = 0;
  double copy_s = 0; // at the host's copy rate, all calls
  double labels_sigma = 0; // the log-normal spread of the labels a sample
  double assignment_us_at_mean = 0; // t(mean labels), for comparison with the expectation
  double solve_us_per_image = 0; // one call, at host-python-ref-ghz: its expectation
  double solve_s = 0; // all calls, at host-python-ref-ghz
  double host_s() const { return copy_s + solve_s; }
};

// scipy's assignment of n labels to `queries` queries, in microseconds at host-python-ref-ghz (t(n)).
double assignment_us(double labels, int queries, const Constants& a);

// The log-normal spread sigma of labels a sample whose mean is `mean` and whose densest of `samples`
// draws is `densest`: densest = exp(mu + sigma z), z = the normal quantile at 1 - 1 / samples, mean
// = exp(mu + sigma^2 / 2); 0 when the densest is not above the mean.
double labels_sigma(double mean, double densest, long long samples);

// Zero cost for a model without a DETR decoder or a batch without labels.
MatcherCost matcher_cost(const ModelSpec::DenoisingDecoder& d, const GpuSpec& gpu, const MatcherInputs& in,
                         const Constants& a);

} // namespace vsize
