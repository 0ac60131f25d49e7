// A bare name that is a property of the type being read and whose value is
// one enum case: `var films: Pane { .films }` in a view that writes
// `Tab(films.title, image: films.symbol, value: films)`. The case is read
// from the property's initial value or its getter's single expression, its
// type from the property's annotation when the value does not name it.

extension Resolver {
    /// The case a property of `scope.selfType` named `name` holds, when its value is one.
    func propertyCase(_ name: String, _ scope: Scope) -> (type: String?, name: String)? {
        guard let owner = scope.selfType, let inner = scope.deeper(), let p = property(name, of: owner),
              let value = p.node.initial ?? p.node.accessor.flatMap(Self.singleValue) else { return nil }
        var s = inner
        s.names = [:]
        guard let c = caseValue(value, file: p.file, s) else { return nil }
        if c.type != nil { return c }
        guard let declared = p.node.type.map({ String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) }),
              !declared.isEmpty, isEnum(declared) else { return nil }
        return (canonical(declared), c.name)
    }

    /// The value a body of one statement gives: `{ .films }`, `{ return .films }`.
    static func singleValue(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let e), .returns(let e?): return e
        default: return nil
        }
    }
}
