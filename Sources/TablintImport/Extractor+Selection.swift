import TabsLint

// The code that receives a tab view's selection, read from the tree: its
// initial value, and what turns a value aside (an action tab), in SwiftUI
// (`onChange(of:)` putting the old value back, a `Binding(get:set:)` whose
// setter presents instead of keeping the value) and in UIKit
// (`selectedIndex = N`, `tabBarController(_:shouldSelect:)` returning false).

extension Extractor {
    // MARK: Selection

    /// The constant initial value of the selection state, as a tab id.
    func initialSelection(_ name: String, in type: TypeNode, view: ImportedTabView) -> String? {
        var found: VariableNode?
        TreeWalk.statements(type.members) { st in
            if found == nil, case .variable(let v) = st.kind, !v.isLet, v.name == name { found = v }
        }
        guard let initial = found?.initial else { return nil }
        if let c = enumCase(initial, Environment()) {
            return view.allTabs.first(where: { $0.value == c.name })?.id ?? c.name
        }
        let literal: String? = {
            if let v = initial.literal { return v }
            if case .number(let n) = initial.kind { return n }
            return nil
        }()
        guard let literal else { return nil }
        return view.allTabs.first(where: { $0.value == literal })?.id
    }

    /// Action tabs from behaviour: an `onChange(of: selection)` that puts
    /// the old value back (its closure after or inside the parentheses),
    /// or a `Binding(get:set:)` whose setter presents something instead of
    /// keeping a value.
    func markActions(selection: String, in type: TypeNode, _ f: Int, view: inout ImportedTabView) {
        var marks: [(name: String, place: SourcePlace)] = []
        func visit(_ e: Expr) {
            if let call = e.call, case .member(_, "onChange") = call.callee.kind, let of = call.arguments.first?.value,
               observes(of, selection) {
                let closure = call.trailing.first?.closure ?? call.arguments.lazy.compactMap { a -> Closure? in
                    if case .closure(let c) = a.value.kind { return c }
                    return nil
                }.first
                if let body = closure?.body, assigns(body, selection) || assigns(body, path: observedPath(of)) {
                    for name in compared(body) { marks.append((name, place(f, max(call.callee.end - 1, call.callee.start)))) }
                }
            }
            if let call = e.call, let set = call.arguments.first("set"), case .closure(let c) = set.kind {
                // `if newValue == .compose { present } else { selection = newValue }`
                setterIfs(c.body, selection, c.parameters.first ?? "newValue", f, &marks)
            }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, visit) } })
        }
        for st in type.members { TreeWalk.expressions(st, visit) }
        for m in marks { markAction(m.name, in: &view, place: m.place) }
    }

    /// Whether `onChange(of:)`'s value is the selection (`selection`, `$selection`, `self.selection`).
    private func observes(_ e: Expr, _ selection: String) -> Bool {
        guard let path = e.path?.filter({ !$0.isEmpty && $0 != "self" }), let first = path.first else { return false }
        return first == selection || first == "$" + selection
    }

    /// `router.tab` for `$router.tab` or `self.router.tab` (nil for a single name: `assigns(_:_:)` reads those).
    private func observedPath(_ e: Expr) -> [String]? {
        guard var path = e.path?.filter({ !$0.isEmpty && $0 != "self" }), path.count > 1, var first = path.first else { return nil }
        if first.hasPrefix("$") { first.removeFirst(); path[0] = first }
        return path
    }

    /// Whether the statements assign the member chain `path` (`router.tab = saved`, `self.router.tab = saved`).
    private func assigns(_ body: [Stmt], path: [String]?) -> Bool {
        guard let path else { return false }
        var found = false
        TreeWalk.statements(body) { st in
            if case .assignment(let target, "=", _) = st.kind, let t = target.path, t == path || t == ["self"] + path { found = true }
        }
        return found
    }

    /// The `if`s of a setter whose branch turns the value aside: it keeps no value, or only puts a saved one back
    /// (`selection = previous`, a name other than the setter's parameter).
    private func setterIfs(_ body: [Stmt], _ selection: String, _ parameter: String, _ f: Int, _ marks: inout [(name: String, place: SourcePlace)]) {
        for st in body {
            guard case .conditional(let c) = st.kind, c.keyword == "if" else { continue }
            if !assigns(c.then, selection) || putsBack(c.then, selection, parameter) {
                for name in compared(conditions: c.conditions) { marks.append((name, place(f, st.start))) }
            }
            setterIfs(c.otherwise ?? [], selection, parameter, f, &marks)
        }
    }

    /// Whether every assignment of the selection in the statements (closures included) gives it a saved value:
    /// a plain name (`selection = previous`) other than the setter's parameter.
    private func putsBack(_ body: [Stmt], _ name: String, _ parameter: String) -> Bool {
        var saved = 0
        var other = 0
        TreeWalk.statements(body) { st in
            guard case .assignment(let target, "=", let value) = st.kind, let path = target.path, path == [name] || path == ["self", name] else { return }
            if case .name(let n) = value.kind, n != parameter, n != "newValue", n != name { saved += 1 } else { other += 1 }
        }
        return saved > 0 && other == 0
    }

    /// Whether the statements assign the name (`selection = old`, `self.selection = old`), closures included.
    func assigns(_ body: [Stmt], _ name: String) -> Bool {
        var found = false
        TreeWalk.statements(body) { st in
            if case .assignment(let target, "=", _) = st.kind, let path = target.path, path == [name] || path == ["self", name] { found = true }
        }
        return found
    }

    /// The cases compared in statements: `== .x`, `== X.x`, `case .x`.
    func compared(_ body: [Stmt]) -> [String] {
        var names: [String] = []
        func visit(_ e: Expr) {
            if case .binary(_, "==", let r) = e.kind, let n = comparedCase(r) { names.append(n) }
            TreeWalk.children(e, visit, { for st in $0 { TreeWalk.expressions(st, visit) } })
        }
        TreeWalk.statements(body) { st in
            switch st.kind {
            case .switches(let sw): for k in sw.cases { for p in k.patterns { if let n = comparedCase(p) { names.append(n) } } }
            case .conditional(let c): names += compared(conditions: c.conditions)
            case .expression(let e), .returns(let e?): visit(e)
            case .assignment(_, _, let v): visit(v)
            default: break
            }
        }
        return names
    }

    func compared(conditions: [Condition]) -> [String] {
        var names: [String] = []
        func visit(_ e: Expr) {
            if case .binary(_, "==", let r) = e.kind, let n = comparedCase(r) { names.append(n) }
            TreeWalk.children(e, visit, { _ in })
        }
        for c in conditions {
            if case .expression(let e) = c { visit(e) }
            // `if case .compose = value`, `if case let Place.compose(draft) = value`: the pattern's case.
            if case .binding(nil, _?, let pattern?) = c, let n = comparedCase(pattern.call?.callee ?? pattern) { names.append(n) }
        }
        return names
    }

    /// `.x` or `X.x`: the case's name.
    private func comparedCase(_ e: Expr) -> String? {
        switch e.kind {
        case .member(nil, let n): return n
        case .member(let b?, let n): if case .name = b.kind { return n }
        default: break
        }
        return nil
    }

    func markAction(_ value: String, in view: inout ImportedTabView, place: SourcePlace) {
        func mark(_ t: inout ImportedTab) {
            guard t.value == value || t.id == value, !t.roles.contains(.action) else { return }
            t.roles.append(.action)
            t.actionAt = place
        }
        for n in view.items.indices {
            switch view.items[n] {
            case .tab(var t): mark(&t); view.items[n] = .tab(t)
            case .section(var sec):
                for k in sec.tabs.indices { mark(&sec.tabs[k]) }
                view.items[n] = .section(sec)
            }
        }
    }

    // MARK: UIKit

    /// `selectedIndex = N` in the type or an extension of it.
    func selectedIndex(in type: String, view: ImportedTabView) -> String? {
        var found: Int?
        for decl in resolver.declarations(type) {
            TreeWalk.statements(decl.node.members) { st in
                if found == nil, case .assignment(let target, "=", let value) = st.kind, target.lastName == "selectedIndex",
                   case .number(let n) = value.kind, let k = Int(n) { found = k }
            }
        }
        let tabs = view.allTabs
        guard let n = found, n >= 0, n < tabs.count else { return nil }
        return tabs[n].id
    }

    /// `tabBarController(_:shouldSelect:)` returning false for a controller: an action tab, named
    /// by its value, its variable, its class in a type test, or its id as a string.
    func shouldSelectActions(view: inout ImportedTabView, controllers: [String: (type: String?, variable: String?)]) {
        for (f, file) in resolver.files.enumerated() where Prefilter.holds("shouldSelect", in: file.source.bytes) {
            for (body, parameters) in Self.shouldSelectBodies(file.statements) {
                shouldSelectIfs(body, f, controllers, &view, parameters: parameters)
                shouldSelectSwitches(body, f, &view)
            }
        }
    }

    /// The bodies of the functions taking `shouldSelect:`, in the file's order. Static, so the
    /// walk's closure holds no copy of the extractor (a copy per statement was a third of the run).
    /// With each body, its parameters' names: the controller asked about is no tab's variable.
    private static func shouldSelectBodies(_ statements: [Stmt]) -> [(body: [Stmt], parameters: Set<String>)] {
        var bodies: [(body: [Stmt], parameters: Set<String>)] = []
        TreeWalk.statements(statements) { st in
            guard case .function(let fn) = st.kind, fn.parameters.contains(where: { $0.label == "shouldSelect" || $0.label == "shouldSelectTab" }),
                  let body = fn.body else { return }
            bodies.append((body, Set(fn.parameters.map(\.name))))
        }
        return bodies
    }

    private func shouldSelectIfs(_ body: [Stmt], _ f: Int, _ controllers: [String: (type: String?, variable: String?)], _ view: inout ImportedTabView,
                                 parameters: Set<String>) {
        // Whether the statements from each place on return `false`: one walk, however many guards.
        var tailReturnsFalse = [Bool](repeating: false, count: body.count + 1)
        for k in body.indices.reversed() { tailReturnsFalse[k] = tailReturnsFalse[k + 1] || returnsFalse([body[k]]) }
        for (n, st) in body.enumerated() {
            guard case .conditional(let c) = st.kind, c.keyword == "if" || c.keyword == "guard" else { continue }
            // `guard viewController == more else { return true }; …; return false`: what follows the guard turns it aside.
            let isGuard = c.keyword == "guard"
            defer { if !isGuard { shouldSelectIfs(c.otherwise ?? [], f, controllers, &view, parameters: parameters) } }
            let turnsAside = isGuard ? !returnsFalse(c.otherwise ?? []) && tailReturnsFalse[n + 1] : returnsFalse(c.then)
            guard turnsAside else { continue }
            var names: Set<String> = []
            var strings: Set<String> = []
            func visit(_ e: Expr) {
                switch e.kind {
                case .name(let n), .member(_, let n): names.insert(n)
                case .cast(_, let t): names.insert(t.filter { $0 != "?" && $0 != "!" })
                default: break
                }
                if let v = e.literal { strings.insert(v) }
                TreeWalk.children(e, visit, { _ in })
            }
            for cond in c.conditions { if case .expression(let e) = cond { visit(e) } }
            names.subtract(parameters)
            let at = place(f, st.start)
            for (id, controller) in controllers.sorted(by: { $0.key < $1.key }) {
                if controller.type.map(names.contains) ?? false || controller.variable.map(names.contains) ?? false || strings.contains(id) {
                    markAction(id, in: &view, place: at)
                }
            }
            for name in compared(conditions: c.conditions) { markAction(name, in: &view, place: at) }
            for t in view.allTabs where strings.contains(t.id) { markAction(t.id, in: &view, place: at) }
        }
    }

    /// `switch tab { case .compose: return false; default: return true }` over the tab enum's value, anywhere
    /// in the body (inside `if let tab = …` too): a case returning false is an action tab.
    private func shouldSelectSwitches(_ body: [Stmt], _ f: Int, _ view: inout ImportedTabView) {
        var marks: [(name: String, at: Int)] = []
        TreeWalk.statements(body) { st in
            guard case .switches(let sw) = st.kind else { return }
            for k in sw.cases where !k.patterns.isEmpty && k.body.contains(where: { s in
                if case .returns(let e?) = s.kind, case .name("false") = e.kind { return true }
                return false
            }) {
                for p in k.patterns { if case .member(_, let n) = p.kind { marks.append((n, k.at)) } }
            }
        }
        let ids = Set(view.allTabs.flatMap { [$0.id, $0.value ?? $0.id] })
        for m in marks where ids.contains(m.name) { markAction(m.name, in: &view, place: place(f, m.at)) }
    }

    private func returnsFalse(_ body: [Stmt]) -> Bool {
        var found = false
        TreeWalk.statements(body) { st in if case .returns(let e?) = st.kind, case .name("false") = e.kind { found = true } }
        return found
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
