/// What the readers of text files share, written once: the UTF-8
/// byte-order mark, UTF-16 text with or without one, either as UTF-8
/// (`utf8Text`), the first ill-formed UTF-8 sequence, and hex digits. (A
/// UTF-8 step is `UTF8Decoding`, a surrogate pair `UTF16Surrogates`, a
/// line and column `ColumnCounter`.)
public enum TextDecoding {
    /// The UTF-8 byte-order mark, EF BB BF.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The length of the UTF-8 byte-order mark that `bytes` start with: 3, or 0 when there is none.
    public static func byteOrderMarkLength(_ bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: byteOrderMark) ? 3 : 0
    }

    /// The byte order of UTF-16 text that starts with its byte-order mark
    /// (FE FF big-endian, FF FE little-endian); nil when it starts with neither.
    public static func utf16ByteOrder(_ bytes: some Collection<UInt8>) -> UTF16ByteOrder? {
        if bytes.starts(with: [0xFE, 0xFF]) { return .bigEndian }
        if bytes.starts(with: [0xFF, 0xFE]) { return .littleEndian }
        return nil
    }

    public enum UTF16ByteOrder: Sendable {
        case bigEndian, littleEndian
    }

    /// Why UTF-16 text could not be read, placed at the 1-based line and
    /// column of the text decoded before the problem.
    public struct UTF16Error: Error, Sendable {
        public var reason: String
        public var line: Int
        public var column: Int
    }

    /// UTF-16 text as UTF-8: the code units of `bytes` in `order` (a
    /// byte-order mark in them is decoded as U+FEFF: skip it first). An odd
    /// number of bytes or an unpaired surrogate is an error.
    public static func utf8(fromUTF16 bytes: some Collection<UInt8>, _ order: UTF16ByteOrder) -> Result<[UInt8], UTF16Error> {
        let bytes = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func unit(_ at: Int) -> UInt32 {
            order == .bigEndian ? UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) : UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at])
        }
        func failure(_ reason: String) -> Result<[UInt8], UTF16Error> {
            let at = out.withUnsafeBufferPointer { ColumnCounter.lineAndColumn(of: $0.count, in: $0) }
            return .failure(UTF16Error(reason: reason, line: at.line, column: at.column))
        }
        var i = 0
        while i < bytes.count {
            guard i + 1 < bytes.count else { return failure("invalid UTF-16 (an odd number of bytes)") }
            var v = unit(i)
            i += 2
            if UTF16Surrogates.isHigh(v) {
                guard i + 1 < bytes.count, let joined = UTF16Surrogates.join(v, unit(i)) else {
                    return failure("invalid UTF-16 (an unpaired surrogate)")
                }
                v = joined.value
                i += 2
            } else if UTF16Surrogates.isLow(v) {
                return failure("invalid UTF-16 (an unpaired surrogate)")
            }
            guard let scalar = Unicode.Scalar(v) else { return failure("invalid UTF-16") }
            out.append(contentsOf: String(Character(scalar)).utf8)
        }
        return .success(out)
    }

    /// Text as UTF-8 without a byte-order mark: UTF-16 that starts with its
    /// byte-order mark is converted (`utf8(fromUTF16:_:)`), a UTF-8
    /// byte-order mark dropped, anything else taken as it is.
    public static func utf8Text(_ bytes: [UInt8]) -> Result<[UInt8], UTF16Error> {
        if let order = utf16ByteOrder(bytes) { return utf8(fromUTF16: bytes.dropFirst(2), order) }
        return .success(Array(bytes.dropFirst(byteOrderMarkLength(bytes))))
    }

    /// The offset of the first ill-formed UTF-8 sequence in `bytes`, or nil.
    public static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < bytes.count {
            if bytes[i] < 0x80 { i += 1; continue }
            let step = UTF8Decoding.decode(bytes, at: i)
            if !step.valid { return i }
            i += step.length
        }
        return nil
    }

    /// The value of an ASCII hex digit (either case), or nil.
    public static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }
}
