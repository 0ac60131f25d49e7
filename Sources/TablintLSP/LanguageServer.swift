import Dispatch
import Foundation
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

/// What the client said it can do (the parts the server looks at).
struct ClientCapabilities: Sendable {
    var encoding: PositionEncoding = .utf16
    var pullDiagnostics = false
    var codeDescription = false
    var codeActionLiterals = false
    var watchedFilesDynamic = false
    var diagnosticRefresh = false
    var hierarchicalSymbols = false
    /// `textDocument.hover.contentFormat` includes markdown, or is not given.
    var hoverMarkdown = true
    var relatedInformation = true

    init() {}

    init(_ json: JSONValue?) {
        let caps = json ?? .null
        encoding = PositionEncoding.negotiate(caps["general"]?["positionEncodings"]?.arrayValue)
        let text = caps["textDocument"]
        pullDiagnostics = text?["diagnostic"]?.objectValue != nil
        codeDescription = text?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue ?? false
        codeActionLiterals = text?["codeAction"]?["codeActionLiteralSupport"]?.objectValue != nil
        watchedFilesDynamic = caps["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        diagnosticRefresh = caps["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        if let formats = text?["hover"]?["contentFormat"]?.arrayValue {
            hoverMarkdown = formats.contains { $0.stringValue == "markdown" }
        }
    }
}

/// The language server: decodes framed messages, runs the lifecycle, and
/// dispatches to handlers.
///
/// Threads: the reader (whoever calls `receive`) frames and decodes input,
/// records cancellations and handles `exit`; everything else runs in order
/// on a serial request queue; checks for pushed diagnostics run on a
/// serial worker, one per open and per change, so reading never waits for
/// a check.
public final class LanguageServer: @unchecked Sendable {
    enum Lifecycle { case uninitialized, running, shutDown }

    let connection: Connection
    let log: Logger
    let documents = DocumentStore()
    let workspace: WorkspaceSettings

    // Reader thread only.
    private var framer = MessageFramer()
    private var stopped = false

    // Request queue only.
    let queue = DispatchQueue(label: "tablint.lsp.requests")
    var lifecycle = Lifecycle.uninitialized
    var client = ClientCapabilities()
    private var resultIDs: [String: (revision: Int, generation: Int, id: String)] = [:]
    private var nextResultID = 1
    private var nextOutgoingID = 1

    // Shared, under `lock`.
    private let lock = NSLock()
    private var pending = Set<String>()
    private var cancelled = Set<String>()
    private var termination: Int32?
    /// Checks waiting on the worker: versions queued per document, and documents with a check of their latest text queued.
    private var queuedVersions: [String: Int] = [:]
    private var queuedLatest = Set<String>()
    /// The newest revision published per document: publications never go back in time.
    private var publishedRevision: [String: Int] = [:]
    /// Set by `exit` and end of input: queued checks are dropped.
    private var ending = false
    /// `initialized` was handled (file watchers are registered once).
    private var initializedSeen = false
    private var pushDiagnostics = true
    private var encodingShared = PositionEncoding.utf16

    let checker = DispatchQueue(label: "tablint.lsp.checks")

    public init(output: MessageOutput, log: Logger = .standardError) {
        self.connection = Connection(output: output)
        self.log = log
        self.workspace = WorkspaceSettings(log: log)
        let connection = self.connection
        workspace.showMessage = { text in
            connection.send(OutgoingMessage.notification("window/showMessage", .object(["type": 1, "message": .string(text)])))
        }
    }

    /// The exit status once the server has ended (`exit`, end of input, or
    /// the client process's death); nil while it runs.
    public var exitStatus: Int32? { lock.withLock { termination } }

    func terminate(_ status: Int32) {
        lock.withLock { if termination == nil { termination = status } }
    }

    var encoding: PositionEncoding { lock.withLock { encodingShared } }

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
        stopped = true
        if !framer.isIdle { log("end of input inside a message") }
        let status: Int32 = queue.sync { lifecycle == .shutDown ? 0 : 1 }
        // Checks still queued are dropped: nobody will read their diagnostics.
        lock.withLock { ending = true }
        checker.sync {}
        terminate(status)
    }

    private func route(_ message: IncomingMessage) {
        switch message {
        case .notification(let method, _) where method == "exit":
            stopped = true
            let status: Int32 = queue.sync { lifecycle == .shutDown ? 0 : 1 }
            lock.withLock { ending = true }
            checker.sync {}
            terminate(status)
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
            guard lifecycle == .running else { return }
            handleNotification(method, params)
        case .request(let id, let method, let params):
            let key = id.serialized()
            let wasCancelled = lock.withLock { cancelled.remove(key) != nil }
            let answer: Result<JSONValue, ResponseError>
            if wasCancelled {
                answer = .failure(ResponseError(code: ErrorCode.requestCancelled, message: "request cancelled"))
            } else {
                answer = Result { () throws(ResponseError) -> JSONValue in try self.handleRequest(method, params) }
            }
            let stillCancelled = lock.withLock {
                pending.remove(key)
                return cancelled.remove(key) != nil
            }
            switch answer {
            case .success(let result) where stillCancelled:
                _ = result
                connection.send(OutgoingMessage.error(id: id, ResponseError(code: ErrorCode.requestCancelled, message: "request cancelled")))
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
        switch method {
        case "initialize":
            throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is already initialized")
        case "shutdown":
            lifecycle = .shutDown
            // Diagnostics already due go out before the answer.
            checker.sync {}
            return .null
        case "textDocument/diagnostic": return try pullDiagnostics(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/documentHighlight": return try documentHighlights(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        case "textDocument/formatting": return try formatting(params)
        default:
            throw ResponseError(code: ErrorCode.methodNotFound, message: "unknown method `\(method)`")
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) {
        do {
            switch method {
            case "initialized":
                // Not before: LSP forbids requests to the client until `initialize` is answered. Once.
                guard !initializedSeen else { break }
                initializedSeen = true
                if client.watchedFilesDynamic { registerWatchers() }
            case "textDocument/didOpen":
                let p = try DidOpenParams(params)
                documents.open(uri: p.uri, version: p.version, text: Array(p.text.utf8))
                documentChanged(p.uri)
            case "textDocument/didChange":
                let p = try DidChangeParams(params)
                if documents.change(uri: p.uri, version: p.version, changes: p.changes, encoding: client.encoding) {
                    documentChanged(p.uri)
                } else {
                    log("didChange for a document that is not open: \(p.uri)")
                }
            case "textDocument/didClose":
                let uri = try TextDocumentParams(params).uri
                let push = lock.withLock { () -> Bool in
                    publishedRevision[uri] = nil
                    return pushDiagnostics
                }
                documents.withLock { docs in
                    guard docs.removeValue(forKey: uri) != nil else { return }
                    if push {
                        connection.send(OutgoingMessage.notification("textDocument/publishDiagnostics",
                                                                      .object(["uri": .string(uri), "diagnostics": .array([])])))
                    }
                }
                _ = documents.close(uri)
                resultIDs[uri] = nil
            case "textDocument/didSave":
                // Saving an open `.tablint.json` or catalog changes what the other documents get.
                let uri = try TextDocumentParams(params).uri
                if !uri.hasSuffix(".tabs") {
                    workspace.invalidate()
                    settingsChanged()
                }
            case "workspace/didChangeConfiguration":
                workspace.apply(settings: params?["settings"])
                settingsChanged()
            case "workspace/didChangeWatchedFiles":
                workspace.invalidate()
                settingsChanged()
            default:
                break
            }
        } catch {
            log("ignored `\(method)`: \(error.message)")
        }
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
        client = ClientCapabilities(object["capabilities"])
        let encoding = client.encoding
        let push = !client.pullDiagnostics
        lock.withLock {
            encodingShared = encoding
            pushDiagnostics = push
        }
        if let root = object["rootUri"]?.stringValue.flatMap(filePath(fromURI:)) ?? object["rootPath"]?.stringValue {
            workspace.setRoot(root)
        }
        workspace.apply(settings: object["initializationOptions"])
        lifecycle = .running
        if let processID, processID > 0 { watchClient(processID) }
        return .object(["capabilities": capabilities(), "serverInfo": .object(["name": "tablint"])])
    }

    func capabilities() -> JSONValue {
        var caps: JSONObject = [
            "positionEncoding": .string(client.encoding.rawValue),
            "textDocumentSync": .object(["openClose": true, "change": 2, "save": .object(["includeText": false])]),
        ]
        if client.pullDiagnostics {
            _ = caps.updateValue(.object(["identifier": "tablint", "interFileDependencies": false, "workspaceDiagnostics": false]),
                                 forKey: "diagnosticProvider")
        }
        _ = caps.updateValue(client.codeActionLiterals
                             ? .object(["codeActionKinds": .array(["quickfix", .string(Self.fixAllKind)])]) : true,
                             forKey: "codeActionProvider")
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

    /// Ends the server when the client process dies (checked every second).
    private func watchClient(_ pid: Int32) {
        let thread = Thread { [weak self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                guard let self, self.exitStatus == nil else { return }
                if kill(pid, 0) != 0 && errno == ESRCH {
                    self.log("the client process \(pid) is gone; exiting")
                    self.terminate(1)
                    return
                }
            }
        }
        thread.start()
    }

    private func registerWatchers() {
        let id = JSONValue.string("tablint-register-\(nextOutgoingID)")
        nextOutgoingID += 1
        let watchers: JSONValue = [["globPattern": "**/.tablint.json"], ["globPattern": "**/*.plist"], ["globPattern": "**/*.strings"]]
        let registration: JSONValue = .object([
            "id": "tablint-watch", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": .object(["watchers": watchers]),
        ])
        connection.send(OutgoingMessage.request(id: id, "client/registerCapability", .object(["registrations": [registration]])))
    }

    // MARK: - Diagnostics

    /// The document's analysis for its current revision and settings.
    func analysis(of document: Document) -> Analysis {
        workspace.noticeChanges(forURI: document.uri)
        let generation = workspace.currentGeneration
        if let cached = documents.cachedAnalysis(document.uri, revision: document.revision, generation: generation) {
            return cached
        }
        let settings = workspace.settings(forURI: document.uri)
        let result = Linter.check(document.text, levels: settings.levels, catalog: settings.catalog,
                                  lineIndex: document.lines.index, parallelRulesThreshold: Self.parallelRulesThreshold)
        let analysis = Analysis(revision: document.revision, generation: generation, result: result,
                                model: result.model, records: result.attributes, excluded: settings.excluded)
        documents.store(analysis, for: document.uri)
        return analysis
    }

    private func documentChanged(_ uri: String) {
        scheduleCheck(uri)
    }

    private func settingsChanged() {
        if lock.withLock({ pushDiagnostics }) {
            for uri in documents.uris { scheduleCheck(uri) }
        } else if client.diagnosticRefresh {
            let id = JSONValue.string("tablint-refresh-\(nextOutgoingID)")
            nextOutgoingID += 1
            connection.send(OutgoingMessage.request(id: id, "workspace/diagnostic/refresh", nil))
        }
    }

    /// From this size on, a document is checked as it is when the worker
    /// gets to it, once for a burst of edits (a check takes long enough
    /// that keeping every version for its own check would pile up).
    static let skipOutdatedFrom = 64 << 10
    /// The server's threads stay warm, so the rules of a 64 KB document
    /// already gain from a second thread (5,000 tabs: 12 ms median, 14 ms on one).
    static let parallelRulesThreshold = 64 << 10
    /// At most this many versions of one document wait for their own
    /// check; a client sending edits faster than that gets one check of
    /// the latest text for the rest (this bounds the memory the queued
    /// texts hold).
    static let maximumQueuedVersions = 64

    private enum Scheduled { case snapshot(Document), latest, nothing }

    /// Queues a check: of the document as it is now, published with this
    /// version (every open and change, as the spec asks), or, for a huge
    /// document or past `maximumQueuedVersions`, one check of whatever is
    /// latest when the worker gets to it.
    func scheduleCheck(_ uri: String) {
        guard let current = documents.document(uri) else { return }
        let scheduled = lock.withLock { () -> Scheduled in
            guard pushDiagnostics else { return .nothing }
            let queued = queuedVersions[uri, default: 0]
            if current.text.count < Self.skipOutdatedFrom && queued < Self.maximumQueuedVersions {
                queuedVersions[uri] = queued + 1
                return .snapshot(current)
            }
            return queuedLatest.insert(uri).inserted ? .latest : .nothing
        }
        switch scheduled {
        case .nothing:
            return
        case .snapshot(let snapshot):
            checker.async { [self] in
                lock.withLock {
                    let left = queuedVersions[uri, default: 1] - 1
                    queuedVersions[uri] = left > 0 ? left : nil
                }
                publish(snapshot)
            }
        case .latest:
            checker.async { [self] in
                _ = lock.withLock { queuedLatest.remove(uri) }
                if let latest = documents.document(uri) { publish(latest) }
            }
        }
    }

    /// Checks a document's text and publishes its diagnostics with its version (worker only).
    private func publish(_ snapshot: Document) {
        let uri = snapshot.uri
        if lock.withLock({ ending }) { return }
        // Only `.tabs` text is checked: a client that opens its `.tablint.json` with the server gets nothing for it.
        if snapshot.isJSON { return }
        // A check of the latest text may have overtaken queued versions (a flood of edits): those are outdated now.
        if let newest = lock.withLock({ publishedRevision[uri] }), snapshot.revision < newest { return }
        let items = diagnosticsJSON(analysis(of: snapshot), document: snapshot)
        var params: JSONObject = ["uri": .string(uri)]
        if let version = snapshot.version { _ = params.updateValue(.integer(Int64(version)), forKey: "version") }
        _ = params.updateValue(.array(items), forKey: "diagnostics")
        documents.withLock { docs in
            // Not for a document closed since (or closed and opened again).
            guard let current = docs[uri], current.opened == snapshot.opened else { return }
            lock.withLock { publishedRevision[uri] = max(publishedRevision[uri] ?? 0, snapshot.revision) }
            connection.send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
        }
    }

    private func pullDiagnostics(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        let previous = params?["previousResultId"]?.stringValue
        guard let document = documents.document(uri) else {
            return .object(["kind": "full", "items": .array([])])
        }
        let generation = workspace.currentGeneration
        if let known = resultIDs[uri], known.revision == document.revision, known.generation == generation {
            if previous == known.id { return .object(["kind": "unchanged", "resultId": .string(known.id)]) }
            let items = diagnosticsJSON(analysis(of: document), document: document)
            return .object(["kind": "full", "resultId": .string(known.id), "items": .array(items)])
        }
        let id = "r\(nextResultID)"
        nextResultID += 1
        resultIDs[uri] = (document.revision, generation, id)
        let items = diagnosticsJSON(analysis(of: document), document: document)
        return .object(["kind": "full", "resultId": .string(id), "items": .array(items)])
    }

    /// The LSP form of a document's diagnostics.
    func diagnosticsJSON(_ analysis: Analysis, document: Document) -> [JSONValue] {
        var cursor = PositionCursor(document.lines, encoding)
        return analysis.diagnostics.map { diagnosticJSON($0, document: document, cursor: &cursor) }
    }

    func diagnosticJSON(_ d: Diagnostic, document: Document) -> JSONValue {
        var cursor = PositionCursor(document.lines, encoding)
        return diagnosticJSON(d, document: document, cursor: &cursor)
    }

    func diagnosticJSON(_ d: Diagnostic, document: Document, cursor: inout PositionCursor) -> JSONValue {
        let lines = document.lines
        var object: JSONObject = [
            "range": cursor.range(of: d.range.start, d.range.end).json,
            "severity": .integer(d.severity == .error ? 1 : d.severity == .warning ? 2 : 3),
            "code": .string(d.rule),
        ]
        if client.codeDescription {
            _ = object.updateValue(.object(["href": .string("https://tablint.dev/rules/\(d.rule)")]), forKey: "codeDescription")
        }
        _ = object.updateValue("tablint", forKey: "source")
        _ = object.updateValue(.string(d.message), forKey: "message")
        if !d.related.isEmpty {
            var related: [JSONValue] = []
            for r in d.related {
                related.append(
                .object([
                    "location": .object(["uri": .string(document.uri), "range": cursor.range(of: r.range.start, r.range.end).json]),
                    "message": .string(r.message),
                ]))
            }
            _ = object.updateValue(.array(related), forKey: "relatedInformation")
        }
        if let fix = d.fix {
            _ = object.updateValue(.object(["fix": fixJSON(fix, lines: lines)]), forKey: "data")
        }
        return .object(object)
    }

    func fixJSON(_ fix: Fix, lines: TextLines) -> JSONValue {
        .object([
            "message": .string(fix.message),
            "applicability": .string(fix.applicability.rawValue),
            "edits": .array(fix.edits.map { textEditJSON($0, lines: lines) }),
        ])
    }

    func textEditJSON(_ edit: TabsLint.TextEdit, lines: TextLines) -> JSONValue {
        .object(["range": lines.range(of: edit.range.start, edit.range.end, in: encoding).json, "newText": .string(edit.newText)])
    }

    // MARK: - Test support

    /// Runs `body` with the request queue and the check worker held, so
    /// tests can line up input deterministically.
    func withProcessingSuspended(_ body: () -> Void) {
        queue.suspend()
        checker.suspend()
        body()
        queue.resume()
        queue.sync {}
        checker.resume()
    }

    /// Waits for queued requests and checks to finish.
    func drain() {
        queue.sync {}
        checker.sync {}
        queue.sync {}
    }
}
