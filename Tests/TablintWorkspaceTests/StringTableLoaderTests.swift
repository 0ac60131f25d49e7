import Foundation
import Testing
import TabsLint
import TablintWorkspace

private let minimalCatalog = #"{"sourceLanguage": "en", "strings": {"Home": {"localizations": {"de": {"stringUnit": {"value": "Start"}}}}}}"#

@Suite struct StringTableLoaderTests {
    func load(_ scratch: Scratch, _ entry: String, tabs: String = "App.tabs") -> Result<StringTable, StringTableError> {
        StringTableCache().table(entry: entry, tabsPath: scratch.path + "/" + tabs)
    }

    @Test func aCatalogIsReadRelativeToTheTabsFile() throws {
        let scratch = try Scratch()
        try scratch.write("App/Localizable.xcstrings", minimalCatalog)
        let table = try #require(load(scratch, "Localizable.xcstrings", tabs: "App/Main.tabs").value)
        #expect(table.files == ["Localizable.xcstrings"])
        #expect(table.entries["Home"]?.translations["de"]?.value?.text == "Start")
    }

    @Test func missingPathsAndOtherKinds() throws {
        let scratch = try Scratch()
        #expect(load(scratch, "Nope.xcstrings").error?.reason == "it does not exist (the path is relative to the .tabs file)")
        try scratch.makeDirectory("x.xcstrings")
        #expect(load(scratch, "x.xcstrings").error?.reason == "it is a directory, not a String Catalog file")
        try scratch.makeDirectory("Empty")
        #expect(load(scratch, "Empty").error?.reason == "the directory holds no LANG.lproj folders")
        try scratch.write("notes.txt", "plain text")
        #expect(load(scratch, "notes.txt").error?.reason.hasPrefix("not a String Catalog") == true)
    }

    @Test func aStringsFileMustSitInAnLprojFolder() throws {
        let scratch = try Scratch()
        try scratch.write("Localizable.strings", "\"Home\" = \"Start\";")
        #expect(load(scratch, "Localizable.strings").error?.reason == "a .strings file must sit in a LANG.lproj folder")
        try scratch.write("de.lproj/Localizable.strings", "\"Home\" = \"Start\";")
        let table = try #require(load(scratch, "de.lproj/Localizable.strings").value)
        #expect(table.kind == .stringsFile && table.languages == ["de"] && table.sourceLanguage == nil)
        #expect(table.files == ["de.lproj/Localizable.strings"])
        #expect(table.entries["Home"]?.translations["de"]?.value == TableValue(text: "Start", file: 0, line: 1, column: 10))
    }

    @Test func aSymbolicLinkThatLeavesTheRepositoryIsRefused() throws {
        let outside = try Scratch(repository: false)
        try outside.write("Secret.xcstrings", minimalCatalog)
        let scratch = try Scratch()
        try scratch.link("Linked.xcstrings", to: outside.path + "/Secret.xcstrings")
        #expect(load(scratch, "Linked.xcstrings").error?.reason == "it lies outside the repository (after resolving symbolic links)")
        #expect(load(scratch, outside.path + "/Secret.xcstrings").error?.reason == "it lies outside the repository (after resolving symbolic links)")
        // A link that stays inside is followed.
        try scratch.write("Real/Localizable.xcstrings", minimalCatalog)
        try scratch.link("Inside.xcstrings", to: scratch.path + "/Real/Localizable.xcstrings")
        #expect(load(scratch, "Inside.xcstrings").value != nil)
    }

    @Test func withoutGitTheRepositoryIsTheTabsFilesDirectory() throws {
        let scratch = try Scratch(repository: false)
        try scratch.write("Localizable.xcstrings", minimalCatalog)
        try scratch.write("App/Main.tabs", "")
        #expect(StringTableLoader.repositoryRoot(forTabsFile: scratch.path + "/App/Main.tabs")
                == FileSystem.realPath(scratch.path + "/App"))
        #expect(load(scratch, "../Localizable.xcstrings", tabs: "App/Main.tabs").error?.reason
                == "it lies outside the repository (after resolving symbolic links)")
        try scratch.makeDirectory(".git")
        #expect(load(scratch, "../Localizable.xcstrings", tabs: "App/Main.tabs").value != nil)
    }

    @Test func aDirectoryReadsEachLprojFolderAndSkipsQqq() throws {
        let path = fixtures + "/App.tabs"
        let table = try #require(StringTableCache().table(entry: "Resources", tabsPath: path).value)
        #expect(table.kind == .directory)
        #expect(table.languages == ["Base", "de", "es", "fr"])
        #expect(table.files == ["Resources/Base.lproj/Localizable.strings", "Resources/de.lproj/Localizable.strings",
                                "Resources/es.lproj/Localizable.strings", "Resources/fr.lproj/Localizable.strings"])
        let home = try #require(table.entries["Home"])
        #expect(home.translations.keys.sorted() == ["Base", "de", "es", "fr"])
        #expect(home.translations["fr"]?.value == TableValue(text: "Accueil", file: 3, line: 1, column: 10))
        #expect(table.entries["Search"]?.translations["qqq"] == nil)
    }

    @Test func oneInvalidFileMakesTheWholeDirectoryInvalidNamingIt() throws {
        let scratch = try Scratch()
        try scratch.write("Resources/de.lproj/Localizable.strings", "\"Home\" = \"Start\";")
        try scratch.write("Resources/fr.lproj/Localizable.strings", "\"Home\" = \"Accueil\"\n")
        try scratch.makeDirectory("Resources/it.lproj")
        #expect(load(scratch, "Resources").error?.reason == "fr.lproj/Localizable.strings: line 2, column 1: the file ends early; expected ';'")
        try scratch.write("Resources/fr.lproj/Localizable.strings", "\"Home\" = \"Accueil\";")
        // A folder without Localizable.strings still names a language.
        #expect(load(scratch, "Resources").value?.languages == ["de", "fr", "it"])
        let outside = try Scratch(repository: false)
        try outside.write("Localizable.strings", "\"Home\" = \"Casa\";")
        try scratch.makeDirectory("Resources/es.lproj")
        try scratch.link("Resources/es.lproj/Localizable.strings", to: outside.path + "/Localizable.strings")
        #expect(load(scratch, "Resources").error?.reason == "es.lproj/Localizable.strings: it lies outside the repository (after resolving symbolic links)")
    }

    @Test func aTableOver64MiBIsTooLarge() throws {
        let scratch = try Scratch()
        try scratch.write("Big.xcstrings", "")
        // A sparse file: its size is what counts, nothing is read.
        let handle = try #require(FileHandle(forWritingAtPath: scratch.path + "/Big.xcstrings"))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        #expect(load(scratch, "Big.xcstrings").error?.reason == "it is too large (over 64 MiB)")
    }

    @Test(.enabled(if: geteuid() != 0, "running as root, which reads files whatever their mode"))
    func anUnreadableTableIsReported() throws {
        let scratch = try Scratch()
        try scratch.write("Locked.xcstrings", minimalCatalog)
        chmod(scratch.path + "/Locked.xcstrings", 0)
        #expect(load(scratch, "Locked.xcstrings").error?.reason == "it cannot be read (permission denied)")
    }

    @Test func aSharedTableIsReadOnceAndAgainOnlyWhenItChanges() throws {
        let scratch = try Scratch()
        try scratch.write("Localizable.xcstrings", minimalCatalog)
        try scratch.write("Other.xcstrings", minimalCatalog)
        let cache = StringTableCache()
        for name in ["A.tabs", "B.tabs", "Sub/../C.tabs"] {
            #expect(cache.table(entry: "Localizable.xcstrings", tabsPath: scratch.path + "/" + name).value != nil)
        }
        #expect(cache.table(entry: "../Localizable.xcstrings", tabsPath: scratch.path + "/Sub/D.tabs").value?.files == ["../Localizable.xcstrings"])
        _ = cache.table(entry: "Other.xcstrings", tabsPath: scratch.path + "/A.tabs")
        #expect(cache.readCount == 2)
        try scratch.write("Localizable.xcstrings", minimalCatalog.replacingOccurrences(of: "Start", with: "Anfang!"))
        let changed = cache.table(entry: "Localizable.xcstrings", tabsPath: scratch.path + "/A.tabs")
        #expect(changed.value?.entries["Home"]?.translations["de"]?.value?.text == "Anfang!")
        _ = cache.table(entry: "Other.xcstrings", tabsPath: scratch.path + "/A.tabs")
        #expect(cache.readCount == 3)
        #expect(cache.uses(FileSystem.absolute(scratch.path + "/Localizable.xcstrings")))
    }

    @Test func aDirectoryIsReadAgainWhenAFolderIsAdded() throws {
        let scratch = try Scratch()
        try scratch.write("Resources/de.lproj/Localizable.strings", "\"Home\" = \"Start\";")
        let cache = StringTableCache()
        #expect(cache.table(entry: "Resources", tabsPath: scratch.path + "/A.tabs").value?.languages == ["de"])
        try scratch.write("Resources/fr.lproj/Localizable.strings", "\"Home\" = \"Accueil\";")
        #expect(cache.table(entry: "Resources", tabsPath: scratch.path + "/A.tabs").value?.languages == ["de", "fr"])
    }

    @Test func displayPathWritesTablePathsAsTheTabsPathIsWritten() {
        #expect(StringTableCache.displayPath(tabsPath: "App/Main.tabs")("Localizable.xcstrings") == "App/Localizable.xcstrings")
        #expect(StringTableCache.displayPath(tabsPath: "Main.tabs")("Localizable.xcstrings") == "Localizable.xcstrings")
        #expect(StringTableCache.displayPath(tabsPath: "./Main.tabs")("R/de.lproj/Localizable.strings") == "R/de.lproj/Localizable.strings")
        #expect(StringTableCache.displayPath(tabsPath: "/abs/Main.tabs")("L.xcstrings") == "/abs/L.xcstrings")
    }

    @Test func aFolderNameInAReasonIsEscaped() throws {
        let scratch = try Scratch()
        try scratch.write("R/b\u{1B}[2J.lproj/Localizable.strings", "\"Home\" = ")
        #expect(load(scratch, "R").error?.reason == "\"b\\u{1B}[2J.lproj/Localizable.strings\": line 1, column 10: the file ends early; expected a value")
    }
}
