import TabsLint

// Where a UIKit tab's facts are found in the tree: the element itself
// (`UITab`, `UISearchTab`, `UITabGroup`, `UITabBarItem`, read by the one
// tab-facts reader and its label table, `Extractor+TabFacts.swift`), the
// local or property that holds it (its `tabBarItem` set beside it), the
// factory function that makes it, or the controller class that sets its own
// item or `title`, through its superclasses.

extension Extractor {
    func uiKitItem(_ e: Expr, _ site: TabsSite, _ shapes: inout Set<String>) -> ImportedItem? {
        var className: String?
        var enumUsed: String?
        return uiKitItem(e, site, &shapes, className: &className, enumUsed: &enumUsed)
    }

    /// `className`: the controller class whose code gave the item, when one did; `enumUsed`: the tab enum whose case gave it.
    func uiKitItem(_ e: Expr, _ site: TabsSite, _ shapes: inout Set<String>, className: inout String?, enumUsed: inout String?) -> ImportedItem? {
        var e = e
        // A local or property holding a `UITab` (`let searchTab = UISearchTab { ... }`): the call it holds.
        if let held = heldTabCall(e, site) { e = held }
        let at = place(site.file, e.start)
        let scope = bodyScope(site.body, site.file, site.type)
        if let call = e.call, let callee = call.callee.lastName, ["UITab", "UISearchTab", "UITabGroup"].contains(callee) {
            shapes.insert("uikit-tab")
            let facts = tabFacts(arguments: call.arguments, site.file, .uiKit(scope))
            let title = facts.title
            let icon = facts.icon
            let identifier = facts.identifier
            if callee == "UISearchTab" {
                var tab = makeTab(title: title ?? .plain("Search"), icon: icon.icon == nil && icon.image == nil ? IconValue(icon: "magnifyingglass") : icon,
                                  value: nil, identifier: identifier ?? "search", at: at)
                if title == nil {
                    systemTitled(&tab, "Search")
                    tab.remarks.append("the system draws the search tab's icon")
                }
                tab.roles = [.search]
                return .tab(tab)
            }
            if callee == "UITabGroup" {
                let text = title.map(DraftWriter.titleText) ?? ""
                var section = ImportedSection(id: identifier.map { Identifiers.identifier(from: $0).0 } ?? Identifiers.identifier(fromTitle: text),
                                              title: title ?? .unknown(""), place: at)
                for (child, context) in facts.children.map({ elements($0, site, scope, budget: 0) }) ?? [] {
                    if case .tab(let tab)? = uiKitItem(child, context, &shapes) { section.tabs.append(tab) }
                }
                if section.tabs.isEmpty { return .tab(groupTab(facts, site.file, at: at)) }
                return .section(section)
            }
            return .tab(makeTab(title: title ?? .unknown(code(e, site.file)), icon: icon, value: nil, identifier: identifier, at: at))
        }
        var facts = UIKitFacts(visits: UIKitVisits(budget: uiKitBudget))
        controllerFacts(e, site.file, site.body, site.type, &facts, budget: 0)
        guard facts.found else { className = facts.undeclared; return nil }
        className = facts.className
        shapes.insert("uikit-tabbaritem")
        if let (type, name) = facts.enumCase {
            shapes.insert("enum-switch")
            enumUsed = type
            let decl = index.enumCases[type]?.first { $0.name == name }
            return .tab(enumTab(type: type, caseName: name, at: decl.map { SourcePlace(path: index.paths[$0.file], line: $0.line) } ?? at))
        }
        if let system = facts.system {
            let english = SystemItems.titles[system] ?? system
            let found = facts.place.map { place($0.file, $0.token) } ?? at
            var tab = makeTab(title: .key(english), icon: IconValue(icon: SystemItems.icons[system]), value: system, identifier: nil, at: found)
            systemTitled(&tab, english)
            if system == "search" { tab.roles = [.search] }
            return .tab(tab)
        }
        let found = facts.place.map { place($0.file, $0.token) } ?? at
        // An icon-only item: its accessibility label is the title VoiceOver reads.
        let spoken = (facts.title.map(DraftWriter.titleText)?.isEmpty ?? true) ? facts.accessibilityTitle : nil
        var tab = makeTab(title: spoken ?? facts.title ?? .unknown(facts.titleCode ?? ""), icon: facts.icon, value: facts.tag ?? site.caseName,
                          identifier: facts.accessibilityIdentifier, at: found)
        if let spoken {
            tab.notes.insert("the title is the item's accessibility label (the bar shows no text)", at: 0)
            if tab.idMadeFromTitle, Self.isConstantKey(spoken) { Self.idFromVariable(&tab, elementVariable(e)) }
        }
        if tab.value == nil, facts.accessibilityIdentifier != nil { tab.notes.insert("id from the item's accessibility identifier", at: 0) }
        return .tab(tab)
    }

    /// A tab from a `UITabBarItem(...)` given by itself.
    func itemTab(_ e: Expr, _ site: TabsSite, at: SourcePlace) -> ImportedItem? {
        var facts = UIKitFacts()
        item(e, site.file, bodyScope(site.body, site.file, site.type), &facts)
        guard facts.found else { return nil }
        return .tab(makeTab(title: facts.title ?? .unknown(facts.titleCode ?? ""), icon: facts.icon, value: facts.tag, identifier: nil, at: at))
    }

    func code(_ e: Expr, _ file: Int) -> String { resolver.snippet(file, e.start, e.end) }

    /// The locals of a body, bound for evaluation.
    func bodyScope(_ body: [Stmt], _ file: Int, _ type: String?) -> Scope {
        var scope = Scope()
        scope.selfType = type
        // Each local read with the others bound once more (`let plain = icon?.withRenderingMode(…)` after `let icon = …`).
        var first = Scope()
        first.selfType = type
        for (name, v) in locals(body) { if let i = v.initial ?? laterValue(name, body) { first.names[name] = .expression(i, file: file, Scope()) } }
        for (name, bound) in first.names { if case .expression(let i, _, _) = bound { scope.names[name] = .expression(i, file: file, first) } }
        return scope
    }

    /// A controller's tab facts: wrappers peeled, a local's or property's `tabBarItem`, a factory's body, the class's own.
    func controllerFacts(_ e: Expr, _ file: Int, _ body: [Stmt], _ type: String, _ facts: inout UIKitFacts, budget: Int) {
        guard budget < 8, !facts.found else { return }
        switch e.kind {
        case .name(let n), .member(_, let n):
            if case .member(let base?, _) = e.kind, base.path != ["self"] {
                // `flow?.root` given its item where the tabs are given: `flow?.root.tabBarItem = item`.
                if let chain = e.path, chain.first != "self", chain.count > 1, !chain.contains("") {
                    assignments(body, owner: chain.joined(separator: "."), file, bodyScope(body, file, type), &facts)
                    if facts.found { break }
                }
                coordinatorFacts(e, file, body, type, &facts, budget: budget)
                if facts.found { break }
                // `coordinator.navigationController`, `HomeCoordinator().navigationController`: the property as the
                // object's class sets it up, in any of its methods (`start()`), or its initial value.
                guard let owner = objectType(base, file, body, type), owner != type,
                      facts.visits.enter("member:\(type).\(owner).\(n)", cost: resolver.members(of: owner).count) else { break }
                for m in resolver.members(of: owner) { memberAssignments(m.stmt, owner: n, m.file, owner, &facts) }
                if !facts.found { assignedElsewhere(n, of: owner, in: type, &facts, budget: budget) }
                if !facts.found, let p = resolver.property(n, of: owner), let i = p.node.initial {
                    controllerFacts(i, p.file, [], owner, &facts, budget: budget + 1)
                }
                break
            }
            if let local = locals(body)[n], local.initial?.path != [n] { // `if let nav = nav`: the property below
                assignments(body, owner: n, file, bodyScope(body, file, type), &facts)
                if let i = local.initial { wrappedImage(i, file, body, type, &facts, budget: budget) }
                if !facts.found { localCallFacts(n, body, file, type, &facts, budget: budget) }
                if !facts.found, let i = local.initial { controllerFacts(i, file, body, type, &facts, budget: budget + 1) }
                if !facts.found, let t = local.type { classFacts(t.filter { $0 != "?" && $0 != "!" }, &facts) }
            } else if let p = resolver.property(n, of: type), facts.visits.enter("property:\(type).\(n)", cost: resolver.members(of: type).count) {
                for m in resolver.members(of: type) { memberAssignments(m.stmt, owner: n, m.file, type, &facts) }
                for m in resolver.members(of: type) where !facts.found { configuredCase(n, [m.stmt], &facts) }
                if !facts.found, let i = p.node.initial { controllerFacts(i, p.file, [], type, &facts, budget: budget + 1) }
                // A stored property given its controller later: `settings = settings ?? makeSettings()`.
                for m in resolver.members(of: type) where !facts.found {
                    guard case .function(let fn) = m.stmt.kind else { continue }
                    for st in fn.body ?? [] {
                        if case .assignment(let target, "=", let value) = st.kind, target.lastName == n, !facts.found {
                            controllerFacts(value, m.file, fn.body ?? [], type, &facts, budget: budget + 1)
                        }
                    }
                }
                if !facts.found { handedOnFacts(n, type, &facts) }
            }
        case .call(let callee, let args, let trailing):
            if let root = args.first("rootViewController") { controllerFacts(root, file, body, type, &facts, budget: budget + 1); return }
            // `{ let nav = ...; return nav }()`: what the closure returns, read in its body.
            if case .closure(let c) = callee.kind {
                for st in c.body { if case .returns(let r?) = st.kind { controllerFacts(r, file, c.body, type, &facts, budget: budget + 1) } }
                // `lazy var tab = { makeTab() }()`: a lone expression is what the closure returns.
                if c.body.count == 1, case .expression(let r) = c.body[0].kind { controllerFacts(r, file, c.body, type, &facts, budget: budget + 1) }
                return
            }
            if let name = callee.lastName {
                if resolver.isType(name) {
                    initializerFacts(name, args, file, body, type, &facts)
                    if !facts.found { classFacts(name, &facts) }
                    if !facts.found { caseItemFacts(args, file, &facts) }
                    return
                }
                if name.hasSuffix("Controller"), !Self.isSystemClass(name), resolver.function(name).isEmpty, facts.undeclared == nil { facts.undeclared = name }
                let fns = factories(name, callee, type)
                if let (f2, fn) = Self.fitting(fns, args, trailing: trailing.count), let fb = fn.body {
                    factoryFacts(fn, fb, f2, calleeType(callee, type), &facts, budget: budget, arguments: inlined(args, body), callerFile: file)
                }
            }
            // A wrapper given the controller (`navController(for: vc)`): the controller it wraps.
            for a in args where !facts.found { controllerFacts(a.value, file, body, type, &facts, budget: budget + 1) }
            if facts.found { return }
            // A controller made from a tab enum's case (`makeController(for: .home)`, `Nav(tab: .home)`).
            if let found = tabEnumCase(args) {
                facts.enumCase = found
                facts.found = true
                return
            }
            if case .member(let base?, _) = callee.kind, trailing.isEmpty { controllerFacts(base, file, body, type, &facts, budget: budget + 1) }
        case .binary(let l, "??", let r):
            controllerFacts(l, file, body, type, &facts, budget: budget + 1)
            if !facts.found { controllerFacts(r, file, body, type, &facts, budget: budget + 1) }
        case .prefix(_, let l):
            controllerFacts(l, file, body, type, &facts, budget: budget + 1)
        case .ternary(_, let yes, let no):
            controllerFacts(yes, file, body, type, &facts, budget: budget + 1)
            if !facts.found { controllerFacts(no, file, body, type, &facts, budget: budget + 1) }
        case .cast(let l, let t):
            // `storyboard.instantiateViewController(...) as? QCViewController`: the class cast to.
            controllerFacts(l, file, body, type, &facts, budget: budget + 1)
            if !facts.found { classFacts(t.filter { $0 != "?" && $0 != "!" }, &facts) }
        default: break
        }
    }

    /// The project type an object expression has: made in place, or a local or property made or annotated with it.
    func objectType(_ e: Expr, _ file: Int, _ body: [Stmt], _ type: String) -> String? {
        func clean(_ t: String?) -> String? {
            guard let t else { return nil }
            let name = String(t.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return resolver.isType(name) ? name : nil
        }
        if let made = clean(madeType(e, budget: 0)) { return made }
        guard case .name(let n) = e.kind else { return nil }
        if let local = locals(body)[n] { return clean(local.type) ?? local.initial.flatMap { clean(madeType($0, budget: 0)) } }
        if let p = resolver.property(n, of: type) { return clean(p.node.type) ?? p.node.initial.flatMap { clean(madeType($0, budget: 0)) } }
        return nil
    }

    /// A controller configured from a tab enum's case: `vc.configureTabBarItem(with: .home)`, the enum
    /// giving the title and icon through its `switch self` properties, the case the tab's id.
    func configuredCase(_ n: String, _ list: [Stmt], _ facts: inout UIKitFacts) {
        guard facts.enumCase == nil else { return }
        // The calls on `n` by a walk whose closure copies no extractor, then their arguments up to a case.
        var calls: [[Argument]] = []
        TreeWalk.statements(list) { st in
            guard case .expression(let e) = st.kind, let call = e.call,
                  case .member(let b?, _) = call.callee.kind, b.path == [n] || b.path == ["self", n] else { return }
            calls.append(call.arguments)
        }
        for arguments in calls {
            guard let found = tabEnumCase(arguments) else { continue }
            (facts.enumCase, facts.found) = (found, true)
            return
        }
    }

    /// The first argument that is a case (`.home`) of an enum whose `switch self` properties give a title.
    func tabEnumCase(_ arguments: [Argument]) -> (type: String, name: String)? {
        for a in arguments {
            guard case .member(nil, let c) = a.value.kind, let t = enumHolding([c]),
                  index.switchProperties[t].map({ Self.titleProperty($0) != nil }) ?? false else { continue }
            return (t, c)
        }
        return nil
    }

    /// A factory function: what it returns, read in its body; else the class its return type names.
    private func factoryFacts(_ fn: FunctionNode, _ body: [Stmt], _ file: Int, _ type: String, _ facts: inout UIKitFacts, budget: Int,
                              arguments: [Argument], callerFile: Int) {
        var returned: Expr?
        for st in body { if case .returns(let e?) = st.kind { returned = e } }
        // A body of one expression returns it: `func makeOrders() -> UIViewController { OrdersController() }`.
        if returned == nil, body.count == 1, case .expression(let e) = body[0].kind { returned = e }
        // `switch tab { case .orders: return ordersController ... }` on a parameter given a case.
        var scope = Scope()
        resolver.bind(fn.parameters, arguments, callerFile: callerFile, callerScope: Scope(), into: &scope)
        for st in body {
            guard case .switches(let sw) = st.kind, let (branch, _, _) = resolver.branch(sw, file: file, scope) else { continue }
            for b in branch { if case .returns(let e?) = b.kind { returned = e } }
        }
        if let returned { controllerFacts(returned, file, parametersBound(fn, body, arguments, same: file == callerFile), type, &facts, budget: budget + 1) }
        if !facts.found, let t = fn.returnType { classFacts(t.filter { $0 != "?" && $0 != "!" }, &facts) }
    }

    /// A controller class that sets its own item or title, in any of its methods, through its superclasses.
    func classFacts(_ name: String, _ facts: inout UIKitFacts) {
        var current = name
        for _ in 0..<8 where !facts.found && resolver.isType(current) && facts.visits.enter("class:\(current)", cost: resolver.members(of: current).count) {
            for m in resolver.members(of: current) { memberAssignments(m.stmt, owner: nil, m.file, current, &facts) }
            if facts.found { facts.className = name }
            guard let next = resolver.ownInheritsFirst(current).first(where: resolver.isType) else { return }
            current = next
        }
    }

    func memberAssignments(_ st: Stmt, owner: String?, _ file: Int, _ type: String, _ facts: inout UIKitFacts) {
        switch st.kind {
        case .function(let fn): assignments(fn.body ?? [], owner: owner, file, bodyScope(fn.body ?? [], file, type), &facts)
        case .variable(let v):
            if owner == nil, v.name == "tabBarItem", let i = v.initial { item(i, file, Scope(), &facts) }
            assignments(v.accessor ?? [], owner: owner, file, bodyScope(v.accessor ?? [], file, type), &facts)
        default: break
        }
    }

    /// `owner.tabBarItem = UITabBarItem(...)`, `owner.tabBarItem.title = x`, `.image`, `.tag`, `owner.title = x`
    /// (`owner` nil: the class's own, bare or through `self`; a bare name a local declares, `let title: String`, is not).
    func assignments(_ list: [Stmt], owner: String?, _ file: Int, _ scope: Scope, _ facts: inout UIKitFacts, locals: Set<String> = []) {
        var locals = locals
        for st in list { if case .variable(let v) = st.kind { locals.insert(v.name) } }
        for st in list {
            switch st.kind {
            case .assignment(let target, "=", let value):
                guard var path = target.path else { continue }
                if owner == nil, let first = path.first, locals.contains(first) { continue }
                defer { if facts.found && facts.place == nil { facts.place = (file, st.start) } }
                if path.first == "self" { path.removeFirst() }
                // An owner may be a chain (`flow.root`, written `flow?.root`): its names, dotted.
                if let owner {
                    let names = owner.split(separator: ".").map(String.init)
                    guard path.starts(with: names) else { continue }
                    path.removeFirst(names.count)
                }
                if facts.tag == nil, path.first == "tabBarItem", let c = configuringCase(value, file, scope) { facts.tag = c }
                switch path {
                case ["tabBarItem"]:
                    item(value, file, scope, &facts)
                    if case .name(let n) = value.kind, locals.contains(n) { localItemLabel(n, list, file, scope, &facts) }
                case ["tabBarItem", "title"], ["title"] where facts.title == nil || path.count == 2:
                    facts.title = resolver.text(value, file: file, scope).map(imported) ?? Self.clearedTitle(value)
                    facts.titleCode = code(value, file)
                    facts.found = true
                case ["tabBarItem", "image"]:
                    facts.icon = iconOf(value, file, scope, budget: 0)
                    facts.found = true
                case ["tabBarItem", "tag"]: facts.tag = tagName(value, file, scope)
                case ["tabBarItem", "accessibilityLabel"]: facts.accessibilityTitle = resolver.text(value, file: file, scope).map(imported)
                case ["tabBarItem", "accessibilityIdentifier"]:
                    if let t = resolver.text(value, file: file, scope), !t.isKey, Identifiers.isIdentifier(t.text), t.text.first?.isLowercase == true { facts.accessibilityIdentifier = t.text }
                case _ where path.count == 1 && owner != nil && (path[0] == "viewControllers" || path[0].hasSuffix("Controller")) && !facts.found && facts.hops < 2:
                    // A container given its child later (`nav.viewControllers = [home]`, `container.wrappedController = orders`).
                    var inner = UIKitFacts(hops: facts.hops + 1, visits: facts.visits)
                    let shown: Expr = { if case .array(let es) = value.kind, let first = es.first { return first }; return value }()
                    controllerFacts(shown, file, list, scope.selfType ?? "", &inner, budget: 3)
                    if inner.found { facts = inner }
                default: continue
                }
            case .conditional(let c): assignments(c.then + (c.otherwise ?? []), owner: owner, file, scope, &facts, locals: locals)
            case .ifConfig(let cs): for c in cs where !Resolver.isDebug(c.condition) { assignments(c.body, owner: owner, file, scope, &facts, locals: locals) }
            default: continue
            }
        }
    }

    /// `UITabBarItem(title:image:selectedImage:tag:)`, `UITabBarItem(tabBarSystemItem:tag:)`, or a local or property holding one.
    func item(_ e: Expr, _ file: Int, _ scope: Scope, _ facts: inout UIKitFacts) {
        var e = e
        if case .name(let n) = e.kind, case .expression(let x, _, _)? = scope.names[n] { e = x }
        if case .name(let n) = e.kind, let t = scope.selfType, let p = resolver.property(n, of: t), let i = p.node.initial { e = i }
        if case .member(let base?, let name) = e.kind, itemFromMember(base, name, file, scope, &facts) { return }
        if implicitItem(e, scope, &facts) || objectMethodItem(e, file, scope, &facts) || helperItem(e, file, scope, &facts) { return }
        guard let call = e.call, call.callee.lastName == "UITabBarItem" else { return }
        let read = tabFacts(arguments: call.arguments, file, .uiKit(scope))
        if TabLabels.read(call.arguments).title != nil { facts.title = read.title; facts.titleCode = read.titleCode }
        if !read.icon.isEmpty || read.icon.unknown != nil { facts.icon = read.icon }
        if let t = read.value { facts.tag = t }
        if let s = read.system { facts.system = s }
        facts.found = true
    }

    /// An item a property gives: an enum case's (`Section.inbox.item`, read with `self` the case, whose
    /// name is the tab's id) or a type's static one (`Items.home`).
    private func itemFromMember(_ base: Expr, _ name: String, _ file: Int, _ scope: Scope, _ facts: inout UIKitFacts) -> Bool {
        guard scope.depth < 4 else { return false }
        var inner = Scope(depth: scope.depth + 1)
        let owner: String
        var caseName: String?
        if let c = resolver.caseValue(base, file: file, scope), let t = c.type {
            owner = t
            caseName = c.name
            inner.names["self"] = .enumCase(type: t, name: c.name)
        } else if case .name(let t) = base.kind, resolver.isType(t) {
            owner = t
        } else if let t = scopeObjectType(base, scope) {
            owner = t
        } else {
            return false
        }
        inner.selfType = owner
        guard let p = resolver.property(name, of: owner) else { return false }
        let given: (Expr, Int, Scope)? = p.node.initial.map { ($0, p.file, inner) }
            ?? p.node.accessor.flatMap { resolver.value(of: $0, file: p.file, inner, literalIsKey: false) }
        guard let (x, f2, s2) = given, x.call?.callee.lastName == "UITabBarItem" else { return false }
        item(x, f2, s2, &facts)
        if facts.tag == nil { facts.tag = caseName }
        return facts.found
    }
}

extension Resolver {
    /// What a type inherits, its own declaration's list before its extensions' (an extension's
    /// protocol read first must not hide the class's superclass, whatever the files' order).
    func ownInheritsFirst(_ type: String) -> [String] {
        let decls = declarations(type)
        return decls.filter { $0.node.keyword != "extension" }.flatMap(\.node.inherits) + decls.filter { $0.node.keyword == "extension" }.flatMap(\.node.inherits)
    }

    /// Whether a class is `ancestor` or inherits from it, through its own declaration's superclass first.
    func isSubclass(_ type: String, of ancestor: String) -> Bool {
        var current = canonical(type)
        var seen: Set<String> = []
        for _ in 0..<32 {
            if current == ancestor { return true }
            guard seen.insert(current).inserted, let next = ownInheritsFirst(current).first(where: { isType($0) || $0.hasPrefix("UI") || $0.hasPrefix("NS") })
            else { return false }
            current = canonical(next)
        }
        return false
    }
}
