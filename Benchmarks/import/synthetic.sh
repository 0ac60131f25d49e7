#!/usr/bin/env bash
# How `tablint import` grows with the number of tab views (figures in
# README.md): a generated app of N SwiftUI tab views (three tabs each),
# one file per view and, separately, all of them in one file, timed by
# farm-bench for each N. Linear time doubles when N doubles.
#   Benchmarks/import/synthetic.sh [N ...]     (default: 800 1600 3200 6400)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product tablint >/dev/null
bin=$(pwd)/.build/release/tablint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(800 1600 3200 6400)

# make N DIR: an app entry and N files, each a view with a TabView of three tabs.
make() {
    local n=$1 d=$2
    mkdir -p "$d/Sources"
    printf '@main\nstruct SynthApp: App {\n    var body: some Scene { WindowGroup { Root0() } }\n}\n' > "$d/Sources/App.swift"
    for ((i = 0; i < n; i++)); do
        cat > "$d/Sources/Root$i.swift" <<SWIFT
import SwiftUI

enum Tab$i: Hashable { case home, search, profile }

struct Root$i: View {
    @State private var selection: Tab$i = .home
    var body: some View {
        TabView(selection: \$selection) {
            Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(Tab$i.home)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Tab$i.search)
            Root$((i + 1)).Inner().tabItem { Label("Profile", systemImage: "person") }.tag(Tab$i.profile)
        }
    }
    struct Inner: View { var body: some View { Text("x") } }
}
SWIFT
    done
}

for n in "${sizes[@]}"; do
    make "$n" "$work/files$n"
    mkdir -p "$work/one$n"
    cp "$work/files$n/Sources/App.swift" "$work/one$n/"
    cat "$work/files$n/Sources"/Root*.swift | grep -v '^import' > "$work/one$n/Roots.swift"
    for shape in files one; do
        echo "== $n tab views, $shape"
        (cd "$work/$shape$n" && farm-bench -n 5 --warmup 1 --timeout 600 -- "$bin" import | grep -E 'cpu s|wall s')
    done
    rm -rf "$work/files$n" "$work/one$n"
done
