import TabsLint

// SwiftUI tab views as queries over the syntax tree: each `TabView` call
// with its trailing body, the statements of that body (`Tab`, `TabSection`,
// views with `.tabItem` and `.tag`, `ForEach` over a tab enum or static
// members, properties and helper functions that list tabs, `if` and `#if`),
// and, around the tab view, its style, its selection's initial value and the
// selection code that turns a value aside (an action tab).

/// What one walk over a body collects.
struct Walk {
    var items: [ImportedItem] = []
    var shapes: Set<String> = []
    var viewNotes: [String] = []
    /// A `ForEach` over data inside a section: the key of its `id:`, which makes the section `dynamic`.
    var dynamicKey: String?
    /// The place reported for tabs made inside a helper: the call.
    var callPlace: SourcePlace?
}

/// The conditions in force at a statement: `#if` and `if` branches.
struct Conditions {
    var notes: [String] = []
    var platforms: [Platform] = []
    /// `when` names: positive tests of named flags.
    var when: [String] = []
}

/// A modifier in a view's chain: `.name(arguments) { trailing }`.
struct Modifier {
    var name: String
    var arguments: [Argument]
    var trailing: [(label: String?, closure: Closure)]
    /// The name's token.
    var at: Int
    /// Where a modifier that a project's `View` extension applies is read: its file and its parameters.
    var file: Int? = nil
    var env: Environment? = nil
}

extension Extractor {
    mutating func swiftUIViews(_ f: Int) -> [ImportedTabView] {
        // A file without the word holds no `TabView { }`: a byte search, far cheaper than the walk.
        guard Prefilter.holds("TabView", in: resolver.files[f].source.bytes) else { return [] }
        // (A project's own `struct TabView` called with its own labels is its bar, not SwiftUI's: Extractor+ButtonBar.)
        let found = Self.tabViewCalls(resolver.files[f].statements).filter { !callsOwnTabView($0.head) }
        return found.map { found in
            var view = tabView(f, found.head, found.modifiers)
            if view.platforms.isEmpty { view.platforms = found.platforms }
            return view
        }
    }

    private mutating func tabView(_ f: Int, _ head: Expr, _ modifiers: [Modifier]) -> ImportedTabView {
        let at = head.call?.callee.start ?? head.start
        let body = head.call?.trailing.first { $0.label == nil }?.closure.body ?? []
        let selection = head.call?.arguments.first("selection").flatMap(selectionName)
        let type = index.enclosingType(file: f, token: at)
        var walk = Walk()
        var env = Environment()
        walkBudget = Self.walkBudgetPerView
        walkStatements(body, f, &env, &walk, inSection: false, Conditions())
        if walkBudget < 0 { walk.viewNotes.append("the tab view's helpers nest too deep to read whole; read in part") }
        if walk.items.isEmpty, TreeWalk.mentions(body, TreeWalk.tabNames) {
            notes.append("TabView \(type?.name ?? "TabView") at \(place(f, at).description): its tabs could not be read (\(walk.viewNotes.first ?? "made at run time"))")
        }
        var view = ImportedTabView(kind: .tabView, name: type?.name ?? "TabView", place: place(f, at))
        view.items = walk.items
        view.shapes = Self.shapeOrder.filter(walk.shapes.contains)
        view.notes = walk.viewNotes
        // Pages with tags alone and the app's own bar beside them (Extractor+BesideBar).
        if walk.items.isEmpty, let read = besideBarTabs(f, head, selection: selection) {
            view.items = read.tabs.map { .tab($0) }
            if let type = read.enumType { usedEnums.insert(type) }
            view.customBar = true
            view.notes.append("the app hides the system bar and draws its own beside the tab view: each tag is a tab, its look from the bar's button")
        }
        view.files = Array(Set(view.allTabs.map(\.place.path) + [index.paths[f]])).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for m in modifiers where m.name == "tabViewStyle" {
            guard let a = m.arguments.first?.value, case .member(nil, let style) = a.kind else { continue }
            let known = ["automatic", "tabBarOnly", "sidebarAdaptable", "page"]
            if known.contains(style) { view.style = style }
            else if style == "grouped" { view.style = "sidebarAdaptable"; view.notes.append(".tabViewStyle(.\(style)) read as sidebarAdaptable") }
            else { view.notes.append("the tab view style .\(style) has no .tabs equivalent") }
        }
        if let selection, let type, let node = typeNode(type) {
            view.selected = initialSelection(selection, in: node.node, view: view)
            markActions(selection: selection, in: node.node, node.file, view: &view)
        }
        return view
    }

    /// The state a `selection:` argument binds: `$tab`, `self.tab`, the state `Binding(get: { tab }, ...)` reads.
    private func selectionName(_ e: Expr) -> String? {
        if let call = e.call, let get = call.arguments.first("get") {
            guard case .closure(let c) = get.kind, let first = c.body.first else { return nil }
            switch first.kind {
            case .expression(let x), .returns(let x?): return firstName(x)
            default: return nil
            }
        }
        return firstName(e)
    }

    /// The first name of a chain, past `$` and `self`.
    private func firstName(_ e: Expr) -> String? {
        var x = e
        if case .prefix("$", let inner) = x.kind { x = inner }
        guard var path = x.path?.filter({ !$0.isEmpty }) else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard var first = path.first else { return nil }
        if first.hasPrefix("$") { first.removeFirst() }
        return first.isEmpty ? nil : first
    }

    /// The tree's declaration of a type the index found (the one that holds its opening brace).
    func typeNode(_ type: TypeDecl) -> (file: Int, node: TypeNode)? {
        let refs = resolver.declarations(type.name).filter { $0.file == type.file && $0.node.at <= type.open }
        return refs.max { $0.node.at < $1.node.at }.map { ($0.file, $0.node) }
    }

    static let shapeOrder = ["swiftui-tab", "swiftui-tabitem", "enum-switch", "static-members", "uikit-tabbaritem", "uikit-tab"]

    /// A view expression split into what the modifiers are applied to and the modifiers, in written order.
    /// (Static: called at every expression the search for tab views visits, it copied the extractor.)
    static func viewChain(_ e: Expr) -> (base: Expr, modifiers: [Modifier]) {
        var x = e
        var modifiers: [Modifier] = []
        for _ in 0..<SwiftParser.maximumChain {
            guard case .call(let callee, let args, let trailing) = x.kind, case .member(let b?, let name) = callee.kind else { break }
            // The view is a call (`Text("x").tag(1)`) or a view held in a name (`agenda.tag(Page.agenda)`,
            // `self.agenda.tag(Page.agenda)`).
            if case .call = b.kind {} else if case .name = b.kind {} else if case .member(let r?, _) = b.kind, case .name("self") = r.kind {} else { break }
            modifiers.append(Modifier(name: name, arguments: args, trailing: trailing, at: max(callee.end - 1, callee.start)))
            x = b
        }
        return (x, modifiers.reversed())
    }

    // MARK: The body

    /// Reads the tabs in a body's statements. Bodies it descends into
    /// (sections, `ForEach` bodies, helpers, properties) are bounded by
    /// `Environment.maximumDepth`, never by the input's nesting, and the
    /// whole walk by `walkBudget`.
    mutating func walkStatements(_ body: [Stmt], _ f: Int, _ env: inout Environment, _ walk: inout Walk, inSection: Bool, _ c: Conditions) {
        for st in body {
            walkBudget -= 1
            if walkBudget < 0 { return }
            switch st.kind {
            case .expression(let e), .returns(let e?):
                walkExpression(e, f, &env, &walk, inSection: inSection, c)
            case .conditional(let cond) where cond.keyword == "if":
                walkIf(cond, f, &env, &walk, inSection: inSection, c)
            case .conditional(let cond):
                walkStatements(cond.then + (cond.otherwise ?? []), f, &env, &walk, inSection: inSection, c)
            case .ifConfig(let clauses):
                for (k, clause) in clauses.enumerated() {
                    let state = clause.isElse && k > 0
                        ? directiveState(clauses[k - 1].condition, negated: true, at: place(f, clause.at), &walk)
                        : directiveState(clause.condition, negated: false, at: place(f, clause.at), &walk)
                    if state.skipping { continue }
                    var inner = c
                    if let note = state.note { inner.notes.append(note) }
                    if !state.platforms.isEmpty { inner.platforms = state.platforms }
                    walkStatements(clause.body, f, &env, &walk, inSection: inSection, inner)
                }
            case .switches(let sw):
                for k in sw.cases { walkStatements(k.body, f, &env, &walk, inSection: inSection, c) }
            case .variable(let v) where !v.isStatic && v.accessor == nil:
                // A local of the body (`let item = catalog.first { … }`) stands for its value below it
                // (a few: each binding keeps the names before it, so thousands would cost their square).
                if let i = v.initial, env.names.count < 64 { env.names[v.name] = .expression(i, file: f, env) }
            case .loop(_, _, let loopBody):
                walkStatements(loopBody, f, &env, &walk, inSection: inSection, c)
            default:
                continue
            }
        }
    }

    /// `if COND { ... } else { ... }`: the branch the default takes (IMPORT.md, "Conditions"), with the condition in a comment.
    private mutating func walkIf(_ cond: Conditional, _ f: Int, _ env: inout Environment, _ walk: inout Walk, inSection: Bool, _ c: Conditions) {
        // A test of the bound case (`if section == .pinned` inside a `ForEach` over cases): decided for it.
        if cond.conditions.count == 1, case .expression(let test) = cond.conditions[0],
           let decided = resolver.decide(test, file: f, scope(env)) {
            walkStatements(decided ? cond.then : cond.otherwise ?? [], f, &env, &walk, inSection: inSection, c)
            return
        }
        let text = snippet(TokenRange(file: f, start: cond.conditionStart, end: cond.conditionEnd))
        if let otherwise = cond.otherwise, Self.defaultIsElse(text) {
            walk.viewNotes.append("the branch at \(place(f, cond.conditionEnd).description) (when \(text)) was left out")
            var inner = c
            inner.notes.append("only when not \(text)")
            walkStatements(otherwise, f, &env, &walk, inSection: inSection, inner)
            return
        }
        if let otherwise = cond.otherwise, TreeWalk.mentions(otherwise, TreeWalk.tabNames) {
            walk.viewNotes.append("the else branch at \(place(f, cond.elseAt ?? cond.conditionEnd).description) (when not \(text)) was left out")
        }
        var inner = c
        if !text.hasPrefix("#available") {
            // A positive test of a named flag gives `when NAME`; the code stays in the comment.
            let name = resolver.conditionName(cond.conditions)
            inner.notes.append(name == nil ? "only when \(text)" : "when \(text)")
            if let name { inner.when.append(name) }
            // An iPad test adds its tabs on iPad only.
            if Self.isPadTest(cond.conditions), cond.otherwise == nil, inner.platforms.isEmpty || inner.platforms.contains(.ipad) {
                inner.platforms = [.ipad]
                inner.notes.append("drafted for ipad only")
            }
        }
        walkStatements(cond.then, f, &env, &walk, inSection: inSection, inner)
    }

    /// One view expression of a body: a tab, a section, a `ForEach`, a static member, a property or
    /// helper that lists tabs, or any other view, whose own closures are read and whose `.tabItem` makes a tab.
    mutating func walkExpression(_ e: Expr, _ f: Int, _ env: inout Environment, _ walk: inout Walk, inSection: Bool, _ c: Conditions) {
        walkBudget -= 1
        if walkBudget < 0 { return }
        let (base, modifiers) = Self.viewChain(e)
        if let call = base.call, case .name(let name) = call.callee.kind {
            switch name {
            case "Tab":
                if let tab = readTab(call, at: call.callee.start, modifiers, f, env, c, &walk) { walk.items.append(.tab(tab)); walk.shapes.insert("swiftui-tab") }
                return
            case "TabSection" where !inSection && env.depth < Environment.maximumDepth:
                readSection(call, at: call.callee.start, modifiers, f, &env, &walk, c)
                return
            case "ForEach" where env.depth < Environment.maximumDepth:
                if let body = call.trailing.first(where: { $0.label == nil })?.closure, TreeWalk.mentions(body.body, TreeWalk.tabNames) {
                    readForEach(call, body, at: call.callee.start, f, &env, &walk, inSection: inSection, c)
                    return
                }
            default:
                if env.depth < Environment.maximumDepth, let fn = resolver.function(name).first, let fnBody = fn.node.body,
                   TreeWalk.mentions(fnBody, TreeWalk.tabNames) {
                    walkHelper(fn, fnBody, call.arguments, at: call.callee.start, modifiers, f, &env, &walk, inSection: inSection, c)
                    return
                }
            }
        }
        if modifiers.isEmpty, case .member(let b?, let member) = base.kind, case .name(let type) = b.kind,
           index.enumCases[type]?.isEmpty ?? true, var tab = staticMemberTab(type: type, member: member) {
            // A static member that constructs a tab, listed as it is: `Item.home`.
            apply(c, to: &tab)
            walk.items.append(.tab(tab))
            walk.shapes.insert("static-members")
            return
        }
        if modifiers.isEmpty, case .name(let name) = base.kind, env.depth < Environment.maximumDepth,
           let type = index.enclosingType(file: f, token: base.start), let p = resolver.property(name, of: type.name),
           let accessor = p.node.accessor, TreeWalk.mentions(accessor, TreeWalk.tabNames) {
            // A property of the view whose body lists tabs (`@TabContentBuilder var tabs`), named alone.
            var inner = env
            inner.depth += 1
            walkStatements(accessor, p.file, &inner, &walk, inSection: inSection, c)
            return
        }
        // Any other view: what its own closures and arguments hold, then its `.tabItem`.
        TreeWalk.children(base, { x in walkExpression(x, f, &env, &walk, inSection: inSection, c) },
                          { body in walkStatements(body, f, &env, &walk, inSection: inSection, c) })
        var pendingTag: String?
        let applied = expandedModifiers(modifiers, f, env)
        for (n, m) in applied.enumerated() {
            let (mf, menv) = (m.file ?? f, m.env ?? env)
            switch m.name {
            case "tag":
                if let a = m.arguments.first?.value { pendingTag = tagValue(a, mf, menv) }
            case "tabItem":
                let label: (title: ImportedTitle, icon: IconValue)
                if let closure = m.trailing.first?.closure { label = labelFacts(closure.body, mf, menv) }
                else if let a = m.arguments.first?.value { label = labelFacts([Stmt(kind: .expression(a), start: a.start, end: a.end)], mf, menv) }
                else { label = (.unknown(""), IconValue()) }
                var value = pendingTag
                for later in applied.dropFirst(n + 1) {
                    if later.name == "tabItem" { break }
                    if later.name == "tag", let a = later.arguments.first?.value { value = tagValue(a, later.file ?? f, later.env ?? env); break }
                }
                var tab = makeTab(title: label.title, icon: label.icon, value: value, identifier: nil, at: walk.callPlace ?? place(f, m.at))
                apply(c, to: &tab)
                walk.items.append(.tab(tab))
                walk.shapes.insert("swiftui-tabitem")
                pendingTag = nil
            default:
                guard m.file == nil else { continue }
                for a in m.arguments { walkExpression(a.value, f, &env, &walk, inSection: inSection, c) }
                for t in m.trailing { walkStatements(t.closure.body, f, &env, &walk, inSection: inSection, c) }
            }
        }
    }

    /// Modifiers with a project's own `View` extension method (`.tabItem(for: .home)`) replaced by the
    /// modifiers its body applies (`tabItem { … }.tag(section)`), read with its parameters bound.
    func expandedModifiers(_ modifiers: [Modifier], _ f: Int, _ env: Environment) -> [Modifier] {
        var out: [Modifier] = []
        for m in modifiers {
            if let applied = structModifier(m, m.file ?? f, m.env ?? env) { out += applied; continue }
            guard m.name != "tag", env.depth < Environment.maximumDepth,
                  let method = resolver.methods(m.name, of: "View").first(where: { fn in
                      fn.node.parameters.map(\.label) == m.arguments.map(\.label) || fn.node.accepts(m.arguments)
                  }),
                  let first = method.node.body?.first else { out.append(m); continue }
            let body: Expr
            switch first.kind {
            case .expression(let e), .returns(let e?): body = e
            default: out.append(m); continue
            }
            let inner = bind(method.node, m.arguments, f, env, declFile: method.file)
            let (base, applied) = Self.viewChain(body)
            var expanded: [Modifier] = []
            if let call = base.call, case .name(let name) = call.callee.kind {
                expanded.append(Modifier(name: name, arguments: call.arguments, trailing: call.trailing, at: m.at))
            }
            expanded += applied
            // `modifier(TabStyle(tab: tab))` in the method's body: the struct's own chain.
            expanded = expanded.flatMap { x in structModifier(x, method.file, inner) ?? [x] }
            guard expanded.contains(where: { $0.name == "tabItem" || $0.name == "tag" }) else { out.append(m); continue }
            for var x in expanded {
                x.at = m.at
                if x.file == nil { x.file = method.file; x.env = inner }
                out.append(x)
            }
        }
        return out
    }

    /// A helper function whose body makes tabs, called with a tab's facts; `.tag` on its result.
    private mutating func walkHelper(_ fn: Resolver.FunctionRef, _ body: [Stmt], _ args: [Argument], at: Int, _ modifiers: [Modifier], _ f: Int,
                                     _ env: inout Environment, _ walk: inout Walk, inSection: Bool, _ c: Conditions) {
        var inner = bind(fn.node, args, f, env, declFile: fn.file)
        var sub = Walk()
        sub.callPlace = walk.callPlace ?? place(f, at)
        walkStatements(body, fn.file, &inner, &sub, inSection: inSection, Conditions())
        for item in sub.items {
            if case .tab(var tab) = item { apply(c, to: &tab); walk.items.append(.tab(tab)) } else { walk.items.append(item) }
        }
        walk.shapes.formUnion(sub.shapes)
        walk.viewNotes += sub.viewNotes
        if walk.dynamicKey == nil { walk.dynamicKey = sub.dynamicKey }
        for m in modifiers where m.name == "tag" {
            if let a = m.arguments.first?.value, case .tab(var last)? = walk.items.last, sub.items.count == 1 {
                last.id = Identifiers.identifier(from: tagValue(a, f, env)).0
                last.idMadeFromTitle = false
                walk.items[walk.items.count - 1] = .tab(last)
            }
        }
    }

    /// Whether the draft takes the else branch by default (IMPORT.md,
    /// "Conditions"): the code runs on an iPhone in compact width, and an
    /// `#available` test takes its newest (then) branch; any other test
    /// keeps the then branch, with the condition as a comment.
    static func defaultIsElse(_ condition: String) -> Bool {
        let c = condition.filter { $0 != " " }
        if c.contains("==.regular") || c.contains("!=.compact") { return true }
        for idiom in [".pad", ".mac", ".vision", ".tv"] where c.contains("userInterfaceIdiom==" + idiom) { return true }
        if c.contains("userInterfaceIdiom!=.phone") { return true }
        return false
    }

    /// What a `#if` line means for the tabs under it.
    func directiveState(_ condition: String, negated: Bool, at place: SourcePlace, _ walk: inout Walk)
        -> (note: String?, platforms: [Platform], skipping: Bool, condition: String) {
        let c = condition
        if c == "DEBUG" || c == "(DEBUG)" {
            if !negated { walk.viewNotes.append("code under #if DEBUG at \(place.description) left out") }
            return (nil, [], !negated, c)
        }
        if c == "!DEBUG" { return (nil, [], negated, c) }
        let platforms = Self.platforms(of: c)
        if !platforms.isEmpty && !negated { return (nil, platforms, false, c) }
        return ("under #if \(negated ? "not " : "")\(c)", [], false, c)
    }

    static func platforms(of condition: String) -> [Platform] {
        var result: [Platform] = []
        if condition.contains("targetEnvironment(macCatalyst)") { return condition.hasPrefix("!") ? [] : [.mac] }
        guard condition.contains("os("), !condition.contains("!") else { return [] }
        if condition.contains("os(iOS)") { result += [.iphone, .ipad] }
        if condition.contains("os(macOS)") { result += [.mac] }
        if condition.contains("os(visionOS)") || condition.contains("os(xrOS)") { result += [.vision] }
        if condition.contains("os(tvOS)") { result += [.tv] }
        return result
    }

    func apply(_ c: Conditions, to tab: inout ImportedTab) {
        for n in c.notes where !tab.notes.contains(n) { tab.notes.append(n) }
        if !c.platforms.isEmpty && tab.platforms.isEmpty { tab.platforms = c.platforms }
        for w in c.when where !tab.conditions.contains(w) { tab.conditions.append(w) }
    }
}
