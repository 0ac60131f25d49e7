import TabsJSON
import TabsLint
import TabsSyntax

/// A token and its class in the legend.
struct ClassifiedToken {
    var range: ByteRange
    var type: SemanticTokenLegend.TokenType
    var modifiers: Int
}

enum SemanticTokensRequest: RequestHandler {
    static let method = "textDocument/semanticTokens/full"
    static let capability: Capability? = Capability(name: "semanticTokensProvider", value: .semanticTokens)

    static func handle(_ p: TextDocumentParams, _ context: ServerContext) -> SemanticTokensResult {
        guard let (document, analysis) = context.openDocument(p.uri) else { return SemanticTokensResult() }
        return SemanticTokensResult(writer: context.writer(for: document), tokens: classify(analysis.tree))
    }

    /// Keywords, attribute names, values, ids (declarations marked),
    /// strings, numbers and comments, in source order.
    static func classify(_ tree: SyntaxTree) -> [ClassifiedToken] {
        typealias TokenType = SemanticTokenLegend.TokenType
        var classes: [Int: (type: TokenType, modifiers: Int)] = [:]  // token index -> class
        func mark(_ t: TokenIndex?, _ type: TokenType, declaration: Bool = false) {
            guard let t else { return }
            classes[t.raw] = (type, declaration ? SemanticTokenLegend.declaration : 0)
        }
        func block(_ b: Block?) {
            for member in tree.members(of: b) {
                switch member {
                case .attribute(let a):
                    let name = tree.text(of: a.name)
                    mark(a.name, .property)
                    for v in tree.values(of: a) where tree.token(v).kind == .identifier {
                        // Ids are variables; a data key (`dynamic`) and a condition (`when`) are named by the app.
                        mark(v, SyntaxFacts.takesIDs(name) ? .variable : name == "dynamic" || name == "when" ? .property : .enumMember)
                    }
                case .tab(let t): tab(t)
                case .error: break
                }
            }
        }
        /// A `tab` or `section`: its keyword, the id it declares, its block.
        func declaration(_ keyword: TokenIndex, id: TokenIndex?, _ type: TokenType, _ b: Block?) {
            mark(keyword, .keyword)
            if let id, tree.token(id).kind == .identifier { mark(id, type, declaration: true) }
            block(b)
        }
        func tab(_ t: TabDecl) { declaration(t.keyword, id: t.id, .class, t.block) }
        for item in tree.items {
            switch item {
            case .tab(let t): tab(t)
            case .section(let s): declaration(s.keyword, id: s.id, .namespace, s.block)
            case .defaults(let d):
                mark(d.keyword, .keyword)
                block(d.block)
            case .error: break
            }
        }
        var result: [ClassifiedToken] = []
        for (index, token) in tree.tokens.enumerated() {
            let type: (type: TokenType, modifiers: Int)?
            switch token.kind {
            case .comment: type = (.comment, 0)
            case .string: type = (.string, 0)
            case .integer: type = (.number, 0)
            case .identifier: type = classes[index]
            default: type = nil
            }
            guard let type, token.end > token.start else { continue }
            result.append(ClassifiedToken(range: ByteRange(token.start, token.end), type: type.type, modifiers: type.modifiers))
        }
        return result
    }
}
