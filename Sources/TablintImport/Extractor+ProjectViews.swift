// A project's own views and view modifiers, read with their stored
// properties bound: a view made through an initializer of its own
// (`Caption("Home")` where `init(_ text: String) { self.text = text }`; a
// view without one is bound by its memberwise labels, `viewBody`), and a
// `ViewModifier` struct applied with `.modifier(TabStyle(tab: .home))`,
// whose `body(content:)` chain (`content.tabItem { … }.tag(tab)`) stands for
// the call.

extension Extractor {
    /// The stored properties that the initializer fitting `args` sets straight from its parameters
    /// (`self.text = text`, `text = value`), each bound to the argument given for that parameter.
    func initStored(_ type: String, _ args: [Argument], _ f: Int, _ env: Environment) -> [String: Binding] {
        let inits = resolver.methods("init", of: type)
        guard let fn = inits.first(where: { $0.node.accepts(args) }), let body = fn.node.body else { return [:] }
        let params = bind(fn.node, args, f, env, declFile: fn.file)
        var out: [String: Binding] = [:]
        for st in body.prefix(64) {
            guard case .assignment(let target, "=", let value) = st.kind, case .name(let from) = value.kind,
                  let stored = target.path, stored.count == 1 || (stored.count == 2 && stored.first == "self"),
                  let name = stored.last, let b = params.binding(from) else { continue }
            out[name] = b
        }
        return out
    }

    /// The modifiers `.modifier(X(args))` applies: the chain on `content` in X's `body(content:)`, read in X's
    /// file with its stored properties bound to the arguments; nil when X is no project type with such a body.
    func structModifier(_ m: Modifier, _ f: Int, _ env: Environment) -> [Modifier]? {
        guard m.name == "modifier", m.arguments.count == 1, env.depth < Environment.maximumDepth,
              let made = m.arguments[0].value.call, let type = made.callee.lastName, resolver.isType(type),
              let fn = resolver.methods("body", of: type).first(where: { $0.node.parameters.first?.label == "content" }),
              let first = fn.node.body?.first else { return nil }
        let body: Expr
        switch first.kind {
        case .expression(let e), .returns(let e?): body = e
        default: return nil
        }
        let (base, applied) = Self.viewChain(body)
        guard case .name(let content) = base.kind, content == fn.node.parameters[0].name,
              applied.contains(where: { $0.name == "tabItem" || $0.name == "tag" }) else { return nil }
        var inner = Environment()
        inner.depth = env.depth + 1
        inner.names = initStored(type, made.arguments, f, env)
        for a in made.arguments {
            guard let label = a.label, inner.names[label] == nil, let stored = resolver.property(label, of: type) else { continue }
            inner.names[label] = typedBinding(a.value, stored.node.type, f, env)
        }
        return applied.map { x in
            var x = x
            x.at = m.at
            x.file = fn.file
            x.env = inner
            return x
        }
    }
}
