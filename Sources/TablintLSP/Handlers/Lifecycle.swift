import TabsJSON

// The lifecycle's requests and notifications. `initialize` is dispatched by
// `LanguageServer` (only before the server runs); `shutdown` and
// `initialized` are in the registry like every other handler.

/// `initialize`: what the client can do, the workspace root and settings;
/// answers the capabilities of every registered handler.
enum InitializeRequest: RequestHandler {
    static let method = "initialize"

    static func handle(_ p: InitializeParams, _ context: ServerContext) throws(ResponseError) -> InitializeResult {
        let client = ClientCapabilities(p.capabilities)
        context.client = client
        context.scheduler.configure(for: client)
        if let root = p.rootURI.flatMap(filePath(fromURI:)) ?? p.rootPath {
            context.workspace.setRoot(root)
        }
        context.workspace.apply(settings: p.initializationOptions)
        context.lifecycle = .running
        return InitializeResult(encoding: client.encoding, capabilities: context.registry.capabilities(for: client))
    }
}

/// `initialized`: registers the file watchers, once, with a client that can
/// (not before: LSP forbids requests to the client until `initialize` is answered).
enum InitializedNotification: NotificationHandler {
    static let method = "initialized"

    /// What the server watches: configurations, symbol catalogs, string
    /// tables, Xcode projects and asset catalogs (anything inside one).
    static let watchedGlobs = ["**/.tablint.json", "**/*.plist", "**/*.strings", "**/*.stringsdict", "**/*.xcstrings", "**/*.pbxproj",
                               "**/*.xcassets/**"]

    static func handle(_: NoParams, _ context: ServerContext) {
        guard !context.initializedSeen else { return }
        context.initializedSeen = true
        if context.client.watchedFilesDynamic {
            context.send(.watchFiles(registration: "tablint-watch", globs: watchedGlobs))
        }
    }
}

/// `shutdown`: diagnostics already due go out before the answer.
enum ShutdownRequest: RequestHandler {
    static let method = "shutdown"

    static func handle(_: NoParams, _ context: ServerContext) -> NullResult {
        context.lifecycle = .shutDown
        context.scheduler.flush()
        return NullResult()
    }
}
