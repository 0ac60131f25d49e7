import Testing
@testable import TabsSyntax

@Suite("Lexer")
struct LexerTests {
    // MARK: Token kinds

    @Test func everyTokenKind() {
        let src = utf8("\u{FEFF}tab a_1 \"t\"\t{ 42 , ; } # note\r\n= é\n") + [0xFF] + utf8("\r")
        let (tokens, errors) = lex(src)
        #expect(kinds(tokens) == [
            .byteOrderMark, .identifier, .whitespace, .identifier, .whitespace, .string, .whitespace,
            .leftBrace, .whitespace, .integer, .whitespace, .comma, .whitespace, .semicolon, .whitespace,
            .rightBrace, .whitespace, .comment, .newline,
            .unknown, .whitespace, .unknown, .newline,
            .invalidBytes, .newline,
        ])
        #expect(texts(tokens, src).dropFirst() == [
            "tab", " ", "a_1", " ", "\"t\"", "\t", "{", " ", "42", " ", ",", " ", ";", " ", "}", " ", "# note", "\r\n",
            "=", " ", "é", "\n", "\u{FFFD}", "\r",
        ])
        #expect(tokens.last?.kind == .endOfFile)
        #expect(tokens.last?.range == ByteRange.empty(at: src.count))
        #expect(errors.count == 1)
        #expect(errors.first?.range == ByteRange(src.count - 2, src.count - 1))
    }

    @Test func emptyInputIsJustEndOfFile() {
        let (tokens, errors) = lex("")
        #expect(tokens.count == 1)
        #expect(tokens[0].kind == .endOfFile)
        #expect(tokens[0].range == ByteRange(0, 0))
        #expect(errors.isEmpty)
    }

    @Test func triviaKinds() {
        #expect(TokenKind.byteOrderMark.isTrivia)
        #expect(TokenKind.whitespace.isTrivia)
        #expect(TokenKind.comment.isTrivia)
        for k: TokenKind in [.newline, .identifier, .string, .integer, .leftBrace, .rightBrace, .comma, .semicolon,
                             .invalidBytes, .unknown, .endOfFile] {
            #expect(!k.isTrivia, "\(k)")
        }
    }

    @Test func byteOrderMarkOnlyAtStart() {
        // A BOM in the middle of the file is a character that starts no token.
        let src = utf8("a\u{FEFF}")
        let (tokens, errors) = lex(src)
        #expect(kinds(tokens) == [.identifier, .unknown])
        #expect(tokens[1].range == ByteRange(1, 4))
        #expect(errors.isEmpty)
        // Only a full BOM is a BOM.
        let partial: [UInt8] = [0xEF, 0xBB]
        let (t2, e2) = lex(partial)
        #expect(kinds(t2) == [.invalidBytes])
        #expect(e2.count == 1)
    }

    @Test func whitespaceRunsAreOneToken() {
        let (tokens, _) = lex(" \t \t  a")
        #expect(kinds(tokens) == [.whitespace, .identifier])
        #expect(tokens[0].range == ByteRange(0, 6))
    }

    @Test func lineEndings() {
        let src = "a\nb\r\nc\rd\r\r\n\n"
        let (tokens, _) = lex(src)
        #expect(kinds(tokens) == [.identifier, .newline, .identifier, .newline, .identifier, .newline, .identifier,
                                  .newline, .newline, .newline])
        #expect(texts(tokens, utf8(src)) == ["a", "\n", "b", "\r\n", "c", "\r", "d", "\r", "\r\n", "\n"])
    }

    @Test func identifiers() {
        let src = "_ a Z _x9 tab_ Tab9_z abc123"
        let (tokens, _) = lex(src)
        #expect(significantKinds(tokens) == Array(repeating: .identifier, count: 7))
        #expect(texts(tokens, utf8(src)).filter { $0 != " " } == ["_", "a", "Z", "_x9", "tab_", "Tab9_z", "abc123"])
    }

    @Test func nonASCIILettersAreNotIdentifiers() {
        let src = "café"
        let (tokens, errors) = lex(src)
        #expect(kinds(tokens) == [.identifier, .unknown])
        #expect(texts(tokens, utf8(src)) == ["caf", "é"])
        #expect(errors.isEmpty)  // unknown characters are the parser's to report
    }

    @Test func integers() {
        let (tokens, _) = lex("0 007 1234567890123456789012345")
        #expect(significantKinds(tokens) == [.integer, .integer, .integer])
        #expect(tokens[4].range == ByteRange(6, 31))
    }

    /// A digit run followed by letters is two tokens (current behaviour).
    @Test func integerThenIdentifier() {
        let (tokens, _) = lex("12abc")
        #expect(kinds(tokens) == [.integer, .identifier])
        #expect(tokens[0].range == ByteRange(0, 2))
    }

    @Test func punctuation() {
        let (tokens, _) = lex("{},;}{")
        #expect(kinds(tokens) == [.leftBrace, .rightBrace, .comma, .semicolon, .rightBrace, .leftBrace])
        for (k, t) in tokens.dropLast().enumerated() { #expect(t.range == ByteRange(k, k + 1)) }
    }

    @Test func unknownCharacters() {
        let src = "= @ : \u{0} \u{7F} → 👍🏽"
        let (tokens, errors) = lex(src)
        let unknown = tokens.filter { $0.kind == .unknown }
        // `=`, `@`, `:`, NUL, DEL, the arrow, and two scalars of the emoji.
        #expect(unknown.count == 8)
        #expect(texts(unknown + [tokens.last!], utf8(src)) == ["=", "@", ":", "\u{0}", "\u{7F}", "→", "👍", "🏽"])
        #expect(errors.isEmpty)
    }

    // MARK: Comments

    @Test func commentsRunToTheEndOfTheLine() {
        let src = "a # b \"c\" { } tab\nd #\re # x\r\nf"
        let (tokens, errors) = lex(src)
        #expect(kinds(tokens) == [.identifier, .whitespace, .comment, .newline, .identifier, .whitespace, .comment,
                                  .newline, .identifier, .whitespace, .comment, .newline, .identifier])
        #expect(texts(tokens, utf8(src))[2] == "# b \"c\" { } tab")
        #expect(texts(tokens, utf8(src))[6] == "#")
        #expect(errors.isEmpty)
    }

    @Test func commentAtEndOfFileWithoutNewline() {
        let (tokens, _) = lex("# only")
        #expect(kinds(tokens) == [.comment])
        #expect(tokens[0].range == ByteRange(0, 6))
    }

    @Test func hashInsideStringIsNotAComment() {
        let (tokens, _) = lex("\"a # b\" # c")
        #expect(kinds(tokens) == [.string, .whitespace, .comment])
    }

    @Test func nonASCIICommentIsFine() {
        let (tokens, errors) = lex("# 目標 👍🏽 é\u{301}")
        #expect(kinds(tokens) == [.comment])
        #expect(tokens[0].flags == 0)
        #expect(errors.isEmpty)
    }

    // MARK: Keywords as identifiers

    @Test func keywordsAreIdentifiers() {
        let src = "tab section \"Section\""
        let (tokens, _) = lex(src)
        #expect(significantKinds(tokens) == [.identifier, .identifier, .string])
        let tree = parseChecked(src)
        #expect(tree.errors.isEmpty)
        #expect(tabSummaries(tree) == [TabSummary(id: "section", title: "Section")])
        #expect(tree.items.count == 1)
    }

    @Test func everyKeywordWorksAsATabID() {
        for word in ["tab", "section", "defaults", "icon", "placement", "role", "platforms", "dynamic", "selected",
                     "cached", "limit", "more", "deployment", "style", "retired", "pinned", "action", "iphone"] {
            let tree = parseChecked("tab \(word) \"T\" { icon \"x\" }\n")
            #expect(tree.errors.isEmpty, "\(word)")
            #expect(tabIDs(tree) == [word])
        }
    }

    // MARK: Strings

    @Test func simpleStrings() {
        let src = "\"\" \"abc\" \"a b\tc\" \"目標 👍🏽\""
        let (tokens, errors) = lex(src)
        #expect(significantKinds(tokens) == [.string, .string, .string, .string])
        #expect(errors.isEmpty)
        let values = tokens.filter { $0.kind == .string }.map { Lexer.stringValue(of: $0, in: utf8(src)) }
        #expect(values == ["", "abc", "a b\tc", "目標 👍🏽"])
        #expect(tokens.allSatisfy { $0.flags == 0 })
    }

    @Test func validEscapes() {
        let src = #""\" \\ \n \t \r \0 \u{1F600} \u{41} \u{0000004a} \u{10FFFF} \u{E9}\u{301}""#
        let (tokens, errors) = lex(src)
        #expect(errors.isEmpty)
        #expect(kinds(tokens) == [.string])
        #expect(tokens[0].flags == Token.hasEscape)
        #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)) == "\" \\ \n \t \r \0 😀 A J \u{10FFFF} \u{E9}\u{301}")
        #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)).unicodeScalars.count == 22)
    }

    @Test func escapedQuoteDoesNotCloseTheString() {
        let src = #""a\"b" x"#
        let (tokens, errors) = lex(src)
        #expect(errors.isEmpty)
        #expect(kinds(tokens) == [.string, .whitespace, .identifier])
        #expect(tokens[0].range == ByteRange(0, 6))
        #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)) == "a\"b")
    }

    @Test func escapedBackslashBeforeQuote() {
        let src = #""a\\" x"#
        let (tokens, errors) = lex(src)
        #expect(errors.isEmpty)
        #expect(kinds(tokens) == [.string, .whitespace, .identifier])
        #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)) == "a\\")
    }

    @Test(arguments: [
        (#""\u{}""#, 1, 4),            // no digits: the error covers `\u{`
        (#""\u{123456789}""#, 1, 13),  // nine digits: the error covers the escape up to the ninth
        (#""\u{D800}""#, 1, 9),        // surrogate
        (#""\u{DFFF}""#, 1, 9),        // surrogate
        (#""\u{110000}""#, 1, 11),     // beyond U+10FFFF
        (#""\u{FFFFFFFF}""#, 1, 13),   // 8 digits but too large
        (#""\u1234""#, 1, 3),          // no brace
        (#""\u{12""#, 1, 6),           // not closed
        (#""\u{12x}""#, 1, 6),         // not a hex digit
        (#""\q""#, 1, 3),
        (#""\a""#, 1, 3),
        (#""\'""#, 1, 3),
        (#""\U{41}""#, 1, 3),
    ] as [(String, Int, Int)])
    func invalidEscapes(source: String, start: Int, end: Int) {
        let (tokens, errors) = lex(source)
        #expect(errors.count == 1, "\(source)")
        #expect(errors.first?.range == ByteRange(start, end), "\(source)")
        #expect(errors.first?.message.hasPrefix("invalid escape") == true)
        #expect(kinds(tokens) == [.string], "\(source)")
        #expect(tokens[0].flags & Token.hasLexicalError != 0)
        #expect(!tokens[0].isUnterminated)
        #expect(tokens[0].end == source.utf8.count)
    }

    @Test func invalidEscapeOfAMultiByteCharacterCoversTheCharacter() {
        let src = "\"\\é\""
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors[0].range == ByteRange(1, 4))
        #expect(kinds(tokens) == [.string])
        #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)) == "\\é")
    }

    @Test func invalidEscapesKeepTheirText() {
        let cases: [(String, String)] = [
            (#""\u{}""#, #"\u{}"#),
            (#""\u{D800}""#, #"\u{D800}"#),
            (#""\u{110000}""#, #"\u{110000}"#),
            (#""\u{123456789}""#, #"\u{123456789}"#),
            (#""a\qb""#, #"a\qb"#),
        ]
        for (src, value) in cases {
            let (tokens, _) = lex(src)
            #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)) == value, "\(src)")
        }
    }

    @Test func severalBadEscapesGiveSeveralErrors() {
        let (_, errors) = lex(#""\q \u{} ok \z""#)
        #expect(errors.count == 3)
        #expect(errors.map(\.range.start) == [1, 4, 12])
    }

    @Test func unterminatedStringAtEndOfLine() {
        let src = "tab a \"Abc\nb"
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors[0].range.start == 6)  // the opening quote
        #expect(errors[0].range == ByteRange(6, 10))
        #expect(errors[0].message.hasPrefix("unterminated string"))
        let string = tokens.first { $0.kind == .string }!
        #expect(string.isUnterminated)
        #expect(string.range == ByteRange(6, 10))
        #expect(Lexer.stringValue(of: string, in: utf8(src)) == "Abc")
        // The newline is not part of the string: the next line lexes normally.
        #expect(significantKinds(tokens).suffix(2) == [.newline, .identifier])
    }

    @Test func unterminatedStringAtEndOfFile() {
        let src = "x \"Abc"
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors[0].range == ByteRange(2, 6))
        #expect(tokens[2].isUnterminated)
        #expect(Lexer.stringValue(of: tokens[2], in: utf8(src)) == "Abc")
    }

    @Test func loneQuote() {
        let (tokens, errors) = lex("\"")
        #expect(kinds(tokens) == [.string])
        #expect(tokens[0].isUnterminated)
        #expect(errors.map(\.range) == [ByteRange(0, 1)])
        #expect(Lexer.stringValue(of: tokens[0], in: utf8("\"")) == "")
    }

    @Test func newlineInsideStringEndsIt() {
        for newline in ["\n", "\r\n", "\r"] {
            let src = "\"ab" + newline + "cd\""
            let (tokens, errors) = lex(src)
            // The first line's string is unterminated; `cd"` then starts an identifier
            // and a second string that is unterminated at the end of the file.
            #expect(kinds(tokens) == [.string, .newline, .identifier, .string], "\(newline.utf8.map { $0 })")
            #expect(errors.count == 2)
            #expect(errors[0].range.start == 0)
            #expect(errors[1].range.start == 3 + newline.utf8.count + 2)
        }
    }

    @Test func backslashAtEndOfLineInString() {
        let src = "\"ab\\\nx"
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors[0].message.hasPrefix("unterminated string"))
        #expect(errors[0].range == ByteRange(0, 4))
        #expect(kinds(tokens) == [.string, .newline, .identifier])
    }

    @Test func escapedQuoteAtEndOfLineIsStillUnterminated() {
        let src = "\"ab\\\""
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(tokens[0].isUnterminated)
        #expect(Lexer.stringValue(of: tokens[0], in: utf8(src)) == "ab\"")
    }

    @Test func stringValueThroughTheTree() {
        let tree = SyntaxTree.parse(#"tab a "x\ty\u{1F600}""#)
        let tab = firstTab(tree)!
        #expect(tree.stringValue(of: tab.title!) == "x\ty😀")
        #expect(tree.text(of: tab.title!) == #""x\ty\u{1F600}""#)
    }

    // MARK: Invalid UTF-8

    static let invalidRuns: [[UInt8]] = [
        [0xFF], [0xFF, 0xFE], [0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80], [0xF0, 0x9F, 0x98],
        [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE0, 0x80, 0xAF], [0xC2],
        [0xFF, 0xE2, 0x82, 0xC0, 0xAF, 0xED, 0xA0, 0x80],
    ]

    @Test(arguments: invalidRuns)
    func invalidRunInCode(run: [UInt8]) {
        let src = utf8("a ") + run + utf8(" b")
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors.first?.range == ByteRange(2, 2 + run.count))
        #expect(errors.first?.message.hasPrefix("invalid UTF-8") == true)
        #expect(kinds(tokens) == [.identifier, .whitespace, .invalidBytes, .whitespace, .identifier])
        #expect(tokens[2].range == ByteRange(2, 2 + run.count))
    }

    @Test(arguments: invalidRuns)
    func invalidRunInString(run: [UInt8]) {
        let src = utf8("\"a") + run + utf8("b\" c")
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors.first?.range == ByteRange(2, 2 + run.count))
        #expect(kinds(tokens) == [.string, .whitespace, .identifier])
        #expect(tokens[0].flags & Token.hasLexicalError != 0)
        #expect(!tokens[0].isUnterminated)
        let value = Lexer.stringValue(of: tokens[0], in: src)
        #expect(value.hasPrefix("a") && value.hasSuffix("b"))
        #expect(value.unicodeScalars.dropFirst().dropLast().allSatisfy { $0 == "\u{FFFD}" })
        // Same replacement as Swift's own decoder.
        #expect(value == String(decoding: src[1..<(src.count - 3)], as: UTF8.self))
    }

    @Test(arguments: invalidRuns)
    func invalidRunInComment(run: [UInt8]) {
        let src = utf8("# a") + run + utf8("b\nc")
        let (tokens, errors) = lex(src)
        #expect(errors.count == 1)
        #expect(errors.first?.range == ByteRange(3, 3 + run.count))
        #expect(kinds(tokens) == [.comment, .newline, .identifier])
        #expect(tokens[0].flags & Token.hasLexicalError != 0)
    }

    @Test func invalidRunsSeparatedByValidTextAreSeparateErrors() {
        let src: [UInt8] = [0xFF, 0x61, 0xFE, 0x20, 0xC3, 0xA9, 0xE2, 0x82]
        let (tokens, errors) = lex(src)
        #expect(errors.map(\.range) == [ByteRange(0, 1), ByteRange(2, 3), ByteRange(6, 8)])
        #expect(kinds(tokens) == [.invalidBytes, .identifier, .invalidBytes, .whitespace, .unknown, .invalidBytes])
        // In a string too.
        let s2 = [0x22] + src.filter { $0 != 0x20 } + [0x22]
        let (_, e2) = lex(s2)
        #expect(e2.count == 3)
    }

    @Test func invalidRunFollowedByValidNonASCII() {
        // FF then é: the run stops at the valid character.
        let src: [UInt8] = [0xFF, 0xC3, 0xA9]
        let (tokens, errors) = lex(src)
        #expect(errors.map(\.range) == [ByteRange(0, 1)])
        #expect(kinds(tokens) == [.invalidBytes, .unknown])
    }

    @Test func truncatedSequenceAtEndOfFile() {
        let src: [UInt8] = [0x61, 0xF0, 0x9F]
        let (tokens, errors) = lex(src)
        #expect(errors.map(\.range) == [ByteRange(1, 3)])
        #expect(kinds(tokens) == [.identifier, .invalidBytes])
    }

    @Test func invalidUTF8ErrorMessageCountsBytes() {
        let (_, one) = lex([0xFF])
        #expect(one[0].message.contains("this byte"))
        let (_, three) = lex([0xED, 0xA0, 0x80])
        #expect(three[0].message.contains("3 bytes"))
    }

    @Test func nulBytes() {
        let src: [UInt8] = [0x00, 0x61, 0x00, 0x22, 0x00, 0x22, 0x23, 0x00]
        let (tokens, errors) = lex(src)
        #expect(kinds(tokens) == [.unknown, .identifier, .unknown, .string, .comment])
        #expect(errors.isEmpty)
        #expect(Lexer.stringValue(of: tokens[3], in: src) == "\0")
    }
}
