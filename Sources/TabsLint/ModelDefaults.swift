/// The defaults docs/language.md gives when `defaults` says nothing, asked of the
/// model (so the server and the rules never re-derive them).
extension Model {
    /// How the tab shown at launch is chosen.
    public enum LaunchTab: Sendable {
        /// `selected` names it (it may name no declared tab).
        case written(String)
        /// No `selected`: the first selectable tab (nil when there is none).
        case firstSelectable(Int?)
    }

    public var launchTab: LaunchTab {
        if let chosen = defaults?.selected { return .written(chosen.value) }
        return .firstSelectable(tabs.firstIndex { $0.isSelectable })
    }

    /// Whether a tab's view is kept alive when another tab is shown.
    public enum Caching: Sendable, Equatable {
        /// `cached` is written: listed or not.
        case listed(Bool)
        /// No `cached`: every selectable tab-bar tab is kept when they fit in
        /// `limit`, else they share its slots; other tabs are not kept.
        case byDefault(kept: Bool, rotating: Bool)
    }

    /// The selectable tabs of the tab bar, which are cached when `cached` is not written.
    public var defaultCachedCount: Int { tabs.reduce(0) { $0 + ($1.isSelectable && $1.isInTabBar ? 1 : 0) } }

    public func caching(of index: Int) -> Caching {
        guard tabs.indices.contains(index) else { return .listed(false) }
        let tab = tabs[index]
        if let list = defaults?.cached {
            guard let id = self.id(of: tab)?.value else { return .listed(false) }
            return .listed(list.contains { $0.value == id })
        }
        guard tab.isSelectable && tab.isInTabBar else { return .byDefault(kept: false, rotating: false) }
        return .byDefault(kept: true, rotating: defaultCachedCount > limit)
    }
}
