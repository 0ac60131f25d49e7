#!/usr/bin/env python3
"""Latency of `tablint lsp`: time from a didChange on a 5,000-tab document
to the publishDiagnostics for that version, over 100 edits (each waits for
its diagnostics), plus the server's resident memory afterwards, and the
CPU time and minor page faults it spent over the edits (from /proc: less
sensitive than wall time to other work on a shared machine).

usage: lsp_latency.py TABLINT_BINARY [TABS] [EDITS]
"""
import json
import os
import statistics
import subprocess
import sys
import time


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            raise EOFError("server closed its output")
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(stream.read(length))


def document(tabs):
    lines = ["defaults {", "    selected t0", "    cached t0, t1", "    limit 5", "}"]
    for i in range(tabs):
        lines.append(f'tab t{i} "Tab {i}" {{ icon "star.t{i}" }}')
    return "\n".join(lines) + "\n"


def main():
    binary = sys.argv[1]
    tabs = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    send = lambda m: (server.stdin.write(frame(m)), server.stdin.flush())
    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"processId": os.getpid(), "rootUri": None, "capabilities": {}}})
    while read_message(server.stdout).get("id") != 1:
        pass
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    uri = "file:///tmp/latency.tabs"
    text = document(tabs)
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "tabs", "version": 0, "text": text}}})

    def wait_for(version):
        while True:
            m = read_message(server.stdout)
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version:
                return m

    wait_for(0)
    before = cpu_and_faults(server.pid)
    latencies = []
    line = 5 + tabs // 2  # an edit in the middle: rename a title back and forth
    for v in range(1, edits + 1):
        new_title = f'"Edited {v}"'
        change = {"range": {"start": {"line": line, "character": 0}, "end": {"line": line + 1, "character": 0}},
                  "text": f'tab t{tabs // 2} {new_title} {{ icon "star.t{tabs // 2}" }}\n'}
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": v}, "contentChanges": [change]}})
        wait_for(v)
        latencies.append((time.perf_counter() - start) * 1000)
    after = cpu_and_faults(server.pid)
    with open(f"/proc/{server.pid}/status") as f:
        rss = next(l for l in f if l.startswith("VmRSS")).split()[1]
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=10)
    print(f"document: {tabs} tabs, {len(text)} bytes; {edits} edits")
    print(f"didChange -> publishDiagnostics: median {statistics.median(latencies):.2f} ms, "
          f"worst {max(latencies):.2f} ms, best {min(latencies):.2f} ms")
    print(f"server resident memory: {int(rss) / 1024:.1f} MB")
    print(f"server over the edits: CPU {(after[0] - before[0]) * 1000 / edits:.2f} ms an edit, "
          f"{(after[1] - before[1]) / edits:.0f} minor page faults an edit")


def cpu_and_faults(pid):
    """The process's user + system CPU seconds and minor page faults so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    # After the name: state is fields[0], so minflt (10th) is [7], utime (14th) [11], stime [12].
    return (int(fields[11]) + int(fields[12])) / ticks, int(fields[7])


if __name__ == "__main__":
    main()
