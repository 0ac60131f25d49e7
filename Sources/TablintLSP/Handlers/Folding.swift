import TabsJSON
import TabsSyntax

/// A folding range: lines, 0-based.
struct LineFold {
    var startLine: Int
    var endLine: Int
}

enum FoldingRangeRequest: RequestHandler {
    static let method = "textDocument/foldingRange"
    static let capability: Capability? = Capability(name: "foldingRangeProvider", value: .supported)

    static func handle(_ p: TextDocumentParams, _ context: ServerContext) -> FoldingRangesResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return FoldingRangesResult() }
        return FoldingRangesResult(folds: folds(analysis.tree, document.lines))
    }

    /// One fold per block spanning more than one line, nested tab blocks included.
    static func folds(_ tree: SyntaxTree, _ lines: TextLines) -> [LineFold] {
        var folds: [LineFold] = []
        func add(_ block: Block?) {
            guard let block else { return }
            let startLine = lines.line(of: tree.range(of: block.open).start)
            let endOffset = block.close.map { tree.range(of: $0).start } ?? tree.bytes.count
            let endLine = lines.line(of: endOffset)
            if endLine > startLine { folds.append(LineFold(startLine: startLine, endLine: endLine)) }
            for member in tree.members(of: block) { if case .tab(let t) = member { add(t.block) } }
        }
        for item in tree.items {
            switch item {
            case .tab(let t): add(t.block)
            case .section(let s): add(s.block)
            case .defaults(let d): add(d.block)
            case .error: break
            }
        }
        return folds
    }
}
