import TabsJSON
import TabsLint
import TabsSyntax
import TablintWorkspace

/// SARIF 2.1.0 for GitHub code scanning: one run, every rule with its
/// descriptions and default level, results with physical locations relative
/// to `%SRCROOT%` (the working directory), related locations and fixes.
enum SARIFReporter {
    static func level(_ s: Severity) -> JSONValue {
        switch s {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// `{"text": text}`, SARIF's message shape.
    static func text(_ text: String) -> JSONValue { ["text": .string(text)] }

    /// The artifact location: relative to the working directory under `%SRCROOT%`, else an absolute file URI.
    static func artifact(path: String, cwd: String) -> JSONValue {
        let absolute = FileSystem.absolute(path, from: cwd)
        let root = cwd.hasSuffix("/") ? cwd : cwd + "/"
        guard absolute.hasPrefix(root) else { return ["uri": .string("file://" + FileSystem.uriEncoded(absolute))] }
        return ["uri": .string(FileSystem.uriEncoded(String(absolute.dropFirst(root.count)))), "uriBaseId": "%SRCROOT%"]
    }

    static func region(_ lines: LineIndex, _ r: ByteRange) -> JSONValue {
        let a = lines.location(of: r.start), b = lines.location(of: r.end)
        return ["startLine": .int(a.line.value), "startColumn": .int(a.column.value),
                "endLine": .int(b.line.value), "endColumn": .int(b.column.value)]
    }

    static func physicalLocation(path: String, cwd: String, region: JSONValue) -> JSONValue {
        ["artifactLocation": artifact(path: path, cwd: cwd), "region": region]
    }

    static func rule(_ rule: any Rule.Type) -> JSONValue {
        [
            "id": .string(rule.id),
            "name": .string(rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
            "shortDescription": text(rule.summary),
            "fullDescription": text(rule.documentation.rationale),
            "help": text(rule.documentation.fix),
            "helpUri": .string(TablintVersion.home + "/blob/main/README.md#what-it-checks-and-why"),
            "defaultConfiguration": ["level": level(rule.defaultSeverity)],
            "properties": ["tags": [.string(rule.category.rawValue)]],
        ]
    }

    static func result(_ d: Diagnostic, in file: CheckedFile, ruleIndex: Int, cwd: String) -> JSONValue {
        let lines = file.result.lineIndex
        var result: JSONObject = [
            "ruleId": .string(d.rule),
            "ruleIndex": .int(ruleIndex),
            "level": level(d.severity),
            "message": text(d.message),
            "locations": [["physicalLocation": physicalLocation(path: file.path, cwd: cwd, region: region(lines, d.range))]],
        ]
        if !d.related.isEmpty {
            result["relatedLocations"] = .array(d.related.enumerated().map { i, r in
                // A place in another file has a start only.
                let place = r.file.map { physicalLocation(path: $0.path, cwd: cwd, region: ["startLine": .int($0.line), "startColumn": .int($0.column)]) }
                    ?? physicalLocation(path: file.path, cwd: cwd, region: region(lines, r.range))
                return ["id": .int(i + 1), "physicalLocation": place, "message": text(r.message)]
            })
        }
        if let fix = d.fix {
            let replacements: [JSONValue] = fix.edits.map {
                ["deletedRegion": region(lines, $0.range), "insertedContent": text($0.newText)]
            }
            result["fixes"] = [[
                "description": text(fix.message),
                "artifactChanges": [["artifactLocation": artifact(path: file.path, cwd: cwd), "replacements": .array(replacements)]],
            ]]
            result["properties"] = ["fixApplicability": .string(fix.applicability.rawValue)]
        }
        return .object(result)
    }

    static func render(_ files: [CheckedFile], cwd: String = FileSystem.currentDirectory) -> [UInt8] {
        let rules = RuleRegistry.rules
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() { ruleIndex[r.id] = i }
        let results = files.flatMap { file in
            file.result.diagnostics.map { result($0, in: file, ruleIndex: ruleIndex[$0.rule] ?? 0, cwd: cwd) }
        }
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "tablint",
                    "version": .string(Tablint.version),
                    "semanticVersion": .string(Tablint.version),
                    "informationUri": .string(TablintVersion.home),
                    "rules": .array(rules.map(rule)),
                ]],
                "originalUriBaseIds": ["%SRCROOT%": ["uri": .string("file://" + FileSystem.uriEncoded(cwd.hasSuffix("/") ? cwd : cwd + "/"))]],
                "columnKind": "unicodeCodePoints",
                "results": .array(results),
            ]],
        ]
        var w = JSONWriter()
        w.value(log)
        return w.bytes + [0x0A]
    }
}
