// A type declaration's generic parameters and its superclass's generic
// arguments, so that a property declared with a generic parameter's type
// (`let root: Root` in `class Router<Root: UIViewController>`) has the type
// a subclass gives it (`class TabRouter: Router<UITabBarController>`).

extension SwiftParser {
    /// The names declared between `<` at `open` and the token before `close`: each identifier after `<` or `,` at the first level.
    func genericNames(_ open: Int, _ close: Int) -> [String] {
        var names: [String] = []
        var level = 0
        var k = open
        while k < close, names.count < 16 {
            if s.kind(k) == .operator {
                for c in s.text(k).utf8 { if c == 0x3C { level += 1 } else if c == 0x3E { level -= 1 } }
            } else if level == 1, s.isIdentifier(k), s.is(k - 1, ",") || (s.kind(k - 1) == .operator && s.text(k - 1).hasSuffix("<")) {
                names.append(s.text(k))
            }
            k += 1
        }
        return names
    }

    /// `Base<A, B<C>>`'s first-level arguments, `A` and `B<C>`, as written.
    static func genericArguments(_ type: String) -> [String] {
        guard let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">"), open < close else { return [] }
        var parts: [String] = []
        var current = ""
        var level = 0
        for c in type[type.index(after: open)..<close] {
            if c == "<" { level += 1 } else if c == ">" { level -= 1 }
            if c == ",", level == 0 { parts.append(current); current = ""; continue }
            if c != " " { current.append(c) }
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }

    /// In a closure's signature, `-> Flow<Router>? in`: the token after the return type's generic
    /// arguments (and a `?` written with the `>`), when `k` opens them.
    func returnTypeArguments(_ k: Int, _ close: Int) -> Int? {
        guard s.kind(k) == .operator, s.text(k).hasPrefix("<"), s.isIdentifier(k - 1), s.is(k - 2, "->") else { return nil }
        var level = 0
        var m = k
        repeat {
            if s.kind(m) == .operator { for c in s.text(m).utf8 { if c == 0x3C { level += 1 } else if c == 0x3E { level -= 1 } } }
            m += 1
        } while m < close && level > 0
        return m
    }
}
