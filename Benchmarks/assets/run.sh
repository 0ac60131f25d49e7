#!/usr/bin/env bash
# Times `tablint check` of a two-tab file with and without `assets` naming
# a generated asset catalog of GROUPS x SETS image sets (half the groups
# provide a namespace): what reading a large catalog costs a check.
#   Benchmarks/assets/run.sh [TABLINT] [GROUPS] [SETS]
# TABLINT defaults to .build/release/tablint; 100 groups of 50 sets.
set -euo pipefail
cd "$(dirname "$0")/../.."
tablint="${1:-.build/release/tablint}"
groups="${2:-100}"
sets="${3:-50}"
work=$(mktemp -d "${TMPDIR:-/tmp}/tablint-assets.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/.git"
python3 - "$work" "$groups" "$sets" <<'PY'
import json, os, sys
root, groups, sets = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
catalog = os.path.join(root, "App", "Assets.xcassets")
for g in range(groups):
    group = os.path.join(catalog, f"Group{g}")
    os.makedirs(group)
    json.dump({"properties": {"provides-namespace": g % 2 == 0}}, open(os.path.join(group, "Contents.json"), "w"))
    for s in range(sets):
        folder = os.path.join(group, f"image{s}.imageset")
        os.makedirs(folder)
        json.dump({"images": [{"filename": "a.png", "idiom": "universal"}]}, open(os.path.join(folder, "Contents.json"), "w"))
        open(os.path.join(folder, "a.png"), "wb").write(b"\x89PNG")
tabs = 'tab home "Home" { image "Group0/image1" }\ntab feed "Feed" { image "image3" }\n'
open(os.path.join(root, "With.tabs"), "w").write('defaults { assets "App/Assets.xcassets" }\n' + tabs)
open(os.path.join(root, "Without.tabs"), "w").write(tabs)
PY
for file in With Without; do
    for run in 1 2 3 4 5; do
        /usr/bin/time -f "$file.tabs: %e s, %M KB" "$tablint" check --no-config "$work/$file.tabs" >/dev/null
    done
done
