import TabsSyntax

/// What a file means, lowered from its syntax tree (`Model.build`): plain
/// values (`ModelTypes.swift`) that the rules, the generator, the preview
/// and the server read. Invalid values count as absent; of a repeated
/// attribute the first counts; only the first `defaults` block counts.
public struct Model: Sendable {
    /// Declared tabs (those with an id), in source order, those inside sections included.
    public var tabs: [TabModel] = []
    public var sections: [SectionModel] = []
    public var defaults: DefaultsModel?
    /// The first counting `platforms` of `defaults`, without repeats; `iphone` when none.
    public var appPlatforms: [Platform] = [.iphone]
    /// The index in `tabs` of the first tab declared with each id.
    public var tabByID: [String: Int] = [:]
    /// The index in `sections` of the first section declared with each id.
    public var sectionByID: [String: Int] = [:]
    /// Every condition name of a valid `when` value, in order of first use
    /// (source order), where it is first written; empty in a file without `when`.
    public var conditionNames: [Located<String>] = []

    /// Lowers a syntax tree into its meaning. Total: every tree, however
    /// broken, gives a model (missing pieces are `nil`). Also returns, in
    /// source order, the attribute records the rules read: every statement
    /// of `defaults` and every `formerly`, and elsewhere those with
    /// something to report (unknown, invalid or repeated).
    public static func build(_ tree: SyntaxTree) -> (Model, [AttributeRecord]) {
        var builder = ModelBuilder(tree: tree)
        builder.run()
        return (builder.model, builder.records)
    }
}

// MARK: - Queries, with the defaults docs/language.md gives filled in

extension Model {
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
    /// Whether the app lists more than one platform (messages then name them).
    public var namesPlatforms: Bool { appPlatforms.count > 1 }

    public func tab(named id: String) -> TabModel? { tabByID[id].map { tabs[$0] } }

    /// The tabs whose `key` (a title, an icon) an earlier tab has too: each
    /// one's index and the index of the first tab with it, in declaration
    /// order. One hash a value: `updateValue` returns a repeat's first index, which goes back.
    public func repeats(of key: (TabModel) -> String?) -> [(index: Int, first: Int)] {
        var first = [String: Int](minimumCapacity: tabs.count)
        var found: [(index: Int, first: Int)] = []
        for index in tabs.indices {
            guard let value = key(tabs[index]) else { continue }
            if let earlier = first.updateValue(index, forKey: value) { found.append((index, earlier)); first[value] = earlier }
        }
        return found
    }

    /// The declared tabs `cached` lists, in its order, without repeats
    /// (action tabs included: `action-tab-cached` reports them).
    public var listedCached: [Int] {
        var result: [Int] = []
        for entry in defaults?.cached ?? [] {
            guard let index = tabByID[entry.value], !result.contains(index) else { continue }
            result.append(index)
        }
        return result
    }

    /// The distinct `cached` entries that count on a platform: declared,
    /// selectable tabs available there.
    public func cachedTabs(on platform: Platform) -> [Int] {
        listedCached.filter { tabs[$0].isSelectable && tabs[$0].availablePlatforms.contains(platform) }
    }

    /// The tabs a platform's tab bar holds, in declaration order: those
    /// available there and not `sidebarOnly`, action tabs included (they
    /// take a place in the bar; `isSelectable` tells them apart).
    public func tabBar(on platform: Platform) -> [Int] {
        tabs.indices.filter { tabs[$0].isInTabBar && tabs[$0].availablePlatforms.contains(platform) }
    }

    /// The selectable tabs a platform's tab bar shows, in declaration order.
    public func tabBarTabs(on platform: Platform) -> [Int] {
        tabBar(on: platform).filter { tabs[$0].isSelectable }
    }

    /// UIKit's "More" split of a tab bar: the tabs the bar shows and those behind the "More" tab.
    public struct MoreSplit: Sendable, Equatable {
        /// The first four tab-bar tabs, shown beside the "More" tab.
        public var shown: [Int]
        /// The rest, on the "More" screen, in declaration order.
        public var behindMore: [Int]
    }

    /// The tabs UIKit's tab bar holds before it adds a "More" tab (`UIKitTabBar.maximumShown`).
    public static let tabBarRoom = UIKitTabBar.maximumShown

    /// The "More" split of a platform's tab bar (`tabBar(on:)`): on iPhone,
    /// with the system's bar and more than five tab-bar tabs, the first four
    /// are shown and the rest are behind "More". Nil where no "More" tab
    /// appears (another platform, `bar custom`, five tabs or fewer).
    public func moreSplit(on platform: Platform) -> MoreSplit? {
        guard platform == .iphone, bar == .system else { return nil }
        let bar = tabBar(on: platform)
        guard bar.count > UIKitTabBar.maximumShown else { return nil }
        return MoreSplit(shown: Array(bar.prefix(UIKitTabBar.shownBesideMore)),
                         behindMore: Array(bar.dropFirst(UIKitTabBar.shownBesideMore)))
    }

    /// The record of the counting statement of a `defaults` attribute.
    public func countingDefaultsRecord(_ name: String, in records: [AttributeRecord]) -> AttributeRecord? {
        guard let block = defaults?.declaration else { return nil }
        return records.first {
            $0.block == .defaults && $0.name == name && $0.firstOccurrence == nil
                && block.start < $0.nameRange.start && $0.nameRange.start < block.end
        }
    }

    /// The tab shown at launch among the tabs `shown` admits (every tab by
    /// default; a platform's panel passes the tabs it shows): the one
    /// `selected` names when it is declared, selectable and shown, else the
    /// first selectable tab shown without `when`, else the first selectable
    /// tab shown; nil when none is.
    public func launch(among shown: (Int) -> Bool = { _ in true }) -> Int? {
        if let id = defaults?.selected?.value, let index = tabByID[id], tabs[index].isSelectable, shown(index) { return index }
        // Else the first selectable tab without `when`, else the first selectable tab.
        return tabs.indices.first { shown($0) && tabs[$0].isSelectable && !tabs[$0].isConditional }
            ?? tabs.indices.first { shown($0) && tabs[$0].isSelectable }
    }

    /// Whether a tab can be selected on a platform with no condition holding
    /// (`no-selectable-tab`'s count): a selectable tab without `when` available there.
    public func hasSelectableTab(on platform: Platform) -> Bool {
        tabs.contains { $0.isSelectable && !$0.isConditional && $0.availablePlatforms.contains(platform) }
    }

    /// The conditions of the given tabs, distinct, in first-use order
    /// (`conditionNames`): what a message names when a count holds only
    /// because of conditional tabs.
    public func conditions(of indexes: [Int]) -> [String] {
        var used = Set<String>()
        for index in indexes where tabs.indices.contains(index) { used.formUnion(tabs[index].conditions) }
        return conditionNames.map(\.value).filter(used.contains)
    }

    /// The tab shown at launch on a platform, among the tabs available there.
    public func launch(on platform: Platform) -> Int? {
        launch { tabs[$0].availablePlatforms.contains(platform) }
    }

    /// Whether a tab's view is kept alive when another tab is shown.
    public enum Caching: Sendable, Equatable {
        /// `cached` is written: listed (and selectable: an action tab has
        /// no view to keep) or not.
        case listed(Bool)
        /// No `cached`: every selectable tab-bar tab is kept when they fit in
        /// `limit`, else they share its slots; other tabs are not kept.
        case byDefault(kept: Bool, rotating: Bool)
    }

    /// The selectable tabs of the tab bar, which are cached when `cached` is not written.
    public var defaultCachedCount: Int { tabs.filter { $0.isSelectable && $0.isInTabBar }.count }

    public func caching(of index: Int) -> Caching {
        // A listed tab's id, not its index, is looked up: of two tabs with one id, both are listed.
        guard tabs.indices.contains(index) else { return .listed(false) }
        let tab = tabs[index]
        if let list = defaults?.cached { return .listed(tab.isSelectable && list.contains { $0.value == tab.id }) }
        guard tab.isSelectable && tab.isInTabBar else { return .byDefault(kept: false, rotating: false) }
        return .byDefault(kept: true, rotating: defaultCachedCount > limit)
    }
}

extension Model.Caching {
    /// Whether `cached` lists the tab (the preview's dot).
    public var isListed: Bool { self == .listed(true) }
}

/// UIKit's tab bar on iPhone: up to five tabs; with more, the first four
/// and the system's "More" tab, which lists the rest (the preview draws the same split).
public enum UIKitTabBar {
    public static let maximumShown = 5
    public static let shownBesideMore = 4
}
