// The release path: what only a debug build reaches yields to what the app users run reaches.
// A flag whose value outside `#if DEBUG` is `false` (`var showsBeta: Bool { #if DEBUG
// defaults.bool(forKey: "beta") #else false #endif }`) is false in a release build, so an `if` or
// a ternary on it is followed through its other branch first and its debug branch last. A scene
// delegate that the app delegate names only on such a branch (`UISceneConfiguration(name: showsBeta
// ? "Beta Window Scene" : "Window Scene", …)`) is walked after the other entries: Xcode names a
// configuration's delegate class after it (`Beta Window Scene` is `BetaWindowSceneDelegate`).

extension Resolver {
    /// The names, among a type's members, of the flags that are `false` outside `#if DEBUG`.
    func debugOnlyFlags(_ members: [Stmt]) -> Set<String> {
        var flags: Set<String> = []
        for m in members {
            guard case .variable(let v) = m.kind else { continue }
            let body = v.accessor ?? []
            guard body.count == 1, case .ifConfig(let clauses) = body[0].kind, clauses.count == 2,
                  Self.isDebug(clauses[0].condition), clauses[1].isElse, Self.isFalse(clauses[1].body) else { continue }
            flags.insert(v.name)
        }
        return flags
    }

    /// Whether a body is only `false` (or `return false`).
    static func isFalse(_ body: [Stmt]) -> Bool {
        guard body.count == 1 else { return false }
        switch body[0].kind {
        case .expression(let e), .returns(let e?): return e.path == ["false"]
        default: return false
        }
    }

    /// Whether a condition tests a debug-only flag (`flag`, `self.flag`); `negated` for `!flag`.
    static func debugFlagTest(_ e: Expr, _ flags: Set<String>) -> (isFlag: Bool, negated: Bool) {
        guard !flags.isEmpty else { return (false, false) }
        if case .prefix("!", let x) = e.kind { return (debugFlagTest(x, flags).isFlag, true) }
        guard let p = e.path, let last = p.last, p.count == 1 || (p.count == 2 && p[0] == "self") else { return (false, false) }
        return (flags.contains(last), false)
    }

    /// The bodies of an `if` in the order a release build reaches them: a debug-only flag's branch last.
    func releaseOrdered(_ c: Conditional, _ flags: Set<String>) -> [[Stmt]]? {
        guard c.keyword == "if", c.conditions.count == 1, case .expression(let e) = c.conditions[0] else { return nil }
        let test = Self.debugFlagTest(e, flags)
        guard test.isFlag else { return nil }
        let otherwise = c.otherwise ?? []
        return test.negated ? [c.then, otherwise] : [otherwise, c.then]
    }

    /// The scene configuration names an entry type's members give only when a debug-only flag holds
    /// (`UISceneConfiguration(name: flag ? "Debug" : "Release", …)`), squashed (letters and digits, lowercase).
    func debugOnlySceneNames(_ members: [Stmt]) -> [String] {
        let flags = debugOnlyFlags(members)
        guard !flags.isEmpty else { return [] }
        var names: [String] = []
        for m in members {
            guard case .function(let fn) = m.kind, let body = fn.body, TreeWalk.mentions(body, ["UISceneConfiguration"]) else { continue }
            // The name's ternary: the call's `name:` or a local the call is then given.
            func ternaryName(_ e: Expr) {
                guard case .ternary(let cond, let yes, let no) = e.kind else { return }
                let test = Self.debugFlagTest(cond, flags)
                if test.isFlag, let debug = (test.negated ? no : yes).literal { names.append(Self.squashed(debug)) }
            }
            TreeWalk.statements(body, budget: 2_000) { st in
                TreeWalk.expressions(st) { e in
                    ternaryName(e)
                    if let call = e.call, call.callee.lastName == "UISceneConfiguration", let name = call.arguments.first("name") { ternaryName(name) }
                }
            }
        }
        return names
    }

    /// Whether a scene delegate class is the one a squashed configuration name stands for.
    static func isDelegate(_ type: String, ofConfiguration squashedName: String) -> Bool {
        !squashedName.isEmpty && squashed(type).hasPrefix(squashedName) && squashed(type).count <= squashedName.count + "scenedelegate".count
    }
}
