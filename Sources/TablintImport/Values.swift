// Reading values out of the tree's expressions: titles (a key, a plain
// string, or unknown), icons and images, enum cases, through the bindings
// of a `ForEach` variable, a helper's parameters or `self` in an enum
// property. What these readers cannot decide they hand to the resolver.

/// What a name stands for while a body is read.
indirect enum Binding {
    /// An enum case (`ForEach(Tab.allCases) { tab in`, `self` in a property).
    case enumCase(type: String, name: String)
    /// A helper's argument: an expression in the caller's file, read with the caller's bindings.
    case expression(Expr, file: Int, Environment)
}

struct Environment {
    var names: [String: Binding] = [:]
    /// How deep helpers and properties are followed (a bound, not input-controlled recursion).
    var depth = 0
    static let maximumDepth = 6

    func binding(_ name: String) -> Binding? { names[name] }

    /// The environment one level deeper, with the same names.
    func deeper() -> Environment {
        var e = self
        e.depth += 1
        return e
    }
}

/// An icon or image as the code names it.
struct IconValue {
    var icon: String?
    var image: String?
    var unknown: String?

    var isEmpty: Bool { icon == nil && image == nil }
}

extension Extractor {
    // MARK: Titles

    /// A title expression in file `f`. `literalIsKey`: a literal here is a
    /// `LocalizedStringKey` (SwiftUI's `Tab`, `Label`, `Text`).
    func title(_ e: Expr, _ f: Int, _ env: Environment, literalIsKey: Bool) -> ImportedTitle {
        if e.start >= e.end { return .unknown("") }
        if let v = e.literal { return literalIsKey ? .key(v) : .plain(v) }
        // `UITabBarItem(title: nil, image: …)`: the code gives no title (the bar shows the icon only).
        if case .name("nil") = e.kind { return .plain("") }
        if case .string = e.kind { return .unknown(snippet(e, f)) }
        // "key".localized, "key".localized(), "key".localized(with: x)
        if let (base, name) = memberOfHead(e), let v = base.literal, name.lowercased().contains("locali") { return .key(v) }
        // `.init(localized: x)` where a `String` is expected: `String(localized: x)`.
        if case .call(let callee, let args, _) = e.kind, case .member(nil, "init") = callee.kind, let x = args.first("localized") {
            return title(x, f, env, literalIsKey: true)
        }
        if let head = headCall(e), case .name(let name) = head.callee.kind {
            let args = head.arguments
            switch name {
            case "Text", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "String", "Label":
                if let first = args.first {
                    if name == "String" && first.label != "localized" { return title(first.value, f, env, literalIsKey: false) }
                    if first.label == "verbatim" { return plainTitle(first.value, f, env) }
                    if first.label == nil || first.label == "localized" {
                        // `tableName: "Home"`, `table: "Home"`: the table the key is read from.
                        let read = title(first.value, f, env, literalIsKey: true)
                        if case .key(let k, nil) = read, let table = resolver.tableArgument(args, file: f, scope(env, at: e, f)) { return .key(k, table: table) }
                        return read
                    }
                }
                if name == "Label", let t = args.first("title") { return title(t, f, env, literalIsKey: true) }
            default:
                // A project's thin wrapper: a function that returns one of the above for its parameter.
                if let wrapped = wrapperTitle(name, args: args) { return wrapped }
            }
        }
        if let shown = shownTitleBranch(e, f, env) { return title(shown, f, env, literalIsKey: literalIsKey) }
        if let constant = constantTitle(e) { return constant }
        // A bound name or an enum property: `tab.title`, `title` inside the enum, `self.title`.
        if let resolved = resolveProperty(e, env) {
            return title(resolved.expr, resolved.file, resolved.env, literalIsKey: literalIsKey)
        }
        if let m = constructedMember(e, f, env), m.found { return title(m.expr, m.file, m.env, literalIsKey: literalIsKey) }
        if case .name(let n) = e.kind, case .expression(let x, let f2, let outer)? = env.binding(n), env.depth < Environment.maximumDepth {
            var deeper = outer
            deeper.depth = env.depth + 1
            return title(x, f2, deeper, literalIsKey: literalIsKey)
        }
        if let v = resolver.text(e, file: f, scope(env, at: e, f), literalIsKey: literalIsKey) { return v.isKey ? .key(v.text, table: v.table) : .plain(v.text) }
        return .unknown(snippet(e, f))
    }

    /// The innermost call of a chain whose callee is a name (`Text("x").bold()` gives `Text("x")`).
    func headCall(_ e: Expr) -> (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)])? {
        var x = e
        for _ in 0..<32 {
            switch x.kind {
            case .call(let callee, let args, let trailing):
                if case .name = callee.kind { return (callee, args, trailing) }
                x = callee
            case .member(let base?, _): x = base
            default: return nil
            }
        }
        return nil
    }

    /// The first member read of the innermost operand of a chain (`"k".localized(x)` gives `"k"` and `localized`).
    func memberOfHead(_ e: Expr) -> (Expr, String)? {
        var x = e
        var found: (Expr, String)?
        for _ in 0..<32 {
            switch x.kind {
            case .call(let callee, _, _): x = callee
            case .member(let base?, let m): found = (base, m); x = base
            default: return found
            }
        }
        return found
    }

    /// The expression a range the index gives holds (its statement's value, `return` skipped).
    func parsed(_ r: TokenRange) -> Expr { resolver.expression(r) }

    /// The resolver's scope for a reading environment: its bound cases and expressions.
    func scope(_ env: Environment) -> Scope {
        var scope = Scope()
        for (name, binding) in env.names {
            switch binding {
            case .enumCase(let type, let c):
                scope.names[name] = .enumCase(type: type, name: c)
                if name == "self" { scope.selfType = type }
            case .expression(let x, let f, let outer) where env.depth < Environment.maximumDepth:
                var deeper = outer
                deeper.depth = env.depth + 1
                scope.names[name] = .expression(x, file: f, self.scope(deeper))
            default: break
            }
        }
        return scope
    }

    /// The scope for an expression: with no `self` case bound, a bare name is a member of
    /// the type the expression is written in (`systemImage: historySymbol`, a computed property of the view).
    func scope(_ env: Environment, at e: Expr, _ f: Int) -> Scope {
        var s = scope(env)
        if s.selfType == nil, let t = index.enclosingType(file: f, token: e.start) { s.selfType = t.name }
        return s
    }

    private func plainTitle(_ e: Expr, _ f: Int, _ env: Environment) -> ImportedTitle {
        switch title(e, f, env, literalIsKey: false) {
        case .key(let k, _): return .plain(k)
        case let other: return other
        }
    }

    /// `L(key)` where `func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }`.
    private func wrapperTitle(_ name: String, args: [Argument]) -> ImportedTitle? {
        guard let fn = resolver.function(name).first?.node, let parameter = fn.parameters.first, let literal = args.first?.value.literal,
              let first = fn.body?.first else { return nil }
        let returned: Expr
        switch first.kind {
        case .returns(let e?), .expression(let e): returned = e
        default: return nil
        }
        let localizing = ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text"]
        guard let call = returned.call, case .name(let callee) = call.callee.kind, localizing.contains(callee),
              let inner = call.arguments.first, case .name(parameter.name) = inner.value.kind else { return nil }
        if callee == "String" && inner.label != "localized" { return nil }
        return .key(literal)
    }

    /// SwiftGen's `L10n.Tabs.home` (or `L10n.tabsHome`), R.swift's
    /// `R.string.localizable.tabsHome()`: through the generated file when
    /// it was read, else matched to one table key.
    func constantTitle(_ e: Expr) -> ImportedTitle? {
        var x = e
        if let call = e.call { x = call.callee }
        guard let parts = x.path, parts.count >= 2, !parts[0].isEmpty,
              parts[0] == "L10n" || parts[0] == "Strings" || parts[0] == "Localizable" || (parts[0] == "R" && parts.count >= 4 && parts[1] == "string") else { return nil }
        let name = parts.joined(separator: ".")
        if let c = index.constants[name] { return .key(c.key) }
        let tail = parts[0] == "R" ? Array(parts.dropFirst(3)) : Array(parts.dropFirst())
        let wanted = Self.squashed(tail.joined())
        let matches = resolver.tableKeys(squashedTo: wanted)
        if matches.count == 1, let key = matches.first {
            return .key(key)
        }
        // Nothing matched: the resolver reads it (`R.string.t.x.key.localized()`), else it is computed at run time.
        return nil
    }

    /// A key or name with case and punctuation ignored.
    static func squashed(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0.value >= 0x80 }.map(Character.init))
    }

    /// Whether a constant was matched to a table key rather than read from its generated file.
    func constantNeedsComment(_ e: Expr, _ f: Int) -> String? {
        let x = e.call?.callee ?? e
        guard let first = x.path?.first, ["L10n", "R", "Strings", "Localizable"].contains(first) else {
            // Any other constant the resolver matched to a key by its name alone.
            guard let name = resolver.text(e, file: f, Scope())?.matchedName else { return nil }
            return "\(name) read as the table key of the same name (its generated file was not among the inputs)"
        }
        var text = snippet(e, f)
        if text.hasSuffix("()") { text.removeLast(2) }
        return index.constants[text] == nil ? "\(text) read as the table key of the same name (its generated file was not among the inputs)" : nil
    }

    // MARK: Icons

    func iconValue(_ e: Expr, _ f: Int, _ env: Environment, systemByDefault: Bool) -> IconValue {
        if e.start >= e.end { return IconValue() }
        if let v = e.literal { return systemByDefault ? IconValue(icon: v) : IconValue(image: v) }
        if let head = headCall(e), case .name(let name) = head.callee.kind, ["UIImage", "Image", "NSImage"].contains(name) {
            let args = head.arguments
            if let a = args.first("systemName") {
                let read = iconValue(a, f, env, systemByDefault: true)
                // `Image(systemName: Symbol.gear.rawValue)`: the resolver may know the whole call.
                if read.isEmpty, let made = resolver.icon(e, file: f, scope(env, at: e, f)) { return made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
                return read
            }
            if let a = args.first(where: { $0.label == "named" || $0.label == nil || $0.label == "resource" })?.value {
                if case .member(nil, let m) = a.kind { return IconValue(image: m) }
                return iconValue(a, f, env, systemByDefault: false)
            }
        }
        // R.image.name()
        if let path = (e.call?.callee ?? e).path, path.count >= 3, path[0] == "R", path[1] == "image" { return IconValue(image: path[2]) }
        if let resolved = resolveProperty(e, env) { return iconValue(resolved.expr, resolved.file, resolved.env, systemByDefault: systemByDefault) }
        if let element = tupleElement(e, env) { return tupleIcon(element, systemByDefault: systemByDefault) }
        if let m = constructedMember(e, f, env), m.found { return iconValue(m.expr, m.file, m.env, systemByDefault: systemByDefault) }
        if case .name(let n) = e.kind, case .expression(let x, let f2, let outer)? = env.binding(n), env.depth < Environment.maximumDepth {
            var deeper = outer
            deeper.depth = env.depth + 1
            return iconValue(x, f2, deeper, systemByDefault: systemByDefault)
        }
        let inner = scope(env, at: e, f)
        if let made = resolver.icon(e, file: f, inner) { return made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
        if let v = resolver.text(e, file: f, inner) { return systemByDefault ? IconValue(icon: v.text) : IconValue(image: v.text) }
        return IconValue(unknown: snippet(e, f))
    }

    /// SFSafeSymbols' `.houseCircle` (or `tab.symbol` giving it): the symbol's name, `house.circle`.
    func safeSymbol(_ e: Expr, _ f: Int, _ env: Environment) -> String? {
        if case .member(nil, let name) = e.kind {
            var out = ""
            for c in name {
                if c.isUppercase || (c.isNumber && !(out.last?.isNumber ?? false)) { out += "." }
                out += c.lowercased()
            }
            return out
        }
        if let resolved = resolveProperty(e, env) { return safeSymbol(resolved.expr, resolved.file, resolved.env) }
        return nil
    }

    // MARK: Cases and properties

    /// The enum case an expression names: `.home`, `Tab.home`, a bound name.
    func enumCase(_ e: Expr, _ env: Environment) -> (type: String?, name: String)? {
        switch e.kind {
        case .member(nil, let n): return (nil, n)
        case .call(let callee, _, _):
            if case .member(nil, let n) = callee.kind { return (nil, n) }
        case .member(let base?, let n):
            guard case .name(let t) = base.kind else { return nil }
            if index.enumCases[t] != nil || (t.first?.isUppercase ?? false) && env.binding(t) == nil {
                return (index.enumCases[t] != nil ? t : nil, n)
            }
        case .name(let n):
            switch env.binding(n) {
            case .enumCase(let type, let name)?: return (type, name)
            case .expression(let x, _, let outer)? where env.depth < Environment.maximumDepth:
                var deeper = outer
                deeper.depth = env.depth + 1
                return enumCase(x, deeper)
            default: return nil
            }
        default: break
        }
        return nil
    }

    /// `tab.title`, `self.title` or `title` where the name is bound to an
    /// enum case: the expression the property gives for that case, read
    /// with `self` bound to it.
    func resolveProperty(_ e: Expr, _ env: Environment) -> (expr: Expr, file: Int, env: Environment)? {
        guard env.depth < Environment.maximumDepth else { return nil }
        let x = e.call?.callee ?? e
        let base: Binding?
        let property: String
        switch x.kind {
        case .member(let b?, let m):
            guard case .name(let n) = b.kind else { return nil }
            base = env.binding(n)
            property = m
        case .name(let n):
            base = env.binding("self")
            property = n
        default: return nil
        }
        guard case .enumCase(let type, let name)? = base,
              let cases = index.switchProperties[type]?[property], let r = cases[name] ?? cases["*"] else { return nil }
        var inner = Environment()
        inner.names["self"] = .enumCase(type: type, name: name)
        inner.depth = env.depth + 1
        return (parsed(r), r.file, inner)
    }

    /// A short, single-line rendering of an expression for a comment.
    func snippet(_ e: Expr, _ f: Int) -> String { snippet(TokenRange(file: f, start: e.start, end: e.end)) }

    func snippet(_ r: TokenRange) -> String {
        guard r.file < index.sources.count else { return "" }
        let s = index.sources[r.file]
        guard r.start < r.end, r.start < s.count else { return "" }
        var out = s.compactText(r.start, r.end, limit: 24)
        if r.end > r.start + 24 { out += "…" }
        while out.hasPrefix(" ") { out.removeFirst() }
        while out.hasSuffix(" ") { out.removeLast() }
        return String(out.prefix(120))
    }
}
