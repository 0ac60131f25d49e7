// Tabs that are types: a helper given a type (`makeTab(Home.self)`, a
// parameter typed `(some RootTab).Type`) reads each tab's facts from the
// type's static members (`tab.title`, `tab.symbol.rawValue`), declared by
// the type or, as a default, by an extension of a protocol the type adopts
// (`extension RootTab { static var id: String { String(describing: Self.self) } }`),
// where `Self` is the type given. Bounded by `Scope.maximumDepth`.

extension Resolver {
    /// The type an expression stands for as a value: `Home.self`, `Self.self` or `Self` inside a type, a name bound to one.
    func metatype(_ e: Expr, _ scope: Scope) -> String? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .member(let base?, "self"):
            if case .name("Self") = base.kind { return scope.selfType }
            guard let path = base.path, !path.isEmpty, !path.contains(""), let last = path.last, isType(last) else { return nil }
            return path.joined(separator: ".")
        case .name("Self"):
            return scope.selfType
        case .name(let n):
            if case .expression(let x, _, let s2)? = scope.names[n], x.start != e.start { return metatype(x, s2.deeper() ?? inner) }
            return nil
        default:
            return nil
        }
    }

    /// A static property of a type, else the one an extension of a protocol it adopts declares (a default).
    func staticProperty(_ name: String, of type: String) -> (file: Int, node: VariableNode)? {
        if let p = property(name, of: type) { return p }
        var adopted: [String] = []
        for ref in declarations(type) { adopted += ref.node.inherits.filter { isType($0) && !adopted.contains($0) } }
        // The protocol declares the requirement (`{ get }`); the default is in an extension of it.
        for proto in adopted.prefix(16) {
            for ref in declarations(proto) where ref.node.keyword == "extension" {
                for m in ref.node.members {
                    if case .variable(let v) = m.kind, v.name == name, v.isStatic { return (ref.file, v) }
                }
            }
        }
        return nil
    }

    /// `tab.m` with `tab` a type given as a value: its static property `m`, read with `Self` the type;
    /// `tab.symbol.rawValue` where that property is an SFSafeSymbols case: the symbol's name.
    func metatypeMemberText(_ base: Expr, _ m: String, file: Int, _ scope: Scope, literalIsKey: Bool) -> TextValue? {
        if let t = metatype(base, scope), let p = staticProperty(m, of: t) {
            var s = Scope(depth: scope.depth)
            s.selfType = t
            return propertyText(p, s, literalIsKey: literalIsKey)
        }
        guard m == "rawValue", case .member(let owner?, let name) = base.kind, let t = metatype(owner, scope),
              let p = staticProperty(name, of: t), p.node.type == "SFSymbol" else { return nil }
        var s = Scope(depth: scope.depth)
        s.selfType = t
        let given: Expr?
        if let initial = p.node.initial { given = initial } else { given = p.node.accessor.flatMap { value(of: $0, file: p.file, s, literalIsKey: false)?.0 } }
        return given.flatMap { safeSymbol($0, file: p.file, s) }.map { TextValue(text: $0, isKey: false) }
    }
}
