import TabsSyntax

/// Flags a tab or section whose id is listed in `retired`.
public enum ReusedId: Rule {
    public static let id = "reused-id"
    public static let category = RuleCategory.ids
    public static let defaultSeverity = Severity.error
    public static let summary = "a tab or section uses an id listed in `retired`"
    public static let documentation = RuleDocumentation(
        rationale: "A retired id may still be in users' persisted selection and customization; a new tab with that id inherits the old tab's state.",
        failing: "defaults { retired feed }\ntab feed \"Feed\" { icon \"list.bullet\" }\n",
        passing: "defaults { retired feed }\ntab timeline \"Feed\" { icon \"list.bullet\" }\n",
        fix: "Choose an id that was never used.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var retired: [String: Located<String>] = [:]
        for entry in context.model.defaults?.retired ?? [] where retired[entry.value] == nil { retired[entry.value] = entry }
        guard !retired.isEmpty else { return [] }
        var found: [Diagnostic] = []
        var ids: [(Located<String>, String)] = context.model.tabs.compactMap { t in t.id.map { ($0, "tab") } }
        ids += context.model.sections.compactMap { s in s.id.map { ($0, "section") } }
        for (id, kind) in ids {
            if let entry = retired[id.value] {
                found.append(diagnostic(id.range,
                    "the id `\(id.value)` is retired: users' persisted state still belongs to the old tab; give this \(kind) a new id",
                    related: [RelatedLocation(range: entry.range, message: "retired here")]))
            }
        }
        return found.sorted(by: Diagnostic.specOrder)
    }
}
