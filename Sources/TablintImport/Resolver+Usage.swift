// How the code uses a property of a tab enum, where its declaration alone
// does not say what it holds: a `String` property named `image` that the
// enum's own files pass to `Image(systemName:)` (or `UIImage(systemName:)`,
// `systemImage:`) holds an SF Symbol's name, not an asset's. Only the files
// that declare the type or an extension of it are read, so the question
// costs one walk of those files.

extension Resolver {
    static let symbolLabels: Set<String> = ["systemName", "systemImage"]

    /// Whether the files declaring `type` pass `x.property` (any base) as a `systemName:` or `systemImage:` argument.
    func propertyIsSymbolName(_ property: String, of type: String) -> Bool {
        var seen: Set<Int> = []
        for ref in declarations(type) where seen.insert(ref.file).inserted {
            var found = false
            var steps = 0
            func visit(_ e: Expr) {
                guard !found, steps < 50_000 else { return }
                steps += 1
                if case .call(_, let args, _) = e.kind {
                    for a in args where a.label.map(Self.symbolLabels.contains) ?? false && Self.reads(a.value, property, budget: 0) { found = true }
                }
                TreeWalk.children(e, visit) { body in for st in body { TreeWalk.expressions(st, visit) } }
            }
            for st in files[ref.file].statements { TreeWalk.expressions(st, visit) }
            if found { return true }
        }
        return false
    }

    /// Whether an argument reads the property: `item.image`, `self.image`, a ternary or `??` of such.
    private static func reads(_ e: Expr, _ property: String, budget: Int) -> Bool {
        guard budget < 8 else { return false }
        switch e.kind {
        case .member(_?, let m): return m == property
        case .ternary(_, let y, let n): return reads(y, property, budget: budget + 1) || reads(n, property, budget: budget + 1)
        case .binary(let l, "??", let r): return reads(l, property, budget: budget + 1) || reads(r, property, budget: budget + 1)
        default: return false
        }
    }
}
