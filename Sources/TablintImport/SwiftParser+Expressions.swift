// The syntax layer's expressions and control flow: `if`, `guard`, `switch`,
// loops; operands with their member chains, calls, subscripts and trailing
// closures; binary operators and ternaries; literals. A line break ends an
// expression unless the next line continues it (an operator or a `.member`).

extension SwiftParser {
    static let maximumChain = 256

    /// One expression up to `end`; `trailing: false` where a `{` opens a body (an `if`'s condition).
    mutating func expression(_ end: Int, trailing: Bool = true) -> Expr {
        let start = i
        let first = binary(end, trailing: trailing)
        if i < end, s.is(i, "?"), !adjacent(i) {
            // Each nested ternary counts as a level, so a long chain ends as one opaque node.
            guard depth < Self.maximumDepth else { skipExpressionRest(end); return Expr.opaque(at(start), at(i)) }
            depth += 1
            defer { depth -= 1 }
            i += 1
            let yes = expression(end, trailing: trailing)
            if s.is(i, ":") { i += 1 }
            let no = expression(end, trailing: trailing)
            return Expr(kind: .ternary(first, yes, no), start: at(start), end: at(i))
        }
        return first
    }

    func isBinaryOperator(_ k: Int) -> Bool {
        guard s.kind(k) == .operator else { return false }
        let t = s.text(k)
        if t == "?" || t == "->" || t == "=" { return false }
        if t.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(t) { return false }
        if (t == "!" || t == "?" || t.hasPrefix("?.")) && adjacent(k) { return false }
        return true
    }

    mutating func binary(_ end: Int, trailing: Bool) -> Expr {
        let start = i
        var left = operand(end, trailing: trailing)
        var count = 0
        while i < end {
            if isWord(i, ["as", "is"]) {
                let isCast = s.is(i, "as")
                i += 1
                if s.is(i, "?") || s.is(i, "!") { i += 1 }
                let typeStart = i
                let type = typeText(end)
                // `x is T` is a binary test whose right side names the type.
                left = isCast ? Expr(kind: .cast(left, type), start: at(start), end: at(i))
                    : Expr(kind: .binary(left, "is", Expr(kind: .name(type), start: at(typeStart), end: at(i))), start: at(start), end: at(i))
                continue
            }
            guard isBinaryOperator(i) else { break }
            count += 1
            if count > Self.maximumChain { skipExpressionRest(end); return Expr.opaque(at(start), at(i)) }
            let op = s.text(i)
            i += 1
            let right = operand(end, trailing: trailing)
            left = Expr(kind: .binary(left, op, right), start: at(start), end: at(i))
        }
        return left
    }

    /// Skips what is left of an over-long expression: to the end of its line, past brackets.
    mutating func skipExpressionRest(_ end: Int) {
        let line = s.line(i)
        while i < end, s.line(i) == line || isBinaryOperator(i) || s.is(i, "."), !s.is(i, "}"), !s.is(i, ")"), !s.is(i, "]") {
            if s.is(i, "{") || s.is(i, "(") || s.is(i, "[") { i = closing(i, end) }
            i += 1
        }
    }

    mutating func operand(_ end: Int, trailing: Bool) -> Expr {
        let start = i
        while isWord(i, ["try", "await", "consume", "copy"]) { i += 1; if (s.is(i, "?") || s.is(i, "!")) && adjacent(i) { i += 1 } }
        // Prefix operators, read in a loop (not by recursion), at most 16.
        var prefixes: [String] = []
        while i < end, s.kind(i) == .operator, !s.is(i, "?") {
            guard prefixes.count < 16 else { skipExpressionRest(end); return Expr.opaque(at(start), at(i)) }
            prefixes.append(s.text(i))
            i += 1
        }
        var e = prefixes.isEmpty ? primary(end, trailing: trailing) : operand(end, trailing: trailing)
        for op in prefixes.reversed() { e = Expr(kind: .prefix(op, e), start: at(start), end: at(i)) }
        if !prefixes.isEmpty { return e }
        var links = 0
        while i < end {
            links += 1
            if links > Self.maximumChain { skipExpressionRest(end); return Expr.opaque(at(start), at(i)) }
            if s.is(i, "."), s.isIdentifier(i + 1) || s.kind(i + 1) == .number {
                // `SwiftUI.TabView` is `TabView` (a type named through its framework: SwiftParser+Modules).
                let kind = Self.frameworkType(e, s.text(i + 1)).map(ExprKind.name) ?? .member(e, s.text(i + 1))
                e = Expr(kind: kind, start: at(start), end: at(i + 2))
                i += 2
            } else if isDirective(i), s.is(i + 1, ".") {
                i += 1   // a postfix `#if` around a modifier: the modifiers are read in line
            } else if (s.is(i, "!") || s.is(i, "?")), adjacent(i) {
                i += 1
            } else if s.is(i, "<"), adjacent(i), e.lastName.map({ $0.first?.isUppercase ?? false }) ?? false {
                let save = i
                skipGenerics(end)
                if !(s.is(i, "(") || s.is(i, ".")) { i = save; break }
            } else if s.is(i, "("), sameLine(i, i - 1) {
                let args = arguments(i, end)
                i = closing(i, end) + 1
                e = Expr(kind: .call(e, args, trailingClosures(end, trailing)), start: at(start), end: at(i))
            } else if s.is(i, "["), sameLine(i, i - 1) {
                let args = arguments(i, end)
                i = closing(i, end) + 1
                e = Expr(kind: .subscripted(e, args), start: at(start), end: at(i))
            } else if trailing, s.is(i, "{"), sameLine(i, i - 1) {
                let closures = trailingClosures(end, trailing)
                e = Expr(kind: .call(e, [], closures), start: at(start), end: at(i))
            } else {
                break
            }
        }
        return e
    }

    /// `{ } label: { }` after a call.
    mutating func trailingClosures(_ end: Int, _ trailing: Bool) -> [(label: String?, closure: Closure)] {
        var result: [(label: String?, closure: Closure)] = []
        guard trailing else { return result }
        if s.is(i, "{"), sameLine(i, i - 1) { result.append((nil, closure(end))) } else { return result }
        while i < end, s.isIdentifier(i), s.is(i + 1, ":"), s.is(i + 2, "{") {
            let label = s.text(i)
            i += 2
            result.append((label, closure(end)))
        }
        return result
    }

    mutating func primary(_ end: Int, trailing: Bool) -> Expr {
        let start = i
        guard i < end, let kind = s.kind(i) else { return Expr.opaque(at(i), at(i)) }
        switch kind {
        case .string:
            i += 1
            return Expr(kind: .string(stringParts(start)), start: at(start), end: at(i))
        case .number:
            i += 1
            return Expr(kind: .number(s.text(start)), start: at(start), end: at(i))
        case .identifier:
            if s.is(i, "switch") { return Expr(kind: .switchExpression(switchBody(end)), start: at(start), end: at(i)) }
            if s.is(i, "if") { _ = conditional(i, end); return Expr.opaque(at(start), at(i)) }
            i += 1
            return Expr(kind: .name(s.text(start)), start: at(start), end: at(i))
        case .punctuation:
            if s.is(i, "."), s.isIdentifier(i + 1) {
                i += 2
                return Expr(kind: .member(nil, s.text(start + 1)), start: at(start), end: at(i))
            }
            if s.is(i, "[") {
                let close = closing(i, end)
                let elements = arguments(i, end, dictionary: true)
                i = close + 1
                if isDictionary(start, close) {
                    return Expr(kind: .dictionary(dictionaryPairs(start, close, end)), start: at(start), end: at(i))
                }
                return Expr(kind: .array(elements.map(\.value)), start: at(start), end: at(i))
            }
            if s.is(i, "(") {
                let args = arguments(i, end)
                i = closing(i, end) + 1
                if args.count == 1, args[0].label == nil { return args[0].value }
                return Expr(kind: .tuple(args), start: at(start), end: at(i))
            }
            if s.is(i, "{") { let c = closure(end); return Expr(kind: .closure(c), start: at(start), end: at(i)) }
            if s.is(i, "\\") {
                i += 1
                var names: [String] = []
                if s.isIdentifier(i) { i += 1 }
                while s.is(i, "."), s.isIdentifier(i + 1) { names.append(s.text(i + 1)); i += 2 }
                return Expr(kind: .keyPath(names), start: at(start), end: at(i))
            }
            i += 1
            return Expr.opaque(at(start), at(i))
        default:
            i += 1
            return Expr.opaque(at(start), at(i))
        }
    }

    /// The comma-separated arguments between the bracket at `i` and its partner; `i` is left at the bracket.
    mutating func arguments(_ open: Int, _ end: Int, dictionary: Bool = false) -> [Argument] {
        let close = closing(open, end)
        let save = i
        defer { i = save }
        guard depth < Self.maximumDepth else { return [Argument(label: nil, value: Expr.opaque(at(open), at(close + 1)))] }
        depth += 1
        defer { depth -= 1 }
        var result: [Argument] = []
        i = open + 1
        while i < close {
            var label: String?
            if s.isIdentifier(i), s.is(i + 1, ":"), !dictionary { label = s.text(i); i += 2 }
            let value = expression(close)
            result.append(Argument(label: label, value: value))
            if dictionary, s.is(i, ":") { i += 1; _ = expression(close) }
            while i < close, !s.is(i, ",") { i = s.is(i, "(") || s.is(i, "[") || s.is(i, "{") ? closing(i, close) + 1 : i + 1 }
            i += 1
        }
        return result
    }

    func isDictionary(_ open: Int, _ close: Int) -> Bool {
        var k = open + 1
        while k < close {
            if s.is(k, ":") { return true }
            if s.is(k, ",") { return false }
            if s.is(k, "(") || s.is(k, "[") || s.is(k, "{") { k = closing(k, close) }
            k += 1
        }
        return false
    }

    mutating func dictionaryPairs(_ open: Int, _ close: Int, _ end: Int) -> [(key: Expr, value: Expr)] {
        let save = i
        defer { i = save }
        guard depth < Self.maximumDepth else { return [] }
        depth += 1
        defer { depth -= 1 }
        var pairs: [(key: Expr, value: Expr)] = []
        i = open + 1
        while i < close {
            let key = expression(close)
            var value = Expr.opaque(at(i), at(i))
            if s.is(i, ":") { i += 1; value = expression(close) }
            if case .opaque = key.kind {} else { pairs.append((key, value)) }
            while i < close, !s.is(i, ",") { i = s.is(i, "(") || s.is(i, "[") || s.is(i, "{") ? closing(i, close) + 1 : i + 1 }
            i += 1
        }
        return pairs
    }

    /// `{ a, b in ... }`, `{ (a: T) in ... }`, `{ [weak self] in ... }`, `{ ... }`: the parameters and body.
    mutating func closure(_ end: Int) -> Closure {
        let close = closing(i, end)
        var parameters: [String] = []
        var k = i + 1
        var found: Int?
        var names: [String] = []
        var returnType: String?
        while k < close, k < i + 64 {
            if s.is(k, "in") { found = k; break }
            // `-> [Tab] in`: the element type, kept with its brackets.
            if s.is(k - 1, "->"), s.is(k, "["), s.isIdentifier(k + 1), s.is(k + 2, "]") { returnType = "[" + s.text(k + 1) + "]"; k += 3; continue }
            if s.is(k, "[") && k == i + 1 { k = closing(k, close) + 1; continue }
            if let after = returnTypeArguments(k, close) { k = after; continue }
            if s.is(k, "(") {
                var m = k + 1
                let c = closing(k, close)
                var expectName = true
                while m < c {
                    if expectName, s.isIdentifier(m) { names.append(s.text(m)); expectName = false }
                    if s.is(m, ",") { expectName = true }
                    if s.is(m, ":") { expectName = false }
                    m = s.is(m, "(") || s.is(m, "[") ? closing(m, c) + 1 : m + 1
                }
                k = c + 1
                continue
            }
            if s.isIdentifier(k) && !isWord(k, ["async", "throws", "some", "any"]) { if !s.is(k - 1, "->") && !s.is(k - 1, ":") && !s.is(k - 1, ".") { names.append(s.text(k)) }; k += 1; continue }
            if s.is(k, ",") || s.is(k, "->") || s.is(k, ":") || s.is(k, ".") || ((s.is(k, "?") || s.is(k, "!")) && adjacent(k)) { k += 1; continue }
            break
        }
        if let found { parameters = names; i = found + 1 } else { i += 1 }
        var body: [Stmt] = []
        if depth < Self.maximumDepth {
            depth += 1
            body = statements(until: close)
            depth -= 1
        }
        i = close + 1
        return Closure(parameters: parameters, body: body, returnType: found == nil ? nil : returnType)
    }

    // MARK: Control flow

    mutating func conditional(_ start: Int, _ end: Int) -> Stmt {
        let keyword = s.text(i)
        i += 1
        let conditionStart = i
        var conditions: [Condition] = []
        while i < end, !s.is(i, "{"), !isWord(i, ["else"]) {
            let before = i
            if isWord(i, ["let", "var"]) {
                let name = s.isIdentifier(i + 1) ? s.text(i + 1) : nil
                i += 2
                if s.is(i, ":") { i += 1; _ = typeText(end) }
                var value: Expr?
                if s.is(i, "=") { i += 1; value = expression(end, trailing: false) }
                conditions.append(.binding(name: name, value: value))
            } else if isWord(i, ["case"]) {
                i += 1
                if isWord(i, ["let", "var"]) { i += 1 }
                let pattern = expression(end, trailing: false)
                var value: Expr?
                if s.is(i, "=") { i += 1; value = expression(end, trailing: false) }
                conditions.append(.binding(name: nil, value: value, pattern: pattern))
            } else if isWord(i, ["#available", "#unavailable"]) {
                conditions.append(.availability(negated: s.is(i, "#unavailable")))
                i += 1
                if s.is(i, "(") { i = closing(i, end) + 1 }
            } else {
                conditions.append(.expression(expression(end, trailing: false)))
            }
            if s.is(i, ",") { i += 1 }
            if i == before { i += 1 }
        }
        let conditionEnd = i
        if isWord(i, ["else"]) { i += 1 }
        var then: [Stmt] = []
        if s.is(i, "{") { then = braced(end) }
        var otherwise: [Stmt]?
        var elseAt: Int?
        if keyword == "guard" {
            otherwise = then
            then = []
        } else if isWord(i, ["else"]) {
            i += 1
            elseAt = at(i)
            if isWord(i, ["if"]) { otherwise = [conditional(i, end)] } else if s.is(i, "{") { otherwise = braced(end) }
        }
        return Stmt(kind: .conditional(Conditional(keyword: keyword, conditions: conditions, then: then, otherwise: otherwise,
                                                   conditionStart: at(conditionStart), conditionEnd: at(conditionEnd), elseAt: elseAt)),
                    start: at(start), end: i)
    }

    /// `switch subject { case ...: ... default: ... }`; `i` is at `switch`.
    mutating func switchBody(_ end: Int) -> Switch {
        i += 1
        let subject = expression(end, trailing: false)
        var cases: [SwitchCase] = []
        guard s.is(i, "{") else { return Switch(subject: subject, cases: cases) }
        let close = closing(i, end)
        guard depth < Self.maximumDepth else { i = close + 1; return Switch(subject: subject, cases: cases) }
        depth += 1
        defer { depth -= 1 }
        i += 1
        while i < close {
            if isDirective(i) || s.is(i, ";") { i += 1; continue }
            if s.is(i, "@"), s.is(i + 1, "unknown") { i += 2; continue }
            let at = self.at(i)
            var patterns: [Expr] = []
            if isWord(i, ["default"]) {
                i += 1
            } else if isWord(i, ["case"]) {
                i += 1
                while i < close, !s.is(i, ":") {
                    let before = i
                    if isWord(i, ["let", "var"]) { i += 1 }
                    patterns.append(expression(close, trailing: false))
                    if isWord(i, ["where"]) { i += 1; _ = expression(close, trailing: false) }
                    if s.is(i, ",") { i += 1 }
                    if i == before { i += 1 }
                }
            } else {
                // Tokens outside any case: skipped as one statement.
                _ = statement(close)
                continue
            }
            if s.is(i, ":") { i += 1 }
            let body = statements(until: close, stopAtCase: true)
            cases.append(SwitchCase(patterns: patterns, body: body, at: at))
        }
        i = close + 1
        return Switch(subject: subject, cases: cases)
    }

    mutating func loop(_ start: Int, _ end: Int) -> Stmt {
        let keyword = s.text(i)
        i += 1
        var variables: [String] = []
        var sequence: Expr?
        if keyword == "for" {
            while i < end, !isWord(i, ["in"]), !s.is(i, "{") {
                if s.isIdentifier(i), !isWord(i, ["case", "let", "var", "try", "await"]) { variables.append(s.text(i)) }
                i += 1
            }
            if isWord(i, ["in"]) { i += 1; sequence = expression(end, trailing: false) }
            if isWord(i, ["where"]) { i += 1; _ = expression(end, trailing: false) }
        } else if keyword == "while" {
            while i < end, !s.is(i, "{") { let before = i; _ = expression(end, trailing: false); if s.is(i, ",") || i == before { i += 1 } }
        }
        var body: [Stmt] = []
        if s.is(i, "{") { body = braced(end) }
        // `catch { }`, `repeat { } while x`.
        while isWord(i, ["catch"]) { i += 1; while i < end, !s.is(i, "{") { i += 1 }; if s.is(i, "{") { body += braced(end) } }
        if keyword == "repeat", isWord(i, ["while"]) { i += 1; _ = expression(end, trailing: false) }
        return Stmt(kind: .loop(variables: variables, sequence: sequence, body: body), start: at(start), end: i)
    }
}
