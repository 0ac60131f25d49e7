import TabsSyntax

public enum MoreTitleClash: TitleRule {
    public static let documentation = RuleDocumentation(
        id: "more-title-clash", category: .titles, defaultSeverity: .error,
        summary: "a tab's title equals a title of the \"More\" tab, ignoring case; not with `bar custom`",
        rationale: "With more than five tabs UIKit adds its own \"More\" tab; a tab of yours with the same title shows two \"More\" tabs and breaks code that finds tabs by title. With `bar custom` the app draws its own tab bar, the system's \"More\" tab never appears, and the rule does not run.",
        failing: "tab more \"More\" { icon \"ellipsis\" }\n",
        passing: "tab settings \"Settings\" { icon \"gear\" }\n",
        fix: "Rename the tab, or set `more` in `defaults` to the \"More\" titles your app really shows.")

    /// Each tab title equal, ignoring case, to a "More" title of `more`, or to UIKit's own in the pass's language.
    public static func problems(in titles: ShownTitles) -> [TitleProblem] {
        nonBlank(titles).compactMap { k, _ in
            guard let fold = titles.folded[k], fold == titles.uikit || titles.more.contains(fold) else { return nil }
            return TitleProblem(title: k, uikit: fold == titles.uikit)
        }
    }

    public static func message(_ problem: TitleProblem, _ words: TitleWords) -> String {
        if words.uikitTitles.count == 1, let only = words.uikitTitles.first {
            return "tab `\(words.id)` shows \(quoted(words.firstText ?? only.title)), UIKit's title of the \"More\" tab in \(languageList([only.language])); translate it differently"
        }
        if !words.uikitTitles.isEmpty {
            let each = words.uikitTitles.map { "\(quoted($0.title)) in \(languageList([$0.language]))" }.joined(separator: ", ")
            return "tab `\(words.id)` shows UIKit's title of the \"More\" tab (\(each)); translate it differently"
        }
        return "\(words.what) is the title of the system \"More\" tab; rename this tab"
    }
}
