/// What the icon rules need to know of an icon name, worked out once per
/// distinct icon when the model is built (four rules ask it of every tab).
public struct IconTraits: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `Icons.isWellFormed`.
    public static let wellFormed = IconTraits(rawValue: 1)
    /// A segment after the first is `fill` (`Icons.outlineName` is not nil).
    public static let filled = IconTraits(rawValue: 2)

    public init(of name: String) {
        self = name.withUTF8Bytes { IconTraits(bytes: $0) }
    }

    /// The traits of the name whose UTF-8 bytes these are, in one pass
    /// (the same answers as `Icons.isWellFormed` and `outlineName`, which
    /// a test compares on many names).
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        var wellFormed = !bytes.isEmpty
        var filled = false
        var segmentStart = 0
        var first = true
        for i in 0...bytes.count {
            let b: UInt8 = i < bytes.count ? bytes[i] : 0x2E  // a dot after the end closes the last segment
            if b == 0x2E {
                let length = i - segmentStart
                if length == 0 { wellFormed = false }
                if !first && length == 4 && bytes[segmentStart] == 0x66 && bytes[segmentStart + 1] == 0x69
                    && bytes[segmentStart + 2] == 0x6C && bytes[segmentStart + 3] == 0x6C { filled = true }
                first = false
                segmentStart = i + 1
            } else if !((b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)) {
                wellFormed = false
            }
        }
        var traits: IconTraits = []
        if wellFormed { traits.insert(.wellFormed) }
        if filled { traits.insert(.filled) }
        self = traits
    }
}

/// SF Symbol name checks shared by the icon rules, on text (the rules ask
/// a tab's `IconTraits` first; a test holds the traits to these).
public enum Icons {
    /// Lowercase ASCII letters and digits in dot-separated, non-empty segments.
    public static func isWellFormed(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// The name without its `fill` segments after the first segment, or nil when it has none.
    public static func outlineName(of name: String) -> String? {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count > 1, segments.dropFirst().contains("fill") else { return nil }
        return ([segments[0]] + segments.dropFirst().filter { $0 != "fill" }).joined(separator: ".")
    }
}
