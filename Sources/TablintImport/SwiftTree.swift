// The syntax layer's tree: the Swift that tab code is written in, as plain
// values. Declarations (types, extensions, enum cases, functions,
// properties, type aliases), statements (switch, if, guard, #if, return,
// assignments, loops) and expressions (names, member chains, calls with
// labelled arguments and trailing closures, strings with interpolations,
// arrays, dictionaries, binary operators, ternaries, closures). What the
// parser does not understand is an `opaque` node over its tokens, never an
// error. Positions are token indices into the file's `SwiftSource`.

/// An expression and the tokens it covers (`start..<end`).
struct Expr: Sendable {
    var kind: ExprKind
    var start: Int
    var end: Int
}

struct Argument: Sendable {
    var label: String?
    var value: Expr
}

struct Closure: Sendable {
    var parameters: [String]
    var body: [Stmt]
    /// The declared result type's name when it is one type or an array of one (`-> [Tab] in`: `[Tab]`).
    var returnType: String?
}

enum StringPart: Sendable {
    case text(String)
    case interpolation(Expr)
}

indirect enum ExprKind: Sendable {
    /// An identifier or keyword used as a value (`tab`, `self`, `nil`, `true`, `#selector`).
    case name(String)
    /// `base.member`; an implicit member (`.home`) has no base.
    case member(Expr?, String)
    /// `callee(arguments) { trailing } label: { trailing }`; a trailing closure's label is kept.
    case call(Expr, [Argument], [(label: String?, closure: Closure)])
    case subscripted(Expr, [Argument])
    case string([StringPart])
    case number(String)
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    case tuple([Argument])
    case binary(Expr, String, Expr)
    case prefix(String, Expr)
    /// `x as T`, `x as? T`, `x as! T` (`x!` and `x?` read as `x`).
    case cast(Expr, String)
    case ternary(Expr, Expr, Expr)
    case closure(Closure)
    /// `\Type.path`: the path's names.
    case keyPath([String])
    case switchExpression(Switch)
    /// Tokens the parser does not read.
    case opaque
}

/// A statement or declaration and the tokens it covers.
struct Stmt: Sendable {
    var kind: StmtKind
    var start: Int
    var end: Int
}

indirect enum StmtKind: Sendable {
    case type(TypeNode)
    case function(FunctionNode)
    case variable(VariableNode)
    case enumCase([EnumCaseElement])
    case typeAlias(name: String, type: String)
    case expression(Expr)
    /// `target = value`, `target += value`.
    case assignment(Expr, String, Expr)
    case returns(Expr?)
    case conditional(Conditional)
    case switches(Switch)
    case ifConfig([ConfigClause])
    /// `for x in sequence { }`, `while cond { }`, `repeat { }`, `do { }`: the body runs.
    case loop(variables: [String], sequence: Expr?, body: [Stmt])
    case opaque
}

struct Attribute: Sendable {
    var name: String
    var arguments: [Argument]
}

struct TypeNode: Sendable {
    /// `struct`, `class`, `enum`, `extension`, `actor`, `protocol`.
    var keyword: String
    /// The name, or for an extension the last name of the type extended.
    var name: String
    var inherits: [String]
    var attributes: [Attribute]
    var members: [Stmt]
    /// The keyword's token.
    var at: Int
    /// The generic parameters' names (`class Router<Root: UIViewController>`: `Root`).
    var generics: [String] = []
    /// The first inherited type's generic arguments (`: Base<UITabBarController>`: `UITabBarController`).
    var superArguments: [String] = []
}

struct Parameter: Sendable {
    var label: String?
    var name: String
    var type: String
    var defaultValue: Expr?
}

struct FunctionNode: Sendable {
    /// `init` for an initializer.
    var name: String
    var isStatic: Bool
    var attributes: [Attribute]
    var parameters: [Parameter]
    var returnType: String?
    var body: [Stmt]?
    var at: Int
}

struct VariableNode: Sendable {
    var name: String
    var isStatic: Bool
    var isLet: Bool
    var attributes: [Attribute]
    var type: String?
    var initial: Expr?
    /// A computed property's getter (or its single body), or `didSet`/`willSet` bodies.
    var accessor: [Stmt]?
    var at: Int
}

struct EnumCaseElement: Sendable {
    var name: String
    var rawValue: Expr?
    var at: Int
}

struct Conditional: Sendable {
    /// `if` or `guard`.
    var keyword: String
    var conditions: [Condition]
    var then: [Stmt]
    /// An `else` (an `else if` is one `conditional` statement in it).
    var otherwise: [Stmt]?
    /// The conditions' tokens, for a comment.
    var conditionStart: Int
    var conditionEnd: Int
    /// The token after `else` (its `{`, or the `if` of an `else if`).
    var elseAt: Int?
}

enum Condition: Sendable {
    case expression(Expr)
    /// `let x = value`, `case .a = value` (`pattern` the pattern after `case`, `let`/`var` dropped).
    case binding(name: String?, value: Expr?, pattern: Expr? = nil)
    /// `#available(...)`, `#unavailable(...)`.
    case availability(negated: Bool)
}

struct Switch: Sendable {
    var subject: Expr
    var cases: [SwitchCase]
}

struct SwitchCase: Sendable {
    /// Empty for `default`.
    var patterns: [Expr]
    var body: [Stmt]
    var at: Int
}

/// One branch of an `#if`: its condition's text (empty for `#else`) and body.
struct ConfigClause: Sendable {
    var condition: String
    var isElse: Bool
    var body: [Stmt]
    var at: Int
}

/// One file's tree.
struct SyntaxFile: Sendable {
    var path: String
    var source: SwiftSource
    var statements: [Stmt]
    /// Whether tablint generated the file (its first line says so).
    var isGenerated: Bool
}

extension Expr {
    static func opaque(_ start: Int, _ end: Int) -> Expr { Expr(kind: .opaque, start: start, end: max(start, end)) }

    /// `a.b.c` as names, when the expression is only names and members.
    var path: [String]? {
        var names: [String] = []
        var e = self
        for _ in 0..<64 {
            switch e.kind {
            case .name(let n): return [n] + names.reversed()
            case .member(let base?, let m): names.append(m); e = base
            case .member(nil, let m): return ["", m] + names.reversed()
            default: return nil
            }
        }
        return nil
    }

    /// The last name of a member chain or name (`Tab.home` gives `home`).
    var lastName: String? {
        switch kind {
        case .name(let n): return n
        case .member(_, let m): return m
        default: return nil
        }
    }

    /// The call's callee, arguments and trailing closures, when it is a call.
    var call: (callee: Expr, arguments: [Argument], trailing: [(label: String?, closure: Closure)])? {
        if case .call(let c, let a, let t) = kind { return (c, a, t) }
        return nil
    }

    /// The literal's value when the string has no interpolation.
    var literal: String? {
        guard case .string(let parts) = kind else { return nil }
        var out = ""
        for p in parts {
            guard case .text(let t) = p else { return nil }
            out += t
        }
        return out
    }
}

extension Array where Element == Argument {
    func first(_ label: String?) -> Expr? { first { $0.label == label }?.value }
}
