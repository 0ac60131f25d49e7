import TabsJSON
import TabsLint
import TabsSyntax

/// A document symbol as a plain value.
struct SymbolNode {
    var name: String
    var detail: String?
    var kind: SymbolKind
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
        /// A tab or section: named and selected by its id, else by its keyword; its title is the detail.
        func declaration(_ span: Range<Int>, keyword: TokenIndex, id: TokenIndex?, title: TokenIndex?, fallback: String,
                         kind: SymbolKind, children: [SymbolNode] = []) -> SymbolNode? {
            guard let full = facts.byteRange(span) else { return nil }
            return SymbolNode(name: id.map { tree.text(of: $0) } ?? fallback, detail: title.map { tree.stringValue(of: $0) }, kind: kind,
                              range: full, selection: tree.range(of: id ?? keyword), children: children)
        }
        func tabSymbol(_ t: TabDecl) -> SymbolNode? {
            declaration(t.tokenSpan, keyword: t.keyword, id: t.id, title: t.title, fallback: "tab", kind: .class)
        }
        var symbols: [SymbolNode] = []
        for item in tree.items {
            switch item {
            case .tab(let t):
                if let s = tabSymbol(t) { symbols.append(s) }
            case .section(let s):
                let children = tree.members(of: s.block).compactMap { member in
                    if case .tab(let t) = member { tabSymbol(t) } else { nil }
                }
                if let s = declaration(s.tokenSpan, keyword: s.keyword, id: s.id, title: s.title, fallback: "section",
                                       kind: .namespace, children: children) {
                    symbols.append(s)
                }
            case .defaults(let d):
                guard let full = facts.byteRange(d.tokenSpan) else { continue }
                let children = tree.members(of: d.block).compactMap { member -> SymbolNode? in
                    guard case .attribute(let a) = member, let r = facts.byteRange(a.tokenSpan) else { return nil }
                    let detail = tree.values(of: a).map { tree.text(of: $0) }.joined(separator: ", ")
                    return SymbolNode(name: tree.text(of: a.name), detail: detail, kind: .property, range: r, selection: tree.range(of: a.name))
                }
                symbols.append(SymbolNode(name: "defaults", detail: nil, kind: .object, range: full,
                                          selection: tree.range(of: d.keyword), children: children))
            case .error: break
            }
        }
        return symbols
    }
}
