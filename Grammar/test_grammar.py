#!/usr/bin/env python3
"""Tests Grammar/tabs.tmLanguage.json with a real TextMate tokenizer.

Tokenizer: textmate-grammar-python (PyPI `textmate-grammar-python`, a Python
port of the vscode-textmate tokenization engine), whose regular expressions
run on Oniguruma through `onigurumacffi`, the regex engine TextMate, VS Code
and Sublime's TextMate mode use. Every regex of the grammar is also compiled
with `onigurumacffi` directly.

What it checks:
  1. the grammar file: scopeName, fileTypes, and every regex compiles;
  2. a purpose-built sample with every construct: each gets its scope;
  3. every `.tabs` file under Examples/ and the rule fixtures: an independent
     lexer (written from docs/language.md) finds the comments, strings, integers
     and punctuation, and each must carry its scope; in the well-formed files
     (Examples/*.tabs and the fixtures' ok/ files) a small positional parser
     also checks every identifier's scope (keyword, id, attribute, value);
  4. the VS Code extension's copy of the grammar is identical to this one;
  5. EditorConfigs/sublime/Tabs.sublime-syntax: parses as YAML, every regex
     compiles with Oniguruma, it uses only the TextMate grammar's scopes, and
     a small interpreter of its rules (push/pop contexts, as Sublime Text runs
     them) gives the sample and the files of 2 and 3 the same scopes.

Run from anywhere: `python3 Grammar/test_grammar.py`. Exit status 0 when
everything passes, 1 on a failure, 3 when the tokenizer is not installed
(`python3 -m pip install textmate-grammar-python`).
"""

from __future__ import annotations

import glob
import json
import logging
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GRAMMAR = os.path.join(ROOT, "Grammar", "tabs.tmLanguage.json")
VSCODE_COPY = os.path.join(ROOT, "EditorConfigs", "vscode", "syntaxes", "tabs.tmLanguage.json")
SUBLIME = os.path.join(ROOT, "EditorConfigs", "sublime", "Tabs.sublime-syntax")
MISSING_TOOL_STATUS = 3

try:
    import onigurumacffi
    from textmate_grammar.parsers.base import LanguageParser
except ImportError as error:  # pragma: no cover - depends on the machine
    print(f"textmate-grammar-python is not installed ({error}); "
          "install it with `python3 -m pip install textmate-grammar-python`", file=sys.stderr)
    sys.exit(MISSING_TOOL_STATUS)

logging.getLogger("textmate_grammar").setLevel(logging.CRITICAL)

ATTRIBUTES = {"icon", "image", "placement", "role", "platforms", "when", "dynamic", "selected", "cached",
              "limit", "more", "deployment", "bar", "style", "retired", "formerly", "assets", "strings",
              "languages"}
ENUM_VALUES = {"automatic", "pinned", "sidebarOnly", "search", "prominent", "action", "iphone",
               "ipad", "mac", "vision", "tv", "tabBarOnly", "sidebarAdaptable", "page", "system", "custom"}
REFERENCE_ATTRIBUTES = {"selected", "cached", "retired", "formerly"}
ENUM_ATTRIBUTES = {"placement", "role", "platforms", "bar", "style"}

failures: list[str] = []
checks = 0


def fail(message: str) -> None:
    failures.append(message)


# --------------------------------------------------------------------------
# 1. The grammar file.
# --------------------------------------------------------------------------

def load_grammar() -> dict:
    with open(GRAMMAR, encoding="utf-8") as f:
        grammar = json.load(f)
    global checks
    checks += 1
    if grammar.get("scopeName") != "source.tabs":
        fail(f"scopeName is {grammar.get('scopeName')!r}, expected 'source.tabs'")
    if grammar.get("fileTypes") != ["tabs"]:
        fail(f"fileTypes is {grammar.get('fileTypes')!r}, expected ['tabs']")
    return grammar


def walk_rules(node, path="$"):
    """Yields (path, key, regex) for every regex in the grammar."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("match", "begin", "end", "while") and isinstance(value, str):
                yield f"{path}.{key}", key, value
            else:
                yield from walk_rules(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk_rules(value, f"{path}[{i}]")


def check_regexes(grammar: dict) -> None:
    global checks
    count = 0
    for path, _, regex in walk_rules(grammar):
        count += 1
        checks += 1
        try:
            onigurumacffi.compile(regex)
        except Exception as error:  # onigurumacffi.OnigError
            fail(f"{path}: regex does not compile with Oniguruma: {regex!r}: {error}")
    if count < 10:
        fail(f"only {count} regexes found in the grammar")
    # Every include names a repository entry.
    repository = grammar.get("repository", {})
    for path, include in walk_includes(grammar):
        checks += 1
        if include.startswith("#") and include[1:] not in repository:
            fail(f"{path}: include {include!r} names no repository entry")


def walk_includes(node, path="$"):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "include" and isinstance(value, str):
                yield path, value
            else:
                yield from walk_includes(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk_includes(value, f"{path}[{i}]")


# --------------------------------------------------------------------------
# Tokenizing.
# --------------------------------------------------------------------------

def normalize(text: str) -> str:
    """What an editor hands the tokenizer: no BOM, lines split on LF, CRLF, CR."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


class Tokenized:
    """The scopes of every character: scopes[line][column] is a list."""

    def __init__(self, text: str, name: str):
        self.name = name
        self.lines = text.split("\n")
        self.scopes = [[[] for _ in line] for line in self.lines]

    def check_span(self, line: int, start: int, end: int, scope: str, what: str, absent: bool = False) -> None:
        """Every character of line[start:end] has (or, with absent, lacks) `scope`."""
        global checks
        checks += 1
        text = self.lines[line][start:end]
        for c in range(start, end):
            have = self.scopes[line][c]
            present = any(s == scope or s.startswith(scope + ".") for s in have)
            if present == absent:
                verb = "has" if absent else "lacks"
                fail(f"{self.name}:{line + 1}:{c + 1}: {what} {text!r} {verb} scope {scope!r}; "
                     f"scopes there: {have}")
                return


class TextMateTokenized(Tokenized):
    """Tokenized by textmate-grammar-python with the TextMate grammar."""

    def __init__(self, parser: LanguageParser, text: str, name: str):
        super().__init__(text, name)
        element = parser.parse_string(text if text.endswith("\n") else text + "\n")
        if element is None:
            return
        for (line, column), content, scopes in element.flatten():
            for offset in range(len(content)):
                c = column + offset
                if line < len(self.scopes) and c < len(self.scopes[line]):
                    self.scopes[line][c] = list(scopes)


class SublimeSyntax:
    """A small interpreter of the sublime-syntax subset Tabs.sublime-syntax
    uses (match, scope, captures, push, pop, include, meta_scope), on
    Oniguruma: at each position the earliest match of the current context
    wins, ties going to the first rule, as in Sublime Text."""

    def __init__(self, path: str):
        import yaml
        with open(path, encoding="utf-8") as f:
            self.syntax = yaml.safe_load(f)
        self.variables = self.syntax.get("variables", {})
        self.contexts = self.syntax["contexts"]
        self.compiled: dict[str, object] = {}
        self.errors: list[str] = []
        for name in self.contexts:
            for rule in self.rules(name):
                self.regex(rule["match"], name)

    def expand(self, pattern: str) -> str:
        for _ in range(5):
            pattern = re.sub(r"\{\{(\w+)\}\}", lambda m: self.variables[m.group(1)], pattern)
        return pattern

    def regex(self, pattern: str, where: str):
        if pattern not in self.compiled:
            try:
                self.compiled[pattern] = onigurumacffi.compile(self.expand(pattern))
            except Exception as error:
                self.errors.append(f"{where}: {pattern!r} does not compile: {error}")
                self.compiled[pattern] = None
        return self.compiled[pattern]

    def rules(self, name: str, seen=None) -> list[dict]:
        seen = seen or set()
        if name in seen:
            return []
        seen.add(name)
        result = []
        for rule in self.contexts[name]:
            if "include" in rule:
                result.extend(self.rules(rule["include"], seen))
            elif "match" in rule:
                result.append(rule)
        return result

    def meta(self, name: str) -> list[str]:
        return [r["meta_scope"] for r in self.contexts[name] if "meta_scope" in r]


class SublimeTokenized(Tokenized):
    def __init__(self, syntax: SublimeSyntax, text: str, name: str):
        super().__init__(text, name)
        stack = ["main"]
        base = [syntax.syntax["scope"]]

        def current(extra_top: list[str] = ()) -> list[str]:
            scopes = list(base)
            for context in stack:
                scopes += syntax.meta(context)
            return scopes + list(extra_top)

        for number, line_text in enumerate(self.lines):
            line = line_text + "\n"
            position = 0
            guard = 0
            while position <= len(line_text):
                guard += 1
                if guard > 10 * (len(line) + 10):
                    raise RuntimeError(f"no progress at {name}:{number + 1}:{position + 1}")
                best = None
                for rule in syntax.rules(stack[-1]):
                    compiled = syntax.regex(rule["match"], stack[-1])
                    m = compiled.search(line, position) if compiled else None
                    if m and (best is None or m.start() < best[1].start()):
                        best = (rule, m)
                if best is None:
                    for c in range(position, len(line_text)):
                        self.scopes[number][c] = current()
                    break
                rule, m = best
                for c in range(position, min(m.start(), len(line_text))):
                    self.scopes[number][c] = current()
                pushed = rule.get("push")
                scopes = current(syntax.meta(pushed) if isinstance(pushed, str) else [])
                if "scope" in rule:
                    scopes = scopes + [rule["scope"]]
                for c in range(m.start(), min(m.end(), len(line_text))):
                    self.scopes[number][c] = list(scopes)
                for group, scope in (rule.get("captures") or {}).items():
                    start, end = m.span(int(group))
                    for c in range(max(start, 0), min(end, len(line_text))):
                        self.scopes[number][c] = self.scopes[number][c] + [scope]
                if rule.get("pop"):
                    if len(stack) > 1:
                        stack.pop()
                elif isinstance(pushed, str):
                    stack.append(pushed)
                if m.end() == m.start() and not rule.get("pop") and not pushed:
                    position += 1
                else:
                    position = m.end()

# --------------------------------------------------------------------------
# 2. The purpose-built sample.
# --------------------------------------------------------------------------

SAMPLE = r'''# A sample with every construct of the .tabs language.
defaults {
    selected home
    cached home, feed,   # the list goes on after a comma
        search
    limit 5
    more "More", "Mehr"
    platforms iphone, ipad, mac, vision, tv
    deployment "iOS 17.0", "macOS 14"
    bar custom
    style sidebarAdaptable
    retired journal
    assets "App/Assets.xcassets"
    strings "Localizable.xcstrings", "Legacy"
}

tab home "Home" { icon "house"; placement pinned }
tab feed "Feed \"new\" \\ \n\t\r\0 \u{1F600} \u{0}" {
    icon "list.bullet"
    formerly posts, stream
    role prominent
    platforms ipad
}
tab section "S" { icon "star" }
tab me "Me" { image "Tabs/avatar" }
tab search "Search" { role search }
tab defaults "D" { placement automatic }
tab compose "Compose" { role action }
tab newPost "New" { role search, action }
tab bad "Bad \q \u{110000} \u{D800} \u{} \u0041 \u{123456789}" { icon "x" }

section library "Library" {
    placement sidebarOnly
    tab reports "Reports" { icon "chart.line.uptrend.xyaxis" }
}
section lists "Lists" {
    dynamic id
}
tab beta "Beta" { when beta, signedIn }
defaults { style tabBarOnly; style page; bar system }
defaults { languages en, pt_BR, "zh-Hans" }
tab odd "Odd" { colour "red"; placement sideways }
tab x "X" { icon = "x" }
}
'''


def check_sample(tokenize) -> None:
    t = tokenize(SAMPLE, "<sample>")
    lines = t.lines

    def expect(line_text_prefix: str, needle: str, scope: str, nth: int = 0, absent: bool = False) -> None:
        global checks
        matches = [i for i, l in enumerate(lines) if l.startswith(line_text_prefix)]
        if not matches:
            checks += 1
            fail(f"<sample>: no line starts with {line_text_prefix!r}")
            return
        line = matches[0]
        start = -1
        for _ in range(nth + 1):
            start = lines[line].find(needle, start + 1)
            if start < 0:
                checks += 1
                fail(f"<sample>: {needle!r} (#{nth}) not on line {line + 1}")
                return
        t.check_span(line, start, start + len(needle), scope, repr(needle), absent=absent)

    # Comments.
    expect("# A sample", "# A sample with every construct of the .tabs language.", "comment.line.number-sign.tabs")
    expect("    cached home", "# the list goes on after a comma", "comment.line.number-sign.tabs")
    # Declarations.
    expect("defaults {", "defaults", "keyword.declaration.defaults.tabs")
    expect("tab home", "tab", "keyword.declaration.tab.tabs")
    expect("tab home", "home", "entity.name.type.tab.tabs")
    expect("section library", "section", "keyword.declaration.section.tabs")
    expect("section library", "library", "entity.name.section.tabs")
    expect("    tab reports", "tab", "keyword.declaration.tab.tabs")
    expect("    tab reports", "reports", "entity.name.type.tab.tabs")
    # Keywords only in their position.
    expect("tab section", "section", "entity.name.type.tab.tabs")
    expect("tab section", "section", "keyword", absent=True)
    expect("tab defaults", "defaults", "entity.name.type.tab.tabs")
    expect("tab defaults", "defaults", "keyword", absent=True)
    expect("tab search", "search", "entity.name.type.tab.tabs")
    expect("tab search", "search", "constant.language.tabs", nth=0, absent=True)
    expect("tab search", "search", "constant.language.tabs", nth=1)
    expect("tab newPost", "search", "constant.language.tabs")
    expect("tab newPost", "action", "constant.language.tabs")
    expect("    cached home", "home", "variable.other.tab-id.tabs")
    expect("        search", "search", "variable.other.tab-id.tabs")
    expect("        search", "search", "variable.other.property", absent=True)
    # Titles and strings.
    expect("tab home", '"Home"', "string.quoted.double.tabs")
    expect("tab home", '"house"', "string.quoted.double.tabs")
    expect("section library", '"Library"', "string.quoted.double.tabs")
    expect("    more", '"More"', "string.quoted.double.tabs")
    expect("    more", '"Mehr"', "string.quoted.double.tabs")
    expect("    deployment", '"iOS 17.0"', "string.quoted.double.tabs")
    # Escapes.
    for escape in ['\\"', "\\\\", "\\n", "\\t", "\\r", "\\0", "\\u{1F600}", "\\u{0}"]:
        expect("tab feed", escape, "constant.character.escape.tabs")
        expect("tab feed", escape, "string.quoted.double.tabs")
    # `\u{` of `\u{}` is the third `\u{`; `\u` of `\u0041` the fourth `\u`.
    for escape, nth in [("\\q", 0), ("\\u{110000}", 0), ("\\u{D800}", 0), ("\\u{", 2), ("\\u", 3),
                        ("\\u{123456789", 0)]:
        expect("tab bad", escape, "invalid.illegal.escape.tabs", nth=nth)
    expect("tab bad", "\\q", "constant.character.escape", absent=True)
    # Attributes.
    for attribute in ["selected", "cached", "limit", "more", "platforms", "deployment", "bar", "style", "retired", "formerly", "assets", "strings"]:
        expect(f"    {attribute} ", attribute, "variable.other.property.tabs")
    expect("tab home", "icon", "variable.other.property.tabs")
    expect("tab me", "image", "variable.other.property.tabs")
    expect("tab me", '"Tabs/avatar"', "string.quoted.double.tabs")
    expect("tab home", "placement", "variable.other.property.tabs")
    expect("    role prominent", "role", "variable.other.property.tabs")
    expect("    dynamic id", "dynamic", "variable.other.property.tabs")
    expect("    placement sidebarOnly", "placement", "variable.other.property.tabs")
    expect("tab odd", "colour", "variable.other.property.unknown.tabs")
    # Enum values.
    expect("    placement sidebarOnly", "sidebarOnly", "constant.language.tabs")
    expect("tab home", "pinned", "constant.language.tabs")
    expect("tab defaults", "automatic", "constant.language.tabs")
    expect("    role prominent", "prominent", "constant.language.tabs")
    expect("tab compose", "action", "constant.language.tabs")
    for platform in ["iphone", "ipad", "mac", "vision", "tv"]:
        expect("    platforms iphone", platform, "constant.language.tabs")
    expect("    style sidebarAdaptable", "sidebarAdaptable", "constant.language.tabs")
    expect("defaults { style tabBarOnly", "tabBarOnly", "constant.language.tabs")
    expect("defaults { style tabBarOnly", "page", "constant.language.tabs")
    expect("    bar custom", "custom", "constant.language.tabs")
    expect("defaults { style tabBarOnly", "system", "constant.language.tabs")
    expect("defaults { style tabBarOnly", "bar", "variable.other.property.tabs")
    expect("tab odd", "sideways", "constant.language", absent=True)
    # Identifiers in value position.
    expect("    selected home", "home", "variable.other.tab-id.tabs")
    expect("    retired journal", "journal", "variable.other.tab-id.tabs")
    expect("    formerly posts", "stream", "variable.other.tab-id.tabs")
    expect("    dynamic id", "id", "variable.other.field.tabs", nth=0)
    # A condition shares a tab's id and is no tab id: its own namespace.
    expect("tab beta \"Beta\" { when", "when", "variable.other.property.tabs")
    expect("tab beta \"Beta\" { when", "signedIn", "variable.other.field.tabs")
    expect("defaults { languages", "languages", "variable.other.property.tabs")
    expect("defaults { languages", "pt_BR", "constant.other.language.tabs")
    expect("defaults { languages", "\"zh-Hans\"", "string.quoted.double.tabs")
    # Numbers.
    expect("    limit 5", "5", "constant.numeric.integer.tabs")
    # Punctuation.
    expect("defaults {", "{", "punctuation.section.block.begin.tabs")
    expect("tab home", "{", "punctuation.section.block.begin.tabs")
    expect("tab home", "}", "punctuation.section.block.end.tabs")
    expect("tab home", ";", "punctuation.terminator.statement.tabs")
    expect("    cached home", ",", "punctuation.separator.comma.tabs")
    expect("    cached home", ",", "punctuation.separator.comma.tabs", nth=1)
    expect("    more", ",", "punctuation.separator.comma.tabs")
    expect("defaults { style tabBarOnly", ";", "punctuation.terminator.statement.tabs")
    # After `;` and `{` a new statement starts.
    expect("defaults { style tabBarOnly", "style", "variable.other.property.tabs", nth=0)
    expect("defaults { style tabBarOnly", "style", "variable.other.property.tabs", nth=1)
    # Errors.
    expect("tab x ", "=", "invalid.illegal.character.tabs")
    t.check_span(len(lines) - 2, 0, 1, "invalid.illegal", "a stray '}'")
    t.check_span(len(lines) - 3, len(lines[-3]) - 1, len(lines[-3]), "punctuation.section.block.end.tabs", "'}'")


# --------------------------------------------------------------------------
# 3. Real files, checked against an independent lexer and parser.
# --------------------------------------------------------------------------

TOKEN = re.compile(r'''
    (?P<space>[ \t]+)
  | (?P<comment>\#.*)
  | (?P<string>"(?:[^"\\]|\\.)*(?:"|\\?$))
  | (?P<integer>[0-9]+)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>[{};,])
  | (?P<other>.)
''', re.VERBOSE)


def lex(lines: list[str]):
    """Yields (kind, line, start, end, text); kind 'newline' ends each line."""
    for number, line in enumerate(lines):
        position = 0
        while position < len(line):
            m = TOKEN.match(line, position)
            kind = m.lastgroup
            if kind != "space":
                yield kind, number, m.start(), m.end(), m.group()
            position = m.end()
        yield "newline", number, len(line), len(line), ""


def expected_scope_of_ident(context: str, text: str) -> str:
    if context in REFERENCE_ATTRIBUTES:
        return "variable.other.tab-id.tabs"
    if context in ENUM_ATTRIBUTES:
        return "constant.language.tabs" if text in ENUM_VALUES else "variable.other.value.tabs"
    if context in ("dynamic", "when"):
        return "variable.other.field.tabs"
    if context == "languages":
        return "constant.other.language.tabs"
    return "constant.language.tabs" if text in ENUM_VALUES else "variable.other.tab-id.tabs"


def check_file(tokenize, path: str, well_formed: bool) -> None:
    with open(path, "rb") as f:
        text = normalize(f.read().decode("utf-8", errors="replace"))
    name = os.path.relpath(path, ROOT)
    t = tokenize(text, name)
    statement_start = True   # the next token starts a statement
    continuation = False     # a value list goes on after a comma
    after_keyword = None     # "tab" or "section" just seen: the next IDENT is its id
    attribute = None         # the attribute whose values we are in
    depth = 0
    for kind, line, start, end, token in lex(t.lines):
        if kind == "comment":
            t.check_span(line, start, end, "comment.line.number-sign.tabs", "comment")
            continue
        if kind == "string":
            t.check_span(line, start, end, "string.quoted.double.tabs", "string")
        elif kind == "integer":
            t.check_span(line, start, end, "constant.numeric.integer.tabs", "integer")
        elif kind == "punct" and token == ";":
            t.check_span(line, start, end, "punctuation.terminator.statement.tabs", "';'")
        elif kind == "punct" and token == ",":
            t.check_span(line, start, end, "punctuation.separator.comma.tabs", "','")
        elif kind == "punct" and token == "{" and well_formed:
            t.check_span(line, start, end, "punctuation.section.block.begin.tabs", "'{'")
        elif kind == "punct" and token == "}" and well_formed:
            t.check_span(line, start, end, "punctuation.section.block.end.tabs", "'}'")
        elif kind == "ident" and well_formed:
            if statement_start:
                if token in ("tab", "section", "defaults"):
                    scope = f"keyword.declaration.{token}.tabs"
                    attribute = None
                else:
                    scope = "variable.other.property.tabs" if token in ATTRIBUTES \
                        else "variable.other.property.unknown.tabs"
                    attribute = token
            elif after_keyword == "tab":
                scope = "entity.name.type.tab.tabs"
            elif after_keyword == "section":
                scope = "entity.name.section.tabs"
            else:
                scope = expected_scope_of_ident(attribute or "", token)
            t.check_span(line, start, end, scope, "identifier")
        elif kind == "other" and well_formed:
            t.check_span(line, start, end, "invalid.illegal", "unknown character")

        # Where the next statement starts.
        after_keyword = token if kind == "ident" and statement_start and token in ("tab", "section") else None
        if kind == "newline":
            statement_start = not continuation
        else:
            statement_start = kind == "punct" and token in ("{", ";")
            continuation = kind == "punct" and token == "," and attribute is not None
        if kind == "punct" and token in ("{", "}", ";"):
            attribute = None
        if kind == "newline" and not continuation:
            attribute = None
        if kind == "punct" and token == "{":
            depth += 1
        if kind == "punct" and token == "}":
            depth -= 1


def check_files(tokenize) -> int:
    examples = sorted(glob.glob(os.path.join(ROOT, "Examples", "*.tabs")))
    broken = sorted(glob.glob(os.path.join(ROOT, "Examples", "**", "*.tabs"), recursive=True))
    fixtures = sorted(glob.glob(os.path.join(ROOT, "Tests", "TabsLintTests", "Fixtures", "**", "*.tabs"), recursive=True))
    global checks
    checks += 1
    if not examples:
        fail("no Examples/*.tabs found")
    well_formed = set(examples) | {p for p in fixtures if f"{os.sep}ok{os.sep}" in p}
    files = sorted(set(examples) | set(broken) | set(fixtures))
    for path in files:
        try:
            check_file(tokenize, path, path in well_formed)
        except Exception as error:  # the tokenizer must survive any file
            fail(f"{os.path.relpath(path, ROOT)}: tokenizing raised {type(error).__name__}: {error}")
    return len(files)


# --------------------------------------------------------------------------
# 4. The VS Code extension's copy.
# --------------------------------------------------------------------------

def check_vscode_copy() -> None:
    global checks
    if not os.path.exists(VSCODE_COPY):
        return
    checks += 1
    with open(GRAMMAR, "rb") as a, open(VSCODE_COPY, "rb") as b:
        if a.read() != b.read():
            fail(f"{os.path.relpath(VSCODE_COPY, ROOT)} differs from Grammar/tabs.tmLanguage.json: "
                 "copy it again (cp Grammar/tabs.tmLanguage.json EditorConfigs/vscode/syntaxes/)")


def check_sublime(grammar: dict) -> None:
    """Tabs.sublime-syntax: parses, compiles, uses the TextMate grammar's
    scopes, and gives the sample and the files the same scopes."""
    global checks
    if not os.path.exists(SUBLIME):
        return
    try:
        syntax = SublimeSyntax(SUBLIME)
    except ImportError:
        fail("PyYAML is missing (textmate-grammar-python depends on it)")
        return
    checks += 1
    for error in syntax.errors:
        fail(f"Tabs.sublime-syntax: {error}")
    if syntax.syntax.get("scope") != grammar["scopeName"]:
        fail("Tabs.sublime-syntax: scope is not source.tabs")
    textmate_scopes = set(re.findall(r'"([a-z][a-z.-]*\.tabs)"', json.dumps(grammar)))
    sublime_scopes = set(re.findall(r"\b([a-z][a-z.-]*\.tabs)\b", open(SUBLIME, encoding="utf-8").read()))
    checks += 1
    if sublime_scopes - textmate_scopes:
        fail(f"Tabs.sublime-syntax uses scopes the TextMate grammar does not: {sorted(sublime_scopes - textmate_scopes)}")
    tokenize = lambda text, name: SublimeTokenized(syntax, text, "[sublime] " + name)
    check_sample(tokenize)
    check_files(tokenize)


def main() -> int:
    grammar = load_grammar()
    check_regexes(grammar)
    parser = LanguageParser(grammar)
    tokenize = lambda text, name: TextMateTokenized(parser, text, name)
    check_sample(tokenize)
    count = check_files(tokenize)
    check_vscode_copy()
    check_sublime(grammar)
    for message in failures:
        print(f"FAIL: {message}")
    passed = checks - len(failures)
    print(f"grammar: {count} files tokenized")
    print(f"{passed} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
