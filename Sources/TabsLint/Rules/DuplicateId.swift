import TabsSyntax

public enum DuplicateId: Rule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-id", category: .ids, defaultSeverity: .error,
        summary: "an id declared twice (tabs and sections share one namespace), or listed in `formerly` by two tabs or by a `formerly` and `retired`",
        rationale: "Selection, `@SceneStorage`/`@AppStorage` values and tab customization are keyed by id: two declarations with one id share, and overwrite, each other's state. A former id belongs to one tab: state saved under it goes to the tab whose `formerly` lists it, so two tabs, or a tab and `retired`, cannot both claim it.",
        failing: "tab home \"Home\" { icon \"house\" }\ntab home \"Start\" { icon \"star\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab start \"Start\" { icon \"star\" }\n",
        fix: "Give the later declaration an id of its own (one that was never used before); list a former id in one place only.")

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
        return (found + pastNames(model)).sorted(by: Diagnostic.specOrder)
    }

    /// A former id listed again by another tab's `formerly`, or by both a
    /// `formerly` and `retired`: reported at the later entry.
    static func pastNames(_ model: Model) -> [Diagnostic] {
        guard !model.formerIDs.isEmpty else { return [] }
        // Each entry: where, its key, and its list (a tab's index, or -1 for `retired`).
        var entries = model.formerIDs.map { (range: $0.range, key: $0.key, list: Int($0.tab)) }
        for entry in model.defaults?.retired ?? [] {
            if let key = model.ids.key(of: entry.value) { entries.append((entry.range, key, -1)) }
        }
        entries.sort { $0.range.start < $1.range.start }
        var earlier: [IdKey: [(range: ByteRange, list: Int)]] = [:]
        var found: [Diagnostic] = []
        for entry in entries {
            let before = earlier[entry.key] ?? []
            if let other = before.first(where: { $0.list != entry.list }) {
                let place = other.list < 0 ? "`retired`" : "the `formerly` of tab `\(model.idText(of: model.tabs[other.list]))`"
                found.append(diagnostic(entry.range,
                    "the id `\(model.ids.string(entry.key))` is already listed in \(place); a former id belongs to one tab, so list it once",
                    related: [RelatedLocation(range: other.range, message: "first listed here")]))
            }
            earlier[entry.key, default: []].append((entry.range, entry.list))
        }
        return found
    }
}
