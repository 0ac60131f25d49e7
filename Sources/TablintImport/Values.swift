// Reading values out of expressions: titles (a key, a plain string, or
// unknown), icons and images, enum cases, through the bindings of a
// `ForEach` variable, a helper's parameters or `self` in an enum property.

/// What a name stands for while a body is read.
enum Binding {
    /// An enum case (`ForEach(Tab.allCases) { tab in`, `self` in a property).
    case enumCase(type: String, name: String)
    /// A helper's argument: an expression in the caller, read with the caller's bindings.
    case expression(TokenRange, Environment)
}

struct Environment {
    var names: [String: Binding] = [:]
    /// How deep helpers and properties are followed (a bound, not input-controlled recursion).
    var depth = 0
    static let maximumDepth = 6

    func binding(_ name: String) -> Binding? { names[name] }
}

/// An icon or image as the code names it.
struct IconValue {
    var icon: String?
    var image: String?
    var unknown: String?
}

extension Extractor {
    // MARK: Titles

    /// A title expression. `literalIsKey`: a literal here is a
    /// `LocalizedStringKey` (SwiftUI's `Tab`, `Label`, `Text`).
    func title(_ r: TokenRange, _ env: Environment, literalIsKey: Bool) -> ImportedTitle {
        let s = index.sources[r.file]
        guard !r.isEmpty else { return .unknown("") }
        var i = r.start
        if s.is(i, "return") { i += 1 }
        let end = r.end
        if let v = s.stringValue(i), i + 1 == end { return literalIsKey ? .key(v) : .plain(v) }
        if s.kind(i) == .string, i + 1 == end { return .unknown(snippet(r)) }
        // "key".localized, "key".localized(), String(localized: "k"), NSLocalizedString("k", ...)
        if let v = s.stringValue(i), s.is(i + 1, "."), s.isIdentifier(i + 2), s.text(i + 2).lowercased().contains("locali") { return .key(v) }
        if s.isIdentifier(i), s.is(i + 1, "("), let close = s.close(i + 1) {
            let name = s.text(i)
            let args = SwiftIndex.arguments(s, open: i + 1, close: close)
            switch name {
            case "Text", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "String", "Label":
                if let first = args.first {
                    let sub = TokenRange(file: r.file, start: first.start, end: first.end)
                    if name == "String" && first.label != "localized" { return title(sub, env, literalIsKey: false) }
                    if first.label == "verbatim" { return plainTitle(sub, env) }
                    if first.label == nil || first.label == "localized" { return title(sub, env, literalIsKey: true) }
                }
                if name == "Label", let t = args.first(where: { $0.label == "title" }) {
                    return title(TokenRange(file: r.file, start: t.start, end: t.end), env, literalIsKey: true)
                }
            default:
                // A project's thin wrapper: a function that returns one of the above for its parameter.
                if let wrapped = wrapperTitle(name, args: args, file: r.file, env) { return wrapped }
            }
        }
        if let constant = constantTitle(r) { return constant }
        // A bound name or an enum property: `tab.title`, `title` inside the enum, `self.title`.
        if let resolved = resolveProperty(r, env) {
            return title(resolved.range, resolved.env, literalIsKey: literalIsKey)
        }
        if s.isIdentifier(i), i + 1 == end, case .expression(let e, let outer)? = env.binding(s.text(i)), env.depth < Environment.maximumDepth {
            var deeper = outer
            deeper.depth = env.depth + 1
            return title(e, deeper, literalIsKey: literalIsKey)
        }
        if let v = resolver.text(expression(r), file: r.file, scope(env, at: r), literalIsKey: literalIsKey) { return v.isKey ? .key(v.text) : .plain(v.text) }
        return .unknown(snippet(r))
    }

    /// The tree of an expression's tokens (the syntax layer's reading of them).
    func expression(_ r: TokenRange) -> Expr {
        var parser = SwiftParser(resolver.files[r.file].source)
        parser.i = r.start
        return parser.expression(r.end)
    }

    /// The resolver's scope for a reading environment: its bound cases and expressions.
    func scope(_ env: Environment) -> Scope {
        var scope = Scope()
        for (name, binding) in env.names {
            switch binding {
            case .enumCase(let type, let c):
                scope.names[name] = .enumCase(type: type, name: c)
                if name == "self" { scope.selfType = type }
            case .expression(let r, let outer) where env.depth < Environment.maximumDepth:
                var deeper = outer
                deeper.depth = env.depth + 1
                scope.names[name] = .expression(expression(r), file: r.file, self.scope(deeper))
            default: break
            }
        }
        return scope
    }

    /// The scope for an expression at `r`: with no `self` case bound, a bare name is a member of
    /// the type the expression is written in (`systemImage: historySymbol`, a computed property of the view).
    func scope(_ env: Environment, at r: TokenRange) -> Scope {
        var s = scope(env)
        if s.selfType == nil, let t = index.enclosingType(file: r.file, token: r.start) { s.selfType = t.name }
        return s
    }

    private func plainTitle(_ r: TokenRange, _ env: Environment) -> ImportedTitle {
        switch title(r, env, literalIsKey: false) {
        case .key(let k): return .plain(k)
        case let other: return other
        }
    }

    /// `L(key)` where `func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }`.
    private func wrapperTitle(_ name: String, args: [(label: String?, start: Int, end: Int)], file: Int, _ env: Environment) -> ImportedTitle? {
        guard let f = index.functions[name]?.first, let parameter = index.parameters(of: f).first, let arg = args.first,
              let literal = index.sources[file].stringValue(arg.start), arg.start + 1 == arg.end else { return nil }
        let s = index.sources[f.body.file]
        var i = f.body.start
        if s.is(i, "return") { i += 1 }
        guard s.isIdentifier(i) else { return nil }
        let callee = s.text(i)
        let localizing = ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource", "Text"]
        guard localizing.contains(callee), s.is(i + 1, "("), let close = s.close(i + 1) else { return nil }
        let inner = SwiftIndex.arguments(s, open: i + 1, close: close)
        guard let first = inner.first, first.end == first.start + 1, s.text(first.start) == parameter.name else { return nil }
        if callee == "String" && first.label != "localized" { return nil }
        return .key(literal)
    }

    /// SwiftGen's `L10n.Tabs.home` (or `L10n.tabsHome`), R.swift's
    /// `R.string.localizable.tabsHome()`: through the generated file when
    /// it was read, else matched to one table key.
    func constantTitle(_ r: TokenRange) -> ImportedTitle? {
        let s = index.sources[r.file]
        var parts: [String] = []
        var i = r.start
        while i < r.end, s.isIdentifier(i) {
            parts.append(s.text(i))
            i += 1
            if s.is(i, "(") , let c = s.close(i), c + 1 == r.end { i = c + 1; break }
            guard s.is(i, ".") else { break }
            i += 1
        }
        guard i == r.end, parts.count >= 2, parts[0] == "L10n" || parts[0] == "Strings" || parts[0] == "Localizable" || (parts[0] == "R" && parts.count >= 4 && parts[1] == "string") else { return nil }
        let name = parts.joined(separator: ".")
        if let c = index.constants[name] { return .key(c.key) }
        let tail = parts[0] == "R" ? Array(parts.dropFirst(3)) : Array(parts.dropFirst())
        let wanted = Self.squashed(tail.joined())
        let matches = resolver.tableKeys(squashedTo: wanted)
        if matches.count == 1, let key = matches.first {
            return .key(key)
        }
        return .unknown(name)
    }

    /// A key or name with case and punctuation ignored.
    static func squashed(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0.value >= 0x80 }.map(Character.init))
    }

    /// Whether a constant was matched to a table key rather than read from its generated file.
    func constantNeedsComment(_ r: TokenRange) -> String? {
        let s = index.sources[r.file]
        guard s.is(r.start, "L10n") || s.is(r.start, "R") || s.is(r.start, "Strings") || s.is(r.start, "Localizable") else {
            // Any other constant the resolver matched to a key by its name alone.
            guard let name = resolver.text(expression(r), file: r.file, Scope())?.matchedName else { return nil }
            return "\(name) read as the table key of the same name (its generated file was not among the inputs)"
        }
        var text = snippet(r)
        if text.hasSuffix("()") { text.removeLast(2) }
        return index.constants[text] == nil ? "\(text) read as the table key of the same name (its generated file was not among the inputs)" : nil
    }

    // MARK: Icons

    func iconValue(_ r: TokenRange, _ env: Environment, systemByDefault: Bool) -> IconValue {
        let s = index.sources[r.file]
        guard !r.isEmpty else { return IconValue() }
        let i = r.start
        if let v = s.stringValue(i), i + 1 == r.end { return systemByDefault ? IconValue(icon: v) : IconValue(image: v) }
        if s.isIdentifier(i), s.is(i + 1, "("), let close = s.close(i + 1), close + 1 >= r.end || (s.is(close + 1, "!") || s.is(close + 1, "?")) && close + 2 >= r.end
            || s.is(close + 1, ".") && s.isIdentifier(close + 2) {
            let name = s.text(i)
            let args = SwiftIndex.arguments(s, open: i + 1, close: close)
            if name == "UIImage" || name == "Image" || name == "NSImage" {
                if let a = args.first(where: { $0.label == "systemName" }) {
                    return iconValue(TokenRange(file: r.file, start: a.start, end: a.end), env, systemByDefault: true)
                }
                if let a = args.first(where: { $0.label == "named" || $0.label == nil || $0.label == "resource" }) {
                    if s.is(a.start, "."), s.isIdentifier(a.start + 1) { return IconValue(image: s.text(a.start + 1)) }
                    return iconValue(TokenRange(file: r.file, start: a.start, end: a.end), env, systemByDefault: false)
                }
            }
        }
        // R.image.name()
        if s.is(i, "R"), s.is(i + 1, "."), s.is(i + 2, "image"), s.is(i + 3, "."), s.isIdentifier(i + 4) { return IconValue(image: s.text(i + 4)) }
        if let resolved = resolveProperty(r, env) { return iconValue(resolved.range, resolved.env, systemByDefault: systemByDefault) }
        if s.isIdentifier(i), i + 1 == r.end, case .expression(let e, let outer)? = env.binding(s.text(i)), env.depth < Environment.maximumDepth {
            var deeper = outer
            deeper.depth = env.depth + 1
            return iconValue(e, deeper, systemByDefault: systemByDefault)
        }
        let e = expression(r)
        let inner = scope(env, at: r)
        if let made = resolver.icon(e, file: r.file, inner) { return made.isSymbol ? IconValue(icon: made.name) : IconValue(image: made.name) }
        if let v = resolver.text(e, file: r.file, inner) { return systemByDefault ? IconValue(icon: v.text) : IconValue(image: v.text) }
        return IconValue(unknown: snippet(r))
    }

    /// SFSafeSymbols' `.houseCircle` (or `tab.symbol` giving it): the symbol's name, `house.circle`.
    func safeSymbol(_ r: TokenRange, _ env: Environment) -> String? {
        let s = index.sources[r.file]
        if s.is(r.start, "."), s.isIdentifier(r.start + 1), r.start + 2 == r.end {
            var out = ""
            for c in s.text(r.start + 1) {
                if c.isUppercase || (c.isNumber && !(out.last?.isNumber ?? false)) { out += "." }
                out += c.lowercased()
            }
            return out
        }
        if let resolved = resolveProperty(r, env) { return safeSymbol(resolved.range, resolved.env) }
        return nil
    }

    // MARK: Cases and properties

    /// The enum case an expression names: `.home`, `Tab.home`, a bound name.
    func enumCase(_ r: TokenRange, _ env: Environment) -> (type: String?, name: String)? {
        let s = index.sources[r.file]
        let i = r.start
        if s.is(i, "."), s.isIdentifier(i + 1), i + 2 == r.end || s.is(i + 2, "(") { return (nil, s.text(i + 1)) }
        if s.isIdentifier(i), s.is(i + 1, "."), s.isIdentifier(i + 2), i + 3 == r.end,
           index.enumCases[s.text(i)] != nil || (s.text(i).first?.isUppercase ?? false) && env.binding(s.text(i)) == nil {
            return (index.enumCases[s.text(i)] != nil ? s.text(i) : nil, s.text(i + 2))
        }
        if s.isIdentifier(i), i + 1 == r.end || (s.is(i + 1, "?") && i + 2 == r.end) {
            switch env.binding(s.text(i)) {
            case .enumCase(let type, let name)?: return (type, name)
            case .expression(let e, let outer)? where env.depth < Environment.maximumDepth:
                var deeper = outer
                deeper.depth = env.depth + 1
                return enumCase(e, deeper)
            default: return nil
            }
        }
        return nil
    }

    /// `tab.title`, `self.title` or `title` where the name is bound to an
    /// enum case: the expression the property gives for that case, read
    /// with `self` bound to it.
    func resolveProperty(_ r: TokenRange, _ env: Environment) -> (range: TokenRange, env: Environment)? {
        guard env.depth < Environment.maximumDepth else { return nil }
        let s = index.sources[r.file]
        var i = r.start
        var base: Binding?
        if s.isIdentifier(i), s.is(i + 1, "."), s.isIdentifier(i + 2) {
            base = env.binding(s.text(i))
            i += 2
        } else if s.isIdentifier(i) {
            base = env.binding("self")
        }
        guard case .enumCase(let type, let name)? = base else { return nil }
        let property = s.text(i)
        var end = i + 1
        if s.is(end, "("), let c = s.close(end) { end = c + 1 }
        if s.is(end, "?") || s.is(end, "!") { end += 1 }
        guard end == r.end else { return nil }
        guard let cases = index.switchProperties[type]?[property], let expr = cases[name] ?? cases["*"] else {
            if property == "rawValue", let raw = index.enumCases[type]?.first(where: { $0.name == name })?.rawValue {
                _ = raw
            }
            return nil
        }
        var inner = Environment()
        inner.names["self"] = .enumCase(type: type, name: name)
        inner.depth = env.depth + 1
        return (expr, inner)
    }

    /// A short, single-line rendering of an expression for a comment.
    func snippet(_ r: TokenRange) -> String {
        let s = index.sources[r.file]
        guard r.start < r.end, r.start < s.count else { return "" }
        var out = s.compactText(r.start, r.end, limit: 24)
        if r.end > r.start + 24 { out += "…" }
        while out.hasPrefix(" ") { out.removeFirst() }
        while out.hasSuffix(" ") { out.removeLast() }
        return String(out.prefix(120))
    }
}
