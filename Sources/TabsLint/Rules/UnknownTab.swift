import TabsSyntax

public enum UnknownTab: Rule {
    public static let documentation = RuleDocumentation(
        id: "unknown-tab", category: .references, defaultSeverity: .error,
        summary: "`selected` or `cached` names no declared tab",
        rationale: "A reference to a tab that does not exist is ignored at run time: the app launches on another tab, or keeps nothing cached where you expected it.",
        failing: "defaults { selected hom }\ntab home \"Home\" { icon \"house\" }\n",
        passing: "defaults { selected home }\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Name a declared tab id. With `--unsafe-fixes`, an id within two edits of a declared tab is replaced by it.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        guard let defaults = model.defaults else { return [] }
        var references: [(Located<String>, String)] = []
        if let s = defaults.selected { references.append((s, "selected")) }
        for c in defaults.cached ?? [] { references.append((c, "cached")) }
        return references.compactMap { reference, attribute in
            guard model.tabByID[reference.value] == nil else { return nil }
            let closest = EditDistance.closest(to: reference.value, in: model.tabs.map(\.id))
            var message = "`\(attribute)` names `\(reference.value)`, which is not a declared tab"
            if model.sectionByID[reference.value] != nil { message += " (it is a section; name one of its tabs)" }
            if let closest { message += "; did you mean `\(closest)`?" }
            let fix = closest.map {
                Fix(message: "replace with `\($0)`", applicability: .unsafe,
                    edits: [TextEdit(range: reference.range, newText: $0)])
            }
            return diagnostic(reference.range, message, fix: fix)
        }.sorted(by: Diagnostic.specOrder)
    }
}
