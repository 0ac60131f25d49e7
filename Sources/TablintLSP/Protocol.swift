import TabsJSON

// One type per incoming message shape. Each reads its params from JSON and
// throws `invalidParams` (-32602) when they have the wrong shape.

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

/// Params holding a `textDocument` (didClose, didSave, documentSymbol...).
struct TextDocumentParams {
    var uri: String
    init(_ params: JSONValue?) throws(ResponseError) {
        uri = try textDocumentURI(try paramsObject(params))
    }
}

/// `textDocument` + `position` (hover, definition, completion...).
struct TextDocumentPositionParams {
    var uri: String
    var position: LSPPosition
    init(_ params: JSONValue?) throws(ResponseError) {
        let object = try paramsObject(params)
        uri = try textDocumentURI(object)
        position = try LSPPosition(json: object["position"])
    }
    init(uri: String, position: LSPPosition) { self.uri = uri; self.position = position }
}

struct DidOpenParams {
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

struct DidChangeParams {
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
        var changes: [Document.Change] = []
        for change in list {
            guard let text = change["text"]?.stringValue else { throw .invalidParams("a content change needs `text`") }
            if let range = change["range"], !range.isNull {
                changes.append(Document.Change(range: try LSPRange(json: range, lenient: true), text: text))
            } else {
                changes.append(Document.Change(range: nil, text: text))
            }
        }
        self.changes = changes
    }
}

struct CodeActionParams {
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

struct RenameParams {
    var uri: String
    var position: LSPPosition
    var newName: String
    init(_ params: JSONValue?) throws(ResponseError) {
        let at = try TextDocumentPositionParams(params)
        uri = at.uri
        position = at.position
        guard let name = params?["newName"]?.stringValue else { throw .invalidParams("`newName` must be a string") }
        newName = name
    }
}
