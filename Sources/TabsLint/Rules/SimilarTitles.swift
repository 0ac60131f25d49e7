import TabsSyntax

public enum SimilarTitles: Rule {
    public static let documentation = RuleDocumentation(
        id: "similar-titles", category: .titles, defaultSeverity: .warning,
        summary: "two tab titles differ only in letter case",
        rationale: "Titles that differ only in case look like one title to users, and case-insensitive lookups (search, the \"More\" list, UI tests) confuse them.",
        failing: "tab photos \"Photos\" { icon \"photo\" }\ntab shared \"photos\" { icon \"person.2\" }\n",
        passing: "tab photos \"Photos\" { icon \"photo\" }\ntab shared \"Shared\" { icon \"person.2\" }\n",
        fix: "Give the tabs titles that differ in more than case.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard !context.foldedTitleRepeats.isEmpty else { return [] }
        // A title an earlier tab has exactly is `duplicate-title`'s.
        let exactRepeats = Set(model.repeats(of: \.title).map(\.index))
        return context.foldedTitleRepeats.compactMap { index, first in
            let (tab, earlier) = (model.tabs[index], model.tabs[first])
            guard !exactRepeats.contains(index), let title = tab.title, let range = tab.titleRange,
                  let earlierTitle = earlier.title, let earlierRange = earlier.titleRange else { return nil }
            return diagnostic(range,
                "the title \(quoted(title)) differs from \(quoted(earlierTitle)) (tab `\(earlier.id)`) only in letter case; make them clearly different",
                related: [RelatedLocation(range: earlierRange, message: "the similar title")])
        }
    }
}
