import TabsJSON

/// The one command the server executes: the `Command` form of a code
/// action, for clients without `codeActionLiteralSupport`. Its argument is
/// `{label, edit}` (a `WorkspaceEdit`); executing it sends the edit back to
/// the client as `workspace/applyEdit`, which applies it: the server never
/// writes files.
enum ApplyEditCommand {
    static let name = "tablint.applyEdit"
}

/// `workspace/executeCommand`, offered only to clients that get code actions as `Command`s.
enum ExecuteCommandRequest: RequestHandler {
    static let method = "workspace/executeCommand"
    static func capability(for client: ClientCapabilities) -> Capability? {
        client.codeActionLiterals ? nil : Capability(name: "executeCommandProvider", value: .commands([ApplyEditCommand.name]))
    }

    static func handle(_ p: ExecuteCommandParams, _ context: ServerContext) throws(ResponseError) -> PreviewResult? {
        // `tablint.preview` is the client's command; a client that sends it anyway
        // gets the `tablint/preview` result with the default platforms and languages.
        if let uri = p.previewURI {
            return try PreviewRequest.page(uri: uri, platforms: [], languages: [], context)
        }
        context.send(.applyEdit(label: p.label, edit: p.edit))
        return nil
    }
}
