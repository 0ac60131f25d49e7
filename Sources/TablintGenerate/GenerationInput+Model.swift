import TabsLint
import TabsSyntax

// The one place that reads TabsLint's model: everything the generator needs,
// turned into a plain `GenerationInput`.

extension GenerationInput {
    /// What a checked file declares. Call it only on a file that the
    /// generator's checks passed (`SwiftGenerator.blockingDiagnostics` is
    /// empty): every tab then has an id and a title, and every reference
    /// names a declared tab.
    public init(_ result: LintResult) {
        let model = result.model
        let tree = result.tree
        func position(_ range: ByteRange) -> Position {
            let at = result.lineIndex.location(of: range.start)
            return Position(line: at.line.value, column: at.column.value)
        }
        func platforms(_ list: [TabsLint.Platform]) -> [Platform] {
            list.compactMap { Platform(rawValue: $0.rawValue) }
        }

        var sectionIndex: [Int: Int] = [:]
        var sections: [Section] = []
        for (k, section) in model.sections.enumerated() {
            guard let id = section.id else { continue }
            sectionIndex[k] = sections.count
            sections.append(Section(id: id.value, position: position(id.range),
                                    title: section.title?.value ?? "", dynamicKey: section.dynamic?.value))
        }

        var tabs: [Tab] = []
        var tabIndex: [Int: Int] = [:]
        tabs.reserveCapacity(model.tabs.count)
        for (k, tab) in model.tabs.enumerated() {
            guard let id = model.id(of: tab) else { continue }
            tabIndex[k] = tabs.count
            // The title as written (not trimmed): it is the localization key.
            let title = tab.titleRange.flatMap { tree.stringValue(at: $0) } ?? ""
            tabs.append(Tab(id: id.value, position: position(id.range), title: title,
                            icon: model.icon(of: tab)?.value,
                            placement: Placement(rawValue: tab.effectivePlacement.rawValue) ?? .automatic,
                            role: tab.role.flatMap { Role(rawValue: $0.value.rawValue) },
                            platforms: platforms(model.availablePlatforms(of: tab)),
                            section: tab.section.flatMap { sectionIndex[$0] },
                            formerly: model.formerly(ofTab: k).map(\.value)))
        }

        var cached: [Int] = []
        for entry in model.defaults?.cached ?? [] {
            guard let declared = model.tabByID[entry.value], let index = tabIndex[declared],
                  !cached.contains(index) else { continue }
            cached.append(index)
        }
        var launch = tabs.firstIndex { $0.isSelectable } ?? 0
        if let selected = model.defaults?.selected, let declared = model.tabByID[selected.value],
           let index = tabIndex[declared], tabs[index].isSelectable {
            launch = index
        }
        self.init(tabs: tabs, sections: sections, launch: launch, cached: cached, limit: model.limit,
                  retired: model.defaults?.retired.map(\.value) ?? [], appPlatforms: platforms(model.appPlatforms))
    }
}
