#!/usr/bin/env bash
# Fails when the repository reads anything outside itself: a fresh clone,
# with nothing beside it, must build and pass its own tests.
#   .ci/self-contained.sh           the path check only (seconds)
#   .ci/self-contained.sh --copy    also runs the CLI's report tests from a
#                                   copy of the repository alone (a build)
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
# 1. No source, test, manifest or README command names a path outside the
#    repository: the shared spec directory beside it, or this machine's
#    absolute paths.
pattern='\.\./shared|shared/data|shared/spec|/work/|/home/[a-z]'
if hits=$(grep -rnE "$pattern" Sources Tests Package.swift 2>/dev/null); then
    echo "error: these lines read paths outside the repository; vendor what they need into the repository:" >&2
    echo "$hits" >&2
    status=1
fi
# The README's commands: the lines inside its fenced code blocks.
if hits=$(awk '/^```/ { inside = !inside; next } inside { print FILENAME ":" FNR ": " $0 }' README.md \
        | grep -E "$pattern|(^|[[:space:]])\.\./"); then
    echo "error: README commands use paths outside the repository:" >&2
    echo "$hits" >&2
    status=1
fi
[ "$status" -eq 0 ] || exit "$status"
echo "self-contained: no path outside the repository in Sources/, Tests/, Package.swift or the README's commands"

# 2. The tests that once read ../shared, run from a copy with nothing beside it.
if [ "${1:-}" = "--copy" ]; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    mkdir "$scratch/tablint"
    git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$scratch/tablint"
    (cd "$scratch/tablint" && swift build --build-tests && swift test --skip-build --filter CIReportTests)
    echo "self-contained: a copy of the repository alone passes CIReportTests"
fi
