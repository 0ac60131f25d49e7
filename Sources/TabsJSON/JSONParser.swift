import TabsBase

/// A strict RFC 8259 JSON parser (`parse`).
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
extension JSONValue {
    /// The default nesting limit.
    public static let defaultMaxDepth = 512
    /// The largest nesting limit accepted; larger settings are lowered to it.
    /// Parsing would cope with any depth, but releasing a value recurses in
    /// the Swift runtime (about 200 bytes of stack a level), and a thread
    /// may have as little as 512 KiB of stack.
    public static let maxDepthCeiling = 1_000

    /// Parses one JSON document from UTF-8 bytes. `maxDepth` is the largest
    /// number of nested arrays and objects accepted, between 0 (only
    /// scalars) and `maxDepthCeiling`.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        let depth = min(max(maxDepth, 0), maxDepthCeiling)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in
            var scanner = JSONScanner(bytes: buffer, maxDepth: depth)
            return try scanner.parseDocument()
        }
    }

    /// Parses one JSON document from a string (a copy of its UTF-8 bytes:
    /// only tests parse strings).
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }
}

// MARK: - Implementation

enum Byte {
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

/// An array or object under construction in a walk of the grammar
/// (`JSONScanner.walkValue`): `TreeFrame` builds the value (the tree
/// parser), `SkippedFrame` keeps nothing (`JSONReader.skipValue`).
/// Generic, not a flag, so that each walk is compiled for its own frame
/// and the parser pays nothing for the skipping.
protocol JSONFrame {
    associatedtype Value
    init()
    /// Reads the scalar at the cursor (string, number or literal).
    static func scalar(_ scanner: inout JSONScanner) throws(JSONParseError) -> Value
    /// Reads the key whose opening quote is at the cursor.
    mutating func readKey(_ scanner: inout JSONScanner) throws(JSONParseError)
    mutating func add(_ value: Value, isObject: Bool)
    func close(isObject: Bool) -> Value
}

struct TreeFrame: JSONFrame {
    var elements: [JSONValue] = []
    var object = JSONObject()
    var key = ""

    static func scalar(_ scanner: inout JSONScanner) throws(JSONParseError) -> JSONValue {
        try scanner.parseScalar()
    }

    mutating func readKey(_ scanner: inout JSONScanner) throws(JSONParseError) {
        key = try scanner.parseString()
    }

    mutating func add(_ value: JSONValue, isObject: Bool) {
        if isObject {
            object.updateValue(value, forKey: key)
        } else {
            elements.append(value)
        }
    }

    func close(isObject: Bool) -> JSONValue {
        isObject ? .object(object) : .array(elements)
    }
}

/// Validates without keeping anything: strings are scanned, not decoded.
struct SkippedFrame: JSONFrame {
    static func scalar(_ scanner: inout JSONScanner) throws(JSONParseError) {
        if scanner.bytes[scanner.i] == Byte.quote {
            _ = try scanner.scanString()
        } else {
            _ = try scanner.parseScalar()
        }
    }

    func readKey(_ scanner: inout JSONScanner) throws(JSONParseError) {
        _ = try scanner.scanString()
    }

    func add(_ value: Void, isObject: Bool) {}

    func close(isObject: Bool) {}
}

struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var i = 0
    /// The 1-based line of `i` and the offset where it starts, counted in
    /// the white space skipped (JSON has line breaks nowhere else), for
    /// errors and `JSONReader`'s positions.
    var line = 1
    var lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var atEnd: Bool { i >= bytes.count }

    // MARK: Errors

    /// The error at `offset`, which is never before `lineStart`: JSON has
    /// line breaks only in white space, and an error is found before the
    /// white space after it is skipped, so `line` is the offset's line.
    func error(_ message: String, at offset: Int) -> JSONParseError {
        let clamped = min(max(offset, 0), bytes.count)
        var columns = ColumnCounter(at: lineStart)
        return JSONParseError(offset: clamped, line: line,
                              column: columns.column(of: clamped, lineStart: lineStart, in: bytes), message: message)
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

    // MARK: Document

    mutating func skipWhitespace() {
        // Locals, so the loop keeps them in registers.
        var k = i
        let count = bytes.count
        while k < count {
            let b = bytes[k]
            // Every white-space byte is at most a space: one comparison ends the common case.
            if b > 0x20 { break }
            if b == 0x20 || b == 0x09 {
                k += 1
            } else if b == 0x0A {
                k += 1
                line += 1
                lineStart = k
            } else if b == 0x0D {
                k += 1
                if k >= count || bytes[k] != 0x0A {
                    line += 1
                    lineStart = k
                }
            } else {
                break
            }
        }
        i = k
    }

    /// Skips a byte-order mark at the start.
    mutating func skipByteOrderMark() {
        if i == 0 && TextDecoding.byteOrderMarkLength(bytes) == 3 {
            i = 3
            lineStart = 3
        }
    }

    /// The error for a container that opens past `maxDepth` levels.
    func tooDeep(at offset: Int) -> JSONParseError {
        error("nested too deeply (over \(maxDepth) levels)", at: offset)
    }

    /// Checks that there is a value at the cursor (after white space): an
    /// empty document is an error.
    mutating func expectValue() throws(JSONParseError) {
        skipWhitespace()
        if atEnd { throw error("the input is empty; expected a JSON value", at: i) }
    }

    /// Checks that only white space follows.
    mutating func expectEnd() throws(JSONParseError) {
        skipWhitespace()
        if !atEnd {
            throw error("unexpected \(describe(at: i)) after the JSON value", at: i)
        }
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipByteOrderMark()
        try expectValue()
        let value = try walkValue(TreeFrame.self, level: 0)
        try expectEnd()
        return value
    }

    /// Reads one value at `i` (white space skipped), arrays and objects
    /// included, with an explicit stack; `level` containers enclose it.
    mutating func walkValue<Frame: JSONFrame>(_: Frame.Type, level: Int) throws(JSONParseError) -> Frame.Value {
        var stack: [(isObject: Bool, frame: Frame)] = []
        nextValue: while true {
            // Expecting a value at `i` (white space skipped).
            var value: Frame.Value
            guard i < bytes.count else { throw expected("a value") }
            let b = bytes[i]
            if b == Byte.openBracket || b == Byte.openBrace {
                if level + stack.count >= maxDepth { throw tooDeep(at: i) }
                i += 1
                let isObject = b == Byte.openBrace
                var frame = Frame()
                if try nextElement(inObject: isObject, first: true) {
                    if isObject {
                        try frame.readKey(&self)
                        try passColon()
                    }
                    stack.append((isObject, frame))
                    continue nextValue
                }
                value = frame.close(isObject: isObject)
            } else {
                value = try Frame.scalar(&self)
            }

            // Attach the finished value to the enclosing containers, closing
            // those that end here.
            while let top = stack.indices.last {
                let isObject = stack[top].isObject
                stack[top].frame.add(value, isObject: isObject)
                if try nextElement(inObject: isObject, first: false) {
                    if isObject {
                        try stack[top].frame.readKey(&self)
                        try passColon()
                    }
                    continue nextValue
                }
                value = stack.removeLast().frame.close(isObject: isObject)
            }
            return value
        }
    }

    /// Passes what follows an array's or object's opening bracket (`first`)
    /// or one of its elements: a `,`, leaving `i` at the next element (at
    /// its key's quote in an object), or the closing bracket, when it
    /// returns false. Inlined: it runs for every element, and as a call it
    /// cost the tree parser some 2% more instructions on small values.
    @inline(__always)
    mutating func nextElement(inObject isObject: Bool, first: Bool) throws(JSONParseError) -> Bool {
        let close = isObject ? Byte.closeBrace : Byte.closeBracket
        skipWhitespace()
        if i < bytes.count && bytes[i] == close {
            i += 1
            return false
        }
        if !first {
            guard i < bytes.count, bytes[i] == Byte.comma else {
                throw expected(isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
            }
            i += 1
            skipWhitespace()
            if i < bytes.count && bytes[i] == close {
                throw error("a trailing comma is not allowed before '\(isObject ? "}" : "]")'", at: i)
            }
        }
        if isObject && !(i < bytes.count && bytes[i] == Byte.quote) {
            throw expected(first ? "a string key or '}' after '{'" : "a string key after ','")
        }
        return true
    }

    /// Passes the `:` after an object key and the white space around it,
    /// leaving `i` at the value.
    mutating func passColon() throws(JSONParseError) {
        skipWhitespace()
        guard i < bytes.count, bytes[i] == Byte.colon else {
            throw expected("':' after an object key")
        }
        i += 1
        skipWhitespace()
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

}
