import TabsJSON

/// The one list of the messages the running server handles. From it come
/// both the dispatch tables (method to handler) and the `capabilities` of
/// `initialize`'s answer, in list order. Adding a request or notification:
/// a handler type (one file under `Handlers/`) and one entry here.
/// `initialize` itself is the lifecycle's (`LanguageServer`); `exit` and
/// `$/cancelRequest` are handled as they are read.
struct HandlerRegistry: Sendable {
    static let standard = HandlerRegistry(standardHandlers)

    /// Every handler of the running server, in the order their capabilities are written.
    static var standardHandlers: [any MessageHandler.Type] { [
        ShutdownRequest.self,
        InitializedNotification.self,
        DidOpenNotification.self,
        DidChangeNotification.self,
        DidCloseNotification.self,
        DidSaveNotification.self,
        DidChangeConfigurationNotification.self,
        DidChangeWatchedFilesNotification.self,
        DocumentDiagnosticRequest.self,
        CodeActionRequest.self,
        ExecuteCommandRequest.self,
        HoverRequest.self,
        DefinitionRequest.self,
        ReferencesRequest.self,
        DocumentHighlightRequest.self,
        PrepareRenameRequest.self,
        RenameRequest.self,
        DocumentSymbolRequest.self,
        FoldingRangeRequest.self,
        FormattingRequest.self,
        CompletionRequest.self,
        SemanticTokensRequest.self,
        CodeLensRequest.self,
        PreviewRequest.self,
    ] }

    typealias Request = @Sendable (ServerContext, JSONValue?) throws(ResponseError) -> JSONValue
    typealias Notification = @Sendable (ServerContext, JSONValue?) throws(ResponseError) -> Void

    /// Request handlers by method.
    let requests: [String: Request]
    /// Notification handlers by method (others are ignored).
    let notifications: [String: Notification]
    private let handlers: [any MessageHandler.Type]

    init(_ handlers: [any MessageHandler.Type]) {
        var requests: [String: Request] = [:]
        var notifications: [String: Notification] = [:]
        for handler in handlers {
            precondition(requests[handler.method] == nil && notifications[handler.method] == nil,
                         "\(handler.method) is registered twice")
            if let request = handler as? any RequestHandler.Type {
                requests[request.method] = Self.dispatch(request)
            } else if let notification = handler as? any NotificationHandler.Type {
                notifications[notification.method] = Self.dispatch(notification)
            }
        }
        self.requests = requests
        self.notifications = notifications
        self.handlers = handlers
    }

    /// The capabilities of every handler for this client, in list order.
    func capabilities(for client: ClientCapabilities) -> [Capability] {
        handlers.compactMap { $0.capability(for: client) }
    }

    /// Reads the typed params, runs the handler and writes its typed result.
    private static func dispatch<H: RequestHandler>(_: H.Type) -> Request {
        { context, params throws(ResponseError) in try H.handle(H.Params(params), context).json }
    }

    private static func dispatch<H: NotificationHandler>(_: H.Type) -> Notification {
        { context, params throws(ResponseError) in try H.handle(H.Params(params), context) }
    }
}
