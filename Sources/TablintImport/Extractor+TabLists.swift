// Where a SwiftUI `ForEach` gets its tabs when they are no enum's cases
// written at the tab view: a list of a type's static members
// (`[.library, .search]` where `static let library = PageItem(...)`), and a
// list held by a model the view owns or is given (`ForEach(model.pages)`
// where `model: PageModel` and `PageModel` declares `var pages = [...]`).

extension Extractor {
    /// The type whose static members are all these names (a tab-like name first, then by name).
    func staticHolding(_ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        let holding = index.staticMembers.keys.sorted().filter { type in
            guard let members = index.staticMembers[type] else { return false }
            return names.allSatisfy { members[$0] != nil }
        }
        return holding.first { $0.lowercased().contains("tab") } ?? holding.first
    }

    /// `model.pages`: the list the model's type declares for that property, when the view's
    /// property `model` has a type the resolver knows (written, or made by `PageModel()`).
    func modelListRange(_ r: TokenRange, enclosing: TypeDecl?) -> TokenRange? {
        let s = index.sources[r.file]
        let i = r.start
        guard let enclosing, s.isIdentifier(i), s.is(i + 1, "."), s.isIdentifier(i + 2), i + 3 == r.end,
              let holder = resolver.property(s.text(i), of: enclosing.name) else { return nil }
        var type = holder.node.type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        if type == nil || type?.isEmpty == true, let made = holder.node.initial?.call?.callee.lastName { type = made }
        guard let owner = type, resolver.isType(owner), let list = resolver.property(s.text(i + 2), of: owner),
              let initial = list.node.initial, case .array = initial.kind else { return nil }
        return TokenRange(file: list.file, start: initial.start, end: initial.end)
    }
}
