import TabsSyntax

/// The formatter behind `tablint format` and the server's formatting: the
/// canonical layout, taken only when it keeps the file's meaning. A layout
/// change can move a statement off the line a `tablint-disable-line`
/// comment covers; then the diagnostics differ and the text is left alone.
public enum SafeFormatting {
    public enum Outcome: Equatable, Sendable {
        case unchanged
        case formatted([UInt8])
        /// The file has syntax errors; it is never touched.
        case syntaxErrors
        /// The canonical layout would change what the checker reports.
        case wouldChangeMeaning
    }

    public static func format(_ bytes: [UInt8]) -> Outcome {
        guard let formatted = Formatter.format(bytes) else { return .syntaxErrors }
        if formatted == bytes { return .unchanged }
        return meaning(bytes) == meaning(formatted) ? .formatted(formatted) : .wouldChangeMeaning
    }

    /// What a text means to the checker: its diagnostics without positions.
    static func meaning(_ bytes: [UInt8]) -> [String] {
        Linter.check(bytes).diagnostics.map { "\($0.rule)\u{0}\($0.severity.rawValue)\u{0}\($0.message)" }.sorted()
    }
}
