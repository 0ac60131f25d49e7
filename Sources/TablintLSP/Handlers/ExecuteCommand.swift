import TabsJSON

/// The one command the server executes: the `Command` form of a code
/// action, for clients without `codeActionLiteralSupport`. Its argument is
/// `{label, edit}` (a `WorkspaceEdit`); executing it sends the edit back to
/// the client as `workspace/applyEdit`, which applies it: the server never
/// writes files.
enum ApplyEditCommand {
    static let name = "tablint.applyEdit"
}

extension LanguageServer {
    func executeCommand(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let object = try paramsObject(params)
        guard let command = object["command"]?.stringValue else { throw .invalidParams("`command` must be a string") }
        guard command == ApplyEditCommand.name else {
            throw .invalidParams("unknown command `\(command)`: the server executes only `\(ApplyEditCommand.name)`")
        }
        guard let argument = object["arguments"]?.arrayValue?.first, let edit = argument["edit"],
              edit["changes"]?.objectValue != nil else {
            throw .invalidParams("`\(ApplyEditCommand.name)` takes one argument, `{label, edit}`, with a `WorkspaceEdit` of `changes`")
        }
        var request: JSONObject = [:]
        if let label = argument["label"]?.stringValue { _ = request.updateValue(.string(label), forKey: "label") }
        _ = request.updateValue(edit, forKey: "edit")
        sendRequest("apply", "workspace/applyEdit", .object(request))
        return .null
    }
}
