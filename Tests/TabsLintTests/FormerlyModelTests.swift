import Testing
import TabsSyntax
@testable import TabsLint

/// Issue 15, item 1: a tab's `formerly` ids are in the model, each with its
/// range.
@Suite struct FormerlyModelTests {
    @Test func eachTabKeepsItsFormerIDs() {
        let source = "tab home \"Home\" { icon \"house\"; formerly start, main }\ntab feed \"Feed\" { icon \"list.bullet\" }\ntab inbox \"Inbox\" { formerly mail; formerly ignored }\n"
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.tabs.count == 3)
        #expect(model.tabs[0].formerly.map(\.value) == ["start", "main"])
        #expect(model.tabs[1].formerly.isEmpty)
        // Of a repeated attribute the first counts.
        #expect(model.tabs[2].formerly.map(\.value) == ["mail"])
        let start = model.tabs[0].formerly[0]
        #expect(Array(source.utf8)[start.range.start..<start.range.end].elementsEqual("start".utf8))
        // Former ids are not declarations.
        #expect(model.tabByID["start"] == nil && model.tabByID["inbox"] == 2)
    }

    @Test func theSchemaTakesFormerlyInTabsOnly() {
        #expect(AttributeSchema.attributes(of: .tab).contains { $0.name == "formerly" })
        #expect(!AttributeSchema.attributes(of: .section).contains { $0.name == "formerly" })
        let diagnostics = Linter.check(Array("section s \"S\" { formerly old }\ntab a \"A\" { icon \"house\"; formerly b }\n".utf8)).diagnostics
        #expect(diagnostics.filter { $0.rule == "unknown-attribute" }.count == 1)
    }
}

/// Issue 15, item 1: `formerly` lays out like the other id lists.
@Suite struct FormerlyFormatTests {
    @Test func formerlyFormatsLikeAnIdList() throws {
        let source = "tab home \"Home\"{icon \"house\";formerly   start ,main}\ndefaults{retired  gone,old}\n"
        let formatted = try #require(Formatter.format(Array(source.utf8)))
        let text = String(decoding: formatted, as: UTF8.self)
        #expect(text.contains("\n    formerly start, main\n"), "\(text)")
        #expect(text.contains("\n    retired gone, old\n"), "\(text)")
        #expect(Formatter.format(formatted) == formatted)
    }
}
