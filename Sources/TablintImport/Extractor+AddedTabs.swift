// Tabs added one call at a time (`addTab(home)`): coordinator libraries give
// a tab bar coordinator a method that appends a child coordinator's
// controller to its tab bar controller and starts the child. The method is
// the library's, so no Swift file here declares it: each call of an
// undeclared `addTab` in a type that holds a tab bar controller (a property
// typed as one, its own or a superclass's, or the type itself) adds one tab,
// in the order the calls run (from the methods no other one calls, a call of
// another method read where it is written). The argument is the child
// (a local made beside the call is read as what made it); its tab is the
// controller the child's class sets a `tabBarItem` on, in any of its methods
// (`root.tabBarItem = UITabBarItem(…)` in `start()`), else the argument
// itself, read as any element is.

extension Extractor {
    /// The names of the library methods that add one tab.
    static let addingCallees: Set<String> = ["addTab"]

    /// One site a file and type whose methods call an undeclared `addTab`, its elements the children.
    func addedTabSites() -> [TabsSite] {
        var result: [TabsSite] = []
        for (f, file) in resolver.files.enumerated() where !file.isGenerated {
            var types: [TypeNode] = []
            TreeWalk.statements(file.statements) { st in if case .type(let t) = st.kind { types.append(t) } }
            for t in types {
                // The calls first: the lookups below (which note names to read) only for a type that makes them.
                let (elements, first) = addedChildren(t)
                guard let first, !elements.isEmpty, Self.addingCallees.allSatisfy({ !declaresMethod($0, t.name) }), holdsTabBar(t.name) else { continue }
                let list = Expr(kind: .array(elements), start: first, end: first + 1)
                result.append(TabsSite(file: f, type: t.name, token: first, value: list, body: []))
            }
        }
        return result
    }

    /// What a step of a method does: add a child, or call another method of the type.
    private enum Step { case add(Expr, [Stmt], Int), call(String) }

    /// The children a type's methods add, in the order they run: from each method no other method of the
    /// type calls (in declaration order), a call of another method (`addHome()`) read where it is written,
    /// each method once; and where the first is added.
    private func addedChildren(_ t: TypeNode) -> ([Expr], Int?) {
        var steps: [String: [Step]] = [:]
        var order: [String] = []
        for m in t.members {
            guard case .function(let fn) = m.kind, let body = fn.body else { continue }
            if steps[fn.name] == nil { order.append(fn.name) }
            TreeWalk.statements(body) { st in
                guard case .expression(let e) = st.kind, let call = e.call, let name = call.callee.lastName,
                      call.callee.path == [name] || call.callee.path == ["self", name] else { return }
                if Self.addingCallees.contains(name), call.arguments.count == 1, let argument = call.arguments.first?.value {
                    steps[fn.name, default: []].append(.add(argument, body, st.start))
                } else if call.arguments.isEmpty, name != fn.name {
                    steps[fn.name, default: []].append(.call(name))
                }
            }
        }
        guard steps.values.contains(where: { $0.contains { if case .add = $0 { return true }; return false } }) else { return ([], nil) }
        let called = Set(steps.values.joined().compactMap { if case .call(let n) = $0 { return n }; return nil })
        var done: Set<String> = []
        var elements: [Expr] = []
        var first: Int?
        func run(_ name: String, _ depth: Int) {
            guard depth < 16, elements.count < 64, done.insert(name).inserted else { return }
            for step in steps[name] ?? [] {
                switch step {
                case .add(let argument, let body, let at):
                    guard elements.count < 64 else { return }
                    elements.append(child(argument, body))
                    first = first ?? at
                case .call(let other): run(other, depth + 1)
                }
            }
        }
        for name in order where !called.contains(name) { run(name, 0) }
        // Methods that only call each other (no first one): in declaration order.
        for name in order { run(name, 0) }
        return (elements, first)
    }

    /// Whether the type or a superclass the app declares has a method of that name (then its body, not a library, says what it does).
    func declaresMethod(_ name: String, _ type: String) -> Bool {
        var current = type
        for _ in 0..<8 where resolver.isType(current) {
            if !resolver.methods(name, of: current).isEmpty { return true }
            guard let next = resolver.ownInheritsFirst(current).first(where: resolver.isType) else { return false }
            current = next
        }
        return false
    }

    /// Whether the type (or a superclass) is a tab bar controller or has a property typed as one.
    func holdsTabBar(_ type: String) -> Bool {
        let bar = "UITabBarController"
        if resolver.isSubclass(type, of: bar) { return true }
        var current = type
        for _ in 0..<8 where resolver.isType(current) {
            for m in resolver.members(of: current) {
                if case .variable(let v) = m.stmt.kind, let t = v.type, resolver.isSubclass(String(t.filter { $0 != "?" && $0 != "!" }), of: bar) { return true }
            }
            guard let next = resolver.ownInheritsFirst(current).first(where: resolver.isType) else { return false }
            current = next
        }
        return false
    }

    /// The tab a child stands for: `child.P` for the property P whose `tabBarItem` the child's class sets,
    /// the child read where it was made (a local's initial value); else the child as written.
    private func child(_ argument: Expr, _ body: [Stmt]) -> Expr {
        var made = argument
        if case .name(let n) = argument.kind, let i = locals(body)[n]?.initial { made = i }
        guard let owner = madeType(made, budget: 0), resolver.isType(owner), !resolver.isSubclass(owner, of: "UIViewController"),
              let property = itemProperty(of: owner) else { return argument }
        return Expr(kind: .member(made, property), start: argument.start, end: argument.end)
    }

    /// The first property of `type` (or a superclass) whose `tabBarItem` one of its methods sets.
    private func itemProperty(of type: String) -> String? {
        var current = type
        for _ in 0..<8 where resolver.isType(current) {
            for m in resolver.members(of: current) {
                guard case .function(let fn) = m.stmt.kind else { continue }
                var found: String?
                TreeWalk.statements(fn.body ?? []) { st in
                    guard found == nil, case .assignment(let target, "=", _) = st.kind, var path = target.path else { return }
                    if path.first == "self" { path.removeFirst() }
                    if path.count >= 2, path[1] == "tabBarItem", resolver.property(path[0], of: current) != nil { found = path[0] }
                }
                if let found { return found }
            }
            guard let next = resolver.ownInheritsFirst(current).first(where: resolver.isType) else { return nil }
            current = next
        }
        return nil
    }
}
