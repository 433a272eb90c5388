#!/usr/bin/env bash
# Start-up as a process, as a ratio to a bare process start on the same machine in the same run
# (issue 22: the headline within 4x /bin/true). Uses hyperfine (Debian's hyperfine) when there,
# else a loop of 200 runs each. Usage: bench/startup.sh [path/to/vsize]
set -euo pipefail
vsize=${1:-build/vsize}
if command -v hyperfine >/dev/null; then
  hyperfine -N --warmup 30 -r 300 /bin/true "$vsize --version" "$vsize --help" "$vsize --res 1280 --dataset 50000" \
    --export-json /tmp/vsize-startup.json >/dev/null 2>&1
  python3 - <<'PY'
import json
r = {x["command"]: x["mean"] for x in json.load(open("/tmp/vsize-startup.json"))["results"]}
base = r["/bin/true"]
for cmd, t in r.items():
    print(f"{t * 1000:6.2f} ms  {t / base:4.1f}x  {cmd}")
PY
else
  for cmd in /bin/true "$vsize --version" "$vsize --res 1280 --dataset 50000"; do
    start=$(date +%s%N)
    for _ in $(seq 200); do $cmd >/dev/null; done
    echo "$(( ($(date +%s%N) - start) / 200000 )) us  $cmd"
  done
fi
