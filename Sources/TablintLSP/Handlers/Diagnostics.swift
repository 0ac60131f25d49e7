import TabsJSON
import TabsLint

/// `textDocument/diagnostic`: answered to every client, and the same
/// diagnostics as a push of the same text would carry. Offered
/// (`diagnosticProvider`) only to a client that pulls and can be asked to
/// pull again; every other client is pushed to (`CheckScheduler`).
enum DocumentDiagnosticRequest: RequestHandler {
    static let method = "textDocument/diagnostic"
    static func capability(for client: ClientCapabilities) -> Capability? {
        client.pullsDiagnostics ? Capability(name: "diagnosticProvider", value: .diagnostics(identifier: "tablint")) : nil
    }

    static func handle(_ p: DocumentDiagnosticParams, _ context: ServerContext) -> DiagnosticReport {
        guard let document = context.documents.document(p.uri) else { return .full(resultID: nil) }
        func full(_ id: String) -> DiagnosticReport {
            guard document.isTabs else { return .full(resultID: id) }
            return .full(resultID: id, context.writer(for: document), context.scheduler.analysis(of: document).diagnostics)
        }
        let generation = context.workspace.currentGeneration
        if let known = context.resultIDs[p.uri], known.revision == document.revision, known.generation == generation {
            if p.previousResultID == known.id { return .unchanged(resultID: known.id) }
            return full(known.id)
        }
        let id = "r\(context.nextResultID)"
        context.nextResultID += 1
        context.resultIDs[p.uri] = (document.revision, generation, id)
        return full(id)
    }
}
