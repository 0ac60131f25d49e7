// The entry: the app followed from where it starts to the views it shows.
// From the `@main` type (an `App`'s scenes, `WindowGroup`, its root view,
// the views each builds) or from UIKit (the app or scene delegate, its
// `window.rootViewController`, the coordinators it makes and calls), every
// project type reached, nearest first. Code for other platforms than the
// iPhone (`#if os(macOS)`, a `Settings` scene, a Mac Catalyst branch) and a
// window opened by its `id:` are followed last; `if`/`else` take their first branch first, except that a branch testing for a
// newer OS (`#available`, a constant set by it) comes before one testing for an older OS.

extension Resolver {
    /// The project types the app reaches from its entry, in the order reached (breadth first from each
    /// entry in turn); empty when no entry is found. An entry type itself is keyed `NAME@PATH`, since
    /// another target may declare a type of the same name.
    /// `rank`: how early an entry's file comes (the iPhone app's first), by what the project says of it.
    /// `until`: names (or `NAME@PATH`) at the first of which the walk stops; what it reached before is the same.
    /// `scenes`: the classes a storyboard's initial scene shows (`Storyboard+Scenes.swift`), walked after the other entries.
    func reachedTypes(rank: (String) -> Int = { _ in 0 }, until wanted: Set<String> = [], scenes: [String] = []) -> [String: Int] {
        var roots: [(name: String, path: String)] = []
        for (name, refs) in types.sorted(by: { $0.key < $1.key }) {
            for ref in refs where ref.node.attributes.contains(where: { $0.name == "main" || $0.name == "UIApplicationMain" }) {
                roots.append((name, files[ref.file].path))
            }
        }
        if roots.isEmpty {
            for (name, refs) in types.sorted(by: { $0.key < $1.key }) {
                // What the declarations already read inherit (a search of every type notes no name).
                let inherited = refs.flatMap(\.node.inherits)
                if inherited.contains("App") || inherited.contains("UIApplicationDelegate"), let ref = refs.first { roots.append((name, files[ref.file].path)) }
            }
        }
        for (name, refs) in types.sorted(by: { $0.key < $1.key }) where refs.contains(where: { $0.node.inherits.contains("UIWindowSceneDelegate") }) {
            if let ref = refs.first { roots.append((name, files[ref.file].path)) }
        }
        // The iPhone app's entry first: entries whose path names another platform, an extension or tests go last.
        let others = ["TV", "tvOS", "Watch", "watch", "Mac", "macOS", "Widget", "Extension", "Preview", "Test", "Vision", "visionOS"]
        func order(_ r: (name: String, path: String)) -> Int { rank(r.path) * 2 + (others.contains { r.path.contains($0) } ? 1 : 0) }
        roots = roots.enumerated().sorted { a, b in (order(a.element), a.offset) < (order(b.element), b.offset) }.map(\.element)
        // A scene delegate the app delegate names only in a debug build goes last (`+DebugOnly`).
        let debugScenes = roots.flatMap { r in declarations(r.name).filter { files[$0.file].path == r.path }.flatMap { debugOnlySceneNames($0.node.members) } }
        if !debugScenes.isEmpty {
            let isDebugScene = { (name: String) in debugScenes.contains { Self.isDelegate(name, ofConfiguration: $0) } }
            roots = roots.filter { !isDebugScene($0.name) } + roots.filter { isDebugScene($0.name) }
        }
        for name in scenes where !roots.contains(where: { $0.name == name }) {
            if let ref = declarations(name).first(where: { $0.node.keyword != "extension" }) { roots.append((name, files[ref.file].path)) }
        }
        // An entry's other declarations decide which comes first (reading on demand: note them).
        for root in roots { log?.note(root.name) }
        var order: [String: Int] = [:]
        for root in roots {
            let key = root.name + "@" + root.path
            guard order[key] == nil else { continue }
            order[key] = order.count
            if wanted.contains(key) { return order }
            var queue = [root.name]
            var head = 0
            while head < queue.count, order.count < 8192 {
                let type = queue[head]
                head += 1
                var near: [String] = []
                var late: [String] = []
                let refs = head == 1 ? declarations(type).filter { files[$0.file].path == root.path || $0.node.keyword == "extension" } : declarations(type)
                // The type's flags that are false outside `#if DEBUG`: their branches come last (`+DebugOnly`).
                let flags = debugOnlyFlags(refs.flatMap(\.node.members))
                for ref in refs { for m in ref.node.members where !isPreviewOrTest(m) { references(m, &near, &late, late: false, budget: 0, flags: flags) } }
                for name in near + late where order[name] == nil && isType(name) && !roots.contains(where: { $0.name == name }) {
                    order[name] = order.count
                    if wanted.contains(name) { return order }
                    queue.append(name)
                }
            }
        }
        return order
    }

    private func isPreviewOrTest(_ st: Stmt) -> Bool {
        if case .type(let t) = st.kind { return t.inherits.contains("PreviewProvider") || t.inherits.contains("XCTestCase") }
        return false
    }

    static let otherPlatforms = ["os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "os(xrOS)", "macCatalyst", "canImport(AppKit)"]

    /// Type names a statement mentions, in order; those for other platforms go to `late`.
    func references(_ st: Stmt, _ near: inout [String], _ late: inout [String], late isLate: Bool, budget: Int, flags: Set<String> = []) {
        guard budget < 64 else { return }
        func add(_ name: String) { if isLate { late.append(name) } else { near.append(name) } }
        func type(_ text: String?) {
            guard let text else { return }
            for part in text.split(whereSeparator: { !FastText.isWordCharacter($0) }) where FastText.startsUppercase(part) { add(String(part)) }
        }
        switch st.kind {
        case .variable(let v):
            type(v.type)
            if let i = v.initial { expressionReferences(i, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
            for b in v.accessor ?? [] { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
        case .function(let fn):
            type(fn.returnType)
            for b in fn.body ?? [] { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
        case .expression(let e), .returns(let e?):
            expressionReferences(e, &near, &late, late: isLate, budget: budget + 1, flags: flags)
        case .assignment(let l, _, let r):
            expressionReferences(l, &near, &late, late: isLate, budget: budget + 1, flags: flags)
            expressionReferences(r, &near, &late, late: isLate, budget: budget + 1, flags: flags)
        case .conditional(let c):
            // A debug-only flag's branch last, as late as other platforms' code.
            if let release = releaseOrdered(c, flags) {
                for b in release[0] { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
                for b in release[1] { references(b, &near, &late, late: true, budget: budget + 1, flags: flags) }
                return
            }
            // An `if`/`else if` chain over the OS version: the newest branch first (IMPORT.md's default).
            for branch in availabilityOrdered(c) { for b in branch { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) } }
        case .switches(let sw):
            for k in sw.cases { for b in k.body { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) } }
        case .ifConfig(let clauses):
            for c in clauses where !Self.isDebug(c.condition) {
                let other = Self.otherPlatforms.contains { c.condition.contains($0) } && !c.condition.hasPrefix("!")
                for b in c.body { references(b, &near, &late, late: isLate || other, budget: budget + 1, flags: flags) }
            }
        case .loop(_, let seq, let body):
            if let seq { expressionReferences(seq, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
            for b in body { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
        case .type(let t) where !t.inherits.contains("PreviewProvider"):
            for b in t.members { references(b, &near, &late, late: isLate, budget: budget + 1, flags: flags) }
        default: break
        }
    }

    /// The bodies of an `if`/`else if`/`else` chain, a branch that tests for a newer OS first and one
    /// that tests for an older OS last (`if !isNewOS { Old() } else if #available(iOS 26, *) { New() }`),
    /// the others in the code's order.
    func availabilityOrdered(_ c: Conditional) -> [[Stmt]] {
        guard c.otherwise != nil else { return [c.then] }
        var branches: [(rank: Int, body: [Stmt])] = []
        var current = c
        for _ in 0..<32 {
            branches.append((availabilityRank(current.conditions), current.then))
            guard let rest = current.otherwise else { break }
            if rest.count == 1, case .conditional(let next) = rest[0].kind, next.keyword == "if" { current = next; continue }
            branches.append((1, rest))
            break
        }
        return branches.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.body)
    }

    /// 0 for a test of a newer OS (`#available`, a constant set by `#available`), 2 for an older one
    /// (`#unavailable`, such a constant negated), else 1.
    func availabilityRank(_ conditions: [Condition]) -> Int {
        for c in conditions {
            switch c {
            case .availability(let negated): return negated ? 2 : 0
            case .expression(let e):
                if case .prefix("!", let x) = e.kind, let n = x.path?.last, isAvailabilityConstant(n) { return 2 }
                if let n = e.path?.last, isAvailabilityConstant(n) { return 0 }
            default: break
            }
        }
        return 1
    }

    /// A top-level constant whose value is an `#available` test (`let isNewOS = if #available(iOS 26, *) { true } else { false }`).
    func isAvailabilityConstant(_ name: String) -> Bool {
        guard FastText.startsUppercase(name) || name.hasPrefix("is") || name.hasPrefix("has") else { return false }
        for file in files {
            for st in file.statements {
                guard case .variable(let v) = st.kind, v.name == name else { continue }
                let s = file.source
                var i = st.start
                while i < st.end, i < s.count {
                    if s.is(i, "#available") { return true }
                    i += 1
                }
            }
        }
        return false
    }

    func expressionReferences(_ e: Expr, _ near: inout [String], _ late: inout [String], late isLate: Bool, budget: Int, flags: Set<String> = []) {
        guard budget < 64 else { return }
        let b = budget + 1
        switch e.kind {
        case .name(let n):
            if FastText.startsUppercase(n) || isType(n) { if isLate { late.append(n) } else { near.append(n) } }
        case .member(let base, let m):
            if let base { expressionReferences(base, &near, &late, late: isLate, budget: b, flags: flags) }
            if FastText.startsUppercase(m) { if isLate { late.append(m) } else { near.append(m) } }
        case .call(let callee, let args, let trailing):
            // A `Settings` scene is the Mac's settings window, and a window opened by its `id:`
            // (`WindowGroup("Map", id: "map")`, `openWindow(id:)`) one an iPhone never shows at launch: followed last.
            let opened = (callee.lastName == "WindowGroup" || callee.lastName == "Window") && args.contains { $0.label == "id" }
            let other = isLate || opened || callee.lastName == "Settings" || callee.lastName == "MenuBarExtra"
            expressionReferences(callee, &near, &late, late: other, budget: b, flags: flags)
            for a in args { expressionReferences(a.value, &near, &late, late: other, budget: b, flags: flags) }
            for t in trailing { for st in t.closure.body { references(st, &near, &late, late: other, budget: b, flags: flags) } }
        case .subscripted(let base, let args):
            expressionReferences(base, &near, &late, late: isLate, budget: b, flags: flags)
            for a in args { expressionReferences(a.value, &near, &late, late: isLate, budget: b, flags: flags) }
        case .array(let es): for x in es { expressionReferences(x, &near, &late, late: isLate, budget: b, flags: flags) }
        case .tuple(let args): for a in args { expressionReferences(a.value, &near, &late, late: isLate, budget: b, flags: flags) }
        case .binary(let l, _, let r):
            expressionReferences(l, &near, &late, late: isLate, budget: b, flags: flags)
            expressionReferences(r, &near, &late, late: isLate, budget: b, flags: flags)
        case .prefix(_, let x): expressionReferences(x, &near, &late, late: isLate, budget: b, flags: flags)
        case .ternary(let c, let y, let n):
            // A debug-only flag's branch last.
            let test = Self.debugFlagTest(c, flags)
            expressionReferences(y, &near, &late, late: isLate || (test.isFlag && !test.negated), budget: b, flags: flags)
            expressionReferences(n, &near, &late, late: isLate || (test.isFlag && test.negated), budget: b, flags: flags)
        case .closure(let c): for st in c.body { references(st, &near, &late, late: isLate, budget: b, flags: flags) }
        case .switchExpression(let sw):
            for k in sw.cases { for st in k.body { references(st, &near, &late, late: isLate, budget: b, flags: flags) } }
        default: break
        }
    }
}
