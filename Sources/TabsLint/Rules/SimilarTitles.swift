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
        // Keys the model interned: trimmed titles (exact) and their case folds.
        var firstByExact = FirstPositions<TitleKey>(keys: context.model.titles.count)
        var firstByFold = FirstPositions<FoldedTitleKey>(keys: context.model.foldedTitles.count)
        var found: [Diagnostic] = []
        let tabs = context.model.tabs
        for (index, tab) in tabs.enumerated() {
            guard let key = tab.titleKey, let fold = tab.foldedTitleKey else { continue }
            let seenExact = firstByExact.earlier(than: index, for: key) != nil
            if let earlierIndex = firstByFold.earlier(than: index, for: fold), !seenExact,
               let title = context.model.title(of: tab), let earlierTitle = context.model.title(of: tabs[earlierIndex]) {
                let earlier = tabs[earlierIndex]
                found.append(diagnostic(title.range,
                    "the title \(quoted(title.value)) differs from \(quoted(earlierTitle.value)) (tab `\(context.model.idText(of: earlier))`) only in letter case; make them clearly different",
                    related: [RelatedLocation(range: earlierTitle.range, message: "the similar title")]))
            }
        }
        return found
    }
}
