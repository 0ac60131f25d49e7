import Dispatch
import TabsBase
import TabsJSON
import TabsLint

/// Checks documents and publishes their diagnostics. It owns the analyses
/// (a check's result and model, cached per revision and settings) that it
/// publishes and that the request handlers read.
///
/// When: one check per open and per change, in order, on a serial worker
/// (so reading input never waits for a check); bursts and huge documents
/// collapse to one check of the latest text; publications never go back
/// in time; nothing is published after the end or for a closed document.
/// A client that pulls (and can be asked to refresh) gets nothing pushed.
final class CheckScheduler: Sendable {
    /// From this size on, a document is checked as it is when the worker
    /// gets to it, once for a burst of edits (a check takes long enough
    /// that keeping every version for its own check would pile up).
    static let skipOutdatedFrom = 64 << 10
    /// At most this many versions of one document wait for their own
    /// check; a client sending edits faster than that gets one check of
    /// the latest text for the rest (this bounds the memory the queued
    /// texts hold).
    static let maximumQueuedVersions = 64

    let worker = DispatchQueue(label: "tablint.lsp.checks")
    private let documents: DocumentStore
    private let workspace: WorkspaceSettings
    private let connection: Connection

    /// What the scheduler knows, shared by the request queue and the worker.
    private struct Schedule {
        /// What the client can do (set by `initialize`): whether it is pushed to, and how diagnostics are written for it.
        var client = ClientCapabilities()
        /// Checks waiting on the worker: versions queued per document, and documents with a check of their latest text queued.
        var queuedVersions: [String: Int] = [:]
        var queuedLatest = Set<String>()
        /// The newest revision published per document: publications never go back in time.
        var publishedRevision: [String: Int] = [:]
        /// Set by `exit` and end of input: queued checks are dropped.
        var ending = false
    }
    private let state = Lock(Schedule())

    init(documents: DocumentStore, workspace: WorkspaceSettings, connection: Connection) {
        self.documents = documents
        self.workspace = workspace
        self.connection = connection
    }

    func configure(for client: ClientCapabilities) {
        state.withLock { $0.client = client }
    }

    var pushes: Bool { state.withLock { !$0.client.pullsDiagnostics } }

    /// Drops queued checks and waits for the one running.
    func end() {
        state.withLock { $0.ending = true }
        worker.sync {}
    }

    /// Waits for the checks queued so far.
    func flush() { worker.sync {} }

    // MARK: - Analyses

    /// The document's analysis for its current revision and settings
    /// (cached; checked now when there is none).
    func analysis(of document: Document) -> Analysis {
        workspace.noticeChanges(forURI: document.uri)
        let generation = workspace.currentGeneration
        if let cached = documents.cachedAnalysis(document.uri, revision: document.revision, generation: generation) {
            return cached
        }
        let settings = workspace.settings(forURI: document.uri)
        let file = Linter.parse(document.text, catalog: settings.catalog)
        let result = Linter.check(file, levels: settings.levels, lineIndex: document.lines.index,
                                  localization: workspace.localization(for: file.localizationRequest, uri: document.uri))
        let analysis = Analysis(revision: document.revision, generation: generation, result: result, excluded: settings.excluded)
        documents.store(analysis, for: document.uri)
        return analysis
    }

    // MARK: - Scheduling

    /// Queues a check: of the document as it is now, published with this
    /// version (every open and change, as the spec asks), or, for a huge
    /// document or past `maximumQueuedVersions`, one check of whatever is
    /// latest when the worker gets to it.
    func documentChanged(_ uri: String) {
        guard let current = documents.document(uri) else { return }
        let check = state.withLock { schedule -> (@Sendable () -> Void)? in
            guard !schedule.client.pullsDiagnostics else { return nil }
            let queued = schedule.queuedVersions[uri, default: 0]
            if current.text.count < Self.skipOutdatedFrom && queued < Self.maximumQueuedVersions {
                schedule.queuedVersions[uri] = queued + 1
                return { [self] in
                    state.withLock {
                        let left = $0.queuedVersions[uri, default: 1] - 1
                        $0.queuedVersions[uri] = left > 0 ? left : nil
                    }
                    publish(current)
                }
            }
            guard schedule.queuedLatest.insert(uri).inserted else { return nil }
            return { [self] in
                _ = state.withLock { $0.queuedLatest.remove(uri) }
                if let latest = documents.document(uri) { publish(latest) }
            }
        }
        if let check { worker.async(execute: check) }
    }

    /// Settings changed (configuration, a watched or saved file): every
    /// open document is checked again and pushed (nothing when pulling).
    func recheckAll() {
        for uri in documents.uris { documentChanged(uri) }
    }

    /// A document was closed: its diagnostics are cleared (when pushed) and
    /// the document removed, under the store's lock so no check of it is
    /// published after the clearing.
    func documentClosed(_ uri: String) {
        let push = state.withLock {
            $0.publishedRevision[uri] = nil
            return !$0.client.pullsDiagnostics
        }
        documents.close(uri) { [connection] in
            guard push else { return }
            connection.send(ServerNotification.publishDiagnostics(uri: uri).message)
        }
    }

    /// Checks a document's text and publishes its diagnostics with its
    /// version (worker only); a document that is not linted gets nothing.
    private func publish(_ snapshot: Document) {
        let uri = snapshot.uri
        let (ending, newest, client) = state.withLock { ($0.ending, $0.publishedRevision[uri], $0.client) }
        if ending { return }
        // A check of the latest text may have overtaken queued versions (a flood of edits): those are outdated now.
        if let newest, snapshot.revision < newest { return }
        guard snapshot.isTabs else { return }
        let writer = ProtocolWriter(uri: uri, lines: snapshot.lines, client: client)
        let message = ServerNotification.publishDiagnostics(uri: uri, version: snapshot.version, writer,
                                                            analysis(of: snapshot).diagnostics).message
        documents.withLock { docs in
            // Not for a document closed since (or closed and opened again).
            guard let current = docs[uri], current.opened == snapshot.opened else { return }
            state.withLock { $0.publishedRevision[uri] = max($0.publishedRevision[uri] ?? 0, snapshot.revision) }
            connection.send(message)
        }
    }
}
