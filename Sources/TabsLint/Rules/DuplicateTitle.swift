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
        // spellings are equal); an exact repeat is a folded one too.
        guard !context.model.foldedTitleRepeats.isEmpty else { return [] }
        return repeatReports(context.model, \.title, at: \.titleRange, "title")
    }
}
