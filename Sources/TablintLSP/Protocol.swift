import TabsJSON

// One type per incoming params shape (`LSPParams`). Each reads its params
// from JSON and throws `invalidParams` (-32602) when they have the wrong shape.

func paramsObject(_ params: JSONValue?) throws(ResponseError) -> JSONObject {
    guard let object = params?.objectValue else { throw .invalidParams("params must be an object") }
    return object
}

func textDocumentURI(_ object: JSONObject) throws(ResponseError) -> String {
    guard let uri = object["textDocument"]?["uri"]?.stringValue else {
        throw .invalidParams("`textDocument.uri` must be a string")
    }
    return uri
}

/// Params that are not read (`shutdown`, `initialized`).
struct NoParams: LSPParams {
    init(_ params: JSONValue?) {}
}

struct InitializeParams: LSPParams {
    var processID: Int32?
    var capabilities: JSONValue?
    var rootURI: String?
    var rootPath: String?
    var initializationOptions: JSONValue?
    init(_ params: JSONValue?) throws(ResponseError) {
        guard let object = params?.objectValue else { throw .invalidParams("`initialize` needs an object of params") }
        if let value = object["processId"], !value.isNull {
            guard let pid = value.intValue.flatMap(Int32.init(exactly:)) else { throw .invalidParams("`processId` must be an integer or null") }
            processID = pid
        }
        if let caps = object["capabilities"], caps.objectValue == nil { throw .invalidParams("`capabilities` must be an object") }
        capabilities = object["capabilities"]
        rootURI = object["rootUri"]?.stringValue
        rootPath = object["rootPath"]?.stringValue
        initializationOptions = object["initializationOptions"]
    }
}

/// Params holding a `textDocument` (didClose, didSave, documentSymbol...).
struct TextDocumentParams: LSPParams {
    var uri: String
    init(_ params: JSONValue?) throws(ResponseError) {
        uri = try textDocumentURI(try paramsObject(params))
    }
}

/// `textDocument` + `position` (hover, definition, completion...).
struct TextDocumentPositionParams: LSPParams {
    var uri: String
    var position: LSPPosition
    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        uri = try textDocumentURI(object)
        position = try LSPPosition(json: object["position"])
    }
}

struct DidOpenParams: LSPParams {
    var uri: String
    var languageId: String?
    var version: Int?
    var text: String
    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        let document = object["textDocument"]
        guard let uri = document?["uri"]?.stringValue, let text = document?["text"]?.stringValue else {
            throw .invalidParams("`textDocument` needs `uri` and `text` strings")
        }
        self.uri = uri
        self.text = text
        self.languageId = document?["languageId"]?.stringValue
        self.version = document?["version"]?.intValue
    }
}

struct DidChangeParams: LSPParams {
    var uri: String
    var version: Int?
    var changes: [Document.Change]
    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        uri = try textDocumentURI(object)
        version = object["textDocument"]?["version"]?.intValue
        guard let list = object["contentChanges"]?.arrayValue else {
            throw .invalidParams("`contentChanges` must be an array")
        }
        changes = []
        for change in list {
            guard let text = change["text"]?.stringValue else { throw .invalidParams("a content change needs `text`") }
            var range: LSPRange?
            if let json = change["range"], !json.isNull { range = try LSPRange(json: json, lenient: true) }
            changes.append(Document.Change(range: range, text: text))
        }
    }
}

struct CodeActionParams: LSPParams {
    var uri: String
    var range: LSPRange
    var only: [String]?
    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        uri = try textDocumentURI(object)
        range = try LSPRange(json: object["range"])
        // `context` is required (CodeActionContext); `diagnostics` and `only`, when given, are arrays.
        guard let context = object["context"]?.objectValue else { throw .invalidParams("`context` must be an object") }
        guard context["diagnostics"]?.arrayValue != nil else {
            throw .invalidParams("`context.diagnostics` must be an array")
        }
        if let only = context["only"] {
            guard let kinds = only.arrayValue, kinds.allSatisfy({ $0.stringValue != nil }) else {
                throw .invalidParams("`context.only` must be an array of code action kinds")
            }
            self.only = kinds.compactMap(\.stringValue)
        }
    }

    /// Whether a kind is wanted under `only` (a prefix match by dotted parts).
    func wants(_ kind: String) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}

struct RenameParams: LSPParams {
    var at: TextDocumentPositionParams
    var newName: String
    init(_ params: JSONValue?) throws(ResponseError) {
        at = try TextDocumentPositionParams(params)
        guard let name = params?["newName"]?.stringValue else { throw .invalidParams("`newName` must be a string") }
        newName = name
    }
}

struct ReferenceParams: LSPParams {
    var at: TextDocumentPositionParams
    var includeDeclaration: Bool
    init(_ params: JSONValue?) throws(ResponseError) {
        at = try TextDocumentPositionParams(params)
        guard let context = params?["context"]?.objectValue, let include = context["includeDeclaration"]?.boolValue else {
            throw .invalidParams("`context` must be an object with a boolean `includeDeclaration`")
        }
        includeDeclaration = include
    }
}

/// `textDocument/formatting`: `options` must be `FormattingOptions` (not
/// used otherwise: the layout is canonical).
struct FormattingParams: LSPParams {
    var uri: String
    init(_ params: JSONValue?) throws(ResponseError) {
        uri = try TextDocumentParams(params).uri
        guard let options = params?["options"]?.objectValue, options["tabSize"]?.intValue != nil,
              options["insertSpaces"]?.boolValue != nil else {
            throw .invalidParams("`options` must be FormattingOptions, with an integer `tabSize` and a boolean `insertSpaces`")
        }
    }
}

struct DocumentDiagnosticParams: LSPParams {
    var uri: String
    var previousResultID: String?
    init(_ params: JSONValue?) throws(ResponseError) {
        uri = try TextDocumentParams(params).uri
        previousResultID = params?["previousResultId"]?.stringValue
    }
}

/// `workspace/executeCommand` of `tablint.applyEdit`, the one command.
struct ExecuteCommandParams: LSPParams {
    var label: String?
    /// The `WorkspaceEdit`, as the client sent it.
    var edit: JSONValue = .null
    /// `tablint.preview`'s document (the client-side command, sent anyway): its URI.
    var previewURI: String?
    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        guard let command = object["command"]?.stringValue else { throw .invalidParams("`command` must be a string") }
        if command == PreviewCommand.name {
            guard let uri = object["arguments"]?.arrayValue?.first?.stringValue else {
                throw .invalidParams("`\(PreviewCommand.name)` takes one argument, the document's URI")
            }
            previewURI = uri
            return
        }
        guard command == ApplyEditCommand.name else {
            throw .invalidParams("unknown command `\(command)`: the server executes only `\(ApplyEditCommand.name)`")
        }
        guard let argument = object["arguments"]?.arrayValue?.first, let edit = argument["edit"],
              edit["changes"]?.objectValue != nil else {
            throw .invalidParams("`\(ApplyEditCommand.name)` takes one argument, `{label, edit}`, with a `WorkspaceEdit` of `changes`")
        }
        label = argument["label"]?.stringValue
        self.edit = edit
    }
}

/// `workspace/didChangeConfiguration`: any shape (settings not understood are ignored).
struct DidChangeConfigurationParams: LSPParams {
    var settings: JSONValue?
    init(_ params: JSONValue?) { settings = params?["settings"] }
}

/// `workspace/didChangeWatchedFiles`: the changed files' URIs (any shape: unreadable entries are skipped).
struct DidChangeWatchedFilesParams: LSPParams {
    var uris: [String]
    init(_ params: JSONValue?) {
        uris = (params?["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue }
    }
}
