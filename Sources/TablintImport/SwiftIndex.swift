// The declarations the importer looks things up in, across every file:
// types (with their bodies and what they inherit), enum cases, the
// `switch self` properties of enums, static arrays, static members,
// functions, and generated localization constants (SwiftGen's
// `L10n.tr("Table", "key")`). One pass over each file's tokens.

/// A token range in one file.
struct TokenRange: Sendable {
    var file: Int
    var start: Int
    var end: Int
    var isEmpty: Bool { start >= end }
}

struct TypeDecl: Sendable {
    var name: String
    var keyword: String
    var file: Int
    /// The body's `{` and `}` token indices.
    var open: Int
    var close: Int
    var inherits: [String]
    var line: Int
    /// `Outer.Name` for a type declared inside another (or its extension); `name` at the top.
    var qualified = ""
}

struct EnumCase: Sendable {
    var name: String
    /// The raw value when it is a string literal.
    var rawValue: String?
    /// The raw value's token, whatever it is (`= 2`, `= "home"`).
    var raw: TokenRange?
    var line: Int
    var file: Int
}

struct FunctionDecl: Sendable {
    struct Parameter: Sendable { var label: String?; var name: String; var defaultValue: TokenRange? }
    var name: String
    /// The parameter list's `(` and `)`, read when the function is used (`SwiftIndex.parameters(of:)`).
    var open: Int
    var close: Int
    var body: TokenRange
    var line: Int
}

struct SwiftIndex {
    var sources: [SwiftSource] = []
    var paths: [String] = []
    var types: [TypeDecl] = []
    // The tables by name note each lookup in `log` (reading on demand, OnDemand.swift).
    /// Enum name → its cases, in declaration order (the first declaration by path wins).
    var enumCases = NameTable<[EnumCase]>()
    /// Type name → property name → case name → the expression the case gives.
    var switchProperties = NameTable<[String: [String: TokenRange]]>()
    /// Type name → static array name → its elements' case names.
    var staticArrays = NameTable<[String: [String]]>()
    /// Type name → static member name → the expression that makes it.
    var staticMembers = NameTable<[String: TokenRange]>()
    /// Function name → declarations.
    var functions = NameTable<[FunctionDecl]>()
    /// Generated constant (`L10n.Tabs.home`) → (table, key).
    var constants = NameTable<(table: String, key: String)>()
    /// Files whose first line says tablint generated them.
    var generatedFiles: [Int] = []
    /// Per file, for each token, the innermost `{` that holds it (-1 at the top).
    var enclosingBrace: [[Int32]] = []
    /// Per file, the `{` of each type's body → where the type lies in `types`.
    var typeAtBrace: [[Int: Int]] = []
    /// Type name → where its declarations lie in `types`, in order.
    var typesByName: [String: [Int]] = [:]
    let log: NameLog?
    /// The number of this index's first file: 0, but for one file's part (SwiftIndex+Parts.swift).
    var base = 0

    init(_ files: [SyntaxFile], log: NameLog? = nil) {
        self.init(parts: files.enumerated().map { Self.part($0.element, number: $0.offset) }, log: log)
    }

    static func enclosing(_ s: SwiftSource) -> [Int32] {
        var result = [Int32](repeating: -1, count: s.count)
        var stack: [Int] = []
        for i in 0..<s.count {
            while let top = stack.last, let c = s.close(top), c <= i { stack.removeLast() }
            result[i] = Int32(stack.last ?? -1)
            if s.tokens[i].kind == .punctuation, s.is(i, "{") { stack.append(i) }
        }
        return result
    }

    /// The declarations of a type (and its extensions) by name, in the order of `types`.
    func types(named name: String) -> [TypeDecl] {
        log?.note(name)
        return (typesByName[name] ?? []).map { types[$0] }
    }

    /// The innermost type whose body holds token `i` of `file`.
    func enclosingType(file: Int, token i: Int) -> TypeDecl? {
        // Brackets pair as a stack does, so the braces around a token, innermost first, are its chain of enclosing braces.
        guard enclosingBrace.indices.contains(file), typeAtBrace.indices.contains(file), enclosingBrace[file].indices.contains(i) else { return nil }
        var brace = Int(enclosingBrace[file][i])
        while brace >= 0 {
            if let n = typeAtBrace[file][brace] { return types[n] }
            brace = Int(enclosingBrace[file][brace])
        }
        return nil
    }

    // MARK: Scanning one file

    mutating func scan(_ f: Int) {
        let s = sources[f - base]
        var typeStack: [(name: String, short: String, close: Int, keyword: String)] = []
        var i = 0
        while i < s.count {
            while let top = typeStack.last, top.close <= i { typeStack.removeLast() }
            let t = s.tokens[i]
            guard t.kind == .identifier else { i += 1; continue }
            if s.is(i, "enum") || s.is(i, "struct") || s.is(i, "class") || s.is(i, "extension") || s.is(i, "actor") || s.is(i, "protocol"),
               s.isIdentifier(i + 1), !(i > 0 && s.is(i - 1, ".")) {
                let keyword = s.text(i)
                var j = i + 1
                var name = s.text(j)
                var dotted = name
                while s.is(j + 1, "."), s.isIdentifier(j + 2) { j += 2; name = s.text(j); dotted += "." + name }   // extension A.B: B
                var inherits: [String] = []
                var k = j + 1
                var guardCount = 0
                while k < s.count, !s.is(k, "{"), guardCount < 200 {
                    if s.isIdentifier(k), !s.is(k, "where") { inherits.append(s.text(k)) }
                    if s.is(k, "<"), let c = genericEnd(s, k) { k = c }
                    if s.is(k, ";") || s.is(k, "}") { break }
                    k += 1
                    guardCount += 1
                }
                if s.is(k, "{"), let close = s.close(k) {
                    let fullName = keyword == "extension" ? dotted : (typeStack.last.map { $0.name + "." + name } ?? name)
                    types.append(TypeDecl(name: name, keyword: keyword, file: f, open: k, close: close, inherits: inherits, line: s.line(i), qualified: fullName))
                    typeStack.append((fullName, name, close, keyword))
                    if keyword == "enum" && enumCases.storage[name] == nil { enumCases.storage[name] = [] }
                    // A nested enum is also keyed by its qualified name, so same-named enums keep their own cases.
                    if keyword == "enum" && fullName != name && enumCases.storage[fullName] == nil { enumCases.storage[fullName] = [] }
                    i = k + 1
                    continue
                }
            }
            let isCase = s.is(i, "case")
            let isMember = !isCase && (s.is(i, "var") || s.is(i, "let") || s.is(i, "func"))
            if isCase || isMember, let top = typeStack.last {
                let brace = Int(enclosingBrace[f - base][i])
                if brace >= 0 && s.close(brace) == top.close {
                    if isCase, top.keyword == "enum" { i = scanCases(f, i, top.short, qualified: top.name); continue }
                    if isMember { scanMember(f, i, typeName: top.short, qualified: top.name) }
                }
            }
            if s.is(i, "func"), s.isIdentifier(i + 1) { scanFunction(f, i) }
            i += 1
        }
    }

    private func genericEnd(_ s: SwiftSource, _ open: Int) -> Int? {
        var depth = 0
        var k = open
        while k < s.count && k < open + 200 {
            if s.is(k, "<") { depth += 1 } else if s.is(k, ">") { depth -= 1; if depth == 0 { return k } }
            else if s.is(k, "{") { return nil }
            k += 1
        }
        return nil
    }

    /// `case a, b(x), c = "raw"` in an enum's body.
    private mutating func scanCases(_ f: Int, _ at: Int, _ enumName: String, qualified: String) -> Int {
        let s = sources[f - base]
        var i = at + 1
        while i < s.count, s.isIdentifier(i) {
            var c = EnumCase(name: s.text(i), rawValue: nil, raw: nil, line: s.line(i), file: f)
            i += 1
            if s.is(i, "("), let close = s.close(i) { i = close + 1 }
            if s.is(i, "=") {
                c.rawValue = s.stringValue(i + 1)
                c.raw = TokenRange(file: f, start: i + 1, end: i + 2)
                i += 2
            }
            for key in Set([enumName, qualified]) where enumCases.storage[key]?.first(where: { $0.file != f }) == nil { enumCases.storage[key, default: []].append(c) }
            guard s.is(i, ",") else { break }
            i += 1
        }
        return max(i, at + 1)
    }

    /// A property or function of a type: a `switch self` in its body, a
    /// static array of cases, a static member that makes a value, or a
    /// generated localization constant.
    private mutating func scanMember(_ f: Int, _ i: Int, typeName: String, qualified: String) {
        let s = sources[f - base]
        guard s.isIdentifier(i + 1) else { return }
        let name = s.text(i + 1)
        let isStatic = s.is(i - 1, "static") || s.is(i - 2, "static") || s.is(i - 1, "class")
        // The member's extent: to its body's end, or to the end of its initializer's line.
        var j = i + 2
        var bodyOpen: Int?
        var initializer: Int?
        var steps = 0
        while j < s.count, steps < 400 {
            if s.is(j, "(") || s.is(j, "[") { if s.is(j, "[") && initializer != nil { break }; j = (s.close(j) ?? j) + 1; steps += 1; continue }
            if s.is(j, "{") { bodyOpen = j; break }
            if s.is(j, "=") { initializer = j + 1; break }
            if s.is(j, "}") || s.is(j, ";") || (s.line(j) != s.line(i) && s.isIdentifier(j) && !s.is(j, "some") && !s.is(j, "any") && !s.is(j, "throws") && !s.is(j, "async") && !s.is(j, "where") && !(s.is(j - 1, ":") || s.is(j - 1, "->") || s.is(j - 1, "."))) { break }
            j += 1
            steps += 1
        }
        var expression: TokenRange?
        if let initializer {
            expression = TokenRange(file: f, start: initializer, end: statementEnd(s, from: initializer))
        } else if let bodyOpen, let close = s.close(bodyOpen) {
            var from = bodyOpen + 1
            if s.is(from, "get"), s.is(from + 1, "{") { from += 2 }
            if s.is(from, "return") { from += 1 }
            if s.is(from, "switch"), s.is(from + 1, "self") || (s.is(from + 1, "(") && s.is(from + 2, "self")), !isStatic {
                var k = from + 2
                while k < close && !s.is(k, "{") { k += 1 }
                if k < close, let switchClose = s.close(k) {
                    for key in Set([typeName, qualified]) { scanSwitch(f, k, switchClose, property: name, typeName: key) }
                }
                return
            }
            expression = TokenRange(file: f, start: from, end: statementEnd(s, from: from, limit: close))
        }
        guard let expression, isStatic else { return }
        // A generated constant: `tr("Table", "key", ...)` near the start.
        var k = expression.start
        while k < min(expression.end, expression.start + 12) {
            if s.is(k, "tr"), s.is(k + 1, "("), let table = s.stringValue(k + 2), s.is(k + 3, ","), let key = s.stringValue(k + 4) {
                constants.storage[qualified + "." + name] = (table, key)
                return
            }
            k += 1
        }
        if s.is(expression.start, "["), let close = s.close(expression.start) {
            var cases: [String] = []
            var m = expression.start + 1
            while m < close {
                if s.is(m, "."), s.isIdentifier(m + 1), !s.isIdentifier(m - 1) { cases.append(s.text(m + 1)) }
                if let c = s.close(m) { m = c }
                m += 1
            }
            staticArrays.storage[typeName, default: [:]][name] = cases
        }
        staticMembers.storage[typeName, default: [:]][name] = expression
    }

    /// The end of the statement that starts at `from`: the first token at
    /// this level on a later line that does not continue it, or a `;`.
    func statementEnd(_ s: SwiftSource, from: Int, limit: Int? = nil) -> Int {
        let end = min(limit ?? s.count, s.count)
        var i = max(from, 0)
        while i < end {
            if s.is(i, ";") || s.is(i, "}") || s.is(i, ")") || s.is(i, "]") { return i }
            if i > from, s.line(i) != s.line(i - 1), s.tokens[i].kind != .punctuation || s.is(i, "@") || s.is(i, "#"),
               s.tokens[i].kind != .operator, !s.is(i - 1, ","), s.tokens[i - 1].kind != .operator, !s.is(i - 1, "(") { return i }
            if let c = s.close(i) { i = min(c, end - 1) }
            i += 1
        }
        return end
    }

    /// `switch self { case .a, .b: return X ... }`: the expression each case gives.
    private mutating func scanSwitch(_ f: Int, _ open: Int, _ close: Int, property: String, typeName: String) {
        let s = sources[f - base]
        var i = open + 1
        var pending: [String] = []
        var exprStart: Int?
        var map: [String: TokenRange] = switchProperties.storage[typeName]?[property] ?? [:]
        func flush(_ end: Int) {
            guard let start = exprStart else { return }
            var from = start
            if s.is(from, "return") { from += 1 }
            for name in pending where map[name] == nil { map[name] = TokenRange(file: f, start: from, end: end) }
            pending = []
            exprStart = nil
        }
        while i < close {
            if Int(enclosingBrace[f - base][i]) == open, s.is(i, "case") || s.is(i, "default") {
                flush(i)
                var k = i + 1
                while k < close && !s.is(k, ":") {
                    if s.is(k, "."), s.isIdentifier(k + 1) { pending.append(s.text(k + 1)); k += 1 }
                    if s.is(k, "("), let c = s.close(k) { k = c }
                    k += 1
                }
                if s.is(i, "default") { pending.append("*") }
                exprStart = k + 1
                i = k + 1
                continue
            }
            if let c = s.close(i) { i = min(c, close) }
            i += 1
        }
        flush(close)
        switchProperties.storage[typeName, default: [:]][property] = map
    }

    private mutating func scanFunction(_ f: Int, _ i: Int) {
        let s = sources[f - base]
        let name = s.text(i + 1)
        var j = i + 2
        if s.is(j, "<"), let g = genericEnd(s, j) { j = g + 1 }
        guard s.is(j, "("), let close = s.close(j) else { return }
        var k = close + 1
        var steps = 0
        while k < s.count, !s.is(k, "{"), steps < 100 { if s.is(k, "}") || s.is(k, ";") { return }; k += 1; steps += 1 }
        guard s.is(k, "{"), let bodyClose = s.close(k) else { return }
        functions.storage[name, default: []].append(FunctionDecl(name: name, open: j, close: close, body: TokenRange(file: f, start: k + 1, end: bodyClose), line: s.line(i)))
    }

    /// A function's parameters: label, name and default value.
    func parameters(of function: FunctionDecl) -> [FunctionDecl.Parameter] {
        let f = function.body.file
        let s = sources[f - base]
        let (j, close) = (function.open, function.close)
        var parameters: [FunctionDecl.Parameter] = []
        for arg in Self.arguments(s, open: j, close: close) {
            // `name: Type` comes back labelled (`arguments` splits `IDENT :`); `label name: Type` and `_ name: Type` do not.
            var k = arg.label == nil ? arg.start : arg.start - 2
            var names: [String] = []
            while k < arg.end, s.isIdentifier(k) { names.append(s.text(k)); k += 1 }
            guard s.is(k, ":"), let last = names.last else { continue }
            var defaultValue: TokenRange?
            var m = k
            while m < arg.end { if s.is(m, "=") { defaultValue = TokenRange(file: f, start: m + 1, end: arg.end); break }; if let c = s.close(m) { m = c }; m += 1 }
            let label: String? = names.count >= 2 ? (names[0] == "_" ? nil : names[0]) : last
            parameters.append(.init(label: label, name: last, defaultValue: defaultValue))
        }
        return parameters
    }

    /// The arguments between a `(` or `[` and its partner: each comma-separated
    /// part, with its label when it has one.
    static func arguments(_ s: SwiftSource, open: Int, close: Int) -> [(label: String?, start: Int, end: Int)] {
        var result: [(label: String?, start: Int, end: Int)] = []
        var start = open + 1
        var i = open + 1
        while i <= close {
            if i == close || s.is(i, ",") {
                if start < i {
                    if s.isIdentifier(start), s.is(start + 1, ":"), start + 2 <= i {
                        result.append((s.text(start), start + 2, i))
                    } else {
                        result.append((nil, start, i))
                    }
                }
                start = i + 1
                i += 1
                continue
            }
            if let c = s.close(i) { i = min(c, close) }
            i += 1
        }
        return result
    }
}
