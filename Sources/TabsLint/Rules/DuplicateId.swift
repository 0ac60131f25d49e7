import TabsSyntax

/// Flags an id declared twice (tabs and sections share one namespace).
public enum DuplicateId: Rule {
    public static let id = "duplicate-id"
    public static let category = RuleCategory.ids
    public static let defaultSeverity = Severity.error
    public static let summary = "an id declared twice (tabs and sections share one namespace)"
    public static let documentation = RuleDocumentation(
        rationale: "Selection, `@SceneStorage`/`@AppStorage` values and tab customization are keyed by id: two declarations with one id share, and overwrite, each other's state.",
        failing: "tab home \"Home\" { icon \"house\" }\ntab home \"Start\" { icon \"star\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"star\" }\n",
        fix: "Give the later declaration an id of its own (one that was never used before).")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var declarations: [(id: Located<String>, kind: String)] = []
        for tab in context.model.tabs { if let id = tab.id { declarations.append((id, "tab")) } }
        for section in context.model.sections { if let id = section.id { declarations.append((id, "section")) } }
        declarations.sort { $0.id.range.start < $1.id.range.start }
        var seen: [String: (Located<String>, String)] = [:]
        var found: [Diagnostic] = []
        for (id, kind) in declarations {
            if let (earlier, earlierKind) = seen[id.value] {
                found.append(diagnostic(id.range,
                    "the id `\(id.value)` is already declared by a \(earlierKind); ids are persisted, so give this \(kind) a new one",
                    related: [RelatedLocation(range: earlier.range, message: "first declared here")]))
            } else {
                seen[id.value] = (id, kind)
            }
        }
        return found
    }
}
