// Icons through a project's helpers called without a type in front: a
// method of the type the code is in (`systemImage(named: "map")` inside
// `class Icons`, static or not) or a free function, read with its
// parameters bound; and a modifier on a bound name
// (`image.applyingSymbolConfiguration(config)` where `image` is a helper's
// parameter holding `UIImage(systemName: "map")`). Bounded as `icon` is.

extension Resolver {
    func helperIcon(_ callee: Expr, _ args: [Argument], file: Int, _ scope: Scope, _ inner: Scope) -> IconName? {
        switch callee.kind {
        case .name(let n):
            guard n.first?.isLowercase ?? false else { return nil }
            let labels = args.compactMap(\.label)
            let own = scope.selfType.map { methods(n, of: $0) } ?? []
            let free = own.isEmpty ? function(n).map { ($0.file, $0.node) } : []
            for (f2, fn) in own + free where fn.parameters.count == args.count
                && labels.allSatisfy({ l in fn.parameters.contains { $0.label == l } }) {
                guard var s = Scope(depth: inner.depth).deeper(), let body = fn.body else { continue }
                s.selfType = scope.selfType
                bind(fn.parameters, args, callerFile: file, callerScope: scope, into: &s)
                if let (x, f3, s3) = value(of: body, file: f2, s, literalIsKey: false), let made = icon(x, file: f3, s3) { return made }
            }
            return nil
        case .member(let base?, _):
            // A modifier on a name that stands for an image: `image.withRenderingMode(.alwaysTemplate)`.
            guard case .name(let n) = base.kind, case .expression? = scope.names[n] else { return nil }
            return icon(base, file: file, inner)
        default:
            return nil
        }
    }
}

extension Extractor {
    /// A local declared without a value (`let glyph: UIImage?`) and given one later in the body
    /// (`glyph = UIImage(systemName: "qrcode")`): the first value it is given.
    func laterValue(_ name: String, _ body: [Stmt]) -> Expr? {
        var found: Expr?
        TreeWalk.statements(body) { st in
            guard found == nil, case .assignment(let target, "=", let value) = st.kind, target.path == [name] else { return }
            found = value
        }
        return found
    }
}
