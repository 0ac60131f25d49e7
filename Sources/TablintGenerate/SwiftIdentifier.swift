/// Which names Swift accepts as identifiers: the grammar of "The Swift
/// Programming Language", Lexical Structure, "Identifiers", less what
/// tablint never writes into source although the grammar allows it: every
/// default-ignorable (invisible) character and bidirectional control
/// (U+00AD, U+061C, U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, variation
/// selectors, Hangul fillers, tags, ...), and U+FFF9–U+FFFD, which the
/// compiler refuses in source.
enum SwiftIdentifier {
    /// Whether `name` is an identifier: a head character, then head
    /// characters, digits or combining marks; not `_` alone.
    static func isValid(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first.value), isVisible(first), name != "_" else { return false }
        while let scalar = scalars.next() {
            guard isHead(scalar.value) || isContinuation(scalar.value), isVisible(scalar) else { return false }
        }
        return true
    }

    /// Neither invisible nor a bidirectional control.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII || !(scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isBidiControl)
    }

    /// `identifier-head`.
    static func isHead(_ v: UInt32) -> Bool {
        if v < 0x80 {
            return (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F
        }
        if v >= 0x10000 {
            // U+10000–U+1FFFD through U+E0000–U+EFFFD: every plane but its last two code points.
            return v <= 0xEFFFD && (v & 0xFFFF) <= 0xFFFD
        }
        return headRanges.contains { $0.contains(v) }
    }

    /// `identifier-character` beyond the heads: digits and combining marks.
    static func isContinuation(_ v: UInt32) -> Bool {
        (v >= 0x30 && v <= 0x39) || (v >= 0x300 && v <= 0x36F) || (v >= 0x1DC0 && v <= 0x1DFF)
            || (v >= 0x20D0 && v <= 0x20FF) || (v >= 0xFE20 && v <= 0xFE2F)
    }

    /// The grammar's heads between U+0080 and U+FFFF (U+200B–U+200D and
    /// U+202A–U+202E left out, the last range ended where the compiler ends
    /// it).
    static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x203F...0x2040, 0x2054...0x2054,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFF8,
    ]
}
