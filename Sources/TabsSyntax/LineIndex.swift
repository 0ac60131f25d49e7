import TabsBase

/// A 1-based line number (distinct from 0-based ones by type).
public struct OneBased: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: Int
    public init(_ value: Int) { self.value = value }
    public static func < (a: OneBased, b: OneBased) -> Bool { a.value < b.value }
    public var description: String { String(value) }
}

/// A line and a column, both 1-based; the column counts Unicode scalar
/// values (each ill-formed UTF-8 subsequence counts as one), and a leading
/// byte-order mark is not counted.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: OneBased
    public let column: OneBased
    public init(line: Int, column: Int) { self.line = OneBased(line); self.column = OneBased(column) }
    public var description: String { "\(line):\(column)" }
}

/// Converts byte offsets to lines and columns. Built once per text in
/// O(n); each conversion is O(log n) plus a scan of at most one chunk.
public struct LineIndex: Sendable {
    public let bytes: [UInt8]
    /// Byte offset where each line starts (0-based line numbers here).
    public let lineStarts: [Int]
    public let bomLength: Int
    public let isASCII: Bool
    /// The first unit boundary at or after every `chunk` bytes, with the
    /// number of scalars before it, so that a column costs a scan of one
    /// chunk however long its line. Kept (issue 33) for long non-ASCII lines
    /// with many diagnostics, where counting from the line's start costs
    /// quadratic time: without it (and the server's UTF-16 table), the
    /// server's test of 3,000 diagnostics on one 90 KB line went from 1.0 s
    /// to past its 60 s limit, and `veryLongNonASCIILine` from 1.3 s to
    /// 207 s (debug builds). A 40-tab file's lines are too short to tell
    /// (Benchmarks/plain-house.md).
    private let checkpoints: [(offset: Int, scalars: Int)]

    public static let chunk = 256

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var checkpoints = [(offset: 0, scalars: 0)]
        var ascii = true
        bytes.withUnsafeBufferPointer { s in
            var i = 0
            var scalars = 0
            var nextCheckpoint = LineIndex.chunk
            while i < s.count {
                let b = s[i]
                if b == 0x0A {
                    i += 1
                    starts.append(i)
                } else if b == 0x0D {
                    i += 1
                    if i < s.count && s[i] == 0x0A { i += 1; scalars += 1 }
                    starts.append(i)
                } else if b < 0x80 {
                    i += 1
                } else {
                    ascii = false
                    i += UTF8Decoding.decode(s, at: i).length
                }
                scalars += 1
                if i >= nextCheckpoint {
                    checkpoints.append((i, scalars))
                    nextCheckpoint = i + LineIndex.chunk
                }
            }
        }
        self.lineStarts = starts
        self.bomLength = TextDecoding.byteOrderMarkLength(bytes)
        self.isASCII = ascii && bomLength == 0
        self.checkpoints = checkpoints
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Scalars in bytes[0..<offset]; `offset` must be a unit boundary.
    public func scalarCount(upTo offset: Int) -> Int {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0
        var hi = checkpoints.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if checkpoints[mid].offset <= offset { lo = mid } else { hi = mid - 1 }
        }
        var (i, count) = checkpoints[lo]
        bytes.withUnsafeBufferPointer { s in
            while i < offset {
                i += s[i] < 0x80 ? 1 : UTF8Decoding.decode(s, at: i).length
                count += 1
            }
        }
        return count
    }

    /// The 1-based line and column of a byte offset (clamped to the text).
    public func location(of offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(of: offset)
        var start = lineStarts[line]
        if line == 0 { start = min(bomLength, max(offset, 0)) }
        if isASCII { return SourceLocation(line: line + 1, column: offset - start + 1) }
        return SourceLocation(line: line + 1, column: scalarCount(upTo: offset) - scalarCount(upTo: start) + 1)
    }

    /// The bytes of a 0-based line, without its line terminator.
    public func lineContent(_ line: Int) -> Range<Int> {
        guard line >= 0 && line < lineStarts.count else { return bytes.count..<bytes.count }
        var start = lineStarts[line]
        if line == 0 { start = bomLength }
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<max(start, end)
    }
}
