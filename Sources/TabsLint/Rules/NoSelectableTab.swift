import TabsSyntax

public enum NoSelectableTab: Rule {
    public static let documentation = RuleDocumentation(
        id: "no-selectable-tab", category: .references, defaultSeverity: .error,
        summary: "the file declares no selectable tab (none at all, or only `action` tabs, or only tabs with `when`), counted per platform",
        rationale: "A tab view needs at least one tab that can be selected; with none (or only action tabs) it has nothing to show at launch. Tabs with `when` are counted as absent: while none of their conditions holds, they do not exist.",
        failing: "tab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        fix: "Declare a tab whose role does not include `action`, without `when`, on every platform of the app.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        return perPlatform(context) { platform in
            // Counted with no condition holding: tabs with `when` do not exist.
            guard !model.hasSelectableTab(on: platform) else { return nil }
            let selectable = model.tabs.indices.filter { model.tabs[$0].isSelectable && model.tabs[$0].availablePlatforms.contains(platform) }
            if !selectable.isEmpty {
                return (.empty(at: 0), "without \(codeList(model.conditions(of: selectable))): no tab can be selected, since every selectable tab has `when`; declare a selectable tab without `when`")
            }
            return (.empty(at: 0), model.tabs.isEmpty
                    ? "the file declares no tab; declare at least one tab the user can select"
                    : "no tab can be selected: every tab is an `action` tab or is not available; declare a tab whose role does not include `action`")
        }
    }
}
