// Where a SwiftUI tab shows that is neither a placement nor a flag:
// `.defaultVisibility(.hidden, for: .tabBar)` keeps a tab out of the
// iPhone's bar (it stays in the sidebar and in customization), drafted as
// `placement sidebarOnly` with a comment; an `if` that tests for an iPad
// (`idiom == .pad`, `.pad == kind`, `isPad`) adds its tabs on iPad only,
// drafted as `platforms ipad`.

extension Extractor {
    /// Whether `.defaultVisibility(...)`'s arguments hide the tab from the tab bar.
    static func hidesFromTabBar(_ arguments: [Argument]) -> Bool {
        guard case .member(nil, "hidden")? = arguments.first?.value.kind else { return false }
        return arguments.dropFirst().contains { a in
            if case .member(nil, "tabBar") = a.value.kind { return true }
            return false
        }
    }

    /// Whether an `if`'s one condition tests that the device is an iPad.
    static func isPadTest(_ conditions: [Condition]) -> Bool {
        guard conditions.count == 1, case .expression(let test) = conditions[0] else { return false }
        switch test.kind {
        case .binary(let l, "==", let r):
            for side in [l, r] { if case .member(_, "pad") = side.kind { return true } }
            return false
        case .name(let n), .member(_, let n):
            return n == "isPad" || n == "isIPad" || n == "isiPad"
        default:
            return false
        }
    }
}
