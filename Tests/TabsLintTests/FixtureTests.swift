import Foundation
import Testing
import TabsLint
import TabsSyntax
import TablintWorkspace

/// Data-driven rule tests. For every rule id there is a folder
/// `Fixtures/rules/<id>/` with `ok/*.tabs` (must be clean of that rule) and
/// `err/*.tabs`, each with `err/*.expected`: every diagnostic of the file,
/// one per line, with its range, severity, rule, message, related
/// locations and fix. Beside a fixture, `NAME.previous` is the file's
/// earlier version (for `removed-id`) and `NAME.catalog` names a symbol
/// catalog under `Fixtures/symbols/`. The string tables a fixture's
/// `strings` names (`Fixtures/tables/`) are read as `check` reads them.
/// Set `TABLINT_BLESS=1` to rewrite the expectations, then review the diff.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let rules = root.appendingPathComponent("rules")
    static let bless = ProcessInfo.processInfo.environment["TABLINT_BLESS"] == "1"

    static func files(_ dir: URL, ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { dir.appendingPathComponent($0) }
    }

    static func read(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } }

    static func lint(_ fileURL: URL) throws -> LintResult {
        let bytes = read(fileURL) ?? []
        let base = fileURL.deletingPathExtension()
        let previous = read(base.appendingPathExtension("previous"))
        var catalog: SymbolCatalog?
        if let name = read(base.appendingPathExtension("catalog")) {
            let relative = String(decoding: name, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            catalog = try SymbolCatalogLoader.load(path: root.appendingPathComponent("symbols").appendingPathComponent(relative).path)
        }
        let file = Linter.parse(bytes, catalog: catalog, previous: previous)
        let request = file.localizationRequest
        let localization = request.isEmpty ? nil : StringTableCache().localization(for: request, tabsPath: fileURL.path)
        return Linter.check(file, localization: localization)
    }

    /// One line per diagnostic, stable and readable.
    static func render(_ result: LintResult) -> String {
        let lines = result.lineIndex
        func span(_ r: ByteRange) -> String {
            let a = lines.location(of: r.start), b = lines.location(of: r.end)
            return "\(a.line):\(a.column)-\(b.line):\(b.column)"
        }
        var out = ""
        for d in result.diagnostics {
            out += "\(span(d.range)) \(d.severity.rawValue) \(d.rule): \(d.message)\n"
            for r in d.related { out += "    related \(span(r.range)): \(r.message)\n" }
            if let fix = d.fix {
                out += "    fix (\(fix.applicability.rawValue)): \(fix.message)\n"
                for e in fix.edits { out += "        \(span(e.range)) => \(quoted(e.newText))\n" }
            }
        }
        return out
    }

    static var ruleIDs: [String] { RuleRegistry.rules.map { $0.id } }
    /// The rules that need string tables: their documentation examples name
    /// a table beside them, so they run in LocalizationTests (with tables)
    /// and the CLI tests (with files).
    static let tableRuleIDs: Set<String> = ["untranslated-title", "missing-language", "invalid-strings"]
}

@Suite struct FixtureTests {
    @Test func everyRuleHasFailingAndPassingFixtures() {
        for id in Fixtures.ruleIDs {
            let dir = Fixtures.rules.appendingPathComponent(id)
            #expect(!Fixtures.files(dir.appendingPathComponent("err"), ext: "tabs").isEmpty, "rule \(id) has no err fixture")
            #expect(!Fixtures.files(dir.appendingPathComponent("ok"), ext: "tabs").isEmpty, "rule \(id) has no ok fixture")
        }
    }

    @Test func everyFixtureFolderNamesARule() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.rules.path)) ?? []
        for name in names { #expect(Fixtures.ruleIDs.contains(name), "fixture folder \(name) names no rule") }
    }

    @Test(arguments: Fixtures.ruleIDs)
    func okFixturesAreCleanOfTheirRule(_ id: String) throws {
        for file in Fixtures.files(Fixtures.rules.appendingPathComponent(id).appendingPathComponent("ok"), ext: "tabs") {
            let result = try Fixtures.lint(file)
            let hits = result.diagnostics.filter { $0.rule == id }
            #expect(hits.isEmpty, "\(file.lastPathComponent) should be clean of \(id):\n\(Fixtures.render(result))")
            // Round trip: the tree prints the input back.
            #expect(result.tree.printed() == result.tree.bytes, "\(file.lastPathComponent) does not round-trip")
        }
    }

    @Test(arguments: Fixtures.ruleIDs)
    func errFixturesMatchTheirExpectations(_ id: String) throws {
        for file in Fixtures.files(Fixtures.rules.appendingPathComponent(id).appendingPathComponent("err"), ext: "tabs") {
            let result = try Fixtures.lint(file)
            let actual = Fixtures.render(result)
            let expectedURL = file.deletingPathExtension().appendingPathExtension("expected")
            if Fixtures.bless {
                try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
                continue
            }
            let expected = Fixtures.read(expectedURL).map { String(decoding: $0, as: UTF8.self) }
            #expect(expected == actual, "\(id)/err/\(file.lastPathComponent): run with TABLINT_BLESS=1 to update")
            #expect(result.diagnostics.contains { $0.rule == id }, "\(file.lastPathComponent) does not trigger \(id)")
            #expect(result.tree.printed() == result.tree.bytes, "\(file.lastPathComponent) does not round-trip")
        }
    }

    /// The documentation examples of every rule are run, so `tablint explain` cannot go stale.
    @Test(arguments: Fixtures.ruleIDs.filter { !Fixtures.tableRuleIDs.contains($0) })
    func documentationExamples(_ id: String) throws {
        guard let rule = RuleRegistry.rule(id) else { Issue.record("no rule \(id)"); return }
        let docs = rule.documentation
        // Examples that need a catalog or a previous version say so in a leading comment and run with the fixture catalog.
        let catalog = try SymbolCatalogLoader.load(path: Fixtures.root.appendingPathComponent("symbols/catalog-xml").path)
        var previous: [UInt8]?
        if id == "removed-id" { previous = Array("tab feed \"Feed\" { icon \"list.bullet\" }\n".utf8) }
        let failing = Linter.check(Array(docs.failing.utf8), catalog: catalog, previous: previous)
        #expect(failing.diagnostics.contains { $0.rule == id }, "the failing example of \(id) does not trigger it")
        #expect(!failing.diagnostics.contains { $0.rule == "syntax-error" && id != "syntax-error" }, "the failing example of \(id) has a syntax error")
        let passing = Linter.check(Array(docs.passing.utf8), catalog: catalog, previous: previous)
        #expect(passing.diagnostics.isEmpty || !passing.diagnostics.contains { $0.rule == id },
                "the passing example of \(id) triggers it")
        #expect(!passing.diagnostics.contains { $0.severity == .error }, "the passing example of \(id) has errors:\n\(Fixtures.render(passing))")
    }
}
