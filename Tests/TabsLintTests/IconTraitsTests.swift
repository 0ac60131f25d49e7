import Testing
import TabsSyntax
@testable import TabsLint

/// The model works out each distinct icon's traits once; the icon rules
/// read them instead of asking `Icons` again per tab.
@Suite struct IconTraitsTests {
    @Test func traitsAgreeWithIcons() {
        let names = ["house", "house.fill", "fill", "fill.fill", "person.crop.circle.fill.badge", "House.fill",
                     "house..fill", ".fill", "house.", "", "house fill", "star.fill.fill", "fillet", "house.fills", "é.fill"]
        for name in names {
            let traits = IconTraits(of: name)
            #expect(traits.contains(.wellFormed) == Icons.isWellFormed(name), "\(name)")
            #expect(traits.contains(.filled) == (Icons.outlineName(of: name) != nil), "\(name)")
        }
    }

    @Test func traitsAgreeOnEveryShortName() {
        // Every name of up to six characters over letters that spell `fill`,
        // a dot, a digit and two that are not allowed: the one-pass traits
        // against the two separate checks.
        let alphabet: [Character] = ["f", "i", "l", ".", "a", "0", "F", " "]
        var names = [""]
        var frontier = [""]
        for _ in 0..<6 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + String($0) } }
            names += frontier
        }
        var mismatches = 0
        for name in names {
            let traits = IconTraits(of: name)
            if traits.contains(.wellFormed) != Icons.isWellFormed(name)
                || traits.contains(.filled) != (Icons.outlineName(of: name) != nil) {
                mismatches += 1
                if mismatches <= 5 { Issue.record("traits of \"\(name)\": \(traits)") }
            }
        }
        #expect(names.count == 299_593)
        #expect(mismatches == 0)
    }

    @Test func modelKeepsOneEntryPerDistinctIcon() {
        let source = """
        tab a "A" { icon "house.fill" }
        tab b "B" { icon "Bad Name" }
        tab c "C" { icon "house.fill" }
        tab d "D" { icon "star" }
        tab e "E"
        """
        let (model, _) = Model.build(SyntaxTree.parse(source))
        #expect(model.iconTraits.count == 3)
        let traits = model.tabs.map { model.iconTraits(of: $0) }
        #expect(traits == [[.wellFormed, .filled], [], [.wellFormed, .filled], [.wellFormed], []])
    }

    @Test func aModelBuiltByHandStillAnswers() {
        // No traits table (a model not made by the builder): worked out from the icon.
        let (built, _) = Model.build(SyntaxTree.parse("tab a \"A\" { icon \"bell.fill\" }\n"))
        var model = built
        model.iconTraits = []
        #expect(model.iconTraits(of: model.tabs[0]) == [.wellFormed, .filled])
    }
}
