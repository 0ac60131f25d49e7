// A bar's item view given its image under a label that does not say so
// (`TabButton(timeline: .home, img: "home")`): the item's type shows one of
// its stored properties in an `Image` (`Image(name)`, `Image(systemName:
// name)`, or a ternary whose branch is the bare property: `Image(on ? "\(img).fill" : img)`),
// and the argument given for that property is the item's icon (an asset, or a
// symbol for `systemName:`).

extension Extractor {
    /// The icon a call gives through the argument its view's type shows in an `Image`; empty when none.
    func shownImageArgument(_ head: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)]), _ f: Int) -> IconValue {
        guard case .name(let type) = head.callee.kind, resolver.isType(type) else { return IconValue() }
        var shown: [(name: String, symbol: Bool)] = []
        var steps = 0
        func visit(_ e: Expr) {
            steps += 1
            guard steps < 4_000 else { return }
            if let call = e.call, case .name("Image") = call.callee.kind, let a = call.arguments.first, a.label == nil || a.label == "systemName" {
                for n in Self.bareNames(a.value) where !shown.contains(where: { $0.name == n }) { shown.append((n, a.label == "systemName")) }
            }
            TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
        }
        let members = resolver.members(of: type).prefix(64)
        for m in members { TreeWalk.expressions(m.stmt) { visit($0) } }
        let stored = Set(members.compactMap { m -> String? in
            if case .variable(let v) = m.stmt.kind, !v.isStatic, v.accessor == nil { return v.name }
            return nil
        })
        var env = Environment()
        env.depth = 1
        for (name, symbol) in shown where stored.contains(name) {
            guard let a = head.arguments.first(where: { $0.label == name }) else { continue }
            guard case .plain(let v) = title(a.value, f, env, literalIsKey: false), !v.isEmpty else { continue }
            return symbol ? IconValue(icon: v) : IconValue(image: v)
        }
        return IconValue()
    }

    /// The bare names an image argument is: `name`, or a ternary's branches that are bare names.
    static func bareNames(_ e: Expr) -> [String] {
        switch e.kind {
        case .name(let n): return [n]
        case .ternary(_, let yes, let no): return bareNames(yes) + bareNames(no)
        default: return []
        }
    }
}
