#!/usr/bin/env bash
# The preview benchmark (figures in README.md): `tablint preview` of a
# 40-tab file in 20 languages on iPhone (the default platform), against
# `tablint check` of the same file; page size and whole-process wall time.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-/tmp/tablint-preview-bench}
python3 Benchmarks/preview/make.py "$out"
swift build -c release --product tablint >/dev/null
bin=.build/release/tablint
"$bin" preview --no-config "$out/Big.tabs" >"$out/page.html" 2>/dev/null || true
echo "page: $(wc -c <"$out/page.html") bytes, $(grep -c '<figure' "$out/page.html") panels"
time_it() {
    # Median of 31 runs, in milliseconds.
    python3 - "$@" <<'PY'
import subprocess, sys, time
runs = []
for _ in range(31):
    t = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    runs.append((time.perf_counter() - t) * 1000)
runs.sort()
print(f"median {runs[15]:.1f} ms, min {runs[0]:.1f} ms, max {runs[-1]:.1f} ms")
PY
}
echo "preview: $(time_it "$bin" preview --no-config "$out/Big.tabs")"
echo "check:   $(time_it "$bin" check --no-config --format concise "$out/Big.tabs")"
