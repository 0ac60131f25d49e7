import TabsJSON
import TablintLSP
#if canImport(Glibc)
import Glibc
#endif

/// A session driven in-process: initialize (with the encoding the input
/// picks), open a document, apply the edits the input describes (ranges
/// anywhere, in or out of the text), ask for every feature, shut down.
/// Every request gets exactly one answer and none is an internal error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runSession(fuzzBytes(data, size))
    return 0
}

struct Reader {
    let bytes: [UInt8]
    var i = 0
    var atEnd: Bool { i >= bytes.count }
    mutating func byte() -> Int { defer { i += 1 }; return i < bytes.count ? Int(bytes[i]) : 0 }
    mutating func take(_ n: Int) -> [UInt8] {
        let end = min(bytes.count, i + n)
        defer { i = end }
        return i < end ? Array(bytes[i..<end]) : []
    }
}

func obj(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    var o = JSONObject()
    for (k, v) in pairs { _ = o.updateValue(v, forKey: k) }
    return .object(o)
}
func int(_ n: Int) -> JSONValue { .integer(Int64(n)) }
func pos(_ line: Int, _ character: Int) -> JSONValue { obj(["line": int(line), "character": int(character)]) }
func frame(_ v: JSONValue) -> [UInt8] { MessageFramer.frame(Array(v.serialized().utf8)) }

let uri = "file:///fuzz/App.tabs"
let doc = obj(["uri": .string(uri)])

func runSession(_ bytes: [UInt8]) {
    var r = Reader(bytes: bytes)
    let output = MemoryOutput()
    let server = LanguageServer(output: output, log: .silent)
    var nextID = 1
    var ids: [Int] = []
    func send(_ v: JSONValue) { server.receive(frame(v)) }
    func request(_ method: String, _ params: JSONValue) {
        ids.append(nextID)
        send(obj(["jsonrpc": "2.0", "id": int(nextID), "method": .string(method), "params": params]))
        nextID += 1
    }
    func notify(_ method: String, _ params: JSONValue) {
        send(obj(["jsonrpc": "2.0", "method": .string(method), "params": params]))
    }

    let flags = r.byte()
    let encodings: [JSONValue] = [["utf-8"], ["utf-16"], ["utf-32"], []][flags & 3]
    var textCaps = JSONObject()
    if flags & 4 != 0 { _ = textCaps.updateValue(obj([:]), forKey: "diagnostic") }
    _ = textCaps.updateValue(obj(["codeDescriptionSupport": true]), forKey: "publishDiagnostics")
    _ = textCaps.updateValue(obj(["hierarchicalDocumentSymbolSupport": .bool(flags & 8 != 0)]), forKey: "documentSymbol")
    request("initialize", obj(["processId": .null, "capabilities": obj([
        "general": obj(["positionEncodings": .array(encodings)]),
        "textDocument": .object(textCaps),
    ])]))
    notify("initialized", obj([:]))

    let openLength = r.byte() * 4
    let text = String(decoding: r.take(openLength), as: UTF8.self)
    notify("textDocument/didOpen", obj(["textDocument": obj([
        "uri": .string(uri), "languageId": "tabs", "version": 1, "text": .string(text)])]))

    var version = 1
    while !r.atEnd {
        let op = r.byte()
        let line = r.byte() % 24 - 2, character = r.byte() % 40 - 2
        let line2 = line + r.byte() % 4, character2 = r.byte() % 40 - 2
        let here = pos(line, character)
        switch op % 16 {
        case 0..<8:
            version += 1
            let insert = String(decoding: r.take(r.byte() % 24), as: UTF8.self)
            var change: JSONObject = ["text": .string(insert)]
            if op % 8 != 7 { _ = change.updateValue(obj(["start": here, "end": pos(line2, character2)]), forKey: "range") }
            notify("textDocument/didChange", obj(["textDocument": obj(["uri": .string(uri), "version": int(version)]),
                                                  "contentChanges": [.object(change)]]))
        case 8: request("textDocument/hover", obj(["textDocument": doc, "position": here]))
        case 9: request("textDocument/completion", obj(["textDocument": doc, "position": here]))
        case 10: request("textDocument/definition", obj(["textDocument": doc, "position": here]))
        case 11: request("textDocument/references", obj(["textDocument": doc, "position": here, "context": obj(["includeDeclaration": true])]))
        case 12: request("textDocument/prepareRename", obj(["textDocument": doc, "position": here]))
        case 13:
            let name = String(decoding: r.take(r.byte() % 8), as: UTF8.self)
            request("textDocument/rename", obj(["textDocument": doc, "position": here, "newName": .string(name)]))
        case 14: request("textDocument/codeAction", obj(["textDocument": doc, "range": obj(["start": here, "end": pos(line2, character2)]),
                                                         "context": obj(["diagnostics": []])]))
        default: request("textDocument/documentHighlight", obj(["textDocument": doc, "position": here]))
        }
    }
    request("textDocument/formatting", obj(["textDocument": doc, "options": obj(["tabSize": 4, "insertSpaces": true])]))
    request("textDocument/documentSymbol", obj(["textDocument": doc]))
    request("textDocument/foldingRange", obj(["textDocument": doc]))
    request("textDocument/semanticTokens/full", obj(["textDocument": doc]))
    if flags & 4 != 0 { request("textDocument/diagnostic", obj(["textDocument": doc])) }
    notify("textDocument/didClose", obj(["textDocument": doc]))
    request("shutdown", .null)
    server.endOfInput()
    fuzzCheck(server.exitStatus == 0, "exit status \(String(describing: server.exitStatus)) after shutdown")

    var answered: [Int: Int] = [:]
    for m in output.received {
        guard m["method"] == nil, let id = m["id"]?.int64Value else { continue }
        answered[Int(id), default: 0] += 1
        if let code = m["error"]?["code"]?.int64Value, code == -32603 || code == -32700 || code == -32600 {
            fuzzFail("request \(id) got error \(code): \(m["error"]?["message"]?.stringValue ?? "")")
        }
    }
    for id in ids { fuzzCheck(answered[id] == 1, "request \(id) answered \(answered[id] ?? 0) times") }
}
