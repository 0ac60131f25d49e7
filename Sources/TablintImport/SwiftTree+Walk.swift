// Generic visits of the syntax tree: an expression's direct children, the
// expressions a statement holds (nested statements included), and whether
// a stretch of statements names any of a set of names. The tree's depth is
// capped by the parser, and each visit counts its steps, so no input makes
// these walk without end.

enum TreeWalk {
    /// Calls `expr` for each direct child expression of `e`, and `body` for each closure body in it.
    static func children(_ e: Expr, _ expr: (Expr) -> Void, _ body: ([Stmt]) -> Void) {
        switch e.kind {
        case .member(let base?, _): expr(base)
        case .call(let callee, let args, let trailing):
            expr(callee)
            for a in args { expr(a.value) }
            for t in trailing { body(t.closure.body) }
        case .subscripted(let base, let args):
            expr(base)
            for a in args { expr(a.value) }
        case .string(let parts):
            for p in parts { if case .interpolation(let x) = p { expr(x) } }
        case .array(let es): for x in es { expr(x) }
        case .dictionary(let pairs): for p in pairs { expr(p.key); expr(p.value) }
        case .tuple(let args): for a in args { expr(a.value) }
        case .binary(let l, _, let r): expr(l); expr(r)
        case .prefix(_, let x), .cast(let x, _): expr(x)
        case .ternary(let c, let y, let n): expr(c); expr(y); expr(n)
        case .closure(let c): body(c.body)
        case .switchExpression(let sw):
            expr(sw.subject)
            for c in sw.cases { body(c.body) }
        case .name, .member(nil, _), .number, .keyPath, .opaque: break
        }
    }

    /// Calls `expr` for each top expression of a statement, and of the statements nested in it;
    /// `skipDebug` leaves out `#if DEBUG` clauses.
    static func expressions(_ st: Stmt, skipDebug: Bool = false, _ expr: (Expr) -> Void) {
        switch st.kind {
        case .expression(let e), .returns(let e?): expr(e)
        case .assignment(let t, _, let v): expr(t); expr(v)
        case .variable(let v):
            if let i = v.initial { expr(i) }
            for s in v.accessor ?? [] { expressions(s, skipDebug: skipDebug, expr) }
        case .conditional(let c):
            for cond in c.conditions {
                switch cond {
                case .expression(let e): expr(e)
                case .binding(_, let v?, _): expr(v)
                default: break
                }
            }
            for s in c.then + (c.otherwise ?? []) { expressions(s, skipDebug: skipDebug, expr) }
        case .switches(let sw):
            expr(sw.subject)
            for c in sw.cases { for s in c.body { expressions(s, skipDebug: skipDebug, expr) } }
        case .ifConfig(let clauses):
            for c in clauses where !(skipDebug && !c.isElse && Resolver.isDebug(c.condition)) {
                for s in c.body { expressions(s, skipDebug: skipDebug, expr) }
            }
        case .loop(_, let sequence, let body):
            if let sequence { expr(sequence) }
            for s in body { expressions(s, skipDebug: skipDebug, expr) }
        case .function(let fn): for s in fn.body ?? [] { expressions(s, skipDebug: skipDebug, expr) }
        case .type(let t): for s in t.members { expressions(s, skipDebug: skipDebug, expr) }
        case .returns(nil), .enumCase, .typeAlias, .opaque: break
        }
    }

    /// Calls `visit` for each statement, nested ones (branches, cases, bodies, closures in expressions) included, within `budget`.
    static func statements(_ list: [Stmt], budget: Int = 50_000, _ visit: (Stmt) -> Void) {
        var left = budget
        walk(list, &left, visit)
    }

    // The budget is passed `inout` (a local captured by nested functions was checked for
    // exclusive access at run time at every step: a tenth of an import).
    private static func walk(_ list: [Stmt], _ left: inout Int, _ visit: (Stmt) -> Void) {
        for st in list {
            guard left > 0 else { return }
            left -= 1
            visit(st)
            switch st.kind {
            case .conditional(let c): walk(c.then, &left, visit); walk(c.otherwise ?? [], &left, visit)
            case .switches(let sw): for k in sw.cases { walk(k.body, &left, visit) }
            case .ifConfig(let clauses): for c in clauses { walk(c.body, &left, visit) }
            case .loop(_, _, let body): walk(body, &left, visit)
            case .function(let fn): walk(fn.body ?? [], &left, visit)
            case .variable(let v): walk(v.accessor ?? [], &left, visit)
            case .type(let t): walk(t.members, &left, visit)
            default: break
            }
            // Closures inside the statement's own expressions.
            switch st.kind {
            case .expression(let e), .returns(let e?): closures(in: e, &left, visit)
            case .assignment(let t, _, let v): closures(in: t, &left, visit); closures(in: v, &left, visit)
            case .variable(let v): if let i = v.initial { closures(in: i, &left, visit) }
            case .conditional(let c):
                for cond in c.conditions { if case .expression(let e) = cond { closures(in: e, &left, visit) } }
            case .switches(let sw): closures(in: sw.subject, &left, visit)
            case .loop(_, let sequence?, _): closures(in: sequence, &left, visit)
            default: break
            }
        }
    }

    private static func closures(in e: Expr, _ left: inout Int, _ visit: (Stmt) -> Void) {
        guard left > 0 else { return }
        left -= 1
        children(e, { closures(in: $0, &left, visit) }, { walk($0, &left, visit) })
    }

    /// Whether the statements name any of `names` (a call, a name or a member), within `budget` nodes.
    static func mentions(_ statements: [Stmt], _ names: Set<String>, budget: Int = 20_000) -> Bool {
        var left = budget
        var found = false
        func visit(_ e: Expr) {
            guard !found, left > 0 else { return }
            left -= 1
            switch e.kind {
            case .name(let n), .member(_, let n): if names.contains(n) { found = true; return }
            default: break
            }
            children(e, visit, { for s in $0 { expressions(s, visit) } })
        }
        for s in statements { expressions(s, visit) }
        return found
    }

    /// The names a tab is made with, in any family.
    static let tabNames: Set<String> = ["Tab", "tabItem", "TabSection", "UITabBarItem", "UITab"]
}
