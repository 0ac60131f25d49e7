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
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in
            var scanner = JSONScanner(bytes: buffer, maxDepth: maxDepth)
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

struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var i = 0
    /// The 1-based line of `i` and the offset where it starts, counted in
    /// the white space skipped (JSON has line breaks nowhere else), for
    /// errors and `JSONReader`'s positions.
    var line = 1
    var lineStart = 0

    /// A scanner at the start of `bytes`; `maxDepth` is brought within 0...`JSONValue.maxDepthCeiling`.
    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = min(max(maxDepth, 0), JSONValue.maxDepthCeiling)
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
        case UInt8(ascii: " "): return "a space"
        case UInt8(ascii: "\t"): return "a tab"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
        default: return "byte 0x\(JSONScanner.hex(b))"
        }
    }

    /// Two uppercase hexadecimal digits.
    static func hex(_ b: UInt8) -> String {
        (b < 0x10 ? "0" : "") + String(b, radix: 16, uppercase: true)
    }

    // MARK: Document

    /// Passes white space, counting the lines it ends (`\n`, `\r\n` or a lone `\r`).
    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                i += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                let isCRLF = bytes[i] == UInt8(ascii: "\r") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n")
                i += isCRLF ? 2 : 1
                line += 1
                lineStart = i
            default:
                return
            }
        }
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
        if !atEnd { throw error("unexpected \(describe(at: i)) after the JSON value", at: i) }
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipByteOrderMark()
        try expectValue()
        let value = try parseValue(level: 0)
        try expectEnd()
        return value
    }

    /// Reads one value at `i` (white space skipped), arrays and objects
    /// included, with an explicit stack of the containers still open (no
    /// recursion); `level` containers enclose it.
    mutating func parseValue(level: Int) throws(JSONParseError) -> JSONValue {
        /// An array or object whose elements are being read.
        struct Container {
            var isObject: Bool
            var elements: [JSONValue] = []
            var object = JSONObject()
            /// The key of the member whose value is read next.
            var key = ""

            mutating func add(_ value: JSONValue) {
                if isObject {
                    object.updateValue(value, forKey: key)
                } else {
                    elements.append(value)
                }
            }

            var value: JSONValue { isObject ? .object(object) : .array(elements) }
        }
        var stack: [Container] = []
        nextValue: while true {
            // Expecting a value at `i` (white space skipped).
            var value: JSONValue
            guard i < bytes.count else { throw expected("a value") }
            let b = bytes[i]
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                if level + stack.count >= maxDepth { throw tooDeep(at: i) }
                i += 1
                var container = Container(isObject: b == UInt8(ascii: "{"))
                if try nextElement(inObject: container.isObject, first: true) {
                    if container.isObject { container.key = try parseKey() }
                    stack.append(container)
                    continue nextValue
                }
                value = container.value
            } else {
                value = try parseScalar()
            }

            // Attach the finished value to the enclosing containers, closing
            // those that end here.
            while let top = stack.indices.last {
                stack[top].add(value)
                if try nextElement(inObject: stack[top].isObject, first: false) {
                    if stack[top].isObject { stack[top].key = try parseKey() }
                    continue nextValue
                }
                value = stack.removeLast().value
            }
            return value
        }
    }

    /// Reads the key whose opening quote is at the cursor and the `:` after
    /// it, leaving `i` at the member's value.
    mutating func parseKey() throws(JSONParseError) -> String {
        let key = text(of: try scanString())
        try passColon()
        return key
    }

    /// Passes what follows an array's or object's opening bracket (`first`)
    /// or one of its elements: a `,`, leaving `i` at the next element (at
    /// its key's quote in an object), or the closing bracket, when it
    /// returns false. Inlined: it runs for every element, and as a call it
    /// cost the tree parser some 2% more instructions on small values.
    @inline(__always)
    mutating func nextElement(inObject isObject: Bool, first: Bool) throws(JSONParseError) -> Bool {
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        skipWhitespace()
        if i < bytes.count && bytes[i] == close {
            i += 1
            return false
        }
        if !first {
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else {
                throw expected(isObject ? "',' or '}' after an object member" : "',' or ']' after an array element")
            }
            i += 1
            skipWhitespace()
            if i < bytes.count && bytes[i] == close {
                throw error("a trailing comma is not allowed before '\(isObject ? "}" : "]")'", at: i)
            }
        }
        if isObject && !(i < bytes.count && bytes[i] == UInt8(ascii: "\"")) {
            throw expected(first ? "a string key or '}' after '{'" : "a string key after ','")
        }
        return true
    }

    /// Passes the `:` after an object key and the white space around it,
    /// leaving `i` at the value.
    mutating func passColon() throws(JSONParseError) {
        skipWhitespace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
            throw expected("':' after an object key")
        }
        i += 1
        skipWhitespace()
    }

    mutating func parseScalar() throws(JSONParseError) -> JSONValue {
        let b = bytes[i]
        switch b {
        case UInt8(ascii: "\""):
            return .string(text(of: try scanString()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
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
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"):
            throw error("expected a value, found \(describe(at: i))", at: i)
        default:
            throw error("unexpected \(describe(at: i)); expected a value", at: i)
        }
    }

    mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
        let end = min(i + literal.utf8.count, bytes.count)
        guard bytes[i..<end].elementsEqual(literal.utf8) else {
            throw error("invalid literal; expected '\(literal)'", at: i)
        }
        i = end
    }
}
