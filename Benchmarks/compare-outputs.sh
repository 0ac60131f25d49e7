#!/bin/sh
# Runs two tablint binaries over every .tabs file of the repository
# (Examples/, Tests/, Fuzz/, and the inputs written to tell builds apart in
# Benchmarks/differential/) and every server session seed in
# Fuzz/seeds/, and fails when any output differs byte for byte:
# `check` in each --format (with and without a symbol catalog and
# --unsafe-fixes), `generate swift` (default, --type, --access, --bundle),
# `preview` (default, one platform, Base), `format` (on a copy), `lsp`
# on each session seed, and `rules`/`explain`. Exit status is kept too.
# The outputs (about 100 MB) are removed when identical, kept to read
# when not.
#
#   Benchmarks/compare-outputs.sh BASELINE NEW     # run from the repository root
set -u
[ $# -eq 2 ] || { echo "usage: $0 BASELINE NEW" >&2; exit 2; }
old=$1 new=$2
out=$(mktemp -d "${TMPDIR:-/tmp}/compare-outputs.XXXXXX")
symbols=Tests/TabsLintTests/Fixtures/symbols/symbols.txt
files=$(find Examples Tests Fuzz Benchmarks/differential -name '*.tabs' -not -path '*/.build/*' | sort)

run() { # run BINARY DIR NAME ARGS...: stdout, stderr and status to DIR/NAME.*
    r_bin=$1 r_dir=$2 r_name=$3; shift 3
    "$r_bin" "$@" >"$r_dir/$r_name.out" 2>"$r_dir/$r_name.err" </dev/null
    echo $? >"$r_dir/$r_name.rc"
}

side() { # side BINARY DIR: every output of one binary into DIR
    bin=$1 dir=$2; mkdir -p "$dir"
    n=0
    for f in $files; do
        n=$((n + 1)); k=$dir/$n; mkdir -p "$k"; echo "$f" >"$k/file"
        for format in human concise json sarif github; do
            run "$bin" "$k" "check-$format" check --color never --format "$format" "$f"
            run "$bin" "$k" "check-$format-symbols" check --color never --unsafe-fixes --symbols "$symbols" --format "$format" "$f"
        done
        run "$bin" "$k" gen generate swift "$f"
        run "$bin" "$k" gen-options generate swift --type Screen --access public --bundle module "$f"
        run "$bin" "$k" preview preview "$f"
        run "$bin" "$k" preview-ipad preview --platform ipad --language Base "$f"
        cp "$f" "$k/copy.tabs"
        run "$bin" "$k" format format "$k/copy.tabs"
        for stream in out err; do
            sed "s|$k|K|g" "$k/format.$stream" >"$k/format.tmp" && mv "$k/format.tmp" "$k/format.$stream"
        done
        run "$bin" "$k" format-check format --check "$f"
    done
    for seed in Fuzz/seeds/lsp-session/* Fuzz/seeds/lsp-framing/*; do
        name=lsp-$(basename "$seed")
        "$bin" lsp <"$seed" >"$dir/$name.out" 2>"$dir/$name.err"; echo $? >"$dir/$name.rc"
    done
    run "$bin" "$dir" rules rules
    run "$bin" "$dir" rules-json rules --format json
    for rule in $("$bin" rules --format json | grep -o '"id" *: *"[a-z-]*"' | sed 's/.*"\([a-z-]*\)"$/\1/'); do
        run "$bin" "$dir" "explain-$rule" explain "$rule"
    done
}

# Both binaries are called `tablint` (messages may name the program), and
# the two sides run at once (each is one process at a time).
for side in old new; do
    mkdir -p "$out/bin-$side"
    if [ $side = old ]; then bin=$old; else bin=$new; fi
    case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
    ln -s "$bin" "$out/bin-$side/tablint"
done
side "$out/bin-old/tablint" "$out/old" & side "$out/bin-new/tablint" "$out/new" & wait
if diff -r "$out/old" "$out/new" >"$out/diff"; then
    echo "identical: $(echo "$files" | wc -l) files, $(find "$out/old" -type f | wc -l) outputs"
    rm -rf "$out"
else
    echo "DIFFERENT (see $out/diff):"; grep "^diff" "$out/diff" | head -40; exit 1
fi
