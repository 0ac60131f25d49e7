/// UTF-8 decoding by maximal subparts, as Unicode (and Swift's and Python's
/// decoders) define them: an ill-formed sequence is cut at the first byte
/// that cannot continue it, and each such piece counts as one replacement
/// character. Lexing, column counting and string values all use this one
/// step, so they agree on what a "character" is.
public enum UTF8Decoding {
    /// One decoding step at `index` (which must be in bounds).
    /// - Returns: the scalar value (U+FFFD when ill-formed), the number of bytes consumed (at least 1) and whether the sequence was well formed.
    @inlinable
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int, valid: Bool) {
        let b0 = bytes[index]
        if b0 < 0x80 { return (UInt32(b0), 1, true) }
        let count = bytes.count
        // Expected length and the allowed range of the second byte.
        var need: Int
        var lo: UInt8 = 0x80
        var hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F
        default: return (0xFFFD, 1, false)
        }
        var value: UInt32 = UInt32(b0) & (need == 1 ? 0x1F : need == 2 ? 0x0F : 0x07)
        var i = index + 1
        var first = true
        while need > 0 {
            guard i < count else { return (0xFFFD, i - index, false) }
            let b = bytes[i]
            let okLo: UInt8 = first ? lo : 0x80
            let okHi: UInt8 = first ? hi : 0xBF
            guard b >= okLo && b <= okHi else { return (0xFFFD, i - index, false) }
            value = (value << 6) | UInt32(b & 0x3F)
            first = false
            need -= 1
            i += 1
        }
        return (value, i - index, true)
    }
}
