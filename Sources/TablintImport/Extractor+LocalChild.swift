// A container held by a local and given the controller it shows by a call in
// the same body (`let nav = UINavigationController()`, then
// `nav.setViewControllers([home], animated: false)` or
// `nav.pushViewController(home, animated: false)`): a navigation controller
// shows its root's item, so the tab's facts are the child's.

extension Extractor {
    /// What calls on a local give its tab: a tab enum's case (`vc.configureTabBarItem(with: .home)`), else
    /// the first child a container local is given (`setViewControllers`, `pushViewController`).
    func localCallFacts(_ n: String, _ body: [Stmt], _ file: Int, _ type: String, _ facts: inout UIKitFacts, budget: Int) {
        configuredCase(n, body, &facts)
        guard !facts.found else { return }
        var child: Expr?
        TreeWalk.statements(body) { st in
            if child == nil { child = Self.child(givenBy: st, to: n, pushes: true) }
        }
        // The child is itself: `nav.setViewControllers([nav], …)` gives nothing.
        guard let child, child.path != [n] else { return }
        controllerFacts(child, file, body, type, &facts, budget: budget + 1)
    }
}

// A controller held by a property of another object, which the methods of
// the type that gives the tabs fill in (`view.settings = SettingsFlow.setup()`
// in one method, `bar.setViewControllers([navi, view.settings!])` in another):
// the value given, read in that method's body. A static factory of another
// type (`SettingsFlow.setup(parent:)`) is read in that type.

extension Extractor {
    /// `object.name = value` in a method of `type`, where `object` is of type `owner`: the value's facts.
    func assignedElsewhere(_ name: String, of owner: String, in type: String, _ facts: inout UIKitFacts, budget: Int) {
        for m in resolver.members(of: type) where !facts.found {
            guard case .function(let fn) = m.stmt.kind, let body = fn.body else { continue }
            // The assignments by a walk whose closure copies no extractor, then their objects' types.
            var given: [(object: String, at: Int, value: Expr)] = []
            TreeWalk.statements(body) { st in
                guard case .assignment(let target, "=", let value) = st.kind, var path = target.path, path.last == name else { return }
                if path.first == "self" { path.removeFirst() }
                if path.count == 2 { given.append((path[0], st.start, value)) }
            }
            for g in given where !facts.found && objectType(Expr(kind: .name(g.object), start: g.at, end: g.at), m.file, body, type) == owner {
                controllerFacts(g.value, m.file, body, type, &facts, budget: budget + 1)
            }
        }
    }

    /// The functions a call may name: `Flow.setup(…)` a static method of that project type first (another
    /// type's `setup` is no match), then any function of the name and the methods of `type`.
    func factories(_ name: String, _ callee: Expr, _ type: String) -> [(file: Int, node: FunctionNode)] {
        let all = resolver.function(name).map { (file: $0.file, node: $0.node) } + resolver.methods(name, of: type)
        let owner = calleeType(callee, type)
        return owner == type ? all : resolver.methods(name, of: owner) + all
    }

    /// The type whose method a call names: `Flow.setup(…)`, a project type's static method, else `type`.
    func calleeType(_ callee: Expr, _ type: String) -> String {
        guard case .member(let base?, _) = callee.kind, case .name(let t) = base.kind, t != type, resolver.isType(t) else { return type }
        return t
    }
}

extension Extractor {
    /// The controller a statement gives the container `name` (or `self.name`) as its first child:
    /// `name.setViewControllers([child, …], …)`, and `name.pushViewController(child, …)` when `pushes`
    /// (the first push onto a container made in the same body is its root).
    static func child(givenBy st: Stmt, to name: String, pushes: Bool) -> Expr? {
        guard case .expression(let e) = st.kind, let call = e.call, case .member(let base?, let verb) = call.callee.kind,
              base.path == [name] || base.path == ["self", name],
              verb == "setViewControllers" || (pushes && verb == "pushViewController"),
              let given = call.arguments.first?.value else { return nil }
        if case .array(let es) = given.kind { return es.first }
        return given
    }
}
