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
            list.map(Platform.init)
        }
        // Tabs share a few platform lists: each is made once, in the app's order.
        var platformLists: [PlatformSet: [Platform]] = [:]
        func platforms(of tab: TabModel) -> [Platform] {
            if let list = platformLists[tab.availablePlatforms] { return list }
            let list = platforms(model.availablePlatforms(of: tab))
            platformLists[tab.availablePlatforms] = list
            return list
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
                            placement: Placement(tab.effectivePlacement),
                            role: tab.role.map { Role($0.value) },
                            platforms: platforms(of: tab),
                            section: tab.section.flatMap { sectionIndex[$0] },
                            formerly: model.formerly(ofTab: k).map(\.value)))
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
                  retired: model.defaults?.retired.map(\.value) ?? [], appPlatforms: platforms(model.appPlatforms))
    }
}

// The model's enums, case by case (no raw-value lookup).
extension GenerationInput.Platform {
    init(_ platform: TabsLint.Platform) {
        switch platform {
        case .iphone: self = .iphone
        case .ipad: self = .ipad
        case .mac: self = .mac
        case .vision: self = .vision
        case .tv: self = .tv
        }
    }
}

extension GenerationInput.Placement {
    init(_ placement: TabsLint.Placement) {
        switch placement {
        case .automatic: self = .automatic
        case .pinned: self = .pinned
        case .sidebarOnly: self = .sidebarOnly
        }
    }
}

extension GenerationInput.Role {
    init(_ role: TabsLint.Role) {
        switch role {
        case .search: self = .search
        case .prominent: self = .prominent
        case .action: self = .action
        }
    }
}
