import TabsLint

/// The page's escaping (docs/preview.md): everything from the input
/// is untrusted. Element text escapes `&`, `<`, `>`; attribute values
/// (always double-quoted) also `"`. Text a person reads shows control
/// characters, bidirectional controls, U+2028, U+2029 and U+FEFF as
/// `\u{X}`. Exact values (`data-title`...) keep every character, with
/// only the escaping an attribute needs: a C0 control or DEL as a
/// character reference (`&#10;` for a newline, which a parser maps back to
/// the same character), U+0000 as U+FFFD (as every HTML parser reads it);
/// C1 controls are written as they are, since a reference would be read
/// as windows-1252.
enum HTMLText {
    /// Element text a person reads.
    static func text(_ s: String) -> String { escape(s, quote: false, readable: true) }
    /// An attribute a person reads (`aria-label`).
    static func readable(_ s: String) -> String { escape(s, quote: true, readable: true) }
    /// An attribute a tool reads: the exact value.
    static func exact(_ s: String) -> String { escape(s, quote: true, readable: false) }

    /// Whether a scalar is shown as `\u{X}` in readable text: a control (C0, DEL, C1), a bidirectional control, U+2028, U+2029 or U+FEFF.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        isUnsafeForDisplay(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
    }

    static func escape(_ s: String, quote: Bool, readable: Bool) -> String {
        // The common case, plain text, is copied once.
        let plain = !s.unicodeScalars.contains { scalar in
            let v = scalar.value
            return v == 0x26 || v == 0x3C || v == 0x3E || (quote && v == 0x22) || v < 0x20 || v == 0x7F
                || (readable && (v >= 0x80 && v < 0xA0 || v >= 0x600 && isHidden(scalar)))
        }
        if plain { return s }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"" where quote: out.append(contentsOf: "&quot;".unicodeScalars)
            case _ where readable && isHidden(scalar):
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            case "\u{0}": out.append("\u{FFFD}")
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}

/// How wide a title is drawn, estimated (no font is measured): a scalar
/// of a wide script (CJK, Hangul, full-width forms, emoji) counts 2 units,
/// every other scalar 1. A slot holds a number of units; a longer title
/// is cut with "…" as the system cuts it (at its end).
enum TitleWidth {
    static func units(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x1100 { return 1 }
        if (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3)
            || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F) || (v >= 0xFF00 && v <= 0xFF60)
            || (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1FAFF) || v >= 0x20000 { return 2 }
        return 1
    }

    static func units(_ s: String) -> Int { s.unicodeScalars.reduce(0) { $0 + units($1) } }

    /// The title as drawn in a slot of `capacity` units, and whether it was cut.
    static func fit(_ s: String, capacity: Int) -> (text: String, cut: Bool) {
        if units(s) <= capacity { return (s, false) }
        var kept = ""
        var used = 0
        for character in s {
            let w = character.unicodeScalars.reduce(0) { $0 + units($1) }
            if used + w > capacity - 1 { break }
            used += w
            kept.append(character)
        }
        // Trailing white space before the ellipsis is dropped, as the system does.
        while let last = kept.last, last == " " { kept.removeLast() }
        return (kept + "…", true)
    }
}
