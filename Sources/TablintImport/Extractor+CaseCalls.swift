// A tab's value that is an enum case with an associated value:
// `.tag(Place.compose(nil))`, `.tag(.compose(nil))`, `value: Route.detail(id)`.
// The case's name is the id, as `.tag(Place.home)` gives `home`; the
// arguments are the payload, not part of the name.

extension Extractor {
    /// The case a call to an enum case with arguments names: `Place.compose(nil)` → `compose` (a case
    /// the enum declares), `.compose(nil)` → `compose`; nil for any other call.
    func associatedCase(_ e: Expr) -> String? {
        guard case .call(let callee, let args, let trailing) = e.kind, !args.isEmpty, trailing.isEmpty,
              case .member(let base, let m) = callee.kind else { return nil }
        guard let base else { return Identifiers.isIdentifier(m) ? m : nil }
        guard let owner = base.path?.last, resolver.isEnum(owner),
              resolver.cases(of: owner).contains(where: { $0.name == m }) else { return nil }
        return m
    }
}
