import Foundation
import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 14, item 3: the server as each client's declared capabilities ask
/// (the fixtures are in ClientFixtures.swift).
@Suite struct ClientCapabilityTests {
    static func didOpen(_ uri: String, _ languageId: String, _ text: String) -> JSONValue {
        notification("textDocument/didOpen", .object([
            "textDocument": .object(["uri": .string(uri), "languageId": .string(languageId), "version": 1, "text": .string(text)]),
        ]))
    }

    static func refreshRequests(_ c: TestClient) -> [JSONValue] {
        c.messages.filter { $0["method"]?.stringValue == "workspace/diagnostic/refresh" }
    }

    // MARK: Pull without refresh (Neovim 0.10)

    @Test func aPullingClientThatCannotRefreshIsPushedTo() throws {
        let dir = try DiagnosticsTests.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent(".tablint.json")
        try Data(#"{"rules": {"duplicate-title": "off"}}"#.utf8).write(to: config)
        let c = TestClient()
        let answer = c.initialize(ClientFixture.neovim010)
        #expect(answer?["result"]?["capabilities"]?["diagnosticProvider"] == nil)
        let uri = "file://" + dir.path + "/App.tabs"
        c.open(uri, twoTabsSameTitle)
        #expect(c.diagnostics(uri, version: 1) == [])
        // A configuration change, without an edit: pushed at once.
        try Data(#"{"rules": {"duplicate-title": "warning"}}"#.utf8).write(to: config)
        c.send(notification("workspace/didChangeConfiguration", .object(["settings": .object([:])])))
        let pushed = try #require(c.waitFor {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
                && $0["params"]?["diagnostics"]?.arrayValue?.isEmpty == false
        }?["params"]?["diagnostics"])
        #expect(pushed[0]?["code"] == .string("duplicate-title"))
        // Its pull agrees with the push.
        let pulled = c.call(.integer(5), "textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])]))
        #expect(pulled?["result"]?["items"] == pushed)
        // A watched-file change, without an edit: pushed at once too.
        try Data(#"{"rules": {"duplicate-title": "off"}}"#.utf8).write(to: config)
        let before = c.publications(uri).count
        c.send(notification("workspace/didChangeWatchedFiles",
                            .object(["changes": .array([.object(["uri": .string("file://" + config.path), "type": 2])])])))
        let cleared = c.waitFor { _ in c.publications(uri).count > before }
        #expect(cleared != nil)
        #expect(c.publications(uri).last?["params"]?["diagnostics"] == .array([]))
        c.settle()
        #expect(Self.refreshRequests(c).isEmpty)
    }

    @Test func aPullingClientThatCanRefreshIsNotPushedTo() throws {
        let c = TestClient()
        let caps = ClientFixture.neovim010.setting(["workspace", "diagnostics", "refreshSupport"], true)
        let answer = c.initialize(caps)
        #expect(answer?["result"]?["capabilities"]?["diagnosticProvider"] != nil)
        c.open("file:///w/Pull.tabs", twoTabsSameTitle)
        c.send(notification("workspace/didChangeConfiguration", .object(["settings": .object([:])])))
        #expect(c.waitFor { $0["method"]?.stringValue == "workspace/diagnostic/refresh" } != nil)
        c.settle()
        #expect(c.publications("file:///w/Pull.tabs").isEmpty)
    }
}

extension JSONValue {
    /// Test helper: this object with the member at `path` set to `value`.
    func setting(_ path: [String], _ value: JSONValue) -> JSONValue {
        guard let key = path.first else { return value }
        var object = objectValue ?? [:]
        let inner = object[key] ?? .object([:])
        _ = object.updateValue(inner.setting(Array(path.dropFirst()), value), forKey: key)
        return .object(object)
    }
}
