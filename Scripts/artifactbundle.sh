#!/bin/sh
# Builds tablint's SwiftPM artifact bundle (docs/plugins.md, "Without
# compiling tablint"):
#
#   Scripts/artifactbundle.sh OUTDIR
#
# writes OUTDIR/tablint.artifactbundle (info.json, schema 1.0, one variant
# per platform), OUTDIR/tablint.artifactbundle.zip and
# OUTDIR/tablint.artifactbundle.zip.checksum (what `swift package
# compute-checksum` prints: the `checksum:` of a `.binaryTarget(url:)`).
#
# - On Linux: a fully static executable (`-Xswiftc -static-executable`) for
#   the machine's architecture, variant `x86_64-unknown-linux-gnu`. This
#   toolchain has a static SDK for x86_64 only; an aarch64 Linux variant
#   needs a toolchain with one (build it on aarch64 with the same script).
# - On macOS: one universal executable (arm64 and x86_64, `swift build
#   --arch arm64 --arch x86_64`), variant `arm64-apple-macosx` and
#   `x86_64-apple-macosx`.
#
# A variant already in OUTDIR/tablint.artifactbundle for another platform is
# kept, so a release runs this on a Mac, copies OUTDIR to Linux, and runs it
# there again: the bundle then holds both. Needs swift and python3.
set -eu
[ $# -eq 1 ] || { echo "usage: Scripts/artifactbundle.sh OUTDIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
bundle="$out/tablint.artifactbundle"
version=$(sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' "$root/Sources/TabsLint/Version.swift")
[ -n "$version" ] || { echo "artifactbundle.sh: no version in Sources/TabsLint/Version.swift" >&2; exit 1; }

case "$(uname -s)" in
Linux)
    arch=$(uname -m)
    variant="tablint-$version-$arch-linux"
    triples="$arch-unknown-linux-gnu"
    echo "== swift build -c release -Xswiftc -static-executable ($triples)"
    swift build --package-path "$root" -c release -Xswiftc -static-executable --product tablint
    binary="$root/.build/release/tablint"
    ;;
Darwin)
    variant="tablint-$version-macos"
    triples="arm64-apple-macosx x86_64-apple-macosx"
    echo "== swift build -c release --arch arm64 --arch x86_64"
    swift build --package-path "$root" -c release --arch arm64 --arch x86_64 --product tablint
    binary="$root/.build/apple/Products/Release/tablint"
    ;;
*)
    echo "artifactbundle.sh: no variant for $(uname -s)" >&2; exit 1 ;;
esac

rm -rf "$bundle/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/tablint"
chmod 755 "$bundle/$variant/bin/tablint"
cp "$root/LICENSE" "$bundle/LICENSE"
"$bundle/$variant/bin/tablint" --version | grep -qx "tablint $version" \
    || { echo "artifactbundle.sh: the built tablint does not say version $version" >&2; exit 1; }

# info.json: this variant replaces one at the same path; the others stay.
python3 - "$bundle/info.json" "$version" "$variant/bin/tablint" $triples <<'PY'
import json, os, sys
path, version, binary, triples = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
variants = []
if os.path.exists(path):
    old = json.load(open(path)).get("artifacts", {}).get("tablint", {})
    if old.get("version") == version:
        variants = [v for v in old.get("variants", []) if v.get("path") != binary
                    and not set(v.get("supportedTriples", [])) & set(triples)
                    and os.path.exists(os.path.join(os.path.dirname(path), v.get("path", "")))]
variants.append({"path": binary, "supportedTriples": triples})
info = {"schemaVersion": "1.0",
        "artifacts": {"tablint": {"version": version, "type": "executable",
                                  "variants": sorted(variants, key=lambda v: v["path"])}}}
with open(path + ".new", "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
os.replace(path + ".new", path)
PY

rm -f "$out/tablint.artifactbundle.zip"
if command -v zip >/dev/null 2>&1; then
    (cd "$out" && zip -qry tablint.artifactbundle.zip tablint.artifactbundle)
else
    (cd "$out" && python3 -m zipfile -c tablint.artifactbundle.zip tablint.artifactbundle)
fi
(cd "$root" && swift package compute-checksum "$out/tablint.artifactbundle.zip") > "$out/tablint.artifactbundle.zip.checksum"
echo "artifactbundle.sh: $bundle ($(echo $triples)), checksum $(cat "$out/tablint.artifactbundle.zip.checksum")"
