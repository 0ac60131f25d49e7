@testable import TablintImport

// A deterministic outline of the import's syntax tree, for the reader
// tests' expected files: one node a line, indented by depth.
enum SyntaxDump {
    static func dump(_ swift: String) -> String {
        let file = SwiftParser.parse(SwiftFile(path: "T.swift", bytes: Array(swift.utf8)))
        var out: [String] = []
        for st in file.statements { stmt(st, 0, &out) }
        return out.joined(separator: "\n") + "\n"
    }

    static func stmt(_ st: Stmt, _ d: Int, _ out: inout [String]) {
        let pad = String(repeating: "  ", count: d)
        guard d < 60 else { out.append(pad + "…"); return }
        switch st.kind {
        case .type(let t):
            out.append(pad + "\(t.keyword) \(t.name)" + (t.inherits.isEmpty ? "" : ": " + t.inherits.joined(separator: ", ")) + attrs(t.attributes))
            for m in t.members { stmt(m, d + 1, &out) }
        case .function(let f):
            let params = f.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type)" + ($0.defaultValue.map { " = " + expr($0, 0) } ?? "") }
            out.append(pad + (f.isStatic ? "static " : "") + "func \(f.name)(\(params.joined(separator: ", ")))" + (f.returnType.map { " -> " + $0 } ?? "") + attrs(f.attributes))
            for b in f.body ?? [] { stmt(b, d + 1, &out) }
        case .variable(let v):
            out.append(pad + (v.isStatic ? "static " : "") + (v.isLet ? "let " : "var ") + v.name + (v.type.map { ": " + $0 } ?? "")
                       + (v.initial.map { " = " + expr($0, 0) } ?? "") + attrs(v.attributes))
            for b in v.accessor ?? [] { stmt(b, d + 1, &out) }
        case .enumCase(let cs):
            out.append(pad + "case " + cs.map { $0.name + ($0.rawValue.map { " = " + expr($0, 0) } ?? "") }.joined(separator: ", "))
        case .typeAlias(let n, let t): out.append(pad + "typealias \(n) = \(t)")
        case .expression(let e): out.append(pad + expr(e, 0))
        case .assignment(let l, let op, let r): out.append(pad + expr(l, 0) + " \(op) " + expr(r, 0))
        case .returns(let e): out.append(pad + "return" + (e.map { " " + expr($0, 0) } ?? ""))
        case .conditional(let c):
            out.append(pad + c.keyword + " " + c.conditions.map(condition).joined(separator: ", "))
            for b in c.then { stmt(b, d + 1, &out) }
            if let o = c.otherwise { out.append(pad + "else"); for b in o { stmt(b, d + 1, &out) } }
        case .switches(let sw): switchDump(sw, d, &out)
        case .ifConfig(let clauses):
            for c in clauses {
                out.append(pad + (c.isElse ? "#else" : "#if \(c.condition)"))
                for b in c.body { stmt(b, d + 1, &out) }
            }
            out.append(pad + "#endif")
        case .loop(let vs, let seq, let body):
            out.append(pad + "loop \(vs.joined(separator: ","))" + (seq.map { " in " + expr($0, 0) } ?? ""))
            for b in body { stmt(b, d + 1, &out) }
        case .opaque: out.append(pad + "opaque")
        }
    }

    static func switchDump(_ sw: Switch, _ d: Int, _ out: inout [String]) {
        let pad = String(repeating: "  ", count: d)
        out.append(pad + "switch " + expr(sw.subject, 0))
        for c in sw.cases {
            out.append(pad + (c.patterns.isEmpty ? "default:" : "case " + c.patterns.map { expr($0, 0) }.joined(separator: ", ") + ":"))
            for b in c.body { stmt(b, d + 1, &out) }
        }
    }

    static func condition(_ c: Condition) -> String {
        switch c {
        case .expression(let e): return expr(e, 0)
        case .binding(let n, let v, _): return "let \(n ?? "_") = " + (v.map { expr($0, 0) } ?? "")
        case .availability(let n): return n ? "#unavailable" : "#available"
        }
    }

    static func attrs(_ a: [Attribute]) -> String { a.isEmpty ? "" : " " + a.map { "@" + $0.name }.joined(separator: " ") }

    static func expr(_ e: Expr, _ d: Int) -> String {
        guard d < 60 else { return "…" }
        switch e.kind {
        case .name(let n): return n
        case .member(let b, let m): return (b.map { expr($0, d + 1) } ?? "") + "." + m
        case .call(let c, let args, let trailing):
            var s = expr(c, d + 1) + "(" + args.map { ($0.label.map { $0 + ": " } ?? "") + expr($0.value, d + 1) }.joined(separator: ", ") + ")"
            for t in trailing { s += " " + (t.label.map { $0 + ": " } ?? "") + closure(t.closure, d + 1) }
            return s
        case .subscripted(let b, let args): return expr(b, d + 1) + "[" + args.map { expr($0.value, d + 1) }.joined(separator: ", ") + "]"
        case .string(let parts):
            return "\"" + parts.map { p -> String in
                switch p { case .text(let t): return t; case .interpolation(let e): return "\\(" + expr(e, d + 1) + ")" }
            }.joined() + "\""
        case .number(let n): return n
        case .array(let es): return "[" + es.map { expr($0, d + 1) }.joined(separator: ", ") + "]"
        case .dictionary(let ps): return "[" + ps.map { expr($0.key, d + 1) + ": " + expr($0.value, d + 1) }.joined(separator: ", ") + "]"
        case .tuple(let args): return "(" + args.map { ($0.label.map { $0 + ": " } ?? "") + expr($0.value, d + 1) }.joined(separator: ", ") + ")"
        case .binary(let l, let op, let r): return "(" + expr(l, d + 1) + " \(op) " + expr(r, d + 1) + ")"
        case .prefix(let op, let x): return op + expr(x, d + 1)
        case .cast(let x, let t): return "(" + expr(x, d + 1) + " as " + t + ")"
        case .ternary(let c, let y, let n): return "(" + expr(c, d + 1) + " ? " + expr(y, d + 1) + " : " + expr(n, d + 1) + ")"
        case .closure(let c): return closure(c, d + 1)
        case .keyPath(let names): return "\\." + names.joined(separator: ".")
        case .switchExpression(let sw):
            var lines: [String] = []
            switchDump(sw, 0, &lines)
            return "{" + lines.joined(separator: "; ") + "}"
        case .opaque: return "?"
        }
    }

    static func closure(_ c: Closure, _ d: Int) -> String {
        var lines: [String] = []
        for b in c.body { stmt(b, 0, &lines) }
        return "{" + (c.parameters.isEmpty ? "" : " " + c.parameters.joined(separator: ", ") + " in") + " " + lines.joined(separator: "; ") + " }"
    }
}
