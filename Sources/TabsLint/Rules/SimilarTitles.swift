import TabsSyntax

/// Flags two tab titles that differ only in letter case.
public enum SimilarTitles: Rule {
    public static let id = "similar-titles"
    public static let category = RuleCategory.titles
    public static let defaultSeverity = Severity.warning
    public static let summary = "two tab titles differ only in letter case"
    public static let documentation = RuleDocumentation(
        rationale: "Titles that differ only in case look like one title to users, and case-insensitive lookups (search, the \"More\" list, UI tests) confuse them.",
        failing: "tab photos \"Photos\" { icon \"photo\" }\ntab shared \"photos\" { icon \"person.2\" }\n",
        passing: "tab photos \"Photos\" { icon \"photo\" }\ntab shared \"Shared\" { icon \"person.2\" }\n",
        fix: "Give the tabs titles that differ in more than case.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var exact = Set<String>()
        var byFold: [String: Int] = [:]
        var found: [Diagnostic] = []
        let tabs = context.model.tabs
        for (index, tab) in tabs.enumerated() {
            guard let title = tab.title else { continue }
            let key = Titles.trimmed(title.value)
            if key.isEmpty { continue }
            let fold = Titles.folded(key)
            if !exact.contains(key), let earlierIndex = byFold[fold], let earlierTitle = tabs[earlierIndex].title {
                let earlier = tabs[earlierIndex]
                found.append(diagnostic(title.range,
                    "the title \(quoted(key)) differs from \(quoted(Titles.trimmed(earlierTitle.value))) (tab `\(earlier.id?.value ?? "?")`) only in letter case; make them clearly different",
                    related: [RelatedLocation(range: earlierTitle.range, message: "the similar title")]))
            }
            exact.insert(key)
            if byFold[fold] == nil { byFold[fold] = index }
        }
        return found
    }
}
