#!/usr/bin/env bash
# README command 1: install, build (Release), run the headline job on the embedded catalog.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DVSIZE_BUILD_TESTS=OFF >/dev/null
cmake --build build -j"$(nproc)" --target vsize >/dev/null
./build/vsize --res 1280 --dataset 50000 "$@"
