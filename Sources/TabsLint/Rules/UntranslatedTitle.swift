import TabsSyntax

/// It reads the string tables the edge read for the file (`LintContext.languages`).
public enum UntranslatedTitle: Rule {
    public static let documentation = RuleDocumentation(
        id: "untranslated-title", category: .titles, defaultSeverity: .warning,
        summary: "with `strings`, a title has no value in one or more of the tables' languages",
        rationale: "A title missing from a language's table falls back to its key at run time: users of that language see a tab in the source language among translated ones. Languages are the tables' own (a catalog's source language and every language with a value; the `.lproj` folder names); the source language and keys marked `shouldTranslate: false` are left out, and an empty value counts as translated (it is an `empty-title`). The examples read a catalog whose German table has \"Home\" but not \"Search\".",
        failing: "defaults { strings \"Localizable.xcstrings\" }\ntab home \"Home\" { icon \"house\" }\ntab search \"Search\" { icon \"magnifyingglass\" }\n",
        passing: "defaults { strings \"Localizable.xcstrings\" }\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Add the title's translation to each language named, or mark the key `shouldTranslate: false` in the catalog when it must never be translated.")

    public static let reads: Set<RuleInput> = [.stringTables]

    /// Reads the tables the context's `strings` name (`LintContext.languages`).
    public static func check(_ context: LintContext) -> [Diagnostic] { diagnostics(context.languages) }

    /// One warning per title (tabs and sections) with the languages lacking
    /// a value: those checked that a table has, other than the source language.
    static func diagnostics(_ passes: LanguagePasses?) -> [Diagnostic] {
        guard let passes, !passes.tables.isEmpty, let tables = passes.merged else { return [] }
        let source = tables.sourceLanguage
        let languages = passes.checked.filter { language in
            language.table != nil && !(source.map { LanguageTags.same(language.name, $0) } ?? false)
        }
        return diagnostics(tables, passes.input, languages: languages)
    }

    /// One warning per title (tabs and sections) with the languages lacking a value.
    /// `languages`: the languages checked that a table has, other than the source language.
    static func diagnostics(_ tables: LocalizedTables, _ input: LocalizationInput,
                            languages: [LocalizedTitleChecks.CheckedLanguage]) -> [Diagnostic] {
        guard !languages.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for title in input.titles where !Titles.trimmed(title.text).isEmpty && tables.shouldTranslate(title.text) {
            let missing = languages.filter { language in
                !(language.table.flatMap { tables.translation(of: title.text, in: $0) }?.translation.hasValue ?? false)
            }.map(\.name)
            guard !missing.isEmpty else { continue }
            var d = diagnostic(title.range,
                "the title \(quoted(title.text)) of \(title.isTab ? "tab" : "section") `\(title.id)` has no translation in \(languageList(missing)); add it to the string tables")
            d.languages = missing
            found.append(d)
        }
        return found
    }
}
