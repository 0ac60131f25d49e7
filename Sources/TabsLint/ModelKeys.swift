import TabsSyntax

// The model's interned keys, typed by what they key, and the compact
// optional that lets a `TabModel` hold its absent ranges and keys without
// growing (an `Optional<ByteRange>` takes 9 bytes and a stride of 12).

/// A value with one bit pattern set aside to mean "absent", so that an
/// optional one needs no extra byte (see `Compact`).
protocol CompactlyOptional: Sendable {
    /// The reserved pattern; never a real value.
    static var absent: Self { get }
    var isAbsent: Bool { get }
}

/// An `Optional` stored in its wrapped type's size: `nil` is the wrapped
/// type's reserved `absent` pattern.
struct Compact<Wrapped: CompactlyOptional>: Sendable {
    private let stored: Wrapped
    @inline(__always) init(_ value: Wrapped?) { stored = value ?? Wrapped.absent }
    @inline(__always) var value: Wrapped? { stored.isAbsent ? nil : stored }
}

extension ByteRange: CompactlyOptional {
    /// Byte offsets are never negative.
    static var absent: ByteRange { ByteRange(-1, -1) }
    var isAbsent: Bool { start < 0 }
}

extension Int32: CompactlyOptional {
    /// For indexes, which are never negative.
    static var absent: Int32 { -1 }
    var isAbsent: Bool { self < 0 }
}

/// A key of one of the model's interners (`Model.ids`, `titles`,
/// `foldedTitles`, `icons`): a small number, the same for the same text
/// within one file. Each interner has its own key type, so a title key
/// cannot index the icons.
public protocol InternKey: Hashable, Sendable {
    /// The interner's number for the text (0 and up).
    var raw: Int32 { get }
    init(raw: Int32)
}

extension InternKey {
    /// The key as an array index.
    @inlinable public var index: Int { Int(raw) }
}

extension CompactlyOptional where Self: InternKey {
    /// Keys are never negative.
    static var absent: Self { Self(raw: -1) }
    var isAbsent: Bool { raw < 0 }
}

/// A tab or section id (one namespace).
public struct IdKey: InternKey, CompactlyOptional { public let raw: Int32; @inlinable public init(raw: Int32) { self.raw = raw } }
/// A title, trimmed.
public struct TitleKey: InternKey, CompactlyOptional { public let raw: Int32; @inlinable public init(raw: Int32) { self.raw = raw } }
/// A title, trimmed and case-folded.
public struct FoldedTitleKey: InternKey, CompactlyOptional { public let raw: Int32; @inlinable public init(raw: Int32) { self.raw = raw } }
/// An icon name.
public struct IconKey: InternKey, CompactlyOptional { public let raw: Int32; @inlinable public init(raw: Int32) { self.raw = raw } }

/// An `Interner` whose keys are typed.
public struct KeyedInterner<Key: InternKey>: Sendable {
    var storage: Interner
    init(_ storage: Interner) { self.storage = storage }
    /// How many distinct texts it holds (keys are 0 up to this).
    public var count: Int { storage.count }
    /// The text of a key.
    public func string(_ key: Key) -> String { storage.string(key.raw) }
    /// The key of a text, when interned.
    public func key(of string: String) -> Key? { storage.key(of: string).map { Key(raw: $0) } }
    mutating func intern(_ string: String) -> Key { Key(raw: storage.intern(string)) }
    mutating func intern(bytes: UnsafeBufferPointer<UInt8>) -> Key { Key(raw: storage.intern(bytes: bytes)) }
}

/// For each key of one interner, the first position recorded for it (a
/// tab's index, a declaration's number): how the duplicate rules find the
/// earlier holder of an id, title or icon without hashing text.
public struct FirstPositions<Key: InternKey>: Sendable {
    /// By key: the position, or -1.
    private var first: [Int32]

    /// Room for the keys of an interner of `count` texts.
    public init(keys count: Int) { first = [Int32](repeating: -1, count: max(0, count)) }

    /// The position recorded for `key`, if any.
    public subscript(key: Key) -> Int? {
        let k = key.index
        guard k >= 0 && k < first.count && first[k] >= 0 else { return nil }
        return Int(first[k])
    }

    /// The position recorded for `key` if there is one; otherwise records
    /// `position` for it and returns nil.
    public mutating func earlier(than position: Int, for key: Key) -> Int? {
        let k = key.index
        guard k >= 0 && k < first.count else { return nil }
        if first[k] >= 0 { return Int(first[k]) }
        first[k] = Int32(truncatingIfNeeded: position)
        return nil
    }
}
