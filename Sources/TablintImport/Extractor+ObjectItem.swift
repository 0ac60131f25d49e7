// An item a method of the app's own item-info type makes from the object's
// stored properties (`info.makeTabBarItem()`, whose body is
// `UITabBarItem(title: self.title, image: self.image, …)`), the object made
// by a memberwise initializer, possibly by a tab enum case's property
// (`Section.home.info`, a `switch self` branch returning `Info(title: …)`):
// the item read with `self` standing for that object.

extension Extractor {
    func imported(_ v: TextValue) -> ImportedTitle { v.isKey ? .key(v.text, table: v.table) : .plain(v.text) }

    /// A tag's enum case (`.home`, `tabs.firstIndex(of: .home)!`), else nothing (a number is no id).
    func tagName(_ e: Expr, _ file: Int, _ scope: Scope) -> String? {
        if let c = resolver.caseValue(e, file: file, scope) { return c.name }
        // `Place.contacts.rawValue`: the case.
        if case .member(let base?, "rawValue") = e.kind, let c = resolver.caseValue(base, file: file, scope) { return c.name }
        if let call = e.call, let a = call.arguments.first?.value { return resolver.caseValue(a, file: file, scope)?.name }
        return nil
    }

    /// `object.method()` that returns a `UITabBarItem` built in the method's body.
    func objectMethodItem(_ e: Expr, _ file: Int, _ scope: Scope, _ facts: inout UIKitFacts) -> Bool {
        guard scope.depth < 4, let call = e.call, call.arguments.isEmpty, case .member(let base?, let method) = call.callee.kind else { return false }
        var object: (Expr, Int, Scope) = (base, file, scope)
        if case .name(let n) = base.kind, case .expression(let x, let f, let s)? = scope.names[n] { object = (x, f, s) }
        var caseName: String?
        if case .member(let b?, let prop) = object.0.kind, let found = caseProperty(b, prop, object.1, object.2) {
            object = (found.value, found.file, found.scope)
            caseName = found.caseName
        }
        guard let made = object.0.call, let type = made.callee.lastName, resolver.isType(type),
              let fn = resolver.methods(method, of: type).first(where: { $0.node.body != nil }), let body = fn.node.body else { return false }
        var itemCall: Expr?
        TreeWalk.statements(body) { st in
            guard itemCall == nil else { return }
            switch st.kind {
            case .variable(let v): if let i = v.initial, i.call?.callee.lastName == "UITabBarItem" { itemCall = i }
            case .returns(let r?): if r.call?.callee.lastName == "UITabBarItem" { itemCall = r }
            default: break
            }
        }
        guard let itemCall else { return false }
        var inner = Scope(depth: scope.depth + 1)
        inner.selfType = type
        inner.names["self"] = .expression(object.0, file: object.1, object.2)
        item(itemCall, fn.file, inner, &facts)
        if facts.found, facts.tag == nil { facts.tag = caseName }
        return facts.found
    }

    /// `Section.home.info`: the property's value read with `self` the case, and the case's name.
    func caseProperty(_ base: Expr, _ name: String, _ file: Int, _ scope: Scope) -> (value: Expr, file: Int, scope: Scope, caseName: String, type: String)? {
        guard let c = resolver.caseValue(base, file: file, scope), let type = c.type ?? enumHolding([c.name]),
              let p = resolver.property(name, of: type) else { return nil }
        var inner = Scope(depth: scope.depth + 1)
        inner.names["self"] = .enumCase(type: type, name: c.name)
        inner.selfType = type
        guard let (x, f2, s2) = p.node.initial.map({ ($0, p.file, inner) })
                ?? p.node.accessor.flatMap({ resolver.value(of: $0, file: p.file, inner, literalIsKey: false) }) else { return nil }
        return (x, f2, s2, c.name, type)
    }
}

// A list decided at run time mapped to a tab enum through its raw values
// (`config.tabs?.compactMap { Section(rawValue: $0)?.info } ?? []`): each case
// of the enum, in declaration order, under a comment that the list decides.

extension Extractor {
    func rawValueCases(_ closure: Closure, over list: Expr, _ site: TabsSite) -> [(Expr, TabsSite)] {
        let parameter = closure.parameters.first ?? "$0"
        guard closure.body.count == 1, case .expression(let made)? = closure.body.first?.kind else { return [] }
        // The `Type(rawValue: parameter)` call at the root of the member chain the closure gives.
        var root = made
        var names: [String] = []
        for _ in 0..<8 {
            guard case .member(let b?, let n) = root.kind else { break }
            names.insert(n, at: 0)
            root = b
        }
        guard let call = root.call, let type = call.callee.path?.joined(separator: "."), call.arguments.count == 1,
              let a = call.arguments.first("rawValue"), a.path == [parameter] else { return [] }
        let cases = resolver.cases(of: type)
        let code = resolver.snippet(site.file, list.start, list.end)
        return cases.map { c in
            var x = Expr(kind: .member(call.callee, c.name), start: made.start, end: made.end)
            for n in names { x = Expr(kind: .member(x, n), start: made.start, end: made.end) }
            var context = site
            context.caseName = c.name
            context.caseType = type
            context.condition = (nil, "\(code) holds .\(c.name) (decided at run time)")
            return (x, context)
        }
    }
}
