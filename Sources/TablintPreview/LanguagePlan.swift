import TabsLint

/// The languages a page draws and the title each tab shows in each of
/// them (PREVIEW.md, "Languages").
struct LanguagePlan {
    /// The merged readable tables, nil when none could be read.
    let tables: LocalizedTables?
    /// The development language (nil: `.lproj` folders without `Base` and no `languages`).
    let development: String?
    /// The languages drawn, in panel order.
    let drawn: [String]
    /// Whether the app names which languages it ships (`languages`, or a readable table).
    let knowsShipped: Bool
    let shipped: [String]

    init(_ source: Preview.Source, asked: [String]) {
        var readable: [StringTable] = []
        for entry in source.tables { if case .success(let t) = entry.table { readable.append(t) } }
        let tables = readable.isEmpty ? nil : LocalizedTables(readable)
        self.tables = tables
        let listed = source.shippedLanguages.flatMap { $0.isEmpty ? nil : $0 }

        // The development language (LANGUAGE.md: the first catalog's
        // sourceLanguage, else with `languages` the project's
        // developmentRegion or the first tag listed).
        let catalogSource = readable.lazy.compactMap(\.sourceLanguage).first
        if let catalogSource {
            development = catalogSource
        } else if let listed {
            development = source.developmentRegion ?? listed.first
        } else if let tables {
            development = tables.sourceLanguage   // "Base", or nil without a Base folder
        } else {
            development = "en"
        }

        // What `check` checks: the listed languages, else the tables'.
        var checked: [String]
        if let listed {
            checked = listed
            if let dev = development, let k = checked.firstIndex(where: { Preview.sameLanguage($0, dev) }), k != 0 {
                checked.insert(checked.remove(at: k), at: 0)
            }
        } else if let tables {
            checked = tables.languages
        } else {
            checked = development.map { [$0] } ?? []
        }
        if checked.isEmpty { checked = [development ?? "en"] }
        drawn = asked.isEmpty ? checked : asked
        knowsShipped = listed != nil || tables != nil
        var names = listed ?? []
        if let tables { names += tables.languages }
        if let tablesAll = tables?.tables { for t in tablesAll { names += t.languages } }
        shipped = names
    }

    /// Whether `language` is the source language (its titles are the keys).
    func isDevelopment(_ language: String) -> Bool {
        if language == "Base" { return true }
        guard let development else { return false }
        return Preview.sameLanguage(language, development)
    }

    /// The table's own name for a language asked (`pt_BR` finds `pt-BR`).
    func tableLanguage(_ language: String) -> String? {
        guard let tables else { return nil }
        if language == "Base" { return tables.sourceLanguage ?? development }
        if let exact = tables.languages.first(where: { $0 == language }) { return exact }
        return tables.languages.first { Preview.sameLanguage($0, language) }
    }

    /// The title a key shows, and whether it is untranslated there.
    func title(_ key: String, in language: String, on platform: Platform) -> (text: String, untranslated: Bool) {
        guard let tables else { return (key, false) }
        let name = tableLanguage(language)
        if let name {
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
        return !shipped.contains { Preview.sameLanguage($0, language) }
    }

    static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ckb", "dv", "ug"]

    static func isRightToLeft(_ language: String) -> Bool {
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeft.contains(primary)
    }

    /// The `lang` attribute: a BCP 47 tag (`_` written `-`), nil for `Base` or a name that is no tag.
    static func langAttribute(_ language: String) -> String? {
        guard language != "Base", Preview.isLanguageTag(language) else { return nil }
        return String(language.map { $0 == "_" ? "-" : $0 })
    }
}
