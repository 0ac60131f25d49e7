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
    /// Unit boundaries every ~256 bytes with the number of scalars before them,
    /// so a column on a 100 MB line costs one short scan, not a long one.
    private let checkpoints: [Int]
    private let scalarsBefore: [Int]

    public static let chunk = 256

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var cps: [Int] = [0]
        var counts: [Int] = [0]
        var ascii = true
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        bytes.withUnsafeBufferPointer { s in
            let n = s.count
            var i = 0
            var scalars = 0
            var nextCheckpoint = LineIndex.chunk
            while i < n {
                // Eight bytes at a time through runs without CR, LF or non-ASCII
                // bytes (most of a line), never past the next checkpoint.
                if let base = s.baseAddress {
                    let stop = min(n, nextCheckpoint) - 8
                    while i <= stop {
                        let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                        let stops = w & LineIndex.highBits | LineIndex.byteMask(w, 0x0A) | LineIndex.byteMask(w, 0x0D)
                        if stops != 0 {
                            // Straight to the first CR, LF or non-ASCII byte.
                            let plain = stops.trailingZeroBitCount >> 3
                            i += plain; scalars += plain
                            break
                        }
                        i += 8; scalars += 8
                    }
                    if i >= nextCheckpoint {
                        cps.append(i); counts.append(scalars)
                        nextCheckpoint = i + LineIndex.chunk
                        continue
                    }
                    if i >= n { break }
                }
                let b = s[i]
                if b == 0x0A {
                    i += 1; scalars += 1; starts.append(i)
                } else if b == 0x0D {
                    i += 1; scalars += 1
                    if i < n && s[i] == 0x0A { i += 1; scalars += 1 }
                    starts.append(i)
                } else if b < 0x80 {
                    i += 1; scalars += 1
                } else {
                    ascii = false
                    i += UTF8Decoding.decode(s, at: i).length
                    scalars += 1
                }
                if i >= nextCheckpoint {
                    cps.append(i); counts.append(scalars)
                    nextCheckpoint = i + LineIndex.chunk
                }
            }
        }
        self.lineStarts = starts
        self.bomLength = bom
        self.isASCII = ascii && bom == 0
        self.checkpoints = cps
        self.scalarsBefore = counts
    }

    public var lineCount: Int { lineStarts.count }

    static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// The high bit of each byte of `word` that equals `byte`. Only the
    /// lowest set bit is exact (a borrow can mark a byte above a match), so
    /// use it for "the first such byte": `trailingZeroBitCount / 8`.
    @inline(__always) static func byteMask(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let v = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (v &- 0x0101_0101_0101_0101) & ~v & highBits
    }

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
            if checkpoints[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var count = scalarsBefore[lo]
        var i = checkpoints[lo]
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
