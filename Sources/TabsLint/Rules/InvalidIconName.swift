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
            guard let name = tab.icon, let range = tab.iconRange, !Icons.isWellFormed(name) else { return nil }
            let icon = Located(name, range)
            var message = "\(quoted(icon.value)) is not an SF Symbol name: names are lowercase letters and digits in dot-separated segments, like \"chart.xyaxis.line\""
            let lowered = icon.value.lowercased().replacingSpaces()
            if lowered != icon.value && Icons.isWellFormed(lowered) { message += "; did you mean \(quoted(lowered))?" }
            return diagnostic(icon.range, message)
        }
    }
}

extension String {
    func replacingSpaces() -> String {
        split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" }).joined(separator: ".")
    }
}
