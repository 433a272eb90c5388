#!/usr/bin/env python3
"""Writes a catalog overlay into data/catalog.json the way vsize merges it: a record whose id the
catalog has is merge-patched (RFC 7396), a new one is appended. Used after
`vsize accuracy --catalog-patch > fit.json` (README, Accuracy):

    ./build/vsize accuracy --catalog-patch > /tmp/fit.json
    python3 tools/apply_overlay.py data/catalog.json /tmp/fit.json
"""
import json
import sys


def merge_patch(target, patch):
    if not isinstance(patch, dict):
        return patch
    out = dict(target) if isinstance(target, dict) else {}
    for k, v in patch.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = merge_patch(out.get(k), v)
    return out


def main(catalog_path, overlay_path):
    with open(catalog_path, encoding="utf-8") as f:
        catalog = json.load(f)
    with open(overlay_path, encoding="utf-8") as f:
        overlay = json.load(f)
    for section, records in overlay.items():
        if not isinstance(records, list):
            catalog[section] = merge_patch(catalog.get(section), records)
            continue
        by_id = {r["id"]: i for i, r in enumerate(catalog.setdefault(section, []))}
        for rec in records:
            if rec["id"] in by_id:
                i = by_id[rec["id"]]
                catalog[section][i] = merge_patch(catalog[section][i], rec)
            else:
                catalog[section].append(rec)
    with open(catalog_path, "w", encoding="utf-8") as f:
        f.write(json.dumps(catalog, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: apply_overlay.py CATALOG OVERLAY")
    main(sys.argv[1], sys.argv[2])
