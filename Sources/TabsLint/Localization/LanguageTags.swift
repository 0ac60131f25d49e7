/// The values of `languages` (docs/language.md, "The languages an app ships"): language
/// tags, compared without regard to case and with `-` and `_` the same,
/// and Xcode project paths.
public enum LanguageTags {
    /// 2 to 8 ASCII letters, then any number of subtags, each a `-` or `_`
    /// and 1 to 8 ASCII letters or digits (`en`, `pt_BR`, `zh-Hans`,
    /// `es-419`, `sr-Latn-RS`).
    public static func isTag(_ text: String) -> Bool {
        var parts: [Int] = [0]
        for b in text.utf8 {
            if b == UInt8(ascii: "-") || b == UInt8(ascii: "_") {
                parts.append(0)
                continue
            }
            let letter = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            let digit = b >= 0x30 && b <= 0x39
            if parts.count == 1 ? !letter : !(letter || digit) { return false }
            parts[parts.count - 1] += 1
        }
        guard let first = parts.first, (2...8).contains(first) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0) }
    }

    /// `Base`, in any case: no language (it stands for the source language).
    public static func isBase(_ text: String) -> Bool { normalized(text) == "base" }

    /// A STRING ending in `.xcodeproj` or `.pbxproj`, a trailing `/` ignored.
    public static func isProjectPath(_ text: String) -> Bool {
        var t = Substring(text)
        while t.hasSuffix("/") { t = t.dropLast() }
        return t.hasSuffix(".xcodeproj") || t.hasSuffix(".pbxproj")
    }

    /// A tag as compared: ASCII lowercased, `_` written `-`.
    public static func normalized(_ tag: String) -> String {
        String(decoding: tag.utf8.map { b -> UInt8 in
            if b == UInt8(ascii: "_") { return UInt8(ascii: "-") }
            if b >= 0x41 && b <= 0x5A { return b + 0x20 }
            return b
        }, as: UTF8.self)
    }

    /// Whether two tags name the same language (`pt-BR` and `pt_br`).
    public static func same(_ a: String, _ b: String) -> Bool { normalized(a) == normalized(b) }
}
