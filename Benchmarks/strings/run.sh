#!/usr/bin/env bash
# The strings benchmark: checking a .tabs file against a 10 MB String
# Catalog (20,000 keys, 10 languages; generate.py) beside Python reading
# the same catalog with `json.load`, alternating the two.
#
# The check is check.swift, linked against the package's release modules:
# what `tablint check OUT/App.tabs` does (App.tabs names the catalog in
# `strings`) without the CLI's configuration search and reporters. It reads
# the .tabs file, reads the whole catalog through StringTableCache, runs the
# rules and makes the per-language checks.
#
# Usage: Benchmarks/strings/run.sh [OUTDIR] [RUNS]   (default Benchmarks/out/strings, 20)
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-Benchmarks/out/strings}"
runs="${2:-20}"
mkdir -p "$out"

swift build -c release --target TablintWorkspace >/dev/null
swiftc -O -I .build/release/Modules Benchmarks/strings/check.swift \
    .build/release/{TabsBase,TabsSyntax,TabsJSON,TabsLint,TablintWorkspace}.build/*.o -o "$out/check"
# (An App.tabs from before it named the catalog in `strings` is written again.)
grep -qs '^  strings' "$out/App.tabs" || python3 Benchmarks/strings/generate.py "$out"

check=("$out/check" "$out/App.tabs")
python=(python3 -c "import json; json.load(open('$out/Localizable.xcstrings'))")
"${check[@]}"

if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 2 --runs "$runs" "${check[*]}" "python3 -c \"import json; json.load(open('$out/Localizable.xcstrings'))\""
    exit 0
fi
# No hyperfine: alternate the two, GNU time's wall seconds and peak RSS per run.
for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f "check %e s %M KB" "${check[@]}" >/dev/null
    /usr/bin/time -f "python %e s %M KB" "${python[@]}" >/dev/null
done 2>&1 | sort | awk '{ t[$1] = t[$1] " " $2; m[$1] = m[$1] " " $4 } END { for (k in t) print k ": wall s" t[k] "; peak KB" m[k] }'
