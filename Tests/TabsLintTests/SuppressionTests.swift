import Testing
import TabsLint

/// What the suppression pass keeps besides the diagnostics it lets through:
/// each directive's reason, what it silenced, and which directives it may
/// call unused when the caller did not read every input.
@Suite struct SuppressionTests {
    @Test func whatADirectiveSilencedIsKeptWithItsReason() {
        let source = """
        tab home "Home" { icon "house.fill" }   # tablint-disable-line filled-icon --   outline is drawn by the system\t
        tab feed "Feed" # tablint-disable-line missing-icon
        tab other "Other" { icon "star" } # tablint-disable-line missing-title --
        """
        let result = Linter.check(Array(source.utf8))
        // In the order the rules ran.
        #expect(result.suppressed.map(\.diagnostic.rule) == ["missing-icon", "filled-icon"])
        #expect(result.suppressed.map(\.reason) == [nil, "outline is drawn by the system"])
        #expect(!result.diagnostics.contains { $0.rule == "filled-icon" || $0.rule == "missing-icon" })
        // A directive that silenced nothing is still reported, reason or not.
        #expect(result.diagnostics.map(\.rule) == ["unused-suppression"])
    }

    @Test func aDirectiveOnlyUnreadInputsCouldUseIsNotReportedUnused() {
        let source = """
        defaults { strings "Localizable.xcstrings" }
        # tablint-disable-next-line untranslated-title -- the system titles this tab
        tab search "Search" { icon "magnifyingglass"; role search }
        tab home "Home" { icon "house" } # tablint-disable-line missing-icon

        """
        func unused(_ localization: LocalizationInputs?) -> [Int] {
            let parsed = Linter.parse(Array(source.utf8))
            let result = Linter.check(parsed, localization: localization)
            return result.diagnostics.filter { $0.rule == "unused-suppression" }.map { result.lineIndex.location(of: $0.range.start).line.value }
        }
        // The tables were not read: only the directive no table could use is unused.
        #expect(unused(nil) == [4])
        // Read, and nothing in them: the first directive is unused too.
        #expect(unused(LocalizationInputs()) == [2, 4])
    }
}
