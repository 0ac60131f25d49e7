#!/usr/bin/env python3
"""One version and one home (issue 31), run by .ci/run:

- CHANGELOG.md's top entry, TablintVersion.current, `tablint --version`,
  the editor packages (VS Code, Zed, Emacs) and every pinned reference in
  the docs (`rev: vX`, `from: "X"`, `tablint/tablint@vX`, the binary
  plugins' release URL) name the same version;
- TablintVersion.home is the one place the project's address is written:
  every github.com/tablint... or raw.githubusercontent.com/tablint... URL
  and every `uses: OWNER/NAME@` of the action in the repository starts with
  it (or its raw-file form), and no placeholder address is left.

Usage: Scripts/tests/test-release.py [PATH-TO-tablint]
"""
import json
import os
import re
import subprocess
import sys

root = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))
failures = []


def fail(message):
    failures.append(message)


def read(path):
    return open(os.path.join(root, path), encoding="utf-8").read()


def one(pattern, text, where):
    match = re.search(pattern, text, re.M)
    if not match:
        fail(f"{where}: no match for {pattern}")
        return None
    return match.group(1)


version_swift = read("Sources/TabsLint/Version.swift")
version = one(r'static let current = "([^"]+)"', version_swift, "Sources/TabsLint/Version.swift")
home = one(r'static let home = "([^"]+)"', version_swift, "Sources/TabsLint/Version.swift")
top = one(r"^## (\d+\.\d+\.\d+)", read("CHANGELOG.md"), "CHANGELOG.md")
if top != version:
    fail(f"CHANGELOG.md's top entry is {top}, TablintVersion.current is {version}")

tablint = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build", "debug", "tablint")
printed = subprocess.run([tablint, "--version"], capture_output=True, text=True)
if printed.returncode != 0 or printed.stdout != f"tablint {version}\n":
    fail(f"`tablint --version` printed {printed.stdout!r} (status {printed.returncode}), not 'tablint {version}'")

package = json.loads(read("EditorConfigs/vscode/package.json"))
if package.get("version") != version:
    fail(f"EditorConfigs/vscode/package.json: version {package.get('version')}, not {version}")
if package.get("license") != "MIT" or "MIT License" not in read("LICENSE"):
    fail("EditorConfigs/vscode/package.json's license and LICENSE must both say MIT")
if not package.get("repository", {}).get("url", "").startswith(home):
    fail(f"EditorConfigs/vscode/package.json: repository.url does not start with {home}")
for path, pattern in [("EditorConfigs/zed/extension.toml", r'^version = "([^"]+)"'),
                      ("EditorConfigs/zed/Cargo.toml", r'^version = "([^"]+)"'),
                      ("EditorConfigs/emacs/tabs-mode.el", r"^;; Version: (\S+)")]:
    found = one(pattern, read(path), path)
    if found is not None and found != version:
        fail(f"{path}: version {found}, not {version}")

# Every file the repository holds (tracked, or new and not ignored).
listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                        cwd=root, capture_output=True, text=True, check=True).stdout.split("\0")
owner_name = home.split("github.com/", 1)[1]
raw = f"https://raw.githubusercontent.com/{owner_name}/"
url = re.compile(r"https?://(?:www\.)?(?:github\.com|raw\.githubusercontent\.com)/tablint[^\s\"'`)<>\]]*", re.I)
uses = re.compile(r"uses:\s*([\w.-]+/tablint)(?:/[\w./-]*)?@(\S+)", re.I)
pins = [re.compile(p) for p in (r"rev: v(\d+\.\d+\.\d+)", r'\.package\(url: "' + re.escape(home) + r'(?:\.git)?", from: "([^"]+)"',
                                r"releases/download/v?(\d+\.\d+\.\d+)/")]
for path in filter(None, listed):
    full = os.path.join(root, path)
    if path.startswith("Tests/Data/") or path == "Scripts/tests/test-release.py" or not os.path.isfile(full):
        continue
    try:
        text = open(full, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        continue
    for number, line in enumerate(text.split("\n"), 1):
        for found in (u.rstrip(".,;:!?") for u in url.findall(line)):
            if not (found == home or found.startswith(home + "/") or found.startswith(home + ".git")
                    or found.startswith(raw)):
                fail(f"{path}:{number}: {found} is not written from the home {home}")
        for name, ref in uses.findall(line):
            if name.lower() != owner_name.lower() or name != owner_name:
                fail(f"{path}:{number}: uses: {name}@ is not the home's {owner_name}")
            elif ref != f"v{version}" and not ref.startswith(("main", "${{")):
                fail(f"{path}:{number}: uses: {name}@{ref} pins another version than v{version}")
        for pin in pins:
            for found in pin.findall(line):
                if found != version and path != "CHANGELOG.md":
                    fail(f"{path}:{number}: pins {found}, not {version}")
        if re.search(r"OWNER/tablint|example\.invalid/tablint", line):
            fail(f"{path}:{number}: a placeholder address is left")

if failures:
    print("\n".join(f"test-release.py: FAIL: {f}" for f in failures), file=sys.stderr)
    sys.exit(1)
print(f"test-release.py: OK (version {version}, home {home})")
