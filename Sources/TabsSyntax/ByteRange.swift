/// A half-open range of UTF-8 byte offsets into a source text. Stored as
/// 32-bit offsets, which every offset fits: texts are at most 1 GiB (files
/// and standard input are refused beyond `FileSystem.maximumFileSize`, and
/// the server skips messages over 64 MiB). The narrower storage is a
/// leftover of an old goal (checking huge files), kept because it costs
/// nothing: callers see `Int`s.
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
    public static func empty(at offset: Int) -> ByteRange { ByteRange(offset, offset) }
    public var length: Int { end - start }
    public var isEmpty: Bool { start == end }
    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
    public static func < (a: ByteRange, b: ByteRange) -> Bool { a.start != b.start ? a.start < b.start : a.end < b.end }
    public var description: String { "\(start)..<\(end)" }
}
