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
        // Titles compare as Swift compares strings (canonically equivalent
        // spellings are equal); the message quotes the first spelling.
        let tabs = context.model.tabs
        guard !context.foldedTitleRepeats.isEmpty else { return [] }
        return context.model.repeats(of: \.title).compactMap { index, first in
            let earlier = tabs[first]
            guard let range = tabs[index].titleRange, let earlierTitle = earlier.title, let earlierRange = earlier.titleRange else { return nil }
            return diagnostic(range, "the title \(quoted(earlierTitle)) is already used by tab `\(earlier.id)`; give each tab its own title",
                              related: [RelatedLocation(range: earlierRange, message: "first used here")])
        }
    }
}
