import TabsLint

// UIKit tab views: a controller whose `viewControllers`, `setViewControllers`
// or `tabs` array gives the order, each element's `UITabBarItem` (set where
// the element is made, or in its class), iOS 18's `UITab`, `UISearchTab`
// and `UITabGroup`, a controller made from a tab enum's case, and
// `tabBarController(_:shouldSelect:)` returning false (an action tab).

extension Extractor {
    mutating func uiKitViews(_ f: Int) -> [ImportedTabView] {
        let s = index.sources[f]
        var views: [ImportedTabView] = []
        var seen: Set<String> = []
        var i = 0
        while i < s.count {
            // `viewControllers = [`, `setViewControllers([`, `tabs = [`
            var open: Int?
            if (s.is(i, "viewControllers") || s.is(i, "tabs")), s.is(i + 1, "="), s.is(i + 2, "[") { open = i + 2 }
            else if s.is(i, "setViewControllers"), s.is(i + 1, "("), s.is(i + 2, "[") { open = i + 2 }
            var source: String?
            if open == nil, s.is(i, "viewControllers") && s.is(i + 1, "=") && s.isIdentifier(i + 2) && !s.is(i + 3, "(")
                || s.is(i, "setViewControllers") && s.is(i + 1, "(") && s.isIdentifier(i + 2) && !s.is(i + 2, "viewControllers") {
                // `viewControllers = list.map { ... }`: the array `list` was given in the type.
                let name = s.text(i + 2)
                if let type = index.enclosingType(file: f, token: i), let at = arrayAssigned(to: name, in: type) {
                    open = at
                    source = name
                }
            }
            guard let open, let close = s.close(open), close < s.count, isTabBarReceiver(f, i) else { i += 1; continue }
            let isTabs = s.is(i, "tabs")
            if isTabs && !containsTabs(s, open, close) { i += 1; continue }
            let type = index.enclosingType(file: f, token: i)
            let name = type?.name ?? "UITabBarController"
            var view = ImportedTabView(kind: .controller, name: name, place: place(f, i))
            var shapes: Set<String> = []
            var controllers: [String: (type: String?, variable: String?)] = [:]
            for element in SwiftIndex.arguments(s, open: open, close: close) {
                let r = TokenRange(file: f, start: element.start, end: element.end)
                for item in uiKitItems(r, type: type, shapes: &shapes, controllers: &controllers) { view.items.append(item) }
            }
            guard !view.items.isEmpty, !seen.contains(name + ":" + String(view.tabCount)) else { i = max(i + 1, close + 1); continue }
            seen.insert(name + ":" + String(view.tabCount))
            view.shapes = Self.shapeOrder.filter(shapes.contains)
            view.files = [index.paths[f]]
            if let source {
                view.notes.append("the order is that of \(source) at \(place(f, open).description), the first non-empty array given to it")
                if let condition = enclosingIf(f, open) {
                    view.notes.append("that array is given only when \(condition); other branches give other tabs")
                }
            }
            if let type {
                view.selected = selectedIndex(in: type, view: view)
                shouldSelectActions(in: f, view: &view, controllers: controllers)
            }
            views.append(view)
            i = max(i + 1, close + 1)
        }
        return views
    }

    /// The tabs one element of the array makes.
    mutating func uiKitItems(_ r: TokenRange, type: TypeDecl?, shapes: inout Set<String>,
                             controllers: inout [String: (type: String?, variable: String?)]) -> [ImportedItem] {
        let s = index.sources[r.file]
        let i = r.start
        let env = Environment()
        func arg(_ args: [(label: String?, start: Int, end: Int)], _ label: String) -> TokenRange? {
            args.first { $0.label == label }.map { TokenRange(file: r.file, start: $0.start, end: $0.end) }
        }
        if s.is(i, "UISearchTab") {
            var tab = makeTab(title: .plain("Search"), icon: IconValue(icon: "magnifyingglass"), value: nil, identifier: "search", at: place(r.file, i))
            tab.roles = [.search]
            systemTitled(&tab, "Search")
            tab.remarks.append("the system draws the search tab's icon")
            if s.is(i + 1, "("), let close = s.close(i + 1), let t = arg(SwiftIndex.arguments(s, open: i + 1, close: close), "title") {
                tab = makeTab(title: title(t, env, literalIsKey: false), icon: IconValue(icon: "magnifyingglass"), value: nil, identifier: "search", at: place(r.file, i))
                tab.roles = [.search]
            }
            shapes.insert("uikit-tab")
            return [.tab(tab)]
        }
        if s.is(i, "UITab") || s.is(i, "UITabGroup"), s.is(i + 1, "("), let close = s.close(i + 1) {
            let args = SwiftIndex.arguments(s, open: i + 1, close: close)
            let t = arg(args, "title").map { title($0, env, literalIsKey: false) } ?? .unknown("")
            let icon = arg(args, "image").map { iconValue($0, env, systemByDefault: false) } ?? IconValue()
            let identifier = arg(args, "identifier").flatMap { s.stringValue($0.start) }
            shapes.insert("uikit-tab")
            if s.is(i, "UITabGroup") {
                let text: String
                switch t { case .key(let k), .plain(let k): text = k; case .unknown: text = "" }
                var section = ImportedSection(id: identifier.map { Identifiers.identifier(from: $0).0 } ?? Identifiers.identifier(fromTitle: text), title: t, place: place(r.file, i))
                if case .plain(let p) = t, !p.isEmpty { section.untranslated = true }
                if let children = arg(args, "children"), s.is(children.start, "["), let cc = s.close(children.start) {
                    for child in SwiftIndex.arguments(s, open: children.start, close: cc) {
                        for item in uiKitItems(TokenRange(file: r.file, start: child.start, end: child.end), type: type, shapes: &shapes, controllers: &controllers) {
                            if case .tab(let tab) = item { section.tabs.append(tab) }
                        }
                    }
                }
                return [.section(section)]
            }
            return [.tab(makeTab(title: t, icon: icon, value: nil, identifier: identifier, at: place(r.file, i)))]
        }
        // A controller made from an enum case: `makeController(for: .home)`, `Nav(tab: .home)`.
        var k = i
        while k < r.end {
            if s.is(k, "."), s.isIdentifier(k + 1), !s.isIdentifier(k - 1), !s.is(k - 1, ")"),
               let type = enumHolding([s.text(k + 1)]), index.switchProperties[type] != nil {
                usedEnums.insert(type)
                shapes.insert("enum-switch")
                shapes.insert("uikit-tabbaritem")
                let c = index.enumCases[type]?.first { $0.name == s.text(k + 1) }
                let tab = enumTab(type: type, caseName: s.text(k + 1), at: c.map { SourcePlace(path: index.paths[$0.file], line: $0.line) } ?? place(r.file, k))
                controllers[tab.id] = (controllerType(r), nil)
                return [.tab(tab)]
            }
            if let c = s.close(k), s.is(k, "(") { k = c }
            k += 1
        }
        // A variable: its `tabBarItem` set in the same type, or in the class it is made from.
        if s.isIdentifier(i), i + 1 == r.end || (s.is(i + 1, "!") && i + 2 == r.end) {
            let name = s.text(i)
            if let tab = tabBarItemTab(variable: name, in: type, file: r.file, at: place(r.file, i)) {
                shapes.insert("uikit-tabbaritem")
                controllers[tab.id] = (variableType(name, in: type, file: r.file), name)
                return [.tab(tab)]
            }
            if let c = configuredCase(variable: name, in: type, file: r.file) {
                usedEnums.insert(c.type)
                shapes.insert("enum-switch")
                shapes.insert("uikit-tabbaritem")
                let decl = index.enumCases[c.type]?.first { $0.name == c.name }
                let tab = enumTab(type: c.type, caseName: c.name, at: decl.map { SourcePlace(path: index.paths[$0.file], line: $0.line) } ?? place(r.file, c.token))
                controllers[tab.id] = (variableType(name, in: type, file: r.file), name)
                return [.tab(tab)]
            }
            if let t = variableType(name, in: type, file: r.file), let tab = classTab(t, at: place(r.file, i)) {
                shapes.insert("uikit-tabbaritem")
                controllers[tab.id] = (t, name)
                return [.tab(tab)]
            }
        }
        // A controller made in place: `HomeViewController()`, wrapped or not.
        if let t = controllerType(r), let tab = classTab(t, at: place(r.file, i)) {
            shapes.insert("uikit-tabbaritem")
            controllers[tab.id] = (t, nil)
            return [.tab(tab)]
        }
        return []
    }

    /// Whether `viewControllers` or `tabs` at `i` belongs to a tab bar
    /// controller: the type's own (it inherits from one), or a receiver
    /// named for one (`tabBarController.viewControllers`).
    func isTabBarReceiver(_ f: Int, _ i: Int) -> Bool {
        let s = index.sources[f]
        if s.is(i - 1, "."), !s.is(i - 2, "self") {
            return s.isIdentifier(i - 2) && s.text(i - 2).lowercased().contains("tab")
        }
        guard let type = index.enclosingType(file: f, token: i) else { return false }
        let names = index.types(named: type.name).flatMap(\.inherits)
        return names.contains { $0.hasSuffix("TabBarController") || $0 == "UITabBarControllerDelegate" }
    }

    /// The condition of the `if` whose braces hold token `i`, when there is one.
    func enclosingIf(_ f: Int, _ i: Int) -> String? {
        let s = index.sources[f]
        let brace = Int(index.enclosingBrace[f][i])
        guard brace > 0 else { return nil }
        var k = brace - 1
        while k >= 0 && k > brace - 40 && s.line(k) == s.line(brace) {
            if s.is(k, "if") { return snippet(TokenRange(file: f, start: k + 1, end: brace)) }
            k -= 1
        }
        return nil
    }

    /// The first non-empty array literal assigned to `name` in the type (`name = [`, `let name = [`).
    func arrayAssigned(to name: String, in type: TypeDecl) -> Int? {
        let s = index.sources[type.file]
        var i = type.open
        while i < type.close {
            if s.isIdentifier(i), s.text(i) == name, !s.is(i - 1, "."), s.is(i + 1, "="), s.is(i + 2, "["), let c = s.close(i + 2), c > i + 3,
               !s.is(c + 1, "(") {
                return i + 2
            }
            i += 1
        }
        return nil
    }

    /// A call on the variable with a tab enum's case: `vc.configureTabBarItem(with: .home)`.
    func configuredCase(variable: String, in type: TypeDecl?, file: Int) -> (type: String, name: String, token: Int)? {
        let s = index.sources[file]
        var i = type?.open ?? 0
        let end = type?.close ?? s.count
        while i < end {
            if s.isIdentifier(i), s.text(i) == variable, !s.is(i - 1, "."), s.is(i + 1, "."), s.isIdentifier(i + 2), s.is(i + 3, "("),
               let close = s.close(i + 3) {
                var k = i + 4
                while k < close {
                    if s.is(k, "."), s.isIdentifier(k + 1), !s.isIdentifier(k - 1), let t = enumHolding([s.text(k + 1)]),
                       index.switchProperties[t].map({ Self.titleProperty($0) != nil }) ?? false {
                        return (t, s.text(k + 1), k)
                    }
                    k += 1
                }
            }
            i += 1
        }
        return nil
    }

    /// The innermost class a controller expression makes: `Nav(rootViewController: HomeVC())` gives `HomeVC`.
    func controllerType(_ r: TokenRange) -> String? {
        let s = index.sources[r.file]
        var found: String?
        var i = r.start
        while i < r.end {
            if s.isIdentifier(i), s.is(i + 1, "("), let first = s.text(i).unicodeScalars.first, first.properties.isUppercase,
               index.types(named: s.text(i)).contains(where: { $0.keyword == "class" }) {
                found = s.text(i)
            }
            i += 1
        }
        return found
    }

    /// `let x = Type(...)` in the type: `Type`.
    func variableType(_ name: String, in type: TypeDecl?, file: Int) -> String? {
        guard let type else { return nil }
        let s = index.sources[file]
        var i = type.open
        while i < type.close {
            if s.is(i, "let") || s.is(i, "var"), s.text(i + 1) == name {
                var k = i + 2
                while k < type.close && k < i + 10 && !s.is(k, "=") { k += 1 }
                if s.is(k, "=") { return controllerType(TokenRange(file: file, start: k + 1, end: index.statementEnd(s, from: k + 1, limit: type.close))) }
            }
            i += 1
        }
        return nil
    }

    /// `x.tabBarItem = UITabBarItem(...)`, `x.tabBarItem.title = ...`, `x.title = ...` in the type.
    func tabBarItemTab(variable: String?, in type: TypeDecl?, file: Int, at place: SourcePlace) -> ImportedTab? {
        let s = index.sources[file]
        let start = type?.open ?? 0
        let end = type?.close ?? s.count
        var title: ImportedTitle?
        var icon = IconValue()
        var tag: String?
        var system: String?
        var found = false
        var foundLine: Int?
        var i = start
        while i < end {
            let matchesOwner: Bool
            var k = i
            if let variable {
                matchesOwner = s.text(i) == variable && s.is(i + 1, ".") && !s.is(i - 1, ".")
                k = i + 2
            } else {
                matchesOwner = s.is(i, "tabBarItem") && !s.is(i - 1, ".") || (s.is(i, "self") && s.is(i + 1, ".") && s.is(i + 2, "tabBarItem"))
                if s.is(i, "self") { k = i + 2 }
            }
            guard matchesOwner else { i += 1; continue }
            if s.is(k, "tabBarItem"), s.is(k + 1, "="), s.is(k + 2, "UITabBarItem"), s.is(k + 3, "("), let close = s.close(k + 3) {
                let args = SwiftIndex.arguments(s, open: k + 3, close: close)
                let r: (String) -> TokenRange? = { l in args.first { $0.label == l }.map { TokenRange(file: file, start: $0.start, end: $0.end) } }
                if let t = r("title") { title = self.title(t, Environment(), literalIsKey: false) }
                if let im = r("image") { icon = iconValue(im, Environment(), systemByDefault: false) }
                if let t = r("tag") { tag = caseNamed(in: t) }
                foundLine = foundLine ?? s.line(k)
                if let sys = r("tabBarSystemItem"), s.is(sys.start, "."), s.isIdentifier(sys.start + 1) { system = s.text(sys.start + 1) }
                found = true
                i = close
            } else if s.is(k, "tabBarItem"), s.is(k + 1, "="), s.isIdentifier(k + 2), let type,
                      let item = propertyInitializer(s.text(k + 2), in: type, call: "UITabBarItem") {
                let args = SwiftIndex.arguments(s, open: item + 1, close: s.close(item + 1) ?? item + 1)
                let r: (String) -> TokenRange? = { l in args.first { $0.label == l }.map { TokenRange(file: file, start: $0.start, end: $0.end) } }
                if let t = r("title") { title = self.title(t, Environment(), literalIsKey: false) }
                if let im = r("image") { icon = iconValue(im, Environment(), systemByDefault: false) }
                if let t = r("tag") { tag = caseNamed(in: t) }
                foundLine = foundLine ?? s.line(k)
                found = true
            } else if s.is(k, "tabBarItem"), s.is(k + 1, "."), s.isIdentifier(k + 2), s.is(k + 3, "=") {
                let end2 = index.statementEnd(s, from: k + 4, limit: end)
                let r = TokenRange(file: file, start: k + 4, end: end2)
                switch s.text(k + 2) {
                case "title": title = self.title(r, Environment(), literalIsKey: false); found = true; foundLine = foundLine ?? s.line(k)
                case "image": icon = iconValue(r, Environment(), systemByDefault: false); found = true; foundLine = foundLine ?? s.line(k)
                default: break
                }
            } else if s.is(k, "title"), s.is(k + 1, "="), title == nil, variable != nil {
                title = self.title(TokenRange(file: file, start: k + 2, end: index.statementEnd(s, from: k + 2, limit: end)), Environment(), literalIsKey: false)
            }
            i += 1
        }
        guard found else { return nil }
        var place = place
        if let foundLine, variable != nil { place.line = foundLine }
        if let system {
            let english = Self.systemItemTitles[system] ?? system
            var tab = makeTab(title: .key(english), icon: IconValue(icon: Self.systemItemIcons[system]), value: system, identifier: nil, at: place)
            systemTitled(&tab, english)
            if system == "search" { tab.roles = [.search] }
            return tab
        }
        return makeTab(title: title ?? .unknown(""), icon: icon, value: tag, identifier: nil, at: place)
    }

    /// The tab enum case an expression names somewhere in it (`tabs.firstIndex(of: .podcasts)!`).
    func caseNamed(in r: TokenRange) -> String? {
        let s = index.sources[r.file]
        var m = r.start
        while m < r.end {
            if s.is(m, "."), s.isIdentifier(m + 1), !s.isIdentifier(m - 1), !s.is(m - 1, ")"), enumHolding([s.text(m + 1)]) != nil { return s.text(m + 1) }
            m += 1
        }
        return nil
    }

    /// `lazy var name = CALL(` in the type: the token of `CALL`.
    func propertyInitializer(_ name: String, in type: TypeDecl, call: StaticString) -> Int? {
        let s = index.sources[type.file]
        var i = type.open
        while i < type.close {
            if s.is(i, "var") || s.is(i, "let"), s.text(i + 1) == name {
                var k = i + 2
                while k < type.close && k < i + 8 && !s.is(k, "=") { k += 1 }
                return s.is(k + 1, call) && s.is(k + 2, "(") ? k + 1 : nil
            }
            i += 1
        }
        return nil
    }

    /// A controller class that sets its own `tabBarItem` (in `init` or `viewDidLoad`).
    func classTab(_ name: String, at place: SourcePlace) -> ImportedTab? {
        guard let t = index.types(named: name).first(where: { $0.keyword == "class" }) else { return nil }
        return tabBarItemTab(variable: nil, in: t, file: t.file, at: place)
    }

    static let systemItemTitles = ["search": "Search", "history": "History", "favorites": "Favorites", "more": "More",
                                   "bookmarks": "Bookmarks", "contacts": "Contacts", "downloads": "Downloads", "featured": "Featured",
                                   "mostRecent": "Most Recent", "mostViewed": "Most Viewed", "recents": "Recents", "topRated": "Top Rated"]
    static let systemItemIcons = ["search": "magnifyingglass", "history": "clock", "favorites": "star.fill", "more": "ellipsis",
                                  "bookmarks": "book", "contacts": "person.crop.circle", "downloads": "arrow.down.circle", "featured": "star",
                                  "mostRecent": "clock", "mostViewed": "list.number", "recents": "clock", "topRated": "star"]
}
