/// The rules' own documentation as text for people: the page `tablint
/// explain RULE` prints. `docs/rules.md` is rendered from the same fields
/// by TabsLintTests (`RulesDocTests`, which fails when the file drifts).
public enum RuleReference {
    /// What `tablint explain RULE` prints for `rule`.
    public static func explanation(of rule: any Rule.Type) -> String {
        let d = rule.documentation
        func indent(_ s: String) -> String {
            s.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        }
        return """
        \(rule.id) (\(rule.defaultSeverity.rawValue), \(rule.category.rawValue))

        \(sentence(rule.summary))

        Why: \(d.rationale)

        Failing example:

        \(indent(d.failing))
        Passing example:

        \(indent(d.passing))
        Fix: \(d.fix)

        """
    }

    /// `text` with its first letter uppercased and, unless told not to, a
    /// closing period.
    static func sentence(_ text: String, period: Bool = true) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + (period ? "." : "")
    }
}
