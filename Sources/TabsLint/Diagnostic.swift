import TabsSyntax

public enum Severity: String, Sendable, CaseIterable, Comparable {
    case error, warning, info
    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One replacement of a byte range of the file by new text.
public struct TextEdit: Hashable, Sendable {
    public var range: ByteRange
    public var newText: String
    public init(range: ByteRange, newText: String) { self.range = range; self.newText = newText }
}

public enum Applicability: String, Sendable {
    /// Keeps the file's meaning as intended; applied by `--fix`.
    case safe
    /// A suggestion (a closest valid name); applied only with `--unsafe-fixes`.
    case unsafe
}

public struct Fix: Hashable, Sendable {
    public var message: String
    public var applicability: Applicability
    public var edits: [TextEdit]
    public init(message: String, applicability: Applicability, edits: [TextEdit]) {
        self.message = message
        self.applicability = applicability
        self.edits = edits
    }
}

/// A place in another file than the `.tabs` file (a string table), by
/// path and 1-based line and Unicode-scalar column.
public struct FileLocation: Hashable, Sendable {
    /// Written as the `.tabs` file's path is (CLI), or absolute (server).
    public var path: String
    public var line: Int
    public var column: Int
    public init(path: String, line: Int, column: Int) { self.path = path; self.line = line; self.column = column }
}

/// A second place a diagnostic points to (the first declaration a
/// duplicate clashes with): a range of the `.tabs` file, or, when `file` is
/// set, a place in another file (then `range` is unused).
public struct RelatedLocation: Hashable, Sendable {
    public var range: ByteRange
    public var message: String
    public var file: FileLocation?
    public init(range: ByteRange, message: String) { self.range = range; self.message = message }
    public init(file: FileLocation, message: String) {
        self.range = .empty(at: 0)
        self.message = message
        self.file = file
    }
}

/// The one diagnostic type: the CLI formats, JSON and the language server all render it.
public struct Diagnostic: Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var range: ByteRange
    public var related: [RelatedLocation]
    public var fix: Fix?
    /// The languages a per-language diagnostic was made for (the title
    /// rules made again on translations, `untranslated-title`), as the
    /// tables name them; nil when it concerns every language.
    public var languages: [String]?
    /// The platforms it was made for, when only some (a translation's
    /// device variant); nil when it concerns every platform.
    public var platforms: [Platform]?

    public init(rule: String, severity: Severity, message: String, range: ByteRange,
                related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.related = related
        self.fix = fix
    }

    /// Spec order: start, then end, then rule id.
    public static func specOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.range.end != b.range.end { return a.range.end < b.range.end }
        return a.rule < b.rule
    }
}

/// Quotes a user value for a message the way the `.tabs` language would
/// write it, so that no control character, quote or bidi override in a
/// title reaches a message raw.
public func quoted(_ value: String, limit: Int = quotedLimit) -> String {
    var out = "\""
    var count = 0
    for scalar in value.unicodeScalars {
        // A message quotes at most `quotedLimit` characters of user text: a
        // title of megabytes must not make a message of megabytes.
        count += 1
        if count > limit { out += "…"; break }
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        case "\0": out += "\\0"
        default:
            if isUnsafeForDisplay(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

/// The most characters of user text `quoted` shows before cutting with `…`.
public let quotedLimit = 200

/// Control characters (C0, DEL, C1) and the bidi controls that can reorder
/// what a terminal shows (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069).
public func isUnsafeForDisplay(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (v >= 0x7F && v < 0xA0) || v == 0x061C || v == 0x200E || v == 0x200F
        || (v >= 0x202A && v <= 0x202E) || (v >= 0x2066 && v <= 0x2069)
}
