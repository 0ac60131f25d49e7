// A fallback bar's titles and images from a `switch` over its enum's cases
// in the bar's code (Extractor+Fallback): each case's branch makes the
// item the bar shows and sets its facts one by one (`item.text =
// String(localized: "chats_title")`, `item.image = UIImage(named:
// "tab-bar-chats")`). Read through the resolver, as any title or icon is;
// a tab keeps what its enum's `switch self` gave, and only a fact it lacks
// is taken from the branch.

/// The facts one `switch` over an enum's cases sets per case, and where it is.
struct BranchFacts {
    var byCase: [String: (title: Expr?, image: Expr?)] = [:]
    var file = 0
    /// The switch's subject (a token), for the note's line.
    var at = 0
}

extension Extractor {
    /// The property names whose assignment in a branch gives the item's title, and its image.
    static let branchTitleNames: Set<String> = ["title", "text", "caption", "label"]
    static let branchImageNames: Set<String> = ["image", "icon"]

    /// The `switch` over these cases that sets the most items' facts (two at least), or nil.
    static func branchFacts(_ switches: [(file: Int, sw: Switch)], cases: Set<String>) -> BranchFacts? {
        var best: BranchFacts?
        for (file, sw) in switches {
            var found = BranchFacts(file: file, at: sw.subject.start)
            for k in sw.cases {
                let names = k.patterns.compactMap { p -> String? in
                    if case .member(_, let m) = p.kind, cases.contains(m) { return m }
                    return nil
                }
                guard !names.isEmpty else { continue }
                var title: Expr?, image: Expr?
                for st in k.body {
                    guard case .assignment(let target, "=", let value) = st.kind, case .member(_?, let m) = target.kind else { continue }
                    if title == nil, branchTitleNames.contains(m) { title = value }
                    if image == nil, branchImageNames.contains(m) { image = value }
                }
                guard title != nil || image != nil else { continue }
                for n in names { found.byCase[n] = (title, image) }
            }
            if found.byCase.count >= 2, found.byCase.count > (best?.byCase.count ?? 0) { best = found }
        }
        return best
    }

    /// The tabs with the facts their enum did not give taken from the branches.
    func withBranchFacts(_ items: [ImportedItem], _ facts: BranchFacts?) -> [ImportedItem] {
        guard let facts else { return items }
        return items.map { item in
            guard case .tab(var tab) = item, let name = tab.value, let fact = facts.byCase[name] else { return item }
            if case .unknown = tab.title, let t = fact.title {
                let read = title(t, facts.file, Environment(), literalIsKey: false)
                if case .unknown = read {} else {
                    tab.title = read
                    tab.notes.removeAll { $0 == "no title found" }
                    if case .plain(let p) = read, !p.isEmpty { tab.untranslated = true }
                }
            }
            if tab.icon == nil, tab.image == nil, let i = fact.image {
                let icon = iconValue(i, facts.file, Environment(), systemByDefault: false)
                tab.icon = icon.icon
                tab.image = icon.image
            }
            return .tab(tab)
        }
    }
}
