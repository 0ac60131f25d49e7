// Which declaration of a name a call means: the one whose parameters its
// arguments fill, as Swift matches them (in order, by label, a defaulted
// parameter left out, trailing closures filling the last). One rule for
// every reader that picks a function or initializer by its call: a
// controller made by `balancesTab()`, whose body calls the helper
// `balancesTab(root:title:image:)` of the same name, reads the call its
// labels fit, not the first declared.

extension FunctionNode {
    /// Whether the arguments fill the parameters: each in order by its label; the rest defaulted or filled by
    /// `trailing` closures.
    func accepts(_ arguments: [Argument], trailing: Int = 0) -> Bool {
        var next = 0
        var unfilled = 0
        for p in parameters {
            if next < arguments.count, arguments[next].label == p.label {
                next += 1
            } else if p.defaultValue == nil {
                unfilled += 1
            }
        }
        return next == arguments.count && unfilled <= trailing
    }
}

extension Extractor {
    /// Of the functions found for a call, the first with a body whose parameters the arguments fill; else the
    /// first with a body.
    static func fitting(_ fns: [(file: Int, node: FunctionNode)], _ arguments: [Argument], trailing: Int) -> (file: Int, node: FunctionNode)? {
        let bodied = fns.filter { $0.node.body != nil }
        return bodied.first { $0.node.accepts(arguments, trailing: trailing) } ?? bodied.first
    }
}
