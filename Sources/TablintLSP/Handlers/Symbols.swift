import TabsJSON
import TabsLint
import TabsSyntax

/// A document symbol as a plain value.
struct SymbolNode {
    var name: String
    var detail: String?
    var kind: Int64
    var range: ByteRange
    var selection: ByteRange
    var children: [SymbolNode] = []
    var displayName: String { name.isEmpty ? "?" : name }
}

/// `textDocument/documentSymbol`: `DocumentSymbol[]`, or flat
/// `SymbolInformation[]` for a client without `hierarchicalDocumentSymbolSupport`.
enum DocumentSymbolRequest: RequestHandler {
    static let method = "textDocument/documentSymbol"
    static let capability: Capability? = Capability(name: "documentSymbolProvider", value: .supported)

    static func handle(_ p: TextDocumentParams, _ context: ServerContext) -> SymbolsResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return SymbolsResult() }
        return SymbolsResult(writer: context.writer(for: document), symbols: symbols(analysis.tree))
    }

    /// Sections containing their tabs, tabs outside sections, and the
    /// defaults with their attributes, in source order.
    static func symbols(_ tree: SyntaxTree) -> [SymbolNode] {
        let facts = SyntaxFacts(tree: tree)
        func tabSymbol(_ t: TabDecl) -> SymbolNode? {
            guard let full = facts.byteRange(t.tokenSpan) else { return nil }
            let name = t.id.map { tree.text(of: $0) } ?? "tab"
            let selection = t.id.map { tree.range(of: $0) } ?? tree.range(of: t.keyword)
            return SymbolNode(name: name, detail: t.title.map { tree.stringValue(of: $0) }, kind: SymbolKind.class,
                              range: full, selection: selection)
        }
        var symbols: [SymbolNode] = []
        for item in tree.items {
            switch item {
            case .tab(let t):
                if let s = tabSymbol(t) { symbols.append(s) }
            case .section(let s):
                guard let full = facts.byteRange(s.tokenSpan) else { continue }
                var children: [SymbolNode] = []
                for member in tree.members(of: s.block) { if case .tab(let t) = member, let c = tabSymbol(t) { children.append(c) } }
                let name = s.id.map { tree.text(of: $0) } ?? "section"
                let selection = s.id.map { tree.range(of: $0) } ?? tree.range(of: s.keyword)
                symbols.append(SymbolNode(name: name, detail: s.title.map { tree.stringValue(of: $0) }, kind: SymbolKind.namespace,
                                          range: full, selection: selection, children: children))
            case .defaults(let d):
                guard let full = facts.byteRange(d.tokenSpan) else { continue }
                var children: [SymbolNode] = []
                for member in tree.members(of: d.block) {
                    guard case .attribute(let a) = member, let r = facts.byteRange(a.tokenSpan) else { continue }
                    let detail = tree.values(of: a).map { tree.text(of: $0) }.joined(separator: ", ")
                    children.append(SymbolNode(name: tree.text(of: a.name), detail: detail, kind: SymbolKind.property,
                                               range: r, selection: tree.range(of: a.name)))
                }
                symbols.append(SymbolNode(name: "defaults", detail: nil, kind: SymbolKind.object, range: full,
                                          selection: tree.range(of: d.keyword), children: children))
            case .error: break
            }
        }
        return symbols
    }
}
