#!/usr/bin/env bash
# Runs a Catch2 (v2) test binary's cases in a few processes, not one process a case as ctest's
# catch_discover_tests does. Under AddressSanitizer each process costs about 0.3 s of CPU to start
# and to scan for leaks at exit (a 90 MB binary's relocations, the sanitizer's shadow memory and
# LeakSanitizer's scan: measured with perf on 2 cores, clang 14), so the sanitized suite's ~400
# processes spent about 120 s of CPU, a third of the suite, before testing anything.
#
# Usage: tests/catch_shards.sh BINARY EXCLUDE_REGEX SHARDS JOBS
#   EXCLUDE_REGEX: an extended regular expression over whole test names; matching cases are left
#   out ('' leaves out none). The cases are dealt round-robin into SHARDS input files (-f), which
#   run JOBS at a time, so the slow cases spread over the shards and the shards over the cores.
# Exit 0 when every shard passed and the shards together ran every selected case exactly once.
set -euo pipefail
bin="$1" exclude="$2" shards="$3" jobs="$4"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

# Catch2 v2 exits with the number of cases it listed.
{ "$bin" --list-test-names-only || true; } | sed '/^$/d' >"$dir/all"
if [ ! -s "$dir/all" ]; then
  echo "catch shards: $bin listed no test cases"
  exit 1
fi
if [ -n "$exclude" ]; then
  grep -Ev "^(${exclude})\$" "$dir/all" >"$dir/selected" || true
else
  cp "$dir/all" "$dir/selected"
fi
wanted="$(wc -l <"$dir/selected")"
# Catch2 reads each line of an input file as a test spec: a comma, bracket or backslash in a
# name is escaped as catch_discover_tests escapes it.
sed -e 's/[][,\\]/\\&/g' "$dir/selected" | awk -v dir="$dir" -v n="$shards" '{ print > (dir "/shard" (NR - 1) % n) }'

run_one() { # shard file -> its log; Catch's exit status is the failed assertions' count. A shard
  # gets ctest's default limit of 1500 s for one test, so a hang fails CI rather than holding it.
  timeout -k 10 1500 "$1" -f "$2" --order decl >"$2.log" 2>&1 && echo ok >"$2.status" || echo "$?" >"$2.status"
}
export -f run_one
find "$dir" -name 'shard*' ! -name '*.*' -print0 | xargs -0 -P "$jobs" -I{} bash -c 'run_one "$0" "$1"' "$bin" {}

failed=0
ran=0
processes=0
for log in "$dir"/shard*.log; do
  shard="${log%.log}"
  # "All tests passed (N assertions in M test cases)" or "test cases: M | ..."
  # A shard that died (a sanitizer's report, a kill, exit() in a test) prints no summary: no count,
  # and its log is printed below, not lost with the set -e of an empty grep.
  cases="$({ grep -Eo '(in|test cases:) [0-9]+ test cases?|test cases: *[0-9]+' "$log" || true; } |
    { grep -Eo '[0-9]+' || true; } | head -1)"
  ran=$((ran + ${cases:-0}))
  processes=$((processes + 1))
  if [ "$(cat "$shard.status")" != ok ] || [ -z "$cases" ]; then
    failed=1
    echo "== $(basename "$shard") failed (exit $(cat "$shard.status"), ${cases:-no} test case summary):"
    cat "$log"
  fi
done
echo "catch shards: $ran of $wanted selected test cases ran in $processes processes ($(($(wc -l <"$dir/all") - wanted)) left out)"
if [ "$ran" != "$wanted" ]; then
  echo "catch shards: the shards ran $ran test cases, not the $wanted selected: a shard that stopped early, or a name the spec escaping missed?"
  failed=1
fi
exit "$failed"
