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
        // Each tab's id its own (one `tabByID` entry a tab), each section's too: only former ids can repeat.
        let sectionIDs = model.sections.compactMap { $0.id?.value }
        if model.tabByID.count == model.tabs.count && model.sectionByID.count == sectionIDs.count,
           !sectionIDs.contains(where: { model.tabByID[$0] != nil }) { return pastNames(model).sorted(by: Diagnostic.specOrder) }
        // Tabs and sections in source order.
        var declarations: [(id: Located<String>, isSection: Bool)] = model.tabs.map { (Located($0.id, $0.idRange), false) }
        declarations += model.sections.compactMap { section in section.id.map { ($0, true) } }
        declarations.sort { $0.id.range.start < $1.id.range.start }
        var first = [String: (range: ByteRange, isSection: Bool)](minimumCapacity: declarations.count)
        var found: [Diagnostic] = []
        for declaration in declarations {
            let id = declaration.id
            guard let earlier = first[id.value] else {
                first[id.value] = (id.range, declaration.isSection)
                continue
            }
            found.append(diagnostic(id.range,
                "the id `\(id.value)` is already declared by a \(earlier.isSection ? "section" : "tab"); ids are persisted, so give this \(declaration.isSection ? "section" : "tab") a new one",
                related: [RelatedLocation(range: earlier.range, message: "first declared here")]))
        }
        return (found + pastNames(model)).sorted(by: Diagnostic.specOrder)
    }

    /// A former id listed again by another tab's `formerly`, or by both a
    /// `formerly` and `retired`: reported at the later entry.
    static func pastNames(_ model: Model) -> [Diagnostic] {
        // Each entry: the id, and its list (a tab's index, or -1 for `retired`).
        var entries: [(id: Located<String>, list: Int)] = []
        for index in model.tabs.indices { entries += model.tabs[index].formerly.map { ($0, index) } }
        guard !entries.isEmpty else { return [] }
        entries += (model.defaults?.retired ?? []).map { ($0, -1) }
        entries.sort { $0.id.range.start < $1.id.range.start }
        var earlier: [String: [(range: ByteRange, list: Int)]] = [:]
        var found: [Diagnostic] = []
        for entry in entries {
            let before = earlier[entry.id.value] ?? []
            if let other = before.first(where: { $0.list != entry.list }) {
                let place = other.list < 0 ? "`retired`" : "the `formerly` of tab `\(model.tabs[other.list].id)`"
                found.append(diagnostic(entry.id.range,
                    "the id `\(entry.id.value)` is already listed in \(place); a former id belongs to one tab, so list it once",
                    related: [RelatedLocation(range: other.range, message: "first listed here")]))
            }
            earlier[entry.id.value, default: []].append((entry.id.range, entry.list))
        }
        return found
    }
}
