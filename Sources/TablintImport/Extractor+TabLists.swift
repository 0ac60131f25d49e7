// Where a SwiftUI `ForEach` gets its tabs when they are no enum's cases
// written at the tab view: a list of a type's static members
// (`[.library, .search]` where `static let library = PageItem(...)`), and a
// list held by a model the view owns or is given (`ForEach(model.pages)`
// where `model: PageModel` and `PageModel` declares `var pages = [...]`),
// and a list of objects (`[NotesPage(), TagsPage()]`), each a tab read from
// its initializer's arguments or its type's properties.

extension Extractor {
    /// The type whose static members are all these names (a tab-like name first, then by name).
    func staticHolding(_ names: [String]) -> String? {
        guard !names.isEmpty else { return nil }
        index.log?.noteMembers(names)
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

extension Extractor {
    /// `ForEach(items)` over objects built where the list is written (`[HomePage(), SearchPage()]`,
    /// passed in by the view's callers or held by a static array): one tab per object, its facts
    /// from the initializer's arguments, else from the properties its type declares
    /// (`var title = "Home"`, `var systemImage: String { "house" }`).
    func instanceTabs(_ r: TokenRange, _ env: Environment, enclosing: TypeDecl?) -> [ImportedTab]? {
        guard let list = instanceList(r, env, enclosing: enclosing) else { return nil }
        let s = index.sources[list.file]
        var tabs: [ImportedTab] = []
        for a in SwiftIndex.arguments(s, open: list.start, close: list.end - 1) {
            guard s.isIdentifier(a.start), s.text(a.start).first?.isUppercase ?? false, s.is(a.start + 1, "("),
                  let close = s.close(a.start + 1), close + 1 == a.end else { return nil }
            let type = s.text(a.start)
            guard resolver.isType(type), !resolver.isEnum(type) else { return nil }
            let args = SwiftIndex.arguments(s, open: a.start + 1, close: close)
            func argument(_ labels: [String]) -> TokenRange? {
                args.first { labels.contains($0.label ?? "") }.map { TokenRange(file: list.file, start: $0.start, end: $0.end) }
            }
            var scope = Scope()
            scope.selfType = type
            /// The first of these properties the type declares: its value and the file it is in.
            func property(_ names: [String]) -> (Expr, Int)? {
                for n in names {
                    guard let p = resolver.property(n, of: type) else { continue }
                    if let i = p.node.initial { return (i, p.file) }
                    if let body = p.node.accessor, let v = resolver.value(of: body, file: p.file, scope, literalIsKey: false) { return (v.0, v.1) }
                }
                return nil
            }
            let titleNames = ["title", "name", "label", "titleKey", "text"], symbolNames = ["systemImage", "icon", "symbol", "systemName", "iconName"]
            var title: ImportedTitle = .unknown(type)
            if let t = argument(titleNames) { title = self.title(t, env, literalIsKey: true) }
            else if let (e, file) = property(titleNames), let v = resolver.text(e, file: file, scope, literalIsKey: true) {
                title = v.isKey ? .key(v.text) : .plain(v.text)
            }
            var icon = IconValue()
            if let i = argument(symbolNames) { icon = iconValue(i, env, systemByDefault: true) }
            else if let i = argument(["image", "imageName"]) { icon = iconValue(i, env, systemByDefault: false) }
            else if let (e, file) = property(symbolNames) {
                if let made = resolver.icon(e, file: file, scope) { icon = made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
                else if let v = resolver.text(e, file: file, scope) { icon = IconValue(icon: v.text) }
            }
            var id = argument(["id", "identifier"]).flatMap { s.stringValue($0.start) }
            if id == nil, let (e, file) = property(["id", "identifier"]) { id = resolver.text(e, file: file, scope)?.text }
            var tab = makeTab(title: title, icon: icon, value: id, identifier: nil, at: place(list.file, a.start))
            if tab.idMadeFromTitle, case .unknown = title {
                tab.id = Identifiers.identifier(fromTitle: type)
            }
            tabs.append(tab)
        }
        return tabs.isEmpty ? nil : tabs
    }

    /// The array literal a collection names: written there, a static array, or what the view's callers pass.
    private func instanceList(_ r: TokenRange, _ env: Environment, enclosing: TypeDecl?) -> TokenRange? {
        let s = index.sources[r.file]
        let i = r.start
        if s.is(i, "["), let close = s.close(i), close + 1 == r.end { return r }
        guard s.isIdentifier(i), i + 1 == r.end || s.is(i + 1, ","), let enclosing else { return nil }
        let name = s.text(i)
        if let expr = index.staticMembers[enclosing.name]?[name], index.sources[expr.file].is(expr.start, "[") { return expr }
        if let p = resolver.property(name, of: enclosing.name), p.node.initial == nil, p.node.accessor == nil {
            for caller in callers(of: enclosing.name, label: name) where caller.argument.kind.isArray {
                return TokenRange(file: caller.file, start: caller.argument.start, end: caller.argument.end)
            }
        }
        return nil
    }
}

extension ExprKind {
    var isArray: Bool { if case .array = self { return true }; return false }
}
