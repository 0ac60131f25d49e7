// Small text tests the importer runs for nearly every token or name, with
// a fast path for ASCII (docs/import.md, "Speed"). Each answers exactly as
// the `Character` property it stands for: non-ASCII text takes that path.

extension SwiftSource {
    /// Whether token `i` is an identifier whose text (without backticks) is one of `words`.
    func isIdentifier(_ i: Int, oneOf words: [StaticString]) -> Bool {
        guard isIdentifier(i) else { return false }
        let t = tokens[i]
        var s = Int(t.start), e = Int(t.end)
        if e - s >= 2, bytes[s] == 0x60, bytes[e - 1] == 0x60 { s += 1; e -= 1 }
        for w in words where w.utf8CodeUnitCount == e - s {
            let p = w.utf8Start
            var k = 0
            while k < e - s, bytes[s + k] == p[k] { k += 1 }
            if k == e - s { return true }
        }
        return false
    }
}

enum FastText {
    /// `name.first?.isUppercase ?? false`.
    static func startsUppercase(_ name: String) -> Bool {
        guard let b = name.utf8.first else { return false }
        if b < 0x80 { return b >= 0x41 && b <= 0x5A }
        return name.first?.isUppercase ?? false
    }

    /// `name.first?.isUppercase ?? false` for a substring.
    static func startsUppercase(_ name: Substring) -> Bool {
        guard let b = name.utf8.first else { return false }
        if b < 0x80 { return b >= 0x41 && b <= 0x5A }
        return name.first?.isUppercase ?? false
    }

    /// `name.lowercased().contains("tab")` (that search cost thousands of instructions a name).
    static func holdsTab(_ name: String) -> Bool {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return name.lowercased().contains("tab") }
        var last2: UInt8 = 0, last1: UInt8 = 0
        for b in name.utf8 {
            let lower = b | 0x20
            if last2 == 0x74 && last1 == 0x61 && lower == 0x62 { return true }
            last2 = last1
            last1 = lower
        }
        return false
    }

    /// `c.isLetter || c.isNumber || c == "_"`.
    static func isWordCharacter(_ c: Character) -> Bool {
        if let a = c.asciiValue, c.utf8.count == 1 {
            return (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A) || (a >= 0x30 && a <= 0x39) || a == 0x5F
        }
        return c.isLetter || c.isNumber || c == "_"
    }
}
