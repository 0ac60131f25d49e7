import TabsJSON
import TabsLint
import TabsSyntax

/// One checked file, as reported: its diagnostics and its line index
/// (positions, and the source lines the human format quotes). The tree
/// and the model are let go as soon as the file is checked, so memory
/// does not grow with the number of files.
public struct CheckedFile: Sendable {
    public struct Report: Sendable {
        public let diagnostics: [Diagnostic]
        public let lineIndex: LineIndex
    }
    public var path: String
    public var result: Report
    /// `diagnostics`: those to report instead of the result's own.
    public init(path: String, result: LintResult, diagnostics: [Diagnostic]? = nil) {
        self.path = path
        self.result = Report(diagnostics: diagnostics ?? result.diagnostics, lineIndex: result.lineIndex)
    }
}

public struct Totals: Sendable {
    public var files = 0, errors = 0, warnings = 0, infos = 0, fixable = 0, unsafeFixable = 0
    init(_ files: [CheckedFile]) {
        self.files = files.count
        for f in files {
            // `--fix` does not touch a file with syntax errors: its fixes do not count until they are gone.
            let fixesApply = !f.result.diagnostics.contains { $0.rule == SyntaxError.id }
            for d in f.result.diagnostics {
                switch d.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
                if let fix = d.fix, fixesApply { if fix.applicability == .safe { fixable += 1 } else { unsafeFixable += 1 } }
            }
        }
    }
}

func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

enum Reporters {
    static func render(_ format: OutputFormat, _ files: [CheckedFile], color: Bool, quiet: Bool, showUnsafe: Bool) -> [UInt8] {
        switch format {
        case .human: human(files, palette: Palette(enabled: color), quiet: quiet, showUnsafe: showUnsafe)
        case .concise: concise(files)
        case .json: json(files)
        case .sarif: SARIFReporter.render(files)
        case .github: GitHubReporter.render(files)
        }
    }

    // MARK: concise

    static func concise(_ files: [CheckedFile]) -> [UInt8] {
        var out = ""
        for file in files {
            let path = TerminalText.escape(file.path)
            for d in file.result.diagnostics {
                let at = file.result.lineIndex.location(of: d.range.start)
                out += "\(path):\(at.line):\(at.column): \(d.severity.rawValue): \(TerminalText.escape(d.message)) [\(d.rule)]\n"
            }
        }
        return Array(out.utf8)
    }

    // MARK: human

    static func human(_ files: [CheckedFile], palette: Palette, quiet: Bool, showUnsafe: Bool) -> [UInt8] {
        var out = ""
        for file in files {
            let path = TerminalText.escape(file.path)
            let lines = file.result.lineIndex
            let blocked = file.result.diagnostics.contains { $0.rule == SyntaxError.id }
            for d in file.result.diagnostics {
                let at = lines.location(of: d.range.start)
                out += palette.paint("\(path):\(at.line):\(at.column):", "1") + " "
                out += palette.paint("\(d.severity.rawValue)[\(d.rule)]", palette.severity(d.severity)) + ": "
                out += TerminalText.escape(d.message) + "\n"
                out += snippet(d.range, lines: lines, palette: palette, code: palette.severity(d.severity))
                for r in d.related {
                    if let f = r.file {
                        out += "  = " + palette.paint("note", "1") + ": \(TerminalText.escape(f.path)):\(f.line):\(f.column): \(TerminalText.escape(r.message))\n"
                        continue
                    }
                    let rat = lines.location(of: r.range.start)
                    out += "  = " + palette.paint("note", "1") + ": \(path):\(rat.line):\(rat.column): \(TerminalText.escape(r.message))\n"
                }
                if let fix = d.fix {
                    // With `--unsafe-fixes`, suggestions are shown as applicable (docs/command-line.md).
                    var how = fix.applicability == .safe ? "fixable with --fix"
                        : showUnsafe ? "suggestion, fixable with --fix --unsafe-fixes" : "suggestion, applied with --fix --unsafe-fixes"
                    if blocked { how += ", once the syntax errors are fixed" }
                    out += "  = " + palette.paint("help", "1") + ": \(TerminalText.escape(fix.message)) (\(how))\n"
                }
                out += "\n"
            }
        }
        if !quiet {
            let t = Totals(files)
            // The closing line keeps the documented shape (`2 errors, 1 warning in 3 files`),
            // which scripts match; infos and fixable counts go on a line before it.
            var notes: [String] = []
            if t.infos > 0 { notes.append(plural(t.infos, "info")) }
            if showUnsafe && t.unsafeFixable > 0 {
                notes.append("\(t.fixable + t.unsafeFixable) fixable with --fix --unsafe-fixes")
            } else if t.fixable > 0 {
                notes.append("\(t.fixable) fixable with --fix")
            }
            if !notes.isEmpty { out += notes.joined(separator: ", ") + "\n" }
            let summary = "\(plural(t.errors, "error")), \(plural(t.warnings, "warning")) in \(plural(t.files, "file"))"
            out += palette.paint(summary, t.errors > 0 ? "1;31" : t.warnings > 0 ? "1;33" : "1;32") + "\n"
        }
        return Array(out.utf8)
    }

    /// The source line with the range underlined; long lines are cut to a window around the range.
    static func snippet(_ range: ByteRange, lines: LineIndex, palette: Palette, code: String) -> String {
        let line = lines.lineIndex(of: range.start)
        let content = lines.lineContent(line)
        let bytes = lines.bytes
        var windowStart = content.lowerBound
        var windowEnd = content.upperBound
        let maxBytes = 240
        if windowEnd - windowStart > maxBytes {
            windowStart = max(content.lowerBound, min(range.start, content.upperBound) - 80)
            while windowStart > content.lowerBound && bytes[windowStart] & 0xC0 == 0x80 { windowStart -= 1 }
            windowEnd = min(content.upperBound, windowStart + maxBytes)
            while windowEnd < content.upperBound && bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
        }
        let start = min(max(range.start, windowStart), windowEnd)
        let end = min(max(range.end, start), windowEnd)
        let before = TerminalText.render(String(decoding: bytes[windowStart..<start], as: UTF8.self).unicodeScalars[...])
        let marked = TerminalText.render(String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars[...])
        let after = TerminalText.render(String(decoding: bytes[end..<windowEnd], as: UTF8.self).unicodeScalars[...])
        let number = String(line + 1)
        let pad = String(repeating: " ", count: number.count)
        let lead = windowStart > content.lowerBound ? "…" : ""
        let tail = windowEnd < content.upperBound ? "…" : ""
        var s = palette.paint("\(pad) |", "1;34") + "\n"
        s += palette.paint("\(number) |", "1;34") + " " + lead + before.text + marked.text + after.text + tail + "\n"
        let carets = String(repeating: "^", count: max(1, marked.width))
        s += palette.paint("\(pad) |", "1;34") + " " + String(repeating: " ", count: before.width + lead.count) + palette.paint(carets, code) + "\n"
        return s
    }

    // MARK: json

    // Written straight into one growing byte buffer (`JSONWriter`), value by
    // value: a run's report can hold tens of thousands of diagnostics, and
    // building it as `JSONValue`s first cost three times the time and twice
    // the memory (Benchmarks/plain-house.md).

    static func position(_ w: inout JSONWriter, line: Int, column: Int) {
        w.beginObject()
        w.key("line"); w.int(line)
        w.key("column"); w.int(column)
        w.endObject()
    }

    static func range(_ w: inout JSONWriter, _ lines: LineIndex, _ r: ByteRange) {
        let start = lines.location(of: r.start), end = lines.location(of: r.end)
        w.beginObject()
        w.key("start"); position(&w, line: start.line.value, column: start.column.value)
        w.key("end"); position(&w, line: end.line.value, column: end.column.value)
        w.endObject()
    }

    static func json(_ files: [CheckedFile]) -> [UInt8] {
        var w = JSONWriter()
        w.beginObject()
        w.key("version"); w.int(1)
        w.key("files"); w.beginArray()
        for file in files {
            w.beginObject()
            w.key("path"); w.string(file.path)
            w.key("diagnostics"); w.beginArray()
            for d in file.result.diagnostics { json(&w, d, in: file) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        let t = Totals(files)
        w.key("summary"); w.beginObject()
        w.key("files"); w.int(t.files)
        w.key("errors"); w.int(t.errors)
        w.key("warnings"); w.int(t.warnings)
        w.key("infos"); w.int(t.infos)
        w.endObject()
        w.endObject()
        return w.takeLine()
    }

    static func json(_ w: inout JSONWriter, _ d: Diagnostic, in file: CheckedFile) {
        let lines = file.result.lineIndex
        w.beginObject()
        w.key("rule"); w.string(d.rule)
        w.key("severity"); w.string(d.severity.rawValue)
        w.key("message"); w.string(d.message)
        w.key("range"); range(&w, lines, d.range)
        if !d.related.isEmpty {
            w.key("related"); w.beginArray()
            for r in d.related {
                w.beginObject()
                if let f = r.file {
                    // A place in another file is an empty range there.
                    w.key("path"); w.string(f.path)
                    w.key("range"); w.beginObject()
                    w.key("start"); position(&w, line: f.line, column: f.column)
                    w.key("end"); position(&w, line: f.line, column: f.column)
                    w.endObject()
                } else {
                    w.key("path"); w.string(file.path)
                    w.key("range"); range(&w, lines, r.range)
                }
                w.key("message"); w.string(r.message)
                w.endObject()
            }
            w.endArray()
        }
        if let fix = d.fix {
            w.key("fix"); w.beginObject()
            w.key("message"); w.string(fix.message)
            w.key("applicability"); w.string(fix.applicability.rawValue)
            w.key("edits"); w.beginArray()
            for e in fix.edits {
                w.beginObject()
                w.key("range"); range(&w, lines, e.range)
                w.key("newText"); w.string(e.newText)
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endObject()
    }
}
