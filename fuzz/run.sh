#!/usr/bin/env bash
# Builds the libFuzzer targets with clang++ (ASan + UBSan) and runs the two side by side, each for SECONDS/2
# seconds, on a copy of the seed corpus. Usage: fuzz/run.sh [SECONDS] (default 60).
# Exits non-zero when a target crashes; crash inputs are left in fuzz/corpus-run/artifacts/.
set -euo pipefail
SECONDS_TOTAL=${1:-60}
HALF=$(( SECONDS_TOTAL / 2 ))
if (( HALF < 1 )); then HALF=1; fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${VSIZE_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}
RUN=$ROOT/fuzz/corpus-run
JOBS=${JOBS:-$(nproc)}

# VSIZE_FUZZ_CONFIGURED=1: $BUILD is already configured with the fuzz targets and the
# instrumentation (scripts/test.sh shares its sanitizer tree).
if [ "${VSIZE_FUZZ_CONFIGURED:-0}" != 1 ]; then
  SAN="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g"
  cmake -S "$ROOT" -B "$BUILD" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DVSIZE_BUILD_FUZZ=ON -DVSIZE_BUILD_TESTS=OFF -DVSIZE_BUILD_BENCH=OFF "-DCMAKE_CXX_FLAGS=$SAN" >/dev/null
fi
cmake --build "$BUILD" -j "$JOBS" --target fuzz_catalog fuzz_cli

rm -rf "$RUN"
mkdir -p "$RUN/artifacts"
cp -r "$ROOT/fuzz/corpus/catalog" "$RUN/catalog"
cp -r "$ROOT/fuzz/corpus/cli" "$RUN/cli"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# The two targets run side by side: each is one process, and CI has two cores.
declare -A pid
start_one() {
  local name=$1 dict_dir=$2; shift 2
  echo "== $name: ${HALF} s"
  "$BUILD/fuzz/$name" "$RUN/$dict_dir" -max_total_time="$HALF" -rss_limit_mb=2048 \
    -artifact_prefix="$RUN/artifacts/$name-" -print_final_stats=1 "$@" >"$RUN/$name.log" 2>&1 &
  pid[$name]=$!
}
status=0
total=0
report_one() {
  local name=$1 log=$RUN/$1.log rc=0 execs
  wait "${pid[$name]}" || rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  execs=${execs:-0}
  total=$(( total + execs ))
  echo "   $name executions: $execs, exit: $rc"
  if (( rc != 0 )); then
    status=1
    echo "   CRASH: see $log"
    grep -E 'ERROR|runtime error|SUMMARY|abort|Test unit written' "$log" | head -20 | sed 's/^/   /'
  fi
}
start_one fuzz_catalog catalog -max_len=65536
start_one fuzz_cli cli -max_len=4096
report_one fuzz_catalog
report_one fuzz_cli
echo "total executions: $total"
ls "$RUN/artifacts" 2>/dev/null | sed 's/^/artifact: /'
exit $status
