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
/// Threads: the reader (whoever calls `receive`) frames and decodes input,
/// records cancellations and handles `exit`; everything else runs in order
/// on a serial request queue; checks for pushed diagnostics run on the
/// `CheckScheduler`'s worker, so reading never waits for a check.
public final class LanguageServer: @unchecked Sendable {
    let context: ServerContext
    var log: Logger { context.log }
    var scheduler: CheckScheduler { context.scheduler }

    // Reader thread only.
    private var framer = MessageFramer()
    private var stopped = false

    /// Every message but `exit` and `$/cancelRequest` is handled here, in order.
    let queue = DispatchQueue(label: "tablint.lsp.requests")

    // Shared, under `lock`.
    private let lock = Lock()
    private var pending = Set<String>()
    private var cancelled = Set<String>()
    private var termination: Int32?
    /// Polls for the death of the client process named by `initialize`.
    private var clientWatch: DispatchSourceTimer?

    public convenience init(output: MessageOutput, log: Logger = .standardError) {
        self.init(output: output, log: log, registry: .standard)
    }

    init(output: MessageOutput, log: Logger, registry: HandlerRegistry) {
        self.context = ServerContext(registry: registry, connection: Connection(output: output), log: log)
    }

    /// The exit status once the server has ended (`exit`, end of input, or
    /// the client process's death); nil while it runs.
    public var exitStatus: Int32? { lock.withLock { termination } }

    func terminate(_ status: Int32) {
        let watch = lock.withLock { () -> DispatchSourceTimer? in
            if termination == nil { termination = status }
            defer { clientWatch = nil }
            return clientWatch
        }
        watch?.cancel()
    }

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
        let status: Int32 = queue.sync { context.lifecycle == .shutDown ? 0 : 1 }
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
            context.connection.send(OutgoingMessage.error(id: id, error))
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
            var answer = Result<JSONValue, ResponseError>.failure(cancelledError)
            if !lock.withLock({ cancelled.remove(key) != nil }) {
                answer = Result { () throws(ResponseError) -> JSONValue in try self.handleRequest(method, params) }
            }
            // Cancelled while it ran: its result is not sent (an error still is).
            let stillCancelled = lock.withLock {
                pending.remove(key)
                return cancelled.remove(key) != nil
            }
            switch answer {
            case .success(let result) where !stillCancelled:
                context.connection.send(OutgoingMessage.response(id: id, result: result))
            case .success:
                context.connection.send(OutgoingMessage.error(id: id, cancelledError))
            case .failure(let error):
                context.connection.send(OutgoingMessage.error(id: id, error))
            }
        }
    }

    private func handleRequest(_ method: String, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
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

    /// Ends the server when the client process dies (checked every second).
    private func watchClient(_ pid: Int32) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tablint.lsp.client-watch"))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in
            guard let self else { return timer.cancel() }
            if kill(pid, 0) != 0 && errno == ESRCH {
                self.log("the client process \(pid) is gone; exiting")
                self.terminate(1)
            }
        }
        let started = lock.withLock { () -> Bool in
            guard termination == nil else { return false }
            clientWatch = timer
            return true
        }
        timer.resume()
        if !started { timer.cancel() }
    }
}
