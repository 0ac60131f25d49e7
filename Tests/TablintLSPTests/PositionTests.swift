import Testing
@testable import TablintLSP

@Suite struct PositionTests {
    // "a😀e\u{301}中b" then CRLF, then "x" CR "y" LF
    let text = TextLines(Array("a😀e\u{301}中b\r\nx\ry\n".utf8))

    @Test func lineStartsForLFCRLFAndCR() {
        #expect(text.lineStarts == [0, 14, 16, 18])
    }

    @Test func offsetsToPositionsInEachEncoding() {
        // offset of "b": a(1) + 😀(4) + e(1) + U+0301(2) + 中(3) = 11
        #expect(text.position(of: 11, in: .utf8) == LSPPosition(line: 0, character: 11))
        #expect(text.position(of: 11, in: .utf16) == LSPPosition(line: 0, character: 6))
        #expect(text.position(of: 11, in: .utf32) == LSPPosition(line: 0, character: 5))
        #expect(text.position(of: 15, in: .utf16) == LSPPosition(line: 1, character: 1))
        #expect(text.position(of: 17, in: .utf16) == LSPPosition(line: 2, character: 1))
        #expect(text.position(of: 1000, in: .utf16) == LSPPosition(line: 3, character: 0))
    }

    @Test func positionsToOffsetsRoundTrip() {
        for encoding in PositionEncoding.allCases {
            for offset in [0, 1, 5, 6, 8, 11, 12, 14, 15, 16, 17, 18] {
                let p = text.position(of: offset, in: encoding)
                #expect(text.offset(of: p, in: encoding) == offset, "\(encoding) \(offset)")
            }
        }
    }

    @Test func pastTheEndOfALineIsTheEndOfThatLine() {
        #expect(text.offset(of: LSPPosition(line: 0, character: 999), in: .utf16) == 12)
        #expect(text.offset(of: LSPPosition(line: 1, character: 5), in: .utf8) == 15)
        #expect(text.offset(of: LSPPosition(line: 2, character: 5), in: .utf32) == 17)
    }

    @Test func pastTheLastLineIsTheEndOfTheDocument() {
        #expect(text.offset(of: LSPPosition(line: 40, character: 0), in: .utf16) == 18)
    }

    @Test func insideASurrogatePairIsTheScalarStart() {
        #expect(text.offset(of: LSPPosition(line: 0, character: 2), in: .utf16) == 1)
        #expect(text.offset(of: LSPPosition(line: 0, character: 3), in: .utf8) == 1)
    }

    @Test func negotiation() {
        #expect(PositionEncoding.negotiate(["utf-32", "utf-8"]) == .utf32)
        #expect(PositionEncoding.negotiate(["latin1", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(["latin1"]) == .utf16)
        #expect(PositionEncoding.negotiate(nil) == .utf16)
    }
}

/// Every offset of texts with long non-ASCII lines (past the UTF-16 table's
/// and the line index's checkpoints), a byte-order mark and every line
/// ending, converted both ways in each encoding and checked against a count
/// made one scalar at a time.
@Suite struct PositionSweepTests {
    static let texts = [
        "é😀x\u{301}\r\n中\ra😀😀b\nend",
        "\u{FEFF}tab 中 {\n" + String(repeating: "é😀中a", count: 400) + "\r\n" + String(repeating: "x", count: 3000) + "\n😀",
    ]

    /// The expected position of each scalar boundary, counted scalar by
    /// scalar, by byte offset; the LF of a CRLF is left out: the pair is one
    /// line break, and the place between its bytes is no place of its own.
    static func reference(_ string: String, _ encoding: PositionEncoding) -> [(offset: Int, position: LSPPosition)] {
        var out: [(offset: Int, position: LSPPosition)] = []
        var line = 0, character = 0, at = 0
        var previous: Unicode.Scalar?
        for scalar in string.unicodeScalars {
            let crlf = scalar == "\n" && previous == "\r"
            if !crlf { out.append((at, LSPPosition(line: line, character: character))) }
            at += String(scalar).utf8.count
            if scalar == "\n" || scalar == "\r" {
                if !crlf { line += 1 }
                character = 0
            } else {
                character += encoding == .utf8 ? String(scalar).utf8.count : encoding == .utf16 ? scalar.utf16.count : 1
            }
            previous = scalar
        }
        out.append((at, LSPPosition(line: line, character: character)))
        return out
    }

    @Test(arguments: texts) func everyBoundaryBothWays(_ string: String) {
        let utf8 = Array(string.utf8)
        let text = TextLines(utf8)
        for encoding in PositionEncoding.allCases {
            let expected = Self.reference(string, encoding)
            for (offset, position) in expected + expected.reversed() {
                #expect(text.position(of: offset, in: encoding) == position, "\(encoding) \(offset)")
                #expect(text.offset(of: position, in: encoding) == offset, "\(encoding) \(offset) back")
            }
            // An offset inside a multi-byte scalar counts from that scalar's
            // start, except in UTF-8, which counts the bytes.
            for (offset, position) in expected where offset < utf8.count && utf8[offset] >= 0xC0 {
                let inside = LSPPosition(line: position.line, character: position.character + (encoding == .utf8 ? 1 : 0))
                #expect(text.position(of: offset + 1, in: encoding) == inside, "\(encoding) inside \(offset)")
            }
        }
    }
}
