#!/usr/bin/env python3
"""The HTML report as a person sees it: renders `vsize --format html` (the headline command and a
check) in headless Chromium, and asserts that the screenshot exists and is not blank and that the
rendered DOM holds the recommendation, the charts and every configuration id of the JSON output.

Usage: html_report.py VSIZE OUT_DIR   (the screenshots stay in OUT_DIR to look at)
Needs Debian's chromium (scripts/setup.sh installs it).
"""
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zlib


def png_pixels_vary(path):
    """True when the PNG's decompressed scanlines hold more than a handful of distinct bytes (a
    blank page is one colour: after PNG's row filters almost every byte is 0 or 255)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    width = height = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    return width > 0 and height > 0 and len(set(raw)) > 32


# Run in a copy of the page: each element wider than the page's text column (the body, 190 mm)
# is named in an attribute of <body>, so --dump-dom shows what runs past the right margin.
MARGIN_PROBE = """<script>
const right = document.body.getBoundingClientRect().right + 1;
const wide = [...document.querySelectorAll('table, svg, .pick, .server')]
  .filter(e => e.getBoundingClientRect().right > right)
  .map(e => e.tagName.toLowerCase() + ':' + Math.round(e.getBoundingClientRect().right - right) + 'px');
document.body.setAttribute('data-past-margin', wide.join(' '));
// Chart labels a line runs through: each SVG text's box against the charts' polylines and dashed
// marks (Liang-Barsky clipping of each segment to the box). A label with a halo of the page's
// colour (paint-order stroke) covers the line and is left out.
function hits(p, q, b) {
  let t0 = 0, t1 = 1;
  const dx = q[0] - p[0], dy = q[1] - p[1];
  for (const [pp, qq] of [[-dx, p[0] - b.x], [dx, b.x + b.width - p[0]], [-dy, p[1] - b.y], [dy, b.y + b.height - p[1]]]) {
    if (pp === 0) { if (qq < 0) return false; continue; }
    const r = qq / pp;
    if (pp < 0) t0 = Math.max(t0, r); else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}
const struck = [];
for (const svg of document.querySelectorAll('svg')) {
  const segs = [];
  for (const pl of svg.querySelectorAll('polyline')) {
    const pts = pl.getAttribute('points').trim().split(/\\s+/).map(s => s.split(',').map(Number));
    for (let i = 1; i < pts.length; i++) segs.push([pts[i - 1], pts[i]]);
  }
  for (const ln of svg.querySelectorAll('line[stroke-dasharray]')) {
    segs.push([[+ln.getAttribute('x1'), +ln.getAttribute('y1')], [+ln.getAttribute('x2'), +ln.getAttribute('y2')]]);
  }
  for (const t of svg.querySelectorAll('text')) {
    if (t.getAttribute('paint-order') === 'stroke') continue;
    const b = t.getBBox();
    if (segs.some(([p, q]) => hits(p, q, b))) struck.push(t.textContent.replace(/\\s+/g, '_').slice(0, 40));
  }
}
document.body.setAttribute('data-struck', struck.join(' '));
// Chart text past its SVG's box, which the SVG clips: a legend cut off mid-word (review s77: the
// German buy-or-rent legend with a colocation fee ran 60 px past the chart's 640).
const clipped = [];
for (const svg of document.querySelectorAll('svg')) {
  const box = svg.viewBox.baseVal;
  for (const t of svg.querySelectorAll('text')) {
    const b = t.getBBox();
    if (b.x < box.x - 0.5 || b.x + b.width > box.x + box.width + 0.5) {
      clipped.push(t.textContent.replace(/\s+/g, '_').slice(0, 40) + ':' + Math.round(b.x + b.width - box.width) + 'px');
    }
  }
}
document.body.setAttribute('data-clipped', clipped.join(' '));
// Each server id in the ranking keeps its parts whole: "vision-4x-" and "rtx-pro-6000-se" on a
// line each at most (the browser had broken it at its last hyphen, leaving "se" alone).
const split = [...document.querySelectorAll('td.srv .nw')].filter(e => e.getClientRects().length > 1)
  .map(e => e.textContent);
document.body.setAttribute('data-split-ids', split.join(' '));
// The page's own width against the window's: a phone (390 px) must not scroll the page sideways;
// a table wider than the screen scrolls inside itself (review s81 H2).
document.body.setAttribute('data-page-width', document.documentElement.scrollWidth + '/' + window.innerWidth);
</script>"""


def probe(dom, name):
    """An attribute MARGIN_PROBE set on <body>: what runs past the right margin ("table:27px"), the
    chart labels a line strikes through, the server ids broken inside a part."""
    found = dom.split(f'data-{name}="', 1)
    return found[1].split('"', 1)[0] if len(found) == 2 else "the probe did not run"


def render(chromium, html, html_path, png_path, failures, window="1000,1400"):
    """Screenshots the page and returns the DOM Chromium laid out, in one run of Chromium on a copy
    of the page with MARGIN_PROBE (the same page, plus a script that only sets attributes on <body>:
    the screenshot is what the page shows)."""
    common = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
              "--no-first-run", "--allow-file-access-from-files", "--window-size=" + window]
    open(html_path, "w", encoding="utf-8").write(html)
    probe_path = html_path.replace(".html", ".probe.html")
    open(probe_path, "w", encoding="utf-8").write(html.replace("</body>", MARGIN_PROBE + "</body>"))
    dom = subprocess.run(common + ["--screenshot=" + png_path, "--dump-dom", "file://" + os.path.abspath(probe_path)],
                         capture_output=True, text=True, timeout=120).stdout
    if not os.path.exists(png_path) or os.path.getsize(png_path) < 10000:
        failures.append(f"{png_path}: no screenshot")
    elif not png_pixels_vary(png_path):
        failures.append(f"{png_path}: the screenshot is blank")
    return dom


def main(vsize, out_dir):
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("html_report: chromium not found; run scripts/setup.sh (Debian package chromium)")
        return 1
    os.makedirs(out_dir, exist_ok=True)
    failures = []
    cases = {"headline": ["--res", "1280", "--dataset", "50000"],
             "headline-de": ["--res", "1280", "--dataset", "50000", "--lang", "de"],
             # The buy-or-rent legend's longest owning line: German, the drives beside it, a colocation fee.
             "colocation-de": ["--res", "1280", "--dataset", "50000", "--lang", "de", "--colocation", "150"],
             "check": ["check", "--gpu", "h200-nvl", "--count", "8", "--res", "1280", "--dataset", "50000"],
             # A server passed over for a small batch-norm batch: named in the box, the cost block once.
             "inspection-de": ["--model", "yolo11l", "--res", "1280", "--dataset", "10000", "--experiments", "3",
                               "--lang", "de"],
             # German numbers and a three-line host cell: the widest ranked table (it ran 9 px past
             # the margin with 2 px of cell padding).
             "inspection-4-de": ["--model", "yolo11m", "--res", "1280", "--dataset", "10000", "--experiments", "4",
                                 "--lang", "de"],
             # RT-DETR on VisDrone's densest sample: the memory bar's denoising-queries segment and its legend
             # (the current release caps the labels an image denoises at 100: 500 queries, 0.035 GB an image).
             "rtdetr-dense": ["check", "--model", "rtdetr-l", "--objects", "80", "--max-objects", "518", "--gpu",
                              "rtx-5090", "--count", "1", "--batch", "24"],
             # A cluster's circuits, "8x 400v-32a-3ph + 2x 230v-16a-1ph" (nodes and switches): the table ran
             # 19 px past the margin while the cell did not wrap (review s73).
             "cluster-check": ["check", "--gpu", "h200-nvl", "--count", "8", "--nodes", "4", "--fabric", "ib-ndr-400",
                               "--model", "vit-l16"]}
    for name, args in cases.items():
        html = subprocess.run([vsize] + args + ["--format", "html"], capture_output=True, text=True)
        doc = json.loads(subprocess.run([vsize] + args + ["--format", "json"], capture_output=True, text=True).stdout)
        if html.returncode != 0 or not html.stdout.startswith("<!DOCTYPE html>"):
            failures.append(f"{name}: exit {html.returncode}, not an HTML page")
            continue
        for needle in ("<script", "http://", "https://fonts", "<link", "@import"):
            if needle in html.stdout.split("<h2>Sources</h2>")[0].split("<h2>Quellen</h2>")[0]:
                failures.append(f"{name}: the page loads something from elsewhere ({needle})")
        dom = render(chromium, html.stdout, os.path.join(out_dir, name + ".html"), os.path.join(out_dir, name + ".png"),
                     failures)
        for c in doc["configurations"]:
            if f'id="row-{c["id"]}"' not in dom or f'id="server-{c["id"]}"' not in dom:
                failures.append(f"{name}: the rendered page lacks configuration {c['id']}")
                continue
            # A price with parts unpriced is a floor: its cost per experiment reads "≥ 101", as the
            # cost cell beside it ("≥ 134 @31%" at a utilisation of its own; the text table's "101+").
            row = dom.split(f'id="row-{c["id"]}"', 1)[1].split("</tr>", 1)[0]
            cost = c.get("cost") or {}
            last_cell = row.rsplit("<td", 1)[-1]  # the cost per experiment
            if cost.get("amount") is not None and not cost.get("complete", True) and not re.search(r">≥ [0-9.,]+( @[0-9.,]+%)?</td>", last_cell):
                failures.append(f"{name}: row {c['id']} shows its cost per experiment without the '≥' of a floor")
        wide = probe(dom, "past-margin")
        if wide:
            failures.append(f"{name}: past the right margin: {wide}")
        struck = probe(dom, "struck")
        if struck:
            failures.append(f"{name}: a chart line runs through the label(s) {struck}")
        clipped = probe(dom, "clipped")
        if clipped:
            failures.append(f"{name}: chart text past its SVG's edge, clipped: {clipped}")
        split = probe(dom, "split-ids")
        if split:
            failures.append(f"{name}: server id parts broken across lines: {split}")
        if "<wbr>" not in dom.split('id="row-', 1)[-1].split("</tr>", 1)[0]:
            failures.append(f"{name}: the ranking's first server id has no preferred break")
        english = ("GPU memory per GPU", "Sources")
        for needle in ('id="recommendation"', "<svg") + (english if not name.endswith("-de") else ("Quellen",)):
            if needle not in dom:
                failures.append(f"{name}: the rendered page lacks {needle}")
        if name == "headline" and doc["recommendation"]["id"] not in dom.split('id="recommendation"')[1][:400]:
            failures.append("headline: the recommendation box does not name the pick")
        box = dom.split('id="recommendation"', 1)[-1].split("<h2>", 1)[0]
        for passed in (doc.get("recommendation") or {}).get("passed_over", []):
            if "übergangen: " + passed["id"] not in box:
                failures.append(f"{name}: the recommendation box does not name {passed['id']} as passed over")
        if name == "rtdetr-dense" and ("<title>denoising queries: 0.84 GB</title>" not in dom
                                       or ">denoising queries 0.8</text>" not in dom):
            failures.append(f"{name}: the memory bar lacks the denoising queries' 0.84 GB segment or its legend")
        if name == "inspection-de" and (not doc["recommendation"]["passed_over"] or box.count("Miete von ") != 1):
            failures.append(f"{name}: expected one server passed over and the buy-or-rent line once in the box")
        # The money's sources (review s81 H1): the tariff, the exchange rate and the pick's GPU price.
        money = doc.get("money") or {}
        wanted = [money.get("tariff", {}).get("id"), (money.get("exchange_rate") or {}).get("id")]
        if name == "headline":
            pick = next(c for c in doc["configurations"] if c["id"] == doc["recommendation"]["id"])
            wanted.append("price-" + pick["gpu"]["id"])
        for record in filter(None, wanted):
            if f'id="source-{record}"' not in dom:
                failures.append(f"{name}: Sources lacks {record}")
        # Sources show each document's title, publisher and date; the catalog's notes (its field
        # names, "null") fold into a closed <details> (review s81 H7).
        shown = re.sub(r"<details>.*?</details>", "", dom.split("<h2>Sources</h2>")[-1].split("<h2>Quellen</h2>")[-1],
                       flags=re.S)
        if "<details><summary>" not in dom or re.search(r"\bnull\b", shown):
            failures.append(f"{name}: Sources show the catalog's notes (or 'null') outside a closed <details>")
        if name in ("headline", "check"):
            # On a phone: the viewport tag makes the page the screen's width, and nothing widens it.
            phone = render(chromium, html.stdout, os.path.join(out_dir, name + "-390.html"),
                           os.path.join(out_dir, name + "-390.png"), failures, "390,2400")
            page, window = probe(phone, "page-width").split("/")
            if '<meta name="viewport"' not in phone or int(page) > int(window):
                failures.append(f"{name}: at 390 px the page is {page} px wide, wider than the window")
    # A failure writes nothing to stdout.
    bad = subprocess.run([vsize, "--res", "0", "--format", "html"], capture_output=True, text=True)
    if bad.returncode != 2 or bad.stdout:
        failures.append("an error with --format html must exit 2 with stdout empty")
    for f in failures:
        print("html:", f)
    print(f"html report: {len(cases)} pages rendered in {out_dir}, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
