import TabsLint

// The one reader of a tab's facts from a call, for every family: SwiftUI's
// `Tab(...)` with its `label:` closure and modifiers, a view's `.tabItem`
// with `.tag`, `Label`, `Text` and `Image`; UIKit's `UITab`,
// `UISearchTab`, `UITabGroup` and `UITabBarItem`; a project's own tab
// type's initializer (`Item(title:icon:)`). Every family finds what an
// argument means in one table of labels (`TabLabels`); what differs is only
// how a value is evaluated (`TabReading`: SwiftUI's bindings, or the
// resolver's scope for UIKit).

/// What an argument label gives a tab, for every family's initializers.
enum TabLabels {
    enum Fact { case title, symbol, image, safeSymbol, value, identifier, role, system, children }

    static let table: [String: Fact] = [
        "title": .title, "titleKey": .title, "name": .title, "label": .title, "text": .title, "localizedTitle": .title,
        "systemImage": .symbol, "systemName": .symbol, "icon": .symbol, "symbol": .symbol, "iconName": .symbol,
        "systemImageName": .symbol, "symbolName": .symbol,
        "image": .image, "imageName": .image,
        "systemSymbol": .safeSymbol,
        "value": .value, "tag": .value,
        "id": .identifier, "identifier": .identifier,
        "role": .role,
        "tabBarSystemItem": .system,
        "children": .children,
    ]

    /// The labels that give a fact, in the table's order of preference.
    static func labels(of fact: Fact) -> [String] {
        switch fact {
        case .title: return ["title", "name", "label", "titleKey", "text", "localizedTitle"]
        case .symbol: return ["systemImage", "icon", "symbol", "systemName", "iconName", "systemImageName", "symbolName"]
        case .image: return ["image", "imageName"]
        case .identifier: return ["id", "identifier"]
        default: return table.filter { $0.value == fact }.map(\.key).sorted()
        }
    }

    /// The arguments of a call sorted by what they give: the title is the first argument a title label
    /// names, else the first argument when it has no label.
    static func read(_ arguments: [Argument]) -> TabArguments {
        var out = TabArguments()
        for a in arguments {
            guard let label = a.label, let fact = table[label] else { continue }
            switch fact {
            case .title: out.title = out.title ?? a.value
            case .symbol: out.symbol = out.symbol ?? a.value
            case .image: out.image = out.image ?? a.value
            case .safeSymbol: out.safeSymbol = a.value
            case .value: out.value = out.value ?? a.value
            case .identifier: out.identifier = out.identifier ?? a.value
            case .role: out.role = a.value
            case .system: out.system = a.value
            case .children: out.children = a.value
            }
        }
        if out.title == nil, let first = arguments.first, first.label == nil { out.title = first.value }
        return out
    }
}

/// A call's arguments by what they give a tab.
struct TabArguments {
    var title: Expr?
    var symbol: Expr?
    var image: Expr?
    var safeSymbol: Expr?
    var value: Expr?
    var identifier: Expr?
    var role: Expr?
    var system: Expr?
    var children: Expr?
}

/// How a family evaluates what an argument holds.
enum TabReading {
    /// SwiftUI: a literal title is a key; names are read through the walk's bindings.
    case swiftUI(Environment)
    /// UIKit: a literal title is a plain string; names are read through the resolver's scope.
    case uiKit(Scope)
}

/// A tab's facts as the one reader found them.
struct TabFacts {
    var title: ImportedTitle?
    /// The title's code, for a comment when it cannot be read.
    var titleCode: String?
    var icon = IconValue()
    var value: String?
    var identifier: String?
    var roles: [Role] = []
    /// A UIKit system item (`.search`, `.favorites`).
    var system: String?
    var children: Expr?
    var placement: Placement?
    /// An interpolated customization id that yielded to the case it is made from.
    var customization: String?
    /// `.defaultVisibility(.hidden, for: .tabBar)`, drafted as `sidebarOnly`.
    var hiddenFromBar = false
}

extension Extractor {
    /// The facts a call's arguments give, read with one label table.
    func tabFacts(arguments: [Argument], _ f: Int, _ reading: TabReading) -> TabFacts {
        let args = TabLabels.read(arguments)
        var facts = TabFacts()
        switch reading {
        case .swiftUI(let env):
            if let t = args.title {
                if case .closure(let c) = t.kind { facts.title = labelFacts(c.body, f, env).title } else { facts.title = title(t, f, env, literalIsKey: true) }
            }
            if let i = args.symbol {
                if case .closure(let c) = i.kind { facts.icon = closureIcon(c.body, f, env) } else { facts.icon = iconValue(i, f, env, systemByDefault: true) }
            }
            if let i = args.image { facts.icon = iconValue(i, f, env, systemByDefault: false) }
            if let s = args.safeSymbol, let name = safeSymbol(s, f, env) { facts.icon = IconValue(icon: name) }
            if let v = args.value { facts.value = tagValue(v, f, env) }
            if let r = args.role { facts.roles = role(r, f, env) }
            if let i = args.identifier { facts.identifier = i.literal }
        case .uiKit(let scope):
            if let t = args.title {
                let (x, f2, s2) = memberwise(t, f, scope)
                if let v = resolver.text(x, file: f2, s2) { facts.title = v.isKey ? .key(v.text, table: v.table) : .plain(v.text) }
                if case .name("nil") = x.kind { facts.title = .plain("") }   // `title: nil`: no title, the icon only
                facts.titleCode = code(t, f)
            }
            if let i = args.image {
                let (x, f2, s2) = memberwise(i, f, scope)
                facts.icon = iconOf(x, f2, s2, budget: 0)
            }
            if let v = args.value { facts.value = tagName(v, f, scope) }
            if let i = args.identifier { facts.identifier = i.literal }
            if let s = args.system, case .member(nil, let m) = s.kind { facts.system = m }
        }
        facts.children = args.children
        return facts
    }

    /// `item.title` where `item` stands for an object built by a memberwise initializer
    /// (`TabItem(title: …, image: …)`): the argument given for that member; else the expression itself.
    func memberwise(_ e: Expr, _ f: Int, _ scope: Scope) -> (Expr, Int, Scope) {
        guard case .member(let b?, let m) = e.kind, case .name(let n) = b.kind, case .expression(let x, let f2, let s2)? = scope.names[n],
              let call = x.call, let a = call.arguments.first(m) else { return (e, f, scope) }
        switch call.callee.kind {
        case .name(let t) where t.first?.isUppercase ?? false: return (a, f2, s2)
        case .member(_, let t) where t == "init" || (t.first?.isUppercase ?? false): return (a, f2, s2)
        default: return (e, f, scope)
        }
    }

    // MARK: Labels

    /// The title and icon in a label's statements: `Label("T", systemImage: "s")`,
    /// `Label { Text("T") } icon: { Image(...) }`, `Image(systemName:)` and
    /// `Text(...)`, an enum's `label` property, or a helper that makes the label.
    func labelFacts(_ body: [Stmt], _ f: Int, _ env: Environment) -> (title: ImportedTitle, icon: IconValue) {
        let body = Self.newestBranches(body)
        if body.count == 1, case .switches(let sw) = body[0].kind, env.depth < Environment.maximumDepth, let taken = decidedSwitch(sw, f, env.deeper()) {
            return labelFacts(taken.body, f, taken.env)
        }
        if body.count == 1, case .expression(let whole) = body[0].kind {
            // The label itself, or what its modifiers apply to (`tab.label.environment(…)`).
            var e = whole
            for _ in 0..<8 {
                if let resolved = resolveProperty(e, env), let made = labelBody(resolved.expr) {
                    return labelFacts(made, resolved.file, resolved.env)
                }
                if let helper = labelHelper(e, f, env) ?? chainedLabelHelper(e, f, env) { return labelFacts(helper.body, helper.file, helper.env) }
                guard case .call(let callee, _, _) = e.kind, case .member(let base?, _) = callee.kind else { break }
                e = base
            }
        }
        var title: ImportedTitle = .unknown("")
        var icon = IconValue()
        var visited = 0
        func visit(_ e: Expr) {
            visited += 1
            guard visited < 512 else { return }
            if let call = e.call, case .name(let name) = call.callee.kind {
                switch name {
                case "Label" where !call.arguments.isEmpty || !call.trailing.isEmpty:
                    let facts = tabFacts(arguments: call.arguments, f, .swiftUI(env))
                    if let t = facts.title { title = t }
                    if !facts.icon.isEmpty || facts.icon.unknown != nil { icon = facts.icon }
                    for (label, closure) in call.trailing {
                        if label == nil, case .unknown(let code) = title, code.isEmpty { title = labelFacts(closure.body, f, env).title }
                        if label == "icon", icon.isEmpty { icon = closureIcon(closure.body, f, env) }
                    }
                    return
                case "Text":
                    if case .unknown(let code) = title, code.isEmpty { title = self.title(e, f, env, literalIsKey: true) }
                    return
                case "Image":
                    if icon.isEmpty { icon = iconValue(e, f, env, systemByDefault: false) }
                    return
                default:
                    // A project's own label view (`SectionLabel(section: .home)`): its body, its properties bound.
                    if let made = viewBody(name, call.arguments, f, env) {
                        let read = labelFacts(made.body, made.file, made.env)
                        if case .unknown(let code) = title, code.isEmpty { title = read.title }
                        if icon.isEmpty { icon = read.icon }
                        return
                    }
                }
            }
            if case .member(let base?, _) = e.kind, case .name("Image") = base.kind {
                if icon.isEmpty { icon = iconValue(e, f, env, systemByDefault: false) }
                return
            }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, visit) } })
        }
        for st in body { TreeWalk.expressions(st, visit) }
        // A bare property among the label's statements (`.tabItem { t.image; Text(t.title) }`): its image.
        // `selected ? Art.homeOn.view : Art.home.view`: the first branch that gives an icon (either state's look).
        for st in body where icon.isEmpty {
            guard case .expression(let e) = st.kind else { continue }
            var shown = [e]
            if case .ternary(_, let yes, let no) = e.kind { shown = [yes, no] }
            for x in shown where icon.isEmpty && x.call == nil && x.path != nil {
                let read = iconValue(x, f, env, systemByDefault: false)
                if !read.isEmpty { icon = read }
            }
        }
        // `.tabItem { Image(systemName: "gear") }` and nothing else: the code gives no title (an icon-only bar).
        if case .unknown("") = title, !icon.isEmpty || icon.unknown != nil, !body.isEmpty, body.allSatisfy({ st in
            guard case .expression(let e) = st.kind, let head = headCall(e), case .name("Image") = head.callee.kind else { return false }
            return true
        }) {
            title = .key("")
        }
        return (title, icon)
    }

    /// A project view's `body` with its stored properties bound to its initializer's arguments (`initStored`) or its memberwise labels.
    func viewBody(_ type: String, _ args: [Argument], _ f: Int, _ env: Environment) -> (body: [Stmt], file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth, type.first.map({ $0.isUppercase || $0.isLowercase }) ?? false, resolver.isType(type),
              let p = resolver.property("body", of: type), let body = p.node.accessor else { return nil }
        var inner = Environment()
        inner.depth = env.depth + 1
        inner.names = initStored(type, args, f, env)
        for a in args {
            guard let label = a.label, let stored = resolver.property(label, of: type) else { continue }
            inner.names[label] = typedBinding(a.value, stored.node.type, f, env)
        }
        return (body, p.file, inner)
    }

    /// The statements a label expression stands for: a closure's body, else the expression itself.
    func labelBody(_ e: Expr) -> [Stmt]? {
        if case .closure(let c) = e.kind { return c.body }
        return [Stmt(kind: .expression(e), start: e.start, end: e.end)]
    }

    /// The icon a label's `icon:` closure gives: an `Image(...)` in it, or the one expression it holds.
    func closureIcon(_ body: [Stmt], _ f: Int, _ env: Environment) -> IconValue {
        let found = labelFacts(body, f, env).icon
        if !found.isEmpty { return found }
        guard let first = body.first else { return IconValue() }
        switch first.kind {
        case .expression(let e), .returns(let e?): return iconValue(e, f, env, systemByDefault: false)
        case .conditional(let c) where body.count == 1 && c.otherwise != nil && env.depth < Environment.maximumDepth:
            // `if selected { filled } else { outlined }`: the first branch that gives an icon (the bar's
            // icon for one state; the other's is a run-time choice).
            var inner = env
            inner.depth += 1
            for branch in [c.then, c.otherwise ?? []] {
                let read = closureIcon(branch, f, inner)
                if !read.isEmpty { return read }
            }
            return IconValue(unknown: snippet(TokenRange(file: f, start: first.start, end: first.end)))
        default: return IconValue(unknown: snippet(TokenRange(file: f, start: first.start, end: body.last?.end ?? first.end)))
        }
    }

    /// A label made elsewhere: a helper called with the tab's facts (`tabbarItem(text: "Movies", image: "film")`,
    /// `self.tabbarItem(...)`), or a method or computed property of the tab enum (`.tabItem(type.label)`).
    func labelHelper(_ e: Expr, _ f: Int, _ env: Environment) -> (body: [Stmt], file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth else { return nil }
        if let call = e.call, call.trailing.isEmpty, let name = call.callee.lastName {
            let isOwn: Bool = {
                if case .name = call.callee.kind { return true }
                if case .member(let b?, _) = call.callee.kind, case .name("self") = b.kind { return true }
                return false
            }()
            if isOwn, let fn = resolver.function(name).first, let body = fn.node.body {
                var inner = bind(fn.node, call.arguments, f, env, declFile: fn.file)
                inner.depth = env.depth + 1
                return (body, fn.file, inner)
            }
        }
        let x = e.call?.callee ?? e
        // The base is a case: a name bound to one (`tab.label`) or written out (`Pane.list.label`).
        guard case .member(let b?, let name) = x.kind, let bound = enumCase(b, env), let type = bound.type,
              index.enumCases[type]?.contains(where: { $0.name == bound.name }) ?? false else { return nil }
        let c = bound.name
        if let call = e.call, !call.trailing.isEmpty { return nil }
        // `tab.label(avatar: image)`: the method whose parameters the arguments fit, its parameters bound.
        let args = e.call?.arguments ?? []
        var inner = Environment()
        inner.names["self"] = .enumCase(type: type, name: c)
        inner.depth = env.depth + 1
        // A case written out gives its label view only: a `switch self` of values per case is the
        // resolver's to read (`Pane.crates.icon`), not a body to search for the first image.
        var written = true
        if case .name = b.kind { written = false }
        func usable(_ body: [Stmt]) -> Bool {
            !written || !body.contains { if case .switches = $0.kind { return true } else { return false } }
        }
        for m in resolver.methods(name, of: type) where args.isEmpty || m.node.accepts(args) {
            guard let body = m.node.body, usable(body) else { continue }
            guard !args.isEmpty else { return (body, m.file, inner) }
            var bound = bind(m.node, args, f, env, declFile: m.file)
            bound.names["self"] = inner.names["self"]
            return (body, m.file, bound)
        }
        // A computed property that makes the label: `var label: some View { Label(title, systemImage: icon) }`.
        if e.call == nil, let p = resolver.property(name, of: type), let body = p.node.accessor, usable(body) { return (body, p.file, inner) }
        return nil
    }

    // MARK: Roles and values

    /// `role: .search`, or `role: tab == .explore ? .search : nil` evaluated for the bound case.
    func role(_ e: Expr, _ f: Int, _ env: Environment) -> [Role] {
        // An enum's own property: `role: d.role`, `switch self { case .find: .search … }`.
        if let resolved = resolveProperty(e, env) { return role(resolved.expr, resolved.file, resolved.env) }
        switch e.kind {
        case .member(nil, let name):
            let role = Role(rawValue: name)
            return role == .search || role == .prominent ? role.map { [$0] } ?? [] : []
        case .call(let callee, let args, _) where args.count == 1:
            // `.some(.search)`, an optional role written out.
            guard case .member(nil, "some") = callee.kind else { return [] }
            return role(args[0].value, f, env)
        case .ternary(let test, let yes, let no):
            // `entry.details.isSearch ? .search : nil` on an object built with that argument (left out: its default, false).
            if let m = constructedMember(test, f, env) {
                guard m.found else { return role(no, f, env) }
                if case .name(let b) = m.expr.kind, b == "true" || b == "false" { return role(b == "true" ? yes : no, f, env) }
                return []
            }
            guard case .binary(let l, "==", let r) = test.kind else { return [] }
            if let lhs = enumCase(l, env), let rhs = enumCase(r, env) { return role(lhs.name == rhs.name ? yes : no, f, env) }
            // `route(for: tab) == .discover`: a helper's `switch` on the bound case, decided.
            if let lhs = resolver.caseValue(l, file: f, scope(env)), let rhs = enumCase(r, env) ?? resolver.caseValue(r, file: f, scope(env)) {
                return role(lhs.name == rhs.name ? yes : no, f, env)
            }
            // `tab.item.id == Item.search.id`: both sides the literals objects were built with.
            guard let a = constructedMember(l, f, env), a.found, let x = a.expr.literal,
                  let b = constructedMember(r, f, env), b.found, let y = b.expr.literal else { return [] }
            return role(x == y ? yes : no, f, env)
        default: return []
        }
    }

    /// A `.tag` or `value:`: the enum case, a literal, `item.rawValue` of a bound case, a path's last case; else its code.
    func tagValue(_ e: Expr, _ f: Int, _ env: Environment) -> String {
        if let c = enumCase(e, env) { return c.name }
        if let v = e.literal { return v }
        if let m = constructedMember(e, f, env), m.found { return tagValue(m.expr, m.file, m.env) }
        if case .member(let b?, let m) = e.kind, m == "rawValue" || m == "id", case .name(let n) = b.kind,
           case .enumCase(_, let name)? = env.binding(n) { return name }
        // `.tag(Nav.TabIdentifier.posts)`: the case, the last name of the path.
        if let c = resolver.caseValue(e, file: f, scope(env)) { return c.name }
        if let c = associatedCase(e) { return c }
        // `value: tab.id` with `tab` a type given as a value: what its static member gives (Resolver+Metatypes).
        if case .member(let b?, _) = e.kind, resolver.metatype(b, scope(env)) != nil, let v = resolver.text(e, file: f, scope(env)) { return v.text }
        return snippet(e, f)
    }
}
