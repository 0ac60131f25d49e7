import Foundation
import Testing

@Suite("Output formats") struct OutputFormatTests {
    // MARK: concise

    @Test func conciseBrokenFile() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["--format", "concise", "dup.tabs", "ok.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.lines.count == 1, "\(r)")
        let line = try #require(r.conciseLines().first, "\(r)")
        #expect(line.path == "dup.tabs")
        #expect(line.line == 2)
        #expect(line.column == 10)
        #expect(line.severity == "error")
        #expect(line.rule == "duplicate-title")
        #expect(line.message.contains("Home"), "the message names the offending value: \(line.message)")
        // Exactly `PATH:LINE:COL: SEVERITY: MESSAGE [RULE]`, nothing after the rule.
        #expect(r.lines[0].hasPrefix("dup.tabs:2:10: error: "))
        #expect(r.lines[0].hasSuffix(" [duplicate-title]"))
    }

    @Test func conciseCleanFilePrintsNothing() throws {
        let box = try Sandbox()
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["--format", "concise", "ok.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(r.out.isEmpty, "\(r)")
    }

    @Test func conciseWarningsAndOrder() throws {
        let box = try Sandbox()
        // Diagnostics come in order of their start: missing-icon at 2:5, then duplicate-title at 3:7.
        try box.write("w.tabs", "tab home \"Home\" { icon \"house\" }\ntab feed \"Feed\"\ntab x \"Home\" { icon \"star\" }\n")
        let r = try box.run(["--format=concise", "w.tabs"])
        #expect(r.status == 1, "\(r)")
        let parsed = r.conciseLines()
        #expect(parsed.map(\.rule) == ["missing-icon", "duplicate-title"], "\(r)")
        #expect(parsed.map(\.severity) == ["warning", "error"])
        #expect(r.conciseSummary == ["missing-icon@2:5", "duplicate-title@3:7"])
    }

    @Test func checkSubcommandIsTheDefault() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        let a = try box.run(["check", "--format", "concise", "dup.tabs"])
        let b = try box.run(["--format", "concise", "dup.tabs"])
        #expect(a.status == 1 && b.status == 1)
        #expect(a.out == b.out)
        #expect(!a.out.isEmpty)
    }

    // MARK: human

    @Test func humanBrokenFile() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["--format", "human", "--color", "never", "dup.tabs", "ok.tabs"])
        #expect(r.status == 1, "\(r)")
        let lines = r.lines
        let header = try #require(lines.first, "\(r)")
        #expect(header.hasPrefix("dup.tabs:2:10: error[duplicate-title]: "), "\(header)")
        #expect(header.contains("Home"))

        // The source line, and under it carets below the title string "Home" (6 columns, quotes included).
        let source = "tab feed \"Home\" { icon \"star\" }"
        let sourceIndex = try #require(lines.firstIndex { $0.hasSuffix(source) }, "no source line in \(r)")
        let sourceStart = lines[sourceIndex].count - source.count
        let underline = try #require(lines.dropFirst(sourceIndex + 1).first, "no underline in \(r)")
        let carets = underline.enumerated().filter { $0.element == "^" }.map(\.offset)
        #expect(carets.count == 6, "underline: \(underline)")
        #expect(carets.first == sourceStart + 9, "the underline starts under the opening quote: \(underline)")
        #expect(carets.last.map { $0 - carets[0] + 1 } == carets.count, "the underline is one run")

        // The related location is shown.
        #expect(r.out.contains("dup.tabs:1:10"), "related location: \(r)")
        #expect(lines.last == "1 error, 0 warnings in 2 files")
    }

    @Test func humanCleanFile() throws {
        let box = try Sandbox()
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["ok.tabs", "--color=never"])
        #expect(r.status == 0, "\(r)")
        #expect(r.lines == ["0 errors, 0 warnings in 1 file"], "\(r)")
    }

    @Test func humanSummaryPlurals() throws {
        let box = try Sandbox()
        // Two errors (duplicate-title twice) and two warnings (missing-icon twice), in two files.
        try box.write("a.tabs", "tab home \"Home\" { icon \"house\" }\ntab b \"Home\" { icon \"star\" }\ntab c \"Home\" { icon \"heart\" }\n")
        try box.write("b.tabs", "tab home \"Home\"\ntab feed \"Feed\"\n")
        let r = try box.run(["a.tabs", "b.tabs"])
        #expect(r.status == 1)
        #expect(r.lines.last == "2 errors, 2 warnings in 2 files", "\(r)")

        try box.write("c.tabs", "tab home \"Home\"\n")
        let one = try box.run(["c.tabs"])
        #expect(one.status == 0)
        #expect(one.lines.last == "0 errors, 1 warning in 1 file", "\(one)")

        let dup = try box.run(["--rule", "missing-icon=off", "b.tabs", "c.tabs"])
        #expect(dup.lines.last == "0 errors, 0 warnings in 2 files", "\(dup)")
    }

    @Test func humanSummaryKeepsItsShapeWithInfosAndFixes() throws {
        let box = try Sandbox()
        // filled-icon: an info with a safe fix; missing-icon: a warning.
        try box.write("a.tabs", "tab home \"Home\" { icon \"heart.fill\" }\ntab feed \"Feed\"\n")
        let r = try box.run(["a.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(r.lines.last == "0 errors, 1 warning in 1 file", "\(r)")
        #expect(r.out.contains("1 info"), "\(r)")
    }

    @Test func humanShowsFixes() throws {
        let box = try Sandbox()
        try box.write("list.txt", "house\nstar\n")
        try box.write("a.tabs", "tab home \"Home\" { icon \"hose\" }\n")
        let r = try box.run(["--symbols", "list.txt", "a.tabs"])
        #expect(r.status == 0, "warnings only: \(r)")
        #expect(r.out.contains("[unknown-icon]"), "\(r)")
        #expect(r.out.contains("house"), "the fix names the closest catalog name: \(r)")
    }

    // MARK: json

    @Test func jsonBrokenAndCleanFiles() throws {
        let box = try Sandbox()
        try box.write("dup.tabs", Sources.duplicateTitle)
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["--format", "json", "dup.tabs", "ok.tabs"])
        #expect(r.status == 1, "\(r)")
        let files = checkJSONReport(try r.json())
        #expect(files.map(\.path) == ["dup.tabs", "ok.tabs"], "every checked file is listed, in order")
        #expect(files.last?.diagnostics.isEmpty == true, "a clean file has an empty array")
        let d = try #require(files.first?.diagnostics.first)
        #expect(files.first?.diagnostics.count == 1)
        #expect(d["rule"] as? String == "duplicate-title")
        #expect(d["severity"] as? String == "error")
        #expect(span(d["range"]) == [2, 10, 2, 16], "from the opening quote to just past the closing one")
        #expect(d["fix"] == nil, "duplicate-title has no fix")
        let related = try #require(d["related"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect(related.first?["path"] as? String == "dup.tabs")
        #expect(span(related.first?["range"]) == [1, 10, 1, 16])
        let summary = try #require((try r.json() as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 2)
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 0)
        #expect(summary["infos"] as? Int == 0)
    }

    @Test func jsonCleanFileOnly() throws {
        let box = try Sandbox()
        try box.write("ok.tabs", Sources.clean)
        let r = try box.run(["--format", "json", "ok.tabs"])
        #expect(r.status == 0, "\(r)")
        let files = checkJSONReport(try r.json())
        #expect(files.count == 1)
        #expect(files.first?.path == "ok.tabs")
        #expect(files.first?.diagnostics.isEmpty == true)
        #expect(r.err.isEmpty)
    }

    @Test func jsonWarningsInfosAndSafeFix() throws {
        let box = try Sandbox()
        // filled-icon (info, safe fix) at 1:25; missing-icon (warning, no fix) at 2:5.
        try box.write("a.tabs", "tab home \"Home\" { icon \"heart.fill\" }\ntab feed \"Feed\"\n")
        let r = try box.run(["--format", "json", "a.tabs"])
        #expect(r.status == 0, "warnings and infos do not fail: \(r)")
        let files = checkJSONReport(try r.json())
        let diagnostics = try #require(files.first?.diagnostics)
        #expect(diagnostics.map { $0["rule"] as? String } == ["filled-icon", "missing-icon"])
        let filled = diagnostics[0]
        #expect(filled["severity"] as? String == "info")
        #expect(span(filled["range"]) == [1, 24, 1, 36])
        let fix = try #require(filled["fix"] as? [String: Any])
        #expect(fix["applicability"] as? String == "safe")
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "\"heart\"")
        #expect(span(edit["range"]) == [1, 24, 1, 36])
        let missing = diagnostics[1]
        #expect(missing["severity"] as? String == "warning")
        #expect(span(missing["range"]) == [2, 5, 2, 9], "the tab id")
        #expect(missing["fix"] == nil && missing["related"] == nil)
        let summary = (try r.json() as? [String: Any])?["summary"] as? [String: Any]
        #expect(summary?["warnings"] as? Int == 1)
        #expect(summary?["infos"] as? Int == 1)
    }

    @Test func jsonUnsafeFixFromSymbolCatalog() throws {
        let box = try Sandbox()
        try box.write("Tools/symbols.txt", "house\nstar\nheart\n")
        try box.write("a.tabs", "tab home \"Home\" { icon \"hose\" }\ntab feed \"Feed\" { icon \"star\" }\n")
        let r = try box.run(["--format", "json", "--symbols", "Tools/symbols.txt", "a.tabs"])
        #expect(r.status == 0, "\(r)")
        let files = checkJSONReport(try r.json())
        let d = try #require(files.first?.diagnostics.first, "\(r)")
        #expect(files.first?.diagnostics.count == 1)
        #expect(d["rule"] as? String == "unknown-icon")
        #expect(d["severity"] as? String == "warning")
        #expect(span(d["range"]) == [1, 24, 1, 30])
        let fix = try #require(d["fix"] as? [String: Any])
        #expect(fix["applicability"] as? String == "unsafe")
        let edit = try #require((fix["edits"] as? [[String: Any]])?.first)
        #expect(edit["newText"] as? String == "\"house\"")
        #expect(span(edit["range"]) == [1, 24, 1, 30])
    }

    @Test func jsonNoFilesWhenAllExcluded() throws {
        let box = try Sandbox()
        try box.write(".tablint.json", #"{"exclude": ["gen/**"]}"#)
        try box.write("gen/a.tabs", Sources.duplicateTitle)
        let r = try box.run(["--format", "json", "."])
        #expect(r.status == 0, "\(r)")
        let files = checkJSONReport(try r.json())
        #expect(files.isEmpty)
    }
}
