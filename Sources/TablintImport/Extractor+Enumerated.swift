// A `ForEach` over a list with its offsets: `ForEach(Array(tabs.enumerated()),
// id: \.offset) { index, tab in … }` or `ForEach(tabs.enumerated(), …)`. The
// list read is `tabs`, and the closure's second parameter is its element.

extension Extractor {
    /// The list an enumerated collection walks and the closure's parameter bound to its element.
    static func enumeratedList(_ collection: Expr, parameters: [String]) -> (list: Expr, element: String)? {
        guard parameters.count == 2 else { return nil }
        var e = collection
        if let call = e.call, case .name("Array") = call.callee.kind, call.arguments.count == 1,
           call.arguments[0].label == nil, call.trailing.isEmpty {
            e = call.arguments[0].value
        }
        guard let call = e.call, call.arguments.isEmpty, call.trailing.isEmpty,
              case .member(let base?, "enumerated") = call.callee.kind else { return nil }
        return (base, parameters[1])
    }
}
