import TabsSyntax

public enum DuplicateTitle: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-title", category: .titles, defaultSeverity: .error,
        summary: "a tab's title equals an earlier tab's title",
        rationale: "Users cannot tell two tabs with one title apart, and components that key tabs by title (the \"More\" list, tab customization, UI tests) pick the wrong one.",
        failing: "tab inbox \"Mail\" { icon \"tray\" }\ntab sent \"Mail\" { icon \"paperplane\" }\n",
        passing: "tab inbox \"Inbox\" { icon \"tray\" }\ntab sent \"Sent\" { icon \"paperplane\" }\n",
        fix: "Give each tab its own title.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        // By trimmed title (compared as Swift compares strings: canonically
        // equivalent spellings are equal), the first tab with it; messages
        // quote the first spelling.
        var first: [String: TabModel] = [:]
        var found: [Diagnostic] = []
        for tab in context.model.tabs {
            guard let title = tab.title, let range = tab.titleRange else { continue }
            guard let earlier = first[title], let earlierTitle = earlier.title, let earlierRange = earlier.titleRange else {
                first[title] = tab
                continue
            }
            found.append(diagnostic(range,
                "the title \(quoted(earlierTitle)) is already used by tab `\(earlier.id)`; give each tab its own title",
                related: [RelatedLocation(range: earlierRange, message: "first used here")]))
        }
        return found
    }
}
