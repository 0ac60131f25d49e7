#!/bin/sh
# Builds a copy of Examples/App against BinaryPlugins/ (package
# TablintPlugins) with the artifact bundle BUNDLE as its `tablint` tool
# (TABLINT_ARTIFACTBUNDLE, a local `.binaryTarget(path:)`), run by .ci/run:
# the app builds and runs with the generated types, its build compiles
# none of tablint's sources, an error in its .tabs file fails the build at
# its place, and the command plugin checks the files.
#   Scripts/tests/test-binary-plugins.sh OUTDIR/tablint.artifactbundle
set -eu
[ $# -eq 1 ] || { echo "usage: test-binary-plugins.sh BUNDLE" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
TABLINT_ARTIFACTBUNDLE=$(cd "$1" && pwd)
export TABLINT_ARTIFACTBUNDLE
work=$(mktemp -d "${TMPDIR:-/tmp}/tablint-binary-app.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "test-binary-plugins.sh: FAIL: $*" >&2; exit 1; }

here="$root/Examples/App"
cp -RL "$here/Package.swift" "$here/Sources" "$here/.tablint.json" "$work/"
sed -e "s|.package(name: \"tablint\", path: \"../..\")|.package(name: \"TablintPlugins\", path: \"$root/BinaryPlugins\")|" \
    -e 's|package: "tablint")|package: "TablintPlugins")|' "$here/Package.swift" > "$work/Package.swift"
grep -q 'package: "TablintPlugins"' "$work/Package.swift" || fail "could not point the example at BinaryPlugins"
# The bundle's shape: SwiftPM's info.json, and beside it the zip and its checksum.
python3 - "$TABLINT_ARTIFACTBUNDLE/info.json" <<'PY' || fail "info.json is not an artifact bundle's"
import json, os, sys
info = json.load(open(sys.argv[1]))
artifact = info["artifacts"]["tablint"]
assert info["schemaVersion"] == "1.0" and artifact["type"] == "executable", info
for variant in artifact["variants"]:
    assert variant["supportedTriples"], variant
    assert os.access(os.path.join(os.path.dirname(sys.argv[1]), variant["path"]), os.X_OK), variant
PY
checksum="$TABLINT_ARTIFACTBUNDLE.zip.checksum"
grep -Eqx '[0-9a-f]{64}' "$checksum" || fail "$checksum holds no checksum"
[ "$(cd "$root" && swift package compute-checksum "$TABLINT_ARTIFACTBUNDLE.zip")" = "$(cat "$checksum")" ] \
    || fail "the checksum does not match the zip"
cd "$work"

echo "== build against the artifact bundle"
swift build 2>&1 | tee build1.log
grep -q "generating AppTab from App.tabs" build1.log || fail "the build did not run the generator"
# tablint's own modules: not one of them is compiled, and no object of theirs exists.
modules='TabsBase|TabsSyntax|TabsJSON|TabsLint|TablintWorkspace|TablintGenerate|TablintPreview|TablintLSP|TablintCLI|CTablintSystem|tablint'
if grep -Eq "Compiling ($modules) |Compiling Swift Module '($modules)'" build1.log; then fail "the consumer compiled tablint"; fi
if find .build -name '*.o' | grep -Eq "/($modules)(-tool)?\.build/"; then fail "tablint's object files are in the consumer's build"; fi
grep -q "Compiling TabsApp" build1.log || fail "the log shows no compilation at all (is the check blind?)"
swift run --skip-build TabsApp | tee run1.log
grep -q "^launch: home$" run1.log || fail "unexpected output"
grep -q "^tab bar: Home, Search, Activity, Profile, New Post$" run1.log || fail "unexpected tab bar"

echo "== an error in the .tabs file fails the build at its place"
printf 'tab home "Again"\n' >> Sources/TabsApp/App.tabs
if swift build > build2.log 2>&1; then cat build2.log; fail "the build passed with an error in App.tabs"; fi
grep -Eq "App\.tabs:[0-9]+:[0-9]+: error: .*\[duplicate-id\]" build2.log || { cat build2.log; fail "no PATH:LINE:COL: error: line"; }

echo "== the command plugin checks the package's .tabs files"
if swift package tablint > plugin.log 2>&1; then cat plugin.log; fail "the command plugin passed a file with errors"; fi
grep -Eq "App\.tabs:[0-9]+:[0-9]+: error" plugin.log || { cat plugin.log; fail "the command plugin did not report the error"; }
echo "test-binary-plugins.sh: OK"
