import TabsSyntax

/// Flags a suppression directive that names no rule, an unknown rule or
/// `syntax-error` (docs/language.md, "Suppression comments"). Such a directive suppresses
/// nothing; `SuppressionDirective.find` records why it is invalid, and this
/// rule reports that reason at the directive comment.
///
/// It needs no other rule's output, but it runs in the final pass, after
/// the other rules, because its own reports may be silenced by a valid
/// directive like any other diagnostic (which marks that directive used).
public enum InvalidSuppression: FinalPassRule {
    public static let documentation = RuleDocumentation(
        id: "invalid-suppression", category: .suppressions, defaultSeverity: .warning,
        summary: "a directive names no rule, an unknown rule or `syntax-error`",
        rationale: "A directive that cannot be understood suppresses nothing, so the diagnostic it was meant to silence is still reported, and a misspelt rule id hides the intent.",
        failing: "tab home \"Home\" # tablint-disable-line missing-icn\n",
        passing: "tab home \"Home\" # tablint-disable-line missing-icon\n",
        fix: "Name existing rule ids (`tablint rules` lists them); `syntax-error` cannot be suppressed.")

    /// One diagnostic per invalid directive, at the directive comment, less those a valid directive silences.
    public static func check(_ context: LintContext, after results: inout SuppressionResults) -> [Diagnostic] {
        results.filter(results.directives.compactMap { d in d.problem.map { diagnostic(d.range, $0) } })
    }
}
