#!/usr/bin/env bash
# Start-up of `tablint check` on one small file against `taplo lint` on the
# same content as TOML (issue 13 item 6), and of a one-line Swift program
# for scale. Needs taplo (PyPI: pip install taplo) and python3; GNU time for
# the peak RSS. Builds nothing; build the two release variants first:
#   default:  swift build -c release                      (.build/release)
#   static:   swift build -c release -Xswiftc -static-executable --scratch-path .build-static
# Usage: Benchmarks/startup/run.sh [PAIRS]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/../.."
pairs=${1:-60}
taplo=${TAPLO:-taplo}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
echo 'print("hello")' > "$scratch/one.swift"
swiftc -O "$scratch/one.swift" -o "$scratch/one" 2>/dev/null

# Alternating pairs, A then B, after warm-up; the median of the per-pair
# wall ratios (load changes affect both sides of a pair alike).
pairs() {
    python3 - "$pairs" "$1" "$2" <<'PY'
import shlex, statistics, subprocess, sys, time
n = int(sys.argv[1]); a = shlex.split(sys.argv[2]); b = shlex.split(sys.argv[3])
def run(cmd):
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t
for _ in range(5): run(a); run(b)
ratios, ta, tb = [], [], []
for _ in range(n):
    x = run(a); y = run(b)
    ta.append(x); tb.append(y); ratios.append(x / y)
print(f"  wall {statistics.median(ta)*1000:.2f} ms against {statistics.median(tb)*1000:.2f} ms; "
      f"ratio median {statistics.median(ratios):.2f} (pairs from {min(ratios):.2f} to {max(ratios):.2f}, {n} pairs)")
PY
}

peak() { # median peak RSS of 5 runs, MiB (GNU time's %M)
    for _ in 1 2 3 4 5; do /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1; done \
        | sort -n | sed -n 3p | awk '{printf "%.1f MiB", $1/1024}'
}

toml="$taplo lint Benchmarks/startup/small.toml"
for bin in .build/release/tablint .build-static/release/tablint "$scratch/one"; do
    [ -x "$bin" ] || { echo "missing $bin: build it first (see the comment above)" >&2; exit 2; }
    if [ "$bin" = "$scratch/one" ]; then command="$bin"; else command="$bin --no-config Benchmarks/startup/small.tabs"; fi
    echo "== $command"
    ldd "$bin" 2>&1 | grep -Ei 'foundation|icu|swiftDispatch' || echo "  (no Foundation, ICU or Dispatch overlay linked)"
    pairs "$command" "$toml"
    echo "  peak RSS $(peak $command) against $(peak $toml)"
done
