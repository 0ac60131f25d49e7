import Testing
@testable import TabsSyntax

/// Line and column of every unit boundary, computed independently with the
/// standard library's UTF-8 parser (which splits ill-formed input into
/// maximal subparts) and a plain line counter.
func naiveLocations(_ bytes: [UInt8]) -> [Int: (line: Int, column: Int)] {
    var result: [Int: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var offset = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        result[0] = (1, 1)
        offset = 3
    }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[offset...].makeIterator()
    while true {
        result[offset] = (line, column)
        let length: Int
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): length = encoded.count
        case .error(let l): length = l
        case .emptyInput:
            return result
        }
        let b = bytes[offset]
        if b == 0x0A || (b == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
            line += 1
            column = 1
        } else {
            column += 1
        }
        offset += length
    }
}

@Suite("LineIndex")
struct LineIndexTests {
    func loc(_ index: LineIndex, _ offset: Int) -> [Int] {
        let l = index.location(of: offset)
        return [l.line.value, l.column.value]
    }

    func checkAgainstNaive(_ bytes: [UInt8], offsets: [Int]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let index = LineIndex(bytes)
        let expected = naiveLocations(bytes)
        let toCheck = offsets ?? expected.keys.sorted()
        var failures = 0
        for offset in toCheck {
            guard let e = expected[offset] else { continue }
            let got = index.location(of: offset)
            if got.line.value != e.line || got.column.value != e.column {
                failures += 1
                Issue.record("offset \(offset): got \(got), expected \(e.line):\(e.column)", sourceLocation: sourceLocation)
                if failures > 5 { return }
            }
        }
    }

    // MARK: Lines

    @Test func lfLines() {
        let index = LineIndex(utf8("ab\ncd\n"))
        #expect(index.lineCount == 3)
        #expect(index.lineStarts == [0, 3, 6])
        #expect(loc(index, 0) == [1, 1])
        #expect(loc(index, 1) == [1, 2])
        #expect(loc(index, 2) == [1, 3])  // the newline itself ends line 1
        #expect(loc(index, 3) == [2, 1])
        #expect(loc(index, 5) == [2, 3])
        #expect(loc(index, 6) == [3, 1])  // end of file after a final newline
        #expect(index.isASCII)
    }

    @Test func crlfLines() {
        let index = LineIndex(utf8("ab\r\ncd\r\n"))
        #expect(index.lineStarts == [0, 4, 8])
        #expect(loc(index, 2) == [1, 3])
        #expect(loc(index, 3) == [1, 4])
        #expect(loc(index, 4) == [2, 1])
        #expect(loc(index, 8) == [3, 1])
    }

    @Test func loneCRLines() {
        let index = LineIndex(utf8("ab\rcd\r"))
        #expect(index.lineStarts == [0, 3, 6])
        #expect(loc(index, 3) == [2, 1])
        #expect(loc(index, 4) == [2, 2])
        #expect(loc(index, 6) == [3, 1])
    }

    @Test func mixedLineEndings() {
        let m = marked("1️⃣a\n2️⃣b\r\n3️⃣c\r4️⃣d\r5️⃣\r\n6️⃣\n7️⃣\n\r8️⃣x")
        let index = LineIndex(m.bytes)
        #expect(index.lineCount == 9)
        for k in 1...7 { #expect(loc(index, m[k]) == [k, 1], "marker \(k)") }
        #expect(loc(index, m[8]) == [9, 1])  // `\n\r` is two line breaks
        checkAgainstNaive(m.bytes)
    }

    @Test func lineIndexOf() {
        let index = LineIndex(utf8("a\nbb\r\nccc"))
        #expect((0..<10).map { index.lineIndex(of: $0) } == [0, 0, 1, 1, 1, 1, 2, 2, 2, 2])
    }

    // MARK: Byte-order mark

    @Test func byteOrderMarkIsNotCounted() {
        let src = utf8("\u{FEFF}tab a\nb")
        let index = LineIndex(src)
        #expect(index.bomLength == 3)
        #expect(!index.isASCII)
        #expect(loc(index, 3) == [1, 1])   // right after the BOM
        #expect(loc(index, 4) == [1, 2])
        #expect(loc(index, 0) == [1, 1])   // the BOM itself
        #expect(loc(index, 9) == [2, 1])
        #expect(index.lineContent(0) == 3..<8)
        checkAgainstNaive(src)
    }

    @Test func byteOrderMarkWithNonASCIIOnTheFirstLine() {
        let m = marked("\u{FEFF}é1️⃣x 👍🏽2️⃣y\r\nz3️⃣")
        let index = LineIndex(m.bytes)
        #expect(loc(index, m[1]) == [1, 2])
        #expect(loc(index, m[2]) == [1, 6])
        #expect(loc(index, m[3]) == [2, 2])
    }

    @Test func onlyALeadingBOMIsSkipped() {
        let m = marked("a\u{FEFF}1️⃣b\n\u{FEFF}2️⃣c")
        let index = LineIndex(m.bytes)
        #expect(index.bomLength == 0)
        #expect(loc(index, m[1]) == [1, 3])
        #expect(loc(index, m[2]) == [2, 2])
    }

    @Test func bomOnlyFile() {
        let index = LineIndex(utf8("\u{FEFF}"))
        #expect(loc(index, 3) == [1, 1])
        #expect(index.lineContent(0) == 3..<3)
    }

    // MARK: Columns count scalars

    @Test func emojiCountsScalars() {
        // 👍🏽 is two scalars (thumbs up + skin tone modifier): two columns.
        let m = marked("x👍🏽1️⃣y 😀2️⃣z 👨‍👩‍👧3️⃣w")
        let index = LineIndex(m.bytes)
        #expect(loc(index, m[1]) == [1, 4])
        #expect(loc(index, m[2]) == [1, 7])
        // Family: man, ZWJ, woman, ZWJ, girl: five scalars.
        #expect(loc(index, m[3]) == [1, 14])
    }

    @Test func combiningCharactersCountSeparately() {
        let m = marked("e\u{301}1️⃣x")
        #expect(loc(LineIndex(m.bytes), m[1]) == [1, 3])
    }

    @Test func cjk() {
        let m = marked("tab 目標1️⃣ \"日本語2️⃣\"")
        let index = LineIndex(m.bytes)
        #expect(loc(index, m[1]) == [1, 7])
        #expect(loc(index, m[2]) == [1, 12])
    }

    @Test func tabsCountAsOneColumn() {
        let m = marked("\t\t1️⃣x")
        #expect(loc(LineIndex(m.bytes), m[1]) == [1, 3])
    }

    @Test(arguments: [
        ([0xF0, 0x9F, 0x98], 2),          // truncated 4-byte sequence: one
        ([0xFF, 0xFE], 3),                // two invalid bytes: two
        ([0xE2, 0x82], 2),                // truncated 3-byte sequence: one
        ([0xC0, 0xAF], 3),                // overlong: each byte
        ([0xED, 0xA0, 0x80], 4),          // surrogate: each byte
        ([0x80, 0x80, 0x80], 4),          // lone continuation bytes
        ([0xF4, 0x90, 0x80, 0x80], 5),    // beyond U+10FFFF
        ([0xE0, 0xA0], 2),
        ([0xF1, 0x80, 0x80], 2),
    ] as [([UInt8], Int)])
    func invalidUTF8CountsMaximalSubparts(prefix: [UInt8], column: Int) {
        let src = prefix + utf8("x\ny")
        let index = LineIndex(src)
        #expect(loc(index, prefix.count) == [1, column])
        #expect(loc(index, prefix.count + 2) == [2, 1])
        // Same count as Swift's decoder.
        #expect(String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1 == column)
        checkAgainstNaive(src)
    }

    @Test func invalidUTF8BeforeANewline() {
        // A truncated sequence does not swallow the line break.
        let src: [UInt8] = [0x61, 0xE2, 0x82, 0x0A, 0x62, 0xF0, 0x0D, 0x63]
        let index = LineIndex(src)
        #expect(index.lineStarts == [0, 4, 7])
        #expect(loc(index, 3) == [1, 3])
        #expect(loc(index, 7) == [3, 1])
        checkAgainstNaive(src)
    }

    // MARK: Ends and clamping

    @Test func endOfFileOffsets() {
        let index = LineIndex(utf8("ab\nc"))
        #expect(loc(index, 4) == [2, 2])
        #expect(loc(index, 100) == [2, 2])    // clamped
        #expect(loc(index, -5) == [1, 1])     // clamped
        let empty = LineIndex([])
        #expect(empty.lineCount == 1)
        #expect(loc(empty, 0) == [1, 1])
        #expect(empty.lineContent(0) == 0..<0)
        let nonASCII = LineIndex(utf8("é\n目"))
        #expect(loc(nonASCII, 6) == [2, 2])
        #expect(loc(nonASCII, 60) == [2, 2])
    }

    @Test func sourceLocationDescription() {
        #expect(LineIndex(utf8("a\nbc")).location(of: 3).description == "2:2")
        #expect(OneBased(3) < OneBased(4))
        #expect(OneBased(7).description == "7")
    }

    // MARK: lineContent

    @Test func lineContentExcludesTerminators() {
        let src = utf8("one\ntwo\r\nthree\rfour\n\r\nlast")
        let index = LineIndex(src)
        let lines = (0..<index.lineCount).map { String(decoding: src[index.lineContent($0)], as: UTF8.self) }
        #expect(lines == ["one", "two", "three", "four", "", "last"])
        #expect(index.lineContent(-1) == src.count..<src.count)
        #expect(index.lineContent(6) == src.count..<src.count)
    }

    @Test func lineContentOfAFinalEmptyLine() {
        let src = utf8("a\r\n")
        let index = LineIndex(src)
        #expect(index.lineCount == 2)
        #expect(index.lineContent(0) == 0..<1)
        #expect(index.lineContent(1) == 3..<3)
    }

    @Test func lineContentWithInvalidUTF8() {
        let src: [UInt8] = [0xFF, 0x0D, 0xE2, 0x82, 0x0A]
        let index = LineIndex(src)
        #expect(index.lineContent(0) == 0..<1)
        #expect(index.lineContent(1) == 2..<4)
        #expect(index.lineContent(2) == 5..<5)
    }

    // MARK: scalarCount and checkpoints

    @Test func scalarCount() {
        let src = utf8("a😀é\n") + [0xFF] + utf8("x")
        let index = LineIndex(src)
        #expect(index.scalarCount(upTo: 0) == 0)
        #expect(index.scalarCount(upTo: 1) == 1)
        #expect(index.scalarCount(upTo: 5) == 2)
        #expect(index.scalarCount(upTo: 7) == 3)
        #expect(index.scalarCount(upTo: 8) == 4)
        #expect(index.scalarCount(upTo: 9) == 5)
        #expect(index.scalarCount(upTo: 10) == 6)
        #expect(index.scalarCount(upTo: 99) == 6)
    }

    @Test func veryLongNonASCIILine() {
        // About 300 KB on one line: ASCII, 2-, 3- and 4-byte scalars and ill-formed runs,
        // so that unit boundaries fall on, just before and just after every checkpoint.
        var rng = SeededGenerator(seed: 42)
        let pieces: [[UInt8]] = [
            utf8("a"), utf8("é"), utf8("目"), utf8("😀"), utf8("👍🏽"), utf8("e\u{301}"), [0xFF], [0xE2, 0x82, 0x41],
            [0xF0, 0x9F, 0x98, 0x20], [0xC0, 0xAF], [0xED, 0xA0, 0x80], utf8("\t"),
        ]
        var line: [UInt8] = utf8("tab x \"")
        while line.count < 300_000 { line += pieces.randomElement(using: &rng)! }
        let src = utf8("first line\n") + line + utf8("\"\nlast 😀\r\nend")
        let expected = naiveLocations(src)
        var offsets: [Int] = []
        let boundaries = expected.keys.sorted()
        // Around each 4096-byte mark (where the index keeps checkpoints).
        var mark = 0
        var k = 0
        while mark <= src.count {
            while k < boundaries.count && boundaries[k] < mark { k += 1 }
            for j in max(0, k - 3)..<min(boundaries.count, k + 3) { offsets.append(boundaries[j]) }
            mark += LineIndex.chunk
        }
        // And at random boundaries.
        for _ in 0..<500 { offsets.append(boundaries.randomElement(using: &rng)!) }
        offsets.append(src.count)
        checkAgainstNaive(src, offsets: offsets)
        let index = LineIndex(src)
        #expect(index.lineCount == 4)
        #expect(loc(index, src.count) == [4, 4])
    }

    @Test func manyShortLinesAcrossCheckpoints() {
        // Every unit boundary of a ~20 KB random text with all kinds of line breaks.
        var rng = SeededGenerator(seed: 99)
        let pieces: [[UInt8]] = [
            utf8("a"), utf8("bc"), utf8("é"), utf8("目"), utf8("😀"), [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            utf8("\n"), utf8("\r\n"), utf8("\r"), utf8(" "), [0x80], [0xC3],
        ]
        var src: [UInt8] = utf8("\u{FEFF}")
        while src.count < 14_000 { src += pieces.randomElement(using: &rng)! }
        // Every boundary in the first 9000 bytes (two checkpoints), a sample after.
        func sample(_ bytes: [UInt8]) -> [Int] {
            let all = naiveLocations(bytes).keys.sorted()
            return all.filter { $0 < 9000 } + all.filter { $0 >= 9000 && $0 % 13 == 0 } + [bytes.count]
        }
        checkAgainstNaive(src, offsets: sample(src))
        // And without the BOM (the ASCII fast path does not apply: there are non-ASCII bytes).
        let noBOM = Array(src.dropFirst(3))
        checkAgainstNaive(noBOM, offsets: sample(noBOM))
    }

    @Test func longASCIIFile() {
        var rng = SeededGenerator(seed: 5)
        let pieces = ["tab a \"A\"", "\n", "\r\n", "\r", "  ", "# c"].map(utf8)
        var src: [UInt8] = []
        while src.count < 20_000 { src += pieces.randomElement(using: &rng)! }
        let index = LineIndex(src)
        #expect(index.isASCII)
        checkAgainstNaive(src)
    }

    @Test func locationsOfParseErrors() {
        // Errors and the line index together, as the CLI uses them.
        let src = utf8("\u{FEFF}tab a \"Ä\" {\r\n  icon \"x\" ") + [0xFF] + utf8(" \n")
        let tree = SyntaxTree.parse(src)
        let index = LineIndex(src)
        #expect(tree.errors.count == 2)
        #expect(loc(index, tree.errors[0].range.start) == [2, 12])   // the invalid byte
        #expect(loc(index, tree.errors[1].range.start) == [3, 1])    // missing `}` at the end
        #expect(loc(index, tree.errors[1].relatedRange!.start) == [1, 11])
    }
}
