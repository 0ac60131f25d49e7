/// Title comparison as docs/language.md defines it: trimmed of Unicode
/// `White_Space`, compared with canonical equivalence (Swift's `==`), and
/// "ignoring case" after case folding.
public enum Titles {
    public static func trimmed(_ s: String) -> String {
        // Fast path: nothing to trim at either end (ASCII letters, digits, punctuation).
        let plainEnds = s.withUTF8Bytes { b in
            guard let first = b.first, let last = b.last else { return false }
            return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
        }
        if plainEnds { return s }
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// Full Unicode case folding (CaseFolding.txt, statuses C and F) of the
    /// trimmed text, so "Straße" and "STRASSE", or "ΟΔΟΣ" and "οδος",
    /// compare equal. Swift has no `caseFolded()`; the mapping is derived
    /// from the scalar properties (see `fold(_:into:depth:)`).
    public static func folded(_ s: String) -> String {
        let t = trimmed(s)
        // ASCII folds by lowercasing A-Z; skip the scalar walk.
        if let ascii = asciiLowercased(t) { return ascii }
        var out = String.UnicodeScalarView()
        for scalar in t.unicodeScalars { fold(scalar, into: &out, depth: 0) }
        return String(out)
    }

    /// ASCII folds by mapping A-Z to a-z; nil when the text is not ASCII.
    static func asciiLowercased(_ t: String) -> String? {
        t.withUTF8Bytes { bytes -> String? in
            var hasUpper = false
            for b in bytes {
                if b >= 0x80 { return nil }
                if b >= 0x41 && b <= 0x5A { hasUpper = true }
            }
            guard hasUpper else { return t }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (i, b) in bytes.enumerated() { buffer[i] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
                return bytes.count
            }
        }
    }

    /// Folds one scalar. Scalars that do not change under case folding stay;
    /// those whose lowercase mapping changes them fold like that mapping
    /// (`ẞ` → `ß` → `ss`); the rest (`ß`, `ς`, `ﬁ`, `ſ`, Cherokee small
    /// letters) fold through their uppercase mapping: lowercased again
    /// (`ß` → `SS` → `ss`, `ς` → `Σ` → `σ`), or kept uppercase when
    /// lowercasing leads back to the scalar itself (Cherokee folds to
    /// uppercase).
    static func fold(_ scalar: Unicode.Scalar, into out: inout String.UnicodeScalarView, depth: Int) {
        let properties = scalar.properties
        guard depth < 3, properties.changesWhenCaseFolded else { out.append(scalar); return }
        let lower = properties.lowercaseMapping.unicodeScalars
        if !(lower.count == 1 && lower.first == scalar) {
            for s in lower { fold(s, into: &out, depth: depth + 1) }
            return
        }
        let upper = properties.uppercaseMapping.unicodeScalars
        var lowered = String.UnicodeScalarView()
        for s in upper { lowered.append(contentsOf: s.properties.lowercaseMapping.unicodeScalars) }
        if lowered.count == 1 && lowered.first == scalar {
            out.append(contentsOf: upper)
        } else {
            out.append(contentsOf: lowered)
        }
    }
}
