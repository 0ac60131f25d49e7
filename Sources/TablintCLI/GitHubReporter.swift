import TabsLint

/// GitHub Actions workflow commands: one annotation per diagnostic.
enum GitHubReporter {
    /// Escapes a command's message: `%`, CR and LF; a property value also
    /// `:` and `,`. Other control characters are shown as `\u{..}`.
    static func escape(_ s: String, property: Bool) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(c)
            }
        }
        return TerminalText.escape(out)
    }

    static func render(_ files: [CheckedFile]) -> [UInt8] {
        var out = ""
        for file in files {
            let lines = file.result.lineIndex
            let path = escape(file.path, property: true)
            for d in file.result.diagnostics {
                let a = lines.location(of: d.range.start), b = lines.location(of: d.range.end)
                let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
                out += "::\(command) file=\(path),line=\(a.line),col=\(a.column),endLine=\(b.line),endColumn=\(b.column),title=\(escape("tablint (\(d.rule))", property: true))::\(escape(d.message, property: false))\n"
            }
        }
        return Array(out.utf8)
    }
}
