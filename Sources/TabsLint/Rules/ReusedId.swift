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
        // By id key (the model interned every declared id): the first `retired` entry naming it.
        var retiredByKey: [IdKey: Located<String>] = [:]
        for entry in model.defaults?.retired ?? [] {
            if let key = model.ids.key(of: entry.value), retiredByKey[key] == nil { retiredByKey[key] = entry }
        }
        // Then the first `formerly` entry naming it, and its tab.
        var formerByKey: [IdKey: FormerID] = [:]
        for entry in model.formerIDs where formerByKey[entry.key] == nil { formerByKey[entry.key] = entry }
        guard !retiredByKey.isEmpty || !formerByKey.isEmpty else { return [] }
        var found: [Diagnostic] = []
        var ids: [(Located<String>, IdKey?, String)] = model.tabs.compactMap { t in model.id(of: t).map { ($0, t.idKey, "tab") } }
        ids += model.sections.compactMap { s in s.id.map { ($0, s.idKey, "section") } }
        for (id, key, kind) in ids {
            if let key, let entry = retiredByKey[key] {
                found.append(diagnostic(id.range,
                    "the id `\(id.value)` is retired: users' persisted state still belongs to the old tab; give this \(kind) a new id",
                    related: [RelatedLocation(range: entry.range, message: "retired here")]))
            } else if let key, let entry = formerByKey[key], model.tabs.indices.contains(Int(entry.tab)) {
                found.append(diagnostic(id.range,
                    "the id `\(id.value)` is a former id of the tab `\(model.idText(of: model.tabs[Int(entry.tab)]))`: users' persisted state under it belongs to that tab; give this \(kind) a new id",
                    related: [RelatedLocation(range: entry.range, message: "listed in `formerly` here")]))
            }
        }
        return found.sorted(by: Diagnostic.specOrder)
    }
}
