#!/usr/bin/env bash
# The package people install: `cpack -G DEB` from the build tree must hold the binary, the man
# page, bash and zsh completion and the schema; the man page must render; the bash completion
# must offer options, subcommands and catalog ids. Usage: package.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/vsize_*_amd64.deb "$out"/vsize_*.deb 2>/dev/null | head -1)
[ -n "$deb" ] || { echo "package: cpack wrote no .deb"; exit 1; }
listing=$(dpkg-deb -c "$deb")
for f in ./usr/bin/vsize ./usr/share/man/man1/vsize.1 ./usr/share/bash-completion/completions/vsize \
         ./usr/share/zsh/vendor-completions/_vsize ./usr/share/doc/vsize/docs/vsize.schema.json ./usr/share/doc/vsize/docs/csv.md; do
  grep -q " $f\$" <<<"$listing" || { echo "package: $deb lacks $f"; exit 1; }
done
info=$(dpkg-deb -I "$deb")
# libstdc++ and fmt are linked in (start-up: bench/RESULTS.md); dpkg-shlibdeps finds libc6 alone.
grep -q "Depends: .*libc6" <<<"$info" || { echo "package: no dependency on libc6"; exit 1; }
if grep -qE "Depends: .*(libfmt|libstdc)" <<<"$info"; then echo "package: depends on a library vsize links in"; exit 1; fi
# The man page renders and names every subcommand.
if command -v man >/dev/null; then
  man_text=$(MANWIDTH=100 man -l "$build/vsize.1" 2>/dev/null)
elif command -v groff >/dev/null; then
  man_text=$(groff -man -Tutf8 "$build/vsize.1" 2>/dev/null)
else
  man_text=$(cat "$build/vsize.1") # no formatter here: check the source
fi
for s in "COMMAND: check" "COMMAND: accuracy" "EXIT STATUS" "Usage: vsize check"; do
  grep -q "$s" <<<"$man_text" || { echo "package: the man page lacks '$s'"; exit 1; }
done
# Bash completion, with the built binary first on PATH.
PATH="$build:$PATH" bash -c '
  source "'"$(dirname "$0")"'/../completions/vsize.bash"
  COMP_WORDS=(vsize --re); COMP_CWORD=1; _vsize; [[ " ${COMPREPLY[*]} " == *" --res "* ]] || { echo "completion: --re"; exit 1; }
  COMP_WORDS=(vsize ch); COMP_CWORD=1; _vsize; [[ " ${COMPREPLY[*]} " == *" check "* ]] || { echo "completion: ch"; exit 1; }
  COMP_WORDS=(vsize --gpu h200); COMP_CWORD=2; _vsize; [[ " ${COMPREPLY[*]} " == *" h200-nvl "* ]] || { echo "completion: --gpu h200"; exit 1; }
  COMP_WORDS=(vsize check --co); COMP_CWORD=2; _vsize; [[ " ${COMPREPLY[*]} " == *" --count "* ]] || { echo "completion: check --co"; exit 1; }
'
echo "package: $(basename "$deb") holds the binary, man page, completion and schema; completion works"
