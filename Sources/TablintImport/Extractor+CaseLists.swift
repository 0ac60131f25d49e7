// The tab enum's cases a collection gives when it is no literal at the
// `ForEach`: a property's value on the default path (a guard's early exit
// skipped unless it only unwraps stored state, which is absent at first
// launch; a device test taken as on an iPhone in compact width; of a
// ternary, the branch an iPhone takes, else the one that reads), a
// settings object's method and the `filter` it applies through a
// dictionary of defaults, an enum
// case's `switch self` property, a singleton's list, and each element read
// through the declarations it names: `firstTab`, set in `init` to
// `.init(with: storage.firstTab)`, where `storage`'s
// `@AppStorage(...) var firstTab = AppTab.timeline.id` is the default.

extension Extractor {
    /// The cases a collection expression gives, the one reader of them: what it lists (`X.allCases`,
    /// `[.a, .b]`, a static array, a model's list, a property of the enclosing type that holds one:
    /// its initial value, its getter, or what the view's callers pass), else what it gives when
    /// followed through properties and their defaults.
    func cases(of e: Expr, _ f: Int, _ env: Environment, enclosing owner: String?, budget: Int = 0) -> (type: String, names: [String])? {
        guard budget < 10 else { return nil }
        // What it lists.
        switch e.kind {
        case .member(let b?, let m):
            // `Outer.Tab.allCases`: the enum nested in `Outer`, never another type of the same name.
            if m == "allCases", let path = b.path, path.count >= 2, let last = path.last {
                let cases = resolver.cases(of: path.joined(separator: ".")).map(\.name)
                if !cases.isEmpty { return (last, cases) }
            }
            guard case .name(let t) = b.kind else { break }
            if m == "allCases", let cases = index.enumCases[t] { return (t, cases.map(\.name)) }
            // A static array of another type's cases (`Layout.phoneTabs: [Destination]`): the cases' type.
            if let list = index.staticArrays[t]?[m] { return (!(index.enumCases[t]?.isEmpty ?? true) ? t : enumHolding(list) ?? staticHolding(list) ?? t, list) }
        case .array(let elements):
            var names: [String] = []
            var type: String?
            for x in elements {
                if let c = enumCase(x, env) {
                    names.append(c.name)
                    type = type ?? c.type
                }
            }
            if let t = type ?? enumHolding(names) ?? staticHolding(names) { return (t, names) }
        default: break
        }
        if let list = modelList(e, enclosing: owner), let found = cases(of: list.expr, list.file, env, enclosing: nil, budget: budget + 1) { return found }
        if case .name(let name) = e.kind, let owner, let found = heldCases(name, of: owner, env, budget: budget) { return found }
        // What it gives when followed.
        switch e.kind {
        case .array(let elements):
            var names: [String] = []
            var type: String?
            for x in elements {
                guard let c = caseOf(x, f, env, owner: owner, budget: budget + 1) else { return nil }
                names.append(c.name)
                type = type ?? c.type
            }
            guard let t = type ?? enumHolding(names), !names.isEmpty else { return nil }
            return (t, names)
        case .binary(let l, "??", let r):
            return cases(of: l, f, env, enclosing: owner, budget: budget + 1) ?? cases(of: r, f, env, enclosing: owner, budget: budget + 1)
        case .ternary(let test, let yes, let no):
            // `signedIn ? Tab.member() : Tab.guest()`: the branch an iPhone takes (the first, as of an `if`, unless
            // `defaultIsElse`), else the other when that one lists no case it can read.
            let order = Self.defaultIsElse(code(test, f)) ? [no, yes] : [yes, no]
            for x in order {
                if let found = cases(of: x, f, env, enclosing: owner, budget: budget + 1), !found.names.isEmpty { return found }
            }
            return nil
        case .call(let callee, let args, let trailing):
            guard args.isEmpty, case .member(let base?, let m) = callee.kind else { return nil }
            // `order.filter { visibility[$0] ?? false }`: the cases the closure keeps (all of them when it cannot be decided).
            if m == "filter", let closure = trailing.first?.closure, let list = cases(of: base, f, env, enclosing: owner, budget: budget + 1) {
                let parameter = closure.parameters.first ?? "$0"
                guard closure.body.count == 1, case .expression(let test) = closure.body[0].kind else { return list }
                let kept = list.names.filter { name in
                    var inner = env
                    inner.names[parameter] = .enumCase(type: list.type, name: name)
                    return truth(test, f, inner, owner: owner, budget: budget + 1) ?? true
                }
                return (list.type, kept)
            }
            // `Store.shared.savedTabs()`: a method of the type the chain starts at (its extension's too).
            if trailing.isEmpty, let path = base.path, let first = path.first, path.count <= 2, resolver.isType(first),
               let method = resolver.methods(m, of: first).first, let body = method.node.body, let x = defaultValue(body, method.file) {
                return cases(of: x, method.file, localsEnvironment(body, method.file), enclosing: first, budget: budget + 1)
            }
            // `settings.visibleItems()`: the method of the type the receiver holds, read on its default path with its locals.
            guard trailing.isEmpty, case .name(let holder) = base.kind, let owner, let p = resolver.property(holder, of: owner),
                  let t = p.node.type.map({ String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }),
                  let method = resolver.methods(m, of: t).first, let body = method.node.body, let x = defaultValue(body, method.file) else { return nil }
            return cases(of: x, method.file, localsEnvironment(body, method.file), enclosing: t, budget: budget + 1)
        case .name(let n):
            if case .expression(let x, let f2, let env2)? = env.binding(n) { return cases(of: x, f2, env2, enclosing: owner, budget: budget + 1) }
            guard let owner, let (x, f2) = propertyValue(n, of: owner) else { return nil }
            return cases(of: x, f2, Environment(), enclosing: owner, budget: budget + 1)
        case .member(let base?, let m):
            // A case's `switch self` property: `section.tabs`.
            if case .name(let n) = base.kind, case .enumCase(let type, let name)? = env.binding(n),
               let props = index.switchProperties[type]?[m], let r = props[name] ?? props["*"] {
                var inner = Environment()
                inner.names["self"] = .enumCase(type: type, name: name)
                return cases(of: parsed(r), r.file, inner, enclosing: type, budget: budget + 1)
            }
            // A type's list, or its singleton's: `Tabs.defaults`, `Tabs.shared.list`.
            if let path = base.path, let first = path.first, resolver.isType(first), path.count <= 2 {
                if let list = index.staticArrays[first]?[m], let t = enumHolding(list) { return (t, list) }
                guard let (x, f2) = propertyValue(m, of: first) else { return nil }
                return cases(of: x, f2, Environment(), enclosing: first, budget: budget + 1)
            }
            return nil
        default:
            return nil
        }
    }

    /// The cases a property of the enclosing type holds: a static array, its initial value,
    /// its getter's, or (a stored property the view is given, `RootView(tabs: [.home, .search])`)
    /// what its callers pass.
    private func heldCases(_ name: String, of owner: String, _ env: Environment, budget: Int) -> (type: String, names: [String])? {
        if let list = index.staticArrays[owner]?[name], let t = enumHolding(list) { return (t, list) }
        if let r = index.staticMembers[owner]?[name] {
            let x = parsed(r)
            if case .array = x.kind { return cases(of: x, r.file, env, enclosing: nil, budget: budget + 1) }
        }
        guard let p = resolver.property(name, of: owner) else { return nil }
        if let initial = p.node.initial, case .array = initial.kind { return cases(of: initial, p.file, env, enclosing: nil, budget: budget + 1) }
        if let body = p.node.accessor, let x = defaultValue(body, p.file), case .array = x.kind { return cases(of: x, p.file, env, enclosing: nil, budget: budget + 1) }
        if p.node.initial == nil, p.node.accessor == nil {
            for caller in callers(of: owner, label: name) {
                if let found = cases(of: caller.argument, caller.file, env, enclosing: nil, budget: budget + 1) { return found }
            }
        }
        return nil
    }

    /// The case one element names: `.home`, `Tab.home`, `Tab.home.id`, `.init(with: x)`, `a ?? b`,
    /// or a property (of the owner, or of a property's type) whose value is one.
    private func caseOf(_ e: Expr, _ f: Int, _ env: Environment, owner: String?, budget: Int) -> (type: String?, name: String)? {
        guard budget < 10 else { return nil }
        switch e.kind {
        case .member(nil, let n) where n != "init": return (nil, n)
        case .member(let base?, let m):
            if case .name(let t) = base.kind, index.enumCases[t] != nil { return (t, m) }
            // `Tab.home.id`, `Tab.home.rawValue`: the case.
            if m == "id" || m == "rawValue", case .member(let b2?, let c) = base.kind, case .name(let t) = b2.kind, index.enumCases[t] != nil { return (t, c) }
            // `storage.firstTab`: a property of the type another property holds.
            if case .name(let holder) = base.kind, let owner, let p = resolver.property(holder, of: owner),
               let t = p.node.type.map({ String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }) ?? p.node.initial.flatMap({ madeType($0, budget: 0) }),
               let (x, f2) = propertyValue(m, of: t) {
                return caseOf(x, f2, Environment(), owner: t, budget: budget + 1)
            }
        case .call(let callee, let args, _):
            // An enum's own initializer given one value: `.init(with: storage.firstTab)`, `Tab(rawValue: x)`.
            let isInit: Bool = {
                switch callee.kind {
                case .member(nil, "init"): return true
                case .name(let t): return index.enumCases[t] != nil
                case .member(let b?, "init"): if case .name(let t) = b.kind { return index.enumCases[t] != nil }; return false
                default: return false
                }
            }()
            if isInit, args.count == 1, let a = args.first?.value { return caseOf(a, f, env, owner: owner, budget: budget + 1) }
        case .binary(let l, "??", let r):
            return caseOf(l, f, env, owner: owner, budget: budget + 1) ?? caseOf(r, f, env, owner: owner, budget: budget + 1)
        case .name(let n):
            if let c = enumCase(e, env) { return c }
            if let owner, let (x, f2) = propertyValue(n, of: owner) { return caseOf(x, f2, Environment(), owner: owner, budget: budget + 1) }
        default: break
        }
        return nil
    }

    /// Whether a filter's test holds for the bound case: `visibility[$0] ?? false` through a dictionary keyed by case.
    private func truth(_ e: Expr, _ f: Int, _ env: Environment, owner: String?, budget: Int) -> Bool? {
        guard budget < 12 else { return nil }
        switch e.kind {
        case .name("true"): return true
        case .name("false"): return false
        case .binary(let l, "??", let r):
            return truth(l, f, env, owner: owner, budget: budget + 1) ?? truth(r, f, env, owner: owner, budget: budget + 1)
        case .subscripted(let base, let args):
            guard let key = args.first?.value, let wanted = enumCase(key, env),
                  let pairs = dictionary(base, f, env, owner: owner, budget: budget + 1) else { return nil }
            for p in pairs where caseOf(p.key, f, env, owner: owner, budget: budget + 1)?.name == wanted.name {
                return truth(p.value, f, env, owner: owner, budget: budget + 1)
            }
            return nil
        default: return nil
        }
    }

    /// The pairs of a dictionary a name, a property or a static member holds.
    private func dictionary(_ e: Expr, _ f: Int, _ env: Environment, owner: String?, budget: Int) -> [(key: Expr, value: Expr)]? {
        guard budget < 12 else { return nil }
        switch e.kind {
        case .dictionary(let pairs): return pairs
        case .name(let n):
            if case .expression(let x, let f2, let env2)? = env.binding(n) { return dictionary(x, f2, env2, owner: owner, budget: budget + 1) }
            guard let owner, let (x, f2) = propertyValue(n, of: owner) else { return nil }
            return dictionary(x, f2, Environment(), owner: owner, budget: budget + 1)
        case .member(let b?, let m):
            guard case .name(let t) = b.kind, resolver.isType(t), let (x, f2) = propertyValue(m, of: t) else { return nil }
            return dictionary(x, f2, Environment(), owner: t, budget: budget + 1)
        default: return nil
        }
    }

    /// A property's value on the default path: its initial value, its getter's, or what an initializer assigns it.
    func propertyValue(_ name: String, of type: String) -> (Expr, Int)? {
        guard let p = resolver.property(name, of: type) else { return nil }
        if let i = p.node.initial { return (i, p.file) }
        if let body = p.node.accessor, let x = defaultValue(body, p.file) { return (x, p.file) }
        for m in resolver.members(of: type) {
            guard case .function(let fn) = m.stmt.kind, fn.name == "init", let body = fn.body else { continue }
            for st in body {
                if case .assignment(let target, "=", let value) = st.kind, target.path == [name] || target.path == ["self", name] { return (value, m.file) }
            }
        }
        return nil
    }

    /// What a body returns on the default path: a guard's early exit is not it, a device or size-class test
    /// is taken as on an iPhone in compact width, other tests are passed over.
    func defaultValue(_ body: [Stmt], _ f: Int, budget: Int = 0) -> Expr? {
        guard budget < 8 else { return nil }
        for (n, st) in body.enumerated() {
            switch st.kind {
            case .returns(let e?): return e
            case .expression(let e) where n == body.count - 1: return e
            case .conditional(let c) where c.keyword == "guard" && !c.conditions.isEmpty && c.conditions.allSatisfy({
                if case .binding = $0 { return true }; return false
            }):
                // `guard let stored = read(…) else { return defaults }`: stored state is absent at first launch.
                if let v = defaultValue(c.otherwise ?? [], f, budget: budget + 1) { return v }
            case .conditional(let c) where c.keyword == "if":
                let text = conditionText(c, f)
                guard Self.isDeviceTest(text) else { continue }
                let branch = Self.defaultIsElse(text) ? c.otherwise ?? [] : c.then
                if let v = defaultValue(branch, f, budget: budget + 1) { return v }
            default: continue
            }
        }
        return nil
    }

    /// The cases of `type` a closure declared `-> [Type]` returns on its default path (an `if`'s
    /// `else`: a flag read at launch is absent), as `Observable.just(signedIn).map { x -> [Tab] in … }`
    /// gives a controller its tabs: the first such closure in file order. Files that name the type
    /// are noted (read on demand).
    func returnedCases(_ type: String) -> [String]? {
        resolver.log?.noteCalls(type)
        var found: [String]?
        var steps = 0
        func inBody(_ body: [Stmt]) -> Expr? {
            for st in body {
                if case .returns(let e?) = st.kind { return e }
                if case .conditional(let c) = st.kind, c.keyword == "if", let x = inBody(c.otherwise ?? []) { return x }
            }
            return nil
        }
        func visit(_ e: Expr) {
            steps += 1
            guard found == nil, steps < 200_000 else { return }
            if case .call(_, _, let trailing) = e.kind {
                for t in trailing where t.closure.returnType == "[\(type)]" {
                    if let x = inBody(t.closure.body), case .array(let es) = x.kind {
                        let names = es.compactMap { x -> String? in if case .member(_, let m) = x.kind { return m }; return nil }
                        if !names.isEmpty, names.count == es.count { found = names; return }
                    }
                }
            }
            TreeWalk.children(e, visit) { _ in }
        }
        for file in resolver.files where found == nil && !file.isGenerated {
            TreeWalk.statements(file.statements, budget: 50_000) { st in TreeWalk.expressions(st) { visit($0) } }
        }
        return found
    }

    private func conditionText(_ c: Conditional, _ f: Int) -> String {
        guard f < resolver.files.count else { return "" }
        return resolver.files[f].source.compactText(c.conditionStart, c.conditionEnd, limit: 64)
    }

    /// Whether a condition tests the device or the size class.
    static func isDeviceTest(_ text: String) -> Bool {
        let t = text.lowercased()
        return t.contains("userinterfaceidiom") || t.contains("sizeclass") || t.contains("ispad") || t.contains("isphone")
    }
}
