// What a tab bar controller's own class sets on its tabs by position
// (docs/import.md, "Storyboards" and "Tabs set by position"): in the
// unconditional statements of its methods, `tabBar.items?[N].title = ...`,
// `viewControllers?[N].tabBarItem.image = ...`, a local bound to
// `viewControllers[N]` (cast or not) whose `tabBarItem` is set, or a call
// on such an item whose arguments are labelled for its facts
// (`items[N].configure(tag:title:image:selectedImage:)`, an app's own
// helper). N is a number or an `Int` enum's case (`Tab.browse.rawValue`,
// its position when the enum gives no raw values). `title`, `image`, `tag`
// and `accessibilityLabel` (the title of a tab that shows none) are read.
// A storyboard's bar takes them over its scenes' items; a bar made in code
// takes them for the controllers whose own items could not be read.

/// One tab's facts set by position in code.
struct IndexedItem {
    var title: TextValue?
    var titleCode: String?
    var accessibilityLabel: TextValue?
    var icon: IconValue?
    /// The tag's enum case (`tag: Tab.home.rawValue`), the tab's id.
    var tag: String?
    var place: SourcePlace?
}

extension Extractor {
    /// Most positions read: more than any bar holds.
    static let mostPositions = 64

    /// The facts the class `name` sets by position, by position.
    func positionedItems(of name: String?) -> [Int: IndexedItem] {
        guard let name, resolver.isType(name) else { return [:] }
        var result: [Int: IndexedItem] = [:]
        for member in resolver.members(of: name) {
            guard case .function(let fn) = member.stmt.kind, let body = fn.body else { continue }
            let scope = bodyScope(body, member.file, name)
            var locals: [String: Int] = [:]
            for st in CodeItems.unconditional(body) {
                var facts: [(String, Expr)] = []
                var owner: Expr
                switch st.kind {
                case .variable(let v):
                    if let i = v.initial, let n = itemPosition(i) { locals[v.name] = n }
                    continue
                case .assignment(let target, "=", let value):
                    guard case .member(let base?, let property) = target.kind else { continue }
                    owner = base
                    facts = [(property, value)]
                case .expression(let e):
                    // `items[N].configure(title: "Home", image: …)`: the labelled arguments.
                    guard let call = e.call, case .member(let base?, _) = call.callee.kind else { continue }
                    owner = base
                    facts = call.arguments.compactMap { a in a.label.map { ($0, a.value) } }
                default: continue
                }
                // `items[N]`, `viewControllers[N].tabBarItem`, `local.tabBarItem`.
                if case .member(let inner?, "tabBarItem") = owner.kind { owner = inner }
                var n = itemPosition(owner)
                if n == nil, case .name(let local) = owner.kind { n = locals[local] }
                guard let n, n >= 0, n < Self.mostPositions else { continue }
                var item = result[n] ?? IndexedItem()
                var read = false
                for (property, value) in facts {
                    switch property {
                    case "title":
                        item.title = resolver.text(value, file: member.file, scope)
                        item.titleCode = code(value, member.file)
                    case "accessibilityLabel": item.accessibilityLabel = resolver.text(value, file: member.file, scope)
                    case "image": item.icon = iconOf(value, member.file, scope, budget: 0)
                    case "tag": item.tag = tagName(value, member.file, scope)
                    default: continue
                    }
                    read = true
                }
                guard read else { continue }
                item.place = item.place ?? place(member.file, st.start)
                result[n] = item
            }
        }
        return result
    }

    /// N when `e` is `X.items[N]` or `X.viewControllers[N]` (`X` any receiver, or none), through a cast;
    /// N may be `Tab.browse.rawValue`, an `Int` enum's case.
    func itemPosition(_ e: Expr) -> Int? {
        var e = e
        if case .cast(let inner, _) = e.kind { e = inner }
        guard case .subscripted(let base, let arguments) = e.kind, let index = arguments.first?.value,
              ["items", "viewControllers"].contains(base.lastName ?? "") else { return nil }
        if case .number(let text) = index.kind { return Int(text) }
        // `Tab.browse.rawValue`: the case's raw value, or its position.
        guard let path = index.path, path.count >= 3, path.last == "rawValue" else { return nil }
        var value = -1
        for c in resolver.cases(of: path[path.count - 3]) {
            // A raw value written as a number, else the one before plus one (none after `Int.max`).
            var written: Int?
            if let r = c.raw, case .number(let text) = parsed(r).kind { written = Int(text) }
            guard let next = written ?? (value < Int.max ? value + 1 : nil) else { return nil }
            value = next
            if c.name == path[path.count - 2] { return value }
        }
        return nil
    }

    /// A tab of a bar made in code whose controller at `n` gives no item: what the bar's class sets on it by position.
    func positionedTab(_ positioned: [Int: IndexedItem], _ n: Int) -> ImportedItem? {
        guard let item = positioned[n], item.title != nil || item.icon?.isEmpty == false, let at = item.place else { return nil }
        let title = item.title.map(imported) ?? .unknown(item.titleCode ?? "")
        var tab = makeTab(title: title, icon: item.icon ?? IconValue(), value: item.tag, identifier: nil, at: at)
        tab.notes.insert("the tab bar's class sets this item by position at \(at.description)", at: 0)
        return .tab(tab)
    }
}
