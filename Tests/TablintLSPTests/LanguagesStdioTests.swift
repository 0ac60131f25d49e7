import Foundation
import Testing
import TabsJSON
import TablintLSP

/// `languages` and UIKit's "More" titles over the server's real stdio:
/// diagnostics, hover, completion, and an Xcode project watched (or, for a
/// client without watchers, compared by modification time).
@Suite struct LanguagesStdioTests {
    static let catalog = #"{"sourceLanguage": "en", "strings": {"Extras": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Mehr"}}, "fr": {"stringUnit": {"state": "translated", "value": "Suppléments"}}, "pt-BR": {"stringUnit": {"state": "translated", "value": "Extras"}}}}}}"#

    static func project(_ regions: [String]) -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP0 = {\n\t\t\tisa = PBXProject;\n\t\t\tknownRegions = (\n"
            + regions.map { "\t\t\t\t\"\($0)\",\n" }.joined() + "\t\t\t);\n\t\t};\n\t};\n\trootObject = P0;\n}\n"
    }

    final class Workspace {
        let root: URL
        init() throws {
            root = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
                .appendingPathComponent("tablint-languages-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: root) }
        func write(_ relative: String, _ text: String) throws -> URL {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
    }

    func start(_ caps: JSONValue) throws -> LiveServer {
        let server = try LiveServer()
        server.send(request(.integer(1), "initialize", .object(["processId": .null, "capabilities": caps])))
        _ = server.next { $0["id"] == .integer(1) }
        server.send(notification("initialized", .object([:])))
        return server
    }

    func diagnostics(_ server: LiveServer) -> [JSONValue] {
        let published = server.next { $0["method"] == .string("textDocument/publishDiagnostics") }
        return published?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    /// The globs the server registers watchers for, its registration answered.
    func acceptWatchers(_ server: LiveServer) -> [String] {
        let registration = server.next { $0["method"] == .string("client/registerCapability") }
        let watchers = registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?.arrayValue ?? []
        if let id = registration?["id"] { server.send(.object(["jsonrpc": "2.0", "id": id, "result": .null])) }
        return watchers.compactMap { $0["globPattern"]?.stringValue }
    }

    func hover(_ server: LiveServer, _ uri: String, line: Int, character: Int, id: Int) -> String {
        server.send(request(.integer(Int64(id)), "textDocument/hover", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": .integer(Int64(line)), "character": .integer(Int64(character))])])))
        return server.next { $0["id"] == .integer(Int64(id)) }?["result"]?["contents"]?["value"]?.stringValue ?? ""
    }

    @Test func languagesWithoutStringsReportsAndHoversUIKitsMore() throws {
        let workspace = try Workspace()
        let text = "defaults { languages en, de }\ntab home \"Home\" { icon \"house\" }\ntab extras \"Mehr\" { icon \"ellipsis\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try start(.object([:]))
        server.send(didOpen(uri, text))
        let found = diagnostics(server)
        #expect(found.compactMap { $0["code"]?.stringValue } == ["more-title-clash"], "\(found)")
        #expect(found.first?["message"]?.stringValue == "in de: tab `extras` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently")
        let contents = hover(server, uri, line: 2, character: 6, id: 2)
        #expect(contents.contains("title in each language:\n- en: \"Mehr\"\n- de: \"Mehr\" (UIKit's \"More\" in de)"), "\(contents)")
        #expect(server.stop() == 0)
    }

    /// With the app's own tab bar (`bar custom`) there is no "More" tab:
    /// no diagnostic, and the hover does not call "Mehr" UIKit's title.
    @Test func theAppsOwnBarHasNoMoreTabToClashWith() throws {
        let workspace = try Workspace()
        let text = "defaults {\n    languages en, de\n    bar custom\n}\ntab home \"Home\" { icon \"house\" }\ntab extras \"Mehr\" { icon \"ellipsis\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try start(.object([:]))
        server.send(didOpen(uri, text))
        let found = diagnostics(server)
        #expect(found.isEmpty, "\(found)")
        let contents = hover(server, uri, line: 5, character: 6, id: 2)
        #expect(contents.contains("title in each language:\n- en: \"Mehr\"\n- de: \"Mehr\""), "\(contents)")
        #expect(!contents.contains("UIKit"), "\(contents)")
        #expect(server.stop() == 0)
    }

    /// Titles and translations are the file's and the tables' text: a hover
    /// shows them as written, never as markdown (a link, emphasis, code).
    @Test func hoverEscapesMarkdownInTitlesAndTranslations() throws {
        let workspace = try Workspace()
        _ = try workspace.write("Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"*Home*": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "[x](https://e.example) `y` <b>_z_</b>"}}}}}}"#)
        let text = "defaults { strings \"Localizable.xcstrings\" }\ntab home \"*Home*\" { icon \"house\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try start(.object([:]))
        server.send(didOpen(uri, text))
        _ = diagnostics(server)
        let contents = hover(server, uri, line: 1, character: 5, id: 2)
        #expect(contents.hasPrefix("**tab** `home` \"\\*Home\\*\""), "\(contents)")
        #expect(contents.contains("- de: \"\\[x\\](https://e.example) \\`y\\` \\<b\\>\\_z\\_\\</b\\>\""), "\(contents)")
        #expect(server.stop() == 0)
        // A plain-text client gets the text as written, without the escapes.
        let plain = try start(.object(["textDocument": .object(["hover": .object(["contentFormat": .array(["plaintext"])])])]))
        plain.send(didOpen(uri, text))
        _ = diagnostics(plain)
        let shown = hover(plain, uri, line: 1, character: 5, id: 2)
        #expect(shown.hasPrefix("tab home \"*Home*\""), "\(shown)")
        #expect(shown.contains("- de: \"[x](https://e.example) `y` <b>_z_</b>\""), "\(shown)")
        #expect(plain.stop() == 0)
    }

    @Test func completionOffersTheTablesLanguages() throws {
        let workspace = try Workspace()
        _ = try workspace.write("Localizable.xcstrings", Self.catalog)
        let text = "defaults {\n    strings \"Localizable.xcstrings\"\n    languages \n}\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try start(.object([:]))
        server.send(didOpen(uri, text))
        _ = diagnostics(server)
        server.send(request(.integer(2), "textDocument/completion", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": 2, "character": 14])])))
        let answer = server.next { $0["id"] == .integer(2) }
        let items = answer?["result"]?.arrayValue ?? answer?["result"]?["items"]?.arrayValue ?? []
        #expect(items.compactMap { $0["label"]?.stringValue } == ["en", "de", "fr", "pt-BR"], "\(String(describing: answer))")
        let brazilian = items.first { $0["label"] == .string("pt-BR") }
        #expect(brazilian?["insertText"] == .string("\"pt-BR\"") || brazilian?["textEdit"]?["newText"] == .string("\"pt-BR\""), "\(String(describing: brazilian))")
        // The attribute name itself is offered in `defaults`.
        server.send(request(.integer(3), "textDocument/completion", .object([
            "textDocument": .object(["uri": .string(uri)]), "position": .object(["line": 3, "character": 0])])))
        let names = server.next { $0["id"] == .integer(3) }
        let labels = (names?["result"]?.arrayValue ?? names?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(labels.contains("languages"), "\(labels)")
        #expect(server.stop() == 0)
    }

    @Test func aWatchedProjectChangeChecksTheDocumentAgain() throws {
        let workspace = try Workspace()
        _ = try workspace.write("Localizable.xcstrings", Self.catalog)
        let project = try workspace.write("App.xcodeproj/project.pbxproj", Self.project(["en", "Base", "pt-BR"]))
        let text = "defaults {\n    strings \"Localizable.xcstrings\"\n    languages \"App.xcodeproj\"\n}\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try start(.object([
            "textDocument": .object(["publishDiagnostics": .object(["relatedInformation": true])]),
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": true])]),
        ]))
        let globs = acceptWatchers(server)
        #expect(globs.contains("**/*.pbxproj"), "\(globs)")
        server.send(didOpen(uri, text))
        #expect(diagnostics(server).isEmpty)
        // German is shipped now: its "Mehr" is UIKit's More.
        try Self.project(["en", "Base", "pt-BR", "de"]).write(to: project, atomically: true, encoding: .utf8)
        server.send(notification("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string("file://" + project.path), "type": 2])])])))
        let after = diagnostics(server)
        #expect(after.compactMap { $0["code"]?.stringValue } == ["more-title-clash"], "\(after)")
        // A project without a language but Base: invalid-strings at the path, every table language checked.
        try Self.project(["Base"]).write(to: project, atomically: true, encoding: .utf8)
        server.send(notification("workspace/didChangeWatchedFiles", .object(["changes": .array([
            .object(["uri": .string("file://" + project.path), "type": 2])])])))
        let broken = diagnostics(server)
        #expect(broken.compactMap { $0["code"]?.stringValue } == ["invalid-strings", "more-title-clash"], "\(broken)")
        #expect(broken.first?["range"]?["start"]?["line"] == .integer(2), "\(broken)")
        #expect(server.stop() == 0)
    }

    /// A client that registers no watchers and pulls: the next pull after
    /// the project changed on disk sees it (the modification-time check).
    @Test func withoutWatchersAPullAfterTheProjectChangedSeesIt() throws {
        let workspace = try Workspace()
        _ = try workspace.write("Localizable.xcstrings", Self.catalog)
        let project = try workspace.write("App.xcodeproj/project.pbxproj", Self.project(["en", "pt-BR"]))
        let text = "defaults {\n    strings \"Localizable.xcstrings\"\n    languages \"App.xcodeproj\"\n}\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let uri = "file://" + (try workspace.write("App.tabs", text)).path
        let server = try start(.object(["textDocument": .object(["diagnostic": .object([:])])]))
        server.send(didOpen(uri, text))
        func pull(_ id: Int) -> [String] {
            server.send(request(.integer(Int64(id)), "textDocument/diagnostic", .object(["textDocument": .object(["uri": .string(uri)])])))
            let answer = server.next { $0["id"] == .integer(Int64(id)) }
            return (answer?["result"]?["items"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
        }
        #expect(pull(2) == [])
        // Stamps are compared by size and modification time: the new list is longer.
        try Self.project(["en", "pt-BR", "de", "ko"]).write(to: project, atomically: true, encoding: .utf8)
        #expect(pull(3) == ["missing-language", "more-title-clash"])
        #expect(server.stop() == 0)
    }
}
