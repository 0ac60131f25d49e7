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
    func modelList(_ e: Expr, enclosing: String?) -> (expr: Expr, file: Int)? {
        guard let enclosing, case .member(let b?, let listName) = e.kind, case .name(let holderName) = b.kind,
              let holder = resolver.property(holderName, of: enclosing) else { return nil }
        var type = holder.node.type.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        if type == nil || type?.isEmpty == true, let made = holder.node.initial?.call?.callee.lastName { type = made }
        guard let owner = type, resolver.isType(owner), let list = resolver.property(listName, of: owner),
              let initial = list.node.initial, case .array = initial.kind else { return nil }
        return (initial, list.file)
    }
}

extension Extractor {
    /// `ForEach(items)` over objects built where the list is written (`[HomePage(), SearchPage()]`,
    /// passed in by the view's callers or held by a static array): one tab per object, its facts
    /// from the initializer's arguments (the one reader's labels), else from the properties its type
    /// declares (`var title = "Home"`, `var systemImage: String { "house" }`).
    func instanceTabs(_ e: Expr, _ f: Int, _ env: Environment, enclosing: String?) -> [ImportedTab]? {
        guard let (list, file) = instanceList(e, f, enclosing: enclosing), case .array(let elements) = list.kind else { return nil }
        var tabs: [ImportedTab] = []
        for element in elements {
            guard let call = element.call, call.trailing.isEmpty, case .name(let type) = call.callee.kind, type.first?.isUppercase ?? false,
                  resolver.isType(type), !resolver.isEnum(type) else { return nil }
            var scope = Scope()
            scope.selfType = type
            /// The first of these properties the type declares: its value and the file it is in.
            func property(_ fact: TabLabels.Fact) -> (Expr, Int)? {
                for n in TabLabels.labels(of: fact) {
                    guard let p = resolver.property(n, of: type) else { continue }
                    if let i = p.node.initial { return (i, p.file) }
                    if let body = p.node.accessor, let v = resolver.value(of: body, file: p.file, scope, literalIsKey: false) { return (v.0, v.1) }
                }
                return nil
            }
            let args = TabLabels.read(call.arguments)
            let facts = tabFacts(arguments: call.arguments, file, .swiftUI(env))
            var title: ImportedTitle = .unknown(type)
            if args.title != nil, let t = facts.title { title = t }
            else if let (x, pf) = property(.title), let v = resolver.text(x, file: pf, scope, literalIsKey: true) {
                title = v.isKey ? .key(v.text, table: v.table) : .plain(v.text)
            }
            var icon = facts.icon
            if args.symbol == nil && args.image == nil, let (x, pf) = property(.symbol) {
                if let made = resolver.icon(x, file: pf, scope) { icon = made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
                else if let v = resolver.text(x, file: pf, scope) { icon = IconValue(icon: v.text) }
            }
            var id = facts.identifier
            if id == nil, let (x, pf) = property(.identifier) { id = resolver.text(x, file: pf, scope)?.text }
            var tab = makeTab(title: title, icon: icon, value: id, identifier: nil, at: place(file, element.start))
            if tab.idMadeFromTitle, case .unknown = title {
                tab.id = Identifiers.identifier(fromTitle: type)
            }
            tabs.append(tab)
        }
        return tabs.isEmpty ? nil : tabs
    }

    /// The array literal a collection names: written there, a static array, or what the view's callers pass.
    private func instanceList(_ e: Expr, _ f: Int, enclosing: String?) -> (Expr, Int)? {
        if case .array = e.kind { return (e, f) }
        guard case .name(let name) = e.kind, let enclosing else { return nil }
        if let r = index.staticMembers[enclosing]?[name] {
            let x = parsed(r)
            if case .array = x.kind { return (x, r.file) }
        }
        if let p = resolver.property(name, of: enclosing), p.node.initial == nil, p.node.accessor == nil {
            for caller in callers(of: enclosing, label: name) where caller.argument.kind.isArray {
                return (caller.argument, caller.file)
            }
        }
        return nil
    }
}

extension ExprKind {
    var isArray: Bool { if case .array = self { return true }; return false }
}
