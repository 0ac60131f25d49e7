// More places a UIKit tab list comes from, read by `Extractor.elements`:
// - a property of another object the code holds (`factory.screens`, a
//   stored or computed property of the holder's declared type, or a static
//   one of a type written out), read in that property's own file and body;
// - a slice of a list (`Array(list.prefix(4))`, `dropFirst()`, `dropLast()`);
// - a `.map` whose closure only wraps each element in a navigation
//   controller (`{ vc in …; let nav = Nav(rootViewController: vc); return nav }`
//   with no item set in it): each element, read where it was made.

extension Extractor {
    /// The elements of `base.name` when `base` is an object of another project type (or a type written out).
    func memberPropertyElements(_ base: Expr, _ name: String, _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)]? {
        guard var path = base.path, !path.isEmpty, path.first != "" else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard !path.isEmpty else { return nil }
        let written = path.joined(separator: ".")
        guard let owner = resolver.isType(written) ? written : resolver.chainType(path, from: site.type),
              owner != site.type, let p = resolver.property(name, of: owner) else { return nil }
        var inner = site
        inner.file = p.file
        inner.type = owner
        inner.body = p.node.accessor ?? []
        inner.function = nil
        inner.parameters = []
        if let i = p.node.initial {
            if case .call(let callee, let args, _) = i.kind, case .closure(let c) = callee.kind, args.isEmpty { inner.body = c.body }
            let found = elements(i, inner, scope, budget: budget + 1)
            if !found.isEmpty { return found }
        }
        if let r = p.node.accessor.flatMap(Self.returned) {
            let found = elements(r, inner, scope, budget: budget + 1)
            if !found.isEmpty { return found }
        }
        return nil
    }

    /// `Array(x)`, `x.prefix(n)`, `x.dropFirst(n)`, `x.dropLast(n)`: the elements of `x`, cut; nil for another call.
    func sliceElements(_ callee: Expr, _ args: [Argument], _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)]? {
        if case .name("Array") = callee.kind, args.count == 1, args[0].label == nil {
            return elements(args[0].value, site, scope, budget: budget)
        }
        guard case .member(let base?, let m) = callee.kind, ["prefix", "dropFirst", "dropLast"].contains(m) else { return nil }
        let count: Int? = {
            guard let a = args.first else { return m == "prefix" ? nil : 1 }
            guard a.label == nil, case .number(let n) = a.value.kind else { return nil }
            return Int(n)
        }()
        guard let count, count >= 0 else { return nil }
        // A part of the same expression: no name is looked up here, so the budget stays (it bounds lookups).
        let all = elements(base, site, scope, budget: budget)
        switch m {
        case "prefix": return Array(all.prefix(count))
        case "dropFirst": return Array(all.dropFirst(count))
        default: return Array(all.dropLast(count))
        }
    }

    /// Whether a `.map` closure returns its parameter, or a controller made around it (`rootViewController:`), through
    /// its locals, and sets no item or title in its body: each element is then the tab, read where it was made.
    func wrapsOnly(_ closure: Closure, _ parameter: String) -> Bool {
        for st in closure.body {
            if case .assignment(let target, _, _) = st.kind, let names = target.path,
               names.contains("tabBarItem") || names.last == "title" { return false }
        }
        guard var made = Self.returned(closure.body) else { return false }
        let locals = self.locals(closure.body)
        for _ in 0..<6 {
            switch made.kind {
            case .name(let n) where n == parameter: return true
            case .name(let n):
                guard let i = locals[n]?.initial else { return false }
                made = i
            case .call(_, let args, _):
                guard let root = args.first("rootViewController") else { return false }
                made = root
            case .cast(let inner, _): made = inner
            default: return false
            }
        }
        return false
    }

    /// A call's arguments with a bare name the caller's body declares (`let item = UITabBarItem(…)`, then
    /// `wrap(home, with: item)`) replaced by the value it was given, so that a factory's parameter reads it.
    func inlined(_ args: [Argument], _ body: [Stmt]) -> [Argument] {
        let declared = locals(body)
        return args.map { a in
            guard case .name(let n) = a.value.kind, let i = declared[n]?.initial, i.path != [n] else { return a }
            return Argument(label: a.label, value: i)
        }
    }

    /// A property's list: its initial value, a computed getter's, or the value a method of its type assigns it
    /// (`@Published var tabs: [Tab]` given `self.tabs = tabs` in `init`), read in that method.
    func propertyElements(_ name: String, _ node: VariableNode, _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)] {
        var result: [(Expr, TabsSite)] = []
        if let i = node.initial { result = elements(i, site, scope, budget: budget + 1) }
        // A computed list: `var flows: [Flow] { [home, settings].filter { $0.isEnabled } }`.
        if result.isEmpty, let r = node.accessor.flatMap(Self.returned) { result = elements(r, site, scope, budget: budget + 1) }
        // `var children: [Coordinator] = []`, filled where the tabs are given: `children = [Home(), …]`.
        if result.isEmpty { result = assigned(to: name, in: site.body, site, scope, budget: budget + 1) }
        // A list the type's initializer is given as a parameter, read from its callers' arrays.
        if result.isEmpty, node.initial == nil, node.accessor == nil { result = storedListElements(name, site, scope, budget: budget) }
        // Only the first method that assigns it is read: one lookup a level, so a chain of properties stays linear.
        for m in resolver.members(of: site.type) where result.isEmpty && budget < 6 {
            guard case .function(let fn) = m.stmt.kind, let body = fn.body, Self.assigns(name, body) else { continue }
            var inner = site
            inner.file = m.file
            inner.body = body
            inner.function = fn.name
            inner.parameters = fn.parameters
            result = assigned(to: name, in: body, inner, scope, budget: budget + 1)
            // `tabs = [...]` then `tabs.append(more)` in that method (the list handed over in another one).
            if !result.isEmpty, fn.name != site.function { appends(to: name, in: body, into: &result, inner, scope, budget: budget + 1) }
            break
        }
        return typedCases(result, declared: node.type)
    }

    /// `{ switch account { case .a: return [.x, .y] case .b: return [.z] } }()`: the first case that returns
    /// a list; the elements only other cases add are kept as left out (the header names them). Else what the
    /// closure returns. Nil when it returns nothing this reads.
    func closureElements(_ c: Closure, _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)]? {
        var inner = site
        inner.body = c.body
        for st in c.body {
            if case .returns(let r?) = st.kind { return elements(r, inner, scope, budget: budget + 1) }
            guard case .switches(let sw) = st.kind else { continue }
            // The first case that returns is read (one lookup); the others only as literals, and only the
            // first switch, so nested switches stay linear.
            var chosen: [(Expr, TabsSite)]?
            var others: [(Expr, TabsSite)] = []
            var seen: Set<String> = []
            for k in sw.cases {
                guard let r = Self.returned(k.body) else { continue }
                var branch = inner
                branch.body = k.body
                guard chosen != nil else {
                    let first = elements(r, branch, scope, budget: budget + 1)
                    chosen = first
                    seen = Set(first.map { code($0.0, $0.1.file) })
                    continue
                }
                guard case .array(let es) = r.kind else { continue }
                let pattern = k.patterns.first.map { code($0, site.file) } ?? "default"
                for x in es where seen.insert(code(x, site.file)).inserted {
                    var context = branch
                    context.elseBranch = "case \(pattern) of the switch at \(place(site.file, sw.subject.start).description) (the first case is drafted)"
                    others.append((x, context))
                }
            }
            guard let chosen, !chosen.isEmpty else { return nil }
            return chosen + others
        }
        return nil
    }

    /// Whether a body assigns `name` (`name = …`, `self.name = …`), at any depth.
    static func assigns(_ name: String, _ body: [Stmt]) -> Bool {
        var found = false
        TreeWalk.statements(body) { st in
            if !found, case .assignment(let target, "=", _) = st.kind, target.path == [name] || target.path == ["self", name] { found = true }
        }
        return found
    }

    /// A list's implicit members typed by its declaration (`let tabs: [Tab] = [.home, .search]`): `Tab.home`.
    func typedCases(_ list: [(Expr, TabsSite)], declared: String?) -> [(Expr, TabsSite)] {
        guard let declared else { return list }
        let name = String(declared.filter { $0 != "[" && $0 != "]" && $0 != "?" && $0 != "!" && $0 != " " })
        guard let cases = index.enumCases[name] else { return list }
        return list.map { x in
            guard case .member(nil, let c) = x.0.kind, cases.contains(where: { $0.name == c }) else { return x }
            return (Expr(kind: .member(Expr(kind: .name(name), start: x.0.start, end: x.0.start), c), start: x.0.start, end: x.0.end), x.1)
        }
    }

    /// `for section in Section.allCases { …; list.append(Nav(rootViewController: screen)) }`: what the body appends,
    /// once per element of the sequence, read with the loop's variable standing for the element (an enum case
    /// the tab's id; an element that is a bare name, held in another body, is skipped). At most 64 (no bar holds
    /// more), so nested loops stay small.
    func loopAppends(_ name: String, _ variable: String, _ sequence: Expr, _ body: [Stmt], _ site: TabsSite, _ scope: Scope,
                     budget: Int) -> [(Expr, TabsSite)] {
        guard budget < 16 else { return [] }
        var inner = site
        inner.body = body
        var made: [(Expr, TabsSite)] = []
        appends(to: name, in: body, into: &made, inner, scope, budget: budget + 1)
        guard !made.isEmpty else { return [] }
        var result: [(Expr, TabsSite)] = []
        // A bare name is a value held in another body (`item`, appended elsewhere): not readable here.
        for (element, _) in elements(sequence, site, scope, budget: budget + 1) {
            if case .name = element.kind { continue }
            for (m, context) in made where result.count < 64 {
                var bound = context
                bound.caseName = caseName(element) ?? context.caseName
                bound.caseType = caseType(element) ?? context.caseType
                let binding = VariableNode(name: variable, isStatic: false, isLet: true, attributes: [], type: nil, initial: element, accessor: nil, at: m.start)
                bound.body = [Stmt(kind: .variable(binding), start: m.start, end: m.start)] + context.body
                result.append((m, bound))
            }
        }
        return result
    }
}
