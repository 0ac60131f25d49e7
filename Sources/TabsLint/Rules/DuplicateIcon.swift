import TabsSyntax

public enum DuplicateIcon: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-icon", category: .icons, defaultSeverity: .warning,
        summary: "two tabs use the same icon",
        rationale: "Icons are how users tell tabs apart at a glance, especially where titles are hidden (compact tab bars, the sidebar collapsed to icons).",
        failing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"house\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"flag\" }\n",
        fix: "Give each tab its own icon.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        // The message quotes the first tab's spelling.
        let tabs = context.model.tabs
        return context.model.repeats(of: \.icon).compactMap { index, first in
            let earlier = tabs[first]
            guard let range = tabs[index].iconRange, let earlierIcon = earlier.icon, let earlierRange = earlier.iconRange else { return nil }
            return diagnostic(range, "the icon \(quoted(earlierIcon)) is already used by tab `\(earlier.id)`; give each tab its own icon",
                              related: [RelatedLocation(range: earlierRange, message: "first used here")])
        }
    }
}
