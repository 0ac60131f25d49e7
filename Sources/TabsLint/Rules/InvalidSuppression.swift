import TabsSyntax

/// Flags a suppression directive that names no rule, an unknown rule or `syntax-error`.
public enum InvalidSuppression: Rule {
    public static let id = "invalid-suppression"
    public static let category = RuleCategory.suppressions
    public static let defaultSeverity = Severity.warning
    public static let summary = "a directive names no rule, an unknown rule or `syntax-error`"
    public static let documentation = RuleDocumentation(
        rationale: "A directive that cannot be understood suppresses nothing, so the diagnostic it was meant to silence is still reported, and a misspelt rule id hides the intent.",
        failing: "tab home \"Home\" # tablint-disable-line missing-icn\n",
        passing: "tab home \"Home\" # tablint-disable-line missing-icon\n",
        fix: "Name existing rule ids (`tablint rules` lists them); `syntax-error` cannot be suppressed.")

    /// Reported by the suppression pass of the linter (it needs every other rule's output).
    public static func check(_ context: LintContext) -> [Diagnostic] { [] }
}
