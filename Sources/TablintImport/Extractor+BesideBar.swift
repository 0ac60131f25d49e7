// A `TabView` whose pages carry only a tag (`.tag("inbox")`, no
// `.tabItem`: the system bar hidden) with, beside it, the app's own bar
// given the same selection (`CustomTabBar(selectedTab: $selectedTab)`, a
// type named for a tab bar). Each tag is a tab, in the bar's order;
// its look comes from the bar's item for that value (the item that names
// the case, or passes the tag's string: `BarButton(key: "inbox", image: …)`),
// read as a label is. The draft says `bar custom`.

extension Extractor {
    /// The tabs of a `TabView` of tags alone, read from the bar drawn beside it, and the enum its tags are cases of;
    /// nil when there is no such bar.
    func besideBarTabs(_ f: Int, _ head: Expr, selection: String?) -> (tabs: [ImportedTab], enumType: String?)? {
        guard let selection, let call = head.call, let body = call.trailing.first(where: { $0.label == nil })?.closure.body else { return nil }
        let tags = Self.pageTags(body)
        guard tags.count >= 2, let bar = barBeside(f, selection: selection),
              let barBody = resolver.property("body", of: bar)?.node.accessor,
              let barFile = resolver.property("body", of: bar)?.file else { return nil }
        // The bar's items in the bar type's own members too (`var tabBar`), its first row.
        let items = Self.firstRow(barBody).map { Self.rowItems($0.items) } ?? []
        let values = Set(tags.map(\.value))
        // Each tag's item in the bar; a bar none of whose written-out items a tag matches (a `ForEach` over an enum)
        // is left to the other readers (Extractor+CustomBar).
        let matched = tags.map { tag in items.firstIndex { Self.firstCase(in: $0, among: values) == tag.value || Self.passesString(tag.value, $0) } }
        guard matched.contains(where: { $0 != nil }) else { return nil }
        // The bar's order is what the user sees; a page the bar does not show comes after, in the `TabView`'s order.
        let order = tags.indices.sorted { a, b in (matched[a] ?? Int.max, a) < (matched[b] ?? Int.max, b) }
        var tabs: [ImportedTab] = []
        for n in order {
            let tag = tags[n]
            let item = matched[n].map { items[$0] }
            var env = Environment()
            env.depth = 1
            var label = item.map { labelFacts([Stmt(kind: .expression($0), start: $0.start, end: $0.end)], barFile, env) }
                ?? (title: ImportedTitle.unknown(""), icon: IconValue())
            if let item, label.icon.isEmpty { label.icon = handedIcon(item, owner: bar, barFile) }
            // A tag that is an enum's case (`.tag(Item.inbox)`): what the bar's code did not give, from the enum's own properties.
            if let type = tag.type, !(index.enumCases[type]?.isEmpty ?? true) {
                let fromEnum = enumTab(type: type, caseName: tag.value, at: place(f, tag.at))
                if case .unknown(let code) = label.title, code.isEmpty { label.title = fromEnum.title }
                if label.icon.isEmpty { label.icon = IconValue(icon: fromEnum.icon, image: fromEnum.image, unknown: label.icon.unknown) }
            }
            tabs.append(makeTab(title: label.title, icon: label.icon, value: tag.value, identifier: nil, at: place(f, tag.at)))
        }
        return (tabs, tags.compactMap(\.type).first { !(index.enumCases[$0]?.isEmpty ?? true) })
    }

    /// The values of the `.tag(…)`s a `TabView`'s body gives its pages (a string, a case), in order, each once.
    static func pageTags(_ body: [Stmt]) -> [(value: String, type: String?, at: Int)] {
        var tags: [(value: String, type: String?, at: Int)] = []
        var steps = 0
        func visit(_ e: Expr) {
            steps += 1
            guard steps < 20_000 else { return }
            if case .call(let callee, let args, _) = e.kind, case .member(let base?, "tag") = callee.kind, args.count == 1, let value = args.first?.value {
                var name: String?
                var type: String?
                if let v = value.literal { name = v }
                if case .member(let b, let n) = value.kind, b == nil || b?.path != nil { name = n; type = b?.path?.last }
                if let name, !name.isEmpty, !tags.contains(where: { $0.value == name }) { tags.append((name, type, callee.start)) }
                visit(base)
                return
            }
            TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
        }
        for s in body { TreeWalk.expressions(s) { visit($0) } }
        return tags
    }

    /// The project type named for a tab bar that file `f` builds with `$selection` (`CustomTabBar(selectedTab: $tab)`).
    func barBeside(_ f: Int, selection: String) -> String? {
        var found: String?
        var steps = 0
        func visit(_ e: Expr) {
            steps += 1
            guard found == nil, steps < 50_000 else { return }
            if let call = e.call, case .name(let type) = call.callee.kind, Self.drawsTabBar(type), resolver.isType(type),
               call.arguments.contains(where: { Self.isBinding($0.value, to: selection) }) {
                found = type
                return
            }
            TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
        }
        TreeWalk.statements(resolver.files[f].statements) { st in
            if found == nil, case .variable(let v) = st.kind, let body = v.accessor { for s in body { TreeWalk.expressions(s) { visit($0) } } }
        }
        return found
    }

    /// `$selection` (or `self.$selection`).
    static func isBinding(_ e: Expr, to name: String) -> Bool {
        if case .prefix("$", let inner) = e.kind, case .name(let n) = inner.kind { return n == name }
        guard let path = e.path?.filter({ $0 != "self" && !$0.isEmpty }), path.count == 1 else { return false }
        return path[0] == "$" + name
    }

    /// Whether an item's call passes the string as an argument (`key: "inbox"`).
    static func passesString(_ value: String, _ item: Expr) -> Bool {
        var e = item
        for _ in 0..<16 {
            guard case .call(let callee, let args, _) = e.kind else { return false }
            if case .name = callee.kind { return args.contains { $0.value.literal == value } }
            guard case .member(let base?, _) = callee.kind else { return false }
            e = base
        }
        return false
    }
}

extension Extractor {
    /// The icon a bar's item is handed (its `image:`, `icon:`, `picture:`, `symbol:` or `glyph:` argument) when its view's body did not give one:
    /// the value itself (`Image.tabInbox`), else the bar's own property it names (`archiveImage`, an
    /// `Image(archiveName)` whose name is another property, `selected ? "on" : "off"`: the first that reads).
    func handedIcon(_ item: Expr, owner: String?, _ f: Int) -> IconValue {
        guard let head = headCall(item) else { return IconValue() }
        var env = Environment()
        env.depth = 1
        for a in head.arguments {
            guard let label = a.label?.lowercased(), ["image", "icon", "picture", "symbol", "glyph"].contains(where: label.contains) else { continue }
            let read = propertyIcon(a.value, owner: owner, f, env, depth: 0)
            if !read.isEmpty { return read }
        }
        return shownImageArgument(head, f)
    }

    private func propertyIcon(_ e: Expr, owner: String?, _ f: Int, _ env: Environment, depth: Int) -> IconValue {
        guard depth < 4 else { return IconValue() }
        if case .ternary(_, let yes, let no) = e.kind {
            for x in [yes, no] {
                let read = propertyIcon(x, owner: owner, f, env, depth: depth + 1)
                if !read.isEmpty { return read }
            }
            return IconValue()
        }
        if let v = e.literal { return IconValue(image: v) }
        let direct = iconValue(e, f, env, systemByDefault: false)
        if !direct.isEmpty { return direct }
        // A bare name: the owner's property; in it, or in a wrapper (`AnyView(Image("x"))`), the first `Image(…)`.
        var value = e
        var file = f
        if case .name(let n) = e.kind {
            guard let owner, let p = resolver.property(n, of: owner),
                  let v = (p.node.accessor?.first).flatMap(Self.valueOf) ?? p.node.initial else { return IconValue() }
            value = v
            file = p.file
        }
        var image: Expr?
        var steps = 0
        func visit(_ x: Expr) {
            steps += 1
            guard image == nil, steps < 2_000 else { return }
            if let call = x.call, case .name("Image") = call.callee.kind, let first = call.arguments.first, first.label == nil { image = first.value; return }
            TreeWalk.children(x, visit) { _ in }
        }
        visit(value)
        guard let next = image ?? (value.start == e.start && value.end == e.end ? nil : value) else { return IconValue() }
        return propertyIcon(next, owner: owner, file, env, depth: depth + 1)
    }

    private static func valueOf(_ st: Stmt) -> Expr? {
        switch st.kind {
        case .expression(let e), .returns(let e?): return e
        default: return nil
        }
    }
}
