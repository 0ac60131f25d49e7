import Foundation
import Testing
import TabsJSON
@testable import TablintLSP

@Suite struct LifecycleTests {
    @Test func requestsBeforeInitializeGetServerNotInitialized() {
        let c = TestClient()
        c.send(notification("textDocument/didOpen", .object(["textDocument": .object(["uri": "file:///a.tabs", "version": 1, "text": "tab a"])])))
        #expect(errorCode(c.call(.integer(1), "textDocument/hover", .object([:]))) == -32002)
        #expect(errorCode(c.call(.integer(2), "shutdown")) == -32002)
        c.initialize()
        c.settle()
        // The didOpen sent before initialize was dropped.
        #expect(c.publications("file:///a.tabs").isEmpty)
        #expect(errorCode(c.call(.integer(3), "textDocument/hover", .object(["textDocument": .object(["uri": "file:///a.tabs"]), "position": position(0, 0)]))) == nil)
    }

    @Test func secondInitializeIsAnInvalidRequest() {
        let c = TestClient()
        #expect(c.initialize()?["result"]?["capabilities"] != nil)
        #expect(errorCode(c.call(.integer(7), "initialize", .object(["processId": .null, "capabilities": .object([:])]))) == -32600)
    }

    @Test func requestsAfterShutdownAreInvalid() {
        let c = TestClient()
        c.initialize()
        let answer = c.call(.string("down"), "shutdown")
        #expect(answer?["result"] == .null)
        #expect(answer?["error"] == nil)
        #expect(errorCode(c.call(.integer(9), "textDocument/documentSymbol", .object(["textDocument": .object(["uri": "file:///x"])]))) == -32600)
        #expect(c.server.exitStatus == nil)
        c.send(notification("exit"))
        #expect(c.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownIsStatusOne() {
        let c = TestClient()
        c.initialize()
        c.send(notification("exit"))
        #expect(c.server.exitStatus == 1)
        // Input after exit is ignored.
        c.send(request(.integer(5), "shutdown"))
        c.settle()
        #expect(c.response(.integer(5)) == nil)
    }

    @Test func endOfInputEndsTheServer() {
        let c = TestClient()
        c.initialize()
        c.server.endOfInput()
        #expect(c.server.exitStatus == 1)
        let d = TestClient()
        d.initialize()
        d.call(.integer(1), "shutdown")
        d.server.endOfInput()
        #expect(d.server.exitStatus == 0)
    }

    @Test func idsAreEchoedExactly() {
        let c = TestClient()
        c.initialize()
        #expect(c.call(.string("abc"), "textDocument/foldingRange", .object(["textDocument": .object(["uri": "file:///n"])]))?["id"] == .string("abc"))
        #expect(c.call(.integer(123456789012), "textDocument/foldingRange", .object(["textDocument": .object(["uri": "file:///n"])]))?["id"] == .integer(123456789012))
        let raw = c.output.bytes
        #expect(String(decoding: raw, as: UTF8.self).contains("\"id\":\"abc\""))
    }

    @Test func unknownMethods() {
        let c = TestClient()
        c.initialize()
        #expect(errorCode(c.call(.integer(1), "textDocument/unheardOf", .object([:]))) == -32601)
        #expect(errorCode(c.call(.integer(2), "$/somethingPrivate", .object([:]))) == -32601)
        c.send(notification("$/unknownNotification", .object([:])))
        c.send(notification("workspace/unknown"))
        c.settle()
        #expect(c.messages.count == 3)  // initialize + the two errors
    }

    @Test func malformedJSONThenAValidRequest() {
        let c = TestClient()
        c.initialize()
        c.send(bytes: framed(raw: "{\"jsonrpc\": \"2.0\", \"id\": 4, \"method\": "))
        let answer = c.call(.integer(5), "shutdown")
        #expect(answer?["result"] == .null)
        let parseError = c.messages.first { errorCode($0) == -32700 }
        #expect(parseError?["id"] == .null)
        #expect(parseError.map { $0.objectValue?.contains(key: "id") ?? false } == true)
    }

    @Test func invalidRequestObjects() {
        let c = TestClient()
        c.initialize()
        c.send(bytes: framed(raw: "[1, 2]"))
        c.send(bytes: framed(raw: "42"))
        c.send(bytes: framed(raw: #"{"jsonrpc": "2.0", "id": 8, "method": 12}"#))
        c.send(bytes: framed(raw: #"{"jsonrpc": "1.0", "id": 9, "method": "shutdown"}"#))
        c.send(bytes: framed(raw: #"{"jsonrpc": "2.0", "id": {"a": 1}, "method": "shutdown"}"#))
        c.settle()
        let errors = c.messages.filter { errorCode($0) == -32600 }
        #expect(errors.count == 5)
        #expect(errors.map { $0["id"] ?? .string("missing") } == [.null, .null, .integer(8), .integer(9), .null])
        // Nothing was shut down by those.
        #expect(c.call(.integer(10), "textDocument/foldingRange", .object(["textDocument": .object(["uri": "file:///n"])]))?["result"] != nil)
    }

    @Test func wrongParamsShape() {
        let c = TestClient()
        #expect(errorCode(c.call(.integer(1), "initialize", .array([]))) == -32602)
        c.initialize()
        #expect(errorCode(c.call(.integer(2), "textDocument/hover", .object(["textDocument": .object(["uri": 5]), "position": position(0, 0)]))) == -32602)
        #expect(errorCode(c.call(.integer(3), "textDocument/hover", .object(["textDocument": .object(["uri": "file:///a"]), "position": .object(["line": "zero", "character": 0])]))) == -32602)
        #expect(errorCode(c.call(.integer(4), "textDocument/documentSymbol", .string("nope"))) == -32602)
        #expect(errorCode(c.call(.integer(5), "textDocument/rename", .object(["textDocument": .object(["uri": "file:///a"]), "position": position(0, 0)]))) == -32602)
        // Required members missing or of the wrong type, and negative positions (LSP positions are unsigned).
        let doc: JSONValue = .object(["uri": "file:///a"])
        let wrong: [(String, JSONValue)] = [
            ("textDocument/codeAction", .object(["textDocument": doc, "range": range(0, 0, 0, 0)])),
            ("textDocument/codeAction", .object(["textDocument": doc, "range": range(0, 0, 0, 0), "context": 7])),
            ("textDocument/codeAction", .object(["textDocument": doc, "range": range(0, 0, 0, 0), "context": .object(["diagnostics": [], "only": "quickfix"])])),
            ("textDocument/references", .object(["textDocument": doc, "position": position(0, 0), "context": 5])),
            ("textDocument/references", .object(["textDocument": doc, "position": position(0, 0)])),
            ("textDocument/formatting", .object(["textDocument": doc])),
            ("textDocument/formatting", .object(["textDocument": doc, "options": .object([:])])),
            ("textDocument/formatting", .object(["textDocument": doc, "options": .object(["tabSize": "x", "insertSpaces": true])])),
            ("textDocument/codeAction", .object(["textDocument": doc, "range": range(0, 0, 0, 0), "context": .object([:])])),
            ("textDocument/references", .object(["textDocument": doc, "position": position(0, 0), "context": .object([:])])),
            ("textDocument/hover", .object(["textDocument": doc, "position": position(-1, -5)])),
        ]
        for (k, (method, params)) in wrong.enumerated() {
            #expect(errorCode(c.call(.integer(Int64(100 + k)), method, params)) == -32602, "\(method) \(params)")
        }
        // The well-formed shapes still answer.
        #expect(errorCode(c.call(.integer(200), "textDocument/codeAction",
                                 .object(["textDocument": doc, "range": range(0, 0, 0, 0), "context": .object(["diagnostics": []])]))) == nil)
        #expect(errorCode(c.call(.integer(201), "textDocument/formatting",
                                 .object(["textDocument": doc, "options": .object(["tabSize": 4, "insertSpaces": true])]))) == nil)
    }

    @Test func cancelledRequestsGetExactlyOneAnswer() {
        let c = TestClient()
        c.initialize()
        c.open("file:///c.tabs", "tab a \"A\" { icon \"x\" }\n")
        c.server.withProcessingSuspended {
            c.send(request(.integer(40), "textDocument/documentSymbol", .object(["textDocument": .object(["uri": "file:///c.tabs"])])))
            c.send(request(.string("41"), "textDocument/documentSymbol", .object(["textDocument": .object(["uri": "file:///c.tabs"])])))
            c.send(notification("$/cancelRequest", .object(["id": 40])))
            c.send(notification("$/cancelRequest", .object(["id": 999])))  // unknown: ignored
        }
        c.settle()
        let forty = c.messages.filter { $0["id"] == .integer(40) }
        #expect(forty.count == 1)
        #expect(errorCode(forty.first) == -32800)
        let fortyOne = c.messages.filter { $0["id"] == .string("41") }
        #expect(fortyOne.count == 1)
        #expect(fortyOne.first?["result"]?.arrayValue?.count == 1)
        // Cancelling something already answered changes nothing.
        c.send(notification("$/cancelRequest", .object(["id": "41"])))
        c.settle()
        #expect(c.messages.filter { $0["id"] == .string("41") }.count == 1)
    }

    @Test func positionEncodingIsNegotiated() {
        for (offered, expected) in [(["utf-32", "utf-16"], "utf-32"), (["utf-8"], "utf-8"), (["ucs-2"], "utf-16"), ([], "utf-16")] {
            let c = TestClient()
            let caps: JSONValue = .object(["general": .object(["positionEncodings": .array(offered.map { .string($0) })])])
            #expect(c.initialize(caps)?["result"]?["capabilities"]?["positionEncoding"]?.stringValue == expected)
        }
        let c = TestClient()
        #expect(c.initialize()?["result"]?["capabilities"]?["positionEncoding"]?.stringValue == "utf-16")
    }

    @Test func textSyncCapabilities() {
        let c = TestClient()
        let caps = c.initialize()?["result"]?["capabilities"]
        #expect(caps?["textDocumentSync"]?["openClose"] == true)
        #expect(caps?["textDocumentSync"]?["change"] == .integer(2))
        #expect(caps?["textDocumentSync"]?["save"] != nil)
        #expect(caps?["documentFormattingProvider"] == true)
        #expect(caps?["diagnosticProvider"] == nil)
    }

    @Test func fileWatchersAreRegisteredOnlyAfterInitialized() throws {
        // LSP: no request to the client before `initialize` is answered.
        let c = TestClient()
        let caps: JSONValue = .object(["workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": true])])])
        _ = c.call(.integer(0), "initialize", .object(["processId": .null, "capabilities": caps]))
        c.settle()
        #expect(!c.messages.contains { $0["method"]?.stringValue == "client/registerCapability" })
        c.send(notification("initialized", .object([:])))
        let registration = try #require(c.waitFor { $0["method"]?.stringValue == "client/registerCapability" })
        let answerIndex = try #require(c.messages.firstIndex { $0["id"] == .integer(0) && $0["result"] != nil })
        let registrationIndex = try #require(c.messages.firstIndex { $0["method"]?.stringValue == "client/registerCapability" })
        #expect(answerIndex < registrationIndex)
        #expect(registration["params"]?["registrations"]?[0]?["method"] == .string("workspace/didChangeWatchedFiles"))
        // A second `initialized` registers nothing more.
        c.send(notification("initialized", .object([:])))
        c.settle()
        #expect(c.messages.filter { $0["method"]?.stringValue == "client/registerCapability" }.count == 1)
    }

    @Test func exitDropsQueuedChecks() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/Exit.tabs"
        // Hold the check worker only (`exit` waits on the request queue), and let it go shortly after `exit`.
        c.server.requests.scheduler.worker.suspend()
        c.open(uri, "")
        for v in 2...40 { c.change(uri, version: v, [.object(["range": range(0, 0, 0, 0), "text": "# x\n"])]) }
        c.server.requests.queue.sync {}
        let checker = c.server.requests.scheduler.worker
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { checker.resume() }
        c.send(notification("exit"))
        #expect(c.server.exitStatus == 1)
        #expect(c.publications(uri).count < 40, "queued checks are not run after exit")
    }

    @Test func refreshRequestCarriesNoNullParams() throws {
        let c = TestClient()
        c.initialize(.object([
            "textDocument": .object(["diagnostic": .object([:])]),
            "workspace": .object(["diagnostics": .object(["refreshSupport": true])]),
        ]))
        c.send(notification("workspace/didChangeConfiguration", .object(["settings": .object([:])])))
        let refresh = try #require(c.waitFor { $0["method"]?.stringValue == "workspace/diagnostic/refresh" })
        #expect(refresh["params"] == nil)
    }

    @Test func theClientProcessDyingEndsTheServer() throws {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["2"]
        try sleeper.run()
        let c = TestClient()
        _ = c.call(.integer(0), "initialize", .object(["processId": .integer(Int64(sleeper.processIdentifier)), "capabilities": .object([:])]))
        usleep(1_200_000)
        #expect(c.server.exitStatus == nil)
        sleeper.waitUntilExit()
        let deadline = Date().addingTimeInterval(5)
        while c.server.exitStatus == nil && Date() < deadline { usleep(50_000) }
        #expect(c.server.exitStatus == 1)
    }
}
