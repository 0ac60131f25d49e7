#!/usr/bin/env python3
"""The GitHub Action (action.yml, Scripts/action.sh), run by .ci/run:

1. action.yml parses (PyYAML), is a composite action, and its inputs are
   exactly those Scripts/action.sh reads (INPUT_PATHS for `paths`, ...),
   each handed to the script's step as `${{ inputs.NAME }}`.
2. Its steps run as a runner runs them: `version`, `install` (into a
   scratch tool cache; a no-op build when .ci/run has built the release
   already) and `check` in a scratch workspace holding a good file and a
   bad one, with INPUT_* and GITHUB_* variables. The bad file gives an
   `::error` annotation at its place, a SARIF file and exit status 1; the
   good one alone passes; `max-warnings` fails a file with a warning.

Usage: Scripts/tests/test-action.py
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

root = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))
script = os.path.join(root, "Scripts", "action.sh")
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)
    return condition


# 1. The action's definition against the script.
action = yaml.safe_load(open(os.path.join(root, "action.yml"), encoding="utf-8"))
runs = action.get("runs", {})
expect(runs.get("using") == "composite", f"runs.using is {runs.get('using')!r}, not 'composite'")
inputs = set(action.get("inputs", {}))
as_variables = {"INPUT_" + name.upper().replace("-", "_") for name in inputs}
read = set(re.findall(r"\bINPUT_[A-Z0-9_]+", open(script, encoding="utf-8").read()))
expect(as_variables == read, f"action.yml's inputs {sorted(as_variables)} differ from those action.sh reads {sorted(read)}")
handed = {}
for step in runs.get("steps", []):
    if "run" in step:
        expect("$GITHUB_ACTION_PATH/Scripts/action.sh" in step["run"], f"a step runs something else: {step['run']!r}")
        expect(step.get("shell") == "bash", f"a run step has no shell: bash: {step!r}")
    handed.update(step.get("env", {}))
for name in inputs:
    variable = "INPUT_" + name.upper().replace("-", "_")
    expect(handed.get(variable) == "${{ inputs.%s }}" % name, f"no step hands input {name} over as {variable}")
expect(any(str(step.get("uses", "")).startswith("actions/cache@") and "steps.version.outputs.version" in str(step.get("with", {}).get("key"))
           for step in runs.get("steps", [])), "no cache keyed on the version")

# 2. The steps, as a runner runs them.
work = tempfile.mkdtemp(prefix="tablint-action.")
try:
    workspace = os.path.join(work, "workspace")
    os.makedirs(os.path.join(workspace, "bad dir"))
    with open(os.path.join(workspace, "good.tabs"), "w") as f:
        f.write('tab home "Home" {\n    icon "house"\n}\ntab search "Search" {\n    icon "magnifyingglass"\n}\n')
    with open(os.path.join(workspace, "bad dir", "Bad.tabs"), "w") as f:
        f.write('tab home "Home" {\n    icon "house"\n}\ntab home "Again" {\n    icon "gear"\n}\n')
    with open(os.path.join(workspace, "warn.tabs"), "w") as f:
        f.write('tab home "Home"\ntab search "Search" {\n    icon "magnifyingglass"\n}\n')
    output, path_file = os.path.join(work, "output"), os.path.join(work, "path")
    base = {"PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", work),
            "GITHUB_ACTION_PATH": root, "GITHUB_WORKSPACE": workspace, "GITHUB_OUTPUT": output,
            "GITHUB_PATH": path_file, "RUNNER_TOOL_CACHE": os.path.join(work, "toolcache"),
            "RUNNER_TEMP": os.path.join(work, "temp"), "GITHUB_ACTIONS": "true", "CI": "true"}

    def step(command, **inputs):
        env = dict(base)
        if os.path.exists(path_file):  # what earlier steps added to GITHUB_PATH comes first
            env["PATH"] = os.pathsep.join(open(path_file).read().split() + [env["PATH"]])
        env.update(inputs)
        return subprocess.run([script, command], env=env, cwd=work, capture_output=True, text=True)

    version = step("version")
    expect(version.returncode == 0, f"version failed: {version.stderr}")
    written = open(output).read() if os.path.exists(output) else ""
    expected_version = re.search(r'static let current = "([^"]+)"',
                                 open(os.path.join(root, "Sources/TabsLint/Version.swift")).read()).group(1)
    expect(written == f"version={expected_version}\n", f"GITHUB_OUTPUT holds {written!r}")

    install = step("install")
    expect(install.returncode == 0, f"install failed: {install.stdout}{install.stderr}")
    installed = os.path.join(base["RUNNER_TOOL_CACHE"], "tablint", expected_version, "bin")
    expect(open(path_file).read() == installed + "\n" if os.path.exists(path_file) else False,
           "install did not add the tool's folder to GITHUB_PATH")
    expect(f"tablint {expected_version}" in install.stdout, f"install did not run the installed tablint: {install.stdout}")
    again = step("install")  # as after a cache hit
    expect(again.returncode == 0 and "from the cache" in again.stdout, f"a second install built again: {again.stdout}")

    bad = step("check", INPUT_PATHS="good.tabs\nbad dir\n", INPUT_SARIF="reports/tablint.sarif", INPUT_MAX_WARNINGS="")
    expect(bad.returncode == 1, f"check of a bad file exited {bad.returncode}: {bad.stdout}{bad.stderr}")
    expect(re.search(r"^::error file=bad dir/Bad\.tabs,line=4,col=5,.*\(duplicate-id\)::", bad.stdout, re.M) is not None,
           f"no ::error annotation at bad dir/Bad.tabs:4:5: {bad.stdout}")
    expect("good.tabs" not in bad.stdout.replace("SARIF", ""), f"the good file was annotated: {bad.stdout}")
    sarif_path = os.path.join(workspace, "reports", "tablint.sarif")
    if expect(os.path.exists(sarif_path), "no SARIF file written"):
        sarif = json.load(open(sarif_path))
        results = sarif["runs"][0]["results"]
        expect(sarif.get("version") == "2.1.0", "the SARIF is not version 2.1.0")
        expect([r["ruleId"] for r in results] == ["duplicate-id"], f"SARIF results: {results}")
        expect(sarif["runs"][0]["tool"]["driver"].get("version") == expected_version, "SARIF names another tablint version")

    good = step("check", INPUT_PATHS="good.tabs", INPUT_SARIF="", INPUT_MAX_WARNINGS="")
    expect(good.returncode == 0 and "::error" not in good.stdout, f"check of a good file: {good.returncode} {good.stdout}")

    lenient = step("check", INPUT_PATHS="warn.tabs", INPUT_SARIF="", INPUT_MAX_WARNINGS="")
    strict = step("check", INPUT_PATHS="warn.tabs", INPUT_SARIF="", INPUT_MAX_WARNINGS="0")
    expect(lenient.returncode == 0 and "::warning file=warn.tabs,line=1" in lenient.stdout,
           f"a warning alone failed or was not annotated: {lenient.returncode} {lenient.stdout}")
    expect(strict.returncode == 1, f"max-warnings 0 passed a warning: {strict.returncode}")

    everything = step("check")  # no inputs at all: the whole workspace
    expect(everything.returncode == 1 and "bad dir/Bad.tabs" in everything.stdout,
           f"check with no paths did not check the workspace: {everything.returncode} {everything.stdout}")
finally:
    shutil.rmtree(work, ignore_errors=True)

if failures:
    print("\n".join(f"test-action.py: FAIL: {f}" for f in failures), file=sys.stderr)
    sys.exit(1)
print("test-action.py: OK")
