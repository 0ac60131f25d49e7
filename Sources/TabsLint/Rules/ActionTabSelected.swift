import TabsSyntax

public enum ActionTabSelected: Rule {
    public static let documentation = RuleDocumentation(
        id: "action-tab-selected", category: .references, defaultSeverity: .error,
        summary: "`selected` names a tab whose role includes `action`",
        rationale: "An action tab (compose, edit) runs an action when tapped and never becomes the selection, whatever its visual role (`role search, action` looks like the search tab); selecting it at launch shows an empty tab or fires the action unasked.",
        failing: "defaults { selected compose }\ntab home \"Home\" { icon \"house\" }\ntab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        passing: "defaults { selected home }\ntab home \"Home\" { icon \"house\" }\ntab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        fix: "Select a tab whose role does not include `action`.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        guard let selected = context.model.defaults?.selected, let index = context.model.tabByID[selected.value],
              context.model.tabs[index].isAction else { return [] }
        return [diagnostic(selected.range,
            "`selected` names `\(selected.value)`, an action tab, which never becomes the selection; select another tab",
            related: context.model.tabs[index].actionRange.map { [RelatedLocation(range: $0, message: "its role is set here")] } ?? [])]
    }
}
