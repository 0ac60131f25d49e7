import TabsSyntax

public enum EmptyTitle: Rule {
    public static let documentation = RuleDocumentation(
        id: "empty-title", category: .titles, defaultSeverity: .error,
        summary: "a title is empty or only white space",
        rationale: "An empty title shows a blank label in the tab bar and sidebar and gives VoiceOver nothing to read.",
        failing: "tab home \" \" { icon \"house\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Write the title users should see.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tab in context.model.tabs where tab.title == nil {
            if let range = tab.titleRange { found.append(diagnostic(range, "the title of tab `\(tab.id)` is empty; write the title users should see")) }
        }
        for section in context.model.sections {
            if section.title == nil, let range = section.titleRange {
                found.append(diagnostic(range, "the title of section `\(section.id?.value ?? "?")` is empty; write the title users should see"))
            }
        }
        return found.sorted(by: Diagnostic.specOrder)
    }
}
