/// How ids and titles are spelled in Swift source.
public enum SwiftNames {
    /// Words that cannot name a case without backticks, and those that
    /// would mean something else after a dot (`Type`, `Protocol`, `self`,
    /// `Self`). Contextual keywords are backticked too: it is harmless.
    static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "some", "any",
    ]

    /// Ids a tab cannot have: they clash with the generated members or
    /// with those of Swift's synthesized conformances.
    public static let refusedTabIDs: Set<String> = [
        "id", "title", "systemImage", "placement", "role", "isSelectable", "platforms", "section", "launch",
        "cached", "limit", "retiredIDs", "tabBar", "titleKey", "label", "tabPlacement", "allCases", "rawValue",
        "hashValue", "hash", "none", "Placement", "Role", "Platform", "ID", "RawValue", "AllCases", "CodingKeys",
    ]

    /// Ids a section cannot have, for the same reason.
    public static let refusedSectionIDs: Set<String> = [
        "id", "title", "tabs", "dynamicKey", "titleKey", "allCases", "rawValue", "hashValue", "hash", "none",
        "ID", "RawValue", "AllCases", "CodingKeys",
    ]

    /// Names `--type` refuses besides keywords: the standard types the generated code names.
    public static let refusedTypeNames: Set<String> = ["String", "Int", "Bool", "Set", "Array", "Optional", "Never"]

    /// An id as a Swift name: backticked when it is a keyword.
    static func name(_ id: String) -> String { keywords.contains(id) ? "`\(id)`" : id }

    /// A case as an implicit member (`.timeline`).
    static func member(_ id: String) -> String { "." + name(id) }

    /// Whether `name` is a Swift identifier: `[A-Za-z_][A-Za-z0-9_]*`, not `_` alone.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "_" else { return false }
        func letter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        return letter(first) && name.utf8.allSatisfy { letter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    /// Why `--type NAME` cannot be used, or nil when it can.
    public static func problem(withTypeName name: String) -> String? {
        if !isIdentifier(name) {
            return "--type takes a Swift identifier (letters, digits and _, not starting with a digit), found '\(name)'"
        }
        if keywords.contains(name) || refusedTypeNames.contains(name) {
            return "--type cannot be '\(name)': it is a Swift keyword or a standard type the generated code uses; pick another name"
        }
        return nil
    }

    /// A Swift string literal: `"`, `\` and every character outside
    /// printable ASCII escaped, so no title can put a line break, a bidi
    /// control or an invisible character into the source.
    static func literal(_ text: String) -> String {
        var out: [UInt8] = []
        appendLiteral(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `literal(text)`'s bytes.
    static func appendLiteral(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        let start = out.count
        var text = text
        let plain = text.withUTF8 { bytes -> Bool in
            for byte in bytes {
                guard byte >= 0x20 && byte <= 0x7E else { return false }
                if byte == 0x22 || byte == 0x5C { out.append(0x5C) }
                out.append(byte)
            }
            return true
        }
        if !plain {
            // Started over, scalar by scalar, from after the opening quote.
            out.removeSubrange(start...)
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x22: out += [0x5C, 0x22]
                case 0x5C: out += [0x5C, 0x5C]
                case 0x20...0x7E: out.append(UInt8(scalar.value))
                default:
                    out += [0x5C, 0x75, 0x7B]
                    out += String(scalar.value, radix: 16, uppercase: true).utf8
                    out.append(0x7D)
                }
            }
        }
        out.append(0x22)
    }
}

extension SwiftNames {
    /// A file's base name for the header comment: printable ASCII as is,
    /// anything else (a line break could end the comment) as `\u{…}`.
    static func headerName(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value <= 0x7E {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}
