import Foundation
import Testing

/// Lines and columns: 1-based, columns in Unicode scalars, LF/CRLF/CR all end lines.
@Suite("Positions") struct PositionTests {
    /// The one diagnostic of `rule` in a JSON run over `bytes`.
    func diagnostic(_ rule: String, in bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let box = try Sandbox()
        try box.write("a.tabs", bytes: bytes)
        let r = try box.run(["--format", "json", "a.tabs"])
        let files = checkJSONReport(try r.json(), sourceLocation: sourceLocation)
        let matching = files.first?.diagnostics.filter { $0["rule"] as? String == rule } ?? []
        #expect(matching.count == 1, "expected one \(rule) in \(r)", sourceLocation: sourceLocation)
        return try #require(matching.first, sourceLocation: sourceLocation)
    }

    @Test func unicodeScalarsBeforeTheDiagnostic() throws {
        // CJK, a combining mark, an emoji with a skin-tone modifier and a ZWJ family, all before the duplicate.
        let prefix = "tab home \"Home\" { icon \"house\" }; tab b \"漢字 e\u{301} 👍🏽 👨‍👩‍👧\" { icon \"star\" }; tab c "
        let text = prefix + "\"Home\" { icon \"heart\" }\n"
        let column = prefix.unicodeScalars.count + 1
        #expect(column != prefix.count + 1 && column != prefix.utf8.count + 1 && column != prefix.utf16.count + 1,
                "the test text tells scalars from characters, bytes and UTF-16 units")
        let d = try diagnostic("duplicate-title", in: Array(text.utf8))
        #expect(span(d["range"]) == [1, column, 1, column + 6])

        let box = try Sandbox()
        try box.write("a.tabs", text)
        let concise = try box.run(["--format", "concise", "a.tabs"])
        #expect(concise.conciseSummary == ["duplicate-title@1:\(column)"], "\(concise)")
        let human = try box.run(["a.tabs"])
        #expect(human.lines.first?.hasPrefix("a.tabs:1:\(column): error[duplicate-title]: ") == true, "\(human)")
    }

    @Test func emojiInsideTheRange() throws {
        // The range of a title holding astral-plane scalars ends just past its closing quote.
        let text = "tab home \"😀🎉\" { icon \"house\" }\ntab feed \"😀🎉\" { icon \"star\" }\n"
        let d = try diagnostic("duplicate-title", in: Array(text.utf8))
        #expect(span(d["range"]) == [2, 10, 2, 14])
        let related = (d["related"] as? [[String: Any]])?.first
        #expect(span(related?["range"]) == [1, 10, 1, 14])
    }

    @Test func byteOrderMarkIsNotCounted() throws {
        let d = try diagnostic("missing-icon", in: [0xEF, 0xBB, 0xBF] + Array("tab home \"Home\"\n".utf8))
        #expect(span(d["range"]) == [1, 5, 1, 9])
    }

    @Test func tabCharacterIsOneColumn() throws {
        let d = try diagnostic("missing-icon", in: Array("\ttab\thome \"Home\"\n".utf8))
        #expect(span(d["range"]) == [1, 6, 1, 10])
    }

    @Test func crlfLineEndings() throws {
        let text = "# comment\r\ntab home \"Home\" { icon \"house\" }\r\ntab feed \"Home\" { icon \"star\" }\r\n"
        let d = try diagnostic("duplicate-title", in: Array(text.utf8))
        #expect(span(d["range"]) == [3, 10, 3, 16])

        let box = try Sandbox()
        try box.write("a.tabs", text)
        let concise = try box.run(["--format", "concise", "a.tabs"])
        #expect(concise.conciseSummary == ["duplicate-title@3:10"], "\(concise)")
        #expect(!concise.stdout.contains(0x0D), "no carriage return in the output")
        let human = try box.run(["--color", "never", "a.tabs"])
        #expect(!human.stdout.contains(0x0D), "the source line is shown without its CR: \(human)")
        #expect(human.out.contains("tab feed \"Home\" { icon \"star\" }\n"), "\(human)")
    }

    @Test func loneCRLineEndings() throws {
        let text = "# comment\rtab home \"Home\" { icon \"house\" }\rtab feed \"Home\" { icon \"star\" }\r"
        let d = try diagnostic("duplicate-title", in: Array(text.utf8))
        #expect(span(d["range"]) == [3, 10, 3, 16])
        let related = (d["related"] as? [[String: Any]])?.first
        #expect(span(related?["range"]) == [2, 10, 2, 16])

        let box = try Sandbox()
        try box.write("a.tabs", text)
        let human = try box.run(["--color", "never", "a.tabs"])
        #expect(!human.stdout.contains(0x0D), "\(human)")
        #expect(human.lines.first?.hasPrefix("a.tabs:3:10: ") == true, "\(human)")
    }

    @Test func mixedLineEndings() throws {
        // LF, CRLF, CR, then the diagnostic on line 4.
        let text = "# a\n# b\r\n# c\rtab home \"Home\"\n"
        let d = try diagnostic("missing-icon", in: Array(text.utf8))
        #expect(span(d["range"]) == [4, 5, 4, 9])
    }

    @Test func invalidUTF8CountsOneColumnPerIllFormedSubsequence() throws {
        // E2 80 is one truncated sequence (one column), FF another.
        let lead = "tab home \"Home\" { icon \"house\" }; tab b \"x"
        let prefix: [UInt8] = Array(lead.utf8) + [0xE2, 0x80, 0xFF]
            + Array("y\" { icon \"star\" }; tab c ".utf8)
        let bytes = prefix + Array("\"Home\" { icon \"heart\" }\n".utf8)
        let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
        #expect(column == lead.count + 2 + "y\" { icon \"star\" }; tab c ".count + 1, "two U+FFFD")
        let box = try Sandbox()
        try box.write("a.tabs", bytes: bytes)
        let r = try box.run(["--format", "concise", "a.tabs"])
        #expect(r.status == 1)
        #expect(r.conciseSummary == ["syntax-error@1:\(lead.count + 1)", "duplicate-title@1:\(column)"], "\(r)")
    }

    @Test func zeroWidthRangeAtFileStart() throws {
        let d = try diagnostic("no-selectable-tab", in: Array("# nothing here\n".utf8))
        #expect(span(d["range"]) == [1, 1, 1, 1])
    }

    @Test func unterminatedStringAtItsOpeningQuote() throws {
        let d = try diagnostic("syntax-error", in: Array("tab home \"Ho\n".utf8))
        #expect(lineColumn((d["range"] as? [String: Any])?["start"]) == [1, 10])
    }

    @Test func missingClosingBraceAtEndOfFile() throws {
        let d = try diagnostic("syntax-error", in: Array("tab home \"Home\" {\n    icon \"house\"\n".utf8))
        #expect(lineColumn((d["range"] as? [String: Any])?["start"]) == [3, 1], "at the end of the file")
        let related = (d["related"] as? [[String: Any]])?.first
        #expect(span(related?["range"]) == [1, 17, 1, 18], "the opening brace")
    }
}
