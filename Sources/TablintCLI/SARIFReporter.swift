import TabsJSON
import TabsLint
import TabsSyntax
import TablintWorkspace

/// SARIF 2.1.0 for GitHub code scanning: one run, every rule with its
/// descriptions and default level, results with physical locations relative
/// to `%SRCROOT%` (the working directory), related locations and fixes.
/// Written straight into one byte buffer, as the JSON report is.
enum SARIFReporter {
    static func level(_ s: Severity) -> String {
        switch s {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `{"text": text}`, SARIF's message shape.
    static func text(_ w: inout JSONWriter, _ text: String) {
        w.beginObject()
        w.key("text"); w.string(text)
        w.endObject()
    }

    /// The artifact location: relative to the working directory under `%SRCROOT%`, else an absolute file URI.
    static func artifact(_ w: inout JSONWriter, path: String, cwd: String) {
        let absolute = FileSystem.absolute(path, from: cwd)
        let root = cwd.hasSuffix("/") ? cwd : cwd + "/"
        w.beginObject()
        if absolute.hasPrefix(root) {
            w.key("uri"); w.string(FileSystem.uriEncoded(String(absolute.dropFirst(root.count))))
            w.key("uriBaseId"); w.string("%SRCROOT%")
        } else {
            w.key("uri"); w.string("file://" + FileSystem.uriEncoded(absolute))
        }
        w.endObject()
    }

    static func region(_ w: inout JSONWriter, _ lines: LineIndex, _ r: ByteRange) {
        let a = lines.location(of: r.start), b = lines.location(of: r.end)
        w.beginObject()
        w.key("startLine"); w.int(a.line.value)
        w.key("startColumn"); w.int(a.column.value)
        w.key("endLine"); w.int(b.line.value)
        w.key("endColumn"); w.int(b.column.value)
        w.endObject()
    }

    /// `{"artifactLocation": …, "region": …}`; `region` writes the region.
    static func physicalLocation(_ w: inout JSONWriter, path: String, cwd: String, region: (inout JSONWriter) -> Void) {
        w.beginObject()
        w.key("artifactLocation"); artifact(&w, path: path, cwd: cwd)
        w.key("region"); region(&w)
        w.endObject()
    }

    static func rule(_ w: inout JSONWriter, _ rule: any Rule.Type) {
        w.beginObject()
        w.key("id"); w.string(rule.id)
        w.key("name"); w.string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        w.key("shortDescription"); text(&w, rule.summary)
        w.key("fullDescription"); text(&w, rule.documentation.rationale)
        w.key("help"); text(&w, rule.documentation.fix)
        w.key("helpUri"); w.string(TablintVersion.home + "/blob/main/README.md#what-it-checks-and-why")
        w.key("defaultConfiguration"); w.beginObject()
        w.key("level"); w.string(level(rule.defaultSeverity))
        w.endObject()
        w.key("properties"); w.beginObject()
        w.key("tags"); w.beginArray(); w.string(rule.category.rawValue); w.endArray()
        w.endObject()
        w.endObject()
    }

    static func result(_ w: inout JSONWriter, _ d: Diagnostic, in file: CheckedFile, ruleIndex: Int, cwd: String) {
        let lines = file.result.lineIndex
        w.beginObject()
        w.key("ruleId"); w.string(d.rule)
        w.key("ruleIndex"); w.int(ruleIndex)
        w.key("level"); w.string(level(d.severity))
        w.key("message"); text(&w, d.message)
        w.key("locations"); w.beginArray()
        w.beginObject()
        w.key("physicalLocation"); physicalLocation(&w, path: file.path, cwd: cwd) { region(&$0, lines, d.range) }
        w.endObject()
        w.endArray()
        if !d.related.isEmpty {
            w.key("relatedLocations"); w.beginArray()
            for (i, r) in d.related.enumerated() {
                w.beginObject()
                w.key("id"); w.int(i + 1)
                w.key("physicalLocation")
                if let f = r.file {
                    // A place in another file has a start only.
                    physicalLocation(&w, path: f.path, cwd: cwd) { w in
                        w.beginObject()
                        w.key("startLine"); w.int(f.line)
                        w.key("startColumn"); w.int(f.column)
                        w.endObject()
                    }
                } else {
                    physicalLocation(&w, path: file.path, cwd: cwd) { region(&$0, lines, r.range) }
                }
                w.key("message"); text(&w, r.message)
                w.endObject()
            }
            w.endArray()
        }
        if let fix = d.fix {
            w.key("fixes"); w.beginArray()
            w.beginObject()
            w.key("description"); text(&w, fix.message)
            w.key("artifactChanges"); w.beginArray()
            w.beginObject()
            w.key("artifactLocation"); artifact(&w, path: file.path, cwd: cwd)
            w.key("replacements"); w.beginArray()
            for e in fix.edits {
                w.beginObject()
                w.key("deletedRegion"); region(&w, lines, e.range)
                w.key("insertedContent"); text(&w, e.newText)
                w.endObject()
            }
            w.endArray()
            w.endObject()
            w.endArray()
            w.endObject()
            w.endArray()
            w.key("properties"); w.beginObject()
            w.key("fixApplicability"); w.string(fix.applicability.rawValue)
            w.endObject()
        }
        w.endObject()
    }

    static func render(_ files: [CheckedFile], cwd: String = FileSystem.currentDirectory) -> [UInt8] {
        let rules = RuleRegistry.rules
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() { ruleIndex[r.id] = i }
        var w = JSONWriter()
        w.beginObject()
        w.key("$schema"); w.string("https://json.schemastore.org/sarif-2.1.0.json")
        w.key("version"); w.string("2.1.0")
        w.key("runs"); w.beginArray()
        w.beginObject()
        w.key("tool"); w.beginObject()
        w.key("driver"); w.beginObject()
        w.key("name"); w.string("tablint")
        w.key("version"); w.string(Tablint.version)
        w.key("semanticVersion"); w.string(Tablint.version)
        w.key("informationUri"); w.string(TablintVersion.home)
        w.key("rules"); w.beginArray()
        for r in rules { rule(&w, r) }
        w.endArray()
        w.endObject()
        w.endObject()
        w.key("originalUriBaseIds"); w.beginObject()
        w.key("%SRCROOT%"); w.beginObject()
        w.key("uri"); w.string("file://" + FileSystem.uriEncoded(cwd.hasSuffix("/") ? cwd : cwd + "/"))
        w.endObject()
        w.endObject()
        w.key("columnKind"); w.string("unicodeCodePoints")
        w.key("results"); w.beginArray()
        for file in files {
            for d in file.result.diagnostics { result(&w, d, in: file, ruleIndex: ruleIndex[d.rule] ?? 0, cwd: cwd) }
        }
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        return w.takeLine()
    }
}
