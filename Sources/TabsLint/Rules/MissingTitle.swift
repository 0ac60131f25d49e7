import TabsSyntax

public enum MissingTitle: Rule {
    public static let documentation = RuleDocumentation(
        id: "missing-title", category: .titles, defaultSeverity: .error,
        summary: "a tab or section has no title string",
        rationale: "The title is what users see in the tab bar, the sidebar and the \"More\" list, and what VoiceOver reads; a tab without one shows an empty label.",
        failing: "tab home { icon \"house\" }\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Add the title string after the id: `tab home \"Home\"`.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for tab in context.model.tabs where tab.titleRange == nil {
            found.append(diagnostic(tab.idRange, "tab `\(tab.id)` has no title; add one after the id, like `tab \(tab.id) \"Title\"`"))
        }
        for section in context.model.sections where section.titleRange == nil {
            if let id = section.id { found.append(diagnostic(id.range, "section `\(id.value)` has no title; add one after the id, like `section \(id.value) \"Title\"`")) }
        }
        return found
    }
}
