import TabsJSON
import TabsLint
import TabsSyntax
import TablintWorkspace

/// SARIF 2.1.0 for GitHub code scanning: one run, every rule with its
/// descriptions and default level, results with physical locations relative
/// to `%SRCROOT%` (the working directory), related locations and fixes.
enum SARIFReporter {
    static let informationURI = TablintVersion.home

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The artifact location: relative to the working directory under `%SRCROOT%`, else an absolute file URI.
    static func artifact(_ w: inout JSONWriter, path: String, cwd: String) {
        w.beginObject()
        let absolute = FileSystem.absolute(path, from: cwd)
        let root = cwd.hasSuffix("/") ? cwd : cwd + "/"
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

    static func location(_ w: inout JSONWriter, path: String, cwd: String, lines: LineIndex, range: ByteRange) {
        w.key("physicalLocation"); w.beginObject()
        w.key("artifactLocation"); artifact(&w, path: path, cwd: cwd)
        w.key("region"); region(&w, lines, range)
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
        w.key("runs"); w.beginArray(); w.beginObject()
        w.key("tool"); w.beginObject()
        w.key("driver"); w.beginObject()
        w.key("name"); w.string("tablint")
        w.key("version"); w.string(Tablint.version)
        w.key("semanticVersion"); w.string(Tablint.version)
        w.key("informationUri"); w.string(informationURI)
        w.key("rules"); w.beginArray()
        for rule in rules {
            w.beginObject()
            w.key("id"); w.string(rule.id)
            w.key("name"); w.string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
            w.key("shortDescription"); w.beginObject(); w.key("text"); w.string(rule.summary); w.endObject()
            w.key("fullDescription"); w.beginObject(); w.key("text"); w.string(rule.documentation.rationale); w.endObject()
            w.key("help"); w.beginObject(); w.key("text"); w.string(rule.documentation.fix); w.endObject()
            w.key("helpUri"); w.string(informationURI + "/blob/main/README.md#what-it-checks-and-why")
            w.key("defaultConfiguration"); w.beginObject(); w.key("level"); w.string(level(rule.defaultSeverity)); w.endObject()
            w.key("properties"); w.beginObject()
            w.key("tags"); w.beginArray(); w.string(rule.category.rawValue); w.endArray()
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject() // driver
        w.endObject() // tool
        w.key("originalUriBaseIds"); w.beginObject()
        w.key("%SRCROOT%"); w.beginObject(); w.key("uri"); w.string("file://" + FileSystem.uriEncoded(cwd.hasSuffix("/") ? cwd : cwd + "/")); w.endObject()
        w.endObject()
        w.key("columnKind"); w.string("unicodeCodePoints")
        w.key("results"); w.beginArray()
        for file in files {
            let lines = file.result.lineIndex
            for d in file.result.diagnostics {
                w.beginObject()
                w.key("ruleId"); w.string(d.rule)
                w.key("ruleIndex"); w.int(ruleIndex[d.rule] ?? 0)
                w.key("level"); w.string(level(d.severity))
                w.key("message"); w.beginObject(); w.key("text"); w.string(d.message); w.endObject()
                w.key("locations"); w.beginArray(); w.beginObject()
                location(&w, path: file.path, cwd: cwd, lines: lines, range: d.range)
                w.endObject(); w.endArray()
                if !d.related.isEmpty {
                    w.key("relatedLocations"); w.beginArray()
                    for (i, r) in d.related.enumerated() {
                        w.beginObject()
                        w.key("id"); w.int(i + 1)
                        if let f = r.file {
                            w.key("physicalLocation"); w.beginObject()
                            w.key("artifactLocation"); artifact(&w, path: f.path, cwd: cwd)
                            w.key("region"); w.beginObject()
                            w.key("startLine"); w.int(f.line)
                            w.key("startColumn"); w.int(f.column)
                            w.endObject()
                            w.endObject()
                        } else {
                            location(&w, path: file.path, cwd: cwd, lines: lines, range: r.range)
                        }
                        w.key("message"); w.beginObject(); w.key("text"); w.string(r.message); w.endObject()
                        w.endObject()
                    }
                    w.endArray()
                }
                if let fix = d.fix {
                    w.key("fixes"); w.beginArray(); w.beginObject()
                    w.key("description"); w.beginObject(); w.key("text"); w.string(fix.message); w.endObject()
                    w.key("artifactChanges"); w.beginArray(); w.beginObject()
                    w.key("artifactLocation"); artifact(&w, path: file.path, cwd: cwd)
                    w.key("replacements"); w.beginArray()
                    for e in fix.edits {
                        w.beginObject()
                        w.key("deletedRegion"); region(&w, lines, e.range)
                        w.key("insertedContent"); w.beginObject(); w.key("text"); w.string(e.newText); w.endObject()
                        w.endObject()
                    }
                    w.endArray()
                    w.endObject(); w.endArray()
                    w.endObject(); w.endArray()
                    w.key("properties"); w.beginObject()
                    w.key("fixApplicability"); w.string(fix.applicability.rawValue)
                    w.endObject()
                }
                w.endObject()
            }
        }
        w.endArray()
        w.endObject(); w.endArray()
        w.endObject()
        return w.bytes + [0x0A]
    }
}
