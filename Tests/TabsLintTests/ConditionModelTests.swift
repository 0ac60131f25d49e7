import Testing
import TabsSyntax
@testable import TabsLint

/// `when` in the model (docs/language.md, "Conditional tabs"): a tab's
/// effective conditions, the section's gate, first-use order, the launch
/// tab, and values that do not count.
@Suite struct ConditionModelTests {
    static let source = """
        tab flagged "Flagged" {
            icon "flag"
            when featureOn, featureOn, "quoted"
        }
        section account "Account" {
            tab inbox "Inbox" { icon "tray" }
            tab lab "Lab" {
                icon "flask"
                when betaUser
            }
            when signedIn
        }
        tab home "Home" { icon "house" }

        """

    @Test func effectiveConditionsAndFirstUse() {
        let (model, _) = Model.build(SyntaxTree.parse(Self.source))
        let byID = Dictionary(uniqueKeysWithValues: model.tabs.map { ($0.id, $0.conditions) })
        // Repeats kept once; a string is no condition (an `invalid-value`).
        #expect(byID["flagged"] == ["featureOn"])
        // The section's `when` applies to its tabs without one, wherever it is written in the block.
        #expect(byID["inbox"] == ["signedIn"])
        // A tab's own replaces the section's.
        #expect(byID["lab"] == ["betaUser"])
        #expect(byID["home"] == [])
        #expect(model.sections[0].conditions == ["signedIn"])
        // Source order of first use: `signedIn` is written after `betaUser`.
        #expect(model.conditionNames.map(\.value) == ["featureOn", "betaUser", "signedIn"])
        // Without `selected`: the first selectable tab without `when`.
        #expect(model.launch() == model.tabByID["home"])
    }

    @Test func conditionsAreNoIDs() {
        let result = Linter.check(Array("tab beta \"Beta\" {\n    icon \"flask\"\n    when beta, missingTab\n}\ntab home \"Home\" { icon \"house\" }\n".utf8))
        // No `unknown-tab` for a condition named like no tab, nor anything for one named like a tab.
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(AttributeSchema.idReferenceRole(of: "when", in: .tab) == nil)
        #expect(AttributeSchema.idReferenceRole(of: "when", in: .section) == nil)
        let invalid = Linter.check(Array("tab home \"Home\" { icon \"house\"; when \"flag\" }\n".utf8)).diagnostics
        #expect(invalid.map(\.message) == ["`when` takes condition names (names like `signedIn`), found the string \"flag\""])
    }
}
