// A stored property of an object the code makes: `model.title` where
// `model` is (or is bound to) `Model(x: …)`. The initializer whose labels fit
// sets it, anywhere in its body (through `if let` bindings, the first
// assignment that can be read), or hands it on through `super.init(…)` or
// `self.init(…)`; a type with no initializer of its own takes it from its
// memberwise argument or its initial value.

extension Resolver {
    /// `base.m` where `base` is a project type's initializer call, or a name bound to one.
    func objectMemberText(_ base: Expr, _ m: String, file: Int, _ scope: Scope, literalIsKey: Bool) -> TextValue? {
        var made = base
        var f = file
        var s = scope
        if case .name(let n) = base.kind, case .expression(let x, let f2, let s2)? = scope.names[n] {
            made = x
            f = f2
            s = s2
        }
        guard let call = made.call, let t = call.callee.lastName, t.first?.isUppercase ?? false, isType(t) else { return nil }
        return storedText(m, of: t, call.arguments, callerFile: f, callerScope: s, depth: 0, literalIsKey: literalIsKey)
    }

    private func storedText(_ m: String, of type: String, _ arguments: [Argument], callerFile: Int, callerScope: Scope,
                            depth: Int, literalIsKey: Bool) -> TextValue? {
        guard depth < 4, let inner = callerScope.deeper() else { return nil }
        let inits = methods("init", of: type)
        if inits.isEmpty {
            if let a = arguments.first(m) { return text(a, file: callerFile, inner, literalIsKey: literalIsKey) }
            if let p = property(m, of: type), let i = p.node.initial, var s = Scope(depth: inner.depth).deeper() {
                s.selfType = type
                return text(i, file: p.file, s, literalIsKey: literalIsKey)
            }
            return nil
        }
        guard let fn = matchingInit(of: type, arguments), let body = fn.node.body else { return nil }
        var s = Scope(depth: inner.depth)
        s.selfType = type
        bind(fn.node.parameters, arguments, callerFile: callerFile, callerScope: callerScope, into: &s)
        if let v = assignedText(m, body, fn.file, s, literalIsKey: literalIsKey, budget: 0) { return v }
        // `super.init(configuration: …)`, `self.init(…)`: the initializer it hands on to.
        for st in body {
            guard case .expression(let e) = st.kind, let call = e.call, case .member(let b?, "init") = call.callee.kind,
                  let who = b.path, who == ["super"] || who == ["self"] else { continue }
            let next = who == ["self"] ? type : ownInheritsFirst(type).first(where: isType)
            guard let next, next != type || who == ["self"] else { continue }
            if let v = storedText(m, of: next, call.arguments, callerFile: fn.file, callerScope: s, depth: depth + 1, literalIsKey: literalIsKey) { return v }
        }
        return nil
    }

    /// The first `m = value` (or `self.m = value`) in a body whose value can be read, `if let`'s names bound in its branch.
    private func assignedText(_ m: String, _ body: [Stmt], _ file: Int, _ scope: Scope, literalIsKey: Bool, budget: Int) -> TextValue? {
        guard budget < 8 else { return nil }
        for st in body {
            switch st.kind {
            case .assignment(let target, "=", let value) where target.path == [m] || target.path == ["self", m]:
                if let v = text(value, file: file, scope, literalIsKey: literalIsKey) { return v }
            case .conditional(let c):
                var then = scope
                for case .binding(let name?, let value?, nil) in c.conditions { then.names[name] = .expression(value, file: file, scope) }
                if let v = assignedText(m, c.then, file, then, literalIsKey: literalIsKey, budget: budget + 1) { return v }
                if let v = assignedText(m, c.otherwise ?? [], file, scope, literalIsKey: literalIsKey, budget: budget + 1) { return v }
            default: continue
            }
        }
        return nil
    }
}
