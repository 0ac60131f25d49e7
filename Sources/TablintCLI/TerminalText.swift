import TabsLint

/// Text that goes to a terminal or a CI log: every control character and
/// bidi control is shown escaped (`\u{1B}`), never sent raw.
enum TerminalText {
    static func escape(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isUnsafeForDisplay) else { return s }
        return s.unicodeScalars.map { isUnsafeForDisplay($0) ? escaped($0) : String($0) }.joined()
    }

    /// A scalar as `\u{HEX}`.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Columns a scalar takes in a terminal (approximate East Asian width).
    static func width(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200D || (v >= 0xFE00 && v <= 0xFE0F) { return 0 }
        if (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3)
            || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F) || (v >= 0xFF00 && v <= 0xFF60)
            || (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1F64F) || (v >= 0x1F900 && v <= 0x1F9FF)
            || (v >= 0x1F680 && v <= 0x1F6FF) || (v >= 0x20000 && v <= 0x3FFFD) {
            return 2
        }
        return 1
    }

    /// A source fragment made safe to show, and its width in columns.
    static func render(_ s: Substring.UnicodeScalarView) -> (text: String, width: Int) {
        var out = String.UnicodeScalarView()
        var w = 0
        for scalar in s {
            if scalar == "\t" {
                out.append(contentsOf: "    ".unicodeScalars); w += 4
            } else if isUnsafeForDisplay(scalar) {
                let e = escaped(scalar)
                out.append(contentsOf: e.unicodeScalars); w += e.count
            } else {
                out.append(scalar); w += width(scalar)
            }
        }
        return (String(out), w)
    }
}

struct Palette {
    let enabled: Bool
    func paint(_ s: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    func severity(_ s: Severity) -> String {
        switch s {
        case .error: "1;31"
        case .warning: "1;33"
        case .info: "1;36"
        }
    }
}
