/// The tables of one `.tabs` file's `strings` entries, taken together as
/// docs/language.md's "Titles in every language" says: the first listed entry wins for a
/// key and language; the languages are every table's; the source language
/// is the first catalog's `sourceLanguage`, else `Base` when a `.lproj`
/// folder has that name, else there is none. `Base` stands for the source
/// language.
public struct LocalizedTables: Sendable {
    public let tables: [StringTable]
    public let sourceLanguage: String?
    /// The source language first, then the others in byte order.
    public let languages: [String]

    /// `source` names the source language when no catalog does (from
    /// `languages`: the project's `developmentRegion`, else the first tag).
    public init(_ tables: [StringTable], source named: String? = nil) {
        self.tables = tables
        let source = tables.lazy.compactMap(\.sourceLanguage).first ?? named
            ?? (tables.contains { $0.kind != .catalog && $0.languages.contains("Base") } ? "Base" : nil)
        sourceLanguage = source
        var others = Set<String>()
        for table in tables {
            for language in table.languages {
                let name = table.kind != .catalog && language == "Base" ? (source ?? "Base") : language
                if name != source { others.insert(name) }
            }
        }
        let sorted = others.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        languages = (source.map { [$0] } ?? []) + sorted
    }

    /// A found translation and the table it came from.
    public struct Found: Sendable {
        public var translation: Translation
        public var table: Int
    }

    /// The translation of `key` into `language` from the first table that has one.
    public func translation(of key: String, in language: String) -> Found? {
        for (index, table) in tables.enumerated() {
            guard let entry = table.entries[key] else { continue }
            if let t = entry.translations[language] { return Found(translation: t, table: index) }
            if table.kind != .catalog, language == sourceLanguage, let t = entry.translations["Base"] {
                return Found(translation: t, table: index)
            }
        }
        return nil
    }

    /// False when the first table that has the key marks it `shouldTranslate: false`.
    public func shouldTranslate(_ key: String) -> Bool {
        for table in tables { if let entry = table.entries[key] { return entry.shouldTranslate } }
        return true
    }

    /// The title `key` shows in `language` on `platform`, and the value it
    /// comes from (nil when the key itself is shown).
    public func shown(_ key: String, in language: String, on platform: Platform) -> (text: String, value: TableValue?, table: Int) {
        guard shouldTranslate(key), let found = translation(of: key, in: language),
              let value = found.translation.value(on: platform) else { return (key, nil, -1) }
        return (value.text, value, found.table)
    }

    /// Whether `key`'s title in `language` may differ between platforms.
    public func variesByDevice(_ key: String, in language: String) -> Bool {
        shouldTranslate(key) && (translation(of: key, in: language)?.translation.variesByDevice ?? false)
    }

    /// The path of the file a value stands in (as its table recorded it).
    public func file(of value: TableValue, table: Int) -> String? {
        guard table >= 0 && table < tables.count else { return nil }
        let files = tables[table].files
        let i = Int(value.file)
        return i >= 0 && i < files.count ? files[i] : nil
    }
}

/// Language names as a message shows them: as written when plain
/// (`de`, `pt-BR`, `zh-Hans`), else quoted with escapes (they come from
/// table files, and no control character or bidi override may reach a
/// terminal raw).
public func languageList(_ languages: [String]) -> String {
    languages.map { name -> String in
        let plain = !name.isEmpty && name.utf8.count <= 64 && name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "_" || $0 == "@" || $0 == "."
        }
        return plain ? name : quoted(name, limit: 64)
    }.joined(separator: ", ")
}
