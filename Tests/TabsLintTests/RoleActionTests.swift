import Testing
import TabsSyntax
@testable import TabsLint

/// `role search, action`: the visual role and the action flag apart
/// (docs/language.md, "Attributes"; docs/rules.md).
@Suite struct RoleActionTests {
    static func model(_ source: String) -> Model { Linter.check(Array(source.utf8)).model }

    @Test func theVisualRoleAndTheActionFlagAreApart() throws {
        let model = Self.model("""
        tab home "Home" { icon "house" }
        tab find "Find" { icon "magnifyingglass"; role search }
        tab compose "New" { icon "plus"; role search, action }
        tab edit "Edit" { icon "pencil"; role action }
        tab star "Star" { icon "star"; role action, prominent }
        """)
        let tabs = model.tabs
        #expect(tabs.map { $0.role?.value } == [nil, .search, .search, .action, .prominent])
        #expect(tabs.map(\.isSelectable) == [true, true, false, false, false])
        #expect(tabs.map { $0.actionRange != nil } == [false, false, true, true, true])
        #expect(tabs.map(\.isAction) == [false, false, true, true, true])
    }

    @Test func twoVisualRolesOrARepeatKeepTheFirst() {
        let result = Linter.check(Array("tab home \"Home\" { icon \"house\" }\ntab a \"A\" { icon \"a\"; role search, prominent }\ntab b \"B\" { icon \"b\"; role action, action }\n".utf8))
        #expect(result.model.tabs[1].role?.value == .search && result.model.tabs[1].isSelectable)
        #expect(result.model.tabs[2].role?.value == .action && !result.model.tabs[2].isSelectable)
        #expect(result.diagnostics.filter { $0.rule == "invalid-value" }.count == 2)
    }

    @Test func theFormatterWritesTheVisualRoleFirst() throws {
        let source = "tab compose \"New\" {icon \"plus\";role   action ,search}\ntab home \"Home\" { icon \"house\" }\n"
        let formatted = try #require(Formatter.format(Array(source.utf8)))
        let text = String(decoding: formatted, as: UTF8.self)
        #expect(text.contains("\n    role search, action\n"), "\(text)")
        #expect(Formatter.format(formatted) == formatted)
        // One value, or two that are not an action and a visual role, stay as written.
        let other = try #require(Formatter.format(Array("tab a \"A\" { role action, action }\n".utf8)))
        #expect(String(decoding: other, as: UTF8.self) == "tab a \"A\" { role action, action }\n")
        // The meaning is kept, so the safe formatter takes it.
        guard case .formatted = SafeFormatting.format(Array(source.utf8)) else {
            Issue.record("the safe formatter refused the reordering")
            return
        }
    }
}
