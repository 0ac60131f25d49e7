import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 14, item 3: the client's `languageId` decides whether a document
/// is linted, whatever its extension (README, "Language server").
@Suite struct LanguageIdTests {
    static func open(_ uri: String, _ languageId: String?, _ text: String) -> JSONValue {
        var document: JSONObject = ["uri": .string(uri)]
        if let languageId { _ = document.updateValue(.string(languageId), forKey: "languageId") }
        _ = document.updateValue(1, forKey: "version")
        _ = document.updateValue(.string(text), forKey: "text")
        return notification("textDocument/didOpen", .object(["textDocument": .object(document)]))
    }

    /// Over stdio with the built executable, as Vim ALE (which sends the
    /// `language` of its linter definition) would drive it.
    @Test func lintedWhenTheLanguageIsTabsWhateverTheExtension() throws {
        let documents: [(uri: String, languageId: String?, linted: Bool)] = [
            ("file:///tmp/lang/App.tabs", "tabs", true),
            ("file:///tmp/lang/tabs.conf", "tabs", true),
            ("file:///tmp/lang/Upper.layout", "Tabs", true),
            ("file:///tmp/lang/notes.txt", "plaintext", false),
            ("file:///tmp/lang/Other.tabs", "plaintext", false),
            ("file:///tmp/lang/.tablint.json", "json", false),
            ("file:///tmp/lang/Old.tabs", nil, true),
        ]
        var input = framed(request(.integer(1), "initialize", .object([
            "processId": .null, "rootUri": "file:///tmp/lang", "capabilities": ClientFixture.ale,
        ])))
        input += framed(notification("initialized", .object([:])))
        for d in documents { input += framed(Self.open(d.uri, d.languageId, twoTabsSameTitle)) }
        let at: JSONValue = .object(["textDocument": .object(["uri": "file:///tmp/lang/notes.txt"]), "position": position(0, 4)])
        input += framed(request(.integer(2), "textDocument/hover", at))
        input += framed(request(.integer(3), "textDocument/diagnostic", .object(["textDocument": .object(["uri": "file:///tmp/lang/notes.txt"])])))
        input += framed(request(.integer(4), "textDocument/completion", at))
        input += framed(request(.integer(5), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false)
        #expect(run.status == 0)
        for d in documents {
            let published = run.messages.filter {
                $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(d.uri)
            }
            if d.linted {
                #expect(published.count == 1, "\(d.uri)")
                #expect(published.first?["params"]?["diagnostics"]?[0]?["code"] == .string("duplicate-title"), "\(d.uri)")
            } else {
                #expect(published.isEmpty, "\(d.uri)")
            }
        }
        // Another language is not served either.
        #expect(run.messages.first { $0["id"] == .integer(2) }?["result"] == .null)
        #expect(run.messages.first { $0["id"] == .integer(3) }?["result"]?["items"] == .array([]))
        #expect(run.messages.first { $0["id"] == .integer(4) }?["result"] == .array([]))
    }
}
