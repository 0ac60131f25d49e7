/// SF Symbol name checks shared by the icon rules.
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
