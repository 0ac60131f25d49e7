import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 15, item 1: the server knows `formerly`: completion offers it in a
/// tab block, definition and references of an id include its `formerly`
/// and `retired` entries, and rename never rewrites them.
@Suite struct FormerlyServerTests {
    static let text = """
    defaults {
        cached timeline
        retired gone
    }
    tab timeline "Feed" {
        icon "list.bullet"
        formerly feed, posts
    }
    tab home "Home" { icon "house"; formerly start, gone }

    """
    let uri = "file:///f/App.tabs"

    func client(_ text: String = Self.text) -> TestClient {
        let c = TestClient()
        c.initialize(ClientFixture.neovim010)
        c.open(uri, text)
        return c
    }

    func at(_ line: Int, _ character: Int, newName: String? = nil) -> JSONValue {
        var o: JSONObject = ["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)]
        if let newName { _ = o.updateValue(.string(newName), forKey: "newName") }
        return .object(o)
    }

    func references(_ c: TestClient, _ line: Int, _ character: Int) -> [[Int]]? {
        var params: JSONObject = ["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)]
        _ = params.updateValue(.object(["includeDeclaration": true]), forKey: "context")
        return c.call(.string("refs \(line):\(character)"), "textDocument/references", .object(params))?["result"]?.arrayValue?
            .compactMap { $0["range"]?.rangeTuple }
    }

    @Test func completionOffersFormerlyInATabBlock() {
        let c = client("tab home \"Home\" {\n    \n}\n")
        var params: JSONObject = ["textDocument": .object(["uri": .string(uri)]), "position": position(1, 4)]
        _ = params.updateValue(.object(["triggerKind": 1]), forKey: "context")
        let labels = c.call(.integer(1), "textDocument/completion", .object(params))?["result"]?.arrayValue?
            .compactMap { $0["label"]?.stringValue } ?? []
        #expect(labels.contains("formerly"), "\(labels)")
        #expect(labels.contains("icon"), "\(labels)")
    }

    @Test func referencesIncludeFormerlyAndRetiredEntries() {
        let c = client()
        // `gone` is retired and listed in `formerly`: both entries, from either.
        #expect(references(c, 2, 13) == [[2, 12, 2, 16], [8, 48, 8, 52]])
        #expect(references(c, 8, 49) == [[2, 12, 2, 16], [8, 48, 8, 52]])
        // A former id alone: its entry.
        #expect(references(c, 6, 14) == [[6, 13, 6, 17]])
    }

    @Test func definitionOfAFormerIDIsItsEntry() throws {
        let c = client()
        let result = try #require(c.call(.integer(1), "textDocument/definition", at(6, 14))?["result"])
        #expect(result["range"]?.rangeTuple == [6, 13, 6, 17])
        // A declared id still goes to its declaration.
        let declared = try #require(c.call(.integer(2), "textDocument/definition", at(1, 12))?["result"])
        #expect(declared["range"]?.rangeTuple == [4, 4, 4, 12])
    }

    @Test func renameNeverRewritesAFormerlyEntry() throws {
        // A tab whose own id is (wrongly) also listed in another tab's `formerly`.
        let text = "defaults { cached feed }\ntab feed \"Feed\" { icon \"x\" }\ntab news \"News\" { icon \"y\"; formerly feed, old }\n"
        let c = client(text)
        let edit = try #require(c.call(.integer(1), "textDocument/rename", at(1, 5, newName: "stream"))?["result"])
        let edits = try #require(edit["changes"]?[uri]?.arrayValue)
        #expect(edits.compactMap { $0["range"]?.rangeTuple } == [[0, 18, 0, 22], [1, 4, 1, 8]])
        // An id that is only a former id cannot be renamed.
        let prepared = c.call(.integer(2), "textDocument/prepareRename", at(2, 39))
        #expect(prepared?["result"] == nil)
        // Renaming onto a former id is refused.
        let onto = c.call(.integer(3), "textDocument/rename", at(1, 5, newName: "old"))
        #expect(onto?["result"] == nil)
        #expect(errorCode(onto) == ErrorCode.requestFailed)
    }

    @Test func hoverOnAFormerIDNamesItsTab() throws {
        let c = client()
        let hover = try #require(c.call(.integer(1), "textDocument/hover", at(6, 14))?["result"])
        let value = hover["contents"]?["value"]?.stringValue ?? ""
        #expect(value.contains("former id of the tab `timeline`"), "\(value)")
    }
}
