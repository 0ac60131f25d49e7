import TabsSyntax

/// What a file means, lowered from its syntax tree (`Model.build`). Invalid
/// values count as absent; of a repeated attribute the first counts; only
/// the first `defaults` block counts.
///
/// The parts: `TabModel`, `SectionModel`, `DefaultsModel` (one file each),
/// the values they hold (`ModelValues.swift`), the typed interned keys
/// (`ModelKeys.swift`) and the builder (`ModelBuilder*.swift`). The queries
/// below are what rules and the server ask of it.
public struct Model: Sendable {
    public var tabs: [TabModel] = []
    public var sections: [SectionModel] = []
    public var defaults: DefaultsModel?

    public var appPlatforms: [Platform] = [.iphone]
    /// The number of cached views (`limit`, 5 when not written).
    public var limit: Int { defaults?.limit?.value ?? 5 }
    public var moreTitles: [String] {
        let given = defaults?.more.map(\.value) ?? []
        return given.isEmpty ? ["More"] : given
    }
    public var style: TabViewStyle { defaults?.style?.value ?? .automatic }
    /// Who draws the tab bar (`bar`, `system` when not written). With
    /// `custom`, the system's "More" tab never appears.
    public var bar: TabBar { defaults?.bar?.value ?? .system }

    /// Tab and section ids (one namespace), trimmed titles, case-folded
    /// titles and icons, each interned once per file.
    public var ids = KeyedInterner<IdKey>(Interner())
    public var titles = KeyedInterner<TitleKey>(Interner())
    public var foldedTitles = KeyedInterner<FoldedTitleKey>(Interner(foldsCase: true))
    public var icons = KeyedInterner<IconKey>(Interner())
    /// By icon key: what the icon rules need to know of each distinct icon.
    public var iconTraits: [IconTraits] = []

    /// Every tab's valid `formerly` entries, tab after tab (ordered by
    /// `FormerID.tab`): kept here, not in `TabModel`, so a tab stays small.
    public var formerIDs: [FormerID] = []
    /// Where each action tab's `action` value is, by index in `tabs`.
    var actionRanges: [Int32: ByteRange] = [:]

    /// First declaration of each tab id.
    public var tabByID = FirstDeclarations()
    /// First declaration of each section id.
    public var sectionByID = FirstDeclarations()

    /// Lowers a syntax tree into its meaning. Total: every tree, however
    /// broken, gives a model (missing pieces are `nil`). Also returns the
    /// attribute records the rules read (see `ModelBuilder.records`).
    public static func build(_ tree: SyntaxTree) -> (Model, [AttributeRecord]) {
        var builder = ModelBuilder(tree: tree)
        builder.run()
        return (builder.model, builder.records)
    }
}

// MARK: - Queries

extension Model {
    /// The app's platforms a tab is on, in the app's order.
    public func availablePlatforms(of tab: TabModel) -> [Platform] {
        appPlatforms.filter { tab.availablePlatforms.contains($0) }
    }

    /// The traits of a tab's icon (empty when it has none).
    public func iconTraits(of tab: TabModel) -> IconTraits {
        guard let key = tab.iconKey else { return [] }
        return iconTraits.indices.contains(key.index) ? iconTraits[key.index] : IconTraits(of: icons.string(key))
    }

    /// A tab's id and where it is written.
    public func id(of tab: TabModel) -> Located<String>? {
        guard let range = tab.idRange, let key = tab.idKey else { return nil }
        return Located(ids.string(key), range)
    }
    /// A tab's id, or "?" when it has none (for messages).
    public func idText(of tab: TabModel) -> String { tab.idKey.map { ids.string($0) } ?? "?" }
    /// A tab's title, trimmed, and the range of its string; nil when it has none or it is blank.
    public func title(of tab: TabModel) -> Located<String>? {
        guard let range = tab.titleRange, let key = tab.titleKey else { return nil }
        return Located(titles.string(key), range)
    }
    /// A tab's valid icon name and the range of its string.
    public func icon(of tab: TabModel) -> Located<String>? {
        guard let range = tab.iconRange, let key = tab.iconKey else { return nil }
        return Located(icons.string(key), range)
    }

    /// Where the entries of the tab at `index` (in `tabs`) are in `formerIDs`.
    public func formerIndices(ofTab index: Int) -> Range<Int> {
        func firstAtOrAfter(_ tab: Int) -> Int {
            var low = 0, high = formerIDs.count
            while low < high {
                let mid = (low + high) / 2
                if Int(formerIDs[mid].tab) < tab { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let start = firstAtOrAfter(index)
        return start..<max(start, firstAtOrAfter(index + 1))
    }

    /// The former ids of the tab at `index` (in `tabs`) and where each is written.
    public func formerly(ofTab index: Int) -> [Located<String>] {
        formerIndices(ofTab: index).map { Located(ids.string(formerIDs[$0].key), formerIDs[$0].range) }
    }

    public func tab(named id: String) -> TabModel? { tabByID[id].map { tabs[$0] } }
    /// The index in `tabs` of the tab declared with `id`.
    public func tabIndex(named id: String) -> Int? { tabByID[id] }
    /// Where the `action` value of the tab at `index` (in `tabs`) is, when its role includes it.
    public func actionRange(ofTab index: Int) -> ByteRange? { actionRanges[Int32(truncatingIfNeeded: index)] }

    /// Whether the app lists more than one platform (messages then name them).
    public var namesPlatforms: Bool { appPlatforms.count > 1 }

    /// The distinct `cached` entries that count on a platform: declared,
    /// selectable tabs available there.
    public func cachedTabs(on platform: Platform) -> [Int] {
        guard let cached = defaults?.cached, !cached.isEmpty else { return [] }
        var seen = [Bool](repeating: false, count: tabs.count)
        var result: [Int] = []
        for entry in cached {
            guard let index = tabByID[entry.value], seen.indices.contains(index), !seen[index], tabs[index].isSelectable,
                  tabs[index].availablePlatforms.contains(platform) else { continue }
            seen[index] = true
            result.append(index)
        }
        return result
    }

    /// The selectable tabs a platform's tab bar shows, in declaration order.
    public func tabBarTabs(on platform: Platform) -> [Int] {
        tabs.indices.filter { tabs[$0].isSelectable && tabs[$0].isInTabBar && tabs[$0].availablePlatforms.contains(platform) }
    }

    /// The record of the counting statement of a `defaults` attribute.
    public func countingDefaultsRecord(_ name: String, in records: [AttributeRecord]) -> AttributeRecord? {
        guard let keyword = defaults?.keyword else { return nil }
        // Records of the first defaults block come after its keyword and before any later block.
        return records.first { $0.block == .defaults && $0.name == name && $0.firstOccurrence == nil && $0.nameRange.start > keyword.start }
    }
}

/// The first declaration of each id among tabs (or sections): an index
/// into `Model.tabs` (or `sections`), looked up by id.
public struct FirstDeclarations: Sendable {
    var ids = KeyedInterner<IdKey>(Interner())
    var first = FirstPositions<IdKey>(keys: 0)

    public subscript(id: String) -> Int? {
        guard let key = ids.key(of: id) else { return nil }
        return first[key]
    }
}
