#!/usr/bin/env bash
# The process's write contract (README, exit codes): output that cannot be written is exit 1 with one
# line on stderr, for a closed pipe as for a full disk, and for --help and --version too. In-process
# tests cannot see SIGPIPE or /dev/full, so this runs the binary.
set -uo pipefail
vsize="$1"
fail=0
expect() { # name, wanted exit code, actual exit code, stderr file
  if [ "$3" != "$2" ] || ! grep -q "could not write the output" "$4"; then
    echo "FAIL: $1: exit $3 (wanted $2); stderr: $(cat "$4")"
    fail=1
  fi
}
err="$(mktemp)"
# A reader that closes the pipe after 10 bytes: exit 1, not SIGPIPE's 141.
"$vsize" explain --gpu h200-nvl --count 4 2>"$err" | head -c 10 >/dev/null
expect "explain | head -c 10" 1 "${PIPESTATUS[0]}" "$err"
if [ -w /dev/full ]; then
  for args in "--help" "--version" "help check" "schema" "--json"; do
    # shellcheck disable=SC2086
    "$vsize" $args >/dev/full 2>"$err"
    expect "$args > /dev/full" 1 "$?" "$err"
  done
fi
rm -f "$err"
exit "$fail"
