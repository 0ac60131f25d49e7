/// Lines and Unicode-scalar columns of byte offsets in UTF-8 text, for the
/// readers that report positions (JSON, `.strings` files, property lists,
/// UTF-16 text): the one way they count. A line ends at LF; a column counts
/// the bytes that do not continue a UTF-8 sequence. (TabsSyntax's
/// `LineIndex` counts for `.tabs` files, where CR ends a line too.)
public struct ColumnCounter: Sendable {
    var offset: Int
    var column = 1

    /// A counter whose first line starts at `offset` (after a byte-order mark, 3).
    public init(at offset: Int = 0) { self.offset = offset }

    /// The 1-based Unicode-scalar column of `pos` on the line that starts
    /// at `lineStart`. The counter keeps the last column computed, so that
    /// columns on one long line cost one pass.
    public mutating func column(of pos: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if offset < lineStart || offset > pos {
            offset = lineStart
            column = 1
        }
        var c = column
        var i = offset
        while i < pos {
            if bytes[i] & 0xC0 != 0x80 { c += 1 }
            i += 1
        }
        offset = pos
        column = c
        return c
    }

    /// The 1-based line and column of `offset` (clamped to the text),
    /// counted from the start, after a byte-order mark.
    public static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = TextDecoding.byteOrderMarkLength(bytes)
        var i = lineStart
        while i < end {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        var counter = ColumnCounter(at: lineStart)
        return (line, counter.column(of: max(end, lineStart), lineStart: lineStart, in: bytes))
    }
}
