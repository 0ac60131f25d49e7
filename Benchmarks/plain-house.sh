#!/usr/bin/env bash
# The plain house's guards (issue 33), side by side: a baseline binary and a
# new one, on the same inputs, in alternating runs, so the machine's drift
# touches both alike. Prints a Markdown table (Benchmarks/plain-house.md
# holds the figures and the method).
#
#   Benchmarks/plain-house.sh BASELINE_BIN NEW_BIN [BASELINE_STATIC NEW_STATIC]
#
# Release builds (`swift build -c release`); the two static ones
# (`-Xswiftc -static-executable`) are only for the start-up rows. Needs
# python3, GNU time (/usr/bin/time), a C compiler (Benchmarks/startup/alternate.c) and, for the
# start-up ratio, taplo (PyPI: pip install taplo). ROUNDS (default 300) sets
# the start-up rounds, PAIRS (default 5) the alternating pairs of the others.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n 2,13p "$0" >&2; exit 2; }
base=$(realpath "$1") new=$(realpath "$2")
base_static=${3:+$(realpath "$3")} new_static=${4:+$(realpath "$4")}
rounds=${ROUNDS:-300}
pairs=${PAIRS:-5}
out=Benchmarks/out/plain-house
mkdir -p "$out"

# Inputs: 2,000 small files; 2,000 files of 8 tabs that each have a
# problem and its fix (16,000 diagnostics: what the JSON and SARIF writers
# cost); a clean 10 MB file (generate.py's, without its deliberate filled
# icons, so no diagnostics).
[ -d "$out/many" ] || python3 Benchmarks/generate.py many "$out/many" 2000
[ -d "$out/noisy" ] || python3 Benchmarks/generate.py noisy "$out/noisy" 2000
if [ ! -f "$out/clean.tabs" ]; then
    python3 Benchmarks/generate.py big "$out/big.tabs" 10
    sed 's/\.fill"/"/' "$out/big.tabs" > "$out/clean.tabs"
    rm "$out/big.tabs"
fi

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "date: $(date -u '+%Y-%m-%d %H:%M') UTC"
echo "baseline: $base"
echo "new:      $new"
echo

echo "== start-up: check of Benchmarks/startup/small.tabs, $rounds alternating rounds (median wall, median ratio to taplo)"
cc -O2 -o "$out/alternate" Benchmarks/startup/alternate.c
small="check --no-config Benchmarks/startup/small.tabs"
commands=("$base" $small -- "$new" $small)
[ -n "$base_static" ] && commands+=(-- "$base_static" $small -- "$new_static" $small)
taplo=$(command -v taplo || true)
if command -v pyenv >/dev/null 2>&1 && pyenv which taplo >/dev/null 2>&1; then taplo=$(pyenv which taplo); fi
if [ -n "$taplo" ]; then
    commands+=(-- "$taplo" lint Benchmarks/startup/small.toml)
else
    echo "(no taplo: the ratios are to the last binary)"
fi
"$out/alternate" "$rounds" "${commands[@]}"
echo

python3 - "$base" "$new" "$pairs" "$out" "$taplo" <<'PY'
import os, re, statistics, subprocess, sys, time

base, new, pairs, out, taplo = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]


def run(argv):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MiB) of one run, from GNU time."""
    report = os.path.join(out, "time.txt")
    with open(os.devnull, "wb") as null:
        subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", report] + argv,
                       stdout=null, stderr=null, stdin=subprocess.DEVNULL)
    wall, user, system, peak = open(report).read().split()[-4:]
    return float(wall), float(user) + float(system), int(peak) / 1024


def side_by_side(label, args, n=pairs):
    """Alternating runs of both binaries (order swapped each pair), one warm-up each."""
    run([base] + args), run([new] + args)
    figures = {base: [], new: []}
    for k in range(n):
        order = (base, new) if k % 2 == 0 else (new, base)
        for binary in order:
            figures[binary].append(run([binary] + args))
    def medians(rows):
        return [statistics.median(r[i] for r in rows) for i in range(3)]
    b, w = medians(figures[base]), medians(figures[new])
    ratio = statistics.median(x[1] / y[1] for x, y in zip(figures[new], figures[base]))
    print(f"| {label}, CPU | {b[1]*1000:.1f} ms | {w[1]*1000:.1f} ms | {ratio:.2f} |")
    print(f"| {label}, wall | {b[0]*1000:.1f} ms | {w[0]*1000:.1f} ms | {w[0]/b[0]:.2f} |")
    print(f"| {label}, peak RSS | {b[2]:.1f} MiB | {w[2]:.1f} MiB | {w[2]/b[2]:.2f} |")


def server(label, tabs, edits, n):
    """lsp_latency.py for both binaries in turn: medians over n rounds of the
    per-round median edit-to-diagnostics time and CPU an edit."""
    pattern = re.compile(r"median ([\d.]+) ms.*?CPU ([\d.]+) ms an edit", re.S)
    figures = {base: [], new: []}
    for k in range(n):
        for binary in ((base, new) if k % 2 == 0 else (new, base)):
            text = subprocess.run([sys.executable, "Benchmarks/lsp_latency.py", binary, str(tabs), str(edits)],
                                  capture_output=True, text=True, check=True).stdout
            latency, cpu = pattern.search(text).groups()
            figures[binary].append((float(latency), float(cpu)))
    b = [statistics.median(r[i] for r in figures[base]) for i in range(2)]
    w = [statistics.median(r[i] for r in figures[new]) for i in range(2)]
    print(f"| {label}, edit to diagnostics | {b[0]:.2f} ms | {w[0]:.2f} ms | {w[0]/b[0]:.2f} |")
    print(f"| {label}, server CPU an edit | {b[1]:.2f} ms | {w[1]:.2f} ms | {w[1]/b[1] if b[1] else float('nan'):.2f} |")


if taplo:
    small = "Benchmarks/startup/small.tabs"
    for binary, name in ((base, "baseline"), (new, "new")):
        rss = statistics.median(run([binary, "check", "--no-config", small])[2] for _ in range(5))
        taplo_rss = statistics.median(run([taplo, "lint", "Benchmarks/startup/small.toml"])[2] for _ in range(5))
        print(f"start-up peak RSS, {name}: {rss:.1f} MiB, {rss / taplo_rss:.2f}x taplo's {taplo_rss:.1f} MiB")
    print()

print("| guard | baseline | new | new / baseline |")
print("|---|---|---|---|")
server("40-tab document, 10 rounds of 1,000 edits", 40, 1000, 10)
side_by_side("2,000 small files in one run (`check --format json --no-config`)",
             ["check", "--format", "json", "--no-config", f"{out}/many"])
side_by_side("2,000 files, 16,000 diagnostics (`check --format json --no-config`)",
             ["check", "--format", "json", "--no-config", f"{out}/noisy"])
side_by_side("2,000 files, 16,000 diagnostics (`check --format sarif --no-config`)",
             ["check", "--format", "sarif", "--no-config", f"{out}/noisy"])
server("5,000-tab document, 3 rounds of 100 edits", 5000, 100, 3)
side_by_side("clean 10 MB file (`check --format json --no-config`)",
             ["check", "--format", "json", "--no-config", f"{out}/clean.tabs"])
PY
