import TabsSyntax

public enum SimilarTitles: TitleRule {
    public static let documentation = RuleDocumentation(
        id: "similar-titles", category: .titles, defaultSeverity: .warning,
        summary: "two tab titles differ only in letter case",
        rationale: "Titles that differ only in case look like one title to users, and case-insensitive lookups (search, the \"More\" list, UI tests) confuse them.",
        failing: "tab photos \"Photos\" { icon \"photo\" }\ntab shared \"photos\" { icon \"person.2\" }\n",
        passing: "tab photos \"Photos\" { icon \"photo\" }\ntab shared \"Shared\" { icon \"person.2\" }\n",
        fix: "Give the tabs titles that differ in more than case.")

    /// Each tab title equal to an earlier tab's ignoring case (`Titles.folded`),
    /// unless an earlier tab has it exactly (that is `duplicate-title`'s).
    public static func problems(in titles: ShownTitles) -> [TitleProblem] {
        guard titles.repeatsFolded else { return [] }
        var firstFolded: [String: Int] = [:]
        var seen = Set<String>()
        var found: [TitleProblem] = []
        for (k, text) in nonBlank(titles) {
            guard let fold = titles.folded[k] else { continue }
            if !seen.contains(text), let earlier = firstFolded[fold] { found.append(TitleProblem(title: k, earlier: earlier)) }
            seen.insert(text)
            if firstFolded[fold] == nil { firstFolded[fold] = k }
        }
        return found
    }

    public static func message(_ problem: TitleProblem, _ words: TitleWords) -> String {
        guard let (text, earlier) = words.pair else {
            return "the translated title differs from that of tab `\(words.earlierID)` only in letter case; make them clearly different"
        }
        return "the title \(quoted(text)) differs from \(quoted(earlier)) (tab `\(words.earlierID)`) only in letter case; make them clearly different"
    }

    public static var relatedMessage: String? { "the similar title" }
}
