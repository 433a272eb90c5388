# Writes two small but complete catalogs, seeds for the fuzzer's empty-start pass (issue 25 item 5):
# the embedded catalog cut to one server (8x h200-nvl on the XE7745, the default model), one without drives
# and one without NICs. Usage: python3 fuzz/full_catalog_seeds.py . (from the repository root)
import json, sys
root = sys.argv[1]
d = json.load(open(f'{root}/data/catalog.json'))
plat_id = 'dell-poweredge-xe7745'
plat = [p for p in d['platforms'] if p['id'] == plat_id][0]
model = [x for x in d['models'] if x['id'] == 'yolo11x'][0]
def slim(r):
    r = dict(r)
    r['sources'] = [{"title": "t", "publisher": "p", "url": "https://example.org", "detail": "d"}]
    for f in ('research', 'estimate', 'notes'):
        r.pop(f, None)
    return r
def build(drop):
    out = {'schema_version': d['schema_version']}
    for k, v in d.items():
        if k == 'schema_version' or k in drop:
            continue
        recs = v
        if k == 'gpus': recs = [r for r in v if r['id'] == 'h200-nvl']
        if k == 'cpus': recs = [r for r in v if r['id'] == 'epyc-9555']
        if k == 'models': recs = [model]
        if k == 'families': recs = [r for r in v if r['id'] == model['family']]
        if k == 'platforms':
            p = dict(plat); p['qualified_gpus'] = ['h200-nvl']; recs = [p]
        if k == 'lineup': recs = [r for r in v if r['id'] == 'vision-8x-h200-nvl']
        if k == 'psus': recs = [r for r in v if r['id'] in plat['psu_options']]
        if k == 'dimms': recs = [r for r in v if r.get('memory_type') == 'ddr5']
        out[k] = [slim(r) for r in recs]
    return json.dumps(out, separators=(',', ':'))
open(f'{root}/fuzz/corpus/catalog/full_no_drives.json', 'w').write(build({'drives'}))
open(f'{root}/fuzz/corpus/catalog/full_no_nics.json', 'w').write(build({'nics'}))
