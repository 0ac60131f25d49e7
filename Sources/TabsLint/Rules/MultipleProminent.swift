import TabsSyntax

public enum MultipleProminent: Rule {
    public static let documentation = RuleDocumentation(
        id: "multiple-prominent", category: .placements, defaultSeverity: .error,
        summary: "more than one tab has role `prominent`, with or without `action`",
        rationale: "Only one tab can receive the prominent treatment; with two, the system picks one and the other looks like every other tab. `role prominent, action` counts: it is shown prominent too.",
        failing: "tab home \"Home\" { icon \"house\"; role prominent }\ntab new \"New\" { icon \"plus\"; role prominent }\n",
        passing: "tab home \"Home\" { icon \"house\" }\ntab new \"New\" { icon \"plus\"; role prominent }\n",
        fix: "Keep `role prominent` on one tab.")

    public static func check(_ context: LintContext) -> [Diagnostic] { RoleCount.extra(.prominent, self, context) }
}
