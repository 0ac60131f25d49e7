import TabsSyntax

/// The loop over languages of the title rules (docs/language.md, "Titles
/// in every language"): each title rule (`TitleRule`) finds its problems
/// on what each checked language shows, on each platform where the tables
/// vary by device, and the problems that languages share are merged into
/// one diagnostic naming them. The rules themselves, `untranslated-title`,
/// `missing-language` and `invalid-strings` included, read the languages
/// from `LintContext.languages`. Pure: the tables come in read.
public enum LocalizedTitleChecks {
    /// Every localization diagnostic of `input`'s titles with the tables of
    /// `entries` (the title rules' per-language problems, `untranslated-title`,
    /// `missing-language` and `invalid-strings`), in spec order; a problem that
    /// `input.written` has at the same title is not reported again.
    public static func check(entries: [StringsEntry], input: LocalizationInput) -> [Diagnostic] {
        let passes = LanguagePasses(entries: entries, project: nil, input: input)
        var found = InvalidStrings.diagnostics(entries)
        for rule in titleRules {
            found += rule.perLanguage(passes, written: input.written.filter { $0.rule == rule.id })
        }
        found += UntranslatedTitle.diagnostics(passes) + MissingLanguage.diagnostics(passes)
        return found.sorted(by: Diagnostic.specOrder)
    }

    /// The rules over the titles shown, in registry order.
    static let titleRules: [any TitleRule.Type] = RuleRegistry.rules.compactMap { $0 as? any TitleRule.Type }

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
    struct Shown: Sendable {
        var text: String
        var value: TableValue?
        var table: Int
    }

    /// One pass of one language: the platform (nil: all of them, the tables
    /// do not vary by device there), what each title shows (nil: not on
    /// this platform), and the same as the title rules read it.
    struct Pass: Sendable {
        var platform: Platform?
        var shown: [Shown?]
        var titles: ShownTitles
    }

    /// The languages and platforms where one problem occurs, and the texts seen.
    struct Group {
        var problem: TitleProblem
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

    /// A title rule's problems in every checked language, merged across the
    /// languages that have the same problem on the same platforms; those at
    /// a title where `written` has one of the rule's are left out.
    static func perLanguage<R: TitleRule>(_ rule: R.Type, _ passes: LanguagePasses?, written: [Diagnostic]) -> [Diagnostic] {
        guard let passes, let tables = passes.merged else { return [] }
        let input = passes.input
        let writtenAt = Set(written.map(\.range))
        var order: [String] = []
        var groups: [String: Group] = [:]
        for (checked, languagePasses) in zip(passes.checked, passes.passes) {
            let language = checked.name
            let uikit = input.hasSystemMoreTab ? UIKitMoreTitles.title(forLanguage: language) : nil
            // This language's problems, with the passes (platforms) they occur on.
            var localOrder: [String] = []
            var local: [String: (problem: TitleProblem, platforms: [Platform], shown: [Shown?])] = [:]
            for pass in languagePasses {
                for problem in R.problems(in: pass.titles) where !writtenAt.contains(input.titles[problem.title].range) {
                    let key = "\(problem.title) \(problem.earlier ?? -1)\(problem.uikit ? " uikit" : "")"
                    if local[key] == nil { localOrder.append(key); local[key] = (problem, [], pass.shown) }
                    if let platform = pass.platform { local[key]?.platforms.append(platform) }
                }
            }
            // Merged with the other languages that have the same problem on the same platforms.
            for localKey in localOrder {
                guard let found = local[localKey] else { continue }
                let everywhere = languagePasses.count == 1 || found.platforms.count == languagePasses.count
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
        return order.compactMap { groups[$0] }.map { diagnostic(rule, $0, input) }
    }

    /// Adds one language's texts and related places to a group.
    static func record(_ group: inout Group, _ language: String, _ shown: [Shown?], _ tables: LocalizedTables) {
        let problem = group.problem
        if let s = shown[problem.title], !group.texts.contains(s.text) { group.texts.append(s.text) }
        let pointed = problem.earlier ?? problem.title
        if let earlier = problem.earlier, let e = shown[earlier], !group.earlierTexts.contains(e.text) {
            group.earlierTexts.append(e.text)
        }
        guard let s = shown[pointed] else { return }
        if let value = s.value, let file = tables.file(of: value, table: s.table) {
            let message = problem.earlier != nil ? "in \(languageList([language])): first used here" : "in \(languageList([language])): the translation"
            // 1-based line and Unicode-scalar column; 1, 1 when the reader could not place the value.
            let place = FileLocation(path: file, line: max(Int(value.line), 1), column: value.line > 0 ? max(Int(value.column), 1) : 1)
            group.related.append(RelatedLocation(file: place, message: message))
        } else if problem.earlier != nil {
            group.tabsRelated = true
        }
    }

    static func diagnostic<R: TitleRule>(_ rule: R.Type, _ group: Group, _ input: LocalizationInput) -> Diagnostic {
        let problem = group.problem
        let title = input.titles[problem.title]
        let earlier = problem.earlier.map { input.titles[$0] }
        let words = TitleWords(
            what: group.texts.count == 1 ? "the title \(quoted(group.texts[0]))" : "the translated title",
            id: title.id, isTab: title.isTab, earlierID: earlier?.id ?? "",
            pair: group.texts.count == 1 && group.earlierTexts.count == 1 ? (group.texts[0], group.earlierTexts[0]) : nil,
            uikitTitles: group.uikitTitles, firstText: group.texts.first)
        var related: [RelatedLocation] = []
        if group.tabsRelated, let earlier, let message = R.relatedMessage { related.append(RelatedLocation(range: earlier.range, message: message)) }
        let platforms = group.allPlatforms || group.platforms.isEmpty || input.appPlatforms.count < 2
            ? "" : " (on \(group.platforms.sorted().map(\.rawValue).joined(separator: ", ")))"
        var d = R.diagnostic(title.range, "in \(languageList(group.languages)): \(R.message(problem, words))\(platforms)",
                             related: related + group.related)
        d.languages = group.languages
        if !group.allPlatforms && !group.platforms.isEmpty { d.platforms = group.platforms.sorted() }
        return d
    }
}

/// The languages a file's titles are checked in, and what each shows,
/// worked out once for every rule that reads them (`LintContext.languages`).
public struct LanguagePasses: Sendable {
    /// The titles and app-wide facts, with the languages `languages` lists.
    let input: LocalizationInput
    let entries: [StringsEntry]
    let project: ProjectEntry?
    /// The tables that could be read.
    let tables: [StringTable]
    /// The tables taken together; nil when no table could be read and
    /// `languages` lists none (then no language is checked).
    let merged: LocalizedTables?
    let checked: [LocalizedTitleChecks.CheckedLanguage]
    /// By checked language: its passes (one, or one per app platform when its tables vary by device).
    let passes: [[LocalizedTitleChecks.Pass]]

    /// What a checked file's `strings` and `languages` give with the tables
    /// the edge read; nil when the file has neither.
    init?(model: Model, inputs: LocalizationInputs) {
        let defaults = model.defaults
        guard !(defaults?.strings.isEmpty ?? true) || defaults?.languages != nil else { return nil }
        var input = LocalizationInput(model: model, written: [])
        input.languages = ShippedLanguages(defaults?.languages, project: inputs.project)
        self.init(entries: inputs.entries, project: inputs.project, input: input)
    }

    init(entries: [StringsEntry], project: ProjectEntry?, input: LocalizationInput) {
        self.input = input
        self.entries = entries
        self.project = project
        tables = entries.compactMap { try? $0.result.get() }
        guard !tables.isEmpty || input.languages != nil else {
            (merged, checked, passes) = (nil, [], [])
            return
        }
        let (merged, checked) = LocalizedTitleChecks.languagesChecked(tables, input.languages)
        self.merged = merged
        self.checked = checked
        // No "More" tab to clash with when the app draws its own bar (`bar custom`).
        let more = input.hasSystemMoreTab ? Set(input.moreTitles.map(Titles.folded)) : []
        let isTab = input.titles.map(\.isTab)
        passes = checked.map { checked in
            let uikit = input.hasSystemMoreTab ? UIKitMoreTitles.title(forLanguage: checked.name).map(Titles.folded) : nil
            let varies = checked.table.map { t in input.titles.contains { merged.variesByDevice($0.text, in: t) } } ?? false
            let platforms: [Platform?] = varies ? input.appPlatforms.map { $0 } : [nil]
            return platforms.map { platform in
                let lookup = platform ?? input.appPlatforms.first ?? .iphone
                var shown: [LocalizedTitleChecks.Shown?] = []
                shown.reserveCapacity(input.titles.count)
                for title in input.titles {
                    if let platform, !title.platforms.contains(platform) { shown.append(nil); continue }
                    let s = checked.table.map { merged.shown(title.text, in: $0, on: lookup) } ?? (text: title.text, value: nil, table: -1)
                    shown.append(LocalizedTitleChecks.Shown(text: s.text, value: s.value, table: s.table))
                }
                let texts = shown.map { $0.map { Titles.trimmed($0.text) } }
                let titles = ShownTitles(texts: texts, folded: texts.map { $0.map(Titles.folded) }, isTab: isTab, more: more, uikit: uikit)
                return LocalizedTitleChecks.Pass(platform: platform, shown: shown, titles: titles)
            }
        }
    }
}
