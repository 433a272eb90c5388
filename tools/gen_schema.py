#!/usr/bin/env python3
"""Writes docs/vsize.schema.json, the JSON Schema (draft 2020-12) of every vsize JSON output,
with a description for every field. Edit here, run from the project root, commit both:

    python3 tools/gen_schema.py

tests/validate_json.py checks the goldens and random outputs against the result (ctest
json-schema), so a field added to the output without a description here fails the suite.
"""
import json
def num(d, minimum=None): 
    s={"type":"number","description":d}
    if minimum is not None: s["minimum"]=minimum
    return s
def integer(d, minimum=None):
    s={"type":"integer","description":d}
    if minimum is not None: s["minimum"]=minimum
    return s
def string(d, enum=None):
    s={"type":"string","description":d}
    if enum: s["enum"]=enum
    return s
def nullable(s):
    s=dict(s); t=s["type"]; s["type"]=[t,"null"] if isinstance(t,str) else t+["null"]
    if "enum" in s and None not in s["enum"]: s["enum"]=s["enum"]+[None]  # null passes a nullable enum too
    return s
def obj(d, props, required=None, extra=False):
    return {"type":"object","description":d,"properties":props,"required":required if required is not None else sorted(props),"additionalProperties":extra}
def arr(d, items, **kw):
    s={"type":"array","description":d,"items":items}; s.update(kw); return s
def range2(d): return arr(d, {"type":"number","minimum":0}, minItems=2, maxItems=2)
ref=lambda n: {"$ref":"#/$defs/"+n}

prov = {
 "schema_version": {"const":1,"description":"Version of this schema; a field is never renamed or removed within a version."},
 "vsize_version": string("vsize release that wrote the output (vsize --version)."),
 "catalog": string("What was loaded: 'embedded', overlays joined with '+' (embedded+prices.json)."),
 "catalog_as_of": string("Latest as-of date (YYYY-MM-DD) of any catalog record: with vsize_version and the workload, what reproduces the output."),
}
defs = {}
defs["workload"] = obj("Every resolved input of the workload, defaults included.", {
 "model": string("Model id (vsize catalog list models)."),
 "res": integer("Training image size in pixels (imgsz), as the trainer takes it.",32),
 "res_from": string("Where res comes from: 'model', the model's own training size (ref_res_px: 640 for YOLO, 224 for ViT-B/16, 980 for torchvision's detectors) when --res is not given; '--res', as typed.", ["model","--res"]),
 "res_requested": nullable(integer("The --res asked for, when the trainer rounds it: up to a multiple of its stride 32 (Ultralytics check_imgsz), or down to a multiple of a ViT's patch (its patch embedding leaves the rest unused); null: taken as given.",1)),
 "dataset_images": integer("Training images.",1),
 "val_images": integer("Validation images per epoch.",0),
 "epochs": integer("Epochs.",1),
 "batch": {"type":"object","description":"Batch request: kind auto (AutoBatch semantics, 'fraction' of GPU memory) or global (a global batch split over ranks).",
           "properties":{"kind":string("auto (the default fraction), fraction (--batch 0<f<1) or global (--batch N)",["auto","fraction","global"]),"fraction":num("Target fraction of GPU memory.",0),"global":integer("Global batch.",1)},
           "required":["kind"],"additionalProperties":False},
 "amp": string("Precision.",["fp16","bf16","fp32"]),
 "optimizer": string("Optimizer (with --optimizer auto: the trainer's choice, resolved at the given global batch, else at the nominal batch 64; each configuration's optimizer is the one it trains with).",["adamw","sgd","musgd"]),
 "optimizer_auto": {"type":"boolean","description":"--optimizer auto: the optimizer is the trainer's own choice for this workload (Ultralytics 8.4: MuSGD above 10,000 iterations, else AdamW; YOLOv5, timm and torchvision: SGD)."},
 "cache": string("--cache as resolved: auto (the default: vsize chooses per server, and cache_from_default is true), or the cache typed; what each configuration gets is its data.cache.",["auto","ram","disk","none"]),
 "cache_from_default": {"type":"boolean","description":"--cache auto (the default, given or not): vsize chooses per server, RAM where the RAM it has anyway holds it (unless filling it makes every run 1 % longer than a disk cache) or where it shortens training, else disk where that shortens it, else none (configurations[].data.cache)."},
 "cache_shape": string("Cached image shape.",["square","typical"]),
 "workers": integer("Data-loader workers per rank requested.",0),
 "close_mosaic": integer("Ultralytics' close_mosaic: the last epochs trained without mosaic (--close-mosaic; the trainer's default, 10 for Ultralytics YOLO and RT-DETR, 0 for a trainer without mosaic).",0),
 "max_objects": integer("Labelled objects in the densest image (assigner memory).",0),
 "objects": integer("Mean labelled objects per training sample (mask-loss memory).",0),
 "classes": integer("Classes.",1),
 "source_mp": nullable(num("Megapixels of the dataset's images as stored (--source-mp, the footage's frames, or resolved by vsize: about the training size at 4:3, at least 640 px on the long side, or the family's figure); null only where nothing resolved it.",0.01)),
 "source_mp_from_default": {"type":"boolean","description":"source_mp was resolved by vsize (--source-mp auto), not typed or given by the footage."},
 "mode": string("Training mode.",["ddp","per-gpu","mig"]),
 "night_hours": num("Hours in the overnight window.",0),
 "confidence": num("--confidence: the share of measured runs at least as fast as the time experiments per night are counted at (0.5-0.99).",0.5),
 "val_split": string("How val_images was set: given (--val-images N), share (auto: COCO's 5,000 : 118,287) video-fixed (auto with video: the catalog's video-val-frames, a fixed set, where the share would be larger) or imagenet (auto for a classifier without --dataset: ImageNet-1k's 50,000).",["given","share","video-fixed","imagenet"]),
 "decode": string("images: stored images or extracted JPEG frames decoded by the CPU workers; video: frames decoded from the footage by NVDEC (--decode video).",["images","video"]),
 "video": nullable(obj("Video as the training source (--video-hours); null when the dataset is images.", {
   "hours": num("Hours of footage.",0), "fps": num("Its frame rate.",0), "sample_every": integer("Every Nth frame is a training image.",1),
   "frames": integer("Training images: hours x 3600 x fps / sample_every.",1),
   "resolution": string("Video format resolution (--video-res)."), "codec": string("Codec (--video-codec).",["h264","h265"]),
   "bitrate_mbps": nullable(num("Bitrate (--video-bitrate-mbps, else the catalog's video format's, scaled to --fps).",0)),
   "raw_tb": num("The footage: bitrate x 3600 s / 8 x hours, TB.",0)})),
 "storage": obj("How the data is stored and brought in.", {
   "data_raid": integer("RAID level of the NVMe data tier (--data-raid): 0 or 10.",0),
   "bulk_raid": integer("RAID level of the HDD/SATA bulk tier (--bulk-raid): 5, 6 or 10.",0),
   "backup_copies": integer("Copies of the dataset and checkpoints on the bulk tier (--backup-copies).",0),
   "dataset_growth_percent": num("Dataset growth per year (--dataset-growth).",0),
   "plan_years": integer("Years of growth the storage is sized for (--plan-years).",0),
   "ingest_hours": num("Window to bring the data in over the data NIC (--ingest-hours; default the night).",0)}),
})
defs["cost"] = nullable(obj("Price of the server from what vsize configures (reference prices, or a vendor's price list overlaid by id), in the run's currency; null when no part of it has a price. The amount is never null.", {
 "amount": num("The priced parts (or the line-up server's own price plus what vsize adds beyond its standard build); a lower bound when complete is false.",0),
 "currency": string("The run's currency (--currency; by region: eu -> EUR).",["EUR","USD"]),
 "as_of": string("Date (YYYY-MM-DD) of the oldest price used."),
 "basis": string("Which prices: reference (list, street, proxy), vendor (a price list given with --catalog) or mixed.",["reference","vendor","mixed"]),
 "vat": string("VAT basis of the prices used: excluded, included, or mixed when they differ."),
 "complete": {"type":"boolean","description":"Every part is priced (unpriced is empty)."},
 "whole_server": {"type":"boolean","description":"The line-up server's own price (plus what vsize adds) rather than the sum of parts."},
 "unpriced": arr("Parts without a price, by id: named, never counted as zero.", {"type":"string"}),
 "proxy_amount": num("What of amount proxy prices stand in for (another product's price, or a point in a published range, where none is published); 0 without one.",0),
 "proxy_ids": arr("The parts priced by a proxy, by id, once each: in amount or among the drives beside it.", {"type":"string"}),
 "external_proxy_amount": num("What of external_amount proxy prices stand in for; 0 without one.",0),
 "external_drives": num("Drives of a tier beside the server (an enclosure or NAS: no free bay of the chassis takes them), not in amount; 0 without one.",0),
 "external_amount": nullable(num("Their price, beside the server's amount; null without such drives or when one is unpriced. The enclosure or NAS has no price.",0)),
 "growth_amount": nullable(num("With --dataset-growth: the price of the data and bulk drives the plan's last year needs beyond those today's contents take (part of amount + external_amount); bought for the data to come, it is not in economics' capital per experiment or the rent comparison. null without growth or while a drive is unpriced.",0))}))
defs["economics"] = nullable(obj("Energy and cost of one experiment on the owned server, the rent of the same GPUs, and the break-even (economics_model.hpp); null when no training finishes.", {
 "hours_per_experiment": num("Server hours per experiment: train time / jobs side by side.",0),
 "utilisation": num("Share of the calendar hours the owned server trains (--utilisation; else the night window / 24 h, at most what the goal keeps it busy).",0),
 "energy_kwh_per_experiment": num("Wall power x hours x PUE / 1000.",0),
 "energy_cost_per_experiment": nullable(num("Energy x the tariff; null without a tariff.",0)),
 "capital_per_experiment": nullable(num("Price / (service life x 8760 h x utilisation) x hours; null without a price or without the GPUs' price.",0)),
 "support_per_experiment": nullable(num("Price x support share / (8760 h x utilisation) x hours; null as capital_per_experiment.",0)),
 "cost_per_experiment": nullable(num("Capital + support + energy; a lower bound when the cost is incomplete; null without a price, or when the GPUs have none (the table's 'no GPU price': the rest alone would read as the cheapest server).",0)),
 "currency": string("The run's currency."),
 "rent": nullable(obj("Renting the same GPU (or the nearest rented equivalent) for the same hours.", {
   "id": string("Rent record id (vsize catalog list rents)."), "gpu": string("GPU rented."),
   "provider": string("Cloud provider."), "offer": string("The provider's offer name."),
   "region": string("Provider region.",["eu","us","any"]), "other_region": {"type":"boolean","description":"No offer in the user's region: another region's stands in."},
   "per_gpu_hour": num("Price per GPU-hour in the run's currency.",0), "currency": string("The run's currency."),
   "quoted": obj("As the provider quotes it.", {"per_gpu_hour": num("Price per GPU-hour.",0), "currency": string("Currency."), "vat": string("VAT basis.")}),
   "commitment": string("on-demand, or the commitment the price needs."),
   "source": string("Public source of the price."), "as_of": string("Date of the price."),
   "gpus": integer("GPUs rented.",1), "per_experiment": num("GPUs x hours x price per GPU-hour.",0)})),
 "break_even_utilisation": nullable(num("Utilisation above which owning costs less than renting; null when renting is cheaper at any use.",0)),
 "break_even_months": nullable(num("Months of use at the utilisation after which owning has cost less than renting; null: never, or owning is dearer even at full use (break_even_utilisation null).",0))}))
defs["money"] = nullable(obj("Every money term the costs used, each with where it came from; null when the catalog prices nothing.", {
 "currency": string("The run's currency.",["EUR","USD"]), "currency_from": string("region or --currency",["region","--currency"]),
 "exchange_rate": nullable(obj("The dated reference exchange rate: 1 base = rate quote.", {"id":string("Rate id."),"base":string("Base currency."),"quote":string("Quote currency."),"rate":num("Rate.",0),"as_of":string("Date.")})),
 "tariff": nullable(obj("Electricity price.", {"id":nullable(string("Tariff id (vsize catalog list tariffs); null when --tariff gave a number.")),"per_kwh":num("Price per kWh in the run's currency.",0),"currency":string("Currency."),"as_of":nullable(string("Date.")),"vat":nullable(string("Whether the catalog tariff includes VAT (the table's incl./excl. VAT); null for a --tariff number.",["excluded","included","not-stated"])),"from":string("catalog or --tariff",["catalog","--tariff"])})),
 "pue": num("Power usage effectiveness of the room (--pue).",1), "pue_from": string("catalog or --pue",["catalog","--pue"]),
 "life_years": num("Service life the price is written off over (--life-years).",0), "life_years_from": string("catalog or --life-years",["catalog","--life-years"]),
 "support_share_per_year": num("Support and maintenance per year as a share of the price.",0),
 "utilisation": num("Default utilisation (--utilisation, else the night window / 24 h).",0), "utilisation_from": string("Where the utilisation came from.")}))
defs["finding"] = obj("One finding: a reason (the server does not fit) or a warning.", {
 "code": string("Stable code (include/vsize/findings.hpp)."),
 "severity": string("reason or warning",["reason","warning"]),
 "part": nullable(string("Catalog id the finding is about, if any.")),
 "figures": {"type":"object","description":"The figures the finding states, by name; null where a figure does not apply to this case (e.g. psus-too-few's capacity_w for a chassis with power zones), never a 0 standing for it.","additionalProperties":{"type":["number","null"]}},
 "message": string("The finding as a sentence."),
})
defs["configuration"] = obj("One server: GPUs in a chassis with its host, and every figure behind its rank.", {
 "rank": integer("Position in the ranking (1 = first).",1),
 "id": string("Configuration id: the line-up server's id, else <platform>-<count>x-<gpu>."),
 "lineup": nullable(string("Line-up id when this is one of the vendor's servers.")),
 "platform": nullable(obj("Chassis; null with --platform none.", {"id":string("Platform id."),"name":string("Platform name."),"vendor":string("Vendor."),"rack_units":integer("Height in U.",1)})),
 "gpu": obj("GPUs.", {"id":string("GPU id."),"count":integer("GPUs in the server.",1)}),
 "mode": string("Training mode of this configuration.",["ddp","per-gpu","mig"]),
 "optimizer": string("The optimizer this configuration trains with: the workload's, or under --optimizer auto with a batch vsize sizes, the trainer's choice at the batch sized for it (workload.optimizer is then the choice at the nominal batch).",["adamw","sgd","musgd"]),
 "optimizer_iterations": nullable(integer("Under --optimizer auto, the iterations the trainer counts to choose (ceil(images / max(batch per job, nbs 64)) x epochs); null when the optimizer was given or the trainer counts none.",0)),
 "fits": {"type":"boolean","description":"true when no reason rejects it."},
 "reasons": arr("Why it does not fit (empty when it fits).", {"type":"string"}),
 "warnings": arr("Notes that do not reject it.", {"type":"string"}),
 "findings": arr("Reasons and warnings as codes with figures.", ref("finding")),
 "cost": ref("cost"),
 "economics": ref("economics"),
 "memory": obj("GPU memory per GPU (M1) and the batch (M2). GB = 10^9 bytes, GiB = 2^30.", {
   "batch_per_gpu": integer("Batch per GPU.",0), "batch_global": integer("Batch per job (all ranks).",0),
   "ultralytics_batch_arg": nullable(integer("The batch= to pass to Ultralytics (the global batch); null for trainers that take a batch per GPU (timm, torchvision: batch_per_gpu).",0)),
   "per_gpu": obj("Per GPU, GB unless named GiB.", {
     "context_gb": num("CUDA context.",0), "model_states_gb": num("FP32 weights + gradients + optimizer states.",0),
     "extra_states_gb": num("EMA, DDP buckets, autocast copies.",0), "workspace_gb": num("Workspaces and parameter-sized temporaries.",0),
     "activations_gb": num("Activations of the batch.",0), "activation_per_image_gb": num("Activations per image.",0),
     "assigner_gb": num("Label-assignment buffers (YOLO).",0), "mask_loss_gb": num("Mask-loss buffers (YOLO segmentation).",0),
     "class_head_gb": num("Per-class mask or logit heads.",0), "attention_scores_gb": num("Attention scores kept by transformers without a fused attention kernel (PyTorch before 2.0); 0 with fused attention, vsize's default.",0), "allocated_peak_gb": num("Peak allocated (torch.cuda.max_memory_allocated).",0),
     "reserved_need_gb": num("Reserved by the caching allocator at the peak step: allocated x allocator-reserved-factor, what must fit and what the batch is sized by.",0),
     "validation_cache_gb": num("Validation's blocks that the trainer keeps in the cache (YOLO families: rect batches of twice the batch per GPU without autograd, kept while reserved is within the trainer's threshold of the GPU's memory); beside reserved_gb (gpu_mem_gb = reserved_gb + validation_cache_gb), not part of what the training step must fit; 0 when emptied or not modelled.",0),
     "reserved_gb": num("Reserved by the caching allocator in training, after hours: the need for fixed input sizes; for families with variable input sizes allocated x variable-size-reserved-factor, at most the GPU less the context. Grows with batch and resolution.",0), "reserved_gib": num("The same in GiB.",0), "gpu_mem_gb": num("What the trainer prints (Ultralytics GPU_mem, torch memory_reserved): reserved_gb + validation_cache_gb. The trainer empties validation's blocks above half the GPU, so this can fall as the batch grows.",0), "gpu_mem_gib": num("The same in GiB, as Ultralytics prints it.",0),
     "reserved_gb_range": range2("Where measured runs would fall: gpu_mem_gb (what the trainer prints) / (1 + the family's leave-one-source-out memory errors), low to high; the high end at most the GPU less the context."),
     "device_used_gb": num("What nvidia-smi shows: gpu_mem_gb (reserved + validation's cached blocks) + the CUDA context.",0), "capacity_gb": num("GPU (or MIG instance) memory.",0)})}),
 "mig": nullable(obj("MIG partition; null outside mode mig.", {"profile":string("MIG profile."),"instances_per_gpu":integer("Instances per GPU.",1),
   "instance_memory_gb":num("Memory of one instance.",0),"compute_fraction":num("Share of the SMs.",0)})),
 "time": obj("Step, epoch and training time (M3-M5, M8).", {
   "step_s": num("Time per step.",0), "compute_images_per_s": num("What the GPUs alone would train (the step without all-reduce and sync).",0),
   "gpu_images_per_s": num("What the GPUs train with the step's all-reduce and sync: the GPUs' term in the minimum with the loader and storage.",0),
   "images_per_s": num("Training images per second of the job.",0), "scaling_efficiency": num("Multi-GPU efficiency (1 = linear).",0),
   "jobs": integer("Jobs side by side (per-gpu and mig modes).",1), "val_s": num("Validation per epoch.",0),
   "val_rank0_only": {"type":"boolean","description":"Validation on rank 0 alone (YOLOv5, Ultralytics before 8.3.218); false: split over the ranks (Ultralytics 8.3.218+, in whole batches; timm and torchvision image by image)."},
   "val_images_slowest_rank": integer("Validation images of the rank that validates the most (all of them on rank 0 alone or on one GPU); val_s counts them.",0),
   "epoch_s": num("Epoch including validation, checkpoint and overhead.",0),
   "epoch_s_range": range2("Epoch time measured runs would show: fast and slow end of the family's error band."),
   "close_mosaic_epochs": integer("Epochs at the end of the run whose loader works without mosaic (close_mosaic when the run has at least that many epochs, else 0: Ultralytics closes mosaic at epoch == epochs - close_mosaic).",0),
   "no_mosaic_epoch_s": num("Seconds per epoch without mosaic (one image a sample); epoch_s when there are no such epochs or every epoch is one.",0),
   "no_mosaic_images_per_s": num("Images/s of one job in the epochs without mosaic; images_per_s when there are none or every epoch is one.",0),
   "no_mosaic_bottleneck": string("The limit that sets no_mosaic_images_per_s (the same names as bottleneck)."),
   "run_s": num("Once per run: start-up, DDP set-up, the RAM cache build, the first epoch's extra time and the final validation.",0),
   "train_s": num("run_s plus every epoch.",0), "train_s_range": range2("Train time band: fast, slow."),
   "error_band": obj("P10 and P90 of the family's leave-one-source-out time errors (predicted / measured - 1).", {"low":num("P10: the optimistic end."),"high":num("P90: the pessimistic end.")}),
   "confidence": num("--confidence: the share of measured runs vsize had not seen that were at least as fast as train_s_at_confidence.",0.5),
   "error_at_confidence": num("The (1 - confidence) quantile of the family's leave-one-source-out time errors."),
   "train_s_at_confidence": num("train_s / (1 + error_at_confidence): the train time experiments per night are counted at.",0),
   "experiments_per_night": integer("Full trainings that finish in the night at train_s_at_confidence.",0),
   "experiments_per_night_expected": integer("The same at the prediction itself.",0)}),
 "data": obj("Data pipeline and host I/O (M5, M6).", {
   "processes": integer("Training processes.",0), "workers_per_rank": integer("Data-loader workers per process.",0),
   "cores_required": integer("Cores for processes and workers (at least 6 per GPU).",0),
   "pcie_lanes_required": integer("PCIe lanes for GPUs, NVMe and NICs.",0),
   "cache": string("Image cache the run gets.",["ram","disk","none"]), "cache_copies": integer("Copies of the RAM cache.",0),
   "val_cache_gb": nullable(num("One copy of the validation images' RAM cache; null without a RAM cache or validation.",0)),
   "val_cache_copies": integer("Copies of the validation images' RAM cache: one a process that validates (every rank under Ultralytics 8.3.218+, rank 0 alone in YOLOv5).",0),
   "cache_gb": nullable(num("One cache copy (RAM or disk); null without a cache.",0)), "cache_moved_to_disk": {"type":"boolean","description":"The RAM could not hold the cache: planned on disk."},
   "loader_images_per_s": num("What the CPU loader delivers.",0),
   "storage_images_per_s": nullable(num("What storage delivers; null = no limit (images cached in RAM).",0)),
   "shared_storage_images_per_s": nullable(num("What the shared filesystem delivers at --shared-storage-gb-s when every epoch reads the files from it (no image cache and no data tier holding the dataset); null = not given, or a staged copy or a cache serves the epochs.",0)),
   "nvme_drive": nullable(string("The data tier's drive id (storage.tiers has every tier).")), "nvme_drives": integer("The data tier's drives.",0), "nvme_needed_tb": num("The data tier's content (dataset, disk cache, checkpoints, grown), TB.",0),
   "nic": nullable(string("The data NIC's id (network.nics has every NIC).")), "nics": nullable(integer("NICs: the data NIC(s) and any east-west ones; null for a server outside the catalog, whose NICs vsize does not plan.",0)),
   "nvdec_images_per_s": nullable(num("--decode video: training images/s NVDEC delivers on this server; null otherwise or without NVDEC figures.",0)),
   "bottleneck": string("What limits images/s.",["gpu-compute","python","allreduce","data-loader","storage","video-decode"])}),
 "storage": obj("Storage tiers of catalog drives in RAID on the chassis' bays (M6).", {
   "tiers": arr("system, data and bulk, in that order.", obj("One tier: a RAID array of one drive model.", {
     "role": string("system (OS, mirrored pair), data (NVMe: dataset, disk cache, checkpoints) or bulk (HDD/SATA: raw video, backups).",["system","data","bulk"]),
     "drive_id": nullable(string("Drive id; null when none is planned.")), "count": integer("Drives.",0),
     "raid": nullable(integer("RAID level: 0, 1, 5, 6 or 10; null when no drive is planned.",0)),
     "raid_groups": nullable(integer("RAID 5 and 6: parity groups of at most parity-group-max-drives (catalog) each, RAID 50 or 60 when more than 1; 1 for other levels; null when no drive is planned.",1)), "usable_tb": nullable(num("Usable capacity: RAID 0 n C, 1 C, 10 n/2 C, 5 (n-g) C, 6 (n-2g) C with g raid_groups; null when no drive is planned.",0)),
     "content_tb": num("What it holds, grown to the plan's last year.",0),
     "read_gb_per_s": nullable(num("Sequential read of the array; null when no drive is planned.",0)), "write_gb_per_s": nullable(num("Sequential write of the array; null when no drive is planned.",0)),
     "rebuild_h": nullable(num("Rebuild of one failed drive; null for RAID 0 (no rebuild: restored from the bulk tier) and a tier without drives.",0)),
     "holds": arr("What it holds.", string("Content.",["os","dataset","disk-cache","checkpoints","raw-video","backups"])),
     "external": {"type":"boolean","description":"In an external enclosure or NAS: no free bay of the chassis takes its drives."},
     "bays": nullable(integer("Free bays of the chassis that take its drive (0 with no chassis rules or external); null when none is planned.",0)),
     "over_bays": {"type":"boolean","description":"More drives than those bays (a reason the server does not fit)."}})),
   "layout": nullable(string("The chassis' alternative front layout used (platform drive_bays option); null when it has one.")),
   "dataset_tb": num("The dataset as trained on (JPEG images or frames; the footage with --decode video).",0),
   "dataset_tb_planned": num("The dataset after plan_years of growth.",0),
   "raw_video_tb": num("The footage.",0), "disk_cache_tb": num("Ultralytics cache=disk .npy files.",0),
   "checkpoints_tb": num("Checkpoints kept.",0), "growth_percent": num("Growth per year.",0),
   "plan_years": integer("Years planned.",0), "growth_factor": num("(1 + growth / 100)^years.",0),
   "bays_full_after_years": nullable(num("Years of growth the data tier's bays hold with the largest drive they take; null without growth or chassis rules.",0)),
   "read_needed_gb_per_s": num("What the data tier must read at the GPUs' pace.",0),
   "roomier_platform": nullable(string("A catalog platform that takes the GPUs and holds every tier, when a tier does not fit."))}),
 "network": obj("The NICs and the time to bring the data in.", {
   "nics": arr("Data (north-south) and east-west NICs.", obj("One NIC model.", {"id":string("NIC id."),"gbit_s":num("Line rate per port.",0),
     "role":string("data or east-west.",["data","east-west"]),"count":nullable(integer("NICs; null for the data NIC of a server outside the catalog (the one that would do, not planned).",0))})),
   "ingest_hours": num("The window (--ingest-hours; default the night).",0),
   "ingest_tb": num("What comes in: the dataset, or the footage with video.",0),
   "ingest_gb_per_s": num("Line rate x nic-tcp-efficiency, or the data tier's writes if slower.",0),
   "ingest_h": num("Time to bring it in.",0),
   "ingest_too_slow": {"type":"boolean","description":"Even the fastest data NIC misses the window."},
   "frame_extraction_h": nullable(num("Footage trained as JPEG frames (--decode images): extracting them once, the slowest of NVDEC's decode of every frame, reading the footage and writing the frames (explain: frames, extraction); null without footage, or without NVDEC figures for the GPU.",0))}),
 "allreduce": obj("DDP gradient all-reduce per step (M4): one node's ring, or across nodes NCCL's ring or tree in two levels (inside the node over the GPU link, across nodes over the fabric), per DDP bucket.", {
   "gradient_bytes": integer("FP32 gradients.",0), "bytes_per_gpu": integer("Traffic per GPU: 2(n-1)/n x the gradients for a ring, 2 x for a tree.",0),
   "link": string("Slowest link inside a node.",["none","nvswitch","nvlink-bridge","pcie","socket","socket-link","host-memory"]), "link_gb_per_s": nullable(num("Effective GB/s per direction of that link; null where there is none (link none: one GPU).",0)),
   "algorithm": nullable(string("NCCL's algorithm for a full bucket (the faster in NCCL's cost model); one node: ring; null where there is no all-reduce (link none: one GPU, or trainings side by side).",["ring","tree"])),
   "buckets": nullable(integer("DDP buckets across nodes (ddp-bucket-mb each); null for one node.",1)),
   "time_ms": num("All-reduce time per step: every step's latency plus the slower level's bandwidth time (the levels run as one pipeline).",0),
   "intra_node_ms": num("What the links inside a node need: their bandwidth time and their steps' latency (one node: the whole all-reduce).",0),
   "inter_node_ms": nullable(num("What the fabric between nodes needs: its bandwidth time and its steps' latency; null for one node.",0)),
   "fabric_gb_per_s": nullable(num("The fabric's all-reduce bus bandwidth per node; null for one node.",0)),
   "overlapped_ms": num("Hidden behind the backward pass (time_ms - exposed_ms).",0),
   "exposed_ms": num("Not hidden behind backward: what lengthens the step.",0),
   "without_bridge_ms": nullable(num("A server outside the catalog whose GPUs take an NVLink bridge: the all-reduce is planned with the bridge fitted (an accessory); this is its time over PCIe without one. Null otherwise, and under --no-nvlink-bridge.",0)),
   "nvlink_bridge": {"type":["boolean","null"],"description":"GPUs that take an NVLink bridge: whether the ring runs over it (false with --no-nvlink-bridge, where the chassis takes none, or where the count exceeds the bridge's group); null for other GPUs and where there is no all-reduce."},
   "nvlink_bridge_declined": {"type":["boolean","null"],"description":"GPUs that take an NVLink bridge: true when --no-nvlink-bridge says the cards carry none, also where the ring would not have used one; null for other GPUs and where there is no all-reduce."},
   "nvlink_bridge_part": {"type":["string","null"],"description":"The catalog bridge record bought for DDP's NVLink groups (kind bridges, e.g. nvlink-bridge-h200-nvl-4way), per node, in the cost's parts; null where no bridge is bought or where the catalog has no bridge for the GPU (then named unpriced as nvlink-bridge-outside-catalog)."},
   "nvlink_bridges": {"type":["integer","null"],"description":"Bridges bought per node for DDP's NVLink groups: per_group x ceil(cards / group); 0 under --no-nvlink-bridge or in a chassis that takes none, null for GPUs that take none and where there is no all-reduce."}}),
 "cluster": nullable(obj("Nodes joined by a fabric (--nodes > 1); null for one server.", {
   "nodes": integer("Servers.",2), "gpus_per_node": integer("GPUs per server.",1), "world_size": integer("Ranks of the job: nodes x GPUs per node.",2),
   "fabric": nullable(obj("The east-west fabric between nodes. null under --mode per-gpu or mig: no training spans nodes, so the nodes have no fabric.", {"id":string("Fabric id (vsize catalog list fabrics)."),"gbit_s":num("Line rate of one NIC port, Gb/s.",0),
     "nics_per_node":integer("Fabric NICs per node.",1),"nic":string("NIC id."),"rdma":{"type":"boolean","description":"GPUDirect RDMA (InfiniBand, RoCE); false: TCP sockets."},
     "gb_per_s":num("All-reduce bus bandwidth per node: NICs x the fabric's measured busbw per NIC, each capped by its PCIe slot (slot_gb_per_s).",0),
     "gpu_link_gb_per_s":num("The GPUs' own link the NICs are sized to match.",0),
     "slot_gb_per_s":nullable(num("What one NIC's PCIe slot carries (the host CPU's PCIe generation x the NIC's lanes x pcie-efficiency), where that is less than the fabric's busbw per NIC (a 400G NIC in a Gen4 slot); null where the slot does not bind or the CPU is not known.",0)),"chosen":{"type":"boolean","description":"vsize chose the fabric (no --fabric)."}})),
   "switches": nullable(obj("Fabric switches: one while the ports fit, else a non-blocking leaf/spine. null under --mode per-gpu or mig: no training spans nodes, so the nodes have no fabric.", {"id":string("Switch id."),"ports":integer("Ports of one switch at the fabric's speed.",1),
     "ports_needed":integer("Nodes x NICs.",0),"count":integer("Switches.",1),"leaves":integer("Leaf switches (0: one switch).",0),"spines":integer("Spine switches.",0),"spine_id":string("The spines' switch id: id itself, or the faster switch its uplinks reach (an SN2010 leaf's 4 x 100 GbE to SN4600C spines)."),
     "links":integer("Cables: node links and leaf-spine uplinks.",0),"switch_w":num("Switches' typical power.",0),"cable_w":num("Optics' power of every link.",0)})),
   "front_end": nullable(obj("The nodes' data NICs (ingest, staging the dataset) on the site's Ethernet: counted, no switch planned or priced. null without a data NIC.", {"nic":string("Data NIC id."),
     "nics_per_node":integer("Data NICs a node.",1),"gbit_s":num("One NIC's line rate, Gb/s.",0),"ports":integer("Ethernet ports the site provides: nodes x NICs.",1),
     "planned":{"const":False,"description":"false: vsize plans and prices no front-end switch."}})),
   "node_wall_w": num("One node at the wall (power.wall_w).",0),
   "wall_w": num("The cluster at the wall: nodes + switches + cables.",0), "btu_per_h": num("Heat of the cluster.",0),
   "racks": integer("Racks by power: nodes per rack and the rack budget.",1), "rack_kw": num("Rack power budget (rack-power-kw).",0),
   "nodes_per_rack": integer("Nodes one rack feeds (at least 1).",1),
   "circuits": nullable(obj("The cluster's circuits: the nodes' and the switches'.", {"id":string("The nodes' circuit id."),"count":integer("Circuits in all, both kinds.",0),
     "per_node":integer("Per node (circuits x feeds).",0),"switches":integer("For the switches and optics, on as many feeds as a node.",0),
     "switch_id":nullable(string("The switches' circuit id: the smallest that carries them and their optics; null without switches."))})),
   "storage": obj("Shared-storage reads of the job.", {"read_gb_per_s":num("What the nodes read together at full speed.",0),
     "per_node_read_gb_per_s":num("Per node.",0),"every_epoch":{"type":"boolean","description":"Training reads the files from the shared filesystem every epoch: no image cache and a rated --shared-storage-gb-s (or no node's data drives hold the dataset)."},
     "staged_gb":num("The copies the nodes' data drives hold, read once a dataset: nodes x the dataset, GB (0: read every epoch, or in the first epoch into a cache).",0),
     "stage_s":num("Each node copies the dataset at its share of the rated rate (else the guidance), or through its data NIC onto its data drives where slower, seconds.",0),
     "stage_nic_bound":{"type":"boolean","description":"Each node's data NIC (or its data drives' write) is slower than its share of the filesystem's rate, and sets stage_s."},
     "guidance_gb_per_s":num("NVIDIA's guidance for the cluster's GPUs (shared-storage-gb-per-s-per-gpu x GPUs).",0),
     "guidance_gb_per_s_per_gpu":num("The guidance per GPU.",0),"rated_gb_per_s":nullable(num("--shared-storage-gb-s; null when not given.",0))}),
   "one_node_images_per_s": num("Images/s of one node of the same server.",0),
   "speedup": num("Images/s over one node's.",0),
   "scaling_efficiency": num("speedup / nodes.",0),
   "weak_scaling": {"type":"boolean","description":"true: one node at the cluster's batch a GPU (a batch sized to memory, or a global batch one node cannot hold), so the global batch grows with the nodes; false: one node at the same global batch."}})),
 "cpu": nullable(obj("CPUs.", {"id":string("CPU id."),"sockets":integer("Sockets.",0),"cores":integer("Cores, all sockets.",0),"base_ghz":num("Base clock (GHz): what the host's Python (dispatch, validation, per-epoch work) is timed at; --cpu-ghz for a described CPU.",0),"threads":integer("Hardware threads, all sockets (--cpu-threads for a described CPU): what the data-loader workers share.",0),"chosen":{"type":"boolean","description":"vsize chose it (not pinned)."},
   "smallest_adequate_id": nullable(string("Where the host sets the pace (Python's dispatch, the loader or validation), vsize takes the faster-clocked CPU with the lowest cost per experiment (else the shortest training): the smallest adequate CPU it passed over; null when that one was taken.")),
   "smallest_adequate_train_s": nullable(num("The training time on that smallest adequate CPU; null when it was taken.",0))})),
 "ram": nullable(obj("Installed RAM.", {"total_gb":num("Installed.",0),"installed":{"type":"boolean","description":"The customer's own RAM (--ram-gb), checked as given."},"required_gb":num("Needed: the larger of the GPU-memory rule and the contents.",0),"required_by_contents_gb":num("What the training holds: OS, image cache copies, workers, processes.",0),"dimm_id":nullable(string("DIMM id (null: installed RAM no catalog DIMM set makes exactly).")),
   "dimm_count":nullable(integer("DIMMs; null for installed RAM (--ram-gb) of DIMMs vsize does not know.",0)),"dimms_per_channel":nullable(integer("DIMMs per channel; null as dimm_count.",0)),"speed_mt_s":nullable(integer("Memory speed in MT/s; null where no source publishes it (2 DIMMs a channel on some CPUs) or for installed RAM of unknown DIMMs.",1))})),
 "psu": nullable(obj("Power supplies.", {"id":string("PSU id."),"count":integer("PSUs, all zones.",0),"rating_w":num("Rating at the line voltage.",0),
   "nameplate_w":num("Sum of ratings.",0),"load_fraction":num("Load per PSU.",0),"efficiency":num("At that load.",0),
   "redundancy":string("Scheme.",["n+1","n+n"]),"redundancy_from_chassis":{"type":"boolean","description":"The chassis' default scheme."},
   "gpu_excursion_factor":num("GPU power counted at this multiple of board power when sizing.",0),
   "zones":arr("Power zones of the chassis.", obj("One zone.", {"zone":string("Zone name."),"bays":nullable(integer("PSU bays.",0)),
     "units":integer("PSUs in the zone.",0),"capacity_w":num("What the zone carries with the redundant units failed.",0),"sizing_w":num("Load it is sized for.",0)}))})),
 "power": obj("Power at the wall and the circuit (M7).", {
   "seed_method_w": num("Seed 000's method: (GPUs + CPUs) x 1.15.",0), "dc_w": num("Component method, DC.",0),
   "wall_w": num("At the wall, every part at full power.",0), "wall_w_basis": string("What wall_w assumes."),
   "btu_per_h": num("Heat.",0),
   "circuit": nullable(obj("The smallest circuit that carries it.", {"id":string("Circuit id."),"count":integer("Circuits per feed.",1),
     "feeds":integer("Feeds (2: A+B for N+N PSUs).",1),"usable_w":num("Continuous usable power of one circuit.",0),
     "busiest_phase_w":nullable(num("Load on the busiest phase (three-phase circuits).",0))}))}),
}, required=["rank","id","lineup","platform","gpu","mode","optimizer","optimizer_iterations","fits","reasons","warnings","findings","cost","economics","memory","time","data","storage","network","allreduce","cluster","mig","cpu","ram","psu","power"])
defs["what_it_takes"] = arr("A missed goal (with no goal given and nothing that fits: one experiment a night): the nearest ways to meet it, each evaluated by a search with one change.", obj("One way.", {
 "change": string("The change to the command (--all, --epochs 60, --night-hours 14.5, 'the whole line-up (without --gpu l4)' or with --all 'every platform (without ...)', ...), or 'more servers' when no single change does: `servers` of the server side by side."),
 "id": string("The server that then meets the goal."), "mode": string("Its mode.",["ddp","per-gpu","mig"]),
 "experiments_per_night": integer("Experiments per night it then gives.",0),
 "cost_per_experiment": nullable(num("Its cost per experiment; null without a price.",0)),
 "servers": integer("How many of the server: 1, or more for 'more servers' (each trains its own experiments; experiments_per_night counts them all).",1),
 "cost_amount_total": nullable(num("The servers' price together, with the drives beside each (servers x the server's cost.amount + external_amount; a lower bound where cost_complete is false); null where the server has no price.",0)),
 "wall_w_total": num("The servers' wall power together, all parts at full power (servers x the server's wall_w).",0),
 "cost_complete": {"type":"boolean","description":"false: some parts of the server have no price, so cost_per_experiment is a lower bound."}}))
defs["recommendation"] = obj("The one server to quote, the runner-up, what the next smaller and larger change; with no pick (id null: a missed goal, or no goal given and nothing fits) what it would take.", {
 "id": nullable(string("Configuration id of the pick; null: nothing meets the goal (or, with no goal given, nothing fits).")), "mode": string("Its mode."), "why": string("Why, one sentence naming the runner-up."),
 "chosen_by": string("cost_per_experiment (every server meeting the goal is priced), wall_power (not every one is), or fastest (no goal given and nothing finishes in the window).",["cost_per_experiment","wall_power","fastest"]),
 "experiments_goal": integer("Experiments per night asked.",0),
 "goal_given": {"type":"boolean","description":"--experiments or --budget was given."}, "budget": nullable(num("--budget.",0)),
 "meeting": integer("Servers that meet the goal.",0),
 "cost": ref("cost"), "cost_per_experiment": nullable(num("The pick's cost per experiment.",0)),
 "runner_up": nullable(string("The next server by the same rule.")),
 "budget_gpus_unpriced": integer("Under --budget: servers that finish the experiments but have no price for their GPUs, so none can be held to the budget (a vendor price list prices them).",0),
 "budget_cpus_unpriced": integer("Under --budget: servers that finish the experiments and whose GPUs have a price but whose CPUs have none, so none can be held to the budget (listed after the servers priced whole; a vendor price list prices them).",0),
 "over_budget_by_drives": nullable(obj("A missed --budget: the cheapest server that finishes the experiments and whose own price is within the budget, but not with the priced drives vsize plans beside it (cost.amount + cost.external_amount; the budget holds both); null otherwise.", {"id":string("Id."),"cost":ref("cost")})),
 "passed_over": arr("Servers the rule would have picked first but passed over, in its order: they train at a batch too small for the family's batch norm (finding batchnorm-batch-small), while another candidate does not.", obj("A server passed over.", {
   "id":string("Id."),"mode":string("Mode."),"reason":string("Why.",["batchnorm-batch-small"]),
   "batch_per_gpu":integer("Images per GPU (MIG instance, job) in its forward pass.",1),
   "experiments_per_night":integer("Experiments per night.",0),"cost_per_experiment":nullable(num("Cost per experiment.",0))})),
 "alternatives": arr("Smaller and larger servers, and the cheaper one nearest the goal that misses it.", obj("An alternative.", {"relation":string("smaller or larger (the next server down or up in size), or nearly (cheaper than the pick, the nearest to the goal of those that miss it: most experiments as predicted, then the shortest train at the confidence; absent where a neighbour is it)",["smaller","larger","nearly"]),"id":string("Id."),
   "mode":string("Mode."),"experiments_per_night":integer("Experiments per night.",0),"train_s":num("Train time.",0),"wall_w":num("Wall power.",0),
   "cost":ref("cost"),"cost_per_experiment":nullable(num("Cost per experiment.",0)),"meets_goal":{"type":"boolean","description":"Whether it meets the goal the pick was held to: the experiments a night and, with --budget, its price with the drives beside it within the budget (as CSV meets_goal)."},"changes":string("What changes against the pick; ends with why it misses the goal where it does (too few experiments, or over the budget, naming the drives beside it).")})),
 "what_it_takes": ref("what_it_takes")}, required=["id","experiments_goal","goal_given","budget","budget_gpus_unpriced","budget_cpus_unpriced","what_it_takes"])
rank = {"type":"object","description":"vsize (the ranking) --format json","properties":dict(prov, **{
 "command":{"const":"rank"}, "workload":ref("workload"), "money":ref("money"),
 "search": obj("The search as resolved: space, GPUs, platforms, counts, nodes (each server also as a cluster of that many), modes, goals, rank key, and the host pins every server was evaluated with.", {
   "space": string("lineup: the vendor's line-up servers; all: every platform x qualified GPU x allowed count (--all).",["lineup","all"]),
   "gpus": {"oneOf":[{"type":"string","enum":["all"]},{"type":"array","items":{"type":"string"}}],"description":"--gpu: the GPU ids searched, or all."},
   "counts": {"oneOf":[{"type":"string","enum":["lineup"]},{"type":"array","items":{"type":"integer","minimum":1}}],"description":"--gpus: GPUs per server searched; lineup: the line-up's own counts."},
   "nodes": arr("--nodes: each server also as a cluster of that many.",{"type":"integer","minimum":1}),
   "platforms": {"oneOf":[{"type":"string","enum":["all"]},{"type":"array","items":{"type":"string"}}],"description":"--platform: the platform ids searched, or all."},
   "modes": {"oneOf":[{"type":"string","enum":["workload"]},{"type":"array","items":{"type":"string"}}],"description":"The modes tried (--mode auto tries several); workload: the workload's own mode."},
   "experiments_goal": nullable(integer("--experiments: trainings a night the recommendation must finish; null: none given.",1)),
   "budget": nullable(num("--budget in the run's currency; null: none.",0)),
   "rank_by": string("--rank-by: the ranking key."),
   "top_per_count": integer("--top: servers shown per GPU count (0: all).",0),
   "redundancy": string("--redundancy: the PSU redundancy asked for; chassis: each chassis' own default."),
   "region": string("--region: circuits, tariff, currency and rent offers."),
   "host_pins": obj("Parts pinned for every server (null: vsize chooses).", {
     "cpu": nullable(string("--cpu.")), "sockets": nullable(integer("--sockets.",1)), "ram_gb": nullable(num("--ram-gb.",0)),
     "psu": nullable(string("--psu.")), "psus": nullable(integer("--psus.",1)), "circuit": nullable(string("--circuit.")),
     "fabric": nullable(string("--fabric.")), "nics_per_node": nullable(integer("--nics-per-node.",0)),
     "shared_storage_gb_per_s": nullable(num("--shared-storage-gb-s.",0)),
     "no_nvlink_bridge": {"type":"boolean","description":"--no-nvlink-bridge: the cards' NVLink bridges declined."}})}),
 "recommendation": ref("recommendation"),
 "configurations": arr("Fitting servers shown, ranked.", ref("configuration")),
 "rejected": arr("Servers rejected, with reasons.", obj("A rejected server.", {"id":string("Id."),"gpu":obj("GPUs.",{"id":string("GPU id."),"count":integer("Count.",1)}),
   "platform":nullable(string("Platform id.")),"reasons":arr("Reasons.",{"type":"string"})})),
 "counts": obj("How many were evaluated, fit, shown and rejected.", {"evaluated":integer("Evaluated.",0),"fit":integer("Fit.",0),"shown":integer("Shown.",0),"rejected":integer("Rejected.",0)})}),
 "required": sorted(list(prov)+["command","workload","money","search","recommendation","configurations","rejected","counts"]), "additionalProperties":False}
check = {"type":"object","description":"vsize check --format json","properties":dict(prov, **{
 "command":{"const":"check"}, "workload":ref("workload"), "money":ref("money"),
 "server_from": string("Which server was checked: 'options', the one --server or --gpu and --count named; 'recommendation', none was named, so the server vsize with the same options recommends (the ranking's recommendation.id).",["options","recommendation"]),
 "configurations": arr("The one configuration checked.", ref("configuration"), minItems=1, maxItems=1),
 "rejected": arr("Always empty for check.", {}),
 "goal": obj("check --experiments N: the goal and whether the configuration meets it (at the slow end of the band).",
   {"experiments":integer("Trainings that must finish in the night.",1),"met":{"type":"boolean","description":"The configuration fits and finishes that many."}})}),
 "required": sorted(list(prov)+["command","workload","money","server_from","configurations","rejected"]), "additionalProperties":False}
stats = obj("Error statistics.", {"rows":integer("Rows.",0),"median_abs_error":num("Median |error|.",0),"worst_abs_error":num("Largest |error|.",0),
  "bias":num("Median signed error."),"low":num("Most negative error."),"high":num("Most positive error."),"optimistic_rows":{"oneOf":[{"type":"integer","minimum":0},{"type":"null"}],"description":"Time rows predicted faster than measured; null for memory."}})
accuracy = {"type":"object","description":"vsize accuracy --format json","properties":dict(prov, **{
 "command":{"const":"accuracy"}, "sources": integer("Sources (the leave-one-source-out unit).",0), "rows": integer("Calibration rows.",0),
 "errors": arr("Per metric and pool.", obj("Errors of one pool.", {"metric":string("memory or time",["memory","time"]),"pool":string("Calibration pool or all."),
   "in_sample":stats,"leave_one_source_out":stats})),
 "fit": {"type":"object","description":"Fitted constants per pool (null: no row, the prior), with the catalog's values.","additionalProperties":{"type":"object"}},
 "row_results": arr("With --rows: every row, measured and predicted (limit: a time row's step bound, null for memory).", {"type":"object"}),
 "by_gpu_generation": arr("Errors per GPU generation: calibration (leave-one-source-out) and held out; null where a side has no row.",
   obj("One generation and metric.", {"metric":string("memory or time",["memory","time"]),"generation":string("The GPU's architecture."),
     "leave_one_source_out":{"oneOf":[stats,{"type":"null"}]},"held_out":{"oneOf":[stats,{"type":"null"}]}})),
 "by_gpu_count": arr("Errors by the GPUs a run trains on: 1, 2-8 (DDP on a server), 9+ (across nodes); calibration (leave-one-source-out) and held out; null where a side has no row.",
   obj("One GPU count and metric.", {"metric":string("memory or time",["memory","time"]),"gpus":string("1, 2-8, 9+ or all.",["1","2-8","9+","all"]),
     "leave_one_source_out":{"oneOf":[stats,{"type":"null"}]},"held_out":{"oneOf":[stats,{"type":"null"}]}})),
 "by_limit": arr("Time errors per step limit (what bounds the predicted step); null where a side has no row.",
   obj("One limit.", {"metric":string("time",["time"]),"limit":string("A bottleneck spelling: gpu-compute, python, data-loader, allreduce, storage, video-decode."),
     "leave_one_source_out":{"oneOf":[stats,{"type":"null"}]},"held_out":{"oneOf":[stats,{"type":"null"}]}})),
 "by_host": arr("Time errors by host: described (the row describes the run's CPU, as its source states it or its note assumes it) or vsize's (it does not: the run is put on the CPU vsize would choose), then all; null where a side has no row.",
   obj("One host kind.", {"metric":string("time",["time"]),"host":string("described, vsize's or all.",["described","vsize's","all"]),
     "leave_one_source_out":{"oneOf":[stats,{"type":"null"}]},"held_out":{"oneOf":[stats,{"type":"null"}]}})),
 "held_out": obj("Public runs no constant is fitted to (data/heldout.json), predicted with the fitted constants.", {
   "rows": integer("Held-out rows.",0), "sources": integer("Their sources.",0),
   "errors": arr("Per metric and pool.", obj("Errors of one pool.", {"metric":string("memory or time",["memory","time"]),"pool":string("Calibration pool or all."),"errors":stats})),
   "row_results": arr("With --rows: every held-out row, measured and predicted.", {"type":"object"}),
   "blind": {"oneOf":[arr("Per metric, the held-out rows that informed no planning value by hand (rows with 'informed' left out).", obj("One metric.", {"metric":string("memory or time",["memory","time"]),"errors":stats})),{"type":"null"}]},
   "confidence": obj("Whether the confidence experiments per night are counted at holds on the held-out time rows.", {
     "confidence": num("--confidence (default 0.8).",0.5),
     "pools": arr("Per calibration pool with held-out time rows, then all.", obj("One pool.", {"pool":string("Calibration pool or all."),
       "time_rows": integer("Held-out time rows.",0), "as_fast_as_counted": integer("Of them, measured at least as fast as the time counted at the confidence.",0)}))})},
   required=["blind","confidence","errors","rows","sources"])}),
 "required": sorted(list(prov)+["command","sources","rows","errors","fit","held_out","by_gpu_generation","by_gpu_count","by_limit","by_host"]), "additionalProperties":False}
cat_list = {"type":"object","description":"vsize catalog list --format json","properties":dict(prov, **{"command":{"const":"catalog list"}}),
 "required": sorted(list(prov)+["command"]), "additionalProperties": arr("Records of one kind.", {"type":"object"})}
cat_show = {"type":"object","description":"vsize catalog show ID --format json","properties":dict(prov, **{"command":{"const":"catalog show"},
 "kind":string("Record kind."),"id":string("Id."),"name":string("Name."),
 "sources":arr("The public documents its figures come from.",obj("A citation.",{"title":string("Title of the document."),"publisher":string("Publisher."),"date":string("Date: YYYY, YYYY-MM or YYYY-MM-DD."),"url":string("Where to read it."),"detail":string("Which figure, table or quote was taken from it.")},required=["title"])),
 "source":string("A free-text source instead of citations (a vendor's price list, an older overlay)."),
 "research":string("Our own pointers behind the figures (research notes, calibration rows); never shown in a quote."),"as_of":string("Date."),
 "estimate":string("What is estimated."),"notes":string("Notes."),"aliases":arr("Other names.",{"type":"string"}),"figures":{"type":"object","description":"Every figure as the catalog holds it."}}),
 "required": sorted(list(prov)+["command","kind","id","name","sources","as_of","figures"]), "additionalProperties":False}
cat_validate = {"type":"object","description":"vsize catalog validate FILE --format json","properties":dict(prov, **{"command":{"const":"catalog validate"},
 "file":string("The file."),"valid":{"const":True},"records":{"type":"object","additionalProperties":{"type":"integer"}}}),
 "required": sorted(list(prov)+["command","file","valid","records"]), "additionalProperties":False}
schema = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"urn:vsize:json-schema:1",
 "title":"vsize JSON output, schema version 1",
 "description":"Every JSON output of vsize (printed by `vsize schema`). Units are in the field names: _gb = 10^9 bytes, _gib = 2^30 bytes, _w watts, _s seconds, _ms milliseconds, _tb = 10^12 bytes. null means 'not applicable' or 'no limit', never 0.",
 "oneOf":[ref("rank"),ref("check"),ref("accuracy"),ref("catalog_list"),ref("catalog_show"),ref("catalog_validate")],
 "$defs": dict(defs, rank=rank, check=check, accuracy=accuracy, catalog_list=cat_list, catalog_show=cat_show, catalog_validate=cat_validate)}
open('docs/vsize.schema.json','w').write(json.dumps(schema,indent=1)+"\n")
