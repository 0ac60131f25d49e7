import TabsSyntax

public enum EmptyTitle: TitleRule {
    public static let documentation = RuleDocumentation(
        id: "empty-title", category: .titles, defaultSeverity: .error,
        summary: "a title is empty or only white space",
        rationale: "An empty title shows a blank label in the tab bar and sidebar and gives VoiceOver nothing to read.",
        failing: "tab home \" \" { icon \"house\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Write the title users should see.")

    /// Each tab's or section's title that is blank.
    public static func problems(in titles: ShownTitles) -> [TitleProblem] {
        titles.texts.indices.compactMap { k in titles.texts[k]?.isEmpty == true ? TitleProblem(title: k) : nil }
    }

    public static func message(_ problem: TitleProblem, _ words: TitleWords) -> String {
        "the title of \(words.isTab ? "tab" : "section") `\(words.id)` is empty; write the title users should see"
    }
}
