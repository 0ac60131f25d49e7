import Foundation
import TabsJSON
@testable import TablintLSP

/// Frames a JSON value (or raw body text) the way a client would.
func framed(_ message: JSONValue) -> [UInt8] {
    MessageFramer.frame(Array(message.serialized().utf8))
}

func framed(raw body: String) -> [UInt8] { MessageFramer.frame(Array(body.utf8)) }

func request(_ id: JSONValue, _ method: String, _ params: JSONValue? = nil) -> JSONValue {
    var o: JSONObject = ["jsonrpc": "2.0", "id": id, "method": .string(method)]
    if let params { _ = o.updateValue(params, forKey: "params") }
    return .object(o)
}

func notification(_ method: String, _ params: JSONValue? = nil) -> JSONValue {
    var o: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
    if let params { _ = o.updateValue(params, forKey: "params") }
    return .object(o)
}

func position(_ line: Int, _ character: Int) -> JSONValue {
    .object(["line": .integer(Int64(line)), "character": .integer(Int64(character))])
}

func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
    .object(["start": position(l1, c1), "end": position(l2, c2)])
}

extension LanguageServer {
    /// Runs `body` with the request queue and the check worker held, so
    /// tests can line up input deterministically.
    func withProcessingSuspended(_ body: () -> Void) {
        requests.queue.suspend()
        requests.scheduler.worker.suspend()
        body()
        requests.queue.resume()
        requests.queue.sync {}
        requests.scheduler.worker.resume()
    }

    /// Waits for queued requests and checks to finish.
    func drain() {
        requests.queue.sync {}
        requests.scheduler.flush()
        requests.queue.sync {}
    }
}

/// A client talking to an in-process server over an in-memory connection.
final class TestClient: @unchecked Sendable {
    let output = MemoryOutput()
    let server: LanguageServer

    init() { server = LanguageServer(output: output, log: .silent) }

    func send(_ message: JSONValue) { server.receive(framed(message)) }
    func send(bytes: [UInt8]) { server.receive(bytes) }

    var messages: [JSONValue] { output.received }

    /// Waits until a message satisfies `predicate` (5 s at most).
    func waitFor(timeout: Double = 5, _ predicate: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let found = output.received.first(where: predicate) { return found }
            usleep(2000)
        }
        return output.received.first(where: predicate)
    }

    /// Sends a request and waits for its answer.
    @discardableResult
    func call(_ id: JSONValue, _ method: String, _ params: JSONValue? = nil) -> JSONValue? {
        send(request(id, method, params))
        return response(id)
    }

    func response(_ id: JSONValue) -> JSONValue? {
        waitFor { $0["id"] == id && $0["method"] == nil }
    }

    @discardableResult
    func initialize(_ capabilities: JSONValue = .object([:]), options: JSONValue? = nil) -> JSONValue? {
        var params: JSONObject = ["processId": .null, "capabilities": capabilities]
        if let options { _ = params.updateValue(options, forKey: "initializationOptions") }
        let answer = call(.integer(0), "initialize", .object(params))
        send(notification("initialized", .object([:])))
        return answer
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        send(notification("textDocument/didOpen", .object([
            "textDocument": .object(["uri": .string(uri), "languageId": "tabs", "version": .integer(Int64(version)), "text": .string(text)]),
        ])))
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        send(notification("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": .integer(Int64(version))]),
            "contentChanges": .array(changes),
        ])))
    }

    /// Opens `uri` with `text` and sends versions 2 through `last`, each
    /// inserting `line(version)` at the top, all while the server is held:
    /// a burst that arrives faster than it is checked.
    func burst(_ uri: String, _ text: String = "", through last: Int, _ line: (Int) -> String) {
        server.withProcessingSuspended {
            open(uri, text)
            for v in 2...last {
                change(uri, version: v, [.object(["range": range(0, 0, 0, 0), "text": .string(line(v))])])
            }
        }
    }

    func publications(_ uri: String) -> [JSONValue] {
        messages.filter { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }
    }

    /// Waits for a publication for `uri` at `version`.
    func diagnostics(_ uri: String, version: Int) -> [JSONValue]? {
        waitFor {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
                && $0["params"]?["version"]?.intValue == version
        }?["params"]?["diagnostics"]?.arrayValue
    }

    func settle() { server.drain() }

    /// A client initialized with a text symbol catalog of `names` (in a
    /// temporary directory removed by `cleanup`).
    static func withCatalog(_ names: [String]) throws -> (client: TestClient, cleanup: () -> Void) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let symbols = dir.appendingPathComponent("symbols.txt")
        try Data(names.map { $0 + "\n" }.joined().utf8).write(to: symbols)
        let c = TestClient()
        c.initialize(options: .object(["symbols": .string(symbols.path)]))
        return (c, { try? FileManager.default.removeItem(at: dir) })
    }
}

extension JSONValue {
    var rangeTuple: [Int]? {
        guard let s = self["start"], let e = self["end"],
              let a = s["line"]?.intValue, let b = s["character"]?.intValue,
              let c = e["line"]?.intValue, let d = e["character"]?.intValue else { return nil }
        return [a, b, c, d]
    }
}

func errorCode(_ response: JSONValue?) -> Int? { response?["error"]?["code"]?.intValue }

extension LiveServer {
    /// Sends request `id` and waits for its result.
    func call(_ method: String, _ params: JSONValue, id: Int) -> JSONValue? {
        send(request(.integer(Int64(id)), method, params))
        return next { $0["id"] == .integer(Int64(id)) }?["result"]
    }
}

/// A text-document position's parameters, with a rename's new name or a
/// references request's context when given.
func at(_ uri: String, _ line: Int, _ character: Int, newName: String? = nil, references: Bool = false) -> JSONValue {
    var members: [(String, JSONValue)] = [("textDocument", .object(["uri": .string(uri)])), ("position", position(line, character))]
    if let newName { members.append(("newName", .string(newName))) }
    if references { members.append(("context", .object(["includeDeclaration": true]))) }
    return .object(JSONObject(members))
}
