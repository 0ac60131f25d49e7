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
        // Tabs share a few platform lists: each is made once, in the app's order.
        var platformLists: [PlatformSet: [Platform]] = [:]
        func platforms(of tab: TabModel) -> [Platform] {
            if let list = platformLists[tab.availablePlatforms] { return list }
            let list = model.availablePlatforms(of: tab)
            platformLists[tab.availablePlatforms] = list
            return list
        }

        var sectionIndex: [Int: Int] = [:]
        var sections: [Section] = []
        // Where each section's keyword starts, to count the tabs declared before it.
        var sectionStarts: [Int] = []
        let appSet = PlatformSet(model.appPlatforms)
        for (k, section) in model.sections.enumerated() {
            guard let id = section.id else { continue }
            sectionIndex[k] = sections.count
            sectionStarts.append(section.keyword.start)
            let own = section.platforms.map { appSet.intersection(PlatformSet($0.value)) } ?? appSet
            sections.append(Section(id: id.value, position: position(id.range),
                                    title: section.title?.value ?? "", dynamicKey: section.dynamic?.value,
                                    placement: section.placement?.value ?? .automatic,
                                    platforms: model.appPlatforms.filter(own.contains)))
        }

        var tabs: [Tab] = []
        // Index in `tabs` of each model tab (-1 for a tab without an id).
        var tabIndex = [Int](repeating: -1, count: model.tabs.count)
        tabs.reserveCapacity(model.tabs.count)
        for (k, tab) in model.tabs.enumerated() {
            guard let id = model.id(of: tab) else { continue }
            tabIndex[k] = tabs.count
            // The title as written (not trimmed): it is the localization key.
            let title = tab.titleRange.flatMap { tree.stringValue(at: $0) } ?? ""
            tabs.append(Tab(id: id.value, position: position(id.range), title: title,
                            icon: model.icon(of: tab)?.value,
                            placement: tab.effectivePlacement,
                            role: tab.role?.value, isAction: !tab.isSelectable,
                            platforms: platforms(of: tab),
                            section: tab.section.flatMap { sectionIndex[$0] },
                            formerly: model.formerly(ofTab: k).map(\.value)))
        }

        // Tabs and sections are both in source order: one merge counts the tabs before each section.
        var counted = 0
        var keywordStarts: [Int] = []
        keywordStarts.reserveCapacity(tabs.count)
        for (k, tab) in model.tabs.enumerated() where tabIndex[k] >= 0 { keywordStarts.append(tab.keyword.start) }
        for k in sections.indices {
            while counted < keywordStarts.count && keywordStarts[counted] < sectionStarts[k] { counted += 1 }
            sections[k].tabsBefore = counted
        }

        var cached: [Int] = []
        for entry in model.defaults?.cached ?? [] {
            guard let declared = model.tabByID[entry.value], tabIndex.indices.contains(declared),
                  case let index = tabIndex[declared], index >= 0, !cached.contains(index) else { continue }
            cached.append(index)
        }
        var launch = tabs.firstIndex { $0.isSelectable } ?? 0
        if let selected = model.defaults?.selected, let declared = model.tabByID[selected.value],
           tabIndex.indices.contains(declared), case let index = tabIndex[declared], index >= 0, tabs[index].isSelectable {
            launch = index
        }
        self.init(tabs: tabs, sections: sections, launch: launch, cached: cached, limit: model.limit,
                  retired: model.defaults?.retired.map(\.value) ?? [], appPlatforms: model.appPlatforms,
                  style: model.style, usesSystemTabBar: model.bar == .system)
    }
}
