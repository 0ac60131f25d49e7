#!/bin/sh
# The availability check's own test (run by .ci/run): in a scratch package
# declaring macOS 13, a planted call to an API that macOS 15 brings
# (Synchronization's Mutex) fails the check at its FILE:LINE; without it the
# check passes, although the package still calls `FixedWidthInteger.&*`
# (a macOS 15 requirement whose unmarked default serves older systems) and
# `firstRange(of:)`/`contains(_:)` (macOS 13). Declared lower, macOS 12,
# those two fail and `&*` still passes.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
check="$root/Scripts/check-availability.py"
work=$(mktemp -d "${TMPDIR:-/tmp}/tablint-availability.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "test-availability.sh: FAIL: $*" >&2; exit 1; }

mkdir -p "$work/Sources/Planted"
cat > "$work/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Planted",
    platforms: [.macOS(.v13)],
    targets: [.target(name: "Planted")]
)
SWIFT
cat > "$work/Sources/Planted/Fine.swift" <<'SWIFT'
public func square<T: FixedWidthInteger>(_ x: T) -> T { x &* x }
public func mentions(_ text: String) -> Bool {
    text.contains("tab") || text.firstRange(of: "bar") != nil
}
SWIFT
cat > "$work/Sources/Planted/Planted.swift" <<'SWIFT'
import Synchronization

public func count() -> Int {
    let counter = Mutex(0)
    return counter.withLock { $0 }
}
SWIFT
cd "$work"

swift build --quiet >build.log 2>&1 || { cat build.log; fail "the scratch package does not build"; }
if python3 "$check" >out.txt 2>err.txt; then cat out.txt err.txt; fail "the check passed a call to Mutex (macOS 15)"; fi
grep -q "^Sources/Planted/Planted.swift:4:[0-9]*: error: Synchronization.Mutex.* needs macOS 15.0; Package.swift declares macOS 13.0$" out.txt \
    || { cat out.txt err.txt; fail "the planted call is not reported at its line"; }
if grep -q "Fine.swift" out.txt; then cat out.txt; fail "a call within macOS 13 was reported"; fi

rm Sources/Planted/Planted.swift
swift build --quiet >build.log 2>&1 || { cat build.log; fail "the scratch package does not build without the planted call"; }
python3 "$check" >out.txt 2>err.txt || { cat out.txt err.txt; fail "the check failed without the planted call"; }
[ ! -s out.txt ] || { cat out.txt; fail "the check listed uses without the planted call"; }

if python3 "$check" --minimum 12 >out.txt 2>err.txt; then cat out.txt err.txt; fail "macOS 12 passed firstRange(of:)"; fi
grep -q "^Sources/Planted/Fine.swift:3:[0-9]*: error: _StringProcessing.StringProtocol.contains needs macOS 13.0" out.txt \
    || { cat out.txt; fail "contains(_:) with a string is not reported under macOS 12"; }
grep -q "^Sources/Planted/Fine.swift:3:[0-9]*: error: _StringProcessing.BidirectionalCollection.firstRange needs macOS 13.0" out.txt \
    || { cat out.txt; fail "firstRange(of:) is not reported under macOS 12"; }
if grep -q "&\*" out.txt; then cat out.txt; fail "FixedWidthInteger.&* was reported although an unmarked default serves it"; fi
echo "test-availability.sh: OK"
