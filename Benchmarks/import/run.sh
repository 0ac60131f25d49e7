#!/usr/bin/env bash
# The import benchmark (figures in README.md): `tablint import` of a large
# real app's tree against `grep -rl TabView` over the same tree, whole
# processes timed from outside by farm-bench, runs paired A B A B.
#   Benchmarks/import/run.sh TREE [RUNS]
# TREE is a checkout of an app (mastodon-ios, pocket-casts-ios, ...); this
# script reads it and writes nothing into it. Nothing is downloaded here.
set -euo pipefail
cd "$(dirname "$0")/../.."
tree=${1:?usage: Benchmarks/import/run.sh TREE [RUNS]}
runs=${2:-11}
swift build -c release --product tablint >/dev/null
bin=$(pwd)/.build/release/tablint
echo "tree: $tree: $(find "$tree" -name '*.swift' | wc -l) Swift files, $(du -sh "$tree" | cut -f1)"
(cd "$tree" && "$bin" import --list) || true
# Warm the page cache once, then measure: import (A) against grep (B).
grep -rl TabView "$tree" >/dev/null || true
cd "$tree"
farm-bench -n "$runs" --warmup 2 --timeout 600 --vs "grep -rl TabView ." -- "$bin" import
