import Foundation
import Testing
import TabsSyntax
import TabsLint
import TablintWorkspace

/// Issue 40: a rule is its own file. Its `check` alone, given what the edge
/// reads for the file (the symbol catalog, the tables, the asset catalogs,
/// the earlier revision), finds its failing example: no rule's logic lives
/// in `Linter` or in the per-language loop.
@Suite struct RuleProtocolTests {
    @Test(arguments: Fixtures.ruleIDs)
    func eachRulesOwnCheckFindsItsFailingExample(_ id: String) throws {
        guard let rule = RuleRegistry.rule(id) else { Issue.record("no rule \(id)"); return }
        let catalog = try SymbolCatalogLoader.load(path: Fixtures.root.appendingPathComponent("symbols/catalog-xml").path)
        let previous = id == "removed-id" ? SyntaxTree.parse(Array("tab feed \"Feed\" { icon \"list.bullet\" }\n".utf8)) : nil
        // The table rules' examples read Fixtures/tables, the image rules' Fixtures/assets.
        let folder = Fixtures.tableRuleIDs.contains(id) ? "tables" : "assets"
        let tree = SyntaxTree.parse(Array(rule.documentation.failing.utf8))
        let request = Linter.parse(tree.bytes).localizationRequest
        let localization = request.isEmpty ? nil
            : StringTableCache().localization(for: request, tabsPath: Fixtures.root.appendingPathComponent("\(folder)/example.tabs").path)
        let context = LintContext(tree: tree, catalog: catalog, previous: previous, localization: localization)
        let found = rule.check(context)
        #expect(found.contains { $0.rule == id }, "\(id)'s own check finds nothing in its failing example")
    }

    /// What each rule reads beyond the file is declared, so that the
    /// final pass can tell which directives inputs left unread may use.
    @Test func rulesDeclareWhatTheyReadBeyondTheFile() {
        let reads = Dictionary(uniqueKeysWithValues: RuleRegistry.rules.map { ($0.id, $0.reads) })
        #expect(reads["duplicate-title"] == [.stringTables] && reads["untranslated-title"] == [.stringTables])
        #expect(reads["unknown-image"] == [.assetCatalogs] && reads["removed-id"] == [.earlierRevision])
        #expect(reads["unknown-icon"] == [.symbolCatalog] && reads["missing-icon"] == [])
    }
}
