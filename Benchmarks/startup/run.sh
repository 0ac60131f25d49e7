#!/usr/bin/env bash
# Start-up of `tablint check` on one small file against `taplo lint` on the
# same content as TOML (issue 13 item 6). Needs hyperfine (Debian) and taplo
# (PyPI: pip install taplo). Builds the two release variants first:
#   default:  swift build -c release                      (.build/release)
#   static:   swift build -c release -Xswiftc -static-executable --scratch-path .build-static
set -euo pipefail
cd "$(dirname "$0")/../.."
taplo=${TAPLO:-taplo}
for bin in .build/release/tablint .build-static/release/tablint; do
    [ -x "$bin" ] || { echo "missing $bin: build it first (see the comment above)" >&2; exit 2; }
    echo "== $bin"
    ldd "$bin" 2>&1 | grep -Ei 'foundation|icu' || echo "(no Foundation or ICU linked)"
    hyperfine -N --warmup 5 --runs 60 \
        "$bin --no-config Benchmarks/startup/small.tabs" \
        "$taplo lint Benchmarks/startup/small.toml"
    for cmd in "$bin --no-config Benchmarks/startup/small.tabs" "$taplo lint Benchmarks/startup/small.toml"; do
        /usr/bin/time -f "%M KiB peak: $cmd" $cmd >/dev/null 2>/tmp/startup-time.txt || true
        tail -1 /tmp/startup-time.txt
    done
done
