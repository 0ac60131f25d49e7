import TabsBase

// The scanner's strings (escapes, UTF-8 validation) and numbers, split
// from JSONParser.swift so that each file stays readable.

extension JSONScanner {
    // MARK: Strings

    /// The text of a string `scanString` passed, escapes decoded (it is
    /// well formed, so nothing is checked again). Inlined: without, the
    /// parser spends a few more instructions a string.
    @inline(__always)
    func text(of token: JSONReader.Token) -> String {
        let content = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
        guard token.escaped else { return String(decoding: content, as: UTF8.self) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(content.count)
        // Copy the runs between escapes whole.
        var k = token.start
        var run = k
        while k < token.end {
            if bytes[k] != UInt8(ascii: "\\") {
                k += 1
                continue
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<k]))
            k = decodeEscape(at: k, into: &buffer)
            run = k
        }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<k]))
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Appends the UTF-8 of the valid escape at `k` (a backslash) and
    /// returns the offset past it.
    func decodeEscape(at k: Int, into buffer: inout [UInt8]) -> Int {
        let e = bytes[k + 1]
        switch e {
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = (try? hexQuad(at: k + 2)) ?? 0xFFFD
            var end = k + 6
            var scalar: UInt32 = 0xFFFD
            if UTF16Surrogates.isHigh(unit) {
                // A high surrogate: pair it with a following low one.
                if end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\\") && bytes[end + 1] == UInt8(ascii: "u"),
                   let low = try? hexQuad(at: end + 2), let joined = UTF16Surrogates.join(unit, low) {
                    scalar = joined.value
                    end += 6
                }
            } else if !UTF16Surrogates.isLow(unit) {
                scalar = unit
            }
            buffer.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
            return end
        default:
            // `"`, `\` or `/`: itself.
            buffer.append(e)
        }
        return k + 2
    }

    /// Passes the string whose opening quote is at `i`, validating it
    /// (escapes, UTF-8, no raw control characters), without making a
    /// `String`: the byte range of its content and whether it holds escapes.
    mutating func scanString() throws(JSONParseError) -> JSONReader.Token {
        let open = i
        i += 1
        let start = i
        var escaped = false
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return JSONReader.Token(start: start, end: i - 1, escaped: escaped)
            }
            if b == UInt8(ascii: "\\") {
                escaped = true
                guard i + 1 < bytes.count else { throw error("unterminated string", at: i) }
                let e = bytes[i + 1]
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    i += 2
                case UInt8(ascii: "u"):
                    _ = try hexQuad(at: i + 2)
                    i += 6
                default:
                    let shown = e < 0x20 || e >= 0x80 ? "" : " '\\\(Character(Unicode.Scalar(e)))'"
                    throw error("invalid escape sequence\(shown) in a string", at: i)
                }
            } else if b < 0x20 {
                throw error("a control character (U+00\(JSONScanner.hex(b))) must be escaped in a string", at: i)
            } else if b < 0x80 {
                i += 1
            } else {
                i = try validateUTF8(at: i)
            }
        }
        throw error("unterminated string", at: open)
    }

    /// The four hexadecimal digits of the `\u` escape at `offset - 2`.
    func hexQuad(at offset: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for k in offset..<offset + 4 {
            guard k < bytes.count, let digit = TextDecoding.hexValue(bytes[k]) else {
                throw error("invalid \\u escape: expected four hexadecimal digits", at: offset - 2)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Checks the multi-byte UTF-8 sequence at `offset` (whose first byte is
    /// at least 0x80) and returns the offset just past it.
    func validateUTF8(at offset: Int) throws(JSONParseError) -> Int {
        let step = UTF8Decoding.decode(bytes, at: offset)
        if step.valid { return offset + step.length }
        // The decoding step stops at the first byte that cannot continue
        // the sequence (or at the end): name that byte.
        let b0 = bytes[offset]
        guard b0 >= 0xC2 && b0 <= 0xF4 else {
            throw error("invalid UTF-8 in a string (byte 0x\(JSONScanner.hex(b0)))", at: offset)
        }
        let k = offset + step.length
        guard k < bytes.count else { throw error("invalid UTF-8 in a string (truncated sequence)", at: offset) }
        throw error("invalid UTF-8 in a string (byte 0x\(JSONScanner.hex(bytes[k])))", at: k)
    }

    // MARK: Numbers

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Passes one or more digits; `message` is the error when there is none.
    mutating func passDigits(orThrow message: String) throws(JSONParseError) {
        guard i < bytes.count, JSONScanner.isDigit(bytes[i]) else { throw error(message, at: i) }
        while i < bytes.count && JSONScanner.isDigit(bytes[i]) { i += 1 }
    }

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = i
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        // The cursor was at a digit or a '-': only after a '-' can digits be missing.
        let digitsStart = i
        try passDigits(orThrow: "expected a digit after '-'")
        if bytes[digitsStart] == UInt8(ascii: "0") && i - digitsStart > 1 {
            throw error("a number cannot have leading zeros", at: digitsStart)
        }
        var integral = true
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            integral = false
            i += 1
            try passDigits(orThrow: "expected a digit after the decimal point")
        }
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            integral = false
            i += 1
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) { i += 1 }
            try passDigits(orThrow: "expected a digit in the exponent")
        }

        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        if integral, let value = Int64(text) {
            return negative && value == 0 ? .double(-0.0) : .integer(value)
        }
        guard let d = Double(text) else {
            throw error("invalid number", at: start)
        }
        guard d.isFinite else {
            throw error("number out of range: its magnitude is too large for a 64-bit floating-point value", at: start)
        }
        return .double(d)
    }
}
