// A tab item a project function makes from what it is given:
// `vc.tabBarItem = makeItem(image: icon, selected: icon)` (or `Self.makeItem`,
// `Factory.makeItem`, a free function), whose body builds `UITabBarItem(...)`
// from its parameters. The item is read in the function's body with each
// parameter bound to the caller's argument, so the image written at the call
// site reaches the draft. Bounded as `item` is (scope depth).

extension Extractor {
    func helperItem(_ e: Expr, _ file: Int, _ scope: Scope, _ facts: inout UIKitFacts) -> Bool {
        guard scope.depth < 4, let call = e.call, call.trailing.isEmpty, call.callee.lastName != "UITabBarItem" else { return false }
        let candidates: [(file: Int, node: FunctionNode)]
        switch call.callee.kind {
        case .name(let name):
            let own = scope.selfType.map { resolver.methods(name, of: $0) } ?? []
            candidates = own.isEmpty ? resolver.function(name).map { ($0.file, $0.node) } : own
        case .member(let base?, let name):
            guard let owner = base.path?.last else { return false }
            let type = owner == "Self" || owner == "self" ? scope.selfType : owner
            guard let type, resolver.isType(type) else { return false }
            candidates = resolver.methods(name, of: type)
        default: return false
        }
        guard let fn = candidates.first(where: { $0.node.body != nil && $0.node.parameters.count == call.arguments.count }),
              let body = fn.node.body, Self.returnsTabItem(fn.node), let made = Self.itemCall(in: body) else { return false }
        var inner = Scope(depth: scope.depth + 1)
        inner.selfType = scope.selfType
        resolver.bind(fn.node.parameters, call.arguments, callerFile: file, callerScope: scope, into: &inner)
        item(made, fn.file, inner, &facts)
        return facts.found
    }

    /// Whether a function is declared to give a tab item.
    static func returnsTabItem(_ fn: FunctionNode) -> Bool {
        guard let t = fn.returnType else { return false }
        return t.filter { $0 != "?" && $0 != "!" } == "UITabBarItem"
    }

    /// The `UITabBarItem(...)` a body makes: returned, or held by a local.
    static func itemCall(in body: [Stmt]) -> Expr? {
        for st in body {
            switch st.kind {
            case .variable(let v): if let i = v.initial, i.call?.callee.lastName == "UITabBarItem" { return i }
            case .returns(let r?): if r.call?.callee.lastName == "UITabBarItem" { return r }
            default: continue
            }
        }
        return nil
    }
}

extension Extractor {
    /// `[saved[0] ?? Screen.feed, …]`: an element that is a stored choice or else an enum case is the case,
    /// what the first launch shows (nothing is stored yet). Any other element is itself.
    func fallbackCase(_ e: Expr) -> Expr {
        guard case .binary(_, "??", let fallback) = e.kind, caseName(fallback) != nil else { return e }
        return fallback
    }
}
