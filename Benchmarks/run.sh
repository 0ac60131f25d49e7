#!/usr/bin/env bash
# Measures tablint on generated inputs with a release build:
#   - one 10 MB file, 10,000 small files in one invocation, one small file
#     start to finish; wall time (hyperfine when installed, else a loop) and
#     peak resident memory (GNU time's %M, else /proc polling is skipped);
#   - the floors for the 10 MB file: `wc -l`, and floor.swift's bare token
#     loop (what lexing alone costs, before any tree, model or rule).
# Usage: Benchmarks/run.sh [OUTDIR]     (default Benchmarks/out)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-Benchmarks/out}"
mkdir -p "$out"

# Fully static (-static-executable): no dynamic loader or symbol binding at
# start-up, which halves the time to check one small file.
swift build -c release -Xswiftc -static-executable --scratch-path .build-static --product tablint >/dev/null
bin="$PWD/.build-static/release/tablint"
# The floor probe: the bare token loop of floor.swift (see its header).
swiftc -Ounchecked -static-stdlib Benchmarks/floor.swift -o "$out/floor" 2>/dev/null

[ -f "$out/big.tabs" ] || python3 Benchmarks/generate.py big "$out/big.tabs" 10
[ -d "$out/many" ] || python3 Benchmarks/generate.py many "$out/many" 10000
[ -f "$out/small.tabs" ] || python3 Benchmarks/generate.py small "$out/small.tabs"

peak() { # peak RSS in MB of a command, via GNU time when present
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1 | awk '{printf "%.1f", $1/1024}'
    else
        echo "n/a"
    fi
}

timeit() { # median wall seconds of N runs
    local n="$1"; shift
    python3 - "$n" "$@" <<'PY'
import subprocess, sys, time, statistics
n = int(sys.argv[1]); cmd = sys.argv[2:]
times = []
for _ in range(n):
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - t)
print(f"{statistics.median(times)*1000:.1f} ms (median of {n}; min {min(times)*1000:.1f} ms)")
PY
}

echo "machine: $(nproc) cores, $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "date: $(date -u +%Y-%m-%d)"
echo "binary: $bin ($(du -h "$bin" | cut -f1))"
size=$(stat -c %s "$out/big.tabs")
echo
echo "| input | wall | peak memory |"
echo "|---|---|---|"
echo "| one 10 MB file ($size bytes), --format json | $(timeit 5 "$bin" check --format json --no-config "$out/big.tabs") | $(peak "$bin" check --format json --no-config "$out/big.tabs") MB |"
echo "| 10,000 small files, one invocation, --format json | $(timeit 3 "$bin" check --format json --no-config "$out/many") | $(peak "$bin" check --format json --no-config "$out/many") MB |"
echo "| one small file, start to finish | $(timeit 50 "$bin" check --format json --no-config "$out/small.tabs") | $(peak "$bin" check --format json --no-config "$out/small.tabs") MB |"
echo "| wc -l on the 10 MB file (the floor) | $(timeit 5 wc -l "$out/big.tabs") | |"
echo "| floor.swift on the 10 MB file: the bare token loop, counting | $(timeit 11 "$out/floor" "$out/big.tabs") | $(peak "$out/floor" "$out/big.tabs") MB |"
echo "| floor.swift --store: the same, keeping 8 bytes a token | $(timeit 11 "$out/floor" "$out/big.tabs" --store) | $(peak "$out/floor" "$out/big.tabs" --store) MB |"
