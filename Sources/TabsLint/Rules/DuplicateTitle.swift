import TabsSyntax

public enum DuplicateTitle: TitleRule {
    public static let documentation = RuleDocumentation(
        id: "duplicate-title", category: .titles, defaultSeverity: .error,
        summary: "a tab's title equals an earlier tab's title",
        rationale: "Users cannot tell two tabs with one title apart, and components that key tabs by title (the \"More\" list, tab customization, UI tests) pick the wrong one.",
        failing: "tab inbox \"Mail\" { icon \"tray\" }\ntab sent \"Mail\" { icon \"paperplane\" }\n",
        passing: "tab inbox \"Inbox\" { icon \"tray\" }\ntab sent \"Sent\" { icon \"paperplane\" }\n",
        fix: "Give each tab its own title.")

    /// Each tab title equal to an earlier tab's. Titles compare as Swift
    /// compares strings (canonically equivalent spellings are equal).
    public static func problems(in titles: ShownTitles) -> [TitleProblem] {
        guard titles.repeatsFolded else { return [] }
        var first: [String: Int] = [:]
        var found: [TitleProblem] = []
        for (k, text) in nonBlank(titles) {
            if let earlier = first[text] { found.append(TitleProblem(title: k, earlier: earlier)) } else { first[text] = k }
        }
        return found
    }

    public static func message(_ problem: TitleProblem, _ words: TitleWords) -> String {
        "\(words.what) is already used by tab `\(words.earlierID)`; give each tab its own title"
    }

    public static var relatedMessage: String? { "first used here" }

    /// The written titles' message quotes the first spelling.
    public static func writtenWhat(title: String, earlier: String?) -> String { "the title \(quoted(earlier ?? title))" }
}
