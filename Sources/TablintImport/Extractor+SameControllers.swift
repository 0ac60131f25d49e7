// Two UIKit tab views given the same controllers: an object builds the tab
// bar controller and its tabs, then hands both to a container whose
// initializer gives that controller its tabs again, and more
// (`BottomSheet(rootTabBarController: bar, viewControllers: tabs + extra)`,
// whose init sets `Array(viewControllers.prefix(4)) + [more]`). The entry
// reaches the builder first, but the container's list is the one set last:
// when another controller view holds every tab of the drafted one, read at
// the same places, and more, that view is drafted.

extension Extractor {
    func fullerSameControllers(_ views: [ImportedTabView], drafted: Int) -> Int {
        guard views.indices.contains(drafted), views[drafted].kind == .controller else { return drafted }
        func tabs(_ v: ImportedTabView) -> [ImportedTab] {
            v.items.flatMap { item -> [ImportedTab] in
                switch item {
                case .tab(let t): return [t]
                case .section(let s): return s.tabs
                }
            }
        }
        let mine = tabs(views[drafted])
        guard !mine.isEmpty else { return drafted }
        var best = drafted
        for (n, v) in views.enumerated() where n != drafted && v.kind == .controller && v.tabCount > views[best].tabCount {
            let theirs = tabs(v)
            let same = mine.allSatisfy { t in theirs.contains { $0.id == t.id && $0.place == t.place } }
            if same { best = n }
        }
        return best
    }
}
