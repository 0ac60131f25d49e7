import TabsSyntax

public enum InvalidIconName: Rule {
    public static let documentation = RuleDocumentation(
        id: "invalid-icon-name", category: .icons, defaultSeverity: .error,
        summary: "an icon is not a well-formed SF Symbol name (lowercase letters and digits in dot-separated segments)",
        rationale: "SF Symbol names are lowercase ASCII words joined by dots (`chart.xyaxis.line`); anything else names no symbol, and `Image(systemName:)` shows nothing.",
        failing: "tab home \"Home\" { icon \"House Fill\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Copy the symbol's name from the SF Symbols app.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        context.model.tabs.compactMap { tab in
            guard let name = tab.icon?.value, let range = tab.icon?.range, !Icons.isWellFormed(name) else { return nil }
            var message = "\(quoted(name)) is not an SF Symbol name: names are lowercase letters and digits in dot-separated segments, like \"chart.xyaxis.line\""
            // Spaces, `_` and `-` written as dots.
            let lowered = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" }).joined(separator: ".")
            if lowered != name && Icons.isWellFormed(lowered) { message += "; did you mean \(quoted(lowered))?" }
            return diagnostic(range, message)
        }
    }
}
