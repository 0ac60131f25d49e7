/// A half-open range of UTF-8 byte offsets into a source text. Stored as
/// 32-bit offsets (8 bytes, not 16: the model and the diagnostics hold
/// millions of these for a big file); texts are at most 1 GiB (files and
/// standard input are refused beyond `FileSystem.maximumFileSize`, and the
/// server skips messages over 64 MiB), so every offset fits.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    @usableFromInline var storedStart: Int32
    @usableFromInline var storedEnd: Int32
    @inlinable public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(truncatingIfNeeded: newValue) }
    }
    @inlinable public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(truncatingIfNeeded: newValue) }
    }
    @inlinable public init(_ start: Int, _ end: Int) {
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
    }
    @inlinable public init(start: Int, end: Int) { self.init(start, end) }
    public static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }
    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public static func < (a: ByteRange, b: ByteRange) -> Bool { a.start != b.start ? a.start < b.start : a.end < b.end }
    public var description: String { "\(start)..<\(end)" }
}

public enum TokenKind: UInt8, Sendable {
    // Trivia: carries no meaning, kept so the tree is lossless.
    case byteOrderMark
    case whitespace
    case comment
    // Significant tokens.
    case newline
    case identifier
    case string
    case integer
    case leftBrace
    case rightBrace
    case comma
    case semicolon
    /// A run of bytes that are not valid UTF-8 (outside strings and comments).
    case invalidBytes
    /// A character that starts no token (`=`, `@`, a control character...).
    case unknown
    /// Zero-width, always last.
    case endOfFile

    public var isTrivia: Bool { self == .byteOrderMark || self == .whitespace || self == .comment }
}

/// A token: a kind and the bytes it covers. Tokens tile the source: every
/// byte belongs to exactly one token, in order.
public struct Token: Sendable, Hashable {
    public let kind: TokenKind
    /// For strings: the string is not closed on its line, or has an escape.
    /// For comments and strings: they contain invalid UTF-8 or (strings) a
    /// bad escape.
    public let flags: UInt8
    @usableFromInline let startOffset: Int32
    @usableFromInline let endOffset: Int32

    public static let unterminated: UInt8 = 1
    public static let hasLexicalError: UInt8 = 2
    /// For strings: a backslash escape (valid or not) is inside, so the
    /// value is not the bytes between the quotes. With no flag set, it is.
    public static let hasEscape: UInt8 = 4

    @inlinable public var start: Int { Int(startOffset) }
    @inlinable public var end: Int { Int(endOffset) }
    @inlinable public var range: ByteRange { ByteRange(Int(startOffset), Int(endOffset)) }
    public var isUnterminated: Bool { flags & Token.unterminated != 0 }

    public init(kind: TokenKind, start: Int, end: Int, flags: UInt8 = 0) {
        self.kind = kind
        self.flags = flags
        self.startOffset = Int32(truncatingIfNeeded: start)
        self.endOffset = Int32(truncatingIfNeeded: end)
    }
}

/// A syntax error: the parser's and lexer's only output besides the tree.
public struct ParseError: Hashable, Sendable {
    public var range: ByteRange
    public var message: String
    /// A related location (the `{` a missing `}` belongs to).
    public var related: (range: ByteRange, message: String)? {
        get { relatedRange.map { ($0, relatedMessage) } }
        set { relatedRange = newValue?.range; relatedMessage = newValue?.message ?? "" }
    }
    public var relatedRange: ByteRange?
    public var relatedMessage: String = ""

    public init(range: ByteRange, message: String, relatedRange: ByteRange? = nil, relatedMessage: String = "") {
        self.range = range
        self.message = message
        self.relatedRange = relatedRange
        self.relatedMessage = relatedMessage
    }
}
