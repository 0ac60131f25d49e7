import Foundation
import Testing

/// A title key that only the plural tables hold (`LANG.lproj/Localizable.stringsdict`), through the
/// executable: import reads it as a key of `Localizable`, lists that table, and `check` finds nothing in
/// the draft (docs/import.md, docs/language.md "Plural tables").
@Suite("import: keys of .stringsdict tables") struct ImportPluralTablesTests {
    @Test func aKeyOnlyThePluralTableHoldsIsReadAndChecked() throws {
        let root = try Tool.sandbox("Drafts/PluralTableKey")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("expected.tabs"))
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(draft.contains("    strings \"Resources\"\n"), "\(draft)")
        #expect(draft.contains("tab plants \"plantsCount\" {"), "\(draft)")
        #expect(!draft.contains("\"\""), "\(draft)")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        #expect(check.status == 0 && check.out.hasPrefix("0 errors, 0 warnings"), "\(check)\n\(draft)")
    }

    @Test func aTableWithOnlyPluralFilesIsListedByItsFile() throws {
        let root = try Tool.sandbox("Drafts/PluralTableKey")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("expected.tabs"))
        // The plants key moves to a table of its own name, `Garden`, that has no `.strings` file.
        for language in ["en", "de"] {
            let folder = root.appendingPathComponent("Resources/\(language).lproj")
            try FileManager.default.moveItem(at: folder.appendingPathComponent("Localizable.stringsdict"),
                                             to: folder.appendingPathComponent("Garden.stringsdict"))
        }
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(draft.contains("\"Resources/en.lproj/Garden.stringsdict\""), "\(draft)")
        #expect(draft.contains("tab plants \"plantsCount\" {"), "\(draft)")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        // A file entry is one language's table: German has no value for the key (a warning, not an error).
        #expect(check.status == 0 && check.out.contains("0 errors, 1 warning") && check.out.contains("no translation in de"), "\(check)\n\(draft)")
    }
}
