import Foundation
import Testing
import TabsJSON
@testable import TablintLSP

let twoTabsSameTitle = "tab a \"A\" { icon \"x\" }\ntab b \"A\" { icon \"y\" }\n"

@Suite struct DiagnosticsTests {
    @Test func publishedAfterOpenWithVersionRangesAndRelated() throws {
        let c = TestClient()
        c.initialize(.object(["textDocument": .object(["publishDiagnostics": .object(["relatedInformation": true])])]))
        c.open("file:///w/App.tabs", twoTabsSameTitle, version: 3)
        let items = try #require(c.diagnostics("file:///w/App.tabs", version: 3))
        let d = try #require(items.first { $0["code"]?.stringValue == "duplicate-title" })
        #expect(d["range"]?.rangeTuple == [1, 6, 1, 9])
        #expect(d["severity"] == .integer(1))
        #expect(d["source"] == .string("tablint"))
        #expect(d["codeDescription"] == nil)
        let related = d["relatedInformation"]?[0]
        #expect(related?["location"]?["uri"] == .string("file:///w/App.tabs"))
        #expect(related?["location"]?["range"]?.rangeTuple == [0, 6, 0, 9])
        #expect(related?["message"]?.stringValue?.isEmpty == false)
    }

    @Test func codeDescriptionOnlyWhenSupported() throws {
        let c = TestClient()
        c.initialize(.object(["textDocument": .object(["publishDiagnostics": .object(["codeDescriptionSupport": true])])]))
        c.open("file:///w/B.tabs", twoTabsSameTitle)
        let items = try #require(c.diagnostics("file:///w/B.tabs", version: 1))
        #expect(items.first?["codeDescription"]?["href"]?.stringValue?.hasPrefix("https://tablint.dev/rules/") == true)
    }

    @Test func severitiesAndFixInData() throws {
        let c = TestClient()
        c.initialize()
        c.open("file:///w/C.tabs", "tab a \"A\" { plcement pinned }\n")
        let items = try #require(c.diagnostics("file:///w/C.tabs", version: 1))
        let missing = try #require(items.first { $0["code"]?.stringValue == "missing-icon" })
        #expect(missing["severity"] == .integer(2))
        let unknown = try #require(items.first { $0["code"]?.stringValue == "unknown-attribute" })
        #expect(unknown["range"]?.rangeTuple == [0, 12, 0, 20])
        let fix = unknown["data"]?["fix"]
        #expect(fix?["applicability"] == .string("unsafe"))
        #expect(fix?["edits"]?[0]?["newText"] == .string("placement"))
        #expect(fix?["edits"]?[0]?["range"]?.rangeTuple == [0, 12, 0, 20])
    }

    @Test func incrementalChangesAppliedInOrderAndClearedWhenFixed() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/D.tabs"
        c.open(uri, twoTabsSameTitle)
        #expect(c.diagnostics(uri, version: 1)?.isEmpty == false)
        // Two edits in one change: retitle b, then insert a comment at the start.
        c.change(uri, version: 2, [
            .object(["range": range(1, 7, 1, 8), "text": "B"]),
            .object(["range": range(0, 0, 0, 0), "text": "# hi\n"]),
        ])
        let items = try #require(c.diagnostics(uri, version: 2))
        #expect(items.isEmpty)
        c.settle()
        #expect(c.server.requests.documents.document(uri).map { String(decoding: $0.text, as: UTF8.self) } == "# hi\n" + twoTabsSameTitle.replacingOccurrences(of: "tab b \"A\"", with: "tab b \"B\""))
        // A change without a range replaces the text.
        c.change(uri, version: 3, [.object(["text": "tab z \"Z\" { icon \"z\" }\ntab y \"Z\" { icon \"y\" }\n"])])
        #expect(c.diagnostics(uri, version: 3)?.count == 1)
    }

    @Test func outOfRangeEditsAreClamped() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/E.tabs"
        c.open(uri, "tab a \"A\" { icon \"x\" }\n")
        c.change(uri, version: 2, [.object(["range": range(0, 500, 90, 4), "text": "\n# end"])])
        c.change(uri, version: 3, [.object(["range": range(7, 0, 3, 0), "text": "\n# reversed"])])
        _ = c.diagnostics(uri, version: 3)
        c.settle()
        #expect(c.server.requests.documents.document(uri).map { String(decoding: $0.text, as: UTF8.self) } == "tab a \"A\" { icon \"x\" }\n# end\n# reversed")
        #expect(c.call(.integer(8), "textDocument/foldingRange", .object(["textDocument": .object(["uri": .string(uri)])]))?["result"] != nil)
    }

    @Test func clearedOnClose() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/F%20G.tabs"
        c.open(uri, twoTabsSameTitle)
        _ = c.diagnostics(uri, version: 1)
        c.send(notification("textDocument/didClose", .object(["textDocument": .object(["uri": .string(uri)])])))
        c.settle()
        let last = try #require(c.publications(uri).last)
        #expect(last["params"]?["diagnostics"] == .array([]))
        #expect(last["params"]?["uri"] == .string(uri))
    }

    @Test func everyOpenAndChangeGetsItsOwnPublication() throws {
        // docs/language-server.md: pushed "after open and each change (carrying the document version)",
        // even when the changes arrive faster than they are checked.
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/Burst.tabs"
        c.burst(uri, through: 41) { "tab t\($0) \"T\($0)\" { icon \"i\" }\n" }
        #expect(c.diagnostics(uri, version: 41) != nil)
        c.settle()
        let versions = c.publications(uri).compactMap { $0["params"]?["version"]?.intValue }
        #expect(versions == Array(1...41))
        // Each carries the diagnostics of its own text: one tab at version 2, a repeated icon from version 3 on.
        func codes(_ version: Int) -> [String] {
            let published = c.publications(uri).first { $0["params"]?["version"]?.intValue == version }
            return published?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } ?? ["(none published)"]
        }
        #expect(!codes(2).contains("duplicate-icon"))
        #expect(codes(3).contains("duplicate-icon"))
    }

    @Test func aChangeWithoutAVersionIsPublishedWithout() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/NoVersion.tabs"
        c.open(uri, twoTabsSameTitle, version: 7)
        #expect(c.diagnostics(uri, version: 7)?.isEmpty == false)
        c.send(notification("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri)]),
            "contentChanges": .array([.object(["text": "tab a \"A\" { icon \"x\" }\n"])]),
        ])))
        let unversioned = try #require(c.waitFor {
            $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri
                && $0["params"]?["version"] == nil
        })
        #expect(unversioned["params"]?["diagnostics"] == .array([]))
    }

    @Test func pastSixtyFourQueuedVersionsTheLatestIsCheckedOnce() throws {
        // A client sending faster than the server checks: memory stays bounded.
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/Flood.tabs"
        c.burst(uri, through: 100) { _ in "# x\n" }
        #expect(c.diagnostics(uri, version: 100) != nil)
        c.settle()
        let versions = c.publications(uri).compactMap { $0["params"]?["version"]?.intValue }
        #expect(versions == Array(1...CheckScheduler.maximumQueuedVersions) + [100])
    }

    @Test func openThenChangeAtOnceGivesBothVersions() throws {
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/Quick.tabs"
        c.open(uri, twoTabsSameTitle)
        c.change(uri, version: 2, [.object(["text": "tab a \"A\" { icon \"x\" }\n"])])
        #expect(c.diagnostics(uri, version: 1)?.isEmpty == false)
        #expect(c.diagnostics(uri, version: 2) == [])
    }

    @Test func aHugeDocumentSkipsVersionsAlreadyReplaced() throws {
        // From 64 KiB on, a version replaced before its turn is not checked (its result would be stale).
        let c = TestClient()
        c.initialize()
        let uri = "file:///w/Huge.tabs"
        let big = String(repeating: "# padding padding padding padding padding padding padding padding\n", count: 1_100)
        #expect(big.utf8.count >= CheckScheduler.skipOutdatedFrom)
        c.burst(uri, big, through: 5) { _ in "# more\n" }
        #expect(c.diagnostics(uri, version: 5) != nil)
        c.settle()
        #expect(c.publications(uri).compactMap { $0["params"]?["version"]?.intValue } == [5])
    }

    @Test func pullDiagnosticsWithResultIDs() throws {
        let c = TestClient()
        // Pulled only by a client that can be asked to pull again (docs/language-server.md).
        let caps = c.initialize(.object(["textDocument": .object(["diagnostic": .object(["dynamicRegistration": false])]),
                                         "workspace": .object(["diagnostics": .object(["refreshSupport": true])])]))
        #expect(caps?["result"]?["capabilities"]?["diagnosticProvider"] != nil)
        let uri = "file:///w/Pull.tabs"
        c.open(uri, twoTabsSameTitle)
        let params: JSONValue = .object(["textDocument": .object(["uri": .string(uri)])])
        let first = try #require(c.call(.integer(1), "textDocument/diagnostic", params)?["result"])
        #expect(first["kind"] == .string("full"))
        #expect(first["items"]?.arrayValue?.count == 1)
        let id = try #require(first["resultId"]?.stringValue)
        let again = c.call(.integer(2), "textDocument/diagnostic",
                           .object(["textDocument": .object(["uri": .string(uri)]), "previousResultId": .string(id)]))?["result"]
        #expect(again?["kind"] == .string("unchanged"))
        #expect(again?["resultId"] == .string(id))
        c.change(uri, version: 2, [.object(["text": "tab a \"A\" { icon \"x\" }\n"])])
        let changed = c.call(.integer(3), "textDocument/diagnostic",
                             .object(["textDocument": .object(["uri": .string(uri)]), "previousResultId": .string(id)]))?["result"]
        #expect(changed?["kind"] == .string("full"))
        #expect(changed?["items"] == .array([]))
        #expect(changed?["resultId"] != .string(id))
        c.settle()
        #expect(c.publications(uri).isEmpty)
    }

    @Test func configurationFromTheFileDirectoryAndReloadedOnChange() throws {
        let (dir, config, c, uri) = try Self.quietWorkspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"rules": {"duplicate-title": "warning"}}"#.utf8).write(to: config)
        c.send(notification("workspace/didChangeWatchedFiles", .object(["changes": .array([.object(["uri": .string("file://" + config.path), "type": 2])])])))
        let items = try #require(c.waitFor {
            $0["params"]?["uri"]?.stringValue == uri && $0["params"]?["diagnostics"]?.arrayValue?.isEmpty == false
        }?["params"]?["diagnostics"]?.arrayValue)
        #expect(items.first?["severity"] == .integer(2))
    }

    /// A temporary workspace directory (with `.git`, so discovery stops there).
    static func workspace() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return dir
    }

    /// A workspace whose `.tablint.json` turns `duplicate-title` off, and a
    /// client with `App.tabs` (two tabs titled alike) open there, so far
    /// without diagnostics. The caller removes `dir`.
    static func quietWorkspace() throws -> (dir: URL, config: URL, client: TestClient, uri: String) {
        let dir = try workspace()
        let config = dir.appendingPathComponent(".tablint.json")
        try Data(#"{"rules": {"duplicate-title": "off"}}"#.utf8).write(to: config)
        let c = TestClient()
        c.initialize()
        let uri = "file://" + dir.path + "/App.tabs"
        c.open(uri, twoTabsSameTitle)
        #expect(c.diagnostics(uri, version: 1) == [])
        return (dir, config, c, uri)
    }

    @Test func configurationChangeSeenWithoutFileWatching() throws {
        // A client that cannot watch files: the next check notices the file changed.
        let (dir, config, c, uri) = try Self.quietWorkspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"rules": {"duplicate-title": "warning"}}"#.utf8).write(to: config)
        c.change(uri, version: 2, [.object(["range": range(0, 0, 0, 0), "text": "# edit\n"])])
        let items = try #require(c.diagnostics(uri, version: 2))
        #expect(items.contains { $0["code"] == .string("duplicate-title") && $0["severity"] == .integer(2) })
        // A new, nearer configuration counts too.
        let sub = dir.appendingPathComponent("Sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let inner = "file://" + sub.path + "/Inner.tabs"
        c.open(inner, twoTabsSameTitle)
        #expect(c.diagnostics(inner, version: 1)?.contains { $0["code"] == .string("duplicate-title") } == true)
        try Data(#"{"rules": {"duplicate-title": "off"}}"#.utf8).write(to: sub.appendingPathComponent(".tablint.json"))
        c.change(inner, version: 2, [.object(["range": range(0, 0, 0, 0), "text": "# edit\n"])])
        #expect(c.diagnostics(inner, version: 2) == [])
    }

    @Test func aChangedConfigurationCountsInADirectorySeenForTheFirstTime() throws {
        let (dir, config, c, _) = try Self.quietWorkspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Later"), withIntermediateDirectories: true)
        try Data(#"{"rules": {"duplicate-title": "warning"}}"#.utf8).write(to: config)
        // A document in a directory not seen before still gets the new configuration.
        let later = "file://" + dir.path + "/Later/Other.tabs"
        c.open(later, twoTabsSameTitle)
        #expect(c.diagnostics(later, version: 1)?.contains { $0["code"] == .string("duplicate-title") } == true)
    }

    @Test func aJSONFileOpenedWithTheServerIsNotChecked() throws {
        let c = TestClient()
        c.initialize()
        // As editors open it: languageId `json` (or none at all, from an old client).
        c.send(notification("textDocument/didOpen", .object(["textDocument": .object([
            "uri": "file:///w/.tablint.json", "languageId": "json", "version": 1, "text": #"{"rules": {}}"#])])))
        c.send(notification("textDocument/didOpen", .object(["textDocument": .object([
            "uri": "file:///w/b.jsonc", "version": 1, "text": #"{"rules": {}}"#])])))
        c.open("file:///w/App.tabs", twoTabsSameTitle)
        #expect(c.diagnostics("file:///w/App.tabs", version: 1)?.isEmpty == false)
        c.settle()
        #expect(c.publications("file:///w/.tablint.json").isEmpty)
        #expect(c.publications("file:///w/b.jsonc").isEmpty)
    }

    @Test func excludedFilesGetNoDiagnostics() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"exclude": ["Generated/**"]}"#.utf8).write(to: dir.appendingPathComponent(".tablint.json"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        let c = TestClient()
        c.initialize()
        let excluded = "file://" + dir.path + "/Generated/G.tabs"
        let checked = "file://" + dir.path + "/App.tabs"
        c.open(excluded, twoTabsSameTitle)
        c.open(checked, twoTabsSameTitle)
        #expect(c.diagnostics(excluded, version: 1) == [])
        #expect(c.diagnostics(checked, version: 1)?.isEmpty == false)
    }

    @Test func anInvalidConfigurationIsShownInTheEditor() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"rules": {"no-such-rule": "off"}}"#.utf8).write(to: dir.appendingPathComponent(".tablint.json"))
        let c = TestClient()
        c.initialize()
        let uri = "file://" + dir.path + "/App.tabs"
        c.open(uri, twoTabsSameTitle)
        // Checked with the default levels meanwhile.
        #expect(c.diagnostics(uri, version: 1)?.contains { $0["code"] == .string("duplicate-title") } == true)
        let shown = try #require(c.waitFor { $0["method"]?.stringValue == "window/showMessage" })
        #expect(shown["params"]?["type"] == .integer(1))
        #expect(shown["params"]?["message"]?.stringValue?.contains(".tablint.json") == true)
        #expect(shown["params"]?["message"]?.stringValue?.contains("no-such-rule") == true)
    }

    @Test func symbolsSettingIsUsed() throws {
        let (c, cleanup) = try TestClient.withCatalog(["star", "heart"])
        defer { cleanup() }
        c.open("untitled:1", "tab a \"A\" { icon \"stra\" }\n")
        let items = try #require(c.diagnostics("untitled:1", version: 1))
        #expect(items.contains { $0["code"] == .string("unknown-icon") })
        c.send(notification("workspace/didChangeConfiguration", .object(["settings": .object(["tablint": .object(["symbols": .null])])])))
        #expect(c.waitFor { $0["params"]?["uri"] == .string("untitled:1") && $0["params"]?["diagnostics"] == .array([]) } != nil)
    }

    @Test func nonASCIIPositionsInEachEncoding() throws {
        let line0 = "tab a \"😀e\u{301}中\" { icon \"x\" }\n"
        let line1 = "tab b \"x😀e\u{301}中\" { plcement pinned }\n"
        for (encoding, start) in [("utf-8", 22), ("utf-16", 17), ("utf-32", 16)] {
            let c = TestClient()
            c.initialize(.object(["general": .object(["positionEncodings": .array([.string(encoding)])])]))
            c.open("file:///w/U.tabs", line0 + line1)
            let items = try #require(c.diagnostics("file:///w/U.tabs", version: 1))
            let d = try #require(items.first { $0["code"] == .string("unknown-attribute") })
            #expect(d["range"]?.rangeTuple == [1, start, 1, start + 8], "\(encoding)")
            // An edit in the same encoding lands where intended: replace the misspelt name.
            c.change("file:///w/U.tabs", version: 2, [.object(["range": range(1, start, 1, start + 8), "text": "placement"])])
            let after = try #require(c.diagnostics("file:///w/U.tabs", version: 2))
            #expect(!after.contains { $0["code"] == .string("unknown-attribute") }, "\(encoding)")
        }
    }
}

@Suite struct LargeDocumentTests {
    @Test func aLongLineWithManyDiagnostics() throws {
        let c = TestClient()
        c.initialize()
        var text = ""
        for i in 0..<3000 { text += "tab t\(i) \"😀 T\" { icon \"x\" }; " }
        c.open("file:///w/Long.tabs", text)
        let items = try #require(c.waitFor(timeout: 60) {
            $0["method"] == .string("textDocument/publishDiagnostics")
        }?["params"]?["diagnostics"]?.arrayValue)
        #expect(items.count >= 2999)
        // The second title starts after one statement (30 UTF-16 units).
        let second = items.first { $0["code"] == .string("duplicate-title") }
        #expect(second?["range"]?["start"]?["line"] == .integer(0))
    }
}
