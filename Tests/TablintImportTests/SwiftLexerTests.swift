import Foundation
import Testing
@testable import TablintImport

/// The lexer reads Swift as Swift's own lexer does, for what tab code needs.
@Suite("import: the Swift lexer") struct SwiftLexerTests {
    static func texts(_ source: String) -> [String] {
        let s = SwiftSource(Array(source.utf8))
        return (0..<s.count).map { s.text($0) }
    }

    @Test func nestedBlockCommentsAreSkippedWhole() {
        #expect(Self.texts("a /* x /* y */ Tab(\"no\") */ b") == ["a", "b"])
        #expect(Self.texts("a // Tab(\"no\")\nb") == ["a", "b"])
    }

    @Test func stringsKeepTheirValueAndInterpolationsNestStrings() throws {
        let s = SwiftSource(Array(##"Tab("Ho\"me\u{1F600}", x: "a\(f("b)\"", g(")")))c", #"raw "q" \n"#, y: #"r\#(x)"#)"##.utf8))
        let strings = (0..<s.count).filter { s.tokens[$0].kind == .string }
        try #require(strings.count == 4)
        #expect(s.stringValue(strings[0]) == "Ho\"me\u{1F600}")
        #expect(s.stringValue(strings[1]) == nil, "an interpolated string has no value")
        #expect(s.stringValue(strings[2]) == #"raw "q" \n"#)
        #expect(s.stringValue(strings[3]) == nil)
        #expect(s.text(s.count - 1) == ")")
    }

    @Test func multiLineStringsDropTheClosingIndentation() {
        let s = SwiftSource(Array("let t = \"\"\"\n    Up\n    Next \"quoted\"\n    \"\"\"\nTab".utf8))
        let k = (0..<s.count).first { s.tokens[$0].kind == .string }!
        #expect(s.stringValue(k) == "Up\nNext \"quoted\"")
        #expect(s.text(s.count - 1) == "Tab" && s.line(s.count - 1) == 5)
    }

    @Test func regexLiteralsAreOneToken() {
        let s = SwiftSource(Array(#"let r = /a"b\/c/; let d = x / y / z; let e = #/ "q" /#; f"#.utf8))
        #expect((0..<s.count).filter { s.tokens[$0].kind == .regex }.map { s.text($0) } == [#"/a"b\/c/"#, ##"#/ "q" /#"##])
        #expect((0..<s.count).contains { s.text($0) == "z" } && s.text(s.count - 1) == "f")
    }

    @Test func conditionLinesAreDirectives() {
        let s = SwiftSource(Array("#if os(iOS) // phone\nA\n#elseif DEBUG\nB\n#else\nC\n#endif\n#available(iOS 18, *)".utf8))
        #expect((0..<s.count).filter { s.tokens[$0].kind == .directive }.map { s.text($0) } == ["#if os(iOS)", "#elseif DEBUG", "#else", "#endif"])
        #expect(s.text(s.count - 1) == ")" && (0..<s.count).contains { s.text($0) == "#available" })
    }

    @Test func bracketsPairAndDeepNestingNeedsNoStack() {
        let s = SwiftSource(Array(("f(" + String(repeating: "[(", count: 50_000) + String(repeating: ")]", count: 50_000) + ") { x }").utf8))
        #expect(s.close(1) == s.count - 4)
        #expect(s.close(s.count - 3) == s.count - 1)
        let unclosed = SwiftSource(Array(String(repeating: "(", count: 10_000).utf8))
        #expect(unclosed.close(0) == unclosed.count)
    }

    @Test func unterminatedLiteralsAndInvalidUTF8EndTheFile() {
        for bytes: [UInt8] in [Array("\"abc".utf8), Array("/* a /* b */".utf8), Array("\"\"\"\nx \\(\"".utf8), [0xFF, 0xC0, 0x22, 0x80]] {
            let s = SwiftSource(bytes)
            #expect(s.tokens.allSatisfy { Int($0.end) <= bytes.count })
        }
        #expect(SwiftSource(Array("\"abc".utf8)).unterminated)
        #expect(SwiftSource(Array("/* a /* b */".utf8)).unterminated)
    }

    @Test func identifiersFromTitlesAndValues() {
        #expect(Identifiers.identifier(fromTitle: "Up Next") == "upNext")
        #expect(Identifiers.identifier(from: "0") == ("_0", true))
        #expect(Identifiers.identifier(from: "default-content-group-provider") == ("defaultContentGroupProvider", true))
        #expect(Identifiers.identifier(from: "home") == ("home", false))
        #expect(DraftWriter.quoted("a\"b\\c\nd\u{7}\u{202E}") == #""a\"b\\c\nd\u{7}\u{202E}""#)
        #expect(DraftWriter.inert("a\nb\rc\u{85}d") == "a b c d")
    }
}

/// The fuzz target's first invariant, on every input it once failed: the
/// tokens are in order, non-empty and inside the bytes.
@Test func fuzzRegressionsLexInOrder() throws {
    let folder = Tool.packageRoot.appendingPathComponent("Fuzz/regressions/import")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
        let source = SwiftSource(bytes)
        var previousEnd: Int32 = 0
        for (i, t) in source.tokens.enumerated() {
            #expect(t.start >= previousEnd && t.start < t.end && Int(t.end) <= bytes.count, "\(name): token \(i) \(t)")
            previousEnd = t.end
        }
    }
}

/// A string whose last byte is an escape's backslash ends at the end of the
/// file, not one past it.
@Test func aBackslashAtTheEndOfTheFileEndsTheString() {
    for text in ["let a = \"x\\", "let a = #\"x\\#", "let a = \"\"\"\nx\\"] {
        let bytes = Array(text.utf8)
        let source = SwiftSource(bytes)
        #expect(source.tokens.last.map { Int($0.end) == bytes.count } == true, "\(text)")
        #expect(source.unterminated, "\(text)")
    }
}
