import TabsSyntax

/// Flags a `selected` tab that exists only under `when`: while its
/// conditions do not hold, the app starts on another tab.
public enum ConditionalSelected: Rule {
    public static let documentation = RuleDocumentation(
        id: "conditional-selected", category: .references, defaultSeverity: .warning,
        summary: "`selected` names a tab that has `when` (its own or its section's)",
        rationale: "A tab with `when` exists only while its conditions hold (a feature flag, a setting, a signed-in state). While they do not, the selected tab is not there and the app starts on another tab, so the launch tab the file promises depends on the app's state.",
        failing: "defaults { selected upNext }\ntab home \"Home\" { icon \"house\" }\ntab upNext \"Up Next\" {\n    icon \"list.bullet\"\n    when upNextOnTabBar\n}\n",
        passing: "defaults { selected home }\ntab home \"Home\" { icon \"house\" }\ntab upNext \"Up Next\" {\n    icon \"list.bullet\"\n    when upNextOnTabBar\n}\n",
        fix: "Select a tab without `when`, or leave `selected` out: the launch tab is then the first selectable tab without `when`.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard let selected = model.defaults?.selected, let tab = model.tab(named: selected.value), tab.isConditional else { return [] }
        let names = codeList(tab.conditions)
        let related = tab.conditionsRange.map { [RelatedLocation(range: $0, message: "its conditions are given here")] } ?? []
        return [diagnostic(selected.range,
            "the selected tab `\(selected.value)` exists only while \(names) \(tab.conditions.count == 1 ? "holds" : "hold") (`when`): otherwise the app starts on another tab; select a tab without `when`",
            related: related)]
    }
}
