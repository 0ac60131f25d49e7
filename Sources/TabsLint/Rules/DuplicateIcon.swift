import TabsSyntax

/// Flags two tabs that use the same icon.
public enum DuplicateIcon: Rule {
    public static let id = "duplicate-icon"
    public static let category = RuleCategory.icons
    public static let defaultSeverity = Severity.warning
    public static let summary = "two tabs use the same icon"
    public static let documentation = RuleDocumentation(
        rationale: "Icons are how users tell tabs apart at a glance, especially where titles are hidden (compact tab bars, the sidebar collapsed to icons).",
        failing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"house\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"flag\" }\n",
        fix: "Give each tab its own icon.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var seen: [String: (ByteRange, String)] = [:]
        var found: [Diagnostic] = []
        for tab in context.model.tabs {
            guard let icon = tab.icon else { continue }
            if let (first, owner) = seen[icon.value] {
                found.append(diagnostic(icon.range, "the icon \(quoted(icon.value)) is already used by tab `\(owner)`; give each tab its own icon",
                                        related: [RelatedLocation(range: first, message: "first used here")]))
            } else {
                seen[icon.value] = (icon.range, tab.id?.value ?? "?")
            }
        }
        return found
    }
}
