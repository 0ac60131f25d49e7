// Coordinators as apps write them: a tab's controller is a member of an
// object (`wallet.navigationController`, `home.router.root`) whose item the
// code sets on another member of the same object (`wallet.rootViewController
// .tabBarItem = …`, a navigation controller shows its root's item), where the
// tabs are given or in the factory that made the object (`let wallet =
// makeWallet()`, whose body sets the item on the object it returns).

extension Extractor {
    /// The item set on a member of the object an element is a member of: where the tabs are given, else in
    /// the factory (a function or a method of the type) that made the object.
    func coordinatorFacts(_ e: Expr, _ file: Int, _ body: [Stmt], _ type: String, _ facts: inout UIKitFacts) {
        guard let chain = e.path, chain.count >= 2, let object = chain.first, object != "self", object != "" else { return }
        if let owner = itemOwner(object, body) {
            assignments(body, owner: owner, file, bodyScope(body, file, type), &facts)
            if facts.found { return }
        }
        guard let made = locals(body)[object]?.initial, let call = made.call, let name = call.callee.lastName, !(name.first?.isUppercase ?? true) else { return }
        let factories = resolver.methods(name, of: type) + resolver.function(name).map { ($0.file, $0.node) }
        guard let (f2, fn) = factories.first(where: { $0.1.body != nil }), let fb = fn.body else { return }
        for st in fb {
            guard case .returns(let r?) = st.kind, case .name(let returned) = r.kind, let owner = itemOwner(returned, fb) else { continue }
            assignments(fb, owner: owner, f2, bodyScope(fb, f2, type), &facts)
            if facts.found { return }
        }
    }

    /// The member of `object` whose `tabBarItem` a body sets (`object.root.tabBarItem = …`), as a dotted chain.
    func itemOwner(_ object: String, _ body: [Stmt]) -> String? {
        var owner: String?
        TreeWalk.statements(body) { st in
            guard owner == nil, case .assignment(let target, "=", _) = st.kind, let path = target.path, path.first == object,
                  let at = path.firstIndex(of: "tabBarItem"), at >= 2 else { return }
            owner = path[..<at].joined(separator: ".")
        }
        return owner
    }

    /// The project type a local of the scope is made as (`let model = BarModel(config: c)`), for its properties.
    func scopeObjectType(_ base: Expr, _ scope: Scope) -> String? {
        guard case .name(let n) = base.kind, case .expression(let made, _, _)? = scope.names[n],
              let t = madeType(made, budget: 0), resolver.isType(t) else { return nil }
        return t
    }
}
