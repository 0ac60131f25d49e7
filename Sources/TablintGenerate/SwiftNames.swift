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
        "cached", "limit", "retiredIDs", "tabBar", "titleKey", "label", "tabPlacement", "tabRole", "imageName",
        "usesSystemTabBar", "SwiftUI",
        "allCases", "rawValue", "hashValue", "hash", "none", "Placement", "Role", "Platform", "ID", "RawValue",
        "AllCases", "CodingKeys",
    ]

    /// Ids a tab cannot have in a file with `when`: the members the
    /// conditions add to the tab enum.
    public static let conditionMembers: Set<String> = ["conditions", "available"]

    /// Ids a section cannot have, for the same reason.
    public static let refusedSectionIDs: Set<String> = [
        "id", "title", "tabs", "dynamicKey", "titleKey", "allCases", "rawValue", "hashValue", "hash", "none",
        "ID", "RawValue", "AllCases", "CodingKeys",
    ]

    /// Names `--type` refuses besides keywords: those docs/generated-swift.md lists
    /// (the names the output uses unqualified or as a module; SwiftUI's and
    /// UIKit's are written qualified), and the names the output declares
    /// inside the generated types, which would stand for the type there: the
    /// nested enums (`Placement`, `Role`, `Platform`), the tab view's generic
    /// parameters (`Content`, `ItemContent`) and its layout's `Entry`; and
    /// `each`, which Swift reads as a keyword in a type.
    public static let refusedTypeNames: Set<String> = [
        "String", "Int", "Bool", "Set", "Array", "Optional", "Never",
        "Hashable", "Equatable", "Sendable", "Codable", "CaseIterable", "Identifiable", "RawRepresentable",
        "Decoder", "Encoder", "DecodingError", "MainActor", "Swift", "SwiftUI", "UIKit",
        "Placement", "Role", "Platform", "Content", "ItemContent", "Entry", "each",
    ]

    /// An id as a Swift name: backticked when it is a keyword.
    static func name(_ id: String) -> String { keywords.contains(id) ? "`\(id)`" : id }

    /// A case as an implicit member (`.timeline`).
    static func member(_ id: String) -> String { "." + name(id) }

    /// Why `--type NAME` cannot be used, or nil when it can.
    public static func problem(withTypeName name: String) -> String? {
        if !SwiftIdentifier.isValid(name) {
            return "--type takes a Swift identifier (letters, digits and _, not starting with a digit; no invisible or bidirectional-control character), found '\(name)'"
        }
        if keywords.contains(name) || refusedTypeNames.contains(name) {
            return "--type cannot be '\(name)': it is a Swift keyword or a name the generated code uses; pick another name"
        }
        return nil
    }

    /// A Swift string literal: `"`, `\` and every character outside
    /// printable ASCII escaped, so no title can put a line break, a bidi
    /// control or an invisible character into the source.
    static func literal(_ text: String) -> String { "\"" + escaped(text, quotes: true) + "\"" }

    /// A file's base name for the header comment: printable ASCII as is,
    /// anything else (a line break could end the comment) as `\u{…}`.
    static func headerName(_ name: String) -> String { escaped(name, quotes: false) }

    /// Printable ASCII as is (`"` and `\` backslashed when `quotes`), every
    /// other scalar as `\u{HEX}`, upper-case digits, no leading zeros.
    static func escaped(_ text: String, quotes: Bool) -> String {
        // Most texts need no escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E && !(quotes && ($0 == 0x22 || $0 == 0x5C)) }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if quotes && (scalar == "\"" || scalar == "\\") {
                out += "\\" + String(scalar)
            } else if scalar.value >= 0x20 && scalar.value <= 0x7E {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}
