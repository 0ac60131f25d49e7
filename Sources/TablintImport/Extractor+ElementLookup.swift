// A tab's object picked out of a list by its id, and the initializers it
// is made through: `let item = catalog.first(where: { $0.id == key })`
// inside `ForEach(keys) { key in … }` stands for the element of `catalog`
// (a property, a local or a top-level constant) whose `id` is the bound
// case; an initializer that only hands on to another (`self.init(id,
// heading: name, …)`) is read through, its parameters bound to the call's
// arguments; a `switch` on a value whose case carries a payload
// (`switch item.glyph { case .asset(let name): … }`) is decided, the
// payload bound to the pattern's name.

extension Extractor {
    /// The element `list.first(where: { $0.id == x })` (or `first { … }`) picks, when the test compares a
    /// member of the element with a case the reading has bound.
    func matchedElement(_ e: Expr, _ f: Int, _ env: Environment, budget: Int) -> (expr: Expr, file: Int, env: Environment)? {
        guard budget < 12, case .call(let callee, let args, let trailing) = e.kind, case .member(let list?, "first") = callee.kind,
              let closure = Self.closure(args.first("where")) ?? trailing.first?.closure, closure.body.count == 1,
              case .expression(let test) = closure.body[0].kind, case .binary(let l, "==", let r) = test.kind,
              let (elements, listFile) = listElements(list, f, env) else { return nil }
        let parameter = closure.parameters.first ?? "$0"
        for (side, other) in [(l, r), (r, l)] where side.path?.first == parameter {
            guard let wanted = enumCase(other, env)?.name else { continue }
            for element in elements {
                var inner = Environment()
                inner.depth = env.depth + 1
                inner.names[parameter] = .expression(element, file: listFile, Environment())
                guard let read = constructedMember(side, f, inner, budget: budget + 1), read.found,
                      enumCase(read.expr, read.env)?.name == wanted else { continue }
                return (element, listFile, Environment())
            }
        }
        return nil
    }

    private static func closure(_ e: Expr?) -> Closure? {
        guard let e, case .closure(let c) = e.kind else { return nil }
        return c
    }

    /// The elements of a list a name holds: a bound local, else a top-level constant of the app.
    private func listElements(_ list: Expr, _ f: Int, _ env: Environment) -> ([Expr], Int)? {
        guard case .name(let n) = list.kind else { return nil }
        if case .expression(let x, let f2, _)? = env.binding(n), case .array(let es) = x.kind { return (es, f2) }
        index.log?.noteMembers([n])
        for (file, tree) in resolver.files.enumerated() where !tree.isGenerated {
            for st in tree.statements {
                if case .variable(let v) = st.kind, v.name == n, let i = v.initial, case .array(let es) = i.kind { return (es, file) }
            }
        }
        return nil
    }

    /// The initializer a call of a project's type hands on to (`self.init(…)` as its body's first statement),
    /// with its parameters bound to the call's arguments.
    func delegatedInit(_ call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), _ f: Int,
                       _ env: Environment) -> (expr: Expr, file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth, let type = call.callee.lastName, type.first?.isUppercase ?? false, resolver.isType(type) else { return nil }
        let labels = Set(call.arguments.compactMap(\.label))
        let unlabeled = call.arguments.filter { $0.label == nil }.count
        for m in resolver.methods("init", of: type) {
            let own = m.node.parameters
            guard labels.allSatisfy({ l in own.contains { $0.label == l } }), own.filter({ $0.label == nil }).count == unlabeled,
                  case .expression(let first)? = m.node.body?.first?.kind, let inner = first.call, inner.callee.path == ["self", "init"] else { continue }
            return (first, m.file, bind(m.node, call.arguments, f, env, declFile: m.file))
        }
        return nil
    }

    /// The name a pattern's argument binds: `name`, `let name`, `var name`.
    private func patternName(_ e: Expr, _ f: Int) -> String? {
        guard f >= 0, f < resolver.files.count else { return nil }
        let s = resolver.files[f].source
        var i = e.start
        if s.is(i, "let") || s.is(i, "var") { i += 1 }
        guard s.isIdentifier(i) else { return nil }
        return s.text(i)
    }

    /// The body of the case a `switch` over a payload-carrying value takes, the payload bound to the pattern's name.
    func decidedSwitch(_ sw: Switch, _ f: Int, _ env: Environment) -> (body: [Stmt], env: Environment)? {
        guard let value = constructedMember(sw.subject, f, env), value.found, let made = value.expr.call,
              case .member(nil, let name) = made.callee.kind else { return nil }
        for k in sw.cases {
            for p in k.patterns {
                guard let pattern = p.call, case .member(_, name) = pattern.callee.kind else { continue }
                var inner = env
                for (a, given) in zip(pattern.arguments, made.arguments) {
                    if let bound = patternName(a.value, f) { inner.names[bound] = .expression(given.value, file: value.file, value.env) }
                }
                return (k.body, inner)
            }
        }
        return nil
    }
}
