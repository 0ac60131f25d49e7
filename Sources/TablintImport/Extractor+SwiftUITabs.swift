import TabsLint

// SwiftUI's tab declarations inside a tab view's body, read from the tree:
// `Tab` and its modifiers, `TabSection`, `ForEach` over a tab enum or
// static members, a static member that constructs a tab, and a helper's
// parameters bound to a call's arguments. The facts of each come from the
// one reader (`Extractor+TabFacts.swift`).

extension Extractor {
    // MARK: Tab, TabSection, ForEach

    mutating func readTab(_ call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), at: Int,
                          _ modifiers: [Modifier], _ f: Int, _ env: Environment, _ c: Conditions, _ walk: inout Walk) -> ImportedTab? {
        var facts = tabFacts(arguments: call.arguments, f, .swiftUI(env))
        var title = facts.title ?? .unknown("")
        var icon = facts.icon
        if let label = call.trailing.first(where: { $0.label == "label" })?.closure {
            let read = labelFacts(label.body, f, env)
            if case .unknown = title { title = read.title }
            if icon.isEmpty { icon = read.icon }
        }
        modifierFacts(modifiers, f, env, &facts)
        var tab: ImportedTab
        if facts.roles.contains(.search), case .unknown(let code) = title, code.isEmpty {
            tab = makeTab(title: .plain("Search"), icon: icon, value: facts.value, identifier: facts.identifier, at: walk.callPlace ?? place(f, at))
            systemTitled(&tab, "Search")
            if tab.icon == nil && tab.image == nil { tab.icon = "magnifyingglass"; tab.remarks.append("the system draws the search tab's icon") }
        } else {
            tab = makeTab(title: title, icon: icon, value: facts.value, identifier: facts.identifier, at: walk.callPlace ?? place(f, at))
        }
        tab.roles = facts.roles
        tab.placement = facts.placement
        if let customization = facts.customization { tab.notes.append("the customization id is made at run time: \(customization)") }
        if facts.hiddenFromBar { tab.notes.append("hidden from the tab bar by default (.defaultVisibility(.hidden, for: .tabBar)): drafted as sidebarOnly") }
        apply(c, to: &tab)
        return tab
    }

    /// The facts a tab's modifiers give: `.tabPlacement`, `.customizationID` (an interpolated one yields to
    /// the enum case it is made from), `.tag` when no `value:` was given.
    func modifierFacts(_ modifiers: [Modifier], _ f: Int, _ env: Environment, _ facts: inout TabFacts) {
        for m in modifiers {
            guard let a = m.arguments.first?.value else { continue }
            switch m.name {
            case "tabPlacement": facts.placement = placementName(a)
            case "customizationID":
                if let v = a.literal { facts.identifier = v; break }
                var bound: String?
                TreeWalk.children(a, { x in
                    if bound == nil, case .name(let n) = x.kind, case .enumCase(_, let name)? = env.binding(n) { bound = name }
                    TreeWalk.children(x, { y in if bound == nil, case .name(let n) = y.kind, case .enumCase(_, let name)? = env.binding(n) { bound = name } }, { _ in })
                }, { _ in })
                let code = snippet(TokenRange(file: f, start: a.start, end: m.arguments.last?.value.end ?? a.end))
                if let bound, facts.value == nil {
                    facts.value = bound
                    facts.customization = code
                } else {
                    facts.identifier = code
                }
            case "tag": if facts.value == nil { facts.value = tagValue(a, f, env) }
            case "defaultVisibility" where Self.hidesFromTabBar(m.arguments) && facts.placement == nil:
                facts.placement = .sidebarOnly
                facts.hiddenFromBar = true
            default: break
            }
        }
    }

    /// A tab the system titles: the English title, a remark, and
    /// `untranslated-title` suppressed for it.
    func systemTitled(_ tab: inout ImportedTab, _ title: String) {
        tab.title = .key(title)
        tab.untranslated = false
        tab.remarks.append("the system titles this tab and translates it")
        tab.suppressions.append(("untranslated-title", "the system translates the \(title) title"))
    }

    mutating func readSection(_ call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), at: Int,
                              _ modifiers: [Modifier], _ f: Int, _ env: inout Environment, _ walk: inout Walk, _ c: Conditions) {
        guard let body = call.trailing.first(where: { $0.label == nil })?.closure else { return }
        var title: ImportedTitle = call.arguments.first.map { self.title($0.value, f, env, literalIsKey: true) } ?? .unknown("")
        if let header = call.trailing.first(where: { $0.label == "header" })?.closure, case .unknown = title {
            title = labelFacts(header.body, f, env).title
        }
        var sub = Walk()
        sub.callPlace = walk.callPlace
        env.depth += 1
        walkStatements(body.body, f, &env, &sub, inSection: true, Conditions())
        env.depth -= 1
        let text: String
        switch title { case .key(let t, _), .plain(let t): text = t; case .unknown: text = "" }
        if text.isEmpty, title != .unknown("") {
            // A section titled "" is no group anyone sees (a compact bar's): its tabs stand on their own.
            for item in sub.items {
                if case .tab(var t) = item { apply(c, to: &t); walk.items.append(.tab(t)) } else { walk.items.append(item) }
            }
            walk.viewNotes += sub.viewNotes
            walk.shapes.formUnion(sub.shapes)
            walk.shapes.insert("swiftui-tab")
            return
        }
        var section = ImportedSection(id: Identifiers.identifier(fromTitle: text), title: title, place: walk.callPlace ?? place(f, at))
        section.idMadeFromTitle = true
        for m in modifiers {
            if m.name == "tabPlacement", let a = m.arguments.first?.value { section.placement = placementName(a) }
            if m.name == "customizationID", let v = m.arguments.first?.value.literal {
                section.id = Identifiers.identifier(from: v).0
                section.idMadeFromTitle = false
            }
        }
        for item in sub.items {
            switch item {
            case .tab(let t): section.tabs.append(t)
            case .section(let inner):
                section.tabs += inner.tabs
                if inner.dynamicKey != nil { section.dynamicKey = inner.dynamicKey }
            }
        }
        if case .unknown(let code) = title { section.notes.append(code.isEmpty ? "no title found" : "the title is computed at run time: \(code)") }
        section.notes += c.notes
        if !c.platforms.isEmpty { section.platforms = c.platforms }
        if let dynamic = sub.dynamicKey { section.dynamicKey = dynamic }
        walk.viewNotes += sub.viewNotes
        walk.items.append(.section(section))
        walk.shapes.formUnion(sub.shapes)
        walk.shapes.insert("swiftui-tab")
    }

    /// The enum whose `switch self` properties a closure reads of its parameter (`item.localizedTitle`, `item.icon`):
    /// one that declares every property read, a title among them.
    func enumRead(by parameter: String, in body: [Stmt], preferring declared: String? = nil) -> String? {
        var read: Set<String> = []
        var left = 20_000
        func visit(_ e: Expr) {
            guard left > 0 else { return }
            left -= 1
            if case .member(let b?, let m) = e.kind, case .name(parameter) = b.kind { read.insert(m) }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, visit) } })
        }
        for st in body { TreeWalk.expressions(st, visit) }
        guard read.contains(where: Self.titleNames.contains) else { return nil }
        index.log?.noteMembers(read)
        let fits = index.switchProperties.keys.sorted().filter { type in
            let props = index.switchProperties[type] ?? [:]
            return read.filter { props[$0] == nil && $0 != "rawValue" && $0 != "id" }.isEmpty && (index.enumCases[type]?.count ?? 0) >= 2
        }
        if let declared, fits.contains(declared) { return declared }
        return fits.count == 1 ? fits.first : fits.first { $0.lowercased().contains("tab") }
    }

    mutating func readForEach(_ call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), _ body: Closure, at: Int,
                              _ f: Int, _ env: inout Environment, _ walk: inout Walk, inSection: Bool, _ c: Conditions) {
        guard var collection = call.arguments.first?.value else { return }
        // The closure's parameter: `tab in`, `(tab) in`, else `$0`; of `(offset, tab) in` over `list.enumerated()`, `tab`.
        var parameter = body.parameters.count == 1 ? body.parameters[0] : "$0"
        var offset: String?
        if let listed = Self.enumeratedList(collection, parameters: body.parameters) {
            collection = listed.list
            parameter = listed.element
            offset = body.parameters.first
        }
        let enclosing = index.enclosingType(file: f, token: at)?.name
        var chosen = cases(of: collection, f, env, enclosing: enclosing)
        let prefix = Self.prefixCount(collection)
        if chosen == nil, !inSection, let type = enumRead(by: parameter, in: body.body, preferring: declaredElementType(collection, enclosing: enclosing)),
           let all = index.enumCases[type], !all.isEmpty, walk.items.count + min(prefix ?? all.count, all.count) <= 5 {
            let cut = prefix.flatMap { $0 < all.count ? $0 : nil }
            // (Only while the bar stays within five tabs: more would be a `too-many-cached` the draft made.)
            // Data chosen at run time whose elements are a tab enum's cases: every case (or the first `prefix(n)`), said in a comment.
            let drafted = cut.map { "the first \($0) cases of \(type) are drafted; check them against the order the app keeps" } ?? "every case of \(type) is drafted; remove those the app does not show"
            walk.viewNotes.append("the tabs from \(snippet(collection, f)) at \(place(f, at).description) are chosen at run time: \(drafted)")
            chosen = (type, all.prefix(cut ?? all.count).map(\.name))
        }
        var foreign = false
        if chosen == nil, !inSection, let switched = helperSwitchCases(by: parameter, in: body.body, f),
           index.enumCases[switched.type]?.isEmpty ?? true, walk.items.count + switched.names.count <= 5 {
            walk.viewNotes.append("the tabs from \(snippet(collection, f)) at \(place(f, at).description) are made at run time, of \(switched.type), which the Swift read does not declare: the cases \(switched.helper) switches over are drafted, in its order; check them against the list the app builds")
            chosen = (switched.type, switched.names)
            foreign = true
        }
        guard let list = chosen else {
            if inSection {
                var key = "id"
                if let idArg = call.arguments.first("id"), case .keyPath(let names) = idArg.kind, let first = names.first {
                    key = first == "self" ? "id" : first
                }
                if walk.dynamicKey == nil { walk.dynamicKey = key }
            } else if let made = instanceTabs(collection, f, env, enclosing: enclosing) {
                for var t in made { apply(c, to: &t); walk.items.append(.tab(t)) }
                walk.shapes.insert("static-members")
            } else if let objects = objectElements(collection, enclosing: enclosing) ?? builtElements(collection, enclosing: enclosing),
                      objectTabs(objects, parameter: parameter, body, f, env, &walk, inSection: inSection, c) {
                // Objects built elsewhere and handed to the view's model: read through their initializers' arguments.
            } else {
                walk.viewNotes.append("tabs made at run time from \(snippet(collection, f)) at \(place(f, at).description) were left out")
            }
            return
        }
        let isEnum = foreign || !(index.enumCases[list.type]?.isEmpty ?? true)
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
                walkStatements(body.body, f, &inner, &sub, inSection: inSection, Conditions())
                for item in sub.items {
                    guard case .tab(var tab) = item else { walk.items.append(item); continue }
                    // The case's declaration is the tab's place, unless an inner `ForEach` already gave it one elsewhere.
                    if let caseDecl = index.enumCases[list.type]?.first(where: { $0.name == name }), walk.callPlace == nil,
                       tab.place.path == index.paths[f] {
                        tab.place = SourcePlace(path: index.paths[caseDecl.file], line: caseDecl.line)
                    }
                    if tab.idMadeFromTitle {
                        tab.id = name
                        tab.idMadeFromTitle = false
                    } else if let offset, tab.value == offset {
                        // `.tag(index)` of `(index, item)` over `list.enumerated()`: a place, not a name; the case is the id.
                        tab.id = name
                    } else if foreign, let raw = tab.value, Identifiers.identifier(from: raw).changed || tab.id != name {
                        // A value the code computes from the element (`key(for: tab)`): the case is the id.
                        tab.notes.removeAll { $0 == "id made from \"\(raw)\"" }
                        tab.id = name
                    }
                    apply(c, to: &tab)
                    walk.items.append(.tab(tab))
                }
                walk.shapes.formUnion(sub.shapes)
            } else if var tab = staticMemberTab(type: list.type, member: name) {
                apply(c, to: &tab)
                walk.items.append(.tab(tab))
                walk.shapes.insert("static-members")
            }
        }
    }

    /// A tab from a static member that constructs it: `static let home = Item(title: "Home", icon: "house")`.
    func staticMemberTab(type: String, member: String) -> ImportedTab? {
        guard let range = index.staticMembers[type]?[member] else { return nil }
        let e = parsed(range)
        guard let call = e.call, call.callee.lastName != nil else { return nil }
        // The value is one of the project's own types (`Item(…)`, `Self(…)`, `.init(…)`), never a system
        // value a project extends (`static let brand = Color("brand")` beside `.background(Color.brand)`).
        let made: String
        switch call.callee.kind {
        case .name(let n): made = n == "Self" ? type : n
        case .member(nil, _): made = type
        default: return nil
        }
        guard index.types(named: made).contains(where: { $0.keyword != "extension" }),
              TabLabels.read(call.arguments).title != nil else { return nil }
        let facts = tabFacts(arguments: call.arguments, range.file, .swiftUI(Environment()))
        var tab = makeTab(title: facts.title ?? .unknown(""), icon: facts.icon, value: facts.identifier ?? member, identifier: nil, at: place(range.file, e.start))
        if case .key = tab.title, let t = TabLabels.read(call.arguments).title, let note = constantNeedsComment(t, range.file),
           !tab.titleKeyReadByName {
            tab.notes.append(note)
            tab.titleKeyReadByName = true
        }
        return tab
    }

    /// An argument bound to a parameter or property: a case of the enum its type names is bound as that case.
    func typedBinding(_ value: Expr, _ type: String?, _ f: Int, _ env: Environment) -> Binding {
        let t = type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) } ?? ""
        if !t.isEmpty, !(index.enumCases[t]?.isEmpty ?? true), let c = enumCase(value, env),
           index.enumCases[t]?.contains(where: { $0.name == c.name }) ?? false {
            return .enumCase(type: t, name: c.name)
        }
        return .expression(value, file: f, env)
    }

    /// A helper's parameters bound to a call's arguments (by label, then in
    /// order), defaults where an argument is missing.
    func bind(_ function: FunctionNode, _ args: [Argument], _ f: Int, _ env: Environment, declFile: Int? = nil) -> Environment {
        var inner = Environment()
        inner.depth = env.depth + 1
        inner.names["self"] = env.binding("self")
        var unlabeled = args.filter { $0.label == nil }[...]
        for p in function.parameters {
            if let a = args.first(where: { $0.label != nil && $0.label == p.label }) {
                inner.names[p.name] = typedBinding(a.value, p.type, f, env)
            } else if p.label == nil, let a = unlabeled.popFirst() {
                inner.names[p.name] = typedBinding(a.value, p.type, f, env)
            } else if let d = p.defaultValue, let declFile {
                inner.names[p.name] = .expression(d, file: declFile, Environment())
            }
        }
        return inner
    }
}
