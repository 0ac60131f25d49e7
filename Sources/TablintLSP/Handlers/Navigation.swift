import TabsJSON
import TabsSyntax

// Definition, references and highlights of an id.
extension LanguageServer {
    /// The document, every occurrence of the id under the position, and
    /// the one under it; nil when there is no id there.
    func idContext(_ p: TextDocumentPositionParams) -> (Document, [IDOccurrence], IDOccurrence)? {
        guard let (document, analysis) = openDocument(p.uri) else { return nil }
        let offset = document.lines.offset(of: p.position, in: client.encoding)
        let facts = SyntaxFacts(tree: analysis.tree)
        guard let target = facts.occurrence(at: offset) else { return nil }
        return (document, facts.occurrences().filter { $0.name == target.name }, target)
    }

    func definition(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        // An id no longer declared goes to the entry that names it as a past name (`formerly`, `retired`).
        guard let (document, all, _) = idContext(p),
              let declaration = all.first(where: \.isDeclaration) ?? all.first(where: { $0.kind == .pastName }) else { return .null }
        return writer(for: document).location(declaration.range)
    }

    func references(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let context = params?["context"]?.objectValue, context["includeDeclaration"]?.boolValue != nil else {
            throw .invalidParams("`context` must be an object with a boolean `includeDeclaration`")
        }
        let includeDeclaration = context["includeDeclaration"]?.boolValue ?? true
        guard let (document, all, _) = idContext(p) else { return .array([]) }
        let writer = writer(for: document)
        return .array(all.filter { includeDeclaration || !$0.isDeclaration }.map { writer.location($0.range) })
    }

    func documentHighlights(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let p = try TextDocumentPositionParams(params)
        guard let (document, all, _) = idContext(p) else { return .array([]) }
        return writer(for: document).highlights(all)
    }
}
