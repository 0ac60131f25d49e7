/// SF Symbol name checks shared by the icon rules.
public enum Icons {
    /// Lowercase ASCII letters and digits in dot-separated, non-empty segments.
    public static func isWellFormed(_ name: String) -> Bool {
        var segmentLength = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                guard segmentLength > 0 else { return false }
                segmentLength = 0
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                segmentLength += 1
            } else {
                return false
            }
        }
        return segmentLength > 0
    }

    /// The name without its `fill` segments after the first segment, or nil
    /// when it has none. Meant for well-formed names (ASCII: a dot is a byte).
    public static func outlineName(of name: String) -> String? {
        // Most names have no `fill` segment: answered without splitting.
        guard hasFillSegment(name) else { return nil }
        let segments = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let kept = segments.prefix(1) + segments.dropFirst().filter { !$0.elementsEqual(fill) }
        return kept.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ".")
    }

    static let fill = Array("fill".utf8)

    /// Whether a segment after the first is `fill`, read byte by byte.
    static func hasFillSegment(_ name: String) -> Bool {
        let fill = Icons.fill   // read once, not at every byte
        var segment = 0         // which segment the byte is in
        var length = 0          // its bytes so far
        var spellsFill = true   // whether they begin `fill`
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                if segment > 0 && spellsFill && length == fill.count { return true }
                segment += 1
                length = 0
                spellsFill = true
            } else {
                spellsFill = spellsFill && length < fill.count && fill[length] == byte
                length += 1
            }
        }
        return segment > 0 && spellsFill && length == fill.count
    }
}
