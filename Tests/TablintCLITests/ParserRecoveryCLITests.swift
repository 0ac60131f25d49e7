import Foundation
import Testing

/// Parser recovery as docs/language.md's "Structure" states it, seen
/// through the real executable's JSON report (issue 14, item 4).
@Suite("Parser recovery (CLI)") struct ParserRecoveryCLITests {
    /// Every diagnostic of one file as `rule line:column-line:column`, in report order.
    static func diagnostics(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let box = try Sandbox()
        try box.write("app.tabs", bytes: bytes)
        let r = try box.run(["--format", "json", "app.tabs"])
        #expect(!r.crashed && !r.timedOut && (r.status == 0 || r.status == 1), "\(r)", sourceLocation: sourceLocation)
        let report = try #require(try r.json() as? [String: Any], sourceLocation: sourceLocation)
        let file = try #require(report.array("files")?.first as? [String: Any], sourceLocation: sourceLocation)
        return (file.array("diagnostics") ?? []).compactMap { item in
            guard let d = item as? [String: Any], let rule = d.string("rule"), let range = d.object("range"),
                  let start = range.object("start"), let end = range.object("end"),
                  let l1 = start.int("line"), let c1 = start.int("column"), let l2 = end.int("line"), let c2 = end.int("column")
            else { return nil }
            return "\(rule) \(l1):\(c1)-\(l2):\(c2)"
        }
    }

    static func diagnostics(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try diagnostics(Array(text.utf8), sourceLocation: sourceLocation)
    }

    // MARK: Invalid UTF-8 first

    @Test func invalidFirstByteKeepsTheFirstStatement() throws {
        let found = try Self.diagnostics([0xFF] + Array("tab home \"Home\" { icon \"house\" }\n".utf8))
        #expect(found == ["syntax-error 1:1-1:2"])
    }

    @Test func invalidBytesThenABlankLineKeepTheNextStatement() throws {
        let found = try Self.diagnostics([0xC0, 0xAF, 0x20] + Array("tab home \"Home\" { icon \"house\" }\n".utf8))
        #expect(found == ["syntax-error 1:1-1:3"])
    }

    // MARK: Unexpected tokens in a header

    @Test func sectionWithANumberForItsIdKeepsItsBlock() throws {
        let found = try Self.diagnostics("""
            section 5 {
                tab a "A" { icon "house" }
                tab b "B" { icon "star"; colour red }
            }
            defaults { selected a }

            """)
        // Before: no-selectable-tab, unknown-tab for `a`, and the block's own unknown-attribute hidden.
        #expect(found == ["syntax-error 1:9-1:10", "unknown-attribute 3:30-3:36"])
    }

    @Test func sectionWithoutAnIdIsNotDeclaredButItsTabsCount() throws {
        let found = try Self.diagnostics("section {\n    tab a \"A\" { icon \"house\" }\n}\nsection \"Empty\" {\n}\n")
        // No empty-section for a section that has no id; `a` counts, so a tab is selectable.
        #expect(found == ["syntax-error 1:9-1:10", "syntax-error 4:9-4:16"])
    }

    @Test func tabWithAnUnexpectedTokenKeepsItsBlock() throws {
        let found = try Self.diagnostics("tab a \"A\" x { icon \"house\" }\ntab b \"B\" \"C\" { icon \"star\"; role bogus }\n")
        // Before: the blocks were skipped: missing-icon on both, and the invalid role hidden.
        #expect(found == ["syntax-error 1:11-1:12", "syntax-error 2:11-2:14", "invalid-value 2:35-2:40"])
    }

    @Test func tabWithoutAnIdIsNotCounted() throws {
        let found = try Self.diagnostics("tab \"Six\" { icon \"house\" }\ntab 7 \"Seven\" { icon \"house\" }\ntab home \"Home\" { icon \"house\" }\n")
        // The idless tabs are not declared: no duplicate-icon with them (before: one, naming tab `?`).
        #expect(found == ["syntax-error 1:5-1:10", "syntax-error 2:5-2:6"])
        // Not counted either: a file whose only tab has no id declares none.
        #expect(try Self.diagnostics("tab \"Six\" { icon \"house\" }\n") == ["no-selectable-tab 1:1-1:1", "syntax-error 1:5-1:10"])
    }

    @Test func blockOnTheNextLineIsNotTheHeadersBlock() throws {
        let found = try Self.diagnostics("tab home \"Home\" { icon \"house\" }\nsection 5\n{\n    tab a \"A\"\n}\n")
        #expect(found.first == "syntax-error 2:9-2:10")
        #expect(found.contains("syntax-error 3:1-3:2"))
    }

    // MARK: `section` and `defaults` inside a block

    @Test func defaultsWithASemicolonInsideATabIsASyntaxError() throws {
        let found = try Self.diagnostics("tab home \"Home\" {\n    icon \"house\"\n    defaults;\n}\n")
        // Before: unknown-attribute `defaults`.
        #expect(found == ["syntax-error 3:5-3:13"])
    }

    @Test func sectionOrDefaultsWhateverFollowsInsideABlock() throws {
        let found = try Self.diagnostics("""
            tab home "Home" {
                icon "house"
                section
                defaults 5
                section "S" { tab x "X" }
            }
            section s "S" {
                defaults { limit 9 }
                tab a "A" { icon "star" }
            }

            """)
        #expect(found == ["syntax-error 3:5-3:12", "syntax-error 4:5-4:13", "syntax-error 5:5-5:12", "syntax-error 8:5-8:13"])
    }

    // MARK: A token missing at the end of a line

    /// A section left without its block has no tabs.
    static let emptySection = "empty-section 1:9-1:10"

    @Test func missingTokenAtTheEndOfALinePointsAtItsLastCharacter() throws {
        let tail = "tab home \"Home\" { icon \"house\" }"
        // The section lacks its `{`: the error is on the closing quote of its title (and the section is empty).
        #expect(try Self.diagnostics("section s \"S\"\n\(tail)\n") == [Self.emptySection, "syntax-error 1:13-1:14"])
        #expect(try Self.diagnostics("section s \"S\"   # no brace\n\(tail)\n") == [Self.emptySection, "syntax-error 1:13-1:14"])
        #expect(try Self.diagnostics("section s \"S\" \t\r\n\(tail)\r\n") == [Self.emptySection, "syntax-error 1:13-1:14"])
        #expect(try Self.diagnostics("section s \"S\"\r\(tail)\r") == [Self.emptySection, "syntax-error 1:13-1:14"])
        #expect(try Self.diagnostics("\(tail)\ndefaults # c\n") == ["syntax-error 2:8-2:9"])
    }

    @Test func missingTokenAfterAMultiByteCharacter() throws {
        let tail = "tab home \"Home\" { icon \"house\" }"
        // An unterminated title ending in a two-byte and a four-byte character: the range is that one character.
        #expect(try Self.diagnostics("section s \"Sé\n\(tail)\n") == [Self.emptySection, "syntax-error 1:11-1:14", "syntax-error 1:13-1:14"])
        #expect(try Self.diagnostics("section s \"S😀\r\n\(tail)\n") == [Self.emptySection, "syntax-error 1:11-1:14", "syntax-error 1:13-1:14"])
        // Two ill-formed pieces: the last one is the last character.
        let bytes = Array("section s \"S\" ".utf8) + [0xE2, 0x82, 0xE2, 0x82, 0x0A] + Array("\(tail)\n".utf8)
        #expect(try Self.diagnostics(bytes) == [Self.emptySection, "syntax-error 1:15-1:17", "syntax-error 1:16-1:17"])
    }

    @Test func missingTokenAtTheEndOfAFileWithoutALineBreakIsZeroWidth() throws {
        let found = try Self.diagnostics("tab home \"Home\" { icon \"house\" }\ndefaults")
        #expect(found == ["syntax-error 2:9-2:9"])
    }
}
