import TabsJSON
import TabsLint

/// What handlers work with: the open documents, the workspace's settings,
/// the check scheduler (which owns the analyses), what the client can do,
/// and the way to the client.
///
/// Its `var`s have one owner, the request queue: a context is not
/// `Sendable`, and the only way to it is the `Lock` that `RequestQueue`
/// keeps it in, taken by each message in turn as the serial queue handles
/// it. So the compiler, not a comment, keeps other threads out. The parts
/// it shares with the check worker and the reader (`documents`,
/// `workspace`, `scheduler`, `connection`) are `Sendable`.
final class ServerContext {
    enum Lifecycle { case uninitialized, running, shutDown }

    let registry: HandlerRegistry
    let connection: Connection
    let log: Logger
    let documents: DocumentStore
    let workspace: WorkspaceSettings
    let scheduler: CheckScheduler

    var lifecycle = Lifecycle.uninitialized
    /// What the client can do, the negotiated position encoding included (set by `initialize`).
    var client = ClientCapabilities()
    /// `initialized` was handled (file watchers are registered once).
    var initializedSeen = false
    /// The result id of each document's last pulled report.
    var resultIDs: [String: (revision: Int, generation: Int, id: String)] = [:]
    var nextResultID = 1
    /// Documents the client was told are not linted (once each).
    var explained = Set<String>()
    private var nextOutgoingID = 1

    init(registry: HandlerRegistry, connection: Connection, log: Logger,
         documents: DocumentStore, workspace: WorkspaceSettings, scheduler: CheckScheduler) {
        self.registry = registry
        self.connection = connection
        self.log = log
        self.documents = documents
        self.workspace = workspace
        self.scheduler = scheduler
    }

    /// Sends a request to the client (its answer is ignored).
    func send(_ request: ServerRequest) {
        connection.send(request.message(number: nextOutgoingID))
        nextOutgoingID += 1
    }

    func send(_ notification: ServerNotification) {
        connection.send(notification.message)
    }

    /// The open `.tabs` document and its analysis; nil when it is not open
    /// or is not linted.
    func openDocument(_ uri: String) -> (Document, Analysis)? {
        guard let document = documents.document(uri), document.isTabs else { return nil }
        return (document, scheduler.analysis(of: document))
    }

    /// Writes the document's values as LSP JSON for this client.
    func writer(for document: Document) -> ProtocolWriter {
        ProtocolWriter(uri: document.uri, lines: document.lines, client: client)
    }

    /// Every open document is checked again: pushed to a client that is
    /// pushed to (Neovim 0.10's pulling one too, which would otherwise
    /// keep stale diagnostics until its next edit), or a pulling client is
    /// asked to pull again.
    func settingsChanged() {
        if scheduler.pushes {
            scheduler.recheckAll()
        } else if client.diagnosticRefresh {
            send(.diagnosticRefresh)
        }
    }
}
