import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 14, item 3: rename leaves past names (`retired`, later `formerly`)
/// alone and refuses names that are taken or retired.
@Suite struct RenameTests {
    static let text = """
    defaults {
        selected home
        cached home, feed
        retired gone, feed
    }
    tab home "Home" { icon "house" }
    tab feed "Feed" { icon "newspaper" }
    tab search "Search" { icon "magnifyingglass" }

    """
    let uri = "file:///r/App.tabs"

    func client() -> TestClient {
        let c = TestClient()
        c.initialize(ClientFixture.neovim010)
        c.open(uri, Self.text)
        return c
    }

    func at(_ line: Int, _ character: Int, newName: String? = nil) -> JSONValue {
        var o: JSONObject = ["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)]
        if let newName { _ = o.updateValue(.string(newName), forKey: "newName") }
        return .object(o)
    }

    @Test func renameNeverRewritesARetiredEntry() throws {
        let c = client()
        // `feed` is declared, cached, and (wrongly) retired: the retired entry stays.
        let edit = try #require(c.call(.integer(1), "textDocument/rename", at(6, 5, newName: "news"))?["result"])
        let edits = try #require(edit["changes"]?[uri]?.arrayValue)
        #expect(edits.compactMap { $0["range"]?.rangeTuple } == [[2, 17, 2, 21], [6, 4, 6, 8]])
        // From the reference too.
        let again = try #require(c.call(.integer(2), "textDocument/rename", at(2, 18, newName: "news"))?["result"])
        #expect(again["changes"]?[uri]?.arrayValue?.count == 2)
    }

    @Test func anIDThatIsOnlyRetiredCannotBeRenamed() throws {
        let c = client()
        let prepared = c.call(.integer(1), "textDocument/prepareRename", at(3, 13))
        #expect(prepared?["result"] == nil)
        #expect(errorCode(prepared) == ErrorCode.requestFailed)
        #expect(prepared?["error"]?["message"]?.stringValue?.contains("retired") == true)
        let renamed = c.call(.integer(2), "textDocument/rename", at(3, 13, newName: "other"))
        #expect(renamed?["result"] == nil)
        #expect(errorCode(renamed) == ErrorCode.requestFailed)
        // A declared id still prepares.
        #expect(c.call(.integer(3), "textDocument/prepareRename", at(5, 5))?["result"]?["placeholder"] == .string("home"))
    }

    @Test func renamingOntoATakenOrRetiredIDIsRefused() throws {
        let c = client()
        for (id, name) in [(1, "search"), (2, "feed"), (3, "gone")] {
            let answer = c.call(.integer(Int64(id)), "textDocument/rename", at(5, 5, newName: name))
            #expect(answer?["result"] == nil, "\(name)")
            #expect(errorCode(answer) == ErrorCode.requestFailed, "\(name)")
            #expect(answer?["error"]?["message"]?.stringValue?.contains("`\(name)`") == true)
        }
        // Renaming to a free id works, and to its own name changes nothing harmful.
        #expect(c.call(.integer(4), "textDocument/rename", at(5, 5, newName: "start"))?["result"]?["changes"] != nil)
        #expect(c.call(.integer(5), "textDocument/rename", at(5, 5, newName: "home"))?["result"]?["changes"] != nil)
        c.settle()
        #expect(!c.messages.contains { $0["method"]?.stringValue == "workspace/applyEdit" })
    }
}
