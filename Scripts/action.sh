#!/bin/sh
# The steps of the GitHub Action (action.yml at the repository's root). Each
# step of the action runs one command of this script; its inputs arrive as
# INPUT_* variables (the action's steps set them from `inputs`), and it
# speaks to the runner through GITHUB_OUTPUT and GITHUB_PATH.
#
#   action.sh version   writes version=X.Y.Z (tablint's, from the action's
#                       own sources) to GITHUB_OUTPUT, for the cache key
#   action.sh install   builds tablint from the action's sources into
#                       RUNNER_TOOL_CACHE/tablint/VERSION/bin unless the cache
#                       restored it there, and adds that folder to GITHUB_PATH
#   action.sh check     runs `tablint check --format github` in
#                       GITHUB_WORKSPACE over INPUT_PATHS (one a line; default
#                       .), with INPUT_MAX_WARNINGS, writing SARIF to
#                       INPUT_SARIF when it is set; exits with check's status
#
# Released binaries are not downloaded yet: there is no release to download
# from. Until the first release, `install` builds (a few minutes, once per
# version thanks to the cache).
set -eu
fail() { echo "::error title=tablint action::$*"; exit 2; }
action=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}

tablint_version() {
    sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' "$action/Sources/TabsLint/Version.swift"
}

case "${1:-}" in
version)
    version=$(tablint_version)
    [ -n "$version" ] || fail "no version in $action/Sources/TabsLint/Version.swift"
    echo "version=$version" >> "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
    ;;
install)
    version=$(tablint_version)
    bin="${RUNNER_TOOL_CACHE:?RUNNER_TOOL_CACHE is not set}/tablint/$version/bin"
    if [ -x "$bin/tablint" ]; then
        echo "tablint $version: from the cache"
    else
        command -v swift >/dev/null 2>&1 || fail "swift is not on PATH: use a runner with Swift 6 (macOS, or swift-actions/setup-swift)"
        echo "tablint $version: building from $action"
        if [ "$(uname -s)" = Linux ]; then
            swift build --package-path "$action" -c release -Xswiftc -static-executable --product tablint
        else
            swift build --package-path "$action" -c release --product tablint
        fi
        mkdir -p "$bin"
        cp "$(swift build --package-path "$action" -c release --show-bin-path)/tablint" "$bin/tablint.new"
        mv "$bin/tablint.new" "$bin/tablint"
    fi
    "$bin/tablint" --version
    echo "$bin" >> "${GITHUB_PATH:?GITHUB_PATH is not set}"
    ;;
check)
    cd "${GITHUB_WORKSPACE:?GITHUB_WORKSPACE is not set}"
    set -- check --format github
    if [ -n "${INPUT_MAX_WARNINGS:-}" ]; then set -- "$@" --max-warnings "$INPUT_MAX_WARNINGS"; fi
    if [ -n "${INPUT_SARIF:-}" ]; then set -- "$@" --report "sarif=$INPUT_SARIF"; fi
    set -- "$@" --
    # One path a line, so that a path may hold spaces.
    paths=$(printf '%s\n' "${INPUT_PATHS:-.}" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//; /^$/d')
    [ -n "$paths" ] || paths=.
    newline='
'
    saved_ifs=$IFS
    IFS=$newline
    set -f
    for path in $paths; do set -- "$@" "$path"; done
    set +f
    IFS=$saved_ifs
    status=0
    tablint "$@" || status=$?
    if [ -n "${INPUT_SARIF:-}" ] && [ -f "$INPUT_SARIF" ]; then echo "tablint: SARIF written to $INPUT_SARIF"; fi
    exit "$status"
    ;;
*)
    echo "usage: action.sh version|install|check" >&2
    exit 2
    ;;
esac
