import TabsJSON
import TabsSyntax

// Definition, references and highlights of an id.

/// The occurrences of the id under a position in an open document.
struct IDContext {
    var document: Document
    var analysis: Analysis
    /// Every occurrence of the id (declarations, references, past names).
    var all: [IDOccurrence]
    /// The one under the position.
    var target: IDOccurrence

    /// Nil when the document is not open or linted, or there is no id there.
    init?(_ p: TextDocumentPositionParams, _ context: ServerContext) {
        guard let (document, analysis) = context.openDocument(p.uri) else { return nil }
        let offset = document.lines.offset(of: p.position, in: context.client.encoding)
        let facts = SyntaxFacts(tree: analysis.tree)
        guard let target = facts.occurrence(at: offset) else { return nil }
        self.document = document
        self.analysis = analysis
        self.all = facts.occurrences().filter { $0.name == target.name }
        self.target = target
    }
}

/// `textDocument/definition`: an id no longer declared goes to the entry
/// that names it as a past name (`formerly`, `retired`).
enum DefinitionRequest: RequestHandler {
    static let method = "textDocument/definition"
    static let capability: Capability? = Capability(name: "definitionProvider", value: .supported)

    static func handle(_ p: TextDocumentPositionParams, _ context: ServerContext) -> LocationResult {
        guard let id = IDContext(p, context),
              let declaration = id.all.first(where: \.isDeclaration) ?? id.all.first(where: { $0.kind == .pastName }) else {
            return LocationResult()
        }
        return LocationResult(writer: context.writer(for: id.document), range: declaration.range)
    }
}

enum ReferencesRequest: RequestHandler {
    static let method = "textDocument/references"
    static let capability: Capability? = Capability(name: "referencesProvider", value: .supported)

    static func handle(_ p: ReferenceParams, _ context: ServerContext) -> LocationsResult {
        guard let id = IDContext(p.at, context) else { return LocationsResult() }
        return LocationsResult(writer: context.writer(for: id.document),
                               ranges: id.all.filter { p.includeDeclaration || !$0.isDeclaration }.map(\.range))
    }
}

enum DocumentHighlightRequest: RequestHandler {
    static let method = "textDocument/documentHighlight"
    static let capability: Capability? = Capability(name: "documentHighlightProvider", value: .supported)

    static func handle(_ p: TextDocumentPositionParams, _ context: ServerContext) -> HighlightsResult {
        guard let id = IDContext(p, context) else { return HighlightsResult() }
        return HighlightsResult(writer: context.writer(for: id.document), occurrences: id.all)
    }
}
