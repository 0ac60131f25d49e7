import Foundation
import Testing

/// Checks that a `--format json` document has exactly the documented shape
/// (docs/command-line.md, "Output formats"), recording an issue for each deviation,
/// and returns its files as (path, diagnostics) pairs.
@discardableResult
func checkJSONReport(_ document: Any, sourceLocation: SourceLocation = #_sourceLocation) -> [(path: String, diagnostics: [[String: Any]])] {
    func fail(_ message: String) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    func keys(_ object: [String: Any], required: Set<String>, optional: Set<String> = [], _ what: String) {
        let present = Set(object.keys)
        let missing = required.subtracting(present)
        let extra = present.subtracting(required).subtracting(optional)
        if !missing.isEmpty { fail("\(what) lacks \(missing.sorted())") }
        if !extra.isEmpty { fail("\(what) has undocumented keys \(extra.sorted())") }
    }
    func position(_ value: Any?, _ what: String) {
        guard let p = value as? [String: Any] else { return fail("\(what) is not an object") }
        keys(p, required: ["line", "column"], what)
        for key in ["line", "column"] {
            guard let n = p[key] as? Int, n >= 1 else { return fail("\(what).\(key) is not a 1-based integer: \(String(describing: p[key]))") }
        }
    }
    func range(_ value: Any?, _ what: String) {
        guard let r = value as? [String: Any] else { return fail("\(what) is not an object") }
        keys(r, required: ["start", "end"], what)
        position(r["start"], what + ".start")
        position(r["end"], what + ".end")
        if let s = r["start"] as? [String: Any], let e = r["end"] as? [String: Any],
           let sl = s["line"] as? Int, let sc = s["column"] as? Int, let el = e["line"] as? Int, let ec = e["column"] as? Int,
           (el, ec) < (sl, sc) {
            fail("\(what) ends before it starts")
        }
    }

    guard let top = document as? [String: Any] else { fail("the document is not an object"); return [] }
    keys(top, required: ["version", "files", "summary"], "the document")
    if top["version"] as? Int != 1 { fail("version is \(String(describing: top["version"])), not 1") }

    var result: [(String, [[String: Any]])] = []
    var errors = 0, warnings = 0, infos = 0
    guard let files = top["files"] as? [Any] else { fail("files is not an array"); return [] }
    for (i, item) in files.enumerated() {
        guard let file = item as? [String: Any] else { fail("files[\(i)] is not an object"); continue }
        keys(file, required: ["path", "diagnostics"], "files[\(i)]")
        guard let path = file["path"] as? String else { fail("files[\(i)].path is not a string"); continue }
        guard let diagnostics = file["diagnostics"] as? [Any] else { fail("files[\(i)].diagnostics is not an array"); continue }
        var list: [[String: Any]] = []
        for (j, entry) in diagnostics.enumerated() {
            let what = "\(path) diagnostics[\(j)]"
            guard let d = entry as? [String: Any] else { fail("\(what) is not an object"); continue }
            list.append(d)
            keys(d, required: ["rule", "severity", "message", "range"], optional: ["related", "fix"], what)
            if (d["rule"] as? String)?.isEmpty ?? true { fail("\(what).rule is not a non-empty string") }
            if (d["message"] as? String)?.isEmpty ?? true { fail("\(what).message is not a non-empty string") }
            switch d["severity"] as? String {
            case "error": errors += 1
            case "warning": warnings += 1
            case "info": infos += 1
            default: fail("\(what).severity is \(String(describing: d["severity"]))")
            }
            range(d["range"], what + ".range")
            if let related = d["related"] {
                guard let list = related as? [Any], !list.isEmpty else { fail("\(what).related is present but not a non-empty array"); continue }
                for (k, r) in list.enumerated() {
                    guard let r = r as? [String: Any] else { fail("\(what).related[\(k)] is not an object"); continue }
                    keys(r, required: ["path", "range", "message"], "\(what).related[\(k)]")
                    if !(r["path"] is String) { fail("\(what).related[\(k)].path is not a string") }
                    if !(r["message"] is String) { fail("\(what).related[\(k)].message is not a string") }
                    range(r["range"], "\(what).related[\(k)].range")
                }
            }
            if let fix = d["fix"] {
                guard let fix = fix as? [String: Any] else { fail("\(what).fix is not an object"); continue }
                keys(fix, required: ["message", "applicability", "edits"], "\(what).fix")
                if !(fix["message"] is String) { fail("\(what).fix.message is not a string") }
                let applicability = fix["applicability"] as? String
                if applicability != "safe" && applicability != "unsafe" { fail("\(what).fix.applicability is \(String(describing: applicability))") }
                guard let edits = fix["edits"] as? [Any], !edits.isEmpty else { fail("\(what).fix.edits is not a non-empty array"); continue }
                for (k, e) in edits.enumerated() {
                    guard let e = e as? [String: Any] else { fail("\(what).fix.edits[\(k)] is not an object"); continue }
                    keys(e, required: ["range", "newText"], "\(what).fix.edits[\(k)]")
                    if !(e["newText"] is String) { fail("\(what).fix.edits[\(k)].newText is not a string") }
                    range(e["range"], "\(what).fix.edits[\(k)].range")
                }
            }
        }
        result.append((path, list))
    }

    if let summary = top["summary"] as? [String: Any] {
        keys(summary, required: ["files", "errors", "warnings", "infos"], "summary")
        if summary["files"] as? Int != files.count { fail("summary.files is \(String(describing: summary["files"])), the document lists \(files.count)") }
        if summary["errors"] as? Int != errors { fail("summary.errors is \(String(describing: summary["errors"])), counted \(errors)") }
        if summary["warnings"] as? Int != warnings { fail("summary.warnings is \(String(describing: summary["warnings"])), counted \(warnings)") }
        if summary["infos"] as? Int != infos { fail("summary.infos is \(String(describing: summary["infos"])), counted \(infos)") }
    } else {
        fail("summary is not an object")
    }
    return result
}

/// `[line, column]` of a JSON position, for compact comparisons.
func lineColumn(_ value: Any?) -> [Int] {
    guard let p = value as? [String: Any] else { return [] }
    return [p["line"] as? Int ?? -1, p["column"] as? Int ?? -1]
}

/// `[startLine, startColumn, endLine, endColumn]` of a JSON range.
func span(_ value: Any?) -> [Int] {
    guard let r = value as? [String: Any] else { return [] }
    return lineColumn(r["start"]) + lineColumn(r["end"])
}
