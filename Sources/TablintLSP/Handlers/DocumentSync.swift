import TabsJSON

// Text sync and the workspace notifications that change what documents get.
extension LanguageServer {
    func didOpen(_ params: JSONValue?) throws(ResponseError) {
        let p = try DidOpenParams(params)
        documents.open(uri: p.uri, languageId: p.languageId, version: p.version, text: Array(p.text.utf8))
        scheduler.documentChanged(p.uri)
        explainIfNotLinted(p.uri, Linting(languageId: p.languageId, uri: p.uri))
    }

    /// Says once per document why the server does not lint it, so that
    /// its silence is explained: a warning for a `.tabs` file opened as
    /// another language (most likely the editor's setting), else a note.
    func explainIfNotLinted(_ uri: String, _ linting: Linting) {
        guard let reason = linting.reason(uri: uri), explained.insert(uri).inserted else { return }
        let type = uri.hasSuffix(".tabs") ? MessageType.warning : MessageType.info
        connection.send(OutgoingMessage.notification("window/logMessage",
                                                      .object(["type": .integer(type), "message": .string("tablint: " + reason)])))
    }

    func didChange(_ params: JSONValue?) throws(ResponseError) {
        let p = try DidChangeParams(params)
        if documents.change(uri: p.uri, version: p.version, changes: p.changes, encoding: client.encoding) {
            scheduler.documentChanged(p.uri)
        } else {
            log("didChange for a document that is not open: \(p.uri)")
        }
    }

    func didClose(_ params: JSONValue?) throws(ResponseError) {
        let uri = try TextDocumentParams(params).uri
        scheduler.documentClosed(uri)
        resultIDs[uri] = nil
    }

    func didSave(_ params: JSONValue?) throws(ResponseError) {
        // Saving an open `.tablint.json` or catalog changes what the other documents get.
        let uri = try TextDocumentParams(params).uri
        if !uri.hasSuffix(".tabs") {
            workspace.invalidate()
            settingsChanged()
        }
    }

    func didChangeConfiguration(_ params: JSONValue?) {
        workspace.apply(settings: params?["settings"])
        settingsChanged()
    }

    /// A String Catalog's change re-checks the documents without dropping
    /// the loaded configurations and symbol catalogs; anything else (a
    /// `.strings` file may belong to a symbol catalog) reloads them too.
    /// Either way the table cache re-reads only the tables whose files changed.
    func didChangeWatchedFiles(_ params: JSONValue? = nil) {
        let uris = (params?["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
        let tablesOnly = !uris.isEmpty && uris.allSatisfy { $0.hasSuffix(".xcstrings") }
        if tablesOnly {
            workspace.tablesChanged()
        } else {
            workspace.invalidate()
        }
        settingsChanged()
    }

    /// Every open document is checked again: pushed to a client that is
    /// pushed to (Neovim 0.10's pulling one too, which would otherwise
    /// keep stale diagnostics until its next edit), or a pulling client is
    /// asked to pull again.
    func settingsChanged() {
        if scheduler.pushes {
            scheduler.recheckAll()
        } else if client.diagnosticRefresh {
            sendRequest("refresh", "workspace/diagnostic/refresh", nil)
        }
    }
}
