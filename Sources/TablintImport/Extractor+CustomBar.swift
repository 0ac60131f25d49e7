// A bar the app draws itself over an enum's cases, with no `TabView`:
// `HStack { ForEach(Route.allCases) { item in BarButton(item: item) } }`
// in a member or a type named for a tab bar (`var tabBar`, `struct
// MainTabView`, `CustomTabBar`). Each case is a tab, read from the `ForEach` body as a
// label is (its `Text` the title, its `Image` the icon, through the
// project's own button view), in the list's order; the draft says `bar
// custom`. An enum a tab view's code already read, or one laid out
// nowhere, is left to the other readers (`enumViews`).

extension Extractor {
    /// The enums a custom bar lays out, one view each (kind `enum`), in file order.
    mutating func customBarViews(excluding generated: Set<Int>) -> [ImportedTabView] {
        var views: [ImportedTabView] = []
        for f in resolver.files.indices where !generated.contains(f) && !resolver.files[f].isGenerated {
            let bytes = resolver.files[f].source.bytes
            guard Prefilter.holds("ForEach", in: bytes) else { continue }
            // (A file with a `TabView` call is the tab view's: its `ForEach` is read there.)
            if Prefilter.holds("TabView", in: bytes), !Self.tabViewCalls(resolver.files[f].statements).isEmpty { continue }
            var found: [(call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), closure: Closure, owner: String?, body: [Stmt])] = []
            TreeWalk.statements(resolver.files[f].statements) { st in
                let member: String
                let body: [Stmt]
                switch st.kind {
                case .variable(let v): member = v.name; body = v.accessor ?? []
                case .function(let fn): member = fn.name; body = fn.body ?? []
                default: return
                }
                let owner = index.enclosingType(file: f, token: st.start)?.name
                guard Self.drawsTabBar(member) || owner.map(Self.drawsTabBar) == true else { return }
                var steps = 0
                func visit(_ e: Expr) {
                    steps += 1
                    guard steps < 20_000 else { return }
                    if let call = e.call, case .name("ForEach") = call.callee.kind, call.arguments.first != nil,
                       let closure = call.trailing.first(where: { $0.label == nil })?.closure, closure.parameters.count <= 1 {
                        found.append((call, closure, owner, body))
                        return
                    }
                    TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
                }
                for s in body { TreeWalk.expressions(s) { visit($0) } }
            }
            for (call, closure, owner, body) in found {
                guard let collection = call.arguments.first?.value else { continue }
                // A local list of tuples that each hold a case (Extractor+TupleList): each tuple read for its case.
                let tuples = cases(of: collection, f, Environment(), enclosing: owner) == nil ? tupleCases(collection, in: body, f) : nil
                guard let list = tuples.map({ (type: $0.type, names: $0.names) }) ?? cases(of: collection, f, Environment(), enclosing: owner),
                      list.names.count >= 2, !(index.enumCases[list.type]?.isEmpty ?? true), !usedEnums.contains(list.type) else { continue }
                usedEnums.insert(list.type)
                views.append(customBarView(list, closure, at: call.callee.start, f, tuples: tuples?.tuples))
            }
        }
        return views
    }

    /// A name that says it draws the tab bar: `tabBar`, `CustomTabBar`, `MainTabView`, `tabBarView`, `tabItems`
    /// (not a screen named for its tab, `TimelineTab`, nor a preview's `TabBarPreview`).
    static func drawsTabBar(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("tabbar") || lower.hasSuffix("tabview") || lower.hasSuffix("tabbarview") || lower.hasSuffix("tabitems")
    }

    private func customBarView(_ list: (type: String, names: [String]), _ closure: Closure, at: Int, _ f: Int, tuples: [Expr]? = nil) -> ImportedTabView {
        let parameter = closure.parameters.first ?? "$0"
        var view = ImportedTabView(kind: .enumeration, name: list.type, place: place(f, at))
        view.shapes = ["enum-switch"]
        view.customBar = true
        view.notes = ["the app draws its own bar at \(place(f, at).description): each case of \(list.type) it lays out is a tab"]
        for (n, name) in list.names.enumerated() {
            var env = Environment()
            env.depth = 1
            env.names[parameter] = .enumCase(type: list.type, name: name)
            if let tuples, n < tuples.count { env.names[parameter] = .expression(tuples[n], file: f, Environment()) }
            let label = labelFacts(closure.body, f, env)
            let decl = index.enumCases[list.type]?.first { $0.name == name }
            let tabPlace = decl.map { SourcePlace(path: index.paths[$0.file], line: $0.line) } ?? place(f, at)
            // What the bar's code shows, else what the enum's own properties give (a symbol behind a selected-state test).
            let known = !DraftWriter.titleText(label.title).isEmpty
            let tab = known && !label.icon.isEmpty ? makeTab(title: label.title, icon: label.icon, value: name, identifier: nil, at: tabPlace)
                : merged(label, enumTab(type: list.type, caseName: name, at: tabPlace), known: known, at: tabPlace)
            view.items.append(.tab(tab))
        }
        view.files = Array(Set(view.allTabs.map(\.place.path) + [index.paths[f]])).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return view
    }

    /// The enum's tab with the bar's own title or icon where the bar's code gave one.
    private func merged(_ label: (title: ImportedTitle, icon: IconValue), _ fromEnum: ImportedTab, known: Bool, at tabPlace: SourcePlace) -> ImportedTab {
        let title = known ? label.title : fromEnum.title
        var icon = label.icon
        if icon.isEmpty { icon = IconValue(icon: fromEnum.icon, image: fromEnum.image, unknown: nil) }
        if icon.isEmpty { icon.unknown = label.icon.unknown }
        return makeTab(title: title, icon: icon, value: fromEnum.id, identifier: nil, at: tabPlace)
    }
}
