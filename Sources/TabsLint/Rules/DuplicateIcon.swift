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
        // By icon key (interned by the model): the first tab with it.
        var first = [Int32](repeating: -1, count: context.model.icons.count)
        var found: [Diagnostic] = []
        let tabs = context.model.tabs
        for (index, tab) in tabs.enumerated() {
            let key = Int(tab.iconKey)
            guard key >= 0 && key < first.count, let range = tab.iconRange else { continue }
            let earlierIndex = Int(first[key])
            if earlierIndex >= 0, let earlierRange = tabs[earlierIndex].iconRange {
                found.append(diagnostic(range, "the icon \(quoted(context.model.icons.string(tab.iconKey))) is already used by tab `\(context.model.idText(of: tabs[earlierIndex]))`; give each tab its own icon",
                                        related: [RelatedLocation(range: earlierRange, message: "first used here")]))
            } else {
                first[key] = Int32(truncatingIfNeeded: index)
            }
        }
        return found
    }
}
