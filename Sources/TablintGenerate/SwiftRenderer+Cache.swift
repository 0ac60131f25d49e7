extension SwiftRenderer {
    mutating func renderCache() {
        let hasCached = !input.cached.isEmpty
        let firstPlatform = input.model.appPlatforms.first ?? .iphone
        line("/// What the tab view holds: the tabs whose views are kept, at most")
        line("/// `\(tabType).limit`. The `cached` tabs stay; the other slots hold the most")
        line("/// recently selected other tabs. When every slot is full, the least")
        line("/// recently selected held tab leaves, a `cached` one only when no other can.")
        line("\(access)struct \(cacheType): Equatable, Sendable {")
        line("    /// The selected tab (always held).")
        line("    \(access)private(set) var selection: \(tabType)")
        line("    /// The held tabs, in declaration order.")
        line("    \(access)private(set) var tabs: [\(tabType)]")
        line("    /// The held tabs from the first to leave to the last.")
        line("    private var recency: [\(tabType)]")
        line()
        if hasCached {
            line("    /// Holds the `cached` tabs, then selects `\(tabType).launch`.")
        } else {
            line("    /// Holds the first `limit` selectable tab-bar tabs of the app's first")
            line("    /// platform, then selects `\(tabType).launch`.")
        }
        line("    \(access)init() {")
        if hasCached {
            line("        let held = \(tabType).cached")
        } else {
            line("        let held = Array(\(tabType).tabBar(on: .\(firstPlatform.rawValue)).filter { $0.isSelectable }.prefix(\(tabType).limit))")
        }
        line("        // Never selected: the last of them leaves first.")
        line("        recency = held.reversed()")
        line("        tabs = \(tabType).allCases.filter { held.contains($0) }")
        line("        selection = \(tabType).launch")
        line("        _ = select(\(tabType).launch)")
        line("    }")
        line()
        line("    /// Selects a tab. An `action` tab is not selected: it returns false and")
        line("    /// changes nothing (the caller runs the action). Otherwise the tab")
        line("    /// becomes the selection, taking a free slot or the slot of the least")
        line("    /// recently selected tab (a `cached` one only when no other can leave).")
        line("    @discardableResult")
        line("    \(access)mutating func select(_ tab: \(tabType)) -> Bool {")
        line("        guard tab.isSelectable else { return false }")
        line("        if let index = recency.firstIndex(of: tab) {")
        line("            recency.remove(at: index)")
        line("        } else {")
        line("            while !recency.isEmpty && recency.count >= \(tabType).limit {")
        line("                let leaving = recency.firstIndex { !\(tabType).cached.contains($0) } ?? 0")
        line("                recency.remove(at: leaving)")
        line("            }")
        line("        }")
        line("        recency.append(tab)")
        line("        selection = tab")
        line("        tabs = \(tabType).allCases.filter { recency.contains($0) }")
        line("        return true")
        line("    }")
        line("}")
    }
}
