// A labelled element of a tuple a name is bound to: a bar drawn over a
// local list of tuples (`let items: [(tab: Tab, icon: ImageResource)] =
// [(tab: .home, icon: .icHome), …]`, `ForEach(items, id: \.tab) { item in
// Image(item.icon) }`) reads `item.icon` as that tuple's `icon:` element.

extension Resolver {
    /// `item.m` where `item` is bound to a tuple with an element labelled `m`: that element, in its file and
    /// scope, one level deeper than `scope` (so that reading it stays bounded).
    func tupleElement(_ e: Expr, _ scope: Scope) -> (Expr, Int, Scope)? {
        guard case .member(let base?, let m) = e.kind, case .name(let n) = base.kind,
              case .expression(let x, let f, var s)? = scope.names[n], case .tuple(let elements) = x.kind,
              let element = elements.first(where: { $0.label == m }) else { return nil }
        s.depth = scope.depth
        guard let deeper = s.deeper() else { return nil }
        return (element.value, f, deeper)
    }
}
