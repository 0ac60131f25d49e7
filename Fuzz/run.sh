#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time.
#   Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET ...]     (default 15 s, every target)
# Targets: parser check format fix lsp-framing lsp-session plist import.
# Exits non-zero when a target crashes (or a build fails), printing the
# input that did it. Working corpora live in .build-fuzz/corpus/<target>.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

SECONDS_PER_TARGET="${1:-15}"
shift || true
ALL_TARGETS=(parser check format fix lsp-framing lsp-session plist import)
TARGETS=("$@")
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=("${ALL_TARGETS[@]}")

SCRATCH="${FUZZ_SCRATCH:-.build-fuzz}"
NICE="nice -n ${FUZZ_NICE:-10}"
export SWIFT_BACKTRACE=enable=no   # let libFuzzer see the crash and save the input

# FUZZ_NO_BUILD=1 reuses the last build of the library targets (while
# others are editing sources, a rebuild each run is slow).
if [ "${FUZZ_NO_BUILD:-0}" != 1 ] || [ ! -d "$SCRATCH/release/TablintCLI.build" ]; then
    echo "== building the library targets with -sanitize=fuzzer ($SCRATCH)"
    $NICE swift build -c release --scratch-path "$SCRATCH" \
        -Xswiftc -sanitize=fuzzer -Xswiftc -enable-testing --target TablintCLI || { echo "fuzz: build failed" >&2; exit 2; }
fi

MODULES=(TabsBase TabsSyntax TabsJSON TabsLint TablintWorkspace TablintPreview TablintLSP TablintGenerate TablintImport TablintCLI)
OBJECTS=()
for m in "${MODULES[@]}"; do
    for o in "$SCRATCH"/release/"$m".build/*.o; do
        # A source deleted since the last build leaves its object behind:
        # link only the objects whose source file is still there.
        source=$(basename "$o" .o)
        [ -n "$(find "Sources/$m" -name "$source" -print -quit)" ] && OBJECTS+=("$o")
    done
done

mkdir -p "$SCRATCH/fuzzers"
for t in "${TARGETS[@]}"; do
    bin="$SCRATCH/fuzzers/$t"
    src="Fuzz/harnesses/$t.swift"
    [ -f "$src" ] || { echo "fuzz: no harness $src" >&2; exit 2; }
    # Relink only when a harness or an object is newer than the binary.
    if [ ! -x "$bin" ] || [ -n "$(find "$src" Fuzz/harnesses/Common.swift "${OBJECTS[@]}" -newer "$bin" 2>/dev/null | head -1)" ]; then
        echo "== linking $t"
        $NICE swiftc -O -sanitize=fuzzer -parse-as-library -module-name "fuzz_${t//-/_}" \
            -I "$SCRATCH/release/Modules" \
            Fuzz/harnesses/Common.swift "$src" "${OBJECTS[@]}" -o "$bin" \
            || { echo "fuzz: linking $t failed" >&2; exit 2; }
    fi
done

# Seeds: the rule fixtures and examples for the .tabs targets; framed
# messages for the LSP ones; every regression input for its own target.
seed_dirs() {
    case "$1" in
        lsp-framing|lsp-session) echo "Fuzz/seeds/$1" ;;
        plist) echo "Fuzz/seeds/plist Tests/TabsLintTests/Fixtures/symbols Tests/TablintWorkspaceTests/Fixtures/Resources" ;;
        import) echo "Tests/TablintImportTests/Fixtures" ;;
        *) echo "Tests/TabsLintTests/Fixtures/rules Examples" ;;
    esac
}

status=0
for t in "${TARGETS[@]}"; do
    corpus="$SCRATCH/corpus/$t"
    artifacts="$SCRATCH/artifacts/$t"
    seeds="$SCRATCH/seeds/$t"
    mkdir -p "$corpus" "$artifacts" "$seeds"
    # libFuzzer reads seed directories flat: gather the files.
    seed_names=(-name '*.tabs')
    [ "$t" = plist ] && seed_names=(-name '*.plist' -o -name '*.strings' -o -name '*.pbxproj')
    [ "$t" = import ] && seed_names=(-name '*.swift' -o -name '*.storyboard')
    find $(seed_dirs "$t") "Fuzz/regressions/$t" -type f \( "${seed_names[@]}" -o ! -name '*.*' \) 2>/dev/null \
        | while read -r f; do cp -f "$f" "$seeds/$(echo "$f" | tr '/' '_')"; done
    dict=()
    case "$t" in parser|check|format|fix) dict=(-dict=Fuzz/tabs.dict) ;; esac
    maxlen=4096
    [ "$t" = lsp-session ] && maxlen=2048
    echo "== fuzzing $t for ${SECONDS_PER_TARGET}s"
    log="$SCRATCH/artifacts/$t.log"
    $NICE "$SCRATCH/fuzzers/$t" -max_total_time="$SECONDS_PER_TARGET" -max_len="$maxlen" -timeout=20 \
        -rss_limit_mb=4096 -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" \
        "$corpus" "$seeds" >"$log" 2>&1
    rc=$?
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+.*DONE)' "$log" | sed "s/^/   $t: /"
    if [ $rc -ne 0 ]; then
        status=1
        echo "!! $t: libFuzzer exited with $rc" >&2
        grep -E 'FUZZ INVARIANT|Fatal error|ERROR: libFuzzer|SUMMARY|Test unit written' "$log" | head -20 >&2
        for crash in $(grep -oE 'Test unit written to [^ ]+' "$log" | awk '{print $5}'); do
            echo "!! crash input: $crash ($(wc -c <"$crash") bytes); first bytes:" >&2
            head -c 400 "$crash" | od -c | head -12 >&2
            echo "   reproduce: $SCRATCH/fuzzers/$t $crash" >&2
            echo "   then keep it: cp $crash Fuzz/regressions/$t/" >&2
        done
    fi
done
exit $status
