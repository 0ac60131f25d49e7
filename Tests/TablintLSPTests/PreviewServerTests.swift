import Foundation
import Testing
import TabsJSON
import TablintLSP

/// `tablint/preview` and the "Preview" code lens (docs/preview.md, "In an
/// editor"): the page for the document's current text, byte for byte the
/// CLI's; errors; the lens.
@Suite struct PreviewServerTests {
    static let saved = """
    defaults {
        platforms iphone, ipad
        strings "Localizable.xcstrings"
    }
    tab home "Home" { icon "house" }
    tab search "Search" { icon "magnifyingglass"; role search }

    """
    /// The unsaved edit: six tabs (a More split), a hostile title, a German clash.
    static let edited = """
    defaults {
        platforms iphone, ipad
        strings "Localizable.xcstrings"
        more "More", "Mehr"
        style sidebarAdaptable
    }
    tab home "Home" { icon "house" }
    tab search "Search" { icon "magnifyingglass"; role search }
    tab profile "Profile" { icon "person" }
    tab a "<script>alert(1)</script>" { icon "a.circle" }
    tab b "B" { icon "b.circle"; placement pinned }
    section s "Saved" {
        tab c "C" { icon "c.circle" }
    }

    """
    static let catalog = """
    {"sourceLanguage": "en", "strings": {
    "Home": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}}}},
    "Profile": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Mehr"}}}}
    }}

    """

    func directory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("tablint-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data(Self.saved.utf8).write(to: dir.appendingPathComponent("My App.tabs"))
        try Data(Self.catalog.utf8).write(to: dir.appendingPathComponent("Localizable.xcstrings"))
        return dir
    }

    /// Over stdio: the page for an unsaved edit is the CLI's page for that text, byte for byte.
    @Test func unsavedEditMatchesTheCLIByteForByte() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("My App.tabs").path
        let uri = "file://" + path.replacingOccurrences(of: " ", with: "%20")
        var input = framed(initializeMessage())
        input += framed(notification("initialized", .object([:])))
        input += framed(didOpen(uri, Self.saved))
        input += framed(notification("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([.object(["text": .string(Self.edited)])]),
        ])))
        input += framed(request(.integer(2), "tablint/preview", .object(["textDocument": .object(["uri": .string(uri)])])))
        input += framed(request(.integer(3), "tablint/preview", .object([
            "textDocument": .object(["uri": .string(uri)]), "platforms": .array(["ipad"]), "languages": .array(["de", "fr"]),
        ])))
        input += framed(request(.integer(4), "shutdown"))
        input += framed(notification("exit"))
        let run = try runServer(input, closeInput: false)
        #expect(run.status == 0)
        func page(_ id: Int64) -> String? {
            run.messages.first { $0["id"] == .integer(id) }?["result"]?["html"]?.stringValue
        }
        let whole = try #require(page(2))
        #expect(run.messages.first { $0["id"] == .integer(2) }?["result"]?["status"] == .string("rendered"))
        // The file on disk was never changed: the page is the edit's.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.saved)

        func cli(_ extra: [String]) throws -> [UInt8] {
            let process = Process()
            process.executableURL = try #require(tablintExecutable())
            process.arguments = ["preview"] + extra + ["--stdin-filename", path, "-"]
            process.currentDirectoryURL = FileManager.default.temporaryDirectory
            let stdin = Pipe(), stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = FileHandle.nullDevice
            try process.run()
            stdin.fileHandleForWriting.write(Data(Self.edited.utf8))
            try stdin.fileHandleForWriting.close()
            let out = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return Array(out)
        }
        let expected = try cli([])
        #expect(Array(whole.utf8) == expected)
        #expect(whole.contains("data-file=\"My App.tabs\""))
        #expect(whole.contains("data-title=\"Mehr\""))
        #expect(whole.contains("&lt;script&gt;") && !whole.contains("<script"))
        let narrowed = try #require(page(3))
        #expect(Array(narrowed.utf8) == (try cli(["--platform", "ipad", "--language", "de", "--language", "fr"])))
    }

    @Test func capabilitiesAndTheCodeLens() throws {
        let c = TestClient()
        let answer = c.initialize()
        let caps = answer?["result"]?["capabilities"]
        #expect(caps?["experimental"]?["tablint/preview"] == .bool(true))
        #expect(caps?["codeLensProvider"]?["resolveProvider"] == .bool(false))
        #expect(caps?["executeCommandProvider"]?["commands"]?.arrayValue?.contains(.string("tablint.preview")) != true)

        c.open("file:///tmp/lens/A.tabs", "# a comment\ntab a \"A\" { icon \"a\" }\ndefaults { selected a }\ndefaults { limit 3 }\n")
        let lenses = c.call(.integer(1), "textDocument/codeLens", .object(["textDocument": .object(["uri": "file:///tmp/lens/A.tabs"])]))
        let lens = try #require(lenses?["result"]?.arrayValue)
        #expect(lens.count == 1)
        #expect(lens.first?["range"]?.rangeTuple == [2, 0, 2, 8])
        #expect(lens.first?["command"]?["title"] == .string("Preview"))
        #expect(lens.first?["command"]?["command"] == .string("tablint.preview"))
        #expect(lens.first?["command"]?["arguments"] == .array(["file:///tmp/lens/A.tabs"]))

        c.open("file:///tmp/lens/B.tabs", "tab a \"A\" { icon \"a\" }\n")
        let none = c.call(.integer(2), "textDocument/codeLens", .object(["textDocument": .object(["uri": "file:///tmp/lens/B.tabs"])]))
        #expect(none?["result"]?[0]?["range"]?.rangeTuple == [0, 0, 0, 0])

        let unopened = c.call(.integer(3), "textDocument/codeLens", .object(["textDocument": .object(["uri": "file:///tmp/lens/C.tabs"])]))
        #expect(unopened?["result"] == .array([]))
    }

    @Test func errorsAndTheBlockedPage() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///tmp/preview-errors/App.tabs"
        c.open(uri, "defaults { platforms iphone }\ntab a \"A\" { icon \"a\" }\n")
        func preview(_ id: Int64, _ extra: JSONObject = [:], uri: String = uri) -> JSONValue? {
            var params: JSONObject = ["textDocument": .object(["uri": .string(uri)])]
            for (k, v) in extra { _ = params.updateValue(v, forKey: k) }
            return c.call(.integer(id), "tablint/preview", .object(params))
        }
        #expect(preview(1)?["result"]?["status"] == .string("rendered"))
        #expect(preview(2, ["platforms": .null, "languages": .array([])])?["result"]?["status"] == .string("rendered"))
        #expect(errorCode(preview(3, ["platforms": .array(["mac"])])) == -32602)
        #expect(preview(3, ["platforms": .array(["mac"])])?["error"]?["message"]?.stringValue?.contains("iphone") == true)
        #expect(errorCode(preview(4, ["platforms": .array(["watch"])])) == -32602)
        #expect(errorCode(preview(5, ["languages": .array(["d"])])) == -32602)
        #expect(errorCode(preview(6, ["platforms": .string("iphone")])) == -32602)
        #expect(errorCode(c.call(.integer(7), "tablint/preview", .object([:]))) == -32602)
        #expect(errorCode(preview(8, uri: "file:///tmp/preview-errors/Other.tabs")) == -32803)
        c.send(notification("textDocument/didOpen", .object([
            "textDocument": .object(["uri": "file:///tmp/preview-errors/x.tabs", "languageId": "json", "version": 1, "text": "{}"]),
        ])))
        #expect(errorCode(preview(9, uri: "file:///tmp/preview-errors/x.tabs")) == -32803)

        c.change(uri, version: 2, [.object(["text": "tab a \"A\" {\n"])])
        let blocked = preview(10)?["result"]
        #expect(blocked?["status"] == .string("blocked"))
        let html = blocked?["html"]?.stringValue ?? ""
        #expect(html.contains("data-status=\"blocked\""))
        #expect(html.contains("data-rule=\"syntax-error\""))
        #expect(!html.contains("<figure"))

        // The command, sent anyway, answers as the request with the defaults.
        c.change(uri, version: 3, [.object(["text": "tab a \"A\" { icon \"a\" }\n"])])
        let executed = c.call(.integer(11), "workspace/executeCommand", .object(["command": "tablint.preview", "arguments": .array([.string(uri)])]))
        #expect(executed?["result"]?["status"] == .string("rendered"))
        #expect(executed?["result"]?["html"] == preview(12)?["result"]?["html"])
    }

    /// The blocked page numbers its problems as `check` does; a blocking one
    /// that `check` does not report (suppressed here) comes after `check`'s last.
    @Test func theBlockedPageNumbersAsCheckDoes() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///tmp/preview-numbers/App.tabs"
        c.open(uri, "tab a \"A\" { icon \"a\" }\ntab c \"C\" {}\n# tablint-disable-next-line duplicate-id\ntab a \"B\" { icon \"b\" }\ntab d \"D\" {\n    icon \"d\"\n")
        let html = c.call(.integer(1), "tablint/preview", .object(["textDocument": .object(["uri": .string(uri)])]))?["result"]?["html"]?.stringValue ?? ""
        // `check` reports missing-icon (1) and the syntax error (2); the suppressed duplicate-id is listed third.
        #expect(html.contains("<li id=\"problem-3\" value=\"3\" data-diagnostic=\"3\" data-rule=\"duplicate-id\""), "\(html)")
        #expect(html.contains("<li id=\"problem-2\" value=\"2\" data-diagnostic=\"2\" data-rule=\"syntax-error\""))
        #expect(!html.contains("data-rule=\"missing-icon\""))
        let diagnostics = c.waitFor { $0["method"] == .string("textDocument/publishDiagnostics") && $0["params"]?["uri"] == .string(uri) }
        let rules = diagnostics?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? []
        #expect(rules.sorted() == ["missing-icon", "syntax-error"].sorted(), "\(rules)")
    }
}
