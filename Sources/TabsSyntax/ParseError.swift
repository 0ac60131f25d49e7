/// A syntax error: the parser's and lexer's only output besides the tree.
public struct ParseError: Hashable, Sendable {
    public var range: ByteRange
    public var message: String
    /// A related location (the `{` a missing `}` belongs to).
    public var relatedRange: ByteRange?
    public var relatedMessage: String = ""
}
