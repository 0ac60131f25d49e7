import TabsJSON

/// A message the server handles: its LSP method and what it adds to the
/// `capabilities` of `initialize`'s answer. Every handler is listed once in
/// `HandlerRegistry.standard`, which builds both dispatch and capabilities
/// from that list. Handler types are shared by the request queue's threads
/// (hence `SendableMetatype`); they hold no state.
protocol MessageHandler: SendableMetatype {
    /// The LSP method, e.g. `textDocument/hover` (or a custom one, e.g. `tablint/preview`).
    static var method: String { get }
    /// The server capability this handler provides, whatever the client; nil: none.
    static var capability: Capability? { get }
    /// The server capability this handler provides to this client (written
    /// in `initialize`'s answer in the registry's order); `capability` unless
    /// it depends on the client.
    static func capability(for client: ClientCapabilities) -> Capability?
}

extension MessageHandler {
    static var capability: Capability? { nil }
    static func capability(for client: ClientCapabilities) -> Capability? { capability }
}

/// A request: typed params in, a typed result out (its JSON is written by
/// `ToProtocol`); a thrown `ResponseError` is the answer instead.
protocol RequestHandler: MessageHandler {
    associatedtype Params: LSPParams
    associatedtype Result: LSPResult
    static func handle(_ params: Params, _ context: ServerContext) throws(ResponseError) -> Result
}

/// A notification: typed params in, nothing out (a thrown error is logged).
protocol NotificationHandler: MessageHandler {
    associatedtype Params: LSPParams
    static func handle(_ params: Params, _ context: ServerContext) throws(ResponseError)
}

/// A message's params, read from JSON; throws `invalidParams` (-32602)
/// when they have the wrong shape.
protocol LSPParams {
    init(_ params: JSONValue?) throws(ResponseError)
}

/// A request's result; its JSON is written in `ToProtocol.swift` only.
protocol LSPResult {
    var json: JSONValue { get }
}

/// One member of the server's `capabilities`: its name and typed value.
struct Capability {
    var name: String
    var value: CapabilityValue
}
