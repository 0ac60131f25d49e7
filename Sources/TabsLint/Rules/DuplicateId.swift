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
        let model = context.model
        // Tabs and sections in source order: a merge of two lists that are each in order.
        var declarations: [(start: Int, index: Int, isSection: Bool)] = []
        declarations.reserveCapacity(model.tabs.count + model.sections.count)
        for (i, tab) in model.tabs.enumerated() { if let id = tab.idRange { declarations.append((id.start, i, false)) } }
        for (i, section) in model.sections.enumerated() { if let id = section.id { declarations.append((id.range.start, i, true)) } }
        declarations.sort { $0.start < $1.start }
        // The id's range and key (the text is made only for a message).
        func id(_ d: (start: Int, index: Int, isSection: Bool)) -> (ByteRange?, IdKey?) {
            d.isSection ? (model.sections[d.index].id?.range, model.sections[d.index].idKey)
                        : (model.tabs[d.index].idRange, model.tabs[d.index].idKey)
        }
        // By id key: the first declaration.
        var first = FirstPositions<IdKey>(keys: model.ids.count)
        var found: [Diagnostic] = []
        for (n, declaration) in declarations.enumerated() {
            guard case let (range?, key?) = id(declaration), let earlierN = first.earlier(than: n, for: key),
                  case let (earlier?, _) = id(declarations[earlierN]) else { continue }
            let earlierKind = declarations[earlierN].isSection ? "section" : "tab"
            found.append(diagnostic(range,
                "the id `\(model.ids.string(key))` is already declared by a \(earlierKind); ids are persisted, so give this \(declaration.isSection ? "section" : "tab") a new one",
                related: [RelatedLocation(range: earlier, message: "first declared here")]))
        }
        return found
    }
}
