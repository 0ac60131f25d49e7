#!/usr/bin/env bash
# Start-up of `tablint check` on one small file against `taplo lint` on the
# same content as TOML (issue 13 item 6), with one-line Swift programs for
# scale. Needs taplo (PyPI: pip install taplo), a C compiler and GNU time
# (for the peak RSS). Builds nothing of tablint; build the two release
# variants first:
#   default:  swift build -c release                      (.build/release)
#   static:   swift build -c release -Xswiftc -static-executable --scratch-path .build-static
# Usage: Benchmarks/startup/run.sh [ROUNDS]   (default 300)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-300}
taplo=$(command -v "${TAPLO:-taplo}")
# pyenv and similar put a shell script in front of the real program: time the program.
if command -v pyenv >/dev/null 2>&1 && pyenv which taplo >/dev/null 2>&1; then taplo=$(pyenv which taplo); fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cc -O2 -o "$scratch/alternate" Benchmarks/startup/alternate.c
echo 'print("hello")' > "$scratch/one.swift"
swiftc -O "$scratch/one.swift" -o "$scratch/one" 2>/dev/null
# The same program without the implicit import of _StringProcessing (a
# frontend flag, so not something a package's manifest may set): it no
# longer loads libswift_StringProcessing and libswift_RegexParser.
swiftc -O -Xfrontend -disable-implicit-string-processing-module-import \
    "$scratch/one.swift" -o "$scratch/one-lean" 2>/dev/null

for bin in .build/release/tablint .build-static/release/tablint; do
    [ -x "$bin" ] || { echo "missing $bin: build it first (see the comment above)" >&2; exit 2; }
done
small="--no-config Benchmarks/startup/small.tabs"
toml="$taplo lint Benchmarks/startup/small.toml"

echo "== wall time, $rounds alternating rounds (median, and median of the per-round ratio to taplo)"
"$scratch/alternate" "$rounds" \
    .build/release/tablint $small -- \
    .build/release/tablint --version -- \
    .build-static/release/tablint $small -- \
    "$scratch/one" -- \
    "$scratch/one-lean" -- \
    $toml

echo "== linked"
ldd .build/release/tablint | awk '{print "  " $1}'
ldd .build/release/tablint | grep -Ei 'foundation|icu|swiftDispatch' || echo "  (no Foundation, ICU or Dispatch overlay)"

peak() { # median peak RSS of 5 runs, MiB (GNU time's %M)
    for _ in 1 2 3 4 5; do /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; done \
        | sort -n | sed -n 3p | awk '{printf "%.1f MiB", $1/1024}'
}
echo "== peak RSS"
echo "  default build  $(peak .build/release/tablint $small)"
echo "  static build   $(peak .build-static/release/tablint $small)"
echo "  one-line       $(peak "$scratch/one")"
echo "  taplo          $(peak $toml)"
