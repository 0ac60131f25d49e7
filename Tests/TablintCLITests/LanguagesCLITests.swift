import Foundation
import Testing

/// UIKit's "More" title per language and `languages` (tags or an Xcode
/// project) through the real executable (docs/language.md, "UIKit's own More title"
/// and "Shipped languages").
@Suite("Shipped languages") struct LanguagesCLITests {
    /// German and French, and Japanese, which the app does not ship.
    static let catalog = """
    {"sourceLanguage": "en", "strings": {
    "Home": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Start"}}, "fr": {"stringUnit": {"state": "translated", "value": "Accueil"}}}},
    "Extras": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Mehr"}}, "ja": {"stringUnit": {"state": "translated", "value": "その他"}}}}
    }}

    """
    static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tP0 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tdevelopmentRegion = en;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tBase,
    \t\t\t\tde,
    \t\t\t\t"pt-BR",
    \t\t\t);
    \t\t};
    \t};
    \trootObject = P0 /* Project object */;
    }

    """

    func box(_ tabs: String, project: String? = LanguagesCLITests.project) throws -> Sandbox {
        let box = try Sandbox()
        try box.write("App/Localizable.xcstrings", Self.catalog)
        if let project { try box.write("App.xcodeproj/project.pbxproj", project) }
        try box.write("App/Main.tabs", tabs)
        return box
    }

    func run(_ box: Sandbox, _ extra: [String] = []) throws -> RunResult {
        try box.run(["check", "--format", "concise", "--no-config"] + extra + ["App/Main.tabs"])
    }

    @Test func languagesWithoutStringsCatchesAGermanMehr() throws {
        let r = try run(box("defaults { languages en, de }\ntab home \"Home\" { icon \"house\" }\ntab more \"Mehr\" { icon \"ellipsis\" }\n"))
        #expect(r.status == 1, "\(r)")
        #expect(r.out == """
        App/Main.tabs:3:10: error: in de: tab `more` shows "Mehr", UIKit's title of the "More" tab in de; translate it differently [more-title-clash]

        """, "\(r)")
    }

    @Test func everyLanguageOfTheTablesMeetsUIKitsTitleWithoutLanguages() throws {
        let tabs = "defaults { strings \"Localizable.xcstrings\" }\ntab home \"Home\" { icon \"house\" }\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let r = try run(box(tabs))
        #expect(r.out.contains("error: in de, ja: tab `extras` shows UIKit's title of the \"More\" tab (\"Mehr\" in de, \"その他\" in ja); translate it differently [more-title-clash]"), "\(r)")
    }

    @Test func aProjectRestrictsTheLanguagesAndNamesTheMissingOnes() throws {
        let tabs = "defaults {\n    strings \"Localizable.xcstrings\"\n    languages \"../App.xcodeproj\"\n}\ntab home \"Home\" { icon \"house\" }\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let r = try run(box(tabs))
        #expect(r.status == 1, "\(r)")
        // Japanese (not shipped) is read for no rule; Portuguese has no table.
        #expect(r.out == """
        App/Main.tabs:3:15: warning: no string table has pt-BR, which the Xcode project "../App.xcodeproj" lists: its users see every title untranslated; add the translations, or remove it from the project [missing-language]
        App/Main.tabs:6:12: error: in de: tab `extras` shows "Mehr", UIKit's title of the "More" tab in de; translate it differently [more-title-clash]

        """, "\(r)")
        // The project's own file may be named, and the rule turned off alone.
        let direct = tabs.replacingOccurrences(of: "../App.xcodeproj", with: "../App.xcodeproj/project.pbxproj")
        let off = try run(box(direct), ["--rule", "missing-language=off"])
        #expect(off.conciseLines().map(\.rule) == ["more-title-clash"], "\(off)")
        // JSON carries the rule and its place.
        let json = try box(tabs).run(["check", "--format", "json", "--no-config", "App/Main.tabs"])
        let files = checkJSONReport(try json.json())
        #expect(files.first?.diagnostics.contains { $0["rule"] as? String == "missing-language" } == true, "\(json)")
    }

    @Test(arguments: [
        ("{ rootObject = P0; objects = { P0 = { isa = PBXProject; knownRegions = (Base); }; }; }", "its knownRegions lists no language but Base"),
        ("{ rootObject = P0; objects = { P0 = { isa = PBXGroup; }; }; }", "it has no PBXProject root object (the rootObject of its objects)"),
        ("{ rootObject = P0; objects = { P0 = { isa = PBXProject; knownRegions = en; }; }; }", "its PBXProject's knownRegions is a string, not an array"),
        ("{ rootObject = P0; objects = { P0 = { isa = PBXProject; }; }; }", "its PBXProject has no knownRegions"),
        ("{\n  rootObject = P0\n  secretName = x;\n}", "not a valid project.pbxproj: line 3, column 3: expected ';'"),
    ])
    func anUnusableProjectIsInvalidStringsAndLanguagesCountsAsAbsent(_ project: String, _ reason: String) throws {
        let tabs = "defaults {\n    strings \"Localizable.xcstrings\"\n    languages \"../App.xcodeproj\"\n}\ntab home \"Home\" { icon \"house\" }\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let r = try run(box(tabs, project: project))
        #expect(r.status == 1, "\(r)")
        let lines = r.conciseLines()
        #expect(lines.first?.rule == "invalid-strings", "\(r)")
        #expect(r.out.hasPrefix("App/Main.tabs:3:15: error: cannot use the Xcode project \"../App.xcodeproj\" for `languages`: \(reason); every language of the tables is checked"), "\(r)")
        #expect(!r.out.contains("secretName"), "\(r)")
        // Every language of the tables is checked: Japanese too.
        #expect(r.out.contains("in de, ja:"), "\(r)")
    }

    @Test func aMissingOrOutsideProjectIsInvalidStrings() throws {
        let tabs = "defaults { languages \"Nope.xcodeproj\" }\ntab home \"Home\" { icon \"house\" }\n"
        let missing = try run(box(tabs))
        #expect(missing.out == "App/Main.tabs:1:22: error: cannot use the Xcode project \"Nope.xcodeproj\" for `languages`: it does not exist (the path is relative to the .tabs file); every language of the tables is checked [invalid-strings]\n", "\(missing)")
        let outside = try Sandbox(gitBoundary: false)
        _ = try outside.write("Far.xcodeproj/project.pbxproj", Self.project)
        let box = try box(tabs.replacingOccurrences(of: "Nope.xcodeproj", with: "Linked.xcodeproj"))
        try box.symlink("App/Linked.xcodeproj", to: outside.path("Far.xcodeproj"))
        let r = try run(box)
        #expect(r.out.contains("it lies outside the repository (after resolving symbolic links)"), "\(r)")
    }

    @Test func hostileProjectsGiveAClearErrorQuickly() throws {
        let tabs = "defaults { languages \"../App.xcodeproj\" }\ntab home \"Home\" { icon \"house\" }\n"
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let deep = Array(("{ a = " + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000) + "; }").utf8)
        let invalidUTF8 = Array("{ rootObject = \"".utf8) + [0xFF, 0xFE] + Array("\"; }".utf8)
        for (bytes, reason) in [(garbage, "not a valid project.pbxproj"), (deep, "containers nested more than 128 deep"),
                                (invalidUTF8, "invalid UTF-8")] {
            let box = try box(tabs, project: nil)
            _ = try box.write("App.xcodeproj/project.pbxproj", bytes: bytes)
            let r = try run(box)
            #expect(r.status == 1 && !r.timedOut && !r.crashed, "\(r)")
            #expect(r.conciseLines().map(\.rule) == ["invalid-strings"] && r.out.contains(reason), "\(r)")
        }
        // Over 64 MiB: refused before it is read.
        let big = try box(tabs, project: nil)
        try big.mkdir("App.xcodeproj")
        FileManager.default.createFile(atPath: big.path("App.xcodeproj/project.pbxproj"), contents: nil)
        let handle = try FileHandle(forWritingTo: big.url("App.xcodeproj/project.pbxproj"))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let r = try run(big)
        #expect(r.out.contains("it is too large (over 64 MiB)") && !r.timedOut, "\(r)")
    }

    /// A long `languages` list is checked in time proportional to it: each
    /// missing language finds its tag by one look-up, not a scan of the list
    /// (20,000 tags took minutes before).
    @Test func aLongListOfMissingLanguagesIsQuick() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var tags: [String] = []
        for a in letters { for b in letters { for c in letters { tags.append(String([a, b, c])) } } }
        tags = Array(tags.prefix(20_000))
        let tabs = "defaults {\n    strings \"Localizable.xcstrings\"\n    languages en, de, \(tags.joined(separator: ", "))\n}\ntab home \"Home\" { icon \"house\" }\n"
        let box = try box(tabs, project: nil)
        let r = try box.run(["check", "--format", "concise", "--no-config", "App/Main.tabs"], timeout: 30)
        #expect(!r.timedOut && !r.crashed && r.status == 0, "\(r)")
        // Every listed language but German (which the catalog has) and English (the source) is missing, once, at its tag.
        let missing = r.conciseLines().filter { $0.rule == "missing-language" }
        #expect(missing.count == tags.count, "\(r.out.prefix(400))")
        #expect(!r.out.contains("no string table has de,") && !r.out.contains("no string table has en,"), "\(r.out.prefix(400))")
    }

    @Test func badValuesAndRepeats() throws {
        let tabs = "defaults { languages de, Base }\ndefaults { languages en }\ntab home \"Home\" { icon \"house\" }\n"
        let r = try run(box("defaults { languages de, \"App.xcodeproj\", DE }\ntab home \"Home\" { icon \"house\" }\n"))
        #expect(r.conciseLines().map(\.rule) == ["invalid-value", "duplicate-reference"], "\(r)")
        #expect(r.out.contains("1:26: error: `languages` lists either language tags or one Xcode project, not both"), "\(r)")
        // Two projects: the later one is the invalid value, and the message says so.
        let two = try run(box("defaults { languages \"App.xcodeproj\", \"Other.xcodeproj\" }\ntab home \"Home\" { icon \"house\" }\n"))
        #expect(two.out.contains("App/Main.tabs:1:39: error: `languages` names one Xcode project, not several; remove the string \"Other.xcodeproj\" [invalid-value]"), "\(two)")
        let base = try run(box(tabs))
        #expect(base.out.contains("1:26: error: `Base` is not a language"), "\(base)")
        // A repeat is a duplicate-reference, removed by --fix.
        let box = try box("defaults { languages de, \"pt-BR\", pt_br }\ntab home \"Home\" { icon \"house\" }\n")
        let repeated = try run(box)
        #expect(repeated.conciseLines().map(\.rule) == ["duplicate-reference"], "\(repeated)")
        _ = try box.run(["check", "--fix", "--no-config", "App/Main.tabs"])
        #expect(String(decoding: try box.read("App/Main.tabs"), as: UTF8.self) == "defaults { languages de, \"pt-BR\" }\ntab home \"Home\" { icon \"house\" }\n")
    }

    @Test func generateReadsNeitherTablesNorTheProject() throws {
        let tabs = "defaults {\n    strings \"Missing.xcstrings\"\n    languages \"../Missing.xcodeproj\"\n}\ntab home \"Home\" { icon \"house\" }\n"
        let box = try box(tabs)
        let r = try box.run(["generate", "swift", "--no-config", "App/Main.tabs"])
        #expect(r.status == 0, "\(r)")
        #expect(!r.err.contains("invalid-strings") && !r.err.contains("Missing"), "\(r)")
        #expect(r.out.contains("enum AppTab"), "\(r)")
    }

    @Test func explainAndRulesKnowMissingLanguage() throws {
        let box = try Sandbox()
        let explain = try box.run(["explain", "missing-language"])
        #expect(explain.status == 0 && explain.out.contains("languages en, de, fr"), "\(explain)")
        let rules = try box.run(["rules"])
        #expect(rules.out.contains("missing-language"), "\(rules)")
    }

    /// The message gives the title each language shows, not UIKit's
    /// spelling of it (the clash ignores case).
    @Test func aClashInSeveralLanguagesQuotesTheTitlesShown() throws {
        let catalog = """
        {"sourceLanguage": "en", "strings": {"Feed": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "MEHR"}},
        "fr-CA": {"stringUnit": {"state": "translated", "value": "plus"}}}}}}

        """
        let box = try Sandbox()
        try box.write("App/Localizable.xcstrings", catalog)
        try box.write("App/Main.tabs", "defaults { strings \"Localizable.xcstrings\" }\ntab home \"Home\" { icon \"house\" }\ntab feed \"Feed\" { icon \"list.bullet\" }\n")
        let r = try run(box)
        #expect(r.status == 1, "\(r)")
        #expect(r.out.contains("App/Main.tabs:3:10: error: in de, fr-CA: tab `feed` shows UIKit's title of the \"More\" tab (\"MEHR\" in de, \"plus\" in fr-CA); translate it differently [more-title-clash]"), "\(r)")
        // One language: the same.
        try box.write("App/Main.tabs", "defaults {\n    strings \"Localizable.xcstrings\"\n    languages en, \"fr-CA\"\n}\ntab home \"Home\" { icon \"house\" }\ntab feed \"Feed\" { icon \"list.bullet\" }\n")
        let one = try run(box)
        #expect(one.out.contains("App/Main.tabs:6:10: error: in fr-CA: tab `feed` shows \"plus\", UIKit's title of the \"More\" tab in fr-CA; translate it differently [more-title-clash]"), "\(one)")
    }

    @Test func theLocalizedExampleShowsAGermanMehrWithoutMore() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let r = try CLI.run(["check", "--format", "concise", "--no-config", "Examples/Localized"], cwd: root)
        #expect(r.status == 1, "\(r)")
        #expect(r.out == "Examples/Localized/Localized.tabs:25:16: error: in de: tab `extras` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently [more-title-clash]\n", "\(r)")
    }
}
