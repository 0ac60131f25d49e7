// A run-time condition's name for `when` (CHANGES.md, 2026-12-07, "Import"):
// a positive test of a named flag or setting gives the last member of the
// tested expression, skipping `enabled`, `isEnabled`, `isOn` and `value`
// (`FeatureFlag.upNextOnTabBar.enabled` gives `upNextOnTabBar`); a call's
// single argument counts as its member (`isEnabled(.upNext)` gives
// `upNext`), and so does a subscript's (`Defaults[.showSearch]`) or a key
// written as a string (`bool(forKey: "showSearch")`); `X == true` is `X`.
// A negated or compound test, a comparison,
// a device or size-class test or `#available` gives none.

extension Resolver {
    static let skippedMembers: Set<String> = ["enabled", "isEnabled", "isOn", "value"]

    /// The `when` name of the conditions an `if` or `guard` tests, nil when they are not one positive named test.
    func conditionName(_ conditions: [Condition]) -> String? {
        guard conditions.count == 1, case .expression(let e) = conditions[0] else { return nil }
        return conditionName(e)
    }

    func conditionName(_ e: Expr) -> String? {
        switch e.kind {
        case .binary(let l, "==", let r) where r.lastName == "true": return conditionName(l)
        case .binary, .prefix, .ternary: return nil
        case .call(_, let args, let trailing):
            guard trailing.isEmpty, args.count == 1, let name = Self.argumentName(args[0].value) else { return nil }
            return name
        case .subscripted(_, let args):
            // `Defaults[.showSearch]`, `flags["newHome"]`.
            guard args.count == 1, let name = Self.argumentName(args[0].value) else { return nil }
            return name
        case .name, .member:
            guard let path = e.path?.filter({ !$0.isEmpty && $0 != "self" }) else { return nil }
            let kept = path.filter { !Self.skippedMembers.contains($0) }
            guard let name = kept.last, Self.isConditionName(name) else { return nil }
            // Device and size-class tests are not conditions the app names.
            if ["userInterfaceIdiom", "horizontalSizeClass", "verticalSizeClass", "isPad", "isPhone", "isMac"].contains(name) { return nil }
            return name
        default: return nil
        }
    }

    /// A flag named by an argument: `.upNext`, `Flags.upNext`, or a key written as a string (`bool(forKey: "showSearch")`).
    static func argumentName(_ e: Expr) -> String? {
        if let name = e.literal ?? e.lastName, isConditionName(name) { return name }
        return nil
    }

    static func isConditionName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return Identifiers.isIdentifier(s) && s != "true" && s != "false" && s != "nil"
    }
}
