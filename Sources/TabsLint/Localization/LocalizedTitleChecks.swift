import TabsSyntax

/// `empty-title`, `duplicate-title`, `similar-titles` and
/// `more-title-clash` made again on the titles each language shows
/// (RULES.md, the paragraph after the Titles table), then
/// `untranslated-title` and `invalid-strings`. Pure: the tables come in read.
public enum LocalizedTitleChecks {
    /// All the localization diagnostics of one `.tabs` file, in spec order.
    public static func check(entries: [StringsEntry], input: LocalizationInput) -> [LocalizedDiagnostic] {
        var found = InvalidStrings.diagnostics(entries)
        var tables: [StringTable] = []
        for entry in entries { if case .success(let table) = entry.table { tables.append(table) } }
        if !tables.isEmpty {
            let merged = LocalizedTables(tables)
            found += perLanguage(merged, input)
            found += UntranslatedTitle.diagnostics(merged, input)
        }
        return found.sorted { Diagnostic.specOrder($0.diagnostic, $1.diagnostic) }
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
    }

    /// The languages and platforms where one problem occurs, and the texts seen.
    struct Group {
        var problem: Problem
        var languages: [String] = []
        var platforms: [Platform] = []
        var allPlatforms = true
        var texts: [String] = []
        var earlierTexts: [String] = []
        var related: [TableLocation] = []
        var tabsRelated = false
    }

    static func perLanguage(_ tables: LocalizedTables, _ input: LocalizationInput) -> [LocalizedDiagnostic] {
        let written = Set(input.written.map { WrittenKey(rule: $0.rule, range: $0.range) })
        let more = Set(input.moreTitles.map(Titles.folded))
        var order: [String] = []
        var groups: [String: Group] = [:]
        for language in tables.languages {
            let varies = input.titles.contains { tables.variesByDevice($0.text, in: language) }
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
                    let s = tables.shown(title.text, in: language, on: lookup)
                    shown.append(Shown(text: s.text, trimmed: Titles.trimmed(s.text), value: s.value, table: s.table))
                }
                for problem in problems(input.titles, shown, more) {
                    let title = input.titles[problem.title]
                    guard !written.contains(WrittenKey(rule: problem.rule, range: title.range)) else { continue }
                    let key = "\(problem.rule) \(problem.title) \(problem.earlier)"
                    if local[key] == nil { localOrder.append(key); local[key] = (problem, [], shown) }
                    if let platform { local[key]?.platforms.append(platform) }
                }
            }
            // Merged with the other languages that have the same problem on the same platforms.
            for localKey in localOrder {
                guard let found = local[localKey] else { continue }
                let everywhere = passes.count == 1 || found.platforms.count == passes.count
                let key = localKey + (everywhere ? "" : " " + found.platforms.map(\.rawValue).joined(separator: ","))
                if groups[key] == nil {
                    order.append(key)
                    groups[key] = Group(problem: found.problem, platforms: everywhere ? [] : found.platforms,
                                        allPlatforms: everywhere)
                }
                guard var group = groups[key] else { continue }
                group.languages.append(language)
                record(&group, language, found.shown, tables, input)
                groups[key] = group
            }
        }
        return order.compactMap { groups[$0] }.map { diagnostic($0, input) }
    }

    struct WrittenKey: Hashable { var rule: String; var range: ByteRange }

    /// The title problems of one language on one pass (nil titles are not shown on it).
    static func problems(_ titles: [LocalizedTitle], _ shown: [Shown?], _ more: Set<String>) -> [Problem] {
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
            if more.contains(fold) { found.append(Problem(rule: MoreTitleClash.id, title: index, earlier: -1)) }
        }
        return found
    }

    /// Adds one language's texts and related places to a group.
    static func record(_ group: inout Group, _ language: String, _ shown: [Shown?],
                       _ tables: LocalizedTables, _ input: LocalizationInput) {
        let problem = group.problem
        if let s = shown[problem.title], !group.texts.contains(s.text) { group.texts.append(s.text) }
        let pointed = problem.earlier >= 0 ? problem.earlier : problem.title
        if problem.earlier >= 0, let e = shown[problem.earlier], !group.earlierTexts.contains(e.text) {
            group.earlierTexts.append(e.text)
        }
        guard let s = shown[pointed] else { return }
        if let value = s.value, let file = tables.file(of: value, table: s.table) {
            let message = problem.earlier >= 0 ? "in \(languageList([language])): first used here" : "in \(languageList([language])): the translation"
            group.related.append(TableLocation(path: input.displayPath(file), line: max(Int(value.line), 1),
                                               column: value.line > 0 ? max(Int(value.column), 1) : 1, message: message))
        } else if problem.earlier >= 0 {
            group.tabsRelated = true
        }
    }

    static func diagnostic(_ group: Group, _ input: LocalizationInput) -> LocalizedDiagnostic {
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
            message = "\(what) is the title of the system \"More\" tab; rename this tab"
        }
        let platforms = group.allPlatforms || group.platforms.isEmpty || input.appPlatforms.count < 2
            ? "" : " (on \(group.platforms.sorted().map(\.rawValue).joined(separator: ", ")))"
        let severity = severityOf(problem.rule)
        let d = Diagnostic(rule: problem.rule, severity: severity,
                           message: "in \(languageList(group.languages)): \(message)\(platforms)",
                           range: title.range, related: related)
        return LocalizedDiagnostic(diagnostic: d, tableRelated: group.related)
    }

    static func severityOf(_ rule: String) -> Severity {
        switch rule {
        case SimilarTitles.id: SimilarTitles.defaultSeverity
        case DuplicateTitle.id: DuplicateTitle.defaultSeverity
        case MoreTitleClash.id: MoreTitleClash.defaultSeverity
        default: EmptyTitle.defaultSeverity
        }
    }
}
