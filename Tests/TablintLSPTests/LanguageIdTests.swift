import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 14, item 3, and issue 24: the client's `languageId` decides
/// whether a document is linted; a client that names no language (absent,
/// `""`, `plaintext`, `text`) gets its `.tabs` files linted (docs/language-server.md,
/// "Documents it lints").
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
            ("file:///tmp/lang/Other.tabs", "plaintext", true),
            ("file:///tmp/lang/.tablint.json", "json", false),
            ("file:///tmp/lang/Old.tabs", nil, true),
            // CHANGES.md 2026-11-28: the extension in any case, and eglot's `fundamental` as no language.
            ("file:///tmp/lang/Shout.TABS", nil, true),
            ("file:///tmp/lang/Mixed.Tabs", "fundamental", true),
            ("file:///tmp/lang/Shout.TABS.txt", nil, false),
            ("file:///tmp/lang/Other.TABS", "json", false),
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

    /// Issue 24: one session through the built executable, one `App.tabs`
    /// per `languageId` case. The linted ones get their diagnostics and an
    /// answer from every feature; the one opened as `json` gets none, and
    /// one `window/logMessage` saying why, however often it is used.
    @Test func aTabsFileIsLintedWhenTheClientNamesNoLanguage() throws {
        let text = "tab a \"A\" { icon \"house.fill\" }\ntab  b \"A\" {\n    icon \"gear\"\n}\n"
        let cases: [(name: String, languageId: String?, linted: Bool)] = [
            ("absent", nil, true), ("empty", "", true), ("plaintext", "plaintext", true),
            ("tabs", "tabs", true), ("upper", "TABS", true), ("json", "json", false),
        ]
        func uri(_ name: String) -> String { "file:///tmp/lang24/\(name)/App.tabs" }
        var input = framed(request(.integer(1), "initialize", .object(["processId": .null, "capabilities": .object([:])])))
        input += framed(notification("initialized", .object([:])))
        var id: Int64 = 100
        var asked: [(name: String, method: String, id: Int64)] = []
        for c in cases {
            input += framed(Self.open(uri(c.name), c.languageId, text))
            input += framed(notification("textDocument/didChange", .object([
                "textDocument": .object(["uri": .string(uri(c.name)), "version": 2]),
                "contentChanges": .array([.object(["range": range(0, 0, 0, 0), "text": "# x\n"])]),
            ])))
            let document: JSONValue = .object(["uri": .string(uri(c.name))])
            let at: JSONValue = .object(["textDocument": document, "position": position(1, 4)])
            let requests: [(String, JSONValue)] = [
                ("textDocument/hover", at),
                ("textDocument/definition", at),
                ("textDocument/references", .object(["textDocument": document, "position": position(1, 4),
                                                     "context": .object(["includeDeclaration": true])])),
                ("textDocument/documentHighlight", at),
                ("textDocument/completion", .object(["textDocument": document, "position": position(1, 13)])),
                ("textDocument/documentSymbol", .object(["textDocument": document])),
                ("textDocument/foldingRange", .object(["textDocument": document])),
                ("textDocument/semanticTokens/full", .object(["textDocument": document])),
                ("textDocument/formatting", .object(["textDocument": document,
                                                     "options": .object(["tabSize": 4, "insertSpaces": true])])),
                ("textDocument/codeAction", .object(["textDocument": document, "range": range(1, 0, 1, 0),
                                                     "context": .object(["diagnostics": .array([])])])),
                ("textDocument/prepareRename", at),
                ("textDocument/rename", .object(["textDocument": document, "position": position(1, 4), "newName": "a2"])),
                ("textDocument/diagnostic", .object(["textDocument": document])),
            ]
            for (method, params) in requests {
                id += 1
                asked.append((c.name, method, id))
                input += framed(request(.integer(id), method, params))
            }
        }
        input += framed(request(.integer(2), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false)
        #expect(run.status == 0)

        func isEmpty(_ result: JSONValue?) -> Bool {
            switch result {
            case .none, .some(.null): return true
            case .some(let value):
                if let array = value.arrayValue { return array.isEmpty }
                if let data = value["data"]?.arrayValue { return data.isEmpty }
                if let items = value["items"]?.arrayValue { return items.isEmpty }
                return false
            }
        }
        for c in cases {
            let published = run.messages.filter {
                $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri(c.name))
            }
            let logged = run.messages.filter {
                $0["method"] == .string("window/logMessage") && $0["params"]?["message"]?.stringValue?.contains(uri(c.name)) == true
            }
            if c.linted {
                #expect(published.map { $0["params"]?["version"]?.intValue } == [1, 2], "\(c.name)")
                #expect(published.last?["params"]?["diagnostics"]?.arrayValue?.contains { $0["code"] == .string("duplicate-title") } == true,
                        "\(c.name)")
                #expect(logged.isEmpty, "\(c.name): \(logged)")
            } else {
                #expect(published.isEmpty, "\(c.name)")
                #expect(logged.count == 1, "\(c.name): said why once: \(logged)")
                #expect(logged.first?["params"]?["message"] == .string(
                    "tablint: not checking \(uri(c.name)): the client opened it as `json`, not `tabs` "
                    + "(set the editor's language or file type for it to `tabs`)"))
                #expect(logged.first?["params"]?["type"] == .integer(2))
            }
            for request in asked where request.name == c.name {
                let answer = run.messages.first { $0["id"] == .integer(request.id) }
                #expect(answer?["error"] == nil, "\(c.name) \(request.method): \(String(describing: answer))")
                // Every feature answers something for a linted document, nothing for the other.
                #expect(isEmpty(answer?["result"]) == !c.linted, "\(c.name) \(request.method): \(String(describing: answer))")
            }
        }
    }

    /// Nothing a client sends as a language reaches the log unescaped.
    @Test func theReasonShowsClientTextEscaped() {
        let reason = Linting(languageId: "js\u{1B}[31m\u{202E}on", uri: "file:///a/b.tabs").reason(uri: "file:///a/\u{7}b.tabs")
        #expect(reason == "not checking file:///a/\\u{7}b.tabs: the client opened it as `js\\u{1B}[31m\\u{202E}on`, not `tabs` "
                + "(set the editor's language or file type for it to `tabs`)")
        #expect(Linting(languageId: "Text", uri: "file:///a/b.tabs") == .tabs)
        // eglot's language id for a buffer in Emacs's `fundamental-mode`.
        #expect(Linting(languageId: "fundamental", uri: "file:///a/b.tabs") == .tabs)
        #expect(Linting(languageId: "swift", uri: "file:///a/b.tabs") == .otherLanguage("swift"))
        #expect(Linting(languageId: "PlainText", uri: "file:///a/notes.txt") == .notTabsFile)
        #expect(Linting(languageId: nil, uri: "file:///a/App.json") == .notTabsFile)
        #expect(Linting(languageId: "", uri: "file:///a/App.TABS") == .tabs)
        #expect(Linting(languageId: nil, uri: "file:///a/tabs") == .notTabsFile)
        #expect(Linting(languageId: "Tabs", uri: "untitled:Untitled-1") == .tabs)
    }
}
