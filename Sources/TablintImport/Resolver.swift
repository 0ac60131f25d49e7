// The resolver: name lookup across every file's tree. Types with their
// extensions' members, nested types, free functions, type aliases, enum
// cases (the index's table, `SwiftIndex.enumCases`, handed in: one reader
// of them), what a type inherits, and the `#if` conditions around each type.
// `Resolver+Strings.swift` evaluates strings and enum values through it.

struct Resolver {
    /// A declaration of a type (or an extension of it) in one file.
    struct TypeRef: Sendable {
        var file: Int
        var node: TypeNode
        /// The `#if` conditions around it, outermost first.
        var conditions: [String]
    }

    struct FunctionRef: Sendable {
        var file: Int
        var node: FunctionNode
    }

    /// The keys read from a constant's name alone (key → the constant), for the draft's comment.
    final class Matches {
        var byKey: [String: String] = [:]
    }

    let files: [SyntaxFile]
    let matches = Matches()
    /// Every key of the app's tables, in every language.
    let tableKeys: [String]
    private(set) var types: [String: [TypeRef]] = [:]
    private(set) var functions: [String: [FunctionRef]] = [:]
    private(set) var typeAliases: [String: String] = [:]
    /// `tableKeys` with case and punctuation ignored → the keys, in order, a key in two tables twice.
    private(set) var squashedKeys: [String: [String]] = [:]
    /// Where lookups by name are noted (reading on demand, OnDemand.swift).
    let log: NameLog?
    /// Enum name → its cases: the index's table (`SwiftIndex.enumCases`), the one reader of them.
    let enumCases: NameTable<[EnumCase]>

    /// `squashedKeys`: `Resolver.squashedKeys(tableKeys)` when already made (a reading on demand makes it once).
    /// The asset catalogs' image names, for images through helpers no input declares (`Resolver+UnknownIcons.swift`).
    let assets: AssetNames

    init(_ files: [SyntaxFile], tableKeys: [String], squashedKeys: [String: [String]]? = nil, enumCases: NameTable<[EnumCase]>, log: NameLog? = nil,
         assets: AssetNames = AssetNames()) {
        self.files = files
        self.assets = assets
        self.enumCases = enumCases
        self.tableKeys = tableKeys
        self.log = log
        self.squashedKeys = squashedKeys ?? Self.squashedKeys(tableKeys)
        for (f, file) in files.enumerated() { index(file.statements, file: f, conditions: [], parent: nil) }
    }

    /// A nested type is also kept under `Parent.Name`, so that a name is looked up in its enclosing type first.
    private mutating func index(_ statements: [Stmt], file: Int, conditions: [String], parent: String?) {
        for st in statements {
            switch st.kind {
            case .type(let t):
                types[t.name, default: []].append(TypeRef(file: file, node: t, conditions: conditions))
                if let parent, t.keyword != "extension" { types[parent + "." + t.name, default: []].append(TypeRef(file: file, node: t, conditions: conditions)) }
                index(t.members, file: file, conditions: conditions, parent: t.name)
            case .function(let fn) where fn.name != "init":
                functions[fn.name, default: []].append(FunctionRef(file: file, node: fn))
            case .typeAlias(let name, let type):
                if typeAliases[name] == nil { typeAliases[name] = type }
            case .ifConfig(let clauses):
                for c in clauses { index(c.body, file: file, conditions: conditions + [c.isElse ? "!" : c.condition], parent: parent) }
            default: break
            }
        }
    }

    // MARK: Types

    /// The name a type name stands for, through type aliases (`Tab` for `typealias AppTab = Tab`).
    func canonical(_ name: String) -> String {
        var n = name
        for _ in 0..<8 {
            log?.note(n)
            guard types[n] == nil, let target = typeAliases[n] else { return n }
            n = target.split(separator: ".").last.map(String.init) ?? target
        }
        return n
    }

    func declarations(_ name: String) -> [TypeRef] { types[canonical(name)] ?? [] }

    func isType(_ name: String) -> Bool { types[canonical(name)] != nil }

    /// Whether a type (or an extension) of exactly that name, or `Parent.Name`, is declared (no type aliases).
    func declares(_ name: String) -> Bool {
        log?.note(name)
        return types[name] != nil
    }

    /// Every member of a type, its extensions' included, with its file.
    func members(of name: String) -> [(file: Int, stmt: Stmt)] {
        var result: [(file: Int, stmt: Stmt)] = []
        for ref in declarations(name) { flatten(ref.node.members, file: ref.file, into: &result) }
        return result
    }

    private func flatten(_ statements: [Stmt], file: Int, into result: inout [(file: Int, stmt: Stmt)]) {
        for st in statements {
            if case .ifConfig(let clauses) = st.kind {
                // A member under `#if`: the first branch that is no `#else` counts (platform branches hold the same names).
                for c in clauses where !Self.isDebug(c.condition) { flatten(c.body, file: file, into: &result); break }
            } else {
                result.append((file, st))
            }
        }
    }

    /// `DEBUG`, `DEBUG && X`, and a test that debug builds pass whatever else holds (`BETA || DEBUG`).
    static func isDebug(_ condition: String) -> Bool { condition == "DEBUG" || condition.hasPrefix("DEBUG ") || condition.hasSuffix("|| DEBUG") }

    /// The clauses of an `#if` whose code an iPhone runs: the first that tests `os(iOS)` when one does (its
    /// `#elseif` and `#else` are other platforms'), else every clause that is no `DEBUG` test.
    static func iOSClauses(_ clauses: [ConfigClause]) -> [ConfigClause] {
        if let ios = clauses.first(where: { !$0.isElse && Extractor.platforms(of: $0.condition).contains(.iphone) }) { return [ios] }
        return clauses.filter { !isDebug($0.condition) }
    }

    /// A property of the type (static or not) by name; of several types of one name (a nested
    /// `Localization` in many classes), those declared in `file` first.
    func property(_ name: String, of type: String, preferring file: Int? = nil) -> (file: Int, node: VariableNode)? {
        let all = members(of: type)
        let ordered = file.map { f in all.filter { $0.file == f } + all.filter { $0.file != f } } ?? all
        for m in ordered { if case .variable(let v) = m.stmt.kind, v.name == name { return (m.file, v) } }
        return nil
    }

    /// The functions of a type by name (static or not), and initializers as `init`.
    func methods(_ name: String, of type: String) -> [(file: Int, node: FunctionNode)] {
        members(of: type).compactMap { m in
            if case .function(let fn) = m.stmt.kind, fn.name == name { return (m.file, fn) }
            return nil
        }
    }

    /// Every type's methods of that name, each declaration once, with the type that holds it.
    func methods(named name: String) -> [(file: Int, node: FunctionNode, type: String)] {
        log?.note(name)
        var result: [(file: Int, node: FunctionNode, type: String)] = []
        var seen: Set<[Int]> = []
        for (typeName, refs) in types.sorted(by: { $0.key < $1.key }) {
            for ref in refs {
                for m in ref.node.members {
                    if case .function(let fn) = m.kind, fn.name == name, seen.insert([ref.file, fn.at]).inserted {
                        result.append((ref.file, fn, ref.node.keyword == "extension" ? ref.node.name : typeName))
                    }
                }
            }
        }
        return result
    }

    /// An enum's cases in declaration order (`Outer.Tab` for one nested in `Outer`), through type aliases.
    func cases(of type: String) -> [EnumCase] { enumCases[canonical(type)] ?? [] }

    /// The raw value a case is declared with (`case home = "home"`, `case past = 2`).
    func rawValue(of type: String, case name: String) -> Expr? {
        guard let r = cases(of: type).first(where: { $0.name == name })?.raw else { return nil }
        return expression(r)
    }

    /// The expression a range the index gives holds (its statement's value, `return` skipped).
    func expression(_ r: TokenRange) -> Expr {
        guard r.file >= 0, r.file < files.count else { return Expr.opaque(r.start, r.end) }
        var parser = SwiftParser(files[r.file].source)
        parser.i = r.start
        for st in parser.statements(until: r.end) {
            switch st.kind {
            case .returns(let e?): return e
            case .expression(let e): return e
            case .conditional(let c) where c.keyword == "if" && Self.unwrapsOnly(c.conditions):
                // `if let user, let avatar { … } else { return glyph }`: optional state is absent at launch
                // (IMPORT.md's default), so the `else` branch's value.
                for o in c.otherwise ?? [] {
                    if case .returns(let e?) = o.kind { return e }
                    if case .expression(let e) = o.kind { return e }
                }
                return Expr.opaque(r.start, r.end)
            default: return Expr.opaque(r.start, r.end)
            }
        }
        return Expr.opaque(r.start, r.end)
    }

    /// Conditions that only unwrap optionals (`if let user`, `if let a = b`).
    static func unwrapsOnly(_ conditions: [Condition]) -> Bool {
        !conditions.isEmpty && conditions.allSatisfy { c in
            guard case .binding(_?, let value, nil) = c else { return false }
            guard let value else { return true }
            if case .name = value.kind { return true }
            return false
        }
    }

    func isEnum(_ type: String) -> Bool { declarations(type).contains { $0.node.keyword == "enum" } }

    /// What a type inherits, through its declarations and extensions.
    func inherits(_ type: String) -> [String] { declarations(type).flatMap(\.node.inherits) }

    /// The `#if` conditions around a type's first declaration.
    func conditions(of type: String) -> [String] { declarations(type).first { $0.node.keyword != "extension" }?.conditions ?? [] }

    // MARK: Free functions

    func function(_ name: String) -> [FunctionRef] {
        log?.note(name)
        return functions[name] ?? []
    }

    // MARK: Keys

    /// The keys by their squashed form.
    static func squashedKeys(_ tableKeys: [String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for k in tableKeys { result[squashed(k), default: []].append(k) }
        return result
    }

    /// The table keys whose squashed form is `squashed`, in order (`tableKeys.filter`, without squashing every key).
    func tableKeys(squashedTo squashed: String) -> [String] { squashedKeys[squashed] ?? [] }

    /// A key or name with case and punctuation ignored.
    static func squashed(_ s: String) -> String {
        // ASCII: the bytes, letters lowered, others dropped.
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            var out: [UInt8] = []
            out.reserveCapacity(s.utf8.count)
            for b in s.utf8 {
                if b >= 0x61 && b <= 0x7A || b >= 0x30 && b <= 0x39 { out.append(b) } else if b >= 0x41 && b <= 0x5A { out.append(b | 0x20) }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return String(s.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0.value >= 0x80 }.map(Character.init))
    }

    /// The one table key that a generated constant's name stands for (`tab_home`, `tabHome` and `tab.home` match), in any language's table.
    func key(matching name: String) -> String? {
        // One key, in one table or several.
        guard let keys = squashedKeys[Self.squashed(name)], let first = keys.first, keys.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The text of tokens `start..<end` of a file as one short line, for a comment.
    func snippet(_ file: Int, _ start: Int, _ end: Int) -> String {
        guard file >= 0 && file < files.count else { return "" }
        var out = files[file].source.compactText(start, end, limit: 24)
        if end > start + 24 { out += "…" }
        return String(out.prefix(120))
    }
}
