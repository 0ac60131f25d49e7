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
        var exact: Set<String> = []
        var firstByFold: [String: TabModel] = [:]
        var found: [Diagnostic] = []
        for tab in context.model.tabs {
            guard let title = tab.title, let fold = tab.foldedTitle, let range = tab.titleRange else { continue }
            let seenExact = !exact.insert(title).inserted
            guard let earlier = firstByFold[fold] else {
                firstByFold[fold] = tab
                continue
            }
            guard !seenExact, let earlierTitle = earlier.title, let earlierRange = earlier.titleRange else { continue }
            found.append(diagnostic(range,
                "the title \(quoted(title)) differs from \(quoted(earlierTitle)) (tab `\(earlier.id)`) only in letter case; make them clearly different",
                related: [RelatedLocation(range: earlierRange, message: "the similar title")]))
        }
        return found
    }
}
