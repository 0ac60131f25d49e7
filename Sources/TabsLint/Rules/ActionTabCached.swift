import TabsSyntax

public enum ActionTabCached: Rule {
    public static let documentation = RuleDocumentation(
        id: "action-tab-cached", category: .references, defaultSeverity: .error,
        summary: "`cached` lists a tab whose role includes `action`",
        rationale: "An action tab has no view state to keep: it never becomes the selection, whatever its visual role. Caching it wastes a slot the tab view could give a real tab.",
        failing: "defaults { cached home, compose }\ntab home \"Home\" { icon \"house\" }\ntab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        passing: "defaults { cached home }\ntab home \"Home\" { icon \"house\" }\ntab compose \"New Post\" {\n    icon \"square.and.pencil\"\n    role action\n}\n",
        fix: "Remove the action tab from `cached`; `--fix` does.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard let cached = model.defaults?.cached,
              let record = model.countingDefaultsRecord("cached", in: context.attributes) else { return [] }
        return zip(cached, record.validValues).compactMap { entry, token in
            guard let tab = model.tab(named: entry.value), !tab.isSelectable else { return nil }
            return diagnostic(entry.range,
                "`cached` lists `\(entry.value)`, an action tab, which has no view state to keep; remove it",
                fix: Fix(message: "remove `\(entry.value)` from `cached`", applicability: .safe,
                         edits: [Edits.removeValue(token, of: record.syntax, in: context.tree)]))
        }
    }
}
