// A bar the app draws itself with its buttons written out, no `ForEach`:
// in a type or member named for a tab bar (`struct CustomTabBar`, a
// project's own `struct TabView` that shadows SwiftUI's), an `HStack`
// whose items each name one case of the enum the bar selects
// (`@Binding var selected: Tab`): `BarItem(title: "Inbox", isOn: selected == .inbox) { select(.inbox) }`.
// A lazy grid of one row (`LazyVGrid(columns: …) { … }`, a column per item) lays the items out as an `HStack` does.
// Each item that names a case is a tab, in the row's order, read as a label
// is (through the project's own item view); the draft says `bar custom`.
// An item shown under an `if` is a tab too (a tab the app may hide).

extension Extractor {
    /// The enums a written-out bar lays out, one view each (kind `enum`), in file order.
    mutating func buttonBarViews(excluding generated: Set<Int>) -> [ImportedTabView] {
        var views: [ImportedTabView] = []
        for f in resolver.files.indices where !generated.contains(f) && !resolver.files[f].isGenerated {
            let bytes = resolver.files[f].source.bytes
            guard Self.rowContainers.contains(where: { Prefilter.holds($0, in: bytes) }) else { continue }
            var rows: [(row: [Stmt], at: Int, owner: String)] = []
            TreeWalk.statements(resolver.files[f].statements) { st in
                guard case .variable(let v) = st.kind, let body = v.accessor,
                      let owner = index.enclosingType(file: f, token: st.start)?.name,
                      Self.drawsTabBar(v.name) || (v.name == "body" && Self.drawsTabBar(owner)) else { return }
                if let row = Self.firstRow(body) { rows.append((row.items, row.at, owner)) }
            }
            for (row, at, owner) in rows {
                guard let selected = selectedEnum(of: owner) else { continue }
                let cases = Set(resolver.cases(of: selected.path).map(\.name))
                var items: [(name: String, item: Expr)] = []
                for item in Self.rowItems(row) {
                    guard let name = Self.firstCase(in: item, among: cases), !items.contains(where: { $0.name == name }) else { continue }
                    items.append((name, item))
                }
                guard items.count >= 2, !usedEnums.contains(selected.name) else { continue }
                usedEnums.insert(selected.name)
                views.append(buttonBarView(selected, items, owner: owner, at: at, f))
            }
        }
        return views
    }

    /// The enum a bar type selects: a property of the type whose declared type is an enum of two or more cases
    /// (a nested `Tab` known by its path, `TabView.Tab`).
    func selectedEnum(of owner: String) -> (name: String, path: String)? {
        for m in resolver.members(of: owner) {
            guard case .variable(let v) = m.stmt.kind, !v.isStatic, let declared = v.type else { continue }
            let type = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
            guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { continue }
            let last = type.split(separator: ".").last.map(String.init) ?? type
            for path in [owner + "." + type, type] where resolver.cases(of: path).count >= 2 { return (last, path) }
        }
        return nil
    }

    /// The views a bar's row is laid out in.
    static let rowContainers: [StaticString] = ["HStack", "LazyVGrid", "LazyHGrid"]

    /// The first `HStack { … }` (or lazy grid) a body lays out: its statements.
    static func firstRow(_ body: [Stmt]) -> (items: [Stmt], at: Int)? {
        var found: (items: [Stmt], at: Int)?
        var steps = 0
        func visit(_ e: Expr) {
            steps += 1
            guard found == nil, steps < 20_000 else { return }
            if let call = e.call, case .name(let n) = call.callee.kind, ["HStack", "LazyVGrid", "LazyHGrid"].contains(n), let closure = call.trailing.first(where: { $0.label == nil })?.closure {
                found = (closure.body, call.callee.start)
                return
            }
            TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
        }
        for s in body { TreeWalk.expressions(s) { visit($0) } }
        return found
    }

    /// A row's items: its expressions, and those of each `if` branch (an item the app may hide), in order.
    static func rowItems(_ row: [Stmt], depth: Int = 0) -> [Expr] {
        var items: [Expr] = []
        for st in row {
            switch st.kind {
            case .expression(let e): items.append(e)
            case .conditional(let c) where depth < 4:
                items += rowItems(c.then, depth: depth + 1) + rowItems(c.otherwise ?? [], depth: depth + 1)
            default: continue
            }
        }
        return items
    }

    /// The first case of the set an item names (`.archive`, `Tab.archive`), in source order.
    static func firstCase(in item: Expr, among cases: Set<String>) -> String? {
        var found: String?
        var steps = 0
        func visit(_ e: Expr) {
            steps += 1
            guard found == nil, steps < 4_000 else { return }
            if case .member(let base, let name) = e.kind, cases.contains(name) {
                if base == nil { found = name; return }
                if case .name(let t)? = base?.kind, t.first?.isUppercase ?? false { found = name; return }
            }
            TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
        }
        visit(item)
        return found
    }

    private func buttonBarView(_ selected: (name: String, path: String), _ items: [(name: String, item: Expr)], owner: String, at: Int, _ f: Int) -> ImportedTabView {
        var view = ImportedTabView(kind: .enumeration, name: selected.name, place: place(f, at))
        view.shapes = ["enum-switch"]
        view.customBar = true
        view.notes = ["the app draws its own bar at \(place(f, at).description): each of its buttons that selects a case of \(selected.name) is a tab"]
        for (name, item) in items {
            var env = Environment()
            env.depth = 1
            var label = labelFacts([Stmt(kind: .expression(item), start: item.start, end: item.end)], f, env)
            if label.icon.isEmpty { label.icon = handedIcon(item, owner: owner, f) }
            let decl = resolver.cases(of: selected.path).first { $0.name == name }
            let tabPlace = decl.map { SourcePlace(path: index.paths[$0.file], line: $0.line) } ?? place(f, item.start)
            view.items.append(.tab(makeTab(title: label.title, icon: label.icon, value: name, identifier: nil, at: tabPlace)))
        }
        view.files = Array(Set(view.allTabs.map(\.place.path) + [index.paths[f]])).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return view
    }
}

extension Extractor {
    /// `TabView(selected: $tab) { … }` where the project declares a view `TabView` holding each labelled
    /// argument (`selected`) and no `selection`: the project's own view, which shadows SwiftUI's.
    func callsOwnTabView(_ head: Expr) -> Bool {
        guard let call = head.call, resolver.isType("TabView"), resolver.property("body", of: "TabView") != nil,
              resolver.property("selection", of: "TabView") == nil else { return false }
        let labels = call.arguments.compactMap(\.label)
        return !labels.isEmpty && labels.count == call.arguments.count
            && labels.allSatisfy { resolver.property($0, of: "TabView") != nil }
    }
}
