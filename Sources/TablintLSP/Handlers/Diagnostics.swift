import TabsJSON
import TabsLint

// Diagnostics: the params of a push, and the answer to a pull.
extension LanguageServer {
    /// A document's `publishDiagnostics` params (check worker); nil for a
    /// document that is not `.tabs` (a `.tablint.json`, a plain text file
    /// opened with the server): it gets nothing.
    func publishParams(_ document: Document) -> JSONValue? {
        guard document.isTabs else { return nil }
        let items = writer(for: document).diagnostics(analysis(of: document).diagnostics)
        var params: JSONObject = ["uri": .string(document.uri)]
        if let version = document.version { _ = params.updateValue(.integer(Int64(version)), forKey: "version") }
        _ = params.updateValue(items, forKey: "diagnostics")
        return .object(params)
    }

    /// `textDocument/diagnostic`: answered to every client, and the same
    /// diagnostics as a push of the same text would carry.
    func pullDiagnostics(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let uri = try TextDocumentParams(params).uri
        let previous = params?["previousResultId"]?.stringValue
        guard let document = documents.document(uri) else {
            return .object(["kind": "full", "items": .array([])])
        }
        func items() -> JSONValue {
            document.isTabs ? writer(for: document).diagnostics(analysis(of: document).diagnostics) : .array([])
        }
        let generation = workspace.currentGeneration
        if let known = resultIDs[uri], known.revision == document.revision, known.generation == generation {
            if previous == known.id { return .object(["kind": "unchanged", "resultId": .string(known.id)]) }
            return .object(["kind": "full", "resultId": .string(known.id), "items": items()])
        }
        let id = "r\(nextResultID)"
        nextResultID += 1
        resultIDs[uri] = (document.revision, generation, id)
        return .object(["kind": "full", "resultId": .string(id), "items": items()])
    }
}
