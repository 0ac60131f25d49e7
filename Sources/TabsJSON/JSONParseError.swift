/// Why a JSON document could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 0-based byte offset of the problem, from the start of the input
    /// given to the parser (a byte-order mark included).
    public var offset: Int
    /// The 1-based line: `\n`, `\r\n` and a lone `\r` each end a line.
    public var line: Int
    /// The 1-based column, counting Unicode scalars from the start of the
    /// line (a leading byte-order mark is not counted).
    public var column: Int
    /// What is wrong, in plain words ("expected ',' or '}' after an object member").
    public var message: String

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}
