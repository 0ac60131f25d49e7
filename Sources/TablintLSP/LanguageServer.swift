import TabsJSON
import TabsLint
import TabsSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The language server's core: decodes framed messages, runs the
/// lifecycle, and dispatches each request and notification through a
/// table to its handler (one file per feature under `Handlers/`).
///
/// Threads: the reader (whoever calls `receive`) frames and decodes input,
/// records cancellations and handles `exit`; everything else runs in order
/// on a serial request queue; checks for pushed diagnostics run on the
/// `CheckScheduler`'s worker, so reading never waits for a check.
public final class LanguageServer: @unchecked Sendable {
    enum Lifecycle { case uninitialized, running, shutDown }

    typealias RequestHandler = @Sendable (LanguageServer, JSONValue?) throws(ResponseError) -> JSONValue
    typealias NotificationHandler = @Sendable (LanguageServer, JSONValue?) throws(ResponseError) -> Void

    /// Every request the running server answers. Adding a request: a
    /// handler file under `Handlers/` and one entry here.
    static let requests: [String: RequestHandler] = [
        "shutdown": { s, _ throws(ResponseError) in s.shutdown() },
        "textDocument/diagnostic": { s, p throws(ResponseError) in try s.pullDiagnostics(p) },
        "textDocument/codeAction": { s, p throws(ResponseError) in try s.codeActions(p) },
        "workspace/executeCommand": { s, p throws(ResponseError) in try s.executeCommand(p) },
        "textDocument/documentSymbol": { s, p throws(ResponseError) in try s.documentSymbols(p) },
        "textDocument/hover": { s, p throws(ResponseError) in try s.hover(p) },
        "textDocument/definition": { s, p throws(ResponseError) in try s.definition(p) },
        "textDocument/references": { s, p throws(ResponseError) in try s.references(p) },
        "textDocument/documentHighlight": { s, p throws(ResponseError) in try s.documentHighlights(p) },
        "textDocument/prepareRename": { s, p throws(ResponseError) in try s.prepareRename(p) },
        "textDocument/rename": { s, p throws(ResponseError) in try s.rename(p) },
        "textDocument/foldingRange": { s, p throws(ResponseError) in try s.foldingRanges(p) },
        "textDocument/completion": { s, p throws(ResponseError) in try s.completion(p) },
        "textDocument/semanticTokens/full": { s, p throws(ResponseError) in try s.semanticTokens(p) },
        "textDocument/formatting": { s, p throws(ResponseError) in try s.formatting(p) },
    ]

    /// Every notification the running server acts on (others are ignored).
    static let notifications: [String: NotificationHandler] = [
        "initialized": { s, _ throws(ResponseError) in s.initialized() },
        "textDocument/didOpen": { s, p throws(ResponseError) in try s.didOpen(p) },
        "textDocument/didChange": { s, p throws(ResponseError) in try s.didChange(p) },
        "textDocument/didClose": { s, p throws(ResponseError) in try s.didClose(p) },
        "textDocument/didSave": { s, p throws(ResponseError) in try s.didSave(p) },
        "workspace/didChangeConfiguration": { s, p throws(ResponseError) in s.didChangeConfiguration(p) },
        "workspace/didChangeWatchedFiles": { s, p throws(ResponseError) in s.didChangeWatchedFiles(p) },
    ]

    /// The rules of a document this big already gain from a second thread
    /// (the server's threads stay warm; 5,000 tabs: 12 ms median, 14 ms on one).
    static let parallelRulesThreshold = 64 << 10
    static var skipOutdatedFrom: Int { CheckScheduler.skipOutdatedFrom }
    static var maximumQueuedVersions: Int { CheckScheduler.maximumQueuedVersions }

    let connection: Connection
    let log: Logger
    let documents = DocumentStore()
    let workspace: WorkspaceSettings
    let scheduler: CheckScheduler

    // Reader thread only.
    private var framer = MessageFramer()
    private var stopped = false

    // Request queue only.
    let queue = SerialQueue(label: "tablint.lsp.requests")
    var lifecycle = Lifecycle.uninitialized
    var resultIDs: [String: (revision: Int, generation: Int, id: String)] = [:]
    var nextResultID = 1
    private var nextOutgoingID = 1
    /// Documents the client was told are not linted (once each).
    var explained = Set<String>()
    /// `initialized` was handled (file watchers are registered once).
    private var initializedSeen = false

    // Shared, under `lock`.
    private let lock = Lock()
    private var pending = Set<String>()
    private var cancelled = Set<String>()
    private var termination: Int32?
    /// Written once by `initialize`, read by the request queue and the check worker.
    private var clientShared = ClientCapabilities()

    public init(output: MessageOutput, log: Logger = .standardError) {
        self.connection = Connection(output: output)
        self.log = log
        self.workspace = WorkspaceSettings(log: log)
        self.scheduler = CheckScheduler(documents: documents, connection: connection)
        let connection = self.connection
        workspace.showMessage = { text in
            connection.send(OutgoingMessage.notification("window/showMessage",
                                                         .object(["type": .integer(MessageType.error), "message": .string(text)])))
        }
        // Weak: a check may still be queued when a test drops the server; it then publishes nothing.
        scheduler.diagnose = { [weak self] document in self?.publishParams(document) }
    }

    /// The exit status once the server has ended (`exit`, end of input, or
    /// the client process's death); nil while it runs.
    public var exitStatus: Int32? { lock.withLock { termination } }

    func terminate(_ status: Int32) {
        lock.withLock { if termination == nil { termination = status } }
    }

    /// What the client can do, the negotiated position encoding included.
    var client: ClientCapabilities { lock.withLock { clientShared } }

    // MARK: - Input (reader thread)

    /// Feeds a chunk of input read from the client.
    public func receive<C: Collection>(_ chunk: C) where C.Element == UInt8 {
        guard !stopped else { return }
        for event in framer.feed(chunk) {
            guard !stopped else { return }
            switch event {
            case .problem(let line):
                log(line)
            case .message(let body):
                route(IncomingMessage.decode(body))
            }
        }
    }

    /// The client closed its end: wait for queued work, then end with 0
    /// after `shutdown`, else 1.
    public func endOfInput() {
        guard !stopped else { return }
        if !framer.isIdle { log("end of input inside a message") }
        end()
    }

    /// `exit` or end of input: queued checks are dropped (nobody will read
    /// their diagnostics).
    private func end() {
        stopped = true
        let status: Int32 = queue.sync { lifecycle == .shutDown ? 0 : 1 }
        scheduler.end()
        terminate(status)
    }

    private func route(_ message: IncomingMessage) {
        switch message {
        case .notification(let method, _) where method == "exit":
            end()
        case .notification(let method, let params) where method == "$/cancelRequest":
            if let id = params?["id"], id.stringValue != nil || id.int64Value != nil || id.doubleValue != nil {
                let key = id.serialized()
                lock.withLock { if pending.contains(key) { cancelled.insert(key) } }
            }
        case .request(let id, _, _):
            let key = id.serialized()
            lock.withLock { _ = pending.insert(key) }
            queue.async { self.handle(message) }
        default:
            queue.async { self.handle(message) }
        }
    }

    // MARK: - Dispatch (request queue)

    private func handle(_ message: IncomingMessage) {
        switch message {
        case .invalid(let id, let error):
            log("invalid message: \(error.message)")
            connection.send(OutgoingMessage.error(id: id, error))
        case .response:
            break
        case .notification(let method, let params):
            guard lifecycle == .running, let handler = Self.notifications[method] else { return }
            do {
                try handler(self, params)
            } catch {
                log("ignored `\(method)`: \(error.message)")
            }
        case .request(let id, let method, let params):
            let key = id.serialized()
            let cancelledError = ResponseError(code: ErrorCode.requestCancelled, message: "request cancelled")
            let wasCancelled = lock.withLock { cancelled.remove(key) != nil }
            let answer: Result<JSONValue, ResponseError>
            if wasCancelled {
                answer = .failure(cancelledError)
            } else {
                answer = Result { () throws(ResponseError) -> JSONValue in try self.handleRequest(method, params) }
            }
            let stillCancelled = lock.withLock {
                pending.remove(key)
                return cancelled.remove(key) != nil
            }
            switch answer {
            case .success where stillCancelled:
                connection.send(OutgoingMessage.error(id: id, cancelledError))
            case .success(let result):
                connection.send(OutgoingMessage.response(id: id, result: result))
            case .failure(let error):
                connection.send(OutgoingMessage.error(id: id, error))
            }
        }
    }

    private func handleRequest(_ method: String, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch lifecycle {
        case .uninitialized:
            guard method == "initialize" else {
                throw ResponseError(code: ErrorCode.serverNotInitialized, message: "the server is not initialized: send `initialize` first")
            }
            return try initialize(params)
        case .shutDown:
            throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down: only `exit` is accepted")
        case .running:
            break
        }
        if method == "initialize" {
            throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is already initialized")
        }
        guard let handler = Self.requests[method] else {
            throw ResponseError(code: ErrorCode.methodNotFound, message: "unknown method `\(method)`")
        }
        return try handler(self, params)
    }

    // MARK: - Sending to the client

    /// Sends a request to the client (its answer is ignored).
    func sendRequest(_ prefix: String, _ method: String, _ params: JSONValue?) {
        let id = JSONValue.string("tablint-\(prefix)-\(nextOutgoingID)")
        nextOutgoingID += 1
        connection.send(OutgoingMessage.request(id: id, method, params))
    }

    // MARK: - Lifecycle

    private func initialize(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let object = params?.objectValue else { throw .invalidParams("`initialize` needs an object of params") }
        var processID: Int32?
        switch object["processId"] {
        case .none, .some(.null): break
        case .some(let value):
            guard let pid = value.intValue, let pid32 = Int32(exactly: pid) else {
                throw .invalidParams("`processId` must be an integer or null")
            }
            processID = pid32
        }
        if let caps = object["capabilities"], caps.objectValue == nil { throw .invalidParams("`capabilities` must be an object") }
        let client = ClientCapabilities(object["capabilities"])
        lock.withLock { clientShared = client }
        scheduler.pushes = !client.pullsDiagnostics
        if let root = object["rootUri"]?.stringValue.flatMap(filePath(fromURI:)) ?? object["rootPath"]?.stringValue {
            workspace.setRoot(root)
        }
        workspace.apply(settings: object["initializationOptions"])
        lifecycle = .running
        if let processID, processID > 0 { watchClient(processID) }
        return .object(["capabilities": capabilities(client), "serverInfo": .object(["name": "tablint"])])
    }

    func capabilities(_ client: ClientCapabilities) -> JSONValue {
        var caps: JSONObject = [
            "positionEncoding": .string(client.encoding.rawValue),
            "textDocumentSync": .object(["openClose": true, "change": .integer(TextDocumentSyncKind.incremental),
                                         "save": .object(["includeText": false])]),
        ]
        if client.pullsDiagnostics {
            _ = caps.updateValue(.object(["identifier": "tablint", "interFileDependencies": false, "workspaceDiagnostics": false]),
                                 forKey: "diagnosticProvider")
        }
        _ = caps.updateValue(client.codeActionLiterals
                             ? .object(["codeActionKinds": .array([.string(CodeActionKind.quickfix), .string(CodeActionKind.fixAll)])])
                             : true,
                             forKey: "codeActionProvider")
        if !client.codeActionLiterals {
            _ = caps.updateValue(.object(["commands": [.string(ApplyEditCommand.name)]]), forKey: "executeCommandProvider")
        }
        _ = caps.updateValue(true, forKey: "hoverProvider")
        _ = caps.updateValue(true, forKey: "definitionProvider")
        _ = caps.updateValue(true, forKey: "referencesProvider")
        _ = caps.updateValue(true, forKey: "documentHighlightProvider")
        _ = caps.updateValue(.object(["prepareProvider": true]), forKey: "renameProvider")
        _ = caps.updateValue(true, forKey: "documentSymbolProvider")
        _ = caps.updateValue(true, forKey: "foldingRangeProvider")
        _ = caps.updateValue(true, forKey: "documentFormattingProvider")
        _ = caps.updateValue(.object(["triggerCharacters": [" ", ",", "\""], "resolveProvider": false]), forKey: "completionProvider")
        _ = caps.updateValue(.object(["legend": SemanticTokenLegend.json, "full": true, "range": false]), forKey: "semanticTokensProvider")
        return .object(caps)
    }

    private func initialized() {
        // Not before: LSP forbids requests to the client until `initialize` is answered. Once.
        guard !initializedSeen else { return }
        initializedSeen = true
        if client.watchedFilesDynamic { registerWatchers() }
    }

    private func shutdown() -> JSONValue {
        lifecycle = .shutDown
        // Diagnostics already due go out before the answer.
        scheduler.flush()
        return .null
    }

    /// Ends the server when the client process dies (checked every second).
    private func watchClient(_ pid: Int32) {
        Threads.detach { [weak self] in
            while true {
                sleep(1)
                guard let self, self.exitStatus == nil else { return }
                if kill(pid, 0) != 0 && errno == ESRCH {
                    self.log("the client process \(pid) is gone; exiting")
                    self.terminate(1)
                    return
                }
            }
        }
    }

    private func registerWatchers() {
        let watchers: JSONValue = [["globPattern": "**/.tablint.json"], ["globPattern": "**/*.plist"],
                                   ["globPattern": "**/*.strings"], ["globPattern": "**/*.xcstrings"]]
        let registration: JSONValue = .object([
            "id": "tablint-watch", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": .object(["watchers": watchers]),
        ])
        sendRequest("register", "client/registerCapability", .object(["registrations": [registration]]))
    }

    // MARK: - Analysis

    /// The document's analysis for its current revision and settings.
    func analysis(of document: Document) -> Analysis {
        workspace.noticeChanges(forURI: document.uri)
        let generation = workspace.currentGeneration
        if let cached = documents.cachedAnalysis(document.uri, revision: document.revision, generation: generation) {
            return cached
        }
        let settings = workspace.settings(forURI: document.uri)
        let result = Linter.check(document.text, levels: settings.levels, catalog: settings.catalog,
                                  lineIndex: document.lines.index, parallelRulesThreshold: Self.parallelRulesThreshold,
                                  strings: workspace.strings(forURI: document.uri))
        let analysis = Analysis(revision: document.revision, generation: generation, result: result,
                                model: result.model, excluded: settings.excluded)
        documents.store(analysis, for: document.uri)
        return analysis
    }

    /// The open `.tabs` document and its analysis; nil when it is not open
    /// or is another language.
    func openDocument(_ uri: String) -> (Document, Analysis)? {
        guard let document = documents.document(uri), document.isTabs else { return nil }
        return (document, analysis(of: document))
    }

    /// Converts the document's values to LSP JSON for this client.
    func writer(for document: Document) -> ProtocolWriter {
        ProtocolWriter(uri: document.uri, lines: document.lines, client: client)
    }

    // MARK: - Test support

    /// Runs `body` with the request queue and the check worker held, so
    /// tests can line up input deterministically.
    func withProcessingSuspended(_ body: () -> Void) {
        queue.suspend()
        scheduler.worker.suspend()
        body()
        queue.resume()
        queue.sync {}
        scheduler.worker.resume()
    }

    /// Waits for queued requests and checks to finish.
    func drain() {
        queue.sync {}
        scheduler.flush()
        queue.sync {}
    }
}
