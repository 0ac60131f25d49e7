import Foundation
import Testing

/// The per-language title checks through the real executable: tables read
/// next to the `.tabs` file, related locations into the catalog in every
/// format, levels and suppressions, `--stdin-filename`, `--fix`.
@Suite("String tables") struct StringsCLITests {
    /// German shows "Mehr" for "Profile" (line 3 of the catalog, the value at column 85) and has no "Search".
    static let catalog = """
    {"sourceLanguage": "en", "strings": {
    "Home": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}}}},
    "Profile": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Mehr"}}}}
    }}

    """
    static let tabs = """
    defaults {
        more "More", "Mehr"
        strings "Localizable.xcstrings"
    }
    tab home "Home" { icon "house" }
    tab profile "Profile" { icon "person" }
    tab search "Search" { icon "magnifyingglass" }

    """

    func box(tabs: String = StringsCLITests.tabs, at path: String = "App/Main.tabs") throws -> Sandbox {
        let box = try Sandbox()
        try box.write("App/Localizable.xcstrings", Self.catalog)
        try box.write(path, tabs)
        return box
    }

    @Test func perLanguageDiagnosticPointsIntoTheCatalogInConcise() throws {
        let r = try box().run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
        App/Main.tabs:6:13: error: in de: tab `profile` shows "Mehr", UIKit's title of the "More" tab in de; translate it differently [more-title-clash]
        App/Main.tabs:7:12: warning: the title "Search" of tab `search` has no translation in de; add it to the string tables [untranslated-title]

        """, "\(r)")
    }

    @Test func humanShowsTheCatalogNote() throws {
        let r = try box().run(["check", "--no-config", "--color", "never", "App/Main.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(r.out.contains("  = note: App/Localizable.xcstrings:3:85: in de: the translation\n"), "\(r)")
    }

    @Test func jsonRelatedEntryHasItsOwnPath() throws {
        let r = try box().run(["check", "--format", "json", "--no-config", "App/Main.tabs"])
        let files = checkJSONReport(try r.json())
        let clash = try #require(files.first?.diagnostics.first { $0["rule"] as? String == "more-title-clash" })
        let related = try #require((clash["related"] as? [[String: Any]])?.first)
        #expect(related["path"] as? String == "App/Localizable.xcstrings")
        #expect(lineColumn((related["range"] as? [String: Any])?["start"]) == [3, 85])
        #expect(related["message"] as? String == "in de: the translation")
    }

    @Test func sarifRelatedLocationHasTheCatalogURI() throws {
        let r = try box().run(["check", "--format", "sarif", "--no-config", "App/Main.tabs"])
        let doc = try #require(try r.json() as? [String: Any])
        let results = try #require(((doc["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let clash = try #require(results.first { $0["ruleId"] as? String == "more-title-clash" })
        let related = try #require((clash["relatedLocations"] as? [[String: Any]])?.first)
        let physical = try #require(related["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Localizable.xcstrings")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 85)
    }

    @Test func aMissingTableIsAnErrorAndTheOthersAreStillRead() throws {
        let tabs = Self.tabs.replacingOccurrences(of: "strings \"Localizable.xcstrings\"", with: "strings \"Missing.xcstrings\", \"Localizable.xcstrings\"")
        let r = try box(tabs: tabs).run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 1, "\(r)")
        let rules = r.conciseLines().map(\.rule)
        #expect(rules == ["invalid-strings", "more-title-clash", "untranslated-title"], "\(r)")
        #expect(r.out.contains("cannot use the string table \"Missing.xcstrings\""), "\(r)")
    }

    @Test func levelsAndSuppressionsApply() throws {
        let box = try box()
        try box.write("App/.tablint.json", #"{"rules": {"untranslated-title": "off", "more-title-clash": "warning"}}"#)
        let r = try box.run(["check", "--format", "concise", "App/Main.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(r.conciseLines().map(\.rule) == ["more-title-clash"], "\(r)")
        #expect(r.out.contains(": warning: in de:"), "\(r)")
        let suppressed = Self.tabs.replacingOccurrences(of: "tab profile \"Profile\" { icon \"person\" }",
                                                        with: "tab profile \"Profile\" { icon \"person\" }  # tablint-disable-line more-title-clash")
        let quiet = try self.box(tabs: suppressed).run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(quiet.conciseLines().map(\.rule) == ["untranslated-title"], "\(quiet)")
    }

    @Test func stdinFilenameResolvesTablesFromTheNamedFile() throws {
        let box = try box()
        let r = try box.run(["check", "--format", "concise", "--no-config", "--stdin-filename", "App/Other.tabs", "-"],
                            stdin: Array(Self.tabs.utf8))
        #expect(r.conciseLines().map(\.rule) == ["more-title-clash", "untranslated-title"], "\(r)")
        #expect(r.out.hasPrefix("App/Other.tabs:6:13:"), "\(r)")
    }

    @Test func fixLeavesTheTablesAlone() throws {
        let box = try box()
        let before = try box.read("App/Localizable.xcstrings")
        let r = try box.run(["check", "--fix", "--no-config", "App/Main.tabs"])
        #expect(r.status == 1, "\(r)")
        #expect(try box.read("App/Localizable.xcstrings") == before)
        #expect(try box.read("App/Main.tabs") == Array(Self.tabs.utf8))
    }

    @Test func withoutStringsNothingChanges() throws {
        let tabs = Self.tabs.replacingOccurrences(of: "    strings \"Localizable.xcstrings\"\n", with: "")
        let r = try box(tabs: tabs).run(["check", "--format", "concise", "--no-config", "App/Main.tabs"])
        #expect(r.status == 0 && r.out.isEmpty, "\(r)")
    }
}
