import TabsSyntax

/// Flags a suppression directive that suppressed nothing.
public enum UnusedSuppression: Rule {
    public static let id = "unused-suppression"
    public static let category = RuleCategory.suppressions
    public static let defaultSeverity = Severity.warning
    public static let summary = "a directive suppressed nothing"
    public static let documentation = RuleDocumentation(
        rationale: "A stale directive would silently hide the next real problem on its line; remove it once the problem it silenced is gone.",
        failing: "tab home \"Home\" { icon \"house\" } # tablint-disable-line missing-icon\n",
        passing: "tab home \"Home\" { icon \"house\" }\n",
        fix: "Remove the directive; `--fix` does.")

    /// Reported by the suppression pass of the linter (it needs every other rule's output).
    public static func check(_ context: LintContext) -> [Diagnostic] { [] }
}
