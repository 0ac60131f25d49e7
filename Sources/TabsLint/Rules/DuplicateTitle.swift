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
        // By title key (the trimmed title, interned by the model): the first tab with it.
        var first = FirstPositions<TitleKey>(keys: context.model.titles.count)
        var found: [Diagnostic] = []
        let tabs = context.model.tabs
        for (index, tab) in tabs.enumerated() {
            guard let key = tab.titleKey, let range = tab.titleRange,
                  let earlierIndex = first.earlier(than: index, for: key),
                  let earlierRange = tabs[earlierIndex].titleRange else { continue }
            let earlier = tabs[earlierIndex]
            found.append(diagnostic(range,
                "the title \(quoted(context.model.titles.string(key))) is already used by tab `\(context.model.idText(of: earlier))`; give each tab its own title",
                related: [RelatedLocation(range: earlierRange, message: "first used here")]))
        }
        return found
    }
}
