import TabsSyntax

public enum MoreTitleClash: Rule {
    public static let documentation = RuleDocumentation(
        id: "more-title-clash", category: .titles, defaultSeverity: .error,
        summary: "a tab's title equals a title of the \"More\" tab, ignoring case; not with `bar custom`",
        rationale: "With more than five tabs UIKit adds its own \"More\" tab; a tab of yours with the same title shows two \"More\" tabs and breaks code that finds tabs by title. With `bar custom` the app draws its own tab bar, the system's \"More\" tab never appears, and the rule does not run.",
        failing: "tab more \"More\" { icon \"ellipsis\" }\n",
        passing: "tab settings \"Settings\" { icon \"gear\" }\n",
        fix: "Rename the tab, or set `more` in `defaults` to the \"More\" titles your app really shows.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard context.model.bar == .system else { return [] }
        let more = context.model.moreTitles.map(Titles.folded)  // a few: compared, not hashed
        return context.model.tabs.compactMap { tab in
            guard let fold = tab.foldedTitle, more.contains(fold), let title = tab.title, let range = tab.titleRange else { return nil }
            return diagnostic(range, "the title \(quoted(title)) is the title of the system \"More\" tab; rename this tab")
        }
    }
}
