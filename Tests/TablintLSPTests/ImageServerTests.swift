import Foundation
import Testing
import TabsJSON

/// `image` and `assets` in the server, over real stdio with a catalog on
/// disk: the catalogs are watched (`**/*.xcassets/**`), an image set added
/// clears `unknown-image`, hover says whether the catalogs provide a tab's
/// image, and completion offers the catalogs' names, escaped.
@Suite struct ImageServerTests {
    let languages = LanguagesStdioTests()

    func completion(_ server: LiveServer, _ uri: String, line: Int, character: Int, id: Int) -> [JSONValue] {
        server.send(request(.integer(Int64(id)), "textDocument/completion", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": position(line, character)])))
        let answer = server.next { $0["id"] == .integer(Int64(id)) }
        return answer?["result"]?.arrayValue ?? answer?["result"]?["items"]?.arrayValue ?? []
    }

    @Test func aWatchedCatalogChangeChecksTheDocumentAgain() throws {
        let workspace = try LanguagesStdioTests.Workspace()
        _ = try workspace.write("App/Assets.xcassets/Tabs/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        _ = try workspace.write("App/Assets.xcassets/Tabs/home.imageset/Contents.json", #"{"images": []}"#)
        let text = "defaults { assets \"App/Assets.xcassets\" }\ntab home \"Home\" { image \"Tabs/home\" }\ntab feed \"Feed\" { image \"Tabs/feed\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try languages.start(.object([
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": true])]),
        ]))
        let globs = languages.acceptWatchers(server)
        #expect(globs.contains("**/*.xcassets/**"), "\(globs)")
        server.send(didOpen(uri, text))
        let before = languages.diagnostics(server)
        #expect(before.compactMap { $0["code"]?.stringValue } == ["unknown-image"], "\(before)")
        #expect(before.first?["range"]?["start"]?["line"] == .integer(2), "\(before)")

        // Hover tells an image the catalogs provide from one they lack.
        #expect(languages.hover(server, uri, line: 1, character: 4, id: 2).contains("- image: `Tabs/home` (in the asset catalogs of `assets`)"))
        #expect(languages.hover(server, uri, line: 2, character: 4, id: 3).contains("- image: `Tabs/feed` (not in the asset catalogs of `assets`)"))
        // On the name itself.
        #expect(languages.hover(server, uri, line: 2, character: 28, id: 4) == "**image** `Tabs/feed`: not in the asset catalogs of `assets`")

        // The image set is added: the notification re-checks the document.
        let added = try workspace.write("App/Assets.xcassets/Tabs/feed.imageset/Contents.json", #"{"images": []}"#)
        server.send(notification("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string("file://" + added.path), "type": 1])])])))
        let after = languages.diagnostics(server)
        #expect(after.isEmpty, "\(after)")
        #expect(server.stop() == 0)
    }

    @Test func completionOffersTheCatalogsNames() throws {
        let workspace = try LanguagesStdioTests.Workspace()
        _ = try workspace.write("A.xcassets/Tabs/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        _ = try workspace.write("A.xcassets/Tabs/home.imageset/Contents.json", "{}")
        _ = try workspace.write("B.xcassets/say \"hi\".imageset/Contents.json", "{}")
        _ = try workspace.write("B.xcassets/Tabs/home.imageset/Contents.json", "{}")
        _ = try workspace.write("B.xcassets/home.imageset/Contents.json", "{}")
        let text = "defaults { assets \"A.xcassets\", \"B.xcassets\" }\ntab home \"Home\" {\n    image \n}\ntab feed \"Feed\" { image \"\" }\ntab star \"Star\" { icon \n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try languages.start(.object([:]))
        server.send(didOpen(uri, text))
        // After `image `: the names of both catalogs, each once (B's `Tabs` is no namespace), in byte order, inserted as a string.
        let bare = completion(server, uri, line: 2, character: 10, id: 2)
        #expect(bare.compactMap { $0["label"]?.stringValue } == ["Tabs/home", "home", "say \"hi\""], "\(bare)")
        let quoted = bare.first { $0["label"] == .string("say \"hi\"") }
        #expect(quoted?["insertText"] == .string(#""say \"hi\"""#) || quoted?["textEdit"]?["newText"] == .string(#""say \"hi\"""#), "\(String(describing: quoted))")
        // Inside the quotes: the contents, escaped.
        let inside = completion(server, uri, line: 4, character: 25, id: 3)
        let escaped = inside.first { $0["label"] == .string("say \"hi\"") }
        #expect(escaped?["textEdit"]?["newText"] == .string(#"say \"hi\""#), "\(String(describing: escaped))")
        // `icon` offers SF Symbols from the symbol catalog, never the images.
        let icons = completion(server, uri, line: 5, character: 23, id: 4)
        #expect(!icons.contains { $0["label"] == .string("Tabs/home") }, "\(icons)")
        #expect(server.stop() == 0)
    }
}
