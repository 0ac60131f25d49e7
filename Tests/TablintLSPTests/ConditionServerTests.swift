import Foundation
import Testing
import TabsJSON

/// `when` in the server, over real stdio: hover says when a tab exists,
/// completion inside `when` offers the file's condition names (never tab
/// ids), and definition, references and rename of a tab leave a condition
/// of the same name alone.
@Suite struct ConditionServerTests {
    let languages = LanguagesStdioTests()
    let images = ImageServerTests()

    static let text = """
        tab home "Home" { icon "house" }
        tab beta "Beta" {
            icon "flask"
            when beta
        }
        section extras "Extras" {
            when signedIn, beta
            tab inbox "Inbox" { icon "tray" }
        }
        tab lab "Lab" {
            icon "testtube.2"
            when 
        }
        defaults { selected beta }

        """

    /// Each location's range as [line, character, line, character].
    func ranges(_ value: JSONValue?) -> [[Int64]] {
        (value?.arrayValue ?? [value].compactMap { $0 }).compactMap { location in
            guard let r = location["range"] else { return nil }
            return [r["start"]?["line"], r["start"]?["character"], r["end"]?["line"], r["end"]?["character"]].compactMap { $0?.int64Value }
        }
    }

    @Test func hoverCompletionAndRenameKeepConditionsApart() throws {
        let workspace = try LanguagesStdioTests.Workspace()
        let uri = "file://" + (try workspace.write("App.tabs", Self.text)).path
        let server = try languages.start(.object([:]))
        server.send(didOpen(uri, Self.text))
        let found = languages.diagnostics(server)
        #expect(found.compactMap { $0["code"]?.stringValue } == ["invalid-value", "conditional-selected"], "\(found)")

        // Hover on a conditional tab, one that inherits its section's, and a condition.
        let beta = languages.hover(server, uri, line: 1, character: 5, id: 2)
        #expect(beta.contains("- exists only while `beta` holds (`when`)\n"), "\(beta)")
        let inbox = languages.hover(server, uri, line: 7, character: 9, id: 3)
        #expect(inbox.contains("- exists only while `signedIn` and `beta` hold (`when`, from its section)\n"), "\(inbox)")
        #expect(!languages.hover(server, uri, line: 0, character: 5, id: 4).contains("exists only while"))
        let condition = languages.hover(server, uri, line: 3, character: 10, id: 5)
        #expect(condition.hasPrefix("**condition** `beta`"), "\(condition)")
        #expect(condition.contains("tabs that exist only while it holds: `beta`, `inbox`"), "\(condition)")
        // Hover on a gated section says what its `when` gates.
        let extras = languages.hover(server, uri, line: 5, character: 10, id: 20)
        #expect(extras.contains("- exists only while `signedIn` and `beta` hold (`when`), with its items and the tabs without their own `when`"), "\(extras)")

        // Completion inside `when`: the conditions used in the file, no tab id.
        let offered = images.completion(server, uri, line: 11, character: 9, id: 6).compactMap { $0["label"]?.stringValue }
        #expect(offered == ["beta", "signedIn"], "\(offered)")
        // After a condition, the ones not yet written.
        let edited = Self.text.replacingOccurrences(of: "    when \n", with: "    when signedIn, \n")
        server.send(notification("textDocument/didChange", .object([
            "textDocument": .object(["uri": .string(uri), "version": 2]),
            "contentChanges": .array([.object(["text": .string(edited)])])])))
        _ = languages.diagnostics(server)
        let rest = images.completion(server, uri, line: 11, character: 19, id: 7).compactMap { $0["label"]?.stringValue }
        #expect(rest == ["beta"], "\(rest)")

        // References and definition of the tab `beta`: its declaration and `selected`, never `when beta`.
        #expect(ranges(server.call("textDocument/references", at(uri, 13, 21, references: true), id: 8)) == [[1, 4, 1, 8], [13, 20, 13, 24]])
        #expect(ranges(server.call("textDocument/definition", at(uri, 13, 21), id: 9)) == [[1, 4, 1, 8]])
        // On a condition there is no id to find or rename.
        let none = server.call("textDocument/references", at(uri, 3, 10, references: true), id: 10)
        #expect(ranges(none).isEmpty, "\(String(describing: none))")

        // Rename of the tab `beta`: `when beta` stays.
        let edits = server.call("textDocument/rename", at(uri, 1, 5, newName: "preview"), id: 11)?["changes"]?[uri]?.arrayValue ?? []
        let renamed = edits.compactMap { edit -> [Int64]? in
            guard edit["newText"] == .string("preview"), let r = edit["range"] else { return nil }
            return [r["start"]?["line"], r["start"]?["character"]].compactMap { $0?.int64Value }
        }
        #expect(renamed == [[1, 4], [13, 20]], "\(edits)")
        #expect(server.stop() == 0)
    }
}
