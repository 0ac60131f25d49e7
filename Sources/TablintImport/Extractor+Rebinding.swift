// A local `var` given a new object between appends (`nav = Nav(...)`,
// `nav.tabBarItem = ...`, `list.append(nav)`, again): each appended element
// is the object the name held at its `append`. The body it is read in keeps,
// of the statements that assign to the name or its members, only those from
// the last `name =` before the append to the next one after it, and the
// local's declaration is given that assignment's value. Also here: a local
// item's accessibility label set beside it (`item.accessibilityLabel = x`).

extension Extractor {
    /// `body` as seen by an element `name` appended at `append` (a top-level statement's start), or nil
    /// when the name is given no new value at the top level of `body`.
    func bodyAtAppend(_ body: [Stmt], name: String, append: Int) -> [Stmt]? {
        func reassigned(_ st: Stmt) -> Expr? {
            if case .assignment(let target, "=", let value) = st.kind, target.path == [name] { return value }
            return nil
        }
        guard body.contains(where: { reassigned($0) != nil }), let at = body.firstIndex(where: { $0.start == append }) else { return nil }
        let from = body[..<at].lastIndex { reassigned($0) != nil }
        let to = body[(at + 1)...].firstIndex { reassigned($0) != nil } ?? body.count
        var result: [Stmt] = []
        for (k, st) in body.enumerated() {
            switch st.kind {
            case .variable(var v) where v.name == name:
                if let from, let value = reassigned(body[from]) { v.initial = value }
                result.append(Stmt(kind: .variable(v), start: st.start, end: st.end))
            case .assignment(let target, _, _) where target.path?.first == name:
                if k >= (from ?? 0) && k < to { result.append(st) }
            default:
                result.append(st)
            }
        }
        return result
    }
}

extension Extractor {
    /// A local item's accessibility label set beside it (`item.accessibilityLabel = x`), the title of an icon-only item.
    func localItemLabel(_ name: String, _ list: [Stmt], _ file: Int, _ scope: Scope, _ facts: inout UIKitFacts) {
        for st in list {
            if case .assignment(let target, "=", let value) = st.kind, target.path == [name, "accessibilityLabel"] {
                facts.accessibilityTitle = resolver.text(value, file: file, scope).map(imported)
            }
        }
    }
}
