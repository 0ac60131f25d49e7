/// A strict RFC 8259 JSON parser.
///
/// - Input is UTF-8; one leading byte-order mark is skipped. Strings must be
///   well-formed UTF-8 (an ill-formed sequence is an error) and must not hold
///   raw control characters (U+0000...U+001F).
/// - `\uXXXX` escapes are decoded, surrogate pairs included. A lone surrogate
///   escape (a high one not followed by a low one, or a low one on its own)
///   becomes U+FFFD, since a Swift string cannot hold it.
/// - Numbers follow the JSON grammar (no leading zeros, `+`, `.5`, `NaN`, hex).
///   An integer without fraction or exponent that fits in `Int64` is an
///   `.integer`; a larger one is a `.double` (rounded). `-0` is
///   `.double(-0.0)`. A number whose magnitude overflows `Double` (`1e400`)
///   is an error; one that underflows (`1e-400`) becomes 0.
/// - Anything but white space after the value is an error.
/// - The parser is iterative (an explicit stack, no recursion) and limits
///   nesting to `maxDepth` arrays and objects, so no input can overflow the
///   stack. It never traps, whatever the bytes.
public struct JSONParser: Sendable {
    /// The default nesting limit.
    public static let defaultMaxDepth = 512
    /// The largest nesting limit accepted; larger settings are lowered to it.
    /// Parsing would cope with any depth, but releasing a value recurses in
    /// the Swift runtime (about 200 bytes of stack a level), and a thread
    /// may have as little as 512 KiB of stack.
    public static let maxDepthCeiling = 1_000

    /// The largest number of nested arrays and objects accepted, between 0
    /// (only scalars) and `maxDepthCeiling`.
    public var maxDepth: Int

    public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
        self.maxDepth = maxDepth
    }

    /// Parses one JSON document from UTF-8 bytes.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses one JSON document from UTF-8 bytes; error offsets count from
    /// the slice's start.
    public func parse(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses one JSON document from a string (its UTF-8 bytes).
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        let direct = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(buffer) }
        }
        if let direct { return try direct.get() }
        return try parse(Array(text.utf8))
    }

    /// Parses one JSON document from UTF-8 bytes.
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        let depth = min(max(maxDepth, 0), JSONParser.maxDepthCeiling)
        var scanner = JSONScanner(bytes: bytes, maxDepth: depth)
        return try scanner.parseDocument()
    }
}

extension JSONValue {
    /// Parses one JSON document from UTF-8 bytes (see `JSONParser`).
    public static func parse(_ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try JSONParser(maxDepth: maxDepth).parse(bytes)
    }

    /// Parses one JSON document from UTF-8 bytes (see `JSONParser`).
    public static func parse(_ bytes: ArraySlice<UInt8>, maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try JSONParser(maxDepth: maxDepth).parse(bytes)
    }

    /// Parses one JSON document from UTF-8 bytes (see `JSONParser`).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try JSONParser(maxDepth: maxDepth).parse(bytes)
    }

    /// Parses one JSON document from a string (see `JSONParser`).
    public static func parse(_ text: String, maxDepth: Int = JSONParser.defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try JSONParser(maxDepth: maxDepth).parse(text)
    }
}

// MARK: - Implementation

private enum Byte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let upperE: UInt8 = 0x45
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let lowerE: UInt8 = 0x65
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}

/// An array or object under construction.
private struct Frame {
    var isObject: Bool
    var elements: [JSONValue] = []
    var object = JSONObject()
    var key = ""
}

private struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var atEnd: Bool { i >= bytes.count }

    // MARK: Errors

    func error(_ message: String, at offset: Int) -> JSONParseError {
        let clamped = min(max(offset, 0), bytes.count)
        let (line, column) = JSONScanner.lineAndColumn(of: clamped, in: bytes)
        return JSONParseError(offset: clamped, line: line, column: column, message: message)
    }

    /// "expected X" at the current byte, or "unexpected end of input; expected X".
    func expected(_ what: String) -> JSONParseError {
        if atEnd { return error("unexpected end of input; expected \(what)", at: i) }
        return error("expected \(what), found \(describe(at: i))", at: i)
    }

    /// A byte for a message: `'x'` for printable ASCII, `byte 0xNN` otherwise.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        if b >= 0x21 && b <= 0x7E { return "'\(Character(Unicode.Scalar(b)))'" }
        switch b {
        case Byte.space: return "a space"
        case Byte.tab: return "a tab"
        case Byte.newline, Byte.carriageReturn: return "a line break"
        default: return "byte 0x\(JSONScanner.hex(b))"
        }
    }

    static func hex(_ b: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
        return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
    }

    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        var k = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            k = 3
            lineStart = 3
        }
        while k < offset {
            let b = bytes[k]
            if b == Byte.newline {
                line += 1
                lineStart = k + 1
            } else if b == Byte.carriageReturn && !(k + 1 < bytes.count && bytes[k + 1] == Byte.newline) {
                line += 1
                lineStart = k + 1
            }
            k += 1
        }
        var column = 1
        var j = lineStart
        while j < offset {
            // Count scalars: every byte but a continuation byte starts one.
            if bytes[j] & 0xC0 != 0x80 { column += 1 }
            j += 1
        }
        return (line, column)
    }

    // MARK: Document

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case Byte.space, Byte.tab, Byte.newline, Byte.carriageReturn: i += 1
            default: return
            }
        }
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
        skipWhitespace()
        if atEnd { throw error("the input is empty; expected a JSON value", at: i) }
        let value = try parseNested()
        skipWhitespace()
        if !atEnd {
            throw error("unexpected \(describe(at: i)) after the JSON value", at: i)
        }
        return value
    }

    /// Parses one value, arrays and objects included, with an explicit stack.
    mutating func parseNested() throws(JSONParseError) -> JSONValue {
        var stack: [Frame] = []
        nextValue: while true {
            // Expecting a value at `i` (white space skipped).
            var value: JSONValue
            guard i < bytes.count else { throw expected("a value") }
            switch bytes[i] {
            case Byte.openBracket:
                if stack.count >= maxDepth {
                    throw error("too deeply nested: more than \(maxDepth) levels of arrays and objects", at: i)
                }
                i += 1
                skipWhitespace()
                if i < bytes.count && bytes[i] == Byte.closeBracket {
                    i += 1
                    value = .array([])
                } else {
                    stack.append(Frame(isObject: false))
                    continue nextValue
                }
            case Byte.openBrace:
                if stack.count >= maxDepth {
                    throw error("too deeply nested: more than \(maxDepth) levels of arrays and objects", at: i)
                }
                i += 1
                skipWhitespace()
                if i < bytes.count && bytes[i] == Byte.closeBrace {
                    i += 1
                    value = .object(JSONObject())
                } else {
                    guard i < bytes.count, bytes[i] == Byte.quote else {
                        throw expected("a string key or '}' after '{'")
                    }
                    var frame = Frame(isObject: true)
                    frame.key = try parseKey()
                    stack.append(frame)
                    continue nextValue
                }
            default:
                value = try parseScalar()
            }

            // Attach the finished value to the enclosing containers, closing
            // those that end here.
            while true {
                let top = stack.count - 1
                guard top >= 0 else { return value }
                skipWhitespace()
                if stack[top].isObject {
                    let key = stack[top].key
                    stack[top].object.updateValue(value, forKey: key)
                    guard i < bytes.count else { throw expected("',' or '}' after an object member") }
                    if bytes[i] == Byte.comma {
                        i += 1
                        skipWhitespace()
                        guard i < bytes.count, bytes[i] == Byte.quote else {
                            if i < bytes.count && bytes[i] == Byte.closeBrace {
                                throw error("a trailing comma is not allowed before '}'", at: i)
                            }
                            throw expected("a string key after ','")
                        }
                        stack[top].key = try parseKey()
                        continue nextValue
                    } else if bytes[i] == Byte.closeBrace {
                        i += 1
                        value = .object(stack.removeLast().object)
                    } else {
                        throw expected("',' or '}' after an object member")
                    }
                } else {
                    stack[top].elements.append(value)
                    guard i < bytes.count else { throw expected("',' or ']' after an array element") }
                    if bytes[i] == Byte.comma {
                        i += 1
                        skipWhitespace()
                        if i < bytes.count && bytes[i] == Byte.closeBracket {
                            throw error("a trailing comma is not allowed before ']'", at: i)
                        }
                        continue nextValue
                    } else if bytes[i] == Byte.closeBracket {
                        i += 1
                        value = .array(stack.removeLast().elements)
                    } else {
                        throw expected("',' or ']' after an array element")
                    }
                }
            }
        }
    }

    /// Parses `"key" :` and leaves `i` at the value (white space skipped).
    mutating func parseKey() throws(JSONParseError) -> String {
        let key = try parseString()
        skipWhitespace()
        guard i < bytes.count, bytes[i] == Byte.colon else {
            throw expected("':' after an object key")
        }
        i += 1
        skipWhitespace()
        return key
    }

    mutating func parseScalar() throws(JSONParseError) -> JSONValue {
        let b = bytes[i]
        switch b {
        case Byte.quote:
            return .string(try parseString())
        case Byte.minus, Byte.zero...Byte.nine:
            return try parseNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case Byte.closeBracket, Byte.closeBrace, Byte.comma, Byte.colon:
            throw error("expected a value, found \(describe(at: i))", at: i)
        default:
            throw error("unexpected \(describe(at: i)); expected a value", at: i)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let start = i
        let count = literal.utf8CodeUnitCount
        let matched = literal.withUTF8Buffer { text -> Bool in
            guard start + count <= bytes.count else { return false }
            for k in 0..<count where bytes[start + k] != text[k] { return false }
            return true
        }
        guard matched else {
            throw error("invalid literal; expected '\(literal)'", at: start)
        }
        i += count
    }

    // MARK: Strings

    /// Parses a string starting at the opening quote at `i`.
    mutating func parseString() throws(JSONParseError) -> String {
        let open = i
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < bytes.count {
            let b = bytes[i]
            if b == Byte.quote {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == Byte.backslash { break }
            if b < 0x20 { throw controlCharacter(b) }
            if b < 0x80 {
                i += 1
            } else {
                i = try validateUTF8(at: i)
            }
        }
        guard i < bytes.count else { throw error("unterminated string", at: open) }

        // Slow path: collect the decoded bytes.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(i - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while i < bytes.count {
            let b = bytes[i]
            if b == Byte.quote {
                i += 1
                return String(decoding: buffer, as: UTF8.self)
            }
            if b == Byte.backslash {
                try parseEscape(into: &buffer)
            } else if b < 0x20 {
                throw controlCharacter(b)
            } else if b < 0x80 {
                buffer.append(b)
                i += 1
            } else {
                let end = try validateUTF8(at: i)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                i = end
            }
        }
        throw error("unterminated string", at: open)
    }

    func controlCharacter(_ b: UInt8) -> JSONParseError {
        error("a control character (U+00\(JSONScanner.hex(b))) must be escaped in a string", at: i)
    }

    /// Decodes the escape at `i` (a backslash) and appends its UTF-8.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let start = i
        guard i + 1 < bytes.count else { throw error("unterminated string", at: i) }
        let e = bytes[i + 1]
        switch e {
        case Byte.quote, Byte.backslash, Byte.slash:
            buffer.append(e)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: i + 2)
            i += 6
            var scalar: UInt32 = 0xFFFD
            if unit >= 0xD800 && unit <= 0xDBFF {
                // A high surrogate: pair it with a following low one.
                if i + 1 < bytes.count && bytes[i] == Byte.backslash && bytes[i + 1] == UInt8(ascii: "u"),
                   let low = try? hexQuad(at: i + 2), low >= 0xDC00 && low <= 0xDFFF {
                    scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
            } else if unit < 0xDC00 || unit > 0xDFFF {
                scalar = unit
            }
            JSONScanner.appendUTF8(scalar, to: &buffer)
            return
        default:
            if e < 0x20 || e >= 0x80 {
                throw error("invalid escape sequence in a string", at: start)
            }
            throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(e)))' in a string", at: start)
        }
        i += 2
    }

    func hexQuad(at offset: Int) throws(JSONParseError) -> UInt32 {
        guard offset + 4 <= bytes.count else {
            throw error("invalid \\u escape: expected four hexadecimal digits", at: offset - 2)
        }
        var value: UInt32 = 0
        for k in offset..<offset + 4 {
            let b = bytes[k]
            let digit: UInt8
            switch b {
            case Byte.zero...Byte.nine: digit = b - Byte.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default:
                throw error("invalid \\u escape: expected four hexadecimal digits", at: offset - 2)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    static func appendUTF8(_ scalar: UInt32, to buffer: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            buffer.append(UInt8(scalar))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | (scalar >> 6)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | (scalar >> 12)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            buffer.append(UInt8(0xF0 | ((scalar >> 18) & 0x07)))
            buffer.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            buffer.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            buffer.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    /// Checks the multi-byte UTF-8 sequence at `offset` (whose first byte is
    /// at least 0x80) and returns the offset just past it.
    func validateUTF8(at offset: Int) throws(JSONParseError) -> Int {
        let b0 = bytes[offset]
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
        default: throw error("invalid UTF-8 in a string (byte 0x\(JSONScanner.hex(b0)))", at: offset)
        }
        var k = offset + 1
        while need > 0 {
            guard k < bytes.count else {
                throw error("invalid UTF-8 in a string (truncated sequence)", at: offset)
            }
            let b = bytes[k]
            guard b >= lo && b <= hi else {
                throw error("invalid UTF-8 in a string (byte 0x\(JSONScanner.hex(b)))", at: k)
            }
            lo = 0x80
            hi = 0xBF
            need -= 1
            k += 1
        }
        return k
    }

    // MARK: Numbers

    static func isDigit(_ b: UInt8) -> Bool { b >= Byte.zero && b <= Byte.nine }

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = i
        var negative = false
        if bytes[i] == Byte.minus {
            negative = true
            i += 1
            guard i < bytes.count, JSONScanner.isDigit(bytes[i]) else {
                throw error("expected a digit after '-'", at: i)
            }
        }
        let digitsStart = i
        if bytes[i] == Byte.zero {
            i += 1
            if i < bytes.count && JSONScanner.isDigit(bytes[i]) {
                throw error("a number cannot have leading zeros", at: digitsStart)
            }
        } else {
            while i < bytes.count && JSONScanner.isDigit(bytes[i]) { i += 1 }
        }
        let digitsEnd = i
        var integral = true
        if i < bytes.count && bytes[i] == Byte.period {
            integral = false
            i += 1
            guard i < bytes.count, JSONScanner.isDigit(bytes[i]) else {
                throw error("expected a digit after the decimal point", at: i)
            }
            while i < bytes.count && JSONScanner.isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count && (bytes[i] == Byte.lowerE || bytes[i] == Byte.upperE) {
            integral = false
            i += 1
            if i < bytes.count && (bytes[i] == Byte.plus || bytes[i] == Byte.minus) { i += 1 }
            guard i < bytes.count, JSONScanner.isDigit(bytes[i]) else {
                throw error("expected a digit in the exponent", at: i)
            }
            while i < bytes.count && JSONScanner.isDigit(bytes[i]) { i += 1 }
        }

        if integral && digitsEnd - digitsStart <= 19 {
            // Accumulate negatively so that Int64.min fits.
            var value: Int64 = 0
            var overflow = false
            for k in digitsStart..<digitsEnd {
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (s, o2) = m.subtractingReportingOverflow(Int64(bytes[k] - Byte.zero))
                if o1 || o2 { overflow = true; break }
                value = s
            }
            if !overflow {
                if negative {
                    return value == 0 ? .double(-0.0) : .integer(value)
                }
                if value != Int64.min { return .integer(-value) }
            }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let d = Double(text) else {
            throw error("invalid number", at: start)
        }
        guard d.isFinite else {
            throw error("number out of range: its magnitude is too large for a 64-bit floating-point value", at: start)
        }
        return .double(d)
    }
}
