// Enum values out of expressions: the implicit member an expression gives
// and the case a value names, read through bindings, ternaries, `switch`
// and an enum case's properties.

extension Resolver {
    /// The implicit member an expression gives (`role: tab.role` → `search`): `.search`, `nil` (none), a ternary
    /// or `switch` decided for the bound case, `??`, or an enum case's property read with `self` bound to it.
    func memberValue(_ e: Expr, file: Int, _ scope: Scope) -> String? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .member(nil, let m): return m
        case .call(let callee, let args, _) where args.isEmpty: return memberValue(callee, file: file, inner)
        case .ternary(let c, let yes, let no):
            guard let pick = decide(c, file: file, inner) else { return nil }
            return memberValue(pick ? yes : no, file: file, inner)
        case .binary(let l, "??", let r): return memberValue(l, file: file, inner) ?? memberValue(r, file: file, inner)
        case .switchExpression(let sw):
            guard let (body, f2, s2) = branch(sw, file: file, inner), let (x, f3, s3) = value(of: body, file: f2, s2, literalIsKey: false) else { return nil }
            return memberValue(x, file: f3, s3)
        case .name(let n):
            if case .expression(let x, let f2, let s2)? = scope.names[n] { return memberValue(x, file: f2, s2.deeper() ?? inner) }
            if scope.names[n] == nil, let t = scope.selfType, let p = property(n, of: t) { return propertyMember(p, selfScope(scope)) }
            return nil
        case .member(let base?, let m):
            guard let c = caseValue(base, file: file, inner), let type = c.type, let p = property(m, of: type) else { return nil }
            var s = Scope(depth: inner.depth)
            s.names["self"] = .enumCase(type: type, name: c.name)
            s.selfType = type
            return propertyMember(p, s)
        default: return nil
        }
    }

    private func propertyMember(_ p: (file: Int, node: VariableNode), _ scope: Scope) -> String? {
        if let initial = p.node.initial { return memberValue(initial, file: p.file, scope) }
        guard let body = p.node.accessor, let (e, f2, s2) = value(of: body, file: p.file, scope, literalIsKey: false) else { return nil }
        return memberValue(e, file: f2, s2)
    }

    /// The enum case an expression names: `.home`, `Tab.home`, `Nav.Tab.home`, a bound name, `self`.
    func caseValue(_ e: Expr, file: Int, _ scope: Scope) -> (type: String?, name: String)? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .member(nil, let m): return (nil, m)
        case .member(let base?, let m):
            guard let path = base.path, let last = path.last, !last.isEmpty, last.first?.isUppercase ?? false, scope.names[last] == nil else { return nil }
            return (isEnum(last) ? canonical(last) : nil, m)
        case .name(let n):
            switch scope.names[n] {
            case .enumCase(let t, let c)?: return (t, c)
            case .expression(let x, let f2, let s2)?: return caseValue(x, file: f2, s2.deeper() ?? s2)
            case nil: return propertyCase(n, inner)
            }
        case .call(let callee, let args, _) where args.isEmpty:
            return caseValue(callee, file: file, inner)
        case .call(let callee, let args, _):
            // A free helper's `switch` on its argument (`route(for: tab)`): the case its branch returns.
            guard case .name(let n) = callee.kind, let fn = function(n).first(where: { $0.node.parameters.count == args.count }),
                  let body = fn.node.body else { return nil }
            var s = Scope()
            s.depth = inner.depth
            bind(fn.node.parameters, args, callerFile: file, callerScope: inner, into: &s)
            guard let (x, f2, s2) = value(of: body, file: fn.file, s, literalIsKey: false) else { return nil }
            return caseValue(x, file: f2, s2)
        default: return nil
        }
    }
}
