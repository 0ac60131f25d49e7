// A tab's label that tests the OS: `.tabItem { if #available(iOS 17, *) {
// Label("List", systemImage: "storefront") } else { Label("List",
// systemImage: "heart.text.square") } }`. The label read is the newest
// branch's (IMPORT.md, "Conditions": an `#available` test takes its newest
// branch; `#unavailable`, its else branch), not whichever came last.

extension Extractor {
    /// The label's statements with each `if #available` replaced by the branch taken by default.
    static func newestBranches(_ body: [Stmt], depth: Int = 0) -> [Stmt] {
        guard depth < 8 else { return body }
        var out: [Stmt] = []
        for st in body {
            guard case .conditional(let c) = st.kind, c.keyword == "if", c.conditions.count == 1,
                  case .availability(let negated) = c.conditions[0] else {
                out.append(st)
                continue
            }
            out += newestBranches(negated ? (c.otherwise ?? []) : c.then, depth: depth + 1)
        }
        return out
    }
}
