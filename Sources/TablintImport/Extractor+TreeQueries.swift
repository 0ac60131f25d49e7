// Queries over the tree that every family asks: the type a value is made
// as, the locals a body declares, the enum case an element names, an
// expression with a closure's parameter replaced, and the callers of a
// function or initializer with the argument they give.

extension Extractor {
    /// The class a local or property holding a controller makes (`let compose = ComposeViewController()`), for `shouldSelect`'s type tests.
    func variableClass(_ e: Expr, _ site: TabsSite) -> String? {
        guard case .name(let n) = e.kind else { return nil }
        let initial = locals(site.body)[n]?.initial ?? resolver.property(n, of: site.type)?.node.initial
        return initial.flatMap { madeType($0, budget: 0) }
    }

    /// The type an initial value makes: `X(...)`, a function's declared return type, an immediately called closure's result.
    func madeType(_ e: Expr, budget: Int) -> String? {
        guard budget < 4, let call = e.call else { return nil }
        if case .closure(let c) = call.callee.kind {
            for st in c.body { if case .returns(let r?) = st.kind { return madeType(r, budget: budget + 1) } }
            if c.body.count == 1, case .expression(let r) = c.body[0].kind { return madeType(r, budget: budget + 1) }
            return nil
        }
        guard let name = call.callee.lastName else { return nil }
        if resolver.isType(name) || name.hasPrefix("UI") { return name }
        return resolver.function(name).compactMap(\.node.returnType).first.map { String($0.filter { $0 != "?" && $0 != "!" }) }
    }

    /// The locals a body declares, anywhere in it, by name (the first of each).
    func locals(_ body: [Stmt]) -> [String: VariableNode] {
        var result: [String: VariableNode] = [:]
        func walk(_ list: [Stmt], _ depth: Int) {
            guard depth < 16 else { return }
            for st in list {
                switch st.kind {
                case .variable(let v): if result[v.name] == nil { result[v.name] = v }
                case .conditional(let c):
                    // `if let x = value`, `guard let x = value`: a local too.
                    for case .binding(let name?, let value?, _) in c.conditions where result[name] == nil {
                        result[name] = VariableNode(name: name, isStatic: false, isLet: true, attributes: [], type: nil, initial: value, accessor: nil, at: st.start)
                    }
                    walk(c.then + (c.otherwise ?? []), depth + 1)
                case .loop(_, _, let b): walk(b, depth + 1)
                case .ifConfig(let cs): for c in cs { walk(c.body, depth + 1) }
                default: break
                }
            }
        }
        walk(body, 0)
        return result
    }

    /// The enum case an element names (`.home`, `Pane.home`), when it is one.
    func caseName(_ e: Expr) -> String? {
        if case .member(nil, let m) = e.kind { return m }
        guard let c = resolver.caseValue(e, file: 0, Scope()), c.type != nil else { return nil }
        return c.name
    }

    /// The enum of the case `e` names (`MainTab.home`), when the resolver knows it.
    func caseType(_ e: Expr) -> String? {
        resolver.caseValue(e, file: 0, Scope())?.type
    }

    /// `e` with the name `parameter` replaced by `value` in call arguments (a closure's parameter bound to one element).
    func substitute(_ e: Expr, _ parameter: String, _ value: Expr, budget: Int) -> Expr {
        guard budget < 8 else { return e }
        switch e.kind {
        case .name(let n) where n == parameter: return value
        case .call(let callee, let args, let trailing):
            let replaced = args.map { Argument(label: $0.label, value: substitute($0.value, parameter, value, budget: budget + 1)) }
            return Expr(kind: .call(substitute(callee, parameter, value, budget: budget + 1), replaced, trailing), start: e.start, end: e.end)
        case .member(let base?, let m): return Expr(kind: .member(substitute(base, parameter, value, budget: budget + 1), m), start: e.start, end: e.end)
        default: return e
        }
    }

    /// The calls of a function or method by name anywhere in the app, with the argument for `label` and the caller's body.
    func callers(of function: String, label: String?) -> [(file: Int, type: String, body: [Stmt], argument: Expr)] {
        resolver.log?.noteCalls(function)
        var result: [(file: Int, type: String, body: [Stmt], argument: Expr)] = []
        func visit(_ e: Expr, _ f: Int, _ type: String, _ body: [Stmt], _ budget: Int) {
            guard budget < 24, result.count < 4 else { return }
            switch e.kind {
            case .call(let callee, let args, let trailing):
                if callee.lastName == function, let a = args.first(label) { result.append((f, type, body, a)) }
                visit(callee, f, type, body, budget + 1)
                for a in args { visit(a.value, f, type, body, budget + 1) }
                for t in trailing { for st in t.closure.body { stmt(st, f, type, body, budget + 1) } }
            case .member(let b?, _): visit(b, f, type, body, budget + 1)
            // `lazy var x = { …; return Bar(tabs: list) }()`: the closure's statements, its locals in scope.
            case .closure(let c): for st in c.body { stmt(st, f, type, c.body, budget + 1) }
            default: break
            }
        }
        func stmt(_ st: Stmt, _ f: Int, _ type: String, _ body: [Stmt], _ budget: Int) {
            guard budget < 24 else { return }
            switch st.kind {
            case .expression(let e), .returns(let e?): visit(e, f, type, body, budget + 1)
            case .assignment(_, _, let e): visit(e, f, type, body, budget + 1)
            case .conditional(let c): for s in c.then + (c.otherwise ?? []) { stmt(s, f, type, body, budget + 1) }
            case .ifConfig(let cs): for c in cs { for s in c.body { stmt(s, f, type, body, budget + 1) } }
            case .loop(_, _, let b): for s in b { stmt(s, f, type, body, budget + 1) }
            case .function(let fn): for s in fn.body ?? [] { stmt(s, f, type, fn.body ?? [], budget + 1) }
            case .variable(let v):
                if let i = v.initial { visit(i, f, type, body, budget + 1) }
                for s in v.accessor ?? [] { stmt(s, f, type, v.accessor ?? [], budget + 1) }
            case .type(let t): for s in t.members { stmt(s, f, t.name, body, budget + 1) }
            default: break
            }
        }
        for (f, file) in resolver.files.enumerated() { for st in file.statements { stmt(st, f, "", [], 0) } }
        return result
    }
}
