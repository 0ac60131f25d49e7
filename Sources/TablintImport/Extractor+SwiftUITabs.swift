import TabsLint

// SwiftUI's tab declarations inside a tab view's body: `Tab`, `TabSection`,
// `ForEach` over a tab enum or static members, and the labels they carry.

extension Extractor {
    // MARK: Tab, TabSection, ForEach

    mutating func readTab(_ f: Int, _ i: Int, _ env: Environment, _ c: Conditions, _ walk: inout Walk) -> (tab: ImportedTab?, end: Int) {
        let s = index.sources[f]
        guard let close = s.close(i + 1) else { return (nil, i + 2) }
        let args = SwiftIndex.arguments(s, open: i + 1, close: close)
        func range(_ a: (label: String?, start: Int, end: Int)) -> TokenRange { TokenRange(file: f, start: a.start, end: a.end) }
        var title: ImportedTitle = .unknown("")
        var icon = IconValue()
        var value: String?
        var roles: [Role] = []
        if let first = args.first, first.label == nil { title = self.title(range(first), env, literalIsKey: true) }
        if let a = args.first(where: { $0.label == "systemImage" }) { icon = iconValue(range(a), env, systemByDefault: true) }
        if let a = args.first(where: { $0.label == "image" }) { icon = iconValue(range(a), env, systemByDefault: false) }
        if let a = args.first(where: { $0.label == "value" }) { value = tagValue(range(a), env) }
        if let a = args.first(where: { $0.label == "role" }) { roles = role(range(a), env) }
        var end = close
        var labelRange: TokenRange?
        if let body = trailingClosure(s, after: close, f) {
            end = body.end
            if s.is(end + 1, "label"), s.is(end + 2, ":"), s.is(end + 3, "{"), let lc = s.close(end + 3) {
                labelRange = TokenRange(file: f, start: end + 4, end: lc)
                end = lc
            }
        }
        if let labelRange {
            let facts = labelFacts(labelRange, env)
            if case .unknown = title { title = facts.title }
            if icon.icon == nil && icon.image == nil { icon = facts.icon }
        }
        var identifier: String?
        var placement: Placement?
        var customization: String?
        for m in modifiers(f, after: end) {
            switch m.name {
            case "tabPlacement": if let a = m.args { placement = placementName(a) }
            case "customizationID":
                guard let a = m.args else { break }
                if let v = s.stringValue(a.start) { identifier = v; break }
                // An interpolated id (`"tab.\(tab.rawValue)"`): the enum case it is made from wins.
                if let c = (a.start..<a.end).lazy.compactMap({ k -> String? in
                    if case .enumCase(_, let name)? = env.binding(s.text(k)), s.isIdentifier(k) { return name }
                    return nil
                }).first ?? nil, value == nil {
                    value = c
                    customization = snippet(a)
                } else {
                    identifier = snippet(a)
                }
            case "tag": if let a = m.args, value == nil { value = tagValue(a, env) }
            default: break
            }
            end = m.end
        }
        var tab: ImportedTab
        if roles.contains(.search), case .unknown(let code) = title, code.isEmpty {
            tab = makeTab(title: .plain("Search"), icon: icon, value: value, identifier: identifier, at: walk.callPlace ?? place(f, i))
            systemTitled(&tab, "Search")
            if tab.icon == nil && tab.image == nil { tab.icon = "magnifyingglass"; tab.remarks.append("the system draws the search tab's icon") }
        } else {
            tab = makeTab(title: title, icon: icon, value: value, identifier: identifier, at: walk.callPlace ?? place(f, i))
        }
        tab.roles = roles
        tab.placement = placement
        if let customization { tab.notes.append("the customization id is made at run time: \(customization)") }
        apply(c, to: &tab)
        return (tab, end + 1)
    }

    /// A tab the system titles: the English title, a remark, and
    /// `untranslated-title` suppressed for it.
    func systemTitled(_ tab: inout ImportedTab, _ title: String) {
        tab.title = .key(title)
        tab.untranslated = false
        tab.remarks.append("the system titles this tab and translates it")
        tab.suppressions.append(("untranslated-title", "the system translates the \(title) title"))
    }

    /// `role: .search`, or `role: tab == .explore ? .search : nil` evaluated for the bound case.
    func role(_ r: TokenRange, _ env: Environment) -> [Role] {
        let s = index.sources[r.file]
        if s.is(r.start, "."), s.isIdentifier(r.start + 1), r.start + 2 == r.end {
            let role = Role(rawValue: s.text(r.start + 1))
            return role == .search || role == .prominent ? role.map { [$0] } ?? [] : []
        }
        // a == .x ? .role : nil
        var q = r.start
        while q < r.end && !s.is(q, "?") { q += 1 }
        if q < r.end, let eq = (r.start..<q).first(where: { s.is($0, "==") }),
           let lhs = enumCase(TokenRange(file: r.file, start: r.start, end: eq), env),
           let rhs = enumCase(TokenRange(file: r.file, start: eq + 1, end: q), env) {
            var colon = q + 1
            while colon < r.end && !s.is(colon, ":") { colon += 1 }
            let chosen = lhs.name == rhs.name ? TokenRange(file: r.file, start: q + 1, end: colon) : TokenRange(file: r.file, start: colon + 1, end: r.end)
            return role(chosen, env)
        }
        return []
    }

    /// The title and icon in a label: `Label("T", systemImage: "s")`,
    /// `Label { Text("T") } icon: { Image(...) }`, `Image(systemName:)` and
    /// `Text(...)`, or an enum's `label` property.
    func labelFacts(_ r: TokenRange, _ env: Environment) -> (title: ImportedTitle, icon: IconValue) {
        let s = index.sources[r.file]
        var title: ImportedTitle = .unknown("")
        var icon = IconValue()
        if let resolved = resolveProperty(TokenRange(file: r.file, start: r.start, end: r.end), env) {
            return labelFacts(resolved.range, resolved.env)
        }
        if let helper = labelHelper(r, env) { return labelFacts(helper.range, helper.env) }
        var i = r.start
        while i < r.end {
            if s.is(i, "Label"), s.is(i + 1, "("), let c = s.close(i + 1) {
                let args = SwiftIndex.arguments(s, open: i + 1, close: c)
                if let first = args.first, first.label == nil || first.label == "title" {
                    if s.is(first.start, "{"), let fc = s.close(first.start) {
                        title = labelFacts(TokenRange(file: r.file, start: first.start + 1, end: fc), env).title
                    } else {
                        title = self.title(TokenRange(file: r.file, start: first.start, end: first.end), env, literalIsKey: true)
                    }
                }
                if let a = args.first(where: { $0.label == "icon" }), s.is(a.start, "{"), let ac = s.close(a.start) {
                    icon = closureIcon(TokenRange(file: r.file, start: a.start + 1, end: ac), env)
                }
                if let a = args.first(where: { $0.label == "systemImage" }) { icon = iconValue(TokenRange(file: r.file, start: a.start, end: a.end), env, systemByDefault: true) }
                if let a = args.first(where: { $0.label == "image" }) { icon = iconValue(TokenRange(file: r.file, start: a.start, end: a.end), env, systemByDefault: false) }
                if let a = args.first(where: { $0.label == "systemSymbol" }), let name = safeSymbol(TokenRange(file: r.file, start: a.start, end: a.end), env) {
                    icon = IconValue(icon: name)
                }
                i = c + 1
                continue
            }
            if s.is(i, "Text"), s.is(i + 1, "("), let c = s.close(i + 1) {
                if case .unknown(let code) = title, code.isEmpty {
                    title = self.title(TokenRange(file: r.file, start: i, end: c + 1), env, literalIsKey: true)
                }
                i = c + 1
                continue
            }
            // `Label { Text(...) } icon: { tab.icon }`: the icon closure, whatever gives the image in it.
            if s.is(i, "icon"), s.is(i + 1, ":"), s.is(i + 2, "{"), let c = s.close(i + 2) {
                if icon.icon == nil && icon.image == nil { icon = closureIcon(TokenRange(file: r.file, start: i + 3, end: c), env) }
                i = c + 1
                continue
            }
            if s.is(i, "Image"), s.is(i + 1, "."), s.isIdentifier(i + 2), !s.is(i + 3, "(") {
                if icon.icon == nil && icon.image == nil { icon = iconValue(TokenRange(file: r.file, start: i, end: i + 3), env, systemByDefault: false) }
                i += 3
                continue
            }
            if s.is(i, "Image"), s.is(i + 1, "("), let c = s.close(i + 1) {
                if icon.icon == nil && icon.image == nil { icon = iconValue(TokenRange(file: r.file, start: i, end: c + 1), env, systemByDefault: false) }
                i = c + 1
                continue
            }
            i += 1
        }
        return (title, icon)
    }

    /// The icon a label's `icon:` closure gives: an `Image(...)` in it, or the one expression it holds.
    func closureIcon(_ r: TokenRange, _ env: Environment) -> IconValue {
        let found = labelFacts(r, env).icon
        if found.icon != nil || found.image != nil { return found }
        return iconValue(r, env, systemByDefault: false)
    }

    /// A label made elsewhere: a helper called with the tab's facts (`tabbarItem(text: "Movies", image: "film")`,
    /// `self.tabbarItem(...)`), or a method of the tab enum passed by name (`.tabItem(type.label)`).
    func labelHelper(_ r: TokenRange, _ env: Environment) -> (range: TokenRange, env: Environment)? {
        let s = index.sources[r.file]
        guard env.depth < Environment.maximumDepth else { return nil }
        var k = r.start
        if s.is(k, "self"), s.is(k + 1, ".") { k += 2 }
        if s.isIdentifier(k), s.is(k + 1, "("), let c = s.close(k + 1), c + 1 == r.end, let fn = index.functions[s.text(k)]?.first {
            var inner = bind(fn, call: TokenRange(file: r.file, start: k + 2, end: c), env)
            inner.depth = env.depth + 1
            return (fn.body, inner)
        }
        if s.isIdentifier(k), s.is(k + 1, "."), s.isIdentifier(k + 2), case .enumCase(let type, let name)? = env.binding(s.text(k)) {
            let end = s.is(k + 3, "(") ? (s.close(k + 3) ?? k + 3) + 1 : k + 3
            guard end == r.end else { return nil }
            var inner = Environment()
            inner.names["self"] = .enumCase(type: type, name: name)
            inner.depth = env.depth + 1
            for fn in index.functions[s.text(k + 2)] ?? [] where index.enclosingType(file: fn.body.file, token: fn.body.start)?.name == type {
                return (fn.body, inner)
            }
            // A computed property that makes the label: `var label: some View { Label(title, systemImage: icon) }`.
            if end == k + 3, let p = resolver.property(s.text(k + 2), of: type), let first = p.node.accessor?.first, let last = p.node.accessor?.last {
                return (TokenRange(file: p.file, start: first.start, end: last.end), inner)
            }
        }
        return nil
    }

    mutating func readSection(_ f: Int, _ i: Int, _ env: inout Environment, _ walk: inout Walk, _ c: Conditions) -> Int {
        let s = index.sources[f]
        var title: ImportedTitle = .unknown("")
        var k = i + 1
        if s.is(k, "("), let close = s.close(k) {
            if let first = SwiftIndex.arguments(s, open: k, close: close).first {
                title = self.title(TokenRange(file: f, start: first.start, end: first.end), env, literalIsKey: true)
            }
            k = close + 1
        }
        guard s.is(k, "{"), let close = s.close(k) else { return k }
        var end = close
        var header: TokenRange?
        if s.is(close + 1, "header"), s.is(close + 2, ":"), s.is(close + 3, "{"), let hc = s.close(close + 3) {
            header = TokenRange(file: f, start: close + 4, end: hc)
            end = hc
        }
        if let header, case .unknown = title { title = labelFacts(header, env).title }
        var sub = Walk()
        sub.callPlace = walk.callPlace
        env.depth += 1
        walkBody(f, k + 1, close, &env, &sub, inSection: true)
        env.depth -= 1
        let text: String
        switch title { case .key(let t), .plain(let t): text = t; case .unknown: text = "" }
        var section = ImportedSection(id: Identifiers.identifier(fromTitle: text), title: title, place: walk.callPlace ?? place(f, i))
        section.idMadeFromTitle = true
        for m in modifiers(f, after: end) {
            if m.name == "tabPlacement", let a = m.args { section.placement = placementName(a) }
            if m.name == "customizationID", let a = m.args, let v = s.stringValue(a.start) {
                section.id = Identifiers.identifier(from: v).0
                section.idMadeFromTitle = false
            }
            end = m.end
        }
        for item in sub.items {
            switch item {
            case .tab(let t): section.tabs.append(t)
            case .section(let inner):
                section.tabs += inner.tabs
                if inner.dynamicKey != nil { section.dynamicKey = inner.dynamicKey }
            }
        }
        if let key = sub.items.isEmpty ? nil : Optional(""), key.isEmpty {}
        if case .unknown(let code) = title { section.notes.append(code.isEmpty ? "no title found" : "the title is computed at run time: \(code)") }
        section.notes += c.notes
        if !c.platforms.isEmpty { section.platforms = c.platforms }
        if let dynamic = sub.viewNotes.first(where: { $0.hasPrefix("dynamic ") }) {
            section.dynamicKey = String(dynamic.dropFirst(8))
        }
        walk.viewNotes += sub.viewNotes.filter { !$0.hasPrefix("dynamic ") }
        walk.items.append(.section(section))
        walk.shapes.formUnion(sub.shapes)
        walk.shapes.insert("swiftui-tab")
        return end + 1
    }

    /// The enum whose `switch self` properties a closure reads of its parameter (`item.localizedTitle`, `item.icon`):
    /// one that declares every property read, a title among them.
    func enumRead(by parameter: String, in r: TokenRange) -> String? {
        let s = index.sources[r.file]
        var read: Set<String> = []
        var k = r.start
        while k < r.end {
            if s.text(k) == parameter, s.is(k + 1, "."), s.isIdentifier(k + 2) { read.insert(s.text(k + 2)) }
            k += 1
        }
        guard read.contains(where: Self.titleNames.contains) else { return nil }
        index.log?.noteMembers(read)
        let fits = index.switchProperties.keys.sorted().filter { type in
            let props = index.switchProperties[type] ?? [:]
            return read.filter { props[$0] == nil && $0 != "rawValue" && $0 != "id" }.isEmpty && (index.enumCases[type]?.count ?? 0) >= 2
        }
        return fits.count == 1 ? fits.first : fits.first { $0.lowercased().contains("tab") }
    }

    mutating func readForEach(_ f: Int, _ i: Int, _ close: Int, _ body: TokenRange, _ env: inout Environment, _ walk: inout Walk,
                              inSection: Bool, _ c: Conditions) {
        let s = index.sources[f]
        let args = SwiftIndex.arguments(s, open: i + 1, close: close)
        guard let first = args.first else { return }
        // The closure's parameter: `tab in`, `(tab) in`, else `$0`.
        var parameter = "$0"
        var bodyStart = body.start
        if s.isIdentifier(body.start), s.is(body.start + 1, "in") { parameter = s.text(body.start); bodyStart += 2 }
        else if s.is(body.start, "("), s.isIdentifier(body.start + 1), s.is(body.start + 2, ")"), s.is(body.start + 3, "in") {
            parameter = s.text(body.start + 1); bodyStart += 4
        }
        let enclosing = index.enclosingType(file: f, token: i)
        let collection = TokenRange(file: f, start: first.start, end: first.end)
        var chosen = cases(of: collection, env, enclosing: enclosing)
        if chosen == nil, !inSection, let type = enumRead(by: parameter, in: TokenRange(file: f, start: bodyStart, end: body.end)),
           let all = index.enumCases[type], !all.isEmpty, walk.items.count + all.count <= 5 {
            // (Only while the bar stays within five tabs: more would be a `too-many-cached` the draft made.)
            // Data chosen at run time whose elements are a tab enum's cases: every case, said in a comment.
            walk.viewNotes.append("the tabs from \(snippet(collection)) at \(place(f, i).description) are chosen at run time: every case of \(type) is drafted; remove those the app does not show")
            chosen = (type, all.map(\.name))
        }
        guard let list = chosen else {
            if inSection {
                var key = "id"
                if let idArg = args.first(where: { $0.label == "id" }), s.is(idArg.start, "\\"), s.is(idArg.start + 1, "."), s.isIdentifier(idArg.start + 2) {
                    key = s.text(idArg.start + 2)
                    if key == "self" { key = "id" }
                }
                walk.viewNotes.append("dynamic \(key)")
            } else if let made = instanceTabs(collection, env, enclosing: enclosing) {
                for var t in made { apply(c, to: &t); walk.items.append(.tab(t)) }
                walk.shapes.insert("static-members")
            } else {
                walk.viewNotes.append("tabs made at run time from \(snippet(collection)) at \(place(f, i).description) were left out")
            }
            return
        }
        let isEnum = !(index.enumCases[list.type]?.isEmpty ?? true)
        if isEnum {
            usedEnums.insert(list.type)
            if index.switchProperties[list.type] != nil { walk.shapes.insert("enum-switch") }
        }
        for name in list.names {
            var inner = env
            inner.depth += 1
            if isEnum {
                inner.names[parameter] = .enumCase(type: list.type, name: name)
                var sub = Walk()
                sub.callPlace = walk.callPlace
                walkBody(f, bodyStart, body.end, &inner, &sub, inSection: inSection)
                for item in sub.items {
                    guard case .tab(var tab) = item else { walk.items.append(item); continue }
                    if let caseDecl = index.enumCases[list.type]?.first(where: { $0.name == name }), walk.callPlace == nil {
                        tab.place = SourcePlace(path: index.paths[caseDecl.file], line: caseDecl.line)
                    }
                    if tab.idMadeFromTitle {
                        tab.id = name
                        tab.idMadeFromTitle = false
                    }
                    apply(c, to: &tab)
                    walk.items.append(.tab(tab))
                }
                walk.shapes.formUnion(sub.shapes)
            } else if let tab = staticMemberTab(type: list.type, member: name) {
                var t = tab
                apply(c, to: &t)
                walk.items.append(.tab(t))
                walk.shapes.insert("static-members")
            }
        }
    }

    /// A tab from a static member that constructs it: `static let home = Item(title: "Home", icon: "house")`.
    func staticMemberTab(type: String, member: String) -> ImportedTab? {
        guard let expr = index.staticMembers[type]?[member] else { return nil }
        let s = index.sources[expr.file]
        var k = expr.start
        if s.is(k, ".") { k += 1 }
        guard s.isIdentifier(k), s.is(k + 1, "("), let close = s.close(k + 1) else { return nil }
        let args = SwiftIndex.arguments(s, open: k + 1, close: close)
        let env = Environment()
        func find(_ labels: [String]) -> TokenRange? {
            args.first { labels.contains($0.label ?? "") }.map { TokenRange(file: expr.file, start: $0.start, end: $0.end) }
        }
        guard let titleRange = find(["title", "name", "label", "titleKey", "text"]) ?? args.first(where: { $0.label == nil }).map({ TokenRange(file: expr.file, start: $0.start, end: $0.end) }) else { return nil }
        let title = self.title(titleRange, env, literalIsKey: true)
        var icon = IconValue()
        if let r = find(["systemImage", "icon", "symbol", "systemName", "iconName"]) { icon = iconValue(r, env, systemByDefault: true) }
        else if let r = find(["image", "imageName"]) { icon = iconValue(r, env, systemByDefault: false) }
        let id = find(["id", "identifier"]).flatMap { s.stringValue($0.start) }
        return makeTab(title: title, icon: icon, value: id ?? member, identifier: nil, at: SourcePlace(path: index.paths[expr.file], line: s.line(expr.start)))
    }

    /// A helper's parameters bound to a call's arguments (by label, then in
    /// order), defaults where an argument is missing.
    func bind(_ function: FunctionDecl, call: TokenRange, _ env: Environment) -> Environment {
        let s = index.sources[call.file]
        let args = SwiftIndex.arguments(s, open: call.start - 1, close: call.end)
        var inner = Environment()
        inner.depth = env.depth + 1
        inner.names["self"] = env.binding("self")
        var unlabeled = args.filter { $0.label == nil }[...]
        for p in index.parameters(of: function) {
            if let a = args.first(where: { $0.label != nil && $0.label == p.label }) {
                inner.names[p.name] = .expression(TokenRange(file: call.file, start: a.start, end: a.end), env)
            } else if p.label == nil, let a = unlabeled.popFirst() {
                inner.names[p.name] = .expression(TokenRange(file: call.file, start: a.start, end: a.end), env)
            } else if let d = p.defaultValue {
                inner.names[p.name] = .expression(d, Environment())
            }
        }
        return inner
    }
}
