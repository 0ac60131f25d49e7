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

    // MARK: relatedInformation only when declared

    @Test func relatedInformationOnlyForClientsThatDeclareIt() throws {
        for (caps, declared) in [(ClientFixture.eglot, false), (ClientFixture.ale, true), (ClientFixture.neovim010, true)] {
            let c = TestClient()
            c.initialize(caps)
            c.open("file:///w/R.tabs", twoTabsSameTitle)
            let items = try #require(c.diagnostics("file:///w/R.tabs", version: 1))
            let d = try #require(items.first { $0["code"]?.stringValue == "duplicate-title" })
            #expect((d["relatedInformation"] != nil) == declared)
            #expect(d["codeDescription"] == nil)
        }
    }

    // MARK: Symbols

    static let sectioned = "defaults {\n    selected home\n}\ntab home \"Home\" { icon \"house\" }\nsection library \"Library\" {\n    tab reports \"Reports\" { icon \"chart\" }\n}\n"

    @Test func flatSymbolInformationWithoutHierarchicalSupport() throws {
        let c = TestClient()
        c.initialize(ClientFixture.ale)
        let uri = "file:///w/S.tabs"
        c.open(uri, Self.sectioned)
        let symbols = try #require(c.call(.integer(1), "textDocument/documentSymbol",
                                          .object(["textDocument": .object(["uri": .string(uri)])]))?["result"]?.arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == ["defaults", "selected", "home", "library", "reports"])
        #expect(symbols.allSatisfy { $0["location"]?["uri"] == .string(uri) && $0["children"] == nil && $0["selectionRange"] == nil })
        #expect(symbols[4]["containerName"] == .string("library"))
        #expect(symbols[4]["location"]?["range"]?.rangeTuple == [5, 4, 5, 42])
        #expect(symbols[1]["containerName"] == .string("defaults"))
        #expect(symbols[2]["containerName"] == nil)
        #expect(symbols[2]["kind"] == .integer(5))
    }

    @Test func hierarchicalSymbolsForClientsThatDeclareThem() throws {
        for caps in [ClientFixture.neovim010, ClientFixture.eglot] {
            let c = TestClient()
            c.initialize(caps)
            c.open("file:///w/H.tabs", Self.sectioned)
            let symbols = try #require(c.call(.integer(1), "textDocument/documentSymbol",
                                              .object(["textDocument": .object(["uri": "file:///w/H.tabs"])]))?["result"]?.arrayValue)
            #expect(symbols.compactMap { $0["name"]?.stringValue } == ["defaults", "home", "library"])
            #expect(symbols[2]["children"]?[0]?["name"] == .string("reports"))
        }
    }

    // MARK: Code actions as commands

    static func codeActions(_ c: TestClient, _ uri: String) -> [JSONValue]? {
        c.call(.integer(1), "textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": range(0, 0, 0, 30),
            "context": .object(["diagnostics": .array([])]),
        ]))?["result"]?.arrayValue
    }

    @Test func commandsForAClientWithoutCodeActionLiterals() throws {
        let text = "tab a \"A\" { plcement pinned; icon \"x\" }\n"
        let literal = TestClient()
        literal.initialize(ClientFixture.eglot)
        literal.open("file:///w/A.tabs", text)
        let literals = try #require(Self.codeActions(literal, "file:///w/A.tabs"))
        #expect(!literals.isEmpty && literals.allSatisfy { $0["kind"] != nil && $0["command"] == nil })

        let c = TestClient()
        let answer = c.initialize(ClientFixture.bare)
        let offered = answer?["result"]?["capabilities"]?["executeCommandProvider"]?["commands"]?.arrayValue ?? []
        c.open("file:///w/A.tabs", text)
        let commands = try #require(Self.codeActions(c, "file:///w/A.tabs"))
        #expect(commands.count == literals.count)
        for (command, action) in zip(commands, literals) {
            // A `Command`: title, command, arguments (no kind, no edit).
            #expect(command["title"] == action["title"])
            #expect(command["kind"] == nil && command["edit"] == nil)
            let name = try #require(command["command"])
            #expect(offered.contains(name))
            let arguments = try #require(command["arguments"])
            // Executing it asks the client to apply the same edit as the literal's.
            let executed = c.call(.string("x"), "workspace/executeCommand", .object(["command": name, "arguments": arguments]))
            #expect(executed?["result"] == .null)
            let apply = try #require(c.waitFor { $0["method"]?.stringValue == "workspace/applyEdit" && $0["params"]?["label"] == action["title"] })
            #expect(apply["id"] != nil)
            #expect(apply["params"]?["edit"] == action["edit"])
        }
        #expect(errorCode(c.call(.integer(9), "workspace/executeCommand", .object(["command": "rm -rf"]))) == -32602)
    }

    @Test func noExecuteCommandProviderForLiteralClients() {
        for caps in [ClientFixture.neovim010, ClientFixture.eglot, ClientFixture.ale] {
            let c = TestClient()
            let answer = c.initialize(caps)
            #expect(answer?["result"]?["capabilities"]?["executeCommandProvider"] == nil)
        }
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
