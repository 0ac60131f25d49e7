import Testing
import TabsSyntax
@testable import TabsLint

/// The model's plain values: ids, titles and icons as text, lookups by id,
/// and the enumerated values as the language spells them.
@Suite struct ModelTypesTests {
    @Test func sectionsAndTabsAnswerByID() {
        let source = "section s \"S\" {\n    tab a \"A\" { icon \"star\" }\n}\ntab s \"T\" { icon \"bell\" }\ntab a \"B\" { icon \"house\" }\n"
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.tabs.map(\.id) == ["a", "s", "a"])
        #expect(model.tabByID["a"] == 0 && model.tabByID["s"] == 1 && model.sectionByID["s"] == 0)
        #expect(model.sectionByID["a"] == nil && model.tabByID["zz"] == nil)
        #expect(model.tabs[0].section == 0 && model.tabs[1].section == nil)
        #expect(model.sections[0].tabs == [0])
    }

    @Test func titlesAreTrimmedFoldedAndKeptAsWritten() {
        let source = "tab a \"  Straße \" { icon \"house\" }\ntab b \"   \" { icon \"star\" }\ntab c { icon \"bell\" }\n"
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.tabs[0].title == "Straße" && model.tabs[0].foldedTitle == "strasse")
        #expect(model.tabs[0].writtenTitle == "  Straße ")
        // A blank title counts as none, but its range is kept (`empty-title` reports it).
        #expect(model.tabs[1].title == nil && model.tabs[1].titleRange != nil)
        #expect(model.tabs[2].title == nil && model.tabs[2].titleRange == nil)
    }

    @Test func invalidValuesCountAsAbsentAndTheFirstStatementCounts() {
        let source = """
        defaults { platforms iphone, mac, iphone; style page }
        defaults { style tabBarOnly }
        tab a "A" { icon 3; placement pinned; placement sidebarOnly; platforms mac, tv }
        tab b "B" { icon "star.fill"; role search, action; placement nowhere }
        """
        let (model, records) = Model.build(SyntaxTree.parse(source))
        #expect(model.appPlatforms == [.iphone, .mac])
        #expect(model.style == .page)
        let (a, b) = (model.tabs[0], model.tabs[1])
        #expect(a.icon == nil && a.iconKeyword != nil)
        #expect(a.effectivePlacement == .pinned && a.availablePlatforms == [.mac])
        #expect(b.icon?.value == "star.fill" && b.placement == nil && b.effectivePlacement == .automatic)
        #expect(b.role?.value == .search && b.isAction && !b.isSelectable)
        // The records the rules read: every `defaults` statement, and elsewhere those with something to report.
        #expect(records.map(\.name) == ["platforms", "style", "style", "icon", "placement", "placement"])
        #expect(records.filter { $0.issue != nil }.map(\.name) == ["icon", "placement"])
        #expect(records.filter { $0.firstOccurrence != nil }.map(\.name) == ["placement"])
    }

    @Test func imagesAndAssetsAreTextWithTheirPlaces() {
        let source = """
        defaults { assets "A.xcassets", 7, "B.xcassets" }
        tab a "A" { image "Tabs/home"; icon "house" }
        tab b "B" { image 3 }
        tab c "C" { icon "star" }
        """
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.defaults?.assets.map(\.value) == ["A.xcassets", "B.xcassets"])
        let (a, b, c) = (model.tabs[0], model.tabs[1], model.tabs[2])
        #expect(a.image?.value == "Tabs/home" && a.icon?.value == "house")
        #expect(a.image.map { $0.range }.map { Array(source.utf8)[$0.start..<$0.end] } == Array("\"Tabs/home\"".utf8)[...])
        #expect(a.imageKeyword.map { $0.start } == 62 && a.iconKeyword.map { $0.start } == 81)
        // An invalid value counts as absent, but the statement is written.
        #expect(b.image == nil && b.imageKeyword != nil && b.iconKeyword == nil)
        #expect(c.image == nil && c.imageKeyword == nil && c.iconKeyword != nil)
    }

    @Test func enumeratedValuesAreSpelledAsInTheLanguage() {
        #expect(Platform.allCases.map(\.rawValue) == ["iphone", "ipad", "mac", "vision", "tv"])
        #expect(Placement.allCases.map(\.rawValue) == ["automatic", "pinned", "sidebarOnly"])
        #expect(Role.allCases.map(\.rawValue) == ["search", "prominent", "action"])
        #expect(TabViewStyle.allCases.map(\.rawValue) == ["automatic", "tabBarOnly", "sidebarAdaptable", "page"])
        #expect(Platform(rawValue: "iPhone") == nil && Role(rawValue: "") == nil)
    }
}
