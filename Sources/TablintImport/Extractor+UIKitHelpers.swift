// UIKit tabs made by a helper: `viewControllers = makeTabs()`,
// `ScreenFactory.makeScreens()`, `builder.tabs()`, `self.controllers()`.
// The helper's declaration is found by the resolver (a method of the
// tab bar controller's type, a static or instance method of the type the
// call names, a free function, or else the one method of that name in the
// app) and the array it returns is read as if written at the call, in the
// helper's body and file, so that its locals, `append`s and factory calls
// are followed as the tab bar controller's own are.

extension Extractor {
    /// A controller class of Apple's frameworks (`UINavigationController`, `SFSafariViewController`), never the app's.
    static func isSystemClass(_ name: String) -> Bool {
        ["UI", "NS", "SF", "MF", "AV", "QL", "WK", "PK", "CN", "EK", "PH", "GK", "MK", "SK"].contains { name.hasPrefix($0) }
    }

    /// The elements of the array a helper call returns, or nil when the callee is no helper the resolver knows.
    func helperElements(_ callee: Expr, _ site: TabsSite, _ scope: Scope, budget: Int) -> [(Expr, TabsSite)]? {
        guard let (fn, owner) = helperFunction(callee, site), let body = fn.node.body else { return nil }
        var inner = site
        inner.file = fn.file
        inner.body = body
        inner.type = owner ?? site.type
        inner.function = fn.node.name
        inner.parameters = fn.node.parameters
        for st in body {
            if case .returns(let r?) = st.kind { return elements(r, inner, scope, budget: budget + 1) }
        }
        if body.count == 1, case .expression(let r) = body[0].kind { return elements(r, inner, scope, budget: budget + 1) }
        return nil
    }

    /// The declaration a call names, and the type that holds it (nil for a free function).
    private func helperFunction(_ callee: Expr, _ site: TabsSite) -> (Resolver.FunctionRef, String?)? {
        let returnsArray: (FunctionNode) -> Bool = { $0.returnType?.hasPrefix("[") ?? false }
        var kind = callee.kind
        if case .member(let base?, let n) = kind, case .name("self") = base.kind { kind = .name(n) }
        switch kind {
        case .name(let n):
            if let m = resolver.methods(n, of: site.type).first(where: { returnsArray($0.node) }) { return (Resolver.FunctionRef(file: m.file, node: m.node), site.type) }
            if let f = resolver.function(n).first(where: { returnsArray($0.node) }) { return (f, nil) }
            return nil
        case .member(let base?, let n):
            // `Screens.all()`, and `Factory.shared.make()` (a singleton of the type it names).
            for owner in (base.path ?? []).reversed() where !owner.isEmpty && resolver.isType(owner) {
                if let m = resolver.methods(n, of: owner).first(where: { returnsArray($0.node) }) {
                    return (Resolver.FunctionRef(file: m.file, node: m.node), owner)
                }
            }
            // `builder.tabs()`: the one method of that name in the app that returns an array.
            let all = resolver.methods(named: n).filter { returnsArray($0.node) }
            if all.count == 1, let m = all.first { return (Resolver.FunctionRef(file: m.file, node: m.node), m.type) }
            return nil
        default:
            return nil
        }
    }

    /// An array literal's elements with `.home` written `MainTab.home` when another element names
    /// the enum (`[MainTab.settings, .home]`): the literal's type, as Swift infers it.
    func typedCases(_ es: [Expr]) -> [Expr] {
        var type: (name: String, expr: Expr)?
        for x in es {
            if case .member(let b?, let c) = x.kind, case .name(let t) = b.kind,
               index.enumCases[t]?.contains(where: { $0.name == c }) ?? false { type = (t, b); break }
        }
        guard let type else { return es }
        return es.map { x in
            guard case .member(nil, let c) = x.kind, index.enumCases[type.name]?.contains(where: { $0.name == c }) ?? false else { return x }
            return Expr(kind: .member(Expr(kind: type.expr.kind, start: x.start, end: x.start), c), start: x.start, end: x.end)
        }
    }

    /// Items given to the controllers by index in a loop (`for (i, vc) in viewControllers.enumerated() { vc.tabBarItem = items[i] }`):
    /// the items array's elements, in order.
    func pairedItems(_ site: TabsSite) -> [Expr] {
        for st in site.body {
            guard case .loop(_, let sequence?, let body) = st.kind, resolver.snippet(site.file, sequence.start, sequence.end).contains("viewControllers") else { continue }
            for inner in body {
                guard case .assignment(let target, "=", let value) = inner.kind, target.lastName == "tabBarItem",
                      case .subscripted(let list, _) = value.kind, let name = list.lastName,
                      let initial = locals(site.body)[name]?.initial, case .array(let items) = initial.kind else { continue }
                return items
            }
        }
        return []
    }
}

extension Extractor {
    /// An image expression: `UIImage(systemName:)` an icon, `UIImage(named:)` and R.swift's `R.image.x()` an image.
    func iconOf(_ e: Expr, _ file: Int, _ scope: Scope, budget: Int) -> IconValue {
        guard budget < 6 else { return IconValue(unknown: code(e, file)) }
        switch e.kind {
        case .call(let callee, let args, _):
            if ["UIImage", "Image", "NSImage"].contains(callee.lastName ?? "") {
                if let a = args.first("systemName"), let v = resolver.text(a, file: file, scope) { return IconValue(icon: v.text) }
                if let a = args.first("named") ?? args.first(nil), let v = resolver.text(a, file: file, scope) { return IconValue(image: v.text) }
            }
            if let path = callee.path, path.count >= 3, path[0] == "R", path[1] == "image", let last = path.last { return IconValue(image: last) }
            if case .member(let base?, _) = callee.kind {
                // A modifier on an image (`….withRenderingMode(.alwaysOriginal)`); else a factory the resolver may read whole (`Glyphs.named("x")`).
                let read = iconOf(base, file, scope, budget: budget + 1)
                guard read.isEmpty, read.unknown != nil else { return read }
                if let made = resolver.icon(e, file: file, scope) { return made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
                return IconValue(unknown: code(e, file))
            }
            // `{ if #available(iOS 13, *) { return UIImage(systemName: "book") } … }()`: what the closure returns.
            if case .closure(let c) = callee.kind, args.isEmpty, let (x, f2, s2) = resolver.value(of: c.body, file: file, scope, literalIsKey: false) { return iconOf(x, f2, s2, budget: budget + 1) }
        case .name("nil"): return IconValue()
        case .name(let n):
            if case .expression(let x, let f2, let s2)? = scope.names[n] { return iconOf(x, f2, s2, budget: budget + 1) }
        case .binary(let l, "??", _): return iconOf(l, file, scope, budget: budget + 1)
        default: break
        }
        if let made = resolver.icon(e, file: file, scope) { return made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
        return IconValue(unknown: code(e, file))
    }
}
