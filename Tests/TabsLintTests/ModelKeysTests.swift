import Testing
import TabsSyntax
@testable import TabsLint

/// The model interns ids, titles and icons from the source bytes when the
/// bytes are the value, and from the decoded value otherwise. Both routes
/// must give one key to one value, and the texts the rules print.
@Suite struct ModelKeysTests {
    @Test func escapedAndPaddedValuesShareKeysWithPlainOnes() {
        let source = #"""
        tab a "Home" { icon "house.fill" }
        tab b " Home\t" { icon "hous\u{65}.fill" }
        tab c "Ho\u{6D}e" { icon "house.fill" }
        tab d "HOME" { icon "star" }
        tab e "  " { icon "Bad Name" }
        tab f
        """#
        let (model, _) = Model.build(SyntaxTree.parse(source))
        let tabs = model.tabs
        #expect(tabs.count == 6)
        #expect(tabs[0].titleKey != nil)
        #expect(tabs[1].titleKey == tabs[0].titleKey && tabs[2].titleKey == tabs[0].titleKey)
        #expect(tabs[3].titleKey != tabs[0].titleKey && tabs[3].foldedTitleKey == tabs[0].foldedTitleKey)
        #expect(tabs[4].titleKey == nil && tabs[4].foldedTitleKey == nil && tabs[4].titleRange != nil && !tabs[4].hasTitleText)
        #expect(tabs[5].titleKey == nil && tabs[5].titleRange == nil)
        #expect(tabs[5].iconKey == nil && tabs[5].iconRange == nil && tabs[5].idKey != nil)
        #expect(tabs[1].iconKey == tabs[0].iconKey && tabs[2].iconKey == tabs[0].iconKey)
        #expect(model.iconTraits(of: tabs[1]) == [.wellFormed, .filled])
        #expect(model.iconTraits(of: tabs[4]) == [])
        #expect(model.title(of: tabs[1])?.value == "Home")
        #expect(model.title(of: tabs[1])?.range == tabs[1].titleRange)
        #expect(model.icon(of: tabs[4])?.value == "Bad Name")
        #expect(model.id(of: tabs[5])?.value == "f")
        #expect(model.idText(of: tabs[3]) == "d")
        #expect(model.title(of: tabs[4]) == nil && model.icon(of: tabs[5]) == nil)
    }

    @Test func nonASCIIValuesGoThroughTheDictionary() {
        let source = "tab a \"Caf\u{E9}\" { icon \"cup\" }\ntab b \"Cafe\u{301}\" { icon \"mug\" }\n"
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.tabs[0].titleKey == model.tabs[1].titleKey)
        #expect(model.title(of: model.tabs[1])?.value == "Caf\u{E9}")
    }
}
