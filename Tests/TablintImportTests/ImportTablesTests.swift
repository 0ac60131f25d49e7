import Foundation
import Testing

/// One key in several tables (docs/import.md, "Two tables, one key"),
/// through the executable: `strings` lists the table each tab's key is read
/// from, and `check` finds no error in the draft.
@Suite("import: one key, several tables") struct ImportTablesTests {
    static func catalog(_ value: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "screenTitle" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } } } }
          },
          "version" : "1.0"
        }

        """
    }

    @Test func eachTabKeepsItsTableAndCheckFindsNoError() throws {
        let root = try Tool.sandbox("Drafts/OneKeyTwoTables")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("expected.tabs"))
        // A table the code never names comes first in byte order: naming it would be the first table holding the key.
        for (table, value) in [("Archive", "Archive"), ("Library", "Library"), ("News", "News"), ("Profile", "Profile")] {
            try Self.catalog(value).write(to: root.appendingPathComponent("\(table).xcstrings"), atomically: true, encoding: .utf8)
        }
        let r = try Tool.tablint(["import", "--output", "App.tabs"], in: root)
        #expect(r.status == 0, "\(r)")
        let draft = Tool.read(root.appendingPathComponent("App.tabs"))
        #expect(draft.contains("    strings \"Library.xcstrings\", \"News.xcstrings\", \"Profile.xcstrings\"\n"), "\(draft)")
        #expect(draft.contains("# tablint-disable-next-line duplicate-title -- the code reads this key from the table Profile, the earlier tab's from Library\n"), "\(draft)")
        let check = try Tool.tablint(["check", "App.tabs"], in: root)
        #expect(check.status == 0 && check.out.hasPrefix("0 errors, 0 warnings"), "\(check)\n\(draft)")
    }
}
