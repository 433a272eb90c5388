#!/usr/bin/env python3
"""Every sentence the reports put through tr()/trf() has a German entry in lang.cpp.

A string vsize prints under --lang de without an entry comes out in English: this lists those
whose literal (adjacent C string literals joined) has a lowercase English word of four letters or
more outside catalog ids, option names and ceil/floor (fragments such as " = {} x {}" need none).

    python3 tests/lang_coverage.py SOURCE_DIR
"""
import glob
import re
import sys

LITERAL = re.compile(r'\s*"((?:[^"\\]|\\.)*)"')
CALL = re.compile(r'\btrf?\(\s*(?:lang|x\.lang\(\)|l)\s*,\s*')
ENTRY = re.compile(r'\{\s*("(?:[^"\\]|\\.)*"(?:\s*"(?:[^"\\]|\\.)*")*)\s*,')
IDS = re.compile(r'--[a-z0-9-]+|[a-z0-9]+(?:-[a-z0-9]+)+')
MATH = {"ceil", "floor", "sqrt"}


def joined(text):
    parts, i = [], 0
    while True:
        m = LITERAL.match(text, i)
        if not m:
            break
        parts.append(m.group(1))
        i = m.end()
    return "".join(parts) if parts else None


def worded(s):
    return any(w not in MATH for w in re.findall(r"\b[a-z]{4,}\b", IDS.sub(" ", s)))


def main(root):
    lang = open(f"{root}/src/report/common/lang.cpp", encoding="utf-8").read()
    keys = {joined(m.group(1)) for m in ENTRY.finditer(lang)}
    missing = []
    for path in sorted(glob.glob(f"{root}/src/report/*/*.cpp")):
        if path.endswith("lang.cpp"):
            continue
        text = open(path, encoding="utf-8").read()
        for m in CALL.finditer(text):
            s = joined(text[m.end():])
            if s is not None and s not in keys and worded(s):
                line = text.count("\n", 0, m.start()) + 1
                missing.append(f"{path[len(root) + 1:]}:{line}: no German for \"{s[:100]}\"")
    for m in missing:
        print(m)
    print(f"lang coverage: {len(missing)} sentence(s) without German")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
