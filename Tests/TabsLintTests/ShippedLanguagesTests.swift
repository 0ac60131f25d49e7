import Testing
import TabsSyntax
import TabsLint
import TablintWorkspace

/// `languages` through the linter's model (docs/language.md, "The languages an app ships"):
/// the tables and the project come in as values, as the edge reads them.
@Suite struct ShippedLanguagesTests {
    /// A catalog from `[key: [language: value]]`.
    func catalog(_ strings: [String: [String: String]], source: String = "en") -> StringTable {
        var members: [String] = []
        for key in strings.keys.sorted() {
            let localizations = (strings[key] ?? [:]).sorted { $0.key < $1.key }
                .map { "\"\($0.key)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\($0.value)\"}}" }
            members.append("\"\(key)\": {\"localizations\": {\(localizations.joined(separator: ", "))}}")
        }
        let text = "{\"sourceLanguage\": \"\(source)\", \"strings\": {\n\(members.joined(separator: ",\n"))\n}}"
        guard case .success(let table) = CatalogReader.read(Array(text.utf8), file: "Localizable.xcstrings") else {
            Issue.record("bad catalog")
            return StringTable(kind: .catalog)
        }
        return table
    }

    func lint(_ source: String, tables: [StringTable] = [], project: Result<ProjectLanguages, StringTableError>? = nil) -> [Diagnostic] {
        let file = Linter.parse(Array(source.utf8))
        let request = file.localizationRequest
        var queue = tables
        let entries = request.strings.map { entry -> StringsEntry in
            let table: Result<StringTable, StringTableError> = queue.isEmpty ? .failure(StringTableError("it does not exist")) : .success(queue.removeFirst())
            return StringsEntry(path: entry.value, range: entry.range, result: table)
        }
        let inputs = LocalizationInputs(entries: entries, project: request.project.flatMap { p in
            project.map { ProjectEntry(path: p.value, range: p.range, result: $0) }
        })
        return Linter.check(file, localization: inputs).diagnostics
    }

    func messages(_ found: [Diagnostic], _ rule: String) -> [String] { found.filter { $0.rule == rule }.map(\.message) }

    let german = ["Home": ["de": "Start", "fr": "Accueil", "ja": "ホーム"], "Extras": ["de": "Mehr", "fr": "Autre"]]

    @Test func onlyTheListedLanguagesAreChecked() {
        let source = "defaults {\n    strings \"L.xcstrings\"\n    languages en, de\n}\ntab home \"Home\" { icon \"house\" }\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let found = lint(source, tables: [catalog(german)])
        // French "Autre" is UIKit's More, but French is not shipped; Japanese lacks "Extras" but is not shipped either.
        #expect(messages(found, "more-title-clash") == ["in de: tab `extras` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently"])
        #expect(messages(found, "untranslated-title").isEmpty)
        // Without `languages`, every language of the table is checked.
        let all = lint(source.replacingOccurrences(of: "    languages en, de\n", with: ""), tables: [catalog(german)])
        #expect(messages(all, "more-title-clash") == ["in de, fr: tab `extras` shows UIKit's title of the \"More\" tab (\"Mehr\" in de, \"Autre\" in fr); translate it differently"])
        #expect(messages(all, "untranslated-title") == ["the title \"Extras\" of tab `extras` has no translation in ja; add it to the string tables"])
    }

    @Test func aListedLanguageNoTableHasIsMissingOnceAtItsTag() throws {
        let source = "defaults {\n    strings \"L.xcstrings\"\n    languages en, DE, \"pt-BR\", it\n}\ntab home \"Home\" { icon \"house\" }\n"
        let found = lint(source, tables: [catalog(["Home": ["de": "Start", "pt-BR": "Início"]])])
        let missing = found.filter { $0.rule == "missing-language" }
        #expect(missing.map(\.message) == ["no string table has it, which `languages` lists: its users see every title untranslated; add its translations, or remove it from `languages`"])
        #expect(missing.first?.severity == .warning)
        #expect(missing.first.map { Array(source.utf8)[$0.range.start..<$0.range.end] } == Array("it".utf8)[...])
        // Not also untranslated; the listed spelling names the language (`DE` matches the table's `de`).
        #expect(messages(found, "untranslated-title").isEmpty)
        let gap = lint(source, tables: [catalog(["Home": ["pt-BR": "Início"], "Other": ["de": "x", "it": "y"]])])
        #expect(messages(gap, "untranslated-title") == ["the title \"Home\" of tab `home` has no translation in DE, it; add it to the string tables"])
        // Missing-language needs a table that could be read.
        #expect(messages(lint(source), "missing-language").isEmpty)
        #expect(messages(lint(source), "invalid-strings").count == 1)
    }

    @Test func theSourceLanguageNeedsNoTable() {
        // The catalog's source language is `en`; listing it needs no table of its own.
        let source = "defaults {\n    strings \"L.xcstrings\"\n    languages en, de\n}\ntab home \"Home\" { icon \"house\" }\n"
        #expect(lint(source, tables: [catalog(["Home": ["de": "Start"]])]).isEmpty)
        // Without a catalog, the first listed language is the source.
        var folders = StringTable(kind: .directory, languages: ["Base", "de"], files: ["R/de.lproj/Localizable.strings"])
        folders.entries = ["Home": TableEntry(translations: ["de": Translation(value: TableValue(text: "Start"))])]
        let lproj = "defaults {\n    strings \"R\"\n    languages fr, de\n}\ntab home \"Home\" { icon \"house\" }\n"
        #expect(lint(lproj, tables: [folders]).isEmpty)
        let englishFirst = lproj.replacingOccurrences(of: "languages fr, de", with: "languages de, fr")
        #expect(messages(lint(englishFirst, tables: [folders]), "missing-language").count == 1)
    }

    @Test func languagesWithoutStringsCheckTheTitlesAsWritten() {
        let source = "defaults { languages de, fr }\ntab more \"Mehr\" { icon \"ellipsis\" }\ntab plus \"Plus\" { icon \"plus\" }\n"
        // Through the plain entry point too: tags need nothing read.
        let plain = Linter.check(Array(source.utf8)).diagnostics
        #expect(messages(plain, "more-title-clash") == ["in de: tab `more` shows \"Mehr\", UIKit's title of the \"More\" tab in de; translate it differently"])
        #expect(messages(plain, "missing-language").isEmpty && messages(plain, "untranslated-title").isEmpty)
        // The written titles are compared with `more` only, outside any language.
        #expect(Linter.check(Array("tab more \"Mehr\" { icon \"ellipsis\" }\n".utf8)).diagnostics.isEmpty)
        // `more` strings still count in each language, with their own message.
        let custom = "defaults {\n    languages de\n    more \"Weiteres\"\n}\ntab w \"weiteres\" { icon \"ellipsis\" }\n"
        #expect(messages(Linter.check(Array(custom.utf8)).diagnostics, "more-title-clash") == ["the title \"weiteres\" is the title of the system \"More\" tab; rename this tab"])
    }

    @Test func aProjectListsTheLanguagesAndNamesTheSource() {
        let source = "defaults {\n    strings \"L.xcstrings\"\n    languages \"App.xcodeproj\"\n}\ntab home \"Home\" { icon \"house\" }\ntab extras \"Extras\" { icon \"ellipsis\" }\n"
        let project = ProjectLanguages(knownRegions: ["en", "de", "it", "ko"], developmentRegion: "en")
        let found = lint(source, tables: [catalog(german)], project: .success(project))
        #expect(messages(found, "missing-language") == ["no string table has it, ko, which the Xcode project \"App.xcodeproj\" lists: their users see every title untranslated; add the translations, or remove the languages from the project"])
        #expect(messages(found, "more-title-clash").count == 1)
        // An unusable project is an invalid-strings at its path, and languages counts as absent.
        let broken = lint(source, tables: [catalog(german)], project: .failure(StringTableError("its knownRegions lists no language but Base")))
        #expect(messages(broken, "invalid-strings") == ["cannot use the Xcode project \"App.xcodeproj\" for `languages`: its knownRegions lists no language but Base; every language of the tables is checked"])
        #expect(messages(broken, "more-title-clash") == ["in de, fr: tab `extras` shows UIKit's title of the \"More\" tab (\"Mehr\" in de, \"Autre\" in fr); translate it differently"])
        #expect(messages(broken, "missing-language").isEmpty)
        // Without a catalog the project's developmentRegion is the source language.
        let noTables = "defaults { languages \"App.xcodeproj\" }\ntab more \"Mehr\" { icon \"ellipsis\" }\n"
        let sourceDE = lint(noTables, project: .success(ProjectLanguages(knownRegions: ["en", "de"], developmentRegion: "de")))
        #expect(messages(sourceDE, "more-title-clash").count == 1)
    }

    @Test func theMissingLanguageDocumentationExamplesFailAndPass() {
        let table = catalog(["Home": ["de": "Start"]])
        let doc = MissingLanguage.documentation
        #expect(lint(doc.failing, tables: [table]).contains { $0.rule == "missing-language" })
        let passing = lint(doc.passing, tables: [table])
        #expect(!passing.contains { $0.rule == "missing-language" })
        #expect(!passing.contains { $0.severity == .error })
        #expect(MissingLanguage.id == "missing-language" && MissingLanguage.defaultSeverity == .warning)
    }
}
