#!/usr/bin/env python3
"""tablint against the tools a user would reach for instead, side by side in one run.

The same configuration content is written as `.tabs` (exactly what
Benchmarks/generate.py writes), as TOML, as YAML and as JSON, and checked by:

  tablint check           the `.tabs` file (release build, --no-config, --format json)
  taplo lint              the TOML file, syntax only (Rust; PyPI package `taplo`)
  taplo lint --schema     the TOML file against the JSON Schema below
  yamllint                the YAML file, default rules (Python)
  check-jsonschema        the JSON rendering against an equivalent JSON Schema
                          (the JSON, not the YAML: schema validation is the point,
                          and its YAML loader would add ruamel's parse cost)

for one small file (start-up), 10,000 small files in one invocation and one
10 MB file (10 MB of `.tabs`; the other formats hold the same content, so their
sizes differ and are reported). Each cell is the median of repeated runs of
wall time, CPU time (user+sys, from os.wait4's rusage of that child) and peak
resident memory (GNU time's %M), and the ratio tool/tablint. `wc -l` on the 10 MB
`.tabs` file is the floor for tablint's throughput.

The server row drives `tablint lsp` and `ruff server` over stdio with documents
of similar size (5,000 tabs / 5,000 small functions, ~200 KB): open, then
EDITS didChange edits, each waiting for its textDocument/publishDiagnostics.

The peers are pip-installed into OUT/venv. Prints a Markdown report and writes
it to Benchmarks/RESULTS-peers.md.

usage: peers.py [--tablint BINARY] [--out DIR] [--runs-small N] [--runs N] [--budget SECONDS]
                [--edits N] [--results FILE]
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import generate  # noqa: E402  (the .tabs inputs of run.sh)
import lsp_latency  # noqa: E402  (framing helpers)

PEERS = ["taplo", "yamllint", "check-jsonschema", "ruff"]

# --------------------------------------------------------------------------
# The content, as data, and its four renderings.
# --------------------------------------------------------------------------

DEFAULTS = {"selected": "home", "cached": ["home", "search"], "limit": 5,
            "platforms": ["iphone", "ipad", "mac"],
            "deployment": ["iOS 17.0", "macOS 14.0"], "retired": ["legacy"]}
TOP_TABS = [{"id": "home", "title": "Home", "icon": "house"},
            {"id": "search", "title": "Search", "icon": "magnifyingglass", "role": "search"},
            {"id": "compose", "title": "New", "icon": "square.and.pencil", "role": "action"}]


def model_section(i):
    tabs = []
    for j in range(8):
        icon = f"{generate.ICONS[(i + j) % len(generate.ICONS)]}.g{i}t{j}"
        tab = {"id": f"g{i}t{j}", "title": f"Group {i} Tab {j}", "icon": icon}
        if j == 3:
            tab["icon"] = icon + (".fill" if i % 50 == 0 else "")
            tab["platforms"] = ["iphone", "ipad"]
        tabs.append(tab)
    return {"id": f"group{i}", "title": f"Group {i}", "placement": "sidebarOnly", "tabs": tabs}


def model(first, count, k=0):
    """defaults, the three top-level tabs and sections first..first+count-1;
    k renames `home` to `home{k}` as generate.small does."""
    rename = (lambda s: s.replace("home", f"home{k}")) if k else (lambda s: s)
    d = dict(DEFAULTS, selected=rename(DEFAULTS["selected"]),
             cached=[rename(c) for c in DEFAULTS["cached"]])
    tabs = [dict(t, id=rename(t["id"])) for t in TOP_TABS]
    return {"defaults": d, "tabs": tabs, "sections": [model_section(i) for i in range(first, first + count)]}


def big_section_count(megabytes):
    """How many sections generate.big writes for MEGABYTES."""
    target, size, i = megabytes * 1_000_000, len(generate.HEADER), 0
    while size < target:
        size += len(generate.section(i))
        i += 1
    return i


def q(s):
    return json.dumps(s)  # a double-quoted string valid in TOML, YAML and JSON alike


def qlist(xs):
    return "[" + ", ".join(q(x) for x in xs) + "]"


def to_toml(m):
    d = m["defaults"]
    out = ["# Generated benchmark input", "[defaults]",
           f"selected = {q(d['selected'])}", f"cached = {qlist(d['cached'])}", f"limit = {d['limit']}",
           f"platforms = {qlist(d['platforms'])}", f"deployment = {qlist(d['deployment'])}",
           f"retired = {qlist(d['retired'])}", ""]

    def tab(t, header):
        out.append(header)
        for key in ("id", "title", "icon", "role"):
            if key in t:
                out.append(f"{key} = {q(t[key])}")
        if "platforms" in t:
            out.append(f"platforms = {qlist(t['platforms'])}")
    for t in m["tabs"]:
        tab(t, "[[tab]]")
    out.append("")
    for s in m["sections"]:
        i = s["id"][len("group"):]
        out += ["[[section]]", f"id = {q(s['id'])}", f"title = {q(s['title'])}",
                f"placement = {q(s['placement'])}", f"# tabs of group {i}"]
        for t in s["tabs"]:
            tab(t, "[[section.tab]]")
        out.append("")
    return "\n".join(out) + "\n"


def to_yaml(m):
    d = m["defaults"]
    out = ["---", "# Generated benchmark input", "defaults:",
           f"  selected: {q(d['selected'])}", f"  cached: {qlist(d['cached'])}", f"  limit: {d['limit']}",
           f"  platforms: {qlist(d['platforms'])}", f"  deployment: {qlist(d['deployment'])}",
           f"  retired: {qlist(d['retired'])}", "", "tabs:"]

    def tab(t, indent):
        first = True
        for key in ("id", "title", "icon", "role", "platforms"):
            if key in t:
                value = qlist(t[key]) if key == "platforms" else q(t[key])
                out.append(f"{indent}{'- ' if first else '  '}{key}: {value}")
                first = False
    for t in m["tabs"]:
        tab(t, "  ")
    out += ["", "sections:"]
    for s in m["sections"]:
        i = s["id"][len("group"):]
        out += [f"  - id: {q(s['id'])}", f"    title: {q(s['title'])}",
                f"    placement: {q(s['placement'])}", f"    # tabs of group {i}", "    tabs:"]
        for t in s["tabs"]:
            tab(t, "      ")
    return "\n".join(out) + "\n"


def to_json(m):
    return json.dumps(m, indent=2) + "\n"


SYMBOL = {"type": "string", "pattern": r"^[A-Za-z_][A-Za-z0-9_]*$"}
PLATFORMS = {"type": "array", "items": {"enum": ["iphone", "ipad", "mac", "tv", "watch", "vision"]},
             "uniqueItems": True, "minItems": 1}
TAB = {"type": "object", "additionalProperties": False, "required": ["id", "title"],
       "properties": {"id": SYMBOL, "title": {"type": "string", "minLength": 1},
                      "icon": {"type": "string", "pattern": r"^[a-z0-9]+(\.[a-z0-9]+)*$"},
                      "role": {"enum": ["search", "action"]}, "platforms": PLATFORMS}}
SECTION = {"type": "object", "additionalProperties": False, "required": ["id", "title"],
           "properties": {"id": SYMBOL, "title": {"type": "string", "minLength": 1},
                          "placement": {"enum": ["sidebarOnly", "tabBarOnly", "automatic"]},
                          "tabs": {"type": "array", "items": {"$ref": "#/$defs/tab"}}}}
DEFAULTS_SCHEMA = {"type": "object", "additionalProperties": False,
                   "properties": {"selected": SYMBOL,
                                  "cached": {"type": "array", "items": SYMBOL, "uniqueItems": True},
                                  "limit": {"type": "integer", "minimum": 1},
                                  "platforms": PLATFORMS,
                                  "deployment": {"type": "array", "items": {
                                      "type": "string", "pattern": r"^(iOS|iPadOS|macOS|tvOS|watchOS|visionOS) [0-9]+(\.[0-9]+)*$"}},
                                  "retired": {"type": "array", "items": SYMBOL}}}


def schema(tabs_key, sections_key, section_tabs_key):
    """The structure as a JSON Schema; TOML names the arrays `tab`/`section`/`tab`."""
    section = json.loads(json.dumps(SECTION))
    section["properties"][section_tabs_key] = section["properties"].pop("tabs")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "tab configuration",
            "type": "object", "additionalProperties": False,
            "properties": {"defaults": DEFAULTS_SCHEMA,
                           tabs_key: {"type": "array", "items": {"$ref": "#/$defs/tab"}},
                           sections_key: {"type": "array", "items": {"$ref": "#/$defs/section"}}},
            "$defs": {"tab": TAB, "section": section}}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


EXT = {"tabs": "tabs", "toml": "toml", "yaml": "yaml", "json": "json"}
RENDER = {"toml": to_toml, "yaml": to_yaml, "json": to_json}


def generate_inputs(data, megabytes, count):
    """DATA/<format>/{small,big}.<ext> and DATA/<format>/many/dNNN/fNNNNN.<ext>; returns sizes."""
    stamp = os.path.join(data, f"stamp-{megabytes}-{count}")
    if not os.path.exists(stamp):
        shutil.rmtree(data, ignore_errors=True)
        os.makedirs(data)
        # .tabs: generate.py itself; the other formats: the same model.
        # Check once that the model is what generate.py writes.
        check = os.path.join(data, "check.tabs")
        generate.small(check, 7)
        assert open(check).read() == to_tabs_for_check(model(7, 1, 7)), "model drifted from generate.py"
        os.remove(check)
        os.makedirs(os.path.join(data, "tabs"))
        generate.small(os.path.join(data, "tabs", "small.tabs"))
        generate.big(os.path.join(data, "tabs", "big.tabs"), megabytes)
        generate.many(os.path.join(data, "tabs", "many"), count)
        sections = big_section_count(megabytes)
        for fmt, render in RENDER.items():
            write(os.path.join(data, fmt, f"small.{fmt}"), render(model(0, 1)))
            write(os.path.join(data, fmt, f"big.{fmt}"), render(model(0, sections)))
            for i in range(count):
                write(os.path.join(data, fmt, "many", f"d{i // 100:03d}", f"f{i:05d}.{fmt}"), render(model(i, 1, i)))
        write(os.path.join(data, "schema.json"), json.dumps(schema("tabs", "sections", "tabs"), indent=2))
        write(os.path.join(data, "schema-toml.json"), json.dumps(schema("tab", "section", "tab"), indent=2))
        open(stamp, "w").close()
    sizes = {}
    for fmt in EXT:
        many_bytes = 0
        for root, _, files in os.walk(os.path.join(data, fmt, "many")):
            many_bytes += sum(os.path.getsize(os.path.join(root, f)) for f in files)
        sizes[fmt] = {"small": os.path.getsize(os.path.join(data, fmt, f"small.{fmt}")),
                      "big": os.path.getsize(os.path.join(data, fmt, f"big.{fmt}")), "many": many_bytes}
    return sizes


def to_tabs_for_check(m):
    """The `.tabs` text generate.small writes for this model (to check the model)."""
    d = m["defaults"]
    sym = ", ".join
    out = ["# Generated benchmark input", "defaults {", f"    selected {d['selected']}",
           f"    cached {sym(d['cached'])}", f"    limit {d['limit']}", f"    platforms {sym(d['platforms'])}",
           "    deployment " + ", ".join(q(x) for x in d["deployment"]), f"    retired {sym(d['retired'])}", "}", ""]
    for t in m["tabs"]:
        if "role" in t:
            out += [f'tab {t["id"]} {q(t["title"])} {{', f'    icon {q(t["icon"])}', f'    role {t["role"]}', "}"]
        else:
            out.append(f'tab {t["id"]} {q(t["title"])} {{ icon {q(t["icon"])} }}')
    out.append("")
    text = "\n".join(out) + "\n"
    for s in m["sections"]:
        lines = [f'section {s["id"]} {q(s["title"])} {{', f'    placement {s["placement"]}',
                 f'    # tabs of group {s["id"][5:]}']
        for t in s["tabs"]:
            if "platforms" in t:
                lines += [f'    tab {t["id"]} {q(t["title"])} {{', f'        icon {q(t["icon"])}',
                          f'        platforms {sym(t["platforms"])}', "    }"]
            else:
                lines.append(f'    tab {t["id"]} {q(t["title"])} {{ icon {q(t["icon"])} }}')
        lines.append("}")
        text += "\n".join(lines) + "\n\n"
    return text


# --------------------------------------------------------------------------
# Tools
# --------------------------------------------------------------------------

def tablint_binary(given):
    binary = given or os.path.join(REPO, ".build-static", "release", "tablint")
    if not given:
        # Always (re)built: a stale binary would measure old code. Incremental, so quick when current.
        print("building tablint (release, fully static; a few minutes the first time)...", file=sys.stderr)
        subprocess.run(["swift", "build", "-c", "release", "-Xswiftc", "-static-executable",
                        "--scratch-path", ".build-static", "--product", "tablint"], cwd=REPO, check=True,
                       stdout=sys.stderr)
    return binary


def install_peers(out):
    venv = os.path.join(out, "venv")
    bindir = os.path.join(venv, "bin")
    problems = {}
    if not os.path.exists(os.path.join(bindir, "python")):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    for package in PEERS:
        exe = os.path.join(bindir, package)
        if os.access(exe, os.X_OK):
            continue
        r = subprocess.run([os.path.join(bindir, "pip"), "install", "-q", package],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0 or not os.access(exe, os.X_OK):
            problems[package] = f"pip install {package} failed: " + r.stdout.strip().splitlines()[-1:][0] \
                if r.stdout.strip() else f"pip install {package} failed"
    return bindir, problems


def version_of(argv):
    try:
        r = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=60)
        return r.stdout.strip().splitlines()[0]
    except (OSError, subprocess.SubprocessError, IndexError) as e:
        return f"unknown ({e})"


GNU_TIME = "/usr/bin/time"
SUPERSET_OF = {"taplo lint + schema": "taplo lint"}  # not run on a case where the other hit the limit


TIMEOUT = [900.0]  # seconds; a run still going then is killed (exit -9 in the table: a lower bound)


def run_once(argv, cwd):
    """(wall s, cpu s, peak RSS MB, exit code) of one run. Wall from the clock, CPU
    (user+sys) from os.wait4's rusage; peak RSS from GNU time's %M for the tool itself:
    wait4's ru_maxrss would count the forked copy of this Python process (Linux keeps
    the high-water mark across exec), so the tool runs under `time`, a small process."""
    rss_file = os.path.join(cwd, ".peak-rss")
    wrapped = [GNU_TIME, "-f", "%M", "-o", rss_file, *argv] if os.access(GNU_TIME, os.X_OK) else argv
    start = time.perf_counter()
    p = subprocess.Popen(wrapped, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    killer = threading.Timer(TIMEOUT[0], lambda: os.killpg(p.pid, signal.SIGKILL))
    killer.start()
    _, status, ru = os.wait4(p.pid, 0)
    killer.cancel()
    wall = time.perf_counter() - start
    p.returncode = os.waitstatus_to_exitcode(status)
    rss = float("nan")
    if wrapped is not argv and os.path.exists(rss_file) and p.returncode >= 0:
        with open(rss_file) as f:
            lines = f.read().split()
        rss = int(lines[-1]) / 1024
    if os.path.exists(rss_file):
        os.remove(rss_file)
    return wall, ru.ru_utime + ru.ru_stime, rss, p.returncode


def measure(argv, cwd, runs, budget):
    """Median of up to RUNS runs (at least one; stops once BUDGET seconds are spent)."""
    samples, spent = [], 0.0
    while len(samples) < runs and (not samples or spent < budget):
        s = run_once(argv, cwd)
        if s[3] == -signal.SIGKILL:  # hit the time limit: only a lower bound on wall time
            return {"killed": True, "wall": s[0], "cpu": float("nan"), "rss": float("nan"), "n": 1,
                    "exit": [s[3]]}
        samples.append(s)
        spent += s[0]
    return {"killed": False, "wall": statistics.median(s[0] for s in samples), "cpu": statistics.median(s[1] for s in samples),
            "rss": statistics.median(s[2] for s in samples), "n": len(samples),
            "exit": sorted({s[3] for s in samples})}


def output_of(argv, cwd, limit=600):
    r = subprocess.run(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode, r.stdout[:limit]


# --------------------------------------------------------------------------
# Language servers
# --------------------------------------------------------------------------

def python_document(functions):
    return "".join(f"def f{i}(x):\n    return x + {i}\n\n\n" for i in range(functions))


def lsp_latency_run(argv, language, uri, text, edit_line, edit_text, edits, cwd):
    """Open TEXT, then EDITS didChange edits replacing line EDIT_LINE by edit_text(v) (each
    introducing one diagnostic that names `marker{v}`), each waiting for its diagnostics.
    Returns latencies (ms), server CPU seconds over the edits, peak RSS MB, whether the
    server put versions in publishDiagnostics."""
    server = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    out = server.stdout

    def send(m):
        server.stdin.write(lsp_latency.frame(m))
        server.stdin.flush()
    saw_version = [False]

    def next_message():
        m = lsp_latency.read_message(out)
        if "method" in m and "id" in m:  # a request from the server: answer it
            send({"jsonrpc": "2.0", "id": m["id"], "result": None})
        return m

    def wait_for(version, marker):
        while True:
            m = next_message()
            if m.get("method") != "textDocument/publishDiagnostics" or m["params"].get("uri") != uri:
                continue
            p = m["params"]
            if p.get("version") is not None:
                saw_version[0] = True
                if p["version"] == version:
                    return m
            elif marker is None or any(marker in d.get("message", "") for d in p.get("diagnostics", [])):
                return m

    def cpu():
        with open(f"/proc/{server.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"processId": os.getpid(), "rootUri": None, "capabilities": {}}})
    while next_message().get("id") != 1:
        pass
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": language, "version": 0, "text": text}}})
    wait_for(0, None)
    cpu0 = cpu()
    latencies = []
    for v in range(1, edits + 1):
        change = {"range": {"start": {"line": edit_line, "character": 0},
                            "end": {"line": edit_line + 1, "character": 0}}, "text": edit_text(v)}
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": v}, "contentChanges": [change]}})
        wait_for(v, f"marker{v}")
        latencies.append((time.perf_counter() - start) * 1000)
    cpu1 = cpu()
    with open(f"/proc/{server.pid}/status") as f:
        hwm = next(l for l in f if l.startswith("VmHWM")).split()[1]
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    try:
        while next_message().get("id") != 2:
            pass
    except EOFError:
        pass
    send({"jsonrpc": "2.0", "method": "exit"})
    server.stdin.close()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
    return latencies, cpu1 - cpu0, int(hwm) / 1024, saw_version[0]


def lsp_rows(tablint, bindir, edits, out):
    rows = {}
    tabs = 5000
    text = lsp_latency.document(tabs)
    line = 5 + tabs // 2
    mid = tabs // 2
    # As lsp_latency.py: each edit retitles the middle tab (one line replaced).
    rows["tablint lsp"] = (len(text),) + lsp_latency_run(
        [tablint, "lsp"], "tabs", "file:///tmp/latency.tabs", text, line,
        lambda v: f'tab t{mid} "Edited {v}" {{ icon "star.t{mid}" }}\n', edits, out)
    functions = 5000
    ptext = python_document(functions)
    pline = 4 * (functions // 2) + 1  # the `return` line of the middle function
    workdir = os.path.join(out, "ruff-lsp")
    os.makedirs(workdir, exist_ok=True)
    # Each edit's `return marker{v}` is an undefined name (F821): a new diagnostic
    # that names this version, in case the server leaves the version out.
    rows["ruff server"] = (len(ptext),) + lsp_latency_run(
        [os.path.join(bindir, "ruff"), "server"], "python", f"file://{workdir}/latency.py", ptext, pline,
        lambda v: f"    return marker{v}\n", edits, workdir)
    return rows


# --------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------

def fmt_time(s):
    return f"{s * 1000:.0f} ms" if s < 10 else f"{s:.1f} s"


def fmt_ratio(x, base):
    if base <= 0:
        return "n/a"
    r = x / base
    return f"{r:.2f}×" if r < 10 else f"{r:.0f}×"


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        mem_kb = int(next(l for l in f if l.startswith("MemTotal")).split()[1])
    return f"{os.cpu_count()} cores ({model}), {mem_kb / 1024 / 1024:.1f} GiB memory, {platform.machine()}, Linux {platform.release()}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=os.path.join(HERE, "out"))
    ap.add_argument("--runs-small", type=int, default=30, help="runs for the one-small-file row")
    ap.add_argument("--runs", type=int, default=3, help="runs for the 10,000-files and 10 MB rows")
    ap.add_argument("--budget", type=float, default=60, help="stop repeating a cell after this many seconds")
    ap.add_argument("--timeout", type=float, default=900, help="kill a run after this many seconds")
    ap.add_argument("--megabytes", type=int, default=10)
    ap.add_argument("--count", type=int, default=10_000)
    ap.add_argument("--edits", type=int, default=100)
    ap.add_argument("--tablint", help="a release tablint binary to use (default: .build-static's, built fully static)")
    ap.add_argument("--results", default=os.path.join(HERE, "RESULTS-peers.md"))
    args = ap.parse_args()
    TIMEOUT[0] = args.timeout
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    began = datetime.datetime.now(datetime.timezone.utc)
    load_at_start = f"{os.getloadavg()[0]:.2f}"

    tablint = os.path.abspath(tablint_binary(args.tablint))
    bindir, problems = install_peers(out)
    data = os.path.join(out, "peers-data")
    print("generating inputs...", file=sys.stderr)
    sizes = generate_inputs(data, args.megabytes, args.count)

    def many_files(fmt):
        files = []
        for root, _, names in os.walk(os.path.join(data, fmt, "many")):
            files += [os.path.relpath(os.path.join(root, n), data) for n in names]
        return sorted(files)

    b = lambda name: os.path.join(bindir, name)
    schema_uri = "file://" + os.path.join(data, "schema-toml.json")
    # name -> (format, argv builder for a list of paths / a directory, relative to DATA)
    tools = {
        "tablint": ("tabs", lambda paths: [tablint, "check", "--no-config", "--format", "json", *paths],
                    "directory"),
        "taplo lint": ("toml", lambda paths: [b("taplo"), "lint", "--no-auto-config", "--colors", "never", *paths],
                       "files"),
        "taplo lint + schema": ("toml", lambda paths: [b("taplo"), "lint", "--no-auto-config", "--colors", "never",
                                                       "--schema", schema_uri, *paths], "files"),
        "yamllint": ("yaml", lambda paths: [b("yamllint"), "-d", "default", "-f", "parsable", *paths], "directory"),
        "check-jsonschema": ("json", lambda paths: [b("check-jsonschema"), "--schemafile", "schema.json", *paths],
                             "files"),
    }
    needs = {"taplo lint": "taplo", "taplo lint + schema": "taplo", "yamllint": "yamllint",
             "check-jsonschema": "check-jsonschema"}
    tools = {k: v for k, v in tools.items() if needs.get(k) not in problems}

    def argv(name, case):
        fmt, build, many_mode = tools[name]
        if case == "small":
            return build([f"{fmt}/small.{fmt}"])
        if case == "big":
            return build([f"{fmt}/big.{fmt}"])
        return build([f"{fmt}/many"] if many_mode == "directory" else many_files(fmt))

    # Each tool must accept its inputs as they are (exit 0), or the timing means nothing.
    # tablint reports the deliberate problems generate.py puts in (exit 1 on errors).
    sanity = {}
    for name in list(tools):
        code, text = output_of(argv(name, "small"), data)
        sanity[name] = (code, text)
        if name != "tablint" and code != 0:
            problems[name] = f"rejects the equivalent small file (exit {code}): {text.strip()[:300]}"
            del tools[name]

    cases = [("small", "one small file (start-up)", args.runs_small),
             ("many", f"{args.count:,} small files, one invocation", args.runs),
             ("big", f"one {args.megabytes} MB file", args.runs)]
    results = {}
    for case, _, runs in cases:
        for name in tools:
            base = SUPERSET_OF.get(name)
            if base in tools and results[(base, case)]["killed"]:
                # it does all the work of BASE and more: it cannot finish within the limit either
                results[(name, case)] = dict(results[(base, case)], skipped=base)
                continue
            print(f"measuring {name} on {case}...", file=sys.stderr)
            results[(name, case)] = measure(argv(name, case), data, runs, args.budget)
    wc = measure(["wc", "-l", "tabs/big.tabs"], data, args.runs, args.budget)
    for (name, case), r in results.items():
        if r["killed"]:
            problems[f"{name}, {case} case"] = (f"not run: `{r['skipped']}` alone exceeded the {args.timeout:.0f} s limit"
                                               if r.get("skipped") else f"did not finish within the {args.timeout:.0f} s limit")

    print("measuring the language servers...", file=sys.stderr)
    try:
        servers = lsp_rows(tablint, bindir, args.edits, out) if "ruff" not in problems else None
    except Exception as e:  # report it rather than lose the rest
        servers = None
        problems["ruff server"] = f"latency run failed: {e!r}"

    versions = {"tablint": version_of([tablint, "--version"]) + f" (release, fully static, {tablint})",
                "taplo": version_of([b("taplo"), "--version"]), "yamllint": version_of([b("yamllint"), "--version"]),
                "check-jsonschema": version_of([b("check-jsonschema"), "--version"]),
                "ruff": version_of([b("ruff"), "--version"]), "wc": version_of(["wc", "--version"]),
                "python (venv)": version_of([b("python"), "--version"])}

    # ---------------------------------------------------------------- report
    L = []
    L.append("# tablint against its peers")
    L.append("")
    L.append(f"Generated by `Benchmarks/peers.py` on {began.strftime('%Y-%m-%d %H:%M UTC')} "
             f"(`date -u`: {subprocess.run(['date', '-u'], stdout=subprocess.PIPE, text=True).stdout.strip()}).")
    L.append("")
    L.append(f"- Machine: {machine()}.")
    L.append(f"- Load (1-minute average) at the start and at the end of the run: {load_at_start} and "
             f"{os.getloadavg()[0]:.2f}. This is a virtual machine whose speed drifts by up to 20% over "
             "minutes, and anything else running shows up in wall times (which can then exceed CPU time "
             "while a tool waits for a core). CPU time (user+sys) is the steadier number; every cell is a "
             "median of repeated runs (n below).")
    L.append("- Versions: " + "; ".join(f"{k} `{v}`" for k, v in versions.items()) + ".")
    L.append("")
    L.append("## What is checked")
    L.append("")
    L.append("The same content in each format: `.tabs` exactly as `Benchmarks/generate.py` writes it "
             "(defaults, three top-level tabs, sections of eight tabs each, comments); TOML as `[defaults]`, "
             "`[[tab]]` and `[[section]]` with `[[section.tab]]`; YAML as a `defaults` mapping and `tabs`/"
             "`sections` sequences; JSON the same structure. The JSON Schema (`peers-data/schema.json`) "
             "describes it: required ids and titles, id patterns, icon-name pattern, enums for platforms, "
             "roles and placement, deployment-target pattern, no unknown keys. check-jsonschema validates the "
             "**JSON rendering** against it; `taplo lint + schema` validates the TOML against the same schema "
             "(keys renamed `tab`/`section`). yamllint runs its default rules (syntax and style, no schema). "
             "tablint runs its default rules with `--no-config --format json` and reports the deliberate "
             "problems generate.py plants (so it also formats and prints diagnostics); no JSON Schema can "
             "express tablint's cross-references (selected/cached naming existing tabs, duplicate ids "
             "across sections, retired ids), so the peers do strictly less work.")
    L.append("")
    L.append("| input | .tabs | TOML | YAML | JSON |")
    L.append("|---|---:|---:|---:|---:|")
    for case, label, _ in cases:
        L.append(f"| {label} | " + " | ".join(f"{sizes[f][case]:,} B" for f in EXT) + " |")
    L.append("")
    L.append("Every tool's output goes to /dev/null; wall = start to exit, CPU = user+sys from `wait4`'s "
             "rusage (the tool, its children and the ~1 ms of the `/usr/bin/time` wrapper), peak RSS = "
             "GNU time's `%M` for the tool. Exit -9: killed at the time limit (the wall time is a lower bound).")
    L.append("")
    L.append("## Command-line check")
    L.append("")
    L.append("| input | tool | wall | CPU | peak RSS | n | exit | wall ÷ tablint | CPU ÷ tablint | RSS ÷ tablint |")
    L.append("|---|---|---:|---:|---:|---:|---|---:|---:|---:|")
    for case, label, _ in cases:
        base = results[("tablint", case)]
        for name in tools:
            r = results[(name, case)]
            if r["killed"]:
                how = f"not run (`{r['skipped']}` alone exceeded {args.timeout:.0f} s)" if r.get("skipped") else \
                    f"killed after {fmt_time(r['wall'])}"
                L.append(f"| {label} | {name} | > {fmt_time(r['wall'])} | {how} | n/a | {r['n']} | "
                         f"{','.join(map(str, r['exit']))} | > {fmt_ratio(r['wall'], base['wall'])} | n/a | n/a |")
                continue
            ratios = ("—", "—", "—") if name == "tablint" else (
                fmt_ratio(r["wall"], base["wall"]), fmt_ratio(r["cpu"], base["cpu"]), fmt_ratio(r["rss"], base["rss"]))
            L.append(f"| {label} | {name} | {fmt_time(r['wall'])} | {fmt_time(r['cpu'])} | {r['rss']:.1f} MB | "
                     f"{r['n']} | {','.join(map(str, r['exit']))} | {' | '.join(ratios)} |")
    L.append("")
    L.append("## Throughput on one 10 MB file (the floor: `wc -l` on the same `.tabs` bytes)")
    L.append("")
    L.append("| tool | bytes | wall | CPU | MB/s (wall) | MB/s (CPU) | tool ÷ wc -l (CPU) |")
    L.append("|---|---:|---:|---:|---:|---:|---:|")
    rows = [("wc -l", "tabs", wc)] + [(n, tools[n][0], results[(n, "big")]) for n in tools]
    for name, fmt, r in rows:
        nbytes = sizes[fmt]["big"]
        if r.get("killed"):
            L.append(f"| {name} | {nbytes:,} | > {fmt_time(r['wall'])} | n/a | < {nbytes / 1e6 / r['wall']:,.2f} | "
                     f"n/a | n/a |")
            continue
        mbs_w = nbytes / 1e6 / r["wall"] if r["wall"] > 0 else float("inf")
        mbs_c = nbytes / 1e6 / r["cpu"] if r["cpu"] > 0 else float("inf")
        L.append(f"| {name} | {nbytes:,} | {fmt_time(r['wall'])} | {fmt_time(r['cpu'])} | {mbs_w:,.1f} | "
                 f"{mbs_c:,.1f} | {fmt_ratio(r['cpu'], wc['cpu']) if wc['cpu'] > 0 else 'n/a (wc CPU < 10 ms tick)'} |")
    L.append("")
    L.append(f"CPU times come in 1 ms-ish ticks from the kernel; `wc -l`'s CPU time on 10 MB can round to "
             f"0, so its wall time ({fmt_time(wc['wall'])}) is the floor to compare against: tablint takes "
             f"{fmt_ratio(results[('tablint', 'big')]['wall'], wc['wall'])} the wall time of `wc -l` on the same bytes.")
    L.append("")
    L.append("## Language server: didChange → publishDiagnostics")
    L.append("")
    if servers:
        L.append(f"{args.edits} edits, each waiting for its diagnostics; the client advertises no pull "
                 "diagnostics, so both servers push. tablint: `lsp_latency.py`'s 5,000-tab document, each "
                 "edit retitles the middle tab. ruff: 5,000 small functions (`def fN(x): return x + N`), each "
                 "edit rewrites the middle function's `return` to an undefined name `markerV` (one new F821 "
                 "diagnostic, by which the harness recognises that edit's diagnostics when ruff leaves out the "
                 "version). CPU = the server's user+sys over the edits (from /proc), peak RSS = VmHWM.")
        L.append("")
        L.append("| server | document | median | p90 | worst | best | CPU per edit | peak RSS | versioned diagnostics |")
        L.append("|---|---:|---:|---:|---:|---:|---:|---:|---|")
        for name, (nbytes, lat, cpu, hwm, versioned) in servers.items():
            p90 = statistics.quantiles(lat, n=10)[-1] if len(lat) > 1 else lat[0]
            L.append(f"| {name} | {nbytes:,} B | {statistics.median(lat):.1f} ms | {p90:.1f} ms | {max(lat):.1f} ms | "
                     f"{min(lat):.1f} ms | {cpu * 1000 / len(lat):.1f} ms | {hwm:.1f} MB | {'yes' if versioned else 'no'} |")
        t, r = servers["tablint lsp"], servers["ruff server"]
        L.append("")
        L.append(f"ruff server ÷ tablint lsp: median {fmt_ratio(statistics.median(r[1]), statistics.median(t[1]))}, "
                 f"worst {fmt_ratio(max(r[1]), max(t[1]))}, peak RSS {fmt_ratio(r[3], t[3])}.")
    else:
        L.append("Not measured: " + problems.get("ruff server", problems.get("ruff", "unknown")))
    L.append("")
    L.append("## Tools that could not be installed or measured")
    L.append("")
    if problems:
        for k, v in problems.items():
            L.append(f"- {k}: {v}")
    else:
        L.append("None: taplo, yamllint, check-jsonschema and ruff installed from PyPI into "
                 f"`{os.path.relpath(os.path.join(out, 'venv'), REPO)}` and each accepted its input.")
    L.append("")
    L.append("Sanity check on the small file (exit code and first output): " + "; ".join(
        f"{k} exit {c}" + (f" (`{t.strip().splitlines()[0][:120]}`)" if t.strip() else "") for k, (c, t) in sanity.items()) + ".")
    L.append("")
    L.append(f"Reproduce: `python3 Benchmarks/peers.py` (builds tablint fully static into `.build-static` unless `--tablint` names a binary; "
             f"installs the peers into `Benchmarks/out/venv`; inputs in `Benchmarks/out/peers-data`). "
             f"Run took {(datetime.datetime.now(datetime.timezone.utc) - began).total_seconds() / 60:.1f} min.")
    report = "\n".join(L) + "\n"
    print(report)
    with open(args.results, "w") as f:
        f.write(report)


if __name__ == "__main__":
    main()
