import Testing
import TabsJSON
@testable import TablintLSP

/// Issue 14, item 3: no completion in comments, no id twice in a list.
@Suite struct CompletionTests {
    let uri = "file:///c/App.tabs"

    func client(_ text: String) -> TestClient {
        let c = TestClient()
        c.initialize(ClientFixture.eglot)
        c.open(uri, text)
        return c
    }

    /// A completion request as a client sends it after typing a trigger character.
    func labels(_ c: TestClient, _ line: Int, _ character: Int, trigger: String? = " ") -> [String]? {
        var params: JSONObject = ["textDocument": .object(["uri": .string(uri)]), "position": position(line, character)]
        if let trigger {
            _ = params.updateValue(.object(["triggerKind": 2, "triggerCharacter": .string(trigger)]), forKey: "context")
        }
        return c.call(.string("\(line):\(character)"), "textDocument/completion", .object(params))?["result"]?.arrayValue?
            .compactMap { $0["label"]?.stringValue }
    }

    @Test func aSpaceInACommentOffersNothing() {
        let text = "# the app's tabs \ndefaults {\n    # pick one \n    selected a # first \n}\ntab a \"A\" { icon \"x\" } # x \n"
        let c = client(text)
        #expect(labels(c, 0, 17) == [])
        #expect(labels(c, 2, 15) == [])
        #expect(labels(c, 3, 23) == [])
        #expect(labels(c, 5, 27) == [])
        // Outside comments, completion still works.
        #expect(labels(c, 3, 13) == ["a"])
        #expect(labels(c, 6, 0, trigger: nil) == ["tab", "section", "defaults"])
    }

    @Test func noIDTwiceInOneList() {
        let text = "defaults {\n    cached a, \n}\ntab a \"A\" { icon \"x\" }\ntab a \"B\" { icon \"y\" }\ntab b \"C\" { icon \"z\" }\n"
        let c = client(text)
        // `a` is listed already: offering it again would only make a `duplicate-reference`.
        #expect(labels(c, 1, 14, trigger: ",") == ["b"])
    }

    @Test func barOffersWhoDrawsTheTabBar() {
        let text = "defaults {\n    bar \n    \n}\ntab a \"A\" { icon \"x\" }\n"
        let c = client(text)
        #expect(labels(c, 1, 8) == ["system", "custom"])
        #expect(labels(c, 2, 4, trigger: nil)?.contains("bar") == true)
    }

    @Test func aListOffersWhatItDoesNotHoldYet() {
        let text = "defaults {\n    platforms iphone, \n}\ntab a \"A\" {\n    icon \"x\"\n    role search, \n}\ntab b \"B\" {\n    icon \"y\"\n    role action, \n}\n"
        let c = client(text)
        #expect(labels(c, 1, 22, trigger: ",")?.contains("iphone") == false)
        #expect(labels(c, 1, 22, trigger: ",")?.contains("ipad") == true)
        // One visual role and the action flag: after `search`, only `action`; after `action`, the visual roles.
        #expect(labels(c, 5, 17, trigger: ",") == ["action"])
        #expect(labels(c, 9, 17, trigger: ",") == ["search", "prominent"])
    }
}
