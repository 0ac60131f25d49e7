// The order a model gives its tab enum's cases by assigning them to a
// property named for tabs: `self.tabs = [.home, .certificates, .settings]`
// (as a view model's initializer sets the list a hand-drawn bar shows).
// Read for an enum listed on its own (`enumViews`) when no closure returns
// the cases: the first such assignment whose every element is one of the
// enum's cases names the tabs in the order shown.

extension Extractor {
    /// The cases of `type` a property named for tabs is set to, in their order, or nil.
    func assignedCases(_ type: String, cases: [String]) -> [String]? {
        let known = Set(cases)
        var found: [String]?
        for file in resolver.files where found == nil && !file.isGenerated {
            TreeWalk.statements(file.statements, budget: 50_000) { st in
                guard found == nil, case .assignment(let target, "=", let value) = st.kind,
                      case .array(let es) = value.kind, es.count >= 2 else { return }
                let name: String
                switch target.kind {
                case .member(_, let m): name = m
                case .name(let n): name = n
                default: return
                }
                guard FastText.holdsTab(name) else { return }
                let names = es.compactMap { x -> String? in
                    if case .member(let base, let m) = x.kind, base == nil || Self.names(base, type) { return m }
                    return nil
                }
                if names.count == es.count, names.allSatisfy(known.contains) { found = names }
            }
        }
        return found
    }

    /// Whether a case's written base (`Tab` in `Tab.home`) is the enum's own name.
    private static func names(_ base: Expr?, _ type: String) -> Bool {
        guard let base, case .name(let n) = base.kind else { return false }
        return n == type || type.hasSuffix("." + n)
    }
}
