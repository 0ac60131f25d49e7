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
