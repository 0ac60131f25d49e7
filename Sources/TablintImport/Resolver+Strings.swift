// Constant evaluation over the tree: strings (literals, `+`, interpolation
// of constants, the localizing calls, a project's helpers of every shape:
// free and static functions, extension methods and properties, implicit
// members, initializers), generated constants (through their declaration
// when it is among the inputs, else by key name against every language's
// table), and enum values (`switch self`, ternaries, dictionaries, `#available`
// taking its newest branch). Bounded by `Scope.maximumDepth`, not by the input.

/// What a name stands for while code is evaluated.
indirect enum Bound: Sendable {
    case expression(Expr, file: Int, Scope)
    case enumCase(type: String?, name: String)
}

struct Scope: Sendable {
    var names: [String: Bound] = [:]
    /// The type whose members a bare name may be (`title` inside the enum).
    var selfType: String?
    var depth = 0
    static let maximumDepth = 12

    func deeper() -> Scope? {
        guard depth < Self.maximumDepth else { return nil }
        var s = self
        s.depth += 1
        return s
    }
}

/// A string the code gives: a localization key or a plain string.
struct TextValue: Sendable, Equatable {
    var text: String
    var isKey: Bool
    /// The constant's name, when it was matched to a table key by its name alone.
    var matchedName: String?
    /// The table the code reads the key from, when it names one (`Resolver+Tables.swift`).
    var table: String?
}

extension Resolver {
    static let localizingCalls: Set<String> = ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "Text", "NSLocalizedStringKey"]

    /// Whether a helper's name says it localizes (`localized`, `loc`, `tr`): read as such when its declaration is not among the inputs.
    static func isLocalizingName(_ name: String) -> Bool {
        let n = name.lowercased()
        return n.contains("locali") || n == "loc" || n == "tr" || n == "translated" || n == "l10n" || n == "i18n"
    }

    // MARK: Strings

    func text(_ e: Expr, file: Int, _ scope: Scope, literalIsKey: Bool = false) -> TextValue? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .string(let parts):
            var out = ""
            for p in parts {
                switch p {
                case .text(let t): out += t
                case .interpolation(let x):
                    // A suffix only a run-time condition adds (`\(selected ? ".fill" : "")`): the string without it.
                    if case .ternary(let c, let yes, let no) = x.kind, decide(c, file: file, inner) == nil,
                       yes.literal == "" || no.literal == "" { continue }
                    guard let v = text(x, file: file, inner) else { return nil }
                    out += v.text
                }
            }
            return TextValue(text: out, isKey: literalIsKey)
        case .binary(let l, "+", let r):
            guard let a = text(l, file: file, inner), let b = text(r, file: file, inner) else { return nil }
            return TextValue(text: a.text + b.text, isKey: false)
        case .ternary(let c, let yes, let no):
            guard let pick = decide(c, file: file, inner) else {
                // A variant only a run-time condition picks (`hasNews ? "bell.badge" : "bell"`): the plain one.
                guard let a = yes.literal, let b = no.literal, a != b, a.hasPrefix(b) || b.hasPrefix(a) else {
                    return sameBranches(yes, no, file: file, inner, literalIsKey: literalIsKey)
                }
                return TextValue(text: a.count < b.count ? a : b, isKey: literalIsKey)
            }
            return text(pick ? yes : no, file: file, inner, literalIsKey: literalIsKey)
        case .binary(let l, "??", let r):
            return text(l, file: file, inner, literalIsKey: literalIsKey) ?? text(r, file: file, inner, literalIsKey: literalIsKey)
        case .cast(let l, _):
            return text(l, file: file, inner, literalIsKey: literalIsKey)
        case .switchExpression(let sw):
            guard let (body, f2, s2) = branch(sw, file: file, inner) else { return nil }
            return value(of: body, file: f2, s2, literalIsKey: literalIsKey).flatMap { text($0.0, file: $0.1, $0.2, literalIsKey: literalIsKey) }
        case .name(let n):
            if let b = scope.names[n] {
                if case .expression(let x, let f2, let s2) = b { return text(x, file: f2, s2.deeper() ?? s2, literalIsKey: literalIsKey) }
                return nil
            }
            if let t = scope.selfType, let p = property(n, of: t) { return propertyText(p, selfScope(scope), literalIsKey: literalIsKey) }
            // `rawValue` inside the enum, with `self` a case.
            if n == "rawValue", case .enumCase(let type?, let c)? = scope.names["self"] {
                if let raw = rawValue(of: type, case: c) { return text(raw, file: file, inner) }
                return TextValue(text: c, isKey: false)
            }
            return nil
        case .member(let base, let m):
            return memberText(base, m, e, file: file, scope, inner, literalIsKey: literalIsKey)
        case .call(let callee, let args, _):
            return callText(callee, args, e, file: file, scope, inner, literalIsKey: literalIsKey)
        case .subscripted(let base, let args):
            guard case .dictionary(let pairs) = base.kind, let k = args.first?.value, let wanted = caseValue(k, file: file, inner) else { return nil }
            for p in pairs where caseValue(p.key, file: file, inner)?.name == wanted.name { return text(p.value, file: file, inner, literalIsKey: literalIsKey) }
            return nil
        default:
            return nil
        }
    }

    func selfScope(_ scope: Scope) -> Scope {
        var s = Scope(depth: scope.depth + 1)
        s.names["self"] = scope.names["self"]
        s.selfType = scope.selfType
        return s
    }

    /// `base.m`: a localizing property of a literal, an enum case's property, a static member, a generated constant.
    private func memberText(_ base: Expr?, _ m: String, _ whole: Expr, file: Int, _ scope: Scope, _ inner: Scope, literalIsKey: Bool) -> TextValue? {
        if let (x, f2, s2) = tupleElement(whole, scope) { return text(x, file: f2, s2, literalIsKey: literalIsKey) }
        if let base, base.literal != nil, let literal = text(base, file: file, inner) {
            if Self.isLocalizingName(m) || stringExtensionLocalizes(m) { return TextValue(text: literal.text, isKey: true) }
            return property(m, of: "String") == nil ? literalKey(literal) : nil
        }
        if let base, base.literal == nil, let v = caseChanged(base, m, file: file, inner) { return v }
        // `value.localized` on a string the code gives (a constant, R.swift's `x.key`): that string is the key.
        if let base, base.literal == nil, Self.isLocalizingName(m), let v = text(base, file: file, inner) {
            return TextValue(text: v.text, isKey: true, matchedName: v.matchedName)
        }
        // A property an initializer sets: `Key("tab.key").value`, or `Glyph.home.systemName` where
        // `static let home = Self("house")` (a static constant the type's initializer makes).
        if let base, let made = constructorCall(base, file: file), let fn = matchingInit(of: made.type, made.call.arguments), let body = fn.node.body,
           var s = Scope(depth: inner.depth).deeper() {
            s.selfType = made.type
            bind(fn.node.parameters, made.call.arguments, callerFile: made.file, callerScope: made.file == file ? scope : Scope(depth: inner.depth), into: &s)
            for st in body {
                if case .assignment(let target, "=", let v) = st.kind, target.lastName == m { return text(v, file: fn.file, s, literalIsKey: literalIsKey) }
            }
        }
        if let base, let v = objectMemberText(base, m, file: file, scope, literalIsKey: literalIsKey) { return v }
        // A type given as a value (`tab.title` with `tab` bound to `Home.self`): its static member (Resolver+Metatypes).
        if let base, let v = metatypeMemberText(base, m, file: file, inner, literalIsKey: literalIsKey) { return v }
        if m == "rawValue", let base, let c = caseValue(base, file: file, inner), let type = c.type {
            if let raw = rawValue(of: type, case: c.name) { return text(raw, file: file, inner) }
            return TextValue(text: c.name, isKey: false)
        }
        // An enum case's property: `tab.title`, `self.title`.
        if let base, let c = caseValue(base, file: file, inner), let type = c.type, let p = property(m, of: type) {
            var s = Scope(depth: inner.depth)
            s.names["self"] = .enumCase(type: type, name: c.name)
            s.selfType = type
            return propertyText(p, s, literalIsKey: literalIsKey)
        }
        // A static member: `Strings.home`, `.home` on String, `Constants.Strings.search`.
        let path = whole.path ?? []
        var owner = path.dropLast().last { !$0.isEmpty && isType($0) } ?? (base == nil ? "String" : nil)
        // `Localization.title` inside a class that nests its own `Localization`: that one.
        if let o = owner, let inside = scope.selfType, declares(inside + "." + o) { owner = inside + "." + o }
        if let owner, let p = property(m, of: owner, preferring: file) {
            var s = Scope(depth: inner.depth)
            s.selfType = owner
            if let v = propertyText(p, s, literalIsKey: literalIsKey) { return v }
        }
        // Xcode's generated string symbols (`String(localized: .tabHome)`, `Text(.tabHome)`), not declared in
        // any input: by the member's name against the tables' keys.
        if base == nil, path == ["", m], let key = key(matching: m) {
            matches.byKey[key] = "." + m
            return TextValue(text: key, isKey: true, matchedName: "." + m)
        }
        // A generated constant whose file is not among the inputs: by its name against the tables' keys.
        if path.count >= 2, let root = path.first, let first = root.first, first.isUppercase, !isEnum(root) {
            var tail = Array(path.dropFirst(root == "R" ? 3 : 1))
            // R.swift's `R.string.localizable.tabHome.key`: the resource's key is the constant's.
            if root == "R", tail.count > 1, tail.last == "key" { tail.removeLast() }
            if !tail.isEmpty, let key = key(matching: tail.joined(separator: ".")) ?? (tail.count > 1 ? key(matching: tail.last ?? "") : nil) {
                matches.byKey[key] = path.joined(separator: ".")
                return TextValue(text: key, isKey: true, matchedName: path.joined(separator: "."))
            }
        }
        return nil
    }

    /// Whether `String`'s extension declares a property or method of that name that localizes `self`.
    private func stringExtensionLocalizes(_ name: String) -> Bool {
        if let p = property(name, of: "String") {
            var s = Scope()
            s.names["self"] = .expression(Expr(kind: .string([.text("\u{1}")]), start: 0, end: 0), file: p.file, Scope())
            return propertyText(p, s, literalIsKey: false)?.isKey ?? false
        }
        return false
    }

    private func callText(_ callee: Expr, _ args: [Argument], _ whole: Expr, file: Int, _ scope: Scope, _ inner: Scope, literalIsKey: Bool) -> TextValue? {
        let first = args.first?.value
        switch callee.kind {
        case .name(let n):
            if Self.localizingCalls.contains(n) {
                if n == "Text", let v = args.first("verbatim") { return text(v, file: file, inner).map { TextValue(text: $0.text, isKey: false) } }
                guard let a = args.first(nil) ?? args.first("key") else { return nil }
                return text(a, file: file, inner).map { TextValue(text: $0.text, isKey: true, matchedName: $0.matchedName, table: tableArgument(args, file: file, inner)) }
            }
            if n == "String" {
                if let a = args.first("localized") {
                    return text(a, file: file, inner).map { TextValue(text: $0.text, isKey: true, matchedName: $0.matchedName, table: tableArgument(args, file: file, inner)) }
                }
                if let a = args.first("format") { return text(a, file: file, inner) }
                // `String(describing: Self.self)`: the type's name.
                if let a = args.first("describing"), let t = metatype(a, inner) { return TextValue(text: t.split(separator: ".").last.map(String.init) ?? t, isKey: false) }
                if args.count == 1, let a = args.first(nil) { return text(a, file: file, inner) }
                return nil
            }
            if n == "tr", args.count >= 2 { return text(args[1].value, file: file, inner).map { TextValue(text: $0.text, isKey: true, table: text(args[0].value, file: file, inner)?.text) } }
            if let fn = function(n).first(where: { $0.node.body != nil }) {
                return helper(fn.node, args, callerFile: file, callerScope: scope, declFile: fn.file, selfType: nil, literalIsKey: literalIsKey)
                    ?? tableKey(in: args, file: file, inner)
            }
            if isType(n), let fn = methods("init", of: n).first {
                return helper(fn.node, args, callerFile: file, callerScope: scope, declFile: fn.file, selfType: n, literalIsKey: literalIsKey)
                    ?? tableKey(in: args, file: file, inner)
            }
            if Self.isLocalizingName(n), let a = first { return text(a, file: file, inner).map { TextValue(text: $0.text, isKey: true) } }
            return tableKey(in: args, file: file, inner)
        case .member(let base, let m):
            if m == "localizedString", let a = args.first("forKey") { return text(a, file: file, inner).map { TextValue(text: $0.text, isKey: true) } }
            // `.init(localized: caption)` where a `String` is returned: `String(localized:)`.
            if base == nil, m == "init", let a = args.first("localized") { return text(a, file: file, inner).map { TextValue(text: $0.text, isKey: true, matchedName: $0.matchedName) } }
            // SwiftGen's `L10n.tr("Table", "key", ...)`: the key.
            if m == "tr", args.count >= 2, let table = args[0].value.literal { return text(args[1].value, file: file, inner).map { TextValue(text: $0.text, isKey: true, table: table) } }
            if let base, base.literal != nil, let literal = text(base, file: file, inner) {
                if let fn = methods(m, of: "String").first {
                    var s = Scope(depth: inner.depth)
                    s.names["self"] = .expression(base, file: file, Scope())
                    if let v = helper(fn.node, args, callerFile: file, callerScope: scope, declFile: fn.file, selfScope: s, literalIsKey: literalIsKey) { return v }
                }
                return Self.isLocalizingName(m) ? TextValue(text: literal.text, isKey: true) : literalKey(literal) ?? tableKey(in: args, file: file, inner)
            }
            if let base, args.isEmpty, base.literal == nil, let v = caseChanged(base, m, file: file, inner) { return v }
            // `String.localized("x")`, `.localized("x")`, `Strings.tab("x")`, `tab.title()`.
            if let base, let c = caseValue(base, file: file, inner), let type = c.type, let fn = methods(m, of: type).first {
                var s = Scope(depth: inner.depth)
                s.names["self"] = .enumCase(type: type, name: c.name)
                s.selfType = type
                return helper(fn.node, args, callerFile: file, callerScope: scope, declFile: fn.file, selfScope: s, literalIsKey: literalIsKey)
                    ?? tableKey(in: args, file: file, inner)
            }
            let owner = base?.path?.last { !$0.isEmpty } ?? "String"
            if let fn = methods(m, of: owner).first(where: { $0.node.body != nil }) {
                return helper(fn.node, args, callerFile: file, callerScope: scope, declFile: fn.file, selfType: owner, literalIsKey: literalIsKey)
                    ?? tableKey(in: args, file: file, inner)
            }
            if Self.isLocalizingName(m), let a = first {
                return text(a, file: file, inner).map { TextValue(text: $0.text, isKey: true, table: base.flatMap { receiverTable($0, file: file, inner) }) }
            }
            // `value.localized()` on a string the code gives (a constant, R.swift's `x.key`): that string is the key.
            if Self.isLocalizingName(m), args.isEmpty, let base, let v = text(base, file: file, inner) {
                return TextValue(text: v.text, isKey: true, matchedName: v.matchedName)
            }
            // R.swift's `R.string.localizable.tabHome()`, a generated function constant.
            if args.isEmpty { return memberText(base, m, callee, file: file, scope, inner, literalIsKey: literalIsKey) }
            // A generated function for a string with format arguments (`Strings.Localizable.itemCount(3)`,
            // a plural) whose file is not among the inputs: by its name, as a constant.
            if let root = callee.path?.first, !isType(root), let v = memberText(base, m, callee, file: file, scope, inner, literalIsKey: literalIsKey) { return v }
            // A method no input declares, given the key: `Lang.get("tab.home")`, `translator.t(page.key)`.
            return tableKey(in: args, file: file, inner)
        case .closure(let c) where args.isEmpty:
            // `static let title: String = { return NSLocalizedString("k", comment: "") }()`: its body's value.
            return value(of: c.body, file: file, inner, literalIsKey: literalIsKey).flatMap { text($0.0, file: $0.1, $0.2, literalIsKey: literalIsKey) }
        default:
            return nil
        }
    }

    /// A helper's value for these arguments: its parameters bound to them, its body's value read.
    func helper(_ fn: FunctionNode, _ args: [Argument], callerFile: Int, callerScope: Scope, declFile: Int, selfType: String? = nil,
                selfScope: Scope? = nil, literalIsKey: Bool) -> TextValue? {
        guard var s = (selfScope ?? Scope(depth: callerScope.depth)).deeper(), let body = fn.body else { return nil }
        if let selfType { s.selfType = selfType }
        bind(fn.parameters, args, callerFile: callerFile, callerScope: callerScope, into: &s)
        if fn.name == "init" {
            // An initializer: the first assignment whose value is a string.
            for st in body {
                if case .assignment(_, "=", let v) = st.kind, let t = text(v, file: declFile, s, literalIsKey: literalIsKey) { return t }
            }
            return nil
        }
        guard let (e, f2, s2) = value(of: body, file: declFile, s, literalIsKey: literalIsKey) else { return nil }
        return text(e, file: f2, s2, literalIsKey: literalIsKey)
    }

    func bind(_ parameters: [Parameter], _ args: [Argument], callerFile: Int, callerScope: Scope, into s: inout Scope) {
        var unlabeled = args.filter { $0.label == nil }.makeIterator()
        for p in parameters {
            let arg = p.label == nil ? unlabeled.next()?.value : args.first(p.label)
            // `.reading` given to a parameter typed with a project enum (`_ page: Shelf.Page`) is that enum's case.
            let enumType = p.type.filter { $0 != "?" && $0 != "!" }
            if let arg, case .member(nil, let c) = arg.kind, !enumType.isEmpty, cases(of: enumType).contains(where: { $0.name == c }) {
                s.names[p.name] = .enumCase(type: canonical(enumType), name: c)
            } else if let arg { s.names[p.name] = .expression(arg, file: callerFile, callerScope) }
            else if let d = p.defaultValue { s.names[p.name] = .expression(d, file: callerFile, Scope()) }
        }
    }

    func propertyText(_ p: (file: Int, node: VariableNode), _ scope: Scope, literalIsKey: Bool) -> TextValue? {
        let keyTyped = p.node.type.map { $0.hasPrefix("LocalizedStringKey") || $0.hasPrefix("LocalizedStringResource") } ?? false
        if let initial = p.node.initial { return text(initial, file: p.file, scope, literalIsKey: literalIsKey || keyTyped) }
        guard let body = p.node.accessor, let (e, f2, s2) = value(of: body, file: p.file, scope, literalIsKey: literalIsKey) else { return nil }
        return text(e, file: f2, s2, literalIsKey: literalIsKey || keyTyped)
    }

    // MARK: Bodies

    /// The expression a body gives: its `return` or single expression, through `switch` on a bound case,
    /// `#available` (the newest branch), conditions that can be decided, and local constants.
    func value(of body: [Stmt], file: Int, _ scope: Scope, literalIsKey: Bool) -> (Expr, Int, Scope)? {
        guard var s = scope.deeper() else { return nil }
        for (n, st) in body.enumerated() {
            switch st.kind {
            case .returns(let e?): return (e, file, s)
            case .expression(let e) where body.count == 1 || n == body.count - 1: return (e, file, s)
            case .variable(let v): if let i = v.initial { s.names[v.name] = .expression(i, file: file, s) }
            case .switches(let sw):
                guard let (b, f2, s2) = branch(sw, file: file, s) else { return nil }
                return value(of: b, file: f2, s2, literalIsKey: literalIsKey)
            case .conditional(let c):
                let available = c.conditions.contains { if case .availability(false) = $0 { return true }; return false }
                if available || c.keyword == "if" && c.conditions.count == 1 && decideCondition(c.conditions[0], file: file, s) == true {
                    if let v = value(of: c.then, file: file, s, literalIsKey: literalIsKey) { return v }
                } else if c.keyword == "if", c.conditions.count == 1, decideCondition(c.conditions[0], file: file, s) == false, let o = c.otherwise {
                    if let v = value(of: o, file: file, s, literalIsKey: literalIsKey) { return v }
                }
            case .ifConfig(let clauses):
                if let c = clauses.first(where: { !Self.isDebug($0.condition) && !$0.isElse }) ?? clauses.first,
                   let v = value(of: c.body, file: file, s, literalIsKey: literalIsKey) { return v }
            default: continue
            }
        }
        return nil
    }

    /// The case body a `switch` on a bound enum case takes.
    func branch(_ sw: Switch, file: Int, _ scope: Scope) -> ([Stmt], Int, Scope)? {
        guard let c = caseValue(sw.subject, file: file, scope) else { return nil }
        var fallback: [Stmt]?
        for k in sw.cases {
            if k.patterns.isEmpty { fallback = k.body; continue }
            if k.patterns.contains(where: { $0.lastName == c.name || $0.call?.callee.lastName == c.name }) { return (k.body, file, scope) }
        }
        return fallback.map { ($0, file, scope) }
    }

    private func decideCondition(_ c: Condition, file: Int, _ scope: Scope) -> Bool? {
        if case .expression(let e) = c { return decide(e, file: file, scope) }
        return nil
    }

    /// `self == .home`, `tab != .search`, `a || b`: decided when the sides are known cases.
    func decide(_ e: Expr, file: Int, _ scope: Scope) -> Bool? {
        guard let inner = scope.deeper() else { return nil }
        switch e.kind {
        case .binary(let l, let op, let r) where op == "==" || op == "!=":
            guard let a = caseValue(l, file: file, inner), let b = caseValue(r, file: file, inner) else { return nil }
            return (a.name == b.name) == (op == "==")
        case .binary(let l, "||", let r):
            guard let a = decide(l, file: file, inner), let b = decide(r, file: file, inner) else { return nil }
            return a || b
        case .binary(let l, "&&", let r):
            guard let a = decide(l, file: file, inner), let b = decide(r, file: file, inner) else { return nil }
            return a && b
        case .prefix("!", let x): return decide(x, file: file, inner).map { !$0 }
        default: return nil
        }
    }
}
