// A `ForEach` over a list made at run time, of a type the Swift read does
// not declare (another language's enum, a server's data), whose body reads
// each element through a helper that switches over it:
// `Text(title(for: tab))` with `func title(for tab: HomeTab) -> LocalizedStringKey
// { switch tab { case .home: "tab.home" … } }`. The cases the first such
// switch names are the tabs, in its order, with a comment that the list is
// the app's to check. Only helpers declared in the view's own file count.

extension Extractor {
    /// The element type and the cases a helper called with the `ForEach` parameter switches over.
    func helperSwitchCases(by parameter: String, in body: [Stmt], _ f: Int) -> (type: String, names: [String], helper: String)? {
        var helpers: [String] = []
        var left = 20_000
        func visit(_ e: Expr) {
            guard left > 0 else { return }
            left -= 1
            if let call = e.call, case .name(let n) = call.callee.kind, call.arguments.count == 1,
               case .name(parameter) = call.arguments[0].value.kind, !helpers.contains(n) {
                helpers.append(n)
            }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, visit) } })
        }
        for st in body { TreeWalk.expressions(st, visit) }
        guard !helpers.isEmpty else { return nil }
        var found: (type: String, names: [String], helper: String)?
        TreeWalk.statements(resolver.files[f].statements, budget: 20_000) { st in
            guard found == nil, case .function(let fn) = st.kind, helpers.contains(fn.name), fn.parameters.count == 1,
                  let first = fn.body?.first, case .switches(let sw) = first.kind,
                  case .name(fn.parameters[0].name) = sw.subject.kind else { return }
            var names: [String] = []
            for k in sw.cases {
                for p in k.patterns {
                    guard case .member(nil, let c) = p.kind else { return }
                    if !names.contains(c) { names.append(c) }
                }
            }
            let type = String(fn.parameters[0].type.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            guard names.count >= 2, !type.isEmpty else { return }
            found = (type, names, fn.name)
        }
        return found
    }
}
