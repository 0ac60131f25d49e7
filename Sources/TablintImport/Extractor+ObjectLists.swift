import TabsLint

// A SwiftUI `ForEach` over objects built somewhere else and handed to the
// view's model: `ForEach(coordinator.entries) { entry in Tab(value:
// entry.details.tag) { … } label: { Label(entry.details.title, …) } }`,
// where `entries` is set by a method (`setEntries(_ list:)`) that another
// file calls with a local array (literals, `append`s under a flag). Each
// element is bound to the closure's parameter with the caller's locals, and
// a member chain (`entry.details.title`) is read through the initializers'
// arguments (`.init(details: rooms)`, `rooms = .init(title: …)`).

extension Extractor {
    /// The elements the collection holds, each with the site (file, body, condition) it is read in.
    func objectElements(_ collection: Expr, enclosing: String?) -> [(Expr, TabsSite)]? {
        let owner: String?
        let name: String
        switch collection.kind {
        case .member(let b?, let m):
            guard case .name(let holder) = b.kind, let enclosing, let p = resolver.property(holder, of: enclosing) else { return nil }
            owner = p.node.type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }.flatMap { $0.isEmpty ? nil : $0 }
                ?? p.node.initial.flatMap { madeType($0, budget: 0) }
            name = m
        case .name(let n):
            owner = enclosing
            name = n
        default: return nil
        }
        guard let owner, resolver.isType(owner) else { return nil }
        var scope = Scope()
        scope.selfType = owner
        if let p = resolver.property(name, of: owner), let i = p.node.initial, case .array(let es) = i.kind, !es.isEmpty {
            let site = TabsSite(file: p.file, type: owner, token: i.start, value: i, body: [], function: nil)
            return es.map { ($0, site) }
        }
        // Set by a method of the owner: `entries = list`, `self.entries = list.map { … }`.
        for m in resolver.members(of: owner) {
            guard case .function(let fn) = m.stmt.kind, let body = fn.body else { continue }
            var found: [(Expr, TabsSite)] = []
            TreeWalk.statements(body) { st in
                guard found.isEmpty, case .assignment(let target, "=", let value) = st.kind, let path = target.path,
                      path == [name] || path == ["self", name] else { return }
                let site = TabsSite(file: m.file, type: owner, token: st.start, value: value, body: body, function: fn.name, parameters: fn.parameters)
                found = elements(value, site, scope, budget: 0)
            }
            if !found.isEmpty { return found }
        }
        return nil
    }

    /// The tabs a `ForEach` body makes for each object, its parameter bound to the object with its site's locals.
    mutating func objectTabs(_ elements: [(Expr, TabsSite)], parameter: String, _ body: Closure, _ f: Int, _ env: Environment,
                             _ walk: inout Walk, inSection: Bool, _ c: Conditions) -> Bool {
        var made = false
        for (element, site) in elements {
            var inner = env
            inner.depth += 1
            inner.names[parameter] = .expression(element, file: site.file, localsEnvironment(site.body, site.file))
            var sub = Walk()
            sub.callPlace = walk.callPlace
            walkStatements(body.body, f, &inner, &sub, inSection: inSection, Conditions())
            for item in sub.items {
                guard case .tab(var tab) = item else { walk.items.append(item); continue }
                apply(c, to: &tab)
                if let condition = site.condition {
                    if let name = condition.name { tab.conditions.append(name); tab.notes.append("when \(condition.code)") }
                    else { tab.notes.append("only when \(condition.code)") }
                }
                walk.items.append(.tab(tab))
                made = true
            }
            walk.shapes.formUnion(sub.shapes)
        }
        return made
    }

    /// A body's locals, and the properties it assigns (`chatsDetails = .init(…)`, the first assignment), as
    /// bindings, each read with the others (two levels deep).
    func localsEnvironment(_ body: [Stmt], _ file: Int) -> Environment {
        var values: [String: Expr] = [:]
        for (name, v) in locals(body) { if let i = v.initial { values[name] = i } }
        TreeWalk.statements(body) { st in
            guard case .assignment(let target, "=", let value) = st.kind, let path = target.path else { return }
            let name = path.count == 2 && path[0] == "self" ? path[1] : path.count == 1 ? path[0] : ""
            if !name.isEmpty, values[name] == nil, value.lastName != "nil" { values[name] = value }
        }
        var first = Environment()
        for (name, i) in values { first.names[name] = .expression(i, file: file, Environment()) }
        var second = Environment()
        for (name, i) in values { second.names[name] = .expression(i, file: file, first) }
        return second
    }

    /// `entry.details.title` where `entry` stands for `.init(details: rooms)`: the argument the
    /// initializer was given for that member, with the bindings it is read in.
    func constructedMember(_ e: Expr, _ f: Int, _ env: Environment, budget: Int = 0) -> (expr: Expr, file: Int, env: Environment, found: Bool)? {
        guard budget < 12, case .member(let base?, let m) = e.kind,
              let object = constructed(base, f, env, budget: budget + 1) else { return nil }
        if case .tuple(let parts) = object.expr.kind, let a = parts.first(m) { return (a, object.file, object.env, true) }
        guard let call = object.expr.call else { return nil }
        if let a = call.arguments.first(m) ?? storedArgument(call, m) { return (a, object.file, object.env, true) }
        if let d = declaredValue(call, m) { return (d.expr, d.file, Environment(), true) }
        // An initializer that hands on to another: the member in the call it makes.
        if let d = delegatedInit(call, object.file, object.env) {
            return constructedMember(Expr(kind: .member(d.expr, m), start: e.start, end: e.end), d.file, d.env, budget: budget + 1)
        }
        // A memberwise initializer that leaves the member out: its default.
        return (e, f, env, false)
    }

    /// The initializer call an expression stands for, through bindings and member chains.
    private func constructed(_ e: Expr, _ f: Int, _ env: Environment, budget: Int) -> (expr: Expr, file: Int, env: Environment)? {
        guard budget < 12 else { return nil }
        switch e.kind {
        case .call(let callee, _, _):
            switch callee.kind {
            case .name(let n) where n.first?.isUppercase ?? false: return (e, f, env)
            case .member(_, let n) where n == "init" || (n.first?.isUppercase ?? false): return (e, f, env)
            default:
                if let picked = matchedElement(e, f, env, budget: budget + 1) { return constructed(picked.expr, picked.file, picked.env, budget: budget + 1) }
                guard let made = staticMade(e, f, env) else { return nil }
                return constructed(made.expr, made.file, made.env, budget: budget + 1)
            }
        case .tuple: return (e, f, env)
        case .member(let base?, _) where base.lastName?.first?.isUppercase ?? false:
            guard let made = staticMade(e, f, env) else { return nil }
            return constructed(made.expr, made.file, made.env, budget: budget + 1)
        case .name(let n):
            guard case .expression(let x, let f2, let env2)? = env.binding(n) else { return nil }
            return constructed(x, f2, env2, budget: budget + 1)
        case .member:
            guard let (x, f2, env2, found) = constructedMember(e, f, env, budget: budget + 1), found else { return nil }
            return constructed(x, f2, env2, budget: budget + 1)
        default: return nil
        }
    }
}
