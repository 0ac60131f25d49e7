import TabsSyntax

/// It reads the string tables the edge read for the file and the languages
/// `languages` lists (`LintContext.languages`).
public enum MissingLanguage: Rule {
    public static let documentation = RuleDocumentation(
        id: "missing-language", category: .titles, defaultSeverity: .warning,
        summary: "with `languages` and `strings`, a listed language that no string table has",
        rationale: "`languages` names the languages the app ships (as tags, or as the Xcode project whose `knownRegions` lists them). A listed language that no table has shows every title in the source language: its users see an untranslated tab bar. The source language needs no table of its own (its titles are the keys). The rule needs `strings` and a table that could be read; such a language is not also named by `untranslated-title`. The examples read a catalog in English (its source language) and German.",
        failing: "defaults {\n    strings \"Localizable.xcstrings\"\n    languages en, de, fr\n}\ntab home \"Home\" { icon \"house\" }\n",
        passing: "defaults {\n    strings \"Localizable.xcstrings\"\n    languages en, de\n}\ntab home \"Home\" { icon \"house\" }\n",
        fix: "Add the language's translations to the string tables, or stop listing it (for a project, remove it from the project's languages, or turn this rule off where `knownRegions` lists more languages than the tab titles are translated into).")

    public static let reads: Set<RuleInput> = [.stringTables]

    /// Reads the tables the context's `strings` name and the languages `languages` lists (`LintContext.languages`).
    public static func check(_ context: LintContext) -> [Diagnostic] { diagnostics(context.languages) }

    /// The languages `languages` lists that no readable table has.
    static func diagnostics(_ passes: LanguagePasses?) -> [Diagnostic] {
        guard let passes, !passes.tables.isEmpty, let shipped = passes.input.languages else { return [] }
        return diagnostics(shipped, missing: passes.checked.filter { $0.table == nil }.map(\.name))
    }

    /// One warning per missing tag, at the tag; for a project, one at its
    /// path naming every missing language.
    static func diagnostics(_ shipped: ShippedLanguages, missing: [String]) -> [Diagnostic] {
        guard !missing.isEmpty else { return [] }
        switch shipped {
        case .tags(let tags):
            // Each tag's first listing (its range), by its compared form: one look-up a
            // missing language, however long the list.
            let firstListed = Dictionary(tags.map { (LanguageTags.normalized($0.value), $0.range) }, uniquingKeysWith: { first, _ in first })
            return missing.compactMap { name in
                firstListed[LanguageTags.normalized(name)].map {
                    diagnostic($0, "no string table has \(languageList([name])), which `languages` lists: its users see every title untranslated; add its translations, or remove it from `languages`")
                }
            }
        case .project(let path, _):
            let (users, them) = missing.count == 1 ? ("its users", "it") : ("their users", "the languages")
            return [diagnostic(path.range,
                "no string table has \(languageList(missing)), which the Xcode project \(quoted(path.value)) lists: \(users) see every title untranslated; add the translations, or remove \(them) from the project")]
        }
    }
}
