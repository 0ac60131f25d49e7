import TabsLint
import TabsSyntax

/// A syntax error in a table file at a byte offset; the reader turns the
/// offset into a line and column. The message never quotes the content.
struct ScanError: Error {
    var offset: Int
    var message: String
}

/// A single-pass JSON scanner over raw bytes, for String Catalogs: it
/// validates everything it passes (UTF-8 included), counts lines in the
/// white space it skips (JSON has newlines nowhere else), and makes a
/// `String` only for what the caller asks to read. Containers are skipped
/// without recursion; the caller passes the depth and the scanner refuses
/// more than `maximumDepth` levels.
struct ByteScanner {
    static let maximumDepth = 128

    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    /// 1-based line of `pos` and the offset where that line starts.
    var line: Int32 = 1
    var lineStart = 0
    /// The last column computed, so columns on one long line cost one pass.
    var columnOffset = 0
    var column: Int32 = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
            columnOffset = 3
        }
    }

    var atEnd: Bool { pos >= bytes.count }
    var peek: UInt8 { pos < bytes.count ? bytes[pos] : 0 }

    func fail(_ message: String) -> ScanError { ScanError(offset: pos, message: message) }

    mutating func skipWhitespace() {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                pos += 1
            } else if b == 0x0A {
                pos += 1
                line += 1
                lineStart = pos
            } else {
                return
            }
        }
    }

    /// The 1-based line and Unicode-scalar column of `pos`.
    mutating func position() -> (line: Int32, column: Int32) {
        if columnOffset < lineStart || columnOffset > pos { columnOffset = lineStart; column = 1 }
        var i = columnOffset
        var c = column
        while i < pos {
            if bytes[i] & 0xC0 != 0x80 { c += 1 }
            i += 1
        }
        columnOffset = pos
        column = c
        return (line, c)
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(ScanError) {
        skipWhitespace()
        guard pos < bytes.count else { throw fail("the file ends early; expected \(what)") }
        guard bytes[pos] == byte else { throw fail("expected \(what)") }
        pos += 1
    }

    /// The length of the well-formed UTF-8 sequence at `i` (a lead byte of
    /// 0x80 or more), 0 when it is ill-formed: the lexer's decoding step.
    func utf8Length(at i: Int) -> Int {
        let step = UTF8Decoding.decode(bytes, at: i)
        return step.valid ? step.length : 0
    }

    /// Passes a string at `pos` (its opening quote), validating it. Returns
    /// the byte range of its content and whether it holds escapes.
    mutating func scanString() throws(ScanError) -> (start: Int, end: Int, escaped: Bool) {
        guard pos < bytes.count, bytes[pos] == 0x22 else { throw fail("expected a string") }
        pos += 1
        let start = pos
        var escaped = false
        while pos < bytes.count {
            let b = bytes[pos]
            if b == 0x22 {
                pos += 1
                return (start, pos - 1, escaped)
            } else if b == 0x5C {
                escaped = true
                guard pos + 1 < bytes.count else { break }
                switch bytes[pos + 1] {
                case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: pos += 2
                case 0x75:
                    for k in 2...5 {
                        guard pos + k < bytes.count, hexValue(bytes[pos + k]) != nil else {
                            throw fail("a \\u escape needs four hex digits")
                        }
                    }
                    pos += 6
                default: throw fail("an unknown escape in a string")
                }
            } else if b < 0x20 {
                throw fail("a control character in a string (write it as an escape)")
            } else if b < 0x80 {
                pos += 1
            } else {
                let n = utf8Length(at: pos)
                guard n > 0 else { throw fail("invalid UTF-8") }
                pos += n
            }
        }
        throw ScanError(offset: bytes.count, message: "the file ends inside a string")
    }

    /// Reads a string at `pos` into a `String`.
    mutating func readString() throws(ScanError) -> String {
        let s = try scanString()
        return decode(s.start, s.end, escaped: s.escaped)
    }

    /// The text of a scanned string's content (already validated).
    func decode(_ start: Int, _ end: Int, escaped: Bool) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard escaped else { return String(decoding: slice, as: UTF8.self) }
        var out = String.UnicodeScalarView()
        var i = start
        var pendingHigh: UInt32?
        while i < end {
            let b = bytes[i]
            guard b == 0x5C, i + 1 < end else {
                if pendingHigh != nil { out.append("\u{FFFD}"); pendingHigh = nil }
                let n = b < 0x80 ? 1 : max(utf8Length(at: i), 1)
                out.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<min(i + n, end)]), as: UTF8.self).unicodeScalars)
                i += n
                continue
            }
            let e = bytes[i + 1]
            if e == 0x75 {
                var v: UInt32 = 0
                for k in 2...5 where i + k < end { v = v << 4 | UInt32(hexValue(bytes[i + k]) ?? 0) }
                i += 6
                if let high = pendingHigh {
                    pendingHigh = nil
                    if v >= 0xDC00 && v <= 0xDFFF, let s = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (v - 0xDC00)) {
                        out.append(s)
                        continue
                    }
                    out.append("\u{FFFD}")
                }
                if v >= 0xD800 && v <= 0xDBFF { pendingHigh = v; continue }
                out.append(Unicode.Scalar(v) ?? "\u{FFFD}")
                continue
            }
            if pendingHigh != nil { out.append("\u{FFFD}"); pendingHigh = nil }
            switch e {
            case 0x62: out.append("\u{8}")
            case 0x66: out.append("\u{C}")
            case 0x6E: out.append("\n")
            case 0x72: out.append("\r")
            case 0x74: out.append("\t")
            default: out.append(Unicode.Scalar(e))
            }
            i += 2
        }
        if pendingHigh != nil { out.append("\u{FFFD}") }
        return String(out)
    }

    /// Whether the scanned string's content is exactly `name` (ASCII, no escapes).
    func equals(_ s: (start: Int, end: Int, escaped: Bool), _ name: StaticString) -> Bool {
        guard !s.escaped, s.end - s.start == name.utf8CodeUnitCount else {
            return s.escaped && decode(s.start, s.end, escaped: true) == name.description
        }
        let p = name.utf8Start
        for k in 0..<name.utf8CodeUnitCount where bytes[s.start + k] != p[k] { return false }
        return true
    }

    /// Skips one JSON value of any kind, validating it. `depth` is the
    /// nesting level of the container holding it.
    mutating func skipValue(depth: Int) throws(ScanError) {
        var stack: [UInt8] = []
        while true {
            // A value.
            skipWhitespace()
            guard pos < bytes.count else { throw fail("the file ends early; expected a value") }
            let b = bytes[pos]
            var opened = false
            switch b {
            case 0x7B, 0x5B:
                guard depth + stack.count + 1 <= ByteScanner.maximumDepth else {
                    throw fail("nested too deeply (over \(ByteScanner.maximumDepth) levels)")
                }
                pos += 1
                skipWhitespace()
                let close: UInt8 = b == 0x7B ? 0x7D : 0x5D
                if peek == close {
                    pos += 1
                } else {
                    stack.append(b)
                    if b == 0x7B { try memberName() }
                    opened = true
                }
            case 0x22: _ = try scanString()
            case 0x74: try literal("true")
            case 0x66: try literal("false")
            case 0x6E: try literal("null")
            default: try number()
            }
            if opened { continue }
            // After a value: close containers until one takes another member.
            while let top = stack.last {
                skipWhitespace()
                let close: UInt8 = top == 0x7B ? 0x7D : 0x5D
                if peek == 0x2C {
                    pos += 1
                    if top == 0x7B { try memberName() }
                    break
                } else if peek == close {
                    pos += 1
                    stack.removeLast()
                } else if atEnd {
                    throw fail("the file ends early; expected \(top == 0x7B ? "',' or '}'" : "',' or ']'")")
                } else {
                    throw fail(top == 0x7B ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
            if stack.isEmpty { return }
        }
    }

    /// A member name and its colon, skipped.
    mutating func memberName() throws(ScanError) {
        skipWhitespace()
        guard peek == 0x22 else { throw atEnd ? fail("the file ends early; expected a member name") : fail("expected a member name in quotes") }
        _ = try scanString()
        try expect(0x3A, "':'")
    }

    mutating func literal(_ word: StaticString) throws(ScanError) {
        let p = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount {
            guard pos + k < bytes.count, bytes[pos + k] == p[k] else { throw fail("expected a value") }
        }
        pos += word.utf8CodeUnitCount
    }

    mutating func number() throws(ScanError) {
        let start = pos
        func digits() -> Int {
            let s = pos
            while pos < bytes.count, bytes[pos] >= 0x30 && bytes[pos] <= 0x39 { pos += 1 }
            return pos - s
        }
        if peek == 0x2D { pos += 1 }
        if peek == 0x30 { pos += 1 } else if digits() == 0 { pos = start; throw fail("expected a value") }
        if peek == 0x2E { pos += 1; guard digits() > 0 else { throw fail("expected a digit") } }
        if peek == 0x65 || peek == 0x45 {
            pos += 1
            if peek == 0x2B || peek == 0x2D { pos += 1 }
            guard digits() > 0 else { throw fail("expected a digit") }
        }
    }
}

func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case 0x30...0x39: b - 0x30
    case 0x41...0x46: b - 0x41 + 10
    case 0x61...0x66: b - 0x61 + 10
    default: nil
    }
}

/// The 1-based line and Unicode-scalar column of a byte offset, counted from the start.
func lineAndColumn(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (line: Int, column: Int) {
    var line = 1, column = 1
    var i = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    let end = min(offset, bytes.count)
    while i < end {
        let b = bytes[i]
        if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        i += 1
    }
    return (line, column)
}
