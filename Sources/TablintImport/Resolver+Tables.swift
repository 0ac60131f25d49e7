// The table a localization key is read from, when the code names one:
// `NSLocalizedString("k", tableName: "Home", comment: "")`,
// `String(localized: "k", table: "Home")`, SwiftGen's `L10n.tr("Home", "k")`,
// and a localizing helper called on a value made with a table
// (`String.home.localized("k")` where `static var home: Builder { .init(tableName: "Home", bundle: .main) }`).
// The draft keeps it to tell one key read from two tables apart (docs/import.md, "Two tables, one key").

extension Resolver {
    /// The labels that name a table in the localizing calls and in a value made to localize from one.
    static let tableLabels = ["tableName", "table"]

    /// The table a call's `tableName:` or `table:` argument names, when it is a constant.
    func tableArgument(_ args: [Argument], file: Int, _ scope: Scope) -> String? {
        for label in Self.tableLabels {
            if let a = args.first(label), let v = text(a, file: file, scope), !v.text.isEmpty { return v.text }
        }
        return nil
    }

    /// The table of the value a localizing helper is called on (`String.home` in `String.home.localized("k")`):
    /// a static member of a type whose value (its initial value, or what its getter gives) is a call naming a table.
    func receiverTable(_ base: Expr, file: Int, _ scope: Scope) -> String? {
        guard let inner = scope.deeper(), case .member(let owner?, let name) = base.kind, let type = owner.path?.last, isType(type),
              let p = property(name, of: type, preferring: file) else { return nil }
        var made = p.node.initial
        var madeFile = p.file
        if made == nil, let body = p.node.accessor, let (e, f2, _) = value(of: body, file: p.file, inner, literalIsKey: false) {
            made = e
            madeFile = f2
        }
        guard let call = made?.call else { return nil }
        return tableArgument(call.arguments, file: madeFile, inner)
    }
}
