#!/usr/bin/env bash
# README command 2: install, build (Release, warnings as errors), run the whole test suite;
# then the same suite under AddressSanitizer + UndefinedBehaviorSanitizer, and a bounded
# fuzz run of the catalog loader and the command line.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh clang libclang-rt-14-dev
jobs="$(nproc)"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DVSIZE_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"
if [ "${VSIZE_SKIP_SANITIZE:-0}" != 1 ]; then
  # clang: its -fsanitize=undefined also checks float-to-int casts (GCC's does not).
  cmake -S . -B build-asan -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVSIZE_SANITIZE=ON >/dev/null
  cmake --build build-asan -j"$jobs"
  ctest --test-dir build-asan --output-on-failure -j"$jobs"
fi
if [ "${VSIZE_SKIP_FUZZ:-0}" != 1 ] && [ -d fuzz ]; then
  fuzz/run.sh "${VSIZE_FUZZ_SECONDS:-30}"
fi
# Close with the main suite's summary, so the last lines CI reads are the test runner's.
ctest --test-dir build -j"$jobs" | tail -n 3
