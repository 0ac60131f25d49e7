// Coordinators as apps write them: a tab's controller is a member of an
// object (`wallet.navigationController`, `home.router.root`) whose item the
// code sets on another member of the same object (`wallet.rootViewController
// .tabBarItem = …`, a navigation controller shows its root's item), where the
// tabs are given or in the factory that made the object (`let wallet =
// makeWallet()`, whose body sets the item on the object it returns).

extension Extractor {
    /// The item set on a member of the object an element is a member of: where the tabs are given, else in
    /// the factory (a function or a method of the type) that made the object.
    func coordinatorFacts(_ e: Expr, _ file: Int, _ body: [Stmt], _ type: String, _ facts: inout UIKitFacts, budget: Int) {
        memberFacts(e, file, body, type, &facts, budget: budget)
        if !facts.found { containerFacts(e, file, body, type, &facts, budget: budget) }
    }

    private func memberFacts(_ e: Expr, _ file: Int, _ body: [Stmt], _ type: String, _ facts: inout UIKitFacts, budget: Int) {
        guard let chain = e.path, chain.count >= 2, let object = chain.first, object != "self", object != "" else { return }
        if chain.count == 2 {
            // `UINavigationController.home`: a static property of a controller type, what its getter returns.
            if locals(body)[object] == nil, resolver.property(object, of: type) == nil, let p = resolver.property(chain[1], of: object), p.node.isStatic,
               let made = p.node.initial ?? p.node.accessor.flatMap(Self.returned) {
                controllerFacts(made, p.file, p.node.accessor ?? [], object, &facts, budget: budget + 1)
                if facts.found { return }
            }
            // `home.root`, `home` an object made elsewhere: the argument its initializer stores as `root`.
            if let made = constructedObject(Expr(kind: .name(object), start: e.start, end: e.start), file, body, type, budget: 0),
               let label = storingLabel(chain[1], of: made.type), let call = made.call.call, let argument = call.arguments.first(label) {
                controllerFacts(argument, made.file, made.body, made.owner, &facts, budget: budget + 1)
                if facts.found { return }
            }
        }
        if let owner = itemOwner(object, body) {
            assignments(body, owner: owner, file, bodyScope(body, file, type), &facts)
            if facts.found { return }
        }
        // `wallet.router.root` where `wallet` is a project class that sets `router.root.tabBarItem` in one of its methods (its `init`).
        if chain.count >= 3, let owner = objectType(Expr(kind: .name(object), start: e.start, end: e.start), file, body, type), owner != type {
            let rest = chain.dropFirst().joined(separator: ".")
            for m in resolver.members(of: owner) where !facts.found { memberAssignments(m.stmt, owner: rest, m.file, owner, &facts) }
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

    /// `atlas.navigationController`, whose class gives it its root by `setViewControllers([root], …)` in one of its methods.
    func containerFacts(_ e: Expr, _ file: Int, _ body: [Stmt], _ type: String, _ facts: inout UIKitFacts, budget: Int) {
        guard let chain = e.path, chain.count == 2, let object = chain.first, object != "self", object != "",
              let owner = objectType(Expr(kind: .name(object), start: e.start, end: e.start), file, body, type), owner != type else { return }
        childGiven(to: chain[1], in: owner, &facts, budget: budget)
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

extension Resolver {
    /// The declared type of the property a chain of names reaches from `type` (`router.rootViewController`),
    /// each looked up in the type and its superclasses, a generic parameter's type given by the subclass's
    /// arguments (`let root: Root` in `Router<Root>`, reached from `TabRouter: Router<UITabBarController>`).
    func chainType(_ names: [String], from type: String) -> String? {
        var current = type
        for name in names.prefix(8) {
            guard let next = propertyType(name, of: current) else { return nil }
            current = next
        }
        return current
    }

    private func propertyType(_ name: String, of type: String) -> String? {
        var current = type
        var bound: [String: String] = [:]
        for _ in 0..<8 {
            if let p = property(name, of: current), let t = p.node.type {
                let clean = String(t.filter { $0 != "?" && $0 != "!" })
                return bound[clean] ?? clean
            }
            guard let own = declarations(current).first(where: { $0.node.keyword != "extension" }),
                  let superclass = own.node.inherits.first, isType(superclass) else { return nil }
            let generics = declarations(superclass).first { $0.node.keyword != "extension" }?.node.generics ?? []
            var next: [String: String] = [:]
            for (g, a) in zip(generics, own.node.superArguments) { next[g] = bound[a] ?? a }
            bound = next
            current = superclass
        }
        return nil
    }
}

extension Extractor {
    /// `list.compactMap { tab in switch tab { case .wallet: return walletCoordinator … } }` over a list
    /// decided at run time: every case the switch names, in its order, each returning its value, the case
    /// the tab's id; the list's code goes in each tab's comment.
    func switchedCases(_ closure: Closure, over list: Expr, _ site: TabsSite) -> [(Expr, TabsSite)] {
        let parameter = closure.parameters.first ?? "$0"
        var chosen: Switch?
        for st in closure.body {
            switch st.kind {
            case .switches(let sw): chosen = sw
            case .returns(let r?), .expression(let r): if case .switchExpression(let sw) = r.kind { chosen = sw }
            default: break
            }
        }
        guard let sw = chosen, sw.subject.path == [parameter] else { return [] }
        let code = resolver.snippet(site.file, list.start, list.end)
        var result: [(Expr, TabsSite)] = []
        for c in sw.cases {
            var made: Expr?
            for st in c.body {
                if case .returns(let r?) = st.kind { made = r }
                if c.body.count == 1, case .expression(let r) = st.kind { made = r }
            }
            for pattern in c.patterns {
                guard case .member(nil, let name) = pattern.kind, let made, made.lastName != "nil" else { continue }
                var context = site
                context.caseName = name
                context.condition = (nil, "\(code) holds .\(name) (decided at run time)")
                result.append((made, context))
            }
        }
        return result
    }
}

extension Resolver {
    /// `.named("Icons/28/wallet")` where an image is expected: a static function of an image type's
    /// extension, read with its parameters bound (`static func named(_ n: String) -> UIImage { UIImage(named: n) ?? UIImage() }`).
    func implicitImageFactory(_ callee: Expr, _ args: [Argument], file: Int, _ scope: Scope) -> IconName? {
        guard case .member(nil, let fn) = callee.kind, let inner = scope.deeper() else { return nil }
        for owner in ["UIImage", "Image", "NSImage"] {
            for m in methods(fn, of: owner) where m.node.isStatic && m.node.parameters.count == args.count {
                guard var s = Scope(depth: inner.depth).deeper(), let body = m.node.body else { continue }
                s.selfType = owner
                bind(m.node.parameters, args, callerFile: file, callerScope: scope, into: &s)
                if let (x, f2, s2) = value(of: body, file: m.file, s, literalIsKey: false), let made = icon(x, file: f2, s2) { return made }
            }
        }
        return nil
    }
}

extension Extractor {
    /// What a getter or function body returns: its `return`, or its one expression.
    static func returned(_ body: [Stmt]) -> Expr? {
        for st in body { if case .returns(let r?) = st.kind { return r } }
        if body.count == 1, case .expression(let r) = body[0].kind { return r }
        return nil
    }
}

extension Extractor {
    /// The initializer call an object stands for (`HomeFlow(nav: nav, …)`), through locals, properties
    /// (`lazy var home = builder.home`), a type's computed properties and methods that return it, with
    /// the file, body and type its arguments are read in.
    func constructedObject(_ e: Expr, _ file: Int, _ body: [Stmt], _ owner: String, budget: Int)
        -> (call: Expr, file: Int, body: [Stmt], owner: String, type: String)? {
        guard budget < 6 else { return nil }
        switch e.kind {
        case .call(let callee, _, _):
            guard let n = callee.lastName else { return nil }
            if n.first?.isUppercase ?? false { return resolver.isType(n) ? (e, file, body, owner, n) : nil }
            var holder = owner
            if case .member(let b?, _) = callee.kind { holder = objectType(b, file, body, owner) ?? "" }
            for m in resolver.methods(n, of: holder) {
                if let fb = m.node.body, let r = Self.returned(fb) { return constructedObject(r, m.file, fb, holder, budget: budget + 1) }
            }
            return nil
        case .name(let n):
            if let i = locals(body)[n]?.initial { return constructedObject(i, file, body, owner, budget: budget + 1) }
            guard let p = resolver.property(n, of: owner) else { return nil }
            if let i = p.node.initial { return constructedObject(i, p.file, [], owner, budget: budget + 1) }
            if let a = p.node.accessor, let r = Self.returned(a) { return constructedObject(r, p.file, a, owner, budget: budget + 1) }
            return nil
        case .member(let b?, let m):
            guard let holder = objectType(b, file, body, owner), let p = resolver.property(m, of: holder) else { return nil }
            if let a = p.node.accessor, let r = Self.returned(a) { return constructedObject(r, p.file, a, holder, budget: budget + 1) }
            if let i = p.node.initial { return constructedObject(i, p.file, [], holder, budget: budget + 1) }
            return nil
        default: return nil
        }
    }

    /// The argument label under which a class's initializer, or a superclass's, stores a parameter as
    /// `member` (`self.root = navigationController`); nil for an unlabelled one is `_`, never matched.
    func storingLabel(_ member: String, of type: String) -> String? {
        var current = type
        for _ in 0..<8 {
            for m in resolver.methods("init", of: current) {
                for st in m.node.body ?? [] {
                    guard case .assignment(let target, "=", let value) = st.kind, target.path == [member] || target.path == ["self", member],
                          case .name(let given) = value.kind, let p = m.node.parameters.first(where: { $0.name == given }) else { continue }
                    return p.label
                }
            }
            guard let next = resolver.ownInheritsFirst(current).first(where: resolver.isType) else { return nil }
            current = next
        }
        return nil
    }

    /// `.home` where an item is expected: a static property of an extension of `UITabBarItem`, its
    /// `.init(title:image:…)` read as `UITabBarItem(…)`; the property's name is the tab's id.
    func implicitItem(_ e: Expr, _ scope: Scope, _ facts: inout UIKitFacts) -> Bool {
        guard scope.depth < 4, case .member(nil, let name) = e.kind, let p = resolver.property(name, of: "UITabBarItem"), p.node.isStatic,
              let made = p.node.initial ?? p.node.accessor.flatMap(Self.returned), let call = made.call,
              call.callee.lastName == "init" || call.callee.lastName == "UITabBarItem" else { return false }
        let callee = Expr(kind: .name("UITabBarItem"), start: call.callee.start, end: call.callee.end)
        item(Expr(kind: .call(callee, call.arguments, call.trailing), start: made.start, end: made.end), p.file, Scope(depth: scope.depth + 1), &facts)
        if facts.found, facts.tag == nil { facts.tag = name }
        return facts.found
    }
}

extension Extractor {
    /// A container property given its children by a call in one of its class's methods: the first child's facts.
    func childGiven(to container: String, in owner: String, _ facts: inout UIKitFacts, budget: Int) {
        for m in resolver.members(of: owner) where !facts.found {
            guard case .function(let fn) = m.stmt.kind, let body = fn.body else { continue }
            // A pushed controller comes after the root of a container that already exists: only `setViewControllers`.
            for st in body where !facts.found {
                guard let child = Self.child(givenBy: st, to: container, pushes: false) else { continue }
                controllerFacts(child, m.file, body, owner, &facts, budget: budget + 1)
            }
        }
    }
}
