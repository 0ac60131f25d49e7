// A list given by assignment (`tabs = [...]`), in the branches of an `if` too.
// Moved out of Extractor+UIKitTree.swift, unchanged.

extension Extractor {
    /// A local given its array in the branches of an `if`: the first branch's elements; those it adds
    /// over the `else` branch's exist only under the test (`when` NAME for a positive named test).
    func assigned(to name: String, in list: [Stmt], _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)] {
        guard budget < 16 else { return [] }
        for st in list {
            switch st.kind {
            case .assignment(let target, "=", let value) where target.path == [name] || target.path == ["self", name]:
                let found = elements(value, site, scope, budget: budget + 1)
                if !found.isEmpty { return found }
            case .conditional(let c) where c.keyword == "if":
                let then = assigned(to: name, in: c.then, site, scope, budget: budget + 1)
                guard !then.isEmpty else { continue }
                let otherwise = Set(assigned(to: name, in: c.otherwise ?? [], site, scope, budget: budget + 1).map { resolver.snippet(site.file, $0.0.start, $0.0.end) })
                let code = resolver.snippet(site.file, c.conditionStart, c.conditionEnd)
                return then.map { element in
                    guard !otherwise.isEmpty, !otherwise.contains(resolver.snippet(site.file, element.0.start, element.0.end)) else { return element }
                    var context = element.1
                    context.condition = (resolver.conditionName(c.conditions), code)
                    return (element.0, context)
                }
            default: continue
            }
        }
        return []
    }
}
