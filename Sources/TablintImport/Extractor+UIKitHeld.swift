// A UIKit tab held where it is listed: a local or a property (optional,
// given force-unwrapped, `tabs.append(searchTab!)`) that a statement of the
// body that lists it, or of the controller class, gives its `UITab`,
// `UISearchTab` or `UITabGroup` (`searchTab = UISearchTab { … }`).

extension Extractor {
    static let tabCallees: Set<String> = ["UITab", "UISearchTab", "UITabGroup"]

    /// The `UITab`-family call a name holds: a local's initial value, else the value it or the
    /// controller's property of that name is given in the site's body, else in the class's methods.
    func heldTabCall(_ e: Expr, _ site: TabsSite) -> Expr? {
        guard case .name(let n) = e.kind else { return nil }
        func isTabCall(_ x: Expr) -> Bool { x.call?.callee.lastName.map(Self.tabCallees.contains) ?? false }
        if let local = locals(site.body)[n] {
            if let i = local.initial, isTabCall(i) { return i }
            return assignedTabCall(n, site.body, isTabCall)
        }
        guard resolver.property(n, of: site.type) != nil else { return nil }
        if let found = assignedTabCall(n, site.body, isTabCall) { return found }
        for m in resolver.members(of: site.type) {
            guard case .function(let fn) = m.stmt.kind, m.file == site.file, let found = assignedTabCall(n, fn.body ?? [], isTabCall) else { continue }
            return found
        }
        return nil
    }

    /// The first `name = <tab call>` or `self.name = <tab call>` in a body, nested blocks included.
    private func assignedTabCall(_ name: String, _ body: [Stmt], _ isTabCall: (Expr) -> Bool) -> Expr? {
        var found: Expr?
        TreeWalk.statements(body) { st in
            guard found == nil, case .assignment(let target, "=", let value) = st.kind, isTabCall(value),
                  target.path == [name] || target.path == ["self", name] else { return }
            found = value
        }
        return found
    }
}

extension Extractor {
    /// A `UITabGroup` none of whose children can be read (a list made at run time): the one tab
    /// the iPhone's bar shows for it, with a note naming the group.
    func groupTab(_ facts: TabFacts, _ file: Int, at: SourcePlace) -> ImportedTab {
        let title = facts.title ?? .unknown(facts.titleCode ?? "")
        var tab = makeTab(title: title, icon: facts.icon, value: nil, identifier: facts.identifier, at: at)
        let children: String
        if let c = facts.children, case .array(let es) = c.kind, es.isEmpty { children = "a tab group with no children" }
        else { children = "a tab group whose children are not read" + (facts.children.map { " (\(code($0, file)))" } ?? "") }
        tab.notes.insert("\(children): drafted as the one tab an iPhone's bar shows for it; on iPad its children show under it in the sidebar", at: 0)
        return tab
    }
}

extension Extractor {
    /// A factory's body with its parameters bound, as locals, to the arguments of a call in the same
    /// file (`make(with: Model(…))`), so that `vc.tabBarItem.title = model.title` reads the argument.
    func parametersBound(_ fn: FunctionNode, _ body: [Stmt], _ arguments: [Argument], same: Bool) -> [Stmt] {
        guard same, !arguments.isEmpty else { return body }
        var unlabeled = arguments.filter { $0.label == nil }.makeIterator()
        var bound: [Stmt] = []
        for p in fn.parameters {
            guard let arg = p.label == nil ? unlabeled.next()?.value : arguments.first(p.label) else { continue }
            let binding = VariableNode(name: p.name, isStatic: false, isLet: true, attributes: [], type: nil, initial: arg, accessor: nil, at: arg.start)
            bound.append(Stmt(kind: .variable(binding), start: arg.start, end: arg.start))
        }
        return bound + body
    }
}

extension Extractor {
    /// The name an element of a controllers array is held by: its last name, through a ternary's
    /// branch that is not `nil` (`hidden ? nil : scanner`) and the left of `??`.
    func elementVariable(_ e: Expr) -> String? {
        switch e.kind {
        case .ternary(_, let yes, let no):
            if case .name("nil") = yes.kind { return elementVariable(no) }
            if case .name("nil") = no.kind { return elementVariable(yes) }
            return nil
        case .binary(let l, "??", _): return elementVariable(l)
        default: return e.lastName
        }
    }
}

extension Extractor {
    /// An element listed as `test ? nil : x` (or `test ? x : nil`) exists only under the test: the site
    /// with that condition (`when` NAME for `test ? x : nil` of a named flag; else a comment).
    func optionalElementSite(_ e: Expr, _ site: TabsSite) -> TabsSite {
        guard site.condition == nil, case .ternary(let test, let yes, let no) = e.kind else { return site }
        let code = resolver.snippet(site.file, test.start, test.end)
        var inner = site
        if case .name("nil") = yes.kind { inner.condition = (nil, "not " + code) }
        else if case .name("nil") = no.kind { inner.condition = (resolver.conditionName(test), code) }
        return inner
    }
}

extension Extractor {
    /// A tab with no id in the code and no title (an icon-only bar's `""`): the id made from its image's
    /// or symbol's name (`"Home"` gives `home`, `"house.fill"` `houseFill`), with a comment; else `tab`.
    static func idFromIcon(_ tab: inout ImportedTab) {
        guard let name = tab.image ?? tab.icon else { return }
        let made = Identifiers.identifier(fromTitle: name)
        guard made != "tab" || name.lowercased() == "tab" else { return }
        tab.id = made
        tab.idMadeFromTitle = false
        tab.notes.insert("id made from the \(tab.image != nil ? "image" : "icon") \"\(name)\"", at: 0)
    }
}
