#pragma once
// The workload as the model's trainer runs it (src/core/workload_rules.cpp): what the catalog
// fills in, what the trainer rounds or picks, a video source as training frames, and the checks
// that refuse impossible values. prepare() (solver.hpp) applies them once: the catalog's
// defaults, the video, the trainer's rules, then the checks.
#include "vsize/assumptions.hpp"
#include "vsize/catalog.hpp"
#include "vsize/request.hpp"

namespace vsize {

// Fills what the workload leaves to the catalog: the AutoBatch fraction of batch -1.
void apply_catalog_defaults(Workload& w, const Assumptions& a);

// What the model's trainer does to the inputs before training: Ultralytics rounds the image
// size up to a multiple of its stride 32, a ViT computes on whole patches only, down to a
// multiple of its patch (res_requested_px keeps what was asked); --optimizer
// auto, or an optimizer left to vsize that the trainer does not offer, becomes the trainer's own
// choice (trainer_optimizer).
void apply_trainer_rules(Workload& w, const Catalog& cat, const Assumptions& a);

// The optimizer the trainer picks when it is given none, and the iterations it counted:
// Ultralytics 8.4 (ultralytics/engine/trainer.py, build_optimizer with optimizer=auto) counts
// iterations = ceil(images / max(batch, nbs)) x epochs and takes MuSGD above 10,000, AdamW
// otherwise; YOLOv5, timm and torchvision's references default to SGD. The batch is the global
// one where given, else `sized_batch` (the batch vsize sized for a server, per job), else the
// nominal batch (the workload's choice before any server is sized; evaluate() chooses again per
// server at the batch it sizes).
struct TrainerOptimizer {
  Optimizer optimizer = Optimizer::adamw;
  long long iterations = 0; // 0: the trainer does not count them
};
TrainerOptimizer trainer_optimizer(const Workload& w, const FamilySpec& family, double nominal_batch,
                                   int sized_batch = 0);

// A video source (--video-hours) as the training images: frames = hours x 3600 x fps /
// sample_every, the bitrate from the catalog's video format unless given, the frames' megapixels
// unless --source-mp says otherwise. Nothing without video. UsageError for an unknown format.
void resolve_video(Workload& w, const Catalog& cat);

// Rejects impossible workload values with a UsageError naming the option.
void validate_workload(const Workload& w, const Catalog& cat);

} // namespace vsize
