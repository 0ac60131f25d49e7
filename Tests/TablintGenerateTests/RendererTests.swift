import Testing
import TabsLint
@testable import TablintGenerate

/// The renderer's text, without a compiler: escaping, names, refusals.
@Suite("Swift renderer") struct RendererTests {
    @Test func literalsEscapeQuotesBackslashesAndEverythingOutsidePrintableASCII() {
        #expect(SwiftNames.literal("Plain 1") == "\"Plain 1\"")
        #expect(SwiftNames.literal("Say \"hi\"") == #""Say \"hi\"""#)
        #expect(SwiftNames.literal(#"C:\dir"#) == #""C:\\dir""#)
        #expect(SwiftNames.literal("a\nb\r\t\u{0}") == #""a\u{A}b\u{D}\u{9}\u{0}""#)
        #expect(SwiftNames.literal("\u{202E}x\u{2067}") == #""\u{202E}x\u{2067}""#)
        #expect(SwiftNames.literal("😀é") == #""\u{1F600}\u{E9}""#)
        #expect(SwiftNames.literal("\\(x)") == #""\\(x)""#, "no interpolation can come through")
        #expect(SwiftNames.literal("\u{7F}") == #""\u{7F}""#)
    }

    @Test func keywordsAreBackticked() {
        for word in ["default", "Type", "Protocol", "self", "Self", "init", "func", "where", "Any", "some"] {
            #expect(SwiftNames.name(word) == "`\(word)`")
        }
        for word in ["home", "String", "type", "description", "encode"] {
            #expect(SwiftNames.name(word) == word)
        }
    }

    @Test func typeNames() {
        #expect(SwiftNames.problem(withTypeName: "MainTab") == nil)
        #expect(SwiftNames.problem(withTypeName: "_Tab") == nil)
        // Swift's identifier grammar is wider than ASCII.
        // SwiftUI's and UIKit's names are written qualified: a type may take them.
        for good in ["Täb", "ÜberblickTab", "日本Tab", "Tab\u{301}", "Tab2", "Label", "Text", "View", "Tab", "ViewBuilder",
                     "LocalizedStringKey", "TabPlacement", "TabRole", "Binding"] {
            #expect(SwiftNames.problem(withTypeName: good) == nil, "\(good)")
        }
        for bad in ["", "_", "1Tab", "My-Tab", "Tab!", "class", "Self", "String", "Int", "Bool", "Set", "Array", "Optional", "Never",
                    "\u{301}Tab", "Tab\u{200B}", "\u{202E}Tab", "A\u{2066}B", "Tab Bar", "Tab\u{0}",
                    // Invisible or bidirectional controls the grammar allows, and what the compiler refuses.
                    "App\u{61C}Tab", "App\u{AD}Tab", "App\u{FEFF}Tab", "\u{3164}Tab", "App\u{FE0F}", "App\u{E0041}",
                    "App\u{34F}", "App\u{200E}", "App\u{FFFD}", "App\u{FFF9}"] {
            #expect(SwiftNames.problem(withTypeName: bad) != nil, "\(bad)")
        }
        // Names the generated code spells, or that Swift reads as a keyword
        // in a type: a type of that name would not compile.
        for used in ["Sendable", "Codable", "Hashable", "Identifiable", "CaseIterable", "Equatable", "RawRepresentable",
                     "Decoder", "Encoder", "DecodingError", "MainActor", "Swift", "SwiftUI", "UIKit",
                     "Placement", "Role", "Platform", "Content", "ItemContent", "Entry", "each"] {
            #expect(SwiftNames.problem(withTypeName: used)?.contains("a name the generated code uses") == true, "\(used)")
        }
    }

    static func input(_ source: String) -> GenerationInput { GenerationInput(Linter.check(Array(source.utf8))) }

    /// One tab a line from line 1 (the id at column 5), then from line 10
    /// one empty section a line (the id at column 9).
    static func input(_ ids: [String], sections: [String] = []) -> GenerationInput {
        var lines = ids.enumerated().map { k, id in "tab \(id) \"T\(k)\"" }
        if !sections.isEmpty {
            lines += Array(repeating: "", count: 9 - ids.count) + sections.map { "section \($0) \"S\" {}" }
        }
        return input(lines.joined(separator: "\n") + "\n")
    }

    @Test func refusedIdsAreGenerationErrorsInFileOrder() {
        let options = GenerationOptions(sourceName: "App.tabs")
        let errors = SwiftGenerator.errors(Self.input(["home", "_", "rawValue", "hashValue", "Placement", "init"], sections: ["tabs"]), options: options)
        #expect(errors.map(\.position.line) == [2, 3, 4, 5, 10])
        #expect(errors.first?.message == "the tab id '_' cannot be generated: no Swift case can be named `_`; rename the tab")
        #expect(errors.last?.message.hasPrefix("the section id 'tabs' cannot be generated") == true)
        for id in SwiftNames.refusedTabIDs {
            #expect(SwiftGenerator.errors(Self.input([id]), options: options).count == 1, "\(id)")
        }
        for id in SwiftNames.refusedSectionIDs {
            #expect(SwiftGenerator.errors(Self.input(["home"], sections: [id]), options: options).count == 1, "\(id)")
        }
        // `label` calls `SwiftUI.Label`, which a case named `SwiftUI` would stand for.
        #expect(SwiftGenerator.errors(Self.input(["SwiftUI"]), options: options).first?.message
                == "the tab id 'SwiftUI' cannot be generated: it clashes with the module `SwiftUI`, which the generated AppTab's `label` and tab view name; rename the tab")
        #expect(SwiftGenerator.errors(Self.input(["tabRole"]), options: options).first?.message
                == "the tab id 'tabRole' cannot be generated: it clashes with the member `tabRole` of the generated AppTab; rename the tab")
        // Section-only names are fine for tabs.
        #expect(SwiftGenerator.errors(Self.input(["tabs", "dynamicKey"]), options: options).isEmpty)
    }

    @Test func deterministicWithHeaderAndEscapedSourceName() {
        let input = Self.input(["home", "feed"])
        let options = GenerationOptions(sourceName: "My\nApp.tabs")
        let a = SwiftGenerator.render(input, options: options)
        #expect(a == SwiftGenerator.render(input, options: options))
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.hasPrefix("// Generated by tablint from My\\u{A}App.tabs. Do not edit.\n"))
    }

    @Test func formerlyIdsAreReadBackAndRetired() {
        let input = Self.input("defaults { retired old, start }\ntab home \"Home\" { formerly start, main }\ntab feed \"Feed\"\n")
        let text = String(decoding: SwiftGenerator.render(input, options: GenerationOptions(sourceName: "A.tabs")), as: UTF8.self)
        #expect(text.contains("        case \"home\", \"start\", \"main\": self = .home\n"))
        #expect(text.contains("static let retiredIDs: Set<String> = [\"old\", \"start\", \"main\"]"))
    }

    @Test func emptySectionEnumIsWrittenOut() {
        let text = String(decoding: SwiftGenerator.render(Self.input(["home"]), options: GenerationOptions(sourceName: "A.tabs")), as: UTF8.self)
        #expect(text.contains("enum AppTabSection: RawRepresentable, CaseIterable, Identifiable, Codable, Hashable, Sendable {"))
        #expect(text.contains("    init(from decoder: any Decoder) throws {"))
        #expect(text.contains("    var rawValue: String {\n        switch self {}\n    }"))
    }

    @Test func aSectionNamedSomeIsNotOptionalSome() {
        let text = String(decoding: SwiftGenerator.render(Self.input("section some \"S\" {\n    tab home \"Home\"\n}\n"), options: GenerationOptions(sourceName: "A.tabs")),
                          as: UTF8.self)
        #expect(text.contains("case .home: return .some(.`some`)"))
    }
}
