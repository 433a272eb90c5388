#!/usr/bin/env bash
# README command 2: install, build (Release, warnings as errors), run the whole test suite;
# then the same suite under AddressSanitizer + UndefinedBehaviorSanitizer, and a bounded
# fuzz run of the catalog loader and the command line.
set -euo pipefail
cd "$(dirname "$0")/.."
# First what the Release build needs (and Ninja, which starts a library's objects while the one
# it links is still building); then, in the background while that build runs, clang for the
# sanitizers and libFuzzer, chromium, fonts and python3-jsonschema for the HTML and schema tests,
# python3-yaml for the launch test, dpkg-dev for the package test (dpkg-shlibdeps) and
# python3-numpy for tools/mosaic_labels.py's test. On a fresh machine the download overlaps the
# compile rather than preceding it.
scripts/setup.sh ninja-build
scripts/setup.sh clang clang-format libclang-rt-14-dev chromium fonts-dejavu-core python3-jsonschema python3-yaml dpkg-dev \
  python3-numpy &
setup_pid=$!
jobs="$(nproc)"
# Ninja for a new tree; a tree configured earlier keeps its generator (and gets its tests back if
# scripts/run.sh configured it without them).
generator=()
[ -f build/CMakeCache.txt ] || generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DVSIZE_BUILD_TESTS=ON -DVSIZE_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build -j"$jobs"
wait "$setup_pid"
summary="$(mktemp)"
ctest --test-dir build --output-on-failure -j"$jobs" | tee "$summary"
if [ "${VSIZE_SKIP_SANITIZE:-0}" != 1 ]; then
  # One clang tree for the sanitized suite and the fuzz targets: everything is built with
  # ASan + UBSan (clang's also checks float-to-int casts, GCC's does not) and with libFuzzer's
  # coverage instrumentation, which the sanitizer runtime serves for the test binary too.
  # -O1 with line tables: what ASan recommends, and quicker to compile than -O2 -g.
  generator=()
  [ -f build-asan/CMakeCache.txt ] || generator=(-G Ninja)
  cmake -S . -B build-asan "${generator[@]}" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVSIZE_SANITIZE=ON \
    -DVSIZE_BUILD_FUZZ=ON "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link" \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" >/dev/null
  cmake --build build-asan -j"$jobs"
  # Packaging a sanitized build proves nothing; clang-format, saved-activations, mosaic-labels and
  # lang-coverage run no compiled code (the same check twice): of the tests beside Catch2's, the
  # write contract runs sanitized. The slowest Catch2 cases under the sanitizers repeat code the rest reaches
  # and the Release run checks byte for byte: the record shuffle (the catalog reader, 85 s of CPU
  # under ASan), the schema validation of every format (37 s) and the five whole calibration fits
  # and the per-generation tables (vsize accuracy, 10-50 s each; `accuracy --explain` and the
  # leave-one-source-out bounds still run the fit sanitized), and the two Python drivers whose code paths the Catch tests reach
  # in-process (html-report, 29 s: the HTML formatter, rendered in Chromium by the Release run;
  # launch, 22 s: the job files). Three more fits repeat the leave-one-source-out one (held out:
  # YOLOv5l, the two AutoBatch profiles: 10-13 s each), and every format of every command (19 s) is the goldens'
  # code, which the sanitized suite runs. So is the fold without AMP rows (another whole fit, 11 s), and
  # every option at and past its limits (20 s: the parser's edges, which fuzz_cli drives under the same
  # sanitizers). So are the README's accuracy paragraph and the errors per step limit (two more
  # whole fits, 10 and 7 s) and the provenance lines of every command's output (8 s, the goldens'
  # code again), and accuracy read from a config file (another whole fit). CI has two cores and ten minutes;
  # the fuzzers get 10 s each.
  # Allocation stacks of 8 frames, not ASan's 30: the catalog copies behind every in-process run
  # allocate often, and unwinding 30 frames at each was a fifth of the suite's time.
  asan_options="${ASAN_OPTIONS:-malloc_context_size=8}"
  ASAN_OPTIONS="$asan_options" ctest --test-dir build-asan --output-on-failure -R '^write-errors$'
  # The Catch2 cases in 16 processes, two at a time, not one process a case as ctest runs them:
  # a sanitized process costs 0.3 s of CPU to start and to scan for leaks (tests/catch_shards.sh).
  ASAN_OPTIONS="$asan_options" tests/catch_shards.sh build-asan/tests/vsize_tests 'shuffling the records.*|docs/accuracy.md shows.*|the catalog carries the fit.*|vsize accuracy: table.*|held-out rows are sourced.*|the confidence experiments are counted.*|errors per GPU generation.*|held out: YOLOv5l, one COCO epoch.*|AutoBatch rows: a detect head.*|AutoBatch since Ultralytics.*|every --format is valid for every command.*|a fold without AMP rows.*|options at and past their limits|the README.s accuracy paragraph.*|errors per step limit.*|every output names the vsize version.*|a top-level key only accuracy takes.*' 16 "$jobs"
  if [ "${VSIZE_SKIP_FUZZ:-0}" != 1 ]; then
    VSIZE_FUZZ_BUILD_DIR="$PWD/build-asan" VSIZE_FUZZ_CONFIGURED=1 fuzz/run.sh "${VSIZE_FUZZ_SECONDS:-20}"
  fi
fi
# Close with the main suite's summary, so the last lines CI reads are the test runner's.
tail -n 3 "$summary"
rm -f "$summary"
