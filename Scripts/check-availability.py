#!/usr/bin/env python3
"""Fails when the package's sources use an API that macOS makes available
later than the minimum Package.swift declares (docs/platforms.md).

It runs on Linux, where the compiler does not enforce macOS availability:

1. Package.swift's `.macOS(...)` is the declared minimum.
2. `swiftc -dump-ast` type-checks each of the package's Swift modules under
   Sources/ (with the module search paths of the debug build, read from
   .build/debug.yaml: run `swift build` first) and names the declaration
   behind every reference (`decl="..."`, `bind="..."`), with its place.
3. The toolchain's `.swiftinterface` files (usr/lib/swift/linux/) carry
   each public declaration's `@available(macOS X, ...)`, or its enclosing
   type's or extension's.
4. Overloads are pooled by module, type (a protocol or type together with
   its extensions; a nested type by its own name, as the AST names it) and
   base name (initializers and subscripts by their
   argument labels too), and a pool counts with the lowest availability in
   it: `FixedWidthInteger.&*` is a macOS 15 requirement with an unmarked
   default, so it passes; `StringProtocol.contains(_:)` from
   _StringProcessing (macOS 13) is a pool of its own, apart from
   `Sequence.contains`.

Every use of a pool above the minimum is listed as FILE:LINE:COL, and the
exit status is 1. What it cannot see (Dispatch, which ships no interface
on Linux, and `#if canImport(Darwin)` branches, which are not type-checked
here) is listed as unverified on stderr.

Usage: Scripts/check-availability.py [--package PATH] [--scratch-path PATH]
"""
import argparse
import os
import re
import subprocess
import sys

UNAVAILABLE = (9999, 0, 0)


def version(text):
    """`13` and `13.0` alike: (13, 0, 0)."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def shown(v):
    if v == UNAVAILABLE:
        return "never (unavailable)"
    return ".".join(map(str, v[:2] if v[2] == 0 else v))


# --- the declared minimum --------------------------------------------------

def declared_minimum(package_swift):
    text = open(package_swift, encoding="utf-8").read()
    match = re.search(r'\.macOS\(\s*(?:\.v(\d+(?:_\d+)*)|"(\d+(?:\.\d+)*)")\s*\)', text)
    if not match:
        sys.exit(f"check-availability: {package_swift} declares no .macOS(...) platform; "
                 "add `platforms: [.macOS(.v13)]` to its Package(...)")
    return version(match.group(1).replace("_", ".")) if match.group(1) else version(match.group(2))


# --- availability from the interfaces -------------------------------------

ATTRIBUTE = re.compile(r"@[A-Za-z_][A-Za-z0-9_]*")
MODIFIERS = {
    "public", "internal", "package", "open", "fileprivate", "private", "final", "static",
    "mutating", "nonmutating", "override", "convenience", "required", "prefix", "postfix",
    "infix", "indirect", "dynamic", "lazy", "optional", "consuming", "borrowing", "__consuming",
    "nonisolated", "isolated", "distributed", "weak", "unowned", "_const", "__owned", "__shared",
    "async", "sending",
}
MEMBER_KEYWORDS = {"func", "init", "var", "let", "subscript", "case", "typealias",
                   "associatedtype", "macro"}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "extension"}


def code_of(line, in_multiline):
    """The line without string literals and comments, and whether a
    multi-line string literal is still open at its end."""
    out = []
    i = 0
    while i < len(line):
        if in_multiline:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out), True
            i = end + 3
            in_multiline = False
            continue
        c = line[i]
        if line.startswith('"""', i):
            in_multiline = True
            i += 3
        elif c == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            i += 1
        elif line.startswith("//", i):
            break
        else:
            out.append(c)
            i += 1
    return "".join(out), in_multiline


def split_attributes(code):
    """Leading attributes (with their argument lists) and the rest."""
    attributes = []
    rest = code.strip()
    while rest.startswith("@"):
        match = ATTRIBUTE.match(rest)
        if not match:
            break
        end = match.end()
        if end < len(rest) and rest[end] == "(":
            depth = 0
            for j in range(end, len(rest)):
                depth += {"(": 1, ")": -1}.get(rest[j], 0)
                if depth == 0:
                    end = j + 1
                    break
            else:
                end = len(rest)
        attributes.append(rest[:end])
        rest = rest[end:].strip()
    return attributes, rest


def macos_availability(attribute):
    """The macOS version an `@available`/`@_spi_available` attribute
    introduces, UNAVAILABLE, or None when it says nothing about macOS."""
    match = re.match(r"@_?(?:spi_)?available\((.*)\)$", attribute, re.S)
    if not match:
        return None
    parts = [p.strip() for p in match.group(1).split(",")]
    if parts and parts[0] == "*" and "unavailable" in parts[1:]:
        return UNAVAILABLE
    for i, part in enumerate(parts):
        words = part.split()
        if not words or words[0] != "macOS":
            continue
        if len(words) == 2:
            return version(words[1])
        for rest in parts[i + 1:]:
            if rest == "unavailable":
                return UNAVAILABLE
            if rest.startswith("introduced:"):
                return version(rest.split(":", 1)[1].strip())
    return None


def argument_labels(text, subscript=False):
    """`init(a b: T, _ c: U)` → `a:_:` (the text from the opening
    parenthesis); a subscript's lone parameter name is no label."""
    depth = 0
    params, current = [], []
    for c in text.replace("->", " "):
        if c in "([<":
            depth += 1
            if depth == 1 and c == "(":
                continue
        elif c in ")]>":
            depth -= 1
            if depth == 0 and c == ")":
                params.append("".join(current))
                break
        if depth == 1 and c == ",":
            params.append("".join(current))
            current = []
        else:
            current.append(c)
    labels = []
    for param in params:
        head = [w for w in param.split(":", 1)[0].split() if not w.startswith("@")]
        if head:
            labels.append(("_" if subscript and len(head) == 1 else head[0]) + ":")
    return "".join(labels)


def member_name(keyword, rest):
    """The pooled name of a member declaration, `rest` starting after its keyword."""
    if keyword in ("init", "subscript"):
        start = rest.find("(")
        labels = argument_labels(rest[start:], keyword == "subscript") if start >= 0 else ""
        return f"{keyword}({labels})"
    match = re.match(r"\s*(`?[A-Za-z_][A-Za-z0-9_]*`?|[-/=+!*%<>&|^~?.]+)", rest)
    return match.group(1).strip("`") if match else None


def innermost(type_path):
    """`Unicode.Scalar.Properties` → `Properties`: the AST names a nested
    type by its own name alone, so nested types of one name share a pool."""
    return type_path.rpartition(".")[2]


def parse_interface(path, module, modules, index):
    """Adds every declaration of one interface to index[(module, type, name)]."""
    scopes = [(0, "", None)]  # (body depth, type path, availability)
    depth = 0
    pending = []
    in_multiline = False
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    i = 0
    while i < len(lines):
        code, in_multiline = code_of(lines[i], in_multiline)
        i += 1
        while scopes[-1][0] > depth:
            scopes.pop()
        body_depth, type_path, scope_availability = scopes[-1]
        stripped = code.strip()
        if depth == body_depth and stripped and not stripped.startswith("#"):
            attributes, rest = split_attributes(stripped)
            # An attribute list can run over several lines.
            while rest == "" and attributes and attributes[-1].count("(") > attributes[-1].count(")") \
                    and i < len(lines):
                more, in_multiline = code_of(lines[i], in_multiline)
                i += 1
                code += " " + more
                attributes, rest = split_attributes(code.strip())
            pending += attributes
            words = rest.split()
            while words and words[0] in MODIFIERS or (len(words) > 1 and words[0] == "class"
                                                      and words[1] in MEMBER_KEYWORDS | {"class"}):
                words.pop(0)
            if words:
                keyword = re.match(r"[A-Za-z_]+", words[0])
                keyword = keyword.group(0) if keyword else words[0]
                tail = " ".join(words)[len(keyword):]
                own = [a for a in map(macos_availability, pending) if a is not None]
                availability = max(own) if own else None
                if scope_availability is not None:
                    availability = max(availability or (0,), scope_availability)
                if keyword in TYPE_KEYWORDS:
                    name = re.match(r"\s*([A-Za-z_][A-Za-z0-9_.]*)", tail)
                    name = name.group(1) if name else "?"
                    if keyword == "extension":
                        first, _, remainder = name.partition(".")
                        path_name = remainder if first in modules and remainder else name
                    else:
                        path_name = f"{type_path}.{name}" if type_path else name
                        parent, _, base = path_name.rpartition(".")
                        index.setdefault((module, innermost(parent), base), []).append(availability)
                    opened = code.count("{") - code.count("}")
                    if opened > 0:
                        scopes.append((depth + 1, path_name, availability))
                elif keyword in MEMBER_KEYWORDS:
                    if keyword == "case":
                        names = [n.split("(")[0].strip() for n in tail.split(",")]
                    else:
                        # A signature can run over several lines: join until its parentheses close.
                        joined = tail
                        while keyword in ("init", "subscript") and joined.count("(") > joined.count(")") \
                                and i < len(lines):
                            more, in_multiline = code_of(lines[i], in_multiline)
                            i += 1
                            code += more
                            joined += " " + more
                        names = [member_name(keyword, joined)]
                    for name in names:
                        if name:
                            index.setdefault((module, innermost(type_path), name), []).append(availability)
                pending = []
        elif not stripped.startswith("#"):
            pending = []
        depth += code.count("{") - code.count("}")


def interface_index(toolchain_lib):
    modules = {}
    for entry in sorted(os.listdir(toolchain_lib)):
        if entry.endswith(".swiftmodule"):
            for name in os.listdir(os.path.join(toolchain_lib, entry)):
                if name.endswith(".swiftinterface") and ".private." not in name:
                    modules[entry[: -len(".swiftmodule")]] = os.path.join(toolchain_lib, entry, name)
    index = {}
    for module, path in modules.items():
        parse_interface(path, module, set(modules), index)
    return index, set(modules)


def pool_availability(availabilities):
    """The lowest availability in a pool; None when some overload has no marking."""
    if any(a is None for a in availabilities):
        return None
    return min(availabilities)


# --- references from the AST ----------------------------------------------

REFERENCE = re.compile(r' (?:decl|bind)="([^"]*)"')
PLACE = re.compile(r"(?:location=|range=\[)([^\s\]]+?\.swift):(\d+):(\d+)")
PATH_PREFIX = re.compile(r"((?:[A-Za-z_][A-Za-z0-9_]*(?: extension)?\.)*)(.+)$")


def reference_key(decl):
    """(module, type path, pooled name) of a referenced declaration, or None."""
    module, sep, rest = decl.partition(".(file).")
    if not sep:
        return None
    rest = re.sub(r"@\S+$", "", rest.split(" [with ", 1)[0]).strip()
    match = PATH_PREFIX.match(rest)
    prefix, name = match.group(1), match.group(2)
    type_path = innermost(".".join(p.replace(" extension", "") for p in prefix.rstrip(".").split(".") if p))
    if name.startswith(("init(", "subscript(")):
        return module, type_path, name
    return module, type_path, name.split("(", 1)[0]


def module_commands(build_yaml, package_dir):
    """(module name, sources, compiler arguments for -dump-ast) of each
    Swift module whose sources are under Sources/."""
    text = open(build_yaml, encoding="utf-8").read()
    sources_dir = os.path.join(os.path.realpath(package_dir), "Sources") + os.sep
    commands = []
    for block in re.split(r'\n  "', text):
        if "tool: shell" not in block or "-module-name" not in block:
            continue
        inputs = re.search(r"inputs: \[(.*?)\]\n", block)
        args = re.search(r"args: \[(.*?)\]\n", block)
        if not inputs or not args:
            continue
        sources = [s for s in re.findall(r'"([^"]+)"', inputs.group(1)) if s.endswith(".swift")]
        if not sources or not all(os.path.realpath(s).startswith(sources_dir) for s in sources):
            continue
        args = re.findall(r'"((?:[^"\\]|\\.)*)"', args.group(1))
        keep = []
        j = 1
        while j < len(args):
            arg = args[j]
            if arg in ("-module-name", "-I", "-Xcc", "-swift-version", "-package-name", "-target",
                       "-module-cache-path", "-sdk", "-F"):
                keep += args[j:j + 2]
                j += 2
                continue
            if arg.startswith("-D") or arg in ("-parse-as-library", "-enable-testing"):
                keep.append(arg)
            j += 1
        name = keep[keep.index("-module-name") + 1]
        # The plugins' host-tool copy of a module (…-debug-tool) has the same sources.
        if name not in (c[0] for c in commands):
            commands.append((name, sources, keep))
    return commands


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=".", help="the package's folder (default: .)")
    parser.add_argument("--scratch-path", default=None, help="its build folder (default: PACKAGE/.build)")
    parser.add_argument("--toolchain-lib", default=None,
                        help="the folder of the toolchain's interfaces (default: from swiftc on PATH)")
    parser.add_argument("--minimum", default=None,
                        help="check against this macOS version instead of Package.swift's (to see what a lower one needs)")
    options = parser.parse_args()
    package = os.path.realpath(options.package)
    scratch = options.scratch_path or os.path.join(package, ".build")
    build_yaml = os.path.join(scratch, "debug.yaml")
    if not os.path.exists(build_yaml):
        sys.exit(f"check-availability: {build_yaml} is missing; run `swift build` in {package} first")
    minimum = version(options.minimum) if options.minimum else declared_minimum(os.path.join(package, "Package.swift"))
    swiftc = subprocess.run(["sh", "-c", "command -v swiftc"], capture_output=True, text=True).stdout.strip()
    if not swiftc:
        sys.exit("check-availability: swiftc is not on PATH")
    lib = options.toolchain_lib or os.path.join(
        os.path.dirname(os.path.dirname(os.path.realpath(swiftc))), "lib", "swift", "linux")
    index, interface_modules = interface_index(lib)
    pools = {key: pool_availability(values) for key, values in index.items()}

    violations = {}
    dispatch = set()
    unresolved = 0
    commands = module_commands(build_yaml, package)
    if not commands:
        sys.exit(f"check-availability: no module under {package}/Sources in {build_yaml}")
    for name, sources, args in commands:
        # One source file's AST goes to stdout, several files' to stderr: read both.
        process = subprocess.Popen([swiftc, "-dump-ast", *args, *sources], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, cwd=package)
        for raw in process.stdout:
            line = raw.decode("utf-8", errors="replace")
            references = REFERENCE.findall(line)
            if not references:
                continue
            place = PLACE.search(line)
            where = (os.path.relpath(os.path.realpath(os.path.join(package, place.group(1))), package),
                     int(place.group(2)), int(place.group(3))) if place else ("?", 0, 0)
            for decl in references:
                key = reference_key(decl)
                if key is None:
                    continue
                if key[0] == "Dispatch":
                    dispatch.add(f"{key[1]}.{key[2]}" if key[1] else key[2])
                    continue
                if key[0] not in interface_modules or key[0] == "Glibc":
                    continue
                if key not in pools:
                    unresolved += 1
                    if os.environ.get("CHECK_AVAILABILITY_DEBUG"):
                        print(f"unresolved: {key} <- {decl}", file=sys.stderr)
                    continue
                needed = pools[key]
                if needed is not None and needed > minimum:
                    violations.setdefault(where, set()).add((key, needed))
        if process.wait() != 0:
            sys.exit(f"check-availability: swiftc -dump-ast failed for module {name} "
                     f"(exit status {process.returncode}); does `swift build` pass?")

    unverified = []
    for root, _, files in os.walk(os.path.join(package, "Sources")):
        for file in sorted(files):
            if file.endswith(".swift"):
                path = os.path.join(root, file)
                for number, text in enumerate(open(path, encoding="utf-8", errors="replace"), 1):
                    if re.match(r"\s*(#if|#elseif)\b.*(canImport\(Darwin\)|os\(macOS\))|\s*import Darwin\b", text):
                        unverified.append(f"{os.path.relpath(path, package)}:{number}")
    print(f"check-availability: {len(commands)} modules, declared minimum macOS {shown(minimum)}, "
          f"{len(pools)} pooled declarations from the interfaces", file=sys.stderr)
    if dispatch:
        print("check-availability: unverified (Dispatch ships no interface on Linux): "
              + ", ".join(sorted(dispatch)), file=sys.stderr)
    if unverified:
        print("check-availability: unverified (not type-checked on Linux): " + ", ".join(unverified),
              file=sys.stderr)
    if unresolved:
        print(f"check-availability: {unresolved} references to toolchain declarations not found in its "
              "interfaces (compiler-made members); not checked", file=sys.stderr)
    for (path, line, column), found in sorted(violations.items()):
        for (module, type_path, name), needed in sorted(found):
            what = f"{module}.{type_path}.{name}" if type_path else f"{module}.{name}"
            print(f"{path}:{line}:{column}: error: {what} needs macOS {shown(needed)}; "
                  f"Package.swift declares macOS {shown(minimum)}", flush=True)
    if violations:
        print(f"check-availability: {len(violations)} uses above macOS {shown(minimum)}: raise "
              "Package.swift's .macOS(...) or write them with older API", file=sys.stderr)
        return 1
    print("check-availability: OK", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
