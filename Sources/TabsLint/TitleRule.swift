import TabsSyntax

/// The titles one pass shows, as the title rules read them: the titles as
/// written (`LintContext.writtenTitles`), or what one language shows on
/// one platform (`LintContext.languages`). Each title is an index: a tab's
/// or a section's title.
public struct ShownTitles: Sendable {
    /// By title: the text shown, trimmed; nil when it is not shown on this
    /// pass (no title string, or not on the pass's platform).
    public var texts: [String?]
    /// By title: `texts` case-folded (`Titles.folded`).
    public var folded: [String?]
    /// By title: whether it is a tab's (else a section's).
    public var isTab: [Bool]
    /// The "More" titles, folded, that a tab's title may clash with (none with `bar custom`).
    public var more: Set<String>
    /// UIKit's own "More" title in the pass's language, folded (none for the written titles, or with `bar custom`).
    public var uikit: String?
    /// Whether two tabs' titles fold the same: without, no title repeats
    /// another, exactly or ignoring case (one hash a title, shared by the rules that look).
    public var repeatsFolded: Bool

    public init(texts: [String?], folded: [String?], isTab: [Bool], more: Set<String>, uikit: String?) {
        self.texts = texts
        self.folded = folded
        self.isTab = isTab
        self.more = more
        self.uikit = uikit
        var seen = Set<String>(minimumCapacity: folded.count)
        repeatsFolded = folded.indices.contains { k in
            guard isTab[k], texts[k]?.isEmpty == false, let fold = folded[k] else { return false }
            return !seen.insert(fold).inserted
        }
    }
}

/// A problem a title rule found on one pass: the title, the earlier title
/// it repeats, and (for `more-title-clash`) whether the title is UIKit's own "More" title.
public struct TitleProblem: Sendable, Equatable {
    public var title: Int
    public var earlier: Int?
    public var uikit = false
}

/// What a title problem's message names.
public struct TitleWords: Sendable {
    /// `the title "X"`, or `the translated title` when the languages merged show different texts.
    public var what: String
    public var id: String
    public var isTab: Bool
    public var earlierID: String
    /// The title's text and the earlier title's, when each shows one.
    public var pair: (String, String)?
    /// For a clash with UIKit's own title: the title each language shows.
    public var uikitTitles: [(language: String, title: String)] = []
    /// The first text the title shows (of the first language merged).
    public var firstText: String?
}

/// A rule over the titles shown. `problems` is the rule: its `check` runs
/// it on the titles as written, then on each checked language's titles
/// (`LocalizedTitleChecks`, which merges the languages that share a problem).
public protocol TitleRule: Rule {
    static func problems(in titles: ShownTitles) -> [TitleProblem]
    /// A problem's message (after `in LANGUAGES: ` for a per-language one).
    static func message(_ problem: TitleProblem, _ words: TitleWords) -> String
    /// The message of the related location at the earlier title, for a rule whose problems have one.
    static var relatedMessage: String? { get }
    /// How the written pass names the title in `TitleWords.what`.
    static func writtenWhat(title: String, earlier: String?) -> String
}

extension TitleRule {
    /// The written titles, and the string tables for each language's.
    public static var reads: Set<RuleInput> { [.stringTables] }
    public static var relatedMessage: String? { nil }
    public static func writtenWhat(title: String, earlier: String?) -> String { "the title \(quoted(title))" }

    public static func check(_ context: LintContext) -> [Diagnostic] {
        let model = context.model
        let written = context.writtenTitles
        let found = problems(in: written).compactMap { problem -> Diagnostic? in
            guard let place = model.titlePlace(problem.title), let text = written.texts[problem.title] else { return nil }
            let earlier = problem.earlier.flatMap { k in model.titlePlace(k).map { ($0, written.texts[k] ?? "") } }
            let words = TitleWords(what: writtenWhat(title: text, earlier: earlier?.1), id: place.id, isTab: place.isTab,
                                   earlierID: earlier?.0.id ?? "", pair: earlier.map { (text, $0.1) }, firstText: text)
            let related = earlier.flatMap { e in relatedMessage.map { [RelatedLocation(range: e.0.range, message: $0)] } } ?? []
            return diagnostic(place.range, message(problem, words), related: related)
        }
        return found + perLanguage(context.languages, written: found)
    }

    /// The rule's problems in each checked language, but at a title where `written` has one of its own.
    static func perLanguage(_ passes: LanguagePasses?, written: [Diagnostic]) -> [Diagnostic] {
        LocalizedTitleChecks.perLanguage(self, passes, written: written)
    }

    /// Each title with a text that is not blank, in order: a tab's title
    /// only, unless `sections`.
    static func nonBlank(_ titles: ShownTitles, sections: Bool = false) -> [(index: Int, text: String)] {
        titles.texts.indices.compactMap { k in
            guard sections || titles.isTab[k], let text = titles.texts[k], !text.isEmpty else { return nil }
            return (k, text)
        }
    }
}

extension Model {
    /// The titles as written, for the title rules: the tabs' (by index in
    /// `tabs`), then the sections' (after them, in `sections` order).
    var writtenTitles: ShownTitles {
        var texts: [String?] = tabs.map { $0.titleRange == nil ? nil : $0.title ?? "" }
        var folded = tabs.map(\.foldedTitle)
        texts += sections.map { $0.titleRange == nil ? nil : $0.title ?? "" }
        folded += sections.map { _ in nil }
        let isTab = tabs.map { _ in true } + sections.map { _ in false }
        // No "More" tab to clash with when the app draws its own bar (`bar custom`).
        let more = bar == .system ? Set(moreTitles.map(Titles.folded)) : []
        return ShownTitles(texts: texts, folded: folded, isTab: isTab, more: more, uikit: nil)
    }

    /// Where a written title (an index of `writtenTitles`) is, and whose it is.
    func titlePlace(_ k: Int) -> (id: String, range: ByteRange, isTab: Bool)? {
        if tabs.indices.contains(k) { return tabs[k].titleRange.map { (tabs[k].id, $0, true) } }
        let s = k - tabs.count
        guard sections.indices.contains(s), let range = sections[s].titleRange else { return nil }
        return (sections[s].id?.value ?? "?", range, false)
    }
}
