import Foundation
import Testing
import TabsJSON

/// `when` in the server over real stdio, written from CHANGES.md
/// (2026-12-07, "Conditional tabs", Server) alone: hover says "exists only
/// while …", completion inside `when` offers the condition names used in the
/// file and never tab ids, and definition, references and rename of a tab
/// never touch a condition of the same name.
@Suite struct WhenSpecServerTests {
    let languages = LanguagesStdioTests()
    let images = ImageServerTests()

    static let text = """
        tab home "Home" { icon "house" }
        tab beta "Beta" {
            icon "flask"
            when beta, signedIn
        }
        section account "Account" {
            when signedIn
            tab inbox "Inbox" { icon "tray" }
            tab lab "Lab" {
                icon "testtube.2"
                when labs
            }
        }
        tab gamma "Gamma" {
            icon "g.circle"
            when 
        }
        defaults {
            selected home
            cached beta
        }

        """

    /// The start of each location's range, as [line, character].
    func starts(_ value: JSONValue?) -> [[Int64]] {
        let list = value?.arrayValue ?? [value].compactMap { $0 }.filter { $0 != .null }
        return list.compactMap { location in
            guard let r = location["range"] ?? location["targetSelectionRange"] else { return nil }
            return [r["start"]?["line"], r["start"]?["character"]].compactMap { $0?.int64Value }
        }.sorted { ($0.first ?? 0, $0.last ?? 0) < ($1.first ?? 0, $1.last ?? 0) }
    }

    @Test func conditionsStayApartFromTabs() throws {
        let workspace = try LanguagesStdioTests.Workspace()
        let uri = "file://" + (try workspace.write("App.tabs", Self.text)).path
        let server = try languages.start(.object([:]))
        server.send(didOpen(uri, Self.text))
        let found = languages.diagnostics(server).compactMap { $0["code"]?.stringValue }
        // A condition is no reference: no `unknown-tab` for `signedIn` or `labs`.
        #expect(!found.contains("unknown-tab"), "\(found)")

        // Hover: a conditional tab, a tab under its section's `when`, a tab
        // whose own `when` replaces its section's, and a tab without.
        let beta = languages.hover(server, uri, line: 1, character: 5, id: 2)
        #expect(beta.contains("exists only while") && beta.contains("`beta`") && beta.contains("`signedIn`"), "\(beta)")
        let inbox = languages.hover(server, uri, line: 7, character: 9, id: 3)
        #expect(inbox.contains("exists only while") && inbox.contains("`signedIn`"), "\(inbox)")
        let lab = languages.hover(server, uri, line: 8, character: 9, id: 4)
        #expect(lab.contains("exists only while") && lab.contains("`labs`"), "\(lab)")
        #expect(!lab.contains("signedIn"), "\(lab)")
        let home = languages.hover(server, uri, line: 0, character: 5, id: 5)
        #expect(!home.isEmpty && !home.contains("exists only while"), "\(home)")

        // Completion inside the empty `when`: the conditions used in the file, no tab id.
        let offered = images.completion(server, uri, line: 15, character: 9, id: 6).compactMap { $0["label"]?.stringValue }
        #expect(Set(offered) == ["beta", "signedIn", "labs"], "\(offered)")
        for id in ["home", "inbox", "lab", "gamma", "account"] { #expect(!offered.contains(id), "\(offered)") }

        // Inside a written condition (`si|gnedIn` of the section): a condition used elsewhere, no tab id;
        // a tab reference (`selected`) offers tab ids, never a condition.
        let inside = images.completion(server, uri, line: 6, character: 11, id: 10).compactMap { $0["label"]?.stringValue }
        #expect(inside.contains("signedIn"), "\(inside)")
        for id in ["home", "inbox", "lab", "gamma", "account"] { #expect(!inside.contains(id), "\(inside)") }
        let selectable = images.completion(server, uri, line: 18, character: 13, id: 11).compactMap { $0["label"]?.stringValue }
        #expect(selectable.contains("home") && selectable.contains("inbox"), "\(selectable)")
        #expect(!selectable.contains("signedIn") && !selectable.contains("labs"), "\(selectable)")

        // References and definition of the tab `beta` from `cached beta`: never `when beta`.
        let references = starts(server.call("textDocument/references", at(uri, 19, 12, references: true), id: 7))
        #expect(references == [[1, 4], [19, 11]], "\(references)")
        let definition = starts(server.call("textDocument/definition", at(uri, 19, 12), id: 8))
        #expect(definition == [[1, 4]], "\(definition)")

        // Rename of the tab `beta`: its declaration and `cached`, `when beta` left alone.
        let edits = server.call("textDocument/rename", at(uri, 1, 5, newName: "preview"), id: 9)?["changes"]?[uri]?.arrayValue ?? []
        #expect(starts(.array(edits)) == [[1, 4], [19, 11]], "\(edits)")
        #expect(edits.allSatisfy { $0["newText"] == .string("preview") }, "\(edits)")
        // On the condition `beta` (in `when beta, signedIn`): no definition, no reference, no rename of the tab.
        let fromCondition = starts(server.call("textDocument/definition", at(uri, 3, 10), id: 12))
        #expect(fromCondition.isEmpty, "\(fromCondition)")
        let referencesOfCondition = starts(server.call("textDocument/references", at(uri, 3, 10, references: true), id: 13))
        #expect(!referencesOfCondition.contains([1, 4]) && !referencesOfCondition.contains([19, 11]), "\(referencesOfCondition)")
        let renameOfCondition = server.call("textDocument/rename", at(uri, 3, 10, newName: "other"), id: 14)?["changes"]?[uri]?.arrayValue ?? []
        #expect(!starts(.array(renameOfCondition)).contains([1, 4]), "\(renameOfCondition)")
        #expect(server.stop() == 0)
    }
}
