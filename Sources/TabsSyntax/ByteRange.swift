/// A half-open range of UTF-8 byte offsets into a source text.
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }
    public static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }
    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public static func < (a: ByteRange, b: ByteRange) -> Bool { a.start != b.start ? a.start < b.start : a.end < b.end }
    public var description: String { "\(start)..<\(end)" }
}
