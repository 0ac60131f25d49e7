import TabsSyntax

public enum ReusedId: Rule {
    public static let documentation = RuleDocumentation(
        id: "reused-id", category: .ids, defaultSeverity: .error,
        summary: "a tab or section uses an id listed in `retired` or in a tab's `formerly`",
        rationale: "A retired or former id may still be in users' persisted selection and customization; a new tab with that id inherits the old tab's state (for a `formerly` id, state that belongs to the renamed tab).",
        failing: "defaults { retired feed }\ntab feed \"Feed\" { icon \"list.bullet\" }\n",
        passing: "defaults { retired feed }\ntab timeline \"Feed\" { icon \"list.bullet\" }\n",
        fix: "Choose an id that was never used (neither retired nor listed in a `formerly`).")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        // The first `retired` entry naming each id.
        var retired: [String: Located<String>] = [:]
        for entry in model.defaults?.retired ?? [] where retired[entry.value] == nil { retired[entry.value] = entry }
        // Then the first `formerly` entry naming it, and its tab (read by index: a tab is dear to copy).
        var former: [String: (entry: Located<String>, tab: Int)] = [:]
        for index in model.tabs.indices {
            for entry in model.tabs[index].formerly where former[entry.value] == nil { former[entry.value] = (entry, index) }
        }
        guard !retired.isEmpty || !former.isEmpty else { return [] }
        var found: [Diagnostic] = []
        var ids: [(Located<String>, String)] = model.tabs.map { (Located($0.id, $0.idRange), "tab") }
        ids += model.sections.compactMap { s in s.id.map { ($0, "section") } }
        for (id, kind) in ids {
            if let entry = retired[id.value] {
                found.append(diagnostic(id.range,
                    "the id `\(id.value)` is retired: users' persisted state still belongs to the old tab; give this \(kind) a new id",
                    related: [RelatedLocation(range: entry.range, message: "retired here")]))
            } else if let (entry, tab) = former[id.value] {
                found.append(diagnostic(id.range,
                    "the id `\(id.value)` is a former id of the tab `\(model.tabs[tab].id)`: users' persisted state under it belongs to that tab; give this \(kind) a new id",
                    related: [RelatedLocation(range: entry.range, message: "listed in `formerly` here")]))
            }
        }
        return found.sorted(by: Diagnostic.specOrder)
    }
}
