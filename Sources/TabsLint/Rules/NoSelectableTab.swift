import TabsSyntax

public enum NoSelectableTab: Rule {
    public static let documentation = RuleDocumentation(
        id: "no-selectable-tab", category: .references, defaultSeverity: .error,
        summary: "the file declares no selectable tab (none at all, or only `action` tabs), counted per platform",
        rationale: "A tab view needs at least one tab that can be selected; with none (or only action tabs) it has nothing to show at launch.",
        failing: "tab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        fix: "Declare a tab whose role does not include `action` on every platform of the app.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        return perPlatform(context) { platform in
            guard !model.tabs.contains(where: { $0.isSelectable && $0.availablePlatforms.contains(platform) }) else { return nil }
            return (.empty(at: 0), model.tabs.isEmpty
                    ? "the file declares no tab; declare at least one tab the user can select"
                    : "no tab can be selected: every tab is an `action` tab or is not available; declare a tab whose role does not include `action`")
        }
    }
}
