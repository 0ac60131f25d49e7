/// SF Symbol name checks shared by the icon rules.
public enum Icons {
    /// Lowercase ASCII letters and digits in dot-separated, non-empty segments.
    public static func isWellFormed(_ name: String) -> Bool {
        var segmentLength = 0
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") {
                guard segmentLength > 0 else { return false }
                segmentLength = 0
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                segmentLength += 1
            } else {
                return false
            }
        }
        return segmentLength > 0
    }

    /// The name without its `fill` segments after the first segment, or nil
    /// when it has none. Meant for well-formed names.
    public static func outlineName(of name: String) -> String? {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        let kept = segments.prefix(1) + segments.dropFirst().filter { $0 != "fill" }
        return kept.count == segments.count ? nil : kept.joined(separator: ".")
    }
}
