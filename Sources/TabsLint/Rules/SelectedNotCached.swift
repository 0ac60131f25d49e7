import TabsSyntax

public enum SelectedNotCached: Rule {
    public static let documentation = RuleDocumentation(
        id: "selected-not-cached", category: .cached, defaultSeverity: .warning,
        summary: "`cached` is given and does not list the `selected` tab",
        rationale: "At launch the tab view holds the cached tabs; the selected tab, when it is not among them, takes the one rotating slot and is evicted as soon as the user opens another tab.",
        failing: "defaults {\n    selected home\n    cached search\n}\ntab home \"Home\" { icon \"house\" }\ntab search \"Search\" { icon \"magnifyingglass\" }\n",
        passing: "defaults {\n    selected home\n    cached home, search\n}\ntab home \"Home\" { icon \"house\" }\ntab search \"Search\" { icon \"magnifyingglass\" }\n",
        fix: "Add the selected tab to `cached`; `--fix` does.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard let defaults = model.defaults, let cached = defaults.cached, let selected = defaults.selected,
              let tab = model.tab(named: selected.value), tab.isSelectable,
              !cached.contains(where: { $0.value == selected.value }) else { return [] }
        // The fix appends to the `cached` statement as written (its last value, valid or not).
        let last = model.countingDefaultsRecord("cached", in: context.attributes).flatMap { context.tree.values(of: $0.syntax).last }
        let fix = last.map { context.tree.range(of: $0) }.map {
            Fix(message: "add `\(selected.value)` to `cached`", applicability: .safe,
                edits: [Edits.appendValue(selected.value, after: $0)])
        }
        return [diagnostic(selected.range,
            "the selected tab `\(selected.value)` is not in `cached`, so the tab view may evict it at launch; add it to `cached`",
            fix: fix)]
    }
}
