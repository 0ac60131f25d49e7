import TabsSyntax

/// `empty-title`, `duplicate-title`, `similar-titles` and
/// `more-title-clash` made again on the titles each language shows
/// (docs/language.md, "Titles in every language"), then
/// `untranslated-title` and `invalid-strings`. Pure: the tables come in read.
public enum LocalizedTitleChecks {
    /// Every rule these checks report.
    public static let rules: Set<String> = [
        EmptyTitle.id, DuplicateTitle.id, SimilarTitles.id, MoreTitleClash.id,
        UntranslatedTitle.id, MissingLanguage.id, InvalidStrings.id,
    ]

    /// All the localization diagnostics of one `.tabs` file, in spec order.
    public static func check(entries: [StringsEntry], input: LocalizationInput) -> [Diagnostic] {
        var found = InvalidStrings.diagnostics(entries)
        let tables = entries.compactMap { try? $0.result.get() }
        if !tables.isEmpty || input.languages != nil {
            let (merged, checked) = languagesChecked(tables, input.languages)
            found += perLanguage(merged, checked, input)
            if !tables.isEmpty {
                let source = merged.sourceLanguage
                found += UntranslatedTitle.diagnostics(merged, input, languages: checked.filter { language in
                    language.table != nil && !(source.map { LanguageTags.same(language.name, $0) } ?? false)
                })
                if let shipped = input.languages {
                    found += MissingLanguage.diagnostics(shipped, missing: checked.filter { $0.table == nil }.map(\.name))
                }
            }
        }
        return found.sorted(by: Diagnostic.specOrder)
    }

    /// A language checked: its name as messages give it (as listed in
    /// `languages`, else as the tables write it) and the table language
    /// that translates it (nil: no table has it, so the titles show as written).
    public struct CheckedLanguage: Sendable {
        public var name: String
        public var table: String?
    }

    /// The tables taken together and the languages checked, in order: with
    /// `languages`, the listed ones (docs/language.md, "The languages an app ships"),
    /// else every language of the tables.
    public static func languagesChecked(_ tables: [StringTable], _ shipped: ShippedLanguages?) -> (LocalizedTables, [CheckedLanguage]) {
        guard let shipped else {
            let merged = LocalizedTables(tables)
            return (merged, merged.languages.map { CheckedLanguage(name: $0, table: $0) })
        }
        let names = shipped.names
        let merged = LocalizedTables(tables, source: shipped.developmentRegion ?? names.first)
        let source = merged.sourceLanguage
        // The languages some table has (`Base` stands for the source language).
        let had = tables.flatMap { table in table.languages.filter { table.kind == .catalog || $0 != "Base" } }
        let checked = names.map { name -> CheckedLanguage in
            if let source, LanguageTags.same(name, source) { return CheckedLanguage(name: name, table: source) }
            return CheckedLanguage(name: name, table: had.first { LanguageTags.same($0, name) })
        }
        return (merged, checked)
    }

    /// What one language shows for one title on one pass.
    struct Shown {
        var text: String
        var trimmed: String
        var value: TableValue?
        var table: Int
    }

    /// A problem found in one language, before languages are merged.
    struct Problem {
        var rule: String
        var title: Int
        var earlier: Int
        /// A `more-title-clash` with UIKit's own title in the language.
        var uikit = false
    }

    /// The languages and platforms where one problem occurs, and the texts seen.
    struct Group {
        var problem: Problem
        var languages: [String] = []
        var platforms: [Platform] = []
        var allPlatforms = true
        var texts: [String] = []
        var earlierTexts: [String] = []
        var related: [RelatedLocation] = []
        var tabsRelated = false
        /// For a clash with UIKit's title: the title each language shows.
        var uikitTitles: [(language: String, title: String)] = []
    }

    static func perLanguage(_ tables: LocalizedTables, _ languages: [CheckedLanguage], _ input: LocalizationInput) -> [Diagnostic] {
        let written = Set(input.written.map { WrittenKey(rule: $0.rule, range: $0.range) })
        // No "More" tab to clash with when the app draws its own bar (`bar custom`).
        let more = input.hasSystemMoreTab ? Set(input.moreTitles.map(Titles.folded)) : []
        var order: [String] = []
        var groups: [String: Group] = [:]
        for checked in languages {
            let language = checked.name
            let uikit = input.hasSystemMoreTab ? UIKitMoreTitles.title(forLanguage: language) : nil
            let uikitFold = uikit.map { Titles.folded($0) }
            let varies = checked.table.map { t in input.titles.contains { tables.variesByDevice($0.text, in: t) } } ?? false
            let passes: [Platform?] = varies ? input.appPlatforms.map { $0 } : [nil]
            // This language's problems, with the passes (platforms) they occur on.
            var localOrder: [String] = []
            var local: [String: (problem: Problem, platforms: [Platform], shown: [Shown?])] = [:]
            for platform in passes {
                let lookup = platform ?? input.appPlatforms.first ?? .iphone
                var shown: [Shown?] = []
                shown.reserveCapacity(input.titles.count)
                for title in input.titles {
                    if let platform, !title.platforms.contains(platform) { shown.append(nil); continue }
                    let s = checked.table.map { tables.shown(title.text, in: $0, on: lookup) } ?? (text: title.text, value: nil, table: -1)
                    shown.append(Shown(text: s.text, trimmed: Titles.trimmed(s.text), value: s.value, table: s.table))
                }
                for problem in problems(input.titles, shown, more, uikit: uikitFold) {
                    let title = input.titles[problem.title]
                    guard !written.contains(WrittenKey(rule: problem.rule, range: title.range)) else { continue }
                    let key = "\(problem.rule) \(problem.title) \(problem.earlier)\(problem.uikit ? " uikit" : "")"
                    if local[key] == nil { localOrder.append(key); local[key] = (problem, [], shown) }
                    if let platform { local[key]?.platforms.append(platform) }
                }
            }
            // Merged with the other languages that have the same problem on the same platforms.
            for localKey in localOrder {
                guard let found = local[localKey] else { continue }
                let everywhere = passes.count == 1 || found.platforms.count == passes.count
                let key = localKey + (everywhere ? "" : " " + found.platforms.map(\.rawValue).joined(separator: ","))
                if groups[key] == nil { order.append(key) }
                var group = groups[key]
                    ?? Group(problem: found.problem, platforms: everywhere ? [] : found.platforms, allPlatforms: everywhere)
                group.languages.append(language)
                // The title shown there (UIKit's title only ignoring case).
                if found.problem.uikit, let uikit {
                    group.uikitTitles.append((language, found.shown[found.problem.title]?.text ?? uikit))
                }
                record(&group, language, found.shown, tables)
                groups[key] = group
            }
        }
        return order.compactMap { groups[$0] }.map { diagnostic($0, input) }
    }

    struct WrittenKey: Hashable { var rule: String; var range: ByteRange }

    /// The title problems of one language on one pass (nil titles are not shown on it).
    static func problems(_ titles: [LocalizedTitle], _ shown: [Shown?], _ more: Set<String>, uikit: String? = nil) -> [Problem] {
        var found: [Problem] = []
        var firstExact: [String: Int] = [:]
        var firstFold: [String: Int] = [:]
        var seenExact = Set<String>()
        for (index, title) in titles.enumerated() {
            guard let s = shown[index] else { continue }
            if s.trimmed.isEmpty {
                found.append(Problem(rule: EmptyTitle.id, title: index, earlier: -1))
                continue
            }
            guard title.isTab else { continue }
            let fold = Titles.folded(s.text)
            if let earlier = firstExact[s.trimmed] {
                found.append(Problem(rule: DuplicateTitle.id, title: index, earlier: earlier))
            } else {
                firstExact[s.trimmed] = index
            }
            if !seenExact.contains(s.trimmed), let earlier = firstFold[fold] {
                found.append(Problem(rule: SimilarTitles.id, title: index, earlier: earlier))
            }
            seenExact.insert(s.trimmed)
            if firstFold[fold] == nil { firstFold[fold] = index }
            if fold == uikit || more.contains(fold) {
                found.append(Problem(rule: MoreTitleClash.id, title: index, earlier: -1, uikit: fold == uikit))
            }
        }
        return found
    }

    /// Adds one language's texts and related places to a group.
    static func record(_ group: inout Group, _ language: String, _ shown: [Shown?], _ tables: LocalizedTables) {
        let problem = group.problem
        if let s = shown[problem.title], !group.texts.contains(s.text) { group.texts.append(s.text) }
        let pointed = problem.earlier >= 0 ? problem.earlier : problem.title
        if problem.earlier >= 0, let e = shown[problem.earlier], !group.earlierTexts.contains(e.text) {
            group.earlierTexts.append(e.text)
        }
        guard let s = shown[pointed] else { return }
        if let value = s.value, let file = tables.file(of: value, table: s.table) {
            let message = problem.earlier >= 0 ? "in \(languageList([language])): first used here" : "in \(languageList([language])): the translation"
            // 1-based line and Unicode-scalar column; 1, 1 when the reader could not place the value.
            let place = FileLocation(path: file, line: max(Int(value.line), 1), column: value.line > 0 ? max(Int(value.column), 1) : 1)
            group.related.append(RelatedLocation(file: place, message: message))
        } else if problem.earlier >= 0 {
            group.tabsRelated = true
        }
    }

    static func diagnostic(_ group: Group, _ input: LocalizationInput) -> Diagnostic {
        let problem = group.problem
        let title = input.titles[problem.title]
        let what = group.texts.count == 1 ? "the title \(quoted(group.texts[0]))" : "the translated title"
        let message: String
        var related: [RelatedLocation] = []
        switch problem.rule {
        case EmptyTitle.id:
            message = "the title of \(title.isTab ? "tab" : "section") `\(title.id)` is empty; write the title users should see"
        case DuplicateTitle.id:
            let earlier = input.titles[problem.earlier]
            message = "\(what) is already used by tab `\(earlier.id)`; give each tab its own title"
            if group.tabsRelated { related.append(RelatedLocation(range: earlier.range, message: "first used here")) }
        case SimilarTitles.id:
            let earlier = input.titles[problem.earlier]
            message = group.texts.count == 1 && group.earlierTexts.count == 1
                ? "the title \(quoted(group.texts[0])) differs from \(quoted(group.earlierTexts[0])) (tab `\(earlier.id)`) only in letter case; make them clearly different"
                : "the translated title differs from that of tab `\(earlier.id)` only in letter case; make them clearly different"
            if group.tabsRelated { related.append(RelatedLocation(range: earlier.range, message: "the similar title")) }
        default:
            if group.uikitTitles.count == 1, let only = group.uikitTitles.first {
                message = "tab `\(title.id)` shows \(quoted(group.texts.first ?? only.title)), UIKit's title of the \"More\" tab in \(languageList([only.language])); translate it differently"
            } else if !group.uikitTitles.isEmpty {
                let each = group.uikitTitles.map { "\(quoted($0.title)) in \(languageList([$0.language]))" }.joined(separator: ", ")
                message = "tab `\(title.id)` shows UIKit's title of the \"More\" tab (\(each)); translate it differently"
            } else {
                message = "\(what) is the title of the system \"More\" tab; rename this tab"
            }
        }
        let platforms = group.allPlatforms || group.platforms.isEmpty || input.appPlatforms.count < 2
            ? "" : " (on \(group.platforms.sorted().map(\.rawValue).joined(separator: ", ")))"
        // The rule's default severity (the linter applies the configured one).
        let severity = RuleRegistry.rule(problem.rule)?.defaultSeverity ?? EmptyTitle.defaultSeverity
        var d = Diagnostic(rule: problem.rule, severity: severity,
                           message: "in \(languageList(group.languages)): \(message)\(platforms)",
                           range: title.range, related: related + group.related)
        d.languages = group.languages
        if !group.allPlatforms && !group.platforms.isEmpty { d.platforms = group.platforms.sorted() }
        return d
    }
}
