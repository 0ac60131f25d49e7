import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 14, item 3: hover describes the declaration under the cursor.
@Suite struct HoverTests {
    let uri = "file:///c/App.tabs"

    func client(_ text: String) -> TestClient {
        let c = TestClient()
        c.initialize(ClientFixture.eglot)
        c.open(uri, text)
        return c
    }

    func hover(_ c: TestClient, _ line: Int, _ character: Int) -> String? {
        c.call(.string("h\(line):\(character)"), "textDocument/hover",
               .object(["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)]))?["result"]?["contents"]?["value"]?.stringValue
    }

    @Test func hoverOnTheSecondDeclarationDescribesIt() throws {
        let text = "tab a \"First\" { icon \"x\" }\ntab a \"Second\" { icon \"y\"; role search }\n"
        let c = client(text)
        let first = try #require(hover(c, 0, 4))
        let second = try #require(hover(c, 1, 4))
        #expect(first.contains("\"First\"") && first.contains("`x`") && first.contains("role: none"))
        #expect(second.contains("\"Second\"") && second.contains("`y`") && second.contains("role: `search`"))
        #expect(second.contains("selected at launch: no"))
    }

    /// `when`: without `selected`, the launch tab is the first selectable tab
    /// without `when`, and hover says so; a conditional tab says when it exists.
    @Test func hoverOnConditionalTabsAndTheLaunchTab() throws {
        let text = "tab beta \"Beta\" {\n    icon \"flask\"\n    when beta, signedIn\n}\ntab home \"Home\" { icon \"house\" }\n"
        let c = client(text)
        let beta = try #require(hover(c, 0, 5))
        #expect(beta.contains("- exists only while `beta` and `signedIn` hold (`when`)\n") && beta.contains("selected at launch: no"), "\(beta)")
        let home = try #require(hover(c, 4, 5))
        #expect(home.contains("selected at launch: yes (the first selectable tab without `when`; no `selected` is written)"), "\(home)")
        #expect(!home.contains("exists only while"))
    }

    @Test func hoverOnASectionSharingATabsIDDescribesTheSection() throws {
        let text = "section s \"Sec\" {\n    tab t \"T\" { icon \"x\" }\n}\ntab s \"Tab\" { icon \"y\" }\n"
        let c = client(text)
        #expect(try #require(hover(c, 0, 8)).hasPrefix("**section** `s`"))
        #expect(try #require(hover(c, 3, 4)).hasPrefix("**tab** `s`"))
    }

    /// Issue 40: hover and the preview ask the model whether a tab is
    /// cached, so a listed action tab (which has no view to keep) is not,
    /// as the preview draws it.
    @Test func aListedActionTabIsNotCached() throws {
        let text = "defaults { cached home, compose }\ntab home \"Home\" { icon \"house\" }\ntab compose \"New\" { icon \"plus\"; role action }\n"
        let c = client(text)
        #expect(try #require(hover(c, 1, 4)).contains("- cached: yes"))
        #expect(try #require(hover(c, 2, 4)).contains("- cached: no"))
    }
}
