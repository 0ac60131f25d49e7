import Foundation
import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 23 item 4: a request is one handler type and one registry entry.
/// These handlers exist only here: a custom method (as `tablint/preview`
/// is) and one that declares a capability (as `textDocument/codeLens`
/// does), added to the standard list as a new feature would be.
@Suite struct RegistryTests {
    struct Echo: LSPResult {
        var uri: String
        var json: JSONValue { .object(["echo": .string(uri)]) }
    }

    enum CustomRequest: RequestHandler {
        static let method = "tablint/example"
        static func handle(_ p: TextDocumentParams, _ context: ServerContext) throws(ResponseError) -> Echo {
            guard context.openDocument(p.uri) != nil else { throw .requestFailed("not open") }
            return Echo(uri: p.uri)
        }
    }

    enum LensRequest: RequestHandler {
        static let method = "textDocument/inlayHint"
        static func capability(for client: ClientCapabilities) -> Capability? {
            Capability(name: "inlayHintProvider", value: .supported)
        }
        static func handle(_ p: TextDocumentParams, _ context: ServerContext) -> NullResult { NullResult() }
    }

    @Test func aNewRequestIsOneHandlerAndOneEntry() throws {
        let output = MemoryOutput()
        let registry = HandlerRegistry(HandlerRegistry.standardHandlers + [CustomRequest.self, LensRequest.self])
        let server = LanguageServer(output: output, log: .silent, registry: registry)
        func send(_ message: JSONValue) { server.receive(framed(message)) }
        send(request(.integer(1), "initialize", .object(["processId": .null, "capabilities": .object([:])])))
        send(notification("initialized", .object([:])))
        send(didOpen("file:///r/App.tabs", twoTabsSameTitle))
        send(request(.integer(2), "tablint/example", .object(["textDocument": .object(["uri": "file:///r/App.tabs"])])))
        send(request(.integer(3), "tablint/example", .object(["textDocument": .object(["uri": "file:///r/Closed.tabs"])])))
        send(request(.integer(4), "tablint/example", .object([:])))
        send(request(.integer(5), "textDocument/inlayHint", .object(["textDocument": .object(["uri": "file:///r/App.tabs"])])))
        server.drain()
        let messages = output.received
        func answer(_ id: Int64) -> JSONValue? { messages.first { $0["id"] == .integer(id) } }

        // The capability is written after the standard ones, in list order.
        let capabilities = try #require(answer(1)?["result"]?["capabilities"]?.objectValue)
        #expect(capabilities.keys.last == "inlayHintProvider")
        #expect(capabilities["inlayHintProvider"] == .bool(true))
        let standard = try #require(LanguageServerTests.capabilities(HandlerRegistry.standard))
        #expect(Array(capabilities.keys.dropLast()) == Array(standard.keys))
        // Dispatched, with typed params (-32602 when wrong) and errors.
        #expect(answer(2)?["result"] == .object(["echo": "file:///r/App.tabs"]))
        #expect(answer(3)?["error"]?["code"] == .integer(Int64(ErrorCode.requestFailed)))
        #expect(answer(4)?["error"]?["code"] == .integer(Int64(ErrorCode.invalidParams)))
        #expect(answer(5)?["result"] == .null)
        // The standard server does not know them.
        #expect(HandlerRegistry.standard.requests["tablint/example"] == nil)
        #expect(HandlerRegistry.standard.capabilities(for: ClientCapabilities()).allSatisfy { $0.name != "inlayHintProvider" })
    }
}

enum LanguageServerTests {
    /// The capabilities a plain client is offered by a server with `registry`.
    static func capabilities(_ registry: HandlerRegistry) -> JSONObject? {
        let output = MemoryOutput()
        let server = LanguageServer(output: output, log: .silent, registry: registry)
        server.receive(framed(request(.integer(1), "initialize", .object(["processId": .null, "capabilities": .object([:])]))))
        server.drain()
        return output.received.first?["result"]?["capabilities"]?.objectValue
    }
}
