// The order a custom tab bar lays an enum's cases out in, for an enum that
// no tab view's code could be read for: a view that calls one helper per
// case, written out in a row (`item(for: .inbox)`, `item(for: .archive)`).
// The helper is a function of one parameter of the enum's type; the first
// body (in file order) that passes it two or more of the cases gives their
// order. Files that name the type are noted (read on demand).

extension Extractor {
    /// The cases of `type` a body passes one by one to a helper taking the type, in that order, and the
    /// helper as written (`item(for:)`); nil when no body passes two or more.
    func laidOutCases(_ type: String, cases: [String]) -> (names: [String], helper: String)? {
        resolver.log?.noteCalls(type)
        let known = Set(cases)
        var helpers: Set<String> = []
        for file in resolver.files where !file.isGenerated {
            TreeWalk.statements(file.statements) { st in
                guard case .function(let fn) = st.kind, fn.name != "init", fn.parameters.count == 1,
                      Self.lastTypeName(fn.parameters[0].type) == type else { return }
                helpers.insert(fn.name)
            }
        }
        guard !helpers.isEmpty else { return nil }
        var found: (names: [String], helper: String)?
        var steps = 0
        for file in resolver.files where found == nil && !file.isGenerated {
            TreeWalk.statements(file.statements) { st in
                guard found == nil else { return }
                let body: [Stmt]
                switch st.kind {
                case .function(let fn): body = fn.body ?? []
                case .variable(let v): body = v.accessor ?? []
                default: return
                }
                var names: [String] = []
                var helper = ""
                func visit(_ e: Expr) {
                    steps += 1
                    guard steps < 200_000 else { return }
                    if case .call(let callee, let args, _) = e.kind, args.count == 1, let name = callee.lastName, helpers.contains(name),
                       let c = Self.writtenCase(args[0].value, type), known.contains(c), !names.contains(c) {
                        let written = "\(name)(\(args[0].label ?? "_"):)"
                        if helper.isEmpty || helper == written {
                            names.append(c)
                            helper = written
                        }
                    }
                    TreeWalk.children(e, visit) { stmts in for s in stmts { TreeWalk.expressions(s) { visit($0) } } }
                }
                for s in body { TreeWalk.expressions(s) { visit($0) } }
                if names.count >= 2 { found = (names, helper) }
            }
        }
        return found
    }

    /// `.inbox` or `Type.inbox`: the case's name.
    private static func writtenCase(_ e: Expr, _ type: String) -> String? {
        switch e.kind {
        case .member(nil, let c): return c
        case .member(let b?, let c): return b.path?.last == type ? c : nil
        default: return nil
        }
    }

    /// `Outer.Tab?` gives `Tab`.
    private static func lastTypeName(_ written: String) -> String {
        let plain = written.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }
}
