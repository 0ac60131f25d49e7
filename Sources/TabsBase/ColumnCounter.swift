/// The Unicode-scalar column of a byte offset in UTF-8 text, for the
/// readers that give a line and column (JSON, `.strings` files): it keeps
/// the last column computed, so that columns on one long line cost one pass.
public struct ColumnCounter: Sendable {
    var offset: Int
    var column = 1

    /// A counter whose first line starts at `offset` (after a byte-order mark, 3).
    public init(at offset: Int = 0) { self.offset = offset }

    /// The 1-based Unicode-scalar column of `pos` on the line that starts at `lineStart`.
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
}
