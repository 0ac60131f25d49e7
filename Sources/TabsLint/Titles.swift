/// Title comparison as LANGUAGE.md defines it: trimmed of Unicode
/// `White_Space`, compared with canonical equivalence (Swift's `==`), and
/// "ignoring case" after case folding.
public enum Titles {
    public static func trimmed(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Case folding: Unicode's full lowercase mapping of the canonically
    /// decomposed text, which folds every letter the standard library
    /// knows (Swift has no `caseFolded()`; this matches it except for a few
    /// special cases such as the Cherokee letters).
    public static func folded(_ s: String) -> String {
        trimmed(s).lowercased()
    }
}
