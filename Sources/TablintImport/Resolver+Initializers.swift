// Values a type's own initializer makes: the call a static constant is
// (`static let home = Self("house.fill")`) and the initializer whose labels
// fit a call's arguments, for reading a stored property it sets.

extension Resolver {
    /// The initializer call an expression is: `Key("x")`, or a static constant of a type made by the
    /// type's own initializer (`Glyph.home` where `static let home = Self("house")`, `.init(...)`, `Glyph(...)`).
    func constructorCall(_ e: Expr, file: Int) -> (call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), type: String, file: Int)? {
        if let call = e.call, let t = call.callee.lastName, isType(t) { return (call, t, file) }
        guard case .member(let owner?, let name) = e.kind, let t = owner.path?.last, isType(t),
              let p = property(name, of: t, preferring: file), let initial = p.node.initial, let call = initial.call else { return nil }
        let callee = call.callee.lastName
        guard callee == t || callee == "Self" || callee == "init" else { return nil }
        return (call, t, p.file)
    }

    /// The type's initializer whose labels fit the arguments (the first when none says otherwise).
    func matchingInit(of type: String, _ args: [Argument]) -> (file: Int, node: FunctionNode)? {
        let all = methods("init", of: type)
        let labels = args.compactMap(\.label)
        let fitting = all.first { $0.node.accepts(args) }
        // None fits (a parameter the parser did not read): the one sharing the most labels with the call.
        var best = all.first
        var shared = -1
        for fn in all {
            let own = Set(fn.node.parameters.compactMap(\.label))
            let n = labels.filter(own.contains).count
            if n > shared { (best, shared) = (fn, n) }
        }
        return fitting ?? best
    }
}
