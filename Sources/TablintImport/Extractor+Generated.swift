import TabsLint

// Files `tablint generate swift` wrote: read from the tree of their
// `AppTab` and `AppTabSection` declarations (the `switch self` values, the
// static constants, `init?(rawValue:)`'s former ids, the layout's
// placements and style), so that a round trip gives the file back.

extension Extractor {
    // MARK: Files tablint generated

    /// A file `tablint generate swift` wrote: its `AppTab` and `AppTabSection`.
    func generatedView(_ f: Int) -> ImportedTabView? {
        let tabType = index.types.first { $0.file == f && $0.keyword == "enum" && index.switchProperties[$0.name]?["systemImage"] != nil && index.switchProperties[$0.name]?["section"] != nil }
        guard let tabType, let cases = index.enumCases[tabType.name] else { return nil }
        let props = index.switchProperties[tabType.name] ?? [:]
        var view = ImportedTabView(kind: .enumeration, name: tabType.name, place: SourcePlace(path: index.paths[f], line: tabType.line))
        view.shapes = ["enum-switch"]
        view.files = [index.paths[f]]
        func string(_ prop: String, _ c: String) -> String? { props[prop]?[c].flatMap { parsed($0).literal } }
        func member(_ prop: String, _ c: String) -> String? {
            guard let r = props[prop]?[c], case .member(nil, let m) = parsed(r).kind else { return nil }
            return m
        }
        let sectionType = index.types.first { $0.file == f && $0.keyword == "enum" && $0.name == tabType.name + "Section" }
        let sectionProps = sectionType.map { index.switchProperties[$0.name] ?? [:] } ?? [:]
        var sectionsAdded: [String: Int] = [:]
        let allSections = sectionType.flatMap { index.enumCases[$0.name] } ?? []
        for c in cases {
            var tab = ImportedTab(id: c.name, title: .key(string("title", c.name) ?? ""), place: SourcePlace(path: index.paths[f], line: c.line))
            tab.icon = string("systemImage", c.name)
            tab.image = string("imageName", c.name)
            if let role = member("role", c.name).flatMap(Role.init(rawValue:)) { tab.roles = [role] }
            if let p = member("placement", c.name).flatMap(Placement.init(rawValue:)), p != .automatic { tab.placement = p }
            if let r = props["platforms"]?[c.name], case .array(let elements) = parsed(r).kind {
                tab.platforms = elements.compactMap { if case .member(nil, let p) = $0.kind { return Platform(rawValue: p) }; return nil }
            }
            if let sectionName = member("section", c.name) {
                if let n = sectionsAdded[sectionName], case .section(var sec) = view.items[n] {
                    sec.tabs.append(tab)
                    view.items[n] = .section(sec)
                } else {
                    let decl = allSections.first { $0.name == sectionName }
                    var sec = ImportedSection(id: sectionName, title: .key(sectionProps["title"]?[sectionName].flatMap { parsed($0).literal } ?? ""),
                                              place: SourcePlace(path: index.paths[f], line: decl?.line ?? c.line))
                    sec.tabs = [tab]
                    sectionsAdded[sectionName] = view.items.count
                    view.items.append(.section(sec))
                }
            } else {
                view.items.append(.tab(tab))
            }
        }
        // Sections without static tabs, and dynamic keys.
        for sc in allSections {
            let key = sectionProps["dynamicKey"]?[sc.name].flatMap { parsed($0).literal }
            if let n = sectionsAdded[sc.name] {
                if case .section(var sec) = view.items[n] { sec.dynamicKey = key; view.items[n] = .section(sec) }
            } else {
                var sec = ImportedSection(id: sc.name, title: .key(sectionProps["title"]?[sc.name].flatMap { parsed($0).literal } ?? ""),
                                          place: SourcePlace(path: index.paths[f], line: sc.line))
                sec.dynamicKey = key
                view.items.append(.section(sec))
            }
        }
        // The app's platforms: every tab's; a tab's own only where it differs.
        let order = Platform.allCases
        let union = Set(view.allTabs.flatMap(\.platforms))
        view.platforms = order.filter(union.contains)
        func trim(_ t: inout ImportedTab) { if Set(t.platforms) == union { t.platforms = [] } }
        for n in view.items.indices {
            switch view.items[n] {
            case .tab(var t): trim(&t); view.items[n] = .tab(t)
            case .section(var sec): for k in sec.tabs.indices { trim(&sec.tabs[k]) }; view.items[n] = .section(sec)
            }
        }
        // Section placement: when every tab of a section shares one, it is the section's.
        for n in view.items.indices {
            guard case .section(var sec) = view.items[n], let first = sec.tabs.first?.placement,
                  sec.tabs.allSatisfy({ $0.placement == first }) else { continue }
            sec.placement = first
            for k in sec.tabs.indices { sec.tabs[k].placement = nil }
            view.items[n] = .section(sec)
        }
        // The style the generated tab view applies, and each section's own placement.
        let statements = resolver.files[f].statements
        func visit(_ e: Expr) {
            if let call = e.call, call.callee.lastName == "tabViewStyle", case .member(nil, let style)? = call.arguments.first?.value.kind { view.style = style }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, visit) } })
        }
        for st in statements { TreeWalk.expressions(st, visit) }
        TreeWalk.statements(statements) { st in
            guard case .function(let fn) = st.kind, fn.name == "itemPlacement" else { return }
            TreeWalk.statements(fn.body ?? []) { inner in
                guard case .switches(let sw) = inner.kind else { return }
                for k in sw.cases {
                    guard k.patterns.count == 1, case .member(nil, let name) = k.patterns[0].kind, let first = k.body.first,
                          case .returns(let r?) = first.kind, case .member(nil, let p) = r.kind, p != "automatic" else { continue }
                    for n in view.items.indices {
                        if case .section(var sec) = view.items[n], sec.id == name, sec.placement == nil {
                            sec.placement = Placement(rawValue: p)
                            view.items[n] = .section(sec)
                        }
                    }
                }
            }
        }
        // `static let launch: AppTab = .x`, `cached`, `limit`, `retiredIDs`, `usesSystemTabBar`; former ids from `init?(rawValue:)`.
        var formerly: [String: [String]] = [:]
        TreeWalk.statements(typeNode(tabType)?.node.members ?? []) { st in
            switch st.kind {
            case .variable(let v) where v.isLet:
                guard let initial = v.initial else { return }
                switch v.name {
                case "launch": if case .member(nil, let m) = initial.kind { view.selected = m }
                case "cached":
                    if case .array(let es) = initial.kind { view.cached = es.compactMap { if case .member(nil, let m) = $0.kind { return m }; return nil } }
                case "limit": if case .number(let n) = initial.kind, let k = Int(n), k != 5 { view.limit = k }
                case "usesSystemTabBar": if case .name("false") = initial.kind { view.customBar = true }
                case "retiredIDs": if case .array(let es) = initial.kind { view.retired = es.compactMap(\.literal) }
                default: break
                }
            case .switches(let sw):
                for k in sw.cases {
                    guard k.patterns.count == 1, let raw = k.patterns[0].literal, let first = k.body.first,
                          case .assignment(let target, "=", let value) = first.kind, case .name("self") = target.kind,
                          case .member(nil, let m) = value.kind, raw != m else { continue }
                    formerly[m, default: []].append(raw)
                }
            default: break
            }
        }
        let former = Set(formerly.values.joined())
        view.retired = view.retired.filter { !former.contains($0) }
        for n in view.items.indices {
            switch view.items[n] {
            case .tab(var t): t.formerly = formerly[t.id] ?? []; view.items[n] = .tab(t)
            case .section(var sec):
                for k in sec.tabs.indices { sec.tabs[k].formerly = formerly[sec.tabs[k].id] ?? [] }
                view.items[n] = .section(sec)
            }
        }
        return view
    }
}
