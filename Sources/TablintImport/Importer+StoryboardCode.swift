// What a storyboard tab bar's own controller class sets on its tabs by
// position, in code (docs/import.md, "Storyboards"): in the unconditional
// statements of its methods, `tabBar.items?[N].title = ...`,
// `viewControllers?[N].tabBarItem.image = ...`, or a local bound to
// `viewControllers[N]` (cast or not) whose `tabBarItem` is set, N a number
// or an `Int` enum's case (`Tab.browse.rawValue`, its position when the
// enum gives no raw values). `title`, `image` and `accessibilityLabel`
// (the title of a tab that shows none) are read.

/// One tab's facts set by position in code.
struct IndexedItem {
    var title: TextValue?
    var titleCode: String?
    var accessibilityLabel: TextValue?
    var icon: IconValue?
    var place: SourcePlace?
}

extension CodeItems {
    /// The facts the class `name` sets by position, by position.
    func indexedItems(of name: String?) -> [Int: IndexedItem] {
        guard let extractor, let name, extractor.resolver.isType(name) else { return [:] }
        var result: [Int: IndexedItem] = [:]
        for member in extractor.resolver.members(of: name) {
            guard case .function(let fn) = member.stmt.kind, let body = fn.body else { continue }
            let scope = extractor.bodyScope(body, member.file, name)
            var locals: [String: Int] = [:]
            for st in Self.unconditional(body) {
                switch st.kind {
                case .variable(let v):
                    if let i = v.initial, let n = position(i) { locals[v.name] = n }
                case .assignment(let target, "=", let value):
                    guard case .member(let base?, let property) = target.kind else { continue }
                    // `items[N].P`, `viewControllers[N].tabBarItem.P`, `local.tabBarItem.P`.
                    var owner = base
                    if case .member(let inner?, "tabBarItem") = owner.kind { owner = inner }
                    var n = position(owner)
                    if n == nil, case .name(let local) = owner.kind { n = locals[local] }
                    guard let n, n >= 0, n < 64 else { continue }
                    var item = result[n] ?? IndexedItem()
                    let at = extractor.place(member.file, st.start)
                    switch property {
                    case "title":
                        item.title = extractor.resolver.text(value, file: member.file, scope)
                        item.titleCode = extractor.code(value, member.file)
                    case "accessibilityLabel": item.accessibilityLabel = extractor.resolver.text(value, file: member.file, scope)
                    case "image": item.icon = extractor.iconOf(value, member.file, scope, budget: 0)
                    default: continue
                    }
                    item.place = item.place ?? at
                    result[n] = item
                default: continue
                }
            }
        }
        return result
    }

    /// A function body's statements that always run: the top level and `#if` clauses but `DEBUG`'s.
    static func unconditional(_ body: [Stmt]) -> [Stmt] {
        var out: [Stmt] = []
        for st in body {
            if case .ifConfig(let clauses) = st.kind {
                for c in clauses where !Resolver.isDebug(c.condition) { out += c.body.filter { if case .ifConfig = $0.kind { return false }; return true } }
            } else {
                out.append(st)
            }
        }
        return out
    }

    /// N when `e` is `X.items[N]` or `X.viewControllers[N]` (`X` any receiver, or none), through a cast;
    /// N may be `Tab.browse.rawValue`, an `Int` enum's case.
    func position(_ e: Expr) -> Int? {
        var e = e
        if case .cast(let inner, _) = e.kind { e = inner }
        guard case .subscripted(let base, let arguments) = e.kind, let index = arguments.first?.value,
              ["items", "viewControllers"].contains(base.lastName ?? "") else { return nil }
        if case .number(let text) = index.kind { return Int(text) }
        // `Tab.browse.rawValue`: the case's raw value, or its position.
        guard let path = index.path, path.count >= 3, path.last == "rawValue", let extractor else { return nil }
        var value = -1
        for c in extractor.resolver.cases(of: path[path.count - 3]) {
            // A raw value written as a number, else the one before plus one (none after `Int.max`).
            var written: Int?
            if let r = c.raw, case .number(let text) = extractor.parsed(r).kind { written = Int(text) }
            guard let next = written ?? (value < Int.max ? value + 1 : nil) else { return nil }
            value = next
            if c.name == path[path.count - 2] { return value }
        }
        return nil
    }
}
