// A tab label made by a method of a project type that the view reaches
// through its properties: `.tabItem { style.bar.item(symbol: "house",
// caption: "Home") }`, where `struct BarStyle { func item(symbol: String,
// caption: String) -> some View { Label(…) } }`. The receiver's type is not
// followed; the method is found by its name among the project's types, and
// read only when exactly one declaration fits the arguments' labels. Its
// parameters are bound to the arguments; `self` is left unbound, so a test
// of the type's own settings stays undecided.
//
// A title that a setting may hide (`showsCaption ? caption : ""`, the
// condition not decided): the title it shows.

extension Extractor {
    /// The body of the one project method a chained call (`a.b.item(symbol:caption:)`) names and fits, its parameters bound.
    func chainedLabelHelper(_ e: Expr, _ f: Int, _ env: Environment) -> (body: [Stmt], file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth, let call = e.call, call.trailing.isEmpty, !call.arguments.isEmpty,
              case .member(let base?, let name) = call.callee.kind, let path = base.path, !path.isEmpty,
              path.first != "self", !(path.first?.first?.isUppercase ?? true) else { return nil }
        let fitting = resolver.methods(named: name).filter { $0.node.accepts(call.arguments) && $0.node.body != nil }
        guard fitting.count == 1, let m = fitting.first, let body = m.node.body else { return nil }
        var inner = bind(m.node, call.arguments, f, env, declFile: m.file)
        inner.names["self"] = nil
        return (body, m.file, inner)
    }

    /// The branch a title shows when the other is the empty string and the condition is not decided (`shows ? caption : ""`).
    func shownTitleBranch(_ e: Expr, _ f: Int, _ env: Environment) -> Expr? {
        guard case .ternary(let c, let yes, let no) = e.kind, (yes.literal == "") != (no.literal == ""),
              resolver.decide(c, file: f, scope(env, at: e, f)) == nil else { return nil }
        return yes.literal == "" ? no : yes
    }
}
