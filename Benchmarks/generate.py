#!/usr/bin/env python3
"""Generates benchmark inputs for tablint.

  generate.py big OUT.tabs [MEGABYTES]   one large file (default 10 MB)
  generate.py many OUTDIR [COUNT]        COUNT small files (default 10,000)
  generate.py small OUT.tabs             one small, realistic file
  generate.py noisy OUTDIR [COUNT]       COUNT files of 8 tabs, each tab with a
                                         problem and its fix (default 2,000)

The files are valid `.tabs` with a realistic mix: sections, tabs with icons,
placements and roles, comments, and a few deliberate problems (so the
checker has diagnostics to report, as in real use).
"""
import os
import sys

ICONS = ["house", "star", "bell", "gearshape", "person", "tray", "bookmark", "clock",
         "target", "lightbulb", "magnifyingglass", "chart.xyaxis.line", "testtube.2"]


def section(i):
    lines = [f'section group{i} "Group {i}" {{',
             "    placement sidebarOnly",
             f"    # tabs of group {i}"]
    for j in range(8):
        # Unique icon names; every 50th section has one filled icon (an info).
        icon = f"{ICONS[(i + j) % len(ICONS)]}.g{i}t{j}"
        if j == 3:
            lines.append(f'    tab g{i}t{j} "Group {i} Tab {j}" {{')
            lines.append(f'        icon "{icon}{".fill" if i % 50 == 0 else ""}"')
            lines.append("        platforms iphone, ipad")
            lines.append("    }")
        else:
            lines.append(f'    tab g{i}t{j} "Group {i} Tab {j}" {{ icon "{icon}" }}')
    lines.append("}")
    return "\n".join(lines) + "\n\n"


HEADER = """# Generated benchmark input
defaults {
    selected home
    cached home, search
    limit 5
    platforms iphone, ipad, mac
    deployment "iOS 17.0", "macOS 14.0"
    retired legacy
}

tab home "Home" { icon "house" }
tab search "Search" {
    icon "magnifyingglass"
    role search
}
tab compose "New" {
    icon "square.and.pencil"
    role action
}

"""


def big(path, megabytes=10):
    target = megabytes * 1_000_000
    with open(path, "w") as f:
        f.write(HEADER)
        size = len(HEADER)
        i = 0
        while size < target:
            chunk = section(i)
            f.write(chunk)
            size += len(chunk)
            i += 1


def small(path, k=0):
    with open(path, "w") as f:
        f.write(HEADER.replace("home", f"home{k}") if k else HEADER)
        f.write(section(k))


def many(directory, count=10_000):
    for i in range(count):
        sub = os.path.join(directory, f"d{i // 100:03d}")
        os.makedirs(sub, exist_ok=True)
        small(os.path.join(sub, f"f{i:05d}.tabs"), i)


def noisy(directory, count=2_000):
    """Files where every tab has a diagnostic with a fix (a filled icon): the
    reports' writers, not the check, are what such a run measures."""
    for i in range(count):
        sub = os.path.join(directory, f"d{i // 100:03d}")
        os.makedirs(sub, exist_ok=True)
        names = [f"t{i}x{j}" for j in range(8)]
        lines = [f"defaults {{ platforms iphone, mac; cached {names[0]}, {names[1]} }}"]
        for j, name in enumerate(names):
            lines.append(f'tab {name} "File {i} Tab {j}" {{ icon "{ICONS[(i + j) % len(ICONS)]}.fill" }}')
        with open(os.path.join(sub, f"n{i:05d}.tabs"), "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    kind, out = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else None
    if kind == "big":
        big(out, n or 10)
    elif kind == "many":
        many(out, n or 10_000)
    elif kind == "small":
        small(out)
    elif kind == "noisy":
        noisy(out, n or 2_000)
    else:
        sys.exit(__doc__)
