#!/bin/sh
# Runs docs/command-line.md's Xcode Run Script phase as Xcode would, with
# its input files in SCRIPT_INPUT_FILE_COUNT and SCRIPT_INPUT_FILE_n (the
# sandbox lets it read only those): it checks the listed .tabs files and no
# other, fails on an error with a concise line, and touches its stamp.
# Usage: Scripts/tests/test-xcode-phase.sh [PATH-TO-tablint]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
tablint=$(cd "$(dirname "${1:-$root/.build/debug/tablint}")" && pwd)/$(basename "${1:-tablint}")
work=$(mktemp -d "${TMPDIR:-/tmp}/tablint-xcode.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "test-xcode-phase.sh: FAIL: $*" >&2; exit 1; }

# The block that follows the '# Run Script phase: "tablint"' line.
awk '/^# Run Script phase: "tablint"/ { on = 1 } on && /^```/ { exit } on { print }' \
    "$root/docs/command-line.md" > "$work/phase.sh"
grep -q SCRIPT_INPUT_FILE_COUNT "$work/phase.sh" || fail "no Run Script block in docs/command-line.md"
mkdir -p "$work/bin" "$work/App Folder" "$work/derived"
ln -s "$tablint" "$work/bin/tablint"
printf 'tab home "Home" {\n    icon "house"\n}\ntab search "Search" {\n    icon "magnifyingglass"\n}\n' > "$work/App Folder/Good App.tabs"
printf 'tab home "Home" {\n    icon "house"\n}\ntab home "Again" {\n    icon "gear"\n}\n' > "$work/App Folder/Bad.tabs"
printf '{"rules": {"missing-icon": "error"}}\n' > "$work/.tablint.json"
run() { (cd "$work" && env PATH="$work/bin:/usr/bin:/bin" SCRIPT_OUTPUT_FILE_0="$work/derived/tablint.stamp" "$@" sh phase.sh); }

# Only the good file (and the configuration) are inputs: the bad one beside it is not checked.
run SCRIPT_INPUT_FILE_COUNT=2 SCRIPT_INPUT_FILE_0="$work/App Folder/Good App.tabs" \
    SCRIPT_INPUT_FILE_1="$work/.tablint.json" > "$work/out1.txt" 2>&1 || { cat "$work/out1.txt"; fail "a clean input failed"; }
[ -f "$work/derived/tablint.stamp" ] || fail "the stamp was not touched"
rm "$work/derived/tablint.stamp"

if run SCRIPT_INPUT_FILE_COUNT=3 SCRIPT_INPUT_FILE_0="$work/App Folder/Good App.tabs" \
    SCRIPT_INPUT_FILE_1="$work/.tablint.json" SCRIPT_INPUT_FILE_2="$work/App Folder/Bad.tabs" > "$work/out2.txt" 2>&1; then
    cat "$work/out2.txt"; fail "an input with an error passed"
fi
grep -q "App Folder/Bad.tabs:4:5: error: .*\[duplicate-id\]" "$work/out2.txt" || { cat "$work/out2.txt"; fail "no concise error line"; }
[ ! -f "$work/derived/tablint.stamp" ] || fail "the stamp was touched after an error"

run SCRIPT_INPUT_FILE_COUNT=0 > "$work/out3.txt" 2>&1 || fail "no inputs failed"
grep -q "^warning: no .tabs file" "$work/out3.txt" || { cat "$work/out3.txt"; fail "no warning without inputs"; }

echo "test-xcode-phase.sh: OK"
