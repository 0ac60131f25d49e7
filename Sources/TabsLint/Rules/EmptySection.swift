import TabsSyntax

public enum EmptySection: Rule {
    public static let documentation = RuleDocumentation(
        id: "empty-section", category: .placements, defaultSeverity: .warning,
        summary: "a section has no tabs and is not `dynamic`",
        rationale: "An empty section shows a bare header in the sidebar with nothing under it.",
        failing: "tab home \"Home\" { icon \"house\" }\nsection library \"Library\" {\n    placement sidebarOnly\n}\n",
        passing: "tab home \"Home\" { icon \"house\" }\nsection library \"Library\" {\n    tab books \"Books\" { icon \"books.vertical\" }\n}\n",
        fix: "Add tabs to the section, make it `dynamic`, or remove it.")

    public static func check(_ context: LintContext) -> [Diagnostic] {
        context.model.sections.compactMap { section in
            guard section.tabs.isEmpty, section.dynamic == nil, let id = section.id else { return nil }
            return diagnostic(id.range, "section `\(id.value)` has no tabs; add tabs, make it `dynamic`, or remove it")
        }
    }
}
