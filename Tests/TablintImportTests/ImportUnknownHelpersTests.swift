import Foundation
import Testing

/// Helpers the importer cannot read through a declaration (docs/import.md,
/// "Helpers the importer cannot read"), through the executable: the app's
/// string tables and asset catalogs on disk decide, `strings` and `assets`
/// list what the draft uses, and `check` finds no error the draft made.
@Suite("import: helpers checked against the tables and catalogs") struct ImportUnknownHelpersTests {
    @Test func aKeyInTheTablesIsTheTitleAndCheckFindsNoError() throws {
        let root = try Tool.sandbox("Drafts/OpaqueLocalizers")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("expected.tabs"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("keys.txt"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        // The keys in a non-English table only: every language's table counts.
        try "\"bar_maps\" = \"Cartes\";\n\"bar_trips\" = \"Trajets\";\n\"bar_prefs\" = \"Réglages\";\n"
            .write(to: root.appendingPathComponent("fr.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(draft.contains("tab barMaps \"bar_maps\""), "\(draft)")
        #expect(draft.contains("tab barTrips \"bar_trips\""), "\(draft)")
        // The `.lproj` folders' parent, the repository's root here, is the table's place.
        #expect(draft.contains("strings \".\""), "\(draft)")
        // The debug text that no table holds stays unknown, with its code.
        #expect(draft.contains("# import: the title is computed at run time: phrase(\"Logs (internal)\")"), "\(draft)")
        // The one error is the unread title's `empty-title`: a title the code does not make knowable.
        let check = try Tool.tablint(["check", "--format", "concise", "App.tabs"], in: root)
        let errors = check.out.split(separator: "\n").filter { $0.contains(": error") }
        #expect(errors.count == 1 && errors.allSatisfy { $0.hasSuffix("[empty-title]") }, "\(check)\n\(draft)")
    }

    @Test func anImageSetInTheCatalogIsTheImageAndNoOtherNameIs() throws {
        let root = try Tool.sandbox("Drafts/UnknownImageHelpers")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["expected.tabs", "assets.txt"] { try FileManager.default.removeItem(at: root.appendingPathComponent(name)) }
        let catalog = root.appendingPathComponent("Art.xcassets")
        for name in ["dock_harbor", "dock-boats"] {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try #"{"images": []}"#.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try #"{"info": {"author": "xcode", "version": 1}}"#.write(to: catalog.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(draft.contains("assets \"Art.xcassets\""), "\(draft)")
        #expect(draft.contains("image \"dock_harbor\""), "\(draft)")
        #expect(draft.contains("image \"dock-boats\""), "\(draft)")
        // `Dock/tides` is in no catalog here: unknown, not guessed.
        #expect(draft.contains("# import: the icon is computed at run time: Glyphs.named(\"Dock/tides\")"), "\(draft)")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        #expect(check.status == 0 && check.out.contains("0 errors"), "\(check)\n\(draft)")
    }
}
