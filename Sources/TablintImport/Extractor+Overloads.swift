// Overloads of one name told apart by their argument labels: a controller
// made by `balancesTab()`, whose body calls the helper
// `balancesTab(root:title:image:)` of the same name, reads each call in
// the body its labels fit, not the first declared.

extension Extractor {
    /// Of the functions found for a call, the first with a body whose parameters the arguments fit
    /// (in order, by label, a parameter with a default value left out); else the first with a body.
    static func fitting(_ fns: [(file: Int, node: FunctionNode)], _ arguments: [Argument], trailing: Int) -> (file: Int, node: FunctionNode)? {
        let bodied = fns.filter { $0.node.body != nil }
        return bodied.first { fits($0.node.parameters, arguments, trailing: trailing) } ?? bodied.first
    }

    /// Whether the arguments fill the parameters: each in order by its label; the rest defaulted or filled by trailing closures.
    static func fits(_ parameters: [Parameter], _ arguments: [Argument], trailing: Int) -> Bool {
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
