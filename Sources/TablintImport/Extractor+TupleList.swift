// A bar drawn over a local list of tuples, each of which holds one case of
// the enum the bar selects and the case's look:
// `let items: [(tab: Tab, icon: ImageResource)] = [(tab: .home, icon: .icHome), …]`
// then `ForEach(items, id: \.tab) { item in … Image(item.icon) }`. Each tuple is
// a tab, in the list's order: the case is its id, and the `ForEach` body is
// read with the closure's parameter bound to the tuple (Resolver+Tuples).

extension Extractor {
    /// The cases a local list of tuples holds (each tuple's first element that is a case), with the tuples.
    func tupleCases(_ collection: Expr, in body: [Stmt], _ f: Int) -> (type: String, names: [String], tuples: [Expr])? {
        guard case .name(let listName) = collection.kind else { return nil }
        var elements: [Expr]?
        TreeWalk.statements(body) { st in
            guard elements == nil, case .variable(let v) = st.kind, v.name == listName, let initial = v.initial,
                  case .array(let list) = initial.kind else { return }
            elements = list
        }
        guard let elements, elements.count >= 2, elements.count <= 64 else { return nil }
        var tuples: [[Argument]] = []
        for element in elements {
            guard case .tuple(let parts) = element.kind, parts.count <= 8 else { return nil }
            tuples.append(parts)
        }
        // The element that holds a case of one enum in every tuple, the first such.
        for position in tuples[0].indices {
            var names: [String] = []
            var type: String?
            for parts in tuples {
                guard position < parts.count, let c = enumCase(parts[position].value, Environment()) else { break }
                names.append(c.name)
                type = type ?? c.type
            }
            guard names.count == tuples.count, let t = type ?? enumHolding(names) else { continue }
            return (t, names, elements)
        }
        return nil
    }

    /// `item.m` with `item` bound to a tuple that has an element labelled `m`: that element, one level deeper.
    func tupleElement(_ e: Expr, _ env: Environment) -> (expr: Expr, file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth, case .member(let base?, let m) = e.kind, case .name(let n) = base.kind,
              case .expression(let x, let f, let outer)? = env.binding(n), case .tuple(let parts) = x.kind,
              let part = parts.first(where: { $0.label == m }) else { return nil }
        var deeper = outer
        deeper.depth = env.depth + 1
        return (part.value, f, deeper)
    }

    /// A tuple's image element: `.icHome` where an image is expected is Xcode's generated image resource (an asset).
    func tupleIcon(_ element: (expr: Expr, file: Int, env: Environment), systemByDefault: Bool) -> IconValue {
        if !systemByDefault, case .member(nil, let m) = element.expr.kind { return IconValue(image: m) }
        return iconValue(element.expr, element.file, element.env, systemByDefault: systemByDefault)
    }
}
