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

    /// Whether the token's bytes spell `word` (ASCII, compared on bytes).
    func spells(_ word: StaticString, in bytes: [UInt8]) -> Bool {
        word.withUTF8Buffer { w in
            guard end - start == w.count else { return false }
            for k in 0..<w.count where bytes[start + k] != w[k] { return false }
            return true
        }
    }

    public init(kind: TokenKind, start: Int, end: Int, flags: UInt8 = 0) {
        self.kind = kind
        self.flags = flags
        self.startOffset = Int32(truncatingIfNeeded: start)
        self.endOffset = Int32(truncatingIfNeeded: end)
    }
}
