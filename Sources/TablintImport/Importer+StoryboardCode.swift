// What a storyboard tab bar's own controller class sets on its tabs by
// position, in code (docs/import.md, "Storyboards"): read as for a bar
// made in code (`Extractor+PositionedItems.swift`).

extension CodeItems {
    /// The facts the class `name` sets by position, by position.
    func indexedItems(of name: String?) -> [Int: IndexedItem] {
        extractor?.positionedItems(of: name) ?? [:]
    }

    /// A function body's statements that always run: the top level and `#if` clauses but `DEBUG`'s.
    static func unconditional(_ body: [Stmt]) -> [Stmt] {
        var out: [Stmt] = []
        for st in body {
            if case .ifConfig(let clauses) = st.kind {
                for c in clauses where !Resolver.isDebug(c.condition) { out += c.body.filter { if case .ifConfig = $0.kind { return false }; return true } }
            } else {
                out.append(st)
            }
        }
        return out
    }
}
