import TabsLint

/// The languages a page draws and the title each tab shows in each of
/// them (docs/preview.md).
struct LanguagePlan {
    /// The tables taken together as `check` takes them (nil: no readable
    /// table and no `languages`).
    let tables: LocalizedTables?
    /// Whether some table could be read (else nothing is untranslated).
    let hasReadableTable: Bool
    /// The table language each checked language reads, by folded name.
    let tableNames: [String: String]
    /// The development language (nil: `.lproj` folders without `Base` and no `languages`).
    let development: String?
    /// The languages drawn, in panel order.
    let drawn: [String]
    /// Whether the app names which languages it ships (`languages`, or a readable table).
    let knowsShipped: Bool
    /// Every language a table or `languages` names.
    let shippedNames: [String]

    init(_ source: Preview.Source, asked: [String]) {
        let readable = source.tables.compactMap { try? $0.result.get() }
        let shipped = source.shippedLanguages
        let listed = shipped.map(\.names).flatMap { $0.isEmpty ? nil : $0 }
        hasReadableTable = !readable.isEmpty

        // The languages `check` checks, and the tables taken together as it
        // takes them (docs/language.md, "Titles in every language", "The languages an app ships").
        var checked: [String] = []
        if !readable.isEmpty || listed != nil {
            let (merged, languages) = LocalizedTitleChecks.languagesChecked(readable, listed == nil ? nil : shipped)
            tables = merged
            checked = languages.map(\.name)
            var names: [String: String] = [:]
            for l in languages { if let table = l.table { names[LanguageTags.normalized(l.name)] = table } }
            tableNames = names
        } else {
            tables = nil
            tableNames = [:]
        }

        // The development language: the source language as docs/language.md
        // defines it; without `languages` and without a readable table, `en`.
        development = tables == nil ? "en" : tables?.sourceLanguage
        if let dev = development, let k = checked.firstIndex(where: { LanguageTags.same($0, dev) }), k != 0 {
            checked.insert(checked.remove(at: k), at: 0)
        }
        if checked.isEmpty { checked = [development ?? "en"] }
        drawn = asked.isEmpty ? checked : asked
        knowsShipped = listed != nil || !readable.isEmpty
        shippedNames = (listed ?? []) + readable.flatMap(\.languages) + (tables?.languages ?? [])
    }

    /// Whether `language` is the source language (its titles are the keys).
    func isDevelopment(_ language: String) -> Bool {
        if language == "Base" { return true }
        guard let development else { return false }
        return LanguageTags.same(language, development)
    }

    /// The table's own name for a language asked (`pt_BR` finds `pt-BR`).
    func tableLanguage(_ language: String) -> String? {
        guard let tables else { return nil }
        if language == "Base" { return tables.sourceLanguage ?? development }
        if let name = tableNames[LanguageTags.normalized(language)] { return name }
        if let exact = tables.languages.first(where: { $0 == language }) { return exact }
        return tables.languages.first { LanguageTags.same($0, language) }
    }

    /// The title a key shows, and whether it is untranslated there.
    func title(_ key: String, in language: String, on platform: Platform) -> (text: String, untranslated: Bool) {
        guard let tables, hasReadableTable else { return (key, false) }
        if let name = tableLanguage(language) {
            let shown = tables.shown(key, in: name, on: platform)
            if shown.value != nil { return (shown.text, false) }
        }
        let untranslated = !isDevelopment(language) && tables.shouldTranslate(key)
        return (key, untranslated)
    }

    /// UIKit's More title in a language, and whether it is a guess.
    func moreTitle(in language: String) -> (text: String, approximate: Bool) {
        let tag = language == "Base" ? (development ?? "Base") : language
        if let t = UIKitMoreTitles.title(forLanguage: tag) { return (t, false) }
        return ("More", true)
    }

    /// A language no table and no `languages` entry names (the development language aside).
    func isNotShipped(_ language: String) -> Bool {
        guard knowsShipped, !isDevelopment(language) else { return false }
        return !shippedNames.contains { LanguageTags.same($0, language) }
    }

    static func isRightToLeft(_ language: String) -> Bool {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ckb", "dv", "ug"].contains(primary)
    }

    /// The `lang` attribute: a BCP 47 tag (`_` written `-`), nil for `Base` or a name that is no tag.
    static func langAttribute(_ language: String) -> String? {
        guard language != "Base", LanguageTags.isTag(language) else { return nil }
        return String(language.map { $0 == "_" ? "-" : $0 })
    }
}
