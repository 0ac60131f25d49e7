#!/bin/sh
# Compares `tablint preview` of two binaries, byte for byte, on every .tabs
# file of the repository (Examples/, test fixtures, benchmarks, fuzz
# regressions), with the default platforms and languages, each platform
# alone, several languages (right-to-left and CJK among them), with and
# without the configuration, and from standard input. Standard output,
# standard error and the exit status must all agree.
#
#   Benchmarks/preview/identical.sh OLD_BINARY [NEW_BINARY]
#
# NEW_BINARY defaults to .build/debug/tablint. Exits 1 on any difference,
# naming the file and the options.
set -u
old=$1
new=${2:-.build/debug/tablint}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cases=0
differences=0

compare() { # FILE ARGS...
    file=$1; shift
    "$old" preview "$@" "$file" >"$work/o.out" 2>"$work/o.err" </dev/null; echo $? >"$work/o.rc"
    "$new" preview "$@" "$file" >"$work/n.out" 2>"$work/n.err" </dev/null; echo $? >"$work/n.rc"
    cases=$((cases + 1))
    for part in out err rc; do
        if ! cmp -s "$work/o.$part" "$work/n.$part"; then
            differences=$((differences + 1))
            echo "differs ($part): $file $*"
            break
        fi
    done
}

cd "$root" || exit 2
find Examples Tests Benchmarks Fuzz -name '*.tabs' -not -path '*/.build/*' | sort >"$work/files"
# Hostile and busy files of our own: markup, control and bidirectional
# characters in titles, ids and symbols; every mark in one file.
mkdir -p "$work/own"
printf 'tab a "<b>&amp;\\u{7}\\u{202E}\\n\\"x" { icon "\\"><i>" }\ntab b { icon "star" }\ntab c "C" { role search }\n' >"$work/own/Hostile.tabs"
{
    printf 'defaults {\n    platforms iphone, ipad, mac, vision, tv\n    style sidebarAdaptable\n    selected t7\n    cached t1, t2, t9\n}\n'
    for k in 1 2 3 4 5 6 7 8 9; do printf 'tab t%s "A rather long title number %s" { icon "star.fill" }\n' $k $k; done
    printf 'tab s "Search" {\n    role search\n}\ntab p "Pinned" {\n    placement pinned\n}\ntab o "Only" {\n    placement sidebarOnly\n    role prominent, action\n}\n'
    printf 'section g "Group" {\n    tab g1 "In group" { icon "a" }\n    dynamic id\n}\n'
} >"$work/own/Busy.tabs"
sed 's/sidebarAdaptable/tabBarOnly/' "$work/own/Busy.tabs" >"$work/own/BusyBar.tabs"
sed 's/sidebarAdaptable/page/' "$work/own/Busy.tabs" >"$work/own/BusyPage.tabs"
ls "$work"/own/*.tabs >>"$work/files"
while IFS= read -r file; do
    compare "$file" --no-config
    compare "$file"
    for p in iphone ipad mac vision tv; do compare "$file" --no-config --platform "$p"; done
    compare "$file" --no-config --language de --language ja --language ar --language Base --language eu --language fr-CA
    compare "$file" --no-config --platform tv --platform iphone --language zh_Hans --rule duplicate-title=off
    # Standard input, named as the file.
    "$old" preview --no-config --stdin-filename "$file" - <"$file" >"$work/o.out" 2>&1; echo $? >>"$work/o.out"
    "$new" preview --no-config --stdin-filename "$file" - <"$file" >"$work/n.out" 2>&1; echo $? >>"$work/n.out"
    cases=$((cases + 1))
    cmp -s "$work/o.out" "$work/n.out" || { differences=$((differences + 1)); echo "differs (stdin): $file"; }
done <"$work/files"
echo "$cases cases, $differences differences, $(wc -l <"$work/files") files"
[ "$differences" -eq 0 ]
