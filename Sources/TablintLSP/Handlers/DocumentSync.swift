import TabsJSON

// Text sync, and the workspace notifications that change what documents get.

/// `textDocument/didOpen`; declares the server's text sync (open and close,
/// incremental changes, save without the text) for all four sync notifications.
enum DidOpenNotification: NotificationHandler {
    static let method = "textDocument/didOpen"
    static let capability: Capability? = Capability(
        name: "textDocumentSync", value: .textDocumentSync(change: .incremental, includeTextOnSave: false))

    static func handle(_ p: DidOpenParams, _ context: ServerContext) {
        context.documents.open(uri: p.uri, languageId: p.languageId, version: p.version, text: Array(p.text.utf8))
        context.scheduler.documentChanged(p.uri)
        // Says once per document why the server does not lint it, so that its silence
        // is explained: a warning for a `.tabs` file opened as another language (most
        // likely the editor's setting), else a note.
        guard let reason = Linting(languageId: p.languageId, uri: p.uri).reason(uri: p.uri),
              context.explained.insert(p.uri).inserted else { return }
        context.send(.logMessage(type: p.uri.hasSuffix(".tabs") ? .warning : .info, "tablint: " + reason))
    }
}

/// `textDocument/didChange`: edits applied in order, then a check queued.
enum DidChangeNotification: NotificationHandler {
    static let method = "textDocument/didChange"

    static func handle(_ p: DidChangeParams, _ context: ServerContext) {
        if context.documents.change(uri: p.uri, version: p.version, changes: p.changes, encoding: context.client.encoding) {
            context.scheduler.documentChanged(p.uri)
        } else {
            context.log("didChange for a document that is not open: \(p.uri)")
        }
    }
}

/// `textDocument/didClose`: diagnostics cleared, the document forgotten.
enum DidCloseNotification: NotificationHandler {
    static let method = "textDocument/didClose"

    static func handle(_ p: TextDocumentParams, _ context: ServerContext) {
        context.scheduler.documentClosed(p.uri)
        context.resultIDs[p.uri] = nil
    }
}

/// `textDocument/didSave`: saving an open `.tablint.json` or catalog changes
/// what the other documents get.
enum DidSaveNotification: NotificationHandler {
    static let method = "textDocument/didSave"

    static func handle(_ p: TextDocumentParams, _ context: ServerContext) {
        if !p.uri.hasSuffix(".tabs") {
            context.workspace.invalidate()
            context.settingsChanged()
        }
    }
}

/// `workspace/didChangeConfiguration`: the client's settings (`symbols`).
enum DidChangeConfigurationNotification: NotificationHandler {
    static let method = "workspace/didChangeConfiguration"

    static func handle(_ p: DidChangeConfigurationParams, _ context: ServerContext) {
        context.workspace.apply(settings: p.settings)
        context.settingsChanged()
    }
}

/// `workspace/didChangeWatchedFiles`: a change to a String Catalog, an Xcode
/// project or anything in an asset catalog re-checks the documents without dropping the loaded
/// configurations and symbol catalogs; anything else (a `.strings` file may
/// belong to a symbol catalog) reloads them too. Either way the table cache
/// re-reads only the tables and projects whose files changed.
enum DidChangeWatchedFilesNotification: NotificationHandler {
    static let method = "workspace/didChangeWatchedFiles"

    static func handle(_ p: DidChangeWatchedFilesParams, _ context: ServerContext) {
        let tablesOnly = !p.uris.isEmpty && p.uris.allSatisfy {
            $0.hasSuffix(".xcstrings") || $0.hasSuffix(".pbxproj") || $0.hasSuffix(".xcassets") || $0.contains(".xcassets/")
        }
        if tablesOnly {
            context.workspace.tablesChanged()
        } else {
            context.workspace.invalidate()
        }
        context.settingsChanged()
    }
}
