// A `ForEach` over a list the app orders at run time, cut to the bar's
// first places: `ForEach(Array(shown.prefix(3).enumerated()), …)` where
// `private var shown: [Page] { Settings.order() }`. The element type is the
// one the view's property declares (`[Page]`), before any enum that merely
// has properties of the same names (a wrapper enum around `Page`); and the
// bar takes at most the prefix's count of its cases, the first ones in
// declaration order, said in a comment.

extension Extractor {
    /// The element type the view's property declares for the list a collection reads (`shown.prefix(3)` with `var shown: [Page]`).
    func declaredElementType(_ collection: Expr, enclosing: String?) -> String? {
        guard let enclosing else { return nil }
        var e = collection
        for _ in 0..<8 {
            guard let call = e.call, case .member(let base?, _) = call.callee.kind else { break }
            e = base
        }
        let name: String
        switch e.kind {
        case .name(let n): name = n
        case .member(let b?, let n) where b.lastName == "self": name = n
        default: return nil
        }
        guard let declared = resolver.property(name, of: enclosing)?.node.type, declared.hasPrefix("["), declared.hasSuffix("]") else { return nil }
        let element = String(declared.dropFirst().dropLast())
        return Identifiers.isIdentifier(element) ? element : nil
    }

    /// The count a collection is cut to by a trailing `.prefix(n)` with a literal `n` (`Array(x.prefix(4).enumerated())` gives 4).
    static func prefixCount(_ collection: Expr) -> Int? {
        var e = collection
        for _ in 0..<8 {
            if let call = e.call, case .name("Array") = call.callee.kind, call.arguments.count == 1 { e = call.arguments[0].value; continue }
            guard let call = e.call, case .member(let base?, let m) = call.callee.kind else { return nil }
            if m == "prefix", call.arguments.count == 1, case .number(let n) = call.arguments[0].value.kind, let count = Int(n), count > 0 { return count }
            e = base
        }
        return nil
    }
}
