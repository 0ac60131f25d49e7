import TabsLint

// Where a file's `TabView { }` calls are, and the platforms `#if os(...)`
// gives each: around its type or around the member that holds it (`#if
// os(tvOS)` `var details` … `#if os(iOS) || os(visionOS)` `var details`), an
// `#else` after clauses that each name platforms standing for those they
// leave. A tab view inside `#if DEBUG` (a preview's, a debug screen's) is not
// the app's.

extension Extractor {
    /// Each `TabView` call with a trailing body (or a `content:` closure, moved to the trailing place): the call, its modifiers, and the platforms of the
    /// `#if` clauses around it (empty: no clause names any). Static: called once a file.
    static func tabViewCalls(_ statements: [Stmt]) -> [(head: Expr, modifiers: [Modifier], platforms: [Platform])] {
        var found: [(head: Expr, modifiers: [Modifier], platforms: [Platform])] = []
        var platforms: [Platform] = []
        func visit(_ e: Expr) {
            let (base, modifiers) = viewChain(e)
            if let call = base.call, case .name("TabView") = call.callee.kind, call.trailing.contains(where: { $0.label == nil }) {
                found.append((base, modifiers, platforms))
                return
            }
            // `TabView(selection: $tab, content: { … })`: the body given as an argument, read as a trailing one.
            if let call = base.call, case .name("TabView") = call.callee.kind,
               let n = call.arguments.firstIndex(where: { $0.label == "content" }), case .closure(let body) = call.arguments[n].value.kind {
                var arguments = call.arguments
                arguments.remove(at: n)
                let head = Expr(kind: .call(call.callee, arguments, [(label: nil, closure: body)]), start: base.start, end: base.end)
                found.append((head, modifiers, platforms))
                return
            }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, skipDebug: true, visit) } })
        }
        func declarations(_ list: [Stmt], depth: Int) {
            for st in list {
                switch st.kind {
                case .type(let t) where depth < 16: declarations(t.members, depth: depth + 1)
                case .ifConfig(let clauses) where depth < 16:
                    var earlier: [Platform]? = []
                    for c in clauses {
                        let outer = platforms
                        let named = c.isElse ? [] : Self.platforms(of: c.condition)
                        let own = c.isElse ? Platform.allCases.filter { !(earlier ?? Platform.allCases).contains($0) } : named
                        earlier = named.isEmpty ? nil : earlier.map { $0 + named }
                        if !c.isElse && Resolver.isDebug(c.condition) { continue }
                        if !own.isEmpty { platforms = outer.isEmpty ? own : outer.filter(own.contains) }
                        declarations(c.body, depth: depth + 1)
                        platforms = outer
                    }
                default: TreeWalk.expressions(st, skipDebug: true, visit)
                }
            }
        }
        declarations(statements, depth: 0)
        return found
    }
}
