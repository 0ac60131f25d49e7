import Testing
import TabsSyntax
import TabsLint
import TablintWorkspace

/// A catalog table from `[key: [language: value]]`, read by the real
/// reader so values carry positions (one key per line, in key order).
private func catalog(_ strings: [String: [String: String]], source: String = "en",
                     extra: String = "", file: String = "Localizable.xcstrings") -> StringTable {
    var lines = ["{\"sourceLanguage\": \"\(source)\", \"strings\": {"]
    for key in strings.keys.sorted() {
        let localizations = (strings[key] ?? [:]).sorted { $0.key < $1.key }
            .map { "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}" }
        lines.append("\"\(key)\": {\"localizations\": {\(localizations.joined(separator: ", "))}},")
    }
    lines.append(extra.isEmpty ? "\"\": {}" : extra)
    lines.append("}}")
    let result = CatalogReader.read(Array(lines.joined(separator: "\n").utf8), file: file)
    guard case .success(let table) = result else { Issue.record("\(result)"); return StringTable(kind: .catalog) }
    return table
}

/// The titles of `tab ID "Title"` and `section ID "Title"` lines, with the
/// byte range of each title string.
private func titles(_ source: String, platforms: [String: [Platform]] = [:], app: [Platform] = [.iphone]) -> [LocalizedTitle] {
    var found: [LocalizedTitle] = []
    var offset = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = line.split(separator: " ")
        if words.count >= 3, words[0] == "tab" || words[0] == "section",
           let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") {
            let start = offset + line.utf8.distance(from: line.startIndex, to: open)
            let end = offset + line.utf8.distance(from: line.startIndex, to: close) + 1
            let id = String(words[1])
            found.append(LocalizedTitle(text: String(line[line.index(after: open)..<close]), range: ByteRange(start, end),
                                        isTab: words[0] == "tab", id: id, platforms: platforms[id] ?? app))
        }
        offset += line.utf8.count + 1
    }
    return found
}

private func check(_ source: String, _ tables: [StringTable], app: [Platform] = [.iphone],
                   platforms: [String: [Platform]] = [:], more: [String] = ["More"], written: [Diagnostic] = [],
                   tabsPath: String = "App/Main.tabs") -> [Diagnostic] {
    // Table files written as `StringTableCache.localization` writes them for `tabsPath`.
    let display = StringTableCache.displayPath(tabsPath: tabsPath)
    let entries = tables.enumerated().map { index, table in
        var t = table
        t.files = t.files.map(display)
        return StringsEntry(path: "T\(index)", range: ByteRange(0, 1), result: .success(t))
    }
    let input = LocalizationInput(titles: titles(source, platforms: platforms, app: app), appPlatforms: app, moreTitles: more,
                                  written: written)
    return LocalizedTitleChecks.check(entries: entries, input: input)
}

private func messages(_ found: [Diagnostic], _ rule: String? = nil) -> [String] {
    found.filter { rule == nil || $0.rule == rule }.map(\.message)
}

private func range(of text: String, in source: String) -> ByteRange {
    guard let r = source.range(of: text) else { return ByteRange(0, 0) }
    return ByteRange(source.utf8.distance(from: source.startIndex, to: r.lowerBound),
                     source.utf8.distance(from: source.startIndex, to: r.upperBound))
}

@Suite struct LocalizationTests {
    @Test func aGermanTitleEqualToMoreIsReportedWithItsPlaceInTheCatalog() throws {
        let source = "tab home \"Home\" {}\ntab extras \"Extras\" {}\n"
        let table = catalog(["Home": ["de": "Start"], "Extras": ["de": "Mehr"]])
        let found = check(source, [table], more: ["More", "Mehr"])
        let d = try #require(found.first { $0.rule == "more-title-clash" })
        #expect(d.message == "in de: tab `extras` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently")
        #expect(d.severity == .error)
        #expect(d.range == range(of: "\"Extras\"", in: source))
        #expect(d.related == [RelatedLocation(file: FileLocation(path: "App/Localizable.xcstrings", line: 2, column: 84), message: "in de: the translation")])
        #expect(found.count == 1)
    }

    @Test func oneDiagnosticNamesEveryLanguageWithTheSameProblem() throws {
        let source = "tab inbox \"Inbox\" {}\ntab archive \"Archive\" {}\n"
        let same = catalog(["Inbox": ["de": "Post", "fr": "Post"], "Archive": ["de": "Post", "fr": "Post"]])
        let d = try #require(check(source, [same]).first)
        #expect(d.message == "in de, fr: the title \"Post\" is already used by tab `inbox`; give each tab its own title")
        #expect(d.range == range(of: "\"Archive\"", in: source))
        // Related: the earlier title's translated value, in each language.
        #expect(d.related.map(\.message) == ["in de: first used here", "in fr: first used here"])
        #expect(d.related.map(\.file?.line) == [3, 3])
        let differing = catalog(["Inbox": ["de": "Post", "fr": "Courrier"], "Archive": ["de": "Post", "fr": "Courrier"]])
        #expect(messages(check(source, [differing])) == ["in de, fr: the translated title is already used by tab `inbox`; give each tab its own title"])
    }

    @Test func whatTheWrittenTitlesReportIsNotRepeated() {
        let source = "tab inbox \"Mail\" {}\ntab sent \"Mail\" {}\ntab more \"More\" {}\n"
        let table = catalog(["Mail": ["de": "Post"], "More": ["de": "Mehr"]])
        let written = [Diagnostic(rule: "duplicate-title", severity: .error, message: "", range: range(of: "\"Mail\" {}\ntab more", in: source)),
                       Diagnostic(rule: "more-title-clash", severity: .error, message: "", range: range(of: "\"More\"", in: source))]
        var dup = written[0]
        dup.range = ByteRange(dup.range.start, dup.range.start + 6)
        let found = check(source, [table], more: ["More", "Mehr"], written: [dup, written[1]])
        #expect(messages(found).isEmpty)
        // Without the written diagnostics, German repeats both.
        #expect(messages(check(source, [table], more: ["More", "Mehr"])).count == 2)
    }

    @Test func anEmptyValueIsAnEmptyTitleNotAGap() {
        let source = "tab home \"Home\" {}\nsection lib \"Library\" {}\n"
        let table = catalog(["Home": ["de": " ", "fr": "Accueil"], "Library": ["de": "", "fr": "Bibliothèque"]])
        #expect(messages(check(source, [table])) == [
            "in de: the title of tab `home` is empty; write the title users should see",
            "in de: the title of section `lib` is empty; write the title users should see",
        ])
    }

    @Test func untranslatedTitlesNameTheMissingLanguages() throws {
        let source = "tab home \"Home\" {}\ntab search \"Search\" {}\ntab brand \"Mastodon\" {}\nsection s \"Saved\" {}\n"
        let table = catalog(["Home": ["de": "Start", "fr": "Accueil", "ja": "ホーム", "en": "Home"], "Search": ["de": "Suche"]],
                            extra: "\"Mastodon\": {\"shouldTranslate\": false}")
        let found = check(source, [table]).filter { $0.rule == "untranslated-title" }
        #expect(found.map(\.message) == [
            "the title \"Search\" of tab `search` has no translation in fr, ja; add it to the string tables",
            "the title \"Saved\" of section `s` has no translation in de, fr, ja; add it to the string tables",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.first?.range == range(of: "\"Search\"", in: source))
        // Only the source language: nothing to translate into.
        #expect(check(source, [catalog(["Home": ["en": "Home"]])]).isEmpty)
    }

    @Test func deviceVariationsAreCheckedPerPlatform() throws {
        let source = "tab home \"Home\" {}\ntab library \"Library\" {}\n"
        let variants = #"{"localizations": {"de": {"variations": {"device": {"iphone": {"stringUnit": {"value": "Mediathek"}}, "mac": {"stringUnit": {"value": "Start"}}}}}}}"#
        let table = catalog(["Home": ["de": "Start"]], extra: "\"Library\": \(variants)")
        let found = check(source, [table], app: [.iphone, .ipad, .mac])
        #expect(messages(found, "duplicate-title") == ["in de: the title \"Start\" is already used by tab `home`; give each tab its own title (on mac)"])
        // iPad has no variant and no `other`: the key shows, which is no problem.
        #expect(check(source, [table], app: [.iphone, .mac], platforms: ["library": [.iphone]]).filter { $0.rule == "duplicate-title" }.isEmpty)
        // Untranslated counts a value on any platform.
        #expect(messages(found, "untranslated-title").isEmpty)
        // A language with the problem everywhere is not merged with one that has it on some platforms.
        let french = catalog(["Home": ["de": "Start", "fr": "Accueil"]],
                             extra: "\"Library\": " + variants.replacingOccurrences(of: "{\"de\"", with: "{\"fr\": {\"stringUnit\": {\"value\": \"Accueil\"}}, \"de\""))
        #expect(messages(check(source, [french], app: [.iphone, .ipad, .mac]), "duplicate-title") == [
            "in de: the title \"Start\" is already used by tab `home`; give each tab its own title (on mac)",
            "in fr: the title \"Accueil\" is already used by tab `home`; give each tab its own title",
        ])
    }

    @Test func similarTitlesPointAtTheEarlierValueOrTheEarlierTitle() throws {
        let source = "tab inbox \"Inbox\" {}\ntab box \"Box\" {}\ntab sent \"Sent\" {}\n"
        let table = catalog(["Inbox": ["de": "Post"], "Box": ["de": "post"], "Sent": ["de": "Inbox"]])
        let found = check(source, [table])
        let similar = try #require(found.first { $0.rule == "similar-titles" })
        #expect(similar.message == "in de: the title \"post\" differs from \"Post\" (tab `inbox`) only in letter case; make them clearly different")
        #expect(similar.severity == .warning)
        #expect(similar.related.map(\.file?.line) == [3])
        // "Sent" shows "Inbox" in German; "Inbox" itself is untranslated there
        // nowhere, so no clash. With "Inbox" shown as its key, the related
        // place is the earlier title in the .tabs file.
        let untranslated = catalog(["Box": ["de": "Kiste"], "Sent": ["de": "Inbox"]])
        let dup = try #require(check(source, [untranslated]).first { $0.rule == "duplicate-title" })
        #expect(dup.message == "in de: the title \"Inbox\" is already used by tab `inbox`; give each tab its own title")
        #expect(dup.related == [RelatedLocation(range: range(of: "\"Inbox\"", in: source), message: "first used here")])
    }

    @Test func theFirstListedTableWinsAndInvalidOnesAreSkipped() throws {
        let source = "tab home \"Home\" {}\ntab extras \"Extras\" {}\n"
        let first = catalog(["Extras": ["de": "Zusätzliches"]], file: "First.xcstrings")
        let second = catalog(["Extras": ["de": "Mehr"], "Home": ["de": "Start"]], file: "Second.xcstrings")
        #expect(messages(check(source, [first, second], more: ["Mehr"]), "more-title-clash").isEmpty)
        let entries = [StringsEntry(path: "Broken.xcstrings", range: ByteRange(60, 78), result: .failure(StringTableError("line 3, column 1: expected ',' or '}'"))),
                       StringsEntry(path: "Second.xcstrings", range: ByteRange(40, 58), result: .success(second))]
        let input = LocalizationInput(titles: titles(source), appPlatforms: [.iphone], moreTitles: ["Mehr"])
        let found = LocalizedTitleChecks.check(entries: entries, input: input)
        #expect(found.map(\.rule) == ["more-title-clash", "invalid-strings"])
        let invalid = try #require(found.last)
        #expect(invalid.message == "cannot use the string table \"Broken.xcstrings\": line 3, column 1: expected ',' or '}'")
        #expect(invalid.range == ByteRange(60, 78) && invalid.severity == .error)
        #expect(found.first?.related.first?.file?.path == "Second.xcstrings")
    }

    @Test func baseStandsForTheSourceLanguage() {
        let source = "tab home \"Home\" {}\n"
        func folders(_ languages: [String: String]) -> StringTable {
            var entry = TableEntry()
            for (language, text) in languages { entry.translations[language] = Translation(value: TableValue(text: text, file: 0, line: 1, column: 10)) }
            return StringTable(kind: .directory, languages: languages.keys.sorted(), files: ["R/x.lproj/Localizable.strings"], entries: ["Home": entry])
        }
        let withBase = LocalizedTables([folders(["Base": "Home", "de": "Start"]), folders(["fr": "Accueil"])])
        #expect(withBase.sourceLanguage == "Base" && withBase.languages == ["Base", "de", "fr"])
        // A catalog's source language counts first; Base then stands for it.
        let mixed = LocalizedTables([catalog(["Home": ["de": "Start"]]), folders(["Base": "Start", "fr": "Accueil"])])
        #expect(mixed.sourceLanguage == "en" && mixed.languages == ["en", "de", "fr"])
        #expect(mixed.shown("Home", in: "en", on: .iphone).text == "Start")
        // Without Base, every folder's language is checked for gaps.
        let noBase = folders(["de": "Start"])
        var french = noBase
        french.entries = [:]
        french.languages = ["fr"]
        #expect(messages(check(source, [noBase, french]), "untranslated-title") == ["the title \"Home\" of tab `home` has no translation in fr; add it to the string tables"])
        #expect(withBase.languages.map { withBase.shown("Home", in: $0, on: .iphone).text } == ["Home", "Start", "Accueil"])
    }

    @Test func anUnplaceableValueIsRelatedAtLineOneColumnOne() throws {
        var entry = TableEntry()
        entry.translations["de"] = Translation(value: TableValue(text: "Mehr"))
        let table = StringTable(kind: .stringsFile, languages: ["de"], files: ["de.lproj/Localizable.strings"], entries: ["Extras": entry])
        let d = try #require(check("tab extras \"Extras\" {}\n", [table], more: ["Mehr"], tabsPath: "Main.tabs").first)
        #expect(d.related == [RelatedLocation(file: FileLocation(path: "de.lproj/Localizable.strings", line: 1, column: 1), message: "in de: the translation")])
    }

    @Test func theDocumentationExamplesFailAndPass() {
        // The table the documentation describes: German has "Home" but not "Search".
        let table = catalog(["Home": ["de": "Start"]])
        for (rule, doc) in [("untranslated-title", UntranslatedTitle.documentation), ("invalid-strings", InvalidStrings.documentation)] {
            for (example, shouldFail) in [(doc.failing, true), (doc.passing, false)] {
                let path = example.contains("Missing.xcstrings") ? "Missing.xcstrings" : "Localizable.xcstrings"
                let result: Result<StringTable, StringTableError> = path == "Missing.xcstrings"
                    ? .failure(StringTableError("it does not exist")) : .success(table)
                let entry = StringsEntry(path: path, range: range(of: "\"\(path)\"", in: example), result: result)
                let input = LocalizationInput(titles: titles(example), appPlatforms: [.iphone])
                let fired = LocalizedTitleChecks.check(entries: [entry], input: input).contains { $0.rule == rule }
                #expect(fired == shouldFail, "\(rule): \(example)")
            }
        }
        #expect(UntranslatedTitle.id == "untranslated-title" && UntranslatedTitle.defaultSeverity == .warning)
        #expect(InvalidStrings.id == "invalid-strings" && InvalidStrings.defaultSeverity == .error)
    }

    @Test func languageNamesFromTablesReachMessagesEscaped() {
        let source = "tab home \"Home\" {}\n"
        let table = catalog(["Home": ["de\u{202E}x": "Start", "pt-BR": "Início"]], extra: "\"Other\": {\"localizations\": {\"zh-Hans\": {\"stringUnit\": {\"value\": \"x\"}}}}")
        #expect(messages(check(source, [table])) == ["the title \"Home\" of tab `home` has no translation in zh-Hans; add it to the string tables"])
        let hostile = catalog(["Home": ["de\u{202E}x": "Mehr"]])
        #expect(messages(check(source, [hostile], more: ["Mehr"])) == ["in \"de\\u{202E}x\": the title \"Mehr\" is the title of the system \"More\" tab; rename this tab"])
    }
}
