import TabsLint

// UIKit tab views as queries over the syntax tree: any value whose type is `UITabBarController` or a
// subclass (a property of any name, a local, a parameter, or `self` in a subclass, through subclass chains
// across files), given its tabs by `viewControllers =`, `setViewControllers` or `tabs =`: array literals,
// `+`, `append`, `.map`, locals, a helper's returned array (`Extractor+UIKitHelpers.swift`). Each element's
// facts come from the one reader (`Extractor+TabFacts.swift`, through `Extractor+UIKitFacts.swift`): `UITab`/`UISearchTab`/
// `UITabGroup`, a local's `tabBarItem` set beside it, a factory function's body, or the controller class that
// sets its own item or `title` (in `init`, `viewDidLoad`, `awakeFromNib`), else what the bar's class sets by
// position (`Extractor+PositionedItems.swift`). Of an `#available` test, the newest branch.

/// Where a tab's facts were found, and what they are.
struct UIKitFacts {
    var title: ImportedTitle?
    var titleCode: String?
    var icon = IconValue()
    var tag: String?
    var identifier: String?
    var system: String?
    var found = false
    /// Where the item was set: the tab's place in the draft.
    var place: (file: Int, token: Int)?
    /// The controller class whose code set it, for matching `shouldSelect`'s type tests.
    var className: String?
    /// The item's accessibility label, the title of an icon-only item.
    var accessibilityTitle: ImportedTitle?
    /// `tabBarItem.accessibilityIdentifier = "search"`, the id when the code gives no other and it is written like one.
    var accessibilityIdentifier: String?
    /// A tab enum's case that configured it (`vc.configureTabBarItem(with: .home)`).
    var enumCase: (type: String, name: String)?
    /// A controller class made (`OnAirController()`) that no Swift input declares (one in Objective-C), for the note.
    var undeclared: String?
    /// How many containers' children were followed to get here (each starts its budget again): at most 2.
    var hops = 0
    /// What this element's reading has visited, shared with the containers it follows (`Extractor+HandedOn.swift`).
    var visits = UIKitVisits()
}

extension Extractor {
    /// One site that gives a tab bar controller its tabs.
    struct TabsSite {
        var file: Int
        var type: String
        var token: Int
        var value: Expr
        var body: [Stmt]
        /// The function that holds the site, when its parameters may carry the tabs.
        var function: String?
        var parameters: [Parameter] = []
        /// For one element: the test it is added under (`when` NAME, or none for a negated or compound test) and its code.
        var condition: (name: String?, code: String)?
        /// For one element made from an enum case (`cases.forEach`, `.map`): the case, the tab's id.
        var caseName: String?
        /// That case's enum, when the element names it: the enum is then read through this controller.
        var caseType: String?
        /// For one element added in a branch of an `if` the draft does not take: which branch, where, and its
        /// test. The draft takes the first branch, as for SwiftUI (`when` cannot say "not"), unless the test is
        /// false on an iPhone (`Extractor.defaultIsElse`), and names the other.
        var elseBranch: String?
    }

    mutating func uiKitTreeViews() -> [ImportedTabView] {
        var sites: [TabsSite] = []
        for (f, file) in resolver.files.enumerated() where !file.isGenerated { collectTypes(file.statements, f, &sites) }
        sites += addedTabSites()
        noteTabBarHolders(sites)
        var views: [ImportedTabView] = []
        var seen: Set<String> = []
        var unreadViews: [String: ImportedTabView] = [:]
        for site in sites where !seen.contains(site.type) {
            var scope = Scope()
            scope.selfType = site.type
            let elements = self.elements(site.value, site, scope, budget: 0)
            var view = ImportedTabView(kind: .controller, name: site.type, place: place(site.file, site.token))
            var shapes: Set<String> = []
            var unread: [String] = []
            var controllers: [String: (type: String?, variable: String?)] = [:]
            let paired = pairedItems(site)
            var elseBranches: [String: [String]] = [:]
            for (n, (e, context)) in elements.enumerated() {
                if let branch = context.elseBranch {
                    elseBranches[branch, default: []].append(resolver.snippet(context.file, e.start, e.end))
                    continue
                }
                var className: String?
                var enumUsed: String?
                // Items paired by index are set last, over what the controller's class set; else what the bar's class sets by position.
                guard var item = (n < paired.count ? itemTab(paired[n], context, at: place(site.file, paired[n].start)) : nil)
                        ?? uiKitItem(e, context, &shapes, className: &className, enumUsed: &enumUsed)
                        ?? positionedTab(positionedItems(of: site.type), n) else {
                    let name = e.path.map { $0.joined(separator: ".") } ?? resolver.snippet(context.file, e.start, e.end)
                    unread.append(name + (className.map { " (no Swift file here declares its class \($0), and Objective-C is not read)" } ?? ""))
                    continue
                }
                if let c = context.condition, case .tab(var tab) = item {
                    if let name = c.name { tab.conditions.append(name); tab.notes.append("when \(c.code)") }
                    else { tab.notes.append("only when \(c.code)") }
                    item = .tab(tab)
                }
                if let enumUsed = enumUsed ?? context.caseType { usedEnums.insert(enumUsed) }
                if case .tab(let tab) = item { controllers[tab.id] = (className ?? variableClass(e, context), elementVariable(e)) }
                view.items.append(item)
            }
            guard !view.items.isEmpty else {
                // None read: drafted with a note only when no other site of the type gives tabs.
                if unread.isEmpty && elements.isEmpty {
                    view.notes.append("the controllers given at \(place(site.file, site.token).description) could not be read: \(resolver.snippet(site.file, site.value.start, site.value.end))")
                } else if !unread.isEmpty {
                    view.notes.append("none of the \(unread.count) controllers given at \(place(site.file, site.token).description) sets a tab item the code shows, left out: \(unread.joined(separator: ", "))")
                }
                view.shapes = ["uikit-tabbaritem"]
                view.files = [index.paths[site.file]]
                // An extension of a class the app does not declare (`extension UITabBarController`) is a helper, not a tab view.
                let declared = resolver.declarations(site.type).contains { $0.node.keyword != "extension" }
                if declared, unreadViews[site.type] == nil { unreadViews[site.type] = view }
                continue
            }
            if !unread.isEmpty {
                view.notes.append("\(unread.count) of the \(elements.count - elseBranches.values.joined().count) controllers given at \(place(site.file, site.token).description) set no tab item the code shows, left out: \(unread.joined(separator: ", "))")
            }
            for (branch, left) in elseBranches.sorted(by: { $0.key < $1.key }) {
                view.notes.append("the \(branch) was left out: \(left.joined(separator: ", "))")
            }
            seen.insert(site.type)
            view.shapes = Self.shapeOrder.filter(shapes.contains)
            view.selected = selectedIndex(in: site.type, view: view)
            shouldSelectActions(view: &view, controllers: controllers)
            view.files = [index.paths[site.file]]
            views.append(view)
        }
        // A bar none of whose tabs could be read is still the app's tab view (`Extractor.run` keeps it only when no view gives tabs).
        for site in sites where !seen.contains(site.type) {
            if let view = unreadViews.removeValue(forKey: site.type) { views.append(view) }
        }
        return views
    }

    private func collectTypes(_ statements: [Stmt], _ f: Int, _ sites: inout [TabsSite]) {
        for st in statements {
            switch st.kind {
            case .type(let t):
                for m in t.members {
                    switch m.kind {
                    case .function(let fn):
                        let count = sites.count
                        collectSites(fn.body ?? [], fn.body ?? [], f, t.name, &sites, parameters: fn.parameters)
                        for n in count..<sites.count { sites[n].function = fn.name; sites[n].parameters = fn.parameters }
                    case .variable(let v):
                        collectSites(v.accessor ?? [], v.accessor ?? [], f, t.name, &sites, parameters: [])
                        // `lazy var root: Split = { …; tabs.viewControllers = list; … }()`: the closure's body.
                        if let i = v.initial, case .call(let callee, let args, _) = i.kind, case .closure(let c) = callee.kind, args.isEmpty {
                            collectSites(c.body, c.body, f, t.name, &sites, parameters: [])
                        }
                    default: break
                    }
                }
                collectTypes(t.members, f, &sites)
            case .ifConfig(let clauses): for c in clauses where !Resolver.isDebug(c.condition) { collectTypes(c.body, f, &sites) }
            default: break
            }
        }
    }

    /// The sites in a body, nested blocks included; of `if #available { } else { }`, the first branch only when it has one.
    private func collectSites(_ statements: [Stmt], _ body: [Stmt], _ f: Int, _ type: String, _ sites: inout [TabsSite], parameters: [Parameter]) {
        for st in statements {
            switch st.kind {
            case .assignment(let target, "=", let value):
                guard let last = target.lastName, last == "viewControllers" || last == "tabs" else { continue }
                let receiver: Expr? = { if case .member(let b, _) = target.kind { return b }; return nil }()
                if isTabBar(receiver, type, body, parameters) { sites.append(TabsSite(file: f, type: type, token: st.start, value: value, body: body)) }
            case .expression(let e):
                // `tabBar.setViewControllers(...)`, or in the subclass itself `setViewControllers(...)`.
                guard let call = e.call, let m = call.callee.lastName, m == "setViewControllers" || m == "setTabs",
                      let value = call.arguments.first?.value else { continue }
                let receiver: Expr? = { if case .member(let b, _) = call.callee.kind { return b }; return nil }()
                if isTabBar(receiver, type, body, parameters) { sites.append(TabsSite(file: f, type: type, token: st.start, value: value, body: body)) }
            case .conditional(let c):
                let count = sites.count
                collectSites(c.then, body, f, type, &sites, parameters: parameters)
                let available = c.conditions.contains { if case .availability(false) = $0 { return true }; return false }
                if !(available && sites.count > count) { collectSites(c.otherwise ?? [], body, f, type, &sites, parameters: parameters) }
            case .loop(_, _, let inner): collectSites(inner, body, f, type, &sites, parameters: parameters)
            case .ifConfig(let clauses): for c in clauses where !Resolver.isDebug(c.condition) { collectSites(c.body, body, f, type, &sites, parameters: parameters) }
            default: continue
            }
        }
    }

    /// Whether the receiver is a tab bar controller: `self` in a subclass, or a value declared as one.
    func isTabBar(_ receiver: Expr?, _ type: String, _ body: [Stmt], _ parameters: [Parameter]) -> Bool {
        let tabBar = "UITabBarController"
        guard let receiver, receiver.path != ["self"] else { return resolver.isSubclass(type, of: tabBar) }
        // `router.root.setViewControllers(…)`: the chain's type, through superclasses and their generic arguments.
        if let chain = receiver.path, chain.count >= 2, chain[0] != "", let t = resolver.chainType(chain[0] == "self" ? Array(chain.dropFirst()) : chain, from: type) {
            return resolver.isSubclass(t, of: tabBar)
        }
        guard let name = receiver.lastName else { return false }
        func typeName(_ text: String?) -> String? {
            text.map { String($0.filter { $0 != "?" && $0 != "!" }) }
        }
        if let p = parameters.first(where: { $0.name == name }), let t = typeName(p.type) { return resolver.isSubclass(t, of: tabBar) }
        var local = locals(body)[name]
        // `guard let tabBarController = tabBarController`: the property it unwraps.
        if let i = local?.initial, local?.type == nil, case .name(let other) = i.kind, other == name { local = nil }
        if let i = local?.initial, local?.type == nil, case .member(let b?, let other) = i.kind, b.path == ["self"], other == name { local = nil }
        let declared = local.map { ($0.type, $0.initial) } ?? resolver.property(name, of: type).map { ($0.node.type, $0.node.initial) }
        // A property a superclass declares (`class Tabs: BaseTabCoordinator` using its `tabBarController`).
        guard let (annotation, initial) = declared else { return resolver.chainType([name], from: type).map { resolver.isSubclass($0, of: tabBar) } ?? false }
        if let t = typeName(annotation), resolver.isSubclass(t, of: tabBar) { return true }
        // `lazy var bar = UITabBarController.branded`: a static property of a tab bar class (an extension's).
        if let i = initial, case .member(let b?, let m) = i.kind, let owner = b.path?.last, let p = resolver.property(m, of: owner), p.node.isStatic {
            return resolver.isSubclass(typeName(p.node.type) ?? owner, of: tabBar)
        }
        return initial.map { madeType($0, budget: 0).map { resolver.isSubclass($0, of: tabBar) } ?? false } ?? false
    }

    /// The elements an array expression holds: literals, `+`, `.map`, a local with its `append`s, a property.
    /// Each element comes with the site whose body and file it is read in (a caller's, for a parameter).
    func elements(_ e: Expr, _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)] {
        guard budget < 8 else { return [] }
        switch e.kind {
        case .array(let es): return typedCases(es.map(fallbackCase)).map { ($0, optionalElementSite($0, site)) }
        case .binary(let l, "+", let r): return elements(l, site, scope, budget: budget + 1) + elements(r, site, scope, budget: budget + 1)
        case .binary(let l, "??", let r):
            let left = elements(l, site, scope, budget: budget + 1)
            return left.isEmpty ? elements(r, site, scope, budget: budget + 1) : left
        case .call(let callee, let args, let trailing):
            if case .member(let base?, let m) = callee.kind, ["map", "compactMap", "filter"].contains(m) {
                let inner = elements(Self.enumeratedBase(base) ?? base, site, scope, budget: budget + 1)
                if inner.isEmpty, let closure = trailing.first?.closure, m != "filter" {
                    let cases = switchedCases(closure, over: base, site)
                    if !cases.isEmpty { return cases }
                    let raw = rawValueCases(closure, over: base, site)
                    if !raw.isEmpty { return raw }
                }
                // `children.map(\.navigationController)`: each element's property.
                if m == "map", trailing.isEmpty, case .keyPath(let names)? = args.first?.value.kind, !names.isEmpty {
                    return inner.map { element in
                        var x = element.0
                        for n in names { x = Expr(kind: .member(x, n), start: x.start, end: x.end) }
                        return (x, element.1)
                    }
                }
                // `[.home, .search].map { makeController(for: $0) }`: each case through the closure.
                if let closure = trailing.first?.closure, case .expression(let made)? = closure.body.last?.kind ?? nil, m != "filter" {
                    let parameter = Self.enumeratedBase(base) == nil ? closure.parameters.first ?? "$0" : closure.parameters.dropFirst().first ?? "$1"
                    return inner.map { element in
                        var context = element.1
                        context.caseName = caseName(element.0) ?? element.1.caseName
                        context.caseType = caseType(element.0) ?? element.1.caseType
                        return (substitute(made, parameter, element.0, budget: 0), context)
                    }
                }
                // `items.map { item in let vc = item.make(); vc.tabBarItem = …; return Nav(rootViewController: vc) }`:
                // what the closure returns, read in its body with the parameter standing for each element.
                if let closure = trailing.first?.closure, closure.body.count > 1, case .returns(let made?)? = closure.body.last?.kind, m != "filter" {
                    let parameter = Self.enumeratedBase(base) == nil ? closure.parameters.first ?? "$0" : closure.parameters.dropFirst().first ?? "$1"
                    // `{ vc in let nav = Nav(rootViewController: vc); return nav }`: each element as it was made.
                    if wrapsOnly(closure, parameter) { return inner }
                    return inner.map { element in
                        var context = site
                        context.caseName = caseName(element.0)
                        context.caseType = caseType(element.0)
                        context.condition = element.1.condition
                        if element.1.elseBranch != nil { return element }   // left out: named as written
                        let binding = VariableNode(name: parameter, isStatic: false, isLet: true, attributes: [], type: Self.parameterType(element.0, site),
                                                   initial: element.0, accessor: nil, at: made.start)
                        context.body = [Stmt(kind: .variable(binding), start: made.start, end: made.start)] + closure.body
                        return (made, context)
                    }
                }
                return inner
            }
            if let sliced = sliceElements(callee, args, site, scope, budget: budget) { return sliced }
            // `{ var list = [...]; ...; return list }()`: what the closure returns, read in its body.
            if case .closure(let c) = callee.kind, args.isEmpty, let found = closureElements(c, site, scope, budget: budget) { return found }
            return helperElements(callee, site, scope, budget: budget) ?? []
        case .name, .member:
            // `MainTab.allCases`: each case, written `MainTab.case`, in declaration order.
            if case .member(let base?, "allCases") = e.kind, let path = base.path, !path.isEmpty {
                let cases = resolver.cases(of: path.joined(separator: "."))
                if !cases.isEmpty { return cases.map { (Expr(kind: .member(base, $0.name), start: e.start, end: e.end), site) } }
            }
            guard let name = e.lastName else { return [] }
            // `factory.screens`: a property of another object's type, read where it is declared.
            if case .member(let base?, _) = e.kind, let found = memberPropertyElements(base, name, site, scope, budget: budget) { return found }
            var result: [(Expr, TabsSite)] = []
            if let p = site.parameters.first(where: { $0.name == name }), let function = site.function {
                // Tabs passed in by the callers: the first call that gives this parameter an array.
                for caller in callers(of: function == "init" ? site.type : function, label: p.label) {
                    var outer = site
                    outer.file = caller.file
                    outer.body = caller.body
                    outer.type = caller.type
                    outer.function = nil
                    let found = elements(caller.argument, outer, scope, budget: budget + 1)
                    if !found.isEmpty { return found }
                }
            }
            if let local = locals(site.body)[name] {
                if let i = local.initial { result = elements(i, site, scope, budget: budget + 1) }
                if result.isEmpty { result = assigned(to: name, in: site.body, site, scope, budget: budget + 1) }
                result = typedCases(result, declared: local.type)
            } else if let p = resolver.property(name, of: site.type) {
                result = propertyElements(name, p.node, site, scope, budget: budget)
            }
            appends(to: name, in: site.body, into: &result, site, scope, budget: budget + 1)
            return result
        default: return []
        }
    }

    func appends(to name: String, in list: [Stmt], into result: inout [(Expr, TabsSite)], _ site: TabsSite, _ scope: Scope, budget: Int) {
        guard budget < 16 else { return }
        for st in list {
            switch st.kind {
            case .expression(let e) where e.call.map({ if case .member(_, "forEach") = $0.callee.kind { return true }; return false }) ?? false:
                // `cases.forEach { tab in list.insert(make(tab: tab), at: i) }`: each case through the closure.
                guard let call = e.call, case .member(let base?, _) = call.callee.kind, let closure = call.trailing.first?.closure else { continue }
                let parameter = closure.parameters.first ?? "$0"
                var inner = site
                inner.body = closure.body
                for (element, _) in elements(base, site, scope, budget: budget + 1) {
                    var made: [(Expr, TabsSite)] = []
                    appends(to: name, in: closure.body, into: &made, inner, scope, budget: budget + 1)
                    for (m, made) in made {
                        var context = made
                        context.caseName = caseName(element)
                        var value = m
                        if case .name(let local) = m.kind, let i = locals(closure.body)[local]?.initial { value = i }
                        result.append((substitute(value, parameter, element, budget: 0), context))
                    }
                }
            case .expression(let e):
                guard let call = e.call, case .member(let base?, let m) = call.callee.kind, base.lastName == name else { continue }
                var given = site
                if let a = call.arguments.first(nil), case .name(let n) = a.kind, let body = bodyAtAppend(site.body, name: n, append: st.start) { given.body = body }
                if m == "append", let a = call.arguments.first(nil) { result.append((a, given)) }
                if m == "append", let a = call.arguments.first("contentsOf") { result += elements(a, site, scope, budget: budget + 1) }
                if m == "insert", let a = call.arguments.first(nil) { result.append((a, given)) }
            case .conditional(let c) where c.keyword == "if":
                let code = resolver.snippet(site.file, c.conditionStart, c.conditionEnd)
                if c.elseAt != nil, Self.defaultIsElse(code) {
                    // False on an iPhone (another idiom, a regular width): the else branch is drafted, as for SwiftUI.
                    var otherwise = site
                    otherwise.condition = (nil, "not " + code)
                    appends(to: name, in: c.otherwise ?? [], into: &result, otherwise, scope, budget: budget + 1)
                    var then = site
                    then.elseBranch = "branch at \(place(site.file, c.conditionStart).description) (when \(code))"
                    appends(to: name, in: c.then, into: &result, then, scope, budget: budget + 1)
                    continue
                }
                var then = site
                // `if let vc = makeController()`: an unwrapping, not a run-time condition.
                let unwrapsOnly = c.conditions.allSatisfy { if case .binding = $0 { return true }; return false }
                then.condition = unwrapsOnly ? site.condition : (resolver.conditionName(c.conditions), code)
                let count = result.count
                appends(to: name, in: c.then, into: &result, then, scope, budget: budget + 1)
                var otherwise = site
                otherwise.condition = (nil, "not " + code)
                if result.count > count, let at = c.elseAt { otherwise.elseBranch = "else branch at \(place(site.file, at).description) (when not \(code))" }
                appends(to: name, in: c.otherwise ?? [], into: &result, otherwise, scope, budget: budget + 1)
            case .ifConfig(let cs): for c in Resolver.iOSClauses(cs) { appends(to: name, in: c.body, into: &result, site, scope, budget: budget + 1) }
            case .loop(let vars, let sequence?, let inner) where vars.count == 1: result += loopAppends(name, vars[0], sequence, inner, site, scope, budget: budget + 1)
            default: continue
            }
        }
    }
}
