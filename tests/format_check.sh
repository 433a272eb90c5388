#!/usr/bin/env bash
# The C++ follows the house style (.clang-format): clang-format reports every line it would
# change. Fix with: clang-format -i $(git ls-files '*.cpp' '*.hpp')
set -euo pipefail
cd "$(dirname "$0")/.."
format=$(command -v clang-format || command -v clang-format-14 || true)
[ -n "$format" ] || { echo "format: clang-format is not installed (scripts/setup.sh installs it)"; exit 1; }
files=$(find src include tests bench fuzz tools -name '*.cpp' -o -name '*.hpp' | sort)
"$format" --style=file --dry-run --Werror $files
echo "format: $(echo "$files" | wc -l) files follow .clang-format"
