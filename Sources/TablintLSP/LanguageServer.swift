import Dispatch
import TabsBase
import TabsJSON
import TabsLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The language server's edge: decodes framed messages, runs the
/// lifecycle and cancellation, and dispatches each request and
/// notification to its handler through the `HandlerRegistry` (one handler
/// type per method, under `Handlers/`). Handlers work on the
/// `ServerContext`; they never see this type.
///
/// Threads: the reader (whoever calls `receive`; this type is not
/// `Sendable`, so that is one thread) frames and decodes input, records
/// cancellations and handles `exit`; everything else runs in order on the
/// `RequestQueue`; checks for pushed diagnostics run on the
/// `CheckScheduler`'s worker, so reading never waits for a check.
public final class LanguageServer {
    let requests: RequestQueue
    var log: Logger { requests.log }

    private var framer = MessageFramer()
    private var stopped = false

    public convenience init(output: MessageOutput, log: Logger = .standardError) {
        self.init(output: output, log: log, registry: .standard)
    }

    init(output: MessageOutput, log: Logger, registry: HandlerRegistry) {
        requests = RequestQueue(connection: Connection(output: output), log: log, registry: registry)
    }

    /// The exit status once the server has ended (`exit`, end of input, or
    /// the client process's death); nil while it runs.
    public var exitStatus: Int32? { requests.exitStatus }

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
        requests.end()
    }

    private func route(_ message: IncomingMessage) {
        switch message {
        case .notification(let method, _) where method == "exit":
            end()
        case .notification(let method, let params) where method == "$/cancelRequest":
            if let id = params?["id"], id.stringValue != nil || id.int64Value != nil || id.doubleValue != nil {
                requests.cancel(id.serialized())
            }
        default:
            requests.enqueue(message)
        }
    }
}

/// The serial queue that handles every message but `exit` and
/// `$/cancelRequest`, in order, and the one owner of the handlers'
/// `ServerContext`.
final class RequestQueue: Sendable {
    let queue = DispatchQueue(label: "tablint.lsp.requests")
    let log: Logger
    let connection: Connection
    let documents = DocumentStore()
    let scheduler: CheckScheduler
    /// Taken by each message as the queue handles it (so never waited
    /// for): the lock is how the compiler knows that the context's state
    /// is reached from one thread at a time.
    private let context: Lock<ServerContext>

    /// What the reader and the queue share.
    private struct Shared {
        /// Requests read and not yet answered, and those of them cancelled.
        var pending = Set<String>()
        var cancelled = Set<String>()
        var termination: Int32?
    }
    private let shared = Lock(Shared())

    init(connection: Connection, log: Logger, registry: HandlerRegistry) {
        self.connection = connection
        self.log = log
        let workspace = WorkspaceSettings(log: log) { text in
            connection.send(ServerNotification.showMessage(type: .error, text).message)
        }
        scheduler = CheckScheduler(documents: documents, workspace: workspace, connection: connection)
        context = Lock(ServerContext(registry: registry, connection: connection, log: log,
                                     documents: documents, workspace: workspace, scheduler: scheduler))
    }

    var exitStatus: Int32? { shared.withLock { $0.termination } }

    func terminate(_ status: Int32) {
        shared.withLock { if $0.termination == nil { $0.termination = status } }
    }

    /// Waits for the messages queued before, drops queued checks, and ends
    /// with 0 after `shutdown`, else 1.
    func end() {
        let status: Int32 = queue.sync { context.withLock { $0.lifecycle == .shutDown ? 0 : 1 } }
        scheduler.end()
        terminate(status)
    }

    /// `$/cancelRequest` for a request still waiting or running.
    func cancel(_ key: String) {
        shared.withLock { if $0.pending.contains(key) { $0.cancelled.insert(key) } }
    }

    func enqueue(_ message: IncomingMessage) {
        if case .request(let id, _, _) = message {
            shared.withLock { _ = $0.pending.insert(id.serialized()) }
        }
        queue.async { self.context.withLock { self.handle(message, $0) } }
    }

    // MARK: - Dispatch (on the queue)

    private func handle(_ message: IncomingMessage, _ context: ServerContext) {
        switch message {
        case .invalid(let id, let error):
            log("invalid message: \(error.message)")
            connection.send(OutgoingMessage.error(id: id, error))
        case .response:
            break
        case .notification(let method, let params):
            guard context.lifecycle == .running, let handler = context.registry.notifications[method] else { return }
            do {
                try handler(context, params)
            } catch {
                log("ignored `\(method)`: \(error.message)")
            }
        case .request(let id, let method, let params):
            let key = id.serialized()
            let cancelledError = ResponseError(code: ErrorCode.requestCancelled, message: "request cancelled")
            let answer: Result<JSONValue, ResponseError> = shared.withLock({ $0.cancelled.remove(key) != nil })
                ? .failure(cancelledError)
                : Result { () throws(ResponseError) -> JSONValue in try handleRequest(method, params, context) }
            // Cancelled while it ran: its result is not sent (an error still is).
            let stillCancelled = shared.withLock {
                $0.pending.remove(key)
                return $0.cancelled.remove(key) != nil
            }
            switch answer {
            case .success(let result) where !stillCancelled:
                connection.send(OutgoingMessage.response(id: id, result: result))
            case .success:
                connection.send(OutgoingMessage.error(id: id, cancelledError))
            case .failure(let error):
                connection.send(OutgoingMessage.error(id: id, error))
            }
        }
    }

    private func handleRequest(_ method: String, _ params: JSONValue?, _ context: ServerContext) throws(ResponseError) -> JSONValue {
        switch context.lifecycle {
        case .uninitialized:
            guard method == InitializeRequest.method else {
                throw ResponseError(code: ErrorCode.serverNotInitialized, message: "the server is not initialized: send `initialize` first")
            }
            let p = try InitializeParams(params)
            let result = try InitializeRequest.handle(p, context)
            if let processID = p.processID, processID > 0 { watchClient(processID) }
            return result.json
        case .shutDown:
            throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down: only `exit` is accepted")
        case .running:
            break
        }
        if method == InitializeRequest.method {
            throw ResponseError(code: ErrorCode.invalidRequest, message: "the server is already initialized")
        }
        guard let handler = context.registry.requests[method] else {
            throw ResponseError(code: ErrorCode.methodNotFound, message: "unknown method `\(method)`")
        }
        return try handler(context, params)
    }

    /// Ends the server when the client process dies (checked every
    /// second, until the server has ended).
    private func watchClient(_ pid: Int32) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tablint.lsp.client-watch"))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in
            guard let self, self.exitStatus == nil else { return timer.cancel() }
            if kill(pid, 0) != 0 && errno == ESRCH {
                self.log("the client process \(pid) is gone; exiting")
                self.terminate(1)
            }
        }
        timer.resume()
    }
}
