import TabsBase

/// A pull reader over one JSON document, for a caller that walks it once
/// and keeps little of it, with the line and column of each value (String
/// Catalogs): a `String` only for what the caller reads, and a `JSONValue`
/// only of what it skips. It is `JSONValue.parse`'s own scanner, so the
/// grammar, the UTF-8 checks, the escapes, the depth limit and the error
/// messages are the parser's; lines and columns are counted in the white
/// space it skips, since JSON has line breaks nowhere else.
///
/// The caller names the nesting level it is at: `openObject(level:)` and
/// `skipValue(inLevel:)` refuse a container past `maxDepth` levels, as the
/// parser does.
public struct JSONReader {
    var scanner: JSONScanner
    var columns = ColumnCounter()

    /// A string in the document: its content's byte range (quotes excluded).
    public struct Token: Sendable {
        public let start: Int
        public let end: Int
        public let escaped: Bool
    }

    /// Where an object's members are read from (whether one was read yet).
    public struct ObjectCursor: Sendable {
        var first = true
    }

    /// A reader at the start of `bytes` (a leading byte-order mark skipped).
    /// The buffer must outlive the reader.
    public init(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = JSONValue.defaultMaxDepth) {
        scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        scanner.skipByteOrderMark()
        columns = ColumnCounter(at: scanner.i)
    }

    /// The byte at the next value, after white space (0 at the end).
    public mutating func peek() -> UInt8 {
        scanner.skipWhitespace()
        return scanner.i < scanner.bytes.count ? scanner.bytes[scanner.i] : 0
    }

    public mutating func isAtObject() -> Bool { peek() == UInt8(ascii: "{") }
    public mutating func isAtString() -> Bool { peek() == UInt8(ascii: "\"") }

    /// The 1-based line and Unicode-scalar column of the cursor.
    public mutating func position() -> (line: Int, column: Int) {
        (scanner.line, columns.column(of: scanner.i, lineStart: scanner.lineStart, in: scanner.bytes))
    }

    /// Reads the string at the cursor.
    public mutating func readString() throws(JSONParseError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw scanner.expected("a string") }
        return text(of: try scanner.scanString())
    }

    /// The text of a string read before (escapes decoded).
    public func text(of token: Token) -> String {
        scanner.text(of: token)
    }

    /// Whether a string read before is exactly `name` (compared as bytes
    /// through `StaticString`'s pointer: a `String`'s UTF-8 view cost
    /// the 10 MB catalog benchmark 10% more instructions).
    public func matches(_ token: Token, _ name: StaticString) -> Bool {
        guard !token.escaped else { return text(of: token) == name.description }
        guard token.end - token.start == name.utf8CodeUnitCount else { return false }
        let p = name.utf8Start
        for k in 0..<name.utf8CodeUnitCount where scanner.bytes[token.start + k] != p[k] { return false }
        return true
    }

    /// Reads the literal `false` or `true` at the cursor; nil (nothing
    /// read) when the cursor is at another kind of value.
    public mutating func readBool() throws(JSONParseError) -> Bool? {
        switch peek() {
        case UInt8(ascii: "t"): try scanner.expectLiteral("true"); return true
        case UInt8(ascii: "f"): try scanner.expectLiteral("false"); return false
        default: return nil
        }
    }

    /// Enters the object at the cursor, which is the `level`th nested container.
    public mutating func openObject(level: Int) throws(JSONParseError) -> ObjectCursor {
        guard peek() == UInt8(ascii: "{") else { throw scanner.expected("'{'") }
        if level > scanner.maxDepth { throw scanner.tooDeep(at: scanner.i) }
        scanner.i += 1
        return ObjectCursor()
    }

    /// The next member's name, leaving the cursor at its value; nil once
    /// the object's closing `}` is read.
    public mutating func nextMember(_ object: inout ObjectCursor) throws(JSONParseError) -> Token? {
        let first = object.first
        object.first = false
        guard try scanner.nextElement(inObject: true, first: first) else { return nil }
        let name = try scanner.scanString()
        try scanner.passColon()
        return name
    }

    /// Passes the value at the cursor, validating it (it is parsed, and
    /// dropped); `level` is the nesting level of the container holding it
    /// (0 at the top).
    public mutating func skipValue(inLevel level: Int) throws(JSONParseError) {
        scanner.skipWhitespace()
        _ = try scanner.parseValue(level: level)
    }

    /// Checks that only white space follows.
    public mutating func finish() throws(JSONParseError) {
        try scanner.expectEnd()
    }

    /// Checks that there is a value: an empty document is an error.
    public mutating func start() throws(JSONParseError) {
        try scanner.expectValue()
    }
}
