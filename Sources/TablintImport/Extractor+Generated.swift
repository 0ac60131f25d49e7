import TabsLint

// Files `tablint generate swift` wrote: read from their `AppTab` and
// `AppTabSection` declarations, so that a round trip gives the file back.

extension Extractor {
    // MARK: Files tablint generated

    /// A file `tablint generate swift` wrote: its `AppTab` and `AppTabSection`.
    func generatedView(_ f: Int) -> ImportedTabView? {
        let tabType = index.types.first { $0.file == f && $0.keyword == "enum" && index.switchProperties[$0.name]?["systemImage"] != nil && index.switchProperties[$0.name]?["section"] != nil }
        guard let tabType, let cases = index.enumCases[tabType.name] else { return nil }
        let props = index.switchProperties[tabType.name] ?? [:]
        let s = index.sources[f]
        var view = ImportedTabView(kind: .enumeration, name: tabType.name, place: SourcePlace(path: index.paths[f], line: tabType.line))
        view.shapes = ["enum-switch"]
        view.files = [index.paths[f]]
        func string(_ prop: String, _ c: String) -> String? {
            guard let r = props[prop]?[c] else { return nil }
            return s.stringValue(r.start)
        }
        func member(_ prop: String, _ c: String) -> String? {
            guard let r = props[prop]?[c], s.is(r.start, "."), s.isIdentifier(r.start + 1) else { return nil }
            return s.text(r.start + 1)
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
            if let r = props["platforms"]?[c.name], s.is(r.start, "[") , let close = s.close(r.start) {
                var list: [Platform] = []
                var k = r.start
                while k < close { if s.is(k, "."), s.isIdentifier(k + 1), let p = Platform(rawValue: s.text(k + 1)) { list.append(p) }; k += 1 }
                tab.platforms = list
            }
            if let sectionName = member("section", c.name) {
                if let n = sectionsAdded[sectionName], case .section(var sec) = view.items[n] {
                    sec.tabs.append(tab)
                    view.items[n] = .section(sec)
                } else {
                    let decl = allSections.first { $0.name == sectionName }
                    var sec = ImportedSection(id: sectionName, title: .key(sectionProps["title"]?[sectionName].flatMap { s.stringValue($0.start) } ?? ""),
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
            let key = sectionProps["dynamicKey"]?[sc.name].flatMap { s.stringValue($0.start) }
            if let n = sectionsAdded[sc.name] {
                if case .section(var sec) = view.items[n] { sec.dynamicKey = key; view.items[n] = .section(sec) }
            } else {
                var sec = ImportedSection(id: sc.name, title: .key(sectionProps["title"]?[sc.name].flatMap { s.stringValue($0.start) } ?? ""),
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
        var k = 0
        while k < s.count {
            if s.is(k, "tabViewStyle"), s.is(k + 1, "("), s.is(k + 2, "."), s.isIdentifier(k + 3) { view.style = s.text(k + 3) }
            if s.is(k, "itemPlacement"), s.is(k + 1, "("), s.is(k - 1, "func"), let close = s.close(k + 1),
               let open = (close..<min(close + 12, s.count)).first(where: { s.is($0, "{") }), let end = s.close(open) {
                var m = open
                while m < end {
                    if s.is(m, "case"), s.is(m + 1, "."), s.isIdentifier(m + 2), s.is(m + 3, ":"), s.is(m + 4, "return"), s.is(m + 5, "."),
                       s.isIdentifier(m + 6), s.text(m + 6) != "automatic" {
                        let name = s.text(m + 2)
                        for n in view.items.indices {
                            if case .section(var sec) = view.items[n], sec.id == name, sec.placement == nil {
                                sec.placement = Placement(rawValue: s.text(m + 6))
                                view.items[n] = .section(sec)
                            }
                        }
                    }
                    m += 1
                }
            }
            k += 1
        }
        // `static let launch: AppTab = .x`, `cached`, `limit`, `retiredIDs`, `usesSystemTabBar`; former ids from `init?(rawValue:)`.
        var formerly: [String: [String]] = [:]
        var i = tabType.open
        while i < tabType.close {
            if s.is(i - 1, "let"), s.isIdentifier(i), let eq = (i..<min(i + 12, tabType.close)).first(where: { s.is($0, "=") }) {
                switch s.text(i) {
                case "launch":
                    if s.is(eq + 1, "."), s.isIdentifier(eq + 2) { view.selected = s.text(eq + 2) }
                case "cached":
                    if s.is(eq + 1, "["), let close = s.close(eq + 1) {
                        view.cached = (eq + 1..<close).filter { s.is($0, ".") && s.isIdentifier($0 + 1) }.map { s.text($0 + 1) }
                    }
                case "limit":
                    if let n = Int(s.text(eq + 1)), n != 5 { view.limit = n }
                case "usesSystemTabBar":
                    view.customBar = s.is(eq + 1, "false")
                case "retiredIDs":
                    if s.is(eq + 1, "["), let close = s.close(eq + 1) {
                        view.retired = (eq + 1..<close).compactMap { s.stringValue($0) }
                    }
                default: break
                }
            }
            if s.is(i, "case"), let raw = s.stringValue(i + 1), s.is(i + 2, ":"), s.is(i + 3, "self"), s.is(i + 4, "="), s.is(i + 5, "."),
               s.isIdentifier(i + 6), raw != s.text(i + 6) {
                formerly[s.text(i + 6), default: []].append(raw)
            }
            i += 1
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
