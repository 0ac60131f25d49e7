// A SwiftUI `ForEach(holder.items)` over a list a model object builds from a
// result-builder initializer argument: the view's `init()` sets
// `_holder = StateObject(wrappedValue: Self.makeHolder)`, a static property
// whose body (its first `#if` branch) is `Holder { Item.home; Item.search }`,
// and `Holder.init(@Builder items: () -> [Item])` stores
// `self.items = list.map { ($0, 0) }` into tuples labelled by the property's
// type (`[(item: Item, badge: Int)]`, or a type alias of it). Each statement
// of the builder is one element, bound to the closure's parameter as that
// tuple; a static member (`Item.home`) stands for the call its body makes.

extension Extractor {
    /// The elements of `holder.items` when `holder` is built with a result-builder closure.
    func builtElements(_ collection: Expr, enclosing: String?) -> [(Expr, TabsSite)]? {
        guard let enclosing, case .member(let b?, let listName) = collection.kind, case .name(let holder) = b.kind,
              let p = resolver.property(holder, of: enclosing) else { return nil }
        let owner = p.node.type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) } ?? ""
        guard !owner.isEmpty, resolver.isType(owner), let made = holderValue(holder, p.node.initial, enclosing),
              let call = made.expr.call, call.callee.lastName == owner, let builder = call.trailing.first?.closure else { return nil }
        let label = tupleLabel(listName, of: owner)
        let site = TabsSite(file: made.file, type: owner, token: made.expr.start, value: made.expr, body: [], function: nil)
        var result: [(Expr, TabsSite)] = []
        for st in firstBranch(builder.body) {
            guard case .expression(let e) = st.kind else { continue }
            let element = label.map { Expr(kind: .tuple([Argument(label: $0, value: e)]), start: e.start, end: e.end) } ?? e
            result.append((element, site))
        }
        return result.isEmpty ? nil : result
    }

    /// What the view's property holds: its initial value, or what an `init` assigns to `_holder`/`holder`,
    /// through `StateObject(wrappedValue:)` and a static property of the view.
    private func holderValue(_ holder: String, _ initial: Expr?, _ enclosing: String) -> (expr: Expr, file: Int)? {
        var value: (Expr, Int)? = nil
        if let initial, let p = resolver.property(holder, of: enclosing) { value = (initial, p.file) }
        for m in resolver.methods("init", of: enclosing) where value == nil {
            TreeWalk.statements(m.node.body ?? []) { st in
                guard value == nil, case .assignment(let target, "=", let v) = st.kind, let path = target.path,
                      let last = path.last, last == holder || last == "_" + holder, path.count == 1 || path == ["self", last] else { return }
                value = (v, m.file)
            }
        }
        guard var (e, file) = value else { return nil }
        if let call = e.call, ["StateObject", "ObservedObject", "State"].contains(call.callee.lastName ?? ""),
           let wrapped = call.arguments.first("wrappedValue") { e = wrapped }
        // `Self.make`, `make`, `View.make`: a static property whose body makes the object.
        let name: String?
        switch e.kind {
        case .name(let n): name = n
        case .member(let base?, let n): if case .name(let t) = base.kind, t == "Self" || t == enclosing { name = n } else { name = nil }
        default: name = nil
        }
        if let name, let s = resolver.property(name, of: enclosing), s.node.isStatic, let body = s.node.accessor {
            for st in firstBranch(body) {
                switch st.kind {
                case .expression(let x), .returns(let x?): return (x, s.file)
                default: continue
                }
            }
            return nil
        }
        return (e, file)
    }

    /// `Item.home` (a static property) or `Item.make(title: x)` (a static function): the expression
    /// its body makes, with the function's parameters bound to the call's arguments.
    func staticMade(_ e: Expr, _ f: Int, _ env: Environment) -> (expr: Expr, file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth else { return nil }
        let target = e.call?.callee ?? e
        guard case .member(let base?, let name) = target.kind, case .name(let type) = base.kind, resolver.isType(type) else { return nil }
        var body: [Stmt] = []
        var file = f
        var inner = Environment()
        inner.depth = env.depth + 1
        if let call = e.call {
            guard let m = resolver.methods(name, of: type).first(where: { $0.node.isStatic }), let b = m.node.body else { return nil }
            (body, file, inner) = (b, m.file, bind(m.node, call.arguments, f, env, declFile: m.file))
        } else {
            guard let p = resolver.property(name, of: type), p.node.isStatic else { return nil }
            if let i = p.node.initial { return (i, p.file, inner) }
            (body, file) = (p.node.accessor ?? [], p.file)
        }
        for st in firstBranch(body) {
            switch st.kind {
            case .expression(let x), .returns(let x?): return (x, file, inner)
            default: continue
            }
        }
        return nil
    }

    /// The argument an initializer stores into a member of another name (`self.displayTitle = title`).
    func storedArgument(_ call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), _ member: String) -> Expr? {
        guard let type = call.callee.lastName, type.first?.isUppercase ?? false, resolver.isType(type) else { return nil }
        for m in resolver.methods("init", of: type) {
            var parameter: String? = nil
            TreeWalk.statements(m.node.body ?? []) { st in
                guard parameter == nil, case .assignment(let target, "=", let v) = st.kind, target.path == ["self", member],
                      case .name(let n) = v.kind else { return }
                parameter = n
            }
            guard let parameter, let p = m.node.parameters.first(where: { $0.name == parameter }) else { continue }
            if let a = call.arguments.first(p.label) { return a }
        }
        return nil
    }

    /// A stored property the type gives its value where it declares it (`let title: String = Strings.home`).
    func declaredValue(_ call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), _ member: String) -> (expr: Expr, file: Int)? {
        guard let type = call.callee.lastName, type.first?.isUppercase ?? false, resolver.isType(type),
              let p = resolver.property(member, of: type), !p.node.isStatic, let i = p.node.initial else { return nil }
        return (i, p.file)
    }

    /// Statements with an `#if`'s first branch in place of the directive.
    private func firstBranch(_ body: [Stmt]) -> [Stmt] {
        var result: [Stmt] = []
        for st in body {
            if case .ifConfig(let clauses) = st.kind, let first = clauses.first { result += firstBranch(first.body) } else { result.append(st) }
        }
        return result
    }

    /// The tuple label the builder's element gets in the stored list (`self.items = list.map { ($0, 0) }`
    /// into `[(item: Item, badge: Int)]`): nil when the list holds the elements themselves.
    private func tupleLabel(_ listName: String, of owner: String) -> String? {
        var position: Int? = nil
        for m in resolver.methods("init", of: owner) where position == nil {
            TreeWalk.statements(m.node.body ?? []) { st in
                guard position == nil, case .assignment(let target, "=", let v) = st.kind, let path = target.path, path.last == listName,
                      let call = v.call, call.callee.lastName == "map", let closure = call.trailing.first?.closure ?? call.arguments.first?.value.closureValue,
                      case .expression(let body)? = closure.body.first?.kind, case .tuple(let parts) = body.kind else { return }
                let parameter = closure.parameters.first ?? "$0"
                position = parts.firstIndex { $0.value.lastName == parameter && $0.value.path?.count == 1 }
            }
        }
        // The parser keeps a tuple type as `(…)`: its labels are read from the declaration's text.
        guard let position, let p = resolver.members(of: owner).first(where: { m in
            if case .variable(let v) = m.stmt.kind { return v.name == listName }
            return false
        }), case .variable(let v) = p.stmt.kind, let type = v.type else { return nil }
        var text = resolver.snippet(p.file, p.stmt.start, p.stmt.end)
        let alias = type.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        if !type.contains("("), let a = resolver.members(of: owner).first(where: { m in
            if case .typeAlias(let n, _) = m.stmt.kind { return n == alias }
            return false
        }) { text = resolver.snippet(a.file, a.stmt.start, a.stmt.end) }
        guard let open = text.firstIndex(of: "(") else { return nil }
        let inside = text[text.index(after: open)...].prefix { $0 != ")" }
        let fields = inside.split(separator: ",")
        guard position < fields.count, let colon = fields[position].firstIndex(of: ":") else { return nil }
        let name = fields[position][..<colon].filter { !$0.isWhitespace }
        return name.isEmpty ? nil : String(name)
    }
}

extension ExprKind {
    fileprivate var closure: Closure? { if case .closure(let c) = self { return c }; return nil }
}

extension Expr {
    fileprivate var closureValue: Closure? { kind.closure }
}
