#!/usr/bin/env bash
# Byte-identical outputs (issue 33, "Behaviour"): runs two tablint binaries
# on the same inputs and compares stdout, stderr and exit status of each
# run. Inputs: every .tabs file under Examples/ and Tests/**/Fixtures, with
# `check` in every --format, `format` (on a copy), `generate swift` and
# `preview`; every symbol catalog and property list there and in
# Fuzz/seeds/plist as `--symbols`; every table file there, and UTF-16 and
# byte-order-mark variants made here, as a `strings` table of a small
# .tabs file; every Fuzz/seeds/lsp-* session through `tablint lsp`.
#
#   Benchmarks/compare-readers.sh BASELINE_BIN NEW_BIN
#
# Prints one line per difference and a count; exit status 1 when any differ.
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { sed -n 2,13p "$0" >&2; exit 2; }
base=$(realpath "$1") new=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=0 differences=0

# compare NAME [STDIN_FILE] -- ARGS...: the same command under both binaries, from the same directory.
compare() {
    local name=$1 input=/dev/null
    shift
    if [ "$1" != -- ]; then input=$1; shift; fi
    shift
    "$base" "$@" <"$input" >"$work/b.out" 2>"$work/b.err"; echo $? >>"$work/b.out"
    "$new" "$@" <"$input" >"$work/n.out" 2>"$work/n.err"; echo $? >>"$work/n.out"
    runs=$((runs + 1))
    if ! cmp -s "$work/b.out" "$work/n.out" || ! cmp -s "$work/b.err" "$work/n.err"; then
        differences=$((differences + 1))
        echo "differs: $name: $*"
    fi
}

mapfile -t tabs < <(find Examples Tests -name '*.tabs' -path '*' \( -path 'Examples/*' -o -path '*Fixtures*' \) | sort)
for f in "${tabs[@]}"; do
    for format in human concise json sarif github; do
        compare "check $format" -- check --format "$format" --color never "$f"
    done
    compare "check unsafe" -- check --unsafe-fixes --format json "$f"
    compare "generate" -- generate swift "$f"
    compare "preview" -- preview "$f"
    for binary in base new; do
        mkdir -p "$work/format-$binary"
        cp "$f" "$work/format-$binary/x.tabs"
    done
    "$base" format "$work/format-base/x.tabs" >/dev/null 2>&1
    "$new" format "$work/format-new/x.tabs" >/dev/null 2>&1
    runs=$((runs + 1))
    cmp -s "$work/format-base/x.tabs" "$work/format-new/x.tabs" || { differences=$((differences + 1)); echo "differs: format: $f"; }
    compare "format --check" -- format --check "$f"
done

# Symbol catalogs and property lists, read as --symbols.
mapfile -t catalogs < <(find Tests Fuzz/seeds/plist -type f \( -name '*.catalog' -o -name '*.plist' -o -name '*.txt' \) | sort)
for c in "${catalogs[@]}" Fuzz/seeds/plist/*; do
    compare "symbols" -- check --format json --no-config --symbols "$c" Examples/Reflect.tabs
done

# Table files, read as the `strings` of a small .tabs file; with UTF-16 and
# byte-order-mark variants (good and broken) of each .strings file.
tables="$work/tables"
mkdir -p "$tables"
n=0
add_table() { # FILE: copy it into its own de.lproj and name it from a .tabs file beside it
    n=$((n + 1))
    local dir="$tables/t$n" name=Localizable.strings
    case "$1" in *.xcstrings) name=Localizable.xcstrings ;; esac
    mkdir -p "$dir/de.lproj"
    cp "$1" "$dir/de.lproj/$name"
    local entry="de.lproj/$name"
    [ "$name" = Localizable.xcstrings ] && { mv "$dir/de.lproj/$name" "$dir/$name"; entry=$name; }
    printf 'defaults {\n    strings "%s"\n}\ntab home "Home" { icon "house" }\ntab b "B\\u{e9}" { icon "star" }\n' "$entry" >"$dir/App.tabs"
}
mapfile -t tablefiles < <(find Tests -type f \( -name '*.strings' -o -name '*.xcstrings' -o -name '*.plist' \) | sort)
for t in "${tablefiles[@]}"; do
    add_table "$t"
    case "$t" in
    *.strings)
        python3 - "$t" "$work/variants" <<'PY'
import sys
text = open(sys.argv[1], "rb").read().decode("utf-8", "replace")
out = sys.argv[2]
variants = {
    "le": b"\xff\xfe" + text.encode("utf-16-le"),
    "be": b"\xfe\xff" + text.encode("utf-16-be"),
    "bom": b"\xef\xbb\xbf" + text.encode(),
    "odd": b"\xff\xfe" + text.encode("utf-16-le") + b"\x41",
    "lone": b"\xfe\xff" + text.encode("utf-16-be") + b"\xd8\x3d\x00\x41",
    "low": b"\xff\xfe" + text[: len(text) // 2].encode("utf-16-le") + b"\x00\xdc" + text[len(text) // 2:].encode("utf-16-le"),
    "badutf8": b"\xef\xbb\xbf" + text[: len(text) // 2].encode() + b"\xc3\x28" + text[len(text) // 2:].encode(),
}
for name, data in variants.items():
    open(f"{out}.{name}", "wb").write(data)
PY
        for v in le be bom odd lone low badutf8; do add_table "$work/variants.$v"; done
        ;;
    esac
done
for app in "$tables"/t*/App.tabs; do
    pushd "$(dirname "$app")" >/dev/null
    compare "strings" -- check --format json --no-config App.tabs
    popd >/dev/null
done

# Language server sessions.
for s in Fuzz/seeds/lsp-*/*; do
    compare "lsp" "$s" -- lsp
done

echo "$runs runs, $differences differ"
[ "$differences" -eq 0 ]
